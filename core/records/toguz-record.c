/* toguz-record.c: reading and writing PGN-style game records
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "toguz-encoding.h"
#include "toguz-error.h"
#include "toguz-file.h"
#include "toguz-record.h"
#include "toguz-text.h"

/* PlayOK wraps its movetext at 59 columns. */
#define WRAP_COLUMNS 59
#define MAX_TOKEN 64
#define MAX_COMMENT (64 * 1024)
#define MAX_TAG (4 * 1024)

static void
clear_tag (gpointer data)
{
  ToguzRecordTag *tag = data;

  g_free (tag->name);
  g_free (tag->value);
}

static void
clear_move (gpointer data)
{
  ToguzRecordMove *move = data;

  g_free (move->text);
  g_free (move->comment);
}

ToguzRecord *
toguz_record_new (void)
{
  ToguzRecord *record = g_new0 (ToguzRecord, 1);

  record->tags = g_array_new (FALSE, TRUE, sizeof (ToguzRecordTag));
  g_array_set_clear_func (record->tags, clear_tag);
  record->moves = g_array_new (FALSE, TRUE, sizeof (ToguzRecordMove));
  g_array_set_clear_func (record->moves, clear_move);
  return record;
}

void
toguz_record_free (ToguzRecord *record)
{
  if (record == NULL)
    return;
  g_clear_pointer (&record->tag_index, g_hash_table_unref);
  g_array_unref (record->tags);
  g_array_unref (record->moves);
  g_clear_pointer (&record->restated, g_array_unref);
  g_free (record->result);
  g_free (record->result_comment);
  g_free (record->final_fen);
  g_free (record->filename);
  g_free (record->problem);
  g_free (record);
}

/* A game has a handful of tags, looked through in order; a hostile one
 * with thousands gets an index, or reading it would be quadratic. */
#define INDEXED_TAGS 16

static gint
find_tag (const ToguzRecord *record, const char *name)
{
  gpointer index;

  if (record->tag_index)
    return g_hash_table_lookup_extended (record->tag_index, name, NULL,
                                         &index)
             ? GPOINTER_TO_INT (index)
             : -1;
  for (guint i = 0; i < record->tags->len; i++)
    if (g_strcmp0 (g_array_index (record->tags, ToguzRecordTag, i).name,
                   name)
        == 0)
      return (gint) i;
  return -1;
}

const char *
toguz_record_get_tag (const ToguzRecord *record, const char *name)
{
  gint i;

  g_return_val_if_fail (record != NULL, NULL);

  i = find_tag (record, name);
  return i < 0 ? NULL : g_array_index (record->tags, ToguzRecordTag, i).value;
}

void
toguz_record_set_tag (ToguzRecord *record, const char *name,
                      const char *value)
{
  ToguzRecordTag tag;
  gint i;

  g_return_if_fail (record != NULL && name != NULL && value != NULL);

  i = find_tag (record, name);
  if (i >= 0)
    {
      ToguzRecordTag *old = &g_array_index (record->tags, ToguzRecordTag, i);
      g_free (old->value);
      old->value = g_strdup (value);
      return;
    }
  tag.name = g_strdup (name);
  tag.value = g_strdup (value);
  g_array_append_val (record->tags, tag);

  if (record->tag_index == NULL && record->tags->len >= INDEXED_TAGS)
    {
      /* The keys are the names the array owns. */
      record->tag_index = g_hash_table_new (g_str_hash, g_str_equal);
      for (guint t = 0; t < record->tags->len; t++)
        g_hash_table_insert (
          record->tag_index,
          g_array_index (record->tags, ToguzRecordTag, t).name,
          GINT_TO_POINTER (t));
    }
  else if (record->tag_index)
    g_hash_table_insert (record->tag_index, tag.name,
                         GINT_TO_POINTER (record->tags->len - 1));
}

void
toguz_record_add_move (ToguzRecord *record, const char *text,
                       int kazan_note, const char *comment)
{
  ToguzRecordMove move = { g_strdup (text), kazan_note, g_strdup (comment),
                           0 };

  g_return_if_fail (record != NULL && text != NULL);
  g_array_append_val (record->moves, move);
}

/* Reading */

typedef struct
{
  const char *p;
  const char *end;
  const char *filename;
  unsigned line;
  const char *line_start;
  ToguzRecord *finished; /* the game just read, for the reader to hand on */
  ToguzRecord *game;
  GString *comment;      /* the comments on the last move, joined */
  gboolean game_has_content;
  gboolean after_result;
} Parser;

static gboolean G_GNUC_PRINTF (3, 4)
parse_error (Parser *parser, GError **error, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, TOGUZ_ERROR, TOGUZ_ERROR_RECORD, "%s:%u: %s",
               parser->filename, parser->line, message);
  return FALSE;
}

/* The comments on a move are joined as they come and given to it once,
 * when something else follows: joining them one by one into the move was
 * quadratic. */
static void
flush_comment (Parser *parser)
{
  ToguzRecordMove *move;

  if (parser->comment == NULL)
    return;
  move = &g_array_index (parser->game->moves, ToguzRecordMove,
                         parser->game->moves->len - 1);
  g_free (move->comment);
  move->comment = g_string_free (g_steal_pointer (&parser->comment), FALSE);
}

static void
finish_game (Parser *parser)
{
  flush_comment (parser);
  if (parser->game && parser->game_has_content)
    parser->finished = g_steal_pointer (&parser->game);
  g_clear_pointer (&parser->game, toguz_record_free);
  parser->game_has_content = FALSE;
  parser->after_result = FALSE;
}

static ToguzRecord *
current_game (Parser *parser)
{
  if (parser->game == NULL)
    {
      parser->game = toguz_record_new ();
      parser->game->filename = g_strdup (parser->filename);
      parser->game->line = parser->line;
    }
  parser->game_has_content = TRUE;
  return parser->game;
}

static gboolean
at_line_start (Parser *parser, const char *line_start)
{
  return parser->p == line_start;
}

static void
skip_line (Parser *parser)
{
  while (parser->p < parser->end && *parser->p != '\n')
    parser->p++;
}

static gboolean
read_tag (Parser *parser, GError **error)
{
  g_autoptr (GString) value = g_string_new (NULL);
  const char *name_start;
  g_autofree char *name = NULL;

  if (parser->after_result || (parser->game && parser->game->moves->len > 0))
    finish_game (parser);
  current_game (parser);

  parser->p++; /* '[' */
  name_start = parser->p;
  while (parser->p < parser->end
         && (g_ascii_isalnum (*parser->p) || *parser->p == '_'))
    parser->p++;
  if (parser->p == name_start || parser->p - name_start > MAX_TOKEN)
    return parse_error (parser, error,
                        _("A tag is written [Name \"value\"]: the name is "
                          "missing or too long."));
  name = g_strndup (name_start, parser->p - name_start);

  while (parser->p < parser->end && *parser->p == ' ')
    parser->p++;
  if (parser->p >= parser->end || *parser->p != '"')
    return parse_error (parser, error,
                        _("The tag %s needs its value in double quotes: "
                          "[%s \"value\"]."), name, name);
  parser->p++;
  while (parser->p < parser->end && *parser->p != '"')
    {
      if (*parser->p == '\\' && parser->p + 1 < parser->end)
        parser->p++;
      if (*parser->p == '\n' || *parser->p == '\r')
        return parse_error (parser, error,
                            _("The value of the tag %s must end with \" on "
                              "the same line."), name);
      g_string_append_c (value, *parser->p);
      parser->p++;
      if (value->len > MAX_TAG)
        return parse_error (parser, error,
                            _("The value of the tag %s is too long."), name);
    }
  if (parser->p >= parser->end)
    return parse_error (parser, error,
                        _("The value of the tag %s must end with \"."), name);
  parser->p++;
  while (parser->p < parser->end && *parser->p == ' ')
    parser->p++;
  if (parser->p >= parser->end || *parser->p != ']')
    return parse_error (parser, error,
                        _("The tag %s must end with ]."), name);
  parser->p++;

  /* A Latin-1 name spoils its game, not the games after it. */
  if (!g_utf8_validate (value->str, value->len, NULL))
    {
      g_autofree char *valid = g_utf8_make_valid (value->str, value->len);

      if (parser->game->problem == NULL)
        {
          g_autofree char *why = g_strdup_printf (
            _("The value of the tag %s is not UTF-8 text (the file may be "
              "saved as Latin-1 or Windows-1252): save the file as UTF-8."),
            name);
          parser->game->problem = g_strdup_printf (
            "%s:%u: %s", parser->filename, parser->line, why);
        }
      toguz_record_set_tag (parser->game, name, valid);
      return TRUE;
    }
  toguz_record_set_tag (parser->game, name, value->str);
  return TRUE;
}

static gboolean
read_comment (Parser *parser, GError **error)
{
  unsigned opened_on = parser->line;
  const char *start = ++parser->p;
  g_autofree char *text = NULL;
  ToguzRecord *game;

  while (parser->p < parser->end && *parser->p != '}')
    {
      if (*parser->p == '\n')
        parser->line++;
      parser->p++;
    }
  if (parser->p >= parser->end)
    {
      parser->line = opened_on;
      return parse_error (parser, error,
                          _("The comment opened here never closes: add "
                            "a “}”."));
    }
  if (parser->p - start > MAX_COMMENT)
    return parse_error (parser, error, _("The comment is too long."));
  text = g_strstrip (g_strndup (start, parser->p - start));
  parser->p++;
  if (!g_utf8_validate (text, -1, NULL))
    return parse_error (parser, error,
                        _("The comment is not valid UTF-8 text."));

  game = current_game (parser);
  if (parser->after_result)
    {
      g_free (game->result_comment);
      game->result_comment = g_steal_pointer (&text);
    }
  else if (game->moves->len > 0)
    {
      if (parser->comment == NULL)
        parser->comment = g_string_new (NULL);
      else
        g_string_append_c (parser->comment, ' ');
      g_string_append (parser->comment, text);
      if (parser->comment->len > MAX_COMMENT)
        return parse_error (parser, error, _("The comment is too long."));
    }
  return TRUE;
}

static gboolean
is_result (const char *token)
{
  return strcmp (token, "1-0") == 0 || strcmp (token, "0-1") == 0
         || strcmp (token, "1/2-1/2") == 0 || strcmp (token, "*") == 0;
}

static gboolean
is_key_move (const char *text, size_t length)
{
  return length == 4 && g_ascii_islower (text[0]) && g_ascii_isdigit (text[1])
         && g_ascii_islower (text[2]) && g_ascii_isdigit (text[3]);
}

/* `76`, `36X`, `4`, or a PlayStrategy key such as `g1d2`. */
static gboolean
looks_like_move (const char *text, size_t length)
{
  if (is_key_move (text, length))
    return TRUE;
  if (length < 1 || length > 3 || !g_ascii_isdigit (text[0]))
    return FALSE;
  if (length >= 2 && !g_ascii_isdigit (text[1])
      && !(length == 2 && (text[1] == 'x' || text[1] == 'X')))
    return FALSE;
  return length < 3 || text[2] == 'x' || text[2] == 'X';
}

/* The length of text without a trailing annotation of one or two marks
 * (`?`, `??`, `?!`, `!`, ...), as PGN writes them after a move. */
static size_t
without_marks (const char *text, size_t length)
{
  for (int marks = 0; marks < 2 && length > 1
                      && (text[length - 1] == '?' || text[length - 1] == '!');
       marks++)
    length--;
  return length;
}

static gboolean
read_move (Parser *parser, const char *whole, GError **error)
{
  /* Marks may follow the move or its (n): both read as the move alone. */
  g_autofree char *token = g_strndup (whole,
                                      without_marks (whole, strlen (whole)));
  const char *paren = strchr (token, '(');
  size_t length = without_marks (token, paren ? (size_t) (paren - token)
                                              : strlen (token));
  int kazan_note = -1;
  ToguzRecordMove move = { 0 };
  ToguzRecord *game;
  GArray *moves;

  if (!looks_like_move (token, length))
    {
      g_autofree char *quoted = toguz_text_quote_excerpt (token,
                                                          TOGUZ_TEXT_EXCERPT);

      return parse_error (parser, error,
                          _("“%s” is not a move, a move number, a comment "
                            "or a result."), quoted);
    }
  if (paren)
    {
      char *after = NULL;
      guint64 value = g_ascii_strtoull (paren + 1, &after, 10);

      if (after == paren + 1 || after[0] != ')' || after[1] != '\0'
          || value > 999)
        {
          g_autofree char *quoted = toguz_text_quote_excerpt (
            token, TOGUZ_TEXT_EXCERPT);

          return parse_error (parser, error,
                              _("“%s”: after a move, (n) gives the mover’s "
                                "kazan, a number of stones."), quoted);
        }
      kazan_note = (int) value;
    }

  if (parser->after_result)
    finish_game (parser);
  game = current_game (parser);
  move.text = g_strndup (token, length);
  move.kazan_note = kazan_note;
  move.line = parser->line;

  moves = game->moves;
  if (moves->len > 0
      && is_key_move (token, length)
           != is_key_move (g_array_index (moves, ToguzRecordMove, 0).text,
                           strlen (g_array_index (moves, ToguzRecordMove,
                                                  0).text)))
    {
      if (game->restated == NULL)
        {
          game->restated = g_array_new (FALSE, TRUE,
                                        sizeof (ToguzRecordMove));
          g_array_set_clear_func (game->restated, clear_move);
        }
      moves = game->restated;
    }
  g_array_append_val (moves, move);
  return TRUE;
}

static gboolean
read_token (Parser *parser, const char *line_start, GError **error)
{
  const char *start = parser->p;
  g_autofree char *token = NULL;
  const char *text;
  ToguzRecord *game;

  flush_comment (parser);
  while (parser->p < parser->end && !g_ascii_isspace (*parser->p)
         && *parser->p != '{' && *parser->p != ';')
    parser->p++;
  if (parser->p - start > MAX_TOKEN)
    return parse_error (parser, error, _("A word of the record is far too "
                                         "long to be a move."));
  token = g_strndup (start, parser->p - start);

  if (is_result (token))
    {
      game = current_game (parser);
      g_free (game->result);
      game->result = g_steal_pointer (&token);
      game->result_line = parser->line;
      parser->after_result = TRUE;
      return TRUE;
    }

  /* A position line after the moves: the game's final position. */
  if (strchr (token, '/') && start == line_start)
    {
      parser->p = start;
      skip_line (parser);
      game = current_game (parser);
      g_free (game->final_fen);
      game->final_fen = g_strstrip (g_strndup (start, parser->p - start));
      game->final_fen_line = parser->line;
      if (!g_utf8_validate (game->final_fen, -1, NULL))
        return parse_error (parser, error,
                            _("The final position is not valid text."));
      return TRUE;
    }

  /* Move numbers: "12." or "12...", possibly glued to the move. */
  text = token;
  if (g_ascii_isdigit (*text))
    {
      const char *q = text;
      while (g_ascii_isdigit (*q))
        q++;
      if (*q == '.')
        {
          while (*q == '.')
            q++;
          text = q;
          if (*text == '\0')
            return TRUE;
        }
    }
  return read_move (parser, text, error);
}

struct _ToguzRecordReader
{
  Parser parser;
  char *contents; /* when the reader read the file itself */
  gboolean started;
  gboolean failed;
};

ToguzRecordReader *
toguz_record_reader_new (const char *text, gsize length,
                         const char *filename)
{
  ToguzRecordReader *reader = g_new0 (ToguzRecordReader, 1);

  g_return_val_if_fail (text != NULL || length == 0, NULL);

  reader->parser.p = text;
  reader->parser.end = text + length;
  reader->parser.filename = g_strdup (filename ? filename : "-");
  reader->parser.line = 1;
  reader->parser.line_start = text;
  return reader;
}

void
toguz_record_reader_free (ToguzRecordReader *reader)
{
  if (reader == NULL)
    return;
  g_clear_pointer (&reader->parser.game, toguz_record_free);
  g_clear_pointer (&reader->parser.finished, toguz_record_free);
  if (reader->parser.comment)
    g_string_free (reader->parser.comment, TRUE);
  g_free ((char *) reader->parser.filename);
  g_free (reader->contents);
  g_free (reader);
}

/* One step: a line end, white space, a line comment, or one tag, comment
 * or word. */
static gboolean
read_next (Parser *parser, GError **error)
{
  char c = *parser->p;

  if (c == '\n')
    {
      parser->line++;
      parser->p++;
      parser->line_start = parser->p;
      return TRUE;
    }
  if (g_ascii_isspace (c))
    {
      parser->p++;
      return TRUE;
    }
  if ((c == '#' && at_line_start (parser, parser->line_start)) || c == ';'
      || (c == '%' && at_line_start (parser, parser->line_start)))
    {
      skip_line (parser);
      return TRUE;
    }
  if (c == '[')
    return read_tag (parser, error);
  if (c == '{')
    return read_comment (parser, error);
  return read_token (parser, parser->line_start, error);
}

ToguzRecord *
toguz_record_reader_next (ToguzRecordReader *reader, GError **error)
{
  Parser *parser;

  g_return_val_if_fail (reader != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  parser = &reader->parser;
  if (reader->failed)
    return NULL;
  if (!reader->started)
    {
      g_autofree char *encoding = NULL;
      gsize bom = 0;

      reader->started = TRUE;
      encoding = toguz_encoding_describe (
        toguz_encoding_sniff (parser->p, parser->end - parser->p, &bom));
      if (encoding)
        {
          reader->failed = TRUE;
          parse_error (parser, error, "%s", encoding);
          return NULL;
        }
      /* Notepad writes one before UTF-8; it is no part of the record. */
      parser->p += bom;
      parser->line_start = parser->p;
      if (memchr (parser->p, '\0', parser->end - parser->p) != NULL)
        {
          reader->failed = TRUE;
          parse_error (parser, error, _("This is not a text file: it holds "
                                        "zero bytes."));
          return NULL;
        }
    }

  while (parser->finished == NULL && parser->p < parser->end)
    if (!read_next (parser, error))
      {
        reader->failed = TRUE;
        g_clear_pointer (&parser->game, toguz_record_free);
        g_clear_pointer (&parser->finished, toguz_record_free);
        return NULL;
      }
  if (parser->finished == NULL)
    finish_game (parser);
  return g_steal_pointer (&parser->finished);
}

/* Every game a reader gives, or NULL at the first mistake. */
static GPtrArray *
read_all (ToguzRecordReader *reader, GError **error)
{
  g_autoptr (GPtrArray) games
    = g_ptr_array_new_with_free_func ((GDestroyNotify) toguz_record_free);
  GError *local_error = NULL;
  ToguzRecord *game;

  while ((game = toguz_record_reader_next (reader, &local_error)) != NULL)
    {
      /* Whoever reads every game at once gets them all or an error. */
      if (game->problem)
        {
          g_set_error_literal (error, TOGUZ_ERROR, TOGUZ_ERROR_RECORD,
                               game->problem);
          toguz_record_free (game);
          return NULL;
        }
      g_ptr_array_add (games, game);
    }
  if (local_error)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }
  return g_steal_pointer (&games);
}

GPtrArray *
toguz_record_parse (const char *text, gsize length, const char *filename,
                    GError **error)
{
  g_autoptr (ToguzRecordReader) reader = NULL;

  g_return_val_if_fail (text != NULL || length == 0, NULL);

  reader = toguz_record_reader_new (text, length, filename);
  return read_all (reader, error);
}

gboolean
toguz_record_check_size (goffset size, const char *filename, GError **error)
{
  if (size <= TOGUZ_RECORD_MAX_FILE_SIZE)
    return TRUE;
  g_set_error (error, TOGUZ_ERROR, TOGUZ_ERROR_RECORD,
               _("%s:1: the file is larger than %d MiB: that is not a "
                 "game record."),
               filename, TOGUZ_RECORD_MAX_FILE_SIZE / (1024 * 1024));
  return FALSE;
}

ToguzRecordReader *
toguz_record_reader_new_for_file (const char *filename, GError **error)
{
  g_autoptr (GError) local_error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *uri_path = NULL;
  ToguzRecordReader *reader;
  gsize length = 0;

  g_return_val_if_fail (filename != NULL, NULL);

  /* A file:// URI still names a local file; a plain path stays as the
   * user wrote it, for the messages. */
  if (g_uri_peek_scheme (filename) != NULL)
    {
      g_autoptr (GFile) file = g_file_new_for_uri (filename);
      uri_path = g_file_get_path (file);
    }
  /* A device, a FIFO or a huge file is refused, never read to its end. */
  if (!toguz_file_read_regular (uri_path ? uri_path : filename,
                                TOGUZ_RECORD_MAX_FILE_SIZE,
                                &contents, &length, &local_error))
    {
      if (g_error_matches (local_error, G_IO_ERROR,
                           G_IO_ERROR_MESSAGE_TOO_LARGE))
        toguz_record_check_size (G_MAXINT64, filename, error);
      else
        g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  reader = toguz_record_reader_new (contents, length, filename);
  reader->contents = g_steal_pointer (&contents);
  return reader;
}

GPtrArray *
toguz_record_read_file (const char *filename, GError **error)
{
  g_autoptr (ToguzRecordReader) reader
    = toguz_record_reader_new_for_file (filename, error);

  return reader ? read_all (reader, error) : NULL;
}

/* Writing */

static void
append_wrapped (GString *out, GString *line, const char *token,
                const char *newline)
{
  if (line->len > 0 && line->len + 1 + strlen (token) > WRAP_COLUMNS)
    {
      g_string_append (out, line->str);
      g_string_append (out, newline);
      g_string_truncate (line, 0);
    }
  if (line->len > 0)
    g_string_append_c (line, ' ');
  g_string_append (line, token);
}

/* The side and move number the game starts from, read from a FEN tag. */
static void
starting_move (const ToguzRecord *record, gboolean *black_first,
               unsigned *number)
{
  const char *fen = toguz_record_get_tag (record, "FEN");
  g_auto (GStrv) fields = NULL;

  *black_first = FALSE;
  *number = 1;
  if (fen == NULL)
    return;
  fields = g_strsplit (fen, " ", -1);
  if (g_strv_length (fields) == 5)
    {
      *black_first = g_strcmp0 (fields[3], "N") == 0;
      *number = (unsigned) CLAMP (g_ascii_strtoull (fields[4], NULL, 10), 1,
                                  32767);
    }
}

char *
toguz_record_to_string (const ToguzRecord *record, const char *newline)
{
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (GString) line = g_string_new (NULL);
  gboolean black_first;
  unsigned number;

  g_return_val_if_fail (record != NULL, NULL);
  if (newline == NULL)
    newline = "\n";

  for (guint i = 0; i < record->tags->len; i++)
    {
      const ToguzRecordTag *tag
        = &g_array_index (record->tags, ToguzRecordTag, i);
      g_string_append_printf (out, "[%s \"", tag->name);
      for (const char *c = tag->value; *c; c++)
        {
          if (*c == '"' || *c == '\\')
            g_string_append_c (out, '\\');
          g_string_append_c (out, *c);
        }
      g_string_append_printf (out, "\"]%s", newline);
    }
  if (record->tags->len > 0)
    g_string_append (out, newline);

  starting_move (record, &black_first, &number);
  for (guint i = 0; i < record->moves->len; i++)
    {
      const ToguzRecordMove *move
        = &g_array_index (record->moves, ToguzRecordMove, i);
      gboolean white_move = (i % 2 == 0) != black_first;
      g_autofree char *token = NULL;

      if (white_move || i == 0)
        {
          g_autofree char *label
            = g_strdup_printf (white_move ? "%u." : "%u...", number);
          append_wrapped (out, line, label, newline);
        }
      if (!white_move)
        number++;
      token = move->kazan_note >= 0
                ? g_strdup_printf ("%s(%d)", move->text, move->kazan_note)
                : g_strdup (move->text);
      append_wrapped (out, line, token, newline);
      if (move->comment)
        {
          g_autofree char *comment = g_strdup_printf ("{%s}", move->comment);
          append_wrapped (out, line, comment, newline);
        }
    }
  if (record->result)
    append_wrapped (out, line, record->result, newline);
  if (record->result_comment)
    g_string_append_printf (line, "%s{%s}", line->len ? " " : "",
                            record->result_comment);
  if (line->len > 0)
    {
      g_string_append (out, line->str);
      g_string_append (out, newline);
    }
  if (record->final_fen)
    g_string_append_printf (out, "%s%s", record->final_fen, newline);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static gboolean
is_known_tag (const char *value)
{
  return value && *value && g_strcmp0 (value, "?") != 0
         && g_strcmp0 (value, "-") != 0;
}

char *
toguz_record_dup_title (const ToguzRecord *record, guint index)
{
  const char *white = toguz_record_get_tag (record, "White");
  const char *black = toguz_record_get_tag (record, "Black");
  g_autoptr (GString) name = g_string_new (NULL);
  static const char *more[] = { "Event", "Site", "Date" };

  if (is_known_tag (white) || is_known_tag (black))
    g_string_append_printf (name, "%s – %s",
                            is_known_tag (white) ? white : "?",
                            is_known_tag (black) ? black : "?");
  for (guint i = 0; i < G_N_ELEMENTS (more); i++)
    {
      const char *value = toguz_record_get_tag (record, more[i]);
      if (!is_known_tag (value))
        continue;
      if (name->len)
        g_string_append (name, ", ");
      g_string_append (name, value);
    }
  if (name->len == 0)
    /* Translators: a game of a record file without names or dates. */
    g_string_printf (name, _("Game %u"), index + 1);
  return g_string_free (g_steal_pointer (&name), FALSE);
}
