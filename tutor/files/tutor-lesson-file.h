/* tutor-lesson-file.h: a teacher's file, read and checked off the main
 * thread
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "toguz-lesson.h"

G_BEGIN_DECLS

/* Loads and verifies the file as `toguz lesson check` does. */
void tutor_lesson_file_load_async (GFile *file, GCancellable *cancellable,
                                   GAsyncReadyCallback callback,
                                   gpointer user_data);
/* The lesson, or NULL with the problems (ToguzLessonProblem*) found. */
ToguzLesson *tutor_lesson_file_load_finish (GAsyncResult *result,
                                            GPtrArray **problems);

G_END_DECLS
