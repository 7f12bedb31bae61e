/* test-languages.c: the tutor in the language TOGUZ_TEST_LANGUAGE names
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under Xvfb, once per language of po/LINGUAS: a lesson's title in
 * the sidebar and the window title, and the engine's explanation of a
 * wrong move, are in that language; the screen is rendered to
 * TUTOR_SCREENS_DIR/lesson-LANG.png for a person to look at (Bengali and
 * Gurmukhi must show as text, not boxes).  The exercise set editor fits
 * 360 pixels in each language (editor-360-LANG.png).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tutor-languages.h"
#include "tutor-set-editor.h"
#include "tutor-test-util.h"

/* Words an English explanation cannot do without. */
static const char *const english_words[] = {
  "stone", "stones", "hole", "lands", "opponent", "takes", "captures",
  "the", "your", NULL,
};

static void
collect_titles (GtkWidget *root, GPtrArray *titles)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      if (ADW_IS_WINDOW_TITLE (child))
        g_ptr_array_add (titles, (gpointer) adw_window_title_get_title (
                                   ADW_WINDOW_TITLE (child)));
      else if (ADW_IS_PREFERENCES_ROW (child))
        g_ptr_array_add (titles, (gpointer) adw_preferences_row_get_title (
                                   ADW_PREFERENCES_ROW (child)));
      collect_titles (child, titles);
    }
}

static gboolean
has_english_word (const char *text)
{
  g_auto (GStrv) words = g_regex_split_simple ("[^[:alpha:]]+", text, 0, 0);

  for (guint i = 0; words[i]; i++)
    {
      g_autofree char *word = g_utf8_strdown (words[i], -1);
      if (g_strv_contains (english_words, word))
        {
          g_test_message ("English word “%s” in “%s”", words[i], text);
          return TRUE;
        }
    }
  return FALSE;
}

static void
test_lesson_in_language (void)
{
  const char *language = g_getenv ("TOGUZ_TEST_LANGUAGE");
  TutorFixture fixture;
  ToguzLesson *lesson;
  const char *source, *title, *feedback;
  g_autoptr (GPtrArray) titles = g_ptr_array_new ();
  g_autofree char *screen = NULL;
  gboolean shown = FALSE;
  ToguzTaskSession *session = NULL;
  GListModel *lessons;
  int wrong = -1;

  /* Every translation shipped can be chosen in the preferences. */
  g_assert_cmpint (tutor_language_find (language), >=, 0);

  tutor_fixture_open (&fixture, "language.ini");
  gtk_window_set_default_size (GTK_WINDOW (fixture.window), 1200, 860);
  lesson = tutor_catalogue_find (tutor_application_get_catalogue (fixture.app),
                                 "even-captures");
  g_assert_nonnull (lesson);

  /* The title, translated, where the learner sees it. */
  source = toguz_lesson_text_get_source (toguz_lesson_get_title_text (lesson));
  title = toguz_lesson_get_title (lesson);
  g_test_message ("%s: “%s” is “%s”", language, source, title);
  g_assert_cmpstr (title, !=, source);
  g_assert_true (tutor_window_open_chapter (fixture.window, "even-captures"));
  tutor_fixture_follow_page (&fixture);
  collect_titles (GTK_WIDGET (fixture.window), titles);
  for (guint i = 0; i < titles->len; i++)
    {
      g_assert_cmpstr (g_ptr_array_index (titles, i), !=, source);
      shown |= g_strcmp0 (g_ptr_array_index (titles, i), title) == 0;
    }
  g_assert_true (shown);

  /* A wrong move the author left uncommented: the engine explains it. */
  lessons = tutor_catalogue_get_lessons (
    tutor_application_get_catalogue (fixture.app));
  for (guint l = 0; l < g_list_model_get_n_items (lessons) && wrong < 0; l++)
    {
      g_autoptr (ToguzLesson) other = g_list_model_get_item (lessons, l);

      for (guint i = 0; i < toguz_lesson_get_n_steps (other) && wrong < 0;
           i++)
        {
          const ToguzStep *step = toguz_lesson_get_step (other, i);
          const ToguzGoalAnswer *answer;

          if (step->task == NULL || step->task->kind != TOGUZ_TASK_GOAL)
            continue;
          g_assert_true (tutor_window_open_chapter (
            fixture.window, toguz_lesson_get_id (other)));
          tutor_lesson_player_go_to_step (fixture.player, i);
          tutor_wait_idle (&fixture);
          session = tutor_lesson_player_get_session (fixture.player);
          answer = toguz_task_session_get_goal_answer (session);
          for (unsigned h = 0; h < step->rules.holes && wrong < 0; h++)
            if (((answer->legal >> h) & 1u)
                && !((answer->achieving >> h) & 1u)
                && toguz_task_find_wrong_move (step->task, h) == NULL)
              wrong = (int) h;
        }
    }
  g_assert_cmpint (wrong, >=, 0);
  tutor_click_hole (&fixture,
                    (ToguzSide) toguz_task_session_get_position (session)->side,
                    (guint) wrong);
  feedback = tutor_lesson_player_get_feedback (fixture.player);
  g_assert_nonnull (feedback);
  g_test_message ("%s: %s", language, feedback);
  g_assert_null (toguz_task_session_get_wrong_comment (session));
  g_assert_false (has_english_word (feedback));
  g_assert_cmpstr (feedback, !=, _("Not this move. Let me see why…"));

  screen = g_strdup_printf ("lesson-%s.png", language);
  tutor_save_screen (&fixture, screen);
  tutor_fixture_close (&fixture);
}

static gboolean
editor_idle (gpointer editor)
{
  return gtk_widget_get_mapped (editor) && tutor_set_editor_is_idle (editor);
}

/* The exercise set editor in this language at 360 pixels wide: nothing
 * cut off, the set's fields over the puzzle as well. */
static void
test_editor_narrow (void)
{
  const char *language = g_getenv ("TOGUZ_TEST_LANGUAGE");
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *editor = tutor_set_editor_new ();
  g_autoptr (TutorEngine) engine = tutor_engine_new ();
  g_autofree char *screen = g_strdup_printf ("editor-360-%s.png", language);
  g_autofree char *form = g_strdup_printf ("editor-360-form-%s.png",
                                           language);
  g_autofree char *set = g_strdup_printf ("editor-360-set-%s.png", language);

  tutor_set_editor_set_engine (TUTOR_SET_EDITOR (editor), engine);
  gtk_window_set_child (window, editor);
  gtk_window_set_default_size (window, 360, 700);
  gtk_window_present (window);
  tutor_set_editor_select_hole (TUTOR_SET_EDITOR (editor), TOGUZ_WHITE, 0);
  tutor_run_until (editor_idle, editor, 60);
  for (int pass = 0; pass < 2; pass++)
    {
      g_autofree char *overflow = NULL;

      tutor_save_widget (GTK_WIDGET (window), pass ? set : screen);
      if (pass == 0)
        tutor_save_widget (tutor_find_widget (editor, ADW_TYPE_CLAMP), form);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
      overflow = tutor_describe_overflow (GTK_WIDGET (window));
      g_assert_cmpstr (overflow, ==, "");
      /* The set and its puzzles, over the puzzle. */
      adw_flap_set_reveal_flap (ADW_FLAP (tutor_find_widget (editor,
                                                             ADW_TYPE_FLAP)),
                                TRUE);
    }
  gtk_window_destroy (window);
}

int
main (int argc, char **argv)
{
  tutor_test_init (&argc, &argv);
  g_assert_nonnull (g_getenv ("TOGUZ_TEST_LANGUAGE"));
  g_test_add_func ("/i18n/lesson-in-language", test_lesson_in_language);
  g_test_add_func ("/i18n/editor-narrow", test_editor_narrow);
  return tutor_test_finish (g_test_run ());
}
