/* toguz-play-private.h: the move path, inlined where speed matters
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Perft and the search call toguz_play_fast() with a constant board size,
 * so the compiler unrolls the loops over 9 holes.  The same function with
 * an event record is the only implementation of a move: there is no second
 * copy of the rules anywhere.
 */
#pragma once

#include "toguz-position.h"

#include <string.h>

/* The vector path needs SSE2 (every x86-64); elsewhere, or with
 * TOGUZ_SCALAR_SOWING for the tests that compare the two, plain loops. */
#if defined(__SSE2__) && !defined(TOGUZ_SCALAR_SOWING)
#define TOGUZ_VECTOR_SOWING 1
#include <emmintrin.h>
#else
#define TOGUZ_VECTOR_SOWING 0
#endif

_Static_assert (sizeof (ToguzPosition) == 32,
                "the vector path sows on the position as two 16-byte lanes");

#if defined(__GNUC__)
#define TOGUZ_ALWAYS_INLINE inline __attribute__ ((always_inline))
#else
#define TOGUZ_ALWAYS_INLINE inline
#endif

static TOGUZ_ALWAYS_INLINE unsigned
toguz_row_sum (const uint8_t *row, const unsigned n)
{
  unsigned sum = 0;
  for (unsigned i = 0; i < n; i++)
    sum += row[i];
  return sum;
}

static TOGUZ_ALWAYS_INLINE bool
toguz_row_empty (const uint8_t *row, const unsigned n)
{
  unsigned any = 0;
  for (unsigned i = 0; i < n; i++)
    any |= row[i];
  return any == 0;
}

/* Decides the end of the game after a move by `mover` (README.md "The
 * end of the game", in its order).  `stuck_row_empty` says whether the side now to
 * move has no stones; the two kazans are passed in, as the move path holds
 * them in registers.  With apply_sweep the mover's row goes to its kazan
 * at once; without it the board is kept and only the result counts the
 * sweep (a position read from a FEN). */
static TOGUZ_ALWAYS_INLINE void
toguz_decide_end (const ToguzRuleset *rules, const unsigned n,
                  ToguzPosition *pos, const unsigned mover,
                  unsigned kazan_mover, unsigned kazan_stuck,
                  bool stuck_row_empty, bool apply_sweep, ToguzEvent *event)
{
  const unsigned stuck = mover ^ 1u;

  if (event)
    {
      event->kazan_before_sweep[0] = pos->kazan[0];
      event->kazan_before_sweep[1] = pos->kazan[1];
    }

  if (stuck_row_empty)
    {
      unsigned swept = toguz_row_sum (pos->holes + mover * n, n);
      unsigned final_mover = kazan_mover + swept;

      if (apply_sweep)
        {
          memset (pos->holes + mover * n, 0, n);
          pos->kazan[mover] = (uint8_t) final_mover;
        }
      if (final_mover == kazan_stuck)
        pos->result = TOGUZ_DRAWN;
      else
        pos->result = (final_mover > kazan_stuck) == (mover == TOGUZ_WHITE)
                        ? TOGUZ_WHITE_WON : TOGUZ_BLACK_WON;
      if (event)
        {
          event->end = TOGUZ_END_NO_MOVES;
          event->stuck_side = (uint8_t) stuck;
          event->swept = (uint8_t) swept;
          event->swept_side = (uint8_t) mover;
        }
    }
  else if (rules->early_win
           && ((kazan_mover > n * rules->stones)
               | (kazan_stuck > n * rules->stones)))
    {
      pos->result = pos->kazan[0] > pos->kazan[1] ? TOGUZ_WHITE_WON
                                                  : TOGUZ_BLACK_WON;
      if (event)
        event->end = TOGUZ_END_MAJORITY;
    }
  else
    pos->result = TOGUZ_ONGOING;
}

#if TOGUZ_VECTOR_SOWING
/* One ring size of the vector sowing tables. */
typedef struct
{
  /* [start][rem]: one stone in each of the rem holes from start on.  start
   * is not reduced (ring is the same as 0); rows padded to 32 for shifts. */
  _Alignas (16) uint8_t pattern[TOGUZ_MAX_RING + 1][32][32];
  /* [lifted]: lifted / ring stones in every hole of the ring. */
  uint8_t laps[TOGUZ_MAX_STONES + 1][32];
} ToguzSowRing;
#endif

/* toguz-sow-tables.c: one object, so that a single base register
 * addresses every table of the move path. */
typedef struct
{
  /* What a count in the last hole means: bit 0 even, bit 1 exactly 3. */
  uint8_t count_kind[256];
  /* [ring 10, 14, 18][x]: x mod ring. */
  uint8_t ring_mod[3][TOGUZ_MAX_RING + TOGUZ_MAX_STONES];
  /* [ring 10, 14, 18][lifted]: ceil (lifted / ring), the rounds of a
   * sowing, which is how many stones its last hole gets. */
  uint8_t rounds[3][TOGUZ_MAX_STONES + 1];
#if TOGUZ_VECTOR_SOWING
  /* [from]: 0xff in the lane of the origin hole only. */
  _Alignas (16) uint8_t origin[TOGUZ_MAX_RING][32];
  ToguzSowRing sow[3];
#endif
} ToguzMoveTables;

extern const ToguzMoveTables toguz_move_tables;

/* The index of a ring size (10, 14 or 18) in the tables. */
static TOGUZ_ALWAYS_INLINE unsigned
toguz_ring_table (const unsigned ring)
{
  return ring == 18 ? 2 : ring == 14 ? 1 : 0;
}

/* Lifts the `lifted` stones of ring index `from` and sows them from
 * `start` (not reduced: start <= ring): every hole of the ring gets
 * lifted / ring stones, and the lifted % ring holes from start on one
 * more.  Copies the rest of *in to *out.  Returns a bit set of the empty
 * holes. */
#if TOGUZ_VECTOR_SOWING
static TOGUZ_ALWAYS_INLINE __m128i
toguz_load (const uint8_t *bytes)
{
  return _mm_load_si128 ((const __m128i *) (const void *) bytes);
}

static TOGUZ_ALWAYS_INLINE uint32_t
toguz_sow (const ToguzPosition *in, ToguzPosition *out, const unsigned ring,
           unsigned from, unsigned start, unsigned lifted)
{
  /* The 32-byte position is two vectors; lanes past the ring add 0. */
  const ToguzMoveTables *t = &toguz_move_tables;
  const ToguzSowRing *sow = &t->sow[toguz_ring_table (ring)];
  const unsigned rem = t->ring_mod[toguz_ring_table (ring)][lifted];
  const uint8_t *pattern = sow->pattern[start][rem];
  const uint8_t *lap = sow->laps[lifted];
  const __m128i zero = _mm_setzero_si128 ();
  __m128i low = _mm_loadu_si128 ((const __m128i *) (const void *) in);
  __m128i high = _mm_loadu_si128 ((const __m128i *) (const void *) in + 1);
  uint32_t empty;

  low = _mm_andnot_si128 (toguz_load (t->origin[from]), low);
  high = _mm_andnot_si128 (toguz_load (t->origin[from] + 16), high);
  low = _mm_add_epi8 (low, toguz_load (pattern));
  high = _mm_add_epi8 (high, toguz_load (pattern + 16));
  low = _mm_add_epi8 (low, toguz_load (lap));
  high = _mm_add_epi8 (high, toguz_load (lap + 16));
  _mm_storeu_si128 ((__m128i *) (void *) out, low);
  _mm_storeu_si128 ((__m128i *) (void *) out + 1, high);
  empty = (uint32_t) _mm_movemask_epi8 (_mm_cmpeq_epi8 (low, zero))
          | (uint32_t) _mm_movemask_epi8 (_mm_cmpeq_epi8 (high, zero)) << 16;
  return empty & ((1u << ring) - 1u);
}
#else
static TOGUZ_ALWAYS_INLINE uint32_t
toguz_sow (const ToguzPosition *in, ToguzPosition *out, unsigned ring,
           unsigned from, unsigned start, unsigned lifted)
{
  uint32_t empty = 0;
  unsigned laps = lifted / ring;
  unsigned end = start + lifted - laps * ring;

  if (out != in)
    *out = *in;
  out->holes[from] = 0;
  if (laps)
    {
      for (unsigned i = 0; i < ring; i++)
        out->holes[i] = (uint8_t) (out->holes[i] + laps);
    }
  for (unsigned i = start; i < end && i < ring; i++)
    out->holes[i]++;
  for (unsigned i = 0; i + ring < end; i++)
    out->holes[i]++;
  for (unsigned i = 0; i < ring; i++)
    empty |= (uint32_t) (out->holes[i] == 0) << i;
  return empty;
}
#endif

/* 1 << bit, or 0 when bit is negative (no tuzdik), without a branch. */
static TOGUZ_ALWAYS_INLINE uint64_t
toguz_bit_or_none (int bit)
{
  return (uint64_t) (bit >= 0) << (bit & 63);
}

/* Plays a legal move: the hole (0-based) of the side to move is not empty
 * and the game is not over.  `out` may alias `in`.  The board is sown in
 * one pass by toguz_sow(); the rules then look at the holes that matter. */
static TOGUZ_ALWAYS_INLINE void
toguz_play_sized (const ToguzRuleset *rules, const unsigned n,
                  const ToguzPosition *in, unsigned hole, ToguzPosition *out,
                  ToguzEvent *event)
{
  /* A local copy: the byte stores below may alias *rules, which would make
   * the compiler reload every field after each of them. */
  const ToguzRuleset rule = *rules;
  const unsigned ring = 2u * n;
  const unsigned row_mask = (1u << n) - 1u;
  /* Bits 0, 2, ..., 2n - 2: one a hole of a row, as `landing` spreads them. */
  const uint64_t row_evens = (((uint64_t) 1 << (2 * n)) - 1) / 3;
  const unsigned mover = in->side;
  const unsigned other = mover ^ 1u;
  const unsigned from = mover * n + hole;
  const unsigned lifted = in->holes[from];
  const int tuzdik_of_mover = in->tuzdik[mover];
  const int tuzdik_of_other = in->tuzdik[other];
  unsigned kazan_mover = in->kazan[mover];
  unsigned kazan_other = in->kazan[other];
  unsigned start, last, count, kind, action, taken;
  unsigned to_tuzdik[2] = { 0, 0 };
  uint64_t threes, landing;
  uint32_t empty;
  uint8_t *holes;

  start = from + ((lifted == 1) | !rule.origin_return);
  /* (start + lifted - 1) mod ring, without a division; start <= ring. */
  last = toguz_move_tables.ring_mod[toguz_ring_table (ring)]
                                   [start + lifted - 1];

  /* What the last hole does, 2 bits a ring hole: bit 2i, an even count in
   * hole i is taken; bit 2i + 1, three there make a tuzdik (README.md's
   * three restrictions applied).  Only the other row has any, and not the
   * mover's own tuzdik: what falls in it is his whatever the count.  Masks
   * rather than branches, so that a loop over the moves of one position
   * builds it once. */
  threes = (row_evens >> 2 * !rule.tuzdik_on_last_hole)
           & (0 - (uint64_t) (rule.tuzdik && tuzdik_of_mover < 0))
           & ~toguz_bit_or_none (2 * (tuzdik_of_other - (int) (mover * n)));
  landing = ((row_evens | threes << 1) << 2 * other * n)
            & ~(3 * toguz_bit_or_none (2 * tuzdik_of_mover));

  /* The count in the last hole, from *in rather than read back from *out
   * so that it does not wait for the stores (and before them, as out may
   * be in): the last hole got a stone in each of the ceil (lifted / ring)
   * rounds of the sowing.  Branch-free from here: captures and odd counts
   * both go either way at random. */
  count = (last == from ? 0 : in->holes[last])
          + toguz_move_tables.rounds[toguz_ring_table (ring)][lifted];

  empty = toguz_sow (in, out, ring, from, start, lifted);
  holes = out->holes;

  kind = toguz_move_tables.count_kind[count];
  action = kind & (unsigned) (landing >> 2 * last);
  taken = count & (0u - (action != 0));
  kazan_mover += taken;
  holes[last] = (uint8_t) (count - taken);
  empty |= (uint32_t) (action != 0) << last;
  if (action >> 1) /* once a game at most: predicted */
    out->tuzdik[mover] = (int8_t) last;

  /* Stones sown into a tuzdik go to its owner's kazan. */
  if (tuzdik_of_mover >= 0)
    {
      to_tuzdik[mover] = holes[tuzdik_of_mover];
      kazan_mover += to_tuzdik[mover];
      holes[tuzdik_of_mover] = 0;
      empty |= 1u << tuzdik_of_mover;
    }
  if (tuzdik_of_other >= 0)
    {
      to_tuzdik[other] = holes[tuzdik_of_other];
      kazan_other += to_tuzdik[other];
      holes[tuzdik_of_other] = 0;
      empty |= 1u << tuzdik_of_other;
    }

  out->kazan[mover] = (uint8_t) kazan_mover;
  out->kazan[other] = (uint8_t) kazan_other;
  out->side = (uint8_t) other;
  out->ply = toguz_ply_next (out->ply);

  if (event)
    {
      const unsigned on_other = (last >= n) != mover;
      /* A tuzdik on the mover's own row is the opponent's: landing there
       * is landing in a tuzdik too, not on an empty hole of one's own. */
      const bool in_tuzdik = (int) last == tuzdik_of_mover
                             || (int) last == tuzdik_of_other;

      memset (event, 0, sizeof *event);
      event->side = (uint8_t) mover;
      event->hole = (uint8_t) hole;
      event->lifted = (uint8_t) lifted;
      event->single_ball = lifted == 1;
      event->origin_return = start == from;
      event->laps = (uint8_t) (lifted / ring);
      for (unsigned i = 0; i < lifted; i++)
        event->path[i] = (uint8_t) ((start + i) % ring);
      event->last = (uint8_t) last;
      event->last_count = (uint8_t) (in_tuzdik ? 0 : count);
      event->to_tuzdik[0] = (uint8_t) to_tuzdik[0];
      event->to_tuzdik[1] = (uint8_t) to_tuzdik[1];
      event->tuzdik_made = action >> 1 ? (int8_t) last : -1;
      if (in_tuzdik)
        event->landing = TOGUZ_LANDING_IN_TUZDIK;
      else if (!on_other)
        event->landing = TOGUZ_LANDING_OWN_SIDE;
      else if (action & 1)
        {
          event->landing = TOGUZ_LANDING_EVEN_CAPTURE;
          event->captured = (uint8_t) count;
        }
      else if (action >> 1)
        {
          event->landing = TOGUZ_LANDING_TUZDIK_MADE;
          event->captured = 3;
        }
      else if (kind >> 1)
        {
          unsigned number = last - other * n;
          unsigned refusals = 0;

          if (!rule.tuzdik)
            refusals |= TOGUZ_REFUSED_NO_TUZDIKS;
          if (tuzdik_of_mover >= 0)
            refusals |= TOGUZ_REFUSED_ALREADY_OWNS;
          if (number == n - 1 && !rule.tuzdik_on_last_hole)
            refusals |= TOGUZ_REFUSED_LAST_HOLE;
          if (tuzdik_of_other >= 0
              && (unsigned) tuzdik_of_other - mover * n == number)
            refusals |= TOGUZ_REFUSED_SYMMETRIC;
          event->landing = TOGUZ_LANDING_TUZDIK_REFUSED;
          event->tuzdik_refusals = (uint8_t) refusals;
        }
      else
        event->landing = TOGUZ_LANDING_ODD;
    }

  toguz_decide_end (&rule, n, out, mover, kazan_mover, kazan_other,
                    (empty & (row_mask << other * n)) == row_mask << other * n,
                    true, event);

  if (event)
    {
      event->result = out->result;
      event->kazan[0] = out->kazan[0];
      event->kazan[1] = out->kazan[1];
    }
}

/* The fast path for search and perft: no event, board size dispatched once
 * so each case is compiled with a constant n. */
static TOGUZ_ALWAYS_INLINE void
toguz_play_fast (const ToguzRuleset *rules, const ToguzPosition *in,
                 unsigned hole, ToguzPosition *out)
{
  switch (rules->holes)
    {
    case 9:
      toguz_play_sized (rules, 9, in, hole, out, NULL);
      break;
    case 7:
      toguz_play_sized (rules, 7, in, hole, out, NULL);
      break;
    default:
      toguz_play_sized (rules, rules->holes, in, hole, out, NULL);
      break;
    }
}

/* Playable holes of the side to move as a bit set (bit i: hole i, 0-based)
 * for a board of n holes; 0 once the game has ended.  A tuzdik is always
 * empty, so "not empty" is the whole test. */
static TOGUZ_ALWAYS_INLINE unsigned
toguz_move_mask_sized (const ToguzPosition *pos, const unsigned n)
{
  const unsigned row_mask = (1u << n) - 1u;
  unsigned empty;

  if (pos->result != TOGUZ_ONGOING)
    return 0;
#if TOGUZ_VECTOR_SOWING
  {
    const __m128i zero = _mm_setzero_si128 ();
    __m128i low = _mm_loadu_si128 ((const __m128i *) (const void *) pos);
    __m128i high
      = _mm_loadu_si128 ((const __m128i *) (const void *) pos + 1);
    empty = (unsigned) _mm_movemask_epi8 (_mm_cmpeq_epi8 (low, zero))
            | (unsigned) _mm_movemask_epi8 (_mm_cmpeq_epi8 (high, zero)) << 16;
  }
#else
  empty = 0;
  for (unsigned i = 0; i < 2 * n && i < TOGUZ_MAX_RING; i++)
    empty |= (unsigned) (pos->holes[i] == 0) << i;
#endif
  return ~(empty >> (pos->side * n)) & row_mask;
}

/* The lowest set bit's index; mask must not be 0. */
static TOGUZ_ALWAYS_INLINE unsigned
toguz_lowest_bit (unsigned mask)
{
#if defined(__GNUC__)
  return (unsigned) __builtin_ctz (mask);
#else
  unsigned i = 0;
  while (!(mask & 1u))
    {
      mask >>= 1;
      i++;
    }
  return i;
#endif
}

/* Playable holes of the side to move, 0-based, for a board of n holes. */
static TOGUZ_ALWAYS_INLINE unsigned
toguz_moves_sized (const ToguzPosition *pos, const unsigned n,
                   uint8_t moves[TOGUZ_MAX_HOLES])
{
  const uint8_t *row = pos->holes + pos->side * n;
  unsigned count = 0;

  if (pos->result != TOGUZ_ONGOING)
    return 0;
  /* A tuzdik is always empty, so "not empty" is the whole test. */
  for (unsigned i = 0; i < n; i++)
    {
      moves[count] = (uint8_t) i;
      count += row[i] != 0;
    }
  return count;
}
