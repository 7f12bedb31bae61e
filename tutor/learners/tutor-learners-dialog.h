/* tutor-learners-dialog.h: the learners of this computer, managed
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A row per learner with Rename, Reset Progress and Remove (each
 * destructive one confirmed, Cancel the default), and Add Learner: how a
 * teacher sets up a shared computer.
 */
#pragma once

#include <adwaita.h>

#include "tutor-learners.h"

G_BEGIN_DECLS

#define TUTOR_TYPE_LEARNERS_DIALOG (tutor_learners_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TutorLearnersDialog, tutor_learners_dialog, TUTOR,
                      LEARNERS_DIALOG, AdwPreferencesWindow)

GtkWidget *tutor_learners_dialog_new (GtkWindow *parent,
                                      TutorLearners *learners);

/* The question before a learner's progress is reset, over `parent`:
 * its responses are "cancel" (the default) and "reset"; the caller
 * resets.  Not yet presented. */
GtkWidget *tutor_learners_dialog_confirm_reset (GtkWindow *parent,
                                                TutorLearners *learners,
                                                const char *id);

/* The row of a learner, for the tests; NULL if none. */
GtkWidget *tutor_learners_dialog_get_row (TutorLearnersDialog *self,
                                          const char *id);

G_END_DECLS
