/* tutor-board-private.h: what the board's own files share
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board is one widget written in several files: tutor-board.c (the
 * object, its properties and its holes), tutor-board-layout.c (sizes and
 * places), tutor-board-snapshot.c (the wood and the kazans),
 * tutor-board-sowing.c (the animation of a move), tutor-board-preview.c
 * (what pointing at a hole shows), tutor-board-a11y.c (the keyboard
 * and the description for assistive technologies) and
 * tutor-board-legend.c (what the marks mean).
 */
#pragma once

#include "tutor-board.h"
#include "tutor-draw.h"

G_BEGIN_DECLS

/* The layout, in units of one hole's pitch. */
#define ROW_HEIGHT 2.3    /* a hole's cell: number, cavity, count */
#define KAZAN_HEIGHT 0.62
#define KAZAN_GAP 0.14    /* between a row and its kazan, and the kazans */
#define SIDE_PAD 0.42     /* wood left and right of the rows */
#define BOARD_HEIGHT (2 * ROW_HEIGHT + 2 * KAZAN_HEIGHT + 3 * KAZAN_GAP)

/* The legend's button sits at the kazans' right end, in a square as high
 * as a kazan; the kazans end this far before the rows do. */
#define LEGEND_ROOM (KAZAN_HEIGHT + KAZAN_GAP)

/* Smallest and natural size of one unit, in pixels. */
#define MIN_UNIT 20
#define NATURAL_UNIT 64

typedef enum
{
  PHASE_SOWING,   /* stones go one by one */
  PHASE_CAPTURE,  /* the last hole is shown with what it takes */
  PHASE_SWEEP,    /* the capture is done; the final sweep is to come */
} AnimationPhase;

struct _TutorBoard
{
  GtkWidget parent_instance;

  ToguzRuleset rules;
  ToguzPosition position;   /* the game state */
  ToguzPosition shown;      /* what is drawn: differs while animating */
  guint n_holes;            /* a side */
  GtkWidget *holes[TOGUZ_MAX_RING];
  guint highlights[TUTOR_N_HIGHLIGHTS];
  /* A step's arrows: pairs of ring indexes, from and to. */
  GArray *arrows;

  /* Clicks choose moves of this position rather than of the one shown
   * (tutor_board_set_moves_from ()). */
  ToguzPosition moves_from;
  gboolean has_moves_from;

  gboolean interactive;
  gboolean hover_preview;    /* the learner's setting */
  gboolean hole_names;       /* the learner's setting: old names shown */
  gboolean preview_allowed; /* the page's say: off while one predicts */
  gboolean large_print;
  double animation_speed;

  /* The preview: the hole under the pointer, else the focused hole. */
  int hover_ring;
  int focus_ring;
  gboolean preview_shown;
  ToguzEvent preview;

  /* The animation. */
  guint tick_id;
  gint64 start_time;
  double elapsed;           /* seconds since the first frame */
  ToguzPosition before;     /* the move shown: from here, by event, to */
  ToguzEvent event;         /* ... position */
  AnimationPhase phase;
  guint landed;             /* stones sown so far */

  /* Geometry, from size_allocate. */
  double unit;
  graphene_rect_t wood;
  graphene_rect_t kazans[2];
  graphene_rect_t rows[2];
  graphene_rect_t legend;   /* where the legend's button goes */

  char *description;
  char *move_description;   /* the last move, in words, or NULL */

  /* The marks. */
  guint marked_rows;        /* bit 1 << side: a highlight covers the row */
  guint marks_shown;        /* bits 1 << TutorMark, on the board now */
  GtkWidget *legend_button;
  GtkWidget *legend_mark;   /* its "?" */
  GtkWidget *legend_list;
  int legend_size;          /* the button's size, its "?" follows */
};

static inline guint
ring_of (TutorBoard *self, ToguzSide side, guint hole)
{
  return (guint) side * self->n_holes + hole;
}

/* The column on screen, from the left, of a ring index: White's holes
 * count from the left, Black's from the right. */
static inline guint
column_of (TutorBoard *self, guint ring)
{
  guint hole = toguz_ring_hole (&self->rules, ring);

  return ring < self->n_holes ? hole : self->n_holes - 1 - hole;
}

static inline guint
ring_at_column (TutorBoard *self, ToguzSide side, guint column)
{
  return ring_of (self, side,
                  side == TOGUZ_WHITE ? column : self->n_holes - 1 - column);
}

static inline int
tuzdik_owner (const ToguzPosition *pos, guint ring)
{
  if (pos->tuzdik[TOGUZ_WHITE] == (int) ring)
    return TOGUZ_WHITE;
  if (pos->tuzdik[TOGUZ_BLACK] == (int) ring)
    return TOGUZ_BLACK;
  return -1;
}

/* The position whose moves a click or a digit chooses. */
static inline const ToguzPosition *
tutor_board_moves_position (TutorBoard *self)
{
  return self->has_moves_from ? &self->moves_from : &self->position;
}

/* tutor-board.c */
gboolean tutor_board_is_playable (TutorBoard *self, guint ring);
void tutor_board_update_holes (TutorBoard *self);
void tutor_board_notify_animating (TutorBoard *self);
void tutor_board_emit_animation_finished (TutorBoard *self);

/* tutor-board-layout.c */
void tutor_board_measure (GtkWidget *widget, GtkOrientation orientation,
                          int for_size, int *minimum, int *natural,
                          int *minimum_baseline, int *natural_baseline);
GtkSizeRequestMode tutor_board_get_request_mode (GtkWidget *widget);
void tutor_board_size_allocate (GtkWidget *widget, int width, int height,
                                int baseline);
void tutor_board_hole_center (TutorBoard *self, guint ring,
                              graphene_point_t *center);
double tutor_board_edge_width (TutorBoard *self);
void tutor_board_row_band (TutorBoard *self, ToguzSide side,
                           graphene_rect_t *band);

/* tutor-board-snapshot.c */
void tutor_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot);
/* stone_centers: NULL, or room for 2 * TOGUZ_MAX_STONES doubles. */
void tutor_board_kazan_layout (TutorBoard *self, ToguzSide side,
                               TutorKazanLayout *layout,
                               double *stone_centers);

/* tutor-board-sowing.c */
void tutor_board_init_sowing (TutorBoard *self);
/* from_tick: called by the tick callback, which returns G_SOURCE_REMOVE
 * itself. */
void tutor_board_stop_animation (TutorBoard *self, gboolean from_tick);
void tutor_board_snapshot_flying_stone (TutorBoard *self,
                                        GtkSnapshot *snapshot,
                                        const TutorPalette *palette);

/* tutor-board-preview.c */
void tutor_board_init_pointer (TutorBoard *self);
void tutor_board_update_preview (TutorBoard *self);
void tutor_board_hole_state_flags_changed (GtkWidget *hole,
                                           GtkStateFlags previous,
                                           TutorBoard *self);

/* tutor-board-legend.c */
void tutor_board_init_legend (TutorBoard *self);
void tutor_board_update_legend (TutorBoard *self);

/* tutor-board-a11y.c */
void tutor_board_init_keyboard (TutorBoard *self);
void tutor_board_update_description (TutorBoard *self,
                                     const ToguzEvent *event);
int tutor_board_focused_ring (TutorBoard *self);
gboolean tutor_board_grab_focus (GtkWidget *widget);
gboolean tutor_board_focus (GtkWidget *widget, GtkDirectionType direction);

G_END_DECLS
