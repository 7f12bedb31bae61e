/* toguz-class-results-private.h: what the class results' files share
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The reader and writer of the CSV text (toguz-class-results-csv.c), the
 * model that reads files and merges their rows (toguz-class-results.c)
 * and the grid worked out from them (toguz-class-results-grid.c).  Not
 * installed.
 */
#pragma once

#include "toguz-class-results.h"

G_BEGIN_DECLS

/* The tutor's columns, in its order; older tutors wrote all but the last. */
typedef enum
{
  COLUMN_LEARNER,
  COLUMN_TIME,
  COLUMN_SET,
  COLUMN_SET_TITLE,
  COLUMN_PUZZLE,
  COLUMN_ANSWERS_TRIED,
  COLUMN_HINTS_USED,
  COLUMN_SOLVED,
  COLUMN_STARS,
  COLUMN_SECONDS,
  COLUMN_SET_FINGERPRINT,
  N_COLUMNS,
} Column;

#define N_OLD_COLUMNS COLUMN_SET_FINGERPRINT
#define FINGERPRINT_LENGTH 12

/* An attempt as kept: the public fields (their strings in the chunk of
 * the file it came from), its time as a number to sort by, and where it
 * was read. */
typedef struct
{
  ToguzAttempt attempt;
  gint64 unix_time;   /* G_MININT64 without a time */
  guint sequence;     /* the order rows were read in, over every file */
} AttemptRecord;

typedef struct
{
  guint learner;
  guint task;
  ToguzClassCell cell;
} CellEntry;

struct _ToguzClassResults
{
  GObject parent_instance;

  GPtrArray *chunks;        /* GStringChunk, a file's strings each */
  GPtrArray *records;       /* AttemptRecord, owned; time, learner order */
  GHashTable *seen;         /* AttemptRecord set: the rows kept */
  guint n_files;
  guint n_rows;
  guint n_duplicates;

  /* The grid, worked out from the records. */
  GPtrArray *learners;      /* const char *, name order */
  GArray *learner_tried;    /* guint */
  GArray *learner_solved;   /* guint */
  GArray *sets;             /* ToguzClassSet */
  GPtrArray *fingerprints;  /* a NULL-terminated GPtrArray per set */
  GArray *tasks;            /* ToguzClassTask */
  GArray *cells;            /* CellEntry, by learner then task */
};

/* By time (no time first), then learner, then as read; for
 * g_ptr_array_sort () of self->records. */
int toguz_class_results_compare_records (gconstpointer a, gconstpointer b);
/* Sorts the records and works out the grid from them again. */
void toguz_class_results_rebuild_grid (ToguzClassResults *self);

/* Reads CSV text into records, appended to `records` (AttemptRecord),
 * their strings in `strings`; at most `max_rows` rows.  On an error
 * "NAME:LINE: message" and nothing appended. */
gboolean toguz_class_results_read_csv (const char *name, const char *text,
                                       gsize length, GStringChunk *strings,
                                       GArray *records, guint max_rows,
                                       GError **error);

/* One row as the tutor writes it, fields guarded and quoted, with CRLF. */
void toguz_class_results_append_header (GString *csv);
void toguz_class_results_append_row (GString *csv,
                                     const ToguzAttempt *attempt);

G_END_DECLS
