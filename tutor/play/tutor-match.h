/* tutor-match.h: who plays a game of free play, and whose move it is
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "tutor-engine.h"
#include "tutor-game.h"
#include "tutor-play-names.h"

G_BEGIN_DECLS

/* Two people at one board, or the learner against the engine at a level:
 * which side the engine plays, which moves Undo takes back together, and
 * the engine's move.  GLib only. */
#define TUTOR_TYPE_MATCH (tutor_match_get_type ())
G_DECLARE_FINAL_TYPE (TutorMatch, tutor_match, TUTOR, MATCH, GObject)

TutorMatch *tutor_match_new (TutorGame *game);
TutorGame *tutor_match_get_game (TutorMatch *self);

/* The engine that plays (one is made when none is set); FALSE when it
 * was already the one. */
gboolean tutor_match_set_engine (TutorMatch *self, TutorEngine *engine);
TutorEngine *tutor_match_get_engine (TutorMatch *self);

/* The players from now on; the record names them.  `human` is the
 * learner's side against the engine. */
void tutor_match_set_players (TutorMatch *self, TutorOpponent opponent,
                              ToguzSide human);
TutorOpponent tutor_match_get_opponent (TutorMatch *self);
ToguzSide tutor_match_get_human (TutorMatch *self);
/* A new seed for the engine's moves: a new game is another game. */
void tutor_match_reseed (TutorMatch *self);

gboolean tutor_match_engine_plays (TutorMatch *self, ToguzSide side);
/* The game goes on, and it is the engine's move. */
gboolean tutor_match_engine_to_move (TutorMatch *self);
/* The game goes on, and a person is to move. */
gboolean tutor_match_learner_to_move (TutorMatch *self);

/* Against the engine only the learner's moves are taken back, each with
 * the engine's reply, and come back with it; two people go a ply at a
 * time. */
gboolean tutor_match_can_undo (TutorMatch *self);
gboolean tutor_match_undo (TutorMatch *self);
gboolean tutor_match_redo (TutorMatch *self);

/* Asks the engine for its move at the match's level, off the main
 * thread; finish with tutor_engine_pick_finish(). */
void tutor_match_pick_async (TutorMatch *self, GCancellable *cancellable,
                             GAsyncReadyCallback callback,
                             gpointer user_data);

G_END_DECLS
