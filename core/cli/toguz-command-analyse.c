/* toguz-command-analyse.c: `toguz analyse`
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "toguz-cli.h"
#include "toguz-game-analysis.h"
#include "toguz-text.h"

/* The game numbered `number` (1-based) of the file, or NULL with the
 * exit code in *status after printing why. */
static ToguzRecord *
read_game (const char *filename, int number, int *status)
{
  g_autoptr (ToguzRecordReader) reader = NULL;
  g_autoptr (GError) error = NULL;
  ToguzRecord *game;
  int seen = 0;

  reader = toguz_record_reader_new_for_file (filename, &error);
  if (reader == NULL)
    {
      *status = toguz_cli_fail (TOGUZ_EXIT_INPUT, "%s", error->message);
      return NULL;
    }
  while ((game = toguz_record_reader_next (reader, &error)) != NULL)
    {
      if (++seen == number)
        {
          if (game->problem)
            {
              *status = toguz_cli_fail (TOGUZ_EXIT_INPUT, "%s",
                                        game->problem);
              toguz_record_free (game);
              return NULL;
            }
          return game;
        }
      toguz_record_free (game);
    }
  if (error)
    *status = toguz_cli_fail (TOGUZ_EXIT_INPUT, "%s", error->message);
  else
    *status = toguz_cli_fail (TOGUZ_EXIT_INPUT,
                              ngettext ("%s has no game %d: it holds %d "
                                        "game.",
                                        "%s has no game %d: it holds %d "
                                        "games.",
                                        (unsigned long) seen),
                              filename, number, seen);
  return NULL;
}

int
toguz_command_analyse (int argc, char **argv)
{
  g_autofree char *variant = NULL;
  g_autofree char *format = NULL;
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (ToguzRecord) game = NULL;
  g_autoptr (ToguzGameAnalysis) analysis = NULL;
  g_autofree char *output = NULL;
  int number = 1, time_ms = 0, status = TOGUZ_EXIT_OK;
  const GOptionEntry entries[] = {
    { "game", 'g', 0, G_OPTION_ARG_INT, &number,
      N_("Analyse the Nth game of the file (default: 1)"), N_("N") },
    { "time", 't', 0, G_OPTION_ARG_INT, &time_ms,
      N_("Search each move for MS milliseconds instead of the fixed "
         "depth"),
      N_("MS") },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format,
      N_("Write pgn (the default) or csv"), N_("FORMAT") },
    { "variant", 'v', 0, G_OPTION_ARG_STRING, &variant,
      N_("Rules for records without a Variant tag (default: togyz)"),
      N_("VARIANT") },
    { NULL },
  };
  ToguzSearchLimits limits = { TOGUZ_ANALYSIS_DEFAULT_DEPTH, 0,
                                TOGUZ_ANALYSIS_DEFAULT_NODES };
  ToguzRuleset rules;
  gboolean csv;

  context = toguz_cli_context_new (
    _("FILE"),
    _("Analyses a game of a PGN-style record move by move: the engine’s "
      "best move at a fixed depth, the stones each move lost against it, "
      "and its class (best, good, inaccuracy, mistake, blunder).\n\n"
      "Output: the record with a {comment} and a mark (?! inaccuracy, "
      "? mistake, ?? blunder, ! the best move after the opponent’s mistake) "
      "after each move, or with --format csv one line per move: "
      "ply,side,move,best,loss,class,score (stones, the score from White’s "
      "view). Exit status 1 when the file or the game is wrong."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!toguz_cli_parse_options (context, &argc, &argv))
    return TOGUZ_EXIT_USAGE;
  if (argc != 2)
    return toguz_cli_fail (TOGUZ_EXIT_USAGE, "%s",
                           _("analyse needs one FILE (see --help)"));
  if (number < 1)
    return toguz_cli_fail (TOGUZ_EXIT_USAGE, "%s",
                           _("--game counts from 1"));
  if (time_ms < 0)
    return toguz_cli_fail (TOGUZ_EXIT_USAGE, "%s",
                           _("--time needs a number of milliseconds"));
  if (format != NULL && strcmp (format, "pgn") != 0
      && strcmp (format, "csv") != 0)
    return toguz_cli_fail (TOGUZ_EXIT_USAGE,
                           _("unknown format “%s”: use pgn or csv"), format);
  csv = format != NULL && strcmp (format, "csv") == 0;
  if (!toguz_ruleset_from_name (variant ? variant : "togyz", &rules, &error))
    return toguz_cli_fail (TOGUZ_EXIT_USAGE, "%s", error->message);
  if (time_ms > 0)
    limits = (ToguzSearchLimits) { 0, (unsigned) time_ms, 0 };

  game = read_game (argv[1], number, &status);
  if (game == NULL)
    return status;
  analysis = toguz_game_analysis_new (game, &rules, &limits, &error);
  if (analysis == NULL)
    return toguz_cli_fail (TOGUZ_EXIT_INPUT, "%s", error->message);
  toguz_game_analysis_run (analysis, NULL, NULL);

  output = csv ? toguz_game_analysis_to_csv (analysis)
               : toguz_game_analysis_to_pgn (analysis);
  fputs (output, stdout);
  return TOGUZ_EXIT_OK;
}
