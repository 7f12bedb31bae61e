/* test-messages.c: what a teacher reads when a file is wrong
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each message verbatim, at its line, and alone: a clear problem
 * followed by ones the file does not have costs a teacher more than no
 * message at all (issue 17).
 */
#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <libintl.h>
#include <string.h>

#include "toguz-lesson-loader.h"

#define NS "https://toguztutor.org/ns/lesson/1"
#define START "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1"
#define HOW_TO_SAVE                                                         \
  "In Windows Notepad: File ▸ Save As, Encoding: UTF-8. In LibreOffice "   \
  "Writer: File ▸ Save As, file type “Text - Choose Encoding”, keep the "  \
  "format, then Character set: Unicode (UTF-8)."

static char *scratch_dir;

/* A small exercise set, one puzzle: line 3 the puzzle, 4 the position, 5
 * the task, 6 its prompt and 7 the task's end. */
static char *
puzzle_set (const char *puzzle_attributes, const char *position,
            const char *task_attributes, const char *task_inside)
{
  return g_strdup_printf (
    "<exercise-set xmlns=\"" NS "\" id=\"x\">\n"
    "<title>t</title>\n"
    "<puzzle id=\"p\" %s>\n"
    "%s\n"
    "<task %s>\n"
    "%s\n"
    "</task>\n"
    "</puzzle>\n"
    "</exercise-set>\n",
    puzzle_attributes, position, task_attributes, task_inside);
}

static char *
good_set (void)
{
  return puzzle_set ("difficulty=\"2\" themes=\"capture\"",
                     "<position fen=\"" START "\"/>",
                     "goal=\"capture:10\" accept=\"any\"",
                     "<prompt>p</prompt>");
}

static GPtrArray *
load (const char *data, gsize length)
{
  GPtrArray *problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) lesson
    = toguz_lesson_load_data (data, length, "f.xml", problems);

  if (problems->len == 0)
    g_assert_nonnull (lesson);
  else
    g_assert_null (lesson);
  return problems;
}

static char *
all_problems (GPtrArray *problems)
{
  g_autoptr (GString) text = g_string_new (NULL);

  for (guint i = 0; i < problems->len; i++)
    {
      g_autofree char *line = toguz_lesson_problem_to_string (
        g_ptr_array_index (problems, i));
      g_string_append_printf (text, "%s\n", line);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The file has exactly this one problem, word for word. */
static void
expect_only (const char *data, gssize length, unsigned line,
             const char *message)
{
  g_autoptr (GPtrArray) problems
    = load (data, length < 0 ? strlen (data) : (gsize) length);
  g_autofree char *expected = g_strdup_printf ("f.xml:%u: %s\n", line,
                                               message);
  g_autofree char *got = all_problems (problems);

  g_assert_cmpstr (got, ==, expected);
}

static char *
convert (const char *text, const char *to, gsize *length)
{
  g_autoptr (GError) error = NULL;
  char *converted = g_convert (text, -1, to, "UTF-8", NULL, length, &error);

  g_assert_no_error (error);
  return converted;
}

/* Notepad's "Unicode" was read as UTF-8 and said to be empty. */
static void
test_utf16 (void)
{
  g_autofree char *text = good_set ();
  static const struct
  {
    const char *encoding;
    const char *bom;
    gsize bom_length;
    const char *named;
  } cases[] = {
    { "UTF-16LE", "\xff\xfe", 2, "UTF-16" },
    { "UTF-16BE", "\xfe\xff", 2, "UTF-16" },
    { "UTF-16LE", "", 0, "UTF-16" },
    { "UTF-16BE", "", 0, "UTF-16" },
    { "UTF-32LE", "\xff\xfe\0\0", 4, "UTF-32" },
    { "UTF-32BE", "", 0, "UTF-32" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gsize body_length = 0;
      g_autofree char *body = convert (text, cases[i].encoding,
                                       &body_length);
      g_autoptr (GByteArray) file = g_byte_array_new ();
      g_autofree char *message = NULL;

      g_byte_array_append (file, (const guint8 *) cases[i].bom,
                           (guint) cases[i].bom_length);
      g_byte_array_append (file, (const guint8 *) body, (guint) body_length);
      if (strcmp (cases[i].named, "UTF-16") == 0)
        message = g_strdup ("The file is saved as UTF-16 (what Windows "
                            "Notepad calls “Unicode”), not UTF-8: save it "
                            "again as UTF-8. " HOW_TO_SAVE);
      else
        message = g_strdup ("The file is saved as UTF-32, not UTF-8: save "
                            "it again as UTF-8. " HOW_TO_SAVE);
      g_test_message ("%s, BOM of %zu", cases[i].encoding,
                      cases[i].bom_length);
      expect_only ((const char *) file->data, (gssize) file->len, 0,
                   message);
    }
}

int
main (int argc, char **argv)
{
  int status;

  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  scratch_dir = g_dir_make_tmp ("toguz-messages-XXXXXX", NULL);

  g_test_add_func ("/messages/utf16", test_utf16);

  status = g_test_run ();
  {
    g_autoptr (GDir) dir = g_dir_open (scratch_dir, 0, NULL);
    const char *name;
    while (dir && (name = g_dir_read_name (dir)))
      {
        g_autofree char *path = g_build_filename (scratch_dir, name, NULL);
        g_remove (path);
      }
    g_rmdir (scratch_dir);
  }
  return status;
}
