/* test-present.c: the presentation mode, as a teacher uses it
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under Xvfb, where no window manager gives the full screen: that
 * it was asked for is what can be seen.  F11 and the menu's Present go
 * in, Escape and F11 come out and put the window back as it was; the
 * verdict on an answer and the solution wait for the teacher's Space;
 * the keys go to the lesson or the puzzle shown.  Screens go to
 * TUTOR_SCREENS_DIR/present-*.png.
 */
#include "config.h"

#include "tutor-feedback-card.h"
#include "tutor-sidebar.h"
#include "tutor-test-util.h"

static TutorPresenter *
presenter (TutorFixture *fixture)
{
  return tutor_window_get_presenter (fixture->window);
}

static gboolean
action_state (TutorFixture *fixture)
{
  g_autoptr (GVariant) state = g_action_group_get_action_state (
    G_ACTION_GROUP (fixture->window), "present");

  return g_variant_get_boolean (state);
}

static GtkWidget *
sidebar_pane (TutorFixture *fixture)
{
  return gtk_widget_get_parent (
    tutor_find_widget (GTK_WIDGET (fixture->window), TUTOR_TYPE_SIDEBAR));
}

/* Whether the page's header bar is shown: the one over the window's
 * stack of pages. */
static gboolean
header_shown (TutorFixture *fixture)
{
  for (GtkWidget *up = gtk_widget_get_parent (GTK_WIDGET (fixture->player));
       up; up = gtk_widget_get_parent (up))
    {
      GtkWidget *before = gtk_widget_get_prev_sibling (up);

      if (GTK_IS_STACK (up) && before && ADW_IS_HEADER_BAR (before))
        return gtk_widget_get_mapped (before);
    }
  g_assert_not_reached ();
}

static gboolean
button_shown (GtkWidget *root, const char *label)
{
  GtkWidget *button = tutor_find_button (root, label);

  return button && gtk_widget_get_mapped (button);
}

static gboolean
mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

static void
settle (TutorFixture *fixture)
{
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  tutor_wait_idle (fixture);
}

static void
assert_presenting (TutorFixture *fixture)
{
  settle (fixture);
  g_assert_true (tutor_presenter_get_presenting (presenter (fixture)));
  g_assert_true (action_state (fixture));
  g_assert_true (tutor_presenter_get_fullscreen_asked (presenter (fixture)));
  g_assert_false (gtk_widget_get_mapped (sidebar_pane (fixture)));
  g_assert_false (header_shown (fixture));
  g_assert_true (tutor_lesson_player_get_presenting (fixture->player));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (fixture->window),
                                           "presenting"));
  /* The player's bar gives way to the teacher's keys. */
  g_assert_false (button_shown (GTK_WIDGET (fixture->player), "_Back"));
  g_assert_nonnull (strstr (
    tutor_lesson_player_get_presenter_line (fixture->player), "Esc: leave"));
}

static void
assert_not_presenting (TutorFixture *fixture)
{
  settle (fixture);
  /* The leaflet shows the chapters again once it has laid them out. */
  tutor_run_until (mapped, sidebar_pane (fixture), 20);
  g_assert_false (tutor_presenter_get_presenting (presenter (fixture)));
  g_assert_false (action_state (fixture));
  g_assert_false (tutor_presenter_get_fullscreen_asked (presenter (fixture)));
  g_assert_true (gtk_widget_get_mapped (sidebar_pane (fixture)));
  g_assert_true (header_shown (fixture));
  g_assert_false (tutor_lesson_player_get_presenting (fixture->player));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (fixture->window),
                                            "presenting"));
  g_assert_true (button_shown (GTK_WIDGET (fixture->player), "_Hint")
                 || button_shown (GTK_WIDGET (fixture->player), "_Next")
                 || button_shown (GTK_WIDGET (fixture->player),
                                  "Show _Solution"));
  g_assert_null (tutor_lesson_player_get_presenter_line (fixture->player));
}

static guint
step_index (ToguzLesson *lesson, const char *id)
{
  for (guint i = 0; i < toguz_lesson_get_n_steps (lesson); i++)
    if (g_strcmp0 (toguz_lesson_get_step (lesson, i)->id, id) == 0)
      return i;
  g_error ("no step %s", id);
}

static void
open_step (TutorFixture *fixture, const char *chapter, const char *id)
{
  ToguzLesson *lesson = tutor_catalogue_find (
    tutor_application_get_catalogue (fixture->app), chapter);

  g_assert_true (tutor_window_open_chapter (fixture->window, chapter));
  tutor_fixture_follow_page (fixture);
  tutor_lesson_player_go_to_step (fixture->player, step_index (lesson, id));
  tutor_wait_idle (fixture);
}

/* The main menu's button (F10). */
static GtkMenuButton *
primary_menu (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkMenuButton *found;

      if (GTK_IS_MENU_BUTTON (child)
          && gtk_menu_button_get_primary (GTK_MENU_BUTTON (child)))
        return GTK_MENU_BUTTON (child);
      if ((found = primary_menu (child)))
        return found;
    }
  return NULL;
}

/* Whether the menu holds an item for `action`. */
static gboolean
menu_has (GMenuModel *menu, const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr (GMenuModel) section = g_menu_model_get_item_link (
        menu, i, G_MENU_LINK_SECTION);

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION,
                                           "s", &name)
          && g_strcmp0 (name, action) == 0)
        return TRUE;
      if (section && menu_has (section, action))
        return TRUE;
    }
  return FALSE;
}

/* F11 goes in and out, as does Present in the main menu; Escape comes
 * out too. */
static void
test_enter_and_leave (void)
{
  TutorFixture fixture;
  g_auto (GStrv) accels = NULL;
  GtkMenuButton *menu;

  tutor_fixture_open (&fixture, "enter.ini");
  open_step (&fixture, "sowing", "reach-a-hole");
  assert_not_presenting (&fixture);
  accels = gtk_application_get_accels_for_action (
    GTK_APPLICATION (fixture.app), "win.present");
  g_assert_cmpstr (accels[0], ==, "F11");

  g_assert_true (tutor_press_key (&fixture, GDK_KEY_F11, 0));
  assert_presenting (&fixture);
  tutor_save_screen (&fixture, "present-entered.png");
  g_assert_true (tutor_press_key (&fixture, GDK_KEY_Escape, 0));
  assert_not_presenting (&fixture);

  menu = primary_menu (GTK_WIDGET (fixture.window));
  g_assert_nonnull (menu);
  g_assert_true (menu_has (gtk_menu_button_get_menu_model (menu),
                           "win.present"));
  g_assert_true (g_action_group_get_action_enabled (
    G_ACTION_GROUP (fixture.window), "present"));
  g_action_group_activate_action (G_ACTION_GROUP (fixture.window), "present",
                                  NULL);
  assert_presenting (&fixture);
  g_assert_true (tutor_press_key (&fixture, GDK_KEY_F11, 0));
  assert_not_presenting (&fixture);
  tutor_fixture_close (&fixture);
}

static void
iterate (void)
{
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
}

static gboolean
folded (gpointer leaflet)
{
  return adw_leaflet_get_folded (leaflet);
}

/* A phone's window shows the page or the chapters: leaving shows
 * whichever it showed, folded as before. */
static void
test_restores_folded (void)
{
  TutorFixture fixture;
  AdwLeaflet *leaflet;
  GtkWidget *shown;

  tutor_fixture_open (&fixture, "folded.ini");
  open_step (&fixture, "sowing", "reach-a-hole");
  leaflet = ADW_LEAFLET (tutor_find_widget (GTK_WIDGET (fixture.window),
                                            ADW_TYPE_LEAFLET));
  gtk_window_set_default_size (GTK_WINDOW (fixture.window), 360, 640);
  tutor_run_until (folded, leaflet, 20);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture.window),
                                             "win.show-chapters", NULL));
  iterate ();
  shown = adw_leaflet_get_visible_child (leaflet);
  g_assert_true (shown == sidebar_pane (&fixture));

  g_action_group_activate_action (G_ACTION_GROUP (fixture.window), "present",
                                  NULL);
  iterate ();
  g_assert_true (tutor_presenter_get_presenting (presenter (&fixture)));
  tutor_run_until (mapped, fixture.player, 20);
  g_assert_false (gtk_widget_get_mapped (sidebar_pane (&fixture)));
  /* Not a key: it waits for the page, not shown once left. */
  g_action_group_activate_action (G_ACTION_GROUP (fixture.window), "present",
                                  NULL);
  tutor_run_until (folded, leaflet, 20);
  g_assert_true (adw_leaflet_get_visible_child (leaflet) == shown);
  tutor_run_until (mapped, sidebar_pane (&fixture), 20);
  tutor_fixture_close (&fixture);
}

static GtkWidget *
feedback_box (TutorFixture *fixture)
{
  GtkWidget *card = tutor_find_widget (GTK_WIDGET (fixture->player),
                                       TUTOR_TYPE_FEEDBACK_CARD);

  return tutor_find_widget (card, GTK_TYPE_BOX);
}

#define HELD_NOTE "The answer is in. Space tells whether it is right."

/* A wrong move is played on the board and told only when the teacher
 * steps on; the next step on shows the solution, the one after goes on
 * to the next step. */
static void
test_wrong_move_waits (void)
{
  TutorFixture fixture;
  ToguzTaskSession *session;
  guint step;
  int wrong;

  tutor_fixture_open (&fixture, "wrong.ini");
  open_step (&fixture, "sowing", "reach-a-hole");
  step = tutor_lesson_player_get_step (fixture.player);
  g_assert_true (tutor_press_key (&fixture, GDK_KEY_F11, 0));
  settle (&fixture);
  session = tutor_fixture_session (&fixture);
  g_assert_cmpstr (tutor_lesson_player_get_presenter_line (fixture.player),
                   ==, "Space: show the solution  ·  ←: back  ·  Esc: leave");
  wrong = tutor_find_wrong_move (&fixture);
  g_assert_cmpint (wrong, >=, 0);

  tutor_click_hole (&fixture, TOGUZ_WHITE, (guint) wrong);
  g_assert_true (tutor_lesson_player_get_verdict_waits (fixture.player));
  g_assert_cmpint (toguz_task_session_get_tries (session), ==, 0);
  g_assert_cmpstr (tutor_lesson_player_get_feedback (fixture.player), ==,
                   HELD_NOTE);
  g_assert_false (gtk_widget_has_css_class (feedback_box (&fixture),
                                            "error"));
  g_assert_nonnull (strstr (
    tutor_lesson_player_get_presenter_line (fixture.player),
    "Space: reveal the answer"));
  tutor_save_screen (&fixture, "present-answer-held.png");

  g_assert_true (tutor_press_key (&fixture, GDK_KEY_space, 0));
  g_assert_false (tutor_lesson_player_get_verdict_waits (fixture.player));
  g_assert_cmpint (toguz_task_session_get_tries (session), ==, 1);
  g_assert_false (toguz_task_session_is_finished (session));
  g_assert_true (gtk_widget_has_css_class (feedback_box (&fixture), "error"));
  g_assert_cmpstr (tutor_lesson_player_get_feedback (fixture.player), !=,
                   HELD_NOTE);
  tutor_save_screen (&fixture, "present-wrong-told.png");

  /* Page Down, as a presenter's remote sends it. */
  g_assert_true (tutor_press_key (&fixture, GDK_KEY_Page_Down, 0));
  g_assert_true (toguz_task_session_get_solution_shown (session));
  g_assert_cmpuint (tutor_lesson_player_get_step (fixture.player), ==, step);
  g_assert_true (tutor_press_key (&fixture, GDK_KEY_Right, 0));
  g_assert_cmpuint (tutor_lesson_player_get_step (fixture.player), ==,
                    step + 1);
  /* Left, the step before; Escape, and the learner is told at once. */
  g_assert_true (tutor_press_key (&fixture, GDK_KEY_Left, 0));
  g_assert_cmpuint (tutor_lesson_player_get_step (fixture.player), ==, step);
  tutor_fixture_close (&fixture);
}

/* Nobody answered: the first step on plays the solution out, as Show
 * Solution would after a try. */
static void
test_unanswered_shows_solution (void)
{
  TutorFixture fixture;
  ToguzTaskSession *session;

  tutor_fixture_open (&fixture, "unanswered.ini");
  open_step (&fixture, "sowing", "predict-own-row");
  g_action_group_activate_action (G_ACTION_GROUP (fixture.window), "present",
                                  NULL);
  settle (&fixture);
  session = tutor_fixture_session (&fixture);
  g_assert_cmpint (toguz_task_session_get_tries (session), ==, 0);
  g_assert_true (tutor_press_key (&fixture, GDK_KEY_space, 0));
  g_assert_true (toguz_task_session_get_solution_shown (session));
  g_assert_cmpstr (tutor_lesson_player_get_feedback (fixture.player), ==,
                   "The answer: White’s hole 7.");
  g_assert_nonnull (strstr (
    tutor_lesson_player_get_presenter_line (fixture.player),
    "Space: next step"));
  tutor_fixture_close (&fixture);
}

/* The class changes its mind before the reveal: the last answer is the
 * one judged, and a right one is told without the learner's stars. */
static void
test_changed_answer (void)
{
  TutorFixture fixture;
  ToguzTaskSession *session;
  const ToguzGoalAnswer *answer;
  int wrong;

  tutor_fixture_open (&fixture, "changed.ini");
  open_step (&fixture, "sowing", "reach-a-hole");
  g_action_group_activate_action (G_ACTION_GROUP (fixture.window), "present",
                                  NULL);
  settle (&fixture);
  session = tutor_fixture_session (&fixture);
  answer = toguz_task_session_get_goal_answer (session);
  wrong = tutor_find_wrong_move (&fixture);
  tutor_click_hole (&fixture, TOGUZ_WHITE, (guint) wrong);
  tutor_click_hole (&fixture, TOGUZ_WHITE,
                    (guint) g_bit_nth_lsf (answer->achieving, -1));
  g_assert_true (tutor_lesson_player_get_verdict_waits (fixture.player));
  g_assert_true (tutor_press_key (&fixture, GDK_KEY_space, 0));
  g_assert_true (toguz_task_session_is_solved (session));
  g_assert_cmpint (toguz_task_session_get_tries (session), ==, 1);
  g_assert_true (gtk_widget_has_css_class (feedback_box (&fixture),
                                           "success"));
  g_assert_null (strstr (tutor_lesson_player_get_feedback (fixture.player),
                         "★"));
  tutor_fixture_close (&fixture);
}

/* Leaving with an answer held: the learner is told its verdict. */
static void
test_leaving_tells (void)
{
  TutorFixture fixture;
  int wrong;

  tutor_fixture_open (&fixture, "leaving.ini");
  open_step (&fixture, "sowing", "reach-a-hole");
  g_action_group_activate_action (G_ACTION_GROUP (fixture.window), "present",
                                  NULL);
  settle (&fixture);
  wrong = tutor_find_wrong_move (&fixture);
  tutor_click_hole (&fixture, TOGUZ_WHITE, (guint) wrong);
  g_assert_true (tutor_lesson_player_get_verdict_waits (fixture.player));
  g_assert_true (tutor_press_key (&fixture, GDK_KEY_Escape, 0));
  settle (&fixture);
  g_assert_false (tutor_lesson_player_get_verdict_waits (fixture.player));
  g_assert_cmpint (toguz_task_session_get_tries (tutor_fixture_session (
                     &fixture)),
                   ==, 1);
  g_assert_true (gtk_widget_has_css_class (feedback_box (&fixture), "error"));
  tutor_fixture_close (&fixture);
}

/* A puzzle alone, without the trainer's tools: Space shows its solution,
 * then brings the next puzzle. */
static void
test_trainer (void)
{
  TutorFixture fixture;
  TutorPuzzleTrainer *trainer;
  int puzzle;

  tutor_fixture_open (&fixture, "trainer.ini");
  tutor_fixture_open_set (&fixture, "puzzles-from-games");
  trainer = tutor_fixture_trainer (&fixture);
  puzzle = tutor_puzzle_trainer_get_puzzle (trainer);
  g_assert_true (tutor_press_key (&fixture, GDK_KEY_F11, 0));
  assert_presenting (&fixture);
  g_assert_false (button_shown (GTK_WIDGET (trainer), "N_ext Puzzle"));
  g_assert_cmpstr (tutor_lesson_player_get_presenter_line (fixture.player),
                   ==, "Space: show the solution  ·  Esc: leave");
  g_assert_true (tutor_press_key (&fixture, GDK_KEY_space, 0));
  g_assert_true (toguz_task_session_get_solution_shown (
    tutor_fixture_session (&fixture)));
  g_assert_cmpstr (tutor_lesson_player_get_presenter_line (fixture.player),
                   ==, "Space: next puzzle  ·  Esc: leave");
  tutor_save_screen (&fixture, "present-puzzle-solution.png");
  g_assert_true (tutor_press_key (&fixture, GDK_KEY_space, 0));
  g_assert_cmpint (tutor_puzzle_trainer_get_puzzle (trainer), !=, puzzle);
  g_assert_false (toguz_task_session_is_finished (
    tutor_fixture_session (&fixture)));
  g_assert_true (tutor_press_key (&fixture, GDK_KEY_Escape, 0));
  assert_not_presenting (&fixture);
  tutor_fixture_close (&fixture);
}

/* Free play is shown as it is, in full screen; its board keeps its
 * keys.  The set editor, where sets are made, is not presented. */
static void
test_free_play_and_editor (void)
{
  TutorFixture fixture;
  GtkWidget *board;
  GtkWidget *hole;

  tutor_fixture_open (&fixture, "free-play.ini");
  g_assert_true (tutor_window_open_chapter (fixture.window, "free-play"));
  tutor_wait_idle (&fixture);
  g_assert_true (tutor_press_key (&fixture, GDK_KEY_F11, 0));
  settle (&fixture);
  g_assert_true (tutor_presenter_get_presenting (presenter (&fixture)));
  g_assert_true (tutor_presenter_get_fullscreen_asked (presenter (&fixture)));
  g_assert_false (gtk_widget_get_mapped (sidebar_pane (&fixture)));
  board = GTK_WIDGET (tutor_free_play_get_board (
    tutor_window_get_free_play (fixture.window)));
  hole = tutor_board_get_hole (TUTOR_BOARD (board), TOGUZ_WHITE, 0);
  gtk_widget_grab_focus (hole);
  g_assert_true (tutor_press_key (&fixture, GDK_KEY_Right, 0));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture.window))
                 == tutor_board_get_hole (TUTOR_BOARD (board), TOGUZ_WHITE,
                                          1));
  g_assert_true (tutor_press_key (&fixture, GDK_KEY_Escape, 0));
  settle (&fixture);
  g_assert_false (tutor_presenter_get_presenting (presenter (&fixture)));

  tutor_window_open_editor (fixture.window);
  tutor_wait_idle (&fixture);
  g_assert_false (g_action_group_get_action_enabled (
    G_ACTION_GROUP (fixture.window), "present"));
  g_action_group_activate_action (G_ACTION_GROUP (fixture.window), "present",
                                  NULL);
  settle (&fixture);
  g_assert_false (tutor_presenter_get_presenting (presenter (&fixture)));
  tutor_fixture_close (&fixture);
}

int
main (int argc, char **argv)
{
  tutor_test_init (&argc, &argv);

  g_test_add_func ("/present/enter-and-leave", test_enter_and_leave);
  g_test_add_func ("/present/restores-folded", test_restores_folded);
  g_test_add_func ("/present/wrong-move-waits", test_wrong_move_waits);
  g_test_add_func ("/present/unanswered-shows-solution",
                   test_unanswered_shows_solution);
  g_test_add_func ("/present/changed-answer", test_changed_answer);
  g_test_add_func ("/present/leaving-tells", test_leaving_tells);
  g_test_add_func ("/present/trainer", test_trainer);
  g_test_add_func ("/present/free-play-and-editor",
                   test_free_play_and_editor);
  return tutor_test_finish (g_test_run ());
}
