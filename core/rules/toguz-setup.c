/* toguz-setup.c: a board set up by hand
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "toguz-setup.h"

#include <string.h>

static uint16_t
capped (unsigned stones, unsigned most)
{
  return (uint16_t) (stones < most ? stones : most);
}

void
toguz_setup_set_stones (const ToguzRuleset *rules, ToguzSetup *setup,
                        ToguzSide side, unsigned hole, unsigned stones)
{
  unsigned ring = toguz_ring_index (rules, side, hole);

  setup->holes[ring] = capped (stones, TOGUZ_SETUP_MAX_STONES);
  if (stones > 0)
    setup->tuzdik[ring] = false;
}

void
toguz_setup_set_kazan (ToguzSetup *setup, ToguzSide side, unsigned stones)
{
  setup->kazan[side] = capped (stones, TOGUZ_SETUP_MAX_STONES);
}

bool
toguz_setup_set_tuzdik (const ToguzRuleset *rules, ToguzSetup *setup,
                        ToguzSide side, unsigned hole, bool tuzdik)
{
  unsigned ring = toguz_ring_index (rules, side, hole);

  if (setup->tuzdik[ring] == tuzdik)
    return false;
  setup->tuzdik[ring] = tuzdik;
  if (tuzdik)
    {
      /* The stones of a hole won as a tuzdik are its owner's. */
      setup->kazan[side ^ 1] += setup->holes[ring];
      setup->holes[ring] = 0;
    }
  return true;
}

ToguzFenStatus
toguz_setup_validate (const ToguzRuleset *rules, const ToguzSetup *setup,
                      ToguzPosition *pos, ToguzFenDetail *detail)
{
  char fen[TOGUZ_FEN_MAX];

  /* The reader's rules are the only ones: a setup is judged as its FEN. */
  toguz_setup_format_fen (rules, setup, fen);
  return toguz_fen_parse (rules, fen, pos, detail);
}

void
toguz_setup_to_drawable (const ToguzRuleset *rules, const ToguzSetup *setup,
                         ToguzPosition *pos)
{
  unsigned move_number = setup->move_number > 0 ? setup->move_number : 1u;

  if (move_number > TOGUZ_MOVE_NUMBER_MAX)
    move_number = TOGUZ_MOVE_NUMBER_MAX;

  memset (pos, 0, sizeof *pos);
  pos->tuzdik[0] = pos->tuzdik[1] = -1;
  for (unsigned ring = 0; ring < 2u * rules->holes; ring++)
    {
      ToguzSide owner = (ToguzSide) (toguz_ring_side (rules, ring) ^ 1);
      pos->holes[ring] = (uint8_t) capped (setup->holes[ring], 255);
      if (setup->tuzdik[ring])
        {
          pos->holes[ring] = 0;
          if (pos->tuzdik[owner] < 0)
            pos->tuzdik[owner] = (int8_t) ring;
        }
    }
  pos->kazan[0] = (uint8_t) capped (setup->kazan[0], 255);
  pos->kazan[1] = (uint8_t) capped (setup->kazan[1], 255);
  pos->side = setup->side;
  pos->ply = (uint16_t) (2u * (move_number - 1u) + setup->side);
}
