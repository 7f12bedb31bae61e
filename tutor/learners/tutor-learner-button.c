/* tutor-learner-button.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tutor-learner-avatar.h"
#include "tutor-learner-button.h"
#include "tutor-learner-name-dialog.h"
#include "tutor-popover-tooltip.h"

struct _TutorLearnerButton
{
  AdwBin parent_instance;

  TutorLearners *learners;
  GtkMenuButton *button;
  GtkPopover *popover;
  GtkListBox *rows;
};

G_DEFINE_FINAL_TYPE (TutorLearnerButton, tutor_learner_button, ADW_TYPE_BIN)

enum
{
  CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
choose (TutorLearnerButton *self, const char *id)
{
  g_autoptr (GError) error = NULL;

  gtk_popover_popdown (self->popover);
  if (!tutor_learners_set_current (self->learners, id, &error))
    {
      g_message ("Could not choose the learner: %s", error->message);
      return;
    }
  g_signal_emit (self, signals[CHOSEN], 0, id);
}

static void
on_row_activated (TutorLearnerButton *self, GtkListBoxRow *row)
{
  choose (self, g_object_get_data (G_OBJECT (row), "learner"));
}

static void
on_added (const char *id, gpointer data)
{
  choose (data, id);
}

static void
on_add_clicked (TutorLearnerButton *self)
{
  gtk_popover_popdown (self->popover);
  tutor_learner_name_dialog_present (
    GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), self->learners,
    NULL, on_added, self);
}

static GtkWidget *
learner_row (TutorLearnerButton *self, const char *id)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *name = gtk_label_new (tutor_learners_get_name (self->learners,
                                                            id));
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");
  gboolean current = g_strcmp0 (id, tutor_learners_get_current (
                                      self->learners))
                     == 0;

  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_widget_set_hexpand (name, TRUE);
  gtk_widget_set_opacity (check, current ? 1 : 0);
  gtk_accessible_update_property (GTK_ACCESSIBLE (check),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  current ? _("Learning now") : "", -1);
  gtk_box_append (GTK_BOX (box), tutor_learner_avatar_new (self->learners, id,
                                                           32));
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), check);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data_full (G_OBJECT (row), "learner", g_strdup (id), g_free);
  return row;
}

/* The button shows who is learning; the list, everyone to switch to. */
static void
sync_button (TutorLearnerButton *self)
{
  const char *current = tutor_learners_get_current (self->learners);
  const char *name = tutor_learners_get_name (self->learners, current);
  g_auto (GStrv) ids = tutor_learners_dup_ids (self->learners);
  GtkWidget *face = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (name);
  GtkWidget *arrow = gtk_image_new_from_icon_name ("pan-down-symbolic");
  g_autofree char *tooltip = NULL;
  GtkWidget *child;

  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 12);
  gtk_widget_add_css_class (label, "heading");
  gtk_box_append (GTK_BOX (face), tutor_learner_avatar_new (self->learners,
                                                            current, 24));
  gtk_box_append (GTK_BOX (face), label);
  gtk_box_append (GTK_BOX (face), arrow);
  gtk_menu_button_set_child (self->button, face);
  /* Translators: the tooltip of the header's learner button; %s is who is
   * learning. */
  tooltip = g_strdup_printf (_("%s is learning: switch to another learner"),
                             name);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->button), tooltip);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->rows))))
    gtk_list_box_remove (self->rows, child);
  for (guint i = 0; ids[i]; i++)
    gtk_list_box_append (self->rows, learner_row (self, ids[i]));
  gtk_list_box_append (self->rows, learner_row (self, TUTOR_LEARNERS_GUEST));
}

GtkWidget *
tutor_learner_button_get_row (TutorLearnerButton *self, const char *id)
{
  g_return_val_if_fail (TUTOR_IS_LEARNER_BUTTON (self), NULL);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->rows));
       child; child = gtk_widget_get_next_sibling (child))
    if (g_strcmp0 (g_object_get_data (G_OBJECT (child), "learner"), id) == 0)
      return child;
  return NULL;
}

GtkMenuButton *
tutor_learner_button_get_menu_button (TutorLearnerButton *self)
{
  g_return_val_if_fail (TUTOR_IS_LEARNER_BUTTON (self), NULL);
  return self->button;
}

static void
tutor_learner_button_dispose (GObject *object)
{
  TutorLearnerButton *self = TUTOR_LEARNER_BUTTON (object);

  g_clear_object (&self->learners);
  G_OBJECT_CLASS (tutor_learner_button_parent_class)->dispose (object);
}

static void
tutor_learner_button_class_init (TutorLearnerButtonClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tutor_learner_button_dispose;

  signals[CHOSEN] = g_signal_new ("chosen", G_TYPE_FROM_CLASS (klass),
                                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                  G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
tutor_learner_button_init (TutorLearnerButton *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *heading = gtk_label_new (_("Who Is Learning?"));
  GtkWidget *add = gtk_button_new_with_mnemonic (_("_Add Learner…"));
  GtkWidget *manage = gtk_button_new_with_mnemonic (_("_Manage Learners…"));

  self->button = GTK_MENU_BUTTON (gtk_menu_button_new ());
  gtk_widget_add_css_class (GTK_WIDGET (self->button), "flat");
  self->popover = GTK_POPOVER (gtk_popover_new ());
  self->rows = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->rows, GTK_SELECTION_NONE);
  gtk_list_box_set_activate_on_single_click (self->rows, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->rows), "navigation-sidebar");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->rows),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Learners"), -1);
  g_signal_connect_swapped (self->rows, "row-activated",
                            G_CALLBACK (on_row_activated), self);

  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_widget_set_margin_start (heading, 6);
  gtk_widget_set_margin_top (heading, 6);
  /* Left-aligned, as the items of a menu. */
  gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (add))),
                        0);
  gtk_label_set_xalign (
    GTK_LABEL (gtk_button_get_child (GTK_BUTTON (manage))), 0);
  gtk_widget_add_css_class (add, "flat");
  gtk_widget_add_css_class (manage, "flat");
  g_signal_connect_swapped (add, "clicked", G_CALLBACK (on_add_clicked),
                            self);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (manage), "app.learners");
  g_signal_connect_swapped (manage, "clicked",
                            G_CALLBACK (gtk_popover_popdown), self->popover);
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->rows));
  gtk_box_append (GTK_BOX (box),
                  gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
  gtk_box_append (GTK_BOX (box), add);
  gtk_box_append (GTK_BOX (box), manage);
  gtk_widget_set_size_request (box, 240, -1);
  gtk_popover_set_child (self->popover, box);
  gtk_menu_button_set_popover (self->button, GTK_WIDGET (self->popover));
  /* Not over the list once it is open. */
  tutor_popover_tooltip_quiet (GTK_WIDGET (self->button));
  adw_bin_set_child (ADW_BIN (self), GTK_WIDGET (self->button));
}

GtkWidget *
tutor_learner_button_new (TutorLearners *learners)
{
  TutorLearnerButton *self = g_object_new (TUTOR_TYPE_LEARNER_BUTTON, NULL);

  self->learners = g_object_ref (learners);
  g_signal_connect_object (learners, "changed", G_CALLBACK (sync_button), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (learners, "notify::current", G_CALLBACK (sync_button),
                           self, G_CONNECT_SWAPPED);
  sync_button (self);
  return GTK_WIDGET (self);
}
