/* test-presentation-pace.c: what the teacher's step on does, presenting
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Without a display: the pace asks the task session of a shipped
 * lesson.  A board that sows is hurried first; an answer held back is
 * revealed; a task not over, answered wrong or not at all, shows its
 * solution; the rest moves on.
 */
#include "config.h"

#include <locale.h>

#include "toguz-lesson-loader.h"
#include "tutor-presentation-pace.h"

static ToguzSearch *search;

static ToguzLesson *
load_sowing (void)
{
  g_autofree char *path = g_build_filename (
    g_getenv ("TOGUZ_LESSONS_SOURCE"), "01-sowing.xml", NULL);
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  ToguzLesson *lesson = toguz_lesson_load_file (path, problems);

  g_assert_nonnull (lesson);
  g_assert_cmpuint (problems->len, ==, 0);
  return lesson;
}

static const ToguzStep *
find_step (ToguzLesson *lesson, const char *id)
{
  for (guint i = 0; i < toguz_lesson_get_n_steps (lesson); i++)
    if (g_strcmp0 (toguz_lesson_get_step (lesson, i)->id, id) == 0)
      return toguz_lesson_get_step (lesson, i);
  g_error ("no step %s", id);
}

static TutorPace
step_on (ToguzTaskSession *session, gboolean answer_waits, gboolean sowing,
         gboolean engine_busy)
{
  TutorPaceState state = { session, answer_waits, sowing, engine_busy };

  return tutor_pace_step_on (&state);
}

/* A step that only shows: on to the next, unless the board still sows. */
static void
test_show_step (void)
{
  g_assert_cmpint (step_on (NULL, FALSE, FALSE, FALSE), ==, TUTOR_PACE_NEXT);
  g_assert_cmpint (step_on (NULL, FALSE, TRUE, FALSE), ==,
                   TUTOR_PACE_SKIP_SOWING);
}

/* A goal whose answer the engine is still working out waits; once it is
 * known, the unanswered task shows its solution, and once shown, moves
 * on. */
static void
test_unanswered_goal (void)
{
  g_autoptr (ToguzLesson) lesson = load_sowing ();
  g_autoptr (ToguzTaskSession) session = toguz_task_session_new (
    find_step (lesson, "reach-a-hole"));

  g_assert_cmpint (step_on (session, FALSE, FALSE, TRUE), ==,
                   TUTOR_PACE_WAIT);
  toguz_task_session_solve (session, search);
  g_assert_cmpint (step_on (session, FALSE, FALSE, FALSE), ==,
                   TUTOR_PACE_SHOW_SOLUTION);
  toguz_task_session_mark_solution_shown (session);
  g_assert_cmpint (step_on (session, FALSE, FALSE, FALSE), ==,
                   TUTOR_PACE_NEXT);
}

/* An answer given: revealed first (even while the engine still works on
 * the goal: judging waits for it), then the solution after a wrong one,
 * the next step after a right one. */
static void
test_answered_goal (void)
{
  g_autoptr (ToguzLesson) lesson = load_sowing ();
  const ToguzStep *step = find_step (lesson, "reach-a-hole");
  g_autoptr (ToguzTaskSession) wrong = toguz_task_session_new (step);
  g_autoptr (ToguzTaskSession) right = toguz_task_session_new (step);
  const ToguzTaskVerdict *verdict;
  unsigned wrong_moves;
  ToguzAnswer answer;

  g_assert_cmpint (step_on (wrong, TRUE, FALSE, TRUE), ==,
                   TUTOR_PACE_REVEAL_VERDICT);
  g_assert_cmpint (step_on (wrong, TRUE, TRUE, FALSE), ==,
                   TUTOR_PACE_SKIP_SOWING);
  toguz_task_session_solve (wrong, search);
  toguz_task_session_solve (right, search);
  verdict = toguz_task_session_get_verdict (wrong);
  wrong_moves = verdict->legal & ~verdict->right;
  g_assert_cmpuint (wrong_moves, !=, 0);
  g_assert_true (toguz_task_session_play (
    wrong, (unsigned) g_bit_nth_lsf (wrong_moves, -1), NULL, &answer));
  g_assert_cmpint (answer, ==, TOGUZ_ANSWER_WRONG);
  /* The engine explains the wrong move: nothing until it has. */
  g_assert_cmpint (step_on (wrong, FALSE, FALSE, TRUE), ==, TUTOR_PACE_WAIT);
  g_assert_cmpint (step_on (wrong, FALSE, FALSE, FALSE), ==,
                   TUTOR_PACE_SHOW_SOLUTION);

  g_assert_true (toguz_task_session_play (
    right, (unsigned) g_bit_nth_lsf (verdict->right, -1), NULL, &answer));
  g_assert_cmpint (answer, ==, TOGUZ_ANSWER_RIGHT);
  g_assert_cmpint (step_on (right, FALSE, FALSE, FALSE), ==,
                   TUTOR_PACE_NEXT);
}

/* A prediction's answer is known at once: its solution can be shown
 * before anyone answers. */
static void
test_prediction (void)
{
  g_autoptr (ToguzLesson) lesson = load_sowing ();
  g_autoptr (ToguzTaskSession) session = toguz_task_session_new (
    find_step (lesson, "predict-own-row"));

  g_assert_cmpint (step_on (session, FALSE, FALSE, FALSE), ==,
                   TUTOR_PACE_SHOW_SOLUTION);
  g_assert_cmpint (step_on (session, TRUE, FALSE, FALSE), ==,
                   TUTOR_PACE_REVEAL_VERDICT);
}

/* The key line names what Space does; nothing while it only hurries or
 * waits. */
static void
test_describe (void)
{
  g_assert_cmpstr (tutor_pace_describe (TUTOR_PACE_REVEAL_VERDICT,
                                        TUTOR_PACE_TO_STEP),
                   ==, "Space: reveal the answer");
  g_assert_cmpstr (tutor_pace_describe (TUTOR_PACE_SHOW_SOLUTION,
                                        TUTOR_PACE_TO_PUZZLE),
                   ==, "Space: show the solution");
  g_assert_cmpstr (tutor_pace_describe (TUTOR_PACE_NEXT, TUTOR_PACE_TO_STEP),
                   ==, "Space: next step");
  g_assert_cmpstr (tutor_pace_describe (TUTOR_PACE_NEXT, TUTOR_PACE_TO_END),
                   ==, "Space: finish");
  g_assert_cmpstr (tutor_pace_describe (TUTOR_PACE_NEXT,
                                        TUTOR_PACE_TO_PUZZLE),
                   ==, "Space: next puzzle");
  g_assert_null (tutor_pace_describe (TUTOR_PACE_WAIT, TUTOR_PACE_TO_STEP));
  g_assert_null (tutor_pace_describe (TUTOR_PACE_SKIP_SOWING,
                                      TUTOR_PACE_TO_STEP));
}

int
main (int argc, char **argv)
{
  int status;

  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  search = toguz_search_new (16);

  g_test_add_func ("/pace/show-step", test_show_step);
  g_test_add_func ("/pace/unanswered-goal", test_unanswered_goal);
  g_test_add_func ("/pace/answered-goal", test_answered_goal);
  g_test_add_func ("/pace/prediction", test_prediction);
  g_test_add_func ("/pace/describe", test_describe);
  status = g_test_run ();
  toguz_search_free (search);
  return status;
}
