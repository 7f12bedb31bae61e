/* fuzz-notation.c: any bytes as a move, or a line of numbered moves,
 * read and played
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <string.h>

#include "toguz-move-list.h"
#include "toguz-text.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  const ToguzRuleset *rules = toguz_ruleset_default ();
  ToguzPosition start, after;
  ToguzMoveText move;
  ToguzEvent event;
  g_autoptr (GError) error = NULL;

  toguz_position_init (rules, &start);
  if (toguz_position_play_text (rules, &start, text, &after, &event, &error))
    {
      char written[TOGUZ_NOTATION_MAX];

      /* What was accepted reads as the move it played. */
      toguz_notation_format (rules, &event, written);
      if (toguz_notation_parse (rules, written, &move) != TOGUZ_NOTATION_OK
          || move.origin != event.hole + 1)
        abort ();
    }
  else if (error == NULL || !g_utf8_validate (error->message, -1, NULL))
    abort ();

  for (int side = 0; side < 2; side++)
    toguz_notation_parse_key (rules, (ToguzSide) side, text, &move);

  /* As a line, "1. 76 98 2. 66(4)": every move played or refused in
   * words, and what the split keeps is the text's. */
  {
    g_autoptr (GArray) line = toguz_move_list_split (text);
    ToguzPosition pos = start;

    for (guint i = 0; i < line->len; i++)
      {
        const ToguzWrittenMove *written
          = &g_array_index (line, ToguzWrittenMove, i);
        g_autoptr (GError) move_error = NULL;

        if (written->written == NULL || written->move == NULL
            || strlen (written->move) > strlen (written->written))
          abort ();
        if (!toguz_written_move_play (rules, &pos, written, &after, NULL,
                                      &move_error))
          {
            if (move_error == NULL)
              abort ();
            break;
          }
        pos = after;
      }
  }
  return 0;
}
