/* tutor-free-play.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game is a start position and a list of plies, each with the event the
 * core filled and the position after it; plies past n_played are the ones
 * Redo brings back.  The board shows the position after `view` plies:
 * n_played while the game goes on, fewer while the learner browses.
 * Every rule decision is the core's, every move of the engine and every
 * explanation comes from TutorEngine, off the main thread.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "toguz-explain-text.h"
#include "toguz-record.h"
#include "toguz-replay.h"
#include "toguz-text.h"
#include "tutor-file-dialog.h"
#include "tutor-fold-box.h"
#include "tutor-free-play.h"

/* How far the engine looks when it explains a move. */
#define EXPLAIN_DEPTH 6
/* The strong level's time a move. */
#define STRONG_MS 1000

typedef struct
{
  ToguzEvent event;
  ToguzPosition after;
  char notation[TOGUZ_NOTATION_MAX];
} Ply;

typedef enum
{
  MESSAGE_RULE,   /* an illegal choice: the rule that forbids it */
  MESSAGE_ERROR,  /* a file or a position that cannot be used */
} MessageKind;

struct _TutorFreePlay
{
  AdwBin parent_instance;

  AdwToastOverlay *toasts;
  GtkWidget *columns;
  GtkSpinner *spinner;
  GtkLabel *status_title;
  GtkLabel *status_subtitle;
  GtkWidget *return_button;
  GtkRevealer *result_revealer;
  GtkImage *result_icon;
  GtkLabel *result_title;
  GtkLabel *result_label;
  TutorBoard *board;
  GtkRevealer *message_revealer;
  GtkWidget *message_box;
  GtkImage *message_icon;
  GtkLabel *message_label;
  GtkRevealer *explanation_revealer;
  GtkLabel *explanation_title;
  GtkLabel *explanation_label;
  GtkScrolledWindow *moves_scroller;
  GtkListBox *move_list;
  GtkPopover *new_game_popover;
  AdwComboRow *opponent_row;
  AdwComboRow *side_row;
  AdwComboRow *variant_row;

  TutorEngine *engine;
  GCancellable *cancellable;  /* the engine jobs and the clipboard */
  guint epoch;                /* grows whenever the game is replaced */
  GtkNativeDialog *dialog;

  ToguzRuleset rules;
  ToguzPosition start;
  GArray *plies;              /* Ply */
  guint n_played;
  guint view;
  TutorOpponent opponent;
  ToguzSide human;
  guint32 seed;

  GtkStringList *moves;       /* notation of the plies played */
  GPtrArray *move_buttons;    /* a toggle button per ply played */
  GtkWidget *start_button;
  gboolean syncing;
  guint scroll_tick;
  guint scroll_tries;

  gboolean animating;
  gboolean thinking;
  gboolean explaining;
  gboolean pasting;
  int explained_ply;
  char *result_text;
};

G_DEFINE_FINAL_TYPE (TutorFreePlay, tutor_free_play, ADW_TYPE_BIN)

/* The variants in the popover, in the core's order. */
static const struct
{
  const char *name;
  const char *label;
} variant_labels[] = {
  { "togyz", N_("Togyz Kumalak") },
  { "bestemshe", N_("Bestemshe, five holes") },
  { "togyz-7", N_("Togyz Kumalak, seven holes") },
  { "pantusov-1906", N_("Pantusov’s rules of 1906") },
};

static void refresh (TutorFreePlay *self);
static void maybe_start_engine (TutorFreePlay *self);

static const char *
variant_label (const ToguzRuleset *rules)
{
  for (guint i = 0; i < G_N_ELEMENTS (variant_labels); i++)
    if (g_strcmp0 (rules->name, variant_labels[i].name) == 0)
      return _(variant_labels[i].label);
  return rules->name;
}

static Ply *
ply_at (TutorFreePlay *self, guint index)
{
  return &g_array_index (self->plies, Ply, index);
}

/* The position after n plies. */
static const ToguzPosition *
position_at (TutorFreePlay *self, guint n)
{
  return n == 0 ? &self->start : &ply_at (self, n - 1)->after;
}

static const ToguzPosition *
current (TutorFreePlay *self)
{
  return position_at (self, self->n_played);
}

static gboolean
engine_plays (TutorFreePlay *self, ToguzSide side)
{
  return self->opponent != TUTOR_OPPONENT_HUMAN && side != self->human;
}

static TutorEngine *
ensure_engine (TutorFreePlay *self)
{
  if (self->engine == NULL)
    self->engine = tutor_engine_new ();
  return self->engine;
}

/* A reply from a job, with the game it was asked for. */
typedef struct
{
  TutorFreePlay *self;
  guint epoch;
  int ply;
} Request;

static Request *
request_new (TutorFreePlay *self, int ply)
{
  Request *request = g_new0 (Request, 1);

  request->self = g_object_ref (self);
  request->epoch = self->epoch;
  request->ply = ply;
  return request;
}

static void
request_free (Request *request)
{
  g_object_unref (request->self);
  g_free (request);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Request, request_free)

static gboolean
request_is_current (Request *request)
{
  return request->epoch == request->self->epoch;
}

/* Messages and cards */

static void
show_message (TutorFreePlay *self, MessageKind kind, const char *text)
{
  gtk_widget_remove_css_class (self->message_box, "warning");
  gtk_widget_remove_css_class (self->message_box, "error");
  if (text == NULL)
    {
      gtk_revealer_set_reveal_child (self->message_revealer, FALSE);
      gtk_label_set_text (self->message_label, "");
      return;
    }
  gtk_widget_add_css_class (self->message_box,
                            kind == MESSAGE_ERROR ? "error" : "warning");
  gtk_image_set_from_icon_name (self->message_icon,
                                kind == MESSAGE_ERROR
                                  ? "dialog-error-symbolic"
                                  : "dialog-warning-symbolic");
  gtk_label_set_text (self->message_label, text);
  gtk_revealer_set_reveal_child (self->message_revealer, TRUE);
}

static void
hide_explanation (TutorFreePlay *self)
{
  self->explained_ply = -1;
  gtk_revealer_set_reveal_child (self->explanation_revealer, FALSE);
  gtk_label_set_text (self->explanation_label, "");
}

static void
toast (TutorFreePlay *self, const char *text)
{
  /* A toast's title is markup; a file name may hold an ampersand. */
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  adw_toast_overlay_add_toast (self->toasts, adw_toast_new (escaped));
}

/* The result: the core's words for how the game ended and the score,
 * and a heading that speaks to the learner against the engine. */
static char *
describe_result (TutorFreePlay *self, char **title, const char **icon)
{
  const ToguzPosition *pos = current (self);
  ToguzResult result = (ToguzResult) pos->result;
  gboolean learner_won;

  if (result == TOGUZ_ONGOING)
    return NULL;
  learner_won = (result == TOGUZ_WHITE_WON) == (self->human == TOGUZ_WHITE);
  if (result == TOGUZ_DRAWN)
    {
      *title = g_strdup (toguz_result_title (result));
      *icon = "semi-starred-symbolic";
    }
  else if (self->opponent == TUTOR_OPPONENT_HUMAN)
    {
      *title = g_strdup (toguz_result_title (result));
      *icon = "starred-symbolic";
    }
  else
    {
      *title = g_strdup (learner_won ? _("You win!") : _("The engine wins"));
      *icon = learner_won ? "starred-symbolic" : "emoji-flags-symbolic";
    }
  return toguz_game_end_describe (
    &self->rules, pos,
    self->n_played > 0 ? &ply_at (self, self->n_played - 1)->event : NULL);
}

/* The move list */

/* Brings the selected move into view; FALSE while its row has not been
 * laid out yet. */
static gboolean
scroll_to_selected (TutorFreePlay *self)
{
  GtkAdjustment *adjustment
    = gtk_scrolled_window_get_vadjustment (self->moves_scroller);
  GtkWidget *button = self->view == 0
                        ? self->start_button
                        : g_ptr_array_index (self->move_buttons,
                                             self->view - 1);
  graphene_rect_t bounds;
  double value = gtk_adjustment_get_value (adjustment);
  double page = gtk_adjustment_get_page_size (adjustment);

  if (gtk_widget_get_height (button) <= 0
      || !gtk_widget_compute_bounds (button, GTK_WIDGET (self->move_list),
                                     &bounds))
    return FALSE;
  if (bounds.origin.y < value)
    gtk_adjustment_set_value (adjustment, bounds.origin.y);
  else if (bounds.origin.y + bounds.size.height > value + page)
    gtk_adjustment_set_value (adjustment,
                              bounds.origin.y + bounds.size.height - page);
  return TRUE;
}

static gboolean
scroll_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  TutorFreePlay *self = data;

  /* A new row is laid out in the frame after it was added. */
  if (scroll_to_selected (self) || ++self->scroll_tries > 10)
    {
      self->scroll_tick = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
update_selection (TutorFreePlay *self)
{
  self->syncing = TRUE;
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->start_button),
                                self->view == 0);
  for (guint i = 0; i < self->move_buttons->len; i++)
    gtk_toggle_button_set_active (g_ptr_array_index (self->move_buttons, i),
                                  self->view == i + 1);
  self->syncing = FALSE;
  self->scroll_tries = 0;
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (
      GTK_WIDGET (self->move_list), scroll_tick, self, NULL);
}

static void
on_move_clicked (GtkButton *button, TutorFreePlay *self)
{
  if (self->syncing)
    return;
  tutor_free_play_select_move (
    self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "ply")));
}

static GtkWidget *
move_button (TutorFreePlay *self, int ply, const char *label)
{
  GtkWidget *button = gtk_toggle_button_new_with_label (label);

  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_hexpand (button, TRUE);
  g_object_set_data (G_OBJECT (button), "ply", GINT_TO_POINTER (ply));
  g_signal_connect (button, "clicked", G_CALLBACK (on_move_clicked), self);
  return button;
}

/* A row of the list: the move number, White's move, Black's move. */
static GtkWidget *
add_row (TutorFreePlay *self, unsigned number, GtkWidget **white,
         GtkWidget **black)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *halves = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  g_autofree char *text = g_strdup_printf ("%u.", number);
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_width_chars (GTK_LABEL (label), 4);
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_widget_add_css_class (label, "move-number");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_set_homogeneous (GTK_BOX (halves), TRUE);
  gtk_widget_set_hexpand (halves, TRUE);
  *white = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  *black = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_box_append (GTK_BOX (halves), *white);
  gtk_box_append (GTK_BOX (halves), *black);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), halves);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_focusable (row, FALSE);
  gtk_list_box_append (self->move_list, row);
  g_object_set_data (G_OBJECT (row), "black-slot", *black);
  return row;
}

/* Brings the list (and the model of notations) in line with the plies
 * played: removes the rows of plies taken back, adds the new ones. */
static void
sync_move_list (TutorFreePlay *self)
{
  guint have = self->move_buttons->len;

  if (have > self->n_played)
    {
      GtkWidget *row = g_object_get_data (
        g_ptr_array_index (self->move_buttons, self->n_played), "row");
      guint first = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row),
                                                         "first-ply"));

      /* Rows go whole; the ones kept are filled again below. */
      while (row)
        {
          GtkWidget *next = gtk_widget_get_next_sibling (row);
          gtk_list_box_remove (self->move_list, row);
          row = next;
        }
      g_ptr_array_set_size (self->move_buttons, first);
      have = first;
    }

  for (guint i = have; i < self->n_played; i++)
    {
      const Ply *ply = ply_at (self, i);
      const ToguzPosition *before = position_at (self, i);
      GtkWidget *row = NULL, *white, *black, *button;
      GtkWidget *last = i > 0 ? g_object_get_data (
                                  g_ptr_array_index (self->move_buttons,
                                                     i - 1),
                                  "row")
                              : NULL;

      button = move_button (self, (int) i, ply->notation);
      {
        /* Translators: a move of the list, for screen readers; %1$u is
         * the move number, %2$s the move ("65"). */
        g_autofree char *said = g_strdup_printf (
          ply->event.side == TOGUZ_WHITE ? _("Move %1$u, White: %2$s")
                                         : _("Move %1$u, Black: %2$s"),
          toguz_position_move_number (before), ply->notation);
        gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, said,
                                        -1);
      }
      if (ply->event.side == TOGUZ_WHITE || last == NULL)
        {
          row = add_row (self, toguz_position_move_number (before), &white,
                         &black);
          g_object_set_data (G_OBJECT (row), "first-ply",
                             GUINT_TO_POINTER (i));
          if (ply->event.side == TOGUZ_WHITE)
            gtk_box_append (GTK_BOX (white), button);
          else
            {
              GtkWidget *gap = gtk_label_new ("…");
              gtk_widget_add_css_class (gap, "dim-label");
              gtk_box_append (GTK_BOX (white), gap);
              gtk_box_append (GTK_BOX (black), button);
            }
        }
      else
        {
          row = last;
          gtk_box_append (GTK_BOX (g_object_get_data (G_OBJECT (row),
                                                      "black-slot")),
                          button);
        }
      g_object_set_data (G_OBJECT (button), "row", row);
      g_ptr_array_add (self->move_buttons, button);
    }

  /* The model tests and callers read. */
  {
    guint n = g_list_model_get_n_items (G_LIST_MODEL (self->moves));
    guint keep = 0;
    g_autoptr (GPtrArray) added = g_ptr_array_new ();

    while (keep < n && keep < self->n_played
           && g_strcmp0 (gtk_string_list_get_string (self->moves, keep),
                         ply_at (self, keep)->notation)
                == 0)
      keep++;
    for (guint i = keep; i < self->n_played; i++)
      g_ptr_array_add (added, ply_at (self, i)->notation);
    g_ptr_array_add (added, NULL);
    gtk_string_list_splice (self->moves, keep, n - keep,
                            (const char *const *) added->pdata);
  }
  update_selection (self);
}

/* The board */

static void
show_view (TutorFreePlay *self)
{
  guint mask = 0, capture = 0;

  tutor_board_set_position (self->board, &self->rules,
                            position_at (self, self->view));
  if (self->view > 0)
    {
      const ToguzEvent *event = &ply_at (self, self->view - 1)->event;
      mask = (1u << toguz_ring_index (&self->rules, (ToguzSide) event->side,
                                      event->hole))
             | (1u << event->last);
      capture = event->captured > 0 ? 1u << event->last : 0;
    }
  tutor_board_clear_highlights (self->board);
  tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_LAST_MOVE, mask);
  tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_CAPTURE, capture);
}

static const char *
level_name (TutorOpponent opponent)
{
  switch (opponent)
    {
    case TUTOR_OPPONENT_BEGINNER:
      return _("beginner");
    case TUTOR_OPPONENT_CLUB:
      return _("club");
    case TUTOR_OPPONENT_STRONG:
      return _("strong");
    case TUTOR_OPPONENT_HUMAN:
    default:
      return "";
    }
}

static void
update_status (TutorFreePlay *self)
{
  const ToguzPosition *pos = current (self);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *result_title = NULL;
  const char *result_icon = NULL;

  g_clear_pointer (&self->result_text, g_free);
  self->result_text = describe_result (self, &result_title, &result_icon);
  gtk_revealer_set_reveal_child (self->result_revealer,
                                 self->result_text != NULL);
  if (self->result_text)
    {
      gtk_image_set_from_icon_name (self->result_icon, result_icon);
      gtk_label_set_text (self->result_title, result_title);
      gtk_label_set_text (self->result_label, self->result_text);
    }

  if (self->view < self->n_played)
    {
      if (self->view == 0)
        title = g_strdup (_("The start position"));
      else
        {
          const Ply *ply = ply_at (self, self->view - 1);
          unsigned number = toguz_position_move_number (
            position_at (self, self->view - 1));
          /* Translators: the move browsed, e.g. "After 12. 65, Black’s
           * move". */
          title = g_strdup_printf (ply->event.side == TOGUZ_WHITE
                                     ? _("After %u. %s, White’s move")
                                     : _("After %u. %s, Black’s move"),
                                   number, ply->notation);
        }
    }
  else if (pos->result != TOGUZ_ONGOING)
    title = g_strdup (_("The game is over"));
  else if (self->thinking)
    title = g_strdup (_("The engine is thinking…"));
  else if (self->opponent != TUTOR_OPPONENT_HUMAN)
    title = g_strdup (pos->side == self->human ? _("Your move")
                                               : _("The engine’s move"));
  else
    title = g_strdup (pos->side == TOGUZ_WHITE ? _("White to move")
                                               : _("Black to move"));

  if (self->opponent == TUTOR_OPPONENT_HUMAN)
    /* Translators: %s is the variant, e.g. "Togyz Kumalak". */
    subtitle = g_strdup_printf (_("Two players · %s"),
                                variant_label (&self->rules));
  else
    /* Translators: %1$s is the engine's level ("club"), %2$s the
     * variant. */
    subtitle = g_strdup_printf (self->human == TOGUZ_WHITE
                                  ? _("You play White against the engine "
                                      "(%1$s) · %2$s")
                                  : _("You play Black against the engine "
                                      "(%1$s) · %2$s"),
                                level_name (self->opponent),
                                variant_label (&self->rules));
  gtk_label_set_text (self->status_title, title);
  gtk_label_set_text (self->status_subtitle, subtitle);
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), self->thinking);
  gtk_spinner_set_spinning (self->spinner, self->thinking);
  gtk_widget_set_visible (self->return_button, self->view < self->n_played);
}

static gboolean
can_undo (TutorFreePlay *self)
{
  if (self->opponent == TUTOR_OPPONENT_HUMAN)
    return self->n_played > 0;
  /* Against the engine only the learner's own moves are taken back. */
  for (guint i = 0; i < self->n_played; i++)
    if (ply_at (self, i)->event.side == self->human)
      return TRUE;
  return FALSE;
}

static void
refresh (TutorFreePlay *self)
{
  const ToguzPosition *pos = current (self);
  gboolean at_end = self->view == self->n_played;

  tutor_board_set_interactive (
    self->board, at_end && !self->animating && !self->thinking
                   && pos->result == TOGUZ_ONGOING
                   && !engine_plays (self, (ToguzSide) pos->side));
  update_status (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "play.undo",
                                 can_undo (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "play.redo",
                                 self->plies->len > self->n_played);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "play.explain",
                                 self->view > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "play.return-to-game",
                                 !at_end);
}

/* Playing */

/* Stops every job and animation of the game shown: the game is about to
 * be replaced or cut short. */
static void
reset_jobs (TutorFreePlay *self)
{
  self->epoch++;
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  self->thinking = FALSE;
  self->pasting = FALSE;
  if (self->explaining)
    hide_explanation (self);
  self->explaining = FALSE;
  self->animating = FALSE;
}

/* After the list of plies changed at its end: the board shows the game
 * now, the engine moves if it is its turn. */
static void
show_game (TutorFreePlay *self)
{
  self->view = self->n_played;
  if (self->explained_ply >= (int) self->n_played)
    hide_explanation (self);
  sync_move_list (self);
  show_view (self);
  refresh (self);
  maybe_start_engine (self);
}

static void
replace_game (TutorFreePlay *self, const ToguzRuleset *rules,
              const ToguzPosition *start, GArray *plies)
{
  reset_jobs (self);
  self->rules = *rules;
  self->start = *start;
  g_array_set_size (self->plies, 0);
  if (plies)
    g_array_append_vals (self->plies, plies->data, plies->len);
  self->n_played = self->plies->len;
  self->seed = g_random_int ();
  hide_explanation (self);
  show_message (self, MESSAGE_RULE, NULL);
  /* The list is rebuilt: the new game may share no row with the old. */
  g_ptr_array_set_size (self->move_buttons, 0);
  {
    GtkWidget *row = gtk_widget_get_next_sibling (
      gtk_widget_get_first_child (GTK_WIDGET (self->move_list)));
    while (row)
      {
        GtkWidget *next = gtk_widget_get_next_sibling (row);
        gtk_list_box_remove (self->move_list, row);
        row = next;
      }
  }
  show_game (self);
}

/* Plays hole for the side to move at the end of the game. */
static void
play_hole (TutorFreePlay *self, unsigned hole)
{
  ToguzPosition before = *current (self);
  gboolean shown = self->view == self->n_played;
  Ply ply;

  if (toguz_position_play (&self->rules, &before, hole, &ply.after,
                           &ply.event)
      != TOGUZ_MOVE_OK)
    return;
  toguz_notation_format (&self->rules, &ply.event, ply.notation);
  g_array_set_size (self->plies, self->n_played);
  g_array_append_val (self->plies, ply);
  self->n_played++;
  show_message (self, MESSAGE_RULE, NULL);
  if (!shown)
    {
      /* The learner is browsing: the move joins the list quietly. */
      sync_move_list (self);
      refresh (self);
      maybe_start_engine (self);
      return;
    }
  self->view = self->n_played;
  self->animating = TRUE;
  sync_move_list (self);
  refresh (self);
  /* With no animation the board finishes at once, and
   * on_animation_finished() runs before this returns. */
  tutor_board_animate_move (self->board, &before, &ply.event, &ply.after);
}

static void
on_animation_finished (TutorFreePlay *self)
{
  if (!self->animating)
    return;
  self->animating = FALSE;
  refresh (self);
  maybe_start_engine (self);
}

static void
on_picked (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (Request) request = data;
  TutorFreePlay *self = request->self;
  g_autoptr (GError) error = NULL;
  int hole = tutor_engine_pick_finish (TUTOR_ENGINE (source), result, &error);

  if (!request_is_current (request))
    return;
  self->thinking = FALSE;
  if (hole < 0)
    {
      /* Only a failing engine gets here: the game goes on. */
      if (error)
        {
          g_autofree char *text = g_strdup_printf (_("The engine failed: %s"),
                                                   error->message);
          show_message (self, MESSAGE_ERROR, text);
        }
      refresh (self);
      return;
    }
  play_hole (self, (unsigned) hole);
}

static void
maybe_start_engine (TutorFreePlay *self)
{
  const ToguzPosition *pos = current (self);
  static const ToguzLevel levels[] = {
    [TUTOR_OPPONENT_BEGINNER] = TOGUZ_LEVEL_BEGINNER,
    [TUTOR_OPPONENT_CLUB] = TOGUZ_LEVEL_CLUB,
    [TUTOR_OPPONENT_STRONG] = TOGUZ_LEVEL_STRONG,
  };

  if (self->thinking || self->animating || pos->result != TOGUZ_ONGOING
      || !engine_plays (self, (ToguzSide) pos->side))
    return;
  self->thinking = TRUE;
  tutor_engine_pick_async (ensure_engine (self), &self->rules, pos,
                           levels[self->opponent],
                           self->opponent == TUTOR_OPPONENT_STRONG ? STRONG_MS
                                                                   : 0,
                           self->seed + pos->ply, self->cancellable,
                           on_picked, request_new (self, -1));
  refresh (self);
}

static void
on_hole_activated (TutorFreePlay *self, int side, int hole)
{
  const ToguzPosition *pos = current (self);

  if (self->view != self->n_played || self->animating || self->thinking
      || pos->result != TOGUZ_ONGOING
      || engine_plays (self, (ToguzSide) pos->side))
    return;
  if (side != pos->side
      || toguz_position_check_move (&self->rules, pos, (unsigned) hole)
           != TOGUZ_MOVE_OK)
    {
      ToguzExplanation explanation;
      g_autofree char *text = NULL;

      /* Depth 0: the rule alone, no search. */
      toguz_explain_move (NULL, &self->rules, pos, (ToguzSide) side,
                          (unsigned) hole, 0, &explanation);
      text = toguz_explanation_describe (&self->rules, pos, &explanation);
      show_message (self, MESSAGE_RULE, text);
      return;
    }
  play_hole (self, (unsigned) hole);
}

/* Explanations */

static void
on_explained (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (Request) request = data;
  TutorFreePlay *self = request->self;
  g_autoptr (GError) error = NULL;
  ToguzExplanation explanation;
  g_autofree char *text = NULL;

  if (!tutor_engine_explain_finish (TUTOR_ENGINE (source), result,
                                    &explanation, &error))
    {
      if (request_is_current (request) && request->ply == self->explained_ply)
        {
          self->explaining = FALSE;
          if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
            gtk_label_set_text (self->explanation_label, error->message);
        }
      return;
    }
  if (!request_is_current (request) || request->ply != self->explained_ply)
    return;
  self->explaining = FALSE;
  text = toguz_explanation_describe (&self->rules,
                                     position_at (self, (guint) request->ply),
                                     &explanation);
  gtk_label_set_text (self->explanation_label, text);
}

static void
explain_move (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorFreePlay *self = TUTOR_FREE_PLAY (widget);
  const Ply *ply;
  unsigned number;
  int index = (int) self->view - 1;
  g_autofree char *title = NULL;

  if (index < 0)
    return;
  ply = ply_at (self, (guint) index);
  number = toguz_position_move_number (position_at (self, (guint) index));
  /* Translators: %1$u is the move number, %2$s the move ("65"). */
  title = g_strdup_printf (ply->event.side == TOGUZ_WHITE
                             ? _("%1$u. %2$s, White’s move")
                             : _("%1$u. %2$s, Black’s move"),
                           number, ply->notation);
  gtk_label_set_text (self->explanation_title, title);
  gtk_label_set_text (self->explanation_label,
                      _("Looking at the move and the answers to it…"));
  gtk_revealer_set_reveal_child (self->explanation_revealer, TRUE);
  self->explained_ply = index;
  self->explaining = TRUE;
  tutor_engine_explain_async (ensure_engine (self), &self->rules,
                              position_at (self, (guint) index),
                              (ToguzSide) ply->event.side, ply->event.hole,
                              EXPLAIN_DEPTH, self->cancellable, on_explained,
                              request_new (self, index));
}

/* Actions */

static void
new_game (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorFreePlay *self = TUTOR_FREE_PLAY (widget);
  guint variant = adw_combo_row_get_selected (self->variant_row);
  const ToguzRuleset *rules = toguz_ruleset_nth_variant (variant);

  gtk_popover_popdown (self->new_game_popover);
  tutor_free_play_new_game (
    self, (TutorOpponent) adw_combo_row_get_selected (self->opponent_row),
    adw_combo_row_get_selected (self->side_row) == 0 ? TOGUZ_WHITE
                                                     : TOGUZ_BLACK,
    rules ? rules->name : NULL);
}

static void
undo (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorFreePlay *self = TUTOR_FREE_PLAY (widget);

  if (!can_undo (self))
    return;
  reset_jobs (self);
  if (self->opponent == TUTOR_OPPONENT_HUMAN)
    self->n_played--;
  else
    /* The engine's reply and the learner's move go together. */
    while (self->n_played > 0)
      {
        self->n_played--;
        if (ply_at (self, self->n_played)->event.side == self->human)
          break;
      }
  show_message (self, MESSAGE_RULE, NULL);
  show_game (self);
}

static void
redo (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorFreePlay *self = TUTOR_FREE_PLAY (widget);

  if (self->plies->len <= self->n_played)
    return;
  reset_jobs (self);
  self->n_played++;
  /* Against the engine, its reply comes back with the learner's move. */
  while (self->opponent != TUTOR_OPPONENT_HUMAN
         && self->n_played < self->plies->len
         && current (self)->result == TOGUZ_ONGOING
         && engine_plays (self, (ToguzSide) current (self)->side))
    self->n_played++;
  show_message (self, MESSAGE_RULE, NULL);
  show_game (self);
}

static void
return_to_game (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorFreePlay *self = TUTOR_FREE_PLAY (widget);

  tutor_free_play_select_move (self, (int) self->n_played - 1);
}

static void
dismiss_message (GtkWidget *widget, const char *action, GVariant *parameter)
{
  show_message (TUTOR_FREE_PLAY (widget), MESSAGE_RULE, NULL);
}

static void
dismiss_explanation (GtkWidget *widget, const char *action,
                     GVariant *parameter)
{
  TutorFreePlay *self = TUTOR_FREE_PLAY (widget);

  /* A job still running is left to finish unseen. */
  self->explaining = FALSE;
  hide_explanation (self);
}

static void
copy_fen (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorFreePlay *self = TUTOR_FREE_PLAY (widget);
  g_autofree char *fen = toguz_position_to_fen (&self->rules,
                                                position_at (self,
                                                             self->view));

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), fen);
  toast (self, _("Position copied"));
}

static void
on_clipboard_text (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (Request) request = data;
  TutorFreePlay *self = request->self;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (
                                                            source),
                                                          result, &error);

  if (!request_is_current (request))
    return;
  self->pasting = FALSE;
  if (text == NULL)
    {
      show_message (self, MESSAGE_ERROR,
                    _("The clipboard holds no text to read a position "
                      "from."));
      return;
    }
  if (tutor_free_play_set_fen (self, g_strstrip (text), NULL))
    toast (self, _("Position set up"));
}

static void
paste_fen (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorFreePlay *self = TUTOR_FREE_PLAY (widget);

  self->pasting = TRUE;
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget),
                                 self->cancellable, on_clipboard_text,
                                 request_new (self, -1));
}

static GtkWindow *
parent_window (TutorFreePlay *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static const TutorFileKind record_files = {
  N_("Game records"), { "*.txt", "*.pgn", NULL },
};

static void
on_save_response (GtkNativeDialog *dialog, int response, TutorFreePlay *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file
        = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      if (tutor_free_play_save_file (self, file, NULL))
        {
          g_autofree char *name = g_file_get_basename (file);
          g_autofree char *text = g_strdup_printf (_("Saved “%s”"), name);
          toast (self, text);
        }
    }
  g_clear_object (&self->dialog);
}

static void
save_game (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorFreePlay *self = TUTOR_FREE_PLAY (widget);
  GtkFileChooserNative *chooser;
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");
  /* Translators: the file name offered for a saved game; %s is a date. */
  g_autofree char *name = g_strdup_printf (_("Togyz game %s.txt"), date);

  if (self->dialog)
    return;
  chooser = tutor_file_dialog_new (parent_window (self),
                                   GTK_FILE_CHOOSER_ACTION_SAVE,
                                   _("Save Game"), _("_Save"),
                                   &record_files, name);
  self->dialog = GTK_NATIVE_DIALOG (chooser);
  g_signal_connect (chooser, "response", G_CALLBACK (on_save_response), self);
  gtk_native_dialog_show (self->dialog);
}

static void
on_open_response (GtkNativeDialog *dialog, int response, TutorFreePlay *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file
        = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      tutor_free_play_open_file (self, file, NULL);
    }
  g_clear_object (&self->dialog);
}

static void
open_game (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorFreePlay *self = TUTOR_FREE_PLAY (widget);
  GtkFileChooserNative *chooser;

  if (self->dialog)
    return;
  chooser = tutor_file_dialog_new (parent_window (self),
                                   GTK_FILE_CHOOSER_ACTION_OPEN,
                                   _("Open Game"), _("_Open"),
                                   &record_files, NULL);
  self->dialog = GTK_NATIVE_DIALOG (chooser);
  g_signal_connect (chooser, "response", G_CALLBACK (on_open_response), self);
  gtk_native_dialog_show (self->dialog);
}

/* The popover */

static void
on_opponent_selected (TutorFreePlay *self)
{
  /* Two people need no side chosen. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->side_row),
                            adw_combo_row_get_selected (self->opponent_row)
                              != TUTOR_OPPONENT_HUMAN);
}

/* The object */

static void
tutor_free_play_dispose (GObject *object)
{
  TutorFreePlay *self = TUTOR_FREE_PLAY (object);

  self->epoch++;
  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->dialog)
    {
      g_signal_handlers_disconnect_by_data (self->dialog, self);
      gtk_native_dialog_destroy (self->dialog);
      g_clear_object (&self->dialog);
    }
  if (self->scroll_tick)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->move_list),
                                     self->scroll_tick);
  self->scroll_tick = 0;
  g_clear_object (&self->engine);
  G_OBJECT_CLASS (tutor_free_play_parent_class)->dispose (object);
}

static void
tutor_free_play_finalize (GObject *object)
{
  TutorFreePlay *self = TUTOR_FREE_PLAY (object);

  g_array_unref (self->plies);
  g_ptr_array_unref (self->move_buttons);
  g_object_unref (self->moves);
  g_free (self->result_text);
  G_OBJECT_CLASS (tutor_free_play_parent_class)->finalize (object);
}

static void
tutor_free_play_class_init (TutorFreePlayClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tutor_free_play_dispose;
  object_class->finalize = tutor_free_play_finalize;

  g_type_ensure (TUTOR_TYPE_BOARD);
  g_type_ensure (TUTOR_TYPE_FOLD_BOX);
  gtk_widget_class_set_template_from_resource (
    widget_class, "/org/toguztutor/Tutor/play/tutor-free-play.ui");
  gtk_widget_class_bind_template_child (widget_class, TutorFreePlay, toasts);
  gtk_widget_class_bind_template_child (widget_class, TutorFreePlay, columns);
  gtk_widget_class_bind_template_child (widget_class, TutorFreePlay, spinner);
  gtk_widget_class_bind_template_child (widget_class, TutorFreePlay,
                                        status_title);
  gtk_widget_class_bind_template_child (widget_class, TutorFreePlay,
                                        status_subtitle);
  gtk_widget_class_bind_template_child (widget_class, TutorFreePlay,
                                        return_button);
  gtk_widget_class_bind_template_child (widget_class, TutorFreePlay,
                                        result_revealer);
  gtk_widget_class_bind_template_child (widget_class, TutorFreePlay,
                                        result_icon);
  gtk_widget_class_bind_template_child (widget_class, TutorFreePlay,
                                        result_title);
  gtk_widget_class_bind_template_child (widget_class, TutorFreePlay,
                                        result_label);
  gtk_widget_class_bind_template_child (widget_class, TutorFreePlay, board);
  gtk_widget_class_bind_template_child (widget_class, TutorFreePlay,
                                        message_revealer);
  gtk_widget_class_bind_template_child (widget_class, TutorFreePlay,
                                        message_box);
  gtk_widget_class_bind_template_child (widget_class, TutorFreePlay,
                                        message_icon);
  gtk_widget_class_bind_template_child (widget_class, TutorFreePlay,
                                        message_label);
  gtk_widget_class_bind_template_child (widget_class, TutorFreePlay,
                                        explanation_revealer);
  gtk_widget_class_bind_template_child (widget_class, TutorFreePlay,
                                        explanation_title);
  gtk_widget_class_bind_template_child (widget_class, TutorFreePlay,
                                        explanation_label);
  gtk_widget_class_bind_template_child (widget_class, TutorFreePlay,
                                        moves_scroller);
  gtk_widget_class_bind_template_child (widget_class, TutorFreePlay,
                                        move_list);
  gtk_widget_class_bind_template_child (widget_class, TutorFreePlay,
                                        new_game_popover);
  gtk_widget_class_bind_template_child (widget_class, TutorFreePlay,
                                        opponent_row);
  gtk_widget_class_bind_template_child (widget_class, TutorFreePlay,
                                        side_row);
  gtk_widget_class_bind_template_child (widget_class, TutorFreePlay,
                                        variant_row);
  gtk_widget_class_bind_template_callback (widget_class, on_hole_activated);
  gtk_widget_class_bind_template_callback (widget_class,
                                           on_animation_finished);

  gtk_widget_class_install_action (widget_class, "play.new-game", NULL,
                                   new_game);
  gtk_widget_class_install_action (widget_class, "play.undo", NULL, undo);
  gtk_widget_class_install_action (widget_class, "play.redo", NULL, redo);
  gtk_widget_class_install_action (widget_class, "play.explain", NULL,
                                   explain_move);
  gtk_widget_class_install_action (widget_class, "play.return-to-game", NULL,
                                   return_to_game);
  gtk_widget_class_install_action (widget_class, "play.dismiss-message",
                                   NULL, dismiss_message);
  gtk_widget_class_install_action (widget_class, "play.dismiss-explanation",
                                   NULL, dismiss_explanation);
  gtk_widget_class_install_action (widget_class, "play.copy-fen", NULL,
                                   copy_fen);
  gtk_widget_class_install_action (widget_class, "play.paste-fen", NULL,
                                   paste_fen);
  gtk_widget_class_install_action (widget_class, "play.save", NULL,
                                   save_game);
  gtk_widget_class_install_action (widget_class, "play.open", NULL,
                                   open_game);

  /* Ctrl+O stays the application's: it opens lesson files. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n,
                                       GDK_CONTROL_MASK, "play.new-game",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z,
                                       GDK_CONTROL_MASK, "play.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "play.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e,
                                       GDK_CONTROL_MASK, "play.explain",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s,
                                       GDK_CONTROL_MASK, "play.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "play.copy-fen", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "play.paste-fen", NULL);
}

static void
tutor_free_play_init (TutorFreePlay *self)
{
  g_autoptr (GtkStringList) variants = gtk_string_list_new (NULL);
  GtkWidget *row, *white, *black;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->plies = g_array_new (FALSE, FALSE, sizeof (Ply));
  self->move_buttons = g_ptr_array_new ();
  self->moves = gtk_string_list_new (NULL);
  self->cancellable = g_cancellable_new ();
  self->explained_ply = -1;
  self->opponent = TUTOR_OPPONENT_CLUB;
  self->human = TOGUZ_WHITE;

  for (size_t i = 0; i < toguz_ruleset_n_variants (); i++)
    gtk_string_list_append (variants,
                            variant_label (toguz_ruleset_nth_variant (i)));
  adw_combo_row_set_model (self->variant_row, G_LIST_MODEL (variants));
  adw_combo_row_set_selected (self->opponent_row, self->opponent);
  g_signal_connect_swapped (self->opponent_row, "notify::selected",
                            G_CALLBACK (on_opponent_selected), self);
  on_opponent_selected (self);

  /* The first row of the list is the start position, for browsing. */
  row = add_row (self, 0, &white, &black);
  gtk_widget_set_visible (gtk_widget_get_first_child (
                            gtk_list_box_row_get_child (
                              GTK_LIST_BOX_ROW (row))),
                          FALSE);
  self->start_button = move_button (self, -1, _("Start position"));
  gtk_box_append (GTK_BOX (white), self->start_button);
  gtk_box_remove (GTK_BOX (gtk_widget_get_parent (black)), black);
  g_object_set_data (G_OBJECT (row), "black-slot", NULL);

  toguz_position_init (toguz_ruleset_default (), &self->start);
  replace_game (self, toguz_ruleset_default (), &self->start, NULL);
}

GtkWidget *
tutor_free_play_new (void)
{
  return g_object_new (TUTOR_TYPE_FREE_PLAY, NULL);
}

void
tutor_free_play_set_engine (TutorFreePlay *self, TutorEngine *engine)
{
  g_return_if_fail (TUTOR_IS_FREE_PLAY (self));
  g_return_if_fail (engine == NULL || TUTOR_IS_ENGINE (engine));

  if (self->engine == engine)
    return;
  /* Jobs on the old engine are dropped; the engine's turn starts again. */
  reset_jobs (self);
  g_set_object (&self->engine, engine);
  show_view (self);
  refresh (self);
  maybe_start_engine (self);
}

TutorBoard *
tutor_free_play_get_board (TutorFreePlay *self)
{
  g_return_val_if_fail (TUTOR_IS_FREE_PLAY (self), NULL);
  return self->board;
}

gboolean
tutor_free_play_new_game (TutorFreePlay *self, TutorOpponent opponent,
                          ToguzSide human, const char *variant)
{
  ToguzRuleset rules;
  ToguzPosition start;

  g_return_val_if_fail (TUTOR_IS_FREE_PLAY (self), FALSE);
  g_return_val_if_fail (opponent <= TUTOR_OPPONENT_STRONG, FALSE);

  if (variant == NULL)
    rules = *toguz_ruleset_default ();
  else if (!toguz_ruleset_from_name (variant, &rules, NULL))
    return FALSE;
  self->opponent = opponent;
  self->human = human == TOGUZ_BLACK ? TOGUZ_BLACK : TOGUZ_WHITE;
  /* The popover offers the same game next time. */
  adw_combo_row_set_selected (self->opponent_row, opponent);
  adw_combo_row_set_selected (self->side_row, self->human);
  for (guint i = 0; i < toguz_ruleset_n_variants (); i++)
    if (g_strcmp0 (toguz_ruleset_nth_variant (i)->name, rules.name) == 0)
      adw_combo_row_set_selected (self->variant_row, i);
  toguz_position_init (&rules, &start);
  replace_game (self, &rules, &start, NULL);
  return TRUE;
}

TutorOpponent
tutor_free_play_get_opponent (TutorFreePlay *self)
{
  g_return_val_if_fail (TUTOR_IS_FREE_PLAY (self), TUTOR_OPPONENT_HUMAN);
  return self->opponent;
}

const ToguzRuleset *
tutor_free_play_get_rules (TutorFreePlay *self)
{
  g_return_val_if_fail (TUTOR_IS_FREE_PLAY (self), NULL);
  return &self->rules;
}

const ToguzPosition *
tutor_free_play_get_position (TutorFreePlay *self)
{
  g_return_val_if_fail (TUTOR_IS_FREE_PLAY (self), NULL);
  return current (self);
}

gboolean
tutor_free_play_set_fen (TutorFreePlay *self, const char *fen,
                         GError **error)
{
  g_autoptr (GError) local_error = NULL;
  ToguzPosition pos;

  g_return_val_if_fail (TUTOR_IS_FREE_PLAY (self), FALSE);
  g_return_val_if_fail (fen != NULL, FALSE);

  if (toguz_position_from_fen (&self->rules, fen, &pos, &local_error))
    {
      replace_game (self, &self->rules, &pos, NULL);
      return TRUE;
    }
  /* A position of another variant switches to it. */
  for (size_t i = 0; i < toguz_ruleset_n_variants (); i++)
    {
      const ToguzRuleset *rules = toguz_ruleset_nth_variant (i);
      if (rules->holes != self->rules.holes
          && toguz_position_from_fen (rules, fen, &pos, NULL))
        {
          replace_game (self, rules, &pos, NULL);
          return TRUE;
        }
    }
  {
    g_autofree char *text = g_strdup_printf (_("This position cannot be "
                                               "set up: %s"),
                                             local_error->message);
    show_message (self, MESSAGE_ERROR, text);
  }
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

static void
collect_ply (const ToguzRuleset *rules, const ToguzPosition *position,
             const ToguzEvent *event, gpointer data)
{
  GArray *plies = data;
  Ply ply;

  ply.event = *event;
  ply.after = *position;
  toguz_notation_format (rules, event, ply.notation);
  g_array_append_val (plies, ply);
}

gboolean
tutor_free_play_open_file (TutorFreePlay *self, GFile *file, GError **error)
{
  g_autoptr (GError) local_error = NULL;
  g_autoptr (GPtrArray) records = NULL;
  g_autoptr (GArray) plies = g_array_new (FALSE, FALSE, sizeof (Ply));
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  ToguzReplay replay;

  g_return_val_if_fail (TUTOR_IS_FREE_PLAY (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = g_file_get_path (file);
  name = g_file_get_basename (file);
  if (path == NULL)
    g_set_error (&local_error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                 _("%s: only files on this computer can be opened."), name);
  else if ((records = toguz_record_read_file (path, &local_error)) == NULL)
    ;
  else if (records->len == 0)
    g_set_error (&local_error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                 _("%s: the file holds no game."), path);
  else
    toguz_record_replay (g_ptr_array_index (records, 0),
                         toguz_ruleset_default (), collect_ply, plies,
                         &replay, &local_error);

  if (local_error)
    {
      g_autofree char *text = g_strdup_printf (_("The game cannot be "
                                                 "opened: %s"),
                                               local_error->message);
      show_message (self, MESSAGE_ERROR, text);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  replace_game (self, &replay.rules, &replay.start, plies);
  {
    g_autofree char *text = g_strdup_printf (_("Opened “%s”"), name);
    toast (self, text);
  }
  return TRUE;
}

static const char *
player_name (TutorFreePlay *self, ToguzSide side)
{
  if (self->opponent == TUTOR_OPPONENT_HUMAN)
    return side == TOGUZ_WHITE ? _("Player 1") : _("Player 2");
  if (side == self->human)
    return _("You");
  switch (self->opponent)
    {
    case TUTOR_OPPONENT_BEGINNER:
      return _("Engine (beginner)");
    case TUTOR_OPPONENT_CLUB:
      return _("Engine (club)");
    case TUTOR_OPPONENT_STRONG:
    case TUTOR_OPPONENT_HUMAN:
    default:
      return _("Engine (strong)");
    }
}

char *
tutor_free_play_dup_record (TutorFreePlay *self)
{
  g_autoptr (ToguzRecord) record = toguz_record_new ();
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y.%m.%d");
  const ToguzPosition *end = current (self);
  ToguzPosition initial;

  g_return_val_if_fail (TUTOR_IS_FREE_PLAY (self), NULL);

  toguz_record_set_tag (record, "Event", "Toguz Tutor");
  toguz_record_set_tag (record, "Date", date);
  toguz_record_set_tag (record, "White", player_name (self, TOGUZ_WHITE));
  toguz_record_set_tag (record, "Black", player_name (self, TOGUZ_BLACK));
  toguz_record_set_tag (record, "Result",
                        toguz_result_to_record ((ToguzResult) end->result));
  if (g_strcmp0 (self->rules.name, toguz_ruleset_default ()->name) != 0)
    toguz_record_set_tag (record, "Variant", self->rules.name);
  toguz_position_init (&self->rules, &initial);
  if (!toguz_position_equal (&initial, &self->start))
    {
      g_autofree char *fen = toguz_position_to_fen (&self->rules,
                                                    &self->start);
      toguz_record_set_tag (record, "FEN", fen);
    }
  for (guint i = 0; i < self->n_played; i++)
    {
      const Ply *ply = ply_at (self, i);
      toguz_record_add_move (record, ply->notation,
                             toguz_record_kazan_note (&ply->event), NULL);
    }
  record->result = g_strdup (
    toguz_result_to_record ((ToguzResult) end->result));
  /* PlayOK's mark of a game that ended with a side out of stones. */
  if (self->n_played > 0
      && ply_at (self, self->n_played - 1)->event.end == TOGUZ_END_NO_MOVES)
    record->result_comment = g_strdup ("zero");
  return toguz_record_to_string (record, "\n");
}

gboolean
tutor_free_play_save_file (TutorFreePlay *self, GFile *file, GError **error)
{
  g_autofree char *text = NULL;
  g_autoptr (GError) local_error = NULL;

  g_return_val_if_fail (TUTOR_IS_FREE_PLAY (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  text = tutor_free_play_dup_record (self);
  if (!g_file_replace_contents (file, text, strlen (text), NULL, FALSE,
                                G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL,
                                &local_error))
    {
      g_autofree char *message = g_strdup_printf (_("The game cannot be "
                                                     "saved: %s"),
                                                   local_error->message);
      show_message (self, MESSAGE_ERROR, message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  return TRUE;
}

GListModel *
tutor_free_play_get_moves (TutorFreePlay *self)
{
  g_return_val_if_fail (TUTOR_IS_FREE_PLAY (self), NULL);
  return G_LIST_MODEL (self->moves);
}

void
tutor_free_play_select_move (TutorFreePlay *self, int ply)
{
  g_return_if_fail (TUTOR_IS_FREE_PLAY (self));

  if (ply < -1 || ply >= (int) self->n_played)
    {
      update_selection (self);
      return;
    }
  /* A sowing still running ends first: its end is the game now. */
  if (self->animating)
    tutor_board_skip_animation (self->board);
  /* A rule about the game's end said nothing about the move browsed. */
  show_message (self, MESSAGE_RULE, NULL);
  self->view = (guint) (ply + 1);
  update_selection (self);
  show_view (self);
  refresh (self);
}

int
tutor_free_play_get_selected_move (TutorFreePlay *self)
{
  g_return_val_if_fail (TUTOR_IS_FREE_PLAY (self), -1);
  return (int) self->view - 1;
}

const char *
tutor_free_play_get_result_text (TutorFreePlay *self)
{
  g_return_val_if_fail (TUTOR_IS_FREE_PLAY (self), NULL);
  return self->result_text;
}

const char *
tutor_free_play_get_explanation (TutorFreePlay *self)
{
  g_return_val_if_fail (TUTOR_IS_FREE_PLAY (self), NULL);
  return gtk_revealer_get_reveal_child (self->explanation_revealer)
           ? gtk_label_get_text (self->explanation_label)
           : NULL;
}

const char *
tutor_free_play_get_message (TutorFreePlay *self)
{
  g_return_val_if_fail (TUTOR_IS_FREE_PLAY (self), NULL);
  return gtk_revealer_get_reveal_child (self->message_revealer)
           ? gtk_label_get_text (self->message_label)
           : NULL;
}

gboolean
tutor_free_play_is_idle (TutorFreePlay *self)
{
  g_return_val_if_fail (TUTOR_IS_FREE_PLAY (self), TRUE);
  return !self->animating && !self->thinking && !self->explaining
         && !self->pasting && !tutor_board_get_animating (self->board);
}
