/* tutor-class-grid.h: the class's learners x tasks, as the results say
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A row for each learner (the name and how many of the tasks tried were
 * solved) and a column for each task under its set's title; each cell
 * the mark (✓ solved, ✗ tried and not solved, – not tried), the best
 * stars, the hints and the time; a last row of how many solved each
 * task.  The names stay put while the tasks scroll across.  Everything
 * shown is read from the ToguzClassResults, in the orders given: the
 * grid works nothing out.
 */
#pragma once

#include <gtk/gtk.h>

#include "toguz-class-results.h"

G_BEGIN_DECLS

#define TUTOR_TYPE_CLASS_GRID (tutor_class_grid_get_type ())
G_DECLARE_FINAL_TYPE (TutorClassGrid, tutor_class_grid, TUTOR, CLASS_GRID,
                      GtkWidget)

GtkWidget *tutor_class_grid_new (void);

/* Shows the results (NULL: nothing), the learners and the tasks in the
 * orders of `learners` and `tasks` (arrays of guint indices, as
 * toguz_class_results_sort_*() make them; copied). */
void tutor_class_grid_set_results (TutorClassGrid *self,
                                   ToguzClassResults *results,
                                   GArray *learners, GArray *tasks);

/* What the grid shows, read back from its labels, for tests and for a
 * person reading a log: the sets' header ("First steps · 2 versions |
 * Endings"), the tasks' ("capture-1 | capture-2"), a learner's row by
 * its place ("Aigerim | 2 of 2 | ✓ ★★★ 0 · 0:40 | – | ..."), the
 * last row ("Solved by | 3 of 4 75% | ..."); NULL past the rows. */
char *tutor_class_grid_dup_sets_text (TutorClassGrid *self);
char *tutor_class_grid_dup_tasks_text (TutorClassGrid *self);
char *tutor_class_grid_dup_row_text (TutorClassGrid *self, guint row);
char *tutor_class_grid_dup_totals_text (TutorClassGrid *self);

/* The minutes and seconds the cells show: "1:05", "1:02:03". */
char *tutor_class_grid_format_time (guint64 seconds);

G_END_DECLS
