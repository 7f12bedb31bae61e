/* toguz-pdf.h: pages written to a PDF file, whole or not at all
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the worksheet and the class report share: the pages are drawn into
 * a temporary file beside the path, which is renamed over it once whole,
 * so that a failure (a full disk) leaves whatever was at the path.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* Draws page `page_nr` of `n_pages` onto cr, in points from the sheet's
 * top left. */
typedef void (*ToguzPdfDrawFunc) (gpointer data, cairo_t *cr, guint page_nr);

gboolean toguz_pdf_save (const char *path, double width, double height,
                         const char *title, guint n_pages,
                         ToguzPdfDrawFunc draw_page, gpointer data,
                         GError **error);

G_END_DECLS
