/* toguz-lesson-schema-errors.h: what the lesson format wants, in words a
 * teacher can act on
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <libxml/xmlerror.h>

G_BEGIN_DECLS

/* A sentence for a RELAX NG validity error of lessons/lesson.rng: what
 * is wrong and what the element needs instead. */
char *toguz_lesson_schema_error_describe (const xmlError *error);

G_END_DECLS
