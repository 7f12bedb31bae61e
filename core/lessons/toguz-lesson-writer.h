/* toguz-lesson-writer.h: a lesson or exercise set written as a file
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The inverse of the loader: what toguz_lesson_load_data() reads back
 * from the text is the same model.  Texts keep every language, positions
 * their FEN and the moves played from it, tasks their goal or accepted
 * moves or prediction, with every prompt, solution, hint, comment and
 * success text.  Text is escaped and stripped of what XML cannot carry.
 */
#pragma once

#include "toguz-lesson.h"

G_BEGIN_DECLS

/* The file's text, UTF-8, in the lesson format (lessons/lesson.rng).
 * Fails with TOGUZ_ERROR_LESSON when the model cannot be written as a
 * valid file: no title, an id that is not one, a puzzle without its
 * difficulty, themes, position or task. */
char *toguz_lesson_to_xml (ToguzLesson *lesson, GError **error);

/* The pieces toguz_lesson_to_xml ()'s text is made of, word for word: the
 * XML declaration's line, then these in this order (a step for each
 * index).  For an editor that rewrites only what changed
 * (toguz-lesson-source.h). */
typedef enum
{
  TOGUZ_LESSON_PART_ROOT_START, /* the root's start tag, on its lines */
  TOGUZ_LESSON_PART_TITLE,      /* a <title> a language */
  TOGUZ_LESSON_PART_SUMMARY,    /* a <summary> a language, or "" */
  TOGUZ_LESSON_PART_STEP,       /* the step or puzzle `index`, after a
                                 * blank line */
  TOGUZ_LESSON_PART_ROOT_END,   /* the root's end tag */
} ToguzLessonPart;

/* A part's text; `index` is a step's, else 0.  Fails as
 * toguz_lesson_to_xml () does for a step it cannot write. */
char *toguz_lesson_part_to_xml (ToguzLesson *lesson, ToguzLessonPart part,
                                guint index, GError **error);

/* Writes the file atomically: a reader sees the old file or the new one,
 * never half of it. */
gboolean toguz_lesson_save (ToguzLesson *lesson, const char *path,
                            GError **error);
/* The same for a text already written (toguz-lesson-source.h). */
gboolean toguz_lesson_save_text (const char *text, const char *path,
                                 GError **error);

/* Whether `id` can be a lesson's, set's or puzzle's id: lowercase
 * letters, digits and '-', starting with a letter or a digit, at most 64
 * characters. */
gboolean toguz_lesson_id_is_valid (const char *id);

/* An id made from a title: "Week 1: Captures!" gives "week-1-captures".
 * Letters outside a-z are dropped (ids are ASCII); an empty result gives
 * `fallback`. */
char *toguz_lesson_id_from_title (const char *title, const char *fallback);

/* The themes the format knows, NULL-terminated, in the schema's order:
 * capture, tuzdik, defence, at-syroo, endgame, counting, opening,
 * middlegame, sweep, quiet, sacrifice. */
const char *const *toguz_lesson_themes (void);
/* The themes a puzzle with this goal belongs to, as an editor proposes
 * them: one or two of toguz_lesson_themes (), in its order. */
const char *const *toguz_lesson_goal_themes (const ToguzGoal *goal);

G_END_DECLS
