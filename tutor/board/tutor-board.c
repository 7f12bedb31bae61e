/* tutor-board.c: the Togyz Kumalak board, seen from White's chair
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Black's holes run 9..1 along the top, White's 1..9 along the bottom, and
 * the two kazans lie between the rows, Black's above White's.  Every size
 * comes from the allocation: the board is laid out in units of one hole's
 * pitch, as large as the allocation allows, and centred in it.
 *
 * The board only shows and asks: every rule (which holes can be sown,
 * where a move lands, what it takes) is the core's answer.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "toguz-explain-text.h"
#include "toguz-text.h"
#include "tutor-board.h"
#include "tutor-draw.h"
#include "tutor-hole.h"
#include "tutor-style.h"

/* The layout, in units of one hole's pitch. */
#define ROW_HEIGHT 2.3    /* a hole's cell: number, cavity, count */
#define KAZAN_HEIGHT 0.62
#define KAZAN_GAP 0.14    /* between a row and its kazan, and the kazans */
#define SIDE_PAD 0.42     /* wood left and right of the rows */
#define BOARD_HEIGHT (2 * ROW_HEIGHT + 2 * KAZAN_HEIGHT + 3 * KAZAN_GAP)

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

  gboolean interactive;
  gboolean hover_preview;
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

  char *description;
};

G_DEFINE_FINAL_TYPE (TutorBoard, tutor_board, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_INTERACTIVE,
  PROP_HOVER_PREVIEW,
  PROP_ANIMATION_SPEED,
  PROP_LARGE_PRINT,
  PROP_ANIMATING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  HOLE_ACTIVATED,
  ANIMATION_FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static guint
ring_of (TutorBoard *self, ToguzSide side, guint hole)
{
  return (guint) side * self->n_holes + hole;
}

/* The column on screen, from the left, of a ring index: White's holes
 * count from the left, Black's from the right. */
static guint
column_of (TutorBoard *self, guint ring)
{
  guint hole = toguz_ring_hole (&self->rules, ring);

  return ring < self->n_holes ? hole : self->n_holes - 1 - hole;
}

static guint
ring_at_column (TutorBoard *self, ToguzSide side, guint column)
{
  return ring_of (self, side,
                  side == TOGUZ_WHITE ? column : self->n_holes - 1 - column);
}

static int
tuzdik_owner (const ToguzPosition *pos, guint ring)
{
  if (pos->tuzdik[TOGUZ_WHITE] == (int) ring)
    return TOGUZ_WHITE;
  if (pos->tuzdik[TOGUZ_BLACK] == (int) ring)
    return TOGUZ_BLACK;
  return -1;
}

/* Accessibility: the board's description. */

static char *
describe_kazan (ToguzSide side, guint stones)
{
  if (side == TOGUZ_WHITE)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "White’s kazan holds %u stone.",
                                         "White’s kazan holds %u stones.",
                                         stones),
                            stones);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Black’s kazan holds %u stone.",
                                       "Black’s kazan holds %u stones.",
                                       stones),
                          stones);
}

static const char *
describe_turn (const ToguzPosition *pos)
{
  switch ((ToguzResult) pos->result)
    {
    case TOGUZ_WHITE_WON:
      return _("The game is over: White has won.");
    case TOGUZ_BLACK_WON:
      return _("The game is over: Black has won.");
    case TOGUZ_DRAWN:
      return _("The game is over: it is a draw.");
    case TOGUZ_ONGOING:
    default:
      return pos->side == TOGUZ_WHITE ? _("White to move.")
                                      : _("Black to move.");
    }
}

static void
update_description (TutorBoard *self, const ToguzEvent *event)
{
  GString *text = g_string_new (NULL);
  g_autofree char *white = describe_kazan (TOGUZ_WHITE,
                                           self->position.kazan[TOGUZ_WHITE]);
  g_autofree char *black = describe_kazan (TOGUZ_BLACK,
                                           self->position.kazan[TOGUZ_BLACK]);

  if (event)
    {
      g_autofree char *move = toguz_event_describe (&self->rules, event);

      g_string_append (text, move);
      g_string_append_c (text, ' ');
    }
  g_string_append_printf (text, "%s %s %s", white, black,
                          describe_turn (&self->position));

  g_free (self->description);
  self->description = g_string_free (text, FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  self->description, -1);
}

/* What each hole shows. */

static gboolean
is_playable (TutorBoard *self, guint ring)
{
  return self->interactive && self->tick_id == 0
         && toguz_ring_side (&self->rules, ring) == self->position.side
         && toguz_position_check_move (&self->rules, &self->position,
                                       toguz_ring_hole (&self->rules, ring))
              == TOGUZ_MOVE_OK;
}

static void
update_holes (TutorBoard *self)
{
  static const guint highlight_flags[TUTOR_N_HIGHLIGHTS] = {
    [TUTOR_HIGHLIGHT_HINT] = TUTOR_HOLE_HINT,
    [TUTOR_HIGHLIGHT_LAST_MOVE] = TUTOR_HOLE_LAST_MOVE,
    [TUTOR_HIGHLIGHT_CAPTURE] = TUTOR_HOLE_CAPTURE,
    [TUTOR_HIGHLIGHT_TARGET] = TUTOR_HOLE_TARGET,
  };
  const guint ring_size = 2 * self->n_holes;

  for (guint ring = 0; ring < ring_size; ring++)
    {
      TutorHoleState state;

      /* Zeroed whole: holes compare states byte by byte. */
      memset (&state, 0, sizeof state);
      state.count = self->shown.holes[ring];
      state.tuzdik_owner = tuzdik_owner (&self->shown, ring);
      state.large_print = self->large_print;
      for (guint kind = 0; kind < TUTOR_N_HIGHLIGHTS; kind++)
        if (self->highlights[kind] & (1u << ring))
          state.flags |= highlight_flags[kind];
      if (is_playable (self, ring))
        state.flags |= TUTOR_HOLE_PLAYABLE;

      if (self->tick_id != 0)
        {
          /* While sowing, mark the hole the last stone fell into; then
           * the landing hole with what it takes. */
          if (self->phase == PHASE_SOWING && self->landed > 0
              && self->event.path[self->landed - 1] == ring)
            state.flags |= TUTOR_HOLE_SOWN;
          if (self->phase == PHASE_CAPTURE && self->event.last == ring
              && self->event.captured > 0)
            state.flags |= TUTOR_HOLE_CAPTURE;
        }
      else if (self->preview_shown)
        {
          const ToguzEvent *p = &self->preview;
          guint origin = ring_of (self, p->side, p->hole);

          if (ring == origin || ring == p->last)
            {
              state.preview_capture = p->captured;
              state.preview_tuzdik = p->tuzdik_made >= 0;
            }
          if (ring == origin)
            {
              state.flags |= TUTOR_HOLE_PREVIEW_ORIGIN;
              state.preview_landing_side
                = toguz_ring_side (&self->rules, p->last);
              state.preview_landing_number
                = toguz_ring_hole (&self->rules, p->last) + 1;
            }
          if (ring == p->last)
            state.flags |= TUTOR_HOLE_PREVIEW_LANDING;
        }
      tutor_hole_set_state (TUTOR_HOLE (self->holes[ring]), &state);
    }
}

static void
update_preview (TutorBoard *self)
{
  int ring = self->hover_ring;
  gboolean shown = FALSE;
  ToguzEvent event;

  if (ring < 0 && self->focus_ring >= 0)
    {
      GtkStateFlags flags
        = gtk_widget_get_state_flags (self->holes[self->focus_ring]);

      if ((flags & GTK_STATE_FLAG_FOCUSED)
          && (flags & GTK_STATE_FLAG_FOCUS_VISIBLE))
        ring = self->focus_ring;
    }

  if (self->hover_preview && ring >= 0 && is_playable (self, (guint) ring))
    {
      ToguzPosition after;

      /* The core plays the move; the board only shows what it did. */
      shown = toguz_position_play (&self->rules, &self->position,
                                   toguz_ring_hole (&self->rules,
                                                    (guint) ring),
                                   &after, &event)
              == TOGUZ_MOVE_OK;
    }

  if (shown == self->preview_shown
      && (!shown || memcmp (&event, &self->preview, sizeof event) == 0))
    return;
  self->preview_shown = shown;
  if (shown)
    self->preview = event;
  update_holes (self);
}

/* Holes: made for the ruleset's size. */

static void
hole_activate (TutorHole *hole, TutorBoard *self)
{
  if (self->tick_id != 0)
    {
      /* A click during an animation only skips it. */
      tutor_board_skip_animation (self);
      return;
    }
  if (!self->interactive)
    return;
  g_signal_emit (self, signals[HOLE_ACTIVATED], 0,
                 (int) tutor_hole_get_side (hole),
                 (int) tutor_hole_get_index (hole));
}

/* Keyboard focus shows the preview too, once the hole shows its focus. */
static void
hole_state_flags_changed (GtkWidget *hole, GtkStateFlags previous,
                          TutorBoard *self)
{
  GtkStateFlags changed = previous ^ gtk_widget_get_state_flags (hole);

  if (changed & (GTK_STATE_FLAG_FOCUSED | GTK_STATE_FLAG_FOCUS_VISIBLE))
    update_preview (self);
}

static void
rebuild_holes (TutorBoard *self, guint n_holes)
{
  if (n_holes == self->n_holes)
    return;
  for (guint ring = 0; ring < 2 * self->n_holes; ring++)
    g_clear_pointer (&self->holes[ring], gtk_widget_unparent);
  self->n_holes = n_holes;
  self->hover_ring = -1;
  self->focus_ring = -1;
  for (guint ring = 0; ring < 2 * n_holes; ring++)
    {
      ToguzSide side = ring < n_holes ? TOGUZ_WHITE : TOGUZ_BLACK;
      guint hole = ring < n_holes ? ring : ring - n_holes;

      self->holes[ring] = tutor_hole_new (side, hole);
      g_signal_connect (self->holes[ring], "activate",
                        G_CALLBACK (hole_activate), self);
      g_signal_connect (self->holes[ring], "state-flags-changed",
                        G_CALLBACK (hole_state_flags_changed), self);
    }
  /* Children in reading order, Black's row (left to right) first, so the
   * focus chain and assistive technologies follow the screen. */
  for (guint column = 0; column < n_holes; column++)
    gtk_widget_set_parent (
      self->holes[ring_at_column (self, TOGUZ_BLACK, column)],
      GTK_WIDGET (self));
  for (guint column = 0; column < n_holes; column++)
    gtk_widget_set_parent (
      self->holes[ring_at_column (self, TOGUZ_WHITE, column)],
      GTK_WIDGET (self));
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* Animation. */

static void stop_animation (TutorBoard *self, gboolean from_tick);

static void
compute_sown (TutorBoard *self, guint landed, ToguzPosition *shown)
{
  const ToguzEvent *event = &self->event;

  *shown = self->before;
  shown->holes[ring_of (self, event->side, event->hole)] = 0;
  for (guint i = 0; i < landed && i < event->lifted; i++)
    {
      guint ring = event->path[i];
      int owner = tuzdik_owner (&self->before, ring);

      /* A stone sown into a tuzdik goes to its owner's kazan. */
      if (owner >= 0)
        shown->kazan[owner]++;
      else
        shown->holes[ring]++;
    }
}

/* The position after the capture, before any sweep. */
static void
compute_captured (TutorBoard *self, ToguzPosition *shown)
{
  const ToguzEvent *event = &self->event;

  compute_sown (self, event->lifted, shown);
  if (event->captured > 0)
    {
      shown->kazan[event->side] += shown->holes[event->last];
      shown->holes[event->last] = 0;
    }
  if (event->tuzdik_made >= 0)
    shown->tuzdik[event->side] = event->tuzdik_made;
}

static double
stone_seconds (TutorBoard *self)
{
  return 1.0 / self->animation_speed;
}

static double
pause_seconds (TutorBoard *self)
{
  return CLAMP (3.0 * stone_seconds (self), 0.35, 1.2);
}

/* Shows the end of the move.  from_tick: called by the tick callback,
 * which returns G_SOURCE_REMOVE itself. */
static void
finish_animation (TutorBoard *self, gboolean from_tick)
{
  const ToguzEvent *event = &self->event;
  guint origin = ring_of (self, event->side, event->hole);

  stop_animation (self, from_tick);
  self->shown = self->position;
  self->highlights[TUTOR_HIGHLIGHT_LAST_MOVE]
    = (1u << origin) | (1u << event->last);
  self->highlights[TUTOR_HIGHLIGHT_CAPTURE]
    = event->captured > 0 ? 1u << event->last : 0;
  update_description (self, event);
  update_holes (self);
  update_preview (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[ANIMATION_FINISHED], 0);
}

static gboolean
animation_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  TutorBoard *self = TUTOR_BOARD (widget);
  const ToguzEvent *event = &self->event;
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  double step = stone_seconds (self);
  double pause = pause_seconds (self);
  double sowing = event->lifted * step;
  gboolean sweep = event->swept > 0;
  gboolean capture = event->captured > 0 || event->tuzdik_made >= 0;
  AnimationPhase phase;
  guint landed;

  if (self->start_time == 0)
    self->start_time = now;
  self->elapsed = (now - self->start_time) / (double) G_USEC_PER_SEC;

  if (self->elapsed >= sowing + (capture ? pause : 0) + (sweep ? pause : 0))
    {
      finish_animation (self, TRUE);
      return G_SOURCE_REMOVE;
    }

  if (self->elapsed < sowing)
    {
      phase = PHASE_SOWING;
      landed = (guint) floor (self->elapsed / step);
    }
  else if (capture && self->elapsed < sowing + pause)
    {
      phase = PHASE_CAPTURE;
      landed = event->lifted;
    }
  else
    {
      phase = PHASE_SWEEP;
      landed = event->lifted;
    }

  if (phase != self->phase || landed != self->landed)
    {
      self->phase = phase;
      self->landed = landed;
      if (phase == PHASE_SWEEP)
        compute_captured (self, &self->shown);
      else
        compute_sown (self, landed, &self->shown);
      update_holes (self);
    }
  /* The stone in flight moves every frame. */
  gtk_widget_queue_draw (widget);
  return G_SOURCE_CONTINUE;
}

static void
stop_animation (TutorBoard *self, gboolean from_tick)
{
  if (self->tick_id == 0)
    return;
  if (!from_tick)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
  self->tick_id = 0;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATING]);
}

void
tutor_board_animate_move (TutorBoard *self, const ToguzPosition *before,
                          const ToguzEvent *event, const ToguzPosition *after)
{
  g_return_if_fail (TUTOR_IS_BOARD (self));
  g_return_if_fail (before != NULL && event != NULL && after != NULL);
  g_return_if_fail (self->n_holes > 0);
  g_return_if_fail (event->lifted > 0 && event->hole < self->n_holes);

  /* A new move while one is shown: the old one ends first. */
  if (self->tick_id != 0)
    finish_animation (self, FALSE);

  self->before = *before;
  self->event = *event;
  self->position = *after;
  self->preview_shown = FALSE;
  self->highlights[TUTOR_HIGHLIGHT_LAST_MOVE] = 0;
  self->highlights[TUTOR_HIGHLIGHT_CAPTURE] = 0;

  if (self->animation_speed <= 0 || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      finish_animation (self, FALSE);
      return;
    }

  self->start_time = 0;
  self->elapsed = 0;
  self->phase = PHASE_SOWING;
  self->landed = 0;
  compute_sown (self, 0, &self->shown);
  self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self),
                                                animation_tick, NULL, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATING]);
  update_holes (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tutor_board_skip_animation (TutorBoard *self)
{
  g_return_if_fail (TUTOR_IS_BOARD (self));

  if (self->tick_id != 0)
    finish_animation (self, FALSE);
}

gboolean
tutor_board_get_animating (TutorBoard *self)
{
  g_return_val_if_fail (TUTOR_IS_BOARD (self), FALSE);
  return self->tick_id != 0;
}

/* Geometry. */

static void
hole_center (TutorBoard *self, guint ring, graphene_point_t *center)
{
  TutorHole *hole = TUTOR_HOLE (self->holes[ring]);
  graphene_rect_t cavity;
  graphene_point_t point;

  tutor_hole_get_cavity (hole, &cavity);
  graphene_rect_get_center (&cavity, &point);
  if (!gtk_widget_compute_point (GTK_WIDGET (hole), GTK_WIDGET (self),
                                 &point, center))
    *center = point;
}

static void
tutor_board_measure (GtkWidget *widget, GtkOrientation orientation,
                     int for_size, int *minimum, int *natural,
                     int *minimum_baseline, int *natural_baseline)
{
  TutorBoard *self = TUTOR_BOARD (widget);
  double width_units = (self->n_holes ? self->n_holes : 9) + 2 * SIDE_PAD;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = (int) ceil (width_units * MIN_UNIT);
      *natural = (int) ceil (width_units * NATURAL_UNIT);
      if (for_size > 0)
        *natural = MAX (*minimum, (int) (for_size / BOARD_HEIGHT
                                         * width_units));
    }
  else
    {
      *minimum = (int) ceil (BOARD_HEIGHT * MIN_UNIT);
      *natural = (int) ceil (BOARD_HEIGHT * NATURAL_UNIT);
      if (for_size > 0)
        *natural = MAX (*minimum, (int) (for_size / width_units
                                         * BOARD_HEIGHT));
    }
}

static GtkSizeRequestMode
tutor_board_get_request_mode (GtkWidget *widget)
{
  /* The board keeps its proportions: its height follows its width. */
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
tutor_board_size_allocate (GtkWidget *widget, int width, int height,
                           int baseline)
{
  TutorBoard *self = TUTOR_BOARD (widget);
  const double n = self->n_holes;
  double width_units = n + 2 * SIDE_PAD;
  double u, x0, y0, row_x, number_share, count_share, number_strip;

  if (self->n_holes == 0)
    return;
  tutor_hole_get_shares (self->large_print, &number_share, &count_share);
  number_strip = ROW_HEIGHT * number_share;
  u = MIN (width / width_units, height / BOARD_HEIGHT);
  u = MAX (u, 1.0);
  self->unit = u;
  x0 = floor ((width - width_units * u) / 2);
  y0 = floor ((height - BOARD_HEIGHT * u) / 2);
  row_x = x0 + SIDE_PAD * u;

  graphene_rect_init (&self->rows[TOGUZ_BLACK], (float) row_x, (float) y0,
                      (float) (n * u), (float) (ROW_HEIGHT * u));
  graphene_rect_init (&self->rows[TOGUZ_WHITE], (float) row_x,
                      (float) (y0 + (BOARD_HEIGHT - ROW_HEIGHT) * u),
                      (float) (n * u), (float) (ROW_HEIGHT * u));
  graphene_rect_init (&self->wood, (float) x0,
                      (float) (y0 + number_strip * u),
                      (float) (width_units * u),
                      (float) ((BOARD_HEIGHT - 2 * number_strip) * u));
  for (int side = 0; side < 2; side++)
    {
      double top = side == TOGUZ_BLACK
                     ? ROW_HEIGHT + KAZAN_GAP
                     : ROW_HEIGHT + 2 * KAZAN_GAP + KAZAN_HEIGHT;
      double inset = (1 - TUTOR_HOLE_CAVITY_WIDTH) / 2;

      graphene_rect_init (&self->kazans[side], (float) (row_x + inset * u),
                          (float) (y0 + top * u),
                          (float) ((n - 2 * inset) * u),
                          (float) (KAZAN_HEIGHT * u));
    }

  /* Whole pixels for each cell, so neighbours neither overlap nor gap. */
  for (guint ring = 0; ring < 2 * self->n_holes; ring++)
    {
      ToguzSide side = toguz_ring_side (&self->rules, ring);
      guint column = column_of (self, ring);
      const graphene_rect_t *row = &self->rows[side];
      int left = (int) round (row->origin.x + column * u);
      int right = (int) round (row->origin.x + (column + 1) * u);
      int top = (int) round (row->origin.y);
      int bottom = (int) round (row->origin.y + row->size.height);

      gtk_widget_size_allocate (self->holes[ring],
                                &(GtkAllocation) { left, top, right - left,
                                                   bottom - top },
                                -1);
    }
}

/* Drawing. */

/* A few long, faint lines of grain across the wood. */
static void
draw_grain (TutorBoard *self, cairo_t *cr, const TutorPalette *palette)
{
  const graphene_rect_t *w = &self->wood;
  double u = self->unit;

  cairo_save (cr);
  cairo_clip (cr);
  cairo_set_line_width (cr, MAX (1.0, u * 0.02));
  cairo_set_source_rgba (cr, palette->wood_edge.red, palette->wood_edge.green,
                         palette->wood_edge.blue, 0.18);
  for (int i = 1; i < 7; i++)
    {
      double y = w->origin.y + w->size.height * i / 7.0;
      double wave = u * 0.08 * ((i % 3) - 1);

      cairo_move_to (cr, w->origin.x, y);
      cairo_curve_to (cr, w->origin.x + w->size.width * 0.3, y + wave,
                      w->origin.x + w->size.width * 0.6, y - wave,
                      w->origin.x + w->size.width, y + wave * 0.5);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_wood (TutorBoard *self, cairo_t *cr, const TutorPalette *palette)
{
  const graphene_rect_t *w = &self->wood;
  double u = self->unit;
  double radius = u * 0.3;
  double edge = MAX (1.0, u * 0.035) * (self->large_print ? 2 : 1);

  if (palette->high_contrast)
    edge *= 1.5;
  tutor_path_rounded (cr, w->origin.x + edge / 2, w->origin.y + edge / 2,
                      w->size.width - edge, w->size.height - edge, radius);
  tutor_set_source (cr, &palette->wood);
  cairo_fill_preserve (cr);
  /* Plain wood in high contrast. */
  if (palette->high_contrast)
    cairo_new_path (cr);
  else
    draw_grain (self, cr, palette);

  tutor_path_rounded (cr, w->origin.x + edge / 2, w->origin.y + edge / 2,
                      w->size.width - edge, w->size.height - edge, radius);
  cairo_set_line_width (cr, edge);
  tutor_set_source (cr, &palette->wood_edge);
  cairo_stroke (cr);
}

/* The side to move: a triangle in the side's colour in the wood's left
 * margin, pointing at its row. */
static void
draw_turn_marker (TutorBoard *self, cairo_t *cr, const TutorPalette *palette)
{
  ToguzSide side = self->shown.side;
  GtkWidget *first = self->holes[ring_of (self, side, 0)];
  const GdkRGBA *fill = side == TOGUZ_WHITE ? &palette->white_mark
                                            : &palette->black_mark;
  const GdkRGBA *outline = side == TOGUZ_WHITE ? &palette->white_outline
                                               : &palette->black_outline;
  double u = self->unit;
  double size = u * SIDE_PAD * 0.6;
  double cx = self->wood.origin.x + SIDE_PAD * u * 0.5;
  graphene_rect_t cavity;
  graphene_point_t centre;

  if (self->position.result != TOGUZ_ONGOING)
    return;
  tutor_hole_get_cavity (TUTOR_HOLE (first), &cavity);
  graphene_rect_get_center (&cavity, &centre);
  if (!gtk_widget_compute_point (first, GTK_WIDGET (self), &centre, &centre))
    return;

  cairo_move_to (cr, cx - size * 0.4, centre.y - size * 0.55);
  cairo_line_to (cr, cx + size * 0.5, centre.y);
  cairo_line_to (cr, cx - size * 0.4, centre.y + size * 0.55);
  cairo_close_path (cr);
  tutor_set_source (cr, fill);
  cairo_fill_preserve (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, MAX (1.0, u * 0.04)
                              * (self->large_print ? 1.5 : 1));
  tutor_set_source (cr, outline);
  cairo_stroke (cr);
}

static void
draw_kazan (TutorBoard *self, GtkSnapshot *snapshot, ToguzSide side,
            const TutorPalette *palette)
{
  GtkWidget *widget = GTK_WIDGET (self);
  const graphene_rect_t *k = &self->kazans[side];
  double x = k->origin.x, y = k->origin.y;
  double w = k->size.width, h = k->size.height;
  double u = self->unit;
  double line = MAX (1.0, u * 0.025) * (self->large_print ? 2 : 1);
  gboolean to_move = self->position.result == TOGUZ_ONGOING
                     && self->shown.side == side;
  const char *name = side == TOGUZ_WHITE ? _("White’s kazan")
                                         : _("Black’s kazan");
  g_autofree char *count = g_strdup_printf ("%u", self->shown.kazan[side]);
  g_autoptr (PangoLayout) name_layout = NULL;
  g_autoptr (PangoLayout) count_layout = NULL;
  double text_size = h * (self->large_print ? 0.5 : 0.42);
  double pad = h * 0.45;
  PangoRectangle name_box, count_box;
  graphene_rect_t stones;
  cairo_t *cr;

  if (palette->high_contrast)
    line *= 1.5;
  name_layout = tutor_text_layout (widget, name, text_size, to_move);
  count_layout = tutor_text_layout (widget, count, h * 0.56, TRUE);
  pango_layout_get_pixel_extents (name_layout, NULL, &name_box);
  pango_layout_get_pixel_extents (count_layout, NULL, &count_box);

  cr = gtk_snapshot_append_cairo (snapshot, k);
  tutor_draw_basin (cr, k, h / 2, MAX (1.5, h * 0.09), line, palette);

  /* Stones between the name and the count, while there is room. */
  graphene_rect_init (&stones,
                      (float) (x + pad + name_box.width + pad * 0.8),
                      (float) (y + h * 0.16),
                      (float) (w - 2 * pad - name_box.width
                               - count_box.width - pad * 1.6),
                      (float) (h * 0.68));
  if (stones.size.width > h)
    tutor_draw_stones (cr, &stones, self->shown.kazan[side], h * 0.42,
                       h * 0.2, palette);
  cairo_destroy (cr);

  tutor_draw_text_centered (snapshot, name_layout,
                            x + pad + name_box.width / 2.0, y + h / 2,
                            &palette->label);
  tutor_draw_text_centered (snapshot, count_layout,
                            x + w - pad - count_box.width / 2.0, y + h / 2,
                            &palette->label);
}

/* The stone in flight, from the hole before to the next one. */
static void
draw_flying_stone (TutorBoard *self, GtkSnapshot *snapshot,
                   const TutorPalette *palette)
{
  const ToguzEvent *event = &self->event;
  double step = stone_seconds (self);
  guint i = self->landed;
  double f;
  graphene_point_t from, to;
  double x, y, diameter;
  cairo_t *cr;

  if (self->phase != PHASE_SOWING || i >= event->lifted)
    return;
  f = CLAMP ((self->elapsed - i * step) / step, 0.0, 1.0);
  f = f * f * (3 - 2 * f); /* ease in and out */
  hole_center (self, i == 0 ? ring_of (self, event->side, event->hole)
                            : event->path[i - 1],
               &from);
  hole_center (self, event->path[i], &to);
  diameter = self->unit * 0.3;
  x = from.x + (to.x - from.x) * f;
  /* A little hop over the rim. */
  y = from.y + (to.y - from.y) * f - sin (G_PI * f) * self->unit * 0.35;

  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (
                                    (float) (x - diameter), (float) (y - diameter),
                                    (float) (2 * diameter),
                                    (float) (2 * diameter)));
  /* Its shadow, then the stone. */
  cairo_arc (cr, x + diameter * 0.12, y + diameter * 0.18, diameter * 0.45,
             0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_fill (cr);
  tutor_draw_stone (cr, x, y, diameter, palette);
  cairo_destroy (cr);
}

static void
tutor_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TutorBoard *self = TUTOR_BOARD (widget);
  TutorPalette palette;
  cairo_t *cr;

  if (self->n_holes == 0 || self->unit < 2)
    return;
  tutor_palette_lookup (widget, &palette);

  cr = gtk_snapshot_append_cairo (snapshot, &self->wood);
  draw_wood (self, cr, &palette);
  draw_turn_marker (self, cr, &palette);
  cairo_destroy (cr);
  draw_kazan (self, snapshot, TOGUZ_BLACK, &palette);
  draw_kazan (self, snapshot, TOGUZ_WHITE, &palette);

  for (guint ring = 0; ring < 2 * self->n_holes; ring++)
    gtk_widget_snapshot_child (widget, self->holes[ring], snapshot);

  if (self->tick_id != 0)
    draw_flying_stone (self, snapshot, &palette);
}

/* Input. */

static guint
keyval_digit (guint keyval)
{
  if (keyval >= GDK_KEY_1 && keyval <= GDK_KEY_9)
    return keyval - GDK_KEY_0;
  if (keyval >= GDK_KEY_KP_1 && keyval <= GDK_KEY_KP_9)
    return keyval - GDK_KEY_KP_0;
  return 0;
}

static int
current_ring (TutorBoard *self)
{
  GtkWidget *focus = gtk_widget_get_focus_child (GTK_WIDGET (self));

  for (guint ring = 0; focus && ring < 2 * self->n_holes; ring++)
    if (self->holes[ring] == focus)
      return (int) ring;
  return -1;
}

/* The hole the focus enters the board at: the one it left, else the
 * first hole the side to move can sow, else White's hole 1. */
static guint
entry_ring (TutorBoard *self)
{
  if (self->focus_ring >= 0)
    return (guint) self->focus_ring;
  for (guint column = 0; column < self->n_holes; column++)
    {
      guint ring = ring_at_column (self, self->position.side, column);

      if (is_playable (self, ring))
        return ring;
    }
  return ring_of (self, TOGUZ_WHITE, 0);
}

static gboolean
move_focus (TutorBoard *self, int dx, int dy, gboolean to_end)
{
  int ring = current_ring (self);
  ToguzSide side;
  int column;

  if (ring < 0)
    ring = (int) entry_ring (self);
  side = toguz_ring_side (&self->rules, (guint) ring);
  column = (int) column_of (self, (guint) ring);
  if (to_end)
    column = dx < 0 ? 0 : (int) self->n_holes - 1;
  else
    column = CLAMP (column + dx, 0, (int) self->n_holes - 1);
  if (dy < 0)
    side = TOGUZ_BLACK;
  else if (dy > 0)
    side = TOGUZ_WHITE;
  return gtk_widget_grab_focus (
    self->holes[ring_at_column (self, side, (guint) column)]);
}

static gboolean
key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode,
             GdkModifierType state, TutorBoard *self)
{
  guint digit = keyval_digit (keyval);
  int ring;

  if (self->n_holes == 0)
    return FALSE;
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;

  if (keyval == GDK_KEY_Escape)
    {
      if (self->tick_id == 0)
        return FALSE;
      tutor_board_skip_animation (self);
      return TRUE;
    }

  if (digit > 0)
    {
      /* A digit names a hole of the side to move, in its numbering. */
      if (digit > self->n_holes || !self->interactive)
        return FALSE;
      ring = (int) ring_of (self, self->position.side, digit - 1);
      gtk_widget_grab_focus (self->holes[ring]);
      gtk_widget_activate (self->holes[ring]);
      return TRUE;
    }

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      return move_focus (self, -1, 0, FALSE);
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      return move_focus (self, 1, 0, FALSE);
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      return move_focus (self, 0, -1, FALSE);
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      return move_focus (self, 0, 1, FALSE);
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      return move_focus (self, -1, 0, TRUE);
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      return move_focus (self, 1, 0, TRUE);
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      ring = current_ring (self);
      if (ring < 0 || !self->interactive)
        return FALSE;
      gtk_widget_activate (self->holes[ring]);
      return TRUE;
    default:
      return FALSE;
    }
}

static int
ring_at_point (TutorBoard *self, double x, double y)
{
  GtkWidget *picked = gtk_widget_pick (GTK_WIDGET (self), x, y,
                                       GTK_PICK_DEFAULT);

  for (; picked && picked != GTK_WIDGET (self);
       picked = gtk_widget_get_parent (picked))
    {
      if (TUTOR_IS_HOLE (picked))
        return (int) ring_of (self, tutor_hole_get_side (TUTOR_HOLE (picked)),
                              tutor_hole_get_index (TUTOR_HOLE (picked)));
    }
  return -1;
}

static void
pointer_motion (GtkEventControllerMotion *controller, double x, double y,
                TutorBoard *self)
{
  int ring = ring_at_point (self, x, y);

  if (ring == self->hover_ring)
    return;
  self->hover_ring = ring;
  update_preview (self);
}

static void
pointer_leave (GtkEventControllerMotion *controller, TutorBoard *self)
{
  self->hover_ring = -1;
  update_preview (self);
}

static void
board_pressed (GtkGestureClick *gesture, int n_press, double x, double y,
               TutorBoard *self)
{
  /* While sowing, a click anywhere on the board skips to the result, and
   * is not passed on to the hole under it. */
  if (self->tick_id == 0)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture),
                             GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  tutor_board_skip_animation (self);
}

/* Focus: the board is one stop of the Tab chain; inside it, the arrows
 * move between holes. */

static gboolean
tutor_board_grab_focus (GtkWidget *widget)
{
  TutorBoard *self = TUTOR_BOARD (widget);

  if (self->n_holes == 0)
    return FALSE;
  return gtk_widget_grab_focus (self->holes[entry_ring (self)]);
}

static gboolean
tutor_board_focus (GtkWidget *widget, GtkDirectionType direction)
{
  TutorBoard *self = TUTOR_BOARD (widget);

  if (self->n_holes == 0)
    return FALSE;
  if (current_ring (self) >= 0)
    {
      switch (direction)
        {
        case GTK_DIR_LEFT:
          return move_focus (self, -1, 0, FALSE);
        case GTK_DIR_RIGHT:
          return move_focus (self, 1, 0, FALSE);
        case GTK_DIR_UP:
          return move_focus (self, 0, -1, FALSE);
        case GTK_DIR_DOWN:
          return move_focus (self, 0, 1, FALSE);
        case GTK_DIR_TAB_FORWARD:
        case GTK_DIR_TAB_BACKWARD:
        default:
          return FALSE; /* Tab leaves the board */
        }
    }
  return tutor_board_grab_focus (widget);
}

static void
tutor_board_set_focus_child (GtkWidget *widget, GtkWidget *child)
{
  TutorBoard *self = TUTOR_BOARD (widget);

  GTK_WIDGET_CLASS (tutor_board_parent_class)->set_focus_child (widget,
                                                                 child);
  if (child)
    self->focus_ring = current_ring (self);
}

/* Public API. */

GtkWidget *
tutor_board_new (void)
{
  return g_object_new (TUTOR_TYPE_BOARD, NULL);
}

void
tutor_board_set_position (TutorBoard *self, const ToguzRuleset *rules,
                          const ToguzPosition *pos)
{
  g_return_if_fail (TUTOR_IS_BOARD (self));
  g_return_if_fail (rules != NULL && pos != NULL);
  g_return_if_fail (rules->holes >= 1 && rules->holes <= TOGUZ_MAX_HOLES);

  stop_animation (self, FALSE);
  self->rules = *rules;
  self->rules.name = NULL; /* not ours to keep */
  self->position = *pos;
  self->shown = *pos;
  rebuild_holes (self, rules->holes);
  self->preview_shown = FALSE;
  update_description (self, NULL);
  update_holes (self);
  update_preview (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const ToguzPosition *
tutor_board_get_position (TutorBoard *self)
{
  g_return_val_if_fail (TUTOR_IS_BOARD (self), NULL);
  return &self->position;
}

const ToguzRuleset *
tutor_board_get_rules (TutorBoard *self)
{
  g_return_val_if_fail (TUTOR_IS_BOARD (self), NULL);
  return &self->rules;
}

void
tutor_board_set_highlight (TutorBoard *self, TutorHighlight kind,
                           guint ring_mask)
{
  g_return_if_fail (TUTOR_IS_BOARD (self));
  g_return_if_fail (kind < TUTOR_N_HIGHLIGHTS);

  ring_mask &= (1u << TOGUZ_MAX_RING) - 1;
  if (self->highlights[kind] == ring_mask)
    return;
  self->highlights[kind] = ring_mask;
  update_holes (self);
}

guint
tutor_board_get_highlight (TutorBoard *self, TutorHighlight kind)
{
  g_return_val_if_fail (TUTOR_IS_BOARD (self), 0);
  g_return_val_if_fail (kind < TUTOR_N_HIGHLIGHTS, 0);
  return self->highlights[kind];
}

void
tutor_board_clear_highlights (TutorBoard *self)
{
  g_return_if_fail (TUTOR_IS_BOARD (self));

  memset (self->highlights, 0, sizeof self->highlights);
  update_holes (self);
}

GtkWidget *
tutor_board_get_hole (TutorBoard *self, ToguzSide side, guint hole)
{
  g_return_val_if_fail (TUTOR_IS_BOARD (self), NULL);

  if (hole >= self->n_holes || (side != TOGUZ_WHITE && side != TOGUZ_BLACK))
    return NULL;
  return self->holes[ring_of (self, side, hole)];
}

gboolean
tutor_board_get_preview (TutorBoard *self, ToguzEvent *event)
{
  g_return_val_if_fail (TUTOR_IS_BOARD (self), FALSE);

  if (!self->preview_shown)
    return FALSE;
  if (event)
    *event = self->preview;
  return TRUE;
}

const char *
tutor_board_get_description (TutorBoard *self)
{
  g_return_val_if_fail (TUTOR_IS_BOARD (self), NULL);
  return self->description ? self->description : "";
}

gboolean
tutor_board_get_interactive (TutorBoard *self)
{
  g_return_val_if_fail (TUTOR_IS_BOARD (self), FALSE);
  return self->interactive;
}

void
tutor_board_set_interactive (TutorBoard *self, gboolean interactive)
{
  g_return_if_fail (TUTOR_IS_BOARD (self));

  interactive = !!interactive;
  if (self->interactive == interactive)
    return;
  self->interactive = interactive;
  update_holes (self);
  update_preview (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INTERACTIVE]);
}

gboolean
tutor_board_get_hover_preview (TutorBoard *self)
{
  g_return_val_if_fail (TUTOR_IS_BOARD (self), FALSE);
  return self->hover_preview;
}

void
tutor_board_set_hover_preview (TutorBoard *self, gboolean hover_preview)
{
  g_return_if_fail (TUTOR_IS_BOARD (self));

  hover_preview = !!hover_preview;
  if (self->hover_preview == hover_preview)
    return;
  self->hover_preview = hover_preview;
  update_preview (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOVER_PREVIEW]);
}

double
tutor_board_get_animation_speed (TutorBoard *self)
{
  g_return_val_if_fail (TUTOR_IS_BOARD (self), 0);
  return self->animation_speed;
}

void
tutor_board_set_animation_speed (TutorBoard *self, double speed)
{
  g_return_if_fail (TUTOR_IS_BOARD (self));
  g_return_if_fail (speed >= 0);

  if (self->animation_speed == speed)
    return;
  self->animation_speed = speed;
  if (speed <= 0)
    tutor_board_skip_animation (self);
  g_object_notify_by_pspec (G_OBJECT (self),
                            properties[PROP_ANIMATION_SPEED]);
}

gboolean
tutor_board_get_large_print (TutorBoard *self)
{
  g_return_val_if_fail (TUTOR_IS_BOARD (self), FALSE);
  return self->large_print;
}

void
tutor_board_set_large_print (TutorBoard *self, gboolean large_print)
{
  g_return_if_fail (TUTOR_IS_BOARD (self));

  large_print = !!large_print;
  if (self->large_print == large_print)
    return;
  self->large_print = large_print;
  if (large_print)
    gtk_widget_add_css_class (GTK_WIDGET (self), "large-print");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "large-print");
  update_holes (self);
  /* The figures take more of each hole's height: lay the board out anew. */
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LARGE_PRINT]);
}

/* GObject. */

static void
tutor_board_css_changed (GtkWidget *widget, GtkCssStyleChange *change)
{
  TutorBoard *self = TUTOR_BOARD (widget);

  GTK_WIDGET_CLASS (tutor_board_parent_class)->css_changed (widget, change);
  /* Named colours may have changed with the style: redraw everything. */
  gtk_widget_queue_draw (widget);
  for (guint ring = 0; ring < 2 * self->n_holes; ring++)
    gtk_widget_queue_draw (self->holes[ring]);
}

static void
tutor_board_unmap (GtkWidget *widget)
{
  /* No frame clock off screen: show the result at once. */
  tutor_board_skip_animation (TUTOR_BOARD (widget));
  GTK_WIDGET_CLASS (tutor_board_parent_class)->unmap (widget);
}

static void
tutor_board_dispose (GObject *object)
{
  TutorBoard *self = TUTOR_BOARD (object);

  stop_animation (self, FALSE);
  for (guint ring = 0; ring < 2 * self->n_holes; ring++)
    g_clear_pointer (&self->holes[ring], gtk_widget_unparent);
  self->n_holes = 0;
  G_OBJECT_CLASS (tutor_board_parent_class)->dispose (object);
}

static void
tutor_board_finalize (GObject *object)
{
  TutorBoard *self = TUTOR_BOARD (object);

  g_free (self->description);
  G_OBJECT_CLASS (tutor_board_parent_class)->finalize (object);
}

static void
tutor_board_get_property (GObject *object, guint prop_id, GValue *value,
                          GParamSpec *pspec)
{
  TutorBoard *self = TUTOR_BOARD (object);

  switch (prop_id)
    {
    case PROP_INTERACTIVE:
      g_value_set_boolean (value, self->interactive);
      break;
    case PROP_HOVER_PREVIEW:
      g_value_set_boolean (value, self->hover_preview);
      break;
    case PROP_ANIMATION_SPEED:
      g_value_set_double (value, self->animation_speed);
      break;
    case PROP_LARGE_PRINT:
      g_value_set_boolean (value, self->large_print);
      break;
    case PROP_ANIMATING:
      g_value_set_boolean (value, self->tick_id != 0);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tutor_board_set_property (GObject *object, guint prop_id,
                          const GValue *value, GParamSpec *pspec)
{
  TutorBoard *self = TUTOR_BOARD (object);

  switch (prop_id)
    {
    case PROP_INTERACTIVE:
      tutor_board_set_interactive (self, g_value_get_boolean (value));
      break;
    case PROP_HOVER_PREVIEW:
      tutor_board_set_hover_preview (self, g_value_get_boolean (value));
      break;
    case PROP_ANIMATION_SPEED:
      tutor_board_set_animation_speed (self, g_value_get_double (value));
      break;
    case PROP_LARGE_PRINT:
      tutor_board_set_large_print (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tutor_board_class_init (TutorBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tutor_board_dispose;
  object_class->finalize = tutor_board_finalize;
  object_class->get_property = tutor_board_get_property;
  object_class->set_property = tutor_board_set_property;

  widget_class->measure = tutor_board_measure;
  widget_class->get_request_mode = tutor_board_get_request_mode;
  widget_class->size_allocate = tutor_board_size_allocate;
  widget_class->snapshot = tutor_board_snapshot;
  widget_class->grab_focus = tutor_board_grab_focus;
  widget_class->focus = tutor_board_focus;
  widget_class->set_focus_child = tutor_board_set_focus_child;
  widget_class->css_changed = tutor_board_css_changed;
  widget_class->unmap = tutor_board_unmap;

  /**
   * TutorBoard:interactive:
   *
   * Whether clicks and keys choose holes.  When off, the board only
   * shows (the arrows still move the focus, for reading the holes).
   */
  properties[PROP_INTERACTIVE] = g_param_spec_boolean (
    "interactive", NULL, NULL, TRUE,
    G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  /**
   * TutorBoard:hover-preview:
   *
   * Whether pointing at (or focusing) a hole the side to move can sow
   * marks where its last stone lands and what it would capture.
   */
  properties[PROP_HOVER_PREVIEW] = g_param_spec_boolean (
    "hover-preview", NULL, NULL, TRUE,
    G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  /**
   * TutorBoard:animation-speed:
   *
   * How many stones a second the sowing animation sows; 0 shows each
   * move's result at once.
   */
  properties[PROP_ANIMATION_SPEED] = g_param_spec_double (
    "animation-speed", NULL, NULL, 0, 1000, 8,
    G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  /**
   * TutorBoard:large-print:
   *
   * Bigger numbers, thicker outlines and stronger contrast, for a
   * classroom projector.
   */
  properties[PROP_LARGE_PRINT] = g_param_spec_boolean (
    "large-print", NULL, NULL, FALSE,
    G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  /**
   * TutorBoard:animating:
   *
   * Whether a move is being shown.
   */
  properties[PROP_ANIMATING] = g_param_spec_boolean (
    "animating", NULL, NULL, FALSE,
    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TutorBoard::hole-activated:
   * @self: the board
   * @side: the ToguzSide the hole belongs to
   * @hole: the hole, 0-based in its owner's numbering
   *
   * A hole was clicked, or chosen with a digit key (the side to move's
   * hole) or with Enter or Space.  Emitted for any hole of either row:
   * the caller decides whether it is a move, an answer or nothing.
   */
  signals[HOLE_ACTIVATED] = g_signal_new ("hole-activated",
                                          G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                          NULL, G_TYPE_NONE, 2, G_TYPE_INT,
                                          G_TYPE_INT);

  /**
   * TutorBoard::animation-finished:
   * @self: the board
   *
   * The move given to tutor_board_animate_move() is shown to its end,
   * whether it ran its course or was skipped.
   */
  signals[ANIMATION_FINISHED] = g_signal_new ("animation-finished",
                                              G_TYPE_FROM_CLASS (klass),
                                              G_SIGNAL_RUN_LAST, 0, NULL,
                                              NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class,
                                        GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tutor_board_init (TutorBoard *self)
{
  GtkEventController *key = gtk_event_controller_key_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkGesture *click = gtk_gesture_click_new ();

  tutor_style_init ();

  self->interactive = TRUE;
  self->hover_preview = TRUE;
  self->animation_speed = 8;
  self->hover_ring = -1;
  self->focus_ring = -1;

  g_signal_connect (key, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);

  g_signal_connect (motion, "enter", G_CALLBACK (pointer_motion), self);
  g_signal_connect (motion, "motion", G_CALLBACK (pointer_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (pointer_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click),
                                              GTK_PHASE_CAPTURE);
  g_signal_connect (click, "pressed", G_CALLBACK (board_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Togyz Kumalak board"), -1);
}
