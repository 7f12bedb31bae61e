/* test-layout.c: every page fits a phone and the default window
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under Xvfb, once per language (TOGUZ_TEST_LANGUAGE; English when
 * unset).  Each page is shown at 360x640 and at the default 1000x700:
 * the window asks for no more than 360 px of width, it gets the size it
 * was given, and no widget shown lies outside the window, or outside the
 * scrolled window it sits in.  The presentation mode is shown at a
 * projector's 1920x1080 and 1024x768.  Screens go to
 * TUTOR_SCREENS_DIR/layout-PAGE-WxH-LANG.png for a person to look at.
 * The exercise set editor and the class results' grid have their own
 * tests.
 */
#include "config.h"

#include <glib/gstdio.h>

#include "tutor-sidebar.h"
#include "tutor-test-util.h"

#define PHONE_WIDTH 360

static const char *scratch;

static const char *
language (void)
{
  const char *language = g_getenv ("TOGUZ_TEST_LANGUAGE");

  return language && *language ? language : "C";
}

/* What the window holds needs, across or, for a width, down; its
 * shadow and borders are outside its size. */
static int
content_minimum (GtkWidget *window, GtkOrientation orientation,
                 int for_size)
{
  int minimum = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (window); child;
       child = gtk_widget_get_next_sibling (child))
    {
      int min = 0;

      if (GTK_IS_NATIVE (child) || !gtk_widget_get_visible (child))
        continue;
      gtk_widget_measure (child, orientation, for_size, &min, NULL, NULL,
                          NULL);
      minimum = MAX (minimum, min);
    }
  return minimum;
}

typedef struct
{
  GtkWidget *window;
  int width;
  int height;
} Size;

/* The size asked, or as much more as the window needs: what it takes
 * once it has settled. */
static gboolean
settled (gpointer data)
{
  Size *size = data;
  int width = MAX (size->width,
                   content_minimum (size->window, GTK_ORIENTATION_HORIZONTAL,
                                    -1));
  int height = MAX (size->height,
                    content_minimum (size->window, GTK_ORIENTATION_VERTICAL,
                                     width));

  /* A dialog made again comes a few pixels short of the height asked,
   * without a compositor: only its width is the question. */
  return gtk_widget_get_mapped (size->window)
         && gtk_widget_get_width (size->window) == width
         && (gtk_window_get_transient_for (GTK_WINDOW (size->window))
             || gtk_widget_get_height (size->window) == height);
}

static gboolean
mapped (gpointer data)
{
  return gtk_widget_get_mapped (data);
}

/* Gives the window the size and waits for it to settle.  Without a
 * compositor the surface has room for the resize borders around the
 * window: the surface is asked for the window's size and theirs, which
 * a dialog, made again to take a new size, has as its parent has. */
static void
resize (GtkWidget *window, int width, int height)
{
  Size size = { window, width, height };
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (window));
  GtkWidget *framed = parent ? GTK_WIDGET (parent) : window;
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (framed));

  gtk_window_set_default_size (
    GTK_WINDOW (window),
    width + gdk_surface_get_width (surface) - gtk_widget_get_width (framed),
    height + gdk_surface_get_height (surface)
      - gtk_widget_get_height (framed));
  if (parent)
    {
      gtk_widget_hide (window);
      gtk_widget_unrealize (window);
      gtk_window_present (GTK_WINDOW (window));
      tutor_run_until (mapped, window, 120);
    }
  tutor_run_until (settled, &size, 120);
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
}

static gboolean
contains (const graphene_rect_t *outer, const graphene_rect_t *inner)
{
  /* A pixel and a half: the header bar's border lies under the
   * window's, and rounding. */
  return inner->origin.x >= outer->origin.x - 1.5
         && inner->origin.y >= outer->origin.y - 1.5
         && inner->origin.x + inner->size.width
              <= outer->origin.x + outer->size.width + 1.5
         && inner->origin.y + inner->size.height
              <= outer->origin.y + outer->size.height + 1.5;
}

static void
describe (GString *problems, GtkWidget *widget, const char *what,
          const graphene_rect_t *bounds, const graphene_rect_t *room)
{
  const char *text = GTK_IS_LABEL (widget)
                       ? gtk_label_get_text (GTK_LABEL (widget))
                     : GTK_IS_BUTTON (widget)
                       ? gtk_button_get_label (GTK_BUTTON (widget))
                       : NULL;

  g_string_append_printf (
    problems, "\n  %s “%s” %s: %.0f,%.0f %.0fx%.0f in %.0f,%.0f %.0fx%.0f",
    G_OBJECT_TYPE_NAME (widget), text ? text : "", what, bounds->origin.x,
    bounds->origin.y, bounds->size.width, bounds->size.height,
    room->origin.x, room->origin.y, room->size.width, room->size.height);
}

/* A label whose words do not fit its width, say a long path that
 * cannot wrap; cutting a label short with "…" is its own choice. */
static gboolean
label_overflows (GtkWidget *widget)
{
  PangoRectangle ink, logical;

  if (!GTK_IS_LABEL (widget)
      || gtk_label_get_ellipsize (GTK_LABEL (widget)) != PANGO_ELLIPSIZE_NONE)
    return FALSE;
  pango_layout_get_pixel_extents (gtk_label_get_layout (GTK_LABEL (widget)),
                                  &ink, &logical);
  return logical.width > gtk_widget_get_width (widget) + 1;
}

/* Every widget shown lies inside `room` (the window, or the scrolled
 * window around it). */
static void
check_inside (GtkWidget *parent, GtkWidget *window,
              const graphene_rect_t *room, GString *problems)
{
  for (GtkWidget *child = gtk_widget_get_first_child (parent); child;
       child = gtk_widget_get_next_sibling (child))
    {
      graphene_rect_t bounds;

      /* Popovers and dialogs are windows of their own. */
      if (!gtk_widget_get_mapped (child) || GTK_IS_NATIVE (child)
          || !gtk_widget_compute_bounds (child, window, &bounds))
        continue;
      if (bounds.size.width <= 0 || bounds.size.height <= 0)
        continue;
      if (!contains (room, &bounds))
        {
          describe (problems, child, "is cut", &bounds, room);
          continue;
        }
      if (label_overflows (child))
        describe (problems, child, "has words wider than itself", &bounds,
                  room);
      /* What a scrolled window holds may go past it: it scrolls. */
      if (!GTK_IS_SCROLLED_WINDOW (child))
        check_inside (child, window, room, problems);
      else
        {
          graphene_rect_t inner;
          /* Only up and down, in this tutor. */
          for (GtkWidget *viewport = gtk_widget_get_first_child (child);
               viewport; viewport = gtk_widget_get_next_sibling (viewport))
            if (GTK_IS_VIEWPORT (viewport)
                && gtk_widget_compute_bounds (viewport, window, &inner))
              {
                inner.origin.y = -G_MAXINT;
                inner.size.height = 2.0f * G_MAXINT;
                check_inside (viewport, window, &inner, problems);
              }
        }
    }
}

/* The widgets shown that ask for more than a phone's width, the
 * innermost first: what makes the window wider. */
static gboolean
find_wide (GtkWidget *widget, GString *found)
{
  gboolean inner = FALSE;
  int minimum = 0;

  if (!gtk_widget_get_mapped (widget)
      || (GTK_IS_NATIVE (widget) && !GTK_IS_WINDOW (widget)))
    return FALSE;
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL,
                      NULL, NULL);
  if (minimum <= PHONE_WIDTH - 24)
    return FALSE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    inner |= find_wide (child, found);
  if (!inner)
    {
      const char *text = GTK_IS_LABEL (widget)
                           ? gtk_label_get_text (GTK_LABEL (widget))
                           : "";
      g_string_append_printf (found, "\n  %s “%s” asks for %d px",
                              G_OBJECT_TYPE_NAME (widget), text, minimum);
    }
  return TRUE;
}

/* At each size the window is what it was given and holds its page. */
static void
check_page_at (TutorFixture *fixture, GtkWidget *window, const char *page,
               gboolean sidebar, const int (*sizes)[2], guint n_sizes)
{
  for (guint s = 0; s < n_sizes; s++)
    {
      int width = sizes[s][0], height = sizes[s][1];
      int minimum = 0;
      g_autoptr (GString) problems = g_string_new (NULL);
      g_autofree char *name = g_strdup_printf ("layout-%s-%dx%d-%s.png", page,
                                               width, height, language ());
      graphene_rect_t room;

      resize (window, width, height);
      g_test_message ("%s: %dx%d asked, %dx%d given", page, width, height,
                      gtk_widget_get_width (window),
                      gtk_widget_get_height (window));
      if (fixture)
        tutor_save_screen (fixture, name);
      else
        tutor_save_widget (window, name);
      minimum = content_minimum (window, GTK_ORIENTATION_HORIZONTAL, -1);
      if (minimum > PHONE_WIDTH)
        {
          g_autoptr (GString) wide = g_string_new (NULL);

          find_wide (window, wide);
          g_error ("%s at %dx%d asks for %d px: %s", page, width, height,
                   minimum, wide->str);
        }
      room = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (window),
                                 gtk_widget_get_height (window));
      check_inside (window, window, &room, problems);
      if (problems->len)
        g_error ("%s at %dx%d: %s", page, width, height, problems->str);
      g_assert_cmpint (gtk_widget_get_width (window), ==, width);
      if (!gtk_window_get_transient_for (GTK_WINDOW (window)))
        g_assert_cmpint (gtk_widget_get_height (window), ==, height);
      /* The chapters stay beside the page in the default window, no
       * wider than they ask: the page has the rest. */
      if (sidebar && width >= 1000)
        {
          GtkWidget *pane = gtk_widget_get_parent (
            tutor_find_widget (window, TUTOR_TYPE_SIDEBAR));
          int natural = 0;

          g_assert_false (adw_leaflet_get_folded (ADW_LEAFLET (
            tutor_find_widget (window, ADW_TYPE_LEAFLET))));
          gtk_widget_measure (pane, GTK_ORIENTATION_HORIZONTAL, -1, NULL,
                              &natural, NULL, NULL);
          g_assert_cmpint (gtk_widget_get_width (pane), <=, natural);
        }
    }
}

static void
check_page (TutorFixture *fixture, GtkWidget *window, const char *page,
            gboolean sidebar)
{
  static const int sizes[][2] = { { PHONE_WIDTH, 640 }, { 1000, 700 } };

  check_page_at (fixture, window, page, sidebar, sizes, G_N_ELEMENTS (sizes));
}

static void
open_chapter (TutorFixture *fixture, const char *chapter)
{
  g_assert_true (tutor_window_open_chapter (fixture->window, chapter));
  tutor_fixture_follow_page (fixture);
  tutor_wait_idle (fixture);
}

static void
test_lesson (void)
{
  TutorFixture fixture;

  tutor_fixture_open (&fixture, "lesson.ini");
  open_chapter (&fixture, "sowing");
  check_page (&fixture, GTK_WIDGET (fixture.window), "lesson", TRUE);
  tutor_fixture_close (&fixture);
}

/* The toolbar, the theme pills and a puzzle. */
static void
test_puzzles (void)
{
  TutorFixture fixture;

  tutor_fixture_open (&fixture, "puzzles.ini");
  open_chapter (&fixture, "puzzles-from-games");
  g_assert_cmpstr (tutor_window_get_page (fixture.window), ==, "trainer");
  check_page (&fixture, GTK_WIDGET (fixture.window), "puzzles", TRUE);
  /* And the lesson after it: the trainer's width stays its own. */
  open_chapter (&fixture, "sowing");
  check_page (&fixture, GTK_WIDGET (fixture.window), "lesson-after-puzzles",
              TRUE);
  tutor_fixture_close (&fixture);
}

/* A game under way with a move explained, and a game over. */
static void
test_free_play (void)
{
  TutorFixture fixture;
  TutorFreePlay *play;
  static const guint line[] = { 5, 5, 8, 7, 1, 3, 6, 2, 0, 4 };

  tutor_fixture_open (&fixture, "free-play.ini");
  open_chapter (&fixture, "free-play");
  play = tutor_window_get_free_play (fixture.window);
  g_assert_true (tutor_free_play_new_game (play, TUTOR_OPPONENT_HUMAN,
                                           TOGUZ_WHITE, "togyz"));
  tutor_wait_idle (&fixture);
  for (guint i = 0; i < G_N_ELEMENTS (line); i++)
    {
      tutor_click_board_hole (tutor_free_play_get_board (play),
                              (ToguzSide) tutor_free_play_get_position (play)
                                ->side,
                              line[i]);
      tutor_wait_idle (&fixture);
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (play),
                                             "play.explain", NULL));
  tutor_wait_idle (&fixture);
  g_assert_nonnull (tutor_free_play_get_explanation (play));
  check_page (&fixture, GTK_WIDGET (fixture.window), "free-play-explained",
              TRUE);

  g_assert_true (tutor_free_play_set_fen (
    play, "8,1S/8,1S 80 80 S 40", NULL));
  tutor_wait_idle (&fixture);
  tutor_click_board_hole (tutor_free_play_get_board (play), TOGUZ_WHITE, 8);
  tutor_wait_idle (&fixture);
  g_assert_nonnull (tutor_free_play_get_result_text (play));
  check_page (&fixture, GTK_WIDGET (fixture.window), "free-play-result",
              TRUE);
  tutor_fixture_close (&fixture);
}

/* A lesson's end: its two buttons side by side, or one above the other. */
static void
test_finished (void)
{
  TutorFixture fixture;

  tutor_fixture_open (&fixture, "finished.ini");
  open_chapter (&fixture, "end-of-game");
  /* What the player says after its last step. */
  g_signal_emit_by_name (fixture.player, "finished");
  tutor_wait_idle (&fixture);
  g_assert_cmpstr (tutor_window_get_page (fixture.window), ==, "finished");
  check_page (&fixture, GTK_WIDGET (fixture.window), "finished", TRUE);
  tutor_fixture_close (&fixture);
}

/* A projector's screens, wide and old. */
static const int projector_sizes[][2] = { { 1920, 1080 }, { 1024, 768 } };

static void
present (TutorFixture *fixture)
{
  g_action_group_activate_action (G_ACTION_GROUP (fixture->window),
                                  "present", NULL);
  tutor_wait_idle (fixture);
  g_assert_true (tutor_presenter_get_presenting (
    tutor_window_get_presenter (fixture->window)));
}

static void
go_to_step (TutorFixture *fixture, const char *id)
{
  ToguzLesson *lesson = tutor_lesson_player_get_lesson (fixture->player);

  for (guint i = 0; i < toguz_lesson_get_n_steps (lesson); i++)
    if (g_strcmp0 (toguz_lesson_get_step (lesson, i)->id, id) == 0)
      {
        tutor_lesson_player_go_to_step (fixture->player, i);
        tutor_wait_idle (fixture);
        return;
      }
  g_error ("no step %s", id);
}

/* A wrong move played, and told once the teacher steps on. */
static void
tell_wrong_move (TutorFixture *fixture)
{
  int wrong = tutor_find_wrong_move (fixture);
  ToguzTaskSession *session = tutor_fixture_session (fixture);

  g_assert_cmpint (wrong, >=, 0);
  tutor_click_hole (fixture, (ToguzSide) toguz_task_session_get_position (
                               session)->side,
                    (guint) wrong);
  g_assert_cmpint (tutor_lesson_player_step_on (fixture->player), ==,
                   TUTOR_PACE_REVEAL_VERDICT);
  tutor_wait_idle (fixture);
  g_assert_cmpint (toguz_task_session_get_mistakes (session), ==, 1);
}

/* Presenting a lesson: a step of words, and a task whose wrong answer
 * is told. */
static void
test_present_lesson (void)
{
  TutorFixture fixture;

  tutor_fixture_open (&fixture, "present-lesson.ini");
  open_chapter (&fixture, "sowing");
  present (&fixture);
  go_to_step (&fixture, "sow");
  check_page_at (&fixture, GTK_WIDGET (fixture.window), "present-lesson-text",
                 FALSE, projector_sizes, G_N_ELEMENTS (projector_sizes));
  /* The words grow on the large screen. */
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (fixture.window),
                                            "wide"));
  resize (GTK_WIDGET (fixture.window), 1920, 1080);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (fixture.window),
                                           "wide"));
  go_to_step (&fixture, "reach-a-hole");
  tell_wrong_move (&fixture);
  check_page_at (&fixture, GTK_WIDGET (fixture.window), "present-lesson-wrong",
                 FALSE, projector_sizes, G_N_ELEMENTS (projector_sizes));
  tutor_fixture_close (&fixture);
}

/* Presenting a puzzle, its wrong answer told as the engine explains it. */
static void
test_present_puzzle (void)
{
  TutorFixture fixture;

  tutor_fixture_open (&fixture, "present-puzzle.ini");
  open_chapter (&fixture, "puzzles-from-games");
  present (&fixture);
  tell_wrong_move (&fixture);
  check_page_at (&fixture, GTK_WIDGET (fixture.window), "present-puzzle-wrong",
                 FALSE, projector_sizes, G_N_ELEMENTS (projector_sizes));
  tutor_fixture_close (&fixture);
}

/* Inside every scrolled window around it, as the window shows it. */
static gboolean
fully_shown (GtkWidget *widget, GtkWidget *window)
{
  graphene_rect_t bounds, room;

  if (!gtk_widget_compute_bounds (widget, window, &bounds))
    return FALSE;
  for (GtkWidget *up = gtk_widget_get_parent (widget); up;
       up = gtk_widget_get_parent (up))
    if ((GTK_IS_VIEWPORT (up) || up == window)
        && (!gtk_widget_compute_bounds (up, window, &room)
            || !contains (&room, &bounds)))
      return FALSE;
  return TRUE;
}

static GtkWidget *
find_label_with (GtkWidget *root, const char *part)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;
      /* More than the part: the header's subtitle is the path alone. */
      if (GTK_IS_LABEL (child) && gtk_widget_get_mapped (child)
          && strstr (gtk_label_get_text (GTK_LABEL (child)), part)
          && strlen (gtk_label_get_text (GTK_LABEL (child))) > strlen (part))
        return child;
      if ((found = find_label_with (child, part)))
        return found;
    }
  return NULL;
}

/* The problems of a file that cannot be used. */
static void
test_errors (void)
{
  TutorFixture fixture;
  g_autofree char *path = g_build_filename (scratch, "broken-lesson.xml",
                                            NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);

  g_assert_true (g_file_set_contents (
    path,
    "<?xml version=\"1.0\"?>\n"
    "<lesson xmlns=\"https://toguztutor.org/ns/lesson/1\" id=\"broken\">\n"
    "  <title>A lesson with a rather long title that has a problem</title>\n"
    "  <step><text>No board, no task, an unknown element:</text>"
    "<frobnicate/></step>\n"
    "</lesson>\n",
    -1, NULL));
  tutor_fixture_open (&fixture, "errors.ini");
  tutor_window_open_file (fixture.window, file);
  tutor_wait_idle (&fixture);
  g_assert_cmpstr (tutor_window_get_page (fixture.window), ==, "errors");
  check_page (&fixture, GTK_WIDGET (fixture.window), "errors", TRUE);
  /* Which file, in full: a status page scrolling inside the page cut
   * its words short. */
  resize (GTK_WIDGET (fixture.window), PHONE_WIDTH, 640);
  g_assert_true (fully_shown (find_label_with (GTK_WIDGET (fixture.window),
                                               path),
                              GTK_WIDGET (fixture.window)));
  tutor_fixture_close (&fixture);
  g_remove (path);
}

/* Teach ▸ Class Results before anything is imported (with results, its
 * grid scrolls across: tests/tutor/test-class-view.c checks it). */
static void
test_class_results (void)
{
  TutorFixture fixture;

  tutor_fixture_open (&fixture, "class-results.ini");
  open_chapter (&fixture, "class-results");
  g_assert_cmpstr (tutor_window_get_page (fixture.window), ==,
                   "class-results");
  check_page (&fixture, GTK_WIDGET (fixture.window), "class-results", TRUE);
  tutor_fixture_close (&fixture);
}

static void
test_preferences (void)
{
  TutorFixture fixture;
  GtkWidget *preferences = NULL;

  tutor_fixture_open (&fixture, "preferences.ini");
  g_action_group_activate_action (G_ACTION_GROUP (fixture.app), "preferences",
                                  NULL);
  tutor_run_until (tutor_preferences_shown, &preferences, 20);
  check_page (NULL, preferences, "preferences", FALSE);
  gtk_window_destroy (GTK_WINDOW (preferences));
  tutor_fixture_close (&fixture);
}

int
main (int argc, char **argv)
{
  scratch = tutor_test_init (&argc, &argv);

  g_test_add_func ("/layout/lesson", test_lesson);
  g_test_add_func ("/layout/puzzles", test_puzzles);
  g_test_add_func ("/layout/free-play", test_free_play);
  g_test_add_func ("/layout/finished", test_finished);
  g_test_add_func ("/layout/errors", test_errors);
  g_test_add_func ("/layout/class-results", test_class_results);
  g_test_add_func ("/layout/preferences", test_preferences);
  g_test_add_func ("/layout/present-lesson", test_present_lesson);
  g_test_add_func ("/layout/present-puzzle", test_present_puzzle);
  return tutor_test_finish (g_test_run ());
}
