/* tutor-puzzle-queue.h: which puzzle of a set comes next
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The trainer's filters and its Next Puzzle, without a display: within
 * the filters, the unsolved puzzle whose rating is nearest the learner's,
 * those never tried first; Retry Failed goes through the failed ones in
 * the set's order.
 */
#pragma once

#include "toguz-lesson.h"
#include "tutor-glicko.h"
#include "tutor-progress.h"

G_BEGIN_DECLS

typedef struct
{
  const char *theme;  /* NULL: every theme */
  int difficulty;     /* 1..5; 0: every difficulty */
  gboolean retry;     /* only the failed puzzles */
} TutorPuzzleFilter;

/* The key the progress keeps the set's puzzle `index` under: its id, or
 * "step-N" (as the lesson player records it). */
char *tutor_puzzle_key (ToguzLesson *set, guint index);

gboolean tutor_puzzle_has_theme (const ToguzStep *step, const char *theme);

/* Whether the puzzle passes the filter (retrying: and is failed). */
gboolean tutor_puzzle_queue_matches (TutorProgress *progress,
                                     ToguzLesson *set, const char *set_id,
                                     const TutorPuzzleFilter *filter,
                                     guint index);

/* The puzzle's rating: as its attempts moved it, else from its file. */
TutorGlicko tutor_puzzle_queue_get_rating (TutorProgress *progress,
                                           ToguzLesson *set,
                                           const char *set_id, guint index);

/* The puzzle to show after `shown` (-1: none shown), or -1 when the
 * filter leaves none.  Retrying: the next failed one after `shown` in the
 * set's order, round to the start.  Else the unsolved ones: first those
 * never tried, then the others, each time the one whose rating is
 * nearest the learner's, the earlier in the set on a tie; `shown` only
 * when it is all that is left. */
int tutor_puzzle_queue_next (TutorProgress *progress, ToguzLesson *set,
                             const char *set_id,
                             const TutorPuzzleFilter *filter, int shown);

G_END_DECLS
