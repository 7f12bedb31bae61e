/* tutor-test-util.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "toguz-text.h"
#include "tutor-test-util.h"

static char *scratch;

const char *
tutor_test_init (int *argc, char ***argv)
{
  const char *language = g_getenv ("TOGUZ_TEST_LANGUAGE");

  /* English unless a test asks for a language (tests/i18n). */
  g_setenv ("LANGUAGE", language && *language ? language : "C", TRUE);
  g_setenv ("TOGUZ_TUTOR_LESSONS_DIR", g_getenv ("TOGUZ_LESSONS_SOURCE"),
            TRUE);
  /* The file chooser is GTK's own dialog, which a test can answer. */
  g_setenv ("GTK_USE_PORTAL", "0", TRUE);
  toguz_text_init_locale ();
  gtk_test_init (argc, argv, NULL);
  /* Revealers and pages open at once: the screens show what settles. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE,
                NULL);
  scratch = g_dir_make_tmp ("toguz-tutor-XXXXXX", NULL);
  g_assert_nonnull (scratch);
  return scratch;
}

int
tutor_test_finish (int status)
{
  g_autoptr (GDir) dir = g_dir_open (scratch, 0, NULL);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *path = g_build_filename (scratch, name, NULL);
      g_remove (path);
    }
  g_rmdir (scratch);
  g_clear_pointer (&scratch, g_free);
  return status;
}

static gboolean
wake_up (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

void
tutor_run_until (gboolean (*done) (gpointer), gpointer data, guint seconds)
{
  /* A hang guard, never a speed check: a loaded CI machine may take many
   * times what the caller expects, so it waits at least two minutes. */
  gint64 deadline = g_get_monotonic_time ()
                    + MAX (seconds, 120) * G_USEC_PER_SEC;
  guint waker = g_timeout_add (10, wake_up, NULL);

  /* A few turns first: a job may be starting. */
  for (int i = 0; i < 5; i++)
    g_main_context_iteration (NULL, FALSE);
  while (!done (data) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (waker);
  g_assert_true (done (data));
}

void
tutor_iterate_until (gboolean (*done) (TutorFixture *), TutorFixture *fixture)
{
  tutor_run_until ((gboolean (*) (gpointer)) done, fixture, 20);
}

static gboolean
idle (TutorFixture *fixture)
{
  const char *page = tutor_window_get_page (fixture->window);

  /* Files are read and written off the main thread. */
  if (tutor_window_is_loading (fixture->window)
      || tutor_application_is_saving (fixture->app))
    return FALSE;
  /* Who is learning asked first: the page waits behind it. */
  if (tutor_window_get_picker_shown (fixture->window))
    return TRUE;
  if (g_strcmp0 (page, "play") == 0)
    {
      TutorFreePlay *play = tutor_window_get_free_play (fixture->window);
      return gtk_widget_get_mapped (GTK_WIDGET (play))
             && tutor_free_play_is_idle (play);
    }
  if (g_strcmp0 (page, "editor") == 0)
    {
      TutorSetEditor *editor = tutor_window_get_editor (fixture->window);
      return gtk_widget_get_mapped (GTK_WIDGET (editor))
             && tutor_set_editor_is_idle (editor);
    }
  if (g_strcmp0 (page, "player") != 0 && g_strcmp0 (page, "trainer") != 0)
    return TRUE;
  return gtk_widget_get_mapped (GTK_WIDGET (fixture->player))
         && tutor_lesson_player_is_idle (fixture->player);
}

void
tutor_wait_idle (TutorFixture *fixture)
{
  tutor_iterate_until (idle, fixture);
}

void
tutor_fixture_follow_page (TutorFixture *fixture)
{
  if (g_strcmp0 (tutor_window_get_page (fixture->window), "trainer") == 0)
    fixture->player = tutor_puzzle_trainer_get_player (
      tutor_window_get_trainer (fixture->window));
  else
    fixture->player = tutor_window_get_player (fixture->window);
}

ToguzTaskSession *
tutor_fixture_session (TutorFixture *fixture)
{
  return tutor_lesson_player_get_session (fixture->player);
}

TutorPuzzleTrainer *
tutor_fixture_trainer (TutorFixture *fixture)
{
  return tutor_window_get_trainer (fixture->window);
}

void
tutor_fixture_open_set (TutorFixture *fixture, const char *id)
{
  g_assert_true (tutor_window_open_chapter (fixture->window, id));
  g_assert_cmpstr (tutor_window_get_page (fixture->window), ==, "trainer");
  tutor_fixture_follow_page (fixture);
  tutor_wait_idle (fixture);
}

static gboolean
window_shown (gpointer app)
{
  return gtk_application_get_active_window (app) != NULL;
}

void
tutor_fixture_open (TutorFixture *fixture, const char *progress_name)
{
  g_autoptr (GError) error = NULL;

  fixture->progress_path = g_build_filename (scratch, progress_name, NULL);
  g_setenv ("TOGUZ_TUTOR_PROGRESS", fixture->progress_path, TRUE);
  fixture->app = tutor_application_new ();
  g_application_set_flags (G_APPLICATION (fixture->app),
                           G_APPLICATION_NON_UNIQUE
                             | G_APPLICATION_HANDLES_OPEN);
  g_assert_true (g_application_register (G_APPLICATION (fixture->app), NULL,
                                         &error));
  g_assert_no_error (error);
  g_application_activate (G_APPLICATION (fixture->app));
  /* The window comes once the progress is read, off the main thread. */
  tutor_run_until (window_shown, fixture->app, 20);
  fixture->window = TUTOR_WINDOW (gtk_application_get_active_window (
    GTK_APPLICATION (fixture->app)));
  g_assert_nonnull (fixture->window);
  /* Instant sowing keeps the tests short; one test animates. */
  g_object_set (tutor_lesson_player_get_board (
                  tutor_window_get_player (fixture->window)),
                "animation-speed", 0.0, NULL);
  g_object_set (tutor_lesson_player_get_board (
                  tutor_puzzle_trainer_get_player (
                    tutor_window_get_trainer (fixture->window))),
                "animation-speed", 0.0, NULL);
  g_object_set (tutor_free_play_get_board (
                  tutor_window_get_free_play (fixture->window)),
                "animation-speed", 0.0, NULL);
  tutor_fixture_follow_page (fixture);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1100, 900);
  tutor_wait_idle (fixture);
}

void
tutor_fixture_close (TutorFixture *fixture)
{
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  for (int i = 0; i < 10; i++)
    g_main_context_iteration (NULL, FALSE);
  g_clear_object (&fixture->app);
  g_clear_pointer (&fixture->progress_path, g_free);
}

GtkEventController *
tutor_find_controller (GtkWidget *widget, GType type)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type))
        return GTK_EVENT_CONTROLLER (controller);
    }
  g_assert_not_reached ();
}

void
tutor_click_hole (TutorFixture *fixture, ToguzSide side, guint hole)
{
  tutor_click_board_hole (tutor_lesson_player_get_board (fixture->player),
                          side, hole);
  tutor_wait_idle (fixture);
}

void
tutor_click_board_hole (TutorBoard *board, ToguzSide side, guint hole)
{
  GtkWidget *widget = tutor_board_get_hole (board, side, hole);
  GtkEventController *gesture;
  double x, y;

  g_assert_nonnull (widget);
  gesture = tutor_find_controller (widget, GTK_TYPE_GESTURE_CLICK);
  x = gtk_widget_get_width (widget) / 2.0;
  y = gtk_widget_get_height (widget) / 2.0;
  g_signal_emit_by_name (gesture, "pressed", 1, x, y);
  g_signal_emit_by_name (gesture, "released", 1, x, y);
}

static gboolean
trigger_is (GtkShortcutTrigger *trigger, GtkShortcutTrigger *key)
{
  if (GTK_IS_ALTERNATIVE_TRIGGER (trigger))
    return trigger_is (gtk_alternative_trigger_get_first (
                         GTK_ALTERNATIVE_TRIGGER (trigger)),
                       key)
           || trigger_is (gtk_alternative_trigger_get_second (
                            GTK_ALTERNATIVE_TRIGGER (trigger)),
                          key);
  return gtk_shortcut_trigger_equal (trigger, key);
}

static gboolean
run_shortcuts (GtkWidget *widget, GtkShortcutController *controller,
               GtkShortcutTrigger *key)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (controller));
       i++)
    {
      g_autoptr (GtkShortcut) shortcut
        = g_list_model_get_item (G_LIST_MODEL (controller), i);

      if (trigger_is (gtk_shortcut_get_trigger (shortcut), key)
          && gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut),
                                           GTK_SHORTCUT_ACTION_EXCLUSIVE,
                                           widget,
                                           gtk_shortcut_get_arguments (
                                             shortcut)))
        return TRUE;
    }
  return FALSE;
}

/* The controllers of one widget, for a key on its way down to the
 * focus (`capture`), up from it (`local`) or window-wide. */
static gboolean
run_controllers (GtkWidget *widget, GtkShortcutTrigger *key, guint keyval,
                 GdkModifierType modifiers, gboolean local, gboolean capture)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);

  if (!gtk_widget_get_mapped (widget) || !gtk_widget_is_sensitive (widget))
    return FALSE;
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);
      gboolean handled = FALSE;

      /* Window-wide shortcuts are one pass, whatever their phase. */
      if (local
          && (gtk_event_controller_get_propagation_phase (
                GTK_EVENT_CONTROLLER (controller))
              == GTK_PHASE_CAPTURE)
               != capture)
        continue;
      if (local && GTK_IS_EVENT_CONTROLLER_KEY (controller)
          && TUTOR_IS_BOARD (widget))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0,
                               modifiers, &handled);
      else if (GTK_IS_SHORTCUT_CONTROLLER (controller)
               && (gtk_shortcut_controller_get_scope (
                     GTK_SHORTCUT_CONTROLLER (controller))
                   == GTK_SHORTCUT_SCOPE_LOCAL)
                    == local)
        handled = run_shortcuts (widget, GTK_SHORTCUT_CONTROLLER (controller),
                                 key);
      if (handled)
        return TRUE;
    }
  return FALSE;
}

static gboolean
run_window_wide (GtkWidget *widget, GtkShortcutTrigger *key)
{
  if (run_controllers (widget, key, 0, 0, FALSE, FALSE))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    if (run_window_wide (child, key))
      return TRUE;
  return FALSE;
}

gboolean
tutor_press_key (TutorFixture *fixture, guint keyval,
                 GdkModifierType modifiers)
{
  g_autoptr (GtkShortcutTrigger) key = gtk_keyval_trigger_new (keyval,
                                                               modifiers);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (fixture->window));
  g_autoptr (GPtrArray) path = g_ptr_array_new ();
  gboolean handled = FALSE;

  /* Down from the window to the focus first: the capture phase. */
  for (GtkWidget *widget = focus ? focus : GTK_WIDGET (fixture->window);
       widget; widget = gtk_widget_get_parent (widget))
    g_ptr_array_insert (path, 0, widget);
  for (guint i = 0; i < path->len && !handled; i++)
    handled = run_controllers (g_ptr_array_index (path, i), key, keyval,
                               modifiers, TRUE, TRUE);
  for (GtkWidget *widget = focus; widget && !handled;
       widget = gtk_widget_get_parent (widget))
    handled = run_controllers (widget, key, keyval, modifiers, TRUE, FALSE);
  if (!handled)
    handled = run_window_wide (GTK_WIDGET (fixture->window), key);
  tutor_wait_idle (fixture);
  return handled;
}

GtkWidget *
tutor_find_button (GtkWidget *root, const char *label)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;
      GtkWidget *inner = GTK_IS_BUTTON (child)
                           ? gtk_button_get_child (GTK_BUTTON (child))
                           : NULL;
      /* A button's label, or the label it holds (a question's option). */
      if (GTK_IS_BUTTON (child)
          && (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), label)
                == 0
              || (GTK_IS_LABEL (inner)
                  && g_strcmp0 (gtk_label_get_label (GTK_LABEL (inner)),
                                label)
                       == 0)))
        return child;
      if ((found = tutor_find_button (child, label)))
        return found;
    }
  return NULL;
}

GtkWidget *
tutor_find_widget (GtkWidget *root, GType type)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;
      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        return child;
      if ((found = tutor_find_widget (child, type)))
        return found;
    }
  return NULL;
}

void
tutor_press_button (TutorFixture *fixture, const char *label)
{
  /* The player's own first: the lesson page and the trainer both have
   * a Hint button. */
  GtkWidget *button = tutor_find_button (GTK_WIDGET (fixture->player), label);

  if (button == NULL)
    button = tutor_find_button (GTK_WIDGET (fixture->window), label);
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  /* What a click does (gtk_widget_activate () would wait a quarter of a
   * second before it clicks). */
  g_signal_emit_by_name (button, "clicked");
  tutor_wait_idle (fixture);
}

gboolean
tutor_header_shows (GtkWidget *root, const char *title, const char *subtitle)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      if (ADW_IS_WINDOW_TITLE (child)
          && g_strcmp0 (adw_window_title_get_title (ADW_WINDOW_TITLE (child)),
                        title) == 0
          && (subtitle == NULL
              || g_strcmp0 (adw_window_title_get_subtitle (
                              ADW_WINDOW_TITLE (child)),
                            subtitle) == 0))
        return TRUE;
      if (tutor_header_shows (child, title, subtitle))
        return TRUE;
    }
  return FALSE;
}

gboolean
tutor_button_offered (TutorFixture *fixture, const char *label)
{
  GtkWidget *button = tutor_find_button (GTK_WIDGET (fixture->player), label);

  return button && gtk_widget_get_visible (button)
         && gtk_widget_is_sensitive (button);
}

void
tutor_solve_goal (TutorFixture *fixture)
{
  ToguzTaskSession *s = tutor_lesson_player_get_session (fixture->player);
  const ToguzTask *task = toguz_task_session_get_task (s);
  const ToguzGoalAnswer *answer = toguz_task_session_get_goal_answer (s);
  unsigned stated = toguz_task_get_stated_moves (task);

  g_assert_nonnull (answer);
  /* Turn after turn, the stated line or the engine's choice: a task has
   * at most ten turns. */
  for (int turns = 0; !toguz_task_session_is_finished (s); turns++)
    {
      g_assert_cmpint (turns, <, 10);
      /* The reply shown and the engine's answer for this turn known (a
       * task played out takes moves before it is). */
      tutor_wait_idle (fixture);
      answer = toguz_task_session_get_goal_answer (s);
      GArray *line = toguz_task_session_dup_solution_line (s);
      unsigned hole = line->len ? g_array_index (line, uint8_t, 0)
                      : stated ? (unsigned) g_bit_nth_lsf (stated, -1)
                               : (unsigned) answer->best_move;
      g_array_unref (line);
      tutor_click_hole (fixture,
                        (ToguzSide) toguz_task_session_get_position (s)->side,
                        hole);
      g_assert_nonnull (tutor_lesson_player_get_feedback (fixture->player));
    }
}

int
tutor_find_wrong_move (TutorFixture *fixture)
{
  ToguzTaskSession *s = tutor_lesson_player_get_session (fixture->player);
  const ToguzGoalAnswer *answer = toguz_task_session_get_goal_answer (s);

  g_assert_nonnull (answer);
  for (unsigned h = 0; h < TOGUZ_MAX_HOLES; h++)
    if (!((answer->achieving >> h) & 1u) && ((answer->legal >> h) & 1u))
      return (int) h;
  return -1;
}

void
tutor_save_screen (TutorFixture *fixture, const char *name)
{
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  tutor_wait_idle (fixture);
  tutor_save_widget (GTK_WIDGET (fixture->window), name);
}

void
tutor_save_widget (GtkWidget *widget, const char *name)
{
  const char *dir = g_getenv ("TUTOR_SCREENS_DIR");
  g_autofree char *path = NULL;
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  int width = 0, height = 0;
  graphene_rect_t bounds;

  /* A window that was just resized draws nothing until its next frame:
   * give it a few. */
  for (int frame = 0; node == NULL && frame < 100; frame++)
    {
      g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
      g_autoptr (GtkSnapshot) snapshot = gtk_snapshot_new ();

      g_usleep (frame == 0 ? 50000 : 10000);
      for (int i = 0; i < 20; i++)
        g_main_context_iteration (NULL, FALSE);
      width = gtk_widget_get_width (widget);
      height = gtk_widget_get_height (widget);
      gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width,
                              height);
      node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
    }
  g_assert_nonnull (node);
  bounds = GRAPHENE_RECT_INIT (0, 0, width, height);
  if (dir == NULL)
    dir = g_get_tmp_dir ();
  g_mkdir_with_parents (dir, 0755);
  path = g_build_filename (dir, name, NULL);
  texture = gsk_renderer_render_texture (
    gtk_native_get_renderer (gtk_widget_get_native (widget)), node, &bounds);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
}

void
tutor_collect_position (const ToguzRuleset *rules,
                        const ToguzPosition *position,
                        const ToguzEvent *event, gpointer data)
{
  g_array_append_val ((GArray *) data, *position);
}

static GtkWidget *
find_file_chooser (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);
      if (GTK_IS_FILE_CHOOSER_DIALOG (window)
          && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_WIDGET (window);
    }
  return NULL;
}

static gboolean
chooser_shown (gpointer data)
{
  return find_file_chooser () != NULL;
}

typedef struct
{
  GtkFileChooser *chooser;
  GFile *file;
} Choice;

static gboolean
file_chosen (gpointer data)
{
  Choice *choice = data;
  g_autoptr (GFile) file = gtk_file_chooser_get_file (choice->chooser);

  return file && g_file_equal (file, choice->file);
}

static gboolean
chooser_gone (gpointer data)
{
  return find_file_chooser () == NULL;
}

void
tutor_answer_file_chooser (TutorFixture *fixture, GFile *file)
{
  Choice choice = { NULL, file };

  tutor_run_until (chooser_shown, NULL, 20);
  choice.chooser = GTK_FILE_CHOOSER (find_file_chooser ());
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (choice.chooser)));
  if (gtk_file_chooser_get_action (choice.chooser)
      == GTK_FILE_CHOOSER_ACTION_SAVE)
    {
      g_autoptr (GFile) folder = g_file_get_parent (file);
      g_autofree char *name = g_file_get_basename (file);
      g_assert_true (gtk_file_chooser_set_current_folder (choice.chooser,
                                                          folder, NULL));
      gtk_file_chooser_set_current_name (choice.chooser, name);
    }
  else
    g_assert_true (gtk_file_chooser_set_file (choice.chooser, file, NULL));
  tutor_run_until (file_chosen, &choice, 20);
  gtk_dialog_response (GTK_DIALOG (choice.chooser), GTK_RESPONSE_ACCEPT);
  tutor_run_until (chooser_gone, NULL, 20);
}

static void
collect_overflow (GtkWidget *parent, GString *out)
{
  int width = gtk_widget_get_width (parent);

  for (GtkWidget *child = gtk_widget_get_first_child (parent); child;
       child = gtk_widget_get_next_sibling (child))
    {
      graphene_rect_t bounds;

      /* A popover is a surface of its own; an overlay scrollbar's
       * slider is wider than its trough. */
      if (!gtk_widget_get_mapped (child) || GTK_IS_NATIVE (child)
          || GTK_IS_SCROLLBAR (child))
        continue;
      /* A flap's shield and separator slide with it, under its edge. */
      if (ADW_IS_FLAP (parent)
          && child != adw_flap_get_flap (ADW_FLAP (parent))
          && child != adw_flap_get_content (ADW_FLAP (parent)))
        continue;
      if (gtk_widget_compute_bounds (child, parent, &bounds)
          && (bounds.origin.x < -0.5
              || bounds.origin.x + bounds.size.width > width + 0.5))
        {
          g_string_append_printf (out, "%s", G_OBJECT_TYPE_NAME (child));
          if (GTK_IS_LABEL (child))
            g_string_append_printf (out, " “%s”",
                                    gtk_label_get_text (GTK_LABEL (child)));
          for (GtkWidget *above = parent; above;
               above = gtk_widget_get_parent (above))
            if (!GTK_IS_BOX (above) && !g_str_has_prefix (
                                         G_OBJECT_TYPE_NAME (above), "Gtk"))
              {
                g_string_append_printf (out, " in %s",
                                        G_OBJECT_TYPE_NAME (above));
                break;
              }
          g_string_append_printf (out, ": %.0f to %.0f of %d\n",
                                  bounds.origin.x,
                                  bounds.origin.x + bounds.size.width, width);
        }
      /* A drop-down's button may cut the name chosen: its list shows it
       * whole. */
      if (GTK_IS_LABEL (child)
          && !gtk_widget_get_ancestor (child, GTK_TYPE_DROP_DOWN)
          && pango_layout_is_ellipsized (
            gtk_label_get_layout (GTK_LABEL (child))))
        g_string_append_printf (out, "label “%s” cut\n",
                                gtk_label_get_text (GTK_LABEL (child)));
      /* A scale's knob overhangs the ends of its trough. */
      if (!GTK_IS_RANGE (child))
        collect_overflow (child, out);
    }
}

char *
tutor_describe_overflow (GtkWidget *root)
{
  GString *out = g_string_new (NULL);

  collect_overflow (root, out);
  return g_string_free (out, FALSE);
}

gboolean
tutor_preferences_shown (gpointer data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);
      if (ADW_IS_PREFERENCES_WINDOW (window)
          && gtk_widget_get_mapped (GTK_WIDGET (window)))
        {
          *(GtkWidget **) data = GTK_WIDGET (window);
          return TRUE;
        }
    }
  return FALSE;
}
