/* toguz-search.h: the hint engine's search
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Negamax alpha-beta (principal variation search) with iterative
 * deepening, a transposition table on Zobrist keys, move ordering (table
 * move, captures and tuzdiks, killers, history) and a capture quiescence.
 * One ToguzSearch belongs to one thread at a time; toguz_search_cancel()
 * may be called from any thread.
 */
#pragma once

#include "toguz-eval.h"

#ifdef __cplusplus
extern "C" {
#endif

#define TOGUZ_SEARCH_MAX_DEPTH 64

typedef struct ToguzSearch ToguzSearch;

typedef struct
{
  unsigned depth;       /* deepest iteration, 0: no limit but the others */
  unsigned time_ms;     /* wall-clock budget, 0: none */
  uint64_t nodes;       /* node budget, 0: none */
} ToguzSearchLimits;

typedef struct
{
  int best_move;        /* hole, 0-based; -1 when the game is over */
  int score;            /* hundredths of a stone, mover's view */
  unsigned depth;       /* last completed iteration */
  uint64_t nodes;
  unsigned pv_length;
  uint8_t pv[TOGUZ_SEARCH_MAX_DEPTH];
  bool cancelled;       /* stopped by toguz_search_cancel() */
  double seconds;
} ToguzSearchResult;

/* How the search plays: the evaluation's weights and the pruning it
 * trusts.  A match (tests/bench/bench-match.c) pits one set against
 * another; the tutor uses the default. */
typedef struct
{
  ToguzEvalParams eval;
  unsigned quiescence_plies;  /* captures beyond the horizon, at most 4 */
  bool null_move;             /* the null-move cut-off */
  bool late_move_reductions;  /* late quiet moves searched shallower */
  /* With this many stones or fewer left in the holes, the exact end of
   * the game (toguz-endgame.h) replaces the evaluation; 0: never. */
  unsigned endgame_stones;
} ToguzSearchParams;

extern const ToguzSearchParams toguz_search_params_default;
/* The first engine's weights, kept fixed: what a candidate is measured
 * against (tests/bench/bench-match) once the default moves on. */
extern const ToguzSearchParams toguz_search_params_v1;

/* The playing levels of the tutor. */
typedef enum
{
  TOGUZ_LEVEL_BEGINNER = 0, /* one ply and a wide random error: often
                             * misses captures, never plays nonsense */
  TOGUZ_LEVEL_CLUB,         /* a few plies and a small error */
  TOGUZ_LEVEL_STRONG,       /* full strength within the time given */
} ToguzLevel;

/* Allocates the search and a transposition table of about table_mib MiB
 * (rounded down to a power of two entries).  NULL when out of memory. */
ToguzSearch *toguz_search_new (unsigned table_mib);
void toguz_search_free (ToguzSearch *search);

/* Plays with other parameters from the next search on (a copy is kept;
 * toguz_search_new() starts with the default). */
void toguz_search_set_params (ToguzSearch *search,
                              const ToguzSearchParams *params);

/* Forgets the table and history, e.g. for a new game. */
void toguz_search_clear (ToguzSearch *search);

/* Stops a running search as soon as possible; safe from any thread.  The
 * flag is cleared when the next search starts. */
void toguz_search_cancel (ToguzSearch *search);

/* Searches pos within the limits.  Returns false when the game is over
 * (result->best_move is then -1 and the score exact). */
bool toguz_search_run (ToguzSearch *search, const ToguzRuleset *rules,
                       const ToguzPosition *pos,
                       const ToguzSearchLimits *limits,
                       ToguzSearchResult *result);

/* The score of every playable hole (scores[hole], mover's view) searched
 * to `depth` plies with an open window; other entries are left alone.
 * Returns the bit set of the holes scored; 0 when cancelled. */
unsigned toguz_search_score_moves (ToguzSearch *search,
                                   const ToguzRuleset *rules,
                                   const ToguzPosition *pos, unsigned depth,
                                   int scores[TOGUZ_MAX_HOLES]);

/* The nodes the last search visited: toguz_search_run()'s or
 * toguz_search_score_moves()'s. */
uint64_t toguz_search_nodes (const ToguzSearch *search);

/* The Zobrist key the search uses for pos (for other tables of results). */
uint64_t toguz_search_position_key (const ToguzSearch *search,
                                    const ToguzRuleset *rules,
                                    const ToguzPosition *pos);

/* Picks a move at a level; `seed` makes the weaker levels reproducible,
 * time_ms bounds the strong level (0: one second).  -1 if none. */
int toguz_search_pick_move (ToguzSearch *search, const ToguzRuleset *rules,
                            const ToguzPosition *pos, ToguzLevel level,
                            unsigned time_ms, uint32_t seed);

#ifdef __cplusplus
}
#endif
