/* tutor-class-import.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tutor-class-import.h"

static void
problem_free (TutorClassImportProblem *problem)
{
  g_free (problem->path);
  g_error_free (problem->error);
  g_free (problem);
}

void
tutor_class_import_free (TutorClassImport *import)
{
  if (import == NULL)
    return;
  g_clear_object (&import->results);
  g_strfreev (import->accepted);
  g_ptr_array_unref (import->problems);
  g_free (import);
}

static gboolean
seen_before (const char *const *paths, guint index)
{
  g_autoptr (GFile) file = g_file_new_for_path (paths[index]);

  for (guint i = 0; i < index; i++)
    {
      g_autoptr (GFile) other = g_file_new_for_path (paths[i]);

      if (g_file_equal (file, other))
        return TRUE;
    }
  return FALSE;
}

TutorClassImport *
tutor_class_import_paths (const char *const *paths,
                          GCancellable *cancellable)
{
  TutorClassImport *import = g_new0 (TutorClassImport, 1);
  g_autoptr (GStrvBuilder) accepted = g_strv_builder_new ();

  g_return_val_if_fail (paths != NULL, NULL);
  import->results = toguz_class_results_new ();
  import->problems = g_ptr_array_new_with_free_func (
    (GDestroyNotify) problem_free);
  for (guint i = 0; paths[i]; i++)
    {
      GError *error = NULL;

      if (g_cancellable_is_cancelled (cancellable))
        break;
      if (seen_before (paths, i))
        continue;
      /* All or nothing for this path alone: the others stay. */
      if (toguz_class_results_add_path (import->results, paths[i], &error))
        g_strv_builder_add (accepted, paths[i]);
      else
        {
          TutorClassImportProblem *problem
            = g_new0 (TutorClassImportProblem, 1);

          problem->path = g_strdup (paths[i]);
          problem->folder = g_file_test (paths[i], G_FILE_TEST_IS_DIR);
          problem->error = error;
          g_ptr_array_add (import->problems, problem);
        }
    }
  import->accepted = g_strv_builder_end (accepted);
  return import;
}

static void
import_in_thread (GTask *task, gpointer source, gpointer data,
                  GCancellable *cancellable)
{
  TutorClassImport *import = tutor_class_import_paths (data, cancellable);

  if (g_task_return_error_if_cancelled (task))
    tutor_class_import_free (import);
  else
    g_task_return_pointer (task, import,
                           (GDestroyNotify) tutor_class_import_free);
}

void
tutor_class_import_async (const char *const *paths,
                          GCancellable *cancellable,
                          GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr (GTask) task = NULL;

  g_return_if_fail (paths != NULL);
  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, tutor_class_import_async);
  g_task_set_task_data (task, g_strdupv ((char **) paths),
                        (GDestroyNotify) g_strfreev);
  g_task_run_in_thread (task, import_in_thread);
}

TutorClassImport *
tutor_class_import_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}
