/* reference-rules.c: core/rules/README.md, stone by stone
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "reference-rules.h"

#include <string.h>

void
ref_init (const ToguzRuleset *rules, RefPosition *pos)
{
  memset (pos, 0, sizeof *pos);
  for (int s = 0; s < 2; s++)
    {
      for (int h = 0; h < rules->holes; h++)
        pos->holes[s][h] = rules->stones;
      pos->tuzdik[s] = -1;
    }
  pos->side = TOGUZ_WHITE;
  pos->result = TOGUZ_ONGOING;
}

void
ref_from_position (const ToguzRuleset *rules, const ToguzPosition *pos,
                   RefPosition *ref)
{
  int n = rules->holes;

  memset (ref, 0, sizeof *ref);
  for (int s = 0; s < 2; s++)
    {
      for (int h = 0; h < n; h++)
        ref->holes[s][h] = pos->holes[s * n + h];
      ref->kazan[s] = pos->kazan[s];
      ref->tuzdik[s] = pos->tuzdik[s] < 0 ? -1 : pos->tuzdik[s] % n;
    }
  ref->side = pos->side;
  ref->result = pos->result;
}

static bool
is_tuzdik_of (const RefPosition *pos, int owner, int row, int hole)
{
  /* A tuzdik side `owner` won lies on the other row. */
  return row != owner && pos->tuzdik[owner] == hole;
}

static int
row_total (const ToguzRuleset *rules, const RefPosition *pos, int row)
{
  int total = 0;
  for (int h = 0; h < rules->holes; h++)
    total += pos->holes[row][h];
  return total;
}

bool
ref_play (const ToguzRuleset *rules, RefPosition *pos, int hole)
{
  const int n = rules->holes;
  const int me = pos->side, them = 1 - me;
  int stones, row, at;

  if (pos->result != TOGUZ_ONGOING || hole < 0 || hole >= n
      || pos->holes[me][hole] == 0 || is_tuzdik_of (pos, them, me, hole))
    return false;

  stones = pos->holes[me][hole];
  pos->holes[me][hole] = 0;
  row = me;
  at = hole;

  /* "k > 1: the first stone goes back into the origin hole"; otherwise (or
   * under the old custom) sowing starts in the next hole. */
  if (!(stones > 1 && rules->origin_return))
    {
      at++;
      if (at == n)
        {
          at = 0;
          row = 1 - row;
        }
    }
  for (;;)
    {
      if (is_tuzdik_of (pos, 0, row, at))
        pos->kazan[0]++;
      else if (is_tuzdik_of (pos, 1, row, at))
        pos->kazan[1]++;
      else
        pos->holes[row][at]++;
      if (--stones == 0)
        break;
      at++;
      if (at == n)
        {
          at = 0;
          row = 1 - row;
        }
    }

  /* The last stone: only on the opponent's row, never in a tuzdik. */
  if (row == them && !is_tuzdik_of (pos, 0, row, at)
      && !is_tuzdik_of (pos, 1, row, at))
    {
      int count = pos->holes[row][at];

      if (count % 2 == 0)
        {
          pos->kazan[me] += count;
          pos->holes[row][at] = 0;
        }
      else if (count == 3 && rules->tuzdik && pos->tuzdik[me] < 0
               && (at != n - 1 || rules->tuzdik_on_last_hole)
               && pos->tuzdik[them] != at)
        {
          pos->tuzdik[me] = at;
          pos->kazan[me] += 3;
          pos->holes[row][at] = 0;
        }
    }

  pos->side = them;

  /* End of the game, in the order of core/rules/README.md. */
  if (row_total (rules, pos, them) == 0)
    {
      pos->kazan[me] += row_total (rules, pos, me);
      for (int h = 0; h < n; h++)
        pos->holes[me][h] = 0;
    }
  else if (!(rules->early_win
             && (pos->kazan[0] > n * rules->stones
                 || pos->kazan[1] > n * rules->stones)))
    return true;

  if (pos->kazan[0] > pos->kazan[1])
    pos->result = TOGUZ_WHITE_WON;
  else if (pos->kazan[1] > pos->kazan[0])
    pos->result = TOGUZ_BLACK_WON;
  else
    pos->result = TOGUZ_DRAWN;
  return true;
}

uint64_t
ref_perft (const ToguzRuleset *rules, const RefPosition *pos, int depth)
{
  uint64_t leaves = 0;

  if (depth == 0 || pos->result != TOGUZ_ONGOING)
    return 1;
  for (int h = 0; h < rules->holes; h++)
    {
      RefPosition child = *pos;
      if (ref_play (rules, &child, h))
        leaves += ref_perft (rules, &child, depth - 1);
    }
  return leaves;
}

bool
ref_matches (const ToguzRuleset *rules, const RefPosition *ref,
             const ToguzPosition *pos)
{
  RefPosition converted;

  ref_from_position (rules, pos, &converted);
  return memcmp (&converted, ref, sizeof converted) == 0;
}
