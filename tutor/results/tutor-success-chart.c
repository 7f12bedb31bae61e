/* tutor-success-chart.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "tutor-style.h"
#include "tutor-success-chart.h"
#include "tutor-text.h"

/* A line of the chart: a set's title, or a task's bar. */
typedef struct
{
  char *label;
  char *value;          /* "75% (3 of 4)"; NULL for a title */
  double rate;          /* 0 .. 1 */
} Line;

struct _TutorSuccessChart
{
  GtkWidget parent_instance;

  GArray *lines;        /* Line */
  guint n_bars;
};

G_DEFINE_FINAL_TYPE (TutorSuccessChart, tutor_success_chart, GTK_TYPE_WIDGET)

#define PADDING 6.0
#define INDENT 12.0
#define ROW_GAP 8.0
#define BAR_HEIGHT 12.0
#define MIN_BAR 60.0

static void
line_clear (gpointer data)
{
  Line *line = data;

  g_free (line->label);
  g_free (line->value);
}

static PangoLayout *
line_layout (GtkWidget *widget, const char *text, gboolean bold)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);

  if (bold)
    {
      PangoAttrList *attributes = pango_attr_list_new ();

      pango_attr_list_insert (attributes,
                              pango_attr_weight_new (PANGO_WEIGHT_BOLD));
      pango_layout_set_attributes (layout, attributes);
      pango_attr_list_unref (attributes);
    }
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  return layout;
}

static double
row_height (GtkWidget *widget)
{
  g_autoptr (PangoLayout) layout = line_layout (widget, "Ag", TRUE);
  int height;

  pango_layout_get_pixel_size (layout, NULL, &height);
  return MAX (height, BAR_HEIGHT) + ROW_GAP;
}

/* The widest of the lines' texts: labels (a title counts less its
 * indent) and values. */
static void
text_widths (TutorSuccessChart *self, double *labels, double *values)
{
  *labels = *values = 0;
  for (guint i = 0; i < self->lines->len; i++)
    {
      Line *line = &g_array_index (self->lines, Line, i);
      g_autoptr (PangoLayout) label = line_layout (GTK_WIDGET (self),
                                                   line->label, !line->value);
      int width;

      pango_layout_get_pixel_size (label, &width, NULL);
      if (line->value)
        {
          g_autoptr (PangoLayout) value = line_layout (GTK_WIDGET (self),
                                                       line->value, FALSE);
          int value_width;

          pango_layout_get_pixel_size (value, &value_width, NULL);
          *values = MAX (*values, value_width);
          *labels = MAX (*labels, width + INDENT);
        }
    }
}

static void
tutor_success_chart_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TutorSuccessChart *self = TUTOR_SUCCESS_CHART (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  double row = row_height (widget);
  double label_width, value_width, bar_x, bar_width, y = 0;
  GdkRGBA bar, track, text;
  cairo_t *cr;

  if (width <= 0 || height <= 0 || self->lines->len == 0)
    return;
  tutor_style_lookup_color (widget, "tutor_chart_line",
                            "#1c71d8", &bar);
  tutor_style_lookup_color (widget, "tutor_chart_grid",
                            "rgba(0,0,0,0.18)", &track);
  tutor_style_lookup_color (widget, "tutor_chart_text",
                            "rgba(0,0,0,0.7)", &text);
  text_widths (self, &label_width, &value_width);
  /* The names give way to the bars on a narrow page: they are cut. */
  label_width = MIN (label_width, MAX (width * 0.4,
                                       width - value_width - MIN_BAR
                                         - 4 * PADDING));
  bar_x = label_width + 2 * PADDING;
  bar_width = width - bar_x - value_width - 2 * PADDING;
  if (bar_width <= 0)
    return;

  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_set_line_width (cr, 1);
  for (guint i = 0; i < self->lines->len; i++, y += row)
    {
      Line *line = &g_array_index (self->lines, Line, i);
      g_autoptr (PangoLayout) label = line_layout (widget, line->label,
                                                   !line->value);
      double indent = line->value ? INDENT : 0;
      double middle = y + row / 2;
      int label_height;

      pango_layout_set_width (label, (int) ((line->value ? label_width
                                                         : width)
                                            - indent)
                                       * PANGO_SCALE);
      pango_layout_get_pixel_size (label, NULL, &label_height);
      gdk_cairo_set_source_rgba (cr, &text);
      cairo_move_to (cr, indent, middle - label_height / 2.0);
      pango_cairo_show_layout (cr, label);
      if (line->value)
        {
          g_autoptr (PangoLayout) value = line_layout (widget, line->value,
                                                       FALSE);
          double top = round (middle - BAR_HEIGHT / 2);
          int value_width_now;

          pango_layout_get_pixel_size (value, &value_width_now, NULL);
          cairo_move_to (cr, width - value_width_now,
                         middle - label_height / 2.0);
          pango_cairo_show_layout (cr, value);
          /* The track outlined, so that 0% still shows a bar's place. */
          gdk_cairo_set_source_rgba (cr, &track);
          cairo_rectangle (cr, bar_x + 0.5, top + 0.5, bar_width - 1,
                           BAR_HEIGHT - 1);
          cairo_stroke (cr);
          gdk_cairo_set_source_rgba (cr, &bar);
          cairo_rectangle (cr, bar_x, top, bar_width * line->rate,
                           BAR_HEIGHT);
          cairo_fill (cr);
        }
    }
  cairo_destroy (cr);
}

static void
tutor_success_chart_measure (GtkWidget *widget, GtkOrientation orientation,
                             int for_size, int *minimum, int *natural,
                             int *minimum_baseline, int *natural_baseline)
{
  TutorSuccessChart *self = TUTOR_SUCCESS_CHART (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      double labels, values;

      text_widths (self, &labels, &values);
      *minimum = 200;
      *natural = MAX (200, (int) ceil (labels + values + 4 * PADDING + 240));
    }
  else
    *minimum = *natural = (int) ceil (row_height (widget)
                                      * self->lines->len);
}

static void
tutor_success_chart_finalize (GObject *object)
{
  TutorSuccessChart *self = TUTOR_SUCCESS_CHART (object);

  g_array_unref (self->lines);
  G_OBJECT_CLASS (tutor_success_chart_parent_class)->finalize (object);
}

static void
tutor_success_chart_class_init (TutorSuccessChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tutor_success_chart_finalize;
  widget_class->snapshot = tutor_success_chart_snapshot;
  widget_class->measure = tutor_success_chart_measure;
  gtk_widget_class_set_css_name (widget_class, "successchart");
  gtk_widget_class_set_accessible_role (widget_class,
                                        GTK_ACCESSIBLE_ROLE_IMG);
}

static void
update_description (TutorSuccessChart *self)
{
  g_autofree char *summary = tutor_success_chart_dup_summary (self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Success rate by task"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  summary, -1);
}

static void
tutor_success_chart_init (TutorSuccessChart *self)
{
  self->lines = g_array_new (FALSE, TRUE, sizeof (Line));
  g_array_set_clear_func (self->lines, line_clear);
  update_description (self);
}

GtkWidget *
tutor_success_chart_new (void)
{
  return g_object_new (TUTOR_TYPE_SUCCESS_CHART, NULL);
}

static void
add_line (TutorSuccessChart *self, char *label, char *value, double rate)
{
  Line line = { label, value, rate };

  g_array_append_val (self->lines, line);
}

void
tutor_success_chart_set_results (TutorSuccessChart *self,
                                 ToguzClassResults *results, GArray *tasks)
{
  guint last_set = G_MAXUINT;

  g_return_if_fail (TUTOR_IS_SUCCESS_CHART (self));
  g_return_if_fail (results == NULL || tasks != NULL);
  g_array_set_size (self->lines, 0);
  self->n_bars = 0;
  for (guint i = 0; results && i < tasks->len; i++)
    {
      const ToguzClassTask *task = toguz_class_results_get_task (
        results, g_array_index (tasks, guint, i));
      guint percent = toguz_class_task_get_percent (task);
      g_autofree char *of = g_strdup_printf (_("%u of %u"),
                                             task->learners_solved,
                                             task->learners_tried);

      if (task->set != last_set)
        {
          const ToguzClassSet *set = toguz_class_results_get_set (results,
                                                                  task->set);

          add_line (self,
                    tutor_text_for_row (set->title[0] ? set->title
                                                      : set->set_id),
                    NULL, 0);
          last_set = task->set;
        }
      /* Translators: a task's success rate and how many solved it of
       * those who tried: "75% (3 of 4)". */
      add_line (self, tutor_text_for_row (task->task_id),
                g_strdup_printf (_("%u%% (%s)"), percent, of),
                CLAMP (task->success_rate, 0, 1));
      self->n_bars++;
    }
  update_description (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

guint
tutor_success_chart_get_n_bars (TutorSuccessChart *self)
{
  g_return_val_if_fail (TUTOR_IS_SUCCESS_CHART (self), 0);
  return self->n_bars;
}

char *
tutor_success_chart_dup_summary (TutorSuccessChart *self)
{
  GString *summary = g_string_new (NULL);
  gboolean first_bar = TRUE;

  g_return_val_if_fail (TUTOR_IS_SUCCESS_CHART (self), NULL);
  if (self->n_bars == 0)
    {
      g_string_free (summary, TRUE);
      return g_strdup (_("No task tried yet."));
    }
  /* "Set: task 75% (3 of 4), task 100% (2 of 2).  Next set: ..." */
  for (guint i = 0; i < self->lines->len; i++)
    {
      Line *line = &g_array_index (self->lines, Line, i);

      if (line->value == NULL)
        {
          if (summary->len > 0)
            g_string_append (summary, ". ");
          g_string_append_printf (summary, "%s: ", line->label);
          first_bar = TRUE;
          continue;
        }
      if (!first_bar)
        g_string_append (summary, ", ");
      g_string_append_printf (summary, "%s %s", line->label, line->value);
      first_bar = FALSE;
    }
  g_string_append_c (summary, '.');
  return g_string_free (summary, FALSE);
}
