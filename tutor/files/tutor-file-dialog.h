/* tutor-file-dialog.h: the file choosers of the tutor, made one way
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The kind of file a chooser offers: a name for people, marked with N_()
 * and translated when shown, and the patterns ("*.xml", ...),
 * NULL-terminated. */
typedef struct
{
  const char *name;
  const char *patterns[4];
} TutorFileKind;

/* The kinds of file more than one page offers. */
extern const TutorFileKind tutor_file_kind_exercise_sets;
extern const TutorFileKind tutor_file_kind_game_records;

/* A modal GtkFileChooserNative over `parent` for one kind of file, with
 * "All files" besides when opening; `current_name` (may be NULL) is the
 * name offered when saving.  Show it with gtk_native_dialog_show(); the
 * caller owns it. */
GtkFileChooserNative *tutor_file_dialog_new (GtkWindow *parent,
                                             GtkFileChooserAction action,
                                             const char *title,
                                             const char *accept_label,
                                             const TutorFileKind *kind,
                                             const char *current_name);

/* Shows such a chooser and finishes with the file chosen, or NULL when
 * the person chose none; cancelling `cancellable` closes the chooser and
 * fails with G_IO_ERROR_CANCELLED. */
void tutor_file_dialog_choose_async (GtkWindow *parent,
                                     GtkFileChooserAction action,
                                     const char *title,
                                     const char *accept_label,
                                     const TutorFileKind *kind,
                                     const char *current_name,
                                     GCancellable *cancellable,
                                     GAsyncReadyCallback callback,
                                     gpointer user_data);
GFile *tutor_file_dialog_choose_finish (GAsyncResult *result,
                                        GError **error);

/* The chooser of a game record (*.txt, *.pgn) to open or, with `save`, to
 * save as, offering a name with today's date. */
void tutor_file_dialog_choose_game_async (GtkWindow *parent, gboolean save,
                                          GCancellable *cancellable,
                                          GAsyncReadyCallback callback,
                                          gpointer user_data);

G_END_DECLS
