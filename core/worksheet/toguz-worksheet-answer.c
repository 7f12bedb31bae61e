/* toguz-worksheet-answer.c: the answer key of a worksheet
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each task's answer as a teacher marks it: the hole, the count or yes or
 * no a prediction asks for, and for a move or a goal the moves the
 * core's judge takes, in notation, with a line to show one of them.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "toguz-explain-text.h"
#include "toguz-practice.h"
#include "toguz-task-judge.h"
#include "toguz-text.h"
#include "toguz-tuzdik-question.h"
#include "toguz-worksheet-private.h"

/* One item, or "Any of: a, b, c"; lines of several turns ("You: 54 ·
 * Black replies 61 · …") are set apart with "; ". */
static char *
format_choices (GPtrArray *items)
{
  g_autofree char *joined = NULL;
  gboolean lines = FALSE;

  if (items->len == 0)
    return g_strdup (_("None"));
  if (items->len == 1)
    return g_strdup (g_ptr_array_index (items, 0));
  for (guint i = 0; i < items->len; i++)
    lines |= strstr (g_ptr_array_index (items, i), " · ") != NULL;
  g_ptr_array_add (items, NULL);
  joined = g_strjoinv (lines ? "; " : ", ", (char **) items->pdata);
  g_ptr_array_remove_index (items, items->len - 1);
  /* Translators: the answer key, when several answers are right. */
  return g_strdup_printf (_("Any of: %s"), joined);
}

/* The first moves in a bit set of holes, in notation. */
static char *
format_moves (const ToguzRuleset *rules, const ToguzPosition *pos,
              unsigned holes)
{
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (unsigned h = 0; h < rules->holes; h++)
    if ((holes >> h) & 1u)
      {
        uint8_t hole = (uint8_t) h;
        g_ptr_array_add (items, toguz_line_notation (rules, pos, &hole, 1));
      }
  return format_choices (items);
}

static char *
format_ring_holes (const ToguzRuleset *rules, unsigned ring_bits)
{
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (unsigned r = 0; r < 2u * rules->holes; r++)
    if ((ring_bits >> r) & 1u)
      g_ptr_array_add (items,
                       toguz_hole_name (toguz_ring_side (rules, r),
                                        toguz_ring_hole (rules, r) + 1));
  return format_choices (items);
}

/* A line of several turns with whose move each is, so that it cannot be
 * read as White's and Black's: "You: 54 · Black replies 61 · You: 91". */
static char *
format_turns (const ToguzRuleset *rules, const ToguzPosition *pos,
              const uint8_t *holes, guint n)
{
  g_autofree char *line = toguz_line_notation (rules, pos, holes, n);
  g_auto (GStrv) moves = g_strsplit (line, " ", -1);
  gboolean black_replies = pos->side == TOGUZ_WHITE;
  GString *text;

  if (n < 2)
    return g_steal_pointer (&line);
  text = g_string_new (NULL);
  for (guint i = 0; moves[i]; i++)
    {
      if (i > 0)
        g_string_append (text, " · ");
      if (i % 2 == 0)
        /* Translators: a move of the learner's in the answer key. */
        g_string_append_printf (text, _("You: %s"), moves[i]);
      else
        g_string_append_printf (text,
                                /* Translators: the opponent's answer in
                                 * the answer key, between the learner's
                                 * moves. */
                                black_replies ? _("Black replies %s")
                                              : _("White replies %s"),
                                moves[i]);
    }
  return g_string_free (text, FALSE);
}

/* The line a task of several turns shows: the first stated solution that
 * starts with a right move and gives a reply, else the engine's proof,
 * else a stated first move alone. */
static GArray *
turns_line (const ToguzTask *task, unsigned right,
            const ToguzGoalAnswer *solved)
{
  GArray *short_line = NULL;
  GArray *line;

  if (task->turns < 2)
    return NULL;
  for (guint i = 0; i < task->solutions->len; i++)
    {
      GArray *stated = g_ptr_array_index (task->solutions, i);
      if (stated->len == 0
          || !((right >> g_array_index (stated, uint8_t, 0)) & 1u))
        continue;
      if (stated->len > 1)
        return g_array_ref (stated);
      if (short_line == NULL)
        short_line = stated;
    }
  if (solved == NULL || solved->proof_length < 2
      || !((right >> solved->proof[0]) & 1u))
    return short_line ? g_array_ref (short_line) : NULL;
  line = g_array_new (FALSE, FALSE, sizeof (uint8_t));
  g_array_append_vals (line, solved->proof,
                       MIN (solved->proof_length, 2 * task->turns));
  return line;
}

static char *
format_solutions (const ToguzRuleset *rules, const ToguzPosition *pos,
                  const ToguzTask *task, unsigned first_moves)
{
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < task->solutions->len; i++)
    {
      GArray *line = g_ptr_array_index (task->solutions, i);
      if (line->len == 0
          || !((first_moves >> g_array_index (line, uint8_t, 0)) & 1u))
        continue;
      g_ptr_array_add (items, format_turns (rules, pos,
                                            (const uint8_t *) line->data,
                                            line->len));
    }
  return format_choices (items);
}

/* The replies of the line that follow any right moves: see
 * WorksheetTask.known_replies. */
static guint
known_replies (const ToguzTask *task, unsigned right, const GArray *line)
{
  guint known;

  if (line == NULL || right == 0 || (right & (right - 1)) != 0)
    return 0;
  known = task->scripted_replies ? task->turns - 1 : 1;
  return MIN (known, line->len / 2);
}

/* A game played out against the beginner: the key gives the engine's
 * line and what it came to.  It cannot mark other lines (the replies
 * follow the moves), and says so. */
static void
work_out_practice (WorksheetTask *entry, ToguzSearch *search)
{
  const ToguzStep *step = entry->step;
  ToguzGoalAnswer plan;
  ToguzTaskVerdict verdict;
  ToguzPracticeOutcome outcome;
  ToguzPosition pos;
  g_autofree char *came_to = NULL;
  GString *example;

  if (search == NULL)
    {
      entry->answer = g_strdup (_("See the tutor"));
      return;
    }
  toguz_step_get_task_position (step, &pos);
  toguz_task_judge_step (step, search, TOGUZ_TASK_BUDGET, &plan, &verdict);
  if (plan.proof_length == 0)
    {
      entry->answer = g_strdup (_("See the tutor"));
      return;
    }
  entry->answer = format_turns (&step->rules, &pos, plan.proof,
                                plan.proof_length);
  toguz_practice_judge (step->task, &step->rules, &pos, plan.proof,
                        plan.proof_length, &outcome);
  came_to = toguz_practice_describe_outcome (step->task, &pos, &outcome);
  example = g_string_new (NULL);
  toguz_text_append_sentence (
    /* Translators: %s says what the engine's line came to: "You won 12
     * stones more than Black." */
    example, g_strdup_printf (_("With this line: %s"), came_to));
  toguz_text_append_sentence (
    example, g_strdup (_("Any line that reaches the goal is right: the "
                         "replies depend on the moves played.")));
  entry->example = g_string_free (example, FALSE);
}

void
toguz_worksheet_work_out_answer (WorksheetTask *entry, ToguzSearch *search)
{
  const ToguzStep *step = entry->step;
  const ToguzTask *task = step->task;
  const ToguzRuleset *rules = &step->rules;
  ToguzPosition pos;

  toguz_step_get_task_position (step, &pos);
  switch (task->kind)
    {
    case TOGUZ_TASK_PREDICT:
      switch (task->predict)
        {
        case TOGUZ_PREDICT_LANDING:
          entry->answer = format_ring_holes (rules, 1u << task->answer);
          break;
        case TOGUZ_PREDICT_TUZDIK:
          entry->answer = format_ring_holes (rules, (unsigned) task->answer);
          break;
        case TOGUZ_PREDICT_CAPTURE:
          entry->answer = g_strdup_printf (ngettext ("%d stone", "%d stones",
                                                     task->answer),
                                           task->answer);
          break;
        case TOGUZ_PREDICT_TUZDIK_ALLOWED:
          {
            ToguzTuzdikQuestion question;

            entry->answer = g_strdup (task->answer ? _("Yes") : _("No"));
            /* The sheet asks why: the key names the rule. */
            if (toguz_tuzdik_question_ask (rules, &pos,
                                           (unsigned) task->predict_hole,
                                           &question)
                == TOGUZ_TUZDIK_QUESTION_OK)
              entry->example
                = toguz_tuzdik_question_explain (rules, &pos, &question);
          }
          break;
        case TOGUZ_PREDICT_CHOICE:
          {
            const ToguzTaskOption *option = toguz_task_get_option (
              task, task->answer);
            entry->answer = g_strdup_printf (
              "%c) %s", option->key, toguz_lesson_text_get (option->text));
          }
          break;
        case TOGUZ_PREDICT_LEGAL:
        default:
          entry->answer = g_strdup (task->answer ? _("Yes") : _("No"));
          break;
        }
      break;

    case TOGUZ_TASK_MOVES:
    case TOGUZ_TASK_GOAL:
    default:
      if (toguz_task_is_practice (task))
        {
          work_out_practice (entry, search);
          break;
        }
      {
        ToguzGoalAnswer solved;
        ToguzTaskVerdict verdict;

        if (search == NULL && task->kind == TOGUZ_TASK_GOAL)
          {
            entry->answer = task->solutions->len > 0
                              ? format_solutions (rules, &pos, task, ~0u)
                              : g_strdup (_("See the tutor"));
            entry->line = turns_line (task, ~0u, NULL);
            entry->known_replies = known_replies (
              task, toguz_task_get_stated_moves (task), entry->line);
            break;
          }
        /* The core's verdict, as the checker and the tutor have it: the
         * key lists exactly the moves the tutor takes. */
        toguz_task_judge_step (step, search, TOGUZ_TASK_BUDGET, &solved,
                               &verdict);
        entry->line = turns_line (task, verdict.right,
                                  task->kind == TOGUZ_TASK_GOAL ? &solved
                                                                : NULL);
        entry->known_replies = known_replies (task, verdict.right,
                                              entry->line);
        if (verdict.right == 0)
          entry->answer = g_strdup (_("See the tutor"));
        else if (task->solutions->len > 0
                 && (verdict.right & ~toguz_task_get_stated_moves (task))
                      == 0)
          entry->answer = format_solutions (rules, &pos, task, verdict.right);
        else
          {
            entry->answer = format_moves (rules, &pos, verdict.right);
            if (!verdict.decided)
              entry->example = g_strdup (_("The engine proved these; it "
                                           "could not settle every other "
                                           "move."));
            else if (entry->line && entry->line->len > 1)
              {
                g_autofree char *shown = format_turns (
                  rules, &pos, (const uint8_t *) entry->line->data,
                  entry->line->len);
                entry->example = g_strdup_printf (_("For example: %s"),
                                                  shown);
              }
          }
      }
      break;
    }
}
