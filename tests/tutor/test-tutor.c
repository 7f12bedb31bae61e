/* test-tutor.c: the tutor as a learner uses it, in a real window
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under Xvfb; screens are rendered to TUTOR_SCREENS_DIR.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "tutor-save-changes-dialog.h"
#include "tutor-save-progress-dialog.h"
#include "tutor-test-util.h"
#include "../lessons/shipped-lessons.h"
#include "tutor-toast.h"

static const char *scratch;

static void
open_step (TutorFixture *fixture, const char *chapter, guint step)
{
  g_assert_true (tutor_window_open_chapter (fixture->window, chapter));
  tutor_lesson_player_go_to_step (fixture->player, step);
  tutor_wait_idle (fixture);
}

static guint
first_task (ToguzLesson *lesson)
{
  for (guint i = 0; i < toguz_lesson_get_n_steps (lesson); i++)
    if (toguz_lesson_get_step (lesson, i)->task)
      return i;
  g_assert_not_reached ();
}

/* Answers the current task rightly, the way a learner would: a click on
 * the board for moves and holes, the widgets for counts and yes/no. */
static void
answer_rightly (TutorFixture *fixture)
{
  ToguzTaskSession *s = tutor_fixture_session (fixture);
  const ToguzTask *task = toguz_task_session_get_task (s);
  const ToguzStep *step = toguz_task_session_get_step (s);
  const ToguzPosition *pos = toguz_task_session_get_position (s);

  switch (task->kind)
    {
    case TOGUZ_TASK_PREDICT:
      if (task->predict == TOGUZ_PREDICT_LANDING
          || task->predict == TOGUZ_PREDICT_TUZDIK)
        {
          unsigned ring = task->predict == TOGUZ_PREDICT_LANDING
                            ? (unsigned) task->answer
                            : (unsigned) g_bit_nth_lsf ((gulong) task->answer,
                                                        -1);
          tutor_click_hole (fixture, toguz_ring_side (&step->rules, ring),
                      toguz_ring_hole (&step->rules, ring));
        }
      else if (task->predict == TOGUZ_PREDICT_LEGAL
               || task->predict == TOGUZ_PREDICT_TUZDIK_ALLOWED)
        tutor_press_button (fixture, task->answer ? "_Yes, it may"
                                            : "_No, it may not");
      else if (task->predict == TOGUZ_PREDICT_CHOICE)
        tutor_press_button (fixture,
                            toguz_lesson_text_get (
                              toguz_task_get_option (task, task->answer)
                                ->text));
      else
        {
          GtkWidget *spin = tutor_find_button (GTK_WIDGET (fixture->player),
                                         "_Check");
          GtkWidget *entry = gtk_widget_get_prev_sibling (spin);
          gtk_spin_button_set_value (GTK_SPIN_BUTTON (entry), task->answer);
          tutor_press_button (fixture, "_Check");
        }
      break;
    case TOGUZ_TASK_MOVES:
      tutor_click_hole (fixture, (ToguzSide) pos->side,
                  (guint) g_bit_nth_lsf (task->accepted, -1));
      break;
    case TOGUZ_TASK_GOAL:
    default:
      tutor_solve_goal (fixture);
      break;
    }
}

static void
test_first_task_of_each_lesson (void)
{
  TutorFixture fixture;
  GListModel *lessons;
  guint n;

  tutor_fixture_open (&fixture, "first-tasks.ini");
  lessons = tutor_catalogue_get_lessons (
    tutor_application_get_catalogue (fixture.app));
  n = g_list_model_get_n_items (lessons);
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (shipped_lessons));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (ToguzLesson) lesson = g_list_model_get_item (lessons, i);
      guint step = first_task (lesson);

      open_step (&fixture, toguz_lesson_get_id (lesson), step);
      g_assert_nonnull (tutor_fixture_session (&fixture));
      {
        /* Each lesson's first task, as a learner meets it. */
        g_autofree char *screen = g_strdup_printf (
          "first-task-%s.png", toguz_lesson_get_id (lesson));
        tutor_save_screen (&fixture, screen);
      }
      answer_rightly (&fixture);
      if (!toguz_task_session_is_solved (tutor_fixture_session (&fixture)))
        g_error ("%s step %u: not solved; the tutor says “%s”",
                 toguz_lesson_get_id (lesson), step + 1,
                 tutor_lesson_player_get_feedback (fixture.player));
      g_assert_cmpint (
          toguz_task_session_get_stars (tutor_fixture_session (&fixture)), ==,
          3);
      g_assert_nonnull (strstr (tutor_lesson_player_get_feedback (
                                  fixture.player),
                                "★★★"));
      g_assert_cmpuint (tutor_progress_count_solved (
                          tutor_application_get_progress (fixture.app),
                          toguz_lesson_get_id (lesson)),
                        ==, 1);
    }
  tutor_fixture_close (&fixture);
}

/* The first landing prediction of lesson 1, wrong and then right. */
static guint
find_step (TutorFixture *fixture, const char *chapter, ToguzTaskKind kind,
           int predict)
{
  ToguzLesson *lesson = tutor_catalogue_find (
    tutor_application_get_catalogue (fixture->app), chapter);

  for (guint i = 0; i < toguz_lesson_get_n_steps (lesson); i++)
    {
      const ToguzStep *step = toguz_lesson_get_step (lesson, i);
      if (step->task && step->task->kind == kind
          && (predict < 0 || (int) step->task->predict == predict))
        return i;
    }
  g_assert_not_reached ();
}

static void
test_prediction_wrong_then_right (void)
{
  TutorFixture fixture;
  const ToguzTask *task;
  const ToguzStep *step;
  TutorBoard *board;
  unsigned wrong_ring;

  tutor_fixture_open (&fixture, "prediction.ini");
  open_step (&fixture, "sowing",
             find_step (&fixture, "sowing", TOGUZ_TASK_PREDICT,
                        TOGUZ_PREDICT_LANDING));
  task = toguz_task_session_get_task (tutor_fixture_session (&fixture));
  step = toguz_task_session_get_step (tutor_fixture_session (&fixture));
  g_assert_false (tutor_button_offered (&fixture, "Show _Solution"));
  /* A preview would give the answer away: the lesson forbids it, over
   * the setting the board follows. */
  board = tutor_lesson_player_get_board (fixture.player);
  g_assert_true (tutor_board_get_hover_preview (board));
  g_assert_false (tutor_board_get_preview_allowed (board));

  /* The next hole along: the mistake of counting the origin twice. */
  wrong_ring = ((unsigned) task->answer + 1) % (2u * step->rules.holes);
  tutor_click_hole (&fixture, toguz_ring_side (&step->rules, wrong_ring),
              toguz_ring_hole (&step->rules, wrong_ring));
  g_assert_false (
      toguz_task_session_is_solved (tutor_fixture_session (&fixture)));
  g_assert_nonnull (tutor_lesson_player_get_feedback (fixture.player));
  {
    const ToguzWrong *comment = toguz_task_find_wrong_answer (
      task, (int) wrong_ring);
    if (comment)
      g_assert_cmpstr (tutor_lesson_player_get_feedback (fixture.player), ==,
                       toguz_lesson_text_get (comment->comment));
  }
  /* After a try, the solution is offered. */
  g_assert_true (tutor_button_offered (&fixture, "Show _Solution"));

  answer_rightly (&fixture);
  g_assert_true (
      toguz_task_session_is_solved (tutor_fixture_session (&fixture)));
  g_assert_cmpint (
      toguz_task_session_get_stars (tutor_fixture_session (&fixture)), ==, 2);
  tutor_fixture_close (&fixture);
}

/* A wrong move: its explanation, and the solution offered only then. */
static void
test_wrong_move_explained (void)
{
  TutorFixture fixture;
  ToguzTaskSession *s;
  const ToguzGoalAnswer *answer;
  const ToguzPosition *pos;
  const ToguzStep *step;
  int wrong = -1;

  tutor_fixture_open (&fixture, "wrong-move.ini");
  open_step (&fixture, "even-captures",
             find_step (&fixture, "even-captures", TOGUZ_TASK_GOAL, -1));
  s = tutor_fixture_session (&fixture);
  answer = toguz_task_session_get_goal_answer (s);
  pos = toguz_task_session_get_position (s);
  step = toguz_task_session_get_step (s);
  g_assert_nonnull (answer);
  g_assert_false (tutor_button_offered (&fixture, "Show _Solution"));

  /* An illegal hole first: the rule, not a try. */
  for (unsigned h = 0; h < step->rules.holes; h++)
    if (toguz_position_check_move (&step->rules, pos, h) == TOGUZ_MOVE_EMPTY)
      {
        tutor_click_hole (&fixture, (ToguzSide) pos->side, h);
        g_assert_nonnull (strstr (tutor_lesson_player_get_feedback (
                                    fixture.player),
                                  "is empty"));
        g_assert_cmpint (toguz_task_session_get_tries (s), ==, 0);
        break;
      }
  /* A hole on the other row: the rule again. */
  tutor_click_hole (&fixture, (ToguzSide) (pos->side ^ 1), 0);
  g_assert_nonnull (strstr (tutor_lesson_player_get_feedback (fixture.player),
                            "you sow only from your own row"));

  wrong = tutor_find_wrong_move (&fixture);
  g_assert_cmpint (wrong, >=, 0);
  tutor_click_hole (&fixture, (ToguzSide) pos->side, (guint) wrong);
  g_assert_false (toguz_task_session_is_solved (s));
  g_assert_cmpint (toguz_task_session_get_tries (s), ==, 1);
  {
    const ToguzWrong *comment = toguz_task_find_wrong_move (
      toguz_task_session_get_task (s), (unsigned) wrong);
    const char *feedback = tutor_lesson_player_get_feedback (fixture.player);
    g_assert_nonnull (feedback);
    if (comment)
      g_assert_cmpstr (feedback, ==, toguz_lesson_text_get (comment->comment));
    else
      g_assert_nonnull (strstr (feedback, "The last stone"));
  }
  g_assert_true (tutor_button_offered (&fixture, "_Try Again"));
  g_assert_true (tutor_button_offered (&fixture, "Show _Solution"));

  /* The solution plays on the board and earns no star. */
  tutor_press_button (&fixture, "Show _Solution");
  g_assert_true (toguz_task_session_get_solution_shown (s));
  g_assert_cmpint (toguz_task_session_get_stars (s), ==, 0);
  tutor_fixture_close (&fixture);
}

/* A label shown under root whose text holds `part`. */
static gboolean
label_holds (GtkWidget *root, const char *part)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && gtk_widget_get_mapped (child)
          && strstr (gtk_label_get_label (GTK_LABEL (child)), part))
        return TRUE;
      if (label_holds (child, part))
        return TRUE;
    }
  return FALSE;
}

/* A task ended with "Show Solution" is not solved: not in the lesson's
 * summary, not in the sidebar, not in the class results. */
static void
test_shown_is_not_solved (void)
{
  TutorFixture fixture;
  TutorProgress *progress;
  ToguzLesson *lesson;
  ToguzTaskSession *s;
  g_autofree char *csv = NULL, *summary = NULL;
  guint tasks;
  int wrong;

  tutor_fixture_open (&fixture, "shown.ini");
  progress = tutor_application_get_progress (fixture.app);
  open_step (&fixture, "even-captures",
             find_step (&fixture, "even-captures", TOGUZ_TASK_GOAL, -1));
  s = tutor_fixture_session (&fixture);
  wrong = tutor_find_wrong_move (&fixture);
  g_assert_cmpint (wrong, >=, 0);
  tutor_click_hole (&fixture,
                    (ToguzSide) toguz_task_session_get_position (s)->side,
                    (guint) wrong);
  tutor_press_button (&fixture, "Show _Solution");
  tutor_wait_idle (&fixture);
  g_assert_true (toguz_task_session_is_finished (s));
  g_assert_false (toguz_task_session_is_solved (s));

  g_assert_cmpuint (tutor_progress_count_solved (progress, "even-captures"),
                    ==, 0);
  g_assert_cmpuint (tutor_progress_count_shown (progress, "even-captures"),
                    ==, 1);
  csv = tutor_progress_dup_attempts_csv (progress, "");
  g_assert_nonnull (strstr (csv, ",no,0,"));
  g_assert_null (strstr (csv, ",yes,"));

  /* The summary at the end says the same. */
  lesson = tutor_lesson_player_get_lesson (fixture.player);
  tasks = toguz_lesson_get_n_tasks (lesson);
  tutor_lesson_player_go_to_step (fixture.player,
                                  toguz_lesson_get_n_steps (lesson) - 1);
  tutor_wait_idle (&fixture);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture.player),
                                             "player.next", NULL));
  tutor_wait_idle (&fixture);
  g_assert_cmpstr (tutor_window_get_page (fixture.window), ==, "finished");
  summary = g_strdup_printf ("0 of %u tasks solved, 1 shown,", tasks);
  g_assert_true (label_holds (GTK_WIDGET (fixture.window), summary));
  tutor_save_screen (&fixture, "lesson-summary-shown.png");
  tutor_fixture_close (&fixture);
}

static void
test_hint_ladder (void)
{
  TutorFixture fixture;
  ToguzTaskSession *s;

  tutor_fixture_open (&fixture, "hints.ini");
  open_step (&fixture, "even-captures",
             find_step (&fixture, "even-captures", TOGUZ_TASK_GOAL, -1));
  s = tutor_fixture_session (&fixture);
  g_assert_null (tutor_lesson_player_get_hint (fixture.player));
  for (int rung = 1; rung <= 4; rung++)
    {
      g_autofree char *prefix = g_strdup_printf ("Hint %d of 4: ", rung);
      tutor_press_button (&fixture, "_Hint");
      g_assert_cmpint (toguz_task_session_get_hint_rung (s), ==, rung);
      g_assert_true (g_str_has_prefix (tutor_lesson_player_get_hint (
                                         fixture.player),
                                       prefix));
    }
  /* The ladder has four rungs. */
  g_assert_false (tutor_button_offered (&fixture, "_Hint"));

  /* A move resets it. */
  tutor_click_hole (&fixture,
                    (ToguzSide) toguz_task_session_get_position (s)->side,
                    (guint) tutor_find_wrong_move (&fixture));
  g_assert_cmpint (toguz_task_session_get_hint_rung (s), ==, 0);
  g_assert_null (tutor_lesson_player_get_hint (fixture.player));
  g_assert_true (tutor_button_offered (&fixture, "_Hint"));
  g_assert_cmpint (toguz_task_session_get_hints_used (s), ==, 4);
  tutor_fixture_close (&fixture);
}

/* Progress outlives the program, and a damaged file breaks nothing. */
static void
test_progress_survives (void)
{
  TutorFixture fixture;
  g_autofree char *path = NULL;
  int stars = -1;

  tutor_fixture_open (&fixture, "survives.ini");
  open_step (&fixture, "single-ball",
             first_task (tutor_catalogue_find (
               tutor_application_get_catalogue (fixture.app),
               "single-ball")));
  answer_rightly (&fixture);
  path = g_strdup (fixture.progress_path);
  tutor_fixture_close (&fixture);

  tutor_fixture_open (&fixture, "survives.ini");
  g_assert_cmpuint (tutor_progress_count_solved (
                      tutor_application_get_progress (fixture.app),
                      "single-ball"),
                    ==, 1);
  /* It opens where the learner left off. */
  g_assert_cmpstr (tutor_window_get_chapter (fixture.window), ==,
                   "single-ball");
  g_assert_true (tutor_progress_get_task (
    tutor_application_get_progress (fixture.app), "single-ball",
    toguz_lesson_get_step (tutor_catalogue_find (
                             tutor_application_get_catalogue (fixture.app),
                             "single-ball"),
                           first_task (tutor_catalogue_find (
                             tutor_application_get_catalogue (fixture.app),
                             "single-ball")))->id,
    &stars, NULL));
  g_assert_cmpint (stars, ==, 3);
  tutor_fixture_close (&fixture);

  /* Damage it: the next start keeps it aside, says so, and carries on. */
  g_assert_true (g_file_set_contents (path, "[broken\n\x01\x02 garbage", -1,
                                      NULL));
  tutor_fixture_open (&fixture, "survives.ini");
  g_assert_cmpuint (tutor_progress_count_solved (
                      tutor_application_get_progress (fixture.app),
                      "single-ball"),
                    ==, 0);
  {
    g_autoptr (GDir) dir = g_dir_open (scratch, 0, NULL);
    const char *name;
    gboolean kept = FALSE;
    while ((name = g_dir_read_name (dir)))
      kept |= g_str_has_prefix (name, "survives.ini.broken-");
    g_assert_true (kept);
  }
  /* It still records. */
  open_step (&fixture, "single-ball",
             first_task (tutor_catalogue_find (
               tutor_application_get_catalogue (fixture.app),
               "single-ball")));
  answer_rightly (&fixture);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  tutor_fixture_close (&fixture);
}

/* The sidebar's row of a chapter. */
static GtkListBoxRow *
sidebar_row (GtkWidget *root, const char *chapter)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkListBoxRow *found;
      if (GTK_IS_LIST_BOX_ROW (child)
          && g_strcmp0 (g_object_get_data (G_OBJECT (child), "chapter"),
                        chapter)
               == 0)
        return GTK_LIST_BOX_ROW (child);
      if ((found = sidebar_row (child, chapter)))
        return found;
    }
  return NULL;
}

/* A task solved: its chapter's row says so, the same row, not a new one;
 * the page tells the window its title and that it waits for nothing. */
static void
test_sidebar_follows_progress (void)
{
  TutorFixture fixture;
  ToguzLesson *lesson;
  GtkListBoxRow *row;
  g_autofree char *tasks = NULL, *title = NULL;
  gboolean busy = TRUE;

  tutor_fixture_open (&fixture, "sidebar.ini");
  lesson = tutor_catalogue_find (tutor_application_get_catalogue (
                                   fixture.app),
                                 "single-ball");
  row = sidebar_row (GTK_WIDGET (fixture.window), "single-ball");
  g_assert_nonnull (row);
  tasks = g_strdup_printf ("%u tasks", toguz_lesson_get_n_tasks (lesson));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   tasks);

  open_step (&fixture, "single-ball", first_task (lesson));
  g_object_get (fixture.player, "title", &title, "busy", &busy, NULL);
  g_assert_cmpstr (title, ==, toguz_lesson_get_title (lesson));
  g_assert_false (busy);
  g_assert_true (sidebar_row (GTK_WIDGET (fixture.window), "single-ball")
                 == row);
  answer_rightly (&fixture);
  g_assert_true (sidebar_row (GTK_WIDGET (fixture.window), "single-ball")
                 == row);
  g_assert_true (g_str_has_prefix (
    adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "1 of "));
  tutor_fixture_close (&fixture);
}

static gboolean
row_counts_one (gpointer row)
{
  return g_str_has_prefix (adw_action_row_get_subtitle (row), "1 of ");
}

/* A second tutor on the same account (no session bus to hand over)
 * solves a task: the sidebar of this one counts it, unasked. */
static void
test_sidebar_follows_other_instance (void)
{
  TutorFixture fixture;
  ToguzLesson *lesson;
  GtkListBoxRow *row;
  g_autoptr (TutorProgress) other = NULL;
  g_autoptr (GError) error = NULL;
  const char *id;

  tutor_fixture_open (&fixture, "other-instance.ini");
  lesson = tutor_catalogue_find (tutor_application_get_catalogue (
                                   fixture.app),
                                 "single-ball");
  row = sidebar_row (GTK_WIDGET (fixture.window), "single-ball");
  g_assert_nonnull (row);
  g_assert_false (row_counts_one (row));
  id = g_object_get_data (G_OBJECT (row), "progress-id");
  g_assert_nonnull (id);

  other = tutor_progress_new (fixture.progress_path);
  tutor_progress_record_task (
    other, id, toguz_lesson_get_step (lesson, first_task (lesson))->id, 2, 0);
  g_assert_true (tutor_progress_save (other, &error));
  g_assert_no_error (error);
  tutor_run_until (row_counts_one, row, 30);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                            "★ 2"));
  tutor_save_screen (&fixture, "other-instance.png");
  tutor_fixture_close (&fixture);
}

static gboolean
progress_saved (gpointer progress)
{
  return !tutor_progress_is_saving (progress);
}

static guint
solved_on_disk (const char *path)
{
  g_autoptr (TutorProgress) again = tutor_progress_new (path);

  g_assert_null (tutor_progress_take_load_problem (again));
  return tutor_progress_count_solved (again, "sowing");
}

static gboolean
save_failed (gpointer progress)
{
  return tutor_progress_get_save_error (progress) != NULL;
}

static gboolean
save_succeeded (gpointer progress)
{
  return !tutor_progress_is_saving (progress)
         && tutor_progress_get_save_error (progress) == NULL;
}

/* A data directory that cannot be written: the window says so until a
 * save succeeds, and then the progress is on disk. */
static void
test_save_error_banner (void)
{
  g_autofree char *blocker = g_build_filename (scratch, "blocker", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL, *lock = NULL;
  TutorFixture fixture = { 0 };
  TutorProgress *progress;
  GtkWidget *banner;
  GtkWidget *label;

  /* A file where the directory should be: root may write anywhere else. */
  g_assert_true (g_file_set_contents (blocker, "", 0, &error));
  g_assert_no_error (error);
  tutor_fixture_open (&fixture, "blocker/progress.ini");
  progress = tutor_application_get_progress (fixture.app);
  banner = tutor_find_widget (GTK_WIDGET (fixture.window), GTK_TYPE_INFO_BAR);
  g_assert_nonnull (banner);

  /* Whatever the window itself saved on opening failed too. */
  tutor_progress_record_task (progress, "sowing", "a", 3, 0);
  tutor_run_until (save_failed, progress, 20);
  g_assert_true (gtk_info_bar_get_revealed (GTK_INFO_BAR (banner)));
  label = tutor_find_widget (banner, GTK_TYPE_LABEL);
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (label)),
                                   "Your progress cannot be saved: "));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)),
                            "Free some space"));
  /* Another change fails the same way: the banner stays. */
  tutor_progress_record_task (progress, "sowing", "b", 2, 0);
  tutor_run_until (progress_saved, progress, 20);
  g_assert_true (gtk_info_bar_get_revealed (GTK_INFO_BAR (banner)));

  /* The learner frees the place: the next save writes everything. */
  g_assert_cmpint (g_remove (blocker), ==, 0);
  tutor_progress_record_task (progress, "sowing", "c", 1, 0);
  tutor_run_until (save_succeeded, progress, 20);
  g_assert_false (gtk_info_bar_get_revealed (GTK_INFO_BAR (banner)));
  g_assert_cmpuint (solved_on_disk (fixture.progress_path), ==, 3);
  path = g_strdup (fixture.progress_path);
  lock = g_strconcat (path, ".lock", NULL);
  tutor_fixture_close (&fixture);
  g_remove (path);
  g_remove (lock);
  g_rmdir (blocker);
}

/* The dialogs of a type shown now. */
static guint
count_dialogs (GType type, AdwMessageDialog **last)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type)
          && gtk_widget_get_visible (GTK_WIDGET (window)))
        {
          n++;
          *last = ADW_MESSAGE_DIALOG (window);
        }
    }
  return n;
}

/* The dialogs asking about the progress, shown now. */
static guint
count_save_dialogs (AdwMessageDialog **last)
{
  return count_dialogs (TUTOR_TYPE_SAVE_PROGRESS_DIALOG, last);
}

/* A click on one of its buttons, as the learner gives it. */
static void
answer (AdwMessageDialog *dialog, const char *label)
{
  GtkWidget *button = tutor_find_button (GTK_WIDGET (dialog), label);

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  /* "clicked" at once (activating waits for the button's animation). */
  g_signal_emit_by_name (button, "clicked");
}

static gboolean
window_gone (gpointer app)
{
  return gtk_application_get_windows (app) == NULL;
}

/* The progress cannot be saved (a file where its folder should be: root
 * may write anywhere else) and the learner closes the tutor. */
static TutorProgress *
open_unsaveable (TutorFixture *fixture, const char *blocker)
{
  g_autofree char *name = g_build_filename (blocker, "progress.ini", NULL);
  g_autoptr (GError) error = NULL;
  TutorProgress *progress;

  g_assert_true (g_file_set_contents (blocker, "", 0, &error));
  g_assert_no_error (error);
  tutor_fixture_open (fixture, name + strlen (scratch) + 1);
  progress = tutor_application_get_progress (fixture->app);
  tutor_progress_record_task (progress, "sowing", "a", 3, 0);
  tutor_run_until (save_failed, progress, 20);
  return progress;
}

/* Its window closed, a tutor that cannot save the progress stays and
 * says why and what to do; Ctrl+Q asks the same, once; after Try Again
 * with room made, the progress is saved and the tutor goes. */
static void
test_close_asks_when_unsaved (void)
{
  g_autofree char *blocker = g_build_filename (scratch, "closing", NULL);
  g_autofree char *path = NULL, *lock = NULL;
  TutorFixture fixture = { 0 };
  AdwMessageDialog *dialog = NULL, *again = NULL;
  GtkWidget *window;
  const char *body;

  open_unsaveable (&fixture, blocker);
  window = GTK_WIDGET (fixture.window);
  gtk_window_close (GTK_WINDOW (window));
  g_assert_true (gtk_widget_get_visible (window));
  g_assert_cmpuint (count_save_dialogs (&dialog), ==, 1);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog))
                 == GTK_WINDOW (window));
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==,
                   "Your Progress Could Not Be Saved");
  body = adw_message_dialog_get_body (dialog);
  g_assert_nonnull (strstr (body, tutor_progress_get_save_error (
                                    tutor_application_get_progress (
                                      fixture.app))));
  g_assert_nonnull (strstr (body, "Free some space on the disk"));
  g_assert_nonnull (strstr (body, blocker));
  g_assert_false (adw_message_dialog_get_body_use_markup (dialog));
  g_assert_true (adw_message_dialog_has_response (dialog, "retry"));
  g_assert_cmpint (adw_message_dialog_get_response_appearance (dialog,
                                                                "quit"),
                   ==, ADW_RESPONSE_DESTRUCTIVE);
  tutor_save_widget (GTK_WIDGET (dialog), "save-progress-dialog.png");

  /* Quitting from the menu or with Ctrl+Q shows the same question. */
  g_action_group_activate_action (G_ACTION_GROUP (fixture.app), "quit",
                                  NULL);
  g_assert_cmpuint (count_save_dialogs (&again), ==, 1);
  g_assert_true (again == dialog);
  g_assert_true (gtk_widget_get_visible (window));

  /* Trying again while it still fails asks again. */
  answer (dialog, "_Try Again");
  g_assert_true (gtk_widget_get_visible (window));
  g_assert_cmpuint (count_save_dialogs (&dialog), ==, 1);
  g_assert_true (dialog != again);
  /* Escape: the tutor stays, and asks when closed again. */
  gtk_window_close (GTK_WINDOW (dialog));
  g_assert_cmpuint (count_save_dialogs (&dialog), ==, 0);
  g_assert_true (gtk_widget_get_visible (window));
  gtk_window_close (GTK_WINDOW (window));
  g_assert_cmpuint (count_save_dialogs (&dialog), ==, 1);

  /* Room made: Try Again saves, and the tutor goes. */
  g_assert_cmpint (g_remove (blocker), ==, 0);
  answer (dialog, "_Try Again");
  tutor_run_until (window_gone, fixture.app, 20);
  g_assert_cmpuint (solved_on_disk (fixture.progress_path), ==, 1);
  path = g_strdup (fixture.progress_path);
  lock = g_strconcat (path, ".lock", NULL);
  g_clear_object (&fixture.app);
  g_clear_pointer (&fixture.progress_path, g_free);
  g_remove (path);
  g_remove (lock);
  g_rmdir (blocker);
}

/* Quit Without Saving: the tutor goes, and the end of the program, which
 * fails to save again, says so without a warning (the learner knows). */
static void
test_quit_without_saving (void)
{
  g_autofree char *blocker = g_build_filename (scratch, "giving-up", NULL);
  TutorFixture fixture = { 0 };
  AdwMessageDialog *dialog = NULL;

  open_unsaveable (&fixture, blocker);
  g_action_group_activate_action (G_ACTION_GROUP (fixture.app), "quit",
                                  NULL);
  g_assert_cmpuint (count_save_dialogs (&dialog), ==, 1);
  answer (dialog, "_Quit Without Saving");
  tutor_run_until (window_gone, fixture.app, 20);
  g_clear_object (&fixture.app);
  g_clear_pointer (&fixture.progress_path, g_free);
  g_assert_cmpint (g_remove (blocker), ==, 0);
}

/* An exercise set not saved and progress that cannot be: the set is
 * asked about first, the progress after, each once. */
static void
test_close_asks_set_then_progress (void)
{
  g_autofree char *blocker = g_build_filename (scratch, "both", NULL);
  TutorFixture fixture = { 0 };
  AdwMessageDialog *set_dialog = NULL, *dialog = NULL;
  TutorSetEditor *editor;

  open_unsaveable (&fixture, blocker);
  editor = tutor_window_get_editor (fixture.window);
  tutor_set_editor_set_difficulty (editor, 3);
  g_assert_true (tutor_window_has_unsaved_changes (fixture.window));
  gtk_window_close (GTK_WINDOW (fixture.window));
  g_assert_cmpuint (count_dialogs (TUTOR_TYPE_SAVE_CHANGES_DIALOG,
                                   &set_dialog),
                    ==, 1);
  g_assert_cmpuint (count_save_dialogs (&dialog), ==, 0);
  g_assert_cmpstr (tutor_window_get_page (fixture.window), ==, "editor");
  g_action_group_activate_action (G_ACTION_GROUP (fixture.app), "quit",
                                  NULL);
  g_assert_cmpuint (count_dialogs (TUTOR_TYPE_SAVE_CHANGES_DIALOG,
                                   &set_dialog),
                    ==, 1);
  g_assert_cmpuint (count_save_dialogs (&dialog), ==, 0);

  answer (set_dialog, "_Discard");
  g_assert_cmpuint (count_dialogs (TUTOR_TYPE_SAVE_CHANGES_DIALOG,
                                   &set_dialog),
                    ==, 0);
  g_assert_cmpuint (count_save_dialogs (&dialog), ==, 1);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (fixture.window)));
  answer (dialog, "_Quit Without Saving");
  tutor_run_until (window_gone, fixture.app, 20);
  g_clear_object (&fixture.app);
  g_clear_pointer (&fixture.progress_path, g_free);
  g_assert_cmpint (g_remove (blocker), ==, 0);
}

static void
on_catalogue_read (GObject *source, GAsyncResult *result, gpointer data)
{
  TutorCatalogue **catalogue = data;

  *catalogue = tutor_catalogue_new_finish (result, NULL);
}

static gboolean
catalogue_read (gpointer data)
{
  return *(TutorCatalogue **) data != NULL;
}

/* The shipped lessons are read in a thread, the main loop running
 * meanwhile; they arrive in their order, a broken file left out. */
static void
test_catalogue_read_in_thread (void)
{
  g_autofree char *directory = tutor_catalogue_default_directory ();
  g_autofree char *broken_dir = g_build_filename (scratch, "shipped", NULL);
  g_autofree char *broken = g_build_filename (broken_dir, "broken.xml", NULL);
  g_autoptr (TutorCatalogue) catalogue = NULL;
  g_autoptr (TutorCatalogue) partial = NULL;
  GListModel *lessons;

  tutor_catalogue_new_async (directory, NULL, on_catalogue_read, &catalogue);
  g_assert_null (catalogue);
  tutor_run_until (catalogue_read, &catalogue, 20);
  lessons = tutor_catalogue_get_lessons (catalogue);
  /* In the course's order: by part, then by order. */
  g_assert_cmpuint (g_list_model_get_n_items (lessons), ==,
                    G_N_ELEMENTS (shipped_lessons));
  for (guint i = 1; i < G_N_ELEMENTS (shipped_lessons); i++)
    {
      g_autoptr (ToguzLesson) before = g_list_model_get_item (lessons, i - 1);
      g_autoptr (ToguzLesson) lesson = g_list_model_get_item (lessons, i);
      g_assert_true (toguz_lesson_get_course_part (before)
                       < toguz_lesson_get_course_part (lesson)
                     || (toguz_lesson_get_course_part (before)
                           == toguz_lesson_get_course_part (lesson)
                         && toguz_lesson_get_order (before)
                              < toguz_lesson_get_order (lesson)));
    }
  g_assert_cmpuint (g_list_model_get_n_items (
                      tutor_catalogue_get_puzzle_sets (catalogue)),
                    ==, 1);

  g_mkdir_with_parents (broken_dir, 0755);
  g_assert_true (g_file_set_contents (broken, "", 0, NULL));
  g_test_expect_message ("Tutor", G_LOG_LEVEL_WARNING, "*broken.xml*");
  tutor_catalogue_new_async (broken_dir, NULL, on_catalogue_read, &partial);
  tutor_run_until (catalogue_read, &partial, 20);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (g_list_model_get_n_items (
                      tutor_catalogue_get_lessons (partial)),
                    ==, 0);
  g_remove (broken);
  g_rmdir (broken_dir);
}

/* Free play is a page of the window: its row in the sidebar, the
 * settings on its board, and remembered as where the learner left off. */
static void
test_free_play_page (void)
{
  TutorFixture fixture;
  TutorFreePlay *play;
  TutorBoard *board;
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);

  tutor_fixture_open (&fixture, "free-play.ini");
  play = tutor_window_get_free_play (fixture.window);
  board = tutor_free_play_get_board (play);
  g_assert_true (tutor_window_open_chapter (fixture.window, "free-play"));
  g_assert_cmpstr (tutor_window_get_page (fixture.window), ==, "play");
  /* The header is the page's: free play, and the game played. */
  g_assert_true (tutor_header_shows (GTK_WIDGET (fixture.window),
                                     "Free Play", "Togyz Kumalak"));
  g_assert_cmpstr (tutor_window_get_chapter (fixture.window), ==,
                   "free-play");

  g_settings_set_boolean (settings, "large-print", TRUE);
  g_assert_true (tutor_board_get_large_print (board));
  g_settings_set_boolean (settings, "hover-preview", FALSE);
  g_assert_false (tutor_board_get_hover_preview (board));
  g_settings_reset (settings, "large-print");
  g_settings_reset (settings, "hover-preview");
  g_assert_false (tutor_board_get_large_print (board));
  g_assert_true (tutor_board_get_hover_preview (board));

  g_assert_true (tutor_free_play_new_game (play, TUTOR_OPPONENT_BEGINNER,
                                           TOGUZ_WHITE, "togyz"));
  tutor_click_board_hole (board, TOGUZ_WHITE, 6);
  tutor_wait_idle (&fixture);
  /* The learner's move and the engine's answer. */
  g_assert_cmpuint (g_list_model_get_n_items (tutor_free_play_get_moves (play)),
                    ==, 2);
  gtk_window_set_default_size (GTK_WINDOW (fixture.window), 1200, 860);
  tutor_save_screen (&fixture, "window-free-play.png");
  tutor_fixture_close (&fixture);

  tutor_fixture_open (&fixture, "free-play.ini");
  g_assert_cmpstr (tutor_window_get_page (fixture.window), ==, "play");
  /* A lesson's header: its title over its summary, from the page. */
  g_assert_true (tutor_window_open_chapter (fixture.window, "even-captures"));
  {
    ToguzLesson *lesson = tutor_catalogue_find (
      tutor_application_get_catalogue (fixture.app), "even-captures");
    g_assert_true (tutor_header_shows (GTK_WIDGET (fixture.window),
                                       toguz_lesson_get_title (lesson),
                                       toguz_lesson_get_summary (lesson)));
  }
  tutor_fixture_close (&fixture);
  g_settings_reset (settings, "last-chapter");
}

/* A label under `root` whose text holds `text`. */
static GtkWidget *
find_label (GtkWidget *root, const char *text)
{
  if (GTK_IS_LABEL (root)
      && strstr (gtk_label_get_text (GTK_LABEL (root)), text))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child, text);

      if (found)
        return found;
    }
  return NULL;
}

static const char *label_awaited;

static gboolean
label_shown (gpointer window)
{
  return find_label (window, label_awaited) != NULL;
}

/* A toast shows its text as it is, never as markup: a file name is not
 * Pango's (with fatal warnings, a markup error ends the test). */
static void
test_toast_literal (void)
{
  TutorFixture fixture;
  g_autoptr (AdwToast) toast = g_object_ref_sink (
    tutor_toast_new ("Tom & <Jerry>.csv"));

  g_assert_cmpstr (adw_toast_get_title (toast), ==,
                   "Tom &amp; &lt;Jerry&gt;.csv");

  tutor_fixture_open (&fixture, "toast.ini");
  tutor_window_show_toast (fixture.window, "Tom & <Jerry>.csv");
  label_awaited = "Tom & <Jerry>.csv";
  tutor_run_until (label_shown, fixture.window, 10);
  tutor_fixture_close (&fixture);

  /* A progress file that cannot be read: its line is in the toast. */
  {
    g_autofree char *path = g_build_filename (scratch, "hostile-toast.ini",
                                              NULL);

    g_assert_true (g_file_set_contents (path, "[Toguz Tutor]\n"
                                              "<i>Tom & Jerry</b\n",
                                        -1, NULL));
  }
  tutor_fixture_open (&fixture, "hostile-toast.ini");
  label_awaited = "<i>Tom & Jerry</b";
  tutor_run_until (label_shown, fixture.window, 10);
  tutor_fixture_close (&fixture);
}

/* Screens, for people to look at. */
static void
test_screens (void)
{
  TutorFixture fixture;
  guint step;

  tutor_fixture_open (&fixture, "screens.ini");
  gtk_window_set_default_size (GTK_WINDOW (fixture.window), 1200, 860);

  /* A step that shows a sowing. */
  open_step (&fixture, "even-captures", 0);
  tutor_save_screen (&fixture, "lesson-step.png");

  /* A prediction, a wrong answer to it. */
  step = find_step (&fixture, "sowing", TOGUZ_TASK_PREDICT,
                    TOGUZ_PREDICT_LANDING);
  open_step (&fixture, "sowing", step);
  tutor_save_screen (&fixture, "prediction.png");

  /* A hint shown. */
  open_step (&fixture, "even-captures",
             find_step (&fixture, "even-captures", TOGUZ_TASK_GOAL, -1));
  tutor_press_button (&fixture, "_Hint");
  tutor_press_button (&fixture, "_Hint");
  tutor_save_screen (&fixture, "hint.png");

  /* Feedback on a wrong move. */
  tutor_click_hole (&fixture,
                    (ToguzSide)toguz_task_session_get_position (
                        tutor_fixture_session (&fixture))
                        ->side,
                    (guint)tutor_find_wrong_move (&fixture));
  tutor_save_screen (&fixture, "wrong-move.png");

  /* A task solved, in the dark style. */
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_DARK);
  open_step (&fixture, "tuzdik",
             find_step (&fixture, "tuzdik", TOGUZ_TASK_GOAL, -1));
  answer_rightly (&fixture);
  tutor_save_screen (&fixture, "dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);

  /* A narrow window: the chapters fold away. */
  gtk_window_set_default_size (GTK_WINDOW (fixture.window), 400, 760);
  open_step (&fixture, "sowing", 1);
  tutor_save_screen (&fixture, "narrow.png");
  tutor_fixture_close (&fixture);
}

int
main (int argc, char **argv)
{
  scratch = tutor_test_init (&argc, &argv);
  g_test_add_func ("/tutor/first-task-of-each-lesson",
                   test_first_task_of_each_lesson);
  g_test_add_func ("/tutor/prediction-wrong-then-right",
                   test_prediction_wrong_then_right);
  g_test_add_func ("/tutor/shown-is-not-solved", test_shown_is_not_solved);
  g_test_add_func ("/tutor/wrong-move-explained", test_wrong_move_explained);
  g_test_add_func ("/tutor/hint-ladder", test_hint_ladder);
  g_test_add_func ("/tutor/progress-survives", test_progress_survives);
  g_test_add_func ("/tutor/sidebar-follows-progress",
                   test_sidebar_follows_progress);
  g_test_add_func ("/tutor/sidebar-follows-other-instance",
                   test_sidebar_follows_other_instance);
  g_test_add_func ("/tutor/save-error-banner", test_save_error_banner);
  g_test_add_func ("/tutor/close-asks-when-unsaved",
                   test_close_asks_when_unsaved);
  g_test_add_func ("/tutor/quit-without-saving", test_quit_without_saving);
  g_test_add_func ("/tutor/close-asks-set-then-progress",
                   test_close_asks_set_then_progress);
  g_test_add_func ("/tutor/catalogue-read-in-thread",
                   test_catalogue_read_in_thread);
  g_test_add_func ("/tutor/free-play-page", test_free_play_page);
  g_test_add_func ("/tutor/toast-literal", test_toast_literal);
  g_test_add_func ("/tutor/screens", test_screens);
  return tutor_test_finish (g_test_run ());
}
