/* tutor-explanation-card.h: the engine's words about a move of a game
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tutor-engine.h"
#include "tutor-game.h"

G_BEGIN_DECLS

#define TUTOR_TYPE_EXPLANATION_CARD (tutor_explanation_card_get_type ())
G_DECLARE_FINAL_TYPE (TutorExplanationCard, tutor_explanation_card, TUTOR,
                      EXPLANATION_CARD, AdwBin)

/* A card that shows at once what it explains, and what the move did and
 * whether there was a better one once the engine has looked, off the main
 * thread.  "busy" (with notify) holds while the engine looks; its close
 * button dismisses it. */
GtkWidget *tutor_explanation_card_new (void);

/* Explains ply `ply` of `game`, instead of anything explained before. */
void tutor_explanation_card_explain (TutorExplanationCard *self,
                                     TutorEngine *engine, TutorGame *game,
                                     guint ply);
/* Hides the card and stops the engine looking. */
void tutor_explanation_card_dismiss (TutorExplanationCard *self);

/* The ply explained, or -1 while the card is hidden. */
int tutor_explanation_card_get_ply (TutorExplanationCard *self);
gboolean tutor_explanation_card_get_busy (TutorExplanationCard *self);
/* The explanation shown, or NULL while the card is hidden. */
const char *tutor_explanation_card_get_text (TutorExplanationCard *self);

G_END_DECLS
