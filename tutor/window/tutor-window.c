/* tutor-window.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tutor-window.h"

struct _TutorWindow
{
  AdwApplicationWindow parent_instance;

  AdwToastOverlay *toasts;
  AdwLeaflet *leaflet;
  GtkListBox *chapters;
  AdwWindowTitle *content_title;
  GtkStack *pages;
  TutorLessonPlayer *player;
  AdwStatusPage *finished_page;
  GtkWidget *next_chapter_button;

  TutorCatalogue *catalogue;
  TutorEngine *engine;
  TutorProgress *progress;
  GSettings *settings;
  char *chapter;            /* id of the open chapter */
};

G_DEFINE_FINAL_TYPE (TutorWindow, tutor_window, ADW_TYPE_APPLICATION_WINDOW)

/* The sidebar */

static char *
chapter_subtitle (TutorWindow *self, ToguzLesson *lesson)
{
  const char *id = toguz_lesson_get_id (lesson);
  guint tasks = toguz_lesson_get_n_tasks (lesson);
  guint solved = tutor_progress_count_solved (self->progress, id);
  guint stars = tutor_progress_count_stars (self->progress, id);

  if (toguz_lesson_get_kind (lesson) == TOGUZ_LESSON_KIND_EXERCISE_SET)
    return g_strdup_printf (ngettext ("%u of %u puzzle solved · ★ %u",
                                      "%u of %u puzzles solved · ★ %u",
                                      tasks),
                            solved, tasks, stars);
  if (solved == 0)
    return g_strdup_printf (ngettext ("%u task", "%u tasks", tasks), tasks);
  return g_strdup_printf (ngettext ("%u of %u task done · ★ %u",
                                    "%u of %u tasks done · ★ %u", tasks),
                          solved, tasks, stars);
}

static GtkWidget *
chapter_row (TutorWindow *self, ToguzLesson *lesson, guint number)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *subtitle = chapter_subtitle (self, lesson);
  guint tasks = toguz_lesson_get_n_tasks (lesson);
  gboolean complete = tasks > 0
                      && tutor_progress_count_solved (
                           self->progress, toguz_lesson_get_id (lesson))
                           >= tasks;
  GtkWidget *badge;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                 toguz_lesson_get_title (lesson));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  if (complete)
    {
      badge = gtk_image_new_from_icon_name ("emblem-ok-symbolic");
      gtk_accessible_update_property (GTK_ACCESSIBLE (badge),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Complete"), -1);
    }
  else
    {
      g_autofree char *text = number ? g_strdup_printf ("%u", number)
                                     : g_strdup ("✦");
      badge = gtk_label_new (text);
      gtk_widget_add_css_class (badge, "chapter-number");
    }
  gtk_widget_set_valign (badge, GTK_ALIGN_CENTER);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), badge);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data_full (G_OBJECT (row), "chapter",
                          g_strdup (toguz_lesson_get_id (lesson)), g_free);
  return row;
}

static GtkWidget *
section_header (const char *title)
{
  GtkWidget *label = gtk_label_new (title);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_top (label, 12);
  gtk_widget_set_margin_bottom (label, 6);
  return label;
}

static void
fill_section (TutorWindow *self, GListModel *model, gboolean numbered,
              const char *title)
{
  guint n = g_list_model_get_n_items (model);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (ToguzLesson) lesson = g_list_model_get_item (model, i);
      GtkWidget *row = chapter_row (self, lesson, numbered ? i + 1 : 0);

      if (i == 0)
        g_object_set_data_full (G_OBJECT (row), "header",
                                g_strdup (title), g_free);
      gtk_list_box_append (self->chapters, row);
      if (g_strcmp0 (self->chapter, toguz_lesson_get_id (lesson)) == 0)
        gtk_list_box_select_row (self->chapters, GTK_LIST_BOX_ROW (row));
    }
}

static void
update_header (GtkListBoxRow *row, GtkListBoxRow *before, gpointer data)
{
  const char *title = g_object_get_data (G_OBJECT (row), "header");

  gtk_list_box_row_set_header (row, title ? section_header (title) : NULL);
}

static void
fill_chapters (TutorWindow *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->chapters))))
    gtk_list_box_remove (self->chapters, child);
  fill_section (self, tutor_catalogue_get_lessons (self->catalogue), TRUE,
                _("The Rules"));
  fill_section (self, tutor_catalogue_get_puzzle_sets (self->catalogue),
                FALSE, _("Puzzles"));
  fill_section (self, tutor_catalogue_get_opened (self->catalogue), FALSE,
                _("Your Files"));
}

static void
on_progress_changed (TutorWindow *self, const char *set_id)
{
  /* Rebuilding keeps the rows' words and badges true; there are few. */
  fill_chapters (self);
}

/* Chapters */

gboolean
tutor_window_open_chapter (TutorWindow *self, const char *id)
{
  ToguzLesson *lesson = id ? tutor_catalogue_find (self->catalogue, id)
                           : NULL;
  guint step;

  if (lesson == NULL)
    return FALSE;
  g_free (self->chapter);
  self->chapter = g_strdup (id);
  step = tutor_progress_get_position (self->progress, id);
  if (step >= toguz_lesson_get_n_steps (lesson))
    step = 0;
  tutor_lesson_player_set_lesson (self->player, lesson, id, step);
  adw_window_title_set_title (self->content_title,
                              toguz_lesson_get_title (lesson));
  adw_window_title_set_subtitle (self->content_title,
                                 toguz_lesson_get_summary (lesson));
  gtk_stack_set_visible_child_name (self->pages, "player");
  g_settings_set_string (self->settings, "last-chapter", id);

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->chapters));
       row; row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (g_object_get_data (G_OBJECT (row), "chapter"), id) == 0)
      gtk_list_box_select_row (self->chapters, GTK_LIST_BOX_ROW (row));
  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_FORWARD);
  return TRUE;
}

const char *
tutor_window_first_unfinished (TutorWindow *self)
{
  GListModel *lessons = tutor_catalogue_get_lessons (self->catalogue);
  const char *first = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (lessons); i++)
    {
      g_autoptr (ToguzLesson) lesson = g_list_model_get_item (lessons, i);
      const char *id = toguz_lesson_get_id (lesson);

      if (first == NULL)
        first = id;
      if (tutor_progress_count_solved (self->progress, id)
          < toguz_lesson_get_n_tasks (lesson))
        return id;
    }
  return first;
}

static void
on_chapter_activated (TutorWindow *self, GtkListBoxRow *row)
{
  tutor_window_open_chapter (self, g_object_get_data (G_OBJECT (row),
                                                      "chapter"));
}

static const char *
next_chapter (TutorWindow *self)
{
  GListModel *lessons = tutor_catalogue_get_lessons (self->catalogue);
  gboolean found = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (lessons); i++)
    {
      g_autoptr (ToguzLesson) lesson = g_list_model_get_item (lessons, i);
      if (found)
        return toguz_lesson_get_id (lesson);
      found = g_strcmp0 (toguz_lesson_get_id (lesson), self->chapter) == 0;
    }
  return NULL;
}

static void
on_lesson_finished (TutorWindow *self)
{
  ToguzLesson *lesson = tutor_catalogue_find (self->catalogue, self->chapter);
  guint tasks = lesson ? toguz_lesson_get_n_tasks (lesson) : 0;
  guint solved = tutor_progress_count_solved (self->progress, self->chapter);
  guint stars = tutor_progress_count_stars (self->progress, self->chapter);
  g_autofree char *title = NULL, *description = NULL;

  title = g_strdup_printf (_("%s: Done"),
                           lesson ? toguz_lesson_get_title (lesson) : "");
  description = g_strdup_printf (ngettext ("%u of %u task solved, %u of %u "
                                           "stars.",
                                           "%u of %u tasks solved, %u of %u "
                                           "stars.",
                                           tasks),
                                 solved, tasks, stars, 3 * tasks);
  adw_status_page_set_title (self->finished_page, title);
  adw_status_page_set_description (self->finished_page, description);
  gtk_widget_set_visible (self->next_chapter_button,
                          next_chapter (self) != NULL);
  tutor_progress_set_position (self->progress, self->chapter, 0);
  gtk_stack_set_visible_child_name (self->pages, "finished");
}

static void
on_task_done (TutorWindow *self, guint step, int stars)
{
}

static void
show_chapters (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorWindow *self = TUTOR_WINDOW (widget);

  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_BACK);
}

static void
review_lesson (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorWindow *self = TUTOR_WINDOW (widget);

  tutor_window_open_chapter (self, self->chapter);
  tutor_lesson_player_go_to_step (self->player, 0);
}

static void
go_next_chapter (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorWindow *self = TUTOR_WINDOW (widget);
  const char *next = next_chapter (self);

  if (next)
    tutor_window_open_chapter (self, next);
}

/* The window */

static void
on_hover_preview_changed (TutorWindow *self, const char *key,
                          GSettings *settings)
{
  tutor_lesson_player_set_hover_preview (
    self->player, g_settings_get_boolean (settings, key));
}

static gboolean
tutor_window_close_request (GtkWindow *window)
{
  TutorWindow *self = TUTOR_WINDOW (window);
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized",
                          gtk_window_is_maximized (window));
  return GTK_WINDOW_CLASS (tutor_window_parent_class)->close_request (window);
}

static void
tutor_window_dispose (GObject *object)
{
  TutorWindow *self = TUTOR_WINDOW (object);

  if (self->progress)
    g_signal_handlers_disconnect_by_data (self->progress, self);
  g_clear_object (&self->catalogue);
  g_clear_object (&self->engine);
  g_clear_object (&self->progress);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->chapter, g_free);
  G_OBJECT_CLASS (tutor_window_parent_class)->dispose (object);
}

static void
tutor_window_class_init (TutorWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = tutor_window_dispose;
  window_class->close_request = tutor_window_close_request;

  g_type_ensure (TUTOR_TYPE_LESSON_PLAYER);
  gtk_widget_class_set_template_from_resource (
    widget_class, "/org/toguztutor/Tutor/window/tutor-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TutorWindow, toasts);
  gtk_widget_class_bind_template_child (widget_class, TutorWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, TutorWindow, chapters);
  gtk_widget_class_bind_template_child (widget_class, TutorWindow,
                                        content_title);
  gtk_widget_class_bind_template_child (widget_class, TutorWindow, pages);
  gtk_widget_class_bind_template_child (widget_class, TutorWindow, player);
  gtk_widget_class_bind_template_child (widget_class, TutorWindow,
                                        finished_page);
  gtk_widget_class_bind_template_child (widget_class, TutorWindow,
                                        next_chapter_button);
  gtk_widget_class_bind_template_callback (widget_class,
                                           on_chapter_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_lesson_finished);
  gtk_widget_class_bind_template_callback (widget_class, on_task_done);

  gtk_widget_class_install_action (widget_class, "win.show-chapters", NULL,
                                   show_chapters);
  gtk_widget_class_install_action (widget_class, "win.review-lesson", NULL,
                                   review_lesson);
  gtk_widget_class_install_action (widget_class, "win.next-chapter", NULL,
                                   go_next_chapter);
}

static void
tutor_window_init (TutorWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_list_box_set_header_func (self->chapters, update_header, NULL, NULL);
}

TutorWindow *
tutor_window_new (AdwApplication *application, TutorCatalogue *catalogue,
                  TutorEngine *engine, TutorProgress *progress,
                  GSettings *settings)
{
  TutorWindow *self = g_object_new (TUTOR_TYPE_WINDOW, "application",
                                    application, NULL);
  TutorBoard *board;

  self->catalogue = g_object_ref (catalogue);
  self->engine = g_object_ref (engine);
  self->progress = g_object_ref (progress);
  self->settings = g_object_ref (settings);

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (settings, "window-width"),
                               g_settings_get_int (settings,
                                                   "window-height"));
  if (g_settings_get_boolean (settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  tutor_lesson_player_set_engine (self->player, engine);
  tutor_lesson_player_set_progress (self->player, progress);
  board = tutor_lesson_player_get_board (self->player);
  g_settings_bind (settings, "animation-speed", board, "animation-speed",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (settings, "large-print", board, "large-print",
                   G_SETTINGS_BIND_GET);
  tutor_lesson_player_set_hover_preview (
    self->player, g_settings_get_boolean (settings, "hover-preview"));
  g_signal_connect_object (settings, "changed::hover-preview",
                           G_CALLBACK (on_hover_preview_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (progress, "changed",
                           G_CALLBACK (on_progress_changed), self,
                           G_CONNECT_SWAPPED);

  fill_chapters (self);
  if (g_list_model_get_n_items (tutor_catalogue_get_lessons (catalogue)) == 0)
    gtk_stack_set_visible_child_name (self->pages, "empty");
  return self;
}

void
tutor_window_show_toast (TutorWindow *self, const char *text)
{
  AdwToast *toast = adw_toast_new (text);

  adw_toast_set_timeout (toast, 0);
  adw_toast_overlay_add_toast (self->toasts, toast);
}

TutorLessonPlayer *
tutor_window_get_player (TutorWindow *self)
{
  return self->player;
}

const char *
tutor_window_get_chapter (TutorWindow *self)
{
  return self->chapter;
}
