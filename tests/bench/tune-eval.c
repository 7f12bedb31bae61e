/* tune-eval.c: Texel tuning of the evaluation's weights on game records
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: tune-eval [--positions N] [--from NAME] GAMES.pgn...
 * (NAME: v1, syroo-mobility or default)
 * Takes positions from games with a result (every third ply from the
 * eighth on, at most N of them, default 200000, drawn with a fixed seed),
 * resolves each to the end of its captures with a quiescence search like
 * the engine's, and fits the logistic of the evaluation there to the
 * game's result (1, 1/2, 0 for the side to move): first the scale K, then
 * the weights of ToguzEvalParams by coordinate descent on whole
 * hundredths, for each at-syroo threshold in turn.  One game in five is
 * held out to check that the fit is not learnt by heart.  Prints the
 * errors and the best set as a C initializer for bench-match.c.
 *
 * The evaluation is linear in its weights but for the threshold, so each
 * position is reduced once to its terms (toguz-eval.c's, kept in step by
 * the check at the end against toguz_eval_with()).
 */
#include <glib.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "toguz-record.h"
#include "toguz-replay.h"
#include "toguz-search.h"

#define QUIESCENCE_PLIES 2
#define N_WEIGHTS 6   /* every field of ToguzEvalParams but short_stones */

typedef struct
{
  ToguzPosition leaf;   /* where the captures end */
  float result;         /* for the side to move at the leaf */
  bool held_out;
  int kazan;            /* hundredths, mover's view: not tuned */
  float term[N_WEIGHTS];
  int16_t row[2];       /* stones on each row, mover first: the threshold */
} Sample;

static const char *const weight_names[N_WEIGHTS] = {
  "tuzdik_base", "tuzdik_per_stone", "row_stone", "move", "starving",
  "short_stone",
};

typedef struct
{
  GArray *samples;
  unsigned game;
  float result_white;
  GRand *rand;
  double keep;
} Collector;

static void
collect (const ToguzRuleset *rules, const ToguzPosition *position,
         const ToguzEvent *event, gpointer user_data)
{
  Collector *c = user_data;
  Sample sample = { 0 };

  (void) rules;
  (void) event;
  if (position->result != TOGUZ_ONGOING || position->ply < 8
      || position->ply % 3 != 0 || g_rand_double (c->rand) >= c->keep)
    return;
  sample.leaf = *position;
  sample.result = c->result_white;
  sample.held_out = c->game % 5 == 4;
  g_array_append_val (c->samples, sample);
}

/* The engine's quiescence (toguz-search.c) on the evaluation with
 * `params`: stand pat, or a move that takes two stones or more or ends
 * the game.  *leaf is the end of the line it chose. */
static int
quiesce (const ToguzEvalParams *params, const ToguzRuleset *rules,
         const ToguzPosition *pos, int alpha, int beta, int plies_left,
         ToguzPosition *leaf)
{
  uint8_t moves[TOGUZ_MAX_HOLES];
  unsigned count;
  int best;

  *leaf = *pos;
  if (pos->result != TOGUZ_ONGOING)
    return toguz_eval_final (rules, pos, 0);
  best = toguz_eval_with (params, rules, pos);
  if (best >= beta || plies_left == 0)
    return best;
  if (best > alpha)
    alpha = best;
  count = toguz_position_moves (rules, pos, moves);
  for (unsigned i = 0; i < count; i++)
    {
      ToguzPosition child, child_leaf;
      int score;

      toguz_position_play (rules, pos, moves[i], &child, NULL);
      if ((int) child.kazan[pos->side] - (int) pos->kazan[pos->side] < 2
          && child.result == TOGUZ_ONGOING)
        continue;
      score = -quiesce (params, rules, &child, -beta, -alpha,
                        plies_left - 1, &child_leaf);
      if (score > best)
        {
          best = score;
          *leaf = child_leaf;
          if (score > alpha)
            {
              alpha = score;
              if (score >= beta)
                break;
            }
        }
    }
  return best;
}

/* The evaluation's terms (toguz-eval.c) for the side to move, less the
 * other's; the weights multiply them. */
static void
fill_terms (const ToguzRuleset *rules, Sample *s)
{
  const ToguzPosition *pos = &s->leaf;
  const unsigned n = rules->holes;
  const int on_board = (int) toguz_position_board_stones (rules, pos);

  memset (s->term, 0, sizeof s->term);
  s->kazan = TOGUZ_SCORE_STONE * ((int) pos->kazan[pos->side]
                                  - (int) pos->kazan[pos->side ^ 1]);
  for (unsigned k = 0; k < 2; k++)
    {
      const unsigned side = pos->side ^ k;
      const float sign = k == 0 ? 1.0f : -1.0f;
      int stones = 0, moves = 0;

      for (unsigned i = 0; i < n; i++)
        {
          stones += pos->holes[side * n + i];
          moves += pos->holes[side * n + i] != 0;
        }
      if (pos->tuzdik[side] >= 0)
        {
          s->term[0] += sign;
          s->term[1] += sign * (float) on_board;
        }
      s->term[2] += sign * (float) stones;
      s->term[3] += sign * (float) moves;
      if (moves <= 2)
        s->term[4] -= sign * (float) (3 - moves) / 2.0f;
      s->row[k] = (int16_t) stones;
    }
}

static double
score_of (const Sample *s, const double weight[N_WEIGHTS], int short_stones)
{
  double score = s->kazan;

  for (unsigned w = 0; w < N_WEIGHTS - 1; w++)
    score += weight[w] * s->term[w];
  score -= weight[N_WEIGHTS - 1]
           * (double) (MAX (0, short_stones - s->row[0])
                       - MAX (0, short_stones - s->row[1]));
  return score;
}

/* Mean squared error of the logistic; held_out picks the set. */
static double
error_of (const GArray *samples, const double weight[N_WEIGHTS],
          int short_stones, double k, bool held_out)
{
  double sum = 0;
  unsigned count = 0;

  for (guint i = 0; i < samples->len; i++)
    {
      const Sample *s = &g_array_index (samples, Sample, i);
      double p;

      if (s->held_out != held_out)
        continue;
      p = 1.0 / (1.0 + exp (-k * score_of (s, weight, short_stones)
                            / TOGUZ_SCORE_STONE));
      sum += (s->result - p) * (s->result - p);
      count++;
    }
  return count ? sum / count : 0;
}

static double
best_scale (const GArray *samples, const double weight[N_WEIGHTS],
            int short_stones)
{
  double low = 0.001, high = 2.0;

  /* Golden-section search: the error is unimodal in K. */
  for (unsigned i = 0; i < 60; i++)
    {
      double a = high - (high - low) / 1.618034;
      double b = low + (high - low) / 1.618034;
      if (error_of (samples, weight, short_stones, a, false)
          < error_of (samples, weight, short_stones, b, false))
        high = b;
      else
        low = a;
    }
  return (low + high) / 2;
}

/* Coordinate descent on whole hundredths, steps halving from 64. */
static double
descend (const GArray *samples, double weight[N_WEIGHTS], int short_stones,
         double k)
{
  double best = error_of (samples, weight, short_stones, k, false);

  for (int step = 64; step >= 1; step /= 2)
    {
      gboolean improved = TRUE;

      while (improved)
        {
          improved = FALSE;
          for (unsigned w = 0; w < N_WEIGHTS; w++)
            {
              if (w == N_WEIGHTS - 1 && short_stones == 0)
                continue;
              for (int sign = -1; sign <= 1; sign += 2)
                {
                  double e;
                  weight[w] += sign * step;
                  e = error_of (samples, weight, short_stones, k, false);
                  if (e < best - 1e-12)
                    {
                      best = e;
                      improved = TRUE;
                      break;
                    }
                  weight[w] -= sign * step;
                }
            }
        }
    }
  return best;
}

static void
weights_from (const ToguzEvalParams *p, double weight[N_WEIGHTS])
{
  weight[0] = p->tuzdik_base;
  weight[1] = p->tuzdik_per_stone;
  weight[2] = p->row_stone;
  weight[3] = p->move;
  weight[4] = p->starving;
  weight[5] = p->short_stone;
}

static ToguzEvalParams
params_from (const double weight[N_WEIGHTS], int short_stones)
{
  ToguzEvalParams p = {
    .tuzdik_base = (int) lround (weight[0]),
    .tuzdik_per_stone = (int) lround (weight[1]),
    .row_stone = (int) lround (weight[2]),
    .move = (int) lround (weight[3]),
    .starving = (int) lround (weight[4]),
    .short_stones = short_stones,
    .short_stone = short_stones ? (int) lround (weight[5]) : 0,
  };
  return p;
}

/* Resolves every sample's captures with `params` and reduces it to its
 * terms; samples whose line ends the game carry no weight and go. */
static void
resolve (GArray *samples, const ToguzRuleset *rules,
         const ToguzEvalParams *params, const GArray *starts)
{
  g_array_set_size (samples, 0);
  for (guint i = 0; i < starts->len; i++)
    {
      Sample s = g_array_index (starts, Sample, i);
      ToguzPosition leaf;
      ToguzSide start_side = (ToguzSide) s.leaf.side;

      quiesce (params, rules, &s.leaf, -TOGUZ_SCORE_INFINITE,
               TOGUZ_SCORE_INFINITE, QUIESCENCE_PLIES, &leaf);
      if (leaf.result != TOGUZ_ONGOING)
        continue;
      /* s.result is White's until here. */
      s.result = leaf.side == TOGUZ_WHITE ? s.result : 1.0f - s.result;
      (void) start_side;
      s.leaf = leaf;
      fill_terms (rules, &s);
      g_array_append_val (samples, s);
    }
}

int
main (int argc, char **argv)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  gint64 wanted = 200000;
  const char *from = "v1";
  GOptionEntry entries[] = {
    { "positions", 0, 0, G_OPTION_ARG_INT64, &wanted, "positions at most",
      "N" },
    { "from", 0, 0, G_OPTION_ARG_STRING, &from,
      "the starting weights: v1, syroo-mobility or default", "NAME" },
    { NULL },
  };
  g_autoptr (GOptionContext) context
    = g_option_context_new ("GAMES.pgn...");
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) starts = g_array_new (FALSE, TRUE, sizeof (Sample));
  g_autoptr (GArray) samples = g_array_new (FALSE, TRUE, sizeof (Sample));
  g_autoptr (GRand) rand = g_rand_new_with_seed (19);
  static const int thresholds[] = { 0, 6, 8, 10, 12, 14, 16, 18 };
  ToguzEvalParams start, best_params;
  double weight[N_WEIGHTS], best_weight[N_WEIGHTS], k, best_error = 1;
  unsigned games = 0, total_positions = 0;
  int best_short = 0;
  gint64 started = g_get_monotonic_time ();

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc < 2)
    {
      fprintf (stderr, "tune-eval: %s\n",
               error ? error->message : "usage: tune-eval GAMES.pgn...");
      return 2;
    }
  start = strcmp (from, "default") == 0 ? toguz_search_params_default.eval
                                         : toguz_search_params_v1.eval;
  if (strcmp (from, "syroo-mobility") == 0)
    {
      start.move = 25;
      start.short_stones = 12;
      start.short_stone = 30;
    }

  /* Count first, so that the sample is spread over every game. */
  for (int f = 1; f < argc; f++)
    {
      g_autoptr (GPtrArray) records = toguz_record_read_file (argv[f],
                                                              &error);
      if (records == NULL)
        {
          fprintf (stderr, "tune-eval: %s\n", error->message);
          return 1;
        }
      for (guint i = 0; i < records->len; i++)
        {
          ToguzRecord *record = g_ptr_array_index (records, i);
          total_positions += record->moves->len / 3;
        }
    }
  for (int f = 1; f < argc; f++)
    {
      g_autoptr (GPtrArray) records = toguz_record_read_file (argv[f], NULL);
      Collector c = { starts, 0, 0, rand,
                      (double) wanted / MAX (total_positions, 1) };

      for (guint i = 0; i < records->len; i++)
        {
          ToguzRecord *record = g_ptr_array_index (records, i);
          ToguzReplay replay;

          if (record->result == NULL)
            continue;
          if (strcmp (record->result, "1-0") == 0)
            c.result_white = 1;
          else if (strcmp (record->result, "0-1") == 0)
            c.result_white = 0;
          else if (strcmp (record->result, "1/2-1/2") == 0)
            c.result_white = 0.5f;
          else
            continue;
          c.game = games++;
          /* A record that does not replay to its end still gave its
           * positions up to the fault. */
          toguz_record_replay (record, rules, collect, &c, &replay, NULL);
        }
    }
  resolve (samples, rules, &start, starts);
  printf ("%u games, %u positions (%u after their captures), %.1f s\n",
          games, starts->len, samples->len,
          (g_get_monotonic_time () - started) / 1e6);

  weights_from (&start, weight);
  k = best_scale (samples, weight, start.short_stones);
  printf ("start %s: K %.4f, error %.6f (held out %.6f)\n", from, k,
          error_of (samples, weight, start.short_stones, k, false),
          error_of (samples, weight, start.short_stones, k, true));

  for (gsize t = 0; t < G_N_ELEMENTS (thresholds); t++)
    {
      double e;

      weights_from (&start, weight);
      if (thresholds[t] && weight[5] == 0)
        weight[5] = 16;
      e = descend (samples, weight, thresholds[t], k);
      printf ("short_stones %2d: error %.6f (held out %.6f)", thresholds[t],
              e, error_of (samples, weight, thresholds[t], k, true));
      for (unsigned w = 0; w < N_WEIGHTS; w++)
        printf (" %s %.0f", weight_names[w], weight[w]);
      printf ("\n");
      if (e < best_error)
        {
          best_error = e;
          best_short = thresholds[t];
          memcpy (best_weight, weight, sizeof weight);
        }
    }

  /* Once more from the captures the new weights choose, with K refit. */
  best_params = params_from (best_weight, best_short);
  resolve (samples, rules, &best_params, starts);
  k = best_scale (samples, best_weight, best_short);
  best_error = descend (samples, best_weight, best_short, k);
  best_params = params_from (best_weight, best_short);
  printf ("refit: K %.4f, error %.6f (held out %.6f)\n", k, best_error,
          error_of (samples, best_weight, best_short, k, true));

  /* The terms above must be the engine's: the same error from
   * toguz_eval_with() (up to the rounding of starving / 2). */
  {
    double sum = 0;
    unsigned count = 0;
    for (guint i = 0; i < samples->len; i++)
      {
        const Sample *s = &g_array_index (samples, Sample, i);
        double p;
        if (s->held_out)
          continue;
        p = 1.0 / (1.0 + exp (-k * toguz_eval_with (&best_params, rules,
                                                    &s->leaf)
                              / TOGUZ_SCORE_STONE));
        sum += (s->result - p) * (s->result - p);
        count++;
      }
    printf ("check with toguz_eval_with: error %.6f\n", sum / count);
  }

  printf ("{ .tuzdik_base = %d, .tuzdik_per_stone = %d, .row_stone = %d,\n"
          "  .move = %d, .starving = %d, .short_stones = %d,\n"
          "  .short_stone = %d }\n",
          best_params.tuzdik_base, best_params.tuzdik_per_stone,
          best_params.row_stone, best_params.move, best_params.starving,
          best_params.short_stones, best_params.short_stone);
  printf ("%.1f s\n", (g_get_monotonic_time () - started) / 1e6);
  return 0;
}
