/* board-fixture.h: what the board's two test programs share
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A board of a given size in a window of its own, on the window's real
 * frame clock, and the signals it emitted.
 */
#pragma once

#include "tutor-board.h"
#include "tutor-hole.h"
#include "tutor-test-util.h"

G_BEGIN_DECLS

/* The first master game of 2018 after 12 moves: White owns Black's
 * hole 1, Black owns White's hole 6, and two holes hold 21 stones. */
#define TUZDIKS_FEN \
  "2S,2S,6S,8S,7S,1S,7S,1S,t/2S,3S,21S,2S,21S,t,3S,4S,2S 44 26 S 12"
#define ENDGAME_FEN "1S,8/2S,1S,7 80 78 S 40"

typedef struct
{
  GtkWidget *window;
  TutorBoard *board;
  ToguzRuleset rules;
  ToguzPosition position;
  /* what the signals said */
  int activations;
  int last_side;
  int last_hole;
  int finished;
} Fixture;

/* The main loop, until a condition holds or 10 s have passed. */
void iterate_until (gboolean (*done) (Fixture *fixture), Fixture *fixture);
/* Lets the window lay out and draw `n` frames. */
void run_frames (Fixture *fixture, int n);

/* Shows a variant's position (NULL: its start) on the board. */
void set_fen (Fixture *fixture, const char *variant, const char *fen);
/* A board of exactly width x height, shown and drawn. */
void fixture_open (Fixture *fixture, int width, int height);
void fixture_setup (Fixture *fixture, gconstpointer data);
/* For a program that switches languages: call before gtk_test_init(),
 * with the build's translations in TOGUZ_TUTOR_LOCALEDIR and LC_ALL set
 * to C.UTF-8; then fixture_set_language() switches ("C", "kk"). */
void fixture_init_languages (void);
void fixture_set_language (const char *language);

typedef enum
{
  BOARD_STYLE_LIGHT,
  BOARD_STYLE_DARK,
  BOARD_STYLE_HIGH_CONTRAST,
  BOARD_N_STYLES
} BoardStyle;

/* "light", "dark", "hc": for screenshots' names. */
extern const char *const board_style_names[BOARD_N_STYLES];

/* Shows the style (libadwaita's colour scheme, and the desktop's high
 * contrast, in memory) and waits for the board to be drawn in it.  FALSE
 * when high contrast cannot be set here. */
gboolean fixture_set_style (Fixture *fixture, BoardStyle style);

/* The board drawn as on screen, over the window's background; the
 * second saves it to $TUTOR_SCREENS_DIR/name. */
GdkTexture *render_board (Fixture *fixture);
void save_board (Fixture *fixture, const char *name);
void fixture_teardown (Fixture *fixture, gconstpointer data);

/* Holes by the numbers people use, from 1. */
TutorHole *hole (Fixture *fixture, ToguzSide side, guint number);
guint ring (Fixture *fixture, ToguzSide side, guint number);
/* The pointer over a hole's centre, as the board's motion controller
 * hears it. */
void point_at (Fixture *fixture, ToguzSide side, guint number);
/* Plays the side to move's hole `number` from the fixture's position. */
void play (Fixture *fixture, guint number, ToguzPosition *after,
           ToguzEvent *event);

G_END_DECLS
