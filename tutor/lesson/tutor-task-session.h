/* tutor-task-session.h: one learner working on one task
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Judges answers with what the core decided (the goal's answer from the
 * engine, a prediction's answer from the rules), climbs the hint ladder,
 * counts tries and hints, and gives the stars.  Knows nothing of widgets.
 */
#pragma once

#include <glib-object.h>

#include "toguz-lesson.h"

G_BEGIN_DECLS

typedef enum
{
  TUTOR_ANSWER_RIGHT,       /* the task is solved */
  TUTOR_ANSWER_GO_ON,       /* right, and the next turn follows a reply */
  TUTOR_ANSWER_WRONG,       /* a try that does not solve it */
} TutorAnswer;

#define TUTOR_TYPE_TASK_SESSION (tutor_task_session_get_type ())
G_DECLARE_FINAL_TYPE (TutorTaskSession, tutor_task_session, TUTOR,
                      TASK_SESSION, GObject)

/* `step` must outlive the session (it belongs to its lesson). */
TutorTaskSession *tutor_task_session_new (const ToguzStep *step);

const ToguzStep *tutor_task_session_get_step (TutorTaskSession *self);
const ToguzTask *tutor_task_session_get_task (TutorTaskSession *self);
/* The board the learner plays on now, and the task's starting board. */
const ToguzPosition *tutor_task_session_get_position (TutorTaskSession *self);
const ToguzPosition *tutor_task_session_get_start (TutorTaskSession *self);

/* Goal tasks: the goal for the current turn, and the engine's answer for
 * it once known (the player asks the engine off the main thread). */
ToguzGoal tutor_task_session_get_goal (TutorTaskSession *self);
void tutor_task_session_set_goal_answer (TutorTaskSession *self,
                                         const ToguzGoalAnswer *answer);
const ToguzGoalAnswer *tutor_task_session_get_goal_answer (
  TutorTaskSession *self);
/* FALSE while a goal task waits for the engine. */
gboolean tutor_task_session_is_ready (TutorTaskSession *self);

/* Judges a legal move (0-based hole of the side to move) that was played
 * from the current board to `after`. */
TutorAnswer tutor_task_session_judge_move (TutorTaskSession *self,
                                           unsigned hole,
                                           const ToguzPosition *after);
/* Judges a prediction's answer (a ring index, a count, or 1/0). */
TutorAnswer tutor_task_session_judge_prediction (TutorTaskSession *self,
                                                 int answer);

/* Several turns: the reply the file scripts for this turn, or -1 (then
 * the engine answers). */
int tutor_task_session_get_scripted_reply (TutorTaskSession *self);
/* After the reply was played: the learner's next turn starts there.  The
 * goal answer is cleared until the engine gives the new one. */
void tutor_task_session_next_turn (TutorTaskSession *self,
                                   const ToguzPosition *after_reply);

/* The next rung of the hint ladder (NULL after the fourth), and the holes
 * to highlight; hints used are counted. */
char *tutor_task_session_next_hint (TutorTaskSession *self,
                                    unsigned *highlight);
int tutor_task_session_get_hint_rung (TutorTaskSession *self);
/* The ladder starts again after each move. */
void tutor_task_session_reset_hints (TutorTaskSession *self);

/* The author's comment for the last wrong answer or move, or NULL. */
const char *tutor_task_session_get_wrong_comment (TutorTaskSession *self);

/* "Show solution" is offered only after a try. */
gboolean tutor_task_session_can_show_solution (TutorTaskSession *self);
/* The moves that show the solution from the current board: the stated
 * line or the engine's proof (for a prediction: the move asked about). */
GArray *tutor_task_session_dup_solution_line (TutorTaskSession *self);
void tutor_task_session_mark_solution_shown (TutorTaskSession *self);

gboolean tutor_task_session_is_solved (TutorTaskSession *self);
gboolean tutor_task_session_get_solution_shown (TutorTaskSession *self);
int tutor_task_session_get_tries (TutorTaskSession *self);
int tutor_task_session_get_hints_used (TutorTaskSession *self);
/* Three for a right first try without hints, fewer with hints or wrong
 * tries, none when the solution was shown. */
int tutor_task_session_get_stars (TutorTaskSession *self);

/* What the learner tried, in order, as a teacher reads it: moves in
 * notation ("65", "45x"), predictions as "b5", "6", "yes". */
const GPtrArray *tutor_task_session_get_answers (TutorTaskSession *self);
/* Seconds since the task was shown. */
guint tutor_task_session_get_seconds (TutorTaskSession *self);

G_END_DECLS
