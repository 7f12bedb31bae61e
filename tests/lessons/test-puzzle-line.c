/* test-puzzle-line.c: a puzzle's phase, themes, best move and forced line
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * toguz-puzzle-line.c on crafted positions: the phase at its thresholds,
 * each theme from a line that does it and not from one that does not,
 * the engine's best move, and the verdict on a puzzle's whole line as
 * the single judge gives it.
 */
#include "config.h"

#include <glib.h>
#include <locale.h>
#include <string.h>

#include "toguz-fen.h"
#include "toguz-lesson-loader.h"
#include "toguz-lesson-writer.h"
#include "toguz-puzzle-line.h"
#include "toguz-text.h"

static ToguzSearch *search;

/* White to move, 10 stones each in the kazans: 89 captures 14, the most
 * by far.  After 89 83 White's 14 alone captures 14 again (57 takes 6);
 * after 89 72 both 14 and 34 capture 14. */
#define TWICE_FEN                                                          \
  "13S,13S,4S,3S,1S,12S,12S,12S,1S/12S,12S,11S,11S,11S,1S,1S,11S,1S 10 10 " \
  "S 4"

/* After 1. 76 98 2. 66, Black to move: 87 captures 4, but hole 2 is the
 * engine's choice by 6 stones and more (test-judge.c has it too). */
#define CAPTURE_FEN                                                        \
  "1S,9S,9S,1S,11S,11S,11S,11S,11S/10S,10S,10S,10S,10S,1S,3S,12S,11S 10 0 " \
  "N 2"

/* After 76 98 66 87 12 76 25 78 48: Black's 36x makes a tuzdik. */
#define TUZDIK_FEN                                                         \
  "3S,1,1S,2S,1S,13S,13S,2S,14S/2S,1S,14S,1S,15S,2S,3S,15S,14S 38 8 N 5"

/* lessons/examples/example-exercises.xml: 34 keeps White's hole 3 from
 * becoming Black's tuzdik. */
#define DEFENCE_FEN "2,6S,5,1S/2,2S,5,1S 76 76 S 30"

/* White's 91 captures Black's last stones: Black cannot move, White
 * sweeps five stones and wins 84 to 78. */
#define AT_SYROO_FEN "8,1S/5S,7,1S 77 78 S 40"

/* White's 91 sows White's last stone; Black's 23 keeps off White's row,
 * so White cannot move and Black sweeps to 82. */
#define SWEPT_BY_THEM_FEN "7,1S,1/8,1S 80 80 S 40"

/* Black's row is empty: White's 12 takes nothing, but Black cannot
 * move, and White sweeps to 82. */
#define QUIET_END_FEN "9/1S,1S,7 80 80 S 40"

/* White's 91 captures 4 and reaches 82: won by the count, Black still
 * has a stone to sow. */
#define COUNTED_FEN "7,1S,3S/8,1S 78 79 S 40"

/* Black to move in the middlegame: 35 38 48 14 wins 12 stones over four
 * plies, and each of Black's two moves is the only one that does. */
#define GAIN_FEN                                                           \
  "3S,2S,1S,1S,1,12S,12S,1S,13S/2S,1S,14S,14S,14S,1S,2S,14S,13S 34 8 N 4"

static void
parse_fen (const ToguzRuleset *rules, const char *fen, ToguzPosition *pos)
{
  g_assert_cmpint (toguz_fen_parse (rules, fen, pos, NULL), ==,
                   TOGUZ_FEN_OK);
}

/* Phase */

static ToguzPhase
phase_of (const char *fen)
{
  ToguzPosition pos;

  parse_fen (toguz_ruleset_default (), fen, &pos);
  return toguz_puzzle_phase (toguz_ruleset_default (), &pos);
}

/* By the stones on the board, whatever the move number. */
static void
test_phase_thresholds (void)
{
  ToguzRuleset bestemshe_rules;
  const ToguzRuleset *bestemshe = &bestemshe_rules;
  ToguzPosition pos;

  /* 81 + 49 = 130 on the board, 32 in the kazans: still the opening. */
  g_assert_cmpint (phase_of ("9S,9S,9S,9S,9S,9S,9S,9S,9S/"
                             "9S,9S,9S,9S,9S,4S,3 16 16 S 40"),
                   ==, TOGUZ_PHASE_OPENING);
  /* 129: the middlegame, even on move 2. */
  g_assert_cmpint (phase_of ("9S,9S,9S,9S,9S,9S,9S,9S,9S/"
                             "9S,9S,9S,9S,9S,3S,3 17 16 S 2"),
                   ==, TOGUZ_PHASE_MIDDLEGAME);
  /* 27 + 24 = 51: still the middlegame. */
  g_assert_cmpint (phase_of ("3S,3S,3S,3S,3S,3S,3S,3S,3S/"
                             "3S,3S,3S,3S,3S,3S,3S,3S,1 56 55 N 30"),
                   ==, TOGUZ_PHASE_MIDDLEGAME);
  /* 50: the endgame. */
  g_assert_cmpint (phase_of ("3S,3S,3S,3S,3S,3S,3S,3S,3S/"
                             "3S,3S,3S,3S,3S,3S,3S,2S,1 56 56 N 30"),
                   ==, TOGUZ_PHASE_ENDGAME);
  g_assert_cmpint (phase_of ("9S,9S,9S,9S,9S,9S,9S,9S,9S/"
                             "9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1"),
                   ==, TOGUZ_PHASE_OPENING);

  /* A smaller board scales: bestemshe has 50 stones. */
  g_assert_true (toguz_ruleset_parse ("bestemshe", &bestemshe_rules));
  toguz_position_init (bestemshe, &pos);
  g_assert_cmpint (toguz_puzzle_phase (bestemshe, &pos), ==,
                   TOGUZ_PHASE_OPENING);
  g_assert_cmpint (toguz_fen_parse (bestemshe, "1S,1S,1S,1S,1S/5S,5S,3 "
                                               "17 18 S 20",
                                    &pos, NULL),
                   ==, TOGUZ_FEN_OK);
  g_assert_cmpint (toguz_puzzle_phase (bestemshe, &pos), ==,
                   TOGUZ_PHASE_ENDGAME);

  g_assert_cmpstr (toguz_phase_theme (TOGUZ_PHASE_OPENING), ==, "opening");
  g_assert_cmpstr (toguz_phase_theme (TOGUZ_PHASE_MIDDLEGAME), ==,
                   "middlegame");
  g_assert_cmpstr (toguz_phase_theme (TOGUZ_PHASE_ENDGAME), ==, "endgame");
}

/* Themes */

/* The themes of `line` (moves in notation, learner's and replies in
 * turn) from `fen` with `goal`, joined by spaces. */
static char *
themes_of (const char *fen, const char *goal_text, const char *line_text)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  g_auto (GStrv) moves = g_strsplit (line_text, " ", -1);
  g_auto (GStrv) themes = NULL;
  ToguzPosition pos, at;
  ToguzGoal goal;
  uint8_t line[32];
  gsize n = 0;

  parse_fen (rules, fen, &pos);
  g_assert_true (toguz_goal_parse (goal_text, &goal));
  at = pos;
  for (gsize i = 0; moves[i]; i++)
    {
      ToguzMoveText text;
      g_autoptr (GError) error = NULL;

      g_assert_cmpint (toguz_notation_parse (rules, moves[i], &text), ==,
                       TOGUZ_NOTATION_OK);
      /* The stated landing and x are the move's own. */
      if (!toguz_position_play_move_text (rules, &at, &text, &at, NULL,
                                          &error))
        g_error ("%s from %s: %s", moves[i], fen, error->message);
      line[n++] = (uint8_t) (text.origin - 1);
    }
  themes = toguz_puzzle_line_themes (rules, &pos, &goal, line, n);
  g_assert_nonnull (themes);
  /* Every theme is one of the format's, each once. */
  for (gsize i = 0; themes[i]; i++)
    {
      g_assert_true (g_strv_contains (toguz_lesson_themes (), themes[i]));
      for (gsize j = 0; j < i; j++)
        g_assert_cmpstr (themes[i], !=, themes[j]);
    }
  return g_strjoinv (" ", themes);
}

static void
test_themes_capture (void)
{
  g_autofree char *capture = themes_of (CAPTURE_FEN, "capture:2", "87");
  g_autofree char *quiet = themes_of (CAPTURE_FEN, "best", "23");
  /* A capture later in the line, by the learner, counts. */
  g_autofree char *later = themes_of (TWICE_FEN, "gain:4:3", "34 82 14");
  /* A capture by the opponent does not. */
  g_autofree char *theirs = themes_of (TWICE_FEN, "best", "13 71");

  g_assert_cmpstr (capture, ==, "capture opening");
  g_assert_cmpstr (quiet, ==, "opening quiet");
  g_assert_cmpstr (later, ==, "capture opening quiet");
  g_assert_cmpstr (theirs, ==, "opening quiet");
}

static void
test_themes_tuzdik (void)
{
  g_autofree char *made = themes_of (TUZDIK_FEN, "tuzdik", "36x");
  g_autofree char *goal_only = themes_of (TUZDIK_FEN, "tuzdik", "");
  /* The opponent's tuzdik is not the learner's theme. */
  g_autofree char *theirs = themes_of (TWICE_FEN, "best", "13 36x 47 13");

  g_assert_cmpstr (made, ==, "tuzdik middlegame");
  g_assert_cmpstr (goal_only, ==, "tuzdik middlegame");
  g_assert_null (strstr (theirs, "tuzdik"));
}

/* Defence comes from the goal no-tuzdik, with the tuzdik it is about. */
static void
test_themes_defence (void)
{
  g_autofree char *kept = themes_of (DEFENCE_FEN, "no-tuzdik", "34");
  g_autofree char *same_move = themes_of (DEFENCE_FEN, "best", "34");

  g_assert_cmpstr (kept, ==, "tuzdik defence endgame quiet");
  g_assert_cmpstr (same_move, ==, "endgame quiet");
}

/* At syroo, the sweep and the count past 81 are the learner's only when
 * the opponent is the one left without a move and the learner's kazan is
 * the one that grows. */
static void
test_themes_game_end (void)
{
  g_autofree char *left = themes_of (AT_SYROO_FEN, "no-moves", "91");
  g_autofree char *left_best = themes_of (AT_SYROO_FEN, "best", "91");
  g_autofree char *swept_by_them = themes_of (SWEPT_BY_THEM_FEN, "best",
                                              "91 23");
  g_autofree char *counted = themes_of (COUNTED_FEN, "capture:4", "91");
  g_autofree char *not_yet = themes_of (TWICE_FEN, "capture:14",
                                        "89 83 14");

  g_assert_cmpstr (left, ==, "capture at-syroo endgame counting sweep");
  g_assert_cmpstr (left_best, ==, left);
  g_assert_null (strstr (swept_by_them, "at-syroo"));
  g_assert_null (strstr (swept_by_them, "sweep"));
  g_assert_null (strstr (swept_by_them, "counting"));
  g_assert_cmpstr (counted, ==, "capture endgame counting");
  g_assert_null (strstr (not_yet, "counting"));
}

/* A first move that takes nothing and leaves the game going; not one
 * that ends it, which is the finish rather than a quiet move. */
static void
test_themes_quiet (void)
{
  g_autofree char *quiet = themes_of (TWICE_FEN, "best", "13 71");
  g_autofree char *ends = themes_of (QUIET_END_FEN, "no-moves", "12");
  g_autofree char *takes = themes_of (TWICE_FEN, "capture:14", "89 83 14");
  g_autofree char *tuzdik = themes_of (TUZDIK_FEN, "tuzdik", "36x");

  g_assert_nonnull (strstr (quiet, "quiet"));
  g_assert_cmpstr (ends, ==, "at-syroo endgame counting sweep");
  g_assert_null (strstr (takes, "quiet"));
  g_assert_null (strstr (tuzdik, "quiet"));
}

/* Stones given on the first move, for more by the end of the line.  The
 * function works it out; it names it only once the format has it. */
static void
test_themes_sacrifice (void)
{
  gboolean listed = g_strv_contains (toguz_lesson_themes (), "sacrifice");
  g_autofree char *given = themes_of (TWICE_FEN, "best", "13 36x 47 13");
  g_autofree char *taken = themes_of (TWICE_FEN, "capture:14", "89 83 14");
  /* Given and not won back: no sacrifice either. */
  g_autofree char *lost = themes_of (TWICE_FEN, "best", "13 36x");

  g_assert_cmpint (strstr (given, "sacrifice") != NULL, ==, listed);
  g_assert_null (strstr (taken, "sacrifice"));
  g_assert_null (strstr (lost, "sacrifice"));
  g_assert_cmpstr (given, ==, listed ? "capture opening quiet sacrifice"
                                     : "capture opening quiet");
}

/* The engine's best */

static void
test_move_is_best (void)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  ToguzPosition pos;
  int behind = -1;

  parse_fen (rules, CAPTURE_FEN, &pos);
  g_assert_true (toguz_puzzle_move_is_best (search, rules, &pos, 1,
                                            &behind));
  g_assert_cmpint (behind, ==, 0);
  g_assert_true (toguz_puzzle_move_is_best (search, rules, &pos, 1, NULL));
  /* The capture of 4 is not the best move: the goal is not the game. */
  g_assert_false (toguz_puzzle_move_is_best (search, rules, &pos, 7,
                                             &behind));
  g_assert_cmpint (behind, >, 4 * TOGUZ_PUZZLE_BEST_SLACK);
  g_assert_false (toguz_puzzle_move_is_best (search, rules, &pos, 6,
                                             &behind));
  g_assert_cmpint (behind, >, TOGUZ_PUZZLE_BEST_SLACK);

  /* A won game: the winning move is the best. */
  parse_fen (rules, AT_SYROO_FEN, &pos);
  g_assert_true (toguz_puzzle_move_is_best (search, rules, &pos, 8, NULL));
  g_assert_false (toguz_puzzle_move_is_best (search, rules, &pos, 0,
                                             &behind));
  g_assert_cmpint (behind, >, TOGUZ_PUZZLE_BEST_SLACK);
  /* An empty hole is no move at all. */
  g_assert_false (toguz_puzzle_move_is_best (search, rules, &pos, 3, NULL));
}

/* Black to move, from a PlayOK game: on a cleared table 82 scores 1.84
 * stones under the best; searched a second time, the table warm from
 * the first search, only 0.28 under it. */
#define WARM_FEN                                                           \
  "7S,4S,2S,2S,4S,16S,2S,4S,3S/6S,3S,1S,1S,17S,4S,1S,16S,15S 38 16 N 9"

/* The verdict is the position's, not the search's history: asked again,
 * or after other searches, it is the same. */
static void
test_move_is_best_steady (void)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  ToguzSearch *own = toguz_search_new (16);
  ToguzPosition pos, other;
  int first = -1, again = -1, after = -1;
  gboolean best;
  int scores[TOGUZ_MAX_HOLES];

  parse_fen (rules, WARM_FEN, &pos);
  parse_fen (rules, CAPTURE_FEN, &other);
  best = toguz_puzzle_move_is_best (own, rules, &pos, 7, &first);
  g_assert_cmpint (toguz_puzzle_move_is_best (own, rules, &pos, 7, &again),
                   ==, best);
  g_assert_cmpint (again, ==, first);
  toguz_search_score_moves (own, rules, &other, 10, scores);
  g_assert_cmpint (toguz_puzzle_move_is_best (own, rules, &pos, 7, &after),
                   ==, best);
  g_assert_cmpint (after, ==, first);
  /* And another search, of another size, agrees. */
  g_assert_cmpint (toguz_puzzle_move_is_best (search, rules, &pos, 7,
                                              &after),
                   ==, best);
  g_assert_cmpint (after, ==, first);
  toguz_search_free (own);
}

/* The whole line */

/* A set of one puzzle on `fen` with the task `task_xml`. */
static ToguzLesson *
load_puzzle (const char *fen, const char *task_xml)
{
  g_autofree char *xml = g_strdup_printf (
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<exercise-set xmlns=\"https://toguztutor.org/ns/lesson/1\" "
    "id=\"lines\">\n"
    "  <title>Lines</title>\n"
    "  <puzzle id=\"p1\" difficulty=\"3\" themes=\"capture\">\n"
    "    <position fen=\"%s\"/>\n"
    "    %s\n"
    "  </puzzle>\n"
    "</exercise-set>\n",
    fen, task_xml);
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  ToguzLesson *lesson = toguz_lesson_load_data (xml, strlen (xml),
                                                "lines.xml", problems);

  for (guint i = 0; i < problems->len; i++)
    {
      g_autofree char *text
        = toguz_lesson_problem_to_string (g_ptr_array_index (problems, i));
      g_printerr ("%s\n", text);
    }
  g_assert_nonnull (lesson);
  g_assert_cmpuint (problems->len, ==, 0);
  return lesson;
}

static ToguzLineStatus
check_line (const char *fen, const char *task_xml, uint64_t budget,
            unsigned *turn)
{
  g_autoptr (ToguzLesson) lesson = load_puzzle (fen, task_xml);

  *turn = G_MAXUINT;
  return toguz_puzzle_line_check (toguz_lesson_get_step (lesson, 0), search,
                                  budget, turn);
}

/* Every learner move the only right one. */
static void
test_line_forced (void)
{
  unsigned turn;

  g_assert_cmpint (check_line (TWICE_FEN,
                               "<task goal=\"capture:14\" turns=\"2\" "
                               "replies=\"scripted\">"
                               "<solution moves=\"89 83 14\"/></task>",
                               0, &turn),
                   ==, TOGUZ_LINE_FORCED);
  g_assert_cmpuint (turn, ==, 1);
  /* With capture:4, 57 achieves the goal on the second turn too, but
   * falls behind the line's 14 by 8 stones: it is not a right move. */
  g_assert_cmpint (check_line (TWICE_FEN,
                               "<task goal=\"capture:4\" turns=\"2\" "
                               "replies=\"scripted\">"
                               "<solution moves=\"89 83 14\"/></task>",
                               0, &turn),
                   ==, TOGUZ_LINE_FORCED);
  /* A gain over four plies, the goal of the second turn being what is
   * left of it. */
  g_assert_cmpint (check_line (GAIN_FEN,
                               "<task goal=\"gain:12:4\" turns=\"2\" "
                               "replies=\"scripted\">"
                               "<solution moves=\"35 38 48 14\"/></task>",
                               0, &turn),
                   ==, TOGUZ_LINE_FORCED);
  g_assert_cmpuint (turn, ==, 1);
  /* One turn: the proof line's later moves are not the learner's. */
  g_assert_cmpint (check_line (CAPTURE_FEN,
                               "<task goal=\"capture:2\">"
                               "<solution moves=\"87\"/></task>",
                               0, &turn),
                   ==, TOGUZ_LINE_FORCED);
  g_assert_cmpuint (turn, ==, 0);
}

static void
test_line_not_only (void)
{
  unsigned turn;

  /* After 89 72, 34 captures 14 as well as the line's 14. */
  g_assert_cmpint (check_line (TWICE_FEN,
                               "<task goal=\"capture:14\" turns=\"2\" "
                               "replies=\"scripted\">"
                               "<solution moves=\"89 72 14\"/></task>",
                               0, &turn),
                   ==, TOGUZ_LINE_NOT_ONLY);
  g_assert_cmpuint (turn, ==, 1);
  /* The first move: 56, 76 and 87 all capture 2 or more. */
  g_assert_cmpint (check_line (CAPTURE_FEN,
                               "<task goal=\"capture:2\" accept=\"any\">"
                               "<solution moves=\"87\"/></task>",
                               0, &turn),
                   ==, TOGUZ_LINE_NOT_ONLY);
  g_assert_cmpuint (turn, ==, 0);
  /* Two stated solutions: two right first moves. */
  g_assert_cmpint (check_line (CAPTURE_FEN,
                               "<task goal=\"capture:2\">"
                               "<solution moves=\"87\"/>"
                               "<solution moves=\"56\"/></task>",
                               0, &turn),
                   ==, TOGUZ_LINE_NOT_ONLY);
}

static void
test_line_wrong_move (void)
{
  unsigned turn;

  /* 57 takes 6, short of the 14 asked. */
  g_assert_cmpint (check_line (TWICE_FEN,
                               "<task goal=\"capture:14\" turns=\"2\" "
                               "replies=\"scripted\">"
                               "<solution moves=\"89 83 57\"/></task>",
                               0, &turn),
                   ==, TOGUZ_LINE_WRONG_MOVE);
  g_assert_cmpuint (turn, ==, 1);
  /* The first move: 13 captures nothing. */
  g_assert_cmpint (check_line (TWICE_FEN,
                               "<task goal=\"capture:14\">"
                               "<solution moves=\"13\"/></task>",
                               0, &turn),
                   ==, TOGUZ_LINE_WRONG_MOVE);
  g_assert_cmpuint (turn, ==, 0);
}

static void
test_line_short (void)
{
  unsigned turn;

  /* No learner's move for the second turn. */
  g_assert_cmpint (check_line (TWICE_FEN,
                               "<task goal=\"capture:14\" turns=\"2\" "
                               "replies=\"scripted\">"
                               "<solution moves=\"89 83\"/></task>",
                               0, &turn),
                   ==, TOGUZ_LINE_SHORT);
  g_assert_cmpuint (turn, ==, 1);
  /* No reply after the first. */
  g_assert_cmpint (check_line (TWICE_FEN,
                               "<task goal=\"capture:14\" turns=\"2\" "
                               "replies=\"scripted\">"
                               "<solution moves=\"89\"/></task>",
                               0, &turn),
                   ==, TOGUZ_LINE_SHORT);
  g_assert_cmpuint (turn, ==, 0);
}

static void
test_line_no_line (void)
{
  unsigned turn;

  g_assert_cmpint (check_line (TWICE_FEN, "<task goal=\"capture:14\"/>", 0,
                               &turn),
                   ==, TOGUZ_LINE_NO_LINE);
  /* Not a goal: nothing to play through the judge. */
  g_assert_cmpint (check_line (TWICE_FEN, "<task moves=\"89\"/>", 0, &turn),
                   ==, TOGUZ_LINE_NO_LINE);
}

/* A budget too small to settle the gain: not called forced. */
static void
test_line_undecided (void)
{
  unsigned turn;

  g_assert_cmpint (check_line (GAIN_FEN,
                               "<task goal=\"gain:12:4\" turns=\"2\" "
                               "replies=\"scripted\">"
                               "<solution moves=\"35 38 48 14\"/></task>",
                               1, &turn),
                   ==, TOGUZ_LINE_UNDECIDED);
  g_assert_cmpuint (turn, ==, 0);
}

int
main (int argc, char **argv)
{
  int status;

  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  search = toguz_search_new (32);

  g_test_add_func ("/puzzle-line/phase-thresholds", test_phase_thresholds);
  g_test_add_func ("/puzzle-line/themes/capture", test_themes_capture);
  g_test_add_func ("/puzzle-line/themes/tuzdik", test_themes_tuzdik);
  g_test_add_func ("/puzzle-line/themes/defence", test_themes_defence);
  g_test_add_func ("/puzzle-line/themes/game-end", test_themes_game_end);
  g_test_add_func ("/puzzle-line/themes/quiet", test_themes_quiet);
  g_test_add_func ("/puzzle-line/themes/sacrifice", test_themes_sacrifice);
  g_test_add_func ("/puzzle-line/move-is-best", test_move_is_best);
  g_test_add_func ("/puzzle-line/move-is-best-steady",
                   test_move_is_best_steady);
  g_test_add_func ("/puzzle-line/line/forced", test_line_forced);
  g_test_add_func ("/puzzle-line/line/not-only", test_line_not_only);
  g_test_add_func ("/puzzle-line/line/wrong-move", test_line_wrong_move);
  g_test_add_func ("/puzzle-line/line/short", test_line_short);
  g_test_add_func ("/puzzle-line/line/no-line", test_line_no_line);
  g_test_add_func ("/puzzle-line/line/undecided", test_line_undecided);

  status = g_test_run ();
  toguz_search_free (search);
  return status;
}
