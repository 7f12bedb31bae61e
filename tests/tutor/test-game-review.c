/* test-game-review.c: a game analysed in the background, and its
 * mistakes saved as a personal puzzle set
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "toguz-lesson-loader.h"
#include "toguz-mistake-set.h"
#include "toguz-text.h"
#include "tutor-game-review.h"

/* One blunder each, then White's winning capture (see
 * tests/analysis/test-mistake-set.c). */
static const char composed[] =
  "[Event \"composed\"]\n"
  "[FEN \"4,5S,3,19S/1S,7,1S 68 68 S 30\"]\n\n"
  "30. 12 59 31. 91 1-0\n";

static const ToguzSearchLimits test_limits = { 8, 0, 0 };

static TutorGameReview *
review_of (const char *text, const ToguzSearchLimits *limits)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) records = toguz_record_parse (text, strlen (text),
                                                      "composed", &error);
  TutorGameReview *review;
  ToguzRuleset rules;

  g_assert_no_error (error);
  g_assert_true (toguz_ruleset_from_name ("togyz", &rules, NULL));
  review = tutor_game_review_new (g_ptr_array_index (records, 0), &rules,
                                  limits, &error);
  g_assert_no_error (error);
  return review;
}

typedef struct
{
  GArray *plies;
  int finished;       /* -1 not yet, else complete */
} Seen;

static void
on_ply (TutorGameReview *review, guint ply, Seen *seen)
{
  /* Each ply is readable when announced, while the next is searched. */
  g_assert_cmpuint (ply, <, tutor_game_review_get_n_done (review));
  g_assert_nonnull (toguz_game_analysis_get_ply (
    tutor_game_review_get_analysis (review), ply));
  g_array_append_val (seen->plies, ply);
}

static void
on_finished (TutorGameReview *review, gboolean complete, Seen *seen)
{
  seen->finished = complete;
}

static void
wait_finished (Seen *seen)
{
  while (seen->finished < 0)
    g_main_context_iteration (NULL, TRUE);
}

static void
test_runs_ply_by_ply (void)
{
  g_autoptr (TutorGameReview) review = review_of (composed, &test_limits);
  Seen seen = { g_array_new (FALSE, FALSE, sizeof (guint)), -1 };

  g_signal_connect (review, "ply-analysed", G_CALLBACK (on_ply), &seen);
  g_signal_connect (review, "finished", G_CALLBACK (on_finished), &seen);
  g_assert_cmpuint (tutor_game_review_get_n_plies (review), ==, 3);
  g_assert_cmpfloat (tutor_game_review_get_fraction (review), ==, 0);
  tutor_game_review_start (review);
  g_assert_true (tutor_game_review_get_running (review));
  /* A second start while it runs starts nothing more. */
  tutor_game_review_start (review);
  wait_finished (&seen);

  g_assert_true (seen.finished);
  g_assert_false (tutor_game_review_get_running (review));
  g_assert_cmpuint (seen.plies->len, ==, 3);
  for (guint i = 0; i < seen.plies->len; i++)
    g_assert_cmpuint (g_array_index (seen.plies, guint, i), ==, i);
  g_assert_cmpfloat (tutor_game_review_get_fraction (review), ==, 1);
  g_array_unref (seen.plies);
}

/* Stops when the ply given as data has been analysed. */
static void
on_ply_cancel (TutorGameReview *review, guint ply, gpointer data)
{
  if (ply == GPOINTER_TO_UINT (data))
    tutor_game_review_cancel (review);
}

static gboolean
cancel_soon (gpointer data)
{
  tutor_game_review_cancel (data);
  return G_SOURCE_REMOVE;
}

static char *
master_game (void)
{
  g_autofree char *path = g_test_build_filename (
    G_TEST_DIST, "..", "data", "games", "master-2018.pgn", NULL);
  g_autoptr (GError) error = NULL;
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  return text;
}

static void
test_cancel_within_a_ply (void)
{
  g_autofree char *text = master_game ();
  /* So deep that the first ply would take minutes: stopped inside it. */
  ToguzSearchLimits deep = { 40, 0, 0 };
  g_autoptr (TutorGameReview) review = review_of (text, &deep);
  Seen seen = { NULL, -1 };

  g_signal_connect (review, "finished", G_CALLBACK (on_finished), &seen);
  tutor_game_review_start (review);
  g_timeout_add (100, cancel_soon, review);
  wait_finished (&seen);
  g_assert_false (seen.finished);
  g_assert_false (tutor_game_review_get_running (review));
  g_assert_cmpuint (tutor_game_review_get_n_done (review), ==, 0);
}

static void
test_cancel_and_go_on (void)
{
  g_autofree char *text = master_game ();
  ToguzSearchLimits shallow = { 4, 0, 0 };
  g_autoptr (TutorGameReview) review = review_of (text, &shallow);
  Seen seen = { NULL, -1 };
  gulong handler;

  g_signal_connect (review, "finished", G_CALLBACK (on_finished), &seen);
  handler = g_signal_connect (review, "ply-analysed",
                              G_CALLBACK (on_ply_cancel),
                              GUINT_TO_POINTER (0));
  tutor_game_review_start (review);
  wait_finished (&seen);
  g_assert_false (seen.finished);
  g_assert_cmpuint (tutor_game_review_get_n_done (review), ==, 1);
  g_assert_cmpuint (tutor_game_review_get_n_plies (review), >, 3);

  /* Started again, it goes on from the ply it stopped before. */
  g_signal_handler_disconnect (review, handler);
  g_signal_connect (review, "ply-analysed", G_CALLBACK (on_ply_cancel),
                    GUINT_TO_POINTER (2));
  seen.finished = -1;
  tutor_game_review_start (review);
  wait_finished (&seen);
  g_assert_cmpuint (tutor_game_review_get_n_done (review), ==, 3);
}

typedef struct
{
  guint added;
  char *kept_aside;
  GError *error;
  gboolean done;
} Saved;

static void
on_saved (GObject *source, GAsyncResult *result, gpointer data)
{
  Saved *saved = data;

  tutor_game_review_save_mistakes_finish (TUTOR_GAME_REVIEW (source), result,
                                          &saved->added, &saved->kept_aside,
                                          &saved->error);
  saved->done = TRUE;
}

static Saved
save (TutorGameReview *review, ToguzSide side, GFile *file)
{
  Saved saved = { 0 };

  tutor_game_review_save_mistakes_async (review, side, file, NULL, on_saved,
                                         &saved);
  while (!saved.done)
    g_main_context_iteration (NULL, TRUE);
  return saved;
}

static void
test_save_mistakes (void)
{
  g_autoptr (TutorGameReview) review = review_of (composed, &test_limits);
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("review-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "learner", "mistakes.xml",
                                            NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (ToguzLesson) lesson = NULL;
  Seen seen = { NULL, -1 };
  Saved saved;

  g_signal_connect (review, "finished", G_CALLBACK (on_finished), &seen);
  /* Refused while the analysis runs. */
  tutor_game_review_start (review);
  saved = save (review, TOGUZ_WHITE, file);
  g_assert_error (saved.error, G_IO_ERROR, G_IO_ERROR_BUSY);
  g_clear_error (&saved.error);
  wait_finished (&seen);

  /* Made with its folder, then nothing twice. */
  saved = save (review, TOGUZ_WHITE, file);
  g_assert_no_error (saved.error);
  g_assert_cmpuint (saved.added, ==, 1);
  g_assert_null (saved.kept_aside);
  saved = save (review, TOGUZ_WHITE, file);
  g_assert_no_error (saved.error);
  g_assert_cmpuint (saved.added, ==, 0);
  saved = save (review, TOGUZ_BLACK, file);
  g_assert_cmpuint (saved.added, ==, 1);
  lesson = toguz_lesson_load_file (path, problems);
  g_assert_nonnull (lesson);
  g_assert_cmpstr (toguz_lesson_get_id (lesson), ==, TOGUZ_MISTAKE_SET_ID);
  g_assert_cmpuint (toguz_lesson_get_n_steps (lesson), ==, 2);
  g_test_message ("saved to %s", path);
}

static void
test_broken_set_kept_aside (void)
{
  g_autoptr (TutorGameReview) review = review_of (composed, &test_limits);
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("review-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "mistakes.xml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *kept = NULL;
  static const char broken[] = "<exercise-set>half a hand edit";
  Seen seen = { NULL, -1 };
  Saved saved;

  g_signal_connect (review, "finished", G_CALLBACK (on_finished), &seen);
  tutor_game_review_start (review);
  wait_finished (&seen);
  g_assert_true (g_file_set_contents (path, broken, -1, &error));

  saved = save (review, TOGUZ_WHITE, file);
  g_assert_no_error (saved.error);
  g_assert_cmpuint (saved.added, ==, 1);
  g_assert_nonnull (saved.kept_aside);
  g_assert_true (g_str_has_prefix (saved.kept_aside, path));
  g_assert_nonnull (strstr (saved.kept_aside, ".broken-"));
  /* What was there is kept byte for byte. */
  g_assert_true (g_file_get_contents (saved.kept_aside, &kept, NULL, &error));
  g_assert_cmpstr (kept, ==, broken);
  g_free (saved.kept_aside);
}

int
main (int argc, char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game-review/runs-ply-by-ply", test_runs_ply_by_ply);
  g_test_add_func ("/game-review/cancel-within-a-ply",
                   test_cancel_within_a_ply);
  g_test_add_func ("/game-review/cancel-and-go-on", test_cancel_and_go_on);
  g_test_add_func ("/game-review/save-mistakes", test_save_mistakes);
  g_test_add_func ("/game-review/broken-set-kept-aside",
                   test_broken_set_kept_aside);
  return g_test_run ();
}
