/* tutor-free-play-private.h: what the free play page's files share
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The page (tutor-free-play.c) and the record of several games it lets
 * the learner pick a game from (tutor-free-play-records.c).
 */
#pragma once

#include "tutor-explanation-card.h"
#include "tutor-free-play.h"
#include "tutor-match.h"
#include "tutor-message-card.h"
#include "tutor-move-list.h"
#include "tutor-new-game-popover.h"
#include "tutor-play-status.h"
#include "tutor-record-browser.h"

G_BEGIN_DECLS

struct _TutorFreePlay
{
  AdwBin parent_instance;

  AdwToastOverlay *toasts;
  TutorPlayStatus *status;
  TutorBoard *board;
  TutorMessageCard *message;
  TutorExplanationCard *explanation;
  TutorMoveList *move_list;
  TutorNewGamePopover *new_game_popover;
  GtkWidget *new_game_button;
  GtkWidget *game_menu_button;
  GtkWidget *side_column;
  GtkRevealer *record_revealer;
  TutorRecordBrowser *record_browser;

  /* The engine jobs, the clipboard and a file being opened: whatever a
   * new game makes pointless. */
  GCancellable *cancellable;
  /* Files being saved: only the page's end stops them. */
  GCancellable *end_cancellable;
  /* A file chooser open, which holds the page until it answers. */
  GCancellable *chooser_cancellable;
  gboolean saving;            /* what the chooser open is for */

  TutorGame *game;
  TutorMatch *match;
  guint view;

  gboolean animating;
  gboolean thinking;
  gboolean pasting;
  guint file_jobs;
  /* A record of several games is browsed: the board shows its position,
   * the game waits as it was. */
  gboolean browsing;
  GFile *record_file;

  /* What the properties said when they were last notified. */
  gboolean busy;
};

/* tutor-free-play.c */
void tutor_free_play_toast (TutorFreePlay *self, const char *format, ...)
  G_GNUC_PRINTF (2, 3);
void tutor_free_play_refresh (TutorFreePlay *self);
void tutor_free_play_reset_jobs (TutorFreePlay *self);
void tutor_free_play_show_game (TutorFreePlay *self);
void tutor_free_play_start_over (TutorFreePlay *self);

/* tutor-free-play-new-game.c: the actions play.new-game, which asks
 * before a game under way is lost, and play.play-again. */
void tutor_free_play_ask_new_game (GtkWidget *widget, const char *action,
                                   GVariant *parameter);
void tutor_free_play_play_again (GtkWidget *widget, const char *action,
                                 GVariant *parameter);

/* tutor-free-play-records.c */
void tutor_free_play_init_records (TutorFreePlay *self);
/* Shows the games of `records`, read from `file`, to pick one from. */
gboolean tutor_free_play_browse_records (TutorFreePlay *self,
                                         GPtrArray *records, GFile *file,
                                         GError **error);
/* Hides the record (the game is shown again by the caller). */
void tutor_free_play_end_browsing (TutorFreePlay *self);
/* Draws the record's position on the board. */
void tutor_free_play_show_record_ply (TutorFreePlay *self);

G_END_DECLS
