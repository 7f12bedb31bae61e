/* tutor-marks.h: the marks on the board, what each means and its shape
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Private to tutor/board/.  The holes draw their marks with these
 * functions, and the legend draws its samples with the same ones, so a
 * mark looks the same in both.  A mark has a place of its own (a ring
 * round the cavity, a bar by the count, a cross in the cavity, a band
 * behind the row): two marks on a hole never cover each other.
 */
#pragma once

#include "tutor-board.h"
#include "tutor-draw.h"

G_BEGIN_DECLS

/* What a hole's marks are drawn in, in the hole's coordinates. */
typedef struct
{
  graphene_rect_t cavity; /* where the stones lie */
  double ring;            /* a ring's line width */
  graphene_rect_t bar;    /* the last move's bar */
} TutorMarkFrame;

/* The line width of the rings, for a hole `unit` pixels wide. */
double tutor_mark_ring_width (double unit, gboolean large_print);
/* How far outside the cavity the widest ring reaches, halo included. */
double tutor_mark_ring_reach (double ring_width);
/* The thickness of the last move's bar. */
double tutor_mark_bar_thickness (double unit, gboolean large_print);

/* The box a mark's ink stays inside.  FALSE for the row's band, which
 * the board draws. */
gboolean tutor_mark_get_bounds (TutorMark mark, const TutorMarkFrame *frame,
                                graphene_rect_t *bounds);

/* Draws a mark of one hole (not the row's band). */
void tutor_mark_draw (cairo_t *cr, TutorMark mark,
                      const TutorMarkFrame *frame,
                      const TutorPalette *palette);

/* The width of the frame round a marked row. */
double tutor_mark_row_line (double unit, gboolean large_print);

/* The band behind a marked row, filling `rect` with its frame `line`
 * wide; `radius` rounds its corners on the board's edge (round_top: the
 * band's top corners, else its bottom ones). */
void tutor_mark_draw_row (cairo_t *cr, const graphene_rect_t *rect,
                          double radius, gboolean round_top, double line,
                          const TutorPalette *palette);

/* What a mark means, translated, as the legend and assistive
 * technologies say it. */
const char *tutor_mark_get_meaning (TutorMark mark);

/* Of the marks `wanted` (bits 1 << TutorMark), the ones a hole shows:
 * never more than two.  The row's band and a tuzdik's cross always stay
 * (they are the row's and the hole's own); the others follow in the order
 * the preview's landing, the target, a capture, a hint, the last move,
 * and only one ring is drawn at a time. */
guint tutor_marks_choose (guint wanted);

G_END_DECLS
