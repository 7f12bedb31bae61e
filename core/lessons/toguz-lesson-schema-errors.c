/* toguz-lesson-schema-errors.c: what the lesson format wants, in words a
 * teacher can act on
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libxml2 says "Did not expect element solution there" without saying
 * where it goes: the places come from lesson.rng itself
 * (toguz-lesson-schema.c), and a few sentences below say what each
 * element takes.  Attributes are said by the loader's own pass
 * (toguz-lesson-loader-attributes.c) before the validator runs.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <libxml/relaxng.h>
#include <libxml/tree.h>
#include <string.h>

#include "toguz-lesson-schema-errors.h"
#include "toguz-lesson.h"
#include "toguz-spelling.h"
#include "toguz-text.h"

/* What each element takes, for a person; the names, places and values
 * themselves are the schema's. */
static const struct
{
  const char *element;
  const char *takes;
} element_takes[] = {
  { "lesson",
    N_("<lesson> takes id (lowercase letters, digits and dashes) and may "
       "take variant, order and part (first-steps, rules, playing or "
       "culture); inside: <title>, <summary>, then one or more <step>.") },
  { "exercise-set",
    N_("<exercise-set> takes id (lowercase letters, digits and dashes) and "
       "may take variant and order; inside: <title>, <summary>, then one or "
       "more <puzzle>.") },
  { "step",
    N_("<step> may take an id; inside, in this order: <text>, <position>, "
       "<show>, <highlight> or <arrow>, <task>.") },
  { "puzzle",
    N_("<puzzle> takes id, difficulty (1 to 5) and themes (one or more of "
       "capture, tuzdik, defence, at-syroo, endgame, counting, opening, "
       "middlegame, sweep, quiet, sacrifice) and may take rating (400 to "
       "3000); inside, in this order: <text>, <source>, <position>, "
       "<highlight> or <arrow>, <task>.") },
  { "position",
    N_("<position> takes fen (a position, as in “toguz play”) and moves "
       "(from the start or from the fen, e.g. “76 45” or “1. 76 98 2. "
       "66”), or instead record (a game record in the lesson’s folder), "
       "game (1 for its first) and ply (the half-moves played, 0 for the "
       "start); and variant. It holds nothing inside.") },
  { "source",
    N_("<source> may take game, round (of the game in its event), move (a "
       "number), side (white or black), url, played (the move played in the "
       "game, such as 65) and lost (the stones it cost, 0 to 162).") },
  { "show",
    N_("<show> takes move, one hole digit or a move such as 65 or 45x.") },
  { "highlight",
    N_("<highlight> takes holes (e.g. “w3 b7”) and may take kind (target "
       "or hint).") },
  { "arrow", N_("<arrow> takes from and to, holes such as w3 or b7.") },
  { "task",
    N_("<task> takes one of goal (e.g. capture:10, tuzdik, win), moves "
       "(the accepted first moves), predict (landing, capture, legal, "
       "tuzdik or tuzdik-allowed, with move and answer, and hole for "
       "tuzdik-allowed) or ask=\"choice\" with answer (the key of the "
       "right option); it may take margin, accept (any or "
       "stated), turns (1 to 10) and replies (scripted, engine or "
       "beginner); inside, in this order: <prompt>, <option>, <solution>, "
       "<hint>, <wrong>, <success>.") },
  { "option",
    N_("<option> takes key (a letter, a to f) and may take xml:lang, and "
       "holds one answer of the question.") },
  { "solution", N_("<solution> takes moves, e.g. “76 45 3”.") },
  { "wrong",
    N_("<wrong> takes move (a hole or a move) or answer (a hole such as "
       "w3, a number, yes or no, or an option’s key), and holds the "
       "comment.") },
  { "hint",
    N_("<hint> may take rung (1 to 4), holes (the holes it names, e.g. "
       "“w5 w8”) and xml:lang, and holds the hint.") },
};

const char *
toguz_lesson_schema_error_takes (const char *element)
{
  for (gsize i = 0; element && i < G_N_ELEMENTS (element_takes); i++)
    if (strcmp (element_takes[i].element, element) == 0)
      return _(element_takes[i].takes);
  return NULL;
}

static char *
join (GPtrArray *words, const char *separator)
{
  g_autoptr (GString) out = g_string_new (NULL);

  for (guint i = 0; i < words->len; i++)
    {
      if (i)
        g_string_append (out, separator);
      g_string_append (out, g_ptr_array_index (words, i));
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

char *
toguz_lesson_schema_describe_values (const ToguzSchemaAttribute *attribute)
{
  if (attribute->values)
    {
      g_autofree char *values = join (attribute->values, ", ");

      return attribute->list
               ? g_strdup_printf (_("Allowed, one or more separated by "
                                    "spaces: %s."),
                                  values)
               : g_strdup_printf (_("Allowed: %s."), values);
    }
  if (g_strcmp0 (attribute->type, "integer") == 0 && attribute->bounded)
    return g_strdup_printf (_("Allowed: a whole number from %d to %d."),
                            (int) attribute->min, (int) attribute->max);
  return NULL;
}

static char *
with_takes (char *sentence, const char *element)
{
  const char *takes = toguz_lesson_schema_error_takes (element);
  char *both;

  if (takes == NULL)
    return sentence;
  both = g_strconcat (sentence, " ", takes, NULL);
  g_free (sentence);
  return both;
}

static const char *
node_name (const xmlError *error)
{
  const xmlNode *node = error->node;

  if (node && node->type == XML_ELEMENT_NODE)
    return (const char *) node->name;
  return NULL;
}

/* "<highlight> or <arrow>": the elements that go in one place. */
static char *
slot_names (const ToguzSchemaSlot *slot)
{
  g_autofree char *names = NULL;

  for (guint i = 0; i < slot->names->len; i++)
    {
      g_autofree char *name = g_strdup_printf (
        "<%s>", (const char *) g_ptr_array_index (slot->names, i));
      char *longer;

      if (names == NULL)
        longer = g_strdup (name);
      else if (i + 1 < slot->names->len)
        longer = g_strconcat (names, ", ", name, NULL);
      else
        /* TRANSLATORS: the last of elements that may stand in one place:
         * "<highlight> or <arrow>". */
        longer = g_strdup_printf (_("%s or %s"), names, name);
      g_free (names);
      names = longer;
    }
  return g_steal_pointer (&names);
}

/* "<text>, <position>, <show>, <highlight>, <arrow>, <task>" */
static char *
children_names (const ToguzSchemaElement *element)
{
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  for (guint s = 0; s < element->slots->len; s++)
    {
      const ToguzSchemaSlot *slot = g_ptr_array_index (element->slots, s);
      for (guint n = 0; n < slot->names->len; n++)
        g_ptr_array_add (names, g_strdup_printf (
                                  "<%s>", (const char *) g_ptr_array_index (
                                            slot->names, n)));
    }
  return join (names, ", ");
}

static GPtrArray *
all_element_names (const ToguzSchemaElement *first)
{
  GPtrArray *elements = toguz_lesson_schema_get_elements ();
  GPtrArray *names = g_ptr_array_new ();

  if (first)
    for (guint s = 0; s < first->slots->len; s++)
      {
        const ToguzSchemaSlot *slot = g_ptr_array_index (first->slots, s);
        g_ptr_array_extend (names, slot->names, NULL, NULL);
      }
  g_ptr_array_add (names, NULL);
  for (guint i = 0; i < elements->len; i++)
    g_ptr_array_add (names, ((ToguzSchemaElement *) g_ptr_array_index (
                              elements, i))->name);
  g_ptr_array_add (names, NULL);
  return names;
}

static char *
describe_unknown_element (const char *name, const ToguzSchemaElement *parent)
{
  g_autoptr (GPtrArray) names = all_element_names (parent);
  g_autofree char *quoted = toguz_text_quote_excerpt (name,
                                                      TOGUZ_TEXT_EXCERPT);
  const char *meant;
  guint rest = 0;

  /* Among the parent's children first, then among every element. */
  while (g_ptr_array_index (names, rest) != NULL)
    rest++;
  meant = toguz_spelling_suggest (name, (const char *const *) names->pdata);
  if (meant == NULL)
    meant = toguz_spelling_suggest (
      name, (const char *const *) names->pdata + rest + 1);
  if (meant)
    return g_strdup_printf (_("<%s> is not an element of the lesson format: "
                              "did you mean <%s>?"),
                            quoted, meant);
  if (parent && parent->slots->len == 0)
    return g_strdup_printf (_("<%s> is not an element of the lesson format: "
                              "<%s> holds text only."),
                            quoted, parent->name);
  if (parent)
    {
      g_autofree char *children = children_names (parent);
      return g_strdup_printf (_("<%s> is not an element of the lesson format: "
                                "<%s> holds %s."),
                              quoted, parent->name, children);
    }
  return g_strdup_printf (_("<%s> is not an element of the lesson format."),
                          quoted);
}

static gboolean
holds_any (const xmlNode *parent, const ToguzSchemaSlot *slot)
{
  for (const xmlNode *child = parent->children; child; child = child->next)
    if (child->type == XML_ELEMENT_NODE)
      for (guint n = 0; n < slot->names->len; n++)
        if (strcmp ((const char *) child->name,
                    g_ptr_array_index (slot->names, n))
            == 0)
          return TRUE;
  return FALSE;
}

static unsigned
count_named (const xmlNode *parent, const char *name)
{
  unsigned count = 0;

  for (const xmlNode *child = parent->children; child; child = child->next)
    count += child->type == XML_ELEMENT_NODE
             && strcmp ((const char *) child->name, name) == 0;
  return count;
}

/* Where an element the validator did not expect goes instead. */

/* The slot next to `place` in `step`'s direction that the parent holds,
 * so that a place is told by the elements the teacher wrote ("after
 * <prompt>", not after an <option> the task has none of); else the next
 * slot of the schema, or -1 at the end. */
static int
neighbour_slot (const xmlNode *parent, const ToguzSchemaElement *model,
                int place, int step)
{
  int nearest = place + step;

  if (nearest < 0 || (guint) nearest >= model->slots->len)
    return -1;
  for (int s = nearest; s >= 0 && (guint) s < model->slots->len; s += step)
    if (holds_any (parent, g_ptr_array_index (model->slots, s)))
      return s;
  return nearest;
}

static char *
describe_wrong_element (Loader *loader, const xmlError *error)
{
  const xmlNode *node = error->node;
  const xmlNode *parent;
  const ToguzSchemaElement *model, *parent_model;
  const ToguzSchemaSlot *slot;
  const char *name;
  int place;

  if (node == NULL || node->type != XML_ELEMENT_NODE || node->parent == NULL
      || node->parent->type != XML_ELEMENT_NODE)
    return NULL;
  loader->wrong_child = node;
  name = (const char *) node->name;
  parent = node->parent;
  model = toguz_lesson_schema_find (name);
  parent_model = toguz_lesson_schema_find ((const char *) parent->name);
  if (model == NULL)
    return describe_unknown_element (name, parent_model);
  if (parent_model == NULL)
    return NULL;

  place = toguz_schema_element_find_slot (parent_model, name);
  if (place < 0)
    {
      g_autoptr (GPtrArray) parents = toguz_lesson_schema_dup_parents (name);
      g_autoptr (GPtrArray) tags = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *where = NULL;

      for (guint i = 0; i < parents->len; i++)
        g_ptr_array_add (tags, g_strdup_printf (
                                 "<%s>", (const char *) g_ptr_array_index (
                                           parents, i)));
      if (tags->len == 0)
        return g_strdup_printf (_("<%s> is the root element: it cannot go "
                                  "in <%s>."),
                                name, parent_model->name);
      where = join (tags, ", ");
      return g_strdup_printf (_("<%s> does not go in <%s>: it goes in %s."),
                              name, parent_model->name, where);
    }
  slot = g_ptr_array_index (parent_model->slots, place);
  if (slot->max != TOGUZ_SCHEMA_UNBOUNDED
      && count_named (parent, name) > slot->max)
    return g_strdup_printf (_("<%s> holds one <%s> at most: remove this "
                              "one or the other."),
                            parent_model->name, name);
  for (int s = 0; s < place; s++)
    {
      const ToguzSchemaSlot *before = g_ptr_array_index (parent_model->slots,
                                                         s);
      if (before->min > 0 && !holds_any (parent, before))
        {
          g_autofree char *missing = slot_names (before);
          return g_strdup_printf (_("<%s> lacks a %s, which comes before "
                                    "<%s>."),
                                  parent_model->name, missing, name);
        }
    }
  {
    g_autofree char *after = NULL, *before = NULL;

    int previous = neighbour_slot (parent, parent_model, place, -1);
    int next = neighbour_slot (parent, parent_model, place, +1);

    if (previous >= 0)
      after = slot_names (g_ptr_array_index (parent_model->slots, previous));
    if (next >= 0)
      before = slot_names (g_ptr_array_index (parent_model->slots, next));
    if (after && before)
      return g_strdup_printf (_("<%s> is out of place: in <%s> it comes "
                                "after %s and before %s."),
                              name, parent_model->name, after, before);
    if (before)
      return g_strdup_printf (_("<%s> is out of place: in <%s> it comes "
                                "first, before %s."),
                              name, parent_model->name, before);
    if (after)
      return g_strdup_printf (_("<%s> is out of place: in <%s> it comes "
                                "last, after %s."),
                              name, parent_model->name, after);
  }
  return NULL;
}

/* "<puzzle> lacks a <task>": where the missing element goes. */
static char *
describe_missing_child (const xmlError *error)
{
  const char *element = node_name (error);
  const ToguzSchemaElement *model = toguz_lesson_schema_find (element);

  if (model)
    for (guint s = 0; s < model->slots->len; s++)
      {
        const ToguzSchemaSlot *slot = g_ptr_array_index (model->slots, s);
        g_autofree char *missing = NULL, *after = NULL;

        if (slot->min == 0 || holds_any (error->node, slot))
          continue;
        missing = slot_names (slot);
        if (s == 0)
          return g_strdup_printf (_("<%s> lacks a %s, which comes first."),
                                  element, missing);
        after = slot_names (g_ptr_array_index (model->slots, s - 1));
        return g_strdup_printf (_("<%s> lacks a %s, which comes after %s."),
                                element, missing, after);
      }
  return with_takes (g_strdup_printf (_("<%s> ends before an element it "
                                        "needs."),
                                      element ? element : "?"),
                     element);
}

/* The element an attribute error is about: libxml2 reports "failed to
 * validate attributes" of an element that has children at one of them,
 * or at no node at all. */
static const xmlNode *
element_in_error (const xmlError *error, const char *element)
{
  for (const xmlNode *node = error->node; node && element;
       node = node->parent)
    if (node->type == XML_ELEMENT_NODE
        && strcmp ((const char *) node->name, element) == 0)
      return node;
  return NULL;
}

static gboolean
is_about_attributes (const xmlError *error)
{
  switch (error->code)
    {
    case XML_RELAXNG_ERR_ATTRVALID:
    case XML_RELAXNG_ERR_INVALIDATTR:
    case XML_RELAXNG_ERR_ATTRNAME:
    case XML_RELAXNG_ERR_ATTRNONS:
    case XML_RELAXNG_ERR_ATTRWRONGNS:
    case XML_RELAXNG_ERR_ATTREXTRANS:
    case XML_RELAXNG_ERR_TYPE:
    case XML_RELAXNG_ERR_TYPEVAL:
    case XML_RELAXNG_ERR_TYPECMP:
    case XML_RELAXNG_ERR_DATATYPE:
    case XML_RELAXNG_ERR_VALUE:
    case XML_RELAXNG_ERR_LIST:
    case XML_RELAXNG_ERR_LISTEMPTY:
    case XML_RELAXNG_ERR_LISTEXTRA:
      return TRUE;
    default:
      return FALSE;
    }
}

/* What the loader's own pass did not catch, said as well as it can be. */
static char *
describe_attributes (const xmlError *error)
{
  const char *element = error->code == XML_RELAXNG_ERR_INVALIDATTR
                          ? error->str2
                          : error->str1;
  const xmlNode *node = element_in_error (error, element);

  if (element == NULL || node == NULL)
    element = node_name (error);
  if (error->code == XML_RELAXNG_ERR_INVALIDATTR && error->str1)
    return with_takes (g_strdup_printf (_("The %s of <%s> is not allowed."),
                                        error->str1,
                                        element ? element : "?"),
                       element);
  return with_takes (g_strdup_printf (_("An attribute of <%s> is misspelt or "
                                        "has a value the format does not "
                                        "allow."),
                                      element ? element : "?"),
                     element);
}

char *
toguz_lesson_schema_error_describe (Loader *loader, const xmlError *error)
{
  const char *str1 = error->str1 ? error->str1 : "";
  const char *str2 = error->str2 ? error->str2 : "";

  if (is_about_attributes (error))
    return loader->attribute_problems > 0 ? NULL
                                          : describe_attributes (error);
  switch (error->code)
    {
    case XML_RELAXNG_ERR_NOELEM:
      return describe_missing_child (error);
    case XML_RELAXNG_ERR_ELEMWRONG:
      {
        char *sentence = describe_wrong_element (loader, error);
        if (sentence)
          return sentence;
        return g_strdup_printf (_("<%s> is not allowed here: check its "
                                  "spelling, its place among its "
                                  "neighbours, and that it is not there "
                                  "twice."),
                                str1);
      }
    case XML_RELAXNG_ERR_ELEMNAME:
      return g_strdup_printf (_("<%s> was expected here, not <%s>."), str1,
                              str2);
    case XML_RELAXNG_ERR_EXTRACONTENT:
    case XML_RELAXNG_ERR_CONTENTVALID:
      {
        const xmlNode *wrong = loader->wrong_child;

        /* "has extra content: solution" once <solution> is placed. */
        if (wrong && wrong->parent && error->node
            && (error->node == wrong || error->node == wrong->parent))
          return NULL;
        return with_takes (g_strdup_printf (_("<%s> holds something the "
                                              "format does not allow "
                                              "there."),
                                            str1),
                           str1);
      }
    case XML_RELAXNG_ERR_TEXTWRONG:
    case XML_RELAXNG_ERR_ELEMNOTEMPTY:
      {
        const char *element = str1[0] ? str1 : node_name (error);
        return with_takes (g_strdup_printf (_("<%s> may not hold text."),
                                            element ? element : "?"),
                           element);
      }
    case XML_RELAXNG_ERR_ELEMWRONGNS:
    case XML_RELAXNG_ERR_ELEMNONS:
    case XML_RELAXNG_ERR_ELEMEXTRANS:
      return g_strdup_printf (_("<%s> is not in the lesson format’s "
                                "namespace: the first element needs "
                                "xmlns=\"https://toguztutor.org/ns/lesson/1\"."),
                              str1);
    default:
      {
        g_autofree char *message = g_strstrip (
          g_strdup (error->message ? error->message : ""));
        return g_strdup_printf (_("Not allowed by the lesson format: %s"),
                                message);
      }
    }
}
