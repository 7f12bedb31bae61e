/* tutor-learners-dialog.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tutor-learner-avatar.h"
#include "tutor-learner-name-dialog.h"
#include "tutor-learners-dialog.h"
#include "tutor-popover-tooltip.h"
#include "tutor-toast.h"

struct _TutorLearnersDialog
{
  AdwPreferencesWindow parent_instance;

  TutorLearners *learners;
  AdwPreferencesGroup *group;
  GPtrArray *rows;
};

G_DEFINE_FINAL_TYPE (TutorLearnersDialog, tutor_learners_dialog,
                     ADW_TYPE_PREFERENCES_WINDOW)

static void
toast (TutorLearnersDialog *self, const char *text)
{
  adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (self),
                                    tutor_toast_new (text));
}

/* Asking first */

/* A destructive question: Cancel is the default, Escape cancels. */
static GtkWidget *
confirm (GtkWindow *parent, const char *heading, const char *body,
         const char *response, const char *label)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, heading, body);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel",
                                    _("_Cancel"), response, label, NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog),
                                              response,
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog),
                                           "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog),
                                         "cancel");
  return dialog;
}

GtkWidget *
tutor_learners_dialog_confirm_reset (GtkWindow *parent,
                                     TutorLearners *learners, const char *id)
{
  const char *name = tutor_learners_get_name (learners, id);
  /* Translators: %s is a learner's name. */
  g_autofree char *heading = g_strdup_printf (_("Reset the Progress of %s?"),
                                              name);
  g_autofree char *body = g_strdup_printf (
    /* Translators: %s is a learner's name. */
    _("Every solved task, star, hint, streak and recorded attempt of %s, and "
      "their puzzle rating, will be forgotten. The other learners of this "
      "computer keep theirs."),
    name);

  return confirm (parent, heading, body, "reset", _("_Reset"));
}

/* The learner a question is about, kept with the question. */
static void
ask (TutorLearnersDialog *self, GtkWidget *question, const char *id,
     GCallback on_response)
{
  g_object_set_data_full (G_OBJECT (question), "learner", g_strdup (id),
                          g_free);
  g_signal_connect_object (question, "response", on_response, self, 0);
  gtk_window_present (GTK_WINDOW (question));
}

static void
on_reset_response (AdwMessageDialog *question, const char *response,
                   TutorLearnersDialog *self)
{
  const char *id = g_object_get_data (G_OBJECT (question), "learner");
  g_autofree char *text = NULL;

  if (g_strcmp0 (response, "reset") != 0)
    return;
  tutor_learners_reset (self->learners, id);
  /* Translators: %s is a learner's name. */
  text = g_strdup_printf (_("The progress of %s was reset."),
                          tutor_learners_get_name (self->learners, id));
  toast (self, text);
}

static void
reset_learner (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorLearnersDialog *self = TUTOR_LEARNERS_DIALOG (widget);
  const char *id = g_variant_get_string (parameter, NULL);

  if (tutor_learners_get_name (self->learners, id) == NULL)
    return;
  ask (self,
       tutor_learners_dialog_confirm_reset (GTK_WINDOW (self), self->learners,
                                            id),
       id, G_CALLBACK (on_reset_response));
}

static void
on_remove_response (AdwMessageDialog *question, const char *response,
                    TutorLearnersDialog *self)
{
  const char *id = g_object_get_data (G_OBJECT (question), "learner");
  g_autofree char *name = g_strdup (tutor_learners_get_name (self->learners,
                                                             id));
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  if (g_strcmp0 (response, "remove") != 0 || name == NULL)
    return;
  if (tutor_learners_remove (self->learners, id, &error))
    /* Translators: %s is a learner's name. */
    text = g_strdup_printf (_("%s was removed."), name);
  else
    /* Translators: %s is why, a sentence. */
    text = g_strdup_printf (_("The learner could not be removed: %s"),
                            error->message);
  toast (self, text);
}

static void
remove_learner (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorLearnersDialog *self = TUTOR_LEARNERS_DIALOG (widget);
  const char *id = g_variant_get_string (parameter, NULL);
  const char *name = tutor_learners_get_name (self->learners, id);
  g_autofree char *heading = NULL, *body = NULL;

  if (name == NULL)
    return;
  /* Translators: %s is a learner's name. */
  heading = g_strdup_printf (_("Remove %s?"), name);
  body = g_strdup_printf (
    /* Translators: %s is a learner's name. */
    _("The progress of %s — solved tasks, stars, streaks, the puzzle rating "
      "and every recorded attempt — will be deleted from this computer. "
      "Export the class results first to keep their attempts."),
    name);
  ask (self, confirm (GTK_WINDOW (self), heading, body, "remove",
                      _("_Remove")),
       id, G_CALLBACK (on_remove_response));
}

static void
rename_learner (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorLearnersDialog *self = TUTOR_LEARNERS_DIALOG (widget);
  const char *id = g_variant_get_string (parameter, NULL);

  if (tutor_learners_get_name (self->learners, id))
    tutor_learner_name_dialog_present (GTK_WINDOW (self), self->learners, id,
                                       NULL, NULL);
}

static void
add_learner (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorLearnersDialog *self = TUTOR_LEARNERS_DIALOG (widget);

  tutor_learner_name_dialog_present (GTK_WINDOW (self), self->learners, NULL,
                                     NULL, NULL);
}

/* The rows */

static GMenuModel *
row_menu (TutorLearnersDialog *self, const char *id)
{
  GMenu *menu = g_menu_new ();
  GMenu *destructive = g_menu_new ();
  g_autoptr (GMenuItem) rename = g_menu_item_new (_("Re_name…"), NULL);
  g_autoptr (GMenuItem) reset = g_menu_item_new (_("Reset _Progress…"), NULL);
  g_autoptr (GMenuItem) remove = g_menu_item_new (_("_Remove…"), NULL);

  g_menu_item_set_action_and_target (rename, "learners.rename", "s", id);
  g_menu_item_set_action_and_target (reset, "learners.reset", "s", id);
  g_menu_item_set_action_and_target (remove, "learners.remove", "s", id);
  g_menu_append_item (menu, rename);
  g_menu_append_item (destructive, reset);
  /* The only learner stays: their progress can be reset. */
  if (tutor_learners_is_shared (self->learners))
    g_menu_append_item (destructive, remove);
  g_menu_append_section (menu, NULL, G_MENU_MODEL (destructive));
  g_object_unref (destructive);
  return G_MENU_MODEL (menu);
}

static GtkWidget *
learner_row (TutorLearnersDialog *self, const char *id)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *actions = gtk_menu_button_new ();
  const char *name = tutor_learners_get_name (self->learners, id);
  g_autofree char *title = g_markup_escape_text (name, -1);
  g_autofree char *tooltip = NULL;
  g_autoptr (GMenuModel) menu = row_menu (self, id);
  TutorProgress *progress = tutor_learners_get_progress (self->learners, id);
  guint attempts = tutor_progress_count_attempts (progress);
  g_autofree char *count = g_strdup_printf (
    ngettext ("%u attempt recorded", "%u attempts recorded", attempts),
    attempts);
  g_autofree char *subtitle = NULL;

  if (g_strcmp0 (id, tutor_learners_get_current (self->learners)) == 0)
    /* Translators: a learner's row: "Learning now · 12 attempts
     * recorded". */
    subtitle = g_strdup_printf (_("Learning now · %s"), count);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               subtitle ? subtitle : count);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row),
                             tutor_learner_avatar_new (self->learners, id,
                                                       40));
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (actions),
                                 "view-more-symbolic");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (actions), menu);
  gtk_widget_set_valign (actions, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (actions, "flat");
  /* Translators: the tooltip of the menu of a learner's row; %s is their
   * name. */
  tooltip = g_strdup_printf (tutor_learners_is_shared (self->learners)
                               ? _("Rename, Reset or Remove %s")
                               : _("Rename or Reset %s"),
                             name);
  gtk_widget_set_tooltip_text (actions, tooltip);
  /* Not over the menu's first item once it is open. */
  tutor_popover_tooltip_quiet (actions);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), actions);
  g_object_set_data_full (G_OBJECT (row), "learner", g_strdup (id), g_free);
  return row;
}

static void
rebuild (TutorLearnersDialog *self)
{
  g_auto (GStrv) ids = tutor_learners_dup_ids (self->learners);

  for (guint i = 0; i < self->rows->len; i++)
    adw_preferences_group_remove (self->group,
                                  g_ptr_array_index (self->rows, i));
  g_ptr_array_set_size (self->rows, 0);
  for (guint i = 0; ids[i]; i++)
    {
      GtkWidget *row = learner_row (self, ids[i]);

      g_ptr_array_add (self->rows, row);
      adw_preferences_group_add (self->group, row);
    }
}

GtkWidget *
tutor_learners_dialog_get_row (TutorLearnersDialog *self, const char *id)
{
  g_return_val_if_fail (TUTOR_IS_LEARNERS_DIALOG (self), NULL);
  for (guint i = 0; i < self->rows->len; i++)
    if (g_strcmp0 (g_object_get_data (g_ptr_array_index (self->rows, i),
                                      "learner"),
                   id)
        == 0)
      return g_ptr_array_index (self->rows, i);
  return NULL;
}

/* The object */

static void
tutor_learners_dialog_dispose (GObject *object)
{
  TutorLearnersDialog *self = TUTOR_LEARNERS_DIALOG (object);

  g_clear_object (&self->learners);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  G_OBJECT_CLASS (tutor_learners_dialog_parent_class)->dispose (object);
}

static void
tutor_learners_dialog_class_init (TutorLearnersDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = tutor_learners_dialog_dispose;
  gtk_widget_class_install_action (widget_class, "learners.add", NULL,
                                   add_learner);
  gtk_widget_class_install_action (widget_class, "learners.rename", "s",
                                   rename_learner);
  gtk_widget_class_install_action (widget_class, "learners.reset", "s",
                                   reset_learner);
  gtk_widget_class_install_action (widget_class, "learners.remove", "s",
                                   remove_learner);
}

static void
tutor_learners_dialog_init (TutorLearnersDialog *self)
{
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *add = gtk_button_new ();
  GtkWidget *content = adw_button_content_new ();

  self->rows = g_ptr_array_new ();
  gtk_window_set_title (GTK_WINDOW (self), _("Learners"));
  gtk_window_set_default_size (GTK_WINDOW (self), 560, 520);
  adw_preferences_window_set_search_enabled (ADW_PREFERENCES_WINDOW (self),
                                             FALSE);
  self->group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->group,
                                   _("Learners on This Computer"));
  adw_preferences_group_set_description (
    self->group,
    _("Each learner has their own progress, stars and puzzle rating, and "
      "their name on every attempt in the class results. With two learners "
      "or more, Toguz Tutor asks who is learning when it starts."));
  adw_button_content_set_icon_name (ADW_BUTTON_CONTENT (content),
                                    "list-add-symbolic");
  adw_button_content_set_label (ADW_BUTTON_CONTENT (content),
                                _("_Add Learner…"));
  adw_button_content_set_use_underline (ADW_BUTTON_CONTENT (content), TRUE);
  gtk_button_set_child (GTK_BUTTON (add), content);
  gtk_widget_set_valign (add, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (add), "learners.add");
  adw_preferences_group_set_header_suffix (self->group, add);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), self->group);
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self),
                              ADW_PREFERENCES_PAGE (page));
}

GtkWidget *
tutor_learners_dialog_new (GtkWindow *parent, TutorLearners *learners)
{
  TutorLearnersDialog *self = g_object_new (TUTOR_TYPE_LEARNERS_DIALOG,
                                            "transient-for", parent,
                                            "modal", TRUE, NULL);

  self->learners = g_object_ref (learners);
  g_signal_connect_object (learners, "changed", G_CALLBACK (rebuild), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (learners, "notify::current", G_CALLBACK (rebuild),
                           self, G_CONNECT_SWAPPED);
  rebuild (self);
  return GTK_WIDGET (self);
}
