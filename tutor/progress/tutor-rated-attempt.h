/* tutor-rated-attempt.h: when a puzzle attempt moves the ratings
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The first attempt at a puzzle is rated, once, as soon as its result is
 * known: solved cleanly (three stars: no wrong move, no hint, no solution
 * shown) is a win for the learner; a wrong move, a hint, the solution
 * shown, or Next Puzzle before solving it, a loss.  A puzzle tried
 * before (rated, solved or failed) is not rated again: retries train.
 * The puzzle's rating moves the other way.  Without a display.
 */
#pragma once

#include "toguz-lesson.h"
#include "toguz-task-session.h"
#include "tutor-progress.h"

G_BEGIN_DECLS

typedef enum
{
  TUTOR_PUZZLE_UNDECIDED,   /* clean so far, not solved yet */
  TUTOR_PUZZLE_WON,
  TUTOR_PUZZLE_LOST,
} TutorPuzzleResult;

typedef enum
{
  TUTOR_LEAVING_NOT,        /* the puzzle still in front of the learner */
  TUTOR_LEAVING_NEXT,       /* Next Puzzle, unsolved: given up */
  TUTOR_LEAVING_AWAY,       /* another filter, set or page took it away:
                             * unrated unless already lost */
} TutorLeaving;

/* What the session so far means for the rating. */
TutorPuzzleResult tutor_puzzle_result (ToguzTaskSession *session,
                                       TutorLeaving leaving);

#define TUTOR_TYPE_RATED_ATTEMPT (tutor_rated_attempt_get_type ())
G_DECLARE_FINAL_TYPE (TutorRatedAttempt, tutor_rated_attempt, TUTOR,
                      RATED_ATTEMPT, GObject)

/* The attempt at the set's puzzle `index`, its progress under `set_id`,
 * starting now (before the first move). */
TutorRatedAttempt *tutor_rated_attempt_new (TutorProgress *progress,
                                            ToguzLesson *set,
                                            const char *set_id,
                                            guint index);

/* Whether it is rated, or will be once its result is known. */
gboolean tutor_rated_attempt_counts (TutorRatedAttempt *self);

/* After each move, hint or end, and when the puzzle is left: rates the
 * attempt once its result is known.  TRUE when this call rated it. */
gboolean tutor_rated_attempt_update (TutorRatedAttempt *self,
                                     ToguzTaskSession *session,
                                     TutorLeaving leaving);

/* Once rated: how far the learner's rating moved, and the result. */
gboolean tutor_rated_attempt_get_change (TutorRatedAttempt *self,
                                         double *change,
                                         TutorPuzzleResult *result);

G_END_DECLS
