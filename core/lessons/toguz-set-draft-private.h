/* toguz-set-draft-private.h: what the set draft's files share
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The draft is split by what the parts are for: the object, the set's
 * words and its list of puzzles (toguz-set-draft.c), the edits of one
 * puzzle's board, task and words (toguz-set-draft-puzzle.c), and reading
 * and writing the file (toguz-set-draft-io.c).  Not installed.
 */
#pragma once

#include "toguz-lesson-source.h"
#include "toguz-set-draft.h"

G_BEGIN_DECLS

typedef struct
{
  ToguzStep *step;  /* everything but the board: rules, id, texts, task */
  ToguzSetup setup; /* the board as set up, valid or not */
  char *problem;    /* the core's words for the rule it breaks, or NULL */
  int from_file;    /* the source's step it was, or -1 for a new one */
} Puzzle;

struct _ToguzSetDraft
{
  GObject parent_instance;

  ToguzLessonText *title;
  ToguzLessonText *summary;
  char *id;
  gboolean id_from_title; /* the id follows the title until edited */
  ToguzRuleset rules;     /* for new puzzles */
  unsigned order;         /* the file's, kept as it was */
  GPtrArray *puzzles;     /* Puzzle* */
  GFile *file;
  /* The file as read or last saved, for saving what was not edited as
   * it was; NULL for a new set. */
  ToguzLessonSource *source;
  gboolean modified;
  guint edits;            /* grows with every edit */

  Puzzle *removed;        /* for an undo */
  guint removed_index;
};

/* A tuzdik question's hole and answer, from the rules core on the
 * puzzle's board; both cleared when the move cannot be asked about. */
ToguzTuzdikQuestionStatus toguz_set_draft_answer_tuzdik_question (
  Puzzle *puzzle);

/* A puzzle that is not there is the caller's mistake. */
Puzzle *toguz_set_draft_nth_puzzle (ToguzSetDraft *self, guint index);
/* After an edit of a puzzle's board: judged again, its solutions gone. */
void toguz_set_draft_position_changed (ToguzSetDraft *self, Puzzle *puzzle);
/* Takes the set read from `file`, and its bytes when `source` has them. */
void toguz_set_draft_set_read (ToguzSetDraft *self, ToguzLesson *lesson,
                               ToguzLessonSource *source, GFile *file);
/* Each puzzle's step in the source, or -1 (n_puzzles of them). */
int *toguz_set_draft_dup_origins (ToguzSetDraft *self);
/* Saved to `file` as of `edits`: not modified, unless edited since; then
 * `saved`, the text written, is the source. */
void toguz_set_draft_mark_saved (ToguzSetDraft *self, GFile *file,
                                 guint edits, ToguzLessonSource *saved);

G_END_DECLS
