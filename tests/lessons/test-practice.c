/* test-practice.c: tasks played out against the beginner
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * replies="beginner" (core/lessons/toguz-practice.h): the loader says
 * what such a task lacks, the checker plays it with the engine and with
 * learners who do not think, the task session plays a line move by move
 * against the beginner's replies and judges it at the end, and the writer,
 * the worksheet's key and the replies agree wherever they are asked.
 */
#include "config.h"

#include <glib.h>
#include <locale.h>
#include <string.h>

#include "toguz-lesson-checker.h"
#include "toguz-lesson-writer.h"
#include "toguz-practice.h"
#include "toguz-task-session.h"
#include "toguz-text.h"
#include "toguz-worksheet.h"

static ToguzSearch *search;

/* Kazakhstan Cup 2018, round 1, Kazhgaliev - Saparbekov, after Black's
 * 29th move, White to move.  Played out for 6 moves against the
 * beginner, the engine wins 4 stones more than Black (23 56 95 89 12 23
 * 89 48 91 89 89 78); always the worst move loses 9, always the first
 * hole comes out even.  After 3 first, the engine comes out only even;
 * after 1 or 8, it still wins 4 or more. */
#define MIDDLE_FEN                                                         \
  "16S,1S,1S,3S,2S,4S,1S,1,t/1S,2S,4S,2S,3S,t,1,2S,6S 58 56 S 30"

static char *
lesson_xml (const char *fen, const char *task_xml)
{
  return g_strdup_printf (
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<lesson xmlns=\"https://toguztutor.org/ns/lesson/1\" "
    "id=\"practice\" order=\"14\" part=\"playing\">\n"
    "  <title>Practice</title>\n"
    "  <step id=\"s1\">\n"
    "    <text>Play it out.</text>\n"
    "    <position fen=\"%s\"/>\n"
    "    %s\n"
    "  </step>\n"
    "</lesson>\n",
    fen, task_xml);
}

/* Loads, and verifies when it loads; the problems as text, one a line. */
static ToguzLesson *
load (const char *fen, const char *task_xml, char **problems_text)
{
  g_autofree char *xml = lesson_xml (fen, task_xml);
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  ToguzLesson *lesson = toguz_lesson_load_data (xml, strlen (xml),
                                                "practice.xml", problems);
  GString *text = g_string_new (NULL);

  if (lesson)
    toguz_lesson_verify (lesson, search, TOGUZ_LESSON_CHECK_BUDGET,
                         problems);
  for (guint i = 0; i < problems->len; i++)
    {
      g_autofree char *line
        = toguz_lesson_problem_to_string (g_ptr_array_index (problems, i));
      g_string_append_printf (text, "%s\n", line);
    }
  *problems_text = g_string_free (text, FALSE);
  return lesson;
}

static ToguzLesson *
load_clean (const char *fen, const char *task_xml)
{
  g_autofree char *problems = NULL;
  ToguzLesson *lesson = load (fen, task_xml, &problems);

  if (*problems)
    g_error ("not clean:\n%s", problems);
  g_assert_nonnull (lesson);
  return lesson;
}

static void
assert_problem (const char *task_xml, const char *expected)
{
  g_autofree char *problems = NULL;
  g_autoptr (ToguzLesson) lesson = load (MIDDLE_FEN, task_xml, &problems);

  if (strstr (problems, expected) == NULL)
    g_error ("expected “%s” among:\n%s", expected, problems);
  /* Every problem names the file (or the lesson read from memory) and
   * the line of the task. */
  if (!g_str_has_prefix (problems, "practice.xml:7: ")
      && !g_str_has_prefix (problems, "practice:7: "))
    g_error ("not at the task's line:\n%s", problems);
}

/* The loader */

static void
test_loader_refuses (void)
{
  assert_problem ("<task goal=\"gain:4:12\" replies=\"beginner\"/>",
                  "replies=\"beginner\" needs turns=\"2\" to turns=\"10\"");
  assert_problem ("<task goal=\"gain:6:2\" turns=\"1\" replies=\"beginner\"/>",
                  "replies=\"beginner\" needs turns=\"2\"");
  assert_problem ("<task predict=\"capture\" move=\"1\" turns=\"2\" "
                  "replies=\"beginner\"/>",
                  "give the task a goal (gain:N:K, tuzdik, win or "
                  "no-moves), not moves or a prediction.");
  assert_problem ("<task moves=\"1\" turns=\"2\" replies=\"beginner\"/>",
                  "not moves or a prediction.");
  assert_problem ("<task goal=\"capture:2\" turns=\"2\" "
                  "replies=\"beginner\"/>",
                  "The goal “capture:2” cannot be judged on how a game "
                  "played out ends");
  assert_problem ("<task goal=\"best\" turns=\"3\" replies=\"beginner\"/>",
                  "The goal “best” cannot be judged");
  assert_problem ("<task goal=\"gain:6:8\" turns=\"6\" "
                  "replies=\"beginner\"/>",
                  "with turns=\"6\" that is 12 half-moves, so write "
                  "gain:6:12.");
  assert_problem ("<task goal=\"gain:4:12\" turns=\"6\" replies=\"beginner\" "
                  "accept=\"any\"/>",
                  "accept and margin choose among first moves");
  assert_problem ("<task goal=\"gain:4:12\" turns=\"6\" replies=\"beginner\" "
                  "margin=\"3\"/>",
                  "accept and margin choose among first moves");
  assert_problem ("<task goal=\"gain:4:12\" turns=\"6\" replies=\"beginner\">"
                  "<solution moves=\"12 89\"/></task>",
                  "has no <solution>");
  assert_problem ("<task goal=\"gain:4:12\" turns=\"6\" replies=\"novice\"/>",
                  "beginner");
}

/* The checker */

static void
test_checker_feasible (void)
{
  g_autoptr (ToguzLesson) lesson = load_clean (
    MIDDLE_FEN, "<task goal=\"gain:4:12\" turns=\"6\" replies=\"beginner\">"
                "<wrong move=\"3\">Too slow.</wrong></task>");
  const ToguzTask *task = toguz_lesson_get_step (lesson, 0)->task;

  g_assert_true (toguz_task_is_practice (task));
  g_assert_cmpuint (task->turns, ==, 6);
}

static void
test_checker_infeasible (void)
{
  assert_problem ("<task goal=\"gain:12:12\" turns=\"6\" "
                  "replies=\"beginner\"/>",
                  "Played out against the beginner, the engine itself "
                  "reaches only +4 stones here in 6 moves (23 56 95 89 12 "
                  "23 89 48 91 89 89 78): lower the goal “gain:12:12”.");
  /* White already has its tuzdik: none can be made. */
  assert_problem ("<task goal=\"tuzdik\" turns=\"3\" replies=\"beginner\"/>",
                  "the engine itself does not reach the goal “tuzdik” here "
                  "in 3 moves");
}

static void
test_checker_trivial (void)
{
  assert_problem ("<task goal=\"gain:-20:12\" turns=\"6\" "
                  "replies=\"beginner\"/>",
                  "Trivial: a learner who always plays the engine’s worst "
                  "move reaches the goal “gain:-20:12”");
  /* The worst moves lose 9, but the first hole each time comes out
   * even. */
  assert_problem ("<task goal=\"gain:0:12\" turns=\"6\" "
                  "replies=\"beginner\"/>",
                  "Trivial: a learner who always sows the first hole that "
                  "can be sown reaches the goal “gain:0:12”");
}

static void
test_checker_comment_for_no_mistake (void)
{
  assert_problem ("<task goal=\"gain:4:12\" turns=\"6\" replies=\"beginner\">"
                  "<wrong move=\"8\">No.</wrong></task>",
                  "The comment for hole 8 is for a first move after which "
                  "the engine still reaches the goal “gain:4:12”");
}

/* The session */

/* Plays a line through the session, `first` (or -1) and then `player`'s
 * moves, the beginner answering each; returns the verdict at the end. */
static ToguzAnswer
play_line_after (ToguzTaskSession *session, const ToguzStep *step, int first,
                 ToguzPracticePlayer player)
{
  for (unsigned turn = 0;; turn++)
    {
      ToguzPosition after;
      ToguzAnswer answer;
      int move, reply;

      g_assert_cmpuint (toguz_task_session_get_turn (session), ==, turn);
      move = turn == 0 && first >= 0
               ? first
               : toguz_practice_move (&step->rules,
                                      toguz_task_session_get_position (
                                        session),
                                      player);
      g_assert_cmpint (move, >=, 0);
      g_assert_true (toguz_task_session_play (session, (unsigned) move,
                                              NULL, &answer));
      if (answer != TOGUZ_ANSWER_GO_ON)
        return answer;
      /* No verdict before the line is over. */
      g_assert_null (toguz_task_session_get_outcome (session));
      g_assert_false (toguz_task_session_is_finished (session));
      reply = toguz_task_session_pick_reply (session, search);
      g_assert_cmpint (reply, >=, 0);
      toguz_position_play (&step->rules,
                           toguz_task_session_get_position (session),
                           (unsigned) reply, &after, NULL);
      answer = toguz_task_session_reply (session, &after);
      if (answer != TOGUZ_ANSWER_GO_ON)
        return answer;
    }
}

static ToguzAnswer
play_line (ToguzTaskSession *session, const ToguzStep *step,
           ToguzPracticePlayer player)
{
  return play_line_after (session, step, -1, player);
}

static ToguzTaskSession *
new_session (const ToguzStep *step)
{
  ToguzTaskSession *session = toguz_task_session_new (step);

  /* Moves are taken at once; the engine's line is for the hints. */
  g_assert_true (toguz_task_session_is_ready (session));
  toguz_task_session_solve (session, search);
  return session;
}

static void
test_session_engine_line_right (void)
{
  g_autoptr (ToguzLesson) lesson = load_clean (
    MIDDLE_FEN, "<task goal=\"gain:4:12\" turns=\"6\" replies=\"beginner\">"
                "<success>Six up.</success></task>");
  const ToguzStep *step = toguz_lesson_get_step (lesson, 0);
  g_autoptr (ToguzTaskSession) session = new_session (step);
  g_autofree char *said = NULL;
  const GPtrArray *answers;

  g_assert_cmpint (play_line (session, step, TOGUZ_PRACTICE_ENGINE), ==,
                   TOGUZ_ANSWER_RIGHT);
  g_assert_true (toguz_task_session_is_solved (session));
  g_assert_cmpint (toguz_task_session_get_stars (session), ==, 3);
  g_assert_cmpint (toguz_task_session_get_tries (session), ==, 1);
  g_assert_cmpint (toguz_task_session_get_outcome (session)->net, ==, 4);
  said = toguz_task_session_dup_outcome_text (session);
  g_assert_cmpstr (said, ==, "You won 4 stones more than Black.");
  /* What a teacher reads: the learner's six moves. */
  answers = toguz_task_session_get_answers (session);
  g_assert_cmpuint (answers->len, ==, 6);
  g_assert_cmpstr (g_ptr_array_index (answers, 0), ==, "23");
}

static void
test_session_weak_line_wrong (void)
{
  g_autoptr (ToguzLesson) lesson = load_clean (
    MIDDLE_FEN, "<task goal=\"gain:4:12\" turns=\"6\" replies=\"beginner\">"
                "<wrong move=\"3\">Hole 3 first gives Black time.</wrong>"
                "</task>");
  const ToguzStep *step = toguz_lesson_get_step (lesson, 0);
  g_autoptr (ToguzTaskSession) session = new_session (step);
  g_autofree char *said = NULL;
  g_autofree char *hint = NULL;

  g_assert_cmpint (play_line (session, step, TOGUZ_PRACTICE_LOWEST), ==,
                   TOGUZ_ANSWER_WRONG);
  g_assert_false (toguz_task_session_is_finished (session));
  said = toguz_task_session_dup_wrong_feedback (session, NULL);
  g_assert_cmpstr (said, ==,
                   "You won as many stones as Black. The task asks you to "
                   "win at least 4 stones more than your opponent.");
  g_assert_null (toguz_task_session_get_wrong_comment (session));
  /* Try Again starts from the task's board, with its engine's line. */
  g_assert_true (toguz_position_equal (
    toguz_task_session_get_position (session),
    toguz_task_session_get_start (session)));
  g_assert_cmpuint (toguz_task_session_get_turn (session), ==, 0);
  g_assert_true (toguz_task_session_can_show_solution (session));
  hint = toguz_task_session_next_hint (session, NULL);
  hint = (g_free (hint), toguz_task_session_next_hint (session, NULL));
  hint = (g_free (hint), toguz_task_session_next_hint (session, NULL));
  g_assert_cmpstr (hint, ==, "A good move here: 23.");

  /* A second try from hole 3, the author's comment for it: even the
   * engine then comes out only even. */
  g_clear_pointer (&said, g_free);
  g_assert_cmpint (play_line_after (session, step, 2, TOGUZ_PRACTICE_ENGINE),
                   ==, TOGUZ_ANSWER_WRONG);
  said = toguz_task_session_dup_wrong_feedback (session, NULL);
  g_assert_cmpstr (said, ==,
                   "You won as many stones as Black. The task asks you to "
                   "win at least 4 stones more than your opponent. Hole 3 "
                   "first gives Black time.");
  g_assert_cmpstr (toguz_task_session_get_wrong_comment (session), ==,
                   "Hole 3 first gives Black time.");

  /* A third try, played well: solved, after mistakes and hints. */
  g_assert_cmpint (play_line (session, step, TOGUZ_PRACTICE_ENGINE), ==,
                   TOGUZ_ANSWER_RIGHT);
  g_assert_true (toguz_task_session_is_solved (session));
  g_assert_cmpint (toguz_task_session_get_mistakes (session), ==, 2);
  g_assert_cmpint (toguz_task_session_get_tries (session), ==, 3);
  g_assert_cmpint (toguz_task_session_get_stars (session), ==, 1);
}

/* Against a Black that loses: "Black won 9 stones more than you." */
static void
test_session_worst_line_words (void)
{
  g_autoptr (ToguzLesson) lesson = load_clean (
    MIDDLE_FEN, "<task goal=\"gain:4:12\" turns=\"6\" replies=\"beginner\"/>");
  const ToguzStep *step = toguz_lesson_get_step (lesson, 0);
  g_autoptr (ToguzTaskSession) session = new_session (step);
  g_autofree char *said = NULL;

  g_assert_cmpint (play_line (session, step, TOGUZ_PRACTICE_WORST), ==,
                   TOGUZ_ANSWER_WRONG);
  said = toguz_task_session_dup_wrong_feedback (session, NULL);
  g_assert_cmpstr (said, ==,
                   "Black won 9 stones more than you. The task asks you to "
                   "win at least 4 stones more than your opponent.");
}

/* The ladder: the goal, the advice, the engine's move named, then played
 * for the learner; a line the last rung played throughout was shown, not
 * found. */
static void
test_session_hints_play_the_line (void)
{
  g_autoptr (ToguzLesson) lesson = load_clean (
    MIDDLE_FEN, "<task goal=\"gain:4:12\" turns=\"6\" replies=\"beginner\"/>");
  const ToguzStep *step = toguz_lesson_get_step (lesson, 0);
  g_autoptr (ToguzTaskSession) session = new_session (step);
  ToguzAnswer answer = TOGUZ_ANSWER_GO_ON;

  for (unsigned turn = 0; answer == TOGUZ_ANSWER_GO_ON; turn++)
    {
      unsigned marks = 0;
      ToguzPosition after;
      int move;

      toguz_task_session_solve (session, search);
      for (int rung = 1; rung <= 4; rung++)
        {
          g_autofree char *hint = toguz_task_session_next_hint (session,
                                                                &marks);
          if (rung == 1 && turn == 0)
            g_assert_cmpstr (hint, ==,
                             "Win at least 4 stones more than your opponent "
                             "over your 6 moves against the beginner and its "
                             "replies.");
          if (rung == 2)
            {
              g_assert_nonnull (strstr (hint, "The beginner looks only one "
                                              "move ahead"));
              g_assert_cmphex (marks, ==, 0);
            }
          if (rung < 4)
            g_assert_cmpint (toguz_task_session_get_hint_move (session), ==,
                             -1);
        }
      move = toguz_task_session_get_hint_move (session);
      g_assert_cmpint (move, ==,
                       toguz_practice_move (&step->rules,
                                            toguz_task_session_get_position (
                                              session),
                                            TOGUZ_PRACTICE_ENGINE));
      /* The fourth rung marks the move it plays. */
      g_assert_cmphex (marks, ==, 1u << (unsigned) move);
      toguz_task_session_reset_hints (session);
      g_assert_true (toguz_task_session_play (session, (unsigned) move, NULL,
                                              &answer));
      if (answer != TOGUZ_ANSWER_GO_ON)
        break;
      toguz_position_play (&step->rules,
                           toguz_task_session_get_position (session),
                           (unsigned) toguz_task_session_pick_reply (session,
                                                                     search),
                           &after, NULL);
      answer = toguz_task_session_reply (session, &after);
    }
  g_assert_cmpint (answer, ==, TOGUZ_ANSWER_RIGHT);
  g_assert_true (toguz_task_session_is_finished (session));
  g_assert_false (toguz_task_session_is_solved (session));
  g_assert_true (toguz_task_session_get_solution_shown (session));
  g_assert_cmpint (toguz_task_session_get_stars (session), ==, 0);
}

/* "Show solution" after a try: the engine's line from the task's board,
 * where the try that missed left the learner; halfway through the next,
 * the engine's line from there. */
static void
test_session_solution_line (void)
{
  g_autoptr (ToguzLesson) lesson = load_clean (
    MIDDLE_FEN, "<task goal=\"gain:4:12\" turns=\"6\" replies=\"beginner\"/>");
  const ToguzStep *step = toguz_lesson_get_step (lesson, 0);
  g_autoptr (ToguzTaskSession) session = new_session (step);
  g_autoptr (GArray) line = NULL;
  g_autoptr (GArray) rest = NULL;
  g_autoptr (GArray) engine = g_array_new (FALSE, FALSE, sizeof (uint8_t));
  ToguzPosition after;
  ToguzAnswer answer;

  /* Not before a try. */
  g_assert_false (toguz_task_session_can_show_solution (session));
  g_assert_cmpint (play_line (session, step, TOGUZ_PRACTICE_WORST), ==,
                   TOGUZ_ANSWER_WRONG);
  g_assert_true (toguz_task_session_can_show_solution (session));
  line = toguz_task_session_dup_solution_line (session);
  toguz_practice_play_out (search, &step->rules,
                           toguz_task_session_get_start (session), 6,
                           TOGUZ_PRACTICE_ENGINE, engine);
  g_assert_cmpmem (line->data, line->len, engine->data, engine->len);

  /* The engine's first move and the beginner's reply: the rest of the
   * same line. */
  g_assert_true (toguz_task_session_play (session,
                                          g_array_index (engine, uint8_t, 0),
                                          &after, &answer));
  g_assert_cmpint (answer, ==, TOGUZ_ANSWER_GO_ON);
  g_assert_false (toguz_task_session_can_show_solution (session));
  toguz_position_play (&step->rules, &after,
                       g_array_index (engine, uint8_t, 1), &after, NULL);
  g_assert_cmpint (toguz_task_session_reply (session, &after), ==,
                   TOGUZ_ANSWER_GO_ON);
  toguz_task_session_solve (session, search);
  rest = toguz_task_session_dup_solution_line (session);
  g_assert_cmpmem (rest->data, rest->len, engine->data + 2, engine->len - 2);
  toguz_task_session_mark_solution_shown (session);
  g_assert_true (toguz_task_session_is_finished (session));
  g_assert_false (toguz_task_session_is_solved (session));
}

/* The same replies and the same engine's moves, whatever search was
 * used before or how big its table. */
static void
test_replies_reproducible (void)
{
  ToguzPosition pos;
  ToguzSearch *small = toguz_search_new (1);
  g_autoptr (GArray) a = g_array_new (FALSE, FALSE, sizeof (uint8_t));
  g_autoptr (GArray) b = g_array_new (FALSE, FALSE, sizeof (uint8_t));
  ToguzSearchLimits limits = { 10, 0, 0 };
  ToguzSearchResult result;

  g_assert_true (toguz_position_from_fen (toguz_ruleset_default (),
                                          MIDDLE_FEN, &pos, NULL));
  /* One table warm from a deep search, one cold and small. */
  toguz_search_run (search, toguz_ruleset_default (), &pos, &limits,
                    &result);
  toguz_practice_play_out (search, toguz_ruleset_default (), &pos, 6,
                           TOGUZ_PRACTICE_ENGINE, a);
  toguz_practice_play_out (small, toguz_ruleset_default (), &pos, 6,
                           TOGUZ_PRACTICE_ENGINE, b);
  g_assert_cmpuint (a->len, ==, 12);
  g_assert_cmpmem (a->data, a->len, b->data, b->len);
  /* The reply is the beginner level's, seeded by the position. */
  toguz_position_play (toguz_ruleset_default (), &pos, 0, &pos, NULL);
  g_assert_cmpint (toguz_practice_reply (small, toguz_ruleset_default (),
                                         &pos),
                   ==,
                   toguz_search_pick_move (search, toguz_ruleset_default (),
                                           &pos, TOGUZ_LEVEL_BEGINNER, 0,
                                           toguz_practice_reply_seed (
                                             toguz_ruleset_default (),
                                             &pos)));
  toguz_search_free (small);
}

/* The judge on lines that end the game: a win, at syroo. */
static void
test_judge_game_ends (void)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  ToguzTask *task = toguz_task_new ();
  ToguzPosition start;
  ToguzPracticeOutcome outcome;
  uint8_t line[] = { 8 };
  g_autofree char *said = NULL;

  /* White to move, 80 in White's kazan; hole 9 holds 1, Black's hole 1
   * holds 1: 91 makes 2 and captures, 82: White wins at once. */
  g_assert_true (toguz_position_from_fen (
    rules, "1S,1,1,1,1,1,1,1,1S/1,1,1,1,1,1,1,1,1S 80 79 S 60", &start,
    NULL));
  task->kind = TOGUZ_TASK_GOAL;
  task->beginner_replies = TRUE;
  task->turns = 3;
  task->goal.kind = TOGUZ_GOAL_WIN;
  g_assert_true (toguz_practice_judge (task, rules, &start, line, 1,
                                       &outcome));
  g_assert_true (outcome.finished);
  g_assert_true (outcome.won);
  g_assert_cmpint (outcome.net, ==, 2);
  said = toguz_practice_describe_outcome (task, &start, &outcome);
  g_assert_cmpstr (said, ==, "You won the game.");

  /* The same line misses "leave Black without a move": the game ended by
   * the count. */
  task->goal.kind = TOGUZ_GOAL_NO_MOVES;
  g_assert_false (toguz_practice_judge (task, rules, &start, line, 1,
                                        &outcome));
  g_clear_pointer (&said, g_free);
  said = toguz_practice_describe_outcome (task, &start, &outcome);
  g_assert_cmpstr (said, ==,
                   "The game is over: White has won. Black still has a "
                   "move: the task asks you to leave Black without one.");
  toguz_task_free (task);
}

/* The writer */

static void
test_writer_round_trip (void)
{
  g_autoptr (ToguzLesson) lesson = load_clean (
    MIDDLE_FEN, "<task goal=\"gain:4:12\" turns=\"6\" replies=\"beginner\">"
                "<prompt>Six up in six?</prompt>"
                "<wrong move=\"3\">Too slow.</wrong></task>");
  g_autoptr (GError) error = NULL;
  g_autofree char *xml = toguz_lesson_to_xml (lesson, &error);
  g_autofree char *again = NULL;
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) read = NULL;
  const ToguzTask *task;

  g_assert_no_error (error);
  g_assert_nonnull (strstr (xml, "<task goal=\"gain:4:12\" turns=\"6\" "
                                 "replies=\"beginner\">"));
  read = toguz_lesson_load_data (xml, strlen (xml), "written.xml", problems);
  g_assert_nonnull (read);
  g_assert_cmpuint (problems->len, ==, 0);
  task = toguz_lesson_get_step (read, 0)->task;
  g_assert_true (task->beginner_replies);
  g_assert_false (task->scripted_replies);
  g_assert_cmpuint (task->turns, ==, 6);
  g_assert_cmpuint (task->wrongs->len, ==, 1);
  again = toguz_lesson_to_xml (read, &error);
  g_assert_cmpstr (again, ==, xml);
  /* An edited copy keeps it too. */
  {
    g_autoptr (ToguzStep) copy
      = toguz_step_copy (toguz_lesson_get_step (read, 0));
    g_assert_true (copy->task->beginner_replies);
  }
}

/* The worksheet's key: the engine's line, and what it came to. */
static void
test_worksheet_key (void)
{
  g_autoptr (ToguzLesson) lesson = load_clean (
    MIDDLE_FEN, "<task goal=\"gain:4:12\" turns=\"6\" replies=\"beginner\"/>");
  g_autoptr (ToguzWorksheet) sheet = toguz_worksheet_new (lesson);

  g_assert_cmpuint (toguz_worksheet_get_n_tasks (sheet), ==, 1);
  g_assert_cmpstr (toguz_worksheet_get_answer (sheet, 0), ==,
                   "You: 23 · Black replies 56 · You: 95 · Black replies 89 "
                   "· You: 12 · Black replies 23 · You: 89 · Black replies "
                   "48 · You: 91 · Black replies 89 · You: 89 · Black "
                   "replies 78");
  g_assert_cmpstr (toguz_worksheet_get_answer_detail (sheet, 0), ==,
                   "With this line: You won 4 stones more than Black. Any "
                   "line that reaches the goal is right: the replies depend "
                   "on the moves played.");
}

int
main (int argc, char **argv)
{
  int status;

  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  search = toguz_search_new (32);

  g_test_add_func ("/practice/loader-refuses", test_loader_refuses);
  g_test_add_func ("/practice/checker/feasible", test_checker_feasible);
  g_test_add_func ("/practice/checker/infeasible", test_checker_infeasible);
  g_test_add_func ("/practice/checker/trivial", test_checker_trivial);
  g_test_add_func ("/practice/checker/comment-for-no-mistake",
                   test_checker_comment_for_no_mistake);
  g_test_add_func ("/practice/session/engine-line-right",
                   test_session_engine_line_right);
  g_test_add_func ("/practice/session/weak-line-wrong",
                   test_session_weak_line_wrong);
  g_test_add_func ("/practice/session/worst-line-words",
                   test_session_worst_line_words);
  g_test_add_func ("/practice/session/hints-play-the-line",
                   test_session_hints_play_the_line);
  g_test_add_func ("/practice/session/solution-line",
                   test_session_solution_line);
  g_test_add_func ("/practice/replies-reproducible",
                   test_replies_reproducible);
  g_test_add_func ("/practice/judge-game-ends", test_judge_game_ends);
  g_test_add_func ("/practice/writer-round-trip", test_writer_round_trip);
  g_test_add_func ("/practice/worksheet-key", test_worksheet_key);
  status = g_test_run ();
  toguz_search_free (search);
  return status;
}
