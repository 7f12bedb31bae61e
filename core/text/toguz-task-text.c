/* toguz-task-text.c: what the tutor says about an answer to a task
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "toguz-explain-text.h"
#include "toguz-task-text.h"

const char *
toguz_prediction_advice (ToguzPredictKind kind)
{
  switch (kind)
    {
    case TOGUZ_PREDICT_LANDING:
      return _("Not there. Count again, one stone per hole: does the first "
               "stone go back into its own hole?");
    case TOGUZ_PREDICT_CAPTURE:
      return _("Not that many. Find the hole the last stone reaches, count "
               "what it holds then, and ask: whose row, even or odd?");
    case TOGUZ_PREDICT_LEGAL:
      return _("Look again: is the hole on the mover’s row, does it hold "
               "stones, is it a tuzdik?");
    case TOGUZ_PREDICT_TUZDIK_ALLOWED:
      return _("Check the three rules: does the mover own a tuzdik already, "
               "is it the last hole, does the other tuzdik have the same "
               "number?");
    case TOGUZ_PREDICT_CHOICE:
      return _("Not that one. Read the text above once more, then choose "
               "again.");
    case TOGUZ_PREDICT_TUZDIK:
    default:
      return _("That hole cannot become a tuzdik now. Which hole would a "
               "last stone make exactly 3 — and is it allowed?");
    }
}

char *
toguz_verdict_describe (const ToguzTaskVerdict *verdict, unsigned hole)
{
  g_return_val_if_fail (verdict != NULL && hole < TOGUZ_MAX_HOLES, NULL);

  switch (verdict->reason[hole])
    {
    case TOGUZ_VERDICT_NOT_BEST:
      return g_strdup_printf (ngettext ("This move does what the task asks, "
                                        "but another is better by %d stone: "
                                        "find it.",
                                        "This move does what the task asks, "
                                        "but another is better by %d "
                                        "stones: find it.",
                                        verdict->better_by[hole]),
                              verdict->better_by[hole]);
    case TOGUZ_VERDICT_NOT_STATED:
      return g_strdup (_("This move does what the task asks too, but the "
                         "task wants another one: look again."));
    case TOGUZ_VERDICT_OFF_LINE:
      return g_strdup (_("That works too, but the lesson goes on with "
                         "another move: look again."));
    case TOGUZ_VERDICT_RIGHT:
    case TOGUZ_VERDICT_ILLEGAL:
    case TOGUZ_VERDICT_MISSES:
    default:
      return NULL;
    }
}

/* Why a move misses the goal, as the goal words it. */
static char *
goal_missed (const ToguzTask *task, const ToguzGoal *goal)
{
  if (task->kind != TOGUZ_TASK_GOAL)
    return g_strdup (_("This is not the move the step asks for."));
  switch (goal->kind)
    {
    case TOGUZ_GOAL_CAPTURE:
      return g_strdup_printf (ngettext ("This move does not capture enough: "
                                        "the task asks for at least %d "
                                        "stone.",
                                        "This move does not capture enough: "
                                        "the task asks for at least %d "
                                        "stones.",
                                        (unsigned) goal->amount),
                              goal->amount);
    case TOGUZ_GOAL_TUZDIK:
      return g_strdup (_("This move wins no tuzdik."));
    case TOGUZ_GOAL_NO_CAPTURE:
      return g_strdup (_("This move captures stones, and the task asks for "
                         "a move that captures nothing."));
    case TOGUZ_GOAL_LAND:
      return g_strdup_printf (_("Your last stone does not land in a hole "
                                "numbered %d."),
                              goal->amount);
    case TOGUZ_GOAL_NO_MOVES:
      return g_strdup (_("After this move the opponent still has a move."));
    case TOGUZ_GOAL_GAIN:
      return g_strdup (_("The opponent has an answer to this move that keeps "
                         "you from winning that much."));
    case TOGUZ_GOAL_WIN:
      return g_strdup (_("The opponent has an answer to this move: it does "
                         "not win by force."));
    case TOGUZ_GOAL_NO_TUZDIK:
      return g_strdup (_("After this move the opponent can win a tuzdik."));
    case TOGUZ_GOAL_BEST:
    default:
      return g_strdup (_("This is not the best move here."));
    }
}

char *
toguz_task_wrong_move_text (const ToguzTask *task, const ToguzRuleset *rules,
                            const ToguzPosition *pos, const ToguzGoal *goal,
                            const ToguzTaskVerdict *verdict, unsigned hole,
                            const ToguzExplanation *explanation)
{
  const ToguzWrong *comment;
  char *reason;
  gboolean several_plies, counts_stones, better_is_right;
  g_autofree char *missed = NULL;
  g_autofree char *did = NULL;

  g_return_val_if_fail (task != NULL && verdict != NULL, NULL);
  g_return_val_if_fail (hole < TOGUZ_MAX_HOLES && explanation != NULL, NULL);

  comment = verdict->comment[hole];
  if (comment)
    return g_strdup (toguz_lesson_text_get (comment->comment));
  if ((reason = toguz_verdict_describe (verdict, hole)))
    return reason;

  several_plies = task->kind == TOGUZ_TASK_GOAL
                  && !toguz_goal_is_single_move (goal);
  counts_stones = task->kind == TOGUZ_TASK_GOAL
                  && (goal->kind == TOGUZ_GOAL_GAIN
                      || goal->kind == TOGUZ_GOAL_BEST);
  /* Never a move the judge would call wrong. */
  better_is_right = explanation->best_move >= 0
                    && explanation->best_move < TOGUZ_MAX_HOLES
                    && ((verdict->right >> explanation->best_move) & 1u);
  missed = goal_missed (task, goal);
  did = toguz_explanation_describe_part (rules, pos, explanation,
                                         several_plies,
                                         counts_stones && better_is_right);
  return g_strdup_printf ("%s %s", missed, did);
}

char *
toguz_task_answer_text (const ToguzTask *task, const ToguzRuleset *rules)
{
  g_autofree char *answer = NULL;

  g_return_val_if_fail (task != NULL && task->kind == TOGUZ_TASK_PREDICT,
                        NULL);
  if (task->predict == TOGUZ_PREDICT_LANDING
      || task->predict == TOGUZ_PREDICT_TUZDIK)
    {
      unsigned ring = task->predict == TOGUZ_PREDICT_LANDING
                        ? (unsigned) task->answer
                        : (unsigned) g_bit_nth_lsf ((gulong) task->answer,
                                                    -1);
      answer = toguz_hole_name (toguz_ring_side (rules, ring),
                                toguz_ring_hole (rules, ring) + 1);
    }
  else if (task->predict == TOGUZ_PREDICT_LEGAL)
    answer = g_strdup (task->answer ? _("yes, it may be sown")
                                    : _("no, it may not be sown"));
  else if (task->predict == TOGUZ_PREDICT_TUZDIK_ALLOWED)
    answer = g_strdup (task->answer ? _("yes, it becomes a tuzdik")
                                    : _("no, it does not become a tuzdik"));
  else if (task->predict == TOGUZ_PREDICT_CHOICE)
    {
      const ToguzTaskOption *option = toguz_task_get_option (task,
                                                             task->answer);
      answer = g_strdup (option ? toguz_lesson_text_get (option->text) : "");
      /* "The answer: Astana." and never "Astana..". */
      if (g_str_has_suffix (answer, "."))
        answer[strlen (answer) - 1] = '\0';
    }
  else
    answer = g_strdup_printf ("%d", task->answer);
  return g_strdup_printf (_("The answer: %s."), answer);
}

const char *
toguz_task_success_text (const ToguzTask *task)
{
  g_return_val_if_fail (task != NULL, NULL);
  return task->success ? toguz_lesson_text_get (task->success) : _("Right!");
}
