/* toguz-command-replay.c: `toguz replay`
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "toguz-cli.h"
#include "toguz-replay.h"
#include "toguz-text.h"

typedef struct
{
  unsigned games;
  unsigned ended_by_rule;
  unsigned mismatches;
} Tally;

static void
print_tally (const char *label, const Tally *tally)
{
  /* The summary is for scripts as much as for people: keep it plain. */
  printf ("%s: games %u, ended by rule %u, mismatches %u\n", label,
          tally->games, tally->ended_by_rule, tally->mismatches);
}

int
toguz_command_replay (int argc, char **argv)
{
  g_autofree char *variant = NULL;
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GError) error = NULL;
  const GOptionEntry entries[] = {
    { "variant", 'v', 0, G_OPTION_ARG_STRING, &variant,
      N_("Rules for records without a Variant tag (default: togyz)"),
      N_("VARIANT") },
    { NULL },
  };
  ToguzRuleset rules;
  Tally total = { 0 };
  gboolean unreadable = FALSE;

  context = toguz_cli_context_new (
    _("FILE…"),
    _("Replays PGN-style game records (PlayOK’s export; PlayStrategy’s key "
      "notation too) and checks every landing digit and x flag, every (n) "
      "kazan total, the result of every game that ended by the rules, and "
      "a stated final position. Games that stop earlier (resigned or "
      "adjudicated) keep their recorded result.\n\n"
      "Output: one summary line per file and a total; each mismatch on "
      "stderr as FILE:LINE: message. Exit status 1 on any mismatch."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!toguz_cli_parse_options (context, &argc, &argv))
    return TOGUZ_EXIT_USAGE;
  if (argc < 2)
    return toguz_cli_fail (TOGUZ_EXIT_USAGE, "%s",
                           _("replay needs at least one FILE (see --help)"));
  if (!toguz_ruleset_from_name (variant ? variant : "togyz", &rules, &error))
    return toguz_cli_fail (TOGUZ_EXIT_USAGE, "%s", error->message);

  for (int i = 1; i < argc; i++)
    {
      g_autoptr (ToguzRecordReader) reader = NULL;
      Tally tally = { 0 };
      ToguzRecord *game;

      /* Game by game: a long record needs the memory of one game. */
      reader = toguz_record_reader_new_for_file (argv[i], &error);
      if (reader == NULL)
        {
          toguz_cli_fail (TOGUZ_EXIT_INPUT, "%s", error->message);
          g_clear_error (&error);
          unreadable = TRUE;
          continue;
        }
      while ((game = toguz_record_reader_next (reader, &error)) != NULL)
        {
          ToguzReplay replay;

          /* A game spoilt by a mistake of its own is left out; the file
           * goes on. */
          if (game->problem)
            {
              toguz_cli_fail (TOGUZ_EXIT_INPUT, "%s", game->problem);
              toguz_record_free (game);
              unreadable = TRUE;
              continue;
            }
          tally.games++;
          if (!toguz_record_replay (game, &rules, NULL, NULL, &replay,
                                    &error))
            {
              toguz_cli_fail (TOGUZ_EXIT_INPUT, "%s", error->message);
              g_clear_error (&error);
              tally.mismatches++;
            }
          else
            tally.ended_by_rule += replay.ended_by_rule;
          toguz_record_free (game);
        }
      if (error)
        {
          /* The games before the mistake were replayed and counted. */
          toguz_cli_fail (TOGUZ_EXIT_INPUT, "%s", error->message);
          g_clear_error (&error);
          unreadable = TRUE;
        }
      print_tally (argv[i], &tally);
      total.games += tally.games;
      total.ended_by_rule += tally.ended_by_rule;
      total.mismatches += tally.mismatches;
    }
  if (argc > 2)
    print_tally (_("total"), &total);
  return total.mismatches || unreadable ? TOGUZ_EXIT_INPUT : TOGUZ_EXIT_OK;
}
