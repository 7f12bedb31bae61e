/* tutor-class-report-print.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tutor-class-report-print.h"
#include "tutor-worksheet-print.h"

static void
on_begin_print (GtkPrintOperation *operation, GtkPrintContext *context,
                ToguzClassReport *report)
{
  /* use-full-page and points: the context is the whole sheet. */
  guint pages = toguz_class_report_paginate (
    report, gtk_print_context_get_width (context),
    gtk_print_context_get_height (context));

  gtk_print_operation_set_n_pages (operation, (int) MAX (pages, 1u));
}

static void
on_draw_page (GtkPrintOperation *operation, GtkPrintContext *context,
              int page_nr, ToguzClassReport *report)
{
  toguz_class_report_draw_page (report,
                                gtk_print_context_get_cairo_context (context),
                                (guint) page_nr);
}

GtkPrintOperationResult
tutor_class_report_print (ToguzClassReport *report, GtkWindow *parent,
                          GtkPrintOperationAction action,
                          const char *export_path,
                          GtkPrintSettings **settings, GError **error)
{
  g_autoptr (GtkPrintOperation) operation = gtk_print_operation_new ();
  g_autoptr (GtkPageSetup) setup = tutor_worksheet_page_setup ();
  GtkPrintOperationResult result;

  g_return_val_if_fail (TOGUZ_IS_CLASS_REPORT (report),
                        GTK_PRINT_OPERATION_RESULT_ERROR);
  gtk_print_operation_set_default_page_setup (operation, setup);
  if (settings && *settings)
    gtk_print_operation_set_print_settings (operation, *settings);
  gtk_print_operation_set_use_full_page (operation, TRUE);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  gtk_print_operation_set_job_name (operation,
                                    toguz_class_report_get_title (report));
  if (export_path)
    gtk_print_operation_set_export_filename (operation, export_path);
  g_signal_connect (operation, "begin-print", G_CALLBACK (on_begin_print),
                    report);
  g_signal_connect (operation, "draw-page", G_CALLBACK (on_draw_page),
                    report);

  result = gtk_print_operation_run (operation, action, parent, error);
  if (result == GTK_PRINT_OPERATION_RESULT_APPLY && settings)
    {
      g_clear_object (settings);
      *settings = g_object_ref (gtk_print_operation_get_print_settings (
        operation));
    }
  return result;
}

typedef struct
{
  ToguzClassReport *report;
  char *path;
  ToguzPaper paper;
} SaveJob;

static void
save_job_free (gpointer data)
{
  SaveJob *job = data;

  g_object_unref (job->report);
  g_free (job->path);
  g_free (job);
}

static void
save_in_thread (GTask *task, gpointer source, gpointer data,
                GCancellable *cancellable)
{
  SaveJob *job = data;
  GError *error = NULL;

  if (g_task_return_error_if_cancelled (task))
    return;
  /* Whole or not at all: the writer renames a finished file over the
   * old one. */
  if (toguz_class_report_save_pdf (job->report, job->path, job->paper,
                                   &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
tutor_class_report_save_pdf_async (ToguzClassReport *report,
                                   const char *path,
                                   GCancellable *cancellable,
                                   GAsyncReadyCallback callback,
                                   gpointer user_data)
{
  g_autoptr (GTask) task = NULL;
  SaveJob *job;

  g_return_if_fail (TOGUZ_IS_CLASS_REPORT (report));
  g_return_if_fail (path != NULL);
  task = g_task_new (NULL, cancellable, callback, user_data);
  job = g_new0 (SaveJob, 1);
  job->report = g_object_ref (report);
  job->path = g_strdup (path);
  /* Read here: the locale's paper is GTK's to tell, on this thread. */
  job->paper = tutor_worksheet_default_paper ();
  g_task_set_source_tag (task, tutor_class_report_save_pdf_async);
  g_task_set_task_data (task, job, save_job_free);
  g_task_run_in_thread (task, save_in_thread);
}

gboolean
tutor_class_report_save_pdf_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}
