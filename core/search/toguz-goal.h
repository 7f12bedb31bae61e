/* toguz-goal.h: what a task asks of a move, and which moves achieve it
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "toguz-search.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The goals a lesson or puzzle can set, for the side to move. */
typedef enum
{
  TOGUZ_GOAL_CAPTURE = 0, /* capture:N   this move captures at least N */
  TOGUZ_GOAL_TUZDIK,      /* tuzdik      this move makes a tuzdik */
  TOGUZ_GOAL_NO_CAPTURE,  /* no-capture  this move captures nothing */
  TOGUZ_GOAL_LAND,        /* land:H      the last stone lands in a hole H */
  TOGUZ_GOAL_NO_MOVES,    /* no-moves    the opponent is left without a move */
  TOGUZ_GOAL_GAIN,        /* gain:N:K    N stones more than the opponent
                           *             within K plies, against any defence */
  TOGUZ_GOAL_WIN,         /* win         win the game against any defence */
  TOGUZ_GOAL_NO_TUZDIK,   /* no-tuzdik   no reply gives the opponent a tuzdik */
  TOGUZ_GOAL_BEST,        /* best        the engine's best move */
} ToguzGoalKind;

typedef struct
{
  ToguzGoalKind kind;
  int amount;           /* N stones, or the hole number H */
  int plies;            /* K, for gain */
} ToguzGoal;

#define TOGUZ_GOAL_TEXT_MAX 32

/* The ranges of the goals' numbers: capture:N takes 1 to
 * TOGUZ_MAX_STONES, land:H 1 to TOGUZ_MAX_HOLES (the board may have
 * fewer), gain:N:K takes N within plus or minus TOGUZ_MAX_STONES and K
 * from 1 to TOGUZ_GOAL_GAIN_PLIES_MAX: an exact search deeper than that
 * does not finish while a person waits.  A task's margin is 1 to
 * TOGUZ_GOAL_MARGIN_MAX stones. */
#define TOGUZ_GOAL_GAIN_PLIES_MAX 12
#define TOGUZ_GOAL_MARGIN_MAX TOGUZ_MAX_STONES

typedef enum
{
  TOGUZ_GOAL_PARSED = 0,
  TOGUZ_GOAL_UNKNOWN,       /* no goal of that name, or not a number */
  TOGUZ_GOAL_OUT_OF_RANGE,  /* a goal whose number is out of its range */
} ToguzGoalStatus;

/* Reads "capture:10", "tuzdik", "no-capture", "land:7", "no-moves",
 * "gain:12:5", "win", "no-tuzdik", "best".  On failure *goal is
 * untouched. */
ToguzGoalStatus toguz_goal_read (const char *text, ToguzGoal *goal);
/* The same, true when it is a goal. */
bool toguz_goal_parse (const char *text, ToguzGoal *goal);
void toguz_goal_format (const ToguzGoal *goal, char buf[TOGUZ_GOAL_TEXT_MAX]);

/* True for goals judged by the move alone, false for those that look at
 * the replies (gain, win, no-tuzdik, best). */
bool toguz_goal_is_single_move (const ToguzGoal *goal);

/* The longest line the engine looks at to prove a win. */
#define TOGUZ_GOAL_WIN_HORIZON 40

typedef struct
{
  unsigned legal;        /* bit set of the playable holes */
  unsigned achieving;    /* the first moves that achieve the goal */
  int value[TOGUZ_MAX_HOLES]; /* per move: stones for capture and gain,
                               * hundredths of a stone for best, 1/0 else */
  int refutation[TOGUZ_MAX_HOLES]; /* the reply that shows a move fails
                                    * (no-tuzdik, gain, win), or -1 */
  int best_move;         /* an achieving move to show, or -1 */
  bool decided;          /* false: the engine could not settle it (a win
                          * it can neither prove nor rule out in time) */
  bool unique;           /* one achieving move, or the best beats the
                          * second best by the margin */
  int margin;            /* best minus second best in stones; -1 if one move */
  unsigned proof_length; /* a line that shows the goal achieved */
  uint8_t proof[TOGUZ_SEARCH_MAX_DEPTH];
  uint64_t nodes;        /* spent by the searches (gain, win, best), so a
                          * caller can budget many solves */
} ToguzGoalAnswer;

/* Which first moves achieve the goal, with a proof line.  `margin` (in
 * stones, at least 1) is how much the best must beat the second best for a
 * valued goal (gain, best) to count as unique with several moves
 * achieving it. */
bool toguz_goal_solve (ToguzSearch *search, const ToguzRuleset *rules,
                       const ToguzPosition *pos, const ToguzGoal *goal,
                       int margin, ToguzGoalAnswer *answer);

/* The same with a node budget for the exact searches (gain, win): past it
 * the answer is undecided.  0 takes TOGUZ_GOAL_DEFAULT_BUDGET, a tenth of
 * a second or so; the lesson checker can afford more. */
#define TOGUZ_GOAL_DEFAULT_BUDGET 400000u
bool toguz_goal_solve_within (ToguzSearch *search, const ToguzRuleset *rules,
                              const ToguzPosition *pos, const ToguzGoal *goal,
                              int margin, uint64_t node_budget,
                              ToguzGoalAnswer *answer);

/* Whether one move achieves the goal (the same judgement as solve). */
bool toguz_goal_achieved_by (ToguzSearch *search, const ToguzRuleset *rules,
                             const ToguzPosition *pos, const ToguzGoal *goal,
                             unsigned hole);

/* The moves a hint's "where to look" names (a bit set of holes): `shown`
 * and, while `legal` has others, the ones most like it, so that the hint
 * never names the answer alone.  Half the legal moves, two to three of
 * them.  `value` (may be NULL) ranks the others, higher first; without it,
 * or between equals, the nearer their last stone lands to `shown`'s, the
 * likelier. */
unsigned toguz_hint_candidates (const ToguzRuleset *rules,
                                const ToguzPosition *pos, unsigned legal,
                                int shown, const int *value);

#ifdef __cplusplus
}
#endif
