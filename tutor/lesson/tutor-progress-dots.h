/* tutor-progress-dots.h: one dot per step of a lesson
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TUTOR_TYPE_PROGRESS_DOTS (tutor_progress_dots_get_type ())
G_DECLARE_FINAL_TYPE (TutorProgressDots, tutor_progress_dots, TUTOR,
                      PROGRESS_DOTS, GtkWidget)

GtkWidget *tutor_progress_dots_new (void);

/* n steps; `done` marks steps finished (bit i: step i, up to 64), `task`
 * the steps with a task (drawn as rings when not done). */
void tutor_progress_dots_set (TutorProgressDots *self, guint n,
                              guint current, guint64 task, guint64 done);

G_END_DECLS
