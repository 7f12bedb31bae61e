/* test-free-play-files.c: free play's games in files, in a real window
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under Xvfb, as test-free-play.c does.  The file dialogs cannot be
 * driven, so saving and opening call what their responses call; a record
 * of several games is browsed as the learner would, and a chooser left
 * open is closed with the page.
 */
#include "config.h"

#include <glib/gstdio.h>

#include "toguz-replay.h"
#include "tutor-explanation-card.h"
#include "tutor-record-browser.h"
#include "tutor-style.h"
#include "free-play-fixture.h"

static const char *scratch;

static char *
scratch_file (const char *name, const char *contents)
{
  char *path = g_build_filename (scratch, name, NULL);

  if (contents)
    g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return path;
}

static void
on_file_done (GObject *source, GAsyncResult *result, gpointer data)
{
  GAsyncResult **out = data;

  *out = g_object_ref (result);
}

/* What the dialogs' answers start, waited for. */
static gboolean
save_file (Fixture *fixture, GFile *file, GError **error)
{
  g_autoptr (GAsyncResult) result = NULL;

  tutor_free_play_save_file_async (fixture->play, file, on_file_done,
                                   &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return tutor_free_play_save_file_finish (fixture->play, result, error);
}

static gboolean
open_file (Fixture *fixture, GFile *file, GError **error)
{
  g_autoptr (GAsyncResult) result = NULL;

  tutor_free_play_open_file_async (fixture->play, file, on_file_done,
                                   &result);
  /* Busy until the file is read. */
  g_assert_false (tutor_free_play_is_idle (fixture->play));
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return tutor_free_play_open_file_finish (fixture->play, result, error);
}

/* Saves the game, starts another, opens the file: the same game. */
static void
save_and_reopen (Fixture *fixture, const char *name, char **record_out)
{
  g_autofree char *path = scratch_file (name, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autofree char *moves = dup_moves (fixture);
  g_autofree char *fen = dup_fen (fixture);
  g_autofree char *variant
    = g_strdup (tutor_free_play_get_rules (fixture->play)->name);
  g_autofree char *reopened_moves = NULL;
  g_autofree char *reopened_fen = NULL;

  g_assert_true (save_file (fixture, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, record_out, NULL, NULL));
  tutor_free_play_new_game (fixture->play, TUTOR_OPPONENT_HUMAN, TOGUZ_WHITE,
                            "togyz");
  wait_idle (fixture);
  g_assert_true (open_file (fixture, file, &error));
  g_assert_no_error (error);
  wait_idle (fixture);
  reopened_moves = dup_moves (fixture);
  reopened_fen = dup_fen (fixture);
  g_assert_cmpstr (reopened_moves, ==, moves);
  g_assert_cmpstr (reopened_fen, ==, fen);
  g_assert_cmpstr (tutor_free_play_get_rules (fixture->play)->name, ==,
                   variant);
  g_assert_null (tutor_free_play_get_message (fixture->play));
}

static void
test_save_and_open (void)
{
  Fixture fixture;
  g_autofree char *record = NULL;

  fixture_open (&fixture);

  /* Against the engine, to the end. */
  play_beginner_to_end (&fixture);
  save_and_reopen (&fixture, "engine.txt", &record);
  g_assert_nonnull (strstr (record, "[Event \"Toguz Tutor\"]\n"));
  g_assert_nonnull (strstr (record, "[White \"You\"]\n"));
  g_assert_nonnull (strstr (record, "[Black \"Engine (beginner)\"]\n"));
  g_assert_nonnull (strstr (record, "[Date \""));
  g_assert_null (strstr (record, "[Variant "));
  g_assert_null (strstr (record, "[FEN "));
  g_assert_nonnull (strstr (record, "\n1. "));
  g_assert_nonnull (strstr (record, ")")); /* a (n) kazan note */
  g_assert_nonnull (tutor_free_play_get_result_text (fixture.play));
  g_clear_pointer (&record, g_free);

  /* Two players in another variant, from a position set up: the game
   * goes on after it is opened. */
  tutor_free_play_new_game (fixture.play, TUTOR_OPPONENT_HUMAN, TOGUZ_WHITE,
                            "togyz-7");
  wait_idle (&fixture);
  click_hole (&fixture, TOGUZ_WHITE, 2);
  {
    g_autofree char *fen = dup_fen (&fixture);
    g_assert_true (tutor_free_play_set_fen (fixture.play, fen, NULL));
  }
  for (int i = 0; i < 5; i++)
    click_hole (&fixture,
                (ToguzSide) tutor_free_play_get_position (fixture.play)->side,
                first_legal (&fixture));
  save_and_reopen (&fixture, "seven.txt", &record);
  g_assert_nonnull (strstr (record, "[Variant \"togyz-7\"]\n"));
  g_assert_nonnull (strstr (record, "[FEN \""));
  g_assert_nonnull (strstr (record, "[White \"Player 1\"]\n"));
  g_assert_nonnull (strstr (record, "1... "));
  g_assert_true (interactive (&fixture));
  click_hole (&fixture,
              (ToguzSide) tutor_free_play_get_position (fixture.play)->side,
              first_legal (&fixture));
  g_assert_cmpuint (n_moves (&fixture), ==, 6);
  fixture_close (&fixture);
}

static void
test_open_broken (void)
{
  Fixture fixture;
  g_autofree char *path = scratch_file (
    "broken.txt", "[Event \"Test\"]\n\n1. 65 65 2. 99 13 *\n");
  g_autofree char *missing = scratch_file ("missing.txt", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFile) nothing = g_file_new_for_path (missing);
  g_autoptr (GError) error = NULL;
  const char *message;
  static const guint line[] = { 5, 5 };

  fixture_open (&fixture);
  tutor_free_play_new_game (fixture.play, TUTOR_OPPONENT_HUMAN, TOGUZ_WHITE,
                            "togyz");
  wait_idle (&fixture);
  play_line (&fixture, line, G_N_ELEMENTS (line));

  g_assert_false (open_file (&fixture, file, &error));
  g_assert_nonnull (error);
  message = tutor_free_play_get_message (fixture.play);
  g_assert_nonnull (message);
  g_assert_nonnull (strstr (message, "The game cannot be opened"));
  g_assert_nonnull (strstr (message, error->message));
  g_assert_nonnull (strstr (message, "broken.txt:3:"));
  /* The game on the board is untouched. */
  g_assert_cmpuint (n_moves (&fixture), ==, 2);
  g_clear_error (&error);

  g_assert_false (open_file (&fixture, nothing, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (tutor_free_play_get_message (fixture.play));
  activate (&fixture, "play.dismiss-message");
  g_assert_null (tutor_free_play_get_message (fixture.play));
  fixture_close (&fixture);
}

static void
count_notify (GObject *object, GParamSpec *pspec, guint *count)
{
  (*count)++;
}

static char *
dup_subtitle (Fixture *fixture)
{
  char *title = NULL, *subtitle = NULL;

  g_object_get (fixture->play, "title", &title, "subtitle", &subtitle, NULL);
  g_assert_cmpstr (title, ==, "Free Play");
  g_free (title);
  return subtitle;
}

/* The page's title is free play's; its subtitle names the game (the
 * variant, or the file once it has one).  With busy and modified, as the
 * window watches them. */
static void
test_properties (void)
{
  Fixture fixture;
  g_autofree char *path = scratch_file ("named.txt", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GAsyncResult) result = NULL;
  guint modified = 0, busy = 0, title = 0;
  gboolean value;

  fixture_open (&fixture);
  g_signal_connect (fixture.play, "notify::modified",
                    G_CALLBACK (count_notify), &modified);
  g_signal_connect (fixture.play, "notify::busy", G_CALLBACK (count_notify),
                    &busy);
  g_signal_connect (fixture.play, "notify::subtitle",
                    G_CALLBACK (count_notify), &title);
  tutor_free_play_new_game (fixture.play, TUTOR_OPPONENT_HUMAN, TOGUZ_WHITE,
                            "bestemshe");
  wait_idle (&fixture);
  {
    g_autofree char *text = dup_subtitle (&fixture);
    g_assert_cmpstr (text, ==, "Bestemshe, five holes");
  }
  g_assert_cmpuint (title, ==, 1);
  g_object_get (fixture.play, "modified", &value, NULL);
  g_assert_false (value);

  click_hole (&fixture, TOGUZ_WHITE, 0);
  g_assert_true (tutor_free_play_get_modified (fixture.play));
  g_assert_cmpuint (modified, ==, 1);

  /* Busy while the file is written; saved, it names the game. */
  tutor_free_play_save_file_async (fixture.play, file, on_file_done,
                                   &result);
  g_assert_true (tutor_free_play_get_busy (fixture.play));
  g_assert_cmpuint (busy, ==, 1);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (tutor_free_play_save_file_finish (fixture.play, result,
                                                   NULL));
  g_assert_false (tutor_free_play_get_busy (fixture.play));
  g_assert_cmpuint (busy, ==, 2);
  g_assert_false (tutor_free_play_get_modified (fixture.play));
  g_assert_cmpuint (modified, ==, 2);
  {
    g_autofree char *text = dup_subtitle (&fixture);
    g_assert_cmpstr (text, ==, "named.txt");
  }
  g_assert_cmpuint (title, ==, 2);
  /* A move taken back is unsaved too. */
  activate (&fixture, "play.undo");
  g_assert_true (tutor_free_play_get_modified (fixture.play));

  /* The engine thinking is busy too. */
  busy = 0;
  tutor_free_play_new_game (fixture.play, TUTOR_OPPONENT_BEGINNER,
                            TOGUZ_BLACK, "togyz");
  g_assert_true (tutor_free_play_get_busy (fixture.play));
  wait_idle (&fixture);
  g_assert_false (tutor_free_play_get_busy (fixture.play));
  g_assert_cmpuint (busy, ==, 2);
  {
    g_autofree char *text = dup_subtitle (&fixture);
    g_assert_cmpstr (text, ==, "Togyz Kumalak");
  }
  fixture_close (&fixture);
}

/* Whether `position` is the replay's after `ply` plies. */
static gboolean
at_ply (const ToguzPosition *position, GArray *positions, guint ply)
{
  return toguz_position_equal (
    position, &g_array_index (positions, ToguzPosition, ply));
}

static gboolean
browsing (TutorRecordBrowser *browser)
{
  return gtk_revealer_get_reveal_child (
    GTK_REVEALER (gtk_widget_get_parent (GTK_WIDGET (browser))));
}

/* A record of many games: the learner picks one and a move of it. */
static void
test_record_of_games (void)
{
  Fixture fixture;
  g_autofree char *path = g_build_filename (g_getenv ("TOGUZ_GAMES_DIR"),
                                            "master-2018.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *one = scratch_file ("one-game.txt", NULL);
  g_autoptr (GFile) one_file = g_file_new_for_path (one);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) records = toguz_record_read_file (path, &error);
  g_autoptr (GArray) positions
    = g_array_new (FALSE, FALSE, sizeof (ToguzPosition));
  g_autofree char *moves = NULL;
  g_autofree char *title = NULL;
  TutorRecordBrowser *browser;
  TutorBoard *board;
  ToguzReplay replay;

  /* The core's replay of the third game. */
  g_assert_no_error (error);
  g_assert_cmpuint (records->len, ==, 742);
  g_assert_true (toguz_record_replay (g_ptr_array_index (records, 2),
                                      toguz_ruleset_default (),
                                      tutor_collect_position, positions,
                                      &replay, &error));
  g_array_prepend_val (positions, replay.start);
  g_assert_cmpuint (positions->len, >, 11);

  fixture_open (&fixture);
  board = tutor_free_play_get_board (fixture.play);
  browser = TUTOR_RECORD_BROWSER (
    tutor_find_widget (GTK_WIDGET (fixture.play), TUTOR_TYPE_RECORD_BROWSER));
  tutor_free_play_new_game (fixture.play, TUTOR_OPPONENT_HUMAN, TOGUZ_WHITE,
                            "togyz");
  wait_idle (&fixture);
  click_hole (&fixture, TOGUZ_WHITE, 2);
  moves = dup_moves (&fixture);
  g_assert_false (browsing (browser));

  /* Opened, the record is browsed; the game waits, its tools rest. */
  g_assert_true (open_file (&fixture, file, &error));
  g_assert_no_error (error);
  wait_idle (&fixture);
  g_assert_true (browsing (browser));
  g_assert_cmpuint (tutor_record_browser_get_n_games (browser), ==, 742);
  g_assert_false (interactive (&fixture));
  try_activate (&fixture, "play.undo");
  g_assert_cmpuint (n_moves (&fixture), ==, 1);

  /* Left: the game as it was. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (browser),
                                             "record.cancel", NULL));
  wait_idle (&fixture);
  g_assert_false (browsing (browser));
  {
    g_autofree char *after = dup_moves (&fixture);
    g_assert_cmpstr (after, ==, moves);
  }
  g_assert_true (interactive (&fixture));

  /* Game 3 at ply 10: the board shows it as the learner scrubs, and not
   * the explanation of a move of the game waiting. */
  activate (&fixture, "play.explain");
  g_assert_nonnull (tutor_free_play_get_explanation (fixture.play));
  g_assert_true (open_file (&fixture, file, &error));
  wait_idle (&fixture);
  g_assert_false (gtk_widget_get_visible (tutor_find_widget (
    GTK_WIDGET (fixture.play), TUTOR_TYPE_EXPLANATION_CARD)));
  g_assert_true (tutor_record_browser_select_game (browser, 2, &error));
  g_assert_no_error (error);
  tutor_record_browser_set_ply (browser, 9);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (browser),
                                             "record.next", NULL));
  g_assert_cmpuint (tutor_record_browser_get_ply (browser), ==, 10);
  g_assert_true (at_ply (tutor_board_get_position (board), positions, 10));
  gtk_window_set_default_size (fixture.window, 1200, 800);
  save_screen (&fixture, "free-play-record.png");
  gtk_window_set_default_size (fixture.window, 400, 760);
  save_screen (&fixture, "free-play-record-narrow.png");
  gtk_window_set_default_size (fixture.window, 1100, 800);

  /* Used: that game up to ply 10 is the game, its moves in the list. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (browser),
                                             "record.use", NULL));
  wait_idle (&fixture);
  g_assert_false (browsing (browser));
  g_assert_cmpuint (n_moves (&fixture), ==, 10);
  g_assert_true (
    at_ply (tutor_free_play_get_position (fixture.play), positions, 10));
  g_assert_true (at_ply (tutor_board_get_position (board), positions, 10));
  title = tutor_free_play_dup_title (fixture.play);
  g_assert_cmpstr (title, ==, "master-2018.pgn");
  g_assert_false (tutor_free_play_get_modified (fixture.play));
  g_assert_true (interactive (&fixture));
  activate (&fixture, "play.undo");
  g_assert_cmpuint (n_moves (&fixture), ==, 9);
  g_assert_true (
    at_ply (tutor_free_play_get_position (fixture.play), positions, 9));
  activate (&fixture, "play.redo");
  g_assert_cmpuint (n_moves (&fixture), ==, 10);
  tutor_free_play_select_move (fixture.play, 9);
  activate (&fixture, "play.explain");
  g_assert_nonnull (tutor_free_play_get_explanation (fixture.play));

  /* A record of one game opens directly, all its moves played. */
  g_assert_true (save_file (&fixture, one_file, &error));
  g_assert_no_error (error);
  tutor_free_play_new_game (fixture.play, TUTOR_OPPONENT_HUMAN, TOGUZ_WHITE,
                            "togyz");
  wait_idle (&fixture);
  g_assert_true (open_file (&fixture, one_file, &error));
  g_assert_no_error (error);
  wait_idle (&fixture);
  g_assert_false (browsing (browser));
  g_assert_cmpuint (n_moves (&fixture), ==, 10);
  g_assert_true (
    at_ply (tutor_free_play_get_position (fixture.play), positions, 10));
  fixture_close (&fixture);
}

/* A chooser left open when the page goes: closed, nothing left behind. */
static void
test_chooser_closed (void)
{
  Fixture fixture;
  g_autoptr (GListModel) toplevels = gtk_window_get_toplevels ();
  guint before;

  fixture_open (&fixture);
  before = g_list_model_get_n_items (toplevels);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture.play),
                                             "play.open", NULL));
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (g_list_model_get_n_items (toplevels), ==, before + 1);
  /* One chooser at a time. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture.play),
                                             "play.save", NULL));
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (g_list_model_get_n_items (toplevels), ==, before + 1);
  fixture_close (&fixture);
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (g_list_model_get_n_items (toplevels), ==, before - 1);
}

int
main (int argc, char **argv)
{
  scratch = tutor_test_init (&argc, &argv);
  tutor_style_init ();
  /* The engine's games are seeded from g_random: the same games each run. */
  g_random_set_seed (20261129);

  g_test_add_func ("/free-play/save-and-open", test_save_and_open);
  g_test_add_func ("/free-play/open-broken", test_open_broken);
  g_test_add_func ("/free-play/properties", test_properties);
  g_test_add_func ("/free-play/record-of-games", test_record_of_games);
  /* Last: GTK's own chooser may still be reading folders when it goes. */
  g_test_add_func ("/free-play/chooser-closed", test_chooser_closed);
  return tutor_test_finish (g_test_run ());
}
