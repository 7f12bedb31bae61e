/* test-record-reader.c: long and hostile records, read game by game
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What once was quadratic or held every game at once.  How fast is the
 * benchmark's to say (tests/bench/bench-hostile.c); here, what is read.
 */
#include "config.h"

#include <string.h>

#include "toguz-error.h"
#include "toguz-record.h"

#define GAME "[Event \"e\"]\n\n1. 76 98 *\n\n"

/* The reader hands on each game as soon as it is read: the first game
 * comes while the rest of the text is not looked at, and the games
 * before a mistake are good. */
static void
test_game_by_game (void)
{
  const char *text = GAME GAME "[Event \"e\"]\n\n1. 76 xyz *\n";
  g_autoptr (ToguzRecordReader) reader
    = toguz_record_reader_new (text, strlen (text), "three.pgn");
  g_autoptr (GError) error = NULL;
  ToguzRecord *game;
  unsigned games = 0;

  while ((game = toguz_record_reader_next (reader, &error)) != NULL)
    {
      g_assert_cmpuint (game->moves->len, ==, 2);
      g_assert_cmpuint (game->line, ==, 1 + 4 * games);
      games++;
      toguz_record_free (game);
    }
  g_assert_cmpuint (games, ==, 2);
  g_assert_error (error, TOGUZ_ERROR, TOGUZ_ERROR_RECORD);
  g_assert_true (g_str_has_prefix (error->message, "three.pgn:11:"));
  /* After a mistake, nothing more. */
  g_clear_error (&error);
  g_assert_null (toguz_record_reader_next (reader, &error));
  g_assert_no_error (error);
}

/* 100,000 tiny games: the reader keeps one game at a time, so each game
 * it returns is freed before the next is read, and every game is found. */
static void
test_many_games (void)
{
  g_autoptr (GString) text = g_string_new (NULL);
  g_autoptr (ToguzRecordReader) reader = NULL;
  g_autoptr (GError) error = NULL;
  ToguzRecord *game;
  unsigned games = 0;

  for (int i = 0; i < 100000; i++)
    g_string_append (text, GAME);
  reader = toguz_record_reader_new (text->str, text->len, "tiny.pgn");
  while ((game = toguz_record_reader_next (reader, &error)) != NULL)
    {
      games++;
      toguz_record_free (game);
    }
  g_assert_no_error (error);
  g_assert_cmpuint (games, ==, 100000);
}

/* 100,000 distinct tags in one game; a tag written twice keeps its last
 * value, before and after the game has many. */
static void
test_many_tags (void)
{
  g_autoptr (GString) text = g_string_new ("[Site \"first\"]\n");
  g_autoptr (GPtrArray) games = NULL;
  g_autoptr (GError) error = NULL;
  const ToguzRecord *game;

  g_string_append (text, "[Site \"second\"]\n");
  for (int i = 0; i < 100000; i++)
    g_string_append_printf (text, "[Tag%d \"v%d\"]\n", i, i);
  g_string_append (text, "[Site \"third\"]\n[Tag5 \"again\"]\n\n1. 76 *\n");
  games = toguz_record_parse (text->str, text->len, "tags.pgn", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 1);
  game = g_ptr_array_index (games, 0);
  g_assert_cmpuint (game->tags->len, ==, 100001);
  g_assert_cmpstr (toguz_record_get_tag (game, "Site"), ==, "third");
  g_assert_cmpstr (toguz_record_get_tag (game, "Tag5"), ==, "again");
  g_assert_cmpstr (toguz_record_get_tag (game, "Tag99999"), ==, "v99999");
  g_assert_null (toguz_record_get_tag (game, "Tag100000"));
  g_assert_cmpstr (g_array_index (game->tags, ToguzRecordTag, 0).name, ==,
                   "Site");
}

/* Comments on one move are joined in order, up to the limit of one
 * comment; past it the record is refused, at the comment's line. */
static void
test_many_comments (void)
{
  g_autoptr (GString) text = g_string_new ("[Event \"e\"]\n\n1. 76\n");
  g_autoptr (GPtrArray) games = NULL;
  g_autoptr (GError) error = NULL;
  const ToguzRecordMove *move;

  for (int i = 0; i < 10000; i++)
    g_string_append_printf (text, "{c%d}", i % 10);
  g_string_append (text, " 98 {last} *\n");
  games = toguz_record_parse (text->str, text->len, "comments.pgn", &error);
  g_assert_no_error (error);
  move = &g_array_index (((ToguzRecord *) g_ptr_array_index (games, 0))
                           ->moves, ToguzRecordMove, 0);
  g_assert_cmpuint (strlen (move->comment), ==, 10000 * 3 - 1);
  g_assert_true (g_str_has_prefix (move->comment, "c0 c1 c2"));
  g_assert_true (g_str_has_suffix (move->comment, "c8 c9"));
  move = &g_array_index (((ToguzRecord *) g_ptr_array_index (games, 0))
                           ->moves, ToguzRecordMove, 1);
  g_assert_cmpstr (move->comment, ==, "last");
  g_clear_pointer (&games, g_ptr_array_unref);

  g_string_assign (text, "[Event \"e\"]\n\n1. 76\n");
  for (int i = 0; i < 100000; i++)
    g_string_append (text, "{c}");
  g_string_append (text, "\n98 *\n");
  games = toguz_record_parse (text->str, text->len, "comments.pgn", &error);
  g_assert_null (games);
  g_assert_error (error, TOGUZ_ERROR, TOGUZ_ERROR_RECORD);
  g_assert_true (g_str_has_prefix (error->message, "comments.pgn:4:"));
  g_assert_nonnull (strstr (error->message, "too long"));
}

#define HOW_TO_SAVE                                                         \
  "In Windows Notepad: File ▸ Save As, Encoding: UTF-8. In LibreOffice "   \
  "Writer: File ▸ Save As, file type “Text - Choose Encoding”, then “Use " \
  "Text - Choose Encoding Format!” and Character set: Unicode (UTF-8)."

/* Notepad's UTF-8 starts with a byte order mark, which replay once
 * refused as a move. */
static void
test_utf8_bom (void)
{
  const char *text = "\xef\xbb\xbf" GAME;
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) games = toguz_record_parse (text, strlen (text),
                                                    "bom.pgn", &error);

  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 1);
  g_assert_cmpstr (toguz_record_get_tag (g_ptr_array_index (games, 0),
                                         "Event"),
                   ==, "e");
}

/* Notepad's "Unicode" was said to hold zero bytes. */
static void
test_utf16 (void)
{
  static const struct
  {
    const char *encoding;
    const char *bom;
    gsize bom_length;
    const char *message;
  } cases[] = {
    { "UTF-16LE", "\xff\xfe", 2,
      "u.pgn:1: The file is saved as UTF-16 (Windows Notepad’s “Unicode” or "
      "“UTF-16 LE”), not UTF-8: save it again as UTF-8. " HOW_TO_SAVE },
    { "UTF-16BE", "", 0,
      "u.pgn:1: The file is saved as UTF-16 (Windows Notepad’s “Unicode” or "
      "“UTF-16 LE”), not UTF-8: save it again as UTF-8. " HOW_TO_SAVE },
    { "UTF-32LE", "", 0,
      "u.pgn:1: The file is saved as UTF-32, not UTF-8: save it again as "
      "UTF-8. " HOW_TO_SAVE },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gsize length = 0;
      g_autofree char *body = g_convert (GAME GAME, -1, cases[i].encoding,
                                         "UTF-8", NULL, &length, NULL);
      g_autoptr (GByteArray) file = g_byte_array_new ();
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) games = NULL;

      g_assert_nonnull (body);
      g_byte_array_append (file, (const guint8 *) cases[i].bom,
                           (guint) cases[i].bom_length);
      g_byte_array_append (file, (const guint8 *) body, (guint) length);
      games = toguz_record_parse ((const char *) file->data, file->len,
                                  "u.pgn", &error);
      g_assert_null (games);
      g_assert_error (error, TOGUZ_ERROR, TOGUZ_ERROR_RECORD);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

/* A Latin-1 name refused the whole file; it spoils its game only. */
static void
test_latin1_tag (void)
{
  const char *text = GAME "[Event \"e\"]\n[White \"Ren\xe9\"]\n\n1. 76 98 *\n\n"
                     GAME;
  g_autoptr (ToguzRecordReader) reader
    = toguz_record_reader_new (text, strlen (text), "latin.pgn");
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) all = NULL;
  ToguzRecord *game;
  unsigned games = 0;

  while ((game = toguz_record_reader_next (reader, &error)) != NULL)
    {
      g_assert_cmpuint (game->moves->len, ==, 2);
      if (games == 1)
        {
          g_assert_cmpstr (game->problem, ==,
                           "latin.pgn:6: The value of the tag White is not "
                           "UTF-8 text (the file may be saved as Latin-1 or "
                           "Windows-1252): save the file as UTF-8.");
          g_assert_true (g_utf8_validate (toguz_record_get_tag (game,
                                                                "White"),
                                          -1, NULL));
        }
      else
        g_assert_null (game->problem);
      games++;
      toguz_record_free (game);
    }
  g_assert_no_error (error);
  g_assert_cmpuint (games, ==, 3);

  /* Read all at once, the file is refused, saying why. */
  all = toguz_record_parse (text, strlen (text), "latin.pgn", &error);
  g_assert_null (all);
  g_assert_error (error, TOGUZ_ERROR, TOGUZ_ERROR_RECORD);
  g_assert_true (g_str_has_prefix (error->message, "latin.pgn:6: The value "
                                                   "of the tag White"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/record-reader/game-by-game", test_game_by_game);
  g_test_add_func ("/record-reader/many-games", test_many_games);
  g_test_add_func ("/record-reader/many-tags", test_many_tags);
  g_test_add_func ("/record-reader/many-comments", test_many_comments);
  g_test_add_func ("/record-reader/utf8-bom", test_utf8_bom);
  g_test_add_func ("/record-reader/utf16", test_utf16);
  g_test_add_func ("/record-reader/latin1-tag", test_latin1_tag);
  return g_test_run ();
}
