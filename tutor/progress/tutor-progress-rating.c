/* tutor-progress-rating.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tutor-progress-keys.h"
#include "tutor-progress-private.h"
#include "tutor-progress-rating.h"
#include "tutor-rating-keys.h"

TutorGlicko
tutor_progress_get_rating (TutorProgress *self)
{
  TutorGlicko rating = tutor_glicko_new ();

  g_return_val_if_fail (TUTOR_IS_PROGRESS (self), rating);
  tutor_rating_keys_read (tutor_progress_get_keys (self), RATING_GROUP,
                          RATING_KEY, &rating, NULL);
  return rating;
}

guint
tutor_progress_count_rated (TutorProgress *self)
{
  TutorGlicko rating;
  guint count = 0;

  g_return_val_if_fail (TUTOR_IS_PROGRESS (self), 0);
  tutor_rating_keys_read (tutor_progress_get_keys (self), RATING_GROUP,
                          RATING_KEY, &rating, &count);
  return count;
}

GArray *
tutor_progress_dup_rating_history (TutorProgress *self)
{
  g_return_val_if_fail (TUTOR_IS_PROGRESS (self), NULL);
  return tutor_rating_keys_read_history (tutor_progress_get_keys (self));
}

gboolean
tutor_progress_get_puzzle_rating (TutorProgress *self, const char *set_id,
                                  const char *task_id, TutorGlicko *rating)
{
  g_autofree char *key = tutor_rating_keys_puzzle (set_id, task_id);

  g_return_val_if_fail (TUTOR_IS_PROGRESS (self), FALSE);
  return tutor_rating_keys_read (tutor_progress_get_keys (self),
                                 PUZZLE_RATINGS_GROUP, key, rating, NULL);
}

gboolean
tutor_progress_is_rated (TutorProgress *self, const char *set_id,
                         const char *task_id)
{
  g_autofree char *key = tutor_progress_keys_name (task_id, RATED);

  g_return_val_if_fail (TUTOR_IS_PROGRESS (self), FALSE);
  return g_key_file_get_boolean (tutor_progress_get_keys (self), set_id, key,
                                 NULL);
}

gboolean
tutor_progress_rate_puzzle (TutorProgress *self, const char *set_id,
                            const char *task_id,
                            const TutorGlicko *puzzle_start, gboolean solved,
                            double *change)
{
  GKeyFile *keys;
  g_autofree char *rated_key = NULL;
  g_autofree char *puzzle_key = NULL;
  TutorGlicko learner, puzzle = *puzzle_start;
  guint learner_count = 0, puzzle_count = 0;
  double before;
  TutorRatingPoint point;

  g_return_val_if_fail (TUTOR_IS_PROGRESS (self), FALSE);
  g_return_val_if_fail (set_id && task_id && puzzle_start, FALSE);
  if (tutor_progress_is_rated (self, set_id, task_id))
    return FALSE;
  keys = tutor_progress_get_keys (self);
  rated_key = tutor_progress_keys_name (task_id, RATED);
  puzzle_key = tutor_rating_keys_puzzle (set_id, task_id);
  learner = tutor_glicko_new ();
  tutor_rating_keys_read (keys, RATING_GROUP, RATING_KEY, &learner,
                          &learner_count);
  tutor_rating_keys_read (keys, PUZZLE_RATINGS_GROUP, puzzle_key, &puzzle,
                          &puzzle_count);
  before = learner.rating;
  tutor_glicko_rate_attempt (&learner, &puzzle, solved);

  tutor_rating_keys_write (keys, RATING_GROUP, RATING_KEY, &learner,
                           learner_count + 1);
  tutor_rating_keys_write (keys, PUZZLE_RATINGS_GROUP, puzzle_key, &puzzle,
                           puzzle_count + 1);
  g_key_file_set_boolean (keys, set_id, rated_key, TRUE);
  point.time = g_get_real_time () / G_USEC_PER_SEC;
  point.rating = learner.rating;
  tutor_rating_keys_add_history (keys, &point);
  if (change)
    *change = learner.rating - before;
  tutor_progress_note_change (self, set_id);
  return TRUE;
}
