/* test-endgame.c: the exact endgame solver against hand-worked ends and
 * a plain full-width minimax
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>

#include "toguz-endgame.h"
#include "toguz-search.h"

/* The longest line the plain minimax follows; deeper positions are left
 * out of the comparison rather than guessed. */
#define REFERENCE_MAX_PLY 40
#define REFERENCE_MAX_NODES 200000u

static ToguzEndgame *endgame;

/* A position of the default rules from its rings, kazans and side; the
 * result is decided as the rules decide it. */
static ToguzPosition
position_of (const uint8_t ring[TOGUZ_MAX_RING], unsigned white_kazan,
             unsigned black_kazan, ToguzSide side)
{
  ToguzPosition pos = { { 0 } };

  memcpy (pos.holes, ring, TOGUZ_MAX_RING);
  pos.kazan[TOGUZ_WHITE] = (uint8_t) white_kazan;
  pos.kazan[TOGUZ_BLACK] = (uint8_t) black_kazan;
  pos.tuzdik[0] = pos.tuzdik[1] = -1;
  pos.side = (uint8_t) side;
  pos.ply = (uint16_t) (100 + side);
  toguz_position_update_result (toguz_ruleset_default (), &pos);
  return pos;
}

/* Negamax over every move, through the public move function, to the end
 * of the game: the score toguz_eval_final() gives there, or false when a
 * line is longer than REFERENCE_MAX_PLY or the tree too big. */
static gboolean
reference_minimax (const ToguzRuleset *rules, const ToguzPosition *pos,
                   int ply, guint64 *nodes, int *score)
{
  uint8_t moves[TOGUZ_MAX_HOLES];
  unsigned count;
  int best = -TOGUZ_SCORE_INFINITE;

  if (pos->result != TOGUZ_ONGOING)
    {
      *score = toguz_eval_final (rules, pos, ply);
      return TRUE;
    }
  if (ply >= REFERENCE_MAX_PLY || ++*nodes > REFERENCE_MAX_NODES)
    return FALSE;
  count = toguz_position_moves (rules, pos, moves);
  g_assert_cmpuint (count, >, 0);
  for (unsigned i = 0; i < count; i++)
    {
      ToguzPosition child;
      int value;

      g_assert_cmpint (toguz_position_play (rules, pos, moves[i], &child,
                                            NULL), ==, TOGUZ_MOVE_OK);
      if (!reference_minimax (rules, &child, ply + 1, nodes, &value))
        return FALSE;
      best = MAX (best, -value);
    }
  *score = best;
  return TRUE;
}

/* White's only move gives back a capture; then each of White's four
 * single stones leaves Black without a move, and the sweep brings White
 * 78 + 4 = 82 against 80. */
static void
test_sweep_by_hand (void)
{
  const uint8_t ring[TOGUZ_MAX_RING] = { [0] = 5, [17] = 1 };
  ToguzPosition pos = position_of (ring, 78, 78, TOGUZ_WHITE);
  int score, best_move;

  g_assert_cmpint (pos.result, ==, TOGUZ_ONGOING);
  g_assert_true (toguz_endgame_solve_exact (endgame, toguz_ruleset_default (),
                                            &pos, 0, &score, &best_move));
  g_assert_cmpint (score, ==, TOGUZ_SCORE_WIN + 2 * TOGUZ_SCORE_STONE - 3);
  g_assert_cmpint (best_move, ==, 0);
  g_assert_cmpint (toguz_score_to_stones (score), ==, 2);
}

/* The same line from 77 against 79 ends 81 all: a draw. */
static void
test_draw_by_hand (void)
{
  const uint8_t ring[TOGUZ_MAX_RING] = { [0] = 5, [17] = 1 };
  ToguzPosition pos = position_of (ring, 77, 79, TOGUZ_WHITE);
  int score, best_move;

  toguz_endgame_clear (endgame);
  g_assert_true (toguz_endgame_solve_exact (endgame, toguz_ruleset_default (),
                                            &pos, 0, &score, &best_move));
  g_assert_cmpint (score, ==, 0);
}

/* White at 80: hole 9's two stones go back into it and into Black's hole
 * 1, making 2 there: a capture and 82 at once.  Hole 1's single stone
 * stays on White's row. */
static void
test_win_in_one_by_hand (void)
{
  const uint8_t ring[TOGUZ_MAX_RING] = { [0] = 1, [8] = 2, [9] = 1,
                                         [13] = 2 };
  ToguzPosition pos = position_of (ring, 80, 76, TOGUZ_WHITE);
  int score, best_move;

  toguz_endgame_clear (endgame);
  g_assert_true (toguz_endgame_solve_exact (endgame, toguz_ruleset_default (),
                                            &pos, 0, &score, &best_move));
  g_assert_cmpint (best_move, ==, 8);
  g_assert_cmpint (score, ==, TOGUZ_SCORE_WIN + 6 * TOGUZ_SCORE_STONE - 1);
}

/* A random position of few stones near the end: kazans close to half,
 * perhaps a tuzdik each, either side to move. */
static gboolean
random_position (GRand *rand, const ToguzRuleset *rules, unsigned stones,
                 ToguzPosition *pos)
{
  const unsigned n = rules->holes, ring = 2u * n;
  const unsigned total = toguz_ruleset_total (rules);
  const unsigned half = toguz_ruleset_half (rules);
  unsigned rest = total - stones, white;

  memset (pos, 0, sizeof *pos);
  pos->tuzdik[0] = pos->tuzdik[1] = -1;
  if (rules->tuzdik && g_rand_boolean (rand))
    pos->tuzdik[TOGUZ_WHITE] = (int8_t) (n + g_rand_int_range (rand, 0,
                                                               n - 1));
  if (rules->tuzdik && g_rand_boolean (rand))
    {
      int hole = g_rand_int_range (rand, 0, n - 1);
      if (pos->tuzdik[TOGUZ_WHITE] < 0
          || hole != pos->tuzdik[TOGUZ_WHITE] - (int) n)
        pos->tuzdik[TOGUZ_BLACK] = (int8_t) hole;
    }
  for (unsigned s = 0; s < stones; s++)
    {
      unsigned i = (unsigned) g_rand_int_range (rand, 0, (gint32) ring);
      if ((int) i == pos->tuzdik[0] || (int) i == pos->tuzdik[1])
        s--;
      else
        pos->holes[i]++;
    }
  /* Both kazans at most half, so that the game is still on. */
  if (rest > 2 * half)
    return FALSE;
  white = (unsigned) g_rand_int_range (rand, (gint32) (rest - MIN (rest,
                                                                   half)),
                                       (gint32) MIN (rest, half) + 1);
  pos->kazan[TOGUZ_WHITE] = (uint8_t) white;
  pos->kazan[TOGUZ_BLACK] = (uint8_t) (rest - white);
  pos->side = (uint8_t) g_rand_int_range (rand, 0, 2);
  pos->ply = (uint16_t) (60 + pos->side);
  toguz_position_update_result (rules, pos);
  return pos->result == TOGUZ_ONGOING;
}

/* Every position the plain minimax can finish gets the same exact score
 * from the solver, and any window gives a bound that holds. */
static void
compare_with_reference (const ToguzRuleset *rules, unsigned wanted)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (20261202);
  unsigned compared = 0, tried = 0, won = 0, drawn = 0;

  while (compared < wanted && tried < 20 * wanted)
    {
      unsigned stones = (unsigned) g_rand_int_range (rand, 2, 8);
      ToguzPosition pos;
      guint64 nodes = 0;
      int expected, score, best_move, alpha, beta;

      tried++;
      if (!random_position (rand, rules, stones, &pos)
          || !reference_minimax (rules, &pos, 0, &nodes, &expected))
        continue;
      compared++;
      won += toguz_score_is_final (expected);
      drawn += expected == 0;

      toguz_endgame_clear (endgame);
      g_assert_true (toguz_endgame_solve_exact (endgame, rules, &pos, 0,
                                                &score, &best_move));
      g_assert_cmpint (score, ==, expected);
      /* The best move the solver names gets that score. */
      {
        ToguzPosition child;
        guint64 child_nodes = 0;
        int value;
        g_assert_cmpint (toguz_position_play (rules, &pos,
                                              (unsigned) best_move, &child,
                                              NULL), ==, TOGUZ_MOVE_OK);
        g_assert_true (reference_minimax (rules, &child, 1, &child_nodes,
                                          &value));
        g_assert_cmpint (-value, ==, expected);
      }

      /* A window around, below or above the value, with the table kept
       * from earlier solves: fail-soft bounds on the right side. */
      alpha = expected + g_rand_int_range (rand, -900, 900);
      beta = alpha + g_rand_int_range (rand, 1, 900);
      g_assert_true (toguz_endgame_solve (endgame, rules, &pos, alpha, beta,
                                          0, 0, &score));
      if (score <= alpha)
        g_assert_cmpint (expected, <=, score);
      else if (score >= beta)
        g_assert_cmpint (expected, >=, score);
      else
        g_assert_cmpint (expected, ==, score);
      if (expected <= alpha)
        g_assert_cmpint (score, <=, alpha);
      if (expected >= beta)
        g_assert_cmpint (score, >=, beta);
    }
  g_test_message ("%s: %u positions compared of %u, %u won or lost, %u drawn",
                  rules->name, compared, tried, won, drawn);
  g_assert_cmpuint (compared, ==, wanted);
}

static void
test_matches_reference (gconstpointer data)
{
  ToguzRuleset rules;

  g_assert_true (toguz_ruleset_parse (data, &rules));
  compare_with_reference (&rules, 200);
}

/* A tiny budget gives up rather than guess, and the next solve with room
 * still gets the exact score. */
static void
test_budget (void)
{
  const uint8_t ring[TOGUZ_MAX_RING] = { [0] = 5, [17] = 1 };
  ToguzPosition pos = position_of (ring, 78, 78, TOGUZ_WHITE);
  int score = 12345, best_move;

  toguz_endgame_clear (endgame);
  g_assert_false (toguz_endgame_solve (endgame, toguz_ruleset_default (),
                                       &pos, -TOGUZ_SCORE_INFINITE,
                                       TOGUZ_SCORE_INFINITE, 0, 2, &score));
  g_assert_cmpint (score, ==, 12345);
  g_assert_cmpuint (toguz_endgame_nodes (endgame), <=, 2);
  g_assert_true (toguz_endgame_solve_exact (endgame, toguz_ruleset_default (),
                                            &pos, 0, &score, &best_move));
  g_assert_cmpint (score, ==, TOGUZ_SCORE_WIN + 2 * TOGUZ_SCORE_STONE - 3);
}

/* The search takes the exact end in place of the evaluation: one ply
 * deep it already sees the sweep three plies away, which it cannot
 * without the solver. */
static void
test_search_uses_it (void)
{
  const uint8_t ring[TOGUZ_MAX_RING] = { [0] = 5, [17] = 1 };
  ToguzPosition pos = position_of (ring, 78, 78, TOGUZ_WHITE);
  ToguzSearch *search = toguz_search_new (4);
  ToguzSearchParams params = toguz_search_params_default;
  ToguzSearchLimits limits = { 1, 0, 0 };
  ToguzSearchResult result;

  params.endgame_stones = 12;
  toguz_search_set_params (search, &params);
  toguz_search_run (search, toguz_ruleset_default (), &pos, &limits, &result);
  g_assert_cmpint (result.score, ==,
                   TOGUZ_SCORE_WIN + 2 * TOGUZ_SCORE_STONE - 3);

  params.endgame_stones = 0;
  toguz_search_set_params (search, &params);
  toguz_search_clear (search);
  toguz_search_run (search, toguz_ruleset_default (), &pos, &limits, &result);
  g_assert_false (toguz_score_is_final (result.score));
  toguz_search_free (search);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  endgame = toguz_endgame_new (4);
  g_test_add_func ("/endgame/sweep-by-hand", test_sweep_by_hand);
  g_test_add_func ("/endgame/draw-by-hand", test_draw_by_hand);
  g_test_add_func ("/endgame/win-in-one-by-hand", test_win_in_one_by_hand);
  g_test_add_func ("/endgame/budget", test_budget);
  g_test_add_data_func ("/endgame/matches-reference/togyz", "togyz",
                        test_matches_reference);
  g_test_add_data_func ("/endgame/matches-reference/bestemshe", "bestemshe",
                        test_matches_reference);
  g_test_add_data_func ("/endgame/matches-reference/pantusov-1906",
                        "pantusov-1906", test_matches_reference);
  g_test_add_func ("/endgame/search-uses-it", test_search_uses_it);
  status = g_test_run ();
  toguz_endgame_free (endgame);
  return status;
}
