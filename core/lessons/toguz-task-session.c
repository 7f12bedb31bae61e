/* toguz-task-session.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "toguz-explain-text.h"
#include "toguz-hint.h"
#include "toguz-notation.h"
#include "toguz-practice.h"
#include "toguz-task-session.h"
#include "toguz-task-text.h"
#include "toguz-tuzdik-question.h"

struct _ToguzTaskSession
{
  GObject parent_instance;

  const ToguzStep *step;
  ToguzPosition start;
  ToguzPosition position;
  unsigned turn;
  /* The line played so far: the learner's right moves and the replies,
   * for the scripted replies and the solution shown. */
  GArray *played;

  ToguzGoalAnswer answer;
  gboolean have_answer;
  ToguzTaskVerdict verdict;   /* the core's judgement of this turn */
  int wrong_hole;             /* the last wrong move, or -1 */
  /* The wrong answers of this turn: holes for moves, else as
   * toguz_task_prediction_choices() counts them. */
  unsigned tried;
  gboolean forced;            /* a right answer was all that was left */
  gboolean failed_before;     /* a retry of a task failed earlier */

  int rung;
  int hints_used;
  int tries;
  int mistakes;
  gboolean solved;
  gboolean solution_shown;
  const ToguzWrong *wrong;
  GPtrArray *answers;         /* what the learner tried, as text */
  gint64 started;             /* monotonic time the task was shown */

  /* A practice task (toguz-practice.h): `played` is the line of this
   * play-through, both sides'; what the last one came to; the engine's
   * line from the task's board, once known, which a new try starts
   * with; the move the fourth rung plays, and how many of this line's
   * moves it played. */
  ToguzPracticeOutcome outcome;
  gboolean have_outcome;
  ToguzGoalAnswer start_plan;
  gboolean have_start_plan;
  int hint_move;
  unsigned hinted_moves;
};

G_DEFINE_FINAL_TYPE (ToguzTaskSession, toguz_task_session, G_TYPE_OBJECT)

static void
toguz_task_session_finalize (GObject *object)
{
  ToguzTaskSession *self = TOGUZ_TASK_SESSION (object);

  g_ptr_array_unref (self->answers);
  g_array_unref (self->played);
  G_OBJECT_CLASS (toguz_task_session_parent_class)->finalize (object);
}

static void
toguz_task_session_class_init (ToguzTaskSessionClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = toguz_task_session_finalize;
}

static void
toguz_task_session_init (ToguzTaskSession *self)
{
  self->answers = g_ptr_array_new_with_free_func (g_free);
  self->played = g_array_new (FALSE, FALSE, sizeof (uint8_t));
  self->started = g_get_monotonic_time ();
  self->wrong_hole = -1;
  self->hint_move = -1;
}

/* Asks the core which moves are right on the board of this turn. */
static void
judge_turn (ToguzTaskSession *self)
{
  toguz_task_right_moves (self->step->task, &self->step->rules,
                          &self->position, self->turn,
                          self->have_answer ? &self->answer : NULL,
                          &self->verdict);
}

ToguzTaskSession *
toguz_task_session_new (const ToguzStep *step)
{
  ToguzTaskSession *self;

  g_return_val_if_fail (step != NULL && step->task != NULL, NULL);
  self = g_object_new (TOGUZ_TYPE_TASK_SESSION, NULL);
  self->step = step;
  toguz_step_get_task_position (step, &self->start);
  self->position = self->start;
  judge_turn (self);
  return self;
}

const ToguzStep *
toguz_task_session_get_step (ToguzTaskSession *self)
{
  return self->step;
}

const ToguzTask *
toguz_task_session_get_task (ToguzTaskSession *self)
{
  return self->step->task;
}

const ToguzPosition *
toguz_task_session_get_position (ToguzTaskSession *self)
{
  return &self->position;
}

const ToguzPosition *
toguz_task_session_get_start (ToguzTaskSession *self)
{
  return &self->start;
}

ToguzGoal
toguz_task_session_get_goal (ToguzTaskSession *self)
{
  return toguz_task_goal_at_turn (self->step->task, &self->start,
                                  &self->position, self->turn);
}

void
toguz_task_session_set_goal_answer (ToguzTaskSession *self,
                                    const ToguzGoalAnswer *answer)
{
  self->answer = *answer;
  self->have_answer = TRUE;
  if (toguz_task_is_practice (self->step->task) && self->played->len == 0)
    {
      self->start_plan = *answer;
      self->have_start_plan = TRUE;
    }
  judge_turn (self);
}

void
toguz_task_session_solve (ToguzTaskSession *self, ToguzSearch *search)
{
  ToguzGoalAnswer answer;
  ToguzTaskVerdict verdict;

  if (self->step->task->kind != TOGUZ_TASK_GOAL || self->have_answer)
    return;
  /* The judge solves the turn's goal the one way every judge must. */
  toguz_task_judge_turn (self->step->task, &self->step->rules, &self->start,
                         &self->position, self->turn, search, 0, &answer,
                         &verdict);
  toguz_task_session_set_goal_answer (self, &answer);
}

const ToguzTaskVerdict *
toguz_task_session_get_verdict (ToguzTaskSession *self)
{
  return toguz_task_session_is_ready (self) ? &self->verdict : NULL;
}

const ToguzGoalAnswer *
toguz_task_session_get_goal_answer (ToguzTaskSession *self)
{
  return self->have_answer ? &self->answer : NULL;
}

gboolean
toguz_task_session_is_ready (ToguzTaskSession *self)
{
  /* A practice task takes any move: its engine's line is for hints. */
  return self->step->task->kind != TOGUZ_TASK_GOAL || self->have_answer
         || toguz_task_is_practice (self->step->task);
}

/* The move in notation, as the core plays it. */
static void
note_move (ToguzTaskSession *self, unsigned hole)
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

/* Practice: the play-through is over; the core's judge says what it came
 * to.  A wrong one starts again from the task's board. */
static ToguzAnswer
finish_line (ToguzTaskSession *self)
{
  const ToguzTask *task = self->step->task;
  unsigned learner_moves;

  toguz_practice_judge (task, &self->step->rules, &self->start,
                        (const uint8_t *) self->played->data,
                        self->played->len, &self->outcome);
  self->have_outcome = TRUE;
  self->tries++;
  learner_moves = self->outcome.moves;
  if (self->outcome.reached)
    {
      self->solved = TRUE;
      /* Every move the hints' last rung played: the line was shown, not
       * found. */
      if (self->hinted_moves >= learner_moves)
        self->solution_shown = TRUE;
      return TOGUZ_ANSWER_RIGHT;
    }
  self->mistakes++;
  self->wrong = toguz_task_find_wrong_move (
    task, g_array_index (self->played, uint8_t, 0));
  self->position = self->start;
  self->turn = 0;
  g_array_set_size (self->played, 0);
  self->hinted_moves = 0;
  self->hint_move = -1;
  self->have_answer = self->have_start_plan;
  if (self->have_answer)
    self->answer = self->start_plan;
  judge_turn (self);
  toguz_task_session_reset_hints (self);
  return TOGUZ_ANSWER_WRONG;
}

/* Practice: any legal move goes on, to the reply; a move that ends the
 * game ends the line. */
static ToguzAnswer
judge_practice_move (ToguzTaskSession *self, unsigned hole,
                     const ToguzPosition *after)
{
  uint8_t move = (uint8_t) hole;

  note_move (self, hole);
  self->wrong = NULL;
  self->wrong_hole = -1;
  self->have_outcome = FALSE;
  g_array_append_val (self->played, move);
  if ((int) hole == self->hint_move)
    self->hinted_moves++;
  self->hint_move = -1;
  self->position = *after;
  if (after->result != TOGUZ_ONGOING)
    return finish_line (self);
  /* The engine's line was for the board before the move. */
  self->have_answer = FALSE;
  return TOGUZ_ANSWER_GO_ON;
}

ToguzAnswer
toguz_task_session_judge_move (ToguzTaskSession *self, unsigned hole,
                               const ToguzPosition *after)
{
  const ToguzTask *task = self->step->task;

  g_return_val_if_fail (toguz_task_session_is_ready (self),
                        TOGUZ_ANSWER_WRONG);
  if (toguz_task_is_practice (task))
    return judge_practice_move (self, hole, after);
  note_move (self, hole);
  self->tries++;
  self->wrong = NULL;
  self->wrong_hole = -1;
  if (hole >= TOGUZ_MAX_HOLES || !((self->verdict.right >> hole) & 1u))
    {
      self->mistakes++;
      if (hole < TOGUZ_MAX_HOLES)
        {
          self->wrong = self->verdict.comment[hole];
          self->wrong_hole = (int) hole;
          self->tried |= 1u << hole;
        }
      return TOGUZ_ANSWER_WRONG;
    }
  /* Found by elimination: every other move was tried. */
  if (self->tried != 0
      && (self->verdict.legal & ~self->tried & ~self->verdict.right) == 0)
    self->forced = TRUE;

  {
    uint8_t move = (uint8_t) hole;
    g_array_append_val (self->played, move);
  }
  if (self->turn + 1 < task->turns && after->result == TOGUZ_ONGOING)
    {
      self->position = *after;
      return TOGUZ_ANSWER_GO_ON;
    }
  self->position = *after;
  self->solved = TRUE;
  return TOGUZ_ANSWER_RIGHT;
}

gboolean
toguz_task_session_play (ToguzTaskSession *self, unsigned hole,
                         ToguzPosition *after, ToguzAnswer *answer)
{
  ToguzPosition played;

  if (toguz_position_play (&self->step->rules, &self->position, hole,
                           &played, NULL)
      != TOGUZ_MOVE_OK)
    return FALSE;
  if (after)
    *after = played;
  *answer = toguz_task_session_judge_move (self, hole, &played);
  return TRUE;
}

ToguzAnswer
toguz_task_session_judge_prediction (ToguzTaskSession *self, int answer)
{
  const ToguzTask *task = self->step->task;
  gboolean right;

  g_return_val_if_fail (task->kind == TOGUZ_TASK_PREDICT, TOGUZ_ANSWER_WRONG);
  g_ptr_array_add (self->answers,
                   toguz_task_format_answer (task, &self->step->rules,
                                             answer));
  self->tries++;
  right = toguz_task_prediction_right (task, answer);
  self->wrong = right ? NULL : toguz_task_find_wrong_answer (task, answer);
  if (right)
    {
      self->solved = TRUE;
      return TOGUZ_ANSWER_RIGHT;
    }
  self->mistakes++;
  {
    unsigned choices, rights;

    /* Only right answers left (a yes/no after the wrong one): there is
     * nothing more to find, and the answer is shown. */
    if (toguz_task_prediction_choices (task, &self->step->rules, &choices,
                                       &rights)
        && answer >= 0 && answer < 32)
      {
        self->tried |= 1u << answer;
        if ((choices & ~self->tried & ~rights) == 0)
          {
            self->forced = TRUE;
            toguz_task_session_mark_solution_shown (self);
          }
      }
  }
  return TOGUZ_ANSWER_WRONG;
}

/* The stated solution that the line played so far follows, and goes on
 * past it; NULL when the learner left every one (another right move). */
static GArray *
stated_line_followed (ToguzTaskSession *self)
{
  const ToguzTask *task = self->step->task;

  for (guint s = 0; s < task->solutions->len; s++)
    {
      GArray *line = g_ptr_array_index (task->solutions, s);
      if (line->len > self->played->len
          && memcmp (line->data, self->played->data, self->played->len) == 0)
        return line;
    }
  return NULL;
}

int
toguz_task_session_get_scripted_reply (ToguzTaskSession *self)
{
  GArray *line;

  if (!self->step->task->scripted_replies)
    return -1;
  line = stated_line_followed (self);
  if (line == NULL)
    return -1;
  return g_array_index (line, uint8_t, self->played->len);
}

/* The reply is the move that leads from the current board to `after`. */
static void
note_reply (ToguzTaskSession *self, const ToguzPosition *after_reply)
{
  for (unsigned hole = 0; hole < TOGUZ_MAX_HOLES; hole++)
    {
      ToguzPosition after;
      if (toguz_position_play (&self->step->rules, &self->position, hole,
                               &after, NULL)
            == TOGUZ_MOVE_OK
          && toguz_position_equal (&after, after_reply))
        {
          uint8_t move = (uint8_t) hole;
          g_array_append_val (self->played, move);
          break;
        }
    }
}

int
toguz_task_session_pick_reply (ToguzTaskSession *self, ToguzSearch *search)
{
  if (toguz_task_is_practice (self->step->task))
    return toguz_practice_reply (search, &self->step->rules,
                                 &self->position);
  return toguz_task_session_get_scripted_reply (self);
}

ToguzAnswer
toguz_task_session_reply (ToguzTaskSession *self,
                          const ToguzPosition *after_reply)
{
  const ToguzTask *task = self->step->task;

  if (!toguz_task_is_practice (task))
    {
      toguz_task_session_next_turn (self, after_reply);
      return TOGUZ_ANSWER_GO_ON;
    }
  note_reply (self, after_reply);
  self->position = *after_reply;
  if (after_reply->result != TOGUZ_ONGOING || self->turn + 1 >= task->turns)
    return finish_line (self);
  self->turn++;
  self->have_answer = FALSE;
  judge_turn (self);
  toguz_task_session_reset_hints (self);
  return TOGUZ_ANSWER_GO_ON;
}

unsigned
toguz_task_session_get_turn (ToguzTaskSession *self)
{
  return self->turn;
}

const ToguzPracticeOutcome *
toguz_task_session_get_outcome (ToguzTaskSession *self)
{
  return self->have_outcome ? &self->outcome : NULL;
}

char *
toguz_task_session_dup_outcome_text (ToguzTaskSession *self)
{
  if (!self->have_outcome)
    return NULL;
  return toguz_practice_describe_outcome (self->step->task, &self->start,
                                          &self->outcome);
}

void
toguz_task_session_next_turn (ToguzTaskSession *self,
                              const ToguzPosition *after_reply)
{
  note_reply (self, after_reply);
  self->position = *after_reply;
  self->turn++;
  self->have_answer = FALSE;
  self->tried = 0;
  judge_turn (self);
  toguz_task_session_reset_hints (self);
}

char *
toguz_task_session_next_hint (ToguzTaskSession *self, unsigned *highlight)
{
  if (self->rung >= 4)
    return NULL;
  self->rung++;
  self->hints_used++;
  /* Practice: the last rung plays the engine's move for the learner. */
  if (self->rung == 4 && toguz_task_is_practice (self->step->task))
    self->hint_move = self->verdict.shown_move;
  return toguz_task_dup_hint (self->step->task, &self->step->rules,
                              &self->position,
                              self->have_answer ? &self->answer : NULL,
                              toguz_task_session_get_verdict (self),
                              self->rung, highlight);
}

int
toguz_task_session_get_hint_move (ToguzTaskSession *self)
{
  return self->rung == 4 ? self->hint_move : -1;
}

int
toguz_task_session_get_hint_rung (ToguzTaskSession *self)
{
  return self->rung;
}

void
toguz_task_session_reset_hints (ToguzTaskSession *self)
{
  self->rung = 0;
}

const char *
toguz_task_session_get_wrong_comment (ToguzTaskSession *self)
{
  return self->wrong ? toguz_lesson_text_get (self->wrong->comment) : NULL;
}

char *
toguz_task_session_dup_wrong_reason (ToguzTaskSession *self)
{
  if (self->wrong_hole < 0)
    return NULL;
  return toguz_verdict_describe (&self->verdict, (unsigned) self->wrong_hole);
}

char *
toguz_task_session_dup_wrong_feedback (ToguzTaskSession *self,
                                       const ToguzExplanation *explanation)
{
  const ToguzTask *task = self->step->task;
  const ToguzStep *step = self->step;
  ToguzExplanation rule_only;
  ToguzGoal goal;

  if (task->kind == TOGUZ_TASK_PREDICT)
    {
      const char *said = self->wrong
                           ? toguz_lesson_text_get (self->wrong->comment)
                           : toguz_prediction_advice (task->predict);
      g_autofree char *answer = NULL;

      /* A tuzdik question is answered by the rules: which restriction
       * refused it, or why none did. */
      if (!self->wrong && task->predict == TOGUZ_PREDICT_TUZDIK_ALLOWED)
        {
          ToguzTuzdikQuestion question;

          if (toguz_tuzdik_question_ask (&step->rules, &self->start,
                                         (unsigned) task->predict_hole,
                                         &question)
              == TOGUZ_TUZDIK_QUESTION_OK)
            return toguz_tuzdik_question_explain (&step->rules, &self->start,
                                                  &question);
        }
      if (!self->solution_shown)
        return g_strdup (said);
      answer = toguz_task_answer_text (task, &step->rules);
      return g_strdup_printf ("%s %s", said, answer);
    }
  if (toguz_task_is_practice (task))
    {
      g_autofree char *outcome = toguz_task_session_dup_outcome_text (self);
      const char *comment = toguz_task_session_get_wrong_comment (self);

      if (outcome == NULL || self->outcome.reached)
        return NULL;
      return comment ? g_strdup_printf ("%s %s", outcome, comment)
                     : g_steal_pointer (&outcome);
    }
  if (self->wrong_hole < 0)
    return NULL;
  if (explanation == NULL)
    {
      /* The move alone, as the rules core played it: no search. */
      toguz_explain_move (NULL, &step->rules, &self->position,
                          (ToguzSide) self->position.side,
                          (unsigned) self->wrong_hole, 0, &rule_only);
      explanation = &rule_only;
    }
  goal = toguz_task_session_get_goal (self);
  return toguz_task_wrong_move_text (task, &step->rules, &self->position,
                                     &goal, &self->verdict,
                                     (unsigned) self->wrong_hole,
                                     explanation);
}

char *
toguz_task_session_dup_solution_text (ToguzTaskSession *self)
{
  if (self->step->task->kind != TOGUZ_TASK_PREDICT)
    return NULL;
  return toguz_task_answer_text (self->step->task, &self->step->rules);
}

const char *
toguz_task_session_get_success_text (ToguzTaskSession *self)
{
  return toguz_task_success_text (self->step->task);
}

gboolean
toguz_task_session_can_show_solution (ToguzTaskSession *self)
{
  /* Practice: the engine plays the line out from the board of this
   * turn (the task's, after a try), once it is known. */
  if (toguz_task_is_practice (self->step->task) && !self->have_answer)
    return FALSE;
  return self->tries > 0 && !self->solved;
}

gboolean
toguz_task_session_can_present_solution (ToguzTaskSession *self)
{
  if (toguz_task_is_practice (self->step->task))
    return !self->solved && self->have_answer;
  return !self->solved && toguz_task_session_is_ready (self);
}

GArray *
toguz_task_session_dup_solution_line (ToguzTaskSession *self)
{
  const ToguzTask *task = self->step->task;
  GArray *line = g_array_new (FALSE, FALSE, sizeof (uint8_t));

  if (task->kind == TOGUZ_TASK_PREDICT)
    {
      int move = toguz_task_prediction_move (task, &self->step->rules,
                                             &self->start);
      if (move >= 0)
        {
          uint8_t hole = (uint8_t) move;
          g_array_append_val (line, hole);
        }
      return line;
    }
  if (toguz_task_is_practice (task))
    {
      /* The engine's line for the turns left, from this board. */
      if (self->have_answer)
        g_array_append_vals (line, self->answer.proof,
                             self->answer.proof_length);
      return line;
    }
  if (!toguz_task_session_is_ready (self) || self->verdict.shown_move < 0)
    return line;
  /* The rest of the stated line the learner has followed, where it goes
   * on with the move shown. */
  {
    GArray *stated = stated_line_followed (self);
    guint at = self->played->len;
    if (stated
        && g_array_index (stated, uint8_t, at) == self->verdict.shown_move)
      {
        g_array_append_vals (line, (const uint8_t *) stated->data + at,
                             stated->len - at);
        return line;
      }
  }
  if (task->kind == TOGUZ_TASK_GOAL && self->answer.proof_length > 0
      && self->answer.proof[0] == self->verdict.shown_move)
    g_array_append_vals (line, self->answer.proof,
                         self->answer.proof_length);
  else
    {
      uint8_t hole = (uint8_t) self->verdict.shown_move;
      g_array_append_val (line, hole);
    }
  return line;
}

void
toguz_task_session_mark_solution_shown (ToguzTaskSession *self)
{
  self->solution_shown = TRUE;
  self->solved = TRUE;
}

gboolean
toguz_task_session_is_finished (ToguzTaskSession *self)
{
  return self->solved;
}

gboolean
toguz_task_session_is_solved (ToguzTaskSession *self)
{
  return self->solved && !self->solution_shown && !self->forced;
}

gboolean
toguz_task_session_get_solution_shown (ToguzTaskSession *self)
{
  return self->solution_shown;
}

int
toguz_task_session_get_tries (ToguzTaskSession *self)
{
  return self->tries;
}

int
toguz_task_session_get_mistakes (ToguzTaskSession *self)
{
  return self->mistakes;
}

int
toguz_task_session_get_hints_used (ToguzTaskSession *self)
{
  return self->hints_used;
}

void
toguz_task_session_set_failed_before (ToguzTaskSession *self,
                                      gboolean failed_before)
{
  self->failed_before = failed_before;
}

/* The stars of this sitting alone. */
static int
stars_earned (ToguzTaskSession *self)
{
  if (!toguz_task_session_is_solved (self))
    return 0;
  if (self->mistakes == 0 && self->hints_used == 0)
    return 3;
  if (self->mistakes <= 1 && self->hints_used <= 2)
    return 2;
  return 1;
}

int
toguz_task_session_get_stars (ToguzTaskSession *self)
{
  int stars = stars_earned (self);

  return self->failed_before ? MIN (stars, TOGUZ_TASK_RETRY_MAX_STARS)
                             : stars;
}

const GPtrArray *
toguz_task_session_get_answers (ToguzTaskSession *self)
{
  return self->answers;
}

guint
toguz_task_session_get_seconds (ToguzTaskSession *self)
{
  return (guint) ((g_get_monotonic_time () - self->started) / G_USEC_PER_SEC);
}
