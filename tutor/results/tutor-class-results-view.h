/* tutor-class-results-view.h: Teach ▸ Class Results, the teacher's page
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Imports the CSV files the tutors of a class exported (or folders of
 * them), merged by the core's ToguzClassResults, and shows the grid of
 * learners x tasks, the tasks most missed and each task's success rate,
 * sorted as the teacher chooses; prints the core's class report, saves
 * it as a PDF, or exports the merged CSV.  The page only shows: every
 * count, merge and order is the core's.  Files are read and written off
 * the main thread; a file the core refuses is listed with the core's
 * words and the others are kept.
 */
#pragma once

#include <adwaita.h>

#include "toguz-class-results.h"
#include "tutor-class-grid.h"
#include "tutor-success-chart.h"

G_BEGIN_DECLS

#define TUTOR_TYPE_CLASS_RESULTS_VIEW (tutor_class_results_view_get_type ())
G_DECLARE_FINAL_TYPE (TutorClassResultsView, tutor_class_results_view, TUTOR,
                      CLASS_RESULTS_VIEW, AdwBin)

GtkWidget *tutor_class_results_view_new (void);

/* Adds the paths (CSV files or folders of them) to those imported before
 * and reads them all again, in a thread; NULL-terminated. */
void tutor_class_results_view_import (TutorClassResultsView *self,
                                      const char *const *paths);
/* Forgets every file imported. */
void tutor_class_results_view_clear (TutorClassResultsView *self);
/* The "busy" property: files being read or written. */
gboolean tutor_class_results_view_get_busy (TutorClassResultsView *self);

/* What the page shows: "empty" (how to start), "loading" (the first
 * files being read) or "results". */
const char *tutor_class_results_view_get_state (TutorClassResultsView *self);
/* What is shown: NULL before anything was imported. */
ToguzClassResults *tutor_class_results_view_get_results (
  TutorClassResultsView *self);
/* The paths imported, NULL-terminated. */
const char *const *tutor_class_results_view_get_paths (
  TutorClassResultsView *self);
TutorClassGrid *tutor_class_results_view_get_grid (
  TutorClassResultsView *self);
TutorSuccessChart *tutor_class_results_view_get_chart (
  TutorClassResultsView *self);
/* The line under the header: "3 files, 57 attempts, 12 learners". */
const char *tutor_class_results_view_get_summary (
  TutorClassResultsView *self);
/* The files refused at the last import, as the banner lists them, one
 * a line; "" when none was. */
const char *tutor_class_results_view_get_problems (
  TutorClassResultsView *self);
/* The titles of the tasks most missed, as listed, " | " between. */
char *tutor_class_results_view_dup_most_missed (TutorClassResultsView *self);

/* The orders shown, as the drop-downs choose them. */
void tutor_class_results_view_set_orders (TutorClassResultsView *self,
                                          ToguzLearnerOrder learners,
                                          ToguzTaskOrder tasks);

/* The class report in the orders shown, through a print operation:
 * `action` as for gtk_print_operation_run (); with
 * GTK_PRINT_OPERATION_ACTION_EXPORT, export_path names the PDF.  The
 * Print… button opens the print dialog this way. */
gboolean tutor_class_results_view_print (TutorClassResultsView *self,
                                         GtkPrintOperationAction action,
                                         const char *export_path,
                                         GError **error);

G_END_DECLS
