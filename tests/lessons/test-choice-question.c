/* test-choice-question.c: a question with options (ask="choice")
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * History and the hole names cannot be asked on the board (issue 18): a
 * question with two to six options, the file stating which is right.
 * The loader says what is wrong word for word; the session, the hints,
 * the writer, the worksheet key and `lesson show` all read the same
 * answer.
 */
#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#include "toguz-hint.h"
#include "toguz-lesson-loader.h"
#include "toguz-lesson-writer.h"
#include "toguz-task-session.h"
#include "toguz-worksheet.h"

#define NS "https://toguztutor.org/ns/lesson/1"

#define OPTIONS                                                              \
  "<option key=\"a\">Bishkek</option>"                                       \
  "<option key=\"b\">Astana</option>"                                        \
  "<option key=\"b\" xml:lang=\"ru\">Астана</option>"                        \
  "<option key=\"c\">Almaty.</option>"

static char *
one_question (const char *attributes, const char *inside)
{
  return g_strdup_printf ("<lesson xmlns=\"" NS "\" id=\"x\" order=\"1\">\n"
                          "<title>t</title>\n"
                          "<step id=\"s\"><text>x</text>\n"
                          "<task %s>%s</task>\n"
                          "</step>\n"
                          "</lesson>\n",
                          attributes, inside);
}

static char *
problems_of (const char *attributes, const char *inside,
             ToguzLesson **loaded)
{
  g_autofree char *text = one_question (attributes, inside);
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  ToguzLesson *lesson
    = toguz_lesson_load_data (text, strlen (text), "q.xml", problems);

  if (loaded)
    *loaded = lesson;
  else
    g_clear_object (&lesson);
  return toguz_lesson_problems_to_string (problems);
}

static ToguzLesson *
question (const char *attributes, const char *inside)
{
  ToguzLesson *lesson = NULL;
  g_autofree char *said = problems_of (attributes, inside, &lesson);

  g_assert_cmpstr (said, ==, "");
  g_assert_nonnull (lesson);
  return lesson;
}

/* What a teacher is told, word for word. */
static void
test_loader (void)
{
  static const struct
  {
    const char *attributes, *inside, *said;
  } cases[] = {
    { "ask=\"choice\" answer=\"e\"", OPTIONS,
      "q.xml:4: answer=\"e\" names no option of the question: give it the "
      "key of the right <option>.\n" },
    { "ask=\"choice\" answer=\"a\"", "<option key=\"a\">Bishkek</option>",
      "q.xml:4: A question needs two options or more: add <option "
      "key=\"a\">…</option> and <option key=\"b\">…</option> inside its "
      "<task>.\n" },
    { "ask=\"choice\" answer=\"b\"",
      OPTIONS "<wrong answer=\"b\">No.</wrong>",
      "q.xml:4: “b” is the right answer, not a wrong one.\n" },
    { "ask=\"choice\" answer=\"b\"",
      OPTIONS "<wrong answer=\"d\">No.</wrong>",
      "q.xml:4: The question has no option “d”: name the key of one of its "
      "<option>s.\n" },
    { "ask=\"choice\" answer=\"a\"",
      "<option key=\"a\" xml:lang=\"ru\">Бишкек</option>"
      "<option key=\"b\">Astana</option>",
      "q.xml:4: The option “a” has no text without xml:lang: give the "
      "source text first.\n" },
    /* Options on another kind of task: said once, not for each. */
    { "predict=\"legal\" move=\"3\"",
      "<option key=\"a\">x</option><option key=\"b\">y</option>",
      "q.xml:4: <option> belongs to a question: write ask=\"choice\" and "
      "answer=\"…\" on its <task>.\n" },
    { "ask=\"choice\" answer=\"b\"", OPTIONS "<wrong answer=\"a\">No.</wrong>",
      "" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *said = problems_of (cases[i].attributes,
                                           cases[i].inside, NULL);
      g_assert_cmpstr (said, ==, cases[i].said);
    }
  /* Six options, as many as the keys a to f give, with a translation. */
  {
    g_autofree char *said = problems_of (
      "ask=\"choice\" answer=\"a\"",
      "<option key=\"a\">1</option><option key=\"b\">2</option>"
      "<option key=\"c\">3</option><option key=\"d\">4</option>"
      "<option key=\"e\">5</option><option key=\"f\">6</option>"
      "<option key=\"f\" xml:lang=\"ru\">6</option>",
      NULL);
    g_assert_cmpstr (said, ==, "");
  }
}

/* The model keeps the options in order with their translations, and the
 * writer writes what it read. */
static void
test_model (void)
{
  g_autoptr (ToguzLesson) lesson = question (
    "ask=\"choice\" answer=\"b\"",
    "<prompt>Where?</prompt>" OPTIONS "<wrong answer=\"a\">Kyrgyzstan."
    "</wrong>");
  const ToguzStep *step = toguz_lesson_get_step (lesson, 0);
  const ToguzTask *task = step->task;
  g_autofree char *xml = toguz_lesson_to_xml (lesson, NULL);
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) reread = NULL;
  g_autofree char *rewritten = NULL;

  g_assert_cmpint (task->kind, ==, TOGUZ_TASK_PREDICT);
  g_assert_cmpint (task->predict, ==, TOGUZ_PREDICT_CHOICE);
  g_assert_cmpuint (task->options->len, ==, 3);
  g_assert_cmpint (task->answer, ==, 1);
  g_assert_cmpint (toguz_task_get_option (task, 1)->key, ==, 'b');
  {
    const char *const russian[] = { "ru", NULL };
    g_assert_cmpstr (toguz_lesson_text_get_for (
                       toguz_task_get_option (task, 1)->text, russian),
                     ==, "Астана");
  }
  g_assert_null (toguz_task_get_option (task, 3));
  g_assert_cmpint (toguz_task_find_option (task, 'c'), ==, 2);
  g_assert_cmpint (toguz_task_find_option (task, 'd'), ==, -1);
  g_assert_cmpint (toguz_task_find_wrong_answer (task, 0)->answer, ==, 0);

  g_assert_nonnull (strstr (xml, "<task ask=\"choice\" answer=\"b\">"));
  g_assert_nonnull (strstr (xml, "<option key=\"b\" xml:lang=\"ru\">"
                                 "Астана</option>"));
  g_assert_nonnull (strstr (xml, "<wrong answer=\"a\">"));
  reread = toguz_lesson_load_data (xml, strlen (xml), "w.xml", problems);
  g_assert_nonnull (reread);
  rewritten = toguz_lesson_to_xml (reread, NULL);
  g_assert_cmpstr (rewritten, ==, xml);
}

/* Right first: three stars.  With three options a wrong answer leaves a
 * choice, so the right one still earns a star; two wrong ones leave only
 * the answer, which earns none.  Two options: a wrong first answer ends
 * it. */
static void
test_session (void)
{
  g_autoptr (ToguzLesson) three = question ("ask=\"choice\" answer=\"b\"",
                                            OPTIONS);
  g_autoptr (ToguzLesson) two = question (
    "ask=\"choice\" answer=\"a\"",
    "<option key=\"a\">ooz</option><option key=\"b\">kuiruk</option>");
  const ToguzStep *step = toguz_lesson_get_step (three, 0);

  {
    g_autoptr (ToguzTaskSession) session = toguz_task_session_new (step);

    g_assert_cmpint (toguz_task_session_judge_prediction (session, 1), ==,
                     TOGUZ_ANSWER_RIGHT);
    g_assert_cmpint (toguz_task_session_get_stars (session), ==, 3);
    g_assert_cmpstr (g_ptr_array_index (
                       toguz_task_session_get_answers (session), 0),
                     ==, "b");
  }
  {
    g_autoptr (ToguzTaskSession) session = toguz_task_session_new (step);
    g_autofree char *said = NULL;
    g_autofree char *answer = NULL;

    g_assert_cmpint (toguz_task_session_judge_prediction (session, 0), ==,
                     TOGUZ_ANSWER_WRONG);
    g_assert_false (toguz_task_session_is_finished (session));
    said = toguz_task_session_dup_wrong_feedback (session, NULL);
    g_assert_cmpstr (said, ==,
                     "Not that one. Read the text above once more, then "
                     "choose again.");
    g_assert_cmpint (toguz_task_session_judge_prediction (session, 1), ==,
                     TOGUZ_ANSWER_RIGHT);
    g_assert_cmpint (toguz_task_session_get_stars (session), >, 0);
    answer = toguz_task_session_dup_solution_text (session);
    /* The option's own full stop is not doubled. */
    g_assert_cmpstr (answer, ==, "The answer: Astana.");
  }
  {
    g_autoptr (ToguzTaskSession) session = toguz_task_session_new (step);

    toguz_task_session_judge_prediction (session, 0);
    toguz_task_session_judge_prediction (session, 2);
    g_assert_true (toguz_task_session_get_solution_shown (session));
    g_assert_false (toguz_task_session_is_solved (session));
    g_assert_cmpint (toguz_task_session_get_stars (session), ==, 0);
  }
  {
    g_autoptr (ToguzTaskSession) session
      = toguz_task_session_new (toguz_lesson_get_step (two, 0));

    toguz_task_session_judge_prediction (session, 1);
    g_assert_true (toguz_task_session_is_finished (session));
    g_assert_cmpint (toguz_task_session_get_stars (session), ==, 0);
  }
}

/* Without the author's hints the ladder narrows the options: read again,
 * then one wrong option struck, then the answer. */
static void
test_hints (void)
{
  g_autoptr (ToguzLesson) lesson = question ("ask=\"choice\" answer=\"c\"",
                                             OPTIONS);
  const ToguzStep *step = toguz_lesson_get_step (lesson, 0);
  static const char *expected[] = {
    NULL,
    "The text of this step tells the answer: read it again, slowly.",
    "The text of this step tells the answer: read it again, slowly.",
    "It is not “Bishkek”.",
    "The answer is “Almaty.”.",
  };

  for (int rung = 1; rung <= 4; rung++)
    {
      unsigned marks = 1;
      g_autofree char *hint = toguz_task_dup_hint (
        step->task, &step->rules, &step->position, NULL, NULL, rung, &marks);

      g_assert_cmpstr (hint, ==, expected[rung]);
      g_assert_cmphex (marks, ==, 0);
    }
}

/* The key prints the option, with its letter, as the sheet shows it. */
static void
test_worksheet (void)
{
  g_autoptr (ToguzLesson) lesson = question ("ask=\"choice\" answer=\"b\"",
                                             OPTIONS);
  g_autoptr (ToguzWorksheet) sheet = toguz_worksheet_new (lesson);

  g_assert_cmpuint (toguz_worksheet_get_n_tasks (sheet), ==, 1);
  g_assert_cmpstr (toguz_worksheet_get_answer (sheet, 0), ==, "b) Astana");
  g_assert_cmpuint (toguz_worksheet_paginate (sheet, 595, 842), ==, 2);
}

/* `toguz lesson show` lists the options and the answer's key. */
static void
test_lesson_show (void)
{
  g_autofree char *text = one_question ("ask=\"choice\" answer=\"b\"",
                                        "<prompt>Where?</prompt>" OPTIONS);
  g_autofree char *path = g_build_filename (g_get_tmp_dir (),
                                            "toguz-choice-show.xml", NULL);
  const char *argv[] = { g_getenv ("TOGUZ_COMMAND"), "lesson", "show", path,
                         NULL };
  g_autofree char *out = NULL;
  int status;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL,
                               G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out,
                               NULL, &status, NULL));
  g_unlink (path);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (out, "  Task: Where?\n"
                                 "  a) Bishkek\n"
                                 "  b) Astana\n"
                                 "  c) Almaty.\n"
                                 "  Answer: b\n"));
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "C.UTF-8");
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/choice-question/loader", test_loader);
  g_test_add_func ("/choice-question/model", test_model);
  g_test_add_func ("/choice-question/session", test_session);
  g_test_add_func ("/choice-question/hints", test_hints);
  g_test_add_func ("/choice-question/worksheet", test_worksheet);
  g_test_add_func ("/choice-question/lesson-show", test_lesson_show);
  return g_test_run ();
}
