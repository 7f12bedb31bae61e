/* test-class-view.c: Teach ▸ Class Results, as a teacher uses it
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under Xvfb.  Three classroom computers' CSVs, written here: the
 * first and second with the set_fingerprint column (the second from a
 * copy of the set moved to another folder: the same set id, and once an
 * edited version of it), the third from an older tutor, without the
 * column; the second holds a row the first has too.  They are imported
 * through the file choosers as a teacher would, and the page is read
 * back from its widgets.  Screens go to TUTOR_SCREENS_DIR/class-results*.
 */
#include "config.h"

#include <glib/gstdio.h>

#include "tutor-class-results-view.h"
#include "tutor-sidebar.h"
#include "tutor-test-util.h"

#define HEADER "learner,time,set,set_title,puzzle,answers_tried,hints_used," \
               "solved,stars,seconds"
#define FP ",a1b2c3d4e5f6\r\n"

static const char *scratch;

static const char room_1[]
  = HEADER ",set_fingerprint\r\n"
    "Aigerim,2026-11-30T09:00:00Z,first-steps,First steps,capture-1,54 65,"
    "0,yes,3,40" FP
    "Aigerim,2026-11-30T09:02:00Z,first-steps,First steps,capture-2,33,1,"
    "no,0,60" FP
    "Aigerim,2026-11-30T09:04:00Z,first-steps,First steps,capture-2,33 71,"
    "2,yes,1,90" FP
    "Dana,2026-11-30T10:00:00Z,first-steps,First steps,capture-1,65,1,yes,"
    "2,30" FP
    "Dana,2026-11-30T10:01:00Z,first-steps,First steps,tuzdik-1,12,0,no,0,"
    "20" FP;

/* The set read from another folder: the same id.  Dana's first row
 * again (she sat at this computer too, and it was exported twice). */
static const char room_2[]
  = HEADER ",set_fingerprint\r\n"
    "Dana,2026-11-30T10:00:00Z,first-steps,First steps,capture-1,65,1,yes,"
    "2,30" FP
    "Bolat,2026-11-30T09:01:00Z,first-steps,First steps,capture-1,54,0,yes,"
    "3,25" FP
    "Bolat,2026-11-30T09:03:00Z,first-steps,First steps,tuzdik-1,81,0,yes,"
    "3,50" FP
    "Bolat,2026-12-01T09:00:00Z,first-steps,First steps,capture-3,12,0,no,"
    "0,45,0f0f0f0f0f0f\r\n"
    "Erlan,2026-12-01T09:05:00Z,endings,\"Endings, \"\"hard\"\"\",ending-1,"
    "91 92,3,no,0,300,c0ffee000001\r\n"
    "Erlan,2026-12-01T09:10:00Z,endings,\"Endings, \"\"hard\"\"\",ending-1,"
    "92,1,yes,1,120,c0ffee000001\r\n"
    "Erlan,2026-12-01T09:20:00Z,endings,\"Endings, \"\"hard\"\"\",ending-2,"
    "44,0,yes,2,45,c0ffee000001\r\n";

/* An older tutor's: ten columns. */
static const char room_3[]
  = HEADER "\r\n"
    "Galym,2026-11-30T09:30:00Z,first-steps,First steps,capture-2,65,2,no,"
    "0,80\r\n"
    "Galym,2026-12-01T08:00:00Z,endings,\"Endings, \"\"hard\"\"\",ending-2,"
    "44 55,0,yes,3,60\r\n";

/* A later computer: a new learner. */
static const char room_4[]
  = HEADER "\r\n"
    "Zarina,2026-12-02T08:00:00Z,first-steps,First steps,capture-3,12 13,0,"
    "yes,3,35\r\n";

/* Its third line is wrong. */
static const char broken[]
  = HEADER "\r\n"
    "Zarina,2026-12-02T08:00:00Z,first-steps,First steps,capture-1,12,0,"
    "yes,3,35\r\n"
    "Zarina,2026-12-02T08:01:00Z,first-steps,First steps,capture-2,12,0,"
    "maybe,3,35\r\n";

typedef struct
{
  TutorFixture fixture;
  TutorClassResultsView *view;
  char *folder;          /* the three computers' files */
} Teacher;

static char *
write_file (const char *folder, const char *name, const char *text)
{
  char *path = g_build_filename (folder, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

static void
remove_folder (const char *folder)
{
  g_autoptr (GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_remove (path);
    }
  g_rmdir (folder);
}

static gboolean
not_busy (gpointer view)
{
  return !tutor_class_results_view_get_busy (view);
}

static void
wait_for (TutorClassResultsView *view)
{
  tutor_run_until (not_busy, view, 30);
  for (int i = 0; i < 10; i++)
    g_main_context_iteration (NULL, FALSE);
}

static GtkListBoxRow *
sidebar_row (TutorFixture *fixture, const char *chapter)
{
  GtkListBox *chapters = GTK_LIST_BOX (tutor_find_widget (
    tutor_find_widget (GTK_WIDGET (fixture->window), TUTOR_TYPE_SIDEBAR),
    GTK_TYPE_LIST_BOX));
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (chapters, i)); i++)
    if (g_strcmp0 (g_object_get_data (G_OBJECT (row), "chapter"), chapter)
        == 0)
      return row;
  return NULL;
}

static void
teacher_open (Teacher *teacher, const char *name)
{
  g_autofree char *progress = g_strdup_printf ("%s.ini", name);
  GtkListBoxRow *row, *editor_row;

  tutor_fixture_open (&teacher->fixture, progress);
  teacher->folder = g_build_filename (scratch, name, NULL);
  g_assert_cmpint (g_mkdir (teacher->folder, 0755), ==, 0);
  g_free (write_file (teacher->folder, "room-1.csv", room_1));
  g_free (write_file (teacher->folder, "room-2.csv", room_2));
  g_free (write_file (teacher->folder, "room-3.csv", room_3));

  /* Teach ▸ Class Results, after the editor. */
  row = sidebar_row (&teacher->fixture, CLASS_RESULTS_CHAPTER);
  editor_row = sidebar_row (&teacher->fixture, EDITOR_CHAPTER);
  g_assert_nonnull (row);
  g_assert_cmpint (gtk_list_box_row_get_index (row), ==,
                   gtk_list_box_row_get_index (editor_row) + 1);
  g_assert_cmpstr (g_object_get_data (G_OBJECT (row), "header"), ==,
                   "Teach");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                   ==, "Class Results");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   "What your class solved");
  g_signal_emit_by_name (gtk_widget_get_parent (GTK_WIDGET (row)),
                         "row-activated", row);
  g_assert_cmpstr (tutor_window_get_page (teacher->fixture.window), ==,
                   "class-results");
  g_assert_cmpstr (tutor_window_get_chapter (teacher->fixture.window), ==,
                   CLASS_RESULTS_CHAPTER);
  teacher->view = tutor_window_get_class_results (teacher->fixture.window);
}

static void
teacher_close (Teacher *teacher)
{
  tutor_fixture_close (&teacher->fixture);
  remove_folder (teacher->folder);
  g_free (teacher->folder);
}

/* The status page shown before anything is imported. */
static GtkWidget *
empty_page (TutorClassResultsView *view)
{
  return tutor_find_widget (GTK_WIDGET (view), ADW_TYPE_STATUS_PAGE);
}

static void
import_folder (Teacher *teacher, const char *folder)
{
  g_autoptr (GFile) file = g_file_new_for_path (folder);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (teacher->view),
                                             "class-results.import-folder",
                                             NULL));
  tutor_answer_file_chooser (&teacher->fixture, file);
  wait_for (teacher->view);
}

static void
import_file (Teacher *teacher, const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (teacher->view),
                                             "class-results.import-files",
                                             NULL));
  tutor_answer_file_chooser (&teacher->fixture, file);
  wait_for (teacher->view);
}

static void
assert_row (TutorClassGrid *grid, guint row, const char *expected)
{
  g_autofree char *text = tutor_class_grid_dup_row_text (grid, row);

  g_assert_cmpstr (text, ==, expected);
}

typedef struct
{
  GtkWidget *window;
  int width;
  int height;
} Size;

static gboolean
shown (gpointer window)
{
  return gtk_widget_get_mapped (window) && gtk_widget_get_width (window) > 0;
}

static gboolean
sized (gpointer data)
{
  Size *size = data;


  return gtk_widget_get_width (size->window) == size->width
         && gtk_widget_get_height (size->window) == size->height;
}

/* The window at that size, its resize borders around it (the surface has
 * room for them without a compositor). */
static void
resize (Teacher *teacher, int width, int height)
{
  GtkWidget *window = GTK_WIDGET (teacher->fixture.window);
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  Size size = { window, width, height };

  tutor_run_until (shown, window, 30);

  gtk_window_set_default_size (
    GTK_WINDOW (window),
    width + gdk_surface_get_width (surface) - gtk_widget_get_width (window),
    height + gdk_surface_get_height (surface)
      - gtk_widget_get_height (window));
  tutor_run_until (sized, &size, 30);
  g_test_message ("resized to %dx%d", gtk_widget_get_width (window),
                  gtk_widget_get_height (window));
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
}

/* What is cut on the page, but the grid's tasks, which scroll across. */
static char *
describe_cut (Teacher *teacher)
{
  g_autofree char *all = tutor_describe_overflow (
    GTK_WIDGET (teacher->view));
  g_auto (GStrv) lines = g_strsplit (all, "\n", -1);
  GString *cut = g_string_new (NULL);

  for (guint i = 0; lines[i]; i++)
    if (lines[i][0] && !strstr (lines[i], "GtkGrid in TutorClassGrid")
        /* libadwaita's own button, a pixel over its edge. */
        && !strstr (lines[i], "in AdwSplitButton: -1 "))
      g_string_append_printf (cut, "%s\n", lines[i]);
  return g_string_free (cut, FALSE);
}

/* High contrast follows the desktop's setting, here in memory. */
static void
save_high_contrast (Teacher *teacher)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  g_autoptr (GSettingsSchema) schema = g_settings_schema_source_lookup (
    g_settings_schema_source_get_default (),
    "org.gnome.desktop.a11y.interface", TRUE);
  g_autoptr (GSettings) a11y = NULL;

  if (schema == NULL || !g_settings_schema_has_key (schema, "high-contrast"))
    {
      g_test_message ("no org.gnome.desktop.a11y.interface schema: no "
                      "high-contrast screen");
      return;
    }
  a11y = g_settings_new ("org.gnome.desktop.a11y.interface");
  g_settings_set_boolean (a11y, "high-contrast", TRUE);
  while (!adw_style_manager_get_high_contrast (style))
    g_main_context_iteration (NULL, TRUE);
  tutor_save_screen (&teacher->fixture, "class-results-high-contrast.png");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  tutor_save_screen (&teacher->fixture,
                     "class-results-high-contrast-dark.png");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  g_settings_set_boolean (a11y, "high-contrast", FALSE);
  while (adw_style_manager_get_high_contrast (style))
    g_main_context_iteration (NULL, TRUE);
}

/* Before anything is imported: what to do, and the two ways to start. */
static void
test_empty (void)
{
  Teacher teacher;
  GtkWidget *page;

  teacher_open (&teacher, "empty");
  g_assert_cmpstr (tutor_class_results_view_get_state (teacher.view), ==,
                   "empty");
  page = empty_page (teacher.view);
  g_assert_true (gtk_widget_get_mapped (page));
  g_assert_nonnull (strstr (adw_status_page_get_description (
                              ADW_STATUS_PAGE (page)),
                            "Export Class Results"));
  g_assert_nonnull (tutor_find_button (page, "Import _Files…"));
  g_assert_nonnull (tutor_find_button (page, "Import a F_older…"));
  g_assert_null (tutor_class_results_view_get_results (teacher.view));
  /* Nothing to print or export yet: the toolbar waits for results. */
  g_assert_false (gtk_widget_get_mapped (
    tutor_find_button (GTK_WIDGET (teacher.view), "_Print…")));
  g_assert_true (tutor_header_shows (GTK_WIDGET (teacher.fixture.window),
                                     "Class Results", NULL));
  resize (&teacher, 1000, 700);
  tutor_save_screen (&teacher.fixture, "class-results-empty.png");

  /* The main menu's Class Results comes back to the page from a lesson. */
  g_assert_true (tutor_window_open_chapter (teacher.fixture.window,
                                            "sowing"));
  g_assert_true (gtk_widget_activate_action (
    GTK_WIDGET (teacher.fixture.window), "win.class-results", NULL));
  g_assert_cmpstr (tutor_window_get_page (teacher.fixture.window), ==,
                   "class-results");

  /* Ctrl+Shift+O imports, from anywhere on the page. */
  {
    g_autofree char *path = g_build_filename (teacher.folder, "room-3.csv",
                                              NULL);
    g_autoptr (GFile) file = g_file_new_for_path (path);

    g_assert_true (gtk_widget_grab_focus (
      tutor_find_button (page, "Import _Files…")));
    g_assert_true (tutor_press_key (&teacher.fixture, GDK_KEY_o,
                                    GDK_CONTROL_MASK | GDK_SHIFT_MASK));
    tutor_answer_file_chooser (&teacher.fixture, file);
    wait_for (teacher.view);
    g_assert_cmpstr (tutor_class_results_view_get_summary (teacher.view), ==,
                     "1 file, 2 attempts, 1 learner");
  }
  teacher_close (&teacher);
}

/* A folder of three computers' files: one grid of the class. */
static void
test_folder (void)
{
  Teacher teacher;
  TutorClassGrid *grid;
  g_autofree char *sets = NULL, *tasks = NULL, *totals = NULL;
  g_autofree char *missed = NULL, *summary = NULL;

  teacher_open (&teacher, "folder");
  import_folder (&teacher, teacher.folder);
  g_assert_cmpstr (tutor_class_results_view_get_problems (teacher.view), ==,
                   "");
  g_assert_cmpstr (tutor_class_results_view_get_state (teacher.view), ==,
                   "results");
  g_assert_false (gtk_widget_get_mapped (empty_page (teacher.view)));
  g_assert_cmpstr (tutor_class_results_view_get_summary (teacher.view), ==,
                   "3 files, 13 attempts, 1 duplicate dropped, 5 learners");
  g_assert_true (tutor_header_shows (GTK_WIDGET (teacher.fixture.window),
                                     "Class Results",
                                     "5 learners · 6 tasks"));

  grid = tutor_class_results_view_get_grid (teacher.view);
  sets = tutor_class_grid_dup_sets_text (grid);
  tasks = tutor_class_grid_dup_tasks_text (grid);
  totals = tutor_class_grid_dup_totals_text (grid);
  /* The moved copy is the same set; its edited version a second one. */
  g_assert_cmpstr (sets, ==, "First steps 2 versions | Endings, \"hard\"");
  g_assert_cmpstr (tasks, ==,
                   "capture-1 | capture-2 | tuzdik-1 | capture-3 | "
                   "ending-2 | ending-1");
  assert_row (grid, 0,
              "Aigerim | 2 of 2 | ✓ ★★★ 0 · 0:40 | ✓ ★☆☆ 3 · 2:30 | – | – | "
              "– | –");
  assert_row (grid, 1,
              "Bolat | 2 of 3 | ✓ ★★★ 0 · 0:25 | – | ✓ ★★★ 0 · 0:50 | "
              "✗ 0 · 0:45 | – | –");
  /* Her row from two computers, counted once. */
  assert_row (grid, 2,
              "Dana | 1 of 2 | ✓ ★★☆ 1 · 0:30 | – | ✗ 0 · 0:20 | – | – | –");
  assert_row (grid, 3,
              "Erlan | 2 of 2 | – | – | – | – | ✓ ★★☆ 0 · 0:45 | "
              "✓ ★☆☆ 4 · 7:00");
  /* From the older file. */
  assert_row (grid, 4,
              "Galym | 1 of 2 | – | ✗ 2 · 1:20 | – | – | ✓ ★★★ 0 · 1:00 | –");
  g_assert_null (tutor_class_grid_dup_row_text (grid, 5));
  g_assert_cmpstr (totals, ==,
                   "Solved by | 3 of 3 100% | 1 of 2 50% | 1 of 2 50% | "
                   "0 of 1 0% | 2 of 2 100% | 1 of 1 100%");

  missed = tutor_class_results_view_dup_most_missed (teacher.view);
  g_assert_cmpstr (missed, ==,
                   "capture-3 — First steps | capture-2 — First steps | "
                   "tuzdik-1 — First steps");
  g_assert_cmpuint (tutor_success_chart_get_n_bars (
                      tutor_class_results_view_get_chart (teacher.view)),
                    ==, 6);
  summary = tutor_success_chart_dup_summary (
    tutor_class_results_view_get_chart (teacher.view));
  g_assert_cmpstr (summary, ==,
                   "First steps: capture-1 100% (3 of 3), capture-2 50% "
                   "(1 of 2), tuzdik-1 50% (1 of 2), capture-3 0% (0 of 1). "
                   "Endings, \"hard\": ending-2 100% (2 of 2), ending-1 100% "
                   "(1 of 1).");

  resize (&teacher, 1000, 700);
  tutor_save_screen (&teacher.fixture, "class-results.png");
  {
    g_autofree char *cut = describe_cut (&teacher);
    g_assert_cmpstr (cut, ==, "");
  }
  {
    GtkAdjustment *down = gtk_scrolled_window_get_vadjustment (
      GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (
        GTK_WIDGET (grid), GTK_TYPE_SCROLLED_WINDOW)));

    /* The tasks most missed and the chart, below. */
    gtk_adjustment_set_value (down, gtk_adjustment_get_upper (down));
    tutor_save_screen (&teacher.fixture, "class-results-below.png");
    gtk_adjustment_set_value (down, 0);
  }
  resize (&teacher, 360, 640);
  tutor_save_screen (&teacher.fixture, "class-results-narrow.png");
  {
    g_autofree char *cut = describe_cut (&teacher);
    g_assert_cmpstr (cut, ==, "");
  }
  {
    /* The tasks scroll across under the keyboard: one stop, not one for
     * each cell. */
    GtkWidget *scroller = tutor_find_widget (GTK_WIDGET (grid),
                                             GTK_TYPE_SCROLLED_WINDOW);
    GtkAdjustment *across = gtk_scrolled_window_get_hadjustment (
      GTK_SCROLLED_WINDOW (scroller));

    g_assert_cmpfloat (gtk_adjustment_get_upper (across), >,
                       gtk_adjustment_get_page_size (across));
    g_assert_true (gtk_widget_grab_focus (scroller));
    g_assert_cmpfloat (gtk_adjustment_get_value (across), ==, 0);
    g_assert_true (tutor_press_key (&teacher.fixture, GDK_KEY_Right, 0));
    g_assert_cmpfloat (gtk_adjustment_get_value (across), >, 0);
    g_assert_true (tutor_press_key (&teacher.fixture, GDK_KEY_End, 0));
    g_assert_cmpfloat (gtk_adjustment_get_value (across), ==,
                       gtk_adjustment_get_upper (across)
                         - gtk_adjustment_get_page_size (across));
    tutor_save_screen (&teacher.fixture, "class-results-narrow-end.png");
    g_assert_true (tutor_press_key (&teacher.fixture, GDK_KEY_Home, 0));
    g_assert_cmpfloat (gtk_adjustment_get_value (across), ==, 0);
  }
  resize (&teacher, 1000, 700);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_DARK);
  tutor_save_screen (&teacher.fixture, "class-results-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);
  save_high_contrast (&teacher);
  teacher_close (&teacher);
}

/* By success the columns and the bars change places; by solved, the
 * rows. */
static void
test_sorting (void)
{
  Teacher teacher;
  TutorClassGrid *grid;
  g_autofree char *tasks = NULL, *sets = NULL, *summary = NULL;

  teacher_open (&teacher, "sorting");
  import_folder (&teacher, teacher.folder);
  grid = tutor_class_results_view_get_grid (teacher.view);
  tutor_class_results_view_set_orders (teacher.view,
                                       TOGUZ_LEARNER_ORDER_SOLVED,
                                       TOGUZ_TASK_ORDER_SUCCESS);
  tasks = tutor_class_grid_dup_tasks_text (grid);
  sets = tutor_class_grid_dup_sets_text (grid);
  /* Lowest first; ties by more learners tried, then the sets' order. */
  g_assert_cmpstr (tasks, ==,
                   "capture-3 | capture-2 | tuzdik-1 | capture-1 | "
                   "ending-2 | ending-1");
  g_assert_cmpstr (sets, ==,
                   "First steps 2 versions | Endings, \"hard\"");
  assert_row (grid, 0,
              "Aigerim | 2 of 2 | – | ✓ ★☆☆ 3 · 2:30 | – | ✓ ★★★ 0 · 0:40 | "
              "– | –");
  assert_row (grid, 1,
              "Bolat | 2 of 3 | ✗ 0 · 0:45 | – | ✓ ★★★ 0 · 0:50 | "
              "✓ ★★★ 0 · 0:25 | – | –");
  assert_row (grid, 2,
              "Erlan | 2 of 2 | – | – | – | – | ✓ ★★☆ 0 · 0:45 | "
              "✓ ★☆☆ 4 · 7:00");
  assert_row (grid, 3,
              "Dana | 1 of 2 | – | – | ✗ 0 · 0:20 | ✓ ★★☆ 1 · 0:30 | – | –");
  summary = tutor_success_chart_dup_summary (
    tutor_class_results_view_get_chart (teacher.view));
  g_assert_true (g_str_has_prefix (summary,
                                   "First steps: capture-3 0% (0 of 1), "
                                   "capture-2 50% (1 of 2)"));
  resize (&teacher, 1000, 700);
  tutor_save_screen (&teacher.fixture, "class-results-by-success.png");

  /* Back to the sets' order. */
  tutor_class_results_view_set_orders (teacher.view,
                                       TOGUZ_LEARNER_ORDER_NAME,
                                       TOGUZ_TASK_ORDER_SET);
  g_free (tasks);
  tasks = tutor_class_grid_dup_tasks_text (grid);
  g_assert_cmpstr (tasks, ==,
                   "capture-1 | capture-2 | tuzdik-1 | capture-3 | "
                   "ending-2 | ending-1");
  teacher_close (&teacher);
}

static char *
save_through_chooser (Teacher *teacher, const char *action, const char *name)
{
  char *path = g_build_filename (scratch, name, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (teacher->view),
                                             action, NULL));
  tutor_answer_file_chooser (&teacher->fixture, file);
  wait_for (teacher->view);
  return path;
}

static char *
pdf_text (const char *path)
{
  const char *pdftotext = g_getenv ("PDFTOTEXT");
  g_autofree char *out = NULL;
  int status = 0;
  const char *argv[] = { pdftotext, "-layout", path, "-", NULL };

  if (pdftotext == NULL || pdftotext[0] == '\0')
    return NULL;
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL,
                               G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out,
                               NULL, &status, NULL));
  g_assert_cmpint (status, ==, 0);
  return g_steal_pointer (&out);
}

/* The merged CSV, the PDF and the print operation's. */
static void
test_export (void)
{
  Teacher teacher;
  g_autofree char *csv_path = NULL, *pdf_path = NULL, *printed = NULL;
  g_autofree char *csv = NULL, *expected = NULL, *pdf = NULL;
  g_autofree char *text = NULL, *printed_text = NULL;
  g_autoptr (ToguzClassResults) again = toguz_class_results_new ();
  g_autoptr (GError) error = NULL;
  gsize length;

  teacher_open (&teacher, "export");
  import_folder (&teacher, teacher.folder);

  csv_path = save_through_chooser (&teacher, "class-results.export-csv",
                                   "merged.csv");
  g_assert_true (g_file_get_contents (csv_path, &csv, &length, NULL));
  expected = toguz_class_results_dup_csv (
    tutor_class_results_view_get_results (teacher.view));
  g_assert_cmpstr (csv, ==, expected);
  g_assert_true (g_str_has_prefix (csv, HEADER ",set_fingerprint\r\n"));
  /* Read back: the same attempts, the duplicate gone for good. */
  g_assert_true (toguz_class_results_add_csv (again, "merged.csv", csv,
                                              length, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (toguz_class_results_get_n_attempts (again), ==, 13);
  g_assert_cmpuint (toguz_class_results_get_n_duplicates (again), ==, 0);
  g_assert_cmpuint (toguz_class_results_get_n_learners (again), ==, 5);

  pdf_path = save_through_chooser (&teacher, "class-results.save-pdf",
                                   "class.pdf");
  g_assert_true (g_file_get_contents (pdf_path, &pdf, &length, NULL));
  g_assert_true (g_str_has_prefix (pdf, "%PDF"));
  text = pdf_text (pdf_path);
  if (text)
    {
      g_assert_nonnull (strstr (text, "Class results"));
      g_assert_nonnull (strstr (text, "Aigerim"));
      g_assert_nonnull (strstr (text, "Tasks most missed"));
    }

  /* Print… runs the same pages through GtkPrintOperation; exported
   * here, where no printer answers. */
  printed = g_build_filename (scratch, "printed.pdf", NULL);
  g_assert_true (tutor_class_results_view_print (
    teacher.view, GTK_PRINT_OPERATION_ACTION_EXPORT, printed, &error));
  g_assert_no_error (error);
  printed_text = pdf_text (printed);
  if (printed_text)
    {
      g_assert_nonnull (strstr (printed_text, "Class results"));
      g_assert_nonnull (strstr (printed_text, "Galym"));
    }
  else
    g_assert_true (g_file_test (printed, G_FILE_TEST_IS_REGULAR));
  teacher_close (&teacher);
}

/* A broken file is named with its line; the others stay.  In a folder,
 * the folder is refused whole, as the core reads it. */
static void
test_broken (void)
{
  Teacher teacher;
  g_autofree char *broken_path = NULL, *later = NULL;
  g_autofree char *second = NULL;
  const char *problems;
  TutorClassGrid *grid;

  teacher_open (&teacher, "broken");
  second = g_build_filename (scratch, "second-folder", NULL);
  g_assert_cmpint (g_mkdir (second, 0755), ==, 0);
  g_free (write_file (second, "a-good.csv", room_4));
  g_free (write_file (second, "b-broken.csv", broken));
  broken_path = write_file (scratch, "broken.csv", broken);
  later = write_file (scratch, "room-4.csv", room_4);

  /* The folder first, then a file that is wrong: the folder stays. */
  import_folder (&teacher, teacher.folder);
  import_file (&teacher, broken_path);
  problems = tutor_class_results_view_get_problems (teacher.view);
  g_test_message ("%s", problems);
  g_assert_nonnull (strstr (problems, "broken.csv:3: solved is “maybe”"));
  g_assert_cmpuint (toguz_class_results_get_n_files (
                      tutor_class_results_view_get_results (teacher.view)),
                    ==, 3);
  g_assert_cmpstr (tutor_class_results_view_get_summary (teacher.view), ==,
                   "3 files, 13 attempts, 1 duplicate dropped, 5 learners");
  g_assert_cmpuint (g_strv_length ((char **)
                                     tutor_class_results_view_get_paths (
                                       teacher.view)),
                    ==, 1);
  resize (&teacher, 1000, 700);
  tutor_save_screen (&teacher.fixture, "class-results-problem.png");

  /* Merging again: a fourth computer's file, a new learner. */
  import_file (&teacher, later);
  g_assert_cmpstr (tutor_class_results_view_get_problems (teacher.view), ==,
                   "");
  g_assert_cmpstr (tutor_class_results_view_get_summary (teacher.view), ==,
                   "4 files, 14 attempts, 1 duplicate dropped, 6 learners");
  grid = tutor_class_results_view_get_grid (teacher.view);
  assert_row (grid, 5,
              "Zarina | 1 of 1 | – | – | – | ✓ ★★★ 0 · 0:35 | – | –");

  /* A folder with a wrong file in it: nothing of it, and why. */
  import_folder (&teacher, second);
  problems = tutor_class_results_view_get_problems (teacher.view);
  g_test_message ("%s", problems);
  g_assert_true (g_str_has_prefix (problems,
                                   "Nothing from the folder second-folder: "));
  g_assert_nonnull (strstr (problems, "b-broken.csv:3: "));
  g_assert_cmpstr (tutor_class_results_view_get_summary (teacher.view), ==,
                   "4 files, 14 attempts, 1 duplicate dropped, 6 learners");

  /* Clear: back to the start. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (teacher.view),
                                             "class-results.clear", NULL));
  g_assert_null (tutor_class_results_view_get_results (teacher.view));
  g_assert_cmpstr (tutor_class_results_view_get_state (teacher.view), ==,
                   "empty");
  g_assert_cmpstr (tutor_class_results_view_get_problems (teacher.view), ==,
                   "");
  remove_folder (second);
  teacher_close (&teacher);
}

/* Files dropped on the page are imported as if chosen. */
static void
test_drop (void)
{
  Teacher teacher;
  g_autofree char *path = NULL;
  g_autoptr (GFile) file = NULL;
  GSList *files = NULL;
  GtkDropTarget *target = NULL;
  GValue value = G_VALUE_INIT;
  gboolean taken = FALSE;

  teacher_open (&teacher, "drop");
  path = g_build_filename (teacher.folder, "room-3.csv", NULL);
  file = g_file_new_for_path (path);
  files = g_slist_append (files, file);
  g_value_init (&value, GDK_TYPE_FILE_LIST);
  g_value_take_boxed (&value, gdk_file_list_new_from_list (files));
  g_slist_free (files);
  target = GTK_DROP_TARGET (tutor_find_controller (
    GTK_WIDGET (teacher.view), GTK_TYPE_DROP_TARGET));
  g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &taken);
  g_value_unset (&value);
  g_assert_true (taken);
  wait_for (teacher.view);
  g_assert_cmpstr (tutor_class_results_view_get_summary (teacher.view), ==,
                   "1 file, 2 attempts, 1 learner");
  teacher_close (&teacher);
}

int
main (int argc, char **argv)
{
  int status;

  scratch = tutor_test_init (&argc, &argv);
  g_test_add_func ("/class-results/empty", test_empty);
  g_test_add_func ("/class-results/folder", test_folder);
  g_test_add_func ("/class-results/sorting", test_sorting);
  g_test_add_func ("/class-results/export", test_export);
  g_test_add_func ("/class-results/broken", test_broken);
  g_test_add_func ("/class-results/drop", test_drop);
  status = g_test_run ();
  return tutor_test_finish (status);
}
