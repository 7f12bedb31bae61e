/* toguz-class-results-private.h: what the class results' files share
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The reader and writer of the CSV text (toguz-class-results-csv.c) and
 * the model that merges the rows and works out the grid
 * (toguz-class-results.c).  Not installed.
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
