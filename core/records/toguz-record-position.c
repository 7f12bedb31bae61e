/* toguz-record-position.c: the position of a game record at a ply
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "toguz-error.h"
#include "toguz-record-position.h"

gboolean
toguz_record_file_position (const char *path, unsigned game, unsigned ply,
                            const ToguzRuleset *rules, ToguzReplayFunc func,
                            gpointer user_data, ToguzReplay *replay,
                            GError **error)
{
  g_autoptr (ToguzRecordReader) reader = NULL;
  g_autoptr (ToguzRecord) record = NULL;
  g_autoptr (GError) local_error = NULL;
  unsigned games = 0;

  g_return_val_if_fail (path != NULL && rules != NULL && replay != NULL,
                        FALSE);
  g_return_val_if_fail (game >= 1, FALSE);

  /* Game by game, the earlier ones let go: one game's memory. */
  reader = toguz_record_reader_new_for_file (path, error);
  if (reader == NULL)
    return FALSE;
  while (games < game)
    {
      g_clear_pointer (&record, toguz_record_free);
      record = toguz_record_reader_next (reader, &local_error);
      if (local_error)
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return FALSE;
        }
      if (record == NULL)
        {
          g_set_error (error, TOGUZ_ERROR, TOGUZ_ERROR_RECORD,
                       ngettext ("%1$s holds %2$u game: there is no game "
                                 "%3$u.",
                                 "%1$s holds %2$u games: there is no game "
                                 "%3$u.",
                                 games),
                       path, games, game);
          return FALSE;
        }
      games++;
    }

  if (ply != TOGUZ_RECORD_PLY_END && ply > record->moves->len)
    {
      g_set_error (error, TOGUZ_ERROR, TOGUZ_ERROR_RECORD,
                   ngettext ("Game %1$u of %2$s has %3$u ply (half-move): "
                             "there is no ply %4$u.",
                             "Game %1$u of %2$s has %3$u plies (half-moves): "
                             "there is no ply %4$u.",
                             record->moves->len),
                   game, path, record->moves->len, ply);
      return FALSE;
    }
  return toguz_record_replay_to (record, rules, ply, func, user_data, replay,
                                 error);
}
