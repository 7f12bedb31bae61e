/* toguz-command-play.c: `toguz play`
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "toguz-cli.h"
#include "toguz-move-list.h"
#include "toguz-record-position.h"
#include "toguz-text.h"

static void
print_ply (const ToguzRuleset *rules, const ToguzPosition *position,
           const ToguzEvent *event, gpointer user_data)
{
  char notation[TOGUZ_NOTATION_MAX];

  toguz_notation_format (rules, event, notation);
  printf ("%u %s\n", (unsigned) position->ply, notation);
}

/* Game `game` of a record at a ply, its plies printed on the way. */
static int
play_record (const char *path, int game, int ply, ToguzRuleset *rules,
             ToguzPosition *pos)
{
  g_autoptr (GError) error = NULL;
  ToguzReplay replay;

  if (game < 1)
    return toguz_cli_fail (TOGUZ_EXIT_USAGE, "%s",
                           _("--game counts from 1, the first game of the "
                             "file"));
  if (!toguz_record_file_position (path, (unsigned) game,
                                   ply < 0 ? TOGUZ_RECORD_PLY_END
                                           : (unsigned) ply,
                                   rules, print_ply, NULL, &replay, &error))
    return toguz_cli_fail (TOGUZ_EXIT_INPUT, "%s", error->message);
  *rules = replay.rules;
  *pos = replay.final;
  return TOGUZ_EXIT_OK;
}

int
toguz_command_play (int argc, char **argv)
{
  g_auto (ToguzPositionOptions) options = { 0 };
  g_autoptr (GOptionContext) context = NULL;
  g_autofree char *fen = NULL;
  g_autofree char *record = NULL;
  g_autofree char *line = NULL;
  g_autoptr (GArray) moves = NULL;
  int game = 1, ply = G_MININT; /* G_MININT: not given, the game's end */
  const GOptionEntry record_entries[] = {
    { "record", 'r', 0, G_OPTION_ARG_FILENAME, &record,
      N_("Start from a game of the record FILE (PGN-style, as “toguz "
         "replay” reads)"),
      N_("FILE") },
    { "game", 'g', 0, G_OPTION_ARG_INT, &game,
      N_("The game N of the record, counting from 1 (default: 1)"),
      N_("N") },
    { "ply", 'k', 0, G_OPTION_ARG_INT, &ply,
      N_("Stop the game after K plies (half-moves), 0 for its start "
         "(default: its end)"),
      N_("K") },
    { NULL },
  };
  ToguzRuleset rules;
  ToguzPosition pos;
  int status;

  context = toguz_cli_context_new (
    _("MOVE…"),
    _("Plays moves and prints each ply in notation, then the position and "
      "the result.\n\nA MOVE is the hole to sow (1-9) or two-digit notation "
      "(65, 45x): the hole sown, then the hole where the last stone lands, "
      "each numbered from its owner’s left, with x when the move makes a "
      "tuzdik. A stated landing digit or x must be what the move does. "
      "Moves may be numbered as game records number them, “1. 76 98 2. 66” "
      "(“12... 45” for a move of Black), and one argument may hold several "
      "moves.\n\nWith --record, the game is played first, its plies "
      "printed, and the MOVEs go on from where it stops: “--record "
      "club.pgn --game 3 --ply 9” is the position after the ninth ply "
      "(White’s fifth move) of the third game.\n\n"
      "Output: one line “PLY NOTATION” per move, then “fen FEN”, then "
      "“result ongoing|white|black|draw”."));
  toguz_position_options_add (context, &options);
  g_option_context_add_main_entries (context, record_entries,
                                     GETTEXT_PACKAGE);
  if (!toguz_cli_parse_options (context, &argc, &argv))
    return TOGUZ_EXIT_USAGE;
  if (record && options.from)
    return toguz_cli_fail (TOGUZ_EXIT_USAGE, "%s",
                           _("--record and --from both give the position "
                             "to start from: use one of them"));
  if (ply != G_MININT && ply < 0)
    return toguz_cli_fail (TOGUZ_EXIT_USAGE, "%s",
                           _("--ply counts the half-moves played, from 0 "
                             "for the game’s start"));
  if (record == NULL && (game != 1 || ply != G_MININT))
    return toguz_cli_fail (TOGUZ_EXIT_USAGE, "%s",
                           _("--game and --ply choose a position of a "
                             "game record: give it with --record FILE"));
  if ((status = toguz_position_options_resolve (&options, &rules, &pos))
      != TOGUZ_EXIT_OK)
    return status;
  if (record && (status = play_record (record, game, ply, &rules, &pos))
                  != TOGUZ_EXIT_OK)
    return status;

  /* "1." and "76" as two arguments or one: the line is one text. */
  line = g_strjoinv (" ", argv + 1);
  moves = toguz_move_list_split (line);
  for (guint m = 0; m < moves->len; m++)
    {
      const ToguzWrittenMove *move
        = &g_array_index (moves, ToguzWrittenMove, m);
      g_autoptr (GError) error = NULL;
      ToguzEvent event;
      unsigned ply_played = pos.ply + 1u;

      if (!toguz_written_move_play (&rules, &pos, move, &pos, &event, &error))
        return toguz_cli_fail (TOGUZ_EXIT_INPUT, _("ply %u (“%s”): %s"),
                               ply_played, move->written, error->message);
      print_ply (&rules, &pos, &event, NULL);
    }

  fen = toguz_position_to_fen (&rules, &pos);
  printf ("fen %s\n", fen);
  printf ("result %s\n", toguz_result_keyword ((ToguzResult) pos.result));
  return TOGUZ_EXIT_OK;
}
