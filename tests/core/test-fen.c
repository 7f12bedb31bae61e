/* test-fen.c: FEN byte for byte, round trips over every real game, and
 * hostile positions and moves
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <string.h>

#include "toguz-replay.h"
#include "toguz-text.h"

#define START "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1"
#define ROW9 "9S,9S,9S,9S,9S,9S,9S,9S,9S"

static void
test_rules_examples (void)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  static const char *moves[] = { "65", "65", "99", "89", "23", "45x" };
  ToguzPosition pos, parsed;
  g_autofree char *start = NULL, *after = NULL, *final = NULL;

  toguz_position_init (rules, &pos);
  start = toguz_position_to_fen (rules, &pos);
  g_assert_cmpstr (start, ==, START);

  for (gsize i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      g_autoptr (GError) error = NULL;
      g_assert_true (toguz_position_play_text (rules, &pos, moves[i], &pos,
                                               NULL, &error));
      g_assert_no_error (error);
    }
  after = toguz_position_to_fen (rules, &pos);
  g_assert_cmpstr (after, ==, "13S,2S,12S,3S,2S,1S,1,12S,12S/"
                              "12S,2S,13S,13S,t,3S,12S,12S,1S 22 15 S 4");

  /* PlayStrategy's final position: a finished game, White won 82-43. */
  g_assert_true (toguz_position_from_fen (rules,
                                          "6S,1,1S,t,5S,3S,4S,3S,1S/"
                                          "1S,2S,2S,t,3S,2S,2S,1S,1S 82 43 N "
                                          "38",
                                          &parsed, NULL));
  g_assert_cmpint (parsed.result, ==, TOGUZ_WHITE_WON);
  g_assert_cmpint (parsed.side, ==, TOGUZ_BLACK);
  g_assert_cmpint (parsed.ply, ==, 75);
  g_assert_cmpint (parsed.tuzdik[TOGUZ_WHITE], ==, 9 + 5);  /* Black's 6 */
  g_assert_cmpint (parsed.tuzdik[TOGUZ_BLACK], ==, 3);      /* White's 4 */
  final = toguz_position_to_fen (rules, &parsed);
  g_assert_cmpstr (final, ==, "6S,1,1S,t,5S,3S,4S,3S,1S/"
                              "1S,2S,2S,t,3S,2S,2S,1S,1S 82 43 N 38");
}

typedef struct
{
  unsigned positions;
  gboolean failed;
} RoundTrip;

static void
round_trip (const ToguzRuleset *rules, const ToguzPosition *pos,
            const ToguzEvent *event, gpointer user_data)
{
  RoundTrip *trip = user_data;
  char fen[TOGUZ_FEN_MAX], again[TOGUZ_FEN_MAX];
  ToguzPosition parsed;

  toguz_fen_format (rules, pos, fen);
  g_assert_cmpint (toguz_fen_parse (rules, fen, &parsed, NULL), ==,
                   TOGUZ_FEN_OK);
  g_assert_true (toguz_position_equal (&parsed, pos));
  toguz_fen_format (rules, &parsed, again);
  g_assert_cmpstr (again, ==, fen);
  trip->positions++;
}

static void
test_round_trip_games (void)
{
  const char *dir = g_getenv ("TOGUZ_GAMES_DIR");
  static const char *files[] = {
    "master-2018.pgn", "playok-2025-sample.pgn", "playstrategy_FgWSk5be.txt",
  };
  RoundTrip trip = { 0 };
  unsigned games = 0;

  g_assert_nonnull (dir);
  for (gsize f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autofree char *path = g_build_filename (dir, files[f], NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) records = toguz_record_read_file (path, &error);

      g_assert_no_error (error);
      for (guint i = 0; i < records->len; i++)
        {
          ToguzReplay replay;
          g_assert_true (toguz_record_replay (g_ptr_array_index (records, i),
                                              toguz_ruleset_default (),
                                              round_trip, &trip, &replay,
                                              &error));
          g_assert_no_error (error);
          games++;
        }
    }
  g_assert_cmpuint (games, ==, 798);
  g_test_message ("%u positions of %u games read back byte for byte",
                  trip.positions, games);
  g_assert_cmpuint (trip.positions, >, 50000);
}

/* Hostile input: each is refused, each with a message that names what is
 * wrong. */
typedef struct
{
  const char *name;
  const char *variant;
  const char *fen;       /* the FEN, or the position a move is played in */
  const char *move;      /* NULL: the FEN itself is the hostile input */
  int code;              /* ToguzFenStatus, or the GError code for moves */
  const char *message;   /* a fragment the message must contain */
} HostileCase;

#define LONG_MARK "@long@"

static const HostileCase hostile_cases[] = {
  { "fen-empty", "togyz", "", NULL, TOGUZ_FEN_EMPTY, "empty" },
  { "fen-blank", "togyz", "   ", NULL, TOGUZ_FEN_EMPTY, "empty" },
  { "fen-10000-characters", "togyz", LONG_MARK, NULL, TOGUZ_FEN_TOO_LONG,
    "longer than 256" },
  { "fen-control-character", "togyz", ROW9 "/" ROW9 " 0 0 S\t1", NULL,
    TOGUZ_FEN_BAD_CHARACTER, "Column 60" },
  { "fen-utf8", "togyz", ROW9 "/" ROW9 " 0 0 S №1", NULL,
    TOGUZ_FEN_BAD_CHARACTER, "never appears" },
  { "fen-no-slash", "togyz", ROW9 " " ROW9 " 0 0 S 1", NULL,
    TOGUZ_FEN_NO_ROW_SEPARATOR, "“/”" },
  { "fen-rows-only", "togyz", ROW9 "/" ROW9, NULL, TOGUZ_FEN_MISSING_FIELD,
    "ends too early" },
  { "fen-no-move-number", "togyz", ROW9 "/" ROW9 " 0 0 S", NULL,
    TOGUZ_FEN_MISSING_FIELD, "ends too early" },
  { "fen-extra-field", "togyz", ROW9 "/" ROW9 " 0 0 S 1 x", NULL,
    TOGUZ_FEN_EXTRA_FIELD, "after the move number" },
  { "fen-negative-hole", "togyz", "-9S,9S,9S,9S,9S,9S,9S,9S,9S/" ROW9
    " 0 0 S 1", NULL, TOGUZ_FEN_NEGATIVE, "Column 1: a number of stones is never negative" },
  { "fen-huge-hole", "togyz", "99999999999999999999S,9S,9S,9S,9S,9S,9S,9S,"
    "9S/" ROW9 " 0 0 S 1", NULL, TOGUZ_FEN_HOLE_TOO_FULL, "has only 162" },
  { "fen-zero-stones", "togyz", "9S,0S,9S,9S,9S,9S,9S,9S,9S/" ROW9
    " 0 0 S 1", NULL, TOGUZ_FEN_ZERO_ITEM, "Column 4: 0S and 0 name no hole" },
  { "fen-zero-run", "togyz", "0,9S,9S,9S,9S,9S,9S,9S,9S/" ROW9 " 0 0 S 1",
    NULL, TOGUZ_FEN_ZERO_ITEM, "Column 1: 0S and 0 name no hole" },
  { "fen-empty-item", "togyz", "9S,,9S,9S,9S,9S,9S,9S,9S/" ROW9 " 0 0 S 1",
    NULL, TOGUZ_FEN_BAD_ITEM, "Column 4" },
  { "fen-unknown-item", "togyz", "9X,9S,9S,9S,9S,9S,9S,9S,9S/" ROW9
    " 0 0 S 1", NULL, TOGUZ_FEN_BAD_ITEM, "nS (n stones)" },
  { "fen-row-too-short", "togyz", "9S,9S,9S,9S,9S,9S,9S,9S/" ROW9 " 0 0 S 1",
    NULL, TOGUZ_FEN_ROW_TOO_SHORT, "needs 9 holes" },
  { "fen-row-too-long", "togyz", ROW9 ",9S/" ROW9 " 0 0 S 1", NULL,
    TOGUZ_FEN_ROW_TOO_LONG, "has only 9 holes" },
  { "fen-run-too-long", "togyz", "10/" ROW9 " 81 0 S 1", NULL,
    TOGUZ_FEN_ROW_TOO_LONG, "has only 9 holes" },
  { "fen-negative-kazan", "togyz", ROW9 "/" ROW9 " -1 0 S 1", NULL,
    TOGUZ_FEN_BAD_KAZAN, "from 0 to 162" },
  { "fen-huge-kazan", "togyz", ROW9 "/" ROW9 " 0 4294967296 S 1", NULL,
    TOGUZ_FEN_BAD_KAZAN, "Column 57" },
  { "fen-bad-side", "togyz", ROW9 "/" ROW9 " 0 0 W 1", NULL,
    TOGUZ_FEN_BAD_SIDE, "S (White) or N (Black)" },
  { "fen-move-number-zero", "togyz", ROW9 "/" ROW9 " 0 0 S 0", NULL,
    TOGUZ_FEN_BAD_MOVE_NUMBER, "1 to 32767" },
  { "fen-move-number-huge", "togyz", ROW9 "/" ROW9 " 0 0 S 99999", NULL,
    TOGUZ_FEN_BAD_MOVE_NUMBER, "1 to 32767" },
  { "fen-wrong-total", "togyz", ROW9 "/" ROW9 " 1 0 S 1", NULL,
    TOGUZ_FEN_WRONG_TOTAL, "hold 163 stones, but the game has 162" },
  { "fen-two-tuzdiks", "togyz", "9S,t,9S,t,9S,9S,9S,9S,9S/" ROW9
    " 18 0 S 1", NULL, TOGUZ_FEN_TWO_TUZDIKS, "White owns two tuzdiks" },
  { "fen-tuzdik-on-hole-9", "togyz", "t,9S,9S,9S,9S,9S,9S,9S,9S/" ROW9
    " 9 0 S 1", NULL, TOGUZ_FEN_TUZDIK_ON_LAST_HOLE,
    "Black’s hole 9, but the last hole" },
  { "fen-symmetric-tuzdiks", "togyz", "9S,9S,9S,9S,9S,9S,t,9S,9S/"
    "9S,9S,t,9S,9S,9S,9S,9S,9S 9 9 S 1", NULL, TOGUZ_FEN_SYMMETRIC_TUZDIKS,
    "holes numbered 3" },
  { "fen-tuzdik-in-bestemshe", "bestemshe", "t,5S,5S,5S,5S/5S,5S,5S,5S,5S "
    "5 0 S 1", NULL, TOGUZ_FEN_TUZDIKS_NOT_IN_VARIANT, "bestemshe has no" },
  { "fen-togyz-in-bestemshe", "bestemshe", START, NULL,
    TOGUZ_FEN_ROW_TOO_LONG, "has only 5 holes" },
  /* Moves. */
  { "move-empty-text", "togyz", START, "", TOGUZ_ERROR_MOVE, "No move" },
  { "move-zero", "togyz", START, "0", TOGUZ_ERROR_MOVE, "numbered 1 to 9" },
  { "move-landing-zero", "togyz", START, "10", TOGUZ_ERROR_MOVE,
    "numbered 1 to 9" },
  { "move-three-digits", "togyz", START, "456", TOGUZ_ERROR_MOVE,
    "too long for a move" },
  { "move-huge-number", "togyz", START, "99999999999", TOGUZ_ERROR_MOVE,
    "too long for a move" },
  { "move-10000-characters", "togyz", START, LONG_MARK, TOGUZ_ERROR_MOVE,
    "too long for a move" },
  { "move-negative", "togyz", START, "-5", TOGUZ_ERROR_MOVE,
    "is not a move" },
  { "move-letters", "togyz", START, "ab", TOGUZ_ERROR_MOVE,
    "is not a move" },
  { "move-x-without-landing", "togyz", START, "4x", TOGUZ_ERROR_MOVE,
    "follows the landing digit" },
  { "move-wrong-landing", "togyz", START, "64", TOGUZ_ERROR_MISMATCH,
    "lands in Black’s hole 5: the move is 65" },
  { "move-missing-x", "togyz",
    "12S,1S,11S,2S,1S,11S,1,12S,12S/11S,1S,12S,12S,2S,3S,12S,12S,1S 22 12 N 3",
    "45", TOGUZ_ERROR_MISMATCH, "makes a tuzdik, so it is written 45x" },
  { "move-extra-x", "togyz", START, "65x", TOGUZ_ERROR_MISMATCH,
    "makes no tuzdik, so it is written 65" },
  { "move-from-empty-hole", "togyz",
    "9S,9S,9S,9S,1,10S,10S,10S,10S/9S,9S,9S,9S,9S,1S,10S,10S,10S 10 0 N 1",
    "5", TOGUZ_ERROR_MOVE, "Black’s hole 5 is empty" },
  { "move-from-tuzdik", "togyz",
    "1S,1S,1S,1S,1S,1S,1S,1S,2S/t,1S,1S,1S,1S,1S,1S,1S,2S 71 72 S 30",
    "1", TOGUZ_ERROR_MOVE, "White’s hole 1 is Black’s tuzdik" },
  { "move-after-the-end", "togyz",
    "2S,2S,2S,2S,2S,2S,2S,2S,1/10S,8 82 54 N 40", "2", TOGUZ_ERROR_MOVE,
    "The game is over" },
};

static void
test_hostile (gconstpointer data)
{
  const HostileCase *c = data;
  g_autofree char *long_text = g_strnfill (10000, '9');
  const char *fen = g_strcmp0 (c->fen, LONG_MARK) == 0 ? long_text : c->fen;
  const char *move = g_strcmp0 (c->move, LONG_MARK) == 0 ? long_text
                                                          : c->move;
  g_autoptr (GError) error = NULL;
  ToguzRuleset rules;
  ToguzPosition pos, out;

  g_assert_true (toguz_ruleset_parse (c->variant, &rules));
  if (move == NULL)
    {
      ToguzFenDetail detail;

      g_assert_cmpint (toguz_fen_parse (&rules, fen, &pos, &detail), ==,
                       c->code);
      g_assert_false (toguz_position_from_fen (&rules, fen, &pos, &error));
      g_assert_error (error, TOGUZ_ERROR, TOGUZ_ERROR_FEN);
    }
  else
    {
      g_assert_true (toguz_position_from_fen (&rules, fen, &pos, NULL));
      g_assert_false (toguz_position_play_text (&rules, &pos, move, &out,
                                                NULL, &error));
      g_assert_error (error, TOGUZ_ERROR, c->code);
    }
  if (strstr (error->message, c->message) == NULL)
    g_error ("%s: “%s” does not say “%s”", c->name, error->message,
             c->message);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
}

static void
test_hostile_messages_differ (void)
{
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash,
                                                       g_str_equal, g_free,
                                                       NULL);
  unsigned distinct = 0;

  for (gsize i = 0; i < G_N_ELEMENTS (hostile_cases); i++)
    {
      const HostileCase *c = &hostile_cases[i];
      g_autoptr (GError) error = NULL;
      ToguzRuleset rules;
      ToguzPosition pos, out;

      if (g_strcmp0 (c->fen, LONG_MARK) == 0
          || g_strcmp0 (c->move, LONG_MARK) == 0)
        continue;
      g_assert_true (toguz_ruleset_parse (c->variant, &rules));
      if (c->move == NULL)
        toguz_position_from_fen (&rules, c->fen, &pos, &error);
      else
        {
          g_assert_true (toguz_position_from_fen (&rules, c->fen, &pos,
                                                  NULL));
          toguz_position_play_text (&rules, &pos, c->move, &out, NULL,
                                    &error);
        }
      g_assert_nonnull (error);
      if (g_hash_table_add (seen, g_strdup (error->message)))
        distinct++;
    }
  /* A few inputs fail for the same reason (two empty texts, two too-long
   * moves, two out-of-range digits): all the others read differently. */
  g_assert_cmpuint (G_N_ELEMENTS (hostile_cases), >=, 30);
  g_assert_cmpuint (distinct, >=, G_N_ELEMENTS (hostile_cases) - 2 - 4);
}

/* A board set up by hand: written as it stands, judged by the parser. */
/* The largest move number a FEN takes: every move played from there
 * still prints a FEN that reads back, and the ply never wraps. */
static void
test_last_move_number (void)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  static const char *fens[] = {
    ROW9 "/" ROW9 " 0 0 S 32767",
    ROW9 "/" ROW9 " 0 0 N 32767",
  };

  ToguzPosition pos;

  /* One past it, and a number that wraps to 1. */
  g_assert_cmpint (toguz_fen_parse (rules, ROW9 "/" ROW9 " 0 0 S 32768",
                                    &pos, NULL),
                   ==, TOGUZ_FEN_BAD_MOVE_NUMBER);
  g_assert_cmpint (toguz_fen_parse (rules, ROW9 "/" ROW9 " 0 0 S 4294967297",
                                    &pos, NULL),
                   ==, TOGUZ_FEN_BAD_MOVE_NUMBER);
  for (gsize f = 0; f < G_N_ELEMENTS (fens); f++)
    {

      g_assert_cmpint (toguz_fen_parse (rules, fens[f], &pos, NULL), ==,
                       TOGUZ_FEN_OK);
      for (int ply = 0; ply < 6; ply++)
        {
          char fen[TOGUZ_FEN_MAX];
          ToguzPosition next, back;
          uint8_t moves[TOGUZ_MAX_HOLES];

          g_assert_cmpuint (toguz_position_moves (rules, &pos, moves), >, 0);
          g_assert_cmpint (toguz_position_play (rules, &pos, moves[0], &next,
                                                NULL),
                           ==, TOGUZ_MOVE_OK);
          g_assert_cmpint (next.side, ==, pos.side ^ 1);
          g_assert_cmpuint (toguz_position_move_number (&next), ==, 32767);
          toguz_fen_format (rules, &next, fen);
          g_assert_true (g_str_has_suffix (fen, " 32767"));
          g_assert_cmpint (toguz_fen_parse (rules, fen, &back, NULL), ==,
                           TOGUZ_FEN_OK);
          g_assert_true (toguz_position_equal (&back, &next));
          pos = next;
        }
    }
}

static void
test_setup (void)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  ToguzPosition pos;
  ToguzSetup setup;
  ToguzFenDetail detail;
  char fen[TOGUZ_FEN_MAX];
  const char *after = "13S,2S,12S,3S,2S,1S,1,12S,12S/"
                      "12S,2S,13S,13S,t,3S,12S,12S,1S 22 15 S 4";

  g_assert_cmpint (toguz_fen_parse (rules, after, &pos, NULL), ==,
                   TOGUZ_FEN_OK);
  toguz_setup_from_position (rules, &pos, &setup);
  toguz_setup_format_fen (rules, &setup, fen);
  g_assert_cmpstr (fen, ==, after);

  /* A second tuzdik for Black (it owns White's hole 5), on White's hole
   * 2: its 2 stones go to Black's kazan. */
  setup.tuzdik[toguz_ring_index (rules, TOGUZ_WHITE, 1)] = true;
  setup.kazan[TOGUZ_BLACK] += setup.holes[toguz_ring_index (rules,
                                                           TOGUZ_WHITE, 1)];
  setup.holes[toguz_ring_index (rules, TOGUZ_WHITE, 1)] = 0;
  toguz_setup_format_fen (rules, &setup, fen);
  g_assert_cmpint (toguz_fen_parse (rules, fen, &pos, &detail), ==,
                   TOGUZ_FEN_TWO_TUZDIKS);
  g_assert_cmpint (detail.side, ==, TOGUZ_BLACK);

  /* Hole 9 as a tuzdik, and the mirror of the other side's. */
  g_assert_cmpint (toguz_fen_parse (rules, after, &pos, NULL), ==,
                   TOGUZ_FEN_OK);
  toguz_setup_from_position (rules, &pos, &setup);
  setup.kazan[TOGUZ_WHITE] += setup.holes[toguz_ring_index (rules,
                                                           TOGUZ_BLACK, 8)];
  setup.holes[toguz_ring_index (rules, TOGUZ_BLACK, 8)] = 0;
  setup.tuzdik[toguz_ring_index (rules, TOGUZ_BLACK, 8)] = true;
  toguz_setup_format_fen (rules, &setup, fen);
  g_assert_cmpint (toguz_fen_parse (rules, fen, &pos, &detail), ==,
                   TOGUZ_FEN_TUZDIK_ON_LAST_HOLE);
  g_assert_cmpuint (detail.hole, ==, 9);

  g_assert_cmpint (toguz_fen_parse (rules, after, &pos, NULL), ==,
                   TOGUZ_FEN_OK);
  toguz_setup_from_position (rules, &pos, &setup);
  setup.kazan[TOGUZ_WHITE] += setup.holes[toguz_ring_index (rules,
                                                           TOGUZ_BLACK, 4)];
  setup.holes[toguz_ring_index (rules, TOGUZ_BLACK, 4)] = 0;
  setup.tuzdik[toguz_ring_index (rules, TOGUZ_BLACK, 4)] = true;
  toguz_setup_format_fen (rules, &setup, fen);
  g_assert_cmpint (toguz_fen_parse (rules, fen, &pos, &detail), ==,
                   TOGUZ_FEN_SYMMETRIC_TUZDIKS);

  /* A stone too many. */
  toguz_position_init (rules, &pos);
  toguz_setup_from_position (rules, &pos, &setup);
  setup.holes[3]++;
  toguz_setup_format_fen (rules, &setup, fen);
  g_assert_cmpint (toguz_fen_parse (rules, fen, &pos, &detail), ==,
                   TOGUZ_FEN_WRONG_TOTAL);
  g_assert_cmpuint (detail.found, ==, 163);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/fen/rules-examples", test_rules_examples);
  g_test_add_func ("/fen/round-trip-every-game", test_round_trip_games);
  g_test_add_func ("/fen/setup", test_setup);
  g_test_add_func ("/fen/last-move-number", test_last_move_number);
  for (gsize i = 0; i < G_N_ELEMENTS (hostile_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/fen/hostile/%s",
                                               hostile_cases[i].name);
      g_test_add_data_func (path, &hostile_cases[i], test_hostile);
    }
  g_test_add_func ("/fen/hostile-messages-differ",
                   test_hostile_messages_differ);
  return g_test_run ();
}
