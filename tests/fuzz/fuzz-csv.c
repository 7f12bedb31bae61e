/* fuzz-csv.c: the class results export of any progress file and name
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The bytes are a learner's name, a NUL, then a progress file (no NUL: a
 * progress file alone, no name).  Whatever they hold, the export reads
 * back as RFC 4180: every row ends in CRLF and has the header's fields, a
 * line break only ever inside quotes; the name comes back as given, no
 * cell starts as a spreadsheet formula (= + - @ get a '), the counts are
 * numbers in their ranges.
 */
#include <glib.h>
#include <stdint.h>
#include <string.h>

#include "fuzz-progress-file.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

#define HEADER "learner,time,set,set_title,puzzle,answers_tried," \
               "hints_used,solved,stars,seconds,set_fingerprint"
#define N_FIELDS 11

/* RFC 4180, strictly: rows of fields, or NULL when the text is not. */
static GPtrArray *
read_csv (const char *text)
{
  g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func (
    (GDestroyNotify) g_ptr_array_unref);
  const char *p = text;

  while (*p)
    {
      GPtrArray *row = g_ptr_array_new_with_free_func (g_free);

      g_ptr_array_add (rows, row);
      for (;;)
        {
          GString *field = g_string_new (NULL);

          if (*p == '"')
            {
              for (p++;; p++)
                {
                  if (*p == '\0')
                    {
                      g_string_free (field, TRUE);
                      return NULL;
                    }
                  if (*p == '"' && p[1] != '"')
                    break;
                  if (*p == '"')
                    p++;
                  g_string_append_c (field, *p);
                }
              p++;
            }
          else
            while (*p && *p != ',' && *p != '\r' && *p != '\n')
              {
                if (*p == '"')
                  {
                    g_string_free (field, TRUE);
                    return NULL;
                  }
                g_string_append_c (field, *p++);
              }
          g_ptr_array_add (row, g_string_free (field, FALSE));
          if (*p == ',')
            {
              p++;
              continue;
            }
          /* A row ends in CRLF, the last one too; nothing else ends it. */
          if (p[0] != '\r' || p[1] != '\n')
            return NULL;
          p += 2;
          break;
        }
    }
  return g_steal_pointer (&rows);
}

static gboolean
is_count (const char *text, guint64 max)
{
  guint64 value;

  return g_ascii_string_to_unsigned (text, 10, 0, max, &value, NULL)
         && (strcmp (text, "0") == 0 || text[0] != '0');
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  const uint8_t *nul = memchr (data, '\0', size);
  g_autofree char *learner
    = nul ? g_strndup ((const char *) data, nul - data) : g_strdup ("");
  const uint8_t *file = nul ? nul + 1 : data;
  const char *path = fuzz_progress_write (file, size - (file - data));
  g_autoptr (TutorProgress) progress = fuzz_progress_load (path);
  g_autofree char *csv = tutor_progress_dup_attempts_csv (progress, learner);
  g_autoptr (GPtrArray) rows = read_csv (csv);
  g_autofree char *learner_field
    = learner[0] && strchr ("=+-@", learner[0])
        ? g_strconcat ("'", learner, NULL)
        : g_strdup (learner);

  if (rows == NULL || rows->len < 1
      || rows->len - 1 > tutor_progress_count_attempts (progress))
    abort ();
  if (!g_str_has_prefix (csv, HEADER "\r\n"))
    abort ();
  if (g_utf8_validate (learner, -1, NULL) && !g_utf8_validate (csv, -1, NULL))
    abort ();
  for (guint r = 0; r < rows->len; r++)
    {
      GPtrArray *row = g_ptr_array_index (rows, r);

      if (row->len != N_FIELDS)
        abort ();
      if (r == 0)
        continue;
      if (strcmp (g_ptr_array_index (row, 0), learner_field) != 0)
        abort ();
      for (guint f = 0; f < N_FIELDS; f++)
        {
          const char *cell = g_ptr_array_index (row, f);

          if (cell[0] && strchr ("=+-@", cell[0]))
            abort ();
        }
      if (!is_count (g_ptr_array_index (row, 6), G_MAXINT)
          || !is_count (g_ptr_array_index (row, 8), 3)
          || !is_count (g_ptr_array_index (row, 9), G_MAXINT64))
        abort ();
      if (strcmp (g_ptr_array_index (row, 7), "yes") != 0
          && strcmp (g_ptr_array_index (row, 7), "no") != 0)
        abort ();
    }
  return 0;
}
