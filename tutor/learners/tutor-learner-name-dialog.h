/* tutor-learner-name-dialog.h: a learner's name asked for, checked as it
 * is typed
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tutor-learners.h"

G_BEGIN_DECLS

/* Called with the learner added or renamed. */
typedef void (*TutorLearnerNameDone) (const char *id, gpointer data);

/* A dialog over `parent` asking for a new learner's name (`id` NULL) or
 * for learner `id`'s new name: its button stays off while the model
 * refuses the name, and says why under it.  Once added or renamed,
 * `done` (may be NULL) is called; a file that cannot be written is said
 * in a dialog of its own.  The dialog is presented. */
GtkWidget *tutor_learner_name_dialog_present (GtkWindow *parent,
                                              TutorLearners *learners,
                                              const char *id,
                                              TutorLearnerNameDone done,
                                              gpointer data);

/* The same dialog's entry, for the tests. */
GtkEditable *tutor_learner_name_dialog_get_entry (GtkWidget *dialog);

G_END_DECLS
