/* toguz-endgame.h: the exact end of a game with few stones left
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A full-width alpha-beta search to the end of the game (a kazan past
 * half, or at syroo and its sweep, as the core's move path decides them)
 * with its own transposition table.  Its scores are those of
 * toguz_eval_final(): the same scale as the hint engine's, so that the
 * search (toguz-search.c) takes them in place of the evaluation once the
 * board holds few stones.  The table is allocated here, once; solving
 * allocates nothing.
 */
#pragma once

#include "toguz-eval.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The longest line a solve follows: stones can circle the board without
 * a capture, so a line this long gives up rather than loop. */
#define TOGUZ_ENDGAME_MAX_PLY 160

typedef struct ToguzEndgame ToguzEndgame;

/* A solver with a table of about table_mib MiB (at least 1); NULL when out
 * of memory. */
ToguzEndgame *toguz_endgame_new (unsigned table_mib);
void toguz_endgame_free (ToguzEndgame *endgame);

/* Forgets the table. */
void toguz_endgame_clear (ToguzEndgame *endgame);

/* Solves pos within the window (alpha, beta), `ply` plies from the
 * caller's root (the final scores count from there), in at most
 * node_limit nodes (0: no limit).  Fail-soft: a *score at or below alpha
 * is an upper bound, at or above beta a lower bound, else exact.  False
 * when the budget or the longest line ran out: *score is then unset. */
bool toguz_endgame_solve (ToguzEndgame *endgame, const ToguzRuleset *rules,
                          const ToguzPosition *pos, int alpha, int beta,
                          int ply, uint64_t node_limit, int *score);

/* The exact score of pos (as toguz_eval_final() counts it at the end) and
 * a best move, or false past node_limit.  *best_move is -1 when the game
 * is over. */
bool toguz_endgame_solve_exact (ToguzEndgame *endgame,
                                const ToguzRuleset *rules,
                                const ToguzPosition *pos,
                                uint64_t node_limit, int *score,
                                int *best_move);

/* Nodes the last solve visited. */
uint64_t toguz_endgame_nodes (const ToguzEndgame *endgame);

#ifdef __cplusplus
}
#endif
