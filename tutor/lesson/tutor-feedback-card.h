/* tutor-feedback-card.h: what the player says of an answer
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A card under the prompt that slides down with a text, an icon and a
 * tint for what kind of word it is; it hides while there is nothing to
 * say.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

typedef enum
{
  TUTOR_FEEDBACK_INFO,
  TUTOR_FEEDBACK_SUCCESS,
  TUTOR_FEEDBACK_WRONG,
  TUTOR_FEEDBACK_RULE,   /* an illegal choice: the rule that forbids it */
} TutorFeedbackKind;

#define TUTOR_TYPE_FEEDBACK_CARD (tutor_feedback_card_get_type ())
G_DECLARE_FINAL_TYPE (TutorFeedbackCard, tutor_feedback_card, TUTOR,
                      FEEDBACK_CARD, AdwBin)

GtkWidget *tutor_feedback_card_new (void);

/* Shows `text` as `kind`; NULL or "" hides the card. */
void tutor_feedback_card_set (TutorFeedbackCard *self, TutorFeedbackKind kind,
                              const char *text);
/* The text shown, or NULL while the card is hidden. */
const char *tutor_feedback_card_get_text (TutorFeedbackCard *self);

G_END_DECLS
