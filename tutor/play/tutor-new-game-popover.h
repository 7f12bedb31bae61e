/* tutor-new-game-popover.h: the choices of a new game of free play
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tutor-play-names.h"

G_BEGIN_DECLS

#define TUTOR_TYPE_NEW_GAME_POPOVER (tutor_new_game_popover_get_type ())
G_DECLARE_FINAL_TYPE (TutorNewGamePopover, tutor_new_game_popover, TUTOR,
                      NEW_GAME_POPOVER, GtkPopover)

/* The opponent, the learner's side and the variant; its Start Game button
 * activates play.new-game, which reads them. */
GtkWidget *tutor_new_game_popover_new (void);

/* The choices now; `rules` is one of the core's variants. */
void tutor_new_game_popover_get_choice (TutorNewGamePopover *self,
                                        TutorOpponent *opponent,
                                        ToguzSide *human,
                                        const ToguzRuleset **rules);
/* Offers the game played, for the next one. */
void tutor_new_game_popover_set_choice (TutorNewGamePopover *self,
                                        TutorOpponent opponent,
                                        ToguzSide human,
                                        const char *variant);

G_END_DECLS
