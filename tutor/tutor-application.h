/* tutor-application.h
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tutor-catalogue.h"
#include "tutor-learners.h"
#include "tutor-progress.h"

G_BEGIN_DECLS

#define TUTOR_TYPE_APPLICATION (tutor_application_get_type ())
G_DECLARE_FINAL_TYPE (TutorApplication, tutor_application, TUTOR,
                      APPLICATION, AdwApplication)

TutorApplication *tutor_application_new (void);

TutorCatalogue *tutor_application_get_catalogue (TutorApplication *self);
/* Who is learning's progress (NULL until read at start). */
TutorProgress *tutor_application_get_progress (TutorApplication *self);
TutorLearners *tutor_application_get_learners (TutorApplication *self);

/* Writes the attempts of who is learning, or of every learner of this
 * computer, as CSV, atomically and off the main thread, then says how it
 * went in a toast: what Export Class Results saves. */
void tutor_application_export_results (TutorApplication *self, GFile *file,
                                       gboolean every_learner);
/* Whether class results or progress are still being written. */
gboolean tutor_application_is_saving (TutorApplication *self);

/* Whether app.restart ended the application: the program then starts
 * again, in the language the preferences now say. */
gboolean tutor_application_get_restart_requested (TutorApplication *self);

G_END_DECLS
