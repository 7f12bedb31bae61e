/* tutor-fold-box.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tutor-fold-box.h"

struct _TutorFoldBox
{
  GtkWidget parent_instance;

  int fold_width;
  int side_width;
  int spacing;
  gboolean folded;
};

G_DEFINE_FINAL_TYPE (TutorFoldBox, tutor_fold_box, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_FOLD_WIDTH,
  PROP_SIDE_WIDTH,
  PROP_SPACING,
  PROP_FOLDED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
get_children (GtkWidget *widget, GtkWidget **main_child, GtkWidget **side)
{
  *main_child = *side = NULL;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_should_layout (child))
        continue;
      if (*main_child == NULL)
        *main_child = child;
      else
        *side = child;
    }
}

static void
measure_child (GtkWidget *child, GtkOrientation orientation, int for_size,
               int *minimum, int *natural)
{
  *minimum = *natural = 0;
  if (child)
    gtk_widget_measure (child, orientation, for_size, minimum, natural, NULL,
                        NULL);
}

/* The side column's width beside the main child. */
static int
side_width (TutorFoldBox *self, GtkWidget *side)
{
  int minimum, natural;

  measure_child (side, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural);
  return MAX (minimum, self->side_width);
}

/* Folded when the width is under fold-width, or too small for the main
 * child's minimum beside the side column. */
static gboolean
is_folded (TutorFoldBox *self, GtkWidget *main_child, GtkWidget *side,
           int width)
{
  int main_min, main_nat;

  if (side == NULL || width < 0)
    return FALSE;
  if (width < self->fold_width)
    return TRUE;
  measure_child (main_child, GTK_ORIENTATION_HORIZONTAL, -1, &main_min,
                 &main_nat);
  return width < main_min + self->spacing + side_width (self, side);
}

static void
tutor_fold_box_measure (GtkWidget *widget, GtkOrientation orientation,
                        int for_size, int *minimum, int *natural,
                        int *minimum_baseline, int *natural_baseline)
{
  TutorFoldBox *self = TUTOR_FOLD_BOX (widget);
  GtkWidget *main_child, *side;
  int main_min, main_nat, side_min, side_nat;

  get_children (widget, &main_child, &side);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* Folded, the two share the width: the wider need is the minimum. */
      measure_child (main_child, orientation, -1, &main_min, &main_nat);
      measure_child (side, orientation, -1, &side_min, &side_nat);
      *minimum = MAX (main_min, side_min);
      *natural = side ? main_nat + self->spacing + side_width (self, side)
                      : main_nat;
    }
  else if (is_folded (self, main_child, side, for_size))
    {
      measure_child (main_child, orientation, for_size, &main_min, &main_nat);
      measure_child (side, orientation, for_size, &side_min, &side_nat);
      *minimum = main_min + self->spacing + side_min;
      *natural = main_nat + self->spacing + side_nat;
    }
  else
    {
      int side_w = side ? side_width (self, side) : 0;
      int main_w = for_size < 0 ? -1
                   : MAX (0, for_size - (side ? side_w + self->spacing : 0));

      measure_child (main_child, orientation, main_w, &main_min, &main_nat);
      measure_child (side, orientation, side ? side_w : -1, &side_min,
                     &side_nat);
      *minimum = MAX (main_min, side_min);
      *natural = MAX (main_nat, side_nat);
    }
  *minimum_baseline = *natural_baseline = -1;
}

static void
tutor_fold_box_size_allocate (GtkWidget *widget, int width, int height,
                              int baseline)
{
  TutorFoldBox *self = TUTOR_FOLD_BOX (widget);
  GtkWidget *main_child, *side;
  gboolean folded;

  get_children (widget, &main_child, &side);
  folded = is_folded (self, main_child, side, width);
  if (side == NULL)
    {
      if (main_child)
        gtk_widget_allocate (main_child, width, height, -1, NULL);
    }
  else if (folded)
    {
      int main_min, main_nat, side_min, side_nat, main_h;

      /* The main child as tall as it likes, the side column the rest. */
      measure_child (main_child, GTK_ORIENTATION_VERTICAL, width, &main_min,
                     &main_nat);
      measure_child (side, GTK_ORIENTATION_VERTICAL, width, &side_min,
                     &side_nat);
      main_h = MIN (main_nat, height - self->spacing - side_min);
      main_h = MAX (main_h, main_min);
      gtk_widget_allocate (main_child, width, main_h, -1, NULL);
      gtk_widget_allocate (side, width,
                           MAX (side_min, height - main_h - self->spacing),
                           -1,
                           gsk_transform_translate (
                             NULL, &GRAPHENE_POINT_INIT (
                                     0.f, (float) (main_h + self->spacing))));
    }
  else
    {
      int side_w = MIN (side_width (self, side), width);
      int main_w = MAX (0, width - side_w - self->spacing);
      gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;

      gtk_widget_allocate (main_child, main_w, height, -1,
                           gsk_transform_translate (
                             NULL, &GRAPHENE_POINT_INIT (
                                     rtl ? (float) (side_w + self->spacing)
                                         : 0.f,
                                     0.f)));
      gtk_widget_allocate (side, side_w, height, -1,
                           gsk_transform_translate (
                             NULL, &GRAPHENE_POINT_INIT (
                                     rtl ? 0.f : (float) (width - side_w),
                                     0.f)));
    }

  if (folded != self->folded)
    {
      self->folded = folded;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOLDED]);
    }
}

static GtkSizeRequestMode
tutor_fold_box_get_request_mode (GtkWidget *widget)
{
  /* How tall depends on whether the width folds the columns. */
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
tutor_fold_box_get_property (GObject *object, guint prop_id,
                                GValue *value, GParamSpec *pspec)
{
  TutorFoldBox *self = TUTOR_FOLD_BOX (object);

  switch (prop_id)
    {
    case PROP_FOLD_WIDTH:
      g_value_set_int (value, self->fold_width);
      break;
    case PROP_SIDE_WIDTH:
      g_value_set_int (value, self->side_width);
      break;
    case PROP_SPACING:
      g_value_set_int (value, self->spacing);
      break;
    case PROP_FOLDED:
      g_value_set_boolean (value, self->folded);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
set_int (TutorFoldBox *self, int *field, int value, guint prop)
{
  if (*field == value)
    return;
  *field = value;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
tutor_fold_box_set_property (GObject *object, guint prop_id,
                                const GValue *value, GParamSpec *pspec)
{
  TutorFoldBox *self = TUTOR_FOLD_BOX (object);

  switch (prop_id)
    {
    case PROP_FOLD_WIDTH:
      set_int (self, &self->fold_width, g_value_get_int (value), prop_id);
      break;
    case PROP_SIDE_WIDTH:
      set_int (self, &self->side_width, g_value_get_int (value), prop_id);
      break;
    case PROP_SPACING:
      set_int (self, &self->spacing, g_value_get_int (value), prop_id);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tutor_fold_box_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (tutor_fold_box_parent_class)->dispose (object);
}

static void
tutor_fold_box_class_init (TutorFoldBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tutor_fold_box_dispose;
  object_class->get_property = tutor_fold_box_get_property;
  object_class->set_property = tutor_fold_box_set_property;
  widget_class->measure = tutor_fold_box_measure;
  widget_class->size_allocate = tutor_fold_box_size_allocate;
  widget_class->get_request_mode = tutor_fold_box_get_request_mode;

  properties[PROP_FOLD_WIDTH] = g_param_spec_int (
    "fold-width", NULL, NULL, 0, G_MAXINT, 720,
    G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SIDE_WIDTH] = g_param_spec_int (
    "side-width", NULL, NULL, 0, G_MAXINT, 280,
    G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SPACING] = g_param_spec_int (
    "spacing", NULL, NULL, 0, G_MAXINT, 0,
    G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_FOLDED] = g_param_spec_boolean (
    "folded", NULL, NULL, FALSE,
    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tutor_fold_box_init (TutorFoldBox *self)
{
  self->fold_width = 720;
  self->side_width = 280;
}

GtkWidget *
tutor_fold_box_new (void)
{
  return g_object_new (TUTOR_TYPE_FOLD_BOX, NULL);
}

gboolean
tutor_fold_box_get_folded (TutorFoldBox *self)
{
  g_return_val_if_fail (TUTOR_IS_FOLD_BOX (self), FALSE);
  return self->folded;
}
