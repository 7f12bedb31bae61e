/* toguz-class-results-grid.c: the grid of a class's results, and its orders
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * From the attempts kept: the learners in name order, the sets and their
 * tasks in order of their first attempt, a cell for every learner and
 * task tried (sparse: a class of 1,000 learners on 10,000 tasks tries a
 * few of them each), the totals of each task and learner; then the
 * orders a view sorts by and the tasks most missed.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "toguz-class-results-private.h"

static void
clear_grid (ToguzClassResults *self)
{
  g_ptr_array_set_size (self->learners, 0);
  g_array_set_size (self->learner_tried, 0);
  g_array_set_size (self->learner_solved, 0);
  g_array_set_size (self->sets, 0);
  g_ptr_array_set_size (self->fingerprints, 0);
  g_array_set_size (self->tasks, 0);
  g_array_set_size (self->cells, 0);
}

typedef struct
{
  guint index;
  const char *set_id;
  const char *title;
  GPtrArray *task_ids;      /* const char *, first attempt order */
  GHashTable *task_index;   /* task id -> its place in task_ids + 1 */
  GPtrArray *fingerprints;  /* const char *, first attempt order */
} SetBuild;

static void
set_build_free (gpointer data)
{
  SetBuild *set = data;

  g_ptr_array_unref (set->task_ids);
  g_hash_table_unref (set->task_index);
  if (set->fingerprints)
    g_ptr_array_unref (set->fingerprints);
  g_free (set);
}

typedef struct
{
  guint learner;
  guint task;
  guint record;
} Pair;

static int
compare_pairs (gconstpointer pa, gconstpointer pb)
{
  const Pair *a = pa, *b = pb;

  if (a->learner != b->learner)
    return a->learner < b->learner ? -1 : 1;
  if (a->task != b->task)
    return a->task < b->task ? -1 : 1;
  return a->record < b->record ? -1 : a->record > b->record;
}

typedef struct
{
  const char *name;
  char *key;
} LearnerKey;

static int
compare_learner_keys (gconstpointer pa, gconstpointer pb)
{
  const LearnerKey *a = pa, *b = pb;
  int order = strcmp (a->key, b->key);

  return order != 0 ? order : strcmp (a->name, b->name);
}

/* Learners in name order; learner_index maps a name to its index + 1. */
static void
build_learners (ToguzClassResults *self, GHashTable *learner_index)
{
  g_autoptr (GArray) keys = g_array_new (FALSE, FALSE, sizeof (LearnerKey));

  for (guint i = 0; i < self->records->len; i++)
    {
      const AttemptRecord *record = g_ptr_array_index (self->records, i);
      LearnerKey key = { record->attempt.learner, NULL };

      if (g_hash_table_contains (learner_index, key.name))
        continue;
      g_hash_table_insert (learner_index, (gpointer) key.name,
                           GUINT_TO_POINTER (1));
      key.key = g_utf8_collate_key (key.name, -1);
      g_array_append_val (keys, key);
    }
  g_array_sort (keys, compare_learner_keys);
  for (guint i = 0; i < keys->len; i++)
    {
      LearnerKey *key = &g_array_index (keys, LearnerKey, i);

      g_ptr_array_add (self->learners, (gpointer) key->name);
      g_hash_table_insert (learner_index, (gpointer) key->name,
                           GUINT_TO_POINTER (i + 1));
      g_free (key->key);
    }
  g_array_set_size (self->learner_tried, keys->len);
  g_array_set_size (self->learner_solved, keys->len);
}

/* Sets and their tasks in order of their first attempt; the task of each
 * record (an index into self->tasks) in record_task. */
static void
build_tasks (ToguzClassResults *self, guint *record_task)
{
  g_autoptr (GHashTable) set_index
    = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, set_build_free);
  g_autoptr (GPtrArray) sets = g_ptr_array_new ();
  g_autofree guint *local = g_new0 (guint, self->records->len + 1);

  for (guint i = 0; i < self->records->len; i++)
    {
      const ToguzAttempt *attempt
        = &((AttemptRecord *) g_ptr_array_index (self->records, i))->attempt;
      SetBuild *set = g_hash_table_lookup (set_index, attempt->set_id);
      guint task;

      if (set == NULL)
        {
          set = g_new0 (SetBuild, 1);
          set->index = sets->len;
          set->set_id = attempt->set_id;
          set->title = "";
          set->task_ids = g_ptr_array_new ();
          set->task_index = g_hash_table_new (g_str_hash, g_str_equal);
          set->fingerprints = g_ptr_array_new ();
          g_hash_table_insert (set_index, (gpointer) attempt->set_id, set);
          g_ptr_array_add (sets, set);
        }
      /* The latest title wins: a set renamed shows its new name. */
      if (attempt->set_title[0])
        set->title = attempt->set_title;
      if (attempt->set_fingerprint[0])
        {
          guint f;

          for (f = 0; f < set->fingerprints->len; f++)
            if (strcmp (g_ptr_array_index (set->fingerprints, f),
                        attempt->set_fingerprint) == 0)
              break;
          if (f == set->fingerprints->len)
            g_ptr_array_add (set->fingerprints,
                             (gpointer) attempt->set_fingerprint);
        }
      task = GPOINTER_TO_UINT (g_hash_table_lookup (set->task_index,
                                                    attempt->task_id));
      if (task == 0)
        {
          g_ptr_array_add (set->task_ids, (gpointer) attempt->task_id);
          task = set->task_ids->len;
          g_hash_table_insert (set->task_index, (gpointer) attempt->task_id,
                               GUINT_TO_POINTER (task));
        }
      local[i] = task - 1;
    }

  for (guint s = 0; s < sets->len; s++)
    {
      SetBuild *build = g_ptr_array_index (sets, s);
      ToguzClassSet set = { 0 };

      set.set_id = build->set_id;
      set.title = build->title;
      set.first_task = self->tasks->len;
      set.n_tasks = build->task_ids->len;
      g_ptr_array_add (build->fingerprints, NULL);
      g_ptr_array_add (self->fingerprints, g_steal_pointer (&build->fingerprints));
      for (guint t = 0; t < build->task_ids->len; t++)
        {
          ToguzClassTask task = { 0 };

          task.set = s;
          task.task_id = g_ptr_array_index (build->task_ids, t);
          g_array_append_val (self->tasks, task);
        }
      g_array_append_val (self->sets, set);
    }
  /* Pointers into arrays that no longer grow. */
  for (guint s = 0; s < self->sets->len; s++)
    {
      ToguzClassSet *set = &g_array_index (self->sets, ToguzClassSet, s);
      GPtrArray *fingerprints = g_ptr_array_index (self->fingerprints, s);

      set->fingerprints = (const char *const *) fingerprints->pdata;
    }
  for (guint i = 0; i < self->records->len; i++)
    {
      const ToguzAttempt *attempt
        = &((AttemptRecord *) g_ptr_array_index (self->records, i))->attempt;
      SetBuild *build = g_hash_table_lookup (set_index, attempt->set_id);

      record_task[i] = g_array_index (self->sets, ToguzClassSet,
                                      build->index).first_task + local[i];
    }
}

void
toguz_class_results_rebuild_grid (ToguzClassResults *self)
{
  g_autoptr (GHashTable) learner_index
    = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree guint *record_task = g_new0 (guint, self->records->len + 1);
  g_autoptr (GArray) pairs = g_array_sized_new (FALSE, FALSE, sizeof (Pair),
                                                self->records->len);

  clear_grid (self);
  g_ptr_array_sort (self->records, toguz_class_results_compare_records);
  build_learners (self, learner_index);
  build_tasks (self, record_task);

  for (guint i = 0; i < self->records->len; i++)
    {
      const AttemptRecord *record = g_ptr_array_index (self->records, i);
      Pair pair;

      pair.learner = GPOINTER_TO_UINT (
                       g_hash_table_lookup (learner_index,
                                            record->attempt.learner)) - 1;
      pair.task = record_task[i];
      pair.record = i;
      g_array_append_val (pairs, pair);
    }
  g_array_sort (pairs, compare_pairs);

  for (guint i = 0; i < pairs->len; i++)
    {
      const Pair *pair = &g_array_index (pairs, Pair, i);
      const ToguzAttempt *attempt
        = &((AttemptRecord *) g_ptr_array_index (self->records,
                                                 pair->record))->attempt;
      ToguzClassTask *task = &g_array_index (self->tasks, ToguzClassTask,
                                             pair->task);
      CellEntry *entry;

      if (self->cells->len == 0
          || (entry = &g_array_index (self->cells, CellEntry,
                                      self->cells->len - 1),
              entry->learner != pair->learner || entry->task != pair->task))
        {
          CellEntry fresh = { pair->learner, pair->task, { 0 } };

          g_array_append_val (self->cells, fresh);
          entry = &g_array_index (self->cells, CellEntry,
                                  self->cells->len - 1);
        }
      entry->cell.n_attempts++;
      entry->cell.solved |= attempt->solved;
      entry->cell.best_stars = MAX (entry->cell.best_stars, attempt->stars);
      entry->cell.hints += attempt->hints_used;
      entry->cell.seconds = entry->cell.seconds + attempt->seconds
                              < entry->cell.seconds
                              ? G_MAXUINT64
                              : entry->cell.seconds + attempt->seconds;
      task->n_attempts++;
    }

  for (guint i = 0; i < self->cells->len; i++)
    {
      const CellEntry *entry = &g_array_index (self->cells, CellEntry, i);
      ToguzClassTask *task = &g_array_index (self->tasks, ToguzClassTask,
                                             entry->task);

      task->learners_tried++;
      g_array_index (self->learner_tried, guint, entry->learner)++;
      if (entry->cell.solved)
        {
          task->learners_solved++;
          g_array_index (self->learner_solved, guint, entry->learner)++;
        }
    }
  for (guint t = 0; t < self->tasks->len; t++)
    {
      ToguzClassTask *task = &g_array_index (self->tasks, ToguzClassTask, t);

      task->success_rate = task->learners_tried
                             ? (double) task->learners_solved
                                 / task->learners_tried
                             : 0.0;
    }
}

/* Orders. */

static GArray *
identity (guint n)
{
  GArray *order = g_array_sized_new (FALSE, FALSE, sizeof (guint), n);

  for (guint i = 0; i < n; i++)
    g_array_append_val (order, i);
  return order;
}

static void
reverse_order (GArray *order)
{
  for (guint i = 0, j = order->len; i + 1 < j; i++, j--)
    {
      guint swap = g_array_index (order, guint, i);

      g_array_index (order, guint, i) = g_array_index (order, guint, j - 1);
      g_array_index (order, guint, j - 1) = swap;
    }
}

static int
compare_by_solved (gconstpointer pa, gconstpointer pb, gpointer data)
{
  ToguzClassResults *self = data;
  guint a = *(const guint *) pa, b = *(const guint *) pb;
  guint solved_a = g_array_index (self->learner_solved, guint, a);
  guint solved_b = g_array_index (self->learner_solved, guint, b);

  if (solved_a != solved_b)
    return solved_a > solved_b ? -1 : 1;
  return a < b ? -1 : a > b;
}

GArray *
toguz_class_results_sort_learners (ToguzClassResults *self,
                                   ToguzLearnerOrder order, gboolean reverse)
{
  GArray *learners;

  g_return_val_if_fail (TOGUZ_IS_CLASS_RESULTS (self), NULL);

  learners = identity (self->learners->len);
  if (order == TOGUZ_LEARNER_ORDER_SOLVED)
    g_array_sort_with_data (learners, compare_by_solved, self);
  if (reverse)
    reverse_order (learners);
  return learners;
}

/* Lowest success first, compared exactly (a/b < c/d as a*d < c*b); ties
 * by more learners tried, then the set order. */
static int
compare_by_success (gconstpointer pa, gconstpointer pb, gpointer data)
{
  ToguzClassResults *self = data;
  guint a = *(const guint *) pa, b = *(const guint *) pb;
  const ToguzClassTask *ta = &g_array_index (self->tasks, ToguzClassTask, a);
  const ToguzClassTask *tb = &g_array_index (self->tasks, ToguzClassTask, b);
  guint64 left = (guint64) ta->learners_solved * tb->learners_tried;
  guint64 right = (guint64) tb->learners_solved * ta->learners_tried;

  if (ta->learners_tried == 0 || tb->learners_tried == 0)
    {
      left = ta->learners_tried == 0;
      right = tb->learners_tried == 0;
    }
  if (left != right)
    return left < right ? -1 : 1;
  if (ta->learners_tried != tb->learners_tried)
    return ta->learners_tried > tb->learners_tried ? -1 : 1;
  return a < b ? -1 : a > b;
}

GArray *
toguz_class_results_sort_tasks (ToguzClassResults *self,
                                ToguzTaskOrder order, gboolean reverse)
{
  GArray *tasks;

  g_return_val_if_fail (TOGUZ_IS_CLASS_RESULTS (self), NULL);

  tasks = identity (self->tasks->len);
  if (order == TOGUZ_TASK_ORDER_SUCCESS)
    g_array_sort_with_data (tasks, compare_by_success, self);
  if (reverse)
    reverse_order (tasks);
  return tasks;
}

GArray *
toguz_class_results_get_most_missed (ToguzClassResults *self,
                                     guint max_tasks)
{
  GArray *tasks;
  guint kept = 0;

  g_return_val_if_fail (TOGUZ_IS_CLASS_RESULTS (self), NULL);

  tasks = toguz_class_results_sort_tasks (self, TOGUZ_TASK_ORDER_SUCCESS,
                                          FALSE);
  for (guint i = 0; i < tasks->len; i++)
    {
      guint index = g_array_index (tasks, guint, i);
      const ToguzClassTask *task = &g_array_index (self->tasks,
                                                   ToguzClassTask, index);

      if (task->learners_solved < task->learners_tried
          && (max_tasks == 0 || kept < max_tasks))
        g_array_index (tasks, guint, kept++) = index;
    }
  g_array_set_size (tasks, kept);
  return tasks;
}

guint
toguz_class_task_get_percent (const ToguzClassTask *task)
{
  return (guint) floor (task->success_rate * 100 + 0.5);
}
