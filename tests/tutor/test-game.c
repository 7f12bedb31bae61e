/* test-game.c: the game model of free play, without a display
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "resident-memory.h"
#include "toguz-error.h"
#include "toguz-fen.h"
#include "toguz-record.h"
#include "toguz-text.h"
#include "tutor-game.h"
#include "tutor-match.h"

#define AFTER_65_45X \
  "13S,2S,12S,3S,2S,1S,1,12S,12S/12S,2S,13S,13S,t,3S,12S,12S,1S 22 15 S 4"

static const guint line[] = { 5, 5, 8, 7, 1, 3 };

/* What items-changed said, one "position:removed:added" each time. */
static void
on_items_changed (GListModel *model, guint position, guint removed,
                  guint added, GString *log)
{
  g_string_append_printf (log, "%s%u:%u:%u", log->len ? " " : "", position,
                          removed, added);
}

static void
count_notify (GObject *object, GParamSpec *pspec, guint *count)
{
  (*count)++;
}

static void
play_line (TutorGame *game, const guint *holes, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GError) error = NULL;
      g_assert_true (tutor_game_play (game, holes[i], &error));
      g_assert_no_error (error);
    }
}

static char *
dup_moves (GListModel *model)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr (TutorGameMove) move = g_list_model_get_item (model, i);
      g_string_append_printf (text, "%s%s", i ? " " : "",
                              tutor_game_move_get_notation (move));
    }
  return g_string_free (text, FALSE);
}

static char *
dup_fen (TutorGame *game)
{
  return toguz_position_to_fen (tutor_game_get_rules (game),
                                tutor_game_get_position (game));
}

static void
test_play (void)
{
  g_autoptr (TutorGame) game = tutor_game_new ();
  g_autoptr (GString) log = g_string_new (NULL);
  g_autoptr (TutorGameMove) move = NULL;
  g_autofree char *notation = NULL;
  ToguzPosition expected;
  guint number;
  int side;

  g_signal_connect (game, "items-changed", G_CALLBACK (on_items_changed),
                    log);
  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (game))
                 == TUTOR_TYPE_GAME_MOVE);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (game)), ==, 0);
  g_assert_false (tutor_game_can_undo (game));

  play_line (game, line, G_N_ELEMENTS (line));
  g_assert_cmpstr (log->str, ==, "0:0:1 1:0:1 2:0:1 3:0:1 4:0:1 5:0:1");
  {
    g_autofree char *moves = dup_moves (G_LIST_MODEL (game));
    g_autofree char *fen = dup_fen (game);
    g_assert_cmpstr (moves, ==, "65 65 99 89 23 45x");
    g_assert_cmpstr (fen, ==, AFTER_65_45X);
  }

  /* Black's third move, through its properties. */
  move = g_list_model_get_item (G_LIST_MODEL (game), 5);
  g_object_get (move, "number", &number, "side", &side, "notation",
                &notation, NULL);
  g_assert_cmpuint (number, ==, 3);
  g_assert_cmpint (side, ==, TOGUZ_BLACK);
  g_assert_cmpstr (notation, ==, "45x");
  g_assert_cmpuint (tutor_game_move_get_ply (move), ==, 5);
  g_assert_true (tutor_game_get_last_move (game) == move);
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (game), 6));

  /* Each move's position is the core's. */
  expected = *tutor_game_get_position_at (game, 5);
  g_assert_cmpint (toguz_position_play (tutor_game_get_rules (game),
                                        &expected, 3, &expected, NULL),
                   ==, TOGUZ_MOVE_OK);
  g_assert_true (toguz_position_equal (&expected,
                                       tutor_game_move_get_position (move)));
  g_assert_true (toguz_position_equal (&expected,
                                       tutor_game_get_position (game)));
}

static void
test_undo_redo (void)
{
  g_autoptr (TutorGame) game = tutor_game_new ();
  g_autoptr (GString) log = g_string_new (NULL);
  guint redo_notified = 0;

  play_line (game, line, G_N_ELEMENTS (line));
  g_signal_connect (game, "items-changed", G_CALLBACK (on_items_changed),
                    log);
  g_signal_connect (game, "notify::can-redo", G_CALLBACK (count_notify),
                    &redo_notified);

  g_assert_false (tutor_game_can_redo (game));
  g_assert_true (tutor_game_undo (game));
  g_assert_true (tutor_game_undo (game));
  g_assert_cmpstr (log->str, ==, "5:1:0 4:1:0");
  g_assert_cmpuint (redo_notified, ==, 1);
  g_assert_true (tutor_game_can_redo (game));
  g_assert_cmpuint (tutor_game_get_n_played (game), ==, 4);
  g_assert_true (toguz_position_equal (tutor_game_get_position (game),
                                       tutor_game_get_position_at (game,
                                                                   4)));

  g_string_truncate (log, 0);
  g_assert_true (tutor_game_redo (game));
  g_assert_true (tutor_game_redo (game));
  g_assert_false (tutor_game_redo (game));
  g_assert_cmpstr (log->str, ==, "4:0:1 5:0:1");
  g_assert_cmpuint (redo_notified, ==, 2);
  {
    g_autofree char *fen = dup_fen (game);
    g_assert_cmpstr (fen, ==, AFTER_65_45X);
  }

  /* A new move after an undo drops what could be redone. */
  g_assert_true (tutor_game_undo (game));
  g_assert_true (tutor_game_undo (game));
  g_assert_true (tutor_game_play (game, 0, NULL));
  g_assert_false (tutor_game_can_redo (game));
  g_assert_false (tutor_game_redo (game));
  g_assert_cmpuint (tutor_game_get_n_played (game), ==, 5);

  /* Back to the start, and no further. */
  while (tutor_game_undo (game))
    ;
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (game)), ==, 0);
  g_assert_true (toguz_position_equal (tutor_game_get_position (game),
                                       tutor_game_get_start (game)));
}

static void
test_illegal (void)
{
  g_autoptr (TutorGame) game = tutor_game_new ();
  g_autoptr (GString) log = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  const ToguzRuleset *rules = tutor_game_get_rules (game);
  ToguzPosition before;
  ToguzPosition start;
  int refused = -1;

  /* A hole of the side to move that it may not sow, as the core says. */
  g_assert_true (toguz_position_from_fen (rules, "8,1S/8,1S 80 80 S 40",
                                          &start, NULL));
  tutor_game_reset (game, rules, &start);
  for (unsigned hole = 0; hole < rules->holes && refused < 0; hole++)
    if (toguz_position_check_move (rules, &start, hole) == TOGUZ_MOVE_EMPTY)
      refused = (int) hole;
  g_assert_cmpint (refused, >=, 0);

  before = *tutor_game_get_position (game);
  g_signal_connect (game, "items-changed", G_CALLBACK (on_items_changed),
                    log);
  g_assert_false (tutor_game_play (game, (unsigned) refused, &error));
  g_assert_error (error, TOGUZ_ERROR, TOGUZ_ERROR_MOVE);
  g_assert_cmpstr (error->message, !=, "");
  g_clear_error (&error);
  /* No such hole. */
  g_assert_false (tutor_game_play (game, rules->holes, &error));
  g_assert_error (error, TOGUZ_ERROR, TOGUZ_ERROR_MOVE);
  g_assert_cmpstr (log->str, ==, "");
  g_assert_cmpuint (tutor_game_get_n_played (game), ==, 0);
  g_assert_false (tutor_game_get_modified (game));

  /* What the page says about a click: the rule, or nothing to say. */
  {
    g_autofree char *empty = tutor_game_dup_refusal (
      game, (ToguzSide) start.side, (unsigned) refused);
    g_autofree char *not_yours = tutor_game_dup_refusal (
      game, (ToguzSide) !start.side, 8);
    g_autofree char *fine = tutor_game_dup_refusal (
      game, (ToguzSide) start.side, 8);
    g_assert_nonnull (empty);
    g_assert_nonnull (not_yours);
    g_assert_cmpstr (empty, !=, not_yours);
    g_assert_null (fine);
  }
  g_assert_true (toguz_position_equal (&before,
                                       tutor_game_get_position (game)));
}

static void
test_game_end (void)
{
  g_autoptr (TutorGame) game = tutor_game_new ();
  g_autoptr (GError) error = NULL;
  const ToguzRuleset *rules = toguz_ruleset_default ();
  ToguzPosition start;
  guint result_notified = 0;
  g_autofree char *record = NULL;

  g_assert_true (toguz_position_from_fen (rules, "8,1S/8,1S 80 80 S 40",
                                          &start, &error));
  tutor_game_reset (game, rules, &start);
  g_signal_connect (game, "notify::result", G_CALLBACK (count_notify),
                    &result_notified);
  g_assert_cmpint (tutor_game_get_result (game), ==, TOGUZ_ONGOING);
  g_assert_true (tutor_game_play (game, 8, NULL));
  g_assert_cmpint (tutor_game_get_result (game), ==, TOGUZ_WHITE_WON);
  g_assert_cmpuint (result_notified, ==, 1);
  g_assert_cmpint (tutor_game_move_get_event (tutor_game_get_last_move (game))
                     ->end,
                   ==, TOGUZ_END_NO_MOVES);
  /* Nothing more is played. */
  g_assert_false (tutor_game_play (game, 0, &error));
  g_assert_error (error, TOGUZ_ERROR, TOGUZ_ERROR_MOVE);
  g_assert_cmpuint (tutor_game_get_n_played (game), ==, 1);

  record = tutor_game_dup_record (game);
  g_assert_nonnull (strstr (record, "[Result \"1-0\"]\n"));
  g_assert_nonnull (strstr (record, "[FEN \"8,1S/8,1S 80 80 S 40\"]\n"));
  /* PlayOK's mark of a side left without stones. */
  g_assert_true (g_str_has_suffix (record, " 1-0 {zero}\n"));

  /* The game goes on again after an undo. */
  g_assert_true (tutor_game_undo (game));
  g_assert_cmpint (tutor_game_get_result (game), ==, TOGUZ_ONGOING);
  g_assert_cmpuint (result_notified, ==, 2);
}

static void
test_fen (void)
{
  g_autoptr (TutorGame) game = tutor_game_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GError) expected = NULL;
  ToguzPosition pos;

  play_line (game, line, 2);
  g_assert_true (tutor_game_reset_from_fen (game, AFTER_65_45X, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tutor_game_get_n_played (game), ==, 0);
  {
    g_autofree char *fen = dup_fen (game);
    g_assert_cmpstr (fen, ==, AFTER_65_45X);
  }
  /* A wrong one: the core's message, and the game stays. */
  g_assert_false (tutor_game_reset_from_fen (game, "9S,9S,9S/9S 0 0 S 1",
                                             &error));
  g_assert_false (toguz_position_from_fen (toguz_ruleset_default (),
                                           "9S,9S,9S/9S 0 0 S 1", &pos,
                                           &expected));
  g_assert_cmpstr (error->message, ==, expected->message);
  {
    g_autofree char *fen = dup_fen (game);
    g_assert_cmpstr (fen, ==, AFTER_65_45X);
  }
  /* Five holes a side: the variant that has them. */
  g_assert_true (tutor_game_reset_from_fen (
    game, "5S,5S,5S,5S,5S/5S,5S,5S,5S,5S 0 0 S 1", NULL));
  g_assert_cmpstr (tutor_game_get_rules (game)->name, ==, "bestemshe");
}

static void
test_record_round_trip (void)
{
  g_autoptr (TutorGame) game = tutor_game_new ();
  g_autoptr (TutorGame) again = tutor_game_new ();
  g_autoptr (GString) log = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *record = NULL;
  g_autofree char *moves = NULL;
  g_autofree char *reread = NULL;
  ToguzRuleset seven;

  g_assert_true (toguz_ruleset_from_name ("togyz-7", &seven, NULL));
  tutor_game_reset (game, &seven, NULL);
  tutor_game_set_player (game, TOGUZ_WHITE, "Player 1");
  for (guint i = 0; i < 7; i++)
    {
      uint8_t holes[TOGUZ_MAX_HOLES];
      g_assert_cmpuint (toguz_position_moves (&seven,
                                              tutor_game_get_position (game),
                                              holes),
                        >, 0);
      g_assert_true (tutor_game_play (game, holes[0], NULL));
    }
  record = tutor_game_dup_record (game);
  g_assert_nonnull (strstr (record, "[Event \"Toguz Tutor\"]\n"));
  g_assert_nonnull (strstr (record, "[White \"Player 1\"]\n"));
  g_assert_null (strstr (record, "[Black "));
  g_assert_nonnull (strstr (record, "[Variant \"togyz-7\"]\n"));
  g_assert_null (strstr (record, "[FEN "));

  play_line (again, line, 2);
  g_signal_connect (again, "items-changed", G_CALLBACK (on_items_changed),
                    log);
  g_assert_true (tutor_game_load_record (again, record, strlen (record),
                                         "game.txt", &error));
  g_assert_no_error (error);
  /* The whole list replaced at once. */
  g_assert_cmpstr (log->str, ==, "0:2:7");
  g_assert_cmpstr (tutor_game_get_rules (again)->name, ==, "togyz-7");
  moves = dup_moves (G_LIST_MODEL (game));
  reread = dup_moves (G_LIST_MODEL (again));
  g_assert_cmpstr (reread, ==, moves);
  g_assert_true (toguz_position_equal (tutor_game_get_position (again),
                                       tutor_game_get_position (game)));
  g_assert_false (tutor_game_get_modified (again));
  g_assert_false (tutor_game_can_redo (again));

  /* A broken record leaves the game as it was, with the line to fix. */
  g_string_truncate (log, 0);
  {
    static const char broken[] = "[Event \"Test\"]\n\n1. 65 65 2. 99 13 *\n";
    g_assert_false (tutor_game_load_record (again, broken, strlen (broken),
                                            "broken.txt", &error));
  }
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "broken.txt:3:"));
  g_clear_error (&error);
  g_assert_false (tutor_game_load_record (again, "", 0, "empty.txt",
                                          &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_cmpstr (log->str, ==, "");
  g_assert_cmpuint (tutor_game_get_n_played (again), ==, 7);
}

/* The size a record file may have, as the game checks it before reading. */
static void
test_too_large (void)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (toguz_record_check_size (TOGUZ_RECORD_MAX_FILE_SIZE,
                                          "big.txt", &error));
  g_assert_no_error (error);
  g_assert_false (toguz_record_check_size (TOGUZ_RECORD_MAX_FILE_SIZE + 1,
                                           "big.txt", &error));
  g_assert_error (error, TOGUZ_ERROR, TOGUZ_ERROR_RECORD);
  g_assert_true (g_str_has_prefix (error->message, "big.txt:1: "));
}

static void
on_done (GObject *source, GAsyncResult *result, gpointer data)
{
  GAsyncResult **out = data;

  *out = g_object_ref (result);
}

static GAsyncResult *
wait_for (GAsyncResult **result)
{
  while (*result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return *result;
}

static void
test_files (void)
{
  g_autoptr (TutorGame) game = tutor_game_new ();
  g_autoptr (TutorGame) again = tutor_game_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-game-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.txt", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.txt", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *large_path = g_build_filename (dir, "large.txt", NULL);
  g_autoptr (GFile) nothing = g_file_new_for_path (missing);
  g_autoptr (GFile) large = g_file_new_for_path (large_path);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (GPtrArray) records = NULL;
  GAsyncResult *result = NULL;
  guint modified_notified = 0;

  g_assert_nonnull (dir);
  g_signal_connect (game, "notify::modified", G_CALLBACK (count_notify),
                    &modified_notified);
  g_assert_false (tutor_game_get_modified (game));
  play_line (game, line, G_N_ELEMENTS (line));
  g_assert_true (tutor_game_get_modified (game));
  g_assert_cmpuint (modified_notified, ==, 1);

  tutor_game_save_file_async (game, file, NULL, on_done, &result);
  /* Nothing is written before the main loop runs. */
  g_assert_true (tutor_game_get_modified (game));
  g_assert_true (tutor_game_save_file_finish (game, wait_for (&result),
                                              &error));
  g_assert_no_error (error);
  g_clear_object (&result);
  g_assert_false (tutor_game_get_modified (game));
  g_assert_cmpuint (modified_notified, ==, 2);
  g_assert_true (tutor_game_get_file (game) == file);
  g_assert_null (tutor_game_get_file (again));
  {
    g_autofree char *title = NULL;
    g_object_get (game, "title", &title, NULL);
    g_assert_cmpstr (title, ==, "game.txt");
  }

  /* Opened as free play opens it: every game read off the main thread,
   * none taken, then the first taken whole. */
  tutor_game_read_file_async (again, file, NULL, on_done, &result);
  records = tutor_game_read_file_finish (again, wait_for (&result), &error);
  g_assert_no_error (error);
  g_clear_object (&result);
  g_assert_nonnull (records);
  g_assert_cmpuint (records->len, ==, 1);
  g_assert_cmpuint (tutor_game_get_n_played (again), ==, 0);
  g_assert_null (tutor_game_get_file (again));
  g_assert_true (tutor_game_load_record_game (
    again, g_ptr_array_index (records, 0), G_MAXUINT, file, &error));
  g_assert_no_error (error);
  g_clear_pointer (&records, g_ptr_array_unref);
  {
    g_autofree char *moves = dup_moves (G_LIST_MODEL (again));
    g_autofree char *fen = dup_fen (again);
    g_assert_cmpstr (moves, ==, "65 65 99 89 23 45x");
    g_assert_cmpstr (fen, ==, AFTER_65_45X);
  }
  g_assert_true (g_file_equal (tutor_game_get_file (again), file));

  /* A missing file, a read cancelled and a file too large to be a
   * record: nothing read, and the game stays. */
  tutor_game_reset (again, toguz_ruleset_default (), NULL);
  g_assert_null (tutor_game_get_file (again));
  tutor_game_read_file_async (again, nothing, NULL, on_done, &result);
  g_assert_null (tutor_game_read_file_finish (again, wait_for (&result),
                                              &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_clear_object (&result);
  tutor_game_read_file_async (again, file, cancellable, on_done, &result);
  g_cancellable_cancel (cancellable);
  g_assert_null (tutor_game_read_file_finish (again, wait_for (&result),
                                              &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_clear_object (&result);
  /* Sparse: the reader stops once it is past the limit. */
  g_assert_true (g_file_set_contents (large_path, "", 0, NULL));
  g_assert_cmpint (truncate (large_path, TOGUZ_RECORD_MAX_FILE_SIZE + 1), ==,
                   0);
  tutor_game_read_file_async (again, large, NULL, on_done, &result);
  g_assert_null (tutor_game_read_file_finish (again, wait_for (&result),
                                              &error));
  g_assert_error (error, TOGUZ_ERROR, TOGUZ_ERROR_RECORD);
  {
    g_autofree char *prefix = g_strconcat (large_path, ":1: ", NULL);
    g_assert_true (g_str_has_prefix (error->message, prefix));
  }
  g_clear_object (&result);
  g_assert_cmpuint (tutor_game_get_n_played (again), ==, 0);
  g_assert_null (tutor_game_get_file (again));

  /* A FIFO (which would block a GIO thread for ever) and a device are
   * refused before they are opened, in the core's words; alarm() turns
   * a hang into a failure. */
  {
    g_autofree char *fifo_path = g_build_filename (dir, "fifo.pgn", NULL);
    g_autoptr (GFile) fifo = g_file_new_for_path (fifo_path);
    g_autoptr (GFile) null = g_file_new_for_path ("/dev/null");

    g_clear_error (&error);
    g_assert_cmpint (mkfifo (fifo_path, 0600), ==, 0);
    alarm (10);
    tutor_game_read_file_async (again, fifo, NULL, on_done, &result);
    g_assert_null (tutor_game_read_file_finish (again, wait_for (&result),
                                                &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
    g_assert_nonnull (strstr (error->message, "named pipe (FIFO)"));
    g_clear_error (&error);
    g_clear_object (&result);
    tutor_game_read_file_async (again, null, NULL, on_done, &result);
    g_assert_null (tutor_game_read_file_finish (again, wait_for (&result),
                                                &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
    g_assert_nonnull (strstr (error->message, "“/dev/null” is a device"));
    g_clear_error (&error);
    g_clear_object (&result);
    alarm (0);
    g_assert_cmpuint (tutor_game_get_n_played (again), ==, 0);
    g_assert_cmpint (g_unlink (fifo_path), ==, 0);
  }

  g_assert_cmpint (g_unlink (large_path), ==, 0);
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* What a read that may have met `swapped` gave: the game, or the core's
 * refusal of what the file became. */
static void
assert_read_or_refused (TutorGame *game, GAsyncResult *result,
                        const char *refusal)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) records = tutor_game_read_file_finish (game, result,
                                                               &error);

  if (records)
    {
      g_assert_no_error (error);
      g_assert_cmpuint (records->len, ==, 1);
      return;
    }
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_assert_nonnull (strstr (error->message, refusal));
}

/* The file is swapped for a FIFO or a link to /dev/zero while it is being
 * opened (as a hostile program could, between a check and the read): the
 * read gives the game or refuses what it found, and never blocks on the
 * FIFO or reads the device.  The swap races the read, so it is done many
 * times; alarm() turns a hang into a failure. */
static void
test_file_swapped (void)
{
  g_autoptr (TutorGame) game = tutor_game_new ();
  g_autoptr (TutorGame) again = tutor_game_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-game-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.txt", NULL);
  g_autofree char *zero_path = g_build_filename (dir, "zero.txt", NULL);
  g_autofree char *swap_path = g_build_filename (dir, "swap", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFile) zero = g_file_new_for_path (zero_path);
  g_autofree char *record = NULL;

  play_line (game, line, G_N_ELEMENTS (line));
  record = tutor_game_dup_record (game);

  /* Given as it is, a link to a device is refused at once. */
  g_assert_cmpint (symlink ("/dev/zero", zero_path), ==, 0);
  alarm (20);
  {
    GAsyncResult *result = NULL;
    g_autoptr (GPtrArray) records = NULL;

    tutor_game_read_file_async (again, zero, NULL, on_done, &result);
    records = tutor_game_read_file_finish (again, wait_for (&result),
                                           &error);
    g_assert_null (records);
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
    g_assert_nonnull (strstr (error->message, "is a device"));
    g_clear_error (&error);
    g_clear_object (&result);
  }
  g_assert_cmpint (g_unlink (zero_path), ==, 0);

  for (guint i = 0; i < 40; i++)
    {
      GAsyncResult *result = NULL;
      gboolean fifo = i % 2 == 0;

      g_assert_true (g_file_set_contents (path, record, -1, &error));
      g_assert_no_error (error);
      /* Made beside it, then renamed over it at once. */
      if (fifo)
        g_assert_cmpint (mkfifo (swap_path, 0600), ==, 0);
      else
        g_assert_cmpint (symlink ("/dev/zero", swap_path), ==, 0);
      tutor_game_read_file_async (again, file, NULL, on_done, &result);
      /* At once, or once the main loop has taken a first answer (when
       * GIO had looked at the file and was about to open it). */
      if (i % 4 >= 2)
        g_main_context_iteration (NULL, TRUE);
      g_assert_cmpint (g_rename (swap_path, path), ==, 0);
      assert_read_or_refused (again, wait_for (&result),
                              fifo ? "named pipe (FIFO)" : "is a device");
      g_clear_object (&result);
      g_assert_cmpint (g_unlink (path), ==, 0);
    }
  alarm (0);
  g_assert_cmpuint (tutor_game_get_n_played (again), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
on_picked (GObject *source, GAsyncResult *result, gpointer data)
{
  int *hole = data;

  *hole = tutor_engine_pick_finish (TUTOR_ENGINE (source), result, NULL);
}

static void
on_solved (GObject *source, GAsyncResult *result, gpointer data)
{
  gboolean *done = data;
  ToguzGoalAnswer answer;

  g_assert_true (tutor_engine_solve_finish (TUTOR_ENGINE (source), result,
                                            &answer, NULL));
  *done = TRUE;
}

/* After a deep search the engine's table is resident; forgotten (as the
 * window does between chapters) it goes back to the system. */
static void
test_engine_forgets (void)
{
  g_autoptr (TutorEngine) engine = tutor_engine_new ();
  const ToguzRuleset *rules = toguz_ruleset_default ();
  ToguzPosition pos;
  ToguzGoal goal = { 0 };
  gboolean done = FALSE;
  long searched;

  if (resident_memory_kib () < 0)
    {
      g_test_skip ("no /proc/self/statm");
      return;
    }
  g_assert_true (toguz_position_from_fen (
    rules, "16S,1S,1S,3S,2S,4S,1S,1,t/1S,2S,4S,2S,3S,t,1,2S,6S 58 56 S 30",
    &pos, NULL));
  goal.kind = TOGUZ_GOAL_BEST;
  tutor_engine_solve_async (engine, rules, &pos, &goal, 2, NULL, on_solved,
                            &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  searched = resident_memory_kib ();
  g_assert_true (tutor_engine_forget (engine));
  g_test_message ("resident %ld KiB after the search, %ld forgotten",
                  searched, resident_memory_kib ());
  g_assert_cmpint (searched - resident_memory_kib (), >=, 2 * 1024);
}

/* The learner as Black against the engine: its moves come from the
 * engine, and Undo and Redo take the learner's move with its reply. */
static void
test_match (void)
{
  g_autoptr (TutorGame) game = tutor_game_new ();
  g_autoptr (TutorMatch) match = tutor_match_new (game);
  g_autoptr (TutorEngine) engine = tutor_engine_new ();
  g_autofree char *record = NULL;

  tutor_match_set_engine (match, engine);
  g_assert_true (tutor_match_get_engine (match) == engine);
  tutor_match_set_players (match, TUTOR_OPPONENT_BEGINNER, TOGUZ_BLACK);
  g_assert_true (tutor_match_engine_plays (match, TOGUZ_WHITE));
  g_assert_false (tutor_match_engine_plays (match, TOGUZ_BLACK));
  for (guint ply = 0; ply < 4; ply++)
    {
      if (tutor_match_engine_to_move (match))
        {
          int hole = -2;
          tutor_match_pick_async (match, NULL, on_picked, &hole);
          while (hole == -2)
            g_main_context_iteration (NULL, TRUE);
          g_assert_cmpint (hole, >=, 0);
          g_assert_true (tutor_game_play (game, (unsigned) hole, NULL));
        }
      else
        play_line (game, line + ply, 1);
    }
  g_assert_cmpuint (tutor_game_get_n_played (game), ==, 4);
  g_assert_true (tutor_match_engine_to_move (match));

  /* The learner's last move goes back before the engine answers it... */
  g_assert_true (tutor_match_undo (match));
  g_assert_cmpuint (tutor_game_get_n_played (game), ==, 3);
  g_assert_false (tutor_match_engine_to_move (match));
  /* ... and the one before with the engine's reply to it... */
  g_assert_true (tutor_match_undo (match));
  g_assert_cmpuint (tutor_game_get_n_played (game), ==, 1);
  /* ... but the engine's opening is no move of the learner's. */
  g_assert_false (tutor_match_can_undo (match));
  g_assert_false (tutor_match_undo (match));
  g_assert_cmpuint (tutor_game_get_n_played (game), ==, 1);
  /* Redo brings the learner's move back with the reply. */
  g_assert_true (tutor_match_redo (match));
  g_assert_cmpuint (tutor_game_get_n_played (game), ==, 3);

  record = tutor_game_dup_record (game);
  g_assert_nonnull (strstr (record, "[White \"Engine (beginner)\"]\n"));
  g_assert_nonnull (strstr (record, "[Black \"You\"]\n"));

  /* Two people: a ply at a time, and no engine. */
  tutor_match_set_players (match, TUTOR_OPPONENT_HUMAN, TOGUZ_WHITE);
  g_assert_false (tutor_match_engine_to_move (match));
  g_assert_true (tutor_match_undo (match));
  g_assert_cmpuint (tutor_game_get_n_played (game), ==, 2);
  g_assert_true (tutor_match_redo (match));
  g_assert_cmpuint (tutor_game_get_n_played (game), ==, 3);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game/play", test_play);
  g_test_add_func ("/game/undo-redo", test_undo_redo);
  g_test_add_func ("/game/illegal", test_illegal);
  g_test_add_func ("/game/end", test_game_end);
  g_test_add_func ("/game/fen", test_fen);
  g_test_add_func ("/game/record-round-trip", test_record_round_trip);
  g_test_add_func ("/game/too-large", test_too_large);
  g_test_add_func ("/game/files", test_files);
  g_test_add_func ("/game/file-swapped", test_file_swapped);
  g_test_add_func ("/game/match", test_match);
  g_test_add_func ("/game/engine-forgets", test_engine_forgets);
  return g_test_run ();
}
