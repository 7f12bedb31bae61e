/* tutor-window.h: the main window: chapters beside the lesson
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tutor-catalogue.h"
#include "tutor-engine.h"
#include "tutor-lesson-player.h"
#include "tutor-progress.h"

G_BEGIN_DECLS

#define TUTOR_TYPE_WINDOW (tutor_window_get_type ())
G_DECLARE_FINAL_TYPE (TutorWindow, tutor_window, TUTOR, WINDOW,
                      AdwApplicationWindow)

TutorWindow *tutor_window_new (AdwApplication *application,
                               TutorCatalogue *catalogue,
                               TutorEngine *engine, TutorProgress *progress,
                               GSettings *settings);

/* Opens a chapter (a lesson or a set) by id, at its saved step. */
gboolean tutor_window_open_chapter (TutorWindow *self, const char *id);
/* The chapter to start with: the first unfinished lesson. */
const char *tutor_window_first_unfinished (TutorWindow *self);

void tutor_window_show_toast (TutorWindow *self, const char *text);

TutorLessonPlayer *tutor_window_get_player (TutorWindow *self);
const char *tutor_window_get_chapter (TutorWindow *self);

G_END_DECLS
