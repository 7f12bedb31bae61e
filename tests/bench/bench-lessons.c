/* bench-lessons.c: loading and validating a set of 10,000 puzzles
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-lessons GAMES.pgn [PUZZLES [RUNS]]
 * Builds an exercise set from positions of the games (a landing
 * prediction with its stated answer, or a capture goal with a stated
 * solution, each with a hint and a comment) and times the loader on it:
 * parse, RELAX NG validation, the model, and the rules core's checks of
 * every position, move and answer.  Target: 10,000 puzzles under 1 s.
 */
#include <glib.h>
#include <stdio.h>
#include <stdlib.h>

#include "toguz-lesson-loader.h"
#include "toguz-replay.h"
#include "toguz-text.h"

typedef struct
{
  GString *xml;
  unsigned wanted;
  unsigned made;
} Builder;

static void
add_puzzle (const ToguzRuleset *rules, const ToguzPosition *pos,
            const ToguzEvent *played, gpointer user_data)
{
  Builder *b = user_data;
  uint8_t moves[TOGUZ_MAX_HOLES];
  unsigned count;
  g_autofree char *fen = NULL;

  if (b->made >= b->wanted || pos->result != TOGUZ_ONGOING)
    return;
  count = toguz_position_moves (rules, pos, moves);
  fen = toguz_position_to_fen (rules, pos);
  for (unsigned i = 0; i < count; i++)
    {
      ToguzPosition after;
      ToguzEvent event;
      char notation[TOGUZ_NOTATION_MAX];
      g_autofree char *hole = NULL;

      toguz_position_play (rules, pos, moves[i], &after, &event);
      toguz_notation_format (rules, &event, notation);
      g_string_append_printf (b->xml,
                              "<puzzle id=\"p%u\" difficulty=\"%u\" "
                              "themes=\"%s\">\n<position fen=\"%s\"/>\n",
                              b->made, 1 + b->made % 5,
                              event.captured ? "capture" : "counting", fen);
      if (event.captured)
        g_string_append_printf (b->xml,
                                "<task goal=\"capture:%u\" accept=\"any\">"
                                "<solution moves=\"%s\"/>",
                                (unsigned) event.captured, notation);
      else
        {
          hole = toguz_lesson_format_hole (rules, event.last);
          g_string_append_printf (b->xml,
                                  "<task predict=\"landing\" move=\"%u\" "
                                  "answer=\"%s\">",
                                  moves[i] + 1u, hole);
        }
      g_string_append (b->xml, "<hint>Count the stones.</hint>"
                               "<success>Yes.</success></task>\n"
                               "</puzzle>\n");
      if (++b->made >= b->wanted)
        return;
      break; /* one puzzle a position */
    }
}

int
main (int argc, char **argv)
{
  unsigned wanted = argc > 2 ? (unsigned) atoi (argv[2]) : 10000;
  unsigned runs = argc > 3 ? (unsigned) atoi (argv[3]) : 5;
  g_autoptr (GPtrArray) records = NULL;
  g_autoptr (GError) error = NULL;
  Builder b = { g_string_new (NULL), wanted, 0 };
  double best = 1e9;

  if (argc < 2)
    {
      fprintf (stderr, "usage: bench-lessons GAMES.pgn [PUZZLES [RUNS]]\n");
      return 2;
    }
  records = toguz_record_read_file (argv[1], &error);
  if (records == NULL)
    {
      fprintf (stderr, "bench-lessons: %s\n", error->message);
      return 1;
    }
  g_string_append (b.xml, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<exercise-set xmlns=\""
                          TOGUZ_LESSON_NAMESPACE "\" id=\"bench\">\n"
                          "<title>Benchmark</title>\n");
  for (guint i = 0; b.made < wanted; i = (i + 1) % records->len)
    {
      ToguzReplay replay;
      toguz_record_replay (g_ptr_array_index (records, i),
                           toguz_ruleset_default (), add_puzzle, &b, &replay,
                           NULL);
    }
  g_string_append (b.xml, "</exercise-set>\n");

  for (unsigned r = 0; r < runs; r++)
    {
      g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
      gint64 t0 = g_get_monotonic_time ();
      g_autoptr (ToguzLesson) lesson
        = toguz_lesson_load_data (b.xml->str, b.xml->len, "bench.xml",
                                  problems);
      double seconds = (g_get_monotonic_time () - t0) / 1e6;

      if (lesson == NULL)
        {
          g_autofree char *first = toguz_lesson_problem_to_string (
            g_ptr_array_index (problems, 0));
          fprintf (stderr, "bench-lessons: %s\n", first);
          return 1;
        }
      if (seconds < best)
        best = seconds;
    }
  printf ("%u puzzles, %.2f MiB: loaded and validated in %.3f s (best of "
          "%u)\n",
          b.made, b.xml->len / (1024.0 * 1024.0), best, runs);
  g_string_free (b.xml, TRUE);
  return 0;
}
