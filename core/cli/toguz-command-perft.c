/* toguz-command-perft.c: `toguz perft`
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <stdio.h>

#include "toguz-cli.h"
#include "toguz-perft.h"
#include "toguz-text.h"

#define MAX_DEPTH 30

int
toguz_command_perft (int argc, char **argv)
{
  g_auto (ToguzPositionOptions) options = { 0 };
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GError) error = NULL;
  ToguzRuleset rules;
  ToguzPosition pos;
  guint64 depth;
  int status;

  context = toguz_cli_context_new (
    _("DEPTH"),
    _("Counts the leaf nodes of the move tree, for every depth from 1 to "
      "DEPTH; a finished game counts as one leaf.\n\n"
      "Output: one line “DEPTH NODES” per depth."));
  toguz_position_options_add (context, &options);
  if (!toguz_cli_parse_options (context, &argc, &argv))
    return TOGUZ_EXIT_USAGE;
  if (argc != 2)
    return toguz_cli_fail (TOGUZ_EXIT_USAGE, "%s",
                           _("perft takes one DEPTH (see --help)"));
  if (!g_ascii_string_to_unsigned (argv[1], 10, 1, MAX_DEPTH, &depth,
                                   &error))
    return toguz_cli_fail (TOGUZ_EXIT_USAGE,
                           _("DEPTH must be a number from 1 to %d: %s"),
                           MAX_DEPTH, error->message);
  if ((status = toguz_position_options_resolve (&options, &rules, &pos))
      != TOGUZ_EXIT_OK)
    return status;

  for (unsigned d = 1; d <= depth; d++)
    {
      printf ("%u %" PRIu64 "\n", d, toguz_perft (&rules, &pos, d).leaves);
      fflush (stdout);
    }
  return TOGUZ_EXIT_OK;
}
