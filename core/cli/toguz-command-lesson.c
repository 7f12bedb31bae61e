/* toguz-command-lesson.c: `toguz lesson check` and `toguz lesson show`
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "toguz-cli.h"
#include "toguz-explain-text.h"
#include "toguz-lesson-checker.h"
#include "toguz-practice.h"
#include "toguz-task-text.h"
#include "toguz-text.h"
#include "toguz-tuzdik-question.h"

static int
lesson_check (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = NULL;
  ToguzSearch *search;
  unsigned clean = 0, broken = 0;

  context = g_option_context_new (_("FILE…"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (
    context,
    _("Checks lesson and exercise-set files: the XML, the lesson format "
      "(lessons/lesson.rng), the positions and moves, then every task with "
      "the engine — unsolvable, ambiguous (several first moves achieve the "
      "goal and the task does not accept them all), or a stated solution "
      "that is wrong.\n\nEach problem goes to stderr as FILE:LINE: message, "
      "then a line counting a file's problems; a clean file gets a line on "
      "stdout. Exit status 0 only when every file is clean, 1 when any has "
      "a problem."));
  if (!toguz_cli_parse_options (context, &argc, &argv))
    return TOGUZ_EXIT_USAGE;
  if (argc < 2)
    return toguz_cli_fail (TOGUZ_EXIT_USAGE, "%s",
                           _("lesson check needs at least one FILE"));

  search = toguz_search_new (64);
  for (int i = 1; i < argc; i++)
    {
      g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
      g_autoptr (ToguzLesson) lesson = toguz_lesson_load_file (argv[i],
                                                               problems);

      if (lesson)
        toguz_lesson_verify (lesson, search, TOGUZ_LESSON_CHECK_BUDGET,
                             problems);
      for (guint p = 0; p < problems->len; p++)
        {
          g_autofree char *text
            = toguz_lesson_problem_to_string (g_ptr_array_index (problems, p));
          toguz_cli_fail (TOGUZ_EXIT_INPUT, "%s", text);
        }
      if (problems->len == 0)
        {
          unsigned steps = toguz_lesson_get_n_steps (lesson);
          unsigned tasks = toguz_lesson_get_n_tasks (lesson);
          /* TRANSLATORS: the first half of "FILE: ok, 5 steps, 4 tasks
           * checked"; the second half follows. */
          g_autofree char *first = g_strdup_printf (
            ngettext ("%s: ok, %u step", "%s: ok, %u steps", steps), argv[i],
            steps);

          /* TRANSLATORS: %s is "FILE: ok, 5 steps". */
          printf (ngettext ("%s, %u task checked\n", "%s, %u tasks checked\n",
                            tasks),
                  first, tasks);
          clean++;
        }
      else
        {
          /* After the problems and on their stream: a terminal or a
           * program that reads the two streams apart shows them in
           * order. */
          fprintf (stderr,
                   ngettext ("%s: %u problem\n", "%s: %u problems\n",
                             problems->len),
                   argv[i], problems->len);
          broken++;
        }
      fflush (stderr);
      fflush (stdout);
    }
  toguz_search_free (search);
  return broken ? TOGUZ_EXIT_INPUT : TOGUZ_EXIT_OK;
}

/* What the file says, printed so that nothing in it reaches the terminal
 * as a control character or an escape sequence. */
static void
print_escaped (const char *before, const char *value, const char *after)
{
  g_autofree char *escaped = toguz_text_escape_controls (value);

  printf ("%s%s%s", before, escaped, after);
}

static void
print_text (const char *label, const ToguzLessonText *text)
{
  if (text)
    {
      printf ("  %s: ", label);
      print_escaped ("", toguz_lesson_text_get (text), "\n");
    }
}

/* The moves the tutor takes, as the core judges them, and why it refuses
 * the others that achieve the goal. */
static void
show_right_moves (const ToguzStep *step, ToguzSearch *search)
{
  ToguzTaskVerdict verdict;
  ToguzPosition pos;
  g_autofree char *moves = NULL;

  toguz_task_judge_step (step, search, TOGUZ_TASK_BUDGET, NULL, &verdict);
  toguz_step_get_task_position (step, &pos);
  moves = toguz_moves_notation (&step->rules, &pos, verdict.right);
  printf ("  %s %s\n", _("Right moves:"), moves);
  for (unsigned m = verdict.legal & ~verdict.right; m; m &= m - 1)
    {
      unsigned hole = (unsigned) g_bit_nth_lsf (m, -1);
      g_autofree char *why = toguz_verdict_describe (&verdict, hole);
      g_autofree char *move = NULL;

      if (why == NULL)
        continue;
      move = toguz_moves_notation (&step->rules, &pos, 1u << hole);
      printf ("  %s %s\n", move, why);
    }
}

/* A game played out against the beginner: the engine's line, and what
 * the core's judge says it came to. */
static void
show_practice_line (const ToguzStep *step, ToguzSearch *search)
{
  ToguzGoalAnswer plan;
  ToguzTaskVerdict verdict;
  ToguzPracticeOutcome outcome;
  ToguzPosition pos;
  g_autofree char *line = NULL;
  g_autofree char *came_to = NULL;

  toguz_task_judge_step (step, search, TOGUZ_TASK_BUDGET, &plan, &verdict);
  toguz_step_get_task_position (step, &pos);
  line = toguz_line_notation (&step->rules, &pos, plan.proof,
                              plan.proof_length);
  toguz_practice_judge (step->task, &step->rules, &pos, plan.proof,
                        plan.proof_length, &outcome);
  came_to = toguz_practice_describe_outcome (step->task, &pos, &outcome);
  printf ("  %s %s\n", _("Engine’s line against the beginner:"), line);
  printf ("  %s %s %s\n", _("Outcome:"),
          outcome.reached ? _("reaches the goal.") : _("misses the goal."),
          came_to);
}

static void
show_task (const ToguzStep *step, const ToguzTask *task, ToguzSearch *search)
{
  const ToguzRuleset *rules = &step->rules;
  g_autofree char *prompt = toguz_task_dup_prompt (task, rules);
  char goal[TOGUZ_GOAL_TEXT_MAX];

  printf ("  %s ", _("Task:"));
  print_escaped ("", prompt, "\n");
  switch (task->kind)
    {
    case TOGUZ_TASK_GOAL:
      toguz_goal_format (&task->goal, goal);
      printf ("  %s %s%s\n", _("Goal:"), goal,
              task->accept_any ? _(" (any move achieving it)") : "");
      if (toguz_task_is_practice (task))
        show_practice_line (step, search);
      else
        show_right_moves (step, search);
      break;
    case TOGUZ_TASK_MOVES:
      printf ("  %s", _("Accepted holes:"));
      for (unsigned h = 0; h < rules->holes; h++)
        if ((task->accepted >> h) & 1u)
          printf (" %u", h + 1);
      printf ("\n");
      show_right_moves (step, search);
      break;
    case TOGUZ_TASK_PREDICT:
    default:
      for (guint i = 0; i < task->options->len; i++)
        {
          const ToguzTaskOption *option = toguz_task_get_option (task,
                                                                 (int) i);
          g_autofree char *head = g_strdup_printf ("  %c) ", option->key);
          print_escaped (head, toguz_lesson_text_get (option->text), "\n");
        }
      if (task->predict == TOGUZ_PREDICT_TUZDIK)
        {
          printf ("  %s", _("Answer:"));
          for (unsigned r = 0; r < 2u * rules->holes; r++)
            if ((task->answer >> r) & 1)
              {
                g_autofree char *hole = toguz_lesson_format_hole (rules, r);
                printf (" %s", hole);
              }
          printf ("\n");
        }
      else
        {
          g_autofree char *answer
            = toguz_task_format_answer (task, rules, task->answer);
          printf ("  %s %s\n", _("Answer:"), answer);
        }
      if (task->predict == TOGUZ_PREDICT_TUZDIK_ALLOWED)
        {
          ToguzTuzdikQuestion question;
          ToguzPosition at;

          toguz_step_get_task_position (step, &at);
          if (toguz_tuzdik_question_ask (rules, &at,
                                         (unsigned) task->predict_hole,
                                         &question)
              == TOGUZ_TUZDIK_QUESTION_OK)
            {
              g_autofree char *why
                = toguz_tuzdik_question_explain (rules, &at, &question);
              printf ("  %s ", _("Why:"));
              print_escaped ("", why, "\n");
            }
        }
      break;
    }
  if (task->turns > 1)
    printf ("  %s %u (%s)\n", _("Turns:"), task->turns,
            task->beginner_replies   ? _("played out against the beginner")
            : task->scripted_replies ? _("scripted replies")
                                     : _("the engine replies"));
  for (guint i = 0; i < task->solutions->len; i++)
    {
      GArray *line = g_ptr_array_index (task->solutions, i);
      ToguzPosition at;

      toguz_step_get_task_position (step, &at);
      printf ("  %s", _("Solution:"));
      for (guint m = 0; m < line->len; m++)
        {
          ToguzEvent event;
          char notation[TOGUZ_NOTATION_MAX];
          toguz_position_play (rules, &at, g_array_index (line, uint8_t, m),
                               &at, &event);
          toguz_notation_format (rules, &event, notation);
          printf (" %s", notation);
        }
      printf ("\n");
    }
  for (guint i = 0; i < task->hints->len; i++)
    {
      printf ("  %s %d: ", _("Hint"), g_array_index (task->hint_rungs, int, i));
      print_escaped ("",
                     toguz_lesson_text_get (g_ptr_array_index (task->hints, i)),
                     "\n");
    }
  for (guint i = 0; i < task->wrongs->len; i++)
    {
      const ToguzWrong *wrong = g_ptr_array_index (task->wrongs, i);
      if (wrong->kind == TOGUZ_WRONG_MOVE)
        printf ("  %s %u: ", _("Wrong hole"), wrong->hole + 1);
      else
        {
          g_autofree char *answer
            = toguz_task_format_answer (task, rules, wrong->answer);
          printf ("  %s %s: ", _("Wrong answer"), answer);
        }
      print_escaped ("", toguz_lesson_text_get (wrong->comment), "\n");
    }
  print_text (_("Success"), task->success);
}

static int
lesson_show (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) lesson = NULL;
  ToguzSearch *search = NULL;

  context = g_option_context_new (_("FILE"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
                                _("Prints a lesson or exercise set as text, "
                                  "step by step, with each board as a "
                                  "diagram, so that a teacher can read it "
                                  "through."));
  if (!toguz_cli_parse_options (context, &argc, &argv))
    return TOGUZ_EXIT_USAGE;
  if (argc != 2)
    return toguz_cli_fail (TOGUZ_EXIT_USAGE, "%s",
                           _("lesson show takes one FILE"));

  lesson = toguz_lesson_load_file (argv[1], problems);
  if (lesson == NULL)
    {
      for (guint p = 0; p < problems->len; p++)
        {
          g_autofree char *text
            = toguz_lesson_problem_to_string (g_ptr_array_index (problems, p));
          toguz_cli_fail (TOGUZ_EXIT_INPUT, "%s", text);
        }
      return TOGUZ_EXIT_INPUT;
    }

  search = toguz_search_new (64);
  print_escaped ("", toguz_lesson_get_title (lesson), "\n");
  if (toguz_lesson_get_summary (lesson))
    print_escaped ("", toguz_lesson_get_summary (lesson), "\n");
  /* Translators: the set's id and its fingerprint, as the class results'
   * columns "set" and "set_fingerprint" name them. */
  printf (_("Set %s, fingerprint %s\n"), toguz_lesson_get_id (lesson),
          toguz_lesson_get_fingerprint (lesson));
  for (guint i = 0; i < toguz_lesson_get_n_steps (lesson); i++)
    {
      const ToguzStep *step = toguz_lesson_get_step (lesson, i);
      g_autofree char *diagram = NULL;
      ToguzPosition at;

      printf ("\n");
      if (toguz_lesson_get_kind (lesson) == TOGUZ_LESSON_KIND_LESSON)
        printf (_("Step %u\n"), i + 1);
      else
        {
          g_autofree char *id = toguz_text_escape_controls (step->id);

          g_autofree char *played = toguz_step_dup_played_text (step);

          printf (_("Puzzle %u (%s), difficulty %d"), i + 1, id,
                  step->difficulty);
          if (step->rating > 0)
            printf (_(", rated %d"), step->rating);
          if (step->themes)
            {
              g_autofree char *themes = g_strjoinv (", ", step->themes);
              print_escaped (", ", themes, "");
            }
          printf ("\n");
          if (step->source)
            {
              printf ("  %s ", _("From:"));
              print_escaped ("", step->source, "\n");
            }
          if (played)
            print_escaped ("  ", played, "\n");
        }
      for (guint t = 0; t < step->texts->len; t++)
        print_escaped ("  ",
                       toguz_lesson_text_get (g_ptr_array_index (step->texts,
                                                                 t)),
                       "\n");
      diagram = toguz_position_diagram (&step->rules, &step->position);
      printf ("%s", diagram);
      at = step->position;
      for (guint s = 0; s < step->shows->len; s++)
        {
          ToguzEvent event;
          g_autofree char *said = NULL;
          char notation[TOGUZ_NOTATION_MAX];
          toguz_position_play (&step->rules, &at,
                               g_array_index (step->shows, uint8_t, s), &at,
                               &event);
          toguz_notation_format (&step->rules, &event, notation);
          said = toguz_event_describe (&step->rules, &event);
          printf ("  %s %s: %s\n", _("Shown:"), notation, said);
        }
      if (step->task)
        show_task (step, step->task, search);
    }
  toguz_search_free (search);
  return TOGUZ_EXIT_OK;
}

int
toguz_command_lesson (int argc, char **argv)
{
  if (argc >= 2 && strcmp (argv[1], "check") == 0)
    return lesson_check (argc - 1, argv + 1);
  if (argc >= 2 && strcmp (argv[1], "show") == 0)
    return lesson_show (argc - 1, argv + 1);
  if (argc >= 2 && (strcmp (argv[1], "--help") == 0
                    || strcmp (argv[1], "-h") == 0))
    {
      printf ("%s\n  toguz lesson check FILE…\n  toguz lesson show FILE\n\n"
              "%s\n",
              _("Usage:"),
              _("check: the loader and the engine on every task; show: the "
                "file as text. See “toguz lesson check --help”."));
      return TOGUZ_EXIT_OK;
    }
  return toguz_cli_fail (TOGUZ_EXIT_USAGE, "%s",
                         _("lesson takes check or show (see --help)"));
}
