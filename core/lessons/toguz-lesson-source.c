/* toguz-lesson-source.c: where a lesson file's parts lie, and splicing
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The loader has validated the file, so it is well-formed: a scanner over
 * the bytes finds the root's children by walking from one '<' to the next
 * (text holds no '<'), skipping comments, CDATA sections and processing
 * instructions whole, and reading a start tag to the first '>' outside
 * quotes.  The children it finds must be those of the model, in its order,
 * each step where the loader saw it (its line); else the bytes are not
 * kept.
 */
#include "config.h"

#include <string.h>

#include "toguz-lesson-loader.h"
#include "toguz-lesson-source.h"
#include "toguz-lesson-writer.h"

/* The writer's indentation, a level. */
#define WRITER_INDENT "  "

/* A part of the file: [start, end), after what comes before it from
 * `lead` (the end of the part before). */
typedef struct
{
  gsize lead;
  gsize start;
  gsize end;
} Span;

struct _ToguzLessonSource
{
  GObject parent_instance;

  GBytes *bytes;
  const char *data;
  gsize length;
  ToguzLesson *lesson;

  Span root_start;  /* its lead is the file's start: the prolog */
  Span title;       /* the first <title> to the last */
  Span summary;     /* likewise; start == end when there is none */
  gboolean has_summary;
  GArray *steps;    /* Span */
  Span root_end;    /* what follows it is kept too */

  char *indent;          /* a level, as the file indents its steps */
  const char *newline;   /* "\n" or "\r\n" */

  /* The writer's text of each part of `lesson` (see toguz-lesson-writer.h),
   * to tell what an edit changed. */
  char *written[TOGUZ_LESSON_PART_ROOT_END + 1];
  GPtrArray *written_steps;
};

G_DEFINE_FINAL_TYPE (ToguzLessonSource, toguz_lesson_source, G_TYPE_OBJECT)

/* Scanning */

typedef enum
{
  MARKUP_START,  /* <name …> */
  MARKUP_EMPTY,  /* <name …/> */
  MARKUP_END,    /* </name> */
  MARKUP_OTHER,  /* a comment, CDATA section or processing instruction */
  MARKUP_BAD,    /* a DOCTYPE (the loader refuses it) or a cut file */
} Markup;

static gboolean
has_prefix_at (const char *p, const char *stop, const char *prefix)
{
  gsize n = strlen (prefix);
  return (gsize) (stop - p) >= n && memcmp (p, prefix, n) == 0;
}

/* One past the end of `text` in [p, stop), or NULL. */
static const char *
skip_past (const char *p, const char *stop, const char *text)
{
  const char *found = g_strstr_len (p, stop - p, text);
  return found ? found + strlen (text) : NULL;
}

/* The markup at `p` (a '<'), and one past its end. */
static Markup
scan_markup (const char *p, const char *stop, const char **end)
{
  char quote = '\0';
  const char *q;

  if (has_prefix_at (p, stop, "<!--"))
    *end = skip_past (p + 4, stop, "-->");
  else if (has_prefix_at (p, stop, "<![CDATA["))
    *end = skip_past (p + 9, stop, "]]>");
  else if (has_prefix_at (p, stop, "<?"))
    *end = skip_past (p + 2, stop, "?>");
  else if (has_prefix_at (p, stop, "<!"))
    return MARKUP_BAD;
  else if (has_prefix_at (p, stop, "</"))
    {
      *end = skip_past (p + 2, stop, ">");
      return *end ? MARKUP_END : MARKUP_BAD;
    }
  else
    {
      /* A '>' inside a quoted attribute value does not end the tag. */
      for (q = p + 1; q < stop; q++)
        {
          if (quote)
            {
              if (*q == quote)
                quote = '\0';
            }
          else if (*q == '"' || *q == '\'')
            quote = *q;
          else if (*q == '>')
            break;
        }
      if (q == stop)
        return MARKUP_BAD;
      *end = q + 1;
      return q[-1] == '/' ? MARKUP_EMPTY : MARKUP_START;
    }
  return *end ? MARKUP_OTHER : MARKUP_BAD;
}

/* The element's name at `p` (after "<" or "</"), without a prefix; sets
 * *prefixed when it has one. */
static char *
local_name (const char *p, const char *stop, gboolean *prefixed)
{
  const char *q = p;
  const char *colon = NULL;

  while (q < stop && !g_ascii_isspace (*q) && *q != '/' && *q != '>')
    {
      if (*q == ':')
        colon = q;
      q++;
    }
  if (prefixed)
    *prefixed = colon != NULL;
  return g_strndup (colon ? colon + 1 : p, (gsize) (q - (colon ? colon + 1
                                                             : p)));
}

static guint
count_lines (const char *from, const char *to)
{
  guint lines = 0;

  for (const char *p = from; p < to; p++)
    lines += *p == '\n';
  return lines;
}

/* Whether the XML declaration names an encoding other than UTF-8: the
 * writer's text is UTF-8. */
static gboolean
declares_other_encoding (const char *data, gsize prolog)
{
  const char *stop = data + prolog;
  const char *at;
  char quote;
  const char *value;

  if (!has_prefix_at (data, stop, "<?xml"))
    return FALSE;
  /* In the declaration only. */
  stop = skip_past (data, stop, "?>");
  if (stop == NULL)
    return FALSE;
  at = g_strstr_len (data, stop - data, "encoding");
  if (at == NULL)
    return FALSE;
  at += strlen ("encoding");
  while (at < stop && (g_ascii_isspace (*at) || *at == '='))
    at++;
  if (at >= stop)
    return FALSE;
  quote = *at++;
  value = at;
  while (at < stop && *at != quote)
    at++;
  return !(at - value == 5 && g_ascii_strncasecmp (value, "utf-8", 5) == 0)
         && !(at - value == 4 && g_ascii_strncasecmp (value, "utf8", 4) == 0);
}

typedef enum
{
  CHILD_TITLE,
  CHILD_SUMMARY,
  CHILD_STEP,
} Child;

/* Finds the parts; FALSE (and why, for a developer) when they are not the
 * lesson's. */
static gboolean
find_parts (ToguzLessonSource *self)
{
  const char *data = self->data;
  const char *stop = data + self->length;
  const char *p = data;
  const char *counted = data;
  const char *step_name;
  guint line = 1;
  guint depth = 0;
  gsize previous_end = 0;
  int last_kind = -1;
  gboolean done = FALSE;

  step_name = toguz_lesson_get_kind (self->lesson)
                  == TOGUZ_LESSON_KIND_EXERCISE_SET
                ? "puzzle"
                : "step";
  while (!done && (p = memchr (p, '<', (gsize) (stop - p))) != NULL)
    {
      const char *end = NULL;
      Markup markup = scan_markup (p, stop, &end);
      g_autofree char *name = NULL;
      gboolean prefixed = FALSE;

      if (markup == MARKUP_BAD)
        {
          g_debug ("%s: markup the scanner does not know at byte %zu",
                   G_STRFUNC, (gsize) (p - data));
          return FALSE;
        }
      if (markup == MARKUP_OTHER)
        {
          p = end;
          continue;
        }
      name = local_name (p + (markup == MARKUP_END ? 2 : 1), stop,
                         &prefixed);
      if (depth == 0)
        {
          if (markup != MARKUP_START || prefixed)
            {
              g_debug ("%s: the root is empty or in a prefixed namespace",
                       G_STRFUNC);
              return FALSE;
            }
          self->root_start = (Span) { 0, (gsize) (p - data),
                                      (gsize) (end - data) };
          previous_end = self->root_start.end;
          depth = 1;
        }
      else if (depth == 1 && markup == MARKUP_END)
        {
          self->root_end = (Span) { previous_end, (gsize) (p - data),
                                    (gsize) (end - data) };
          done = TRUE;
        }
      else if (depth == 1)
        {
          Child kind;
          Span span = { previous_end, (gsize) (p - data), 0 };
          const char *child_end = end;
          guint start_line, tag_end_line;

          line += count_lines (counted, p);
          start_line = line;
          line += count_lines (p, end);
          tag_end_line = line;
          counted = end;

          if (strcmp (name, "title") == 0)
            kind = CHILD_TITLE;
          else if (strcmp (name, "summary") == 0)
            kind = CHILD_SUMMARY;
          else if (strcmp (name, step_name) == 0)
            kind = CHILD_STEP;
          else
            {
              g_debug ("%s: <%s> is not a part of the lesson", G_STRFUNC,
                       name);
              return FALSE;
            }
          /* Titles, then summaries, then steps, as the schema has it. */
          if ((int) kind < last_kind
              || (last_kind < 0 && kind != CHILD_TITLE))
            {
              g_debug ("%s: <%s> out of order", G_STRFUNC, name);
              return FALSE;
            }
          /* The element's end: its children do not matter. */
          if (markup == MARKUP_START)
            {
              guint inner = 1;
              const char *q = end;

              while (inner > 0
                     && (q = memchr (q, '<', (gsize) (stop - q))) != NULL)
                {
                  Markup m = scan_markup (q, stop, &child_end);
                  if (m == MARKUP_BAD)
                    return FALSE;
                  if (m == MARKUP_START)
                    inner++;
                  else if (m == MARKUP_END)
                    inner--;
                  q = child_end;
                }
              if (inner > 0)
                return FALSE;
            }
          span.end = (gsize) (child_end - data);
          switch (kind)
            {
            case CHILD_TITLE:
            case CHILD_SUMMARY:
              {
                Span *block = kind == CHILD_TITLE ? &self->title
                                                  : &self->summary;
                if ((int) kind != last_kind)
                  *block = span;
                block->end = span.end;
                if (kind == CHILD_SUMMARY)
                  self->has_summary = TRUE;
              }
              break;
            case CHILD_STEP:
            default:
              {
                guint index = self->steps->len;
                const ToguzStep *step;

                if (index >= toguz_lesson_get_n_steps (self->lesson))
                  {
                    g_debug ("%s: more steps than the lesson has",
                             G_STRFUNC);
                    return FALSE;
                  }
                /* libxml2's line of the element is that of its start
                 * tag, where it begins or where it ends. */
                step = toguz_lesson_get_step (self->lesson, index);
                if (step->line != 0
                    && (step->line < start_line || step->line > tag_end_line))
                  {
                    g_debug ("%s: step %u is on line %u, not %u", G_STRFUNC,
                             index + 1, start_line, step->line);
                    return FALSE;
                  }
                g_array_append_val (self->steps, span);
              }
              break;
            }
          last_kind = (int) kind;
          previous_end = span.end;
          p = child_end;
          continue;
        }
      p = end;
    }
  if (!done || last_kind != CHILD_STEP
      || self->steps->len != toguz_lesson_get_n_steps (self->lesson))
    {
      g_debug ("%s: the file's steps are not the lesson's", G_STRFUNC);
      return FALSE;
    }
  if (declares_other_encoding (data, self->root_start.start))
    {
      g_debug ("%s: not declared as UTF-8", G_STRFUNC);
      return FALSE;
    }
  return TRUE;
}

/* The white space between the line's start and `at`, or NULL when
 * something else comes first. */
static char *
indent_before (const char *data, gsize lead, gsize at)
{
  gsize from = at;

  while (from > lead && (data[from - 1] == ' ' || data[from - 1] == '\t'))
    from--;
  if (from == at || from == 0 || data[from - 1] != '\n')
    return NULL;
  return g_strndup (data + from, at - from);
}

static gboolean
write_original (ToguzLessonSource *self)
{
  ToguzLesson *lesson = self->lesson;
  g_autoptr (GError) error = NULL;

  for (int part = TOGUZ_LESSON_PART_ROOT_START;
       part <= TOGUZ_LESSON_PART_ROOT_END; part++)
    if (part != TOGUZ_LESSON_PART_STEP)
      self->written[part] = toguz_lesson_part_to_xml (lesson, part, 0, NULL);
  for (guint i = 0; i < toguz_lesson_get_n_steps (lesson); i++)
    {
      char *text = toguz_lesson_part_to_xml (lesson, TOGUZ_LESSON_PART_STEP,
                                             i, &error);
      if (text == NULL)
        {
          g_debug ("%s: %s", G_STRFUNC, error->message);
          return FALSE;
        }
      g_ptr_array_add (self->written_steps, text);
    }
  return TRUE;
}

ToguzLessonSource *
toguz_lesson_source_new (ToguzLesson *lesson, GBytes *bytes)
{
  g_autoptr (ToguzLessonSource) self = NULL;
  const char *newline;

  g_return_val_if_fail (TOGUZ_IS_LESSON (lesson), NULL);
  g_return_val_if_fail (bytes != NULL, NULL);

  self = g_object_new (TOGUZ_TYPE_LESSON_SOURCE, NULL);
  self->bytes = g_bytes_ref (bytes);
  self->data = g_bytes_get_data (bytes, &self->length);
  self->lesson = g_object_ref (lesson);
  if (self->data == NULL
      || !g_utf8_validate (self->data, (gssize) self->length, NULL)
      || !find_parts (self) || !write_original (self))
    return NULL;

  self->indent = indent_before (self->data,
                                g_array_index (self->steps, Span, 0).lead,
                                g_array_index (self->steps, Span, 0).start);
  if (self->indent == NULL)
    self->indent = g_strdup (WRITER_INDENT);
  newline = memchr (self->data, '\n', self->length);
  self->newline = newline && newline > self->data && newline[-1] == '\r'
                    ? "\r\n"
                    : "\n";
  return g_steal_pointer (&self);
}

ToguzLessonSource *
toguz_lesson_source_load_file (const char *path, GPtrArray *problems,
                               ToguzLesson **lesson)
{
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (ToguzLesson) loaded = NULL;
  ToguzLessonSource *source;

  g_return_val_if_fail (path != NULL && problems != NULL, NULL);
  g_return_val_if_fail (lesson != NULL && *lesson == NULL, NULL);

  loaded = toguz_lesson_load_file_bytes (path, problems, &bytes);
  if (loaded == NULL)
    return NULL;
  source = toguz_lesson_source_new (loaded, bytes);
  *lesson = g_steal_pointer (&loaded);
  return source;
}

ToguzLesson *
toguz_lesson_source_get_lesson (ToguzLessonSource *self)
{
  g_return_val_if_fail (TOGUZ_IS_LESSON_SOURCE (self), NULL);
  return self->lesson;
}

GBytes *
toguz_lesson_source_get_bytes (ToguzLessonSource *self)
{
  g_return_val_if_fail (TOGUZ_IS_LESSON_SOURCE (self), NULL);
  return self->bytes;
}

/* Splicing */

/* The writer's text of a part where the file had it: without the blank
 * line before it and the line's end after it, each level of indentation
 * the file's, each line's end the file's. */
static void
append_fitted (GString *out, ToguzLessonSource *self, const char *text)
{
  const char *p = text;
  gboolean first = TRUE;

  while (*p == '\n')
    p++;
  while (*p)
    {
      const char *eol = strchr (p, '\n');
      gsize length = eol ? (gsize) (eol - p) : strlen (p);
      gsize spaces = 0;

      while (spaces < length && p[spaces] == ' ')
        spaces++;
      if (!first)
        {
          g_string_append (out, self->newline);
          for (gsize i = 0; i < spaces / strlen (WRITER_INDENT); i++)
            g_string_append (out, self->indent);
          for (gsize i = 0; i < spaces % strlen (WRITER_INDENT); i++)
            g_string_append_c (out, ' ');
        }
      g_string_append_len (out, p + spaces, (gssize) (length - spaces));
      first = FALSE;
      p = eol ? eol + 1 : p + length;
    }
}

/* What a new part of `like`'s kind starts after: the line ends before
 * `like`'s comment, if it has one, and its indentation. */
static void
append_plain_lead (GString *out, ToguzLessonSource *self, const Span *like,
                   const char *indent)
{
  const char *p = self->data + like->lead;
  const char *stop = self->data + like->start;
  const char *last_newline = NULL;

  for (const char *q = p; q < stop && g_ascii_isspace (*q); q++)
    if (*q == '\n')
      last_newline = q;
  if (last_newline)
    g_string_append_len (out, p, last_newline + 1 - p);
  else
    g_string_append (out, self->newline);
  g_string_append (out, indent);
}

static void
append_bytes (GString *out, ToguzLessonSource *self, gsize from, gsize to)
{
  g_string_append_len (out, self->data + from, (gssize) (to - from));
}

/* The part as it was when the writer writes it the same, else the
 * writer's, after what came before it. */
static void
append_part (GString *out, ToguzLessonSource *self, const Span *span,
             const char *was, const char *now)
{
  if (g_strcmp0 (was, now) == 0)
    {
      append_bytes (out, self, span->lead, span->end);
      return;
    }
  append_bytes (out, self, span->lead, span->start);
  append_fitted (out, self, now);
}

/* The original step each edited one was: the one with its id, or without
 * one the one in its place. */
static int *
match_steps (ToguzLessonSource *self, ToguzLesson *edited)
{
  guint n = toguz_lesson_get_n_steps (edited);
  guint n_original = toguz_lesson_get_n_steps (self->lesson);
  int *origins = g_new (int, MAX (n, 1));
  /* By id, the first with it: a set has hundreds of puzzles. */
  g_autoptr (GHashTable) by_id = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = n_original; i-- > 0;)
    {
      const char *was = toguz_lesson_get_step (self->lesson, i)->id;
      if (was)
        g_hash_table_insert (by_id, (gpointer) was, GUINT_TO_POINTER (i + 1));
    }
  for (guint j = 0; j < n; j++)
    {
      const char *id = toguz_lesson_get_step (edited, j)->id;

      if (id)
        origins[j] = (int) GPOINTER_TO_UINT (g_hash_table_lookup (by_id, id))
                     - 1;
      else
        origins[j] = j < n_original
                         && toguz_lesson_get_step (self->lesson, j)->id == NULL
                       ? (int) j
                       : -1;
    }
  return origins;
}

char *
toguz_lesson_source_splice (ToguzLessonSource *self, ToguzLesson *edited,
                            const int *origins, GError **error)
{
  g_autoptr (GString) out = NULL;
  g_autofree char *whole = NULL;
  g_autofree int *matched = NULL;
  g_autofree gboolean *used = NULL;
  const Span *like;
  g_autofree char *title_indent = NULL;
  guint n_original;

  g_return_val_if_fail (TOGUZ_IS_LESSON_SOURCE (self), NULL);
  g_return_val_if_fail (TOGUZ_IS_LESSON (edited), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* The writer's word on whether the model can be written at all. */
  whole = toguz_lesson_to_xml (edited, error);
  if (whole == NULL)
    return NULL;
  if (toguz_lesson_get_kind (edited) != toguz_lesson_get_kind (self->lesson))
    return g_steal_pointer (&whole);

  out = g_string_sized_new (self->length + 256);
  {
    g_autofree char *now = toguz_lesson_part_to_xml (
      edited, TOGUZ_LESSON_PART_ROOT_START, 0, NULL);
    append_part (out, self, &self->root_start,
                 self->written[TOGUZ_LESSON_PART_ROOT_START], now);
  }
  {
    g_autofree char *now = toguz_lesson_part_to_xml (
      edited, TOGUZ_LESSON_PART_TITLE, 0, NULL);
    append_part (out, self, &self->title,
                 self->written[TOGUZ_LESSON_PART_TITLE], now);
  }
  {
    g_autofree char *now = toguz_lesson_part_to_xml (
      edited, TOGUZ_LESSON_PART_SUMMARY, 0, NULL);
    title_indent = indent_before (self->data, self->title.lead,
                                  self->title.start);
    if (self->has_summary && *now)
      append_part (out, self, &self->summary,
                   self->written[TOGUZ_LESSON_PART_SUMMARY], now);
    else if (*now)
      {
        append_plain_lead (out, self, &self->title,
                           title_indent ? title_indent : self->indent);
        append_fitted (out, self, now);
      }
  }

  n_original = self->steps->len;
  used = g_new0 (gboolean, n_original);
  if (origins == NULL)
    origins = matched = match_steps (self, edited);
  /* A new step looks like the second: the first may follow the summary
   * otherwise than steps follow each other. */
  like = &g_array_index (self->steps, Span, n_original > 1 ? 1 : 0);
  for (guint j = 0; j < toguz_lesson_get_n_steps (edited); j++)
    {
      int i = origins[j];
      g_autofree char *now = toguz_lesson_part_to_xml (
        edited, TOGUZ_LESSON_PART_STEP, j, error);

      if (now == NULL)
        return NULL;
      if (i >= 0 && (guint) i < n_original && !used[i])
        {
          used[i] = TRUE;
          append_part (out, self, &g_array_index (self->steps, Span, i),
                       g_ptr_array_index (self->written_steps, i), now);
        }
      else
        {
          append_plain_lead (out, self, like, self->indent);
          append_fitted (out, self, now);
        }
    }

  {
    g_autofree char *now = toguz_lesson_part_to_xml (
      edited, TOGUZ_LESSON_PART_ROOT_END, 0, NULL);
    append_part (out, self, &self->root_end,
                 self->written[TOGUZ_LESSON_PART_ROOT_END], now);
  }
  append_bytes (out, self, self->root_end.end, self->length);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* The object */

static void
toguz_lesson_source_finalize (GObject *object)
{
  ToguzLessonSource *self = TOGUZ_LESSON_SOURCE (object);

  g_clear_pointer (&self->bytes, g_bytes_unref);
  g_clear_object (&self->lesson);
  g_array_unref (self->steps);
  g_free (self->indent);
  for (guint i = 0; i < G_N_ELEMENTS (self->written); i++)
    g_free (self->written[i]);
  g_ptr_array_unref (self->written_steps);
  G_OBJECT_CLASS (toguz_lesson_source_parent_class)->finalize (object);
}

static void
toguz_lesson_source_class_init (ToguzLessonSourceClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = toguz_lesson_source_finalize;
}

static void
toguz_lesson_source_init (ToguzLessonSource *self)
{
  self->steps = g_array_new (FALSE, FALSE, sizeof (Span));
  self->written_steps = g_ptr_array_new_with_free_func (g_free);
  self->newline = "\n";
}
