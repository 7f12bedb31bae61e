/* tutor-feedback-card.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The kinds are style classes of the card (style.css tints them); the
 * label is a status, so screen readers say what the card says.
 */
#include "config.h"

#include "tutor-feedback-card.h"

struct _TutorFeedbackCard
{
  AdwBin parent_instance;

  GtkRevealer *revealer;
  GtkBox *box;
  GtkImage *icon;
  GtkLabel *label;
};

G_DEFINE_FINAL_TYPE (TutorFeedbackCard, tutor_feedback_card, ADW_TYPE_BIN)

static void
tutor_feedback_card_class_init (TutorFeedbackCardClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (
    widget_class, "/org/toguztutor/Tutor/lesson/tutor-feedback-card.ui");
  gtk_widget_class_bind_template_child (widget_class, TutorFeedbackCard,
                                        revealer);
  gtk_widget_class_bind_template_child (widget_class, TutorFeedbackCard, box);
  gtk_widget_class_bind_template_child (widget_class, TutorFeedbackCard,
                                        icon);
  gtk_widget_class_bind_template_child (widget_class, TutorFeedbackCard,
                                        label);
}

static void
tutor_feedback_card_init (TutorFeedbackCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tutor_feedback_card_new (void)
{
  return g_object_new (TUTOR_TYPE_FEEDBACK_CARD, NULL);
}

void
tutor_feedback_card_set (TutorFeedbackCard *self, TutorFeedbackKind kind,
                         const char *text)
{
  static const char *classes[] = { "info", "success", "error", "warning" };
  static const char *icons[] = {
    "dialog-information-symbolic", "object-select-symbolic",
    "dialog-error-symbolic", "dialog-warning-symbolic",
  };

  g_return_if_fail (TUTOR_IS_FEEDBACK_CARD (self));
  g_return_if_fail (kind < G_N_ELEMENTS (classes));

  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    gtk_widget_remove_css_class (GTK_WIDGET (self->box), classes[i]);
  if (text == NULL || *text == '\0')
    {
      gtk_revealer_set_reveal_child (self->revealer, FALSE);
      gtk_label_set_text (self->label, "");
      return;
    }
  gtk_widget_add_css_class (GTK_WIDGET (self->box), classes[kind]);
  gtk_image_set_from_icon_name (self->icon, icons[kind]);
  gtk_label_set_text (self->label, text);
  gtk_revealer_set_reveal_child (self->revealer, TRUE);
}

const char *
tutor_feedback_card_get_text (TutorFeedbackCard *self)
{
  g_return_val_if_fail (TUTOR_IS_FEEDBACK_CARD (self), NULL);

  return gtk_revealer_get_reveal_child (self->revealer)
           ? gtk_label_get_text (self->label) : NULL;
}
