/* toguz-class-results-csv.c: the tutor's class results CSV, read and written
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * RFC 4180, strictly: fields separated by commas, a field quoted when it
 * holds a comma, a quote or a line break, a quote inside doubled.  Lines
 * end in CRLF; a bare LF is taken too (a file saved again by a
 * spreadsheet on Linux), a bare CR is not.  A UTF-8 byte order mark and
 * empty lines are skipped.  Every value is checked against what the tutor
 * writes, so that a file that is not its export is refused with the line
 * and what is wrong rather than read as nonsense.
 *
 * The tutor guards a cell that a spreadsheet would read as a formula (one
 * starting with = + - @) with a leading '; the reader takes that ' off
 * again, and only there: a ' before anything else is the text's own.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "toguz-class-results-private.h"

static const char *const column_names[N_COLUMNS] = {
  "learner", "time", "set", "set_title", "puzzle", "answers_tried",
  "hints_used", "solved", "stars", "seconds", "set_fingerprint",
};

#define FORMULA_STARTS "=+-@"

/* Errors. */

G_GNUC_PRINTF (5, 6)
static gboolean
fail (GError **error, ToguzClassResultsError code, const char *name,
      guint line, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (line > 0)
    g_set_error (error, TOGUZ_CLASS_RESULTS_ERROR, code, "%s:%u: %s", name,
                 line, message);
  else
    g_set_error (error, TOGUZ_CLASS_RESULTS_ERROR, code, "%s: %s", name,
                 message);
  return FALSE;
}

static guint
line_of (const char *text, const char *at)
{
  guint line = 1;

  for (const char *c = text; c < at; c++)
    if (*c == '\n')
      line++;
  return line;
}

/* The records of the text. */

typedef struct
{
  const char *name;
  const char *text;
  const char *p;
  const char *end;
  guint line;          /* of p */
  GString *field;
} Reader;

/* One field into reader->field; stops at the comma or line end after it.
 * Returns FALSE with the error set. */
static gboolean
read_field (Reader *reader, GError **error)
{
  g_string_truncate (reader->field, 0);
  if (reader->p < reader->end && *reader->p == '"')
    {
      guint opened = reader->line;

      for (reader->p++;; reader->p++)
        {
          if (reader->p >= reader->end)
            return fail (error, TOGUZ_CLASS_RESULTS_ERROR_SYNTAX,
                         reader->name, opened, "%s",
                         _("a quote opened on this line is never closed"));
          if (*reader->p == '"')
            {
              if (reader->p + 1 < reader->end && reader->p[1] == '"')
                reader->p++;
              else
                break;
            }
          if (*reader->p == '\n')
            reader->line++;
          if (reader->field->len >= TOGUZ_CLASS_RESULTS_MAX_FIELD_BYTES)
            return fail (error, TOGUZ_CLASS_RESULTS_ERROR_TOO_LARGE,
                         reader->name, opened,
                         _("a field is longer than %u bytes"),
                         (unsigned) TOGUZ_CLASS_RESULTS_MAX_FIELD_BYTES);
          g_string_append_c (reader->field, *reader->p);
        }
      reader->p++;   /* the closing quote */
      if (reader->p < reader->end && *reader->p != ','
          && *reader->p != '\r' && *reader->p != '\n')
        return fail (error, TOGUZ_CLASS_RESULTS_ERROR_SYNTAX, reader->name,
                     reader->line, "%s",
                     _("text after a closing quote (a quote inside a "
                       "quoted field is written twice)"));
      return TRUE;
    }

  while (reader->p < reader->end && *reader->p != ','
         && *reader->p != '\r' && *reader->p != '\n')
    {
      if (*reader->p == '"')
        return fail (error, TOGUZ_CLASS_RESULTS_ERROR_SYNTAX, reader->name,
                     reader->line, "%s",
                     _("a quote inside a field that is not quoted"));
      if (reader->field->len >= TOGUZ_CLASS_RESULTS_MAX_FIELD_BYTES)
        return fail (error, TOGUZ_CLASS_RESULTS_ERROR_TOO_LARGE,
                     reader->name, reader->line,
                     _("a field is longer than %u bytes"),
                     (unsigned) TOGUZ_CLASS_RESULTS_MAX_FIELD_BYTES);
      g_string_append_c (reader->field, *reader->p++);
    }
  return TRUE;
}

/* Steps over the line end after a record: CRLF, LF, or the end. */
static gboolean
end_record (Reader *reader, GError **error)
{
  if (reader->p >= reader->end)
    return TRUE;
  if (*reader->p == '\r')
    {
      if (reader->p + 1 >= reader->end || reader->p[1] != '\n')
        return fail (error, TOGUZ_CLASS_RESULTS_ERROR_SYNTAX, reader->name,
                     reader->line, "%s",
                     _("a carriage return without a line feed after it"));
      reader->p++;
    }
  reader->p++;   /* the LF */
  reader->line++;
  return TRUE;
}

/* The next record's fields (the guard taken off), or NULL at the end or on
 * an error; *line is the line it starts on. */
static GPtrArray *
read_record (Reader *reader, guint *line, gboolean *failed, GError **error)
{
  g_autoptr (GPtrArray) fields = NULL;

  *failed = FALSE;
  /* Empty lines, and the line end after the last record, are nothing. */
  while (reader->p < reader->end
         && (*reader->p == '\n'
             || (*reader->p == '\r' && reader->p + 1 < reader->end
                 && reader->p[1] == '\n')))
    {
      reader->p += *reader->p == '\r' ? 2 : 1;
      reader->line++;
    }
  if (reader->p >= reader->end)
    return NULL;

  *line = reader->line;
  fields = g_ptr_array_new_with_free_func (g_free);
  for (;;)
    {
      const char *value;

      if (!read_field (reader, error))
        {
          *failed = TRUE;
          return NULL;
        }
      value = reader->field->str;
      if (value[0] == '\'' && value[1] && strchr (FORMULA_STARTS, value[1]))
        value++;
      g_ptr_array_add (fields, g_strdup (value));
      /* A line of a million commas stops here. */
      if (fields->len > N_COLUMNS)
        {
          *failed = TRUE;
          fail (error, TOGUZ_CLASS_RESULTS_ERROR_SYNTAX, reader->name, *line,
                _("more than %u fields"), (unsigned) N_COLUMNS);
          return NULL;
        }
      if (reader->p < reader->end && *reader->p == ',')
        {
          reader->p++;
          continue;
        }
      break;
    }
  if (!end_record (reader, error))
    {
      *failed = TRUE;
      return NULL;
    }
  return g_steal_pointer (&fields);
}

/* The header: the tutor's columns, with or without the fingerprint. */
static gboolean
check_header (Reader *reader, GPtrArray *fields, guint line, GError **error)
{
  g_autofree char *expected = NULL;
  const char *names[N_COLUMNS + 1];

  for (guint i = 0; i < N_COLUMNS; i++)
    names[i] = column_names[i];
  names[N_COLUMNS] = NULL;
  if (fields->len == N_COLUMNS || fields->len == N_OLD_COLUMNS)
    {
      guint i;

      for (i = 0; i < fields->len; i++)
        if (strcmp (g_ptr_array_index (fields, i), column_names[i]) != 0)
          break;
      if (i == fields->len)
        return TRUE;
    }
  expected = g_strjoinv (",", (char **) names);
  return fail (error, TOGUZ_CLASS_RESULTS_ERROR_HEADER, reader->name, line,
               /* Translators: %s is the list of columns, as written in
                * the file: learner,time,set,... */
               _("not the tutor’s class results: the first line should "
                 "be %s (an older tutor leaves out set_fingerprint)"),
               expected);
}

static gboolean
read_count (Reader *reader, guint line, Column column, const char *text,
            guint64 max, guint64 *value, GError **error)
{
  char max_text[24];

  if (g_ascii_string_to_unsigned (text, 10, 0, max, value, NULL))
    return TRUE;
  g_snprintf (max_text, sizeof max_text, "%" G_GUINT64_FORMAT, max);
  return fail (error, TOGUZ_CLASS_RESULTS_ERROR_VALUE, reader->name, line,
               /* Translators: the first %s is a column's name (hints_used,
                * stars, seconds), the second what the file has in it, the
                * third the largest number it may hold. */
               _("%s is “%s”, not a whole number from 0 to %s"),
               column_names[column], text, max_text);
}

static gboolean
is_fingerprint (const char *text)
{
  if (strlen (text) != FINGERPRINT_LENGTH)
    return FALSE;
  for (const char *c = text; *c; c++)
    if (!g_ascii_isdigit (*c) && !(*c >= 'a' && *c <= 'f'))
      return FALSE;
  return TRUE;
}

/* A record's fields as an attempt, every value checked. */
static gboolean
parse_attempt (Reader *reader, GPtrArray *fields, guint line,
               GStringChunk *strings, AttemptRecord *record, GError **error)
{
  const char *value[N_COLUMNS];
  ToguzAttempt *attempt = &record->attempt;
  guint64 hints, stars, seconds;

  for (guint i = 0; i < N_COLUMNS; i++)
    value[i] = i < fields->len ? g_ptr_array_index (fields, i) : "";

  record->unix_time = G_MININT64;
  if (value[COLUMN_TIME][0])
    {
      g_autoptr (GTimeZone) utc = g_time_zone_new_utc ();
      g_autoptr (GDateTime) time
        = g_date_time_new_from_iso8601 (value[COLUMN_TIME], utc);

      if (time == NULL)
        return fail (error, TOGUZ_CLASS_RESULTS_ERROR_VALUE, reader->name,
                     line,
                     _("time is “%s”, not a time such as "
                       "2026-11-30T09:14:02Z"),
                     value[COLUMN_TIME]);
      record->unix_time = g_date_time_to_unix (time);
    }
  if (value[COLUMN_SET][0] == '\0')
    return fail (error, TOGUZ_CLASS_RESULTS_ERROR_VALUE, reader->name, line,
                 "%s", _("set is empty: which set was the attempt in?"));
  if (value[COLUMN_PUZZLE][0] == '\0')
    return fail (error, TOGUZ_CLASS_RESULTS_ERROR_VALUE, reader->name, line,
                 "%s", _("puzzle is empty: which task was attempted?"));
  if (!read_count (reader, line, COLUMN_HINTS_USED, value[COLUMN_HINTS_USED],
                   G_MAXINT, &hints, error)
      || !read_count (reader, line, COLUMN_STARS, value[COLUMN_STARS], 3,
                      &stars, error)
      || !read_count (reader, line, COLUMN_SECONDS, value[COLUMN_SECONDS],
                      G_MAXINT64, &seconds, error))
    return FALSE;
  if (strcmp (value[COLUMN_SOLVED], "yes") != 0
      && strcmp (value[COLUMN_SOLVED], "no") != 0)
    return fail (error, TOGUZ_CLASS_RESULTS_ERROR_VALUE, reader->name, line,
                 _("solved is “%s”, neither yes nor no"),
                 value[COLUMN_SOLVED]);
  if (value[COLUMN_SET_FINGERPRINT][0]
      && !is_fingerprint (value[COLUMN_SET_FINGERPRINT]))
    return fail (error, TOGUZ_CLASS_RESULTS_ERROR_VALUE, reader->name, line,
                 _("set_fingerprint is “%s”, not 12 digits and letters "
                   "a to f"),
                 value[COLUMN_SET_FINGERPRINT]);

  /* The same names and ids come again on every row: kept once. */
  attempt->learner = g_string_chunk_insert_const (strings,
                                                  value[COLUMN_LEARNER]);
  attempt->time = g_string_chunk_insert_const (strings, value[COLUMN_TIME]);
  attempt->set_id = g_string_chunk_insert_const (strings, value[COLUMN_SET]);
  attempt->set_title = g_string_chunk_insert_const (strings,
                                                    value[COLUMN_SET_TITLE]);
  attempt->task_id = g_string_chunk_insert_const (strings,
                                                  value[COLUMN_PUZZLE]);
  attempt->answers_tried
    = g_string_chunk_insert (strings, value[COLUMN_ANSWERS_TRIED]);
  attempt->hints_used = (guint) hints;
  attempt->solved = strcmp (value[COLUMN_SOLVED], "yes") == 0;
  attempt->stars = (guint) stars;
  attempt->seconds = seconds;
  attempt->set_fingerprint
    = g_string_chunk_insert_const (strings, value[COLUMN_SET_FINGERPRINT]);
  return TRUE;
}

gboolean
toguz_class_results_read_csv (const char *name, const char *text,
                              gsize length, GStringChunk *strings,
                              GArray *records, guint max_rows,
                              GError **error)
{
  Reader reader = { name, text, text, text + length, 1, NULL };
  g_autoptr (GString) field = g_string_new (NULL);
  g_autoptr (GPtrArray) header = NULL;
  guint first = records->len;
  const char *bad;
  guint line, n_fields;
  gboolean failed;

  if (length > TOGUZ_CLASS_RESULTS_MAX_FILE_BYTES)
    {
      g_autofree char *limit
        = g_format_size (TOGUZ_CLASS_RESULTS_MAX_FILE_BYTES);
      return fail (error, TOGUZ_CLASS_RESULTS_ERROR_TOO_LARGE, name, 0,
                   _("larger than %s"), limit);
    }
  /* A NUL is refused here too: no tutor writes one. */
  if (!g_utf8_validate_len (text, length, &bad))
    return fail (error, TOGUZ_CLASS_RESULTS_ERROR_ENCODING, name,
                 line_of (text, bad), "%s",
                 *bad ? _("not UTF-8 text (the tutor writes UTF-8)")
                      : _("a NUL byte: not a text file"));
  if (length >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0)
    reader.p += 3;

  reader.field = field;
  header = read_record (&reader, &line, &failed, error);
  if (failed)
    return FALSE;
  if (header == NULL)
    return fail (error, TOGUZ_CLASS_RESULTS_ERROR_EMPTY, name, 1, "%s",
                 _("the file is empty: not even the line naming the "
                   "columns"));
  if (!check_header (&reader, header, line, error))
    return FALSE;
  n_fields = header->len;

  for (;;)
    {
      g_autoptr (GPtrArray) fields = read_record (&reader, &line, &failed,
                                                  error);
      AttemptRecord record = { { 0 }, 0, 0 };

      if (failed)
        break;
      if (fields == NULL)
        return TRUE;
      if (fields->len != n_fields)
        {
          fail (error, TOGUZ_CLASS_RESULTS_ERROR_SYNTAX, name, line,
                /* Translators: "5 fields, the first line has 11" */
                ngettext ("%u field, the first line has %u",
                          "%u fields, the first line has %u", fields->len),
                fields->len, n_fields);
          break;
        }
      if (records->len - first >= max_rows)
        {
          fail (error, TOGUZ_CLASS_RESULTS_ERROR_TOO_LARGE, name, line,
                _("more than %u attempts in all"),
                (unsigned) TOGUZ_CLASS_RESULTS_MAX_ATTEMPTS);
          break;
        }
      if (!parse_attempt (&reader, fields, line, strings, &record, error))
        break;
      g_array_append_val (records, record);
    }
  g_array_set_size (records, first);
  return FALSE;
}

/* Writing, as the tutor does. */

void
toguz_class_results_append_header (GString *csv)
{
  for (guint i = 0; i < N_COLUMNS; i++)
    {
      if (i > 0)
        g_string_append_c (csv, ',');
      g_string_append (csv, column_names[i]);
    }
  g_string_append (csv, "\r\n");
}

static void
append_field (GString *csv, const char *value)
{
  g_autofree char *safe = NULL;

  if (value[0] != '\0' && strchr (FORMULA_STARTS, value[0]))
    value = safe = g_strconcat ("'", value, NULL);
  if (strpbrk (value, ",\"\r\n") == NULL)
    {
      g_string_append (csv, value);
      return;
    }
  g_string_append_c (csv, '"');
  for (const char *c = value; *c; c++)
    {
      if (*c == '"')
        g_string_append_c (csv, '"');
      g_string_append_c (csv, *c);
    }
  g_string_append_c (csv, '"');
}

void
toguz_class_results_append_row (GString *csv, const ToguzAttempt *attempt)
{
  char hints[24], stars[24], seconds[24];
  const char *fields[N_COLUMNS];

  g_snprintf (hints, sizeof hints, "%u", attempt->hints_used);
  g_snprintf (stars, sizeof stars, "%u", attempt->stars);
  g_snprintf (seconds, sizeof seconds, "%" G_GUINT64_FORMAT,
              attempt->seconds);
  fields[COLUMN_LEARNER] = attempt->learner;
  fields[COLUMN_TIME] = attempt->time;
  fields[COLUMN_SET] = attempt->set_id;
  fields[COLUMN_SET_TITLE] = attempt->set_title;
  fields[COLUMN_PUZZLE] = attempt->task_id;
  fields[COLUMN_ANSWERS_TRIED] = attempt->answers_tried;
  fields[COLUMN_HINTS_USED] = hints;
  fields[COLUMN_SOLVED] = attempt->solved ? "yes" : "no";
  fields[COLUMN_STARS] = stars;
  fields[COLUMN_SECONDS] = seconds;
  fields[COLUMN_SET_FINGERPRINT] = attempt->set_fingerprint;
  for (guint i = 0; i < N_COLUMNS; i++)
    {
      if (i > 0)
        g_string_append_c (csv, ',');
      append_field (csv, fields[i]);
    }
  g_string_append (csv, "\r\n");
}
