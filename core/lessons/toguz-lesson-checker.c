/* toguz-lesson-checker.c: the engine on every task
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "toguz-lesson-checker.h"
#include "toguz-task-judge.h"
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

/* An author's comment for a wrong move must be for a move the learner
 * can get wrong. */
static void
verify_comments (ToguzLesson *lesson, const ToguzTask *task,
                 const ToguzTaskVerdict *verdict, GPtrArray *problems)
{
  for (guint i = 0; i < task->wrongs->len; i++)
    {
      const ToguzWrong *wrong = g_ptr_array_index (task->wrongs, i);
      if (wrong->kind == TOGUZ_WRONG_MOVE
          && ((verdict->right >> wrong->hole) & 1u))
        report (problems, lesson, wrong->line,
                _("The comment for a wrong hole %u is for a move the task "
                  "accepts."),
                wrong->hole + 1);
    }
}

/* Several turns with scripted replies: every move of the learner in the
 * line must be right where it is played. */
static void
verify_line (ToguzLesson *lesson, const ToguzStep *step,
             const ToguzTask *task, const ToguzPosition *pos,
             ToguzSearch *search, uint64_t budget, GPtrArray *problems)
{
  const ToguzRuleset *rules = &step->rules;
  GArray *line = g_ptr_array_index (task->solutions, 0);
  ToguzPosition at = *pos;
  char goal_text[TOGUZ_GOAL_TEXT_MAX];

  toguz_goal_format (&task->goal, goal_text);
  if (task->scripted_replies && line->len < 2 * task->turns - 1)
    report (problems, lesson, task->line,
            _("The task has %u turns with scripted replies, so its first "
              "solution needs %u moves (yours and the replies), not %u."),
            task->turns, 2 * task->turns - 1, line->len);
  for (guint m = 0; m < line->len && m < 2 * task->turns - 1; m++)
    {
      unsigned hole = g_array_index (line, uint8_t, m);
      if (m % 2 == 0 && m > 0)
        {
          ToguzTaskVerdict later;
          toguz_task_judge_turn (task, rules, pos, &at, m / 2, search, budget,
                                 NULL, &later);
          if (!((later.right >> hole) & 1u))
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

static void
verify_goal (ToguzLesson *lesson, const ToguzStep *step,
             const ToguzTask *task, const ToguzGoalAnswer *answer,
             const ToguzTaskVerdict *verdict, ToguzSearch *search,
             uint64_t budget, GPtrArray *problems)
{
  const ToguzRuleset *rules = &step->rules;
  ToguzPosition pos;
  char goal_text[TOGUZ_GOAL_TEXT_MAX];

  toguz_step_get_task_position (step, &pos);
  toguz_goal_format (&task->goal, goal_text);

  if (!answer->decided && answer->achieving == 0)
    {
      report (problems, lesson, task->line,
              _("The engine cannot settle the goal “%s” here within its "
                "limits: choose a position nearer the end, or a simpler "
                "goal."),
              goal_text);
      return;
    }
  if (answer->achieving == 0)
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
      if (!((answer->achieving >> first) & 1u))
        {
          g_autofree char *right
            = toguz_moves_notation (rules, &pos, answer->achieving);
          g_autofree char *wrong
            = toguz_moves_notation (rules, &pos, 1u << first);
          report (problems, lesson, task->line,
                  _("The stated solution %s does not achieve the goal “%s”; "
                    "the engine finds: %s."),
                  wrong, goal_text, right);
        }
    }

  if (verdict->ambiguous)
    {
      g_autofree char *moves
        = toguz_moves_notation (rules, &pos, answer->achieving);
      report (problems, lesson, task->line,
              _("Ambiguous: %u first moves achieve the goal “%s” (%s) and "
                "the task does not accept them all. Add accept=\"any\", "
                "state each as a <solution>, or choose a position where one "
                "move stands out."),
              toguz_mask_count (answer->achieving), goal_text, moves);
    }

  if (task->turns > 1 && task->solutions->len > 0)
    verify_line (lesson, step, task, &pos, search, budget, problems);
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
      ToguzGoalAnswer answer;
      ToguzTaskVerdict verdict;

      if (task == NULL)
        continue;
      toguz_task_judge_step (step, search, node_budget, &answer, &verdict);
      if (task->kind == TOGUZ_TASK_GOAL)
        verify_goal (lesson, step, task, &answer, &verdict, search,
                     node_budget, problems);
      else if (task->kind == TOGUZ_TASK_MOVES
               && (toguz_task_get_stated_moves (task) & ~verdict.right))
        report (problems, lesson, task->line, "%s",
                _("A stated solution starts with a move the task does not "
                  "accept."));
      if (task->kind != TOGUZ_TASK_PREDICT)
        verify_comments (lesson, task, &verdict, problems);
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
