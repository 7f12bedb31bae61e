/* tutor-board-layout.c: the board's size and where its parts lie
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every size comes from the allocation: the board is laid out in units
 * of one hole's pitch, as large as the allocation allows, and centred in
 * it.
 */
#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "tutor-board-private.h"
#include "tutor-hole.h"
#include "tutor-marks.h"

/* The centre of a hole's cavity, where the sown stones fly to and from,
 * in the board's coordinates. */
void
tutor_board_hole_center (TutorBoard *self, guint ring,
                         graphene_point_t *center)
{
  TutorHole *hole = TUTOR_HOLE (self->holes[ring]);
  graphene_rect_t cavity;
  graphene_point_t point;

  tutor_hole_get_cavity (hole, &cavity);
  graphene_rect_get_center (&cavity, &point);
  if (!gtk_widget_compute_point (GTK_WIDGET (hole), GTK_WIDGET (self),
                                 &point, center))
    *center = point;
}

double
tutor_board_edge_width (TutorBoard *self)
{
  return tutor_wood_edge_width (self->unit, self->large_print,
                                adw_style_manager_get_high_contrast (
                                  adw_style_manager_get_default ()));
}

void
tutor_board_get_wood_bounds (TutorBoard *self, graphene_rect_t *inside)
{
  double edge;

  g_return_if_fail (TUTOR_IS_BOARD (self));

  edge = tutor_board_edge_width (self);
  graphene_rect_inset_r (&self->wood, (float) edge, (float) edge, inside);
}

/* A marked row's band: the wood the row's cells cover, from the board's
 * edge to just past the cells' end towards the kazans, where its frame
 * runs in the gap before the kazan. */
void
tutor_board_row_band (TutorBoard *self, ToguzSide side,
                      graphene_rect_t *band)
{
  const graphene_rect_t *row = &self->rows[side];
  double line = tutor_mark_row_line (self->unit, self->large_print);
  graphene_rect_t inside;
  double top, bottom;

  tutor_board_get_wood_bounds (self, &inside);
  top = side == TOGUZ_BLACK ? inside.origin.y : round (row->origin.y) - line;
  bottom = side == TOGUZ_BLACK
             ? round (row->origin.y + row->size.height) + line
             : inside.origin.y + inside.size.height;
  graphene_rect_init (band, inside.origin.x, (float) top, inside.size.width,
                      (float) (bottom - top));
}

gboolean
tutor_board_get_row_mark_bounds (TutorBoard *self, ToguzSide side,
                                 graphene_rect_t *bounds)
{
  g_return_val_if_fail (TUTOR_IS_BOARD (self), FALSE);

  if (!(self->marked_rows & (1u << side)) || self->n_holes == 0)
    return FALSE;
  tutor_board_row_band (self, side, bounds);
  return TRUE;
}

/* The legend's button, centred in its square, when it fits there: at
 * most 40 pixels wide (56 in large print), at least as large as it
 * asks. */
static void
allocate_legend (TutorBoard *self)
{
  GtkWidget *button = self->legend_button;
  const graphene_rect_t *room = &self->legend;
  int min_width, min_height, size;

  if (button == NULL || !gtk_widget_get_visible (button))
    return;
  size = (int) floor (MIN (room->size.height,
                           self->large_print ? 56.0 : 40.0));
  /* Its "?" follows its size (changing it lays the button out anew). */
  if (size != self->legend_size)
    {
      PangoAttrList *attrs = pango_attr_list_new ();

      self->legend_size = size;
      pango_attr_list_insert (attrs, pango_attr_size_new_absolute (
                                       (int) (size * 0.55) * PANGO_SCALE));
      gtk_label_set_attributes (GTK_LABEL (self->legend_mark), attrs);
      pango_attr_list_unref (attrs);
    }
  gtk_widget_measure (button, GTK_ORIENTATION_HORIZONTAL, -1, &min_width,
                      NULL, NULL, NULL);
  gtk_widget_measure (button, GTK_ORIENTATION_VERTICAL, -1, &min_height,
                      NULL, NULL, NULL);
  size = MAX (size, MAX (min_width, min_height));
  /* It may reach halfway into the gaps round its square. */
  gtk_widget_set_child_visible (button, size <= LEGEND_ROOM * self->unit);
  if (!gtk_widget_get_child_visible (button))
    return;
  gtk_widget_size_allocate (
    button,
    &(GtkAllocation) {
      (int) round (room->origin.x + (room->size.width - size) / 2),
      (int) round (room->origin.y + (room->size.height - size) / 2), size,
      size },
    -1);
}

void
tutor_board_measure (GtkWidget *widget, GtkOrientation orientation,
                     int for_size, int *minimum, int *natural,
                     int *minimum_baseline, int *natural_baseline)
{
  TutorBoard *self = TUTOR_BOARD (widget);
  double width_units = (self->n_holes ? self->n_holes : 9) + 2 * SIDE_PAD;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = (int) ceil (width_units * MIN_UNIT);
      *natural = (int) ceil (width_units * NATURAL_UNIT);
      if (for_size > 0)
        *natural = MAX (*minimum, (int) (for_size / BOARD_HEIGHT
                                         * width_units));
    }
  else
    {
      *minimum = (int) ceil (BOARD_HEIGHT * MIN_UNIT);
      *natural = (int) ceil (BOARD_HEIGHT * NATURAL_UNIT);
      if (for_size > 0)
        *natural = MAX (*minimum, (int) (for_size / width_units
                                         * BOARD_HEIGHT));
    }
}

GtkSizeRequestMode
tutor_board_get_request_mode (GtkWidget *widget)
{
  /* The board keeps its proportions: its height follows its width. */
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

void
tutor_board_size_allocate (GtkWidget *widget, int width, int height,
                           int baseline)
{
  TutorBoard *self = TUTOR_BOARD (widget);
  const double n = self->n_holes;
  double width_units = n + 2 * SIDE_PAD;
  double u, x0, y0, row_x, number_share, count_share, number_strip;

  if (self->n_holes == 0)
    return;
  tutor_hole_get_shares (self->large_print, &number_share, &count_share);
  number_strip = ROW_HEIGHT * number_share;
  u = MIN (width / width_units, height / BOARD_HEIGHT);
  u = MAX (u, 1.0);
  self->unit = u;
  x0 = floor ((width - width_units * u) / 2);
  y0 = floor ((height - BOARD_HEIGHT * u) / 2);
  row_x = x0 + SIDE_PAD * u;

  graphene_rect_init (&self->rows[TOGUZ_BLACK], (float) row_x, (float) y0,
                      (float) (n * u), (float) (ROW_HEIGHT * u));
  graphene_rect_init (&self->rows[TOGUZ_WHITE], (float) row_x,
                      (float) (y0 + (BOARD_HEIGHT - ROW_HEIGHT) * u),
                      (float) (n * u), (float) (ROW_HEIGHT * u));
  graphene_rect_init (&self->wood, (float) x0,
                      (float) (y0 + number_strip * u),
                      (float) (width_units * u),
                      (float) ((BOARD_HEIGHT - 2 * number_strip) * u));
  for (int side = 0; side < 2; side++)
    {
      double top = side == TOGUZ_BLACK
                     ? ROW_HEIGHT + KAZAN_GAP
                     : ROW_HEIGHT + 2 * KAZAN_GAP + KAZAN_HEIGHT;
      double inset = (1 - TUTOR_HOLE_CAVITY_WIDTH) / 2;

      graphene_rect_init (&self->kazans[side], (float) (row_x + inset * u),
                          (float) (y0 + top * u),
                          (float) ((n - 2 * inset - LEGEND_ROOM) * u),
                          (float) (KAZAN_HEIGHT * u));
    }
  /* The legend's square: at the kazans' right end, between them. */
  graphene_rect_init (&self->legend,
                      (float) (row_x + (n - (1 - TUTOR_HOLE_CAVITY_WIDTH) / 2
                                        - KAZAN_HEIGHT) * u),
                      (float) (y0 + (ROW_HEIGHT + KAZAN_GAP
                                     + (KAZAN_HEIGHT + KAZAN_GAP) / 2) * u),
                      (float) (KAZAN_HEIGHT * u), (float) (KAZAN_HEIGHT * u));
  allocate_legend (self);

  /* Whole pixels for each cell, so neighbours neither overlap nor gap. */
  for (guint ring = 0; ring < 2 * self->n_holes; ring++)
    {
      ToguzSide side = toguz_ring_side (&self->rules, ring);
      guint column = column_of (self, ring);
      const graphene_rect_t *row = &self->rows[side];
      int left = (int) round (row->origin.x + column * u);
      int right = (int) round (row->origin.x + (column + 1) * u);
      int top = (int) round (row->origin.y);
      int bottom = (int) round (row->origin.y + row->size.height);

      gtk_widget_size_allocate (self->holes[ring],
                                &(GtkAllocation) { left, top, right - left,
                                                   bottom - top },
                                -1);
    }
}
