/* tutor-glicko.h: Glicko-2 ratings, for the learner and the puzzles
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Mark Glickman's Glicko-2 ("Example of the Glicko-2 system", 2013),
 * its volatility found by the Illinois algorithm.  The tutor rates a
 * puzzle attempt as Lichess does: one rating period per attempt, the
 * learner against the puzzle and the puzzle against the learner, both
 * from their ratings before it.  Plain numbers, any thread.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  double rating;      /* r, on the Elo-like scale: 1500 is the start */
  double deviation;   /* RD: how unsure r is */
  double volatility;  /* σ: how much r is expected to move */
} TutorGlicko;

/* One game of a rating period: the opponent before it, and the score. */
typedef struct
{
  double rating;
  double deviation;
  double score;       /* 1 a win, 0.5 a draw, 0 a loss */
} TutorGlickoGame;

/* Glickman's start for a new player. */
#define TUTOR_GLICKO_RATING 1500.0
#define TUTOR_GLICKO_DEVIATION 350.0
#define TUTOR_GLICKO_VOLATILITY 0.06
/* Lichess's τ (Glickman suggests 0.3 to 1.2): ratings of puzzles, tried
 * once each, move more than a player's over a season of games. */
#define TUTOR_GLICKO_TAU 0.75
/* The bounds the tutor keeps: Lichess's least deviation (a rating never
 * set in stone), Glickman's start as the most; Lichess's range. */
#define TUTOR_GLICKO_MIN_DEVIATION 45.0
#define TUTOR_GLICKO_MAX_DEVIATION 350.0
#define TUTOR_GLICKO_MIN_VOLATILITY 0.01
#define TUTOR_GLICKO_MAX_VOLATILITY 0.1
#define TUTOR_GLICKO_MIN_RATING 400.0
#define TUTOR_GLICKO_MAX_RATING 4000.0
/* A puzzle starts at the rating its file gives: an estimate from the
 * miner's effort, surer than a new learner's, less than a measured one. */
#define TUTOR_GLICKO_PUZZLE_DEVIATION 250.0

/* A new learner: 1500, 350, 0.06. */
TutorGlicko tutor_glicko_new (void);

/* A puzzle of that file rating (0: none, then from its difficulty 1..5,
 * 900 + 250 × (difficulty − 1)). */
TutorGlicko tutor_glicko_new_puzzle (int file_rating, int difficulty);

/* Glickman's steps 2 to 8 for one rating period of `n_games`, with that
 * τ, unbounded: what his worked example checks.  No game lengthens the
 * deviation only. */
TutorGlicko tutor_glicko_rate_period (const TutorGlicko *player,
                                      const TutorGlickoGame *games,
                                      guint n_games, double tau);

/* The same values within the tutor's bounds; anything not a number is
 * the start's. */
TutorGlicko tutor_glicko_bounded (const TutorGlicko *rating);

/* One rated puzzle attempt: both rated against the other as they were
 * before it, with TUTOR_GLICKO_TAU, kept within the bounds. */
void tutor_glicko_rate_attempt (TutorGlicko *learner, TutorGlicko *puzzle,
                                gboolean solved);

G_END_DECLS
