/* tutor-rating-keys.c: the puzzle ratings in the progress file
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "tutor-rating-keys.h"

gboolean
tutor_rating_keys_is_group (const char *group)
{
  return strcmp (group, RATING_GROUP) == 0
         || strcmp (group, PUZZLE_RATINGS_GROUP) == 0;
}

/* A whole number or a decimal, nothing else around it, and finite. */
static gboolean
parse_double (const char *text, double *value)
{
  char *end;

  *value = g_ascii_strtod (text, &end);
  return end != text && *end == '\0' && isfinite (*value);
}

gboolean
tutor_rating_keys_read (GKeyFile *keys, const char *group, const char *key,
                        TutorGlicko *rating, guint *count)
{
  g_autofree char *text = g_key_file_get_value (keys, group, key, NULL);
  g_auto (GStrv) fields = NULL;
  TutorGlicko read;
  guint64 games;

  if (text == NULL)
    return FALSE;
  g_strstrip (text);
  fields = g_strsplit (text, ";", 5);
  if (g_strv_length (fields) != 4 || !parse_double (fields[0], &read.rating)
      || !parse_double (fields[1], &read.deviation)
      || !parse_double (fields[2], &read.volatility)
      || !g_ascii_string_to_unsigned (fields[3], 10, 0, G_MAXINT, &games,
                                      NULL))
    return FALSE;
  *rating = tutor_glicko_bounded (&read);
  if (count)
    *count = (guint) games;
  return TRUE;
}

void
tutor_rating_keys_write (GKeyFile *keys, const char *group, const char *key,
                         const TutorGlicko *rating, guint count)
{
  char r[G_ASCII_DTOSTR_BUF_SIZE], rd[G_ASCII_DTOSTR_BUF_SIZE];
  char sigma[G_ASCII_DTOSTR_BUF_SIZE];
  g_autofree char *value = g_strdup_printf (
    "%s;%s;%s;%u", g_ascii_formatd (r, sizeof r, "%.2f", rating->rating),
    g_ascii_formatd (rd, sizeof rd, "%.2f", rating->deviation),
    g_ascii_formatd (sigma, sizeof sigma, "%.6f", rating->volatility),
    MIN (count, (guint) G_MAXINT));

  g_key_file_set_value (keys, group, key, value);
}

char *
tutor_rating_keys_puzzle (const char *set_id, const char *task_id)
{
  /* A group name may hold what a key may not ('=', an outer space):
   * those are escaped, every id of a lesson file left as it is. */
  static const char keep[] = "!$&'()*+,;:@/";
  g_autofree char *set = g_uri_escape_string (set_id, keep, TRUE);
  g_autofree char *task = g_uri_escape_string (task_id, keep, TRUE);

  return g_strconcat (set, "/", task, NULL);
}

GArray *
tutor_rating_keys_read_history (GKeyFile *keys)
{
  g_auto (GStrv) points = g_key_file_get_string_list (keys, RATING_GROUP,
                                                      HISTORY_KEY, NULL,
                                                      NULL);
  GArray *history = g_array_new (FALSE, FALSE, sizeof (TutorRatingPoint));
  guint n = points ? g_strv_length (points) : 0;
  guint first = n - MIN (n, TUTOR_PROGRESS_HISTORY_MAX);

  /* A hand-made file of millions of points reads as its last ones. */
  for (guint i = first; i < n; i++)
    {
      g_auto (GStrv) fields = g_strsplit (points[i], " ", 3);
      g_autoptr (GDateTime) time = NULL;
      TutorRatingPoint point;

      if (g_strv_length (fields) != 2
          || !parse_double (fields[1], &point.rating)
          || !(time = g_date_time_new_from_iso8601 (fields[0], NULL)))
        continue;
      point.time = g_date_time_to_unix (time);
      point.rating = CLAMP (point.rating, TUTOR_GLICKO_MIN_RATING,
                            TUTOR_GLICKO_MAX_RATING);
      g_array_append_val (history, point);
    }
  return history;
}

static void
write_history (GKeyFile *keys, GArray *history)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) points = NULL;

  for (guint i = 0; i < history->len; i++)
    {
      const TutorRatingPoint *point = &g_array_index (history,
                                                      TutorRatingPoint, i);
      g_autoptr (GDateTime) time = g_date_time_new_from_unix_utc (point->time);
      g_autofree char *stamp = NULL, *text = NULL;
      char rating[G_ASCII_DTOSTR_BUF_SIZE];

      if (time == NULL)
        continue;
      stamp = g_date_time_format (time, "%Y-%m-%dT%H:%M:%SZ");
      text = g_strdup_printf ("%s %s", stamp,
                              g_ascii_formatd (rating, sizeof rating, "%.2f",
                                               point->rating));
      g_strv_builder_add (builder, text);
    }
  points = g_strv_builder_end (builder);
  g_key_file_set_string_list (keys, RATING_GROUP, HISTORY_KEY,
                              (const char *const *) points,
                              g_strv_length (points));
}

void
tutor_rating_keys_add_history (GKeyFile *keys, const TutorRatingPoint *point)
{
  g_autoptr (GArray) history = tutor_rating_keys_read_history (keys);

  g_array_append_vals (history, point, 1);
  if (history->len > TUTOR_PROGRESS_HISTORY_MAX)
    g_array_remove_range (history, 0,
                          history->len - TUTOR_PROGRESS_HISTORY_MAX);
  write_history (keys, history);
}

/* Theirs when it counts more rated attempts (or ours has none). */
static gboolean
take_rating (GKeyFile *ours, GKeyFile *theirs, const char *group,
             const char *key)
{
  TutorGlicko their_rating, our_rating;
  guint their_count = 0, our_count = 0;

  if (!tutor_rating_keys_read (theirs, group, key, &their_rating,
                               &their_count))
    return FALSE;
  if (tutor_rating_keys_read (ours, group, key, &our_rating, &our_count)
      && our_count >= their_count)
    return FALSE;
  tutor_rating_keys_write (ours, group, key, &their_rating, their_count);
  return TRUE;
}

gboolean
tutor_rating_keys_merge (GKeyFile *ours, GKeyFile *theirs)
{
  g_auto (GStrv) names = g_key_file_get_keys (theirs, PUZZLE_RATINGS_GROUP,
                                              NULL, NULL);
  gboolean news = FALSE;

  /* One learner's rating is one line of attempts: the longer line, and
   * its own history, never a mix of two. */
  if (take_rating (ours, theirs, RATING_GROUP, RATING_KEY))
    {
      g_autoptr (GArray) history = tutor_rating_keys_read_history (theirs);

      write_history (ours, history);
      news = TRUE;
    }
  for (guint i = 0; names && names[i]; i++)
    news |= take_rating (ours, theirs, PUZZLE_RATINGS_GROUP, names[i]);
  return news;
}
