/* tutor-rated-attempt.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tutor-progress-rating.h"
#include "tutor-puzzle-queue.h"
#include "tutor-rated-attempt.h"

struct _TutorRatedAttempt
{
  GObject parent_instance;

  TutorProgress *progress;
  char *set_id;
  char *task_id;
  TutorGlicko puzzle_start;  /* the puzzle's rating before its first */
  gboolean counts;
  TutorPuzzleResult result;  /* once rated */
  double change;
};

G_DEFINE_FINAL_TYPE (TutorRatedAttempt, tutor_rated_attempt, G_TYPE_OBJECT)

TutorPuzzleResult
tutor_puzzle_result (ToguzTaskSession *session, TutorLeaving leaving)
{
  g_return_val_if_fail (TOGUZ_IS_TASK_SESSION (session),
                        TUTOR_PUZZLE_UNDECIDED);
  /* Three stars: found at the first try of every turn, without a hint,
   * and not a retry (toguz_task_session_get_stars()). */
  if (toguz_task_session_is_solved (session)
      && toguz_task_session_get_stars (session) == 3)
    return TUTOR_PUZZLE_WON;
  if (toguz_task_session_is_finished (session)
      || toguz_task_session_get_mistakes (session) > 0
      || toguz_task_session_get_hints_used (session) > 0
      || leaving == TUTOR_LEAVING_NEXT)
    return TUTOR_PUZZLE_LOST;
  return TUTOR_PUZZLE_UNDECIDED;
}

static void
tutor_rated_attempt_finalize (GObject *object)
{
  TutorRatedAttempt *self = TUTOR_RATED_ATTEMPT (object);

  g_clear_object (&self->progress);
  g_free (self->set_id);
  g_free (self->task_id);
  G_OBJECT_CLASS (tutor_rated_attempt_parent_class)->finalize (object);
}

static void
tutor_rated_attempt_class_init (TutorRatedAttemptClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tutor_rated_attempt_finalize;
}

static void
tutor_rated_attempt_init (TutorRatedAttempt *self)
{
}

TutorRatedAttempt *
tutor_rated_attempt_new (TutorProgress *progress, ToguzLesson *set,
                         const char *set_id, guint index)
{
  TutorRatedAttempt *self;

  g_return_val_if_fail (TUTOR_IS_PROGRESS (progress), NULL);
  g_return_val_if_fail (index < toguz_lesson_get_n_steps (set), NULL);
  self = g_object_new (TUTOR_TYPE_RATED_ATTEMPT, NULL);
  self->progress = g_object_ref (progress);
  self->set_id = g_strdup (set_id);
  self->task_id = tutor_puzzle_key (set, index);
  self->puzzle_start = tutor_puzzle_queue_get_rating (progress, set, set_id,
                                                      index);
  /* Decided now, before this attempt's own stars or failure are kept. */
  self->counts = toguz_lesson_get_step (set, index)->task != NULL
                 && !tutor_progress_is_rated (progress, set_id,
                                              self->task_id)
                 && !tutor_progress_get_task (progress, set_id,
                                              self->task_id, NULL, NULL)
                 && !tutor_progress_get_failed (progress, set_id,
                                                self->task_id);
  self->result = TUTOR_PUZZLE_UNDECIDED;
  return self;
}

gboolean
tutor_rated_attempt_counts (TutorRatedAttempt *self)
{
  g_return_val_if_fail (TUTOR_IS_RATED_ATTEMPT (self), FALSE);
  return self->counts;
}

gboolean
tutor_rated_attempt_update (TutorRatedAttempt *self,
                            ToguzTaskSession *session, TutorLeaving leaving)
{
  TutorPuzzleResult result;

  g_return_val_if_fail (TUTOR_IS_RATED_ATTEMPT (self), FALSE);
  if (!self->counts || self->result != TUTOR_PUZZLE_UNDECIDED)
    return FALSE;
  result = tutor_puzzle_result (session, leaving);
  if (result == TUTOR_PUZZLE_UNDECIDED)
    return FALSE;
  /* Another window may have rated it meanwhile: then this one does not
   * count. */
  if (!tutor_progress_rate_puzzle (self->progress, self->set_id,
                                   self->task_id, &self->puzzle_start,
                                   result == TUTOR_PUZZLE_WON, &self->change))
    {
      self->counts = FALSE;
      return FALSE;
    }
  self->result = result;
  return TRUE;
}

gboolean
tutor_rated_attempt_get_change (TutorRatedAttempt *self, double *change,
                                TutorPuzzleResult *result)
{
  g_return_val_if_fail (TUTOR_IS_RATED_ATTEMPT (self), FALSE);
  if (self->result == TUTOR_PUZZLE_UNDECIDED)
    return FALSE;
  if (change)
    *change = self->change;
  if (result)
    *result = self->result;
  return TRUE;
}
