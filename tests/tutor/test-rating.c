/* test-rating.c: the puzzle ratings, without a display
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Glicko-2 against Glickman's worked example and at its edges; the
 * learner's and the puzzles' ratings in the progress record, on disk and
 * merged; which attempt is rated, and how; which puzzle comes next.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>
#include <unistd.h>

#include "toguz-lesson-loader.h"
#include "toguz-search.h"
#include "toguz-task-session.h"
#include "tutor-glicko.h"
#include "tutor-progress-rating.h"
#include "tutor-puzzle-queue.h"
#include "tutor-rated-attempt.h"

static char *scratch;
static ToguzSearch *search;

static void
assert_finite (const TutorGlicko *rating)
{
  g_assert_true (isfinite (rating->rating));
  g_assert_true (isfinite (rating->deviation));
  g_assert_true (isfinite (rating->volatility));
}

static void
assert_bounded (const TutorGlicko *rating)
{
  assert_finite (rating);
  g_assert_cmpfloat (rating->rating, >=, TUTOR_GLICKO_MIN_RATING);
  g_assert_cmpfloat (rating->rating, <=, TUTOR_GLICKO_MAX_RATING);
  g_assert_cmpfloat (rating->deviation, >=, TUTOR_GLICKO_MIN_DEVIATION);
  g_assert_cmpfloat (rating->deviation, <=, TUTOR_GLICKO_MAX_DEVIATION);
  g_assert_cmpfloat (rating->volatility, >=, TUTOR_GLICKO_MIN_VOLATILITY);
  g_assert_cmpfloat (rating->volatility, <=, TUTOR_GLICKO_MAX_VOLATILITY);
}

/* Glickman, "Example of the Glicko-2 system" (2013): τ = 0.5, a player of
 * 1500/200/0.06 beats 1400/30 and loses to 1550/100 and 1700/300. */
static void
test_worked_example (void)
{
  TutorGlicko player = { 1500, 200, 0.06 };
  TutorGlickoGame games[] = {
    { 1400, 30, 1 },
    { 1550, 100, 0 },
    { 1700, 300, 0 },
  };
  TutorGlicko after = tutor_glicko_rate_period (&player, games,
                                                G_N_ELEMENTS (games), 0.5);

  g_test_message ("%.4f / %.4f / %.7f", after.rating, after.deviation,
                  after.volatility);
  g_assert_cmpfloat_with_epsilon (after.rating, 1464.06, 0.01);
  g_assert_cmpfloat_with_epsilon (after.deviation, 151.52, 0.01);
  /* The paper cuts σ' to 0.05999; it is 0.0599960. */
  g_assert_cmpfloat_with_epsilon (after.volatility, 0.05999, 0.00001);
  g_assert_cmpfloat_with_epsilon (after.volatility, 0.059996, 0.0000005);
}

/* A period without games only widens the deviation (step 6). */
static void
test_period_without_games (void)
{
  TutorGlicko player = { 1500, 200, 0.06 };
  TutorGlicko after = tutor_glicko_rate_period (&player, NULL, 0, 0.5);

  g_assert_cmpfloat (after.rating, ==, 1500);
  g_assert_cmpfloat_with_epsilon (after.deviation,
                                  sqrt (200.0 * 200.0
                                        + pow (0.06 * 173.7178, 2)),
                                  1e-9);
  g_assert_cmpfloat (after.volatility, ==, 0.06);
}

/* A win gains, a loss loses, as much at equal ratings; the puzzle moves
 * the other way. */
static void
test_attempt_moves_both (void)
{
  TutorGlicko learner = tutor_glicko_new ();
  TutorGlicko puzzle = { 1500, 350, 0.06 };
  TutorGlicko loser = tutor_glicko_new ();
  TutorGlicko winner = { 1500, 350, 0.06 };

  tutor_glicko_rate_attempt (&learner, &puzzle, TRUE);
  tutor_glicko_rate_attempt (&loser, &winner, FALSE);
  g_assert_cmpfloat (learner.rating, >, 1500);
  g_assert_cmpfloat (puzzle.rating, <, 1500);
  g_assert_cmpfloat_with_epsilon (learner.rating - 1500, 1500 - loser.rating,
                                  1e-6);
  g_assert_cmpfloat_with_epsilon (winner.rating, learner.rating, 1e-6);
  g_assert_cmpfloat (learner.deviation, <, 350);
  assert_bounded (&learner);
  assert_bounded (&puzzle);
}

/* The deviation stays between its floor and ceiling, ratings within their
 * range, whatever the difference and however long the run. */
static void
test_bounds (void)
{
  TutorGlicko learner = tutor_glicko_new ();
  TutorGlicko weak = { TUTOR_GLICKO_MIN_RATING, 350, 0.06 };
  TutorGlicko strong = { TUTOR_GLICKO_MAX_RATING, 45, 0.06 };
  TutorGlicko weak_puzzle = weak, strong_puzzle = strong;

  /* A long run against puzzles of the learner's rating. */
  for (int i = 0; i < 500; i++)
    {
      TutorGlicko puzzle = { learner.rating + (i % 7 - 3) * 40, 100, 0.06 };

      tutor_glicko_rate_attempt (&learner, &puzzle, i % 3 != 0);
      assert_bounded (&learner);
      assert_bounded (&puzzle);
    }

  /* The floor: a sure rating, an expected result. */
  {
    TutorGlicko sure = { 1500, 45, 0.01 };
    TutorGlicko puzzle = { 1500, 45, 0.01 };
    TutorGlickoGame game = { 1500, 45, 1 };
    TutorGlicko raw = tutor_glicko_rate_period (&sure, &game, 1,
                                                TUTOR_GLICKO_TAU);

    g_assert_cmpfloat (raw.deviation, <, TUTOR_GLICKO_MIN_DEVIATION);
    tutor_glicko_rate_attempt (&sure, &puzzle, TRUE);
    g_assert_cmpfloat (sure.deviation, ==, TUTOR_GLICKO_MIN_DEVIATION);
  }

  /* The ceiling, and the widest difference: the weakest beats the
   * strongest, the strongest loses to the weakest. */
  {
    TutorGlicko unsure = { TUTOR_GLICKO_MIN_RATING, 350, 0.1 };
    TutorGlickoGame game = { TUTOR_GLICKO_MAX_RATING, 45, 1 };
    TutorGlicko raw = tutor_glicko_rate_period (&unsure, &game, 1,
                                                TUTOR_GLICKO_TAU);

    g_assert_cmpfloat (raw.deviation, >, TUTOR_GLICKO_MAX_DEVIATION);
  }
  tutor_glicko_rate_attempt (&weak, &strong_puzzle, TRUE);
  tutor_glicko_rate_attempt (&strong, &weak_puzzle, FALSE);
  assert_bounded (&weak);
  assert_bounded (&strong);
  assert_bounded (&weak_puzzle);
  assert_bounded (&strong_puzzle);
  g_assert_cmpfloat (weak.deviation, ==, TUTOR_GLICKO_MAX_DEVIATION);
  g_assert_cmpfloat (weak.rating, >, TUTOR_GLICKO_MIN_RATING);
  g_assert_cmpfloat (strong.rating, <, TUTOR_GLICKO_MAX_RATING);
  /* The expected result moves almost nothing, and stays in range. */
  {
    TutorGlicko a = { TUTOR_GLICKO_MIN_RATING, 350, 0.06 };
    TutorGlicko b = { TUTOR_GLICKO_MAX_RATING, 45, 0.06 };

    tutor_glicko_rate_attempt (&b, &a, TRUE);
    assert_bounded (&a);
    assert_bounded (&b);
    g_assert_cmpfloat (b.rating, >, TUTOR_GLICKO_MAX_RATING - 1);
    g_assert_cmpfloat (a.rating, <, TUTOR_GLICKO_MIN_RATING + 1);
  }

  /* Unbounded, a difference of 200,000 points (the expected score is 0
   * in doubles) is still numbers. */
  {
    TutorGlicko far = { -100000, 350, 0.06 };
    TutorGlickoGame game = { 100000, 30, 1 };
    TutorGlicko after = tutor_glicko_rate_period (&far, &game, 1, 0.75);

    assert_finite (&after);
    g_assert_cmpfloat (after.rating, >, -100000);
  }

  /* What is not a number is the start's; what is out of range, its bound. */
  {
    TutorGlicko junk = { NAN, INFINITY, -INFINITY };
    TutorGlicko odd = { 99999, 1, 7 };
    TutorGlicko bounded = tutor_glicko_bounded (&junk);
    TutorGlicko learner_junk = junk, puzzle_junk = odd;

    g_assert_cmpfloat (bounded.rating, ==, TUTOR_GLICKO_RATING);
    g_assert_cmpfloat (bounded.deviation, ==, TUTOR_GLICKO_DEVIATION);
    g_assert_cmpfloat (bounded.volatility, ==, TUTOR_GLICKO_VOLATILITY);
    bounded = tutor_glicko_bounded (&odd);
    g_assert_cmpfloat (bounded.rating, ==, TUTOR_GLICKO_MAX_RATING);
    g_assert_cmpfloat (bounded.deviation, ==, TUTOR_GLICKO_MIN_DEVIATION);
    g_assert_cmpfloat (bounded.volatility, ==, TUTOR_GLICKO_MAX_VOLATILITY);
    tutor_glicko_rate_attempt (&learner_junk, &puzzle_junk, FALSE);
    assert_bounded (&learner_junk);
    assert_bounded (&puzzle_junk);
  }
}

/* A puzzle starts at its file's rating, or from its difficulty. */
static void
test_puzzle_start (void)
{
  g_assert_cmpfloat (tutor_glicko_new_puzzle (1620, 3).rating, ==, 1620);
  g_assert_cmpfloat (tutor_glicko_new_puzzle (0, 1).rating, ==, 900);
  g_assert_cmpfloat (tutor_glicko_new_puzzle (0, 3).rating, ==, 1400);
  g_assert_cmpfloat (tutor_glicko_new_puzzle (0, 5).rating, ==, 1900);
  /* A lesson's step has difficulty 0. */
  g_assert_cmpfloat (tutor_glicko_new_puzzle (0, 0).rating, ==, 900);
  g_assert_cmpfloat (tutor_glicko_new_puzzle (0, 3).deviation, ==,
                     TUTOR_GLICKO_PUZZLE_DEVIATION);
}

/* The record */

static char *
record_path (const char *name)
{
  g_autofree char *dir = g_build_filename (scratch, name, NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  return g_build_filename (dir, "progress.ini", NULL);
}

static void
save (TutorProgress *progress)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (tutor_progress_save (progress, &error));
  g_assert_no_error (error);
  /* A write handed to a thread takes in what it merged from here. */
  while (tutor_progress_is_saving (progress))
    g_main_context_iteration (NULL, TRUE);
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static void
assert_start (TutorProgress *progress)
{
  TutorGlicko rating = tutor_progress_get_rating (progress);
  g_autoptr (GArray) history = tutor_progress_dup_rating_history (progress);

  g_assert_cmpfloat (rating.rating, ==, 1500);
  g_assert_cmpfloat (rating.deviation, ==, 350);
  g_assert_cmpfloat (rating.volatility, ==, 0.06);
  g_assert_cmpuint (tutor_progress_count_rated (progress), ==, 0);
  g_assert_cmpuint (history->len, ==, 0);
}

/* A record of before the ratings loads as it was, at the start rating. */
static void
test_old_record (void)
{
  g_autofree char *path = record_path ("old");
  g_autoptr (TutorProgress) progress = NULL;
  TutorGlicko puzzle;

  g_assert_true (g_file_set_contents (
    path,
    "[Toguz Tutor]\nversion=1\nattempts=1\n\n"
    "[puzzles-from-games]\nbest-streak=2\ntuzdik-4.stars=3\n"
    "tuzdik-4.hints=0\n\n"
    "[Attempt 1]\ntime=2026-01-01T10:00:00Z\nset=puzzles-from-games\n"
    "task=tuzdik-4\nsolved=true\nstars=3\n",
    -1, NULL));
  progress = tutor_progress_new (path);
  g_assert_null (tutor_progress_take_load_problem (progress));
  g_assert_true (tutor_progress_is_solved (progress, "puzzles-from-games",
                                           "tuzdik-4"));
  assert_start (progress);
  g_assert_false (tutor_progress_is_rated (progress, "puzzles-from-games",
                                           "tuzdik-4"));
  g_assert_false (tutor_progress_get_puzzle_rating (
    progress, "puzzles-from-games", "tuzdik-4", &puzzle));
}

/* A set's id is a group name, not a key name: one holding '=' or an
 * outer space (a group name may) is still rated, saved, read back. */
static void
test_odd_set_id (void)
{
  static const char *const ids[] = { "a=b", "x=", " lead", "trail " };
  g_autofree char *path = record_path ("odd-set-id");
  g_autoptr (TutorProgress) progress = tutor_progress_new (path);
  g_autoptr (TutorProgress) again = NULL;
  TutorGlicko start = { 1400, 250, 0.06 };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    g_assert_true (tutor_progress_rate_puzzle (progress, ids[i], "t", &start,
                                               TRUE, NULL));
  save (progress);
  again = tutor_progress_new (path);
  g_assert_null (tutor_progress_take_load_problem (again));
  g_assert_cmpuint (tutor_progress_count_rated (again), ==,
                    G_N_ELEMENTS (ids));
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      TutorGlicko puzzle = start;

      g_assert_true (tutor_progress_is_rated (again, ids[i], "t"));
      /* Its own rating moved off the start: it was kept under its key. */
      g_assert_true (tutor_progress_get_puzzle_rating (again, ids[i], "t",
                                                       &puzzle));
      g_assert_cmpfloat (puzzle.rating, <, start.rating);
    }
}

/* Rated, saved, read back: the same ratings, the history, the marks. */
static void
test_round_trip (void)
{
  g_autofree char *path = record_path ("round-trip");
  g_autoptr (TutorProgress) progress = tutor_progress_new (path);
  g_autoptr (TutorProgress) again = NULL;
  g_autoptr (GArray) history = NULL;
  TutorGlicko start = { 1400, 250, 0.06 };
  TutorGlicko rating, puzzle;
  double change = 0, second = 0;

  g_assert_true (tutor_progress_rate_puzzle (progress, "set", "a", &start,
                                             TRUE, &change));
  g_assert_cmpfloat (change, >, 0);
  g_assert_true (tutor_progress_rate_puzzle (progress, "set", "b", &start,
                                             FALSE, &second));
  g_assert_cmpfloat (second, <, 0);
  /* Rated once: a second go changes nothing. */
  rating = tutor_progress_get_rating (progress);
  g_assert_false (tutor_progress_rate_puzzle (progress, "set", "a", &start,
                                              TRUE, &change));
  g_assert_cmpfloat (tutor_progress_get_rating (progress).rating, ==,
                     rating.rating);
  save (progress);

  again = tutor_progress_new (path);
  g_assert_null (tutor_progress_take_load_problem (again));
  g_assert_cmpuint (tutor_progress_count_rated (again), ==, 2);
  g_assert_cmpfloat_with_epsilon (tutor_progress_get_rating (again).rating,
                                  rating.rating, 0.01);
  g_assert_cmpfloat_with_epsilon (tutor_progress_get_rating (again).deviation,
                                  rating.deviation, 0.01);
  g_assert_cmpfloat_with_epsilon (
    tutor_progress_get_rating (again).volatility, rating.volatility, 1e-6);
  g_assert_true (tutor_progress_is_rated (again, "set", "a"));
  g_assert_true (tutor_progress_is_rated (again, "set", "b"));
  g_assert_false (tutor_progress_is_rated (again, "set", "c"));
  g_assert_false (tutor_progress_is_rated (again, "other", "a"));
  g_assert_true (tutor_progress_get_puzzle_rating (again, "set", "a",
                                                   &puzzle));
  g_assert_cmpfloat (puzzle.rating, <, 1400);
  g_assert_true (tutor_progress_get_puzzle_rating (again, "set", "b",
                                                   &puzzle));
  g_assert_cmpfloat (puzzle.rating, >, 1400);
  history = tutor_progress_dup_rating_history (again);
  g_assert_cmpuint (history->len, ==, 2);
  g_assert_cmpfloat_with_epsilon (
    g_array_index (history, TutorRatingPoint, 0).rating, 1500 + change,
    0.01);
  g_assert_cmpfloat_with_epsilon (
    g_array_index (history, TutorRatingPoint, 1).rating, rating.rating,
    0.01);
  g_assert_cmpint (g_array_index (history, TutorRatingPoint, 1).time, >,
                   1700000000);
  /* A reset forgets the rating too. */
  tutor_progress_reset (again);
  assert_start (again);
  g_assert_false (tutor_progress_is_rated (again, "set", "a"));
}

/* The history keeps the last TUTOR_PROGRESS_HISTORY_MAX points. */
static void
test_history_capped (void)
{
  g_autofree char *path = record_path ("capped");
  g_autoptr (TutorProgress) progress = tutor_progress_new (path);
  g_autoptr (TutorProgress) again = NULL;
  g_autoptr (GArray) history = NULL;
  TutorGlicko start = tutor_glicko_new_puzzle (0, 3);
  guint n = TUTOR_PROGRESS_HISTORY_MAX + 30;

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *task = g_strdup_printf ("p%u", i);

      g_assert_true (tutor_progress_rate_puzzle (progress, "set", task,
                                                 &start, i % 3 != 0, NULL));
    }
  save (progress);
  /* The file too: it does not grow with every attempt. */
  {
    g_autoptr (GKeyFile) keys = g_key_file_new ();
    g_auto (GStrv) points = NULL;
    gsize length = 0;

    g_assert_true (g_key_file_load_from_file (keys, path, 0, NULL));
    points = g_key_file_get_string_list (keys, "Puzzle rating", "history",
                                         &length, NULL);
    g_assert_cmpuint (length, ==, TUTOR_PROGRESS_HISTORY_MAX);
  }
  again = tutor_progress_new (path);
  history = tutor_progress_dup_rating_history (again);
  g_assert_cmpuint (history->len, ==, TUTOR_PROGRESS_HISTORY_MAX);
  g_assert_cmpuint (tutor_progress_count_rated (again), ==, n);
  g_assert_cmpfloat_with_epsilon (
    g_array_index (history, TutorRatingPoint, history->len - 1).rating,
    tutor_progress_get_rating (again).rating, 0.01);
}

/* Hand-edited or hostile values read as no rating, or within bounds:
 * never a number that is not one. */
static void
test_hostile_values (void)
{
  g_autofree char *path = record_path ("hostile");
  g_autoptr (TutorProgress) progress = NULL;
  g_autoptr (GArray) history = NULL;
  TutorGlicko rating, start = tutor_glicko_new_puzzle (0, 3);
  double change = 0;

  g_assert_true (g_file_set_contents (
    path,
    "[Toguz Tutor]\nversion=1\n\n"
    "[Puzzle rating]\nrating=nan;inf;0.06;3\n"
    "history=garbage;2026-01-01T10:00:00Z nan;2026-01-01T10:00:00Z 1e9;"
    "not-a-time 1500;2026-01-02T10:00:00Z 1510.5\n\n"
    "[Puzzle ratings]\nset/a=99999;-4;7;2\nset/b=1500;200\n"
    "set/c=1500;200;0.06;-1\n\n"
    "[set]\nd.rated=maybe\n",
    -1, NULL));
  progress = tutor_progress_new (path);
  g_assert_null (tutor_progress_take_load_problem (progress));
  /* "nan" is no number: no rating, the start's. */
  rating = tutor_progress_get_rating (progress);
  g_assert_cmpfloat (rating.rating, ==, 1500);
  g_assert_cmpfloat (rating.deviation, ==, 350);
  history = tutor_progress_dup_rating_history (progress);
  g_assert_cmpuint (history->len, ==, 2);
  g_assert_cmpfloat (g_array_index (history, TutorRatingPoint, 0).rating, ==,
                     TUTOR_GLICKO_MAX_RATING);
  g_assert_cmpfloat (g_array_index (history, TutorRatingPoint, 1).rating, ==,
                     1510.5);
  g_assert_true (tutor_progress_get_puzzle_rating (progress, "set", "a",
                                                   &rating));
  assert_bounded (&rating);
  g_assert_false (tutor_progress_get_puzzle_rating (progress, "set", "b",
                                                    &rating));
  g_assert_false (tutor_progress_get_puzzle_rating (progress, "set", "c",
                                                    &rating));
  g_assert_false (tutor_progress_is_rated (progress, "set", "d"));
  /* Rated from there, it is numbers again. */
  g_assert_true (tutor_progress_rate_puzzle (progress, "set", "a", &start,
                                             TRUE, &change));
  g_assert_true (isfinite (change));
  rating = tutor_progress_get_rating (progress);
  assert_bounded (&rating);
  g_assert_true (tutor_progress_get_puzzle_rating (progress, "set", "a",
                                                   &rating));
  assert_bounded (&rating);
}

/* Two windows on one record: the learner's rating of more rated attempts
 * wins, with its history; every puzzle rated in either stays rated. */
static void
test_merge (void)
{
  g_autofree char *path = record_path ("merge");
  g_autoptr (TutorProgress) first = tutor_progress_new (path);
  g_autoptr (TutorProgress) second = tutor_progress_new (path);
  g_autoptr (TutorProgress) merged = NULL;
  g_autoptr (GArray) history = NULL;
  TutorGlicko start = tutor_glicko_new_puzzle (0, 3);
  TutorGlicko rating, puzzle;

  g_assert_true (tutor_progress_rate_puzzle (first, "set", "a", &start, TRUE,
                                             NULL));
  g_assert_true (tutor_progress_rate_puzzle (first, "set", "b", &start, TRUE,
                                             NULL));
  rating = tutor_progress_get_rating (first);
  save (first);
  g_assert_true (tutor_progress_rate_puzzle (second, "set", "c", &start,
                                             FALSE, NULL));
  save (second);

  /* The second took in what the first saved. */
  g_assert_cmpfloat_with_epsilon (tutor_progress_get_rating (second).rating,
                                  rating.rating, 0.01);
  merged = tutor_progress_new (path);
  g_assert_cmpuint (tutor_progress_count_rated (merged), ==, 2);
  g_assert_cmpfloat_with_epsilon (tutor_progress_get_rating (merged).rating,
                                  rating.rating, 0.01);
  history = tutor_progress_dup_rating_history (merged);
  g_assert_cmpuint (history->len, ==, 2);
  for (const char *const *task = (const char *[]) { "a", "b", "c", NULL };
       *task; task++)
    {
      g_assert_true (tutor_progress_is_rated (merged, "set", *task));
      g_assert_true (tutor_progress_get_puzzle_rating (merged, "set", *task,
                                                       &puzzle));
    }
  /* Rated in either, it is not rated again. */
  g_assert_false (tutor_progress_rate_puzzle (merged, "set", "c", &start,
                                              TRUE, NULL));
}

/* The attempts */

/* Three puzzles on one board, a capture of 12 in one move; and two more
 * for the queue's filters. */
static const char set_xml[]
  = "<exercise-set xmlns=\"https://toguztutor.org/ns/lesson/1\" "
    "id=\"rating-test\" variant=\"togyz\">\n"
    "<title>Ratings</title><summary>For the tests.</summary>\n"
    "%s"
    "</exercise-set>\n";

static const char puzzle_xml[]
  = "<puzzle id=\"%s\" difficulty=\"%d\" %s themes=\"%s\">\n"
    "<text>Capture.</text><position moves=\"21 98 67\"/>\n"
    "<task goal=\"capture:12\" accept=\"any\"><prompt>Capture 12.</prompt>\n"
    "<solution moves=\"33\"/><hint>Look right.</hint></task></puzzle>\n";

typedef struct
{
  const char *id;
  int difficulty;
  int rating;        /* 0: none in the file */
  const char *themes;
} PuzzleSpec;

static ToguzLesson *
load_set (const PuzzleSpec *specs, guint n)
{
  g_autoptr (GString) puzzles = g_string_new (NULL);
  g_autofree char *xml = NULL;
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  ToguzLesson *set;

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *rating = specs[i].rating
                                  ? g_strdup_printf ("rating=\"%d\"",
                                                     specs[i].rating)
                                  : g_strdup ("");

      g_string_append_printf (puzzles, puzzle_xml, specs[i].id,
                              specs[i].difficulty, rating, specs[i].themes);
    }
  xml = g_strdup_printf (set_xml, puzzles->str);
  set = toguz_lesson_load_data (xml, strlen (xml), "rating-test.xml",
                                problems);
  for (guint i = 0; i < problems->len; i++)
    {
      g_autofree char *text = toguz_lesson_problem_to_string (
        g_ptr_array_index (problems, i));
      g_printerr ("%s\n", text);
    }
  g_assert_nonnull (set);
  return set;
}

static const PuzzleSpec three[] = {
  { "a", 3, 1500, "capture" },
  { "b", 3, 1500, "capture" },
  { "c", 3, 1500, "capture" },
};

static ToguzTaskSession *
new_session (ToguzLesson *set, guint index)
{
  ToguzTaskSession *session = toguz_task_session_new (
    toguz_lesson_get_step (set, index));

  toguz_task_session_solve (session, search);
  g_assert_true (toguz_task_session_is_ready (session));
  return session;
}

/* Plays the lowest right move, or the lowest legal wrong one. */
static ToguzAnswer
play (ToguzTaskSession *session, gboolean right)
{
  const ToguzTaskVerdict *verdict = toguz_task_session_get_verdict (session);
  unsigned moves = right ? verdict->right : verdict->legal & ~verdict->right;
  ToguzAnswer answer;

  g_assert_cmpuint (moves, !=, 0);
  g_assert_true (toguz_task_session_play (session,
                                          (unsigned) g_bit_nth_lsf (moves, -1),
                                          NULL, &answer));
  return answer;
}

typedef enum
{
  CLEAN,
  WRONG_FIRST,
  HINT,
  SHOWN,
  NEXT,
  AWAY,
} Play;

/* An attempt at puzzle `index` played as `how`: the result it was rated,
 * or UNDECIDED. */
static TutorPuzzleResult
attempt (TutorProgress *progress, ToguzLesson *set, guint index, Play how,
         double *change)
{
  g_autoptr (TutorRatedAttempt) rated = tutor_rated_attempt_new (
    progress, set, "rating-test", index);
  g_autoptr (ToguzTaskSession) session = new_session (set, index);
  TutorPuzzleResult result = TUTOR_PUZZLE_UNDECIDED;

  switch (how)
    {
    case CLEAN:
      g_assert_cmpint (play (session, TRUE), ==, TOGUZ_ANSWER_RIGHT);
      break;
    case WRONG_FIRST:
      g_assert_cmpint (play (session, FALSE), ==, TOGUZ_ANSWER_WRONG);
      /* Rated at once, at the wrong move. */
      g_assert_cmpint (tutor_rated_attempt_update (rated, session,
                                                   TUTOR_LEAVING_NOT),
                       ==, tutor_rated_attempt_counts (rated));
      g_assert_cmpint (play (session, TRUE), ==, TOGUZ_ANSWER_RIGHT);
      break;
    case HINT:
      g_free (toguz_task_session_next_hint (session, NULL));
      /* Not yet: a hint alone decides nothing on the board. */
      g_assert_cmpint (play (session, TRUE), ==, TOGUZ_ANSWER_RIGHT);
      break;
    case SHOWN:
      g_assert_cmpint (play (session, FALSE), ==, TOGUZ_ANSWER_WRONG);
      toguz_task_session_mark_solution_shown (session);
      break;
    case NEXT:
    case AWAY:
      break;
    }
  tutor_rated_attempt_update (rated, session,
                              how == NEXT   ? TUTOR_LEAVING_NEXT
                              : how == AWAY ? TUTOR_LEAVING_AWAY
                                            : TUTOR_LEAVING_NOT);
  /* Once rated, never again. */
  if (tutor_rated_attempt_get_change (rated, change, &result))
    g_assert_false (tutor_rated_attempt_update (rated, session,
                                                TUTOR_LEAVING_NEXT));
  return result;
}

/* A clean solve wins; a wrong move, a hint, the solution shown, Next
 * Puzzle before solving it lose; the puzzle moves the other way. */
static void
test_win_and_loss (gconstpointer data)
{
  Play how = GPOINTER_TO_INT (data);
  g_autoptr (ToguzLesson) set = load_set (three, G_N_ELEMENTS (three));
  g_autofree char *name = g_strdup_printf ("result-%d", how);
  g_autofree char *path = record_path (name);
  g_autoptr (TutorProgress) progress = tutor_progress_new (path);
  double change = 0;
  TutorPuzzleResult result = attempt (progress, set, 0, how, &change);
  TutorGlicko puzzle;

  g_assert_cmpint (result, ==,
                   how == CLEAN ? TUTOR_PUZZLE_WON : TUTOR_PUZZLE_LOST);
  g_assert_cmpuint (tutor_progress_count_rated (progress), ==, 1);
  g_assert_true (tutor_progress_is_rated (progress, "rating-test", "a"));
  g_assert_true (tutor_progress_get_puzzle_rating (progress, "rating-test",
                                                   "a", &puzzle));
  if (how == CLEAN)
    {
      g_assert_cmpfloat (change, >, 0);
      g_assert_cmpfloat (puzzle.rating, <, 1500);
    }
  else
    {
      g_assert_cmpfloat (change, <, 0);
      g_assert_cmpfloat (puzzle.rating, >, 1500);
    }
  g_assert_cmpfloat_with_epsilon (tutor_progress_get_rating (progress).rating,
                                  1500 + change, 0.01);
}

/* Taken away untouched (another filter, another set), it is not rated,
 * and the next attempt at it is the first. */
static void
test_away_untouched (void)
{
  g_autoptr (ToguzLesson) set = load_set (three, G_N_ELEMENTS (three));
  g_autofree char *path = record_path ("away");
  g_autoptr (TutorProgress) progress = tutor_progress_new (path);

  g_assert_cmpint (attempt (progress, set, 0, AWAY, NULL), ==,
                   TUTOR_PUZZLE_UNDECIDED);
  g_assert_false (tutor_progress_is_rated (progress, "rating-test", "a"));
  assert_start (progress);
  g_assert_cmpint (attempt (progress, set, 0, CLEAN, NULL), ==,
                   TUTOR_PUZZLE_WON);
}

/* The first attempt is rated; retries train but do not rate, and neither
 * does a puzzle solved or failed before ratings were kept. */
static void
test_rated_once (void)
{
  g_autoptr (ToguzLesson) set = load_set (three, G_N_ELEMENTS (three));
  g_autofree char *path = record_path ("once");
  g_autoptr (TutorProgress) progress = tutor_progress_new (path);
  g_autoptr (TutorRatedAttempt) retry = NULL;
  TutorGlicko after;

  g_assert_cmpint (attempt (progress, set, 0, WRONG_FIRST, NULL), ==,
                   TUTOR_PUZZLE_LOST);
  /* What the lesson player keeps of it. */
  tutor_progress_record_failure (progress, "rating-test", "a");
  after = tutor_progress_get_rating (progress);
  retry = tutor_rated_attempt_new (progress, set, "rating-test", 0);
  g_assert_false (tutor_rated_attempt_counts (retry));
  g_assert_cmpint (attempt (progress, set, 0, CLEAN, NULL), ==,
                   TUTOR_PUZZLE_UNDECIDED);
  g_assert_cmpint (attempt (progress, set, 0, WRONG_FIRST, NULL), ==,
                   TUTOR_PUZZLE_UNDECIDED);
  g_assert_cmpfloat (tutor_progress_get_rating (progress).rating, ==,
                     after.rating);
  g_assert_cmpuint (tutor_progress_count_rated (progress), ==, 1);

  /* Solved, or its solution shown, in a record of before the ratings. */
  tutor_progress_record_task (progress, "rating-test", "b", 3, 0);
  tutor_progress_record_task (progress, "rating-test", "c", 0, 0);
  g_assert_cmpint (attempt (progress, set, 1, CLEAN, NULL), ==,
                   TUTOR_PUZZLE_UNDECIDED);
  g_assert_cmpint (attempt (progress, set, 2, NEXT, NULL), ==,
                   TUTOR_PUZZLE_UNDECIDED);
  g_assert_cmpuint (tutor_progress_count_rated (progress), ==, 1);
}

/* The queue */

static const PuzzleSpec queue_set[] = {
  { "far", 5, 2000, "capture" },
  { "near-below", 3, 1450, "capture" },
  { "higher", 4, 1600, "tuzdik" },
  { "near-above", 3, 1550, "tuzdik" },
  { "easy", 1, 0, "capture endgame" },      /* 900, from difficulty */
  { "unrated-hard", 4, 0, "endgame" },      /* 1650 */
};

static int
next (TutorProgress *progress, ToguzLesson *set,
      const TutorPuzzleFilter *filter, int shown)
{
  return tutor_puzzle_queue_next (progress, set, "rating-test", filter,
                                  shown);
}

static const char *
id_of (ToguzLesson *set, int index)
{
  return index < 0 ? "none" : toguz_lesson_get_step (set, (guint) index)->id;
}

/* The unsolved puzzle nearest the learner's rating, the earlier on a tie,
 * never the one shown while another is left. */
static void
test_queue_nearest (void)
{
  g_autoptr (ToguzLesson) set = load_set (queue_set,
                                          G_N_ELEMENTS (queue_set));
  g_autofree char *path = record_path ("queue-nearest");
  g_autoptr (TutorProgress) progress = tutor_progress_new (path);
  TutorPuzzleFilter all = { NULL, 0, FALSE };

  g_assert_cmpstr (id_of (set, next (progress, set, &all, -1)), ==,
                   "near-below");
  g_assert_cmpstr (id_of (set, next (progress, set, &all, 1)), ==,
                   "near-above");
  tutor_progress_record_task (progress, "rating-test", "near-below", 3, 0);
  tutor_progress_record_task (progress, "rating-test", "near-above", 3, 0);
  g_assert_cmpstr (id_of (set, next (progress, set, &all, 3)), ==, "higher");
  /* The puzzle's own rating, once moved, is what counts. */
  g_assert_true (tutor_progress_rate_puzzle (
    progress, "rating-test", "unrated-hard",
    &(TutorGlicko) { 1500, 50, 0.06 }, FALSE, NULL));
  tutor_progress_record_failure (progress, "rating-test", "unrated-hard");
  g_assert_cmpstr (id_of (set, next (progress, set, &all, -1)), ==, "higher");
  /* Every puzzle solved but the one shown: that one. */
  for (guint i = 0; i < G_N_ELEMENTS (queue_set); i++)
    if (i != 2)
      tutor_progress_record_task (progress, "rating-test", queue_set[i].id, 3,
                                  0);
  g_assert_cmpstr (id_of (set, next (progress, set, &all, 2)), ==, "higher");
  tutor_progress_record_task (progress, "rating-test", "higher", 3, 0);
  g_assert_cmpint (next (progress, set, &all, 2), ==, -1);
}

/* As the learner's rating falls, the easier puzzles come first. */
static void
test_queue_follows_rating (void)
{
  g_autoptr (ToguzLesson) set = load_set (queue_set,
                                          G_N_ELEMENTS (queue_set));
  g_autofree char *path = record_path ("queue-follows");
  g_autoptr (TutorProgress) progress = tutor_progress_new (path);
  TutorPuzzleFilter all = { NULL, 0, FALSE };
  TutorGlicko easy = { 1000, 60, 0.06 };

  /* Losses elsewhere, to puzzles of 1000. */
  for (int i = 0; i < 8; i++)
    {
      g_autofree char *task = g_strdup_printf ("other-%d", i);

      g_assert_true (tutor_progress_rate_puzzle (progress, "other", task,
                                                 &easy, FALSE, NULL));
    }
  g_test_message ("rating %.0f",
                  tutor_progress_get_rating (progress).rating);
  g_assert_cmpfloat (tutor_progress_get_rating (progress).rating, <, 1100);
  g_assert_cmpstr (id_of (set, next (progress, set, &all, -1)), ==, "easy");
}

/* The filters hold; puzzles never tried come before the failed ones;
 * Retry Failed goes in the set's order. */
static void
test_queue_filters (void)
{
  g_autoptr (ToguzLesson) set = load_set (queue_set,
                                          G_N_ELEMENTS (queue_set));
  g_autofree char *path = record_path ("queue-filters");
  g_autoptr (TutorProgress) progress = tutor_progress_new (path);
  TutorPuzzleFilter tuzdik = { "tuzdik", 0, FALSE };
  TutorPuzzleFilter hard = { NULL, 4, FALSE };
  TutorPuzzleFilter endgame_hard = { "endgame", 5, FALSE };
  TutorPuzzleFilter all = { NULL, 0, FALSE };
  TutorPuzzleFilter retry = { NULL, 0, TRUE };
  TutorPuzzleFilter retry_capture = { "capture", 0, TRUE };

  g_assert_cmpstr (id_of (set, next (progress, set, &tuzdik, -1)), ==,
                   "near-above");
  g_assert_cmpstr (id_of (set, next (progress, set, &hard, -1)), ==,
                   "higher");
  g_assert_cmpint (next (progress, set, &endgame_hard, -1), ==, -1);
  g_assert_false (tutor_puzzle_queue_matches (progress, set, "rating-test",
                                              &tuzdik, 0));
  g_assert_true (tutor_puzzle_queue_matches (progress, set, "rating-test",
                                             &tuzdik, 2));

  /* Failed: after every puzzle not yet tried, however near. */
  tutor_progress_record_task (progress, "rating-test", "near-above", 3, 0);
  tutor_progress_record_failure (progress, "rating-test", "near-below");
  tutor_progress_record_failure (progress, "rating-test", "far");
  tutor_progress_record_failure (progress, "rating-test", "easy");
  g_assert_cmpstr (id_of (set, next (progress, set, &all, -1)), ==,
                   "higher");
  tutor_progress_record_task (progress, "rating-test", "higher", 3, 0);
  tutor_progress_record_task (progress, "rating-test", "unrated-hard", 3, 0);
  g_assert_cmpstr (id_of (set, next (progress, set, &all, -1)), ==,
                   "near-below");

  /* Retry Failed: in the set's order after the one shown, round. */
  g_assert_cmpstr (id_of (set, next (progress, set, &retry, -1)), ==, "far");
  g_assert_cmpstr (id_of (set, next (progress, set, &retry, 0)), ==,
                   "near-below");
  g_assert_cmpstr (id_of (set, next (progress, set, &retry, 1)), ==, "easy");
  g_assert_cmpstr (id_of (set, next (progress, set, &retry, 4)), ==, "far");
  g_assert_cmpstr (id_of (set, next (progress, set, &retry_capture, 4)), ==,
                   "far");
  g_assert_false (tutor_puzzle_queue_matches (progress, set, "rating-test",
                                              &retry, 2));
}

static void
remove_tree (const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_remove (child);
    }
  g_rmdir (path);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  scratch = g_dir_make_tmp ("test-rating-XXXXXX", NULL);
  search = toguz_search_new (16);
  alarm (120);

  g_test_add_func ("/glicko/worked-example", test_worked_example);
  g_test_add_func ("/glicko/period-without-games",
                   test_period_without_games);
  g_test_add_func ("/glicko/attempt-moves-both", test_attempt_moves_both);
  g_test_add_func ("/glicko/bounds", test_bounds);
  g_test_add_func ("/glicko/puzzle-start", test_puzzle_start);
  g_test_add_func ("/rating/old-record", test_old_record);
  g_test_add_func ("/rating/round-trip", test_round_trip);
  g_test_add_func ("/rating/odd-set-id", test_odd_set_id);
  g_test_add_func ("/rating/history-capped", test_history_capped);
  g_test_add_func ("/rating/hostile-values", test_hostile_values);
  g_test_add_func ("/rating/merge", test_merge);
  g_test_add_data_func ("/rated-attempt/clean-wins", GINT_TO_POINTER (CLEAN),
                        test_win_and_loss);
  g_test_add_data_func ("/rated-attempt/wrong-move-loses",
                        GINT_TO_POINTER (WRONG_FIRST), test_win_and_loss);
  g_test_add_data_func ("/rated-attempt/hint-loses", GINT_TO_POINTER (HINT),
                        test_win_and_loss);
  g_test_add_data_func ("/rated-attempt/solution-shown-loses",
                        GINT_TO_POINTER (SHOWN), test_win_and_loss);
  g_test_add_data_func ("/rated-attempt/next-puzzle-loses",
                        GINT_TO_POINTER (NEXT), test_win_and_loss);
  g_test_add_func ("/rated-attempt/away-untouched", test_away_untouched);
  g_test_add_func ("/rated-attempt/rated-once", test_rated_once);
  g_test_add_func ("/queue/nearest", test_queue_nearest);
  g_test_add_func ("/queue/follows-rating", test_queue_follows_rating);
  g_test_add_func ("/queue/filters", test_queue_filters);
  status = g_test_run ();
  toguz_search_free (search);
  remove_tree (scratch);
  g_free (scratch);
  return status;
}
