/* fuzz-check.c: any bytes as a lesson file, checked by the engine
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What `toguz lesson check` does, on a small budget so that a run stays
 * short: the check says "ok" exactly when it finds nothing, every problem
 * names the lesson and a line of the file and reads as UTF-8, and the
 * check is repeatable.
 */
#include <glib.h>
#include <string.h>

#include "toguz-lesson-checker.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* Small enough for thousands of runs a second on simple files: each
 * task's searches, and the whole check. */
#define TASK_BUDGET 2000
#define TOTAL_BUDGET 20000

static ToguzSearch *search;

static guint
count_lines (const uint8_t *data, size_t size)
{
  guint lines = 1;

  for (size_t i = 0; i < size; i++)
    lines += data[i] == '\n';
  return lines;
}

/* A lesson read from memory has no path: the checker names its id. */
static char *
problems_text (ToguzLesson *lesson, GPtrArray *problems, guint lines)
{
  GString *all = g_string_new (NULL);

  for (guint i = 0; i < problems->len; i++)
    {
      const ToguzLessonProblem *problem = g_ptr_array_index (problems, i);
      g_autofree char *text = toguz_lesson_problem_to_string (problem);

      if (strcmp (problem->file, toguz_lesson_get_id (lesson)) != 0
          || !g_utf8_validate (text, -1, NULL) || problem->line > lines)
        {
          if (g_getenv ("FUZZ_DEBUG"))
            g_printerr ("%s (%u lines)\n", text, lines);
          abort ();
        }
      g_string_append_printf (all, "%s\n", text);
    }
  return g_string_free (all, FALSE);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GPtrArray) loaded = toguz_lesson_problems_new ();
  g_autoptr (GPtrArray) first = toguz_lesson_problems_new ();
  g_autoptr (GPtrArray) second = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) lesson
    = toguz_lesson_load_data ((const char *) data, size, "fuzz", loaded);
  g_autofree char *first_text = NULL, *second_text = NULL;
  guint lines = count_lines (data, size);
  gboolean ok;

  if (lesson == NULL)
    return 0;
  if (search == NULL)
    search = toguz_search_new (1);

  /* As `toguz lesson check FILE` does it: a fresh engine.  (What the
   * engine's table holds changes the nodes a search takes, and with them
   * where the check stops.) */
  toguz_search_clear (search);
  ok = toguz_lesson_verify_within (lesson, search, TASK_BUDGET, TOTAL_BUDGET,
                                   first);
  if (ok != (first->len == 0))
    abort ();
  first_text = problems_text (lesson, first, lines);

  /* The same file checked again: the same problems. */
  toguz_search_clear (search);
  if (toguz_lesson_verify_within (lesson, search, TASK_BUDGET, TOTAL_BUDGET,
                                  second)
      != ok)
    abort ();
  second_text = problems_text (lesson, second, lines);
  if (strcmp (first_text, second_text) != 0)
    {
      if (g_getenv ("FUZZ_DEBUG"))
        g_printerr ("first:\n%s\nsecond:\n%s", first_text, second_text);
      abort ();
    }
  return 0;
}
