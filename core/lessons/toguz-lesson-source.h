/* toguz-lesson-source.h: a lesson file's own bytes, for writing it back
 * as its author wrote it
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The bytes a lesson or exercise set was read from, the model the loader
 * made of them, and where each part of the file lies: the root's start
 * tag (with what comes before it), the <title> elements, the <summary>
 * elements, each step or puzzle, and the root's end tag.  Each part but
 * the first takes along what comes just before it (comments, blank
 * lines).  An edited model is written back part by part: a part the
 * writer writes the same for both models keeps its bytes, comments and
 * layout; a changed one is the writer's text, indented as the file
 * indents its steps.  The writer judges what changed.  GLib only.
 */
#pragma once

#include <glib-object.h>

#include "toguz-lesson.h"

G_BEGIN_DECLS

#define TOGUZ_TYPE_LESSON_SOURCE (toguz_lesson_source_get_type ())
G_DECLARE_FINAL_TYPE (ToguzLessonSource, toguz_lesson_source, TOGUZ,
                      LESSON_SOURCE, GObject)

/* `lesson` as the loader read it from `bytes`.  NULL when the bytes do not
 * show the lesson's parts in its order, are not UTF-8, or put the root in
 * a prefixed namespace: then only the writer can write the file. */
ToguzLessonSource *toguz_lesson_source_new (ToguzLesson *lesson,
                                            GBytes *bytes);
/* The file read with toguz_lesson_load_file_bytes (); NULL and the
 * problems when it cannot be used.  *lesson gets the model even when the
 * bytes cannot be kept (then the result is NULL and `problems` empty). */
ToguzLessonSource *toguz_lesson_source_load_file (const char *path,
                                                  GPtrArray *problems,
                                                  ToguzLesson **lesson);

ToguzLesson *toguz_lesson_source_get_lesson (ToguzLessonSource *self);
GBytes *toguz_lesson_source_get_bytes (ToguzLessonSource *self);

/* The text of `edited`: the original bytes where the writer writes a part
 * the same, the writer's text where it changed.  `origins` gives, for each
 * step of `edited`, the index of the original step it was (its comments
 * go with it), or -1 for a new one; NULL matches the steps by id, and a
 * step without one by its place.  Steps are placed in `edited`'s order; a
 * new one takes the blank lines and indentation of the others.  The
 * title's elements are one part, the summary's another: a change in one
 * language rewrites them all.  Fails as toguz_lesson_to_xml () does. */
char *toguz_lesson_source_splice (ToguzLessonSource *self,
                                  ToguzLesson *edited, const int *origins,
                                  GError **error);

G_END_DECLS
