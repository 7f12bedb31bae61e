/* test-wrap-box.c: rows that wrap, where each child lands
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The wrap box lays out the lesson's bottom bar, the puzzles' toolbar
 * and the window's button rows.  Children here are boxes of a fixed
 * size, so each position can be worked out by hand.
 */
#include "config.h"

#include <gtk/gtk.h>

#include "tutor-wrap-box.h"

static GtkWidget *
sized (int width, int height)
{
  GtkWidget *child = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  gtk_widget_set_size_request (child, width, height);
  return child;
}

static GtkWidget *
wrap_box (int spacing)
{
  GtkWidget *box = tutor_wrap_box_new ();

  g_object_set (box, "spacing", spacing, "row-spacing", spacing, NULL);
  return g_object_ref_sink (box);
}

static int
height_for (GtkWidget *box, int width)
{
  int minimum = 0;

  gtk_widget_measure (box, GTK_ORIENTATION_VERTICAL, width, &minimum, NULL,
                      NULL, NULL);
  return minimum;
}

/* The box laid out `width` wide; the child's place in it. */
static graphene_rect_t
place (GtkWidget *box, GtkWidget *child)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (child, box, &bounds));
  return bounds;
}

static void
lay_out (GtkWidget *box, int width)
{
  gtk_widget_allocate (box, width, height_for (box, width), -1, NULL);
}

/* Three of 100 px, 10 apart, in 250 px: two in the first row, one in the
 * second; all three in one row when there is room. */
static void
test_rows (void)
{
  g_autoptr (GtkWidget) box = wrap_box (10);
  GtkWidget *a = sized (100, 20), *b = sized (100, 30), *c = sized (100, 20);
  int minimum = 0, natural = 0;

  gtk_widget_set_parent (a, box);
  gtk_widget_set_parent (b, box);
  gtk_widget_set_parent (c, box);
  gtk_widget_measure (box, GTK_ORIENTATION_HORIZONTAL, -1, &minimum,
                      &natural, NULL, NULL);
  g_assert_cmpint (minimum, ==, 100);
  g_assert_cmpint (natural, ==, 320);
  g_assert_cmpint (height_for (box, 250), ==, 30 + 10 + 20);
  g_assert_cmpint (height_for (box, 320), ==, 30);
  g_assert_cmpint (height_for (box, 100), ==, 20 + 10 + 30 + 10 + 20);

  lay_out (box, 250);
  g_assert_cmpfloat (place (box, a).origin.x, ==, 0);
  g_assert_cmpfloat (place (box, b).origin.x, ==, 110);
  g_assert_cmpfloat (place (box, c).origin.x, ==, 0);
  g_assert_cmpfloat (place (box, c).origin.y, ==, 40);
  while (gtk_widget_get_first_child (box))
    gtk_widget_unparent (gtk_widget_get_first_child (box));
}

/* A box aligned to the end puts each row's room at its start: the
 * lesson's buttons stay at the right on a phone. */
static void
test_end_aligned (void)
{
  g_autoptr (GtkWidget) box = wrap_box (10);
  GtkWidget *a = sized (100, 20), *b = sized (100, 20), *c = sized (100, 20);

  gtk_widget_set_halign (box, GTK_ALIGN_END);
  gtk_widget_set_parent (a, box);
  gtk_widget_set_parent (b, box);
  gtk_widget_set_parent (c, box);
  /* Allocated wider than it asks, as its parent gives it: halign END
   * would place it at its natural width, so its room is the row's. */
  gtk_widget_set_halign (box, GTK_ALIGN_FILL);
  lay_out (box, 250);
  g_assert_cmpfloat (place (box, a).origin.x, ==, 0);
  gtk_widget_set_halign (box, GTK_ALIGN_END);
  lay_out (box, 250);
  g_assert_cmpfloat (place (box, a).origin.x, ==, 40);
  g_assert_cmpfloat (place (box, b).origin.x, ==, 150);
  g_assert_cmpfloat (place (box, c).origin.x, ==, 150);
  g_assert_cmpfloat (place (box, c).origin.y, ==, 30);
  while (gtk_widget_get_first_child (box))
    gtk_widget_unparent (gtk_widget_get_first_child (box));
}

/* A child that expands takes its row's room; one shown with nothing in
 * it still gets a place, or GTK warns when it is drawn. */
static void
test_expand_and_empty (void)
{
  g_autoptr (GtkWidget) box = wrap_box (10);
  GtkWidget *empty = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *wide = sized (100, 20), *end = sized (50, 20);

  gtk_widget_set_parent (empty, box);
  gtk_widget_set_parent (wide, box);
  gtk_widget_set_parent (end, box);
  gtk_widget_set_hexpand (wide, TRUE);
  lay_out (box, 300);
  g_assert_cmpint (gtk_widget_get_width (wide), ==, 300 - 20 - 50);
  g_assert_cmpfloat (place (box, end).origin.x, ==, 250);

  /* Alone in a window's box, of no width at all: drawing it warns if it
   * has no place (and warnings are fatal in these tests). */
  gtk_widget_unparent (wide);
  gtk_widget_unparent (end);
  {
    GtkWidget *window = gtk_window_new ();
    g_autoptr (GtkSnapshot) snapshot = gtk_snapshot_new ();
    g_autoptr (GskRenderNode) node = NULL;

    gtk_window_set_child (GTK_WINDOW (window), box);
    gtk_window_present (GTK_WINDOW (window));
    while (!gtk_widget_get_mapped (empty) || gtk_widget_get_width (box) == 0)
      g_main_context_iteration (NULL, TRUE);
    for (int i = 0; i < 10; i++)
      g_main_context_iteration (NULL, FALSE);
    gtk_widget_snapshot_child (box, empty, snapshot);
    node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
    gtk_window_destroy (GTK_WINDOW (window));
  }
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wrap-box/rows", test_rows);
  g_test_add_func ("/wrap-box/end-aligned", test_end_aligned);
  g_test_add_func ("/wrap-box/expand-and-empty", test_expand_and_empty);
  return g_test_run ();
}
