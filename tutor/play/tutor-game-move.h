/* tutor-game-move.h: a ply of a game of free play, an item of its list
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "toguz-position.h"

G_BEGIN_DECLS

/* One ply of a game: what it was and where it led.  Never changes. */
#define TUTOR_TYPE_GAME_MOVE (tutor_game_move_get_type ())
G_DECLARE_FINAL_TYPE (TutorGameMove, tutor_game_move, TUTOR, GAME_MOVE,
                      GObject)

/* The move `event` made as ply `ply` (from 0), which led to `after`. */
TutorGameMove *tutor_game_move_new (const ToguzRuleset *rules, guint ply,
                                    const ToguzEvent *event,
                                    const ToguzPosition *after);

/* The ply's place in the game, from 0. */
guint tutor_game_move_get_ply (TutorGameMove *move);
/* The move number a record gives it: 1 for White's first and the reply. */
guint tutor_game_move_get_number (TutorGameMove *move);
ToguzSide tutor_game_move_get_side (TutorGameMove *move);
/* "65", "45x" */
const char *tutor_game_move_get_notation (TutorGameMove *move);
const ToguzEvent *tutor_game_move_get_event (TutorGameMove *move);
/* The position after the move. */
const ToguzPosition *tutor_game_move_get_position (TutorGameMove *move);

G_END_DECLS
