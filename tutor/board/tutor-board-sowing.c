/* tutor-board-sowing.c: the board shows a move being sown
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The stones go one by one along the move's path on the frame clock,
 * then the capture, tuzdik or sweep, then the board holds the position
 * after the move.
 */
#include "config.h"

#include <math.h>

#include "tutor-board-private.h"

static void
compute_sown (TutorBoard *self, guint landed, ToguzPosition *shown)
{
  const ToguzEvent *event = &self->event;

  *shown = self->before;
  shown->holes[ring_of (self, event->side, event->hole)] = 0;
  for (guint i = 0; i < landed && i < event->lifted; i++)
    {
      guint ring = event->path[i];
      int owner = tuzdik_owner (&self->before, ring);

      /* A stone sown into a tuzdik goes to its owner's kazan. */
      if (owner >= 0)
        shown->kazan[owner]++;
      else
        shown->holes[ring]++;
    }
}

/* The position after the capture, before any sweep. */
static void
compute_captured (TutorBoard *self, ToguzPosition *shown)
{
  const ToguzEvent *event = &self->event;

  compute_sown (self, event->lifted, shown);
  if (event->captured > 0)
    {
      shown->kazan[event->side] += shown->holes[event->last];
      shown->holes[event->last] = 0;
    }
  if (event->tuzdik_made >= 0)
    shown->tuzdik[event->side] = event->tuzdik_made;
}

static double
stone_seconds (TutorBoard *self)
{
  return 1.0 / self->animation_speed;
}

static double
pause_seconds (TutorBoard *self)
{
  return CLAMP (3.0 * stone_seconds (self), 0.35, 1.2);
}

/* Shows the end of the move.  from_tick: called by the tick callback,
 * which returns G_SOURCE_REMOVE itself. */
static void
finish_animation (TutorBoard *self, gboolean from_tick)
{
  const ToguzEvent *event = &self->event;
  guint origin = ring_of (self, event->side, event->hole);

  tutor_board_stop_animation (self, from_tick);
  self->shown = self->position;
  self->highlights[TUTOR_HIGHLIGHT_LAST_MOVE]
    = (1u << origin) | (1u << event->last);
  self->highlights[TUTOR_HIGHLIGHT_CAPTURE]
    = event->captured > 0 ? 1u << event->last : 0;
  tutor_board_update_description (self, event);
  tutor_board_update_holes (self);
  tutor_board_update_preview (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  tutor_board_emit_animation_finished (self);
}

static gboolean
animation_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  TutorBoard *self = TUTOR_BOARD (widget);
  const ToguzEvent *event = &self->event;
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  double step = stone_seconds (self);
  double pause = pause_seconds (self);
  double sowing = event->lifted * step;
  gboolean sweep = event->swept > 0;
  gboolean capture = event->captured > 0 || event->tuzdik_made >= 0;
  AnimationPhase phase;
  guint landed;

  if (self->start_time == 0)
    self->start_time = now;
  self->elapsed = (now - self->start_time) / (double) G_USEC_PER_SEC;

  if (self->elapsed >= sowing + (capture ? pause : 0) + (sweep ? pause : 0))
    {
      finish_animation (self, TRUE);
      return G_SOURCE_REMOVE;
    }

  if (self->elapsed < sowing)
    {
      phase = PHASE_SOWING;
      landed = (guint) floor (self->elapsed / step);
    }
  else if (capture && self->elapsed < sowing + pause)
    {
      phase = PHASE_CAPTURE;
      landed = event->lifted;
    }
  else
    {
      phase = PHASE_SWEEP;
      landed = event->lifted;
    }

  if (phase != self->phase || landed != self->landed)
    {
      self->phase = phase;
      self->landed = landed;
      if (phase == PHASE_SWEEP)
        compute_captured (self, &self->shown);
      else
        compute_sown (self, landed, &self->shown);
      tutor_board_update_holes (self);
    }
  /* The stone in flight moves every frame. */
  gtk_widget_queue_draw (widget);
  return G_SOURCE_CONTINUE;
}

void
tutor_board_stop_animation (TutorBoard *self, gboolean from_tick)
{
  if (self->tick_id == 0)
    return;
  if (!from_tick)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
  self->tick_id = 0;
  tutor_board_notify_animating (self);
}

void
tutor_board_animate_move (TutorBoard *self, const ToguzPosition *before,
                          const ToguzEvent *event, const ToguzPosition *after)
{
  g_return_if_fail (TUTOR_IS_BOARD (self));
  g_return_if_fail (before != NULL && event != NULL && after != NULL);
  g_return_if_fail (self->n_holes > 0);
  g_return_if_fail (event->lifted > 0 && event->hole < self->n_holes);

  /* A new move while one is shown: the old one ends first. */
  if (self->tick_id != 0)
    finish_animation (self, FALSE);

  self->before = *before;
  self->event = *event;
  self->position = *after;
  self->preview_shown = FALSE;
  self->highlights[TUTOR_HIGHLIGHT_LAST_MOVE] = 0;
  self->highlights[TUTOR_HIGHLIGHT_CAPTURE] = 0;

  if (self->animation_speed <= 0 || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      finish_animation (self, FALSE);
      return;
    }

  self->start_time = 0;
  self->elapsed = 0;
  self->phase = PHASE_SOWING;
  self->landed = 0;
  compute_sown (self, 0, &self->shown);
  self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self),
                                                animation_tick, NULL, NULL);
  tutor_board_notify_animating (self);
  tutor_board_update_holes (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tutor_board_skip_animation (TutorBoard *self)
{
  g_return_if_fail (TUTOR_IS_BOARD (self));

  if (self->tick_id != 0)
    finish_animation (self, FALSE);
}

gboolean
tutor_board_get_animating (TutorBoard *self)
{
  g_return_val_if_fail (TUTOR_IS_BOARD (self), FALSE);
  return self->tick_id != 0;
}

/* The stone in flight, from the hole before to the next one. */
void
tutor_board_snapshot_flying_stone (TutorBoard *self, GtkSnapshot *snapshot,
                                   const TutorPalette *palette)
{
  const ToguzEvent *event = &self->event;
  double step = stone_seconds (self);
  guint i = self->landed;
  double f;
  graphene_point_t from, to;
  double x, y, diameter;
  cairo_t *cr;

  if (self->phase != PHASE_SOWING || i >= event->lifted)
    return;
  f = CLAMP ((self->elapsed - i * step) / step, 0.0, 1.0);
  f = f * f * (3 - 2 * f); /* ease in and out */
  tutor_board_hole_center (self,
                           i == 0 ? ring_of (self, event->side, event->hole)
                                  : event->path[i - 1],
                           &from);
  tutor_board_hole_center (self, event->path[i], &to);
  diameter = self->unit * 0.3;
  x = from.x + (to.x - from.x) * f;
  /* A little hop over the rim. */
  y = from.y + (to.y - from.y) * f - sin (G_PI * f) * self->unit * 0.35;

  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (
                                    (float) (x - diameter),
                                    (float) (y - diameter),
                                    (float) (2 * diameter),
                                    (float) (2 * diameter)));
  /* Its shadow, then the stone. */
  cairo_arc (cr, x + diameter * 0.12, y + diameter * 0.18, diameter * 0.45,
             0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_fill (cr);
  tutor_draw_stone (cr, x, y, diameter, palette);
  cairo_destroy (cr);
}

static void
board_pressed (GtkGestureClick *gesture, int n_press, double x, double y,
               TutorBoard *self)
{
  /* While sowing, a click anywhere on the board skips to the result, and
   * is not passed on to the hole under it. */
  if (self->tick_id == 0)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture),
                             GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  tutor_board_skip_animation (self);
}

void
tutor_board_init_sowing (TutorBoard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click),
                                              GTK_PHASE_CAPTURE);
  g_signal_connect (click, "pressed", G_CALLBACK (board_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
}
