/* tutor-board-snapshot.c: drawing the wood, the turn and the kazans
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "tutor-board-private.h"
#include "tutor-hole.h"
#include "tutor-marks.h"

/* A few long, faint lines of grain across the wood. */
static void
draw_grain (TutorBoard *self, cairo_t *cr, const TutorPalette *palette)
{
  const graphene_rect_t *w = &self->wood;
  double u = self->unit;

  cairo_save (cr);
  cairo_clip (cr);
  cairo_set_line_width (cr, MAX (1.0, u * 0.02));
  cairo_set_source_rgba (cr, palette->wood_edge.red, palette->wood_edge.green,
                         palette->wood_edge.blue, 0.18);
  for (int i = 1; i < 7; i++)
    {
      double y = w->origin.y + w->size.height * i / 7.0;
      double wave = u * 0.08 * ((i % 3) - 1);

      cairo_move_to (cr, w->origin.x, y);
      cairo_curve_to (cr, w->origin.x + w->size.width * 0.3, y + wave,
                      w->origin.x + w->size.width * 0.6, y - wave,
                      w->origin.x + w->size.width, y + wave * 0.5);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_wood (TutorBoard *self, cairo_t *cr, const TutorPalette *palette)
{
  const graphene_rect_t *w = &self->wood;
  double u = self->unit;
  double radius = u * 0.3;
  double edge = tutor_board_edge_width (self);

  tutor_path_rounded (cr, w->origin.x + edge / 2, w->origin.y + edge / 2,
                      w->size.width - edge, w->size.height - edge, radius);
  tutor_set_source (cr, &palette->wood);
  cairo_fill_preserve (cr);
  /* Plain wood in high contrast. */
  if (palette->high_contrast)
    cairo_new_path (cr);
  else
    draw_grain (self, cr, palette);

  tutor_path_rounded (cr, w->origin.x + edge / 2, w->origin.y + edge / 2,
                      w->size.width - edge, w->size.height - edge, radius);
  cairo_set_line_width (cr, edge);
  tutor_set_source (cr, &palette->wood_edge);
  cairo_stroke (cr);
}

/* The side to move: a triangle in the side's colour in the wood's left
 * margin, pointing at its row. */
static void
draw_turn_marker (TutorBoard *self, cairo_t *cr, const TutorPalette *palette)
{
  ToguzSide side = self->shown.side;
  GtkWidget *first = self->holes[ring_of (self, side, 0)];
  const GdkRGBA *fill = side == TOGUZ_WHITE ? &palette->white_mark
                                            : &palette->black_mark;
  const GdkRGBA *outline = side == TOGUZ_WHITE ? &palette->white_outline
                                               : &palette->black_outline;
  double u = self->unit;
  double size = u * SIDE_PAD * 0.6;
  double cx = self->wood.origin.x + SIDE_PAD * u * 0.5;
  graphene_rect_t cavity;
  graphene_point_t centre;

  if (self->position.result != TOGUZ_ONGOING)
    return;
  tutor_hole_get_cavity (TUTOR_HOLE (first), &cavity);
  graphene_rect_get_center (&cavity, &centre);
  if (!gtk_widget_compute_point (first, GTK_WIDGET (self), &centre, &centre))
    return;

  cairo_move_to (cr, cx - size * 0.4, centre.y - size * 0.55);
  cairo_line_to (cr, cx + size * 0.5, centre.y);
  cairo_line_to (cr, cx - size * 0.4, centre.y + size * 0.55);
  cairo_close_path (cr);
  tutor_set_source (cr, fill);
  cairo_fill_preserve (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, MAX (1.0, u * 0.04)
                              * (self->large_print ? 1.5 : 1));
  tutor_set_source (cr, outline);
  cairo_stroke (cr);
}

static const char *
kazan_name (ToguzSide side)
{
  return side == TOGUZ_WHITE ? _("White’s kazan") : _("Black’s kazan");
}

/* The name, bold for the side to move. */
static PangoLayout *
name_layout (TutorBoard *self, ToguzSide side)
{
  const graphene_rect_t *k = &self->kazans[side];
  gboolean to_move = self->position.result == TOGUZ_ONGOING
                     && self->shown.side == side;

  return tutor_text_layout (GTK_WIDGET (self), kazan_name (side),
                            k->size.height * (self->large_print ? 0.5 : 0.42),
                            to_move);
}

static PangoLayout *
count_layout (TutorBoard *self, const char *text)
{
  return tutor_text_layout (GTK_WIDGET (self), text,
                            self->kazans[0].size.height * 0.56, TRUE);
}

void
tutor_board_kazan_layout (TutorBoard *self, ToguzSide side,
                          TutorKazanLayout *layout, double *stone_centers)
{
  const graphene_rect_t *k = &self->kazans[side];
  double x = k->origin.x, y = k->origin.y;
  double w = k->size.width, h = k->size.height;
  double pad = h * 0.45;
  g_autofree char *count = g_strdup_printf ("%u", self->shown.kazan[side]);
  g_autoptr (PangoLayout) name = name_layout (self, side);
  g_autoptr (PangoLayout) figures = count_layout (self, count);
  g_autoptr (PangoLayout) widest = count_layout (self, "888");
  double names_width = 0;
  double centers[2 * TOGUZ_MAX_STONES];
  PangoRectangle ink, logical;
  double left, right;

  memset (layout, 0, sizeof *layout);
  layout->basin = *k;

  /* The name stands on the kazan's middle line, the same in every
   * language. */
  pango_layout_get_pixel_extents (name, NULL, &logical);
  layout->name_baseline = tutor_text_centered_baseline (name, y + h / 2);
  graphene_rect_init (&layout->name, (float) (x + pad),
                      (float) (layout->name_baseline
                               - pango_layout_get_baseline (name)
                                   / (double) PANGO_SCALE),
                      (float) logical.width, (float) logical.height);

  pango_layout_get_pixel_extents (figures, &ink, &logical);
  graphene_rect_init (&layout->count,
                      (float) (x + w - pad - logical.width + ink.x),
                      (float) (y + h / 2 - ink.height / 2.0),
                      (float) ink.width, (float) ink.height);

  /* Both piles start and may end at the same places, whatever the names
   * and counts, so that they compare like the bars of a chart. */
  for (int s = 0; s < 2; s++)
    {
      g_autoptr (PangoLayout) other = name_layout (self, (ToguzSide) s);

      pango_layout_get_pixel_extents (other, NULL, &logical);
      names_width = MAX (names_width, logical.width);
    }
  pango_layout_get_pixel_extents (widest, NULL, &logical);
  left = x + pad + names_width + pad * 0.8;
  right = x + w - pad - logical.width - pad * 0.8;
  graphene_rect_init (&layout->pile_area, (float) left,
                      (float) (y + h * 0.1), (float) MAX (right - left, 0),
                      (float) (h * 0.8));
  if (right - left > h)
    layout->stones_drawn = tutor_pile_layout (
      &layout->pile_area, MIN (self->shown.kazan[side], TOGUZ_MAX_STONES),
      toguz_ruleset_total (&self->rules), h * 0.42,
      MAX (h * 0.15, 4.0),
      &layout->stone_diameter, stone_centers ? stone_centers : centers);
  if (layout->stones_drawn > 0)
    {
      const double *c = stone_centers ? stone_centers : centers;
      double r = layout->stone_diameter / 2;
      double x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE,
             y1 = -G_MAXDOUBLE;

      for (guint i = 0; i < layout->stones_drawn; i++)
        {
          x0 = MIN (x0, c[2 * i] - r);
          x1 = MAX (x1, c[2 * i] + r);
          y0 = MIN (y0, c[2 * i + 1] - r);
          y1 = MAX (y1, c[2 * i + 1] + r);
        }
      graphene_rect_init (&layout->pile, (float) x0, (float) y0,
                          (float) (x1 - x0), (float) (y1 - y0));
    }
}

void
tutor_board_get_kazan_layout (TutorBoard *self, ToguzSide side,
                              TutorKazanLayout *layout)
{
  g_return_if_fail (TUTOR_IS_BOARD (self));
  g_return_if_fail (side == TOGUZ_WHITE || side == TOGUZ_BLACK);
  g_return_if_fail (layout != NULL);

  if (self->n_holes == 0)
    {
      memset (layout, 0, sizeof *layout);
      return;
    }
  tutor_board_kazan_layout (self, side, layout, NULL);
}

static void
draw_kazan (TutorBoard *self, GtkSnapshot *snapshot, ToguzSide side,
            const TutorPalette *palette)
{
  const graphene_rect_t *k = &self->kazans[side];
  double h = k->size.height;
  double line = MAX (1.0, self->unit * 0.025) * (self->large_print ? 2 : 1);
  g_autofree char *count = g_strdup_printf ("%u", self->shown.kazan[side]);
  g_autoptr (PangoLayout) name = name_layout (self, side);
  g_autoptr (PangoLayout) figures = count_layout (self, count);
  double centers[2 * TOGUZ_MAX_STONES];
  TutorKazanLayout layout;
  cairo_t *cr;

  if (palette->high_contrast)
    line *= 1.5;
  tutor_board_kazan_layout (self, side, &layout, centers);

  cr = gtk_snapshot_append_cairo (snapshot, k);
  tutor_draw_basin (cr, k, h / 2, MAX (1.5, h * 0.09), line, palette);
  for (guint i = 0; i < layout.stones_drawn; i++)
    tutor_draw_stone (cr, centers[2 * i], centers[2 * i + 1],
                      layout.stone_diameter, palette);
  cairo_destroy (cr);

  tutor_draw_text_on_baseline (snapshot, name,
                               layout.name.origin.x
                                 + layout.name.size.width / 2.0,
                               layout.name_baseline, &palette->label);
  tutor_draw_text_centered (snapshot, figures,
                            layout.count.origin.x
                              + layout.count.size.width / 2.0,
                            k->origin.y + h / 2, &palette->label);
}

/* The bands behind the marked rows, under the holes. */
static void
draw_row_marks (TutorBoard *self, cairo_t *cr, const TutorPalette *palette)
{
  double radius = self->unit * 0.3 - tutor_board_edge_width (self);

  for (int side = 0; side < 2; side++)
    {
      graphene_rect_t band;

      if (tutor_board_get_row_mark_bounds (self, (ToguzSide) side, &band))
        tutor_mark_draw_row (cr, &band, MAX (radius, 0),
                             side == TOGUZ_BLACK,
                             tutor_mark_row_line (self->unit,
                                                  self->large_print),
                             palette);
    }
}

/* The centre of a hole's cavity, in the board's coordinates. */
static gboolean
hole_centre (TutorBoard *self, guint ring, graphene_point_t *centre,
             double *radius)
{
  graphene_rect_t bounds;

  if (ring >= 2 * self->n_holes
      || !gtk_widget_compute_bounds (self->holes[ring], GTK_WIDGET (self),
                                     &bounds))
    return FALSE;
  graphene_rect_get_center (&bounds, centre);
  *radius = MIN (bounds.size.width, bounds.size.height) / 2;
  return TRUE;
}

/* A step's arrows, over the holes: from the edge of one cavity to the
 * edge of the other, bowed towards the kazans along a row and round the
 * board's end from row to row; in the hint's colour, on a halo of the
 * wood so that it reads over stones. */
static void
draw_arrows (TutorBoard *self, GtkSnapshot *snapshot,
             const TutorPalette *palette)
{
  graphene_rect_t all;
  cairo_t *cr;
  double line = MAX (2.0, self->unit * 0.07);

  if (self->arrows->len == 0)
    return;
  graphene_rect_init (&all, 0, 0, gtk_widget_get_width (GTK_WIDGET (self)),
                      gtk_widget_get_height (GTK_WIDGET (self)));
  cr = gtk_snapshot_append_cairo (snapshot, &all);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint i = 0; i + 1 < self->arrows->len; i += 2)
    {
      guint from = g_array_index (self->arrows, guint8, i);
      guint to = g_array_index (self->arrows, guint8, i + 1);
      graphene_point_t a, b, control;
      double ra, rb, dx, dy, length, angle, head = line * 3.2;
      gboolean same_row;

      if (!hole_centre (self, from, &a, &ra) || !hole_centre (self, to, &b, &rb))
        continue;
      same_row = (from < self->n_holes) == (to < self->n_holes);
      dx = b.x - a.x;
      dy = b.y - a.y;
      length = sqrt (dx * dx + dy * dy);
      if (length < 1)
        continue;
      /* Bow a row's arrow towards the kazans, between the rows. */
      control.x = (a.x + b.x) / 2;
      control.y = (a.y + b.y) / 2;
      if (same_row)
        control.y += (from < self->n_holes ? -1 : 1)
                     * MIN (length * 0.25, self->unit * 0.9);
      else
        {
          /* From row to row at an end of the board: round its end,
           * clear of the counts and the kazans. */
          double middle = self->wood.origin.x + self->wood.size.width / 2;
          control.x += (control.x > middle ? 1 : -1) * self->unit * 0.75;
        }
      /* Start and end at the cavities' edges, towards the control. */
      angle = atan2 (control.y - a.y, control.x - a.x);
      a.x += cos (angle) * ra * 0.8;
      a.y += sin (angle) * ra * 0.8;
      angle = atan2 (b.y - control.y, b.x - control.x);
      b.x -= cos (angle) * (rb * 0.8 + head * 0.6);
      b.y -= sin (angle) * (rb * 0.8 + head * 0.6);

      for (int pass = 0; pass < 2; pass++)
        {
          const GdkRGBA *colour = pass ? &palette->hint : &palette->wood;
          double width = pass ? line : line + 3;

          cairo_move_to (cr, a.x, a.y);
          cairo_curve_to (cr, (a.x + 2 * control.x) / 3,
                          (a.y + 2 * control.y) / 3,
                          (b.x + 2 * control.x) / 3,
                          (b.y + 2 * control.y) / 3, b.x, b.y);
          gdk_cairo_set_source_rgba (cr, colour);
          cairo_set_line_width (cr, width);
          cairo_stroke (cr);
          /* The head, pointing along the curve's end. */
          cairo_move_to (cr, b.x + cos (angle) * head, b.y + sin (angle) * head);
          cairo_line_to (cr, b.x + cos (angle + 2.5) * head * 0.7,
                         b.y + sin (angle + 2.5) * head * 0.7);
          cairo_line_to (cr, b.x + cos (angle - 2.5) * head * 0.7,
                         b.y + sin (angle - 2.5) * head * 0.7);
          cairo_close_path (cr);
          if (pass == 0)
            {
              cairo_set_line_width (cr, 3);
              cairo_stroke_preserve (cr);
            }
          cairo_fill (cr);
        }
    }
  cairo_destroy (cr);
}

void
tutor_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TutorBoard *self = TUTOR_BOARD (widget);
  TutorPalette palette;
  cairo_t *cr;

  if (self->n_holes == 0 || self->unit < 2)
    return;
  tutor_palette_lookup (widget, &palette);

  cr = gtk_snapshot_append_cairo (snapshot, &self->wood);
  draw_wood (self, cr, &palette);
  draw_row_marks (self, cr, &palette);
  draw_turn_marker (self, cr, &palette);
  cairo_destroy (cr);
  draw_kazan (self, snapshot, TOGUZ_BLACK, &palette);
  draw_kazan (self, snapshot, TOGUZ_WHITE, &palette);

  for (guint ring = 0; ring < 2 * self->n_holes; ring++)
    gtk_widget_snapshot_child (widget, self->holes[ring], snapshot);
  draw_arrows (self, snapshot, &palette);
  if (self->legend_button)
    gtk_widget_snapshot_child (widget, self->legend_button, snapshot);

  if (self->tick_id != 0)
    tutor_board_snapshot_flying_stone (self, snapshot, &palette);
}
