/* tutor-lesson-player-actions.c: the player's actions and buttons
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Back, Next, a hint, the solution and another try: what the action bar
 * and its shortcuts do.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "toguz-explain-text.h"
#include "tutor-lesson-player-private.h"

static void
go_next (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorLessonPlayer *self = TUTOR_LESSON_PLAYER (widget);

  if (self->lesson == NULL)
    return;
  if (self->step_index + 1 >= toguz_lesson_get_n_steps (self->lesson))
    {
      g_signal_emit (self, tutor_lesson_player_signals[PLAYER_FINISHED], 0);
      return;
    }
  tutor_lesson_player_go_to_step (self, self->step_index + 1);
}

static void
go_back (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorLessonPlayer *self = TUTOR_LESSON_PLAYER (widget);

  if (self->lesson && self->step_index > 0)
    tutor_lesson_player_go_to_step (self, self->step_index - 1);
}

static void
give_hint (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorLessonPlayer *self = TUTOR_LESSON_PLAYER (widget);
  unsigned highlight = 0;
  g_autofree char *hint = NULL;
  g_autofree char *text = NULL;

  if (self->session == NULL)
    return;
  hint = toguz_task_session_next_hint (self->session, &highlight);
  if (hint == NULL)
    return;
  /* Translators: %1$d is the rung of the hint ladder (1 to 4). */
  text = g_strdup_printf (_("Hint %1$d of 4: %2$s"),
                          toguz_task_session_get_hint_rung (self->session),
                          hint);
  tutor_lesson_player_set_hint (self, text);
  tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_HINT, highlight);
  tutor_lesson_player_update_actions (self);
}

static void
show_solution (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorLessonPlayer *self = TUTOR_LESSON_PLAYER (widget);
  const ToguzStep *step = tutor_lesson_player_current_step (self);
  const ToguzTask *task;
  g_autoptr (GArray) line = NULL;

  if (self->session == NULL
      || !toguz_task_session_can_show_solution (self->session))
    return;
  task = toguz_task_session_get_task (self->session);
  line = toguz_task_session_dup_solution_line (self->session);
  toguz_task_session_mark_solution_shown (self->session);
  tutor_lesson_player_record_solved (self);
  tutor_lesson_player_set_hint (self, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->try_again_button), FALSE);

  if (task->kind == TOGUZ_TASK_PREDICT)
    {
      g_autofree char *answer = NULL;
      g_autofree char *text = NULL;
      if (task->predict == TOGUZ_PREDICT_LANDING
          || task->predict == TOGUZ_PREDICT_TUZDIK)
        {
          unsigned ring = task->predict == TOGUZ_PREDICT_LANDING
                            ? (unsigned) task->answer
                            : (unsigned) g_bit_nth_lsf ((gulong) task->answer,
                                                        -1);
          answer = toguz_hole_name (toguz_ring_side (&step->rules, ring),
                                    toguz_ring_hole (&step->rules, ring) + 1);
          tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_TARGET,
                                     task->predict == TOGUZ_PREDICT_LANDING
                                       ? 1u << ring
                                       : (unsigned) task->answer);
        }
      else if (task->predict == TOGUZ_PREDICT_LEGAL)
        answer = g_strdup (task->answer ? _("yes, it may be sown")
                                        : _("no, it may not be sown"));
      else
        answer = g_strdup_printf ("%d", task->answer);
      text = g_strdup_printf (_("The answer: %s."), answer);
      tutor_feedback_card_set (self->feedback_card, TUTOR_FEEDBACK_INFO, text);
      tutor_lesson_player_configure_task (self);
      tutor_lesson_player_update_actions (self);
      return;
    }
  tutor_board_set_position (self->board, &step->rules,
                            toguz_task_session_get_position (self->session));
  tutor_lesson_player_show_moves (self,
                                  toguz_task_session_get_position (
                                    self->session),
                                  (const uint8_t *) line->data, line->len,
                                  AFTER_SOLUTION);
}

static void
try_again (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorLessonPlayer *self = TUTOR_LESSON_PLAYER (widget);
  const ToguzStep *step = tutor_lesson_player_current_step (self);

  if (self->session == NULL || step == NULL)
    return;
  tutor_board_set_position (self->board, &step->rules,
                            toguz_task_session_get_position (self->session));
  tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_LAST_MOVE, 0);
  tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_CAPTURE, 0);
  gtk_widget_set_visible (GTK_WIDGET (self->try_again_button), FALSE);
  tutor_feedback_card_set (self->feedback_card, TUTOR_FEEDBACK_INFO, NULL);
  tutor_lesson_player_configure_task (self);
  tutor_lesson_player_update_actions (self);
}

void
tutor_lesson_player_class_init_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "player.next", NULL,
                                   go_next);
  gtk_widget_class_install_action (widget_class, "player.back", NULL,
                                   go_back);
  gtk_widget_class_install_action (widget_class, "player.hint", NULL,
                                   give_hint);
  gtk_widget_class_install_action (widget_class, "player.show-solution",
                                   NULL, show_solution);
  gtk_widget_class_install_action (widget_class, "player.try-again", NULL,
                                   try_again);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right,
                                       GDK_ALT_MASK, "player.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left,
                                       GDK_ALT_MASK, "player.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h,
                                       GDK_CONTROL_MASK, "player.hint", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r,
                                       GDK_CONTROL_MASK, "player.try-again",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "player.show-solution", NULL);
}
