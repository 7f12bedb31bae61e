/* bench-mine.c: how fast `toguz mine` mines, and how long a set takes to
 * prove
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-mine GAMES.pgn SET.xml [GAMES [THREADS]]
 * Mines the first GAMES games of the file (default 100, a fixed sample)
 * and prints games a second; then checks the exercise set SET.xml as
 * `toguz lesson check` does (toguz_lesson_verify()) and prints the time
 * and the nodes a puzzle.  Numbers only: nothing here asserts a speed.
 */
#include <glib.h>
#include <stdio.h>
#include <stdlib.h>

#include "toguz-lesson-checker.h"
#include "toguz-puzzle-miner.h"

int
main (int argc, char **argv)
{
  unsigned wanted = argc > 3 ? (unsigned) atoi (argv[3]) : 100;
  unsigned threads = argc > 4 ? (unsigned) atoi (argv[4]) : 0;
  g_autoptr (GPtrArray) records = NULL;
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (ToguzLesson) set = NULL;
  ToguzPuzzleMinerOptions options;
  ToguzPuzzleMiner *miner;
  ToguzPuzzleMinerStats stats;
  ToguzSearch *search;
  gint64 t0;
  double seconds;
  gboolean ok;

  if (argc < 3)
    {
      fprintf (stderr, "usage: bench-mine GAMES.pgn SET.xml [GAMES "
                       "[THREADS]]\n");
      return 2;
    }
  records = toguz_record_read_file (argv[1], &error);
  if (records == NULL)
    {
      fprintf (stderr, "bench-mine: %s\n", error->message);
      return 1;
    }

  toguz_puzzle_miner_options_init (&options);
  options.threads = threads;
  miner = toguz_puzzle_miner_new (&options);
  for (guint i = 0; i < records->len && i < wanted; i++)
    toguz_puzzle_miner_add_record (miner, g_ptr_array_index (records, i));
  toguz_puzzle_miner_run (miner);
  toguz_puzzle_miner_get_stats (miner, &stats);
  printf ("mined %u games (%u positions, %u distinct) in %.2f s: %.2f "
          "games/s, %.0f positions/s, %.1f M nodes; %u puzzles proved, %u "
          "kept\n",
          stats.games, stats.positions, stats.distinct, stats.seconds,
          stats.games / stats.seconds, stats.positions / stats.seconds,
          stats.nodes / 1e6, stats.candidates,
          toguz_puzzle_miner_get_n_puzzles (miner));
  toguz_puzzle_miner_free (miner);

  /* The shipped set, as `toguz lesson check` proves it. */
  search = toguz_search_new (64);
  t0 = g_get_monotonic_time ();
  set = toguz_lesson_load_file (argv[2], problems);
  ok = set != NULL && toguz_lesson_verify (set, search,
                                           TOGUZ_LESSON_CHECK_BUDGET,
                                           problems);
  seconds = (g_get_monotonic_time () - t0) / 1e6;
  toguz_search_free (search);
  if (!ok)
    {
      for (guint i = 0; i < problems->len; i++)
        {
          g_autofree char *text = toguz_lesson_problem_to_string (
            g_ptr_array_index (problems, i));
          fprintf (stderr, "bench-mine: %s\n", text);
        }
      return 1;
    }
  printf ("%s: %u puzzles loaded and proved in %.2f s (%.1f ms a "
          "puzzle)\n",
          argv[2], toguz_lesson_get_n_steps (set), seconds,
          1000 * seconds / MAX (toguz_lesson_get_n_steps (set), 1u));
  return 0;
}
