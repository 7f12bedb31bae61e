/* tutor-hole.c: one hole of the board, its own focusable widget
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>
#include <math.h>

#include "toguz-explain-text.h"
#include "tutor-draw.h"
#include "tutor-hole.h"
#include "tutor-marks.h"

struct _TutorHole
{
  GtkWidget parent_instance;

  ToguzSide side;
  guint index;
  TutorHoleState state;
  guint marks;           /* bits 1 << TutorMark: the marks it shows */
  char *label;
  char *description;
  char *tooltip;         /* the hole's old name, as its tooltip, or NULL */
};

G_DEFINE_FINAL_TYPE (TutorHole, tutor_hole, GTK_TYPE_WIDGET)

enum
{
  ACTIVATE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Stones never get smaller than this share of the cavity's width: more
 * of them fill the cavity, and the count says how many. */
#define MIN_STONE_SHARE 0.2
#define MAX_STONE_SHARE 0.46
/* The height of the count's figures, in pixels, below which the count
 * takes room from the cavity. */
#define MIN_COUNT_INK 7.0

ToguzSide
tutor_hole_get_side (TutorHole *self)
{
  g_return_val_if_fail (TUTOR_IS_HOLE (self), TOGUZ_WHITE);
  return self->side;
}

guint
tutor_hole_get_index (TutorHole *self)
{
  g_return_val_if_fail (TUTOR_IS_HOLE (self), 0);
  return self->index;
}

const TutorHoleState *
tutor_hole_get_state (TutorHole *self)
{
  g_return_val_if_fail (TUTOR_IS_HOLE (self), NULL);
  return &self->state;
}

const char *
tutor_hole_get_label (TutorHole *self)
{
  g_return_val_if_fail (TUTOR_IS_HOLE (self), NULL);
  return self->label;
}

const char *
tutor_hole_get_description (TutorHole *self)
{
  g_return_val_if_fail (TUTOR_IS_HOLE (self), NULL);
  return self->description ? self->description : "";
}

static char *
describe_label (TutorHole *self)
{
  guint number = self->index + 1;
  guint count = self->state.count;

  if (self->state.tuzdik_owner >= 0)
    return g_strdup_printf (self->side == TOGUZ_WHITE
                              ? _("White’s hole %u, tuzdik of Black")
                              : _("Black’s hole %u, tuzdik of White"),
                            number);
  if (self->side == TOGUZ_WHITE)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "White’s hole %u, %u stone",
                                         "White’s hole %u, %u stones",
                                         count),
                            number, count);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Black’s hole %u, %u stone",
                                       "Black’s hole %u, %u stones", count),
                          number, count);
}

static void
add_sentence (GString *text, const char *sentence)
{
  if (text->len > 0)
    g_string_append_c (text, ' ');
  g_string_append (text, sentence);
}

static char *
describe_marks (TutorHole *self)
{
  GString *text = g_string_new (NULL);
  guint flags = self->state.flags;

  /* The marks it shows, in the legend's words; a tuzdik is in the
   * label already. */
  for (TutorMark mark = 0; mark < TUTOR_N_MARKS; mark++)
    if ((self->marks & (1u << mark)) && mark != TUTOR_MARK_TUZDIK_WHITE
        && mark != TUTOR_MARK_TUZDIK_BLACK)
      {
        /* Translators: what a mark on a hole means (“The target”), as a
         * sentence of what assistive technologies say of the hole. */
        g_autofree char *sentence = g_strdup_printf (
          _("%s."), tutor_mark_get_meaning (mark));

        add_sentence (text, sentence);
      }
  if (flags & TUTOR_HOLE_PREVIEW_ORIGIN)
    {
      g_autofree char *landing
        = toguz_hole_name (self->state.preview_landing_side,
                           self->state.preview_landing_number);
      g_autofree char *sentence = NULL;

      if (self->state.preview_tuzdik)
        /* Translators: %s is a hole's name, like "Black’s hole 5". */
        sentence = g_strdup_printf (_("Sowing this hole, the last stone "
                                      "lands in %s and makes it a tuzdik."),
                                    landing);
      else if (self->state.preview_capture > 0)
        sentence = g_strdup_printf (
          g_dngettext (GETTEXT_PACKAGE,
                       "Sowing this hole, the last stone lands in %s and "
                       "captures %u stone.",
                       "Sowing this hole, the last stone lands in %s and "
                       "captures %u stones.",
                       self->state.preview_capture),
          landing, self->state.preview_capture);
      else
        sentence = g_strdup_printf (_("Sowing this hole, the last stone "
                                      "lands in %s."),
                                    landing);
      add_sentence (text, sentence);
    }
  return g_string_free (text, FALSE);
}

static void
update_accessible (TutorHole *self)
{
  g_autofree char *label = describe_label (self);
  g_autofree char *description = describe_marks (self);

  if (g_strcmp0 (label, self->label) != 0)
    {
      g_free (self->label);
      self->label = g_steal_pointer (&label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      self->label, -1);
    }
  if (g_strcmp0 (description, self->description) != 0)
    {
      g_free (self->description);
      self->description = g_steal_pointer (&description);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      self->description, -1);
    }
}

void
tutor_hole_set_tooltip (TutorHole *self, const char *tooltip)
{
  g_return_if_fail (TUTOR_IS_HOLE (self));

  if (g_strcmp0 (tooltip, self->tooltip) == 0)
    return;
  g_free (self->tooltip);
  self->tooltip = g_strdup (tooltip);
  /* GTK makes a tooltip the accessible description: the hole's own, its
   * marks, stays what a screen reader says. */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), tooltip);
  g_clear_pointer (&self->description, g_free);
  update_accessible (self);
}

/* The marks the state asks for, before choosing the ones shown. */
static guint
wanted_marks (const TutorHoleState *state)
{
  static const struct
  {
    guint flag;
    TutorMark mark;
  } from_flags[] = {
    { TUTOR_HOLE_TARGET, TUTOR_MARK_TARGET },
    { TUTOR_HOLE_CAPTURE, TUTOR_MARK_CAPTURE },
    { TUTOR_HOLE_HINT, TUTOR_MARK_HINT },
    { TUTOR_HOLE_LAST_MOVE, TUTOR_MARK_LAST_MOVE },
    { TUTOR_HOLE_PREVIEW_LANDING, TUTOR_MARK_LANDING },
    { TUTOR_HOLE_ROW, TUTOR_MARK_ROW },
  };
  guint wanted = 0;

  for (guint i = 0; i < G_N_ELEMENTS (from_flags); i++)
    if (state->flags & from_flags[i].flag)
      wanted |= 1u << from_flags[i].mark;
  if (state->tuzdik_owner == TOGUZ_WHITE)
    wanted |= 1u << TUTOR_MARK_TUZDIK_WHITE;
  else if (state->tuzdik_owner == TOGUZ_BLACK)
    wanted |= 1u << TUTOR_MARK_TUZDIK_BLACK;
  return wanted;
}

void
tutor_hole_set_state (TutorHole *self, const TutorHoleState *state)
{
  g_return_if_fail (TUTOR_IS_HOLE (self));
  g_return_if_fail (state != NULL);

  if (memcmp (&self->state, state, sizeof *state) == 0 && self->label)
    return;
  self->state = *state;
  self->marks = tutor_marks_choose (wanted_marks (state));
  update_accessible (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "hole.click",
                                 (state->flags & TUTOR_HOLE_CLICKABLE) != 0);
  if (state->flags & TUTOR_HOLE_PLAYABLE)
    gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");
  else
    gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
tutor_hole_get_marks (TutorHole *self)
{
  g_return_val_if_fail (TUTOR_IS_HOLE (self), 0);
  return self->marks;
}

void
tutor_hole_get_shares (gboolean large_print, double *number_share,
                       double *count_share)
{
  *number_share = large_print ? 0.2 : 0.17;
  *count_share = large_print ? 0.24 : 0.2;
}

/* Where everything of a hole lies, in its own coordinates.  From the
 * board's edge inwards: the number (outside the wood), the wood's edge,
 * a marked row's frame, the rings' room, the cavity, the rings' room, the
 * count, the last move's bar.  Black's row is at the top, so its number
 * is above. */
typedef struct
{
  TutorMarkFrame marks;   /* the cavity, the rings, the bar */
  double number_y;        /* the number's centre */
  double count_top;       /* the count's ink is centred between these */
  double count_bottom;
} HoleParts;

static void
get_parts (TutorHole *self, HoleParts *parts)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self));
  double height = gtk_widget_get_height (GTK_WIDGET (self));
  gboolean large = self->state.large_print;
  gboolean high_contrast
    = adw_style_manager_get_high_contrast (adw_style_manager_get_default ());
  gboolean top = self->side == TOGUZ_BLACK;
  double unit = width; /* a hole is one unit wide */
  double number_share, count_share, number, count;
  double ring = tutor_mark_ring_width (unit, large);
  double reach = tutor_mark_ring_reach (ring);
  double clear = MAX (1.0, unit * 0.02);
  double bar = tutor_mark_bar_thickness (unit, large);
  double bar_width = width * 0.55;
  double end = MAX (1.0, unit * 0.03); /* past the bar, to the cell's end */
  double margin, cavity_width, cavity_height;
  graphene_rect_t *cavity = &parts->marks.cavity;

  tutor_hole_get_shares (large, &number_share, &count_share);
  number = number_share * height;
  /* On a small board the count keeps room for legible figures (7 pixels
   * high) beside the rings and the bar: the cavity gives it up. */
  count = MAX (count_share * height,
               reach + 2 * clear + MIN_COUNT_INK + bar + end);
  /* Room between the wood's edge and the cavity for a marked row's frame
   * and the widest ring. */
  margin = MAX (height * 0.06,
                tutor_wood_edge_width (unit, large, high_contrast)
                  + tutor_mark_row_line (unit, large) + 2 * clear + reach);
  cavity_width = width * TUTOR_HOLE_CAVITY_WIDTH;
  cavity_height = MAX (height - number - count - margin, 1.0);
  graphene_rect_init (cavity, (float) ((width - cavity_width) / 2),
                      (float) (top ? number + margin : count),
                      (float) cavity_width, (float) cavity_height);
  parts->marks.ring = ring;
  graphene_rect_init (&parts->marks.bar, (float) ((width - bar_width) / 2),
                      (float) (top ? height - end - bar : end),
                      (float) bar_width, (float) bar);
  parts->number_y = top ? number * 0.45 : height - number * 0.45;
  if (top)
    {
      parts->count_top = cavity->origin.y + cavity->size.height + reach
                         + clear;
      parts->count_bottom = height - end - bar - clear;
    }
  else
    {
      parts->count_top = end + bar + clear;
      parts->count_bottom = cavity->origin.y - reach - clear;
    }
}

void
tutor_hole_get_cavity (TutorHole *self, graphene_rect_t *cavity)
{
  HoleParts parts;

  g_return_if_fail (TUTOR_IS_HOLE (self));

  get_parts (self, &parts);
  *cavity = parts.marks.cavity;
}

gboolean
tutor_hole_get_mark_bounds (TutorHole *self, TutorMark mark,
                            graphene_rect_t *bounds)
{
  HoleParts parts;

  g_return_val_if_fail (TUTOR_IS_HOLE (self), FALSE);

  get_parts (self, &parts);
  return tutor_mark_get_bounds (mark, &parts.marks, bounds);
}

/* The number, as large as its strip allows, and never smaller than 9
 * pixels while the strip has room for that. */
static PangoLayout *
number_layout (TutorHole *self)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self));
  double height = gtk_widget_get_height (GTK_WIDGET (self));
  gboolean large = self->state.large_print;
  g_autofree char *number = g_strdup_printf ("%u", self->index + 1);
  double number_share, count_share, strip, size;

  tutor_hole_get_shares (large, &number_share, &count_share);
  strip = number_share * height;
  size = MIN (strip * (large ? 0.82 : 0.62), width * 0.5);
  size = MAX (size, MIN (9.0, strip * 0.85));
  return tutor_text_layout (GTK_WIDGET (self), number, size,
                            (self->state.flags & TUTOR_HOLE_PLAYABLE)
                              || large);
}

/* The count, or "tuzdik" in letters as wide as the cell allows, its ink
 * no taller than the room between the rings and the bar. */
static PangoLayout *
count_layout (TutorHole *self, const HoleParts *parts)
{
  GtkWidget *widget = GTK_WIDGET (self);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  gboolean large = self->state.large_print;
  gboolean tuzdik = self->state.tuzdik_owner >= 0;
  double room = MAX (parts->count_bottom - parts->count_top, 1.0);
  double number_share, count_share, strip, size, scale = 1;
  g_autofree char *text = NULL;
  PangoLayout *layout;
  PangoRectangle ink;

  tutor_hole_get_shares (large, &number_share, &count_share);
  strip = count_share * height;
  size = MIN (strip * (large ? 0.82 : 0.68), width * 0.55);
  /* Never smaller than 9.5 pixels while there is room for that. */
  size = MAX (size, MIN (9.5, room * 1.3));
  if (tuzdik)
    {
      text = g_strdup (_("tuzdik"));
      size *= 0.8;
    }
  else
    text = g_strdup_printf ("%u", self->state.count);
  layout = tutor_text_layout (widget, text, size, !tuzdik);
  pango_layout_get_pixel_extents (layout, &ink, NULL);
  if (ink.height > room)
    scale = room / ink.height;
  if (ink.width * scale > width * 0.98)
    scale = width * 0.98 / ink.width;
  if (scale < 1)
    {
      g_object_unref (layout);
      layout = tutor_text_layout (widget, text, size * scale, !tuzdik);
    }
  return layout;
}

/* The ink of a layout drawn by tutor_draw_text_centered() at (x, y). */
static void
centered_ink (PangoLayout *layout, double x, double y,
              graphene_rect_t *bounds)
{
  PangoRectangle ink, logical;

  pango_layout_get_pixel_extents (layout, &ink, &logical);
  graphene_rect_init (bounds,
                      (float) (x - logical.x - logical.width / 2.0 + ink.x),
                      (float) (y - ink.height / 2.0), (float) ink.width,
                      (float) ink.height);
}

void
tutor_hole_get_number_bounds (TutorHole *self, graphene_rect_t *bounds)
{
  g_autoptr (PangoLayout) layout = NULL;
  HoleParts parts;

  g_return_if_fail (TUTOR_IS_HOLE (self));

  get_parts (self, &parts);
  layout = number_layout (self);
  centered_ink (layout, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                parts.number_y, bounds);
}

void
tutor_hole_get_count_bounds (TutorHole *self, graphene_rect_t *bounds)
{
  g_autoptr (PangoLayout) layout = NULL;
  HoleParts parts;

  g_return_if_fail (TUTOR_IS_HOLE (self));

  get_parts (self, &parts);
  layout = count_layout (self, &parts);
  centered_ink (layout, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                (parts.count_top + parts.count_bottom) / 2, bounds);
}

static void
draw_stones (TutorHole *self, cairo_t *cr, const graphene_rect_t *c,
             const TutorPalette *palette)
{
  graphene_rect_t area;
  double inset = c->size.width * 0.1;

  graphene_rect_inset_r (c, (float) inset, (float) inset, &area);
  tutor_draw_stones (cr, &area, self->state.count,
                     c->size.width * MAX_STONE_SHARE,
                     c->size.width * MIN_STONE_SHARE, palette);
}

static void
draw_badge (TutorHole *self, GtkSnapshot *snapshot, const graphene_rect_t *c,
            const TutorPalette *palette)
{
  g_autofree char *text = NULL;
  g_autoptr (PangoLayout) layout = NULL;
  PangoRectangle logical;
  double size = c->size.width * 0.36;
  double pad = size * 0.35;
  double bw, bh, cx, cy;
  GskRoundedRect pill;

  if (self->state.preview_tuzdik)
    text = g_strdup (_("tuzdik"));
  else
    /* Translators: on a badge, the stones a move would capture. */
    text = g_strdup_printf (_("+%u"), self->state.preview_capture);
  layout = tutor_text_layout (GTK_WIDGET (self), text, size, TRUE);
  pango_layout_get_pixel_extents (layout, NULL, &logical);
  bw = MAX (logical.width + 2 * pad, logical.height);
  bh = logical.height;
  /* Never wider than the cell: shrink the text instead. */
  if (bw > gtk_widget_get_width (GTK_WIDGET (self)))
    {
      double scale = gtk_widget_get_width (GTK_WIDGET (self)) / bw;

      g_object_unref (layout);
      layout = tutor_text_layout (GTK_WIDGET (self), text, size * scale,
                                  TRUE);
      pango_layout_get_pixel_extents (layout, NULL, &logical);
      bw = logical.width + 2 * pad * scale;
      bh = logical.height;
    }
  cx = c->origin.x + c->size.width / 2;
  cy = c->origin.y + c->size.height / 2;
  gsk_rounded_rect_init_from_rect (&pill,
                                   &GRAPHENE_RECT_INIT ((float) (cx - bw / 2),
                                                        (float) (cy - bh / 2),
                                                        (float) bw,
                                                        (float) bh),
                                   (float) (bh / 2));
  gtk_snapshot_push_rounded_clip (snapshot, &pill);
  gtk_snapshot_append_color (snapshot, &palette->capture, &pill.bounds);
  gtk_snapshot_pop (snapshot);
  tutor_draw_text_centered (snapshot, layout, cx, cy, &palette->on_capture);
}

static void
draw_texts (TutorHole *self, GtkSnapshot *snapshot, const HoleParts *parts,
            const TutorPalette *palette)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self));
  g_autoptr (PangoLayout) number = number_layout (self);
  g_autoptr (PangoLayout) count = count_layout (self, parts);
  GdkRGBA number_color = palette->number;

  if (self->state.flags & TUTOR_HOLE_PLAYABLE || self->state.large_print)
    number_color.alpha = MAX (number_color.alpha, 0.95);
  tutor_draw_text_centered (snapshot, number, width / 2, parts->number_y,
                            &number_color);
  /* The count is always written; a tuzdik says what it is instead (its
   * count is always 0). */
  tutor_draw_text_centered (snapshot, count, width / 2,
                            (parts->count_top + parts->count_bottom) / 2,
                            &palette->count);
}

/* The marks under the stones (a tuzdik's cross, the preview's wash),
 * or over them (the rest). */
static void
draw_marks (TutorHole *self, cairo_t *cr, const HoleParts *parts,
            gboolean under, const TutorPalette *palette)
{
  for (TutorMark mark = 0; mark < TUTOR_N_MARKS; mark++)
    {
      gboolean is_under = mark == TUTOR_MARK_TUZDIK_WHITE
                          || mark == TUTOR_MARK_TUZDIK_BLACK
                          || mark == TUTOR_MARK_LANDING;

      /* The row's band is the board's. */
      if ((self->marks & (1u << mark)) && mark != TUTOR_MARK_ROW
          && is_under == under)
        tutor_mark_draw (cr, mark, &parts->marks, palette);
    }
}

static void
tutor_hole_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TutorHole *self = TUTOR_HOLE (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  GtkStateFlags state = gtk_widget_get_state_flags (widget);
  TutorPalette palette;
  HoleParts parts;
  const graphene_rect_t *cavity = &parts.marks.cavity;
  double line;
  cairo_t *cr;

  if (width < 4 || height < 4)
    return;
  tutor_palette_lookup (widget, &palette);
  get_parts (self, &parts);
  line = MAX (1.0, cavity->size.width * 0.03);
  if (self->state.large_print || palette.high_contrast)
    line *= 2;

  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (0, 0, (float) width,
                                                       (float) height));
  tutor_draw_basin (cr, cavity, cavity->size.width / 2,
                    MAX (1.5, cavity->size.width * 0.07), line, &palette);
  /* A wash under the stones of the hole to sow. */
  if (((state & GTK_STATE_FLAG_PRELIGHT)
       && (self->state.flags & TUTOR_HOLE_PLAYABLE))
      || (self->state.flags & TUTOR_HOLE_PREVIEW_ORIGIN))
    {
      tutor_path_rounded (cr, cavity->origin.x, cavity->origin.y,
                          cavity->size.width, cavity->size.height,
                          cavity->size.width / 2);
      tutor_set_source (cr, &palette.hover);
      cairo_fill (cr);
    }
  /* ... and of the hole a stone has just fallen into. */
  if (self->state.flags & TUTOR_HOLE_SOWN)
    {
      tutor_path_rounded (cr, cavity->origin.x, cavity->origin.y,
                          cavity->size.width, cavity->size.height,
                          cavity->size.width / 2);
      cairo_set_source_rgba (cr, palette.stone.red, palette.stone.green,
                             palette.stone.blue, 0.3);
      cairo_fill (cr);
    }
  draw_marks (self, cr, &parts, TRUE, &palette);
  draw_stones (self, cr, cavity, &palette);
  draw_marks (self, cr, &parts, FALSE, &palette);
  if (state & GTK_STATE_FLAG_FOCUS_VISIBLE)
    {
      double focus = MAX (2.0, width * 0.035);

      tutor_path_rounded (cr, focus / 2, focus / 2, width - focus,
                          height - focus, MIN (width * 0.2, 12.0));
      cairo_set_line_width (cr, focus);
      tutor_set_source (cr, &palette.focus);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);

  draw_texts (self, snapshot, &parts, &palette);
  if ((self->marks & (1u << TUTOR_MARK_LANDING))
      && (self->state.preview_capture > 0 || self->state.preview_tuzdik))
    draw_badge (self, snapshot, cavity, &palette);
}

static void
tutor_hole_state_flags_changed (GtkWidget *widget, GtkStateFlags previous)
{
  GtkStateFlags now = gtk_widget_get_state_flags (widget);
  GtkStateFlags watched = GTK_STATE_FLAG_PRELIGHT
                          | GTK_STATE_FLAG_FOCUS_VISIBLE
                          | GTK_STATE_FLAG_FOCUSED;

  if ((now ^ previous) & watched)
    gtk_widget_queue_draw (widget);
  GTK_WIDGET_CLASS (tutor_hole_parent_class)->state_flags_changed (widget,
                                                                    previous);
}

static void
click_released (GtkGestureClick *gesture, int n_press, double x, double y,
                TutorHole *self)
{
  /* Only a release inside the hole counts, as with a button. */
  if (x < 0 || y < 0 || x > gtk_widget_get_width (GTK_WIDGET (self))
      || y > gtk_widget_get_height (GTK_WIDGET (self)))
    return;
  gtk_widget_activate (GTK_WIDGET (self));
}

/* The action assistive technologies list and perform (GTK 4.8 offers a
 * widget's own actions as its accessible actions): a click. */
static void
click_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  gtk_widget_activate (widget);
}

static void
tutor_hole_finalize (GObject *object)
{
  TutorHole *self = TUTOR_HOLE (object);

  g_free (self->label);
  g_free (self->description);
  g_free (self->tooltip);
  G_OBJECT_CLASS (tutor_hole_parent_class)->finalize (object);
}

static void
tutor_hole_class_init (TutorHoleClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tutor_hole_finalize;
  widget_class->snapshot = tutor_hole_snapshot;
  widget_class->state_flags_changed = tutor_hole_state_flags_changed;

  /**
   * TutorHole::activate:
   *
   * Emitted when the hole is clicked, or chosen with Enter or Space while
   * it has the focus.  The board turns it into TutorBoard::hole-activated.
   */
  signals[ACTIVATE] = g_signal_new ("activate", G_TYPE_FROM_CLASS (klass),
                                    G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION, 0,
                                    NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_activate_signal (widget_class, signals[ACTIVATE]);
  gtk_widget_class_install_action (widget_class, "hole.click", NULL,
                                   click_action);

  gtk_widget_class_set_css_name (widget_class, "hole");
  gtk_widget_class_set_accessible_role (widget_class,
                                        GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
tutor_hole_init (TutorHole *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  self->state.tuzdik_owner = -1;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "hole.click", FALSE);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (click_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
}

GtkWidget *
tutor_hole_new (ToguzSide side, guint hole)
{
  TutorHole *self;

  g_return_val_if_fail (hole < TOGUZ_MAX_HOLES, NULL);

  self = g_object_new (TUTOR_TYPE_HOLE, NULL);
  self->side = side;
  self->index = hole;
  gtk_widget_add_css_class (GTK_WIDGET (self),
                            side == TOGUZ_WHITE ? "white" : "black");
  update_accessible (self);
  return GTK_WIDGET (self);
}
