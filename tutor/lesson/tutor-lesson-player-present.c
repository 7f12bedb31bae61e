/* tutor-lesson-player-present.c: the player shown to a class
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Presenting, the page is read from the back of a classroom: the words
 * large, the board as large as the screen allows, no action bar, hints
 * or stars.  The class answers through the teacher, whose click or digit
 * plays the answer; its verdict, and the solution, wait until the
 * teacher steps on.  What a step on does is the pace's to say
 * (tutor-presentation-pace.h).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tutor-lesson-player-private.h"

/* The clamp's sizes in tutor-lesson-player.ui, and presenting: wide
 * enough that the board is held by the screen's height. */
#define CLAMP_SIZE 1000
#define CLAMP_THRESHOLD 800
#define PRESENTING_CLAMP_SIZE 1800
#define PRESENTING_CLAMP_THRESHOLD 1400

static TutorPaceState
pace_state (TutorLessonPlayer *self)
{
  TutorPaceState state = {
    .session = self->session,
    .answer_waits = self->verdict_waits,
    .sowing = self->after != AFTER_NOTHING
              || tutor_board_get_animating (self->board),
    .engine_busy = self->engine_busy,
  };

  return state;
}

gboolean
tutor_lesson_player_hold_verdict (TutorLessonPlayer *self)
{
  const ToguzTask *task;

  if (!self->presenting || self->session == NULL)
    return FALSE;
  task = toguz_task_session_get_task (self->session);
  self->verdict_waits = TRUE;
  tutor_lesson_player_say (self, TUTOR_FEEDBACK_INFO,
                           _("The answer is in. Space tells whether it is "
                             "right."));
  /* The class may change its mind: another hole is another answer, from
   * the task's board. */
  if (task->kind != TOGUZ_TASK_PREDICT)
    tutor_board_set_moves_from (self->board,
                                toguz_task_session_get_position (
                                  self->session));
  tutor_lesson_player_configure_task (self);
  tutor_lesson_player_update_actions (self);
  return TRUE;
}

static void
reveal_verdict (TutorLessonPlayer *self)
{
  const ToguzTask *task = toguz_task_session_get_task (self->session);

  self->verdict_waits = FALSE;
  tutor_lesson_player_say (self, TUTOR_FEEDBACK_INFO, NULL);
  if (task->kind == TOGUZ_TASK_PREDICT)
    tutor_lesson_player_judge_prediction (self, self->held_prediction);
  else
    {
      /* As when the move was judged at once: no other answer while the
       * engine explains this one. */
      tutor_board_set_interactive (self->board, FALSE);
      tutor_lesson_player_judge_move (self);
    }
  tutor_lesson_player_update_actions (self);
}

TutorPace
tutor_lesson_player_step_on (TutorLessonPlayer *self)
{
  TutorPaceState state;
  TutorPace pace;

  g_return_val_if_fail (TUTOR_IS_LESSON_PLAYER (self), TUTOR_PACE_WAIT);
  state = pace_state (self);
  pace = tutor_pace_step_on (&state);
  switch (pace)
    {
    case TUTOR_PACE_SKIP_SOWING:
      /* Every move queued, a solution's line too (each skip may start
       * the next move). */
      for (guint i = 0; i < 64 && tutor_board_get_animating (self->board);
           i++)
        tutor_board_skip_animation (self->board);
      break;
    case TUTOR_PACE_REVEAL_VERDICT:
      reveal_verdict (self);
      break;
    case TUTOR_PACE_SHOW_SOLUTION:
      tutor_lesson_player_play_solution (self);
      break;
    case TUTOR_PACE_NEXT:
      if (!self->single_step)
        gtk_widget_activate_action (GTK_WIDGET (self), "player.next", NULL);
      break;
    case TUTOR_PACE_WAIT:
    default:
      break;
    }
  return pace;
}

void
tutor_lesson_player_update_presenter_line (TutorLessonPlayer *self)
{
  TutorPaceState state;
  TutorPaceNext next = TUTOR_PACE_TO_STEP;
  const char *words;
  g_autoptr (GString) line = NULL;

  if (!self->presenting || self->lesson == NULL)
    return;
  if (self->single_step)
    next = TUTOR_PACE_TO_PUZZLE;
  else if (self->step_index + 1 >= toguz_lesson_get_n_steps (self->lesson))
    next = TUTOR_PACE_TO_END;
  state = pace_state (self);
  words = tutor_pace_describe (tutor_pace_step_on (&state), next);
  /* While the board sows or the engine works, what follows is not known
   * yet: the line stays as it was. */
  if (words == NULL)
    return;
  line = g_string_new (words);
  if (!self->single_step && self->step_index > 0)
    /* Translators: the key that goes back a step, presenting. */
    g_string_append_printf (line, "  ·  %s", _("←: back"));
  /* Translators: the key that leaves the presentation mode. */
  g_string_append_printf (line, "  ·  %s", _("Esc: leave"));
  gtk_label_set_text (self->presenter_line, line->str);
}

/* A class cannot scroll: presenting, the hint and the feedback leave
 * their scrolled place of one size for the task's box, shown whole, and
 * the board gives way to them; a learner's board keeps its place. */
static void
show_messages_whole (TutorLessonPlayer *self, gboolean whole)
{
  GtkWidget *box = self->messages_box;

  g_object_ref (box);
  if (whole)
    {
      gtk_scrolled_window_set_child (self->messages, NULL);
      gtk_box_append (self->task_box, box);
    }
  else
    {
      gtk_box_remove (self->task_box, box);
      gtk_scrolled_window_set_child (self->messages, box);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->messages), !whole);
  g_object_unref (box);
}

void
tutor_lesson_player_set_presenting (TutorLessonPlayer *self,
                                    gboolean presenting)
{
  g_return_if_fail (TUTOR_IS_LESSON_PLAYER (self));

  presenting = !!presenting;
  if (self->presenting == presenting)
    return;
  self->presenting = presenting;
  if (presenting)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self), "presenting");
      tutor_lesson_player_set_hint (self, NULL);
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self), "presenting");
      /* Nothing stays held back from a learner. */
      if (self->verdict_waits)
        reveal_verdict (self);
    }
  adw_clamp_set_maximum_size (self->clamp, presenting
                                             ? PRESENTING_CLAMP_SIZE
                                             : CLAMP_SIZE);
  adw_clamp_set_tightening_threshold (self->clamp,
                                      presenting ? PRESENTING_CLAMP_THRESHOLD
                                                 : CLAMP_THRESHOLD);
  show_messages_whole (self, presenting);
  gtk_widget_set_visible (self->action_bar, !presenting);
  gtk_widget_set_visible (GTK_WIDGET (self->presenter_line), presenting);
  if (self->lesson)
    tutor_lesson_player_update_counter (self);
  tutor_lesson_player_update_actions (self);
}

gboolean
tutor_lesson_player_get_presenting (TutorLessonPlayer *self)
{
  g_return_val_if_fail (TUTOR_IS_LESSON_PLAYER (self), FALSE);
  return self->presenting;
}

gboolean
tutor_lesson_player_get_verdict_waits (TutorLessonPlayer *self)
{
  g_return_val_if_fail (TUTOR_IS_LESSON_PLAYER (self), FALSE);
  return self->verdict_waits;
}

const char *
tutor_lesson_player_get_presenter_line (TutorLessonPlayer *self)
{
  g_return_val_if_fail (TUTOR_IS_LESSON_PLAYER (self), NULL);
  return self->presenting ? gtk_label_get_text (self->presenter_line)
                          : NULL;
}
