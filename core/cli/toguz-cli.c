/* toguz-cli.c: what the commands of `toguz` share
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "toguz-cli.h"
#include "toguz-text.h"

int
toguz_cli_fail (int exit_code, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  fflush (stdout);
  fprintf (stderr, "toguz: %s\n", message);
  return exit_code;
}

gboolean
toguz_cli_parse_options (GOptionContext *context, int *argc, char ***argv)
{
  g_autoptr (GError) error = NULL;

  if (g_option_context_parse (context, argc, argv, &error))
    return TRUE;
  toguz_cli_fail (TOGUZ_EXIT_USAGE, "%s (%s)", error->message,
                  _("see --help"));
  return FALSE;
}

GOptionContext *
toguz_cli_context_new (const char *parameters, const char *summary)
{
  GOptionContext *context = g_option_context_new (parameters);
  g_autoptr (GString) variants = g_string_new (_("Variants:"));

  for (size_t i = 0; i < toguz_ruleset_n_variants (); i++)
    {
      const ToguzRuleset *rules = toguz_ruleset_nth_variant (i);
      g_string_append_printf (variants, "\n  %-15s ", rules->name);
      /* Translators: a variant in --help: holes a side, stones a hole. */
      g_string_append_printf (variants, _("%u holes a side, %u stones a "
                                          "hole"),
                              (unsigned) rules->holes,
                              (unsigned) rules->stones);
      if (!rules->tuzdik)
        g_string_append_printf (variants, ", %s", _("no tuzdiks"));
      if (!rules->early_win)
        g_string_append_printf (variants, ", %s",
                                _("no early win, hole 9 may be a tuzdik"));
    }
  g_string_append_printf (variants, "\n%s",
                          _("Add :no-origin-return to a name for the old "
                            "custom of sowing from the next hole."));

  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, summary);
  g_option_context_set_description (context, variants->str);
  return context;
}

void
toguz_position_options_add (GOptionContext *context,
                            ToguzPositionOptions *options)
{
  const GOptionEntry entries[] = {
    { "variant", 'v', 0, G_OPTION_ARG_STRING, &options->variant,
      N_("Play under the rules of VARIANT (default: togyz)"), N_("VARIANT") },
    { "from", 'f', 0, G_OPTION_ARG_STRING, &options->from,
      N_("Start from the position FEN instead of the start"), N_("FEN") },
    { NULL },
  };

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
}

void
toguz_position_options_clear (ToguzPositionOptions *options)
{
  g_clear_pointer (&options->variant, g_free);
  g_clear_pointer (&options->from, g_free);
}

int
toguz_position_options_resolve (const ToguzPositionOptions *options,
                                ToguzRuleset *rules, ToguzPosition *pos)
{
  g_autoptr (GError) error = NULL;

  if (!toguz_ruleset_from_name (options->variant ? options->variant
                                                 : "togyz",
                                rules, &error))
    {
      return toguz_cli_fail (TOGUZ_EXIT_USAGE, "%s", error->message);
    }
  if (options->from == NULL)
    {
      toguz_position_init (rules, pos);
      return TOGUZ_EXIT_OK;
    }
  if (!toguz_position_from_fen (rules, options->from, pos, &error))
    return toguz_cli_fail (TOGUZ_EXIT_INPUT, "--from: %s", error->message);
  return TOGUZ_EXIT_OK;
}
