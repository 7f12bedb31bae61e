/* toguz-lesson-schema-errors.h: what the lesson format wants, in words a
 * teacher can act on
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <libxml/xmlerror.h>

#include "toguz-lesson-loader-private.h"
#include "toguz-lesson-schema.h"

G_BEGIN_DECLS

/* A sentence for a RELAX NG validity error of lessons/lesson.rng: what
 * is wrong and what the element needs instead; NULL when the loader has
 * said it better already (its own check of the attributes, or the
 * element just said to be out of place). */
char *toguz_lesson_schema_error_describe (Loader *loader,
                                          const xmlError *error);

/* What an element takes, for a person, translated; NULL for the text
 * elements, which take only xml:lang. */
const char *toguz_lesson_schema_error_takes (const char *element);

/* What an attribute's value may be, when the schema says it plainly
 * ("Allowed: target, hint."); NULL otherwise. */
char *toguz_lesson_schema_describe_values (
  const ToguzSchemaAttribute *attribute);

G_END_DECLS
