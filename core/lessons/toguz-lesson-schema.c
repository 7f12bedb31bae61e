/* toguz-lesson-schema.c: what lessons/lesson.rng says each element holds
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <libxml/parser.h>
#include <string.h>

#include "toguz-lesson-resources.h"
#include "toguz-lesson-schema.h"

#define SCHEMA_RESOURCE "/org/toguztutor/lessons/lesson.rng"
#define RELAXNG_NS "http://relaxng.org/ns/structure/1.0"

/* What the walk through a pattern carries down. */
typedef struct
{
  unsigned min, max;     /* of the elements met */
  gboolean optional;     /* of the attributes met */
  int branch;
} Context;

typedef struct
{
  GHashTable *defines;   /* name -> <define> */
  GPtrArray *elements;   /* ToguzSchemaElement */
} Reader;

static void
attribute_free (gpointer data)
{
  ToguzSchemaAttribute *attribute = data;

  g_free (attribute->name);
  g_clear_pointer (&attribute->values, g_ptr_array_unref);
  g_free (attribute->type);
  g_free (attribute->pattern);
  g_clear_pointer (&attribute->regex, g_regex_unref);
  g_free (attribute);
}

static void
slot_free (gpointer data)
{
  ToguzSchemaSlot *slot = data;

  g_ptr_array_unref (slot->names);
  g_free (slot);
}

static gboolean
is_rng (const xmlNode *node, const char *name)
{
  return node->type == XML_ELEMENT_NODE && node->ns
         && strcmp ((const char *) node->ns->href, RELAXNG_NS) == 0
         && (name == NULL || strcmp ((const char *) node->name, name) == 0);
}

static char *
property (const xmlNode *node, const char *name)
{
  xmlChar *value = xmlGetProp (node, (const xmlChar *) name);
  char *copy = value ? g_strdup ((const char *) value) : NULL;

  xmlFree (value);
  return copy;
}

static char *
content (const xmlNode *node)
{
  xmlChar *value = xmlNodeGetContent (node);
  char *copy = g_strstrip (g_strdup (value ? (const char *) value : ""));

  xmlFree (value);
  return copy;
}

static const xmlNode *
find_define (Reader *reader, const xmlNode *ref)
{
  g_autofree char *name = property (ref, "name");

  return name ? g_hash_table_lookup (reader->defines, name) : NULL;
}

/* An attribute's value: data, values, a list, or refs to them. */
static void
read_value (Reader *reader, const xmlNode *node,
            ToguzSchemaAttribute *attribute)
{
  for (const xmlNode *child = node->children; child; child = child->next)
    {
      if (is_rng (child, "ref"))
        {
          const xmlNode *define = find_define (reader, child);
          if (define)
            read_value (reader, define, attribute);
        }
      else if (is_rng (child, "value"))
        {
          if (attribute->values == NULL)
            attribute->values = g_ptr_array_new_with_free_func (g_free);
          g_ptr_array_add (attribute->values, content (child));
        }
      else if (is_rng (child, "data"))
        {
          g_free (attribute->type);
          attribute->type = property (child, "type");
          for (const xmlNode *param = child->children; param;
               param = param->next)
            {
              g_autofree char *name = NULL, *text = NULL;

              if (!is_rng (param, "param"))
                continue;
              name = property (param, "name");
              text = content (param);
              if (g_strcmp0 (name, "pattern") == 0)
                attribute->pattern = g_steal_pointer (&text);
              else if (g_strcmp0 (name, "minInclusive") == 0)
                {
                  attribute->bounded = TRUE;
                  attribute->min = g_ascii_strtoll (text, NULL, 10);
                }
              else if (g_strcmp0 (name, "maxInclusive") == 0)
                {
                  attribute->bounded = TRUE;
                  attribute->max = g_ascii_strtoll (text, NULL, 10);
                }
              else if (g_strcmp0 (name, "maxLength") == 0)
                attribute->max_length = (int) g_ascii_strtoll (text, NULL,
                                                               10);
            }
        }
      else if (is_rng (child, "list"))
        {
          attribute->list = TRUE;
          read_value (reader, child, attribute);
        }
      else if (is_rng (child, NULL))
        read_value (reader, child, attribute); /* choice, oneOrMore */
    }
}

static void read_one (Reader *reader, const xmlNode *node,
                      ToguzSchemaElement *element, Context context);
static void read_element (Reader *reader, const xmlNode *node);

/* The <element>s a pattern holds, or FALSE if it holds anything else
 * (an attribute, text). */
static gboolean
element_nodes (Reader *reader, const xmlNode *node, GPtrArray *nodes)
{
  for (const xmlNode *child = node->children; child; child = child->next)
    {
      if (!is_rng (child, NULL))
        continue;
      if (is_rng (child, "element"))
        g_ptr_array_add (nodes, (gpointer) child);
      else if (is_rng (child, "ref"))
        {
          const xmlNode *define = find_define (reader, child);
          if (define == NULL || !element_nodes (reader, define, nodes))
            return FALSE;
        }
      else if (is_rng (child, "choice"))
        {
          if (!element_nodes (reader, child, nodes))
            return FALSE;
        }
      else
        return FALSE;
    }
  return TRUE;
}

static void
add_slot (ToguzSchemaElement *element, GPtrArray *names, Context context)
{
  ToguzSchemaSlot *slot = g_new0 (ToguzSchemaSlot, 1);

  slot->names = g_ptr_array_ref (names);
  slot->min = context.min;
  slot->max = context.max;
  g_ptr_array_add (element->slots, slot);
}

static void
read_choice (Reader *reader, const xmlNode *node,
             ToguzSchemaElement *element, Context context)
{
  g_autoptr (GPtrArray) nodes = g_ptr_array_new ();

  if (element_nodes (reader, node, nodes))
    {
      g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

      for (guint i = 0; i < nodes->len; i++)
        {
          g_ptr_array_add (names, property (g_ptr_array_index (nodes, i),
                                            "name"));
          read_element (reader, g_ptr_array_index (nodes, i));
        }
      add_slot (element, names, context);
      return;
    }
  /* A choice of attributes: each alternative is a branch, known by the
   * first attribute it requires. */
  for (const xmlNode *child = node->children; child; child = child->next)
    {
      Context branch = context;
      guint first;

      if (!is_rng (child, NULL))
        continue;
      branch.branch = (int) element->branch_keys->len;
      g_ptr_array_add (element->branch_keys, NULL);
      first = element->attributes->len;
      read_one (reader, child, element, branch);
      for (guint i = first; i < element->attributes->len; i++)
        {
          ToguzSchemaAttribute *a = g_ptr_array_index (element->attributes,
                                                       i);
          if (a->required)
            {
              g_ptr_array_index (element->branch_keys, branch.branch)
                = g_strdup (a->name);
              break;
            }
        }
    }
}

static void read_pattern (Reader *reader, const xmlNode *node,
                          ToguzSchemaElement *element, Context context);

/* One pattern, as part of `element`'s content. */
static void
read_one (Reader *reader, const xmlNode *child, ToguzSchemaElement *element,
          Context context)
{
  Context inner = context;

  if (is_rng (child, "element"))
    {
      g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

      g_ptr_array_add (names, property (child, "name"));
      add_slot (element, names, context);
      read_element (reader, child);
    }
  else if (is_rng (child, "attribute"))
    {
      ToguzSchemaAttribute *attribute = g_new0 (ToguzSchemaAttribute, 1);

      attribute->name = property (child, "name");
      attribute->required = !context.optional;
      attribute->branch = context.branch;
      attribute->max_length = -1;
      read_value (reader, child, attribute);
      if (attribute->pattern)
        {
          g_autofree char *anchored
            = g_strdup_printf ("^(?:%s)$", attribute->pattern);
          attribute->regex = g_regex_new (anchored, G_REGEX_OPTIMIZE, 0,
                                          NULL);
          g_assert (attribute->regex != NULL);
        }
      g_ptr_array_add (element->attributes, attribute);
    }
  else if (is_rng (child, "ref"))
    {
      const xmlNode *define = find_define (reader, child);

      g_assert (define != NULL);
      read_pattern (reader, define, element, context);
    }
  else if (is_rng (child, "optional") || is_rng (child, "zeroOrMore")
           || is_rng (child, "oneOrMore"))
    {
      if (!is_rng (child, "oneOrMore"))
        {
          inner.optional = TRUE;
          inner.min = 0;
        }
      if (!is_rng (child, "optional"))
        inner.max = TOGUZ_SCHEMA_UNBOUNDED;
      read_pattern (reader, child, element, inner);
    }
  else if (is_rng (child, "group"))
    read_pattern (reader, child, element, context);
  else if (is_rng (child, "choice"))
    read_choice (reader, child, element, context);
  else if (is_rng (child, "text"))
    element->text = TRUE;
  else
    g_assert (is_rng (child, "empty"));
}

/* The children of `node`, as part of `element`'s content. */
static void
read_pattern (Reader *reader, const xmlNode *node,
              ToguzSchemaElement *element, Context context)
{
  for (const xmlNode *child = node->children; child; child = child->next)
    if (is_rng (child, NULL))
      read_one (reader, child, element, context);
}

static void
read_element (Reader *reader, const xmlNode *node)
{
  g_autofree char *name = property (node, "name");
  ToguzSchemaElement *element;
  Context context = { 1, 1, FALSE, -1 };

  for (guint i = 0; i < reader->elements->len; i++)
    if (strcmp (((ToguzSchemaElement *) g_ptr_array_index (reader->elements,
                                                           i))->name,
                name)
        == 0)
      return;
  element = g_new0 (ToguzSchemaElement, 1);
  element->name = g_steal_pointer (&name);
  element->attributes = g_ptr_array_new_with_free_func (attribute_free);
  element->slots = g_ptr_array_new_with_free_func (slot_free);
  element->branch_keys = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (reader->elements, element);
  read_pattern (reader, node, element, context);
}

static GPtrArray *
read_schema (void)
{
  g_autoptr (GBytes) bytes
    = g_resource_lookup_data (toguz_lessons_get_resource (), SCHEMA_RESOURCE,
                              G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_autoptr (GHashTable) defines = g_hash_table_new_full (g_str_hash,
                                                          g_str_equal,
                                                          g_free, NULL);
  Reader reader = { defines, g_ptr_array_new () };
  xmlDocPtr doc;
  xmlNodePtr grammar;

  g_assert (bytes != NULL);
  doc = xmlReadMemory (g_bytes_get_data (bytes, NULL),
                       (int) g_bytes_get_size (bytes), "lesson.rng", NULL,
                       XML_PARSE_NONET | XML_PARSE_NOBLANKS);
  g_assert (doc != NULL);
  grammar = xmlDocGetRootElement (doc);
  for (xmlNodePtr child = grammar->children; child; child = child->next)
    if (is_rng (child, "define"))
      g_hash_table_insert (defines, property (child, "name"), child);
  for (xmlNodePtr child = grammar->children; child; child = child->next)
    if (is_rng (child, "start"))
      {
        ToguzSchemaElement root = { 0 };
        Context context = { 1, 1, FALSE, -1 };

        /* The start's choice names the roots: read them for what they
         * hold, the slots themselves are not kept. */
        root.attributes = g_ptr_array_new_with_free_func (attribute_free);
        root.slots = g_ptr_array_new_with_free_func (slot_free);
        root.branch_keys = g_ptr_array_new_with_free_func (g_free);
        read_pattern (&reader, child, &root, context);
        g_ptr_array_unref (root.attributes);
        g_ptr_array_unref (root.slots);
        g_ptr_array_unref (root.branch_keys);
      }
  xmlFreeDoc (doc);
  return reader.elements;
}

GPtrArray *
toguz_lesson_schema_get_elements (void)
{
  static gsize ready = 0;
  static GPtrArray *elements = NULL;

  /* Read once, kept for the life of the program. */
  if (g_once_init_enter (&ready))
    {
      elements = read_schema ();
      g_once_init_leave (&ready, 1);
    }
  return elements;
}

const ToguzSchemaElement *
toguz_lesson_schema_find (const char *name)
{
  GPtrArray *elements = toguz_lesson_schema_get_elements ();

  for (guint i = 0; name && i < elements->len; i++)
    {
      const ToguzSchemaElement *element = g_ptr_array_index (elements, i);
      if (strcmp (element->name, name) == 0)
        return element;
    }
  return NULL;
}

const ToguzSchemaAttribute *
toguz_schema_element_find_attribute (const ToguzSchemaElement *element,
                                     const char *name)
{
  for (guint i = 0; element && name && i < element->attributes->len; i++)
    {
      const ToguzSchemaAttribute *attribute
        = g_ptr_array_index (element->attributes, i);
      if (strcmp (attribute->name, name) == 0)
        return attribute;
    }
  return NULL;
}

const ToguzSchemaAttribute *
toguz_schema_element_find_branch_attribute (const ToguzSchemaElement *element,
                                            const char *name, int branch)
{
  for (guint i = 0; element && name && i < element->attributes->len; i++)
    {
      const ToguzSchemaAttribute *attribute
        = g_ptr_array_index (element->attributes, i);
      if (attribute->branch == branch && strcmp (attribute->name, name) == 0)
        return attribute;
    }
  return toguz_schema_element_find_attribute (element, name);
}

int
toguz_schema_element_find_slot (const ToguzSchemaElement *element,
                                const char *child)
{
  for (guint i = 0; element && child && i < element->slots->len; i++)
    {
      const ToguzSchemaSlot *slot = g_ptr_array_index (element->slots, i);
      for (guint n = 0; n < slot->names->len; n++)
        if (strcmp (g_ptr_array_index (slot->names, n), child) == 0)
          return (int) i;
    }
  return -1;
}

GPtrArray *
toguz_lesson_schema_dup_parents (const char *child)
{
  GPtrArray *elements = toguz_lesson_schema_get_elements ();
  GPtrArray *parents = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < elements->len; i++)
    {
      const ToguzSchemaElement *element = g_ptr_array_index (elements, i);
      if (toguz_schema_element_find_slot (element, child) >= 0)
        g_ptr_array_add (parents, g_strdup (element->name));
    }
  return parents;
}

static gboolean
accepts_word (const ToguzSchemaAttribute *attribute, const char *word)
{
  if (attribute->values)
    {
      for (guint i = 0; i < attribute->values->len; i++)
        if (strcmp (g_ptr_array_index (attribute->values, i), word) == 0)
          return TRUE;
      return FALSE;
    }
  if (g_strcmp0 (attribute->type, "integer") == 0)
    {
      gint64 number;
      const char *digits = word[0] == '+' ? word + 1 : word;

      /* What XML Schema calls an integer: no spaces, no point. */
      if (!g_ascii_string_to_signed (digits, 10, G_MININT64, G_MAXINT64,
                                     &number, NULL))
        return FALSE;
      return !attribute->bounded
             || (number >= attribute->min && number <= attribute->max);
    }
  if (attribute->max_length >= 0
      && g_utf8_strlen (word, -1) > attribute->max_length)
    return FALSE;
  if (attribute->regex)
    return g_regex_match (attribute->regex, word, 0, NULL);
  if (g_strcmp0 (attribute->type, "language") == 0)
    return g_regex_match_simple ("^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$", word,
                                 0, 0);
  return TRUE;
}

/* White space collapsed, as XML Schema does for every type but string. */
static char *
collapse (const char *value)
{
  g_auto (GStrv) words = g_strsplit_set (value, " \t\r\n", -1);
  g_autoptr (GString) out = g_string_new (NULL);

  for (guint i = 0; words[i]; i++)
    if (*words[i])
      {
        if (out->len)
          g_string_append_c (out, ' ');
        g_string_append (out, words[i]);
      }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

gboolean
toguz_schema_attribute_accepts (const ToguzSchemaAttribute *attribute,
                                const char *value, char **bad_item)
{
  g_autofree char *collapsed = NULL;

  if (bad_item)
    *bad_item = NULL;
  g_return_val_if_fail (attribute != NULL && value != NULL, FALSE);
  if (!g_utf8_validate (value, -1, NULL))
    return FALSE;
  if (g_strcmp0 (attribute->type, "string") == 0 && !attribute->list)
    return accepts_word (attribute, value);
  collapsed = collapse (value);
  if (attribute->list)
    {
      g_auto (GStrv) words = g_strsplit (collapsed, " ", -1);

      if (*collapsed == '\0')
        return FALSE;
      for (guint i = 0; words[i]; i++)
        if (!accepts_word (attribute, words[i]))
          {
            if (bad_item)
              *bad_item = g_strdup (words[i]);
            return FALSE;
          }
      return TRUE;
    }
  return accepts_word (attribute, collapsed);
}
