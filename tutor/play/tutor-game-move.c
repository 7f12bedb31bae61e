/* tutor-game-move.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "toguz-notation.h"
#include "tutor-game-move.h"

struct _TutorGameMove
{
  GObject parent_instance;

  guint ply;
  ToguzEvent event;
  ToguzPosition after;
  char notation[TOGUZ_NOTATION_MAX];
};

G_DEFINE_FINAL_TYPE (TutorGameMove, tutor_game_move, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_PLY,
  PROP_NUMBER,
  PROP_SIDE,
  PROP_NOTATION,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

TutorGameMove *
tutor_game_move_new (const ToguzRuleset *rules, guint ply,
                     const ToguzEvent *event, const ToguzPosition *after)
{
  TutorGameMove *move = g_object_new (TUTOR_TYPE_GAME_MOVE, NULL);

  move->ply = ply;
  move->event = *event;
  move->after = *after;
  toguz_notation_format (rules, event, move->notation);
  return move;
}

static void
tutor_game_move_get_property (GObject *object, guint prop_id, GValue *value,
                              GParamSpec *pspec)
{
  TutorGameMove *move = TUTOR_GAME_MOVE (object);

  switch (prop_id)
    {
    case PROP_PLY:
      g_value_set_uint (value, move->ply);
      break;
    case PROP_NUMBER:
      g_value_set_uint (value, tutor_game_move_get_number (move));
      break;
    case PROP_SIDE:
      g_value_set_int (value, move->event.side);
      break;
    case PROP_NOTATION:
      g_value_set_string (value, move->notation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tutor_game_move_class_init (TutorGameMoveClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->get_property = tutor_game_move_get_property;
  props[PROP_PLY]
    = g_param_spec_uint ("ply", NULL, NULL, 0, G_MAXUINT, 0, flags);
  props[PROP_NUMBER]
    = g_param_spec_uint ("number", NULL, NULL, 1, G_MAXUINT, 1, flags);
  props[PROP_SIDE] = g_param_spec_int (
    "side", NULL, NULL, TOGUZ_WHITE, TOGUZ_BLACK, TOGUZ_WHITE, flags);
  props[PROP_NOTATION]
    = g_param_spec_string ("notation", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, props);
}

static void
tutor_game_move_init (TutorGameMove *move)
{
}

guint
tutor_game_move_get_ply (TutorGameMove *move)
{
  g_return_val_if_fail (TUTOR_IS_GAME_MOVE (move), 0);
  return move->ply;
}

guint
tutor_game_move_get_number (TutorGameMove *move)
{
  /* Every ply counts one: the position before had one fewer. */
  ToguzPosition before = { .ply = (uint16_t) (move->after.ply - 1u) };

  g_return_val_if_fail (TUTOR_IS_GAME_MOVE (move), 1);
  return toguz_position_move_number (&before);
}

ToguzSide
tutor_game_move_get_side (TutorGameMove *move)
{
  g_return_val_if_fail (TUTOR_IS_GAME_MOVE (move), TOGUZ_WHITE);
  return (ToguzSide) move->event.side;
}

const char *
tutor_game_move_get_notation (TutorGameMove *move)
{
  g_return_val_if_fail (TUTOR_IS_GAME_MOVE (move), NULL);
  return move->notation;
}

const ToguzEvent *
tutor_game_move_get_event (TutorGameMove *move)
{
  g_return_val_if_fail (TUTOR_IS_GAME_MOVE (move), NULL);
  return &move->event;
}

const ToguzPosition *
tutor_game_move_get_position (TutorGameMove *move)
{
  g_return_val_if_fail (TUTOR_IS_GAME_MOVE (move), NULL);
  return &move->after;
}
