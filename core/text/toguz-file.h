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

G_END_DECLS
