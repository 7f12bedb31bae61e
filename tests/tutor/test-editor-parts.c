/* test-editor-parts.c: the exercise set editor's files and parts
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under Xvfb, as test-set-editor.c does: the page's files opened
 * and saved as its dialogs' responses would, the dialog that asks about
 * unsaved changes, the page's shortcuts, and the widgets it is built of
 * (the record browser, the check card) on their own.  Screens are
 * rendered to TUTOR_SCREENS_DIR.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <unistd.h>

#include "toguz-lesson-text.h"
#include "toguz-text.h"
#include "tutor-check-card.h"
#include "tutor-record-browser.h"
#include "tutor-save-changes-dialog.h"
#include "editor-fixture.h"

/* Files */

/* A teacher's file opened, saved elsewhere, checked; files it refuses. */
static void
test_open_files (void)
{
  Fixture fixture;
  g_autofree char *sample = g_build_filename (
    g_getenv ("TOGUZ_LESSONS_SOURCE"), "examples", "teacher-sample.xml", NULL);
  g_autofree char *lesson_path = g_build_filename (
    g_getenv ("TOGUZ_LESSONS_SOURCE"), "01-sowing.xml", NULL);
  g_autofree char *copy_path = scratch_file ("homework.xml");
  g_autofree char *broken_path = scratch_file ("broken.xml");
  g_autoptr (GFile) file = g_file_new_for_path (sample);
  g_autoptr (GFile) copy = g_file_new_for_path (copy_path);
  g_autoptr (GFile) lesson_file = g_file_new_for_path (lesson_path);
  g_autoptr (GFile) broken = g_file_new_for_path (broken_path);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) original = toguz_lesson_load_file (sample, problems);
  g_autoptr (ToguzLesson) edited = NULL;
  g_autofree char *original_text = NULL, *edited_text = NULL;
  g_autofree char *output = NULL;

  fixture_open (&fixture);
  g_assert_true (open_file (fixture.editor, file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tutor_set_editor_get_n_puzzles (fixture.editor), ==,
                    toguz_lesson_get_n_steps (original));
  /* Every puzzle as the file has it, in every language. */
  edited = tutor_set_editor_get_lesson (fixture.editor);
  original_text = model_text (original);
  edited_text = model_text (edited);
  g_assert_cmpstr (edited_text, ==, original_text);
  tutor_set_editor_select_puzzle (fixture.editor, 2);
  wait_idle (&fixture);
  tutor_set_editor_set_language (fixture.editor, "kk");
  tutor_save_widget (GTK_WIDGET (fixture.window), "editor-sample-kk.png");
  /* The whole form below the board, for people to look at. */
  tutor_save_widget (tutor_find_widget (GTK_WIDGET (fixture.editor),
                                        ADW_TYPE_CLAMP),
                     "editor-sample-form.png");
  tutor_set_editor_set_language (fixture.editor, NULL);
  g_assert_true (save_file (fixture.editor, copy, &error));
  g_assert_no_error (error);
  g_assert_cmpint (lesson_check (copy_path, &output), ==, 0);
  /* Opened, looked through and saved: the teacher's file, byte for byte
   * (issue 17). */
  {
    g_autofree char *was = NULL, *now = NULL;
    const char *third;
    gsize before;

    g_assert_true (g_file_get_contents (sample, &was, NULL, NULL));
    g_assert_true (g_file_get_contents (copy_path, &now, NULL, NULL));
    g_assert_cmpstr (now, ==, was);
    /* A hint of the puzzle shown edited: only that puzzle is rewritten,
     * its comment and everything before it kept. */
    tutor_set_editor_set_hint (fixture.editor, 0, "Count to Black's row.");
    g_assert_true (save_file (fixture.editor, copy, &error));
    g_assert_no_error (error);
    g_clear_pointer (&now, g_free);
    g_assert_true (g_file_get_contents (copy_path, &now, NULL, NULL));
    third = strstr (was, "  <puzzle id=\"tuzdik-for-white\"");
    g_assert_nonnull (third);
    before = (gsize) (third - was);
    g_assert_cmpint (strncmp (now, was, before), ==, 0);
    g_assert_nonnull (strstr (now + before,
                              "<hint>Count to Black's row.</hint>"));
    g_assert_cmpstr (strstr (now, "\n\n  <!-- 4. The three restrictions"),
                     ==, strstr (was, "\n\n  <!-- 4. The three restrictions"));
  }

  /* A lesson is not an exercise set. */
  g_assert_false (open_file (fixture.editor, lesson_file, &error));
  g_assert_error (error, TOGUZ_ERROR, TOGUZ_ERROR_LESSON);
  g_assert_nonnull (strstr (error->message, "is a lesson"));
  g_clear_error (&error);
  /* A file with a DOCTYPE: the loader's problem, shown. */
  g_assert_true (g_file_set_contents (broken_path,
                                      "<?xml version=\"1.0\"?>\n"
                                      "<!DOCTYPE x [<!ENTITY a \"b\">]>\n"
                                      "<exercise-set/>\n",
                                      -1, NULL));
  g_assert_false (open_file (fixture.editor, broken, &error));
  g_assert_nonnull (strstr (error->message, "DOCTYPE"));
  /* The set opened before is still there. */
  g_assert_cmpuint (tutor_set_editor_get_n_puzzles (fixture.editor), ==,
                    toguz_lesson_get_n_steps (original));
  fixture_close (&fixture);
  g_remove (copy_path);
  g_remove (broken_path);
}

/* Unsaved changes: the dialog asks. */

static void
called (gpointer data)
{
  *(gboolean *) data = TRUE;
}

static AdwMessageDialog *
find_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (window)
          && gtk_widget_get_visible (GTK_WIDGET (window)))
        return ADW_MESSAGE_DIALOG (window);
    }
  return NULL;
}

static void
test_unsaved (void)
{
  Fixture fixture;
  gboolean done = FALSE;
  AdwMessageDialog *dialog;

  fixture_open (&fixture);
  /* Nothing to save: at once. */
  tutor_set_editor_confirm_discard (fixture.editor, G_CALLBACK (called),
                                    &done);
  g_assert_true (done);

  done = FALSE;
  tutor_set_editor_set_difficulty (fixture.editor, 3);
  g_assert_true (tutor_set_editor_get_modified (fixture.editor));
  tutor_set_editor_confirm_discard (fixture.editor, G_CALLBACK (called),
                                    &done);
  g_assert_false (done);
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_true (TUTOR_IS_SAVE_CHANGES_DIALOG (dialog));
  g_assert_true (adw_message_dialog_has_response (dialog, "save"));
  /* Cancel keeps everything. */
  adw_message_dialog_response (dialog, "cancel");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_false (done);

  tutor_set_editor_confirm_discard (fixture.editor, G_CALLBACK (called),
                                    &done);
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "discard");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_true (done);
  fixture_close (&fixture);
}

/* Reading and writing off the main thread */

static void
count_busy (GObject *object, GParamSpec *pspec, gpointer data)
{
  gboolean busy;

  g_object_get (object, "busy", &busy, NULL);
  if (busy)
    (*(guint *) data)++;
}

static void
test_async_files (void)
{
  Fixture fixture;
  g_autofree char *path = scratch_file ("async.xml");
  g_autofree char *missing = scratch_file ("no-such-set.xml");
  g_autofree char *games = g_build_filename (g_getenv ("TOGUZ_GAMES_DIR"),
                                             "playok-2025-sample.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFile) missing_file = g_file_new_for_path (missing);
  g_autoptr (GFile) games_file = g_file_new_for_path (games);
  g_autoptr (ToguzLesson) before = NULL;
  g_autoptr (ToguzLesson) after = NULL;
  g_autofree char *before_text = NULL;
  g_autofree char *after_text = NULL;
  g_autoptr (GError) error = NULL;
  AsyncResult async;
  guint busy = 0;
  gboolean modified = TRUE;

  fixture_open (&fixture);
  g_signal_connect (fixture.editor, "notify::busy", G_CALLBACK (count_busy),
                    &busy);
  tutor_set_editor_set_set_title (fixture.editor, NULL, "Async Week");
  g_assert_true (tutor_set_editor_set_fen (fixture.editor, ONE_CAPTURE,
                                           NULL));
  wait_idle (&fixture);
  g_assert_cmpuint (busy, >, 0);
  g_assert_false (tutor_set_editor_get_busy (fixture.editor));
  before = tutor_set_editor_get_lesson (fixture.editor);
  before_text = model_text (before);

  /* Saving: busy until written, then not modified. */
  busy = 0;
  async_start (&async, tutor_set_editor_save_file_finish);
  tutor_set_editor_save_file_async (fixture.editor, file, NULL,
                                    on_async_done, &async);
  g_assert_true (tutor_set_editor_get_busy (fixture.editor));
  g_assert_false (tutor_set_editor_is_idle (fixture.editor));
  tutor_run_until (async_done, &async, 60);
  g_assert_no_error (async.error);
  g_assert_true (async.ok);
  g_assert_cmpuint (busy, ==, 1);
  g_object_get (fixture.editor, "modified", &modified, NULL);
  g_assert_false (modified);
  g_assert_true (g_file_equal (tutor_set_editor_get_file (fixture.editor),
                               file));
  g_assert_cmpint (lesson_check (path, NULL), ==, 0);

  /* Reading it back into a new set. */
  tutor_set_editor_new_set (fixture.editor);
  g_assert_true (open_file (fixture.editor, file, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tutor_set_editor_get_title (fixture.editor), ==,
                   "Async Week");
  after = tutor_set_editor_get_lesson (fixture.editor);
  after_text = model_text (after);
  g_assert_cmpstr (after_text, ==, before_text);

  /* A file that is not there: the page says so, the set stays. */
  g_assert_false (open_file (fixture.editor, missing_file, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_cmpstr (tutor_set_editor_get_title (fixture.editor), ==,
                   "Async Week");

  /* A game record, read off the main thread, shown at its start. */
  g_assert_true (open_record (fixture.editor, games_file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tutor_set_editor_get_record_n_games (fixture.editor), >,
                    2);
  g_assert_cmpuint (tutor_set_editor_get_record_n_plies (fixture.editor), >,
                    0);
  wait_idle (&fixture);
  fixture_close (&fixture);
  g_remove (path);
}

/* The page's widgets of their own */

static void
count_signal (gpointer data)
{
  (*(guint *) data)++;
}

/* The browser's read off the main thread, waited for. */
static gboolean
load_records (TutorRecordBrowser *browser, GFile *file, GError **error)
{
  AsyncResult async;

  async_start (&async, (FileFinish) tutor_record_browser_load_finish);
  tutor_record_browser_load_async (browser, file, toguz_ruleset_default (),
                                   NULL, on_async_done, &async);
  tutor_run_until (async_done, &async, 60);
  if (async.error)
    g_propagate_error (error, async.error);
  return async.ok;
}

static void
test_record_browser (void)
{
  g_autofree char *games = g_build_filename (g_getenv ("TOGUZ_GAMES_DIR"),
                                             "playok-2025-sample.pgn", NULL);
  g_autofree char *empty = scratch_file ("empty.pgn");
  g_autoptr (GFile) file = g_file_new_for_path (games);
  g_autoptr (GFile) empty_file = g_file_new_for_path (empty);
  g_autoptr (GError) error = NULL;
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  TutorRecordBrowser *browser = TUTOR_RECORD_BROWSER (
    tutor_record_browser_new ());
  guint plies_shown = 0, chosen = 0, closed = 0;
  g_autofree char *name = NULL;
  ToguzPosition start;

  gtk_window_set_child (window, GTK_WIDGET (browser));
  gtk_window_present (window);
  g_signal_connect_swapped (browser, "ply-changed",
                            G_CALLBACK (count_signal), &plies_shown);
  g_signal_connect_swapped (browser, "position-chosen",
                            G_CALLBACK (count_signal), &chosen);
  g_signal_connect_swapped (browser, "closed", G_CALLBACK (count_signal),
                            &closed);

  g_assert_true (load_records (browser, file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tutor_record_browser_get_n_games (browser), >, 2);
  g_assert_cmpuint (plies_shown, ==, 1);
  /* The first game, at its start. */
  toguz_position_init (toguz_ruleset_default (), &start);
  g_assert_cmpuint (tutor_record_browser_get_ply (browser), ==, 0);
  g_assert_true (toguz_position_equal (
    tutor_record_browser_get_position (browser), &start));
  name = tutor_record_browser_dup_game_name (browser);
  g_assert_nonnull (strstr (name, "PlayOK"));

  /* Stepping: one ply on, and not before the start. */
  tutor_record_browser_step (browser, -1);
  g_assert_cmpuint (tutor_record_browser_get_ply (browser), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (browser),
                                             "record.next", NULL));
  g_assert_cmpuint (tutor_record_browser_get_ply (browser), ==, 1);
  g_assert_cmpuint (plies_shown, ==, 2);
  g_assert_false (toguz_position_equal (
    tutor_record_browser_get_position (browser), &start));
  tutor_record_browser_set_ply (browser,
                                tutor_record_browser_get_n_plies (browser));
  g_assert_cmpuint (tutor_record_browser_get_ply (browser), ==,
                    tutor_record_browser_get_n_plies (browser));

  /* Another game starts at its start again. */
  g_assert_true (tutor_record_browser_select_game (browser, 1, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tutor_record_browser_get_ply (browser), ==, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (browser),
                                             "record.use", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (browser),
                                             "record.cancel", NULL));
  g_assert_cmpuint (chosen, ==, 1);
  g_assert_cmpuint (closed, ==, 1);

  /* A file with no game is refused; the games shown stay. */
  g_assert_true (g_file_set_contents (empty, "", 0, NULL));
  g_assert_false (load_records (browser, empty_file, &error));
  g_assert_nonnull (error);
  g_assert_cmpuint (tutor_record_browser_get_n_games (browser), >, 2);
  gtk_window_destroy (window);
  g_remove (empty);
}

static void
test_check_card (void)
{
  g_autoptr (GtkWidget) card = g_object_ref_sink (tutor_check_card_new ());
  ToguzGoalAnswer answer = { 0 };
  g_autoptr (ToguzStep) step = toguz_step_new ();
  ToguzTask *task = toguz_task_new ();
  ToguzPosition pos;

  step->task = task;
  tutor_check_card_set_state (TUTOR_CHECK_CARD (card), "emblem-ok-symbolic",
                              "success", "Title", "Detail");
  g_assert_cmpstr (tutor_check_card_get_text (TUTOR_CHECK_CARD (card)), ==,
                   "Title\nDetail");
  g_assert_true (gtk_widget_has_css_class (card, "success"));
  tutor_check_card_set_state (TUTOR_CHECK_CARD (card), NULL, "info",
                              "Checking", NULL);
  g_assert_cmpstr (tutor_check_card_get_text (TUTOR_CHECK_CARD (card)), ==,
                   "Checking");
  g_assert_false (gtk_widget_has_css_class (card, "success"));
  g_assert_true (gtk_widget_has_css_class (card, "info"));

  /* No move achieves the goal: an error, and no solution stated. */
  toguz_position_init (toguz_ruleset_default (), &pos);
  step->rules = *toguz_ruleset_default ();
  step->position = pos;
  answer.decided = TRUE;
  answer.best_move = -1;
  tutor_check_card_show_answer (TUTOR_CHECK_CARD (card),
                                toguz_ruleset_default (), &pos, task,
                                &answer);
  g_assert_true (gtk_widget_has_css_class (card, "error"));
  tutor_check_card_state_solution (task, step, &answer);
  g_assert_cmpuint (task->solutions->len, ==, 0);

  /* One move achieves it: its line becomes the solution. */
  answer.achieving = 1u << 5;
  answer.best_move = 5;
  answer.proof[0] = 5;
  answer.proof_length = 1;
  tutor_check_card_show_answer (TUTOR_CHECK_CARD (card),
                                toguz_ruleset_default (), &pos, task,
                                &answer);
  g_assert_true (gtk_widget_has_css_class (card, "success"));
  tutor_check_card_state_solution (task, step, &answer);
  g_assert_cmpuint (task->solutions->len, ==, 1);
  /* Two, none standing out: only when any is accepted. */
  answer.achieving |= 1u << 2;
  tutor_check_card_restate_solution (task, step, &answer);
  g_assert_cmpuint (task->solutions->len, ==, 0);
  task->accept_any = TRUE;
  tutor_check_card_restate_solution (task, step, &answer);
  g_assert_cmpuint (task->solutions->len, ==, 1);
}

/* The card words the core's verdict, as the checker and the tutor have
 * it: after 1. 76 98 2. 66, goal capture:2 with the stated solution 87
 * (4 stones) takes 87 alone, although 56 and 76 capture 2; stating 56
 * instead leaves out a better move, which is ambiguous. */
static void
test_check_card_verdict (void)
{
  g_autoptr (GtkWidget) card = g_object_ref_sink (tutor_check_card_new ());
  g_autoptr (ToguzStep) step = toguz_step_new ();
  ToguzTask *task = toguz_task_new ();
  ToguzSearch *search = toguz_search_new (16);
  ToguzGoalAnswer answer;
  GArray *line = g_array_new (FALSE, FALSE, sizeof (uint8_t));
  uint8_t move = 7;

  step->task = task;
  step->rules = *toguz_ruleset_default ();
  g_assert_true (toguz_position_from_fen (
    &step->rules,
    "1S,9S,9S,1S,11S,11S,11S,11S,11S/10S,10S,10S,10S,10S,1S,3S,12S,11S "
    "10 0 N 2",
    &step->position, NULL));
  g_assert_true (toguz_goal_parse ("capture:2", &task->goal));
  g_array_append_val (line, move);
  g_ptr_array_add (task->solutions, line);
  toguz_goal_solve (search, &step->rules, &step->position, &task->goal,
                    task->margin, &answer);
  toguz_search_free (search);

  tutor_check_card_show_answer (TUTOR_CHECK_CARD (card), &step->rules,
                                &step->position, task, &answer);
  g_assert_true (gtk_widget_has_css_class (card, "success"));
  g_assert_true (g_str_has_prefix (
    tutor_check_card_get_text (TUTOR_CHECK_CARD (card)),
    "3 moves achieve the goal, but 87 stands out: one solution."));

  g_array_index (line, uint8_t, 0) = 4;
  tutor_check_card_show_answer (TUTOR_CHECK_CARD (card), &step->rules,
                                &step->position, task, &answer);
  g_assert_true (gtk_widget_has_css_class (card, "warning"));
  g_assert_true (g_str_has_prefix (
    tutor_check_card_get_text (TUTOR_CHECK_CARD (card)), "Ambiguous"));
}

/* The page's shortcuts, and the help overlay that lists them. */
static gboolean
has_shortcut (GtkWidget *widget, const char *trigger, const char *action)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);
  g_autoptr (GtkShortcutTrigger) wanted = gtk_shortcut_trigger_parse_string (
    trigger);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);
      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint k = 0;
           k < g_list_model_get_n_items (G_LIST_MODEL (controller)); k++)
        {
          g_autoptr (GtkShortcut) shortcut
            = g_list_model_get_item (G_LIST_MODEL (controller), k);
          GtkShortcutAction *named = gtk_shortcut_get_action (shortcut);
          if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut),
                                          wanted)
              && GTK_IS_NAMED_ACTION (named)
              && g_strcmp0 (gtk_named_action_get_action_name (
                              GTK_NAMED_ACTION (named)),
                            action)
                   == 0)
            return TRUE;
        }
    }
  return FALSE;
}

static void
test_shortcuts (void)
{
  Fixture fixture;
  g_autoptr (GtkBuilder) builder = gtk_builder_new_from_resource (
    "/org/toguztutor/Tutor/gtk/help-overlay.ui");
  GObject *overlay = gtk_builder_get_object (builder, "help_overlay");
  GSList *objects = gtk_builder_get_objects (builder);
  GtkShortcutsGroup *group = NULL;
  guint listed = 0;

  fixture_open (&fixture);
  g_assert_true (has_shortcut (GTK_WIDGET (fixture.editor), "<Control>s",
                               "editor.save"));
  g_assert_true (has_shortcut (GTK_WIDGET (fixture.editor),
                               "<Control><Shift>s", "editor.save-as"));
  g_assert_true (has_shortcut (GTK_WIDGET (fixture.editor), "<Control>n",
                               "editor.add-puzzle"));
  fixture_close (&fixture);

  for (GSList *l = objects; l; l = l->next)
    {
      char *title = NULL;
      if (!GTK_IS_SHORTCUTS_GROUP (l->data))
        continue;
      g_object_get (l->data, "title", &title, NULL);
      if (g_strcmp0 (title, "Exercise Set Editor") == 0)
        group = l->data;
      g_free (title);
    }
  g_assert_nonnull (group);
  for (GSList *l = objects; l; l = l->next)
    {
      char *accelerator = NULL;
      if (!GTK_IS_SHORTCUTS_SHORTCUT (l->data)
          || gtk_widget_get_parent (l->data) != GTK_WIDGET (group))
        continue;
      g_object_get (l->data, "accelerator", &accelerator, NULL);
      listed += g_strcmp0 (accelerator, "<Control>s") == 0
                || g_strcmp0 (accelerator, "<Control><Shift>s") == 0;
      g_free (accelerator);
    }
  g_assert_cmpuint (listed, ==, 2);
  g_slist_free (objects);
  gtk_window_destroy (GTK_WINDOW (overlay));
}

/* Long words */

static void
count_paint (GdkFrameClock *clock, guint *paints)
{
  (*paints)++;
}

/* An entry row of the editor by its title. */
static GtkEditable *
find_entry_row (GtkWidget *root, const char *title)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkEditable *found;

      if (ADW_IS_ENTRY_ROW (child)
          && g_strcmp0 (adw_preferences_row_get_title (
                          ADW_PREFERENCES_ROW (child)),
                        title)
               == 0)
        return GTK_EDITABLE (child);
      if ((found = find_entry_row (child, title)))
        return found;
    }
  return NULL;
}

/* Pastes `text` into the row as a teacher would, and runs the main loop
 * until the window has painted a frame; the seconds that took. */
static double
paste_until_painted (Fixture *fixture, GtkEditable *row, const char *text)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (
    GTK_WIDGET (fixture->window));
  guint paints = 0;
  gulong handler = g_signal_connect (clock, "after-paint",
                                     G_CALLBACK (count_paint), &paints);
  gint64 start = g_get_monotonic_time ();
  int position = 0;

  gtk_editable_delete_text (row, 0, -1);
  gtk_editable_insert_text (row, text, -1, &position);
  gtk_widget_queue_draw (GTK_WIDGET (fixture->window));
  while (paints == 0)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, handler);
  return (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
}

/* The row's text as the draft keeps it. */
static guint
kept_length (TutorSetEditor *editor, const char *title)
{
  g_autoptr (ToguzLesson) lesson = tutor_set_editor_get_lesson (editor);
  const ToguzStep *step = toguz_lesson_get_step (lesson, 0);
  const ToguzLessonText *text;

  if (strcmp (title, "Title") == 0)
    text = toguz_lesson_get_title_text (lesson);
  else if (strcmp (title, "Prompt") == 0)
    text = g_ptr_array_index (step->task->prompts, 0);
  else if (strcmp (title, "Hint, rung 1") == 0)
    text = g_ptr_array_index (step->task->hints, 0);
  else
    text = ((ToguzWrong *) g_ptr_array_index (step->task->wrongs, 0))
             ->comment;
  return (guint) g_utf8_strlen (toguz_lesson_text_get_source (text), -1);
}

/* A 20,000-character word pasted into the editor's texts: the window
 * still paints (alarm() turns a freeze into a failure; the time is
 * reported, not judged), the field takes what the format allows, and
 * says the word is too long in the loader's words. */
static void
test_long_word (void)
{
  Fixture fixture;
  GString *word = g_string_new (NULL);
  const struct
  {
    const char *title;
    const char *element;
  } fields[] = {
    { "Prompt", "prompt" },
    { "Title", "title" },
    { "Hint, rung 1", "hint" },
    { "Sowing hole 1", "wrong" },
  };

  for (guint i = 0; i < 20000; i++)
    g_string_append_c (word, (char) ('a' + i % 26));
  fixture_open (&fixture);
  tutor_set_editor_add_hint (fixture.editor);
  tutor_set_editor_set_wrong_comment (fixture.editor, 0, "One stone.");
  wait_idle (&fixture);
  alarm (240);
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      GtkEditable *row = find_entry_row (GTK_WIDGET (fixture.editor),
                                         fields[i].title);
      guint cap = toguz_lesson_text_max_length (fields[i].element);
      g_autofree char *too_long = NULL;
      double seconds;

      g_assert_nonnull (row);
      seconds = paste_until_painted (&fixture, row, word->str);
      g_test_message ("%s: first frame %.3f s after pasting a word of %u "
                      "characters",
                      fields[i].title, seconds, (guint) word->len);
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (fixture.window)));
      g_assert_cmpuint (kept_length (fixture.editor, fields[i].title), ==,
                        cap);
      g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (row), "error"));
      too_long = g_strdup_printf ("has a word of %u characters", cap);
      g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (
                                  GTK_WIDGET (row)),
                                too_long));
    }
  tutor_save_widget (GTK_WIDGET (fixture.window), "editor-long-word.png");

  /* Text, not markup, in the puzzle's row; a right text clears the mark. */
  {
    GtkEditable *prompt = find_entry_row (GTK_WIDGET (fixture.editor),
                                          "Prompt");

    paste_until_painted (&fixture, prompt, "Capture <10> & more.");
    g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (prompt), "error"));
  }
  /* Typed a key at a time, a space before the next word stays. */
  {
    GtkEditable *prompt = find_entry_row (GTK_WIDGET (fixture.editor),
                                          "Prompt");
    const char *keys[] = { "Take", " ", "ten", NULL };
    int position = 0;

    gtk_editable_delete_text (prompt, 0, -1);
    for (guint i = 0; keys[i]; i++)
      gtk_editable_insert_text (prompt, keys[i], -1, &position);
    g_assert_cmpstr (gtk_editable_get_text (prompt), ==, "Take ten");
  }
  alarm (0);
  tutor_set_editor_new_set (fixture.editor);
  fixture_close (&fixture);
  g_string_free (word, TRUE);
}

int
main (int argc, char **argv)
{
  int status;

  editor_test_init (&argc, &argv);
  g_test_add_func ("/set-editor/open-files", test_open_files);
  g_test_add_func ("/set-editor/unsaved", test_unsaved);
  g_test_add_func ("/set-editor/async-files", test_async_files);
  g_test_add_func ("/set-editor/record-browser", test_record_browser);
  g_test_add_func ("/set-editor/check-card", test_check_card);
  g_test_add_func ("/set-editor/check-card-verdict", test_check_card_verdict);
  g_test_add_func ("/set-editor/shortcuts", test_shortcuts);
  g_test_add_func ("/set-editor/long-word", test_long_word);
  status = g_test_run ();
  return tutor_test_finish (status);
}
