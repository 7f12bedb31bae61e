/* toguz-puzzle-line.c: a puzzle's themes, phase and forced line
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "toguz-eval.h"
#include "toguz-lesson-writer.h"
#include "toguz-puzzle-line.h"
#include "toguz-task-judge.h"

ToguzPhase
toguz_puzzle_phase (const ToguzRuleset *rules, const ToguzPosition *pos)
{
  /* In the 162-stone game's proportions on other boards. */
  unsigned total = toguz_ruleset_total (rules);
  unsigned stones = toguz_position_board_stones (rules, pos);

  if (stones * 162 >= TOGUZ_PHASE_OPENING_STONES * total)
    return TOGUZ_PHASE_OPENING;
  if (stones * 162 <= TOGUZ_PHASE_ENDGAME_STONES * total)
    return TOGUZ_PHASE_ENDGAME;
  return TOGUZ_PHASE_MIDDLEGAME;
}

const char *
toguz_phase_theme (ToguzPhase phase)
{
  switch (phase)
    {
    case TOGUZ_PHASE_OPENING:
      return "opening";
    case TOGUZ_PHASE_ENDGAME:
      return "endgame";
    case TOGUZ_PHASE_MIDDLEGAME:
    default:
      return "middlegame";
    }
}

static int
kazan_lead (const ToguzPosition *pos, ToguzSide side)
{
  return (int) pos->kazan[side] - (int) pos->kazan[side ^ 1];
}

GStrv
toguz_puzzle_line_themes (const ToguzRuleset *rules, const ToguzPosition *pos,
                          const ToguzGoal *goal, const uint8_t *line,
                          gsize n_moves)
{
  ToguzSide me = (ToguzSide) pos->side;
  ToguzPosition board = *pos;
  gboolean capture = FALSE, tuzdik = FALSE, at_syroo = FALSE;
  gboolean sweep = FALSE, counting = FALSE, quiet = FALSE;
  gboolean sacrifice = FALSE;
  int lead_after_reply = 0;
  unsigned total = toguz_ruleset_total (rules);
  const char *phase = toguz_phase_theme (toguz_puzzle_phase (rules, pos));
  const char *const *order = toguz_lesson_themes ();
  g_autoptr (GStrvBuilder) themes = g_strv_builder_new ();

  g_return_val_if_fail (rules && pos && goal, NULL);
  for (gsize i = 0; i < n_moves && board.result == TOGUZ_ONGOING; i++)
    {
      ToguzEvent event;
      gboolean mine = board.side == me;

      if (toguz_position_play (rules, &board, line[i], &board, &event)
          != TOGUZ_MOVE_OK)
        break;
      if (mine && event.landing == TOGUZ_LANDING_EVEN_CAPTURE)
        capture = TRUE;
      if (mine && event.tuzdik_made >= 0)
        tuzdik = TRUE;
      if (event.end == TOGUZ_END_NO_MOVES && event.stuck_side != me)
        at_syroo = TRUE;
      if (event.swept > 0 && event.swept_side == me)
        sweep = TRUE;
      if (event.result != TOGUZ_ONGOING && 2u * board.kazan[me] > total)
        counting = TRUE;
      /* A first move that ends the game is its finish, not quiet. */
      if (i == 0)
        quiet = event.captured == 0 && event.tuzdik_made < 0
                && event.result == TOGUZ_ONGOING;
      if (i == 1)
        lead_after_reply = kazan_lead (&board, me) - kazan_lead (pos, me);
    }
  /* Stones given on the first move, for more by the end of the line. */
  if (n_moves >= 2 && lead_after_reply < 0
      && kazan_lead (&board, me) > kazan_lead (pos, me))
    sacrifice = TRUE;
  if (goal->kind == TOGUZ_GOAL_TUZDIK)
    tuzdik = TRUE;
  /* "Should you make the tuzdik?": the engine's best, where one could be
   * made, is about the tuzdik whichever move it is. */
  if (goal->kind == TOGUZ_GOAL_BEST)
    for (unsigned h = 0; h < rules->holes; h++)
      {
        ToguzPosition after;
        ToguzEvent event;
        if (toguz_position_play (rules, pos, h, &after, &event)
              == TOGUZ_MOVE_OK
            && event.tuzdik_made >= 0)
          tuzdik = TRUE;
      }
  if (goal->kind == TOGUZ_GOAL_NO_MOVES)
    at_syroo = TRUE;

  for (gsize i = 0; order[i]; i++)
    {
      const char *theme = order[i];
      gboolean wanted
        = (strcmp (theme, "capture") == 0 && capture)
          || (strcmp (theme, "tuzdik") == 0
              && (tuzdik || goal->kind == TOGUZ_GOAL_NO_TUZDIK))
          || (strcmp (theme, "defence") == 0
              && goal->kind == TOGUZ_GOAL_NO_TUZDIK)
          || (strcmp (theme, "at-syroo") == 0 && at_syroo)
          || (strcmp (theme, "sweep") == 0 && sweep)
          || (strcmp (theme, "counting") == 0 && counting)
          || (strcmp (theme, "quiet") == 0 && quiet)
          || (strcmp (theme, "sacrifice") == 0 && sacrifice)
          || strcmp (theme, phase) == 0;
      if (wanted)
        g_strv_builder_add (themes, theme);
    }
  return g_strv_builder_end (themes);
}

gboolean
toguz_puzzle_move_is_best (ToguzSearch *search, const ToguzRuleset *rules,
                           const ToguzPosition *pos, unsigned move,
                           int *behind)
{
  int scores[TOGUZ_MAX_HOLES];
  unsigned scored;
  int best = -TOGUZ_SCORE_INFINITE;

  g_return_val_if_fail (search && rules && pos, FALSE);
  /* A table warm from other searches scores some moves deeper than
   * others: the miner and the tests would disagree. */
  toguz_search_clear (search);
  scored = toguz_search_score_moves (search, rules, pos,
                                     TOGUZ_PUZZLE_BEST_DEPTH, scores);
  if (!((scored >> move) & 1u))
    return FALSE;
  for (unsigned m = scored; m; m &= m - 1)
    best = MAX (best, scores[__builtin_ctz (m)]);
  if (behind)
    *behind = best - scores[move];
  /* A won game scores by its speed: any winning move is a best one. */
  if (toguz_score_is_final (best) && best > 0
      && toguz_score_is_final (scores[move]) && scores[move] > 0)
    return TRUE;
  return best - scores[move] <= TOGUZ_PUZZLE_BEST_SLACK;
}

ToguzLineStatus
toguz_puzzle_line_check (const ToguzStep *step, ToguzSearch *search,
                         uint64_t node_budget, unsigned *turn)
{
  return toguz_puzzle_line_check_spent (step, search, node_budget, turn,
                                        NULL);
}

ToguzLineStatus
toguz_puzzle_line_check_spent (const ToguzStep *step, ToguzSearch *search,
                               uint64_t node_budget, unsigned *turn,
                               uint64_t *nodes)
{
  const ToguzTask *task;
  ToguzPosition start, now;
  GArray *line;
  unsigned turns;

  g_return_val_if_fail (step != NULL && search != NULL, TOGUZ_LINE_NO_LINE);
  if (nodes)
    *nodes = 0;
  task = step->task;
  if (task == NULL || task->kind != TOGUZ_TASK_GOAL
      || task->solutions->len == 0)
    return TOGUZ_LINE_NO_LINE;
  line = g_ptr_array_index (task->solutions, 0);
  turns = MAX (task->turns, 1u);
  toguz_step_get_task_position (step, &start);
  now = start;
  for (unsigned t = 0; t < turns; t++)
    {
      ToguzGoalAnswer answer;
      ToguzTaskVerdict verdict;
      unsigned move;

      if (turn)
        *turn = t;
      if (2 * t >= line->len)
        return TOGUZ_LINE_SHORT;
      move = g_array_index (line, uint8_t, 2 * t);
      toguz_task_judge_turn (task, &step->rules, &start, &now, t, search,
                             node_budget, &answer, &verdict);
      if (nodes)
        *nodes += answer.nodes;
      if (!verdict.decided)
        return TOGUZ_LINE_UNDECIDED;
      if (!((verdict.right >> move) & 1u))
        return TOGUZ_LINE_WRONG_MOVE;
      if (verdict.right != 1u << move || verdict.ambiguous)
        return TOGUZ_LINE_NOT_ONLY;
      for (unsigned m = verdict.legal & ~verdict.right; m; m &= m - 1)
        {
          ToguzVerdictReason reason = verdict.reason[__builtin_ctz (m)];
          if (reason == TOGUZ_VERDICT_OFF_LINE
              || reason == TOGUZ_VERDICT_NOT_STATED)
            return TOGUZ_LINE_NOT_ONLY;
        }
      toguz_position_play (&step->rules, &now, move, &now, NULL);
      if (t + 1 < turns)
        {
          if (2 * t + 1 >= line->len)
            return TOGUZ_LINE_SHORT;
          toguz_position_play (&step->rules, &now,
                               g_array_index (line, uint8_t, 2 * t + 1),
                               &now, NULL);
        }
    }
  return TOGUZ_LINE_FORCED;
}
