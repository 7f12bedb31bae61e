/* tutor-lesson-player-answers.c: the learner's moves and predictions judged
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The task session decides right or wrong; the engine explains a wrong
 * move and answers a right one.  The player only shows what they say.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "toguz-explain-text.h"
#include "toguz-notation.h"
#include "toguz-text.h"
#include "tutor-lesson-player-private.h"

/* Feedback texts */

char *
tutor_lesson_player_stars_text (int stars)
{
  /* Translators: the stars a task earned, out of three. */
  g_autofree char *said = g_strdup_printf (ngettext ("%d star of three",
                                                     "%d stars of three",
                                                     stars),
                                           stars);
  GString *text = g_string_new (NULL);

  for (int i = 0; i < 3; i++)
    g_string_append (text, i < stars ? "★" : "☆");
  g_string_append_printf (text, " (%s)", said);
  return g_string_free (text, FALSE);
}

char *
tutor_lesson_player_opponent_text (const ToguzRuleset *rules,
                                   const ToguzEvent *event, gboolean reply)
{
  gboolean white = event->side == TOGUZ_WHITE;
  unsigned captured = event->captured;
  char move[TOGUZ_NOTATION_MAX];

  toguz_notation_format (rules, event, move);
  if (reply && event->tuzdik_made >= 0)
    return g_strdup_printf (white ? _("Right. White answers %s and wins a "
                                      "tuzdik: your move.")
                                  : _("Right. Black answers %s and wins a "
                                      "tuzdik: your move."),
                            move);
  if (reply && captured > 0)
    return g_strdup_printf (white ? ngettext ("Right. White answers %s and "
                                              "captures %u stone: your move.",
                                              "Right. White answers %s and "
                                              "captures %u stones: your "
                                              "move.",
                                              captured)
                                  : ngettext ("Right. Black answers %s and "
                                              "captures %u stone: your move.",
                                              "Right. Black answers %s and "
                                              "captures %u stones: your "
                                              "move.",
                                              captured),
                            move, captured);
  if (reply)
    return g_strdup_printf (white ? _("Right. White answers %s: your move.")
                                  : _("Right. Black answers %s: your move."),
                            move);
  if (event->tuzdik_made >= 0)
    return g_strdup_printf (white ? _("White played %s and won a tuzdik.")
                                  : _("Black played %s and won a tuzdik."),
                            move);
  if (captured > 0)
    return g_strdup_printf (white ? ngettext ("White played %s and captured "
                                              "%u stone.",
                                              "White played %s and captured "
                                              "%u stones.",
                                              captured)
                                  : ngettext ("Black played %s and captured "
                                              "%u stone.",
                                              "Black played %s and captured "
                                              "%u stones.",
                                              captured),
                            move, captured);
  return g_strdup_printf (white ? _("White played %s.")
                                : _("Black played %s."),
                          move);
}

void
tutor_lesson_player_show_game_move (TutorLessonPlayer *self)
{
  const ToguzStep *step = tutor_lesson_player_current_step (self);
  g_autofree char *text = step ? toguz_step_dup_played_text (step) : NULL;

  gtk_label_set_text (self->played_label, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->played_label), text != NULL);
}

/* The goal's answer */

static void
on_goal_answer (GObject *source, GAsyncResult *result, gpointer data)
{
  TutorLessonPlayer *self = data;
  g_autoptr (GError) error = NULL;
  ToguzGoalAnswer answer;

  if (!tutor_engine_solve_finish (TUTOR_ENGINE (source), result, &answer,
                                  &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("The engine failed: %s", error->message);
      g_object_unref (self);
      return;
    }
  tutor_lesson_player_set_busy (self, FALSE);
  if (self->session)
    {
      toguz_task_session_set_goal_answer (self->session, &answer);
      if (self->judging_waits)
        {
          self->judging_waits = FALSE;
          tutor_lesson_player_judge_move (self);
        }
    }
  g_object_unref (self);
}

void
tutor_lesson_player_request_goal_answer (TutorLessonPlayer *self)
{
  const ToguzStep *step = tutor_lesson_player_current_step (self);
  ToguzGoal goal;

  if (self->session == NULL || self->engine == NULL
      || toguz_task_session_get_task (self->session)->kind != TOGUZ_TASK_GOAL)
    return;
  if (toguz_task_is_practice (toguz_task_session_get_task (self->session)))
    {
      tutor_lesson_player_request_practice_plan (self);
      return;
    }
  goal = toguz_task_session_get_goal (self->session);
  tutor_lesson_player_set_busy (self, TRUE);
  tutor_engine_solve_async (self->engine, &step->rules,
                            toguz_task_session_get_position (self->session),
                            &goal,
                            toguz_task_session_get_task (self->session)->margin,
                            self->cancellable, on_goal_answer,
                            g_object_ref (self));
}

/* Answers */

void
tutor_lesson_player_say_right (TutorLessonPlayer *self, const char *before)
{
  const char *success = toguz_task_session_get_success_text (self->session);
  g_autofree char *earned = tutor_lesson_player_stars_text (
    toguz_task_session_get_stars (self->session));
  /* A game played out: what it came to, before the praise. */
  g_autofree char *outcome = toguz_task_session_dup_outcome_text (
    self->session);
  g_autoptr (GString) text = g_string_new (before);

  if (outcome)
    toguz_text_append_sentence (text, g_steal_pointer (&outcome));
  toguz_text_append_sentence (text, g_strdup (success));
  /* A class is not earning the computer's learner stars. */
  if (!self->presenting)
    toguz_text_append_sentence (text, g_steal_pointer (&earned));
  tutor_lesson_player_say (self, TUTOR_FEEDBACK_SUCCESS, text->str);
  tutor_lesson_player_set_hint (self, NULL);
  tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_HINT, 0);
  tutor_lesson_player_record_solved (self);
  tutor_lesson_player_configure_task (self);
  tutor_lesson_player_update_actions (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->next_button));
}

/* The core's words on the last wrong answer: the goal first. */
static void
say_wrong (TutorLessonPlayer *self, const ToguzExplanation *explanation)
{
  g_autofree char *text = toguz_task_session_dup_wrong_feedback (
    self->session, explanation);

  tutor_lesson_player_say (self, TUTOR_FEEDBACK_WRONG, text);
}

void
tutor_lesson_player_offer_retry (TutorLessonPlayer *self)
{
  if (self->session == NULL || toguz_task_session_is_finished (self->session))
    return;
  self->wrong_shown = TRUE;
  gtk_widget_set_visible (GTK_WIDGET (self->try_again_button), TRUE);
  /* The board shows what the move did; a click chooses from before it. */
  tutor_board_set_moves_from (self->board,
                              toguz_task_session_get_position (self->session));
  tutor_lesson_player_configure_task (self);
}

static void
on_explained (GObject *source, GAsyncResult *result, gpointer data)
{
  TutorLessonPlayer *self = data;
  g_autoptr (GError) error = NULL;
  ToguzExplanation explanation;
  const ToguzStep *step;
  const ToguzGoalAnswer *answer;
  ToguzGoal goal;
  int refutation = -1;

  if (!tutor_engine_explain_finish (TUTOR_ENGINE (source), result,
                                    &explanation, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          /* The rules' account stays said; the next try is open. */
          tutor_lesson_player_set_busy (self, FALSE);
          tutor_lesson_player_offer_retry (self);
          tutor_lesson_player_update_actions (self);
        }
      g_object_unref (self);
      return;
    }
  tutor_lesson_player_set_busy (self, FALSE);
  step = tutor_lesson_player_current_step (self);
  if (step && self->session)
    {
      say_wrong (self, &explanation);

      /* Where a reply refutes the move (goals over several plies), the
       * board shows it. */
      answer = toguz_task_session_get_goal_answer (self->session);
      goal = toguz_task_session_get_goal (self->session);
      if (answer && self->learner_hole >= 0
          && toguz_task_session_get_task (self->session)->kind
               == TOGUZ_TASK_GOAL
          && !toguz_goal_is_single_move (&goal))
        {
          refutation = answer->refutation[self->learner_hole];
          if (refutation < 0)
            refutation = explanation.reply;
        }
      if (refutation >= 0 && self->learner_after.result == TOGUZ_ONGOING)
        {
          uint8_t hole = (uint8_t) refutation;
          tutor_lesson_player_show_moves (self, &self->learner_after, &hole,
                                          1, AFTER_REFUTATION);
        }
      else
        tutor_lesson_player_offer_retry (self);
    }
  tutor_lesson_player_update_actions (self);
  g_object_unref (self);
}

static void
say_wrong_move (TutorLessonPlayer *self)
{
  const ToguzStep *step = tutor_lesson_player_current_step (self);

  g_signal_emit (self, tutor_lesson_player_signals[PLAYER_WRONG_ANSWER], 0,
                 self->step_index);

  /* The move as the rules played it, at once; the engine's account (the
   * reply, the refutation) follows. */
  say_wrong (self, NULL);
  tutor_lesson_player_set_busy (self, TRUE);
  tutor_engine_explain_async (self->engine, &step->rules,
                              toguz_task_session_get_position (self->session),
                              (ToguzSide) toguz_task_session_get_position (
                                self->session)->side,
                              (unsigned) self->learner_hole, 4,
                              self->cancellable, on_explained,
                              g_object_ref (self));
}

/* The opponent's reply in a line of several turns: said, then sown; the
 * learner's next turn starts once the board shows it. */
static void
play_reply (TutorLessonPlayer *self, unsigned reply)
{
  const ToguzStep *step = tutor_lesson_player_current_step (self);
  ToguzPosition after;
  ToguzEvent event;
  uint8_t hole = (uint8_t) reply;

  if (toguz_position_play (&step->rules, &self->learner_after, reply, &after,
                           &event)
      == TOGUZ_MOVE_OK)
    {
      g_autofree char *text = tutor_lesson_player_opponent_text (
        &step->rules, &event, TRUE);
      tutor_lesson_player_say (self, TUTOR_FEEDBACK_SUCCESS, text);
    }
  tutor_lesson_player_show_moves (self, &self->learner_after, &hole, 1,
                                  AFTER_REPLY);
}

static void
on_reply_picked (GObject *source, GAsyncResult *result, gpointer data)
{
  TutorLessonPlayer *self = data;
  g_autoptr (GError) error = NULL;
  int reply = tutor_engine_pick_finish (TUTOR_ENGINE (source), result,
                                        &error);

  tutor_lesson_player_set_busy (self, FALSE);
  if (error == NULL && reply >= 0 && self->session)
    play_reply (self, (unsigned) reply);
  g_object_unref (self);
}

void
tutor_lesson_player_judge_move (TutorLessonPlayer *self)
{
  const ToguzStep *step = tutor_lesson_player_current_step (self);
  ToguzAnswer answer;

  if (self->session == NULL || step == NULL)
    return;
  if (!toguz_task_session_is_ready (self->session))
    {
      /* The engine is still working on the goal: judge when it is done. */
      self->judging_waits = TRUE;
      return;
    }
  answer = toguz_task_session_judge_move (self->session,
                                          (unsigned) self->learner_hole,
                                          &self->learner_after);
  if (toguz_task_is_practice (toguz_task_session_get_task (self->session)))
    {
      tutor_lesson_player_practice_judged (self, answer, NULL);
      return;
    }
  switch (answer)
    {
    case TOGUZ_ANSWER_RIGHT:
      tutor_lesson_player_say_right (self, NULL);
      break;
    case TOGUZ_ANSWER_GO_ON:
      {
        int scripted = toguz_task_session_get_scripted_reply (self->session);
        if (scripted >= 0)
          play_reply (self, (unsigned) scripted);
        else
          {
            /* Said while the engine thinks. */
            tutor_lesson_player_say (self, TUTOR_FEEDBACK_SUCCESS,
                                     _("Good. Now the opponent answers."));
            tutor_lesson_player_set_busy (self, TRUE);
            tutor_engine_pick_async (self->engine, &step->rules,
                                     &self->learner_after,
                                     TOGUZ_LEVEL_STRONG, 300, 0,
                                     self->cancellable, on_reply_picked,
                                     g_object_ref (self));
          }
        break;
      }
    case TOGUZ_ANSWER_WRONG:
    default:
      say_wrong_move (self);
      break;
    }
  tutor_lesson_player_update_actions (self);
}

static void
explain_illegal (TutorLessonPlayer *self, ToguzSide side, unsigned hole)
{
  const ToguzStep *step = tutor_lesson_player_current_step (self);
  ToguzExplanation explanation;
  g_autofree char *text = NULL;

  /* Depth 0: the rule alone, no search. */
  toguz_explain_move (NULL, &step->rules,
                      toguz_task_session_get_position (self->session), side,
                      hole, 0, &explanation);
  text = toguz_explanation_describe (&step->rules,
                                     toguz_task_session_get_position (
                                       self->session),
                                     &explanation);
  tutor_lesson_player_say (self, TUTOR_FEEDBACK_RULE, text);
}

void
tutor_lesson_player_play_answer (TutorLessonPlayer *self)
{
  g_autoptr (GArray) line = toguz_task_session_dup_solution_line (
    self->session);
  const ToguzStep *step = tutor_lesson_player_current_step (self);

  tutor_board_set_position (self->board, &step->rules,
                            toguz_task_session_get_start (self->session));
  tutor_lesson_player_show_moves (self,
                                  toguz_task_session_get_start (self->session),
                                  (const uint8_t *) line->data, line->len,
                                  AFTER_ANSWER_SHOWN);
}

void
tutor_lesson_player_answer (TutorLessonPlayer *self, int value)
{
  if (self->session == NULL || toguz_task_session_is_finished (self->session)
      || self->after != AFTER_NOTHING)
    return;
  /* Presenting, another answer replaces the one not judged yet. */
  self->held_prediction = value;
  if (!tutor_lesson_player_hold_verdict (self))
    tutor_lesson_player_judge_prediction (self, value);
}

void
tutor_lesson_player_judge_prediction (TutorLessonPlayer *self, int value)
{
  const ToguzTask *task = toguz_task_session_get_task (self->session);

  if (toguz_task_session_judge_prediction (self->session, value)
      == TOGUZ_ANSWER_RIGHT)
    {
      tutor_lesson_player_say_right (self, NULL);
      tutor_lesson_player_play_answer (self);
      /* Only a right answer wears the target's mark: a wrong one marked
       * so read as the answer. */
      if (task->predict == TOGUZ_PREDICT_LANDING
          || task->predict == TOGUZ_PREDICT_TUZDIK)
        tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_TARGET,
                                   1u << value);
      return;
    }
  if (task->predict == TOGUZ_PREDICT_CHOICE)
    tutor_prediction_box_strike_option (self->prediction_box, value);
  g_signal_emit (self, tutor_lesson_player_signals[PLAYER_WRONG_ANSWER], 0,
                 self->step_index);
  say_wrong (self, NULL);
  /* The core may have ended it: the answer left was forced. */
  if (toguz_task_session_get_solution_shown (self->session))
    {
      tutor_lesson_player_record_solved (self);
      tutor_lesson_player_configure_task (self);
      tutor_lesson_player_play_answer (self);
    }
  tutor_lesson_player_update_actions (self);
}

static void
on_hole_activated (TutorLessonPlayer *self, int side, int hole)
{
  const ToguzStep *step = tutor_lesson_player_current_step (self);
  const ToguzTask *task;
  const ToguzPosition *pos;

  if (self->session == NULL || step == NULL
      || toguz_task_session_is_finished (self->session)
      || self->after != AFTER_NOTHING)
    return;
  task = toguz_task_session_get_task (self->session);
  /* After a wrong move the board shows what it did: a click is the next
   * try, from the task's board.  So it is after a move whose verdict
   * waits for the teacher: the class changed its mind. */
  if (self->wrong_shown
      || (self->verdict_waits && task->kind != TOGUZ_TASK_PREDICT))
    tutor_lesson_player_retry (self);
  pos = toguz_task_session_get_position (self->session);

  if (task->kind == TOGUZ_TASK_PREDICT)
    {
      if (task->predict == TOGUZ_PREDICT_LANDING
          || task->predict == TOGUZ_PREDICT_TUZDIK)
        {
          int ring = (int) toguz_ring_index (&step->rules, (ToguzSide) side,
                                             (unsigned) hole);
          tutor_lesson_player_answer (self, ring);
        }
      return;
    }

  gtk_widget_set_visible (GTK_WIDGET (self->try_again_button), FALSE);
  if (side != pos->side
      || toguz_position_check_move (&step->rules, pos, (unsigned) hole)
           != TOGUZ_MOVE_OK)
    {
      explain_illegal (self, (ToguzSide) side, (unsigned) hole);
      return;
    }
  tutor_lesson_player_sow_learner_move (self, (unsigned) hole);
}

void
tutor_lesson_player_sow_learner_move (TutorLessonPlayer *self, unsigned hole)
{
  const ToguzStep *step = tutor_lesson_player_current_step (self);
  const ToguzPosition *pos = toguz_task_session_get_position (self->session);
  ToguzEvent event;

  /* A legal move: the ladder starts again, the board sows, then the move
   * is judged. */
  toguz_task_session_reset_hints (self->session);
  tutor_lesson_player_set_hint (self, NULL);
  tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_HINT, 0);
  toguz_position_play (&step->rules, pos, hole, &self->learner_after, &event);
  self->learner_hole = (int) hole;
  tutor_lesson_player_say (self, TUTOR_FEEDBACK_INFO, NULL);
  {
    uint8_t move = (uint8_t) hole;
    tutor_lesson_player_show_moves (self, pos, &move, 1, AFTER_LEARNER_MOVE);
  }
}

/* The count entered, or 1 for yes and 0 for no. */
static void
on_predicted (TutorLessonPlayer *self, int value)
{
  tutor_lesson_player_answer (self, value);
}

void
tutor_lesson_player_class_init_answers (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, on_hole_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_predicted);
}
