/* toguz-set-draft.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each puzzle is a ToguzStep (its id, texts, difficulty, themes, source
 * and task, as the file will say them) and the board as the teacher set
 * it up, a ToguzSetup that may break any rule.  On every edit of the
 * board the core judges the setup: its message, when it refuses, is the
 * puzzle's problem, and only a position it accepts reaches the step, the
 * engine and the file.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "toguz-explain-text.h"
#include "toguz-lesson-checker.h"
#include "toguz-lesson-loader.h"
#include "toguz-lesson-writer.h"
#include "toguz-set-draft.h"
#include "toguz-text.h"

#define FALLBACK_SET_ID "exercise-set"

typedef struct
{
  ToguzStep *step;  /* everything but the board: rules, id, texts, task */
  ToguzSetup setup; /* the board as set up, valid or not */
  char *problem;    /* the core's words for the rule it breaks, or NULL */
} Puzzle;

struct _ToguzSetDraft
{
  GObject parent_instance;

  ToguzLessonText *title;
  ToguzLessonText *summary;
  char *id;
  gboolean id_from_title; /* the id follows the title until edited */
  ToguzRuleset rules;     /* for new puzzles */
  GPtrArray *puzzles;     /* Puzzle* */
  GFile *file;
  gboolean modified;
  guint edits;            /* grows with every edit */

  Puzzle *removed;        /* for an undo */
  guint removed_index;
};

G_DEFINE_FINAL_TYPE (ToguzSetDraft, toguz_set_draft, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_MODIFIED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Puzzles */

static void
puzzle_free (Puzzle *puzzle)
{
  if (puzzle == NULL)
    return;
  toguz_step_free (puzzle->step);
  g_free (puzzle->problem);
  g_free (puzzle);
}

static Puzzle *
puzzle_copy (const Puzzle *puzzle)
{
  Puzzle *copy = g_new0 (Puzzle, 1);

  copy->step = toguz_step_copy (puzzle->step);
  copy->setup = puzzle->setup;
  copy->problem = g_strdup (puzzle->problem);
  return copy;
}

static Puzzle *
puzzle_new (const ToguzRuleset *rules, const char *id)
{
  Puzzle *puzzle = g_new0 (Puzzle, 1);
  ToguzStep *step = toguz_step_new ();
  ToguzPosition pos;

  toguz_position_init (rules, &pos);
  toguz_step_set_position (step, rules, &pos);
  step->id = g_strdup (id);
  step->difficulty = 1;
  step->themes = g_strsplit ("capture", " ", -1);
  step->task = toguz_task_new ();
  step->task->kind = TOGUZ_TASK_GOAL;
  step->task->goal.kind = TOGUZ_GOAL_CAPTURE;
  step->task->goal.amount = 10;
  puzzle->step = step;
  toguz_setup_from_position (rules, &pos, &puzzle->setup);
  return puzzle;
}

/* A puzzle read from a file: the step as it was, the board it states. */
static Puzzle *
puzzle_from_step (const ToguzStep *step)
{
  Puzzle *puzzle = g_new0 (Puzzle, 1);

  puzzle->step = toguz_step_copy (step);
  if (puzzle->step->task == NULL)
    {
      puzzle->step->task = toguz_task_new ();
      puzzle->step->task->kind = TOGUZ_TASK_GOAL;
      puzzle->step->task->goal.kind = TOGUZ_GOAL_BEST;
    }
  if (puzzle->step->difficulty < 1)
    puzzle->step->difficulty = 1;
  toguz_setup_from_position (&step->rules, &step->position, &puzzle->setup);
  return puzzle;
}

/* The core judges the board.  Only a position it accepts (and where a
 * move can still be played) reaches the step. */
static void
validate (Puzzle *puzzle)
{
  const ToguzRuleset *rules = &puzzle->step->rules;
  ToguzPosition pos;
  ToguzFenDetail detail;
  ToguzFenStatus status;

  g_clear_pointer (&puzzle->problem, g_free);
  status = toguz_setup_validate (rules, &puzzle->setup, &pos, &detail);
  if (status != TOGUZ_FEN_OK)
    {
      puzzle->problem = toguz_fen_status_describe (rules, status, &detail);
      return;
    }
  if (pos.result != TOGUZ_ONGOING)
    {
      g_autofree char *end = toguz_game_end_describe (rules, &pos, NULL);
      /* Translators: %s says how the game ended, in a sentence or two. */
      puzzle->problem = g_strdup_printf (_("No task can be set here: the "
                                           "game is over. %s"),
                                         end);
      return;
    }
  /* The step keeps the moves a file played from its FEN as long as they
   * still lead to this board. */
  if (!(puzzle->step->has_position
        && toguz_position_equal (&puzzle->step->position, &pos)))
    toguz_step_set_position (puzzle->step, rules, &pos);
}

/* A puzzle that is not there is the caller's mistake. */
static Puzzle *
nth_puzzle (ToguzSetDraft *self, guint index)
{
  g_assert (index < self->puzzles->len);
  return g_ptr_array_index (self->puzzles, index);
}

/* An id no other puzzle has: "puzzle-3". */
static char *
unique_puzzle_id (ToguzSetDraft *self, const char *stem)
{
  for (guint n = self->puzzles->len + 1;; n++)
    {
      g_autofree char *id = g_strdup_printf ("%s-%u", stem, n);
      gboolean taken = FALSE;

      for (guint i = 0; i < self->puzzles->len && !taken; i++)
        taken = g_strcmp0 (((Puzzle *) g_ptr_array_index (self->puzzles, i))
                             ->step->id,
                           id)
                == 0;
      if (!taken)
        return g_steal_pointer (&id);
    }
}

/* Unsaved changes */

static void
set_modified (ToguzSetDraft *self, gboolean modified)
{
  if (self->modified == modified)
    return;
  self->modified = modified;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

void
toguz_set_draft_edited (ToguzSetDraft *self)
{
  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  self->edits++;
  set_modified (self, TRUE);
}

/* The board changed: the solutions stated for the old one are the core's
 * to work out again. */
static void
position_changed (ToguzSetDraft *self, Puzzle *puzzle)
{
  validate (puzzle);
  g_ptr_array_set_size (puzzle->step->task->solutions, 0);
  puzzle->step->task->answer_stated = FALSE;
  toguz_set_draft_edited (self);
}

/* The whole set */

static void
replace_set (ToguzSetDraft *self, ToguzLessonText *title,
             ToguzLessonText *summary, const char *id,
             const ToguzRuleset *rules, GPtrArray *puzzles, GFile *file)
{
  toguz_lesson_text_free (self->title);
  self->title = title ? title : toguz_lesson_text_new ();
  toguz_lesson_text_free (self->summary);
  self->summary = summary ? summary : toguz_lesson_text_new ();
  g_free (self->id);
  self->id = g_strdup (id);
  self->rules = *rules;
  g_ptr_array_unref (self->puzzles);
  self->puzzles = puzzles;
  for (guint i = 0; i < puzzles->len; i++)
    validate (g_ptr_array_index (puzzles, i));
  g_set_object (&self->file, file);
  g_clear_pointer (&self->removed, puzzle_free);
  set_modified (self, FALSE);
}

void
toguz_set_draft_reset (ToguzSetDraft *self)
{
  GPtrArray *puzzles;

  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) puzzle_free);
  g_ptr_array_add (puzzles, puzzle_new (toguz_ruleset_default (),
                                        "puzzle-1"));
  self->id_from_title = TRUE;
  replace_set (self, NULL, NULL, FALLBACK_SET_ID, toguz_ruleset_default (),
               puzzles, NULL);
}

void
toguz_set_draft_set_lesson (ToguzSetDraft *self, ToguzLesson *lesson,
                            GFile *file)
{
  GPtrArray *puzzles;
  g_autofree char *derived = NULL;

  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  g_return_if_fail (TOGUZ_IS_LESSON (lesson));

  puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) puzzle_free);
  for (guint i = 0; i < toguz_lesson_get_n_steps (lesson); i++)
    g_ptr_array_add (puzzles,
                     puzzle_from_step (toguz_lesson_get_step (lesson, i)));
  derived = toguz_lesson_id_from_title (
    toguz_lesson_text_get_source (toguz_lesson_get_title_text (lesson)),
    FALLBACK_SET_ID);
  self->id_from_title = g_strcmp0 (derived, toguz_lesson_get_id (lesson))
                        == 0;
  replace_set (self,
               toguz_lesson_text_copy (toguz_lesson_get_title_text (lesson)),
               toguz_lesson_text_copy (
                 toguz_lesson_get_summary_text (lesson)),
               toguz_lesson_get_id (lesson), toguz_lesson_get_rules (lesson),
               puzzles, file);
}

/* Reading: the secure loader's problems, all of them, in the message.
 * Runs in a thread as well: it touches no draft. */
static ToguzLesson *
read_set (GFile *file, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *name = g_file_get_basename (file);
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) lesson = NULL;

  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("“%s” is not a local file: copy it to your computer "
                     "first."),
                   uri);
      return NULL;
    }
  lesson = toguz_lesson_load_file (path, problems);
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
  return g_steal_pointer (&lesson);
}

gboolean
toguz_set_draft_load (ToguzSetDraft *self, GFile *file, GError **error)
{
  g_autoptr (ToguzLesson) lesson = NULL;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  lesson = read_set (file, error);
  if (lesson == NULL)
    return FALSE;
  toguz_set_draft_set_lesson (self, lesson, file);
  return TRUE;
}

static void
load_thread (GTask *task, gpointer source, gpointer data,
             GCancellable *cancellable)
{
  GError *error = NULL;
  ToguzLesson *lesson = read_set (G_FILE (data), &error);

  if (lesson)
    g_task_return_pointer (task, lesson, g_object_unref);
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
  g_autoptr (ToguzLesson) lesson = NULL;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  lesson = g_task_propagate_pointer (G_TASK (result), error);
  if (lesson == NULL)
    return FALSE;
  toguz_set_draft_set_lesson (self, lesson,
                              g_task_get_task_data (G_TASK (result)));
  return TRUE;
}

ToguzLesson *
toguz_set_draft_build_lesson (ToguzSetDraft *self)
{
  ToguzLesson *lesson;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), NULL);
  lesson = toguz_lesson_new (TOGUZ_LESSON_KIND_EXERCISE_SET, self->id,
                             self->file ? g_file_peek_path (self->file)
                                        : NULL);
  for (guint i = 0; i < self->puzzles->len; i++)
    {
      Puzzle *puzzle = g_ptr_array_index (self->puzzles, i);
      ToguzStep *step = toguz_step_copy (puzzle->step);
      ToguzTask *task = step->task;

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
  toguz_lesson_set_meta (lesson, &self->rules, 0,
                         toguz_lesson_text_copy (self->title),
                         toguz_lesson_text_is_empty (self->summary)
                           ? NULL
                           : toguz_lesson_text_copy (self->summary));
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

/* The loader and the checker read the text first; what they read must be
 * written the same again.  Runs in a thread as well: it touches no
 * draft. */
static gboolean
check_and_write (ToguzLesson *lesson, GFile *file, GError **error)
{
  g_autofree char *text = toguz_lesson_to_xml (lesson, error);
  g_autofree char *name = g_file_get_basename (file);
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) reread = NULL;
  g_autofree char *rewritten = NULL;
  g_autofree char *path = NULL;

  if (text == NULL)
    return FALSE;
  reread = toguz_lesson_load_data (text, strlen (text), name, problems);
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
      return FALSE;
    }
  rewritten = toguz_lesson_to_xml (reread, error);
  if (rewritten == NULL)
    return FALSE;
  if (strcmp (rewritten, text) != 0)
    {
      /* The writer and the loader disagree: the core's fault, not the
       * teacher's, so the check's words without a line to blame. */
      g_warning ("The exercise set %s does not read back as written", name);
      g_set_error (error, TOGUZ_ERROR, TOGUZ_ERROR_LESSON,
                   ngettext ("Not saved: the check found %u problem.",
                             "Not saved: the check found %u problems.", 1),
                   1u);
      return FALSE;
    }

  path = g_file_get_path (file);
  if (path)
    return toguz_lesson_save (lesson, path, error);
  /* Not a local path: GIO's replace is atomic as well. */
  return g_file_replace_contents (file, text, strlen (text), NULL, FALSE,
                                  G_FILE_CREATE_REPLACE_DESTINATION, NULL,
                                  NULL, error);
}

/* Edits made while the check ran are still unsaved. */
static void
saved (ToguzSetDraft *self, GFile *file, guint edits)
{
  g_set_object (&self->file, file);
  if (edits == self->edits)
    set_modified (self, FALSE);
}

gboolean
toguz_set_draft_save (ToguzSetDraft *self, GFile *file, GError **error)
{
  g_autoptr (ToguzLesson) lesson = NULL;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (!toguz_set_draft_check_positions (self, error))
    return FALSE;
  lesson = toguz_set_draft_build_lesson (self);
  if (!check_and_write (lesson, file, error))
    return FALSE;
  saved (self, file, self->edits);
  return TRUE;
}

typedef struct
{
  ToguzLesson *lesson;
  GFile *file;
  guint edits;
} SaveJob;

static void
save_job_free (SaveJob *job)
{
  g_clear_object (&job->lesson);
  g_object_unref (job->file);
  g_free (job);
}

static void
save_thread (GTask *task, gpointer source, gpointer data,
             GCancellable *cancellable)
{
  SaveJob *job = data;
  GError *error = NULL;

  if (check_and_write (job->lesson, job->file, &error))
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
  saved (self, job->file, job->edits);
  return TRUE;
}

/* The set's words and file */

GFile *
toguz_set_draft_get_file (ToguzSetDraft *self)
{
  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), NULL);
  return self->file;
}

gboolean
toguz_set_draft_get_modified (ToguzSetDraft *self)
{
  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), FALSE);
  return self->modified;
}

guint
toguz_set_draft_get_n_edits (ToguzSetDraft *self)
{
  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), 0);
  return self->edits;
}

const ToguzLessonText *
toguz_set_draft_get_title (ToguzSetDraft *self)
{
  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), NULL);
  return self->title;
}

gboolean
toguz_set_draft_set_title (ToguzSetDraft *self, const char *lang,
                           const char *title)
{
  gboolean follows;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), FALSE);
  toguz_lesson_text_set (self->title, lang, title);
  follows = lang == NULL && self->id_from_title;
  if (follows)
    {
      g_free (self->id);
      self->id = toguz_lesson_id_from_title (title, FALLBACK_SET_ID);
    }
  toguz_set_draft_edited (self);
  return follows;
}

const ToguzLessonText *
toguz_set_draft_get_summary (ToguzSetDraft *self)
{
  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), NULL);
  return self->summary;
}

void
toguz_set_draft_set_summary (ToguzSetDraft *self, const char *lang,
                             const char *summary)
{
  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  toguz_lesson_text_set (self->summary, lang, summary);
  toguz_set_draft_edited (self);
}

const char *
toguz_set_draft_get_id (ToguzSetDraft *self)
{
  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), NULL);
  return self->id;
}

void
toguz_set_draft_set_id (ToguzSetDraft *self, const char *id)
{
  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));

  g_free (self->id);
  /* Emptied, the id follows the title again. */
  self->id_from_title = id == NULL || *id == '\0';
  self->id = self->id_from_title
               ? toguz_lesson_id_from_title (
                   toguz_lesson_text_get_source (self->title),
                   FALLBACK_SET_ID)
               : g_strdup (id);
  toguz_set_draft_edited (self);
}

const ToguzRuleset *
toguz_set_draft_get_rules (ToguzSetDraft *self)
{
  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), NULL);
  return &self->rules;
}

void
toguz_set_draft_set_rules (ToguzSetDraft *self, const ToguzRuleset *rules)
{
  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  g_return_if_fail (rules != NULL);
  self->rules = *rules;
  toguz_set_draft_edited (self);
}

/* The puzzles */

guint
toguz_set_draft_get_n_puzzles (ToguzSetDraft *self)
{
  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), 0);
  return self->puzzles->len;
}

const ToguzStep *
toguz_set_draft_get_step (ToguzSetDraft *self, guint index)
{
  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), NULL);
  return nth_puzzle (self, index)->step;
}

ToguzTask *
toguz_set_draft_get_task (ToguzSetDraft *self, guint index)
{
  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), NULL);
  return nth_puzzle (self, index)->step->task;
}

const ToguzSetup *
toguz_set_draft_get_setup (ToguzSetDraft *self, guint index)
{
  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), NULL);
  return &nth_puzzle (self, index)->setup;
}

const char *
toguz_set_draft_get_problem (ToguzSetDraft *self, guint index)
{
  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), NULL);
  return nth_puzzle (self, index)->problem;
}

static guint
insert_puzzle (ToguzSetDraft *self, guint index, Puzzle *puzzle)
{
  guint at = MIN (index + 1, self->puzzles->len);

  g_ptr_array_insert (self->puzzles, (int) at, puzzle);
  validate (puzzle);
  toguz_set_draft_edited (self);
  return at;
}

guint
toguz_set_draft_add_puzzle (ToguzSetDraft *self, guint index)
{
  g_autofree char *id = NULL;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), 0);
  id = unique_puzzle_id (self, "puzzle");
  return insert_puzzle (self, index, puzzle_new (&self->rules, id));
}

guint
toguz_set_draft_duplicate_puzzle (ToguzSetDraft *self, guint index)
{
  Puzzle *copy;
  g_autofree char *stem = NULL;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), 0);
  g_return_val_if_fail (index < self->puzzles->len, 0);
  copy = puzzle_copy (nth_puzzle (self, index));
  stem = g_strdup (copy->step->id ? copy->step->id : "puzzle");
  g_free (copy->step->id);
  copy->step->id = unique_puzzle_id (self, stem);
  return insert_puzzle (self, index, copy);
}

gboolean
toguz_set_draft_remove_puzzle (ToguzSetDraft *self, guint index)
{
  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), FALSE);
  g_return_val_if_fail (index < self->puzzles->len, FALSE);

  if (self->puzzles->len < 2)
    return FALSE;
  puzzle_free (self->removed);
  self->removed = g_ptr_array_steal_index (self->puzzles, index);
  self->removed_index = index;
  toguz_set_draft_edited (self);
  return TRUE;
}

int
toguz_set_draft_restore_puzzle (ToguzSetDraft *self)
{
  guint index;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), -1);
  if (self->removed == NULL)
    return -1;
  index = MIN (self->removed_index, self->puzzles->len);
  g_ptr_array_insert (self->puzzles, (int) index,
                      g_steal_pointer (&self->removed));
  toguz_set_draft_edited (self);
  return (int) index;
}

guint
toguz_set_draft_move_puzzle (ToguzSetDraft *self, guint index, int delta)
{
  int to;
  gpointer moved;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), index);
  g_return_val_if_fail (index < self->puzzles->len, index);
  to = (int) index + delta;
  if (to < 0 || to >= (int) self->puzzles->len || delta == 0)
    return index;
  moved = g_ptr_array_steal_index (self->puzzles, index);
  g_ptr_array_insert (self->puzzles, to, moved);
  toguz_set_draft_edited (self);
  return (guint) to;
}

/* A puzzle's board */

void
toguz_set_draft_set_stones (ToguzSetDraft *self, guint index, ToguzSide side,
                            guint hole, guint stones)
{
  Puzzle *puzzle;

  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  puzzle = nth_puzzle (self, index);
  g_return_if_fail (hole < puzzle->step->rules.holes);

  toguz_setup_set_stones (&puzzle->step->rules, &puzzle->setup, side, hole,
                          stones);
  position_changed (self, puzzle);
}

void
toguz_set_draft_set_kazan (ToguzSetDraft *self, guint index, ToguzSide side,
                           guint stones)
{
  Puzzle *puzzle;

  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  puzzle = nth_puzzle (self, index);
  toguz_setup_set_kazan (&puzzle->setup, side, stones);
  position_changed (self, puzzle);
}

gboolean
toguz_set_draft_set_tuzdik (ToguzSetDraft *self, guint index, ToguzSide side,
                            guint hole, gboolean tuzdik)
{
  Puzzle *puzzle;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), FALSE);
  puzzle = nth_puzzle (self, index);
  g_return_val_if_fail (hole < puzzle->step->rules.holes, FALSE);

  if (!toguz_setup_set_tuzdik (&puzzle->step->rules, &puzzle->setup, side,
                               hole, tuzdik))
    return FALSE;
  position_changed (self, puzzle);
  return TRUE;
}

gboolean
toguz_set_draft_set_side_to_move (ToguzSetDraft *self, guint index,
                                  ToguzSide side)
{
  Puzzle *puzzle;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), FALSE);
  puzzle = nth_puzzle (self, index);
  if (puzzle->setup.side == side)
    return FALSE;
  puzzle->setup.side = (uint8_t) side;
  position_changed (self, puzzle);
  return TRUE;
}

gboolean
toguz_set_draft_set_variant (ToguzSetDraft *self, guint index,
                             const char *variant, gboolean *resized,
                             GError **error)
{
  Puzzle *puzzle;
  ToguzRuleset rules;
  gboolean other_board;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), FALSE);
  if (!toguz_ruleset_from_name (variant, &rules, error))
    return FALSE;
  puzzle = nth_puzzle (self, index);
  other_board = rules.holes != puzzle->step->rules.holes
                || rules.stones != puzzle->step->rules.stones;
  if (other_board)
    {
      ToguzPosition start;
      toguz_position_init (&rules, &start);
      toguz_setup_from_position (&rules, &start, &puzzle->setup);
    }
  if (resized)
    *resized = other_board;
  puzzle->step->rules = rules;
  /* The step's position was of the old rules: judged again. */
  puzzle->step->has_position = FALSE;
  position_changed (self, puzzle);
  return TRUE;
}

gboolean
toguz_set_draft_set_position (ToguzSetDraft *self, guint index,
                              const ToguzRuleset *rules,
                              const ToguzPosition *pos)
{
  Puzzle *puzzle;
  gboolean same_rules;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), FALSE);
  g_return_val_if_fail (rules != NULL && pos != NULL, FALSE);

  puzzle = nth_puzzle (self, index);
  same_rules = g_strcmp0 (rules->name, puzzle->step->rules.name) == 0
               && rules->origin_return == puzzle->step->rules.origin_return;
  if (!same_rules)
    {
      /* Keep the core's name: the ruleset is a copy of a named one. */
      ToguzRuleset named;
      if (toguz_ruleset_parse (rules->name, &named))
        {
          named.origin_return = rules->origin_return;
          puzzle->step->rules = named;
        }
      else
        puzzle->step->rules = *rules;
    }
  toguz_setup_from_position (&puzzle->step->rules, pos, &puzzle->setup);
  puzzle->step->has_position = FALSE;
  position_changed (self, puzzle);
  return !same_rules;
}

/* A puzzle's task and words */

void
toguz_set_draft_set_goal (ToguzSetDraft *self, guint index,
                          const ToguzGoal *goal)
{
  ToguzTask *task;

  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  g_return_if_fail (goal != NULL);

  task = nth_puzzle (self, index)->step->task;
  task->kind = TOGUZ_TASK_GOAL;
  task->goal = *goal;
  g_ptr_array_set_size (task->solutions, 0);
  toguz_set_draft_edited (self);
}

gboolean
toguz_set_draft_set_accept_any (ToguzSetDraft *self, guint index,
                                gboolean accept_any)
{
  ToguzTask *task;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), FALSE);
  task = nth_puzzle (self, index)->step->task;
  if (task->accept_any == accept_any)
    return FALSE;
  task->accept_any = accept_any;
  toguz_set_draft_edited (self);
  return TRUE;
}

void
toguz_set_draft_set_difficulty (ToguzSetDraft *self, guint index,
                                int difficulty)
{
  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  g_return_if_fail (difficulty >= 1 && difficulty <= 5);

  nth_puzzle (self, index)->step->difficulty = difficulty;
  toguz_set_draft_edited (self);
}

void
toguz_set_draft_set_theme (ToguzSetDraft *self, guint index,
                           const char *theme, gboolean on)
{
  ToguzStep *step;
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  const char *const *themes = toguz_lesson_themes ();

  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  g_return_if_fail (g_strv_contains (themes, theme));

  step = nth_puzzle (self, index)->step;
  /* In the format's order, each once. */
  for (guint i = 0; themes[i]; i++)
    {
      gboolean had = step->themes
                     && g_strv_contains ((const char *const *) step->themes,
                                         themes[i]);
      if (g_strcmp0 (themes[i], theme) == 0 ? on : had)
        g_strv_builder_add (builder, themes[i]);
    }
  g_strfreev (step->themes);
  step->themes = g_strv_builder_end (builder);
  toguz_set_draft_edited (self);
}

gboolean
toguz_set_draft_set_puzzle_id (ToguzSetDraft *self, guint index,
                               const char *id)
{
  ToguzStep *step;
  gboolean taken = FALSE;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), FALSE);
  step = nth_puzzle (self, index)->step;
  g_free (step->id);
  step->id = g_strdup (id);
  /* Progress is kept by id: each puzzle needs its own. */
  for (guint i = 0; i < self->puzzles->len; i++)
    taken |= i != index
             && g_strcmp0 (((Puzzle *) g_ptr_array_index (self->puzzles, i))
                             ->step->id,
                           id)
                  == 0;
  toguz_set_draft_edited (self);
  return toguz_lesson_id_is_valid (id) && !taken;
}

void
toguz_set_draft_set_source (ToguzSetDraft *self, guint index,
                            const char *game, guint move, ToguzSide side)
{
  ToguzStep *step;

  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  step = nth_puzzle (self, index)->step;
  toguz_step_set_source (step, game, move, side, step->source_url,
                         step->source_note);
  toguz_set_draft_edited (self);
}

/* Sets *text's string in `lang`, making the text when there is none. */
static void
store_text (ToguzLessonText **text, const char *lang, const char *value)
{
  if (*text == NULL)
    *text = toguz_lesson_text_new ();
  toguz_lesson_text_set (*text, lang, value);
}

/* The first text of `texts`, made when there is none. */
static ToguzLessonText **
first_text (GPtrArray *texts)
{
  if (texts->len == 0)
    g_ptr_array_add (texts, toguz_lesson_text_new ());
  return (ToguzLessonText **) &g_ptr_array_index (texts, 0);
}

void
toguz_set_draft_set_text (ToguzSetDraft *self, guint index,
                          ToguzDraftText which, const char *lang,
                          const char *text)
{
  ToguzStep *step;

  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  step = nth_puzzle (self, index)->step;
  switch (which)
    {
    case TOGUZ_DRAFT_INTRO:
      store_text (first_text (step->texts), lang, text);
      break;
    case TOGUZ_DRAFT_PROMPT:
      store_text (first_text (step->task->prompts), lang, text);
      break;
    case TOGUZ_DRAFT_SUCCESS:
      store_text (&step->task->success, lang, text);
      break;
    default:
      g_return_if_reached ();
    }
  toguz_set_draft_edited (self);
}

int
toguz_set_draft_add_hint (ToguzSetDraft *self, guint index)
{
  ToguzTask *task;
  int rung = 0;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), -1);
  task = nth_puzzle (self, index)->step->task;
  if (task->hints->len >= TOGUZ_SET_DRAFT_MAX_HINTS)
    return -1;
  /* The next rung after the last hint, or the first one free. */
  for (guint i = 0; i < task->hint_rungs->len; i++)
    rung = MAX (rung, g_array_index (task->hint_rungs, int, i));
  if (rung >= TOGUZ_SET_DRAFT_MAX_HINTS)
    for (rung = 0; toguz_task_find_hint (task, rung + 1); rung++)
      ;
  rung++;
  g_ptr_array_add (task->hints, toguz_lesson_text_new ());
  g_array_append_val (task->hint_rungs, rung);
  toguz_set_draft_edited (self);
  return (int) task->hints->len - 1;
}

void
toguz_set_draft_set_hint (ToguzSetDraft *self, guint index, guint hint,
                          const char *lang, const char *text)
{
  ToguzTask *task;

  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  task = nth_puzzle (self, index)->step->task;
  g_return_if_fail (hint < task->hints->len);

  store_text ((ToguzLessonText **) &g_ptr_array_index (task->hints, hint),
              lang, text);
  toguz_set_draft_edited (self);
}

void
toguz_set_draft_remove_hint (ToguzSetDraft *self, guint index, guint hint)
{
  ToguzTask *task;

  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  task = nth_puzzle (self, index)->step->task;
  g_return_if_fail (hint < task->hints->len);

  g_ptr_array_remove_index (task->hints, hint);
  g_array_remove_index (task->hint_rungs, hint);
  toguz_set_draft_edited (self);
}

guint
toguz_set_draft_add_wrong_move (ToguzSetDraft *self, guint index, guint hole)
{
  ToguzTask *task;
  ToguzWrong *wrong;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), 0);
  task = nth_puzzle (self, index)->step->task;

  for (guint i = 0; i < task->wrongs->len; i++)
    {
      const ToguzWrong *other = g_ptr_array_index (task->wrongs, i);
      if (other->kind == TOGUZ_WRONG_MOVE && other->hole == hole)
        return i;
    }
  wrong = g_new0 (ToguzWrong, 1);
  wrong->kind = TOGUZ_WRONG_MOVE;
  wrong->hole = hole;
  wrong->comment = toguz_lesson_text_new ();
  g_ptr_array_add (task->wrongs, wrong);
  toguz_set_draft_edited (self);
  return task->wrongs->len - 1;
}

void
toguz_set_draft_set_wrong_text (ToguzSetDraft *self, guint index,
                                guint wrong, const char *lang,
                                const char *text)
{
  ToguzTask *task;

  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  task = nth_puzzle (self, index)->step->task;
  g_return_if_fail (wrong < task->wrongs->len);

  store_text (&((ToguzWrong *) g_ptr_array_index (task->wrongs, wrong))
                 ->comment,
              lang, text);
  toguz_set_draft_edited (self);
}

void
toguz_set_draft_remove_wrong (ToguzSetDraft *self, guint index, guint wrong)
{
  ToguzTask *task;

  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  task = nth_puzzle (self, index)->step->task;
  g_return_if_fail (wrong < task->wrongs->len);

  g_ptr_array_remove_index (task->wrongs, wrong);
  toguz_set_draft_edited (self);
}

/* The object */

static void
toguz_set_draft_finalize (GObject *object)
{
  ToguzSetDraft *self = TOGUZ_SET_DRAFT (object);

  toguz_lesson_text_free (self->title);
  toguz_lesson_text_free (self->summary);
  g_free (self->id);
  g_ptr_array_unref (self->puzzles);
  g_clear_object (&self->file);
  puzzle_free (self->removed);
  G_OBJECT_CLASS (toguz_set_draft_parent_class)->finalize (object);
}

static void
toguz_set_draft_get_property (GObject *object, guint prop_id, GValue *value,
                              GParamSpec *pspec)
{
  ToguzSetDraft *self = TOGUZ_SET_DRAFT (object);

  switch (prop_id)
    {
    case PROP_MODIFIED:
      g_value_set_boolean (value, self->modified);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
toguz_set_draft_class_init (ToguzSetDraftClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = toguz_set_draft_finalize;
  object_class->get_property = toguz_set_draft_get_property;

  properties[PROP_MODIFIED]
    = g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                            G_PARAM_READABLE | G_PARAM_STATIC_STRINGS
                              | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
toguz_set_draft_init (ToguzSetDraft *self)
{
  self->puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                    puzzle_free);
  self->rules = *toguz_ruleset_default ();
  toguz_set_draft_reset (self);
}

ToguzSetDraft *
toguz_set_draft_new (void)
{
  return g_object_new (TOGUZ_TYPE_SET_DRAFT, NULL);
}
