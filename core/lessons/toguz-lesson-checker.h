/* toguz-lesson-checker.h: the engine's check of every task of a lesson
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "toguz-lesson-loader.h"
#include "toguz-task-judge.h"

G_BEGIN_DECLS

/* How hard the engine works on each task when checking: the node budget
 * of its exact searches, the same as the tutor's. */
#define TOGUZ_LESSON_CHECK_BUDGET TOGUZ_TASK_BUDGET

/* The nodes a whole check may spend: some seconds, however many costly
 * tasks a file holds.  Past it the check stops with a problem that names
 * the costliest tasks. */
#define TOGUZ_LESSON_CHECK_TOTAL (10 * (uint64_t) TOGUZ_TASK_BUDGET)

/* Runs the engine on every task of a loaded lesson (within
 * TOGUZ_LESSON_CHECK_TOTAL nodes in all): a goal it cannot
 * decide, an unsolvable or ambiguous task, a stated solution that does not
 * achieve its goal, a line of several turns that goes wrong.  Adds what it
 * finds to `problems`; returns TRUE when nothing was found.  Every move
 * is judged by toguz_task_right_moves(), so "ok" means the tutor takes
 * exactly the moves the answer key prints. */
gboolean toguz_lesson_verify (ToguzLesson *lesson, ToguzSearch *search,
                              uint64_t node_budget, GPtrArray *problems);

/* The same within `total_budget` nodes in all instead of
 * TOGUZ_LESSON_CHECK_TOTAL: a check that must stay short (a fuzzer's, a
 * test's).  The verdict on each task checked is the same; only how many
 * tasks are checked before the check stops can differ. */
gboolean toguz_lesson_verify_within (ToguzLesson *lesson,
                                     ToguzSearch *search,
                                     uint64_t node_budget,
                                     uint64_t total_budget,
                                     GPtrArray *problems);

/* Loads a file and verifies it: what `toguz lesson check` does. */
gboolean toguz_lesson_check_file (const char *path, ToguzSearch *search,
                                  GPtrArray *problems);

G_END_DECLS
