/* toguz-command-mine.c: `toguz mine`, puzzles from real games
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The options and the output; the mining itself is
 * core/lessons/toguz-puzzle-miner.c.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "toguz-cli.h"
#include "toguz-puzzle-miner.h"

int
toguz_command_mine (int argc, char **argv)
{
  ToguzPuzzleMinerOptions options;
  int per_game, size = 0, threads = 0;
  gboolean verbose = FALSE;
  g_autofree char *id = NULL, *title = NULL;
  const GOptionEntry entries[] = {
    { "per-game", 'n', 0, G_OPTION_ARG_INT, &per_game,
      N_("Keep at most N puzzles from one game (default 3)"), N_("N") },
    { "size", 's', 0, G_OPTION_ARG_INT, &size,
      N_("Keep N puzzles in all (default: every one found)"), N_("N") },
    { "threads", 'j', 0, G_OPTION_ARG_INT, &threads,
      N_("Mine with N threads (default: one per processor)"), N_("N") },
    { "id", 0, 0, G_OPTION_ARG_STRING, &id,
      N_("The exercise set's id (default: puzzles-from-games)"), N_("ID") },
    { "title", 0, 0, G_OPTION_ARG_STRING, &title,
      N_("The exercise set's title"), N_("TITLE") },
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose,
      N_("Say why candidates were dropped, and how far the mining is"),
      NULL },
    { NULL },
  };
  g_autoptr (GOptionContext) context = NULL;
  ToguzPuzzleMiner *miner;
  ToguzPuzzleMinerStats stats;
  g_autofree char *xml = NULL;
  unsigned per_kind[TOGUZ_MINED_N_KINDS] = { 0 };
  int status = TOGUZ_EXIT_OK;

  toguz_puzzle_miner_options_init (&options);
  per_game = (int) options.per_game;
  context = toguz_cli_context_new (
    _("FILE…"),
    _("Mines puzzles from game records and writes an exercise set to "
      "stdout. Every position of the records is looked at once, however "
      "many games reach it, just after the opponent's move: a line that "
      "wins stones, a tuzdik to make, to decline or to prevent, leaving "
      "the opponent without a move, an ending won to the end. Each move "
      "the learner plays in a puzzle is the only right one and the first "
      "is the engine's best, proved by the same judge as “toguz lesson "
      "check”. Puzzles are rated by the engine's effort to find them and "
      "their difficulty is the rating's fifth of the set. The same files "
      "give the same set."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!toguz_cli_parse_options (context, &argc, &argv))
    return TOGUZ_EXIT_USAGE;
  if (argc < 2 || per_game < 1 || size < 0 || threads < 0)
    return toguz_cli_fail (TOGUZ_EXIT_USAGE, "%s",
                           _("mine needs at least one FILE (see --help)"));

  options.per_game = (unsigned) per_game;
  options.wanted = (unsigned) size;
  options.threads = (unsigned) threads;
  options.verbose = verbose;
  miner = toguz_puzzle_miner_new (&options);
  for (int f = 1; f < argc; f++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) skipped = g_ptr_array_new_with_free_func (g_free);

      if (!toguz_puzzle_miner_add_file (miner, argv[f], skipped, &error))
        status = toguz_cli_fail (TOGUZ_EXIT_INPUT, "%s", error->message);
      for (guint s = 0; s < skipped->len; s++)
        status = toguz_cli_fail (TOGUZ_EXIT_INPUT, "%s",
                                 (const char *) g_ptr_array_index (skipped,
                                                                   s));
    }
  toguz_puzzle_miner_run (miner);

  xml = toguz_puzzle_miner_to_xml (miner, id ? id : "puzzles-from-games",
                                   title ? title : "Puzzles from real games");
  fputs (xml, stdout);
  toguz_puzzle_miner_get_stats (miner, &stats);
  for (guint i = 0; i < toguz_puzzle_miner_get_n_puzzles (miner); i++)
    per_kind[toguz_puzzle_miner_get_puzzle (miner, i)->kind]++;
  for (int k = 0; k < TOGUZ_MINED_N_KINDS; k++)
    fprintf (stderr, "%s: %u\n", toguz_mined_kind_name ((ToguzMinedKind) k),
             per_kind[k]);
  /* TRANSLATORS: the miner's summary on stderr. */
  fprintf (stderr,
           _("%u games (%u used), %u positions (%u distinct), %u puzzles "
             "proved, %u kept; %.1f s, %.2f games/s\n"),
           stats.games, stats.games_used, stats.positions, stats.distinct,
           stats.candidates, toguz_puzzle_miner_get_n_puzzles (miner),
           stats.seconds,
           stats.seconds > 0 ? stats.games / stats.seconds : 0.0);
  if (toguz_puzzle_miner_get_n_puzzles (miner) == 0 && status == 0)
    status = TOGUZ_EXIT_INPUT;
  toguz_puzzle_miner_free (miner);
  return status;
}
