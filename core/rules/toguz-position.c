/* toguz-position.c: positions and moves (README.md
 * "A move", "The end of the game")
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "toguz-position.h"
#include "toguz-play-private.h"

#include <string.h>

void
toguz_position_init (const ToguzRuleset *rules, ToguzPosition *pos)
{
  memset (pos, 0, sizeof *pos);
  memset (pos->holes, rules->stones, 2u * rules->holes);
  pos->tuzdik[0] = pos->tuzdik[1] = -1;
  pos->side = TOGUZ_WHITE;
  pos->result = TOGUZ_ONGOING;
}

unsigned
toguz_position_moves (const ToguzRuleset *rules, const ToguzPosition *pos,
                      uint8_t moves[TOGUZ_MAX_HOLES])
{
  return toguz_moves_sized (pos, rules->holes, moves);
}

unsigned
toguz_position_move_mask (const ToguzRuleset *rules, const ToguzPosition *pos)
{
  uint8_t moves[TOGUZ_MAX_HOLES];
  unsigned n = toguz_position_moves (rules, pos, moves), mask = 0;

  for (unsigned i = 0; i < n; i++)
    mask |= 1u << moves[i];
  return mask;
}

unsigned
toguz_position_board_stones (const ToguzRuleset *rules,
                             const ToguzPosition *pos)
{
  return toguz_ruleset_total (rules) - pos->kazan[0] - pos->kazan[1];
}

ToguzMoveStatus
toguz_position_check_move (const ToguzRuleset *rules,
                           const ToguzPosition *pos, unsigned hole)
{
  unsigned index;

  if (pos->result != TOGUZ_ONGOING)
    return TOGUZ_MOVE_GAME_OVER;
  if (hole >= rules->holes)
    return TOGUZ_MOVE_NO_SUCH_HOLE;
  index = toguz_ring_index (rules, (ToguzSide) pos->side, hole);
  if (pos->tuzdik[pos->side ^ 1] == (int) index)
    return TOGUZ_MOVE_TUZDIK;
  if (pos->holes[index] == 0)
    return TOGUZ_MOVE_EMPTY;
  return TOGUZ_MOVE_OK;
}

ToguzMoveStatus
toguz_position_play (const ToguzRuleset *rules, const ToguzPosition *in,
                     unsigned hole, ToguzPosition *out, ToguzEvent *event)
{
  ToguzMoveStatus status = toguz_position_check_move (rules, in, hole);

  if (status != TOGUZ_MOVE_OK)
    return status;
  if (event)
    toguz_play_sized (rules, rules->holes, in, hole, out, event);
  else
    toguz_play_fast (rules, in, hole, out);
  return TOGUZ_MOVE_OK;
}

unsigned
toguz_position_row_stones (const ToguzRuleset *rules,
                           const ToguzPosition *pos, ToguzSide side)
{
  return toguz_row_sum (pos->holes + side * rules->holes, rules->holes);
}

void
toguz_position_update_result (const ToguzRuleset *rules, ToguzPosition *pos)
{
  const unsigned mover = pos->side ^ 1u;

  toguz_decide_end (rules, rules->holes, pos, mover, pos->kazan[mover],
                    pos->kazan[mover ^ 1u],
                    toguz_row_empty (pos->holes + pos->side * rules->holes,
                                     rules->holes),
                    false, NULL);
}

unsigned
toguz_position_final_kazan (const ToguzRuleset *rules,
                            const ToguzPosition *pos, ToguzSide side)
{
  unsigned kazan = pos->kazan[side];
  ToguzSide stuck = (ToguzSide) pos->side;

  /* A pending sweep: the side to move has no stones, the other keeps its
   * row. */
  if (side != stuck
      && toguz_position_row_stones (rules, pos, stuck) == 0)
    kazan += toguz_position_row_stones (rules, pos, side);
  return kazan;
}

bool
toguz_position_equal (const ToguzPosition *a, const ToguzPosition *b)
{
  return memcmp (a, b, offsetof (ToguzPosition, reserved)) == 0;
}
