/* toguz-class-report.h: a class's results as a printed sheet
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The title and what was read, the grid of learners x tasks (a mark for
 * solved or tried, the best stars, the hints and the time of each
 * learner on each task), the success rate of each task as a bar chart,
 * and the tasks most missed.  A grid wider than the page is split into
 * groups of tasks, each with every learner; one longer than the page
 * carries its rows over.  Drawn with cairo and pango like the worksheets,
 * so that the `toguz` command and a GtkPrintOperation draw the same pages.
 *
 * Sizes are in points and are the whole sheet: the report keeps its own
 * margins, so a GtkPrintOperation should set use-full-page and the unit
 * GTK_UNIT_POINTS, then call toguz_class_report_paginate() from
 * begin-print and toguz_class_report_draw_page() from draw-page.
 */
#pragma once

#include <cairo.h>
#include <glib-object.h>

#include "toguz-class-results.h"
#include "toguz-worksheet.h"

G_BEGIN_DECLS

#define TOGUZ_TYPE_CLASS_REPORT (toguz_class_report_get_type ())
G_DECLARE_FINAL_TYPE (ToguzClassReport, toguz_class_report, TOGUZ,
                      CLASS_REPORT, GObject)

/* The report keeps a reference to the results; add nothing to them
 * between paginating and drawing. */
ToguzClassReport *toguz_class_report_new (ToguzClassResults *results);
ToguzClassResults *toguz_class_report_get_results (ToguzClassReport *self);

/* The title on the first page and at every page's foot; NULL: "Class
 * results". */
void toguz_class_report_set_title (ToguzClassReport *self,
                                   const char *title);
const char *toguz_class_report_get_title (ToguzClassReport *self);

/* The orders of the grid's rows and columns and the chart's bars, as a
 * view shows them (default: learners by name, tasks by set).  Take
 * effect at the next toguz_class_report_paginate(). */
void toguz_class_report_set_learner_order (ToguzClassReport *self,
                                           ToguzLearnerOrder order,
                                           gboolean reverse);
void toguz_class_report_set_task_order (ToguzClassReport *self,
                                        ToguzTaskOrder order,
                                        gboolean reverse);

/* Lays the report out on sheets of this size and returns the number of
 * pages. */
guint toguz_class_report_paginate (ToguzClassReport *self, double page_width,
                                   double page_height);
guint toguz_class_report_get_n_pages (ToguzClassReport *self);

/* Draws page `page_nr` (0-based) of the last pagination onto cr, whose
 * user space is in points with the origin at the sheet's top left. */
void toguz_class_report_draw_page (ToguzClassReport *self, cairo_t *cr,
                                   guint page_nr);

/* Paginates for the paper and writes every page to a PDF file,
 * atomically (see toguz-pdf.h). */
gboolean toguz_class_report_save_pdf (ToguzClassReport *self,
                                      const char *path, ToguzPaper paper,
                                      GError **error);

G_END_DECLS
