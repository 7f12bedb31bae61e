/* tutor-window.h: the main window: chapters beside the lesson
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tutor-catalogue.h"
#include "tutor-class-results-view.h"
#include "tutor-engine.h"
#include "tutor-free-play.h"
#include "tutor-learners.h"
#include "tutor-lesson-player.h"
#include "tutor-presenter.h"
#include "tutor-progress.h"
#include "tutor-puzzle-trainer.h"
#include "tutor-review-page.h"
#include "tutor-set-editor.h"

G_BEGIN_DECLS

#define TUTOR_TYPE_WINDOW (tutor_window_get_type ())
G_DECLARE_FINAL_TYPE (TutorWindow, tutor_window, TUTOR, WINDOW,
                      AdwApplicationWindow)

TutorWindow *tutor_window_new (AdwApplication *application,
                               TutorCatalogue *catalogue,
                               TutorEngine *engine, TutorProgress *progress,
                               GSettings *settings);

/* Opens a chapter (a lesson or a set) by id, at its saved step, free
 * play by "free-play", the exercise set editor by "set-editor", or the
 * class results by "class-results". */
gboolean tutor_window_open_chapter (TutorWindow *self, const char *id);
/* The chapter to start with: the first unfinished lesson. */
const char *tutor_window_first_unfinished (TutorWindow *self);

void tutor_window_show_toast (TutorWindow *self, const char *text);

/* Another learner's progress, everywhere: the sidebar, the summaries,
 * the lesson or set shown (opened again where they left it). */
void tutor_window_set_progress (TutorWindow *self, TutorProgress *progress);
/* Shows who is learning: on a shared computer, in the header, with a
 * switch to another learner; and the picker when asked (once). */
void tutor_window_set_learners (TutorWindow *self, TutorLearners *learners);
/* "Who is learning?" in the place of the chapters and the page, until a
 * learner is chosen. */
void tutor_window_show_picker (TutorWindow *self, gboolean shown);
gboolean tutor_window_get_picker_shown (TutorWindow *self);
/* The picker and the header's learner button, for the tests (NULL
 * before tutor_window_set_learners ()). */
GtkWidget *tutor_window_get_picker (TutorWindow *self);
GtkWidget *tutor_window_get_learner_button (TutorWindow *self);

/* Opens a teacher's file: checked off the main thread, then shown (a
 * lesson in the player, a set in the trainer) or its problems listed. */
void tutor_window_open_file (TutorWindow *self, GFile *file);
/* Reads the recently opened files back into the sidebar. */
void tutor_window_load_recent_files (TutorWindow *self);
gboolean tutor_window_is_loading (TutorWindow *self);
guint tutor_window_get_n_failed_files (TutorWindow *self);

/* Makes the worksheet of the lesson or set shown, off the main thread,
 * then opens the print dialog, or with export_path writes that PDF. */
void tutor_window_make_worksheet (TutorWindow *self,
                                  const char *export_path);

/* Shows the free play page, the game as it was left. */
void tutor_window_open_free_play (TutorWindow *self);

/* Shows the exercise set editor, the set as it was left. */
void tutor_window_open_editor (TutorWindow *self);
/* Shows Teach ▸ Class Results, made the first time it is asked for. */
void tutor_window_open_class_results (TutorWindow *self);
TutorClassResultsView *tutor_window_get_class_results (TutorWindow *self);

TutorPuzzleTrainer *tutor_window_get_trainer (TutorWindow *self);
/* The editor page, made the first time it is asked for. */
TutorSetEditor *tutor_window_get_editor (TutorWindow *self);
/* The game review page, made when first asked for. */
TutorReviewPage *tutor_window_get_review (TutorWindow *self);
/* An exercise set in the editor with changes not saved. */
gboolean tutor_window_has_unsaved_changes (TutorWindow *self);
TutorFreePlay *tutor_window_get_free_play (TutorWindow *self);
/* The name of the page shown: "player", "trainer", "errors", ... */
const char *tutor_window_get_page (TutorWindow *self);

TutorLessonPlayer *tutor_window_get_player (TutorWindow *self);
/* The presentation mode ("win.present"). */
TutorPresenter *tutor_window_get_presenter (TutorWindow *self);
const char *tutor_window_get_chapter (TutorWindow *self);

G_END_DECLS
