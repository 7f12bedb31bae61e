/* test-worksheet.c: printable worksheets, read back with poppler-utils
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Renders lessons to PDF in the build directory, turns the pages into
 * PNGs with pdftoppm and their text with pdftotext, and checks what a
 * teacher would: the page count, the answer key on its own pages and not
 * before, and pages that are not blank.  The PNGs stay in
 * build/tests/worksheet/pages/ for people to look at.
 */
#include "config.h"

#include <cairo.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include "toguz-lesson-loader.h"
#include "toguz-lesson-text.h"
#include "toguz-worksheet.h"

#define NS "https://toguztutor.org/ns/lesson/1"

static char *pages_dir;

static char *
source_path (const char *relative)
{
  return g_build_filename (g_getenv ("TOGUZ_SOURCE_DIR"), relative, NULL);
}

static ToguzLesson *
load (const char *relative)
{
  g_autofree char *path = source_path (relative);
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  ToguzLesson *lesson = toguz_lesson_load_file (path, problems);

  g_assert_nonnull (lesson);
  g_assert_cmpuint (problems->len, ==, 0);
  return lesson;
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

/* The text of pages first..last (1-based), as pdftotext reads it. */
static char *
pdf_text (const char *pdf, guint first, guint last)
{
  const char *pdftotext = poppler_tool ("PDFTOTEXT");
  g_autofree char *f = g_strdup_printf ("%u", first);
  g_autofree char *l = g_strdup_printf ("%u", last);
  char *out = NULL;

  if (pdftotext == NULL)
    return g_strdup ("");
  {
    const char *argv[] = { pdftotext, "-f", f, "-l", l, pdf, "-", NULL };
    if (!run (argv, &out))
      return g_strdup ("");
  }
  return out;
}

/* The share of a page's pixels that are ink. */
static double
dark_share (const char *png, int *width, int *height)
{
  cairo_surface_t *surface = cairo_image_surface_create_from_png (png);
  const unsigned char *data;
  int stride;
  guint64 dark = 0;

  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  *width = cairo_image_surface_get_width (surface);
  *height = cairo_image_surface_get_height (surface);
  for (int y = 0; y < *height; y++)
    {
      const guint32 *row = (const guint32 *) (data + (gsize) y * stride);
      for (int x = 0; x < *width; x++)
        {
          guint32 p = row[x];
          guint lum = (((p >> 16) & 0xff) * 3 + ((p >> 8) & 0xff) * 6
                       + (p & 0xff))
                      / 10;
          if (lum < 128)
            dark++;
        }
    }
  cairo_surface_destroy (surface);
  return (double) dark / ((double) *width * *height);
}

/* Renders the PDF at 60 dpi and checks there are n_pages PNGs, none
 * blank, none a black sheet, each of the paper's size. */
static void
check_pngs (const char *pdf, const char *name, guint n_pages,
            ToguzPaper paper)
{
  const char *pdftoppm = poppler_tool ("PDFTOPPM");
  g_autofree char *prefix = g_build_filename (pages_dir, name, NULL);
  double paper_width, paper_height;
  guint found = 0;

  if (pdftoppm == NULL)
    return;
  /* Pages of an earlier run must not stand in for missing ones. */
  for (guint page = 1; page < 100; page++)
    {
      g_autofree char *png = g_strdup_printf ("%s-%u.png", prefix, page);
      g_autofree char *padded = g_strdup_printf ("%s-%02u.png", prefix,
                                                 page);
      g_remove (png);
      g_remove (padded);
    }
  {
    const char *argv[] = { pdftoppm, "-png", "-r", "60", pdf, prefix, NULL };
    if (!run (argv, NULL))
      return;
  }
  toguz_paper_get_size (paper, &paper_width, &paper_height);

  /* pdftoppm pads the page number to the width of the last one. */
  for (guint page = 1; page <= n_pages + 1; page++)
    {
      g_autofree char *png = g_strdup_printf ("%s-%u.png", prefix, page);
      g_autofree char *padded = g_strdup_printf ("%s-%02u.png", prefix,
                                                 page);
      const char *path = g_file_test (png, G_FILE_TEST_EXISTS) ? png : padded;
      int width, height;
      double share;

      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        break;
      found++;
      share = dark_share (path, &width, &height);
      g_test_message ("%s page %u: %.2f%% ink", name, page, 100 * share);
      g_assert_cmpfloat (share, >, 0.004);
      g_assert_cmpfloat (share, <, 0.25);
      g_assert_cmpint (ABS (width - paper_width * 60 / 72), <=, 1);
      g_assert_cmpint (ABS (height - paper_height * 60 / 72), <=, 1);
    }
  g_assert_cmpuint (found, ==, n_pages);
}

/* Every word of the PDF is printed at 10 pt or more, to read after a
 * photocopy.  pdftotext -bbox gives each word's box, whose height is the
 * font size times the font's ascent plus descent: the worksheet's title,
 * 20 pt and the largest text, gives that ratio. */
static void
check_print_sizes (const char *pdf)
{
  const char *pdftotext = poppler_tool ("PDFTOTEXT");
  g_autofree char *out = NULL;
  g_autoptr (GRegex) word = NULL;
  g_autoptr (GMatchInfo) match = NULL;
  g_autofree char *smallest_word = NULL;
  double tallest = 0, smallest = G_MAXDOUBLE;
  guint words = 0;

  if (pdftotext == NULL)
    return;
  {
    const char *argv[] = { pdftotext, "-bbox", pdf, "-", NULL };
    if (!run (argv, &out))
      return;
  }
  word = g_regex_new ("<word xMin=\"[0-9.]+\" yMin=\"([0-9.]+)\" "
                      "xMax=\"[0-9.]+\" yMax=\"([0-9.]+)\">([^<]*)</word>",
                      0, 0, NULL);
  for (int pass = 0; pass < 2; pass++)
    {
      g_clear_pointer (&match, g_match_info_unref);
      g_regex_match (word, out, 0, &match);
      for (; g_match_info_matches (match); g_match_info_next (match, NULL))
        {
          g_autofree char *top = g_match_info_fetch (match, 1);
          g_autofree char *bottom = g_match_info_fetch (match, 2);
          double height = g_ascii_strtod (bottom, NULL)
                          - g_ascii_strtod (top, NULL);

          if (pass == 0)
            {
              tallest = MAX (tallest, height);
              words++;
            }
          else if (height * 20.0 / tallest < smallest)
            {
              smallest = height * 20.0 / tallest;
              g_free (smallest_word);
              smallest_word = g_match_info_fetch (match, 3);
            }
        }
    }
  g_assert_cmpuint (words, >, 20);
  g_test_message ("%s: %u words, the smallest “%s” at %.1f pt", pdf, words,
                  smallest_word, smallest);
  if (smallest < 9.95)
    g_test_fail_printf ("%s prints “%s” at %.1f pt: below 10 pt, a "
                        "photocopy blurs it", pdf, smallest_word, smallest);
}

/* Each of `present` is in the text, none of `absent`. */
static void
check_text (const char *what, const char *text, const char *const *present,
            const char *const *absent)
{
  for (; present && *present; present++)
    if (strstr (text, *present) == NULL)
      g_test_fail_printf ("%s lack “%s”", what, *present);
  for (; absent && *absent; absent++)
    if (strstr (text, *absent) != NULL)
      g_test_fail_printf ("%s show “%s”", what, *absent);
}

static char *
output_pdf (const char *name)
{
  g_autofree char *file = g_strdup_printf ("%s.pdf", name);
  return g_build_filename (pages_dir, file, NULL);
}

static void
test_exercises (void)
{
  g_autoptr (ToguzLesson) lesson
    = load ("lessons/examples/example-exercises.xml");
  g_autoptr (ToguzWorksheet) worksheet = toguz_worksheet_new (lesson);
  g_autoptr (GError) error = NULL;
  g_autofree char *pdf = output_pdf ("example-exercises");
  g_autofree char *questions = NULL, *key = NULL;
  guint n_pages, n_questions;

  g_assert_cmpuint (toguz_worksheet_get_n_tasks (worksheet), ==, 5);
  g_assert_cmpstr (toguz_worksheet_get_answer (worksheet, 0), ==, "36x");
  g_assert_cmpstr (toguz_worksheet_get_answer (worksheet, 1), ==, "34");
  /* accept="any": every move the engine finds, not just the stated 32. */
  g_assert_nonnull (strstr (toguz_worksheet_get_answer (worksheet, 2),
                            "32"));
  g_assert_true (g_str_has_prefix (toguz_worksheet_get_answer (worksheet, 2),
                                   "Any of: "));
  g_assert_cmpstr (toguz_worksheet_get_answer (worksheet, 3), ==, "91");
  /* Two turns: the line, whose move each is, with the replies. */
  g_assert_cmpstr (toguz_worksheet_get_answer (worksheet, 4), ==,
                   "You: 77 · Black replies 31 · You: 95 · Black replies "
                   "43");

  g_assert_true (toguz_worksheet_save_pdf (worksheet, pdf, TOGUZ_PAPER_A4,
                                           &error));
  g_assert_no_error (error);
  n_pages = toguz_worksheet_get_n_pages (worksheet);
  n_questions = toguz_worksheet_get_n_question_pages (worksheet);
  g_assert_cmpuint (n_questions, >=, 2);
  g_assert_cmpuint (n_pages, ==, n_questions + 1);
  check_pngs (pdf, "example-exercises", n_pages, TOGUZ_PAPER_A4);

  questions = pdf_text (pdf, 1, n_questions);
  key = pdf_text (pdf, n_questions + 1, n_pages);
  /* Success texts tell the answer: only the key prints them. */
  check_text ("the question pages", questions,
              (const char *[]) { "Example: five puzzles", "Puzzle 5",
                                 "Win a tuzdik.", "Kazhgaliev",
                                 "Black’s kazan", NULL },
              (const char *[]) { "36x", "Answer key", "sweep your row",
                                 NULL });
  check_text ("the key", key,
              (const char *[]) { "Answer key", "36x", "34", "91",
                                 "sweep your row", NULL },
              NULL);
  check_print_sizes (pdf);
}

/* A task of two turns asks for the second move after the reply to the
 * first: the page prints the reply where it follows the right move, and
 * leaves a box for it where it depends on which right move was played.
 * The key says whose move each is: "1. 77 31 2. 95" read as White's 77
 * and Black's 31. */
static void
test_two_turns (void)
{
  g_autoptr (ToguzLesson) set
    = load ("lessons/examples/example-exercises.xml");
  g_autoptr (ToguzLesson) lesson
    = load ("lessons/examples/example-lesson.xml");
  g_autoptr (ToguzWorksheet) set_sheet = toguz_worksheet_new (set);
  g_autoptr (ToguzWorksheet) lesson_sheet = toguz_worksheet_new (lesson);
  g_autoptr (GError) error = NULL;
  g_autofree char *set_pdf = output_pdf ("two-turns-set");
  g_autofree char *lesson_pdf = output_pdf ("two-turns-lesson");
  g_autofree char *questions = NULL, *key = NULL;
  g_autofree char *lesson_questions = NULL, *lesson_key = NULL;
  guint n_questions;

  g_assert_true (toguz_worksheet_save_pdf (set_sheet, set_pdf,
                                           TOGUZ_PAPER_A4, &error));
  g_assert_no_error (error);
  n_questions = toguz_worksheet_get_n_question_pages (set_sheet);
  questions = pdf_text (set_pdf, 1, n_questions);
  key = pdf_text (set_pdf, n_questions + 1,
                  toguz_worksheet_get_n_pages (set_sheet));
  /* Puzzle 5: 77 alone is right, and Black's 31 answers it. */
  check_text ("the question pages", questions,
              (const char *[]) { "1. Your move:", "2. Your move:",
                                 "If it is right, Black replies 31.",
                                 NULL },
              (const char *[]) { "Your moves:", "Black’s reply:", NULL });
  check_text ("the key", key,
              (const char *[]) { "You: 77 · Black replies 31 · You: 95 · "
                                 "Black replies 43",
                                 NULL },
              (const char *[]) { "1. 77", NULL });

  /* The lesson's two endings take any of seven first moves: Black's
   * answer depends on which, and the learner writes it. */
  g_assert_true (toguz_worksheet_save_pdf (lesson_sheet, lesson_pdf,
                                           TOGUZ_PAPER_A4, &error));
  g_assert_no_error (error);
  n_questions = toguz_worksheet_get_n_question_pages (lesson_sheet);
  lesson_questions = pdf_text (lesson_pdf, 1, n_questions);
  lesson_key = pdf_text (lesson_pdf, n_questions + 1,
                         toguz_worksheet_get_n_pages (lesson_sheet));
  check_text ("the lesson's question pages", lesson_questions,
              (const char *[]) { "Black’s reply:", NULL },
              (const char *[]) { "If it is right", NULL });
  check_text ("the lesson's key", lesson_key,
              (const char *[]) { "For example: You: 91 · Black replies 89 "
                                 "· You: 23",
                                 NULL },
              NULL);
  check_pngs (lesson_pdf, "two-turns-lesson",
              toguz_worksheet_get_n_pages (lesson_sheet), TOGUZ_PAPER_A4);
  check_print_sizes (lesson_pdf);
}

/* A task played out against the beginner: played with a partner on paper,
 * a box for each move and each reply, the last reply too; the key gives
 * the engine's line and what it came to, and says that other lines may
 * be right. */
static void
test_practice (void)
{
  g_autoptr (ToguzLesson) lesson
    = load ("lessons/examples/example-lesson.xml");
  g_autoptr (ToguzWorksheet) sheet = toguz_worksheet_new (lesson);
  g_autoptr (GError) error = NULL;
  g_autofree char *pdf = output_pdf ("practice");
  g_autofree char *questions = NULL, *key = NULL;
  guint n_questions, last = toguz_worksheet_get_n_tasks (sheet) - 1;

  g_assert_cmpstr (toguz_worksheet_get_answer (sheet, last), ==,
                   "You: 34 · White replies 47 · You: 34 · White replies "
                   "45");
  g_assert_cmpstr (toguz_worksheet_get_answer_detail (sheet, last), ==,
                   "With this line: You won as many stones as White. Any "
                   "line that reaches the goal is right: the replies depend "
                   "on the moves played.");
  g_assert_true (toguz_worksheet_save_pdf (sheet, pdf, TOGUZ_PAPER_A4,
                                           &error));
  g_assert_no_error (error);
  n_questions = toguz_worksheet_get_n_question_pages (sheet);
  questions = pdf_text (pdf, n_questions, n_questions);
  key = pdf_text (pdf, n_questions + 1, toguz_worksheet_get_n_pages (sheet));
  check_text ("the last question page", questions,
              (const char *[]) { "Play it out with a partner",
                                 "2. Your move:", "White’s reply:", NULL },
              NULL);
  check_text ("the key", key,
              (const char *[]) { "With this line: You won as many stones",
                                 NULL },
              NULL);
  check_pngs (pdf, "practice", toguz_worksheet_get_n_pages (sheet),
              TOGUZ_PAPER_A4);
}

static void
test_lesson (void)
{
  g_autoptr (ToguzLesson) lesson = load ("lessons/01-sowing.xml");
  g_autoptr (ToguzWorksheet) worksheet = toguz_worksheet_new (lesson);
  g_autoptr (GError) error = NULL;
  g_autofree char *pdf = output_pdf ("01-sowing");
  g_autofree char *questions = NULL, *key = NULL;
  guint n_pages, n_questions;
  double width, height;

  /* Reading steps stay in the tutor: only the 8 tasks are printed. */
  g_assert_cmpuint (toguz_worksheet_get_n_tasks (worksheet), ==,
                    toguz_lesson_get_n_tasks (lesson));
  g_assert_cmpuint (toguz_worksheet_get_n_tasks (worksheet), ==, 8);
  g_assert_cmpstr (toguz_worksheet_get_answer (worksheet, 0), ==,
                   "White’s hole 7");
  g_assert_cmpstr (toguz_worksheet_get_answer (worksheet, 1), ==,
                   "Black’s hole 4");
  /* The lap of 20 stones: the origin gets its second stone, the last
   * lands one hole on. */
  g_assert_cmpstr (toguz_worksheet_get_answer (worksheet, 3), ==,
                   "White’s hole 9");
  g_assert_cmpstr (toguz_worksheet_get_answer (worksheet, 4), ==, "No");
  g_assert_cmpstr (toguz_worksheet_get_answer (worksheet, 5), ==, "83");
  g_assert_cmpstr (toguz_worksheet_get_answer (worksheet, 7), ==, "91");

  g_assert_true (toguz_worksheet_write_pdf (lesson, pdf, &error));
  g_assert_no_error (error);
  /* write_pdf paginated its own worksheet; the same layout here. */
  toguz_paper_get_size (TOGUZ_PAPER_A4, &width, &height);
  n_pages = toguz_worksheet_paginate (worksheet, width, height);
  n_questions = toguz_worksheet_get_n_question_pages (worksheet);
  g_assert_cmpuint (n_pages, >, n_questions);
  check_pngs (pdf, "01-sowing", n_pages, TOGUZ_PAPER_A4);

  questions = pdf_text (pdf, 1, n_questions);
  key = pdf_text (pdf, n_questions + 1, n_pages);
  check_text ("the question pages", questions,
              (const char *[]) { "Task 7", "Side:", "Why?", "Your move:",
                                 NULL },
              (const char *[]) { "Answer key", "White’s hole 7",
                                 "Round the board", NULL });
  check_text ("the key", key,
              (const char *[]) { "White’s hole 7", "83",
                                 "Round the board and home again", NULL },
              NULL);
  check_print_sizes (pdf);
}

/* The children's game has no tuzdik: its sheet says no word of one. */
static void
test_no_tuzdik_words (void)
{
  g_autoptr (ToguzLesson) lesson = load ("lessons/00-bestemshe.xml");
  g_autoptr (GError) error = NULL;
  g_autofree char *pdf = output_pdf ("00-bestemshe");
  g_autofree char *first = NULL;

  g_assert_true (toguz_worksheet_write_pdf (lesson, pdf, &error));
  g_assert_no_error (error);
  first = pdf_text (pdf, 1, 1);
  check_text ("the first page", first,
              (const char *[]) { "Write each answer in its box", NULL },
              (const char *[]) { "tuzdik", NULL });
}

/* "May it become a tuzdik?": Yes and No with a line for why; the key
 * gives the answer and the rule the core names. */
static void
test_tuzdik_question (void)
{
  g_autoptr (ToguzLesson) lesson
    = load ("lessons/05-tuzdik-restrictions.xml");
  g_autoptr (ToguzWorksheet) worksheet = toguz_worksheet_new (lesson);
  g_autoptr (GError) error = NULL;
  g_autofree char *pdf = output_pdf ("05-tuzdik-restrictions");
  g_autofree char *questions = NULL, *key = NULL;
  guint n_pages, n_questions;
  double width, height;

  g_assert_cmpuint (toguz_worksheet_get_n_tasks (worksheet), ==, 9);
  g_assert_cmpstr (toguz_worksheet_get_answer (worksheet, 5), ==, "Yes");
  g_assert_cmpstr (toguz_worksheet_get_answer (worksheet, 6), ==, "No");
  g_assert_cmpstr (toguz_worksheet_get_answer_detail (worksheet, 6), ==,
                   "No, White’s hole 3 stays an ordinary hole. Black already "
                   "owns a tuzdik, White’s hole 7, and a player wins only one "
                   "in a game. Three is odd, so the stones stay where they "
                   "are and nothing is won.");
  g_assert_true (g_str_has_prefix (
    toguz_worksheet_get_answer_detail (worksheet, 5), "Yes. White has no "
                                                      "tuzdik yet"));

  g_assert_true (toguz_worksheet_write_pdf (lesson, pdf, &error));
  g_assert_no_error (error);
  toguz_paper_get_size (TOGUZ_PAPER_A4, &width, &height);
  n_pages = toguz_worksheet_paginate (worksheet, width, height);
  n_questions = toguz_worksheet_get_n_question_pages (worksheet);
  check_pngs (pdf, "05-tuzdik-restrictions", n_pages, TOGUZ_PAPER_A4);
  questions = pdf_text (pdf, 1, n_questions);
  key = pdf_text (pdf, n_questions + 1, n_pages);
  check_text ("the question pages", questions,
              (const char *[]) { "May it become Black’s", "Why?", NULL },
              (const char *[]) { "stays an ordinary hole", NULL });
  check_text ("the key", key,
              (const char *[]) { "stays an ordinary hole", "Black already",
                                 NULL },
              NULL);
  check_print_sizes (pdf);
}

/* Pagination on letter and on a short sheet, with and without the key;
 * the pages drawn on another surface, as a GtkPrintOperation would. */
static void
test_paginate (void)
{
  g_autoptr (ToguzLesson) lesson = load ("lessons/examples/example-lesson.xml");
  g_autoptr (ToguzWorksheet) worksheet = toguz_worksheet_new (lesson);
  double width, height;
  guint with_key, without_key;
  cairo_surface_t *surface;
  cairo_t *cr;

  g_assert_true (toguz_worksheet_get_answer_key (worksheet));
  toguz_paper_get_size (TOGUZ_PAPER_LETTER, &width, &height);
  g_assert_cmpfloat (width, ==, 612);
  with_key = toguz_worksheet_paginate (worksheet, width, height);
  g_assert_cmpuint (with_key, ==, toguz_worksheet_get_n_pages (worksheet));

  toguz_worksheet_set_answer_key (worksheet, FALSE);
  without_key = toguz_worksheet_paginate (worksheet, width, height);
  g_assert_cmpuint (without_key, <, with_key);
  g_assert_cmpuint (without_key, ==,
                    toguz_worksheet_get_n_question_pages (worksheet));

  /* A sheet barely taller than one task: one task a page, none split. */
  without_key = toguz_worksheet_paginate (worksheet, 595, 480);
  g_assert_cmpuint (without_key, >=, toguz_worksheet_get_n_tasks (worksheet));

  /* Every page draws on any cairo surface, e.g. a print preview's. */
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 595, 480);
  cr = cairo_create (surface);
  for (guint page = 0; page < without_key; page++)
    toguz_worksheet_draw_page (worksheet, cr, page);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  /* A task that lists its moves: each of them. */
  g_assert_cmpstr (toguz_worksheet_get_answer (worksheet, 7), ==,
                   "Any of: 65, 76");
}

static void
test_no_tasks (void)
{
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  const char *xml = "<lesson xmlns=\"" NS "\" id=\"reading\">\n"
                    "<title>Только чтение</title>\n"
                    "<step><text>Just reading.</text></step>\n"
                    "</lesson>\n";
  g_autoptr (ToguzLesson) lesson
    = toguz_lesson_load_data (xml, strlen (xml), "reading.xml", problems);
  g_autoptr (ToguzWorksheet) worksheet = NULL;
  g_autofree char *pdf = output_pdf ("reading");
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_nonnull (lesson);
  worksheet = toguz_worksheet_new (lesson);
  g_assert_cmpuint (toguz_worksheet_get_n_tasks (worksheet), ==, 0);
  g_assert_true (toguz_worksheet_save_pdf (worksheet, pdf,
                                           TOGUZ_PAPER_LETTER, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (toguz_worksheet_get_n_pages (worksheet), ==, 1);
  check_pngs (pdf, "reading", 1, TOGUZ_PAPER_LETTER);
  text = pdf_text (pdf, 1, 1);
  g_assert_nonnull (strstr (text, "Только чтение"));
  g_assert_nonnull (strstr (text, "no tasks"));
}

/* A prompt of 5,000 words (put in past the loader, which caps a prompt
 * at 2,000 characters) is carried over page after page: pdftotext reads
 * every word, each once.  Before, one page showed 410 of them. */
static void
test_long_prompt (void)
{
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  const char *xml = "<lesson xmlns=\"" NS "\" id=\"long\">\n"
                    "<title>Long</title>\n"
                    "<step><text>Read.</text>"
                    "<position moves=\"21 98 67\"/>"
                    "<task goal=\"capture:12\" accept=\"any\">"
                    "<prompt>short</prompt></task></step>\n"
                    "</lesson>\n";
  g_autoptr (ToguzLesson) lesson
    = toguz_lesson_load_data (xml, strlen (xml), "long.xml", problems);
  g_autoptr (ToguzWorksheet) worksheet = NULL;
  g_autoptr (GString) words = g_string_new (NULL);
  g_autofree char *pdf = output_pdf ("long-prompt");
  g_autofree char *text = NULL;
  g_auto (GStrv) tokens = NULL;
  g_autoptr (GError) error = NULL;
  ToguzLessonText *prompt = toguz_lesson_text_new ();
  ToguzTask *task;
  guint found = 0;

  g_assert_nonnull (lesson);
  task = ((ToguzStep *) toguz_lesson_get_step (lesson, 0))->task;
  for (guint i = 1; i <= 5000; i++)
    g_string_append_printf (words, "%sw%04u", i > 1 ? " " : "", i);
  g_assert_true (toguz_lesson_text_add (prompt, NULL, words->str, 1));
  g_ptr_array_remove_index (task->prompts, 0);
  g_ptr_array_insert (task->prompts, 0, prompt);

  worksheet = toguz_worksheet_new (lesson);
  g_assert_true (toguz_worksheet_save_pdf (worksheet, pdf, TOGUZ_PAPER_A4,
                                           &error));
  g_assert_no_error (error);
  g_assert_cmpuint (toguz_worksheet_get_n_pages (worksheet), >, 2);
  text = pdf_text (pdf, 1, toguz_worksheet_get_n_pages (worksheet));
  if (*text == '\0')
    {
      g_test_skip ("no pdftotext");
      return;
    }
  tokens = g_strsplit_set (text, " \n\f", -1);
  for (guint i = 0; tokens[i]; i++)
    if (strlen (tokens[i]) == 5 && tokens[i][0] == 'w'
        && g_ascii_isdigit (tokens[i][1]))
      found++;
  g_assert_cmpuint (found, ==, 5000);
  for (guint i = 1; i <= 5000; i++)
    {
      char word[8];
      g_snprintf (word, sizeof word, "w%04u", i);
      g_assert_nonnull (strstr (text, word));
    }
}

static void
test_unwritable (void)
{
  g_autoptr (ToguzLesson) lesson
    = load ("lessons/examples/example-exercises.xml");
  g_autoptr (ToguzWorksheet) worksheet = toguz_worksheet_new (lesson);
  g_autofree char *pdf = g_build_filename (pages_dir, "no-such-dir",
                                           "x.pdf", NULL);
  g_autoptr (GError) error = NULL;

  g_assert_false (toguz_worksheet_save_pdf (worksheet, pdf, TOGUZ_PAPER_A4,
                                            &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_assert_nonnull (strstr (error->message, "no-such-dir"));
}

/* `toguz worksheet`: 0 written, 1 a bad file or output, 2 usage. */
static int
command (char **out, char **err, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  const char *arg;
  va_list args;
  int status;

  g_ptr_array_add (argv, (char *) g_getenv ("TOGUZ_COMMAND"));
  g_ptr_array_add (argv, (char *) "worksheet");
  va_start (args, err);
  while ((arg = va_arg (args, const char *)))
    g_ptr_array_add (argv, (char *) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL,
                               G_SPAWN_DEFAULT, NULL, NULL, out, err,
                               &status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status));
  return WEXITSTATUS (status);
}

static void
test_command (void)
{
  g_autofree char *good = source_path ("lessons/examples/"
                                       "example-exercises.xml");
  g_autofree char *pdf = output_pdf ("command-letter");
  g_autofree char *no_key = output_pdf ("command-no-answers");
  g_autofree char *bad = g_build_filename (pages_dir, "bad.xml", NULL);
  g_autofree char *missing = g_build_filename (pages_dir, "missing.xml",
                                               NULL);
  g_autofree char *nowhere = g_build_filename (pages_dir, "no-such-dir",
                                               "x.pdf", NULL);
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (command (&out, NULL, "--help", NULL), ==, 0);
  g_assert_nonnull (strstr (out, "--no-answers"));
  g_clear_pointer (&out, g_free);

  g_remove (pdf);
  g_assert_cmpint (command (&out, NULL, good, "-o", pdf, "--paper",
                            "letter", NULL),
                   ==, 0);
  g_assert_true (g_file_test (pdf, G_FILE_TEST_EXISTS));
  g_assert_nonnull (strstr (out, "4 pages"));
  check_pngs (pdf, "command-letter", 4, TOGUZ_PAPER_LETTER);
  g_clear_pointer (&out, g_free);

  g_assert_cmpint (command (&out, NULL, good, "--no-answers", "-o", no_key,
                            NULL),
                   ==, 0);
  g_assert_nonnull (strstr (out, "3 pages"));
  {
    g_autofree char *text = pdf_text (no_key, 1, 3);
    g_assert_null (strstr (text, "Answer key"));
    g_assert_null (strstr (text, "36x"));
  }
  g_clear_pointer (&out, g_free);

  /* Usage: 2. */
  g_assert_cmpint (command (NULL, NULL, good, NULL), ==, 2);
  g_assert_cmpint (command (NULL, NULL, "-o", pdf, NULL), ==, 2);
  g_assert_cmpint (command (NULL, NULL, good, good, "-o", pdf, NULL), ==, 2);
  g_assert_cmpint (command (NULL, &err, good, "-o", pdf, "--paper", "a3",
                            NULL),
                   ==, 2);
  g_assert_nonnull (strstr (err, "a3"));
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (command (NULL, NULL, good, "-o", pdf, "--colour", NULL),
                   ==, 2);

  /* The input: 1, each problem as FILE:LINE: message. */
  g_assert_cmpint (command (NULL, &err, missing, "-o", pdf, NULL), ==, 1);
  g_assert_nonnull (strstr (err, "missing.xml"));
  g_clear_pointer (&err, g_free);

  g_assert_true (g_file_set_contents (
    bad,
    "<?xml version=\"1.0\"?>\n"
    "<exercise-set xmlns=\"" NS "\" id=\"bad\">\n"
    "<title>Bad</title>\n"
    "<puzzle id=\"p\" difficulty=\"1\" themes=\"capture\">\n"
    "<position fen=\"9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S "
    "0 0 S 1\"/>\n"
    "<task predict=\"capture\" move=\"6\" answer=\"9\"/>\n"
    "</puzzle>\n"
    "</exercise-set>\n",
    -1, NULL));
  g_remove (no_key);
  g_assert_cmpint (command (NULL, &err, bad, "-o", no_key, NULL), ==, 1);
  g_assert_nonnull (strstr (err, "bad.xml:6: "));
  g_assert_false (g_file_test (no_key, G_FILE_TEST_EXISTS));
  g_clear_pointer (&err, g_free);

  g_assert_cmpint (command (NULL, &err, good, "-o", nowhere, NULL), ==, 1);
  g_assert_nonnull (strstr (err, "no-such-dir"));
}

/* --lang LL prints in LL from the build tree as installed: no variable
 * points at the catalogues, and the LANGUAGE=C this test runs under
 * gives way to it.  The problems in a file are said in LL too. */
static void
test_command_language (void)
{
  g_autofree char *lesson = source_path ("lessons/01-sowing.xml");
  g_autofree char *kk = output_pdf ("command-kk");
  g_autofree char *en = output_pdf ("command-en");
  g_autofree char *bad = g_build_filename (pages_dir, "bad-kk.xml", NULL);
  g_autofree char *out = NULL, *err = NULL, *text = NULL;
  const char *saved = g_getenv ("TOGUZ_TUTOR_LOCALEDIR");
  g_autofree char *saved_dir = g_strdup (saved);

  g_unsetenv ("TOGUZ_TUTOR_LOCALEDIR");
  g_assert_cmpstr (g_getenv ("LANGUAGE"), ==, "C");

  g_assert_cmpint (command (&out, NULL, lesson, "--lang", "kk", "-o", kk,
                            NULL),
                   ==, 0);
  g_assert_nonnull (strstr (out, " бет\n"));
  check_pngs (kk, "command-kk", 5, TOGUZ_PAPER_A4);
  text = pdf_text (kk, 1, 5);
  /* The lesson's own text, from the catalogue, and the worksheet's. */
  check_text ("the Kazakh worksheet", text,
              (const char *[]) { "Тақта және тарату", "Аты-жөні:",
                                 "1-тапсырма", NULL },
              (const char *[]) { "The board and sowing", "Name:", "Task 1",
                                 NULL });
  check_print_sizes (kk);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&text, g_free);

  g_assert_cmpint (command (&out, NULL, lesson, "-l", "en", "-o", en, NULL),
                   ==, 0);
  text = pdf_text (en, 1, 1);
  g_assert_nonnull (strstr (text, "The board and sowing"));
  g_clear_pointer (&out, g_free);

  /* A language there is no catalogue for: the command line is wrong. */
  g_assert_cmpint (command (NULL, &err, lesson, "--lang", "kz", "-o", kk,
                            NULL),
                   ==, 2);
  g_assert_nonnull (strstr (err, "--lang: There is no translation “kz”: "
                                 "the languages are en bn es kk ky pa ru "
                                 "tl."));
  g_clear_pointer (&err, g_free);

  g_assert_true (g_file_set_contents (
    bad,
    "<lesson xmlns=\"" NS "\" id=\"bad\">\n<title>Bad</title>\n"
    "<step><text>a</text><video/></step>\n</lesson>\n",
    -1, NULL));
  g_assert_cmpint (command (NULL, &err, bad, "--lang", "ru", "-o", kk, NULL),
                   ==, 1);
  g_assert_nonnull (strstr (err, "bad-kk.xml:3: "));
  /* Not the English of the message. */
  g_assert_null (strstr (err, "not allowed"));
  g_clear_pointer (&err, g_free);

  if (saved_dir)
    g_setenv ("TOGUZ_TUTOR_LOCALEDIR", saved_dir, TRUE);
}

/* What `dir` holds, one name a line, sorted: a temporary file left behind
 * shows. */
static char *
list_dir (const char *dir_path)
{
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)))
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, (GCompareFunc) g_ascii_strcasecmp);
  g_ptr_array_add (names, NULL);
  return g_strjoinv ("\n", (char **) names->pdata);
}

/* A full disk, as a file size limit (which binds root too, unlike a
 * read-only directory): writes past it fail with EFBIG. */
static void
limit_file_size (struct rlimit *saved)
{
  struct rlimit limit;

  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, saved), ==, 0);
  limit = *saved;
  limit.rlim_cur = 2048;
  signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
}

static void
unlimit_file_size (const struct rlimit *saved)
{
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, saved), ==, 0);
  signal (SIGXFSZ, SIG_DFL);
}

/* `dir` holds `pdf` alone (no temporary file beside it), as `contents`. */
static void
assert_only (const char *dir, const char *pdf, const char *contents)
{
  g_autofree char *found = NULL, *names = NULL;
  g_autofree char *base = g_path_get_basename (pdf);

  g_assert_true (g_file_get_contents (pdf, &found, NULL, NULL));
  g_assert_cmpstr (found, ==, contents);
  names = list_dir (dir);
  g_assert_cmpstr (names, ==, base);
}

/* A write that fails keeps the old file; one that succeeds replaces it
 * whole; neither leaves a temporary file beside it. */
static void
test_atomic (void)
{
  g_autoptr (ToguzLesson) lesson
    = load ("lessons/examples/example-exercises.xml");
  g_autoptr (ToguzWorksheet) worksheet = toguz_worksheet_new (lesson);
  g_autofree char *dir = g_build_filename (pages_dir, "atomic", NULL);
  g_autofree char *pdf = g_build_filename (dir, "old.pdf", NULL);
  g_autofree char *source = source_path (
    "lessons/examples/example-exercises.xml");
  const char *old = "%PDF-1.4 the old worksheet\n";
  g_autofree char *names = NULL, *text = NULL;
  g_autofree char *err = NULL;
  g_autoptr (GError) error = NULL;
  struct rlimit saved;
  gboolean written;

  g_mkdir_with_parents (dir, 0755);
  g_assert_true (g_file_set_contents (pdf, old, -1, NULL));

  limit_file_size (&saved);
  written = toguz_worksheet_save_pdf (worksheet, pdf, TOGUZ_PAPER_A4,
                                      &error);
  unlimit_file_size (&saved);
  g_assert_false (written);
  g_assert_nonnull (error);
  g_assert_true (error->domain == G_FILE_ERROR);
  g_assert_nonnull (strstr (error->message, pdf));
  assert_only (dir, pdf, old);

  /* `toguz worksheet -o old.pdf` on a full disk: the same writer. */
  limit_file_size (&saved);
  written = command (NULL, &err, source, "-o", pdf, NULL) == 0;
  unlimit_file_size (&saved);
  g_assert_false (written);
  g_assert_nonnull (strstr (err, pdf));
  assert_only (dir, pdf, old);

  /* A destination that is a directory: refused, and nothing left. */
  g_clear_error (&error);
  g_assert_false (toguz_worksheet_save_pdf (worksheet, dir, TOGUZ_PAPER_A4,
                                            &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR);
  g_assert_true (g_file_test (dir, G_FILE_TEST_IS_DIR));
  names = list_dir (pages_dir);
  g_assert_null (strstr (names, "atomic."));
  g_clear_pointer (&names, g_free);

  g_clear_error (&error);
  g_assert_true (toguz_worksheet_save_pdf (worksheet, pdf, TOGUZ_PAPER_A4,
                                           &error));
  g_assert_no_error (error);
  text = pdf_text (pdf, 1, 1);
  g_assert_nonnull (strstr (text, "Example: five puzzles"));
  names = list_dir (dir);
  g_assert_cmpstr (names, ==, "old.pdf");
}

int
main (int argc, char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  pages_dir = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "pages", NULL);
  g_mkdir_with_parents (pages_dir, 0755);

  g_test_add_func ("/worksheet/exercises", test_exercises);
  g_test_add_func ("/worksheet/tuzdik-question", test_tuzdik_question);
  g_test_add_func ("/worksheet/no-tuzdik-words", test_no_tuzdik_words);
  g_test_add_func ("/worksheet/lesson", test_lesson);
  g_test_add_func ("/worksheet/two-turns", test_two_turns);
  g_test_add_func ("/worksheet/practice", test_practice);
  g_test_add_func ("/worksheet/paginate", test_paginate);
  g_test_add_func ("/worksheet/no-tasks", test_no_tasks);
  g_test_add_func ("/worksheet/long-prompt", test_long_prompt);
  g_test_add_func ("/worksheet/unwritable", test_unwritable);
  g_test_add_func ("/worksheet/command", test_command);
  g_test_add_func ("/worksheet/command-language", test_command_language);
  g_test_add_func ("/worksheet/atomic", test_atomic);
  return g_test_run ();
}
