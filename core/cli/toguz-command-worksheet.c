/* toguz-command-worksheet.c: `toguz worksheet`, a lesson on paper
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "toguz-cli.h"
#include "toguz-lesson-checker.h"
#include "toguz-text.h"
#include "toguz-worksheet.h"

int
toguz_command_worksheet (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) lesson = NULL;
  g_autoptr (ToguzWorksheet) worksheet = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *output = NULL;
  g_autofree char *paper_name = NULL;
  g_autofree char *language = NULL;
  gboolean no_answers = FALSE;
  ToguzPaper paper = TOGUZ_PAPER_A4;
  ToguzSearch *search;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write the worksheet to OUT.pdf"), N_("OUT.pdf") },
    { "paper", 'p', 0, G_OPTION_ARG_STRING, &paper_name,
      N_("Paper size: a4 (default) or letter"), N_("SIZE") },
    { "no-answers", 0, 0, G_OPTION_ARG_NONE, &no_answers,
      N_("Leave out the answer key"), NULL },
    { "lang", 'l', 0, G_OPTION_ARG_STRING, &language,
      N_("Print in the language LL (kk, ky, ru, es, tl, bn, pa or en), "
         "whatever the system’s"),
      N_("LL") },
    { NULL },
  };

  context = g_option_context_new (_("FILE"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (
    context,
    _("Prints a lesson or exercise set as a worksheet (PDF): each task "
      "with its board as a diagram and room for the answer, then an "
      "answer key on pages of its own. The file is checked first, as "
      "“toguz lesson check” does: a worksheet with a wrong key is worse "
      "than none.\n\nProblems go to stderr as FILE:LINE: message. Exit "
      "status 0 when the PDF is written, 1 when the file has a problem or "
      "the PDF cannot be written, 2 when the command line is wrong."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!toguz_cli_parse_options (context, &argc, &argv))
    return TOGUZ_EXIT_USAGE;
  if (argc != 2)
    return toguz_cli_fail (TOGUZ_EXIT_USAGE, "%s",
                           _("worksheet takes one FILE (see --help)"));
  if (output == NULL)
    return toguz_cli_fail (TOGUZ_EXIT_USAGE, "%s",
                           _("worksheet needs -o OUT.pdf (see --help)"));
  if (paper_name && !toguz_paper_from_name (paper_name, &paper))
    return toguz_cli_fail (TOGUZ_EXIT_USAGE,
                           _("unknown paper “%s”: a4 or letter"),
                           paper_name);
  /* Before the lesson is read: its texts and the problems in it are
   * said in the language asked for. */
  if (language && !toguz_text_set_language (language, &error))
    return toguz_cli_fail (TOGUZ_EXIT_USAGE, "--lang: %s", error->message);

  lesson = toguz_lesson_load_file (argv[1], problems);
  if (lesson)
    {
      search = toguz_search_new (64);
      toguz_lesson_verify (lesson, search, TOGUZ_LESSON_CHECK_BUDGET,
                           problems);
      toguz_search_free (search);
    }
  if (problems->len > 0)
    {
      for (guint p = 0; p < problems->len; p++)
        {
          g_autofree char *text
            = toguz_lesson_problem_to_string (g_ptr_array_index (problems, p));
          toguz_cli_fail (TOGUZ_EXIT_INPUT, "%s", text);
        }
      return TOGUZ_EXIT_INPUT;
    }

  worksheet = toguz_worksheet_new (lesson);
  toguz_worksheet_set_answer_key (worksheet, !no_answers);
  if (!toguz_worksheet_save_pdf (worksheet, output, paper, &error))
    return toguz_cli_fail (TOGUZ_EXIT_INPUT, "%s", error->message);

  printf (ngettext ("%s: %u page\n", "%s: %u pages\n",
                    toguz_worksheet_get_n_pages (worksheet)),
          output, toguz_worksheet_get_n_pages (worksheet));
  return TOGUZ_EXIT_OK;
}
