/* toguz-explain-text.h: explanations, goals and hints in words
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every sentence is whole and goes through gettext: a translator sees a
 * sentence with its numbers, never English pieces glued together.
 */
#pragma once

#include <glib.h>

#include "toguz-explain.h"
#include "toguz-goal.h"

G_BEGIN_DECLS

/* The rungs of the hint ladder (core/lessons/toguz-hint.h). */
typedef enum
{
  TOGUZ_HINT_CONCEPT = 1,   /* the idea to use */
  TOGUZ_HINT_WHERE = 2,     /* where to look */
  TOGUZ_HINT_HOLE = 3,      /* the hole to sow */
  TOGUZ_HINT_SOLUTION = 4,  /* the sowing and its result */
} ToguzHintRung;

/* Why a goal's numbers are refused (TOGUZ_GOAL_OUT_OF_RANGE), naming
 * each range; `holes` is the board's. */
char *toguz_goal_range_describe (const char *text, unsigned holes);

/* What a move did, or why it cannot be played, addressed to the mover. */
char *toguz_explanation_describe (const ToguzRuleset *rules,
                                  const ToguzPosition *pos,
                                  const ToguzExplanation *explanation);

/* The same, the opponent's reply and the better move told only when
 * asked for: a task says first what its goal wants. */
char *toguz_explanation_describe_part (const ToguzRuleset *rules,
                                       const ToguzPosition *pos,
                                       const ToguzExplanation *explanation,
                                       gboolean with_reply,
                                       gboolean with_better);

/* The sentences about one event alone (no reply, no comparison). */
char *toguz_event_describe (const ToguzRuleset *rules,
                            const ToguzEvent *event);

/* The task a goal sets, as a prompt: "Capture at least 10 stones." */
char *toguz_goal_describe (const ToguzRuleset *rules, const ToguzGoal *goal);

/* The moves the second rung ("where to look") names, as a bit set of
 * holes: the answer's best move among others, never alone. */
unsigned toguz_hint_where_moves (const ToguzRuleset *rules,
                                 const ToguzPosition *pos,
                                 const ToguzGoal *goal,
                                 const ToguzGoalAnswer *answer);

/* One rung of the ladder for a goal in pos, from the engine's answer. */
char *toguz_hint_describe (const ToguzRuleset *rules,
                           const ToguzPosition *pos, const ToguzGoal *goal,
                           const ToguzGoalAnswer *answer,
                           ToguzHintRung rung);

/* How a finished game ended, said to both players: the rule that ended it
 * (a side left without a move and the other's sweep, or a kazan past half
 * of the stones) and the final score.  `event` is the move that ended the
 * game, or NULL for a position given as finished (a FEN): a sweep still
 * pending is then counted as the final score counts it.  NULL while the
 * game goes on. */
char *toguz_game_end_describe (const ToguzRuleset *rules,
                               const ToguzPosition *pos,
                               const ToguzEvent *event);

/* The old Kyrgyz name of hole `hole_number` (1–9) on a board of nine
 * holes a side ("ak koltuk" for hole 6), translated; NULL on other
 * boards. */
const char *toguz_hole_traditional_name (const ToguzRuleset *rules,
                                         unsigned hole_number);

/* "Black’s hole 4" and "White’s hole 4", translated. */
char *toguz_hole_name (ToguzSide side, unsigned hole_number);

G_END_DECLS
