/* tutor-learner-picker.h: "Who is learning?", the first screen of a
 * shared computer
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A large button for each learner (their avatar and name), the guest,
 * and Add Learner.  A button chooses who learns in the model
 * (tutor_learners_set_current ()), then says "chosen" (const char *id).
 */
#pragma once

#include <adwaita.h>

#include "tutor-learners.h"

G_BEGIN_DECLS

#define TUTOR_TYPE_LEARNER_PICKER (tutor_learner_picker_get_type ())
G_DECLARE_FINAL_TYPE (TutorLearnerPicker, tutor_learner_picker, TUTOR,
                      LEARNER_PICKER, AdwBin)

/* Follows `learners`: a learner added or renamed shows at once. */
GtkWidget *tutor_learner_picker_new (TutorLearners *learners);

/* The button of a learner (TUTOR_LEARNERS_GUEST: the guest's; NULL: Add
 * Learner), for the tests; NULL if none. */
GtkWidget *tutor_learner_picker_get_button (TutorLearnerPicker *self,
                                            const char *id);

/* Gives the focus to the button of who learned last. */
void tutor_learner_picker_focus (TutorLearnerPicker *self);

G_END_DECLS
