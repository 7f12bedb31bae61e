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

/* The evaluation's weights, in hundredths of a stone, so that a match
 * (tests/bench/bench-match.c) can pit another set against the default. */
typedef struct
{
  int tuzdik_base;        /* a tuzdik now, whatever is left to sow */
  int tuzdik_per_stone;   /* and a share of every stone still in play */
  int row_stone;          /* a stone on one's own row: mobility, sweep */
  int move;               /* each playable hole */
  int starving;           /* one or two playable holes: at syroo is near */
  /* At-syroo danger: fewer than short_stones stones on one's row cost
   * short_stone for each stone missing (0: not counted). */
  int short_stones;
  int short_stone;
} ToguzEvalParams;

/* The engine's own weights (the initializer, for other tables of
 * parameters): v1 with each playable hole worth a quarter stone and the
 * at-syroo danger under 12 stones (bench-match: +135 +/- 51 Elo). */
#define TOGUZ_EVAL_PARAMS_DEFAULT_INIT \
  { .tuzdik_base = 300, .tuzdik_per_stone = 5, .row_stone = 10, .move = 25, \
    .starving = 250, .short_stones = 12, .short_stone = 30 }
extern const ToguzEvalParams toguz_eval_params_default;

/* The static evaluation of an ongoing game: kazans, tuzdiks (worth their
 * future income, far more than their 3 stones), stones each side can still
 * be fed and sow, and the risk of being left without a move. */
int toguz_eval (const ToguzRuleset *rules, const ToguzPosition *pos);

/* The same with other weights. */
int toguz_eval_with (const ToguzEvalParams *params, const ToguzRuleset *rules,
                     const ToguzPosition *pos);

/* The exact score of a finished game, `ply` plies from the root (a faster
 * win is worth a little more, a slower loss a little less). */
int toguz_eval_final (const ToguzRuleset *rules, const ToguzPosition *pos,
                      int ply);

static inline int
toguz_score_is_final (int score)
{
  return score >= TOGUZ_SCORE_WIN / 2 || score <= -TOGUZ_SCORE_WIN / 2;
}

/* Final scores depend on the distance from the root: a table stores them
 * relative to the node, and they are read back relative to the root. */
static inline int
toguz_score_to_table (int score, int ply)
{
  if (score >= TOGUZ_SCORE_WIN / 2)
    return score + ply;
  if (score <= -TOGUZ_SCORE_WIN / 2)
    return score - ply;
  return score;
}

static inline int
toguz_score_from_table (int score, int ply)
{
  if (score >= TOGUZ_SCORE_WIN / 2)
    return score - ply;
  if (score <= -TOGUZ_SCORE_WIN / 2)
    return score + ply;
  return score;
}

/* A score in whole stones, rounded; for a final score the kazan
 * difference at the end of the game. */
int toguz_score_to_stones (int score);

#ifdef __cplusplus
}
#endif
