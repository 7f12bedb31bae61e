/* test-board-screens.c: the board's screenshots, for people to look at
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under Xvfb, as test-board.c does: the board at the sizes, in the
 * styles and with the marks the tutor shows, rendered to
 * $TUTOR_SCREENS_DIR (the build's tests/tutor/screens/); the kazans also
 * in Kazakh, from the build's translations.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "board-fixture.h"

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
  save_board (&fixture, name);
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

/* The scenes of issue 14's marks, each rendered in the light, dark and
 * high-contrast styles under the name of the test that checks it. */

/* Lesson 1, step 1: White's whole row the target, Black's a hint. */
static void
rows_marked (Fixture *fixture)
{
  guint white = 0, black = 0;

  for (guint number = 1; number <= 9; number++)
    {
      white |= 1u << ring (fixture, TOGUZ_WHITE, number);
      black |= 1u << ring (fixture, TOGUZ_BLACK, number);
    }
  tutor_board_set_highlight (fixture->board, TUTOR_HIGHLIGHT_TARGET, white);
  tutor_board_set_highlight (fixture->board, TUTOR_HIGHLIGHT_HINT, black);
}

/* Neighbouring targets, marks on the edge holes, every mark at once on
 * one hole and on a tuzdik. */
static void
marks_crowded (Fixture *fixture)
{
  guint target = 0;

  for (guint number = 3; number <= 6; number++)
    target |= 1u << ring (fixture, TOGUZ_BLACK, number);
  target |= 1u << ring (fixture, TOGUZ_WHITE, 8);
  tutor_board_set_highlight (fixture->board, TUTOR_HIGHLIGHT_TARGET, target);
  tutor_board_set_highlight (fixture->board, TUTOR_HIGHLIGHT_HINT,
                             (1u << ring (fixture, TOGUZ_WHITE, 8))
                               | (1u << ring (fixture, TOGUZ_WHITE, 7))
                               | (1u << ring (fixture, TOGUZ_BLACK, 9)));
  tutor_board_set_highlight (fixture->board, TUTOR_HIGHLIGHT_CAPTURE,
                             (1u << ring (fixture, TOGUZ_WHITE, 8))
                               | (1u << ring (fixture, TOGUZ_WHITE, 6)));
  tutor_board_set_highlight (fixture->board, TUTOR_HIGHLIGHT_LAST_MOVE,
                             (1u << ring (fixture, TOGUZ_WHITE, 8))
                               | (1u << ring (fixture, TOGUZ_WHITE, 6))
                               | (1u << ring (fixture, TOGUZ_BLACK, 4))
                               | (1u << ring (fixture, TOGUZ_WHITE, 1)));
}

/* Black's kazan 72, White's 74: the pile must not shrink. */
static void
kazans_72_74 (Fixture *fixture)
{
  ToguzPosition pos = fixture->position;

  pos.kazan[TOGUZ_BLACK] = 72;
  pos.kazan[TOGUZ_WHITE] = 74;
  tutor_board_set_position (fixture->board, &fixture->rules, &pos);
}

static void
screen_styles (const char *test, int width, int height, const char *fen,
               void (*decorate) (Fixture *fixture))
{
  for (BoardStyle style = 0; style < BOARD_N_STYLES; style++)
    {
      g_autofree char *name = g_strdup_printf ("%s-%s.png", test,
                                               board_style_names[style]);
      Fixture fixture;

      fixture_open (&fixture, width, height);
      if (fixture_set_style (&fixture, style))
        {
          if (fen)
            set_fen (&fixture, "togyz", fen);
          if (decorate)
            decorate (&fixture);
          save_board (&fixture, name);
        }
      else
        g_test_message ("no high contrast here: %s not taken", name);
      fixture_set_style (&fixture, BOARD_STYLE_LIGHT);
      fixture_teardown (&fixture, NULL);
    }
}

static void
test_mark_screens (void)
{
  screen_styles ("marks-rows", 1000, 620, NULL, rows_marked);
  screen_styles ("marks-geometry", 1000, 620, TUZDIKS_FEN, marks_crowded);
  screen_styles ("marks-geometry-small", 400, 250, TUZDIKS_FEN,
                 marks_crowded);
  screen_styles ("kazan-pile", 1000, 620, ENDGAME_FEN, kazans_72_74);
  fixture_set_language ("kk");
  screen_styles ("kazan-label-language-kk", 1000, 620, ENDGAME_FEN, NULL);
  fixture_set_language ("C");
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
  screen ("board-dark.png", 1000, 620, TUZDIKS_FEN, mid_game_marks);
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
      save_board (&fixture, "high-contrast.png");
      adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
      save_board (&fixture, "high-contrast-dark.png");
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
  fixture_init_languages ();
  gtk_test_init (&argc, &argv, NULL);
  fixture_set_language ("C");
  adw_init ();

  g_test_add_func ("/tutor/board/screens", test_screens);
  g_test_add_func ("/tutor/board/mark-screens", test_mark_screens);

  return g_test_run ();
}
