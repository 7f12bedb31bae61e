/* test-rules.c: one case for every rule of
 * core/rules/README.md, FEN before -> move ->
 * FEN after, with the event record a teacher would read
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every expected position and event below was worked out by hand from
 * core/rules/README.md, not printed by the engine.
 */
#include <glib.h>
#include <string.h>

#include "toguz-fen.h"
#include "toguz-notation.h"

#define NONE -1
/* Ring indexes: White's holes 1..9 are 0..8, Black's 1..9 are 9..17. */
#define W(h) ((h) - 1)
#define B(h) (9 + (h) - 1)

typedef struct
{
  const char *name;
  const char *variant;
  const char *before;
  unsigned hole;              /* 1-based, of the side to move */
  const char *after;
  const char *notation;
  unsigned lifted;
  ToguzLanding landing;
  unsigned last;              /* ring index */
  unsigned last_count;
  unsigned captured;
  int tuzdik_made;            /* ring index or NONE */
  unsigned refusals;
  unsigned to_white_tuzdik;   /* stones that fell into White's tuzdik */
  unsigned to_black_tuzdik;
  ToguzEndReason end;
  unsigned swept;
  ToguzResult result;
} RuleCase;

static const RuleCase rule_cases[] = {
  { "origin-return", "togyz",
    "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1", 1,
    "9S,9S,9S,9S,9S,9S,9S,9S,9S/1S,10S,10S,10S,10S,10S,10S,10S,10S 0 0 N 1",
    "19", 9, TOGUZ_LANDING_OWN_SIDE, W (9), 10, 0, NONE, 0, 0, 0,
    TOGUZ_END_NONE, 0, TOGUZ_ONGOING },
  { "single-ball", "togyz",
    "1S,1S,1S,1S,1S,1S,1S,1S,1S/2,1S,2S,5 75 75 S 20", 3,
    "1S,1S,1S,1S,1S,1S,1S,1S,1S/3,3S,5 75 75 N 20",
    "34", 1, TOGUZ_LANDING_OWN_SIDE, W (4), 3, 0, NONE, 0, 0, 0,
    TOGUZ_END_NONE, 0, TOGUZ_ONGOING },
  { "wrap-black-9-to-white-1", "togyz",
    "3S,1S,1S,1S,1S,1S,1S,1S,1S/4S,1,1S,1S,1S,1S,1S,1S,1S 70 70 N 30", 9,
    "1S,1S,1S,1S,1S,1S,1S,1S,1S/5S,1S,1S,1S,1S,1S,1S,1S,1S 70 70 S 31",
    "92", 3, TOGUZ_LANDING_ODD, W (2), 1, 0, NONE, 0, 0, 0,
    TOGUZ_END_NONE, 0, TOGUZ_ONGOING },
  { "full-lap", "togyz",
    "1S,1S,1S,1S,1S,1S,1S,1S,1S/20S,1S,1S,1S,1S,1S,1S,1S,1S 62 63 S 30", 1,
    "2S,2S,2S,2S,2S,2S,2S,2S,2S/2S,3S,2S,2S,2S,2S,2S,2S,2S 62 63 N 30",
    "12", 20, TOGUZ_LANDING_OWN_SIDE, W (2), 3, 0, NONE, 0, 0, 0,
    TOGUZ_END_NONE, 0, TOGUZ_ONGOING },
  { "sow-through-own-tuzdik", "togyz",
    "2S,2S,2S,1,2S,t,2S,2S,2S/1S,1S,1S,1S,1S,1S,1S,8S,1S 66 66 S 25", 8,
    "2S,2S,2S,1S,3S,t,3S,3S,3S/1S,1S,1S,1S,1S,1S,1S,1S,2S 67 66 N 25",
    "86", 8, TOGUZ_LANDING_ODD, B (6), 1, 0, NONE, 0, 1, 0,
    TOGUZ_END_NONE, 0, TOGUZ_ONGOING },
  { "sow-through-opponent-tuzdik", "togyz",
    "1S,1S,1S,1S,1S,1S,1S,1S,1S/1S,1S,4S,1S,t,1S,1S,1S,1S 71 71 S 30", 3,
    "1S,1S,1S,1S,1S,1S,1S,1S,1S/1S,1S,1S,2S,t,2S,1S,1S,1S 71 72 N 30",
    "36", 4, TOGUZ_LANDING_OWN_SIDE, W (6), 2, 0, NONE, 0, 0, 1,
    TOGUZ_END_NONE, 0, TOGUZ_ONGOING },
  { "last-stone-into-tuzdik", "togyz",
    "1S,1S,1S,1S,1S,1S,1S,t,1S/1S,1S,1S,1S,1S,1S,1S,1S,3S 72 71 S 30", 9,
    "1S,1S,1S,1S,1S,1S,1S,t,2S/1S,1S,1S,1S,1S,1S,1S,1S,1S 73 71 N 30",
    "92", 3, TOGUZ_LANDING_IN_TUZDIK, B (2), 0, 0, NONE, 0, 1, 0,
    TOGUZ_END_NONE, 0, TOGUZ_ONGOING },
  { "last-stone-into-tuzdik-on-own-row", "togyz",
    "1S,1S,1S,1S,1S,1S,1S,t,1S/1S,1S,1S,1S,1S,1S,1S,1S,3S 72 71 N 30", 1,
    "1S,1S,1S,1S,1S,1S,1S,t,1/1S,1S,1S,1S,1S,1S,1S,1S,3S 73 71 S 31",
    "12", 1, TOGUZ_LANDING_IN_TUZDIK, B (2), 0, 0, NONE, 0, 1, 0,
    TOGUZ_END_NONE, 0, TOGUZ_ONGOING },
  { "even-capture", "togyz",
    "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1", 6,
    "9S,9S,9S,9S,1,10S,10S,10S,10S/9S,9S,9S,9S,9S,1S,10S,10S,10S 10 0 N 1",
    "65", 9, TOGUZ_LANDING_EVEN_CAPTURE, B (5), 10, 10, NONE, 0, 0, 0,
    TOGUZ_END_NONE, 0, TOGUZ_ONGOING },
  { "odd-no-capture", "togyz",
    "1S,1S,1S,1S,1S,1S,1S,1S,4S/1S,1S,1S,1S,1S,1S,1S,1S,2S 70 70 S 30", 9,
    "1S,1S,1S,1S,1S,1S,1S,1S,5S/1S,1S,1S,1S,1S,1S,1S,1S,1S 70 70 N 30",
    "91", 2, TOGUZ_LANDING_ODD, B (1), 5, 0, NONE, 0, 0, 0,
    TOGUZ_END_NONE, 0, TOGUZ_ONGOING },
  { "even-on-own-side", "togyz",
    "1S,1S,1S,1S,1S,1S,1S,1S,4S/1S,1S,1S,1S,1S,1S,1S,1S,2S 70 70 S 30", 1,
    "1S,1S,1S,1S,1S,1S,1S,1S,4S/1,2S,1S,1S,1S,1S,1S,1S,2S 70 70 N 30",
    "12", 1, TOGUZ_LANDING_OWN_SIDE, W (2), 2, 0, NONE, 0, 0, 0,
    TOGUZ_END_NONE, 0, TOGUZ_ONGOING },
  { "tuzdik-made", "togyz",
    "1S,1S,1S,1S,1S,1S,1S,1S,2S/1S,1S,1S,1S,1S,1S,1S,1S,2S 71 71 S 30", 9,
    "1S,1S,1S,1S,1S,1S,1S,1S,t/1S,1S,1S,1S,1S,1S,1S,1S,1S 74 71 N 30",
    "91x", 2, TOGUZ_LANDING_TUZDIK_MADE, B (1), 3, 3, B (1), 0, 0, 0,
    TOGUZ_END_NONE, 0, TOGUZ_ONGOING },
  { "tuzdik-refused-already-owns", "togyz",
    "1S,1S,1S,1S,1S,t,1S,1S,2S/1S,1S,1S,1S,1S,1S,1S,1S,2S 72 71 S 30", 9,
    "1S,1S,1S,1S,1S,t,1S,1S,3S/1S,1S,1S,1S,1S,1S,1S,1S,1S 72 71 N 30",
    "91", 2, TOGUZ_LANDING_TUZDIK_REFUSED, B (1), 3, 0, NONE,
    TOGUZ_REFUSED_ALREADY_OWNS, 0, 0, TOGUZ_END_NONE, 0, TOGUZ_ONGOING },
  { "tuzdik-refused-hole-9", "togyz",
    "2S,1S,1S,1S,1S,1S,1S,1S,1S/1S,1S,1S,1S,1S,1S,1S,1S,10S 67 67 S 30", 9,
    "3S,2S,2S,2S,2S,2S,2S,2S,2S/1S,1S,1S,1S,1S,1S,1S,1S,1S 67 67 N 30",
    "99", 10, TOGUZ_LANDING_TUZDIK_REFUSED, B (9), 3, 0, NONE,
    TOGUZ_REFUSED_LAST_HOLE, 0, 0, TOGUZ_END_NONE, 0, TOGUZ_ONGOING },
  { "tuzdik-refused-symmetric", "togyz",
    "1S,1S,1S,1S,1S,1S,1S,1S,2S/t,1S,1S,1S,1S,1S,1S,1S,2S 71 72 S 30", 9,
    "1S,1S,1S,1S,1S,1S,1S,1S,3S/t,1S,1S,1S,1S,1S,1S,1S,1S 71 72 N 30",
    "91", 2, TOGUZ_LANDING_TUZDIK_REFUSED, B (1), 3, 0, NONE,
    TOGUZ_REFUSED_SYMMETRIC, 0, 0, TOGUZ_END_NONE, 0, TOGUZ_ONGOING },
  { "end-sweep-white-wins", "togyz",
    "8,1S/5S,7,1S 77 78 S 40", 9,
    "9/9 84 78 N 40",
    "91", 1, TOGUZ_LANDING_EVEN_CAPTURE, B (1), 2, 2, NONE, 0, 0, 0,
    TOGUZ_END_NO_MOVES, 5, TOGUZ_WHITE_WON },
  { "emptied-side-waits", "togyz",
    "5S,3,4S,4/8,1S 76 76 S 40", 9,
    "5S,3,4S,3,1S/9 76 76 N 40",
    "91", 1, TOGUZ_LANDING_ODD, B (1), 1, 0, NONE, 0, 0, 0,
    TOGUZ_END_NONE, 0, TOGUZ_ONGOING },
  { "emptied-side-fed-survives", "togyz",
    "5S,3,4S,3,1S/9 76 76 N 40", 9,
    "1S,3,4S,3,1S/1S,1S,1S,1S,5 76 76 S 41",
    "94", 5, TOGUZ_LANDING_ODD, W (4), 1, 0, NONE, 0, 0, 0,
    TOGUZ_END_NONE, 0, TOGUZ_ONGOING },
  { "emptied-side-not-fed-loses", "togyz",
    "5S,3,4S,3,1S/9 76 76 N 40", 5,
    "9/9 76 86 S 41",
    "58", 4, TOGUZ_LANDING_OWN_SIDE, B (8), 1, 0, NONE, 0, 0, 0,
    TOGUZ_END_NO_MOVES, 10, TOGUZ_BLACK_WON },
  { "82-wins", "togyz",
    "2S,2S,2S,2S,2S,2S,2S,2S,1S/10S,7,1S 80 54 S 40", 9,
    "2S,2S,2S,2S,2S,2S,2S,2S,1/10S,8 82 54 N 40",
    "91", 1, TOGUZ_LANDING_EVEN_CAPTURE, B (1), 2, 2, NONE, 0, 0, 0,
    TOGUZ_END_MAJORITY, 0, TOGUZ_WHITE_WON },
  { "81-81-draws", "togyz",
    "8,1S/8,1S 79 81 S 50", 9,
    "9/9 81 81 N 50",
    "91", 1, TOGUZ_LANDING_EVEN_CAPTURE, B (1), 2, 2, NONE, 0, 0, 0,
    TOGUZ_END_NO_MOVES, 0, TOGUZ_DRAWN },
  /* Variants: the same rules with other parameters. */
  { "bestemshe-capture", "bestemshe",
    "5S,5S,5S,5S,5S/5S,5S,5S,5S,5S 0 0 S 1", 3,
    "5S,5S,5S,1,6S/5S,5S,1S,6S,6S 6 0 N 1",
    "32", 5, TOGUZ_LANDING_EVEN_CAPTURE, 5 + 1, 6, 6, NONE, 0, 0, 0,
    TOGUZ_END_NONE, 0, TOGUZ_ONGOING },
  { "bestemshe-no-tuzdik", "bestemshe",
    "1S,1S,1S,1S,2S/1S,1S,1S,1S,2S 19 19 S 10", 5,
    "1S,1S,1S,1S,3S/1S,1S,1S,1S,1S 19 19 N 10",
    "51", 2, TOGUZ_LANDING_TUZDIK_REFUSED, 5, 3, 0, NONE,
    TOGUZ_REFUSED_NO_TUZDIKS, 0, 0, TOGUZ_END_NONE, 0, TOGUZ_ONGOING },
  { "bestemshe-26-wins", "bestemshe",
    "1S,1S,1S,1S,1S/4,1S 24 20 S 10", 5,
    "1S,1S,1S,1S,1/5 26 20 N 10",
    "51", 1, TOGUZ_LANDING_EVEN_CAPTURE, 5, 2, 2, NONE, 0, 0, 0,
    TOGUZ_END_MAJORITY, 0, TOGUZ_WHITE_WON },
  { "togyz-7-refused-hole-7", "togyz-7",
    "2S,1S,1S,1S,1S,1S,1S/1S,1S,1S,1S,1S,1S,8S 38 38 S 20", 7,
    "3S,2S,2S,2S,2S,2S,2S/1S,1S,1S,1S,1S,1S,1S 38 38 N 20",
    "77", 8, TOGUZ_LANDING_TUZDIK_REFUSED, 7 + 6, 3, 0, NONE,
    TOGUZ_REFUSED_LAST_HOLE, 0, 0, TOGUZ_END_NONE, 0, TOGUZ_ONGOING },
  { "togyz-7-tuzdik-made", "togyz-7",
    "1S,2S,1S,1S,1S,1S,1S/1S,1S,1S,1S,1S,1S,7S 38 39 S 20", 7,
    "1S,t,2S,2S,2S,2S,2S/1S,1S,1S,1S,1S,1S,1S 41 39 N 20",
    "76x", 7, TOGUZ_LANDING_TUZDIK_MADE, 7 + 5, 3, 3, 7 + 5, 0, 0, 0,
    TOGUZ_END_NONE, 0, TOGUZ_ONGOING },
  { "pantusov-hole-9-tuzdik", "pantusov-1906",
    "2S,1S,1S,1S,1S,1S,1S,1S,1S/1S,1S,1S,1S,1S,1S,1S,1S,10S 67 67 S 30", 9,
    "t,2S,2S,2S,2S,2S,2S,2S,2S/1S,1S,1S,1S,1S,1S,1S,1S,1S 70 67 N 30",
    "99x", 10, TOGUZ_LANDING_TUZDIK_MADE, B (9), 3, 3, B (9), 0, 0, 0,
    TOGUZ_END_NONE, 0, TOGUZ_ONGOING },
  { "pantusov-no-early-win", "pantusov-1906",
    "2S,2S,2S,2S,2S,2S,2S,2S,1S/10S,7,1S 80 54 S 40", 9,
    "2S,2S,2S,2S,2S,2S,2S,2S,1/10S,8 82 54 N 40",
    "91", 1, TOGUZ_LANDING_EVEN_CAPTURE, B (1), 2, 2, NONE, 0, 0, 0,
    TOGUZ_END_NONE, 0, TOGUZ_ONGOING },
  { "no-origin-return", "togyz:no-origin-return",
    "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1", 1,
    "9S,9S,9S,9S,9S,9S,9S,9S,1/1,10S,10S,10S,10S,10S,10S,10S,10S 10 0 N 1",
    "11", 9, TOGUZ_LANDING_EVEN_CAPTURE, B (1), 10, 10, NONE, 0, 0, 0,
    TOGUZ_END_NONE, 0, TOGUZ_ONGOING },
};

static void
test_rule_case (gconstpointer data)
{
  const RuleCase *c = data;
  ToguzRuleset rules;
  ToguzPosition before, after;
  ToguzEvent event;
  ToguzFenDetail detail;
  char fen[TOGUZ_FEN_MAX], notation[TOGUZ_NOTATION_MAX];
  unsigned n;

  g_assert_true (toguz_ruleset_parse (c->variant, &rules));
  n = rules.holes;
  g_assert_cmpint (toguz_fen_parse (&rules, c->before, &before, &detail), ==,
                   TOGUZ_FEN_OK);
  g_assert_cmpint (toguz_position_play (&rules, &before, c->hole - 1, &after,
                                        &event),
                   ==, TOGUZ_MOVE_OK);

  toguz_fen_format (&rules, &after, fen);
  g_assert_cmpstr (fen, ==, c->after);
  toguz_notation_format (&rules, &event, notation);
  g_assert_cmpstr (notation, ==, c->notation);

  g_assert_cmpuint (event.side, ==, before.side);
  g_assert_cmpuint (event.hole, ==, c->hole - 1);
  g_assert_cmpuint (event.lifted, ==, c->lifted);
  g_assert_cmpint (event.single_ball, ==, c->lifted == 1);
  g_assert_cmpint (event.origin_return, ==,
                   c->lifted > 1 && rules.origin_return);
  g_assert_cmpuint (event.laps, ==, c->lifted / (2 * n));
  g_assert_cmpint (event.landing, ==, c->landing);
  g_assert_cmpuint (event.last, ==, c->last);
  g_assert_cmpuint (event.last_count, ==, c->last_count);
  g_assert_cmpuint (event.captured, ==, c->captured);
  g_assert_cmpint (event.tuzdik_made, ==, c->tuzdik_made);
  g_assert_cmpuint (event.tuzdik_refusals, ==, c->refusals);
  g_assert_cmpuint (event.to_tuzdik[TOGUZ_WHITE], ==, c->to_white_tuzdik);
  g_assert_cmpuint (event.to_tuzdik[TOGUZ_BLACK], ==, c->to_black_tuzdik);
  g_assert_cmpint (event.end, ==, c->end);
  g_assert_cmpuint (event.swept, ==, c->swept);
  g_assert_cmpint (event.result, ==, c->result);
  g_assert_cmpint (after.result, ==, c->result);
  g_assert_cmpuint (event.kazan[0], ==, after.kazan[0]);
  g_assert_cmpuint (event.kazan[1], ==, after.kazan[1]);
  if (c->end == TOGUZ_END_NO_MOVES)
    {
      g_assert_cmpuint (event.stuck_side, ==, before.side ^ 1);
      g_assert_cmpuint (event.swept_side, ==, before.side);
      g_assert_cmpuint (event.kazan_before_sweep[before.side] + c->swept, ==,
                        after.kazan[before.side]);
    }
  else
    g_assert_cmpuint (event.kazan_before_sweep[before.side], ==,
                      after.kazan[before.side]);

  /* The sowing path: one stone per step, first into the origin unless a
   * single ball or the old custom, then round the ring. */
  {
    unsigned ring = 2 * n;
    unsigned from = before.side * n + c->hole - 1;
    unsigned first = event.origin_return ? from : (from + 1) % ring;

    for (unsigned i = 0; i < c->lifted; i++)
      g_assert_cmpuint (event.path[i], ==, (first + i) % ring);
    g_assert_cmpuint (event.path[c->lifted - 1], ==, c->last);
  }

  /* The position after is a valid position and reads back the same. */
  g_assert_cmpint (toguz_position_validate (&rules, &after, NULL), ==,
                   TOGUZ_FEN_OK);
  {
    ToguzPosition again;
    g_assert_cmpint (toguz_fen_parse (&rules, c->after, &again, NULL), ==,
                     TOGUZ_FEN_OK);
    g_assert_true (toguz_position_equal (&again, &after));
  }

  /* Without an event the move does exactly the same. */
  {
    ToguzPosition fast;
    g_assert_cmpint (toguz_position_play (&rules, &before, c->hole - 1, &fast,
                                          NULL),
                     ==, TOGUZ_MOVE_OK);
    g_assert_true (toguz_position_equal (&fast, &after));
  }
}

typedef struct
{
  const char *name;
  const char *fen;
  unsigned hole;
  ToguzMoveStatus status;
} IllegalCase;

static const IllegalCase illegal_cases[] = {
  { "empty-hole", "1S,1S,1S,1S,1S,1S,1S,1S,4S/1,2S,1S,1S,1S,1S,1S,1S,2S 70 70 S 30",
    1, TOGUZ_MOVE_EMPTY },
  { "opponent-tuzdik", "1S,1S,1S,1S,1S,1S,1S,1S,2S/t,1S,1S,1S,1S,1S,1S,1S,2S 71 72 S 30",
    1, TOGUZ_MOVE_TUZDIK },
  { "no-hole-10", "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1",
    10, TOGUZ_MOVE_NO_SUCH_HOLE },
  { "game-over", "2S,2S,2S,2S,2S,2S,2S,2S,1/10S,8 82 54 N 40",
    2, TOGUZ_MOVE_GAME_OVER },
};

static void
test_illegal_move (gconstpointer data)
{
  const IllegalCase *c = data;
  const ToguzRuleset *rules = toguz_ruleset_default ();
  ToguzPosition pos, out, untouched;
  ToguzEvent event;

  g_assert_cmpint (toguz_fen_parse (rules, c->fen, &pos, NULL), ==,
                   TOGUZ_FEN_OK);
  memset (&out, 0x5a, sizeof out);
  untouched = out;
  g_assert_cmpint (toguz_position_check_move (rules, &pos, c->hole - 1), ==,
                   c->status);
  g_assert_cmpint (toguz_position_play (rules, &pos, c->hole - 1, &out,
                                        &event),
                   ==, c->status);
  g_assert_cmpmem (&out, sizeof out, &untouched, sizeof untouched);
}

static void
test_legal_moves (void)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  ToguzPosition pos;
  uint8_t moves[TOGUZ_MAX_HOLES];

  /* White: holes 1..4 have stones, 5 is Black's tuzdik, 6..9 empty. */
  g_assert_cmpint (toguz_fen_parse (rules,
                                    "9S,9S,9S,9S,9S,9S,9S,9S,9S/"
                                    "1S,2S,3S,4S,t,4 30 41 S 12",
                                    &pos, NULL),
                   ==, TOGUZ_FEN_OK);
  g_assert_cmpuint (toguz_position_moves (rules, &pos, moves), ==, 4);
  for (unsigned i = 0; i < 4; i++)
    g_assert_cmpuint (moves[i], ==, i);
  g_assert_cmphex (toguz_position_move_mask (rules, &pos), ==, 0xf);
  g_assert_cmpuint (toguz_position_board_stones (rules, &pos), ==, 91);
  g_assert_cmpint (pos.result, ==, TOGUZ_ONGOING);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (rule_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/rules/%s",
                                               rule_cases[i].name);
      g_test_add_data_func (path, &rule_cases[i], test_rule_case);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (illegal_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/rules/illegal/%s",
                                               illegal_cases[i].name);
      g_test_add_data_func (path, &illegal_cases[i], test_illegal_move);
    }
  g_test_add_func ("/rules/legal-moves", test_legal_moves);
  return g_test_run ();
}
