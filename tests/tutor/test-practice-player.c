/* test-practice-player.c: a task played out against the beginner, in a
 * real window
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A teacher's file with one task of two turns, replies="beginner": the
 * learner's moves go on through the board, the beginner's replies are
 * sown, the feedback counts the moves, the verdict comes after the last
 * reply in words against the goal, Try Again starts from the task's
 * board, and the fourth hint plays the engine's move.  Runs under Xvfb;
 * the screens go to TUTOR_SCREENS_DIR.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "tutor-test-util.h"

static const char *scratch;

/* Kazakhstan Cup 2018, round 1, Abylaikhan - Amirail, before Black's
 * 17th move: White's hole 4 (12 stones) threatens a capture.  Against
 * the beginner, 34 and then 82 come out 9 ahead; 23 and 91 lose 23. */
static const char practice_xml[]
  = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<lesson xmlns=\"https://toguztutor.org/ns/lesson/1\" "
    "id=\"practice-window\" order=\"90\" part=\"playing\">\n"
    "  <title>Practice in the window</title>\n"
    "  <step id=\"hold-even\">\n"
    "    <text>White's hole 4 holds 12 stones.</text>\n"
    "    <position fen=\"6S,3S,9S,11S,2S,3S,11S,2S,t/2S,6S,4S,12S,2S,t,2S,"
    "4S,4S 47 32 N 17\"/>\n"
    "    <task goal=\"gain:0:4\" turns=\"2\" replies=\"beginner\">\n"
    "      <prompt>Can you come out even over two moves?</prompt>\n"
    "      <hint>White's hole 4 threatens a capture.</hint>\n"
    "      <hint>Which of your holes does it reach?</hint>\n"
    "      <wrong move=\"2\">Hole 2 leaves the threat.</wrong>\n"
    "      <success>Even, and more.</success>\n"
    "    </task>\n"
    "  </step>\n"
    "</lesson>\n";

static gboolean
same_position (const ToguzPosition *a, const ToguzPosition *b)
{
  return memcmp (a->holes, b->holes, sizeof a->holes) == 0
         && memcmp (a->kazan, b->kazan, sizeof a->kazan) == 0
         && a->side == b->side;
}

static const char *
feedback (TutorFixture *fixture)
{
  return tutor_lesson_player_get_feedback (fixture->player);
}

static void
open_practice (TutorFixture *fixture, const char *progress)
{
  g_autofree char *path = g_build_filename (scratch, "practice.xml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);

  g_assert_true (g_file_set_contents (path, practice_xml, -1, NULL));
  tutor_fixture_open (fixture, progress);
  tutor_window_open_file (fixture->window, file);
  tutor_wait_idle (fixture);
  tutor_fixture_follow_page (fixture);
  tutor_wait_idle (fixture);
  g_assert_nonnull (tutor_fixture_session (fixture));
  g_assert_true (toguz_task_is_practice (
    toguz_task_session_get_task (tutor_fixture_session (fixture))));
}

/* A line that misses, told after the last reply; then one that holds,
 * from the task's board again. */
static void
test_two_turns_through_the_board (void)
{
  TutorFixture fixture;
  ToguzTaskSession *session;
  ToguzPosition start;

  open_practice (&fixture, "practice.ini");
  session = tutor_fixture_session (&fixture);
  start = *toguz_task_session_get_start (session);
  g_assert_cmpstr (feedback (&fixture), ==, "Move 1 of 2: your move.");
  tutor_save_screen (&fixture, "practice-start.png");

  /* Hole 2: any legal move goes on, and the beginner answers it. */
  tutor_click_hole (&fixture, TOGUZ_BLACK, 1);
  tutor_wait_idle (&fixture);
  g_assert_cmpstr (feedback (&fixture), ==,
                   "White played 46 and captured 12 stones. White won 12 "
                   "stones more than you. Move 2 of 2: your move.");
  g_assert_cmpuint (toguz_task_session_get_turn (session), ==, 1);
  g_assert_true (same_position (tutor_board_get_position (
                                  tutor_lesson_player_get_board (
                                    fixture.player)),
                                toguz_task_session_get_position (session)));
  tutor_save_screen (&fixture, "practice-move-2.png");

  /* Hole 9: after the reply to it, the verdict, in words. */
  tutor_click_hole (&fixture, TOGUZ_BLACK, 8);
  tutor_wait_idle (&fixture);
  g_assert_cmpstr (feedback (&fixture), ==,
                   "White played 83 and captured 14 stones. White won 23 "
                   "stones more than you. The task asks you to win at least "
                   "as many stones as your opponent. Hole 2 leaves the "
                   "threat.");
  g_assert_false (toguz_task_session_is_finished (session));
  g_assert_true (tutor_button_offered (&fixture, "_Try Again"));
  g_assert_true (tutor_button_offered (&fixture, "Show _Solution"));
  tutor_save_screen (&fixture, "practice-missed.png");

  /* Try Again: the task's board, the first move asked for. */
  tutor_press_button (&fixture, "_Try Again");
  tutor_wait_idle (&fixture);
  g_assert_true (same_position (tutor_board_get_position (
                                  tutor_lesson_player_get_board (
                                    fixture.player)),
                                &start));
  g_assert_cmpstr (feedback (&fixture), ==, "Move 1 of 2: your move.");

  tutor_click_hole (&fixture, TOGUZ_BLACK, 2);
  tutor_click_hole (&fixture, TOGUZ_BLACK, 7);
  tutor_wait_idle (&fixture);
  g_assert_true (toguz_task_session_is_solved (session));
  g_assert_cmpint (toguz_task_session_get_stars (session), ==, 2);
  g_assert_cmpstr (feedback (&fixture), ==,
                   "White played 37. You won 9 stones more than White. Even, "
                   "and more. ★★☆ (2 stars of three)");
  tutor_save_screen (&fixture, "practice-solved.png");
  tutor_fixture_close (&fixture);
}

/* The third hint names the engine's move, the fourth plays it. */
static void
test_last_hint_plays_the_move (void)
{
  TutorFixture fixture;
  ToguzTaskSession *session;

  open_practice (&fixture, "practice-hints.ini");
  session = tutor_fixture_session (&fixture);
  tutor_press_button (&fixture, "_Hint");
  tutor_press_button (&fixture, "_Hint");
  tutor_press_button (&fixture, "_Hint");
  g_assert_cmpstr (tutor_lesson_player_get_hint (fixture.player), ==,
                   "Hint 3 of 4: A good move here: 34.");
  tutor_save_screen (&fixture, "practice-hint-3.png");
  tutor_press_button (&fixture, "_Hint");
  tutor_wait_idle (&fixture);
  /* Played for the learner, and answered: the next turn. */
  g_assert_cmpuint (toguz_task_session_get_turn (session), ==, 1);
  g_assert_cmpstr (g_ptr_array_index (toguz_task_session_get_answers (
                                        session),
                                      0),
                   ==, "34");
  g_assert_cmpstr (feedback (&fixture), ==,
                   "White played 47. You won as many stones as White. Move 2 "
                   "of 2: your move.");
  /* The hint spoke of the board before the reply. */
  g_assert_null (tutor_lesson_player_get_hint (fixture.player));
  tutor_save_screen (&fixture, "practice-hint-played.png");
  tutor_fixture_close (&fixture);
}

/* After a line that missed, Show Solution plays the engine's line from
 * the task's board, the beginner's replies in it: finished, not
 * solved. */
static void
test_solution_after_a_miss (void)
{
  TutorFixture fixture;
  ToguzTaskSession *session;
  ToguzPosition end;
  const uint8_t line[] = { 2, 3, 2, 3 }; /* 34 47 34 45 */

  open_practice (&fixture, "practice-solution.ini");
  session = tutor_fixture_session (&fixture);
  end = *toguz_task_session_get_start (session);
  for (guint i = 0; i < G_N_ELEMENTS (line); i++)
    toguz_position_play (toguz_ruleset_default (), &end, line[i], &end,
                         NULL);
  tutor_click_hole (&fixture, TOGUZ_BLACK, 1);
  tutor_click_hole (&fixture, TOGUZ_BLACK, 8);
  tutor_wait_idle (&fixture);
  g_assert_true (tutor_button_offered (&fixture, "Show _Solution"));
  tutor_press_button (&fixture, "Show _Solution");
  tutor_wait_idle (&fixture);
  g_assert_true (toguz_task_session_is_finished (session));
  g_assert_false (toguz_task_session_is_solved (session));
  g_assert_true (same_position (tutor_board_get_position (
                                  tutor_lesson_player_get_board (
                                    fixture.player)),
                                &end));
  tutor_save_screen (&fixture, "practice-solution.png");
  tutor_fixture_close (&fixture);
}

/* The engine's line, each move as the engine's answer for that turn
 * names it once the beginner's reply is shown: solved at the first try,
 * three stars. */
static void
test_engine_line_solves (void)
{
  TutorFixture fixture;

  open_practice (&fixture, "practice-solve.ini");
  tutor_solve_goal (&fixture);
  tutor_wait_idle (&fixture);
  g_assert_true (toguz_task_session_is_solved (
    tutor_fixture_session (&fixture)));
  g_assert_cmpint (toguz_task_session_get_stars (
                     tutor_fixture_session (&fixture)),
                   ==, 3);
  g_assert_nonnull (strstr (feedback (&fixture), "★★★"));
  tutor_fixture_close (&fixture);
}

int
main (int argc, char **argv)
{
  scratch = tutor_test_init (&argc, &argv);
  g_test_add_func ("/practice-player/two-turns-through-the-board",
                   test_two_turns_through_the_board);
  g_test_add_func ("/practice-player/last-hint-plays-the-move",
                   test_last_hint_plays_the_move);
  g_test_add_func ("/practice-player/engine-line-solves",
                   test_engine_line_solves);
  g_test_add_func ("/practice-player/solution-after-a-miss",
                   test_solution_after_a_miss);
  return tutor_test_finish (g_test_run ());
}
