/* toguz-encoding.h: telling a file saved in another Unicode form
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Lesson files and game records are UTF-8.  Windows Notepad long saved
 * "Unicode" as UTF-16, which a UTF-8 reader sees as text full of zero
 * bytes; saying so, with how to save it again, spares a teacher a
 * message about control characters or an empty file.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  TOGUZ_ENCODING_UTF8,     /* or anything else that is not the below */
  TOGUZ_ENCODING_UTF8_BOM, /* UTF-8 with a byte order mark */
  TOGUZ_ENCODING_UTF16,    /* little or big endian, with or without BOM */
  TOGUZ_ENCODING_UTF32,
} ToguzEncoding;

/* What the start of `data` is saved as: a byte order mark, or, without
 * one, the zero bytes UTF-16 and UTF-32 put beside each ASCII
 * character (a lesson or record starts with ASCII markup).  *bom_length,
 * if given, gets the length of a UTF-8 byte order mark, else 0. */
ToguzEncoding toguz_encoding_sniff (const char *data, gsize length,
                                    gsize *bom_length);

/* For UTF-16 and UTF-32: a sentence saying the file must be saved as
 * UTF-8, and how; NULL for the others. */
char *toguz_encoding_describe (ToguzEncoding encoding);

/* How to save a file as UTF-8 in the editors teachers use, to follow a
 * sentence that says it must be. */
const char *toguz_encoding_how_to_save (void);

G_END_DECLS
