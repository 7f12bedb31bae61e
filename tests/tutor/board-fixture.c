/* board-fixture.c: a board in a window of its own, under Xvfb
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "board-fixture.h"
#include "toguz-text.h"

static gboolean
wake_up (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

void
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

void
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
hole_activated (TutorBoard *board, int side, int index, Fixture *fixture)
{
  fixture->activations++;
  fixture->last_side = side;
  fixture->last_hole = index;
}

static void
animation_finished (TutorBoard *board, Fixture *fixture)
{
  fixture->finished++;
}

void
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
void
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

GdkTexture *
render_board (Fixture *fixture)
{
  GtkWidget *widget = GTK_WIDGET (fixture->board);
  g_autoptr (GdkPaintable) paintable = NULL;
  g_autoptr (GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  GskRenderer *renderer;
  GdkRGBA background;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, width, height);

  run_frames (fixture, 2);
  /* The window's background behind the board, as on screen. */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (!gtk_style_context_lookup_color (
        gtk_widget_get_style_context (fixture->window), "window_bg_color",
        &background))
    gdk_rgba_parse (&background, "#fafafa");
  G_GNUC_END_IGNORE_DEPRECATIONS
  gtk_snapshot_append_color (snapshot, &background, &bounds);
  paintable = gtk_widget_paintable_new (widget);
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  return gsk_renderer_render_texture (renderer, node, &bounds);
}

void
save_board (Fixture *fixture, const char *name)
{
  const char *dir = g_getenv ("TUTOR_SCREENS_DIR");
  g_autofree char *path = NULL;
  g_autoptr (GdkTexture) texture = render_board (fixture);

  if (dir == NULL)
    dir = g_get_tmp_dir ();
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  path = g_build_filename (dir, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
}

void
fixture_set_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  /* gettext keeps what it translated until the locale is set again. */
  toguz_text_init_locale ();
}

void
fixture_init_languages (void)
{
  /* GLib decides at its first translation whether to translate at all,
   * and would not in English under C.UTF-8: Kazakh first. */
  fixture_set_language ("kk");
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "White’s kazan"), !=,
                   "White’s kazan");
}

const char *const board_style_names[BOARD_N_STYLES] = { "light", "dark",
                                                       "hc" };

gboolean
fixture_set_style (Fixture *fixture, BoardStyle style)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  g_autoptr (GSettingsSchema) schema = g_settings_schema_source_lookup (
    g_settings_schema_source_get_default (),
    "org.gnome.desktop.a11y.interface", TRUE);
  gboolean high_contrast = style == BOARD_STYLE_HIGH_CONTRAST;

  /* High contrast follows the desktop's setting, here in memory. */
  if (schema == NULL || !g_settings_schema_has_key (schema, "high-contrast"))
    {
      if (high_contrast)
        return FALSE;
    }
  else
    {
      g_autoptr (GSettings) a11y
        = g_settings_new ("org.gnome.desktop.a11y.interface");

      g_settings_set_boolean (a11y, "high-contrast", high_contrast);
    }
  adw_style_manager_set_color_scheme (manager,
                                      style == BOARD_STYLE_DARK
                                        ? ADW_COLOR_SCHEME_FORCE_DARK
                                        : ADW_COLOR_SCHEME_DEFAULT);
  /* libadwaita hears of the change from the main loop. */
  while (adw_style_manager_get_high_contrast (manager) != high_contrast)
    run_frames (fixture, 1);
  run_frames (fixture, 2);
  return TRUE;
}

void
fixture_setup (Fixture *fixture, gconstpointer data)
{
  fixture_open (fixture, 900, 560);
}

void
fixture_teardown (Fixture *fixture, gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (fixture->window));
}

TutorHole *
hole (Fixture *fixture, ToguzSide side, guint number)
{
  GtkWidget *widget = tutor_board_get_hole (fixture->board, side, number - 1);

  g_assert_nonnull (widget);
  return TUTOR_HOLE (widget);
}

void
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

guint
ring (Fixture *fixture, ToguzSide side, guint number)
{
  return toguz_ring_index (&fixture->rules, side, number - 1);
}

void
play (Fixture *fixture, guint number, ToguzPosition *after,
      ToguzEvent *event)
{
  g_assert_cmpint (toguz_position_play (&fixture->rules, &fixture->position,
                                        number - 1, after, event),
                   ==, TOGUZ_MOVE_OK);
}
