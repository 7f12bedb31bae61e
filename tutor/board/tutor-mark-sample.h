/* tutor-mark-sample.h: one mark drawn on its own, for the legend
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A small piece of the board (wood and a hole) with one mark on it, drawn
 * by the same code as the holes' marks (tutor-marks.c).
 */
#pragma once

#include <gtk/gtk.h>

#include "tutor-board.h"

G_BEGIN_DECLS

#define TUTOR_TYPE_MARK_SAMPLE (tutor_mark_sample_get_type ())

G_DECLARE_FINAL_TYPE (TutorMarkSample, tutor_mark_sample, TUTOR, MARK_SAMPLE,
                      GtkWidget)

GtkWidget *tutor_mark_sample_new (TutorMark mark);
TutorMark tutor_mark_sample_get_mark (TutorMarkSample *self);

G_END_DECLS
