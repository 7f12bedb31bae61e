/* tutor-theme-names.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tutor-theme-names.h"

const char *
tutor_theme_name (const char *theme)
{
  static const struct
  {
    const char *id;
    const char *name;
  } names[] = {
    { "capture", N_("Captures") },
    { "tuzdik", N_("Tuzdiks") },
    { "defence", N_("Defence") },
    { "at-syroo", N_("At syroo") },
    { "endgame", N_("Endgames") },
    { "counting", N_("Counting") },
    { "opening", N_("Openings") },
    { "middlegame", N_("Middlegames") },
    { "sweep", N_("Sweeps") },
    { "quiet", N_("Quiet moves") },
    { "sacrifice", N_("Sacrifices") },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_strcmp0 (names[i].id, theme) == 0)
      return _(names[i].name);
  return theme;
}
