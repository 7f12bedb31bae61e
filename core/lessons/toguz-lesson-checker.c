/* toguz-lesson-checker.c: the engine on every task
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "toguz-lesson-checker.h"
#include "toguz-text.h"

static void G_GNUC_PRINTF (4, 5)
report (GPtrArray *problems, ToguzLesson *lesson, unsigned line,
        const char *format, ...)
{
  ToguzLessonProblem *p = g_new0 (ToguzLessonProblem, 1);
  const char *path = toguz_lesson_get_path (lesson);
  va_list args;

  va_start (args, format);
  p->file = g_strdup (path ? path : toguz_lesson_get_id (lesson));
  p->line = line;
  p->message = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (problems, p);
}

static void
verify_goal (ToguzLesson *lesson, const ToguzStep *step,
             const ToguzTask *task, ToguzSearch *search, uint64_t budget,
             GPtrArray *problems)
{
  const ToguzRuleset *rules = &step->rules;
  ToguzPosition pos;
  ToguzGoalAnswer answer;
  char goal_text[TOGUZ_GOAL_TEXT_MAX];
  unsigned stated = toguz_task_get_stated_moves (task);

  toguz_step_get_task_position (step, &pos);
  toguz_goal_format (&task->goal, goal_text);
  toguz_goal_solve_within (search, rules, &pos, &task->goal, task->margin,
                           budget, &answer);

  if (!answer.decided && answer.achieving == 0)
    {
      report (problems, lesson, task->line,
              _("The engine cannot settle the goal “%s” here within its "
                "limits: choose a position nearer the end, or a simpler "
                "goal."),
              goal_text);
      return;
    }
  if (answer.achieving == 0)
    {
      report (problems, lesson, task->line,
              _("Unsolvable: no move achieves the goal “%s” here."),
              goal_text);
      return;
    }

  for (guint i = 0; i < task->solutions->len; i++)
    {
      GArray *line = g_ptr_array_index (task->solutions, i);
      unsigned first;

      if (line->len == 0)
        continue;
      first = g_array_index (line, uint8_t, 0);
      if (!((answer.achieving >> first) & 1u))
        {
          g_autofree char *right
            = toguz_moves_notation (rules, &pos, answer.achieving);
          g_autofree char *wrong
            = toguz_moves_notation (rules, &pos, 1u << first);
          report (problems, lesson, task->line,
                  _("The stated solution %s does not achieve the goal “%s”; "
                    "the engine finds: %s."),
                  wrong, goal_text, right);
        }
    }

  if (toguz_mask_count (answer.achieving) > 1 && !answer.unique
      && !task->accept_any && (answer.achieving & ~stated) != 0)
    {
      g_autofree char *moves
        = toguz_moves_notation (rules, &pos, answer.achieving);
      report (problems, lesson, task->line,
              _("Ambiguous: %u first moves achieve the goal “%s” (%s) and "
                "the task does not accept them all. Add accept=\"any\", "
                "state each as a <solution>, or choose a position where one "
                "move stands out."),
              toguz_mask_count (answer.achieving), goal_text, moves);
    }

  for (guint i = 0; i < task->wrongs->len; i++)
    {
      const ToguzWrong *wrong = g_ptr_array_index (task->wrongs, i);
      if (wrong->kind == TOGUZ_WRONG_MOVE
          && ((answer.achieving >> wrong->hole) & 1u)
          && (task->accept_any || ((stated >> wrong->hole) & 1u)
              || toguz_mask_count (answer.achieving) == 1))
        report (problems, lesson, wrong->line,
                _("The comment for a wrong hole %u is for a move that "
                  "achieves the goal."),
                wrong->hole + 1);
    }

  /* Several turns with scripted replies: every move of the learner in the
   * line must still achieve the goal where it is played. */
  if (task->turns > 1 && task->solutions->len > 0)
    {
      GArray *line = g_ptr_array_index (task->solutions, 0);
      ToguzPosition at = pos;

      if (task->scripted_replies && line->len < 2 * task->turns - 1)
        report (problems, lesson, task->line,
                _("The task has %u turns with scripted replies, so its first "
                  "solution needs %u moves (yours and the replies), not "
                  "%u."),
                task->turns, 2 * task->turns - 1, line->len);
      for (guint m = 0; m < line->len && m < 2 * task->turns - 1; m++)
        {
          unsigned hole = g_array_index (line, uint8_t, m);
          if (m % 2 == 0 && m > 0)
            {
              ToguzGoal goal = toguz_task_goal_at_turn (task, &pos, &at, m / 2);
              ToguzGoalAnswer later;
              toguz_goal_solve_within (search, rules, &at, &goal,
                                       task->margin, budget, &later);
              if (!((later.achieving >> hole) & 1u))
                {
                  g_autofree char *move
                    = toguz_moves_notation (rules, &at, 1u << hole);
                  report (problems, lesson, task->line,
                          _("Move %u of the stated solution, %s, no longer "
                            "achieves the goal “%s”."),
                          m / 2 + 1, move, goal_text);
                  break;
                }
            }
          toguz_position_play (rules, &at, hole, &at, NULL);
        }
    }
}

gboolean
toguz_lesson_verify (ToguzLesson *lesson, ToguzSearch *search,
                     uint64_t node_budget, GPtrArray *problems)
{
  guint before = problems->len;

  g_return_val_if_fail (TOGUZ_IS_LESSON (lesson), FALSE);
  for (guint i = 0; i < toguz_lesson_get_n_steps (lesson); i++)
    {
      const ToguzStep *step = toguz_lesson_get_step (lesson, i);
      const ToguzTask *task = step->task;

      if (task == NULL)
        continue;
      if (task->kind == TOGUZ_TASK_GOAL)
        verify_goal (lesson, step, task, search, node_budget, problems);
      else if (task->kind == TOGUZ_TASK_MOVES)
        {
          unsigned stated = toguz_task_get_stated_moves (task);
          if (stated & ~task->accepted)
            report (problems, lesson, task->line, "%s",
                    _("A stated solution starts with a move the task does "
                      "not accept."));
          for (guint w = 0; w < task->wrongs->len; w++)
            {
              const ToguzWrong *wrong = g_ptr_array_index (task->wrongs, w);
              if (wrong->kind == TOGUZ_WRONG_MOVE
                  && ((task->accepted >> wrong->hole) & 1u))
                report (problems, lesson, wrong->line,
                        _("The comment for a wrong hole %u is for a move the "
                          "task accepts."),
                        wrong->hole + 1);
            }
        }
    }
  return problems->len == before;
}

gboolean
toguz_lesson_check_file (const char *path, ToguzSearch *search,
                         GPtrArray *problems)
{
  g_autoptr (ToguzLesson) lesson = toguz_lesson_load_file (path, problems);

  if (lesson == NULL)
    return FALSE;
  return toguz_lesson_verify (lesson, search, TOGUZ_LESSON_CHECK_BUDGET,
                              problems);
}
