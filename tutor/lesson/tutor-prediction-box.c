/* tutor-prediction-box.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The box hides itself when it asks nothing, so that its parent's spacing
 * does not leave a gap where it would be.
 */
#include "config.h"

#include "tutor-prediction-box.h"

struct _TutorPredictionBox
{
  GtkBox parent_instance;

  GtkBox *count_box;
  GtkSpinButton *count_entry;
  GtkBox *legal_box;
};

G_DEFINE_FINAL_TYPE (TutorPredictionBox, tutor_prediction_box, GTK_TYPE_BOX)

enum
{
  ANSWERED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_count_check (TutorPredictionBox *self)
{
  g_signal_emit (self, signals[ANSWERED], 0,
                 gtk_spin_button_get_value_as_int (self->count_entry));
}

static void
on_yes (TutorPredictionBox *self)
{
  g_signal_emit (self, signals[ANSWERED], 0, 1);
}

static void
on_no (TutorPredictionBox *self)
{
  g_signal_emit (self, signals[ANSWERED], 0, 0);
}

static void
tutor_prediction_box_class_init (TutorPredictionBoxClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* The answer: the count, or 1 for yes and 0 for no. */
  signals[ANSWERED] = g_signal_new ("answered", G_TYPE_FROM_CLASS (klass),
                                    G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                    G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_template_from_resource (
    widget_class, "/org/toguztutor/Tutor/lesson/tutor-prediction-box.ui");
  gtk_widget_class_bind_template_child (widget_class, TutorPredictionBox,
                                        count_box);
  gtk_widget_class_bind_template_child (widget_class, TutorPredictionBox,
                                        count_entry);
  gtk_widget_class_bind_template_child (widget_class, TutorPredictionBox,
                                        legal_box);
  gtk_widget_class_bind_template_callback (widget_class, on_count_check);
  gtk_widget_class_bind_template_callback (widget_class, on_yes);
  gtk_widget_class_bind_template_callback (widget_class, on_no);
}

static void
tutor_prediction_box_init (TutorPredictionBox *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Enter in the count answers.  The spin button reads the text on its
   * text's "activate" first (GTK 4.8 has no "activate" of its own). */
  g_signal_connect_object (
    gtk_editable_get_delegate (GTK_EDITABLE (self->count_entry)), "activate",
    G_CALLBACK (on_count_check), self, G_CONNECT_SWAPPED | G_CONNECT_AFTER);
}

GtkWidget *
tutor_prediction_box_new (void)
{
  return g_object_new (TUTOR_TYPE_PREDICTION_BOX, NULL);
}

void
tutor_prediction_box_ask (TutorPredictionBox *self, TutorPredictionAsk ask)
{
  g_return_if_fail (TUTOR_IS_PREDICTION_BOX (self));

  gtk_widget_set_visible (GTK_WIDGET (self->count_box),
                          ask == TUTOR_PREDICTION_COUNT);
  gtk_widget_set_visible (GTK_WIDGET (self->legal_box),
                          ask == TUTOR_PREDICTION_YES_NO);
  gtk_widget_set_visible (GTK_WIDGET (self), ask != TUTOR_PREDICTION_NONE);
}

void
tutor_prediction_box_reset (TutorPredictionBox *self)
{
  g_return_if_fail (TUTOR_IS_PREDICTION_BOX (self));

  gtk_spin_button_set_value (self->count_entry, 0);
}

gboolean
tutor_prediction_box_focus_answer (TutorPredictionBox *self)
{
  g_return_val_if_fail (TUTOR_IS_PREDICTION_BOX (self), FALSE);

  return gtk_widget_get_visible (GTK_WIDGET (self->count_box))
         && gtk_widget_grab_focus (GTK_WIDGET (self->count_entry));
}
