/* toguz-record.h: PGN-style game records, as PlayOK exports them
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Records larger than this are refused before they are read. */
#define TOGUZ_RECORD_MAX_FILE_SIZE (64 * 1024 * 1024)

typedef struct
{
  char *name;
  char *value;
} ToguzRecordTag;

typedef struct
{
  char *text;          /* as written: "76", "36X", "4", or a key "g1d2" */
  int kazan_note;      /* PlayOK's (n): mover's kazan after, or -1 */
  char *comment;       /* a {...} comment after the move, or NULL */
  unsigned line;       /* line of the move in its file */
} ToguzRecordMove;

typedef struct
{
  GArray *tags;         /* ToguzRecordTag, in file order */
  GArray *moves;        /* ToguzRecordMove */
  GArray *restated;     /* the same moves in the other notation (keys or
                         * digits), as PlayStrategy's test files give them;
                         * NULL when the record has one notation */
  char *result;         /* "1-0", "0-1", "1/2-1/2", "*", or NULL */
  char *result_comment; /* a comment after the result, e.g. "zero" */
  char *final_fen;      /* a position line after the moves, or NULL */
  char *filename;       /* for messages; may be NULL */
  char *problem;        /* "FILE:LINE: message" of a mistake that spoils
                         * this game alone (a tag value that is not
                         * UTF-8, kept made valid), or NULL */
  unsigned line;        /* first line of the game */
  unsigned result_line;
  unsigned final_fen_line;
  GHashTable *tag_index; /* private: name to index, for games with many */
} ToguzRecord;

ToguzRecord *toguz_record_new (void);
void toguz_record_free (ToguzRecord *record);

const char *toguz_record_get_tag (const ToguzRecord *record,
                                  const char *name);
void toguz_record_set_tag (ToguzRecord *record, const char *name,
                           const char *value);
void toguz_record_add_move (ToguzRecord *record, const char *text,
                            int kazan_note, const char *comment);

/* "White – Black, Event, Date", from what the tags say; without any,
 * "Game N" for the game at `index` of its file (translated). */
char *toguz_record_dup_title (const ToguzRecord *record, guint index);

/* Reads every game of a PGN-style text.  Lines starting with '#' are
 * comments; a line holding a FEN after the moves is the expected final
 * position.  A UTF-8 byte order mark is skipped; UTF-16 and UTF-32 are
 * refused, saying how to save the file as UTF-8.  Errors read
 * "FILE:LINE: message"; a game with a problem of its own is one. */
GPtrArray *toguz_record_parse (const char *text, gsize length,
                               const char *filename, GError **error);

GPtrArray *toguz_record_read_file (const char *filename, GError **error);

/* Reads the games of a text one at a time, so that a long record needs
 * the memory of one game, not of all.  The text must outlive a reader
 * made with _new (); _new_for_file () reads the file as
 * toguz_record_read_file () does.  _next () returns NULL at the end, or
 * with `error` set at the first mistake; the games before it were good.
 * A game whose mistake is its own (see `problem`) is returned, and the
 * games after it are read. */
typedef struct _ToguzRecordReader ToguzRecordReader;

ToguzRecordReader *toguz_record_reader_new (const char *text, gsize length,
                                            const char *filename);
ToguzRecordReader *toguz_record_reader_new_for_file (const char *filename,
                                                     GError **error);
ToguzRecord *toguz_record_reader_next (ToguzRecordReader *reader,
                                       GError **error);
void toguz_record_reader_free (ToguzRecordReader *reader);

/* Refuses a file of `size` bytes larger than TOGUZ_RECORD_MAX_FILE_SIZE,
 * as toguz_record_read_file() does, for callers that read files
 * themselves. */
gboolean toguz_record_check_size (goffset size, const char *filename,
                                  GError **error);

/* Writes the game as PlayOK does: tags, a blank line, the movetext wrapped
 * at 59 columns, the result, then the result comment.  `newline` is "\n"
 * or PlayOK's "\r\n". */
char *toguz_record_to_string (const ToguzRecord *record,
                              const char *newline);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ToguzRecord, toguz_record_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ToguzRecordReader, toguz_record_reader_free)

G_END_DECLS
