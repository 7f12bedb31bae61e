/* tutor-rating-keys.h: the puzzle ratings in the progress file (private)
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The learner's rating and its history, each puzzle's rating, and which
 * puzzles this learner was rated on, as keys of the progress GKeyFile:
 *
 *   [Puzzle rating]                     the learner's
 *   rating=1523.41;87.20;0.059990;12    r;RD;σ;rated attempts
 *   history=2026-05-01T10:00:00Z 1512.30;…   after each, the last 200
 *
 *   [Puzzle ratings]                    the puzzles', by "SET/TASK"
 *   puzzles-from-games/tuzdik-4=1620.00;230.10;0.060000;1
 *
 *   [SET]                               with the stars and failures
 *   TASK.rated=true
 *
 * Set ids are lowercase words, so the groups never clash with a set's.
 * Read safely from any file: a value that is no rating is none.  Any
 * thread, on key files of its own.
 */
#pragma once

#include <glib.h>

#include "tutor-progress-rating.h"

G_BEGIN_DECLS

#define RATING_GROUP "Puzzle rating"
#define RATING_KEY "rating"
#define HISTORY_KEY "history"
#define PUZZLE_RATINGS_GROUP "Puzzle ratings"
#define RATED ".rated"

/* Whether the group holds ratings rather than a set's tasks. */
gboolean tutor_rating_keys_is_group (const char *group);

/* A rating as "r;RD;σ;count", bounded (tutor_glicko_bounded()); FALSE,
 * nothing set, when the key holds no such value. */
gboolean tutor_rating_keys_read (GKeyFile *keys, const char *group,
                                 const char *key, TutorGlicko *rating,
                                 guint *count);
void tutor_rating_keys_write (GKeyFile *keys, const char *group,
                              const char *key, const TutorGlicko *rating,
                              guint count);

/* "SET/TASK"; free it. */
char *tutor_rating_keys_puzzle (const char *set_id, const char *task_id);

/* The history, oldest first, its points that are no point left out. */
GArray *tutor_rating_keys_read_history (GKeyFile *keys);
/* Adds a point, the oldest dropped past TUTOR_PROGRESS_HISTORY_MAX. */
void tutor_rating_keys_add_history (GKeyFile *keys,
                                    const TutorRatingPoint *point);

/* Merges theirs into ours: the learner's rating of more rated attempts
 * wins, with its history; so does each puzzle's.  Whether theirs held
 * anything ours did not. */
gboolean tutor_rating_keys_merge (GKeyFile *ours, GKeyFile *theirs);

G_END_DECLS
