/* test-set-editor.c: the exercise set editor as a teacher uses it
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under Xvfb.  The page is driven through its widgets where a test
 * can reach them (a click on a hole, the spin button, the + key) and
 * through its API for the rest; the file dialogs cannot be driven, so
 * saving and opening call what their responses call.  What the page
 * writes is read back by the secure loader and by `toguz lesson check`.
 * Screens are rendered to TUTOR_SCREENS_DIR.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <sys/wait.h>

#include "toguz-lesson-checker.h"
#include "toguz-lesson-writer.h"
#include "toguz-record.h"
#include "toguz-replay.h"
#include "toguz-text.h"
#include "tutor-check-card.h"
#include "tutor-record-browser.h"
#include "tutor-save-changes-dialog.h"
#include "tutor-set-editor.h"
#include "tutor-test-util.h"

#define START "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1"
/* White's 65 lands in Black's hole 5 and makes 10: the only capture. */
#define ONE_CAPTURE "5S,3,9S,3,3S/1S,2S,3,9S,3 70 63 S 1"

typedef struct
{
  GtkWindow *window;
  TutorSetEditor *editor;
  TutorEngine *engine;
} Fixture;

static const char *scratch;

static gboolean
idle (gpointer data)
{
  Fixture *fixture = data;

  return gtk_widget_get_mapped (GTK_WIDGET (fixture->editor))
         && tutor_set_editor_is_idle (fixture->editor);
}

static void
wait_idle (Fixture *fixture)
{
  tutor_run_until (idle, fixture, 60);
}

static void
fixture_open_sized (Fixture *fixture, int width, int height)
{
  fixture->engine = tutor_engine_new ();
  fixture->window = GTK_WINDOW (gtk_window_new ());
  fixture->editor = TUTOR_SET_EDITOR (tutor_set_editor_new ());
  tutor_set_editor_set_engine (fixture->editor, fixture->engine);
  g_object_set (tutor_set_editor_get_board (fixture->editor),
                "animation-speed", 0.0, NULL);
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->editor));
  gtk_window_set_default_size (fixture->window, width, height);
  gtk_window_present (fixture->window);
  wait_idle (fixture);
}

static void
fixture_open (Fixture *fixture)
{
  fixture_open_sized (fixture, 1000, 860);
}

static void
fixture_close (Fixture *fixture)
{
  gtk_window_destroy (fixture->window);
  for (int i = 0; i < 10; i++)
    g_main_context_iteration (NULL, FALSE);
  g_clear_object (&fixture->engine);
}

static char *
scratch_file (const char *name)
{
  return g_build_filename (scratch, name, NULL);
}

/* `toguz lesson check FILE`: the command's exit status, its output. */
static int
lesson_check (const char *path, char **output)
{
  const char *argv[] = { g_getenv ("TOGUZ_COMMAND"), "lesson", "check", path,
                         NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr (GError) error = NULL;
  int status;

  g_assert_nonnull (argv[0]);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT,
                               NULL, NULL, &out, &err, &status, &error));
  g_assert_no_error (error);
  if (output)
    *output = g_strconcat (out, err, NULL);
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

static char *
model_text (ToguzLesson *lesson)
{
  g_autoptr (GError) error = NULL;
  char *text = toguz_lesson_to_xml (lesson, &error);

  g_assert_no_error (error);
  return text;
}

static GtkWidget *
find_save_button (Fixture *fixture)
{
  GtkWidget *button = tutor_find_button (GTK_WIDGET (fixture->editor),
                                         "_Save");

  g_assert_nonnull (button);
  return button;
}

/* Whether the Save button can be pressed now. */
static gboolean
save_offered (Fixture *fixture)
{
  return gtk_widget_is_sensitive (find_save_button (fixture));
}

/* Reading and writing as the page's buttons do, off the main thread: a
 * call, then its _finish () in the callback, which the test waits for. */

typedef gboolean (*FileFinish) (TutorSetEditor *, GAsyncResult *, GError **);

typedef struct
{
  FileFinish finish;
  gboolean done;
  gboolean ok;
  GError *error;
} AsyncResult;

static void
async_start (AsyncResult *async, FileFinish finish)
{
  memset (async, 0, sizeof *async);
  async->finish = finish;
}

static gboolean
async_done (gpointer data)
{
  return ((AsyncResult *) data)->done;
}

static void
on_async_done (GObject *source, GAsyncResult *result, gpointer data)
{
  AsyncResult *async = data;

  /* Not cast-checked: the record browser's finish is waited for too, and
   * every finish checks its result's source itself. */
  async->ok = async->finish ((gpointer) source, result, &async->error);
  async->done = TRUE;
}

typedef void (*FileCall) (TutorSetEditor *, GFile *, GCancellable *,
                          GAsyncReadyCallback, gpointer);

/* Runs the main loop until the call has finished; its outcome. */
static gboolean
run_file_call (TutorSetEditor *editor, FileCall call, FileFinish finish,
               GFile *file, GError **error)
{
  AsyncResult async;

  async_start (&async, finish);
  call (editor, file, NULL, on_async_done, &async);
  tutor_run_until (async_done, &async, 60);
  if (async.error)
    g_propagate_error (error, async.error);
  return async.ok;
}

static gboolean
open_file (TutorSetEditor *editor, GFile *file, GError **error)
{
  return run_file_call (editor, tutor_set_editor_open_file_async,
                        tutor_set_editor_open_file_finish, file, error);
}

static gboolean
save_file (TutorSetEditor *editor, GFile *file, GError **error)
{
  return run_file_call (editor, tutor_set_editor_save_file_async,
                        tutor_set_editor_save_file_finish, file, error);
}

static gboolean
open_record (TutorSetEditor *editor, GFile *file, GError **error)
{
  return run_file_call (editor, tutor_set_editor_open_record_async,
                        tutor_set_editor_open_record_finish, file, error);
}

/* A key as the board's hole would pass it on to its controllers. */
static gboolean
press_board_key (Fixture *fixture, guint keyval)
{
  GtkWidget *board = GTK_WIDGET (tutor_set_editor_get_board (fixture->editor));
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (board);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled;
       i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);
      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0,
                               (GdkModifierType) 0, &handled);
    }
  return handled;
}

/* Sets up ONE_CAPTURE hole by hole from the start position. */
static void
set_up_one_capture (Fixture *fixture)
{
  static const guint white[9] = { 1, 2, 0, 0, 0, 9, 0, 0, 0 };
  static const guint black[9] = { 3, 0, 0, 0, 9, 0, 0, 0, 5 };
  TutorSetEditor *editor = fixture->editor;
  GtkWidget *spin;
  GtkWidget *row;

  /* The first hole with the pointer and the spin button... */
  tutor_click_board_hole (tutor_set_editor_get_board (editor), TOGUZ_WHITE,
                          0);
  g_assert_cmpint (tutor_set_editor_get_selected_ring (editor), ==, 0);
  spin = tutor_find_widget (GTK_WIDGET (editor), GTK_TYPE_SPIN_BUTTON);
  row = gtk_widget_get_ancestor (spin, ADW_TYPE_ACTION_ROW);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                   ==, "White’s hole 1");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 3);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)),
                   ==, 3);
  /* ... and two stones fewer with the − key. */
  g_assert_true (press_board_key (fixture, GDK_KEY_minus));
  g_assert_true (press_board_key (fixture, GDK_KEY_KP_Subtract));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)),
                   ==, 1);
  {
    g_autofree char *fen = tutor_set_editor_dup_fen (editor);
    g_assert_true (g_str_has_suffix (fen, "/1S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S "
                                          "1"));
  }
  /* The others through the page's functions. */
  for (guint hole = 1; hole < 9; hole++)
    tutor_set_editor_set_hole_stones (editor, TOGUZ_WHITE, hole,
                                      white[hole]);
  for (guint hole = 0; hole < 9; hole++)
    tutor_set_editor_set_hole_stones (editor, TOGUZ_BLACK, hole,
                                      black[hole]);
  /* Not yet: the stones are short. */
  g_assert_nonnull (tutor_set_editor_get_position_problem (editor));
  tutor_set_editor_set_kazan (editor, TOGUZ_WHITE, 70);
  tutor_set_editor_set_kazan (editor, TOGUZ_BLACK, 63);
  g_assert_null (tutor_set_editor_get_position_problem (editor));
  {
    g_autofree char *fen = tutor_set_editor_dup_fen (editor);
    g_assert_cmpstr (fen, ==, ONE_CAPTURE);
  }
}

/* A row of the page's form by its title. */
static GtkWidget *
find_row (GtkWidget *root, const char *title)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;
      if (ADW_IS_PREFERENCES_ROW (child)
          && g_strcmp0 (adw_preferences_row_get_title (
                          ADW_PREFERENCES_ROW (child)),
                        title)
               == 0)
        return child;
      if ((found = find_row (child, title)))
        return found;
    }
  return NULL;
}

/* Types into an entry row, as the keyboard would leave it. */
static void
type_into (Fixture *fixture, const char *title, const char *text)
{
  GtkWidget *row = find_row (GTK_WIDGET (fixture->editor), title);

  if (row == NULL)
    g_error ("no row “%s”", title);
  gtk_editable_set_text (GTK_EDITABLE (row), text);
}

static void
set_capture_goal (Fixture *fixture, int stones)
{
  ToguzGoal goal = { TOGUZ_GOAL_CAPTURE, stones, 0 };

  tutor_set_editor_set_goal (fixture->editor, &goal);
  wait_idle (fixture);
}

/* The round trip */

static void
test_round_trip (void)
{
  Fixture fixture;
  TutorSetEditor *editor;
  g_autofree char *path = scratch_file ("week-1.xml");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (ToguzLesson) written = NULL;
  g_autoptr (ToguzLesson) reopened = NULL;
  g_autoptr (ToguzLesson) loaded = NULL;
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autofree char *written_text = NULL, *reopened_text = NULL;
  g_autofree char *loaded_text = NULL, *output = NULL;
  const ToguzGoalAnswer *answer;
  const ToguzStep *step;
  const ToguzTask *task;
  int status;

  fixture_open (&fixture);
  editor = fixture.editor;
  g_assert_cmpuint (tutor_set_editor_get_n_puzzles (editor), ==, 1);
  g_assert_false (tutor_set_editor_get_modified (editor));

  tutor_set_editor_set_set_title (editor, NULL, "Week 1: Captures");
  tutor_set_editor_set_set_title (editor, "ru", "Неделя 1: взятия");
  g_assert_cmpstr (tutor_set_editor_get_set_id (editor), ==,
                   "week-1-captures");
  g_assert_true (tutor_set_editor_get_modified (editor));
  g_assert_true (g_str_has_prefix (tutor_set_editor_get_title (editor),
                                   "• "));

  set_up_one_capture (&fixture);
  /* The goal with its row and the number of stones: twelve is too many
   * here, ten is what 65 takes. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (find_row (GTK_WIDGET (editor),
                                                       "Goal")),
                              TOGUZ_GOAL_TUZDIK);
  g_assert_false (gtk_widget_get_visible (find_row (GTK_WIDGET (editor),
                                                    "Stones")));
  adw_combo_row_set_selected (ADW_COMBO_ROW (find_row (GTK_WIDGET (editor),
                                                       "Goal")),
                              TOGUZ_GOAL_CAPTURE);
  g_assert_true (gtk_widget_get_visible (find_row (GTK_WIDGET (editor),
                                                   "Stones")));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (tutor_find_widget (
                               find_row (GTK_WIDGET (editor), "Stones"),
                               GTK_TYPE_SPIN_BUTTON)),
                             12);
  wait_idle (&fixture);
  g_assert_nonnull (strstr (tutor_set_editor_get_check_text (editor),
                            "Unsolvable"));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (tutor_find_widget (
                               find_row (GTK_WIDGET (editor), "Stones"),
                               GTK_TYPE_SPIN_BUTTON)),
                             10);
  wait_idle (&fixture);
  answer = tutor_set_editor_get_check_answer (editor);
  g_assert_nonnull (answer);
  g_assert_cmpuint (answer->achieving, ==, 1u << 5);
  g_assert_nonnull (strstr (tutor_set_editor_get_check_text (editor),
                            "One solution: 65."));

  /* The texts, typed into the page's fields: English, then Russian. */
  type_into (&fixture, "Text before the board, e.g. “White to move.”",
             "White to move.");
  type_into (&fixture, "Prompt", "Capture ten stones with one move.");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor),
                                             "editor.add-hint", NULL));
  type_into (&fixture, "Hint, rung 1", "Which of Black's holes holds an odd "
                                       "number?");
  g_assert_cmpint (tutor_set_editor_add_hint (editor), ==, 1);
  tutor_set_editor_set_hint (editor, 1, "Count 9 stones from your hole 6.");
  g_assert_cmpuint (tutor_set_editor_get_n_hints (editor), ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor),
                                             "editor.add-wrong", "i", 0));
  type_into (&fixture, "Sowing hole 1", "Hole 1 has one stone: it stays on "
                                        "your side.");
  tutor_set_editor_set_success (editor, "Ten stones & one move!");
  /* Russian: the language chosen above the fields. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (tutor_find_widget (
                                GTK_WIDGET (editor), GTK_TYPE_DROP_DOWN)),
                              3);
  g_assert_cmpstr (tutor_set_editor_get_language (editor), ==, "ru");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_row (
                     GTK_WIDGET (editor), "Prompt"))),
                   ==, "");
  type_into (&fixture, "Prompt", "Возьмите десять камней одним ходом.");
  tutor_set_editor_set_language (editor, NULL);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_row (
                     GTK_WIDGET (editor), "Prompt"))),
                   ==, "Capture ten stones with one move.");
  /* Themes and difficulty with their toggle buttons. */
  gtk_toggle_button_set_active (
    GTK_TOGGLE_BUTTON (tutor_find_button (GTK_WIDGET (editor), "Counting")),
    TRUE);
  gtk_toggle_button_set_active (
    GTK_TOGGLE_BUTTON (tutor_find_button (find_row (GTK_WIDGET (editor),
                                                    "Difficulty"),
                                          "2")),
    TRUE);
  type_into (&fixture, "Id", "ten-stones");
  wait_idle (&fixture);
  g_assert_true (save_offered (&fixture));

  g_assert_true (save_file (editor, file, &error));
  g_assert_no_error (error);
  g_assert_false (tutor_set_editor_get_modified (editor));
  g_assert_false (g_str_has_prefix (tutor_set_editor_get_title (editor),
                                    "• "));
  tutor_save_widget (GTK_WIDGET (fixture.window), "editor-round-trip.png");

  /* The command accepts the file. */
  status = lesson_check (path, &output);
  if (status != 0)
    g_error ("toguz lesson check: %s", output);
  g_assert_nonnull (strstr (output, ": ok, 1 step, 1 tasks checked"));

  /* Read back through the secure loader: the model the page holds. */
  written = tutor_set_editor_get_lesson (editor);
  written_text = model_text (written);
  loaded = toguz_lesson_load_file (path, problems);
  g_assert_nonnull (loaded);
  g_assert_cmpuint (problems->len, ==, 0);
  loaded_text = model_text (loaded);
  g_assert_cmpstr (loaded_text, ==, written_text);

  step = toguz_lesson_get_step (loaded, 0);
  task = step->task;
  g_assert_cmpstr (step->id, ==, "ten-stones");
  g_assert_cmpint (step->difficulty, ==, 2);
  {
    g_autofree char *themes = g_strjoinv (" ", step->themes);
    g_assert_cmpstr (themes, ==, "capture counting");
  }
  {
    g_autofree char *fen = toguz_position_to_fen (&step->rules,
                                                  &step->position);
    g_assert_cmpstr (fen, ==, ONE_CAPTURE);
  }
  g_assert_cmpint (task->goal.kind, ==, TOGUZ_GOAL_CAPTURE);
  g_assert_cmpint (task->goal.amount, ==, 10);
  g_assert_cmpstr (toguz_lesson_text_get_source (
                     g_ptr_array_index (task->prompts, 0)),
                   ==, "Capture ten stones with one move.");
  g_assert_cmpstr (toguz_lesson_text_get_inline (
                     g_ptr_array_index (task->prompts, 0), "ru"),
                   ==, "Возьмите десять камней одним ходом.");
  g_assert_cmpuint (task->hints->len, ==, 2);
  g_assert_cmpuint (task->wrongs->len, ==, 1);
  g_assert_cmpuint (((ToguzWrong *) g_ptr_array_index (task->wrongs, 0))->hole,
                    ==, 0);
  g_assert_cmpstr (toguz_lesson_text_get_source (task->success), ==,
                   "Ten stones & one move!");
  /* The engine's line is the stated solution. */
  g_assert_cmpuint (task->solutions->len, ==, 1);
  g_assert_cmpstr (toguz_lesson_text_get_inline (
                     toguz_lesson_get_title_text (loaded), "ru"),
                   ==, "Неделя 1: взятия");
  fixture_close (&fixture);

  /* A fresh editor opens it as it was. */
  fixture_open (&fixture);
  g_assert_true (open_file (fixture.editor, file, &error));
  g_assert_no_error (error);
  wait_idle (&fixture);
  g_assert_false (tutor_set_editor_get_modified (fixture.editor));
  g_assert_cmpstr (tutor_set_editor_get_title (fixture.editor), ==,
                   "Week 1: Captures");
  g_assert_null (tutor_set_editor_get_position_problem (fixture.editor));
  g_assert_nonnull (strstr (tutor_set_editor_get_check_text (fixture.editor),
                            "One solution: 65."));
  reopened = tutor_set_editor_get_lesson (fixture.editor);
  reopened_text = model_text (reopened);
  g_assert_cmpstr (reopened_text, ==, written_text);
  fixture_close (&fixture);
  g_remove (path);
}

/* Impossible positions */

static gboolean
problem_shown (Fixture *fixture, const char *problem)
{
  /* The banner under the board holds the core's words. */
  GtkWidget *board = GTK_WIDGET (tutor_set_editor_get_board (fixture->editor));

  for (GtkWidget *w = gtk_widget_get_next_sibling (board); w;
       w = gtk_widget_get_next_sibling (w))
    if (GTK_IS_REVEALER (w))
      {
        GtkWidget *box = gtk_revealer_get_child (GTK_REVEALER (w));
        GtkWidget *label = tutor_find_widget (box, GTK_TYPE_LABEL);
        return gtk_revealer_get_reveal_child (GTK_REVEALER (w))
               && g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), problem)
                    == 0;
      }
  return FALSE;
}

static void
assert_refused (Fixture *fixture, const char *words)
{
  TutorSetEditor *editor = fixture->editor;
  const char *problem = tutor_set_editor_get_position_problem (editor);
  g_autofree char *fen = tutor_set_editor_dup_fen (editor);
  g_autofree char *path = scratch_file ("refused.xml");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (GError) core = NULL;
  ToguzPosition pos;

  /* The core's own message, which names the rule. */
  g_assert_nonnull (problem);
  g_assert_false (toguz_position_from_fen (toguz_ruleset_default (), fen,
                                           &pos, &core));
  g_assert_cmpstr (problem, ==, core->message);
  if (!strstr (problem, words))
    g_error ("“%s” does not say “%s”", problem, words);
  /* Shown on the page, and nothing can be saved or checked. */
  wait_idle (fixture);
  g_assert_true (problem_shown (fixture, problem));
  g_assert_false (save_offered (fixture));
  g_assert_null (tutor_set_editor_get_check_answer (editor));
  g_assert_nonnull (strstr (tutor_set_editor_get_check_text (editor),
                            "waits for a position"));
  g_assert_false (save_file (editor, file, &error));
  g_assert_nonnull (error);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

static void
test_refusals (void)
{
  Fixture fixture;
  TutorSetEditor *editor;

  fixture_open (&fixture);
  editor = fixture.editor;
  g_assert_true (save_offered (&fixture));

  /* A stone too many. */
  tutor_set_editor_set_hole_stones (editor, TOGUZ_WHITE, 3, 10);
  assert_refused (&fixture, "hold 163 stones, but the game has 162");
  g_assert_true (problem_shown (&fixture,
                                tutor_set_editor_get_position_problem (
                                  editor)));
  tutor_save_widget (GTK_WIDGET (fixture.window), "editor-refused.png");
  tutor_set_editor_set_hole_stones (editor, TOGUZ_WHITE, 3, 9);
  g_assert_null (tutor_set_editor_get_position_problem (editor));
  g_assert_false (problem_shown (&fixture, ""));
  wait_idle (&fixture);
  g_assert_true (save_offered (&fixture));

  /* Two tuzdiks for Black: White's holes 3 and 6 (their stones go to
   * Black's kazan, so the total holds). */
  tutor_set_editor_set_tuzdik (editor, TOGUZ_WHITE, 2, TRUE);
  g_assert_null (tutor_set_editor_get_position_problem (editor));
  tutor_set_editor_set_tuzdik (editor, TOGUZ_WHITE, 5, TRUE);
  assert_refused (&fixture, "Black owns two tuzdiks");
  tutor_set_editor_set_tuzdik (editor, TOGUZ_WHITE, 5, FALSE);
  tutor_set_editor_set_hole_stones (editor, TOGUZ_WHITE, 5, 9);
  tutor_set_editor_set_kazan (editor, TOGUZ_BLACK, 9);
  g_assert_null (tutor_set_editor_get_position_problem (editor));

  /* Tuzdiks on holes of the same number: White's 3 is Black's, Black's 3
   * White's. */
  tutor_set_editor_set_tuzdik (editor, TOGUZ_BLACK, 2, TRUE);
  assert_refused (&fixture, "Both tuzdiks stand on holes numbered 3");
  tutor_set_editor_set_tuzdik (editor, TOGUZ_BLACK, 2, FALSE);
  tutor_set_editor_set_hole_stones (editor, TOGUZ_BLACK, 2, 9);
  tutor_set_editor_set_kazan (editor, TOGUZ_WHITE, 0);
  g_assert_null (tutor_set_editor_get_position_problem (editor));

  /* A tuzdik on hole 9, with the T key on the chosen hole. */
  tutor_click_board_hole (tutor_set_editor_get_board (editor), TOGUZ_BLACK,
                          8);
  g_assert_true (press_board_key (&fixture, GDK_KEY_t));
  assert_refused (&fixture, "the last hole can never become a tuzdik");

  /* Back to a position the core accepts: Save again. */
  g_assert_true (tutor_set_editor_set_fen (editor, START, NULL));
  g_assert_null (tutor_set_editor_get_position_problem (editor));
  wait_idle (&fixture);
  g_assert_true (save_offered (&fixture));
  fixture_close (&fixture);
}

/* Positions from a FEN, a game record and (in the window) free play */

static gboolean
fen_is_one_capture (gpointer data)
{
  g_autofree char *fen = tutor_set_editor_dup_fen (data);

  return g_strcmp0 (fen, ONE_CAPTURE) == 0;
}

static void
test_from_fen (void)
{
  Fixture fixture;
  g_autoptr (GError) error = NULL;
  g_autofree char *fen = NULL;

  fixture_open (&fixture);
  g_assert_true (tutor_set_editor_set_fen (fixture.editor, ONE_CAPTURE,
                                           &error));
  g_assert_no_error (error);
  fen = tutor_set_editor_dup_fen (fixture.editor);
  g_assert_cmpstr (fen, ==, ONE_CAPTURE);
  g_assert_true (toguz_position_equal (
    tutor_board_get_position (tutor_set_editor_get_board (fixture.editor)),
    &toguz_lesson_get_step (tutor_set_editor_get_lesson (fixture.editor), 0)
       ->position));

  /* A FEN the core refuses: its message, and the board unchanged. */
  g_assert_false (tutor_set_editor_set_fen (
    fixture.editor, "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S 0 0 S 1", &error));
  g_assert_error (error, TOGUZ_ERROR, TOGUZ_ERROR_FEN);
  g_assert_nonnull (strstr (error->message, "a row needs 9 holes"));
  g_clear_pointer (&fen, g_free);
  fen = tutor_set_editor_dup_fen (fixture.editor);
  g_assert_cmpstr (fen, ==, ONE_CAPTURE);

  /* Typed into the popover's entry... */
  gtk_editable_set_text (GTK_EDITABLE (tutor_find_widget (
                           GTK_WIDGET (fixture.editor), GTK_TYPE_ENTRY)),
                         "  " START " ");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture.editor),
                                             "editor.set-fen", NULL));
  g_clear_pointer (&fen, g_free);
  fen = tutor_set_editor_dup_fen (fixture.editor);
  g_assert_cmpstr (fen, ==, START);
  /* ... or pasted from the clipboard. */
  gdk_clipboard_set_text (gtk_widget_get_clipboard (
                            GTK_WIDGET (fixture.editor)),
                          ONE_CAPTURE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture.editor),
                                             "editor.paste-fen", NULL));
  tutor_run_until (fen_is_one_capture, fixture.editor, 10);
  fixture_close (&fixture);
}

static void
collect (const ToguzRuleset *rules, const ToguzPosition *position,
         const ToguzEvent *event, gpointer data)
{
  g_array_append_val ((GArray *) data, *position);
}

static void
test_from_record (void)
{
  Fixture fixture;
  g_autofree char *path = g_build_filename (g_getenv ("TOGUZ_GAMES_DIR"),
                                            "playok-2025-sample.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) records = NULL;
  g_autoptr (GArray) positions = g_array_new (FALSE, FALSE,
                                              sizeof (ToguzPosition));
  g_autoptr (ToguzLesson) lesson = NULL;
  ToguzReplay replay;
  const ToguzStep *step;
  const guint ply = 9;

  /* What the core makes of the second game. */
  records = toguz_record_read_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (records->len, >, 2);
  g_assert_true (toguz_record_replay (g_ptr_array_index (records, 1),
                                      toguz_ruleset_default (), collect,
                                      positions, &replay, &error));
  g_assert_no_error (error);

  fixture_open (&fixture);
  g_assert_true (open_record (fixture.editor, file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tutor_set_editor_get_record_n_games (fixture.editor), ==,
                    records->len);
  g_assert_true (tutor_set_editor_select_record_game (fixture.editor, 1,
                                                      &error));
  g_assert_cmpuint (tutor_set_editor_get_record_n_plies (fixture.editor), ==,
                    positions->len);
  /* Stepping through: the board shows each position. */
  tutor_set_editor_show_record_ply (fixture.editor, ply);
  g_assert_true (toguz_position_equal (
    tutor_board_get_position (tutor_set_editor_get_board (fixture.editor)),
    &g_array_index (positions, ToguzPosition, ply - 1)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture.editor),
                                             "editor.record-next", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture.editor),
                                             "editor.record-previous", NULL));
  g_assert_true (toguz_position_equal (
    tutor_board_get_position (tutor_set_editor_get_board (fixture.editor)),
    &g_array_index (positions, ToguzPosition, ply - 1)));
  tutor_save_widget (GTK_WIDGET (fixture.window), "editor-record.png");
  g_assert_false (save_offered (&fixture));

  tutor_set_editor_use_record_position (fixture.editor);
  wait_idle (&fixture);
  g_assert_true (save_offered (&fixture));
  lesson = tutor_set_editor_get_lesson (fixture.editor);
  step = toguz_lesson_get_step (lesson, 0);
  g_assert_true (toguz_position_equal (&step->position,
                                       &g_array_index (positions,
                                                       ToguzPosition,
                                                       ply - 1)));
  /* The source: the game, the move it starts before, whose move. */
  g_assert_nonnull (strstr (step->source_game, "2025.11.11"));
  g_assert_nonnull (strstr (step->source_game, "PlayOK"));
  g_assert_cmpuint (step->source_move, ==, ply / 2 + 1);
  g_assert_cmpint (step->source_side, ==, TOGUZ_BLACK);
  fixture_close (&fixture);
}

/* The engine's check */

static void
test_engine_check (void)
{
  Fixture fixture;
  TutorSetEditor *editor;
  const ToguzGoalAnswer *answer;
  const char *text;
  ToguzGoal tuzdik = { TOGUZ_GOAL_TUZDIK, 0, 0 };
  TutorBoard *board;

  fixture_open (&fixture);
  editor = fixture.editor;
  board = tutor_set_editor_get_board (editor);

  /* One solution, shown on the board. */
  g_assert_true (tutor_set_editor_set_fen (editor, ONE_CAPTURE, NULL));
  set_capture_goal (&fixture, 10);
  answer = tutor_set_editor_get_check_answer (editor);
  g_assert_nonnull (answer);
  g_assert_cmpint (answer->best_move, ==, 5);
  text = tutor_set_editor_get_check_text (editor);
  g_assert_nonnull (strstr (text, "One solution: 65."));
  g_assert_nonnull (strstr (text, "The engine’s line: 65."));
  g_assert_cmpuint (tutor_board_get_highlight (board, TUTOR_HIGHLIGHT_HINT),
                    ==, 1u << 5);
  g_assert_cmpuint (tutor_board_get_highlight (board,
                                               TUTOR_HIGHLIGHT_TARGET),
                    ==, 1u << (9 + 4));
  tutor_save_widget (GTK_WIDGET (fixture.window), "editor-check.png");

  /* Ambiguous: eight first moves capture ten from the start. */
  g_assert_true (tutor_set_editor_set_fen (editor, START, NULL));
  wait_idle (&fixture);
  answer = tutor_set_editor_get_check_answer (editor);
  g_assert_nonnull (answer);
  g_assert_cmpuint (answer->achieving, ==, 0x1feu);
  text = tutor_set_editor_get_check_text (editor);
  g_assert_nonnull (strstr (text, "Ambiguous: 8 moves achieve the goal"));
  g_assert_nonnull (strstr (text, "21, 32, 43, 54, 65, 76, 87, 98"));
  /* Accepting any of them settles it. */
  tutor_set_editor_set_accept_any (editor, TRUE);
  text = tutor_set_editor_get_check_text (editor);
  g_assert_nonnull (strstr (text, "8 moves achieve the goal"));
  g_assert_nonnull (strstr (text, "the task accepts any of them"));

  /* Unsolvable: no tuzdik on the first move. */
  tutor_set_editor_set_goal (editor, &tuzdik);
  wait_idle (&fixture);
  answer = tutor_set_editor_get_check_answer (editor);
  g_assert_nonnull (answer);
  g_assert_cmpuint (answer->achieving, ==, 0);
  g_assert_nonnull (strstr (tutor_set_editor_get_check_text (editor),
                            "Unsolvable: no move achieves this goal"));
  {
    g_autofree char *path = scratch_file ("unsolvable.xml");
    g_autoptr (GFile) file = g_file_new_for_path (path);
    g_autoptr (GError) error = NULL;

    /* Without a title, the writer refuses first. */
    g_assert_false (save_file (editor, file, &error));
    g_assert_error (error, TOGUZ_ERROR, TOGUZ_ERROR_LESSON);
    g_assert_nonnull (strstr (error->message, "needs a title"));
    g_clear_error (&error);
    /* Then the check, naming the puzzle. */
    tutor_set_editor_set_set_title (editor, NULL, "Nothing to find");
    g_assert_false (save_file (editor, file, &error));
    g_assert_error (error, TOGUZ_ERROR, TOGUZ_ERROR_LESSON);
    g_assert_nonnull (strstr (error->message, "Puzzle puzzle-1: "
                                              "Unsolvable"));
    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  }
  fixture_close (&fixture);
}

/* Puzzles: add, duplicate, reorder, delete */

static void
test_puzzle_list (void)
{
  Fixture fixture;
  TutorSetEditor *editor;
  g_autoptr (ToguzLesson) lesson = NULL;

  fixture_open (&fixture);
  editor = fixture.editor;
  g_assert_true (tutor_set_editor_set_fen (editor, ONE_CAPTURE, NULL));
  tutor_set_editor_duplicate_puzzle (editor);
  g_assert_cmpuint (tutor_set_editor_get_n_puzzles (editor), ==, 2);
  g_assert_cmpuint (tutor_set_editor_get_selected_puzzle (editor), ==, 1);
  {
    g_autofree char *fen = tutor_set_editor_dup_fen (editor);
    g_assert_cmpstr (fen, ==, ONE_CAPTURE);
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor),
                                             "editor.add-puzzle", NULL));
  g_assert_cmpuint (tutor_set_editor_get_n_puzzles (editor), ==, 3);
  tutor_set_editor_set_puzzle_id (editor, "third");
  tutor_set_editor_move_puzzle (editor, -1);
  tutor_set_editor_move_puzzle (editor, -1);
  g_assert_cmpuint (tutor_set_editor_get_selected_puzzle (editor), ==, 0);
  lesson = tutor_set_editor_get_lesson (editor);
  g_assert_cmpstr (toguz_lesson_get_step (lesson, 0)->id, ==, "third");
  g_assert_cmpstr (toguz_lesson_get_step (lesson, 1)->id, ==, "puzzle-1");
  g_assert_cmpstr (toguz_lesson_get_step (lesson, 2)->id, ==, "puzzle-1-2");
  g_clear_object (&lesson);

  /* Deleted, and brought back by the toast's Undo. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor),
                                             "editor.delete-puzzle", NULL));
  g_assert_cmpuint (tutor_set_editor_get_n_puzzles (editor), ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor),
                                             "editor.undo-delete", NULL));
  g_assert_cmpuint (tutor_set_editor_get_n_puzzles (editor), ==, 3);
  lesson = tutor_set_editor_get_lesson (editor);
  g_assert_cmpstr (toguz_lesson_get_step (lesson, 0)->id, ==, "third");
  fixture_close (&fixture);
}

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

/* In the window */

/* The editor's list of puzzles: rows "1. id", "2. id"… */
static GtkListBox *
find_puzzle_list (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkListBox *found;
      if (GTK_IS_LIST_BOX (child))
        {
          GtkListBoxRow *first
            = gtk_list_box_get_row_at_index (GTK_LIST_BOX (child), 0);
          if (ADW_IS_ACTION_ROW (first)
              && g_str_has_prefix (adw_preferences_row_get_title (
                                     ADW_PREFERENCES_ROW (first)),
                                   "1. "))
            return GTK_LIST_BOX (child);
        }
      if ((found = find_puzzle_list (child)))
        return found;
    }
  return NULL;
}

/* The sidebar's list: the one with the chapters' rows. */
static GtkListBox *
find_chapters (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkListBox *found;
      if (GTK_IS_LIST_BOX (child))
        {
          GtkListBoxRow *first
            = gtk_list_box_get_row_at_index (GTK_LIST_BOX (child), 0);
          if (first && g_object_get_data (G_OBJECT (first), "chapter"))
            return GTK_LIST_BOX (child);
        }
      if ((found = find_chapters (child)))
        return found;
    }
  return NULL;
}

static gboolean
window_title_shown (TutorWindow *window, const char *title)
{
  return tutor_header_shows (GTK_WIDGET (window), title, NULL);
}

static void
test_window (void)
{
  TutorFixture fixture;
  TutorSetEditor *editor;
  TutorFreePlay *play;
  GtkListBox *chapters;
  GtkListBoxRow *row = NULL, *play_row = NULL;
  g_autoptr (ToguzLesson) lesson = NULL;
  const char *after = "13S,2S,12S,3S,2S,1S,1,12S,12S/"
                      "12S,2S,13S,13S,t,3S,12S,12S,1S 22 15 S 4";

  tutor_fixture_open (&fixture, "editor-progress.json");
  editor = tutor_window_get_editor (fixture.window);
  play = tutor_window_get_free_play (fixture.window);

  /* The sidebar: "Teach" after "Play". */
  chapters = find_chapters (GTK_WIDGET (fixture.window));
  g_assert_nonnull (chapters);
  for (int i = 0; gtk_list_box_get_row_at_index (chapters, i); i++)
    {
      GtkListBoxRow *r = gtk_list_box_get_row_at_index (chapters, i);
      const char *chapter = g_object_get_data (G_OBJECT (r), "chapter");
      if (g_strcmp0 (chapter, "free-play") == 0)
        play_row = r;
      if (g_strcmp0 (chapter, "set-editor") == 0)
        {
          row = r;
          g_assert_nonnull (play_row);
          g_assert_cmpint (gtk_list_box_row_get_index (r), ==,
                           gtk_list_box_row_get_index (play_row) + 1);
        }
    }
  g_assert_nonnull (row);
  g_assert_cmpstr (g_object_get_data (G_OBJECT (row), "header"), ==,
                   "Teach");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                   ==, "Exercise Set Editor");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   "Write puzzles for your class");

  /* From Free Play: the game's position. */
  g_assert_true (tutor_window_open_chapter (fixture.window, "free-play"));
  g_assert_true (tutor_free_play_set_fen (play, after, NULL));
  g_signal_emit_by_name (chapters, "row-activated", row);
  g_assert_cmpstr (tutor_window_get_page (fixture.window), ==, "editor");
  g_assert_cmpstr (tutor_window_get_chapter (fixture.window), ==,
                   "set-editor");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor),
                                             "editor.from-free-play", NULL));
  tutor_wait_idle (&fixture);
  {
    g_autofree char *fen = tutor_set_editor_dup_fen (editor);
    g_assert_cmpstr (fen, ==, after);
  }
  lesson = tutor_set_editor_get_lesson (editor);
  g_assert_true (toguz_position_equal (&toguz_lesson_get_step (lesson, 0)
                                          ->position,
                                       tutor_free_play_get_position (play)));
  /* The window's title says there are unsaved changes. */
  g_assert_true (g_str_has_prefix (tutor_set_editor_get_title (editor),
                                   "• "));
  g_assert_true (window_title_shown (fixture.window,
                                     tutor_set_editor_get_title (editor)));
  /* The board follows the settings like the others. */
  {
    g_autoptr (GSettings) settings = g_settings_new (APP_ID);
    TutorBoard *board = tutor_set_editor_get_board (editor);

    g_settings_set_double (settings, "animation-speed", 3.0);
    g_settings_set_boolean (settings, "large-print", TRUE);
    g_settings_set_boolean (settings, "hover-preview", FALSE);
    g_assert_cmpfloat (tutor_board_get_animation_speed (board), ==, 3.0);
    g_assert_true (tutor_board_get_large_print (board));
    g_assert_false (tutor_board_get_hover_preview (board));
    g_settings_set_boolean (settings, "large-print", FALSE);
    g_settings_set_boolean (settings, "hover-preview", TRUE);
    g_assert_false (tutor_board_get_large_print (board));
    g_assert_true (tutor_board_get_hover_preview (board));
  }

  /* Screens at two window sizes, a puzzle with its texts written. */
  tutor_set_editor_set_set_title (editor, NULL, "Week 1: Captures");
  g_assert_true (tutor_set_editor_set_fen (editor, ONE_CAPTURE, NULL));
  {
    ToguzGoal goal = { TOGUZ_GOAL_CAPTURE, 10, 0 };
    tutor_set_editor_set_goal (editor, &goal);
  }
  tutor_set_editor_set_prompt (editor, "Capture ten stones with one move.");
  tutor_set_editor_add_hint (editor);
  tutor_set_editor_set_hint (editor, 0, "Count 9 stones from your hole 6.");
  tutor_set_editor_set_wrong_comment (editor, 0, "Hole 1 has one stone.");
  tutor_set_editor_select_hole (editor, TOGUZ_BLACK, 4);
  gtk_window_set_default_size (GTK_WINDOW (fixture.window), 1200, 860);
  tutor_save_screen (&fixture, "editor-1200x860.png");
  gtk_window_set_default_size (GTK_WINDOW (fixture.window), 1000, 700);
  tutor_save_screen (&fixture, "editor-1000x700.png");
  /* Narrow, the set and its puzzles come over the puzzle at a button. */
  {
    AdwFlap *flap = ADW_FLAP (tutor_find_widget (GTK_WIDGET (editor),
                                                 ADW_TYPE_FLAP));
    g_assert_true (adw_flap_get_folded (flap));
    g_assert_false (adw_flap_get_reveal_flap (flap));
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (tutor_find_widget (
                                    GTK_WIDGET (editor),
                                    GTK_TYPE_TOGGLE_BUTTON)),
                                  TRUE);
    g_assert_true (adw_flap_get_reveal_flap (flap));
    tutor_set_editor_add_puzzle (editor);
    g_assert_cmpuint (tutor_set_editor_get_selected_puzzle (editor), ==, 1);
    tutor_save_screen (&fixture, "editor-1000x700-puzzles.png");
    /* A puzzle chosen in the list: the list makes way. */
    {
      GtkListBox *list = find_puzzle_list (adw_flap_get_flap (flap));
      g_assert_nonnull (list);
      gtk_list_box_select_row (list, gtk_list_box_get_row_at_index (list, 0));
    }
    g_assert_cmpuint (tutor_set_editor_get_selected_puzzle (editor), ==, 0);
    g_assert_false (adw_flap_get_reveal_flap (flap));
  }

  /* Nothing is asked of a test closing the window: discard first. */
  tutor_set_editor_new_set (editor);
  tutor_fixture_close (&fixture);
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

int
main (int argc, char **argv)
{
  int status;

  scratch = tutor_test_init (&argc, &argv);
  g_test_add_func ("/set-editor/round-trip", test_round_trip);
  g_test_add_func ("/set-editor/refusals", test_refusals);
  g_test_add_func ("/set-editor/from-fen", test_from_fen);
  g_test_add_func ("/set-editor/from-record", test_from_record);
  g_test_add_func ("/set-editor/engine-check", test_engine_check);
  g_test_add_func ("/set-editor/puzzle-list", test_puzzle_list);
  g_test_add_func ("/set-editor/open-files", test_open_files);
  g_test_add_func ("/set-editor/unsaved", test_unsaved);
  g_test_add_func ("/set-editor/async-files", test_async_files);
  g_test_add_func ("/set-editor/record-browser", test_record_browser);
  g_test_add_func ("/set-editor/check-card", test_check_card);
  g_test_add_func ("/set-editor/check-card-verdict", test_check_card_verdict);
  g_test_add_func ("/set-editor/shortcuts", test_shortcuts);
  g_test_add_func ("/set-editor/window", test_window);
  status = g_test_run ();
  return tutor_test_finish (status);
}
