/* toguz-set-draft.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each puzzle is a ToguzStep (its id, texts, difficulty, themes, source
 * and task, as the file will say them) and the board as the teacher set
 * it up, a ToguzSetup that may break any rule.  On every edit of the
 * board the core judges the setup: its message, when it refuses, is the
 * puzzle's problem, and only a position it accepts reaches the step, the
 * engine and the file.
 *
 * Here the object, the set's words and its list of puzzles; the edits of
 * one puzzle are in toguz-set-draft-puzzle.c, reading and saving the
 * file in toguz-set-draft-io.c.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "toguz-explain-text.h"
#include "toguz-lesson-loader.h"
#include "toguz-lesson-writer.h"
#include "toguz-set-draft-private.h"
#include "toguz-text.h"

#define FALLBACK_SET_ID "exercise-set"

G_DEFINE_FINAL_TYPE (ToguzSetDraft, toguz_set_draft, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_MODIFIED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Puzzles */

static void
puzzle_free (Puzzle *puzzle)
{
  if (puzzle == NULL)
    return;
  toguz_step_free (puzzle->step);
  g_free (puzzle->problem);
  g_free (puzzle);
}

static Puzzle *
puzzle_copy (const Puzzle *puzzle)
{
  Puzzle *copy = g_new0 (Puzzle, 1);

  copy->step = toguz_step_copy (puzzle->step);
  copy->setup = puzzle->setup;
  copy->problem = g_strdup (puzzle->problem);
  copy->from_file = puzzle->from_file;
  return copy;
}

static Puzzle *
puzzle_new (const ToguzRuleset *rules, const char *id)
{
  Puzzle *puzzle = g_new0 (Puzzle, 1);
  ToguzStep *step = toguz_step_new ();
  ToguzPosition pos;

  puzzle->from_file = -1;
  toguz_position_init (rules, &pos);
  toguz_step_set_position (step, rules, &pos);
  step->id = g_strdup (id);
  step->difficulty = 1;
  step->task = toguz_task_new ();
  step->task->kind = TOGUZ_TASK_GOAL;
  step->task->goal.kind = TOGUZ_GOAL_CAPTURE;
  step->task->goal.amount = 10;
  step->themes = g_strdupv ((char **) toguz_lesson_goal_themes (
    &step->task->goal));
  puzzle->step = step;
  toguz_setup_from_position (rules, &pos, &puzzle->setup);
  return puzzle;
}

/* A puzzle read from a file: the step as it was, the board it states. */
static Puzzle *
puzzle_from_step (const ToguzStep *step, int from_file)
{
  Puzzle *puzzle = g_new0 (Puzzle, 1);

  puzzle->from_file = from_file;
  puzzle->step = toguz_step_copy (step);
  if (puzzle->step->task == NULL)
    {
      puzzle->step->task = toguz_task_new ();
      puzzle->step->task->kind = TOGUZ_TASK_GOAL;
      puzzle->step->task->goal.kind = TOGUZ_GOAL_BEST;
    }
  if (puzzle->step->difficulty < 1)
    puzzle->step->difficulty = 1;
  toguz_setup_from_position (&step->rules, &step->position, &puzzle->setup);
  return puzzle;
}

/* The core judges the board.  Only a position it accepts (and where a
 * move can still be played) reaches the step. */
static void
validate (Puzzle *puzzle)
{
  const ToguzRuleset *rules = &puzzle->step->rules;
  ToguzPosition pos;
  ToguzFenDetail detail;
  ToguzFenStatus status;

  g_clear_pointer (&puzzle->problem, g_free);
  status = toguz_setup_validate (rules, &puzzle->setup, &pos, &detail);
  if (status != TOGUZ_FEN_OK)
    {
      puzzle->problem = toguz_fen_status_describe (rules, status, &detail);
      return;
    }
  if (pos.result != TOGUZ_ONGOING)
    {
      g_autofree char *end = toguz_game_end_describe (rules, &pos, NULL);
      /* Translators: %s says how the game ended, in a sentence or two. */
      puzzle->problem = g_strdup_printf (_("No task can be set here: the "
                                           "game is over. %s"),
                                         end);
      return;
    }
  /* The step keeps the moves a file played from its FEN as long as they
   * still lead to this board. */
  if (!(puzzle->step->has_position
        && toguz_position_equal (&puzzle->step->position, &pos)))
    toguz_step_set_position (puzzle->step, rules, &pos);
}

Puzzle *
toguz_set_draft_nth_puzzle (ToguzSetDraft *self, guint index)
{
  g_assert (index < self->puzzles->len);
  return g_ptr_array_index (self->puzzles, index);
}

/* An id no other puzzle has: "puzzle-3". */
static char *
unique_puzzle_id (ToguzSetDraft *self, const char *stem)
{
  for (guint n = self->puzzles->len + 1;; n++)
    {
      g_autofree char *id = g_strdup_printf ("%s-%u", stem, n);
      gboolean taken = FALSE;

      for (guint i = 0; i < self->puzzles->len && !taken; i++)
        taken = g_strcmp0 (((Puzzle *) g_ptr_array_index (self->puzzles, i))
                             ->step->id,
                           id)
                == 0;
      if (!taken)
        return g_steal_pointer (&id);
    }
}

/* Unsaved changes */

static void
set_modified (ToguzSetDraft *self, gboolean modified)
{
  if (self->modified == modified)
    return;
  self->modified = modified;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

void
toguz_set_draft_edited (ToguzSetDraft *self)
{
  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  self->edits++;
  set_modified (self, TRUE);
}

/* Edits made while the check ran are still unsaved, and each puzzle's
 * place in the file read. */
void
toguz_set_draft_mark_saved (ToguzSetDraft *self, GFile *file, guint edits,
                            ToguzLessonSource *saved)
{
  g_set_object (&self->file, file);
  if (edits != self->edits)
    return;
  set_modified (self, FALSE);
  if (saved == NULL)
    return;
  g_set_object (&self->source, saved);
  for (guint i = 0; i < self->puzzles->len; i++)
    ((Puzzle *) g_ptr_array_index (self->puzzles, i))->from_file = (int) i;
  if (self->removed)
    self->removed->from_file = -1;
}

int *
toguz_set_draft_dup_origins (ToguzSetDraft *self)
{
  int *origins = g_new (int, self->puzzles->len);

  for (guint i = 0; i < self->puzzles->len; i++)
    origins[i] = ((Puzzle *) g_ptr_array_index (self->puzzles, i))->from_file;
  return origins;
}

ToguzTuzdikQuestionStatus
toguz_set_draft_answer_tuzdik_question (Puzzle *puzzle)
{
  ToguzTask *task = puzzle->step->task;
  ToguzTuzdikQuestion question;
  ToguzTuzdikQuestionStatus status = TOGUZ_TUZDIK_QUESTION_ILLEGAL;

  task->asked_ring = -1;
  task->asked_ring_stated = FALSE;
  if (puzzle->problem == NULL && task->predict_hole >= 0)
    status = toguz_tuzdik_question_ask (&puzzle->step->rules,
                                        &puzzle->step->position,
                                        (unsigned) task->predict_hole,
                                        &question);
  if (status == TOGUZ_TUZDIK_QUESTION_OK)
    {
      task->asked_ring = (int) question.ring;
      task->answer = question.allowed;
    }
  return status;
}

/* The board changed: the solutions stated for the old one are the core's
 * to work out again. */
void
toguz_set_draft_position_changed (ToguzSetDraft *self, Puzzle *puzzle)
{
  ToguzTask *task = puzzle->step->task;

  validate (puzzle);
  g_ptr_array_set_size (task->solutions, 0);
  task->answer_stated = FALSE;
  /* A tuzdik question asks about its move on the new board. */
  if (task->kind == TOGUZ_TASK_PREDICT
      && task->predict == TOGUZ_PREDICT_TUZDIK_ALLOWED)
    toguz_set_draft_answer_tuzdik_question (puzzle);
  toguz_set_draft_edited (self);
}

/* The whole set */

static void
replace_set (ToguzSetDraft *self, ToguzLessonText *title,
             ToguzLessonText *summary, const char *id,
             const ToguzRuleset *rules, unsigned order, GPtrArray *puzzles,
             GFile *file, ToguzLessonSource *source)
{
  toguz_lesson_text_free (self->title);
  self->title = title ? title : toguz_lesson_text_new ();
  toguz_lesson_text_free (self->summary);
  self->summary = summary ? summary : toguz_lesson_text_new ();
  g_free (self->id);
  self->id = g_strdup (id);
  self->rules = *rules;
  self->order = order;
  g_ptr_array_unref (self->puzzles);
  self->puzzles = puzzles;
  for (guint i = 0; i < puzzles->len; i++)
    validate (g_ptr_array_index (puzzles, i));
  g_set_object (&self->file, file);
  g_set_object (&self->source, source);
  g_clear_pointer (&self->removed, puzzle_free);
  set_modified (self, FALSE);
}

void
toguz_set_draft_reset (ToguzSetDraft *self)
{
  GPtrArray *puzzles;

  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) puzzle_free);
  g_ptr_array_add (puzzles, puzzle_new (toguz_ruleset_default (),
                                        "puzzle-1"));
  self->id_from_title = TRUE;
  replace_set (self, NULL, NULL, FALLBACK_SET_ID, toguz_ruleset_default (),
               0, puzzles, NULL, NULL);
}

void
toguz_set_draft_set_read (ToguzSetDraft *self, ToguzLesson *lesson,
                          ToguzLessonSource *source, GFile *file)
{
  GPtrArray *puzzles;
  g_autofree char *derived = NULL;

  puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) puzzle_free);
  for (guint i = 0; i < toguz_lesson_get_n_steps (lesson); i++)
    g_ptr_array_add (puzzles,
                     puzzle_from_step (toguz_lesson_get_step (lesson, i),
                                       (int) i));
  derived = toguz_lesson_id_from_title (
    toguz_lesson_text_get_source (toguz_lesson_get_title_text (lesson)),
    FALLBACK_SET_ID);
  self->id_from_title = g_strcmp0 (derived, toguz_lesson_get_id (lesson))
                        == 0;
  replace_set (self,
               toguz_lesson_text_copy (toguz_lesson_get_title_text (lesson)),
               toguz_lesson_text_copy (
                 toguz_lesson_get_summary_text (lesson)),
               toguz_lesson_get_id (lesson), toguz_lesson_get_rules (lesson),
               toguz_lesson_get_order (lesson), puzzles, file, source);
}

void
toguz_set_draft_set_lesson (ToguzSetDraft *self, ToguzLesson *lesson,
                            GFile *file)
{
  g_autoptr (ToguzLessonSource) source = NULL;
  const char *path;

  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  g_return_if_fail (TOGUZ_IS_LESSON (lesson));

  /* The bytes of the file it was read from, if it still holds this set. */
  path = toguz_lesson_get_path (lesson);
  if (path)
    {
      g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
      g_autoptr (ToguzLesson) again = NULL;

      source = toguz_lesson_source_load_file (path, problems, &again);
      if (source
          && g_strcmp0 (toguz_lesson_get_fingerprint (again),
                        toguz_lesson_get_fingerprint (lesson))
               != 0)
        g_clear_object (&source);
    }
  toguz_set_draft_set_read (self, lesson, source, file);
}

/* The set's words and file */

GFile *
toguz_set_draft_get_file (ToguzSetDraft *self)
{
  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), NULL);
  return self->file;
}

gboolean
toguz_set_draft_get_modified (ToguzSetDraft *self)
{
  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), FALSE);
  return self->modified;
}

guint
toguz_set_draft_get_n_edits (ToguzSetDraft *self)
{
  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), 0);
  return self->edits;
}

const ToguzLessonText *
toguz_set_draft_get_title (ToguzSetDraft *self)
{
  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), NULL);
  return self->title;
}

gboolean
toguz_set_draft_set_title (ToguzSetDraft *self, const char *lang,
                           const char *title)
{
  gboolean follows;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), FALSE);
  toguz_lesson_text_set_typed (self->title, lang, title);
  follows = lang == NULL && self->id_from_title;
  if (follows)
    {
      g_free (self->id);
      self->id = toguz_lesson_id_from_title (title, FALLBACK_SET_ID);
    }
  toguz_set_draft_edited (self);
  return follows;
}

gboolean
toguz_set_draft_has_title (ToguzSetDraft *self)
{
  g_autoptr (ToguzLessonText) title = NULL;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), FALSE);
  /* As the writer will see it. */
  title = toguz_lesson_text_copy (self->title);
  toguz_lesson_text_tidy (title);
  return !toguz_lesson_text_is_empty (title);
}

const ToguzLessonText *
toguz_set_draft_get_summary (ToguzSetDraft *self)
{
  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), NULL);
  return self->summary;
}

void
toguz_set_draft_set_summary (ToguzSetDraft *self, const char *lang,
                             const char *summary)
{
  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  toguz_lesson_text_set_typed (self->summary, lang, summary);
  toguz_set_draft_edited (self);
}

const char *
toguz_set_draft_get_id (ToguzSetDraft *self)
{
  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), NULL);
  return self->id;
}

void
toguz_set_draft_set_id (ToguzSetDraft *self, const char *id)
{
  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));

  g_free (self->id);
  /* Emptied, the id follows the title again. */
  self->id_from_title = id == NULL || *id == '\0';
  self->id = self->id_from_title
               ? toguz_lesson_id_from_title (
                   toguz_lesson_text_get_source (self->title),
                   FALLBACK_SET_ID)
               : g_strdup (id);
  toguz_set_draft_edited (self);
}

const ToguzRuleset *
toguz_set_draft_get_rules (ToguzSetDraft *self)
{
  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), NULL);
  return &self->rules;
}

void
toguz_set_draft_set_rules (ToguzSetDraft *self, const ToguzRuleset *rules)
{
  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  g_return_if_fail (rules != NULL);
  self->rules = *rules;
  toguz_set_draft_edited (self);
}

/* The puzzles */

guint
toguz_set_draft_get_n_puzzles (ToguzSetDraft *self)
{
  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), 0);
  return self->puzzles->len;
}

const ToguzStep *
toguz_set_draft_get_step (ToguzSetDraft *self, guint index)
{
  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), NULL);
  return toguz_set_draft_nth_puzzle (self, index)->step;
}

ToguzTask *
toguz_set_draft_get_task (ToguzSetDraft *self, guint index)
{
  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), NULL);
  return toguz_set_draft_nth_puzzle (self, index)->step->task;
}

const ToguzSetup *
toguz_set_draft_get_setup (ToguzSetDraft *self, guint index)
{
  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), NULL);
  return &toguz_set_draft_nth_puzzle (self, index)->setup;
}

const char *
toguz_set_draft_get_problem (ToguzSetDraft *self, guint index)
{
  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), NULL);
  return toguz_set_draft_nth_puzzle (self, index)->problem;
}

static guint
insert_puzzle (ToguzSetDraft *self, guint index, Puzzle *puzzle)
{
  guint at = MIN (index + 1, self->puzzles->len);

  g_ptr_array_insert (self->puzzles, (int) at, puzzle);
  validate (puzzle);
  toguz_set_draft_edited (self);
  return at;
}

guint
toguz_set_draft_add_puzzle (ToguzSetDraft *self, guint index)
{
  g_autofree char *id = NULL;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), 0);
  id = unique_puzzle_id (self, "puzzle");
  return insert_puzzle (self, index, puzzle_new (&self->rules, id));
}

guint
toguz_set_draft_duplicate_puzzle (ToguzSetDraft *self, guint index)
{
  Puzzle *copy;
  g_autofree char *stem = NULL;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), 0);
  g_return_val_if_fail (index < self->puzzles->len, 0);
  copy = puzzle_copy (toguz_set_draft_nth_puzzle (self, index));
  /* A new puzzle: the original keeps the comments. */
  copy->from_file = -1;
  stem = g_strdup (copy->step->id ? copy->step->id : "puzzle");
  g_free (copy->step->id);
  copy->step->id = unique_puzzle_id (self, stem);
  return insert_puzzle (self, index, copy);
}

gboolean
toguz_set_draft_remove_puzzle (ToguzSetDraft *self, guint index)
{
  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), FALSE);
  g_return_val_if_fail (index < self->puzzles->len, FALSE);

  if (self->puzzles->len < 2)
    return FALSE;
  puzzle_free (self->removed);
  self->removed = g_ptr_array_steal_index (self->puzzles, index);
  self->removed_index = index;
  toguz_set_draft_edited (self);
  return TRUE;
}

int
toguz_set_draft_restore_puzzle (ToguzSetDraft *self)
{
  guint index;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), -1);
  if (self->removed == NULL)
    return -1;
  index = MIN (self->removed_index, self->puzzles->len);
  g_ptr_array_insert (self->puzzles, (int) index,
                      g_steal_pointer (&self->removed));
  toguz_set_draft_edited (self);
  return (int) index;
}

guint
toguz_set_draft_move_puzzle (ToguzSetDraft *self, guint index, int delta)
{
  int to;
  gpointer moved;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), index);
  g_return_val_if_fail (index < self->puzzles->len, index);
  to = (int) index + delta;
  if (to < 0 || to >= (int) self->puzzles->len || delta == 0)
    return index;
  moved = g_ptr_array_steal_index (self->puzzles, index);
  g_ptr_array_insert (self->puzzles, to, moved);
  toguz_set_draft_edited (self);
  return (guint) to;
}

/* The object */

static void
toguz_set_draft_finalize (GObject *object)
{
  ToguzSetDraft *self = TOGUZ_SET_DRAFT (object);

  toguz_lesson_text_free (self->title);
  toguz_lesson_text_free (self->summary);
  g_free (self->id);
  g_ptr_array_unref (self->puzzles);
  g_clear_object (&self->file);
  g_clear_object (&self->source);
  puzzle_free (self->removed);
  G_OBJECT_CLASS (toguz_set_draft_parent_class)->finalize (object);
}

static void
toguz_set_draft_get_property (GObject *object, guint prop_id, GValue *value,
                              GParamSpec *pspec)
{
  ToguzSetDraft *self = TOGUZ_SET_DRAFT (object);

  switch (prop_id)
    {
    case PROP_MODIFIED:
      g_value_set_boolean (value, self->modified);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
toguz_set_draft_class_init (ToguzSetDraftClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = toguz_set_draft_finalize;
  object_class->get_property = toguz_set_draft_get_property;

  properties[PROP_MODIFIED]
    = g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                            G_PARAM_READABLE | G_PARAM_STATIC_STRINGS
                              | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
toguz_set_draft_init (ToguzSetDraft *self)
{
  self->puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                    puzzle_free);
  self->rules = *toguz_ruleset_default ();
  toguz_set_draft_reset (self);
}

ToguzSetDraft *
toguz_set_draft_new (void)
{
  return g_object_new (TOGUZ_TYPE_SET_DRAFT, NULL);
}
