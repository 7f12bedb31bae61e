/* tutor-set-editor-records.c: a position from a game record
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The record browser steps through a game; the page shows the position on
 * its board, and rests the puzzle's own tools meanwhile.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tutor-set-editor-private.h"

static void
show_record_ply (TutorSetEditor *self)
{
  if (!self->browsing)
    return;
  tutor_board_set_interactive (self->board, FALSE);
  tutor_board_set_position (
    self->board, tutor_record_browser_get_rules (self->record_browser),
    tutor_record_browser_get_position (self->record_browser));
  tutor_board_clear_highlights (self->board);
  tutor_set_editor_update_actions (self);
}

/* While a game is browsed, the puzzle's own tools rest. */
void
tutor_set_editor_set_browsing (TutorSetEditor *self, gboolean browsing)
{
  self->browsing = browsing;
  gtk_revealer_set_reveal_child (self->record_revealer, browsing);
  gtk_widget_set_sensitive (self->form_scroller, !browsing);
  if (browsing)
    {
      gtk_revealer_set_reveal_child (self->problem_revealer, FALSE);
      tutor_check_card_set_state (self->check_card,
                                  "x-office-document-symbolic", "info",
                                  _("Step through the game, then use the "
                                    "position shown."),
                                  _("The puzzle gets the game, the move and "
                                    "the side to move as its source."));
    }
  else
    tutor_set_editor_show_check (self);
  tutor_set_editor_update_actions (self);
}

void
tutor_set_editor_leave_record (TutorSetEditor *self)
{
  tutor_set_editor_set_browsing (self, FALSE);
  tutor_set_editor_show_board (self);
}

/* A game is replayed: it is shown at its start. */
static void
browse_record (TutorSetEditor *self)
{
  tutor_set_editor_show_message (self, NULL);
  tutor_set_editor_set_browsing (self, TRUE);
  show_record_ply (self);
}

gboolean
tutor_set_editor_select_record_game (TutorSetEditor *self, guint index,
                                     GError **error)
{
  GError *local = NULL;

  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), FALSE);
  g_return_val_if_fail (
    index < tutor_record_browser_get_n_games (self->record_browser), FALSE);

  if (!tutor_record_browser_select_game (self->record_browser, index,
                                         &local))
    {
      /* Shown on the page as well as handed on. */
      tutor_set_editor_show_message (self, local->message);
      g_propagate_error (error, local);
      return FALSE;
    }
  browse_record (self);
  return TRUE;
}

static void
on_record_loaded (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GTask) task = data;
  TutorSetEditor *self = g_task_get_source_object (task);
  GError *error = NULL;

  tutor_record_browser_load_finish (TUTOR_RECORD_BROWSER (source), result,
                                    &error);
  if (tutor_set_editor_file_job_end (self, error))
    browse_record (self);
  tutor_set_editor_file_job_return (task, error);
}

void
tutor_set_editor_open_record_async (TutorSetEditor *self, GFile *file,
                                    GCancellable *cancellable,
                                    GAsyncReadyCallback callback,
                                    gpointer data)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  g_return_if_fail (G_IS_FILE (file));

  tutor_record_browser_load_async (
    self->record_browser, file, tutor_set_editor_current_rules (self),
    cancellable, on_record_loaded,
    tutor_set_editor_file_job_start (self, cancellable, callback, data,
                                     tutor_set_editor_open_record_async));
}

gboolean
tutor_set_editor_open_record_finish (TutorSetEditor *self,
                                     GAsyncResult *result, GError **error)
{
  return tutor_set_editor_file_job_finish (self, result, error);
}

guint
tutor_set_editor_get_record_n_games (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), 0);
  return tutor_record_browser_get_n_games (self->record_browser);
}

guint
tutor_set_editor_get_record_n_plies (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), 0);
  return self->browsing
           ? tutor_record_browser_get_n_plies (self->record_browser)
           : 0;
}

void
tutor_set_editor_show_record_ply (TutorSetEditor *self, guint ply)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  g_return_if_fail (self->browsing);
  tutor_record_browser_set_ply (self->record_browser, ply);
  show_record_ply (self);
}

void
tutor_set_editor_use_record_position (TutorSetEditor *self)
{
  ToguzRuleset rules;
  ToguzPosition pos;
  g_autofree char *game = NULL;

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  g_return_if_fail (self->browsing);

  rules = *tutor_record_browser_get_rules (self->record_browser);
  pos = *tutor_record_browser_get_position (self->record_browser);
  game = tutor_record_browser_dup_game_name (self->record_browser);
  tutor_set_editor_set_browsing (self, FALSE);
  tutor_set_editor_set_position (self, &rules, &pos);
  /* The move the puzzle starts before, and whose it is. */
  toguz_set_draft_set_source (self->draft, self->current, game,
                              toguz_position_move_number (&pos),
                              (ToguzSide) pos.side);
  tutor_set_editor_show_task (self);
  tutor_set_editor_update_list_row (self, self->current);
  tutor_set_editor_update_actions (self);
}

static void
on_record_game_failed (TutorSetEditor *self, const char *message)
{
  tutor_set_editor_show_message (self, message);
}

void
tutor_set_editor_init_records (TutorSetEditor *self)
{
  g_signal_connect_swapped (self->record_browser, "ply-changed",
                            G_CALLBACK (show_record_ply), self);
  g_signal_connect_swapped (self->record_browser, "game-failed",
                            G_CALLBACK (on_record_game_failed), self);
  g_signal_connect_swapped (self->record_browser, "position-chosen",
                            G_CALLBACK (tutor_set_editor_use_record_position),
                            self);
  g_signal_connect_swapped (self->record_browser, "closed",
                            G_CALLBACK (tutor_set_editor_leave_record), self);
}
