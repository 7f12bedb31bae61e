/* toguz-lesson-schema-errors.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libxml2 says "Element puzzle failed to validate attributes" without
 * saying which; the table below says what each element of the format
 * takes, and the node libxml2 hands over tells which required attribute
 * is missing.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <libxml/relaxng.h>
#include <libxml/tree.h>
#include <string.h>

#include "toguz-explain-text.h"
#include "toguz-lesson-schema-errors.h"
#include "toguz-lesson.h"
#include "toguz-text.h"

typedef struct
{
  const char *element;
  const char *required[4]; /* attributes it must have */
  const char *known[9];    /* every attribute it may have, but xml:lang */
  const char *children[3]; /* elements it must hold */
  const char *takes;       /* what it takes, for a person */
} ElementRules;

/* Kept in step with lessons/lesson.rng. */
static const ElementRules element_rules[] = {
  { "lesson", { "id" }, { "id", "variant", "order" }, { "title", "step" },
    N_("<lesson> takes id (lowercase letters, digits and dashes) and may "
       "take variant and order; inside: <title>, <summary>, then one or "
       "more <step>.") },
  { "exercise-set", { "id" }, { "id", "variant", "order" },
    { "title", "puzzle" },
    N_("<exercise-set> takes id (lowercase letters, digits and dashes) and "
       "may take variant and order; inside: <title>, <summary>, then one or "
       "more <puzzle>.") },
  { "step", { NULL }, { "id" }, { "text" },
    N_("<step> may take an id; inside, in this order: <text>, <position>, "
       "<show>, <highlight> or <arrow>, <task>.") },
  { "puzzle", { "id", "difficulty", "themes" },
    { "id", "difficulty", "themes", "rating" }, { "position", "task" },
    N_("<puzzle> takes id, difficulty (1 to 5) and themes (one or more of "
       "capture, tuzdik, defence, at-syroo, endgame, counting, opening, "
       "middlegame, sweep, quiet, sacrifice) and may take rating (400 to "
       "3000); inside, in this order: <text>, <source>, <position>, "
       "<highlight> or <arrow>, <task>.") },
  { "position", { NULL },
    { "fen", "moves", "record", "game", "ply", "variant" }, { NULL },
    N_("<position> takes fen (a position, as in “toguz play”) and moves "
       "(from the start or from the fen, e.g. “76 45” or “1. 76 98 2. "
       "66”), or instead record (a game record in the lesson’s folder), "
       "game (1 for its first) and ply (the half-moves played, 0 for the "
       "start); and variant. It holds nothing inside.") },
  { "source", { NULL },
    { "game", "round", "move", "side", "url", "played", "lost" }, { NULL },
    N_("<source> may take game, round (of the game in its event), move (a "
       "number), side (white or black), url, played (the move played in the "
       "game, such as 65) and lost (the stones it cost, 0 to 162).") },
  { "show", { "move" }, { "move" }, { NULL },
    N_("<show> takes move, one hole digit or a move such as 65 or 45x.") },
  { "highlight", { "holes" }, { "holes", "kind" }, { NULL },
    N_("<highlight> takes holes (e.g. “w3 b7”) and may take kind (target "
       "or hint).") },
  { "arrow", { "from", "to" }, { "from", "to" }, { NULL },
    N_("<arrow> takes from and to, holes such as w3 or b7.") },
  { "task", { NULL },
    { "goal", "margin", "accept", "moves", "predict", "move", "answer",
      "turns", "replies" },
    { NULL },
    N_("<task> takes one of goal (e.g. capture:10, tuzdik, win), moves "
       "(the accepted first moves) or predict (landing, capture, legal or "
       "tuzdik, with move and answer); it may take margin, accept (any or "
       "stated), turns (1 to 10) and replies (scripted or engine); inside, "
       "in this order: <prompt>, <solution>, <hint>, <wrong>, <success>.") },
  { "solution", { "moves" }, { "moves" }, { NULL },
    N_("<solution> takes moves, e.g. “76 45 3”.") },
  { "wrong", { NULL }, { "move", "answer" }, { NULL },
    N_("<wrong> takes move (a hole or a move) or answer (a hole such as "
       "w3, a number, yes or no), and holds the comment.") },
  { "hint", { NULL }, { "rung" }, { NULL },
    N_("<hint> may take rung (1 to 4) and xml:lang, and holds the hint.") },
};

/* The format's integer attributes, to name the range of a refused one
 * (kept in step with lessons/lesson.rng too). */
static const struct
{
  const char *element;
  const char *attribute;
  int min, max;
} number_rules[] = {
  { "lesson", "order", 1, TOGUZ_LESSON_ORDER_MAX },
  { "exercise-set", "order", 1, TOGUZ_LESSON_ORDER_MAX },
  { "puzzle", "difficulty", 1, 5 },
  { "puzzle", "rating", TOGUZ_PUZZLE_RATING_MIN, TOGUZ_PUZZLE_RATING_MAX },
  { "position", "game", 1, TOGUZ_LESSON_GAME_MAX },
  { "position", "ply", 0, TOGUZ_LESSON_PLY_MAX },
  { "source", "move", 1, TOGUZ_LESSON_MOVE_MAX },
  { "source", "lost", 0, TOGUZ_MAX_STONES },
  { "task", "margin", 1, TOGUZ_GOAL_MARGIN_MAX },
  { "task", "turns", 1, 10 },
  { "hint", "rung", 1, 4 },
};

/* Why a number or a goal is refused, naming its range, or NULL. */
static char *
describe_range (const char *element, const char *attribute,
                const char *value)
{
  ToguzGoal goal;

  if (element == NULL || attribute == NULL || value == NULL)
    return NULL;
  if (strcmp (element, "task") == 0 && strcmp (attribute, "goal") == 0)
    return toguz_goal_read (value, &goal) == TOGUZ_GOAL_OUT_OF_RANGE
             ? toguz_goal_range_describe (value, TOGUZ_MAX_HOLES)
             : NULL;
  /* A number in range is refused for another reason (margin on a task
   * with moves): the general sentence says that better. */
  for (gsize i = 0; i < G_N_ELEMENTS (number_rules); i++)
    if (strcmp (number_rules[i].element, element) == 0
        && strcmp (number_rules[i].attribute, attribute) == 0
        && !g_ascii_string_to_signed (value, 10, number_rules[i].min,
                                      number_rules[i].max, NULL, NULL))
      {
        g_autofree char *quoted = toguz_text_quote_excerpt (
          value, TOGUZ_TEXT_EXCERPT);
        return g_strdup_printf (_("%s=“%s” should be a whole number from "
                                  "%d to %d."),
                                attribute, quoted, number_rules[i].min,
                                number_rules[i].max);
      }
  return NULL;
}

static const ElementRules *
find_rules (const char *element)
{
  if (element == NULL)
    return NULL;
  for (gsize i = 0; i < G_N_ELEMENTS (element_rules); i++)
    if (strcmp (element_rules[i].element, element) == 0)
      return &element_rules[i];
  return NULL;
}

static const char *
node_name (const xmlError *error)
{
  const xmlNode *node = error->node;

  if (node && node->type == XML_ELEMENT_NODE)
    return (const char *) node->name;
  return NULL;
}

static char *
with_rules (char *sentence, const char *element)
{
  const ElementRules *rules = find_rules (element);
  char *both;

  if (rules == NULL)
    return sentence;
  both = g_strconcat (sentence, " ", _(rules->takes), NULL);
  g_free (sentence);
  return both;
}

/* The element the error is about: libxml2 reports "failed to validate
 * attributes" of an element that has children on its first child. */
static const xmlNode *
element_in_error (const xmlError *error, const char *element)
{
  const xmlNode *node = error->node;

  if (node && element && node->type == XML_ELEMENT_NODE
      && strcmp ((const char *) node->name, element) != 0 && node->parent
      && node->parent->type == XML_ELEMENT_NODE
      && strcmp ((const char *) node->parent->name, element) == 0)
    return node->parent;
  return node;
}

static char *
describe_attributes (const xmlError *error)
{
  const char *element = error->str1 ? error->str1 : node_name (error);
  const ElementRules *rules = find_rules (element);
  const xmlNode *node = element_in_error (error, element);

  if (rules && node && node->type == XML_ELEMENT_NODE)
    for (guint i = 0; i < G_N_ELEMENTS (rules->required)
                      && rules->required[i];
         i++)
      if (!xmlHasProp ((xmlNode *) node, (const xmlChar *) rules->required[i]))
        return with_rules (g_strdup_printf (_("<%s> lacks its %s "
                                              "attribute."),
                                            element, rules->required[i]),
                           element);
  if (node && node->type == XML_ELEMENT_NODE && node->properties)
    {
      /* Name the values, so the wrong one is easy to spot. */
      g_autoptr (GString) values = g_string_new (NULL);
      g_autofree char *sentence = NULL;

      /* A goal out of range is the likely fault: say its ranges. */
      for (const xmlAttr *attr = node->properties; attr; attr = attr->next)
        {
          g_autofree xmlChar *value = xmlNodeGetContent ((const xmlNode *)
                                                           attr);
          char *range = describe_range (element, (const char *) attr->name,
                                        (const char *) value);
          if (range && strcmp ((const char *) attr->name, "goal") == 0)
            return range;
          g_free (range);
        }
      for (const xmlAttr *attr = node->properties; attr; attr = attr->next)
        {
          g_autofree xmlChar *value = xmlNodeGetContent ((const xmlNode *)
                                                           attr);
          g_autofree char *name = toguz_text_quote_excerpt (
            (const char *) attr->name, TOGUZ_TEXT_EXCERPT);
          g_autofree char *quoted = toguz_text_quote_excerpt (
            (const char *) value, TOGUZ_TEXT_EXCERPT);
          if (values->len)
            g_string_append (values, ", ");
          g_string_append_printf (values, "%s=“%s”", name, quoted);
        }
      sentence = g_strdup_printf (_("One of the attributes of <%s> is "
                                    "misspelt or has a value the format "
                                    "does not allow: %s."),
                                  element ? element : "?", values->str);
      return with_rules (g_steal_pointer (&sentence), element);
    }
  return with_rules (g_strdup_printf (_("An attribute of <%s> is misspelt or "
                                        "has a value the format does not "
                                        "allow."),
                                      element ? element : "?"),
                     element);
}

static gboolean
is_known (const ElementRules *rules, const char *attribute)
{
  for (guint i = 0; i < G_N_ELEMENTS (rules->known) && rules->known[i]; i++)
    if (strcmp (rules->known[i], attribute) == 0)
      return TRUE;
  return FALSE;
}

/* libxml2 says "Invalid attribute" for a name the element does not take
 * and for a value it does not allow alike. */
static char *
describe_attribute (const xmlError *error)
{
  const char *attribute = error->str1 ? error->str1 : "?";
  const char *element = error->str2 ? error->str2 : node_name (error);
  const ElementRules *rules = find_rules (element);
  const xmlNode *node = error->node;
  g_autofree xmlChar *value = NULL;

  if (rules && !is_known (rules, attribute))
    return with_rules (g_strdup_printf (_("<%s> has no attribute “%s”: "
                                          "check its spelling."),
                                        element, attribute),
                       element);
  if (node && node->type == XML_ELEMENT_NODE)
    value = xmlGetProp ((xmlNode *) node, (const xmlChar *) attribute);
  if (value)
    {
      char *range = describe_range (element, attribute,
                                    (const char *) value);
      if (range)
        return range;
    }
  if (value)
    {
      g_autofree char *quoted = toguz_text_quote_excerpt (
        (const char *) value, TOGUZ_TEXT_EXCERPT);
      return with_rules (g_strdup_printf (_("The %s “%s” of <%s> is not "
                                            "allowed."),
                                          attribute, quoted,
                                          element ? element : "?"),
                         element);
    }
  return with_rules (g_strdup_printf (_("The %s of <%s> is not allowed."),
                                      attribute, element ? element : "?"),
                     element);
}

static gboolean
has_child (const xmlNode *node, const char *name)
{
  for (const xmlNode *child = node->children; child; child = child->next)
    if (child->type == XML_ELEMENT_NODE
        && strcmp ((const char *) child->name, name) == 0)
      return TRUE;
  return FALSE;
}

static char *
describe_missing_child (const xmlError *error)
{
  const char *element = node_name (error);
  const ElementRules *rules = find_rules (element);

  if (rules)
    for (guint i = 0; i < G_N_ELEMENTS (rules->children)
                      && rules->children[i];
         i++)
      if (!has_child (error->node, rules->children[i]))
        return with_rules (g_strdup_printf (_("<%s> lacks a <%s>."), element,
                                            rules->children[i]),
                           element);
  return with_rules (g_strdup_printf (_("<%s> ends before an element it "
                                        "needs."),
                                      element ? element : "?"),
                     element);
}

char *
toguz_lesson_schema_error_describe (const xmlError *error)
{
  const char *str1 = error->str1 ? error->str1 : "";
  const char *str2 = error->str2 ? error->str2 : "";

  switch (error->code)
    {
    case XML_RELAXNG_ERR_ATTRVALID:
      return describe_attributes (error);
    case XML_RELAXNG_ERR_INVALIDATTR:
      return describe_attribute (error);
    case XML_RELAXNG_ERR_NOELEM:
      return describe_missing_child (error);
    case XML_RELAXNG_ERR_ELEMWRONG:
      return g_strdup_printf (_("<%s> is not allowed here: check its "
                                "spelling, its place among its neighbours, "
                                "and that it is not there twice."),
                              str1);
    case XML_RELAXNG_ERR_ELEMNAME:
      return g_strdup_printf (_("<%s> was expected here, not <%s>."), str1,
                              str2);
    case XML_RELAXNG_ERR_EXTRACONTENT:
    case XML_RELAXNG_ERR_CONTENTVALID:
      return with_rules (g_strdup_printf (_("<%s> holds something the "
                                            "format does not allow there."),
                                          str1),
                         str1);
    case XML_RELAXNG_ERR_TEXTWRONG:
    case XML_RELAXNG_ERR_ELEMNOTEMPTY:
      return with_rules (g_strdup_printf (_("<%s> may not hold text."),
                                          str1[0] ? str1
                                          : node_name (error)
                                            ? node_name (error) : "?"),
                         str1[0] ? str1 : node_name (error));
    case XML_RELAXNG_ERR_ELEMWRONGNS:
    case XML_RELAXNG_ERR_ELEMNONS:
    case XML_RELAXNG_ERR_ELEMEXTRANS:
      return g_strdup_printf (_("<%s> is not in the lesson format’s "
                                "namespace: the first element needs "
                                "xmlns=\"https://toguztutor.org/ns/lesson/1\"."),
                              str1);
    case XML_RELAXNG_ERR_TYPEVAL:
    case XML_RELAXNG_ERR_DATATYPE:
    case XML_RELAXNG_ERR_VALUE:
    case XML_RELAXNG_ERR_TYPE:
      {
        g_autofree char *quoted = toguz_text_quote_excerpt (
          str2[0] ? str2 : str1, TOGUZ_TEXT_EXCERPT);
        return g_strdup_printf (_("The value “%s” is not allowed here."),
                                quoted);
      }
    default:
      {
        g_autofree char *message = g_strstrip (
          g_strdup (error->message ? error->message : ""));
        return g_strdup_printf (_("Not allowed by the lesson format: %s"),
                                message);
      }
    }
}
