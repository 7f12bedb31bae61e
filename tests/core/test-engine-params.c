/* test-engine-params.c: the engine's parameters and the match arithmetic
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The first weights (v1), set as parameters, must play exactly as the
 * engine did before its weights became a struct: the evaluation, best
 * move, score and node count in golden_v1 were recorded from that engine.
 * golden_default is the engine as built; a change to the default shows
 * here first: update that table only on purpose, with a bench-match
 * result.
 */
#include <glib.h>
#include <math.h>

#include "match-score.h"
#include "toguz-replay.h"
#include "toguz-search.h"

typedef struct
{
  unsigned game;       /* in master-2018.pgn, 0-based */
  unsigned plies;      /* played from the start */
  int eval;
  int best_move;
  int score;
  uint64_t nodes;      /* at depth SEARCH_DEPTH, fresh table */
} Golden;

#define SEARCH_DEPTH 9

static const Golden golden_v1[] = {
  { 0, 0, 0, 2, 801, 39977 },
  { 0, 8, 2924, 6, 1523, 21914 },
  { 1, 30, 1002, 0, 2132, 4086 },
  { 2, 60, 1710, 4, 2016, 11522 },
  { 3, 50, 183, 6, 246, 8090 },
  { 4, 56, -542, 2, -468, 6351 },
  { 5, 20, 2302, 1, 1590, 9944 },
};

/* The default: v1 with each playable hole worth 0.25 stone and the
 * at-syroo danger (under 12 stones on one's row, 0.3 a stone missing),
 * +135 +/- 51 Elo against v1 in bench-match. */
static const Golden golden_default[] = {
  { 0, 0, 0, 2, 635, 48120 },
  { 0, 8, 2950, 6, 1510, 22322 },
  { 1, 30, 1015, 0, 2145, 4407 },
  { 2, 60, 1710, 4, 2015, 11088 },
  { 3, 50, 170, 6, 220, 6672 },
  { 4, 56, -555, 2, -455, 6119 },
  { 5, 20, 2315, 1, 1605, 6756 },
};

static GPtrArray *records;

static ToguzPosition
position_after (unsigned game, unsigned plies)
{
  ToguzReplay replay;
  g_autoptr (GError) error = NULL;

  g_assert_cmpuint (game, <, records->len);
  g_assert_true (toguz_record_replay_to (g_ptr_array_index (records, game),
                                         toguz_ruleset_default (), plies,
                                         NULL, NULL, &replay, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (replay.plies, ==, plies);
  return replay.final;
}

static void
search_at (const ToguzSearchParams *params, const ToguzPosition *pos,
           ToguzSearchResult *result)
{
  ToguzSearch *search = toguz_search_new (16);
  ToguzSearchLimits limits = { SEARCH_DEPTH, 0, 0 };

  if (params)
    toguz_search_set_params (search, params);
  toguz_search_run (search, toguz_ruleset_default (), pos, &limits, result);
  toguz_search_free (search);
}

static void
check_golden (const Golden *table, gsize length,
              const ToguzSearchParams *params, gboolean is_default)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();

  for (gsize i = 0; i < length; i++)
    {
      const Golden *g = &table[i];
      ToguzPosition pos = position_after (g->game, g->plies);
      ToguzSearchResult given;

      search_at (params, &pos, &given);
      g_test_message ("{ %u, %u, %d, %d, %d, %" G_GUINT64_FORMAT " },",
                      g->game, g->plies,
                      toguz_eval_with (&params->eval, rules, &pos),
                      given.best_move, given.score, given.nodes);
      g_assert_cmpint (toguz_eval_with (&params->eval, rules, &pos), ==,
                       g->eval);
      g_assert_cmpint (given.best_move, ==, g->best_move);
      g_assert_cmpint (given.score, ==, g->score);
      g_assert_cmpuint (given.nodes, ==, g->nodes);
      if (is_default)
        {
          /* A search left with its own parameters plays the default. */
          ToguzSearchResult plain;
          search_at (NULL, &pos, &plain);
          g_assert_cmpint (toguz_eval (rules, &pos), ==, g->eval);
          g_assert_cmpint (plain.best_move, ==, g->best_move);
          g_assert_cmpint (plain.score, ==, g->score);
          g_assert_cmpuint (plain.nodes, ==, g->nodes);
        }
    }
}

static void
test_v1_unchanged (void)
{
  ToguzSearchParams v1 = toguz_search_params_v1;

  check_golden (golden_v1, G_N_ELEMENTS (golden_v1), &v1, FALSE);
}

static void
test_default (void)
{
  g_assert_cmpmem (&toguz_eval_params_default,
                   sizeof toguz_eval_params_default,
                   &toguz_search_params_default.eval,
                   sizeof toguz_search_params_default.eval);
  check_golden (golden_default, G_N_ELEMENTS (golden_default),
                &toguz_search_params_default, TRUE);
}

/* Another parameter set must reach the search: a different evaluation
 * somewhere, and the defaults back when they are set again. */
static void
test_params_reach_search (void)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  ToguzSearchParams other = toguz_search_params_default;
  ToguzPosition pos = position_after (2, 60);
  ToguzSearchResult a, b;
  ToguzSearch *search = toguz_search_new (16);
  ToguzSearchLimits limits = { SEARCH_DEPTH, 0, 0 };

  other.eval.row_stone = 40;
  g_assert_cmpint (toguz_eval_with (&other.eval, rules, &pos), !=,
                   toguz_eval (rules, &pos));
  search_at (&other, &pos, &a);
  search_at (NULL, &pos, &b);
  g_assert_true (a.score != b.score || a.nodes != b.nodes);

  toguz_search_set_params (search, &other);
  toguz_search_set_params (search, &toguz_search_params_default);
  toguz_search_run (search, rules, &pos, &limits, &a);
  g_assert_cmpint (a.best_move, ==, b.best_move);
  g_assert_cmpint (a.score, ==, b.score);
  g_assert_cmpuint (a.nodes, ==, b.nodes);
  toguz_search_free (search);
}

static void
test_elo (void)
{
  MatchScore s = { 0 };
  double elo, margin;

  /* An even score is 0 Elo; 75 % is 400 log10 3 = 190.85 Elo. */
  s = (MatchScore) { 10, 0, 10 };
  g_assert_cmpfloat_with_epsilon (match_score_fraction (&s), 0.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (match_elo (0.5), 0.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (match_elo (0.75), 400 * log10 (3.0), 1e-9);
  g_assert_cmpfloat_with_epsilon (match_elo (0.25), -400 * log10 (3.0),
                                  1e-9);

  /* 14 wins, 1 draw, 15 losses: 14.5 / 30.  The per-game variance is
   * (14 (1 - p)^2 + (0.5 - p)^2 + 15 p^2) / 30. */
  s = (MatchScore) { 14, 1, 15 };
  match_elo_interval (&s, &elo, &margin);
  {
    double p = 14.5 / 30;
    double var = (14 * (1 - p) * (1 - p) + (0.5 - p) * (0.5 - p)
                  + 15 * p * p) / 30;
    double se = sqrt (var / 30);
    double hi = -400 * log10 (1 / (p + 1.959964 * se) - 1);
    double lo = -400 * log10 (1 / (p - 1.959964 * se) - 1);
    g_assert_cmpfloat_with_epsilon (elo, -400 * log10 (1 / p - 1), 1e-9);
    g_assert_cmpfloat_with_epsilon (margin, (hi - lo) / 2, 1e-6);
    g_assert_cmpfloat (margin, >, 100);
    g_assert_cmpfloat (margin, <, 150);
  }

  /* All draws: no spread, no error bar. */
  s = (MatchScore) { 0, 40, 0 };
  match_elo_interval (&s, &elo, &margin);
  g_assert_cmpfloat_with_epsilon (elo, 0.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (margin, 0.0, 1e-9);

  /* A clean sweep has no finite Elo: it is clamped, not infinite. */
  s = (MatchScore) { 20, 0, 0 };
  match_elo_interval (&s, &elo, &margin);
  g_assert_true (isfinite (elo));
  g_assert_cmpfloat (elo, >, 500);
  g_assert_true (isfinite (margin));

  /* No games at all. */
  s = (MatchScore) { 0, 0, 0 };
  match_elo_interval (&s, &elo, &margin);
  g_assert_cmpfloat_with_epsilon (elo, 0.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (margin, 0.0, 1e-9);
}

int
main (int argc, char **argv)
{
  g_autofree char *file = NULL;
  g_autoptr (GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  file = g_build_filename (g_getenv ("TOGUZ_GAMES_DIR"), "master-2018.pgn",
                           NULL);
  records = toguz_record_read_file (file, &error);
  g_assert_no_error (error);

  g_test_add_func ("/engine-params/v1-unchanged", test_v1_unchanged);
  g_test_add_func ("/engine-params/default", test_default);
  g_test_add_func ("/engine-params/params-reach-search",
                   test_params_reach_search);
  g_test_add_func ("/engine-params/elo", test_elo);

  status = g_test_run ();
  g_ptr_array_unref (records);
  return status;
}
