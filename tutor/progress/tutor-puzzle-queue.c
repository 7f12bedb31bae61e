/* tutor-puzzle-queue.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "tutor-progress-rating.h"
#include "tutor-puzzle-queue.h"

char *
tutor_puzzle_key (ToguzLesson *set, guint index)
{
  const ToguzStep *step = toguz_lesson_get_step (set, index);

  return step->id ? g_strdup (step->id) : g_strdup_printf ("step-%u",
                                                           index + 1);
}

gboolean
tutor_puzzle_has_theme (const ToguzStep *step, const char *theme)
{
  for (guint t = 0; step->themes && step->themes[t]; t++)
    if (g_strcmp0 (step->themes[t], theme) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
is_failed (TutorProgress *progress, ToguzLesson *set, const char *set_id,
           guint index)
{
  g_autofree char *key = tutor_puzzle_key (set, index);

  return tutor_progress_get_failed (progress, set_id, key);
}

static gboolean
is_solved (TutorProgress *progress, ToguzLesson *set, const char *set_id,
           guint index)
{
  g_autofree char *key = tutor_puzzle_key (set, index);

  return tutor_progress_is_solved (progress, set_id, key);
}

/* Never tried: no stars, no failure, no rated attempt. */
static gboolean
is_fresh (TutorProgress *progress, ToguzLesson *set, const char *set_id,
          guint index)
{
  g_autofree char *key = tutor_puzzle_key (set, index);

  return !tutor_progress_get_task (progress, set_id, key, NULL, NULL)
         && !tutor_progress_get_failed (progress, set_id, key)
         && !tutor_progress_is_rated (progress, set_id, key);
}

gboolean
tutor_puzzle_queue_matches (TutorProgress *progress, ToguzLesson *set,
                            const char *set_id,
                            const TutorPuzzleFilter *filter, guint index)
{
  const ToguzStep *step = toguz_lesson_get_step (set, index);

  if (filter->theme && !tutor_puzzle_has_theme (step, filter->theme))
    return FALSE;
  if (filter->difficulty > 0 && step->difficulty != filter->difficulty)
    return FALSE;
  if (filter->retry)
    return is_failed (progress, set, set_id, index);
  return TRUE;
}

TutorGlicko
tutor_puzzle_queue_get_rating (TutorProgress *progress, ToguzLesson *set,
                               const char *set_id, guint index)
{
  const ToguzStep *step = toguz_lesson_get_step (set, index);
  g_autofree char *key = tutor_puzzle_key (set, index);
  TutorGlicko rating = tutor_glicko_new_puzzle (step->rating,
                                                step->difficulty);

  tutor_progress_get_puzzle_rating (progress, set_id, key, &rating);
  return rating;
}

/* The next failed one after `shown`, round to the start (and to
 * `shown`). */
static int
next_in_order (TutorProgress *progress, ToguzLesson *set,
               const char *set_id, const TutorPuzzleFilter *filter,
               int shown)
{
  guint n = toguz_lesson_get_n_steps (set);

  for (guint k = 1; k <= n; k++)
    {
      guint index = (guint) ((shown + (int) k) % (int) n + (int) n) % n;

      if (tutor_puzzle_queue_matches (progress, set, set_id, filter, index))
        return (int) index;
    }
  return -1;
}

int
tutor_puzzle_queue_next (TutorProgress *progress, ToguzLesson *set,
                         const char *set_id, const TutorPuzzleFilter *filter,
                         int shown)
{
  guint n = toguz_lesson_get_n_steps (set);
  double learner = tutor_progress_get_rating (progress).rating;
  int best = -1;
  gboolean best_fresh = FALSE;
  double best_distance = INFINITY;

  g_return_val_if_fail (TUTOR_IS_PROGRESS (progress), -1);
  if (n == 0)
    return -1;
  if (filter->retry)
    return next_in_order (progress, set, set_id, filter, shown);
  for (guint i = 0; i < n; i++)
    {
      gboolean fresh;
      double distance;

      if ((int) i == shown
          || !tutor_puzzle_queue_matches (progress, set, set_id, filter, i)
          || is_solved (progress, set, set_id, i))
        continue;
      fresh = is_fresh (progress, set, set_id, i);
      distance = fabs (tutor_puzzle_queue_get_rating (progress, set, set_id,
                                                      i).rating
                       - learner);
      if (best < 0 || (fresh && !best_fresh)
          || (fresh == best_fresh && distance < best_distance))
        {
          best = (int) i;
          best_fresh = fresh;
          best_distance = distance;
        }
    }
  if (best < 0 && shown >= 0 && (guint) shown < n
      && tutor_puzzle_queue_matches (progress, set, set_id, filter,
                                     (guint) shown)
      && !is_solved (progress, set, set_id, (guint) shown))
    best = shown;
  return best;
}
