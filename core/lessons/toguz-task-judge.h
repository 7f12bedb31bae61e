/* toguz-task-judge.h: which moves of a task are right, decided once
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one place that decides what a task accepts.  The lesson checker,
 * the tutor's task session, the worksheet's answer key, the exercise set
 * editor's live check and `toguz lesson show` all ask it, so that a class
 * grading on paper and on screen gets the same marks.  The rule is written
 * out in lessons/README.md ("Which moves are right").
 */
#pragma once

#include "toguz-lesson.h"

G_BEGIN_DECLS

/* The node budget of the exact searches behind a goal: the checker and
 * the tutor use the same, so that what one proves the other accepts. */
#define TOGUZ_TASK_BUDGET 20000000u

typedef enum
{
  TOGUZ_VERDICT_RIGHT = 0,
  TOGUZ_VERDICT_ILLEGAL,     /* not a legal move here */
  TOGUZ_VERDICT_MISSES,      /* misses the goal, or is not an accepted move */
  TOGUZ_VERDICT_NOT_STATED,  /* achieves the goal, but the task takes only
                              * its stated solutions */
  TOGUZ_VERDICT_NOT_BEST,    /* achieves the goal, but a right move is
                              * better by the margin or more */
  TOGUZ_VERDICT_OFF_LINE,    /* a later turn of a scripted line: achieves
                              * the goal, but the line goes on otherwise */
} ToguzVerdictReason;

typedef struct
{
  unsigned legal;            /* bit set of the holes that can be played */
  unsigned right;            /* bit set of the right moves */
  ToguzVerdictReason reason[TOGUZ_MAX_HOLES];
  int better_by[TOGUZ_MAX_HOLES]; /* NOT_BEST: stones the best has more */
  /* The author's <wrong> comment for a move (first turn only), or NULL. */
  const ToguzWrong *comment[TOGUZ_MAX_HOLES];
  int shown_move;            /* the right move a hint or solution shows */
  /* Several moves achieve the goal and the task does not say which of
   * them are right (the checker's "Ambiguous"). */
  gboolean ambiguous;
  gboolean decided;          /* FALSE: the engine could not settle all */
} ToguzTaskVerdict;

/* The verdict on every move of `pos`, the board of the learner's move
 * number `turn` (0-based) of the task.  A task played out against the
 * beginner (toguz-practice.h) takes every legal move: its line is judged
 * at its end, by toguz_practice_judge().  `answer` is the engine's answer to
 * the goal of that turn (toguz_task_goal_at_turn() solved with the task's
 * margin and TOGUZ_TASK_BUDGET) for goal tasks, NULL otherwise.
 * Predictions have no moves to judge: see toguz_task_prediction_right(). */
void toguz_task_right_moves (const ToguzTask *task,
                             const ToguzRuleset *rules,
                             const ToguzPosition *pos, unsigned turn,
                             const ToguzGoalAnswer *answer,
                             ToguzTaskVerdict *verdict);

/* Solves the goal of turn `turn` from `now` (the task began at `start`)
 * the way every judge must (the task's margin; `node_budget` nodes, 0 for
 * TOGUZ_TASK_BUDGET), then gives the verdict.  For a task played out,
 * the answer is the engine's line for the turns left
 * (toguz_practice_plan()).  `answer` (may be
 * NULL) receives the engine's answer. */
void toguz_task_judge_turn (const ToguzTask *task, const ToguzRuleset *rules,
                            const ToguzPosition *start,
                            const ToguzPosition *now, unsigned turn,
                            ToguzSearch *search, uint64_t node_budget,
                            ToguzGoalAnswer *answer,
                            ToguzTaskVerdict *verdict);

/* The verdict on the task's first move from its own board. */
void toguz_task_judge_step (const ToguzStep *step, ToguzSearch *search,
                            uint64_t node_budget, ToguzGoalAnswer *answer,
                            ToguzTaskVerdict *verdict);

/* Whether a prediction's answer (see ToguzTask.answer) is right. */
gboolean toguz_task_prediction_right (const ToguzTask *task, int answer);

/* The answers a prediction offers and the right ones among them, as bit
 * sets (ring indexes for a hole, 1 and 0 for yes and no, option indexes
 * for a question); FALSE for a
 * count, whose answers have no end. */
gboolean toguz_task_prediction_choices (const ToguzTask *task,
                                        const ToguzRuleset *rules,
                                        unsigned *choices, unsigned *right);

/* The move a prediction is about on `pos`: its stated move, else for a
 * tuzdik the move that makes one of the answer's; -1 if none. */
int toguz_task_prediction_move (const ToguzTask *task,
                                const ToguzRuleset *rules,
                                const ToguzPosition *pos);

G_END_DECLS
