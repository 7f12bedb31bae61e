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
  GtkFlowBox *choice_box;
  GPtrArray *option_buttons; /* GtkButton*, by option index */
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
on_option (GtkButton *button, TutorPredictionBox *self)
{
  guint index;

  if (g_ptr_array_find (self->option_buttons, button, &index))
    g_signal_emit (self, signals[ANSWERED], 0, (int) index);
}

static void
tutor_prediction_box_dispose (GObject *object)
{
  TutorPredictionBox *self = TUTOR_PREDICTION_BOX (object);

  g_clear_pointer (&self->option_buttons, g_ptr_array_unref);
  G_OBJECT_CLASS (tutor_prediction_box_parent_class)->dispose (object);
}

static void
tutor_prediction_box_class_init (TutorPredictionBoxClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tutor_prediction_box_dispose;

  /* The answer: the count, 1 for yes and 0 for no, or the option. */
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
  gtk_widget_class_bind_template_child (widget_class, TutorPredictionBox,
                                        choice_box);
  gtk_widget_class_bind_template_callback (widget_class, on_count_check);
  gtk_widget_class_bind_template_callback (widget_class, on_yes);
  gtk_widget_class_bind_template_callback (widget_class, on_no);
}

static void
tutor_prediction_box_init (TutorPredictionBox *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->option_buttons = g_ptr_array_new ();
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
  gtk_widget_set_visible (GTK_WIDGET (self->choice_box),
                          ask == TUTOR_PREDICTION_CHOICE);
  gtk_widget_set_visible (GTK_WIDGET (self), ask != TUTOR_PREDICTION_NONE);
}

void
tutor_prediction_box_set_options (TutorPredictionBox *self,
                                  const char *const *options)
{
  GtkWidget *child;

  g_return_if_fail (TUTOR_IS_PREDICTION_BOX (self));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->choice_box))))
    gtk_flow_box_remove (self->choice_box, child);
  g_ptr_array_set_size (self->option_buttons, 0);
  for (guint i = 0; options && options[i]; i++)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *label = gtk_label_new (options[i]);

      /* A long answer wraps inside its button rather than widening the
       * page. */
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
      gtk_button_set_child (GTK_BUTTON (button), label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      options[i], -1);
      g_signal_connect_object (button, "clicked", G_CALLBACK (on_option),
                               self, 0);
      gtk_flow_box_insert (self->choice_box, button, -1);
      /* The button is the Tab stop, not the box's cell around it. */
      gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
      g_ptr_array_add (self->option_buttons, button);
    }
}

void
tutor_prediction_box_strike_option (TutorPredictionBox *self, int index)
{
  g_return_if_fail (TUTOR_IS_PREDICTION_BOX (self));

  if (index < 0 || (guint) index >= self->option_buttons->len)
    return;
  gtk_widget_set_sensitive (g_ptr_array_index (self->option_buttons, index),
                            FALSE);
}

void
tutor_prediction_box_show_right_option (TutorPredictionBox *self, int index)
{
  g_return_if_fail (TUTOR_IS_PREDICTION_BOX (self));

  for (guint i = 0; i < self->option_buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (self->option_buttons, i);
      gboolean right = (int) i == index;

      /* The answer stays readable, in the colour of success, and takes
       * no more clicks. */
      gtk_widget_set_sensitive (button, right);
      gtk_widget_set_can_target (button, FALSE);
      gtk_widget_set_focusable (button, FALSE);
      if (right)
        gtk_widget_add_css_class (button, "success");
    }
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
