/* tutor-review-page.h: Review a Game, move by move
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A record's game on the board with its moves, each marked by the
 * engine's class as the analysis reaches it (tutor-game-review.h), what
 * was better and why, the evaluation graph, a summary per side, and the
 * mistakes of a side saved as puzzles of the learner's own set.  A page
 * of the window (tutor-page.h): "busy" while the analysis runs.
 */
#pragma once

#include <adwaita.h>

#include "tutor-game-review.h"

G_BEGIN_DECLS

#define TUTOR_TYPE_REVIEW_PAGE (tutor_review_page_get_type ())
G_DECLARE_FINAL_TYPE (TutorReviewPage, tutor_review_page, TUTOR,
                      REVIEW_PAGE, AdwBin)

GtkWidget *tutor_review_page_new (void);

/* Where the learner's mistakes are saved as puzzles (toguz-mistake-set.h).
 * "mistakes-saved" (guint added) says when puzzles were added there. */
void tutor_review_page_set_mistakes_file (TutorReviewPage *self,
                                          GFile *file);

/* Shows the choice of a game to review: a file, free play's, pasted. */
void tutor_review_page_choose (TutorReviewPage *self);
/* Reviews game `index` of `records` (ToguzRecord*, a reference is kept):
 * its analysis starts at once.  FALSE with the core's message when the
 * game does not replay; the review shown before stays. */
gboolean tutor_review_page_review_records (TutorReviewPage *self,
                                          GPtrArray *records, guint index,
                                          GError **error);
/* The same from a record's text (a file's, free play's, pasted). */
gboolean tutor_review_page_review_text (TutorReviewPage *self,
                                       const char *text, const char *name,
                                       GError **error);
/* Reads a record file off the main thread and reviews its first game; a
 * problem is shown on the page. */
void tutor_review_page_open_file (TutorReviewPage *self, GFile *file);

/* The ply shown (-1: the start) and the review under way, or NULL. */
void tutor_review_page_select_ply (TutorReviewPage *self, int ply);
int tutor_review_page_get_ply (TutorReviewPage *self);
TutorGameReview *tutor_review_page_get_review (TutorReviewPage *self);

G_END_DECLS
