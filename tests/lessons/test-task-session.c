/* test-task-session.c: a learner's turn, as the core words and marks it
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The hint ladder never gives the answer away before its last rung, the
 * feedback on a wrong move speaks of the task's goal and never recommends
 * a move the judge refuses, a yes/no found by elimination earns nothing,
 * and a prediction's solution is a move the board can play.
 */
#include "config.h"

#include <glib.h>
#include <locale.h>
#include <string.h>

#include "toguz-lesson-checker.h"
#include "toguz-puzzle-line.h"
#include "toguz-task-session.h"
#include "shipped-lessons.h"

static ToguzSearch *search;


static ToguzLesson *
load (const char *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("TOGUZ_SOURCE_DIR"),
                                            "lessons", name, NULL);
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  ToguzLesson *lesson = toguz_lesson_load_file (path, problems);

  for (guint i = 0; i < problems->len; i++)
    {
      g_autofree char *text = toguz_lesson_problem_to_string (
        g_ptr_array_index (problems, i));
      g_printerr ("%s\n", text);
    }
  g_assert_nonnull (lesson);
  return lesson;
}

static const ToguzStep *
find_step (ToguzLesson *lesson, const char *id)
{
  for (guint i = 0; i < toguz_lesson_get_n_steps (lesson); i++)
    {
      const ToguzStep *step = toguz_lesson_get_step (lesson, i);
      if (g_strcmp0 (step->id, id) == 0)
        return step;
    }
  g_error ("no step %s", id);
}

static ToguzTaskSession *
new_session (const ToguzStep *step)
{
  ToguzTaskSession *session = toguz_task_session_new (step);

  toguz_task_session_solve (session, search);
  return session;
}

static unsigned
ring (const ToguzStep *step, ToguzSide side, unsigned hole)
{
  return 1u << toguz_ring_index (&step->rules, side, hole);
}

/* Lesson 1's "reach a hole": the author's second hint names holes 5 and
 * 8, and the board marks both of them, not the target alone. */
static void
test_hint_marks_what_it_names (void)
{
  g_autoptr (ToguzLesson) lesson = load ("01-sowing.xml");
  const ToguzStep *step = find_step (lesson, "reach-a-hole");
  g_autoptr (ToguzTaskSession) session = new_session (step);
  unsigned marks = 0;
  g_autofree char *first = toguz_task_session_next_hint (session, &marks);
  g_autofree char *second = toguz_task_session_next_hint (session, &marks);

  g_assert_nonnull (strstr (second, "Try holes 5 and 8"));
  g_assert_cmphex (marks, ==,
                   ring (step, TOGUZ_WHITE, 4) | ring (step, TOGUZ_WHITE, 7));
}

/* The rungs the engine words for a goal: the second names a few of the
 * mover's holes, the answer among them, and marks every one it names. */
static void
test_engine_where_names_candidates (void)
{
  g_autoptr (ToguzLesson) lesson = load ("01-sowing.xml");
  const ToguzStep *step = find_step (lesson, "reach-a-hole");
  /* The same board without the author's hints. */
  ToguzStep bare = *step;
  ToguzTask task = *step->task;
  g_autoptr (GPtrArray) no_hints = g_ptr_array_new ();
  g_autoptr (GArray) no_rungs = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr (ToguzTaskSession) session = NULL;
  g_autofree char *first = NULL, *second = NULL, *third = NULL;
  unsigned marks = 0;

  task.hints = no_hints;
  task.hint_rungs = no_rungs;
  memset (task.hint_holes, 0, sizeof task.hint_holes);
  bare.task = &task;
  session = new_session (&bare);
  first = toguz_task_session_next_hint (session, &marks);
  g_assert_cmphex (marks, ==, 0);
  second = toguz_task_session_next_hint (session, &marks);
  /* Holes 5 and 8: the right one and the one that comes nearest. */
  g_assert_cmpstr (second, ==, "Look at your holes 5, 8: the move is among "
                               "them.");
  g_assert_cmphex (marks, ==,
                   ring (step, TOGUZ_WHITE, 4) | ring (step, TOGUZ_WHITE, 7));
  third = toguz_task_session_next_hint (session, &marks);
  g_assert_cmpstr (third, ==, "Sow your hole 8.");
  g_assert_cmphex (marks, ==, ring (step, TOGUZ_WHITE, 7));
}

/* The holes a task's answer is: the move it takes, or the hole a
 * prediction asks for (0 for a count or a yes/no, which are no holes). */
static unsigned
answer_rings (ToguzTaskSession *session)
{
  const ToguzTask *task = toguz_task_session_get_task (session);
  const ToguzStep *step = toguz_task_session_get_step (session);
  const ToguzPosition *pos = toguz_task_session_get_position (session);

  if (task->kind == TOGUZ_TASK_PREDICT)
    {
      if (task->predict == TOGUZ_PREDICT_LANDING)
        return 1u << task->answer;
      if (task->predict == TOGUZ_PREDICT_TUZDIK)
        return (unsigned) task->answer;
      return 0;
    }
  {
    int shown = toguz_task_session_get_verdict (session)->shown_move;
    return shown < 0 ? 0 : ring (step, (ToguzSide) pos->side,
                                 (unsigned) shown);
  }
}

/* Every shipped task: no rung before the last marks the answer alone,
 * and the last marks it. */
static void
test_ladder_never_gives_away (gconstpointer data)
{
  g_autoptr (ToguzLesson) lesson = load (data);

  for (guint i = 0; i < toguz_lesson_get_n_steps (lesson); i++)
    {
      const ToguzStep *step = toguz_lesson_get_step (lesson, i);
      g_autoptr (ToguzTaskSession) session = NULL;
      unsigned answer;

      if (step->task == NULL)
        continue;
      session = new_session (step);
      answer = answer_rings (session);
      for (int rung = 1; rung <= 4; rung++)
        {
          unsigned marks = 0;
          g_autofree char *hint = toguz_task_session_next_hint (session,
                                                                &marks);

          g_assert_nonnull (hint);
          if (answer == 0)
            continue;
          /* The hole to sow is the third rung's, by design; for a
           * prediction it is no answer. */
          if (rung == 2 || (rung == 3 && step->task->kind
                                           == TOGUZ_TASK_PREDICT))
            {
              if (marks != 0 && marks == answer)
                g_error ("%s step %u: rung %d marks the answer alone: “%s”",
                         (const char *) data, i + 1, rung, hint);
            }
          if (rung == 4 && (marks & answer) == 0)
            g_error ("%s step %u: the last rung does not mark the answer",
                     (const char *) data, i + 1);
        }
    }
}

/* "Win a tuzdik", no comments written: a wrong move is told what the
 * goal wants, never that a move taking more stones was better (that move
 * makes no tuzdik either).  Every such puzzle of the set, and among them
 * one where the engine would have named a move taking more. */
static void
test_wrong_move_speaks_of_goal (void)
{
  g_autoptr (ToguzLesson) lesson = load ("puzzles-from-games.xml");
  gboolean judged = FALSE, compared = FALSE;
  guint puzzles = 0;

  for (guint i = 0; i < toguz_lesson_get_n_steps (lesson); i++)
    {
      const ToguzStep *step = toguz_lesson_get_step (lesson, i);
      g_autoptr (ToguzTaskSession) session = NULL;
      const ToguzTaskVerdict *verdict;
      const ToguzPosition *pos;

      if (step->task == NULL || step->task->kind != TOGUZ_TASK_GOAL
          || step->task->goal.kind != TOGUZ_GOAL_TUZDIK)
        continue;
      puzzles++;
      session = new_session (step);
      verdict = toguz_task_session_get_verdict (session);
      pos = toguz_task_session_get_position (session);
      for (unsigned hole = 0; hole < step->rules.holes; hole++)
        {
          ToguzExplanation explanation;
          ToguzAnswer answer;
          g_autofree char *said = NULL;

          if (!((verdict->legal >> hole) & 1u)
              || ((verdict->right >> hole) & 1u) || verdict->comment[hole])
            continue;
          toguz_explain_move (search, &step->rules, pos,
                              (ToguzSide) pos->side, hole, 4, &explanation);
          g_assert_true (toguz_task_session_play (session, hole, NULL,
                                                  &answer));
          g_assert_cmpint (answer, ==, TOGUZ_ANSWER_WRONG);
          said = toguz_task_session_dup_wrong_feedback (session,
                                                        &explanation);
          g_assert_true (g_str_has_prefix (said,
                                           "This move wins no tuzdik. "));
          g_assert_null (strstr (said, "was better"));
          judged = TRUE;
          /* The engine would have said one: its best takes more stones. */
          compared |= explanation.best_move >= 0
                      && explanation.best_move != (int) hole
                      && explanation.best_value - explanation.played_value
                           >= 2;
        }
    }
  g_assert_cmpuint (puzzles, >, 0);
  g_assert_true (judged);
  g_assert_true (compared);
}

/* Every shipped wrong move: when the feedback names a better hole, the
 * judge takes that hole. */
static void
test_feedback_recommends_only_right (gconstpointer data)
{
  g_autoptr (ToguzLesson) lesson = load (data);

  for (guint i = 0; i < toguz_lesson_get_n_steps (lesson); i++)
    {
      const ToguzStep *step = toguz_lesson_get_step (lesson, i);
      g_autoptr (ToguzTaskSession) session = NULL;
      const ToguzTaskVerdict *verdict;
      const ToguzPosition *pos;

      if (step->task == NULL || step->task->kind == TOGUZ_TASK_PREDICT)
        continue;
      session = new_session (step);
      verdict = toguz_task_session_get_verdict (session);
      pos = toguz_task_session_get_position (session);
      for (unsigned hole = 0; hole < step->rules.holes; hole++)
        {
          ToguzExplanation explanation;
          ToguzAnswer answer;
          g_autofree char *said = NULL;
          const char *better;
          unsigned named;

          if (!((verdict->legal >> hole) & 1u)
              || ((verdict->right >> hole) & 1u))
            continue;
          toguz_explain_move (search, &step->rules, pos,
                              (ToguzSide) pos->side, hole, 4, &explanation);
          g_assert_true (toguz_task_session_play (session, hole, NULL,
                                                  &answer));
          said = toguz_task_session_dup_wrong_feedback (session,
                                                        &explanation);
          g_assert_nonnull (said);
          better = strstr (said, " was better");
          if (better == NULL)
            continue;
          while (better > said && g_ascii_isdigit (better[-1]))
            better--;
          named = (unsigned) g_ascii_strtoull (better, NULL, 10);
          if (named < 1 || !((verdict->right >> (named - 1)) & 1u))
            g_error ("%s step %u, hole %u: “%s” names a wrong move",
                     (const char *) data, i + 1, hole + 1, said);
        }
    }
}

/* A yes/no: the wrong answer leaves the other, so it earns no star, the
 * task ends there and the answer is told. */
static void
test_two_choices_wrong_earns_nothing (void)
{
  g_autoptr (ToguzLesson) lesson = load ("01-sowing.xml");
  const ToguzStep *step = find_step (lesson, "own-row-only");
  g_autoptr (ToguzTaskSession) session = new_session (step);
  g_autofree char *said = NULL;

  g_assert_cmpint (step->task->predict, ==, TOGUZ_PREDICT_LEGAL);
  g_assert_cmpint (toguz_task_session_judge_prediction (
                     session, !step->task->answer),
                   ==, TOGUZ_ANSWER_WRONG);
  g_assert_true (toguz_task_session_is_finished (session));
  g_assert_false (toguz_task_session_is_solved (session));
  g_assert_true (toguz_task_session_get_solution_shown (session));
  g_assert_cmpint (toguz_task_session_get_stars (session), ==, 0);
  said = toguz_task_session_dup_wrong_feedback (session, NULL);
  g_assert_true (g_str_has_suffix (said, "The answer: no, it may not be "
                                         "sown."));

  /* A hole to click has many answers: a wrong one leaves the task open. */
  {
    const ToguzStep *landing = find_step (lesson, "predict-own-row");
    g_autoptr (ToguzTaskSession) other = new_session (landing);

    g_assert_cmpint (toguz_task_session_judge_prediction (
                       other, (landing->task->answer + 1) % 18),
                     ==, TOGUZ_ANSWER_WRONG);
    g_assert_false (toguz_task_session_is_solved (other));
    g_assert_cmpint (toguz_task_session_judge_prediction (
                       other, landing->task->answer),
                     ==, TOGUZ_ANSWER_RIGHT);
    g_assert_cmpint (toguz_task_session_get_stars (other), ==, 2);
  }
}

/* A move found by elimination earns no star either: every other legal
 * move was tried first. */
static void
test_elimination_earns_nothing (void)
{
  g_autoptr (ToguzLesson) lesson = load ("01-sowing.xml");
  const ToguzStep *step = find_step (lesson, "reach-a-hole");
  g_autoptr (ToguzTaskSession) session = new_session (step);
  const ToguzTaskVerdict *verdict = toguz_task_session_get_verdict (session);
  unsigned right = verdict->right, legal = verdict->legal;
  ToguzAnswer answer;

  for (unsigned hole = 0; hole < step->rules.holes; hole++)
    if (((legal & ~right) >> hole) & 1u)
      {
        g_assert_true (toguz_task_session_play (session, hole, NULL,
                                                &answer));
        g_assert_cmpint (answer, ==, TOGUZ_ANSWER_WRONG);
      }
  g_assert_true (toguz_task_session_play (
    session, (unsigned) g_bit_nth_lsf (right, -1), NULL, &answer));
  g_assert_cmpint (answer, ==, TOGUZ_ANSWER_RIGHT);
  g_assert_cmpint (toguz_task_session_get_stars (session), ==, 0);
}

/* A task failed at an earlier sitting and solved cleanly now earns one
 * star, not three. */
static void
test_retry_earns_one_star (void)
{
  g_autoptr (ToguzLesson) lesson = load ("01-sowing.xml");
  const ToguzStep *step = find_step (lesson, "predict-own-row");
  g_autoptr (ToguzTaskSession) first = new_session (step);
  g_autoptr (ToguzTaskSession) retry = new_session (step);

  g_assert_cmpint (toguz_task_session_judge_prediction (
                     first, step->task->answer),
                   ==, TOGUZ_ANSWER_RIGHT);
  g_assert_cmpint (toguz_task_session_get_stars (first), ==, 3);

  toguz_task_session_set_failed_before (retry, TRUE);
  g_assert_cmpint (toguz_task_session_judge_prediction (
                     retry, step->task->answer),
                   ==, TOGUZ_ANSWER_RIGHT);
  g_assert_true (toguz_task_session_is_solved (retry));
  g_assert_cmpint (toguz_task_session_get_stars (retry), ==,
                   TOGUZ_TASK_RETRY_MAX_STARS);
  g_assert_cmpint (TOGUZ_TASK_RETRY_MAX_STARS, ==, 1);
}

/* "Which hole can become a tuzdik" names no move: its solution is the
 * move that makes the tuzdik, for the board to play. */
static void
test_prediction_solution_is_a_move (void)
{
  g_autoptr (ToguzLesson) lesson = load ("04-tuzdik.xml");
  const ToguzStep *step = find_step (lesson, "spot-it");
  g_autoptr (ToguzTaskSession) session = new_session (step);
  g_autoptr (GArray) line = toguz_task_session_dup_solution_line (session);
  ToguzPosition after;
  ToguzEvent event;
  g_autofree char *text = toguz_task_session_dup_solution_text (session);

  g_assert_cmpint (step->task->predict_hole, <, 0);
  g_assert_cmpuint (line->len, ==, 1);
  g_assert_cmpint (toguz_position_play (&step->rules,
                                        toguz_task_session_get_start (session),
                                        g_array_index (line, uint8_t, 0),
                                        &after, &event),
                   ==, TOGUZ_MOVE_OK);
  g_assert_cmpint (event.tuzdik_made, >=, 0);
  g_assert_true ((step->task->answer >> event.tuzdik_made) & 1);
  g_assert_cmpstr (text, ==, "The answer: Black’s hole 3.");
}

/* A teacher presenting a task shows its solution before any try, once
 * its answer is known, and not once the task is over; the learner is
 * offered it only after a try. */
static void
test_presented_solution (void)
{
  g_autoptr (ToguzLesson) lesson = load ("01-sowing.xml");
  const ToguzStep *goal = find_step (lesson, "reach-a-hole");
  const ToguzStep *predict = find_step (lesson, "predict-own-row");
  g_autoptr (ToguzTaskSession) waiting = toguz_task_session_new (goal);
  g_autoptr (ToguzTaskSession) session = new_session (goal);
  g_autoptr (ToguzTaskSession) prediction = toguz_task_session_new (predict);

  g_assert_false (toguz_task_session_can_present_solution (waiting));
  g_assert_true (toguz_task_session_can_present_solution (session));
  g_assert_false (toguz_task_session_can_show_solution (session));
  g_assert_true (toguz_task_session_can_present_solution (prediction));
  toguz_task_session_mark_solution_shown (session);
  g_assert_false (toguz_task_session_can_present_solution (session));
}

static ToguzLesson *
load_path (const char *path)
{
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  ToguzLesson *lesson = toguz_lesson_load_file (path, problems);

  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_nonnull (lesson);
  return lesson;
}

/* Plays `hole` for the learner, which must be right and go on. */
static void
play_go_on (ToguzTaskSession *session, unsigned hole)
{
  ToguzAnswer answer;

  g_assert_true (toguz_task_session_play (session, hole, NULL, &answer));
  g_assert_cmpint (answer, ==, TOGUZ_ANSWER_GO_ON);
}

/* Plays the opponent's `hole` and starts the learner's next turn. */
static void
reply (ToguzTaskSession *session, const ToguzStep *step, unsigned hole)
{
  ToguzPosition after;

  g_assert_cmpint (toguz_position_play (&step->rules,
                                        toguz_task_session_get_position (
                                          session),
                                        hole, &after, NULL),
                   ==, TOGUZ_MOVE_OK);
  toguz_task_session_next_turn (session, &after);
  toguz_task_session_solve (session, search);
}

/* The test fixture of three moves (tests/data/puzzles): its line is
 * forced, the replies are the script's, and the solution shown at a later
 * turn is the rest of the line, not the engine's own proof. */
static void
test_three_move_line (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("TOGUZ_SOURCE_DIR"),
                                            "tests", "data", "puzzles",
                                            "three-move-line.xml", NULL);
  g_autoptr (ToguzLesson) lesson = load_path (path);
  const ToguzStep *step = toguz_lesson_get_step (lesson, 0);
  GArray *line = g_ptr_array_index (step->task->solutions, 0);
  g_autoptr (ToguzTaskSession) session = new_session (step);
  g_autoptr (GArray) rest = NULL;
  unsigned turn = 99;

  g_assert_cmpuint (line->len, ==, 5);
  g_assert_cmpint (toguz_puzzle_line_check (step, search, 0, &turn), ==,
                   TOGUZ_LINE_FORCED);
  g_assert_cmpuint (turn, ==, 2);

  play_go_on (session, g_array_index (line, uint8_t, 0));
  g_assert_cmpint (toguz_task_session_get_scripted_reply (session), ==,
                   g_array_index (line, uint8_t, 1));
  reply (session, step, g_array_index (line, uint8_t, 1));
  rest = toguz_task_session_dup_solution_line (session);
  g_assert_cmpuint (rest->len, ==, 3);
  g_assert_cmpmem (rest->data, rest->len, (const uint8_t *) line->data + 2,
                   3);
  play_go_on (session, g_array_index (line, uint8_t, 2));
  g_assert_cmpint (toguz_task_session_get_scripted_reply (session), ==,
                   g_array_index (line, uint8_t, 3));
  reply (session, step, g_array_index (line, uint8_t, 3));
  {
    ToguzAnswer answer;
    g_assert_true (toguz_task_session_play (
      session, g_array_index (line, uint8_t, 4), NULL, &answer));
    g_assert_cmpint (answer, ==, TOGUZ_ANSWER_RIGHT);
  }
  g_assert_true (toguz_task_session_is_solved (session));
  g_assert_cmpint (toguz_task_session_get_stars (session), ==, 3);
}

/* A right first move off the stated line (accept="any"): the script has
 * no reply for it, so the engine answers rather than the script playing
 * a reply to another move. */
static void
test_off_script_engine_answers (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("TOGUZ_SOURCE_DIR"),
                                            "lessons", "examples",
                                            "example-lesson.xml", NULL);
  g_autoptr (ToguzLesson) lesson = load_path (path);
  const ToguzStep *step = find_step (lesson, "endgame-scripted");
  g_autoptr (ToguzTaskSession) session = new_session (step);
  GArray *line = g_ptr_array_index (step->task->solutions, 0);

  g_assert_true (step->task->scripted_replies);
  /* 23, not the line's 91. */
  g_assert_cmpuint (g_array_index (line, uint8_t, 0), !=, 1);
  play_go_on (session, 1);
  g_assert_cmpint (toguz_task_session_get_scripted_reply (session), ==, -1);

  /* On the line, the script answers. */
  g_clear_object (&session);
  session = new_session (step);
  play_go_on (session, g_array_index (line, uint8_t, 0));
  g_assert_cmpint (toguz_task_session_get_scripted_reply (session), ==,
                   g_array_index (line, uint8_t, 1));
}

int
main (int argc, char **argv)
{
  int status;

  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  search = toguz_search_new (32);

  g_test_add_func ("/task-session/hint-marks-what-it-names",
                   test_hint_marks_what_it_names);
  g_test_add_func ("/task-session/engine-where-names-candidates",
                   test_engine_where_names_candidates);
  for (gsize i = 0; i <= G_N_ELEMENTS (shipped_lessons); i++)
    {
      /* Every shipped lesson, and the puzzles. */
      const char *file = i < G_N_ELEMENTS (shipped_lessons)
                           ? shipped_lessons[i].file
                           : "puzzles-from-games.xml";
      g_autofree char *ladder = g_strdup_printf (
        "/task-session/ladder-never-gives-away/%s", file);
      g_autofree char *feedback = g_strdup_printf (
        "/task-session/feedback-recommends-only-right/%s", file);

      g_test_add_data_func (ladder, file, test_ladder_never_gives_away);
      g_test_add_data_func (feedback, file,
                            test_feedback_recommends_only_right);
    }
  g_test_add_func ("/task-session/wrong-move-speaks-of-goal",
                   test_wrong_move_speaks_of_goal);
  g_test_add_func ("/task-session/two-choices-wrong-earns-nothing",
                   test_two_choices_wrong_earns_nothing);
  g_test_add_func ("/task-session/elimination-earns-nothing",
                   test_elimination_earns_nothing);
  g_test_add_func ("/task-session/retry-earns-one-star",
                   test_retry_earns_one_star);
  g_test_add_func ("/task-session/prediction-solution-is-a-move",
                   test_prediction_solution_is_a_move);
  g_test_add_func ("/task-session/presented-solution",
                   test_presented_solution);
  g_test_add_func ("/task-session/three-move-line", test_three_move_line);
  g_test_add_func ("/task-session/off-script-engine-answers",
                   test_off_script_engine_answers);
  status = g_test_run ();
  toguz_search_free (search);
  return status;
}
