/* tutor-progress-keys.h: the progress file's keys (private)
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The record as a GKeyFile: what its groups and keys are, its counters
 * read safely, two records merged, its attempts as CSV.  Any thread, on
 * key files of its own.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Groups are sets (lessons, puzzle sets); keys are "TASK.stars" etc. */
#define STARS ".stars"
#define HINTS ".hints"
#define FAILED ".failed"
#define POSITION_KEY "position"
#define FORMAT_GROUP "Toguz Tutor"
/* Attempts go in groups of their own, "Attempt 1" and on: set ids are
 * lowercase words, so they never clash. */
#define ATTEMPT_GROUP "Attempt %u"
#define ATTEMPTS_KEY "attempts"
/* An attempt's learner, as named when it was made, and their id. */
#define LEARNER_KEY "learner"
#define LEARNER_ID_KEY "learner-id"
#define FORMAT_VERSION 1

/* "TASK.stars" and the like; free it. */
char *tutor_progress_keys_name (const char *task_id, const char *suffix);
/* A counter as the file holds it, saturated to 0..max. */
gint64 tutor_progress_keys_count (GKeyFile *keys, const char *group,
                                  const char *name, gint64 max);
/* The attempts recorded: the counter, or the last attempt the file holds
 * past it, so that the next attempt is never written over that one. */
guint tutor_progress_keys_count_attempts (GKeyFile *keys);
/* Whether the keys are a progress record of this format. */
gboolean tutor_progress_keys_is_record (GKeyFile *keys);
/* Moves what a record older than set ids kept under a file's path (a
 * set opened from a file) to the set's id, merged with what the id holds;
 * whether there was any. */
gboolean tutor_progress_keys_migrate (GKeyFile *keys);
/* Merges theirs into ours; whether theirs held anything ours did not. */
gboolean tutor_progress_keys_merge (GKeyFile *ours, GKeyFile *theirs);
/* Every attempt as CSV, a header line first; an attempt without a
 * learner stamped on it is `learner`'s. */
char *tutor_progress_keys_dup_csv (GKeyFile *keys, const char *learner);
/* The attempts' lines alone (toguz_class_results_append_header () writes
 * the header line). */
void tutor_progress_keys_append_csv (GString *csv, GKeyFile *keys,
                                     const char *learner);

G_END_DECLS
