/* tutor-popover-tooltip.h: no tooltip over a menu that is open
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Keeps the tooltip of a menu button or a drop-down away while its
 * popover is open: it would cover the popover's first item.  GTK 4.8
 * shows it there. */
void tutor_popover_tooltip_quiet (GtkWidget *widget);

G_END_DECLS
