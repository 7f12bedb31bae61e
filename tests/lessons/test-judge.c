/* test-judge.c: one judge for which moves are right
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The checker, the tutor's task session and the worksheet's answer key
 * must agree move by move on every shipped and example task, and on the
 * cases where they once disagreed.
 */
#include "config.h"

#include <glib.h>
#include <locale.h>
#include <string.h>

#include "toguz-lesson-checker.h"
#include "toguz-task-session.h"
#include "toguz-task-text.h"
#include "toguz-text.h"
#include "toguz-worksheet.h"
#include "shipped-lessons.h"

static ToguzSearch *search;
/* The engine's answer as the tutor's engine works it out, once a task
 * (the same answer for every move judged). */
static ToguzGoalAnswer tutor_answer;
static const ToguzStep *tutor_answer_step;

/* After 1. 76 98 2. 66, Black to move: 87 captures 4, 56 and 76 capture 2
 * each, so with goal="capture:2" the best beats the others by 2. */
#define CAPTURE_FEN                                                        \
  "1S,9S,9S,1S,11S,11S,11S,11S,11S/10S,10S,10S,10S,10S,1S,3S,12S,11S 10 0 " \
  "N 2"

static ToguzLesson *
load_set (const char *task_xml)
{
  g_autofree char *xml = g_strdup_printf (
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<exercise-set xmlns=\"https://toguztutor.org/ns/lesson/1\" "
    "id=\"judge\">\n"
    "  <title>Judge</title>\n"
    "  <puzzle id=\"p1\" difficulty=\"1\" themes=\"capture\">\n"
    "    <position fen=\"" CAPTURE_FEN "\"/>\n"
    "    %s\n"
    "  </puzzle>\n"
    "</exercise-set>\n",
    task_xml);
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  ToguzLesson *lesson = toguz_lesson_load_data (xml, strlen (xml),
                                                "judge.xml", problems);

  for (guint i = 0; i < problems->len; i++)
    {
      g_autofree char *text
        = toguz_lesson_problem_to_string (g_ptr_array_index (problems, i));
      g_printerr ("%s\n", text);
    }
  g_assert_nonnull (lesson);
  tutor_answer_step = NULL;
  return lesson;
}

/* The tutor's session, given the engine's answer. */
static ToguzTaskSession *
new_session (const ToguzStep *step)
{
  ToguzTaskSession *session = toguz_task_session_new (step);

  if (step->task->kind != TOGUZ_TASK_GOAL)
    return session;
  if (tutor_answer_step != step)
    {
      toguz_task_session_solve (session, search);
      tutor_answer = *toguz_task_session_get_goal_answer (session);
      tutor_answer_step = step;
    }
  else
    toguz_task_session_set_goal_answer (session, &tutor_answer);
  return session;
}

/* Judges `hole` as the first move in a fresh session. */
static ToguzAnswer
judge_first (const ToguzStep *step, unsigned hole,
             ToguzTaskSession **session_out)
{
  g_autoptr (ToguzTaskSession) session = new_session (step);
  ToguzAnswer answer;

  g_assert_true (toguz_task_session_play (session, hole, NULL, &answer));
  if (session_out)
    *session_out = g_steal_pointer (&session);
  return answer;
}

/* The first moves an answer key lists, as a bit set of holes: the key
 * reads "87", "Any of: 56, 87" or, for several turns, "You: 87 · Black
 * replies 65 · …" (several such lines set apart by "; "). */
static unsigned
key_moves (const ToguzStep *step, const char *key)
{
  ToguzPosition pos;
  const char *list = g_str_has_prefix (key, "Any of: ") ? key + 8 : key;
  g_auto (GStrv) choices
    = g_strsplit (list, strstr (list, " · ") ? "; " : ", ", -1);
  unsigned moves = 0;

  toguz_step_get_task_position (step, &pos);
  for (guint c = 0; choices[c]; c++)
    {
      const char *first = choices[c];
      g_auto (GStrv) words = NULL;
      ToguzMoveText text;
      unsigned hole;

      if (g_str_has_prefix (first, "You: "))
        first += 5;
      words = g_strsplit (first, " ", 2);
      g_assert_cmpint (toguz_notation_parse (&step->rules, words[0], &text),
                       ==, TOGUZ_NOTATION_OK);
      hole = text.origin - 1;
      g_assert_cmpint (toguz_position_check_move (&step->rules, &pos, hole),
                       ==, TOGUZ_MOVE_OK);
      moves |= 1u << hole;
    }
  return moves;
}

/* goal="capture:2" with the stated solution 87: the other two captures
 * achieve the goal but are not what the task takes.  The checker passes
 * it, so the tutor must refuse them, show the author's comment, and the
 * key must print 87 alone. */
static void
test_stated_solution_only (void)
{
  g_autoptr (ToguzLesson) lesson = load_set (
    "<task goal=\"capture:2\">\n"
    "  <solution moves=\"87\"/>\n"
    "  <wrong move=\"5\">Only two stones: look for more.</wrong>\n"
    "  <success>Four stones!</success>\n"
    "</task>");
  const ToguzStep *step = toguz_lesson_get_step (lesson, 0);
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzTaskSession) wrong = NULL;
  g_autoptr (ToguzTaskSession) other = NULL;
  g_autoptr (ToguzWorksheet) sheet = NULL;
  g_autofree char *reason = NULL;
  ToguzTaskVerdict verdict;

  g_assert_true (toguz_lesson_verify (lesson, search,
                                      TOGUZ_LESSON_CHECK_BUDGET, problems));
  toguz_task_judge_step (step, search, 0, NULL, &verdict);
  g_assert_cmphex (verdict.right, ==, 1u << 7);
  g_assert_false (verdict.ambiguous);
  g_assert_cmpint (verdict.reason[4], ==, TOGUZ_VERDICT_NOT_BEST);
  g_assert_cmpint (verdict.better_by[4], ==, 2);
  g_assert_cmpint (verdict.reason[0], ==, TOGUZ_VERDICT_MISSES);

  /* The tutor: 56 is wrong, with the author's comment. */
  g_assert_cmpint (judge_first (step, 4, &wrong), ==, TOGUZ_ANSWER_WRONG);
  g_assert_cmpstr (toguz_task_session_get_wrong_comment (wrong), ==,
                   "Only two stones: look for more.");
  g_assert_cmpint (toguz_task_session_get_stars (wrong), ==, 0);
  /* 76 has no comment: the core says why it is not enough. */
  g_assert_cmpint (judge_first (step, 6, &other), ==, TOGUZ_ANSWER_WRONG);
  g_assert_null (toguz_task_session_get_wrong_comment (other));
  reason = toguz_task_session_dup_wrong_reason (other);
  g_assert_nonnull (reason);
  g_assert_nonnull (strstr (reason, "better by 2 stones"));
  g_assert_cmpint (judge_first (step, 7, NULL), ==, TOGUZ_ANSWER_RIGHT);
  /* A hole that cannot be played is not judged, nor counted as a try. */
  {
    ToguzAnswer answer;
    g_assert_false (toguz_task_session_play (other, 9, NULL, &answer));
    g_assert_cmpint (toguz_task_session_get_tries (other), ==, 1);
  }

  /* The key. */
  sheet = toguz_worksheet_new (lesson);
  g_assert_cmpstr (toguz_worksheet_get_answer (sheet, 0), ==, "87");
}

/* No stated solution, one move standing out by the margin: it alone is
 * right (lessons/README.md, "Which moves are right"). */
static void
test_margin_one_solution (void)
{
  g_autoptr (ToguzLesson) lesson
    = load_set ("<task goal=\"capture:2\"/>");
  const ToguzStep *step = toguz_lesson_get_step (lesson, 0);
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzWorksheet) sheet = NULL;

  g_assert_true (toguz_lesson_verify (lesson, search,
                                      TOGUZ_LESSON_CHECK_BUDGET, problems));
  g_assert_cmpint (judge_first (step, 4, NULL), ==, TOGUZ_ANSWER_WRONG);
  g_assert_cmpint (judge_first (step, 7, NULL), ==, TOGUZ_ANSWER_RIGHT);
  sheet = toguz_worksheet_new (lesson);
  g_assert_cmpstr (toguz_worksheet_get_answer (sheet, 0), ==, "87");
}

/* A stated solution that is worse than a move it leaves out: the learner
 * who finds the better move would be told wrong, so the checker says so. */
static void
test_stated_worse_is_ambiguous (void)
{
  g_autoptr (ToguzLesson) lesson = load_set (
    "<task goal=\"capture:2\">\n"
    "  <solution moves=\"56\"/>\n"
    "</task>");
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  ToguzTaskVerdict verdict;

  toguz_task_judge_step (toguz_lesson_get_step (lesson, 0), search, 0, NULL,
                         &verdict);
  g_assert_true (verdict.ambiguous);
  g_assert_false (toguz_lesson_verify (lesson, search,
                                       TOGUZ_LESSON_CHECK_BUDGET, problems));
  g_assert_cmpuint (problems->len, ==, 1);
  g_assert_nonnull (strstr (((ToguzLessonProblem *) problems->pdata[0])
                              ->message,
                            "Ambiguous"));
}

/* accept="any": every achieving move, in the tutor and in the key. */
static void
test_accept_any (void)
{
  g_autoptr (ToguzLesson) lesson
    = load_set ("<task goal=\"capture:2\" accept=\"any\"/>");
  const ToguzStep *step = toguz_lesson_get_step (lesson, 0);
  g_autoptr (ToguzWorksheet) sheet = toguz_worksheet_new (lesson);

  for (unsigned hole = 0; hole < 9; hole++)
    g_assert_cmpint (judge_first (step, hole, NULL), ==,
                     (hole == 4 || hole == 6 || hole == 7)
                       ? TOGUZ_ANSWER_RIGHT
                       : TOGUZ_ANSWER_WRONG);
  g_assert_cmphex (key_moves (step, toguz_worksheet_get_answer (sheet, 0)),
                   ==, (1u << 4) | (1u << 6) | (1u << 7));
}

/* A comment on a move the task takes is never shown: the checker says
 * so, whatever made the move right. */
static void
test_comment_on_right_move (void)
{
  g_autoptr (ToguzLesson) lesson = load_set (
    "<task goal=\"capture:2\">\n"
    "  <solution moves=\"87\"/>\n"
    "  <wrong move=\"8\">Not this one.</wrong>\n"
    "</task>");
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();

  g_assert_false (toguz_lesson_verify (lesson, search,
                                       TOGUZ_LESSON_CHECK_BUDGET, problems));
  g_assert_cmpuint (problems->len, ==, 1);
  g_assert_nonnull (strstr (((ToguzLessonProblem *) problems->pdata[0])
                              ->message,
                            "hole 8"));
}

/* Every legal first move of a task: the session judges it as the
 * verdict does, and the key lists the verdict's right moves. */
static void
agree_on_task (const char *file, guint index, const ToguzStep *step,
               ToguzWorksheet *sheet, guint key_index)
{
  const ToguzTask *task = step->task;
  ToguzTaskVerdict verdict;
  unsigned keyed;

  if (task->kind == TOGUZ_TASK_PREDICT)
    {
      g_autoptr (ToguzTaskSession) session = new_session (step);
      int right = task->predict == TOGUZ_PREDICT_TUZDIK
                    ? g_bit_nth_lsf ((gulong) task->answer, -1)
                    : task->answer;
      g_assert_true (toguz_task_prediction_right (task, right));
      g_assert_cmpint (toguz_task_session_judge_prediction (session, right),
                       ==, TOGUZ_ANSWER_RIGHT);
      return;
    }

  toguz_task_judge_step (step, search, TOGUZ_LESSON_CHECK_BUDGET, NULL,
                         &verdict);
  g_assert_cmphex (verdict.right, !=, 0);
  for (unsigned hole = 0; hole < step->rules.holes; hole++)
    {
      gboolean right = (verdict.right >> hole) & 1u;
      g_autoptr (ToguzTaskSession) session = NULL;
      ToguzAnswer answer;

      if (!((verdict.legal >> hole) & 1u))
        continue;
      answer = judge_first (step, hole, &session);
      if ((answer != TOGUZ_ANSWER_WRONG) != right)
        g_error ("%s step %u: the session judges hole %u %s, the core %s",
                 file, index + 1, hole + 1,
                 answer == TOGUZ_ANSWER_WRONG ? "wrong" : "right",
                 right ? "right" : "wrong");
      if (!right && verdict.comment[hole])
        g_assert_cmpstr (toguz_task_session_get_wrong_comment (session), ==,
                         toguz_lesson_text_get (verdict.comment[hole]->comment));
    }

  keyed = key_moves (step, toguz_worksheet_get_answer (sheet, key_index));
  if (task->turns > 1)
    g_assert_cmphex (keyed & ~verdict.right, ==, 0);
  else if (keyed != verdict.right)
    g_error ("%s step %u: the key lists %s, the core takes %x", file,
             index + 1, toguz_worksheet_get_answer (sheet, key_index),
             verdict.right);
}

static void
test_agree (gconstpointer data)
{
  const char *name = data;
  g_autofree char *path = g_build_filename (g_getenv ("TOGUZ_SOURCE_DIR"),
                                            "lessons", name, NULL);
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) lesson = toguz_lesson_load_file (path, problems);
  g_autoptr (ToguzWorksheet) sheet = NULL;
  guint key_index = 0;

  g_assert_nonnull (lesson);
  tutor_answer_step = NULL;
  g_assert_true (toguz_lesson_verify (lesson, search,
                                      TOGUZ_LESSON_CHECK_BUDGET, problems));
  sheet = toguz_worksheet_new (lesson);
  for (guint i = 0; i < toguz_lesson_get_n_steps (lesson); i++)
    {
      const ToguzStep *step = toguz_lesson_get_step (lesson, i);
      if (step->task == NULL)
        continue;
      agree_on_task (name, i, step, sheet, key_index++);
    }
  g_assert_cmpuint (key_index, ==, toguz_worksheet_get_n_tasks (sheet));
}

int
main (int argc, char **argv)
{
  static const char *files[] = {
    "puzzles-from-games.xml",
    "examples/example-exercises.xml",
    "examples/example-lesson.xml",
    "examples/teacher-sample.xml",
  };
  int status;

  setlocale (LC_ALL, "C");
  g_test_init (&argc, &argv, NULL);
  search = toguz_search_new (64);
  g_test_add_func ("/judge/stated-solution-only", test_stated_solution_only);
  g_test_add_func ("/judge/margin-one-solution", test_margin_one_solution);
  g_test_add_func ("/judge/stated-worse-is-ambiguous",
                   test_stated_worse_is_ambiguous);
  g_test_add_func ("/judge/accept-any", test_accept_any);
  g_test_add_func ("/judge/comment-on-right-move",
                   test_comment_on_right_move);
  for (gsize i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *test = g_strdup_printf ("/judge/agree/%s", files[i]);
      g_test_add_data_func (test, files[i], test_agree);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (shipped_lessons); i++)
    {
      g_autofree char *test = g_strdup_printf ("/judge/agree/%s",
                                               shipped_lessons[i].file);
      g_test_add_data_func (test, shipped_lessons[i].file, test_agree);
    }
  status = g_test_run ();
  toguz_search_free (search);
  return status;
}
