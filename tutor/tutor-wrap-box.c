/* tutor-wrap-box.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tutor-wrap-box.h"

struct _TutorWrapBox
{
  GtkWidget parent_instance;

  int spacing;
  int row_spacing;
  gboolean centered;
};

G_DEFINE_FINAL_TYPE (TutorWrapBox, tutor_wrap_box, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_SPACING,
  PROP_ROW_SPACING,
  PROP_CENTERED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* A child's width in a row `width` wide: its natural width, no more than
 * the row, never under its minimum. */
static int
child_width (GtkWidget *child, int width, int *minimum)
{
  int min = 0, nat = 0;

  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat,
                      NULL, NULL);
  if (minimum)
    *minimum = min;
  return MAX (min, MIN (nat, width));
}

/* The next row from `first`: sets *end to the child after it and
 * *used to the width its children take with their spacing.  Returns
 * how many children it holds: one of no width is still allocated. */
static guint
next_row (TutorWrapBox *self, GtkWidget *first, int width, GtkWidget **end,
          int *used)
{
  GtkWidget *child = first;
  guint n = 0;

  *used = 0;
  for (; child; child = gtk_widget_get_next_sibling (child))
    {
      int w;

      if (!gtk_widget_should_layout (child))
        continue;
      w = child_width (child, width, NULL);
      if (n > 0 && *used + self->spacing + w > width)
        break;
      *used += (n > 0 ? self->spacing : 0) + w;
      n++;
    }
  *end = child;
  return n;
}

/* A row's height: its tallest child at the width it gets. */
static int
row_height (GtkWidget *first, GtkWidget *end, int width)
{
  int height = 0;

  for (GtkWidget *child = first; child != end;
       child = gtk_widget_get_next_sibling (child))
    {
      int min = 0;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL,
                          child_width (child, width, NULL), &min, NULL, NULL,
                          NULL);
      height = MAX (height, min);
    }
  return height;
}

static void
tutor_wrap_box_measure (GtkWidget *widget, GtkOrientation orientation,
                        int for_size, int *minimum, int *natural,
                        int *minimum_baseline, int *natural_baseline)
{
  TutorWrapBox *self = TUTOR_WRAP_BOX (widget);
  guint rows = 0;

  *minimum = *natural = 0;
  *minimum_baseline = *natural_baseline = -1;
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* The widest child alone in a row, or all in one. */
      gboolean first = TRUE;

      for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
           child = gtk_widget_get_next_sibling (child))
        {
          int min = 0, nat = 0;

          if (!gtk_widget_should_layout (child))
            continue;
          gtk_widget_measure (child, orientation, -1, &min, &nat, NULL,
                              NULL);
          *minimum = MAX (*minimum, min);
          *natural += (first ? 0 : self->spacing) + nat;
          first = FALSE;
        }
      return;
    }

  /* Without a width, the rows of the narrowest. */
  if (for_size < 0)
    tutor_wrap_box_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &for_size,
                            natural, minimum_baseline, natural_baseline);
  *natural = 0;
  for (GtkWidget *first = gtk_widget_get_first_child (widget); first;)
    {
      GtkWidget *end;
      int used;

      if (next_row (self, first, for_size, &end, &used) > 0)
        {
          *natural += (rows > 0 ? self->row_spacing : 0)
                      + row_height (first, end, for_size);
          rows++;
        }
      first = end;
    }
  *minimum = *natural;
}

static void
allocate_row (TutorWrapBox *self, GtkWidget *first, GtkWidget *end,
              int width, int used, int y, int height)
{
  gboolean rtl = gtk_widget_get_direction (GTK_WIDGET (self))
                 == GTK_TEXT_DIR_RTL;
  int expanding = 0, extra = MAX (0, width - used), x = 0;

  for (GtkWidget *child = first; child != end;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child)
        && gtk_widget_compute_expand (child, GTK_ORIENTATION_HORIZONTAL))
      expanding++;
  if (expanding == 0 && self->centered)
    x = extra / 2;
  else if (expanding == 0
           && gtk_widget_get_halign (GTK_WIDGET (self)) == GTK_ALIGN_END)
    x = extra;
  for (GtkWidget *child = first; child != end;
       child = gtk_widget_get_next_sibling (child))
    {
      int w;

      if (!gtk_widget_should_layout (child))
        continue;
      w = MIN (child_width (child, width, NULL), width);
      if (expanding > 0
          && gtk_widget_compute_expand (child, GTK_ORIENTATION_HORIZONTAL))
        {
          int share = extra / expanding;
          w += share;
          extra -= share;
          expanding--;
        }
      gtk_widget_allocate (child, w, height, -1,
                           gsk_transform_translate (
                             NULL, &GRAPHENE_POINT_INIT (
                                     (float) (rtl ? width - x - w : x),
                                     (float) y)));
      x += w + self->spacing;
    }
}

static void
tutor_wrap_box_size_allocate (GtkWidget *widget, int width, int height,
                              int baseline)
{
  TutorWrapBox *self = TUTOR_WRAP_BOX (widget);
  int y = 0;

  for (GtkWidget *first = gtk_widget_get_first_child (widget); first;)
    {
      GtkWidget *end;
      int used, h;

      if (next_row (self, first, width, &end, &used) > 0)
        {
          h = row_height (first, end, width);
          allocate_row (self, first, end, width, used, y, h);
          y += h + self->row_spacing;
        }
      first = end;
    }
}

static GtkSizeRequestMode
tutor_wrap_box_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
tutor_wrap_box_get_property (GObject *object, guint prop_id, GValue *value,
                             GParamSpec *pspec)
{
  TutorWrapBox *self = TUTOR_WRAP_BOX (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      g_value_set_int (value, self->spacing);
      break;
    case PROP_ROW_SPACING:
      g_value_set_int (value, self->row_spacing);
      break;
    case PROP_CENTERED:
      g_value_set_boolean (value, self->centered);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
set_int (TutorWrapBox *self, int *field, int value, guint prop)
{
  if (*field == value)
    return;
  *field = value;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
tutor_wrap_box_set_property (GObject *object, guint prop_id,
                             const GValue *value, GParamSpec *pspec)
{
  TutorWrapBox *self = TUTOR_WRAP_BOX (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      set_int (self, &self->spacing, g_value_get_int (value), prop_id);
      break;
    case PROP_ROW_SPACING:
      set_int (self, &self->row_spacing, g_value_get_int (value), prop_id);
      break;
    case PROP_CENTERED:
      if (self->centered != g_value_get_boolean (value))
        {
          self->centered = g_value_get_boolean (value);
          gtk_widget_queue_allocate (GTK_WIDGET (self));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tutor_wrap_box_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (tutor_wrap_box_parent_class)->dispose (object);
}

static void
tutor_wrap_box_class_init (TutorWrapBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tutor_wrap_box_dispose;
  object_class->get_property = tutor_wrap_box_get_property;
  object_class->set_property = tutor_wrap_box_set_property;
  widget_class->measure = tutor_wrap_box_measure;
  widget_class->size_allocate = tutor_wrap_box_size_allocate;
  widget_class->get_request_mode = tutor_wrap_box_get_request_mode;

  properties[PROP_SPACING] = g_param_spec_int (
    "spacing", NULL, NULL, 0, G_MAXINT, 0,
    G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_ROW_SPACING] = g_param_spec_int (
    "row-spacing", NULL, NULL, 0, G_MAXINT, 0,
    G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_CENTERED] = g_param_spec_boolean (
    "centered", NULL, NULL, FALSE,
    G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tutor_wrap_box_init (TutorWrapBox *self)
{
}

GtkWidget *
tutor_wrap_box_new (void)
{
  return g_object_new (TUTOR_TYPE_WRAP_BOX, NULL);
}
