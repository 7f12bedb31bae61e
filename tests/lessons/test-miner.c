/* test-miner.c: `toguz mine` on a few master games
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The same games give the same set, whatever the threads; no position
 * twice, even when a file is given twice; no more puzzles from a game
 * than the cap; and every puzzle is one by the core's own measure: its
 * line forced, its first move the engine's best, its themes its line's.
 */
#include "config.h"

#include <glib.h>
#include <locale.h>
#include <string.h>

#include "toguz-lesson-checker.h"
#include "toguz-puzzle-miner.h"
#include "toguz-text.h"

/* Few enough to mine in seconds, with openings, middlegames and
 * endings among them. */
#define GAMES 14

static ToguzSearch *search;
static GPtrArray *records;

static ToguzPuzzleMiner *
mine (unsigned per_game, unsigned threads, gboolean twice)
{
  ToguzPuzzleMinerOptions options;
  ToguzPuzzleMiner *miner;

  toguz_puzzle_miner_options_init (&options);
  options.per_game = per_game;
  options.threads = threads;
  miner = toguz_puzzle_miner_new (&options);
  for (int copy = 0; copy < (twice ? 2 : 1); copy++)
    for (guint i = 0; i < GAMES; i++)
      toguz_puzzle_miner_add_record (miner, g_ptr_array_index (records, i));
  toguz_puzzle_miner_run (miner);
  return miner;
}

static char *
mine_xml (unsigned per_game, unsigned threads)
{
  ToguzPuzzleMiner *miner = mine (per_game, threads, FALSE);
  char *xml = toguz_puzzle_miner_to_xml (miner, "test", "Test");

  toguz_puzzle_miner_free (miner);
  return xml;
}

static void
test_reproducible (void)
{
  g_autofree char *two = mine_xml (3, 2);
  g_autofree char *one = mine_xml (3, 1);

  g_assert_nonnull (strstr (two, "<puzzle "));
  g_assert_cmpstr (two, ==, one);
}

static guint
most_from_one_game (ToguzPuzzleMiner *miner)
{
  guint counts[2 * GAMES] = { 0 }, most = 0;

  for (guint i = 0; i < toguz_puzzle_miner_get_n_puzzles (miner); i++)
    {
      const ToguzMinedPuzzle *puzzle = toguz_puzzle_miner_get_puzzle (miner,
                                                                      i);
      g_assert_cmpuint (puzzle->game, <, G_N_ELEMENTS (counts));
      counts[puzzle->game]++;
      most = MAX (most, counts[puzzle->game]);
    }
  return most;
}

static void
test_cap_per_game (void)
{
  ToguzPuzzleMiner *three = mine (3, 0, FALSE);
  ToguzPuzzleMiner *one = mine (1, 0, FALSE);

  /* The cap binds: with room, a game gives more than one. */
  g_assert_cmpuint (most_from_one_game (three), >, 1);
  g_assert_cmpuint (most_from_one_game (three), <=, 3);
  g_assert_cmpuint (most_from_one_game (one), ==, 1);
  g_assert_cmpuint (toguz_puzzle_miner_get_n_puzzles (one), <,
                    toguz_puzzle_miner_get_n_puzzles (three));
  toguz_puzzle_miner_free (three);
  toguz_puzzle_miner_free (one);
}

static void
test_no_position_twice (void)
{
  ToguzPuzzleMiner *once = mine (3, 0, FALSE);
  ToguzPuzzleMiner *twice = mine (3, 0, TRUE);
  g_autoptr (GHashTable) seen = g_hash_table_new (toguz_mined_position_hash,
                                                  toguz_mined_position_equal);
  ToguzPuzzleMinerStats a, b;

  toguz_puzzle_miner_get_stats (once, &a);
  toguz_puzzle_miner_get_stats (twice, &b);
  /* The copies add positions, none of them new. */
  g_assert_cmpuint (b.games, ==, 2 * a.games);
  g_assert_cmpuint (b.positions, ==, 2 * a.positions);
  g_assert_cmpuint (b.distinct, ==, a.distinct);
  g_assert_cmpuint (toguz_puzzle_miner_get_n_puzzles (twice), ==,
                    toguz_puzzle_miner_get_n_puzzles (once));
  for (guint i = 0; i < toguz_puzzle_miner_get_n_puzzles (twice); i++)
    {
      const ToguzMinedPuzzle *puzzle
        = toguz_puzzle_miner_get_puzzle (twice, i);
      g_assert_cmpuint (puzzle->game, <, GAMES);
      g_assert_true (g_hash_table_add (seen, (gpointer) &puzzle->position));
    }
  toguz_puzzle_miner_free (once);
  toguz_puzzle_miner_free (twice);
}

/* The set as a file: it checks clean, and each puzzle is one by the
 * measures of toguz-puzzle-line.h. */
static void
test_puzzles_proved (void)
{
  g_autofree char *xml = mine_xml (3, 0);
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) set
    = toguz_lesson_load_data (xml, strlen (xml), "mined.xml", problems);
  guint bands[6] = { 0 };

  g_assert_nonnull (set);
  g_assert_true (toguz_lesson_verify (set, search, TOGUZ_LESSON_CHECK_BUDGET,
                                      problems));
  for (guint i = 0; i < toguz_lesson_get_n_steps (set); i++)
    {
      const ToguzStep *step = toguz_lesson_get_step (set, i);
      const ToguzTask *task = step->task;
      GArray *line = g_ptr_array_index (task->solutions, 0);
      const uint8_t *moves = (const uint8_t *) line->data;
      ToguzPosition pos;
      g_auto (GStrv) themes = NULL;
      g_autofree char *wanted = NULL, *stated = NULL;

      toguz_step_get_task_position (step, &pos);
      g_assert_cmpint (toguz_puzzle_line_check (step, search, 0, NULL), ==,
                       TOGUZ_LINE_FORCED);
      g_assert_true (toguz_puzzle_move_is_best (search, &step->rules, &pos,
                                                moves[0], NULL));
      themes = toguz_puzzle_line_themes (&step->rules, &pos, &task->goal,
                                         moves, line->len);
      wanted = g_strjoinv (" ", themes);
      stated = g_strjoinv (" ", step->themes);
      g_assert_cmpstr (stated, ==, wanted);
      /* After the opponent's move, which the trainer shows first. */
      g_assert_cmpuint (step->base_moves->len, ==, 1);
      g_assert_cmpint (step->source_lost == 0, ==,
                       step->source_played == moves[0]);
      g_assert_cmpint (step->rating, >=, 400);
      g_assert_cmpint (step->rating, <=, 3000);
      bands[step->difficulty]++;
    }
  /* Fifths of the set by rating. */
  for (int d = 1; d <= 5; d++)
    g_assert_cmpuint (bands[d], >=, toguz_lesson_get_n_steps (set) / 5);
}

/* No game, or none with a chance: an empty set, and no complaint. */
static void
test_nothing_to_mine (void)
{
  ToguzPuzzleMiner *miner = toguz_puzzle_miner_new (NULL);
  ToguzPuzzleMinerStats stats;
  g_autofree char *xml = NULL;

  toguz_puzzle_miner_run (miner);
  toguz_puzzle_miner_get_stats (miner, &stats);
  g_assert_cmpuint (stats.games, ==, 0);
  g_assert_cmpuint (toguz_puzzle_miner_get_n_puzzles (miner), ==, 0);
  xml = toguz_puzzle_miner_to_xml (miner, "empty", "Empty");
  g_assert_null (strstr (xml, "<puzzle"));
  toguz_puzzle_miner_free (miner);
}

/* "You can make a tuzdik here. Should you?": the engine's best there is
 * a tuzdik puzzle, whether it makes the tuzdik or not; the same move
 * asked for its stones is not. */
static void
test_declining_is_tuzdik (void)
{
  /* White could play 82x; 91 takes 14 stones instead. */
  const char *fen = "3S,4S,3S,14S,14S,14S,1S,2S,13S/"
                    "14S,14S,13S,12S,12S,t,1S,4S,1S 10 13 S 5";
  const ToguzRuleset *rules = toguz_ruleset_default ();
  const ToguzGoal best = { TOGUZ_GOAL_BEST, 0, 0 };
  const ToguzGoal gain = { TOGUZ_GOAL_GAIN, 14, 1 };
  const uint8_t line[] = { 8 };
  ToguzPosition pos;
  g_auto (GStrv) declined = NULL;
  g_auto (GStrv) taken = NULL;

  g_assert_true (toguz_position_from_fen (rules, fen, &pos, NULL));
  declined = toguz_puzzle_line_themes (rules, &pos, &best, line, 1);
  taken = toguz_puzzle_line_themes (rules, &pos, &gain, line, 1);
  g_assert_true (g_strv_contains ((const char *const *) declined, "tuzdik"));
  g_assert_true (g_strv_contains ((const char *const *) declined,
                                  "capture"));
  g_assert_false (g_strv_contains ((const char *const *) taken, "tuzdik"));
}

int
main (int argc, char **argv)
{
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  int status;

  setlocale (LC_ALL, "C");
  g_test_init (&argc, &argv, NULL);
  path = g_build_filename (g_getenv ("TOGUZ_GAMES_DIR"), "master-2018.pgn",
                           NULL);
  records = toguz_record_read_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (records->len, >=, GAMES);
  search = toguz_search_new (64);
  g_test_add_func ("/miner/reproducible", test_reproducible);
  g_test_add_func ("/miner/cap-per-game", test_cap_per_game);
  g_test_add_func ("/miner/no-position-twice", test_no_position_twice);
  g_test_add_func ("/miner/puzzles-proved", test_puzzles_proved);
  g_test_add_func ("/miner/declining-is-tuzdik", test_declining_is_tuzdik);
  g_test_add_func ("/miner/nothing-to-mine", test_nothing_to_mine);
  status = g_test_run ();
  toguz_search_free (search);
  g_ptr_array_unref (records);
  return status;
}
