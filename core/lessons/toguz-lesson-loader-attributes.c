/* toguz-lesson-loader-attributes.c: every attribute, before the schema
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libxml2's validator says "Element puzzle failed to validate
 * attributes", often at no line, and not which attribute.  This pass
 * reads each element's attributes against what lesson.rng says of them
 * (toguz-lesson-schema.c) and names the one at fault: a misspelt name
 * ("did you mean accept?"), a missing one, a value the schema refuses
 * (with the values it takes), an xml:lang that is no language.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "toguz-explain-text.h"
#include "toguz-language-code.h"
#include "toguz-lesson-loader-private.h"
#include "toguz-lesson-schema-errors.h"
#include "toguz-lesson-schema.h"
#include "toguz-spelling.h"
#include "toguz-text.h"

static unsigned
line_of (const xmlNode *node)
{
  long line = xmlGetLineNo (node);
  return line > 0 ? (unsigned) line : 0;
}

/* "xml:lang" for the xml: prefix, "p:name" for another. */
static char *
attribute_name (const xmlAttr *attr)
{
  if (attr->ns && attr->ns->prefix)
    return g_strdup_printf ("%s:%s", (const char *) attr->ns->prefix,
                            (const char *) attr->name);
  return g_strdup ((const char *) attr->name);
}

static char *
attribute_value (const xmlAttr *attr)
{
  xmlChar *value = xmlNodeGetContent ((const xmlNode *) attr);
  char *copy = g_strdup (value ? (const char *) value : "");

  xmlFree (value);
  return copy;
}

static const xmlAttr *
find_attr (const xmlNode *node, const char *name)
{
  for (const xmlAttr *attr = node->properties; attr; attr = attr->next)
    {
      g_autofree char *full = attribute_name (attr);
      if (strcmp (full, name) == 0)
        return attr;
    }
  return NULL;
}

/* The rules a position is read with: its element's variant, else the
 * file's, else the default. */
static const ToguzRuleset *
rules_of (const xmlNode *node, ToguzRuleset *rules)
{
  for (; node && node->type == XML_ELEMENT_NODE; node = node->parent)
    {
      xmlChar *variant = xmlGetProp (node, (const xmlChar *) "variant");
      gboolean found = variant && toguz_ruleset_from_name (
                                    (const char *) variant, rules, NULL);

      xmlFree (variant);
      if (found)
        return rules;
    }
  return toguz_ruleset_default ();
}

/* "a, b, c" */
static char *
join_names (GPtrArray *names)
{
  g_autoptr (GString) out = g_string_new (NULL);

  for (guint i = 0; i < names->len; i++)
    {
      const char *name = g_ptr_array_index (names, i);
      if (name == NULL)
        continue;
      if (out->len)
        g_string_append (out, ", ");
      g_string_append (out, name);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static GPtrArray *
attribute_names (const ToguzSchemaElement *element)
{
  GPtrArray *names = g_ptr_array_new ();

  for (guint i = 0; i < element->attributes->len; i++)
    g_ptr_array_add (names, ((ToguzSchemaAttribute *) g_ptr_array_index (
                              element->attributes, i))->name);
  return names;
}

/* A sentence, then what the value should be: from the schema when it
 * can say, else the element's own description. */
static void
say_with_values (Loader *loader, const xmlNode *node,
                 const ToguzSchemaElement *element,
                 const ToguzSchemaAttribute *attribute, const char *sentence)
{
  g_autofree char *values
    = attribute ? toguz_lesson_schema_describe_values (attribute) : NULL;
  const char *takes = toguz_lesson_schema_error_takes (element->name);

  if (values)
    problem (loader, line_of (node), "%s %s", sentence, values);
  else if (takes)
    problem (loader, line_of (node), "%s %s", sentence, takes);
  else
    problem (loader, line_of (node), "%s", sentence);
}

static void
check_unknown (Loader *loader, const xmlNode *node,
               const ToguzSchemaElement *element, const char *name)
{
  g_autoptr (GPtrArray) names = attribute_names (element);
  g_autofree char *quoted = toguz_text_quote_excerpt (name,
                                                      TOGUZ_TEXT_EXCERPT);
  const char *meant;

  g_ptr_array_add (names, NULL);
  meant = toguz_spelling_suggest (name, (const char *const *) names->pdata);
  g_ptr_array_set_size (names, names->len - 1);
  if (meant)
    problem (loader, line_of (node),
             _("<%s> has no attribute “%s”: did you mean %s?"),
             element->name, quoted, meant);
  else if (names->len == 0)
    problem (loader, line_of (node),
             _("<%s> takes no attribute: remove “%s”."), element->name,
             quoted);
  else
    {
      g_autofree char *list = join_names (names);
      problem (loader, line_of (node),
               _("<%s> has no attribute “%s”: it takes %s."), element->name,
               quoted, list);
    }
}

/* The words of a list, or the value, the schema refuses. */
static void
check_value (Loader *loader, const xmlNode *node,
             const ToguzSchemaElement *element,
             const ToguzSchemaAttribute *attribute, const char *value)
{
  g_autofree char *bad = NULL, *quoted = NULL, *sentence = NULL;
  g_autoptr (GError) error = NULL;
  ToguzRuleset rules;
  ToguzPosition pos;
  const char *meant = NULL;

  if (strcmp (attribute->name, "xml:lang") == 0)
    {
      g_autofree char *why = NULL;
      if (!toguz_language_code_check (value, &why))
        problem (loader, line_of (node), "%s", why);
      return;
    }
  if (toguz_schema_attribute_accepts (attribute, value, &bad))
    return;
  /* themes="captures": the word refused is the whole value. */
  if (bad)
    {
      g_autofree char *whole = g_strstrip (g_strdup (value));
      if (strcmp (whole, bad) == 0)
        g_clear_pointer (&bad, g_free);
    }
  quoted = toguz_text_quote_excerpt (value, TOGUZ_TEXT_EXCERPT);

  /* Where the core can say what is wrong, it does. */
  if (strcmp (attribute->name, "goal") == 0)
    {
      ToguzGoal goal;
      if (toguz_goal_read (value, &goal) == TOGUZ_GOAL_OUT_OF_RANGE)
        sentence = toguz_goal_range_describe (value, TOGUZ_MAX_HOLES);
      else
        sentence = g_strdup_printf (
          _("The goal “%s” is not one the engine knows: capture:N, "
            "tuzdik, no-capture, land:H, no-moves, gain:N:K, win, "
            "no-tuzdik or best."),
          quoted);
      problem (loader, line_of (node), "%s", sentence);
      return;
    }
  if (strcmp (attribute->name, "fen") == 0
      && !toguz_position_from_fen (rules_of (node, &rules), value, &pos,
                                   &error))
    {
      problem (loader, line_of (node), _("The position “%s” is not valid: %s"),
               quoted, error->message);
      return;
    }
  if (strcmp (attribute->name, "variant") == 0
      && !toguz_ruleset_from_name (value, &rules, &error))
    {
      problem (loader, line_of (node), "%s", error->message);
      return;
    }
  if (g_strcmp0 (attribute->type, "integer") == 0 && attribute->bounded
      && !attribute->list)
    {
      problem (loader, line_of (node),
               _("%s=“%s” should be a whole number from %d to %d."),
               attribute->name, quoted, (int) attribute->min,
               (int) attribute->max);
      return;
    }

  if (attribute->values)
    {
      /* The schema is shared by every thread: a copy to end with NULL. */
      g_autoptr (GPtrArray) values = g_ptr_array_copy (attribute->values,
                                                       NULL, NULL);
      g_ptr_array_set_free_func (values, NULL);
      g_ptr_array_add (values, NULL);
      meant = toguz_spelling_suggest (bad ? bad : value,
                                      (const char *const *) values->pdata);
    }
  if (bad)
    {
      g_autofree char *word = toguz_text_quote_excerpt (bad,
                                                        TOGUZ_TEXT_EXCERPT);
      sentence = meant ? g_strdup_printf (_("In %s=“%s”, “%s” is not "
                                            "allowed: did you mean %s?"),
                                          attribute->name, quoted, word, meant)
                       : g_strdup_printf (_("In %s=“%s”, “%s” is not "
                                            "allowed."),
                                          attribute->name, quoted, word);
    }
  else
    sentence = meant ? g_strdup_printf (_("%s=“%s” is not allowed: did you "
                                          "mean %s?"),
                                        attribute->name, quoted, meant)
                     : g_strdup_printf (_("%s=“%s” is not allowed."),
                                        attribute->name, quoted);
  say_with_values (loader, node, element, attribute, sentence);
}

/* Attributes of a choice, such as <task>'s goal, moves and predict. */
static void
check_branches (Loader *loader, const xmlNode *node,
                const ToguzSchemaElement *element, int *chosen)
{
  GPtrArray *keys = element->branch_keys;
  const char *first = NULL;

  *chosen = -1;
  if (keys->len == 0)
    return;
  for (guint b = 0; b < keys->len; b++)
    {
      const char *key = g_ptr_array_index (keys, b);
      if (key == NULL || find_attr (node, key) == NULL)
        continue;
      if (first)
        {
          g_autofree char *list = join_names (keys);
          problem (loader, line_of (node),
                   _("<%s> takes only one of %s: this one has both %s and "
                     "%s."),
                   element->name, list, first, key);
          return;
        }
      first = key;
      *chosen = (int) b;
    }
  if (first == NULL)
    {
      g_autofree char *list = join_names (keys);
      g_autofree char *sentence = g_strdup_printf (
        _("<%s> needs one of the attributes %s."), element->name, list);
      say_with_values (loader, node, element, NULL, sentence);
    }
}

static void
check_element (Loader *loader, const xmlNode *node)
{
  const ToguzSchemaElement *element;
  int chosen;

  if (node->ns == NULL
      || strcmp ((const char *) node->ns->href, TOGUZ_LESSON_NAMESPACE) != 0)
    return; /* the validator says so */
  element = toguz_lesson_schema_find ((const char *) node->name);
  if (element == NULL)
    return; /* an unknown element: said where it stands */

  check_branches (loader, node, element, &chosen);
  for (const xmlAttr *attr = node->properties; attr; attr = attr->next)
    {
      g_autofree char *name = attribute_name (attr);
      g_autofree char *value = attribute_value (attr);
      const ToguzSchemaAttribute *attribute
        = toguz_schema_element_find_branch_attribute (element, name,
                                                      chosen);

      if (attribute == NULL)
        {
          check_unknown (loader, node, element, name);
          continue;
        }
      if (attribute->branch >= 0 && chosen >= 0
          && attribute->branch != chosen)
        {
          const char *key = g_ptr_array_index (element->branch_keys,
                                               attribute->branch);
          const char *other = g_ptr_array_index (element->branch_keys,
                                                 chosen);
          if (key && strcmp (key, name) != 0)
            problem (loader, line_of (node),
                     _("<%s> takes %s only with %s, not with %s."),
                     element->name, name, key, other);
          continue;
        }
      check_value (loader, node, element, attribute, value);
    }
  for (guint i = 0; i < element->attributes->len; i++)
    {
      const ToguzSchemaAttribute *attribute
        = g_ptr_array_index (element->attributes, i);

      if (attribute->required
          && (attribute->branch < 0 || attribute->branch == chosen)
          && find_attr (node, attribute->name) == NULL)
        {
          g_autofree char *sentence = g_strdup_printf (
            _("<%s> lacks its %s attribute."), element->name,
            attribute->name);
          say_with_values (loader, node, element, attribute, sentence);
        }
    }
}

static void
check_tree (Loader *loader, const xmlNode *node, int depth)
{
  /* The depth is capped by libxml2 and said later: no need to go far. */
  if (depth > 64)
    return;
  for (; node; node = node->next)
    if (node->type == XML_ELEMENT_NODE)
      {
        check_element (loader, node);
        check_tree (loader, node->children, depth + 1);
      }
}

void
toguz_lesson_loader_check_attributes (Loader *loader, xmlNodePtr root)
{
  unsigned before = loader->errors;

  check_tree (loader, root, 0);
  loader->attribute_problems = loader->errors - before;
}
