/* tutor-lesson-file.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "toguz-lesson-checker.h"
#include "tutor-lesson-file.h"

typedef struct
{
  ToguzLesson *lesson;
  GPtrArray *problems;
} Loaded;

static void
loaded_free (gpointer data)
{
  Loaded *loaded = data;

  g_clear_object (&loaded->lesson);
  g_clear_pointer (&loaded->problems, g_ptr_array_unref);
  g_free (loaded);
}

static void
load_in_thread (GTask *task, gpointer source, gpointer task_data,
                GCancellable *cancellable)
{
  GFile *file = task_data;
  g_autofree char *path = g_file_get_path (file);
  Loaded *loaded = g_new0 (Loaded, 1);

  loaded->problems = toguz_lesson_problems_new ();
  if (path == NULL)
    {
      ToguzLessonProblem *problem = g_new0 (ToguzLessonProblem, 1);
      problem->file = g_file_get_uri (file);
      problem->message = g_strdup (_("Only files on this computer can be "
                                     "opened."));
      g_ptr_array_add (loaded->problems, problem);
    }
  else
    {
      /* A search of its own: the hint engine may be busy meanwhile. */
      ToguzSearch *search = toguz_search_new (16);
      loaded->lesson = toguz_lesson_load_file (path, loaded->problems);
      if (loaded->lesson
          && !toguz_lesson_verify (loaded->lesson, search,
                                   TOGUZ_LESSON_CHECK_BUDGET,
                                   loaded->problems))
        g_clear_object (&loaded->lesson);
      toguz_search_free (search);
    }
  g_task_return_pointer (task, loaded, loaded_free);
}

void
tutor_lesson_file_load_async (GFile *file, GCancellable *cancellable,
                              GAsyncReadyCallback callback,
                              gpointer user_data)
{
  g_autoptr (GTask) task = g_task_new (NULL, cancellable, callback,
                                       user_data);

  g_task_set_source_tag (task, tutor_lesson_file_load_async);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, load_in_thread);
}

ToguzLesson *
tutor_lesson_file_load_finish (GAsyncResult *result, GPtrArray **problems)
{
  Loaded *loaded = g_task_propagate_pointer (G_TASK (result), NULL);
  ToguzLesson *lesson;

  if (loaded == NULL)
    {
      if (problems)
        *problems = toguz_lesson_problems_new ();
      return NULL;
    }
  lesson = g_steal_pointer (&loaded->lesson);
  if (problems)
    *problems = g_steal_pointer (&loaded->problems);
  loaded_free (loaded);
  return lesson;
}
