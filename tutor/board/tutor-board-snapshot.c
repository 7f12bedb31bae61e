/* tutor-board-snapshot.c: drawing the wood, the turn and the kazans
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tutor-board-private.h"
#include "tutor-hole.h"

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
  double edge = MAX (1.0, u * 0.035) * (self->large_print ? 2 : 1);

  if (palette->high_contrast)
    edge *= 1.5;
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

static void
draw_kazan (TutorBoard *self, GtkSnapshot *snapshot, ToguzSide side,
            const TutorPalette *palette)
{
  GtkWidget *widget = GTK_WIDGET (self);
  const graphene_rect_t *k = &self->kazans[side];
  double x = k->origin.x, y = k->origin.y;
  double w = k->size.width, h = k->size.height;
  double u = self->unit;
  double line = MAX (1.0, u * 0.025) * (self->large_print ? 2 : 1);
  gboolean to_move = self->position.result == TOGUZ_ONGOING
                     && self->shown.side == side;
  const char *name = side == TOGUZ_WHITE ? _("White’s kazan")
                                         : _("Black’s kazan");
  g_autofree char *count = g_strdup_printf ("%u", self->shown.kazan[side]);
  g_autoptr (PangoLayout) name_layout = NULL;
  g_autoptr (PangoLayout) count_layout = NULL;
  double text_size = h * (self->large_print ? 0.5 : 0.42);
  double pad = h * 0.45;
  PangoRectangle name_box, count_box;
  graphene_rect_t stones;
  cairo_t *cr;

  if (palette->high_contrast)
    line *= 1.5;
  name_layout = tutor_text_layout (widget, name, text_size, to_move);
  count_layout = tutor_text_layout (widget, count, h * 0.56, TRUE);
  pango_layout_get_pixel_extents (name_layout, NULL, &name_box);
  pango_layout_get_pixel_extents (count_layout, NULL, &count_box);

  cr = gtk_snapshot_append_cairo (snapshot, k);
  tutor_draw_basin (cr, k, h / 2, MAX (1.5, h * 0.09), line, palette);

  /* Stones between the name and the count, while there is room. */
  graphene_rect_init (&stones,
                      (float) (x + pad + name_box.width + pad * 0.8),
                      (float) (y + h * 0.16),
                      (float) (w - 2 * pad - name_box.width
                               - count_box.width - pad * 1.6),
                      (float) (h * 0.68));
  if (stones.size.width > h)
    tutor_draw_stones (cr, &stones, self->shown.kazan[side], h * 0.42,
                       h * 0.2, palette);
  cairo_destroy (cr);

  tutor_draw_text_centered (snapshot, name_layout,
                            x + pad + name_box.width / 2.0, y + h / 2,
                            &palette->label);
  tutor_draw_text_centered (snapshot, count_layout,
                            x + w - pad - count_box.width / 2.0, y + h / 2,
                            &palette->label);
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
  draw_turn_marker (self, cr, &palette);
  cairo_destroy (cr);
  draw_kazan (self, snapshot, TOGUZ_BLACK, &palette);
  draw_kazan (self, snapshot, TOGUZ_WHITE, &palette);

  for (guint ring = 0; ring < 2 * self->n_holes; ring++)
    gtk_widget_snapshot_child (widget, self->holes[ring], snapshot);

  if (self->tick_id != 0)
    tutor_board_snapshot_flying_stone (self, snapshot, &palette);
}
