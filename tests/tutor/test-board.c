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
 * The screenshots go to $TUTOR_SCREENS_DIR (the build's
 * tests/tutor/screens/), for people to look at.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "toguz-explain-text.h"
#include "toguz-text.h"
#include "tutor-board.h"
#include "tutor-hole.h"
#include "tutor-test-util.h"

#define START_FEN \
  "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1"
/* The first master game of 2018 after 12 moves: White owns Black's
 * hole 1, Black owns White's hole 6, and two holes hold 21 stones. */
#define TUZDIKS_FEN \
  "2S,2S,6S,8S,7S,1S,7S,1S,t/2S,3S,21S,2S,21S,t,3S,4S,2S 44 26 S 12"
#define ENDGAME_FEN "1S,8/2S,1S,7 80 78 S 40"
/* After White's 65, the first move of most games. */
#define BLACK_TO_MOVE_FEN \
  "9S,9S,9S,9S,1,10S,10S,10S,10S/9S,9S,9S,9S,9S,1S,10S,10S,10S 10 0 N 1"

typedef struct
{
  GtkWidget *window;
  TutorBoard *board;
  ToguzRuleset rules;
  ToguzPosition position;
  /* what the signals said */
  int activations;
  int last_side;
  int last_hole;
  int finished;
} Fixture;

/* The main loop, until a condition holds or 10 s have passed. */

static gboolean
wake_up (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

static void
iterate_until (gboolean (*done) (Fixture *fixture), Fixture *fixture)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  guint waker = g_timeout_add (20, wake_up, NULL);

  while (!done (fixture) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (waker);
  g_assert_true (done (fixture));
}

static gboolean
frame_counted (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  int *frames = data;

  (*frames)++;
  return G_SOURCE_CONTINUE;
}

/* Lets the window lay out and draw `n` frames. */
static void
run_frames (Fixture *fixture, int n)
{
  int frames = 0;
  guint id = gtk_widget_add_tick_callback (GTK_WIDGET (fixture->board),
                                           frame_counted, &frames, NULL);
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  guint waker = g_timeout_add (10, wake_up, NULL);

  while (frames < n && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (waker);
  gtk_widget_remove_tick_callback (GTK_WIDGET (fixture->board), id);
  g_assert_cmpint (frames, >=, n);
}

static gboolean
board_ready (Fixture *fixture)
{
  return gtk_widget_get_mapped (GTK_WIDGET (fixture->board))
         && gtk_widget_get_width (GTK_WIDGET (fixture->board)) > 0;
}

static void
hole_activated (TutorBoard *board, int side, int hole, Fixture *fixture)
{
  fixture->activations++;
  fixture->last_side = side;
  fixture->last_hole = hole;
}

static void
animation_finished (TutorBoard *board, Fixture *fixture)
{
  fixture->finished++;
}

static void
set_fen (Fixture *fixture, const char *variant, const char *fen)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (toguz_ruleset_from_name (variant, &fixture->rules, &error));
  g_assert_no_error (error);
  if (fen)
    {
      g_assert_true (toguz_position_from_fen (&fixture->rules, fen,
                                              &fixture->position, &error));
      g_assert_no_error (error);
    }
  else
    toguz_position_init (&fixture->rules, &fixture->position);
  tutor_board_set_position (fixture->board, &fixture->rules,
                            &fixture->position);
}

/* The board gets exactly width x height: it asks for that size inside a
 * scrolled window smaller than any size tried, so even a projector's
 * 1920x1080 fits on Xvfb's 1280x1024 screen. */
static void
fixture_open (Fixture *fixture, int width, int height)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  memset (fixture, 0, sizeof *fixture);
  fixture->window = gtk_window_new ();
  gtk_window_set_decorated (GTK_WINDOW (fixture->window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 320, 180);
  gtk_window_set_child (GTK_WINDOW (fixture->window), scrolled);
  fixture->board = TUTOR_BOARD (tutor_board_new ());
  gtk_widget_set_size_request (GTK_WIDGET (fixture->board), width, height);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled),
                                 GTK_WIDGET (fixture->board));
  g_signal_connect (fixture->board, "hole-activated",
                    G_CALLBACK (hole_activated), fixture);
  g_signal_connect (fixture->board, "animation-finished",
                    G_CALLBACK (animation_finished), fixture);
  set_fen (fixture, "togyz", NULL);
  gtk_window_present (GTK_WINDOW (fixture->window));
  iterate_until (board_ready, fixture);
  run_frames (fixture, 2);
}

static void
fixture_setup (Fixture *fixture, gconstpointer data)
{
  fixture_open (fixture, 900, 560);
}

static void
fixture_teardown (Fixture *fixture, gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (fixture->window));
}

/* Helpers that act as the learner does. */

static TutorHole *
hole (Fixture *fixture, ToguzSide side, guint number)
{
  GtkWidget *widget = tutor_board_get_hole (fixture->board, side, number - 1);

  g_assert_nonnull (widget);
  return TUTOR_HOLE (widget);
}

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
point_at (Fixture *fixture, ToguzSide side, guint number)
{
  GtkWidget *widget = GTK_WIDGET (hole (fixture, side, number));
  GtkEventController *motion = tutor_find_controller (GTK_WIDGET (fixture->board),
                                                GTK_TYPE_EVENT_CONTROLLER_MOTION);
  graphene_point_t centre = GRAPHENE_POINT_INIT (
    gtk_widget_get_width (widget) / 2.0f, gtk_widget_get_height (widget) / 2.0f);
  graphene_point_t on_board;

  g_assert_true (gtk_widget_compute_point (widget,
                                           GTK_WIDGET (fixture->board),
                                           &centre, &on_board));
  g_signal_emit_by_name (motion, "motion", (double) on_board.x,
                         (double) on_board.y);
}

static void
point_away (Fixture *fixture)
{
  GtkEventController *motion = tutor_find_controller (GTK_WIDGET (fixture->board),
                                                GTK_TYPE_EVENT_CONTROLLER_MOTION);

  g_signal_emit_by_name (motion, "leave");
}

static guint
ring (Fixture *fixture, ToguzSide side, guint number)
{
  return toguz_ring_index (&fixture->rules, side, number - 1);
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

static gboolean
animation_done (Fixture *fixture)
{
  return fixture->finished > 0;
}

static void
play (Fixture *fixture, guint number, ToguzPosition *after,
      ToguzEvent *event)
{
  g_assert_cmpint (toguz_position_play (&fixture->rules, &fixture->position,
                                        number - 1, after, event),
                   ==, TOGUZ_MOVE_OK);
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
                   ==, "Marked as the target.");
  tutor_board_clear_highlights (fixture->board);
  g_assert_false (tutor_hole_get_state (hole (fixture, TOGUZ_BLACK, 3))->flags
                  & TUTOR_HOLE_TARGET);
  g_assert_cmpstr (tutor_hole_get_description (hole (fixture, TOGUZ_BLACK,
                                                     3)),
                   ==, "");
}

/* Screenshots. */

static void
save_screen (Fixture *fixture, const char *name)
{
  GtkWidget *widget = GTK_WIDGET (fixture->board);
  const char *dir = g_getenv ("TUTOR_SCREENS_DIR");
  g_autofree char *path = NULL;
  g_autoptr (GdkPaintable) paintable = NULL;
  g_autoptr (GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  GskRenderer *renderer;
  GdkRGBA background;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, width, height);

  if (dir == NULL)
    dir = g_get_tmp_dir ();
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  path = g_build_filename (dir, name, NULL);

  run_frames (fixture, 2);
  /* The window's background behind the board, as on screen. */
  if (!gtk_style_context_lookup_color (
        gtk_widget_get_style_context (fixture->window), "window_bg_color",
        &background))
    gdk_rgba_parse (&background, "#fafafa");
  gtk_snapshot_append_color (snapshot, &background, &bounds);
  paintable = gtk_widget_paintable_new (widget);
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  texture = gsk_renderer_render_texture (renderer, node, &bounds);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
}

static void
screen (const char *name, int width, int height, const char *fen,
        void (*decorate) (Fixture *fixture))
{
  Fixture fixture;

  fixture_open (&fixture, width, height);
  if (fen)
    set_fen (&fixture, "togyz", fen);
  if (decorate)
    decorate (&fixture);
  save_screen (&fixture, name);
  fixture_teardown (&fixture, NULL);
}

static void
mid_game_marks (Fixture *fixture)
{
  /* The last move (Black's 4 landed in White's 4), a hint and a target,
   * and the preview of White's hole 2. */
  tutor_board_set_highlight (fixture->board, TUTOR_HIGHLIGHT_LAST_MOVE,
                             (1u << ring (fixture, TOGUZ_BLACK, 4))
                               | (1u << ring (fixture, TOGUZ_WHITE, 4)));
  tutor_board_set_highlight (fixture->board, TUTOR_HIGHLIGHT_HINT,
                             1u << ring (fixture, TOGUZ_WHITE, 8));
  tutor_board_set_highlight (fixture->board, TUTOR_HIGHLIGHT_TARGET,
                             1u << ring (fixture, TOGUZ_BLACK, 6));
  point_at (fixture, TOGUZ_WHITE, 2);
}

static void
capture_marks (Fixture *fixture)
{
  tutor_board_set_highlight (fixture->board, TUTOR_HIGHLIGHT_CAPTURE,
                             1u << ring (fixture, TOGUZ_BLACK, 7));
  tutor_board_set_highlight (fixture->board, TUTOR_HIGHLIGHT_LAST_MOVE,
                             (1u << ring (fixture, TOGUZ_BLACK, 7))
                               | (1u << ring (fixture, TOGUZ_WHITE, 2)));
}

/* For data/screenshots/board.png: the last move, nothing else. */
static void
last_move_only (Fixture *fixture)
{
  tutor_board_set_highlight (fixture->board, TUTOR_HIGHLIGHT_LAST_MOVE,
                             (1u << ring (fixture, TOGUZ_BLACK, 4))
                               | (1u << ring (fixture, TOGUZ_WHITE, 4)));
}

static void
large_print (Fixture *fixture)
{
  tutor_board_set_large_print (fixture->board, TRUE);
  mid_game_marks (fixture);
}

static void
focus_and_preview (Fixture *fixture)
{
  gtk_window_set_focus_visible (GTK_WINDOW (fixture->window), TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (hole (fixture, TOGUZ_WHITE, 6)));
}

static void
mid_animation (Fixture *fixture)
{
  ToguzPosition after;
  ToguzEvent event;

  play (fixture, 6, &after, &event);
  tutor_board_set_animation_speed (fixture->board, 4);
  tutor_board_animate_move (fixture->board, &fixture->position, &event,
                            &after);
  /* About five stones in. */
  while (tutor_hole_get_state (hole (fixture, TOGUZ_BLACK, 2))->count < 10)
    run_frames (fixture, 1);
}

static void
bestemshe (Fixture *fixture)
{
  set_fen (fixture, "bestemshe", NULL);
  point_at (fixture, TOGUZ_WHITE, 3);
}

static void
test_screens (void)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  g_autoptr (GSettingsSchema) a11y_schema = NULL;

  screen ("start.png", 1000, 620, NULL, focus_and_preview);
  screen ("mid-game.png", 1000, 620, TUZDIKS_FEN, mid_game_marks);
  screen ("board.png", 1200, 720, TUZDIKS_FEN, last_move_only);
  screen ("capture.png", 1000, 620, ENDGAME_FEN, capture_marks);
  screen ("sowing.png", 1000, 620, NULL, mid_animation);
  screen ("bestemshe.png", 640, 620, NULL, bestemshe);
  screen ("small-400x220.png", 400, 220, TUZDIKS_FEN, mid_game_marks);
  screen ("small-360x200.png", 360, 200, NULL, NULL);
  screen ("projector-1600x900.png", 1600, 900, TUZDIKS_FEN, mid_game_marks);
  screen ("large-print.png", 1000, 620, TUZDIKS_FEN, large_print);

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  screen ("dark.png", 1000, 620, TUZDIKS_FEN, mid_game_marks);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);

  /* High contrast follows the desktop's setting, here in memory. */
  a11y_schema = g_settings_schema_source_lookup (
    g_settings_schema_source_get_default (),
    "org.gnome.desktop.a11y.interface", TRUE);
  if (a11y_schema != NULL
      && g_settings_schema_has_key (a11y_schema, "high-contrast"))
    {
      g_autoptr (GSettings) a11y
        = g_settings_new ("org.gnome.desktop.a11y.interface");
      Fixture fixture;

      g_settings_set_boolean (a11y, "high-contrast", TRUE);
      fixture_open (&fixture, 1000, 620);
      set_fen (&fixture, "togyz", TUZDIKS_FEN);
      /* libadwaita hears of the change from the main loop. */
      while (!adw_style_manager_get_high_contrast (style))
        run_frames (&fixture, 1);
      mid_game_marks (&fixture);
      save_screen (&fixture, "high-contrast.png");
      adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
      save_screen (&fixture, "high-contrast-dark.png");
      adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
      fixture_teardown (&fixture, NULL);
      g_settings_set_boolean (a11y, "high-contrast", FALSE);
    }
  else
    g_test_message ("no org.gnome.desktop.a11y.interface schema: "
                    "no high-contrast screenshot");
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
  ADD ("highlights", test_highlights);
  ADD ("animation", test_animation);
  ADD ("animation-results", test_animation_results);
  ADD ("skip", test_skip);
#undef ADD
  g_test_add_func ("/tutor/board/sizes", test_sizes);
  g_test_add_func ("/tutor/board/screens", test_screens);

  return g_test_run ();
}
