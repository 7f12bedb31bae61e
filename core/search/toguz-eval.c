/* toguz-eval.c: the static evaluation
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "toguz-eval.h"

#include <stdlib.h>

const ToguzEvalParams toguz_eval_params_default =
  TOGUZ_EVAL_PARAMS_DEFAULT_INIT;

/* Inlined into toguz_eval() with the default folded in: the search's
 * hottest call stays as fast as it was with constant weights. */
static inline int
side_terms (const ToguzEvalParams *params, const ToguzRuleset *rules,
            const ToguzPosition *pos, ToguzSide side, unsigned on_board)
{
  const unsigned n = rules->holes;
  const uint8_t *row = pos->holes + side * n;
  unsigned stones = 0, moves = 0;
  int score = 0;

  for (unsigned i = 0; i < n; i++)
    {
      stones += row[i];
      moves += row[i] != 0;
    }
  if (pos->tuzdik[side] >= 0)
    score += params->tuzdik_base + params->tuzdik_per_stone * (int) on_board;
  score += params->row_stone * (int) stones + params->move * (int) moves;
  if (moves <= 2)
    score -= params->starving * (3 - (int) moves) / 2;
  if ((int) stones < params->short_stones)
    score -= params->short_stone * (params->short_stones - (int) stones);
  return score;
}

static inline int
evaluate (const ToguzEvalParams *params, const ToguzRuleset *rules,
          const ToguzPosition *pos)
{
  const ToguzSide me = (ToguzSide) pos->side;
  const ToguzSide them = (ToguzSide) (pos->side ^ 1);
  unsigned on_board = toguz_ruleset_total (rules) - pos->kazan[0]
                      - pos->kazan[1];
  int score = TOGUZ_SCORE_STONE * ((int) pos->kazan[me] - pos->kazan[them]);

  score += side_terms (params, rules, pos, me, on_board);
  score -= side_terms (params, rules, pos, them, on_board);
  return score;
}

int
toguz_eval_with (const ToguzEvalParams *params, const ToguzRuleset *rules,
                 const ToguzPosition *pos)
{
  return evaluate (params, rules, pos);
}

int
toguz_eval (const ToguzRuleset *rules, const ToguzPosition *pos)
{
  static const ToguzEvalParams folded = TOGUZ_EVAL_PARAMS_DEFAULT_INIT;

  return evaluate (&folded, rules, pos);
}

int
toguz_eval_final (const ToguzRuleset *rules, const ToguzPosition *pos,
                  int ply)
{
  const ToguzSide me = (ToguzSide) pos->side;
  int mine = (int) toguz_position_final_kazan (rules, pos, me);
  int theirs = (int) toguz_position_final_kazan (rules, pos,
                                                 (ToguzSide) (me ^ 1));
  int difference = TOGUZ_SCORE_STONE * (mine - theirs);

  if (mine > theirs)
    return TOGUZ_SCORE_WIN + difference - ply;
  if (mine < theirs)
    return -TOGUZ_SCORE_WIN + difference + ply;
  return 0;
}

int
toguz_score_to_stones (int score)
{
  int magnitude = abs (score);

  if (toguz_score_is_final (score))
    magnitude -= TOGUZ_SCORE_WIN;
  magnitude = (magnitude + TOGUZ_SCORE_STONE / 2) / TOGUZ_SCORE_STONE;
  return score < 0 ? -magnitude : magnitude;
}
