/* tutor-task-session.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "toguz-notation.h"
#include "tutor-task-session.h"

struct _TutorTaskSession
{
  GObject parent_instance;

  const ToguzStep *step;
  ToguzPosition start;
  ToguzPosition position;
  unsigned turn;
  unsigned line_index;        /* moves of the first solution played */

  ToguzGoalAnswer answer;
  gboolean have_answer;

  int rung;
  int hints_used;
  int tries;
  int mistakes;
  gboolean solved;
  gboolean solution_shown;
  const ToguzWrong *wrong;
  GPtrArray *answers;         /* what the learner tried, as text */
  gint64 started;             /* monotonic time the task was shown */
};

G_DEFINE_FINAL_TYPE (TutorTaskSession, tutor_task_session, G_TYPE_OBJECT)

static void
tutor_task_session_finalize (GObject *object)
{
  TutorTaskSession *self = TUTOR_TASK_SESSION (object);

  g_ptr_array_unref (self->answers);
  G_OBJECT_CLASS (tutor_task_session_parent_class)->finalize (object);
}

static void
tutor_task_session_class_init (TutorTaskSessionClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tutor_task_session_finalize;
}

static void
tutor_task_session_init (TutorTaskSession *self)
{
  self->answers = g_ptr_array_new_with_free_func (g_free);
  self->started = g_get_monotonic_time ();
}

TutorTaskSession *
tutor_task_session_new (const ToguzStep *step)
{
  TutorTaskSession *self;

  g_return_val_if_fail (step != NULL && step->task != NULL, NULL);
  self = g_object_new (TUTOR_TYPE_TASK_SESSION, NULL);
  self->step = step;
  toguz_step_get_task_position (step, &self->start);
  self->position = self->start;
  return self;
}

const ToguzStep *
tutor_task_session_get_step (TutorTaskSession *self)
{
  return self->step;
}

const ToguzTask *
tutor_task_session_get_task (TutorTaskSession *self)
{
  return self->step->task;
}

const ToguzPosition *
tutor_task_session_get_position (TutorTaskSession *self)
{
  return &self->position;
}

const ToguzPosition *
tutor_task_session_get_start (TutorTaskSession *self)
{
  return &self->start;
}

ToguzGoal
tutor_task_session_get_goal (TutorTaskSession *self)
{
  return toguz_task_goal_at_turn (self->step->task, &self->start,
                                  &self->position, self->turn);
}

void
tutor_task_session_set_goal_answer (TutorTaskSession *self,
                                    const ToguzGoalAnswer *answer)
{
  self->answer = *answer;
  self->have_answer = TRUE;
}

const ToguzGoalAnswer *
tutor_task_session_get_goal_answer (TutorTaskSession *self)
{
  return self->have_answer ? &self->answer : NULL;
}

gboolean
tutor_task_session_is_ready (TutorTaskSession *self)
{
  return self->step->task->kind != TOGUZ_TASK_GOAL || self->have_answer;
}

/* The move in notation, as the core plays it. */
static void
note_move (TutorTaskSession *self, unsigned hole)
{
  ToguzPosition after;
  ToguzEvent event;
  char notation[TOGUZ_NOTATION_MAX];

  if (toguz_position_play (&self->step->rules, &self->position, hole, &after,
                           &event)
      != TOGUZ_MOVE_OK)
    return;
  toguz_notation_format (&self->step->rules, &event, notation);
  g_ptr_array_add (self->answers, g_strdup (notation));
}

TutorAnswer
tutor_task_session_judge_move (TutorTaskSession *self, unsigned hole,
                               const ToguzPosition *after)
{
  const ToguzTask *task = self->step->task;
  gboolean right;

  g_return_val_if_fail (tutor_task_session_is_ready (self),
                        TUTOR_ANSWER_WRONG);
  note_move (self, hole);
  self->tries++;
  self->wrong = NULL;
  if (task->kind == TOGUZ_TASK_GOAL)
    right = (self->answer.achieving >> hole) & 1u;
  else if (task->kind == TOGUZ_TASK_MOVES)
    right = (task->accepted >> hole) & 1u;
  else
    right = FALSE;

  /* With a stated, scripted line, later turns follow the line. */
  if (right && self->turn > 0 && task->scripted_replies)
    {
      GArray *line = g_ptr_array_index (task->solutions, 0);
      if (self->line_index < line->len)
        right = g_array_index (line, uint8_t, self->line_index) == hole;
    }
  /* Without accept="any", only the stated first moves are right. */
  if (right && self->turn == 0 && task->kind == TOGUZ_TASK_GOAL
      && !task->accept_any && task->solutions->len > 0
      && !self->answer.unique)
    right = (toguz_task_get_stated_moves (task) >> hole) & 1u;

  if (!right)
    {
      self->mistakes++;
      self->wrong = self->turn == 0 ? toguz_task_find_wrong_move (task, hole)
                                    : NULL;
      return TUTOR_ANSWER_WRONG;
    }

  self->line_index++;
  if (self->turn + 1 < task->turns && after->result == TOGUZ_ONGOING)
    {
      self->position = *after;
      return TUTOR_ANSWER_GO_ON;
    }
  self->position = *after;
  self->solved = TRUE;
  return TUTOR_ANSWER_RIGHT;
}

TutorAnswer
tutor_task_session_judge_prediction (TutorTaskSession *self, int answer)
{
  const ToguzTask *task = self->step->task;
  gboolean right;

  g_return_val_if_fail (task->kind == TOGUZ_TASK_PREDICT, TUTOR_ANSWER_WRONG);
  g_ptr_array_add (self->answers,
                   toguz_task_format_answer (task, &self->step->rules,
                                             answer));
  self->tries++;
  if (task->predict == TOGUZ_PREDICT_TUZDIK)
    right = answer >= 0 && answer < 32 && ((task->answer >> answer) & 1);
  else
    right = answer == task->answer;
  self->wrong = right ? NULL : toguz_task_find_wrong_answer (task, answer);
  if (right)
    self->solved = TRUE;
  else
    self->mistakes++;
  return right ? TUTOR_ANSWER_RIGHT : TUTOR_ANSWER_WRONG;
}

int
tutor_task_session_get_scripted_reply (TutorTaskSession *self)
{
  const ToguzTask *task = self->step->task;
  GArray *line;

  if (!task->scripted_replies || task->solutions->len == 0)
    return -1;
  line = g_ptr_array_index (task->solutions, 0);
  if (self->line_index >= line->len)
    return -1;
  return g_array_index (line, uint8_t, self->line_index);
}

void
tutor_task_session_next_turn (TutorTaskSession *self,
                              const ToguzPosition *after_reply)
{
  self->position = *after_reply;
  self->turn++;
  self->line_index++;
  self->have_answer = FALSE;
  tutor_task_session_reset_hints (self);
}

char *
tutor_task_session_next_hint (TutorTaskSession *self, unsigned *highlight)
{
  if (self->rung >= 4)
    return NULL;
  self->rung++;
  self->hints_used++;
  return toguz_task_dup_hint (self->step->task, &self->step->rules,
                              &self->position,
                              self->have_answer ? &self->answer : NULL,
                              self->rung, highlight);
}

int
tutor_task_session_get_hint_rung (TutorTaskSession *self)
{
  return self->rung;
}

void
tutor_task_session_reset_hints (TutorTaskSession *self)
{
  self->rung = 0;
}

const char *
tutor_task_session_get_wrong_comment (TutorTaskSession *self)
{
  return self->wrong ? toguz_lesson_text_get (self->wrong->comment) : NULL;
}

gboolean
tutor_task_session_can_show_solution (TutorTaskSession *self)
{
  return self->tries > 0 && !self->solved;
}

GArray *
tutor_task_session_dup_solution_line (TutorTaskSession *self)
{
  const ToguzTask *task = self->step->task;
  GArray *line = g_array_new (FALSE, FALSE, sizeof (uint8_t));

  if (task->kind == TOGUZ_TASK_PREDICT)
    {
      if (task->predict_hole >= 0)
        {
          uint8_t hole = (uint8_t) task->predict_hole;
          g_array_append_val (line, hole);
        }
      return line;
    }
  if (task->solutions->len > 0 && self->turn == 0)
    {
      GArray *stated = g_ptr_array_index (task->solutions, 0);
      g_array_append_vals (line, stated->data, stated->len);
    }
  else if (task->kind == TOGUZ_TASK_GOAL && self->have_answer)
    g_array_append_vals (line, self->answer.proof,
                         self->answer.proof_length);
  else if (task->kind == TOGUZ_TASK_MOVES && task->accepted)
    {
      uint8_t hole = (uint8_t) g_bit_nth_lsf (task->accepted, -1);
      g_array_append_val (line, hole);
    }
  return line;
}

void
tutor_task_session_mark_solution_shown (TutorTaskSession *self)
{
  self->solution_shown = TRUE;
  self->solved = TRUE;
}

gboolean
tutor_task_session_is_solved (TutorTaskSession *self)
{
  return self->solved;
}

gboolean
tutor_task_session_get_solution_shown (TutorTaskSession *self)
{
  return self->solution_shown;
}

int
tutor_task_session_get_tries (TutorTaskSession *self)
{
  return self->tries;
}

int
tutor_task_session_get_hints_used (TutorTaskSession *self)
{
  return self->hints_used;
}

int
tutor_task_session_get_stars (TutorTaskSession *self)
{
  if (!self->solved || self->solution_shown)
    return 0;
  if (self->mistakes == 0 && self->hints_used == 0)
    return 3;
  if (self->mistakes <= 1 && self->hints_used <= 2)
    return 2;
  return 1;
}

const GPtrArray *
tutor_task_session_get_answers (TutorTaskSession *self)
{
  return self->answers;
}

guint
tutor_task_session_get_seconds (TutorTaskSession *self)
{
  return (guint) ((g_get_monotonic_time () - self->started) / G_USEC_PER_SEC);
}
