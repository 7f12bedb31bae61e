/* toguz-replay.h: replaying a game record under the rules
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "toguz-position.h"
#include "toguz-record.h"

G_BEGIN_DECLS

typedef struct
{
  ToguzRuleset rules;       /* the default, or the record's Variant tag */
  ToguzPosition start;
  ToguzPosition final;
  unsigned plies;
  gboolean ended_by_rule;   /* the rules ended the game at its last move */
} ToguzReplay;

/* Called after every ply with the position reached and what happened. */
typedef void (*ToguzReplayFunc) (const ToguzRuleset *rules,
                                 const ToguzPosition *position,
                                 const ToguzEvent *event, gpointer user_data);

/* Replays record from its FEN tag (or the start) under its Variant tag (or
 * `rules`).  Checks every landing digit and x flag, every (n) kazan total,
 * the result of a game the rules ended, and a stated final position.
 * The first mismatch fails with "FILE:LINE: message". */
gboolean toguz_record_replay (const ToguzRecord *record,
                              const ToguzRuleset *rules,
                              ToguzReplayFunc func, gpointer user_data,
                              ToguzReplay *replay, GError **error);

/* The same for the first `plies` moves only: the position after them is
 * replay->final (replay->plies the moves played); the moves after them,
 * and what the record says of its end, are not checked. */
gboolean toguz_record_replay_to (const ToguzRecord *record,
                                 const ToguzRuleset *rules, unsigned plies,
                                 ToguzReplayFunc func, gpointer user_data,
                                 ToguzReplay *replay, GError **error);

/* The (n) PlayOK writes after a move: the mover's kazan after an even
 * capture, leaving out a final sweep; -1 when it writes none. */
int toguz_record_kazan_note (const ToguzEvent *event);

/* "1-0", "0-1" or "1/2-1/2" for a finished game, "*" while it goes on. */
const char *toguz_result_to_record (ToguzResult result);

G_END_DECLS
