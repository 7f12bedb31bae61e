/* bench-perft.c: perft speed from the start position, single thread
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-perft [DEPTH [RUNS [VARIANT]]]  (default: 9, 5 runs, togyz)
 * Makes every move down to the leaves; prints leaf nodes per second and
 * moves made per second, best and median of the runs (the machine is a
 * shared VM: the best run is the one the least disturbed).  A speed target
 * lives here, never in a timed test.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "toguz-perft.h"

static double
now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec / 1e9;
}

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

int
main (int argc, char **argv)
{
  unsigned depth = argc > 1 ? (unsigned) strtoul (argv[1], NULL, 10) : 9;
  unsigned runs = argc > 2 ? (unsigned) strtoul (argv[2], NULL, 10) : 5;
  ToguzRuleset rules = *toguz_ruleset_default ();
  ToguzPosition start;
  ToguzPerft count = { 0, 0 };
  uint64_t made = 0;
  double seconds[64];

  if (argc > 3 && !toguz_ruleset_parse (argv[3], &rules))
    {
      fprintf (stderr, "bench-perft: unknown variant %s\n", argv[3]);
      return 2;
    }
  if (depth < 1 || depth > 14 || runs < 1 || runs > 64)
    {
      fprintf (stderr, "bench-perft: DEPTH is 1 to 14, RUNS 1 to 64\n");
      return 2;
    }

  toguz_position_init (&rules, &start);
  /* Every move made: the leaves of all depths up to DEPTH. */
  for (unsigned d = 1; d <= depth; d++)
    made += toguz_perft (&rules, &start, d).leaves;

  for (unsigned r = 0; r < runs; r++)
    {
      double t0 = now ();
      count = toguz_perft (&rules, &start, depth);
      seconds[r] = now () - t0;
    }
  qsort (seconds, runs, sizeof seconds[0], compare_doubles);

  printf ("perft %u (%s): %" PRIu64 " leaves, %" PRIu64 " finished games, "
          "%" PRIu64 " moves made\n",
          depth, rules.name, count.leaves, count.finished, made);
  printf ("best of %u: %.3f s, %.1f million leaf nodes/s, %.1f million "
          "moves made/s\n", runs, seconds[0],
          (double) count.leaves / seconds[0] / 1e6,
          (double) made / seconds[0] / 1e6);
  printf ("median:     %.3f s, %.1f million leaf nodes/s\n",
          seconds[runs / 2], (double) count.leaves / seconds[runs / 2] / 1e6);
  return 0;
}
