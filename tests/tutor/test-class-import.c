/* test-class-import.c: the teacher's CSVs read path by path
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Without a display: a path the core refuses costs only that path, with
 * the core's message; a path given twice is read once; the results are
 * those the core makes of the paths accepted.
 */
#include "config.h"

#include <glib/gstdio.h>

#include "tutor-class-import.h"

#define HEADER "learner,time,set,set_title,puzzle,answers_tried,hints_used," \
               "solved,stars,seconds\r\n"

static char *scratch;

static char *
write_file (const char *folder, const char *name, const char *text)
{
  char *path = g_build_filename (folder, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

static void
test_paths (void)
{
  g_autofree char *good = write_file (
    scratch, "good.csv",
    HEADER "Aru,2026-11-30T09:00:00Z,s,S,t1,1,0,yes,3,10\r\n");
  g_autofree char *other = write_file (
    scratch, "other.csv",
    HEADER "Bek,2026-11-30T09:05:00Z,s,S,t2,1,0,no,0,10\r\n");
  g_autofree char *bad = write_file (
    scratch, "bad.csv",
    HEADER "Aru,2026-11-30T09:00:00Z,s,S,t1,1,0,yes,3,10\r\n"
           "Aru,2026-11-30T09:01:00Z,s,S,t1,1,0,yes,9,10\r\n");
  g_autofree char *folder = g_build_filename (scratch, "folder", NULL);
  g_autofree char *in_folder = NULL, *bad_in_folder = NULL;
  g_autofree char *missing = g_build_filename (scratch, "missing.csv", NULL);
  g_autofree char *good_again = g_build_filename (scratch, ".", "good.csv",
                                                  NULL);
  g_autoptr (TutorClassImport) import = NULL;
  g_autoptr (ToguzClassResults) expected = toguz_class_results_new ();
  g_autofree char *csv = NULL, *expected_csv = NULL;
  TutorClassImportProblem *problem;
  const char *paths[7];

  g_assert_cmpint (g_mkdir (folder, 0755), ==, 0);
  in_folder = write_file (folder, "a.csv",
                          HEADER "Cem,2026-11-30T09:10:00Z,s,S,t1,1,0,yes,2,"
                                 "10\r\n");
  bad_in_folder = write_file (folder, "b.csv", "not,a,class,file\r\n");
  paths[0] = good;
  paths[1] = bad;
  paths[2] = folder;
  paths[3] = good_again;
  paths[4] = missing;
  paths[5] = other;
  paths[6] = NULL;
  import = tutor_class_import_paths (paths, NULL);

  /* The good ones, once each. */
  g_assert_cmpuint (g_strv_length (import->accepted), ==, 2);
  g_assert_cmpstr (import->accepted[0], ==, good);
  g_assert_cmpstr (import->accepted[1], ==, other);
  g_assert_cmpuint (toguz_class_results_get_n_files (import->results), ==,
                    2);
  g_assert_cmpuint (toguz_class_results_get_n_attempts (import->results), ==,
                    2);
  g_assert_cmpuint (toguz_class_results_get_n_duplicates (import->results),
                    ==, 0);
  g_assert_true (toguz_class_results_add_path (expected, good, NULL));
  g_assert_true (toguz_class_results_add_path (expected, other, NULL));
  csv = toguz_class_results_dup_csv (import->results);
  expected_csv = toguz_class_results_dup_csv (expected);
  g_assert_cmpstr (csv, ==, expected_csv);

  /* The others, with the core's words: the file and the line. */
  g_assert_cmpuint (import->problems->len, ==, 3);
  problem = g_ptr_array_index (import->problems, 0);
  g_assert_cmpstr (problem->path, ==, bad);
  g_assert_false (problem->folder);
  g_assert_error (problem->error, TOGUZ_CLASS_RESULTS_ERROR,
                  TOGUZ_CLASS_RESULTS_ERROR_VALUE);
  g_assert_true (g_str_has_prefix (problem->error->message, bad));
  g_assert_nonnull (strstr (problem->error->message, "bad.csv:3: "));
  problem = g_ptr_array_index (import->problems, 1);
  g_assert_cmpstr (problem->path, ==, folder);
  g_assert_true (problem->folder);
  g_assert_nonnull (strstr (problem->error->message, "b.csv:1: "));
  problem = g_ptr_array_index (import->problems, 2);
  g_assert_cmpstr (problem->path, ==, missing);
  g_assert_false (problem->folder);
  g_assert_error (problem->error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);

  g_remove (in_folder);
  g_remove (bad_in_folder);
  g_rmdir (folder);
  g_remove (good);
  g_remove (other);
  g_remove (bad);
}

static void
on_imported (GObject *source, GAsyncResult *result, gpointer data)
{
  *(GAsyncResult **) data = g_object_ref (result);
}

/* In a thread, and cancelled: nothing comes back. */
static void
test_async (void)
{
  g_autofree char *good = write_file (
    scratch, "async.csv",
    HEADER "Aru,2026-11-30T09:00:00Z,s,S,t1,1,0,yes,3,10\r\n");
  const char *paths[] = { good, NULL };
  g_autoptr (GAsyncResult) result = NULL;
  g_autoptr (GAsyncResult) cancelled_result = NULL;
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (TutorClassImport) import = NULL;
  g_autoptr (TutorClassImport) none = NULL;
  g_autoptr (GError) error = NULL;

  tutor_class_import_async (paths, NULL, on_imported, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  import = tutor_class_import_finish (result, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (toguz_class_results_get_n_attempts (import->results), ==,
                    1);
  g_assert_cmpuint (import->problems->len, ==, 0);

  tutor_class_import_async (paths, cancellable, on_imported,
                            &cancelled_result);
  g_cancellable_cancel (cancellable);
  while (cancelled_result == NULL)
    g_main_context_iteration (NULL, TRUE);
  none = tutor_class_import_finish (cancelled_result, &error);
  g_assert_null (none);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_remove (good);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  /* The core's messages in English. */
  g_setenv ("LANGUAGE", "C", TRUE);
  scratch = g_dir_make_tmp ("toguz-class-import-XXXXXX", NULL);
  g_assert_nonnull (scratch);
  g_test_add_func ("/class-import/paths", test_paths);
  g_test_add_func ("/class-import/async", test_async);
  status = g_test_run ();
  g_rmdir (scratch);
  g_free (scratch);
  return status;
}
