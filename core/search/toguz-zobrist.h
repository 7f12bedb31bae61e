/* toguz-zobrist.h: Zobrist keys of positions, for the transposition table
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "toguz-position.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One random key per (hole, count), per tuzdik square, per kazan total of
 * White (Black's follows from the board) and for the side to move. */
typedef struct
{
  uint64_t hole[TOGUZ_MAX_RING][TOGUZ_MAX_STONES + 1];
  uint64_t tuzdik[2][TOGUZ_MAX_RING];
  uint64_t kazan[TOGUZ_MAX_STONES + 1];
  uint64_t black_to_move;
} ToguzZobrist;

/* Fills the table from a fixed seed: keys are the same in every run. */
void toguz_zobrist_init (ToguzZobrist *zobrist);

static inline uint64_t
toguz_zobrist_key (const ToguzZobrist *zobrist, const ToguzRuleset *rules,
                   const ToguzPosition *pos)
{
  uint64_t key = zobrist->kazan[pos->kazan[0]];

  for (unsigned i = 0; i < 2u * rules->holes; i++)
    key ^= zobrist->hole[i][pos->holes[i]];
  for (unsigned s = 0; s < 2; s++)
    {
      if (pos->tuzdik[s] >= 0)
        key ^= zobrist->tuzdik[s][pos->tuzdik[s]];
    }
  if (pos->side == TOGUZ_BLACK)
    key ^= zobrist->black_to_move;
  return key;
}

#ifdef __cplusplus
}
#endif
