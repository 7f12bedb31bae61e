/* tutor-free-play.h: a game against the engine, or two people at one board
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "toguz-position.h"
#include "tutor-board.h"
#include "tutor-engine.h"
#include "tutor-game.h"
#include "tutor-play-names.h"

G_BEGIN_DECLS

#define TUTOR_TYPE_FREE_PLAY (tutor_free_play_get_type ())
G_DECLARE_FINAL_TYPE (TutorFreePlay, tutor_free_play, TUTOR, FREE_PLAY,
                      AdwBin)

/* The page properties of tutor-page.h, with notify:
 *   title     the game's name: its file once opened or saved, else the
 *             variant
 *   busy      the engine is thinking or explaining, or a file is read or
 *             written
 *   modified  moves were played or taken back since the game was started,
 *             opened or saved */

GtkWidget *tutor_free_play_new (void);

/* The engine that plays and explains (one is made when none is set). */
void tutor_free_play_set_engine (TutorFreePlay *self, TutorEngine *engine);

/* The board, for binding the settings (animation speed, hover preview,
 * large print). */
TutorBoard *tutor_free_play_get_board (TutorFreePlay *self);

/* Starts a game from the variant's start, as the New Game popover does;
 * `human` is the learner's side against the engine.  Returns FALSE for an
 * unknown variant name. */
gboolean tutor_free_play_new_game (TutorFreePlay *self,
                                   TutorOpponent opponent, ToguzSide human,
                                   const char *variant);
TutorOpponent tutor_free_play_get_opponent (TutorFreePlay *self);

/* The game now: its ruleset and the position at its end (not the one
 * browsed). */
const ToguzRuleset *tutor_free_play_get_rules (TutorFreePlay *self);
const ToguzPosition *tutor_free_play_get_position (TutorFreePlay *self);

/* Sets up a position (of the current variant, else of the variant whose
 * board it fits); the moves start again from it.  On failure the core's
 * message is shown on the page as well. */
gboolean tutor_free_play_set_fen (TutorFreePlay *self, const char *fen,
                                  GError **error);

/* Reads a record off the main thread and loads its game to be browsed
 * and played on; what the Open dialog does.  A record of several games
 * opens in the record browser instead, the game untouched until the
 * learner uses a position of one (that game up to its ply) or leaves it.
 * On failure the error is shown on the page as well; a new game started
 * meanwhile cancels it. */
void tutor_free_play_open_file_async (TutorFreePlay *self, GFile *file,
                                      GAsyncReadyCallback callback,
                                      gpointer user_data);
gboolean tutor_free_play_open_file_finish (TutorFreePlay *self,
                                           GAsyncResult *result,
                                           GError **error);
/* Writes the game as a PGN-style record, atomically and off the main
 * thread; what the Save dialog does.  On failure the error is shown on
 * the page as well. */
void tutor_free_play_save_file_async (TutorFreePlay *self, GFile *file,
                                      GAsyncReadyCallback callback,
                                      gpointer user_data);
gboolean tutor_free_play_save_file_finish (TutorFreePlay *self,
                                           GAsyncResult *result,
                                           GError **error);
/* The record the game would be saved as. */
char *tutor_free_play_dup_record (TutorFreePlay *self);

/* The game played: its moves are the list's. */
TutorGame *tutor_free_play_get_game (TutorFreePlay *self);
/* The moves played, a TutorGameMove a ply. */
GListModel *tutor_free_play_get_moves (TutorFreePlay *self);
/* Shows the position after ply `ply` (0-based) on the board; -1 shows the
 * start.  The selected move is the one Explain explains. */
void tutor_free_play_select_move (TutorFreePlay *self, int ply);
int tutor_free_play_get_selected_move (TutorFreePlay *self);

/* Texts shown now, or NULL: the result of a finished game, the
 * explanation of a move, and a message (an illegal move, an error). */
const char *tutor_free_play_get_result_text (TutorFreePlay *self);
const char *tutor_free_play_get_explanation (TutorFreePlay *self);
const char *tutor_free_play_get_message (TutorFreePlay *self);

char *tutor_free_play_dup_title (TutorFreePlay *self);
gboolean tutor_free_play_get_busy (TutorFreePlay *self);
gboolean tutor_free_play_get_modified (TutorFreePlay *self);

/* Whether the page waits for nothing: no animation, no engine job, no
 * clipboard, no file. */
gboolean tutor_free_play_is_idle (TutorFreePlay *self);

G_END_DECLS
