/* tutor-message-card.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tutor-message-card.h"
#include "tutor-text.h"

struct _TutorMessageCard
{
  AdwBin parent_instance;

  GtkRevealer *revealer;
  GtkWidget *box;
  GtkImage *icon;
  GtkLabel *label;
};

G_DEFINE_FINAL_TYPE (TutorMessageCard, tutor_message_card, ADW_TYPE_BIN)

static void
dismiss (GtkWidget *widget, const char *action, GVariant *parameter)
{
  tutor_message_card_show (TUTOR_MESSAGE_CARD (widget), TUTOR_MESSAGE_RULE,
                           NULL);
}

static void
tutor_message_card_class_init (TutorMessageCardClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (
    widget_class, "/org/toguztutor/Tutor/play/tutor-message-card.ui");
  gtk_widget_class_bind_template_child (widget_class, TutorMessageCard,
                                        revealer);
  gtk_widget_class_bind_template_child (widget_class, TutorMessageCard, box);
  gtk_widget_class_bind_template_child (widget_class, TutorMessageCard,
                                        icon);
  gtk_widget_class_bind_template_child (widget_class, TutorMessageCard,
                                        label);
  gtk_widget_class_install_action (widget_class, "message.dismiss", NULL,
                                   dismiss);
}

static void
tutor_message_card_init (TutorMessageCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tutor_message_card_new (void)
{
  return g_object_new (TUTOR_TYPE_MESSAGE_CARD, NULL);
}

void
tutor_message_card_show (TutorMessageCard *self, TutorMessageKind kind,
                         const char *text)
{
  gboolean error = kind == TUTOR_MESSAGE_ERROR;
  g_autofree char *shown = text ? tutor_text_for_label (text) : NULL;

  g_return_if_fail (TUTOR_IS_MESSAGE_CARD (self));

  gtk_widget_remove_css_class (self->box, "warning");
  gtk_widget_remove_css_class (self->box, "error");
  gtk_revealer_set_reveal_child (self->revealer, text != NULL);
  gtk_label_set_text (self->label, shown ? shown : "");
  if (text == NULL)
    return;
  gtk_widget_add_css_class (self->box, error ? "error" : "warning");
  gtk_image_set_from_icon_name (self->icon, error ? "dialog-error-symbolic"
                                                  : "dialog-warning-symbolic");
}

void
tutor_message_card_show_error (TutorMessageCard *self, const char *format,
                               ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  tutor_message_card_show (self, TUTOR_MESSAGE_ERROR, text);
}

const char *
tutor_message_card_get_text (TutorMessageCard *self)
{
  g_return_val_if_fail (TUTOR_IS_MESSAGE_CARD (self), NULL);
  return gtk_revealer_get_reveal_child (self->revealer)
           ? gtk_label_get_text (self->label)
           : NULL;
}
