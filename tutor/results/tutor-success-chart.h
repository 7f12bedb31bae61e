/* tutor-success-chart.h: each task's success rate in the class, as bars
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A bar for each task, in the order given, under its set's title where
 * the set changes: how many of the learners who tried it solved it,
 * with the percentage and "3 of 4" beside.  Its colours are the
 * stylesheet's named colours tutor_chart_line (the bars),
 * tutor_chart_grid (their tracks) and tutor_chart_text; its accessible
 * description reads every bar out.
 */
#pragma once

#include <gtk/gtk.h>

#include "toguz-class-results.h"

G_BEGIN_DECLS

#define TUTOR_TYPE_SUCCESS_CHART (tutor_success_chart_get_type ())
G_DECLARE_FINAL_TYPE (TutorSuccessChart, tutor_success_chart, TUTOR,
                      SUCCESS_CHART, GtkWidget)

GtkWidget *tutor_success_chart_new (void);

/* The tasks' bars in the order of `tasks` (guint indices, as
 * toguz_class_results_sort_tasks() makes them); NULL results: none.
 * What it needs is copied. */
void tutor_success_chart_set_results (TutorSuccessChart *self,
                                      ToguzClassResults *results,
                                      GArray *tasks);
guint tutor_success_chart_get_n_bars (TutorSuccessChart *self);

/* The bars in words, as the accessible description says them:
 * "First steps: capture-1 75% (3 of 4), capture-2 100% (2 of 2)." */
char *tutor_success_chart_dup_summary (TutorSuccessChart *self);

G_END_DECLS
