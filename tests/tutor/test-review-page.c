/* test-review-page.c: Review a Game, in a real window
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * From the sidebar, a pasted record is analysed move by move: the moves
 * get their marks, the verdict says what was better, the graph is drawn
 * and described, a click on it goes to a move; a side's mistakes become
 * puzzles of "Your mistakes", which the trainer serves; free play's game
 * is reviewed from its menu; a record that is no record is refused on the
 * page.  Runs under Xvfb; the screens go to TUTOR_SCREENS_DIR.
 */
#include "config.h"

#include <string.h>

#include "toguz-mistake-set.h"
#include "tutor-eval-graph.h"
#include "tutor-sidebar.h"
#include "tutor-test-util.h"

/* The first ten moves of the Kazakhstan Cup 2018, round 1, as a record
 * pasted from a site: Black's 1… 98 and White's 5. 48 are marked. */
static const char pasted[]
  = "[Event \"Kazakhstan Cup\"]\n"
    "[Date \"2018\"]\n"
    "[White \"Kazhgaliyev\"]\n"
    "[Black \"Saparbekov\"]\n\n"
    "1. 76 98 2. 66 87 3. 12 76 4. 25 78 5. 48 36x 6. 94 16 7. 84 82 "
    "8. 91x 97 9. 18 26 10. 91 23 0-1\n";

static const char *scratch;

static TutorReviewPage *
open_review (TutorFixture *fixture)
{
  g_assert_true (tutor_window_open_chapter (fixture->window,
                                            REVIEW_CHAPTER));
  g_assert_cmpstr (tutor_window_get_page (fixture->window), ==, "review");
  g_assert_true (tutor_header_shows (GTK_WIDGET (fixture->window),
                                     "Review a Game", NULL));
  return tutor_window_get_review (fixture->window);
}

static gboolean
analysed (gpointer data)
{
  TutorGameReview *review = tutor_review_page_get_review (data);

  return review && !tutor_game_review_get_running (review)
         && tutor_game_review_get_fraction (review) == 1;
}

static GtkWidget *
find_graph (TutorReviewPage *page)
{
  GtkWidget *graph = tutor_find_widget (GTK_WIDGET (page),
                                        TUTOR_TYPE_EVAL_GRAPH);

  g_assert_nonnull (graph);
  return graph;
}

/* A label under root whose text holds `part`. */
static gboolean
label_shown (GtkWidget *root, const char *part)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && gtk_widget_get_mapped (child)
          && strstr (gtk_label_get_text (GTK_LABEL (child)), part))
        return TRUE;
      if (label_shown (child, part))
        return TRUE;
    }
  return FALSE;
}

/* High contrast follows the desktop's setting, here in memory; FALSE
 * when the desktop's schema is not installed. */
static gboolean
set_high_contrast (gboolean high_contrast)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  g_autoptr (GSettingsSchema) schema = g_settings_schema_source_lookup (
    g_settings_schema_source_get_default (),
    "org.gnome.desktop.a11y.interface", TRUE);
  g_autoptr (GSettings) a11y = NULL;

  if (schema == NULL || !g_settings_schema_has_key (schema, "high-contrast"))
    return FALSE;
  a11y = g_settings_new ("org.gnome.desktop.a11y.interface");
  g_settings_set_boolean (a11y, "high-contrast", high_contrast);
  while (adw_style_manager_get_high_contrast (manager) != high_contrast)
    g_main_context_iteration (NULL, TRUE);
  return TRUE;
}

static int
first_ply_of_class (TutorReviewPage *page, ToguzSide side,
                    ToguzMoveClass at_least)
{
  ToguzGameAnalysis *analysis = tutor_game_review_get_analysis (
    tutor_review_page_get_review (page));

  for (guint i = 0; i < toguz_game_analysis_get_n_done (analysis); i++)
    {
      const ToguzPlyAnalysis *ply = toguz_game_analysis_get_ply (analysis,
                                                                 i);
      if (ply->side == side && ply->move_class >= at_least)
        return (int) i;
    }
  return -1;
}

static void
test_pasted_record (void)
{
  TutorFixture fixture = { 0 };
  TutorReviewPage *page;
  g_autoptr (GError) error = NULL;
  TutorEvalGraph *graph;
  const char *description;
  int mistake;

  tutor_fixture_open (&fixture, "pasted.ini");
  page = open_review (&fixture);
  g_assert_nonnull (tutor_find_button (GTK_WIDGET (page),
                                       "_Open a Game Record…"));
  tutor_save_screen (&fixture, "review-choose.png");

  g_assert_true (tutor_review_page_review_text (page, pasted, "pasted",
                                                &error));
  g_assert_no_error (error);
  g_assert_true (tutor_header_shows (GTK_WIDGET (fixture.window),
                                     "Review a Game",
                                     "Kazhgaliyev – Saparbekov, Kazakhstan "
                                     "Cup, 2018"));
  /* It runs in the background: the page is busy, the board usable. */
  g_assert_true (tutor_game_review_get_running (
    tutor_review_page_get_review (page)));
  tutor_run_until (analysed, page, 120);
  g_assert_true (label_shown (GTK_WIDGET (page), "Every move analysed"));

  /* Black's first move loses stones: marked, and the verdict says what
   * was better. */
  mistake = first_ply_of_class (page, TOGUZ_BLACK,
                                TOGUZ_MOVE_CLASS_INACCURACY);
  g_assert_cmpint (mistake, >=, 0);
  tutor_review_page_select_ply (page, mistake);
  g_assert_true (label_shown (GTK_WIDGET (page), "stones lost against"));
  g_assert_true (label_shown (GTK_WIDGET (page), " was better"));

  /* The graph: a click goes to the ply under it; its description names
   * the mistakes for a screen reader. */
  graph = TUTOR_EVAL_GRAPH (find_graph (page));
  description = tutor_eval_graph_get_description (graph);
  g_assert_nonnull (strstr (description, "20 of 20 moves analysed."));
  g_assert_nonnull (strstr (description, "Mistakes and blunders:"));
  g_signal_emit_by_name (graph, "ply-activated", 7);
  g_assert_cmpint (tutor_review_page_get_ply (page), ==, 7);
  g_assert_cmpint (tutor_eval_graph_get_current (graph), ==, 7);
  g_assert_cmpint (tutor_eval_graph_ply_at (
                     graph, gtk_widget_get_width (GTK_WIDGET (graph)) - 1),
                   ==, 19);
  g_assert_cmpint (tutor_eval_graph_ply_at (graph, 0), ==, -1);

  /* The keys step through the moves. */
  gtk_widget_activate_action (GTK_WIDGET (page), "review.next", NULL);
  g_assert_cmpint (tutor_review_page_get_ply (page), ==, 8);
  gtk_widget_activate_action (GTK_WIDGET (page), "review.first", NULL);
  g_assert_cmpint (tutor_review_page_get_ply (page), ==, -1);
  tutor_review_page_select_ply (page, mistake);
  tutor_save_screen (&fixture, "review-page.png");
  tutor_save_widget (GTK_WIDGET (graph), "review-graph.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_DARK);
  tutor_save_screen (&fixture, "review-page-dark.png");
  tutor_save_widget (GTK_WIDGET (graph), "review-graph-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);
  if (set_high_contrast (TRUE))
    {
      tutor_save_screen (&fixture, "review-page-hc.png");
      tutor_save_widget (GTK_WIDGET (graph), "review-graph-hc.png");
      set_high_contrast (FALSE);
    }
  tutor_fixture_close (&fixture);
}

static void
on_mistakes_saved (TutorReviewPage *page, guint added, guint *seen)
{
  *seen = added;
}

static gboolean
set_opened (gpointer data)
{
  TutorFixture *fixture = data;
  GListModel *opened = tutor_catalogue_get_opened (
    tutor_application_get_catalogue (fixture->app));

  for (guint i = 0; i < g_list_model_get_n_items (opened); i++)
    {
      g_autoptr (ToguzLesson) lesson = g_list_model_get_item (opened, i);
      if (g_str_equal (toguz_lesson_get_id (lesson), TOGUZ_MISTAKE_SET_ID))
        return TRUE;
    }
  return FALSE;
}

static gboolean
saved (gpointer data)
{
  return *(guint *) data != G_MAXUINT;
}

static gboolean
no_new_puzzles_said (gpointer page)
{
  return label_shown (page, "No new puzzles: Black’s mistakes");
}

static void
test_mistakes_become_puzzles (void)
{
  TutorFixture fixture = { 0 };
  TutorReviewPage *page;
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *other_path = NULL;
  g_autoptr (TutorProgress) other = NULL;
  guint added = G_MAXUINT;

  tutor_fixture_open (&fixture, "practise.ini");
  page = open_review (&fixture);
  g_assert_true (tutor_review_page_review_text (page, pasted, "pasted",
                                                &error));
  tutor_run_until (analysed, page, 120);
  g_signal_connect (page, "mistakes-saved", G_CALLBACK (on_mistakes_saved),
                    &added);
  gtk_widget_activate_action (GTK_WIDGET (page), "review.practise", "s",
                              "black");
  tutor_run_until (saved, &added, 60);
  g_assert_cmpuint (added, >, 0);
  g_assert_true (label_shown (GTK_WIDGET (page), "were added to “Your "
                                                 "mistakes”"));
  tutor_save_screen (&fixture, "review-mistakes-added.png");

  /* Beside the learner's progress, and served by the trainer. */
  path = g_build_filename (g_path_get_dirname (fixture.progress_path),
                           "practise-mistakes.xml", NULL);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  tutor_run_until (set_opened, &fixture, 30);
  /* The toast's Solve Them. */
  gtk_widget_activate_action (GTK_WIDGET (fixture.window),
                              "win.solve-mistakes", NULL);
  g_assert_cmpstr (tutor_window_get_page (fixture.window), ==, "trainer");
  tutor_fixture_follow_page (&fixture);
  tutor_wait_idle (&fixture);
  g_assert_nonnull (tutor_fixture_session (&fixture));
  tutor_save_screen (&fixture, "review-mistake-puzzle.png");

  /* Saved again: nothing twice, and said so. */
  page = open_review (&fixture);
  added = G_MAXUINT;
  gtk_widget_activate_action (GTK_WIDGET (page), "review.practise", "s",
                              "black");
  tutor_run_until (no_new_puzzles_said, page, 60);
  g_assert_cmpuint (added, ==, G_MAXUINT);

  /* Another learner at the same computer has no such set, nor this one's:
   * it leaves the sidebar with them. */
  other_path = g_build_filename (g_path_get_dirname (fixture.progress_path),
                                 "other.ini", NULL);
  other = tutor_progress_new (other_path);
  tutor_window_set_progress (fixture.window, other);
  g_assert_false (set_opened (&fixture));
  tutor_fixture_close (&fixture);
}

static void
test_free_play_game (void)
{
  TutorFixture fixture = { 0 };
  TutorReviewPage *page;
  TutorGame *game;

  tutor_fixture_open (&fixture, "free-play.ini");
  tutor_window_open_free_play (fixture.window);
  /* Nothing played: said, and nothing opened. */
  gtk_widget_activate_action (GTK_WIDGET (fixture.window),
                              "win.review-free-play", NULL);
  g_assert_cmpstr (tutor_window_get_page (fixture.window), ==, "play");

  game = tutor_free_play_get_game (tutor_window_get_free_play (
    fixture.window));
  g_assert_true (tutor_game_play (game, 6, NULL));
  g_assert_true (tutor_game_play (game, 7, NULL));
  gtk_widget_activate_action (GTK_WIDGET (fixture.window),
                              "win.review-free-play", NULL);
  g_assert_cmpstr (tutor_window_get_page (fixture.window), ==, "review");
  page = tutor_window_get_review (fixture.window);
  g_assert_cmpuint (tutor_game_review_get_n_plies (
                      tutor_review_page_get_review (page)), ==, 2);
  tutor_run_until (analysed, page, 60);
  tutor_fixture_close (&fixture);
}

static gboolean
has_review (gpointer data)
{
  return tutor_review_page_get_review (data) != NULL;
}

/* A record given to the tutor (Files, the command line, Open) opens in
 * the review, not in free play. */
static void
test_opened_record (void)
{
  TutorFixture fixture = { 0 };
  g_autofree char *path = g_build_filename (scratch, "cup.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  TutorReviewPage *page;

  g_assert_true (g_file_set_contents (path, pasted, -1, NULL));
  tutor_fixture_open (&fixture, "opened.ini");
  tutor_window_open_file (fixture.window, file);
  g_assert_cmpstr (tutor_window_get_page (fixture.window), ==, "review");
  page = tutor_window_get_review (fixture.window);
  tutor_run_until (has_review, page, 30);
  g_assert_cmpuint (tutor_game_review_get_n_plies (
                      tutor_review_page_get_review (page)), ==, 20);
  tutor_fixture_close (&fixture);
}

static void
test_not_a_record (void)
{
  TutorFixture fixture = { 0 };
  TutorReviewPage *page;
  g_autoptr (GError) error = NULL;

  tutor_fixture_open (&fixture, "not-a-record.ini");
  page = open_review (&fixture);
  g_assert_false (tutor_review_page_review_text (page, "hello, world",
                                                "pasted", &error));
  g_assert_nonnull (error);
  g_assert_null (tutor_review_page_get_review (page));
  g_clear_error (&error);
  /* A move no rule allows names its ply. */
  g_assert_false (tutor_review_page_review_text (page, "1. 76 98 2. 76\n",
                                                "pasted", &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "pasted"));
  g_assert_null (tutor_review_page_get_review (page));
  tutor_fixture_close (&fixture);
}

int
main (int argc, char *argv[])
{
  scratch = tutor_test_init (&argc, &argv);
  g_test_add_func ("/review-page/pasted-record", test_pasted_record);
  g_test_add_func ("/review-page/mistakes-become-puzzles",
                   test_mistakes_become_puzzles);
  g_test_add_func ("/review-page/free-play-game", test_free_play_game);
  g_test_add_func ("/review-page/opened-record", test_opened_record);
  g_test_add_func ("/review-page/not-a-record", test_not_a_record);
  return tutor_test_finish (g_test_run ());
}
