/* bench-endgame.c: how fast the exact endgame solver is, by stones left
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-endgame GAMES.pgn [MIN MAX [PER [BUDGET]]]
 * For each count of stones left in the holes from MIN to MAX (default 8 to
 * 24, step 2), takes the first position of up to PER games (default 30)
 * with at most that many, and solves it exactly from a fresh table within
 * BUDGET nodes (default 2,000,000).  Prints how many were solved and the
 * median and 90th percentile of the nodes and time a solve took: the
 * search's endgame_stones threshold is where a solve still fits a move's
 * budget.
 *
 * Measured (playok-2025-3170.pgn, 20 positions each, 2M nodes, a full
 * window, about 4.4 M nodes a second): every solve up to 12 stones, a
 * median of 690 nodes (0.2 ms) at 12, 18,000 at 14, 290,000 at 16; past
 * 18 stones most do not finish.  The search's solves have a null window
 * and cost less, but an attempt that fails is lost: endgame_stones 12
 * with 4,096 nodes an attempt (toguz-search.c).
 */
#include <glib.h>
#include <stdio.h>
#include <stdlib.h>

#include "toguz-endgame.h"
#include "toguz-record.h"
#include "toguz-replay.h"

typedef struct
{
  unsigned stones;
  gboolean found;
  ToguzPosition position;
} Finder;

static void
find_position (const ToguzRuleset *rules, const ToguzPosition *position,
               const ToguzEvent *event, gpointer user_data)
{
  Finder *finder = user_data;

  (void) event;
  if (!finder->found && position->result == TOGUZ_ONGOING
      && toguz_position_board_stones (rules, position) <= finder->stones)
    {
      finder->found = TRUE;
      finder->position = *position;
    }
}

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

int
main (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) records = NULL;
  unsigned low = argc > 2 ? (unsigned) atoi (argv[2]) : 8;
  unsigned high = argc > 3 ? (unsigned) atoi (argv[3]) : 24;
  unsigned per = argc > 4 ? (unsigned) atoi (argv[4]) : 30;
  uint64_t budget = argc > 5 ? strtoull (argv[5], NULL, 10) : 2000000;
  ToguzEndgame *endgame = toguz_endgame_new (64);

  if (argc < 2 || endgame == NULL || per == 0)
    {
      fprintf (stderr, "usage: bench-endgame GAMES.pgn [MIN MAX [PER "
               "[BUDGET]]]\n");
      return 2;
    }
  records = toguz_record_read_file (argv[1], &error);
  if (records == NULL)
    {
      fprintf (stderr, "bench-endgame: %s\n", error->message);
      return 1;
    }
  printf ("stones  solved  nodes median  p90      ms median  p90\n");
  for (unsigned stones = low; stones <= high; stones += 2)
    {
      g_autofree double *nodes = g_new0 (double, per);
      g_autofree double *ms = g_new0 (double, per);
      unsigned tried = 0, solved = 0;

      for (guint i = 0; i < records->len && tried < per; i++)
        {
          Finder finder = { stones, FALSE, { { 0 } } };
          ToguzReplay replay;
          int score, best_move;
          gint64 started;

          if (!toguz_record_replay (g_ptr_array_index (records, i),
                                    toguz_ruleset_default (),
                                    find_position, &finder, &replay, NULL)
              || !finder.found)
            continue;
          toguz_endgame_clear (endgame);
          started = g_get_monotonic_time ();
          if (toguz_endgame_solve_exact (endgame, &replay.rules,
                                         &finder.position, budget, &score,
                                         &best_move))
            solved++;
          ms[tried] = (g_get_monotonic_time () - started) / 1000.0;
          nodes[tried] = (double) toguz_endgame_nodes (endgame);
          tried++;
        }
      if (tried == 0)
        continue;
      qsort (nodes, tried, sizeof *nodes, compare_doubles);
      qsort (ms, tried, sizeof *ms, compare_doubles);
      printf ("%6u  %3u/%-3u %12.0f %9.0f %8.2f %7.2f\n", stones, solved,
              tried, nodes[tried / 2], nodes[tried * 9 / 10], ms[tried / 2],
              ms[tried * 9 / 10]);
    }
  toguz_endgame_free (endgame);
  return 0;
}
