/* tutor-application.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <string.h>

#include "tutor-application.h"
#include "tutor-engine.h"
#include "toguz-text.h"
#include "tutor-file-dialog.h"
#include "tutor-help-window.h"
#include "tutor-learners-dialog.h"
#include "tutor-learners.h"
#include "tutor-preferences-window.h"
#include "tutor-window.h"

struct _TutorApplication
{
  AdwApplication parent_instance;

  GSettings *settings;
  TutorCatalogue *catalogue;
  TutorEngine *engine;
  TutorLearners *learners;
  TutorProgress *progress;  /* who is learning's, once read */
  guint exports;            /* class results being written */
  /* Until the progress is read: whether to show the window, and the
   * files to open in it then. */
  gboolean activate_waits;
  GPtrArray *waiting_files;
  gboolean restart_requested;
  char *language_at_start;  /* the "language" setting main.c applied */
};

G_DEFINE_FINAL_TYPE (TutorApplication, tutor_application,
                     ADW_TYPE_APPLICATION)

static void save_progress_now (TutorApplication *self);

/* The tutor's window, also while a dialog of it is the active one. */
static TutorWindow *
main_window (TutorApplication *self)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l;
       l = l->next)
    if (TUTOR_IS_WINDOW (l->data))
      return l->data;
  return NULL;
}

/* The window waits for the lessons and the learner's progress, both read
 * off the main thread at start. */
static gboolean
is_ready (TutorApplication *self)
{
  return self->catalogue != NULL && self->progress != NULL;
}

static void
tutor_application_activate (GApplication *application)
{
  TutorApplication *self = TUTOR_APPLICATION (application);
  TutorWindow *window = main_window (self);

  if (!is_ready (self))
    {
      self->activate_waits = TRUE;
      return;
    }
  if (window == NULL)
    {
      g_autofree char *problem = NULL;
      g_autofree char *last = g_settings_get_string (self->settings,
                                                     "last-chapter");

      window = tutor_window_new (ADW_APPLICATION (self), self->catalogue,
                                 self->engine, self->progress,
                                 self->settings);
      tutor_window_set_learners (window, self->learners);
      tutor_window_load_recent_files (window);
      /* The chapter left last, else the first lesson not finished. */
      if (!tutor_window_open_chapter (window, last))
        tutor_window_open_chapter (window,
                                   tutor_window_first_unfinished (window));
      /* A shared computer asks who is learning first. */
      if (tutor_learners_is_shared (self->learners))
        tutor_window_show_picker (window, TRUE);
      problem = tutor_learners_take_load_problem (self->learners);
      if (problem)
        tutor_window_show_toast (window, problem);
      g_clear_pointer (&problem, g_free);
      problem = tutor_progress_take_load_problem (self->progress);
      if (problem)
        tutor_window_show_toast (window, problem);
    }
  gtk_window_present (GTK_WINDOW (window));
}

static void
tutor_application_open (GApplication *application, GFile **files,
                        int n_files, const char *hint)
{
  TutorApplication *self = TUTOR_APPLICATION (application);
  TutorWindow *window;

  if (!is_ready (self))
    {
      for (int i = 0; i < n_files; i++)
        g_ptr_array_add (self->waiting_files, g_object_ref (files[i]));
      self->activate_waits = TRUE;
      return;
    }
  tutor_application_activate (application);
  window = main_window (self);
  for (int i = 0; i < n_files; i++)
    tutor_window_open_file (window, files[i]);
}

static void
on_open_response (GtkNativeDialog *dialog, int response, gpointer data)
{
  TutorApplication *self = data;

  if (response == GTK_RESPONSE_ACCEPT && main_window (self))
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (
        GTK_FILE_CHOOSER (dialog));
      tutor_window_open_file (main_window (self), file);
    }
  g_object_unref (dialog);
}

static void
open_file (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TutorApplication *self = data;
  static const TutorFileKind lessons = {
    N_("Lessons and exercise sets"), { "*.xml", NULL },
  };
  GtkFileChooserNative *chooser = tutor_file_dialog_new (
    GTK_WINDOW (main_window (self)), GTK_FILE_CHOOSER_ACTION_OPEN,
    _("Open a Lesson or Exercise Set"), _("_Open"), &lessons, NULL);

  g_signal_connect (chooser, "response", G_CALLBACK (on_open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
show_about (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TutorApplication *self = data;
  static const char *developers[] = { "The Toguz Tutor developers", NULL };
  GtkWidget *about = adw_about_window_new ();

  adw_about_window_set_application_name (ADW_ABOUT_WINDOW (about),
                                         _("Toguz Tutor"));
  adw_about_window_set_application_icon (ADW_ABOUT_WINDOW (about), APP_ID);
  adw_about_window_set_version (ADW_ABOUT_WINDOW (about), PACKAGE_VERSION);
  adw_about_window_set_developer_name (ADW_ABOUT_WINDOW (about),
                                       _("The Toguz Tutor developers"));
  adw_about_window_set_developers (ADW_ABOUT_WINDOW (about), developers);
  adw_about_window_set_comments (
    ADW_ABOUT_WINDOW (about),
    _("Learn Togyz Kumalak — Toguz Korgool — the Central Asian two-row "
      "game of nine holes and nine stones: the rules, step by step, and "
      "puzzles from real games."));
  adw_about_window_set_website (ADW_ABOUT_WINDOW (about),
                                "https://toguztutor.org");
  adw_about_window_set_license_type (ADW_ABOUT_WINDOW (about),
                                     GTK_LICENSE_GPL_3_0);
  adw_about_window_set_copyright (ADW_ABOUT_WINDOW (about),
                                  "© 2026 The Toguz Tutor developers");
  /* Translators: your names, one per line, as you want them shown. */
  adw_about_window_set_translator_credits (ADW_ABOUT_WINDOW (about),
                                           _("translator-credits"));
  adw_about_window_add_acknowledgement_section (
    ADW_ABOUT_WINDOW (about), _("Game Records"),
    (const char *[]) { "Kazakhstan Togyz Kumalak Federation events, 2018",
                       "PlayOK https://www.playok.com",
                       "PlayStrategy https://playstrategy.org", NULL });
  gtk_window_set_transient_for (GTK_WINDOW (about),
                                GTK_WINDOW (main_window (self)));
  gtk_window_present (GTK_WINDOW (about));
}

/* The guide in the tutor itself: in the user's language, else in
 * English; a window already open comes to the front. */
static void
show_help_window (TutorApplication *self)
{
  g_autofree char *directory = tutor_help_book_find_directory (NULL);
  g_autoptr (TutorHelpBook) book = NULL;
  g_autoptr (GError) error = NULL;
  GtkWidget *window;

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l;
       l = l->next)
    if (TUTOR_IS_HELP_WINDOW (l->data))
      {
        gtk_window_present (l->data);
        return;
      }
  if (directory)
    book = tutor_help_book_new (directory, &error);
  if (error)
    g_message ("Could not read the help in %s: %s", directory,
               error->message);
  window = tutor_help_window_new (GTK_WINDOW (main_window (self)), book);
  gtk_window_set_application (GTK_WINDOW (window), GTK_APPLICATION (self));
  gtk_window_present (GTK_WINDOW (window));
}

static void
on_help_shown (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (TutorApplication) self = data;
  g_autoptr (GError) error = NULL;

  if (gtk_show_uri_full_finish (GTK_WINDOW (source), result, &error))
    return;
  g_message ("Yelp could not show the help: %s", error->message);
  show_help_window (self);
}

/* Yelp shows the installed guide where it is there to handle help:
 * URIs; from the build tree (where nothing is installed), without Yelp,
 * or with TOGUZ_TUTOR_HELP=in-app, the tutor shows the pages itself. */
static gboolean
yelp_shows_help (void)
{
  g_autoptr (GAppInfo) handler = NULL;

  if (g_strcmp0 (g_getenv ("TOGUZ_TUTOR_HELP"), "in-app") == 0
      || toguz_text_running_uninstalled ())
    return FALSE;
  handler = g_app_info_get_default_for_uri_scheme ("help");
  return handler != NULL;
}

static void
show_help (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TutorApplication *self = data;
  TutorWindow *window = main_window (self);

  if (window && yelp_shows_help ())
    gtk_show_uri_full (GTK_WINDOW (window), "help:" APP_ID,
                       GDK_CURRENT_TIME, NULL, on_help_shown,
                       g_object_ref (self));
  else
    show_help_window (self);
}

static void
show_preferences (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TutorApplication *self = data;
  GtkWidget *preferences = tutor_preferences_window_new (
    GTK_WINDOW (main_window (self)), self->settings);

  tutor_preferences_window_set_language_shown (
    TUTOR_PREFERENCES_WINDOW (preferences), self->language_at_start);
  gtk_window_present (GTK_WINDOW (preferences));
}

static void
on_reset_response (AdwMessageDialog *dialog, const char *response,
                   gpointer data)
{
  TutorApplication *self = data;
  TutorWindow *window = main_window (self);
  const char *id = g_object_get_data (G_OBJECT (dialog), "learner");
  g_autofree char *text = NULL;

  /* Still who was asked about: another learner chosen since keeps
   * theirs. */
  if (g_strcmp0 (response, "reset") != 0
      || g_strcmp0 (id, tutor_learners_get_current (self->learners)) != 0)
    return;
  tutor_progress_reset (self->progress);
  if (window)
    {
      tutor_window_open_chapter (window,
                                 tutor_window_first_unfinished (window));
      /* Translators: %s is the learner's name. */
      text = g_strdup_printf (_("The progress of %s was reset."),
                              tutor_learners_get_name (self->learners, id));
      tutor_window_show_toast (window, text);
    }
}

/* Who is learning's progress alone: the others of a shared computer keep
 * theirs (Learners… resets any of them). */
static void
reset_progress (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TutorApplication *self = data;
  const char *id = tutor_learners_get_current (self->learners);
  GtkWidget *dialog = tutor_learners_dialog_confirm_reset (
    GTK_WINDOW (main_window (self)), self->learners, id);

  g_object_set_data_full (G_OBJECT (dialog), "learner", g_strdup (id),
                          g_free);
  g_signal_connect (dialog, "response", G_CALLBACK (on_reset_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
manage_learners (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TutorApplication *self = data;

  gtk_window_present (GTK_WINDOW (tutor_learners_dialog_new (
    GTK_WINDOW (main_window (self)), self->learners)));
}

/* Another learner chosen (in the picker, the header, or for one
 * removed): the whole window follows their progress; the last one's is
 * written at once. */
static void
on_learner_changed (TutorApplication *self)
{
  const char *id = tutor_learners_get_current (self->learners);
  TutorProgress *progress = tutor_learners_get_progress (self->learners, id);
  g_autoptr (TutorProgress) before = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *problem = NULL;
  TutorWindow *window = main_window (self);

  /* At start the window waits for the progress read off the main
   * thread. */
  if (self->progress == NULL || progress == self->progress)
    return;
  before = g_steal_pointer (&self->progress);
  self->progress = g_object_ref (progress);
  tutor_progress_follow_disk (progress);
  if (window)
    tutor_window_set_progress (window, progress);
  if (!tutor_progress_save (before, &error))
    g_message ("Could not save the progress to %s: %s",
               tutor_progress_get_path (before), error->message);
  problem = tutor_progress_take_load_problem (progress);
  if (problem && window)
    tutor_window_show_toast (window, problem);
}

/* An export under way: what its toast will say. */
typedef struct
{
  TutorApplication *application;
  char *name;
  guint attempts;
} Export;

static void
on_results_written (GObject *source, GAsyncResult *result, gpointer data)
{
  Export *export = data;
  TutorApplication *self = export->application;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  if (g_file_replace_contents_finish (G_FILE (source), result, NULL, &error))
    text = g_strdup_printf (ngettext ("Saved %u attempt in %s.",
                                      "Saved %u attempts in %s.",
                                      export->attempts),
                            export->attempts, export->name);
  else
    text = g_strdup_printf (_("The results could not be saved: %s"),
                            error->message);
  self->exports--;
  if (main_window (self))
    tutor_window_show_toast (main_window (self), text);
  g_object_unref (export->application);
  g_free (export->name);
  g_free (export);
}

void
tutor_application_export_results (TutorApplication *self, GFile *file,
                                  gboolean every_learner)
{
  g_autoptr (GPtrArray) records = NULL;
  char *csv;
  g_autoptr (GBytes) bytes = NULL;
  Export *export;

  g_return_if_fail (TUTOR_IS_APPLICATION (self));
  if (every_learner)
    records = tutor_learners_dup_records (self->learners);
  else
    {
      records = g_ptr_array_new_with_free_func (g_object_unref);
      g_ptr_array_add (records, g_object_ref (self->progress));
    }
  /* Each attempt under the name it was made under; one from before the
   * learners under its learner's name. */
  csv = tutor_progress_dup_records_csv (
    (TutorProgress *const *) records->pdata, records->len, NULL);
  bytes = g_bytes_new_take (csv, strlen (csv));
  export = g_new0 (Export, 1);
  export->application = g_object_ref (self);
  export->name = g_file_get_basename (file);
  for (guint i = 0; i < records->len; i++)
    export->attempts += tutor_progress_count_attempts (
      g_ptr_array_index (records, i));
  self->exports++;
  /* Written beside and renamed over: never half a file. */
  g_file_replace_contents_bytes_async (file, bytes, NULL, FALSE,
                                       G_FILE_CREATE_REPLACE_DESTINATION,
                                       NULL, on_results_written, export);
}

gboolean
tutor_application_is_saving (TutorApplication *self)
{
  g_return_val_if_fail (TUTOR_IS_APPLICATION (self), FALSE);
  return self->exports > 0
         || (self->learners && tutor_learners_is_saving (self->learners));
}

static void
on_export_response (GtkNativeDialog *dialog, int response, gpointer data)
{
  TutorApplication *self = data;

  if (response == GTK_RESPONSE_ACCEPT && main_window (self))
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (
        GTK_FILE_CHOOSER (dialog));
      /* Asked on a shared computer alone; one learner's are everyone's. */
      const char *learners
        = g_object_get_data (G_OBJECT (dialog), "tutor-asks-learners")
            ? gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (dialog),
                                           "learners")
            : NULL;

      tutor_application_export_results (self, file,
                                        g_strcmp0 (learners, "current")
                                          != 0);
    }
  g_object_unref (dialog);
}

/* The file name offered: the learner (or on a shared computer, the
 * computer) and the day, so that a teacher's folder of results sorts
 * itself and the files of ten computers do not share a name. */
static char *
results_file_name (TutorApplication *self)
{
  gboolean shared = tutor_learners_is_shared (self->learners);
  const char *learner = shared
                          ? g_get_host_name ()
                          : tutor_learners_get_name (
                            self->learners,
                            tutor_learners_get_current (self->learners));
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *day = g_date_time_format (now, "%Y-%m-%d");
  GString *name = g_string_new (NULL);

  if (shared)
    /* Translators: the start of the name of a shared computer's results
     * file, before the computer's name; keep it one word, without
     * spaces. */
    g_string_append_printf (name, "%s-", _("results"));
  for (const char *c = learner; *c; c = g_utf8_next_char (c))
    {
      gunichar ch = g_utf8_get_char (c);
      if (g_unichar_isalnum (ch))
        g_string_append_unichar (name, ch);
      else if (name->len > 0 && name->str[name->len - 1] != '-')
        g_string_append_c (name, '-');
    }
  if (name->len == 0)
    /* Translators: the start of a results file's name when no learner's
     * name is set; keep it one word, without spaces. */
    g_string_append (name, _("results"));
  g_string_append_printf (name, "-%s.csv", day);
  return g_string_free (name, FALSE);
}

static void
export_results (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TutorApplication *self = data;
  static const TutorFileKind spreadsheets = {
    N_("Spreadsheets (CSV)"), { "*.csv", NULL },
  };
  g_autofree char *name = results_file_name (self);
  GtkFileChooserNative *chooser = tutor_file_dialog_new (
    GTK_WINDOW (main_window (self)), GTK_FILE_CHOOSER_ACTION_SAVE,
    _("Export Class Results"), _("_Export"), &spreadsheets, name);

  /* A teacher collecting from a shared computer wants everyone's. */
  if (tutor_learners_is_shared (self->learners))
    {
      const char *id = tutor_learners_get_current (self->learners);
      /* Translators: %s is who is learning now. */
      g_autofree char *only = g_strdup_printf (
        _("Only %s"), tutor_learners_get_name (self->learners, id));
      const char *options[] = { "all", "current", NULL };
      const char *labels[] = { _("Every learner of this computer"), only,
                               NULL };

      gtk_file_chooser_add_choice (GTK_FILE_CHOOSER (chooser), "learners",
                                   _("Learners"), options, labels);
      gtk_file_chooser_set_choice (GTK_FILE_CHOOSER (chooser), "learners",
                                   "all");
      g_object_set_data (G_OBJECT (chooser), "tutor-asks-learners",
                         GINT_TO_POINTER (TRUE));
    }
  g_signal_connect (chooser, "response", G_CALLBACK (on_export_response),
                    self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
quit_through_window (TutorApplication *self)
{
  TutorWindow *window = main_window (self);

  /* Through the window, so that it keeps its size and asks what it must.
   * It stays to ask about an exercise set not saved, or progress that
   * could not be saved: it goes once answered, and the application with
   * it. */
  if (window)
    {
      g_autoptr (GtkWindow) kept = g_object_ref (GTK_WINDOW (window));
      GList *windows = gtk_application_get_windows (GTK_APPLICATION (self));

      /* Its dialogs first, let go of it (the preferences, from which
       * Restart Now and Ctrl+Q may come): one still handling its key
       * goes after the window, and would leave it twice. */
      for (GList *l = windows; l;)
        {
          GtkWindow *dialog = l->data;

          l = l->next;
          if (gtk_window_get_transient_for (dialog) == kept)
            {
              gtk_window_set_transient_for (dialog, NULL);
              gtk_window_destroy (dialog);
            }
        }

      gtk_window_close (kept);
      if (gtk_window_get_application (kept) != NULL)
        return;
    }
  g_application_quit (G_APPLICATION (self));
}

static void
quit (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  quit_through_window (data);
}

/* The language is chosen before anything is translated: the program
 * starts again (main.c) once this one has ended. */
static void
restart (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TutorApplication *self = data;

  /* The progress first: whatever happens next, nothing is lost. */
  save_progress_now (self);
  self->restart_requested = TRUE;
  quit_through_window (self);
}

static const GActionEntry app_actions[] = {
  { "about", show_about },
  { "help", show_help },
  { "open", open_file },
  { "preferences", show_preferences },
  { "reset-progress", reset_progress },
  { "learners", manage_learners },
  { "export-results", export_results },
  { "quit", quit },
  { "restart", restart },
};

/* Opens what waited for the lessons and the progress, once both are
 * read. */
static void
start_when_ready (TutorApplication *self)
{
  g_autoptr (GPtrArray) files = NULL;

  if (!is_ready (self) || !self->activate_waits)
    return;
  files = g_steal_pointer (&self->waiting_files);
  self->waiting_files = g_ptr_array_new_with_free_func (g_object_unref);
  self->activate_waits = FALSE;
  if (files->len > 0)
    tutor_application_open (G_APPLICATION (self), (GFile **) files->pdata,
                            (int) files->len, "");
  else
    tutor_application_activate (G_APPLICATION (self));
}

static void
on_progress_read (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (TutorApplication) self = data;

  /* It never fails: a file it cannot read starts a new record. */
  self->progress = tutor_learners_load_progress_finish (self->learners,
                                                        result, NULL);
  /* A second tutor on this account, with no session bus to hand over to
   * this one, saves to the same file: what it saves shows here too. */
  tutor_progress_follow_disk (self->progress);
  start_when_ready (self);
  g_application_release (G_APPLICATION (self));
}

static void
on_catalogue_read (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (TutorApplication) self = data;

  /* It never fails: a shipped file that cannot be read is left out. */
  self->catalogue = tutor_catalogue_new_finish (result, NULL);
  start_when_ready (self);
  g_application_release (G_APPLICATION (self));
}

/* The learners of this computer: beside the progress file that
 * TOGUZ_TUTOR_PROGRESS names (the tests, the benchmarks), else in the
 * user's data directory.  The name the preferences had before there were
 * learners is the first learner's. */
static TutorLearners *
learners_new (TutorApplication *self)
{
  const char *progress = g_getenv ("TOGUZ_TUTOR_PROGRESS");
  g_autofree char *old_name = g_settings_get_string (self->settings,
                                                     "learner-name");
  g_autofree char *first_name = tutor_learners_default_name (old_name);
  g_autofree char *path = NULL, *first = NULL;

  if (progress && *progress)
    {
      path = g_strconcat (progress, ".learners", NULL);
      first = g_path_get_basename (progress);
    }
  /* The learners file is small: read at once, the progress in a thread. */
  return tutor_learners_new (path, first, first_name);
}

static void
tutor_application_startup (GApplication *application)
{
  TutorApplication *self = TUTOR_APPLICATION (application);
  g_autofree char *directory = tutor_catalogue_default_directory ();

  G_APPLICATION_CLASS (tutor_application_parent_class)->startup (application);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit",
                                         (const char *[]) { "<Control>q",
                                                            NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.open",
                                         (const char *[]) { "<Control>o",
                                                            NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self),
                                         "app.preferences",
                                         (const char *[]) { "<Control>comma",
                                                            NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.help",
                                         (const char *[]) { "F1", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self),
                                         "win.show-help-overlay",
                                         (const char *[]) {
                                           "<Control>question", NULL });

  self->engine = tutor_engine_new ();
  g_application_hold (application);
  tutor_catalogue_new_async (directory, NULL, on_catalogue_read,
                             g_object_ref (self));
  /* Read off the main thread; the window waits for it (held meanwhile,
   * so that the application does not end without one). */
  g_application_hold (application);
  self->learners = learners_new (self);
  g_signal_connect_object (self->learners, "notify::current",
                           G_CALLBACK (on_learner_changed), self,
                           G_CONNECT_SWAPPED);
  tutor_learners_load_progress_async (
    self->learners, tutor_learners_get_current (self->learners), NULL,
    on_progress_read, g_object_ref (self));
}

/* The last changes reach the file before the program ends, whatever a
 * thread was doing.  Closing the window asked already when this fails
 * (and the banner said so before): only a failure nobody was told of is a
 * warning. */
static void
save_progress_now (TutorApplication *self)
{
  g_autoptr (GError) error = NULL;
  gboolean told;

  if (self->progress == NULL)
    return;
  told = tutor_progress_get_save_error (self->progress) != NULL;
  if (tutor_progress_save (self->progress, &error))
    {
      /* The learners before on a shared computer, too: theirs were
       * written as they left, but for a write that failed then. */
      if (!tutor_learners_save (self->learners, &error))
        g_message ("Could not save a learner's progress: %s",
                   error->message);
      return;
    }
  if (told)
    g_message ("Could not save the progress to %s: %s",
               tutor_progress_get_path (self->progress), error->message);
  else
    g_warning ("Could not save the progress to %s: %s",
               tutor_progress_get_path (self->progress), error->message);
}

static void
tutor_application_shutdown (GApplication *application)
{
  save_progress_now (TUTOR_APPLICATION (application));
  G_APPLICATION_CLASS (tutor_application_parent_class)->shutdown (
    application);
}

static void
tutor_application_dispose (GObject *object)
{
  TutorApplication *self = TUTOR_APPLICATION (object);

  /* Also when the application never ran (the tests). */
  save_progress_now (self);

  g_clear_object (&self->settings);
  g_clear_object (&self->catalogue);
  g_clear_object (&self->engine);
  g_clear_object (&self->progress);
  g_clear_object (&self->learners);
  g_clear_pointer (&self->waiting_files, g_ptr_array_unref);
  g_clear_pointer (&self->language_at_start, g_free);
  G_OBJECT_CLASS (tutor_application_parent_class)->dispose (object);
}

static void
tutor_application_class_init (TutorApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = tutor_application_dispose;
  app_class->startup = tutor_application_startup;
  app_class->shutdown = tutor_application_shutdown;
  app_class->activate = tutor_application_activate;
  app_class->open = tutor_application_open;
}

static void
tutor_application_init (TutorApplication *self)
{
  self->settings = g_settings_new (APP_ID);
  self->language_at_start = g_settings_get_string (self->settings,
                                                   "language");
  self->waiting_files = g_ptr_array_new_with_free_func (g_object_unref);
}

TutorApplication *
tutor_application_new (void)
{
  return g_object_new (TUTOR_TYPE_APPLICATION, "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/org/toguztutor/Tutor", NULL);
}

TutorCatalogue *
tutor_application_get_catalogue (TutorApplication *self)
{
  return self->catalogue;
}

TutorProgress *
tutor_application_get_progress (TutorApplication *self)
{
  return self->progress;
}

TutorLearners *
tutor_application_get_learners (TutorApplication *self)
{
  return self->learners;
}

gboolean
tutor_application_get_restart_requested (TutorApplication *self)
{
  g_return_val_if_fail (TUTOR_IS_APPLICATION (self), FALSE);
  return self->restart_requested;
}
