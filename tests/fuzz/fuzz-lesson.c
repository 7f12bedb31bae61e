/* fuzz-lesson.c: any bytes as a lesson file
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Whatever the bytes, the loader returns a lesson or problems that name
 * the file, never both, and every text of a lesson it accepts reads.  A
 * lesson it accepts, written out, loads again and writes the same bytes:
 * the writer is the loader's inverse.  Its bytes spliced back unchanged
 * are the same bytes (toguz-lesson-source.h).
 */
#include <glib.h>
#include <string.h>

#include "toguz-lesson-loader.h"
#include "toguz-lesson-source.h"
#include "toguz-lesson-writer.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
round_trip (ToguzLesson *lesson)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *written = toguz_lesson_to_xml (lesson, &error);
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) again = NULL;
  g_autofree char *rewritten = NULL;

  /* The writer may refuse a lesson it cannot express (it says why). */
  if (written == NULL)
    {
      if (error == NULL)
        abort ();
      return;
    }
  again = toguz_lesson_load_data (written, strlen (written), "fuzz",
                                  problems);
  if (again == NULL)
    abort ();
  rewritten = toguz_lesson_to_xml (again, NULL);
  if (rewritten == NULL || strcmp (written, rewritten) != 0)
    abort ();
}

static void
keep_bytes (ToguzLesson *lesson, const uint8_t *data, size_t size)
{
  g_autoptr (GBytes) bytes = g_bytes_new (data, size);
  g_autoptr (ToguzLessonSource) source = toguz_lesson_source_new (lesson,
                                                                  bytes);
  g_autofree char *text = NULL;

  /* Bytes the scanner cannot place are written by the writer alone. */
  if (source == NULL)
    return;
  text = toguz_lesson_source_splice (source, lesson, NULL, NULL);
  if (text && (strlen (text) != size || memcmp (text, data, size) != 0))
    abort ();
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) lesson
    = toguz_lesson_load_data ((const char *) data, size, "fuzz", problems);

  if ((lesson == NULL) == (problems->len == 0))
    abort ();
  for (guint i = 0; i < problems->len; i++)
    {
      g_autofree char *text
        = toguz_lesson_problem_to_string (g_ptr_array_index (problems, i));
      if (!g_str_has_prefix (text, "fuzz:") || !g_utf8_validate (text, -1,
                                                                 NULL))
        abort ();
    }
  if (lesson)
    {
      if (!g_utf8_validate (toguz_lesson_get_title (lesson), -1, NULL))
        abort ();
      for (guint s = 0; s < toguz_lesson_get_n_steps (lesson); s++)
        {
          const ToguzStep *step = toguz_lesson_get_step (lesson, s);
          for (guint t = 0; t < step->texts->len; t++)
            if (!g_utf8_validate (toguz_lesson_text_get (
                                    g_ptr_array_index (step->texts, t)),
                                  -1, NULL))
              abort ();
          if (step->task)
            g_free (toguz_task_dup_prompt (step->task, &step->rules));
        }
      round_trip (lesson);
      keep_bytes (lesson, data, size);
    }
  return 0;
}
