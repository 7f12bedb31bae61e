/* test-trainer.c: the puzzle trainer and teachers' files, in a real window
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under Xvfb; screens are rendered to TUTOR_SCREENS_DIR.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tutor-lesson-file.h"
#include "tutor-preferences-window.h"
#include "tutor-progress-rating.h"
#include "tutor-puzzle-queue.h"
#include "tutor-test-util.h"

#define SHIPPED_SET "puzzles-from-games"

static const char *scratch;

static char *
source_path (const char *relative)
{
  return g_build_filename (g_getenv ("TOGUZ_LESSONS_SOURCE"), relative,
                           NULL);
}

/* The drop-downs of the trainer, theme first, then difficulty. */
static GtkDropDown *
filter (TutorFixture *fixture, guint which)
{
  GtkWidget *found = tutor_find_widget (
      GTK_WIDGET (tutor_fixture_trainer (fixture)), GTK_TYPE_DROP_DOWN);

  g_assert_nonnull (found);
  if (which == 1)
    {
      /* The difficulty filter is the theme filter's next drop-down. */
      GtkWidget *next = gtk_widget_get_next_sibling (found);
      while (next && !GTK_IS_DROP_DOWN (next))
        next = gtk_widget_get_next_sibling (next);
      g_assert_nonnull (next);
      found = next;
    }
  return GTK_DROP_DOWN (found);
}

static guint
find_string (GListModel *strings, const char *text)
{
  for (guint i = 0; i < g_list_model_get_n_items (strings); i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (strings), i),
                   text)
        == 0)
      return i;
  g_error ("no “%s” to choose", text);
}

static const ToguzStep *
shown_step (TutorFixture *fixture)
{
  return toguz_task_session_get_step (tutor_fixture_session (fixture));
}

static gboolean
step_has_theme (const ToguzStep *step, const char *theme)
{
  return step->themes
         && g_strv_contains ((const char *const *) step->themes, theme);
}

static GtkWidget *
find_retry_button (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;
      if (GTK_IS_TOGGLE_BUTTON (child)
          && g_str_has_prefix (gtk_button_get_label (GTK_BUTTON (child))
                                 ? gtk_button_get_label (GTK_BUTTON (child))
                                 : "",
                               "Retry Failed"))
        return child;
      if ((found = find_retry_button (child)))
        return found;
    }
  return NULL;
}

static GtkToggleButton *
retry_button (TutorFixture *fixture)
{
  GtkWidget *found
      = find_retry_button (GTK_WIDGET (tutor_fixture_trainer (fixture)));

  g_assert_nonnull (found);
  return GTK_TOGGLE_BUTTON (found);
}

static void
next_puzzle (TutorFixture *fixture)
{
  g_assert_true (gtk_widget_activate_action (
      GTK_WIDGET (tutor_fixture_trainer (fixture)), "trainer.next", NULL));
  tutor_wait_idle (fixture);
}

/* The puzzle Next Puzzle picks after `shown` without a filter: the
 * unsolved one nearest the learner's rating (tutor-puzzle-queue.h). */
static int
queue_next (TutorFixture *fixture, int shown)
{
  TutorPuzzleFilter every = { NULL, 0, FALSE };

  return tutor_puzzle_queue_next (
    tutor_application_get_progress (fixture->app),
    tutor_lesson_player_get_lesson (fixture->player), SHIPPED_SET, &every,
    shown);
}

/* A shipped puzzle solved on the board: stars, streak, the next one. */
static void
test_solve_shipped_puzzle (void)
{
  TutorFixture fixture;
  TutorProgress *progress;
  int first, second;

  tutor_fixture_open (&fixture, "solve.ini");
  progress = tutor_application_get_progress (fixture.app);
  tutor_fixture_open_set (&fixture, SHIPPED_SET);
  first = tutor_puzzle_trainer_get_puzzle (tutor_fixture_trainer (&fixture));
  g_assert_cmpint (first, >=, 0);
  g_assert_cmpint (first, ==, queue_next (&fixture, -1));
  g_assert_cmpuint (
      tutor_puzzle_trainer_get_streak (tutor_fixture_trainer (&fixture)), ==,
      0);

  tutor_solve_goal (&fixture);
  g_assert_true (
      toguz_task_session_is_solved (tutor_fixture_session (&fixture)));
  g_assert_cmpint (
      toguz_task_session_get_stars (tutor_fixture_session (&fixture)), ==, 3);
  g_assert_nonnull (strstr (tutor_lesson_player_get_feedback (fixture.player),
                            "★★★"));
  g_assert_cmpuint (
      tutor_puzzle_trainer_get_streak (tutor_fixture_trainer (&fixture)), ==,
      1);
  g_assert_cmpuint (tutor_progress_count_solved (progress, SHIPPED_SET), ==,
                    1);
  g_assert_cmpint (tutor_progress_get_number (progress, SHIPPED_SET,
                                              "best-streak"),
                   ==, 1);

  /* The next puzzle is one not yet solved, nearest the new rating. */
  next_puzzle (&fixture);
  second = tutor_puzzle_trainer_get_puzzle (tutor_fixture_trainer (&fixture));
  g_assert_cmpint (second, !=, first);
  g_assert_cmpint (second, ==, queue_next (&fixture, first));
  g_assert_false (
      toguz_task_session_is_solved (tutor_fixture_session (&fixture)));
  tutor_solve_goal (&fixture);
  g_assert_cmpuint (
      tutor_puzzle_trainer_get_streak (tutor_fixture_trainer (&fixture)), ==,
      2);
  tutor_fixture_close (&fixture);

  /* Solved puzzles stay solved: the trainer starts with another. */
  tutor_fixture_open (&fixture, "solve.ini");
  tutor_fixture_open_set (&fixture, SHIPPED_SET);
  g_assert_cmpint (
      tutor_puzzle_trainer_get_puzzle (tutor_fixture_trainer (&fixture)), !=,
      first);
  g_assert_cmpint (
      tutor_puzzle_trainer_get_puzzle (tutor_fixture_trainer (&fixture)), !=,
      second);
  g_assert_false (
      toguz_task_session_is_solved (tutor_fixture_session (&fixture)));
  tutor_fixture_close (&fixture);
}

/* A wrong move: the refutation on the board, the streak broken, and the
 * puzzle back in the retry queue. */
static void
test_wrong_move_refuted (void)
{
  TutorFixture fixture;
  TutorBoard *board;
  ToguzPosition start;
  const char *feedback;
  ToguzGoal goal;
  guint n;
  int wrong = -1, failed = -1;

  tutor_fixture_open (&fixture, "refuted.ini");
  tutor_fixture_open_set (&fixture, SHIPPED_SET);
  n = toguz_lesson_get_n_steps (tutor_lesson_player_get_lesson (
    fixture.player));
  /* A puzzle whose goal spans more than one move, so a reply refutes. */
  for (guint i = 0; i < n && failed < 0; i++)
    {
      tutor_puzzle_trainer_show_puzzle (tutor_fixture_trainer (&fixture), i);
      tutor_wait_idle (&fixture);
      goal = toguz_task_session_get_goal (tutor_fixture_session (&fixture));
      if (toguz_goal_is_single_move (&goal))
        continue;
      wrong = tutor_find_wrong_move (&fixture);
      if (wrong >= 0)
        failed = (int) i;
    }
  g_assert_cmpint (failed, >=, 0);
  board = tutor_lesson_player_get_board (fixture.player);
  start = *toguz_task_session_get_position (tutor_fixture_session (&fixture));

  tutor_click_hole (&fixture, (ToguzSide) start.side, (guint) wrong);
  g_assert_false (
      toguz_task_session_is_solved (tutor_fixture_session (&fixture)));
  feedback = tutor_lesson_player_get_feedback (fixture.player);
  g_assert_nonnull (feedback);
  if (toguz_task_session_get_wrong_comment (tutor_fixture_session (&fixture))
      == NULL)
    g_assert_nonnull (strstr (feedback, "The opponent’s best answer"));
  /* The board shows the move and the reply that refutes it. */
  if (tutor_board_get_position (board)->result == TOGUZ_ONGOING)
    g_assert_cmpuint (tutor_board_get_position (board)->ply, ==,
                      start.ply + 2);
  g_assert_cmpuint (
      tutor_puzzle_trainer_get_streak (tutor_fixture_trainer (&fixture)), ==,
      0);
  g_assert_true (tutor_button_offered (&fixture, "Show _Solution"));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (retry_button (
                     &fixture))),
                   ==, "Retry Failed (1)");

  /* Move on, then retry the failed one. */
  next_puzzle (&fixture);
  g_assert_cmpint (
      tutor_puzzle_trainer_get_puzzle (tutor_fixture_trainer (&fixture)), !=,
      failed);
  gtk_toggle_button_set_active (retry_button (&fixture), TRUE);
  tutor_wait_idle (&fixture);
  g_assert_cmpint (
      tutor_puzzle_trainer_get_puzzle (tutor_fixture_trainer (&fixture)), ==,
      failed);
  tutor_solve_goal (&fixture);
  /* Solved on a retry after the failure: one star, and no streak. */
  g_assert_cmpint (
      toguz_task_session_get_stars (tutor_fixture_session (&fixture)), ==, 1);
  g_assert_cmpuint (
      tutor_puzzle_trainer_get_streak (tutor_fixture_trainer (&fixture)), ==,
      0);
  /* Solved at the second sitting, it leaves the queue. */
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (retry_button (
                     &fixture))),
                   ==, "Retry Failed (0)");
  tutor_fixture_close (&fixture);
}

/* Shows the next puzzle of the filters whose goal a wrong move fails,
 * and returns that move. */
static int
next_failable (TutorFixture *fixture)
{
  for (int tries = 0; tries < 60; tries++)
    {
      ToguzTaskSession *s = tutor_fixture_session (fixture);
      if (toguz_task_session_get_task (s)->kind == TOGUZ_TASK_GOAL)
        {
          int wrong = tutor_find_wrong_move (fixture);
          if (wrong >= 0)
            return wrong;
        }
      next_puzzle (fixture);
    }
  g_error ("no puzzle to fail");
}

/* Fails the puzzle shown with `wrong`, and moves on. */
static int
fail_and_move_on (TutorFixture *fixture, int wrong)
{
  int failed
      = tutor_puzzle_trainer_get_puzzle (tutor_fixture_trainer (fixture));

  tutor_click_hole (fixture,
                    (ToguzSide)toguz_task_session_get_position (
                        tutor_fixture_session (fixture))
                        ->side,
                    (guint)wrong);
  g_assert_false (
      toguz_task_session_is_solved (tutor_fixture_session (fixture)));
  next_puzzle (fixture);
  return failed;
}

/* The retry queue emptied: the trainer leaves it, says so, and goes on
 * with the unsolved puzzles of the filter, not "No puzzle left". */
static void
test_retry_queue_empties (void)
{
  TutorFixture fixture;
  GtkDropDown *themes;
  int failed;

  tutor_fixture_open (&fixture, "retry-empties.ini");
  tutor_fixture_open_set (&fixture, SHIPPED_SET);
  themes = filter (&fixture, 0);
  gtk_drop_down_set_selected (themes,
                              find_string (gtk_drop_down_get_model (themes),
                                           "Tuzdiks"));
  tutor_wait_idle (&fixture);
  failed = fail_and_move_on (&fixture, next_failable (&fixture));

  gtk_toggle_button_set_active (retry_button (&fixture), TRUE);
  tutor_wait_idle (&fixture);
  g_assert_cmpint (
      tutor_puzzle_trainer_get_puzzle (tutor_fixture_trainer (&fixture)), ==,
      failed);
  tutor_solve_goal (&fixture);
  /* The queue is empty: retrying is over at once. */
  g_assert_false (gtk_toggle_button_get_active (retry_button (&fixture)));

  next_puzzle (&fixture);
  g_assert_cmpint (
      tutor_puzzle_trainer_get_puzzle (tutor_fixture_trainer (&fixture)), >=,
      0);
  g_assert_cmpint (
      tutor_puzzle_trainer_get_puzzle (tutor_fixture_trainer (&fixture)), !=,
      failed);
  g_assert_true (step_has_theme (shown_step (&fixture), "tuzdik"));
  g_assert_false (
      toguz_task_session_is_solved (tutor_fixture_session (&fixture)));
  g_assert_nonnull (strstr (tutor_lesson_player_get_feedback (fixture.player),
                            "No failed puzzle left to retry"));
  tutor_fixture_close (&fixture);
}

/* "Puzzle P of T": the shown puzzle's place among the set's puzzles of
 * `theme`, and how many there are. */
static void
assert_counted_within (TutorFixture *fixture, const char *theme)
{
  ToguzLesson *set = tutor_lesson_player_get_lesson (fixture->player);
  guint shown = (guint)tutor_puzzle_trainer_get_puzzle (
      tutor_fixture_trainer (fixture));
  guint place = 0, count = 0;
  g_autofree char *expected = NULL;

  for (guint i = 0; i < toguz_lesson_get_n_steps (set); i++)
    if (step_has_theme (toguz_lesson_get_step (set, i), theme))
      {
        count++;
        if (i == shown)
          place = count;
      }
  g_assert_cmpuint (place, >, 0);
  g_assert_cmpuint (count, <, toguz_lesson_get_n_steps (set));
  expected = g_strdup_printf ("Puzzle %u of %u", place, count);
  g_assert_true (g_str_has_prefix (
    tutor_lesson_player_get_counter (fixture->player), expected));
}

static void
test_filters (void)
{
  TutorFixture fixture;
  GtkDropDown *themes, *difficulties;
  const ToguzStep *step;

  tutor_fixture_open (&fixture, "filters.ini");
  gtk_window_set_default_size (GTK_WINDOW (fixture.window), 1200, 860);
  tutor_fixture_open_set (&fixture, SHIPPED_SET);
  themes = filter (&fixture, 0);
  difficulties = filter (&fixture, 1);

  gtk_drop_down_set_selected (themes,
                              find_string (gtk_drop_down_get_model (themes),
                                           "Tuzdiks"));
  tutor_wait_idle (&fixture);
  step = shown_step (&fixture);
  g_assert_true (step_has_theme (step, "tuzdik"));

  /* Every puzzle the filter lets through has the theme, and the counter
   * counts within the filter. */
  for (int i = 0; i < 4; i++)
    {
      next_puzzle (&fixture);
      g_assert_true (step_has_theme (shown_step (&fixture), "tuzdik"));
      assert_counted_within (&fixture, "tuzdik");
    }

  gtk_drop_down_set_selected (themes, 0);
  gtk_drop_down_set_selected (difficulties,
                              find_string (gtk_drop_down_get_model (
                                             difficulties),
                                           "Difficulty 5"));
  tutor_wait_idle (&fixture);
  g_assert_cmpint (shown_step (&fixture)->difficulty, ==, 5);
  next_puzzle (&fixture);
  g_assert_cmpint (shown_step (&fixture)->difficulty, ==, 5);

  /* The dashboard counts every theme of the set. */
  g_assert_nonnull (tutor_find_widget (
      GTK_WIDGET (tutor_fixture_trainer (&fixture)), GTK_TYPE_FLOW_BOX));
  tutor_save_screen (&fixture, "trainer.png");
  tutor_fixture_close (&fixture);
}

static gboolean
page_settled (TutorFixture *fixture)
{
  return !tutor_window_is_loading (fixture->window)
         && g_strcmp0 (tutor_window_get_page (fixture->window), "loading")
              != 0;
}

static void
wait_opened (TutorFixture *fixture)
{
  tutor_iterate_until (page_settled, fixture);
  tutor_fixture_follow_page (fixture);
  tutor_wait_idle (fixture);
}

static ToguzLesson *
find_opened (TutorFixture *fixture, const char *path)
{
  GListModel *opened = tutor_catalogue_get_opened (
    tutor_application_get_catalogue (fixture->app));

  for (guint i = 0; i < g_list_model_get_n_items (opened); i++)
    {
      g_autoptr (ToguzLesson) lesson = g_list_model_get_item (opened, i);
      if (g_strcmp0 (toguz_lesson_get_path (lesson), path) == 0)
        return lesson;
    }
  return NULL;
}

/* `toguz-tutor FILE`: the set opens in the trainer, its progress kept
 * under the id its file states, and it is remembered.  A copy of the
 * file elsewhere is the same set: it keeps the progress and stands for
 * the set in the sidebar. */
static void
test_open_from_command_line (void)
{
  TutorFixture fixture;
  g_autofree char *path = source_path ("examples/teacher-sample.xml");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *moved_dir = g_build_filename (scratch, "moved", NULL);
  g_autofree char *moved = g_build_filename (moved_dir, "week-1.xml", NULL);
  g_autoptr (GFile) moved_file = g_file_new_for_path (moved);
  g_autofree char *text = NULL;
  TutorProgress *progress;
  ToguzLesson *lesson;
  const char *id = "homework-captures-and-a-tuzdik";

  tutor_fixture_open (&fixture, "command-line.ini");
  progress = tutor_application_get_progress (fixture.app);
  g_application_open (G_APPLICATION (fixture.app), &file, 1, "");
  wait_opened (&fixture);
  g_assert_cmpstr (tutor_window_get_page (fixture.window), ==, "trainer");
  g_assert_cmpstr (tutor_window_get_chapter (fixture.window), ==, id);
  lesson = find_opened (&fixture, path);
  g_assert_nonnull (lesson);
  g_assert_true (tutor_lesson_player_get_lesson (fixture.player) == lesson);

  /* The file's first puzzle, a goal (the trainer starts with the one
   * nearest the learner's rating). */
  tutor_puzzle_trainer_show_puzzle (tutor_fixture_trainer (&fixture), 0);
  tutor_wait_idle (&fixture);
  tutor_solve_goal (&fixture);
  g_assert_cmpuint (tutor_progress_count_solved (progress, id), ==, 1);
  tutor_fixture_close (&fixture);

  /* The next start reads it back into the sidebar. */
  tutor_fixture_open (&fixture, "command-line.ini");
  wait_opened (&fixture);
  g_assert_nonnull (find_opened (&fixture, path));

  /* Moved to another folder and opened from there. */
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_cmpint (g_mkdir_with_parents (moved_dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (moved, text, -1, NULL));
  g_application_open (G_APPLICATION (fixture.app), &moved_file, 1, "");
  wait_opened (&fixture);
  g_assert_nonnull (find_opened (&fixture, moved));
  g_assert_null (find_opened (&fixture, path));
  g_assert_cmpuint (tutor_progress_count_solved (
                      tutor_application_get_progress (fixture.app), id),
                    ==, 1);
  tutor_fixture_close (&fixture);
  g_unlink (moved);
  g_rmdir (moved_dir);
}

/* `count` characters of the longest words the loader lets through. */
static char *
long_words (guint count)
{
  GString *text = g_string_new (NULL);

  while (text->len < count)
    {
      g_string_append_c (text, (char) ('a' + text->len % 26));
      if (text->len % 61 == 60)
        g_string_append_c (text, ' ');
    }
  g_string_truncate (text, count);
  return g_string_free (text, FALSE);
}

/* A set at the caps (a 200-character title, 2,000-character texts, each
 * of 60-character words: the loader refuses anything longer, so a
 * 20,000-character word never reaches the window) opens and is laid out
 * and rendered in seconds, every text wrapped inside the window. */
static void
test_long_words (void)
{
  TutorFixture fixture;
  g_autofree char *path = g_build_filename (scratch, "long-words.xml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *title = long_words (200);
  g_autofree char *text = long_words (2000);
  g_autofree char *xml = g_strdup_printf (
    "<exercise-set xmlns=\"https://toguztutor.org/ns/lesson/1\" "
    "id=\"long-words\" variant=\"togyz\">\n"
    "<title>%s</title><summary>%s</summary>\n"
    "<puzzle id=\"p\" difficulty=\"1\" themes=\"capture\">\n"
    "<text>%s</text><position moves=\"21 98 67\"/>\n"
    "<task goal=\"capture:12\" accept=\"any\"><prompt>%s</prompt>\n"
    "<solution moves=\"33\"/><hint>%s</hint></task></puzzle>\n"
    "</exercise-set>\n",
    title, text, text, text, text);
  gint64 start;
  int width;

  g_assert_true (g_file_set_contents (path, xml, -1, NULL));
  tutor_fixture_open (&fixture, "long-words.ini");
  /* A freeze fails the test; how long it took is reported, not judged. */
  alarm (120);
  start = g_get_monotonic_time ();
  g_application_open (G_APPLICATION (fixture.app), &file, 1, "");
  wait_opened (&fixture);
  g_assert_nonnull (find_opened (&fixture, path));
  tutor_save_screen (&fixture, "long-words.png");
  alarm (0);
  g_test_message ("opened, laid out and rendered in %.2f s",
                  (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC);
  /* Nothing widened the window past the screen. */
  width = gtk_widget_get_width (GTK_WIDGET (fixture.window));
  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (width, <, 2000);
  tutor_fixture_close (&fixture);
}

/* Ctrl+O: the file chooser, a file picked in it, the lesson opened. */
static void
test_open_action (void)
{
  TutorFixture fixture;
  g_autofree char *path = source_path ("examples/example-lesson.xml");
  g_autoptr (GFile) file = g_file_new_for_path (path);

  tutor_fixture_open (&fixture, "open-action.ini");
  g_action_group_activate_action (G_ACTION_GROUP (fixture.app), "open",
                                  NULL);
  tutor_answer_file_chooser (&fixture, file);
  wait_opened (&fixture);
  g_assert_cmpstr (tutor_window_get_page (fixture.window), ==, "player");
  g_assert_nonnull (find_opened (&fixture, path));
  g_assert_cmpstr (toguz_lesson_get_path (tutor_lesson_player_get_lesson (
                     fixture.player)),
                   ==, path);
  tutor_fixture_close (&fixture);
}

static gboolean
record_shown (TutorFixture *fixture)
{
  TutorGameReview *review = tutor_review_page_get_review (
    tutor_window_get_review (fixture->window));

  return review && tutor_game_review_get_n_plies (review) == 2;
}

/* A game record given to the tutor (from the command line, or chosen in
 * its Open dialog) opens in Review a Game, not as a lesson file; the
 * ending is matched in any case. */
static void
test_open_record (void)
{
  TutorFixture fixture;
  g_autofree char *path = g_build_filename (scratch, "Game.PGN", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);

  g_assert_true (g_file_set_contents (path, "[Event \"e\"]\n\n1. 76 98 *\n",
                                      -1, NULL));
  tutor_fixture_open (&fixture, "open-record.ini");
  g_application_open (G_APPLICATION (fixture.app), &file, 1, "");
  g_assert_cmpstr (tutor_window_get_page (fixture.window), ==, "review");
  tutor_iterate_until (record_shown, &fixture);
  g_assert_null (find_opened (&fixture, path));
  g_assert_cmpuint (tutor_window_get_n_failed_files (fixture.window), ==, 0);
  tutor_fixture_close (&fixture);
}

static char *
write_scratch (const char *name, const char *contents)
{
  char *path = g_build_filename (scratch, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return path;
}

static void
collect_problems (GtkWidget *root, GPtrArray *rows)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *title;

      if (!ADW_IS_ACTION_ROW (child) || !gtk_widget_get_mapped (child))
        {
          collect_problems (child, rows);
          continue;
        }
      /* The sidebar's rows are named after files and lessons. */
      title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (child));
      if (g_str_has_prefix (title, "Line ")
          || g_strcmp0 (title, "The whole file") == 0)
        g_ptr_array_add (rows, g_strdup_printf (
                                 "%s|%s", title,
                                 adw_action_row_get_subtitle (
                                   ADW_ACTION_ROW (child))));
    }
}

/* The problems the errors page lists, as "title|subtitle". */
static GPtrArray *
listed_problems (TutorFixture *fixture)
{
  GPtrArray *rows = g_ptr_array_new_with_free_func (g_free);

  collect_problems (GTK_WIDGET (fixture->window), rows);
  return rows;
}

/* A file with mistakes opens to the list of them; so does a hostile one;
 * nothing else changes. */
static void
test_broken_file (void)
{
  TutorFixture fixture;
  g_autofree char *broken = write_scratch (
    "broken.xml",
    "<?xml version=\"1.0\"?>\n"
    "<exercise-set xmlns=\"https://toguztutor.org/ns/lesson/1\" id=\"b\">\n"
    "  <title>Broken</title>\n"
    "  <summary>A set with a mistake.</summary>\n"
    "  <puzzle id=\"p\" difficulty=\"9\">\n"
    "    <position fen=\"not a position\"/>\n"
    "  </puzzle>\n"
    "</exercise-set>\n");
  g_autofree char *hostile = write_scratch (
    "hostile.xml",
    "<?xml version=\"1.0\"?>\n"
    "<!DOCTYPE lesson [ <!ENTITY x SYSTEM \"file:///etc/passwd\"> ]>\n"
    "<lesson>&x;</lesson>\n");
  g_autoptr (GFile) broken_file = g_file_new_for_path (broken);
  g_autoptr (GFile) hostile_file = g_file_new_for_path (hostile);
  g_autoptr (GPtrArray) rows = NULL;
  gboolean names_line = FALSE;

  tutor_fixture_open (&fixture, "broken.ini");
  gtk_window_set_default_size (GTK_WINDOW (fixture.window), 1200, 860);
  g_application_open (G_APPLICATION (fixture.app), &broken_file, 1, "");
  wait_opened (&fixture);
  g_assert_cmpstr (tutor_window_get_page (fixture.window), ==, "errors");
  g_assert_cmpuint (tutor_window_get_n_failed_files (fixture.window), ==, 1);
  g_assert_null (find_opened (&fixture, broken));
  rows = listed_problems (&fixture);
  g_assert_cmpuint (rows->len, >, 0);
  for (guint i = 0; i < rows->len; i++)
    {
      const char *row = g_ptr_array_index (rows, i);
      g_test_message ("listed: %s", row);
      /* Where, and what is wrong with the value. */
      names_line |= g_str_has_prefix (row, "Line 6|The position “not a "
                                            "position” is not valid:");
    }
  g_assert_true (names_line);
  tutor_save_screen (&fixture, "errors.png");

  g_application_open (G_APPLICATION (fixture.app), &hostile_file, 1, "");
  wait_opened (&fixture);
  g_assert_cmpstr (tutor_window_get_page (fixture.window), ==, "errors");
  g_assert_cmpuint (tutor_window_get_n_failed_files (fixture.window), ==, 2);
  g_clear_pointer (&rows, g_ptr_array_unref);
  rows = listed_problems (&fixture);
  g_assert_cmpuint (rows->len, >=, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (rows, 0), "DOCTYPE"));

  /* The lessons still work. */
  g_assert_true (tutor_window_open_chapter (fixture.window, "sowing"));
  g_assert_cmpstr (tutor_window_get_page (fixture.window), ==, "player");
  tutor_fixture_close (&fixture);
}

static gboolean
remembered (const char *path)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_auto (GStrv) recent = g_settings_get_strv (settings, "recent-files");

  return g_strv_contains ((const char *const *) recent, path);
}

/* A label under root whose text holds `part`, as a toast shows it. */
static gboolean
label_shown (GtkWidget *root, const char *part)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child)
          && strstr (gtk_label_get_label (GTK_LABEL (child)), part))
        return TRUE;
      if (label_shown (child, part))
        return TRUE;
    }
  return FALSE;
}

/* A label that shows `part` as text, not as markup. */
static gboolean
text_label_shown (GtkWidget *root, const char *part)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && !gtk_label_get_use_markup (GTK_LABEL (child))
          && strstr (gtk_label_get_text (GTK_LABEL (child)), part))
        return TRUE;
      if (text_label_shown (child, part))
        return TRUE;
    }
  return FALSE;
}

/* A FIFO or a device opened as a lesson is refused at once, listed as a
 * failed file, and not remembered; one remembered before (an older
 * version remembered files before loading them) is dropped at the next
 * start, with a notice. */
static void
test_not_regular_files (void)
{
  TutorFixture fixture;
  g_autofree char *fifo = g_build_filename (scratch, "fifo.xml", NULL);
  g_autofree char *zero = g_build_filename (scratch, "zero.xml", NULL);
  g_autofree char *good = source_path ("examples/teacher-sample.xml");
  g_autoptr (GFile) fifo_file = g_file_new_for_path (fifo);
  g_autoptr (GFile) zero_file = g_file_new_for_path (zero);
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  const char *recent[] = { fifo, good, NULL };
  g_auto (GStrv) left = NULL;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (symlink ("/dev/zero", zero), ==, 0);
  g_settings_reset (settings, "recent-files");

  tutor_fixture_open (&fixture, "not-regular.ini");
  g_application_open (G_APPLICATION (fixture.app), &fifo_file, 1, "");
  wait_opened (&fixture);
  g_assert_cmpstr (tutor_window_get_page (fixture.window), ==, "errors");
  g_assert_cmpuint (tutor_window_get_n_failed_files (fixture.window), ==, 1);
  g_assert_false (remembered (fifo));
  g_application_open (G_APPLICATION (fixture.app), &zero_file, 1, "");
  wait_opened (&fixture);
  g_assert_cmpstr (tutor_window_get_page (fixture.window), ==, "errors");
  g_assert_cmpuint (tutor_window_get_n_failed_files (fixture.window), ==, 2);
  g_assert_false (remembered (zero));
  tutor_fixture_close (&fixture);

  g_settings_set_strv (settings, "recent-files", recent);
  tutor_fixture_open (&fixture, "not-regular-again.ini");
  tutor_iterate_until (page_settled, &fixture);
  tutor_wait_idle (&fixture);
  left = g_settings_get_strv (settings, "recent-files");
  g_assert_cmpuint (g_strv_length (left), ==, 1);
  g_assert_cmpstr (left[0], ==, good);
  g_assert_true (label_shown (GTK_WIDGET (fixture.window),
                              "removed from the recent files"));
  /* The good one still opened. */
  g_assert_nonnull (find_opened (&fixture, good));
  tutor_fixture_close (&fixture);

  g_settings_reset (settings, "recent-files");
  g_remove (fifo);
  g_remove (zero);
}

static void
count_paint (GdkFrameClock *clock, guint *paints)
{
  (*paints)++;
}

/* Runs the main loop until `window` has painted a frame; the seconds it
 * took from `start`, for the log (the hang guard is the caller's). */
static double
seconds_to_frame (GtkWidget *window, gint64 start)
{
  GdkFrameClock *clock;
  guint paints = 0;
  gulong handler;

  while (!gtk_widget_get_mapped (window))
    g_main_context_iteration (NULL, TRUE);
  clock = gtk_widget_get_frame_clock (window);
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (count_paint),
                              &paints);
  gtk_widget_queue_draw (window);
  while (paints == 0)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, handler);
  return (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
}

/* Where the loader's caps do not reach: a file name of one long word
 * that looks like markup, a toast and a learner's name of 20,000
 * characters.  Each is shown as text, and the window paints (alarm()
 * turns a freeze into a failure; the times are reported, not judged). */
static void
test_hostile_names (void)
{
  TutorFixture fixture;
  g_autofree char *long_name = g_strnfill (230, 'n');
  g_autofree char *name = g_strconcat ("Tom&<b>", long_name, ".xml", NULL);
  g_autofree char *path = g_build_filename (scratch, name, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *word = g_strnfill (20000, 'w');
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  GtkWindow *preferences = NULL;
  gint64 start;

  g_assert_true (g_file_set_contents (path, "<exercise-set", -1, NULL));
  tutor_fixture_open (&fixture, "hostile-names.ini");
  alarm (120);
  start = g_get_monotonic_time ();
  g_application_open (G_APPLICATION (fixture.app), &file, 1, "");
  wait_opened (&fixture);
  g_test_message ("a file of a 241-character name: its problems shown in "
                  "%.3f s",
                  seconds_to_frame (GTK_WIDGET (fixture.window), start));
  g_assert_cmpstr (tutor_window_get_page (fixture.window), ==, "errors");
  g_assert_cmpuint (tutor_window_get_n_failed_files (fixture.window), ==, 1);
  /* The errors page's description is text, not markup: the name as it
   * is. */
  g_assert_true (text_label_shown (GTK_WIDGET (fixture.window), "Tom&<b>"));
  tutor_save_screen (&fixture, "hostile-name-errors.png");

  start = g_get_monotonic_time ();
  tutor_window_show_toast (fixture.window, word);
  g_test_message ("a toast of a 20,000-character word: painted in %.3f s",
                  seconds_to_frame (GTK_WIDGET (fixture.window), start));

  /* A learner's name is at most TUTOR_LEARNERS_NAME_MAX characters,
   * whatever the file holds (test-learners); the preferences no longer
   * show one. */
  start = g_get_monotonic_time ();
  g_action_group_activate_action (G_ACTION_GROUP (fixture.app),
                                  "preferences", NULL);
  for (GList *l = gtk_window_list_toplevels (); l;
       l = g_list_delete_link (l, l))
    if (TUTOR_IS_PREFERENCES_WINDOW (l->data))
      preferences = l->data;
  g_assert_nonnull (preferences);
  g_test_message ("preferences: painted in %.3f s",
                  seconds_to_frame (GTK_WIDGET (preferences), start));
  tutor_save_widget (GTK_WIDGET (preferences),
                    "hostile-name-preferences.png");
  alarm (0);
  gtk_window_destroy (preferences);
  g_settings_reset (settings, "recent-files");
  tutor_fixture_close (&fixture);
  g_remove (path);
}

/* The sidebar's row of the file at `path`, or NULL. */
static GtkWidget *
file_row (GtkWidget *root, const char *path)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;
      if (GTK_IS_LIST_BOX_ROW (child)
          && g_strcmp0 (g_object_get_data (G_OBJECT (child), "path"), path)
               == 0)
        return child;
      if ((found = file_row (child, path)))
        return found;
    }
  return NULL;
}

/* Two of a teacher's files with the same title, versions of one set,
 * are told apart in Your Files by their names; a title with "&" is shown
 * as written. */
static void
test_same_titles (void)
{
  TutorFixture fixture;
  g_autofree char *sample = source_path ("examples/teacher-sample.xml");
  g_autofree char *text = NULL;
  const char *names[] = { "class-a-homework.xml", "class-b-homework.xml",
                          "tom-and-jerry.xml" };
  GFile *files[G_N_ELEMENTS (names)];
  char *paths[G_N_ELEMENTS (names)];
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  const char *subtitles[G_N_ELEMENTS (names)];

  g_assert_true (g_file_get_contents (sample, &text, NULL, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      paths[i] = g_build_filename (scratch, names[i], NULL);
      files[i] = g_file_new_for_path (paths[i]);
    }
  g_assert_true (g_file_set_contents (paths[0], text, -1, NULL));
  {
    /* Class B's version: the same set, its summary changed. */
    g_autoptr (GRegex) summary = g_regex_new ("<summary>", 0, 0, NULL);
    g_autofree char *edited = g_regex_replace_literal (
      summary, text, -1, 0, "<summary>Class B. ", G_REGEX_MATCH_DEFAULT,
      NULL);
    g_assert_true (g_file_set_contents (paths[1], edited, -1, NULL));
  }
  {
    g_autoptr (GRegex) title = g_regex_new ("<title>[^<]*</title>", 0, 0,
                                            NULL);
    g_autofree char *other = g_regex_replace_literal (
      title, text, -1, 0, "<title>Tom &amp; Jerry</title>",
      G_REGEX_MATCH_DEFAULT, NULL);
    g_assert_true (g_file_set_contents (paths[2], other, -1, NULL));
  }

  tutor_fixture_open (&fixture, "same-titles.ini");
  g_application_open (G_APPLICATION (fixture.app), files,
                      G_N_ELEMENTS (names), "");
  wait_opened (&fixture);
  tutor_save_screen (&fixture, "sidebar-your-files.png");
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      GtkWidget *row = file_row (GTK_WIDGET (fixture.window), paths[i]);

      g_assert_nonnull (row);
      subtitles[i] = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
      g_test_message ("%s: “%s”", adw_preferences_row_get_title (
                                    ADW_PREFERENCES_ROW (row)),
                      subtitles[i]);
      g_assert_true (g_str_has_prefix (subtitles[i], names[i]));
    }
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (
                     file_row (GTK_WIDGET (fixture.window), paths[0]))),
                   ==,
                   adw_preferences_row_get_title (ADW_PREFERENCES_ROW (
                     file_row (GTK_WIDGET (fixture.window), paths[1]))));
  g_assert_cmpstr (subtitles[0], !=, subtitles[1]);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (
                     file_row (GTK_WIDGET (fixture.window), paths[2]))),
                   ==, "Tom & Jerry");
  tutor_fixture_close (&fixture);

  g_settings_reset (settings, "recent-files");
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_object_unref (files[i]);
      g_free (paths[i]);
    }
}

/* A puzzle played as a whole line */

typedef struct
{
  TutorBoard *board;
  GArray *targets;         /* where each animation the board began went */
} Animations;

static void
on_animating (TutorBoard *board, GParamSpec *pspec, Animations *seen)
{
  if (tutor_board_get_animating (board))
    g_array_append_val (seen->targets, *tutor_board_get_position (board));
}

static gboolean
board_animating (gpointer board)
{
  return tutor_board_get_animating (board);
}

static gboolean
same_board (const ToguzPosition *a, const ToguzPosition *b)
{
  return toguz_position_equal (a, b);
}

/* The last move's mark of `hole` played from `pos`: its origin and its
 * landing. */
static guint
move_mark (const ToguzRuleset *rules, const ToguzPosition *pos, guint hole,
           ToguzPosition *after)
{
  ToguzEvent event;

  g_assert_cmpint (toguz_position_play (rules, pos, hole, after, &event), ==,
                   TOGUZ_MOVE_OK);
  return (1u << toguz_ring_index (rules, event.side, event.hole))
         | (1u << event.last);
}

/* A shown, mapped label reading `text`, or NULL. */
static GtkWidget *
find_label (GtkWidget *root, const char *text)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;
      if (GTK_IS_LABEL (child) && gtk_widget_get_mapped (child)
          && g_strcmp0 (gtk_label_get_text (GTK_LABEL (child)), text) == 0)
        return child;
      if ((found = find_label (child, text)))
        return found;
    }
  return NULL;
}

typedef struct
{
  GtkWidget *window;
  int width;
} Width;

static gboolean
window_width_is (gpointer data)
{
  Width *size = data;

  return gtk_widget_get_width (size->window) == size->width;
}

static gboolean
window_drawn (gpointer window)
{
  return gtk_widget_get_mapped (window) && gtk_widget_get_width (window) > 0;
}

/* The window given `width` x `height` for its content. */
static void
resize_window (TutorFixture *fixture, int width, int height)
{
  GtkWidget *window = GTK_WIDGET (fixture->window);
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  Width size = { window, width };

  tutor_run_until (window_drawn, window, 20);
  surface = gtk_native_get_surface (GTK_NATIVE (window));
  gtk_window_set_default_size (
    GTK_WINDOW (fixture->window),
    width + gdk_surface_get_width (surface) - gtk_widget_get_width (window),
    height + gdk_surface_get_height (surface)
      - gtk_widget_get_height (window));
  tutor_run_until (window_width_is, &size, 20);
}

/* The opponent's move sown before the first question; three moves, each
 * reply sown; a wrong second move refuted and tried again from the
 * second turn's board; what the game's player did told at the end. */
/* The learner's puzzle rating now. */
static double
rating_of (TutorFixture *fixture)
{
  return tutor_progress_get_rating (
           tutor_application_get_progress (fixture->app))
    .rating;
}

static void
test_three_move_line (void)
{
  TutorFixture fixture;
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_SRCDIR"), "..",
                                            "data", "puzzles",
                                            "three-move-line.xml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  Animations seen = { NULL, g_array_new (FALSE, FALSE,
                                         sizeof (ToguzPosition)) };
  const ToguzStep *step;
  const ToguzRuleset *rules;
  GArray *line;
  ToguzPosition start, turn2, turn3, end, wrong_after;
  guint opponent_mark, reply_mark, shown;
  GtkWidget *prompt;
  ToguzTaskSession *s;
  int wrong = -1;
  double rated;

  tutor_fixture_open (&fixture, "three-move.ini");
  resize_window (&fixture, 1000, 700);
  seen.board = tutor_lesson_player_get_board (
      tutor_puzzle_trainer_get_player (tutor_fixture_trainer (&fixture)));
  /* The opponent's move is sown so slowly that it is still on its way
   * when the test looks (a click or Escape ends it). */
  tutor_board_set_animation_speed (seen.board, 0.01);
  g_signal_connect (seen.board, "notify::animating",
                    G_CALLBACK (on_animating), &seen);

  g_application_open (G_APPLICATION (fixture.app), &file, 1, "");
  tutor_iterate_until (page_settled, &fixture);
  tutor_fixture_follow_page (&fixture);
  g_assert_cmpstr (tutor_window_get_page (fixture.window), ==, "trainer");
  s = tutor_fixture_session (&fixture);
  step = toguz_task_session_get_step (s);
  rules = &step->rules;
  line = g_ptr_array_index (step->task->solutions, 0);
  start = *toguz_task_session_get_start (s);

  /* 1. Black's 34 is sown first; nothing is asked until it is shown. */
  tutor_run_until (board_animating, seen.board, 20);
  g_assert_cmpuint (seen.targets->len, ==, 1);
  g_assert_true (same_board (&g_array_index (seen.targets, ToguzPosition, 0),
                             &start));
  g_assert_cmpstr (tutor_lesson_player_get_feedback (fixture.player), ==,
                   "Black played 34.");
  prompt = find_label (GTK_WIDGET (fixture.player),
                       "Win at least 6 stones more than your opponent over "
                       "the next 5 moves, yours and theirs.");
  g_assert_nonnull (prompt);
  g_assert_cmpfloat (gtk_widget_get_opacity (prompt), ==, 0);
  g_assert_false (tutor_board_get_interactive (seen.board));
  g_assert_false (tutor_lesson_player_is_idle (fixture.player));
  /* A click meanwhile, even on the right hole, only shows the move's
   * end: it is no answer. */
  tutor_click_board_hole (seen.board, TOGUZ_WHITE,
                          g_array_index (line, uint8_t, 0));
  g_assert_false (tutor_board_get_animating (seen.board));
  g_assert_cmpint (toguz_task_session_get_tries (s), ==, 0);
  tutor_wait_idle (&fixture);
  g_assert_cmpuint (seen.targets->len, ==, 1);
  g_assert_true (same_board (tutor_board_get_position (seen.board), &start));
  {
    ToguzPosition before = step->base;
    ToguzPosition after;
    opponent_mark = move_mark (rules, &before,
                               g_array_index (step->base_moves, uint8_t, 0),
                               &after);
    g_assert_true (same_board (&after, &start));
  }
  g_assert_cmphex (tutor_board_get_highlight (seen.board,
                                              TUTOR_HIGHLIGHT_LAST_MOVE),
                   ==, opponent_mark);
  g_assert_cmpfloat (gtk_widget_get_opacity (prompt), ==, 1);
  g_assert_true (tutor_board_get_interactive (seen.board));
  g_assert_cmpint (toguz_task_session_get_tries (s), ==, 0);
  /* The rest stone by stone, fast. */
  tutor_board_set_animation_speed (seen.board, 120);

  /* 2. The first move, and Black's answer sown after it. */
  tutor_click_hole (&fixture, TOGUZ_WHITE, g_array_index (line, uint8_t, 0));
  g_assert_cmpuint (seen.targets->len, ==, 3);
  move_mark (rules, &start, g_array_index (line, uint8_t, 0), &turn2);
  g_assert_true (same_board (&g_array_index (seen.targets, ToguzPosition, 1),
                             &turn2));
  reply_mark = move_mark (rules, &turn2, g_array_index (line, uint8_t, 1),
                          &turn2);
  g_assert_true (same_board (&g_array_index (seen.targets, ToguzPosition, 2),
                             &turn2));
  g_assert_true (same_board (tutor_board_get_position (seen.board), &turn2));
  g_assert_true (same_board (toguz_task_session_get_position (s), &turn2));
  g_assert_cmpstr (tutor_lesson_player_get_feedback (fixture.player), ==,
                   "Right. Black answers 22: your move.");
  g_assert_false (toguz_task_session_is_finished (s));
  tutor_save_screen (&fixture, "trainer-line-reply.png");

  /* 3. A wrong second move: refuted on the board, then tried again from
   * the second turn's board, Black's answer still marked. */
  for (guint h = 0; h < rules->holes && wrong < 0; h++)
    if (h != g_array_index (line, uint8_t, 2)
        && toguz_position_check_move (rules, &turn2, h) == TOGUZ_MOVE_OK)
      wrong = (int) h;
  g_assert_cmpint (wrong, >=, 0);
  shown = seen.targets->len;
  g_assert_cmpfloat (rating_of (&fixture), ==, 1500);
  tutor_click_hole (&fixture, TOGUZ_WHITE, (guint) wrong);
  g_assert_false (toguz_task_session_is_finished (s));
  g_assert_cmpint (toguz_task_session_get_tries (s), ==, 2);
  /* A first attempt with a mistake: rated as lost, at once. */
  rated = rating_of (&fixture);
  g_assert_cmpfloat (rated, <, 1500);
  move_mark (rules, &turn2, (guint) wrong, &wrong_after);
  g_assert_true (same_board (&g_array_index (seen.targets, ToguzPosition,
                                             shown),
                             &wrong_after));
  /* The move, and the reply that refutes it. */
  g_assert_cmpuint (seen.targets->len, ==, shown + 2);
  g_assert_cmpuint (tutor_board_get_position (seen.board)->ply, ==,
                    turn2.ply + 2);
  g_assert_nonnull (strstr (tutor_lesson_player_get_feedback (fixture.player),
                            "The opponent has an answer"));
  tutor_save_screen (&fixture, "trainer-line-refuted.png");
  tutor_press_button (&fixture, "_Try Again");
  g_assert_true (same_board (tutor_board_get_position (seen.board), &turn2));
  g_assert_cmphex (tutor_board_get_highlight (seen.board,
                                              TUTOR_HIGHLIGHT_LAST_MOVE),
                   ==, reply_mark);

  /* 4. The second move and its answer, then the last move. */
  shown = seen.targets->len;
  tutor_click_hole (&fixture, TOGUZ_WHITE, g_array_index (line, uint8_t, 2));
  g_assert_cmpuint (seen.targets->len, ==, shown + 2);
  move_mark (rules, &turn2, g_array_index (line, uint8_t, 2), &turn3);
  move_mark (rules, &turn3, g_array_index (line, uint8_t, 3), &turn3);
  g_assert_true (same_board (tutor_board_get_position (seen.board), &turn3));
  g_assert_cmpstr (tutor_lesson_player_get_feedback (fixture.player), ==,
                   "Right. Black answers 85: your move.");
  tutor_click_hole (&fixture, TOGUZ_WHITE, g_array_index (line, uint8_t, 4));
  move_mark (rules, &turn3, g_array_index (line, uint8_t, 4), &end);
  g_assert_cmpuint (seen.targets->len, ==, shown + 3);
  g_assert_true (same_board (tutor_board_get_position (seen.board), &end));
  g_assert_true (toguz_task_session_is_solved (s));
  /* One mistake on the way: two stars, and the loss is rated once. */
  g_assert_cmpint (toguz_task_session_get_stars (s), ==, 2);
  g_assert_cmpfloat (rating_of (&fixture), ==, rated);
  g_assert_true (g_str_has_prefix (
    tutor_lesson_player_get_feedback (fixture.player), "Right! ★★☆"));
  g_assert_nonnull (find_label (GTK_WIDGET (fixture.player),
                                "In the game, White played 91 and lost 5 "
                                "stones."));
  /* The line's phase has its name among the themes. */
  g_assert_cmpuint (find_string (gtk_drop_down_get_model (filter (&fixture,
                                                                  0)),
                                 "Middlegames"),
                    >, 0);
  tutor_save_screen (&fixture, "trainer-line-solved.png");
  resize_window (&fixture, 360, 700);
  tutor_save_screen (&fixture, "trainer-line-solved-360.png");
  resize_window (&fixture, 1000, 700);

  /* 5. The keyboard: Escape shows the opponent's move at once, and a
   * digit meanwhile plays nothing. */
  tutor_board_set_animation_speed (seen.board, 0.01);
  tutor_puzzle_trainer_show_puzzle (tutor_fixture_trainer (&fixture), 0);
  s = tutor_fixture_session (&fixture);
  g_assert_null (find_label (GTK_WIDGET (fixture.player),
                             "In the game, White played 91 and lost 5 "
                             "stones."));
  tutor_run_until (board_animating, seen.board, 20);
  g_assert_true (g_str_has_prefix (
    tutor_lesson_player_get_feedback (fixture.player),
    "Black played 34. Solved before:"));
  tutor_save_widget (GTK_WIDGET (fixture.window),
                     "trainer-line-opponent-move.png");
  /* The digit's shortcut asks the board, which takes no choice yet. */
  g_assert_false (tutor_board_choose_hole (seen.board, 5));
  g_assert_true (tutor_board_get_animating (seen.board));
  g_assert_true (tutor_press_key (&fixture, GDK_KEY_Escape, 0));
  g_assert_false (tutor_board_get_animating (seen.board));
  g_assert_cmpint (toguz_task_session_get_tries (s), ==, 0);
  g_assert_true (same_board (tutor_board_get_position (seen.board), &start));
  g_assert_true (tutor_board_get_interactive (seen.board));
  /* Now the digit plays. */
  tutor_board_set_animation_speed (seen.board, 120);
  g_assert_true (tutor_press_key (&fixture, GDK_KEY_5, 0));
  g_assert_cmpint (toguz_task_session_get_tries (s), ==, 1);

  g_signal_handlers_disconnect_by_func (seen.board, on_animating, &seen);
  g_array_unref (seen.targets);
  tutor_fixture_close (&fixture);
}

int
main (int argc, char **argv)
{
  scratch = tutor_test_init (&argc, &argv);
  g_test_add_func ("/trainer/solve-shipped-puzzle",
                   test_solve_shipped_puzzle);
  g_test_add_func ("/trainer/wrong-move-refuted", test_wrong_move_refuted);
  g_test_add_func ("/trainer/retry-queue-empties",
                   test_retry_queue_empties);
  g_test_add_func ("/trainer/filters", test_filters);
  g_test_add_func ("/trainer/three-move-line", test_three_move_line);
  g_test_add_func ("/files/open-from-command-line",
                   test_open_from_command_line);
  g_test_add_func ("/files/open-action", test_open_action);
  g_test_add_func ("/files/open-record", test_open_record);
  g_test_add_func ("/files/broken-file", test_broken_file);
  g_test_add_func ("/files/not-regular-files", test_not_regular_files);
  g_test_add_func ("/files/long-words", test_long_words);
  g_test_add_func ("/files/hostile-names", test_hostile_names);
  g_test_add_func ("/files/same-titles", test_same_titles);
  return tutor_test_finish (g_test_run ());
}
