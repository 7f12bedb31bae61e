/* tutor-play-status.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "toguz-explain-text.h"
#include "toguz-text.h"
#include "tutor-play-status.h"

struct _TutorPlayStatus
{
  AdwBin parent_instance;

  GtkSpinner *spinner;
  GtkLabel *status_title;
  GtkLabel *status_subtitle;
  GtkWidget *return_button;
  GtkRevealer *result_revealer;
  GtkImage *result_icon;
  GtkLabel *result_title;
  GtkLabel *result_label;

  char *result_text;
};

G_DEFINE_FINAL_TYPE (TutorPlayStatus, tutor_play_status, ADW_TYPE_BIN)

/* The result: the core's words for how the game ended and the score,
 * and a heading that speaks to the learner against the engine. */
static char *
describe_result (TutorGame *game, TutorOpponent opponent, ToguzSide human,
                 char **title, const char **icon)
{
  ToguzResult result = tutor_game_get_result (game);
  TutorGameMove *last = tutor_game_get_last_move (game);
  gboolean learner_won;

  if (result == TOGUZ_ONGOING)
    return NULL;
  learner_won = (result == TOGUZ_WHITE_WON) == (human == TOGUZ_WHITE);
  if (result == TOGUZ_DRAWN)
    {
      *title = g_strdup (toguz_result_title (result));
      *icon = "semi-starred-symbolic";
    }
  else if (opponent == TUTOR_OPPONENT_HUMAN)
    {
      *title = g_strdup (toguz_result_title (result));
      *icon = "starred-symbolic";
    }
  else
    {
      *title = g_strdup (learner_won ? _("You win!") : _("The engine wins"));
      *icon = learner_won ? "starred-symbolic" : "emoji-flags-symbolic";
    }
  return toguz_game_end_describe (tutor_game_get_rules (game),
                                  tutor_game_get_position (game),
                                  last ? tutor_game_move_get_event (last)
                                       : NULL);
}

static void
show_result (TutorPlayStatus *self, TutorGame *game, TutorOpponent opponent,
             ToguzSide human)
{
  g_autofree char *title = NULL;
  const char *icon = NULL;

  g_clear_pointer (&self->result_text, g_free);
  self->result_text = describe_result (game, opponent, human, &title, &icon);
  gtk_revealer_set_reveal_child (self->result_revealer,
                                 self->result_text != NULL);
  if (self->result_text)
    {
      gtk_image_set_from_icon_name (self->result_icon, icon);
      gtk_label_set_text (self->result_title, title);
      gtk_label_set_text (self->result_label, self->result_text);
    }
}

static char *
describe_turn (TutorGame *game, guint view, TutorOpponent opponent,
               ToguzSide human, gboolean thinking)
{
  const ToguzPosition *pos = tutor_game_get_position (game);
  TutorGameMove *move;

  if (view == 0 && tutor_game_get_n_played (game) > 0)
    return g_strdup (_("The start position"));
  if (view < tutor_game_get_n_played (game))
    {
      move = tutor_game_get_move (game, view - 1);
      /* Translators: the move browsed, e.g. "After 12. 65, Black’s
       * move". */
      return g_strdup_printf (tutor_game_move_get_side (move) == TOGUZ_WHITE
                                ? _("After %u. %s, White’s move")
                                : _("After %u. %s, Black’s move"),
                              tutor_game_move_get_number (move),
                              tutor_game_move_get_notation (move));
    }
  if (pos->result != TOGUZ_ONGOING)
    return g_strdup (_("The game is over"));
  if (thinking)
    return g_strdup (_("The engine is thinking…"));
  if (opponent != TUTOR_OPPONENT_HUMAN)
    return g_strdup (pos->side == human ? _("Your move")
                                        : _("The engine’s move"));
  return g_strdup (pos->side == TOGUZ_WHITE ? _("White to move")
                                            : _("Black to move"));
}

static char *
describe_players (TutorGame *game, TutorOpponent opponent, ToguzSide human)
{
  const char *variant = tutor_variant_label (tutor_game_get_rules (game));

  if (opponent == TUTOR_OPPONENT_HUMAN)
    /* Translators: %s is the variant, e.g. "Togyz Kumalak". */
    return g_strdup_printf (_("Two players · %s"), variant);
  /* Translators: %1$s is the engine's level ("club"), %2$s the
   * variant. */
  return g_strdup_printf (human == TOGUZ_WHITE
                            ? _("You play White against the engine "
                                "(%1$s) · %2$s")
                            : _("You play Black against the engine "
                                "(%1$s) · %2$s"),
                          tutor_opponent_level_name (opponent), variant);
}

static void
tutor_play_status_finalize (GObject *object)
{
  TutorPlayStatus *self = TUTOR_PLAY_STATUS (object);

  g_free (self->result_text);
  G_OBJECT_CLASS (tutor_play_status_parent_class)->finalize (object);
}

static void
tutor_play_status_class_init (TutorPlayStatusClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tutor_play_status_finalize;

  gtk_widget_class_set_template_from_resource (
    widget_class, "/org/toguztutor/Tutor/play/tutor-play-status.ui");
#define BIND_CHILD(name)                                                      \
  gtk_widget_class_bind_template_child (widget_class, TutorPlayStatus, name)
  BIND_CHILD (spinner);
  BIND_CHILD (status_title);
  BIND_CHILD (status_subtitle);
  BIND_CHILD (return_button);
  BIND_CHILD (result_revealer);
  BIND_CHILD (result_icon);
  BIND_CHILD (result_title);
  BIND_CHILD (result_label);
#undef BIND_CHILD
}

static void
tutor_play_status_init (TutorPlayStatus *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tutor_play_status_new (void)
{
  return g_object_new (TUTOR_TYPE_PLAY_STATUS, NULL);
}

void
tutor_play_status_update (TutorPlayStatus *self, TutorGame *game,
                          guint view, TutorOpponent opponent,
                          ToguzSide human, gboolean thinking)
{
  g_autofree char *turn = NULL;
  g_autofree char *players = NULL;
  gboolean browsing;

  g_return_if_fail (TUTOR_IS_PLAY_STATUS (self));
  g_return_if_fail (TUTOR_IS_GAME (game));

  browsing = view < tutor_game_get_n_played (game);
  turn = describe_turn (game, view, opponent, human, thinking);
  players = describe_players (game, opponent, human);
  show_result (self, game, opponent, human);
  gtk_label_set_text (self->status_title, turn);
  gtk_label_set_text (self->status_subtitle, players);
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), thinking);
  gtk_spinner_set_spinning (self->spinner, thinking);
  gtk_widget_set_visible (self->return_button, browsing);
}

const char *
tutor_play_status_get_result_text (TutorPlayStatus *self)
{
  g_return_val_if_fail (TUTOR_IS_PLAY_STATUS (self), NULL);
  return self->result_text;
}
