/* tutor-hole.c: one hole of the board, its own focusable widget
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "toguz-explain-text.h"
#include "tutor-draw.h"
#include "tutor-hole.h"

struct _TutorHole
{
  GtkWidget parent_instance;

  ToguzSide side;
  guint index;
  TutorHoleState state;
  char *label;
  char *description;
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

  if (flags & TUTOR_HOLE_LAST_MOVE)
    add_sentence (text, _("Part of the last move."));
  if (flags & TUTOR_HOLE_CAPTURE)
    add_sentence (text, _("Marked as captured."));
  if (flags & TUTOR_HOLE_HINT)
    add_sentence (text, _("Marked by a hint."));
  if (flags & TUTOR_HOLE_TARGET)
    add_sentence (text, _("Marked as the target."));
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
  else if (flags & TUTOR_HOLE_PREVIEW_LANDING)
    add_sentence (text, _("The last stone of the previewed move lands "
                          "here."));
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
tutor_hole_set_state (TutorHole *self, const TutorHoleState *state)
{
  g_return_if_fail (TUTOR_IS_HOLE (self));
  g_return_if_fail (state != NULL);

  if (memcmp (&self->state, state, sizeof *state) == 0 && self->label)
    return;
  self->state = *state;
  update_accessible (self);
  if (state->flags & TUTOR_HOLE_PLAYABLE)
    gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");
  else
    gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tutor_hole_get_shares (gboolean large_print, double *number_share,
                       double *count_share)
{
  *number_share = large_print ? 0.2 : 0.17;
  *count_share = large_print ? 0.23 : 0.19;
}

/* The strips of the hole's cell, in pixels. */
static void
get_strips (TutorHole *self, double *number, double *count)
{
  double height = gtk_widget_get_height (GTK_WIDGET (self));

  tutor_hole_get_shares (self->state.large_print, number, count);
  *number *= height;
  *count *= height;
}

/* The hole's cell, from the board's edge inwards: number, cavity, count.
 * Black's row is at the top, so its number is above. */
void
tutor_hole_get_cavity (TutorHole *self, graphene_rect_t *cavity)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self));
  double height = gtk_widget_get_height (GTK_WIDGET (self));
  double number, count;
  double margin = height * 0.045;
  double cavity_width = width * TUTOR_HOLE_CAVITY_WIDTH;
  double cavity_height, y;

  get_strips (self, &number, &count);
  cavity_height = height - number - count - margin;
  y = self->side == TOGUZ_BLACK ? number + margin : count;

  graphene_rect_init (cavity, (float) ((width - cavity_width) / 2),
                      (float) y, (float) cavity_width,
                      (float) MAX (cavity_height, 1.0));
}

/* Stroked twice: a dark halo, then the colour, so a mark stands out on
 * light wood and dark wood alike. */
static void
stroke_with_halo (cairo_t *cr, const GdkRGBA *color, const GdkRGBA *halo,
                  double width)
{
  cairo_set_line_width (cr, width * 1.6);
  tutor_set_source (cr, halo);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, width);
  tutor_set_source (cr, color);
  cairo_stroke (cr);
}

static void
draw_cavity (TutorHole *self, cairo_t *cr, const graphene_rect_t *c,
             const TutorPalette *palette, double line)
{
  double x = c->origin.x, y = c->origin.y;
  double w = c->size.width, h = c->size.height;
  double radius = w / 2;

  tutor_draw_basin (cr, c, radius, MAX (1.5, w * 0.07), line, palette);

  if (self->state.tuzdik_owner >= 0)
    {
      const GdkRGBA *mark = self->state.tuzdik_owner == TOGUZ_WHITE
                              ? &palette->white_mark : &palette->black_mark;
      const GdkRGBA *outline = self->state.tuzdik_owner == TOGUZ_WHITE
                                 ? &palette->white_outline
                                 : &palette->black_outline;
      double size = w * 0.62;
      double cx = x + w / 2, cy = y + h / 2;
      double stroke = MAX (2.0, w * 0.13);

      /* A wash of the owner's colour, then the owner's cross. */
      tutor_path_rounded (cr, x, y, w, h, radius);
      cairo_set_source_rgba (cr, mark->red, mark->green, mark->blue, 0.35);
      cairo_fill (cr);

      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_move_to (cr, cx - size / 2, cy - size / 2);
      cairo_line_to (cr, cx + size / 2, cy + size / 2);
      cairo_move_to (cr, cx + size / 2, cy - size / 2);
      cairo_line_to (cr, cx - size / 2, cy + size / 2);
      cairo_set_line_width (cr, stroke + MAX (2.0, stroke * 0.5));
      tutor_set_source (cr, outline);
      cairo_stroke_preserve (cr);
      cairo_set_line_width (cr, stroke);
      tutor_set_source (cr, mark);
      cairo_stroke (cr);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
    }
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
draw_marks (TutorHole *self, cairo_t *cr, const graphene_rect_t *c,
            const TutorPalette *palette, double line)
{
  guint flags = self->state.flags;
  double x = c->origin.x, y = c->origin.y;
  double w = c->size.width, h = c->size.height;
  double mark = MAX (2.0, w * 0.075) * (self->state.large_print ? 1.4 : 1.0);
  double gap = mark * 1.1;
  const GdkRGBA *halo = &palette->cavity_edge;

  if (flags & TUTOR_HOLE_SOWN)
    {
      tutor_path_rounded (cr, x, y, w, h, w / 2);
      cairo_set_source_rgba (cr, palette->stone.red, palette->stone.green,
                             palette->stone.blue, 0.3);
      cairo_fill (cr);
    }

  if (flags & TUTOR_HOLE_PREVIEW_LANDING)
    {
      /* One solid ring where the last stone will fall. */
      tutor_path_rounded (cr, x - gap, y - gap, w + 2 * gap, h + 2 * gap,
                          w / 2 + gap);
      stroke_with_halo (cr, &palette->preview, halo, mark);
    }

  if (flags & TUTOR_HOLE_CAPTURE)
    {
      /* Two rings: around the cavity and just inside it. */
      tutor_path_rounded (cr, x - gap, y - gap, w + 2 * gap, h + 2 * gap,
                          w / 2 + gap);
      stroke_with_halo (cr, &palette->capture, halo, mark);
      tutor_path_rounded (cr, x + mark, y + mark, w - 2 * mark, h - 2 * mark,
                          w / 2 - mark);
      cairo_set_line_width (cr, mark * 0.8);
      tutor_set_source (cr, &palette->capture);
      cairo_stroke (cr);
    }

  if (flags & TUTOR_HOLE_HINT)
    {
      double g = (flags & TUTOR_HOLE_CAPTURE) ? gap + 2 * mark : gap;

      cairo_set_dash (cr, (double[]) { mark * 2.2, mark * 1.4 }, 2, 0);
      tutor_path_rounded (cr, x - g, y - g, w + 2 * g, h + 2 * g, w / 2 + g);
      stroke_with_halo (cr, &palette->hint, halo, mark);
      cairo_set_dash (cr, NULL, 0, 0);
    }

  if (flags & TUTOR_HOLE_TARGET)
    {
      double g = gap + mark * 0.5;
      double arm = MIN (w, h) * 0.32;
      double l = x - g, r = x + w + g, t = y - g, b = y + h + g;

      /* Four corner brackets, like a viewfinder. */
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
      cairo_move_to (cr, l, t + arm);
      cairo_line_to (cr, l, t);
      cairo_line_to (cr, l + arm, t);
      cairo_move_to (cr, r - arm, t);
      cairo_line_to (cr, r, t);
      cairo_line_to (cr, r, t + arm);
      cairo_move_to (cr, r, b - arm);
      cairo_line_to (cr, r, b);
      cairo_line_to (cr, r - arm, b);
      cairo_move_to (cr, l + arm, b);
      cairo_line_to (cr, l, b);
      cairo_line_to (cr, l, b - arm);
      stroke_with_halo (cr, &palette->target, halo, mark * 1.2);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
    }
}

/* The last move's bar, between the number and the board. */
static void
draw_last_move_bar (TutorHole *self, cairo_t *cr, const TutorPalette *palette)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self));
  double height = gtk_widget_get_height (GTK_WIDGET (self));
  double strip, count_strip;
  double thick;
  double bar = width * 0.6;
  double y;

  get_strips (self, &strip, &count_strip);
  thick = MAX (3.0, strip * 0.2);
  y = self->side == TOGUZ_BLACK ? strip - thick * 1.3
                                : height - strip + thick * 0.3;

  tutor_path_rounded (cr, (width - bar) / 2, y, bar, thick, thick / 2);
  tutor_set_source (cr, &palette->last_move);
  cairo_fill (cr);
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
draw_texts (TutorHole *self, GtkSnapshot *snapshot,
            const TutorPalette *palette)
{
  GtkWidget *widget = GTK_WIDGET (self);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  double number_strip, count_strip;
  gboolean large = self->state.large_print;
  gboolean top = self->side == TOGUZ_BLACK;
  g_autofree char *number = g_strdup_printf ("%u", self->index + 1);
  g_autofree char *count = NULL;
  g_autoptr (PangoLayout) number_layout = NULL;
  g_autoptr (PangoLayout) count_layout = NULL;
  double number_size, count_size, y;
  PangoRectangle logical;
  GdkRGBA number_color = palette->number;

  get_strips (self, &number_strip, &count_strip);
  /* As large as the strips allow, and never smaller than 9 pixels while
   * the strips have room for that. */
  number_size = MIN (number_strip * (large ? 0.82 : 0.62), width * 0.5);
  number_size = MAX (number_size, MIN (9.0, number_strip * 0.85));
  count_size = MIN (count_strip * (large ? 0.82 : 0.68), width * 0.55);
  count_size = MAX (count_size, MIN (9.5, count_strip * 0.85));

  if (self->state.flags & TUTOR_HOLE_PLAYABLE || large)
    number_color.alpha = MAX (number_color.alpha, 0.95);
  number_layout = tutor_text_layout (widget, number, number_size,
                                     (self->state.flags & TUTOR_HOLE_PLAYABLE)
                                       || large);
  y = top ? number_strip * 0.45 : height - number_strip * 0.45;
  tutor_draw_text_centered (snapshot, number_layout, width / 2, y,
                            &number_color);

  /* The count is always written; a tuzdik says what it is instead (its
   * count is always 0), in letters as wide as the cell allows. */
  if (self->state.tuzdik_owner >= 0)
    {
      count = g_strdup (_("tuzdik"));
      count_layout = tutor_text_layout (widget, count, count_size * 0.8,
                                        FALSE);
      pango_layout_get_pixel_extents (count_layout, NULL, &logical);
      if (logical.width > width * 0.98)
        {
          g_object_unref (count_layout);
          count_layout = tutor_text_layout (widget, count,
                                            count_size * 0.8 * width * 0.98
                                              / logical.width,
                                            FALSE);
        }
    }
  else
    {
      count = g_strdup_printf ("%u", self->state.count);
      count_layout = tutor_text_layout (widget, count, count_size, TRUE);
    }
  y = top ? height - count_strip * 0.5 : count_strip * 0.5;
  tutor_draw_text_centered (snapshot, count_layout, width / 2, y,
                            &palette->count);
}

static void
tutor_hole_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TutorHole *self = TUTOR_HOLE (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  GtkStateFlags state = gtk_widget_get_state_flags (widget);
  TutorPalette palette;
  graphene_rect_t cavity;
  double line;
  cairo_t *cr;

  if (width < 4 || height < 4)
    return;
  tutor_palette_lookup (widget, &palette);
  tutor_hole_get_cavity (self, &cavity);
  line = MAX (1.0, cavity.size.width * 0.03);
  if (self->state.large_print || palette.high_contrast)
    line *= 2;

  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (0, 0, (float) width,
                                                       (float) height));
  draw_cavity (self, cr, &cavity, &palette, line);
  /* Washes under the stones: the hole to sow, and where it lands. */
  if (((state & GTK_STATE_FLAG_PRELIGHT)
       && (self->state.flags & TUTOR_HOLE_PLAYABLE))
      || (self->state.flags & TUTOR_HOLE_PREVIEW_ORIGIN))
    {
      tutor_path_rounded (cr, cavity.origin.x, cavity.origin.y,
                          cavity.size.width, cavity.size.height,
                          cavity.size.width / 2);
      tutor_set_source (cr, &palette.hover);
      cairo_fill (cr);
    }
  if (self->state.flags & TUTOR_HOLE_PREVIEW_LANDING)
    {
      tutor_path_rounded (cr, cavity.origin.x, cavity.origin.y,
                          cavity.size.width, cavity.size.height,
                          cavity.size.width / 2);
      cairo_set_source_rgba (cr, palette.preview.red, palette.preview.green,
                             palette.preview.blue, 0.2);
      cairo_fill (cr);
    }
  draw_stones (self, cr, &cavity, &palette);
  draw_marks (self, cr, &cavity, &palette, line);
  if (self->state.flags & TUTOR_HOLE_LAST_MOVE)
    draw_last_move_bar (self, cr, &palette);
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

  draw_texts (self, snapshot, &palette);
  if ((self->state.flags & TUTOR_HOLE_PREVIEW_LANDING)
      && (self->state.preview_capture > 0 || self->state.preview_tuzdik))
    draw_badge (self, snapshot, &cavity, &palette);
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

static void
tutor_hole_finalize (GObject *object)
{
  TutorHole *self = TUTOR_HOLE (object);

  g_free (self->label);
  g_free (self->description);
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

  gtk_widget_class_set_css_name (widget_class, "hole");
  gtk_widget_class_set_accessible_role (widget_class,
                                        GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
tutor_hole_init (TutorHole *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  self->state.tuzdik_owner = -1;
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
