/* toguz-move-list.h: a line of moves as people and game records write it
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `toguz play` and <position moves> read moves the same way, here:
 * "76 98 66", or numbered as a record numbers them, "1. 76 98 2. 66 87"
 * (a number glued to its move, "1.76", too), "12... 45" where a line
 * starts with Black's move, and PlayOK's "(n)" after a capture.
 */
#pragma once

#include <glib.h>

#include "toguz-notation.h"

G_BEGIN_DECLS

typedef struct
{
  char *written;   /* as written, its number too, for messages: "2. 66" */
  char *move;      /* the move alone: "66", "87" of "87(4)"; "" when a
                    * number is followed by no move */
  unsigned number; /* the move number written before it, or 0 */
  gboolean black;  /* the number was written "N...": Black's move */
  int kazan_note;  /* PlayOK's (n): the mover's kazan after it, or -1 */
} ToguzWrittenMove;

/* The moves of a text, split at white space, each with the number written
 * before it.  Never fails: what is wrong in a move shows when it is
 * played.  An array of ToguzWrittenMove that frees them. */
GArray *toguz_move_list_split (const char *text);

/* Plays a written move from pos as toguz_position_play_text () does, and
 * checks what it states besides: that its number is the move number of
 * pos and names the side to move, and its (n) the kazan after it. */
gboolean toguz_written_move_play (const ToguzRuleset *rules,
                                  const ToguzPosition *pos,
                                  const ToguzWrittenMove *move,
                                  ToguzPosition *out, ToguzEvent *event,
                                  GError **error);

G_END_DECLS
