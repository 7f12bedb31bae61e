/* match-score.c: a match's result as a score and an Elo difference
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * With W wins, D draws and L losses in N games, the mean score is
 *   p = (W + D / 2) / N,
 * each game scoring 1, 1/2 or 0.  Its per-game variance is
 *   s^2 = (W (1 - p)^2 + D (1/2 - p)^2 + L p^2) / N,
 * and the standard error of the mean score SE = s / sqrt (N).  The Elo
 * difference is the logistic one,
 *   Elo (p) = -400 log10 (1 / p - 1),
 * and the 95 % interval is [Elo (p - 1.96 SE), Elo (p + 1.96 SE)]; the
 * margin reported is half its width.  A score of 0 or 1 (or an end of the
 * interval beyond them) has no finite Elo: p is kept a quarter of a game
 * away from both ends.
 */
#include "match-score.h"

#include <math.h>

#define Z_95 1.959964

double
match_score_fraction (const MatchScore *score)
{
  unsigned games = score->wins + score->draws + score->losses;

  if (games == 0)
    return 0.5;
  return (score->wins + score->draws / 2.0) / games;
}

double
match_elo (double p)
{
  return -400.0 * log10 (1.0 / p - 1.0);
}

static double
clamp (double p, double lowest)
{
  if (p < lowest)
    return lowest;
  if (p > 1.0 - lowest)
    return 1.0 - lowest;
  return p;
}

void
match_elo_interval (const MatchScore *score, double *elo, double *margin)
{
  unsigned games = score->wins + score->draws + score->losses;
  double p, variance, error, lowest;

  *elo = 0;
  *margin = 0;
  if (games == 0)
    return;
  p = match_score_fraction (score);
  variance = (score->wins * (1 - p) * (1 - p)
              + score->draws * (0.5 - p) * (0.5 - p)
              + score->losses * p * p) / games;
  error = sqrt (variance / games);
  lowest = 0.25 / games;
  *elo = match_elo (clamp (p, lowest));
  *margin = (match_elo (clamp (p + Z_95 * error, lowest))
             - match_elo (clamp (p - Z_95 * error, lowest))) / 2;
}
