/* test-class-report.c: the class report, read back with poppler-utils
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Renders the three computers' results (tests/results/data/) and a class
 * of 20 learners on 40 tasks to PDF in the build directory, reads their
 * text back with pdftotext and their pages with pdftoppm, and checks
 * what a teacher would: every learner and task on paper, the grid split
 * into even groups of tasks, the chart and the tasks most missed, no
 * blank page.  The PNGs stay in build/tests/results/pages/ for people
 * to look at.
 */
#include "config.h"

#include <cairo.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "toguz-class-report.h"

static char *pages_dir;

static ToguzClassResults *
load_rooms (void)
{
  ToguzClassResults *results = toguz_class_results_new ();
  g_autofree char *dir = g_build_filename (g_getenv ("G_TEST_SRCDIR"),
                                           "data", NULL);
  g_autoptr (GError) error = NULL;

  g_assert_true (toguz_class_results_add_path (results, dir, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (toguz_class_results_get_n_files (results), ==, 3);
  return results;
}

/* 20 learners, 40 tasks in three sets; each learner tries most tasks,
 * some twice.  The same every run. */
static ToguzClassResults *
load_big_class (void)
{
  static const char *const names[] = {
    "Aigerim", "Aruzhan", "Ayana", "Bakyt", "Bolat", "Chynara", "Dana",
    "Dauren", "Elnura", "Erlan", "Galym", "Gulnara", "Kanat",
    "Madina Nurlanovna Zhaksylykova-Abdrakhmanova", "Nurlan", "Saule",
    "Timur", "Tolkyn", "Zhanna", "Zhibek",
  };
  ToguzClassResults *results = toguz_class_results_new ();
  g_autoptr (GString) csv = g_string_new (
    "learner,time,set,set_title,puzzle,answers_tried,hints_used,solved,"
    "stars,seconds,set_fingerprint\r\n");
  g_autoptr (GRand) rand = g_rand_new_with_seed (16);
  g_autoptr (GError) error = NULL;

  for (guint t = 0; t < 40; t++)
    for (guint l = 0; l < G_N_ELEMENTS (names); l++)
      {
        guint set = t < 15 ? 0 : t < 30 ? 1 : 2;
        const char *set_ids[] = { "sowing-basics", "tuzdik-tactics",
                                  "endgame-technique-for-the-long-winter" };
        const char *titles[] = { "Sowing basics", "Tuzdik tactics",
                                 "Endgame technique for the long winter" };
        guint tries = g_rand_int_range (rand, 0, 4);

        /* Harder towards the end of each set. */
        for (guint a = 0; a < MIN (tries, 2); a++)
          {
            gboolean solved = g_rand_int_range (rand, 0, 100)
                              > 20 + (int) (t % 15) * 4 - (int) a * 30;
            guint stars = solved ? g_rand_int_range (rand, 1, 4) : 0;

            g_string_append_printf (
              csv,
              "%s,2026-11-%02uT%02u:%02u:00Z,%s,%s,%s-%u,54 65,%u,%s,%u,%u,"
              "%s\r\n",
              names[l], 10 + l % 5, 8 + a, t, set_ids[set],
              titles[set], set == 2 ? "ending" : "puzzle", t + 1,
              solved ? 0 : g_rand_int_range (rand, 0, 3),
              solved ? "yes" : "no", stars,
              g_rand_int_range (rand, 10, 700), "0123456789ab");
          }
      }
  g_assert_true (toguz_class_results_add_csv (results, "class.csv", csv->str,
                                              csv->len, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (toguz_class_results_get_n_learners (results), ==, 20);
  g_assert_cmpuint (toguz_class_results_get_n_tasks (results), ==, 40);
  return results;
}

/* A poppler-utils program from meson's find_program; without it the test
 * fails and says what to install, rather than passing on nothing. */
static const char *
poppler_tool (const char *variable)
{
  const char *path = g_getenv (variable);

  if (path == NULL || *path == '\0')
    {
      g_test_fail_printf ("%s: poppler-utils is not installed (apt-get "
                          "install poppler-utils, or build-aux/dev test)",
                          variable);
      return NULL;
    }
  return path;
}

static gboolean
run (const char *const *argv, char **out)
{
  g_autoptr (GError) error = NULL;
  int status;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                     out, NULL, &status, &error))
    {
      g_test_fail_printf ("%s: %s", argv[0], error->message);
      return FALSE;
    }
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return TRUE;
}

static char *
pdf_text (const char *pdf)
{
  const char *pdftotext = poppler_tool ("PDFTOTEXT");
  char *out = NULL;

  if (pdftotext == NULL)
    return g_strdup ("");
  {
    const char *argv[] = { pdftotext, "-layout", pdf, "-", NULL };
    if (!run (argv, &out))
      return g_strdup ("");
  }
  return out;
}

static guint
count (const char *text, const char *needle)
{
  guint n = 0;

  for (const char *at = strstr (text, needle); at;
       at = strstr (at + 1, needle))
    n++;
  return n;
}

/* The share of a page's pixels that are ink. */
static double
dark_share (cairo_surface_t *surface)
{
  const unsigned char *data;
  int stride, width, height;
  guint64 dark = 0;

  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  width = cairo_image_surface_get_width (surface);
  height = cairo_image_surface_get_height (surface);
  for (int y = 0; y < height; y++)
    {
      const guint32 *row = (const guint32 *) (data + (gsize) y * stride);
      for (int x = 0; x < width; x++)
        {
          guint32 p = row[x];
          guint lum = (((p >> 16) & 0xff) * 3 + ((p >> 8) & 0xff) * 6
                       + (p & 0xff)) / 10;
          if (lum < 128)
            dark++;
        }
    }
  return (double) dark / ((double) width * height);
}

/* Renders the PDF at 100 dpi into pages/NAME-N.png and checks there are
 * n_pages of them, none blank, none a black sheet. */
static void
check_pngs (const char *pdf, const char *name, guint n_pages)
{
  const char *pdftoppm = poppler_tool ("PDFTOPPM");
  g_autofree char *prefix = g_build_filename (pages_dir, name, NULL);
  guint found = 0;

  if (pdftoppm == NULL)
    return;
  for (guint page = 1; page < 100; page++)
    {
      g_autofree char *png = g_strdup_printf ("%s-%u.png", prefix, page);
      g_autofree char *padded = g_strdup_printf ("%s-%02u.png", prefix,
                                                 page);
      g_remove (png);
      g_remove (padded);
    }
  {
    const char *argv[] = { pdftoppm, "-png", "-r", "100", pdf, prefix, NULL };
    if (!run (argv, NULL))
      return;
  }
  for (guint page = 1; page <= n_pages + 1; page++)
    {
      g_autofree char *png = g_strdup_printf ("%s-%u.png", prefix, page);
      g_autofree char *padded = g_strdup_printf ("%s-%02u.png", prefix,
                                                 page);
      const char *path = g_file_test (png, G_FILE_TEST_EXISTS) ? png : padded;
      cairo_surface_t *surface;
      double share;

      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        break;
      found++;
      surface = cairo_image_surface_create_from_png (path);
      g_assert_cmpint (cairo_surface_status (surface), ==,
                       CAIRO_STATUS_SUCCESS);
      share = dark_share (surface);
      cairo_surface_destroy (surface);
      g_test_message ("%s page %u: %.2f%% ink", name, page, 100 * share);
      g_assert_cmpfloat (share, >, 0.003);
      g_assert_cmpfloat (share, <, 0.3);
    }
  g_assert_cmpuint (found, ==, n_pages);
}

static void
check_present (const char *what, const char *text, const char *const *words)
{
  for (; *words; words++)
    if (strstr (text, *words) == NULL)
      g_test_fail_printf ("%s lacks “%s”", what, *words);
}

static char *
save (ToguzClassReport *report, const char *name, ToguzPaper paper)
{
  g_autofree char *file = g_strconcat (name, ".pdf", NULL);
  char *path = g_build_filename (pages_dir, file, NULL);
  g_autoptr (GError) error = NULL;

  g_assert_true (toguz_class_report_save_pdf (report, path, paper, &error));
  g_assert_no_error (error);
  return path;
}

static void
test_rooms (void)
{
  g_autoptr (ToguzClassResults) results = load_rooms ();
  g_autoptr (ToguzClassReport) report = toguz_class_report_new (results);
  g_autofree char *pdf = save (report, "rooms", TOGUZ_PAPER_A4);
  g_autofree char *text = pdf_text (pdf);
  const char *const words[] = {
    "Class results", "6 learners", "6 tasks", "2 sets", "15 attempts",
    "Attempts made from 2026-11-30 to 2026-12-01 (UTC)",
    "Read from 3 files; 2 rows found twice were counted once",
    "First steps (new)", "first-steps", "2 versions (edited between "
    "attempts)", "Endings, \"hard\"",
    "Learners and tasks", "Learner", "Solved by",
    "@lia", "Aigerim", "Bolat", "Dana", "Erlan", "Galym",
    "capture-1", "capture-2", "tuzdik-1", "capture-3", "ending-1",
    "ending-2", "0 · 0:40", "4 · 7:00", "2 of 3", "3 of 4",
    "Success rate by task", "75% (3 of 4)", "0% (0 of 1)",
    "Tasks most missed",
    "Solved by 0 of the 1 learner who tried it (0%).",
    "Tried and not solved: Bolat", "Tried and not solved: @lia",
    "Page 1 of", NULL,
  };

  check_present ("the rooms' report", text, words);
  /* The most missed in order: capture-3, tuzdik-1, ending-1, capture-1. */
  {
    const char *missed[] = { "capture-3 — First steps (new)",
                             "tuzdik-1 — First steps (new)",
                             "ending-1 — Endings, \"hard\"",
                             "capture-1 — First steps (new)" };
    const char *before = text;

    for (guint i = 0; i < G_N_ELEMENTS (missed); i++)
      {
        const char *at = strstr (text, missed[i]);

        g_assert_nonnull (at);
        g_assert_true (at > before);
        before = at;
      }
  }
  g_assert_cmpuint (toguz_class_report_get_n_pages (report), ==, 2);
  check_pngs (pdf, "rooms", toguz_class_report_get_n_pages (report));
}

static void
test_big_class (void)
{
  g_autoptr (ToguzClassResults) results = load_big_class ();
  g_autoptr (ToguzClassReport) report = toguz_class_report_new (results);
  g_autofree char *pdf = NULL, *text = NULL;
  const char *const words[] = {
    "20 learners", "40 tasks", "3 sets",
    "Learners and tasks: tasks 1 to 8 of 40",
    "Learners and tasks: tasks 9 to 16 of 40",
    "Learners and tasks: tasks 33 to 40 of 40",
    "puzzle-1", "puzzle-30", "ending-31", "ending-40",
    "Success rate by task", "Tasks most missed", NULL,
  };
  const char *names[] = { "Aigerim", "Zhibek", "Madina Nurlanov" };

  toguz_class_report_set_title (report, "Class 5B, autumn");
  pdf = save (report, "big-class", TOGUZ_PAPER_A4);
  text = pdf_text (pdf);
  check_present ("the big class's report", text, words);
  g_assert_cmpuint (count (text, "Class 5B, autumn"), >=, 2);
  /* Five groups of eight tasks, every learner in each: 20 rows fit an
   * A4 page, so a group is never split. */
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_assert_cmpuint (count (text, names[i]), >=, 5);
  g_assert_null (strstr (text, "of 40 (continued)"));
  g_assert_cmpuint (toguz_class_report_get_n_pages (report), <=, 8);
  check_pngs (pdf, "big-class", toguz_class_report_get_n_pages (report));

  /* By success, on Letter: the chart without the sets' headings. */
  toguz_class_report_set_learner_order (report, TOGUZ_LEARNER_ORDER_SOLVED,
                                        FALSE);
  toguz_class_report_set_task_order (report, TOGUZ_TASK_ORDER_SUCCESS,
                                     FALSE);
  g_clear_pointer (&pdf, g_free);
  g_clear_pointer (&text, g_free);
  pdf = save (report, "big-class-by-success", TOGUZ_PAPER_LETTER);
  text = pdf_text (pdf);
  check_present ("the big class by success", text, words);
  check_pngs (pdf, "big-class-by-success",
              toguz_class_report_get_n_pages (report));
}

/* A class longer than a page: its rows carry over, the headings again,
 * each learner once.  Everyone solved everything: none most missed. */
static void
test_long_class (void)
{
  g_autoptr (ToguzClassResults) results = toguz_class_results_new ();
  g_autoptr (ToguzClassReport) report = NULL;
  g_autoptr (GString) csv = g_string_new (
    "learner,time,set,set_title,puzzle,answers_tried,hints_used,solved,"
    "stars,seconds\r\n");
  g_autofree char *pdf = NULL, *text = NULL;

  for (guint l = 0; l < 60; l++)
    for (guint t = 0; t < 3; t++)
      g_string_append_printf (csv, "Learner %02u,2026-11-30T09:%02u:00Z,s,S,"
                                   "t%u,,0,yes,%u,30\r\n",
                              l, t, t, 1 + (l + t) % 3);
  g_assert_true (toguz_class_results_add_csv (results, "long.csv", csv->str,
                                              csv->len, NULL));
  report = toguz_class_report_new (results);
  pdf = save (report, "long-class", TOGUZ_PAPER_A4);
  text = pdf_text (pdf);
  g_assert_nonnull (strstr (text, "Learners and tasks (continued)"));
  for (guint l = 0; l < 60; l++)
    {
      g_autofree char *name = g_strdup_printf ("Learner %02u", l);

      g_assert_cmpuint (count (text, name), ==, 1);
    }
  check_pngs (pdf, "long-class", toguz_class_report_get_n_pages (report));
}

static void
test_no_attempts (void)
{
  g_autoptr (ToguzClassResults) results = toguz_class_results_new ();
  g_autoptr (ToguzClassReport) report = NULL;
  g_autofree char *pdf = NULL, *text = NULL;
  const char *header = "learner,time,set,set_title,puzzle,answers_tried,"
                       "hints_used,solved,stars,seconds\r\n";

  g_assert_true (toguz_class_results_add_csv (results, "none.csv", header,
                                              strlen (header), NULL));
  report = toguz_class_report_new (results);
  pdf = save (report, "no-attempts", TOGUZ_PAPER_A4);
  text = pdf_text (pdf);
  g_assert_nonnull (strstr (text, "No attempts"));
  g_assert_nonnull (strstr (text, "0 learners"));
  g_assert_cmpuint (toguz_class_report_get_n_pages (report), ==, 1);
}

/* The print dialog's way: paginate, then draw page by page on a cairo
 * context of its own, here an image the size of the sheet. */
static void
test_draw_pages (void)
{
  g_autoptr (ToguzClassResults) results = load_big_class ();
  g_autoptr (ToguzClassReport) report = toguz_class_report_new (results);
  guint n_pages = toguz_class_report_paginate (report, 595.276, 841.89);

  g_assert_cmpuint (n_pages, ==, toguz_class_report_get_n_pages (report));
  g_assert_cmpuint (n_pages, >=, 5);
  for (guint page = 0; page < n_pages; page++)
    {
      cairo_surface_t *surface
        = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 596, 842);
      cairo_t *cr = cairo_create (surface);

      toguz_class_report_draw_page (report, cr, page);
      g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
      g_assert_cmpfloat (dark_share (surface), >, 0.003);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
    }
}

static void
test_unwritable (void)
{
  g_autoptr (ToguzClassResults) results = load_rooms ();
  g_autoptr (ToguzClassReport) report = toguz_class_report_new (results);
  g_autoptr (GError) error = NULL;

  g_assert_false (toguz_class_report_save_pdf (
    report, "/nonexistent-folder/class.pdf", TOGUZ_PAPER_A4, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_assert_nonnull (strstr (error->message, "/nonexistent-folder/class.pdf"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  alarm (240);

  pages_dir = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "pages", NULL);
  g_mkdir_with_parents (pages_dir, 0755);

  g_test_add_func ("/report/rooms", test_rooms);
  g_test_add_func ("/report/big-class", test_big_class);
  g_test_add_func ("/report/long-class", test_long_class);
  g_test_add_func ("/report/no-attempts", test_no_attempts);
  g_test_add_func ("/report/draw-pages", test_draw_pages);
  g_test_add_func ("/report/unwritable", test_unwritable);
  return g_test_run ();
}
