/* tutor-presentation-pace.h: what the teacher's next key does, presenting
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Presenting to a class, a task's verdict and its solution wait for the
 * teacher: each step on (Space, Right, Page Down) reveals the next thing
 * the class should see.  An answer given is judged and told; a task not
 * over shows its solution; a task over, or a step without one, moves on.
 * The task session decides what can be shown; this only orders it.
 */
#pragma once

#include "toguz-task-session.h"

G_BEGIN_DECLS

typedef enum
{
  TUTOR_PACE_SKIP_SOWING,      /* the board is sowing: to its end */
  TUTOR_PACE_WAIT,             /* the engine works for the task: nothing */
  TUTOR_PACE_REVEAL_VERDICT,   /* an answer waits: judge it, say so */
  TUTOR_PACE_SHOW_SOLUTION,    /* the task is not over: its solution */
  TUTOR_PACE_NEXT,             /* nothing more to see here: go on */
} TutorPace;

typedef struct
{
  ToguzTaskSession *session;   /* the step's task, or NULL */
  gboolean answer_waits;       /* an answer given, its verdict held back */
  gboolean sowing;             /* the board shows moves */
  gboolean engine_busy;        /* the engine works for the task */
} TutorPaceState;

/* What one step on does now. */
TutorPace tutor_pace_step_on (const TutorPaceState *state);

/* Where TUTOR_PACE_NEXT goes. */
typedef enum
{
  TUTOR_PACE_TO_STEP,          /* the lesson's next step */
  TUTOR_PACE_TO_END,           /* the lesson's end, from its last step */
  TUTOR_PACE_TO_PUZZLE,        /* the trainer's next puzzle */
} TutorPaceNext;

/* The words of the presentation's key line for what Space does next
 * ("Space: show the solution"); NULL while it only waits or hurries the
 * board. */
const char *tutor_pace_describe (TutorPace pace, TutorPaceNext next);

G_END_DECLS
