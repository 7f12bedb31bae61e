/* tutor-progress-rating.h: the learner's puzzle rating in the record
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The learner's Glicko-2 rating and its history, each puzzle's rating,
 * and which puzzles were rated, kept with the rest of the learner's
 * progress (tutor-rating-keys.h says how).  A record without ratings
 * starts a new learner at 1500.  Main thread, as TutorProgress.
 */
#pragma once

#include "tutor-glicko.h"
#include "tutor-progress.h"

G_BEGIN_DECLS

/* The learner's rating: a new learner's until an attempt was rated. */
TutorGlicko tutor_progress_get_rating (TutorProgress *self);
/* How many attempts were rated. */
guint tutor_progress_count_rated (TutorProgress *self);

/* The rating after each rated attempt, oldest first, the last
 * TUTOR_PROGRESS_HISTORY_MAX of them. */
typedef struct
{
  gint64 time;        /* seconds since 1970, UTC */
  double rating;
} TutorRatingPoint;
/* Enough for the chart and months of daily puzzles; the file stays
 * small. */
#define TUTOR_PROGRESS_HISTORY_MAX 200
GArray *tutor_progress_dup_rating_history (TutorProgress *self);

/* The puzzle's rating as attempts moved it; FALSE (nothing set) before
 * its first. */
gboolean tutor_progress_get_puzzle_rating (TutorProgress *self,
                                           const char *set_id,
                                           const char *task_id,
                                           TutorGlicko *rating);
/* Whether this learner's attempt at the puzzle was rated. */
gboolean tutor_progress_is_rated (TutorProgress *self, const char *set_id,
                                  const char *task_id);

/* Rates an attempt, unless one at this puzzle was rated: the learner's
 * and the puzzle's ratings move (the puzzle from `puzzle_start` before
 * its first attempt), the history gains the new rating, and the puzzle
 * is rated for good.  *change (may be NULL) gets how far the learner's
 * rating moved.  FALSE, nothing changed, when it was rated before. */
gboolean tutor_progress_rate_puzzle (TutorProgress *self, const char *set_id,
                                     const char *task_id,
                                     const TutorGlicko *puzzle_start,
                                     gboolean solved, double *change);

G_END_DECLS
