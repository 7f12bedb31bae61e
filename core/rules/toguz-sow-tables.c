/* toguz-sow-tables.c: precomputed sowing patterns for the vector path
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tables are constant expressions expanded by the preprocessor, so
 * nothing runs at start-up and nothing can be used before it is ready.
 */
#include "toguz-play-private.h"

#if TOGUZ_VECTOR_SOWING

/* Indexed [start][rem]; rem never passes 17, the rows are padded to 32 so
 * the address is two shifts. */

/* Lane j of the pattern for (start s, rem r) on a ring of R holes: one
 * stone when j is among the r holes from s on, counting round the ring. */
#define LANE(R, s, r, j) \
  ((j) < (R) && (((j) + (R) - (s)) % (R)) < (r) ? 1 : 0)
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
    REMS (R, 15), REMS (R, 16), REMS (R, 17) }

_Alignas (16) const uint8_t toguz_sow_pattern_18[18][32][32] = STARTS (18);
_Alignas (16) const uint8_t toguz_sow_pattern_14[18][32][32] = STARTS (14);
_Alignas (16) const uint8_t toguz_sow_pattern_10[18][32][32] = STARTS (10);

/* 0xff in lane f only: clears the origin hole. */
#define ONE(f, j) ((j) == (f) ? 0xff : 0)
#define ONES8(f, j) \
  ONE (f, j), ONE (f, j + 1), ONE (f, j + 2), ONE (f, j + 3), \
  ONE (f, j + 4), ONE (f, j + 5), ONE (f, j + 6), ONE (f, j + 7)
#define HOT(f) { ONES8 (f, 0), ONES8 (f, 8), ONES8 (f, 16), ONES8 (f, 24) }

_Alignas (16) const uint8_t toguz_sow_origin[18][32] = {
  HOT (0), HOT (1), HOT (2), HOT (3), HOT (4), HOT (5), HOT (6), HOT (7),
  HOT (8), HOT (9), HOT (10), HOT (11), HOT (12), HOT (13), HOT (14),
  HOT (15), HOT (16), HOT (17),
};

/* `laps` stones in every lane of the ring, 0 past it. */
#define LAP(R, l, j) ((j) < (R) ? (l) : 0)
#define LAPS8(R, l, j) \
  LAP (R, l, j), LAP (R, l, j + 1), LAP (R, l, j + 2), LAP (R, l, j + 3), \
  LAP (R, l, j + 4), LAP (R, l, j + 5), LAP (R, l, j + 6), LAP (R, l, j + 7)
#define LAPS(R, l) \
  { LAPS8 (R, l, 0), LAPS8 (R, l, 8), LAPS8 (R, l, 16), LAPS8 (R, l, 24) }
#define LAP_TABLE(R) \
  { LAPS (R, 0), LAPS (R, 1), LAPS (R, 2), LAPS (R, 3), LAPS (R, 4), \
    LAPS (R, 5), LAPS (R, 6), LAPS (R, 7), LAPS (R, 8), LAPS (R, 9), \
    LAPS (R, 10), LAPS (R, 11), LAPS (R, 12), LAPS (R, 13), LAPS (R, 14), \
    LAPS (R, 15), LAPS (R, 16) }

/* Indexed by laps = lifted / ring <= 162 / 10. */
_Alignas (16) const uint8_t toguz_sow_laps_18[17][32] = LAP_TABLE (18);
_Alignas (16) const uint8_t toguz_sow_laps_14[17][32] = LAP_TABLE (14);
_Alignas (16) const uint8_t toguz_sow_laps_10[17][32] = LAP_TABLE (10);

#endif

/* What a count in the last hole means on the other row: bit 0 an even
 * capture, bit 1 exactly three (a tuzdik, restrictions permitting). */
#define KIND(c) ((c) == 3 ? 2 : ((c) != 0 && (c) % 2 == 0 ? 1 : 0))
#define KIND8(c) \
  KIND (c), KIND (c + 1), KIND (c + 2), KIND (c + 3), KIND (c + 4), \
  KIND (c + 5), KIND (c + 6), KIND (c + 7)
#define KIND64(c) \
  KIND8 (c), KIND8 (c + 8), KIND8 (c + 16), KIND8 (c + 24), KIND8 (c + 32), \
  KIND8 (c + 40), KIND8 (c + 48), KIND8 (c + 56)

const uint8_t toguz_count_kind[256] = {
  KIND64 (0), KIND64 (64), KIND64 (128), KIND64 (192),
};

