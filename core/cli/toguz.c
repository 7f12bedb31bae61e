/* toguz.c: the `toguz` command, for teachers, scripts and tests
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "toguz-cli.h"
#include "toguz-text.h"

static const ToguzCommand commands[] = {
  { "play", N_("Play moves and print the notation, position and result"),
    toguz_command_play },
  { "perft", N_("Count the leaf nodes of the move tree"),
    toguz_command_perft },
  { "replay", N_("Replay game records and check them against the rules"),
    toguz_command_replay },
  { "analyse", N_("Annotate a game record with the engine’s view of every "
                  "move"),
    toguz_command_analyse },
  { "solve", N_("Find the best move, or every move that achieves a goal"),
    toguz_command_solve },
  { "hint", N_("Print a rung of the hint ladder for a goal"),
    toguz_command_hint },
  { "explain", N_("Explain what a move does, or why it is illegal"),
    toguz_command_explain },
  { "lesson", N_("Check a lesson file, or show it as text"),
    toguz_command_lesson },
  { "mine", N_("Mine puzzles from game records into an exercise set"),
    toguz_command_mine },
  { "worksheet", N_("Print a lesson as a worksheet (PDF) with an answer key"),
    toguz_command_worksheet },
  { "results", N_("Join the class results of several computers, or print "
                  "them (PDF)"),
    toguz_command_results },
};

static void
print_usage (FILE *out)
{
  fprintf (out, "%s\n  toguz %s\n\n%s\n", _("Usage:"),
           _("COMMAND [OPTION…] [ARGUMENT…]"), _("Commands:"));
  for (size_t i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-10s %s\n", commands[i].name, _(commands[i].summary));
  fprintf (out, "\n%s\n", _("Run “toguz COMMAND --help” for the options of "
                            "a command. Exit status: 0 success, 1 the input "
                            "is wrong, 2 the command line is wrong."));
}

int
main (int argc, char **argv)
{
  toguz_text_init_locale ();
  g_set_prgname ("toguz");

  if (argc < 2)
    {
      print_usage (stderr);
      return TOGUZ_EXIT_USAGE;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0
      || strcmp (argv[1], "help") == 0)
    {
      print_usage (stdout);
      return TOGUZ_EXIT_OK;
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("toguz %s\n", PACKAGE_VERSION);
      return TOGUZ_EXIT_OK;
    }

  for (size_t i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      if (strcmp (argv[1], commands[i].name) == 0)
        {
          g_autofree char *prgname = g_strdup_printf ("toguz %s", argv[1]);
          g_set_prgname (prgname);
          return commands[i].run (argc - 1, argv + 1);
        }
    }

  toguz_cli_fail (TOGUZ_EXIT_USAGE, _("unknown command “%s”"), argv[1]);
  print_usage (stderr);
  return TOGUZ_EXIT_USAGE;
}
