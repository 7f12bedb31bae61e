/* tutor-worksheet-print.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tutor-worksheet-print.h"

static void
prepare_in_thread (GTask *task, gpointer source, gpointer data,
                   GCancellable *cancellable)
{
  ToguzLesson *lesson = data;

  g_task_return_pointer (task, toguz_worksheet_new (lesson), g_object_unref);
}

void
tutor_worksheet_prepare_async (ToguzLesson *lesson, GCancellable *cancellable,
                               GAsyncReadyCallback callback,
                               gpointer user_data)
{
  g_autoptr (GTask) task = g_task_new (NULL, cancellable, callback,
                                       user_data);

  g_return_if_fail (TOGUZ_IS_LESSON (lesson));
  g_task_set_source_tag (task, tutor_worksheet_prepare_async);
  g_task_set_task_data (task, g_object_ref (lesson), g_object_unref);
  g_task_run_in_thread (task, prepare_in_thread);
}

ToguzWorksheet *
tutor_worksheet_prepare_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

typedef struct
{
  ToguzLesson *lesson;
  char *path;
  ToguzPaper paper;
} ExportJob;

static void
export_job_free (gpointer data)
{
  ExportJob *job = data;

  g_object_unref (job->lesson);
  g_free (job->path);
  g_free (job);
}

/* Written beside the destination, then renamed: a reader never sees half
 * a worksheet, and a failed write leaves the old file alone. */
static void
export_in_thread (GTask *task, gpointer source, gpointer data,
                  GCancellable *cancellable)
{
  ExportJob *job = data;
  g_autoptr (ToguzWorksheet) worksheet = toguz_worksheet_new (job->lesson);
  GError *error = NULL;

  if (g_task_return_error_if_cancelled (task))
    return;
  /* Whole or not at all: the writer renames a finished file over the
   * old one. */
  if (toguz_worksheet_save_pdf (worksheet, job->path, job->paper, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
tutor_worksheet_export_async (ToguzLesson *lesson, const char *path,
                              ToguzPaper paper, GCancellable *cancellable,
                              GAsyncReadyCallback callback,
                              gpointer user_data)
{
  g_autoptr (GTask) task = g_task_new (NULL, cancellable, callback,
                                       user_data);
  ExportJob *job;

  g_return_if_fail (TOGUZ_IS_LESSON (lesson));
  g_return_if_fail (path != NULL);
  job = g_new0 (ExportJob, 1);
  job->lesson = g_object_ref (lesson);
  job->path = g_strdup (path);
  job->paper = paper;
  g_task_set_source_tag (task, tutor_worksheet_export_async);
  g_task_set_task_data (task, job, export_job_free);
  g_task_run_in_thread (task, export_in_thread);
}

gboolean
tutor_worksheet_export_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

static void
on_begin_print (GtkPrintOperation *operation, GtkPrintContext *context,
                ToguzWorksheet *worksheet)
{
  /* use-full-page and points: the context is the whole sheet. */
  guint pages = toguz_worksheet_paginate (
    worksheet, gtk_print_context_get_width (context),
    gtk_print_context_get_height (context));

  gtk_print_operation_set_n_pages (operation, (int) MAX (pages, 1u));
}

static void
on_draw_page (GtkPrintOperation *operation, GtkPrintContext *context,
              int page_nr, ToguzWorksheet *worksheet)
{
  toguz_worksheet_draw_page (worksheet, gtk_print_context_get_cairo_context (
                                          context),
                             (guint) page_nr);
}

GtkPageSetup *
tutor_worksheet_page_setup (void)
{
  GtkPageSetup *setup = gtk_page_setup_new ();
  ToguzPaper paper = tutor_worksheet_default_paper ();
  g_autoptr (GtkPaperSize) size = NULL;
  double width, height;

  toguz_paper_get_size (paper, &width, &height);
  size = gtk_paper_size_new_custom (
    paper == TOGUZ_PAPER_LETTER ? "na_letter" : "iso_a4",
    paper == TOGUZ_PAPER_LETTER ? "US Letter" : "A4", width, height,
    GTK_UNIT_POINTS);
  gtk_page_setup_set_paper_size_and_default_margins (setup, size);
  return setup;
}

GtkPrintOperationResult
tutor_worksheet_print (ToguzWorksheet *worksheet, GtkWindow *parent,
                       GtkPrintOperationAction action,
                       const char *export_path, GtkPrintSettings **settings,
                       GError **error)
{
  g_autoptr (GtkPrintOperation) operation = gtk_print_operation_new ();
  g_autoptr (GtkPageSetup) setup = tutor_worksheet_page_setup ();
  GtkPrintOperationResult result;

  g_return_val_if_fail (TOGUZ_IS_WORKSHEET (worksheet),
                        GTK_PRINT_OPERATION_RESULT_ERROR);
  gtk_print_operation_set_default_page_setup (operation, setup);
  if (settings && *settings)
    gtk_print_operation_set_print_settings (operation, *settings);
  gtk_print_operation_set_use_full_page (operation, TRUE);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  gtk_print_operation_set_job_name (
    operation, toguz_lesson_get_title (toguz_worksheet_get_lesson (
                 worksheet)));
  if (export_path)
    gtk_print_operation_set_export_filename (operation, export_path);
  g_signal_connect (operation, "begin-print", G_CALLBACK (on_begin_print),
                    worksheet);
  g_signal_connect (operation, "draw-page", G_CALLBACK (on_draw_page),
                    worksheet);

  result = gtk_print_operation_run (operation, action, parent, error);
  if (result == GTK_PRINT_OPERATION_RESULT_APPLY && settings)
    {
      g_clear_object (settings);
      *settings = g_object_ref (gtk_print_operation_get_print_settings (
        operation));
    }
  return result;
}

ToguzPaper
tutor_worksheet_default_paper (void)
{
  const char *name = gtk_paper_size_get_default ();

  return g_str_has_prefix (name, "na_") ? TOGUZ_PAPER_LETTER
                                         : TOGUZ_PAPER_A4;
}
