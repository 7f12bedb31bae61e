/* toguz-file.h: reading a file that may be hostile
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean toguz_file_read_regular (const char *path, gsize max_bytes,
                                  char **data, gsize *length,
                                  GError **error);
gboolean toguz_file_check_mode (const char *filename, guint32 mode,
                                GError **error);

/* Renames a file that cannot be read as what it should be to
 * "PATH.broken-YYYYMMDD-HHMMSS" beside it, so that a new one never
 * overwrites what the user made.  Returns the new name, or NULL when the
 * rename failed (the file is left where it is). */
char *toguz_file_keep_aside (const char *path);

G_END_DECLS
