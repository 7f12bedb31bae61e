/* free-play-fixture.h: what free play's two test programs share
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The page in a window of its own with instant sowing, played through
 * its holes and its actions as the learner would.
 */
#pragma once

#include "tutor-free-play.h"
#include "tutor-test-util.h"

G_BEGIN_DECLS

typedef struct
{
  GtkWindow *window;
  TutorFreePlay *play;
  TutorEngine *engine;
} Fixture;

/* Until the page is shown and waits for the learner. */
void wait_idle (Fixture *fixture);
void fixture_open (Fixture *fixture);
void fixture_close (Fixture *fixture);

/* A click on a hole, then waits for the page to settle. */
void click_hole (Fixture *fixture, ToguzSide side, guint hole);
void play_line (Fixture *fixture, const guint *holes, guint n);
void activate (Fixture *fixture, const char *action);
/* An action that may well be disabled: nothing may change then. */
void try_activate (Fixture *fixture, const char *action);

guint n_moves (Fixture *fixture);
/* The moves listed, in notation, one space apart; free it. */
char *dup_moves (Fixture *fixture);
char *dup_fen (Fixture *fixture);
gboolean interactive (Fixture *fixture);
/* The first hole the side to move may sow. */
guint first_legal (Fixture *fixture);
/* A new game against the beginner, played to its end by White's first
 * legal hole each time. */
void play_beginner_to_end (Fixture *fixture);

/* Renders a widget, or the window, once the page has settled. */
void save_native (Fixture *fixture, GtkWidget *widget, const char *name);
void save_screen (Fixture *fixture, const char *name);

G_END_DECLS
