/* test-positions.c: <position> as teachers take it from games
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * moves= numbered as records number them, and record= game= ply=: a
 * game of a record beside the lesson file, read under the same rules as
 * the lesson (no path out of its folder, no web address, a size limit).
 */
#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "toguz-lesson-checker.h"
#include "toguz-lesson-writer.h"
#include "toguz-text.h"

#define NS "https://toguztutor.org/ns/lesson/1"
/* After 1. 76 98 2. 66 87 3. 12 76 4. 25 78 5. 48: Black to move. */
#define AFTER_NINE                                                          \
  "3S,1,1S,2S,1S,13S,13S,2S,14S/2S,1S,14S,1S,15S,2S,3S,15S,14S 38 8 N 5"

static char *scratch_dir;

/* The task of the puzzles below: right after AFTER_NINE. */
static const char *task = "<task goal=\"tuzdik\"><solution moves=\"36x\"/>"
                          "</task>";

/* A set of one puzzle whose <position> has these attributes. */
static char *
puzzle_with (const char *position)
{
  return g_strdup_printf ("<?xml version=\"1.0\"?>\n"
                          "<exercise-set xmlns=\"%s\" id=\"games\">\n"
                          "<title>From games</title>\n"
                          "<puzzle id=\"p\" difficulty=\"2\" "
                          "themes=\"tuzdik\">\n"
                          "<position %s/>\n%s\n"
                          "</puzzle>\n</exercise-set>\n",
                          NS, position, task);
}

static char *
scratch_path (const char *name)
{
  return g_build_filename (scratch_dir, name, NULL);
}

/* Writes the puzzle into the scratch folder and loads it from there;
 * `problem` is the one problem expected, or NULL for none. */
static ToguzLesson *
load_puzzle (const char *position, const char *problem)
{
  g_autofree char *xml = puzzle_with (position);
  g_autofree char *path = scratch_path ("games.xml");
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  ToguzLesson *lesson;

  g_assert_true (g_file_set_contents (path, xml, -1, NULL));
  lesson = toguz_lesson_load_file (path, problems);
  for (guint i = 0; i < problems->len; i++)
    {
      g_autofree char *text
        = toguz_lesson_problem_to_string (g_ptr_array_index (problems, i));
      g_test_message ("%s", text);
      if (problem == NULL)
        g_error ("unexpected: %s", text);
      if (strstr (text, problem) == NULL)
        g_error ("“%s” does not say “%s”", text, problem);
    }
  if (problem)
    {
      g_assert_null (lesson);
      g_assert_cmpuint (problems->len, ==, 1);
      /* FILE:LINE: the line of the <position>. */
      {
        g_autofree char *text = toguz_lesson_problem_to_string (
          g_ptr_array_index (problems, 0));
        g_autofree char *at = g_strdup_printf ("%s:5: ", path);
        g_assert_true (g_str_has_prefix (text, at));
      }
    }
  else
    g_assert_nonnull (lesson);
  return lesson;
}

static void
assert_after_nine (ToguzLesson *lesson)
{
  const ToguzStep *step = toguz_lesson_get_step (lesson, 0);
  g_autofree char *fen = toguz_position_to_fen (&step->rules,
                                                &step->position);
  ToguzPosition start;

  g_assert_cmpstr (fen, ==, AFTER_NINE);
  /* As the file had written the moves from the start: the tutor shows
   * the last of them, the writer writes them. */
  toguz_position_init (&step->rules, &start);
  g_assert_false (step->has_fen);
  g_assert_true (toguz_position_equal (&step->base, &start));
  g_assert_cmpuint (step->base_moves->len, ==, 9);
  g_assert_cmpuint (g_array_index (step->base_moves, uint8_t, 8), ==, 3);
}

/* moves= numbered as a record numbers them: the same position. */
static void
test_numbered_moves (void)
{
  static const char *written[] = {
    "moves=\"76 98 66 87 12 76 25 78 48\"",
    "moves=\"1. 76 98 2. 66 87 3. 12 76 4. 25 78 5. 48\"",
    "moves=\"1.76 98 2.66 87(4) 3.12(22) 76(8) 4.25 78 5.48\"",
  };

  for (gsize i = 0; i < G_N_ELEMENTS (written); i++)
    {
      g_autoptr (ToguzLesson) lesson = load_puzzle (written[i], NULL);
      assert_after_nine (lesson);
    }
  task = "<task goal=\"best\"/>";
  {
    /* Black's move numbered with its dots, from a FEN. */
    g_autoptr (ToguzLesson) lesson = load_puzzle (
      "fen=\"1S,1,7S,t,19S,6S,7S,3S,2S/16S,1S,5S,t,4S,3S,10S,16S,5S 27 30 "
      "N 8\" moves=\"8... 91\"",
      NULL);
    const ToguzStep *step = toguz_lesson_get_step (lesson, 0);
    g_assert_cmpint (step->position.side, ==, TOGUZ_WHITE);
    g_assert_cmpuint (toguz_position_move_number (&step->position), ==, 9);
  }
  {
    g_autoptr (ToguzLesson) lesson
      = load_puzzle ("moves=\"1. 76 98 3. 66\"",
                     "The move 3. 66 cannot be played in "
                     "1S,9S,9S,1,10S,10S,10S,10S,10S/10S,10S,10S,10S,10S,"
                     "10S,2S,11S,10S 10 0 S 2: The move number is 3, but this "
                     "is White’s move 2: is a move left out or written "
                     "twice?");
  }
  {
    g_autoptr (ToguzLesson) lesson
      = load_puzzle ("moves=\"1. 76 2. 98\"",
                     "“2.” stands before a move of White, but Black is to "
                     "move: write Black’s move as 1... 98.");
  }
  {
    /* The kazan PlayOK writes after a capture is checked too. */
    g_autoptr (ToguzLesson) lesson
      = load_puzzle ("moves=\"76(11)\"",
                     "(11) after a move gives the mover’s kazan, but after "
                     "this move it holds 10.");
  }
  task = "<task goal=\"tuzdik\"><solution moves=\"36x\"/></task>";
}

static void
write_record (const char *name)
{
  g_autofree char *path = scratch_path (name);
  const char *games
    = "[White \"Teacher\"]\n[Black \"Pupil\"]\n[Result \"*\"]\n\n"
      "1. 65 65 2. 99 89 3. 23 45x *\n\n"
      "[White \"Kazhgaliev\"]\n[Black \"Saparbekov\"]\n[Result \"*\"]\n\n"
      "1. 76 98 2. 66 87 3. 12 76 4. 25 78 5. 48 36x 6. 11 *\n";

  g_assert_true (g_file_set_contents (path, games, -1, NULL));
}

/* record= game= ply=: the game's position, checked as it is read. */
static void
test_record (void)
{
  g_autofree char *sub = scratch_path ("games");

  write_record ("club.pgn");
  g_mkdir_with_parents (sub, 0755);
  write_record ("games/club.pgn");
  {
    g_autoptr (ToguzLesson) lesson
      = load_puzzle ("record=\"club.pgn\" game=\"2\" ply=\"9\"", NULL);
    g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
    g_autofree char *xml = NULL;
    g_autoptr (GError) error = NULL;

    assert_after_nine (lesson);
    /* The task checks as any other: its stated 36x makes the tuzdik. */
    {
      ToguzSearch *search = toguz_search_new (16);
      g_assert_true (toguz_lesson_verify (lesson, search,
                                          TOGUZ_LESSON_CHECK_BUDGET,
                                          problems));
      toguz_search_free (search);
    }
    /* Written, the position stands on its own: the game's moves. */
    xml = toguz_lesson_to_xml (lesson, &error);
    g_assert_no_error (error);
    g_assert_nonnull (strstr (xml, "<position moves=\"76 98 66 87 12 76 25 "
                                   "78 48\"/>"));
  }
  {
    g_autoptr (ToguzLesson) lesson
      = load_puzzle ("record=\"games/club.pgn\" game=\"2\" ply=\"9\"", NULL);
    assert_after_nine (lesson);
  }
  {
    /* game= defaults to the first; ply 0 is its start. */
    g_autoptr (ToguzLesson) first = NULL;
    task = "<task goal=\"best\"/>";
    first = load_puzzle ("record=\"club.pgn\" ply=\"0\"", NULL);
    const ToguzStep *step = toguz_lesson_get_step (first, 0);
    g_assert_cmpuint (step->position.ply, ==, 0);
    g_assert_cmpuint (step->base_moves->len, ==, 0);
  }
  {
    /* The game is wrong at ply 11, past the ply asked for: no matter. */
    g_autoptr (ToguzLesson) lesson
      = load_puzzle ("record=\"club.pgn\" game=\"2\" ply=\"10\"", NULL);
  }
}

/* What a teacher gets wrong, and what a stranger's file may try. */
static void
test_record_refused (void)
{
  g_autofree char *outside = g_build_filename (g_get_tmp_dir (), "x.pgn",
                                               NULL);
  g_autofree char *link = scratch_path ("link.pgn");
  g_autofree char *fifo = scratch_path ("fifo.pgn");
  g_autofree char *big = scratch_path ("big.pgn");
  g_autofree char *absolute = NULL;
  FILE *f;

  write_record ("club.pgn");
  task = "<task goal=\"best\"/>";
  {
    g_autoptr (ToguzLesson) lesson
      = load_puzzle ("record=\"club.pgn\" game=\"3\" ply=\"1\"",
                     "club.pgn holds 2 games: there is no game 3.");
  }
  {
    g_autoptr (ToguzLesson) lesson
      = load_puzzle ("record=\"club.pgn\" game=\"1\" ply=\"7\"",
                     "club.pgn has 6 plies (half-moves): there is no ply "
                     "7.");
  }
  {
    g_autoptr (ToguzLesson) lesson
      = load_puzzle ("record=\"club.pgn\" game=\"2\" ply=\"11\"",
                     "club.pgn:11: Move 6 (White, 11):");
  }
  {
    g_autoptr (ToguzLesson) lesson
      = load_puzzle ("record=\"nowhere.pgn\" ply=\"1\"",
                     "There is no game record “nowhere.pgn” in the lesson’s "
                     "folder (");
  }
  {
    /* Not a record at all: the lesson itself. */
    g_autoptr (ToguzLesson) lesson
      = load_puzzle ("record=\"games.xml\" ply=\"1\"", "games.xml:1: ");
  }

  absolute = g_strdup_printf ("record=\"%s\" ply=\"1\"", outside);
  {
    const char *paths[] = { absolute, "record=\"../club.pgn\" ply=\"1\"",
                            "record=\"games/../../club.pgn\" ply=\"1\"",
                            "record=\"https://example.org/club.pgn\" "
                            "ply=\"1\"",
                            "record=\"~/club.pgn\" ply=\"1\"",
                            "record=\"C:\\club.pgn\" ply=\"1\"" };
    for (gsize i = 0; i < G_N_ELEMENTS (paths); i++)
      {
        g_autoptr (ToguzLesson) lesson = load_puzzle (
          paths[i], "must name a file in the lesson’s folder or a folder "
                    "inside it, such as “club.pgn” or “games/club.pgn”: no "
                    "absolute path, no “..”, no web address.");
      }
  }

  /* A link inside the folder to a record outside it. */
  g_assert_true (g_file_set_contents (outside, "1. 76 *\n", -1, NULL));
  g_remove (link);
  g_assert_cmpint (symlink (outside, link), ==, 0);
  {
    g_autoptr (ToguzLesson) lesson
      = load_puzzle ("record=\"link.pgn\" ply=\"1\"",
                     "record=“link.pgn” leads out of the lesson’s folder "
                     "(through a link): copy the record into the folder.");
  }
  g_remove (link);
  g_remove (outside);

  /* A FIFO would never be read to its end. */
  g_remove (fifo);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  alarm (20);
  {
    g_autoptr (ToguzLesson) lesson
      = load_puzzle ("record=\"fifo.pgn\" ply=\"1\"",
                     "is a named pipe (FIFO), not a regular file.");
  }
  alarm (0);
  g_remove (fifo);

  /* Sparse: one byte past the limit without using the disk. */
  f = fopen (big, "w");
  g_assert_nonnull (f);
  g_assert_cmpint (ftruncate (fileno (f), TOGUZ_LESSON_MAX_RECORD_SIZE + 1),
                   ==, 0);
  fclose (f);
  {
    g_autoptr (ToguzLesson) lesson
      = load_puzzle ("record=\"big.pgn\" ply=\"1\"",
                     "The game record “big.pgn” is larger than 16 MiB");
  }
  g_remove (big);

  /* The record's rules are the lesson's. */
  {
    g_autofree char *path = scratch_path ("youth.pgn");
    g_assert_true (g_file_set_contents (path,
                                        "[Variant \"bestemshe\"]\n\n"
                                        "1. 32 *\n",
                                        -1, NULL));
    {
      g_autoptr (ToguzLesson) lesson
        = load_puzzle ("record=\"youth.pgn\" ply=\"1\"",
                       "Game 1 of “youth.pgn” is played under the rules "
                       "bestemshe, this position under togyz: write "
                       "variant=\"bestemshe\" on <position>.");
    }
    g_remove (path);
  }

  /* One way to give a position, and a ply. */
  {
    g_autoptr (ToguzLesson) lesson
      = load_puzzle ("record=\"club.pgn\" game=\"2\"",
                     "record= needs ply=, the half-moves played in the "
                     "game: ply=\"0\" is its start, ply=\"9\" the position "
                     "after White’s fifth move.");
  }
  {
    g_autoptr (ToguzLesson) lesson
      = load_puzzle ("record=\"club.pgn\" ply=\"9\" moves=\"36x\"",
                     "<position> takes its position from record= (with "
                     "game= and ply=) or from fen= and moves=, not from "
                     "both.");
  }
  {
    g_autoptr (ToguzLesson) lesson
      = load_puzzle ("game=\"2\" ply=\"9\"",
                     "game= and ply= choose a position of the game record "
                     "that record= names: add record=\"FILE\".");
  }
  {
    g_autoptr (ToguzLesson) lesson
      = load_puzzle ("record=\"club.pgn\" ply=\"-1\"", "ply");
  }
}

/* A lesson read from memory has no folder to read a record from. */
static void
test_record_from_memory (void)
{
  g_autofree char *xml = puzzle_with ("record=\"club.pgn\" ply=\"9\"");
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) lesson
    = toguz_lesson_load_data (xml, strlen (xml), "pasted.xml", problems);
  g_autofree char *text = NULL;

  g_assert_null (lesson);
  g_assert_cmpuint (problems->len, ==, 1);
  text = toguz_lesson_problem_to_string (g_ptr_array_index (problems, 0));
  g_assert_cmpstr (text, ==,
                   "pasted.xml:5: record=“club.pgn” reads a game record from "
                   "the lesson’s folder, but this lesson was not read from "
                   "a file: give the position with fen= and moves= "
                   "instead.");
}

/* A step's variant goes on with its board, not to the next stated
 * board: that one is under the lesson's rules unless it names its own. */
static void
test_step_variant (void)
{
  static const char xml[]
    = "<lesson xmlns=\"https://toguztutor.org/ns/lesson/1\" id=\"v\" "
      "order=\"1\"><title>t</title>"
      "<step><text>a</text><position variant=\"togyz-7\"/></step>"
      "<step><text>b</text></step>"
      "<step><text>c</text><position fen=\"9S,9S,9S,9S,9S,9S,9S,9S,9S/"
      "9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1\"/></step></lesson>";
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) lesson
    = toguz_lesson_load_data (xml, strlen (xml), "v.xml", problems);

  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_nonnull (lesson);
  g_assert_cmpuint (toguz_lesson_get_step (lesson, 0)->rules.holes, ==, 7);
  g_assert_cmpuint (toguz_lesson_get_step (lesson, 1)->rules.holes, ==, 7);
  g_assert_cmpuint (toguz_lesson_get_step (lesson, 2)->rules.holes, ==, 9);
}

int
main (int argc, char **argv)
{
  int status;

  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  scratch_dir = g_dir_make_tmp ("toguz-positions-XXXXXX", NULL);

  g_test_add_func ("/positions/numbered-moves", test_numbered_moves);
  g_test_add_func ("/positions/step-variant", test_step_variant);
  g_test_add_func ("/positions/record", test_record);
  g_test_add_func ("/positions/record-refused", test_record_refused);
  g_test_add_func ("/positions/record-from-memory", test_record_from_memory);

  status = g_test_run ();
  {
    g_autofree char *sub = scratch_path ("games");
    g_autofree char *nested = scratch_path ("games/club.pgn");
    g_autoptr (GDir) dir = NULL;
    const char *name;

    g_remove (nested);
    g_rmdir (sub);
    dir = g_dir_open (scratch_dir, 0, NULL);
    while (dir && (name = g_dir_read_name (dir)))
      {
        g_autofree char *path = g_build_filename (scratch_dir, name, NULL);
        g_remove (path);
      }
    g_rmdir (scratch_dir);
  }
  g_free (scratch_dir);
  return status;
}
