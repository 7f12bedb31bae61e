/* test-free-play.c: free play as a learner uses it, in a real window
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under Xvfb.  A click on a hole is the hole's own GtkGestureClick
 * emitting "pressed" and "released"; buttons and shortcuts are the
 * page's actions.  Screens are rendered to TUTOR_SCREENS_DIR.  Its
 * files are tested in test-free-play-files.c.
 */
#include "config.h"

#include <glib/gstdio.h>

#include "toguz-text.h"
#include "tutor-explanation-card.h"
#include "tutor-move-list.h"
#include "tutor-style.h"
#include "free-play-fixture.h"

#define AFTER_65_45X \
  "13S,2S,12S,3S,2S,1S,1,12S,12S/12S,2S,13S,13S,t,3S,12S,12S,1S 22 15 S 4"

/* In the move list: the record browser's drop-down has a list too. */
static GtkWidget *
find_in_moves (Fixture *fixture, GType type)
{
  GtkWidget *list = tutor_find_widget (GTK_WIDGET (fixture->play),
                                       TUTOR_TYPE_MOVE_LIST);

  return tutor_find_widget (list, type);
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


/* With sowing animated: the engine waits for the learner's sowing, and
 * an undo in the middle of one leaves a consistent game. */
static void
test_animated (void)
{
  Fixture fixture;
  TutorBoard *board;
  const ToguzRuleset *rules;
  const ToguzPosition *position;
  guint hole = 0;

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
  rules = tutor_free_play_get_rules (fixture.play);
  position = tutor_free_play_get_position (fixture.play);

  /* A move, and an undo before its sowing ends.  A hole of several
   * stones: the engine's reply, which the tests run before decide, may
   * have left White's first with one, which goes without a sowing. */
  while (position->holes[toguz_ring_index (rules, TOGUZ_WHITE, hole)] < 2)
    hole++;
  tutor_click_board_hole (board, TOGUZ_WHITE, hole);
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

/* A first game is against the engine at its gentlest, the learner
 * White; the New Game choices say so. */
static void
test_first_game (void)
{
  Fixture fixture;

  fixture_open (&fixture);
  g_assert_cmpint (tutor_free_play_get_opponent (fixture.play), ==,
                   TUTOR_OPPONENT_BEGINNER);
  g_assert_true (interactive (&fixture));
  g_assert_cmpuint (n_moves (&fixture), ==, 0);
  /* Start Game as it is: the beginner again. */
  activate (&fixture, "play.new-game");
  g_assert_cmpint (tutor_free_play_get_opponent (fixture.play), ==,
                   TUTOR_OPPONENT_BEGINNER);
  fixture_close (&fixture);
}

static GtkWidget *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (window)
          && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_WIDGET (window);
    }
  return NULL;
}

static gboolean
dialog_shown (gpointer data)
{
  return find_message_dialog () != NULL;
}

static gboolean
dialog_gone (gpointer data)
{
  return find_message_dialog () == NULL;
}

/* A click on the dialog's button. */
static void
answer (AdwMessageDialog *dialog, const char *label)
{
  GtkWidget *button = tutor_find_button (GTK_WIDGET (dialog), label);

  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
}

/* Ctrl+N asks before the moves of a game under way are lost; with no
 * move, or once the game is over, it starts at once. */
static void
test_new_game_asks (void)
{
  Fixture fixture;
  AdwMessageDialog *dialog;

  fixture_open (&fixture);
  tutor_free_play_new_game (fixture.play, TUTOR_OPPONENT_HUMAN, TOGUZ_WHITE,
                            "togyz");
  wait_idle (&fixture);
  activate (&fixture, "play.new-game");
  g_assert_null (find_message_dialog ());

  click_hole (&fixture, TOGUZ_WHITE, 0);
  activate (&fixture, "play.new-game");
  tutor_run_until (dialog_shown, NULL, 10);
  dialog = ADW_MESSAGE_DIALOG (find_message_dialog ());
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==,
                   "Start a New Game?");
  g_assert_cmpstr (adw_message_dialog_get_response_label (dialog, "keep"),
                   ==, "_Keep Playing");
  g_assert_cmpstr (adw_message_dialog_get_response_label (dialog, "new"), ==,
                   "_New Game");
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==,
                   "keep");
  save_native (&fixture, GTK_WIDGET (dialog), "free-play-new-game-asks.png");
  g_assert_cmpuint (n_moves (&fixture), ==, 1);
  answer (dialog, "_Keep Playing");
  tutor_run_until (dialog_gone, NULL, 10);
  g_assert_cmpuint (n_moves (&fixture), ==, 1);

  activate (&fixture, "play.new-game");
  tutor_run_until (dialog_shown, NULL, 10);
  answer (ADW_MESSAGE_DIALOG (find_message_dialog ()), "_New Game");
  tutor_run_until (dialog_gone, NULL, 10);
  wait_idle (&fixture);
  g_assert_cmpuint (n_moves (&fixture), ==, 0);

  /* A game over loses nothing. */
  g_assert_true (tutor_free_play_set_fen (fixture.play,
                                          "8,1S/8,1S 80 80 S 40", NULL));
  wait_idle (&fixture);
  click_hole (&fixture, TOGUZ_WHITE, 8);
  g_assert_nonnull (tutor_free_play_get_result_text (fixture.play));
  activate (&fixture, "play.new-game");
  g_assert_null (find_message_dialog ());
  g_assert_cmpuint (n_moves (&fixture), ==, 0);
  fixture_close (&fixture);
}

/* The result says who won and offers the same game again. */
static void
test_play_again (void)
{
  Fixture fixture;
  GtkWidget *button;

  fixture_open (&fixture);
  tutor_free_play_new_game (fixture.play, TUTOR_OPPONENT_HUMAN, TOGUZ_BLACK,
                            "togyz");
  wait_idle (&fixture);
  g_assert_true (tutor_free_play_set_fen (fixture.play,
                                          "8,1S/8,1S 80 80 S 40", NULL));
  wait_idle (&fixture);
  click_hole (&fixture, TOGUZ_WHITE, 8);
  g_assert_nonnull (tutor_free_play_get_result_text (fixture.play));
  button = tutor_find_button (GTK_WIDGET (fixture.play), "_Play Again");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_drawable (button));
  save_screen (&fixture, "free-play-play-again.png");
  g_signal_emit_by_name (button, "clicked");
  wait_idle (&fixture);
  g_assert_null (tutor_free_play_get_result_text (fixture.play));
  g_assert_cmpuint (n_moves (&fixture), ==, 0);
  g_assert_cmpint (tutor_free_play_get_opponent (fixture.play), ==,
                   TUTOR_OPPONENT_HUMAN);
  g_assert_cmpstr (tutor_free_play_get_rules (fixture.play)->name, ==,
                   "togyz");
  g_assert_false (gtk_widget_is_drawable (button));
  fixture_close (&fixture);
}

/* Screens, for people to look at. */
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
  play_beginner_to_end (&fixture);
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

int
main (int argc, char **argv)
{
  tutor_test_init (&argc, &argv);
  tutor_style_init ();
  /* The engine's games are seeded from g_random: the same games each run. */
  g_random_set_seed (20261129);

  g_test_add_func ("/free-play/first-game", test_first_game);
  g_test_add_func ("/free-play/new-game-asks", test_new_game_asks);
  g_test_add_func ("/free-play/play-again", test_play_again);
  g_test_add_func ("/free-play/game-against-beginner",
                   test_game_against_beginner);
  g_test_add_func ("/free-play/result-left-without-move",
                   test_result_left_without_move);
  g_test_add_func ("/free-play/two-players", test_two_players);
  g_test_add_func ("/free-play/undo-redo", test_undo_redo);
  g_test_add_func ("/free-play/browse", test_browse);
  g_test_add_func ("/free-play/explain-capture", test_explain_capture);
  g_test_add_func ("/free-play/fen-clipboard", test_fen_clipboard);
  g_test_add_func ("/free-play/animated", test_animated);
  g_test_add_func ("/free-play/shortcuts", test_shortcuts);
  g_test_add_func ("/free-play/screens", test_screens);
  /* Last: the games before it are the ones the seed gives. */
  g_test_add_func ("/free-play/list-follows", test_list_follows);
  return tutor_test_finish (g_test_run ());
}
