/* tutor-eval-graph.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tutor-eval-graph.h"
#include "tutor-style.h"

struct _TutorEvalGraph
{
  GtkWidget parent_instance;

  GArray *values;       /* int, hundredths, White's view, the plies done */
  GArray *classes;      /* guint8 ToguzMoveClass of each */
  guint n_plies;
  int current;
  char *description;
};

G_DEFINE_FINAL_TYPE (TutorEvalGraph, tutor_eval_graph, GTK_TYPE_WIDGET)

enum
{
  PLY_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

#define PADDING 6.0
#define LINE_WIDTH 2.0
#define DOT_RADIUS 4.5
/* Stones at which the curve is three quarters of the way to the edge:
 * small leads stay visible, a won game does not flatten the rest. */
#define HALF_SCALE_STONES 12.0

static double
ply_x (TutorEvalGraph *self, int ply, double width)
{
  double inner = width - 2 * PADDING;

  if (self->n_plies == 0)
    return PADDING;
  return PADDING + inner * (ply + 1) / self->n_plies;
}

static double
value_y (int value, double height)
{
  double stones = value / 100.0;
  double half = height / 2 - PADDING;

  return height / 2 - half * tanh (stones / HALF_SCALE_STONES);
}

int
tutor_eval_graph_ply_at (TutorEvalGraph *self, double x)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self));
  double inner = width - 2 * PADDING;
  int ply;

  g_return_val_if_fail (TUTOR_IS_EVAL_GRAPH (self), -1);
  if (self->n_plies == 0 || inner <= 0)
    return -1;
  ply = (int) lround ((x - PADDING) / inner * self->n_plies) - 1;
  return CLAMP (ply, -1, (int) self->n_plies - 1);
}

static const char *
class_color_name (ToguzMoveClass move_class, const char **fallback)
{
  switch (move_class)
    {
    case TOGUZ_MOVE_CLASS_INACCURACY:
      *fallback = "#c88800";
      return "tutor_review_inaccuracy";
    case TOGUZ_MOVE_CLASS_MISTAKE:
      *fallback = "#e66100";
      return "tutor_review_mistake";
    case TOGUZ_MOVE_CLASS_BLUNDER:
      *fallback = "#c01c28";
      return "tutor_review_blunder";
    default:
      return NULL;
    }
}

static void
draw_curve (TutorEvalGraph *self, cairo_t *cr, double width, double height,
            gboolean close)
{
  cairo_move_to (cr, PADDING, height / 2);
  for (guint i = 0; i < self->values->len; i++)
    cairo_line_to (cr, ply_x (self, (int) i, width),
                   value_y (g_array_index (self->values, int, i), height));
  if (close)
    {
      cairo_line_to (cr, ply_x (self, (int) self->values->len - 1, width),
                     height / 2);
      cairo_close_path (cr);
    }
}

static void
draw_side_names (GtkWidget *widget, cairo_t *cr, const GdkRGBA *text,
                 double height)
{
  g_autoptr (PangoLayout) white = gtk_widget_create_pango_layout (
    widget, _("White ahead"));
  g_autoptr (PangoLayout) black = gtk_widget_create_pango_layout (
    widget, _("Black ahead"));
  PangoAttrList *small = pango_attr_list_new ();
  int black_height;

  /* Smaller than the text around: a legend, not a heading. */
  pango_attr_list_insert (small, pango_attr_scale_new (0.85));
  pango_layout_set_attributes (white, small);
  pango_layout_set_attributes (black, small);
  pango_attr_list_unref (small);
  gdk_cairo_set_source_rgba (cr, text);
  cairo_move_to (cr, PADDING + 2, 2);
  pango_cairo_show_layout (cr, white);
  pango_layout_get_pixel_size (black, NULL, &black_height);
  cairo_move_to (cr, PADDING + 2, height - black_height - 2);
  pango_cairo_show_layout (cr, black);
}

static void
tutor_eval_graph_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TutorEvalGraph *self = TUTOR_EVAL_GRAPH (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  GdkRGBA ahead, behind, line, grid, text, current;
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;
  tutor_style_lookup_color (widget, "tutor_review_white_ahead",
                            "rgba(28,113,216,0.35)", &ahead);
  tutor_style_lookup_color (widget, "tutor_review_black_ahead",
                            "rgba(0,0,0,0.22)", &behind);
  tutor_style_lookup_color (widget, "tutor_chart_text", "rgba(0,0,0,0.7)",
                            &line);
  tutor_style_lookup_color (widget, "tutor_chart_grid", "rgba(0,0,0,0.18)",
                            &grid);
  tutor_style_lookup_color (widget, "tutor_chart_text", "rgba(0,0,0,0.7)",
                            &text);
  tutor_style_lookup_color (widget, "accent_color", "#1c71d8", &current);

  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (0, 0, width, height));
  draw_side_names (widget, cr, &text, height);

  /* The even mark. */
  gdk_cairo_set_source_rgba (cr, &grid);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, PADDING, floor (height / 2) + 0.5);
  cairo_line_to (cr, width - PADDING, floor (height / 2) + 0.5);
  cairo_stroke (cr);

  if (self->values->len > 0)
    {
      /* Above the mark White is ahead, below Black: each half its fill. */
      cairo_save (cr);
      cairo_rectangle (cr, 0, 0, width, height / 2);
      cairo_clip (cr);
      draw_curve (self, cr, width, height, TRUE);
      gdk_cairo_set_source_rgba (cr, &ahead);
      cairo_fill (cr);
      cairo_restore (cr);
      cairo_save (cr);
      cairo_rectangle (cr, 0, height / 2, width, height / 2);
      cairo_clip (cr);
      draw_curve (self, cr, width, height, TRUE);
      gdk_cairo_set_source_rgba (cr, &behind);
      cairo_fill (cr);
      cairo_restore (cr);

      draw_curve (self, cr, width, height, FALSE);
      gdk_cairo_set_source_rgba (cr, &line);
      cairo_set_line_width (cr, LINE_WIDTH);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke (cr);
    }

  if (self->current >= -1 && self->n_plies > 0)
    {
      double x = round (ply_x (self, self->current, width)) + 0.5;

      gdk_cairo_set_source_rgba (cr, &current);
      cairo_set_line_width (cr, 2);
      cairo_move_to (cr, x, PADDING / 2);
      cairo_line_to (cr, x, height - PADDING / 2);
      cairo_stroke (cr);
    }

  for (guint i = 0; i < self->classes->len; i++)
    {
      ToguzMoveClass move_class = g_array_index (self->classes, guint8, i);
      const char *fallback = NULL;
      const char *name = class_color_name (move_class, &fallback);
      GdkRGBA dot;

      if (name == NULL)
        continue;
      tutor_style_lookup_color (widget, name, fallback, &dot);
      cairo_arc (cr, ply_x (self, (int) i, width),
                 value_y (g_array_index (self->values, int, i), height),
                 move_class == TOGUZ_MOVE_CLASS_INACCURACY ? DOT_RADIUS - 1
                                                           : DOT_RADIUS,
                 0, 2 * G_PI);
      gdk_cairo_set_source_rgba (cr, &dot);
      cairo_fill_preserve (cr);
      /* A ring in the background's colour keeps a dot apart from the
       * line it sits on, in every theme. */
      gdk_cairo_set_source_rgba (cr, &grid);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

static void
activate_ply (TutorEvalGraph *self, int ply)
{
  if (self->n_plies == 0)
    return;
  ply = CLAMP (ply, -1, (int) self->n_plies - 1);
  g_signal_emit (self, signals[PLY_ACTIVATED], 0, ply);
}

static void
on_pressed (GtkGestureClick *gesture, int n_press, double x, double y,
            TutorEvalGraph *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
  activate_ply (self, tutor_eval_graph_ply_at (self, x));
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller, guint keyval,
                guint keycode, GdkModifierType state, TutorEvalGraph *self)
{
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      activate_ply (self, self->current - 1);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      activate_ply (self, self->current + 1);
      return TRUE;
    case GDK_KEY_Home:
      activate_ply (self, -1);
      return TRUE;
    case GDK_KEY_End:
      activate_ply (self, (int) self->n_plies - 1);
      return TRUE;
    default:
      return FALSE;
    }
}

static void
tutor_eval_graph_measure (GtkWidget *widget, GtkOrientation orientation,
                          int for_size, int *minimum, int *natural,
                          int *minimum_baseline, int *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 120 : 72;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 480 : 96;
}

static void
tutor_eval_graph_finalize (GObject *object)
{
  TutorEvalGraph *self = TUTOR_EVAL_GRAPH (object);

  g_array_unref (self->values);
  g_array_unref (self->classes);
  g_free (self->description);
  G_OBJECT_CLASS (tutor_eval_graph_parent_class)->finalize (object);
}

static void
tutor_eval_graph_class_init (TutorEvalGraphClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tutor_eval_graph_finalize;
  widget_class->snapshot = tutor_eval_graph_snapshot;
  widget_class->measure = tutor_eval_graph_measure;

  signals[PLY_ACTIVATED] = g_signal_new ("ply-activated",
                                         G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                         NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  gtk_widget_class_set_css_name (widget_class, "evalgraph");
  gtk_widget_class_set_accessible_role (widget_class,
                                        GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tutor_eval_graph_init (TutorEvalGraph *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->values = g_array_new (FALSE, FALSE, sizeof (int));
  self->classes = g_array_new (FALSE, FALSE, sizeof (guint8));
  self->current = -1;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self),
                               _("Stones ahead after each move: click to "
                                 "go to a move"));
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Evaluation graph"), -1);
}

GtkWidget *
tutor_eval_graph_new (void)
{
  return g_object_new (TUTOR_TYPE_EVAL_GRAPH, NULL);
}

/* "12. 76 (blunder)": a move the description names. */
static void
append_move (GString *text, ToguzGameAnalysis *analysis,
             const ToguzPlyAnalysis *ply)
{
  g_autofree char *name = toguz_game_analysis_dup_move_name (analysis,
                                                             ply->ply);
  g_autofree char *label = g_utf8_strdown (
    toguz_move_class_to_label (ply->move_class), -1);

  if (text->len)
    g_string_append (text, ", ");
  g_string_append_printf (text, "%s (%s)", name, label);
}

static void
describe (TutorEvalGraph *self, ToguzGameAnalysis *analysis)
{
  g_autoptr (GString) mistakes = g_string_new (NULL);
  g_autofree char *lead = NULL;
  g_autofree char *progress = NULL;
  int last;

  for (guint i = 0; i < self->classes->len; i++)
    if (g_array_index (self->classes, guint8, i) >= TOGUZ_MOVE_CLASS_MISTAKE)
      append_move (mistakes, analysis,
                   toguz_game_analysis_get_ply (analysis, i));
  if (self->values->len == 0)
    lead = g_strdup (_("Nothing analysed yet."));
  else
    {
      last = (int) lround (g_array_index (self->values, int,
                                          self->values->len - 1) / 100.0);
      if (last == 0)
        lead = g_strdup (_("After the last move analysed, the game is "
                           "even."));
      else
        lead = g_strdup_printf (
          last > 0 ? g_dngettext (GETTEXT_PACKAGE,
                                  "After the last move analysed, White is "
                                  "%d stone ahead.",
                                  "After the last move analysed, White is "
                                  "%d stones ahead.",
                                  last)
                   : g_dngettext (GETTEXT_PACKAGE,
                                  "After the last move analysed, Black is "
                                  "%d stone ahead.",
                                  "After the last move analysed, Black is "
                                  "%d stones ahead.",
                                  -last),
          ABS (last));
    }
  progress = g_strdup_printf (_("%u of %u moves analysed."),
                              self->values->len, self->n_plies);
  g_free (self->description);
  if (mistakes->len)
    /* Translators: %1$s says how far the analysis is, %2$s who is ahead,
     * %3$s lists moves: "12. 76 (blunder), 15… 34 (mistake)". */
    self->description = g_strdup_printf (_("%1$s %2$s Mistakes and "
                                           "blunders: %3$s."),
                                         progress, lead, mistakes->str);
  else
    self->description = g_strdup_printf ("%s %s", progress, lead);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  self->description, -1);
}

void
tutor_eval_graph_update (TutorEvalGraph *self, ToguzGameAnalysis *analysis)
{
  g_return_if_fail (TUTOR_IS_EVAL_GRAPH (self));

  g_array_set_size (self->values, 0);
  g_array_set_size (self->classes, 0);
  self->n_plies = 0;
  if (analysis)
    {
      unsigned n_values;
      const int *values = toguz_game_analysis_get_evaluation (analysis,
                                                              &n_values);

      self->n_plies = toguz_game_analysis_get_n_plies (analysis);
      g_array_append_vals (self->values, values, n_values);
      for (unsigned i = 0; i < n_values; i++)
        {
          guint8 move_class
            = toguz_game_analysis_get_ply (analysis, i)->move_class;
          g_array_append_val (self->classes, move_class);
        }
      describe (self, analysis);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tutor_eval_graph_set_current (TutorEvalGraph *self, int ply)
{
  g_return_if_fail (TUTOR_IS_EVAL_GRAPH (self));
  if (self->current == ply)
    return;
  self->current = ply;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
tutor_eval_graph_get_current (TutorEvalGraph *self)
{
  g_return_val_if_fail (TUTOR_IS_EVAL_GRAPH (self), -1);
  return self->current;
}

const char *
tutor_eval_graph_get_description (TutorEvalGraph *self)
{
  g_return_val_if_fail (TUTOR_IS_EVAL_GRAPH (self), NULL);
  return self->description;
}
