/* toguz-task-judge.c: which moves of a task are right
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "toguz-eval.h"
#include "toguz-practice.h"
#include "toguz-task-judge.h"

static inline unsigned
lowest_hole (unsigned mask)
{
  return (unsigned) __builtin_ctz (mask);
}

/* How many of a goal's value units make a stone, or 0 for a goal that has
 * no value to compare (a move achieves it or not). */
static int
stone_scale (const ToguzGoal *goal)
{
  switch (goal->kind)
    {
    case TOGUZ_GOAL_CAPTURE:
    case TOGUZ_GOAL_GAIN:
      return 1;
    case TOGUZ_GOAL_BEST:
      return TOGUZ_SCORE_STONE;
    default:
      return 0;
    }
}

static int
best_value (const ToguzGoalAnswer *answer, unsigned moves)
{
  int best = G_MININT;

  for (unsigned m = moves; m; m &= m - 1)
    best = MAX (best, answer->value[lowest_hole (m)]);
  return best;
}

/* Marks the achieving moves outside `right`: beaten by the margin, or
 * merely not among the moves the task names.  Returns TRUE when one of
 * them is as good as a right move (the task is ambiguous). */
static gboolean
judge_others (const ToguzTask *task, const ToguzGoalAnswer *answer,
              unsigned right, ToguzVerdictReason otherwise,
              ToguzTaskVerdict *verdict)
{
  int scale = stone_scale (&task->goal);
  int margin = MAX (task->margin, 1);
  int top = best_value (answer, right);
  gboolean ambiguous = FALSE;

  for (unsigned m = answer->achieving & ~right; m; m &= m - 1)
    {
      unsigned hole = lowest_hole (m);
      int behind = top - answer->value[hole];

      if (scale > 0 && right != 0 && behind >= margin * scale)
        {
          verdict->reason[hole] = TOGUZ_VERDICT_NOT_BEST;
          verdict->better_by[hole] = behind / scale;
        }
      else
        {
          verdict->reason[hole] = otherwise;
          ambiguous = TRUE;
        }
    }
  return ambiguous;
}

/* The first turn of a goal task. */
static void
judge_first_goal_move (const ToguzTask *task, const ToguzGoalAnswer *answer,
                       ToguzTaskVerdict *verdict)
{
  unsigned achieving = answer->achieving;
  unsigned stated = toguz_task_get_stated_moves (task) & achieving;

  if (task->accept_any || achieving == 0)
    verdict->right = achieving;
  else if (task->solutions->len > 0 && stated != 0)
    {
      /* accept="stated": the stated first moves and no other. */
      verdict->right = stated;
      verdict->ambiguous = judge_others (task, answer, stated,
                                         TOGUZ_VERDICT_NOT_STATED, verdict);
    }
  else if ((achieving & (achieving - 1)) == 0)
    verdict->right = achieving;
  else if (answer->unique && stone_scale (&task->goal) > 0
           && answer->best_move >= 0)
    {
      /* The best beats every other move by the margin: it alone. */
      verdict->right = 1u << answer->best_move;
      judge_others (task, answer, verdict->right, TOGUZ_VERDICT_NOT_BEST,
                    verdict);
    }
  else
    {
      /* Nothing says which: every achieving move is taken, and the
       * checker reports the task. */
      verdict->right = achieving;
      verdict->ambiguous = TRUE;
    }
}

/* A later turn: the scripted line's move where the line goes on, else
 * every move that still achieves the goal.  Beside the line's move, one
 * that achieves the goal but falls behind it by the margin is told so;
 * one as good is only off the line. */
static void
judge_later_goal_move (const ToguzTask *task, const ToguzGoalAnswer *answer,
                       unsigned turn, ToguzTaskVerdict *verdict)
{
  verdict->right = answer->achieving;
  if (task->scripted_replies && task->solutions->len > 0)
    {
      GArray *line = g_ptr_array_index (task->solutions, 0);
      if (2 * turn < line->len)
        {
          unsigned move = 1u << g_array_index (line, uint8_t, 2 * turn);
          if (answer->achieving & move)
            {
              verdict->right = move;
              judge_others (task, answer, move, TOGUZ_VERDICT_OFF_LINE,
                            verdict);
            }
        }
    }
}

/* The move a hint or "show solution" points at: the stated one where it
 * is right, else the engine's best, else any right move. */
static int
shown_move (const ToguzTask *task, const ToguzGoalAnswer *answer,
            unsigned turn, unsigned right)
{
  if (right == 0)
    return -1;
  if (turn == 0 && task->solutions->len > 0)
    {
      GArray *line = g_ptr_array_index (task->solutions, 0);
      if (line->len > 0 && ((right >> g_array_index (line, uint8_t, 0)) & 1u))
        return g_array_index (line, uint8_t, 0);
    }
  if (answer && answer->best_move >= 0 && ((right >> answer->best_move) & 1u))
    return answer->best_move;
  return (int) lowest_hole (right);
}

void
toguz_task_right_moves (const ToguzTask *task, const ToguzRuleset *rules,
                        const ToguzPosition *pos, unsigned turn,
                        const ToguzGoalAnswer *answer,
                        ToguzTaskVerdict *verdict)
{
  g_return_if_fail (task != NULL && verdict != NULL);

  memset (verdict, 0, sizeof *verdict);
  verdict->legal = toguz_position_move_mask (rules, pos);
  verdict->decided = TRUE;
  for (unsigned h = 0; h < TOGUZ_MAX_HOLES; h++)
    verdict->reason[h] = ((verdict->legal >> h) & 1u) ? TOGUZ_VERDICT_MISSES
                                                      : TOGUZ_VERDICT_ILLEGAL;

  if (task->kind == TOGUZ_TASK_MOVES)
    verdict->right = task->accepted & verdict->legal;
  else if (toguz_task_is_practice (task))
    {
      /* Any legal move goes on: what the line comes to is judged at its
       * end (toguz_practice_judge()).  The move shown is the engine's. */
      verdict->right = verdict->legal;
      verdict->decided = answer == NULL || answer->decided;
      verdict->shown_move = -1;
      if (answer && answer->best_move >= 0
          && ((verdict->legal >> answer->best_move) & 1u))
        verdict->shown_move = answer->best_move;
      return;
    }
  else if (task->kind == TOGUZ_TASK_GOAL && answer != NULL)
    {
      verdict->decided = answer->decided;
      if (turn == 0)
        judge_first_goal_move (task, answer, verdict);
      else
        judge_later_goal_move (task, answer, turn, verdict);
      verdict->right &= verdict->legal;
    }

  for (unsigned m = verdict->right; m; m &= m - 1)
    verdict->reason[lowest_hole (m)] = TOGUZ_VERDICT_RIGHT;
  if (turn == 0)
    for (unsigned m = verdict->legal & ~verdict->right; m; m &= m - 1)
      {
        unsigned hole = lowest_hole (m);
        verdict->comment[hole] = toguz_task_find_wrong_move (task, hole);
      }
  verdict->shown_move = shown_move (task, answer, turn, verdict->right);
}

void
toguz_task_judge_turn (const ToguzTask *task, const ToguzRuleset *rules,
                       const ToguzPosition *start, const ToguzPosition *now,
                       unsigned turn, ToguzSearch *search,
                       uint64_t node_budget, ToguzGoalAnswer *answer,
                       ToguzTaskVerdict *verdict)
{
  ToguzGoalAnswer solved;

  if (task->kind != TOGUZ_TASK_GOAL)
    {
      toguz_task_right_moves (task, rules, now, turn, NULL, verdict);
      return;
    }
  if (toguz_task_is_practice (task))
    /* Nothing to prove: the engine's line for the turns left. */
    toguz_practice_plan (search, rules, now,
                         task->turns > turn ? task->turns - turn : 0,
                         &solved);
  else
    {
      ToguzGoal goal = toguz_task_goal_at_turn (task, start, now, turn);
      toguz_goal_solve_within (search, rules, now, &goal, task->margin,
                               node_budget ? node_budget : TOGUZ_TASK_BUDGET,
                               &solved);
    }
  if (answer)
    *answer = solved;
  toguz_task_right_moves (task, rules, now, turn, &solved, verdict);
}

void
toguz_task_judge_step (const ToguzStep *step, ToguzSearch *search,
                       uint64_t node_budget, ToguzGoalAnswer *answer,
                       ToguzTaskVerdict *verdict)
{
  ToguzPosition pos;

  g_return_if_fail (step != NULL && step->task != NULL);
  toguz_step_get_task_position (step, &pos);
  toguz_task_judge_turn (step->task, &step->rules, &pos, &pos, 0, search,
                         node_budget, answer, verdict);
}

gboolean
toguz_task_prediction_right (const ToguzTask *task, int answer)
{
  g_return_val_if_fail (task != NULL, FALSE);
  if (task->kind != TOGUZ_TASK_PREDICT)
    return FALSE;
  if (task->predict == TOGUZ_PREDICT_TUZDIK)
    return answer >= 0 && answer < 32 && ((task->answer >> answer) & 1);
  return answer == task->answer;
}

gboolean
toguz_task_prediction_choices (const ToguzTask *task,
                               const ToguzRuleset *rules, unsigned *choices,
                               unsigned *right)
{
  g_return_val_if_fail (task != NULL && task->kind == TOGUZ_TASK_PREDICT,
                        FALSE);
  switch (task->predict)
    {
    case TOGUZ_PREDICT_LEGAL:
    case TOGUZ_PREDICT_TUZDIK_ALLOWED:
      *choices = 0x3u;
      *right = task->answer ? 0x2u : 0x1u;
      return TRUE;
    case TOGUZ_PREDICT_LANDING:
      *choices = (1u << (2u * rules->holes)) - 1u;
      *right = 1u << task->answer;
      return TRUE;
    case TOGUZ_PREDICT_TUZDIK:
      *choices = (1u << (2u * rules->holes)) - 1u;
      *right = (unsigned) task->answer;
      return TRUE;
    case TOGUZ_PREDICT_CHOICE:
      *choices = (1u << task->options->len) - 1u;
      *right = task->answer >= 0 ? 1u << task->answer : 0u;
      return TRUE;
    case TOGUZ_PREDICT_CAPTURE:
    default:
      return FALSE;
    }
}

int
toguz_task_prediction_move (const ToguzTask *task, const ToguzRuleset *rules,
                            const ToguzPosition *pos)
{
  g_return_val_if_fail (task != NULL && task->kind == TOGUZ_TASK_PREDICT, -1);
  if (task->predict_hole >= 0)
    return task->predict_hole;
  if (task->predict != TOGUZ_PREDICT_TUZDIK)
    return -1;
  for (unsigned h = 0; h < rules->holes; h++)
    {
      ToguzPosition after;
      ToguzEvent event;

      if (toguz_position_play (rules, pos, h, &after, &event) == TOGUZ_MOVE_OK
          && event.tuzdik_made >= 0
          && ((unsigned) task->answer >> event.tuzdik_made) & 1u)
        return (int) h;
    }
  return -1;
}
