/* tutor-mark-sample.c: one mark drawn on its own, for the legend
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tutor-mark-sample.h"
#include "tutor-marks.h"

struct _TutorMarkSample
{
  GtkWidget parent_instance;

  TutorMark mark;
};

G_DEFINE_FINAL_TYPE (TutorMarkSample, tutor_mark_sample, GTK_TYPE_WIDGET)

/* A sample's size, and its hole's, in pixels. */
#define SAMPLE_WIDTH 44
#define SAMPLE_HEIGHT 52
#define CAVITY_WIDTH 20
#define CAVITY_HEIGHT 30
#define RING_WIDTH 3

TutorMark
tutor_mark_sample_get_mark (TutorMarkSample *self)
{
  g_return_val_if_fail (TUTOR_IS_MARK_SAMPLE (self), TUTOR_MARK_TARGET);
  return self->mark;
}

static void
tutor_mark_sample_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TutorMarkSample *self = TUTOR_MARK_SAMPLE (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, (float) width,
                                               (float) height);
  TutorPalette palette;
  TutorMarkFrame frame;
  double cx = width / 2, top = (height - CAVITY_HEIGHT) / 2 - 4;
  cairo_t *cr;

  tutor_palette_lookup (widget, &palette);
  cr = gtk_snapshot_append_cairo (snapshot, &bounds);

  /* A piece of wood; for a marked row, its band across the top. */
  tutor_path_rounded (cr, 0.5, 0.5, width - 1, height - 1, 6);
  tutor_set_source (cr, &palette.wood);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, 1);
  tutor_set_source (cr, &palette.wood_edge);
  cairo_stroke (cr);
  if (self->mark == TUTOR_MARK_ROW)
    tutor_mark_draw_row (cr,
                         &GRAPHENE_RECT_INIT (2, 2, (float) (width - 4),
                                              (float) (height * 0.8)),
                         5, TRUE, 2, &palette);

  graphene_rect_init (&frame.cavity, (float) (cx - CAVITY_WIDTH / 2.0),
                      (float) top, CAVITY_WIDTH, CAVITY_HEIGHT);
  frame.ring = RING_WIDTH;
  graphene_rect_init (&frame.bar, (float) (cx - CAVITY_WIDTH * 0.6),
                      (float) (height - 9), (float) (CAVITY_WIDTH * 1.2),
                      3.5);
  tutor_draw_basin (cr, &frame.cavity, CAVITY_WIDTH / 2.0, 2, 1, &palette);
  if (self->mark != TUTOR_MARK_TUZDIK_WHITE
      && self->mark != TUTOR_MARK_TUZDIK_BLACK)
    tutor_draw_stone (cr, cx, top + CAVITY_HEIGHT / 2.0, CAVITY_WIDTH * 0.6,
                      &palette);
  if (self->mark != TUTOR_MARK_ROW)
    tutor_mark_draw (cr, self->mark, &frame, &palette);
  cairo_destroy (cr);
}

static void
tutor_mark_sample_measure (GtkWidget *widget, GtkOrientation orientation,
                           int for_size, int *minimum, int *natural,
                           int *minimum_baseline, int *natural_baseline)
{
  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL
                          ? SAMPLE_WIDTH : SAMPLE_HEIGHT;
}

static void
tutor_mark_sample_class_init (TutorMarkSampleClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = tutor_mark_sample_snapshot;
  widget_class->measure = tutor_mark_sample_measure;
  gtk_widget_class_set_css_name (widget_class, "marksample");
  /* The label beside it says what it shows. */
  gtk_widget_class_set_accessible_role (widget_class,
                                        GTK_ACCESSIBLE_ROLE_PRESENTATION);
}

static void
tutor_mark_sample_init (TutorMarkSample *self)
{
}

GtkWidget *
tutor_mark_sample_new (TutorMark mark)
{
  TutorMarkSample *self;

  g_return_val_if_fail (mark < TUTOR_N_MARKS, NULL);

  self = g_object_new (TUTOR_TYPE_MARK_SAMPLE, NULL);
  self->mark = mark;
  return GTK_WIDGET (self);
}
