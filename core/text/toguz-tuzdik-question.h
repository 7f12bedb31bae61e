/* toguz-tuzdik-question.h: "does this move make that hole a tuzdik?"
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A yes/no question on a move whose last stone makes exactly 3 on the
 * opponent's row: the rules core's event record says whether the hole
 * becomes a tuzdik and, when it does not, which restriction refused it
 * (one per player, never the last hole, no mirror).  The loader, the
 * tutor, the hints and the worksheet all ask here.
 */
#pragma once

#include <glib.h>

#include "toguz-position.h"

G_BEGIN_DECLS

typedef enum
{
  TOGUZ_TUZDIK_QUESTION_OK,
  TOGUZ_TUZDIK_QUESTION_ILLEGAL,   /* the move cannot be played */
  TOGUZ_TUZDIK_QUESTION_NOT_THREE, /* no 3 on the opponent's row */
} ToguzTuzdikQuestionStatus;

typedef struct
{
  unsigned move;       /* the hole sown, 0-based, of the side to move */
  ToguzEvent event;    /* what the rules core says the move did */
  unsigned ring;       /* the hole the last stone reaches (ring index) */
  gboolean allowed;    /* it becomes the mover's tuzdik */
} ToguzTuzdikQuestion;

/* Plays `move` (0-based) on `pos` and fills *question. */
ToguzTuzdikQuestionStatus toguz_tuzdik_question_ask (
  const ToguzRuleset *rules, const ToguzPosition *pos, unsigned move,
  ToguzTuzdikQuestion *question);

/* The first move of the side to move that can be asked about (its last
 * stone makes 3 on the opponent's row), or -1. */
int toguz_tuzdik_question_find (const ToguzRuleset *rules,
                                const ToguzPosition *pos);

/* For an author: why `move` cannot be asked about, with what to do. */
char *toguz_tuzdik_question_describe_status (const ToguzRuleset *rules,
                                             const ToguzPosition *pos,
                                             unsigned move,
                                             ToguzTuzdikQuestionStatus status,
                                             const ToguzTuzdikQuestion *question);

/* The question, as a prompt: "White sows hole 8 and makes 3 in Black’s
 * hole 2. May it become White’s tuzdik?"  `ring` is the hole asked about,
 * on the row of the mover's opponent. */
char *toguz_tuzdik_question_prompt (const ToguzRuleset *rules,
                                    unsigned move, unsigned ring);

/* The answer and why, from the event record: every restriction that
 * refuses the tuzdik, or why none does. */
char *toguz_tuzdik_question_explain (const ToguzRuleset *rules,
                                     const ToguzPosition *pos,
                                     const ToguzTuzdikQuestion *question);

/* The holes that show why (ring bit set): the mover's tuzdik, the
 * opponent's, and the hole asked about. */
unsigned toguz_tuzdik_question_evidence (const ToguzRuleset *rules,
                                         const ToguzPosition *pos,
                                         const ToguzTuzdikQuestion *question);

G_END_DECLS
