/* tutor-play-names.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tutor-play-names.h"

/* The variants in the popover, in the core's order. */
static const struct
{
  const char *name;
  const char *label;
} variant_labels[] = {
  { "togyz", N_("Togyz Kumalak") },
  { "bestemshe", N_("Bestemshe, five holes") },
  { "togyz-7", N_("Togyz Kumalak, seven holes") },
  { "pantusov-1906", N_("Pantusov’s rules of 1906") },
};

const char *
tutor_variant_label (const ToguzRuleset *rules)
{
  for (guint i = 0; i < G_N_ELEMENTS (variant_labels); i++)
    if (g_strcmp0 (rules->name, variant_labels[i].name) == 0)
      return _(variant_labels[i].label);
  return rules->name;
}

const char *
tutor_opponent_level_name (TutorOpponent opponent)
{
  switch (opponent)
    {
    case TUTOR_OPPONENT_BEGINNER:
      return _("beginner");
    case TUTOR_OPPONENT_CLUB:
      return _("club");
    case TUTOR_OPPONENT_STRONG:
      return _("strong");
    case TUTOR_OPPONENT_HUMAN:
    default:
      return "";
    }
}

const char *
tutor_opponent_player_name (TutorOpponent opponent, ToguzSide human,
                            ToguzSide side)
{
  if (opponent == TUTOR_OPPONENT_HUMAN)
    return side == TOGUZ_WHITE ? _("Player 1") : _("Player 2");
  if (side == human)
    return _("You");
  switch (opponent)
    {
    case TUTOR_OPPONENT_BEGINNER:
      return _("Engine (beginner)");
    case TUTOR_OPPONENT_CLUB:
      return _("Engine (club)");
    case TUTOR_OPPONENT_STRONG:
    case TUTOR_OPPONENT_HUMAN:
    default:
      return _("Engine (strong)");
    }
}
