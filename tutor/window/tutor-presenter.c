/* tutor-presenter.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The pages present themselves (tutor_lesson_player_set_presenting (),
 * tutor_puzzle_trainer_set_presenting ()); the presenter takes the
 * window's chrome away and gives the teacher's keys to the page shown.
 * They are caught before any widget sees them: Space would click the
 * button in focus, and the arrows move between the board's holes.
 * Free play is presented as it is, in full screen; the exercise set
 * editor, where sets are made, is not presented.
 */
#include "config.h"

#include "tutor-lesson-player.h"
#include "tutor-presenter.h"
#include "tutor-puzzle-trainer.h"

struct _TutorPresenter
{
  GObject parent_instance;

  /* Unowned: the window owns the presenter, and its template these. */
  AdwApplicationWindow *window;
  AdwLeaflet *leaflet;
  GtkWidget *sidebar_pane;
  GtkWidget *sidebar_separator;
  GtkWidget *content;
  GtkWidget *content_header;
  GtkStack *pages;

  GSimpleAction *action;
  GtkEventController *keys;

  gboolean presenting;
  /* What leaving puts back. */
  gboolean fullscreen_asked;
  gboolean was_maximized;
  GtkWidget *shown_pane;
  GWeakRef focus;
  /* The window manager gave the full screen: taking it back ends the
   * presentation too. */
  gboolean saw_fullscreen;
  GdkSurface *surface;      /* watched for its size while presenting */
};

G_DEFINE_FINAL_TYPE (TutorPresenter, tutor_presenter, G_TYPE_OBJECT)

static gboolean
can_present (TutorPresenter *self)
{
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->pages), "editor")
         != 0;
}

static void
set_pages_presenting (TutorPresenter *self, gboolean presenting)
{
  for (GtkWidget *page = gtk_widget_get_first_child (GTK_WIDGET (self->pages));
       page; page = gtk_widget_get_next_sibling (page))
    if (TUTOR_IS_LESSON_PLAYER (page))
      tutor_lesson_player_set_presenting (TUTOR_LESSON_PLAYER (page),
                                          presenting);
    else if (TUTOR_IS_PUZZLE_TRAINER (page))
      tutor_puzzle_trainer_set_presenting (TUTOR_PUZZLE_TRAINER (page),
                                           presenting);
}

/* The board of the page shown, where the digits and a click answer. */
static void
focus_board (TutorPresenter *self)
{
  GtkWidget *page = gtk_stack_get_visible_child (self->pages);
  TutorLessonPlayer *player = NULL;

  if (TUTOR_IS_LESSON_PLAYER (page))
    player = TUTOR_LESSON_PLAYER (page);
  else if (TUTOR_IS_PUZZLE_TRAINER (page))
    player = tutor_puzzle_trainer_get_player (TUTOR_PUZZLE_TRAINER (page));
  if (player)
    gtk_widget_grab_focus (GTK_WIDGET (tutor_lesson_player_get_board (
      player)));
}

/* A full HD projector's screen, give or take the panels round a window
 * that was not given the full screen: the words grow (style.css). */
#define WIDE_WIDTH 1500
#define WIDE_HEIGHT 900

static void
sync_scale (TutorPresenter *self)
{
  GtkWidget *window = GTK_WIDGET (self->window);

  if (self->presenting && self->surface
      && gdk_surface_get_width (self->surface) >= WIDE_WIDTH
      && gdk_surface_get_height (self->surface) >= WIDE_HEIGHT)
    gtk_widget_add_css_class (window, "wide");
  else
    gtk_widget_remove_css_class (window, "wide");
}

static void
watch_size (TutorPresenter *self, gboolean watch)
{
  if (self->surface)
    g_signal_handlers_disconnect_by_data (self->surface, self);
  g_clear_object (&self->surface);
  if (watch)
    {
      GdkSurface *surface = gtk_native_get_surface (
        GTK_NATIVE (self->window));

      /* The window is presented once it is shown. */
      if (surface == NULL)
        return;
      self->surface = g_object_ref (surface);
      g_signal_connect_swapped (surface, "notify::width",
                                G_CALLBACK (sync_scale), self);
      g_signal_connect_swapped (surface, "notify::height",
                                G_CALLBACK (sync_scale), self);
    }
  sync_scale (self);
}

static void
enter (TutorPresenter *self)
{
  GtkWindow *window = GTK_WINDOW (self->window);

  g_weak_ref_set (&self->focus, gtk_root_get_focus (GTK_ROOT (window)));
  self->shown_pane = adw_leaflet_get_visible_child (self->leaflet);
  self->was_maximized = gtk_window_is_maximized (window);
  self->fullscreen_asked = !gtk_window_is_fullscreen (window);
  self->saw_fullscreen = FALSE;

  set_pages_presenting (self, TRUE);
  adw_leaflet_set_visible_child (self->leaflet, self->content);
  gtk_widget_set_visible (self->sidebar_pane, FALSE);
  gtk_widget_set_visible (self->sidebar_separator, FALSE);
  gtk_widget_set_visible (self->content_header, FALSE);
  gtk_widget_add_css_class (GTK_WIDGET (window), "presenting");
  watch_size (self, TRUE);
  if (self->fullscreen_asked)
    gtk_window_fullscreen (window);
  focus_board (self);
}

static void
leave (TutorPresenter *self)
{
  GtkWindow *window = GTK_WINDOW (self->window);
  g_autoptr (GtkWidget) focus = g_weak_ref_get (&self->focus);

  set_pages_presenting (self, FALSE);
  gtk_widget_set_visible (self->content_header, TRUE);
  gtk_widget_set_visible (self->sidebar_separator, TRUE);
  gtk_widget_set_visible (self->sidebar_pane, TRUE);
  if (self->shown_pane)
    adw_leaflet_set_visible_child (self->leaflet, self->shown_pane);
  gtk_widget_remove_css_class (GTK_WIDGET (window), "presenting");
  watch_size (self, FALSE);
  if (self->fullscreen_asked)
    gtk_window_unfullscreen (window);
  if (self->was_maximized)
    gtk_window_maximize (window);
  self->fullscreen_asked = FALSE;
  if (focus && gtk_widget_get_root (focus) == GTK_ROOT (window))
    gtk_widget_grab_focus (focus);
  g_weak_ref_set (&self->focus, NULL);
}

void
tutor_presenter_set_presenting (TutorPresenter *self, gboolean presenting)
{
  g_return_if_fail (TUTOR_IS_PRESENTER (self));

  presenting = !!presenting;
  if (self->presenting == presenting || (presenting && !can_present (self)))
    return;
  self->presenting = presenting;
  if (presenting)
    enter (self);
  else
    leave (self);
  g_simple_action_set_state (self->action,
                             g_variant_new_boolean (presenting));
}

gboolean
tutor_presenter_get_presenting (TutorPresenter *self)
{
  g_return_val_if_fail (TUTOR_IS_PRESENTER (self), FALSE);
  return self->presenting;
}

gboolean
tutor_presenter_get_fullscreen_asked (TutorPresenter *self)
{
  g_return_val_if_fail (TUTOR_IS_PRESENTER (self), FALSE);
  return self->fullscreen_asked;
}

/* The action */

static void
on_activate (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TutorPresenter *self = data;

  tutor_presenter_set_presenting (self, !self->presenting);
}

static void
on_change_state (GSimpleAction *action, GVariant *state, gpointer data)
{
  tutor_presenter_set_presenting (data, g_variant_get_boolean (state));
}

static void
on_page_changed (TutorPresenter *self)
{
  g_simple_action_set_enabled (self->action, can_present (self));
  if (self->presenting && !can_present (self))
    tutor_presenter_set_presenting (self, FALSE);
}

static void
on_fullscreened (TutorPresenter *self)
{
  if (!self->presenting || !self->fullscreen_asked)
    return;
  if (gtk_window_is_fullscreen (GTK_WINDOW (self->window)))
    self->saw_fullscreen = TRUE;
  else if (self->saw_fullscreen)
    tutor_presenter_set_presenting (self, FALSE);
}

/* The teacher's keys */

/* What a key does presenting, unless it is meant for a popover open
 * (Escape closes it first). */
static gboolean
keys_are_teachers (TutorPresenter *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self->window));

  return self->presenting
         && (focus == NULL
             || gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) == NULL);
}

static gboolean
on_leave_key (GtkWidget *widget, GVariant *arguments, gpointer data)
{
  TutorPresenter *self = data;

  if (!keys_are_teachers (self))
    return FALSE;
  tutor_presenter_set_presenting (self, FALSE);
  return TRUE;
}

/* Space, Right or Page Down (as a presenter's remote sends it): on to
 * what the class should see next. */
static gboolean
on_step_on_key (GtkWidget *widget, GVariant *arguments, gpointer data)
{
  TutorPresenter *self = data;
  GtkWidget *page = gtk_stack_get_visible_child (self->pages);

  if (!keys_are_teachers (self))
    return FALSE;
  if (TUTOR_IS_LESSON_PLAYER (page))
    tutor_lesson_player_step_on (TUTOR_LESSON_PLAYER (page));
  else if (TUTOR_IS_PUZZLE_TRAINER (page))
    tutor_puzzle_trainer_step_on (TUTOR_PUZZLE_TRAINER (page));
  else
    return FALSE;
  return TRUE;
}

/* Left or Page Up: the lesson's step before.  A puzzle has none. */
static gboolean
on_back_key (GtkWidget *widget, GVariant *arguments, gpointer data)
{
  TutorPresenter *self = data;
  GtkWidget *page = gtk_stack_get_visible_child (self->pages);

  if (!keys_are_teachers (self))
    return FALSE;
  if (TUTOR_IS_LESSON_PLAYER (page))
    gtk_widget_activate_action (page, "player.back", NULL);
  return TUTOR_IS_LESSON_PLAYER (page) || TUTOR_IS_PUZZLE_TRAINER (page);
}

static void
add_keys (GtkShortcutController *controller, const guint *keyvals, guint n,
          GtkShortcutFunc func, gpointer data)
{
  for (guint i = 0; i < n; i++)
    gtk_shortcut_controller_add_shortcut (
      controller,
      gtk_shortcut_new (gtk_keyval_trigger_new (keyvals[i], 0),
                        gtk_callback_action_new (func, data, NULL)));
}

static GtkEventController *
make_keys (TutorPresenter *self)
{
  static const guint leave_keys[] = { GDK_KEY_Escape };
  static const guint step_on_keys[] = {
    GDK_KEY_space, GDK_KEY_KP_Space, GDK_KEY_Right, GDK_KEY_KP_Right,
    GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down,
  };
  static const guint back_keys[] = {
    GDK_KEY_Left, GDK_KEY_KP_Left, GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up,
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();
  GtkShortcutController *shortcuts = GTK_SHORTCUT_CONTROLLER (controller);

  gtk_event_controller_set_name (controller, "tutor-presenter-keys");
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  add_keys (shortcuts, leave_keys, G_N_ELEMENTS (leave_keys), on_leave_key,
            self);
  add_keys (shortcuts, step_on_keys, G_N_ELEMENTS (step_on_keys),
            on_step_on_key, self);
  add_keys (shortcuts, back_keys, G_N_ELEMENTS (back_keys), on_back_key,
            self);
  return controller;
}

/* The object */

static void
tutor_presenter_dispose (GObject *object)
{
  TutorPresenter *self = TUTOR_PRESENTER (object);

  if (self->window)
    {
      if (self->keys)
        gtk_widget_remove_controller (GTK_WIDGET (self->window), self->keys);
      g_action_map_remove_action (G_ACTION_MAP (self->window), "present");
      self->window = NULL;
    }
  self->keys = NULL;
  if (self->surface)
    g_signal_handlers_disconnect_by_data (self->surface, self);
  g_clear_object (&self->surface);
  g_clear_object (&self->action);
  g_weak_ref_set (&self->focus, NULL);
  G_OBJECT_CLASS (tutor_presenter_parent_class)->dispose (object);
}

static void
tutor_presenter_finalize (GObject *object)
{
  TutorPresenter *self = TUTOR_PRESENTER (object);

  g_weak_ref_clear (&self->focus);
  G_OBJECT_CLASS (tutor_presenter_parent_class)->finalize (object);
}

static void
tutor_presenter_class_init (TutorPresenterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tutor_presenter_dispose;
  object_class->finalize = tutor_presenter_finalize;
}

static void
tutor_presenter_init (TutorPresenter *self)
{
  g_weak_ref_init (&self->focus, NULL);
}

/* The window binds "leaflet" and "pages" for itself. */
static const char *const template_names[] = {
  "sidebar_pane", "sidebar_separator", "content", "content_header",
};

void
tutor_presenter_bind_template (GtkWidgetClass *window_class)
{
  /* Found by name only: no pointer in the window's structure. */
  for (guint i = 0; i < G_N_ELEMENTS (template_names); i++)
    gtk_widget_class_bind_template_child_full (window_class,
                                               template_names[i], FALSE, 0);
}

static gpointer
template_child (AdwApplicationWindow *window, const char *name)
{
  GObject *child = gtk_widget_get_template_child (
    GTK_WIDGET (window), G_OBJECT_TYPE (window), name);

  g_assert (child != NULL);
  return child;
}

TutorPresenter *
tutor_presenter_new (AdwApplicationWindow *window)
{
  TutorPresenter *self;
  GtkApplication *application;

  g_return_val_if_fail (ADW_IS_APPLICATION_WINDOW (window), NULL);
  self = g_object_new (TUTOR_TYPE_PRESENTER, NULL);
  self->window = window;
  self->leaflet = template_child (window, "leaflet");
  self->sidebar_pane = template_child (window, "sidebar_pane");
  self->sidebar_separator = template_child (window, "sidebar_separator");
  self->content = template_child (window, "content");
  self->content_header = template_child (window, "content_header");
  self->pages = template_child (window, "pages");

  self->action = g_simple_action_new_stateful ("present", NULL,
                                               g_variant_new_boolean (FALSE));
  g_signal_connect_object (self->action, "activate", G_CALLBACK (on_activate),
                           self, 0);
  g_signal_connect_object (self->action, "change-state",
                           G_CALLBACK (on_change_state), self, 0);
  g_action_map_add_action (G_ACTION_MAP (window), G_ACTION (self->action));
  application = gtk_window_get_application (GTK_WINDOW (window));
  if (application)
    gtk_application_set_accels_for_action (application, "win.present",
                                           (const char *[]) { "F11", NULL });

  self->keys = make_keys (self);
  gtk_widget_add_controller (GTK_WIDGET (window), self->keys);
  g_signal_connect_object (self->pages, "notify::visible-child",
                           G_CALLBACK (on_page_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (window, "notify::fullscreened",
                           G_CALLBACK (on_fullscreened), self,
                           G_CONNECT_SWAPPED);
  on_page_changed (self);
  return self;
}
