/* tutor-learners.h: who learns on this computer, each with their own
 * progress
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A small key file beside the progress files (learners.ini in the user's
 * data directory, toguz-tutor/): each learner's stable id, name and
 * progress file, and who learned last.  Written atomically at every
 * change; a file that cannot be read is kept aside and reported, and the
 * learners are found again from their progress files.  The first
 * learner is the progress kept before there were learners.  A guest's
 * progress lasts for the session only, in a temporary directory.
 *
 * "changed" follows a learner added, renamed or removed; "notify::current"
 * another learner chosen.  Main thread.
 */
#pragma once

#include <gio/gio.h>

#include "tutor-progress.h"

G_BEGIN_DECLS

/* The id of the guest, who is never kept. */
#define TUTOR_LEARNERS_GUEST "guest"
/* The characters a name may have: room for a first and a last name. */
#define TUTOR_LEARNERS_NAME_MAX 40

#define TUTOR_LEARNERS_ERROR (tutor_learners_error_quark ())
GQuark tutor_learners_error_quark (void);

typedef enum
{
  TUTOR_LEARNERS_ERROR_EMPTY,
  TUTOR_LEARNERS_ERROR_TOO_LONG,
  TUTOR_LEARNERS_ERROR_TAKEN,
  TUTOR_LEARNERS_ERROR_RESERVED,
  TUTOR_LEARNERS_ERROR_NOT_FOUND,
  TUTOR_LEARNERS_ERROR_LAST,
} TutorLearnersError;

#define TUTOR_TYPE_LEARNERS (tutor_learners_get_type ())
G_DECLARE_FINAL_TYPE (TutorLearners, tutor_learners, TUTOR, LEARNERS,
                      GObject)

/* The learners kept at `path` (NULL: learners.ini in the user's data
 * directory, toguz-tutor/), read now.  Without such a file the first
 * learner is `first_name`, whose progress is `first_progress` (a file
 * name beside `path`; NULL: progress.ini), and the file is written. */
TutorLearners *tutor_learners_new (const char *path,
                                   const char *first_progress,
                                   const char *first_name);
const char *tutor_learners_get_path (TutorLearners *self);

/* The first learner's name: the name set before there were learners
 * (may be NULL), else the user's real name, else "Learner". */
char *tutor_learners_default_name (const char *old_name);

/* When the file could not be read: what happened and where it was kept,
 * once; NULL otherwise. */
char *tutor_learners_take_load_problem (TutorLearners *self);

/* The learners' ids in the order they were added, without the guest. */
GStrv tutor_learners_dup_ids (TutorLearners *self);
guint tutor_learners_get_n_learners (TutorLearners *self);
/* Two learners or more: the computer asks who is learning. */
gboolean tutor_learners_is_shared (TutorLearners *self);
/* The learner's name (the guest's, translated), or NULL. */
const char *tutor_learners_get_name (TutorLearners *self, const char *id);

/* Who is learning now: a learner's id, or TUTOR_LEARNERS_GUEST. */
const char *tutor_learners_get_current (TutorLearners *self);
/* Remembered for the next start, but for the guest. */
gboolean tutor_learners_set_current (TutorLearners *self, const char *id,
                                     GError **error);

/* The learner's progress file. */
char *tutor_learners_dup_progress_path (TutorLearners *self, const char *id);
/* The learner's progress, read now the first time and the same record
 * after; NULL for no such learner. */
TutorProgress *tutor_learners_get_progress (TutorLearners *self,
                                            const char *id);
/* The same, read in a thread the first time (the start of the program). */
void tutor_learners_load_progress_async (TutorLearners *self, const char *id,
                                         GCancellable *cancellable,
                                         GAsyncReadyCallback callback,
                                         gpointer user_data);
TutorProgress *tutor_learners_load_progress_finish (TutorLearners *self,
                                                    GAsyncResult *result,
                                                    GError **error);

/* The name as it would be kept (trimmed, its spaces single), or NULL and
 * why not: empty, too long, the guest's, or another learner's (but
 * `except_id`'s), whatever its case. */
char *tutor_learners_check_name (TutorLearners *self, const char *name,
                                 const char *except_id, GError **error);
/* A new learner, without progress; returns their id. */
char *tutor_learners_add (TutorLearners *self, const char *name,
                          GError **error);
/* Attempts made from now on carry the new name; those before keep the
 * name they were made under. */
gboolean tutor_learners_rename (TutorLearners *self, const char *id,
                                const char *name, GError **error);
/* Removes a learner and their progress file; the only one stays.
 * Removing who is learning chooses the first of the others first. */
gboolean tutor_learners_remove (TutorLearners *self, const char *id,
                                GError **error);
/* Forgets one learner's progress, the others' untouched. */
void tutor_learners_reset (TutorLearners *self, const char *id);

/* Every learner's progress (read now if need be), and the guest's if a
 * guest learned in this session: what a teacher collects. */
GPtrArray *tutor_learners_dup_records (TutorLearners *self);

/* Writes every progress read now (the end of the program); fails with
 * the first error, having tried them all. */
gboolean tutor_learners_save (TutorLearners *self, GError **error);
gboolean tutor_learners_is_saving (TutorLearners *self);

G_END_DECLS
