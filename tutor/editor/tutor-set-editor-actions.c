/* tutor-set-editor-actions.c: the editor page's actions and files
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Reading and writing run off the main thread (the draft's GTasks); the
 * file choosers are the tutor's own (tutor-file-dialog.c).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tutor-file-dialog.h"
#include "tutor-save-changes-dialog.h"
#include "tutor-set-editor-private.h"
#include "tutor-toast.h"

static GtkWindow *
parent_window (TutorSetEditor *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

/* Reading and writing the set */

static void
on_draft_loaded (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GTask) task = data;
  TutorSetEditor *self = g_task_get_source_object (task);
  GError *error = NULL;

  toguz_set_draft_load_finish (TOGUZ_SET_DRAFT (source), result, &error);
  if (tutor_set_editor_file_job_end (self, error))
    tutor_set_editor_show_set (self);
  tutor_set_editor_file_job_return (task, error);
}

void
tutor_set_editor_open_file_async (TutorSetEditor *self, GFile *file,
                                  GCancellable *cancellable,
                                  GAsyncReadyCallback callback, gpointer data)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  g_return_if_fail (G_IS_FILE (file));

  toguz_set_draft_load_async (
    self->draft, file, cancellable, on_draft_loaded,
    tutor_set_editor_file_job_start (self, cancellable, callback, data,
                                     tutor_set_editor_open_file_async));
}

gboolean
tutor_set_editor_open_file_finish (TutorSetEditor *self,
                                   GAsyncResult *result, GError **error)
{
  return tutor_set_editor_file_job_finish (self, result, error);
}

static void
saved (TutorSetEditor *self)
{
  g_autofree char *name = g_file_get_basename (
    toguz_set_draft_get_file (self->draft));
  g_autofree char *text = g_strdup_printf (_("Saved “%s”"), name);

  tutor_set_editor_show_message (self, NULL);
  tutor_set_editor_update_title (self);
  tutor_set_editor_toast (self, text);
}

static void
on_draft_saved (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GTask) task = data;
  TutorSetEditor *self = g_task_get_source_object (task);
  GError *error = NULL;

  toguz_set_draft_save_finish (TOGUZ_SET_DRAFT (source), result, &error);
  self->saving = FALSE;
  if (!self->disposed)
    tutor_set_editor_update_actions (self);
  if (tutor_set_editor_file_job_end (self, error))
    saved (self);
  tutor_set_editor_file_job_return (task, error);
}

void
tutor_set_editor_save_file_async (TutorSetEditor *self, GFile *file,
                                  GCancellable *cancellable,
                                  GAsyncReadyCallback callback, gpointer data)
{
  GTask *task;

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  g_return_if_fail (G_IS_FILE (file));

  task = tutor_set_editor_file_job_start (self, cancellable, callback, data,
                                          tutor_set_editor_save_file_async);
  self->saving = TRUE;
  tutor_set_editor_update_actions (self);
  toguz_set_draft_save_async (self->draft, file, cancellable, on_draft_saved,
                              task);
}

gboolean
tutor_set_editor_save_file_finish (TutorSetEditor *self,
                                   GAsyncResult *result, GError **error)
{
  return tutor_set_editor_file_job_finish (self, result, error);
}

/* File dialogs */

/* What to do once the set is saved (or the teacher chose not to). */
typedef struct
{
  TutorSetEditor *self;
  GCallback then;
  gpointer then_data;
} Pending;

static Pending *
pending_new (TutorSetEditor *self, GCallback then, gpointer then_data)
{
  Pending *pending = g_new0 (Pending, 1);

  pending->self = self;
  pending->then = then;
  pending->then_data = then_data;
  return pending;
}

static void
on_saved_then (GObject *source, GAsyncResult *result, gpointer data)
{
  Pending *pending = data;

  /* The page has shown why, when it was not saved. */
  if (tutor_set_editor_save_file_finish (TUTOR_SET_EDITOR (source), result,
                                         NULL)
      && pending->then)
    ((void (*) (gpointer)) pending->then) (pending->then_data);
  g_free (pending);
}

static void
save_to (TutorSetEditor *self, GFile *file, GCallback then,
         gpointer then_data)
{
  tutor_set_editor_save_file_async (self, file, self->file_cancellable,
                                    on_saved_then,
                                    pending_new (self, then, then_data));
}

static void
on_save_as_response (GtkNativeDialog *dialog, int response, gpointer data)
{
  Pending *pending = data;
  TutorSetEditor *self = pending->self;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file
        = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      save_to (self, file, pending->then, pending->then_data);
    }
  g_clear_object (&self->dialog);
  g_free (pending);
}

/* The writer refuses a set without a title: it is asked for first, in
 * its field, before a file name. */
static gboolean
ask_for_title (TutorSetEditor *self)
{
  if (toguz_set_draft_has_title (self->draft))
    return FALSE;
  tutor_set_editor_show_message (self, _("The set needs a title before it "
                                         "is saved: type one in the Title "
                                         "field."));
  self->asking_title = TRUE;
  gtk_widget_add_css_class (GTK_WIDGET (self->set_title_row), "error");
  adw_flap_set_reveal_flap (self->flap, TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (self->set_title_row));
  return TRUE;
}

void
tutor_set_editor_title_given (TutorSetEditor *self)
{
  if (!toguz_set_draft_has_title (self->draft) || !self->asking_title)
    return;
  /* The mark of the question only: a title the format refuses keeps its
   * own (the text check runs after this). */
  gtk_widget_remove_css_class (GTK_WIDGET (self->set_title_row), "error");
  tutor_set_editor_show_message (self, NULL);
}

static void
save_as (TutorSetEditor *self, GCallback then, gpointer then_data)
{
  GtkFileChooserNative *chooser;
  GFile *file = toguz_set_draft_get_file (self->draft);
  /* The lesson file type's glob: Files opens such a file with the tutor
   * (data/org.toguztutor.Tutor.mime.xml.in). */
  g_autofree char *name = g_strdup_printf (
    "%s.toguz.xml", toguz_set_draft_get_id (self->draft));

  if (self->dialog || ask_for_title (self))
    return;
  chooser = tutor_file_dialog_new (parent_window (self),
                                   GTK_FILE_CHOOSER_ACTION_SAVE,
                                   _("Save Exercise Set"), _("_Save"),
                                   &tutor_file_kind_exercise_sets, name);
  if (file)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), file, NULL);
  self->dialog = GTK_NATIVE_DIALOG (chooser);
  g_signal_connect (chooser, "response", G_CALLBACK (on_save_as_response),
                    pending_new (self, then, then_data));
  gtk_native_dialog_show (self->dialog);
}

void
tutor_set_editor_save (TutorSetEditor *self, GCallback then,
                       gpointer then_data)
{
  GFile *file = toguz_set_draft_get_file (self->draft);

  if (ask_for_title (self))
    return;
  if (file)
    save_to (self, file, then, then_data);
  else
    save_as (self, then, then_data);
}

static void
on_discard_response (AdwMessageDialog *dialog, const char *response,
                     gpointer data)
{
  Pending *pending = data;

  if (g_strcmp0 (response, "discard") == 0)
    ((void (*) (gpointer)) pending->then) (pending->then_data);
  else if (g_strcmp0 (response, "save") == 0)
    tutor_set_editor_save (pending->self, pending->then, pending->then_data);
  g_free (pending);
}

void
tutor_set_editor_confirm_discard (TutorSetEditor *self, GCallback then,
                                  gpointer data)
{
  GtkWidget *dialog;

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  g_return_if_fail (then != NULL);
  if (!toguz_set_draft_get_modified (self->draft))
    {
      ((void (*) (gpointer)) then) (data);
      return;
    }
  dialog = tutor_save_changes_dialog_new (
    parent_window (self),
    toguz_lesson_text_get_source (toguz_set_draft_get_title (self->draft)));
  g_signal_connect (dialog, "response", G_CALLBACK (on_discard_response),
                    pending_new (self, then, data));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_open_response (GtkNativeDialog *dialog, int response, gpointer data)
{
  TutorSetEditor *self = data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file
        = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      /* The page shows what went wrong. */
      tutor_set_editor_open_file_async (self, file, self->file_cancellable,
                                        NULL, NULL);
    }
  g_clear_object (&self->dialog);
}

static void
choose_set_to_open (gpointer data)
{
  TutorSetEditor *self = data;
  GtkFileChooserNative *chooser;

  if (self->dialog)
    return;
  chooser = tutor_file_dialog_new (parent_window (self),
                                   GTK_FILE_CHOOSER_ACTION_OPEN,
                                   _("Open Exercise Set"), _("_Open"),
                                   &tutor_file_kind_exercise_sets, NULL);
  self->dialog = GTK_NATIVE_DIALOG (chooser);
  g_signal_connect (chooser, "response", G_CALLBACK (on_open_response), self);
  gtk_native_dialog_show (self->dialog);
}

static void
start_new_set (gpointer data)
{
  tutor_set_editor_new_set (TUTOR_SET_EDITOR (data));
}

static void
on_record_response (GtkNativeDialog *dialog, int response, gpointer data)
{
  TutorSetEditor *self = data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file
        = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      tutor_set_editor_open_record_async (self, file, self->file_cancellable,
                                          NULL, NULL);
    }
  g_clear_object (&self->dialog);
}

/* Actions */

static void
action_new (GtkWidget *widget, const char *action, GVariant *parameter)
{
  tutor_set_editor_confirm_discard (TUTOR_SET_EDITOR (widget),
                                    G_CALLBACK (start_new_set), widget);
}

static void
action_open (GtkWidget *widget, const char *action, GVariant *parameter)
{
  tutor_set_editor_confirm_discard (TUTOR_SET_EDITOR (widget),
                                    G_CALLBACK (choose_set_to_open), widget);
}

static void
action_save (GtkWidget *widget, const char *action, GVariant *parameter)
{
  tutor_set_editor_save (TUTOR_SET_EDITOR (widget), NULL, NULL);
}

static void
action_save_as (GtkWidget *widget, const char *action, GVariant *parameter)
{
  save_as (TUTOR_SET_EDITOR (widget), NULL, NULL);
}

static void
action_dismiss_message (GtkWidget *widget, const char *action,
                        GVariant *parameter)
{
  tutor_set_editor_show_message (TUTOR_SET_EDITOR (widget), NULL);
}

static void
action_add_puzzle (GtkWidget *widget, const char *action,
                   GVariant *parameter)
{
  tutor_set_editor_add_puzzle (TUTOR_SET_EDITOR (widget));
}

static void
action_duplicate_puzzle (GtkWidget *widget, const char *action,
                         GVariant *parameter)
{
  tutor_set_editor_duplicate_puzzle (TUTOR_SET_EDITOR (widget));
}

static void
action_delete_puzzle (GtkWidget *widget, const char *action,
                      GVariant *parameter)
{
  TutorSetEditor *self = TUTOR_SET_EDITOR (widget);
  g_autofree char *text = g_strdup_printf (
    _("Puzzle %s deleted"), tutor_set_editor_current_step (self)->id);
  AdwToast *toast;

  tutor_set_editor_delete_puzzle (self);
  toast = tutor_toast_new (text);
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "editor.undo-delete");
  adw_toast_overlay_add_toast (self->toasts, toast);
}

static void
action_undo_delete (GtkWidget *widget, const char *action,
                    GVariant *parameter)
{
  TutorSetEditor *self = TUTOR_SET_EDITOR (widget);
  int index = toguz_set_draft_restore_puzzle (self->draft);

  if (index < 0)
    return;
  self->current = (guint) index;
  self->selected_ring = -1;
  tutor_set_editor_rebuild_list (self);
  tutor_set_editor_show_puzzle (self);
}

static void
action_move (GtkWidget *widget, const char *action, GVariant *parameter)
{
  tutor_set_editor_move_puzzle (TUTOR_SET_EDITOR (widget),
                                g_str_equal (action, "editor.move-up") ? -1
                                                                       : 1);
}

static void
action_set_fen (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorSetEditor *self = TUTOR_SET_EDITOR (widget);
  g_autofree char *fen = g_strstrip (g_strdup (
    gtk_editable_get_text (GTK_EDITABLE (self->fen_entry))));

  if (tutor_set_editor_set_fen (self, fen, NULL))
    gtk_popover_popdown (self->fen_popover);
}

static void
on_clipboard_text (GObject *source, GAsyncResult *result, gpointer data)
{
  TutorSetEditor *self = data;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (
                                                            source),
                                                          result, NULL);

  if (!self->disposed && text == NULL)
    tutor_set_editor_show_message (self, _("The clipboard holds no text to "
                                           "read a position from."));
  else if (!self->disposed)
    {
      gtk_editable_set_text (GTK_EDITABLE (self->fen_entry),
                             g_strstrip (text));
      if (tutor_set_editor_set_fen (self, g_strstrip (text), NULL))
        {
          gtk_popover_popdown (self->fen_popover);
          tutor_set_editor_toast (self, _("Position set up"));
        }
    }
  g_object_unref (self);
}

static void
action_paste_fen (GtkWidget *widget, const char *action, GVariant *parameter)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL,
                                 on_clipboard_text, g_object_ref (widget));
}

static void
action_from_free_play (GtkWidget *widget, const char *action,
                       GVariant *parameter)
{
  TutorSetEditor *self = TUTOR_SET_EDITOR (widget);
  guint signal_id = g_signal_lookup ("free-play-requested",
                                     TUTOR_TYPE_SET_EDITOR);

  if (!g_signal_has_handler_pending (self, signal_id, 0, FALSE))
    {
      tutor_set_editor_toast (self, _("Free play is not open here."));
      return;
    }
  g_signal_emit (self, signal_id, 0);
}

static void
action_open_record (GtkWidget *widget, const char *action,
                    GVariant *parameter)
{
  TutorSetEditor *self = TUTOR_SET_EDITOR (widget);
  GtkFileChooserNative *chooser;

  if (self->dialog)
    return;
  chooser = tutor_file_dialog_new (parent_window (self),
                                   GTK_FILE_CHOOSER_ACTION_OPEN,
                                   _("Open a Game Record"), _("_Open"),
                                   &tutor_file_kind_game_records, NULL);
  self->dialog = GTK_NATIVE_DIALOG (chooser);
  g_signal_connect (chooser, "response", G_CALLBACK (on_record_response),
                    self);
  gtk_native_dialog_show (self->dialog);
}

static void
action_record_step (GtkWidget *widget, const char *action,
                    GVariant *parameter)
{
  TutorSetEditor *self = TUTOR_SET_EDITOR (widget);

  tutor_record_browser_step (self->record_browser,
                             g_str_equal (action, "editor.record-next") ? 1
                                                                        : -1);
}

static void
action_add_hint (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorSetEditor *self = TUTOR_SET_EDITOR (widget);
  int index = tutor_set_editor_add_hint (self);

  if (index >= 0)
    gtk_widget_grab_focus (g_ptr_array_index (self->hint_rows, index));
}

static void
action_add_wrong (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorSetEditor *self = TUTOR_SET_EDITOR (widget);
  guint hole = (guint) g_variant_get_int32 (parameter);
  guint wrong;

  gtk_menu_button_popdown (self->add_wrong_button);
  wrong = toguz_set_draft_add_wrong_move (self->draft, self->current, hole);
  if (wrong >= self->wrong_rows->len)
    tutor_set_editor_show_texts (self);
  gtk_widget_grab_focus (g_ptr_array_index (self->wrong_rows, wrong));
}

void
tutor_set_editor_class_init_actions (GtkWidgetClass *widget_class)
{
  static const struct
  {
    const char *name;
    const char *parameter;
    GtkWidgetActionActivateFunc activate;
  } actions[] = {
    { "editor.new", NULL, action_new },
    { "editor.open", NULL, action_open },
    { "editor.save", NULL, action_save },
    { "editor.save-as", NULL, action_save_as },
    { "editor.dismiss-message", NULL, action_dismiss_message },
    { "editor.add-puzzle", NULL, action_add_puzzle },
    { "editor.duplicate-puzzle", NULL, action_duplicate_puzzle },
    { "editor.delete-puzzle", NULL, action_delete_puzzle },
    { "editor.undo-delete", NULL, action_undo_delete },
    { "editor.move-up", NULL, action_move },
    { "editor.move-down", NULL, action_move },
    { "editor.set-fen", NULL, action_set_fen },
    { "editor.paste-fen", NULL, action_paste_fen },
    { "editor.from-free-play", NULL, action_from_free_play },
    { "editor.open-record", NULL, action_open_record },
    { "editor.record-previous", NULL, action_record_step },
    { "editor.record-next", NULL, action_record_step },
    { "editor.add-hint", NULL, action_add_hint },
    { "editor.add-wrong", "i", action_add_wrong },
  };

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    gtk_widget_class_install_action (widget_class, actions[i].name,
                                     actions[i].parameter,
                                     actions[i].activate);

  /* Ctrl+O stays the application's; these act while the page has the
   * focus. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s,
                                       GDK_CONTROL_MASK, "editor.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "editor.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n,
                                       GDK_CONTROL_MASK, "editor.add-puzzle",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d,
                                       GDK_CONTROL_MASK,
                                       "editor.duplicate-puzzle", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up,
                                       GDK_ALT_MASK, "editor.move-up", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down,
                                       GDK_ALT_MASK, "editor.move-down",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "editor.paste-fen", NULL);
}
