/* tutor-learner-picker.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tutor-learner-avatar.h"
#include "tutor-learner-name-dialog.h"
#include "tutor-learner-picker.h"
#include "tutor-wrap-box.h"

/* Large enough to find oneself from across a classroom. */
#define AVATAR_SIZE 96

struct _TutorLearnerPicker
{
  AdwBin parent_instance;

  TutorLearners *learners;
  GtkWidget *buttons;       /* TutorWrapBox */
};

G_DEFINE_FINAL_TYPE (TutorLearnerPicker, tutor_learner_picker, ADW_TYPE_BIN)

enum
{
  CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
choose (TutorLearnerPicker *self, const char *id)
{
  g_autoptr (GError) error = NULL;

  if (!tutor_learners_set_current (self->learners, id, &error))
    {
      g_message ("Could not choose the learner: %s", error->message);
      return;
    }
  g_signal_emit (self, signals[CHOSEN], 0, id);
}

static void
on_learner_clicked (GtkButton *button, TutorLearnerPicker *self)
{
  choose (self, g_object_get_data (G_OBJECT (button), "learner"));
}

static void
on_added (const char *id, gpointer data)
{
  choose (data, id);
}

static void
on_add_clicked (TutorLearnerPicker *self)
{
  tutor_learner_name_dialog_present (
    GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), self->learners,
    NULL, on_added, self);
}

/* A card: the avatar over the name, one large button. */
static GtkWidget *
card (GtkWidget *avatar, const char *label)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *name = gtk_label_new (label);

  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (name), 14);
  gtk_label_set_width_chars (GTK_LABEL (name), 10);
  gtk_widget_add_css_class (name, "title-4");
  gtk_box_append (GTK_BOX (box), avatar);
  gtk_box_append (GTK_BOX (box), name);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "learner-card");
  /* The whole name for a screen reader and a tooltip when it is cut. */
  gtk_widget_set_tooltip_text (button, label);
  return button;
}

static void
rebuild (TutorLearnerPicker *self)
{
  g_auto (GStrv) ids = tutor_learners_dup_ids (self->learners);
  GtkWidget *child;
  GtkWidget *button;

  while ((child = gtk_widget_get_first_child (self->buttons)))
    gtk_widget_unparent (child);
  for (guint i = 0; ids[i]; i++)
    {
      button = card (tutor_learner_avatar_new (self->learners, ids[i],
                                               AVATAR_SIZE),
                     tutor_learners_get_name (self->learners, ids[i]));
      g_object_set_data_full (G_OBJECT (button), "learner",
                              g_strdup (ids[i]), g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (on_learner_clicked),
                        self);
      gtk_widget_set_parent (button, self->buttons);
    }
  button = card (tutor_learner_avatar_new (self->learners,
                                           TUTOR_LEARNERS_GUEST, AVATAR_SIZE),
                 tutor_learners_get_name (self->learners,
                                          TUTOR_LEARNERS_GUEST));
  g_object_set_data_full (G_OBJECT (button), "learner",
                          g_strdup (TUTOR_LEARNERS_GUEST), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (on_learner_clicked), self);
  gtk_widget_set_parent (button, self->buttons);

  child = adw_avatar_new (AVATAR_SIZE, NULL, FALSE);
  adw_avatar_set_icon_name (ADW_AVATAR (child), "list-add-symbolic");
  gtk_widget_add_css_class (child, "neutral");
  gtk_widget_set_can_target (child, FALSE);
  button = card (child, _("Add Learner…"));
  g_object_set_data (G_OBJECT (button), "add", GINT_TO_POINTER (TRUE));
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (on_add_clicked),
                            self);
  gtk_widget_set_parent (button, self->buttons);
}

GtkWidget *
tutor_learner_picker_get_button (TutorLearnerPicker *self, const char *id)
{
  g_return_val_if_fail (TUTOR_IS_LEARNER_PICKER (self), NULL);
  for (GtkWidget *child = gtk_widget_get_first_child (self->buttons); child;
       child = gtk_widget_get_next_sibling (child))
    if (id ? g_strcmp0 (g_object_get_data (G_OBJECT (child), "learner"), id)
               == 0
           : g_object_get_data (G_OBJECT (child), "add") != NULL)
      return child;
  return NULL;
}

void
tutor_learner_picker_focus (TutorLearnerPicker *self)
{
  GtkWidget *button = tutor_learner_picker_get_button (
    self, tutor_learners_get_current (self->learners));

  if (button)
    gtk_widget_grab_focus (button);
}

static void
tutor_learner_picker_dispose (GObject *object)
{
  TutorLearnerPicker *self = TUTOR_LEARNER_PICKER (object);

  g_clear_object (&self->learners);
  G_OBJECT_CLASS (tutor_learner_picker_parent_class)->dispose (object);
}

static void
tutor_learner_picker_class_init (TutorLearnerPickerClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tutor_learner_picker_dispose;

  signals[CHOSEN] = g_signal_new ("chosen", G_TYPE_FROM_CLASS (klass),
                                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                  G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
tutor_learner_picker_init (TutorLearnerPicker *self)
{
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *title = gtk_label_new (_("Who Is Learning?"));
  GtkWidget *description = gtk_label_new (
    _("Choose your name: your progress, stars and puzzle rating are your "
      "own on this computer."));
  GtkWidget *manage = gtk_button_new_with_mnemonic (_("_Manage Learners…"));

  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header),
                                   adw_window_title_new (_("Toguz Tutor"),
                                                         NULL));
  gtk_widget_add_css_class (header, "flat");
  gtk_box_append (GTK_BOX (page), header);

  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_justify (GTK_LABEL (title), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (title, "title-1");
  gtk_label_set_wrap (GTK_LABEL (description), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (description), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_justify (GTK_LABEL (description), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (description, "dim-label");
  gtk_widget_set_margin_bottom (description, 12);

  self->buttons = tutor_wrap_box_new ();
  g_object_set (self->buttons, "centered", TRUE, "spacing", 12,
                "row-spacing", 12, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->buttons),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Learners"), -1);

  gtk_widget_set_halign (manage, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (manage, 12);
  gtk_widget_add_css_class (manage, "pill");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (manage), "app.learners");

  gtk_widget_set_valign (content, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (content, 24);
  gtk_widget_set_margin_bottom (content, 24);
  gtk_widget_set_margin_start (content, 12);
  gtk_widget_set_margin_end (content, 12);
  gtk_box_append (GTK_BOX (content), title);
  gtk_box_append (GTK_BOX (content), description);
  gtk_box_append (GTK_BOX (content), self->buttons);
  gtk_box_append (GTK_BOX (content), manage);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 900);
  adw_clamp_set_child (ADW_CLAMP (clamp), content);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (page), scrolled);
  adw_bin_set_child (ADW_BIN (self), page);
}

GtkWidget *
tutor_learner_picker_new (TutorLearners *learners)
{
  TutorLearnerPicker *self = g_object_new (TUTOR_TYPE_LEARNER_PICKER, NULL);

  self->learners = g_object_ref (learners);
  g_signal_connect_object (learners, "changed", G_CALLBACK (rebuild), self,
                           G_CONNECT_SWAPPED);
  rebuild (self);
  return GTK_WIDGET (self);
}
