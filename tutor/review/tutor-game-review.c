/* tutor-game-review.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One GTask a ply: the worker steps the analysis, the main thread reads
 * it when the task returns and only then starts the next, so that the
 * analysis is never read and written at once.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "toguz-file.h"
#include "toguz-mistake-set.h"
#include "tutor-game-review.h"

struct _TutorGameReview
{
  GObject parent_instance;

  ToguzGameAnalysis *analysis;
  gboolean running;     /* a ply's task is out */
  gboolean stopping;    /* cancelled: no next ply */
  guint saving;         /* mistakes being saved read the analysis */
};

G_DEFINE_FINAL_TYPE (TutorGameReview, tutor_game_review, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_RUNNING,
  PROP_N_DONE,
  N_PROPS
};

enum
{
  PLY_ANALYSED,
  FINISHED,
  N_SIGNALS
};

static GParamSpec *props[N_PROPS];
static guint signals[N_SIGNALS];

static void
tutor_game_review_dispose (GObject *object)
{
  TutorGameReview *self = TUTOR_GAME_REVIEW (object);

  /* A task holds a reference: none is out when disposed. */
  g_clear_object (&self->analysis);
  G_OBJECT_CLASS (tutor_game_review_parent_class)->dispose (object);
}

static void
tutor_game_review_get_property (GObject *object, guint prop_id,
                                GValue *value, GParamSpec *pspec)
{
  TutorGameReview *self = TUTOR_GAME_REVIEW (object);

  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, self->running);
      break;
    case PROP_N_DONE:
      g_value_set_uint (value, tutor_game_review_get_n_done (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tutor_game_review_class_init (TutorGameReviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tutor_game_review_dispose;
  object_class->get_property = tutor_game_review_get_property;

  props[PROP_RUNNING] = g_param_spec_boolean (
    "running", NULL, NULL, FALSE,
    G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_N_DONE] = g_param_spec_uint (
    "n-done", NULL, NULL, 0, G_MAXUINT, 0,
    G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  signals[PLY_ANALYSED] = g_signal_new ("ply-analysed",
                                        G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                        NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass),
                                    G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                    G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
}

static void
tutor_game_review_init (TutorGameReview *self)
{
}

TutorGameReview *
tutor_game_review_new (const ToguzRecord *record, const ToguzRuleset *rules,
                       const ToguzSearchLimits *limits, GError **error)
{
  g_autoptr (ToguzGameAnalysis) analysis = NULL;
  TutorGameReview *self;

  g_return_val_if_fail (record != NULL, NULL);
  analysis = toguz_game_analysis_new (record, rules, limits, error);
  if (analysis == NULL)
    return NULL;
  self = g_object_new (TUTOR_TYPE_GAME_REVIEW, NULL);
  self->analysis = g_steal_pointer (&analysis);
  return self;
}

ToguzGameAnalysis *
tutor_game_review_get_analysis (TutorGameReview *self)
{
  g_return_val_if_fail (TUTOR_IS_GAME_REVIEW (self), NULL);
  return self->analysis;
}

static void
set_running (TutorGameReview *self, gboolean running)
{
  if (self->running == running)
    return;
  self->running = running;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_RUNNING]);
}

static void
step_in_thread (GTask *task, gpointer source, gpointer task_data,
                GCancellable *cancellable)
{
  ToguzGameAnalysis *analysis = task_data;

  g_task_return_boolean (task, toguz_game_analysis_step (analysis));
}

static void run_next (TutorGameReview *self);

static void
on_step_done (GObject *source, GAsyncResult *result, gpointer data)
{
  TutorGameReview *self = TUTOR_GAME_REVIEW (source);
  guint before = GPOINTER_TO_UINT (data);
  guint done = toguz_game_analysis_get_n_done (self->analysis);

  g_task_propagate_boolean (G_TASK (result), NULL);
  if (done > before)
    {
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_N_DONE]);
      g_signal_emit (self, signals[PLY_ANALYSED], 0, before);
    }
  /* A step that did no ply was cancelled, whoever asked. */
  if (self->stopping || done == before
      || toguz_game_analysis_is_complete (self->analysis))
    {
      gboolean complete = toguz_game_analysis_is_complete (self->analysis);

      self->stopping = FALSE;
      set_running (self, FALSE);
      g_signal_emit (self, signals[FINISHED], 0, complete);
      return;
    }
  run_next (self);
}

static void
run_next (TutorGameReview *self)
{
  guint done = toguz_game_analysis_get_n_done (self->analysis);
  g_autoptr (GTask) task = g_task_new (self, NULL, on_step_done,
                                       GUINT_TO_POINTER (done));

  g_task_set_source_tag (task, run_next);
  g_task_set_task_data (task, g_object_ref (self->analysis), g_object_unref);
  g_task_run_in_thread (task, step_in_thread);
}

void
tutor_game_review_start (TutorGameReview *self)
{
  g_return_if_fail (TUTOR_IS_GAME_REVIEW (self));

  if (self->running)
    {
      /* Started again before a cancel took: it goes on. */
      self->stopping = FALSE;
      return;
    }
  if (toguz_game_analysis_is_complete (self->analysis) || self->saving)
    return;
  toguz_game_analysis_resume (self->analysis);
  set_running (self, TRUE);
  run_next (self);
}

void
tutor_game_review_cancel (TutorGameReview *self)
{
  g_return_if_fail (TUTOR_IS_GAME_REVIEW (self));

  if (!self->running)
    return;
  self->stopping = TRUE;
  toguz_game_analysis_cancel (self->analysis);
}

gboolean
tutor_game_review_get_running (TutorGameReview *self)
{
  g_return_val_if_fail (TUTOR_IS_GAME_REVIEW (self), FALSE);
  return self->running;
}

guint
tutor_game_review_get_n_done (TutorGameReview *self)
{
  g_return_val_if_fail (TUTOR_IS_GAME_REVIEW (self), 0);
  return toguz_game_analysis_get_n_done (self->analysis);
}

guint
tutor_game_review_get_n_plies (TutorGameReview *self)
{
  g_return_val_if_fail (TUTOR_IS_GAME_REVIEW (self), 0);
  return toguz_game_analysis_get_n_plies (self->analysis);
}

double
tutor_game_review_get_fraction (TutorGameReview *self)
{
  guint total;

  g_return_val_if_fail (TUTOR_IS_GAME_REVIEW (self), 0);
  total = tutor_game_review_get_n_plies (self);
  return total ? (double) tutor_game_review_get_n_done (self) / total : 1;
}

typedef struct
{
  ToguzSide side;
  GFile *file;
  guint added;
  char *kept_aside;
} SaveJob;

static void
save_job_free (SaveJob *job)
{
  g_clear_object (&job->file);
  g_free (job->kept_aside);
  g_free (job);
}

/* The set in `file`, or a new one; a file that is not the set is kept
 * aside rather than written over. */
static ToguzSetDraft *
read_set (GFile *file, char **kept_aside)
{
  g_autoptr (ToguzSetDraft) draft = toguz_set_draft_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_file_get_path (file);

  if (!g_file_query_exists (file, NULL))
    return toguz_mistake_set_new ();
  if (toguz_set_draft_load (draft, file, &error)
      && toguz_mistake_set_is_personal (draft))
    return g_steal_pointer (&draft);
  *kept_aside = path ? toguz_file_keep_aside (path) : NULL;
  g_message ("The mistakes set %s could not be read (%s): kept as %s", path,
             error ? error->message : "another set's id",
             *kept_aside ? *kept_aside : "nothing");
  return toguz_mistake_set_new ();
}

static void
save_in_thread (GTask *task, gpointer source, gpointer task_data,
                GCancellable *cancellable)
{
  TutorGameReview *self = source;
  SaveJob *job = task_data;
  g_autoptr (ToguzSetDraft) draft = NULL;
  g_autoptr (GFile) parent = g_file_get_parent (job->file);
  GError *error = NULL;
  ToguzSearch *search;

  search = toguz_search_new (16);
  if (search == NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED, "%s",
                               _("There is not enough memory for the "
                                 "engine."));
      return;
    }
  draft = read_set (job->file, &job->kept_aside);
  job->added = toguz_mistake_set_add (draft, self->analysis, job->side,
                                      search, NULL);
  toguz_search_free (search);
  if (job->added == 0)
    {
      g_task_return_boolean (task, TRUE);
      return;
    }
  if (parent && !g_file_make_directory_with_parents (parent, cancellable,
                                                     &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_EXISTS))
        {
          g_task_return_error (task, error);
          return;
        }
      g_clear_error (&error);
    }
  if (!toguz_set_draft_save (draft, job->file, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

static void
on_save_completed (TutorGameReview *self)
{
  self->saving--;
}

void
tutor_game_review_save_mistakes_async (TutorGameReview *self, ToguzSide side,
                                       GFile *file, GCancellable *cancellable,
                                       GAsyncReadyCallback callback,
                                       gpointer user_data)
{
  g_autoptr (GTask) task = NULL;
  SaveJob *job;

  g_return_if_fail (TUTOR_IS_GAME_REVIEW (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tutor_game_review_save_mistakes_async);
  if (self->running)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_BUSY, "%s",
                               _("Wait for the analysis to finish, or stop "
                                 "it, before practising its mistakes."));
      return;
    }
  self->saving++;
  g_signal_connect_swapped (task, "notify::completed",
                            G_CALLBACK (on_save_completed), self);
  job = g_new0 (SaveJob, 1);
  job->side = side;
  job->file = g_object_ref (file);
  g_task_set_task_data (task, job, (GDestroyNotify) save_job_free);
  g_task_run_in_thread (task, save_in_thread);
}

gboolean
tutor_game_review_save_mistakes_finish (TutorGameReview *self,
                                        GAsyncResult *result, guint *added,
                                        char **kept_aside, GError **error)
{
  SaveJob *job;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  job = g_task_get_task_data (G_TASK (result));
  if (added)
    *added = job ? job->added : 0;
  if (kept_aside)
    *kept_aside = job ? g_strdup (job->kept_aside) : NULL;
  return g_task_propagate_boolean (G_TASK (result), error);
}
