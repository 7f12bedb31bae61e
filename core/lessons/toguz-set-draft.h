/* toguz-set-draft.h: an exercise set while a teacher writes it
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The set as it is edited: its titles, id and variant, and its puzzles,
 * each a ToguzStep (texts per language, goal, hints, comments on wrong
 * moves, themes, difficulty, source) with the board as set up hole by
 * hole, which may break any rule.  Only a board the core accepts reaches
 * the step.  Built as a ToguzLesson, it is what the core's writer writes;
 * saving checks it as `toguz lesson check` does and reads it back.  GLib
 * and GIO only: no display needed.
 */
#pragma once

#include <gio/gio.h>

#include "toguz-lesson.h"
#include "toguz-setup.h"
#include "toguz-tuzdik-question.h"

G_BEGIN_DECLS

#define TOGUZ_SET_DRAFT_MAX_HINTS 4

/* The texts a puzzle has one of, in each language. */
typedef enum
{
  TOGUZ_DRAFT_INTRO,   /* the step's first text, shown before the task */
  TOGUZ_DRAFT_PROMPT,  /* the task's words; without one the goal's */
  TOGUZ_DRAFT_SUCCESS, /* shown when the task is done */
} ToguzDraftText;

#define TOGUZ_TYPE_SET_DRAFT (toguz_set_draft_get_type ())
G_DECLARE_FINAL_TYPE (ToguzSetDraft, toguz_set_draft, TOGUZ, SET_DRAFT,
                      GObject)

/* A new set: one puzzle on the default variant's start. */
ToguzSetDraft *toguz_set_draft_new (void);
/* Starts again as a new set; not modified. */
void toguz_set_draft_reset (ToguzSetDraft *self);

/* Reading: the secure loader; refuses a lesson that is not an exercise
 * set, and anything the loader finds wrong (all of it in the message).
 * The file's bytes are kept for saving (toguz-lesson-source.h). */
gboolean toguz_set_draft_load (ToguzSetDraft *self, GFile *file,
                               GError **error);
/* The same off the main thread; the draft is replaced when it finishes. */
void toguz_set_draft_load_async (ToguzSetDraft *self, GFile *file,
                                 GCancellable *cancellable,
                                 GAsyncReadyCallback callback,
                                 gpointer data);
gboolean toguz_set_draft_load_finish (ToguzSetDraft *self,
                                      GAsyncResult *result, GError **error);
/* Takes an exercise set's contents (the file is where it came from), and
 * the bytes of the file it was read from while that still holds it. */
void toguz_set_draft_set_lesson (ToguzSetDraft *self, ToguzLesson *lesson,
                                 GFile *file);

/* The set as a model, as it would be written (a new reference). */
ToguzLesson *toguz_set_draft_build_lesson (ToguzSetDraft *self);
/* Writing, atomically, after the loader and the checker have read the
 * text as `toguz lesson check` would and it reads back as the writer
 * writes the set; refuses a board that breaks a rule.  A set read from a
 * file keeps its bytes wherever the writer writes it the same: an
 * unchanged set is the same file, an edited one has only the edited
 * puzzles, titles, summaries or root tag rewritten.  Not modified after,
 * unless edited meanwhile. */
gboolean toguz_set_draft_save (ToguzSetDraft *self, GFile *file,
                               GError **error);
void toguz_set_draft_save_async (ToguzSetDraft *self, GFile *file,
                                 GCancellable *cancellable,
                                 GAsyncReadyCallback callback,
                                 gpointer data);
gboolean toguz_set_draft_save_finish (ToguzSetDraft *self,
                                      GAsyncResult *result, GError **error);
/* Whether every board keeps the rules; else why not, naming the puzzle. */
gboolean toguz_set_draft_check_positions (ToguzSetDraft *self,
                                          GError **error);

/* The file the set was read from or saved to, or NULL. */
GFile *toguz_set_draft_get_file (ToguzSetDraft *self);
/* Unsaved changes; notifies.  The count of edits grows with each. */
gboolean toguz_set_draft_get_modified (ToguzSetDraft *self);
guint toguz_set_draft_get_n_edits (ToguzSetDraft *self);
/* Marks an edit that the draft does not see (such as a set's variant). */
void toguz_set_draft_edited (ToguzSetDraft *self);

/* The set's words; lang NULL for the source language.  Texts are kept as
 * typed, and tidied (white space collapsed) in the lesson built. */
const ToguzLessonText *toguz_set_draft_get_title (ToguzSetDraft *self);
/* Whether the set has a title the writer takes (not only blanks). */
gboolean toguz_set_draft_has_title (ToguzSetDraft *self);
/* Returns whether the id changed with the title (it follows the title
 * until edited). */
gboolean toguz_set_draft_set_title (ToguzSetDraft *self, const char *lang,
                                    const char *title);
const ToguzLessonText *toguz_set_draft_get_summary (ToguzSetDraft *self);
void toguz_set_draft_set_summary (ToguzSetDraft *self, const char *lang,
                                  const char *summary);
const char *toguz_set_draft_get_id (ToguzSetDraft *self);
/* "" or NULL: the id follows the title again. */
void toguz_set_draft_set_id (ToguzSetDraft *self, const char *id);
/* The variant new puzzles get. */
const ToguzRuleset *toguz_set_draft_get_rules (ToguzSetDraft *self);
void toguz_set_draft_set_rules (ToguzSetDraft *self,
                                const ToguzRuleset *rules);

/* The puzzles */
guint toguz_set_draft_get_n_puzzles (ToguzSetDraft *self);
const ToguzStep *toguz_set_draft_get_step (ToguzSetDraft *self,
                                           guint index);
/* The task, for the solutions the engine states (not an edit). */
ToguzTask *toguz_set_draft_get_task (ToguzSetDraft *self, guint index);
const ToguzSetup *toguz_set_draft_get_setup (ToguzSetDraft *self,
                                             guint index);
/* The core's words for the rule the board breaks, or NULL. */
const char *toguz_set_draft_get_problem (ToguzSetDraft *self, guint index);
/* A new puzzle on the set's variant after `index`; returns its index. */
guint toguz_set_draft_add_puzzle (ToguzSetDraft *self, guint index);
/* A copy after the original, with an id of its own; returns its index. */
guint toguz_set_draft_duplicate_puzzle (ToguzSetDraft *self, guint index);
/* Keeps the last puzzle; the removed one can be restored. */
gboolean toguz_set_draft_remove_puzzle (ToguzSetDraft *self, guint index);
/* Puts the puzzle removed last back; returns its index, or -1. */
int toguz_set_draft_restore_puzzle (ToguzSetDraft *self);
/* Moves a puzzle `delta` places; returns its new index. */
guint toguz_set_draft_move_puzzle (ToguzSetDraft *self, guint index,
                                   int delta);

/* A puzzle's board.  Holes are 0-based in their side's numbering. */
void toguz_set_draft_set_stones (ToguzSetDraft *self, guint index,
                                 ToguzSide side, guint hole, guint stones);
void toguz_set_draft_set_kazan (ToguzSetDraft *self, guint index,
                                ToguzSide side, guint stones);
gboolean toguz_set_draft_set_tuzdik (ToguzSetDraft *self, guint index,
                                     ToguzSide side, guint hole,
                                     gboolean tuzdik);
gboolean toguz_set_draft_set_side_to_move (ToguzSetDraft *self, guint index,
                                           ToguzSide side);
/* Another variant; a board of another size starts again from that
 * variant's start (*resized says so). */
gboolean toguz_set_draft_set_variant (ToguzSetDraft *self, guint index,
                                      const char *variant, gboolean *resized,
                                      GError **error);
/* A position from elsewhere (free play, a record, a FEN); returns whether
 * the puzzle's rules changed. */
gboolean toguz_set_draft_set_position (ToguzSetDraft *self, guint index,
                                       const ToguzRuleset *rules,
                                       const ToguzPosition *pos);

/* A puzzle's task and words */
void toguz_set_draft_set_goal (ToguzSetDraft *self, guint index,
                               const ToguzGoal *goal);
/* Makes the task a yes/no question: may the 3 that `move` (0-based, of
 * the side to move) makes on the opponent's row become a tuzdik?  The
 * rules core answers; a move that makes no 3 there is kept, and its
 * status says why it cannot be asked (the save's check says it too). */
ToguzTuzdikQuestionStatus toguz_set_draft_set_tuzdik_question (
  ToguzSetDraft *self, guint index, guint move);
gboolean toguz_set_draft_set_accept_any (ToguzSetDraft *self, guint index,
                                         gboolean accept_any);
void toguz_set_draft_set_difficulty (ToguzSetDraft *self, guint index,
                                     int difficulty);
void toguz_set_draft_set_theme (ToguzSetDraft *self, guint index,
                                const char *theme, gboolean on);
/* Returns whether the id is valid and no other puzzle has it. */
gboolean toguz_set_draft_set_puzzle_id (ToguzSetDraft *self, guint index,
                                        const char *id);
void toguz_set_draft_set_source (ToguzSetDraft *self, guint index,
                                 const char *game, guint move,
                                 ToguzSide side);
/* What the player did in the game from the puzzle's board: the move
 * (0-based hole, -1 for none) and the stones it lost against the
 * solution (-1: not said). */
void toguz_set_draft_set_source_outcome (ToguzSetDraft *self, guint index,
                                         int played, int lost);
/* "" removes a text in that language; the text is kept as typed. */
void toguz_set_draft_set_text (ToguzSetDraft *self, guint index,
                               ToguzDraftText which, const char *lang,
                               const char *text);
/* Returns the new hint's index, or -1 when there are enough. */
int toguz_set_draft_add_hint (ToguzSetDraft *self, guint index);
void toguz_set_draft_set_hint (ToguzSetDraft *self, guint index, guint hint,
                               const char *lang, const char *text);
void toguz_set_draft_remove_hint (ToguzSetDraft *self, guint index,
                                  guint hint);
/* The comment on a wrong first move from `hole`: its index in the task's
 * wrongs, made empty when there was none. */
guint toguz_set_draft_add_wrong_move (ToguzSetDraft *self, guint index,
                                      guint hole);
void toguz_set_draft_set_wrong_text (ToguzSetDraft *self, guint index,
                                     guint wrong, const char *lang,
                                     const char *text);
void toguz_set_draft_remove_wrong (ToguzSetDraft *self, guint index,
                                   guint wrong);

G_END_DECLS
