/* test-results-cli.c: `toguz results merge` and `toguz results report`
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The command as a teacher uses it on the three computers' exports in
 * tests/results/data/: what goes to stdout and stderr, the files written
 * and the exit status (0 ok, 1 the input is wrong, 2 the command line).
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

typedef struct
{
  char *out;
  char *err;
  int status;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* Runs toguz with the arguments (NULL-terminated) and returns its exit
 * status, stdout and stderr. */
static Run
run_toguz (const char *first, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  Run run = { 0 };
  int wait_status;
  va_list args;

  g_ptr_array_add (argv, (char *) g_getenv ("TOGUZ_COMMAND"));
  g_assert_nonnull (argv->pdata[0]);
  va_start (args, first);
  for (const char *a = first; a; a = va_arg (args, const char *))
    g_ptr_array_add (argv, (char *) a);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL,
                               G_SPAWN_DEFAULT, NULL, NULL, &run.out,
                               &run.err, &wait_status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  run.status = WEXITSTATUS (wait_status);
  return run;
}

static char *
data_path (const char *name)
{
  return g_build_filename (g_getenv ("G_TEST_SRCDIR"), "data", name, NULL);
}

static char *
scratch_dir (void)
{
  char *dir = g_dir_make_tmp ("toguz-results-cli-XXXXXX", NULL);

  g_assert_nonnull (dir);
  return dir;
}

static void
remove_dir (const char *dir)
{
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  while (listing && (name = g_dir_read_name (listing)))
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_remove (path);
    }
  g_rmdir (dir);
}

#define HEADER "learner,time,set,set_title,puzzle,answers_tried,hints_used," \
               "solved,stars,seconds,set_fingerprint\r\n"

static void
test_merge_to_stdout (void)
{
  g_autofree char *room_1 = data_path ("room-1.csv");
  g_autofree char *room_2 = data_path ("room-2.csv");
  g_autofree char *room_3 = data_path ("room-3.csv");
  g_auto (Run) run = run_toguz ("results", "merge", room_1, room_2, room_3,
                                NULL);
  g_auto (GStrv) lines = NULL;

  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "3 files, 15 attempts, 2 duplicates dropped\n");
  g_assert_true (g_str_has_prefix (run.out, HEADER));
  lines = g_strsplit (run.out, "\r\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 17);
  g_assert_cmpstr (lines[1], ==,
                   "Aigerim,2026-11-30T09:00:00Z,first-steps,First steps,"
                   "capture-1,54 65,0,yes,3,40,a1b2c3d4e5f6");
  g_assert_cmpstr (lines[6], ==,
                   "'@lia,2026-11-30T09:30:00Z,first-steps,First steps,"
                   "capture-1,65,2,no,0,80,");
  g_assert_cmpstr (lines[15], ==,
                   "Erlan,2026-12-01T09:10:00Z,endings,\"Endings, "
                   "\"\"hard\"\"\",ending-1,92,1,yes,1,120,c0ffee000001");
}

static void
test_merge_folder_to_file (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *data = g_build_filename (g_getenv ("G_TEST_SRCDIR"),
                                            "data", NULL);
  g_autofree char *output = g_build_filename (dir, "class.csv", NULL);
  g_autofree char *written = NULL;
  g_autofree char *room_1 = data_path ("room-1.csv");

  {
    g_auto (Run) run = run_toguz ("results", "merge", data, "-o", output,
                                  NULL);

    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.out, ==, "");
    g_assert_cmpstr (run.err, ==,
                     "3 files, 15 attempts, 2 duplicates dropped\n");
  }
  g_assert_true (g_file_get_contents (output, &written, NULL, NULL));
  g_assert_true (g_str_has_prefix (written, HEADER "Aigerim,"));

  /* The merged file merged again with a source: nothing new. */
  {
    g_auto (Run) run = run_toguz ("results", "merge", output, room_1, NULL);

    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.out, ==, written);
    g_assert_cmpstr (run.err, ==,
                     "2 files, 15 attempts, 6 duplicates dropped\n");
  }
  {
    g_auto (Run) run = run_toguz ("results", "merge", room_1, NULL);

    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.err, ==, "1 file, 6 attempts, 0 duplicates dropped\n");
  }
  remove_dir (dir);
}

/* Every bad file named, with its line, and nothing written. */
static void
test_merge_bad_files (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *quote = g_build_filename (dir, "quote.csv", NULL);
  g_autofree char *fields = g_build_filename (dir, "fields.csv", NULL);
  g_autofree char *output = g_build_filename (dir, "class.csv", NULL);
  g_autofree char *room_1 = data_path ("room-1.csv");
  g_autofree char *quote_error = NULL, *fields_error = NULL;

  g_assert_true (g_file_set_contents (
    quote, HEADER "Dana,2026-11-30T10:00:00Z,s,S,t,65,1,yes,2,30,\r\n"
           "Dana,\"2026-11-30T10:01:00Z,s\r\n", -1, NULL));
  g_assert_true (g_file_set_contents (fields, HEADER "Dana,2026\r\n", -1,
                                      NULL));
  {
    g_auto (Run) run = run_toguz ("results", "merge", room_1, quote, fields,
                                  "-o", output, NULL);

    quote_error = g_strdup_printf ("toguz: %s:3: a quote opened on this "
                                   "line is never closed\n", quote);
    fields_error = g_strdup_printf ("toguz: %s:2: 2 fields, the first line "
                                    "has 11\n", fields);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpstr (run.out, ==, "");
    g_assert_nonnull (strstr (run.err, quote_error));
    g_assert_nonnull (strstr (run.err, fields_error));
    g_assert_false (g_file_test (output, G_FILE_TEST_EXISTS));
  }
  {
    g_auto (Run) run = run_toguz ("results", "merge", "/nonexistent.csv",
                                  NULL);

    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (g_str_has_prefix (run.err, "toguz: "));
    g_assert_nonnull (strstr (run.err, "/nonexistent.csv"));
  }
  {
    g_auto (Run) run = run_toguz ("results", "merge", room_1, "-o",
                                  "/nonexistent-folder/class.csv", NULL);

    g_assert_cmpint (run.status, ==, 1);
    g_assert_nonnull (strstr (run.err, "/nonexistent-folder/class.csv"));
  }
  remove_dir (dir);
}

static void
test_report (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *data = g_build_filename (g_getenv ("G_TEST_SRCDIR"),
                                            "data", NULL);
  g_autofree char *output = g_build_filename (dir, "class.pdf", NULL);
  g_autofree char *expected_out = g_strdup_printf ("%s: 2 pages\n", output);
  g_autofree char *pdf = NULL;
  gsize length;

  {
    g_auto (Run) run = run_toguz ("results", "report", data, "-o", output,
                                  NULL);

    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.out, ==, expected_out);
    /* A prefix: under LeakSanitizer fontconfig's suppressed cache is
     * listed after it. */
    g_assert_true (g_str_has_prefix (
      run.err, "3 files, 15 attempts, 2 duplicates dropped\n"));
  }
  g_assert_true (g_file_get_contents (output, &pdf, &length, NULL));
  g_assert_cmpuint (length, >, 1000);
  g_assert_true (g_str_has_prefix (pdf, "%PDF-"));
  {
    g_auto (Run) run = run_toguz ("results", "report", data, "-o", output,
                                  "--paper", "letter", "--title", "Class 5B",
                                  "--learners", "solved", "--tasks",
                                  "success", NULL);

    g_assert_cmpint (run.status, ==, 0);
    g_assert_true (g_str_has_suffix (run.out, " pages\n"));
  }
  remove_dir (dir);
}

typedef struct
{
  const char *args[8];
  int status;
  const char *err;     /* in stderr */
} UsageCase;

static const UsageCase usage_cases[] = {
  { { "results", NULL }, 2, "toguz results merge" },
  { { "results", "frob", NULL }, 2, "unknown results command “frob”" },
  { { "results", "merge", NULL }, 2, "results merge takes at least one" },
  { { "results", "merge", "--frob", NULL }, 2, "see --help" },
  { { "results", "report", "x.csv", NULL }, 2,
    "results report needs -o OUT.pdf" },
  { { "results", "report", "-o", "x.pdf", NULL }, 2,
    "results report takes at least one" },
  { { "results", "report", "x.csv", "-o", "x.pdf", "--paper", "legal", NULL },
    2, "unknown paper “legal”: a4 or letter" },
  { { "results", "report", "x.csv", "-o", "x.pdf", "--learners", "age",
      NULL }, 2, "unknown order of learners “age”" },
  { { "results", "report", "x.csv", "-o", "x.pdf", "--tasks", "hard",
      NULL }, 2, "unknown order of tasks “hard”" },
};

static void
test_usage (gconstpointer data)
{
  const UsageCase *usage = data;
  g_auto (Run) run = run_toguz (usage->args[0], usage->args[1],
                                usage->args[2], usage->args[3],
                                usage->args[4], usage->args[5],
                                usage->args[6], usage->args[7], NULL);

  g_assert_cmpint (run.status, ==, usage->status);
  g_assert_cmpstr (run.out, ==, "");
  if (strstr (run.err, usage->err) == NULL)
    g_error ("“%s” lacks “%s”", run.err, usage->err);
}

static void
test_help (void)
{
  {
    g_auto (Run) run = run_toguz ("--help", NULL);

    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "  results "));
  }
  {
    g_auto (Run) run = run_toguz ("results", "--help", NULL);

    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "toguz results merge"));
    g_assert_nonnull (strstr (run.out, "toguz results report"));
  }
  {
    g_auto (Run) run = run_toguz ("results", "merge", "--help", NULL);

    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "toguz results merge"));
    g_assert_nonnull (strstr (run.out, "--output"));
    g_assert_nonnull (strstr (run.out, "FILE:LINE: message"));
  }
  {
    g_auto (Run) run = run_toguz ("results", "report", "--help", NULL);

    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "--paper"));
    g_assert_nonnull (strstr (run.out, "--learners"));
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  alarm (120);
  g_setenv ("LANGUAGE", "C", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);

  g_test_add_func ("/results-cli/merge-to-stdout", test_merge_to_stdout);
  g_test_add_func ("/results-cli/merge-folder-to-file",
                   test_merge_folder_to_file);
  g_test_add_func ("/results-cli/merge-bad-files", test_merge_bad_files);
  g_test_add_func ("/results-cli/report", test_report);
  for (guint i = 0; i < G_N_ELEMENTS (usage_cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/results-cli/usage/%u", i);
      g_test_add_data_func (name, &usage_cases[i], test_usage);
    }
  g_test_add_func ("/results-cli/help", test_help);
  return g_test_run ();
}
