/* toguz-task-text.h: what the tutor says about an answer to a task
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "toguz-explain.h"
#include "toguz-task-judge.h"

G_BEGIN_DECLS

/* The advice for a wrong prediction when the author wrote none. */
const char *toguz_prediction_advice (ToguzPredictKind kind);

/* Why a move that achieves the goal is still not right (a stated solution
 * or a better move is wanted), or NULL where the engine's explanation of
 * the move says it better (it misses the goal, or is illegal). */
char *toguz_verdict_describe (const ToguzTaskVerdict *verdict,
                              unsigned hole);

/* Why a legal move that the verdict refuses is wrong, the task's goal
 * first: the author's comment for it wins; else why a move achieving the
 * goal is still not taken (toguz_verdict_describe()); else why it misses
 * the goal, and what it did.  `explanation` is the engine's account of the
 * move (toguz_explain_move()); the opponent's reply is told for goals over
 * several plies, and the engine's better move only for the goals that
 * count stones (gain, best), and only when the verdict takes that move. */
char *toguz_task_wrong_move_text (const ToguzTask *task,
                                  const ToguzRuleset *rules,
                                  const ToguzPosition *pos,
                                  const ToguzGoal *goal,
                                  const ToguzTaskVerdict *verdict,
                                  unsigned hole,
                                  const ToguzExplanation *explanation);

/* A prediction's right answer, as the learner is told it: "The answer:
 * Black’s hole 4." */
char *toguz_task_answer_text (const ToguzTask *task,
                              const ToguzRuleset *rules);

/* The words for a solved task: the author's <success>, or "Right!". */
const char *toguz_task_success_text (const ToguzTask *task);

G_END_DECLS
