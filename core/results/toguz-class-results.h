/* toguz-class-results.h: a class's attempts, merged from the tutors' CSVs
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every classroom computer's tutor exports its attempts as CSV (the
 * README's "Collect the results" lists the columns).  This model reads
 * those files, strictly and within limits, merges them (exact duplicate
 * rows are dropped and counted; copies of a set on several computers are
 * one set, known by its id, its content versions kept as fingerprints)
 * and offers the grid a teacher reads: learners x tasks, each cell what
 * one learner did on one task, each task how many learners tried and
 * solved it.  GLib only: no display, no cairo (the printed report is
 * toguz-class-report.h).
 *
 * Indices are stable until the next add: learners 0 .. n_learners - 1 in
 * name order, tasks 0 .. n_tasks - 1 grouped by set (sets in order of
 * their first attempt, a set's tasks in order of their first attempt),
 * attempts 0 .. n_attempts - 1 by time, then learner.  A view shows
 * another order through the permutations of toguz_class_results_sort_*.
 *
 * Not thread-safe, but an instance touches nothing global: it may be
 * filled in a worker thread and then handed to the main thread (the
 * _load_async() below does that).
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define TOGUZ_CLASS_RESULTS_ERROR (toguz_class_results_error_quark ())

typedef enum
{
  TOGUZ_CLASS_RESULTS_ERROR_EMPTY,     /* no header line */
  TOGUZ_CLASS_RESULTS_ERROR_HEADER,    /* not the tutor's columns */
  TOGUZ_CLASS_RESULTS_ERROR_SYNTAX,    /* not RFC 4180: quotes, commas */
  TOGUZ_CLASS_RESULTS_ERROR_ENCODING,  /* not UTF-8, or a NUL byte */
  TOGUZ_CLASS_RESULTS_ERROR_VALUE,     /* a field the tutor never writes */
  TOGUZ_CLASS_RESULTS_ERROR_TOO_LARGE, /* past one of the limits below */
  TOGUZ_CLASS_RESULTS_ERROR_NO_FILES,  /* a folder without a .csv file */
} ToguzClassResultsError;

GQuark toguz_class_results_error_quark (void);

/* Limits, so that a hostile or mistaken file cannot take all memory: a
 * class of 40 doing 500 tasks a year is some 20,000 rows, 2 MiB. */
#define TOGUZ_CLASS_RESULTS_MAX_FILE_BYTES (64 * 1024 * 1024)
#define TOGUZ_CLASS_RESULTS_MAX_FIELD_BYTES (64 * 1024)
#define TOGUZ_CLASS_RESULTS_MAX_ATTEMPTS 1000000
#define TOGUZ_CLASS_RESULTS_MAX_FILES 10000

/* One row of a CSV: one attempt at one task.  Strings are never NULL. */
typedef struct
{
  const char *learner;      /* as stamped when the attempt was made; may
                             * be "" (no name set) */
  const char *time;         /* ISO 8601 UTC as written, or "" */
  const char *set_id;       /* the set's id as written in the lesson */
  const char *set_title;
  const char *task_id;      /* the task's id within the set */
  const char *answers_tried; /* moves or answers, space-separated */
  guint hints_used;
  gboolean solved;
  guint stars;              /* 0 .. 3 */
  guint64 seconds;
  const char *set_fingerprint; /* 12 lowercase hex digits, or "" from a
                                * tutor that did not write the column */
} ToguzAttempt;

/* The CSV as the tutor exports it and this model reads it, one place for
 * both: the header line, and one attempt as a row, its fields guarded
 * against spreadsheet formulas and quoted (RFC 4180), ended by CRLF. */
void toguz_class_results_append_header (GString *csv);
void toguz_class_results_append_row (GString *csv,
                                     const ToguzAttempt *attempt);

/* What one learner did on one task. */
typedef struct
{
  guint n_attempts;   /* 0: not tried (and everything else is 0) */
  gboolean solved;    /* in any attempt */
  guint best_stars;   /* the most stars of any attempt */
  guint64 hints;      /* hints used, summed over the attempts */
  guint64 seconds;    /* time spent, summed over the attempts */
} ToguzClassCell;

typedef struct
{
  guint set;              /* index of its set */
  const char *task_id;
  guint learners_tried;
  guint learners_solved;
  double success_rate;    /* learners_solved / learners_tried, 0 .. 1 */
  guint n_attempts;
} ToguzClassTask;

/* The task's success rate as a whole percentage, rounded half up: the
 * number the report, the grid and the chart all show. */
guint toguz_class_task_get_percent (const ToguzClassTask *task);

typedef struct
{
  const char *set_id;
  const char *title;      /* of its latest attempt that has one; may be "" */
  guint first_task;       /* its tasks are first_task .. + n_tasks - 1 */
  guint n_tasks;
  /* The content versions seen, in order of their first attempt; NULL-
   * terminated, empty when every file was an older one without the
   * column.  More than one: the set was edited between attempts. */
  const char *const *fingerprints;
} ToguzClassSet;

typedef enum
{
  TOGUZ_LEARNER_ORDER_NAME,    /* by name, as the locale sorts */
  TOGUZ_LEARNER_ORDER_SOLVED,  /* most tasks solved first, then by name */
} ToguzLearnerOrder;

typedef enum
{
  TOGUZ_TASK_ORDER_SET,        /* the index order: by set, then first
                                * attempt */
  TOGUZ_TASK_ORDER_SUCCESS,    /* lowest success rate first, ties by more
                                * learners tried, then the set order */
} ToguzTaskOrder;

#define TOGUZ_TYPE_CLASS_RESULTS (toguz_class_results_get_type ())
G_DECLARE_FINAL_TYPE (ToguzClassResults, toguz_class_results, TOGUZ,
                      CLASS_RESULTS, GObject)

ToguzClassResults *toguz_class_results_new (void);

/* Reads one CSV's text (at most MAX_FILE_BYTES); `name` is what errors
 * call it.  All or nothing: on an error nothing of it is added, and the
 * message says "NAME:LINE: what is wrong". */
gboolean toguz_class_results_add_csv (ToguzClassResults *self,
                                      const char *name, const char *text,
                                      gsize length, GError **error);
/* A file, or a folder: every *.csv in it (not in its subfolders), in
 * name order.  All or nothing too: one bad file and none is added. */
gboolean toguz_class_results_add_path (ToguzClassResults *self,
                                       const char *path, GError **error);

/* A new instance with every path added, read in a worker thread. */
void toguz_class_results_load_async (const char *const *paths,
                                     GCancellable *cancellable,
                                     GAsyncReadyCallback callback,
                                     gpointer user_data);
ToguzClassResults *toguz_class_results_load_finish (GAsyncResult *result,
                                                    GError **error);

/* What was read. */
guint toguz_class_results_get_n_files (ToguzClassResults *self);
/* Rows read, duplicates included. */
guint toguz_class_results_get_n_rows (ToguzClassResults *self);
/* Rows dropped because an earlier row had every field the same. */
guint toguz_class_results_get_n_duplicates (ToguzClassResults *self);

/* The attempts kept, by time then learner (then as read). */
guint toguz_class_results_get_n_attempts (ToguzClassResults *self);
const ToguzAttempt *toguz_class_results_get_attempt (ToguzClassResults *self,
                                                     guint index);
/* The earliest and latest time of an attempt, "" when none has one. */
const char *toguz_class_results_get_first_time (ToguzClassResults *self);
const char *toguz_class_results_get_last_time (ToguzClassResults *self);

/* The merged CSV: the tutor's header with set_fingerprint, CRLF rows,
 * the attempts in the order above; reads back as the same attempts. */
char *toguz_class_results_dup_csv (ToguzClassResults *self);
/* Written atomically (a temporary file renamed over path). */
gboolean toguz_class_results_save_csv (ToguzClassResults *self,
                                       const char *path, GError **error);

/* The grid's rows. */
guint toguz_class_results_get_n_learners (ToguzClassResults *self);
const char *toguz_class_results_get_learner (ToguzClassResults *self,
                                             guint learner);
guint toguz_class_results_get_learner_n_tried (ToguzClassResults *self,
                                               guint learner);
guint toguz_class_results_get_learner_n_solved (ToguzClassResults *self,
                                                guint learner);

/* The grid's columns, grouped by set. */
guint toguz_class_results_get_n_sets (ToguzClassResults *self);
const ToguzClassSet *toguz_class_results_get_set (ToguzClassResults *self,
                                                  guint set);
guint toguz_class_results_get_n_tasks (ToguzClassResults *self);
const ToguzClassTask *toguz_class_results_get_task (ToguzClassResults *self,
                                                    guint task);

/* The cell of a learner and a task; never NULL (a task not tried is a
 * cell of zeros). */
const ToguzClassCell *toguz_class_results_get_cell (ToguzClassResults *self,
                                                    guint learner,
                                                    guint task);

/* Orders for a view: a new array of every learner's (task's) index, in
 * that order, or its reverse. */
GArray *toguz_class_results_sort_learners (ToguzClassResults *self,
                                           ToguzLearnerOrder order,
                                           gboolean reverse);
GArray *toguz_class_results_sort_tasks (ToguzClassResults *self,
                                        ToguzTaskOrder order,
                                        gboolean reverse);

/* The tasks most missed: those some learner tried and did not solve,
 * lowest success rate first, ties by more learners tried, at most
 * max_tasks of them (0: all).  An array of task indices. */
GArray *toguz_class_results_get_most_missed (ToguzClassResults *self,
                                             guint max_tasks);

G_END_DECLS
