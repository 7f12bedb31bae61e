/* toguz-class-results.c: a class's attempts, merged from the tutors' CSVs
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rows of every file are kept (each file's strings in a chunk of its
 * own), exact duplicates dropped as they come; after every add the
 * attempts are sorted and the grid is worked out again from them
 * (toguz-class-results-grid.c), so the grid never depends on the order
 * the files came in.  The CSV itself is read and written in
 * toguz-class-results-csv.c.
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "toguz-class-results-private.h"
#include "toguz-file.h"

G_DEFINE_QUARK (toguz-class-results-error-quark, toguz_class_results_error)

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
int
toguz_class_results_compare_records (gconstpointer pa, gconstpointer pb)
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
  toguz_class_results_rebuild_grid (self);
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
  toguz_class_results_rebuild_grid (self);
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
