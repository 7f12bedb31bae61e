/* fuzz-fen.c: any bytes as a FEN, in every variant
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Whatever is accepted must be a valid position that writes back to a FEN
 * reading back to the same position.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "toguz-fen.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  char *text = malloc (size + 1);

  if (text == NULL)
    return 0;
  memcpy (text, data, size);
  text[size] = '\0';

  for (size_t v = 0; v < toguz_ruleset_n_variants (); v++)
    {
      const ToguzRuleset *rules = toguz_ruleset_nth_variant (v);
      ToguzPosition pos, again;
      ToguzFenDetail detail;
      char fen[TOGUZ_FEN_MAX];

      if (toguz_fen_parse (rules, text, &pos, &detail) != TOGUZ_FEN_OK)
        {
          if (detail.offset > size)
            abort ();
          continue;
        }
      if (toguz_position_validate (rules, &pos, NULL) != TOGUZ_FEN_OK)
        abort ();
      toguz_fen_format (rules, &pos, fen);
      if (toguz_fen_parse (rules, fen, &again, NULL) != TOGUZ_FEN_OK
          || !toguz_position_equal (&pos, &again))
        abort ();
    }
  free (text);
  return 0;
}
