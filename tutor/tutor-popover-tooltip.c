/* tutor-popover-tooltip.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tutor-popover-tooltip.h"

static void
on_popover_visible (GtkWidget *popover, GParamSpec *pspec, GtkWidget *widget)
{
  gtk_widget_set_has_tooltip (widget, !gtk_widget_get_visible (popover)
                                        && gtk_widget_get_tooltip_text (
                                             widget));
  gtk_widget_trigger_tooltip_query (widget);
}

void
tutor_popover_tooltip_quiet (GtkWidget *widget)
{
  GtkWidget *popover = NULL;

  g_return_if_fail (GTK_IS_MENU_BUTTON (widget) || GTK_IS_DROP_DOWN (widget));

  if (GTK_IS_MENU_BUTTON (widget))
    popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (
      widget)));
  /* A drop-down's popover is its own child. */
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child && popover == NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child))
      popover = child;
  g_return_if_fail (popover != NULL);
  g_signal_connect_object (popover, "notify::visible",
                           G_CALLBACK (on_popover_visible), widget, 0);
}
