/* tutor-file-dialog.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tutor-file-dialog.h"

const TutorFileKind tutor_file_kind_exercise_sets = {
  N_("Exercise sets"), { "*.xml", NULL },
};

const TutorFileKind tutor_file_kind_game_records = {
  N_("Game records"), { "*.pgn", "*.txt", NULL },
};

GtkFileChooserNative *
tutor_file_dialog_new (GtkWindow *parent, GtkFileChooserAction action,
                       const char *title, const char *accept_label,
                       const TutorFileKind *kind, const char *current_name)
{
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (
    title, parent, action, accept_label, _("_Cancel"));
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_filter_set_name (filter, _(kind->name));
  for (guint i = 0; i < G_N_ELEMENTS (kind->patterns) && kind->patterns[i];
       i++)
    gtk_file_filter_add_pattern (filter, kind->patterns[i]);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  if (action == GTK_FILE_CHOOSER_ACTION_OPEN)
    {
      g_autoptr (GtkFileFilter) all = gtk_file_filter_new ();
      gtk_file_filter_set_name (all, _("All files"));
      gtk_file_filter_add_pattern (all, "*");
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);
    }
  if (current_name && action == GTK_FILE_CHOOSER_ACTION_SAVE)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser),
                                       current_name);
  return chooser;
}

/* A chooser shown for a task, until it answers or is cancelled. */
typedef struct
{
  GtkNativeDialog *dialog;
  GCancellable *cancellable;
  gulong cancelled_id;
} Choice;

/* Stops listening to both: the task ends with the first that speaks. */
static Choice *
choice_end (GTask *task)
{
  Choice *choice = g_task_get_task_data (task);

  if (choice->cancelled_id)
    g_signal_handler_disconnect (choice->cancellable, choice->cancelled_id);
  choice->cancelled_id = 0;
  g_signal_handlers_disconnect_matched (choice->dialog, G_SIGNAL_MATCH_DATA,
                                        0, 0, NULL, NULL, task);
  return choice;
}

static void
choice_free (Choice *choice)
{
  g_clear_object (&choice->cancellable);
  gtk_native_dialog_destroy (choice->dialog);
  g_object_unref (choice->dialog);
  g_free (choice);
}

static void
on_choice_response (GtkNativeDialog *dialog, int response, GTask *task)
{
  GFile *file = NULL;

  choice_end (task);
  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  g_task_return_pointer (task, file, g_object_unref);
  g_object_unref (task);
}

static void
on_choice_cancelled (GCancellable *cancellable, GTask *task)
{
  Choice *choice = choice_end (task);

  /* A hidden dialog sends no response: the task ends here. */
  gtk_native_dialog_hide (choice->dialog);
  g_task_return_error_if_cancelled (task);
  g_object_unref (task);
}

void
tutor_file_dialog_choose_async (GtkWindow *parent,
                                GtkFileChooserAction action,
                                const char *title, const char *accept_label,
                                const TutorFileKind *kind,
                                const char *current_name,
                                GCancellable *cancellable,
                                GAsyncReadyCallback callback,
                                gpointer user_data)
{
  GTask *task = g_task_new (NULL, cancellable, callback, user_data);
  Choice *choice = g_new0 (Choice, 1);

  g_task_set_source_tag (task, tutor_file_dialog_choose_async);
  choice->dialog = GTK_NATIVE_DIALOG (tutor_file_dialog_new (
    parent, action, title, accept_label, kind, current_name));
  g_task_set_task_data (task, choice, (GDestroyNotify) choice_free);
  if (g_task_return_error_if_cancelled (task))
    {
      g_object_unref (task);
      return;
    }
  /* The task holds itself until the chooser answers or is cancelled. */
  g_signal_connect (choice->dialog, "response",
                    G_CALLBACK (on_choice_response), task);
  if (cancellable)
    {
      choice->cancellable = g_object_ref (cancellable);
      choice->cancelled_id = g_signal_connect (
        cancellable, "cancelled", G_CALLBACK (on_choice_cancelled), task);
    }
  gtk_native_dialog_show (choice->dialog);
}

GFile *
tutor_file_dialog_choose_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

void
tutor_file_dialog_choose_game_async (GtkWindow *parent, gboolean save,
                                     GCancellable *cancellable,
                                     GAsyncReadyCallback callback,
                                     gpointer user_data)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");
  /* Translators: the file name offered for a saved game; %s is a date. */
  g_autofree char *name = g_strdup_printf (_("Togyz game %s.txt"), date);

  if (save)
    tutor_file_dialog_choose_async (parent, GTK_FILE_CHOOSER_ACTION_SAVE,
                                    _("Save Game"), _("_Save"),
                                    &tutor_file_kind_game_records, name,
                                    cancellable, callback, user_data);
  else
    tutor_file_dialog_choose_async (parent, GTK_FILE_CHOOSER_ACTION_OPEN,
                                    _("Open Game"), _("_Open"),
                                    &tutor_file_kind_game_records, NULL,
                                    cancellable, callback, user_data);
}
