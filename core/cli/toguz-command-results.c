/* toguz-command-results.c: `toguz results`, the class's CSVs joined and printed
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "toguz-class-report.h"
#include "toguz-class-results.h"
#include "toguz-cli.h"

/* Reads every file and folder named, each error as "toguz: FILE:LINE:
 * message"; all of them, not only the first, so that one run tells the
 * teacher every file to look at. */
static int
read_results (int argc, char **argv, ToguzClassResults *results)
{
  int status = TOGUZ_EXIT_OK;

  for (int i = 1; i < argc; i++)
    {
      g_autoptr (GError) error = NULL;

      if (!toguz_class_results_add_path (results, argv[i], &error))
        status = toguz_cli_fail (TOGUZ_EXIT_INPUT, "%s", error->message);
    }
  return status;
}

/* "3 files, 57 attempts, 4 duplicates dropped", on stderr: stdout may be
 * the merged CSV. */
static void
print_summary (ToguzClassResults *results)
{
  guint n_files = toguz_class_results_get_n_files (results);
  guint n_attempts = toguz_class_results_get_n_attempts (results);
  guint n_duplicates = toguz_class_results_get_n_duplicates (results);
  g_autofree char *files = NULL, *attempts = NULL, *duplicates = NULL;

  files = g_strdup_printf (ngettext ("%u file", "%u files", n_files),
                           n_files);
  attempts = g_strdup_printf (ngettext ("%u attempt", "%u attempts",
                                        n_attempts), n_attempts);
  duplicates = g_strdup_printf (ngettext ("%u duplicate dropped",
                                          "%u duplicates dropped",
                                          n_duplicates), n_duplicates);
  fflush (stdout);
  /* Translators: the summary of `toguz results`: "3 files, 57 attempts,
   * 4 duplicates dropped". */
  fprintf (stderr, _("%s, %s, %s\n"), files, attempts, duplicates);
}

static GOptionContext *
results_context (const char *summary)
{
  GOptionContext *context = g_option_context_new (_("FILE.csv|FOLDER…"));

  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, summary);
  return context;
}

static int
results_merge (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (ToguzClassResults) results = toguz_class_results_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *output = NULL;
  int status;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write the merged CSV to OUT.csv instead of stdout"),
      N_("OUT.csv") },
    { NULL },
  };

  context = results_context (
    _("Joins the class results that the tutors of several computers "
      "exported (CSV files, or folders of them) into one CSV: a row an "
      "attempt, sorted by time then learner, rows found in more than one "
      "file kept once. The columns are the tutor’s, with set_fingerprint "
      "(empty for files from older tutors).\n\nProblems go to stderr as "
      "FILE:LINE: message. Exit status 0 when the CSV is written, 1 when "
      "a file cannot be read or the CSV cannot be written, 2 when the "
      "command line is wrong."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!toguz_cli_parse_options (context, &argc, &argv))
    return TOGUZ_EXIT_USAGE;
  if (argc < 2)
    return toguz_cli_fail (TOGUZ_EXIT_USAGE, "%s",
                           _("results merge takes at least one FILE.csv or "
                             "FOLDER (see --help)"));

  status = read_results (argc, argv, results);
  if (status != TOGUZ_EXIT_OK)
    return status;
  if (output)
    {
      if (!toguz_class_results_save_csv (results, output, &error))
        return toguz_cli_fail (TOGUZ_EXIT_INPUT, "%s", error->message);
    }
  else
    {
      g_autofree char *csv = toguz_class_results_dup_csv (results);

      if (fwrite (csv, 1, strlen (csv), stdout) != strlen (csv)
          || fflush (stdout) != 0)
        return toguz_cli_fail (TOGUZ_EXIT_INPUT, "%s",
                               _("cannot write to stdout"));
    }
  print_summary (results);
  return TOGUZ_EXIT_OK;
}

static int
results_report (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (ToguzClassResults) results = toguz_class_results_new ();
  g_autoptr (ToguzClassReport) report = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *output = NULL, *paper_name = NULL, *title = NULL;
  g_autofree char *learners = NULL, *tasks = NULL;
  ToguzPaper paper = TOGUZ_PAPER_A4;
  int status;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write the report to OUT.pdf"), N_("OUT.pdf") },
    { "paper", 'p', 0, G_OPTION_ARG_STRING, &paper_name,
      N_("Paper size: a4 (default) or letter"), N_("SIZE") },
    { "title", 't', 0, G_OPTION_ARG_STRING, &title,
      N_("The report’s title (default: Class results)"), N_("TITLE") },
    { "learners", 0, 0, G_OPTION_ARG_STRING, &learners,
      N_("Order the learners by name (default) or solved (the most tasks "
         "solved first)"),
      N_("ORDER") },
    { "tasks", 0, 0, G_OPTION_ARG_STRING, &tasks,
      N_("Order the tasks by set (default) or success (the lowest success "
         "rate first)"),
      N_("ORDER") },
    { NULL },
  };

  context = results_context (
    _("Prints the class results that the tutors of several computers "
      "exported (CSV files, or folders of them, joined as “toguz results "
      "merge” does) as a PDF for the teacher: the learners and the tasks "
      "in a grid (solved, stars, hints and time of each learner on each "
      "task), the success rate of each task as a bar chart, and the tasks "
      "most missed.\n\nProblems go to stderr as FILE:LINE: message. Exit "
      "status 0 when the PDF is written, 1 when a file cannot be read or "
      "the PDF cannot be written, 2 when the command line is wrong."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!toguz_cli_parse_options (context, &argc, &argv))
    return TOGUZ_EXIT_USAGE;
  if (argc < 2)
    return toguz_cli_fail (TOGUZ_EXIT_USAGE, "%s",
                           _("results report takes at least one FILE.csv "
                             "or FOLDER (see --help)"));
  if (output == NULL)
    return toguz_cli_fail (TOGUZ_EXIT_USAGE, "%s",
                           _("results report needs -o OUT.pdf (see "
                             "--help)"));
  if (paper_name && !toguz_paper_from_name (paper_name, &paper))
    return toguz_cli_fail (TOGUZ_EXIT_USAGE,
                           _("unknown paper “%s”: a4 or letter"),
                           paper_name);
  if (learners && strcmp (learners, "name") != 0
      && strcmp (learners, "solved") != 0)
    return toguz_cli_fail (TOGUZ_EXIT_USAGE,
                           _("unknown order of learners “%s”: name or "
                             "solved"),
                           learners);
  if (tasks && strcmp (tasks, "set") != 0 && strcmp (tasks, "success") != 0)
    return toguz_cli_fail (TOGUZ_EXIT_USAGE,
                           _("unknown order of tasks “%s”: set or success"),
                           tasks);

  status = read_results (argc, argv, results);
  if (status != TOGUZ_EXIT_OK)
    return status;
  report = toguz_class_report_new (results);
  toguz_class_report_set_title (report, title);
  if (learners && strcmp (learners, "solved") == 0)
    toguz_class_report_set_learner_order (report, TOGUZ_LEARNER_ORDER_SOLVED,
                                          FALSE);
  if (tasks && strcmp (tasks, "success") == 0)
    toguz_class_report_set_task_order (report, TOGUZ_TASK_ORDER_SUCCESS,
                                       FALSE);
  if (!toguz_class_report_save_pdf (report, output, paper, &error))
    return toguz_cli_fail (TOGUZ_EXIT_INPUT, "%s", error->message);

  printf (ngettext ("%s: %u page\n", "%s: %u pages\n",
                    toguz_class_report_get_n_pages (report)),
          output, toguz_class_report_get_n_pages (report));
  print_summary (results);
  return TOGUZ_EXIT_OK;
}

static void
print_results_usage (FILE *out)
{
  fprintf (out, "%s\n  toguz results merge %s [-o %s]\n"
                "  toguz results report %s -o %s [--paper a4|letter]\n\n%s\n",
           _("Usage:"), _("FILE.csv|FOLDER…"), _("OUT.csv"),
           _("FILE.csv|FOLDER…"), _("OUT.pdf"),
           _("Joins the class results of several computers (merge) or "
             "prints them for the teacher (report). Run “toguz results "
             "merge --help” or “toguz results report --help” for the "
             "options."));
}

int
toguz_command_results (int argc, char **argv)
{
  if (argc < 2)
    {
      print_results_usage (stderr);
      return TOGUZ_EXIT_USAGE;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0)
    {
      print_results_usage (stdout);
      return TOGUZ_EXIT_OK;
    }
  if (strcmp (argv[1], "merge") == 0 || strcmp (argv[1], "report") == 0)
    {
      g_autofree char *prgname
        = g_strdup_printf ("toguz results %s", argv[1]);

      g_set_prgname (prgname);
      return strcmp (argv[1], "merge") == 0 ? results_merge (argc - 1, argv + 1)
                                            : results_report (argc - 1,
                                                              argv + 1);
    }
  toguz_cli_fail (TOGUZ_EXIT_USAGE, _("unknown results command “%s”: merge "
                                      "or report"),
                  argv[1]);
  print_results_usage (stderr);
  return TOGUZ_EXIT_USAGE;
}
