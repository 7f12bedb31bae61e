/* bench-search.c: the hint engine's speed
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-search GAMES.pgn [POSITIONS]
 * 1. time to finish depth 12 and depth 16 from the start (fresh table);
 * 2. time to answer every goal, with its hint, for POSITIONS positions
 *    (default 60) taken from the games: max, median, and the count over
 *    100 ms.  Targets: depth 12 < 0.3 s, depth 16 < 3 s, every hint
 *    < 100 ms, median < 20 ms.
 */
#include <glib.h>
#include <stdio.h>
#include <stdlib.h>

#include "toguz-explain-text.h"
#include "toguz-fen.h"
#include "toguz-replay.h"

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

typedef struct
{
  GArray *positions;
  unsigned every;
  unsigned seen;
} Collect;

static void
collect (const ToguzRuleset *rules, const ToguzPosition *pos,
         const ToguzEvent *event, gpointer user_data)
{
  Collect *c = user_data;

  if (pos->result == TOGUZ_ONGOING && c->seen++ % c->every == 0)
    g_array_append_val (c->positions, *pos);
}

/* The goals a puzzle would set in this position. */
static unsigned
goals_for (ToguzSearch *search, const ToguzRuleset *rules,
           const ToguzPosition *pos, ToguzGoal goals[16])
{
  unsigned n = 0;
  int best_capture = 0;
  uint8_t moves[TOGUZ_MAX_HOLES];
  unsigned count = toguz_position_moves (rules, pos, moves);

  for (unsigned i = 0; i < count; i++)
    {
      ToguzPosition after;
      ToguzEvent event;
      toguz_position_play (rules, pos, moves[i], &after, &event);
      if (event.captured > best_capture)
        best_capture = event.captured;
    }
  goals[n++] = (ToguzGoal) { TOGUZ_GOAL_CAPTURE, best_capture > 0
                                                   ? best_capture : 2, 0 };
  goals[n++] = (ToguzGoal) { TOGUZ_GOAL_TUZDIK, 0, 0 };
  goals[n++] = (ToguzGoal) { TOGUZ_GOAL_NO_CAPTURE, 0, 0 };
  goals[n++] = (ToguzGoal) { TOGUZ_GOAL_LAND, 5, 0 };
  goals[n++] = (ToguzGoal) { TOGUZ_GOAL_NO_MOVES, 0, 0 };
  goals[n++] = (ToguzGoal) { TOGUZ_GOAL_NO_TUZDIK, 0, 0 };
  goals[n++] = (ToguzGoal) { TOGUZ_GOAL_GAIN, 4, 3 };
  goals[n++] = (ToguzGoal) { TOGUZ_GOAL_GAIN, 6, 5 };
  /* A puzzle asks for a win only where the end is in sight. */
  if (toguz_ruleset_total (rules) - pos->kazan[0] - pos->kazan[1] <= 40)
    goals[n++] = (ToguzGoal) { TOGUZ_GOAL_WIN, 0, 0 };
  goals[n++] = (ToguzGoal) { TOGUZ_GOAL_BEST, 0, 0 };
  (void) search;
  return n;
}

int
main (int argc, char **argv)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  unsigned wanted = argc > 2 ? (unsigned) atoi (argv[2]) : 60;
  g_autoptr (GPtrArray) records = NULL;
  g_autoptr (GError) error = NULL;
  Collect c = { g_array_new (FALSE, FALSE, sizeof (ToguzPosition)), 1, 0 };
  ToguzSearch *search = toguz_search_new (64);
  ToguzPosition start;
  GArray *times = g_array_new (FALSE, FALSE, sizeof (double));
  unsigned over = 0, wins_asked = 0, wins_decided = 0, wins_found = 0;

  if (argc < 2)
    {
      fprintf (stderr, "usage: bench-search GAMES.pgn [POSITIONS]\n");
      return 2;
    }

  toguz_position_init (rules, &start);
  for (unsigned depth = 12; depth <= 16; depth += 4)
    {
      ToguzSearchLimits limits = { depth, 0, 0 };
      ToguzSearchResult result;

      toguz_search_clear (search);
      toguz_search_run (search, rules, &start, &limits, &result);
      printf ("depth %u from the start: %.3f s, %" G_GUINT64_FORMAT
              " nodes, %.1f million nodes/s\n",
              depth, result.seconds, result.nodes,
              result.nodes / result.seconds / 1e6);
    }

  records = toguz_record_read_file (argv[1], &error);
  if (records == NULL)
    {
      fprintf (stderr, "bench-search: %s\n", error->message);
      return 1;
    }
  /* Positions spread over the games: one every `every` plies. */
  c.every = 331;
  for (guint i = 0; i < records->len && c.positions->len < wanted; i++)
    {
      ToguzReplay replay;
      toguz_record_replay (g_ptr_array_index (records, i), rules, collect, &c,
                           &replay, NULL);
    }

  for (guint p = 0; p < c.positions->len; p++)
    {
      const ToguzPosition *pos = &g_array_index (c.positions, ToguzPosition,
                                                 p);
      ToguzGoal goals[16];
      unsigned n = goals_for (search, rules, pos, goals);

      for (unsigned g = 0; g < n; g++)
        {
          gint64 t0 = g_get_monotonic_time ();
          ToguzGoalAnswer answer;
          double ms;

          toguz_goal_solve (search, rules, pos, &goals[g], 2, &answer);
          if (goals[g].kind == TOGUZ_GOAL_WIN)
            {
              wins_asked++;
              wins_decided += answer.decided;
              wins_found += answer.achieving != 0;
            }
          for (int rung = 1; rung <= 4; rung++)
            g_free (toguz_hint_describe (rules, pos, &goals[g], &answer,
                                         (ToguzHintRung) rung));
          ms = (g_get_monotonic_time () - t0) / 1000.0;
          g_array_append_val (times, ms);
          if (ms > 100)
            {
              char text[TOGUZ_GOAL_TEXT_MAX], fen[TOGUZ_FEN_MAX];
              toguz_goal_format (&goals[g], text);
              toguz_fen_format (rules, pos, fen);
              printf ("over 100 ms: %.1f ms, %s in %s\n", ms, text, fen);
              over++;
            }
        }
    }
  g_array_sort (times, compare_doubles);
  printf ("%u goals with hints over %u positions: median %.2f ms, "
          "90%% %.2f ms, max %.2f ms, %u over 100 ms\n",
          times->len, c.positions->len,
          g_array_index (times, double, times->len / 2),
          g_array_index (times, double, times->len * 9 / 10),
          g_array_index (times, double, times->len - 1), over);
  printf ("win goals: %u asked in endgames, %u decided, %u with a "
          "proven win\n", wins_asked, wins_decided, wins_found);
  toguz_search_free (search);
  return 0;
}
