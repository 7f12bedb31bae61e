/* toguz-mistake-set.h: a learner's mistakes, as puzzles to solve again
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * "Learn from your mistakes": each move of one side that a game analysis
 * calls a mistake or a blunder becomes a puzzle of a personal exercise
 * set, on the board before it: find a better move.  The task is the
 * engine's best move with every move as good accepted; the judge that
 * serves it (toguz-task-judge.h) must agree that the move played was not
 * one of them, else the puzzle is not added.  The source says the game,
 * the move number, the move played and the stones it lost, so that the
 * tutor says "In the game, White played 76 and lost 5 stones." in the
 * learner's language.
 */
#pragma once

#include "toguz-game-analysis.h"
#include "toguz-set-draft.h"

G_BEGIN_DECLS

/* The id of the personal set, whatever the language of its title. */
#define TOGUZ_MISTAKE_SET_ID "your-mistakes"

/* A draft of the personal set, with its title and summary, and no
 * puzzle yet. */
ToguzSetDraft *toguz_mistake_set_new (void);

/* Whether a draft read from a file is the personal set (its id). */
gboolean toguz_mistake_set_is_personal (ToguzSetDraft *draft);

/* Adds the puzzles of `side`'s mistakes and blunders among the plies the
 * analysis has done; a ply already in the set (the same game and move)
 * is not added twice.  `search` is the judge's.  Returns how many were
 * added; *judged_away (may be NULL) gets how many the judge refused
 * (the move played was as good as the best at its depth, or it could
 * not decide). */
guint toguz_mistake_set_add (ToguzSetDraft *draft,
                             ToguzGameAnalysis *analysis, ToguzSide side,
                             ToguzSearch *search, guint *judged_away);

G_END_DECLS
