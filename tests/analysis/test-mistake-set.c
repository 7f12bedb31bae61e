/* test-mistake-set.c: a game's mistakes as a personal puzzle set
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "toguz-lesson-loader.h"
#include "toguz-mistake-set.h"
#include "toguz-task-judge.h"
#include "toguz-text.h"

/* White to move can take Black's 19 + 1 stones with hole 9 and win at
 * once; it plays hole 1 instead.  Black then lets the capture stand,
 * and White takes it: one blunder each, then the best move. */
static const char composed[] =
  "[Event \"composed\"]\n"
  "[FEN \"4,5S,3,19S/1S,7,1S 68 68 S 30\"]\n\n"
  "30. 12 59 31. 91 1-0\n";

static const ToguzSearchLimits test_limits = { 8, 0, 0 };

static ToguzGameAnalysis *
analyse_composed (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) records = toguz_record_parse (
    composed, strlen (composed), "composed", &error);
  ToguzGameAnalysis *analysis;
  ToguzRuleset rules;

  g_assert_no_error (error);
  g_assert_true (toguz_ruleset_from_name ("togyz", &rules, NULL));
  analysis = toguz_game_analysis_new (g_ptr_array_index (records, 0), &rules,
                                      &test_limits, &error);
  g_assert_no_error (error);
  g_assert_true (toguz_game_analysis_run (analysis, NULL, NULL));
  return analysis;
}

static ToguzSearch *
judge_search (void)
{
  ToguzSearch *search = toguz_search_new (16);

  g_assert_nonnull (search);
  return search;
}

static void
test_blunder_becomes_puzzle (void)
{
  g_autoptr (ToguzGameAnalysis) analysis = analyse_composed ();
  g_autoptr (ToguzSetDraft) draft = toguz_mistake_set_new ();
  ToguzSearch *search = judge_search ();
  const ToguzStep *step;
  ToguzGoalAnswer answer;
  ToguzTaskVerdict verdict;
  guint refused = 99;

  g_assert_true (toguz_mistake_set_is_personal (draft));
  g_assert_cmpuint (toguz_mistake_set_add (draft, analysis, TOGUZ_WHITE,
                                           search, &refused), ==, 1);
  g_assert_cmpuint (refused, ==, 0);
  /* The blank puzzle a new draft holds is replaced, not kept. */
  g_assert_cmpuint (toguz_set_draft_get_n_puzzles (draft), ==, 1);

  step = toguz_set_draft_get_step (draft, 0);
  g_assert_cmpstr (step->source_game, ==, "composed");
  g_assert_cmpuint (step->source_move, ==, 30);
  g_assert_cmpint (step->source_side, ==, TOGUZ_WHITE);
  g_assert_cmpint (step->source_played, ==, 0);
  g_assert_cmpint (step->source_lost, >=, TOGUZ_ANALYSIS_BLUNDER_FROM);
  g_assert_cmpint (step->position.side, ==, TOGUZ_WHITE);
  g_assert_true (step->task->accept_any);
  g_assert_cmpint (step->task->goal.kind, ==, TOGUZ_GOAL_BEST);
  g_assert_nonnull (step->themes);
  g_assert_true (g_strv_contains ((const char *const *) step->themes,
                                  "capture"));

  /* The judge the tutor serves it with: hole 9 right, hole 1 wrong. */
  toguz_task_judge_step (step, search, 0, &answer, &verdict);
  g_assert_true (verdict.decided);
  g_assert_cmpuint (verdict.right & (1u << 8), !=, 0);
  g_assert_cmpuint (verdict.right & 1u, ==, 0);
  toguz_search_free (search);
}

static void
test_each_mistake_once (void)
{
  g_autoptr (ToguzGameAnalysis) analysis = analyse_composed ();
  g_autoptr (ToguzSetDraft) draft = toguz_mistake_set_new ();
  ToguzSearch *search = judge_search ();
  const ToguzStep *white, *black;

  g_assert_cmpuint (toguz_mistake_set_add (draft, analysis, TOGUZ_WHITE,
                                           search, NULL), ==, 1);
  g_assert_cmpuint (toguz_mistake_set_add (draft, analysis, TOGUZ_WHITE,
                                           search, NULL), ==, 0);
  /* Black's blunder; White's winning capture is no mistake. */
  g_assert_cmpuint (toguz_mistake_set_add (draft, analysis, TOGUZ_BLACK,
                                           search, NULL), ==, 1);
  g_assert_cmpuint (toguz_set_draft_get_n_puzzles (draft), ==, 2);
  white = toguz_set_draft_get_step (draft, 0);
  black = toguz_set_draft_get_step (draft, 1);
  g_assert_cmpint (black->source_side, ==, TOGUZ_BLACK);
  g_assert_cmpuint (black->source_move, ==, 30);
  g_assert_cmpstr (white->id, !=, black->id);
  toguz_search_free (search);
}

static void
test_saved_and_read_back (void)
{
  g_autoptr (ToguzGameAnalysis) analysis = analyse_composed ();
  g_autoptr (ToguzSetDraft) draft = toguz_mistake_set_new ();
  g_autoptr (ToguzSetDraft) again = toguz_set_draft_new ();
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (ToguzLesson) lesson = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) file = NULL;
  g_autofree char *dir = g_dir_make_tmp ("mistakes-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *played = NULL;
  ToguzSearch *search = judge_search ();

  g_assert_no_error (error);
  path = g_build_filename (dir, "mistakes.xml", NULL);
  file = g_file_new_for_path (path);
  g_assert_cmpuint (toguz_mistake_set_add (draft, analysis, TOGUZ_WHITE,
                                           search, NULL), ==, 1);
  g_assert_true (toguz_set_draft_save (draft, file, &error));
  g_assert_no_error (error);

  /* As the tutor's trainer reads it: a set of its own id. */
  lesson = toguz_lesson_load_file (path, problems);
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_nonnull (lesson);
  g_assert_cmpint (toguz_lesson_get_kind (lesson), ==,
                   TOGUZ_LESSON_KIND_EXERCISE_SET);
  g_assert_cmpstr (toguz_lesson_get_id (lesson), ==, TOGUZ_MISTAKE_SET_ID);
  g_assert_cmpstr (toguz_lesson_get_title (lesson), ==, "Your mistakes");
  g_assert_cmpuint (toguz_lesson_get_n_steps (lesson), ==, 1);
  played = toguz_step_dup_played_text (toguz_lesson_get_step (lesson, 0));
  g_assert_nonnull (played);
  g_assert_true (g_str_has_prefix (played, "In the game, White played 12 "
                                           "and lost "));

  /* Reviewing the same game again adds nothing. */
  g_assert_true (toguz_set_draft_load (again, file, &error));
  g_assert_no_error (error);
  g_assert_true (toguz_mistake_set_is_personal (again));
  g_assert_cmpuint (toguz_mistake_set_add (again, analysis, TOGUZ_WHITE,
                                           search, NULL), ==, 0);
  g_assert_cmpuint (toguz_mistake_set_add (again, analysis, TOGUZ_BLACK,
                                           search, NULL), ==, 1);
  g_assert_cmpuint (toguz_set_draft_get_n_puzzles (again), ==, 2);

  toguz_search_free (search);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/mistakes/blunder-becomes-puzzle",
                   test_blunder_becomes_puzzle);
  g_test_add_func ("/mistakes/each-mistake-once", test_each_mistake_once);
  g_test_add_func ("/mistakes/saved-and-read-back", test_saved_and_read_back);
  return g_test_run ();
}
