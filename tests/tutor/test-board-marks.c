/* test-board-marks.c: the board's marks, its legend and its kazans
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under Xvfb, as test-board.c does, and with the build's
 * translations (the kazans' names are checked in Kazakh).  Where a mark
 * may go comes from the board's layout (tutor-board-layout.c and the
 * holes' own): inside the wood, clear of the numbers and counts, inside
 * its hole's cell; the pixels the marks change on a rendering must lie
 * where the layout says.  The legend's test saves the legend to
 * TUTOR_SCREENS_DIR in the light, dark and high-contrast styles;
 * test-board-screens.c renders the board in the scenes these tests
 * check.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "board-fixture.h"
#include "tutor-mark-sample.h"

/* The marks a hole draws itself (the row's band is the board's). */
static const TutorMark hole_marks[] = {
  TUTOR_MARK_TARGET, TUTOR_MARK_CAPTURE, TUTOR_MARK_HINT,
  TUTOR_MARK_LAST_MOVE, TUTOR_MARK_LANDING, TUTOR_MARK_TUZDIK_WHITE,
  TUTOR_MARK_TUZDIK_BLACK,
};

static guint
count_bits (guint bits)
{
  guint n = 0;

  for (; bits; bits &= bits - 1)
    n++;
  return n;
}

static guint
all_holes (Fixture *fixture, ToguzSide side)
{
  guint mask = 0;

  for (guint number = 1; number <= fixture->rules.holes; number++)
    mask |= 1u << ring (fixture, side, number);
  return mask;
}

/* A rectangle of a hole, in the board's coordinates. */
static void
to_board (Fixture *fixture, TutorHole *hole, const graphene_rect_t *rect,
          graphene_rect_t *out)
{
  graphene_point_t origin;

  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (hole),
                                           GTK_WIDGET (fixture->board),
                                           &rect->origin, &origin));
  graphene_rect_init (out, origin.x, origin.y, rect->size.width,
                      rect->size.height);
}

static gboolean
inside (const graphene_rect_t *inner, const graphene_rect_t *outer,
        double slack)
{
  return inner->origin.x >= outer->origin.x - slack
         && inner->origin.y >= outer->origin.y - slack
         && inner->origin.x + inner->size.width
              <= outer->origin.x + outer->size.width + slack
         && inner->origin.y + inner->size.height
              <= outer->origin.y + outer->size.height + slack;
}

/* Whether two boxes overlap or come within `gap` pixels of each other. */
static gboolean
touch (const graphene_rect_t *a, const graphene_rect_t *b, double gap)
{
  graphene_rect_t wider;

  graphene_rect_inset_r (a, (float) -gap, (float) -gap, &wider);
  return graphene_rect_intersection (&wider, b, NULL);
}

static void
print_rect (const char *what, const graphene_rect_t *r)
{
  g_test_message ("%s: %.1f,%.1f %.1fx%.1f", what, r->origin.x, r->origin.y,
                  r->size.width, r->size.height);
}

/* The layout's promises for every hole and mark, at the board's size. */
static void
check_mark_places (Fixture *fixture, const char *where)
{
  guint n = fixture->rules.holes;
  graphene_rect_t wood, numbers[2 * TOGUZ_MAX_HOLES];

  tutor_board_get_wood_bounds (fixture->board, &wood);
  for (guint r = 0; r < 2 * n; r++)
    {
      TutorHole *h = hole (fixture, toguz_ring_side (&fixture->rules, r),
                           toguz_ring_hole (&fixture->rules, r) + 1);
      graphene_rect_t number;

      tutor_hole_get_number_bounds (h, &number);
      to_board (fixture, h, &number, &numbers[r]);
      /* The numbers are outside the wood. */
      g_assert_false (touch (&numbers[r], &wood, 0));
    }

  for (guint r = 0; r < 2 * n; r++)
    {
      TutorHole *h = hole (fixture, toguz_ring_side (&fixture->rules, r),
                           toguz_ring_hole (&fixture->rules, r) + 1);
      graphene_rect_t cell, count, bar;

      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (h),
                                                GTK_WIDGET (fixture->board),
                                                &cell));
      tutor_hole_get_count_bounds (h, &count);
      to_board (fixture, h, &count, &count);
      g_assert_true (tutor_hole_get_mark_bounds (h, TUTOR_MARK_LAST_MOVE,
                                                 &bar));
      to_board (fixture, h, &bar, &bar);
      for (guint i = 0; i < G_N_ELEMENTS (hole_marks); i++)
        {
          TutorMark mark = hole_marks[i];
          graphene_rect_t bounds;
          gboolean ok;

          g_assert_true (tutor_hole_get_mark_bounds (h, mark, &bounds));
          to_board (fixture, h, &bounds, &bounds);
          /* Half a pixel: the cell's edges are rounded to pixels. */
          ok = inside (&bounds, &wood, 0.5)
               /* 1 pixel of wood between neighbours' marks. */
               && inside (&bounds, &GRAPHENE_RECT_INIT (
                                     cell.origin.x + 0.5, cell.origin.y,
                                     cell.size.width - 1, cell.size.height),
                          0)
               && !touch (&bounds, &count, 0.5);
          for (guint other = 0; ok && other < 2 * n; other++)
            ok = !touch (&bounds, &numbers[other], 1);
          /* A ring and the bar never cover each other. */
          if (ok && mark != TUTOR_MARK_LAST_MOVE)
            ok = !touch (&bounds, &bar, 0);
          if (!ok)
            {
              g_test_message ("%s: mark %d of ring %u out of place", where,
                              mark, r);
              print_rect ("mark", &bounds);
              print_rect ("wood", &wood);
              print_rect ("cell", &cell);
              print_rect ("count", &count);
              print_rect ("number", &numbers[r]);
            }
          g_assert_true (ok);
        }
    }

  for (int side = 0; side < 2; side++)
    {
      graphene_rect_t band;

      if (!tutor_board_get_row_mark_bounds (fixture->board, side, &band))
        continue;
      g_assert_true (inside (&band, &wood, 0.5));
      for (guint other = 0; other < 2 * n; other++)
        g_assert_false (touch (&band, &numbers[other], 1));
    }
}

/* Every hole a mark, neighbours too, and both rows' bands. */
static void
mark_everything (Fixture *fixture, guint phase)
{
  guint masks[TUTOR_N_HIGHLIGHTS] = { 0 };

  for (guint r = 0; r < 2 * fixture->rules.holes; r++)
    masks[(r + phase) % TUTOR_N_HIGHLIGHTS] |= 1u << r;
  for (guint kind = 0; kind < TUTOR_N_HIGHLIGHTS; kind++)
    tutor_board_set_highlight (fixture->board, kind, masks[kind]);
}

static void
mark_rows (Fixture *fixture)
{
  tutor_board_clear_highlights (fixture->board);
  tutor_board_set_highlight (fixture->board, TUTOR_HIGHLIGHT_TARGET,
                             all_holes (fixture, TOGUZ_WHITE));
  tutor_board_set_highlight (fixture->board, TUTOR_HIGHLIGHT_HINT,
                             all_holes (fixture, TOGUZ_BLACK));
}

static void
test_geometry_sizes (void)
{
  static const struct
  {
    int width, height;
    const char *variant;
  } sizes[] = {
    { 1000, 620, "togyz" }, { 400, 250, "togyz" }, { 200, 130, "togyz" },
    { 1600, 900, "togyz" }, { 640, 620, "bestemshe" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (int large = 0; large <= 1; large++)
      for (BoardStyle style = 0; style < BOARD_N_STYLES; style++)
        {
          g_autofree char *where = g_strdup_printf (
            "%dx%d %s%s %s", sizes[i].width, sizes[i].height,
            sizes[i].variant, large ? " large print" : "",
            board_style_names[style]);
          Fixture fixture;

          /* The dark style draws the same shapes: only the wood's edge
           * changes with high contrast. */
          if (style == BOARD_STYLE_DARK)
            continue;
          fixture_open (&fixture, sizes[i].width, sizes[i].height);
          if (fixture_set_style (&fixture, style))
            {
              set_fen (&fixture, sizes[i].variant, NULL);
              tutor_board_set_large_print (fixture.board, large);
              run_frames (&fixture, 2);
              mark_everything (&fixture, 0);
              check_mark_places (&fixture, where);
              mark_rows (&fixture);
              check_mark_places (&fixture, where);
              fixture_set_style (&fixture, BOARD_STYLE_LIGHT);
            }
          fixture_teardown (&fixture, NULL);
        }
}

/* The pixels marks change lie inside the boxes the layout gives them. */
static void
check_pixels (Fixture *fixture, const char *where)
{
  g_autoptr (GdkTexture) bare = NULL;
  g_autoptr (GdkTexture) marked = NULL;
  int width = gtk_widget_get_width (GTK_WIDGET (fixture->board));
  int height = gtk_widget_get_height (GTK_WIDGET (fixture->board));
  gsize stride = 4 * (gsize) width;
  g_autofree guchar *before = g_malloc (stride * height);
  g_autofree guchar *after = g_malloc (stride * height);
  g_autoptr (GArray) allowed = g_array_new (FALSE, FALSE,
                                            sizeof (graphene_rect_t));
  guint changed = 0, strays = 0;

  tutor_board_clear_highlights (fixture->board);
  bare = render_board (fixture);
  mark_everything (fixture, 1);
  marked = render_board (fixture);
  gdk_texture_download (bare, before, stride);
  gdk_texture_download (marked, after, stride);

  for (guint r = 0; r < 2 * fixture->rules.holes; r++)
    {
      TutorHole *h = hole (fixture, toguz_ring_side (&fixture->rules, r),
                           toguz_ring_hole (&fixture->rules, r) + 1);

      for (TutorMark mark = 0; mark < TUTOR_N_MARKS; mark++)
        {
          graphene_rect_t bounds;

          if ((tutor_hole_get_marks (h) & (1u << mark))
              && tutor_hole_get_mark_bounds (h, mark, &bounds))
            {
              to_board (fixture, h, &bounds, &bounds);
              /* Antialiasing: a pixel either side. */
              graphene_rect_inset (&bounds, -1, -1);
              g_array_append_val (allowed, bounds);
            }
        }
    }
  g_assert_cmpuint (allowed->len, >, 0);

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        gsize at = y * stride + 4 * x;
        gboolean in_place = FALSE;

        if (memcmp (before + at, after + at, 4) == 0)
          continue;
        changed++;
        for (guint i = 0; i < allowed->len && !in_place; i++)
          in_place = graphene_rect_contains_point (
            &g_array_index (allowed, graphene_rect_t, i),
            &GRAPHENE_POINT_INIT (x + 0.5f, y + 0.5f));
        if (!in_place && strays++ < 5)
          g_test_message ("%s: a mark's pixel at %d,%d outside its place",
                          where, x, y);
      }
  g_assert_cmpuint (changed, >, 0);
  g_assert_cmpuint (strays, ==, 0);
}

static void
test_geometry_pixels (void)
{
  for (BoardStyle style = 0; style < BOARD_N_STYLES; style++)
    for (int large = 0; large <= 1; large++)
      {
        g_autofree char *where = g_strdup_printf (
          "%s%s", board_style_names[style], large ? " large print" : "");
        Fixture fixture;

        fixture_open (&fixture, 1000, 620);
        if (fixture_set_style (&fixture, style))
          {
            set_fen (&fixture, "togyz", TUZDIKS_FEN);
            tutor_board_set_large_print (fixture.board, large);
            check_pixels (&fixture, where);
            fixture_set_style (&fixture, BOARD_STYLE_LIGHT);
          }
        fixture_teardown (&fixture, NULL);
      }
}

/* One hole asks for every highlight, a tuzdik for two, a hole of a
 * marked row for two more: each shows two marks, by the priority. */
static void
test_at_most_two (Fixture *fixture, gconstpointer data)
{
  guint crowded = ring (fixture, TOGUZ_WHITE, 8);
  guint tuzdik = ring (fixture, TOGUZ_WHITE, 6); /* Black's tuzdik */
  guint in_row = ring (fixture, TOGUZ_BLACK, 4);
  guint all = (1u << crowded) | (1u << tuzdik) | (1u << in_row);

  set_fen (fixture, "togyz", TUZDIKS_FEN);
  tutor_board_set_highlight (fixture->board, TUTOR_HIGHLIGHT_TARGET,
                             1u << crowded);
  tutor_board_set_highlight (fixture->board, TUTOR_HIGHLIGHT_HINT,
                             (1u << crowded) | all_holes (fixture,
                                                          TOGUZ_BLACK));
  tutor_board_set_highlight (fixture->board, TUTOR_HIGHLIGHT_CAPTURE, all);
  tutor_board_set_highlight (fixture->board, TUTOR_HIGHLIGHT_LAST_MOVE, all);

  for (guint r = 0; r < 2 * fixture->rules.holes; r++)
    g_assert_cmpuint (count_bits (tutor_hole_get_marks (
                        hole (fixture, toguz_ring_side (&fixture->rules, r),
                              toguz_ring_hole (&fixture->rules, r) + 1))),
                      <=, 2);
  g_assert_cmpuint (tutor_hole_get_marks (hole (fixture, TOGUZ_WHITE, 8)),
                    ==, (1u << TUTOR_MARK_TARGET)
                          | (1u << TUTOR_MARK_LAST_MOVE));
  g_assert_cmpstr (tutor_hole_get_description (hole (fixture, TOGUZ_WHITE, 8)),
                   ==, "The target. The last move.");
  g_assert_cmpuint (tutor_hole_get_marks (hole (fixture, TOGUZ_WHITE, 6)),
                    ==, (1u << TUTOR_MARK_CAPTURE)
                          | (1u << TUTOR_MARK_TUZDIK_BLACK));
  g_assert_cmpuint (tutor_hole_get_marks (hole (fixture, TOGUZ_BLACK, 4)),
                    ==, (1u << TUTOR_MARK_CAPTURE) | (1u << TUTOR_MARK_ROW));
  /* The preview's landing comes first, while the learner points. */
  tutor_board_set_highlight (fixture->board, TUTOR_HIGHLIGHT_TARGET, 0);
  tutor_board_set_highlight (fixture->board, TUTOR_HIGHLIGHT_HINT, 0);
  g_assert_cmpuint (count_bits (tutor_hole_get_marks (
                      hole (fixture, TOGUZ_WHITE, 8))),
                    ==, 2);
}

static void
collect_labels (GtkWidget *root, GPtrArray *labels, GPtrArray *samples)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child))
        g_ptr_array_add (labels, (gpointer) gtk_label_get_text (
                                   GTK_LABEL (child)));
      else if (TUTOR_IS_MARK_SAMPLE (child))
        g_ptr_array_add (samples, child);
      collect_labels (child, labels, samples);
    }
}

static gboolean
popover_shown (Fixture *fixture)
{
  GtkPopover *popover = gtk_menu_button_get_popover (
    GTK_MENU_BUTTON (tutor_board_get_legend_button (fixture->board)));

  return gtk_widget_get_mapped (GTK_WIDGET (popover));
}

/* The legend lists the marks on the board, and only those, in its
 * order. */
static void
check_legend (Fixture *fixture, const TutorMark *expected, guint n_expected)
{
  GtkWidget *button = tutor_board_get_legend_button (fixture->board);
  GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (button));
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  g_autoptr (GPtrArray) samples = g_ptr_array_new ();
  guint marks = 0;

  for (guint i = 0; i < n_expected; i++)
    marks |= 1u << expected[i];
  g_assert_cmpuint (tutor_board_get_marks_shown (fixture->board), ==, marks);
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_true (gtk_widget_get_child_visible (button));
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  iterate_until (popover_shown, fixture);

  /* The popover's content, not the button's tooltip. */
  collect_labels (gtk_popover_get_child (popover), labels, samples);
  g_assert_cmpuint (labels->len, ==, n_expected + 1);
  g_assert_cmpstr (g_ptr_array_index (labels, 0), ==, "What the marks mean");
  g_assert_cmpuint (samples->len, ==, n_expected);
  for (guint i = 0; i < n_expected; i++)
    {
      g_test_message ("legend: %s", (char *) g_ptr_array_index (labels, i + 1));
      g_assert_cmpint (tutor_mark_sample_get_mark (
                         g_ptr_array_index (samples, i)),
                       ==, expected[i]);
    }
}

static void
save_legend (Fixture *fixture, const char *name)
{
  GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (
    tutor_board_get_legend_button (fixture->board)));
  GtkWidget *child = gtk_popover_get_child (popover);
  const char *dir = g_getenv ("TUTOR_SCREENS_DIR");
  g_autofree char *path = NULL;
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (child);
  g_autoptr (GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  int width = gtk_widget_get_width (child);
  int height = gtk_widget_get_height (child);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, width, height);
  GdkRGBA background;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (!gtk_style_context_lookup_color (
        gtk_widget_get_style_context (GTK_WIDGET (popover)),
        "popover_bg_color", &background))
    gdk_rgba_parse (&background, "#ffffff");
  G_GNUC_END_IGNORE_DEPRECATIONS
  gtk_snapshot_append_color (snapshot, &background, &bounds);
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  texture = gsk_renderer_render_texture (
    gtk_native_get_renderer (GTK_NATIVE (popover)), node, &bounds);
  if (dir == NULL)
    dir = g_get_tmp_dir ();
  path = g_build_filename (dir, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
}

static gboolean
legend_focused (GtkWidget *button)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (button));

  return focus && (focus == button || gtk_widget_is_ancestor (focus, button));
}

/* Tab goes from the holes to the legend, Shift+Tab back. */
static void
check_legend_focus (Fixture *fixture)
{
  GtkWidget *button = tutor_board_get_legend_button (fixture->board);
  GtkWidget *focus;

  gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
  run_frames (fixture, 1);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (fixture->board)));
  g_assert_true (gtk_widget_child_focus (fixture->window,
                                         GTK_DIR_TAB_FORWARD));
  g_assert_true (legend_focused (button));
  g_assert_true (gtk_widget_child_focus (fixture->window,
                                         GTK_DIR_TAB_BACKWARD));
  focus = gtk_root_get_focus (GTK_ROOT (fixture->window));
  g_assert_true (TUTOR_IS_HOLE (focus));
}

static void
test_legend (void)
{
  static const TutorMark crowded[] = {
    TUTOR_MARK_TARGET, TUTOR_MARK_CAPTURE, TUTOR_MARK_HINT,
    TUTOR_MARK_LAST_MOVE, TUTOR_MARK_TUZDIK_WHITE, TUTOR_MARK_TUZDIK_BLACK,
  };
  static const TutorMark rows[] = { TUTOR_MARK_ROW };
  static const TutorMark last_move[] = { TUTOR_MARK_LAST_MOVE };

  for (BoardStyle style = 0; style < BOARD_N_STYLES; style++)
    {
      g_autofree char *name = g_strdup_printf ("marks-legend-%s.png",
                                               board_style_names[style]);
      Fixture fixture;

      fixture_open (&fixture, 1000, 620);
      if (!fixture_set_style (&fixture, style))
        {
          fixture_teardown (&fixture, NULL);
          continue;
        }
      /* None: no legend to open. */
      g_assert_cmpuint (tutor_board_get_marks_shown (fixture.board), ==, 0);
      g_assert_false (gtk_widget_get_visible (
        tutor_board_get_legend_button (fixture.board)));

      set_fen (&fixture, "togyz", TUZDIKS_FEN);
      tutor_board_set_highlight (fixture.board, TUTOR_HIGHLIGHT_TARGET,
                                 1u << ring (&fixture, TOGUZ_BLACK, 6));
      tutor_board_set_highlight (fixture.board, TUTOR_HIGHLIGHT_HINT,
                                 1u << ring (&fixture, TOGUZ_WHITE, 8));
      tutor_board_set_highlight (fixture.board, TUTOR_HIGHLIGHT_CAPTURE,
                                 1u << ring (&fixture, TOGUZ_BLACK, 2));
      tutor_board_set_highlight (fixture.board, TUTOR_HIGHLIGHT_LAST_MOVE,
                                 (1u << ring (&fixture, TOGUZ_WHITE, 4))
                                   | (1u << ring (&fixture, TOGUZ_BLACK, 2)));
      check_legend (&fixture, crowded, G_N_ELEMENTS (crowded));
      run_frames (&fixture, 2);
      save_legend (&fixture, name);
      check_legend_focus (&fixture);

      /* Lesson 1, step 1: the rows, nothing else. */
      set_fen (&fixture, "togyz", NULL);
      mark_rows (&fixture);
      check_legend (&fixture, rows, G_N_ELEMENTS (rows));

      tutor_board_clear_highlights (fixture.board);
      tutor_board_set_highlight (fixture.board, TUTOR_HIGHLIGHT_LAST_MOVE,
                                 1u << ring (&fixture, TOGUZ_WHITE, 4));
      check_legend (&fixture, last_move, G_N_ELEMENTS (last_move));

      tutor_board_clear_highlights (fixture.board);
      g_assert_false (gtk_widget_get_visible (
        tutor_board_get_legend_button (fixture.board)));
      fixture_set_style (&fixture, BOARD_STYLE_LIGHT);
      fixture_teardown (&fixture, NULL);
    }
}

/* The legend's button shows on a small board too, after a large one: its
 * "?" shrinks with it. */
static void
test_legend_sizes (void)
{
  static const int widths[] = { 1000, 290, 1600, 220, 600 };
  Fixture fixture;

  fixture_open (&fixture, 1000, 620);
  tutor_board_set_highlight (fixture.board, TUTOR_HIGHLIGHT_HINT,
                             1u << ring (&fixture, TOGUZ_WHITE, 8));
  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      GtkWidget *button = tutor_board_get_legend_button (fixture.board);
      graphene_rect_t bounds, wood;

      gtk_widget_set_size_request (GTK_WIDGET (fixture.board), widths[i],
                                   widths[i] * 62 / 100);
      run_frames (&fixture, 3);
      g_test_message ("%d px wide: the legend's button %s", widths[i],
                      gtk_widget_get_child_visible (button) ? "shows"
                                                           : "is hidden");
      g_assert_true (gtk_widget_get_visible (button));
      g_assert_true (gtk_widget_get_child_visible (button));
      /* On the wood, clear of the kazans. */
      g_assert_true (gtk_widget_compute_bounds (
        button, GTK_WIDGET (fixture.board), &bounds));
      tutor_board_get_wood_bounds (fixture.board, &wood);
      g_assert_true (inside (&bounds, &wood, 0));
      for (int side = 0; side < 2; side++)
        {
          TutorKazanLayout kazan;

          tutor_board_get_kazan_layout (fixture.board, side, &kazan);
          g_assert_false (touch (&bounds, &kazan.basin, 0));
        }
    }
  fixture_teardown (&fixture, NULL);
}

/* More stones never make a smaller pile: its box and the stones' area
 * grow or stay as the count goes from 0 to 162. */
static void
test_kazan_pile (void)
{
  static const struct
  {
    int width, height;
  } sizes[] = { { 1000, 620 }, { 400, 250 }, { 200, 130 }, { 1600, 900 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (int large = 0; large <= 1; large++)
      {
        Fixture fixture;

        fixture_open (&fixture, sizes[i].width, sizes[i].height);
        tutor_board_set_large_print (fixture.board, large);
        run_frames (&fixture, 1);
        for (int side = 0; side < 2; side++)
          {
            TutorKazanLayout last = { 0 };

            for (guint n = 0; n <= TOGUZ_MAX_STONES; n++)
              {
                ToguzPosition pos = fixture.position;
                TutorKazanLayout now;
                double area, last_area;

                pos.kazan[side] = n;
                tutor_board_set_position (fixture.board, &fixture.rules,
                                          &pos);
                tutor_board_get_kazan_layout (fixture.board, side, &now);
                area = now.stones_drawn * now.stone_diameter
                       * now.stone_diameter;
                last_area = last.stones_drawn * last.stone_diameter
                            * last.stone_diameter;
                if (now.pile.size.width < last.pile.size.width - 0.01
                    || now.pile.size.height < last.pile.size.height - 0.01
                    || area < last_area - 0.01)
                  g_test_message ("%dx%d%s: %u stones look fewer than %u "
                                  "(%.1fx%.1f, %u of %.1f px)",
                                  sizes[i].width, sizes[i].height,
                                  large ? " large print" : "", n, n - 1,
                                  now.pile.size.width, now.pile.size.height,
                                  now.stones_drawn, now.stone_diameter);
                g_assert_cmpfloat (now.pile.size.width, >=,
                                   last.pile.size.width - 0.01);
                g_assert_cmpfloat (now.pile.size.height, >=,
                                   last.pile.size.height - 0.01);
                g_assert_cmpfloat (area, >=, last_area - 0.01);
                g_assert_cmpuint (now.stones_drawn, <=, n);
                if (now.stones_drawn > 0)
                  {
                    g_assert_true (inside (&now.pile, &now.pile_area, 0.01));
                    g_assert_true (inside (&now.pile_area, &now.basin, 0));
                  }
                last = now;
              }
            /* At a usual size, every stone is there. */
            if (sizes[i].width >= 1000)
              g_assert_cmpuint (last.stones_drawn, ==, TOGUZ_MAX_STONES);
          }
        fixture_teardown (&fixture, NULL);
      }
}

/* The kazans' names stand on the same line in English and in Kazakh,
 * whose letters reach lower. */
static void
test_kazan_label_language (void)
{
  for (BoardStyle style = 0; style < BOARD_N_STYLES; style++)
    {
      Fixture fixture;

      fixture_open (&fixture, 1000, 620);
      if (!fixture_set_style (&fixture, style))
        {
          fixture_teardown (&fixture, NULL);
          continue;
        }
      set_fen (&fixture, "togyz", ENDGAME_FEN);
      for (int side = 0; side < 2; side++)
        {
          TutorKazanLayout english, kazakh;
          const char *name = side == TOGUZ_WHITE ? "White’s kazan"
                                                 : "Black’s kazan";

          fixture_set_language ("C");
          g_assert_cmpstr (_(name), ==, name);
          tutor_board_get_kazan_layout (fixture.board, side, &english);
          fixture_set_language ("kk");
          g_assert_cmpstr (_(name), !=, name);
          tutor_board_get_kazan_layout (fixture.board, side, &kazakh);
          g_test_message ("%s: baseline %.2f in C, %.2f in kk", name,
                          english.name_baseline, kazakh.name_baseline);
          g_assert_cmpfloat_with_epsilon (english.name_baseline,
                                          kazakh.name_baseline, 0.01);
          g_assert_cmpfloat_with_epsilon (english.name.origin.x,
                                          kazakh.name.origin.x, 0.01);
        }
      fixture_set_language ("C");
      fixture_set_style (&fixture, BOARD_STYLE_LIGHT);
      fixture_teardown (&fixture, NULL);
    }
}

int
main (int argc, char **argv)
{
  fixture_init_languages ();
  gtk_test_init (&argc, &argv, NULL);
  fixture_set_language ("C");
  adw_init ();

  g_test_add_func ("/tutor/board/marks/geometry", test_geometry_sizes);
  g_test_add_func ("/tutor/board/marks/pixels", test_geometry_pixels);
  g_test_add ("/tutor/board/marks/at-most-two", Fixture, NULL, fixture_setup,
              test_at_most_two, fixture_teardown);
  g_test_add_func ("/tutor/board/marks/legend", test_legend);
  g_test_add_func ("/tutor/board/marks/legend-sizes", test_legend_sizes);
  g_test_add_func ("/tutor/board/kazan/pile", test_kazan_pile);
  g_test_add_func ("/tutor/board/kazan/label-language",
                   test_kazan_label_language);

  return g_test_run ();
}
