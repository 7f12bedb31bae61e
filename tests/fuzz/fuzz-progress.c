/* fuzz-progress.c: any bytes as the learner's progress file
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A file that is no progress file is refused, kept aside byte for byte,
 * and the record starts empty.  One that is read keeps, saved and read
 * again, everything the tutor showed of it: every task's stars and hints,
 * failures, counts, positions, the attempts and their export, the
 * puzzle rating and its history.  Every count is in its range, also after
 * the tutor adds to a count the file set at its end; every rating is a
 * number within its bounds, also after an attempt is rated.
 */
#include <glib.h>
#include <stdint.h>
#include <string.h>

#include "fuzz-progress-file.h"
#include "tutor-progress-rating.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

#define FORMAT_GROUP "Toguz Tutor"

static int
compare_names (gconstpointer a, gconstpointer b, gpointer data)
{
  return strcmp (a, b);
}

/* The groups and keys of a file, to ask the progress about: it has no
 * list of them. */
static void
add_names (GTree *names, const char *file_path)
{
  g_autoptr (GKeyFile) keys = g_key_file_new ();
  g_auto (GStrv) groups = NULL;

  if (!g_key_file_load_from_file (keys, file_path, G_KEY_FILE_KEEP_COMMENTS,
                                  NULL))
    return;
  groups = g_key_file_get_groups (keys, NULL);
  for (guint i = 0; groups[i]; i++)
    {
      g_auto (GStrv) group_keys = g_key_file_get_keys (keys, groups[i], NULL,
                                                       NULL);
      GTree *set = g_tree_lookup (names, groups[i]);

      /* Attempts show in the export; the format group is the file's. */
      if (g_str_has_prefix (groups[i], "Attempt ")
          || strcmp (groups[i], FORMAT_GROUP) == 0)
        continue;
      if (set == NULL)
        {
          set = g_tree_new_full (compare_names, NULL, g_free,
                                 NULL);
          g_tree_insert (names, g_strdup (groups[i]), set);
        }
      for (guint k = 0; group_keys && group_keys[k]; k++)
        g_tree_insert (set, g_strdup (group_keys[k]), NULL);
    }
}

static GTree *
names_new (void)
{
  return g_tree_new_full (compare_names, NULL, g_free,
                          (GDestroyNotify) g_tree_unref);
}

typedef struct
{
  TutorProgress *progress;
  const char *set;
  GString *out;
} Snapshot;

static gboolean
snapshot_key (gpointer key, gpointer value, gpointer data)
{
  Snapshot *snapshot = data;
  const char *name = key;

  g_string_append (snapshot->out, name);
  /* A task's keys are read as the task's; the rest are counts. */
  if (!g_str_has_suffix (name, ".stars") && !g_str_has_suffix (name, ".hints")
      && !g_str_has_suffix (name, ".failed"))
    {
      int number = tutor_progress_get_number (snapshot->progress,
                                              snapshot->set, name);

      if (number < 0)
        abort ();
      g_string_append_printf (snapshot->out, "=%d", number);
    }
  if (g_str_has_suffix (name, ".stars"))
    {
      g_autofree char *task = g_strndup (name, strlen (name) - 6);
      int stars = -1, hints = -1;

      if (!tutor_progress_get_task (snapshot->progress, snapshot->set, task,
                                    &stars, &hints)
          || stars < 0 || stars > 3 || hints < 0)
        abort ();
      g_string_append_printf (snapshot->out, " solved:%d,%d", stars, hints);
    }
  if (g_str_has_suffix (name, ".failed"))
    {
      g_autofree char *task = g_strndup (name, strlen (name) - 7);

      g_string_append_printf (
        snapshot->out, " failed:%d",
        tutor_progress_get_failed (snapshot->progress, snapshot->set, task));
    }
  g_string_append_c (snapshot->out, '\n');
  return FALSE;
}

static gboolean
snapshot_set (gpointer key, gpointer value, gpointer data)
{
  Snapshot *snapshot = data;
  guint solved, stars;

  snapshot->set = key;
  solved = tutor_progress_count_solved (snapshot->progress, key);
  stars = tutor_progress_count_stars (snapshot->progress, key);
  if (stars > 3 * solved)
    abort ();
  g_string_append_printf (snapshot->out, "[%s] %u %u %u\n", (char *) key,
                          solved, stars,
                          tutor_progress_get_position (snapshot->progress,
                                                       key));
  g_tree_foreach (value, snapshot_key, snapshot);
  return FALSE;
}

static gboolean
rating_bounded (const TutorGlicko *rating)
{
  return rating->rating >= TUTOR_GLICKO_MIN_RATING
         && rating->rating <= TUTOR_GLICKO_MAX_RATING
         && rating->deviation >= TUTOR_GLICKO_MIN_DEVIATION
         && rating->deviation <= TUTOR_GLICKO_MAX_DEVIATION
         && rating->volatility >= TUTOR_GLICKO_MIN_VOLATILITY
         && rating->volatility <= TUTOR_GLICKO_MAX_VOLATILITY;
}

/* The learner's rating and its history, as the trainer shows them. */
static void
snapshot_rating (TutorProgress *progress, GString *out)
{
  TutorGlicko rating = tutor_progress_get_rating (progress);
  g_autoptr (GArray) history = tutor_progress_dup_rating_history (progress);

  /* NaN fails every comparison. */
  if (!rating_bounded (&rating)
      || history->len > TUTOR_PROGRESS_HISTORY_MAX)
    abort ();
  g_string_append_printf (out, "rating %.2f %.2f %.6f %u:", rating.rating,
                          rating.deviation, rating.volatility,
                          tutor_progress_count_rated (progress));
  for (guint i = 0; i < history->len; i++)
    {
      const TutorRatingPoint *point = &g_array_index (history,
                                                      TutorRatingPoint, i);

      if (!(point->rating >= TUTOR_GLICKO_MIN_RATING
            && point->rating <= TUTOR_GLICKO_MAX_RATING))
        abort ();
      g_string_append_printf (out, " %" G_GINT64_FORMAT ",%.2f", point->time,
                              point->rating);
    }
  g_string_append_c (out, '\n');
}

/* Everything the tutor shows of the sets `names` holds, and the export. */
static char *
snapshot (TutorProgress *progress, GTree *names)
{
  Snapshot snapshot = { progress, NULL, g_string_new (NULL) };
  g_autofree char *csv = tutor_progress_dup_attempts_csv (progress, "L");

  g_tree_foreach (names, snapshot_set, &snapshot);
  snapshot_rating (progress, snapshot.out);
  g_string_append_printf (snapshot.out, "attempts %u\n%s",
                          tutor_progress_count_attempts (progress), csv);
  return g_string_free (snapshot.out, FALSE);
}

/* Saved (merged with the file as it is on disk) and read again: the
 * same, and read as a progress file. */
static void
round_trip (TutorProgress *progress, const char *path, GTree *names)
{
  g_autoptr (TutorProgress) again = NULL;
  g_autofree char *before = NULL, *after = NULL, *problem = NULL;

  /* A change of our own, or there is nothing to save. */
  tutor_progress_set_number (
    progress, "fuzz-saved", "flip",
    tutor_progress_get_number (progress, "fuzz-saved", "flip") == 1 ? 2 : 1);
  fuzz_progress_wait (progress);
  if (!tutor_progress_save (progress, NULL))
    abort ();
  add_names (names, path);
  before = snapshot (progress, names);
  again = fuzz_progress_load (path);
  problem = tutor_progress_take_load_problem (again);
  if (problem != NULL)
    abort ();
  after = snapshot (again, names);
  if (strcmp (before, after) != 0)
    {
      if (g_getenv ("FUZZ_DEBUG"))
        {
          g_autofree char *file = NULL;
          g_file_get_contents (path, &file, NULL, NULL);
          g_printerr ("before:\n%s\nafter:\n%s\nfile:\n%s\n", before,
                      after, file);
        }
      abort ();
    }
}

/* A file refused is kept as it was, beside the new record. */
static void
check_kept_aside (const char *path, const uint8_t *data, size_t size)
{
  g_autofree char *dir_path = g_path_get_dirname (path);
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  gboolean kept = FALSE;

  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *file = g_build_filename (dir_path, name, NULL);
      g_autofree char *contents = NULL;
      gsize length;

      if (strstr (name, ".broken-")
          && g_file_get_contents (file, &contents, &length, NULL)
          && length == size && memcmp (contents, data, size) == 0)
        kept = TRUE;
    }
  if (!kept)
    abort ();
}

/* The tutor adds to what the file holds: counts stay in range. */
static void
add_to (TutorProgress *progress, GTree *names)
{
  g_autoptr (GPtrArray) answers = g_ptr_array_new ();
  g_autofree char *set = NULL;
  GTreeNode *node;
  guint attempts = tutor_progress_count_attempts (progress);
  TutorAttempt attempt = { NULL, "Fuzz", "fuzz", answers, G_MAXINT, FALSE,
                           3, G_MAXUINT64 };
  int stars = -1, hints = -1;

  /* The first set the file has, or one of our own. */
  node = g_tree_node_first (names);
  set = g_strdup (node ? g_tree_node_key (node) : "fuzz");
  attempt.set_id = set;

  tutor_progress_record_task (progress, set, "fuzz", 3, G_MAXINT);
  if (!tutor_progress_get_task (progress, set, "fuzz", &stars, &hints)
      || stars != 3 || hints != G_MAXINT)
    abort ();
  tutor_progress_record_failure (progress, set, "fuzz-failed");
  if (!tutor_progress_get_failed (progress, set, "fuzz-failed"))
    abort ();
  tutor_progress_set_number (progress, set, "fuzz-number", G_MAXINT);
  if (tutor_progress_get_number (progress, set, "fuzz-number") != G_MAXINT)
    abort ();
  g_ptr_array_add (answers, (gpointer) "9");
  tutor_progress_record_attempt (progress, &attempt);
  if (tutor_progress_count_attempts (progress)
      != MIN ((guint64) attempts + 1, G_MAXINT))
    abort ();
  /* An attempt rated from what the file held: numbers again, and once. */
  {
    TutorGlicko puzzle = tutor_glicko_new_puzzle (0, 3);
    TutorGlicko rating;
    gboolean first = !tutor_progress_is_rated (progress, set, "fuzz-rated");

    if (tutor_progress_rate_puzzle (progress, set, "fuzz-rated", &puzzle,
                                    TRUE, NULL)
        != first)
      abort ();
    rating = tutor_progress_get_rating (progress);
    if (!rating_bounded (&rating)
        || !tutor_progress_is_rated (progress, set, "fuzz-rated")
        || !tutor_progress_get_puzzle_rating (progress, set, "fuzz-rated",
                                              &puzzle)
        || !rating_bounded (&puzzle))
      abort ();
  }
  fuzz_progress_wait (progress);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  const char *path = fuzz_progress_write (data, size);
  g_autoptr (TutorProgress) progress = fuzz_progress_load (path);
  g_autoptr (GTree) names = names_new ();
  g_autofree char *problem = tutor_progress_take_load_problem (progress);

  if (problem != NULL)
    {
      g_autofree char *csv = tutor_progress_dup_attempts_csv (progress, "");

      if (!g_utf8_validate (problem, -1, NULL))
        abort ();
      check_kept_aside (path, data, size);
      if (tutor_progress_count_attempts (progress) != 0
          || strchr (csv, '\n') != csv + strlen (csv) - 1)
        abort ();
    }
  else
    add_names (names, path);

  round_trip (progress, path, names);
  add_to (progress, names);
  round_trip (progress, path, names);
  return 0;
}
