/* tutor-learner-name-dialog.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tutor-learner-name-dialog.h"

typedef struct
{
  TutorLearners *learners;
  char *id;                 /* NULL: a new learner */
  TutorLearnerNameDone done;
  gpointer data;
  GtkEditable *entry;
  GtkLabel *problem;
} NameQuestion;

static void
name_question_free (gpointer data)
{
  NameQuestion *question = data;

  g_object_unref (question->learners);
  g_free (question->id);
  g_free (question);
}

/* The button follows the model's word on the name; an empty entry is
 * not yet a mistake, and says nothing. */
static void
on_name_changed (AdwMessageDialog *dialog)
{
  NameQuestion *question = g_object_get_data (G_OBJECT (dialog),
                                              "tutor-question");
  g_autoptr (GError) error = NULL;
  g_autofree char *name = tutor_learners_check_name (
    question->learners, gtk_editable_get_text (question->entry),
    question->id, &error);
  gboolean quiet = g_error_matches (error, TUTOR_LEARNERS_ERROR,
                                    TUTOR_LEARNERS_ERROR_EMPTY);

  adw_message_dialog_set_response_enabled (dialog, "save", name != NULL);
  gtk_label_set_text (question->problem,
                      error && !quiet ? error->message : "");
  gtk_widget_set_visible (GTK_WIDGET (question->problem), error && !quiet);
}

static void
show_failure (GtkWindow *parent, const char *heading, const GError *error)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, heading,
                                              error->message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close",
                                   _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_response (AdwMessageDialog *dialog, const char *response, gpointer unused)
{
  NameQuestion *question = g_object_get_data (G_OBJECT (dialog),
                                              "tutor-question");
  const char *name = gtk_editable_get_text (question->entry);
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (dialog));
  g_autoptr (GError) error = NULL;
  g_autofree char *id = NULL;

  if (g_strcmp0 (response, "save") != 0)
    return;
  if (question->id == NULL)
    id = tutor_learners_add (question->learners, name, &error);
  else if (tutor_learners_rename (question->learners, question->id, name,
                                  &error))
    id = g_strdup (question->id);
  if (id == NULL)
    {
      show_failure (parent,
                    question->id ? _("The Learner Could Not Be Renamed")
                                 : _("The Learner Could Not Be Added"),
                    error);
      return;
    }
  if (question->done)
    question->done (id, question->data);
}

GtkWidget *
tutor_learner_name_dialog_present (GtkWindow *parent, TutorLearners *learners,
                                   const char *id, TutorLearnerNameDone done,
                                   gpointer data)
{
  NameQuestion *question = g_new0 (NameQuestion, 1);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *entry = gtk_entry_new ();
  GtkWidget *problem = gtk_label_new (NULL);
  GtkWidget *dialog;
  g_autofree char *heading = NULL;

  g_return_val_if_fail (TUTOR_IS_LEARNERS (learners), NULL);
  question->learners = g_object_ref (learners);
  question->id = g_strdup (id);
  question->done = done;
  question->data = data;
  question->entry = GTK_EDITABLE (entry);
  question->problem = GTK_LABEL (problem);

  if (id)
    /* Translators: %s is the learner's name now. */
    heading = g_strdup_printf (_("Rename %s"),
                               tutor_learners_get_name (learners, id));
  dialog = adw_message_dialog_new (
    parent, id ? heading : _("Add a Learner"),
    id ? _("Attempts made from now on carry the new name; those made before "
           "keep the name they were made under.")
       : _("Each learner has their own progress, stars and puzzle rating on "
           "this computer."));
  g_object_set_data_full (G_OBJECT (dialog), "tutor-question", question,
                          name_question_free);

  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_entry_set_max_length (GTK_ENTRY (entry), 4 * TUTOR_LEARNERS_NAME_MAX);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Learner’s name"), -1);
  if (id)
    gtk_editable_set_text (GTK_EDITABLE (entry),
                           tutor_learners_get_name (learners, id));
  gtk_label_set_wrap (GTK_LABEL (problem), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (problem), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (problem), 0);
  gtk_widget_add_css_class (problem, "error");
  gtk_box_append (GTK_BOX (box), entry);
  gtk_box_append (GTK_BOX (box), problem);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel",
                                    _("_Cancel"), "save",
                                    id ? _("_Rename") : _("_Add"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog),
                                              "save",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog),
                                           "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog),
                                         "cancel");
  g_signal_connect_swapped (entry, "changed", G_CALLBACK (on_name_changed),
                            dialog);
  g_signal_connect (dialog, "response", G_CALLBACK (on_response), NULL);
  on_name_changed (ADW_MESSAGE_DIALOG (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (entry);
  return dialog;
}

GtkEditable *
tutor_learner_name_dialog_get_entry (GtkWidget *dialog)
{
  NameQuestion *question = g_object_get_data (G_OBJECT (dialog),
                                              "tutor-question");

  return question ? question->entry : NULL;
}
