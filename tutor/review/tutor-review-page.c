/* tutor-review-page.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The moves and positions come from a TutorGame holding the record's
 * game, so the move list and the board are free play's own; the marks
 * and words come from the analysis, read only between two of its plies
 * (tutor-game-review.h).
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tutor-board.h"
#include "tutor-eval-graph.h"
#include "tutor-file-dialog.h"
#include "tutor-fold-box.h"
#include "tutor-game.h"
#include "tutor-move-list.h"
#include "tutor-page.h"
#include "tutor-review-page.h"
#include "tutor-toast.h"

struct _TutorReviewPage
{
  AdwBin parent_instance;

  AdwToastOverlay *toasts;
  GtkStack *states;
  GtkTextView *paste_view;
  GtkLabel *paste_error;
  GtkDropDown *game_choice;
  GtkStringList *game_names;
  TutorBoard *board;
  TutorEvalGraph *graph;
  GtkProgressBar *progress;
  GtkButton *stop_button;
  GtkLabel *verdict_title;
  GtkLabel *verdict_text;
  TutorMoveList *move_list;
  GtkLabel *white_summary;
  GtkLabel *black_summary;

  TutorGame *game;            /* the game reviewed, every move played */
  GPtrArray *records;         /* ToguzRecord*, the file's games */
  guint game_index;
  TutorGameReview *review;
  int ply;                    /* shown: -1 the start */
  GFile *mistakes_file;
  GCancellable *cancellable;  /* reading a file, saving */
  char *subtitle;
  gboolean choosing_game;     /* the drop-down is being filled */
};

G_DEFINE_FINAL_TYPE (TutorReviewPage, tutor_review_page, ADW_TYPE_BIN)

enum
{
  MISTAKES_SAVED,
  N_SIGNALS
};

static GParamSpec *props[TUTOR_PAGE_N_PROPS];
static guint signals[N_SIGNALS];

static void
show_toast (TutorReviewPage *self, const char *text)
{
  adw_toast_overlay_add_toast (self->toasts, tutor_toast_new (text));
}

static ToguzGameAnalysis *
analysis_of (TutorReviewPage *self)
{
  return self->review ? tutor_game_review_get_analysis (self->review) : NULL;
}

/* The ply's analysis when it is done, else NULL. */
static const ToguzPlyAnalysis *
ply_done (TutorReviewPage *self, int ply)
{
  ToguzGameAnalysis *analysis = analysis_of (self);

  if (analysis == NULL || ply < 0
      || (guint) ply >= toguz_game_analysis_get_n_done (analysis))
    return NULL;
  return toguz_game_analysis_get_ply (analysis, (guint) ply);
}

static void
annotate (guint ply, const char **mark, const char **style_class,
          const char **said, gpointer data)
{
  const ToguzPlyAnalysis *done = ply_done (data, (int) ply);

  if (done == NULL)
    return;
  *mark = toguz_ply_analysis_mark (done);
  *style_class = toguz_move_class_to_id (done->move_class);
  *said = toguz_move_class_to_label (done->move_class);
}

/* "12. 76" or "12… 76", as the move list numbers it. */
static char *
move_name (TutorReviewPage *self, guint ply)
{
  return toguz_game_analysis_dup_move_name (analysis_of (self), ply);
}

static void
set_verdict_class (TutorReviewPage *self, const char *style_class)
{
  static const char *const classes[] = {
    "best", "good", "inaccuracy", "mistake", "blunder",
  };
  GtkWidget *title = GTK_WIDGET (self->verdict_title);

  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    gtk_widget_remove_css_class (title, classes[i]);
  gtk_widget_add_css_class (title, "review-class");
  if (style_class)
    gtk_widget_add_css_class (title, style_class);
}

static void
show_verdict (TutorReviewPage *self)
{
  const ToguzPlyAnalysis *done = ply_done (self, self->ply);
  g_autofree char *name = NULL;
  g_autofree char *title = NULL;
  g_autofree char *text = NULL;

  if (self->ply < 0)
    {
      set_verdict_class (self, NULL);
      gtk_label_set_text (self->verdict_title, _("Start position"));
      gtk_label_set_text (self->verdict_text,
                          _("Go through the moves with the arrow keys, or "
                            "click a move or a point of the graph."));
      return;
    }
  name = move_name (self, (guint) self->ply);
  if (done == NULL)
    {
      set_verdict_class (self, NULL);
      gtk_label_set_text (self->verdict_title, name);
      gtk_label_set_text (self->verdict_text,
                          _("The engine has not reached this move yet."));
      return;
    }
  /* Translators: "12. 76: Blunder", a move and its class. */
  title = g_strdup_printf (_("%1$s: %2$s"), name,
                           toguz_move_class_to_label (done->move_class));
  set_verdict_class (self, toguz_move_class_to_id (done->move_class));
  gtk_label_set_text (self->verdict_title, title);
  text = toguz_ply_analysis_dup_verdict (done);
  if (text == NULL)
    text = done->move_class == TOGUZ_MOVE_CLASS_BEST
             ? g_strdup (_("The engine would have played it too."))
             /* Translators: %s is the engine's move ("76"). */
             : g_strdup_printf (_("Nearly as good as the engine’s %s."),
                                done->best);
  gtk_label_set_text (self->verdict_text, text);
}

static void
update_actions (TutorReviewPage *self)
{
  guint n_played = self->game ? tutor_game_get_n_played (self->game) : 0;
  gboolean running = self->review
                     && tutor_game_review_get_running (self->review);
  gboolean stopped = self->review && !running
                     && tutor_game_review_get_fraction (self->review) < 1;
  GtkWidget *widget = GTK_WIDGET (self);

  gtk_widget_action_set_enabled (widget, "review.first", self->ply >= 0);
  gtk_widget_action_set_enabled (widget, "review.previous", self->ply >= 0);
  gtk_widget_action_set_enabled (widget, "review.next",
                                 self->ply + 1 < (int) n_played);
  gtk_widget_action_set_enabled (widget, "review.last",
                                 self->ply + 1 < (int) n_played);
  gtk_widget_action_set_enabled (widget, "review.stop", running || stopped);
  gtk_widget_action_set_enabled (widget, "review.practise",
                                 self->review && !running);
  gtk_widget_action_set_enabled (widget, "review.save",
                                 self->review && !running);
  gtk_button_set_label (self->stop_button,
                        stopped ? _("_Resume") : _("_Stop"));
  gtk_widget_set_visible (GTK_WIDGET (self->stop_button), running || stopped);
}

void
tutor_review_page_select_ply (TutorReviewPage *self, int ply)
{
  const ToguzRuleset *rules;

  g_return_if_fail (TUTOR_IS_REVIEW_PAGE (self));
  if (self->game == NULL)
    return;
  ply = CLAMP (ply, -1, (int) tutor_game_get_n_played (self->game) - 1);
  self->ply = ply;
  rules = tutor_game_get_rules (self->game);
  tutor_board_set_position (self->board, rules,
                            tutor_game_get_position_at (self->game,
                                                        (guint) (ply + 1)));
  tutor_board_mark_move (
    self->board, ply >= 0 ? tutor_game_move_get_event (
                              tutor_game_get_move (self->game, (guint) ply))
                          : NULL);
  tutor_move_list_select (self->move_list, ply);
  tutor_eval_graph_set_current (self->graph, ply);
  show_verdict (self);
  update_actions (self);
}

int
tutor_review_page_get_ply (TutorReviewPage *self)
{
  g_return_val_if_fail (TUTOR_IS_REVIEW_PAGE (self), -1);
  return self->ply;
}

TutorGameReview *
tutor_review_page_get_review (TutorReviewPage *self)
{
  g_return_val_if_fail (TUTOR_IS_REVIEW_PAGE (self), NULL);
  return self->review;
}

static void
on_graph_ply (TutorReviewPage *self, int ply)
{
  tutor_review_page_select_ply (self, ply);
}

/* Average loss, the count of each class worth naming, the worst moves. */
static char *
side_summary (TutorReviewPage *self, ToguzSide side)
{
  ToguzGameAnalysis *analysis = analysis_of (self);
  ToguzAnalysisSummary summary;
  GString *text = g_string_new (NULL);
  g_autoptr (GString) worst = g_string_new (NULL);

  toguz_game_analysis_get_summary (analysis, side, &summary);
  g_string_append_printf (text, "<b>%s</b>\n",
                          side == TOGUZ_WHITE ? _("White") : _("Black"));
  if (summary.moves == 0)
    {
      g_string_append (text, _("No move analysed yet."));
      return g_string_free (text, FALSE);
    }
  /* Translators: the average of the stones each move lost against the
   * engine's best ("1.4"). */
  g_string_append_printf (text, _("Average loss: %.1f stones a move"),
                          summary.average_loss);
  g_string_append_c (text, '\n');
  g_string_append_printf (
    text,
    g_dngettext (GETTEXT_PACKAGE, "%u blunder", "%u blunders",
                 summary.counts[TOGUZ_MOVE_CLASS_BLUNDER]),
    summary.counts[TOGUZ_MOVE_CLASS_BLUNDER]);
  g_string_append (text, ", ");
  g_string_append_printf (
    text,
    g_dngettext (GETTEXT_PACKAGE, "%u mistake", "%u mistakes",
                 summary.counts[TOGUZ_MOVE_CLASS_MISTAKE]),
    summary.counts[TOGUZ_MOVE_CLASS_MISTAKE]);
  g_string_append (text, ", ");
  g_string_append_printf (
    text,
    g_dngettext (GETTEXT_PACKAGE, "%u inaccuracy", "%u inaccuracies",
                 summary.counts[TOGUZ_MOVE_CLASS_INACCURACY]),
    summary.counts[TOGUZ_MOVE_CLASS_INACCURACY]);
  for (guint i = 0; i < G_N_ELEMENTS (summary.worst); i++)
    {
      g_autofree char *name = NULL;

      if (summary.worst[i] < 0)
        break;
      name = move_name (self, (guint) summary.worst[i]);
      if (worst->len)
        g_string_append (worst, ", ");
      g_string_append (worst, name);
    }
  if (worst->len)
    {
      g_string_append_c (text, '\n');
      /* Translators: the three moves that lost the most ("12. 76,
       * 20… 45"). */
      g_string_append_printf (text, _("Worst: %s"), worst->str);
    }
  return g_string_free (text, FALSE);
}

static void
show_summary (TutorReviewPage *self)
{
  g_autofree char *white = side_summary (self, TOGUZ_WHITE);
  g_autofree char *black = side_summary (self, TOGUZ_BLACK);

  gtk_label_set_markup (self->white_summary, white);
  gtk_label_set_markup (self->black_summary, black);
}

static void
show_progress (TutorReviewPage *self)
{
  guint done = tutor_game_review_get_n_done (self->review);
  guint total = tutor_game_review_get_n_plies (self->review);
  gboolean running = tutor_game_review_get_running (self->review);
  g_autofree char *text = NULL;

  if (done == total)
    text = g_strdup (_("Every move analysed"));
  else if (running)
    /* Translators: the analysis's progress, in plies of the game. */
    text = g_strdup_printf (_("Analysing move %u of %u…"), done + 1, total);
  else
    text = g_strdup_printf (_("Stopped after %u of %u moves"), done, total);
  gtk_progress_bar_set_fraction (self->progress,
                                 tutor_game_review_get_fraction (self->review));
  gtk_progress_bar_set_text (self->progress, text);
}

static void
on_ply_analysed (TutorReviewPage *self, guint ply)
{
  tutor_move_list_update_annotations (self->move_list);
  tutor_eval_graph_update (self->graph, analysis_of (self));
  show_progress (self);
  show_summary (self);
  if ((int) ply == self->ply)
    show_verdict (self);
}

static void
on_running (TutorReviewPage *self)
{
  show_progress (self);
  update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[TUTOR_PAGE_PROP_BUSY]);
}

static void
set_subtitle (TutorReviewPage *self, const char *subtitle)
{
  g_free (self->subtitle);
  self->subtitle = g_strdup (subtitle);
  g_object_notify_by_pspec (G_OBJECT (self),
                            props[TUTOR_PAGE_PROP_SUBTITLE]);
}

static void
drop_review (TutorReviewPage *self)
{
  if (self->review == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->review, self);
  tutor_game_review_cancel (self->review);
  g_clear_object (&self->review);
}

static gboolean
review_game (TutorReviewPage *self, guint index, GError **error)
{
  const ToguzRecord *record = g_ptr_array_index (self->records, index);
  g_autoptr (TutorGameReview) review = NULL;
  g_autofree char *title = NULL;

  review = tutor_game_review_new (record, toguz_ruleset_default (), NULL,
                                  error);
  if (review == NULL
      || !tutor_game_load_record_game (self->game, record, G_MAXUINT, NULL,
                                       error))
    return FALSE;
  drop_review (self);
  self->review = g_steal_pointer (&review);
  self->game_index = index;
  g_signal_connect_swapped (self->review, "ply-analysed",
                            G_CALLBACK (on_ply_analysed), self);
  g_signal_connect_swapped (self->review, "notify::running",
                            G_CALLBACK (on_running), self);
  tutor_eval_graph_update (self->graph, analysis_of (self));
  tutor_move_list_update_annotations (self->move_list);
  title = toguz_record_dup_title (record, index);
  set_subtitle (self, title);
  gtk_stack_set_visible_child_name (self->states, "review");
  tutor_review_page_select_ply (self, -1);
  show_summary (self);
  tutor_game_review_start (self->review);
  show_progress (self);
  return TRUE;
}

static void
fill_game_choice (TutorReviewPage *self)
{
  guint n = gtk_string_list_get_string (self->game_names, 0)
              ? g_list_model_get_n_items (G_LIST_MODEL (self->game_names))
              : 0;

  self->choosing_game = TRUE;
  gtk_string_list_splice (self->game_names, 0, n, NULL);
  for (guint i = 0; i < self->records->len; i++)
    {
      g_autofree char *name = toguz_record_dup_title (
        g_ptr_array_index (self->records, i), i);
      g_autofree char *numbered = g_strdup_printf ("%u. %s", i + 1, name);

      gtk_string_list_append (self->game_names, numbered);
    }
  gtk_drop_down_set_selected (self->game_choice, self->game_index);
  gtk_widget_set_visible (GTK_WIDGET (self->game_choice),
                          self->records->len > 1);
  self->choosing_game = FALSE;
}

gboolean
tutor_review_page_review_records (TutorReviewPage *self, GPtrArray *records,
                                  guint index, GError **error)
{
  g_autoptr (GPtrArray) before = NULL;

  g_return_val_if_fail (TUTOR_IS_REVIEW_PAGE (self), FALSE);
  g_return_val_if_fail (records != NULL && index < records->len, FALSE);

  before = g_steal_pointer (&self->records);
  self->records = g_ptr_array_ref (records);
  if (!review_game (self, index, error))
    {
      g_clear_pointer (&self->records, g_ptr_array_unref);
      self->records = g_steal_pointer (&before);
      return FALSE;
    }
  fill_game_choice (self);
  return TRUE;
}

gboolean
tutor_review_page_review_text (TutorReviewPage *self, const char *text,
                               const char *name, GError **error)
{
  g_autoptr (GPtrArray) records = NULL;

  g_return_val_if_fail (TUTOR_IS_REVIEW_PAGE (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  records = toguz_record_parse (text, strlen (text), name, error);
  if (records == NULL)
    return FALSE;
  if (records->len == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s holds no game: a record lists its moves as "
                     "“1. 76 45x 2. 12 …”."),
                   name);
      return FALSE;
    }
  return tutor_review_page_review_records (self, records, 0, error);
}

static void
on_game_chosen (TutorReviewPage *self)
{
  guint index = gtk_drop_down_get_selected (self->game_choice);
  g_autoptr (GError) error = NULL;

  if (self->choosing_game || self->records == NULL
      || index >= self->records->len || index == self->game_index)
    return;
  if (!review_game (self, index, &error))
    {
      show_toast (self, error->message);
      self->choosing_game = TRUE;
      gtk_drop_down_set_selected (self->game_choice, self->game_index);
      self->choosing_game = FALSE;
    }
}

static void
on_file_read (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (TutorReviewPage) self = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) records = tutor_game_read_file_finish (
    TUTOR_GAME (source), result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (records == NULL
      || !tutor_review_page_review_records (self, records, 0, &error))
    {
      gtk_label_set_text (self->paste_error, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->paste_error), TRUE);
      gtk_stack_set_visible_child_name (self->states, "choose");
    }
}

void
tutor_review_page_open_file (TutorReviewPage *self, GFile *file)
{
  g_return_if_fail (TUTOR_IS_REVIEW_PAGE (self));
  g_return_if_fail (G_IS_FILE (file));

  gtk_widget_set_visible (GTK_WIDGET (self->paste_error), FALSE);
  tutor_game_read_file_async (self->game, file, self->cancellable,
                              on_file_read, g_object_ref (self));
}

void
tutor_review_page_choose (TutorReviewPage *self)
{
  g_return_if_fail (TUTOR_IS_REVIEW_PAGE (self));
  drop_review (self);
  gtk_stack_set_visible_child_name (self->states, "choose");
  set_subtitle (self, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), props[TUTOR_PAGE_PROP_BUSY]);
}

void
tutor_review_page_set_mistakes_file (TutorReviewPage *self, GFile *file)
{
  g_return_if_fail (TUTOR_IS_REVIEW_PAGE (self));
  g_set_object (&self->mistakes_file, file);
}

/* Actions */

static void
on_chosen_to_open (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (TutorReviewPage) self = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) file = tutor_file_dialog_choose_finish (result, &error);

  if (file)
    tutor_review_page_open_file (self, file);
}

static void
open_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorReviewPage *self = TUTOR_REVIEW_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);

  tutor_file_dialog_choose_game_async (GTK_IS_WINDOW (root) ? GTK_WINDOW (root)
                                                            : NULL,
                                       FALSE, self->cancellable,
                                       on_chosen_to_open,
                                       g_object_ref (self));
}

static void
paste_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorReviewPage *self = TUTOR_REVIEW_PAGE (widget);
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->paste_view);
  GtkTextIter start, end;
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  /* Translators: the name a pasted record's messages give it. */
  if (tutor_review_page_review_text (self, text, _("The pasted record"),
                                     &error))
    gtk_widget_set_visible (GTK_WIDGET (self->paste_error), FALSE);
  else
    {
      gtk_label_set_text (self->paste_error, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->paste_error), TRUE);
    }
}

static void
choose_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  tutor_review_page_choose (TUTOR_REVIEW_PAGE (widget));
}

static void
step_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorReviewPage *self = TUTOR_REVIEW_PAGE (widget);
  int last = self->game ? (int) tutor_game_get_n_played (self->game) - 1 : -1;

  if (g_str_equal (action, "review.first"))
    tutor_review_page_select_ply (self, -1);
  else if (g_str_equal (action, "review.previous"))
    tutor_review_page_select_ply (self, self->ply - 1);
  else if (g_str_equal (action, "review.next"))
    tutor_review_page_select_ply (self, self->ply + 1);
  else
    tutor_review_page_select_ply (self, last);
}

static void
stop_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorReviewPage *self = TUTOR_REVIEW_PAGE (widget);

  if (self->review == NULL)
    return;
  if (tutor_game_review_get_running (self->review))
    tutor_game_review_cancel (self->review);
  else
    tutor_game_review_start (self->review);
}

typedef struct
{
  TutorReviewPage *page;
  ToguzSide side;
} Practising;

static void
on_mistakes_saved (GObject *source, GAsyncResult *result, gpointer data)
{
  Practising *practising = data;
  g_autoptr (TutorReviewPage) self = practising->page;
  ToguzSide side = practising->side;
  g_autoptr (GError) error = NULL;
  g_autofree char *kept_aside = NULL;
  g_autofree char *text = NULL;
  guint added = 0;

  g_free (practising);
  if (!tutor_game_review_save_mistakes_finish (TUTOR_GAME_REVIEW (source),
                                               result, &added, &kept_aside,
                                               &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        show_toast (self, error->message);
      return;
    }
  if (kept_aside)
    {
      g_autofree char *shown = g_filename_display_name (kept_aside);
      g_autofree char *aside = g_strdup_printf (
        _("Your mistakes could not be read; the file was kept as %s and "
          "a new set was started."),
        shown);
      show_toast (self, aside);
    }
  if (added == 0)
    text = g_strdup (side == TOGUZ_WHITE
                       ? _("No new puzzles: White’s mistakes are in “Your "
                           "mistakes” already, or there were none the "
                           "puzzle judge agrees with.")
                       : _("No new puzzles: Black’s mistakes are in “Your "
                           "mistakes” already, or there were none the "
                           "puzzle judge agrees with."));
  else
    text = g_strdup_printf (
      g_dngettext (GETTEXT_PACKAGE,
                   "%u puzzle was added to “Your mistakes”.",
                   "%u puzzles were added to “Your mistakes”.",
                   added),
      added);
  if (added > 0)
    {
      AdwToast *toast = tutor_toast_new (text);

      adw_toast_set_button_label (toast, _("_Solve Them"));
      adw_toast_set_action_name (toast, "win.solve-mistakes");
      adw_toast_overlay_add_toast (self->toasts, toast);
      g_signal_emit (self, signals[MISTAKES_SAVED], 0, added);
    }
  else
    show_toast (self, text);
}

static void
practise_activated (GtkWidget *widget, const char *action,
                    GVariant *parameter)
{
  TutorReviewPage *self = TUTOR_REVIEW_PAGE (widget);
  Practising *practising;

  if (self->review == NULL || self->mistakes_file == NULL)
    return;
  practising = g_new0 (Practising, 1);
  practising->page = g_object_ref (self);
  practising->side = g_str_equal (g_variant_get_string (parameter, NULL),
                                  "black")
                       ? TOGUZ_BLACK
                       : TOGUZ_WHITE;
  tutor_game_review_save_mistakes_async (self->review, practising->side,
                                         self->mistakes_file,
                                         self->cancellable,
                                         on_mistakes_saved, practising);
}

static void
on_annotated_written (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (TutorReviewPage) self = data;
  g_autoptr (GError) error = NULL;

  if (!g_file_replace_contents_finish (G_FILE (source), result, NULL, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        show_toast (self, error->message);
      return;
    }
  show_toast (self, _("The annotated record was saved."));
}

static void
on_chosen_to_save (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (TutorReviewPage) self = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) file = tutor_file_dialog_choose_finish (result, &error);
  g_autofree char *pgn = NULL;
  gsize length;

  if (file == NULL || self->review == NULL)
    return;
  pgn = toguz_game_analysis_to_pgn (analysis_of (self));
  length = strlen (pgn);
  /* Written to a new file and renamed over the old: never half a file. */
  g_file_replace_contents_bytes_async (
    file, g_bytes_new_take (g_steal_pointer (&pgn), length), NULL, FALSE,
    G_FILE_CREATE_REPLACE_DESTINATION, self->cancellable,
    on_annotated_written, g_object_ref (self));
}

static void
save_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorReviewPage *self = TUTOR_REVIEW_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);

  tutor_file_dialog_choose_game_async (GTK_IS_WINDOW (root) ? GTK_WINDOW (root)
                                                            : NULL,
                                       TRUE, self->cancellable,
                                       on_chosen_to_save,
                                       g_object_ref (self));
}

static void
tutor_review_page_dispose (GObject *object)
{
  TutorReviewPage *self = TUTOR_REVIEW_PAGE (object);

  g_cancellable_cancel (self->cancellable);
  drop_review (self);
  G_OBJECT_CLASS (tutor_review_page_parent_class)->dispose (object);
}

static void
tutor_review_page_finalize (GObject *object)
{
  TutorReviewPage *self = TUTOR_REVIEW_PAGE (object);

  g_clear_object (&self->game);
  g_clear_pointer (&self->records, g_ptr_array_unref);
  g_clear_object (&self->mistakes_file);
  g_clear_object (&self->cancellable);
  g_free (self->subtitle);
  G_OBJECT_CLASS (tutor_review_page_parent_class)->finalize (object);
}

static void
tutor_review_page_get_property (GObject *object, guint prop_id,
                                GValue *value, GParamSpec *pspec)
{
  TutorReviewPage *self = TUTOR_REVIEW_PAGE (object);

  tutor_page_get_property (prop_id, value, _("Review a Game"),
                           self->subtitle,
                           self->review
                             && tutor_game_review_get_running (self->review),
                           FALSE);
}

static void
tutor_review_page_class_init (TutorReviewPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  static const struct
  {
    const char *name;
    const char *type;
    GtkWidgetActionActivateFunc activate;
    guint key;
  } actions[] = {
    { "review.open", NULL, open_activated, 0 },
    { "review.paste", NULL, paste_activated, 0 },
    { "review.choose", NULL, choose_activated, 0 },
    { "review.first", NULL, step_activated, GDK_KEY_Home },
    { "review.previous", NULL, step_activated, GDK_KEY_Left },
    { "review.next", NULL, step_activated, GDK_KEY_Right },
    { "review.last", NULL, step_activated, GDK_KEY_End },
    { "review.stop", NULL, stop_activated, 0 },
    { "review.practise", "s", practise_activated, 0 },
    { "review.save", NULL, save_activated, 0 },
  };

  object_class->dispose = tutor_review_page_dispose;
  object_class->finalize = tutor_review_page_finalize;
  object_class->get_property = tutor_review_page_get_property;
  tutor_page_install_properties (object_class, props);

  signals[MISTAKES_SAVED] = g_signal_new ("mistakes-saved",
                                          G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                          NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  g_type_ensure (TUTOR_TYPE_BOARD);
  g_type_ensure (TUTOR_TYPE_EVAL_GRAPH);
  g_type_ensure (TUTOR_TYPE_FOLD_BOX);
  g_type_ensure (TUTOR_TYPE_MOVE_LIST);
  gtk_widget_class_set_template_from_resource (
    widget_class, "/org/toguztutor/Tutor/review/tutor-review-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TutorReviewPage,
                                        toasts);
#define BIND(name) \
  gtk_widget_class_bind_template_child (widget_class, TutorReviewPage, name)
  BIND (states);
  BIND (paste_view);
  BIND (paste_error);
  BIND (game_choice);
  BIND (game_names);
  BIND (board);
  BIND (graph);
  BIND (progress);
  BIND (stop_button);
  BIND (verdict_title);
  BIND (verdict_text);
  BIND (move_list);
  BIND (white_summary);
  BIND (black_summary);
#undef BIND
  gtk_widget_class_bind_template_callback (widget_class, on_game_chosen);
  gtk_widget_class_bind_template_callback (widget_class, on_graph_ply);
  gtk_widget_class_bind_template_callback (widget_class,
                                           tutor_review_page_select_ply);

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      gtk_widget_class_install_action (widget_class, actions[i].name,
                                       actions[i].type, actions[i].activate);
      if (actions[i].key)
        gtk_widget_class_add_binding_action (widget_class, actions[i].key, 0,
                                             actions[i].name, NULL);
    }
}

static void
tutor_review_page_init (TutorReviewPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->game = tutor_game_new ();
  self->cancellable = g_cancellable_new ();
  self->ply = -1;
  tutor_board_set_interactive (self->board, FALSE);
  tutor_move_list_set_game (self->move_list, self->game);
  tutor_move_list_set_annotate_func (self->move_list, annotate, self);
  update_actions (self);
}

GtkWidget *
tutor_review_page_new (void)
{
  return g_object_new (TUTOR_TYPE_REVIEW_PAGE, NULL);
}
