/* test-learners.c: the learners of a shared computer, without a display
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each test has a directory of its own, as the user's data directory
 * toguz-tutor/ would be: the learners' list and their progress files.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tutor-learners.h"

static char *scratch;

static char *
make_dir (const char *name)
{
  char *dir = g_build_filename (scratch, name, NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  return dir;
}

static void
remove_dir (const char *dir)
{
  g_autoptr (GDir) entries = g_dir_open (dir, 0, NULL);
  const char *name;

  while (entries && (name = g_dir_read_name (entries)))
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_remove (path);
    }
  g_rmdir (dir);
}

static guint
count_files (const char *dir, const char *prefix)
{
  g_autoptr (GDir) entries = g_dir_open (dir, 0, NULL);
  const char *name;
  guint count = 0;

  while (entries && (name = g_dir_read_name (entries)))
    count += g_str_has_prefix (name, prefix);
  return count;
}

/* A task solved, with its attempt, as the lesson player records both. */
static void
solve (TutorProgress *progress, const char *task)
{
  TutorAttempt attempt = { .set_id = "sowing", .set_title = "Sowing",
                           .task_id = task, .solved = TRUE, .stars = 3,
                           .seconds = 5 };

  tutor_progress_record_attempt (progress, &attempt);
  tutor_progress_record_task (progress, "sowing", task, 3, 0);
}

/* The CSV's lines after the header, as "learner task" each. */
static char *
attributions (const char *csv)
{
  g_auto (GStrv) lines = g_strsplit (csv, "\r\n", -1);
  GString *out = g_string_new (NULL);

  g_assert_true (g_str_has_prefix (lines[0], "learner,time,"));
  for (guint i = 1; lines[i] && *lines[i]; i++)
    {
      g_auto (GStrv) fields = g_strsplit (lines[i], ",", -1);

      g_assert_cmpuint (g_strv_length (fields), >=, 5);
      g_string_append_printf (out, "%s%s %s", out->len ? "; " : "",
                              fields[0], fields[4]);
    }
  return g_string_free (out, FALSE);
}

static char *
dup_all_csv (TutorLearners *learners)
{
  g_autoptr (GPtrArray) records = tutor_learners_dup_records (learners);

  return tutor_progress_dup_records_csv (
    (TutorProgress *const *) records->pdata, records->len, NULL);
}

/* The progress kept before there were learners is the first learner's,
 * under the name set then; nothing of it is lost, and it stays theirs. */
static void
test_migration (void)
{
  g_autofree char *dir = make_dir ("migration");
  g_autofree char *old_path = g_build_filename (dir, "progress.ini", NULL);
  g_autofree char *path = g_build_filename (dir, "learners.ini", NULL);
  g_autofree char *first_id = NULL, *csv = NULL, *rows = NULL;
  g_autofree char *progress_path = NULL;

  {
    g_autoptr (TutorProgress) old = tutor_progress_new (old_path);
    TutorAttempt attempt = { .set_id = "sowing", .task_id = "t1",
                             .solved = TRUE, .stars = 2 };

    tutor_progress_record_attempt (old, &attempt);
    tutor_progress_record_task (old, "sowing", "t1", 2, 1);
    tutor_progress_set_number (old, "puzzles", "best-streak", 7);
    g_assert_true (tutor_progress_save (old, NULL));
  }
  {
    g_autoptr (TutorLearners) learners = NULL;
    g_autofree char *name = tutor_learners_default_name ("  Aigerim \n B. ");
    TutorProgress *progress;

    g_assert_cmpstr (name, ==, "Aigerim B.");
    learners = tutor_learners_new (path, NULL, name);
    g_assert_null (tutor_learners_take_load_problem (learners));
    g_assert_cmpuint (tutor_learners_get_n_learners (learners), ==, 1);
    g_assert_false (tutor_learners_is_shared (learners));
    first_id = g_strdup (tutor_learners_get_current (learners));
    g_assert_cmpstr (tutor_learners_get_name (learners, first_id), ==,
                     "Aigerim B.");
    progress_path = tutor_learners_dup_progress_path (learners, first_id);
    g_assert_cmpstr (progress_path, ==, old_path);
    progress = tutor_learners_get_progress (learners, first_id);
    g_assert_true (tutor_progress_is_solved (progress, "sowing", "t1"));
    g_assert_cmpint (tutor_progress_get_number (progress, "puzzles",
                                                "best-streak"),
                     ==, 7);
    /* An attempt from before the stamps is the learner's by name. */
    csv = tutor_progress_dup_attempts_csv (progress, NULL);
    rows = attributions (csv);
    g_assert_cmpstr (rows, ==, "Aigerim B. t1");
  }
  /* Written at once: the next start has the same learner, whatever the
   * old setting says then. */
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  {
    g_autoptr (TutorLearners) again = tutor_learners_new (path, NULL,
                                                          "Someone Else");

    g_assert_cmpuint (tutor_learners_get_n_learners (again), ==, 1);
    g_assert_cmpstr (tutor_learners_get_current (again), ==, first_id);
    g_assert_cmpstr (tutor_learners_get_name (again, first_id), ==,
                     "Aigerim B.");
  }
  remove_dir (dir);
}

/* Without a name set before, the user's name or "Learner". */
static void
test_default_name (void)
{
  g_autofree char *unset = tutor_learners_default_name (NULL);
  g_autofree char *blank = tutor_learners_default_name (" \t ");
  g_autofree char *given = tutor_learners_default_name ("Dana");
  g_autofree char *long_name = tutor_learners_default_name (
    "Aaaaaaaaaa Bbbbbbbbbb Cccccccccc Dddddddddd Eeeeeeeeee");

  g_assert_cmpstr (given, ==, "Dana");
  g_assert_cmpstr (unset, !=, "");
  g_assert_cmpstr (blank, ==, unset);
  g_assert_cmpint (g_utf8_strlen (long_name, -1), ==,
                   TUTOR_LEARNERS_NAME_MAX);
}

static void
expect_refused (TutorLearners *learners, const char *name,
                const char *except_id, int code)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *kept = tutor_learners_check_name (learners, name,
                                                     except_id, &error);

  g_assert_null (kept);
  g_assert_error (error, TUTOR_LEARNERS_ERROR, code);
  /* A sentence for the learner, not a code. */
  g_assert_cmpuint (strlen (error->message), >, 10);
}

/* Names: trimmed, one line, not empty, not too long, not the guest's, and
 * one learner's alone, whatever their case. */
static void
test_names (void)
{
  g_autofree char *dir = make_dir ("names");
  g_autofree char *path = g_build_filename (dir, "learners.ini", NULL);
  g_autoptr (TutorLearners) learners = tutor_learners_new (path, NULL,
                                                           "Aigerim");
  g_autoptr (GError) error = NULL;
  g_autofree char *dana = NULL, *kept = NULL;
  g_autofree char *too_long = g_strnfill (TUTOR_LEARNERS_NAME_MAX + 1, 'a');
  g_autofree char *longest = g_strnfill (TUTOR_LEARNERS_NAME_MAX, 'a');
  const char *first = tutor_learners_get_current (learners);

  expect_refused (learners, "", NULL, TUTOR_LEARNERS_ERROR_EMPTY);
  expect_refused (learners, " \t\n", NULL, TUTOR_LEARNERS_ERROR_EMPTY);
  expect_refused (learners, too_long, NULL, TUTOR_LEARNERS_ERROR_TOO_LONG);
  expect_refused (learners, "guest", NULL, TUTOR_LEARNERS_ERROR_RESERVED);
  expect_refused (learners, " AIGERIM ", NULL, TUTOR_LEARNERS_ERROR_TAKEN);
  kept = tutor_learners_check_name (learners, longest, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (kept, ==, longest);

  dana = tutor_learners_add (learners, "  Dana \t K.  ", &error);
  g_assert_no_error (error);
  g_assert_nonnull (dana);
  g_assert_cmpstr (tutor_learners_get_name (learners, dana), ==, "Dana K.");
  g_assert_null (tutor_learners_add (learners, "dana k.", &error));
  g_assert_error (error, TUTOR_LEARNERS_ERROR, TUTOR_LEARNERS_ERROR_TAKEN);
  g_clear_error (&error);
  g_assert_cmpuint (tutor_learners_get_n_learners (learners), ==, 2);

  /* A learner may change the case of their own name, not take another's. */
  g_assert_true (tutor_learners_rename (learners, dana, "DANA K.", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tutor_learners_get_name (learners, dana), ==, "DANA K.");
  g_assert_false (tutor_learners_rename (learners, dana, "aigerim", &error));
  g_assert_error (error, TUTOR_LEARNERS_ERROR, TUTOR_LEARNERS_ERROR_TAKEN);
  g_clear_error (&error);
  g_assert_false (tutor_learners_rename (learners, "nobody", "X", &error));
  g_assert_error (error, TUTOR_LEARNERS_ERROR,
                  TUTOR_LEARNERS_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_cmpstr (tutor_learners_get_name (learners, first), ==, "Aigerim");
  remove_dir (dir);
}

/* Added, renamed, removed: in the file at once, written whole (a new file
 * renamed over the old, never half of one); a removed learner's progress
 * file goes with them, the only learner stays. */
static void
test_add_rename_remove (void)
{
  g_autofree char *dir = make_dir ("changes");
  g_autofree char *path = g_build_filename (dir, "learners.ini", NULL);
  g_autoptr (TutorLearners) learners = tutor_learners_new (path, NULL,
                                                           "Aigerim");
  g_autoptr (GError) error = NULL;
  g_autofree char *first = g_strdup (tutor_learners_get_current (learners));
  g_autofree char *dana = NULL, *bolat = NULL, *dana_path = NULL;
  g_auto (GStrv) ids = NULL;
  GStatBuf before, after;
  guint changes = 0;

  g_autofree char *held = g_strconcat (path, "-held", NULL);
  g_autofree char *old_text = NULL, *held_text = NULL;

  g_signal_connect_swapped (learners, "changed", G_CALLBACK (g_atomic_int_inc),
                            &changes);
  /* A link to the file as it was: written in place, it would change. */
  g_assert_true (g_file_get_contents (path, &old_text, NULL, NULL));
  g_assert_cmpint (link (path, held), ==, 0);
  g_assert_cmpint (g_stat (path, &before), ==, 0);
  dana = tutor_learners_add (learners, "Dana", &error);
  g_assert_no_error (error);
  bolat = tutor_learners_add (learners, "Bolat", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (changes, ==, 2);
  g_assert_true (tutor_learners_is_shared (learners));
  g_assert_cmpint (g_stat (path, &after), ==, 0);
  g_assert_true (before.st_ino != after.st_ino);
  g_assert_true (g_file_get_contents (held, &held_text, NULL, NULL));
  g_assert_cmpstr (held_text, ==, old_text);
  g_remove (held);
  /* No file of a write left behind. */
  g_assert_cmpuint (count_files (dir, "learners.ini."), ==, 0);
  ids = tutor_learners_dup_ids (learners);
  g_assert_cmpuint (g_strv_length (ids), ==, 3);
  g_assert_cmpstr (ids[0], ==, first);
  g_assert_cmpstr (ids[1], ==, dana);
  g_assert_cmpstr (ids[2], ==, bolat);
  g_assert_cmpstr (tutor_learners_get_name (learners, ids[1]), ==, "Dana");

  g_assert_true (tutor_learners_rename (learners, bolat, "Bolat S.", &error));
  g_assert_no_error (error);
  g_assert_true (tutor_learners_set_current (learners, dana, &error));
  g_assert_no_error (error);
  g_assert_false (tutor_learners_set_current (learners, "nobody", &error));
  g_assert_error (error, TUTOR_LEARNERS_ERROR,
                  TUTOR_LEARNERS_ERROR_NOT_FOUND);
  g_clear_error (&error);
  solve (tutor_learners_get_progress (learners, dana), "t1");
  g_assert_true (tutor_learners_save (learners, NULL));
  dana_path = tutor_learners_dup_progress_path (learners, dana);
  g_assert_true (g_file_test (dana_path, G_FILE_TEST_IS_REGULAR));

  /* All of it read back by the next start. */
  {
    g_autoptr (TutorLearners) again = tutor_learners_new (path, NULL, "X");

    g_assert_null (tutor_learners_take_load_problem (again));
    g_assert_cmpuint (tutor_learners_get_n_learners (again), ==, 3);
    g_assert_cmpstr (tutor_learners_get_current (again), ==, dana);
    g_assert_cmpstr (tutor_learners_get_name (again, bolat), ==, "Bolat S.");
    g_assert_cmpuint (tutor_progress_count_solved (
                        tutor_learners_get_progress (again, dana), "sowing"),
                      ==, 1);
  }

  /* Who is learning removed: the first of the others learns next. */
  g_assert_true (tutor_learners_remove (learners, dana, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (dana_path, G_FILE_TEST_EXISTS));
  g_assert_cmpstr (tutor_learners_get_current (learners), ==, first);
  g_assert_null (tutor_learners_get_name (learners, dana));
  g_assert_null (tutor_learners_get_progress (learners, dana));
  g_assert_true (tutor_learners_remove (learners, bolat, &error));
  g_assert_no_error (error);
  g_assert_false (tutor_learners_remove (learners, first, &error));
  g_assert_error (error, TUTOR_LEARNERS_ERROR, TUTOR_LEARNERS_ERROR_LAST);
  g_clear_error (&error);
  g_assert_cmpuint (tutor_learners_get_n_learners (learners), ==, 1);
  g_assert_false (tutor_learners_is_shared (learners));
  {
    g_autoptr (TutorLearners) again = tutor_learners_new (path, NULL, "X");

    g_assert_cmpuint (tutor_learners_get_n_learners (again), ==, 1);
    g_assert_cmpstr (tutor_learners_get_current (again), ==, first);
  }
  remove_dir (dir);
}

/* A list that cannot be read is kept aside and said, and the learners are
 * found again from their progress files, under the names their attempts
 * carry: nothing is lost. */
static void
test_broken_file_kept_aside (void)
{
  g_autofree char *dir = make_dir ("broken");
  g_autofree char *path = g_build_filename (dir, "learners.ini", NULL);
  g_autofree char *first = NULL, *dana = NULL, *problem = NULL;
  g_autofree char *kept = NULL;

  {
    g_autoptr (TutorLearners) learners = tutor_learners_new (path, NULL,
                                                             "Aigerim");

    first = g_strdup (tutor_learners_get_current (learners));
    dana = tutor_learners_add (learners, "Dana", NULL);
    g_assert_nonnull (dana);
    solve (tutor_learners_get_progress (learners, first), "t1");
    solve (tutor_learners_get_progress (learners, dana), "t2");
    solve (tutor_learners_get_progress (learners, dana), "t3");
    g_assert_true (tutor_learners_save (learners, NULL));
  }
  g_assert_true (g_file_set_contents (path, "[Toguz Tutor\nversion=1\n", -1,
                                      NULL));
  {
    g_autoptr (TutorLearners) learners = tutor_learners_new (path, NULL,
                                                             "Aigerim");
    g_auto (GStrv) ids = tutor_learners_dup_ids (learners);

    problem = tutor_learners_take_load_problem (learners);
    g_assert_nonnull (problem);
    g_assert_null (tutor_learners_take_load_problem (learners));
    g_assert_cmpuint (count_files (dir, "learners.ini.broken-"), ==, 1);
    g_assert_nonnull (strstr (problem, "learners.ini.broken-"));
    g_assert_cmpuint (g_strv_length (ids), ==, 2);
    g_assert_cmpstr (tutor_learners_get_name (learners, ids[0]), ==,
                     "Aigerim");
    g_assert_cmpstr (ids[1], ==, dana);
    g_assert_cmpstr (tutor_learners_get_name (learners, dana), ==, "Dana");
    g_assert_cmpuint (tutor_progress_count_solved (
                        tutor_learners_get_progress (learners, ids[0]),
                        "sowing"),
                      ==, 1);
    g_assert_cmpuint (tutor_progress_count_solved (
                        tutor_learners_get_progress (learners, dana),
                        "sowing"),
                      ==, 2);
  }
  /* Not a list at all (another program's file): kept aside too. */
  g_assert_true (g_file_set_contents (path, "[Other]\nversion=1\n", -1,
                                      NULL));
  {
    g_autoptr (TutorLearners) learners = tutor_learners_new (path, NULL,
                                                             "Aigerim");

    kept = tutor_learners_take_load_problem (learners);
    g_assert_nonnull (kept);
    /* The first kept too, within the same second. */
    g_assert_cmpuint (count_files (dir, "learners.ini.broken-"), ==, 2);
    g_assert_cmpuint (tutor_learners_get_n_learners (learners), ==, 2);
  }
  remove_dir (dir);
}

/* A hand-edited or hostile list names no file but the learner's own, and
 * no name a window cannot show. */
static void
test_hostile_file (void)
{
  g_autofree char *dir = make_dir ("hostile");
  g_autofree char *path = g_build_filename (dir, "learners.ini", NULL);
  g_autofree char *outside = g_build_filename (scratch, "outside.ini", NULL);
  g_autofree char *long_name = g_strnfill (20000, 'x');
  g_autofree char *text = g_strdup_printf (
    "[Toguz Tutor]\nversion=1\ncurrent=../../x\n"
    "[Learner a]\nname=%s\nprogress=../outside.ini\n"
    "[Learner b]\nname=\nprogress=learners.ini\n"
    "[Learner c]\nname=  C\\tC  \nprogress=%s\n"
    "[Learner ../d]\nname=D\n"
    "[Learner guest]\nname=G\n",
    long_name, outside);
  g_autoptr (TutorLearners) learners = NULL;
  g_auto (GStrv) ids = NULL;

  g_assert_true (g_file_set_contents (outside, "kept", -1, NULL));
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  learners = tutor_learners_new (path, NULL, "X");
  ids = tutor_learners_dup_ids (learners);
  g_assert_cmpuint (g_strv_length (ids), ==, 3);
  g_assert_cmpstr (tutor_learners_get_current (learners), ==, "a");
  g_assert_cmpint (g_utf8_strlen (tutor_learners_get_name (learners, "a"),
                                  -1),
                   ==, TUTOR_LEARNERS_NAME_MAX);
  g_assert_cmpstr (tutor_learners_get_name (learners, "b"), ==, "Learner 2");
  g_assert_cmpstr (tutor_learners_get_name (learners, "c"), ==, "C C");
  for (guint i = 0; ids[i]; i++)
    {
      g_autofree char *progress = tutor_learners_dup_progress_path (learners,
                                                                    ids[i]);
      g_autofree char *progress_dir = g_path_get_dirname (progress);

      g_assert_cmpstr (progress_dir, ==, dir);
      g_assert_cmpstr (progress, !=, path);
    }
  /* Resetting them all touches nothing else. */
  for (guint i = 0; ids[i]; i++)
    tutor_learners_reset (learners, ids[i]);
  g_assert_true (tutor_learners_save (learners, NULL));
  {
    g_autofree char *still = NULL;

    g_assert_true (g_file_get_contents (outside, &still, NULL, NULL));
    g_assert_cmpstr (still, ==, "kept");
  }
  g_remove (outside);
  remove_dir (dir);
}

/* The test: Aigerim and Dana on one computer, taking turns, each
 * solving other tasks; each sees only their own progress, and the class
 * results put every attempt under whoever made it, by the name they had
 * then. */
static void
test_two_learners_alternating (void)
{
  g_autofree char *dir = make_dir ("alternating");
  g_autofree char *path = g_build_filename (dir, "learners.ini", NULL);
  g_autoptr (TutorLearners) learners = tutor_learners_new (path, NULL,
                                                           "Aigerim");
  g_autofree char *aigerim = g_strdup (tutor_learners_get_current (
    learners));
  g_autofree char *dana = tutor_learners_add (learners, "Dana", NULL);
  g_autofree char *csv = NULL, *rows = NULL, *dana_csv = NULL;
  g_autofree char *dana_rows = NULL;
  TutorProgress *progress;

  g_assert_nonnull (dana);
  progress = tutor_learners_get_progress (learners, aigerim);
  solve (progress, "t1");
  solve (progress, "t2");
  g_assert_true (tutor_learners_set_current (learners, dana, NULL));
  progress = tutor_learners_get_progress (learners, dana);
  g_assert_cmpuint (tutor_progress_count_solved (progress, "sowing"), ==, 0);
  solve (progress, "t3");
  g_assert_true (tutor_learners_set_current (learners, aigerim, NULL));
  progress = tutor_learners_get_progress (learners, aigerim);
  solve (progress, "t4");
  /* Four solved as Aigerim, then the name changed: those four stay hers
   * by the old name, the fifth is the new name's. */
  g_assert_true (tutor_learners_rename (learners, aigerim, "Aigerim N.",
                                        NULL));
  solve (progress, "t5");
  g_assert_true (tutor_learners_set_current (learners, dana, NULL));
  solve (tutor_learners_get_progress (learners, dana), "t6");

  g_assert_cmpuint (tutor_progress_count_solved (
                      tutor_learners_get_progress (learners, aigerim),
                      "sowing"),
                    ==, 4);
  g_assert_cmpuint (tutor_progress_count_stars (
                      tutor_learners_get_progress (learners, aigerim),
                      "sowing"),
                    ==, 12);
  g_assert_cmpuint (tutor_progress_count_solved (
                      tutor_learners_get_progress (learners, dana), "sowing"),
                    ==, 2);
  g_assert_false (tutor_progress_is_solved (
    tutor_learners_get_progress (learners, dana), "sowing", "t1"));
  g_assert_false (tutor_progress_is_solved (
    tutor_learners_get_progress (learners, aigerim), "sowing", "t3"));

  csv = dup_all_csv (learners);
  rows = attributions (csv);
  g_assert_cmpstr (rows, ==,
                   "Aigerim t1; Aigerim t2; Aigerim t4; Aigerim N. t5; "
                   "Dana t3; Dana t6");
  /* One learner's alone, named as they were at each attempt whatever the
   * export is given. */
  dana_csv = tutor_progress_dup_attempts_csv (
    tutor_learners_get_progress (learners, dana), "Someone");
  dana_rows = attributions (dana_csv);
  g_assert_cmpstr (dana_rows, ==, "Dana t3; Dana t6");

  /* The same from disk, at the next start. */
  g_assert_true (tutor_learners_save (learners, NULL));
  {
    g_autoptr (TutorLearners) again = tutor_learners_new (path, NULL, "X");
    g_autofree char *again_csv = dup_all_csv (again);
    g_autofree char *again_rows = attributions (again_csv);

    g_assert_cmpstr (tutor_learners_get_current (again), ==, dana);
    g_assert_cmpstr (again_rows, ==, rows);
  }

  /* One learner's reset leaves the other's. */
  tutor_learners_reset (learners, dana);
  g_assert_cmpuint (tutor_progress_count_solved (
                      tutor_learners_get_progress (learners, dana), "sowing"),
                    ==, 0);
  g_assert_cmpuint (tutor_progress_count_solved (
                      tutor_learners_get_progress (learners, aigerim),
                      "sowing"),
                    ==, 4);
  g_assert_true (tutor_learners_save (learners, NULL));
  remove_dir (dir);
}

/* A guest learns for the session: a temporary file, never in the list,
 * their attempts under the name they saw. */
static void
test_guest (void)
{
  g_autofree char *dir = make_dir ("guest");
  g_autofree char *path = g_build_filename (dir, "learners.ini", NULL);
  g_autofree char *guest_path = NULL, *guest_dir = NULL, *csv = NULL;
  g_autofree char *rows = NULL, *first = NULL;

  {
    g_autoptr (TutorLearners) learners = tutor_learners_new (path, NULL,
                                                             "Aigerim");
    TutorProgress *progress;

    first = g_strdup (tutor_learners_get_current (learners));
    g_assert_true (tutor_learners_set_current (learners, TUTOR_LEARNERS_GUEST,
                                               NULL));
    g_assert_cmpstr (tutor_learners_get_name (learners,
                                              TUTOR_LEARNERS_GUEST),
                     ==, "Guest");
    progress = tutor_learners_get_progress (learners, TUTOR_LEARNERS_GUEST);
    guest_path = g_strdup (tutor_progress_get_path (progress));
    guest_dir = g_path_get_dirname (guest_path);
    g_assert_cmpstr (guest_dir, !=, dir);
    solve (progress, "t1");
    g_assert_true (tutor_progress_save (progress, NULL));
    g_assert_true (g_file_test (guest_path, G_FILE_TEST_IS_REGULAR));
    g_assert_cmpuint (tutor_learners_get_n_learners (learners), ==, 1);
    csv = dup_all_csv (learners);
    rows = attributions (csv);
    g_assert_cmpstr (rows, ==, "Guest t1");
  }
  g_assert_false (g_file_test (guest_dir, G_FILE_TEST_EXISTS));
  {
    g_autoptr (TutorLearners) again = tutor_learners_new (path, NULL, "X");

    g_assert_cmpstr (tutor_learners_get_current (again), ==, first);
    g_assert_cmpuint (tutor_progress_count_solved (
                        tutor_learners_get_progress (again,
                                                     TUTOR_LEARNERS_GUEST),
                        "sowing"),
                      ==, 0);
  }
  remove_dir (dir);
}

static void
on_loaded (GObject *source, GAsyncResult *result, gpointer data)
{
  TutorProgress **progress = data;

  *progress = tutor_learners_load_progress_finish (TUTOR_LEARNERS (source),
                                                   result, NULL);
}

/* Read off the main thread at start, then the same record. */
static void
test_load_async (void)
{
  g_autofree char *dir = make_dir ("async");
  g_autofree char *path = g_build_filename (dir, "learners.ini", NULL);
  g_autoptr (TutorLearners) learners = tutor_learners_new (path, NULL,
                                                           "Aigerim");
  const char *first = tutor_learners_get_current (learners);
  g_autoptr (TutorProgress) progress = NULL;

  tutor_learners_load_progress_async (learners, first, NULL, on_loaded,
                                      &progress);
  alarm (60);
  while (progress == NULL)
    g_main_context_iteration (NULL, TRUE);
  alarm (0);
  g_assert_true (progress == tutor_learners_get_progress (learners, first));
  g_assert_cmpstr (tutor_progress_get_learner_name (progress), ==,
                   "Aigerim");
  remove_dir (dir);
}

int
main (int argc, char **argv)
{
  int status;

  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  scratch = g_dir_make_tmp ("test-learners-XXXXXX", NULL);
  g_assert_nonnull (scratch);
  g_test_add_func ("/learners/migration", test_migration);
  g_test_add_func ("/learners/default-name", test_default_name);
  g_test_add_func ("/learners/names", test_names);
  g_test_add_func ("/learners/add-rename-remove", test_add_rename_remove);
  g_test_add_func ("/learners/broken-file-kept-aside",
                   test_broken_file_kept_aside);
  g_test_add_func ("/learners/hostile-file", test_hostile_file);
  g_test_add_func ("/learners/two-learners-alternating",
                   test_two_learners_alternating);
  g_test_add_func ("/learners/guest", test_guest);
  g_test_add_func ("/learners/load-async", test_load_async);
  status = g_test_run ();
  g_rmdir (scratch);
  g_free (scratch);
  return status;
}
