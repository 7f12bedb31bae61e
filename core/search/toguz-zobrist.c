/* toguz-zobrist.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "toguz-zobrist.h"

/* splitmix64: a well-mixed, reproducible sequence. */
static uint64_t
next_key (uint64_t *state)
{
  uint64_t z = (*state += 0x9e3779b97f4a7c15ull);

  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

void
toguz_zobrist_init (ToguzZobrist *zobrist)
{
  uint64_t state = 0x746f67757a2d7475ull; /* "toguz-tu" */

  for (unsigned i = 0; i < TOGUZ_MAX_RING; i++)
    {
      /* An empty hole adds nothing: positions differ by what is there. */
      zobrist->hole[i][0] = 0;
      for (unsigned c = 1; c <= TOGUZ_MAX_STONES; c++)
        zobrist->hole[i][c] = next_key (&state);
    }
  for (unsigned s = 0; s < 2; s++)
    for (unsigned i = 0; i < TOGUZ_MAX_RING; i++)
      zobrist->tuzdik[s][i] = next_key (&state);
  for (unsigned k = 0; k <= TOGUZ_MAX_STONES; k++)
    zobrist->kazan[k] = next_key (&state);
  zobrist->black_to_move = next_key (&state);
}
