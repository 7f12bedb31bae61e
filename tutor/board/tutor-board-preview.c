/* tutor-board-preview.c: what pointing at a hole shows
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pointing at a hole the side to move can sow, or focusing it from the
 * keyboard, marks where its last stone lands and what it would take.
 */
#include "config.h"

#include "tutor-board-private.h"
#include "tutor-hole.h"

void
tutor_board_update_preview (TutorBoard *self)
{
  int ring = self->hover_ring;
  gboolean shown = FALSE;
  ToguzEvent event;

  if (ring < 0 && self->focus_ring >= 0)
    {
      GtkStateFlags flags
        = gtk_widget_get_state_flags (self->holes[self->focus_ring]);

      if ((flags & GTK_STATE_FLAG_FOCUSED)
          && (flags & GTK_STATE_FLAG_FOCUS_VISIBLE))
        ring = self->focus_ring;
    }

  /* Moves taken from another position than the one shown: a preview
   * would mark this board with another's sowing. */
  if (self->hover_preview && self->preview_allowed && !self->has_moves_from
      && ring >= 0
      && tutor_board_is_playable (self, (guint) ring))
    {
      ToguzPosition after;

      /* The core plays the move; the board only shows what it did. */
      shown = toguz_position_play (&self->rules, &self->position,
                                   toguz_ring_hole (&self->rules,
                                                    (guint) ring),
                                   &after, &event)
              == TOGUZ_MOVE_OK;
    }

  if (shown == self->preview_shown
      && (!shown || memcmp (&event, &self->preview, sizeof event) == 0))
    return;
  self->preview_shown = shown;
  if (shown)
    self->preview = event;
  tutor_board_update_holes (self);
}

/* Keyboard focus shows the preview too, once the hole shows its focus. */
void
tutor_board_hole_state_flags_changed (GtkWidget *hole, GtkStateFlags previous,
                                      TutorBoard *self)
{
  GtkStateFlags changed = previous ^ gtk_widget_get_state_flags (hole);

  if (changed & (GTK_STATE_FLAG_FOCUSED | GTK_STATE_FLAG_FOCUS_VISIBLE))
    tutor_board_update_preview (self);
}

static int
ring_at_point (TutorBoard *self, double x, double y)
{
  GtkWidget *picked = gtk_widget_pick (GTK_WIDGET (self), x, y,
                                       GTK_PICK_DEFAULT);

  for (; picked && picked != GTK_WIDGET (self);
       picked = gtk_widget_get_parent (picked))
    {
      if (TUTOR_IS_HOLE (picked))
        return (int) ring_of (self, tutor_hole_get_side (TUTOR_HOLE (picked)),
                              tutor_hole_get_index (TUTOR_HOLE (picked)));
    }
  return -1;
}

static void
pointer_motion (GtkEventControllerMotion *controller, double x, double y,
                TutorBoard *self)
{
  int ring = ring_at_point (self, x, y);

  if (ring == self->hover_ring)
    return;
  self->hover_ring = ring;
  tutor_board_update_preview (self);
}

static void
pointer_leave (GtkEventControllerMotion *controller, TutorBoard *self)
{
  self->hover_ring = -1;
  tutor_board_update_preview (self);
}

gboolean
tutor_board_get_preview (TutorBoard *self, ToguzEvent *event)
{
  g_return_val_if_fail (TUTOR_IS_BOARD (self), FALSE);

  if (!self->preview_shown)
    return FALSE;
  if (event)
    *event = self->preview;
  return TRUE;
}

void
tutor_board_init_pointer (TutorBoard *self)
{
  GtkEventController *motion = gtk_event_controller_motion_new ();

  g_signal_connect (motion, "enter", G_CALLBACK (pointer_motion), self);
  g_signal_connect (motion, "motion", G_CALLBACK (pointer_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (pointer_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
}
