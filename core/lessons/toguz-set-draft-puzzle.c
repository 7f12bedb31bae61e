/* toguz-set-draft-puzzle.c: the edits of one puzzle in a set draft
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A puzzle's board, hole by hole or as a whole position, and its task,
 * texts, hints and comments on wrong moves.  Every edit counts as one;
 * an edit of the board has the core judge it again.
 */
#include "config.h"

#include "toguz-lesson-writer.h"
#include "toguz-set-draft-private.h"
#include "toguz-text.h"
#include "toguz-tuzdik-question.h"

/* A puzzle's board */

void
toguz_set_draft_set_stones (ToguzSetDraft *self, guint index, ToguzSide side,
                            guint hole, guint stones)
{
  Puzzle *puzzle;

  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  puzzle = toguz_set_draft_nth_puzzle (self, index);
  g_return_if_fail (hole < puzzle->step->rules.holes);

  toguz_setup_set_stones (&puzzle->step->rules, &puzzle->setup, side, hole,
                          stones);
  toguz_set_draft_position_changed (self, puzzle);
}

void
toguz_set_draft_set_kazan (ToguzSetDraft *self, guint index, ToguzSide side,
                           guint stones)
{
  Puzzle *puzzle;

  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  puzzle = toguz_set_draft_nth_puzzle (self, index);
  toguz_setup_set_kazan (&puzzle->setup, side, stones);
  toguz_set_draft_position_changed (self, puzzle);
}

gboolean
toguz_set_draft_set_tuzdik (ToguzSetDraft *self, guint index, ToguzSide side,
                            guint hole, gboolean tuzdik)
{
  Puzzle *puzzle;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), FALSE);
  puzzle = toguz_set_draft_nth_puzzle (self, index);
  g_return_val_if_fail (hole < puzzle->step->rules.holes, FALSE);

  if (!toguz_setup_set_tuzdik (&puzzle->step->rules, &puzzle->setup, side,
                               hole, tuzdik))
    return FALSE;
  toguz_set_draft_position_changed (self, puzzle);
  return TRUE;
}

gboolean
toguz_set_draft_set_side_to_move (ToguzSetDraft *self, guint index,
                                  ToguzSide side)
{
  Puzzle *puzzle;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), FALSE);
  puzzle = toguz_set_draft_nth_puzzle (self, index);
  if (puzzle->setup.side == side)
    return FALSE;
  puzzle->setup.side = (uint8_t) side;
  toguz_set_draft_position_changed (self, puzzle);
  return TRUE;
}

gboolean
toguz_set_draft_set_variant (ToguzSetDraft *self, guint index,
                             const char *variant, gboolean *resized,
                             GError **error)
{
  Puzzle *puzzle;
  ToguzRuleset rules;
  gboolean other_board;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), FALSE);
  if (!toguz_ruleset_from_name (variant, &rules, error))
    return FALSE;
  puzzle = toguz_set_draft_nth_puzzle (self, index);
  other_board = rules.holes != puzzle->step->rules.holes
                || rules.stones != puzzle->step->rules.stones;
  if (other_board)
    {
      ToguzPosition start;
      toguz_position_init (&rules, &start);
      toguz_setup_from_position (&rules, &start, &puzzle->setup);
    }
  if (resized)
    *resized = other_board;
  puzzle->step->rules = rules;
  /* The step's position was of the old rules: judged again. */
  puzzle->step->has_position = FALSE;
  toguz_set_draft_position_changed (self, puzzle);
  return TRUE;
}

gboolean
toguz_set_draft_set_position (ToguzSetDraft *self, guint index,
                              const ToguzRuleset *rules,
                              const ToguzPosition *pos)
{
  Puzzle *puzzle;
  gboolean same_rules;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), FALSE);
  g_return_val_if_fail (rules != NULL && pos != NULL, FALSE);

  puzzle = toguz_set_draft_nth_puzzle (self, index);
  same_rules = g_strcmp0 (rules->name, puzzle->step->rules.name) == 0
               && rules->origin_return == puzzle->step->rules.origin_return;
  if (!same_rules)
    {
      /* Keep the core's name: the ruleset is a copy of a named one. */
      ToguzRuleset named;
      if (toguz_ruleset_parse (rules->name, &named))
        {
          named.origin_return = rules->origin_return;
          puzzle->step->rules = named;
        }
      else
        puzzle->step->rules = *rules;
    }
  toguz_setup_from_position (&puzzle->step->rules, pos, &puzzle->setup);
  puzzle->step->has_position = FALSE;
  toguz_set_draft_position_changed (self, puzzle);
  return !same_rules;
}

/* A puzzle's task and words */

static void
remove_wrongs (ToguzTask *task, ToguzWrongKind kind)
{
  for (guint i = task->wrongs->len; i-- > 0;)
    if (((ToguzWrong *) g_ptr_array_index (task->wrongs, i))->kind == kind)
      g_ptr_array_remove_index (task->wrongs, i);
}

void
toguz_set_draft_set_goal (ToguzSetDraft *self, guint index,
                          const ToguzGoal *goal)
{
  ToguzStep *step;
  ToguzTask *task;

  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  g_return_if_fail (goal != NULL);

  step = toguz_set_draft_nth_puzzle (self, index)->step;
  task = step->task;
  /* Themes the old goal gave follow the new one; a teacher's stay. */
  if (task->kind == TOGUZ_TASK_GOAL && step->themes
      && g_strv_equal ((const char *const *) step->themes,
                       toguz_lesson_goal_themes (&task->goal)))
    {
      g_strfreev (step->themes);
      step->themes = g_strdupv ((char **) toguz_lesson_goal_themes (goal));
    }
  if (task->kind == TOGUZ_TASK_PREDICT)
    remove_wrongs (task, TOGUZ_WRONG_ANSWER);
  task->kind = TOGUZ_TASK_GOAL;
  task->goal = *goal;
  g_ptr_array_set_size (task->solutions, 0);
  toguz_set_draft_edited (self);
}

ToguzTuzdikQuestionStatus
toguz_set_draft_set_tuzdik_question (ToguzSetDraft *self, guint index,
                                     guint move)
{
  ToguzStep *step;
  ToguzTask *task;
  ToguzTuzdikQuestionStatus status;
  Puzzle *puzzle;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self),
                        TOGUZ_TUZDIK_QUESTION_ILLEGAL);

  puzzle = toguz_set_draft_nth_puzzle (self, index);
  step = puzzle->step;
  task = step->task;
  g_return_val_if_fail (move < step->rules.holes,
                        TOGUZ_TUZDIK_QUESTION_ILLEGAL);
  if (task->kind != TOGUZ_TASK_PREDICT)
    remove_wrongs (task, TOGUZ_WRONG_MOVE);
  task->kind = TOGUZ_TASK_PREDICT;
  task->predict = TOGUZ_PREDICT_TUZDIK_ALLOWED;
  task->predict_hole = (int) move;
  task->turns = 1;
  task->scripted_replies = FALSE;
  g_ptr_array_set_size (task->solutions, 0);
  /* The core answers now for the editor to show; the save's check asks
   * it again, from the file. */
  status = toguz_set_draft_answer_tuzdik_question (puzzle);
  toguz_set_draft_edited (self);
  return status;
}

gboolean
toguz_set_draft_set_accept_any (ToguzSetDraft *self, guint index,
                                gboolean accept_any)
{
  ToguzTask *task;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), FALSE);
  task = toguz_set_draft_nth_puzzle (self, index)->step->task;
  if (task->accept_any == accept_any)
    return FALSE;
  task->accept_any = accept_any;
  toguz_set_draft_edited (self);
  return TRUE;
}

void
toguz_set_draft_set_difficulty (ToguzSetDraft *self, guint index,
                                int difficulty)
{
  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  g_return_if_fail (difficulty >= 1 && difficulty <= 5);

  toguz_set_draft_nth_puzzle (self, index)->step->difficulty = difficulty;
  toguz_set_draft_edited (self);
}

void
toguz_set_draft_set_theme (ToguzSetDraft *self, guint index,
                           const char *theme, gboolean on)
{
  ToguzStep *step;
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  const char *const *themes = toguz_lesson_themes ();

  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  g_return_if_fail (g_strv_contains (themes, theme));

  step = toguz_set_draft_nth_puzzle (self, index)->step;
  /* In the format's order, each once. */
  for (guint i = 0; themes[i]; i++)
    {
      gboolean had = step->themes
                     && g_strv_contains ((const char *const *) step->themes,
                                         themes[i]);
      if (g_strcmp0 (themes[i], theme) == 0 ? on : had)
        g_strv_builder_add (builder, themes[i]);
    }
  g_strfreev (step->themes);
  step->themes = g_strv_builder_end (builder);
  toguz_set_draft_edited (self);
}

gboolean
toguz_set_draft_set_puzzle_id (ToguzSetDraft *self, guint index,
                               const char *id)
{
  ToguzStep *step;
  gboolean taken = FALSE;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), FALSE);
  step = toguz_set_draft_nth_puzzle (self, index)->step;
  g_free (step->id);
  step->id = g_strdup (id);
  /* Progress is kept by id: each puzzle needs its own. */
  for (guint i = 0; i < self->puzzles->len; i++)
    taken |= i != index
             && g_strcmp0 (((Puzzle *) g_ptr_array_index (self->puzzles, i))
                             ->step->id,
                           id)
                  == 0;
  toguz_set_draft_edited (self);
  return toguz_lesson_id_is_valid (id) && !taken;
}

void
toguz_set_draft_set_source (ToguzSetDraft *self, guint index,
                            const char *game, guint move, ToguzSide side)
{
  ToguzStep *step;

  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  step = toguz_set_draft_nth_puzzle (self, index)->step;
  toguz_step_set_source (step, game, move, side, step->source_url,
                         step->source_note);
  toguz_set_draft_edited (self);
}

void
toguz_set_draft_set_source_outcome (ToguzSetDraft *self, guint index,
                                    int played, int lost)
{
  ToguzStep *step;

  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  g_return_if_fail (played >= -1 && played < TOGUZ_MAX_HOLES);
  step = toguz_set_draft_nth_puzzle (self, index)->step;
  step->source_played = played;
  step->source_lost = lost < 0 ? -1 : MIN (lost, TOGUZ_MAX_STONES);
  toguz_set_draft_edited (self);
}

/* Sets *text's string in `lang` as typed, making the text when there is
 * none: it is tidied when the set is built (toguz-set-draft-io.c). */
static void
store_text (ToguzLessonText **text, const char *lang, const char *value)
{
  if (*text == NULL)
    *text = toguz_lesson_text_new ();
  toguz_lesson_text_set_typed (*text, lang, value);
}

/* The first text of `texts`, made when there is none. */
static ToguzLessonText **
first_text (GPtrArray *texts)
{
  if (texts->len == 0)
    g_ptr_array_add (texts, toguz_lesson_text_new ());
  return (ToguzLessonText **) &g_ptr_array_index (texts, 0);
}

void
toguz_set_draft_set_text (ToguzSetDraft *self, guint index,
                          ToguzDraftText which, const char *lang,
                          const char *text)
{
  ToguzStep *step;

  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  step = toguz_set_draft_nth_puzzle (self, index)->step;
  switch (which)
    {
    case TOGUZ_DRAFT_INTRO:
      store_text (first_text (step->texts), lang, text);
      break;
    case TOGUZ_DRAFT_PROMPT:
      store_text (first_text (step->task->prompts), lang, text);
      break;
    case TOGUZ_DRAFT_SUCCESS:
      store_text (&step->task->success, lang, text);
      break;
    default:
      g_return_if_reached ();
    }
  toguz_set_draft_edited (self);
}

int
toguz_set_draft_add_hint (ToguzSetDraft *self, guint index)
{
  ToguzTask *task;
  int rung = 0;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), -1);
  task = toguz_set_draft_nth_puzzle (self, index)->step->task;
  if (task->hints->len >= TOGUZ_SET_DRAFT_MAX_HINTS)
    return -1;
  /* The next rung after the last hint, or the first one free. */
  for (guint i = 0; i < task->hint_rungs->len; i++)
    rung = MAX (rung, g_array_index (task->hint_rungs, int, i));
  if (rung >= TOGUZ_SET_DRAFT_MAX_HINTS)
    for (rung = 0; toguz_task_find_hint (task, rung + 1); rung++)
      ;
  rung++;
  g_ptr_array_add (task->hints, toguz_lesson_text_new ());
  g_array_append_val (task->hint_rungs, rung);
  toguz_set_draft_edited (self);
  return (int) task->hints->len - 1;
}

void
toguz_set_draft_set_hint (ToguzSetDraft *self, guint index, guint hint,
                          const char *lang, const char *text)
{
  ToguzTask *task;

  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  task = toguz_set_draft_nth_puzzle (self, index)->step->task;
  g_return_if_fail (hint < task->hints->len);

  store_text ((ToguzLessonText **) &g_ptr_array_index (task->hints, hint),
              lang, text);
  toguz_set_draft_edited (self);
}

void
toguz_set_draft_remove_hint (ToguzSetDraft *self, guint index, guint hint)
{
  ToguzTask *task;
  int rung;

  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  task = toguz_set_draft_nth_puzzle (self, index)->step->task;
  g_return_if_fail (hint < task->hints->len);

  /* The holes it named go with it. */
  rung = g_array_index (task->hint_rungs, int, hint);
  if (rung >= 1 && rung <= 4)
    task->hint_holes[rung] = 0;
  g_ptr_array_remove_index (task->hints, hint);
  g_array_remove_index (task->hint_rungs, hint);
  toguz_set_draft_edited (self);
}

guint
toguz_set_draft_add_wrong_move (ToguzSetDraft *self, guint index, guint hole)
{
  ToguzTask *task;
  ToguzWrong *wrong;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (self), 0);
  task = toguz_set_draft_nth_puzzle (self, index)->step->task;

  for (guint i = 0; i < task->wrongs->len; i++)
    {
      const ToguzWrong *other = g_ptr_array_index (task->wrongs, i);
      if (other->kind == TOGUZ_WRONG_MOVE && other->hole == hole)
        return i;
    }
  wrong = g_new0 (ToguzWrong, 1);
  wrong->kind = TOGUZ_WRONG_MOVE;
  wrong->hole = hole;
  wrong->comment = toguz_lesson_text_new ();
  g_ptr_array_add (task->wrongs, wrong);
  toguz_set_draft_edited (self);
  return task->wrongs->len - 1;
}

void
toguz_set_draft_set_wrong_text (ToguzSetDraft *self, guint index,
                                guint wrong, const char *lang,
                                const char *text)
{
  ToguzTask *task;

  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  task = toguz_set_draft_nth_puzzle (self, index)->step->task;
  g_return_if_fail (wrong < task->wrongs->len);

  store_text (&((ToguzWrong *) g_ptr_array_index (task->wrongs, wrong))
                 ->comment,
              lang, text);
  toguz_set_draft_edited (self);
}

void
toguz_set_draft_remove_wrong (ToguzSetDraft *self, guint index, guint wrong)
{
  ToguzTask *task;

  g_return_if_fail (TOGUZ_IS_SET_DRAFT (self));
  task = toguz_set_draft_nth_puzzle (self, index)->step->task;
  g_return_if_fail (wrong < task->wrongs->len);

  g_ptr_array_remove_index (task->wrongs, wrong);
  toguz_set_draft_edited (self);
}
