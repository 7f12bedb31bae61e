/* match-score.h: a match's result as a score and an Elo difference
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

typedef struct
{
  unsigned wins;
  unsigned draws;
  unsigned losses;
} MatchScore;

/* (wins + draws / 2) / games; 0.5 with no games. */
double match_score_fraction (const MatchScore *score);

/* The Elo difference a score fraction p means on the logistic curve:
 * -400 log10 (1 / p - 1); p must lie strictly between 0 and 1. */
double match_elo (double p);

/* The Elo difference of the match and half the width of its 95 % interval
 * (see match-score.c for the formula). */
void match_elo_interval (const MatchScore *score, double *elo,
                         double *margin);
