/* tutor-message-card.h: a rule or an error, said under the board
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

typedef enum
{
  TUTOR_MESSAGE_RULE,   /* an illegal choice: the rule that forbids it */
  TUTOR_MESSAGE_ERROR,  /* a file or a position that cannot be used */
} TutorMessageKind;

#define TUTOR_TYPE_MESSAGE_CARD (tutor_message_card_get_type ())
G_DECLARE_FINAL_TYPE (TutorMessageCard, tutor_message_card, TUTOR,
                      MESSAGE_CARD, AdwBin)

/* A warning or an error card, with a close button that hides it. */
GtkWidget *tutor_message_card_new (void);

/* Shows `text` (NULL hides the card). */
void tutor_message_card_show (TutorMessageCard *self, TutorMessageKind kind,
                              const char *text);
/* Shows a formatted error. */
void tutor_message_card_show_error (TutorMessageCard *self,
                                    const char *format, ...)
  G_GNUC_PRINTF (2, 3);
/* The text shown, or NULL. */
const char *tutor_message_card_get_text (TutorMessageCard *self);

G_END_DECLS
