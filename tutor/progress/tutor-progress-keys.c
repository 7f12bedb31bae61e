/* tutor-progress-keys.c: the progress file's keys, merged and exported
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "toguz-class-results.h"
#include "tutor-progress-keys.h"
#include "tutor-rating-keys.h"

char *
tutor_progress_keys_name (const char *task_id, const char *suffix)
{
  return g_strconcat (task_id, suffix, NULL);
}

/* A counter as the file holds it, saturated to 0..max: a hand-edited or
 * hostile file neither wraps a sum nor sends a loop to the billions. */
gint64
tutor_progress_keys_count (GKeyFile *keys, const char *group,
                           const char *name, gint64 max)
{
  g_autofree char *text = g_key_file_get_value (keys, group, name, NULL);
  char *end;
  gint64 value;

  if (text == NULL)
    return 0;
  g_strstrip (text);
  /* Out of range, strtoll gives G_MININT64 or G_MAXINT64: saturated. */
  value = g_ascii_strtoll (text, &end, 10);
  if (end == text || *end != '\0')
    return 0;
  return CLAMP (value, 0, max);
}

static int
compare_numbers (gconstpointer a, gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return (x > y) - (x < y);
}

/* The attempts a file holds, in order, up to `max`: found among its
 * groups, not by counting up to the counter, which a hostile file sets to
 * billions.  A group with no keys is no attempt: a save does not keep
 * it, so it was in the class results only until the next save. */
static gboolean
has_keys (GKeyFile *keys, const char *group)
{
  gsize n = 0;
  g_auto (GStrv) names = g_key_file_get_keys (keys, group, &n, NULL);

  return n > 0;
}

static GArray *
list_attempts (GKeyFile *keys, guint max)
{
  g_auto (GStrv) groups = g_key_file_get_groups (keys, NULL);
  GArray *numbers = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; groups[i]; i++)
    {
      guint64 number;
      g_autofree char *group = NULL;

      if (!g_str_has_prefix (groups[i], "Attempt ")
          || !g_ascii_string_to_unsigned (groups[i] + strlen ("Attempt "), 10,
                                          1, max, &number, NULL))
        continue;
      /* "Attempt 01" is not the group of the first. */
      group = g_strdup_printf (ATTEMPT_GROUP, (guint) number);
      if (strcmp (group, groups[i]) == 0 && has_keys (keys, groups[i]))
        g_array_append_val (numbers, (guint) { number });
    }
  g_array_sort (numbers, compare_numbers);
  return numbers;
}

static gboolean
is_attempt_group (const char *group)
{
  return g_str_has_prefix (group, "Attempt ");
}

guint
tutor_progress_keys_count_attempts (GKeyFile *keys)
{
  g_autoptr (GArray) numbers = list_attempts (keys, G_MAXINT);
  gint64 counter = tutor_progress_keys_count (keys, FORMAT_GROUP,
                                              ATTEMPTS_KEY, G_MAXINT);
  guint last = numbers->len ? g_array_index (numbers, guint, numbers->len - 1)
                            : 0;

  return (guint) MAX (counter, (gint64) last);
}

static int
compare_strings (const void *a, const void *b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* An attempt as its keys and values: the same attempt read back from the
 * file is not added twice.  A key the file gives twice is one key (the
 * saved file has it once), and the order of the keys does not count. */
static char *
attempt_identity (GKeyFile *keys, const char *group)
{
  g_auto (GStrv) names = g_key_file_get_keys (keys, group, NULL, NULL);
  GString *identity = g_string_new (NULL);

  if (names)
    qsort (names, g_strv_length (names), sizeof (char *), compare_strings);
  for (guint i = 0; names && names[i]; i++)
    {
      g_autofree char *value = NULL;

      if (i > 0 && strcmp (names[i], names[i - 1]) == 0)
        continue;
      value = g_key_file_get_value (keys, group, names[i], NULL);
      g_string_append_printf (identity, "%s=%s\n", names[i],
                              value ? value : "");
    }
  return g_string_free (identity, FALSE);
}

static void
copy_group (GKeyFile *into, const char *into_group, GKeyFile *from,
            const char *from_group)
{
  g_auto (GStrv) names = g_key_file_get_keys (from, from_group, NULL, NULL);

  for (guint i = 0; names && names[i]; i++)
    {
      g_autofree char *value = g_key_file_get_value (from, from_group,
                                                     names[i], NULL);

      if (value)
        g_key_file_set_value (into, into_group, names[i], value);
    }
}

/* One set's keys of theirs merged into ours, as
 * tutor_progress_keys_merge () says; whether they held anything new. */
static gboolean
merge_set_group (GKeyFile *ours, const char *our_group, GKeyFile *theirs,
                 const char *their_group)
{
  g_auto (GStrv) names = NULL;
  gboolean news = FALSE;

  names = g_key_file_get_keys (theirs, their_group, NULL, NULL);
  for (guint j = 0; names && names[j]; j++)
    {
      const char *name = names[j];

      /* Rated once is rated for good. */
      if (g_str_has_suffix (name, RATED))
        {
          if (g_key_file_get_boolean (theirs, their_group, name, NULL)
              && !g_key_file_get_boolean (ours, our_group, name, NULL))
            {
              g_key_file_set_boolean (ours, our_group, name, TRUE);
              news = TRUE;
            }
        }
      else if (g_str_has_suffix (name, FAILED))
        {
          g_autofree char *task
            = g_strndup (name, strlen (name) - strlen (FAILED));
          g_autofree char *stars = tutor_progress_keys_name (task, STARS);

          if (g_key_file_get_boolean (theirs, their_group, name, NULL)
              && !g_key_file_has_key (ours, our_group, stars, NULL)
              && !g_key_file_get_boolean (ours, our_group, name, NULL))
            {
              g_key_file_set_boolean (ours, our_group, name, TRUE);
              news = TRUE;
            }
        }
      else
        {
          gint64 max = g_str_has_suffix (name, STARS) ? 3 : G_MAXINT;
          gint64 theirs_count
            = tutor_progress_keys_count (theirs, their_group, name, max);
          gboolean have = g_key_file_has_key (ours, our_group, name,
                                              NULL);

          if (have && strcmp (name, POSITION_KEY) == 0)
            continue;
          if (!have
              || theirs_count > tutor_progress_keys_count (ours, our_group,
                                                           name, max))
            {
              g_key_file_set_int64 (ours, our_group, name, theirs_count);
              news = TRUE;
            }
        }
    }
  return news;
}

/* What another instance wrote, merged into ours, key by key: a task solved
 * stays solved with the best stars, the larger count wins (hints, the
 * best streak), a failure stays unless we solved the task since, and the
 * attempts of both are kept, theirs first.  The step a lesson was left
 * at is ours once we have one: it is where this learner's window is, and
 * a lesson finished goes back to its start.  A puzzle rated stays rated;
 * the ratings merge as tutor_rating_keys_merge() says.  Returns whether
 * theirs held anything ours did not. */
gboolean
tutor_progress_keys_merge (GKeyFile *ours, GKeyFile *theirs)
{
  g_auto (GStrv) groups = NULL;
  g_autoptr (GArray) their_attempts = NULL;
  g_autoptr (GArray) our_attempts = list_attempts (ours, G_MAXINT);
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash,
                                                       g_str_equal, g_free,
                                                       NULL);
  g_autoptr (GKeyFile) attempts = g_key_file_new ();
  g_autoptr (GHashTable) kept = g_hash_table_new (g_str_hash, g_str_equal);
  g_auto (GStrv) our_groups = NULL;
  g_auto (GStrv) attempt_groups = NULL;
  g_autoptr (GHashTable) ours_seen = g_hash_table_new_full (g_str_hash,
                                                            g_str_equal,
                                                            g_free, NULL);
  gboolean news = FALSE;
  gint64 top;

  /* A file an older tutor wrote. */
  tutor_progress_keys_migrate (theirs);
  groups = g_key_file_get_groups (theirs, NULL);
  their_attempts = list_attempts (theirs, G_MAXINT);
  for (guint i = 0; groups[i]; i++)
    if (!is_attempt_group (groups[i])
        && strcmp (groups[i], FORMAT_GROUP) != 0
        && !tutor_rating_keys_is_group (groups[i]))
      news |= merge_set_group (ours, groups[i], theirs, groups[i]);

  news |= tutor_rating_keys_merge (ours, theirs);

  /* Theirs keep their numbers; ours that the file lacks follow, as
   * tutor_progress_record_attempt () numbers them. */
  for (guint i = 0; i < our_attempts->len; i++)
    {
      g_autofree char *group
        = g_strdup_printf (ATTEMPT_GROUP, g_array_index (our_attempts, guint,
                                                         i));

      g_hash_table_add (ours_seen, attempt_identity (ours, group));
    }
  top = tutor_progress_keys_count (theirs, FORMAT_GROUP, ATTEMPTS_KEY,
                                   G_MAXINT);
  for (guint i = 0; i < their_attempts->len; i++)
    {
      guint number = g_array_index (their_attempts, guint, i);
      g_autofree char *group = g_strdup_printf (ATTEMPT_GROUP, number);
      char *identity = attempt_identity (theirs, group);

      news |= !g_hash_table_contains (ours_seen, identity);
      g_hash_table_add (seen, identity);
      copy_group (attempts, group, theirs, group);
      top = MAX (top, number);
    }
  for (guint i = 0; i < our_attempts->len; i++)
    {
      g_autofree char *group
        = g_strdup_printf (ATTEMPT_GROUP, g_array_index (our_attempts, guint,
                                                         i));
      g_autofree char *identity = attempt_identity (ours, group);
      g_autofree char *into = NULL;

      if (g_hash_table_contains (seen, identity))
        continue;
      top = MIN (top, G_MAXINT - 1) + 1;
      into = g_strdup_printf (ATTEMPT_GROUP, (guint) top);
      g_key_file_remove_group (attempts, into, NULL);
      copy_group (attempts, into, ours, group);
    }
  top = MAX (top, tutor_progress_keys_count (ours, FORMAT_GROUP,
                                             ATTEMPTS_KEY, G_MAXINT));
  /* Ours become the merged attempts.  GKeyFile finds a group to remove by
   * walking its list from the newest: an attempt kept as it is stays, and
   * the others go newest first, or a save took minutes with many
   * attempts. */
  our_groups = g_key_file_get_groups (ours, NULL);
  for (guint i = g_strv_length (our_groups); i-- > 0;)
    {
      g_autofree char *ours_identity = NULL, *merged_identity = NULL;

      if (!is_attempt_group (our_groups[i]))
        continue;
      if (g_key_file_has_group (attempts, our_groups[i]))
        {
          ours_identity = attempt_identity (ours, our_groups[i]);
          merged_identity = attempt_identity (attempts, our_groups[i]);
          if (strcmp (ours_identity, merged_identity) == 0)
            {
              g_hash_table_add (kept, our_groups[i]);
              continue;
            }
        }
      g_key_file_remove_group (ours, our_groups[i], NULL);
    }
  attempt_groups = g_key_file_get_groups (attempts, NULL);
  for (guint i = 0; attempt_groups[i]; i++)
    if (!g_hash_table_contains (kept, attempt_groups[i]))
      copy_group (ours, attempt_groups[i], attempts, attempt_groups[i]);
  g_key_file_set_int64 (ours, FORMAT_GROUP, ATTEMPTS_KEY, top);
  return news;
}

/* Until a set was known by its id alone, a file the learner opened kept
 * its progress apart, under "file-", ten hex digits of a digest of its
 * path, "-" and its id: the id, or NULL for any other name. */
static const char *
id_of_path_key (const char *name)
{
  const gsize prefix = strlen ("file-"), digits = 10;

  if (!g_str_has_prefix (name, "file-") || strlen (name) <= prefix + digits + 1
      || name[prefix + digits] != '-')
    return NULL;
  for (gsize i = prefix; i < prefix + digits; i++)
    if (!g_ascii_isdigit (name[i]) && (name[i] < 'a' || name[i] > 'f'))
      return NULL;
  return name + prefix + digits + 1;
}

static void
migrate_puzzle_ratings (GKeyFile *keys)
{
  g_auto (GStrv) names = g_key_file_get_keys (keys, PUZZLE_RATINGS_GROUP,
                                              NULL, NULL);

  for (guint i = 0; names && names[i]; i++)
    {
      const char *puzzle = id_of_path_key (names[i]);
      g_autofree char *value = NULL;

      if (puzzle == NULL)
        continue;
      value = g_key_file_get_value (keys, PUZZLE_RATINGS_GROUP, names[i],
                                    NULL);
      if (value && !g_key_file_has_key (keys, PUZZLE_RATINGS_GROUP, puzzle,
                                        NULL))
        g_key_file_set_value (keys, PUZZLE_RATINGS_GROUP, puzzle, value);
      g_key_file_remove_key (keys, PUZZLE_RATINGS_GROUP, names[i], NULL);
    }
}

gboolean
tutor_progress_keys_migrate (GKeyFile *keys)
{
  g_auto (GStrv) groups = g_key_file_get_groups (keys, NULL);
  gboolean changed = FALSE;

  for (guint i = 0; groups[i]; i++)
    {
      const char *id;

      if (is_attempt_group (groups[i]))
        {
          g_autofree char *set = g_key_file_get_string (keys, groups[i],
                                                        "set", NULL);

          if (set && (id = id_of_path_key (set)))
            {
              g_key_file_set_string (keys, groups[i], "set", id);
              changed = TRUE;
            }
        }
      else if ((id = id_of_path_key (groups[i])))
        {
          merge_set_group (keys, id, keys, groups[i]);
          g_key_file_remove_group (keys, groups[i], NULL);
          changed = TRUE;
        }
    }
  migrate_puzzle_ratings (keys);
  return changed;
}

gboolean
tutor_progress_keys_is_record (GKeyFile *keys)
{
  return g_key_file_get_integer (keys, FORMAT_GROUP, "version", NULL)
         == FORMAT_VERSION;
}

char *
tutor_progress_keys_dup_csv (GKeyFile *keys, const char *learner)
{
  GString *csv = g_string_new (NULL);

  toguz_class_results_append_header (csv);
  tutor_progress_keys_append_csv (csv, keys, learner);
  return g_string_free (csv, FALSE);
}

void
tutor_progress_keys_append_csv (GString *csv, GKeyFile *keys,
                                const char *learner)
{
  g_autoptr (GArray) numbers = list_attempts (keys, G_MAXINT);

  for (guint i = 0; i < numbers->len; i++)
    {
      g_autofree char *group
        = g_strdup_printf (ATTEMPT_GROUP, g_array_index (numbers, guint, i));
      g_autofree char *time = NULL, *set = NULL, *title = NULL;
      g_autofree char *fingerprint = NULL;
      g_autofree char *task = NULL, *answers = NULL;
      g_autofree char *stamped = NULL;
      g_auto (GStrv) tried = NULL;
      ToguzAttempt attempt;

      time = g_key_file_get_string (keys, group, "time", NULL);
      set = g_key_file_get_string (keys, group, "set", NULL);
      title = g_key_file_get_string (keys, group, "set-title", NULL);
      task = g_key_file_get_string (keys, group, "task", NULL);
      fingerprint = g_key_file_get_string (keys, group, "set-fingerprint",
                                           NULL);
      tried = g_key_file_get_string_list (keys, group, "answers", NULL,
                                          NULL);
      answers = tried ? g_strjoinv (" ", tried) : g_strdup ("");
      stamped = g_key_file_get_string (keys, group, LEARNER_KEY, NULL);
      /* The learner at the time of the attempt; one recorded before
       * attempts were stamped is the caller's. */
      attempt.learner = stamped ? stamped : learner ? learner : "";
      attempt.time = time ? time : "";
      attempt.set_id = set ? set : "";
      attempt.set_title = title ? title : "";
      attempt.task_id = task ? task : "";
      attempt.answers_tried = answers;
      attempt.hints_used = (guint) tutor_progress_keys_count (
        keys, group, "hints", G_MAXINT);
      attempt.solved = g_key_file_get_boolean (keys, group, "solved", NULL);
      attempt.stars = (guint) tutor_progress_keys_count (keys, group,
                                                         "stars", 3);
      attempt.seconds = (guint64) tutor_progress_keys_count (
        keys, group, "seconds", G_MAXINT64);
      attempt.set_fingerprint = fingerprint ? fingerprint : "";
      toguz_class_results_append_row (csv, &attempt);
    }
}
