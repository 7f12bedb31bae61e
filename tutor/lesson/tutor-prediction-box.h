/* tutor-prediction-box.h: where the learner answers a prediction
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A count of stones with a Check button, Yes and No, or a question's
 * options.  Predictions
 * answered on the board (a landing hole, a tuzdik) need neither; the box
 * then hides.  It only asks: the task session judges what "answered"
 * hands on.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum
{
  TUTOR_PREDICTION_NONE,
  TUTOR_PREDICTION_COUNT,   /* answered with the number entered */
  TUTOR_PREDICTION_YES_NO,  /* answered with 1 or 0 */
  TUTOR_PREDICTION_CHOICE,  /* answered with the option's index */
} TutorPredictionAsk;

#define TUTOR_TYPE_PREDICTION_BOX (tutor_prediction_box_get_type ())
G_DECLARE_FINAL_TYPE (TutorPredictionBox, tutor_prediction_box, TUTOR,
                      PREDICTION_BOX, GtkBox)

GtkWidget *tutor_prediction_box_new (void);

void tutor_prediction_box_ask (TutorPredictionBox *self,
                               TutorPredictionAsk ask);
/* A question's options, in order (NULL or empty: none), each a button. */
void tutor_prediction_box_set_options (TutorPredictionBox *self,
                                       const char *const *options);
/* An option answered wrongly is not offered again. */
void tutor_prediction_box_strike_option (TutorPredictionBox *self,
                                         int index);
/* The question is over: its right option is marked and the others are
 * struck; none answers any more. */
void tutor_prediction_box_show_right_option (TutorPredictionBox *self,
                                             int index);
/* The count back to 0, for the next task. */
void tutor_prediction_box_reset (TutorPredictionBox *self);
/* Where the keyboard answers: the count's entry.  FALSE when the box asks
 * for no count (the board or the buttons answer). */
gboolean tutor_prediction_box_focus_answer (TutorPredictionBox *self);

G_END_DECLS
