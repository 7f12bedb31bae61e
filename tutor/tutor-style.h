/* tutor-style.h: the stylesheets of the tutor's widgets
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The resource path the stylesheets live under, which is also the
 * application's resource base path. */
#define TUTOR_RESOURCE_PATH "/org/toguztutor/Tutor"

/* Loads style.css, and style-dark.css, style-hc.css and style-hc-dark.css
 * as AdwStyleManager asks for them, for the default display: the widgets
 * call it, so they look right in any program.  Inside an AdwApplication
 * whose resource base path is TUTOR_RESOURCE_PATH it does nothing, since
 * libadwaita loads the same files itself.  Calls adw_init(). */
void tutor_style_init (void);

/* A colour the stylesheets name (@define-color), as the widget's style
 * has it now, else `fallback` (CSS syntax). */
void tutor_style_lookup_color (GtkWidget *widget, const char *name,
                               const char *fallback, GdkRGBA *color);

G_END_DECLS
