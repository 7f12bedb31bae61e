/* tutor-explanation-card.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each explanation has a cancellable of its own: a new one or a dismissal
 * cancels the one before, so a reply that was not cancelled is the one
 * the card waits for.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "toguz-explain-text.h"
#include "tutor-explanation-card.h"

/* How far the engine looks when it explains a move. */
#define EXPLAIN_DEPTH 6

struct _TutorExplanationCard
{
  AdwBin parent_instance;

  GtkRevealer *revealer;
  GtkLabel *title;
  GtkLabel *label;

  GCancellable *cancellable;
  int ply;
  /* What is explained, to describe when the engine answers. */
  ToguzRuleset rules;
  ToguzPosition before;
};

G_DEFINE_FINAL_TYPE (TutorExplanationCard, tutor_explanation_card,
                     ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_BUSY,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

/* Stops the engine looking; notifies busy when it was. */
static void
stop (TutorExplanationCard *self)
{
  if (self->cancellable == NULL)
    return;
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_BUSY]);
}

static void
on_explained (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (TutorExplanationCard) self = data;
  g_autoptr (GError) error = NULL;
  ToguzExplanation explanation;
  g_autofree char *text = NULL;

  if (!tutor_engine_explain_finish (TUTOR_ENGINE (source), result,
                                    &explanation, &error)
      && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (error)
    gtk_label_set_text (self->label, error->message);
  else
    {
      text = toguz_explanation_describe (&self->rules, &self->before,
                                         &explanation);
      gtk_label_set_text (self->label, text);
    }
  g_clear_object (&self->cancellable);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_BUSY]);
}

static void
dismiss (GtkWidget *widget, const char *action, GVariant *parameter)
{
  tutor_explanation_card_dismiss (TUTOR_EXPLANATION_CARD (widget));
}

static void
tutor_explanation_card_get_property (GObject *object, guint prop_id,
                                     GValue *value, GParamSpec *pspec)
{
  TutorExplanationCard *self = TUTOR_EXPLANATION_CARD (object);

  switch (prop_id)
    {
    case PROP_BUSY:
      g_value_set_boolean (value, tutor_explanation_card_get_busy (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tutor_explanation_card_dispose (GObject *object)
{
  TutorExplanationCard *self = TUTOR_EXPLANATION_CARD (object);

  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  G_OBJECT_CLASS (tutor_explanation_card_parent_class)->dispose (object);
}

static void
tutor_explanation_card_class_init (TutorExplanationCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tutor_explanation_card_get_property;
  object_class->dispose = tutor_explanation_card_dispose;

  props[PROP_BUSY] = g_param_spec_boolean (
    "busy", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  gtk_widget_class_set_template_from_resource (
    widget_class, "/org/toguztutor/Tutor/play/tutor-explanation-card.ui");
  gtk_widget_class_bind_template_child (widget_class, TutorExplanationCard,
                                        revealer);
  gtk_widget_class_bind_template_child (widget_class, TutorExplanationCard,
                                        title);
  gtk_widget_class_bind_template_child (widget_class, TutorExplanationCard,
                                        label);
  gtk_widget_class_install_action (widget_class, "explanation.dismiss", NULL,
                                   dismiss);
}

static void
tutor_explanation_card_init (TutorExplanationCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->ply = -1;
}

GtkWidget *
tutor_explanation_card_new (void)
{
  return g_object_new (TUTOR_TYPE_EXPLANATION_CARD, NULL);
}

void
tutor_explanation_card_explain (TutorExplanationCard *self,
                                TutorEngine *engine, TutorGame *game,
                                guint ply)
{
  TutorGameMove *move;
  const ToguzEvent *event;
  g_autofree char *title = NULL;

  g_return_if_fail (TUTOR_IS_EXPLANATION_CARD (self));
  g_return_if_fail (TUTOR_IS_ENGINE (engine));
  g_return_if_fail (TUTOR_IS_GAME (game));
  g_return_if_fail (ply < tutor_game_get_n_played (game));

  stop (self);
  move = tutor_game_get_move (game, ply);
  event = tutor_game_move_get_event (move);
  self->ply = (int) ply;
  self->rules = *tutor_game_get_rules (game);
  self->before = *tutor_game_get_position_at (game, ply);
  /* Translators: %1$u is the move number, %2$s the move ("65"). */
  title = g_strdup_printf (event->side == TOGUZ_WHITE
                             ? _("%1$u. %2$s, White’s move")
                             : _("%1$u. %2$s, Black’s move"),
                           tutor_game_move_get_number (move),
                           tutor_game_move_get_notation (move));
  gtk_label_set_text (self->title, title);
  gtk_label_set_text (self->label,
                      _("Looking at the move and the answers to it…"));
  gtk_revealer_set_reveal_child (self->revealer, TRUE);
  self->cancellable = g_cancellable_new ();
  tutor_engine_explain_async (engine, &self->rules, &self->before,
                              (ToguzSide) event->side, event->hole,
                              EXPLAIN_DEPTH, self->cancellable, on_explained,
                              g_object_ref (self));
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_BUSY]);
}

void
tutor_explanation_card_dismiss (TutorExplanationCard *self)
{
  g_return_if_fail (TUTOR_IS_EXPLANATION_CARD (self));

  stop (self);
  self->ply = -1;
  gtk_revealer_set_reveal_child (self->revealer, FALSE);
  gtk_label_set_text (self->label, "");
}

int
tutor_explanation_card_get_ply (TutorExplanationCard *self)
{
  g_return_val_if_fail (TUTOR_IS_EXPLANATION_CARD (self), -1);
  return self->ply;
}

gboolean
tutor_explanation_card_get_busy (TutorExplanationCard *self)
{
  g_return_val_if_fail (TUTOR_IS_EXPLANATION_CARD (self), FALSE);
  return self->cancellable != NULL;
}

const char *
tutor_explanation_card_get_text (TutorExplanationCard *self)
{
  g_return_val_if_fail (TUTOR_IS_EXPLANATION_CARD (self), NULL);
  return gtk_revealer_get_reveal_child (self->revealer)
           ? gtk_label_get_text (self->label)
           : NULL;
}
