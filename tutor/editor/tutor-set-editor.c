/* tutor-set-editor.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The page: its template, the list of puzzles, the board, the engine's
 * check and a game record being browsed, and reading and writing the set
 * off the main thread.  The set is a ToguzSetDraft: the core judges
 * every board and writes the file; the page only shows and asks.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "toguz-explain-text.h"
#include "toguz-text.h"
#include "toguz-task-text.h"
#include "tutor-page.h"
#include "tutor-set-editor-private.h"
#include "tutor-text.h"
#include "tutor-toast.h"

/* How long the page waits after an edit before the engine checks. */
#define CHECK_DELAY_MS 300
/* Narrower than this, the set and its puzzles come over the puzzle: beside
 * them (290 pixels), the board and the forms keep 520. */
#define FOLD_WIDTH 810

G_DEFINE_FINAL_TYPE (TutorSetEditor, tutor_set_editor, ADW_TYPE_BIN)

static GParamSpec *properties[TUTOR_PAGE_N_PROPS];

enum
{
  FREE_PLAY_REQUESTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

const ToguzStep *
tutor_set_editor_current_step (TutorSetEditor *self)
{
  return toguz_set_draft_get_step (self->draft, self->current);
}

const ToguzRuleset *
tutor_set_editor_current_rules (TutorSetEditor *self)
{
  return &tutor_set_editor_current_step (self)->rules;
}

/* The title, the file and unsaved changes */

void
tutor_set_editor_update_title (TutorSetEditor *self)
{
  const char *title = toguz_lesson_text_get_source (
    toguz_set_draft_get_title (self->draft));
  gboolean modified = toguz_set_draft_get_modified (self->draft);
  GFile *file = toguz_set_draft_get_file (self->draft);
  g_autofree char *name = NULL;

  if (title == NULL || *title == '\0')
    title = _("Untitled Exercise Set");
  g_free (self->title_text);
  self->title_text = modified ? g_strdup_printf ("• %s", title)
                              : g_strdup (title);
  g_free (self->subtitle_text);
  if (file)
    {
      name = g_file_get_basename (file);
      self->subtitle_text = modified
                              ? g_strdup_printf (_("%s — not saved"), name)
                              : g_strdup (name);
    }
  else
    self->subtitle_text = g_strdup (_("Not saved yet"));
  gtk_label_set_text (self->modified_label,
                      modified ? _("Unsaved changes") : "");
  g_object_notify_by_pspec (G_OBJECT (self),
                            properties[TUTOR_PAGE_PROP_TITLE]);
  g_object_notify_by_pspec (G_OBJECT (self),
                            properties[TUTOR_PAGE_PROP_SUBTITLE]);
}

static void
on_draft_modified (TutorSetEditor *self)
{
  tutor_set_editor_update_title (self);
  g_object_notify_by_pspec (G_OBJECT (self),
                            properties[TUTOR_PAGE_PROP_MODIFIED]);
}

/* Busy while the engine checks or a file is read or written. */
void
tutor_set_editor_update_busy (TutorSetEditor *self)
{
  gboolean busy = self->checking || self->file_jobs > 0;

  if (self->busy == busy)
    return;
  self->busy = busy;
  g_object_notify_by_pspec (G_OBJECT (self),
                            properties[TUTOR_PAGE_PROP_BUSY]);
}

GTask *
tutor_set_editor_file_job_start (TutorSetEditor *self,
                                 GCancellable *cancellable,
                                 GAsyncReadyCallback callback, gpointer data,
                                 gpointer source_tag)
{
  GTask *task = g_task_new (self, cancellable, callback, data);

  g_task_set_source_tag (task, source_tag);
  self->file_jobs++;
  tutor_set_editor_update_busy (self);
  return task;
}

gboolean
tutor_set_editor_file_job_end (TutorSetEditor *self, const GError *error)
{
  self->file_jobs--;
  if (self->disposed)
    return FALSE;
  tutor_set_editor_update_busy (self);
  if (error)
    tutor_set_editor_show_message (self, error->message);
  return error == NULL;
}

void
tutor_set_editor_file_job_return (GTask *task, GError *error)
{
  if (error)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

gboolean
tutor_set_editor_file_job_finish (TutorSetEditor *self, GAsyncResult *result,
                                  GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

void
tutor_set_editor_toast (TutorSetEditor *self, const char *text)
{
  adw_toast_overlay_add_toast (self->toasts, tutor_toast_new (text));
}

void
tutor_set_editor_show_message (TutorSetEditor *self, const char *text)
{
  g_autofree char *shown = text ? tutor_text_for_label (text) : NULL;

  self->asking_title = FALSE;
  gtk_label_set_text (self->message_label, shown ? shown : "");
  gtk_revealer_set_reveal_child (self->message_revealer, text != NULL);
}

/* The board */

void
tutor_set_editor_show_board (TutorSetEditor *self)
{
  const ToguzStep *step = tutor_set_editor_current_step (self);
  const char *problem = toguz_set_draft_get_problem (self->draft,
                                                     self->current);
  const ToguzRuleset *rules = &step->rules;
  ToguzPosition shown;
  guint solution_from = 0, solution_to = 0;

  if (self->browsing)
    return;
  if (problem == NULL)
    shown = step->position;
  else
    toguz_setup_to_drawable (rules, toguz_set_draft_get_setup (self->draft,
                                                               self->current),
                             &shown);
  tutor_board_set_interactive (self->board, TRUE);
  tutor_board_set_position (self->board, rules, &shown);

  if (self->have_answer && self->answer.best_move >= 0)
    {
      ToguzPosition after;
      ToguzEvent event;
      unsigned hole = (unsigned) self->answer.best_move;

      solution_from = 1u << toguz_ring_index (rules, (ToguzSide) shown.side,
                                              hole);
      if (toguz_position_play (rules, &shown, hole, &after, &event)
          == TOGUZ_MOVE_OK)
        solution_to = 1u << event.last;
    }
  tutor_board_clear_highlights (self->board);
  tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_HINT,
                             solution_from);
  tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_TARGET,
                             solution_to);
  if (self->selected_ring >= 0)
    tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_LAST_MOVE,
                               1u << self->selected_ring);

  gtk_label_set_text (self->problem_label, problem ? problem : "");
  gtk_revealer_set_reveal_child (self->problem_revealer, problem != NULL);
}

/* The engine's check */

/* The rules core's answer to the question, and why; or why the move
 * cannot be asked about. */
static void
show_tuzdik_question (TutorSetEditor *self, const ToguzStep *step)
{
  ToguzTuzdikQuestion question;
  unsigned move = (unsigned) step->task->predict_hole;
  ToguzTuzdikQuestionStatus status = toguz_tuzdik_question_ask (
    &step->rules, &step->position, move, &question);
  g_autofree char *answer = NULL;
  g_autofree char *why = NULL;

  if (status != TOGUZ_TUZDIK_QUESTION_OK)
    {
      why = toguz_tuzdik_question_describe_status (
        &step->rules, &step->position, move, status, &question);
      tutor_check_card_set_state (self->check_card, "dialog-warning-symbolic",
                                  "warning",
                                  _("This move cannot be asked about"), why);
      return;
    }
  answer = toguz_task_answer_text (step->task, &step->rules);
  why = toguz_tuzdik_question_explain (&step->rules, &step->position,
                                       &question);
  tutor_check_card_set_state (self->check_card, "emblem-ok-symbolic",
                              "success", answer, why);
}

void
tutor_set_editor_show_check (TutorSetEditor *self)
{
  const ToguzStep *step = tutor_set_editor_current_step (self);
  const ToguzTask *task = step->task;

  if (self->browsing)
    return;
  if (toguz_set_draft_get_problem (self->draft, self->current))
    tutor_check_card_set_state (self->check_card,
                                "action-unavailable-symbolic", "info",
                                _("The engine waits for a position that "
                                  "keeps the rules."),
                                NULL);
  else if (task->kind == TOGUZ_TASK_MOVES)
    tutor_check_card_set_state (self->check_card,
                                "dialog-information-symbolic", "info",
                                _("This task lists the moves it accepts: "
                                  "they are checked when the set is saved."),
                                NULL);
  else if (task->kind == TOGUZ_TASK_PREDICT
           && task->predict == TOGUZ_PREDICT_TUZDIK_ALLOWED)
    show_tuzdik_question (self, step);
  else if (task->kind == TOGUZ_TASK_PREDICT
           && task->predict == TOGUZ_PREDICT_CHOICE)
    tutor_check_card_set_state (self->check_card,
                                "dialog-information-symbolic", "info",
                                _("This task asks a question with options: "
                                  "the file states them and the right one, "
                                  "and they are kept as written."),
                                NULL);
  else if (task->kind == TOGUZ_TASK_PREDICT)
    tutor_check_card_set_state (self->check_card,
                                "dialog-information-symbolic", "info",
                                _("This task asks for a prediction: the "
                                  "core works out the answer when the set "
                                  "is saved."),
                                NULL);
  else if (self->have_answer)
    tutor_check_card_show_answer (self->check_card, &step->rules,
                                  &step->position, task, &self->answer);
  else
    {
      g_autofree char *goal = toguz_goal_describe (&step->rules,
                                                   &task->goal);
      /* Translators: %s is the goal, as the tutor words it. */
      g_autofree char *detail = g_strdup_printf (_("Goal: %s"), goal);
      tutor_check_card_set_state (self->check_card, NULL, "info",
                                  _("The engine is checking…"), detail);
    }
}

typedef struct
{
  TutorSetEditor *self;
  guint epoch;
} CheckJob;

static void
on_solved (GObject *source, GAsyncResult *result, gpointer data)
{
  CheckJob *job = data;
  TutorSetEditor *self = job->self;
  ToguzGoalAnswer answer;
  g_autoptr (GError) error = NULL;
  gboolean ok = tutor_engine_solve_finish (TUTOR_ENGINE (source), result,
                                           &answer, &error);

  if (job->epoch == self->check_epoch)
    {
      self->checking = FALSE;
      g_clear_object (&self->check_cancellable);
      if (ok)
        {
          self->answer = answer;
          self->have_answer = TRUE;
          tutor_check_card_state_solution (
            toguz_set_draft_get_task (self->draft, self->current),
            tutor_set_editor_current_step (self), &answer);
        }
      tutor_set_editor_show_check (self);
      tutor_set_editor_show_board (self);
      tutor_set_editor_update_busy (self);
    }
  g_object_unref (self);
  g_free (job);
}

static gboolean
run_check (gpointer data)
{
  TutorSetEditor *self = data;
  const ToguzStep *step = tutor_set_editor_current_step (self);
  CheckJob *job;

  self->check_source = 0;
  /* A page nobody sees leaves the engine to the others; it checks when
   * shown. */
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->check_waiting = TRUE;
      return G_SOURCE_REMOVE;
    }
  job = g_new0 (CheckJob, 1);
  if (self->engine == NULL)
    self->engine = tutor_engine_new ();
  self->check_cancellable = g_cancellable_new ();
  self->checking = TRUE;
  tutor_set_editor_update_busy (self);
  job->self = g_object_ref (self);
  job->epoch = self->check_epoch;
  tutor_engine_solve_async (self->engine, &step->rules, &step->position,
                            &step->task->goal, MAX (step->task->margin, 1),
                            self->check_cancellable, on_solved, job);
  return G_SOURCE_REMOVE;
}

void
tutor_set_editor_cancel_check (TutorSetEditor *self)
{
  self->check_epoch++;
  self->check_waiting = FALSE;
  g_clear_handle_id (&self->check_source, g_source_remove);
  if (self->check_cancellable)
    g_cancellable_cancel (self->check_cancellable);
  g_clear_object (&self->check_cancellable);
  self->checking = FALSE;
  self->have_answer = FALSE;
  tutor_set_editor_update_busy (self);
}

/* After every change of the board or the goal, the engine looks again,
 * once the teacher pauses. */
void
tutor_set_editor_schedule_check (TutorSetEditor *self)
{
  tutor_set_editor_cancel_check (self);
  if (toguz_set_draft_get_problem (self->draft, self->current) == NULL
      && tutor_set_editor_current_step (self)->task->kind
           == TOGUZ_TASK_GOAL)
    self->check_source = g_timeout_add (CHECK_DELAY_MS, run_check, self);
  tutor_set_editor_show_check (self);
}

void
tutor_set_editor_update_actions (TutorSetEditor *self)
{
  gboolean valid = toguz_set_draft_check_positions (self->draft, NULL);
  gboolean can_save = valid && !self->saving && !self->browsing;
  guint n = toguz_set_draft_get_n_puzzles (self->draft);
  guint ply = tutor_record_browser_get_ply (self->record_browser);
  GtkWidget *widget = GTK_WIDGET (self);

  gtk_widget_action_set_enabled (widget, "editor.save", can_save);
  gtk_widget_action_set_enabled (widget, "editor.save-as", can_save);
  gtk_widget_action_set_enabled (widget, "editor.move-up", self->current > 0);
  gtk_widget_action_set_enabled (widget, "editor.move-down",
                                 self->current + 1 < n);
  gtk_widget_action_set_enabled (widget, "editor.delete-puzzle", n > 1);
  gtk_widget_action_set_enabled (
    widget, "editor.add-hint",
    tutor_set_editor_current_step (self)->task->hints->len
      < TOGUZ_SET_DRAFT_MAX_HINTS);
  gtk_widget_action_set_enabled (widget, "editor.record-previous",
                                 self->browsing && ply > 0);
  gtk_widget_action_set_enabled (
    widget, "editor.record-next",
    self->browsing
      && ply < tutor_record_browser_get_n_plies (self->record_browser));
}

/* The list of puzzles */

static char *
puzzle_summary (const ToguzStep *step)
{
  g_autofree char *what = toguz_task_dup_prompt (step->task, &step->rules);

  /* Translators: a puzzle in the editor's list: its task and difficulty. */
  return g_strdup_printf (_("%s · difficulty %d"), what, step->difficulty);
}

static void
fill_row (TutorSetEditor *self, GtkWidget *row, guint index)
{
  const ToguzStep *step = toguz_set_draft_get_step (self->draft, index);
  g_autofree char *title = g_strdup_printf ("%u. %s", index + 1, step->id);
  g_autofree char *subtitle = puzzle_summary (step);
  /* A prompt being typed is not capped yet: the row shows a few lines. */
  g_autofree char *shown_title = tutor_text_for_row (title);
  g_autofree char *shown_subtitle = tutor_text_for_row (subtitle);
  GtkWidget *icon = g_object_get_data (G_OBJECT (row), "icon");

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), shown_title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), shown_subtitle);
  gtk_widget_set_visible (icon, toguz_set_draft_get_problem (self->draft,
                                                             index)
                                  != NULL);
}

void
tutor_set_editor_update_list_row (TutorSetEditor *self, guint index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->puzzle_list,
                                                      (int) index);

  if (row)
    fill_row (self, GTK_WIDGET (row), index);
}

void
tutor_set_editor_rebuild_list (TutorSetEditor *self)
{
  GtkWidget *child;

  self->updating++;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->puzzle_list))))
    gtk_list_box_remove (self->puzzle_list, child);
  for (guint i = 0; i < toguz_set_draft_get_n_puzzles (self->draft); i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *icon = gtk_image_new_from_icon_name (
        "dialog-warning-symbolic");

      gtk_widget_add_css_class (icon, "warning");
      gtk_widget_set_tooltip_text (icon, _("The position breaks a rule"));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), icon);
      /* An id of one long word is cut, not a row as tall as the list;
       * a prompt is text, not markup ("a < b"). */
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 2);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 2);
      g_object_set_data (G_OBJECT (row), "icon", icon);
      fill_row (self, row, i);
      gtk_list_box_append (self->puzzle_list, row);
      if (i == self->current)
        gtk_list_box_select_row (self->puzzle_list, GTK_LIST_BOX_ROW (row));
    }
  self->updating--;
}

static void
on_puzzle_row_selected (TutorSetEditor *self, GtkListBoxRow *row)
{
  if (self->updating || row == NULL)
    return;
  tutor_set_editor_select_puzzle (self,
                                  (guint) gtk_list_box_row_get_index (row));
  /* Over the puzzle, the list makes way once one is chosen. */
  if (adw_flap_get_folded (self->flap))
    adw_flap_set_reveal_flap (self->flap, FALSE);
}

/* The board keeps its share of the height as the page grows or shrinks;
 * dragging the handle changes the share. */
static gboolean
place_paned (gpointer data)
{
  TutorSetEditor *self = data;
  int max = 0;

  self->paned_idle = 0;
  g_object_get (self->paned, "max-position", &max, NULL);
  self->placing_paned = TRUE;
  gtk_paned_set_position (self->paned, (int) (max * self->paned_share));
  self->placing_paned = FALSE;
  return G_SOURCE_REMOVE;
}

static void
on_paned_max_position (TutorSetEditor *self)
{
  /* Not while the paned is being allocated. */
  if (self->paned_idle == 0)
    self->paned_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, place_paned,
                                        self, NULL);
}

static void
on_paned_position (TutorSetEditor *self)
{
  int max = 0;

  g_object_get (self->paned, "max-position", &max, NULL);
  if (!self->placing_paned && max > 0
      && gtk_widget_get_mapped (GTK_WIDGET (self->paned)))
    self->paned_share = CLAMP ((double) gtk_paned_get_position (self->paned)
                                 / max,
                               0.2, 0.9);
}

void
tutor_set_editor_show_puzzle (TutorSetEditor *self)
{
  tutor_set_editor_show_board (self);
  tutor_set_editor_show_position_tools (self);
  tutor_set_editor_show_task (self);
  tutor_set_editor_show_texts (self);
  tutor_set_editor_update_actions (self);
  tutor_set_editor_schedule_check (self);
}

/* The set */

void
tutor_set_editor_show_set (TutorSetEditor *self)
{
  const ToguzRuleset *rules = toguz_set_draft_get_rules (self->draft);

  tutor_set_editor_cancel_check (self);
  self->current = 0;
  self->selected_ring = -1;
  if (self->browsing)
    tutor_set_editor_set_browsing (self, FALSE);
  tutor_set_editor_show_message (self, NULL);

  gtk_widget_remove_css_class (GTK_WIDGET (self->set_title_row), "error");
  self->updating++;
  tutor_set_editor_set_entry (self->set_id_row,
                              toguz_set_draft_get_id (self->draft));
  for (guint i = 0; i < toguz_ruleset_n_variants (); i++)
    if (g_strcmp0 (toguz_ruleset_nth_variant (i)->name, rules->name) == 0)
      adw_combo_row_set_selected (self->set_variant_row, i);
  self->updating--;
  tutor_set_editor_rebuild_list (self);
  tutor_set_editor_show_puzzle (self);
  on_draft_modified (self);
}

void
tutor_set_editor_new_set (TutorSetEditor *self)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  toguz_set_draft_reset (self->draft);
  tutor_set_editor_show_set (self);
}

ToguzLesson *
tutor_set_editor_get_lesson (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), NULL);
  return toguz_set_draft_build_lesson (self->draft);
}

/* The object */

static void
tutor_set_editor_map (GtkWidget *widget)
{
  TutorSetEditor *self = TUTOR_SET_EDITOR (widget);

  GTK_WIDGET_CLASS (tutor_set_editor_parent_class)->map (widget);
  if (self->check_waiting)
    tutor_set_editor_schedule_check (self);
}

/* The page lays out its one child itself (not with AdwBin's layout
 * manager) for the flap to fold at the page's width, not at its
 * content's minimum: the content is as narrow as a phone when folded,
 * yet keeps its room beside the list. */
static GtkSizeRequestMode
tutor_set_editor_get_request_mode (GtkWidget *widget)
{
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  return child ? gtk_widget_get_request_mode (child)
               : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

/* The page's least width with the flap folded, folded now or not: the
 * window can always be made that narrow, and the flap folds there.  The
 * flap is one of the rows of a box, folded as wide as its widest part. */
static int
folded_minimum (TutorSetEditor *self)
{
  GtkWidget *flap = GTK_WIDGET (self->flap);
  int least = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (
         gtk_widget_get_parent (flap));
       row; row = gtk_widget_get_next_sibling (row))
    {
      int min = 0, part = 0;

      if (!gtk_widget_get_visible (row))
        continue;
      if (row != flap)
        gtk_widget_measure (row, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL,
                            NULL, NULL);
      else
        {
          gtk_widget_measure (adw_flap_get_flap (self->flap),
                              GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL,
                              NULL, NULL);
          gtk_widget_measure (adw_flap_get_content (self->flap),
                              GTK_ORIENTATION_HORIZONTAL, -1, &part, NULL,
                              NULL, NULL);
          min = MAX (min, part);
        }
      least = MAX (least, min);
    }
  return least;
}

static void
tutor_set_editor_measure (GtkWidget *widget, GtkOrientation orientation,
                          int for_size, int *minimum, int *natural,
                          int *minimum_baseline, int *natural_baseline)
{
  TutorSetEditor *self = TUTOR_SET_EDITOR (widget);
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  if (child == NULL)
    return;
  gtk_widget_measure (child, orientation, for_size, minimum, natural,
                      minimum_baseline, natural_baseline);
  if (orientation == GTK_ORIENTATION_HORIZONTAL
      && !adw_flap_get_folded (self->flap))
    *minimum = MIN (*minimum, folded_minimum (self));
}

static void
tutor_set_editor_size_allocate (GtkWidget *widget, int width, int height,
                                int baseline)
{
  TutorSetEditor *self = TUTOR_SET_EDITOR (widget);
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));
  AdwFlapFoldPolicy policy = width < FOLD_WIDTH ? ADW_FLAP_FOLD_POLICY_ALWAYS
                                                : ADW_FLAP_FOLD_POLICY_NEVER;

  if (adw_flap_get_fold_policy (self->flap) != policy)
    {
      adw_flap_set_fold_policy (self->flap, policy);
      /* Its minimum changed with it: measured again before it is
       * allocated. */
      gtk_widget_queue_resize (GTK_WIDGET (self->flap));
    }
  if (child)
    gtk_widget_allocate (child, width, height, baseline, NULL);
}

static void
tutor_set_editor_dispose (GObject *object)
{
  TutorSetEditor *self = TUTOR_SET_EDITOR (object);

  self->disposed = TRUE;
  tutor_set_editor_cancel_check (self);
  g_cancellable_cancel (self->file_cancellable);
  g_clear_handle_id (&self->paned_idle, g_source_remove);
  if (self->dialog)
    gtk_native_dialog_destroy (self->dialog);
  g_clear_object (&self->dialog);
  if (self->draft)
    g_signal_handlers_disconnect_by_data (self->draft, self);
  G_OBJECT_CLASS (tutor_set_editor_parent_class)->dispose (object);
}

static void
tutor_set_editor_finalize (GObject *object)
{
  TutorSetEditor *self = TUTOR_SET_EDITOR (object);

  g_clear_object (&self->engine);
  g_clear_object (&self->draft);
  g_clear_object (&self->file_cancellable);
  g_free (self->lang);
  g_free (self->title_text);
  g_free (self->subtitle_text);
  g_ptr_array_unref (self->theme_buttons);
  g_ptr_array_unref (self->hint_rows);
  g_ptr_array_unref (self->wrong_rows);
  G_OBJECT_CLASS (tutor_set_editor_parent_class)->finalize (object);
}

static void
tutor_set_editor_get_property (GObject *object, guint prop_id, GValue *value,
                               GParamSpec *pspec)
{
  TutorSetEditor *self = TUTOR_SET_EDITOR (object);

  if (prop_id < TUTOR_PAGE_N_PROPS)
    tutor_page_get_property (prop_id, value, self->title_text,
                             self->subtitle_text,
                             self->busy,
                             toguz_set_draft_get_modified (self->draft));
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
tutor_set_editor_class_init (TutorSetEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tutor_set_editor_dispose;
  object_class->finalize = tutor_set_editor_finalize;
  object_class->get_property = tutor_set_editor_get_property;
  widget_class->map = tutor_set_editor_map;
  widget_class->get_request_mode = tutor_set_editor_get_request_mode;
  widget_class->measure = tutor_set_editor_measure;
  widget_class->size_allocate = tutor_set_editor_size_allocate;

  tutor_page_install_properties (object_class, properties);

  /**
   * TutorSetEditor::free-play-requested:
   *
   * The teacher asked for the free play game's position: the handler
   * gives it with tutor_set_editor_set_position().
   */
  signals[FREE_PLAY_REQUESTED]
    = g_signal_new ("free-play-requested", G_TYPE_FROM_CLASS (klass),
                    G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (TUTOR_TYPE_BOARD);
  g_type_ensure (TUTOR_TYPE_CHECK_CARD);
  g_type_ensure (TUTOR_TYPE_RECORD_BROWSER);
  gtk_widget_class_set_template_from_resource (
    widget_class, "/org/toguztutor/Tutor/editor/tutor-set-editor.ui");
#define BIND(name) \
  gtk_widget_class_bind_template_child (widget_class, TutorSetEditor, name)
  BIND (toasts);
  BIND (language_dropdown);
  BIND (modified_label);
  BIND (message_revealer);
  BIND (message_label);
  BIND (set_title_row);
  BIND (set_id_row);
  BIND (set_summary_row);
  BIND (set_variant_row);
  BIND (puzzle_list);
  BIND (flap);
  BIND (paned);
  BIND (record_revealer);
  BIND (record_browser);
  BIND (form_scroller);
  BIND (board);
  BIND (problem_revealer);
  BIND (problem_label);
  BIND (check_card);
  BIND (hole_row);
  BIND (hole_spin);
  BIND (hole_adjustment);
  BIND (tuzdik_button);
  BIND (white_kazan_adjustment);
  BIND (black_kazan_adjustment);
  BIND (white_to_move);
  BIND (black_to_move);
  BIND (variant_row);
  BIND (fen_popover);
  BIND (fen_entry);
  BIND (fen_error);
  BIND (task_kind_row);
  BIND (goal_row);
  BIND (amount_row);
  BIND (amount_adjustment);
  BIND (plies_row);
  BIND (plies_adjustment);
  BIND (accept_row);
  BIND (accept_switch);
  BIND (texts_group);
  BIND (intro_row);
  BIND (prompt_row);
  BIND (success_row);
  BIND (hints_group);
  BIND (add_hint_button);
  BIND (wrongs_group);
  BIND (add_wrong_button);
  BIND (puzzle_id_row);
  BIND (difficulty_box);
  BIND (themes_box);
  BIND (source_game_row);
  BIND (source_move_adjustment);
#undef BIND
  gtk_widget_class_bind_template_callback (widget_class,
                                           on_puzzle_row_selected);
  tutor_set_editor_class_init_form (widget_class);
  tutor_set_editor_class_init_actions (widget_class);
}

static void
tutor_set_editor_init (TutorSetEditor *self)
{
  gtk_widget_set_layout_manager (GTK_WIDGET (self), NULL);
  gtk_widget_init_template (GTK_WIDGET (self));
  self->draft = toguz_set_draft_new ();
  self->file_cancellable = g_cancellable_new ();
  self->theme_buttons = g_ptr_array_new ();
  self->hint_rows = g_ptr_array_new ();
  self->wrong_rows = g_ptr_array_new ();
  self->selected_ring = -1;
  g_signal_connect_swapped (self->draft, "notify::modified",
                            G_CALLBACK (on_draft_modified), self);

  tutor_set_editor_init_records (self);

  self->paned_share = 0.6;
  g_signal_connect_swapped (self->paned, "notify::max-position",
                            G_CALLBACK (on_paned_max_position), self);
  g_signal_connect_swapped (self->paned, "notify::position",
                            G_CALLBACK (on_paned_position), self);

  tutor_set_editor_init_form (self);
  tutor_set_editor_show_set (self);
}

GtkWidget *
tutor_set_editor_new (void)
{
  return g_object_new (TUTOR_TYPE_SET_EDITOR, NULL);
}

void
tutor_set_editor_set_engine (TutorSetEditor *self, TutorEngine *engine)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  g_return_if_fail (engine == NULL || TUTOR_IS_ENGINE (engine));

  if (self->engine == engine)
    return;
  tutor_set_editor_cancel_check (self);
  g_set_object (&self->engine, engine);
  tutor_set_editor_schedule_check (self);
}

TutorBoard *
tutor_set_editor_get_board (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), NULL);
  return self->board;
}

GFile *
tutor_set_editor_get_file (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), NULL);
  return toguz_set_draft_get_file (self->draft);
}

gboolean
tutor_set_editor_get_modified (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), FALSE);
  return toguz_set_draft_get_modified (self->draft);
}

gboolean
tutor_set_editor_get_busy (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), FALSE);
  return self->busy;
}

const char *
tutor_set_editor_get_title (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), NULL);
  return self->title_text;
}

const char *
tutor_set_editor_get_subtitle (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), NULL);
  return self->subtitle_text;
}

const char *
tutor_set_editor_get_check_text (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), NULL);
  return tutor_check_card_get_text (self->check_card);
}

const ToguzGoalAnswer *
tutor_set_editor_get_check_answer (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), NULL);
  return self->have_answer ? &self->answer : NULL;
}

gboolean
tutor_set_editor_is_idle (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), FALSE);
  return self->check_source == 0 && !self->checking && self->file_jobs == 0;
}
