/* test-board-a11y.c: the board as assistive technologies see it
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under Xvfb with GTK_A11Y=test: GTK's test backend keeps the
 * accessible roles and properties the widgets set, and the
 * gtk_test_accessible_* functions read them back.  GTK 4.8 offers a
 * widget's own actions (gtk_widget_class_install_action()) to assistive
 * technologies as its accessible actions; the test performs the holes'
 * by name, as the AT-SPI bridge does.
 */
#include "config.h"

#include <adwaita.h>

#include "board-fixture.h"

static guint
all_holes (Fixture *fixture, ToguzSide side)
{
  guint mask = 0;

  for (guint number = 1; number <= fixture->rules.holes; number++)
    mask |= 1u << ring (fixture, side, number);
  return mask;
}

static void
test_roles_and_labels (Fixture *fixture, gconstpointer data)
{
  GtkAccessible *board = GTK_ACCESSIBLE (fixture->board);

  gtk_test_accessible_assert_role (board, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Togyz Kumalak board");
  for (int side = 0; side < 2; side++)
    for (guint number = 1; number <= 9; number++)
      {
        GtkAccessible *h = GTK_ACCESSIBLE (hole (fixture, side, number));
        g_autofree char *label = g_strdup_printf (
          side == TOGUZ_WHITE ? "White’s hole %u, 9 stones"
                              : "Black’s hole %u, 9 stones",
          number);

        gtk_test_accessible_assert_role (h, GTK_ACCESSIBLE_ROLE_BUTTON);
        gtk_test_accessible_assert_property (
          h, GTK_ACCESSIBLE_PROPERTY_LABEL, label);
        gtk_test_accessible_assert_property (
          h, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");
      }

  /* The old names are a tooltip for the pointer: a screen reader still
   * hears the hole's own description, which GTK would replace. */
  tutor_board_set_hole_names (fixture->board, TRUE);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (
                     GTK_WIDGET (hole (fixture, TOGUZ_WHITE, 6))),
                   ==, "Hole 6: ak koltuk");
  gtk_test_accessible_assert_property (
    GTK_ACCESSIBLE (hole (fixture, TOGUZ_WHITE, 6)),
    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");
  tutor_board_set_hole_names (fixture->board, FALSE);
  gtk_test_accessible_assert_property (
    GTK_ACCESSIBLE (hole (fixture, TOGUZ_WHITE, 6)),
    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");
}

/* The action a screen reader's "click" performs, and whether it does. */
static gboolean
hole_has_action (const char *name)
{
  GtkWidgetClass *klass = g_type_class_peek (TUTOR_TYPE_HOLE);
  const GVariantType *parameter;
  const char *action, *property;
  GType owner;

  /* GTK 4.8 fills every one of these. */
  for (guint i = 0; gtk_widget_class_query_action (klass, i, &owner, &action,
                                                   &parameter, &property);
       i++)
    if (g_strcmp0 (action, name) == 0)
      return TRUE;
  return FALSE;
}

static void
test_activation (Fixture *fixture, gconstpointer data)
{
  g_assert_true (hole_has_action ("hole.click"));

  /* Any hole of either row: the page decides what a click means. */
  g_assert_true (gtk_widget_activate_action (
    GTK_WIDGET (hole (fixture, TOGUZ_WHITE, 3)), "hole.click", NULL));
  g_assert_cmpint (fixture->activations, ==, 1);
  g_assert_cmpint (fixture->last_side, ==, TOGUZ_WHITE);
  g_assert_cmpint (fixture->last_hole, ==, 2);
  g_assert_true (gtk_widget_activate_action (
    GTK_WIDGET (hole (fixture, TOGUZ_BLACK, 9)), "hole.click", NULL));
  g_assert_cmpint (fixture->activations, ==, 2);
  g_assert_cmpint (fixture->last_side, ==, TOGUZ_BLACK);
  g_assert_cmpint (fixture->last_hole, ==, 8);

  /* A board that only shows offers no click. */
  tutor_board_set_interactive (fixture->board, FALSE);
  gtk_widget_activate_action (GTK_WIDGET (hole (fixture, TOGUZ_WHITE, 3)),
                              "hole.click", NULL);
  g_assert_cmpint (fixture->activations, ==, 2);
  tutor_board_set_interactive (fixture->board, TRUE);
  g_assert_true (gtk_widget_activate_action (
    GTK_WIDGET (hole (fixture, TOGUZ_WHITE, 3)), "hole.click", NULL));
  g_assert_cmpint (fixture->activations, ==, 3);
}

static void
assert_description (TutorHole *h, const char *expected)
{
  gtk_test_accessible_assert_property (
    GTK_ACCESSIBLE (h), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);
}

static void
test_marks_announced (Fixture *fixture, gconstpointer data)
{
  GtkAccessible *board = GTK_ACCESSIBLE (fixture->board);
  GtkWidget *legend = tutor_board_get_legend_button (fixture->board);

  tutor_board_set_highlight (fixture->board, TUTOR_HIGHLIGHT_TARGET,
                             1u << ring (fixture, TOGUZ_BLACK, 6));
  tutor_board_set_highlight (fixture->board, TUTOR_HIGHLIGHT_HINT,
                             (1u << ring (fixture, TOGUZ_WHITE, 8))
                               | (1u << ring (fixture, TOGUZ_WHITE, 7)));
  tutor_board_set_highlight (fixture->board, TUTOR_HIGHLIGHT_CAPTURE,
                             1u << ring (fixture, TOGUZ_BLACK, 2));
  tutor_board_set_highlight (fixture->board, TUTOR_HIGHLIGHT_LAST_MOVE,
                             (1u << ring (fixture, TOGUZ_WHITE, 4))
                               | (1u << ring (fixture, TOGUZ_BLACK, 2))
                               | (1u << ring (fixture, TOGUZ_BLACK, 6)));
  /* In the legend's words. */
  assert_description (hole (fixture, TOGUZ_BLACK, 6),
                      "The target. The last move.");
  assert_description (hole (fixture, TOGUZ_WHITE, 8),
                      "A hint: one of these holes.");
  assert_description (hole (fixture, TOGUZ_BLACK, 2),
                      "Stones captured. The last move.");
  assert_description (hole (fixture, TOGUZ_WHITE, 4), "The last move.");
  assert_description (hole (fixture, TOGUZ_WHITE, 5), "");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (legend),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "What the marks mean");

  /* Lesson 1, step 1: White's row the target, Black's a hint.  A row's
   * mark is the row's: neither a target nor a hint on each hole. */
  tutor_board_clear_highlights (fixture->board);
  tutor_board_set_highlight (fixture->board, TUTOR_HIGHLIGHT_TARGET,
                             all_holes (fixture, TOGUZ_WHITE));
  tutor_board_set_highlight (fixture->board, TUTOR_HIGHLIGHT_HINT,
                             all_holes (fixture, TOGUZ_BLACK));
  for (int side = 0; side < 2; side++)
    for (guint number = 1; number <= 9; number++)
      assert_description (hole (fixture, side, number), "A marked row.");
  g_assert_nonnull (strstr (tutor_board_get_description (fixture->board),
                            "White’s row is marked."));
  g_assert_nonnull (strstr (tutor_board_get_description (fixture->board),
                            "Black’s row is marked."));
  gtk_test_accessible_assert_property (
    board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
    tutor_board_get_description (fixture->board));

  /* One hole less is no row: each hole's own mark again. */
  tutor_board_set_highlight (fixture->board, TUTOR_HIGHLIGHT_HINT,
                             all_holes (fixture, TOGUZ_BLACK)
                               & ~(1u << ring (fixture, TOGUZ_BLACK, 1)));
  assert_description (hole (fixture, TOGUZ_BLACK, 2),
                      "A hint: one of these holes.");
  assert_description (hole (fixture, TOGUZ_BLACK, 1), "");
  g_assert_null (strstr (tutor_board_get_description (fixture->board),
                         "Black’s row is marked."));
  gtk_test_accessible_assert_property (
    board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
    tutor_board_get_description (fixture->board));
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

#define ADD(name, func) \
  g_test_add ("/tutor/board/a11y/" name, Fixture, NULL, fixture_setup, func, \
              fixture_teardown)
  ADD ("roles-and-labels", test_roles_and_labels);
  ADD ("activation", test_activation);
  ADD ("marks-announced", test_marks_announced);
#undef ADD

  return g_test_run ();
}
