/* bench-analyse.c: the game analysis's time per move
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-analyse GAMES.pgn [GAMES]
 * Analyses the first GAMES games (default 20) at the default budget and
 * prints the seconds per move (mean and slowest) and the nodes per
 * second.  Target (issue 19): under 1 s per move on two cores.
 */
#include <glib.h>
#include <stdio.h>
#include <stdlib.h>

#include "toguz-game-analysis.h"
#include "toguz-text.h"

int
main (int argc, char **argv)
{
  g_autoptr (ToguzRecordReader) reader = NULL;
  g_autoptr (GError) error = NULL;
  unsigned wanted = argc > 2 ? (unsigned) atoi (argv[2]) : 20;
  unsigned games = 0, plies = 0;
  double seconds = 0, slowest = 0;
  uint64_t nodes = 0;
  ToguzRuleset rules;
  ToguzRecord *game;

  if (argc < 2)
    {
      fprintf (stderr, "usage: bench-analyse GAMES.pgn [GAMES]\n");
      return 2;
    }
  toguz_ruleset_from_name ("togyz", &rules, NULL);
  reader = toguz_record_reader_new_for_file (argv[1], &error);
  if (reader == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  while (games < wanted
         && (game = toguz_record_reader_next (reader, &error)) != NULL)
    {
      g_autoptr (ToguzRecord) owned = game;
      g_autoptr (ToguzGameAnalysis) analysis = NULL;

      analysis = toguz_game_analysis_new (game, &rules, NULL, &error);
      if (analysis == NULL)
        {
          fprintf (stderr, "%s\n", error->message);
          return 1;
        }
      for (;;)
        {
          gint64 start = g_get_monotonic_time ();
          double taken;

          if (!toguz_game_analysis_step (analysis))
            break;
          taken = (g_get_monotonic_time () - start) / 1e6;
          seconds += taken;
          slowest = MAX (slowest, taken);
          nodes += toguz_game_analysis_get_ply (
                     analysis, toguz_game_analysis_get_n_done (analysis) - 1)
                     ->nodes;
          plies++;
        }
      games++;
    }
  if (error)
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  printf ("games %u, moves %u, depth %u\n", games, plies,
          TOGUZ_ANALYSIS_DEFAULT_DEPTH);
  printf ("seconds per move: mean %.3f, slowest %.3f (target < 1)\n",
          plies ? seconds / plies : 0.0, slowest);
  printf ("nodes per second: %.0f\n", seconds > 0 ? nodes / seconds : 0.0);
  return plies > 0 && seconds / plies < 1.0 ? 0 : 1;
}
