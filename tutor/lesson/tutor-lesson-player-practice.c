/* tutor-lesson-player-practice.c: a task played out against the beginner
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A practice task (toguz-practice.h) takes any legal move.  The engine's
 * beginner level answers each, picked by the core on the engine's thread
 * and sown on the board; the feedback counts the moves ("Move 3 of 6");
 * after the reply to the last, the task session says what the line came
 * to.  The engine's own line from each turn's board, asked for as the
 * turn begins, serves the hints and the solution.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "toguz-text.h"
#include "tutor-lesson-player-private.h"

static gboolean
is_practice (TutorLessonPlayer *self)
{
  return self->session
         && toguz_task_is_practice (toguz_task_session_get_task (
           self->session));
}

/* The plan and the reply may run at once: busy until both are done. */
static void
job_started (TutorLessonPlayer *self)
{
  self->practice_jobs++;
  tutor_lesson_player_set_busy (self, TRUE);
}

static void
job_done (TutorLessonPlayer *self, gboolean cancelled)
{
  if (self->practice_jobs > 0)
    self->practice_jobs--;
  /* Cancelled: the step changed (or the page went), and said so. */
  if (!cancelled && self->practice_jobs == 0)
    tutor_lesson_player_set_busy (self, FALSE);
}

/* "Move 3 of 6: your move.", after `before` and the stones so far. */
static char *
your_move_text (TutorLessonPlayer *self, const char *before)
{
  const ToguzTask *task = toguz_task_session_get_task (self->session);
  g_autoptr (GString) text = g_string_new (before);

  if (toguz_task_session_get_turn (self->session) > 0)
    {
      char *standing = toguz_practice_describe_standing (
        task, toguz_task_session_get_start (self->session),
        toguz_task_session_get_position (self->session));

      if (standing)
        toguz_text_append_sentence (text, standing);
    }
  /* Translators: the learner's move being asked for in a game played out
   * against the beginner, and how many there are. */
  toguz_text_append_sentence (
    text, g_strdup_printf (_("Move %u of %u: your move."),
                           toguz_task_session_get_turn (self->session) + 1,
                           task->turns));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

void
tutor_lesson_player_practice_begin (TutorLessonPlayer *self,
                                    const char *before)
{
  g_autofree char *text = NULL;

  if (!is_practice (self) || toguz_task_session_is_finished (self->session))
    return;
  text = your_move_text (self, before);
  tutor_lesson_player_say (self, TUTOR_FEEDBACK_INFO, text);
}

/* The engine's line */

typedef struct
{
  TutorLessonPlayer *self;
  ToguzPosition position;  /* the board it was asked for */
} PlanRequest;

static void
on_plan (GObject *source, GAsyncResult *result, gpointer data)
{
  PlanRequest *request = data;
  TutorLessonPlayer *self = request->self;
  g_autoptr (GError) error = NULL;
  ToguzGoalAnswer answer;
  gboolean ok = tutor_engine_practice_plan_finish (TUTOR_ENGINE (source),
                                                   result, &answer, &error);
  gboolean cancelled = g_error_matches (error, G_IO_ERROR,
                                        G_IO_ERROR_CANCELLED);

  job_done (self, cancelled);
  if (!ok && !cancelled)
    g_warning ("The engine failed: %s", error->message);
  /* The learner may have moved on while the engine thought: the line is
   * for the board it was asked for only. */
  if (ok && answer.decided && is_practice (self)
      && !toguz_task_session_is_finished (self->session)
      && toguz_task_session_get_goal_answer (self->session) == NULL
      && toguz_position_equal (toguz_task_session_get_position (
                                 self->session),
                               &request->position))
    {
      toguz_task_session_set_goal_answer (self->session, &answer);
      tutor_lesson_player_update_actions (self);
    }
  g_object_unref (self);
  g_free (request);
}

void
tutor_lesson_player_request_practice_plan (TutorLessonPlayer *self)
{
  const ToguzStep *step = tutor_lesson_player_current_step (self);
  const ToguzTask *task;
  const ToguzPosition *pos;
  PlanRequest *request;

  if (!is_practice (self) || self->engine == NULL || step == NULL
      || toguz_task_session_is_finished (self->session)
      || toguz_task_session_get_goal_answer (self->session) != NULL)
    return;
  task = toguz_task_session_get_task (self->session);
  pos = toguz_task_session_get_position (self->session);
  if (pos->result != TOGUZ_ONGOING)
    return;
  request = g_new0 (PlanRequest, 1);
  request->self = g_object_ref (self);
  request->position = *pos;
  job_started (self);
  tutor_engine_practice_plan_async (
    self->engine, &step->rules, pos,
    task->turns - toguz_task_session_get_turn (self->session),
    self->cancellable, on_plan, request);
}

/* The beginner's reply */

static void
on_reply (GObject *source, GAsyncResult *result, gpointer data)
{
  TutorLessonPlayer *self = data;
  g_autoptr (GError) error = NULL;
  int reply = tutor_engine_practice_reply_finish (TUTOR_ENGINE (source),
                                                  result, &error);
  gboolean cancelled = g_error_matches (error, G_IO_ERROR,
                                        G_IO_ERROR_CANCELLED);
  const ToguzStep *step;

  job_done (self, cancelled);
  step = cancelled ? NULL : tutor_lesson_player_current_step (self);
  if (step && reply >= 0 && is_practice (self))
    {
      const ToguzPosition *pos = toguz_task_session_get_position (
        self->session);
      ToguzPosition after;
      ToguzEvent event;
      uint8_t hole = (uint8_t) reply;

      if (toguz_position_play (&step->rules, pos, hole, &after, &event)
          == TOGUZ_MOVE_OK)
        {
          /* "Black played 22 and captured 4 stones.", as it is sown. */
          g_autofree char *text = tutor_lesson_player_opponent_text (
            &step->rules, &event, FALSE);
          tutor_lesson_player_say (self, TUTOR_FEEDBACK_INFO, text);
          tutor_lesson_player_show_moves (self, pos, &hole, 1, AFTER_REPLY);
        }
    }
  g_object_unref (self);
}

/* The line missed the goal: what it came to, and a new try from the
 * task's board, which the session is back on. */
static void
say_missed (TutorLessonPlayer *self, const char *before)
{
  g_autofree char *said = toguz_task_session_dup_wrong_feedback (
    self->session, NULL);
  g_autoptr (GString) text = g_string_new (before);

  g_signal_emit (self, tutor_lesson_player_signals[PLAYER_WRONG_ANSWER], 0,
                 self->step_index);
  if (said)
    toguz_text_append_sentence (text, g_steal_pointer (&said));
  tutor_lesson_player_say (self, TUTOR_FEEDBACK_WRONG, text->str);
  /* Try Again shows the task's board as it was first shown. */
  self->turn_last_move = self->start_last_move;
  self->turn_capture = self->start_capture;
  tutor_lesson_player_offer_retry (self);
  tutor_lesson_player_request_practice_plan (self);
  tutor_lesson_player_update_actions (self);
}

void
tutor_lesson_player_practice_judged (TutorLessonPlayer *self,
                                     ToguzAnswer answer, const char *before)
{
  const ToguzStep *step = tutor_lesson_player_current_step (self);
  const ToguzTask *task = toguz_task_session_get_task (self->session);

  switch (answer)
    {
    case TOGUZ_ANSWER_GO_ON:
      {
        g_autofree char *text = NULL;

        /* Translators: in a game played out against the beginner, after
         * the learner's move; the beginner's reply follows. */
        text = g_strdup_printf (_("Move %u of %u played: the beginner "
                                  "answers."),
                                toguz_task_session_get_turn (self->session)
                                  + 1,
                                task->turns);
        tutor_lesson_player_say (self, TUTOR_FEEDBACK_INFO, text);
        /* Nothing is played until the reply is on the board. */
        tutor_board_set_interactive (self->board, FALSE);
        job_started (self);
        tutor_engine_practice_reply_async (
          self->engine, &step->rules,
          toguz_task_session_get_position (self->session), self->cancellable,
          on_reply, g_object_ref (self));
        break;
      }
    case TOGUZ_ANSWER_RIGHT:
      tutor_lesson_player_say_right (self, before);
      break;
    case TOGUZ_ANSWER_WRONG:
    default:
      say_missed (self, before);
      break;
    }
  tutor_lesson_player_update_actions (self);
}

void
tutor_lesson_player_practice_reply_shown (TutorLessonPlayer *self)
{
  /* What the reply did, said as it began, stays before what follows. */
  g_autofree char *reply = g_strdup (tutor_feedback_card_get_text (
    self->feedback_card));
  ToguzAnswer answer = toguz_task_session_reply (
    self->session, tutor_board_get_position (self->board));

  if (answer != TOGUZ_ANSWER_GO_ON)
    {
      tutor_lesson_player_practice_judged (self, answer, reply);
      return;
    }
  /* A new turn: the last hint spoke of the board before. */
  tutor_lesson_player_set_hint (self, NULL);
  tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_HINT, 0);
  tutor_lesson_player_configure_task (self);
  tutor_lesson_player_note_turn_board (self);
  tutor_lesson_player_practice_begin (self, reply);
  tutor_lesson_player_request_practice_plan (self);
}

void
tutor_lesson_player_practice_hint_shown (TutorLessonPlayer *self)
{
  int move;

  if (!is_practice (self) || self->after != AFTER_NOTHING)
    return;
  move = toguz_task_session_get_hint_move (self->session);
  if (move < 0)
    return;
  /* The last rung plays the engine's move for the learner; the hint
   * stays said while it is sown. */
  {
    g_autofree char *hint = g_strdup (tutor_lesson_player_get_hint (self));

    tutor_lesson_player_sow_learner_move (self, (unsigned) move);
    tutor_lesson_player_set_hint (self, hint);
  }
}
