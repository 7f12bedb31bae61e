/* tutor-class-import.h: a teacher's class CSVs read, keeping the good ones
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The core adds each path all or nothing (toguz_class_results_add_path):
 * here every path is added on its own, in a worker thread, so that one
 * file the model refuses costs only that file (a folder, which the core
 * reads as one, is refused whole).  The refused ones come back with the
 * model's message, "FILE:LINE: what is wrong", as it gives it.  Without
 * a display.
 */
#pragma once

#include <gio/gio.h>

#include "toguz-class-results.h"

G_BEGIN_DECLS

/* A path the model refused, and why. */
typedef struct
{
  char *path;
  gboolean folder;            /* a folder: none of its files was added */
  GError *error;
} TutorClassImportProblem;

typedef struct
{
  ToguzClassResults *results; /* every path accepted, merged */
  GStrv accepted;             /* those paths, in the order given */
  GPtrArray *problems;        /* TutorClassImportProblem, in that order */
} TutorClassImport;

void tutor_class_import_free (TutorClassImport *import);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TutorClassImport, tutor_class_import_free)

/* Reads every path (a .csv file or a folder of them) into one new
 * results, in a thread; a path given twice is read once. */
void tutor_class_import_async (const char *const *paths,
                               GCancellable *cancellable,
                               GAsyncReadyCallback callback,
                               gpointer user_data);
/* NULL only when cancelled: files that cannot be read are refused paths,
 * not an error. */
TutorClassImport *tutor_class_import_finish (GAsyncResult *result,
                                             GError **error);

/* The same, at once, in the calling thread. */
TutorClassImport *tutor_class_import_paths (const char *const *paths,
                                            GCancellable *cancellable);

G_END_DECLS
