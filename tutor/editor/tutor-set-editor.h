/* tutor-set-editor.h: a teacher's exercise set, written without XML
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A list of puzzles; for each, a board set up hole by hole (or from a
 * FEN, free play or a game record), a goal the engine checks while the
 * teacher writes, and the texts in several languages.  Every rule and
 * every check is the core's: the set is a ToguzSetDraft, and the page
 * only shows and asks.  Files are read and written off the main thread
 * only: while that runs the page is busy, and it shows what went wrong.
 */
#pragma once

#include <adwaita.h>

#include "toguz-lesson.h"
#include "tutor-board.h"
#include "tutor-engine.h"

G_BEGIN_DECLS

#define TUTOR_TYPE_SET_EDITOR (tutor_set_editor_get_type ())
G_DECLARE_FINAL_TYPE (TutorSetEditor, tutor_set_editor, TUTOR, SET_EDITOR,
                      AdwBin)

GtkWidget *tutor_set_editor_new (void);

/* The engine that checks the goals (one is made when none is set). */
void tutor_set_editor_set_engine (TutorSetEditor *self, TutorEngine *engine);
TutorBoard *tutor_set_editor_get_board (TutorSetEditor *self);

/* A new set with one puzzle on the start position; unsaved changes are
 * dropped (the New button asks first, this does not). */
void tutor_set_editor_new_set (TutorSetEditor *self);
/* Reads an exercise set through the secure loader.  Does not ask about
 * unsaved changes (the Open button does). */
void tutor_set_editor_open_file_async (TutorSetEditor *self, GFile *file,
                                       GCancellable *cancellable,
                                       GAsyncReadyCallback callback,
                                       gpointer data);
gboolean tutor_set_editor_open_file_finish (TutorSetEditor *self,
                                            GAsyncResult *result,
                                            GError **error);
/* Writes the set atomically, after the loader and the engine have checked
 * it as `toguz lesson check` does; refuses a set with a problem. */
void tutor_set_editor_save_file_async (TutorSetEditor *self, GFile *file,
                                       GCancellable *cancellable,
                                       GAsyncReadyCallback callback,
                                       gpointer data);
gboolean tutor_set_editor_save_file_finish (TutorSetEditor *self,
                                            GAsyncResult *result,
                                            GError **error);
/* The file the set was read from or saved to, or NULL. */
GFile *tutor_set_editor_get_file (TutorSetEditor *self);
/* The "modified" property: unsaved changes. */
gboolean tutor_set_editor_get_modified (TutorSetEditor *self);
/* The "busy" property: the engine checks, or a file is read or
 * written. */
gboolean tutor_set_editor_get_busy (TutorSetEditor *self);
/* The "title" property: "Week 1", with "• " before it while there are
 * unsaved changes; and the "subtitle": the file's name (or that it is not
 * saved yet).  Both notify. */
const char *tutor_set_editor_get_title (TutorSetEditor *self);
const char *tutor_set_editor_get_subtitle (TutorSetEditor *self);

/* Asks whether to save unsaved changes (an AdwMessageDialog), then calls
 * `then` unless the teacher cancels or the saving fails; at once when
 * nothing is unsaved. */
void tutor_set_editor_confirm_discard (TutorSetEditor *self,
                                       GCallback then, gpointer data);

/* The set as a model, as it would be written (a new reference). */
ToguzLesson *tutor_set_editor_get_lesson (TutorSetEditor *self);

/* The set's words; lang NULL for the source language. */
void tutor_set_editor_set_set_title (TutorSetEditor *self, const char *lang,
                                     const char *title);
void tutor_set_editor_set_set_id (TutorSetEditor *self, const char *id);
const char *tutor_set_editor_get_set_id (TutorSetEditor *self);

/* The puzzles */
guint tutor_set_editor_get_n_puzzles (TutorSetEditor *self);
void tutor_set_editor_select_puzzle (TutorSetEditor *self, guint index);
guint tutor_set_editor_get_selected_puzzle (TutorSetEditor *self);
void tutor_set_editor_add_puzzle (TutorSetEditor *self);
void tutor_set_editor_duplicate_puzzle (TutorSetEditor *self);
void tutor_set_editor_delete_puzzle (TutorSetEditor *self);
/* Moves the selected puzzle one place up (-1) or down (+1). */
void tutor_set_editor_move_puzzle (TutorSetEditor *self, int delta);

/* The board of the selected puzzle, as set up.  Holes are 0-based in the
 * numbering of the side whose row they are in. */
void tutor_set_editor_set_hole_stones (TutorSetEditor *self, ToguzSide side,
                                       guint hole, guint stones);
void tutor_set_editor_set_kazan (TutorSetEditor *self, ToguzSide side,
                                 guint stones);
/* Makes hole of side's row the other side's tuzdik (its stones go to the
 * owner's kazan) or an ordinary hole again. */
void tutor_set_editor_set_tuzdik (TutorSetEditor *self, ToguzSide side,
                                  guint hole, gboolean tuzdik);
void tutor_set_editor_set_side_to_move (TutorSetEditor *self,
                                        ToguzSide side);
/* Changes the puzzle's variant; a board of another size starts again
 * from that variant's start. */
gboolean tutor_set_editor_set_variant (TutorSetEditor *self,
                                       const char *variant, GError **error);
/* The hole chosen on the board (as a click does), or -1 for none. */
void tutor_set_editor_select_hole (TutorSetEditor *self, ToguzSide side,
                                   guint hole);
int tutor_set_editor_get_selected_ring (TutorSetEditor *self);

/* Other sources of a position.  A FEN of the puzzle's variant; the core's
 * message on failure, shown on the page as well. */
gboolean tutor_set_editor_set_fen (TutorSetEditor *self, const char *fen,
                                   GError **error);
/* What "From Free Play" does with the free play page's game. */
void tutor_set_editor_set_position (TutorSetEditor *self,
                                    const ToguzRuleset *rules,
                                    const ToguzPosition *pos);
/* A game record: read off the main thread, its first game replayed and
 * shown at its start, to be stepped through and a position picked. */
void tutor_set_editor_open_record_async (TutorSetEditor *self, GFile *file,
                                         GCancellable *cancellable,
                                         GAsyncReadyCallback callback,
                                         gpointer data);
gboolean tutor_set_editor_open_record_finish (TutorSetEditor *self,
                                              GAsyncResult *result,
                                              GError **error);
guint tutor_set_editor_get_record_n_games (TutorSetEditor *self);
gboolean tutor_set_editor_select_record_game (TutorSetEditor *self,
                                              guint index, GError **error);
guint tutor_set_editor_get_record_n_plies (TutorSetEditor *self);
/* Shows the position after `ply` plies of the game on the board. */
void tutor_set_editor_show_record_ply (TutorSetEditor *self, guint ply);
/* Takes the position shown for the puzzle, with the game, move and side
 * as its source, and leaves the record. */
void tutor_set_editor_use_record_position (TutorSetEditor *self);

/* The FEN of the puzzle's board as set up (valid or not). */
char *tutor_set_editor_dup_fen (TutorSetEditor *self);
/* The core's words for the rule the board breaks, or NULL when it is a
 * position a puzzle can start from. */
const char *tutor_set_editor_get_position_problem (TutorSetEditor *self);

/* The task of the selected puzzle. */
void tutor_set_editor_set_goal (TutorSetEditor *self, const ToguzGoal *goal);
/* The yes/no question "may the 3 that `move` (0-based) makes become a
 * tuzdik?", answered by the rules core on the check card. */
void tutor_set_editor_set_tuzdik_question (TutorSetEditor *self,
                                           guint move);
void tutor_set_editor_set_accept_any (TutorSetEditor *self,
                                      gboolean accept_any);
void tutor_set_editor_set_difficulty (TutorSetEditor *self, int difficulty);
void tutor_set_editor_set_theme (TutorSetEditor *self, const char *theme,
                                 gboolean on);
void tutor_set_editor_set_puzzle_id (TutorSetEditor *self, const char *id);

/* The language the text fields edit: NULL for the source (English),
 * else "kk", "ky", "ru", "es", "tl", "bn" or "pa". */
void tutor_set_editor_set_language (TutorSetEditor *self, const char *lang);
const char *tutor_set_editor_get_language (TutorSetEditor *self);
/* The texts of the selected puzzle in the language edited; "" removes. */
void tutor_set_editor_set_prompt (TutorSetEditor *self, const char *text);
void tutor_set_editor_set_intro (TutorSetEditor *self, const char *text);
void tutor_set_editor_set_success (TutorSetEditor *self, const char *text);
/* Hints, up to four: add returns the new hint's index, or -1. */
int tutor_set_editor_add_hint (TutorSetEditor *self);
void tutor_set_editor_set_hint (TutorSetEditor *self, guint index,
                                const char *text);
void tutor_set_editor_remove_hint (TutorSetEditor *self, guint index);
guint tutor_set_editor_get_n_hints (TutorSetEditor *self);
/* A comment for a wrong first move from `hole` (0-based), in the language
 * edited; "" in the source language removes it. */
void tutor_set_editor_set_wrong_comment (TutorSetEditor *self, guint hole,
                                         const char *text);

/* The engine's check of the selected puzzle, in words: whether the goal
 * can be achieved, by how many first moves, and the solution line. */
const char *tutor_set_editor_get_check_text (TutorSetEditor *self);
/* The engine's answer, or NULL while there is none for the board and goal
 * shown (checking, or an impossible position). */
const ToguzGoalAnswer *tutor_set_editor_get_check_answer (TutorSetEditor *self);
/* Nothing pending: no engine check waiting or running, no file read or
 * written. */
gboolean tutor_set_editor_is_idle (TutorSetEditor *self);

G_END_DECLS
