/* tutor-save-changes-dialog.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tutor-save-changes-dialog.h"

struct _TutorSaveChangesDialog
{
  AdwMessageDialog parent_instance;
};

G_DEFINE_FINAL_TYPE (TutorSaveChangesDialog, tutor_save_changes_dialog,
                     ADW_TYPE_MESSAGE_DIALOG)

static void
tutor_save_changes_dialog_class_init (TutorSaveChangesDialogClass *klass)
{
  gtk_widget_class_set_template_from_resource (
    GTK_WIDGET_CLASS (klass),
    "/org/toguztutor/Tutor/editor/tutor-save-changes-dialog.ui");
}

static void
tutor_save_changes_dialog_init (TutorSaveChangesDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tutor_save_changes_dialog_new (GtkWindow *parent, const char *set_title)
{
  GtkWidget *dialog = g_object_new (TUTOR_TYPE_SAVE_CHANGES_DIALOG,
                                    "transient-for", parent, NULL);

  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  _("The exercise set “%s” has changes that "
                                    "are not saved. Without saving, they "
                                    "are lost."),
                                  set_title && *set_title
                                    ? set_title
                                    : _("Untitled Exercise Set"));
  return dialog;
}
