/* fuzz-setup-fen.c: boards set up by hand, written as FEN and judged
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The bytes are the set editor's edits: stones put in holes and kazans,
 * tuzdiks made and unmade, the side to move and the move number set, a
 * move played.  Whatever the setup, its FEN is either refused by the
 * setup's own validation, with a reason that reads, or read back by the
 * core FEN reader as exactly the setup: the same stones, tuzdiks, kazans,
 * side and move number, and the same FEN written from the position.
 */
#include <glib.h>
#include <string.h>

#include "toguz-setup.h"
#include "toguz-text.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

typedef enum
{
  EDIT_STONES,
  EDIT_KAZAN,
  EDIT_TUZDIK,
  EDIT_SIDE,
  EDIT_MOVE_NUMBER,
  EDIT_MOVE_STONES,  /* from one hole to another: the total kept */
  EDIT_PLAY,         /* a move from the setup, when it is a position */
  N_EDITS
} Edit;

static void
check_same (const ToguzRuleset *rules, const ToguzSetup *setup,
            const char *fen, const ToguzPosition *pos)
{
  ToguzSetup again;
  char written[TOGUZ_FEN_MAX];

  if (toguz_position_validate (rules, pos, NULL) != TOGUZ_FEN_OK)
    abort ();
  toguz_setup_from_position (rules, pos, &again);
  for (unsigned ring = 0; ring < 2u * rules->holes; ring++)
    if (again.holes[ring] != setup->holes[ring]
        || again.tuzdik[ring] != setup->tuzdik[ring])
      abort ();
  if (again.kazan[0] != setup->kazan[0] || again.kazan[1] != setup->kazan[1]
      || again.side != setup->side
      || again.move_number != setup->move_number)
    abort ();
  toguz_fen_format (rules, pos, written);
  if (strcmp (written, fen) != 0)
    abort ();
}

static void
check_refused (const ToguzRuleset *rules, ToguzFenStatus status,
               const char *fen, const ToguzFenDetail *detail)
{
  g_autofree char *reason = toguz_fen_status_describe (rules, status,
                                                       detail);

  if (detail->offset > strlen (fen) || reason == NULL || reason[0] == '\0'
      || !g_utf8_validate (reason, -1, NULL))
    abort ();
}

/* What the board shows of any setup: in range, whatever the setup. */
static void
check_drawable (const ToguzRuleset *rules, const ToguzSetup *setup)
{
  ToguzPosition shown;

  toguz_setup_to_drawable (rules, setup, &shown);
  for (int side = 0; side < 2; side++)
    {
      int ring = shown.tuzdik[side];

      if (ring >= 0
          && ((unsigned) ring >= 2u * rules->holes
              || toguz_ring_side (rules, (unsigned) ring) == (ToguzSide) side
              || !setup->tuzdik[ring] || shown.holes[ring] != 0))
        abort ();
    }
}

static void
play (const ToguzRuleset *rules, ToguzSetup *setup, unsigned hole)
{
  ToguzPosition pos;

  if (toguz_setup_validate (rules, setup, &pos, NULL) != TOGUZ_FEN_OK
      || toguz_position_check_move (rules, &pos, hole) != TOGUZ_MOVE_OK)
    return;
  toguz_position_play (rules, &pos, hole, &pos, NULL);
  toguz_setup_from_position (rules, &pos, setup);
}

static void
edit (const ToguzRuleset *rules, ToguzSetup *setup, const uint8_t *bytes)
{
  ToguzSide side = (ToguzSide) (bytes[1] & 1);
  unsigned hole = (bytes[1] >> 1) % rules->holes;
  unsigned value = bytes[2] | (unsigned) bytes[3] << 8;

  switch (bytes[0] % N_EDITS)
    {
    case EDIT_STONES:
      toguz_setup_set_stones (rules, setup, side, hole, value);
      break;
    case EDIT_KAZAN:
      toguz_setup_set_kazan (setup, side, value);
      break;
    case EDIT_TUZDIK:
      toguz_setup_set_tuzdik (rules, setup, side, hole, bytes[2] & 1);
      break;
    case EDIT_SIDE:
      /* Any byte: the struct holds one, and the judge must refuse what
       * is no side. */
      setup->side = bytes[2];
      break;
    case EDIT_MOVE_NUMBER:
      setup->move_number = (uint16_t) value;
      break;
    case EDIT_MOVE_STONES:
      {
        unsigned from = toguz_ring_index (rules, side, hole);
        unsigned to = bytes[2] % (2u * rules->holes);
        unsigned stones = MIN (setup->holes[from], bytes[3]);

        toguz_setup_set_stones (rules, setup, side, hole,
                                setup->holes[from] - stones);
        toguz_setup_set_stones (rules, setup, toguz_ring_side (rules, to),
                                toguz_ring_hole (rules, to),
                                setup->holes[to] + stones);
      }
      break;
    case EDIT_PLAY:
    default:
      play (rules, setup, hole);
      break;
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  const ToguzRuleset *rules;
  ToguzPosition start, pos;
  ToguzSetup setup;
  ToguzFenDetail detail;
  ToguzFenStatus status;
  char fen[TOGUZ_FEN_MAX];

  if (size < 1)
    return 0;
  rules = toguz_ruleset_nth_variant (data[0] % toguz_ruleset_n_variants ());
  toguz_position_init (rules, &start);
  toguz_setup_from_position (rules, &start, &setup);
  for (size_t i = 1; i + 4 <= size; i += 4)
    edit (rules, &setup, data + i);

  toguz_setup_format_fen (rules, &setup, fen);
  if (strlen (fen) >= TOGUZ_FEN_MAX)
    abort ();
  status = toguz_setup_validate (rules, &setup, &pos, &detail);
  if (status == TOGUZ_FEN_OK)
    check_same (rules, &setup, fen, &pos);
  else
    check_refused (rules, status, fen, &detail);
  check_drawable (rules, &setup);
  return 0;
}
