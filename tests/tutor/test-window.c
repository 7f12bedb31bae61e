/* test-window.c: the window around the pages, used by keyboard and mouse
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under Xvfb.  Tab is the window's "move-focus", as its key binding
 * emits it; an arrow in the chapters is the list's "move-cursor".
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "tutor-languages.h"
#include "tutor-sidebar.h"
#include "tutor-test-util.h"

static GtkWidget *
focus (TutorFixture *fixture)
{
  return gtk_root_get_focus (GTK_ROOT (fixture->window));
}

static void
press (TutorFixture *fixture, GtkDirectionType direction)
{
  g_signal_emit_by_name (fixture->window, "move-focus", direction);
  for (int i = 0; i < 5; i++)
    g_main_context_iteration (NULL, FALSE);
}

static gboolean
focus_in (TutorFixture *fixture, GtkWidget *widget)
{
  GtkWidget *focused = focus (fixture);

  return focused && (focused == widget
                     || gtk_widget_is_ancestor (focused, widget));
}

static GtkListBox *
chapters (TutorFixture *fixture)
{
  return GTK_LIST_BOX (tutor_find_widget (
    tutor_find_widget (GTK_WIDGET (fixture->window), TUTOR_TYPE_SIDEBAR),
    GTK_TYPE_LIST_BOX));
}

/* The chapters are one Tab stop: Tab leaves them from any row, Shift+Tab
 * comes back to the chapter shown, the arrows move between rows. */
static void
test_sidebar_one_tab_stop (void)
{
  TutorFixture fixture;
  GtkListBox *list;
  GtkListBoxRow *row, *shown;
  GtkWidget *board;
  guint tabs = 0;

  tutor_fixture_open (&fixture, "tabs.ini");
  g_assert_true (tutor_window_open_chapter (fixture.window, "sowing"));
  tutor_wait_idle (&fixture);
  list = chapters (&fixture);
  shown = gtk_list_box_get_selected_row (list);
  g_assert_nonnull (shown);

  for (int i = 0; (row = gtk_list_box_get_row_at_index (list, i)); i++)
    {
      gtk_widget_grab_focus (GTK_WIDGET (row));
      g_assert_true (focus (&fixture) == GTK_WIDGET (row));
      press (&fixture, GTK_DIR_TAB_FORWARD);
      g_assert_false (focus_in (&fixture, GTK_WIDGET (list)));
      press (&fixture, GTK_DIR_TAB_BACKWARD);
      g_assert_true (focus (&fixture) == GTK_WIDGET (shown));
    }

  /* Down: the next row, which the chapter shown does not follow. */
  g_signal_emit_by_name (list, "move-cursor", GTK_MOVEMENT_DISPLAY_LINES, 1,
                         FALSE, FALSE);
  g_assert_true (focus (&fixture)
                 == GTK_WIDGET (gtk_list_box_get_row_at_index (
                   list, gtk_list_box_row_get_index (shown) + 1)));
  g_assert_cmpstr (tutor_window_get_chapter (fixture.window), ==, "sowing");

  /* From the chapters to the board: the header's few buttons between. */
  board = GTK_WIDGET (tutor_lesson_player_get_board (fixture.player));
  gtk_widget_grab_focus (GTK_WIDGET (shown));
  while (!focus_in (&fixture, board))
    {
      g_assert_cmpuint (++tabs, <, 13);
      press (&fixture, GTK_DIR_TAB_FORWARD);
    }
  g_test_message ("%u Tabs from the chapters to the board", tabs);
  tutor_fixture_close (&fixture);
}

static GtkWidget *
find_label (GtkWidget *root, const char *text)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;
      if (GTK_IS_LABEL (child)
          && g_strcmp0 (gtk_label_get_text (GTK_LABEL (child)), text) == 0)
        return child;
      if ((found = find_label (child, text)))
        return found;
    }
  return NULL;
}

static GtkWidget *
chapter_row (TutorFixture *fixture, const char *title)
{
  GtkListBox *list = chapters (fixture);
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (list, i)); i++)
    if (ADW_IS_PREFERENCES_ROW (row)
        && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (
                        row)),
                      title)
             == 0)
      return GTK_WIDGET (row);
  g_assert_not_reached ();
}

/* The sections in the order a learner meets them: the rules, playing
 * well (numbered on from the rules), the puzzles, then the pages. */
static void
test_sidebar_sections (void)
{
  TutorFixture fixture;
  GtkListBox *list;
  GtkListBoxRow *row;
  g_autoptr (GString) seen = g_string_new (NULL);
  const char *const order[] = { "The Rules", "Playing Well", "Puzzles",
                                "Play", "Teach" };
  const char *at = NULL;

  tutor_fixture_open (&fixture, "sections.ini");
  list = chapters (&fixture);
  for (int i = 0; (row = gtk_list_box_get_row_at_index (list, i)); i++)
    {
      GtkWidget *header = gtk_list_box_row_get_header (row);
      if (header && GTK_IS_LABEL (header))
        g_string_append_printf (seen, "%s|",
                                gtk_label_get_text (GTK_LABEL (header)));
    }
  g_test_message ("sections: %s", seen->str);
  for (gsize i = 0; i < G_N_ELEMENTS (order); i++)
    {
      g_autofree char *name = g_strdup_printf ("%s|", order[i]);
      const char *found = strstr (seen->str, name);

      g_assert_nonnull (found);
      g_assert_true (at == NULL || found > at);
      at = found;
    }
  /* The first lesson on playing well goes on from the seven rules. */
  row = GTK_LIST_BOX_ROW (chapter_row (&fixture, "Reach and counting"));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_header (
                     row))),
                   ==, "Playing Well");
  g_assert_nonnull (find_label (GTK_WIDGET (row), "8"));
  tutor_save_widget (tutor_find_widget (GTK_WIDGET (fixture.window),
                                        TUTOR_TYPE_SIDEBAR),
                     "sidebar-sections.png");
  tutor_fixture_close (&fixture);
}

static double
title_x (TutorFixture *fixture, const char *title)
{
  GtkWidget *row = chapter_row (fixture, title);
  GtkWidget *label = find_label (row, title);
  graphene_point_t point;

  g_assert_nonnull (label);
  g_assert_true (gtk_widget_compute_point (
    label, row, &GRAPHENE_POINT_INIT (0, 0), &point));
  return point.x;
}

/* A chapter's tick takes the number's place, and the title stays. */
static void
test_tick_keeps_title (void)
{
  TutorFixture fixture;
  TutorProgress *progress;
  ToguzLesson *lesson;
  const char *title;
  double before;

  tutor_fixture_open (&fixture, "tick.ini");
  progress = tutor_application_get_progress (fixture.app);
  lesson = tutor_catalogue_find (tutor_application_get_catalogue (fixture.app),
                                 "single-ball");
  g_assert_nonnull (lesson);
  title = toguz_lesson_get_title (lesson);
  /* Saving waits for the list to be drawn. */
  tutor_save_widget (GTK_WIDGET (chapters (&fixture)),
                     "sidebar-tick-before.png");
  before = title_x (&fixture, title);

  for (guint i = 0; i < toguz_lesson_get_n_tasks (lesson); i++)
    {
      g_autofree char *task = g_strdup_printf ("task-%u", i);
      tutor_progress_record_task (progress, "single-ball", task, 3, 0);
    }
  g_assert_cmpuint (tutor_progress_count_solved (progress, "single-ball"),
                    >=, toguz_lesson_get_n_tasks (lesson));
  {
    GtkStack *badge = GTK_STACK (tutor_find_widget (
      chapter_row (&fixture, title), GTK_TYPE_STACK));
    g_assert_cmpstr (gtk_stack_get_visible_child_name (badge), ==,
                     "complete");
  }
  tutor_save_widget (GTK_WIDGET (chapters (&fixture)),
                     "sidebar-tick-after.png");
  g_assert_cmpfloat_with_epsilon (title_x (&fixture, title), before, 0.5);
  tutor_fixture_close (&fixture);
}

static void
collect_menu_buttons (GtkWidget *root, GPtrArray *buttons)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_MENU_BUTTON (child) || GTK_IS_DROP_DOWN (child))
        g_ptr_array_add (buttons, child);
      else if (!GTK_IS_NATIVE (child))
        collect_menu_buttons (child, buttons);
    }
}

static GtkPopover *
popover_of (GtkWidget *button)
{
  if (GTK_IS_MENU_BUTTON (button))
    return gtk_menu_button_get_popover (GTK_MENU_BUTTON (button));
  for (GtkWidget *child = gtk_widget_get_first_child (button); child;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child))
      return GTK_POPOVER (child);
  g_assert_not_reached ();
}

static gboolean
popover_shown (gpointer data)
{
  return gtk_widget_get_mapped (data);
}

static gboolean
popover_hidden (gpointer data)
{
  return !gtk_widget_get_visible (data);
}

/* Opens and closes every menu under root: open, no tooltip covers it;
 * closed, the tooltip is back.  A menu of a bar at the bottom opens
 * upwards.  Returns how many menus there were, and in bottom bars. */
static guint
check_menus (GtkWidget *root, guint *in_bottom_bars)
{
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();
  guint checked = 0;

  collect_menu_buttons (root, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (buttons, i);
      GtkPopover *popover = popover_of (button);

      /* Those with words to say. */
      if (gtk_widget_get_tooltip_text (button) == NULL)
        continue;
      g_test_message ("%s “%s”", G_OBJECT_TYPE_NAME (button),
                      gtk_widget_get_tooltip_text (button));
      checked++;
      if (gtk_widget_get_ancestor (button, GTK_TYPE_ACTION_BAR))
        {
          (*in_bottom_bars)++;
          g_assert_cmpint (gtk_popover_get_position (popover), ==,
                           GTK_POS_TOP);
        }
      g_assert_true (gtk_widget_get_has_tooltip (button));
      gtk_popover_popup (popover);
      tutor_run_until (popover_shown, popover, 5);
      g_assert_false (gtk_widget_get_has_tooltip (button));
      gtk_popover_popdown (popover);
      tutor_run_until (popover_hidden, popover, 5);
      g_assert_true (gtk_widget_get_has_tooltip (button));
    }
  return checked;
}

/* The main menu and the puzzles' drop-downs, free play's New Game and
 * its game menu, the boards' legends. */
static void
test_menus (void)
{
  TutorFixture fixture;
  guint in_bottom_bars = 0;

  tutor_fixture_open (&fixture, "menus.ini");
  g_assert_true (tutor_window_open_chapter (fixture.window,
                                            "puzzles-from-games"));
  tutor_fixture_follow_page (&fixture);
  tutor_wait_idle (&fixture);
  /* With the record's drop-down of free play, not yet shown, the
   * legends of the three boards and the trainer's rating. */
  g_assert_cmpuint (check_menus (GTK_WIDGET (fixture.window),
                                 &in_bottom_bars),
                    ==, 10);
  in_bottom_bars = 0;
  g_assert_true (tutor_window_open_chapter (fixture.window, "free-play"));
  tutor_wait_idle (&fixture);
  g_assert_cmpuint (check_menus (GTK_WIDGET (tutor_window_get_free_play (
                                   fixture.window)),
                                 &in_bottom_bars),
                    ==, 4);
  g_assert_cmpuint (in_bottom_bars, ==, 2);
  tutor_fixture_close (&fixture);
}

typedef struct
{
  GtkWidget *root;
  gboolean offered;
} Offer;

static gboolean
restart_offered (gpointer data)
{
  Offer *offer = data;
  GtkWidget *button = tutor_find_button (offer->root, "_Restart Now");

  return (button && gtk_widget_get_mapped (button)) == offer->offered;
}

static GtkWidget *
find_row (GtkWidget *root, const char *title)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;
      if (ADW_IS_PREFERENCES_ROW (child)
          && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (
                          child)),
                        title)
               == 0)
        return child;
      if ((found = find_row (child, title)))
        return found;
    }
  return NULL;
}

/* Another language offers to start again in it, the progress saved
 * first; the same language again takes the offer back. */
static void
test_language_restart (void)
{
  TutorFixture fixture;
  GtkWidget *preferences = NULL;
  GtkWidget *window;
  AdwComboRow *row;
  Offer offer = { NULL, TRUE };
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  guint kazakh = 2 + (guint) tutor_language_find ("kk");
  g_autofree char *saved = NULL;

  tutor_fixture_open (&fixture, "restart.ini");
  g_remove (fixture.progress_path);
  window = GTK_WIDGET (fixture.window);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  tutor_progress_record_task (tutor_application_get_progress (fixture.app),
                              "sowing", "before-restart", 3, 0);
  g_action_group_activate_action (G_ACTION_GROUP (fixture.app), "preferences",
                                  NULL);
  tutor_run_until (tutor_preferences_shown, &preferences, 20);
  offer.root = preferences;
  g_object_add_weak_pointer (G_OBJECT (preferences), (gpointer *) &preferences);
  row = ADW_COMBO_ROW (find_row (preferences, "_Language of the Lessons"));
  g_assert_nonnull (row);
  g_assert_null (tutor_find_button (preferences, "_Restart Now"));

  adw_combo_row_set_selected (row, kazakh);
  g_assert_cmpstr (g_settings_get_string (settings, "language"), ==, "kk");
  tutor_run_until (restart_offered, &offer, 10);
  tutor_save_widget (preferences, "preferences-restart.png");
  /* The language the tutor speaks: nothing to restart for. */
  adw_combo_row_set_selected (row, 0);
  offer.offered = FALSE;
  tutor_run_until (restart_offered, &offer, 10);

  adw_combo_row_set_selected (row, kazakh);
  offer.offered = TRUE;
  tutor_run_until (restart_offered, &offer, 10);
  g_assert_false (tutor_application_get_restart_requested (fixture.app));
  g_signal_emit_by_name (tutor_find_button (preferences, "_Restart Now"),
                         "clicked");
  for (int i = 0; i < 10; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_true (tutor_application_get_restart_requested (fixture.app));
  g_assert_null (window);
  g_assert_true (g_file_get_contents (fixture.progress_path, &saved, NULL,
                                      NULL));
  g_assert_nonnull (strstr (saved, "before-restart"));

  g_settings_reset (settings, "language");
  if (preferences)
    gtk_window_destroy (GTK_WINDOW (preferences));
  for (int i = 0; i < 10; i++)
    g_main_context_iteration (NULL, FALSE);
  g_clear_object (&fixture.app);
  g_clear_pointer (&fixture.progress_path, g_free);
}

/* Ctrl+Q in the preferences: the window and its dialog go, neither
 * leaving the other twice (a warning, fatal here). */
static void
test_quit_from_preferences (void)
{
  TutorFixture fixture;
  GtkWidget *preferences = NULL;
  GtkWidget *window;

  tutor_fixture_open (&fixture, "quit.ini");
  window = GTK_WIDGET (fixture.window);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  g_action_group_activate_action (G_ACTION_GROUP (fixture.app), "preferences",
                                  NULL);
  tutor_run_until (tutor_preferences_shown, &preferences, 20);
  g_object_add_weak_pointer (G_OBJECT (preferences),
                             (gpointer *) &preferences);
  /* As the key press that asks holds it. */
  g_object_ref (preferences);
  g_action_group_activate_action (G_ACTION_GROUP (fixture.app), "quit", NULL);
  for (int i = 0; i < 10; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_null (window);
  g_object_unref (preferences);
  for (int i = 0; i < 10; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_null (preferences);
  g_clear_object (&fixture.app);
  g_clear_pointer (&fixture.progress_path, g_free);
}

int
main (int argc, char **argv)
{
  tutor_test_init (&argc, &argv);

  g_test_add_func ("/window/sidebar-one-tab-stop", test_sidebar_one_tab_stop);
  g_test_add_func ("/window/sidebar-sections", test_sidebar_sections);
  g_test_add_func ("/window/tick-keeps-title", test_tick_keeps_title);
  g_test_add_func ("/window/menus", test_menus);
  g_test_add_func ("/window/language-restart", test_language_restart);
  g_test_add_func ("/window/quit-from-preferences",
                   test_quit_from_preferences);
  return tutor_test_finish (g_test_run ());
}
