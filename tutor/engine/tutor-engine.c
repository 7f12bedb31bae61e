/* tutor-engine.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "toguz-practice.h"
#include "toguz-task-judge.h"
#include "tutor-engine.h"

struct _TutorEngine
{
  GObject parent_instance;

  ToguzSearch *search;
  GMutex lock;        /* one job at a time on the search */
};

G_DEFINE_FINAL_TYPE (TutorEngine, tutor_engine, G_TYPE_OBJECT)

typedef enum
{
  JOB_SOLVE,
  JOB_EXPLAIN,
  JOB_PICK,
  JOB_PRACTICE_PLAN,
  JOB_PRACTICE_REPLY,
} JobKind;

typedef struct
{
  JobKind kind;
  ToguzRuleset rules;
  ToguzPosition pos;
  ToguzGoal goal;
  int margin;
  ToguzSide side;
  unsigned hole;
  unsigned depth;
  ToguzLevel level;
  unsigned time_ms;
  guint32 seed;
  unsigned turns_left;
  /* results */
  ToguzGoalAnswer answer;
  ToguzExplanation explanation;
  int move;
} Job;

static void
tutor_engine_finalize (GObject *object)
{
  TutorEngine *self = TUTOR_ENGINE (object);

  toguz_search_free (self->search);
  g_mutex_clear (&self->lock);
  G_OBJECT_CLASS (tutor_engine_parent_class)->finalize (object);
}

static void
tutor_engine_class_init (TutorEngineClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tutor_engine_finalize;
}

static void
tutor_engine_init (TutorEngine *self)
{
  g_mutex_init (&self->lock);
  /* 16 MiB: enough for hints and for the strong level in free play; a
   * page of it is resident only once a search has touched it. */
  self->search = toguz_search_new (16);
}

TutorEngine *
tutor_engine_new (void)
{
  return g_object_new (TUTOR_TYPE_ENGINE, NULL);
}

gboolean
tutor_engine_forget (TutorEngine *self)
{
  g_return_val_if_fail (TUTOR_IS_ENGINE (self), FALSE);
  /* Never waits for a search: the window calls it between chapters. */
  if (!g_mutex_trylock (&self->lock))
    return FALSE;
  toguz_search_clear (self->search);
  g_mutex_unlock (&self->lock);
  return TRUE;
}

static void
on_cancelled (GCancellable *cancellable, gpointer data)
{
  toguz_search_cancel (data);
}

static void
run_job (GTask *task, gpointer source, gpointer task_data,
         GCancellable *cancellable)
{
  TutorEngine *self = source;
  Job *job = task_data;
  gulong handler = 0;

  g_mutex_lock (&self->lock);
  if (cancellable)
    handler = g_cancellable_connect (cancellable, G_CALLBACK (on_cancelled),
                                     self->search, NULL);
  if (!g_cancellable_is_cancelled (cancellable))
    {
      switch (job->kind)
        {
        case JOB_SOLVE:
          /* The checker's budget: what it proved, the tutor accepts. */
          toguz_goal_solve_within (self->search, &job->rules, &job->pos,
                                   &job->goal, job->margin,
                                   TOGUZ_TASK_BUDGET, &job->answer);
          break;
        case JOB_EXPLAIN:
          toguz_explain_move (self->search, &job->rules, &job->pos,
                              job->side, job->hole, job->depth,
                              &job->explanation);
          break;
        case JOB_PRACTICE_PLAN:
          toguz_practice_plan (self->search, &job->rules, &job->pos,
                               job->turns_left, &job->answer);
          break;
        case JOB_PRACTICE_REPLY:
          job->move = toguz_practice_reply (self->search, &job->rules,
                                            &job->pos);
          break;
        case JOB_PICK:
        default:
          job->move = toguz_search_pick_move (self->search, &job->rules,
                                              &job->pos, job->level,
                                              job->time_ms, job->seed);
          break;
        }
    }
  if (cancellable)
    g_cancellable_disconnect (cancellable, handler);
  g_mutex_unlock (&self->lock);

  if (g_task_return_error_if_cancelled (task))
    return;
  g_task_return_boolean (task, TRUE);
}

static void
start_job (TutorEngine *self, Job *job, gpointer tag,
           GCancellable *cancellable, GAsyncReadyCallback callback,
           gpointer user_data)
{
  g_autoptr (GTask) task = g_task_new (self, cancellable, callback, user_data);

  g_task_set_source_tag (task, tag);
  g_task_set_task_data (task, job, g_free);
  g_task_run_in_thread (task, run_job);
}

static Job *
finish_job (TutorEngine *self, GAsyncResult *result, gpointer tag,
            GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == tag, NULL);
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return NULL;
  return g_task_get_task_data (G_TASK (result));
}

void
tutor_engine_solve_async (TutorEngine *self, const ToguzRuleset *rules,
                          const ToguzPosition *pos, const ToguzGoal *goal,
                          int margin, GCancellable *cancellable,
                          GAsyncReadyCallback callback, gpointer user_data)
{
  Job *job = g_new0 (Job, 1);

  g_return_if_fail (TUTOR_IS_ENGINE (self));
  job->kind = JOB_SOLVE;
  job->rules = *rules;
  job->pos = *pos;
  job->goal = *goal;
  job->margin = margin;
  start_job (self, job, tutor_engine_solve_async, cancellable, callback,
             user_data);
}

gboolean
tutor_engine_solve_finish (TutorEngine *self, GAsyncResult *result,
                           ToguzGoalAnswer *answer, GError **error)
{
  Job *job = finish_job (self, result, tutor_engine_solve_async, error);

  if (job == NULL)
    return FALSE;
  *answer = job->answer;
  return TRUE;
}

void
tutor_engine_explain_async (TutorEngine *self, const ToguzRuleset *rules,
                            const ToguzPosition *pos, ToguzSide side,
                            unsigned hole, unsigned depth,
                            GCancellable *cancellable,
                            GAsyncReadyCallback callback, gpointer user_data)
{
  Job *job = g_new0 (Job, 1);

  g_return_if_fail (TUTOR_IS_ENGINE (self));
  job->kind = JOB_EXPLAIN;
  job->rules = *rules;
  job->pos = *pos;
  job->side = side;
  job->hole = hole;
  job->depth = depth;
  start_job (self, job, tutor_engine_explain_async, cancellable, callback,
             user_data);
}

gboolean
tutor_engine_explain_finish (TutorEngine *self, GAsyncResult *result,
                             ToguzExplanation *explanation, GError **error)
{
  Job *job = finish_job (self, result, tutor_engine_explain_async, error);

  if (job == NULL)
    return FALSE;
  *explanation = job->explanation;
  return TRUE;
}

void
tutor_engine_pick_async (TutorEngine *self, const ToguzRuleset *rules,
                         const ToguzPosition *pos, ToguzLevel level,
                         unsigned time_ms, guint32 seed,
                         GCancellable *cancellable,
                         GAsyncReadyCallback callback, gpointer user_data)
{
  Job *job = g_new0 (Job, 1);

  g_return_if_fail (TUTOR_IS_ENGINE (self));
  job->kind = JOB_PICK;
  job->rules = *rules;
  job->pos = *pos;
  job->level = level;
  job->time_ms = time_ms;
  job->seed = seed;
  start_job (self, job, tutor_engine_pick_async, cancellable, callback,
             user_data);
}

int
tutor_engine_pick_finish (TutorEngine *self, GAsyncResult *result,
                          GError **error)
{
  Job *job = finish_job (self, result, tutor_engine_pick_async, error);

  return job ? job->move : -1;
}

void
tutor_engine_practice_plan_async (TutorEngine *self,
                                  const ToguzRuleset *rules,
                                  const ToguzPosition *pos,
                                  unsigned turns_left,
                                  GCancellable *cancellable,
                                  GAsyncReadyCallback callback,
                                  gpointer user_data)
{
  Job *job = g_new0 (Job, 1);

  g_return_if_fail (TUTOR_IS_ENGINE (self));
  job->kind = JOB_PRACTICE_PLAN;
  job->rules = *rules;
  job->pos = *pos;
  job->turns_left = turns_left;
  start_job (self, job, tutor_engine_practice_plan_async, cancellable,
             callback, user_data);
}

gboolean
tutor_engine_practice_plan_finish (TutorEngine *self, GAsyncResult *result,
                                   ToguzGoalAnswer *answer, GError **error)
{
  Job *job = finish_job (self, result, tutor_engine_practice_plan_async,
                         error);

  if (job == NULL)
    return FALSE;
  *answer = job->answer;
  return TRUE;
}

void
tutor_engine_practice_reply_async (TutorEngine *self,
                                   const ToguzRuleset *rules,
                                   const ToguzPosition *pos,
                                   GCancellable *cancellable,
                                   GAsyncReadyCallback callback,
                                   gpointer user_data)
{
  Job *job = g_new0 (Job, 1);

  g_return_if_fail (TUTOR_IS_ENGINE (self));
  job->kind = JOB_PRACTICE_REPLY;
  job->rules = *rules;
  job->pos = *pos;
  start_job (self, job, tutor_engine_practice_reply_async, cancellable,
             callback, user_data);
}

int
tutor_engine_practice_reply_finish (TutorEngine *self, GAsyncResult *result,
                                    GError **error)
{
  Job *job = finish_job (self, result, tutor_engine_practice_reply_async,
                         error);

  return job ? job->move : -1;
}
