/* tutor-progress.h: what the learner has done, kept safe on disk
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A key file under the user's data directory, written atomically after
 * every change, off the main thread.  A file that cannot be read is moved
 * aside, never overwritten, and reported once.  "changed" (const char
 * *set_id) follows every change; a NULL set_id means any set: a reset, or
 * what another program saved.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define TUTOR_TYPE_PROGRESS (tutor_progress_get_type ())
G_DECLARE_FINAL_TYPE (TutorProgress, tutor_progress, TUTOR, PROGRESS, GObject)

/* The record at `path` (NULL: progress.ini in the user's data directory,
 * toguz-tutor/). */
TutorProgress *tutor_progress_new (const char *path);
/* The same, the file read (and a broken one kept aside) in a thread. */
void tutor_progress_new_async (const char *path, GCancellable *cancellable,
                               GAsyncReadyCallback callback,
                               gpointer user_data);
TutorProgress *tutor_progress_new_finish (GAsyncResult *result,
                                          GError **error);

const char *tutor_progress_get_path (TutorProgress *self);

/* Follows the file from now on, for what another program saves to it (a
 * second tutor on a shared computer, without a session bus to hand
 * over): each save is merged in as before a write, nothing either side
 * knows lost, and announced by "changed" with a NULL set.  Main thread. */
void tutor_progress_follow_disk (TutorProgress *self);

/* Whose record it is (both may be NULL): every attempt recorded from now
 * on is stamped with them, as they are at the time it is made. */
void tutor_progress_set_learner (TutorProgress *self, const char *id,
                                 const char *name);
const char *tutor_progress_get_learner_name (TutorProgress *self);

/* When the file could not be read: what happened and where the old file
 * was kept, once; NULL otherwise. */
char *tutor_progress_take_load_problem (TutorProgress *self);

/* Records a finished task: keeps the best stars (0..3), adds the hints.
 * With a star it is solved; without, its solution was shown
 * (toguz_task_session_is_solved()). */
void tutor_progress_record_task (TutorProgress *self, const char *set_id,
                                 const char *task_id, int stars, int hints);
/* Records a try that did not solve the task (a failed puzzle, for the
 * retry queue). */
void tutor_progress_record_failure (TutorProgress *self, const char *set_id,
                                    const char *task_id);

/* Whether the task was solved, and its stars and hints. */
gboolean tutor_progress_get_task (TutorProgress *self, const char *set_id,
                                  const char *task_id, int *stars,
                                  int *hints);
/* Failed and not solved since: a try that did not solve it was recorded,
 * or its solution was shown (no star) and it was never solved.  Solved
 * again, it earns at most TOGUZ_TASK_RETRY_MAX_STARS (the task session
 * decides). */
gboolean tutor_progress_get_failed (TutorProgress *self, const char *set_id,
                                    const char *task_id);
/* Solved, a star earned, and not failed since. */
gboolean tutor_progress_is_solved (TutorProgress *self, const char *set_id,
                                   const char *task_id);

/* The tasks of a set that tutor_progress_is_solved(), and their stars:
 * what the summaries and the sidebar count. */
guint tutor_progress_count_solved (TutorProgress *self, const char *set_id);
guint tutor_progress_count_stars (TutorProgress *self, const char *set_id);
/* The tasks whose solution was shown and that were never solved. */
guint tutor_progress_count_shown (TutorProgress *self, const char *set_id);

/* Remembers the step a lesson was left at. */
void tutor_progress_set_position (TutorProgress *self, const char *set_id,
                                  guint step);
guint tutor_progress_get_position (TutorProgress *self, const char *set_id);

/* A count kept for a set, such as the best streak of a puzzle set: 0 to
 * G_MAXINT, a value out of range in the file saturated. */
void tutor_progress_set_number (TutorProgress *self, const char *set_id,
                                const char *name, int value);
int tutor_progress_get_number (TutorProgress *self, const char *set_id,
                               const char *name);

/* One learner's go at one task, for the class results. */
typedef struct
{
  const char *set_id;       /* where the progress is kept */
  const char *set_title;    /* as the learner saw it */
  const char *task_id;
  const GPtrArray *answers; /* strings: the moves or answers tried */
  int hints;
  gboolean solved;          /* toguz_task_session_is_solved(): FALSE when
                             * left, or the solution shown */
  int stars;
  guint64 seconds;
  const char *set_fingerprint; /* toguz_lesson_get_fingerprint(): which
                                * version of the set, or NULL */
} TutorAttempt;

/* Adds an attempt, with the time now and the record's learner
 * (tutor_progress_set_learner()), to the record. */
void tutor_progress_record_attempt (TutorProgress *self,
                                    const TutorAttempt *attempt);
/* The number of the last attempt: the file's counter, or a higher
 * attempt the file holds. */
guint tutor_progress_count_attempts (TutorProgress *self);
/* Every attempt as CSV (RFC 4180, a header line first), each line
 * starting with the learner stamped on it; an attempt recorded before
 * attempts were stamped is `learner`'s (NULL: the record's learner). */
char *tutor_progress_dup_attempts_csv (TutorProgress *self,
                                       const char *learner);
/* The same for several records, one header line, each record's attempts
 * in turn: every learner of a shared computer in one file. */
char *tutor_progress_dup_records_csv (TutorProgress *const *records,
                                      guint n_records, const char *learner);

/* Forgets everything (a shared classroom computer). */
void tutor_progress_reset (TutorProgress *self);

/* Writes the file now, after any write under way: for the end of the
 * program (every change is otherwise written off the main thread). */
gboolean tutor_progress_save (TutorProgress *self, GError **error);
/* Whether a change is still to reach the file. */
gboolean tutor_progress_is_saving (TutorProgress *self);
/* Why the newest progress could not be saved (the "save-error" property),
 * or NULL. */
const char *tutor_progress_get_save_error (TutorProgress *self);

G_END_DECLS
