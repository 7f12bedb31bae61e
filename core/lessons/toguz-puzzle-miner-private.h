/* toguz-puzzle-miner-private.h: between the miner's two halves
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * toguz-puzzle-miner.c reads the games, runs the workers, selects and
 * rates the set; toguz-puzzle-miner-find.c finds and proves the puzzles
 * one position offers.
 */
#pragma once

#include "toguz-puzzle-miner.h"

G_BEGIN_DECLS

/* One game, replayed once. */
typedef struct
{
  char *name;
  char *round;
  GArray *positions;     /* ToguzPosition: [0] the start, [i] after ply i */
  GArray *moves;         /* uint8_t: moves[i] leads from [i] to [i + 1] */
  GArray *fresh;         /* gboolean: [i] is seen here first of all games */
  GPtrArray *found;      /* ToguzMinedPuzzle*, by ply */
  uint64_t nodes;        /* searched while mining it */
} ToguzMinerGame;

/* What a worker thread owns. */
typedef struct
{
  ToguzSearch *search;
  const ToguzPuzzleMinerOptions *options;
  uint64_t nodes;        /* searched for the game at hand */
} ToguzMinerWorker;

/* Finds and proves the puzzles the board after ply `ply` of the game
 * offers, adding them to game->found. */
void toguz_miner_find (ToguzMinerWorker *worker, ToguzMinerGame *game,
                       unsigned ply);

void toguz_mined_puzzle_free (ToguzMinedPuzzle *puzzle);

G_END_DECLS
