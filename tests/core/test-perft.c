/* test-perft.c: perft from the start, and the fast core against the
 * stone-by-stone reference in every variant
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Built twice: against the vector sowing path and against the plain loops.
 */
#include <glib.h>

#include "reference-rules.h"
#include "toguz-perft.h"

/* core/rules/README.md, "Perft". */
static const uint64_t start_perft[] = {
  1, 9, 73, 613, 5199, 43184, 360035, 3003052,
};

static void
test_perft_start (void)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  ToguzPosition start;

  toguz_position_init (rules, &start);
  for (unsigned depth = 1; depth < G_N_ELEMENTS (start_perft); depth++)
    {
      ToguzPerft count = toguz_perft (rules, &start, depth);
      g_assert_cmpuint (count.leaves, ==, start_perft[depth]);
      /* No game can end in seven plies from the start. */
      g_assert_cmpuint (count.finished, ==, 0);
    }
}

static void
test_perft_variants (void)
{
  for (size_t v = 0; v < toguz_ruleset_n_variants (); v++)
    {
      for (int no_return = 0; no_return < 2; no_return++)
        {
          ToguzRuleset rules = *toguz_ruleset_nth_variant (v);
          ToguzPosition start;
          RefPosition ref;

          rules.origin_return = !no_return;
          toguz_position_init (&rules, &start);
          ref_init (&rules, &ref);
          for (int depth = 1; depth <= 5; depth++)
            g_assert_cmpuint (toguz_perft (&rules, &start, depth).leaves, ==,
                              ref_perft (&rules, &ref, depth));
        }
    }
}

/* Random games to the end, every position compared with the reference;
 * a fixed seed so that a failure can be replayed. */
static void
test_random_games (gconstpointer data)
{
  const char *spec = data;
  ToguzRuleset rules;
  g_autoptr (GRand) rand = g_rand_new_with_seed (20261129);
  unsigned finished = 0, tuzdiks = 0;

  g_assert_true (toguz_ruleset_parse (spec, &rules));
  for (int game = 0; game < 3000; game++)
    {
      ToguzPosition pos;
      RefPosition ref;

      toguz_position_init (&rules, &pos);
      ref_init (&rules, &ref);
      while (pos.result == TOGUZ_ONGOING)
        {
          uint8_t moves[TOGUZ_MAX_HOLES];
          unsigned count = toguz_position_moves (&rules, &pos, moves);
          unsigned hole;
          ToguzPosition next;
          ToguzEvent event;

          g_assert_cmpuint (count, >, 0);
          hole = moves[g_rand_int_range (rand, 0, (gint32) count)];
          g_assert_cmpint (toguz_position_play (&rules, &pos, hole, &next,
                                                &event),
                           ==, TOGUZ_MOVE_OK);
          g_assert_true (ref_play (&rules, &ref, (int) hole));
          if (!ref_matches (&rules, &ref, &next))
            g_error ("%s game %d ply %u: the core and the reference differ",
                     spec, game, (unsigned) pos.ply + 1);
          tuzdiks += event.tuzdik_made >= 0;
          pos = next;
        }
      finished++;
    }
  g_assert_cmpuint (finished, ==, 3000);
  if (rules.tuzdik)
    g_assert_cmpuint (tuzdiks, >, 0);
}

int
main (int argc, char **argv)
{
  static const char *variants[] = {
    "togyz", "bestemshe", "togyz-7", "pantusov-1906",
    "togyz:no-origin-return",
  };

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/perft/start", test_perft_start);
  g_test_add_func ("/perft/variants-match-reference", test_perft_variants);
  for (gsize i = 0; i < G_N_ELEMENTS (variants); i++)
    {
      g_autofree char *path = g_strdup_printf ("/perft/random-games/%s",
                                               variants[i]);
      g_test_add_data_func (path, variants[i], test_random_games);
    }
  return g_test_run ();
}
