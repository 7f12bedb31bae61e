/* tutor-class-report-print.h: the class report on the printer or in a PDF
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The pages are the core's (ToguzClassReport), the ones `toguz results
 * report` writes; this only hands them to GtkPrintOperation or a file.
 */
#pragma once

#include <gtk/gtk.h>

#include "toguz-class-report.h"

G_BEGIN_DECLS

/* Runs a print operation over the report's pages: `action` as for
 * gtk_print_operation_run(); with GTK_PRINT_OPERATION_ACTION_EXPORT,
 * export_path names the PDF.  `settings` (may be NULL) is used and
 * updated with the user's choices. */
GtkPrintOperationResult tutor_class_report_print (
  ToguzClassReport *report, GtkWindow *parent,
  GtkPrintOperationAction action, const char *export_path,
  GtkPrintSettings **settings, GError **error);

/* Writes the report as a PDF at `path` on the locale's paper, in a
 * thread (the file appears whole, or not at all).  The report is the
 * task's until it ends: paginate it no more meanwhile. */
void tutor_class_report_save_pdf_async (ToguzClassReport *report,
                                        const char *path,
                                        GCancellable *cancellable,
                                        GAsyncReadyCallback callback,
                                        gpointer user_data);
gboolean tutor_class_report_save_pdf_finish (GAsyncResult *result,
                                             GError **error);

G_END_DECLS
