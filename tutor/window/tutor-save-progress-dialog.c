/* tutor-save-progress-dialog.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tutor-save-changes-dialog.h"
#include "tutor-save-progress-dialog.h"
#include "tutor-text.h"

struct _TutorSaveProgressDialog
{
  AdwMessageDialog parent_instance;
};

G_DEFINE_FINAL_TYPE (TutorSaveProgressDialog, tutor_save_progress_dialog,
                     ADW_TYPE_MESSAGE_DIALOG)

static void
tutor_save_progress_dialog_class_init (TutorSaveProgressDialogClass *klass)
{
  gtk_widget_class_set_template_from_resource (
    GTK_WIDGET_CLASS (klass),
    "/org/toguztutor/Tutor/window/tutor-save-progress-dialog.ui");
}

static void
tutor_save_progress_dialog_init (TutorSaveProgressDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tutor_save_progress_dialog_new (GtkWindow *parent, const char *reason,
                                const char *folder)
{
  GtkWidget *dialog = g_object_new (TUTOR_TYPE_SAVE_PROGRESS_DIALOG,
                                    "transient-for", parent, NULL);
  g_autofree char *shown_reason = tutor_text_for_label (reason);
  g_autofree char *shown_folder = tutor_text_for_label (folder);

  /* Plain text, not markup: the reason and the folder are shown as they
   * are, whatever they hold. */
  adw_message_dialog_format_body (
    ADW_MESSAGE_DIALOG (dialog),
    /* Translators: %1$s is why, as the system says it ("No space left on
     * device"); %2$s is the folder the progress is saved in. */
    _("%1$s\n\nFree some space on the disk, or check that you may write "
      "to the folder %2$s. What you have saved before is safe; if you quit "
      "without saving, what you did since is lost."),
    shown_reason, shown_folder);
  return dialog;
}

/* A question asked: what follows the answer. */
typedef struct
{
  GtkWindow *parent;        /* weak */
  TutorProgress *progress;
  void (*then) (gpointer);
  gpointer data;
} Question;

static void
question_free (gpointer data, GClosure *closure)
{
  Question *question = data;

  g_clear_weak_pointer (&question->parent);
  g_object_unref (question->progress);
  g_free (question);
}

static void
on_response (AdwMessageDialog *dialog, const char *response, gpointer data)
{
  Question *question = data;

  if (question->parent == NULL)
    return;
  if (g_strcmp0 (response, "retry") == 0)
    {
      if (tutor_save_progress_dialog_save_or_ask (question->parent,
                                                  question->progress,
                                                  question->then,
                                                  question->data))
        question->then (question->data);
    }
  else if (g_strcmp0 (response, "quit") == 0)
    {
      g_message ("Quitting without saving the progress to %s: %s",
                 tutor_progress_get_path (question->progress),
                 tutor_progress_get_save_error (question->progress));
      question->then (question->data);
    }
}

gboolean
tutor_save_progress_dialog_save_or_ask (GtkWindow *parent,
                                        TutorProgress *progress,
                                        void (*then) (gpointer),
                                        gpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *folder = NULL;
  Question *question;
  GtkWidget *dialog;

  g_return_val_if_fail (GTK_IS_WINDOW (parent), FALSE);
  g_return_val_if_fail (TUTOR_IS_PROGRESS (progress), FALSE);
  g_return_val_if_fail (then != NULL, FALSE);
  if (tutor_progress_save (progress, &error))
    return TRUE;
  folder = g_path_get_dirname (tutor_progress_get_path (progress));
  dialog = tutor_save_progress_dialog_new (parent, error->message, folder);
  question = g_new0 (Question, 1);
  g_set_weak_pointer (&question->parent, parent);
  question->progress = g_object_ref (progress);
  question->then = then;
  question->data = data;
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_response),
                         question, question_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return FALSE;
}

gboolean
tutor_save_progress_dialog_present_open (GtkWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, i);

      if ((TUTOR_IS_SAVE_CHANGES_DIALOG (window)
           || TUTOR_IS_SAVE_PROGRESS_DIALOG (window))
          && gtk_window_get_transient_for (window) == parent
          && gtk_widget_get_visible (GTK_WIDGET (window)))
        {
          gtk_window_present (window);
          return TRUE;
        }
    }
  return FALSE;
}
