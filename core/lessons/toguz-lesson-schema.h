/* toguz-lesson-schema.h: what lessons/lesson.rng says each element holds
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Read from the schema itself, compiled in: the messages that name an
 * element's place, its attributes or their values can never disagree
 * with what the validator enforces.  The reader knows the patterns the
 * schema uses (element, attribute, ref, optional, zeroOrMore, oneOrMore,
 * group, choice, list, value, data, text, empty) and no more.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TOGUZ_SCHEMA_UNBOUNDED G_MAXUINT

typedef struct
{
  char *name;            /* "difficulty", "xml:lang" */
  gboolean required;     /* in the element, or in its branch */
  int branch;            /* -1, or the alternative of the element's
                          * attribute choice it belongs to */
  gboolean list;         /* a list of words apart by spaces */
  GPtrArray *values;     /* the values allowed, or NULL */
  char *type;            /* the XML Schema datatype, or NULL for text */
  char *pattern;         /* its pattern, or NULL */
  gboolean bounded;
  gint64 min, max;       /* an integer's range, when bounded */
  int max_length;        /* -1: none */
  GRegex *regex;         /* private */
} ToguzSchemaAttribute;

typedef struct
{
  GPtrArray *names;      /* the element or elements that go here */
  unsigned min, max;     /* how many times */
} ToguzSchemaSlot;

typedef struct
{
  char *name;
  GPtrArray *attributes; /* ToguzSchemaAttribute */
  GPtrArray *slots;      /* ToguzSchemaSlot, in order */
  GPtrArray *branch_keys; /* the attribute that starts each alternative */
  gboolean text;
} ToguzSchemaElement;

/* Every element of the format, or one by name (NULL if none). */
GPtrArray *toguz_lesson_schema_get_elements (void);
const ToguzSchemaElement *toguz_lesson_schema_find (const char *element);

const ToguzSchemaAttribute *toguz_schema_element_find_attribute (
  const ToguzSchemaElement *element, const char *name);
/* The same, preferring the one of `branch` where two alternatives take
 * an attribute of that name (a prediction's and a question's answer). */
const ToguzSchemaAttribute *toguz_schema_element_find_branch_attribute (
  const ToguzSchemaElement *element, const char *name, int branch);
/* The slot where `child` goes, or -1. */
int toguz_schema_element_find_slot (const ToguzSchemaElement *element,
                                    const char *child);

/* The names of the elements `child` may go in, in the schema's order. */
GPtrArray *toguz_lesson_schema_dup_parents (const char *child);

/* Whether the value is one the schema allows; for a list, *bad_item (if
 * given) gets the first word it refuses, or NULL. */
gboolean toguz_schema_attribute_accepts (const ToguzSchemaAttribute *attribute,
                                         const char *value, char **bad_item);

G_END_DECLS
