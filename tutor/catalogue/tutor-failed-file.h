/* tutor-failed-file.h: a file that could not be used, with its problems
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define TUTOR_TYPE_FAILED_FILE (tutor_failed_file_get_type ())
G_DECLARE_FINAL_TYPE (TutorFailedFile, tutor_failed_file, TUTOR, FAILED_FILE,
                      GObject)

/* `problems` holds ToguzLessonProblem; the file keeps a reference. */
TutorFailedFile *tutor_failed_file_new (const char *path,
                                        GPtrArray *problems);

const char *tutor_failed_file_get_path (TutorFailedFile *self);
GPtrArray *tutor_failed_file_get_problems (TutorFailedFile *self);

G_END_DECLS
