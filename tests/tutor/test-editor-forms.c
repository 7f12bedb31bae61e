/* test-editor-forms.c: the editor's forms as a teacher's first afternoon
 * found them
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under Xvfb, as test-set-editor.c does: texts typed key by key, a
 * title asked for before a file name, the themes a goal proposes, the
 * form of a prediction, the goals' names whole, and the page at 360
 * pixels wide.  Screens are rendered to TUTOR_SCREENS_DIR.
 */
#include "config.h"

#include "toguz-lesson-loader.h"
#include "toguz-lesson-writer.h"
#include "tutor-record-browser.h"
#include "tutor-theme-names.h"
#include "editor-fixture.h"

static GtkWidget *
row (Fixture *fixture, const char *title)
{
  GtkWidget *found = find_row (GTK_WIDGET (fixture->editor), title);

  if (found == NULL)
    g_error ("no row “%s”", title);
  return found;
}

static const char *
entry_text (Fixture *fixture, const char *title)
{
  return gtk_editable_get_text (GTK_EDITABLE (row (fixture, title)));
}

/* A file chooser the page opened, or NULL. */
static GtkWidget *
file_chooser (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);
      if (GTK_IS_FILE_CHOOSER (window)
          && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_WIDGET (window);
    }
  return NULL;
}

/* A shown label under root whose text holds `part`, or NULL. */
static GtkWidget *
find_label (GtkWidget *root, const char *part)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;
      if (GTK_IS_LABEL (child) && gtk_widget_get_mapped (child)
          && strstr (gtk_label_get_text (GTK_LABEL (child)), part))
        return child;
      if ((found = find_label (child, part)))
        return found;
    }
  return NULL;
}

/* Whether the window's focus is in `widget`. */
static gboolean
has_focus_in (Fixture *fixture, GtkWidget *widget)
{
  GtkWidget *focus = gtk_window_get_focus (fixture->window);

  return focus && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

static void
settle (void)
{
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
}

/* Scrolls the form to `widget`, as the teacher would before a click: a
 * popover opens only by what is in view. */
static gboolean
in_view (gpointer widget)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (widget,
                                                 GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds;

  return gtk_widget_compute_bounds (widget, scroller, &bounds)
         && bounds.origin.y >= 0
         && bounds.origin.y + bounds.size.height
              <= gtk_widget_get_height (scroller);
}

static void
scroll_to (GtkWidget *widget)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (widget,
                                                 GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *content;
  graphene_rect_t bounds;

  g_assert_nonnull (scroller);
  /* Where it is in the form, however far it is scrolled now. */
  content = gtk_viewport_get_child (GTK_VIEWPORT (
    gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller))));
  g_assert_true (gtk_widget_compute_bounds (widget, content, &bounds));
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (
                              GTK_SCROLLED_WINDOW (scroller)),
                            bounds.origin.y - 12);
  tutor_run_until (in_view, widget, 10);
}

/* Texts typed a key at a time keep their spaces */

static void
test_typing (void)
{
  Fixture fixture;
  g_autofree char *path = scratch_file ("typed.xml");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) saved = NULL;
  const ToguzTask *task;

  fixture_open (&fixture);
  g_assert_true (tutor_set_editor_set_fen (fixture.editor, ONE_CAPTURE,
                                           NULL));
  wait_idle (&fixture);
  type_keys (row (&fixture, "Title"), "Week one");
  type_keys (row (&fixture, "Prompt"), "Well done you & me <3");
  /* A space typed last is there for the next word. */
  type_keys (row (&fixture, "Said on success"), "Tom & Jerry <b> ");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture.editor),
                                             "editor.add-hint", NULL));
  type_keys (row (&fixture, "Hint, rung 1"), " Count  the stones");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture.editor),
                                             "editor.add-wrong", "i", 0));
  type_keys (row (&fixture, "Sowing hole 1"), "Not this one");
  wait_idle (&fixture);
  tutor_save_widget (GTK_WIDGET (fixture.window), "editor-typing.png");

  g_assert_cmpstr (entry_text (&fixture, "Title"), ==, "Week one");
  g_assert_cmpstr (tutor_set_editor_get_set_id (fixture.editor), ==,
                   "week-one");
  g_assert_cmpstr (entry_text (&fixture, "Prompt"), ==, "Well done you & me <3");
  g_assert_cmpstr (entry_text (&fixture, "Said on success"), ==,
                   "Tom & Jerry <b> ");
  g_assert_cmpstr (entry_text (&fixture, "Hint, rung 1"), ==,
                   " Count  the stones");
  g_assert_cmpstr (entry_text (&fixture, "Sowing hole 1"), ==,
                   "Not this one");

  /* Written with the white space collapsed, as a file has it. */
  g_assert_true (save_file (fixture.editor, file, &error));
  g_assert_no_error (error);
  saved = toguz_lesson_load_file (path, problems);
  g_assert_nonnull (saved);
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_cmpstr (toguz_lesson_get_title (saved), ==, "Week one");
  task = toguz_lesson_get_step (saved, 0)->task;
  g_assert_cmpstr (toguz_lesson_text_get_source (
                     g_ptr_array_index (task->prompts, 0)),
                   ==, "Well done you & me <3");
  g_assert_cmpstr (toguz_lesson_text_get_source (task->success), ==,
                   "Tom & Jerry <b>");
  g_assert_cmpstr (toguz_lesson_text_get_source (
                     g_ptr_array_index (task->hints, 0)),
                   ==, "Count the stones");
  g_assert_cmpstr (toguz_lesson_text_get_source (
                     ((ToguzWrong *) g_ptr_array_index (task->wrongs, 0))
                       ->comment),
                   ==, "Not this one");
  /* The fields keep what was typed. */
  g_assert_cmpstr (entry_text (&fixture, "Hint, rung 1"), ==,
                   " Count  the stones");
  fixture_close (&fixture);
}

/* The title is asked for before a file name */

static void
test_title_first (void)
{
  Fixture fixture;
  g_autofree char *path = scratch_file ("titled.xml");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) saved = NULL;
  AdwFlap *flap;
  GtkWidget *title;

  /* Narrow: the set's fields are folded away. */
  fixture_open_sized (&fixture, 560, 860);
  flap = ADW_FLAP (tutor_find_widget (GTK_WIDGET (fixture.editor),
                                      ADW_TYPE_FLAP));
  g_assert_true (adw_flap_get_folded (flap));
  g_assert_false (adw_flap_get_reveal_flap (flap));
  g_assert_true (tutor_set_editor_set_fen (fixture.editor, ONE_CAPTURE,
                                           NULL));
  wait_idle (&fixture);
  title = row (&fixture, "Title");

  for (int i = 0; i < 2; i++)
    {
      g_assert_true (gtk_widget_activate_action (
        GTK_WIDGET (fixture.editor), i ? "editor.save-as" : "editor.save",
        NULL));
      settle ();
      if (i == 0)
        tutor_save_widget (GTK_WIDGET (fixture.window),
                           "editor-title-first.png");
      /* No file name yet: the title, where it is typed. */
      g_assert_null (file_chooser ());
      g_assert_true (adw_flap_get_reveal_flap (flap));
      g_assert_true (has_focus_in (&fixture, title));
      g_assert_true (gtk_widget_has_css_class (title, "error"));
      g_assert_nonnull (find_label (GTK_WIDGET (fixture.editor),
                                    "needs a title"));
    }

  type_keys (title, "Week one");
  g_assert_false (gtk_widget_has_css_class (title, "error"));
  g_assert_null (find_label (GTK_WIDGET (fixture.editor), "needs a title"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture.editor),
                                             "editor.save", NULL));
  tutor_answer_file_chooser (NULL, file);
  wait_idle (&fixture);
  g_assert_false (tutor_set_editor_get_modified (fixture.editor));
  saved = toguz_lesson_load_file (path, problems);
  g_assert_nonnull (saved);
  g_assert_cmpstr (toguz_lesson_get_title (saved), ==, "Week one");
  fixture_close (&fixture);
}

/* The themes follow the goal */

static gboolean
theme_on (Fixture *fixture, const char *label)
{
  GtkWidget *button = tutor_find_button (GTK_WIDGET (fixture->editor),
                                         label);

  g_assert_nonnull (button);
  return gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button));
}

static void
choose_goal (Fixture *fixture, ToguzGoalKind kind)
{
  adw_combo_row_set_selected (ADW_COMBO_ROW (row (fixture, "Goal")), kind);
  wait_idle (fixture);
}

static void
test_goal_themes (void)
{
  Fixture fixture;
  g_autoptr (ToguzLesson) lesson = NULL;

  fixture_open (&fixture);
  g_assert_true (theme_on (&fixture, "Captures"));
  /* A button for every theme of the format, each with its words. */
  for (guint i = 0; toguz_lesson_themes ()[i]; i++)
    {
      const char *name = tutor_theme_name (toguz_lesson_themes ()[i]);

      g_assert_cmpstr (name, !=, toguz_lesson_themes ()[i]);
      (void) theme_on (&fixture, name);
    }
  g_assert_false (theme_on (&fixture, "Quiet moves"));
  choose_goal (&fixture, TOGUZ_GOAL_TUZDIK);
  tutor_save_widget (tutor_find_widget (GTK_WIDGET (fixture.editor),
                                        ADW_TYPE_CLAMP),
                     "editor-goal-themes.png");
  g_assert_true (theme_on (&fixture, "Tuzdiks"));
  g_assert_false (theme_on (&fixture, "Captures"));
  choose_goal (&fixture, TOGUZ_GOAL_WIN);
  g_assert_true (theme_on (&fixture, "Endgames"));
  g_assert_false (theme_on (&fixture, "Tuzdiks"));
  /* The teacher's choice stays. */
  gtk_toggle_button_set_active (
    GTK_TOGGLE_BUTTON (tutor_find_button (GTK_WIDGET (fixture.editor),
                                          "Openings")),
    TRUE);
  choose_goal (&fixture, TOGUZ_GOAL_NO_MOVES);
  g_assert_true (theme_on (&fixture, "Endgames"));
  g_assert_true (theme_on (&fixture, "Openings"));
  g_assert_false (theme_on (&fixture, "At syroo"));
  lesson = tutor_set_editor_get_lesson (fixture.editor);
  {
    g_autofree char *themes = g_strjoinv (
      " ", toguz_lesson_get_step (lesson, 0)->themes);
    g_assert_cmpstr (themes, ==, "endgame opening");
  }
  fixture_close (&fixture);
}

/* A prediction's form: what does not apply is not there */

static void
assert_shown_rows_sensitive (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      if (ADW_IS_PREFERENCES_ROW (child) && gtk_widget_get_mapped (child)
          && !gtk_widget_is_sensitive (child))
        g_error ("row “%s” is shown greyed",
                 adw_preferences_row_get_title (ADW_PREFERENCES_ROW (child)));
      assert_shown_rows_sensitive (child);
    }
}

/* The button that adds a comment on a hole sown. */
static GtkWidget *
find_by_tooltip (GtkWidget *root, const char *tooltip)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;
      if (g_strcmp0 (gtk_widget_get_tooltip_text (child), tooltip) == 0)
        return child;
      if ((found = find_by_tooltip (child, tooltip)))
        return found;
    }
  return NULL;
}

static GtkWidget *
comment_button (Fixture *fixture)
{
  GtkWidget *button = find_by_tooltip (GTK_WIDGET (fixture->editor),
                                       "Comment on a Wrong Move");

  g_assert_nonnull (button);
  return button;
}

static void
test_prediction (void)
{
  Fixture fixture;
  g_autofree char *sample = g_build_filename (
    g_getenv ("TOGUZ_LESSONS_SOURCE"), "examples", "teacher-sample.xml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (sample);
  g_autoptr (GError) error = NULL;
  g_autoptr (ToguzLesson) lesson = NULL;
  GtkWidget *task_group;
  guint predict = G_MAXUINT;

  fixture_open (&fixture);
  g_assert_true (open_file (fixture.editor, file, &error));
  g_assert_no_error (error);
  lesson = tutor_set_editor_get_lesson (fixture.editor);
  for (guint i = 0; i < toguz_lesson_get_n_steps (lesson); i++)
    if (toguz_lesson_get_step (lesson, i)->task->kind == TOGUZ_TASK_PREDICT)
      predict = i;
  g_assert_cmpuint (predict, <, G_MAXUINT);

  /* A goal task: its goal. */
  task_group = gtk_widget_get_ancestor (row (&fixture, "Goal"),
                                        ADW_TYPE_PREFERENCES_GROUP);
  g_assert_true (gtk_widget_get_mapped (row (&fixture, "Goal")));
  g_assert_true (gtk_widget_get_mapped (comment_button (&fixture)));

  tutor_set_editor_select_puzzle (fixture.editor, predict);
  wait_idle (&fixture);
  tutor_save_widget (tutor_find_widget (GTK_WIDGET (fixture.editor),
                                        ADW_TYPE_CLAMP),
                     "editor-prediction.png");
  /* No goal to choose, nor one greyed: what it asks, in the core's
   * words. */
  g_assert_false (gtk_widget_get_visible (row (&fixture, "Goal")));
  g_assert_nonnull (find_label (task_group, "Which of the opponent’s holes "
                                            "can become a tuzdik now?"));
  assert_shown_rows_sensitive (task_group);
  /* A prediction is answered, not played: no comment on a hole sown. */
  g_assert_false (gtk_widget_get_mapped (comment_button (&fixture)));
  g_assert_null (find_label (GTK_WIDGET (fixture.editor),
                             "a learner who sows"));

  /* Back to a goal: the goal again. */
  tutor_set_editor_select_puzzle (fixture.editor, 0);
  wait_idle (&fixture);
  g_assert_true (gtk_widget_get_mapped (row (&fixture, "Goal")));
  g_assert_true (gtk_widget_get_mapped (comment_button (&fixture)));
  fixture_close (&fixture);
}

/* A question with options in a set: the editor says what it is, keeps
 * its options and answer as written, and the saved file checks clean. */
static void
test_choice_question (void)
{
  Fixture fixture;
  g_autofree char *path = scratch_file ("quiz.xml");
  g_autofree char *saved_path = scratch_file ("quiz-saved.xml");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFile) saved_file = g_file_new_for_path (saved_path);
  g_autoptr (GError) error = NULL;
  g_autofree char *output = NULL;
  g_autofree char *written = NULL;
  static const char quiz[]
    = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<exercise-set xmlns=\"https://toguztutor.org/ns/lesson/1\" "
      "id=\"quiz\">\n"
      "  <title>A quiz</title>\n"
      "  <puzzle id=\"nine\" difficulty=\"1\" themes=\"counting\">\n"
      "    <position/>\n"
      "    <task ask=\"choice\" answer=\"b\">\n"
      "      <prompt>What does togyz mean?</prompt>\n"
      "      <option key=\"a\">stone</option>\n"
      "      <option key=\"b\">nine</option>\n"
      "      <wrong answer=\"a\">A stone is a kumalak.</wrong>\n"
      "    </task>\n"
      "  </puzzle>\n"
      "</exercise-set>\n";

  g_assert_true (g_file_set_contents (path, quiz, -1, NULL));
  fixture_open (&fixture);
  g_assert_true (open_file (fixture.editor, file, &error));
  g_assert_no_error (error);
  wait_idle (&fixture);
  g_assert_true (g_str_has_prefix (
    tutor_set_editor_get_check_text (fixture.editor),
    "This task asks a question with options"));
  g_assert_nonnull (find_label (GTK_WIDGET (fixture.editor),
                                "A question: the learner chooses one of its "
                                "options"));
  tutor_set_editor_set_set_title (fixture.editor, NULL, "A quiz, edited");
  g_assert_true (save_file (fixture.editor, saved_file, &error));
  g_assert_no_error (error);
  g_assert_cmpint (lesson_check (saved_path, &output), ==, 0);
  g_assert_true (g_file_get_contents (saved_path, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "<task ask=\"choice\" answer=\"b\">"));
  g_assert_nonnull (strstr (written, "<option key=\"b\">nine</option>"));
  fixture_close (&fixture);
}

/* "Ask: may this move make a tuzdik?": chosen with the goals, the hole
 * sown set below it, answered on the check card by the rules core, and
 * saved as a file the checker accepts and the tutor asks. */
static void
test_tuzdik_question (void)
{
  Fixture fixture;
  g_autofree char *path = scratch_file ("tuzdik-question.xml");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) saved = NULL;
  g_autofree char *output = NULL;
  GtkWidget *goal_row;
  GtkSpinButton *spin;
  const ToguzTask *task;
  guint question;

  fixture_open (&fixture);
  tutor_set_editor_set_set_title (fixture.editor, NULL, "Tuzdik or not");
  goal_row = row (&fixture, "Goal");
  question = g_list_model_get_n_items (
               adw_combo_row_get_model (ADW_COMBO_ROW (goal_row)))
             - 1;
  /* The start: no move makes 3 anywhere, so nothing to ask. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (goal_row), question);
  wait_idle (&fixture);
  task = toguz_lesson_get_step (tutor_set_editor_get_lesson (fixture.editor),
                                0)->task;
  g_assert_cmpint (task->kind, ==, TOGUZ_TASK_GOAL);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (goal_row)),
                    !=, question);

  /* Black owns White's hole 7; Black's 8 makes 3 in White's hole 3. */
  g_assert_true (tutor_set_editor_set_fen (
    fixture.editor,
    "4S,5S,7S,3S,10S,6S,8S,2S,11S/6S,8S,2S,5S,9S,4S,t,12S,3S 26 31 N 18",
    &error));
  g_assert_no_error (error);
  adw_combo_row_set_selected (ADW_COMBO_ROW (goal_row), question);
  wait_idle (&fixture);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (goal_row)),
                    ==, question);
  /* The first move that makes 3 there: Black's hole 8. */
  g_assert_true (gtk_widget_get_mapped (row (&fixture, "Hole sown")));
  spin = GTK_SPIN_BUTTON (tutor_find_widget (row (&fixture, "Hole sown"),
                                             GTK_TYPE_SPIN_BUTTON));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 8);
  g_assert_nonnull (find_label (GTK_WIDGET (fixture.editor),
                                "May it become Black’s tuzdik?"));
  g_assert_cmpstr (tutor_set_editor_get_check_text (fixture.editor), ==,
                   "The answer: no, it does not become a tuzdik.\n"
                   "No, White’s hole 3 stays an ordinary hole. Black already "
                   "owns a tuzdik, White’s hole 7, and a player wins only one "
                   "in a game. Three is odd, so the stones stay where they "
                   "are and nothing is won.");
  tutor_save_widget (GTK_WIDGET (fixture.window), "editor-tuzdik-question.png");

  /* A hole that makes no 3: the card says why, and what to do. */
  gtk_spin_button_set_value (spin, 1);
  wait_idle (&fixture);
  g_assert_true (g_str_has_prefix (
    tutor_set_editor_get_check_text (fixture.editor),
    "This move cannot be asked about\nThe last stone of hole 1 "));
  gtk_spin_button_set_value (spin, 8);
  wait_idle (&fixture);

  g_assert_true (save_file (fixture.editor, file, &error));
  g_assert_no_error (error);
  g_assert_cmpint (lesson_check (path, &output), ==, 0);
  saved = toguz_lesson_load_file (path, problems);
  g_assert_nonnull (saved);
  task = toguz_lesson_get_step (saved, 0)->task;
  g_assert_cmpint (task->predict, ==, TOGUZ_PREDICT_TUZDIK_ALLOWED);
  g_assert_cmpint (task->predict_hole, ==, 7);
  g_assert_cmpint (task->answer, ==, 0);

  /* Back to a goal: a goal task again. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (goal_row), 0);
  wait_idle (&fixture);
  task = toguz_lesson_get_step (tutor_set_editor_get_lesson (fixture.editor),
                                0)->task;
  g_assert_cmpint (task->kind, ==, TOGUZ_TASK_GOAL);
  g_assert_null (find_row (GTK_WIDGET (fixture.editor), "Hole sown"));
  fixture_close (&fixture);
}

/* The goals' names whole in the drop-down */

static gboolean
list_filled (gpointer popover)
{
  return find_label (popover, "Leave the opponent without a move") != NULL;
}

static void
test_goal_names (void)
{
  Fixture fixture;
  GtkWidget *goal_row;
  GtkWidget *popover;
  g_autofree char *cut = NULL;

  fixture_open (&fixture);
  goal_row = row (&fixture, "Goal");
  choose_goal (&fixture, TOGUZ_GOAL_NO_MOVES);
  popover = tutor_find_widget (goal_row, GTK_TYPE_POPOVER);
  g_assert_nonnull (popover);
  scroll_to (goal_row);
  gtk_popover_popup (GTK_POPOVER (popover));
  tutor_run_until (list_filled, popover, 20);
  settle ();
  tutor_save_widget (GTK_WIDGET (fixture.window), "editor-goal-row.png");
  tutor_save_widget (popover, "editor-goal-list.png");
  cut = tutor_describe_overflow (popover);
  g_assert_cmpstr (cut, ==, "");
  g_clear_pointer (&cut, g_free);
  gtk_popover_popdown (GTK_POPOVER (popover));

  /* The goal chosen, in the row. */
  cut = tutor_describe_overflow (goal_row);
  g_assert_cmpstr (cut, ==, "");
  g_assert_nonnull (find_label (goal_row,
                                "Leave the opponent without a move"));
  fixture_close (&fixture);
}

/* Narrow and wide */

static void
assert_fits (Fixture *fixture, int width)
{
  g_autofree char *overflow = NULL;
  int minimum = 0;

  settle ();
  gtk_widget_measure (GTK_WIDGET (fixture->editor), GTK_ORIENTATION_HORIZONTAL,
                      -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, width);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fixture->window)), <=,
                   width);
  overflow = tutor_describe_overflow (GTK_WIDGET (fixture->window));
  g_assert_cmpstr (overflow, ==, "");
}

static gboolean
allocated (gpointer widget)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) > 0;
}

static gboolean
narrower (gpointer data)
{
  Fixture *fixture = data;

  return gtk_widget_get_width (GTK_WIDGET (fixture->window)) < 1000;
}

static void
test_narrow (void)
{
  Fixture fixture;
  AdwFlap *flap;

  fixture_open_sized (&fixture, 360, 700);
  g_assert_true (tutor_set_editor_set_fen (fixture.editor, ONE_CAPTURE,
                                           NULL));
  tutor_set_editor_select_hole (fixture.editor, TOGUZ_BLACK, 4);
  wait_idle (&fixture);
  tutor_save_widget (GTK_WIDGET (fixture.window), "editor-360.png");
  tutor_save_widget (tutor_find_widget (GTK_WIDGET (fixture.editor),
                                        ADW_TYPE_CLAMP),
                     "editor-360-form.png");
  assert_fits (&fixture, 360);

  /* The set and its puzzles, over the puzzle. */
  flap = ADW_FLAP (tutor_find_widget (GTK_WIDGET (fixture.editor),
                                      ADW_TYPE_FLAP));
  g_assert_true (adw_flap_get_folded (flap));
  adw_flap_set_reveal_flap (flap, TRUE);
  tutor_save_widget (GTK_WIDGET (fixture.window), "editor-360-set.png");
  assert_fits (&fixture, 360);
  adw_flap_set_reveal_flap (flap, FALSE);

  /* A game record browsed above the board. */
  {
    g_autofree char *path = g_build_filename (g_getenv ("TOGUZ_GAMES_DIR"),
                                              "playok-2025-sample.pgn", NULL);
    g_autoptr (GFile) file = g_file_new_for_path (path);
    g_autoptr (GError) error = NULL;

    g_assert_true (open_record (fixture.editor, file, &error));
    g_assert_no_error (error);
    tutor_set_editor_show_record_ply (fixture.editor, 9);
    wait_idle (&fixture);
    tutor_save_widget (GTK_WIDGET (fixture.window), "editor-360-record.png");
    assert_fits (&fixture, 360);
    g_assert_true (gtk_widget_activate_action (
      tutor_find_widget (GTK_WIDGET (fixture.editor),
                         TUTOR_TYPE_RECORD_BROWSER),
      "record.cancel", NULL));
  }

  /* The popovers fit the page too: the wrong moves' shown, the FEN's
   * measured. */
  {
    GtkWidget *button = comment_button (&fixture);
    GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (button));
    GtkWidget *fen = find_by_tooltip (GTK_WIDGET (fixture.editor),
                                      "Paste a Position (FEN)");
    g_autofree char *overflow = NULL;
    int width = 0;

    scroll_to (button);
    gtk_popover_popup (popover);
    tutor_run_until (allocated, popover, 10);
    settle ();
    g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (popover)), <=, 360);
    overflow = tutor_describe_overflow (GTK_WIDGET (popover));
    g_assert_cmpstr (overflow, ==, "");
    tutor_save_widget (GTK_WIDGET (popover), "editor-360-wrong.png");
    gtk_popover_popdown (popover);

    g_assert_nonnull (fen);
    popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (fen));
    gtk_widget_measure (GTK_WIDGET (popover), GTK_ORIENTATION_HORIZONTAL, -1,
                        NULL, &width, NULL, NULL);
    g_assert_cmpint (width, <=, 360);
  }
  fixture_close (&fixture);

  fixture_open_sized (&fixture, 1000, 700);
  g_assert_true (tutor_set_editor_set_fen (fixture.editor, ONE_CAPTURE,
                                           NULL));
  wait_idle (&fixture);
  tutor_save_widget (GTK_WIDGET (fixture.window), "editor-1000x700-page.png");
  assert_fits (&fixture, 1000);
  /* Made narrow again: the flap folds, and the page follows. */
  gtk_window_set_default_size (fixture.window, 360, 700);
  tutor_run_until (narrower, &fixture, 10);
  gtk_window_set_default_size (fixture.window, 361, 700);
  tutor_run_until (narrower, &fixture, 10);
  assert_fits (&fixture, 361);
  fixture_close (&fixture);
}

int
main (int argc, char **argv)
{
  editor_test_init (&argc, &argv);
  g_test_add_func ("/editor-forms/typing", test_typing);
  g_test_add_func ("/editor-forms/title-first", test_title_first);
  g_test_add_func ("/editor-forms/goal-themes", test_goal_themes);
  g_test_add_func ("/editor-forms/prediction", test_prediction);
  g_test_add_func ("/editor-forms/tuzdik-question", test_tuzdik_question);
  g_test_add_func ("/editor-forms/choice-question", test_choice_question);
  g_test_add_func ("/editor-forms/goal-names", test_goal_names);
  g_test_add_func ("/editor-forms/narrow", test_narrow);
  return tutor_test_finish (g_test_run ());
}
