/* tutor-window.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "toguz-lesson-loader.h"
#include "tutor-class-results-view.h"
#include "tutor-file-dialog.h"
#include "tutor-learner-button.h"
#include "tutor-learner-picker.h"
#include "tutor-lesson-file.h"
#include "tutor-popover-tooltip.h"
#include "tutor-presenter.h"
#include "tutor-puzzle-trainer.h"
#include "tutor-save-progress-dialog.h"
#include "tutor-sidebar.h"
#include "tutor-text.h"
#include "tutor-toast.h"
#include "tutor-window.h"
#include "tutor-worksheet-print.h"
#include "tutor-wrap-box.h"

#include "tutor-window-private.h"

G_DEFINE_FINAL_TYPE (TutorWindow, tutor_window, ADW_TYPE_APPLICATION_WINDOW)

/* Pages */

/* Every page tells the header its title, and whether it waits, through
 * the same properties: the window treats them all alike. */
static void
sync_header (TutorWindow *self)
{
  GtkWidget *page = gtk_stack_get_visible_child (self->pages);
  gboolean busy = FALSE;

  if (page == NULL || !g_object_get_data (G_OBJECT (page), "tutor-page"))
    page = NULL;
  if (page)
    {
      g_autofree char *title = NULL;
      g_autofree char *subtitle = NULL;
      g_object_get (page, "title", &title, "subtitle", &subtitle, NULL);
      adw_window_title_set_title (self->content_title, title ? title : "");
      adw_window_title_set_subtitle (self->content_title,
                                     subtitle ? subtitle : "");
    }
  if (page)
    g_object_get (page, "busy", &busy, NULL);
  gtk_spinner_set_spinning (self->page_spinner, busy);
  gtk_widget_set_visible (GTK_WIDGET (self->page_spinner), busy);
}

static void
on_page_notify (TutorWindow *self, GParamSpec *pspec, GtkWidget *page)
{
  if (page == gtk_stack_get_visible_child (self->pages))
    sync_header (self);
}

void
tutor_window_watch_page (TutorWindow *self, GtkWidget *page)
{
  g_object_set_data (G_OBJECT (page), "tutor-page", GINT_TO_POINTER (TRUE));
  g_signal_connect_object (page, "notify::title", G_CALLBACK (on_page_notify),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (page, "notify::subtitle",
                           G_CALLBACK (on_page_notify), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (page, "notify::busy", G_CALLBACK (on_page_notify),
                           self, G_CONNECT_SWAPPED);
}

/* Chapters */

/* What the worksheet actions print. */
void
tutor_window_set_shown (TutorWindow *self, ToguzLesson *lesson)
{
  g_set_object (&self->shown, lesson);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print-worksheet",
                                 lesson != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-worksheet",
                                 lesson != NULL);
}

/* Worksheets */

typedef struct
{
  TutorWindow *window;
  char *export_path;        /* NULL: to the printer */
} WorksheetJob;

static void
worksheet_job_free (WorksheetJob *job)
{
  g_object_unref (job->window);
  g_free (job->export_path);
  g_free (job);
}

static void
report_worksheet_error (TutorWindow *self, const GError *error)
{
  g_autofree char *text = NULL;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  text = g_strdup_printf (_("The worksheet could not be made: %s"),
                          error->message);
  tutor_window_show_toast (self, text);
}

static void
on_worksheet_ready (GObject *source, GAsyncResult *result, gpointer data)
{
  WorksheetJob *job = data;
  TutorWindow *self = job->window;
  g_autoptr (GError) error = NULL;
  g_autoptr (ToguzWorksheet) worksheet = tutor_worksheet_prepare_finish (
    result, &error);

  if (worksheet)
    tutor_worksheet_print (worksheet, GTK_WINDOW (self),
                           GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, NULL,
                           &self->print_settings, &error);
  if (error)
    report_worksheet_error (self, error);
  worksheet_job_free (job);
}

static void
on_worksheet_exported (GObject *source, GAsyncResult *result, gpointer data)
{
  WorksheetJob *job = data;
  TutorWindow *self = job->window;
  g_autoptr (GError) error = NULL;

  if (tutor_worksheet_export_finish (result, &error))
    {
      g_autofree char *name = g_path_get_basename (job->export_path);
      g_autofree char *text = g_strdup_printf (_("Saved the worksheet as "
                                                 "%s."),
                                               name);
      tutor_window_show_toast (self, text);
    }
  else
    report_worksheet_error (self, error);
  worksheet_job_free (job);
}

/* Both the worksheet and its PDF are made off the main thread: the
 * answer key may ask the engine. */
void
tutor_window_make_worksheet (TutorWindow *self, const char *export_path)
{
  WorksheetJob *job;

  g_return_if_fail (TUTOR_IS_WINDOW (self));
  if (self->shown == NULL)
    return;
  job = g_new0 (WorksheetJob, 1);
  job->window = g_object_ref (self);
  job->export_path = g_strdup (export_path);
  g_cancellable_cancel (self->worksheet_cancellable);
  g_clear_object (&self->worksheet_cancellable);
  self->worksheet_cancellable = g_cancellable_new ();
  if (export_path)
    tutor_worksheet_export_async (self->shown, export_path,
                                  tutor_worksheet_default_paper (),
                                  self->worksheet_cancellable,
                                  on_worksheet_exported, job);
  else
    tutor_worksheet_prepare_async (self->shown, self->worksheet_cancellable,
                                   on_worksheet_ready, job);
}

static void
print_worksheet (GtkWidget *widget, const char *action, GVariant *parameter)
{
  tutor_window_make_worksheet (TUTOR_WINDOW (widget), NULL);
}

static void
on_export_response (GtkNativeDialog *dialog, int response, gpointer data)
{
  TutorWindow *self = data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (
        GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);
      if (path)
        tutor_window_make_worksheet (self, path);
    }
  g_object_unref (dialog);
}

static void
export_worksheet (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorWindow *self = TUTOR_WINDOW (widget);
  static const TutorFileKind documents = {
    N_("PDF documents"), { "*.pdf", NULL },
  };
  GtkFileChooserNative *chooser;
  g_autofree char *name = NULL;

  if (self->shown == NULL)
    return;
  /* Translators: the file name offered for a worksheet; %s is the
   * lesson's identifier, such as "even-captures". */
  name = g_strdup_printf (_("%s-worksheet.pdf"),
                          toguz_lesson_get_id (self->shown));
  chooser = tutor_file_dialog_new (GTK_WINDOW (self),
                                   GTK_FILE_CHOOSER_ACTION_SAVE,
                                   _("Save the Worksheet"), _("_Save"),
                                   &documents, name);
  g_signal_connect (chooser, "response", G_CALLBACK (on_export_response),
                    self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* Opens a lesson in the player, a set of puzzles in the trainer. */
void
tutor_window_open_lesson (TutorWindow *self, ToguzLesson *lesson)
{
  /* Known by the id its file states: moved or copied, it keeps its
   * progress. */
  const char *id = toguz_lesson_get_id (lesson);
  guint step;

  g_free (self->chapter);
  self->chapter = g_strdup (toguz_lesson_get_id (lesson));
  tutor_window_set_shown (self, lesson);
  /* What the chapter left behind searched and built goes back to the
   * system: the engine's table (16 MiB once a deep hint filled it), and
   * the freed pages glibc keeps until told (tests/bench/bench-memory). */
  tutor_engine_forget (self->engine);
#ifdef __GLIBC__
  malloc_trim (0);
#endif
  if (toguz_lesson_get_kind (lesson) == TOGUZ_LESSON_KIND_EXERCISE_SET)
    {
      tutor_puzzle_trainer_set_set (self->trainer, lesson, id);
      gtk_stack_set_visible_child_name (self->pages, "trainer");
    }
  else
    {
      step = tutor_progress_get_position (self->progress, id);
      if (step >= toguz_lesson_get_n_steps (lesson))
        step = 0;
      tutor_lesson_player_set_lesson (self->player, lesson, id, step);
      gtk_stack_set_visible_child_name (self->pages, "player");
    }
  if (toguz_lesson_get_path (lesson) == NULL
      || tutor_catalogue_find (self->catalogue, self->chapter) == lesson)
    g_settings_set_string (self->settings, "last-chapter", self->chapter);

  tutor_sidebar_select (self->sidebar, self->chapter, lesson);
  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_FORWARD);
}

void
tutor_window_open_free_play (TutorWindow *self)
{
  g_return_if_fail (TUTOR_IS_WINDOW (self));
  g_free (self->chapter);
  self->chapter = g_strdup (FREE_PLAY_CHAPTER);
  tutor_window_set_shown (self, NULL);
  gtk_stack_set_visible_child_name (self->pages, "play");
  g_settings_set_string (self->settings, "last-chapter", FREE_PLAY_CHAPTER);
  tutor_sidebar_select (self->sidebar, FREE_PLAY_CHAPTER, NULL);
  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_FORWARD);
}

static void
on_editor_free_play (TutorWindow *self)
{
  tutor_set_editor_set_position (self->editor,
                                 tutor_free_play_get_rules (self->free_play),
                                 tutor_free_play_get_position (
                                   self->free_play));
}

TutorSetEditor *
tutor_window_get_editor (TutorWindow *self)
{
  g_return_val_if_fail (TUTOR_IS_WINDOW (self), NULL);
  if (self->editor)
    return self->editor;
  self->editor = TUTOR_SET_EDITOR (tutor_set_editor_new ());
  tutor_set_editor_set_engine (self->editor, self->engine);
  tutor_board_bind_settings (tutor_set_editor_get_board (self->editor),
                             self->settings);
  g_signal_connect_object (self->editor, "free-play-requested",
                           G_CALLBACK (on_editor_free_play), self,
                           G_CONNECT_SWAPPED);
  tutor_window_watch_page (self, GTK_WIDGET (self->editor));
  gtk_stack_add_named (self->pages, GTK_WIDGET (self->editor), "editor");
  return self->editor;
}

gboolean
tutor_window_has_unsaved_changes (TutorWindow *self)
{
  gboolean modified = FALSE;

  if (self->editor)
    g_object_get (self->editor, "modified", &modified, NULL);
  return modified;
}

void
tutor_window_open_editor (TutorWindow *self)
{
  g_return_if_fail (TUTOR_IS_WINDOW (self));
  tutor_window_get_editor (self);
  /* The worksheet actions print the lesson on screen: none here. */
  tutor_window_set_shown (self, NULL);
  g_free (self->chapter);
  self->chapter = g_strdup (EDITOR_CHAPTER);
  gtk_stack_set_visible_child_name (self->pages, "editor");
  g_settings_set_string (self->settings, "last-chapter", EDITOR_CHAPTER);
  tutor_sidebar_select (self->sidebar, EDITOR_CHAPTER, NULL);
  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_FORWARD);
}

TutorClassResultsView *
tutor_window_get_class_results (TutorWindow *self)
{
  g_return_val_if_fail (TUTOR_IS_WINDOW (self), NULL);
  if (self->class_results)
    return self->class_results;
  self->class_results = TUTOR_CLASS_RESULTS_VIEW (
    tutor_class_results_view_new ());
  tutor_window_watch_page (self, GTK_WIDGET (self->class_results));
  gtk_stack_add_named (self->pages, GTK_WIDGET (self->class_results),
                       "class-results");
  return self->class_results;
}

void
tutor_window_open_class_results (TutorWindow *self)
{
  g_return_if_fail (TUTOR_IS_WINDOW (self));
  tutor_window_get_class_results (self);
  g_free (self->chapter);
  self->chapter = g_strdup (CLASS_RESULTS_CHAPTER);
  tutor_window_set_shown (self, NULL);
  gtk_stack_set_visible_child_name (self->pages, "class-results");
  g_settings_set_string (self->settings, "last-chapter",
                         CLASS_RESULTS_CHAPTER);
  tutor_sidebar_select (self->sidebar, CLASS_RESULTS_CHAPTER, NULL);
  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_FORWARD);
}

gboolean
tutor_window_open_chapter (TutorWindow *self, const char *id)
{
  ToguzLesson *lesson;

  if (g_strcmp0 (id, FREE_PLAY_CHAPTER) == 0)
    {
      tutor_window_open_free_play (self);
      return TRUE;
    }
  if (g_strcmp0 (id, EDITOR_CHAPTER) == 0)
    {
      tutor_window_open_editor (self);
      return TRUE;
    }
  if (g_strcmp0 (id, CLASS_RESULTS_CHAPTER) == 0)
    {
      tutor_window_open_class_results (self);
      return TRUE;
    }
  if (g_strcmp0 (id, REVIEW_CHAPTER) == 0)
    {
      tutor_window_open_review (self);
      return TRUE;
    }
  lesson = id ? tutor_catalogue_find (self->catalogue, id) : NULL;
  if (lesson == NULL)
    return FALSE;
  tutor_window_open_lesson (self, lesson);
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
on_chapter_activated (TutorWindow *self, const char *chapter)
{
  tutor_window_open_chapter (self, chapter);
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
  guint shown = tutor_progress_count_shown (self->progress, self->chapter);
  g_autofree char *title = NULL, *description = NULL;

  title = g_strdup_printf (_("%s: Done"),
                           lesson ? toguz_lesson_get_title (lesson) : "");
  /* A task whose solution was shown is not solved: it is told apart. */
  if (shown > 0)
    description = g_strdup_printf (
      /* Translators: "5 of 7 tasks solved, 2 shown, 15 of 21 stars."; the
       * shown ones are those whose solution the learner asked to see. */
      ngettext ("%u of %u task solved, %u shown, %u of %u stars.",
                "%u of %u tasks solved, %u shown, %u of %u stars.", tasks),
      solved, tasks, shown, stars, 3 * tasks);
  else
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
show_class_results (GtkWidget *widget, const char *action,
                    GVariant *parameter)
{
  tutor_window_open_class_results (TUTOR_WINDOW (widget));
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

static gboolean
destroy_now (gpointer data)
{
  gtk_window_destroy (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

/* Once the dialog that asked is done answering: until it is finalized it
 * still points at the window. */
static void
close_now (gpointer data)
{
  g_idle_add_full (G_PRIORITY_DEFAULT, destroy_now, g_object_ref (data),
                   g_object_unref);
}

/* The progress on disk, else the learner asked whether to try again or to
 * quit without saving: the window goes once it is saved or they say so. */
static gboolean
progress_saved_or_asked (TutorWindow *self)
{
  return tutor_save_progress_dialog_save_or_ask (GTK_WINDOW (self),
                                                 self->progress, close_now,
                                                 self);
}

static void
close_when_saved (gpointer data)
{
  if (progress_saved_or_asked (data))
    close_now (data);
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
  if (tutor_save_progress_dialog_present_open (window))
    return TRUE;
  /* An exercise set with unsaved changes: ask first, the progress
   * after. */
  if (tutor_window_has_unsaved_changes (self))
    {
      tutor_window_open_editor (self);
      tutor_set_editor_confirm_discard (self->editor,
                                        G_CALLBACK (close_when_saved), self);
      return TRUE;
    }
  if (!progress_saved_or_asked (self))
    return TRUE;
  return GTK_WINDOW_CLASS (tutor_window_parent_class)->close_request (window);
}

static void
tutor_window_dispose (GObject *object)
{
  TutorWindow *self = TUTOR_WINDOW (object);

  if (self->progress)
    g_signal_handlers_disconnect_by_data (self->progress, self);
  g_cancellable_cancel (self->worksheet_cancellable);
  g_clear_object (&self->worksheet_cancellable);
  g_clear_object (&self->presenter);
  g_clear_object (&self->shown);
  g_clear_object (&self->print_settings);
  g_clear_object (&self->catalogue);
  g_clear_object (&self->engine);
  g_clear_object (&self->progress);
  g_clear_object (&self->kept_title);
  g_clear_object (&self->learner_button);
  g_clear_object (&self->learners);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->chapter, g_free);
  g_clear_pointer (&self->shown_errors, g_free);
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
  g_type_ensure (TUTOR_TYPE_PUZZLE_TRAINER);
  g_type_ensure (TUTOR_TYPE_FREE_PLAY);
  g_type_ensure (TUTOR_TYPE_SET_EDITOR);
  g_type_ensure (TUTOR_TYPE_SIDEBAR);
  g_type_ensure (TUTOR_TYPE_WRAP_BOX);
  gtk_widget_class_set_template_from_resource (
    widget_class, "/org/toguztutor/Tutor/window/tutor-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TutorWindow, toasts);
  gtk_widget_class_bind_template_child (widget_class, TutorWindow,
                                        save_banner);
  gtk_widget_class_bind_template_child (widget_class, TutorWindow,
                                        save_banner_label);
  gtk_widget_class_bind_template_child (widget_class, TutorWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, TutorWindow,
                                        primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, TutorWindow,
                                        sidebar_header);
  gtk_widget_class_bind_template_child (widget_class, TutorWindow,
                                        sidebar_title);
  gtk_widget_class_bind_template_child (widget_class, TutorWindow,
                                        picker_slot);
  gtk_widget_class_bind_template_child (widget_class, TutorWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, TutorWindow,
                                        content_title);
  gtk_widget_class_bind_template_child (widget_class, TutorWindow,
                                        page_spinner);
  gtk_widget_class_bind_template_child (widget_class, TutorWindow, pages);
  gtk_widget_class_bind_template_child (widget_class, TutorWindow, player);
  gtk_widget_class_bind_template_child (widget_class, TutorWindow, trainer);
  gtk_widget_class_bind_template_child (widget_class, TutorWindow,
                                        free_play);
  gtk_widget_class_bind_template_child (widget_class, TutorWindow,
                                        loading_spinner);
  gtk_widget_class_bind_template_child (widget_class, TutorWindow,
                                        errors_description);
  gtk_widget_class_bind_template_child (widget_class, TutorWindow,
                                        errors_list);
  gtk_widget_class_bind_template_child (widget_class, TutorWindow,
                                        finished_page);
  gtk_widget_class_bind_template_child (widget_class, TutorWindow,
                                        next_chapter_button);
  tutor_presenter_bind_template (widget_class);
  gtk_widget_class_bind_template_callback (widget_class,
                                           on_chapter_activated);
  gtk_widget_class_bind_template_callback_full (
    widget_class, "open_lesson", G_CALLBACK (tutor_window_open_lesson));
  gtk_widget_class_bind_template_callback_full (
    widget_class, "show_errors", G_CALLBACK (tutor_window_show_errors));
  gtk_widget_class_bind_template_callback (widget_class, on_lesson_finished);

  gtk_widget_class_install_action (widget_class, "win.review-free-play", NULL,
                                   tutor_window_review_free_play);
  gtk_widget_class_install_action (widget_class, "win.solve-mistakes", NULL,
                                   tutor_window_solve_mistakes);
  gtk_widget_class_install_action (widget_class, "win.show-chapters", NULL,
                                   show_chapters);
  gtk_widget_class_install_action (widget_class, "win.review-lesson", NULL,
                                   review_lesson);
  gtk_widget_class_install_action (widget_class, "win.next-chapter", NULL,
                                   go_next_chapter);
  gtk_widget_class_install_action (widget_class, "win.class-results", NULL,
                                   show_class_results);
  gtk_widget_class_install_action (widget_class, "win.reopen-file", NULL,
                                   tutor_window_reopen_file);
  gtk_widget_class_install_action (widget_class, "win.print-worksheet", NULL,
                                   print_worksheet);
  gtk_widget_class_install_action (widget_class, "win.export-worksheet",
                                   NULL, export_worksheet);
}

static gboolean
measure_again (gpointer data)
{
  gtk_widget_queue_resize (data);
  return G_SOURCE_REMOVE;
}

/* The header bars' window buttons come and go with the fold, and with
 * them how wide the chapters would like to be: the leaflet shares the
 * width again once they have, or the chapters keep the width they asked
 * for while folded. */
static void
on_folded (TutorWindow *self)
{
  g_idle_add_full (G_PRIORITY_HIGH_IDLE, measure_again,
                   g_object_ref (self->leaflet), g_object_unref);
}

static void
tutor_window_init (TutorWindow *self)
{
  GtkDropTarget *target;

  gtk_widget_init_template (GTK_WIDGET (self));
  tutor_popover_tooltip_quiet (self->primary_menu_button);
  g_signal_connect_object (self->leaflet, "notify::folded",
                           G_CALLBACK (on_folded), self, G_CONNECT_SWAPPED);
  tutor_window_set_shown (self, NULL);
  tutor_window_watch_page (self, GTK_WIDGET (self->player));
  tutor_window_watch_page (self, GTK_WIDGET (self->trainer));
  tutor_window_watch_page (self, GTK_WIDGET (self->free_play));
  g_signal_connect_object (self->pages, "notify::visible-child",
                           G_CALLBACK (sync_header), self,
                           G_CONNECT_SWAPPED);

  /* Files dropped anywhere on the window open like File ▸ Open. */
  target = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect (target, "drop", G_CALLBACK (tutor_window_on_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}

/* Stays while the newest progress is not on disk: a toast would go
 * before the learner knows their progress is at risk. */
static void
sync_save_banner (TutorWindow *self)
{
  const char *problem = tutor_progress_get_save_error (self->progress);

  if (problem)
    {
      g_autofree char *shown = tutor_text_for_label (problem);
      g_autofree char *text = NULL;

      /* The core's reasons are sentences: the banner adds its own stop. */
      if (g_str_has_suffix (shown, "."))
        shown[strlen (shown) - 1] = '\0';
      /* Translators: %s is why, as the system says it ("No space left
       * on device"). */
      text = g_strdup_printf (_("Your progress cannot be saved: %s. What you "
                                "have saved before is safe. Free some space "
                                "on the disk, or ask whoever looks after "
                                "this computer to let you save."),
                              shown);

      gtk_label_set_text (self->save_banner_label, text);
    }
  gtk_info_bar_set_revealed (self->save_banner, problem != NULL);
}

/* Large print is the window's class: the lessons' words grow with the
 * boards (style.css). */
static void
sync_large_print (TutorWindow *self)
{
  if (g_settings_get_boolean (self->settings, "large-print"))
    gtk_widget_add_css_class (GTK_WIDGET (self), "large-print");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "large-print");
}

TutorWindow *
tutor_window_new (AdwApplication *application, TutorCatalogue *catalogue,
                  TutorEngine *engine, TutorProgress *progress,
                  GSettings *settings)
{
  TutorWindow *self = g_object_new (TUTOR_TYPE_WINDOW, "application",
                                    application, NULL);

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
  self->presenter = tutor_presenter_new (ADW_APPLICATION_WINDOW (self));

  tutor_lesson_player_set_engine (self->player, engine);
  tutor_lesson_player_set_progress (self->player, progress);
  tutor_puzzle_trainer_set_engine (self->trainer, engine);
  tutor_puzzle_trainer_set_progress (self->trainer, progress);
  tutor_free_play_set_engine (self->free_play, engine);
  tutor_board_bind_settings (tutor_lesson_player_get_board (self->player),
                             settings);
  tutor_board_bind_settings (tutor_lesson_player_get_board (
                               tutor_puzzle_trainer_get_player (self->trainer)),
                             settings);
  tutor_board_bind_settings (tutor_free_play_get_board (self->free_play),
                             settings);
  g_signal_connect_object (settings, "changed::large-print",
                           G_CALLBACK (sync_large_print), self,
                           G_CONNECT_SWAPPED);
  sync_large_print (self);
  tutor_sidebar_set_models (self->sidebar, catalogue, progress);
  g_signal_connect_swapped (progress, "notify::save-error",
                            G_CALLBACK (sync_save_banner), self);
  sync_save_banner (self);
  if (g_list_model_get_n_items (tutor_catalogue_get_lessons (catalogue)) == 0)
    gtk_stack_set_visible_child_name (self->pages, "empty");
  return self;
}

/* Learners */

void
tutor_window_set_progress (TutorWindow *self, TutorProgress *progress)
{
  const char *page;

  g_return_if_fail (TUTOR_IS_WINDOW (self));
  g_return_if_fail (TUTOR_IS_PROGRESS (progress));
  if (self->progress == progress)
    return;
  /* What the learner before tried is recorded in their progress as the
   * player and the trainer let go of it. */
  tutor_lesson_player_set_progress (self->player, progress);
  tutor_puzzle_trainer_set_progress (self->trainer, progress);
  tutor_sidebar_set_progress (self->sidebar, progress);
  tutor_window_unload_mistakes (self);
  g_signal_handlers_disconnect_by_data (self->progress, self);
  g_set_object (&self->progress, progress);
  tutor_window_load_mistakes (self);
  g_signal_connect_swapped (progress, "notify::save-error",
                            G_CALLBACK (sync_save_banner), self);
  sync_save_banner (self);
  /* The lesson or set shown, where the new learner left it. */
  page = gtk_stack_get_visible_child_name (self->pages);
  if (self->shown
      && (g_strcmp0 (page, "player") == 0 || g_strcmp0 (page, "trainer") == 0
          || g_strcmp0 (page, "finished") == 0))
    {
      g_autoptr (ToguzLesson) lesson = g_object_ref (self->shown);

      tutor_window_open_lesson (self, lesson);
    }
}

/* On a shared computer the header says who is learning, in the title's
 * place; one learner alone sees the title. */
static void
sync_learner_header (TutorWindow *self)
{
  gboolean shared = tutor_learners_is_shared (self->learners);

  adw_header_bar_set_title_widget (self->sidebar_header,
                                   shared ? self->learner_button
                                          : self->sidebar_title);
  if (!shared && tutor_window_get_picker_shown (self))
    tutor_window_show_picker (self, FALSE);
}

static void
on_learner_chosen (TutorWindow *self)
{
  tutor_window_show_picker (self, FALSE);
}

void
tutor_window_set_learners (TutorWindow *self, TutorLearners *learners)
{
  g_return_if_fail (TUTOR_IS_WINDOW (self));
  g_return_if_fail (self->learners == NULL);
  self->learners = g_object_ref (learners);
  /* Held here: the header bar lets go of the one it does not show. */
  self->learner_button = g_object_ref_sink (
    tutor_learner_button_new (learners));
  self->kept_title = g_object_ref (self->sidebar_title);
  g_signal_connect_object (self->learner_button, "chosen",
                           G_CALLBACK (on_learner_chosen), self,
                           G_CONNECT_SWAPPED);
  self->picker = tutor_learner_picker_new (learners);
  adw_bin_set_child (self->picker_slot, self->picker);
  g_signal_connect_object (self->picker, "chosen",
                           G_CALLBACK (on_learner_chosen), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (learners, "changed",
                           G_CALLBACK (sync_learner_header), self,
                           G_CONNECT_SWAPPED);
  sync_learner_header (self);
}

void
tutor_window_show_picker (TutorWindow *self, gboolean shown)
{
  g_return_if_fail (TUTOR_IS_WINDOW (self));
  g_return_if_fail (self->picker != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->leaflet), !shown);
  gtk_widget_set_visible (GTK_WIDGET (self->picker_slot), shown);
  if (shown)
    tutor_learner_picker_focus (TUTOR_LEARNER_PICKER (self->picker));
}

gboolean
tutor_window_get_picker_shown (TutorWindow *self)
{
  g_return_val_if_fail (TUTOR_IS_WINDOW (self), FALSE);
  return gtk_widget_get_visible (GTK_WIDGET (self->picker_slot));
}

GtkWidget *
tutor_window_get_picker (TutorWindow *self)
{
  g_return_val_if_fail (TUTOR_IS_WINDOW (self), NULL);
  return self->picker;
}

GtkWidget *
tutor_window_get_learner_button (TutorWindow *self)
{
  g_return_val_if_fail (TUTOR_IS_WINDOW (self), NULL);
  return self->learner_button;
}

void
tutor_window_show_toast (TutorWindow *self, const char *text)
{
  AdwToast *toast = tutor_toast_new (text);

  adw_toast_set_timeout (toast, 0);
  adw_toast_overlay_add_toast (self->toasts, toast);
}

TutorLessonPlayer *
tutor_window_get_player (TutorWindow *self)
{
  return self->player;
}

TutorPuzzleTrainer *
tutor_window_get_trainer (TutorWindow *self)
{
  return self->trainer;
}

TutorFreePlay *
tutor_window_get_free_play (TutorWindow *self)
{
  return self->free_play;
}

TutorPresenter *
tutor_window_get_presenter (TutorWindow *self)
{
  return self->presenter;
}


const char *
tutor_window_get_page (TutorWindow *self)
{
  return gtk_stack_get_visible_child_name (self->pages);
}

guint
tutor_window_get_n_failed_files (TutorWindow *self)
{
  return g_list_model_get_n_items (tutor_catalogue_get_failed (
    self->catalogue));
}

gboolean
tutor_window_is_loading (TutorWindow *self)
{
  return self->loading > 0;
}

const char *
tutor_window_get_chapter (TutorWindow *self)
{
  return self->chapter;
}
