/* test-class-results.c: the class's CSVs read, merged and added up
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/results/data/ holds the exports of three classroom computers:
 * room-1 (Aigerim and Dana), room-2 (Bolat and Erlan, the set copied to
 * another folder, later edited: a second fingerprint; its progress was
 * cloned from room-1, so it starts with two of room-1's rows) and room-3,
 * from an older tutor without the set_fingerprint column (@lia, whose
 * name the tutor guarded as '@lia, and Galym).
 */
#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "toguz-class-results.h"

static char *
data_path (const char *name)
{
  return g_build_filename (g_getenv ("G_TEST_SRCDIR"), "data", name, NULL);
}

static ToguzClassResults *
load_rooms (void)
{
  ToguzClassResults *results = toguz_class_results_new ();
  const char *rooms[] = { "room-1.csv", "room-2.csv", "room-3.csv" };

  for (guint i = 0; i < G_N_ELEMENTS (rooms); i++)
    {
      g_autofree char *path = data_path (rooms[i]);
      g_autoptr (GError) error = NULL;

      g_assert_true (toguz_class_results_add_path (results, path, &error));
      g_assert_no_error (error);
    }
  return results;
}

/* The learner's index by name. */
static guint
learner (ToguzClassResults *results, const char *name)
{
  for (guint i = 0; i < toguz_class_results_get_n_learners (results); i++)
    if (strcmp (toguz_class_results_get_learner (results, i), name) == 0)
      return i;
  g_assert_not_reached ();
}

static void
assert_cell (ToguzClassResults *results, const char *name, guint task,
             guint n_attempts, gboolean solved, guint stars, guint64 hints,
             guint64 seconds)
{
  const ToguzClassCell *cell
    = toguz_class_results_get_cell (results, learner (results, name), task);

  g_assert_cmpuint (cell->n_attempts, ==, n_attempts);
  g_assert_cmpint (cell->solved, ==, solved);
  g_assert_cmpuint (cell->best_stars, ==, stars);
  g_assert_cmpuint (cell->hints, ==, hints);
  g_assert_cmpuint (cell->seconds, ==, seconds);
}

static void
assert_order (GArray *order, const guint *expected, guint n)
{
  g_assert_cmpuint (order->len, ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpuint (g_array_index (order, guint, i), ==, expected[i]);
}

static void
test_merge_counts (void)
{
  g_autoptr (ToguzClassResults) results = load_rooms ();
  const ToguzAttempt *first, *last;

  g_assert_cmpuint (toguz_class_results_get_n_files (results), ==, 3);
  g_assert_cmpuint (toguz_class_results_get_n_rows (results), ==, 17);
  g_assert_cmpuint (toguz_class_results_get_n_duplicates (results), ==, 2);
  g_assert_cmpuint (toguz_class_results_get_n_attempts (results), ==, 15);
  g_assert_cmpstr (toguz_class_results_get_first_time (results), ==,
                   "2026-11-30T09:00:00Z");
  g_assert_cmpstr (toguz_class_results_get_last_time (results), ==,
                   "2026-12-01T09:10:00Z");

  first = toguz_class_results_get_attempt (results, 0);
  g_assert_cmpstr (first->learner, ==, "Aigerim");
  g_assert_cmpstr (first->task_id, ==, "capture-1");
  g_assert_cmpstr (first->answers_tried, ==, "54 65");
  g_assert_cmpstr (first->set_fingerprint, ==, "a1b2c3d4e5f6");
  /* The older file's rows: no fingerprint, the guard taken off. */
  g_assert_cmpstr (toguz_class_results_get_attempt (results, 5)->learner, ==,
                   "@lia");
  g_assert_cmpstr (
    toguz_class_results_get_attempt (results, 5)->set_fingerprint, ==, "");
  last = toguz_class_results_get_attempt (results, 14);
  g_assert_cmpstr (last->learner, ==, "Erlan");
  g_assert_cmpstr (last->set_title, ==, "Endings, \"hard\"");
  g_assert_true (last->solved);
  g_assert_cmpuint (last->stars, ==, 1);
  g_assert_cmpuint (last->hints_used, ==, 1);
  g_assert_cmpuint (last->seconds, ==, 120);
}

static void
test_merge_order_independent (void)
{
  g_autoptr (ToguzClassResults) forward = load_rooms ();
  g_autoptr (ToguzClassResults) backward = toguz_class_results_new ();
  g_autofree char *csv_forward = NULL, *csv_backward = NULL;
  const char *rooms[] = { "room-3.csv", "room-2.csv", "room-1.csv" };

  for (guint i = 0; i < G_N_ELEMENTS (rooms); i++)
    {
      g_autofree char *path = data_path (rooms[i]);

      g_assert_true (toguz_class_results_add_path (backward, path, NULL));
    }
  csv_forward = toguz_class_results_dup_csv (forward);
  csv_backward = toguz_class_results_dup_csv (backward);
  g_assert_cmpstr (csv_forward, ==, csv_backward);
  g_assert_cmpuint (toguz_class_results_get_n_duplicates (backward), ==, 2);
}

static void
test_merged_csv (void)
{
  g_autoptr (ToguzClassResults) results = load_rooms ();
  g_autoptr (ToguzClassResults) again = toguz_class_results_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *csv = toguz_class_results_dup_csv (results);
  g_autofree char *csv_again = NULL;
  g_auto (GStrv) lines = g_strsplit (csv, "\r\n", -1);

  g_assert_cmpuint (g_strv_length (lines), ==, 17);  /* + the "" at the end */
  g_assert_cmpstr (lines[0], ==,
                   "learner,time,set,set_title,puzzle,answers_tried,"
                   "hints_used,solved,stars,seconds,set_fingerprint");
  g_assert_cmpstr (lines[1], ==,
                   "Aigerim,2026-11-30T09:00:00Z,first-steps,First steps,"
                   "capture-1,54 65,0,yes,3,40,a1b2c3d4e5f6");
  g_assert_cmpstr (lines[2], ==,
                   "Bolat,2026-11-30T09:01:00Z,first-steps,First steps,"
                   "capture-1,54,0,yes,3,25,a1b2c3d4e5f6");
  g_assert_cmpstr (lines[6], ==,
                   "'@lia,2026-11-30T09:30:00Z,first-steps,First steps,"
                   "capture-1,65,2,no,0,80,");
  g_assert_cmpstr (lines[15], ==,
                   "Erlan,2026-12-01T09:10:00Z,endings,\"Endings, "
                   "\"\"hard\"\"\",ending-1,92,1,yes,1,120,c0ffee000001");
  g_assert_cmpstr (lines[16], ==, "");

  /* It reads back as the same attempts, and merging it again with one of
   * its sources adds nothing. */
  g_assert_true (toguz_class_results_add_csv (again, "class.csv", csv,
                                              strlen (csv), &error));
  g_assert_no_error (error);
  csv_again = toguz_class_results_dup_csv (again);
  g_assert_cmpstr (csv_again, ==, csv);
  {
    g_autofree char *room = data_path ("room-1.csv");

    g_assert_true (toguz_class_results_add_path (again, room, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (toguz_class_results_get_n_attempts (again), ==, 15);
    g_assert_cmpuint (toguz_class_results_get_n_duplicates (again), ==, 6);
  }
}

static void
test_grid (void)
{
  g_autoptr (ToguzClassResults) results = load_rooms ();
  const char *names[] = { "@lia", "Aigerim", "Bolat", "Dana", "Erlan",
                          "Galym" };
  const char *tasks[] = { "capture-1", "capture-2", "tuzdik-1", "capture-3",
                          "ending-1", "ending-2" };
  const guint tried[] = { 4, 2, 2, 1, 2, 1 };
  const guint solved[] = { 3, 2, 1, 0, 1, 1 };
  const guint learners_tried[] = { 2, 2, 3, 2, 1, 2 };
  const guint learners_solved[] = { 1, 2, 2, 1, 1, 1 };
  const ToguzClassSet *set;

  g_assert_cmpuint (toguz_class_results_get_n_learners (results), ==, 6);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_assert_cmpstr (toguz_class_results_get_learner (results, i), ==,
                       names[i]);
      g_assert_cmpuint (toguz_class_results_get_learner_n_tried (results, i),
                        ==, learners_tried[i]);
      g_assert_cmpuint (toguz_class_results_get_learner_n_solved (results,
                                                                  i),
                        ==, learners_solved[i]);
    }

  /* The moved copy on room-2 and the older file are the same set; the
   * set edited later is still that set, with a second version. */
  g_assert_cmpuint (toguz_class_results_get_n_sets (results), ==, 2);
  set = toguz_class_results_get_set (results, 0);
  g_assert_cmpstr (set->set_id, ==, "first-steps");
  g_assert_cmpstr (set->title, ==, "First steps (new)");
  g_assert_cmpuint (set->first_task, ==, 0);
  g_assert_cmpuint (set->n_tasks, ==, 4);
  g_assert_cmpuint (g_strv_length ((char **) set->fingerprints), ==, 2);
  g_assert_cmpstr (set->fingerprints[0], ==, "a1b2c3d4e5f6");
  g_assert_cmpstr (set->fingerprints[1], ==, "0f0f0f0f0f0f");
  set = toguz_class_results_get_set (results, 1);
  g_assert_cmpstr (set->set_id, ==, "endings");
  g_assert_cmpstr (set->title, ==, "Endings, \"hard\"");
  g_assert_cmpuint (set->first_task, ==, 4);
  g_assert_cmpuint (set->n_tasks, ==, 2);
  g_assert_cmpuint (g_strv_length ((char **) set->fingerprints), ==, 1);
  g_assert_cmpstr (set->fingerprints[0], ==, "c0ffee000001");

  g_assert_cmpuint (toguz_class_results_get_n_tasks (results), ==, 6);
  for (guint t = 0; t < G_N_ELEMENTS (tasks); t++)
    {
      const ToguzClassTask *task = toguz_class_results_get_task (results, t);

      g_assert_cmpstr (task->task_id, ==, tasks[t]);
      g_assert_cmpuint (task->set, ==, t < 4 ? 0 : 1);
      g_assert_cmpuint (task->learners_tried, ==, tried[t]);
      g_assert_cmpuint (task->learners_solved, ==, solved[t]);
      g_assert_cmpfloat_with_epsilon (task->success_rate,
                                      (double) solved[t] / tried[t], 1e-12);
    }
  g_assert_cmpuint (toguz_class_results_get_task (results, 0)->n_attempts,
                    ==, 4);
  g_assert_cmpuint (toguz_class_results_get_task (results, 4)->n_attempts,
                    ==, 3);

  /*                   learner    task attempts solved stars hints secs */
  assert_cell (results, "Aigerim", 0, 1, TRUE, 3, 0, 40);
  assert_cell (results, "Aigerim", 1, 2, TRUE, 1, 3, 150);
  assert_cell (results, "Aigerim", 2, 0, FALSE, 0, 0, 0);
  assert_cell (results, "@lia", 0, 1, FALSE, 0, 2, 80);
  assert_cell (results, "@lia", 1, 1, TRUE, 2, 0, 70);
  assert_cell (results, "Bolat", 2, 1, TRUE, 3, 0, 50);
  assert_cell (results, "Bolat", 3, 1, FALSE, 0, 0, 45);
  assert_cell (results, "Dana", 0, 1, TRUE, 2, 1, 30);
  assert_cell (results, "Dana", 2, 2, FALSE, 0, 2, 120);
  assert_cell (results, "Erlan", 4, 2, TRUE, 1, 4, 420);
  assert_cell (results, "Galym", 4, 1, FALSE, 0, 0, 200);
  assert_cell (results, "Galym", 5, 1, TRUE, 3, 0, 60);
  assert_cell (results, "Galym", 0, 0, FALSE, 0, 0, 0);
}

static void
test_orders (void)
{
  g_autoptr (ToguzClassResults) results = load_rooms ();
  const guint by_name[] = { 0, 1, 2, 3, 4, 5 };
  const guint by_solved[] = { 1, 2, 0, 3, 4, 5 };
  const guint by_solved_reversed[] = { 5, 4, 3, 0, 2, 1 };
  /* capture-3 0/1; tuzdik-1 and ending-1 1/2 each, in set order;
   * capture-1 3/4; capture-2 2/2 before ending-2 1/1 (more tried). */
  const guint by_success[] = { 3, 2, 4, 0, 1, 5 };
  const guint most_missed[] = { 3, 2, 4, 0 };
  g_autoptr (GArray) order = NULL;

  order = toguz_class_results_sort_learners (results,
                                             TOGUZ_LEARNER_ORDER_NAME, FALSE);
  assert_order (order, by_name, G_N_ELEMENTS (by_name));
  g_clear_pointer (&order, g_array_unref);
  order = toguz_class_results_sort_learners (
    results, TOGUZ_LEARNER_ORDER_SOLVED, FALSE);
  assert_order (order, by_solved, G_N_ELEMENTS (by_solved));
  g_clear_pointer (&order, g_array_unref);
  order = toguz_class_results_sort_learners (
    results, TOGUZ_LEARNER_ORDER_SOLVED, TRUE);
  assert_order (order, by_solved_reversed, G_N_ELEMENTS (by_solved_reversed));
  g_clear_pointer (&order, g_array_unref);

  order = toguz_class_results_sort_tasks (results, TOGUZ_TASK_ORDER_SET,
                                          FALSE);
  assert_order (order, by_name, G_N_ELEMENTS (by_name));
  g_clear_pointer (&order, g_array_unref);
  order = toguz_class_results_sort_tasks (results, TOGUZ_TASK_ORDER_SUCCESS,
                                          FALSE);
  assert_order (order, by_success, G_N_ELEMENTS (by_success));
  g_clear_pointer (&order, g_array_unref);

  order = toguz_class_results_get_most_missed (results, 0);
  assert_order (order, most_missed, G_N_ELEMENTS (most_missed));
  g_clear_pointer (&order, g_array_unref);
  order = toguz_class_results_get_most_missed (results, 2);
  assert_order (order, most_missed, 2);
}

static void
test_folder (void)
{
  g_autofree char *dir = g_dir_make_tmp ("toguz-results-XXXXXX", NULL);
  g_autoptr (ToguzClassResults) results = toguz_class_results_new ();
  g_autoptr (ToguzClassResults) expected = load_rooms ();
  g_autofree char *csv = NULL, *expected_csv = NULL;
  g_autoptr (GError) error = NULL;
  const char *rooms[] = { "room-1.csv", "room-2.csv", "room-3.csv" };

  g_assert_nonnull (dir);
  for (guint i = 0; i < G_N_ELEMENTS (rooms); i++)
    {
      g_autofree char *from = data_path (rooms[i]);
      g_autofree char *to = g_build_filename (dir, rooms[i], NULL);
      g_autofree char *text = NULL;

      g_assert_true (g_file_get_contents (from, &text, NULL, NULL));
      g_assert_true (g_file_set_contents (to, text, -1, NULL));
    }
  /* Only the .csv files: notes beside them are left alone. */
  {
    g_autofree char *notes = g_build_filename (dir, "notes.txt", NULL);

    g_assert_true (g_file_set_contents (notes, "not a CSV", -1, NULL));
  }
  g_assert_true (toguz_class_results_add_path (results, dir, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (toguz_class_results_get_n_files (results), ==, 3);
  csv = toguz_class_results_dup_csv (results);
  expected_csv = toguz_class_results_dup_csv (expected);
  g_assert_cmpstr (csv, ==, expected_csv);

  /* One bad file in the folder: the error names it, nothing is added. */
  {
    g_autofree char *bad = g_build_filename (dir, "room-4.csv", NULL);
    g_autoptr (ToguzClassResults) fresh = toguz_class_results_new ();

    g_assert_true (g_file_set_contents (bad, "learner\r\n", -1, NULL));
    g_assert_false (toguz_class_results_add_path (fresh, dir, &error));
    g_assert_error (error, TOGUZ_CLASS_RESULTS_ERROR,
                    TOGUZ_CLASS_RESULTS_ERROR_HEADER);
    g_assert_nonnull (strstr (error->message, "room-4.csv:1: "));
    g_assert_cmpuint (toguz_class_results_get_n_files (fresh), ==, 0);
    g_assert_cmpuint (toguz_class_results_get_n_attempts (fresh), ==, 0);
    g_clear_error (&error);
    g_remove (bad);
  }
  for (guint i = 0; i < G_N_ELEMENTS (rooms); i++)
    {
      g_autofree char *to = g_build_filename (dir, rooms[i], NULL);
      g_remove (to);
    }
  {
    g_autofree char *notes = g_build_filename (dir, "notes.txt", NULL);
    g_remove (notes);
  }
  /* A folder without one. */
  g_assert_false (toguz_class_results_add_path (results, dir, &error));
  g_assert_error (error, TOGUZ_CLASS_RESULTS_ERROR,
                  TOGUZ_CLASS_RESULTS_ERROR_NO_FILES);
  g_rmdir (dir);
}

/* Bad files: each gives an error naming the file and the line, and adds
 * nothing. */

#define HEADER "learner,time,set,set_title,puzzle,answers_tried,hints_used," \
               "solved,stars,seconds,set_fingerprint\r\n"
#define ROW "Dana,2026-11-30T10:00:00Z,s,S,t,65,1,yes,2,30,a1b2c3d4e5f6\r\n"

typedef struct
{
  const char *what;
  const char *text;
  gsize length;            /* 0: strlen */
  ToguzClassResultsError code;
  const char *message;     /* the start of the error message */
} BadCase;

static const BadCase bad_cases[] = {
  { "unterminated-quote", HEADER ROW "Dana,\"2026-11-30T10:00:00Z,s\r\n"
    ROW, 0, TOGUZ_CLASS_RESULTS_ERROR_SYNTAX,
    "bad.csv:3: a quote opened on this line is never closed" },
  { "quote-in-field", HEADER "Da\"na,2026-11-30T10:00:00Z,s,S,t,65,1,yes,2,"
    "30,\r\n", 0, TOGUZ_CLASS_RESULTS_ERROR_SYNTAX,
    "bad.csv:2: a quote inside a field that is not quoted" },
  { "after-quote", HEADER "\"Dana\"x,2026-11-30T10:00:00Z,s,S,t,65,1,yes,2,"
    "30,\r\n", 0, TOGUZ_CLASS_RESULTS_ERROR_SYNTAX,
    "bad.csv:2: text after a closing quote" },
  { "too-few-fields", HEADER ROW "Dana,2026-11-30T10:00:00Z,s,S,t,65,1,yes,"
    "2\r\n", 0, TOGUZ_CLASS_RESULTS_ERROR_SYNTAX,
    "bad.csv:3: 9 fields, the first line has 11" },
  { "too-many-fields", HEADER ROW ROW "a,b,c,d,e,f,g,h,i,j,k,l,m,n\r\n", 0,
    TOGUZ_CLASS_RESULTS_ERROR_SYNTAX, "bad.csv:4: more than 11 fields" },
  { "bare-cr", HEADER "Dana,2026-11-30T10:00:00Z,s,S,t,65,1,yes,2,30,\r"
    ROW, 0, TOGUZ_CLASS_RESULTS_ERROR_SYNTAX,
    "bad.csv:2: a carriage return without a line feed" },
  { "not-utf8", HEADER ROW ROW "D\xff\xfe" "a,2026-11-30T10:00:00Z,s,S,t,65,"
    "1,yes,2,30,\r\n", 0, TOGUZ_CLASS_RESULTS_ERROR_ENCODING,
    "bad.csv:4: not UTF-8 text" },
  { "nul", HEADER ROW "Dana\0,2026", sizeof (HEADER ROW "Dana\0,2026") - 1,
    TOGUZ_CLASS_RESULTS_ERROR_ENCODING, "bad.csv:3: a NUL byte" },
  { "empty", "", 0, TOGUZ_CLASS_RESULTS_ERROR_EMPTY,
    "bad.csv:1: the file is empty" },
  { "blank-lines", "\r\n\r\n", 0, TOGUZ_CLASS_RESULTS_ERROR_EMPTY,
    "bad.csv:1: the file is empty" },
  { "header", "name,when\r\n", 0, TOGUZ_CLASS_RESULTS_ERROR_HEADER,
    "bad.csv:1: not the tutor’s class results: the first line should be "
    "learner,time,set,set_title,puzzle,answers_tried,hints_used,solved,"
    "stars,seconds,set_fingerprint" },
  { "stars", HEADER "Dana,2026-11-30T10:00:00Z,s,S,t,65,1,yes,4,30,\r\n", 0,
    TOGUZ_CLASS_RESULTS_ERROR_VALUE,
    "bad.csv:2: stars is “4”, not a whole number from 0 to 3" },
  { "hints", HEADER "Dana,2026-11-30T10:00:00Z,s,S,t,65,'-1,yes,3,30,\r\n",
    0, TOGUZ_CLASS_RESULTS_ERROR_VALUE,
    "bad.csv:2: hints_used is “-1”, not a whole number" },
  { "solved", HEADER "Dana,2026-11-30T10:00:00Z,s,S,t,65,1,maybe,3,30,\r\n",
    0, TOGUZ_CLASS_RESULTS_ERROR_VALUE,
    "bad.csv:2: solved is “maybe”, neither yes nor no" },
  { "time", HEADER ROW "Dana,yesterday,s,S,t,65,1,yes,3,30,\r\n", 0,
    TOGUZ_CLASS_RESULTS_ERROR_VALUE,
    "bad.csv:3: time is “yesterday”, not a time" },
  { "no-set", HEADER "Dana,2026-11-30T10:00:00Z,,S,t,65,1,yes,3,30,\r\n", 0,
    TOGUZ_CLASS_RESULTS_ERROR_VALUE, "bad.csv:2: set is empty" },
  { "no-puzzle", HEADER "Dana,2026-11-30T10:00:00Z,s,S,,65,1,yes,3,30,\r\n",
    0, TOGUZ_CLASS_RESULTS_ERROR_VALUE, "bad.csv:2: puzzle is empty" },
  { "fingerprint", HEADER "Dana,2026-11-30T10:00:00Z,s,S,t,65,1,yes,3,30,"
    "A1B2C3D4E5F6\r\n", 0, TOGUZ_CLASS_RESULTS_ERROR_VALUE,
    "bad.csv:2: set_fingerprint is “A1B2C3D4E5F6”" },
  /* A line break inside quotes counts: the bad row starts on line 4. */
  { "line-count", HEADER "Dana,2026-11-30T10:00:00Z,s,\"S\r\nT\",t,65,1,yes,"
    "3,30,\r\nDana,,s,S,t,65,1,yes,9,30,\r\n", 0,
    TOGUZ_CLASS_RESULTS_ERROR_VALUE, "bad.csv:4: stars is “9”" },
};

static void
test_bad_csv (gconstpointer data)
{
  const BadCase *bad = data;
  g_autoptr (ToguzClassResults) results = toguz_class_results_new ();
  g_autoptr (GError) error = NULL;
  gsize length = bad->length ? bad->length : strlen (bad->text);

  g_assert_false (toguz_class_results_add_csv (results, "bad.csv", bad->text,
                                               length, &error));
  g_assert_error (error, TOGUZ_CLASS_RESULTS_ERROR, bad->code);
  if (!g_str_has_prefix (error->message, bad->message))
    g_error ("%s: “%s” does not start with “%s”", bad->what, error->message,
             bad->message);
  g_assert_cmpuint (toguz_class_results_get_n_files (results), ==, 0);
  g_assert_cmpuint (toguz_class_results_get_n_rows (results), ==, 0);
}

static void
test_huge (void)
{
  g_autoptr (ToguzClassResults) results = toguz_class_results_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("toguz-results-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "huge.csv", NULL);
  g_autoptr (GString) long_field = g_string_new (HEADER "Dana,");
  FILE *file;

  /* A file past the limit is not even read (sparse: it costs nothing). */
  file = fopen (path, "w");
  g_assert_nonnull (file);
  g_assert_cmpint (ftruncate (fileno (file),
                              TOGUZ_CLASS_RESULTS_MAX_FILE_BYTES + 1), ==, 0);
  fclose (file);
  g_assert_false (toguz_class_results_add_path (results, path, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "huge.csv"));
  g_clear_error (&error);
  g_remove (path);
  g_rmdir (dir);

  /* Text past it, from a caller that read it itself. */
  g_assert_false (toguz_class_results_add_csv (
    results, "huge.csv", HEADER, TOGUZ_CLASS_RESULTS_MAX_FILE_BYTES + 1,
    &error));
  g_assert_error (error, TOGUZ_CLASS_RESULTS_ERROR,
                  TOGUZ_CLASS_RESULTS_ERROR_TOO_LARGE);
  g_assert_true (g_str_has_prefix (error->message, "huge.csv: larger than"));
  g_clear_error (&error);

  /* A field past its limit, quoted or not. */
  for (guint i = 0; i < TOGUZ_CLASS_RESULTS_MAX_FIELD_BYTES + 1; i++)
    g_string_append_c (long_field, 'x');
  g_string_append (long_field, ",2026-11-30T10:00:00Z,s,S,t,,0,no,0,1,\r\n");
  g_assert_false (toguz_class_results_add_csv (results, "long.csv",
                                               long_field->str,
                                               long_field->len, &error));
  g_assert_error (error, TOGUZ_CLASS_RESULTS_ERROR,
                  TOGUZ_CLASS_RESULTS_ERROR_TOO_LARGE);
  g_assert_true (g_str_has_prefix (error->message, "long.csv:2: a field is "
                                                   "longer than 65536 bytes"));
  g_assert_cmpuint (toguz_class_results_get_n_rows (results), ==, 0);
}

/* What the reader takes and the tutor may write. */
static void
test_reader_details (void)
{
  g_autoptr (ToguzClassResults) results = toguz_class_results_new ();
  g_autoptr (GError) error = NULL;
  const ToguzAttempt *attempt;
  g_autofree char *csv = NULL;
  /* A byte order mark, LF line ends, no line end after the last row, a
   * line break in a quoted title, guarded cells and one only looking so. */
  const char *text
    = "\xEF\xBB\xBFlearner,time,set,set_title,puzzle,answers_tried,"
      "hints_used,solved,stars,seconds\n"
      "'=Aru,,'-set,\"Two\r\nlines\",'+1,'hello,0,no,0,0\n"
      "\n"
      "''=x,2026-11-30T09:00:00+06:00,s,,t,,0,yes,3,9223372036854775807";

  g_assert_true (toguz_class_results_add_csv (results, "ok.csv", text,
                                              strlen (text), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (toguz_class_results_get_n_attempts (results), ==, 2);
  /* No time sorts first. */
  attempt = toguz_class_results_get_attempt (results, 0);
  g_assert_cmpstr (attempt->learner, ==, "=Aru");
  g_assert_cmpstr (attempt->time, ==, "");
  g_assert_cmpstr (attempt->set_id, ==, "-set");
  g_assert_cmpstr (attempt->set_title, ==, "Two\r\nlines");
  g_assert_cmpstr (attempt->task_id, ==, "+1");
  g_assert_cmpstr (attempt->answers_tried, ==, "'hello");
  attempt = toguz_class_results_get_attempt (results, 1);
  g_assert_cmpstr (attempt->learner, ==, "''=x");
  g_assert_cmpuint (attempt->seconds, ==, G_MAXINT64);
  g_assert_cmpstr (toguz_class_results_get_first_time (results), ==,
                   "2026-11-30T09:00:00+06:00");

  /* Written back guarded, quoted where needed, with the new column. */
  csv = toguz_class_results_dup_csv (results);
  g_assert_cmpstr (csv, ==,
                   "learner,time,set,set_title,puzzle,answers_tried,"
                   "hints_used,solved,stars,seconds,set_fingerprint\r\n"
                   "'=Aru,,'-set,\"Two\r\nlines\",'+1,'hello,0,no,0,0,\r\n"
                   "''=x,2026-11-30T09:00:00+06:00,s,,t,,0,yes,3,"
                   "9223372036854775807,\r\n");
  /* An empty file but for the header is a file of no attempts. */
  g_assert_true (toguz_class_results_add_csv (results, "none.csv", HEADER,
                                              strlen (HEADER), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (toguz_class_results_get_n_files (results), ==, 2);
}

static void
test_save (void)
{
  g_autoptr (ToguzClassResults) results = load_rooms ();
  g_autofree char *dir = g_dir_make_tmp ("toguz-results-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "class.csv", NULL);
  g_autofree char *written = NULL, *expected = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (toguz_class_results_save_csv (results, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &written, NULL, NULL));
  expected = toguz_class_results_dup_csv (results);
  g_assert_cmpstr (written, ==, expected);
  g_remove (path);
  g_rmdir (dir);
}

static void
loaded (GObject *source, GAsyncResult *result, gpointer data)
{
  ToguzClassResults **out = data;
  g_autoptr (GError) error = NULL;

  *out = toguz_class_results_load_finish (result, &error);
  g_assert_no_error (error);
}

static void
test_load_async (void)
{
  g_autofree char *room_1 = data_path ("room-1.csv");
  g_autofree char *room_2 = data_path ("room-2.csv");
  g_autofree char *room_3 = data_path ("room-3.csv");
  const char *paths[] = { room_1, room_2, room_3, NULL };
  g_autoptr (ToguzClassResults) results = NULL;

  toguz_class_results_load_async (paths, NULL, loaded, &results);
  while (results == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (toguz_class_results_get_n_attempts (results), ==, 15);
  g_assert_cmpuint (toguz_class_results_get_n_duplicates (results), ==, 2);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  alarm (120);

  g_test_add_func ("/results/merge-counts", test_merge_counts);
  g_test_add_func ("/results/merge-order-independent",
                   test_merge_order_independent);
  g_test_add_func ("/results/merged-csv", test_merged_csv);
  g_test_add_func ("/results/grid", test_grid);
  g_test_add_func ("/results/orders", test_orders);
  g_test_add_func ("/results/folder", test_folder);
  for (guint i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    {
      g_autofree char *name
        = g_strdup_printf ("/results/bad/%s", bad_cases[i].what);
      g_test_add_data_func (name, &bad_cases[i], test_bad_csv);
    }
  g_test_add_func ("/results/huge", test_huge);
  g_test_add_func ("/results/reader-details", test_reader_details);
  g_test_add_func ("/results/save", test_save);
  g_test_add_func ("/results/load-async", test_load_async);
  return g_test_run ();
}
