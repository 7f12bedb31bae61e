/* toguz-eval.h: how good a position is, in hundredths of a stone
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "toguz-position.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Scores are hundredths of a stone from the side to move's view. */
#define TOGUZ_SCORE_STONE 100
/* A finished game scores beyond this, so that any win beats any position;
 * the exact kazan difference is kept in the hundreds. */
#define TOGUZ_SCORE_WIN 1000000
#define TOGUZ_SCORE_INFINITE 2000000

/* The static evaluation of an ongoing game: kazans, tuzdiks (worth their
 * future income, far more than their 3 stones), stones each side can still
 * be fed and sow, and the risk of being left without a move. */
int toguz_eval (const ToguzRuleset *rules, const ToguzPosition *pos);

/* The exact score of a finished game, `ply` plies from the root (a faster
 * win is worth a little more, a slower loss a little less). */
int toguz_eval_final (const ToguzRuleset *rules, const ToguzPosition *pos,
                      int ply);

static inline int
toguz_score_is_final (int score)
{
  return score >= TOGUZ_SCORE_WIN / 2 || score <= -TOGUZ_SCORE_WIN / 2;
}

/* A score in whole stones, rounded; for a final score the kazan
 * difference at the end of the game. */
int toguz_score_to_stones (int score);

#ifdef __cplusplus
}
#endif
