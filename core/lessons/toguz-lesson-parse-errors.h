/* toguz-lesson-parse-errors.h: libxml2's well-formedness errors in words
 * a teacher can act on
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <libxml/xmlerror.h>

G_BEGIN_DECLS

/* A sentence for an error of libxml2's parser: what is wrong and how to
 * fix it, in plain words (libxml2's own quoted for the rare ones). */
char *toguz_lesson_parse_error_describe (const xmlError *error);

/* Whether the parser still reads what follows the error rightly: a
 * stray & or a bad character leaves the tags around it whole, but after
 * a broken tag every later error is one the file does not have. */
gboolean toguz_lesson_parse_error_is_local (const xmlError *error);

G_END_DECLS
