/* test-board.c: the board widget in a real window, under Xvfb
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 cannot synthesize input events, so the tests drive the board
 * through the same handlers real input reaches: a click is the hole's own
 * GtkGestureClick emitting "pressed" and "released" at the hole's centre;
 * a key is the board's GtkEventControllerKey emitting "key-pressed"; the
 * pointer is the board's GtkEventControllerMotion emitting "motion" at a
 * point of the board, which the board resolves with gtk_widget_pick().
 * Animations run on the window's real frame clock.
 *
 * The accessible labels are read back with the board's own getters:
 * with GTK_A11Y=none GTK 4.8 keeps no accessible properties to query, and
 * the getters return the very strings the widgets give GtkAccessible.
 *
 * The screenshots are taken by test-board-screens.c.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "toguz-explain-text.h"
#include "toguz-text.h"
#include "board-fixture.h"

#define START_FEN \
  "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1"
/* After White's 65, the first move of most games. */
#define BLACK_TO_MOVE_FEN \
  "9S,9S,9S,9S,1,10S,10S,10S,10S/9S,9S,9S,9S,9S,1S,10S,10S,10S 10 0 N 1"

/* Helpers that act as the learner does. */

static void
click (Fixture *fixture, ToguzSide side, guint number)
{
  tutor_click_board_hole (fixture->board, side, number - 1);
}

static gboolean
press_key (Fixture *fixture, guint keyval)
{
  GtkEventController *keys = tutor_find_controller (GTK_WIDGET (fixture->board),
                                              GTK_TYPE_EVENT_CONTROLLER_KEY);
  gboolean handled = FALSE;

  g_signal_emit_by_name (keys, "key-pressed", keyval, 0, (GdkModifierType) 0,
                         &handled);
  return handled;
}

static void
point_away (Fixture *fixture)
{
  GtkEventController *motion = tutor_find_controller (GTK_WIDGET (fixture->board),
                                                GTK_TYPE_EVENT_CONTROLLER_MOTION);

  g_signal_emit_by_name (motion, "leave");
}

static graphene_rect_t
bounds_of (Fixture *fixture, GtkWidget *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget,
                                            GTK_WIDGET (fixture->board),
                                            &bounds));
  return bounds;
}

/* Layout: Black's 9..1 along the top, White's 1..9 along the bottom. */

static void
check_layout (Fixture *fixture)
{
  guint n = fixture->rules.holes;
  int board_width = gtk_widget_get_width (GTK_WIDGET (fixture->board));
  int board_height = gtk_widget_get_height (GTK_WIDGET (fixture->board));
  graphene_rect_t previous_top = { 0 }, previous_bottom = { 0 };

  for (guint column = 0; column < n; column++)
    {
      /* Left to right: Black's hole n - column, White's hole column + 1. */
      graphene_rect_t top = bounds_of (fixture,
                                       GTK_WIDGET (hole (fixture, TOGUZ_BLACK,
                                                         n - column)));
      graphene_rect_t bottom = bounds_of (fixture,
                                          GTK_WIDGET (hole (fixture,
                                                            TOGUZ_WHITE,
                                                            column + 1)));

      g_assert_cmpfloat (top.size.width, >, 4);
      g_assert_cmpfloat (top.size.height, >, 4);
      g_assert_cmpfloat (top.origin.x, >=, 0);
      g_assert_cmpfloat (top.origin.y, >=, 0);
      g_assert_cmpfloat (bottom.origin.x + bottom.size.width, <=,
                         board_width);
      g_assert_cmpfloat (bottom.origin.y + bottom.size.height, <=,
                         board_height);
      /* Same column, Black's row above White's with room for the
       * kazans between. */
      g_assert_cmpfloat (top.origin.x, ==, bottom.origin.x);
      g_assert_cmpfloat (top.origin.y + top.size.height
                           + top.size.width * 0.8,
                         <, bottom.origin.y);
      if (column > 0)
        {
          g_assert_cmpfloat (previous_top.origin.x + previous_top.size.width,
                             <=, top.origin.x);
          g_assert_cmpfloat (previous_bottom.origin.x
                               + previous_bottom.size.width,
                             <=, bottom.origin.x);
        }
      previous_top = top;
      previous_bottom = bottom;
    }
  g_assert_null (tutor_board_get_hole (fixture->board, TOGUZ_WHITE, n));
}

static void
test_start_layout (Fixture *fixture, gconstpointer data)
{
  check_layout (fixture);
  g_assert_cmpstr (tutor_hole_get_label (hole (fixture, TOGUZ_BLACK, 4)), ==,
                   "Black’s hole 4, 9 stones");
  g_assert_cmpstr (tutor_hole_get_label (hole (fixture, TOGUZ_WHITE, 2)), ==,
                   "White’s hole 2, 9 stones");
  g_assert_true (strstr (tutor_board_get_description (fixture->board),
                         "White to move.")
                 != NULL);
  /* The side to move's holes are the playable ones. */
  g_assert_true (tutor_hole_get_state (hole (fixture, TOGUZ_WHITE, 1))->flags
                 & TUTOR_HOLE_PLAYABLE);
  g_assert_false (tutor_hole_get_state (hole (fixture, TOGUZ_BLACK, 1))->flags
                  & TUTOR_HOLE_PLAYABLE);
}

static void
test_tuzdik_labels (Fixture *fixture, gconstpointer data)
{
  set_fen (fixture, "togyz", TUZDIKS_FEN);
  run_frames (fixture, 1);
  g_assert_cmpstr (tutor_hole_get_label (hole (fixture, TOGUZ_WHITE, 6)), ==,
                   "White’s hole 6, tuzdik of Black");
  g_assert_cmpstr (tutor_hole_get_label (hole (fixture, TOGUZ_BLACK, 1)), ==,
                   "Black’s hole 1, tuzdik of White");
  g_assert_cmpstr (tutor_hole_get_label (hole (fixture, TOGUZ_WHITE, 3)), ==,
                   "White’s hole 3, 21 stones");
  g_assert_cmpstr (tutor_hole_get_label (hole (fixture, TOGUZ_BLACK, 2)), ==,
                   "Black’s hole 2, 1 stone");
  g_assert_cmpint (tutor_hole_get_state (hole (fixture, TOGUZ_WHITE, 6))
                     ->tuzdik_owner, ==, TOGUZ_BLACK);
  /* Nobody sows a tuzdik. */
  g_assert_false (tutor_hole_get_state (hole (fixture, TOGUZ_WHITE, 6))->flags
                  & TUTOR_HOLE_PLAYABLE);
  g_assert_true (strstr (tutor_board_get_description (fixture->board),
                         "White’s kazan holds 44 stones.")
                 != NULL);

  set_fen (fixture, "togyz", ENDGAME_FEN);
  run_frames (fixture, 1);
  g_assert_cmpstr (tutor_hole_get_label (hole (fixture, TOGUZ_WHITE, 1)), ==,
                   "White’s hole 1, 2 stones");
  g_assert_cmpstr (tutor_hole_get_label (hole (fixture, TOGUZ_BLACK, 1)), ==,
                   "Black’s hole 1, 0 stones");
  g_assert_false (tutor_hole_get_state (hole (fixture, TOGUZ_WHITE, 3))->flags
                  & TUTOR_HOLE_PLAYABLE);
}

static void
test_variants (Fixture *fixture, gconstpointer data)
{
  set_fen (fixture, "bestemshe", NULL);
  run_frames (fixture, 2);
  check_layout (fixture);
  g_assert_cmpstr (tutor_hole_get_label (hole (fixture, TOGUZ_BLACK, 5)), ==,
                   "Black’s hole 5, 5 stones");
  /* Keys past the board's size name no hole. */
  g_assert_false (press_key (fixture, GDK_KEY_6));
  g_assert_true (press_key (fixture, GDK_KEY_5));
  g_assert_cmpint (fixture->last_side, ==, TOGUZ_WHITE);
  g_assert_cmpint (fixture->last_hole, ==, 4);

  set_fen (fixture, "togyz-7", NULL);
  run_frames (fixture, 2);
  check_layout (fixture);
  g_assert_cmpstr (tutor_hole_get_label (hole (fixture, TOGUZ_WHITE, 7)), ==,
                   "White’s hole 7, 7 stones");

  set_fen (fixture, "togyz", NULL);
  run_frames (fixture, 2);
  check_layout (fixture);
}

/* Every allocation from a phone to a projector. */
static void
test_sizes (void)
{
  static const int sizes[][2] = {
    { 360, 200 }, { 400, 220 }, { 1920, 1080 }, { 500, 900 }, { 1600, 300 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      Fixture fixture;

      fixture_open (&fixture, sizes[i][0], sizes[i][1]);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fixture.board)), ==,
                       sizes[i][0]);
      g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (fixture.board)),
                       ==, sizes[i][1]);
      check_layout (&fixture);
      fixture_teardown (&fixture, NULL);
    }
}

static void
test_click (Fixture *fixture, gconstpointer data)
{
  click (fixture, TOGUZ_WHITE, 3);
  g_assert_cmpint (fixture->activations, ==, 1);
  g_assert_cmpint (fixture->last_side, ==, TOGUZ_WHITE);
  g_assert_cmpint (fixture->last_hole, ==, 2);

  /* Either row: a prediction asks for the landing hole. */
  click (fixture, TOGUZ_BLACK, 7);
  g_assert_cmpint (fixture->activations, ==, 2);
  g_assert_cmpint (fixture->last_side, ==, TOGUZ_BLACK);
  g_assert_cmpint (fixture->last_hole, ==, 6);

  tutor_board_set_interactive (fixture->board, FALSE);
  click (fixture, TOGUZ_WHITE, 1);
  g_assert_false (press_key (fixture, GDK_KEY_1));
  g_assert_cmpint (fixture->activations, ==, 2);
  g_assert_false (tutor_hole_get_state (hole (fixture, TOGUZ_WHITE, 1))->flags
                  & TUTOR_HOLE_PLAYABLE);

  tutor_board_set_interactive (fixture->board, TRUE);
  click (fixture, TOGUZ_WHITE, 1);
  g_assert_cmpint (fixture->activations, ==, 3);
}

static void
test_keyboard (Fixture *fixture, gconstpointer data)
{
  GtkWidget *focus;

  /* The board takes the focus, on the first hole the side to move can
   * sow. */
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (fixture->board)));
  focus = gtk_root_get_focus (GTK_ROOT (fixture->window));
  g_assert_true (focus == GTK_WIDGET (hole (fixture, TOGUZ_WHITE, 1)));

  /* Digits: the side to move's holes. */
  g_assert_true (press_key (fixture, GDK_KEY_4));
  g_assert_cmpint (fixture->activations, ==, 1);
  g_assert_cmpint (fixture->last_side, ==, TOGUZ_WHITE);
  g_assert_cmpint (fixture->last_hole, ==, 3);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window))
                 == GTK_WIDGET (hole (fixture, TOGUZ_WHITE, 4)));
  g_assert_true (press_key (fixture, GDK_KEY_KP_9));
  g_assert_cmpint (fixture->last_hole, ==, 8);

  /* Arrows follow the screen: Right from White's 1 is White's 2, Up
   * from there is Black's 8 (second column), Left is Black's 9. */
  gtk_widget_grab_focus (GTK_WIDGET (hole (fixture, TOGUZ_WHITE, 1)));
  g_assert_true (press_key (fixture, GDK_KEY_Right));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window))
                 == GTK_WIDGET (hole (fixture, TOGUZ_WHITE, 2)));
  g_assert_true (press_key (fixture, GDK_KEY_Up));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window))
                 == GTK_WIDGET (hole (fixture, TOGUZ_BLACK, 8)));
  g_assert_true (press_key (fixture, GDK_KEY_Left));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window))
                 == GTK_WIDGET (hole (fixture, TOGUZ_BLACK, 9)));
  /* The edge stops the focus. */
  g_assert_true (press_key (fixture, GDK_KEY_Left));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window))
                 == GTK_WIDGET (hole (fixture, TOGUZ_BLACK, 9)));
  g_assert_true (press_key (fixture, GDK_KEY_End));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window))
                 == GTK_WIDGET (hole (fixture, TOGUZ_BLACK, 1)));
  g_assert_true (press_key (fixture, GDK_KEY_Down));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window))
                 == GTK_WIDGET (hole (fixture, TOGUZ_WHITE, 9)));

  /* Enter and Space choose the focused hole, of either row. */
  g_assert_true (press_key (fixture, GDK_KEY_Up));
  g_assert_true (press_key (fixture, GDK_KEY_Return));
  g_assert_cmpint (fixture->last_side, ==, TOGUZ_BLACK);
  g_assert_cmpint (fixture->last_hole, ==, 0);
  g_assert_true (press_key (fixture, GDK_KEY_Left));
  g_assert_true (press_key (fixture, GDK_KEY_space));
  g_assert_cmpint (fixture->last_side, ==, TOGUZ_BLACK);
  g_assert_cmpint (fixture->last_hole, ==, 1);
  g_assert_cmpint (fixture->activations, ==, 4);

  /* With Black to move, the digits are Black's holes. */
  set_fen (fixture, "togyz", BLACK_TO_MOVE_FEN);
  g_assert_true (press_key (fixture, GDK_KEY_2));
  g_assert_cmpint (fixture->last_side, ==, TOGUZ_BLACK);
  g_assert_cmpint (fixture->last_hole, ==, 1);

  /* Other keys are left to the window. */
  g_assert_false (press_key (fixture, GDK_KEY_a));
  g_assert_false (press_key (fixture, GDK_KEY_Escape));
}

static void
test_preview (Fixture *fixture, gconstpointer data)
{
  ToguzEvent preview;
  const TutorHoleState *landing;

  g_assert_false (tutor_board_get_preview (fixture->board, NULL));

  /* White's hole 6 from the start: its last stone makes 10 in Black's
   * hole 5, and takes them. */
  point_at (fixture, TOGUZ_WHITE, 6);
  g_assert_true (tutor_board_get_preview (fixture->board, &preview));
  g_assert_cmpuint (preview.side, ==, TOGUZ_WHITE);
  g_assert_cmpuint (preview.hole, ==, 5);
  g_assert_cmpuint (preview.last, ==, ring (fixture, TOGUZ_BLACK, 5));
  g_assert_cmpuint (preview.landing, ==, TOGUZ_LANDING_EVEN_CAPTURE);
  g_assert_cmpuint (preview.captured, ==, 10);
  landing = tutor_hole_get_state (hole (fixture, TOGUZ_BLACK, 5));
  g_assert_true (landing->flags & TUTOR_HOLE_PREVIEW_LANDING);
  g_assert_cmpuint (landing->preview_capture, ==, 10);
  g_assert_cmpstr (tutor_hole_get_description (hole (fixture, TOGUZ_WHITE,
                                                     6)),
                   ==,
                   "Sowing this hole, the last stone lands in Black’s hole 5 "
                   "and captures 10 stones.");
  g_assert_false (tutor_hole_get_state (hole (fixture, TOGUZ_BLACK, 4))->flags
                  & TUTOR_HOLE_PREVIEW_LANDING);
  run_frames (fixture, 1);

  /* White's hole 1: 9 stones, the last into White's hole 9, no capture. */
  point_at (fixture, TOGUZ_WHITE, 1);
  g_assert_true (tutor_board_get_preview (fixture->board, &preview));
  g_assert_cmpuint (preview.last, ==, ring (fixture, TOGUZ_WHITE, 9));
  g_assert_cmpuint (preview.captured, ==, 0);
  g_assert_false (tutor_hole_get_state (hole (fixture, TOGUZ_BLACK, 5))->flags
                  & TUTOR_HOLE_PREVIEW_LANDING);

  /* Not the side to move's hole, away from the board, or switched off:
   * no preview. */
  point_at (fixture, TOGUZ_BLACK, 3);
  g_assert_false (tutor_board_get_preview (fixture->board, NULL));
  point_at (fixture, TOGUZ_WHITE, 6);
  point_away (fixture);
  g_assert_false (tutor_board_get_preview (fixture->board, NULL));
  tutor_board_set_hover_preview (fixture->board, FALSE);
  point_at (fixture, TOGUZ_WHITE, 6);
  g_assert_false (tutor_board_get_preview (fixture->board, NULL));
  tutor_board_set_hover_preview (fixture->board, TRUE);
  g_assert_true (tutor_board_get_preview (fixture->board, NULL));
  point_away (fixture);

  /* The keyboard focus shows it too, once the focus is visible. */
  gtk_window_set_focus_visible (GTK_WINDOW (fixture->window), TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (hole (fixture, TOGUZ_WHITE, 6)));
  g_assert_true (tutor_board_get_preview (fixture->board, &preview));
  g_assert_cmpuint (preview.captured, ==, 10);
}

/* A board bound to the settings follows each key as it changes; the
 * page's preview-allowed wins over the hover-preview key. */
static void
test_settings (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);

  /* The values at binding time count, not only the later changes. */
  g_settings_set_double (settings, "animation-speed", 3.0);
  tutor_board_bind_settings (fixture->board, settings);
  g_assert_cmpfloat (tutor_board_get_animation_speed (fixture->board), ==,
                     3.0);
  g_settings_set_double (settings, "animation-speed", 0.0);
  g_assert_cmpfloat (tutor_board_get_animation_speed (fixture->board), ==,
                     0.0);

  g_assert_false (tutor_board_get_large_print (fixture->board));
  g_settings_set_boolean (settings, "large-print", TRUE);
  g_assert_true (tutor_board_get_large_print (fixture->board));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (fixture->board),
                                           "large-print"));
  g_assert_true (tutor_hole_get_state (hole (fixture, TOGUZ_WHITE, 1))
                   ->large_print);

  point_at (fixture, TOGUZ_WHITE, 6);
  g_assert_true (tutor_board_get_preview (fixture->board, NULL));
  g_settings_set_boolean (settings, "hover-preview", FALSE);
  g_assert_false (tutor_board_get_hover_preview (fixture->board));
  g_assert_false (tutor_board_get_preview (fixture->board, NULL));
  g_settings_set_boolean (settings, "hover-preview", TRUE);
  g_assert_true (tutor_board_get_preview (fixture->board, NULL));

  /* The page forbids the preview, as a lesson does while the learner
   * predicts: the setting, even changed, does not bring it back. */
  tutor_board_set_preview_allowed (fixture->board, FALSE);
  g_assert_false (tutor_board_get_preview (fixture->board, NULL));
  g_settings_set_boolean (settings, "hover-preview", FALSE);
  g_settings_set_boolean (settings, "hover-preview", TRUE);
  g_assert_true (tutor_board_get_hover_preview (fixture->board));
  g_assert_false (tutor_board_get_preview (fixture->board, NULL));
  tutor_board_set_preview_allowed (fixture->board, TRUE);
  g_assert_true (tutor_board_get_preview (fixture->board, NULL));

  /* A board only reads the settings. */
  tutor_board_set_large_print (fixture->board, FALSE);
  g_assert_true (g_settings_get_boolean (settings, "large-print"));

  g_settings_reset (settings, "animation-speed");
  g_settings_reset (settings, "large-print");
  g_settings_reset (settings, "hover-preview");
}

/* The old Kyrgyz names, on a board of nine holes, when the learner
 * asks for them: a tooltip on each hole. */
static void
test_hole_names (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);

  tutor_board_bind_settings (fixture->board, settings);
  g_assert_false (tutor_board_get_hole_names (fixture->board));
  g_assert_null (gtk_widget_get_tooltip_text (
    GTK_WIDGET (hole (fixture, TOGUZ_WHITE, 6))));

  g_settings_set_boolean (settings, "hole-names", TRUE);
  g_assert_true (tutor_board_get_hole_names (fixture->board));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (
                     GTK_WIDGET (hole (fixture, TOGUZ_WHITE, 6))),
                   ==, "Hole 6: ak koltuk");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (
                     GTK_WIDGET (hole (fixture, TOGUZ_BLACK, 1))),
                   ==, "Hole 1: kuiruk");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (
                     GTK_WIDGET (hole (fixture, TOGUZ_BLACK, 9))),
                   ==, "Hole 9: ooz");

  /* Another board has no such names. */
  set_fen (fixture, "togyz-7", NULL);
  g_assert_null (gtk_widget_get_tooltip_text (
    GTK_WIDGET (hole (fixture, TOGUZ_WHITE, 6))));
  set_fen (fixture, "togyz", NULL);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (
                     GTK_WIDGET (hole (fixture, TOGUZ_WHITE, 2))),
                   ==, "Hole 2: at otpos");

  g_settings_set_boolean (settings, "hole-names", FALSE);
  g_assert_null (gtk_widget_get_tooltip_text (
    GTK_WIDGET (hole (fixture, TOGUZ_WHITE, 6))));
  g_settings_reset (settings, "hole-names");
}

static gboolean
animation_done (Fixture *fixture)
{
  return fixture->finished > 0;
}

static void
test_animation (Fixture *fixture, gconstpointer data)
{
  ToguzPosition after;
  ToguzEvent event;
  g_autofree char *said = NULL;
  gint64 started;
  guint sown_seen = 0;

  play (fixture, 6, &after, &event);
  tutor_board_set_animation_speed (fixture->board, 30);
  started = g_get_monotonic_time ();
  tutor_board_animate_move (fixture->board, &fixture->position, &event,
                            &after);
  g_assert_true (tutor_board_get_animating (fixture->board));
  /* Lifted: hole 6 is empty until its first stone comes back. */
  g_assert_cmpuint (tutor_hole_get_state (hole (fixture, TOGUZ_WHITE, 6))
                      ->count, ==, 0);
  g_assert_cmpint (fixture->finished, ==, 0);

  /* Frame by frame: the stones fall one by one. */
  while (fixture->finished == 0)
    {
      run_frames (fixture, 1);
      for (guint number = 1; number <= 9; number++)
        if (tutor_hole_get_state (hole (fixture, TOGUZ_BLACK, number))->flags
            & TUTOR_HOLE_SOWN)
          sown_seen |= 1u << number;
      g_assert_cmpint (g_get_monotonic_time () - started, <,
                       10 * G_USEC_PER_SEC);
    }
  g_assert_cmpint (fixture->finished, ==, 1);
  g_assert_false (tutor_board_get_animating (fixture->board));
  /* 9 stones at 30 a second, then the capture: a third of a second at
   * least. */
  g_assert_cmpint (g_get_monotonic_time () - started, >=, 300000);
  g_assert_cmpuint (sown_seen & 0x3e, !=, 0);

  g_assert_true (toguz_position_equal (tutor_board_get_position (fixture->board),
                                       &after));
  g_assert_cmpstr (tutor_hole_get_label (hole (fixture, TOGUZ_BLACK, 5)), ==,
                   "Black’s hole 5, 0 stones");
  g_assert_cmpstr (tutor_hole_get_label (hole (fixture, TOGUZ_BLACK, 4)), ==,
                   "Black’s hole 4, 10 stones");
  g_assert_cmpuint (tutor_board_get_highlight (fixture->board,
                                               TUTOR_HIGHLIGHT_LAST_MOVE),
                    ==,
                    (1u << ring (fixture, TOGUZ_WHITE, 6))
                      | (1u << ring (fixture, TOGUZ_BLACK, 5)));
  g_assert_cmpuint (tutor_board_get_highlight (fixture->board,
                                               TUTOR_HIGHLIGHT_CAPTURE),
                    ==, 1u << ring (fixture, TOGUZ_BLACK, 5));
  said = toguz_event_describe (&fixture->rules, &event);
  g_assert_true (g_str_has_prefix (tutor_board_get_description (fixture->board),
                                   said));
  g_assert_true (strstr (tutor_board_get_description (fixture->board),
                         "White’s kazan holds 10 stones. Black’s kazan holds "
                         "0 stones. Black to move.")
                 != NULL);
}

static void
test_skip (Fixture *fixture, gconstpointer data)
{
  ToguzPosition after;
  ToguzEvent event;

  play (fixture, 6, &after, &event);
  tutor_board_set_animation_speed (fixture->board, 2);

  /* Escape. */
  tutor_board_animate_move (fixture->board, &fixture->position, &event,
                            &after);
  run_frames (fixture, 3);
  g_assert_true (tutor_board_get_animating (fixture->board));
  g_assert_cmpint (fixture->finished, ==, 0);
  g_assert_true (press_key (fixture, GDK_KEY_Escape));
  g_assert_cmpint (fixture->finished, ==, 1);
  g_assert_false (tutor_board_get_animating (fixture->board));
  g_assert_true (toguz_position_equal (tutor_board_get_position (fixture->board),
                                       &after));

  /* A click on a hole skips, and chooses nothing. */
  tutor_board_animate_move (fixture->board, &fixture->position, &event,
                            &after);
  run_frames (fixture, 2);
  click (fixture, TOGUZ_BLACK, 2);
  g_assert_cmpint (fixture->finished, ==, 2);
  g_assert_cmpint (fixture->activations, ==, 0);

  /* A press anywhere on the board (its capture-phase gesture). */
  tutor_board_animate_move (fixture->board, &fixture->position, &event,
                            &after);
  g_signal_emit_by_name (tutor_find_controller (GTK_WIDGET (fixture->board),
                                          GTK_TYPE_GESTURE_CLICK),
                         "pressed", 1, 5.0, 5.0);
  g_assert_cmpint (fixture->finished, ==, 3);

  /* The API, and a new move while one runs. */
  tutor_board_animate_move (fixture->board, &fixture->position, &event,
                            &after);
  tutor_board_animate_move (fixture->board, &fixture->position, &event,
                            &after);
  g_assert_cmpint (fixture->finished, ==, 4);
  tutor_board_skip_animation (fixture->board);
  g_assert_cmpint (fixture->finished, ==, 5);
  tutor_board_skip_animation (fixture->board);
  g_assert_cmpint (fixture->finished, ==, 5);

  /* Speed 0: the result at once. */
  tutor_board_set_animation_speed (fixture->board, 0);
  tutor_board_animate_move (fixture->board, &fixture->position, &event,
                            &after);
  g_assert_cmpint (fixture->finished, ==, 6);
  g_assert_false (tutor_board_get_animating (fixture->board));
}

/* A move that makes a tuzdik and one that ends the game with a sweep run
 * to their ends. */
static void
test_animation_results (Fixture *fixture, gconstpointer data)
{
  static const char *const moves[][2] = {
    /* After 65 65 99 89 23, Black's 4 makes White's 5 a tuzdik. */
    { "12S,1S,11S,2S,1S,11S,1,12S,12S/11S,1S,12S,12S,2S,3S,12S,12S,1S "
      "22 12 N 3",
      "4" },
    /* Black has no stones, and White's move gives it none: White sweeps
     * its row and wins. */
    { "9/1S,1S,7 80 80 S 40", "1" },
  };

  tutor_board_set_animation_speed (fixture->board, 60);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      ToguzPosition after;
      ToguzEvent event;

      fixture->finished = 0;
      set_fen (fixture, "togyz", moves[i][0]);
      play (fixture, (guint) atoi (moves[i][1]), &after, &event);
      tutor_board_animate_move (fixture->board, &fixture->position, &event,
                                &after);
      iterate_until (animation_done, fixture);
      g_assert_true (toguz_position_equal (
        tutor_board_get_position (fixture->board), &after));
      for (guint r = 0; r < 2u * fixture->rules.holes; r++)
        {
          ToguzSide side = toguz_ring_side (&fixture->rules, r);
          guint number = toguz_ring_hole (&fixture->rules, r) + 1;

          g_assert_cmpuint (tutor_hole_get_state (hole (fixture, side,
                                                        number))->count,
                            ==, after.holes[r]);
        }
    }
}

static void
test_highlights (Fixture *fixture, gconstpointer data)
{
  guint hint = 1u << ring (fixture, TOGUZ_WHITE, 6);
  guint target = (1u << ring (fixture, TOGUZ_BLACK, 5))
                 | (1u << ring (fixture, TOGUZ_BLACK, 3));

  tutor_board_set_highlight (fixture->board, TUTOR_HIGHLIGHT_HINT, hint);
  tutor_board_set_highlight (fixture->board, TUTOR_HIGHLIGHT_TARGET, target);
  g_assert_cmpuint (tutor_board_get_highlight (fixture->board,
                                               TUTOR_HIGHLIGHT_HINT),
                    ==, hint);
  g_assert_true (tutor_hole_get_state (hole (fixture, TOGUZ_WHITE, 6))->flags
                 & TUTOR_HOLE_HINT);
  g_assert_true (tutor_hole_get_state (hole (fixture, TOGUZ_BLACK, 3))->flags
                 & TUTOR_HOLE_TARGET);
  g_assert_cmpstr (tutor_hole_get_description (hole (fixture, TOGUZ_BLACK,
                                                     3)),
                   ==, "The target.");
  tutor_board_clear_highlights (fixture->board);
  g_assert_false (tutor_hole_get_state (hole (fixture, TOGUZ_BLACK, 3))->flags
                  & TUTOR_HOLE_TARGET);
  g_assert_cmpstr (tutor_hole_get_description (hole (fixture, TOGUZ_BLACK,
                                                     3)),
                   ==, "");
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

#define ADD(name, func) \
  g_test_add ("/tutor/board/" name, Fixture, NULL, fixture_setup, func, \
              fixture_teardown)
  ADD ("start-layout", test_start_layout);
  ADD ("tuzdik-labels", test_tuzdik_labels);
  ADD ("variants", test_variants);
  ADD ("click", test_click);
  ADD ("keyboard", test_keyboard);
  ADD ("preview", test_preview);
  ADD ("settings", test_settings);
  ADD ("hole-names", test_hole_names);
  ADD ("highlights", test_highlights);
  ADD ("animation", test_animation);
  ADD ("animation-results", test_animation_results);
  ADD ("skip", test_skip);
#undef ADD
  g_test_add_func ("/tutor/board/sizes", test_sizes);

  return g_test_run ();
}
