/* toguz-mistake-set.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "toguz-lesson-writer.h"
#include "toguz-mistake-set.h"
#include "toguz-puzzle-line.h"
#include "toguz-task-judge.h"

/* The words are written in English, the source language, and shown in
 * the learner's through the same catalogue as the shipped lessons'. */
static const char *const title = N_("Your mistakes");
static const char *const summary = N_("Positions from the games you "
                                      "reviewed where a better move was "
                                      "there: find it this time.");
static const char *const prompt = N_("Find a better move than the one "
                                     "played in the game.");

ToguzSetDraft *
toguz_mistake_set_new (void)
{
  ToguzSetDraft *draft = toguz_set_draft_new ();

  toguz_set_draft_set_title (draft, NULL, title);
  toguz_set_draft_set_summary (draft, NULL, summary);
  toguz_set_draft_set_id (draft, TOGUZ_MISTAKE_SET_ID);
  return draft;
}

gboolean
toguz_mistake_set_is_personal (ToguzSetDraft *draft)
{
  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (draft), FALSE);
  return g_strcmp0 (toguz_set_draft_get_id (draft),
                    TOGUZ_MISTAKE_SET_ID) == 0;
}

/* A draft is never without a puzzle: a new one holds a blank one, with
 * no source, which the first mistake takes the place of. */
static gboolean
is_blank (ToguzSetDraft *draft)
{
  return toguz_set_draft_get_n_puzzles (draft) == 1
         && toguz_set_draft_get_step (draft, 0)->source_game == NULL;
}

static gboolean
has_puzzle_of (ToguzSetDraft *draft, const char *game, guint move,
               ToguzSide side)
{
  for (guint i = 0; i < toguz_set_draft_get_n_puzzles (draft); i++)
    {
      const ToguzStep *step = toguz_set_draft_get_step (draft, i);
      if (g_strcmp0 (step->source_game, game) == 0
          && step->source_move == move && step->source_side == (int) side)
        return TRUE;
    }
  return FALSE;
}

/* The number a record gives the move from `before`. */
static guint
move_number (const ToguzPosition *before)
{
  return before->ply / 2u + 1;
}

static void
name_puzzle (ToguzSetDraft *draft, guint index)
{
  for (guint n = toguz_set_draft_get_n_puzzles (draft);; n++)
    {
      g_autofree char *id = g_strdup_printf ("mistake-%u", n);
      if (toguz_set_draft_set_puzzle_id (draft, index, id))
        return;
    }
}

/* The puzzle of one ply at `index`; FALSE when the judge does not take
 * the move played as wrong there. */
static gboolean
fill_puzzle (ToguzSetDraft *draft, guint index, ToguzGameAnalysis *analysis,
             const ToguzPlyAnalysis *ply, const char *game,
             ToguzSearch *search)
{
  const ToguzRuleset *rules = toguz_game_analysis_get_rules (analysis);
  const ToguzPosition *before = toguz_game_analysis_get_position_before (
    analysis, ply->ply);
  ToguzGoal goal = { .kind = TOGUZ_GOAL_BEST };
  ToguzGoalAnswer answer;
  ToguzTaskVerdict verdict;
  g_auto (GStrv) themes = NULL;
  uint8_t best;

  toguz_set_draft_set_position (draft, index, rules, before);
  toguz_set_draft_set_goal (draft, index, &goal);
  toguz_set_draft_set_accept_any (draft, index, TRUE);
  toguz_task_judge_step (toguz_set_draft_get_step (draft, index), search, 0,
                         &answer, &verdict);
  if (!verdict.decided || verdict.right == 0
      || (verdict.right & (1u << ply->hole)) != 0)
    return FALSE;

  name_puzzle (draft, index);
  toguz_set_draft_set_source (draft, index, game, move_number (before),
                              ply->side);
  toguz_set_draft_set_source_outcome (
    draft, index, (int) ply->hole,
    (ply->loss + TOGUZ_SCORE_STONE / 2) / TOGUZ_SCORE_STONE);
  toguz_set_draft_set_text (draft, index, TOGUZ_DRAFT_INTRO, NULL,
                            ply->side == TOGUZ_WHITE ? N_("White to move.")
                                                     : N_("Black to move."));
  toguz_set_draft_set_text (draft, index, TOGUZ_DRAFT_PROMPT, NULL, prompt);
  /* A blunder is the plainer to see. */
  toguz_set_draft_set_difficulty (
    draft, index, ply->move_class == TOGUZ_MOVE_CLASS_BLUNDER ? 2 : 3);
  best = (uint8_t) (answer.best_move >= 0 ? answer.best_move
                                          : ply->best_hole);
  themes = toguz_puzzle_line_themes (rules, before, &goal, &best, 1);
  for (guint i = 0; themes && themes[i]; i++)
    toguz_set_draft_set_theme (draft, index, themes[i], TRUE);
  return TRUE;
}

guint
toguz_mistake_set_add (ToguzSetDraft *draft, ToguzGameAnalysis *analysis,
                       ToguzSide side, ToguzSearch *search,
                       guint *judged_away)
{
  g_autofree char *game = NULL;
  guint added = 0, refused = 0;

  g_return_val_if_fail (TOGUZ_IS_SET_DRAFT (draft), 0);
  g_return_val_if_fail (TOGUZ_IS_GAME_ANALYSIS (analysis), 0);
  g_return_val_if_fail (search != NULL, 0);

  game = toguz_record_dup_title (toguz_game_analysis_get_record (analysis),
                                 0);
  for (guint i = 0; i < toguz_game_analysis_get_n_done (analysis); i++)
    {
      const ToguzPlyAnalysis *ply = toguz_game_analysis_get_ply (analysis, i);
      const ToguzPosition *before = toguz_game_analysis_get_position_before (
        analysis, i);
      guint index, last;
      gboolean blank;

      if (ply->side != side || ply->move_class < TOGUZ_MOVE_CLASS_MISTAKE
          || has_puzzle_of (draft, game, move_number (before), ply->side))
        continue;
      blank = is_blank (draft);
      last = toguz_set_draft_get_n_puzzles (draft) - 1;
      index = blank ? 0 : toguz_set_draft_add_puzzle (draft, last);
      if (fill_puzzle (draft, index, analysis, ply, game, search))
        added++;
      else
        {
          refused++;
          if (!blank)
            toguz_set_draft_remove_puzzle (draft, index);
          else
            toguz_set_draft_set_source (draft, 0, NULL, 0, side);
        }
    }
  if (judged_away)
    *judged_away = refused;
  return added;
}
