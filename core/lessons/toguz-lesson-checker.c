/* toguz-lesson-checker.c: the engine on every task
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "toguz-lesson-checker.h"
#include "toguz-practice.h"
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
             ToguzSearch *search, uint64_t budget, uint64_t *spent,
             GPtrArray *problems)
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
          ToguzGoalAnswer answer = { 0 };

          toguz_task_judge_turn (task, rules, pos, &at, m / 2, search, budget,
                                 &answer, &later);
          *spent += answer.nodes;
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
             uint64_t budget, uint64_t *spent, GPtrArray *problems)
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
    verify_line (lesson, step, task, &pos, search, budget, spent, problems);
}

/* A learner who does not think, who must not reach a practice task's
 * goal (else it is trivial), and what the checker calls it. */
static gboolean
practice_trivial (ToguzLesson *lesson, const ToguzStep *step,
                  const ToguzPosition *pos, ToguzPracticePlayer player,
                  ToguzSearch *search, uint64_t *spent, GPtrArray *problems)
{
  const ToguzTask *task = step->task;
  g_autoptr (GArray) line = g_array_new (FALSE, FALSE, sizeof (uint8_t));
  g_autofree char *moves = NULL;
  ToguzPracticeOutcome outcome;
  char goal_text[TOGUZ_GOAL_TEXT_MAX];

  *spent += toguz_practice_play_out (search, &step->rules, pos, task->turns,
                                     player, line);
  if (!toguz_practice_judge (task, &step->rules, pos,
                             (const uint8_t *) line->data, line->len,
                             &outcome))
    return FALSE;
  toguz_goal_format (&task->goal, goal_text);
  moves = toguz_line_notation (&step->rules, pos,
                               (const uint8_t *) line->data, line->len);
  report (problems, lesson, task->line,
          player == TOGUZ_PRACTICE_WORST
            ? _("Trivial: a learner who always plays the engine’s worst move "
                "reaches the goal “%s” against the beginner too (%s): raise "
                "the goal, or choose a position that asks for thought.")
            : _("Trivial: a learner who always sows the first hole that can "
                "be sown reaches the goal “%s” against the beginner too "
                "(%s): raise the goal, or choose a position that asks for "
                "thought."),
          goal_text, moves);
  return TRUE;
}

/* A task played out against the beginner (toguz-practice.h): the engine
 * at full strength must reach the goal, a learner who does not think
 * must not, and a comment on a first move must be for one after which
 * even the engine misses it.  `answer` holds the engine's line. */
static void
verify_practice (ToguzLesson *lesson, const ToguzStep *step,
                 const ToguzGoalAnswer *answer, ToguzSearch *search,
                 uint64_t *spent, GPtrArray *problems)
{
  const ToguzTask *task = step->task;
  const ToguzRuleset *rules = &step->rules;
  ToguzPracticeOutcome outcome;
  ToguzPosition pos;
  g_autofree char *moves = NULL;
  char goal_text[TOGUZ_GOAL_TEXT_MAX];

  toguz_step_get_task_position (step, &pos);
  toguz_goal_format (&task->goal, goal_text);
  toguz_practice_judge (task, rules, &pos, answer->proof,
                        answer->proof_length, &outcome);
  moves = toguz_line_notation (rules, &pos, answer->proof,
                               answer->proof_length);
  if (!outcome.reached)
    {
      if (task->goal.kind == TOGUZ_GOAL_GAIN)
        report (problems, lesson, task->line,
                _("Played out against the beginner, the engine itself "
                  "reaches only %+d stones here in %u moves (%s): lower the "
                  "goal “%s”."),
                outcome.net, outcome.moves, moves, goal_text);
      else
        report (problems, lesson, task->line,
                _("Played out against the beginner, the engine itself does "
                  "not reach the goal “%s” here in %u moves (%s): choose "
                  "another position, or give more turns."),
                goal_text, outcome.moves, moves);
      return;
    }
  if (!practice_trivial (lesson, step, &pos, TOGUZ_PRACTICE_WORST, search,
                         spent, problems))
    practice_trivial (lesson, step, &pos, TOGUZ_PRACTICE_LOWEST, search,
                      spent, problems);

  for (guint i = 0; i < task->wrongs->len; i++)
    {
      const ToguzWrong *wrong = g_ptr_array_index (task->wrongs, i);
      g_autoptr (GArray) line = g_array_new (FALSE, FALSE, sizeof (uint8_t));
      g_autofree char *after = NULL;

      if (wrong->kind != TOGUZ_WRONG_MOVE
          || !toguz_practice_play_out_after (search, rules, &pos, wrong->hole,
                                             task->turns,
                                             TOGUZ_PRACTICE_ENGINE, line,
                                             spent)
          || !toguz_practice_judge (task, rules, &pos,
                                    (const uint8_t *) line->data, line->len,
                                    &outcome))
        continue;
      after = toguz_line_notation (rules, &pos, (const uint8_t *) line->data,
                                   line->len);
      report (problems, lesson, wrong->line,
              _("The comment for hole %u is for a first move after which "
                "the engine still reaches the goal “%s” against the beginner "
                "(%s): a learner who plays it is not wrong for that."),
              wrong->hole + 1, goal_text, after);
    }
}

typedef struct
{
  const ToguzTask *task;
  uint64_t nodes;
} TaskCost;

static int
costlier_first (gconstpointer a, gconstpointer b)
{
  uint64_t x = ((const TaskCost *) a)->nodes;
  uint64_t y = ((const TaskCost *) b)->nodes;

  return x < y ? 1 : x > y ? -1 : 0;
}

/* Past the total budget: where the check stopped, and which tasks cost
 * the most, so the author knows what to split or simplify. */
static void
report_over_budget (ToguzLesson *lesson, const ToguzTask *next,
                    GArray *costs, uint64_t spent, GPtrArray *problems)
{
  g_autoptr (GString) costliest = g_string_new (NULL);
  g_autofree char *total = NULL;

  g_array_sort (costs, costlier_first);
  for (guint i = 0; i < costs->len && i < 3; i++)
    {
      const TaskCost *cost = &g_array_index (costs, TaskCost, i);
      char goal_text[TOGUZ_GOAL_TEXT_MAX];
      /* A number as text: xgettext cannot read G_GUINT64_FORMAT. */
      g_autofree char *nodes = g_strdup_printf ("%" G_GUINT64_FORMAT,
                                                cost->nodes);

      toguz_goal_format (&cost->task->goal, goal_text);
      if (costliest->len)
        g_string_append (costliest, ", ");
      /* TRANSLATORS: one costly task in a list: its line, its goal and
       * the nodes the engine searched for it. */
      g_string_append_printf (costliest, _("line %u (%s, %s nodes)"),
                              cost->task->line, goal_text, nodes);
    }
  total = g_strdup_printf ("%" G_GUINT64_FORMAT, spent);
  report (problems, lesson, next->line,
          _("The check stopped here: the tasks before this one took %s "
            "nodes of search, more than a file may. The costliest: %s. "
            "Split the file, or choose simpler goals (fewer plies, a "
            "position nearer the end)."),
          total, costliest->str);
}

gboolean
toguz_lesson_verify (ToguzLesson *lesson, ToguzSearch *search,
                     uint64_t node_budget, GPtrArray *problems)
{
  return toguz_lesson_verify_within (lesson, search, node_budget,
                                     TOGUZ_LESSON_CHECK_TOTAL, problems);
}

gboolean
toguz_lesson_verify_within (ToguzLesson *lesson, ToguzSearch *search,
                            uint64_t node_budget, uint64_t total_budget,
                            GPtrArray *problems)
{
  guint before = problems->len;
  g_autoptr (GArray) costs = g_array_new (FALSE, FALSE, sizeof (TaskCost));
  uint64_t spent = 0;

  g_return_val_if_fail (TOGUZ_IS_LESSON (lesson), FALSE);
  for (guint i = 0; i < toguz_lesson_get_n_steps (lesson); i++)
    {
      const ToguzStep *step = toguz_lesson_get_step (lesson, i);
      const ToguzTask *task = step->task;
      ToguzGoalAnswer answer = { 0 }; /* no search for other kinds */
      ToguzTaskVerdict verdict;
      TaskCost cost = { task, 0 };

      if (task == NULL)
        continue;
      /* Each task keeps its own budget, so verdicts do not depend on
       * what came before; only whether the check goes on does. */
      if (spent >= total_budget)
        {
          report_over_budget (lesson, task, costs, spent, problems);
          break;
        }
      toguz_task_judge_step (step, search, node_budget, &answer, &verdict);
      cost.nodes = answer.nodes;
      if (toguz_task_is_practice (task))
        verify_practice (lesson, step, &answer, search, &cost.nodes,
                         problems);
      else if (task->kind == TOGUZ_TASK_GOAL)
        verify_goal (lesson, step, task, &answer, &verdict, search,
                     node_budget, &cost.nodes, problems);
      else if (task->kind == TOGUZ_TASK_MOVES
               && (toguz_task_get_stated_moves (task) & ~verdict.right))
        report (problems, lesson, task->line, "%s",
                _("A stated solution starts with a move the task does not "
                  "accept."));
      if (task->kind != TOGUZ_TASK_PREDICT && !toguz_task_is_practice (task))
        verify_comments (lesson, task, &verdict, problems);
      spent += cost.nodes;
      g_array_append_val (costs, cost);
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
