/* toguz-record-position.h: the position of a game record at a ply
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A teacher takes a position from a club game in one step: `toguz play
 * --record FILE --game N --ply K` and <position record game ply> both ask
 * this.
 */
#pragma once

#include "toguz-replay.h"

G_BEGIN_DECLS

/* `ply` for the whole game, its end checked as `toguz replay` does. */
#define TOGUZ_RECORD_PLY_END G_MAXUINT

/* Replays game `game` (1 for the first of the file) of the record at
 * `path` for its first `ply` moves (0: its start), under its Variant tag
 * or `rules`, checking them as `toguz replay` does; func, when given, is
 * called after each.  replay->final is the position reached, and
 * replay->start the game's own start (its FEN tag, or the start).
 * Fails when the file cannot be read, holds fewer games, the game has
 * fewer moves, or one of the moves played is wrong. */
gboolean toguz_record_file_position (const char *path, unsigned game,
                                     unsigned ply, const ToguzRuleset *rules,
                                     ToguzReplayFunc func, gpointer user_data,
                                     ToguzReplay *replay, GError **error);

G_END_DECLS
