/* tutor-play-status.h: what free play says above the board
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tutor-game.h"
#include "tutor-play-names.h"

G_BEGIN_DECLS

#define TUTOR_TYPE_PLAY_STATUS (tutor_play_status_get_type ())
G_DECLARE_FINAL_TYPE (TutorPlayStatus, tutor_play_status, TUTOR,
                      PLAY_STATUS, AdwBin)

/* Whose move it is or which move is browsed, who plays which variant, a
 * spinner while the engine thinks, Return to Game (play.return-to-game)
 * while browsing, and the result card once the game has ended. */
GtkWidget *tutor_play_status_new (void);

/* Says all that for `game` shown after `view` plies. */
void tutor_play_status_update (TutorPlayStatus *self, TutorGame *game,
                               guint view, TutorOpponent opponent,
                               ToguzSide human, gboolean thinking);

/* The result card's text, or NULL while the game goes on. */
const char *tutor_play_status_get_result_text (TutorPlayStatus *self);

G_END_DECLS
