/* toguz-class-results.c: a class's attempts, merged from the tutors' CSVs
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rows of every file are kept (each file's strings in a chunk of its
 * own), exact duplicates dropped as they come; after every add the
 * attempts are sorted and the grid is worked out again from them, so the
 * grid never depends on the order the files came in.  The CSV itself is
 * read and written in toguz-class-results-csv.c.
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "toguz-class-results-private.h"
#include "toguz-file.h"

G_DEFINE_QUARK (toguz-class-results-error-quark, toguz_class_results_error)

typedef struct
{
  guint learner;
  guint task;
  ToguzClassCell cell;
} CellEntry;

struct _ToguzClassResults
{
  GObject parent_instance;

  GPtrArray *chunks;        /* GStringChunk, a file's strings each */
  GPtrArray *records;       /* AttemptRecord, owned; time, learner order */
  GHashTable *seen;         /* AttemptRecord set: the rows kept */
  guint n_files;
  guint n_rows;
  guint n_duplicates;

  /* The grid, worked out from the records. */
  GPtrArray *learners;      /* const char *, name order */
  GArray *learner_tried;    /* guint */
  GArray *learner_solved;   /* guint */
  GArray *sets;             /* ToguzClassSet */
  GPtrArray *fingerprints;  /* a NULL-terminated GPtrArray per set */
  GArray *tasks;            /* ToguzClassTask */
  GArray *cells;            /* CellEntry, by learner then task */
};

G_DEFINE_FINAL_TYPE (ToguzClassResults, toguz_class_results, G_TYPE_OBJECT)

static const ToguzClassCell empty_cell = { 0 };

/* Rows, compared field by field. */

static guint
record_hash (gconstpointer data)
{
  const ToguzAttempt *a = &((const AttemptRecord *) data)->attempt;
  guint hash = g_str_hash (a->learner);

  /* Every field: rows alike but for one must not share a bucket. */
  hash = hash * 31 + g_str_hash (a->time);
  hash = hash * 31 + g_str_hash (a->set_id);
  hash = hash * 31 + g_str_hash (a->set_title);
  hash = hash * 31 + g_str_hash (a->task_id);
  hash = hash * 31 + g_str_hash (a->answers_tried);
  hash = hash * 31 + g_str_hash (a->set_fingerprint);
  hash = hash * 31 + a->hints_used;
  hash = hash * 31 + a->stars * 2 + a->solved;
  return hash * 31 + (guint) (a->seconds ^ (a->seconds >> 32));
}

static gboolean
record_equal (gconstpointer data_a, gconstpointer data_b)
{
  const ToguzAttempt *a = &((const AttemptRecord *) data_a)->attempt;
  const ToguzAttempt *b = &((const AttemptRecord *) data_b)->attempt;

  return strcmp (a->learner, b->learner) == 0
         && strcmp (a->time, b->time) == 0
         && strcmp (a->set_id, b->set_id) == 0
         && strcmp (a->set_title, b->set_title) == 0
         && strcmp (a->task_id, b->task_id) == 0
         && strcmp (a->answers_tried, b->answers_tried) == 0
         && a->hints_used == b->hints_used && a->solved == b->solved
         && a->stars == b->stars && a->seconds == b->seconds
         && strcmp (a->set_fingerprint, b->set_fingerprint) == 0;
}

/* By time (no time first), then learner, then as read. */
static int
compare_records (gconstpointer pa, gconstpointer pb)
{
  const AttemptRecord *a = *(AttemptRecord *const *) pa;
  const AttemptRecord *b = *(AttemptRecord *const *) pb;
  int order;

  if (a->unix_time != b->unix_time)
    return a->unix_time < b->unix_time ? -1 : 1;
  order = strcmp (a->attempt.learner, b->attempt.learner);
  if (order != 0)
    return order;
  return a->sequence < b->sequence ? -1 : a->sequence > b->sequence;
}

/* The object. */

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

static void
toguz_class_results_finalize (GObject *object)
{
  ToguzClassResults *self = TOGUZ_CLASS_RESULTS (object);

  g_clear_pointer (&self->seen, g_hash_table_unref);
  g_clear_pointer (&self->records, g_ptr_array_unref);
  g_clear_pointer (&self->chunks, g_ptr_array_unref);
  g_clear_pointer (&self->learners, g_ptr_array_unref);
  g_clear_pointer (&self->learner_tried, g_array_unref);
  g_clear_pointer (&self->learner_solved, g_array_unref);
  g_clear_pointer (&self->sets, g_array_unref);
  g_clear_pointer (&self->fingerprints, g_ptr_array_unref);
  g_clear_pointer (&self->tasks, g_array_unref);
  g_clear_pointer (&self->cells, g_array_unref);
  G_OBJECT_CLASS (toguz_class_results_parent_class)->finalize (object);
}

static void
toguz_class_results_class_init (ToguzClassResultsClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = toguz_class_results_finalize;
}

static void
toguz_class_results_init (ToguzClassResults *self)
{
  self->chunks = g_ptr_array_new_with_free_func (
    (GDestroyNotify) g_string_chunk_free);
  self->records = g_ptr_array_new_with_free_func (g_free);
  self->seen = g_hash_table_new (record_hash, record_equal);
  self->learners = g_ptr_array_new ();
  self->learner_tried = g_array_new (FALSE, TRUE, sizeof (guint));
  self->learner_solved = g_array_new (FALSE, TRUE, sizeof (guint));
  self->sets = g_array_new (FALSE, TRUE, sizeof (ToguzClassSet));
  self->fingerprints = g_ptr_array_new_with_free_func (
    (GDestroyNotify) g_ptr_array_unref);
  self->tasks = g_array_new (FALSE, TRUE, sizeof (ToguzClassTask));
  self->cells = g_array_new (FALSE, TRUE, sizeof (CellEntry));
}

ToguzClassResults *
toguz_class_results_new (void)
{
  return g_object_new (TOGUZ_TYPE_CLASS_RESULTS, NULL);
}

/* The grid. */

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

static void
rebuild_grid (ToguzClassResults *self)
{
  g_autoptr (GHashTable) learner_index
    = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree guint *record_task = g_new0 (guint, self->records->len + 1);
  g_autoptr (GArray) pairs = g_array_sized_new (FALSE, FALSE, sizeof (Pair),
                                                self->records->len);

  clear_grid (self);
  g_ptr_array_sort (self->records, compare_records);
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

/* Adding files. */

typedef struct
{
  GStringChunk *strings;
  GArray *records;   /* AttemptRecord */
} FileRows;

static void
file_rows_free (gpointer data)
{
  FileRows *rows = data;

  if (rows->strings)
    g_string_chunk_free (rows->strings);
  g_array_unref (rows->records);
  g_free (rows);
}

static FileRows *
read_rows (const char *name, const char *text, gsize length, guint max_rows,
           GError **error)
{
  FileRows *rows = g_new0 (FileRows, 1);

  rows->strings = g_string_chunk_new (4096);
  rows->records = g_array_new (FALSE, TRUE, sizeof (AttemptRecord));
  if (!toguz_class_results_read_csv (name, text, length, rows->strings,
                                     rows->records, max_rows, error))
    {
      file_rows_free (rows);
      return NULL;
    }
  return rows;
}

static guint
rows_left (ToguzClassResults *self, GPtrArray *pending)
{
  guint used = self->n_rows;

  for (guint i = 0; pending && i < pending->len; i++)
    used += ((FileRows *) g_ptr_array_index (pending, i))->records->len;
  return used >= TOGUZ_CLASS_RESULTS_MAX_ATTEMPTS
           ? 0
           : TOGUZ_CLASS_RESULTS_MAX_ATTEMPTS - used;
}

static void
commit_rows (ToguzClassResults *self, FileRows *rows)
{
  for (guint i = 0; i < rows->records->len; i++)
    {
      AttemptRecord *record = g_new (AttemptRecord, 1);

      *record = g_array_index (rows->records, AttemptRecord, i);
      record->sequence = self->n_rows++;
      if (g_hash_table_contains (self->seen, record))
        {
          self->n_duplicates++;
          g_free (record);
          continue;
        }
      g_hash_table_add (self->seen, record);
      g_ptr_array_add (self->records, record);
    }
  g_ptr_array_add (self->chunks, g_steal_pointer (&rows->strings));
  self->n_files++;
}

gboolean
toguz_class_results_add_csv (ToguzClassResults *self, const char *name,
                             const char *text, gsize length, GError **error)
{
  FileRows *rows;

  g_return_val_if_fail (TOGUZ_IS_CLASS_RESULTS (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);
  g_return_val_if_fail (text != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  rows = read_rows (name, text ? text : "", length, rows_left (self, NULL),
                    error);
  if (rows == NULL)
    return FALSE;
  commit_rows (self, rows);
  file_rows_free (rows);
  rebuild_grid (self);
  return TRUE;
}

static gboolean
read_file (ToguzClassResults *self, const char *path, GPtrArray *pending,
           GError **error)
{
  g_autofree char *text = NULL;
  g_autofree char *name = g_filename_display_name (path);
  gsize length;
  FileRows *rows;

  if (!toguz_file_read_regular (path, TOGUZ_CLASS_RESULTS_MAX_FILE_BYTES,
                                &text, &length, error))
    return FALSE;
  rows = read_rows (name, text, length, rows_left (self, pending), error);
  if (rows == NULL)
    return FALSE;
  g_ptr_array_add (pending, rows);
  return TRUE;
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static gboolean
is_csv_name (const char *name)
{
  size_t length = strlen (name);

  return length > 4 && name[0] != '.'
         && g_ascii_strcasecmp (name + length - 4, ".csv") == 0;
}

/* Every *.csv in the folder, in name order. */
static gboolean
read_folder (ToguzClassResults *self, const char *path, GPtrArray *pending,
             GError **error)
{
  g_autoptr (GDir) dir = NULL;
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *entry;

  dir = g_dir_open (path, 0, error);
  if (dir == NULL)
    return FALSE;
  while ((entry = g_dir_read_name (dir)))
    {
      g_autofree char *child = NULL;

      if (!is_csv_name (entry))
        continue;
      child = g_build_filename (path, entry, NULL);
      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        continue;
      if (names->len >= TOGUZ_CLASS_RESULTS_MAX_FILES)
        {
          g_autofree char *name = g_filename_display_name (path);

          g_set_error (error, TOGUZ_CLASS_RESULTS_ERROR,
                       TOGUZ_CLASS_RESULTS_ERROR_TOO_LARGE,
                       _("%s: more than %u CSV files in the folder"), name,
                       (unsigned) TOGUZ_CLASS_RESULTS_MAX_FILES);
          return FALSE;
        }
      g_ptr_array_add (names, g_steal_pointer (&child));
    }
  if (names->len == 0)
    {
      g_autofree char *name = g_filename_display_name (path);

      g_set_error (error, TOGUZ_CLASS_RESULTS_ERROR,
                   TOGUZ_CLASS_RESULTS_ERROR_NO_FILES,
                   _("%s: no .csv file in this folder"), name);
      return FALSE;
    }
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    if (!read_file (self, g_ptr_array_index (names, i), pending, error))
      return FALSE;
  return TRUE;
}

gboolean
toguz_class_results_add_path (ToguzClassResults *self, const char *path,
                              GError **error)
{
  g_autoptr (GPtrArray) pending
    = g_ptr_array_new_with_free_func (file_rows_free);
  gboolean ok;

  g_return_val_if_fail (TOGUZ_IS_CLASS_RESULTS (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    ok = read_folder (self, path, pending, error);
  else
    ok = read_file (self, path, pending, error);
  if (!ok)
    return FALSE;
  for (guint i = 0; i < pending->len; i++)
    commit_rows (self, g_ptr_array_index (pending, i));
  rebuild_grid (self);
  return TRUE;
}

static void
load_in_thread (GTask *task, gpointer source, gpointer data,
                GCancellable *cancellable)
{
  const char *const *paths = data;
  g_autoptr (ToguzClassResults) self = toguz_class_results_new ();
  GError *error = NULL;

  for (guint i = 0; paths[i]; i++)
    {
      if (g_task_return_error_if_cancelled (task))
        return;
      if (!toguz_class_results_add_path (self, paths[i], &error))
        {
          g_task_return_error (task, error);
          return;
        }
    }
  g_task_return_pointer (task, g_steal_pointer (&self), g_object_unref);
}

void
toguz_class_results_load_async (const char *const *paths,
                                GCancellable *cancellable,
                                GAsyncReadyCallback callback,
                                gpointer user_data)
{
  g_autoptr (GTask) task = NULL;

  g_return_if_fail (paths != NULL);

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, toguz_class_results_load_async);
  g_task_set_task_data (task, g_strdupv ((char **) paths),
                        (GDestroyNotify) g_strfreev);
  g_task_run_in_thread (task, load_in_thread);
}

ToguzClassResults *
toguz_class_results_load_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

/* What was read. */

guint
toguz_class_results_get_n_files (ToguzClassResults *self)
{
  g_return_val_if_fail (TOGUZ_IS_CLASS_RESULTS (self), 0);
  return self->n_files;
}

guint
toguz_class_results_get_n_rows (ToguzClassResults *self)
{
  g_return_val_if_fail (TOGUZ_IS_CLASS_RESULTS (self), 0);
  return self->n_rows;
}

guint
toguz_class_results_get_n_duplicates (ToguzClassResults *self)
{
  g_return_val_if_fail (TOGUZ_IS_CLASS_RESULTS (self), 0);
  return self->n_duplicates;
}

guint
toguz_class_results_get_n_attempts (ToguzClassResults *self)
{
  g_return_val_if_fail (TOGUZ_IS_CLASS_RESULTS (self), 0);
  return self->records->len;
}

const ToguzAttempt *
toguz_class_results_get_attempt (ToguzClassResults *self, guint index)
{
  g_return_val_if_fail (TOGUZ_IS_CLASS_RESULTS (self), NULL);
  g_return_val_if_fail (index < self->records->len, NULL);
  return &((AttemptRecord *) g_ptr_array_index (self->records,
                                                index))->attempt;
}

const char *
toguz_class_results_get_first_time (ToguzClassResults *self)
{
  g_return_val_if_fail (TOGUZ_IS_CLASS_RESULTS (self), "");
  for (guint i = 0; i < self->records->len; i++)
    {
      const AttemptRecord *record = g_ptr_array_index (self->records, i);

      if (record->unix_time != G_MININT64)
        return record->attempt.time;
    }
  return "";
}

const char *
toguz_class_results_get_last_time (ToguzClassResults *self)
{
  const AttemptRecord *last;

  g_return_val_if_fail (TOGUZ_IS_CLASS_RESULTS (self), "");
  if (self->records->len == 0)
    return "";
  last = g_ptr_array_index (self->records, self->records->len - 1);
  return last->unix_time != G_MININT64 ? last->attempt.time : "";
}

char *
toguz_class_results_dup_csv (ToguzClassResults *self)
{
  GString *csv;

  g_return_val_if_fail (TOGUZ_IS_CLASS_RESULTS (self), NULL);

  csv = g_string_sized_new (64 + 96 * self->records->len);
  toguz_class_results_append_header (csv);
  for (guint i = 0; i < self->records->len; i++)
    toguz_class_results_append_row (
      csv, &((AttemptRecord *) g_ptr_array_index (self->records,
                                                  i))->attempt);
  return g_string_free (csv, FALSE);
}

gboolean
toguz_class_results_save_csv (ToguzClassResults *self, const char *path,
                              GError **error)
{
  g_autofree char *csv = NULL;

  g_return_val_if_fail (TOGUZ_IS_CLASS_RESULTS (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  csv = toguz_class_results_dup_csv (self);
  return g_file_set_contents_full (path, csv, -1,
                                   G_FILE_SET_CONTENTS_CONSISTENT, 0666,
                                   error);
}

/* The grid. */

guint
toguz_class_results_get_n_learners (ToguzClassResults *self)
{
  g_return_val_if_fail (TOGUZ_IS_CLASS_RESULTS (self), 0);
  return self->learners->len;
}

const char *
toguz_class_results_get_learner (ToguzClassResults *self, guint learner)
{
  g_return_val_if_fail (TOGUZ_IS_CLASS_RESULTS (self), NULL);
  g_return_val_if_fail (learner < self->learners->len, NULL);
  return g_ptr_array_index (self->learners, learner);
}

guint
toguz_class_results_get_learner_n_tried (ToguzClassResults *self,
                                         guint learner)
{
  g_return_val_if_fail (TOGUZ_IS_CLASS_RESULTS (self), 0);
  g_return_val_if_fail (learner < self->learners->len, 0);
  return g_array_index (self->learner_tried, guint, learner);
}

guint
toguz_class_results_get_learner_n_solved (ToguzClassResults *self,
                                          guint learner)
{
  g_return_val_if_fail (TOGUZ_IS_CLASS_RESULTS (self), 0);
  g_return_val_if_fail (learner < self->learners->len, 0);
  return g_array_index (self->learner_solved, guint, learner);
}

guint
toguz_class_results_get_n_sets (ToguzClassResults *self)
{
  g_return_val_if_fail (TOGUZ_IS_CLASS_RESULTS (self), 0);
  return self->sets->len;
}

const ToguzClassSet *
toguz_class_results_get_set (ToguzClassResults *self, guint set)
{
  g_return_val_if_fail (TOGUZ_IS_CLASS_RESULTS (self), NULL);
  g_return_val_if_fail (set < self->sets->len, NULL);
  return &g_array_index (self->sets, ToguzClassSet, set);
}

guint
toguz_class_results_get_n_tasks (ToguzClassResults *self)
{
  g_return_val_if_fail (TOGUZ_IS_CLASS_RESULTS (self), 0);
  return self->tasks->len;
}

const ToguzClassTask *
toguz_class_results_get_task (ToguzClassResults *self, guint task)
{
  g_return_val_if_fail (TOGUZ_IS_CLASS_RESULTS (self), NULL);
  g_return_val_if_fail (task < self->tasks->len, NULL);
  return &g_array_index (self->tasks, ToguzClassTask, task);
}

const ToguzClassCell *
toguz_class_results_get_cell (ToguzClassResults *self, guint learner,
                              guint task)
{
  guint low = 0, high;

  g_return_val_if_fail (TOGUZ_IS_CLASS_RESULTS (self), &empty_cell);
  g_return_val_if_fail (learner < self->learners->len, &empty_cell);
  g_return_val_if_fail (task < self->tasks->len, &empty_cell);

  high = self->cells->len;
  while (low < high)
    {
      guint middle = low + (high - low) / 2;
      const CellEntry *entry = &g_array_index (self->cells, CellEntry,
                                               middle);

      if (entry->learner == learner && entry->task == task)
        return &entry->cell;
      if (entry->learner < learner
          || (entry->learner == learner && entry->task < task))
        low = middle + 1;
      else
        high = middle;
    }
  return &empty_cell;
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
