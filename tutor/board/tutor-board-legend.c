/* tutor-board-legend.c: what the marks on the board mean
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A round button at the kazans' end opens a popover listing the marks on
 * the board now, each drawn as on a hole, with what it means.  The button
 * shows only while there is a mark to explain.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tutor-board-private.h"
#include "tutor-hole.h"
#include "tutor-mark-sample.h"
#include "tutor-marks.h"
#include "tutor-popover-tooltip.h"

static guint
collect_marks (TutorBoard *self)
{
  guint marks = 0;

  for (guint ring = 0; ring < 2 * self->n_holes; ring++)
    marks |= tutor_hole_get_marks (TUTOR_HOLE (self->holes[ring]));
  return marks;
}

static void
fill_list (TutorBoard *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->legend_list)))
    gtk_box_remove (GTK_BOX (self->legend_list), child);
  for (TutorMark mark = 0; mark < TUTOR_N_MARKS; mark++)
    {
      GtkWidget *row, *label;

      if (!(self->marks_shown & (1u << mark)))
        continue;
      row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      label = gtk_label_new (tutor_mark_get_meaning (mark));
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 28);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_box_append (GTK_BOX (row), tutor_mark_sample_new (mark));
      gtk_box_append (GTK_BOX (row), label);
      gtk_box_append (GTK_BOX (self->legend_list), row);
    }
}

void
tutor_board_update_legend (TutorBoard *self)
{
  guint marks;

  if (self->legend_button == NULL)
    return;
  marks = collect_marks (self);
  if (marks == self->marks_shown)
    return;
  self->marks_shown = marks;
  fill_list (self);
  if (marks == 0)
    gtk_menu_button_popdown (GTK_MENU_BUTTON (self->legend_button));
  gtk_widget_set_visible (self->legend_button, marks != 0);
}

guint
tutor_board_get_marks_shown (TutorBoard *self)
{
  g_return_val_if_fail (TUTOR_IS_BOARD (self), 0);
  return self->marks_shown;
}

GtkWidget *
tutor_board_get_legend_button (TutorBoard *self)
{
  g_return_val_if_fail (TUTOR_IS_BOARD (self), NULL);
  return self->legend_button;
}

void
tutor_board_init_legend (TutorBoard *self)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *title = gtk_label_new (_("What the marks mean"));
  GtkWidget *label = gtk_label_new ("?");

  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_box_append (GTK_BOX (box), title);
  self->legend_list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (box), self->legend_list);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_popover_set_child (GTK_POPOVER (popover), box);

  self->legend_button = gtk_menu_button_new ();
  gtk_widget_add_css_class (self->legend_button, "legend");
  gtk_widget_add_css_class (label, "legend-mark");
  self->legend_mark = label;
  gtk_menu_button_set_child (GTK_MENU_BUTTON (self->legend_button), label);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (self->legend_button),
                               popover);
  gtk_widget_set_tooltip_text (self->legend_button, _("What the marks mean"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->legend_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("What the marks mean"), -1);
  tutor_popover_tooltip_quiet (self->legend_button);
  gtk_widget_set_visible (self->legend_button, FALSE);
  gtk_widget_set_parent (self->legend_button, GTK_WIDGET (self));
}
