/* test-free-play.c: free play as a learner uses it, in a real window
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under Xvfb.  A click on a hole is the hole's own GtkGestureClick
 * emitting "pressed" and "released"; buttons and shortcuts are the
 * page's actions.  The file dialogs cannot be driven, so saving and
 * opening call what their responses call.  Screens are rendered to
 * TUTOR_SCREENS_DIR.
 */
#include "config.h"

#include <glib/gstdio.h>

#include "toguz-replay.h"
#include "toguz-text.h"
#include "tutor-explanation-card.h"
#include "tutor-free-play.h"
#include "tutor-move-list.h"
#include "tutor-record-browser.h"
#include "tutor-style.h"
#include "tutor-test-util.h"

#define AFTER_65_45X \
  "13S,2S,12S,3S,2S,1S,1,12S,12S/12S,2S,13S,13S,t,3S,12S,12S,1S 22 15 S 4"

typedef struct
{
  GtkWindow *window;
  TutorFreePlay *play;
  TutorEngine *engine;
} Fixture;

static const char *scratch;

static gboolean
idle (gpointer data)
{
  Fixture *fixture = data;

  return gtk_widget_get_mapped (GTK_WIDGET (fixture->play))
         && tutor_free_play_is_idle (fixture->play);
}

static void
wait_idle (Fixture *fixture)
{
  tutor_run_until (idle, fixture, 30);
}

static void
fixture_open (Fixture *fixture)
{
  fixture->engine = tutor_engine_new ();
  fixture->window = GTK_WINDOW (gtk_window_new ());
  fixture->play = TUTOR_FREE_PLAY (tutor_free_play_new ());
  tutor_free_play_set_engine (fixture->play, fixture->engine);
  /* Instant sowing keeps the tests short. */
  g_object_set (tutor_free_play_get_board (fixture->play), "animation-speed",
                0.0, NULL);
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->play));
  gtk_window_set_default_size (fixture->window, 1100, 800);
  gtk_window_present (fixture->window);
  wait_idle (fixture);
}

static void
fixture_close (Fixture *fixture)
{
  gtk_window_destroy (fixture->window);
  for (int i = 0; i < 10; i++)
    g_main_context_iteration (NULL, FALSE);
  g_clear_object (&fixture->engine);
}

static void
click_hole (Fixture *fixture, ToguzSide side, guint hole)
{
  tutor_click_board_hole (tutor_free_play_get_board (fixture->play), side,
                          hole);
  wait_idle (fixture);
}

static void
activate (Fixture *fixture, const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->play),
                                             action, NULL));
  wait_idle (fixture);
}

/* An action that may well be disabled: nothing may change then. */
static void
try_activate (Fixture *fixture, const char *action)
{
  gtk_widget_activate_action (GTK_WIDGET (fixture->play), action, NULL);
  wait_idle (fixture);
}

static guint
n_moves (Fixture *fixture)
{
  return g_list_model_get_n_items (tutor_free_play_get_moves (fixture->play));
}

static char *
dup_moves (Fixture *fixture)
{
  GListModel *moves = tutor_free_play_get_moves (fixture->play);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (moves); i++)
    {
      if (i > 0)
        g_string_append_c (text, ' ');
      g_autoptr (TutorGameMove) move = g_list_model_get_item (moves, i);
      g_string_append (text, tutor_game_move_get_notation (move));
    }
  return g_string_free (text, FALSE);
}

static char *
dup_fen (Fixture *fixture)
{
  return toguz_position_to_fen (tutor_free_play_get_rules (fixture->play),
                                tutor_free_play_get_position (fixture->play));
}

static gboolean
interactive (Fixture *fixture)
{
  return tutor_board_get_interactive (
    tutor_free_play_get_board (fixture->play));
}

/* The first hole the side to move may sow. */
static guint
first_legal (Fixture *fixture)
{
  uint8_t moves[TOGUZ_MAX_HOLES];

  g_assert_cmpuint (toguz_position_moves (
                      tutor_free_play_get_rules (fixture->play),
                      tutor_free_play_get_position (fixture->play), moves),
                    >, 0);
  return moves[0];
}

static void
play_line (Fixture *fixture, const guint *holes, guint n)
{
  for (guint i = 0; i < n; i++)
    click_hole (fixture,
                (ToguzSide) tutor_free_play_get_position (fixture->play)->side,
                holes[i]);
}

static GtkWidget *
find_widget (GtkWidget *root, GType type)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;
      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        return child;
      if ((found = find_widget (child, type)))
        return found;
    }
  return NULL;
}

/* In the move list: the record browser's drop-down has a list too. */
static GtkWidget *
find_in_moves (Fixture *fixture, GType type)
{
  return find_widget (
    find_widget (GTK_WIDGET (fixture->play), TUTOR_TYPE_MOVE_LIST), type);
}

/* The list is longer than its place, and shows its end. */
static gboolean
scrolled_to_last_row (gpointer data)
{
  GtkAdjustment *adjustment = data;
  double page = gtk_adjustment_get_page_size (adjustment);
  double upper = gtk_adjustment_get_upper (adjustment);

  return upper > page && page > 0
         && gtk_adjustment_get_value (adjustment) + page >= upper - 1;
}

/* A whole game against the beginner, clicking the first legal hole. */
static void
test_game_against_beginner (void)
{
  Fixture fixture;
  const ToguzPosition *pos;
  const char *result;
  g_autofree char *score = NULL;
  guint turns = 0;

  fixture_open (&fixture);
  g_assert_true (tutor_free_play_new_game (fixture.play,
                                           TUTOR_OPPONENT_BEGINNER,
                                           TOGUZ_WHITE, "togyz"));
  wait_idle (&fixture);
  pos = tutor_free_play_get_position (fixture.play);
  while (pos->result == TOGUZ_ONGOING)
    {
      g_assert_cmpuint (++turns, <, 400);
      /* The engine has answered: the learner's turn, and only then may
       * the board be clicked. */
      g_assert_cmpint (pos->side, ==, TOGUZ_WHITE);
      g_assert_true (interactive (&fixture));
      g_assert_null (tutor_free_play_get_result_text (fixture.play));
      click_hole (&fixture, TOGUZ_WHITE, first_legal (&fixture));
      pos = tutor_free_play_get_position (fixture.play);
    }
  g_assert_false (interactive (&fixture));
  g_assert_cmpuint (n_moves (&fixture), ==, pos->ply);

  /* Who won, the score, the rule. */
  result = tutor_free_play_get_result_text (fixture.play);
  g_assert_nonnull (result);
  {
    const ToguzRuleset *rules = tutor_free_play_get_rules (fixture.play);
    unsigned white = toguz_position_final_kazan (rules, pos, TOGUZ_WHITE);
    unsigned black = toguz_position_final_kazan (rules, pos, TOGUZ_BLACK);

    g_assert_cmpuint (white + black, <=, 162);
    switch (pos->result)
      {
      case TOGUZ_WHITE_WON:
        score = g_strdup_printf ("White wins, %u to %u.", white, black);
        break;
      case TOGUZ_BLACK_WON:
        score = g_strdup_printf ("Black wins, %u to %u.", black, white);
        break;
      default:
        score = g_strdup_printf ("The game is drawn, %u to %u.", white,
                                 black);
        break;
      }
  }
  if (strstr (result, score) == NULL
      || (strstr (result, "more than half of all 162") == NULL
          && strstr (result, "no stone left to sow") == NULL))
    g_error ("the result says “%s”", result);
  g_test_message ("%s", result);
  fixture_close (&fixture);
}

/* The end of a game whose rule is known: Black's last stones taken. */
static void
test_result_left_without_move (void)
{
  Fixture fixture;
  const char *result;

  fixture_open (&fixture);
  tutor_free_play_new_game (fixture.play, TUTOR_OPPONENT_HUMAN, TOGUZ_WHITE,
                            "togyz");
  g_assert_true (tutor_free_play_set_fen (fixture.play,
                                          "8,1S/8,1S 80 80 S 40", NULL));
  wait_idle (&fixture);
  click_hole (&fixture, TOGUZ_WHITE, 8);
  result = tutor_free_play_get_result_text (fixture.play);
  g_assert_nonnull (result);
  g_assert_nonnull (strstr (result, "White wins, 82 to 80."));
  g_assert_nonnull (strstr (result, "Black has no stone left to sow"));
  g_assert_false (interactive (&fixture));
  /* Nothing to redo. */
  try_activate (&fixture, "play.redo");
  g_assert_cmpuint (n_moves (&fixture), ==, 1);
  fixture_close (&fixture);
}

static void
test_two_players (void)
{
  Fixture fixture;
  const char *message;

  fixture_open (&fixture);
  g_assert_true (tutor_free_play_new_game (fixture.play,
                                           TUTOR_OPPONENT_HUMAN, TOGUZ_WHITE,
                                           "togyz"));
  wait_idle (&fixture);
  click_hole (&fixture, TOGUZ_WHITE, 5);
  /* No engine: Black's turn is a person's turn too. */
  g_assert_cmpint (tutor_free_play_get_position (fixture.play)->side, ==,
                   TOGUZ_BLACK);
  g_assert_true (interactive (&fixture));
  click_hole (&fixture, TOGUZ_BLACK, 5);
  {
    g_autofree char *moves = dup_moves (&fixture);
    g_assert_cmpstr (moves, ==, "65 65");
  }

  /* A hole of the side not to move: the rule, and nothing played. */
  click_hole (&fixture, TOGUZ_BLACK, 2);
  message = tutor_free_play_get_message (fixture.play);
  g_assert_nonnull (message);
  g_assert_nonnull (strstr (message, "Black’s hole 3"));
  g_assert_cmpuint (n_moves (&fixture), ==, 2);
  /* A legal move clears it. */
  click_hole (&fixture, TOGUZ_WHITE, 8);
  g_assert_null (tutor_free_play_get_message (fixture.play));

  /* The youth game: five holes a side. */
  g_assert_true (tutor_free_play_new_game (fixture.play,
                                           TUTOR_OPPONENT_HUMAN, TOGUZ_WHITE,
                                           "bestemshe"));
  wait_idle (&fixture);
  g_assert_cmpuint (n_moves (&fixture), ==, 0);
  g_assert_null (tutor_board_get_hole (
    tutor_free_play_get_board (fixture.play), TOGUZ_WHITE, 5));
  click_hole (&fixture, TOGUZ_WHITE, 4);
  click_hole (&fixture, TOGUZ_BLACK, 0);
  g_assert_cmpuint (n_moves (&fixture), ==, 2);
  g_assert_false (tutor_free_play_new_game (fixture.play,
                                            TUTOR_OPPONENT_HUMAN,
                                            TOGUZ_WHITE, "chess"));
  fixture_close (&fixture);
}

static void
test_undo_redo (void)
{
  Fixture fixture;
  static const guint line[] = { 5, 5, 8, 7, 1, 3 };

  fixture_open (&fixture);
  tutor_free_play_new_game (fixture.play, TUTOR_OPPONENT_HUMAN, TOGUZ_WHITE,
                            "togyz");
  wait_idle (&fixture);
  play_line (&fixture, line, G_N_ELEMENTS (line));
  {
    g_autofree char *moves = dup_moves (&fixture);
    g_autofree char *fen = dup_fen (&fixture);
    g_assert_cmpstr (moves, ==, "65 65 99 89 23 45x");
    g_assert_cmpstr (fen, ==, AFTER_65_45X);
  }

  /* Two people: one ply at a time. */
  activate (&fixture, "play.undo");
  activate (&fixture, "play.undo");
  g_assert_cmpuint (n_moves (&fixture), ==, 4);
  g_assert_cmpint (tutor_free_play_get_selected_move (fixture.play), ==, 3);
  activate (&fixture, "play.redo");
  {
    g_autofree char *moves = dup_moves (&fixture);
    g_assert_cmpstr (moves, ==, "65 65 99 89 23");
  }
  activate (&fixture, "play.redo");
  {
    g_autofree char *fen = dup_fen (&fixture);
    g_assert_cmpstr (fen, ==, AFTER_65_45X);
  }
  try_activate (&fixture, "play.redo");
  g_assert_cmpuint (n_moves (&fixture), ==, 6);
  /* A new move after an undo drops what could be redone. */
  activate (&fixture, "play.undo");
  click_hole (&fixture, TOGUZ_BLACK, 0);
  g_assert_cmpuint (n_moves (&fixture), ==, 6);
  activate (&fixture, "play.redo");
  g_assert_cmpuint (n_moves (&fixture), ==, 6);

  /* Against the engine, the reply and the move go back together. */
  tutor_free_play_new_game (fixture.play, TUTOR_OPPONENT_BEGINNER,
                            TOGUZ_WHITE, "togyz");
  wait_idle (&fixture);
  click_hole (&fixture, TOGUZ_WHITE, 5);
  click_hole (&fixture, TOGUZ_WHITE, first_legal (&fixture));
  g_assert_cmpuint (n_moves (&fixture), ==, 4);
  activate (&fixture, "play.undo");
  g_assert_cmpuint (n_moves (&fixture), ==, 2);
  g_assert_cmpint (tutor_free_play_get_position (fixture.play)->side, ==,
                   TOGUZ_WHITE);
  g_assert_true (interactive (&fixture));
  activate (&fixture, "play.undo");
  g_assert_cmpuint (n_moves (&fixture), ==, 0);
  activate (&fixture, "play.redo");
  g_assert_cmpuint (n_moves (&fixture), ==, 2);
  {
    g_autofree char *moves = dup_moves (&fixture);
    g_assert_true (g_str_has_prefix (moves, "65 "));
  }
  activate (&fixture, "play.redo");
  g_assert_cmpuint (n_moves (&fixture), ==, 4);

  /* The learner as Black: the engine opens, and its opening alone cannot
   * be taken back. */
  tutor_free_play_new_game (fixture.play, TUTOR_OPPONENT_BEGINNER,
                            TOGUZ_BLACK, "togyz");
  wait_idle (&fixture);
  g_assert_cmpuint (n_moves (&fixture), ==, 1);
  g_assert_cmpint (tutor_free_play_get_position (fixture.play)->side, ==,
                   TOGUZ_BLACK);
  g_assert_true (interactive (&fixture));
  try_activate (&fixture, "play.undo");
  g_assert_cmpuint (n_moves (&fixture), ==, 1);
  fixture_close (&fixture);
}

/* Browsing the list shows old positions; the game goes on at its end. */
static void
test_browse (void)
{
  Fixture fixture;
  static const guint line[] = { 5, 5, 8, 7 };
  TutorBoard *board;

  fixture_open (&fixture);
  board = tutor_free_play_get_board (fixture.play);
  tutor_free_play_new_game (fixture.play, TUTOR_OPPONENT_HUMAN, TOGUZ_WHITE,
                            "togyz");
  wait_idle (&fixture);
  play_line (&fixture, line, G_N_ELEMENTS (line));
  tutor_free_play_select_move (fixture.play, 1);
  g_assert_false (interactive (&fixture));
  g_assert_cmpuint (tutor_board_get_position (board)->ply, ==, 2);
  tutor_free_play_select_move (fixture.play, -1);
  g_assert_cmpuint (tutor_board_get_position (board)->ply, ==, 0);
  activate (&fixture, "play.return-to-game");
  g_assert_cmpuint (tutor_board_get_position (board)->ply, ==, 4);
  g_assert_true (interactive (&fixture));

  /* The list as the learner uses it: a row picked, the start button. */
  {
    GtkWidget *list = find_in_moves (&fixture, GTK_TYPE_LIST_VIEW);
    GtkSingleSelection *selection = GTK_SINGLE_SELECTION (
      gtk_list_view_get_model (GTK_LIST_VIEW (list)));
    GtkWidget *start = find_in_moves (&fixture, GTK_TYPE_TOGGLE_BUTTON);

    g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (start)), ==,
                     "Start position");
    g_assert_cmpuint (gtk_single_selection_get_selected (selection), ==, 3);
    gtk_single_selection_set_selected (selection, 1);
    wait_idle (&fixture);
    g_assert_cmpint (tutor_free_play_get_selected_move (fixture.play), ==, 1);
    g_assert_cmpuint (tutor_board_get_position (board)->ply, ==, 2);
    g_assert_false (interactive (&fixture));
    g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (start)));
    g_signal_emit_by_name (start, "clicked");
    wait_idle (&fixture);
    g_assert_cmpint (tutor_free_play_get_selected_move (fixture.play), ==, -1);
    g_assert_cmpuint (tutor_board_get_position (board)->ply, ==, 0);
    g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (start)));
    g_assert_cmpuint (gtk_single_selection_get_selected (selection), ==,
                      GTK_INVALID_LIST_POSITION);
    /* A move played at the end is selected with it. */
    activate (&fixture, "play.return-to-game");
    click_hole (&fixture, TOGUZ_WHITE, 0);
    g_assert_cmpuint (gtk_single_selection_get_selected (selection), ==, 4);
  }
  fixture_close (&fixture);
}

static void
test_explain_capture (void)
{
  Fixture fixture;
  const char *text;

  fixture_open (&fixture);
  tutor_free_play_new_game (fixture.play, TUTOR_OPPONENT_HUMAN, TOGUZ_WHITE,
                            "togyz");
  wait_idle (&fixture);
  /* No move to explain yet. */
  try_activate (&fixture, "play.explain");
  g_assert_null (tutor_free_play_get_explanation (fixture.play));
  click_hole (&fixture, TOGUZ_WHITE, 5);
  click_hole (&fixture, TOGUZ_BLACK, 0);
  tutor_free_play_select_move (fixture.play, 0);
  activate (&fixture, "play.explain");
  text = tutor_free_play_get_explanation (fixture.play);
  g_assert_nonnull (text);
  if (strstr (text, "capture all 10 stones") == NULL)
    g_error ("the explanation says “%s”", text);
  /* Browsing and explaining left the game as it was. */
  g_assert_cmpuint (n_moves (&fixture), ==, 2);
  fixture_close (&fixture);
}

static void
read_text_done (GObject *source, GAsyncResult *result, gpointer data)
{
  char **text = data;

  *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result,
                                          NULL);
  if (*text == NULL)
    *text = g_strdup ("");
}

static char *
read_clipboard (Fixture *fixture)
{
  char *text = NULL;

  gdk_clipboard_read_text_async (
    gtk_widget_get_clipboard (GTK_WIDGET (fixture->play)), NULL,
    read_text_done, &text);
  while (text == NULL)
    g_main_context_iteration (NULL, TRUE);
  return text;
}

static void
test_fen_clipboard (void)
{
  Fixture fixture;
  static const guint line[] = { 5, 5, 8, 7, 1, 3 };
  GdkClipboard *clipboard;
  g_autoptr (GError) expected = NULL;
  ToguzPosition pos;
  const char *message;

  fixture_open (&fixture);
  clipboard = gtk_widget_get_clipboard (GTK_WIDGET (fixture.play));
  tutor_free_play_new_game (fixture.play, TUTOR_OPPONENT_HUMAN, TOGUZ_WHITE,
                            "togyz");
  wait_idle (&fixture);
  play_line (&fixture, line, G_N_ELEMENTS (line));
  activate (&fixture, "play.copy-fen");
  {
    g_autofree char *copied = read_clipboard (&fixture);
    g_assert_cmpstr (copied, ==, AFTER_65_45X);
  }

  /* Pasted into a new game: the same position, no moves. */
  tutor_free_play_new_game (fixture.play, TUTOR_OPPONENT_HUMAN, TOGUZ_WHITE,
                            "togyz");
  wait_idle (&fixture);
  gdk_clipboard_set_text (clipboard, "  " AFTER_65_45X "\n");
  activate (&fixture, "play.paste-fen");
  {
    g_autofree char *fen = dup_fen (&fixture);
    g_assert_cmpstr (fen, ==, AFTER_65_45X);
  }
  g_assert_cmpuint (n_moves (&fixture), ==, 0);
  g_assert_null (tutor_free_play_get_message (fixture.play));
  g_assert_true (interactive (&fixture));

  /* A wrong one: the core's message, and the position stays. */
  gdk_clipboard_set_text (clipboard, "9S,9S,9S/9S 0 0 S 1");
  activate (&fixture, "play.paste-fen");
  message = tutor_free_play_get_message (fixture.play);
  g_assert_nonnull (message);
  g_assert_false (toguz_position_from_fen (toguz_ruleset_default (),
                                           "9S,9S,9S/9S 0 0 S 1", &pos,
                                           &expected));
  if (strstr (message, expected->message) == NULL)
    g_error ("the message “%s” does not give “%s”", message,
             expected->message);
  {
    g_autofree char *fen = dup_fen (&fixture);
    g_assert_cmpstr (fen, ==, AFTER_65_45X);
  }

  /* A five-hole position switches to the variant it fits. */
  gdk_clipboard_set_text (clipboard,
                          "5S,5S,5S,5S,5S/5S,5S,5S,5S,5S 0 0 S 1");
  activate (&fixture, "play.paste-fen");
  g_assert_cmpstr (tutor_free_play_get_rules (fixture.play)->name, ==,
                   "bestemshe");
  fixture_close (&fixture);
}

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
  tutor_free_play_new_game (fixture.play, TUTOR_OPPONENT_BEGINNER,
                            TOGUZ_WHITE, "togyz");
  wait_idle (&fixture);
  while (tutor_free_play_get_position (fixture.play)->result
         == TOGUZ_ONGOING)
    click_hole (&fixture, TOGUZ_WHITE, first_legal (&fixture));
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

/* A list longer than its place follows the game to its last move. */
static void
test_list_follows (void)
{
  Fixture fixture;
  GtkAdjustment *adjustment;

  fixture_open (&fixture);
  tutor_free_play_new_game (fixture.play, TUTOR_OPPONENT_HUMAN, TOGUZ_WHITE,
                            "togyz");
  wait_idle (&fixture);
  for (guint i = 0; i < 60 && tutor_free_play_get_position (
                                  fixture.play)->result == TOGUZ_ONGOING;
       i++)
    click_hole (&fixture,
                (ToguzSide) tutor_free_play_get_position (fixture.play)->side,
                first_legal (&fixture));
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (
    find_in_moves (&fixture, GTK_TYPE_SCROLLED_WINDOW)));
  tutor_run_until (scrolled_to_last_row, adjustment, 5);
  g_assert_true (scrolled_to_last_row (adjustment));
  /* Scrolling leaves the keyboard focus where it was. */
  {
    GtkWidget *focus = gtk_window_get_focus (fixture.window);
    GtkWidget *list = find_in_moves (&fixture, GTK_TYPE_LIST_VIEW);
    g_assert_nonnull (focus);
    g_assert_false (gtk_widget_is_ancestor (focus, list));
  }
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

/* With sowing animated: the engine waits for the learner's sowing, and
 * an undo in the middle of one leaves a consistent game. */
static void
test_animated (void)
{
  Fixture fixture;
  TutorBoard *board;

  fixture_open (&fixture);
  board = tutor_free_play_get_board (fixture.play);
  g_object_set (board, "animation-speed", 40.0, NULL);
  tutor_free_play_new_game (fixture.play, TUTOR_OPPONENT_BEGINNER,
                            TOGUZ_WHITE, "togyz");
  wait_idle (&fixture);
  click_hole (&fixture, TOGUZ_WHITE, 5);
  g_assert_cmpuint (n_moves (&fixture), ==, 2);
  g_assert_true (toguz_position_equal (tutor_board_get_position (board),
                                       tutor_free_play_get_position (
                                         fixture.play)));
  g_assert_true (interactive (&fixture));

  /* A move, and an undo before its sowing ends. */
  tutor_click_board_hole (board, TOGUZ_WHITE, 0);
  g_assert_true (tutor_board_get_animating (board));
  g_assert_false (tutor_free_play_is_idle (fixture.play));
  activate (&fixture, "play.undo");
  g_assert_cmpuint (n_moves (&fixture), ==, 2);
  g_assert_false (tutor_board_get_animating (board));
  g_assert_true (toguz_position_equal (tutor_board_get_position (board),
                                       tutor_free_play_get_position (
                                         fixture.play)));
  g_assert_true (interactive (&fixture));
  fixture_close (&fixture);
}

/* The shortcuts the help overlay lists lead to the page's actions. */
static void
test_shortcuts (void)
{
  Fixture fixture;
  static const char *const expected[][2] = {
    { "<Control>n", "play.new-game" },
    { "<Control>z", "play.undo" },
    { "<Shift><Control>z", "play.redo" },
    { "<Control>e", "play.explain" },
    { "<Control>s", "play.save" },
    { "<Shift><Control>c", "play.copy-fen" },
    { "<Shift><Control>v", "play.paste-fen" },
  };
  g_autoptr (GHashTable) found = g_hash_table_new_full (g_str_hash,
                                                        g_str_equal, g_free,
                                                        g_free);
  g_autoptr (GListModel) controllers = NULL;

  fixture_open (&fixture);
  controllers = gtk_widget_observe_controllers (GTK_WIDGET (fixture.play));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);
      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0;
           j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr (GtkShortcut) shortcut
            = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);
          if (GTK_IS_NAMED_ACTION (action))
            g_hash_table_insert (
              found,
              gtk_shortcut_trigger_to_string (
                gtk_shortcut_get_trigger (shortcut)),
              g_strdup (gtk_named_action_get_action_name (
                GTK_NAMED_ACTION (action))));
        }
    }
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpstr (g_hash_table_lookup (found, expected[i][0]), ==,
                     expected[i][1]);

  /* Undo as the shortcut runs it: the named action, on the focused page. */
  tutor_free_play_new_game (fixture.play, TUTOR_OPPONENT_HUMAN, TOGUZ_WHITE,
                            "togyz");
  wait_idle (&fixture);
  click_hole (&fixture, TOGUZ_WHITE, 0);
  activate (&fixture, g_hash_table_lookup (found, "<Control>z"));
  g_assert_cmpuint (n_moves (&fixture), ==, 0);
  fixture_close (&fixture);
}

/* Screens, for people to look at. */
static void
save_native (Fixture *fixture, GtkWidget *widget, const char *name)
{
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  wait_idle (fixture);
  tutor_save_widget (widget, name);
}

static void
save_screen (Fixture *fixture, const char *name)
{
  save_native (fixture, GTK_WIDGET (fixture->window), name);
}

static GtkWidget *
find_menu_button (GtkWidget *root, const char *label)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;
      if (GTK_IS_MENU_BUTTON (child)
          && g_strcmp0 (gtk_menu_button_get_label (GTK_MENU_BUTTON (child)),
                        label)
               == 0)
        return child;
      if ((found = find_menu_button (child, label)))
        return found;
    }
  return NULL;
}

static void
test_screens (void)
{
  Fixture fixture;
  static const guint line[] = { 5, 5, 8, 7, 1, 3, 6, 2, 0, 4, 7, 6, 2, 8 };

  fixture_open (&fixture);
  gtk_window_set_default_size (fixture.window, 1200, 800);

  /* Mid-game: the list, a move explained. */
  tutor_free_play_new_game (fixture.play, TUTOR_OPPONENT_HUMAN, TOGUZ_WHITE,
                            "togyz");
  wait_idle (&fixture);
  play_line (&fixture, line, G_N_ELEMENTS (line));
  tutor_free_play_select_move (fixture.play, 5);
  activate (&fixture, "play.explain");
  tutor_free_play_select_move (fixture.play, (int) n_moves (&fixture) - 1);
  save_screen (&fixture, "free-play.png");

  /* An illegal click answered, browsing an old position. */
  click_hole (&fixture, TOGUZ_BLACK, 0);
  tutor_free_play_select_move (fixture.play, 3);
  save_screen (&fixture, "free-play-browse.png");

  /* The end of a game, in the dark style. */
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_DARK);
  tutor_free_play_new_game (fixture.play, TUTOR_OPPONENT_BEGINNER,
                            TOGUZ_WHITE, "togyz");
  wait_idle (&fixture);
  while (tutor_free_play_get_position (fixture.play)->result
         == TOGUZ_ONGOING)
    click_hole (&fixture, TOGUZ_WHITE, first_legal (&fixture));
  save_screen (&fixture, "free-play-result-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);
  save_screen (&fixture, "free-play-result.png");

  /* The choices of a new game. */
  {
    GtkWidget *button = find_menu_button (GTK_WIDGET (fixture.play),
                                          "_New Game");
    GtkPopover *popover;

    g_assert_nonnull (button);
    gtk_menu_button_popup (GTK_MENU_BUTTON (button));
    popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (button));
    save_native (&fixture, GTK_WIDGET (popover), "free-play-new-game.png");
    gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
  }

  /* A narrow window: the moves fold below the board. */
  gtk_window_set_default_size (fixture.window, 400, 760);
  tutor_free_play_new_game (fixture.play, TUTOR_OPPONENT_HUMAN, TOGUZ_WHITE,
                            "togyz");
  wait_idle (&fixture);
  play_line (&fixture, line, 7);
  tutor_free_play_select_move (fixture.play, 0);
  activate (&fixture, "play.explain");
  tutor_free_play_select_move (fixture.play, 6);
  save_screen (&fixture, "free-play-narrow.png");
  fixture_close (&fixture);
}

/* The positions of a replay by the core, start first. */
static void
collect_position (const ToguzRuleset *rules, const ToguzPosition *position,
                  const ToguzEvent *event, gpointer data)
{
  g_array_append_val ((GArray *) data, *position);
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
                                      collect_position, positions, &replay,
                                      &error));
  g_array_prepend_val (positions, replay.start);
  g_assert_cmpuint (positions->len, >, 11);

  fixture_open (&fixture);
  board = tutor_free_play_get_board (fixture.play);
  browser = TUTOR_RECORD_BROWSER (
    find_widget (GTK_WIDGET (fixture.play), TUTOR_TYPE_RECORD_BROWSER));
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
  g_assert_false (gtk_widget_get_visible (find_widget (
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

int
main (int argc, char **argv)
{
  scratch = tutor_test_init (&argc, &argv);
  tutor_style_init ();
  /* The engine's games are seeded from g_random: the same games each run. */
  g_random_set_seed (20261129);

  g_test_add_func ("/free-play/game-against-beginner",
                   test_game_against_beginner);
  g_test_add_func ("/free-play/result-left-without-move",
                   test_result_left_without_move);
  g_test_add_func ("/free-play/two-players", test_two_players);
  g_test_add_func ("/free-play/undo-redo", test_undo_redo);
  g_test_add_func ("/free-play/browse", test_browse);
  g_test_add_func ("/free-play/explain-capture", test_explain_capture);
  g_test_add_func ("/free-play/fen-clipboard", test_fen_clipboard);
  g_test_add_func ("/free-play/save-and-open", test_save_and_open);
  g_test_add_func ("/free-play/open-broken", test_open_broken);
  g_test_add_func ("/free-play/animated", test_animated);
  g_test_add_func ("/free-play/shortcuts", test_shortcuts);
  g_test_add_func ("/free-play/screens", test_screens);
  /* Last: the games before them are the ones the seed gives. */
  g_test_add_func ("/free-play/properties", test_properties);
  g_test_add_func ("/free-play/list-follows", test_list_follows);
  g_test_add_func ("/free-play/record-of-games", test_record_of_games);
  /* Last: GTK's own chooser may still be reading folders when it goes. */
  g_test_add_func ("/free-play/chooser-closed", test_chooser_closed);
  return tutor_test_finish (g_test_run ());
}
