/* toguz-lesson-loader.h: reading lesson files safely, and checking them
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Lesson files come from strangers.  The loader refuses a DOCTYPE, never
 * expands an entity or touches the network, caps the size and nesting,
 * validates against lessons/lesson.rng, then checks the meaning with the
 * rules core.  Every problem names the file, the line and what to fix.
 */
#pragma once

#include "toguz-lesson.h"

G_BEGIN_DECLS

#define TOGUZ_LESSON_MAX_FILE_SIZE (4 * 1024 * 1024)
#define TOGUZ_LESSON_NAMESPACE "https://toguztutor.org/ns/lesson/1"

typedef struct
{
  char *file;
  unsigned line;     /* 0 when the whole file is concerned */
  char *message;
} ToguzLessonProblem;

void toguz_lesson_problem_free (ToguzLessonProblem *problem);
/* "FILE:LINE: message" */
char *toguz_lesson_problem_to_string (const ToguzLessonProblem *problem);
/* Every problem so, each on a line of its own ("" for none), as a test
 * compares them word for word. */
char *toguz_lesson_problems_to_string (const GPtrArray *problems);

/* A GPtrArray of ToguzLessonProblem, for the functions below. */
GPtrArray *toguz_lesson_problems_new (void);

/* Reads a lesson or exercise set.  Returns NULL and adds to `problems`
 * when the file cannot be used. */
ToguzLesson *toguz_lesson_load_file (const char *path, GPtrArray *problems);
ToguzLesson *toguz_lesson_load_data (const char *data, gsize length,
                                     const char *name, GPtrArray *problems);
/* Contents read from `path`, or to be written there: a record= is looked
 * for beside it. */
ToguzLesson *toguz_lesson_load_data_at (const char *data, gsize length,
                                        const char *path,
                                        GPtrArray *problems);
/* toguz_lesson_load_file (), and the bytes it read, for an editor that
 * keeps them (toguz-lesson-source.h). */
ToguzLesson *toguz_lesson_load_file_bytes (const char *path,
                                           GPtrArray *problems,
                                           GBytes **bytes);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ToguzLessonProblem, toguz_lesson_problem_free)

G_END_DECLS
