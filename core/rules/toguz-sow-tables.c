/* toguz-sow-tables.c: precomputed tables of the move path
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tables are constant expressions expanded by the preprocessor, so
 * nothing runs at start-up and nothing can be used before it is ready.
 */
#include "toguz-play-private.h"

/* M (a, t) for t = first, first + 1, ...: lists of 10 and 100 entries. */
#define SEQ10(M, a, t) \
  M (a, t), M (a, t + 1), M (a, t + 2), M (a, t + 3), M (a, t + 4), \
  M (a, t + 5), M (a, t + 6), M (a, t + 7), M (a, t + 8), M (a, t + 9)
#define SEQ100(M, a, t) \
  SEQ10 (M, a, t), SEQ10 (M, a, t + 10), SEQ10 (M, a, t + 20), \
  SEQ10 (M, a, t + 30), SEQ10 (M, a, t + 40), SEQ10 (M, a, t + 50), \
  SEQ10 (M, a, t + 60), SEQ10 (M, a, t + 70), SEQ10 (M, a, t + 80), \
  SEQ10 (M, a, t + 90)

/* What a count in the last hole means on the other row: bit 0 an even
 * capture, bit 1 exactly three (a tuzdik, restrictions permitting). */
#define KIND(a, c) ((c) == 3 ? 2 : ((c) != 0 && (c) % 2 == 0 ? 1 : 0))

/* x mod R for x < TOGUZ_MAX_RING + TOGUZ_MAX_STONES (180). */
#define MOD(R, x) ((x) % (R))
#define MODS(R) \
  { SEQ100 (MOD, R, 0), SEQ10 (MOD, R, 100), SEQ10 (MOD, R, 110), \
    SEQ10 (MOD, R, 120), SEQ10 (MOD, R, 130), SEQ10 (MOD, R, 140), \
    SEQ10 (MOD, R, 150), SEQ10 (MOD, R, 160), SEQ10 (MOD, R, 170) }

/* ceil (k / R) for k <= TOGUZ_MAX_STONES. */
#define ROUND(R, k) (((k) + (R) - 1) / (R))
#define ROUNDS(R) \
  { SEQ100 (ROUND, R, 0), SEQ10 (ROUND, R, 100), SEQ10 (ROUND, R, 110), \
    SEQ10 (ROUND, R, 120), SEQ10 (ROUND, R, 130), SEQ10 (ROUND, R, 140), \
    SEQ10 (ROUND, R, 150), ROUND (R, 160), ROUND (R, 161), ROUND (R, 162) }

#if TOGUZ_VECTOR_SOWING

/* Lane j of the pattern for (start s, rem r) on a ring of R holes: one
 * stone when j is among the r holes from s on, counting round the ring.
 * s runs to R (the same as 0), so 2R keeps the difference positive. */
#define LANE(R, s, r, j) \
  ((j) < (R) && (((j) + 2 * (R) - (s)) % (R)) < (r) ? 1 : 0)
#define LANES8(R, s, r, j) \
  LANE (R, s, r, j), LANE (R, s, r, j + 1), LANE (R, s, r, j + 2), \
  LANE (R, s, r, j + 3), LANE (R, s, r, j + 4), LANE (R, s, r, j + 5), \
  LANE (R, s, r, j + 6), LANE (R, s, r, j + 7)
#define PATTERN(R, s, r) \
  { LANES8 (R, s, r, 0), LANES8 (R, s, r, 8), LANES8 (R, s, r, 16), \
    LANES8 (R, s, r, 24) }
#define REMS(R, s) \
  { PATTERN (R, s, 0), PATTERN (R, s, 1), PATTERN (R, s, 2), \
    PATTERN (R, s, 3), PATTERN (R, s, 4), PATTERN (R, s, 5), \
    PATTERN (R, s, 6), PATTERN (R, s, 7), PATTERN (R, s, 8), \
    PATTERN (R, s, 9), PATTERN (R, s, 10), PATTERN (R, s, 11), \
    PATTERN (R, s, 12), PATTERN (R, s, 13), PATTERN (R, s, 14), \
    PATTERN (R, s, 15), PATTERN (R, s, 16), PATTERN (R, s, 17), \
    PATTERN (R, s, 18), PATTERN (R, s, 19), PATTERN (R, s, 20), \
    PATTERN (R, s, 21), PATTERN (R, s, 22), PATTERN (R, s, 23), \
    PATTERN (R, s, 24), PATTERN (R, s, 25), PATTERN (R, s, 26), \
    PATTERN (R, s, 27), PATTERN (R, s, 28), PATTERN (R, s, 29), \
    PATTERN (R, s, 30), PATTERN (R, s, 31) }
#define STARTS(R) \
  { REMS (R, 0), REMS (R, 1), REMS (R, 2), REMS (R, 3), REMS (R, 4), \
    REMS (R, 5), REMS (R, 6), REMS (R, 7), REMS (R, 8), REMS (R, 9), \
    REMS (R, 10), REMS (R, 11), REMS (R, 12), REMS (R, 13), REMS (R, 14), \
    REMS (R, 15), REMS (R, 16), REMS (R, 17), REMS (R, 18) }

/* 0xff in lane f only: clears the origin hole. */
#define ONE(f, j) ((j) == (f) ? 0xff : 0)
#define ONES8(f, j) \
  ONE (f, j), ONE (f, j + 1), ONE (f, j + 2), ONE (f, j + 3), \
  ONE (f, j + 4), ONE (f, j + 5), ONE (f, j + 6), ONE (f, j + 7)
#define HOT(f) { ONES8 (f, 0), ONES8 (f, 8), ONES8 (f, 16), ONES8 (f, 24) }

/* lifted / R stones in every lane of the ring, 0 past it. */
#define LAP(R, k, j) ((j) < (R) ? (k) / (R) : 0)
#define LAPS8(R, k, j) \
  LAP (R, k, j), LAP (R, k, j + 1), LAP (R, k, j + 2), LAP (R, k, j + 3), \
  LAP (R, k, j + 4), LAP (R, k, j + 5), LAP (R, k, j + 6), LAP (R, k, j + 7)
#define LAPS(R, k) \
  { LAPS8 (R, k, 0), LAPS8 (R, k, 8), LAPS8 (R, k, 16), LAPS8 (R, k, 24) }
#define LIFTED(R) \
  { SEQ100 (LAPS, R, 0), SEQ10 (LAPS, R, 100), SEQ10 (LAPS, R, 110), \
    SEQ10 (LAPS, R, 120), SEQ10 (LAPS, R, 130), SEQ10 (LAPS, R, 140), \
    SEQ10 (LAPS, R, 150), LAPS (R, 160), LAPS (R, 161), LAPS (R, 162) }

#define SOW_RING(R) { STARTS (R), LIFTED (R) }

#endif

const ToguzMoveTables toguz_move_tables = {
  .count_kind = { SEQ100 (KIND, 0, 0), SEQ100 (KIND, 0, 100),
                  SEQ10 (KIND, 0, 200), SEQ10 (KIND, 0, 210),
                  SEQ10 (KIND, 0, 220), SEQ10 (KIND, 0, 230),
                  SEQ10 (KIND, 0, 240), KIND (0, 250), KIND (0, 251),
                  KIND (0, 252), KIND (0, 253), KIND (0, 254),
                  KIND (0, 255) },
  .ring_mod = { MODS (10), MODS (14), MODS (18) },
  .rounds = { ROUNDS (10), ROUNDS (14), ROUNDS (18) },
#if TOGUZ_VECTOR_SOWING
  .origin = {
    HOT (0), HOT (1), HOT (2), HOT (3), HOT (4), HOT (5), HOT (6), HOT (7),
    HOT (8), HOT (9), HOT (10), HOT (11), HOT (12), HOT (13), HOT (14),
    HOT (15), HOT (16), HOT (17),
  },
  .sow = { SOW_RING (10), SOW_RING (14), SOW_RING (18) },
#endif
};
