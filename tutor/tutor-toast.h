/* tutor-toast.h: the one place the tutor's toasts are made
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A toast that shows `text` as it is: libadwaita 1.2 reads a toast's
 * title as Pango markup, and a file name or a line of a progress file may
 * hold "&" or "<". */
AdwToast *tutor_toast_new (const char *text);

G_END_DECLS
