/* tutor-draw.h: colours and shapes the board and its holes share
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Private to tutor/board/.  Colours come from the stylesheet as named
 * colours (@define-color in tutor/style*.css), so light, dark and
 * high-contrast styles each have their own; the defaults below are the
 * light ones, for a board drawn before any stylesheet was loaded.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct
{
  GdkRGBA wood;          /* the board */
  GdkRGBA wood_edge;     /* its outline and grain */
  GdkRGBA cavity;        /* a hole and a kazan */
  GdkRGBA cavity_edge;
  GdkRGBA stone;
  GdkRGBA stone_edge;
  GdkRGBA count;         /* the stone count under or over a hole */
  GdkRGBA number;        /* the hole numbers beside the board */
  GdkRGBA label;         /* the kazan labels, on the wood */
  GdkRGBA white_mark;    /* White's tuzdik cross and turn marker */
  GdkRGBA white_outline;
  GdkRGBA black_mark;    /* Black's */
  GdkRGBA black_outline;
  GdkRGBA hint;
  GdkRGBA last_move;
  GdkRGBA capture;
  GdkRGBA on_capture;    /* text on a badge of the capture colour */
  GdkRGBA target;
  GdkRGBA preview;
  GdkRGBA focus;
  GdkRGBA hover;         /* a wash over a playable hole under the pointer */
  GdkRGBA row;           /* the band behind a marked row */
  GdkRGBA row_edge;      /* ... and its frame */
  gboolean high_contrast;
} TutorPalette;

/* Reads the palette from the widget's style (named colours). */
void tutor_palette_lookup (GtkWidget *widget, TutorPalette *palette);

/* The width of the line round the wood, for a unit of `unit` pixels:
 * the board draws it, and the holes keep their marks inside it. */
double tutor_wood_edge_width (double unit, gboolean large_print,
                              gboolean high_contrast);

/* Adds a rounded rectangle to the path of cr. */
void tutor_path_rounded (cairo_t *cr, double x, double y, double width,
                         double height, double radius);

/* A hole or a kazan: the cavity colour with a flat inner shadow of
 * `shade` pixels along its far edge, and an outline `line` wide. */
void tutor_draw_basin (cairo_t *cr, const graphene_rect_t *rect,
                       double radius, double shade, double line,
                       const TutorPalette *palette);

/* Sizes and places `count` stones in rows inside area, as large as they fit
 * up to max_diameter.  Returns FALSE (and places nothing) when they would
 * be smaller than min_diameter.  centers[] takes 2 * count doubles. */
gboolean tutor_stones_layout (const graphene_rect_t *area, guint count,
                              double max_diameter, double min_diameter,
                              double *diameter, double *centers);

/* Draws `count` stones packed in area; when they would be smaller than
 * min_diameter, fills the area with as many as fit at that size. */
void tutor_draw_stones (cairo_t *cr, const graphene_rect_t *area,
                        guint count, double max_diameter,
                        double min_diameter, const TutorPalette *palette);

/* A kazan's pile: stones of one size in columns from the left of area,
 * filled from the bottom, every other column half a stone higher.  The
 * size is the largest (up to max_diameter) at which `capacity` stones
 * fit, whatever `count` is, so more stones never make a smaller pile.
 * Returns how many are placed: `count`, or fewer when not even
 * min_diameter lets `capacity` fit.  centers[] takes 2 * count doubles. */
guint tutor_pile_layout (const graphene_rect_t *area, guint count,
                         guint capacity, double max_diameter,
                         double min_diameter, double *diameter,
                         double *centers);

/* One stone: a flat disc with a thin edge and a soft highlight. */
void tutor_draw_stone (cairo_t *cr, double x, double y, double diameter,
                       const TutorPalette *palette);

/* A pango layout of text at an absolute pixel size. */
PangoLayout *tutor_text_layout (GtkWidget *widget, const char *text,
                                double pixel_size, gboolean bold);

/* Draws a layout centred on (x, y) by its ink: for figures, which look
 * the same in every language. */
void tutor_draw_text_centered (GtkSnapshot *snapshot, PangoLayout *layout,
                               double x, double y, const GdkRGBA *color);

/* Where the baseline of a line in `layout`'s font falls for the line to
 * sit centred on y: from the font's ascent and descent, not from the ink
 * of the words, so that the words of every language stand on one line
 * whatever letters they have. */
double tutor_text_centered_baseline (PangoLayout *layout, double y);

/* Draws a layout centred on x with its first line's baseline at y. */
void tutor_draw_text_on_baseline (GtkSnapshot *snapshot, PangoLayout *layout,
                                  double x, double baseline,
                                  const GdkRGBA *color);

void tutor_set_source (cairo_t *cr, const GdkRGBA *color);

G_END_DECLS
