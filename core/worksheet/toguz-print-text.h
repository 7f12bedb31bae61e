/* toguz-print-text.h: text laid out for printed pages
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the worksheet and the class report share: a pango layout in a
 * font given by name, wrapped or cut short at a width, and its size in
 * points.
 */
#pragma once

#include <pango/pango.h>

G_BEGIN_DECLS

/* `text` in `font` ("Sans Bold 10"); with a width above 0, wrapped at
 * it, or ended with "…" when `ellipsize`.  Free it with g_object_unref. */
PangoLayout *toguz_print_layout_new (PangoContext *pango, const char *font,
                                     const char *text, double width,
                                     gboolean ellipsize);
double toguz_print_layout_width (PangoLayout *layout);
double toguz_print_layout_height (PangoLayout *layout);

G_END_DECLS
