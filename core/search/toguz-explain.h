/* toguz-explain.h: why a move is illegal, or what it did and what it
 * allows, as a structure the tutor turns into sentences
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "toguz-search.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum
{
  TOGUZ_VERDICT_PLAYED = 0,   /* legal: see the event */
  TOGUZ_VERDICT_NOT_YOUR_HOLE,/* a hole on the other player's row */
  TOGUZ_VERDICT_EMPTY,        /* nothing to sow */
  TOGUZ_VERDICT_TUZDIK,       /* the hole is the opponent's tuzdik */
  TOGUZ_VERDICT_GAME_OVER,
  TOGUZ_VERDICT_NO_SUCH_HOLE,
} ToguzVerdict;

typedef struct
{
  ToguzVerdict verdict;
  uint8_t side;             /* whose row the chosen hole is on */
  uint8_t hole;             /* 0-based in that side's numbering */
  ToguzEvent event;         /* the move, when played */
  ToguzPosition after;
  /* The opponent's best answer (by a short search), or reply = -1 when the
   * game is over. */
  int reply;
  ToguzEvent reply_event;
  int reply_takes;          /* stones the answer puts in its kazan at once */
  bool reply_makes_tuzdik;
  /* The search's view: the value of the move played and of the best move,
   * in stones from the mover's side, and the best move itself. */
  int played_value;
  int best_move;
  int best_value;
} ToguzExplanation;

/* Explains choosing `hole` (0-based) on `side`'s row in pos.  The search
 * looks `depth` plies ahead for the reply and the better move (0 skips
 * the search: no reply, no comparison). */
void toguz_explain_move (ToguzSearch *search, const ToguzRuleset *rules,
                         const ToguzPosition *pos, ToguzSide side,
                         unsigned hole, unsigned depth,
                         ToguzExplanation *explanation);

#ifdef __cplusplus
}
#endif
