/* tutor-board.c: the Togyz Kumalak board, seen from White's chair
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Black's holes run 9..1 along the top, White's 1..9 along the bottom, and
 * the two kazans lie between the rows, Black's above White's.
 *
 * The board only shows and asks: every rule (which holes can be sown,
 * where a move lands, what it takes) is the core's answer.
 *
 * This file has the object, its properties and its holes; the rest of
 * the board is in the files tutor-board-private.h lists.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "toguz-explain-text.h"
#include "tutor-board-private.h"
#include "tutor-hole.h"
#include "tutor-style.h"

G_DEFINE_FINAL_TYPE (TutorBoard, tutor_board, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_INTERACTIVE,
  PROP_HOVER_PREVIEW,
  PROP_HOLE_NAMES,
  PROP_PREVIEW_ALLOWED,
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

void
tutor_board_notify_animating (TutorBoard *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATING]);
}

void
tutor_board_emit_animation_finished (TutorBoard *self)
{
  g_signal_emit (self, signals[ANIMATION_FINISHED], 0);
}

/* What each hole shows. */

gboolean
tutor_board_is_playable (TutorBoard *self, guint ring)
{
  const ToguzPosition *pos = tutor_board_moves_position (self);

  return self->interactive && self->tick_id == 0
         && toguz_ring_side (&self->rules, ring) == pos->side
         && toguz_position_check_move (&self->rules, pos,
                                       toguz_ring_hole (&self->rules, ring))
              == TOGUZ_MOVE_OK;
}

/* The sides whose whole row a highlight covers (bit 1 << side): such a
 * highlight marks the row, not each of its holes. */
static guint
rows_covered (TutorBoard *self, guint mask)
{
  guint rows = 0;

  for (int side = 0; side < 2 && self->n_holes > 1; side++)
    {
      guint row = ((1u << self->n_holes) - 1) << ring_of (self, side, 0);

      if ((mask & row) == row)
        rows |= 1u << side;
    }
  return rows;
}

static guint
row_mask (TutorBoard *self, guint rows)
{
  guint mask = 0;

  for (int side = 0; side < 2; side++)
    if (rows & (1u << side))
      mask |= ((1u << self->n_holes) - 1) << ring_of (self, side, 0);
  return mask;
}

void
tutor_board_update_holes (TutorBoard *self)
{
  static const guint highlight_flags[TUTOR_N_HIGHLIGHTS] = {
    [TUTOR_HIGHLIGHT_HINT] = TUTOR_HOLE_HINT,
    [TUTOR_HIGHLIGHT_LAST_MOVE] = TUTOR_HOLE_LAST_MOVE,
    [TUTOR_HIGHLIGHT_CAPTURE] = TUTOR_HOLE_CAPTURE,
    [TUTOR_HIGHLIGHT_TARGET] = TUTOR_HOLE_TARGET,
  };
  const guint ring_size = 2 * self->n_holes;
  guint highlights[TUTOR_N_HIGHLIGHTS];
  guint marked_rows = 0;

  /* A hint, target or capture of a whole row becomes the row's mark. */
  for (guint kind = 0; kind < TUTOR_N_HIGHLIGHTS; kind++)
    {
      guint rows = kind == TUTOR_HIGHLIGHT_LAST_MOVE
                     ? 0 : rows_covered (self, self->highlights[kind]);

      highlights[kind] = self->highlights[kind] & ~row_mask (self, rows);
      marked_rows |= rows;
    }
  if (marked_rows != self->marked_rows)
    {
      self->marked_rows = marked_rows;
      tutor_board_update_description (self, NULL);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }

  for (guint ring = 0; ring < ring_size; ring++)
    {
      TutorHoleState state;

      /* Zeroed whole: holes compare states byte by byte. */
      memset (&state, 0, sizeof state);
      state.count = self->shown.holes[ring];
      state.tuzdik_owner = tuzdik_owner (&self->shown, ring);
      state.large_print = self->large_print;
      for (guint kind = 0; kind < TUTOR_N_HIGHLIGHTS; kind++)
        if (highlights[kind] & (1u << ring))
          state.flags |= highlight_flags[kind];
      if (marked_rows & (1u << toguz_ring_side (&self->rules, ring)))
        state.flags |= TUTOR_HOLE_ROW;
      if (tutor_board_is_playable (self, ring))
        state.flags |= TUTOR_HOLE_PLAYABLE;
      if (self->interactive)
        state.flags |= TUTOR_HOLE_CLICKABLE;

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
  tutor_board_update_legend (self);
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

/* The old names as the holes' tooltips, where the board has them. */
static void
update_hole_names (TutorBoard *self)
{
  for (guint ring = 0; ring < 2 * self->n_holes; ring++)
    {
      guint number = tutor_hole_get_index (TUTOR_HOLE (self->holes[ring])) + 1;
      const char *name = self->hole_names ? toguz_hole_traditional_name (
                                              &self->rules, number)
                                          : NULL;
      g_autofree char *tip = NULL;

      if (name)
        /* Translators: a hole's tooltip: "Hole 6: ak koltuk". */
        tip = g_strdup_printf (_("Hole %u: %s"), number, name);
      tutor_hole_set_tooltip (TUTOR_HOLE (self->holes[ring]), tip);
    }
}

gboolean
tutor_board_get_hole_names (TutorBoard *self)
{
  g_return_val_if_fail (TUTOR_IS_BOARD (self), FALSE);
  return self->hole_names;
}

void
tutor_board_set_hole_names (TutorBoard *self, gboolean hole_names)
{
  g_return_if_fail (TUTOR_IS_BOARD (self));

  hole_names = !!hole_names;
  if (self->hole_names == hole_names)
    return;
  self->hole_names = hole_names;
  update_hole_names (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOLE_NAMES]);
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
                        G_CALLBACK (tutor_board_hole_state_flags_changed),
                        self);
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
  update_hole_names (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* Remembers the hole the focus was last on, for it to come back to (the
 * rest of the focus is in tutor-board-a11y.c; this one chains up to the
 * parent class, which only this file can name). */
static void
tutor_board_set_focus_child (GtkWidget *widget, GtkWidget *child)
{
  TutorBoard *self = TUTOR_BOARD (widget);

  GTK_WIDGET_CLASS (tutor_board_parent_class)->set_focus_child (widget,
                                                                 child);
  if (child && tutor_board_focused_ring (self) >= 0)
    self->focus_ring = tutor_board_focused_ring (self);
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

  tutor_board_stop_animation (self, FALSE);
  self->rules = *rules;
  self->rules.name = NULL; /* not ours to keep */
  self->position = *pos;
  self->shown = *pos;
  self->has_moves_from = FALSE;
  rebuild_holes (self, rules->holes);
  self->preview_shown = FALSE;
  g_clear_pointer (&self->move_description, g_free);
  tutor_board_update_description (self, NULL);
  tutor_board_update_holes (self);
  tutor_board_update_preview (self);
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
tutor_board_set_moves_from (TutorBoard *self, const ToguzPosition *pos)
{
  g_return_if_fail (TUTOR_IS_BOARD (self));

  self->has_moves_from = pos != NULL;
  if (pos)
    self->moves_from = *pos;
  self->preview_shown = FALSE;
  tutor_board_update_holes (self);
  tutor_board_update_preview (self);
}

gboolean
tutor_board_choose_hole (TutorBoard *self, guint number)
{
  const ToguzPosition *pos;
  guint ring;

  g_return_val_if_fail (TUTOR_IS_BOARD (self), FALSE);

  pos = tutor_board_moves_position (self);
  if (number < 1 || number > self->n_holes || !self->interactive)
    return FALSE;
  ring = ring_of (self, (ToguzSide) pos->side, number - 1);
  gtk_widget_grab_focus (self->holes[ring]);
  gtk_widget_activate (self->holes[ring]);
  return TRUE;
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
  tutor_board_update_holes (self);
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
  tutor_board_update_holes (self);
}

void
tutor_board_set_arrows (TutorBoard *self, const guint8 *rings, guint n_rings)
{
  g_return_if_fail (TUTOR_IS_BOARD (self));
  g_return_if_fail (n_rings % 2 == 0);

  g_array_set_size (self->arrows, 0);
  for (guint i = 0; rings && i + 1 < n_rings; i += 2)
    if (rings[i] < 2 * self->n_holes && rings[i + 1] < 2 * self->n_holes
        && rings[i] != rings[i + 1])
      g_array_append_vals (self->arrows, rings + i, 2);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
tutor_board_get_n_arrows (TutorBoard *self)
{
  g_return_val_if_fail (TUTOR_IS_BOARD (self), 0);
  return self->arrows->len / 2;
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
  tutor_board_update_holes (self);
  tutor_board_update_preview (self);
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
  tutor_board_update_preview (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOVER_PREVIEW]);
}

gboolean
tutor_board_get_preview_allowed (TutorBoard *self)
{
  g_return_val_if_fail (TUTOR_IS_BOARD (self), FALSE);
  return self->preview_allowed;
}

void
tutor_board_set_preview_allowed (TutorBoard *self, gboolean preview_allowed)
{
  g_return_if_fail (TUTOR_IS_BOARD (self));

  preview_allowed = !!preview_allowed;
  if (self->preview_allowed == preview_allowed)
    return;
  self->preview_allowed = preview_allowed;
  tutor_board_update_preview (self);
  g_object_notify_by_pspec (G_OBJECT (self),
                            properties[PROP_PREVIEW_ALLOWED]);
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
  tutor_board_update_holes (self);
  /* The figures take more of each hole's height: lay the board out anew. */
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LARGE_PRINT]);
}

void
tutor_board_bind_settings (TutorBoard *self, GSettings *settings)
{
  static const char *const keys[] = {
    "animation-speed",
    "large-print",
    "hover-preview",
    "hole-names",
  };

  g_return_if_fail (TUTOR_IS_BOARD (self));
  g_return_if_fail (G_IS_SETTINGS (settings));

  /* Only read: a board never changes a setting. */
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_bind (settings, keys[i], self, keys[i], G_SETTINGS_BIND_GET);
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

  tutor_board_stop_animation (self, FALSE);
  for (guint ring = 0; ring < 2 * self->n_holes; ring++)
    g_clear_pointer (&self->holes[ring], gtk_widget_unparent);
  self->n_holes = 0;
  g_clear_pointer (&self->legend_button, gtk_widget_unparent);
  self->legend_list = NULL;
  G_OBJECT_CLASS (tutor_board_parent_class)->dispose (object);
}

static void
tutor_board_finalize (GObject *object)
{
  TutorBoard *self = TUTOR_BOARD (object);

  g_free (self->description);
  g_free (self->move_description);
  g_array_unref (self->arrows);
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
    case PROP_HOLE_NAMES:
      g_value_set_boolean (value, self->hole_names);
      break;
    case PROP_HOVER_PREVIEW:
      g_value_set_boolean (value, self->hover_preview);
      break;
    case PROP_PREVIEW_ALLOWED:
      g_value_set_boolean (value, self->preview_allowed);
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
    case PROP_HOLE_NAMES:
      tutor_board_set_hole_names (self, g_value_get_boolean (value));
      break;
    case PROP_HOVER_PREVIEW:
      tutor_board_set_hover_preview (self, g_value_get_boolean (value));
      break;
    case PROP_PREVIEW_ALLOWED:
      tutor_board_set_preview_allowed (self, g_value_get_boolean (value));
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
   * marks where its last stone lands and what it would capture: the
   * learner's setting.  The preview shows only while
   * TutorBoard:preview-allowed is on too.
   */
  properties[PROP_HOVER_PREVIEW] = g_param_spec_boolean (
    "hover-preview", NULL, NULL, TRUE,
    G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  /**
   * TutorBoard:hole-names:
   *
   * Whether a hole's tooltip tells its old Kyrgyz name (hole 6 is "ak
   * koltuk"), on a board of nine holes a side: the learner's setting.
   */
  properties[PROP_HOLE_NAMES] = g_param_spec_boolean (
    "hole-names", NULL, NULL, FALSE,
    G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  /**
   * TutorBoard:preview-allowed:
   *
   * Whether the page lets the hover preview show now, whatever the
   * setting says: a lesson turns it off while the learner predicts, as
   * the preview would give the answer away.
   */
  properties[PROP_PREVIEW_ALLOWED] = g_param_spec_boolean (
    "preview-allowed", NULL, NULL, TRUE,
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
  tutor_style_init ();

  self->interactive = TRUE;
  self->hover_preview = TRUE;
  self->preview_allowed = TRUE;
  self->animation_speed = 8;
  self->hover_ring = -1;
  self->focus_ring = -1;
  self->arrows = g_array_new (FALSE, FALSE, sizeof (guint8));

  tutor_board_init_keyboard (self);
  tutor_board_init_pointer (self);
  tutor_board_init_sowing (self);
  tutor_board_init_legend (self);

  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Togyz Kumalak board"), -1);
}

void
tutor_board_mark_move (TutorBoard *self, const ToguzEvent *event)
{
  const ToguzRuleset *rules;
  guint mask = 0, capture = 0;

  g_return_if_fail (TUTOR_IS_BOARD (self));
  rules = tutor_board_get_rules (self);
  if (event)
    {
      mask = (1u << toguz_ring_index (rules, (ToguzSide) event->side,
                                      event->hole))
             | (1u << event->last);
      capture = event->captured > 0 ? 1u << event->last : 0;
    }
  tutor_board_clear_highlights (self);
  tutor_board_set_highlight (self, TUTOR_HIGHLIGHT_LAST_MOVE, mask);
  tutor_board_set_highlight (self, TUTOR_HIGHLIGHT_CAPTURE, capture);
}
