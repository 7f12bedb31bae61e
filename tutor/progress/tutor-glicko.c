/* tutor-glicko.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "tutor-glicko.h"

/* Glicko-2's scale: μ = (r − 1500) / 173.7178, φ = RD / 173.7178. */
#define SCALE 173.7178
/* Glickman's convergence tolerance for the volatility. */
#define EPSILON 0.000001
/* The Illinois iteration converges in a few dozen steps; a bound keeps
 * numbers that are not numbers from looping for ever. */
#define MAX_ITERATIONS 200

TutorGlicko
tutor_glicko_new (void)
{
  return (TutorGlicko) { TUTOR_GLICKO_RATING, TUTOR_GLICKO_DEVIATION,
                         TUTOR_GLICKO_VOLATILITY };
}

TutorGlicko
tutor_glicko_new_puzzle (int file_rating, int difficulty)
{
  TutorGlicko puzzle = { file_rating, TUTOR_GLICKO_PUZZLE_DEVIATION,
                         TUTOR_GLICKO_VOLATILITY };

  if (file_rating <= 0)
    puzzle.rating = 900.0 + 250.0 * (CLAMP (difficulty, 1, 5) - 1);
  return tutor_glicko_bounded (&puzzle);
}

static double
g (double phi)
{
  return 1.0 / sqrt (1.0 + 3.0 * phi * phi / (G_PI * G_PI));
}

static double
expected (double mu, double mu_j, double phi_j)
{
  return 1.0 / (1.0 + exp (-g (phi_j) * (mu - mu_j)));
}

/* Step 5's f(x). */
static double
f (double x, double delta, double phi, double v, double a, double tau)
{
  double ex = exp (x);
  double d = phi * phi + v + ex;

  return ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d)
         - (x - a) / (tau * tau);
}

/* Step 5: the new volatility, by the Illinois algorithm. */
static double
new_volatility (double sigma, double delta, double phi, double v,
                double tau)
{
  double a = log (sigma * sigma);
  double A = a, B, fA, fB;
  guint i;

  if (delta * delta > phi * phi + v)
    B = log (delta * delta - phi * phi - v);
  else
    {
      guint k = 1;

      while (f (a - k * tau, delta, phi, v, a, tau) < 0 && k < MAX_ITERATIONS)
        k++;
      B = a - k * tau;
    }
  fA = f (A, delta, phi, v, a, tau);
  fB = f (B, delta, phi, v, a, tau);
  for (i = 0; fabs (B - A) > EPSILON && i < MAX_ITERATIONS; i++)
    {
      double C = A + (A - B) * fA / (fB - fA);
      double fC = f (C, delta, phi, v, a, tau);

      if (fC * fB <= 0)
        {
          A = B;
          fA = fB;
        }
      else
        fA /= 2.0;
      B = C;
      fB = fC;
    }
  return exp (A / 2.0);
}

TutorGlicko
tutor_glicko_rate_period (const TutorGlicko *player,
                          const TutorGlickoGame *games, guint n_games,
                          double tau)
{
  double mu = (player->rating - TUTOR_GLICKO_RATING) / SCALE;
  double phi = player->deviation / SCALE;
  double sigma = player->volatility;
  double v_inverse = 0, sum = 0;
  double v, delta, sigma_new, phi_star, phi_new;

  /* Step 6 alone: a period without games. */
  if (n_games == 0)
    return (TutorGlicko) { player->rating,
                           SCALE * sqrt (phi * phi + sigma * sigma), sigma };
  /* Steps 3 and 4. */
  for (guint j = 0; j < n_games; j++)
    {
      double mu_j = (games[j].rating - TUTOR_GLICKO_RATING) / SCALE;
      double phi_j = games[j].deviation / SCALE;
      double e = expected (mu, mu_j, phi_j);

      v_inverse += g (phi_j) * g (phi_j) * e * (1.0 - e);
      sum += g (phi_j) * (games[j].score - e);
    }
  /* Ratings a hundred thousand apart make E 0 or 1 in doubles: an
   * infinite v would leave the volatility's iteration on numbers that
   * are not numbers.  The tutor's bounds never come near. */
  v = 1.0 / MAX (v_inverse, 1e-12);
  delta = v * sum;
  sigma_new = new_volatility (sigma, delta, phi, v, tau);
  /* Steps 6 to 8. */
  phi_star = sqrt (phi * phi + sigma_new * sigma_new);
  phi_new = 1.0 / sqrt (1.0 / (phi_star * phi_star) + 1.0 / v);
  return (TutorGlicko) { TUTOR_GLICKO_RATING
                           + SCALE * (mu + phi_new * phi_new * sum),
                         SCALE * phi_new, sigma_new };
}

static double
bound (double value, double low, double high, double otherwise)
{
  return isfinite (value) ? CLAMP (value, low, high) : otherwise;
}

TutorGlicko
tutor_glicko_bounded (const TutorGlicko *rating)
{
  return (TutorGlicko) {
    bound (rating->rating, TUTOR_GLICKO_MIN_RATING, TUTOR_GLICKO_MAX_RATING,
           TUTOR_GLICKO_RATING),
    bound (rating->deviation, TUTOR_GLICKO_MIN_DEVIATION,
           TUTOR_GLICKO_MAX_DEVIATION, TUTOR_GLICKO_DEVIATION),
    bound (rating->volatility, TUTOR_GLICKO_MIN_VOLATILITY,
           TUTOR_GLICKO_MAX_VOLATILITY, TUTOR_GLICKO_VOLATILITY),
  };
}

void
tutor_glicko_rate_attempt (TutorGlicko *learner, TutorGlicko *puzzle,
                           gboolean solved)
{
  TutorGlicko a = tutor_glicko_bounded (learner);
  TutorGlicko b = tutor_glicko_bounded (puzzle);
  TutorGlickoGame against_puzzle = { b.rating, b.deviation, solved ? 1 : 0 };
  TutorGlickoGame against_learner = { a.rating, a.deviation, solved ? 0 : 1 };
  TutorGlicko a_new = tutor_glicko_rate_period (&a, &against_puzzle, 1,
                                                TUTOR_GLICKO_TAU);
  TutorGlicko b_new = tutor_glicko_rate_period (&b, &against_learner, 1,
                                                TUTOR_GLICKO_TAU);

  *learner = tutor_glicko_bounded (&a_new);
  *puzzle = tutor_glicko_bounded (&b_new);
}
