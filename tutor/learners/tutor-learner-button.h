/* tutor-learner-button.h: who is learning, in the header, and a switch to
 * another learner
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The current learner's avatar and name; its popover lists the learners
 * and the guest to switch to (tutor_learners_set_current ()), Add
 * Learner and Manage Learners (app.learners).  "chosen" (const char *id)
 * follows a learner chosen in it.
 */
#pragma once

#include <adwaita.h>

#include "tutor-learners.h"

G_BEGIN_DECLS

#define TUTOR_TYPE_LEARNER_BUTTON (tutor_learner_button_get_type ())
G_DECLARE_FINAL_TYPE (TutorLearnerButton, tutor_learner_button, TUTOR,
                      LEARNER_BUTTON, AdwBin)

GtkWidget *tutor_learner_button_new (TutorLearners *learners);

/* The popover's row of a learner (or the guest), for the tests; NULL if
 * none. */
GtkWidget *tutor_learner_button_get_row (TutorLearnerButton *self,
                                         const char *id);
GtkMenuButton *tutor_learner_button_get_menu_button (TutorLearnerButton *self);

G_END_DECLS
