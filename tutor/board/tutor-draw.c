/* tutor-draw.c: colours and shapes the board and its holes share
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "toguz-ruleset.h"
#include "tutor-draw.h"

typedef struct
{
  const char *name;
  const char *fallback;
  gsize offset;
} PaletteEntry;

#define ENTRY(field, name, fallback) \
  { name, fallback, G_STRUCT_OFFSET (TutorPalette, field) }

/* The light style's colours, for a board drawn without the stylesheet. */
static const PaletteEntry palette_entries[] = {
  ENTRY (wood, "tutor_wood", "#dbb88c"),
  ENTRY (wood_edge, "tutor_wood_edge", "#b48a5c"),
  ENTRY (cavity, "tutor_cavity", "#9c6d43"),
  ENTRY (cavity_edge, "tutor_cavity_edge", "#7d5230"),
  ENTRY (stone, "tutor_stone", "#fbf8f1"),
  ENTRY (stone_edge, "tutor_stone_edge", "#9f8a70"),
  ENTRY (count, "tutor_count", "#3b2714"),
  ENTRY (number, "tutor_number", "rgba(0,0,0,0.6)"),
  ENTRY (label, "tutor_label", "#fbf1e3"),
  ENTRY (white_mark, "tutor_white_mark", "#ffffff"),
  ENTRY (white_outline, "tutor_white_outline", "#3d2a18"),
  ENTRY (black_mark, "tutor_black_mark", "#241f31"),
  ENTRY (black_outline, "tutor_black_outline", "#fbf8f1"),
  ENTRY (hint, "tutor_hint", "#f5c211"),
  ENTRY (last_move, "tutor_last_move", "#1a5fb4"),
  ENTRY (capture, "tutor_capture", "#c01c28"),
  ENTRY (on_capture, "tutor_on_capture", "#ffffff"),
  ENTRY (target, "tutor_target", "#26a269"),
  ENTRY (preview, "tutor_preview", "#1c71d8"),
  ENTRY (focus, "tutor_focus", "#3584e4"),
  ENTRY (hover, "tutor_hover", "rgba(255,255,255,0.18)"),
  ENTRY (row, "tutor_row", "rgba(255,255,255,0.25)"),
  ENTRY (row_edge, "tutor_row_edge", "rgba(59,39,20,0.85)"),
};

G_GNUC_BEGIN_IGNORE_DEPRECATIONS
static gboolean
lookup_color (GtkStyleContext *context, const char *name, GdkRGBA *color)
{
  /* Deprecated in GTK 4.10, the way to read a named colour in 4.8. */
  return gtk_style_context_lookup_color (context, name, color);
}
G_GNUC_END_IGNORE_DEPRECATIONS

void
tutor_palette_lookup (GtkWidget *widget, TutorPalette *palette)
{
  GtkStyleContext *context = gtk_widget_get_style_context (widget);

  for (gsize i = 0; i < G_N_ELEMENTS (palette_entries); i++)
    {
      const PaletteEntry *entry = &palette_entries[i];
      GdkRGBA *color = G_STRUCT_MEMBER_P (palette, entry->offset);

      if (!lookup_color (context, entry->name, color))
        gdk_rgba_parse (color, entry->fallback);
    }
  palette->high_contrast
    = adw_style_manager_get_high_contrast (adw_style_manager_get_default ());
}

double
tutor_wood_edge_width (double unit, gboolean large_print,
                       gboolean high_contrast)
{
  return MAX (1.0, unit * 0.035) * (large_print ? 2 : 1)
         * (high_contrast ? 1.5 : 1);
}

void
tutor_path_rounded (cairo_t *cr, double x, double y, double width,
                    double height, double radius)
{
  radius = MIN (radius, MIN (width, height) / 2.0);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + width - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + width - radius, y + height - radius, radius, 0,
             G_PI / 2);
  cairo_arc (cr, x + radius, y + height - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

void
tutor_draw_basin (cairo_t *cr, const graphene_rect_t *rect, double radius,
                  double shade, double line, const TutorPalette *palette)
{
  double x = rect->origin.x, y = rect->origin.y;
  double w = rect->size.width, h = rect->size.height;

  tutor_path_rounded (cr, x, y, w, h, radius);
  tutor_set_source (cr, &palette->cavity);
  cairo_fill (cr);

  /* The shadow: the basin minus itself moved down a little. */
  cairo_save (cr);
  tutor_path_rounded (cr, x, y, w, h, radius);
  cairo_clip (cr);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  tutor_path_rounded (cr, x, y, w, h, radius);
  tutor_path_rounded (cr, x, y + shade, w, h, radius);
  tutor_set_source (cr, &palette->cavity_edge);
  cairo_fill (cr);
  cairo_restore (cr);

  tutor_path_rounded (cr, x + line / 2, y + line / 2, w - line, h - line,
                      radius - line / 2);
  cairo_set_line_width (cr, line);
  tutor_set_source (cr, &palette->cavity_edge);
  cairo_stroke (cr);
}

void
tutor_set_source (cairo_t *cr, const GdkRGBA *color)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue,
                         color->alpha);
}

/* How many stones `rows` rows hold with `columns` in the long rows: in a
 * staggered (hexagonal) packing every other row holds one less. */
static guint
stones_in_rows (guint columns, guint rows, gboolean staggered)
{
  if (!staggered)
    return columns * rows;
  return columns * ((rows + 1) / 2) + (columns - 1) * (rows / 2);
}

gboolean
tutor_stones_layout (const graphene_rect_t *area, guint count,
                     double max_diameter, double min_diameter,
                     double *diameter, double *centers)
{
  const double width = area->size.width;
  const double height = area->size.height;
  double best = 0;
  guint best_columns = 1, best_rows = 1;
  gboolean best_staggered = FALSE;
  guint placed = 0;
  double step_y, block_height, y0;

  if (count == 0)
    {
      *diameter = 0;
      return TRUE;
    }
  if (width <= 0 || height <= 0)
    return FALSE;

  /* Try every number of columns, square and staggered rows, and keep the
   * packing with the largest stones. */
  for (guint columns = 1; columns <= count; columns++)
    {
      for (int staggered = 0; staggered <= 1; staggered++)
        {
          double d = MIN (width / columns, max_diameter);
          double row_step = staggered ? 0.866 : 1.0;
          guint rows = 1;

          if (staggered && columns < 2)
            continue;
          while (stones_in_rows (columns, rows, staggered) < count)
            rows++;
          /* rows stones high: d + (rows - 1) * step * d <= height */
          d = MIN (d, height / (1.0 + (rows - 1) * row_step));
          if (d > best + 0.01)
            {
              best = d;
              best_columns = columns;
              best_rows = rows;
              best_staggered = staggered;
            }
        }
      if (width / columns < best)
        break;
    }

  if (best < min_diameter)
    return FALSE;

  *diameter = best;
  step_y = best * (best_staggered ? 0.866 : 1.0);
  block_height = best + (best_rows - 1) * step_y;
  y0 = area->origin.y + (height - block_height) / 2 + best / 2;

  /* Fill rows from the middle of the area outwards in the row's own
   * order, the last row centred on what it holds. */
  for (guint row = 0; row < best_rows && placed < count; row++)
    {
      guint in_row = best_staggered && (row % 2) ? best_columns - 1
                                                  : best_columns;
      guint here = MIN (in_row, count - placed);
      double row_width = here * best;
      double x0 = area->origin.x + (width - row_width) / 2 + best / 2;

      for (guint i = 0; i < here; i++)
        {
          centers[2 * placed] = x0 + i * best;
          centers[2 * placed + 1] = y0 + row * step_y;
          placed++;
        }
    }
  return TRUE;
}

void
tutor_draw_stone (cairo_t *cr, double x, double y, double diameter,
                  const TutorPalette *palette)
{
  double r = diameter / 2 * 0.9; /* a little air between stones */
  double edge = MAX (0.75, diameter * 0.06);

  if (palette->high_contrast)
    edge *= 1.6;
  cairo_new_path (cr);
  cairo_arc (cr, x, y, r - edge / 2, 0, 2 * G_PI);
  tutor_set_source (cr, &palette->stone);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, edge);
  tutor_set_source (cr, &palette->stone_edge);
  cairo_stroke (cr);

  /* A flat highlight: a lighter crescent towards the top left. */
  if (diameter >= 8 && !palette->high_contrast)
    {
      cairo_new_path (cr);
      cairo_arc (cr, x - r * 0.28, y - r * 0.3, r * 0.32, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.55);
      cairo_fill (cr);
    }
}

/* How many stones of this size a staggered packing fits in area. */
static guint
stones_capacity (const graphene_rect_t *area, double diameter)
{
  guint columns = (guint) floor (area->size.width / diameter);
  guint rows;

  if (columns == 0 || area->size.height < diameter)
    return 0;
  if (columns == 1)
    return (guint) floor (area->size.height / diameter);
  rows = 1 + (guint) floor ((area->size.height - diameter)
                            / (diameter * 0.866));
  return stones_in_rows (columns, rows, TRUE);
}

void
tutor_draw_stones (cairo_t *cr, const graphene_rect_t *area, guint count,
                   double max_diameter, double min_diameter,
                   const TutorPalette *palette)
{
  double centers[2 * TOGUZ_MAX_STONES];
  double diameter;

  count = MIN (count, TOGUZ_MAX_STONES);
  if (count == 0 || min_diameter <= 0)
    return;
  if (!tutor_stones_layout (area, count, max_diameter, min_diameter,
                            &diameter, centers))
    {
      count = MIN (stones_capacity (area, min_diameter), count);
      if (count == 0
          || !tutor_stones_layout (area, count, max_diameter,
                                   min_diameter * 0.99, &diameter, centers))
        return;
    }
  for (guint i = 0; i < count; i++)
    tutor_draw_stone (cr, centers[2 * i], centers[2 * i + 1], diameter,
                      palette);
}

/* A pile's columns at one size: how many, and how many stones the long
 * and the short ones hold. */
typedef struct
{
  guint columns;
  guint rows;       /* in the even columns */
  guint odd_rows;   /* in the odd ones, half a stone higher */
  double step;      /* from one column to the next */
} PileShape;

static guint
pile_shape (const graphene_rect_t *area, double d, PileShape *shape)
{
  double width = area->size.width, height = area->size.height;

  memset (shape, 0, sizeof *shape);
  if (d <= 0 || width < d || height < d)
    return 0;
  shape->rows = (guint) floor (height / d);
  /* Staggered columns pack closer, when the odd ones hold any. */
  if (shape->rows >= 2 || height >= 1.5 * d)
    {
      shape->odd_rows = height >= shape->rows * d + d / 2 ? shape->rows
                                                           : shape->rows - 1;
      shape->step = d * 0.866;
    }
  else
    {
      shape->odd_rows = shape->rows;
      shape->step = d;
    }
  shape->columns = 1 + (guint) floor ((width - d) / shape->step);
  return (shape->columns + 1) / 2 * shape->rows
         + shape->columns / 2 * shape->odd_rows;
}

guint
tutor_pile_layout (const graphene_rect_t *area, guint count, guint capacity,
                   double max_diameter, double min_diameter,
                   double *diameter, double *centers)
{
  PileShape shape;
  double d = max_diameter;
  guint fits, placed = 0;
  double bottom;

  *diameter = 0;
  if (count == 0 || min_diameter <= 0)
    return 0;
  /* The largest size that holds them all, in quarter pixels. */
  capacity = MAX (capacity, count);
  while (d > min_diameter && pile_shape (area, d, &shape) < capacity)
    d -= 0.25;
  d = MAX (d, min_diameter);
  fits = pile_shape (area, d, &shape);
  if (fits == 0)
    return 0;
  *diameter = d;
  {
    gboolean staggered = shape.step < d;
    double block = MAX (shape.rows * d,
                        shape.odd_rows * d + (staggered ? d / 2 : 0));

    bottom = area->origin.y + (area->size.height + block) / 2;
  }
  for (guint column = 0; column < shape.columns && placed < count; column++)
    {
      gboolean odd = column % 2 == 1;
      guint rows = odd ? shape.odd_rows : shape.rows;
      double x = area->origin.x + d / 2 + column * shape.step;
      double y = bottom - d / 2 - (odd && shape.step < d ? d / 2 : 0);

      for (guint row = 0; row < rows && placed < count; row++)
        {
          centers[2 * placed] = x;
          centers[2 * placed + 1] = y - row * d;
          placed++;
        }
    }
  return placed;
}

PangoLayout *
tutor_text_layout (GtkWidget *widget, const char *text, double pixel_size,
                   gboolean bold)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  g_autoptr (PangoFontDescription) font = NULL;
  PangoAttrList *attrs = pango_attr_list_new ();
  const PangoFontDescription *base;

  base = pango_context_get_font_description (pango_layout_get_context (layout));
  font = base ? pango_font_description_copy (base)
              : pango_font_description_new ();
  pango_font_description_set_absolute_size (font,
                                            MAX (pixel_size, 1.0)
                                              * PANGO_SCALE);
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD
                                                : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, font);
  /* Figures of one width, so counts do not jiggle while they change. */
  pango_attr_list_insert (attrs, pango_attr_font_features_new ("tnum=1"));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);
  return layout;
}

void
tutor_draw_text_centered (GtkSnapshot *snapshot, PangoLayout *layout,
                          double x, double y, const GdkRGBA *color)
{
  PangoRectangle ink, logical;

  pango_layout_get_pixel_extents (layout, &ink, &logical);
  gtk_snapshot_save (snapshot);
  /* Horizontally by the logical box, vertically by the ink of the
   * figures, which sit higher than the line box suggests. */
  gtk_snapshot_translate (snapshot,
                          &GRAPHENE_POINT_INIT (
                            (float) (x - logical.x - logical.width / 2.0),
                            (float) (y - ink.y - ink.height / 2.0)));
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
}

double
tutor_text_centered_baseline (PangoLayout *layout, double y)
{
  PangoContext *context = pango_layout_get_context (layout);
  const PangoFontDescription *font
    = pango_layout_get_font_description (layout);
  PangoFontMetrics *metrics;
  double ascent, descent;

  /* The metrics of the fonts for English, not the locale's: one line
   * for every language. */
  metrics = pango_context_get_metrics (context, font,
                                       pango_language_from_string ("en"));
  ascent = pango_font_metrics_get_ascent (metrics) / (double) PANGO_SCALE;
  descent = pango_font_metrics_get_descent (metrics) / (double) PANGO_SCALE;
  pango_font_metrics_unref (metrics);
  return y + (ascent - descent) / 2;
}

void
tutor_draw_text_on_baseline (GtkSnapshot *snapshot, PangoLayout *layout,
                             double x, double baseline, const GdkRGBA *color)
{
  PangoRectangle logical;
  double line_baseline = pango_layout_get_baseline (layout)
                         / (double) PANGO_SCALE;

  pango_layout_get_pixel_extents (layout, NULL, &logical);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot,
                          &GRAPHENE_POINT_INIT (
                            (float) (x - logical.x - logical.width / 2.0),
                            (float) (baseline - line_baseline)));
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
}
