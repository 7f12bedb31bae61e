/* tutor-free-play-new-game.c: starting another game of free play
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game under way whose moves are not saved is not thrown away without
 * asking, whether from the New Game choices or by Ctrl+N; after a game's
 * end Play Again starts the same game anew.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tutor-free-play-private.h"

static gboolean
game_would_be_lost (TutorFreePlay *self)
{
  return tutor_game_get_n_played (self->game) > 0
         && tutor_game_get_result (self->game) == TOGUZ_ONGOING
         && tutor_game_get_modified (self->game);
}

/* The game the New Game choices say. */
static void
start_chosen_game (TutorFreePlay *self)
{
  TutorOpponent opponent;
  ToguzSide human;
  const ToguzRuleset *rules;

  tutor_new_game_popover_get_choice (self->new_game_popover, &opponent,
                                     &human, &rules);
  tutor_free_play_new_game (self, opponent, human,
                            rules ? rules->name : NULL);
}

static void
on_new_game_response (TutorFreePlay *self, const char *response)
{
  if (g_strcmp0 (response, "new") == 0)
    start_chosen_game (self);
}

void
tutor_free_play_ask_new_game (GtkWidget *widget, const char *action,
                              GVariant *parameter)
{
  TutorFreePlay *self = TUTOR_FREE_PLAY (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *dialog;

  gtk_popover_popdown (GTK_POPOVER (self->new_game_popover));
  if (!game_would_be_lost (self))
    {
      start_chosen_game (self);
      return;
    }
  dialog = adw_message_dialog_new (
    GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, _("Start a New Game?"),
    _("The moves of the game under way are not saved: they will be "
      "lost."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "keep",
                                    _("_Keep Playing"), "new",
                                    _("_New Game"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog),
                                              "new",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog),
                                           "keep");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog),
                                         "keep");
  /* The page may be gone before the answer. */
  g_signal_connect_object (dialog, "response",
                           G_CALLBACK (on_new_game_response), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
tutor_free_play_play_again (GtkWidget *widget, const char *action,
                            GVariant *parameter)
{
  TutorFreePlay *self = TUTOR_FREE_PLAY (widget);

  tutor_free_play_new_game (self, tutor_match_get_opponent (self->match),
                            tutor_match_get_human (self->match),
                            tutor_game_get_rules (self->game)->name);
}
