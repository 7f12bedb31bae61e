/* tutor-rating-chart.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "tutor-style.h"
#include "tutor-progress-rating.h"
#include "tutor-rating-chart.h"

struct _TutorRatingChart
{
  GtkWidget parent_instance;

  GArray *values;     /* double: the start, when known, then each point */
  guint n_points;
};

G_DEFINE_FINAL_TYPE (TutorRatingChart, tutor_rating_chart, GTK_TYPE_WIDGET)

/* The space the range's numbers and the line keep from the edges. */
#define PADDING 6.0
#define LINE_WIDTH 2.5
#define DOT_RADIUS 4.0
/* The range shown: whole steps of 50, at least 100 points high. */
#define STEP 50.0
#define MIN_SPAN 100.0

static void
range (TutorRatingChart *self, double *low, double *high)
{
  double min = INFINITY, max = -INFINITY;

  for (guint i = 0; i < self->values->len; i++)
    {
      double value = g_array_index (self->values, double, i);

      min = MIN (min, value);
      max = MAX (max, value);
    }
  if (self->values->len == 0)
    min = max = 1500;
  *low = floor (min / STEP) * STEP;
  *high = ceil (max / STEP) * STEP;
  if (*high - *low < MIN_SPAN)
    {
      double middle = round ((*low + *high) / 2 / STEP) * STEP;

      *low = middle - MIN_SPAN / 2;
      *high = middle + MIN_SPAN / 2;
    }
}

static PangoLayout *
number_layout (GtkWidget *widget, double value)
{
  g_autofree char *text = g_strdup_printf ("%.0f", value);

  return gtk_widget_create_pango_layout (widget, text);
}

static void
tutor_rating_chart_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TutorRatingChart *self = TUTOR_RATING_CHART (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  g_autoptr (PangoLayout) top = NULL, bottom = NULL;
  GdkRGBA line, grid, text;
  double low, high, left, plot_top, plot_bottom, plot_right;
  int top_width, top_height, bottom_width, bottom_height;
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;
  tutor_style_lookup_color (widget, "tutor_chart_line",
                            "#1c71d8", &line);
  tutor_style_lookup_color (widget, "tutor_chart_grid",
                            "rgba(0,0,0,0.18)", &grid);
  tutor_style_lookup_color (widget, "tutor_chart_text",
                            "rgba(0,0,0,0.7)", &text);
  range (self, &low, &high);
  top = number_layout (widget, high);
  bottom = number_layout (widget, low);
  pango_layout_get_pixel_size (top, &top_width, &top_height);
  pango_layout_get_pixel_size (bottom, &bottom_width, &bottom_height);
  left = MAX (top_width, bottom_width) + 2 * PADDING;
  plot_top = top_height / 2.0 + 1;
  plot_bottom = height - bottom_height / 2.0 - 1;
  plot_right = width - PADDING - DOT_RADIUS;
  if (plot_bottom <= plot_top || plot_right <= left)
    return;

  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (0, 0, width, height));
  /* The range's numbers, right-aligned at the side, on their lines. */
  gdk_cairo_set_source_rgba (cr, &text);
  cairo_move_to (cr, left - PADDING - top_width, 0);
  pango_cairo_show_layout (cr, top);
  cairo_move_to (cr, left - PADDING - bottom_width, height - bottom_height);
  pango_cairo_show_layout (cr, bottom);
  gdk_cairo_set_source_rgba (cr, &grid);
  cairo_set_line_width (cr, 1);
  for (int i = 0; i <= 2; i++)
    {
      double y = round (plot_top + (plot_bottom - plot_top) * i / 2.0) + 0.5;

      cairo_move_to (cr, left, y);
      cairo_line_to (cr, width - PADDING, y);
    }
  cairo_stroke (cr);

  if (self->values->len > 0)
    {
      guint n = self->values->len;
      double x = left, y = 0;

      gdk_cairo_set_source_rgba (cr, &line);
      cairo_set_line_width (cr, LINE_WIDTH);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      for (guint i = 0; i < n; i++)
        {
          double value = g_array_index (self->values, double, i);

          x = n > 1 ? left + (plot_right - left) * i / (n - 1) : plot_right;
          y = plot_bottom - (plot_bottom - plot_top) * (value - low)
                              / (high - low);
          if (i == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      cairo_stroke (cr);
      /* The newest: where the learner stands. */
      cairo_arc (cr, x, y, DOT_RADIUS, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  cairo_destroy (cr);
}

static void
tutor_rating_chart_measure (GtkWidget *widget, GtkOrientation orientation,
                            int for_size, int *minimum, int *natural,
                            int *minimum_baseline, int *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 160;
      *natural = 280;
    }
  else
    {
      *minimum = 90;
      *natural = 130;
    }
}

static void
tutor_rating_chart_finalize (GObject *object)
{
  TutorRatingChart *self = TUTOR_RATING_CHART (object);

  g_array_unref (self->values);
  G_OBJECT_CLASS (tutor_rating_chart_parent_class)->finalize (object);
}

static void
tutor_rating_chart_class_init (TutorRatingChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tutor_rating_chart_finalize;
  widget_class->snapshot = tutor_rating_chart_snapshot;
  widget_class->measure = tutor_rating_chart_measure;
  gtk_widget_class_set_css_name (widget_class, "ratingchart");
  gtk_widget_class_set_accessible_role (widget_class,
                                        GTK_ACCESSIBLE_ROLE_IMG);
}

static void
update_description (TutorRatingChart *self)
{
  g_autofree char *summary = tutor_rating_chart_dup_summary (self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Puzzle rating history"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  summary, -1);
}

static void
tutor_rating_chart_init (TutorRatingChart *self)
{
  self->values = g_array_new (FALSE, FALSE, sizeof (double));
  update_description (self);
}

GtkWidget *
tutor_rating_chart_new (void)
{
  return g_object_new (TUTOR_TYPE_RATING_CHART, NULL);
}

void
tutor_rating_chart_set_history (TutorRatingChart *self, GArray *points,
                                double start)
{
  g_return_if_fail (TUTOR_IS_RATING_CHART (self));
  g_array_set_size (self->values, 0);
  self->n_points = points ? points->len : 0;
  if (self->n_points > 0 && isfinite (start))
    g_array_append_val (self->values, start);
  for (guint i = 0; i < self->n_points; i++)
    g_array_append_val (self->values,
                        g_array_index (points, TutorRatingPoint, i).rating);
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
tutor_rating_chart_get_n_points (TutorRatingChart *self)
{
  g_return_val_if_fail (TUTOR_IS_RATING_CHART (self), 0);
  return self->n_points;
}

char *
tutor_rating_chart_dup_summary (TutorRatingChart *self)
{
  guint n = self->values->len;
  guint span;
  int now, change;

  g_return_val_if_fail (TUTOR_IS_RATING_CHART (self), NULL);
  if (self->n_points == 0)
    return g_strdup (_("No puzzle rated yet: your first try at each puzzle "
                       "counts."));
  /* Over the last puzzles, from the rating before the first of them. */
  span = MIN (TUTOR_RATING_CHART_SUMMARY_SPAN, n - 1);
  now = (int) round (g_array_index (self->values, double, n - 1));
  if (span == 0)
    return g_strdup_printf (_("Rating %d"), now);
  change = now - (int) round (g_array_index (self->values, double,
                                             n - 1 - span));
  /* The singular speaks of one puzzle: it may leave its count out. */
  if (change > 0)
    /* Translators: the learner's puzzle rating, how far it rose, and
     * over how many puzzles. */
    return g_strdup_printf (ngettext ("Rating %1$d, up %2$d over the last "
                                      "puzzle",
                                      "Rating %1$d, up %2$d over the last "
                                      "%3$u puzzles",
                                      span),
                            now, change, span);
  if (change < 0)
    /* Translators: the learner's puzzle rating, how far it fell, and
     * over how many puzzles. */
    return g_strdup_printf (ngettext ("Rating %1$d, down %2$d over the last "
                                      "puzzle",
                                      "Rating %1$d, down %2$d over the last "
                                      "%3$u puzzles",
                                      span),
                            now, -change, span);
  return g_strdup_printf (ngettext ("Rating %1$d, unchanged over the last "
                                    "puzzle",
                                    "Rating %1$d, unchanged over the last "
                                    "%2$u puzzles",
                                    span),
                          now, span);
}
