/* tutor-progress-dots.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tutor-progress-dots.h"

#define DOT 8.0
#define CURRENT 12.0
#define GAP 6.0
/* How close the dots may come in a narrow window: a dot and its gap. */
#define TIGHT_PITCH 6.0

struct _TutorProgressDots
{
  GtkWidget parent_instance;

  guint n;
  guint current;
  guint64 task;
  guint64 done;
};

G_DEFINE_FINAL_TYPE (TutorProgressDots, tutor_progress_dots, GTK_TYPE_WIDGET)

static void
tutor_progress_dots_measure (GtkWidget *widget, GtkOrientation orientation,
                             int for_size, int *minimum, int *natural,
                             int *minimum_baseline, int *natural_baseline)
{
  TutorProgressDots *self = TUTOR_PROGRESS_DOTS (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = self->n ? (int) (self->n * TIGHT_PITCH + CURRENT) : 0;
      *natural = self->n ? (int) (self->n * (DOT + GAP) + CURRENT) : 0;
    }
  else
    *minimum = *natural = (int) CURRENT + 2;
}

static void
tutor_progress_dots_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TutorProgressDots *self = TUTOR_PROGRESS_DOTS (widget);
  GdkRGBA color;
  double x = 1, mid = gtk_widget_get_height (widget) / 2.0;
  double pitch, dot;
  cairo_t *cr;

  if (self->n == 0)
    return;
  /* Closer and smaller when the row has less than their room. */
  pitch = CLAMP ((gtk_widget_get_width (widget) - CURRENT - 2) / self->n,
                 TIGHT_PITCH, DOT + GAP);
  dot = pitch * DOT / (DOT + GAP);
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (0, 0,
                                                       gtk_widget_get_width (widget),
                                                       gtk_widget_get_height (widget)));
  for (guint i = 0; i < self->n; i++)
    {
      double size = i == self->current ? CURRENT : dot;
      gboolean done = i < 64 && ((self->done >> i) & 1);
      gboolean task = i < 64 && ((self->task >> i) & 1);

      cairo_new_path (cr);
      cairo_arc (cr, x + size / 2, mid, size / 2 - 1, 0, 2 * G_PI);
      /* Done: filled; a task still open: a ring; a page to read: faint. */
      cairo_set_source_rgba (cr, color.red, color.green, color.blue,
                             done || i == self->current ? 0.9
                                                        : task ? 0.7 : 0.3);
      if (done || i == self->current || !task)
        cairo_fill (cr);
      else
        {
          cairo_set_line_width (cr, 1.5);
          cairo_stroke (cr);
        }
      x += size + pitch - dot;
    }
  cairo_destroy (cr);
}

static void
tutor_progress_dots_class_init (TutorProgressDotsClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->measure = tutor_progress_dots_measure;
  widget_class->snapshot = tutor_progress_dots_snapshot;
  gtk_widget_class_set_accessible_role (widget_class,
                                        GTK_ACCESSIBLE_ROLE_PROGRESS_BAR);
}

static void
tutor_progress_dots_init (TutorProgressDots *self)
{
}

GtkWidget *
tutor_progress_dots_new (void)
{
  return g_object_new (TUTOR_TYPE_PROGRESS_DOTS, NULL);
}

void
tutor_progress_dots_set (TutorProgressDots *self, guint n, guint current,
                         guint64 task, guint64 done)
{
  g_autofree char *text = NULL;

  g_return_if_fail (TUTOR_IS_PROGRESS_DOTS (self));
  self->n = n;
  self->current = current;
  self->task = task;
  self->done = done;
  text = g_strdup_printf (_("Step %u of %u"), current + 1, n);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MAX,
                                  (double) n,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_NOW,
                                  (double) current + 1,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text,
                                  -1);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
