/* tutor-worksheet-print.h: a lesson's worksheet on the printer or in a PDF
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The pages are the core's (core/worksheet), the ones `toguz worksheet`
 * writes; this only hands them to GtkPrintOperation or a PDF file.
 */
#pragma once

#include <gtk/gtk.h>

#include "toguz-worksheet.h"

G_BEGIN_DECLS

/* Works out the worksheet (and its answer key, which may ask the engine)
 * in a thread. */
void tutor_worksheet_prepare_async (ToguzLesson *lesson,
                                    GCancellable *cancellable,
                                    GAsyncReadyCallback callback,
                                    gpointer user_data);
ToguzWorksheet *tutor_worksheet_prepare_finish (GAsyncResult *result,
                                                GError **error);

/* Works out the worksheet and writes it as a PDF at `path`, in a thread
 * (the file appears whole, or not at all). */
void tutor_worksheet_export_async (ToguzLesson *lesson, const char *path,
                                   ToguzPaper paper,
                                   GCancellable *cancellable,
                                   GAsyncReadyCallback callback,
                                   gpointer user_data);
gboolean tutor_worksheet_export_finish (GAsyncResult *result, GError **error);

/* Runs a print operation over the worksheet's pages: `action` as for
 * gtk_print_operation_run(); with GTK_PRINT_OPERATION_ACTION_EXPORT,
 * export_path names the PDF.  `settings` (may be NULL) is used and
 * updated with the user's choices. */
GtkPrintOperationResult tutor_worksheet_print (ToguzWorksheet *worksheet,
                                               GtkWindow *parent,
                                               GtkPrintOperationAction action,
                                               const char *export_path,
                                               GtkPrintSettings **settings,
                                               GError **error);

/* The paper of the user's locale: Letter in the Americas, else A4. */
ToguzPaper tutor_worksheet_default_paper (void);
/* A page setup of that paper, for a print operation of the core's pages
 * (the class report's too). */
GtkPageSetup *tutor_worksheet_page_setup (void);

G_END_DECLS
