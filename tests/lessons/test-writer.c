/* test-writer.c: the lesson writer, the inverse of the loader
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every shipped file is loaded, written, and read back: the model is the
 * same field by field, a second writing is the same byte for byte, and the
 * written file passes the checker (`toguz lesson check`).
 */
#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "toguz-error.h"
#include "toguz-lesson-checker.h"
#include "toguz-lesson-writer.h"
#include "toguz-text.h"
#include "shipped-lessons.h"

static ToguzSearch *search;
static char *scratch_dir;

static char *
source_path (const char *relative)
{
  return g_build_filename (g_getenv ("TOGUZ_SOURCE_DIR"), relative, NULL);
}

static void
print_problems (GPtrArray *problems)
{
  for (guint p = 0; p < problems->len; p++)
    {
      g_autofree char *text
        = toguz_lesson_problem_to_string (g_ptr_array_index (problems, p));
      g_printerr ("%s\n", text);
    }
}

/* Field by field */

static void
assert_texts_equal (const char *what, const ToguzLessonText *a,
                    const ToguzLessonText *b)
{
  if (!toguz_lesson_text_equal (a, b))
    g_error ("%s differs: “%s” and “%s”", what,
             a ? toguz_lesson_text_get_source (a) : "(none)",
             b ? toguz_lesson_text_get_source (b) : "(none)");
}

static void
assert_lines_equal (GPtrArray *a, GPtrArray *b)
{
  g_assert_cmpuint (a->len, ==, b->len);
  for (guint i = 0; i < a->len; i++)
    {
      GArray *la = g_ptr_array_index (a, i), *lb = g_ptr_array_index (b, i);
      g_assert_cmpmem (la->data, la->len, lb->data, lb->len);
    }
}

static void
assert_rules_equal (const ToguzRuleset *a, const ToguzRuleset *b)
{
  char sa[64], sb[64];

  toguz_ruleset_format (a, sa, sizeof sa);
  toguz_ruleset_format (b, sb, sizeof sb);
  g_assert_cmpstr (sa, ==, sb);
}

static void
assert_tasks_equal (const ToguzTask *a, const ToguzTask *b)
{
  g_assert_true ((a == NULL) == (b == NULL));
  if (a == NULL)
    return;
  g_assert_cmpint (a->kind, ==, b->kind);
  if (a->kind == TOGUZ_TASK_GOAL)
    {
      g_assert_cmpint (a->goal.kind, ==, b->goal.kind);
      g_assert_cmpint (a->goal.amount, ==, b->goal.amount);
      g_assert_cmpint (a->goal.plies, ==, b->goal.plies);
    }
  g_assert_cmpint (a->margin, ==, b->margin);
  g_assert_cmpint (a->accept_any, ==, b->accept_any);
  g_assert_cmpuint (a->accepted, ==, b->accepted);
  if (a->kind == TOGUZ_TASK_PREDICT)
    {
      g_assert_cmpint (a->predict, ==, b->predict);
      g_assert_cmpint (a->predict_hole, ==, b->predict_hole);
      g_assert_cmpint (a->answer, ==, b->answer);
      g_assert_cmpint (a->answer_stated, ==, b->answer_stated);
    }
  g_assert_cmpuint (a->turns, ==, b->turns);
  g_assert_cmpint (a->scripted_replies, ==, b->scripted_replies);
  g_assert_cmpint (a->beginner_replies, ==, b->beginner_replies);
  assert_lines_equal (a->solutions, b->solutions);
  g_assert_cmpuint (a->prompts->len, ==, b->prompts->len);
  for (guint i = 0; i < a->prompts->len; i++)
    assert_texts_equal ("a prompt", g_ptr_array_index (a->prompts, i),
                        g_ptr_array_index (b->prompts, i));
  g_assert_cmpuint (a->hints->len, ==, b->hints->len);
  g_assert_cmpmem (a->hint_rungs->data, a->hint_rungs->len * sizeof (int),
                   b->hint_rungs->data, b->hint_rungs->len * sizeof (int));
  for (guint i = 0; i < a->hints->len; i++)
    assert_texts_equal ("a hint", g_ptr_array_index (a->hints, i),
                        g_ptr_array_index (b->hints, i));
  g_assert_cmpuint (a->wrongs->len, ==, b->wrongs->len);
  for (guint i = 0; i < a->wrongs->len; i++)
    {
      const ToguzWrong *wa = g_ptr_array_index (a->wrongs, i);
      const ToguzWrong *wb = g_ptr_array_index (b->wrongs, i);
      g_assert_cmpint (wa->kind, ==, wb->kind);
      if (wa->kind == TOGUZ_WRONG_MOVE)
        g_assert_cmpuint (wa->hole, ==, wb->hole);
      else
        g_assert_cmpint (wa->answer, ==, wb->answer);
      assert_texts_equal ("a comment", wa->comment, wb->comment);
    }
  assert_texts_equal ("a success text", a->success, b->success);
}

static void
assert_steps_equal (const ToguzStep *a, const ToguzStep *b)
{
  g_assert_cmpstr (a->id, ==, b->id);
  g_assert_cmpuint (a->texts->len, ==, b->texts->len);
  for (guint i = 0; i < a->texts->len; i++)
    assert_texts_equal ("a paragraph", g_ptr_array_index (a->texts, i),
                        g_ptr_array_index (b->texts, i));
  assert_rules_equal (&a->rules, &b->rules);
  g_assert_true (toguz_position_equal (&a->position, &b->position));
  g_assert_cmpint (a->has_position, ==, b->has_position);
  g_assert_cmpint (a->has_fen, ==, b->has_fen);
  g_assert_true (toguz_position_equal (&a->base, &b->base));
  g_assert_cmpmem (a->base_moves->data, a->base_moves->len,
                   b->base_moves->data, b->base_moves->len);
  g_assert_cmpmem (a->shows->data, a->shows->len, b->shows->data,
                   b->shows->len);
  g_assert_cmpuint (a->highlight, ==, b->highlight);
  g_assert_cmpuint (a->target, ==, b->target);
  g_assert_cmpmem (a->arrows->data, a->arrows->len, b->arrows->data,
                   b->arrows->len);
  g_assert_cmpint (a->difficulty, ==, b->difficulty);
  g_assert_true ((a->themes == NULL) == (b->themes == NULL));
  if (a->themes)
    g_assert_true (g_strv_equal ((const char *const *) a->themes,
                                 (const char *const *) b->themes));
  g_assert_cmpstr (a->source, ==, b->source);
  g_assert_cmpstr (a->source_game, ==, b->source_game);
  g_assert_cmpstr (a->source_round, ==, b->source_round);
  g_assert_cmpuint (a->source_move, ==, b->source_move);
  g_assert_cmpint (a->source_side, ==, b->source_side);
  g_assert_cmpstr (a->source_url, ==, b->source_url);
  g_assert_cmpstr (a->source_note, ==, b->source_note);
  g_assert_cmpint (a->rating, ==, b->rating);
  g_assert_cmpint (a->source_played, ==, b->source_played);
  g_assert_cmpint (a->source_lost, ==, b->source_lost);
  assert_tasks_equal (a->task, b->task);
}

static void
assert_lessons_equal (ToguzLesson *a, ToguzLesson *b)
{
  g_assert_cmpint (toguz_lesson_get_kind (a), ==, toguz_lesson_get_kind (b));
  g_assert_cmpstr (toguz_lesson_get_id (a), ==, toguz_lesson_get_id (b));
  g_assert_cmpuint (toguz_lesson_get_order (a), ==,
                    toguz_lesson_get_order (b));
  assert_rules_equal (toguz_lesson_get_rules (a), toguz_lesson_get_rules (b));
  assert_texts_equal ("the title", toguz_lesson_get_title_text (a),
                      toguz_lesson_get_title_text (b));
  assert_texts_equal ("the summary", toguz_lesson_get_summary_text (a),
                      toguz_lesson_get_summary_text (b));
  g_assert_cmpuint (toguz_lesson_get_n_steps (a), ==,
                    toguz_lesson_get_n_steps (b));
  for (guint i = 0; i < toguz_lesson_get_n_steps (a); i++)
    assert_steps_equal (toguz_lesson_get_step (a, i),
                        toguz_lesson_get_step (b, i));
}

static ToguzLesson *
load_text (const char *text, const char *name)
{
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  ToguzLesson *lesson = toguz_lesson_load_data (text, strlen (text), name,
                                                problems);

  if (lesson == NULL)
    {
      print_problems (problems);
      g_printerr ("%s", text);
      g_error ("the written %s does not load", name);
    }
  return lesson;
}

/* Every shipped file */

static void
test_round_trip (gconstpointer data)
{
  const char *relative = data;
  g_autofree char *path = source_path (relative);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *written_path = g_build_filename (scratch_dir, base, NULL);
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) original = toguz_lesson_load_file (path, problems);
  g_autoptr (ToguzLesson) reread = NULL;
  g_autoptr (ToguzLesson) checked = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *first = NULL, *second = NULL;

  if (original == NULL)
    print_problems (problems);
  g_assert_nonnull (original);

  first = toguz_lesson_to_xml (original, &error);
  g_assert_no_error (error);
  reread = load_text (first, relative);
  assert_lessons_equal (original, reread);

  second = toguz_lesson_to_xml (reread, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (first, ==, second);

  /* The written file passes the checker, as `toguz lesson check` runs it. */
  g_assert_true (toguz_lesson_save (original, written_path, &error));
  g_assert_no_error (error);
  checked = toguz_lesson_load_file (written_path, problems);
  if (checked == NULL
      || !toguz_lesson_verify (checked, search, TOGUZ_LESSON_CHECK_BUDGET,
                               problems))
    {
      print_problems (problems);
      g_error ("the written %s does not check clean", relative);
    }
  assert_lessons_equal (original, checked);
  g_remove (written_path);
}

/* A file written with the command's own check. */
static void
test_command_accepts (void)
{
  g_autofree char *path = source_path ("lessons/examples/teacher-sample.xml");
  g_autofree char *written = g_build_filename (scratch_dir, "teacher.xml",
                                               NULL);
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) lesson = toguz_lesson_load_file (path, problems);
  g_autoptr (GError) error = NULL;
  const char *argv[] = { g_getenv ("TOGUZ_COMMAND"), "lesson", "check",
                         written, NULL };
  g_autofree char *out = NULL, *err = NULL;
  int status;

  g_assert_nonnull (lesson);
  g_assert_true (toguz_lesson_save (lesson, written, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL,
                               G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                               &status, &error));
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("toguz lesson check: %s%s", out, err);
  g_assert_nonnull (strstr (out, ": ok,"));
  g_remove (written);
}

/* Text that must be escaped, and characters XML cannot carry. */
static void
test_escaping (void)
{
  g_autoptr (ToguzLesson) lesson
    = toguz_lesson_new (TOGUZ_LESSON_KIND_EXERCISE_SET, "escapes", NULL);
  g_autoptr (ToguzLesson) reread = NULL;
  ToguzLessonText *title = toguz_lesson_text_new ();
  ToguzStep *step = toguz_step_new ();
  ToguzLessonText *prompt = toguz_lesson_text_new ();
  ToguzLessonText *hint = toguz_lesson_text_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *xml = NULL;
  const char *nasty = "<b>&amp; \"quoted\" 'single' ]]> \x01\x1f end";
  ToguzPosition pos;

  toguz_lesson_text_set (title, NULL, "Tom & Jerry's <set>");
  toguz_lesson_text_set (title, "ru", "Том и Джерри");
  toguz_lesson_text_set (title, "pt_BR", "Tom e Jerry");
  toguz_lesson_set_meta (lesson, toguz_ruleset_default (), 0, title, NULL);

  step->id = g_strdup ("first");
  step->difficulty = 2;
  step->themes = g_strsplit ("capture counting", " ", -1);
  toguz_position_init (toguz_ruleset_default (), &pos);
  toguz_step_set_position (step, toguz_ruleset_default (), &pos);
  toguz_step_set_source (step, "A \"game\" <1>\tof\nmine", 3, TOGUZ_BLACK,
                         "https://example.org/?a=1&b=2", "A note & more");
  toguz_step_set_source_round (step, "1.2 <&>");
  step->task = toguz_task_new ();
  step->task->kind = TOGUZ_TASK_GOAL;
  step->task->goal.kind = TOGUZ_GOAL_CAPTURE;
  step->task->goal.amount = 10;
  step->task->accept_any = TRUE;
  toguz_lesson_text_set (prompt, NULL, nasty);
  g_ptr_array_add (step->task->prompts, prompt);
  /* A hint in one language only, on the third rung. */
  toguz_lesson_text_set (hint, "kk", "Санаңыз");
  g_ptr_array_add (step->task->hints, hint);
  g_array_append_val (step->task->hint_rungs, (int) { 3 });
  toguz_lesson_take_step (lesson, step);

  xml = toguz_lesson_to_xml (lesson, &error);
  g_assert_no_error (error);
  g_assert_null (strchr (xml, '\x01'));
  g_assert_nonnull (strstr (xml, "xml:lang=\"pt-br\""));
  reread = load_text (xml, "escapes");
  assert_lessons_equal (lesson, reread);
  g_assert_cmpstr (toguz_lesson_text_get_source (
                     g_ptr_array_index (toguz_lesson_get_step (reread, 0)
                                          ->task->prompts,
                                        0)),
                   ==, "<b>&amp; \"quoted\" 'single' ]]> end");
  g_assert_cmpstr (toguz_lesson_get_step (reread, 0)->source_game, ==,
                   "A \"game\" <1>\tof\nmine");
  g_assert_cmpstr (toguz_lesson_get_step (reread, 0)->source_round, ==,
                   "1.2 <&>");
}

/* <puzzle rating> and <source played lost>, written as the file has
 * them and read back: the move played in notation from the puzzle's
 * board, whatever way the file wrote it. */
static void
test_puzzle_rating_and_played (void)
{
  const char *xml
    = "<exercise-set xmlns=\"https://toguztutor.org/ns/lesson/1\" "
      "id=\"rated\">\n<title>Rated</title>\n"
      "<puzzle id=\"lost\" difficulty=\"2\" themes=\"capture opening\" "
      "rating=\"1475\">\n"
      "<source game=\"A game\" move=\"2\" side=\"black\" played=\"7\" "
      "lost=\"14\"/>\n"
      "<position moves=\"76 98 66\"/>\n"
      "<task goal=\"capture:4\"><solution moves=\"87\"/></task></puzzle>\n"
      "<puzzle id=\"found\" difficulty=\"1\" themes=\"capture\" "
      "rating=\"400\">\n"
      "<source game=\"A game\" move=\"2\" side=\"black\" played=\"87\" "
      "lost=\"0\">A note.</source>\n"
      "<position moves=\"76 98 66\"/>\n"
      "<task goal=\"capture:4\"><solution moves=\"87\"/></task></puzzle>\n"
      "<puzzle id=\"unrated\" difficulty=\"1\" themes=\"capture\">\n"
      "<source game=\"A game\"/>\n"
      "<position moves=\"76 98 66\"/>\n"
      "<task goal=\"capture:4\"><solution moves=\"87\"/></task></puzzle>\n"
      "</exercise-set>\n";
  g_autoptr (ToguzLesson) lesson = load_text (xml, "rated");
  g_autoptr (ToguzLesson) reread = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *written = NULL, *again = NULL;
  const ToguzStep *step;

  step = toguz_lesson_get_step (lesson, 0);
  g_assert_cmpint (step->rating, ==, 1475);
  g_assert_cmpint (step->source_played, ==, 6);
  g_assert_cmpint (step->source_lost, ==, 14);

  written = toguz_lesson_to_xml (lesson, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (written, " rating=\"1475\""));
  g_assert_nonnull (strstr (written, " played=\"76\" lost=\"14\""));
  g_assert_nonnull (strstr (written, " rating=\"400\""));
  g_assert_nonnull (strstr (written, " played=\"87\" lost=\"0\""));
  /* Not given, not written. */
  {
    g_auto (GStrv) ratings = g_strsplit (written, " rating=", -1);
    g_auto (GStrv) losses = g_strsplit (written, " lost=", -1);
    g_assert_cmpuint (g_strv_length (ratings), ==, 3);
    g_assert_cmpuint (g_strv_length (losses), ==, 3);
  }
  reread = load_text (written, "rated");
  assert_lessons_equal (lesson, reread);
  step = toguz_lesson_get_step (reread, 2);
  g_assert_cmpint (step->rating, ==, 0);
  g_assert_cmpint (step->source_played, ==, -1);
  g_assert_cmpint (step->source_lost, ==, -1);
  again = toguz_lesson_to_xml (reread, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (written, ==, again);

  /* A copy keeps them. */
  {
    g_autoptr (ToguzStep) copy
      = toguz_step_copy (toguz_lesson_get_step (lesson, 1));
    assert_steps_equal (toguz_lesson_get_step (lesson, 1), copy);
  }
}

/* Words of `word` characters, `length` characters in all. */
static char *
words_of (guint length, guint word)
{
  GString *text = g_string_new (NULL);

  while (text->len < length)
    g_string_append_c (text, text->len % (word + 1) == word ? ' ' : 'w');
  g_string_truncate (text, length);
  if (text->str[length - 1] == ' ')
    text->str[length - 1] = 'w';
  return g_string_free (text, FALSE);
}

/* Texts at the caps, as an editor lets a teacher write them: the writer
 * wraps them over indented lines, and the file still loads (the caps
 * count the text, not the file's white space). */
static void
test_longest_texts (void)
{
  g_autoptr (ToguzLesson) lesson
    = toguz_lesson_new (TOGUZ_LESSON_KIND_EXERCISE_SET, "longest", NULL);
  g_autoptr (ToguzLesson) reread = NULL;
  ToguzLessonText *title = toguz_lesson_text_new ();
  ToguzStep *step = toguz_step_new ();
  ToguzLessonText *prompt = toguz_lesson_text_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *title_text = NULL, *prompt_text = NULL, *xml = NULL;
  guint word = toguz_lesson_text_max_word ();
  ToguzPosition pos;

  title_text = words_of (toguz_lesson_text_max_length ("title"), word);
  prompt_text = words_of (toguz_lesson_text_max_length ("prompt"), word);
  g_assert_true (toguz_lesson_text_check ("title", title_text, &error));
  g_assert_true (toguz_lesson_text_check ("prompt", prompt_text, &error));
  g_assert_no_error (error);
  toguz_lesson_text_set (title, NULL, title_text);
  toguz_lesson_set_meta (lesson, toguz_ruleset_default (), 0, title, NULL);
  step->id = g_strdup ("first");
  step->difficulty = 1;
  step->themes = g_strsplit ("capture", " ", -1);
  toguz_position_init (toguz_ruleset_default (), &pos);
  toguz_step_set_position (step, toguz_ruleset_default (), &pos);
  step->task = toguz_task_new ();
  step->task->kind = TOGUZ_TASK_GOAL;
  step->task->goal.kind = TOGUZ_GOAL_CAPTURE;
  step->task->goal.amount = 10;
  step->task->accept_any = TRUE;
  toguz_lesson_text_set (prompt, NULL, prompt_text);
  g_ptr_array_add (step->task->prompts, prompt);
  toguz_lesson_take_step (lesson, step);

  xml = toguz_lesson_to_xml (lesson, &error);
  g_assert_no_error (error);
  reread = load_text (xml, "longest");
  assert_lessons_equal (lesson, reread);

  /* One more character, or one word too long, is refused. */
  g_free (prompt_text);
  prompt_text = words_of (toguz_lesson_text_max_length ("prompt") + 1, word);
  g_assert_false (toguz_lesson_text_check ("prompt", prompt_text, &error));
  g_assert_error (error, TOGUZ_ERROR, TOGUZ_ERROR_LESSON);
  g_assert_nonnull (strstr (error->message, "<prompt> is 2001 characters"));
  g_clear_error (&error);
  g_free (prompt_text);
  prompt_text = words_of (200, word + 1);
  g_assert_false (toguz_lesson_text_check ("hint", prompt_text, &error));
  g_assert_nonnull (strstr (error->message, "<hint> has a word of 61"));
}

/* What cannot be written is refused with a reason. */
static void
test_refusals (void)
{
  g_autoptr (ToguzLesson) no_title
    = toguz_lesson_new (TOGUZ_LESSON_KIND_EXERCISE_SET, "fine", NULL);
  g_autoptr (ToguzLesson) bad_id
    = toguz_lesson_new (TOGUZ_LESSON_KIND_EXERCISE_SET, "Not An Id", NULL);
  g_autoptr (GError) error = NULL;
  char *xml;

  xml = toguz_lesson_to_xml (no_title, &error);
  g_assert_null (xml);
  g_assert_error (error, TOGUZ_ERROR, TOGUZ_ERROR_LESSON);
  g_assert_nonnull (strstr (error->message, "title"));
  g_clear_error (&error);
  xml = toguz_lesson_to_xml (bad_id, &error);
  g_assert_null (xml);
  g_assert_error (error, TOGUZ_ERROR, TOGUZ_ERROR_LESSON);

  g_assert_true (toguz_lesson_id_is_valid ("week-1"));
  g_assert_false (toguz_lesson_id_is_valid ("-week"));
  g_assert_false (toguz_lesson_id_is_valid ("Week"));
  g_assert_false (toguz_lesson_id_is_valid (""));
  {
    g_autofree char *id = toguz_lesson_id_from_title ("Week 1: Captures!",
                                                      "set");
    g_autofree char *empty = toguz_lesson_id_from_title ("Неделя", "set");
    g_assert_cmpstr (id, ==, "week-1-captures");
    g_assert_cmpstr (empty, ==, "set");
  }
}

/* A set's fingerprint follows its content: a copy elsewhere, another
 * layout or a comment keep it; an edit to a prompt changes it. */
static void
test_fingerprint (void)
{
  g_autofree char *path = source_path ("lessons/examples/teacher-sample.xml");
  g_autofree char *copy = g_build_filename (scratch_dir, "moved.xml", NULL);
  g_autofree char *text = NULL, *laid_out = NULL, *edited = NULL;
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) lesson = NULL, moved = NULL, other = NULL;
  g_autoptr (ToguzLesson) changed = NULL;
  g_autoptr (GError) error = NULL;
  const char *print, *prompt;
  gsize length;

  g_assert_true (g_file_get_contents (path, &text, &length, &error));
  g_assert_no_error (error);
  lesson = toguz_lesson_load_file (path, problems);
  g_assert_nonnull (lesson);
  print = toguz_lesson_get_fingerprint (lesson);
  g_assert_cmpuint (strlen (print), ==, TOGUZ_LESSON_FINGERPRINT_LENGTH);
  for (const char *c = print; *c; c++)
    g_assert_true (g_ascii_isdigit (*c) || (*c >= 'a' && *c <= 'f'));

  g_assert_true (g_file_set_contents (copy, text, length, &error));
  moved = toguz_lesson_load_file (copy, problems);
  g_assert_nonnull (moved);
  g_assert_cmpstr (toguz_lesson_get_fingerprint (moved), ==, print);

  /* Indented otherwise, with a comment after the declaration. */
  {
    g_autoptr (GRegex) indent = g_regex_new ("\n  ", 0, 0, NULL);
    g_autofree char *spaced = g_regex_replace_literal (
      indent, text, -1, 0, "\n    ", 0, NULL);
    char *end = strstr (spaced, "?>");

    g_assert_nonnull (end);
    end[2] = '\0';
    laid_out = g_strconcat (spaced, "\n<!-- week 1 -->", end + 3, NULL);
  }
  other = load_text (laid_out, "laid-out.xml");
  g_assert_cmpstr (toguz_lesson_get_fingerprint (other), ==, print);

  /* One word of one prompt changed. */
  prompt = strstr (text, "<prompt>");
  g_assert_nonnull (prompt);
  edited = g_strdup (text);
  edited[prompt - text + strlen ("<prompt>")] = 'Z';
  changed = load_text (edited, "edited.xml");
  g_assert_cmpstr (toguz_lesson_get_id (changed), ==,
                   toguz_lesson_get_id (lesson));
  g_assert_cmpstr (toguz_lesson_get_fingerprint (changed), !=, print);
  g_assert_cmpuint (problems->len, ==, 0);
  g_unlink (copy);
}

static GPtrArray *shipped_paths;

int
main (int argc, char **argv)
{
  static const char *files[] = {
    "lessons/puzzles-from-games.xml",
    "lessons/examples/example-exercises.xml",
    "lessons/examples/example-lesson.xml",
    "lessons/examples/teacher-sample.xml",
  };
  int status;

  g_setenv ("LANGUAGE", "C", TRUE);
  toguz_text_init_locale ();
  g_test_init (&argc, &argv, NULL);
  search = toguz_search_new (64);
  scratch_dir = g_dir_make_tmp ("toguz-writer-XXXXXX", NULL);
  shipped_paths = g_ptr_array_new_with_free_func (g_free);

  {
    /* Every shipped file is listed: a new one is tested too. */
    g_autofree char *dir = source_path ("lessons");
    g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
    const char *name;
    while (listing && (name = g_dir_read_name (listing)))
      if (g_str_has_suffix (name, ".xml"))
        {
          g_autofree char *relative = g_build_filename ("lessons", name,
                                                        NULL);
          gboolean listed = FALSE;
          for (gsize i = 0; i < G_N_ELEMENTS (files); i++)
            listed |= strcmp (files[i], relative) == 0;
          for (gsize i = 0; i < G_N_ELEMENTS (shipped_lessons); i++)
            listed |= strcmp (shipped_lessons[i].file, name) == 0;
          if (!listed)
            g_error ("%s is not in the writer's round trip", relative);
        }
  }
  for (gsize i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *base = g_path_get_basename (files[i]);
      g_autofree char *test = g_strdup_printf ("/writer/round-trip/%s", base);
      g_test_add_data_func (test, files[i], test_round_trip);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (shipped_lessons); i++)
    {
      char *relative = g_build_filename ("lessons", shipped_lessons[i].file,
                                         NULL);
      g_autofree char *test = g_strdup_printf ("/writer/round-trip/%s",
                                               shipped_lessons[i].file);

      g_ptr_array_add (shipped_paths, relative);
      g_test_add_data_func (test, relative, test_round_trip);
    }
  g_test_add_func ("/writer/command-accepts", test_command_accepts);
  g_test_add_func ("/writer/escaping", test_escaping);
  g_test_add_func ("/writer/longest-texts", test_longest_texts);
  g_test_add_func ("/writer/puzzle-rating-and-played",
                   test_puzzle_rating_and_played);
  g_test_add_func ("/writer/refusals", test_refusals);
  g_test_add_func ("/writer/fingerprint", test_fingerprint);

  status = g_test_run ();
  g_ptr_array_unref (shipped_paths);
  toguz_search_free (search);
  g_rmdir (scratch_dir);
  g_free (scratch_dir);
  return status;
}
