/* tutor-game-review.h: one game analysed in the background, for review
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The core's game analysis (toguz-game-analysis.h) run a ply at a time in
 * a worker thread, so that the page shows each move's verdict as it comes
 * and a Cancel stops it within a search.  The analysis is only read on
 * the main thread between two plies: nothing else touches it meanwhile.
 * GLib and GIO only: tested without a display.
 */
#pragma once

#include <gio/gio.h>

#include "toguz-game-analysis.h"

G_BEGIN_DECLS

#define TUTOR_TYPE_GAME_REVIEW (tutor_game_review_get_type ())
G_DECLARE_FINAL_TYPE (TutorGameReview, tutor_game_review, TUTOR, GAME_REVIEW,
                      GObject)

/* Replays `record` (under its Variant tag, else `rules`) for analysis at
 * `limits` (NULL: the analysis's default); the core's "FILE:LINE:
 * message" when it does not replay. */
TutorGameReview *tutor_game_review_new (const ToguzRecord *record,
                                        const ToguzRuleset *rules,
                                        const ToguzSearchLimits *limits,
                                        GError **error);

ToguzGameAnalysis *tutor_game_review_get_analysis (TutorGameReview *self);

/* Analyses the plies not done yet, one after another; "ply-analysed"
 * (guint ply) after each, then "finished" (gboolean complete).  Nothing
 * when it runs already, all is done, or mistakes are being saved. */
void tutor_game_review_start (TutorGameReview *self);
/* Stops after the search under way, which stops at once; the ply it was
 * on stays undone, and start () goes on from it. */
void tutor_game_review_cancel (TutorGameReview *self);

/* "running" (boolean) and "n-done" (guint) notify. */
gboolean tutor_game_review_get_running (TutorGameReview *self);
guint tutor_game_review_get_n_done (TutorGameReview *self);
guint tutor_game_review_get_n_plies (TutorGameReview *self);
/* How far it has got, 0 to 1. */
double tutor_game_review_get_fraction (TutorGameReview *self);

/* Adds `side`'s mistakes of the plies done to the personal puzzle set in
 * `file` (toguz-mistake-set.h), made if missing, written atomically, in
 * a thread; refused while the analysis runs.  A file that cannot be read
 * as the set is renamed aside (FILE.broken-DATE) and a new set begun, and
 * *kept_aside says where it went.  Returns the puzzles added. */
void tutor_game_review_save_mistakes_async (TutorGameReview *self,
                                            ToguzSide side, GFile *file,
                                            GCancellable *cancellable,
                                            GAsyncReadyCallback callback,
                                            gpointer user_data);
gboolean tutor_game_review_save_mistakes_finish (TutorGameReview *self,
                                                 GAsyncResult *result,
                                                 guint *added,
                                                 char **kept_aside,
                                                 GError **error);

G_END_DECLS
