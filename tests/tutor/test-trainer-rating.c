/* test-trainer-rating.c: the puzzle rating in the trainer, in a real window
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under Xvfb; screens are rendered to TUTOR_SCREENS_DIR.
 */
#include "config.h"

#include <string.h>

#include "tutor-progress-rating.h"
#include "tutor-puzzle-queue.h"
#include "tutor-rating-chart.h"
#include "tutor-test-util.h"

#define SHIPPED_SET "puzzles-from-games"

static TutorProgress *
progress (TutorFixture *fixture)
{
  return tutor_application_get_progress (fixture->app);
}

static void
next_puzzle (TutorFixture *fixture)
{
  g_assert_true (gtk_widget_activate_action (
      GTK_WIDGET (tutor_fixture_trainer (fixture)), "trainer.next", NULL));
  tutor_wait_idle (fixture);
}

static TutorRatingChart *
chart (TutorFixture *fixture)
{
  GtkWidget *found = tutor_find_widget (
      GTK_WIDGET (tutor_fixture_trainer (fixture)), TUTOR_TYPE_RATING_CHART);

  g_assert_nonnull (found);
  return TUTOR_RATING_CHART (found);
}

static GtkMenuButton *
rating_button (TutorFixture *fixture)
{
  GtkWidget *found = tutor_find_widget (
      GTK_WIDGET (tutor_fixture_trainer (fixture)), GTK_TYPE_MENU_BUTTON);

  /* The drop-downs hold no menu button: the first is the rating's. */
  g_assert_nonnull (found);
  return GTK_MENU_BUTTON (found);
}

/* The labels the rating button shows, joined by a space. */
static char *
rating_shown (TutorFixture *fixture)
{
  GtkWidget *box = gtk_menu_button_get_child (rating_button (fixture));
  GString *text = g_string_new (NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (box); child;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LABEL (child) && gtk_widget_get_visible (child))
      {
        if (text->len)
          g_string_append_c (text, ' ');
        g_string_append (text, gtk_label_get_text (GTK_LABEL (child)));
      }
  return g_string_free (text, FALSE);
}

static GtkWidget *
change_label (TutorFixture *fixture)
{
  GtkWidget *box = gtk_menu_button_get_child (rating_button (fixture));

  /* The rating, then its change. */
  return gtk_widget_get_next_sibling (gtk_widget_get_first_child (box));
}

static int
rating_now (TutorFixture *fixture)
{
  return (int) (tutor_progress_get_rating (progress (fixture)).rating + 0.5);
}

static void
assert_rating_shown (TutorFixture *fixture, const char *change)
{
  g_autofree char *shown = rating_shown (fixture);
  g_autofree char *expected = change
                                ? g_strdup_printf ("Rating %d %s",
                                                   rating_now (fixture),
                                                   change)
                                : g_strdup_printf ("Rating %d",
                                                   rating_now (fixture));

  g_test_message ("shown: %s", shown);
  g_assert_cmpstr (shown, ==, expected);
}

/* The shown puzzle is the unsolved one nearest the learner's rating. */
static void
assert_nearest_shown (TutorFixture *fixture, int after)
{
  TutorPuzzleFilter every = { NULL, 0, FALSE };
  int shown
    = tutor_puzzle_trainer_get_puzzle (tutor_fixture_trainer (fixture));

  g_assert_cmpint (shown, >=, 0);
  g_assert_cmpint (shown, ==,
                   tutor_puzzle_queue_next (progress (fixture),
                                            tutor_lesson_player_get_lesson (
                                              fixture->player),
                                            SHIPPED_SET, &every, after));
}

/* Shows the next puzzle whose goal a wrong move fails, and returns that
 * move. */
static int
next_failable (TutorFixture *fixture)
{
  for (int tries = 0; tries < 60; tries++)
    {
      if (toguz_task_session_get_task (tutor_fixture_session (fixture))->kind
          == TOGUZ_TASK_GOAL)
        {
          int wrong = tutor_find_wrong_move (fixture);
          if (wrong >= 0)
            return wrong;
        }
      next_puzzle (fixture);
    }
  g_error ("no puzzle to fail");
}

static char *
change_text (int before, int after)
{
  return after >= before ? g_strdup_printf ("+%d", after - before)
                         : g_strdup_printf ("−%d", before - after);
}

/* Solved cleanly, the rating goes up and the chart gains a point; failed,
 * it goes down; a retry leaves it; the next puzzle is near the rating;
 * and all of it is there at the next start. */
static void
test_rating_moves (void)
{
  TutorFixture fixture;
  g_autofree char *summary = NULL, *up = NULL, *down = NULL;
  int before, solved, failed, wrong;

  tutor_fixture_open (&fixture, "rating.ini");
  tutor_fixture_open_set (&fixture, SHIPPED_SET);
  assert_nearest_shown (&fixture, -1);
  assert_rating_shown (&fixture, NULL);
  g_assert_cmpint (rating_now (&fixture), ==, 1500);
  g_assert_cmpuint (tutor_rating_chart_get_n_points (chart (&fixture)), ==,
                    0);

  /* A clean solve. */
  solved = tutor_puzzle_trainer_get_puzzle (tutor_fixture_trainer (&fixture));
  tutor_solve_goal (&fixture);
  g_assert_cmpint (
      toguz_task_session_get_stars (tutor_fixture_session (&fixture)), ==, 3);
  g_assert_cmpint (rating_now (&fixture), >, 1500);
  up = change_text (1500, rating_now (&fixture));
  assert_rating_shown (&fixture, up);
  g_assert_true (gtk_widget_has_css_class (change_label (&fixture),
                                           "success"));
  gtk_window_set_default_size (GTK_WINDOW (fixture.window), 1000, 700);
  tutor_save_screen (&fixture, "trainer-rating-won.png");
  g_assert_cmpuint (tutor_rating_chart_get_n_points (chart (&fixture)), ==,
                    1);
  summary = tutor_rating_chart_dup_summary (chart (&fixture));
  g_test_message ("%s", summary);
  g_assert_true (g_str_has_prefix (summary, "Rating "));
  g_assert_nonnull (strstr (summary, "up "));

  /* Next: near the new rating; then a wrong move. */
  next_puzzle (&fixture);
  assert_nearest_shown (&fixture, solved);
  wrong = next_failable (&fixture);
  failed = tutor_puzzle_trainer_get_puzzle (tutor_fixture_trainer (&fixture));
  before = rating_now (&fixture);
  tutor_click_hole (&fixture,
                    (ToguzSide)toguz_task_session_get_position (
                        tutor_fixture_session (&fixture))
                        ->side,
                    (guint)wrong);
  g_assert_false (
      toguz_task_session_is_solved (tutor_fixture_session (&fixture)));
  g_assert_cmpint (rating_now (&fixture), <, before);
  down = change_text (before, rating_now (&fixture));
  assert_rating_shown (&fixture, down);
  g_assert_true (gtk_widget_has_css_class (change_label (&fixture),
                                           "error"));
  tutor_save_screen (&fixture, "trainer-rating-lost.png");
  g_assert_cmpuint (tutor_rating_chart_get_n_points (chart (&fixture)), ==,
                    2);
  g_assert_cmpuint (tutor_progress_count_rated (progress (&fixture)), ==, 2);

  /* Retried, and solved again: neither rates again. */
  before = rating_now (&fixture);
  tutor_puzzle_trainer_show_puzzle (tutor_fixture_trainer (&fixture),
                                    (guint)failed);
  tutor_wait_idle (&fixture);
  tutor_solve_goal (&fixture);
  tutor_puzzle_trainer_show_puzzle (tutor_fixture_trainer (&fixture),
                                    (guint)solved);
  tutor_wait_idle (&fixture);
  tutor_solve_goal (&fixture);
  g_assert_cmpint (rating_now (&fixture), ==, before);
  g_assert_cmpuint (tutor_rating_chart_get_n_points (chart (&fixture)), ==,
                    2);
  tutor_fixture_close (&fixture);

  /* The next start: the same rating and history. */
  tutor_fixture_open (&fixture, "rating.ini");
  tutor_fixture_open_set (&fixture, SHIPPED_SET);
  g_assert_cmpint (rating_now (&fixture), ==, before);
  assert_rating_shown (&fixture, NULL);
  g_assert_cmpuint (tutor_rating_chart_get_n_points (chart (&fixture)), ==,
                    2);
  assert_nearest_shown (&fixture, -1);
  tutor_fixture_close (&fixture);
}

/* Next Puzzle on an untouched puzzle gives it up: a loss.  A filter that
 * takes it away does not. */
static void
test_skip_loses (void)
{
  TutorFixture fixture;
  GtkDropDown *themes;
  int skipped;

  tutor_fixture_open (&fixture, "rating-skip.ini");
  tutor_fixture_open_set (&fixture, SHIPPED_SET);
  themes = GTK_DROP_DOWN (tutor_find_widget (
      GTK_WIDGET (tutor_fixture_trainer (&fixture)), GTK_TYPE_DROP_DOWN));
  /* A theme the shown puzzle lacks takes it away: not rated. */
  skipped = tutor_puzzle_trainer_get_puzzle (tutor_fixture_trainer (&fixture));
  for (guint t = 1;
       t < g_list_model_get_n_items (gtk_drop_down_get_model (themes))
       && tutor_puzzle_trainer_get_puzzle (tutor_fixture_trainer (&fixture))
              == skipped;
       t++)
    {
      gtk_drop_down_set_selected (themes, t);
      tutor_wait_idle (&fixture);
    }
  g_assert_cmpint (
      tutor_puzzle_trainer_get_puzzle (tutor_fixture_trainer (&fixture)), !=,
      skipped);
  gtk_drop_down_set_selected (themes, 0);
  tutor_wait_idle (&fixture);
  g_assert_cmpuint (tutor_progress_count_rated (progress (&fixture)), ==, 0);
  g_assert_cmpint (rating_now (&fixture), ==, 1500);

  skipped = tutor_puzzle_trainer_get_puzzle (tutor_fixture_trainer (&fixture));
  next_puzzle (&fixture);
  g_assert_cmpint (
      tutor_puzzle_trainer_get_puzzle (tutor_fixture_trainer (&fixture)), !=,
      skipped);
  g_assert_cmpuint (tutor_progress_count_rated (progress (&fixture)), ==, 1);
  g_assert_cmpint (rating_now (&fixture), <, 1500);
  {
    g_autofree char *down = change_text (1500, rating_now (&fixture));

    assert_rating_shown (&fixture, down);
  }
  tutor_fixture_close (&fixture);
}

/* Rated puzzles of every sort, for a chart with something to show. */
static void
rate_some (TutorFixture *fixture)
{
  TutorProgress *record = progress (fixture);

  for (int i = 0; i < 24; i++)
    {
      g_autofree char *task = g_strdup_printf ("screen-%d", i);
      TutorGlicko puzzle = tutor_glicko_new_puzzle (0, 1 + i % 5);

      tutor_progress_rate_puzzle (record, "screens", task, &puzzle,
                                  i % 4 != 1 && i % 7 != 3, NULL);
    }
}

static void
save_popover (TutorFixture *fixture, const char *name)
{
  GtkPopover *popover = GTK_POPOVER (
    gtk_menu_button_get_popover (rating_button (fixture)));

  gtk_menu_button_popup (rating_button (fixture));
  while (!gtk_widget_get_mapped (GTK_WIDGET (popover)))
    g_main_context_iteration (NULL, TRUE);
  tutor_save_widget (GTK_WIDGET (popover), name);
  gtk_menu_button_popdown (rating_button (fixture));
}

/* The chart in the light, dark and high-contrast styles, and the trainer
 * with its rating at a phone's width and at 1000×700. */
static void
test_screens (void)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  g_autoptr (GSettingsSchema) a11y_schema = NULL;
  TutorFixture fixture;

  tutor_fixture_open (&fixture, "rating-screens.ini");
  rate_some (&fixture);
  tutor_fixture_open_set (&fixture, SHIPPED_SET);
  g_assert_cmpuint (tutor_rating_chart_get_n_points (chart (&fixture)), ==,
                    24);
  {
    g_autofree char *summary = tutor_rating_chart_dup_summary (
      chart (&fixture));

    g_test_message ("%s", summary);
    g_assert_nonnull (strstr (summary, "over the last 20 puzzles"));
  }
  gtk_window_set_default_size (GTK_WINDOW (fixture.window), 1000, 700);
  tutor_save_screen (&fixture, "trainer-rating-1000x700.png");
  save_popover (&fixture, "rating-chart.png");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  save_popover (&fixture, "rating-chart-dark.png");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);

  a11y_schema = g_settings_schema_source_lookup (
    g_settings_schema_source_get_default (),
    "org.gnome.desktop.a11y.interface", TRUE);
  if (a11y_schema != NULL
      && g_settings_schema_has_key (a11y_schema, "high-contrast"))
    {
      g_autoptr (GSettings) a11y
        = g_settings_new ("org.gnome.desktop.a11y.interface");

      g_settings_set_boolean (a11y, "high-contrast", TRUE);
      while (!adw_style_manager_get_high_contrast (style))
        g_main_context_iteration (NULL, TRUE);
      save_popover (&fixture, "rating-chart-hc.png");
      adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
      save_popover (&fixture, "rating-chart-hc-dark.png");
      adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
      g_settings_set_boolean (a11y, "high-contrast", FALSE);
    }
  else
    g_test_message ("no org.gnome.desktop.a11y.interface schema: "
                    "no high-contrast screenshot");

  gtk_window_set_default_size (GTK_WINDOW (fixture.window), 360, 700);
  /* test-layout checks that the page fits; this is to look at. */
  tutor_save_screen (&fixture, "trainer-rating-360.png");
  save_popover (&fixture, "rating-chart-360.png");
  tutor_fixture_close (&fixture);
}

int
main (int argc, char **argv)
{
  tutor_test_init (&argc, &argv);
  g_test_add_func ("/trainer-rating/rating-moves", test_rating_moves);
  g_test_add_func ("/trainer-rating/skip-loses", test_skip_loses);
  g_test_add_func ("/trainer-rating/screens", test_screens);
  return tutor_test_finish (g_test_run ());
}
