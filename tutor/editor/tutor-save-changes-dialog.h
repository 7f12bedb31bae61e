/* tutor-save-changes-dialog.h: whether to save an exercise set first
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Asked before unsaved changes would be lost.  Its responses are
 * "cancel", "discard" and "save".
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TUTOR_TYPE_SAVE_CHANGES_DIALOG (tutor_save_changes_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TutorSaveChangesDialog, tutor_save_changes_dialog,
                      TUTOR, SAVE_CHANGES_DIALOG, AdwMessageDialog)

/* `set_title` is the set's title in the source language (NULL or "" for
 * an untitled one). */
GtkWidget *tutor_save_changes_dialog_new (GtkWindow *parent,
                                          const char *set_title);

G_END_DECLS
