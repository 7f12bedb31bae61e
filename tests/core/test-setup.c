/* test-setup.c: a board set up hole by hole, and judged
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>

#include "toguz-setup.h"

static void
start_setup (ToguzSetup *setup, ToguzPosition *start)
{
  toguz_position_init (toguz_ruleset_default (), start);
  toguz_setup_from_position (toguz_ruleset_default (), start, setup);
}

static void
test_stones (void)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  ToguzSetup setup;
  ToguzPosition start, pos;
  unsigned ring = toguz_ring_index (rules, TOGUZ_BLACK, 4);

  start_setup (&setup, &start);
  g_assert_cmpint (toguz_setup_validate (rules, &setup, &pos, NULL), ==,
                   TOGUZ_FEN_OK);
  g_assert_true (toguz_position_equal (&pos, &start));

  /* One stone more breaks the total; the reader says by how much. */
  toguz_setup_set_stones (rules, &setup, TOGUZ_BLACK, 4, 10);
  g_assert_cmpuint (setup.holes[ring], ==, 10);
  {
    ToguzFenDetail detail = { 0 };
    g_assert_cmpint (toguz_setup_validate (rules, &setup, &pos, &detail),
                     ==, TOGUZ_FEN_WRONG_TOTAL);
    g_assert_cmpuint (detail.found, ==, 163);
    g_assert_cmpuint (detail.expected, ==, 162);
  }
  /* Taken from a kazan-less start: a kazan makes it right again. */
  toguz_setup_set_stones (rules, &setup, TOGUZ_BLACK, 4, 0);
  toguz_setup_set_kazan (&setup, TOGUZ_WHITE, 9);
  g_assert_cmpint (toguz_setup_validate (rules, &setup, &pos, NULL), ==,
                   TOGUZ_FEN_OK);
  g_assert_cmpuint (pos.holes[ring], ==, 0);
  g_assert_cmpuint (pos.kazan[TOGUZ_WHITE], ==, 9);

  /* Counts no variant allows are kept to 999, for the reader to refuse. */
  toguz_setup_set_stones (rules, &setup, TOGUZ_WHITE, 0, 5000);
  g_assert_cmpuint (setup.holes[toguz_ring_index (rules, TOGUZ_WHITE, 0)],
                    ==, TOGUZ_SETUP_MAX_STONES);
  toguz_setup_set_kazan (&setup, TOGUZ_BLACK, 100000);
  g_assert_cmpuint (setup.kazan[TOGUZ_BLACK], ==, TOGUZ_SETUP_MAX_STONES);
  g_assert_cmpint (toguz_setup_validate (rules, &setup, &pos, NULL), !=,
                   TOGUZ_FEN_OK);
}

static void
test_tuzdik (void)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  ToguzSetup setup;
  ToguzPosition start, pos;
  unsigned black3 = toguz_ring_index (rules, TOGUZ_BLACK, 2);
  unsigned black5 = toguz_ring_index (rules, TOGUZ_BLACK, 4);

  start_setup (&setup, &start);
  /* Black's hole 3 becomes White's tuzdik: its nine stones are White's. */
  g_assert_true (toguz_setup_set_tuzdik (rules, &setup, TOGUZ_BLACK, 2,
                                         true));
  g_assert_false (toguz_setup_set_tuzdik (rules, &setup, TOGUZ_BLACK, 2,
                                          true));
  g_assert_true (setup.tuzdik[black3]);
  g_assert_cmpuint (setup.holes[black3], ==, 0);
  g_assert_cmpuint (setup.kazan[TOGUZ_WHITE], ==, 9);
  g_assert_cmpint (toguz_setup_validate (rules, &setup, &pos, NULL), ==,
                   TOGUZ_FEN_OK);
  g_assert_cmpint (pos.tuzdik[TOGUZ_WHITE], ==, (int) black3);

  /* A second tuzdik of White's: the setup holds it, the reader refuses. */
  g_assert_true (toguz_setup_set_tuzdik (rules, &setup, TOGUZ_BLACK, 4,
                                         true));
  g_assert_cmpint (toguz_setup_validate (rules, &setup, &pos, NULL), ==,
                   TOGUZ_FEN_TWO_TUZDIKS);
  /* Drawn, only the first shows. */
  toguz_setup_to_drawable (rules, &setup, &pos);
  g_assert_cmpint (pos.tuzdik[TOGUZ_WHITE], ==, (int) black3);
  g_assert_cmpint (pos.tuzdik[TOGUZ_BLACK], ==, -1);
  g_assert_cmpuint (pos.holes[black5], ==, 0);
  g_assert_cmpuint (pos.kazan[TOGUZ_WHITE], ==, 18);

  /* Stones put in a tuzdik make it a hole again. */
  toguz_setup_set_stones (rules, &setup, TOGUZ_BLACK, 4, 3);
  g_assert_false (setup.tuzdik[black5]);
  g_assert_cmpuint (setup.holes[black5], ==, 3);
}

static void
test_drawable (void)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  ToguzSetup setup;
  ToguzPosition start, pos;

  start_setup (&setup, &start);
  setup.side = TOGUZ_BLACK;
  setup.move_number = 12;
  toguz_setup_set_stones (rules, &setup, TOGUZ_WHITE, 8, 700);
  toguz_setup_to_drawable (rules, &setup, &pos);
  g_assert_cmpuint (pos.holes[toguz_ring_index (rules, TOGUZ_WHITE, 8)], ==,
                    255);
  g_assert_cmpuint (pos.side, ==, TOGUZ_BLACK);
  g_assert_cmpuint (pos.ply, ==, 2 * 11 + 1);
  /* A move number of 0 is drawn as the first. */
  setup.move_number = 0;
  setup.side = TOGUZ_WHITE;
  toguz_setup_to_drawable (rules, &setup, &pos);
  g_assert_cmpuint (pos.ply, ==, 0);
}

/* A side or move number no position has is refused, not read as another
 * position: move 40000 was written as 32767, side 7 as Black.  (The
 * setup fuzz target found both.) */
static void
test_side_and_move_number (void)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  ToguzSetup setup;
  ToguzPosition start, pos;
  ToguzFenDetail detail;

  start_setup (&setup, &start);
  setup.move_number = TOGUZ_MOVE_NUMBER_MAX;
  g_assert_cmpint (toguz_setup_validate (rules, &setup, &pos, NULL), ==,
                   TOGUZ_FEN_OK);
  g_assert_cmpuint (toguz_position_move_number (&pos), ==,
                    TOGUZ_MOVE_NUMBER_MAX);
  setup.move_number = 40000;
  g_assert_cmpint (toguz_setup_validate (rules, &setup, &pos, &detail), ==,
                   TOGUZ_FEN_BAD_MOVE_NUMBER);
  setup.move_number = 0;
  g_assert_cmpint (toguz_setup_validate (rules, &setup, &pos, NULL), ==,
                   TOGUZ_FEN_BAD_MOVE_NUMBER);

  start_setup (&setup, &start);
  setup.side = 7;
  g_assert_cmpint (toguz_setup_validate (rules, &setup, &pos, NULL), ==,
                   TOGUZ_FEN_BAD_SIDE);
  setup.side = TOGUZ_BLACK;
  setup.move_number = 3;
  g_assert_cmpint (toguz_setup_validate (rules, &setup, &pos, NULL), ==,
                   TOGUZ_FEN_OK);
  g_assert_cmpuint (pos.side, ==, TOGUZ_BLACK);
  g_assert_cmpuint (pos.ply, ==, 2 * 2 + 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/setup/stones", test_stones);
  g_test_add_func ("/setup/tuzdik", test_tuzdik);
  g_test_add_func ("/setup/drawable", test_drawable);
  g_test_add_func ("/setup/side-and-move-number", test_side_and_move_number);
  return g_test_run ();
}
