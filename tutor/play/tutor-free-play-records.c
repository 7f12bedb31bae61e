/* tutor-free-play-records.c: picking a game from a record of several
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The record browser steps through the record's games on the page's
 * board while the game played waits untouched: using a position makes
 * that game, up to its ply, the one played; leaving shows the old game
 * again.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tutor-free-play-private.h"

static void
set_browsing (TutorFreePlay *self, gboolean browsing)
{
  self->browsing = browsing;
  gtk_revealer_set_reveal_child (self->record_revealer, browsing);
  /* The moves, Explain, the explanation and the status are the game's,
   * which waits meanwhile; the browser says what the board shows. */
  gtk_widget_set_sensitive (self->side_column, !browsing);
  gtk_widget_set_visible (GTK_WIDGET (self->status), !browsing);
  gtk_widget_set_visible (GTK_WIDGET (self->explanation), !browsing);
  /* A rule shown was about a move of the game. */
  tutor_message_card_show (self->message, TUTOR_MESSAGE_RULE, NULL);
  if (!browsing)
    g_clear_object (&self->record_file);
}

void
tutor_free_play_end_browsing (TutorFreePlay *self)
{
  if (self->browsing)
    set_browsing (self, FALSE);
}

void
tutor_free_play_show_record_ply (TutorFreePlay *self)
{
  tutor_board_set_interactive (self->board, FALSE);
  tutor_board_set_position (
    self->board, tutor_record_browser_get_rules (self->record_browser),
    tutor_record_browser_get_position (self->record_browser));
  tutor_board_clear_highlights (self->board);
}

gboolean
tutor_free_play_browse_records (TutorFreePlay *self, GPtrArray *records,
                                GFile *file, GError **error)
{
  /* Records that name no variant are the default's, as one game is. */
  if (!tutor_record_browser_set_records (self->record_browser, records,
                                         toguz_ruleset_default (), error))
    return FALSE;
  /* The engine's turn waits until the record is left. */
  if (tutor_board_get_animating (self->board))
    tutor_board_skip_animation (self->board);
  tutor_free_play_reset_jobs (self);
  g_set_object (&self->record_file, file);
  set_browsing (self, TRUE);
  tutor_free_play_show_record_ply (self);
  tutor_free_play_refresh (self);
  return TRUE;
}

/* A game of the record the core could not replay: the record stays. */
static void
on_game_failed (TutorFreePlay *self, const char *message)
{
  tutor_message_card_show_error (self->message,
                                 _("The game cannot be opened: %s"),
                                 message);
}

static void
on_ply_changed (TutorFreePlay *self)
{
  if (self->browsing)
    tutor_free_play_show_record_ply (self);
}

static void
on_position_chosen (TutorFreePlay *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) file = NULL;
  g_autofree char *name = NULL;

  if (!self->browsing)
    return;
  file = g_object_ref (self->record_file);
  if (!tutor_game_load_record_game (
        self->game, tutor_record_browser_get_record (self->record_browser),
        tutor_record_browser_get_ply (self->record_browser), file, &error))
    {
      on_game_failed (self, error->message);
      return;
    }
  /* start_over() leaves the record. */
  tutor_free_play_start_over (self);
  name = g_file_get_basename (file);
  tutor_free_play_toast (self, _("Opened “%s”"), name);
}

static void
on_closed (TutorFreePlay *self)
{
  if (!self->browsing)
    return;
  set_browsing (self, FALSE);
  tutor_free_play_show_game (self);
}

void
tutor_free_play_init_records (TutorFreePlay *self)
{
  g_signal_connect_swapped (self->record_browser, "ply-changed",
                            G_CALLBACK (on_ply_changed), self);
  g_signal_connect_swapped (self->record_browser, "position-chosen",
                            G_CALLBACK (on_position_chosen), self);
  g_signal_connect_swapped (self->record_browser, "closed",
                            G_CALLBACK (on_closed), self);
  g_signal_connect_swapped (self->record_browser, "game-failed",
                            G_CALLBACK (on_game_failed), self);
}
