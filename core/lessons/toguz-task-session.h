/* toguz-task-session.h: one learner working on one task
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Judges answers by the core's verdict (toguz-task-judge.h: the same one
 * the checker and the answer key ask), climbs the hint ladder, counts
 * tries and hints, and gives the stars.  Knows nothing of widgets.
 */
#pragma once

#include <glib-object.h>

#include "toguz-explain.h"
#include "toguz-practice.h"
#include "toguz-task-judge.h"

G_BEGIN_DECLS

typedef enum
{
  TOGUZ_ANSWER_RIGHT,       /* the task is solved */
  TOGUZ_ANSWER_GO_ON,       /* right, and the next turn follows a reply
                             * (practice: the move was played, the reply
                             * follows) */
  TOGUZ_ANSWER_WRONG,       /* a try that does not solve it */
} ToguzAnswer;

#define TOGUZ_TYPE_TASK_SESSION (toguz_task_session_get_type ())
G_DECLARE_FINAL_TYPE (ToguzTaskSession, toguz_task_session, TOGUZ,
                      TASK_SESSION, GObject)

/* `step` must outlive the session (it belongs to its lesson). */
ToguzTaskSession *toguz_task_session_new (const ToguzStep *step);

const ToguzStep *toguz_task_session_get_step (ToguzTaskSession *self);
const ToguzTask *toguz_task_session_get_task (ToguzTaskSession *self);
/* The board the learner plays on now, and the task's starting board. */
const ToguzPosition *toguz_task_session_get_position (ToguzTaskSession *self);
const ToguzPosition *toguz_task_session_get_start (ToguzTaskSession *self);

/* Goal tasks: the goal for the current turn, and the engine's answer for
 * it once known (the player asks the engine off the main thread). */
ToguzGoal toguz_task_session_get_goal (ToguzTaskSession *self);
void toguz_task_session_set_goal_answer (ToguzTaskSession *self,
                                         const ToguzGoalAnswer *answer);
const ToguzGoalAnswer *toguz_task_session_get_goal_answer (
  ToguzTaskSession *self);
/* Works the goal's answer out at once, as the tutor's engine does in a
 * thread (the task's margin, TOGUZ_TASK_BUDGET): for the command line and
 * the tests.  Nothing to do once the session is ready. */
void toguz_task_session_solve (ToguzTaskSession *self, ToguzSearch *search);
/* Which moves are right on the board of this turn, NULL while a goal task
 * waits for the engine. */
const ToguzTaskVerdict *toguz_task_session_get_verdict (
  ToguzTaskSession *self);
/* FALSE while a goal task waits for the engine (a practice task takes
 * moves at once: its engine's line only serves the hints). */
gboolean toguz_task_session_is_ready (ToguzTaskSession *self);

/* Judges a legal move (0-based hole of the side to move) that was played
 * from the current board to `after`. */
ToguzAnswer toguz_task_session_judge_move (ToguzTaskSession *self,
                                           unsigned hole,
                                           const ToguzPosition *after);
/* Plays `hole` from the current board with the core and judges it, as
 * the tutor does once the sowing is shown: FALSE (nothing judged) when
 * the move is not legal.  `after` (may be NULL) gets the board after it. */
gboolean toguz_task_session_play (ToguzTaskSession *self, unsigned hole,
                                  ToguzPosition *after, ToguzAnswer *answer);
/* Judges a prediction's answer (a ring index, a count, or 1/0).  A wrong
 * answer that leaves only right ones to choose from (the other of a yes
 * or no) ends the task: there is nothing left to find, so its solution
 * counts as shown. */
ToguzAnswer toguz_task_session_judge_prediction (ToguzTaskSession *self,
                                                 int answer);

/* Several turns: the reply the file scripts for this turn (the next move
 * of the stated solution the line played so far follows), or -1: the
 * engine answers, as it does when the learner left every stated line. */
int toguz_task_session_get_scripted_reply (ToguzTaskSession *self);
/* After the reply was played (a legal move from the current board): the
 * learner's next turn starts there.  The goal answer is cleared until the
 * engine gives the new one. */
void toguz_task_session_next_turn (ToguzTaskSession *self,
                                   const ToguzPosition *after_reply);

/* Practice tasks (replies="beginner", toguz-practice.h).  Every legal move
 * goes on (TOGUZ_ANSWER_GO_ON) to the beginner's reply; after the reply to
 * the learner's last move, or when the game ends, the core's judge says
 * what the line came to: RIGHT, or WRONG, and the next try starts from
 * the task's board.  A try is a whole play-through.  The engine's line
 * from the board of each turn is the goal answer: the third rung of the
 * hints names its move, the fourth plays it (a line whose every move the
 * fourth rung played counts as shown, not solved), and "show solution"
 * plays it out from the board of the turn (after a try that missed, the
 * task's board). */

/* The reply to the move just played: the beginner's (toguz_practice_reply())
 * for a practice task, else the scripted one or -1.  For the command line
 * and the tests; the tutor asks its engine thread. */
int toguz_task_session_pick_reply (ToguzTaskSession *self,
                                   ToguzSearch *search);
/* The reply was played: the next turn (GO_ON) or, for a practice task at
 * the end of its line, the verdict.  Other tasks: next_turn(), GO_ON. */
ToguzAnswer toguz_task_session_reply (ToguzTaskSession *self,
                                      const ToguzPosition *after_reply);
/* The learner's move being asked for, 0-based: "Move 3 of 6". */
unsigned toguz_task_session_get_turn (ToguzTaskSession *self);
/* What the last play-through came to, NULL before one ended (and once
 * the next has begun). */
const ToguzPracticeOutcome *toguz_task_session_get_outcome (
  ToguzTaskSession *self);
/* The outcome in words against the goal ("You won 6 stones more than
 * Black. The task asks…"), or NULL. */
char *toguz_task_session_dup_outcome_text (ToguzTaskSession *self);
/* After the fourth rung of a practice task: the move it plays for the
 * learner; -1 otherwise. */
int toguz_task_session_get_hint_move (ToguzTaskSession *self);

/* The next rung of the hint ladder (NULL after the fourth), and the holes
 * to highlight; hints used are counted. */
char *toguz_task_session_next_hint (ToguzTaskSession *self,
                                    unsigned *highlight);
int toguz_task_session_get_hint_rung (ToguzTaskSession *self);
/* The ladder starts again after each move. */
void toguz_task_session_reset_hints (ToguzTaskSession *self);

/* The author's comment for the last wrong answer or move (practice: for
 * the first move of a line that missed), or NULL. */
const char *toguz_task_session_get_wrong_comment (ToguzTaskSession *self);
/* Why the last wrong move, which achieves the goal, is still wrong (a
 * stated solution or a better move is wanted), or NULL. */
char *toguz_task_session_dup_wrong_reason (ToguzTaskSession *self);
/* What to tell the learner about the last wrong answer, the task's goal
 * first (toguz_task_wrong_move_text()); for a prediction the author's
 * comment or the advice, and the answer once it is shown.  `explanation`
 * is the engine's account of the wrong move (the reply, the better move),
 * or NULL for the move alone as the rules play it. */
char *toguz_task_session_dup_wrong_feedback (
  ToguzTaskSession *self, const ToguzExplanation *explanation);
/* A prediction's answer as the learner is told it ("The answer: …"), or
 * NULL for a task of moves. */
char *toguz_task_session_dup_solution_text (ToguzTaskSession *self);
/* The words for the solved task. */
const char *toguz_task_session_get_success_text (ToguzTaskSession *self);

/* "Show solution" is offered only after a try. */
gboolean toguz_task_session_can_show_solution (ToguzTaskSession *self);
/* A teacher presenting the task to a class may show its solution before
 * anyone tries: while it is not over and its answer is known. */
gboolean toguz_task_session_can_present_solution (ToguzTaskSession *self);
/* The moves that show the solution from the current board: the rest of
 * the stated line the learner has followed, or the engine's proof (for a
 * prediction: the move asked about, played from the task's board). */
GArray *toguz_task_session_dup_solution_line (ToguzTaskSession *self);
void toguz_task_session_mark_solution_shown (ToguzTaskSession *self);

/* The task is over: solved, or its solution shown. */
gboolean toguz_task_session_is_finished (ToguzTaskSession *self);
/* What "solved" means everywhere (the stars, the lesson's summary, the
 * sidebar's counts, the class results): the learner found the answer.
 * A task whose solution was shown, or whose right answer was all that
 * was left to try, is finished but not solved; it earns no star, and a
 * task earns a star exactly when it is solved. */
gboolean toguz_task_session_is_solved (ToguzTaskSession *self);
gboolean toguz_task_session_get_solution_shown (ToguzTaskSession *self);
int toguz_task_session_get_tries (ToguzTaskSession *self);
/* The tries that were wrong. */
int toguz_task_session_get_mistakes (ToguzTaskSession *self);
int toguz_task_session_get_hints_used (ToguzTaskSession *self);
/* Three for a right first try without hints, fewer with hints or wrong
 * tries, none when the solution was shown or the right answer was all
 * that was left to try (the second answer of a yes or no).  A task that
 * was failed before (toguz_task_session_set_failed_before()) earns at
 * most one: solved on a retry, it was learnt from the failure rather
 * than found, and a clean solve (three stars: what a streak counts) is
 * never a retry. */
int toguz_task_session_get_stars (ToguzTaskSession *self);
#define TOGUZ_TASK_RETRY_MAX_STARS 1
/* The learner failed this task at an earlier sitting and has not solved
 * it since (the progress knows): caps its stars. */
void toguz_task_session_set_failed_before (ToguzTaskSession *self,
                                          gboolean failed_before);

/* What the learner tried, in order, as a teacher reads it: moves in
 * notation ("65", "45x"), predictions as "b5", "6", "yes". */
const GPtrArray *toguz_task_session_get_answers (ToguzTaskSession *self);
/* Seconds since the task was shown. */
guint toguz_task_session_get_seconds (ToguzTaskSession *self);

G_END_DECLS
