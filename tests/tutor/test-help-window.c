/* test-help-window.c: the help the tutor shows itself, in the window
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Without Yelp (TOGUZ_TUTOR_HELP=in-app, as on a computer with no help:
 * handler): F1 and the main menu's Help open the guide, its topics and
 * links lead to their pages and Back returns; a page that cannot be read
 * says why.  The screens go to TUTOR_SCREENS_DIR: help-index.png,
 * help-page.png and help-dark.png.
 */
#include "config.h"

#include <string.h>

#include "tutor-help-window.h"
#include "tutor-test-util.h"

static const char *scratch;

static gboolean
help_shown (gpointer data)
{
  GtkWidget **found = data;
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (TUTOR_IS_HELP_WINDOW (window) && gtk_widget_get_mapped (window))
        {
          *found = window;
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
menu_has_action (GMenuModel *menu, const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *name = NULL;
      GMenuLinkIter *links;
      const char *link;
      GMenuModel *child;
      gboolean found = FALSE;

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION,
                                           "s", &name)
          && strcmp (name, action) == 0)
        return TRUE;
      links = g_menu_model_iterate_item_links (menu, i);
      while (!found && g_menu_link_iter_get_next (links, &link, &child))
        {
          found = menu_has_action (child, action);
          g_object_unref (child);
        }
      g_object_unref (links);
      if (found)
        return TRUE;
    }
  return FALSE;
}

/* Whether a menu button under root offers the action. */
static gboolean
menu_button_offers (GtkWidget *root, const char *action)
{
  if (GTK_IS_MENU_BUTTON (root))
    {
      GMenuModel *menu = gtk_menu_button_get_menu_model (
        GTK_MENU_BUTTON (root));
      if (menu && menu_has_action (menu, action))
        return TRUE;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    if (menu_button_offers (child, action))
      return TRUE;
  return FALSE;
}

static gboolean
laid_out (gpointer widget)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_get_height (widget) > 0;
}

/* A click on a topic row as the pointer makes it: the list box's own
 * click gesture, pressed and released over the row (GTK 4.8 cannot fake
 * input events).  The page the row opens replaces the list the click is
 * still in. */
static void
click_row (GtkWidget *row)
{
  GtkWidget *list = gtk_widget_get_ancestor (row, GTK_TYPE_LIST_BOX);
  GtkEventController *gesture;
  double x, y;

  g_assert_nonnull (list);
  tutor_run_until (laid_out, row, 20);
  gesture = tutor_find_controller (list, GTK_TYPE_GESTURE_CLICK);
  g_assert_nonnull (gesture);
  g_assert_true (gtk_widget_translate_coordinates (
    row, list, gtk_widget_get_width (row) / 2.0,
    gtk_widget_get_height (row) / 2.0, &x, &y));
  g_object_ref (list);
  gtk_widget_grab_focus (row); /* as the pointer's click focuses it */
  g_signal_emit_by_name (gesture, "pressed", 1, x, y);
  g_signal_emit_by_name (gesture, "released", 1, x, y);
  g_object_unref (list);
}

typedef struct
{
  GtkWidget *help;
  const char *page;
} PageWanted;

static gboolean
page_is (gpointer data)
{
  const PageWanted *want = data;

  return g_strcmp0 (tutor_help_window_get_page (TUTOR_HELP_WINDOW (
                      want->help)),
                    want->page)
         == 0;
}

/* The row of the topic titled `title`, under root. */
static GtkWidget *
find_topic (GtkWidget *root, const char *title)
{
  if (ADW_IS_ACTION_ROW (root)
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (root)),
                    title)
           == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_topic (child, title);
      if (found)
        return found;
    }
  return NULL;
}

/* The label whose markup links to uri, under root. */
static GtkWidget *
find_link (GtkWidget *root, const char *uri)
{
  g_autofree char *href = g_strdup_printf ("href=\"%s\"", uri);

  if (GTK_IS_LABEL (root)
      && strstr (gtk_label_get_label (GTK_LABEL (root)), href))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_link (child, uri);
      if (found)
        return found;
    }
  return NULL;
}

static gboolean
scrolled_down (gpointer data)
{
  GtkScrolledWindow *scroller = data;

  return gtk_adjustment_get_value (
           gtk_scrolled_window_get_vadjustment (scroller))
         > 0;
}

static void
test_help_from_the_window (void)
{
  TutorFixture fixture = { 0 };
  GtkWidget *help = NULL, *row, *label;
  g_auto (GStrv) accels = NULL;
  gboolean handled = FALSE;
  AdwStyleManager *style = adw_style_manager_get_default ();

  tutor_fixture_open (&fixture, "help-progress");
  accels = gtk_application_get_accels_for_action (
    GTK_APPLICATION (fixture.app), "app.help");
  g_assert_true (g_strv_contains ((const char *const *) accels, "F1"));
  g_assert_true (menu_button_offers (GTK_WIDGET (fixture.window),
                                     "app.help"));

  /* F1, as the window dispatches it. */
  g_assert_true (tutor_press_key (&fixture, GDK_KEY_F1, 0));
  tutor_run_until (help_shown, &help, 20);
  g_assert_cmpstr (tutor_help_window_get_page (TUTOR_HELP_WINDOW (help)),
                   ==, "index");
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (help))
                 == GTK_WINDOW (fixture.window));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (help)), ==,
                   "Toguz Tutor help");
  tutor_save_widget (help, "help-index.png");

  /* Help again brings the same window to the front. */
  g_action_group_activate_action (G_ACTION_GROUP (fixture.app), "help",
                                  NULL);
  {
    GtkWidget *again = NULL;
    tutor_run_until (help_shown, &again, 20);
    g_assert_true (again == help);
  }

  /* A topic of the index, then a link in its text. */
  row = find_topic (help, "Puzzles and free play");
  g_assert_nonnull (row);
  click_row (row);
  tutor_run_until (page_is, &(PageWanted) { help, "puzzles" }, 20);
  label = find_link (help, "xref:lessons#hints");
  g_assert_nonnull (label);
  g_signal_emit_by_name (label, "activate-link", "xref:lessons#hints",
                         &handled);
  g_assert_true (handled);
  tutor_run_until (page_is, &(PageWanted) { help, "lessons#hints" }, 20);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (help)), ==,
                   "Lessons and hints");
  /* The section linked to comes into view. */
  tutor_run_until (scrolled_down,
                   tutor_find_widget (help, GTK_TYPE_SCROLLED_WINDOW), 20);
  tutor_save_widget (help, "help-page.png");

  /* Back, as Alt+Left does, to where the links came from. */
  g_assert_true (gtk_widget_activate_action (help, "help.back", NULL));
  g_assert_cmpstr (tutor_help_window_get_page (TUTOR_HELP_WINDOW (help)),
                   ==, "puzzles");
  g_assert_true (tutor_help_window_go_back (TUTOR_HELP_WINDOW (help)));
  g_assert_cmpstr (tutor_help_window_get_page (TUTOR_HELP_WINDOW (help)),
                   ==, "index");
  g_assert_false (tutor_help_window_go_back (TUTOR_HELP_WINDOW (help)));

  /* The rules in the dark style. */
  row = find_topic (help, "How to play");
  g_assert_nonnull (row);
  click_row (row);
  tutor_run_until (page_is, &(PageWanted) { help, "rules" }, 20);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  tutor_save_widget (help, "help-dark.png");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);

  /* Every page fits, at the window's size and at a phone's. */
  for (int width = 720; width >= 360; width -= 360)
    {
      g_auto (GStrv) ids = tutor_help_book_dup_page_ids (
        tutor_help_window_get_book (TUTOR_HELP_WINDOW (help)));

      gtk_window_set_default_size (GTK_WINDOW (help), width, 640);
      for (char **id = ids; *id; id++)
        {
          g_autofree char *overflow = NULL;

          tutor_help_window_show_page (TUTOR_HELP_WINDOW (help), *id);
          tutor_save_widget (help, width == 360 ? "help-narrow.png"
                                                : "help-wide.png");
          overflow = tutor_describe_overflow (
            tutor_find_widget (help, GTK_TYPE_SCROLLED_WINDOW));
          if (*overflow)
            g_error ("help page %s at %d pixels:\n%s", *id, width,
                     overflow);
        }
    }
  tutor_help_window_show_page (TUTOR_HELP_WINDOW (help), "exercise-sets");
  tutor_save_widget (help, "help-narrow.png");

  gtk_window_destroy (GTK_WINDOW (help));
  tutor_fixture_close (&fixture);
}

/* What cannot be shown says why, with the file and line to fix. */
static void
test_page_that_cannot_be_read (void)
{
  g_autofree char *folder = g_build_filename (scratch, "broken-help", NULL);
  g_autofree char *index = g_build_filename (folder, "index.page", NULL);
  g_autoptr (TutorHelpBook) book = NULL;
  g_autoptr (GError) error = NULL;
  GtkWidget *help, *status;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (
    index,
    "<page xmlns='http://projectmallard.org/1.0/'>\n"
    "<p>An unclosed paragraph</page>",
    -1, NULL));
  book = tutor_help_book_new (folder, &error);
  g_assert_no_error (error);
  help = tutor_help_window_new (NULL, book);
  gtk_window_present (GTK_WINDOW (help));
  status = tutor_find_widget (help, ADW_TYPE_STATUS_PAGE);
  g_assert_nonnull (status);
  g_assert_nonnull (strstr (adw_status_page_get_description (
                              ADW_STATUS_PAGE (status)),
                            "index.page:2:"));
  gtk_window_destroy (GTK_WINDOW (help));

  /* No guide found at all. */
  help = tutor_help_window_new (NULL, NULL);
  status = tutor_find_widget (help, ADW_TYPE_STATUS_PAGE);
  g_assert_nonnull (status);
  g_assert_nonnull (strstr (adw_status_page_get_description (
                              ADW_STATUS_PAGE (status)),
                            "not installed"));
  gtk_window_destroy (GTK_WINDOW (help));
}

int
main (int argc, char **argv)
{
  scratch = tutor_test_init (&argc, &argv);
  /* As where nothing handles help: URIs. */
  g_setenv ("TOGUZ_TUTOR_HELP", "in-app", TRUE);
  g_test_add_func ("/help-window/from-the-window",
                   test_help_from_the_window);
  g_test_add_func ("/help-window/page-that-cannot-be-read",
                   test_page_that_cannot_be_read);
  return tutor_test_finish (g_test_run ());
}
