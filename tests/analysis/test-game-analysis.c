/* test-game-analysis.c: the game analysis model and `toguz analyse`
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "toguz-game-analysis.h"
#include "toguz-text.h"

/* White to move can take Black's 19 + 1 stones with hole 9 and win at
 * once; it plays hole 1 instead.  Black then lets the capture stand
 * (its hole 1 could have been sown away), and White takes it. */
static const char composed[] =
  "[Event \"composed\"]\n"
  "[FEN \"4,5S,3,19S/1S,7,1S 68 68 S 30\"]\n\n"
  "30. 12 59 31. 91 1-0\n";

/* Shallow enough for a quick test; the thresholds decide the classes. */
static const ToguzSearchLimits test_limits = { 8, 0, 0 };

static ToguzRecord *
parse_one (const char *text)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) records = toguz_record_parse (text, strlen (text),
                                                      "composed", &error);

  g_assert_no_error (error);
  g_assert_cmpuint (records->len, ==, 1);
  return g_ptr_array_steal_index (records, 0);
}

static ToguzGameAnalysis *
analyse_composed (void)
{
  g_autoptr (ToguzRecord) record = parse_one (composed);
  g_autoptr (GError) error = NULL;
  ToguzGameAnalysis *analysis;
  ToguzRuleset rules;

  g_assert_true (toguz_ruleset_from_name ("togyz", &rules, NULL));
  analysis = toguz_game_analysis_new (record, &rules, &test_limits, &error);
  g_assert_no_error (error);
  g_assert_nonnull (analysis);
  return analysis;
}

static void
test_thresholds (void)
{
  const int stone = TOGUZ_SCORE_STONE;

  g_assert_cmpint (toguz_move_class_classify (5 * stone, TRUE), ==,
                   TOGUZ_MOVE_CLASS_BEST);
  g_assert_cmpint (toguz_move_class_classify (0, FALSE), ==,
                   TOGUZ_MOVE_CLASS_BEST);
  g_assert_cmpint (toguz_move_class_classify (stone / 2 - 1, FALSE), ==,
                   TOGUZ_MOVE_CLASS_BEST);
  g_assert_cmpint (toguz_move_class_classify (stone / 2, FALSE), ==,
                   TOGUZ_MOVE_CLASS_GOOD);
  g_assert_cmpint (toguz_move_class_classify (2 * stone - 1, FALSE), ==,
                   TOGUZ_MOVE_CLASS_GOOD);
  g_assert_cmpint (toguz_move_class_classify (2 * stone, FALSE), ==,
                   TOGUZ_MOVE_CLASS_INACCURACY);
  g_assert_cmpint (toguz_move_class_classify (4 * stone - 1, FALSE), ==,
                   TOGUZ_MOVE_CLASS_INACCURACY);
  g_assert_cmpint (toguz_move_class_classify (4 * stone, FALSE), ==,
                   TOGUZ_MOVE_CLASS_MISTAKE);
  g_assert_cmpint (toguz_move_class_classify (8 * stone - 1, FALSE), ==,
                   TOGUZ_MOVE_CLASS_MISTAKE);
  g_assert_cmpint (toguz_move_class_classify (8 * stone, FALSE), ==,
                   TOGUZ_MOVE_CLASS_BLUNDER);
  g_assert_cmpstr (toguz_move_class_to_id (TOGUZ_MOVE_CLASS_BLUNDER), ==,
                   "blunder");
}

static void
test_known_blunder (void)
{
  g_autoptr (ToguzGameAnalysis) analysis = analyse_composed ();
  const ToguzPlyAnalysis *ply;
  g_autofree char *missed = NULL;
  char *name;
  unsigned n_values;
  const int *evaluation;

  g_assert_true (toguz_game_analysis_run (analysis, NULL, NULL));
  g_assert_cmpuint (toguz_game_analysis_get_n_done (analysis), ==, 3);

  ply = toguz_game_analysis_get_ply (analysis, 0);
  g_assert_cmpint (ply->side, ==, TOGUZ_WHITE);
  g_assert_cmpuint (ply->hole, ==, 0);
  g_assert_cmpint (ply->best_hole, ==, 8);
  g_assert_cmpstr (ply->best, ==, "91");
  g_assert_cmpint (ply->move_class, ==, TOGUZ_MOVE_CLASS_BLUNDER);
  g_assert_cmpint (ply->loss, >=, TOGUZ_ANALYSIS_BLUNDER_FROM
                                    * TOGUZ_SCORE_STONE);
  g_assert_cmpstr (toguz_ply_analysis_mark (ply), ==, "??");
  g_assert_nonnull (ply->why);
  g_assert_nonnull (strstr (ply->why, "Hole 9 was better"));
  g_assert_cmpuint (ply->n_missed, ==, 1);
  g_assert_cmpint (ply->missed[0].kind, ==, TOGUZ_MISSED_CAPTURE);
  g_assert_cmpuint (ply->missed[0].stones, ==, 20);
  missed = toguz_missed_chance_name (&ply->missed[0]);
  g_assert_cmpstr (missed, ==, "a missed capture of 20 stones");

  /* Black could have sown its 19 stones away. */
  ply = toguz_game_analysis_get_ply (analysis, 1);
  g_assert_cmpint (ply->move_class, ==, TOGUZ_MOVE_CLASS_BLUNDER);
  g_assert_cmpint (ply->best_hole, ==, 0);

  /* White takes the 20 and wins: the best, punishing the blunder. */
  ply = toguz_game_analysis_get_ply (analysis, 2);
  g_assert_cmpint (ply->move_class, ==, TOGUZ_MOVE_CLASS_BEST);
  g_assert_true (ply->punishes);
  g_assert_cmpstr (toguz_ply_analysis_mark (ply), ==, "!");

  /* Named as the record numbers them, from the FEN's move 30. */
  name = toguz_game_analysis_dup_move_name (analysis, 0);
  g_assert_cmpstr (name, ==, "30. 12");
  g_free (name);
  name = toguz_game_analysis_dup_move_name (analysis, 1);
  g_assert_cmpstr (name, ==, "30… 59");
  g_free (name);
  name = toguz_game_analysis_dup_move_name (analysis, 2);
  g_assert_cmpstr (name, ==, "31. 91");
  g_free (name);

  evaluation = toguz_game_analysis_get_evaluation (analysis, &n_values);
  g_assert_cmpuint (n_values, ==, 3);
  g_assert_cmpint (evaluation[0], <, evaluation[1]);
  g_assert_cmpint (evaluation[2], ==,
                   TOGUZ_ANALYSIS_WIN_STONES * TOGUZ_SCORE_STONE);
}

static void
test_summary (void)
{
  g_autoptr (ToguzGameAnalysis) analysis = analyse_composed ();
  ToguzAnalysisSummary white, black;

  toguz_game_analysis_run (analysis, NULL, NULL);
  toguz_game_analysis_get_summary (analysis, TOGUZ_WHITE, &white);
  toguz_game_analysis_get_summary (analysis, TOGUZ_BLACK, &black);

  g_assert_cmpuint (white.moves, ==, 2);
  g_assert_cmpuint (white.counts[TOGUZ_MOVE_CLASS_BLUNDER], ==, 1);
  g_assert_cmpuint (white.counts[TOGUZ_MOVE_CLASS_BEST], ==, 1);
  g_assert_cmpint (white.worst[0], ==, 0);
  g_assert_cmpint (white.worst[1], ==, -1);
  g_assert_cmpfloat (white.average_loss, >=,
                     TOGUZ_ANALYSIS_BLUNDER_FROM / 2.0);

  g_assert_cmpuint (black.moves, ==, 1);
  g_assert_cmpuint (black.counts[TOGUZ_MOVE_CLASS_BLUNDER], ==, 1);
  g_assert_cmpint (black.worst[0], ==, 1);
}

static void
test_pgn_reads_back (void)
{
  g_autoptr (ToguzGameAnalysis) analysis = analyse_composed ();
  g_autoptr (ToguzRecord) original = parse_one (composed);
  g_autoptr (ToguzRecord) again = NULL;
  g_autofree char *pgn = NULL;

  toguz_game_analysis_run (analysis, NULL, NULL);
  pgn = toguz_game_analysis_to_pgn (analysis);
  g_assert_nonnull (strstr (pgn, "12??"));
  g_assert_nonnull (strstr (pgn, "91!"));
  g_assert_nonnull (strstr (pgn, "{Blunder: "));

  again = parse_one (pgn);
  g_assert_cmpuint (again->moves->len, ==, original->moves->len);
  for (guint i = 0; i < again->moves->len; i++)
    g_assert_cmpstr (g_array_index (again->moves, ToguzRecordMove, i).text,
                     ==,
                     g_array_index (original->moves, ToguzRecordMove,
                                    i).text);
  g_assert_nonnull (g_array_index (again->moves, ToguzRecordMove, 0).comment);
  g_assert_cmpstr (again->result, ==, "1-0");
  g_assert_cmpstr (toguz_record_get_tag (again, "FEN"), ==,
                   toguz_record_get_tag (original, "FEN"));
}

static void
test_csv (void)
{
  g_autoptr (ToguzGameAnalysis) analysis = analyse_composed ();
  g_autofree char *csv = NULL;
  g_auto (GStrv) lines = NULL;

  toguz_game_analysis_run (analysis, NULL, NULL);
  csv = toguz_game_analysis_to_csv (analysis);
  lines = g_strsplit (csv, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 5);  /* and the last "" */
  g_assert_cmpstr (lines[0], ==, "ply,side,move,best,loss,class,score");
  g_assert_true (g_str_has_prefix (lines[1], "1,white,12,91,"));
  g_assert_true (g_str_has_suffix (lines[1], ",blunder,")
                 || strstr (lines[1], ",blunder,") != NULL);
  g_assert_cmpstr (lines[3], ==, "3,white,91,91,0.00,best,82.00");
  g_assert_cmpstr (lines[4], ==, "");
}

static gboolean
stop_after_first (unsigned done, unsigned total, gpointer user_data)
{
  ToguzGameAnalysis *analysis = user_data;

  g_assert_cmpuint (total, ==, 3);
  toguz_game_analysis_cancel (analysis);
  return done < total;
}

static void
test_cancel (void)
{
  g_autoptr (ToguzGameAnalysis) analysis = analyse_composed ();
  g_autofree char *pgn = NULL;

  g_assert_false (toguz_game_analysis_run (analysis, stop_after_first,
                                           analysis));
  g_assert_cmpuint (toguz_game_analysis_get_n_done (analysis), ==, 1);
  g_assert_false (toguz_game_analysis_is_complete (analysis));
  g_assert_false (toguz_game_analysis_step (analysis));
  g_assert_cmpuint (toguz_game_analysis_get_n_done (analysis), ==, 1);

  /* The moves not analysed are written bare. */
  pgn = toguz_game_analysis_to_pgn (analysis);
  g_assert_nonnull (strstr (pgn, "12??"));
  g_assert_null (strstr (pgn, "91!"));
}

static int
run_toguz (const char *const *args, char **out, char **err)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  int wait_status = 0;

  g_ptr_array_add (argv, (char *) g_getenv ("TOGUZ_COMMAND"));
  g_assert_nonnull (argv->pdata[0]);
  for (; *args; args++)
    g_ptr_array_add (argv, (char *) *args);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL,
                               G_SPAWN_DEFAULT, NULL, NULL, out, err,
                               &wait_status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  return WEXITSTATUS (wait_status);
}

static char *
write_composed (void)
{
  g_autoptr (GError) error = NULL;
  char *path = NULL;
  int fd = g_file_open_tmp ("analyse-XXXXXX.pgn", &path, &error);

  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (path, composed, -1, &error));
  g_assert_no_error (error);
  return path;
}

static void
test_command (void)
{
  g_autofree char *path = write_composed ();
  g_autofree char *out = NULL, *err = NULL;
  const char *csv[] = { "analyse", "--format", "csv", NULL, NULL };

  csv[3] = path;
  g_assert_cmpint (run_toguz (csv, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out,
                                   "ply,side,move,best,loss,class,score\n"
                                   "1,white,12,91,"));
  g_assert_cmpstr (err, ==, "");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  {
    const char *pgn[] = { "analyse", path, NULL };
    g_assert_cmpint (run_toguz (pgn, &out, &err), ==, 0);
    g_assert_nonnull (strstr (out, "30. 12??"));
  }
  g_unlink (path);
}

static void
test_command_errors (void)
{
  g_autofree char *path = write_composed ();
  g_autofree char *out = NULL, *err = NULL;
  const char *missing[] = { "analyse", "/nonexistent/game.pgn", NULL };
  const char *no_game[] = { "analyse", "--game", "2", NULL, NULL };
  const char *zero[] = { "analyse", "--game", "0", NULL, NULL };
  const char *format[] = { "analyse", "--format", "xml", NULL, NULL };
  const char *none[] = { "analyse", NULL };
  const char *wrong[] = { "analyse", NULL, NULL };

  g_assert_cmpint (run_toguz (missing, &out, &err), ==, 1);
  g_assert_true (g_str_has_prefix (err, "toguz: "));
  g_assert_nonnull (strstr (err, "/nonexistent/game.pgn"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  no_game[3] = path;
  g_assert_cmpint (run_toguz (no_game, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "has no game 2: it holds 1 game."));
  g_assert_cmpstr (out, ==, "");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  zero[3] = path;
  g_assert_cmpint (run_toguz (zero, &out, &err), ==, 2);
  g_assert_nonnull (strstr (err, "--game counts from 1"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  format[3] = path;
  g_assert_cmpint (run_toguz (format, &out, &err), ==, 2);
  g_assert_nonnull (strstr (err, "xml"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  g_assert_cmpint (run_toguz (none, &out, &err), ==, 2);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* Hole 7's 9 stones end in Black's hole 6, not 7: the replay says so,
   * with the file and line. */
  g_assert_true (g_file_set_contents (path, "1. 77 *\n", -1, NULL));
  wrong[1] = path;
  g_assert_cmpint (run_toguz (wrong, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, ":1: "));
  g_assert_cmpstr (out, ==, "");
  g_unlink (path);
}

int
main (int argc, char **argv)
{
  g_setenv ("LC_ALL", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/analysis/thresholds", test_thresholds);
  g_test_add_func ("/analysis/known-blunder", test_known_blunder);
  g_test_add_func ("/analysis/summary", test_summary);
  g_test_add_func ("/analysis/pgn-reads-back", test_pgn_reads_back);
  g_test_add_func ("/analysis/csv", test_csv);
  g_test_add_func ("/analysis/cancel", test_cancel);
  g_test_add_func ("/analysis/command", test_command);
  g_test_add_func ("/analysis/command-errors", test_command_errors);
  return g_test_run ();
}
