/* test-learners-window.c: learners on a shared computer, in the window
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A teacher sets up a shared computer, learners take turns: the picker
 * at start, the header's switch, the Learners dialog and its questions,
 * the class results of every learner.
 */
#include "config.h"

#include <string.h>

#include "tutor-learner-button.h"
#include "tutor-learner-name-dialog.h"
#include "tutor-learner-picker.h"
#include "tutor-learners-dialog.h"
#include "tutor-sidebar.h"
#include "tutor-test-util.h"

#define PUZZLES "puzzles-from-games"

static const char *scratch;

/* A computer where Aigerim learned (the sowing lesson's first two tasks,
 * an attempt) before Dana was added; Dana's id in *dana. */
static void
set_up_shared (const char *progress_name, char **aigerim, char **dana)
{
  g_autofree char *progress = g_build_filename (scratch, progress_name,
                                                NULL);
  g_autofree char *path = g_strconcat (progress, ".learners", NULL);
  g_autoptr (TutorLearners) learners = tutor_learners_new (path,
                                                           progress_name,
                                                           "Aigerim");
  TutorProgress *first;
  TutorAttempt attempt = { .set_id = "sowing", .set_title = "Sowing",
                           .task_id = "t0", .solved = TRUE, .stars = 3 };

  *aigerim = g_strdup (tutor_learners_get_current (learners));
  *dana = tutor_learners_add (learners, "Dana", NULL);
  g_assert_nonnull (*dana);
  first = tutor_learners_get_progress (learners, *aigerim);
  tutor_progress_record_attempt (first, &attempt);
  tutor_progress_record_task (first, PUZZLES, "a", 3, 0);
  tutor_progress_record_task (first, PUZZLES, "b", 2, 0);
  g_assert_true (tutor_learners_save (learners, NULL));
}

static TutorLearners *
learners_of (TutorFixture *fixture)
{
  return tutor_application_get_learners (fixture->app);
}

/* The sidebar's words for the set of puzzles. */
static char *
puzzles_subtitle (TutorFixture *fixture)
{
  ToguzLesson *set = tutor_catalogue_find (
    tutor_application_get_catalogue (fixture->app), PUZZLES);
  GtkWidget *list;
  GtkListBoxRow *row;

  g_assert_nonnull (set);
  list = tutor_find_widget (tutor_find_widget (GTK_WIDGET (fixture->window),
                                               TUTOR_TYPE_SIDEBAR),
                            GTK_TYPE_LIST_BOX);
  for (int i = 0; (row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list),
                                                        i));
       i++)
    if (ADW_IS_ACTION_ROW (row)
        && g_strcmp0 (adw_preferences_row_get_title (
                        ADW_PREFERENCES_ROW (row)),
                      toguz_lesson_get_title (set))
             == 0)
      return g_strdup (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));
  g_assert_not_reached ();
}

static gboolean
message_shown (gpointer data)
{
  GtkWidget **found = data;
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_mapped (window))
        {
          *found = window;
          return TRUE;
        }
    }
  return FALSE;
}

/* The question shown now, once drawn. */
static AdwMessageDialog *
wait_message (void)
{
  GtkWidget *found = NULL;

  tutor_run_until (message_shown, &found, 20);
  return ADW_MESSAGE_DIALOG (found);
}

static gboolean
no_message (gpointer data)
{
  GtkWidget *found = NULL;

  return !message_shown (&found);
}

/* Answers the question as its button does (the response, then the
 * dialog closed), and waits for it to go. */
static void
answer (AdwMessageDialog *question, const char *response)
{
  adw_message_dialog_response (question, response);
  gtk_window_close (GTK_WINDOW (question));
  tutor_run_until (no_message, NULL, 20);
}

static gboolean
learners_dialog_shown (gpointer data)
{
  GtkWidget **found = data;
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (TUTOR_IS_LEARNERS_DIALOG (window) && gtk_widget_get_mapped (window))
        {
          *found = window;
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
picker_gone (gpointer window)
{
  return !tutor_window_get_picker_shown (window);
}

/* A learner's card pressed as with the keyboard: GTK clicks it a moment
 * later. */
static void
pick (TutorFixture *fixture, const char *id)
{
  GtkWidget *card = tutor_learner_picker_get_button (
    TUTOR_LEARNER_PICKER (tutor_window_get_picker (fixture->window)), id);

  g_assert_nonnull (card);
  g_assert_true (gtk_widget_activate (card));
  tutor_run_until (picker_gone, fixture->window, 20);
  tutor_wait_idle (fixture);
}

static gboolean
saved (gpointer app)
{
  return !tutor_application_is_saving (app);
}

/* Whether the sidebar's header shows who is learning, not the title. */
static gboolean
header_shows_learner (TutorFixture *fixture)
{
  GtkWidget *button = tutor_window_get_learner_button (fixture->window);

  return gtk_widget_get_parent (button) != NULL
         && gtk_widget_get_mapped (button);
}

/* Two learners: the window asks who is learning before anything else;
 * each chosen sees their own progress, in the sidebar too, and a try
 * under way when the learner changes is the one's who made it. */
static void
test_picker_and_switch (void)
{
  TutorFixture fixture;
  g_autofree char *aigerim = NULL, *dana = NULL;
  g_autofree char *hers = NULL, *none = NULL, *back = NULL;
  GtkWidget *picker, *button, *row;
  TutorProgress *aigerim_progress;
  guint attempts;
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);

  set_up_shared ("picker.ini", &aigerim, &dana);
  tutor_fixture_open (&fixture, "picker.ini");
  g_assert_true (tutor_window_get_picker_shown (fixture.window));
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (fixture.player)));
  picker = tutor_window_get_picker (fixture.window);
  g_assert_true (gtk_widget_get_mapped (picker));
  g_assert_nonnull (tutor_learner_picker_get_button (
    TUTOR_LEARNER_PICKER (picker), TUTOR_LEARNERS_GUEST));
  g_assert_nonnull (tutor_learner_picker_get_button (
    TUTOR_LEARNER_PICKER (picker), NULL));
  tutor_save_screen (&fixture, "learners-picker.png");
  hers = puzzles_subtitle (&fixture);
  g_assert_nonnull (strstr (hers, "2 of "));

  /* Dana chooses herself: her progress, none of Aigerim's. */
  pick (&fixture, dana);
  g_assert_false (tutor_window_get_picker_shown (fixture.window));
  g_assert_cmpstr (tutor_learners_get_current (learners_of (&fixture)), ==,
                   dana);
  g_assert_cmpuint (tutor_progress_count_solved (
                      tutor_application_get_progress (fixture.app), PUZZLES),
                    ==, 0);
  none = puzzles_subtitle (&fixture);
  g_assert_nonnull (strstr (none, "0 of "));
  g_assert_true (header_shows_learner (&fixture));

  /* Back to Aigerim through the header, while Dana is on a puzzle she
   * got wrong: her try is hers. */
  tutor_fixture_open_set (&fixture, PUZZLES);
  {
    ToguzTaskSession *session = tutor_fixture_session (&fixture);
    int wrong = tutor_find_wrong_move (&fixture);

    g_assert_cmpint (wrong, >=, 0);
    tutor_click_hole (&fixture,
                      (ToguzSide) toguz_task_session_get_position (session)
                        ->side,
                      (guint) wrong);
  }
  aigerim_progress = tutor_learners_get_progress (learners_of (&fixture),
                                                  aigerim);
  attempts = tutor_progress_count_attempts (aigerim_progress);
  g_assert_cmpuint (tutor_progress_count_attempts (
                      tutor_application_get_progress (fixture.app)),
                    ==, 0);
  button = tutor_window_get_learner_button (fixture.window);
  gtk_menu_button_popup (tutor_learner_button_get_menu_button (
    TUTOR_LEARNER_BUTTON (button)));
  tutor_save_widget (GTK_WIDGET (gtk_menu_button_get_popover (
                      tutor_learner_button_get_menu_button (
                        TUTOR_LEARNER_BUTTON (button)))),
                    "learners-header-popover.png");
  row = tutor_learner_button_get_row (TUTOR_LEARNER_BUTTON (button),
                                      aigerim);
  g_assert_nonnull (row);
  g_signal_emit_by_name (row, "activate");
  tutor_fixture_follow_page (&fixture);
  tutor_wait_idle (&fixture);
  g_assert_cmpstr (tutor_learners_get_current (learners_of (&fixture)), ==,
                   aigerim);
  g_assert_true (tutor_application_get_progress (fixture.app)
                 == aigerim_progress);
  g_assert_cmpuint (tutor_progress_count_attempts (aigerim_progress), ==,
                    attempts);
  g_assert_cmpuint (tutor_progress_count_attempts (
                      tutor_learners_get_progress (learners_of (&fixture),
                                                   dana)),
                    ==, 1);
  g_assert_cmpstr (tutor_window_get_page (fixture.window), ==, "trainer");
  back = puzzles_subtitle (&fixture);
  g_assert_cmpstr (back, ==, hers);
  tutor_save_screen (&fixture, "learners-header.png");
  tutor_fixture_close (&fixture);
  g_settings_reset (settings, "last-chapter");
}

/* One learner alone never sees the picker, nor a learner in the header;
 * the Learners dialog adds a second, and removes them again, asking
 * first with Cancel the default. */
static void
test_one_learner_then_two (void)
{
  TutorFixture fixture;
  TutorLearners *learners;
  GtkWidget *dialog = NULL;
  AdwMessageDialog *question;
  g_autofree char *dana = NULL, *dana_path = NULL;
  g_auto (GStrv) ids = NULL;

  tutor_fixture_open (&fixture, "alone.ini");
  learners = learners_of (&fixture);
  g_assert_cmpuint (tutor_learners_get_n_learners (learners), ==, 1);
  g_assert_false (tutor_window_get_picker_shown (fixture.window));
  g_assert_false (header_shows_learner (&fixture));

  g_action_group_activate_action (G_ACTION_GROUP (fixture.app), "learners",
                                  NULL);
  tutor_run_until (learners_dialog_shown, &dialog, 20);
  g_assert_true (gtk_widget_activate_action (dialog, "learners.add", NULL));
  question = wait_message ();
  /* Refused while the name is taken, whatever its case. */
  {
    g_autofree char *taken = g_utf8_strup (
      tutor_learners_get_name (learners,
                               tutor_learners_get_current (learners)),
      -1);

    gtk_editable_set_text (
      tutor_learner_name_dialog_get_entry (GTK_WIDGET (question)), taken);
  }
  tutor_save_widget (GTK_WIDGET (question), "learners-add-taken.png");
  g_assert_false (adw_message_dialog_get_response_enabled (question,
                                                           "save"));
  gtk_editable_set_text (tutor_learner_name_dialog_get_entry (GTK_WIDGET (
                           question)),
                         " Dana ");
  g_assert_true (adw_message_dialog_get_response_enabled (question, "save"));
  tutor_save_widget (GTK_WIDGET (question), "learners-add.png");
  answer (question, "save");
  tutor_wait_idle (&fixture);
  g_assert_cmpuint (tutor_learners_get_n_learners (learners), ==, 2);
  ids = tutor_learners_dup_ids (learners);
  dana = g_strdup (ids[1]);
  g_assert_cmpstr (tutor_learners_get_name (learners, dana), ==, "Dana");
  /* Adding is not switching: the teacher sets up. */
  g_assert_cmpstr (tutor_learners_get_current (learners), ==, ids[0]);
  g_assert_true (header_shows_learner (&fixture));
  g_assert_nonnull (tutor_learners_dialog_get_row (
    TUTOR_LEARNERS_DIALOG (dialog), dana));
  tutor_save_widget (dialog, "learners-dialog.png");

  /* Removing asks first; Cancel is the default and keeps her. */
  dana_path = tutor_learners_dup_progress_path (learners, dana);
  tutor_progress_record_task (tutor_learners_get_progress (learners, dana),
                              "sowing", "t", 3, 0);
  g_assert_true (tutor_learners_save (learners, NULL));
  g_assert_true (g_file_test (dana_path, G_FILE_TEST_EXISTS));
  g_assert_true (gtk_widget_activate_action (dialog, "learners.remove", "s",
                                             dana));
  question = wait_message ();
  g_assert_cmpstr (adw_message_dialog_get_default_response (question), ==,
                   "cancel");
  g_assert_cmpstr (adw_message_dialog_get_close_response (question), ==,
                   "cancel");
  g_assert_cmpint (adw_message_dialog_get_response_appearance (question,
                                                               "remove"),
                   ==, ADW_RESPONSE_DESTRUCTIVE);
  g_assert_nonnull (strstr (adw_message_dialog_get_heading (question),
                            "Dana"));
  tutor_save_widget (GTK_WIDGET (question), "learners-remove.png");
  answer (question, "cancel");
  tutor_wait_idle (&fixture);
  g_assert_cmpuint (tutor_learners_get_n_learners (learners), ==, 2);

  g_assert_true (gtk_widget_activate_action (dialog, "learners.remove", "s",
                                             dana));
  answer (wait_message (), "remove");
  tutor_wait_idle (&fixture);
  g_assert_cmpuint (tutor_learners_get_n_learners (learners), ==, 1);
  g_assert_false (g_file_test (dana_path, G_FILE_TEST_EXISTS));
  g_assert_null (tutor_learners_dialog_get_row (
    TUTOR_LEARNERS_DIALOG (dialog), dana));
  g_assert_false (header_shows_learner (&fixture));
  gtk_window_destroy (GTK_WINDOW (dialog));
  tutor_fixture_close (&fixture);
}

/* Reset Progress resets who is learning, says whose, and leaves the
 * others theirs; the class results of a shared computer hold every
 * learner's attempts, each under its learner. */
static void
test_reset_and_export (void)
{
  TutorFixture fixture;
  g_autofree char *aigerim = NULL, *dana = NULL, *csv = NULL;
  g_autofree char *path = g_build_filename (scratch, "class.csv", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  TutorLearners *learners;
  AdwMessageDialog *question;
  TutorAttempt attempt = { .set_id = "sowing", .task_id = "t9" };

  set_up_shared ("export.ini", &aigerim, &dana);
  tutor_fixture_open (&fixture, "export.ini");
  learners = learners_of (&fixture);
  pick (&fixture, dana);
  tutor_progress_record_attempt (tutor_application_get_progress (fixture.app),
                                 &attempt);
  tutor_progress_record_task (tutor_application_get_progress (fixture.app),
                              PUZZLES, "c", 1, 0);

  g_action_group_activate_action (G_ACTION_GROUP (fixture.app), "export-results",
                                  NULL);
  tutor_answer_file_chooser (&fixture, file);
  tutor_run_until (saved, fixture.app, 20);
  g_assert_true (g_file_get_contents (path, &csv, NULL, NULL));
  g_test_message ("%s", csv);
  g_assert_nonnull (strstr (csv, "\r\nAigerim,"));
  g_assert_nonnull (strstr (csv, "\r\nDana,"));
  g_assert_null (strstr (csv, "Guest"));

  g_action_group_activate_action (G_ACTION_GROUP (fixture.app),
                                  "reset-progress", NULL);
  question = wait_message ();
  g_assert_nonnull (strstr (adw_message_dialog_get_heading (question),
                            "Dana"));
  g_assert_cmpstr (adw_message_dialog_get_default_response (question), ==,
                   "cancel");
  answer (question, "reset");
  /* Back to the first lesson not finished. */
  tutor_fixture_follow_page (&fixture);
  tutor_wait_idle (&fixture);
  g_assert_cmpuint (tutor_progress_count_solved (
                      tutor_learners_get_progress (learners, dana), PUZZLES),
                    ==, 0);
  g_assert_cmpuint (tutor_progress_count_solved (
                      tutor_learners_get_progress (learners, aigerim),
                      PUZZLES),
                    ==, 2);
  tutor_fixture_close (&fixture);
}

int
main (int argc, char **argv)
{
  scratch = tutor_test_init (&argc, &argv);
  g_test_add_func ("/learners-window/picker-and-switch",
                   test_picker_and_switch);
  g_test_add_func ("/learners-window/one-learner-then-two",
                   test_one_learner_then_two);
  g_test_add_func ("/learners-window/reset-and-export",
                   test_reset_and_export);
  return tutor_test_finish (g_test_run ());
}
