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
