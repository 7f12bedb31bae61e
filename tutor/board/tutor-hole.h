/* tutor-hole.h: one hole of the board, its own focusable widget
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 gives a widget's parts no accessible objects of their own, so
 * each hole is a child widget: focusable, with the role of a button and a
 * label that says what is in it and a description of its marks, and a
 * "hole.click" action that assistive technologies offer as the hole's.
 * The board owns the holes and tells each what to show; a hole only
 * draws and reports clicks.
 */
#pragma once

#include <gtk/gtk.h>

#include "toguz-ruleset.h"
#include "tutor-board.h"

G_BEGIN_DECLS

/* What the board marks on a hole. */
typedef enum
{
  TUTOR_HOLE_HINT = 1 << 0,
  TUTOR_HOLE_LAST_MOVE = 1 << 1,
  TUTOR_HOLE_CAPTURE = 1 << 2,
  TUTOR_HOLE_TARGET = 1 << 3,
  TUTOR_HOLE_PLAYABLE = 1 << 4,       /* the side to move may sow it */
  TUTOR_HOLE_PREVIEW_ORIGIN = 1 << 5, /* the previewed move starts here */
  TUTOR_HOLE_PREVIEW_LANDING = 1 << 6, /* ... and its last stone lands here */
  TUTOR_HOLE_SOWN = 1 << 7,           /* a stone has just fallen in */
  TUTOR_HOLE_ROW = 1 << 8,            /* a highlight covers its whole row */
  TUTOR_HOLE_CLICKABLE = 1 << 9,      /* the board takes clicks now */
} TutorHoleFlags;

/* Everything a hole shows. */
typedef struct
{
  guint count;
  int tuzdik_owner;      /* the side that won this hole, or -1 */
  guint flags;           /* TutorHoleFlags */
  /* The previewed move, on its origin and on its landing hole: */
  guint preview_capture;   /* stones it would take */
  gboolean preview_tuzdik; /* it would make the landing hole a tuzdik */
  int preview_landing_side; /* on the origin: where the last stone lands */
  guint preview_landing_number; /* 1-based */
  gboolean large_print;
} TutorHoleState;

/* The share of a hole's width its cavity takes. */
#define TUTOR_HOLE_CAVITY_WIDTH 0.74

#define TUTOR_TYPE_HOLE (tutor_hole_get_type ())

G_DECLARE_FINAL_TYPE (TutorHole, tutor_hole, TUTOR, HOLE, GtkWidget)

GtkWidget *tutor_hole_new (ToguzSide side, guint hole);

ToguzSide tutor_hole_get_side (TutorHole *self);
/* 0-based, in its owner's numbering. */
guint tutor_hole_get_index (TutorHole *self);

/* How a hole's height is shared, from the board's edge inwards: the
 * number (outside the board), the cavity, the count; large print gives
 * the figures more.  The board draws its wood behind the holes by the
 * same shares. */
void tutor_hole_get_shares (gboolean large_print, double *number_share,
                            double *count_share);

void tutor_hole_set_state (TutorHole *self, const TutorHoleState *state);
const TutorHoleState *tutor_hole_get_state (TutorHole *self);

/* The marks it shows (bits 1 << TutorMark), chosen from those its state
 * asks for: never more than two. */
guint tutor_hole_get_marks (TutorHole *self);

/* The accessible label, as given to assistive technologies:
 * "Black’s hole 4, 7 stones". */
const char *tutor_hole_get_label (TutorHole *self);
/* The accessible description (highlights, the previewed move), or "". */
const char *tutor_hole_get_description (TutorHole *self);
/* A tooltip for the pointer (the hole's old name), or NULL; the
 * accessible description stays the hole's own. */
void tutor_hole_set_tooltip (TutorHole *self, const char *tooltip);

/* Where its parts are drawn, in the hole's coordinates: the cavity where
 * the stones lie, the ink of its number and of its count, and the box a
 * mark's ink stays inside (FALSE for the row's band, the board's). */
void tutor_hole_get_cavity (TutorHole *self, graphene_rect_t *cavity);
void tutor_hole_get_number_bounds (TutorHole *self, graphene_rect_t *bounds);
void tutor_hole_get_count_bounds (TutorHole *self, graphene_rect_t *bounds);
gboolean tutor_hole_get_mark_bounds (TutorHole *self, TutorMark mark,
                                     graphene_rect_t *bounds);

G_END_DECLS
