/* toguz-worksheet.h: a lesson or exercise set as a printable worksheet
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Draws the tasks of a lesson, each with its board as the traditional
 * diagram and room for the learner's answer, then an answer key on pages
 * of its own.  Pure black and white; cairo and pango only, so that the
 * `toguz` command and a GtkPrintOperation draw the same pages.
 *
 * Sizes are in points (1/72 inch) and are the whole sheet: the worksheet
 * keeps its own margins, so a GtkPrintOperation should set use-full-page
 * and the unit GTK_UNIT_POINTS, then call toguz_worksheet_paginate() from
 * begin-print and toguz_worksheet_draw_page() from draw-page.
 */
#pragma once

#include <cairo.h>
#include <glib-object.h>

#include "toguz-lesson.h"

G_BEGIN_DECLS

typedef enum
{
  TOGUZ_PAPER_A4,
  TOGUZ_PAPER_LETTER,
} ToguzPaper;

/* "a4" or "letter". */
gboolean toguz_paper_from_name (const char *name, ToguzPaper *paper);
void toguz_paper_get_size (ToguzPaper paper, double *width, double *height);

#define TOGUZ_TYPE_WORKSHEET (toguz_worksheet_get_type ())
G_DECLARE_FINAL_TYPE (ToguzWorksheet, toguz_worksheet, TOGUZ, WORKSHEET,
                      GObject)

/* Works out the answer key at once (the engine solves the goal tasks that
 * state no solution), so keep it off a GUI's main thread for big sets. */
ToguzWorksheet *toguz_worksheet_new (ToguzLesson *lesson);

ToguzLesson *toguz_worksheet_get_lesson (ToguzWorksheet *self);
/* Whether the answer key is printed after the tasks (default TRUE).
 * Takes effect at the next toguz_worksheet_paginate(). */
void toguz_worksheet_set_answer_key (ToguzWorksheet *self,
                                     gboolean answer_key);
gboolean toguz_worksheet_get_answer_key (ToguzWorksheet *self);

/* The tasks printed, in order; reading steps are left out. */
guint toguz_worksheet_get_n_tasks (ToguzWorksheet *self);
/* The answer to task `index` (0-based) as the key prints it: "36x",
 * "Black’s hole 4", "6 stones", "No"… */
const char *toguz_worksheet_get_answer (ToguzWorksheet *self, guint index);
/* What the key prints under that answer: a whole line that shows it, or
 * the rule behind a yes or no; NULL for nothing. */
const char *toguz_worksheet_get_answer_detail (ToguzWorksheet *self,
                                               guint index);

/* Lays the worksheet out on sheets of this size and returns the number of
 * pages.  Tasks are never split across pages. */
guint toguz_worksheet_paginate (ToguzWorksheet *self, double page_width,
                                double page_height);
guint toguz_worksheet_get_n_pages (ToguzWorksheet *self);
/* The pages before the answer key: the key, when printed, is pages
 * n_question_pages .. n_pages - 1. */
guint toguz_worksheet_get_n_question_pages (ToguzWorksheet *self);

/* Draws page `page_nr` (0-based) of the last pagination onto cr, whose
 * user space is in points with the origin at the sheet's top left. */
void toguz_worksheet_draw_page (ToguzWorksheet *self, cairo_t *cr,
                                guint page_nr);

/* Paginates for the paper and writes every page to a PDF file: to a
 * temporary file beside `path`, renamed over it once whole, so that a
 * failure leaves whatever was at `path` as it was. */
gboolean toguz_worksheet_save_pdf (ToguzWorksheet *self, const char *path,
                                   ToguzPaper paper, GError **error);

/* A4, with the answer key. */
gboolean toguz_worksheet_write_pdf (ToguzLesson *lesson, const char *path,
                                    GError **error);

G_END_DECLS
