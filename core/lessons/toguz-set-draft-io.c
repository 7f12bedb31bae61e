/* toguz-set-draft-io.c: reading and saving an exercise set being edited
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Reading goes through the secure loader, and keeps the file's bytes;
 * saving writes them again where the set was not edited and the core's
 * writer's text where it was (toguz-lesson-source.h), only after the
 * loader and the checker have read that text and it reads back as the
 * writer writes the set.  The async calls run the file work
 * in a thread, on a lesson of their own: the draft stays the main
 * thread's.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "toguz-lesson-checker.h"
#include "toguz-lesson-loader.h"
#include "toguz-lesson-writer.h"
#include "toguz-set-draft-private.h"
#include "toguz-text.h"

/* A set read, and its bytes when they can be kept. */
typedef struct
{
  ToguzLesson *lesson;
  ToguzLessonSource *source;
} Read;

static void
read_free (Read *read)
{
  g_object_unref (read->lesson);
  g_clear_object (&read->source);
  g_free (read);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Read, read_free)

/* Reading: the secure loader's problems, all of them, in the message.
 * Runs in a thread as well: it touches no draft. */
static Read *
read_set (GFile *file, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *name = g_file_get_basename (file);
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) lesson = NULL;
  g_autoptr (ToguzLessonSource) source = NULL;
  Read *read;

  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("“%s” is not a local file: copy it to your computer "
                     "first."),
                   uri);
      return NULL;
    }
  source = toguz_lesson_source_load_file (path, problems, &lesson);
  if (lesson == NULL)
    {
      g_autoptr (GString) text = g_string_new (NULL);

      g_string_printf (text, ngettext ("“%s” cannot be opened: %u problem.",
                                       "“%s” cannot be opened: %u problems.",
                                       problems->len),
                       name, problems->len);
      for (guint i = 0; i < problems->len; i++)
        {
          g_autofree char *line = toguz_lesson_problem_to_string (
            g_ptr_array_index (problems, i));
          g_string_append_printf (text, "\n%s", line);
        }
      g_set_error_literal (error, TOGUZ_ERROR, TOGUZ_ERROR_LESSON, text->str);
      return NULL;
    }
  if (toguz_lesson_get_kind (lesson) != TOGUZ_LESSON_KIND_EXERCISE_SET)
    {
      g_set_error (error, TOGUZ_ERROR, TOGUZ_ERROR_LESSON,
                   _("“%s” is a lesson: the editor writes exercise sets."),
                   name);
      return NULL;
    }
  read = g_new0 (Read, 1);
  read->lesson = g_steal_pointer (&lesson);
  read->source = g_steal_pointer (&source);
  return read;
}

gboolean
toguz_set_draft_load (ToguzSetDraft *self, GFile *file, GError **error)
{
  g_autoptr (Read) read = NULL;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  read = read_set (file, error);
  if (read == NULL)
    return FALSE;
  toguz_set_draft_set_read (self, read->lesson, read->source, file);
  return TRUE;
}

static void
load_thread (GTask *task, gpointer source, gpointer data,
             GCancellable *cancellable)
{
  GError *error = NULL;
  Read *read = read_set (G_FILE (data), &error);

  if (read)
    g_task_return_pointer (task, read, (GDestroyNotify) read_free);
  else
    g_task_return_error (task, error);
}

void
toguz_set_draft_load_async (ToguzSetDraft *self, GFile *file,
                            GCancellable *cancellable,
                            GAsyncReadyCallback callback, gpointer data)
{
  g_autoptr (GTask) task = NULL;

  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, data);
  g_task_set_source_tag (task, toguz_set_draft_load_async);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, load_thread);
}

gboolean
toguz_set_draft_load_finish (ToguzSetDraft *self, GAsyncResult *result,
                             GError **error)
{
  g_autoptr (Read) read = NULL;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  read = g_task_propagate_pointer (G_TASK (result), error);
  if (read == NULL)
    return FALSE;
  toguz_set_draft_set_read (self, read->lesson, read->source,
                            g_task_get_task_data (G_TASK (result)));
  return TRUE;
}

static void
tidy_texts (GPtrArray *texts)
{
  for (guint i = 0; i < texts->len; i++)
    if (g_ptr_array_index (texts, i))
      toguz_lesson_text_tidy (g_ptr_array_index (texts, i));
}

static void
tidy_step_texts (ToguzStep *step)
{
  ToguzTask *task = step->task;

  tidy_texts (step->texts);
  tidy_texts (task->prompts);
  tidy_texts (task->hints);
  for (guint i = 0; i < task->wrongs->len; i++)
    {
      ToguzWrong *wrong = g_ptr_array_index (task->wrongs, i);
      if (wrong->comment)
        toguz_lesson_text_tidy (wrong->comment);
    }
  if (task->success)
    toguz_lesson_text_tidy (task->success);
}

/* A copy of the set's title or summary as the file has it; NULL when
 * empty. */
static ToguzLessonText *
tidy_copy (const ToguzLessonText *text)
{
  ToguzLessonText *copy = toguz_lesson_text_copy (text);

  toguz_lesson_text_tidy (copy);
  if (toguz_lesson_text_is_empty (copy))
    g_clear_pointer (&copy, toguz_lesson_text_free);
  return copy;
}

ToguzLesson *
toguz_set_draft_build_lesson (ToguzSetDraft *self)
{
  ToguzLesson *lesson;
  ToguzLessonText *title;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), NULL);
  lesson = toguz_lesson_new (TOGUZ_LESSON_KIND_EXERCISE_SET, self->id,
                             self->file ? g_file_peek_path (self->file)
                                        : NULL);
  for (guint i = 0; i < self->puzzles->len; i++)
    {
      Puzzle *puzzle = g_ptr_array_index (self->puzzles, i);
      ToguzStep *step = toguz_step_copy (puzzle->step);
      ToguzTask *task = step->task;

      /* Texts as the file has them, white space collapsed: they were
       * kept as typed. */
      tidy_step_texts (step);
      /* What is empty is not written: drop it here too, so that the model
       * is the one the file gives back. */
      for (guint t = step->texts->len; t > 0; t--)
        if (toguz_lesson_text_is_empty (g_ptr_array_index (step->texts,
                                                           t - 1)))
          g_ptr_array_remove_index (step->texts, t - 1);
      if (task->prompts->len
          && toguz_lesson_text_is_empty (g_ptr_array_index (task->prompts,
                                                            0)))
        g_ptr_array_set_size (task->prompts, 0);
      for (guint h = task->hints->len; h > 0; h--)
        if (toguz_lesson_text_is_empty (g_ptr_array_index (task->hints,
                                                           h - 1)))
          {
            int rung = g_array_index (task->hint_rungs, int, h - 1);

            if (rung >= 1 && rung <= 4)
              task->hint_holes[rung] = 0;
            g_ptr_array_remove_index (task->hints, h - 1);
            g_array_remove_index (task->hint_rungs, h - 1);
          }
      for (guint w = task->wrongs->len; w > 0; w--)
        {
          const ToguzWrong *wrong = g_ptr_array_index (task->wrongs, w - 1);
          if (toguz_lesson_text_is_empty (wrong->comment))
            g_ptr_array_remove_index (task->wrongs, w - 1);
        }
      if (toguz_lesson_text_is_empty (task->success))
        g_clear_pointer (&task->success, toguz_lesson_text_free);
      toguz_lesson_take_step (lesson, step);
    }
  title = tidy_copy (self->title);
  toguz_lesson_set_meta (lesson, &self->rules, self->order,
                         title ? title : toguz_lesson_text_new (),
                         tidy_copy (self->summary));
  return lesson;
}

/* Saving */

gboolean
toguz_set_draft_check_positions (ToguzSetDraft *self, GError **error)
{
  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), FALSE);

  for (guint i = 0; i < self->puzzles->len; i++)
    {
      Puzzle *puzzle = g_ptr_array_index (self->puzzles, i);
      if (puzzle->problem)
        {
          g_set_error (error, TOGUZ_ERROR, TOGUZ_ERROR_FEN,
                       _("Not saved: the position of puzzle %s breaks a "
                         "rule. %s"),
                       puzzle->step->id, puzzle->problem);
          return FALSE;
        }
    }
  return TRUE;
}

/* The check's problems, naming the puzzle rather than a line of a file
 * not yet written. */
static void
set_check_error (GError **error, GPtrArray *problems, ToguzLesson *reread)
{
  g_autoptr (GString) message = g_string_new (NULL);

  g_string_printf (message,
                   ngettext ("Not saved: the check found %u problem.",
                             "Not saved: the check found %u problems.",
                             problems->len),
                   problems->len);
  for (guint i = 0; i < problems->len; i++)
    {
      const ToguzLessonProblem *problem = g_ptr_array_index (problems, i);
      const char *id = NULL;

      for (guint s = 0; reread && s < toguz_lesson_get_n_steps (reread); s++)
        {
          const ToguzStep *step = toguz_lesson_get_step (reread, s);
          if (step->line <= problem->line
              && (s + 1 == toguz_lesson_get_n_steps (reread)
                  || toguz_lesson_get_step (reread, s + 1)->line
                       > problem->line))
            id = step->id;
        }
      if (id)
        /* Translators: a problem the check found in a puzzle. */
        g_string_append_printf (message, _("\nPuzzle %s: %s"), id,
                                problem->message);
      else
        g_string_append_printf (message, "\n%s", problem->message);
    }
  g_set_error_literal (error, TOGUZ_ERROR, TOGUZ_ERROR_LESSON, message->str);
}

/* The loader and the checker read `text` as it will be at `file`; what
 * they read must be what the writer writes for `lesson`.  Returns the
 * model read. */
static ToguzLesson *
check_text (const char *text, const char *expected, GFile *file,
            gboolean warn, GError **error)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *path = g_file_get_path (file);
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) reread = NULL;
  g_autofree char *rewritten = NULL;

  /* Beside the file, where a record= it names is found. */
  reread = path ? toguz_lesson_load_data_at (text, strlen (text), path,
                                             problems)
                : toguz_lesson_load_data (text, strlen (text), name,
                                          problems);
  if (reread)
    {
      ToguzSearch *search = toguz_search_new (16);
      toguz_lesson_verify (reread, search, TOGUZ_LESSON_CHECK_BUDGET,
                           problems);
      toguz_search_free (search);
    }
  if (problems->len > 0)
    {
      set_check_error (error, problems, reread);
      return NULL;
    }
  rewritten = toguz_lesson_to_xml (reread, error);
  if (rewritten == NULL)
    return NULL;
  if (strcmp (rewritten, expected) != 0)
    {
      /* The writer and the loader disagree: the core's fault, not the
       * teacher's, so the check's words without a line to blame. */
      if (warn)
        g_warning ("The exercise set %s does not read back as written",
                   name);
      g_set_error (error, TOGUZ_ERROR, TOGUZ_ERROR_LESSON,
                   ngettext ("Not saved: the check found %u problem.",
                             "Not saved: the check found %u problems.", 1),
                   1u);
      return NULL;
    }
  return g_steal_pointer (&reread);
}

/* The text is the source's bytes where the set was not edited
 * (toguz-lesson-source.h), else the writer's; checked before it is
 * written.  *saved: the text written, as the next source.  Runs in a
 * thread as well: it touches no draft. */
static gboolean
check_and_write (ToguzLesson *lesson, ToguzLessonSource *source,
                 const int *origins, GFile *file, ToguzLessonSource **saved,
                 GError **error)
{
  g_autofree char *expected = toguz_lesson_to_xml (lesson, error);
  g_autofree char *text = NULL;
  g_autofree char *path = NULL;
  g_autoptr (ToguzLesson) reread = NULL;
  g_autoptr (GBytes) bytes = NULL;
  gboolean written;
  gsize length;

  if (expected == NULL)
    return FALSE;
  if (source)
    {
      g_autoptr (GError) spliced_error = NULL;

      text = toguz_lesson_source_splice (source, lesson, origins,
                                         &spliced_error);
      if (text)
        reread = check_text (text, expected, file, FALSE, &spliced_error);
      /* Kept bytes that do not read back right (such as a record= not
       * beside the new file): the writer's text, all of it. */
      if (reread == NULL)
        {
          g_debug ("Not keeping the layout of %s: %s",
                   g_file_peek_path (file), spliced_error->message);
          g_clear_pointer (&text, g_free);
        }
    }
  if (reread == NULL)
    {
      text = g_strdup (expected);
      reread = check_text (text, expected, file, TRUE, error);
      if (reread == NULL)
        return FALSE;
    }

  length = strlen (text);
  path = g_file_get_path (file);
  if (path)
    written = toguz_lesson_save_text (text, path, error);
  else
    /* Not a local path: GIO's replace is atomic as well. */
    written = g_file_replace_contents (file, text, length, NULL,
                                       FALSE,
                                       G_FILE_CREATE_REPLACE_DESTINATION,
                                       NULL, NULL, error);
  if (!written)
    return FALSE;
  bytes = g_bytes_new_take (g_steal_pointer (&text), length);
  *saved = toguz_lesson_source_new (reread, bytes);
  return TRUE;
}

gboolean
toguz_set_draft_save (ToguzSetDraft *self, GFile *file, GError **error)
{
  g_autoptr (ToguzLesson) lesson = NULL;
  g_autofree int *origins = NULL;
  g_autoptr (ToguzLessonSource) saved = NULL;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (!toguz_set_draft_check_positions (self, error))
    return FALSE;
  lesson = toguz_set_draft_build_lesson (self);
  origins = toguz_set_draft_dup_origins (self);
  if (!check_and_write (lesson, self->source, origins, file, &saved, error))
    return FALSE;
  toguz_set_draft_mark_saved (self, file, self->edits, saved);
  return TRUE;
}

typedef struct
{
  ToguzLesson *lesson;
  ToguzLessonSource *source;
  int *origins;
  GFile *file;
  guint edits;
  ToguzLessonSource *saved;
} SaveJob;

static void
save_job_free (SaveJob *job)
{
  g_clear_object (&job->lesson);
  g_clear_object (&job->source);
  g_free (job->origins);
  g_object_unref (job->file);
  g_clear_object (&job->saved);
  g_free (job);
}

static void
save_thread (GTask *task, gpointer source, gpointer data,
             GCancellable *cancellable)
{
  SaveJob *job = data;
  GError *error = NULL;

  if (check_and_write (job->lesson, job->source, job->origins, job->file,
                       &job->saved, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
toguz_set_draft_save_async (ToguzSetDraft *self, GFile *file,
                            GCancellable *cancellable,
                            GAsyncReadyCallback callback, gpointer data)
{
  g_autoptr (GTask) task = NULL;
  GError *error = NULL;
  SaveJob *job;

  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, data);
  g_task_set_source_tag (task, toguz_set_draft_save_async);
  job = g_new0 (SaveJob, 1);
  job->file = g_object_ref (file);
  job->edits = self->edits;
  g_task_set_task_data (task, job, (GDestroyNotify) save_job_free);
  if (!toguz_set_draft_check_positions (self, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  /* The thread works on a model of its own; the teacher edits on. */
  job->lesson = toguz_set_draft_build_lesson (self);
  job->source = self->source ? g_object_ref (self->source) : NULL;
  job->origins = toguz_set_draft_dup_origins (self);
  g_task_run_in_thread (task, save_thread);
}

gboolean
toguz_set_draft_save_finish (ToguzSetDraft *self, GAsyncResult *result,
                             GError **error)
{
  SaveJob *job;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  job = g_task_get_task_data (G_TASK (result));
  toguz_set_draft_mark_saved (self, job->file, job->edits, job->saved);
  return TRUE;
}
