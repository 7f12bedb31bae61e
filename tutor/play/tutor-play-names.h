/* tutor-play-names.h: who plays in free play, and the names it gives
 * players, levels and variants
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "toguz-ruleset.h"

G_BEGIN_DECLS

/* Who plays against the learner. */
typedef enum
{
  TUTOR_OPPONENT_HUMAN = 0,   /* two people take turns at the board */
  TUTOR_OPPONENT_BEGINNER,    /* the engine at TOGUZ_LEVEL_BEGINNER */
  TUTOR_OPPONENT_CLUB,
  TUTOR_OPPONENT_STRONG,      /* about a second a move */
} TutorOpponent;

/* The variant as the New Game popover lists it, translated. */
const char *tutor_variant_label (const ToguzRuleset *rules);

/* "club", translated; "" for two people. */
const char *tutor_opponent_level_name (TutorOpponent opponent);

/* The name a record gives `side`: "Player 1", "You", "Engine (club)"...,
 * translated; `human` is the learner's side against the engine. */
const char *tutor_opponent_player_name (TutorOpponent opponent,
                                        ToguzSide human, ToguzSide side);

G_END_DECLS
