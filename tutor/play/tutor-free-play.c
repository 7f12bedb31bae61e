/* tutor-free-play.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game is a TutorGame and TutorMatch says who moves; the page shows
 * them, animates the moves and asks the engine at its turn.  The board
 * shows the position after `view` plies: all the plies played while the
 * game goes on, fewer while the learner browses.  Every rule decision is
 * the core's, every move of the engine and every explanation comes from
 * TutorEngine, and every file is read and written by GIO, off the main
 * thread.  A record of several games is browsed for the learner to pick
 * one (tutor-free-play-records.c).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "toguz-text.h"
#include "tutor-file-dialog.h"
#include "tutor-fold-box.h"
#include "tutor-free-play-private.h"
#include "tutor-page.h"
#include "tutor-popover-tooltip.h"
#include "tutor-toast.h"

G_DEFINE_FINAL_TYPE (TutorFreePlay, tutor_free_play, ADW_TYPE_BIN)

static GParamSpec *props[TUTOR_PAGE_N_PROPS];

static void maybe_start_engine (TutorFreePlay *self);

static guint
n_played (TutorFreePlay *self)
{
  return tutor_game_get_n_played (self->game);
}

/* The properties */

/* Notifies busy when it changed; safe after dispose. */
static void
notify_state (TutorFreePlay *self)
{
  gboolean busy = tutor_free_play_get_busy (self);

  if (busy != self->busy)
    {
      self->busy = busy;
      g_object_notify_by_pspec (G_OBJECT (self), props[TUTOR_PAGE_PROP_BUSY]);
    }
}

/* The game's modified is the page's; its file names the page. */
static void
on_game_notify (TutorFreePlay *self, GParamSpec *pspec)
{
  if (g_strcmp0 (g_param_spec_get_name (pspec), "title") == 0)
    g_object_notify_by_pspec (G_OBJECT (self),
                              props[TUTOR_PAGE_PROP_SUBTITLE]);
  else
    g_object_notify (G_OBJECT (self), g_param_spec_get_name (pspec));
}

static gboolean
is_cancelled (const GError *error)
{
  return g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

/* Messages and cards */

/* Clears a rule shown: the move it was about is not the question now. */
static void
clear_message (TutorFreePlay *self)
{
  tutor_message_card_show (self->message, TUTOR_MESSAGE_RULE, NULL);
}

/* A toast, formatted. */
void
tutor_free_play_toast (TutorFreePlay *self, const char *format, ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  adw_toast_overlay_add_toast (self->toasts, tutor_toast_new (text));
}

/* The board */

static void
show_view (TutorFreePlay *self)
{
  const ToguzRuleset *rules = tutor_game_get_rules (self->game);

  if (self->browsing)
    {
      tutor_free_play_show_record_ply (self);
      return;
    }
  tutor_board_set_position (self->board, rules,
                            tutor_game_get_position_at (self->game,
                                                        self->view));
  tutor_board_mark_move (
    self->board, self->view > 0
                   ? tutor_game_move_get_event (
                       tutor_game_get_move (self->game, self->view - 1))
                   : NULL);
}

/* The list shows the move the board shows. */
static void
sync_move_list (TutorFreePlay *self)
{
  tutor_move_list_select (self->move_list, (int) self->view - 1);
}

void
tutor_free_play_refresh (TutorFreePlay *self)
{
  gboolean at_end = self->view == n_played (self);
  /* While a record is browsed the game waits, its tools with it. */
  gboolean playing = !self->browsing;

  tutor_board_set_interactive (
    self->board, playing && at_end && !self->animating && !self->thinking
                   && tutor_match_learner_to_move (self->match));
  tutor_play_status_update (self->status, self->game, self->view,
                            tutor_match_get_opponent (self->match),
                            tutor_match_get_human (self->match),
                            self->thinking);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "play.undo",
                                 playing
                                   && tutor_match_can_undo (self->match));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "play.redo",
                                 playing && tutor_game_can_redo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "play.explain",
                                 playing && self->view > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "play.return-to-game",
                                 playing && !at_end);
  notify_state (self);
}

/* Playing */

/* Stops every job and animation of the game shown: the game is about to
 * be replaced or cut short. */
void
tutor_free_play_reset_jobs (TutorFreePlay *self)
{
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  self->thinking = FALSE;
  self->pasting = FALSE;
  if (tutor_explanation_card_get_busy (self->explanation))
    tutor_explanation_card_dismiss (self->explanation);
  self->animating = FALSE;
}

/* After the list of plies changed at its end: the board shows the game
 * now, the engine moves if it is its turn. */
void
tutor_free_play_show_game (TutorFreePlay *self)
{
  self->view = n_played (self);
  if (tutor_explanation_card_get_ply (self->explanation)
      >= (int) n_played (self))
    tutor_explanation_card_dismiss (self->explanation);
  sync_move_list (self);
  show_view (self);
  tutor_free_play_refresh (self);
  maybe_start_engine (self);
}

/* After the game was replaced: nothing of the old one is left. */
void
tutor_free_play_start_over (TutorFreePlay *self)
{
  tutor_free_play_end_browsing (self);
  tutor_free_play_reset_jobs (self);
  tutor_match_reseed (self->match);
  tutor_explanation_card_dismiss (self->explanation);
  clear_message (self);
  tutor_free_play_show_game (self);
}

static void
replace_game (TutorFreePlay *self, const ToguzRuleset *rules,
              const ToguzPosition *start)
{
  tutor_game_reset (self->game, rules, start);
  tutor_free_play_start_over (self);
}

/* Plays hole for the side to move at the end of the game. */
static void
play_hole (TutorFreePlay *self, unsigned hole)
{
  ToguzPosition before = *tutor_game_get_position (self->game);
  gboolean shown = self->view == n_played (self);
  TutorGameMove *move;

  if (!tutor_game_play (self->game, hole, NULL))
    return;
  move = tutor_game_get_last_move (self->game);
  clear_message (self);
  if (!shown)
    {
      /* The learner is browsing: the move joins the list quietly. */
      sync_move_list (self);
      tutor_free_play_refresh (self);
      maybe_start_engine (self);
      return;
    }
  self->view = n_played (self);
  self->animating = TRUE;
  sync_move_list (self);
  tutor_free_play_refresh (self);
  /* With no animation the board finishes at once, and
   * on_animation_finished() runs before this returns. */
  tutor_board_animate_move (self->board, &before,
                            tutor_game_move_get_event (move),
                            tutor_game_move_get_position (move));
}

static void
on_animation_finished (TutorFreePlay *self)
{
  if (!self->animating)
    return;
  self->animating = FALSE;
  tutor_free_play_refresh (self);
  maybe_start_engine (self);
}

static void
on_picked (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (TutorFreePlay) self = data;
  g_autoptr (GError) error = NULL;
  int hole = tutor_engine_pick_finish (TUTOR_ENGINE (source), result, &error);

  /* Cancelled: the game changed, or the page is gone. */
  if (is_cancelled (error))
    return;
  self->thinking = FALSE;
  if (hole < 0)
    {
      /* Only a failing engine gets here: the game goes on. */
      if (error)
        tutor_message_card_show_error (self->message,
                                       _("The engine failed: %s"),
                                       error->message);
      tutor_free_play_refresh (self);
      return;
    }
  play_hole (self, (unsigned) hole);
}

static void
maybe_start_engine (TutorFreePlay *self)
{
  if (self->thinking || self->animating || self->browsing
      || !tutor_match_engine_to_move (self->match))
    return;
  self->thinking = TRUE;
  tutor_match_pick_async (self->match, self->cancellable, on_picked,
                          g_object_ref (self));
  tutor_free_play_refresh (self);
}

static void
on_hole_activated (TutorFreePlay *self, int side, int hole)
{
  g_autofree char *refusal = NULL;

  if (self->view != n_played (self) || self->animating || self->thinking
      || !tutor_match_learner_to_move (self->match))
    return;
  refusal = tutor_game_dup_refusal (self->game, (ToguzSide) side,
                                    (unsigned) hole);
  if (refusal)
    tutor_message_card_show (self->message, TUTOR_MESSAGE_RULE, refusal);
  else
    play_hole (self, (unsigned) hole);
}

/* Actions */

static void
explain_move (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorFreePlay *self = TUTOR_FREE_PLAY (widget);

  if (self->view > 0)
    tutor_explanation_card_explain (self->explanation,
                                    tutor_match_get_engine (self->match),
                                    self->game, self->view - 1);
}

static void
undo (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorFreePlay *self = TUTOR_FREE_PLAY (widget);

  if (!tutor_match_can_undo (self->match))
    return;
  tutor_free_play_reset_jobs (self);
  tutor_match_undo (self->match);
  clear_message (self);
  tutor_free_play_show_game (self);
}

static void
redo (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorFreePlay *self = TUTOR_FREE_PLAY (widget);

  if (!tutor_game_can_redo (self->game))
    return;
  tutor_free_play_reset_jobs (self);
  tutor_match_redo (self->match);
  clear_message (self);
  tutor_free_play_show_game (self);
}

static void
return_to_game (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorFreePlay *self = TUTOR_FREE_PLAY (widget);

  tutor_free_play_select_move (self, (int) n_played (self) - 1);
}

static void
dismiss_message (GtkWidget *widget, const char *action, GVariant *parameter)
{
  clear_message (TUTOR_FREE_PLAY (widget));
}

static void
copy_fen (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorFreePlay *self = TUTOR_FREE_PLAY (widget);
  g_autofree char *fen = toguz_position_to_fen (
    tutor_game_get_rules (self->game),
    tutor_game_get_position_at (self->game, self->view));

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), fen);
  tutor_free_play_toast (self, "%s", _("Position copied"));
}

static void
on_clipboard_text (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (TutorFreePlay) self = data;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (
                                                            source),
                                                          result, &error);

  if (is_cancelled (error))
    return;
  self->pasting = FALSE;
  if (text == NULL)
    {
      tutor_message_card_show (self->message, TUTOR_MESSAGE_ERROR,
                               _("The clipboard holds no text to read a "
                                 "position from."));
      return;
    }
  if (tutor_free_play_set_fen (self, g_strstrip (text), NULL))
    tutor_free_play_toast (self, "%s", _("Position set up"));
}

static void
paste_fen (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorFreePlay *self = TUTOR_FREE_PLAY (widget);

  self->pasting = TRUE;
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget),
                                 self->cancellable, on_clipboard_text,
                                 g_object_ref (self));
}

/* Files */

static void
on_file_chosen (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (TutorFreePlay) self = data;
  g_autoptr (GFile) file = tutor_file_dialog_choose_finish (result, NULL);

  g_clear_object (&self->chooser_cancellable);
  if (file && self->saving)
    tutor_free_play_save_file_async (self, file, NULL, NULL);
  else if (file)
    tutor_free_play_open_file_async (self, file, NULL, NULL);
}

/* One chooser at a time; it closes when the page leaves its window. */
static void
choose_file (TutorFreePlay *self, gboolean save)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (self->chooser_cancellable)
    return;
  self->chooser_cancellable = g_cancellable_new ();
  self->saving = save;
  tutor_file_dialog_choose_game_async (
    GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, save,
    self->chooser_cancellable, on_file_chosen, g_object_ref (self));
}

static void
choose_game (GtkWidget *widget, const char *action, GVariant *parameter)
{
  choose_file (TUTOR_FREE_PLAY (widget), g_str_equal (action, "play.save"));
}

/* The object */

/* The page's actions and their shortcuts.  Ctrl+O stays the
 * application's: it opens lesson files. */
static const struct
{
  const char *name;
  GtkWidgetActionActivateFunc activate;
  guint key;
  GdkModifierType modifiers;
} actions[] = {
  { "play.new-game", tutor_free_play_ask_new_game, GDK_KEY_n,
    GDK_CONTROL_MASK },
  { "play.play-again", tutor_free_play_play_again, 0, 0 },
  { "play.undo", undo, GDK_KEY_z, GDK_CONTROL_MASK },
  { "play.redo", redo, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK },
  { "play.explain", explain_move, GDK_KEY_e, GDK_CONTROL_MASK },
  { "play.return-to-game", return_to_game, 0, 0 },
  { "play.dismiss-message", dismiss_message, 0, 0 },
  { "play.copy-fen", copy_fen, GDK_KEY_c,
    GDK_CONTROL_MASK | GDK_SHIFT_MASK },
  { "play.paste-fen", paste_fen, GDK_KEY_v,
    GDK_CONTROL_MASK | GDK_SHIFT_MASK },
  { "play.save", choose_game, GDK_KEY_s, GDK_CONTROL_MASK },
  { "play.open", choose_game, 0, 0 },
};

static void
tutor_free_play_get_property (GObject *object, guint prop_id, GValue *value,
                              GParamSpec *pspec)
{
  TutorFreePlay *self = TUTOR_FREE_PLAY (object);
  g_autofree char *game = tutor_game_dup_title (self->game);

  if (prop_id < TUTOR_PAGE_N_PROPS)
    tutor_page_get_property (prop_id, value, _("Free Play"), game,
                             tutor_free_play_get_busy (self),
                             tutor_free_play_get_modified (self));
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
tutor_free_play_unroot (GtkWidget *widget)
{
  TutorFreePlay *self = TUTOR_FREE_PLAY (widget);

  /* A chooser over a window the page has left would answer nobody. */
  if (self->chooser_cancellable)
    g_cancellable_cancel (self->chooser_cancellable);
  GTK_WIDGET_CLASS (tutor_free_play_parent_class)->unroot (widget);
}

static void
tutor_free_play_dispose (GObject *object)
{
  TutorFreePlay *self = TUTOR_FREE_PLAY (object);

  /* Jobs still running find the page gone by their cancelled error. */
  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_cancellable_cancel (self->end_cancellable);
  G_OBJECT_CLASS (tutor_free_play_parent_class)->dispose (object);
}

static void
tutor_free_play_finalize (GObject *object)
{
  TutorFreePlay *self = TUTOR_FREE_PLAY (object);

  g_signal_handlers_disconnect_by_data (self->game, self);
  g_object_unref (self->match);
  g_object_unref (self->game);
  g_object_unref (self->end_cancellable);
  g_clear_object (&self->chooser_cancellable);
  g_clear_object (&self->record_file);
  G_OBJECT_CLASS (tutor_free_play_parent_class)->finalize (object);
}

static void
tutor_free_play_class_init (TutorFreePlayClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tutor_free_play_get_property;
  object_class->dispose = tutor_free_play_dispose;
  object_class->finalize = tutor_free_play_finalize;
  widget_class->unroot = tutor_free_play_unroot;

  tutor_page_install_properties (object_class, props);

  g_type_ensure (TUTOR_TYPE_BOARD);
  g_type_ensure (TUTOR_TYPE_FOLD_BOX);
  g_type_ensure (TUTOR_TYPE_EXPLANATION_CARD);
  g_type_ensure (TUTOR_TYPE_MESSAGE_CARD);
  g_type_ensure (TUTOR_TYPE_MOVE_LIST);
  g_type_ensure (TUTOR_TYPE_NEW_GAME_POPOVER);
  g_type_ensure (TUTOR_TYPE_PLAY_STATUS);
  g_type_ensure (TUTOR_TYPE_RECORD_BROWSER);
  gtk_widget_class_set_template_from_resource (
    widget_class, "/org/toguztutor/Tutor/play/tutor-free-play.ui");
#define BIND_CHILD(name)                                                      \
  gtk_widget_class_bind_template_child (widget_class, TutorFreePlay, name)
  BIND_CHILD (toasts);
  BIND_CHILD (status);
  BIND_CHILD (board);
  BIND_CHILD (message);
  BIND_CHILD (explanation);
  BIND_CHILD (move_list);
  BIND_CHILD (new_game_popover);
  BIND_CHILD (new_game_button);
  BIND_CHILD (game_menu_button);
  BIND_CHILD (side_column);
  BIND_CHILD (record_revealer);
  BIND_CHILD (record_browser);
#undef BIND_CHILD
  gtk_widget_class_bind_template_callback (widget_class, on_hole_activated);
  gtk_widget_class_bind_template_callback (widget_class,
                                           on_animation_finished);
  gtk_widget_class_bind_template_callback (widget_class,
                                           tutor_free_play_select_move);

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      gtk_widget_class_install_action (widget_class, actions[i].name, NULL,
                                       actions[i].activate);
      if (actions[i].key)
        gtk_widget_class_add_binding_action (widget_class, actions[i].key,
                                             actions[i].modifiers,
                                             actions[i].name, NULL);
    }
}

static void
tutor_free_play_init (TutorFreePlay *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  tutor_popover_tooltip_quiet (self->new_game_button);
  tutor_popover_tooltip_quiet (self->game_menu_button);
  self->game = tutor_game_new ();
  g_signal_connect_swapped (self->game, "notify::modified",
                            G_CALLBACK (on_game_notify), self);
  g_signal_connect_swapped (self->game, "notify::title",
                            G_CALLBACK (on_game_notify), self);
  tutor_move_list_set_game (self->move_list, self->game);
  tutor_free_play_init_records (self);
  self->cancellable = g_cancellable_new ();
  self->end_cancellable = g_cancellable_new ();
  g_signal_connect_swapped (self->explanation, "notify::busy",
                            G_CALLBACK (notify_state), self);
  self->match = tutor_match_new (self->game);
  tutor_new_game_popover_set_choice (
    self->new_game_popover, tutor_match_get_opponent (self->match),
    tutor_match_get_human (self->match), toguz_ruleset_default ()->name);

  replace_game (self, toguz_ruleset_default (), NULL);
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

  if (!tutor_match_set_engine (self->match, engine))
    return;
  /* Jobs on the old engine are dropped; the engine's turn starts again. */
  tutor_free_play_reset_jobs (self);
  show_view (self);
  tutor_free_play_refresh (self);
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

  g_return_val_if_fail (TUTOR_IS_FREE_PLAY (self), FALSE);
  g_return_val_if_fail (opponent <= TUTOR_OPPONENT_STRONG, FALSE);

  if (variant == NULL)
    rules = *toguz_ruleset_default ();
  else if (!toguz_ruleset_from_name (variant, &rules, NULL))
    return FALSE;
  tutor_match_set_players (self->match, opponent, human);
  /* The popover offers the same game next time. */
  tutor_new_game_popover_set_choice (self->new_game_popover, opponent,
                                     tutor_match_get_human (self->match),
                                     rules.name);
  replace_game (self, &rules, NULL);
  return TRUE;
}

TutorOpponent
tutor_free_play_get_opponent (TutorFreePlay *self)
{
  g_return_val_if_fail (TUTOR_IS_FREE_PLAY (self), TUTOR_OPPONENT_HUMAN);
  return tutor_match_get_opponent (self->match);
}

TutorGame *
tutor_free_play_get_game (TutorFreePlay *self)
{
  g_return_val_if_fail (TUTOR_IS_FREE_PLAY (self), NULL);
  return self->game;
}

const ToguzRuleset *
tutor_free_play_get_rules (TutorFreePlay *self)
{
  g_return_val_if_fail (TUTOR_IS_FREE_PLAY (self), NULL);
  return tutor_game_get_rules (self->game);
}

const ToguzPosition *
tutor_free_play_get_position (TutorFreePlay *self)
{
  g_return_val_if_fail (TUTOR_IS_FREE_PLAY (self), NULL);
  return tutor_game_get_position (self->game);
}

gboolean
tutor_free_play_set_fen (TutorFreePlay *self, const char *fen,
                         GError **error)
{
  g_autoptr (GError) local_error = NULL;

  g_return_val_if_fail (TUTOR_IS_FREE_PLAY (self), FALSE);
  g_return_val_if_fail (fen != NULL, FALSE);

  if (tutor_game_reset_from_fen (self->game, fen, &local_error))
    {
      tutor_free_play_start_over (self);
      return TRUE;
    }
  tutor_message_card_show_error (self->message,
                                 _("This position cannot be set up: %s"),
                                 local_error->message);
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

char *
tutor_free_play_dup_record (TutorFreePlay *self)
{
  g_return_val_if_fail (TUTOR_IS_FREE_PLAY (self), NULL);
  return tutor_game_dup_record (self->game);
}

/* A record read: one game is taken whole, several are browsed for the
 * learner to pick one. */
static gboolean
open_records (TutorFreePlay *self, GAsyncResult *result, GFile *file,
              GError **error)
{
  g_autoptr (GPtrArray) records
    = tutor_game_read_file_finish (self->game, result, error);

  if (records == NULL)
    return FALSE;
  if (records->len > 1)
    return tutor_free_play_browse_records (self, records, file, error);
  if (!tutor_game_load_record_game (self->game,
                                    g_ptr_array_index (records, 0),
                                    G_MAXUINT, file, error))
    return FALSE;
  tutor_free_play_start_over (self);
  return TRUE;
}

/* A file read or written: the page is busy until it says how it went
 * (nothing when cancelled: the page may be gone). */
static void
on_file_done (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GTask) task = data;
  TutorFreePlay *self = g_task_get_source_object (task);
  gboolean opened
    = g_task_get_source_tag (task) == tutor_free_play_open_file_async;
  GError *error = NULL;
  g_autofree char *name = NULL;

  self->file_jobs--;
  notify_state (self);
  if (opened ? !open_records (self, result, g_task_get_task_data (task),
                              &error)
             : !tutor_game_save_file_finish (self->game, result, &error))
    {
      if (!is_cancelled (error))
        tutor_message_card_show_error (
          self->message,
          opened ? _("The game cannot be opened: %s")
                 : _("The game cannot be saved: %s"),
          error->message);
      g_task_return_error (task, error);
      return;
    }
  /* A game picked from the record says it is opened then. */
  if (!(opened && self->browsing))
    {
      name = g_file_get_basename (tutor_game_get_file (self->game));
      tutor_free_play_toast (self,
                             opened ? _("Opened “%s”") : _("Saved “%s”"),
                             name);
    }
  g_task_return_boolean (task, TRUE);
}

static GTask *
file_task_new (TutorFreePlay *self, gpointer source_tag,
               GAsyncReadyCallback callback, gpointer user_data)
{
  GTask *task = g_task_new (self, NULL, callback, user_data);

  g_task_set_source_tag (task, source_tag);
  self->file_jobs++;
  notify_state (self);
  return task;
}

void
tutor_free_play_open_file_async (TutorFreePlay *self, GFile *file,
                                 GAsyncReadyCallback callback,
                                 gpointer user_data)
{
  GTask *task;

  g_return_if_fail (TUTOR_IS_FREE_PLAY (self));
  g_return_if_fail (G_IS_FILE (file));

  task = file_task_new (self, tutor_free_play_open_file_async, callback,
                        user_data);
  /* Kept for the game picked from a record of several. */
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  tutor_game_read_file_async (self->game, file, self->cancellable,
                              on_file_done, task);
}

void
tutor_free_play_save_file_async (TutorFreePlay *self, GFile *file,
                                 GAsyncReadyCallback callback,
                                 gpointer user_data)
{
  g_return_if_fail (TUTOR_IS_FREE_PLAY (self));
  g_return_if_fail (G_IS_FILE (file));

  tutor_game_save_file_async (
    self->game, file, self->end_cancellable, on_file_done,
    file_task_new (self, tutor_free_play_save_file_async, callback,
                   user_data));
}

gboolean
tutor_free_play_open_file_finish (TutorFreePlay *self, GAsyncResult *result,
                                  GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

gboolean
tutor_free_play_save_file_finish (TutorFreePlay *self, GAsyncResult *result,
                                  GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

GListModel *
tutor_free_play_get_moves (TutorFreePlay *self)
{
  g_return_val_if_fail (TUTOR_IS_FREE_PLAY (self), NULL);
  return G_LIST_MODEL (self->game);
}

void
tutor_free_play_select_move (TutorFreePlay *self, int ply)
{
  g_return_if_fail (TUTOR_IS_FREE_PLAY (self));

  if (ply < -1 || ply >= (int) n_played (self))
    {
      sync_move_list (self);
      return;
    }
  /* A sowing still running ends first: its end is the game now. */
  if (self->animating)
    tutor_board_skip_animation (self->board);
  /* A rule about the game's end said nothing about the move browsed. */
  clear_message (self);
  self->view = (guint) (ply + 1);
  sync_move_list (self);
  show_view (self);
  tutor_free_play_refresh (self);
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
  return tutor_play_status_get_result_text (self->status);
}

const char *
tutor_free_play_get_explanation (TutorFreePlay *self)
{
  g_return_val_if_fail (TUTOR_IS_FREE_PLAY (self), NULL);
  return tutor_explanation_card_get_text (self->explanation);
}

const char *
tutor_free_play_get_message (TutorFreePlay *self)
{
  g_return_val_if_fail (TUTOR_IS_FREE_PLAY (self), NULL);
  return tutor_message_card_get_text (self->message);
}

char *
tutor_free_play_dup_title (TutorFreePlay *self)
{
  g_return_val_if_fail (TUTOR_IS_FREE_PLAY (self), NULL);
  return tutor_game_dup_title (self->game);
}

gboolean
tutor_free_play_get_busy (TutorFreePlay *self)
{
  g_return_val_if_fail (TUTOR_IS_FREE_PLAY (self), FALSE);
  return self->thinking || tutor_explanation_card_get_busy (self->explanation)
         || self->file_jobs > 0;
}

gboolean
tutor_free_play_get_modified (TutorFreePlay *self)
{
  g_return_val_if_fail (TUTOR_IS_FREE_PLAY (self), FALSE);
  return tutor_game_get_modified (self->game);
}

gboolean
tutor_free_play_is_idle (TutorFreePlay *self)
{
  g_return_val_if_fail (TUTOR_IS_FREE_PLAY (self), TRUE);
  return !self->animating && !tutor_free_play_get_busy (self)
         && !self->pasting && self->file_jobs == 0
         && !tutor_board_get_animating (self->board);
}
