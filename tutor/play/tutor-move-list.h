/* tutor-move-list.h: the moves of a game, to pick one to look at
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tutor-game.h"

G_BEGIN_DECLS

#define TUTOR_TYPE_MOVE_LIST (tutor_move_list_get_type ())
G_DECLARE_FINAL_TYPE (TutorMoveList, tutor_move_list, TUTOR, MOVE_LIST,
                      AdwBin)

/* A "Start position" button above a GtkListView of the game's moves.
 * "move-chosen" (int ply, -1 for the start) says the learner picked one;
 * tutor_move_list_select() shows the one the page shows, and emits
 * nothing. */
GtkWidget *tutor_move_list_new (void);

void tutor_move_list_set_game (TutorMoveList *self, TutorGame *game);
TutorGame *tutor_move_list_get_game (TutorMoveList *self);

void tutor_move_list_select (TutorMoveList *self, int ply);

/* What a row shows after its move, for a game under review: a mark
 * ("??") with a style class ("blunder"), and words for a screen reader
 * ("Blunder"); *mark left NULL for none. */
typedef void (*TutorMoveAnnotateFunc) (guint ply, const char **mark,
                                       const char **style_class,
                                       const char **said, gpointer data);
void tutor_move_list_set_annotate_func (TutorMoveList *self,
                                        TutorMoveAnnotateFunc func,
                                        gpointer data);
/* Asks again for the marks of the rows shown. */
void tutor_move_list_update_annotations (TutorMoveList *self);

G_END_DECLS
