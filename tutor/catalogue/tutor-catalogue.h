/* tutor-catalogue.h: the lessons and puzzle sets the tutor knows
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "toguz-lesson.h"
#include "tutor-failed-file.h"

G_BEGIN_DECLS

#define TUTOR_TYPE_CATALOGUE (tutor_catalogue_get_type ())
G_DECLARE_FINAL_TYPE (TutorCatalogue, tutor_catalogue, TUTOR, CATALOGUE,
                      GObject)

/* Reads the shipped files of `directory` (the rule lessons and puzzle
 * sets, *.xml) in a thread.  A shipped file with problems is left out and
 * logged: the tests keep that from happening. */
void tutor_catalogue_new_async (const char *directory,
                                GCancellable *cancellable,
                                GAsyncReadyCallback callback,
                                gpointer user_data);
TutorCatalogue *tutor_catalogue_new_finish (GAsyncResult *result,
                                            GError **error);

/* Where the shipped lessons are: $TOGUZ_TUTOR_LESSONS_DIR when set (an
 * uninstalled build), else the installed data directory. */
char *tutor_catalogue_default_directory (void);

/* ToguzLesson items, in `order`: the rule lessons, then the puzzle sets,
 * then files the user opened. */
GListModel *tutor_catalogue_get_lessons (TutorCatalogue *self);
GListModel *tutor_catalogue_get_puzzle_sets (TutorCatalogue *self);
GListModel *tutor_catalogue_get_opened (TutorCatalogue *self);
/* TutorFailedFile items: files the user opened that could not be used. */
GListModel *tutor_catalogue_get_failed (TutorCatalogue *self);

ToguzLesson *tutor_catalogue_find (TutorCatalogue *self, const char *id);

/* Adds a file the user opened (it appears last); replaces an earlier
 * file of the same path, or a copy of the same set (its id and its
 * fingerprint). */
void tutor_catalogue_add_opened (TutorCatalogue *self, ToguzLesson *lesson);
/* Takes a file the user opened out of the list, if it is there. */
void tutor_catalogue_remove_opened (TutorCatalogue *self, const char *path);
/* Whether `lesson` is one of the files the user opened. */
gboolean tutor_catalogue_is_opened (TutorCatalogue *self,
                                    ToguzLesson *lesson);

/* Adds a file that could not be used, or replaces the one of its path. */
void tutor_catalogue_add_failed (TutorCatalogue *self,
                                 TutorFailedFile *failed);
void tutor_catalogue_remove_failed (TutorCatalogue *self, const char *path);

G_END_DECLS
