/* tutor-match.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tutor-match.h"

/* The strong level's time a move. */
#define STRONG_MS 1000

struct _TutorMatch
{
  GObject parent_instance;

  TutorGame *game;
  TutorEngine *engine;
  TutorOpponent opponent;
  ToguzSide human;
  guint32 seed;
};

G_DEFINE_FINAL_TYPE (TutorMatch, tutor_match, G_TYPE_OBJECT)

static void
tutor_match_finalize (GObject *object)
{
  TutorMatch *self = TUTOR_MATCH (object);

  g_object_unref (self->game);
  g_clear_object (&self->engine);
  G_OBJECT_CLASS (tutor_match_parent_class)->finalize (object);
}

static void
tutor_match_class_init (TutorMatchClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tutor_match_finalize;
}

static void
tutor_match_init (TutorMatch *self)
{
}

TutorMatch *
tutor_match_new (TutorGame *game)
{
  TutorMatch *self;

  g_return_val_if_fail (TUTOR_IS_GAME (game), NULL);

  self = g_object_new (TUTOR_TYPE_MATCH, NULL);
  self->game = g_object_ref (game);
  /* A first game is against the engine at its gentlest. */
  tutor_match_set_players (self, TUTOR_OPPONENT_BEGINNER, TOGUZ_WHITE);
  return self;
}

TutorGame *
tutor_match_get_game (TutorMatch *self)
{
  g_return_val_if_fail (TUTOR_IS_MATCH (self), NULL);
  return self->game;
}

gboolean
tutor_match_set_engine (TutorMatch *self, TutorEngine *engine)
{
  g_return_val_if_fail (TUTOR_IS_MATCH (self), FALSE);
  g_return_val_if_fail (engine == NULL || TUTOR_IS_ENGINE (engine), FALSE);

  return g_set_object (&self->engine, engine);
}

TutorEngine *
tutor_match_get_engine (TutorMatch *self)
{
  g_return_val_if_fail (TUTOR_IS_MATCH (self), NULL);

  /* Made when first needed: it starts a thread. */
  if (self->engine == NULL)
    self->engine = tutor_engine_new ();
  return self->engine;
}

void
tutor_match_set_players (TutorMatch *self, TutorOpponent opponent,
                         ToguzSide human)
{
  g_return_if_fail (TUTOR_IS_MATCH (self));
  g_return_if_fail (opponent <= TUTOR_OPPONENT_STRONG);

  self->opponent = opponent;
  self->human = human == TOGUZ_BLACK ? TOGUZ_BLACK : TOGUZ_WHITE;
  for (ToguzSide side = TOGUZ_WHITE; side <= TOGUZ_BLACK; side++)
    tutor_game_set_player (self->game, side,
                           tutor_opponent_player_name (opponent, self->human,
                                                       side));
}

TutorOpponent
tutor_match_get_opponent (TutorMatch *self)
{
  g_return_val_if_fail (TUTOR_IS_MATCH (self), TUTOR_OPPONENT_HUMAN);
  return self->opponent;
}

ToguzSide
tutor_match_get_human (TutorMatch *self)
{
  g_return_val_if_fail (TUTOR_IS_MATCH (self), TOGUZ_WHITE);
  return self->human;
}

void
tutor_match_reseed (TutorMatch *self)
{
  g_return_if_fail (TUTOR_IS_MATCH (self));
  self->seed = g_random_int ();
}

gboolean
tutor_match_engine_plays (TutorMatch *self, ToguzSide side)
{
  g_return_val_if_fail (TUTOR_IS_MATCH (self), FALSE);
  return self->opponent != TUTOR_OPPONENT_HUMAN && side != self->human;
}

gboolean
tutor_match_engine_to_move (TutorMatch *self)
{
  const ToguzPosition *pos;

  g_return_val_if_fail (TUTOR_IS_MATCH (self), FALSE);

  pos = tutor_game_get_position (self->game);
  return pos->result == TOGUZ_ONGOING
         && tutor_match_engine_plays (self, (ToguzSide) pos->side);
}

gboolean
tutor_match_learner_to_move (TutorMatch *self)
{
  g_return_val_if_fail (TUTOR_IS_MATCH (self), FALSE);
  return tutor_game_get_result (self->game) == TOGUZ_ONGOING
         && !tutor_match_engine_to_move (self);
}

gboolean
tutor_match_can_undo (TutorMatch *self)
{
  g_return_val_if_fail (TUTOR_IS_MATCH (self), FALSE);

  if (self->opponent == TUTOR_OPPONENT_HUMAN)
    return tutor_game_can_undo (self->game);
  for (guint i = 0; i < tutor_game_get_n_played (self->game); i++)
    if (tutor_game_move_get_side (tutor_game_get_move (self->game, i))
        == self->human)
      return TRUE;
  return FALSE;
}

gboolean
tutor_match_undo (TutorMatch *self)
{
  g_return_val_if_fail (TUTOR_IS_MATCH (self), FALSE);

  if (!tutor_match_can_undo (self))
    return FALSE;
  if (self->opponent == TUTOR_OPPONENT_HUMAN)
    return tutor_game_undo (self->game);
  /* Back to before the learner's last move. */
  while (tutor_game_can_undo (self->game))
    {
      ToguzSide mover = tutor_game_move_get_side (
        tutor_game_get_last_move (self->game));
      tutor_game_undo (self->game);
      if (mover == self->human)
        break;
    }
  return TRUE;
}

gboolean
tutor_match_redo (TutorMatch *self)
{
  g_return_val_if_fail (TUTOR_IS_MATCH (self), FALSE);

  if (!tutor_game_redo (self->game))
    return FALSE;
  while (tutor_match_engine_to_move (self)
         && tutor_game_redo (self->game))
    ;
  return TRUE;
}

void
tutor_match_pick_async (TutorMatch *self, GCancellable *cancellable,
                        GAsyncReadyCallback callback, gpointer user_data)
{
  static const ToguzLevel levels[] = {
    [TUTOR_OPPONENT_BEGINNER] = TOGUZ_LEVEL_BEGINNER,
    [TUTOR_OPPONENT_CLUB] = TOGUZ_LEVEL_CLUB,
    [TUTOR_OPPONENT_STRONG] = TOGUZ_LEVEL_STRONG,
  };
  const ToguzPosition *pos;

  g_return_if_fail (TUTOR_IS_MATCH (self));
  g_return_if_fail (self->opponent != TUTOR_OPPONENT_HUMAN);

  pos = tutor_game_get_position (self->game);
  tutor_engine_pick_async (tutor_match_get_engine (self),
                           tutor_game_get_rules (self->game), pos,
                           levels[self->opponent],
                           self->opponent == TUTOR_OPPONENT_STRONG ? STRONG_MS
                                                                   : 0,
                           self->seed + pos->ply, cancellable, callback,
                           user_data);
}
