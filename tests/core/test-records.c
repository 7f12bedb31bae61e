/* test-records.c: PGN-style records read, written and replayed
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "toguz-replay.h"
#include "toguz-text.h"

static char *
games_path (const char *name)
{
  const char *dir = g_getenv ("TOGUZ_GAMES_DIR");

  g_assert_nonnull (dir);
  return g_build_filename (dir, name, NULL);
}

static GPtrArray *
read_games (const char *name)
{
  g_autofree char *path = games_path (name);
  g_autoptr (GError) error = NULL;
  GPtrArray *records = toguz_record_read_file (path, &error);

  g_assert_no_error (error);
  return records;
}

static void
test_replay_all (void)
{
  static const struct
  {
    const char *file;
    unsigned games;
    unsigned ended_by_rule;
  } expected[] = {
    { "master-2018.pgn", 742, 9 },
    { "playok-2025-sample.pgn", 55, 8 },
    { "playok-2025-3170.pgn", 3170, 825 },
    { "playstrategy_FgWSk5be.txt", 1, 1 },
  };

  for (gsize f = 0; f < G_N_ELEMENTS (expected); f++)
    {
      g_autoptr (GPtrArray) records = read_games (expected[f].file);
      unsigned ended = 0;

      g_assert_cmpuint (records->len, ==, expected[f].games);
      for (guint i = 0; i < records->len; i++)
        {
          g_autoptr (GError) error = NULL;
          ToguzReplay replay;

          if (!toguz_record_replay (g_ptr_array_index (records, i),
                                    toguz_ruleset_default (), NULL, NULL,
                                    &replay, &error))
            g_error ("%s", error->message);
          ended += replay.ended_by_rule;
        }
      g_assert_cmpuint (ended, ==, expected[f].ended_by_rule);
    }
}

static void
test_playstrategy_two_notations (void)
{
  g_autoptr (GPtrArray) records = read_games ("playstrategy_FgWSk5be.txt");
  const ToguzRecord *record = g_ptr_array_index (records, 0);
  g_autoptr (GError) error = NULL;
  ToguzReplay replay;
  g_autofree char *fen = NULL;

  g_assert_cmpuint (record->moves->len, ==, 75);
  g_assert_nonnull (record->restated);
  g_assert_cmpuint (record->restated->len, ==, 75);
  g_assert_cmpstr (g_array_index (record->moves, ToguzRecordMove, 0).text,
                   ==, "g1d2");
  g_assert_cmpstr (g_array_index (record->restated, ToguzRecordMove, 17).text,
                   ==, "84x");
  g_assert_true (toguz_record_replay (record, toguz_ruleset_default (), NULL,
                                      NULL, &replay, &error));
  fen = toguz_position_to_fen (&replay.rules, &replay.final);
  g_assert_cmpstr (fen, ==, record->final_fen);
  g_assert_cmpint (replay.final.result, ==, TOGUZ_WHITE_WON);
}

typedef struct
{
  const ToguzRecord *record;
  guint index;
  unsigned notes;
} NoteCheck;

/* PlayOK writes (n) after exactly the moves toguz_record_kazan_note()
 * names, with the same number. */
static void
check_note (const ToguzRuleset *rules, const ToguzPosition *pos,
            const ToguzEvent *event, gpointer user_data)
{
  NoteCheck *check = user_data;
  const ToguzRecordMove *move = &g_array_index (check->record->moves,
                                                ToguzRecordMove,
                                                check->index++);

  g_assert_cmpint (move->kazan_note, ==, toguz_record_kazan_note (event));
  check->notes += move->kazan_note >= 0;
}

static void
test_playok_notes (void)
{
  g_autoptr (GPtrArray) records = read_games ("playok-2025-sample.pgn");
  unsigned notes = 0;

  for (guint i = 0; i < records->len; i++)
    {
      NoteCheck check = { g_ptr_array_index (records, i), 0, 0 };
      ToguzReplay replay;

      g_assert_true (toguz_record_replay (check.record,
                                          toguz_ruleset_default (),
                                          check_note, &check, &replay,
                                          NULL));
      notes += check.notes;
    }
  g_assert_cmpuint (notes, >, 500);
}

/* Reading PlayOK's export and writing it again gives the same bytes. */
static void
test_playok_written_back (void)
{
  g_autofree char *path = games_path ("playok-2025-sample.pgn");
  g_autofree char *original = NULL;
  g_autoptr (GPtrArray) records = NULL;
  g_autoptr (GString) written = g_string_new (NULL);
  gsize length;

  g_assert_true (g_file_get_contents (path, &original, &length, NULL));
  records = toguz_record_parse (original, length, path, NULL);
  g_assert_nonnull (records);
  for (guint i = 0; i < records->len; i++)
    {
      g_autofree char *text
        = toguz_record_to_string (g_ptr_array_index (records, i), "\r\n");
      g_string_append (written, text);
      g_string_append (written, "\r\n");
    }
  g_assert_cmpstr (written->str, ==, original);
}

static void
test_master_round_trip (void)
{
  g_autoptr (GPtrArray) records = read_games ("master-2018.pgn");

  for (guint i = 0; i < records->len; i++)
    {
      const ToguzRecord *record = g_ptr_array_index (records, i);
      g_autofree char *text = toguz_record_to_string (record, "\n");
      g_autoptr (GPtrArray) again
        = toguz_record_parse (text, strlen (text), "again", NULL);
      const ToguzRecord *copy;

      g_assert_nonnull (again);
      g_assert_cmpuint (again->len, ==, 1);
      copy = g_ptr_array_index (again, 0);
      g_assert_cmpuint (copy->moves->len, ==, record->moves->len);
      g_assert_cmpuint (copy->tags->len, ==, record->tags->len);
      g_assert_cmpstr (copy->result, ==, record->result);
      g_assert_cmpstr (toguz_record_get_tag (copy, "White"), ==,
                       toguz_record_get_tag (record, "White"));
      for (guint m = 0; m < record->moves->len; m++)
        g_assert_cmpstr (g_array_index (copy->moves, ToguzRecordMove, m).text,
                         ==,
                         g_array_index (record->moves, ToguzRecordMove,
                                        m).text);
    }
}

typedef struct
{
  const char *name;
  const char *text;
  int code;
  const char *message;
} BadRecord;

#define TAGS "[Event \"t\"]\n[Result \"1-0\"]\n\n"

static const BadRecord bad_records[] = {
  /* Not readable. */
  { "open-comment", TAGS "1. 65 65\n2. 99 {a comment\nthat never ends",
    TOGUZ_ERROR_RECORD, "bad:5: The comment opened here never closes" },
  { "unknown-word", TAGS "1. 65 hello 2. 99 89", TOGUZ_ERROR_RECORD,
    "bad:4: “hello” is not a move" },
  { "tag-without-quotes", "[Event t]\n", TOGUZ_ERROR_RECORD,
    "bad:1: The tag Event needs its value in double quotes" },
  { "tag-unclosed", "[Event \"t\"\n", TOGUZ_ERROR_RECORD,
    "bad:1: The tag Event must end with ]" },
  { "bad-kazan-note", TAGS "1. 65(ten) 65", TOGUZ_ERROR_RECORD,
    "bad:4: “65(ten)”: after a move, (n) gives" },
  { "zero-byte", TAGS "1. 65\0 65", TOGUZ_ERROR_RECORD,
    "not a text file" },
  /* Readable, but the rules say otherwise. */
  { "wrong-landing", TAGS "1. 65 65\n2. 98 89", TOGUZ_ERROR_MISMATCH,
    "bad:5: Move 2 (White, 98): The record says the last stone lands in "
    "hole 8, but it lands in Black’s hole 9: the move is 99." },
  { "missing-x", TAGS "1. 65 65 2. 99 89 3. 23 45", TOGUZ_ERROR_MISMATCH,
    "Move 3 (Black, 45): This move makes a tuzdik, so it is written 45x" },
  { "extra-x", TAGS "1. 65x", TOGUZ_ERROR_MISMATCH,
    "Move 1 (White, 65x): This move makes no tuzdik" },
  { "wrong-kazan-note", TAGS "1. 65(12) 65", TOGUZ_ERROR_MISMATCH,
    "gives the kazan as (12), but it holds 10" },
  { "empty-hole", TAGS "1. 65 5", TOGUZ_ERROR_MISMATCH,
    "Move 1 (Black, 5): Black’s hole 5 is empty" },
  { "bad-digit", TAGS "1. 65 05", TOGUZ_ERROR_MISMATCH,
    "Move 1 (Black): “05”: the holes are numbered 1 to 9" },
  { "wrong-result", "[FEN \"8,1S/5S,7,1S 77 78 S 40\"]\n\n40. 91 0-1",
    TOGUZ_ERROR_MISMATCH,
    "gives the result 0-1, but the game ended by the rules with 1-0 "
    "(84–78) when Black was left without a move" },
  { "moves-after-the-end", "[FEN \"8,1S/5S,7,1S 77 78 S 40\"]\n\n"
    "40. 91 12", TOGUZ_ERROR_MISMATCH,
    "Move 40 (Black, 12): the game already ended at ply 79" },
  { "zero-but-moves-left", TAGS "1. 65 65 1-0 {zero}", TOGUZ_ERROR_MISMATCH,
    "says {zero}" },
  { "wrong-final-position", "1. 65 65\n"
    "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1\n",
    TOGUZ_ERROR_MISMATCH, "bad:2: The record gives the final position" },
  { "bad-variant", "[Variant \"chess\"]\n\n1. 65", TOGUZ_ERROR_MISMATCH,
    "Unknown variant “chess”" },
  { "bad-fen-tag", "[FEN \"9S/9S 0 0 S 1\"]\n\n1. 65", TOGUZ_ERROR_MISMATCH,
    "The FEN tag is not a valid position" },
};

static void
test_bad_record (gconstpointer data)
{
  const BadRecord *c = data;
  /* Lengths by hand: one case holds a zero byte. */
  gsize length = strlen (c->text);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) records = NULL;

  if (strcmp (c->name, "zero-byte") == 0)
    length = sizeof (TAGS "1. 65\0 65") - 1;

  records = toguz_record_parse (c->text, length, "bad", &error);
  if (records != NULL)
    {
      ToguzReplay replay;

      g_assert_no_error (error);
      g_assert_cmpuint (records->len, ==, 1);
      g_assert_false (toguz_record_replay (g_ptr_array_index (records, 0),
                                           toguz_ruleset_default (), NULL,
                                           NULL, &replay, &error));
    }
  g_assert_error (error, TOGUZ_ERROR, c->code);
  if (strstr (error->message, c->message) == NULL)
    g_error ("%s: “%s” does not say “%s”", c->name, error->message,
             c->message);
}

static void
test_write_from_play (void)
{
  g_autoptr (ToguzRecord) record = toguz_record_new ();
  g_autofree char *text = NULL;

  toguz_record_set_tag (record, "Event", "Lesson \"quotes\"");
  toguz_record_set_tag (record, "Result", "*");
  toguz_record_add_move (record, "65", 10, NULL);
  toguz_record_add_move (record, "65", 10, "both capture");
  toguz_record_add_move (record, "99", -1, NULL);
  record->result = g_strdup ("*");
  text = toguz_record_to_string (record, "\n");
  g_assert_cmpstr (text, ==,
                   "[Event \"Lesson \\\"quotes\\\"\"]\n[Result \"*\"]\n\n"
                   "1. 65(10) 65(10) {both capture} 2. 99 *\n");
}

/* Only regular files are read: a symlink to /dev/zero, a FIFO (opened
 * without waiting for a writer) and /dev/null are refused at once, and
 * a file past the limit is refused before it is read.  alarm() turns a
 * hang into a failure. */
static void
test_not_regular_files (void)
{
  g_autofree char *dir = g_dir_make_tmp ("toguz-records-XXXXXX", NULL);
  g_autofree char *zero = g_build_filename (dir, "zero.pgn", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo.pgn", NULL);
  g_autofree char *big = g_build_filename (dir, "big.pgn", NULL);
  const char *paths[] = { zero, fifo, "/dev/null" };
  g_autoptr (GError) error = NULL;
  GPtrArray *records;
  FILE *f;

  alarm (10);
  g_assert_cmpint (symlink ("/dev/zero", zero), ==, 0);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      records = toguz_record_read_file (paths[i], &error);
      g_assert_null (records);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
      g_assert_nonnull (strstr (error->message, paths[i]));
      g_clear_error (&error);
    }

  /* Sparse: past the limit without using the disk. */
  f = fopen (big, "w");
  g_assert_nonnull (f);
  g_assert_cmpint (ftruncate (fileno (f), TOGUZ_RECORD_MAX_FILE_SIZE + 1),
                   ==, 0);
  fclose (f);
  records = toguz_record_read_file (big, &error);
  g_assert_null (records);
  g_assert_error (error, TOGUZ_ERROR, TOGUZ_ERROR_RECORD);
  g_clear_error (&error);
  alarm (0);

  /* A file:// URI is still read, through the same checks. */
  {
    g_autofree char *path = games_path ("master-2018.pgn");
    g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
    g_autoptr (GPtrArray) games = toguz_record_read_file (uri, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (games->len, >, 0);
  }

  g_remove (zero);
  g_remove (fifo);
  g_remove (big);
  g_rmdir (dir);
}

/* Text for a label: long words get places to break, long texts an end. */
static void
test_breakable (void)
{
  g_autofree char *short_words = toguz_text_dup_breakable ("Two words.", 100,
                                                           6);
  g_autofree char *long_word = toguz_text_dup_breakable ("abcdefghij kl", 100,
                                                         4);
  g_autofree char *cut = toguz_text_dup_breakable ("abcdefghij", 6, 60);
  g_autofree char *none = toguz_text_dup_breakable (NULL, 6, 60);
  g_autofree char *invalid = toguz_text_dup_breakable ("a\xff" "b", 6,
                                                       60);
  g_autofree char *huge = NULL;
  char *word = g_strnfill (20000, 'w');

  g_assert_cmpstr (short_words, ==, "Two words.");
  g_assert_cmpstr (long_word, ==, "abcd\u200Befgh\u200Bij kl");
  g_assert_cmpstr (cut, ==, "abcdef…");
  g_assert_cmpstr (none, ==, "");
  g_assert_true (g_utf8_validate (invalid, -1, NULL));
  huge = toguz_text_dup_breakable (word, 200, 60);
  g_assert_cmpuint (g_utf8_strlen (huge, -1), ==, 200 + 3 + 1);
  g_free (word);
}

/* PGN's marks after a move (76?, 85x??, 4!(12)) read as the move alone. */
static void
test_annotation_marks (void)
{
  const char *text = "[Event \"marks\"]\n\n1. 76? 85x?? 2. 4!(12) 3?! *\n";
  g_autoptr (GPtrArray) records = NULL;
  g_autoptr (GError) error = NULL;
  const ToguzRecord *game;

  records = toguz_record_parse (text, strlen (text), "marks", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (records->len, ==, 1);
  game = g_ptr_array_index (records, 0);
  g_assert_cmpuint (game->moves->len, ==, 4);
  g_assert_cmpstr (g_array_index (game->moves, ToguzRecordMove, 0).text, ==,
                   "76");
  g_assert_cmpstr (g_array_index (game->moves, ToguzRecordMove, 1).text, ==,
                   "85x");
  g_assert_cmpstr (g_array_index (game->moves, ToguzRecordMove, 2).text, ==,
                   "4");
  g_assert_cmpint (g_array_index (game->moves, ToguzRecordMove, 2).kazan_note,
                   ==, 12);
  g_assert_cmpstr (g_array_index (game->moves, ToguzRecordMove, 3).text, ==,
                   "3");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/records/replay-all-games", test_replay_all);
  g_test_add_func ("/records/annotation-marks", test_annotation_marks);
  g_test_add_func ("/records/playstrategy-two-notations",
                   test_playstrategy_two_notations);
  g_test_add_func ("/records/playok-kazan-notes", test_playok_notes);
  g_test_add_func ("/records/playok-written-back", test_playok_written_back);
  g_test_add_func ("/records/master-round-trip", test_master_round_trip);
  g_test_add_func ("/records/write-from-play", test_write_from_play);
  g_test_add_func ("/records/not-regular-files", test_not_regular_files);
  for (gsize i = 0; i < G_N_ELEMENTS (bad_records); i++)
    {
      g_autofree char *path = g_strdup_printf ("/records/bad/%s",
                                               bad_records[i].name);
      g_test_add_data_func (path, &bad_records[i], test_bad_record);
    }
  g_test_add_func ("/text/breakable", test_breakable);
  return g_test_run ();
}
