/* tutor-record-browser.h: picking a position from a game record
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A card with the record's games, a scale over the plies of the game
 * chosen and the move that led to the position shown.  The page that
 * holds it draws the position on its board when the ply changes, and
 * takes it when "position-chosen" is emitted.
 */
#pragma once

#include <gtk/gtk.h>

#include "toguz-position.h"
#include "toguz-record.h"

G_BEGIN_DECLS

#define TUTOR_TYPE_RECORD_BROWSER (tutor_record_browser_get_type ())
G_DECLARE_FINAL_TYPE (TutorRecordBrowser, tutor_record_browser, TUTOR,
                      RECORD_BROWSER, GtkBox)

GtkWidget *tutor_record_browser_new (void);

/* Reads a record off the main thread and shows its first game at its
 * start, replayed by `rules` (those of a variant the record does not
 * name).  On failure the games shown before stay. */
void tutor_record_browser_load_async (TutorRecordBrowser *self, GFile *file,
                                      const ToguzRuleset *rules,
                                      GCancellable *cancellable,
                                      GAsyncReadyCallback callback,
                                      gpointer data);
gboolean tutor_record_browser_load_finish (TutorRecordBrowser *self,
                                           GAsyncResult *result,
                                           GError **error);

/* The same with records read already (ToguzRecord*, at least one; a
 * reference is kept). */
gboolean tutor_record_browser_set_records (TutorRecordBrowser *self,
                                           GPtrArray *records,
                                           const ToguzRuleset *rules,
                                           GError **error);

guint tutor_record_browser_get_n_games (TutorRecordBrowser *self);
/* Replays game `index` and shows its start. */
gboolean tutor_record_browser_select_game (TutorRecordBrowser *self,
                                           guint index, GError **error);
/* The game shown: its index and its record. */
guint tutor_record_browser_get_game (TutorRecordBrowser *self);
const ToguzRecord *tutor_record_browser_get_record (
  TutorRecordBrowser *self);
/* "White – Black, Event, Date" of the game shown. */
char *tutor_record_browser_dup_game_name (TutorRecordBrowser *self);

guint tutor_record_browser_get_n_plies (TutorRecordBrowser *self);
guint tutor_record_browser_get_ply (TutorRecordBrowser *self);
void tutor_record_browser_set_ply (TutorRecordBrowser *self, guint ply);
/* One ply forward (+1) or back (-1). */
void tutor_record_browser_step (TutorRecordBrowser *self, int delta);
/* The position shown, and the rules it is played by. */
const ToguzPosition *tutor_record_browser_get_position (
  TutorRecordBrowser *self);
const ToguzRuleset *tutor_record_browser_get_rules (TutorRecordBrowser *self);

G_END_DECLS
