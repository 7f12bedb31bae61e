/* toguz-command-play.c: `toguz play`
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "toguz-cli.h"
#include "toguz-text.h"

int
toguz_command_play (int argc, char **argv)
{
  g_auto (ToguzPositionOptions) options = { 0 };
  g_autoptr (GOptionContext) context = NULL;
  g_autofree char *fen = NULL;
  ToguzRuleset rules;
  ToguzPosition pos;
  int status;

  context = toguz_cli_context_new (
    _("MOVE…"),
    _("Plays moves and prints each ply in notation, then the position and "
      "the result.\n\nA MOVE is the hole to sow (1-9) or two-digit notation "
      "(65, 45x): the hole sown, then the hole where the last stone lands, "
      "each numbered from its owner’s left, with x when the move makes a "
      "tuzdik. A stated landing digit or x must be what the move does.\n\n"
      "Output: one line “PLY NOTATION” per move, then “fen FEN”, then "
      "“result ongoing|white|black|draw”."));
  toguz_position_options_add (context, &options);
  if (!toguz_cli_parse_options (context, &argc, &argv))
    return TOGUZ_EXIT_USAGE;
  if ((status = toguz_position_options_resolve (&options, &rules, &pos))
      != TOGUZ_EXIT_OK)
    return status;

  for (int i = 1; i < argc; i++)
    {
      g_autoptr (GError) error = NULL;
      char notation[TOGUZ_NOTATION_MAX];
      ToguzEvent event;
      unsigned ply = pos.ply + 1u;

      if (!toguz_position_play_text (&rules, &pos, argv[i], &pos, &event,
                                     &error))
        return toguz_cli_fail (TOGUZ_EXIT_INPUT,
                               _("ply %u (“%s”): %s"), ply, argv[i],
                               error->message);
      toguz_notation_format (&rules, &event, notation);
      printf ("%u %s\n", ply, notation);
    }

  fen = toguz_position_to_fen (&rules, &pos);
  printf ("fen %s\n", fen);
  printf ("result %s\n", toguz_result_keyword ((ToguzResult) pos.result));
  return TOGUZ_EXIT_OK;
}
