/* tutor-game.h: a game of free play, as a list of its moves
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "toguz-position.h"
#include "toguz-record.h"
#include "tutor-game-move.h"

G_BEGIN_DECLS

/* A start position and the plies played from it, with the ones taken back
 * kept for Redo until another move is played.  A GListModel of the
 * TutorGameMove played; every rule is the core's. */
#define TUTOR_TYPE_GAME (tutor_game_get_type ())
G_DECLARE_FINAL_TYPE (TutorGame, tutor_game, TUTOR, GAME, GObject)

/* The default variant's start. */
TutorGame *tutor_game_new (void);

/* Starts again from `start` (NULL: the variant's start) under `rules`,
 * with no moves and nothing to save. */
void tutor_game_reset (TutorGame *game, const ToguzRuleset *rules,
                       const ToguzPosition *start);

/* The same from a position in FEN of the game's variant, else of the
 * variant whose board it fits; on failure the core's message for the
 * game's variant, and the game is untouched. */
gboolean tutor_game_reset_from_fen (TutorGame *game, const char *fen,
                                    GError **error);

const ToguzRuleset *tutor_game_get_rules (TutorGame *game);
const ToguzPosition *tutor_game_get_start (TutorGame *game);
/* The position after the plies played, and after the first `n` of them. */
const ToguzPosition *tutor_game_get_position (TutorGame *game);
const ToguzPosition *tutor_game_get_position_at (TutorGame *game, guint n);
guint tutor_game_get_n_played (TutorGame *game);
/* A ply played (transfer none), or NULL. */
TutorGameMove *tutor_game_get_move (TutorGame *game, guint ply);
TutorGameMove *tutor_game_get_last_move (TutorGame *game);
ToguzResult tutor_game_get_result (TutorGame *game);

/* Plays hole (0-based) for the side to move; an illegal one is refused
 * with the core's words for why, and changes nothing. */
gboolean tutor_game_play (TutorGame *game, unsigned hole, GError **error);
/* Why `side` may not sow `hole` now, in the core's words (a side not to
 * move, an empty hole, a tuzdik...), or NULL when it may. */
char *tutor_game_dup_refusal (TutorGame *game, ToguzSide side,
                              unsigned hole);
/* Takes back the last ply, or plays the last one taken back again. */
gboolean tutor_game_undo (TutorGame *game);
gboolean tutor_game_redo (TutorGame *game);
gboolean tutor_game_can_undo (TutorGame *game);
gboolean tutor_game_can_redo (TutorGame *game);

/* Whether moves were played or taken back since the game was started,
 * opened or saved. */
gboolean tutor_game_get_modified (TutorGame *game);

/* The file the game was opened from or last saved to, or NULL. */
GFile *tutor_game_get_file (TutorGame *game);

/* The game's name ("title", with notify): its file's, else its
 * variant's. */
char *tutor_game_dup_title (TutorGame *game);

/* The names the record gives the players. */
void tutor_game_set_player (TutorGame *game, ToguzSide side,
                            const char *name);

/* The game as a PGN-style record, as PlayOK writes one. */
char *tutor_game_dup_record (TutorGame *game);
/* Replays the first game of a record and takes it, all its moves played;
 * on failure (the core's "FILE:LINE: message") the game is untouched. */
gboolean tutor_game_load_record (TutorGame *game, const char *text,
                                 gsize length, const char *filename,
                                 GError **error);
/* Replays a game of a record and takes it with its first `ply` plies
 * played (G_MAXUINT: all), from `file` (may be NULL); on failure the
 * game is untouched. */
gboolean tutor_game_load_record_game (TutorGame *game,
                                      const ToguzRecord *record, guint ply,
                                      GFile *file, GError **error);
/* Reads every game of a record file off the main thread, with the checks
 * and messages of tutor_game_load_record (), and takes none: the
 * ToguzRecord* (at least one, transfer full); a game of them is taken with
 * tutor_game_load_record_game (). */
void tutor_game_read_file_async (TutorGame *game, GFile *file,
                                 GCancellable *cancellable,
                                 GAsyncReadyCallback callback,
                                 gpointer user_data);
GPtrArray *tutor_game_read_file_finish (TutorGame *game,
                                        GAsyncResult *result,
                                        GError **error);
/* Writes the record atomically; the game is no longer modified after it
 * unless it changed while it was written. */
void tutor_game_save_file_async (TutorGame *game, GFile *file,
                                 GCancellable *cancellable,
                                 GAsyncReadyCallback callback,
                                 gpointer user_data);
gboolean tutor_game_save_file_finish (TutorGame *game, GAsyncResult *result,
                                      GError **error);

G_END_DECLS
