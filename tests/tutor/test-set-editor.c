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
 * Screens are rendered to TUTOR_SCREENS_DIR.  Its files, its dialog and
 * the widgets it is built of are tested in test-editor-parts.c.
 */
#include "config.h"

#include <glib/gstdio.h>

#include "toguz-lesson-writer.h"
#include "toguz-record.h"
#include "toguz-replay.h"
#include "toguz-text.h"
#include "editor-fixture.h"

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
  type_into (&fixture, "Text before the board",
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
  /* Themes and difficulty with their toggle buttons: each theme of the
   * format has its word (the words once ran out before the themes). */
  g_assert_nonnull (tutor_find_button (GTK_WIDGET (editor), "Middlegames"));
  g_assert_nonnull (tutor_find_button (GTK_WIDGET (editor), "Quiet moves"));
  g_assert_nonnull (tutor_find_button (GTK_WIDGET (editor), "Sacrifices"));
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
  g_assert_nonnull (strstr (output, ": ok, 1 step, 1 task checked"));

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
                                      toguz_ruleset_default (),
                                      tutor_collect_position, positions,
                                      &replay, &error));
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
      /* Play's last row is the game review. */
      if (g_strcmp0 (chapter, "review-game") == 0)
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

int
main (int argc, char **argv)
{
  int status;

  editor_test_init (&argc, &argv);
  g_test_add_func ("/set-editor/round-trip", test_round_trip);
  g_test_add_func ("/set-editor/refusals", test_refusals);
  g_test_add_func ("/set-editor/from-fen", test_from_fen);
  g_test_add_func ("/set-editor/from-record", test_from_record);
  g_test_add_func ("/set-editor/engine-check", test_engine_check);
  g_test_add_func ("/set-editor/puzzle-list", test_puzzle_list);
  g_test_add_func ("/set-editor/window", test_window);
  status = g_test_run ();
  return tutor_test_finish (status);
}
