/* test-set-draft.c: an exercise set being written, without a display
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "toguz-lesson-loader.h"
#include "toguz-lesson-writer.h"
#include "toguz-set-draft.h"
#include "toguz-text.h"

/* White's 65 lands in Black's hole 5 and makes 10: the only capture. */
#define ONE_CAPTURE "5S,3,9S,3,3S/1S,2S,3,9S,3 70 63 S 1"

static void
count_notify (GObject *object, GParamSpec *pspec, gpointer data)
{
  (*(guint *) data)++;
}

static char *
scratch_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("test-set-draft-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

/* A position no rule refuses, where one first move captures. */
static void
set_one_capture (ToguzSetDraft *draft, guint index)
{
  ToguzPosition pos;
  g_autoptr (GError) error = NULL;

  g_assert_true (toguz_position_from_fen (toguz_ruleset_default (),
                                          ONE_CAPTURE, &pos, &error));
  g_assert_no_error (error);
  toguz_set_draft_set_position (draft, index, toguz_ruleset_default (),
                                &pos);
  g_assert_null (toguz_set_draft_get_problem (draft, index));
}

static void
test_new (void)
{
  g_autoptr (ToguzSetDraft) draft = toguz_set_draft_new ();
  const ToguzStep *step;

  g_assert_cmpuint (toguz_set_draft_get_n_puzzles (draft), ==, 1);
  g_assert_false (toguz_set_draft_get_modified (draft));
  g_assert_null (toguz_set_draft_get_file (draft));
  g_assert_cmpstr (toguz_set_draft_get_id (draft), ==, "exercise-set");
  step = toguz_set_draft_get_step (draft, 0);
  g_assert_cmpstr (step->id, ==, "puzzle-1");
  g_assert_cmpint (step->task->goal.kind, ==, TOGUZ_GOAL_CAPTURE);
  g_assert_null (toguz_set_draft_get_problem (draft, 0));
  g_assert_true (toguz_set_draft_check_positions (draft, NULL));
}

static void
test_puzzles (void)
{
  g_autoptr (ToguzSetDraft) draft = toguz_set_draft_new ();
  guint notified = 0;
  guint index;

  g_signal_connect (draft, "notify::modified", G_CALLBACK (count_notify),
                    &notified);
  index = toguz_set_draft_add_puzzle (draft, 0);
  g_assert_cmpuint (index, ==, 1);
  g_assert_true (toguz_set_draft_get_modified (draft));
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpstr (toguz_set_draft_get_step (draft, 1)->id, ==, "puzzle-2");

  /* A copy goes after its original, with an id of its own. */
  toguz_set_draft_set_difficulty (draft, 0, 4);
  index = toguz_set_draft_duplicate_puzzle (draft, 0);
  g_assert_cmpuint (index, ==, 1);
  g_assert_cmpuint (toguz_set_draft_get_n_puzzles (draft), ==, 3);
  g_assert_cmpint (toguz_set_draft_get_step (draft, 1)->difficulty, ==, 4);
  g_assert_cmpstr (toguz_set_draft_get_step (draft, 1)->id, !=,
                   toguz_set_draft_get_step (draft, 0)->id);
  /* Still modified: notified once only. */
  g_assert_cmpuint (notified, ==, 1);

  /* Reordering */
  g_assert_cmpuint (toguz_set_draft_move_puzzle (draft, 0, 2), ==, 2);
  g_assert_cmpint (toguz_set_draft_get_step (draft, 2)->difficulty, ==, 4);
  g_assert_cmpstr (toguz_set_draft_get_step (draft, 2)->id, ==, "puzzle-1");
  g_assert_cmpuint (toguz_set_draft_move_puzzle (draft, 2, 1), ==, 2);
  g_assert_cmpuint (toguz_set_draft_move_puzzle (draft, 0, -1), ==, 0);

  /* Removed, then put back where it was. */
  g_assert_true (toguz_set_draft_remove_puzzle (draft, 2));
  g_assert_cmpuint (toguz_set_draft_get_n_puzzles (draft), ==, 2);
  g_assert_cmpint (toguz_set_draft_restore_puzzle (draft), ==, 2);
  g_assert_cmpstr (toguz_set_draft_get_step (draft, 2)->id, ==, "puzzle-1");
  g_assert_cmpint (toguz_set_draft_restore_puzzle (draft), ==, -1);

  /* The last puzzle stays. */
  g_assert_true (toguz_set_draft_remove_puzzle (draft, 0));
  g_assert_true (toguz_set_draft_remove_puzzle (draft, 0));
  g_assert_false (toguz_set_draft_remove_puzzle (draft, 0));
  g_assert_cmpuint (toguz_set_draft_get_n_puzzles (draft), ==, 1);

  /* A puzzle's id must be its own. */
  index = toguz_set_draft_add_puzzle (draft, 0);
  g_assert_false (toguz_set_draft_set_puzzle_id (
    draft, index, toguz_set_draft_get_step (draft, 0)->id));
  g_assert_false (toguz_set_draft_set_puzzle_id (draft, index, "Not an id"));
  g_assert_true (toguz_set_draft_set_puzzle_id (draft, index, "own-id"));

  toguz_set_draft_reset (draft);
  g_assert_false (toguz_set_draft_get_modified (draft));
  g_assert_cmpuint (toguz_set_draft_get_n_puzzles (draft), ==, 1);
}

static void
test_texts (void)
{
  g_autoptr (ToguzSetDraft) draft = toguz_set_draft_new ();
  const ToguzStep *step = toguz_set_draft_get_step (draft, 0);
  guint edits = toguz_set_draft_get_n_edits (draft);
  guint wrong;

  /* The id follows the source title until it is edited. */
  g_assert_true (toguz_set_draft_set_title (draft, NULL, "Week One"));
  g_assert_cmpstr (toguz_set_draft_get_id (draft), ==, "week-one");
  g_assert_false (toguz_set_draft_set_title (draft, "ru", "Неделя"));
  g_assert_cmpstr (toguz_set_draft_get_id (draft), ==, "week-one");
  toguz_set_draft_set_id (draft, "my-set");
  g_assert_false (toguz_set_draft_set_title (draft, NULL, "Week Two"));
  g_assert_cmpstr (toguz_set_draft_get_id (draft), ==, "my-set");
  toguz_set_draft_set_id (draft, "");
  g_assert_cmpstr (toguz_set_draft_get_id (draft), ==, "week-two");
  g_assert_cmpstr (toguz_lesson_text_get_inline (
                     toguz_set_draft_get_title (draft), "ru"),
                   ==, "Неделя");
  g_assert_cmpuint (toguz_set_draft_get_n_edits (draft), >, edits);

  toguz_set_draft_set_text (draft, 0, TOGUZ_DRAFT_PROMPT, NULL,
                            "Capture ten");
  toguz_set_draft_set_text (draft, 0, TOGUZ_DRAFT_PROMPT, "kk", "Он алу");
  toguz_set_draft_set_text (draft, 0, TOGUZ_DRAFT_SUCCESS, NULL, "Well done");
  g_assert_cmpuint (step->task->prompts->len, ==, 1);
  g_assert_cmpstr (toguz_lesson_text_get_source (
                     g_ptr_array_index (step->task->prompts, 0)),
                   ==, "Capture ten");
  g_assert_cmpstr (toguz_lesson_text_get_inline (
                     g_ptr_array_index (step->task->prompts, 0), "kk"),
                   ==, "Он алу");
  g_assert_cmpstr (toguz_lesson_text_get_source (step->task->success), ==,
                   "Well done");

  /* Hints, up to four, on rungs one after another. */
  for (int i = 0; i < TOGUZ_SET_DRAFT_MAX_HINTS; i++)
    g_assert_cmpint (toguz_set_draft_add_hint (draft, 0), ==, i);
  g_assert_cmpint (toguz_set_draft_add_hint (draft, 0), ==, -1);
  g_assert_cmpint (g_array_index (step->task->hint_rungs, int, 3), ==, 4);
  toguz_set_draft_set_hint (draft, 0, 1, NULL, "Count the stones");
  toguz_set_draft_remove_hint (draft, 0, 0);
  g_assert_cmpuint (step->task->hints->len, ==, 3);
  g_assert_cmpstr (toguz_lesson_text_get_source (
                     g_ptr_array_index (step->task->hints, 0)),
                   ==, "Count the stones");

  /* One comment a hole. */
  wrong = toguz_set_draft_add_wrong_move (draft, 0, 3);
  g_assert_cmpuint (toguz_set_draft_add_wrong_move (draft, 0, 3), ==, wrong);
  toguz_set_draft_set_wrong_text (draft, 0, wrong, NULL, "Too short");
  g_assert_cmpuint (step->task->wrongs->len, ==, 1);
  toguz_set_draft_remove_wrong (draft, 0, wrong);
  g_assert_cmpuint (step->task->wrongs->len, ==, 0);

  toguz_set_draft_set_theme (draft, 0, "endgame", TRUE);
  toguz_set_draft_set_theme (draft, 0, "capture", FALSE);
  {
    g_autofree char *themes = g_strjoinv (" ", step->themes);
    g_assert_cmpstr (themes, ==, "endgame");
  }
}

static void
test_refusals (void)
{
  g_autoptr (ToguzSetDraft) draft = toguz_set_draft_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "never.xml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  gboolean resized = FALSE;

  /* One stone too many: the core's words, and no saving. */
  toguz_set_draft_set_stones (draft, 0, TOGUZ_WHITE, 0, 10);
  g_assert_nonnull (toguz_set_draft_get_problem (draft, 0));
  g_assert_false (toguz_set_draft_check_positions (draft, &error));
  g_assert_error (error, TOGUZ_ERROR, TOGUZ_ERROR_FEN);
  g_clear_error (&error);
  g_assert_false (toguz_set_draft_save (draft, file, &error));
  g_assert_error (error, TOGUZ_ERROR, TOGUZ_ERROR_FEN);
  g_clear_error (&error);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  /* Set right again. */
  toguz_set_draft_set_kazan (draft, 0, TOGUZ_BLACK, 0);
  toguz_set_draft_set_stones (draft, 0, TOGUZ_WHITE, 0, 9);
  g_assert_null (toguz_set_draft_get_problem (draft, 0));

  /* Two tuzdiks of one side. */
  g_assert_true (toguz_set_draft_set_tuzdik (draft, 0, TOGUZ_BLACK, 2, TRUE));
  g_assert_null (toguz_set_draft_get_problem (draft, 0));
  g_assert_true (toguz_set_draft_set_tuzdik (draft, 0, TOGUZ_BLACK, 4, TRUE));
  g_assert_nonnull (toguz_set_draft_get_problem (draft, 0));
  g_assert_false (toguz_set_draft_set_tuzdik (draft, 0, TOGUZ_BLACK, 4,
                                              TRUE));

  /* A game that is over sets no task. */
  {
    ToguzPosition over;
    g_assert_true (toguz_position_from_fen (toguz_ruleset_default (),
                                            "6S,1,1S,t,5S,3S,4S,3S,1S/"
                                            "1S,2S,2S,t,3S,2S,2S,1S,1S 82 43 "
                                            "N 38",
                                            &over, NULL));
    toguz_set_draft_set_position (draft, 0, toguz_ruleset_default (), &over);
    g_assert_nonnull (toguz_set_draft_get_problem (draft, 0));
  }

  /* Another board size starts again from its start. */
  g_assert_true (toguz_set_draft_set_variant (draft, 0, "bestemshe",
                                              &resized, &error));
  g_assert_no_error (error);
  g_assert_true (resized);
  g_assert_null (toguz_set_draft_get_problem (draft, 0));
  g_assert_cmpuint (toguz_set_draft_get_step (draft, 0)->rules.holes, ==, 5);
  g_assert_false (toguz_set_draft_set_variant (draft, 0, "no-such-variant",
                                               NULL, &error));
  g_assert_nonnull (error);
  g_rmdir (dir);
}

static void
assert_same_text (ToguzLesson *a, ToguzLesson *b)
{
  g_autofree char *text_a = toguz_lesson_to_xml (a, NULL);
  g_autofree char *text_b = toguz_lesson_to_xml (b, NULL);

  g_assert_nonnull (text_a);
  g_assert_cmpstr (text_a, ==, text_b);
}

static void
on_saved (GObject *source, GAsyncResult *result, gpointer data)
{
  GMainLoop *loop = data;
  g_autoptr (GError) error = NULL;

  g_assert_true (toguz_set_draft_save_finish (TOGUZ_SET_DRAFT (source),
                                              result, &error));
  g_assert_no_error (error);
  g_main_loop_quit (loop);
}

static void
on_loaded (GObject *source, GAsyncResult *result, gpointer data)
{
  GMainLoop *loop = data;
  g_autoptr (GError) error = NULL;

  g_assert_true (toguz_set_draft_load_finish (TOGUZ_SET_DRAFT (source),
                                              result, &error));
  g_assert_no_error (error);
  g_main_loop_quit (loop);
}

static void
test_round_trip (void)
{
  g_autoptr (ToguzSetDraft) draft = toguz_set_draft_new ();
  g_autoptr (ToguzSetDraft) reread = toguz_set_draft_new ();
  g_autoptr (ToguzSetDraft) again = toguz_set_draft_new ();
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autoptr (GError) error = NULL;
  g_autoptr (ToguzLesson) built = NULL;
  g_autoptr (ToguzLesson) loaded = NULL;
  g_autoptr (ToguzLesson) loaded_again = NULL;
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autofree char *dir = scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "week-one.xml", NULL);
  g_autofree char *copy_path = g_build_filename (dir, "copy.xml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFile) copy = g_file_new_for_path (copy_path);
  ToguzGoal goal = { 0 };
  ToguzTask *task;

  toguz_set_draft_set_title (draft, NULL, "Week One");
  toguz_set_draft_set_title (draft, "ru", "Первая неделя");
  toguz_set_draft_set_summary (draft, NULL, "Captures to find");
  set_one_capture (draft, 0);
  goal.kind = TOGUZ_GOAL_CAPTURE;
  goal.amount = 10;
  toguz_set_draft_set_goal (draft, 0, &goal);
  toguz_set_draft_set_text (draft, 0, TOGUZ_DRAFT_PROMPT, NULL,
                            "Capture ten stones");
  toguz_set_draft_set_text (draft, 0, TOGUZ_DRAFT_PROMPT, "ru",
                            "Возьмите десять камней");
  toguz_set_draft_set_hint (draft, 0, (guint) toguz_set_draft_add_hint (draft,
                                                                        0),
                            NULL, "Look at hole six");
  toguz_set_draft_set_wrong_text (draft, 0,
                                  toguz_set_draft_add_wrong_move (draft, 0,
                                                                  0),
                                  NULL, "That sows too short");
  toguz_set_draft_set_difficulty (draft, 0, 2);
  /* An empty comment is not written. */
  toguz_set_draft_add_wrong_move (draft, 0, 1);
  /* What the engine would state: the one line that captures. */
  task = toguz_set_draft_get_task (draft, 0);
  {
    GArray *line = g_array_new (FALSE, FALSE, sizeof (uint8_t));
    uint8_t hole = 5;
    g_array_append_val (line, hole);
    g_ptr_array_add (task->solutions, line);
  }
  toguz_set_draft_duplicate_puzzle (draft, 0);
  g_assert_true (toguz_set_draft_get_modified (draft));

  built = toguz_set_draft_build_lesson (draft);
  g_assert_cmpuint (toguz_lesson_get_n_steps (built), ==, 2);
  g_assert_cmpuint (toguz_lesson_get_step (built, 0)->task->wrongs->len, ==,
                    1);

  g_assert_true (toguz_set_draft_save (draft, file, &error));
  g_assert_no_error (error);
  g_assert_false (toguz_set_draft_get_modified (draft));
  g_assert_true (g_file_equal (toguz_set_draft_get_file (draft), file));

  /* Read back by the secure loader: the same set. */
  loaded = toguz_lesson_load_file (path, problems);
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_nonnull (loaded);
  assert_same_text (built, loaded);

  g_assert_true (toguz_set_draft_load (reread, file, &error));
  g_assert_no_error (error);
  g_assert_false (toguz_set_draft_get_modified (reread));
  g_assert_cmpuint (toguz_set_draft_get_n_puzzles (reread), ==, 2);
  g_assert_cmpstr (toguz_set_draft_get_id (reread), ==, "week-one");
  g_clear_object (&loaded);
  loaded = toguz_set_draft_build_lesson (reread);
  assert_same_text (built, loaded);

  /* Off the main thread, to another file and back. */
  toguz_set_draft_save_async (reread, copy, NULL, on_saved, loop);
  g_main_loop_run (loop);
  toguz_set_draft_load_async (again, copy, NULL, on_loaded, loop);
  g_main_loop_run (loop);
  loaded_again = toguz_set_draft_build_lesson (again);
  assert_same_text (built, loaded_again);

  g_remove (path);
  g_remove (copy_path);
  g_rmdir (dir);
}

static void
test_bad_files (void)
{
  g_autoptr (ToguzSetDraft) draft = toguz_set_draft_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "broken.xml", NULL);
  g_autofree char *lesson_path = g_build_filename (
    g_getenv ("TOGUZ_SOURCE_DIR"), "lessons", "01-sowing.xml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFile) lesson = g_file_new_for_path (lesson_path);

  toguz_set_draft_set_difficulty (draft, 0, 3);
  g_assert_true (g_file_set_contents (path, "<lesson", -1, NULL));
  g_assert_false (toguz_set_draft_load (draft, file, &error));
  g_assert_error (error, TOGUZ_ERROR, TOGUZ_ERROR_LESSON);
  g_clear_error (&error);
  /* A lesson is not an exercise set. */
  g_assert_false (toguz_set_draft_load (draft, lesson, &error));
  g_assert_error (error, TOGUZ_ERROR, TOGUZ_ERROR_LESSON);
  /* A refused file leaves the set as it was. */
  g_assert_true (toguz_set_draft_get_modified (draft));
  g_assert_cmpint (toguz_set_draft_get_step (draft, 0)->difficulty, ==, 3);
  g_remove (path);
  g_rmdir (dir);
}

/* Texts are kept as typed, a keystroke at a time, and written tidied. */
static void
test_typed_texts (void)
{
  g_autoptr (ToguzSetDraft) draft = toguz_set_draft_new ();
  g_autoptr (ToguzLesson) built = NULL;
  const ToguzStep *step = toguz_set_draft_get_step (draft, 0);
  const ToguzTask *task;
  const char *typed = "Well done you";
  int hint;

  g_assert_false (toguz_set_draft_has_title (draft));
  for (gsize length = 1; length <= strlen (typed); length++)
    {
      g_autofree char *so_far = g_strndup (typed, length);

      toguz_set_draft_set_text (draft, 0, TOGUZ_DRAFT_PROMPT, NULL, so_far);
      toguz_set_draft_set_title (draft, NULL, so_far);
      /* "Well " stays "Well ", for the next word. */
      g_assert_cmpstr (toguz_lesson_text_get_source (
                         g_ptr_array_index (step->task->prompts, 0)),
                       ==, so_far);
      g_assert_cmpstr (toguz_lesson_text_get_source (
                         toguz_set_draft_get_title (draft)),
                       ==, so_far);
    }
  g_assert_cmpstr (toguz_set_draft_get_id (draft), ==, "well-done-you");
  hint = toguz_set_draft_add_hint (draft, 0);
  toguz_set_draft_set_hint (draft, 0, (guint) hint, NULL, " Count  the\t");
  toguz_set_draft_set_hint (draft, 0, (guint) hint, "ru", "Считайте ");
  toguz_set_draft_set_text (draft, 0, TOGUZ_DRAFT_SUCCESS, NULL, "   ");
  toguz_set_draft_set_summary (draft, NULL, "Two  words ");
  toguz_set_draft_set_wrong_text (draft, 0,
                                  toguz_set_draft_add_wrong_move (draft, 0,
                                                                  2),
                                  NULL, "Too \n short ");
  g_assert_cmpstr (toguz_lesson_text_get_source (
                     g_ptr_array_index (step->task->hints, 0)),
                   ==, " Count  the\t");

  /* Built for the file: white space collapsed, blanks left out. */
  built = toguz_set_draft_build_lesson (draft);
  task = toguz_lesson_get_step (built, 0)->task;
  g_assert_cmpstr (toguz_lesson_text_get_source (
                     g_ptr_array_index (task->prompts, 0)),
                   ==, "Well done you");
  g_assert_cmpstr (toguz_lesson_text_get_source (
                     g_ptr_array_index (task->hints, 0)),
                   ==, "Count the");
  g_assert_cmpstr (toguz_lesson_text_get_inline (
                     g_ptr_array_index (task->hints, 0), "ru"),
                   ==, "Считайте");
  g_assert_cmpstr (toguz_lesson_text_get_source (
                     ((ToguzWrong *) g_ptr_array_index (task->wrongs, 0))
                       ->comment),
                   ==, "Too short");
  g_assert_null (task->success);
  g_assert_cmpstr (toguz_lesson_get_summary (built), ==, "Two words");
  /* The draft keeps what was typed. */
  g_assert_cmpstr (toguz_lesson_text_get_source (
                     g_ptr_array_index (step->task->hints, 0)),
                   ==, " Count  the\t");

  /* A title of blanks is no title. */
  toguz_set_draft_set_title (draft, NULL, "  ");
  g_assert_false (toguz_set_draft_has_title (draft));
  toguz_set_draft_set_title (draft, "kk", "Жарайсың");
  g_assert_true (toguz_set_draft_has_title (draft));
}

/* The themes a new puzzle has follow its goal until the teacher picks
 * others. */
static void
test_default_themes (void)
{
  g_autoptr (ToguzSetDraft) draft = toguz_set_draft_new ();
  const ToguzStep *step = toguz_set_draft_get_step (draft, 0);
  ToguzGoal tuzdik = { TOGUZ_GOAL_TUZDIK, 0, 0 };
  ToguzGoal win = { TOGUZ_GOAL_WIN, 0, 0 };
  ToguzGoal capture = { TOGUZ_GOAL_CAPTURE, 10, 0 };
  g_autofree char *themes = NULL;

  themes = g_strjoinv (" ", step->themes);
  g_assert_cmpstr (themes, ==, "capture");
  g_clear_pointer (&themes, g_free);

  toguz_set_draft_set_goal (draft, 0, &tuzdik);
  themes = g_strjoinv (" ", step->themes);
  g_assert_cmpstr (themes, ==, "tuzdik");
  g_clear_pointer (&themes, g_free);

  /* Every goal belongs to a theme the format knows. */
  for (int kind = TOGUZ_GOAL_CAPTURE; kind <= TOGUZ_GOAL_BEST; kind++)
    {
      ToguzGoal goal = { (ToguzGoalKind) kind, 1, 1 };
      const char *const *defaults = toguz_lesson_goal_themes (&goal);

      g_assert_nonnull (defaults);
      g_assert_nonnull (defaults[0]);
      for (guint i = 0; defaults[i]; i++)
        g_assert_true (g_strv_contains (toguz_lesson_themes (),
                                        defaults[i]));
    }

  /* Chosen by the teacher, the themes stay. */
  toguz_set_draft_set_theme (draft, 0, "opening", TRUE);
  toguz_set_draft_set_goal (draft, 0, &win);
  themes = g_strjoinv (" ", step->themes);
  g_assert_cmpstr (themes, ==, "tuzdik opening");
  g_clear_pointer (&themes, g_free);
  toguz_set_draft_set_theme (draft, 0, "opening", FALSE);
  toguz_set_draft_set_goal (draft, 0, &capture);
  themes = g_strjoinv (" ", step->themes);
  g_assert_cmpstr (themes, ==, "tuzdik");
  g_clear_pointer (&themes, g_free);

  /* A new puzzle: its own goal's; a copy: the original's. */
  step = toguz_set_draft_get_step (draft,
                                   toguz_set_draft_add_puzzle (draft, 0));
  themes = g_strjoinv (" ", step->themes);
  g_assert_cmpstr (themes, ==, "capture");
  g_clear_pointer (&themes, g_free);
  step = toguz_set_draft_get_step (
    draft, toguz_set_draft_duplicate_puzzle (draft, 0));
  themes = g_strjoinv (" ", step->themes);
  g_assert_cmpstr (themes, ==, "tuzdik");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/set-draft/new", test_new);
  g_test_add_func ("/set-draft/puzzles", test_puzzles);
  g_test_add_func ("/set-draft/texts", test_texts);
  g_test_add_func ("/set-draft/typed-texts", test_typed_texts);
  g_test_add_func ("/set-draft/default-themes", test_default_themes);
  g_test_add_func ("/set-draft/refusals", test_refusals);
  g_test_add_func ("/set-draft/round-trip", test_round_trip);
  g_test_add_func ("/set-draft/bad-files", test_bad_files);
  return g_test_run ();
}
