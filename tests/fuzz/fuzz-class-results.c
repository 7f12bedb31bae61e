/* fuzz-class-results.c: any bytes as a class results CSV
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The teacher's merge reads files from many computers.  Whatever the
 * bytes, reading either fails with "NAME:LINE: ..." or "NAME: ..." and
 * adds nothing, or succeeds with a grid that adds up: every cell's
 * learner and task counted in its task's and learner's totals, rates in
 * 0..1, the most missed in order; and the merged CSV reads back as the
 * same attempts, none of them a duplicate.
 */
#include <glib.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "toguz-class-results.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
check_grid (ToguzClassResults *results)
{
  guint n_learners = toguz_class_results_get_n_learners (results);
  guint n_tasks = toguz_class_results_get_n_tasks (results);
  guint attempts = 0, first_task = 0;
  g_autoptr (GArray) missed = NULL;

  for (guint s = 0; s < toguz_class_results_get_n_sets (results); s++)
    {
      const ToguzClassSet *set = toguz_class_results_get_set (results, s);

      if (set->first_task != first_task || set->n_tasks == 0)
        abort ();
      first_task += set->n_tasks;
    }
  if (first_task != n_tasks)
    abort ();
  /* Too slow past a few thousand cells: the reader is what is fuzzed. */
  if ((guint64) n_learners * n_tasks > 100000)
    return;
  for (guint t = 0; t < n_tasks; t++)
    {
      const ToguzClassTask *task = toguz_class_results_get_task (results, t);
      guint tried = 0, solved = 0;

      for (guint l = 0; l < n_learners; l++)
        {
          const ToguzClassCell *cell
            = toguz_class_results_get_cell (results, l, t);

          if (cell->n_attempts == 0 && (cell->solved || cell->best_stars))
            abort ();
          if (cell->best_stars > 3)
            abort ();
          tried += cell->n_attempts > 0;
          solved += cell->solved;
          attempts += cell->n_attempts;
        }
      if (tried != task->learners_tried || solved != task->learners_solved
          || tried == 0 || task->success_rate < 0 || task->success_rate > 1)
        abort ();
    }
  if (attempts != toguz_class_results_get_n_attempts (results))
    abort ();
  missed = toguz_class_results_get_most_missed (results, 0);
  for (guint i = 1; i < missed->len; i++)
    if (toguz_class_results_get_task (results,
                                      g_array_index (missed, guint, i - 1))
          ->success_rate
        > toguz_class_results_get_task (results,
                                        g_array_index (missed, guint, i))
            ->success_rate)
      abort ();
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (ToguzClassResults) results = toguz_class_results_new ();
  g_autoptr (ToguzClassResults) again = toguz_class_results_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *csv = NULL, *csv_again = NULL;

  if (!toguz_class_results_add_csv (results, "fuzz.csv",
                                    (const char *) data, size, &error))
    {
      if (error == NULL || !g_str_has_prefix (error->message, "fuzz.csv:")
          || toguz_class_results_get_n_files (results) != 0
          || toguz_class_results_get_n_rows (results) != 0)
        abort ();
      return 0;
    }
  if (toguz_class_results_get_n_attempts (results)
        + toguz_class_results_get_n_duplicates (results)
      != toguz_class_results_get_n_rows (results))
    abort ();
  check_grid (results);

  csv = toguz_class_results_dup_csv (results);
  if (!toguz_class_results_add_csv (again, "merged.csv", csv, strlen (csv),
                                    &error))
    abort ();
  if (toguz_class_results_get_n_duplicates (again) != 0
      || toguz_class_results_get_n_attempts (again)
           != toguz_class_results_get_n_attempts (results))
    abort ();
  csv_again = toguz_class_results_dup_csv (again);
  if (strcmp (csv, csv_again) != 0)
    abort ();
  return 0;
}
