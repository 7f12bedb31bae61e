/* test-tuzdik-question.c: "may this hole become a tuzdik?"
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The yes/no task on a named move (issue 17): the rules core's event
 * record answers and names the restriction that refuses the tuzdik (one
 * per player, never the last hole, no mirror), and every part that shows
 * a task (the loader and checker, the session, the hints, `lesson show`)
 * says the same.
 */
#include "config.h"

#include <glib.h>
#include <locale.h>
#include <string.h>

#include "toguz-fen.h"
#include "toguz-hint.h"
#include "toguz-lesson-checker.h"
#include "toguz-lesson-writer.h"
#include "toguz-task-session.h"
#include "toguz-tuzdik-question.h"

#define NS "https://toguztutor.org/ns/lesson/1"
/* White has none; Black owns White's hole 4; 7 makes 3 in Black's 6. */
#define ALLOWED "5S,7S,4S,2S,9S,6S,3S,10S,4S/2S,7S,2S,t,5S,4S,9S,8S,3S 34 38 S 15"
/* Black owns White's hole 7; Black's 8 makes 3 in White's hole 3. */
#define OWNS "4S,5S,7S,3S,10S,6S,8S,2S,11S/6S,8S,2S,5S,9S,4S,t,12S,3S 26 31 N 18"
/* White's 9 makes 3 in Black's hole 9. */
#define LAST "2S,1S,1S,1S,1S,1S,1S,1S,1S/1S,1S,1S,1S,1S,1S,1S,1S,10S 67 67 S 30"
/* The same, White owning Black's hole 5 already: two restrictions. */
#define OWNS_LAST "2S,1S,1S,1S,t,1S,1S,1S,1S/1S,1S,1S,1S,1S,1S,1S,1S,10S 68 67 S 30"
/* Black owns White's hole 5; White's 2 makes 3 in Black's hole 5. */
#define MIRROR "10S,3S,8S,5S,2S,7S,4S,9S,6S/4S,13S,6S,8S,t,3S,5S,6S,2S 30 31 S 16"
/* Under the 1906 rules White's 9 makes a tuzdik of Black's hole 9. */
#define LAST_1906 "2S,4S,9S,5S,7S,2S,8S,6S,3S/4S,7S,2S,9S,5S,3S,8S,6S,10S 30 32 S 15"
#define START "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1"

static ToguzSearch *search;

static void
parse (const ToguzRuleset *rules, const char *fen, ToguzPosition *pos)
{
  g_assert_cmpint (toguz_fen_parse (rules, fen, pos, NULL), ==,
                   TOGUZ_FEN_OK);
}

static char *
explain (const ToguzRuleset *rules, const char *fen, unsigned move,
         gboolean allowed)
{
  ToguzPosition pos;
  ToguzTuzdikQuestion question;

  parse (rules, fen, &pos);
  g_assert_cmpint (toguz_tuzdik_question_ask (rules, &pos, move, &question),
                   ==, TOGUZ_TUZDIK_QUESTION_OK);
  g_assert_cmpint (question.allowed, ==, allowed);
  return toguz_tuzdik_question_explain (rules, &pos, &question);
}

/* Each restriction named from the event record, and every one that
 * holds; and why none does when the tuzdik is made. */
static void
test_explain (void)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  ToguzRuleset youth;
  g_autofree char *allowed = explain (rules, ALLOWED, 6, TRUE);
  g_autofree char *owns = explain (rules, OWNS, 7, FALSE);
  g_autofree char *last = explain (rules, LAST, 8, FALSE);
  g_autofree char *both = explain (rules, OWNS_LAST, 8, FALSE);
  g_autofree char *mirror = explain (rules, MIRROR, 1, FALSE);
  g_autofree char *none = NULL;
  g_autofree char *old_rules = NULL;
  ToguzRuleset pantusov;

  /* The 1906 rules allow the last hole: never "hole 9 is not the last". */
  g_assert_true (toguz_ruleset_parse ("pantusov-1906", &pantusov));
  old_rules = explain (&pantusov, LAST_1906, 8, TRUE);
  g_assert_cmpstr (old_rules, ==,
                   "Yes. White has no tuzdik yet, these rules let even the "
                   "last hole, Black’s hole 9, become one, and Black has no "
                   "tuzdik to mirror. It becomes White’s tuzdik for the rest "
                   "of the game.");
  g_assert_cmpstr (allowed, ==,
                   "Yes. White has no tuzdik yet, Black’s hole 6 is not the "
                   "last hole of its row, and Black’s tuzdik, White’s hole 4, "
                   "has another number: no rule refuses it. It becomes "
                   "White’s tuzdik for the rest of the game.");
  g_assert_cmpstr (owns, ==,
                   "No, White’s hole 3 stays an ordinary hole. Black already "
                   "owns a tuzdik, White’s hole 7, and a player wins only one "
                   "in a game. Three is odd, so the stones stay where they "
                   "are and nothing is won.");
  g_assert_cmpstr (last, ==,
                   "No, Black’s hole 9 stays an ordinary hole. Hole 9 is the "
                   "last hole of its row, and the last hole never becomes a "
                   "tuzdik. Three is odd, so the stones stay where they are "
                   "and nothing is won.");
  g_assert_cmpstr (both, ==,
                   "No, Black’s hole 9 stays an ordinary hole. White already "
                   "owns a tuzdik, Black’s hole 5, and a player wins only one "
                   "in a game. Hole 9 is the last hole of its row, and the "
                   "last hole never becomes a tuzdik. Three is odd, so the "
                   "stones stay where they are and nothing is won.");
  g_assert_cmpstr (mirror, ==,
                   "No, Black’s hole 5 stays an ordinary hole. The other "
                   "tuzdik stands on White’s hole 5, the same number, and a "
                   "tuzdik may not mirror the other. Three is odd, so the "
                   "stones stay where they are and nothing is won.");

  /* The youth game has no tuzdiks at all. */
  g_assert_true (toguz_ruleset_parse ("bestemshe", &youth));
  none = explain (&youth, "5S,5S,5S,5S,2S/5S,5S,5S,5S,2S 3 3 S 3", 4, FALSE);
  g_assert_cmpstr (none, ==,
                   "No, Black’s hole 1 stays an ordinary hole. This variant "
                   "has no tuzdiks. Three is odd, so the stones stay where "
                   "they are and nothing is won.");
}

/* A move that makes no 3 on the opponent's row cannot be asked about,
 * and the author is told why. */
static void
test_not_asked (void)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  ToguzPosition pos;
  ToguzTuzdikQuestion question;
  static const struct
  {
    const char *fen;
    unsigned move;
    ToguzTuzdikQuestionStatus status;
    const char *said;
  } cases[] = {
    { START, 0, TOGUZ_TUZDIK_QUESTION_NOT_THREE,
      "The last stone of hole 1 stays on the mover’s own row (White’s hole "
      "9), so there is no tuzdik to ask about: choose a move whose last "
      "stone makes exactly 3 on the opponent’s row." },
    { START, 5, TOGUZ_TUZDIK_QUESTION_NOT_THREE,
      "The last stone of hole 6 makes 10 stones in Black’s hole 5, not 3, so "
      "there is no tuzdik to ask about: choose a move whose last stone "
      "makes exactly 3 on the opponent’s row." },
    { ALLOWED, 3, TOGUZ_TUZDIK_QUESTION_ILLEGAL,
      "The question asks about a move that cannot be played: White’s hole 4 "
      "is Black’s tuzdik: nobody moves from a tuzdik." },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *said = NULL;

      parse (rules, cases[i].fen, &pos);
      g_assert_cmpint (toguz_tuzdik_question_ask (rules, &pos, cases[i].move,
                                                  &question),
                       ==, cases[i].status);
      said = toguz_tuzdik_question_describe_status (
        rules, &pos, cases[i].move, cases[i].status, &question);
      g_assert_cmpstr (said, ==, cases[i].said);
    }
}

static char *
one_step (const char *fen, const char *task_attributes)
{
  return g_strdup_printf ("<lesson xmlns=\"" NS "\" id=\"x\" order=\"1\">\n"
                          "<title>t</title>\n"
                          "<step id=\"s\"><text>x</text>\n"
                          "<position fen=\"%s\"/>\n"
                          "<task %s/>\n"
                          "</step>\n"
                          "</lesson>\n",
                          fen, task_attributes);
}

static char *
problems_of (const char *fen, const char *task_attributes,
             ToguzLesson **loaded)
{
  g_autofree char *text = one_step (fen, task_attributes);
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  ToguzLesson *lesson
    = toguz_lesson_load_data (text, strlen (text), "f.xml", problems);

  if (loaded)
    *loaded = lesson;
  else
    g_clear_object (&lesson);
  return toguz_lesson_problems_to_string (problems);
}

/* What the loader says, word for word: the false "No move here makes a
 * tuzdik" the old format gave a yes/no question is gone. */
static void
test_loader (void)
{
  static const struct
  {
    const char *fen, *task, *said;
  } cases[] = {
    /* The question as the teacher wrote it. */
    { MIRROR, "predict=\"tuzdik\" move=\"2\" answer=\"no\"",
      "f.xml:5: predict=\"tuzdik\" is answered with a hole. To ask whether a "
      "move makes a tuzdik, with yes or no, write "
      "predict=\"tuzdik-allowed\" and the move.\n" },
    { MIRROR, "predict=\"tuzdik\" move=\"2\"",
      "f.xml:5: The move 2 makes no tuzdik, so the prediction has no "
      "answer. To ask whether it may make one, write "
      "predict=\"tuzdik-allowed\".\n" },
    { MIRROR, "predict=\"tuzdik-allowed\"",
      "f.xml:5: This prediction needs the move it asks about: add "
      "move=\"…\".\n" },
    { START, "predict=\"tuzdik-allowed\" move=\"6\"",
      "f.xml:5: The last stone of hole 6 makes 10 stones in Black’s hole 5, "
      "not 3, so there is no tuzdik to ask about: choose a move whose last "
      "stone makes exactly 3 on the opponent’s row.\n" },
    { MIRROR, "predict=\"tuzdik-allowed\" move=\"2\" hole=\"b4\"",
      "f.xml:5: The last stone of hole 2 makes 3 in b5, not in b4: write "
      "hole=\"b5\".\n" },
    { MIRROR, "predict=\"legal\" move=\"2\" hole=\"b5\"",
      "f.xml:5: hole=\"…\" names the hole a tuzdik question asks about: it "
      "goes with predict=\"tuzdik-allowed\" only.\n" },
    { MIRROR, "predict=\"tuzdik-allowed\" move=\"2\" answer=\"yes\"",
      "f.xml:5: The stated answer yes is wrong: the rules give no. No, "
      "Black’s hole 5 stays an ordinary hole. The other tuzdik stands on "
      "White’s hole 5, the same number, and a tuzdik may not mirror the "
      "other. Three is odd, so the stones stay where they are and nothing "
      "is won.\n" },
    { MIRROR, "predict=\"tuzdik-allowed\" move=\"2\" hole=\"b5\" "
              "answer=\"no\"",
      "" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *said = problems_of (cases[i].fen, cases[i].task, NULL);
      g_assert_cmpstr (said, ==, cases[i].said);
    }
}

static ToguzLesson *
question_lesson (const char *fen, const char *task)
{
  ToguzLesson *lesson = NULL;
  g_autofree char *said = problems_of (fen, task, &lesson);

  g_assert_cmpstr (said, ==, "");
  g_assert_nonnull (lesson);
  return lesson;
}

/* The model as the core answered it, its prompt, and the writer's text
 * read back the same. */
static void
test_model (void)
{
  g_autoptr (ToguzLesson) lesson
    = question_lesson (OWNS, "predict=\"tuzdik-allowed\" move=\"8\"");
  const ToguzStep *step = toguz_lesson_get_step (lesson, 0);
  const ToguzTask *task = step->task;
  g_autofree char *prompt = toguz_task_dup_prompt (task, &step->rules);
  g_autofree char *xml = NULL;
  g_autofree char *answer = NULL;

  g_assert_cmpint (task->predict, ==, TOGUZ_PREDICT_TUZDIK_ALLOWED);
  g_assert_cmpint (task->answer, ==, 0);
  g_assert_cmpint (task->asked_ring, ==, 2); /* White's hole 3 */
  g_assert_false (task->asked_ring_stated);
  g_assert_cmpstr (prompt, ==,
                   "Black sows hole 8, and the last stone makes 3 in White’s "
                   "hole 3. May it become Black’s tuzdik?");
  answer = toguz_task_format_answer (task, &step->rules, task->answer);
  g_assert_cmpstr (answer, ==, "no");

  /* hole= is written only where the file has it. */
  xml = toguz_lesson_to_xml (lesson, NULL);
  g_assert_nonnull (strstr (xml, "<task predict=\"tuzdik-allowed\" "
                                 "move=\"8\">"));
  {
    g_autoptr (ToguzLesson) stated = question_lesson (
      ALLOWED, "predict=\"tuzdik-allowed\" move=\"7\" hole=\"b6\"");
    g_autofree char *written = toguz_lesson_to_xml (stated, NULL);
    g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
    g_autoptr (ToguzLesson) reread = toguz_lesson_load_data (
      written, strlen (written), "w.xml", problems);
    g_autofree char *rewritten = NULL;

    g_assert_nonnull (strstr (written, "<task predict=\"tuzdik-allowed\" "
                                       "move=\"7\" hole=\"b6\">"));
    g_assert_nonnull (reread);
    rewritten = toguz_lesson_to_xml (reread, NULL);
    g_assert_cmpstr (rewritten, ==, written);
    g_assert_cmpint (toguz_lesson_get_step (reread, 0)->task->answer, ==, 1);
  }
}

/* A wrong answer is told the restriction; the second answer is forced,
 * so it earns no stars; a right one earns three. */
static void
test_session (void)
{
  g_autoptr (ToguzLesson) lesson
    = question_lesson (LAST, "predict=\"tuzdik-allowed\" move=\"9\"");
  const ToguzStep *step = toguz_lesson_get_step (lesson, 0);

  {
    g_autoptr (ToguzTaskSession) session = toguz_task_session_new (step);
    g_autofree char *said = NULL;

    g_assert_cmpint (toguz_task_session_judge_prediction (session, 1), ==,
                     TOGUZ_ANSWER_WRONG);
    said = toguz_task_session_dup_wrong_feedback (session, NULL);
    g_assert_cmpstr (said, ==,
                     "No, Black’s hole 9 stays an ordinary hole. Hole 9 is "
                     "the last hole of its row, and the last hole never "
                     "becomes a tuzdik. Three is odd, so the stones stay "
                     "where they are and nothing is won.");
    g_assert_true (toguz_task_session_get_solution_shown (session));
    g_assert_cmpint (toguz_task_session_get_stars (session), ==, 0);
  }
  {
    g_autoptr (ToguzTaskSession) session = toguz_task_session_new (step);

    g_assert_cmpint (toguz_task_session_judge_prediction (session, 0), ==,
                     TOGUZ_ANSWER_RIGHT);
    g_assert_cmpint (toguz_task_session_get_stars (session), ==, 3);
  }
  {
    /* The author's comment, where there is one, is what is said. */
    g_autoptr (ToguzLesson) commented = NULL;
    g_autofree char *text = g_strdup_printf (
      "<lesson xmlns=\"" NS "\" id=\"x\" order=\"1\"><title>t</title>"
      "<step id=\"s\"><text>x</text><position fen=\"%s\"/>"
      "<task predict=\"tuzdik-allowed\" move=\"9\">"
      "<wrong answer=\"yes\">Never hole 9.</wrong></task></step></lesson>",
      LAST);
    g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
    g_autoptr (ToguzTaskSession) session = NULL;
    g_autofree char *said = NULL;

    commented = toguz_lesson_load_data (text, strlen (text), "c.xml",
                                        problems);
    g_assert_nonnull (commented);
    session = toguz_task_session_new (toguz_lesson_get_step (commented, 0));
    toguz_task_session_judge_prediction (session, 1);
    said = toguz_task_session_dup_wrong_feedback (session, NULL);
    g_assert_true (g_str_has_prefix (said, "Never hole 9."));
  }
}

/* The ladder: the three rules; the holes they look at, marked; the facts
 * without the verdict; then the core's answer. */
static void
test_hints (void)
{
  g_autoptr (ToguzLesson) lesson
    = question_lesson (OWNS_LAST, "predict=\"tuzdik-allowed\" move=\"9\"");
  const ToguzStep *step = toguz_lesson_get_step (lesson, 0);
  const ToguzRuleset *rules = &step->rules;
  ToguzPosition pos;
  static const char *expected[] = {
    NULL,
    "Three rules can refuse a tuzdik: a player wins only one, the last hole "
    "never becomes one, and a tuzdik may not have the number of the other.",
    "Check each rule for Black’s hole 9: the marked holes are the tuzdiks "
    "already won and the hole asked about.",
    "White’s tuzdik is Black’s hole 5. Black has no tuzdik yet. The hole "
    "asked about is hole 9 of 9.",
    "No, Black’s hole 9 stays an ordinary hole. White already owns a "
    "tuzdik, Black’s hole 5, and a player wins only one in a game. Hole 9 "
    "is the last hole of its row, and the last hole never becomes a tuzdik. "
    "Three is odd, so the stones stay where they are and nothing is won.",
  };

  /* Under the 1906 rules the last hole is no restriction. */
  {
    g_autoptr (ToguzLesson) old_rules = question_lesson (
      LAST_1906 "\" variant=\"pantusov-1906",
      "predict=\"tuzdik-allowed\" move=\"9\"");
    const ToguzStep *old_step = toguz_lesson_get_step (old_rules, 0);
    g_autofree char *first = toguz_task_dup_hint (
      old_step->task, &old_step->rules, &old_step->position, NULL, NULL, 1,
      NULL);

    g_assert_cmpstr (first, ==,
                     "Under these rules two can refuse a tuzdik: a player "
                     "wins only one, and a tuzdik may not have the number of "
                     "the other. Even the last hole may become one.");
  }
  toguz_step_get_task_position (step, &pos);
  for (int rung = 1; rung <= 4; rung++)
    {
      unsigned marks = 0;
      g_autofree char *hint = toguz_task_dup_hint (step->task, rules, &pos,
                                                   NULL, NULL, rung, &marks);

      g_assert_cmpstr (hint, ==, expected[rung]);
      if (rung >= 2)
        g_assert_cmphex (marks, ==, (1u << 17) | (1u << 13));
      else
        g_assert_cmphex (marks, ==, 0);
    }
}

/* `toguz lesson show` prints the answer and the rule behind it. */
static void
test_lesson_show (void)
{
  g_autofree char *path = g_build_filename (
    g_getenv ("TOGUZ_SOURCE_DIR"), "lessons", "05-tuzdik-restrictions.xml",
    NULL);
  const char *argv[] = { g_getenv ("TOGUZ_COMMAND"), "lesson", "show", path,
                         NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT,
                               NULL, NULL, &out, &err, &status, NULL));
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (out,
                            "  Task: Black sows hole 8, and the last stone "
                            "makes 3 in White’s hole 3. May it become "
                            "Black’s tuzdik?\n"
                            "  Answer: no\n"
                            "  Why: No, White’s hole 3 stays an ordinary "
                            "hole. Black already owns a tuzdik, White’s "
                            "hole 7, and a player wins only one in a game. "
                            "Three is odd, so the stones stay where they "
                            "are and nothing is won.\n"));
}

int
main (int argc, char **argv)
{
  int status;

  setlocale (LC_ALL, "C.UTF-8");
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  search = toguz_search_new (16);
  g_test_add_func ("/tuzdik-question/explain", test_explain);
  g_test_add_func ("/tuzdik-question/not-asked", test_not_asked);
  g_test_add_func ("/tuzdik-question/loader", test_loader);
  g_test_add_func ("/tuzdik-question/model", test_model);
  g_test_add_func ("/tuzdik-question/session", test_session);
  g_test_add_func ("/tuzdik-question/hints", test_hints);
  g_test_add_func ("/tuzdik-question/lesson-show", test_lesson_show);
  status = g_test_run ();
  toguz_search_free (search);
  return status;
}
