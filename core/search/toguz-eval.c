/* toguz-eval.c: the static evaluation
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "toguz-eval.h"

#include <stdlib.h>

/* Weights in hundredths of a stone. */
enum
{
  TUZDIK_BASE = 300,       /* a tuzdik now, whatever is left to sow */
  TUZDIK_PER_STONE = 5,    /* and a share of every stone still in play */
  ROW_STONE = 10,          /* a stone on one's own row: mobility, sweep */
  MOVE = 12,               /* each playable hole */
  STARVING = 250,          /* one or two playable holes: at syroo is near */
};

static int
side_terms (const ToguzRuleset *rules, const ToguzPosition *pos,
            ToguzSide side, unsigned on_board)
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
    score += TUZDIK_BASE + TUZDIK_PER_STONE * (int) on_board;
  score += ROW_STONE * (int) stones + MOVE * (int) moves;
  if (moves <= 2)
    score -= STARVING * (3 - (int) moves) / 2;
  return score;
}

int
toguz_eval (const ToguzRuleset *rules, const ToguzPosition *pos)
{
  const ToguzSide me = (ToguzSide) pos->side;
  const ToguzSide them = (ToguzSide) (pos->side ^ 1);
  unsigned on_board = toguz_ruleset_total (rules) - pos->kazan[0]
                      - pos->kazan[1];
  int score = TOGUZ_SCORE_STONE * ((int) pos->kazan[me] - pos->kazan[them]);

  score += side_terms (rules, pos, me, on_board);
  score -= side_terms (rules, pos, them, on_board);
  return score;
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
