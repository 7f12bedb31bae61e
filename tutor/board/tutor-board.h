/* tutor-board.h: the Togyz Kumalak board, seen from White's chair
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "toguz-position.h"

G_BEGIN_DECLS

/* What a highlight means; each is drawn with its own shape, so none of
 * them relies on colour alone. */
typedef enum
{
  TUTOR_HIGHLIGHT_HINT,      /* dashed outline: a hole worth a look */
  TUTOR_HIGHLIGHT_LAST_MOVE, /* a bar beside the number: the last move */
  TUTOR_HIGHLIGHT_CAPTURE,   /* a double outline: stones taken (or to take) */
  TUTOR_HIGHLIGHT_TARGET,    /* corner brackets: where to aim */
} TutorHighlight;

#define TUTOR_N_HIGHLIGHTS 4

/* The marks the board draws, in the order the legend lists them.  A
 * highlight becomes a mark on each of its holes, or TUTOR_MARK_ROW when it
 * covers a whole row; a hole shows at most two marks. */
typedef enum
{
  TUTOR_MARK_TARGET,       /* a thick solid ring */
  TUTOR_MARK_CAPTURE,      /* a double ring */
  TUTOR_MARK_HINT,         /* a dashed ring */
  TUTOR_MARK_LAST_MOVE,    /* a bar by the count */
  TUTOR_MARK_LANDING,      /* the preview: a dotted ring over a wash */
  TUTOR_MARK_ROW,          /* a framed, lighter band behind a row */
  TUTOR_MARK_TUZDIK_WHITE, /* a white cross: a tuzdik White won */
  TUTOR_MARK_TUZDIK_BLACK, /* a black cross: one Black won */
} TutorMark;

#define TUTOR_N_MARKS 8

#define TUTOR_TYPE_BOARD (tutor_board_get_type ())

G_DECLARE_FINAL_TYPE (TutorBoard, tutor_board, TUTOR, BOARD, GtkWidget)

GtkWidget *tutor_board_new (void);

/* The position shown, with the ruleset it belongs to (5, 7 or 9 holes a
 * side).  Stops a running animation without finishing it. */
void tutor_board_set_position (TutorBoard *self, const ToguzRuleset *rules,
                               const ToguzPosition *pos);
const ToguzPosition *tutor_board_get_position (TutorBoard *self);
const ToguzRuleset *tutor_board_get_rules (TutorBoard *self);

/* Clicks and digits choose moves of `pos` rather than of the position
 * shown, NULL for the position shown again: a lesson showing what a wrong
 * move did takes the next try from before it.  tutor_board_set_position()
 * forgets it. */
void tutor_board_set_moves_from (TutorBoard *self, const ToguzPosition *pos);
/* What a digit key does: focuses the hole `number` (1-based) of the side
 * whose moves the board takes and activates it.  FALSE when the board
 * takes no choice now. */
gboolean tutor_board_choose_hole (TutorBoard *self, guint number);

/* Highlights are sets of ring indices (bit i: ring index i, as in
 * ToguzPosition: White's holes first).  Setting one kind replaces it. */
void tutor_board_set_highlight (TutorBoard *self, TutorHighlight kind,
                                guint ring_mask);
guint tutor_board_get_highlight (TutorBoard *self, TutorHighlight kind);
void tutor_board_clear_highlights (TutorBoard *self);
/* Marks what `event` did (NULL: nothing): the hole it was sown from and
 * where it landed, and a capture there; replaces every highlight. */
void tutor_board_mark_move (TutorBoard *self, const ToguzEvent *event);
/* Arrows from hole to hole, as a lesson's step draws them: `rings` holds
 * n_rings ring indexes, from and to in turn (n_rings even; 0: none). */
void tutor_board_set_arrows (TutorBoard *self, const guint8 *rings,
                             guint n_rings);
guint tutor_board_get_n_arrows (TutorBoard *self);

/* Shows a move: the stones go one by one along event->path on the frame
 * clock, then the capture, tuzdik or sweep, then the board holds `after`
 * and emits ::animation-finished.  `before` and `after` are the positions
 * around the move (toguz_position_play() gives both).  With
 * animation-speed 0, or when the board is not on screen, the result is
 * shown at once and the signal is emitted before this returns.  Sets the
 * LAST_MOVE highlight to the origin and landing holes and CAPTURE to a
 * hole taken or won, and describes the move in the board's accessible
 * description. */
void tutor_board_animate_move (TutorBoard *self, const ToguzPosition *before,
                               const ToguzEvent *event,
                               const ToguzPosition *after);
/* Jumps to the end of the running animation (the same as a click or
 * Escape on the board); does nothing when none runs. */
void tutor_board_skip_animation (TutorBoard *self);
gboolean tutor_board_get_animating (TutorBoard *self);

gboolean tutor_board_get_interactive (TutorBoard *self);
void tutor_board_set_interactive (TutorBoard *self, gboolean interactive);
gboolean tutor_board_get_hole_names (TutorBoard *self);
void tutor_board_set_hole_names (TutorBoard *self, gboolean hole_names);
gboolean tutor_board_get_hover_preview (TutorBoard *self);
void tutor_board_set_hover_preview (TutorBoard *self, gboolean hover_preview);
gboolean tutor_board_get_preview_allowed (TutorBoard *self);
void tutor_board_set_preview_allowed (TutorBoard *self,
                                      gboolean preview_allowed);
double tutor_board_get_animation_speed (TutorBoard *self);
void tutor_board_set_animation_speed (TutorBoard *self, double speed);
gboolean tutor_board_get_large_print (TutorBoard *self);
void tutor_board_set_large_print (TutorBoard *self, gboolean large_print);

/* From now on the board follows the tutor's settings (the schema
 * org.toguztutor.Tutor): its animation-speed, large-print and
 * hover-preview and hole-names are the keys of the same names, whenever
 * they change.
 * preview-allowed stays the page's. */
void tutor_board_bind_settings (TutorBoard *self, GSettings *settings);

/* The hole widget of hole (0-based) of side, or NULL: for focus, popovers
 * and tests. */
GtkWidget *tutor_board_get_hole (TutorBoard *self, ToguzSide side,
                                 guint hole);

/* The move the preview shows (pointer over, or keyboard focus on, a
 * playable hole of the side to move), as the core played it.  Returns
 * FALSE when no preview is shown. */
gboolean tutor_board_get_preview (TutorBoard *self, ToguzEvent *event);

/* The text the board gives assistive technologies as its description:
 * the last move in words, the kazans and the side to move. */
const char *tutor_board_get_description (TutorBoard *self);

/* The marks on the board now (bits 1 << TutorMark), as its legend lists
 * them. */
guint tutor_board_get_marks_shown (TutorBoard *self);
/* The button that opens the legend, "What the marks mean": shown while
 * the board shows a mark and the board has room for it. */
GtkWidget *tutor_board_get_legend_button (TutorBoard *self);

/* Where the board draws its parts, in its own coordinates, for tests and
 * for whatever is laid over it: the wood inside its edge line, and the
 * band of a marked row (FALSE when the row is not marked). */
void tutor_board_get_wood_bounds (TutorBoard *self, graphene_rect_t *inside);
gboolean tutor_board_get_row_mark_bounds (TutorBoard *self, ToguzSide side,
                                          graphene_rect_t *bounds);

/* A kazan as drawn: its basin, its name's box and baseline, the count's
 * box, and the pile of stones (how many are drawn, their size, and the
 * box round them; empty when none are). */
typedef struct
{
  graphene_rect_t basin;
  graphene_rect_t name;
  double name_baseline;
  graphene_rect_t count;
  graphene_rect_t pile_area;  /* where the pile may grow */
  graphene_rect_t pile;
  guint stones_drawn;
  double stone_diameter;
} TutorKazanLayout;

void tutor_board_get_kazan_layout (TutorBoard *self, ToguzSide side,
                                   TutorKazanLayout *layout);

G_END_DECLS
