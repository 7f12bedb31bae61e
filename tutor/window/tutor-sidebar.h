/* tutor-sidebar.h: the chapters, files and pages beside the content
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Its rows follow the catalogue's lists and the learner's progress: a
 * file opened, a task solved, and only the rows concerned change.
 */
#pragma once

#include <adwaita.h>

#include "tutor-catalogue.h"
#include "tutor-progress.h"

G_BEGIN_DECLS

/* The chapter names of the pages that are not lessons; lesson ids are
 * lowercase words too, but none is one of these. */
#define FREE_PLAY_CHAPTER "free-play"
#define EDITOR_CHAPTER "set-editor"
#define CLASS_RESULTS_CHAPTER "class-results"
#define REVIEW_CHAPTER "review-game"

#define TUTOR_TYPE_SIDEBAR (tutor_sidebar_get_type ())
G_DECLARE_FINAL_TYPE (TutorSidebar, tutor_sidebar, TUTOR, SIDEBAR, AdwBin)

/* Shows the catalogue's lessons, sets, opened and failed files with
 * their progress (once, before it is shown). */
void tutor_sidebar_set_models (TutorSidebar *self, TutorCatalogue *catalogue,
                               TutorProgress *progress);

/* Another learner's progress: every row follows. */
void tutor_sidebar_set_progress (TutorSidebar *self, TutorProgress *progress);

/* Marks the row of `lesson` as the one shown, or without a lesson the
 * row of `chapter` (a lesson id, FREE_PLAY_CHAPTER, EDITOR_CHAPTER or
 * CLASS_RESULTS_CHAPTER). */
void tutor_sidebar_select (TutorSidebar *self, const char *chapter,
                           ToguzLesson *lesson);

/* Signals: "chapter-activated" (const char *chapter) for a shipped
 * lesson or set and the pages, "file-activated" (ToguzLesson *) for a
 * file the user opened, "problems-activated" (TutorFailedFile *) for a
 * file that could not be used. */

G_END_DECLS
