/* tutor-lesson-player-actions.c: the player's actions and buttons
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Back, Next, a hint, the solution and another try: what the action bar
 * and its shortcuts do.  The shortcuts, the digits that sow a hole among
 * them, work window-wide while the page is shown.
 */
#include "config.h"

#include <glib/gi18n.h>

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
  /* A hint speaks of the task's board: show that board. */
  if (self->wrong_shown)
    tutor_lesson_player_retry (self);
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
  tutor_lesson_player_practice_hint_shown (self);
}

void
tutor_lesson_player_play_solution (TutorLessonPlayer *self)
{
  const ToguzStep *step = tutor_lesson_player_current_step (self);
  const ToguzTask *task;
  g_autoptr (GArray) line = NULL;

  if (self->session == NULL || step == NULL)
    return;
  task = toguz_task_session_get_task (self->session);
  line = toguz_task_session_dup_solution_line (self->session);
  toguz_task_session_mark_solution_shown (self->session);
  tutor_lesson_player_record_solved (self);
  tutor_lesson_player_set_hint (self, NULL);
  tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_HINT, 0);
  gtk_widget_set_visible (GTK_WIDGET (self->try_again_button), FALSE);
  self->wrong_shown = FALSE;

  if (task->kind == TOGUZ_TASK_PREDICT)
    {
      g_autofree char *text = toguz_task_session_dup_solution_text (
        self->session);

      /* Told, marked, and played on the board. */
      if (task->predict == TOGUZ_PREDICT_LANDING)
        tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_TARGET,
                                   1u << task->answer);
      else if (task->predict == TOGUZ_PREDICT_TUZDIK)
        tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_TARGET,
                                   (unsigned) task->answer);
      else if (task->predict == TOGUZ_PREDICT_TUZDIK_ALLOWED)
        tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_TARGET,
                                   1u << task->asked_ring);
      tutor_lesson_player_say (self, TUTOR_FEEDBACK_INFO, text);
      tutor_lesson_player_configure_task (self);
      tutor_lesson_player_play_answer (self);
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
show_solution (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorLessonPlayer *self = TUTOR_LESSON_PLAYER (widget);

  if (self->session == NULL
      || !toguz_task_session_can_show_solution (self->session))
    return;
  tutor_lesson_player_play_solution (self);
}

void
tutor_lesson_player_retry (TutorLessonPlayer *self)
{
  const ToguzStep *step = tutor_lesson_player_current_step (self);

  if (self->session == NULL || step == NULL)
    return;
  self->wrong_shown = FALSE;
  /* Presenting: an answer not yet judged is taken back. */
  self->verdict_waits = FALSE;
  tutor_board_set_position (self->board, &step->rules,
                            toguz_task_session_get_position (self->session));
  /* The board as the turn began: the opponent's last move marked. */
  tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_LAST_MOVE,
                             self->turn_last_move);
  tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_CAPTURE,
                             self->turn_capture);
  gtk_widget_set_visible (GTK_WIDGET (self->try_again_button), FALSE);
  tutor_lesson_player_say (self, TUTOR_FEEDBACK_INFO, NULL);
  if (toguz_task_is_practice (toguz_task_session_get_task (self->session)))
    tutor_lesson_player_practice_begin (self, NULL);
  tutor_lesson_player_configure_task (self);
  tutor_lesson_player_update_actions (self);
}

static void
try_again (GtkWidget *widget, const char *action, GVariant *parameter)
{
  tutor_lesson_player_retry (TUTOR_LESSON_PLAYER (widget));
}

/* A digit sows that hole of the side to move, as it does on the board. */
static gboolean
choose_hole (GtkWidget *widget, GVariant *arguments, gpointer data)
{
  TutorLessonPlayer *self = TUTOR_LESSON_PLAYER (widget);

  if (!gtk_widget_is_sensitive (GTK_WIDGET (self->board)))
    return FALSE;
  return tutor_board_choose_hole (self->board, GPOINTER_TO_UINT (data));
}

void
tutor_lesson_player_init_shortcuts (TutorLessonPlayer *self)
{
  static const struct
  {
    const char *trigger;
    const char *action;
  } named[] = {
    { "<Alt>Right", "player.next" },
    { "<Alt>Left", "player.back" },
    { "<Control>h", "player.hint" },
    { "<Control>r", "player.try-again" },
    { "<Control><Shift>s", "player.show-solution" },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  /* Window-wide while the page is shown: the focus may be anywhere, on
   * the header's buttons too. */
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller),
                                     GTK_SHORTCUT_SCOPE_MANAGED);
  for (guint i = 0; i < G_N_ELEMENTS (named); i++)
    gtk_shortcut_controller_add_shortcut (
      GTK_SHORTCUT_CONTROLLER (controller),
      gtk_shortcut_new (gtk_shortcut_trigger_parse_string (named[i].trigger),
                        gtk_named_action_new (named[i].action)));
  for (guint n = 1; n <= 9; n++)
    {
      GtkShortcutTrigger *trigger = gtk_alternative_trigger_new (
        gtk_keyval_trigger_new (GDK_KEY_0 + n, 0),
        gtk_keyval_trigger_new (GDK_KEY_KP_0 + n, 0));

      gtk_shortcut_controller_add_shortcut (
        GTK_SHORTCUT_CONTROLLER (controller),
        gtk_shortcut_new (trigger,
                          gtk_callback_action_new (choose_hole,
                                                   GUINT_TO_POINTER (n),
                                                   NULL)));
    }
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
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
}
