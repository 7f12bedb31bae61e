/* tutor-record-browser.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each game is replayed by the core once, when chosen: the positions
 * after every ply and the moves in notation are kept, so that the scale
 * only picks one.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "toguz-notation.h"
#include "toguz-record.h"
#include "toguz-replay.h"
#include "toguz-text.h"
#include "tutor-choice-items.h"
#include "tutor-popover-tooltip.h"
#include "tutor-record-browser.h"

struct _TutorRecordBrowser
{
  GtkBox parent_instance;

  GtkDropDown *record_games;
  GtkAdjustment *record_adjustment;
  GtkLabel *record_label;

  GPtrArray *records;        /* ToguzRecord* */
  guint game;
  ToguzRuleset replay_rules; /* for a record that names no variant */
  ToguzRuleset rules;        /* the game's */
  GArray *positions;         /* ToguzPosition after each ply, start first */
  GArray *moves;             /* char[TOGUZ_NOTATION_MAX] of each ply */
  guint updating;
};

G_DEFINE_FINAL_TYPE (TutorRecordBrowser, tutor_record_browser, GTK_TYPE_BOX)

enum
{
  PLY_CHANGED,
  GAME_FAILED,
  POSITION_CHOSEN,
  CLOSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

typedef struct
{
  GArray *positions;
  GArray *moves;
} Collected;

static void
collect_position (const ToguzRuleset *rules, const ToguzPosition *position,
                  const ToguzEvent *event, gpointer data)
{
  Collected *collected = data;
  char notation[TOGUZ_NOTATION_MAX];

  g_array_append_val (collected->positions, *position);
  toguz_notation_format (rules, event, notation);
  g_array_append_vals (collected->moves, notation, 1);
}

static void
update_actions (TutorRecordBrowser *self)
{
  double ply = gtk_adjustment_get_value (self->record_adjustment);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "record.previous",
                                 ply > 0);
  gtk_widget_action_set_enabled (
    GTK_WIDGET (self), "record.next",
    ply < gtk_adjustment_get_upper (self->record_adjustment));
}

static void
show_ply (TutorRecordBrowser *self)
{
  guint ply = tutor_record_browser_get_ply (self);
  g_autofree char *text = NULL;

  if (self->positions == NULL || ply >= self->positions->len)
    return;
  if (ply == 0)
    text = g_strdup (_("The start"));
  else
    /* Translators: where the game record is shown: after ply N of M,
     * and that ply's move in notation ("45x"). */
    text = g_strdup_printf (_("Ply %u of %u: %s"), ply,
                            self->positions->len - 1,
                            &g_array_index (self->moves, char,
                                            (ply - 1) * TOGUZ_NOTATION_MAX));
  gtk_label_set_text (self->record_label, text);
  update_actions (self);
  g_signal_emit (self, signals[PLY_CHANGED], 0);
}

gboolean
tutor_record_browser_select_game (TutorRecordBrowser *self, guint index,
                                  GError **error)
{
  g_autoptr (GArray) positions = NULL;
  g_autoptr (GArray) moves = NULL;
  const ToguzRecord *record;
  ToguzReplay replay;
  Collected collected;

  g_return_val_if_fail (TUTOR_IS_RECORD_BROWSER (self), FALSE);
  g_return_val_if_fail (self->records && index < self->records->len, FALSE);

  record = g_ptr_array_index (self->records, index);
  positions = g_array_new (FALSE, FALSE, sizeof (ToguzPosition));
  moves = g_array_new (FALSE, FALSE, TOGUZ_NOTATION_MAX);
  collected.positions = positions;
  collected.moves = moves;
  if (!toguz_record_replay (record, &self->replay_rules, collect_position,
                            &collected, &replay, error))
    return FALSE;
  g_array_prepend_val (positions, replay.start);
  g_clear_pointer (&self->positions, g_array_unref);
  self->positions = g_steal_pointer (&positions);
  g_clear_pointer (&self->moves, g_array_unref);
  self->moves = g_steal_pointer (&moves);
  self->rules = replay.rules;
  self->game = index;
  self->updating++;
  gtk_drop_down_set_selected (self->record_games, index);
  gtk_adjustment_configure (self->record_adjustment, 0, 0,
                            self->positions->len - 1, 1, 10, 0);
  self->updating--;
  show_ply (self);
  return TRUE;
}

/* What reading gives: the records, or why there are none. */
static GPtrArray *
read_records (GFile *file, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr (GPtrArray) records = NULL;

  if (path == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("The game record is not a local file."));
      return NULL;
    }
  records = toguz_record_read_file (path, error);
  if (records && records->len == 0)
    {
      g_autofree char *name = g_file_get_basename (file);
      g_set_error (error, TOGUZ_ERROR, TOGUZ_ERROR_RECORD,
                   _("“%s” holds no game."), name);
      return NULL;
    }
  return g_steal_pointer (&records);
}

static gboolean
take_records (TutorRecordBrowser *self, GPtrArray *records,
              const ToguzRuleset *rules, GError **error)
{
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);

  for (guint i = 0; i < records->len; i++)
    {
      g_autofree char *name = toguz_record_dup_title (
        g_ptr_array_index (records, i), i);
      g_autofree char *numbered = g_strdup_printf ("%u. %s", i + 1, name);
      gtk_string_list_append (names, numbered);
    }
  g_clear_pointer (&self->records, g_ptr_array_unref);
  self->records = records;
  self->replay_rules = *rules;
  self->game = G_MAXUINT;
  self->updating++;
  gtk_drop_down_set_model (self->record_games, G_LIST_MODEL (names));
  self->updating--;
  return tutor_record_browser_select_game (self, 0, error);
}

gboolean
tutor_record_browser_set_records (TutorRecordBrowser *self,
                                  GPtrArray *records,
                                  const ToguzRuleset *rules, GError **error)
{
  g_return_val_if_fail (TUTOR_IS_RECORD_BROWSER (self), FALSE);
  g_return_val_if_fail (records && records->len > 0 && rules, FALSE);

  return take_records (self, g_ptr_array_ref (records), rules, error);
}

/* What a read off the main thread needs when it is done. */
typedef struct
{
  GFile *file;
  ToguzRuleset rules; /* the page's at the time of asking */
} LoadJob;

static void
load_job_free (LoadJob *job)
{
  g_object_unref (job->file);
  g_free (job);
}

static void
load_thread (GTask *task, gpointer source, gpointer data,
             GCancellable *cancellable)
{
  LoadJob *job = data;
  GError *error = NULL;
  GPtrArray *records = read_records (job->file, &error);

  if (records)
    g_task_return_pointer (task, records,
                           (GDestroyNotify) g_ptr_array_unref);
  else
    g_task_return_error (task, error);
}

void
tutor_record_browser_load_async (TutorRecordBrowser *self, GFile *file,
                                 const ToguzRuleset *rules,
                                 GCancellable *cancellable,
                                 GAsyncReadyCallback callback, gpointer data)
{
  g_autoptr (GTask) task = NULL;
  LoadJob *job;

  g_return_if_fail (TUTOR_IS_RECORD_BROWSER (self));
  g_return_if_fail (G_IS_FILE (file) && rules != NULL);

  job = g_new0 (LoadJob, 1);
  job->file = g_object_ref (file);
  job->rules = *rules;
  task = g_task_new (self, cancellable, callback, data);
  g_task_set_source_tag (task, tutor_record_browser_load_async);
  g_task_set_task_data (task, job, (GDestroyNotify) load_job_free);
  g_task_run_in_thread (task, load_thread);
}

gboolean
tutor_record_browser_load_finish (TutorRecordBrowser *self,
                                  GAsyncResult *result, GError **error)
{
  LoadJob *job;
  GPtrArray *records;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  job = g_task_get_task_data (G_TASK (result));
  records = g_task_propagate_pointer (G_TASK (result), error);
  return records && take_records (self, records, &job->rules, error);
}

guint
tutor_record_browser_get_n_games (TutorRecordBrowser *self)
{
  g_return_val_if_fail (TUTOR_IS_RECORD_BROWSER (self), 0);
  return self->records ? self->records->len : 0;
}

guint
tutor_record_browser_get_game (TutorRecordBrowser *self)
{
  g_return_val_if_fail (TUTOR_IS_RECORD_BROWSER (self), 0);
  return self->game;
}

const ToguzRecord *
tutor_record_browser_get_record (TutorRecordBrowser *self)
{
  g_return_val_if_fail (TUTOR_IS_RECORD_BROWSER (self), NULL);
  g_return_val_if_fail (self->records && self->game < self->records->len,
                        NULL);
  return g_ptr_array_index (self->records, self->game);
}

char *
tutor_record_browser_dup_game_name (TutorRecordBrowser *self)
{
  g_return_val_if_fail (TUTOR_IS_RECORD_BROWSER (self), NULL);
  g_return_val_if_fail (self->records && self->game < self->records->len,
                        NULL);
  return toguz_record_dup_title (g_ptr_array_index (self->records, self->game),
                                 self->game);
}

guint
tutor_record_browser_get_n_plies (TutorRecordBrowser *self)
{
  g_return_val_if_fail (TUTOR_IS_RECORD_BROWSER (self), 0);
  return self->positions ? self->positions->len - 1 : 0;
}

guint
tutor_record_browser_get_ply (TutorRecordBrowser *self)
{
  g_return_val_if_fail (TUTOR_IS_RECORD_BROWSER (self), 0);
  return (guint) gtk_adjustment_get_value (self->record_adjustment);
}

void
tutor_record_browser_set_ply (TutorRecordBrowser *self, guint ply)
{
  g_return_if_fail (TUTOR_IS_RECORD_BROWSER (self));
  gtk_adjustment_set_value (self->record_adjustment, ply);
}

void
tutor_record_browser_step (TutorRecordBrowser *self, int delta)
{
  g_return_if_fail (TUTOR_IS_RECORD_BROWSER (self));
  gtk_adjustment_set_value (self->record_adjustment,
                            gtk_adjustment_get_value (self->record_adjustment)
                              + delta);
}

const ToguzPosition *
tutor_record_browser_get_position (TutorRecordBrowser *self)
{
  guint ply;

  g_return_val_if_fail (TUTOR_IS_RECORD_BROWSER (self), NULL);
  g_return_val_if_fail (self->positions != NULL, NULL);
  ply = MIN (tutor_record_browser_get_ply (self), self->positions->len - 1);
  return &g_array_index (self->positions, ToguzPosition, ply);
}

const ToguzRuleset *
tutor_record_browser_get_rules (TutorRecordBrowser *self)
{
  g_return_val_if_fail (TUTOR_IS_RECORD_BROWSER (self), NULL);
  return &self->rules;
}

static void
on_ply_changed (TutorRecordBrowser *self)
{
  if (!self->updating)
    show_ply (self);
}

static void
on_game_selected (TutorRecordBrowser *self)
{
  guint index = gtk_drop_down_get_selected (self->record_games);
  g_autoptr (GError) error = NULL;

  if (self->updating || self->records == NULL
      || index == GTK_INVALID_LIST_POSITION || index == self->game)
    return;
  if (!tutor_record_browser_select_game (self, index, &error))
    g_signal_emit (self, signals[GAME_FAILED], 0, error->message);
}

static void
action_step (GtkWidget *widget, const char *action, GVariant *parameter)
{
  tutor_record_browser_step (TUTOR_RECORD_BROWSER (widget),
                             g_str_equal (action, "record.next") ? 1 : -1);
}

static void
action_use (GtkWidget *widget, const char *action, GVariant *parameter)
{
  g_signal_emit (widget, signals[POSITION_CHOSEN], 0);
}

static void
action_cancel (GtkWidget *widget, const char *action, GVariant *parameter)
{
  g_signal_emit (widget, signals[CLOSED], 0);
}

static void
tutor_record_browser_finalize (GObject *object)
{
  TutorRecordBrowser *self = TUTOR_RECORD_BROWSER (object);

  g_clear_pointer (&self->records, g_ptr_array_unref);
  g_clear_pointer (&self->positions, g_array_unref);
  g_clear_pointer (&self->moves, g_array_unref);
  G_OBJECT_CLASS (tutor_record_browser_parent_class)->finalize (object);
}

static void
tutor_record_browser_class_init (TutorRecordBrowserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tutor_record_browser_finalize;

  /* The position shown changed (a ply, or another game). */
  signals[PLY_CHANGED]
    = g_signal_new ("ply-changed", G_TYPE_FROM_CLASS (klass),
                    G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The game chosen in the list could not be replayed: the core's
   * words. */
  signals[GAME_FAILED]
    = g_signal_new ("game-failed", G_TYPE_FROM_CLASS (klass),
                    G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                    G_TYPE_STRING);
  /* "Use This Position" */
  signals[POSITION_CHOSEN]
    = g_signal_new ("position-chosen", G_TYPE_FROM_CLASS (klass),
                    G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The record is left without a position taken. */
  signals[CLOSED]
    = g_signal_new ("closed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (
    widget_class, "/org/toguztutor/Tutor/records/tutor-record-browser.ui");
  gtk_widget_class_bind_template_child (widget_class, TutorRecordBrowser,
                                        record_games);
  gtk_widget_class_bind_template_child (widget_class, TutorRecordBrowser,
                                        record_adjustment);
  gtk_widget_class_bind_template_child (widget_class, TutorRecordBrowser,
                                        record_label);

  gtk_widget_class_install_action (widget_class, "record.previous", NULL,
                                   action_step);
  gtk_widget_class_install_action (widget_class, "record.next", NULL,
                                   action_step);
  gtk_widget_class_install_action (widget_class, "record.use", NULL,
                                   action_use);
  gtk_widget_class_install_action (widget_class, "record.cancel", NULL,
                                   action_cancel);
}

static void
tutor_record_browser_init (TutorRecordBrowser *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The button cuts a long name; the list shows it whole. */
  tutor_drop_down_set_long_names (self->record_games, NULL);
  tutor_popover_tooltip_quiet (GTK_WIDGET (self->record_games));
  self->replay_rules = *toguz_ruleset_default ();
  self->rules = self->replay_rules;
  g_signal_connect_swapped (self->record_adjustment, "value-changed",
                            G_CALLBACK (on_ply_changed), self);
  g_signal_connect_swapped (self->record_games, "notify::selected",
                            G_CALLBACK (on_game_selected), self);
  update_actions (self);
}

GtkWidget *
tutor_record_browser_new (void)
{
  return g_object_new (TUTOR_TYPE_RECORD_BROWSER, NULL);
}
