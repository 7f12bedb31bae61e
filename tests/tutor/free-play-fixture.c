/* free-play-fixture.c: free play in a window of its own
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "free-play-fixture.h"
#include "toguz-text.h"

static gboolean
idle (gpointer data)
{
  Fixture *fixture = data;

  return gtk_widget_get_mapped (GTK_WIDGET (fixture->play))
         && tutor_free_play_is_idle (fixture->play);
}

void
wait_idle (Fixture *fixture)
{
  tutor_run_until (idle, fixture, 30);
}

void
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

void
fixture_close (Fixture *fixture)
{
  gtk_window_destroy (fixture->window);
  for (int i = 0; i < 10; i++)
    g_main_context_iteration (NULL, FALSE);
  g_clear_object (&fixture->engine);
}

void
click_hole (Fixture *fixture, ToguzSide side, guint hole)
{
  tutor_click_board_hole (tutor_free_play_get_board (fixture->play), side,
                          hole);
  wait_idle (fixture);
}

void
activate (Fixture *fixture, const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->play),
                                             action, NULL));
  wait_idle (fixture);
}

void
try_activate (Fixture *fixture, const char *action)
{
  gtk_widget_activate_action (GTK_WIDGET (fixture->play), action, NULL);
  wait_idle (fixture);
}

guint
n_moves (Fixture *fixture)
{
  return g_list_model_get_n_items (tutor_free_play_get_moves (fixture->play));
}

char *
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

char *
dup_fen (Fixture *fixture)
{
  return toguz_position_to_fen (tutor_free_play_get_rules (fixture->play),
                                tutor_free_play_get_position (fixture->play));
}

gboolean
interactive (Fixture *fixture)
{
  return tutor_board_get_interactive (
    tutor_free_play_get_board (fixture->play));
}

guint
first_legal (Fixture *fixture)
{
  uint8_t moves[TOGUZ_MAX_HOLES];

  g_assert_cmpuint (toguz_position_moves (
                      tutor_free_play_get_rules (fixture->play),
                      tutor_free_play_get_position (fixture->play), moves),
                    >, 0);
  return moves[0];
}

void
play_beginner_to_end (Fixture *fixture)
{
  tutor_free_play_new_game (fixture->play, TUTOR_OPPONENT_BEGINNER,
                            TOGUZ_WHITE, "togyz");
  wait_idle (fixture);
  while (tutor_free_play_get_position (fixture->play)->result
         == TOGUZ_ONGOING)
    click_hole (fixture, TOGUZ_WHITE, first_legal (fixture));
}

void
play_line (Fixture *fixture, const guint *holes, guint n)
{
  for (guint i = 0; i < n; i++)
    click_hole (fixture,
                (ToguzSide) tutor_free_play_get_position (fixture->play)->side,
                holes[i]);
}

void
save_native (Fixture *fixture, GtkWidget *widget, const char *name)
{
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  wait_idle (fixture);
  tutor_save_widget (widget, name);
}

void
save_screen (Fixture *fixture, const char *name)
{
  save_native (fixture, GTK_WIDGET (fixture->window), name);
}
