/* tutor-window-files.c: the files the learner opens in the window
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Lessons and sets read off the main thread, the problems of one that
 * cannot be used, the recent files, files dropped on the window.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "toguz-lesson-loader.h"
#include "tutor-file-dialog.h"
#include "tutor-lesson-file.h"
#include "tutor-text.h"
#include "tutor-window-private.h"

void
tutor_window_show_errors (TutorWindow *self, TutorFailedFile *failed)
{
  const char *path = tutor_failed_file_get_path (failed);
  GPtrArray *problems = tutor_failed_file_get_problems (failed);
  GtkWidget *child;
  g_autofree char *description = NULL;
  g_autofree char *shown_path = tutor_text_for_label (path);

  tutor_window_set_shown (self, NULL);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->errors_list))))
    gtk_list_box_remove (self->errors_list, child);
  for (guint i = 0; i < problems->len; i++)
    {
      const ToguzLessonProblem *problem = g_ptr_array_index (problems, i);
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *where = problem->line
                                 ? g_strdup_printf (_("Line %u"),
                                                    problem->line)
                                 : g_strdup (_("The whole file"));
      g_autofree char *shown = tutor_text_for_label (problem->message);
      g_autofree char *message = g_markup_escape_text (shown, -1);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), where);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), message);
      gtk_list_box_append (self->errors_list, row);
    }
  description = g_strdup_printf (ngettext ("%s has %u problem.",
                                           "%s has %u problems.",
                                           problems->len),
                                 shown_path, problems->len);
  gtk_label_set_text (self->errors_description, description);
  g_free (self->shown_errors);
  self->shown_errors = g_strdup (path);
  adw_window_title_set_title (self->content_title, _("Problems in a File"));
  adw_window_title_set_subtitle (self->content_title, path);
  gtk_stack_set_visible_child_name (self->pages, "errors");
  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_FORWARD);
}

static void
remember_recent (TutorWindow *self, const char *path)
{
  g_auto (GStrv) old = g_settings_get_strv (self->settings, "recent-files");
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) recent = NULL;
  guint kept = 1;

  g_strv_builder_add (builder, path);
  for (guint i = 0; old[i] && kept < MAX_RECENT; i++)
    if (g_strcmp0 (old[i], path) != 0)
      {
        g_strv_builder_add (builder, old[i]);
        kept++;
      }
  recent = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, "recent-files",
                       (const char *const *) recent);
}

static void
forget_recent (TutorWindow *self, const char *path)
{
  g_auto (GStrv) old = g_settings_get_strv (self->settings, "recent-files");
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) recent = NULL;

  for (guint i = 0; old[i]; i++)
    if (g_strcmp0 (old[i], path) != 0)
      g_strv_builder_add (builder, old[i]);
  recent = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, "recent-files",
                       (const char *const *) recent);
}

static void
loading_started (TutorWindow *self)
{
  if (self->loading++ == 0)
    gtk_spinner_start (self->loading_spinner);
}

static void
loading_done (TutorWindow *self)
{
  if (--self->loading == 0)
    gtk_spinner_stop (self->loading_spinner);
}

typedef struct
{
  TutorWindow *window;
  char *path;
  gboolean open_when_loaded;
} Opening;

static void
on_file_loaded (GObject *source, GAsyncResult *result, gpointer data)
{
  Opening *opening = data;
  TutorWindow *self = opening->window;
  g_autoptr (GPtrArray) problems = NULL;
  g_autoptr (ToguzLesson) lesson = tutor_lesson_file_load_finish (result,
                                                                  &problems);

  loading_done (self);
  tutor_catalogue_remove_failed (self->catalogue, opening->path);
  /* Only a file that loaded is remembered: one that failed (a device, a
   * FIFO, a broken lesson) would fail again at every start. */
  if (lesson)
    {
      tutor_catalogue_add_opened (self->catalogue, lesson);
      if (opening->open_when_loaded)
        {
          remember_recent (self, opening->path);
          tutor_window_open_lesson (self, lesson);
        }
    }
  else
    {
      g_autoptr (TutorFailedFile) failed = tutor_failed_file_new (
        opening->path, problems);

      tutor_catalogue_add_failed (self->catalogue, failed);
      forget_recent (self, opening->path);
      if (opening->open_when_loaded)
        tutor_window_show_errors (self, failed);
      else
        {
          g_autofree char *text = g_strdup_printf (
            _("“%s” could not be opened and was removed from the recent "
              "files."),
            opening->path);

          tutor_window_show_toast (self, text);
        }
    }
  g_object_unref (opening->window);
  g_free (opening->path);
  g_free (opening);
}

static void
load_file (TutorWindow *self, GFile *file, gboolean open_when_loaded)
{
  Opening *opening = g_new0 (Opening, 1);

  opening->window = g_object_ref (self);
  opening->path = g_file_get_path (file);
  if (opening->path == NULL)
    opening->path = g_file_get_uri (file);
  opening->open_when_loaded = open_when_loaded;
  loading_started (self);
  if (open_when_loaded)
    {
      gtk_stack_set_visible_child_name (self->pages, "loading");
      adw_window_title_set_title (self->content_title, _("Opening a File"));
      adw_window_title_set_subtitle (self->content_title, opening->path);
    }
  tutor_lesson_file_load_async (file, NULL, on_file_loaded, opening);
}

void
tutor_window_add_file (TutorWindow *self, GFile *file)
{
  g_return_if_fail (TUTOR_IS_WINDOW (self));
  load_file (self, file, FALSE);
}

/* PGN-style game records go to the review (free play has its own Open):
 * read as a lesson, a record was said to be an empty lesson file. */
static gboolean
is_game_record (GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *folded = name ? g_ascii_strdown (name, -1) : NULL;

  return folded && g_str_has_suffix (folded, ".pgn");
}

void
tutor_window_open_file (TutorWindow *self, GFile *file)
{
  g_return_if_fail (TUTOR_IS_WINDOW (self));

  /* A record given to the tutor (Files, the command line, Open) is a
   * game to look back on: the review, which also offers its games. */
  if (is_game_record (file))
    {
      tutor_window_open_review (self);
      tutor_review_page_open_file (tutor_window_get_review (self), file);
      return;
    }
  load_file (self, file, TRUE);
}

static void
on_recent_checked (GObject *source, GAsyncResult *result, gpointer data)
{
  TutorWindow *self = data;
  g_autoptr (GFileInfo) info = g_file_query_info_finish (G_FILE (source),
                                                         result, NULL);

  /* A file moved or deleted since is left out; a window closed meanwhile
   * (disposed: its catalogue let go) does nothing. */
  if (self->catalogue)
    {
      if (info)
        load_file (self, G_FILE (source), FALSE);
      loading_done (self);
    }
  g_object_unref (self);
}

void
tutor_window_load_recent_files (TutorWindow *self)
{
  g_auto (GStrv) recent = g_settings_get_strv (self->settings,
                                               "recent-files");

  tutor_window_load_mistakes (self);
  for (guint i = 0; recent[i]; i++)
    {
      g_autoptr (GFile) file = g_file_new_for_path (recent[i]);

      loading_started (self);
      g_file_query_info_async (file, G_FILE_ATTRIBUTE_STANDARD_TYPE,
                               G_FILE_QUERY_INFO_NONE, G_PRIORITY_DEFAULT,
                               NULL, on_recent_checked, g_object_ref (self));
    }
}

gboolean
tutor_window_on_drop (GtkDropTarget *target, const GValue *value, double x, double y,
         gpointer data)
{
  TutorWindow *self = data;
  GSList *files;

  if (!G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    return FALSE;
  files = g_value_get_boxed (value);
  for (GSList *l = files; l; l = l->next)
    tutor_window_open_file (self, l->data);
  return files != NULL;
}

void
tutor_window_reopen_file (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorWindow *self = TUTOR_WINDOW (widget);
  g_autoptr (GFile) file = NULL;

  if (self->shown_errors == NULL)
    return;
  file = g_file_new_for_path (self->shown_errors);
  tutor_window_open_file (self, file);
}
