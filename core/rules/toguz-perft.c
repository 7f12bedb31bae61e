/* toguz-perft.c: perft, the move generator's acceptance test
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "toguz-perft.h"
#include "toguz-play-private.h"

typedef void (*PerftFunc) (const ToguzRuleset *rules,
                           const ToguzPosition *pos, unsigned depth,
                           ToguzPerft *count);

/* The last ply: make every move and look at its result. */
static TOGUZ_ALWAYS_INLINE void
perft_leaves (const ToguzRuleset *rules, const unsigned n,
              const ToguzPosition *pos, ToguzPerft *count)
{
  unsigned moves = toguz_move_mask_sized (pos, n);
  unsigned leaves = 0, finished = 0;

  for (; moves; moves &= moves - 1)
    {
      ToguzPosition child;

      toguz_play_sized (rules, n, pos, toguz_lowest_bit (moves), &child,
                        NULL);
      leaves++;
      finished += child.result != TOGUZ_ONGOING;
    }
  count->leaves += leaves;
  count->finished += finished;
}

/* Inlined into one function per board size, each recursing into itself, so
 * every level runs with a constant n. */
static TOGUZ_ALWAYS_INLINE void
perft_sized (const ToguzRuleset *rules, const unsigned n,
             const ToguzPosition *pos, unsigned depth, ToguzPerft *count,
             PerftFunc self)
{
  if (depth == 1)
    {
      perft_leaves (rules, n, pos, count);
      return;
    }
  for (unsigned moves = toguz_move_mask_sized (pos, n); moves;
       moves &= moves - 1)
    {
      ToguzPosition child;

      toguz_play_sized (rules, n, pos, toguz_lowest_bit (moves), &child,
                        NULL);
      if (child.result == TOGUZ_ONGOING)
        self (rules, &child, depth - 1, count);
      else
        {
          count->leaves++;
          count->finished++;
        }
    }
}

static void
perft_9 (const ToguzRuleset *rules, const ToguzPosition *pos, unsigned depth,
         ToguzPerft *count)
{
  perft_sized (rules, 9, pos, depth, count, perft_9);
}

static void
perft_7 (const ToguzRuleset *rules, const ToguzPosition *pos, unsigned depth,
         ToguzPerft *count)
{
  perft_sized (rules, 7, pos, depth, count, perft_7);
}

static void
perft_any (const ToguzRuleset *rules, const ToguzPosition *pos,
           unsigned depth, ToguzPerft *count)
{
  perft_sized (rules, rules->holes, pos, depth, count, perft_any);
}

ToguzPerft
toguz_perft (const ToguzRuleset *rules, const ToguzPosition *pos,
             unsigned depth)
{
  ToguzPerft count = { 0, 0 };

  if (depth == 0 || pos->result != TOGUZ_ONGOING)
    {
      count.leaves = 1;
      count.finished = pos->result != TOGUZ_ONGOING;
      return count;
    }
  switch (rules->holes)
    {
    case 9:
      perft_9 (rules, pos, depth, &count);
      break;
    case 7:
      perft_7 (rules, pos, depth, &count);
      break;
    default:
      perft_any (rules, pos, depth, &count);
      break;
    }
  return count;
}
