/* tutor-save-progress-dialog.h: when the progress cannot be saved at the end
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Asked when the learner closes the tutor and the last save fails (a full
 * disk, a data folder that may not be written): why, what to do, and
 * whether to try again or to quit without saving.  Its responses are
 * "retry", "quit" and "cancel" (Escape: the window stays).
 */
#pragma once

#include <adwaita.h>

#include "tutor-progress.h"

G_BEGIN_DECLS

#define TUTOR_TYPE_SAVE_PROGRESS_DIALOG \
  (tutor_save_progress_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TutorSaveProgressDialog, tutor_save_progress_dialog,
                      TUTOR, SAVE_PROGRESS_DIALOG, AdwMessageDialog)

/* `reason` is the system's words for the failure; `folder` the folder
 * the progress is saved in. */
GtkWidget *tutor_save_progress_dialog_new (GtkWindow *parent,
                                           const char *reason,
                                           const char *folder);

/* Saves the progress now: TRUE when it is on disk.  Otherwise asks, and
 * returns FALSE; then() follows once a try again succeeds or the learner
 * quits without saving (nothing follows when they stay, or when the
 * parent is gone). */
gboolean tutor_save_progress_dialog_save_or_ask (GtkWindow *parent,
                                                 TutorProgress *progress,
                                                 void (*then) (gpointer),
                                                 gpointer data);

/* A question about closing still open over parent (this one, or the
 * one about an exercise set not saved), as after a second Ctrl+Q: shown
 * again, not asked twice.  Whether there was one. */
gboolean tutor_save_progress_dialog_present_open (GtkWindow *parent);

G_END_DECLS
