/* tutor-class-results-view.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "toguz-class-report.h"
#include "tutor-class-import.h"
#include "tutor-class-report-print.h"
#include "tutor-class-results-view.h"
#include "tutor-file-dialog.h"
#include "tutor-page.h"
#include "tutor-text.h"
#include "tutor-toast.h"
#include "tutor-wrap-box.h"

/* The tasks the list of the most missed names, at most. */
#define MAX_MOST_MISSED 5
/* The learners named under each of them, at most. */
#define MAX_MISSED_NAMES 12

struct _TutorClassResultsView
{
  AdwBin parent_instance;

  AdwToastOverlay *toasts;
  GtkWidget *toolbar;
  GtkInfoBar *problems_bar;
  GtkLabel *problems_title;
  GtkLabel *problems_label;
  GtkStack *stack;
  GtkSpinner *loading_spinner;
  GtkLabel *summary_label;
  GtkLabel *dates_label;
  GtkDropDown *learner_order;
  GtkDropDown *task_order;
  GtkWidget *grid_box;
  GtkWidget *nothing_label;
  TutorClassGrid *grid;
  GtkLabel *legend_label;
  GtkLabel *missed_note;
  GtkListBox *missed_list;
  TutorSuccessChart *chart;

  ToguzClassResults *results;  /* NULL: nothing imported */
  GStrv paths;                 /* imported, read again at each import */
  GStrv loading_paths;         /* being read, NULL when none are */
  GCancellable *cancellable;   /* of the import running */
  guint saving;                /* exports being written */
  char *subtitle;
  GtkPrintSettings *print_settings;
};

G_DEFINE_FINAL_TYPE (TutorClassResultsView, tutor_class_results_view,
                     ADW_TYPE_BIN)

static GParamSpec *properties[TUTOR_PAGE_N_PROPS];

static const TutorFileKind csv_files = {
  N_("Class results (CSV)"), { "*.csv", "*.CSV", NULL },
};

static const TutorFileKind pdf_files = {
  N_("PDF documents"), { "*.pdf", NULL },
};

static void refresh (TutorClassResultsView *self);

static void
show_toast (TutorClassResultsView *self, const char *text)
{
  adw_toast_overlay_add_toast (self->toasts, tutor_toast_new (text));
}

static GtkWindow *
parent_window (TutorClassResultsView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

/* The orders */

static ToguzLearnerOrder
learner_order (TutorClassResultsView *self)
{
  return gtk_drop_down_get_selected (self->learner_order) == 1
           ? TOGUZ_LEARNER_ORDER_SOLVED
           : TOGUZ_LEARNER_ORDER_NAME;
}

static ToguzTaskOrder
task_order (TutorClassResultsView *self)
{
  return gtk_drop_down_get_selected (self->task_order) == 1
           ? TOGUZ_TASK_ORDER_SUCCESS
           : TOGUZ_TASK_ORDER_SET;
}

void
tutor_class_results_view_set_orders (TutorClassResultsView *self,
                                     ToguzLearnerOrder learners,
                                     ToguzTaskOrder tasks)
{
  g_return_if_fail (TUTOR_IS_CLASS_RESULTS_VIEW (self));
  /* Each drop-down redraws what follows it. */
  gtk_drop_down_set_selected (self->learner_order,
                              learners == TOGUZ_LEARNER_ORDER_SOLVED);
  gtk_drop_down_set_selected (self->task_order,
                              tasks == TOGUZ_TASK_ORDER_SUCCESS);
}

static ToguzClassReport *
new_report (TutorClassResultsView *self)
{
  ToguzClassReport *report = toguz_class_report_new (self->results);

  /* The sheet as the page shows it. */
  toguz_class_report_set_learner_order (report, learner_order (self), FALSE);
  toguz_class_report_set_task_order (report, task_order (self), FALSE);
  return report;
}

/* The words */

static char *
format_date (const char *time)
{
  g_autoptr (GTimeZone) utc = g_time_zone_new_utc ();
  g_autoptr (GDateTime) parsed = NULL;
  g_autoptr (GDateTime) in_utc = NULL;

  if (time == NULL || time[0] == '\0')
    return NULL;
  parsed = g_date_time_new_from_iso8601 (time, utc);
  if (parsed == NULL)
    return NULL;
  in_utc = g_date_time_to_utc (parsed);
  return g_date_time_format (in_utc, "%Y-%m-%d");
}

static char *
summary_text (ToguzClassResults *results)
{
  guint files = toguz_class_results_get_n_files (results);
  guint attempts = toguz_class_results_get_n_attempts (results);
  guint duplicates = toguz_class_results_get_n_duplicates (results);
  guint learners = toguz_class_results_get_n_learners (results);
  g_autoptr (GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u file", "%u files",
                                                     files),
                                           files));
  g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u attempt",
                                                     "%u attempts", attempts),
                                           attempts));
  if (duplicates > 0)
    /* Translators: rows found in two files (or twice in one), counted
     * once. */
    g_ptr_array_add (parts,
                     g_strdup_printf (ngettext ("%u duplicate dropped",
                                                "%u duplicates dropped",
                                                duplicates),
                                      duplicates));
  g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u learner",
                                                     "%u learners", learners),
                                           learners));
  g_ptr_array_add (parts, NULL);
  /* Translators: between the parts of the class results' summary, "3
   * files, 57 attempts, 4 duplicates dropped, 12 learners". */
  return g_strjoinv (_(", "), (char **) parts->pdata);
}

static char *
dates_text (ToguzClassResults *results)
{
  g_autofree char *from = format_date (
    toguz_class_results_get_first_time (results));
  g_autofree char *to = format_date (
    toguz_class_results_get_last_time (results));

  if (from == NULL || to == NULL)
    return g_strdup ("");
  if (g_strcmp0 (from, to) == 0)
    return g_strdup_printf (_("Attempts made on %s (UTC)"), from);
  return g_strdup_printf (_("Attempts made from %s to %s (UTC)"), from, to);
}

static char *
learner_name (ToguzClassResults *results, guint learner)
{
  const char *name = toguz_class_results_get_learner (results, learner);

  return name[0] ? tutor_text_for_row (name) : g_strdup (_("(no name)"));
}

/* The tasks most missed */

static char *
missed_by (ToguzClassResults *results, GArray *learners, guint task_index)
{
  const ToguzClassTask *task = toguz_class_results_get_task (results,
                                                             task_index);
  guint n_missed = task->learners_tried - task->learners_solved;
  g_autoptr (GString) names = g_string_new (NULL);
  guint n_names = 0;

  for (guint r = 0; r < learners->len && n_names < MAX_MISSED_NAMES; r++)
    {
      guint learner = g_array_index (learners, guint, r);
      const ToguzClassCell *cell = toguz_class_results_get_cell (
        results, learner, task_index);
      g_autofree char *name = NULL;

      if (cell->n_attempts == 0 || cell->solved)
        continue;
      name = learner_name (results, learner);
      if (n_names++ > 0)
        g_string_append (names, ", ");
      g_string_append (names, name);
    }
  if (n_missed > n_names)
    {
      g_string_append (names, ", ");
      g_string_append_printf (names,
                              ngettext ("and %u more", "and %u more",
                                        n_missed - n_names),
                              n_missed - n_names);
    }
  return g_strdup_printf (_("Tried and not solved: %s."), names->str);
}

static GtkWidget *
missed_row (ToguzClassResults *results, GArray *learners, guint task_index)
{
  const ToguzClassTask *task = toguz_class_results_get_task (results,
                                                             task_index);
  const ToguzClassSet *set = toguz_class_results_get_set (results, task->set);
  GtkWidget *row = adw_action_row_new ();
  guint percent = toguz_class_task_get_percent (task);
  g_autofree char *id = tutor_text_for_row (task->task_id);
  g_autofree char *set_title = tutor_text_for_row (
    set->title[0] ? set->title : set->set_id);
  g_autofree char *title = g_strdup_printf ("%s — %s", id, set_title);
  g_autofree char *rate = g_strdup_printf (
    ngettext ("Solved by %u of the %u learner who tried it (%u%%).",
              "Solved by %u of the %u learners who tried it (%u%%).",
              task->learners_tried),
    task->learners_solved, task->learners_tried, percent);
  g_autofree char *names = missed_by (results, learners, task_index);
  g_autofree char *subtitle = g_strjoin (" ", rate, names, NULL);

  /* Names from files are text, not markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 2);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 4);
  return row;
}

static void
fill_most_missed (TutorClassResultsView *self, GArray *learners)
{
  g_autoptr (GArray) missed = toguz_class_results_get_most_missed (
    self->results, MAX_MOST_MISSED);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->missed_list))))
    gtk_list_box_remove (self->missed_list, child);
  for (guint i = 0; i < missed->len; i++)
    gtk_list_box_append (self->missed_list,
                         missed_row (self->results, learners,
                                     g_array_index (missed, guint, i)));
  gtk_widget_set_visible (GTK_WIDGET (self->missed_list), missed->len > 0);
  gtk_label_set_text (self->missed_note,
                      missed->len > 0
                        ? _("The lowest success rate first: the tasks to go "
                            "over with the class.")
                        : _("Every learner solved every task they tried."));
}

char *
tutor_class_results_view_dup_most_missed (TutorClassResultsView *self)
{
  GString *titles = g_string_new (NULL);

  g_return_val_if_fail (TUTOR_IS_CLASS_RESULTS_VIEW (self), NULL);
  for (GtkWidget *row = gtk_widget_get_first_child (
         GTK_WIDGET (self->missed_list));
       row; row = gtk_widget_get_next_sibling (row))
    if (ADW_IS_PREFERENCES_ROW (row))
      g_string_append_printf (titles, "%s%s", titles->len ? " | " : "",
                              adw_preferences_row_get_title (
                                ADW_PREFERENCES_ROW (row)));
  return g_string_free (titles, FALSE);
}

/* Showing the results */

static void
show_results (TutorClassResultsView *self)
{
  g_autoptr (GArray) learners = NULL;
  g_autoptr (GArray) tasks = NULL;
  g_autofree char *summary = NULL, *dates = NULL;
  gboolean attempts;

  if (self->results == NULL)
    {
      tutor_class_grid_set_results (self->grid, NULL, NULL, NULL);
      tutor_success_chart_set_results (self->chart, NULL, NULL);
      gtk_label_set_text (self->summary_label, "");
      return;
    }
  learners = toguz_class_results_sort_learners (self->results,
                                                learner_order (self), FALSE);
  tasks = toguz_class_results_sort_tasks (self->results, task_order (self),
                                          FALSE);
  summary = summary_text (self->results);
  dates = dates_text (self->results);
  gtk_label_set_text (self->summary_label, summary);
  gtk_label_set_text (self->dates_label, dates);
  gtk_widget_set_visible (GTK_WIDGET (self->dates_label), dates[0] != '\0');
  tutor_class_grid_set_results (self->grid, self->results, learners, tasks);
  tutor_success_chart_set_results (self->chart, self->results, tasks);
  fill_most_missed (self, learners);
  attempts = toguz_class_results_get_n_attempts (self->results) > 0;
  gtk_widget_set_visible (self->grid_box, attempts);
  gtk_widget_set_visible (self->nothing_label, !attempts);
}

static void
on_order_changed (TutorClassResultsView *self)
{
  show_results (self);
}

static void
set_subtitle (TutorClassResultsView *self)
{
  g_autofree char *subtitle = NULL;

  if (self->results)
    {
      guint learners = toguz_class_results_get_n_learners (self->results);
      guint tasks = toguz_class_results_get_n_tasks (self->results);
      g_autofree char *learners_text = g_strdup_printf (
        ngettext ("%u learner", "%u learners", learners), learners);
      g_autofree char *tasks_text = g_strdup_printf (
        ngettext ("%u task", "%u tasks", tasks), tasks);

      subtitle = g_strdup_printf ("%s · %s", learners_text, tasks_text);
    }
  if (g_strcmp0 (subtitle, self->subtitle) == 0)
    return;
  g_free (self->subtitle);
  self->subtitle = g_steal_pointer (&subtitle);
  g_object_notify_by_pspec (G_OBJECT (self),
                            properties[TUTOR_PAGE_PROP_SUBTITLE]);
}

/* The state: what is shown, what may be done. */
static void
refresh (TutorClassResultsView *self)
{
  gboolean loading = self->loading_paths != NULL;
  gboolean shown = self->results != NULL;
  GtkWidget *widget = GTK_WIDGET (self);

  if (shown)
    gtk_stack_set_visible_child_name (self->stack, "results");
  else
    gtk_stack_set_visible_child_name (self->stack,
                                      loading ? "loading" : "empty");
  gtk_spinner_set_spinning (self->loading_spinner, loading && !shown);
  gtk_widget_set_visible (self->toolbar, shown);
  gtk_widget_action_set_enabled (widget, "class-results.clear",
                                 shown || loading);
  gtk_widget_action_set_enabled (widget, "class-results.export-csv", shown);
  gtk_widget_action_set_enabled (widget, "class-results.save-pdf", shown);
  gtk_widget_action_set_enabled (widget, "class-results.print", shown);
  set_subtitle (self);
  g_object_notify_by_pspec (G_OBJECT (self),
                            properties[TUTOR_PAGE_PROP_BUSY]);
}

/* Importing */

static void
show_problems (TutorClassResultsView *self, GPtrArray *problems)
{
  g_autoptr (GString) text = g_string_new (NULL);
  g_autofree char *title = NULL;

  gtk_info_bar_set_revealed (self->problems_bar, problems->len > 0);
  if (problems->len == 0)
    {
      gtk_label_set_text (self->problems_label, "");
      return;
    }
  for (guint i = 0; i < problems->len; i++)
    {
      TutorClassImportProblem *problem = g_ptr_array_index (problems, i);
      g_autofree char *message = tutor_text_for_label (
        problem->error->message);

      if (i > 0)
        g_string_append_c (text, '\n');
      if (problem->folder)
        {
          g_autofree char *folder = g_filename_display_basename (
            problem->path);

          /* Translators: the core reads a folder whole or not at all; the
           * second %s says which file in it is wrong, and where. */
          g_string_append_printf (text, _("Nothing from the folder %s: %s"),
                                  folder, message);
        }
      else
        g_string_append (text, message);
    }
  title = g_strdup_printf (ngettext ("%u file or folder was not imported:",
                                     "%u files or folders were not imported:",
                                     problems->len),
                           problems->len);
  gtk_label_set_text (self->problems_title, title);
  gtk_label_set_text (self->problems_label, text->str);
  gtk_info_bar_set_message_type (self->problems_bar,
                                 self->results ? GTK_MESSAGE_WARNING
                                               : GTK_MESSAGE_ERROR);
}

static void
on_problems_response (TutorClassResultsView *self, int response)
{
  gtk_info_bar_set_revealed (self->problems_bar, FALSE);
}

static void
on_imported (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (TutorClassResultsView) self = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (TutorClassImport) import = tutor_class_import_finish (result,
                                                                  &error);

  /* Cancelled: cleared, or another import took its place. */
  if (import == NULL)
    return;
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->loading_paths, g_strfreev);
  g_strfreev (self->paths);
  self->paths = g_steal_pointer (&import->accepted);
  g_clear_object (&self->results);
  if (self->paths[0])
    self->results = g_steal_pointer (&import->results);
  show_problems (self, import->problems);
  show_results (self);
  refresh (self);
}

void
tutor_class_results_view_import (TutorClassResultsView *self,
                                 const char *const *paths)
{
  g_autoptr (GStrvBuilder) all = g_strv_builder_new ();

  g_return_if_fail (TUTOR_IS_CLASS_RESULTS_VIEW (self));
  g_return_if_fail (paths != NULL);
  /* What is being read, or else what was read, and the new ones: the
   * model is made again from them all. */
  g_strv_builder_addv (all, (const char **) (self->loading_paths
                                               ? self->loading_paths
                                               : self->paths));
  g_strv_builder_addv (all, (const char **) paths);
  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->loading_paths, g_strfreev);
  self->loading_paths = g_strv_builder_end (all);
  self->cancellable = g_cancellable_new ();
  tutor_class_import_async ((const char *const *) self->loading_paths,
                            self->cancellable, on_imported,
                            g_object_ref (self));
  refresh (self);
}

void
tutor_class_results_view_clear (TutorClassResultsView *self)
{
  g_return_if_fail (TUTOR_IS_CLASS_RESULTS_VIEW (self));
  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->loading_paths, g_strfreev);
  g_strfreev (self->paths);
  self->paths = g_new0 (char *, 1);
  g_clear_object (&self->results);
  gtk_info_bar_set_revealed (self->problems_bar, FALSE);
  gtk_label_set_text (self->problems_label, "");
  show_results (self);
  refresh (self);
}

static void
import_files (TutorClassResultsView *self, GListModel *files)
{
  g_autoptr (GStrvBuilder) paths = g_strv_builder_new ();
  g_auto (GStrv) list = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (files); i++)
    {
      g_autoptr (GFile) file = g_list_model_get_item (files, i);
      g_autofree char *path = g_file_get_path (file);

      if (path)
        g_strv_builder_add (paths, path);
    }
  list = g_strv_builder_end (paths);
  if (list[0])
    tutor_class_results_view_import (self, (const char *const *) list);
}

static void
on_import_response (GtkNativeDialog *dialog, int response, gpointer data)
{
  TutorClassResultsView *self = data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GListModel) files = gtk_file_chooser_get_files (
        GTK_FILE_CHOOSER (dialog));

      import_files (self, files);
    }
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
choose_imports (TutorClassResultsView *self, gboolean folder)
{
  GtkFileChooserNative *chooser;

  if (folder)
    {
      chooser = gtk_file_chooser_native_new (
        _("Import a Folder of Class Results"), parent_window (self),
        GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, _("_Import"), _("_Cancel"));
      gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
    }
  else
    {
      chooser = tutor_file_dialog_new (parent_window (self),
                                       GTK_FILE_CHOOSER_ACTION_OPEN,
                                       _("Import Class Results"),
                                       _("_Import"), &csv_files, NULL);
      gtk_file_chooser_set_select_multiple (GTK_FILE_CHOOSER (chooser),
                                            TRUE);
    }
  g_signal_connect (chooser, "response", G_CALLBACK (on_import_response),
                    g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
import_files_action (GtkWidget *widget, const char *action,
                     GVariant *parameter)
{
  choose_imports (TUTOR_CLASS_RESULTS_VIEW (widget), FALSE);
}

static void
import_folder_action (GtkWidget *widget, const char *action,
                      GVariant *parameter)
{
  choose_imports (TUTOR_CLASS_RESULTS_VIEW (widget), TRUE);
}

static void
clear_action (GtkWidget *widget, const char *action, GVariant *parameter)
{
  tutor_class_results_view_clear (TUTOR_CLASS_RESULTS_VIEW (widget));
}

/* Files dropped on the page are imported too. */
static gboolean
on_drop (GtkDropTarget *target, const GValue *value, double x, double y,
         TutorClassResultsView *self)
{
  GdkFileList *list = g_value_get_boxed (value);
  g_autoptr (GListStore) files = g_list_store_new (G_TYPE_FILE);

  for (GSList *l = gdk_file_list_get_files (list); l; l = l->next)
    g_list_store_append (files, l->data);
  import_files (self, G_LIST_MODEL (files));
  return TRUE;
}

/* Saving */

typedef struct
{
  TutorClassResultsView *view;
  char *path;
} SaveJob;

static void
save_job_free (SaveJob *job)
{
  g_object_unref (job->view);
  g_free (job->path);
  g_free (job);
}

static void
saved (SaveJob *job, const GError *error)
{
  TutorClassResultsView *self = job->view;
  g_autofree char *name = g_filename_display_basename (job->path);
  g_autofree char *text = NULL;

  if (error == NULL)
    text = g_strdup_printf (_("Saved as %s."), name);
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    text = g_strdup_printf (_("%s could not be saved: %s"), name,
                            error->message);
  if (text)
    show_toast (self, text);
  self->saving--;
  g_object_notify_by_pspec (G_OBJECT (self),
                            properties[TUTOR_PAGE_PROP_BUSY]);
}

static void
save_csv_in_thread (GTask *task, gpointer source, gpointer data,
                    GCancellable *cancellable)
{
  ToguzClassResults *results = source;
  const char *path = data;
  GError *error = NULL;

  /* The results are only read, here and on the main thread: an import
   * makes new ones. */
  if (toguz_class_results_save_csv (results, path, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
on_csv_saved (GObject *source, GAsyncResult *result, gpointer data)
{
  SaveJob *job = data;
  g_autoptr (GError) error = NULL;

  g_task_propagate_boolean (G_TASK (result), &error);
  saved (job, error);
  save_job_free (job);
}

static void
on_pdf_saved (GObject *source, GAsyncResult *result, gpointer data)
{
  SaveJob *job = data;
  g_autoptr (GError) error = NULL;

  tutor_class_report_save_pdf_finish (result, &error);
  saved (job, error);
  save_job_free (job);
}

static void
save_to (TutorClassResultsView *self, const char *path, gboolean pdf)
{
  SaveJob *job = g_new0 (SaveJob, 1);

  job->view = g_object_ref (self);
  job->path = g_strdup (path);
  self->saving++;
  g_object_notify_by_pspec (G_OBJECT (self),
                            properties[TUTOR_PAGE_PROP_BUSY]);
  if (pdf)
    {
      g_autoptr (ToguzClassReport) report = new_report (self);

      tutor_class_report_save_pdf_async (report, path, NULL, on_pdf_saved,
                                         job);
    }
  else
    {
      g_autoptr (GTask) task = g_task_new (self->results, NULL, on_csv_saved,
                                           job);

      g_task_set_task_data (task, g_strdup (path), g_free);
      g_task_run_in_thread (task, save_csv_in_thread);
    }
}

static void
on_save_response (GtkNativeDialog *dialog, int response, gpointer data)
{
  TutorClassResultsView *self = data;
  gboolean pdf = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog),
                                                     "pdf"));

  if (response == GTK_RESPONSE_ACCEPT && self->results)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (
        GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);

      if (path)
        save_to (self, path, pdf);
    }
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
choose_save (TutorClassResultsView *self, gboolean pdf)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *day = g_date_time_format (now, "%Y-%m-%d");
  /* Translators: the start of the file name offered for a class's
   * merged results or report; keep it one word, without spaces. */
  g_autofree char *name = g_strdup_printf ("%s-%s.%s", _("class-results"),
                                           day, pdf ? "pdf" : "csv");
  GtkFileChooserNative *chooser = tutor_file_dialog_new (
    parent_window (self), GTK_FILE_CHOOSER_ACTION_SAVE,
    pdf ? _("Save the Class Report") : _("Export the Merged Results"),
    pdf ? _("_Save") : _("_Export"), pdf ? &pdf_files : &csv_files, name);

  g_object_set_data (G_OBJECT (chooser), "pdf", GINT_TO_POINTER (pdf));
  g_signal_connect (chooser, "response", G_CALLBACK (on_save_response),
                    g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
export_csv_action (GtkWidget *widget, const char *action,
                   GVariant *parameter)
{
  choose_save (TUTOR_CLASS_RESULTS_VIEW (widget), FALSE);
}

static void
save_pdf_action (GtkWidget *widget, const char *action, GVariant *parameter)
{
  choose_save (TUTOR_CLASS_RESULTS_VIEW (widget), TRUE);
}

gboolean
tutor_class_results_view_print (TutorClassResultsView *self,
                                GtkPrintOperationAction action,
                                const char *export_path, GError **error)
{
  g_autoptr (ToguzClassReport) report = NULL;

  g_return_val_if_fail (TUTOR_IS_CLASS_RESULTS_VIEW (self), FALSE);
  g_return_val_if_fail (self->results != NULL, FALSE);
  report = new_report (self);
  return tutor_class_report_print (report, parent_window (self), action,
                                   export_path, &self->print_settings, error)
         != GTK_PRINT_OPERATION_RESULT_ERROR;
}

static void
print_action (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorClassResultsView *self = TUTOR_CLASS_RESULTS_VIEW (widget);
  g_autoptr (GError) error = NULL;

  if (self->results
      && !tutor_class_results_view_print (
        self, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, NULL, &error))
    {
      g_autofree char *text = g_strdup_printf (
        _("The class report could not be printed: %s"), error->message);

      show_toast (self, text);
    }
}

/* Reading it */

gboolean
tutor_class_results_view_get_busy (TutorClassResultsView *self)
{
  g_return_val_if_fail (TUTOR_IS_CLASS_RESULTS_VIEW (self), FALSE);
  return self->loading_paths != NULL || self->saving > 0;
}

const char *
tutor_class_results_view_get_state (TutorClassResultsView *self)
{
  g_return_val_if_fail (TUTOR_IS_CLASS_RESULTS_VIEW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

ToguzClassResults *
tutor_class_results_view_get_results (TutorClassResultsView *self)
{
  g_return_val_if_fail (TUTOR_IS_CLASS_RESULTS_VIEW (self), NULL);
  return self->results;
}

const char *const *
tutor_class_results_view_get_paths (TutorClassResultsView *self)
{
  g_return_val_if_fail (TUTOR_IS_CLASS_RESULTS_VIEW (self), NULL);
  return (const char *const *) self->paths;
}

TutorClassGrid *
tutor_class_results_view_get_grid (TutorClassResultsView *self)
{
  g_return_val_if_fail (TUTOR_IS_CLASS_RESULTS_VIEW (self), NULL);
  return self->grid;
}

TutorSuccessChart *
tutor_class_results_view_get_chart (TutorClassResultsView *self)
{
  g_return_val_if_fail (TUTOR_IS_CLASS_RESULTS_VIEW (self), NULL);
  return self->chart;
}

const char *
tutor_class_results_view_get_summary (TutorClassResultsView *self)
{
  g_return_val_if_fail (TUTOR_IS_CLASS_RESULTS_VIEW (self), NULL);
  return gtk_label_get_text (self->summary_label);
}

const char *
tutor_class_results_view_get_problems (TutorClassResultsView *self)
{
  g_return_val_if_fail (TUTOR_IS_CLASS_RESULTS_VIEW (self), NULL);
  return gtk_label_get_text (self->problems_label);
}

/* The object */

static void
tutor_class_results_view_get_property (GObject *object, guint prop_id,
                                       GValue *value, GParamSpec *pspec)
{
  TutorClassResultsView *self = TUTOR_CLASS_RESULTS_VIEW (object);

  tutor_page_get_property (prop_id, value, _("Class Results"),
                           self->subtitle,
                           tutor_class_results_view_get_busy (self), FALSE);
}

static void
tutor_class_results_view_dispose (GObject *object)
{
  TutorClassResultsView *self = TUTOR_CLASS_RESULTS_VIEW (object);

  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->results);
  g_clear_object (&self->print_settings);
  G_OBJECT_CLASS (tutor_class_results_view_parent_class)->dispose (object);
}

static void
tutor_class_results_view_finalize (GObject *object)
{
  TutorClassResultsView *self = TUTOR_CLASS_RESULTS_VIEW (object);

  g_strfreev (self->paths);
  g_strfreev (self->loading_paths);
  g_free (self->subtitle);
  G_OBJECT_CLASS (tutor_class_results_view_parent_class)->finalize (object);
}

static void
tutor_class_results_view_class_init (TutorClassResultsViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tutor_class_results_view_get_property;
  object_class->dispose = tutor_class_results_view_dispose;
  object_class->finalize = tutor_class_results_view_finalize;
  tutor_page_install_properties (object_class, properties);

  g_type_ensure (TUTOR_TYPE_CLASS_GRID);
  g_type_ensure (TUTOR_TYPE_SUCCESS_CHART);
  g_type_ensure (TUTOR_TYPE_WRAP_BOX);
  gtk_widget_class_set_template_from_resource (
    widget_class,
    "/org/toguztutor/Tutor/results/tutor-class-results-view.ui");
#define BIND(name)                                                          \
  gtk_widget_class_bind_template_child (widget_class, TutorClassResultsView, \
                                        name)
  BIND (toasts);
  BIND (toolbar);
  BIND (problems_bar);
  BIND (problems_title);
  BIND (problems_label);
  BIND (stack);
  BIND (loading_spinner);
  BIND (summary_label);
  BIND (dates_label);
  BIND (learner_order);
  BIND (task_order);
  BIND (grid_box);
  BIND (nothing_label);
  BIND (grid);
  BIND (legend_label);
  BIND (missed_note);
  BIND (missed_list);
  BIND (chart);
#undef BIND
  gtk_widget_class_bind_template_callback (widget_class, on_order_changed);
  gtk_widget_class_bind_template_callback (widget_class,
                                           on_problems_response);

  gtk_widget_class_install_action (widget_class, "class-results.import-files",
                                   NULL, import_files_action);
  gtk_widget_class_install_action (widget_class,
                                   "class-results.import-folder", NULL,
                                   import_folder_action);
  gtk_widget_class_install_action (widget_class, "class-results.clear", NULL,
                                   clear_action);
  gtk_widget_class_install_action (widget_class, "class-results.export-csv",
                                   NULL, export_csv_action);
  gtk_widget_class_install_action (widget_class, "class-results.save-pdf",
                                   NULL, save_pdf_action);
  gtk_widget_class_install_action (widget_class, "class-results.print", NULL,
                                   print_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "class-results.import-files", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p,
                                       GDK_CONTROL_MASK,
                                       "class-results.print", NULL);
}

static void
tutor_class_results_view_init (TutorClassResultsView *self)
{
  GtkDropTarget *drop = gtk_drop_target_new (GDK_TYPE_FILE_LIST,
                                             GDK_ACTION_COPY);
  g_autofree char *legend = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->paths = g_new0 (char *, 1);
  /* What the marks and numbers of a cell mean, in the report's words. */
  legend = g_strdup_printf ("✓ %s    ✗ %s    ★ %s    0 · 1:05 %s",
                            _("solved"), _("tried, not solved"),
                            _("the most stars of any attempt"),
                            _("hints used · time spent (minutes:seconds), "
                              "over all attempts"));
  gtk_label_set_text (self->legend_label, legend);
  g_signal_connect (drop, "drop", G_CALLBACK (on_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));
  refresh (self);
}

GtkWidget *
tutor_class_results_view_new (void)
{
  return g_object_new (TUTOR_TYPE_CLASS_RESULTS_VIEW, NULL);
}
