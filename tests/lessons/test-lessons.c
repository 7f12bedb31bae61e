/* test-lessons.c: the lesson format, the safe loader and the checker
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <libintl.h>
#include <libxml/parser.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "toguz-lesson-checker.h"
#include "toguz-lesson-writer.h"

#define SECRET "TOP-SECRET-31415926"
#define NS "https://toguztutor.org/ns/lesson/1"
#define START "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1"

static ToguzSearch *search;
static char *scratch_dir;

static char *
source_path (const char *relative)
{
  return g_build_filename (g_getenv ("TOGUZ_SOURCE_DIR"), relative, NULL);
}

static void
test_examples_check_clean (void)
{
  static const char *files[] = {
    "lessons/examples/example-lesson.xml",
    "lessons/examples/example-exercises.xml",
  };

  for (gsize i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = source_path (files[i]);
      g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();

      if (!toguz_lesson_check_file (path, search, problems))
        {
          for (guint p = 0; p < problems->len; p++)
            {
              g_autofree char *text = toguz_lesson_problem_to_string (
                g_ptr_array_index (problems, p));
              g_printerr ("%s\n", text);
            }
          g_error ("%s does not check clean", files[i]);
        }
    }
}

/* Every element, attribute and listed value of lesson.rng appears in one
 * of the two examples. */
static void
collect_names (xmlNodePtr node, GPtrArray *names)
{
  for (; node; node = node->next)
    {
      if (node->type != XML_ELEMENT_NODE)
        continue;
      if (strcmp ((const char *) node->name, "element") == 0
          || strcmp ((const char *) node->name, "attribute") == 0)
        {
          xmlChar *name = xmlGetProp (node, (const xmlChar *) "name");
          g_ptr_array_add (names, g_strdup_printf (
                                    "%s %s", (const char *) node->name,
                                    (const char *) name));
          xmlFree (name);
        }
      else if (strcmp ((const char *) node->name, "value") == 0)
        {
          xmlChar *value = xmlNodeGetContent (node);
          g_ptr_array_add (names, g_strdup_printf ("value %s",
                                                   (const char *) value));
          xmlFree (value);
        }
      collect_names (node->children, names);
    }
}

static gboolean
example_uses (const char *examples, const char *feature)
{
  g_auto (GStrv) parts = g_strsplit (feature, " ", 2);
  g_autofree char *needle = NULL;

  if (strcmp (parts[0], "element") == 0)
    needle = g_strdup_printf ("<%s", parts[1]);
  else if (strcmp (parts[0], "attribute") == 0)
    needle = g_strdup_printf (" %s=\"", parts[1]);
  else
    {
      /* A listed value: as a whole attribute value or one of a list. */
      g_autofree char *whole = g_strdup_printf ("\"%s\"", parts[1]);
      g_autofree char *first = g_strdup_printf ("\"%s ", parts[1]);
      g_autofree char *last = g_strdup_printf (" %s\"", parts[1]);
      g_autofree char *inside = g_strdup_printf (" %s ", parts[1]);
      return strstr (examples, whole) || strstr (examples, first)
             || strstr (examples, last) || strstr (examples, inside);
    }
  return strstr (examples, needle) != NULL;
}

static void
test_examples_cover_the_format (void)
{
  g_autofree char *schema_path = source_path ("lessons/lesson.rng");
  g_autofree char *lesson_path
    = source_path ("lessons/examples/example-lesson.xml");
  g_autofree char *set_path
    = source_path ("lessons/examples/example-exercises.xml");
  g_autofree char *lesson = NULL, *set = NULL, *both = NULL;
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *schema_text = NULL;
  gsize schema_length;
  xmlDocPtr schema;

  /* From memory: the loader's deny-all entity loader refuses files. */
  g_assert_true (g_file_get_contents (schema_path, &schema_text,
                                      &schema_length, NULL));
  schema = xmlReadMemory (schema_text, (int) schema_length, "lesson.rng",
                          NULL, XML_PARSE_NONET);
  g_assert_nonnull (schema);
  collect_names (xmlDocGetRootElement (schema), names);
  xmlFreeDoc (schema);
  g_assert_true (g_file_get_contents (lesson_path, &lesson, NULL, NULL));
  g_assert_true (g_file_get_contents (set_path, &set, NULL, NULL));
  both = g_strconcat (lesson, set, NULL);

  g_assert_cmpuint (names->len, >, 40);
  for (guint i = 0; i < names->len; i++)
    {
      const char *feature = g_ptr_array_index (names, i);
      /* The variants other than the two examples' are checked by the core
       * tests; the remaining themes by the puzzle set. */
      if (!example_uses (both, feature))
        g_error ("no example uses %s", feature);
    }
}

static void
test_example_model (void)
{
  g_autofree char *path = source_path ("lessons/examples/example-lesson.xml");
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) lesson = toguz_lesson_load_file (path, problems);
  const ToguzStep *step;
  const char *ru[] = { "ru_RU", "ru", NULL };

  g_assert_nonnull (lesson);
  g_assert_cmpint (toguz_lesson_get_kind (lesson), ==,
                   TOGUZ_LESSON_KIND_LESSON);
  g_assert_cmpstr (toguz_lesson_get_id (lesson), ==, "example-lesson");
  g_assert_cmpuint (toguz_lesson_get_order (lesson), ==, 99);
  g_assert_cmpuint (toguz_lesson_get_n_steps (lesson), ==, 13);
  g_assert_cmpuint (toguz_lesson_get_n_tasks (lesson), ==, 12);

  /* Step 1: two paragraphs, the first with a Russian alternative. */
  step = toguz_lesson_get_step (lesson, 0);
  g_assert_cmpuint (step->texts->len, ==, 2);
  g_assert_true (g_str_has_prefix (
    toguz_lesson_text_get_for (g_ptr_array_index (step->texts, 0), ru),
    "Белые сеют"));
  g_assert_cmpuint (step->shows->len, ==, 1);
  g_assert_cmphex (step->target, ==, (1u << 5) | (1u << 13));
  g_assert_cmpuint (step->arrows->len, ==, 2);

  /* Step 2 carries on from the demonstration: Black to move. */
  step = toguz_lesson_get_step (lesson, 1);
  g_assert_false (step->has_position);
  g_assert_cmpint (step->position.side, ==, TOGUZ_BLACK);
  g_assert_cmpint (step->task->kind, ==, TOGUZ_TASK_PREDICT);
  g_assert_cmpint (step->task->answer, ==, 7); /* White's hole 8 */
  g_assert_nonnull (toguz_task_find_wrong_answer (step->task, 8));
  g_assert_nonnull (toguz_task_find_hint (step->task, 2));
  g_assert_null (toguz_task_find_hint (step->task, 3));

  step = toguz_lesson_get_step (lesson, 3);
  g_assert_cmpint (step->task->answer, ==, 0); /* not legal */
  step = toguz_lesson_get_step (lesson, 4);
  g_assert_cmphex ((unsigned) step->task->answer, ==, 1u << 9);
  /* Is this tuzdik allowed?  Black's hole 9 never is. */
  step = toguz_lesson_get_step (lesson, 5);
  g_assert_cmpint (step->task->predict, ==, TOGUZ_PREDICT_TUZDIK_ALLOWED);
  g_assert_cmpint (step->task->predict_hole, ==, 8);
  g_assert_cmpint (step->task->asked_ring, ==, 17);
  g_assert_true (step->task->asked_ring_stated);
  g_assert_cmpint (step->task->answer, ==, 0);
  /* A question: its three options, the second right. */
  step = toguz_lesson_get_step (lesson, 6);
  g_assert_cmpint (step->task->predict, ==, TOGUZ_PREDICT_CHOICE);
  g_assert_cmpuint (step->task->options->len, ==, 3);
  g_assert_cmpint (step->task->answer, ==, 1);
  step = toguz_lesson_get_step (lesson, 8);
  g_assert_cmpint (step->task->kind, ==, TOGUZ_TASK_MOVES);
  g_assert_cmphex (step->task->accepted, ==, (1u << 5) | (1u << 6));
  step = toguz_lesson_get_step (lesson, 10);
  g_assert_cmpuint (step->task->turns, ==, 2);
  g_assert_true (step->task->scripted_replies);
  g_assert_true (step->task->accept_any);
  /* Played out against the beginner. */
  step = toguz_lesson_get_step (lesson, 12);
  g_assert_true (step->task->beginner_replies);
  g_assert_false (step->task->scripted_replies);
  g_assert_cmpuint (step->task->turns, ==, 2);
  g_assert_cmpint (step->task->goal.kind, ==, TOGUZ_GOAL_GAIN);
}

/* Hostile files: each refused with a clear problem at a line, quickly,
 * and the secret behind an external entity never appears anywhere. */
typedef struct
{
  const char *name;
  const char *fragment;   /* what the problem says */
  unsigned line;          /* where, or 0 for "any line" */
  gboolean verify;        /* only the engine's check finds it */
} HostileCase;

static char *
hostile_file (const char *name)
{
  g_autofree char *secret_path = g_build_filename (scratch_dir, "secret.txt",
                                                   NULL);
  g_autofree char *path = g_build_filename (scratch_dir, name, NULL);
  g_autoptr (GString) text = g_string_new (NULL);

  g_file_set_contents (secret_path, SECRET, -1, NULL);
  if (strcmp (name, "billion-laughs") == 0)
    {
      g_string_append (text, "<?xml version=\"1.0\"?>\n<!DOCTYPE lesson [\n"
                             " <!ENTITY lol \"lol\">\n");
      for (int i = 1; i <= 9; i++)
        {
          g_string_append_printf (text, " <!ENTITY lol%d \"", i);
          for (int j = 0; j < 10; j++)
            g_string_append_printf (text, "&lol%s;", i == 1 ? "" : "");
          g_string_append (text, "\">\n");
        }
      g_string_append_printf (text, "]>\n<lesson xmlns=\"%s\" id=\"x\">"
                                    "<title>&lol9;</title></lesson>\n", NS);
    }
  else if (strcmp (name, "external-entity") == 0)
    g_string_append_printf (text, "<?xml version=\"1.0\"?>\n"
                                  "<!DOCTYPE lesson [<!ENTITY x SYSTEM "
                                  "\"file://%s\">]>\n"
                                  "<lesson xmlns=\"%s\" id=\"x\"><title>&x;"
                                  "</title><step><text>&x;</text></step>"
                                  "</lesson>\n",
                            secret_path, NS);
  else if (strcmp (name, "doctype") == 0)
    g_string_append_printf (text, "<?xml version=\"1.0\"?>\n"
                                  "<!DOCTYPE lesson SYSTEM \"lesson.dtd\">\n"
                                  "<lesson xmlns=\"%s\" id=\"x\"><title>t"
                                  "</title><step><text>a</text></step>"
                                  "</lesson>\n", NS);
  else if (strcmp (name, "undeclared-entity") == 0)
    g_string_append_printf (text, "<lesson xmlns=\"%s\" id=\"x\">\n"
                                  "<title>&secret;</title><step><text>a"
                                  "</text></step></lesson>\n", NS);
  else if (strcmp (name, "deep") == 0)
    {
      g_string_append_printf (text, "<lesson xmlns=\"%s\" id=\"x\">\n", NS);
      for (int i = 0; i < 100000; i++)
        g_string_append (text, "<step>");
      for (int i = 0; i < 100000; i++)
        g_string_append (text, "</step>");
      g_string_append (text, "</lesson>\n");
    }
  else if (strcmp (name, "many-attributes") == 0)
    {
      /* libxml2 once spent minutes comparing 100,000 attributes; a quoted
       * '=' or '>' and a comment's are not attributes. */
      g_string_append_printf (text, "<lesson xmlns=\"%s\" id=\"x\">\n"
                                    "<!-- a=1 b=2 > c=3 -->\n"
                                    "<title xml:lang=\"en\">t</title>\n"
                                    "<step\n", NS);
      for (int i = 0; i < 100000; i++)
        g_string_append_printf (text, " a%d=\"=>\"", i);
      g_string_append (text, "><text>a</text></step></lesson>\n");
    }
  else if (strcmp (name, "far-line") == 0)
    {
      /* Lines past 65,535 were all said to be line 65,535. */
      g_string_append_printf (text, "<lesson xmlns=\"%s\" id=\"x\">\n"
                                    "<title>t</title>\n", NS);
      for (int i = 0; i < 69997; i++)
        g_string_append (text, "\n");
      g_string_append (text, "<step><text>a</text><video/></step>"
                             "</lesson>\n");
    }
  else if (strcmp (name, "missing-difficulty") == 0
           || strcmp (name, "overflow-goal-prompted") == 0)
    {
      /* libxml2 says an element with children failed on its attributes
       * at its first child: the message is about the element still. */
      gboolean rated = strcmp (name, "missing-difficulty") != 0;
      g_string_append_printf (text, "<exercise-set xmlns=\"%s\" id=\"x\">\n"
                                    "<title>t</title>\n"
                                    "<puzzle id=\"p\" %sthemes=\"capture\">"
                                    "\n<position fen=\"%s\"/>\n<task "
                                    "goal=\"%s\"><prompt>p</prompt></task>"
                                    "</puzzle></exercise-set>\n",
                              NS, rated ? "difficulty=\"2\" " : "", START,
                              rated ? "capture:4294967306" : "capture:10");
    }
  else if (strcmp (name, "control-character") == 0)
    g_string_append_printf (text, "<lesson xmlns=\"%s\" id=\"x\">\n"
                                  "<title>clear \033[2J screen</title>"
                                  "<step><text>a</text></step></lesson>\n",
                            NS);
  else if (strcmp (name, "invalid-utf8") == 0)
    g_string_append_printf (text, "<lesson xmlns=\"%s\" id=\"x\">\n"
                                  "<title>bad \xff\xfe bytes</title>"
                                  "<step><text>a</text></step></lesson>\n",
                            NS);
  else if (strcmp (name, "wrong-namespace") == 0)
    g_string_append (text, "<lesson xmlns=\"https://example.org/other\" "
                           "id=\"x\"><title>t</title><step><text>a</text>"
                           "</step></lesson>\n");
  else if (strcmp (name, "no-namespace") == 0)
    g_string_append (text, "<lesson id=\"x\"><title>t</title><step><text>a"
                           "</text></step></lesson>\n");
  else if (strcmp (name, "unknown-element") == 0)
    g_string_append_printf (text, "<lesson xmlns=\"%s\" id=\"x\">\n"
                                  "<title>t</title>\n<step><text>a</text>"
                                  "\n<video src=\"x\"/></step></lesson>\n",
                            NS);
  else if (strcmp (name, "unknown-goal") == 0)
    g_string_append_printf (text, "<lesson xmlns=\"%s\" id=\"x\">\n"
                                  "<title>t</title><step><text>a</text>\n"
                                  "<task goal=\"checkmate\"/></step>"
                                  "</lesson>\n", NS);
  else if (g_str_has_prefix (name, "overflow-"))
    {
      /* Numbers past 2^32 and 2^64 once wrapped to small ones. */
      const char *task = strcmp (name, "overflow-margin") == 0
                           ? "goal=\"best\" margin=\"999999999999\""
                         : strcmp (name, "overflow-turns") == 0
                           ? "goal=\"best\" turns=\"18446744073709551618\""
                         : strcmp (name, "overflow-goal") == 0
                           ? "goal=\"capture:4294967306\""
                           : "goal=\"gain:12:13\"";
      g_string_append_printf (text, "<lesson xmlns=\"%s\" id=\"x\">\n"
                                    "<title>t</title><step><text>a</text>\n"
                                    "<task %s/></step></lesson>\n",
                              NS, task);
    }
  else if (strcmp (name, "belied-move") == 0)
    g_string_append_printf (text, "<lesson xmlns=\"%s\" id=\"x\">\n"
                                  "<title>t</title><step><text>a</text>\n"
                                  "<task predict=\"landing\" move=\"99\"/>"
                                  "</step></lesson>\n", NS);
  else if (strcmp (name, "unknown-attribute") == 0)
    g_string_append_printf (text, "<lesson xmlns=\"%s\" id=\"x\" "
                                  "colour=\"red\">\n<title>t</title>"
                                  "<step><text>a</text></step></lesson>\n",
                            NS);
  else if (strcmp (name, "missing-attribute") == 0
           || strcmp (name, "bad-value") == 0
           || strcmp (name, "missing-element") == 0)
    {
      gboolean themed = strcmp (name, "missing-attribute") != 0;
      g_string_append_printf (text, "<exercise-set xmlns=\"%s\" id=\"x\">\n"
                                    "<title>t</title>\n"
                                    "<puzzle id=\"p\" difficulty=\"2\"%s>\n"
                                    "<position fen=\"%s\"/>\n",
                              NS, themed ? " themes=\"capture\"" : "",
                              strcmp (name, "bad-value") == 0
                                ? "not a position" : START);
      if (strcmp (name, "missing-element") != 0)
        g_string_append (text, "<task goal=\"best\"/>");
      g_string_append (text, "</puzzle></exercise-set>\n");
    }
  else if (strcmp (name, "illegal-fen") == 0)
    g_string_append_printf (text, "<lesson xmlns=\"%s\" id=\"x\">\n"
                                  "<title>t</title><step><text>a</text>\n"
                                  "<position fen=\"9S,9S/9S,9S 0 0 S 1\"/>"
                                  "</step></lesson>\n", NS);
  else if (strcmp (name, "illegal-move") == 0)
    g_string_append_printf (text, "<lesson xmlns=\"%s\" id=\"x\">\n"
                                  "<title>t</title><step><text>a</text>\n"
                                  "<position moves=\"65 65 65\"/></step>"
                                  "</lesson>\n", NS);
  else if (strcmp (name, "wrong-solution") == 0)
    g_string_append_printf (text, "<lesson xmlns=\"%s\" id=\"x\">\n"
                                  "<title>t</title><step><text>a</text>\n"
                                  "<position fen=\"%s\"/>\n"
                                  "<task goal=\"capture:10\" accept=\"any\">"
                                  "<solution moves=\"19\"/></task></step>"
                                  "</lesson>\n", NS, START);
  else if (strcmp (name, "ambiguous") == 0)
    g_string_append_printf (text, "<lesson xmlns=\"%s\" id=\"x\">\n"
                                  "<title>t</title><step><text>a</text>\n"
                                  "<position fen=\"%s\"/>\n"
                                  "<task goal=\"capture:10\"/></step>"
                                  "</lesson>\n", NS, START);
  else if (strcmp (name, "unsolvable") == 0)
    g_string_append_printf (text, "<lesson xmlns=\"%s\" id=\"x\">\n"
                                  "<title>t</title><step><text>a</text>\n"
                                  "<position fen=\"%s\"/>\n"
                                  "<task goal=\"tuzdik\"/></step>"
                                  "</lesson>\n", NS, START);
  else if (strcmp (name, "wrong-answer") == 0)
    g_string_append_printf (text, "<lesson xmlns=\"%s\" id=\"x\">\n"
                                  "<title>t</title><step><text>a</text>\n"
                                  "<position fen=\"%s\"/>\n"
                                  "<task predict=\"landing\" move=\"6\" "
                                  "answer=\"b6\"/></step></lesson>\n",
                            NS, START);
  else if (strcmp (name, "truncated") == 0)
    g_string_append_printf (text, "<lesson xmlns=\"%s\" id=\"x\">\n"
                                  "<title>t</title><step><text>a</te", NS);
  else if (strcmp (name, "mismatched-tag") == 0)
    g_string_append_printf (text, "<lesson xmlns=\"%s\" id=\"x\">\n"
                                  "<title>t</titel><step><text>a</text>"
                                  "</step></lesson>\n", NS);
  else if (strcmp (name, "empty") == 0)
    ;
  else if (g_str_has_prefix (name, "long-"))
    {
      /* One 20,000-character word, in the title or a step's prompt; or
       * 61 characters in a hint; or 2,001 characters of short words (the
       * last one not a space, which would not count). */
      g_autofree char *word = g_strnfill (20000, 'w');
      g_autoptr (GString) words = g_string_new (NULL);
      while (words->len < 2001)
        g_string_append (words, "abc ");
      g_string_truncate (words, 2001);
      word[strcmp (name, "long-hint-word") == 0 ? 61 : 20000] = '\0';
      g_string_append_printf (
        text, "<lesson xmlns=\"%s\" id=\"x\">\n<title>%s</title>\n"
              "<step><text>%s</text><position fen=\"%s\"/>\n"
              "<task goal=\"capture:2\"><prompt>%s</prompt>\n"
              "<hint>%s</hint></task></step></lesson>\n",
        NS, strcmp (name, "long-title") == 0 ? word : "t",
        strcmp (name, "long-text") == 0 ? words->str : "a", START,
        strcmp (name, "long-prompt") == 0 ? word : "p",
        strcmp (name, "long-hint-word") == 0 ? word : "h");
    }
  else if (strcmp (name, "huge") == 0)
    {
      /* 50 MiB, without writing 50 MiB: a sparse file is refused by size
       * before a byte is read. */
      FILE *f = fopen (path, "w");
      g_assert_nonnull (f);
      g_assert_cmpint (fseek (f, 50 * 1024 * 1024 - 1, SEEK_SET), ==, 0);
      fputc ('\n', f);
      fclose (f);
      return g_steal_pointer (&path);
    }
  else
    g_assert_not_reached ();

  g_assert_true (g_file_set_contents (path, text->str, text->len, NULL));
  return g_steal_pointer (&path);
}

static const HostileCase hostile_cases[] = {
  { "billion-laughs", "may not declare one", 2, FALSE },
  { "external-entity", "may not declare one", 2, FALSE },
  { "doctype", "may not declare one", 2, FALSE },
  { "undeclared-entity", "Entities such as &name; are not allowed", 2,
    FALSE },
  { "deep", "nested far too deep", 0, FALSE },
  { "many-attributes", "<step> has more than 32 attributes", 4, FALSE },
  { "far-line", "<video> is not an element of the lesson format", 70000,
    FALSE },
  { "missing-difficulty", "<puzzle> lacks its difficulty attribute", 3,
    FALSE },
  { "overflow-goal-prompted", "The goal “capture:4294967306” is out of "
    "range", 5, FALSE },
  { "control-character", "holds a control character", 2, FALSE },
  { "invalid-utf8", "not valid UTF-8", 2, FALSE },
  { "wrong-namespace", "must be in the lesson namespace", 1, FALSE },
  { "no-namespace", "must be in the lesson namespace", 1, FALSE },
  { "unknown-element", "<video> is not an element of the lesson format: "
    "<step> holds <text>, <position>, <show>, <highlight>, <arrow>, <task>.",
    4, FALSE },
  { "unknown-goal", "The goal “checkmate” is not one the engine knows", 3,
    FALSE },
  { "overflow-margin", "margin=“999999999999” should be a whole number "
    "from 1 to 162", 3, FALSE },
  { "overflow-turns", "turns=“18446744073709551618” should be a whole "
    "number from 1 to 10", 3, FALSE },
  { "overflow-goal", "The goal “capture:4294967306” is out of range: "
    "capture:N takes 1 to 162 stones", 3, FALSE },
  { "overflow-plies", "The goal “gain:12:13” is out of range", 3, FALSE },
  { "belied-move", "The move 99 cannot be played in", 3, FALSE },
  { "unknown-attribute", "<lesson> has no attribute “colour”: it takes id, "
    "variant, order, xml:lang, part.", 1, FALSE },
  { "missing-attribute", "<puzzle> lacks its themes attribute", 3, FALSE },
  { "bad-value", "The position “not a position” is not valid", 4, FALSE },
  { "missing-element", "<puzzle> lacks a <task>, which comes after "
    "<highlight> or <arrow>.", 3, FALSE },
  { "illegal-fen", "is not valid: Column 6: a row needs 9 holes", 3, FALSE },
  { "illegal-move", "The move 65 cannot be played", 3, FALSE },
  { "wrong-answer", "The stated answer b6 is wrong: the rules give b5", 4,
    FALSE },
  { "wrong-solution", "The stated solution 19 does not achieve the goal "
    "“capture:10”", 4, TRUE },
  { "ambiguous", "Ambiguous: 8 first moves achieve the goal “capture:10”",
    4, TRUE },
  { "unsolvable", "Unsolvable: no move achieves the goal “tuzdik”", 4,
    TRUE },
  { "truncated", "cut short", 2, FALSE },
  { "mismatched-tag", "<title>, opened on line 2, is closed here by "
    "</titel>", 2, FALSE },
  { "empty", "The file is empty", 0, FALSE },
  { "long-title", "<title> is 20000 characters long, more than the 200 "
    "allowed", 2, FALSE },
  { "long-text", "<text> is 2001 characters long, more than the 2000 "
    "allowed", 3, FALSE },
  { "long-prompt", "<prompt> is 20000 characters long, more than the 2000 "
    "allowed", 4, FALSE },
  { "long-hint-word", "<hint> has a word of 61 characters, more than the "
    "60 allowed", 5, FALSE },
  { "huge", "larger than 4 MiB", 0, FALSE },
};

static void
test_hostile (gconstpointer data)
{
  const HostileCase *c = data;
  g_autofree char *path = hostile_file (c->name);
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) lesson = toguz_lesson_load_file (path, problems);
  gboolean found = FALSE;

  if (c->verify)
    {
      g_assert_nonnull (lesson);
      g_assert_false (toguz_lesson_verify (lesson, search,
                                           TOGUZ_LESSON_CHECK_BUDGET,
                                           problems));
    }
  else
    g_assert_null (lesson);
  g_assert_cmpuint (problems->len, >, 0);

  for (guint i = 0; i < problems->len; i++)
    {
      const ToguzLessonProblem *p = g_ptr_array_index (problems, i);
      g_autofree char *text = toguz_lesson_problem_to_string (p);

      g_assert_null (strstr (text, SECRET));
      g_assert_true (g_utf8_validate (text, -1, NULL));
      g_assert_true (g_str_has_prefix (text, path));
      if (strstr (p->message, c->fragment)
          && (c->line == 0 || p->line == c->line))
        found = TRUE;
    }
  if (!found)
    {
      g_autofree char *first = toguz_lesson_problem_to_string (
        g_ptr_array_index (problems, 0));
      g_error ("%s: expected “%s” at line %u, got “%s”", c->name,
               c->fragment, c->line, first);
    }
}

/* The command: exit 1 and FILE:LINE: on stderr; the secret nowhere. */
static void
test_command (void)
{
  g_autofree char *bad = hostile_file ("external-entity");
  g_autofree char *good = source_path ("lessons/examples/"
                                       "example-exercises.xml");
  const char *argv[] = { g_getenv ("TOGUZ_COMMAND"), "lesson", "check", good,
                         bad, NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr (GError) error = NULL;
  int status;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT,
                               NULL, NULL, &out, &err, &status, &error));
  g_assert_no_error (error);
  g_assert_cmpint (WEXITSTATUS (status), ==, 1);
  g_assert_nonnull (strstr (out, "example-exercises.xml: ok, 5 steps"));
  g_assert_nonnull (strstr (err, "external-entity:2: The file has a "
                                 "DOCTYPE"));
  g_assert_null (strstr (out, SECRET));
  g_assert_null (strstr (err, SECRET));

  {
    const char *show[] = { g_getenv ("TOGUZ_COMMAND"), "lesson", "show",
                           good, NULL };
    g_autofree char *shown = NULL;
    g_assert_true (g_spawn_sync (NULL, (char **) show, NULL,
                                 G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                                 &shown, NULL, &status, NULL));
    g_assert_cmpint (WEXITSTATUS (status), ==, 0);
    g_assert_nonnull (strstr (shown, "Puzzle 1 (from-a-master-game), "
                                     "difficulty 2, rated 1250, tuzdik, "
                                     "middlegame"));
    g_assert_nonnull (strstr (shown, "In the game, Black found it: 36x."));
    g_assert_nonnull (strstr (shown, "Solution: 36x"));
    /* Which version of the set, as the class results tell it. */
    {
      g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
      g_autoptr (ToguzLesson) lesson = toguz_lesson_load_file (good,
                                                               problems);
      g_autofree char *line = NULL;

      g_assert_nonnull (lesson);
      line = g_strdup_printf ("\nSet %s, fingerprint %s\n",
                              toguz_lesson_get_id (lesson),
                              toguz_lesson_get_fingerprint (lesson));
      g_assert_nonnull (strstr (shown, line));
    }
  }
}

/* A value from a file is quoted short and escaped: a megabyte attribute
 * once came back whole, and a terminal's escapes raw. */
static void
test_command_quotes (void)
{
  /* ESC itself is not well-formed XML; U+009B (CSI) is, and does the same. */
  const char *values[] = { NULL, "\033[31mred", "\302\23331mred" };
  const char *attributes[] = { "goal", "fen" };
  g_autoptr (GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *out = NULL, *err = NULL;
  g_autofree char *huge = g_strnfill (1024 * 1024, 'x');
  g_auto (GStrv) lines = NULL;
  int status;

  g_ptr_array_add (argv, g_strdup (g_getenv ("TOGUZ_COMMAND")));
  g_ptr_array_add (argv, g_strdup ("lesson"));
  g_ptr_array_add (argv, g_strdup ("check"));
  values[0] = huge;
  for (gsize a = 0; a < G_N_ELEMENTS (attributes); a++)
    for (gsize v = 0; v < G_N_ELEMENTS (values); v++)
      {
        gboolean fen = strcmp (attributes[a], "fen") == 0;
        g_autofree char *name = g_strdup_printf ("quote-%zu-%zu.xml", a, v);
        char *path = g_build_filename (scratch_dir, name, NULL);
        g_autofree char *text = g_strdup_printf (
          "<exercise-set xmlns=\"%s\" id=\"x\">\n<title>t</title>\n"
          "<puzzle id=\"p\" difficulty=\"2\" themes=\"capture\">\n"
          "<position fen=\"%s\"/>\n<task goal=\"%s\"/>"
          "</puzzle></exercise-set>\n",
          NS, fen ? values[v] : START, fen ? "best" : values[v]);

        g_assert_true (g_file_set_contents (path, text, -1, NULL));
        g_ptr_array_add (argv, path);
      }
  g_ptr_array_add (argv, NULL);

  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL,
                               G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                               &status, NULL));
  g_assert_cmpint (WEXITSTATUS (status), ==, 1);
  g_assert_null (strchr (out, '\033'));
  g_assert_null (strchr (err, '\033'));
  g_assert_null (strstr (err, "\302\233"));
  g_assert_nonnull (strstr (err, "\\x9B31mred"));
  g_assert_nonnull (strstr (err, "xxxxxxxx…"));
  g_assert_cmpuint (strlen (err), <, 12 * 1024);
  lines = g_strsplit (err, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    g_assert_cmpuint (strlen (lines[i]), <, 1024);
}

/* `lesson show` prints the file's texts: a control character or escape
 * sequence in them reached the terminal raw (a prompt could clear the
 * screen or retitle the window).  XML 1.0 refuses ESC and BEL even as
 * &#27; and &#7;, so a file carries them as their C1 forms: U+009B (CSI,
 * ESC [), U+009D (OSC, ESC ]) and U+009C (ST, what BEL ends an OSC with).
 * They are escaped; the scripts of the tutor's languages and the
 * layout's line breaks are not. */
static void
test_command_show_escapes (void)
{
  g_autofree char *path = g_build_filename (scratch_dir, "escapes.xml",
                                            NULL);
  g_autofree char *raw = g_build_filename (scratch_dir, "raw-escapes.xml",
                                           NULL);
  g_autofree char *text = g_strdup_printf (
    "<exercise-set xmlns=\"%s\" id=\"x\">\n"
    "<title>Title\302\2332J</title>\n"
    "<puzzle id=\"p\" difficulty=\"2\" themes=\"capture\">\n"
    "<text>Қазақша, Кыргызча, Русский, Español, Tagalog, বাংলা, ਪੰਜਾਬੀ</text>\n"
    "<source game=\"Game&#10;line\"/>\n"
    "<position fen=\"%s\"/>\n"
    "<task goal=\"best\"><prompt>Clear\302\2332J and "
    "\302\2350;owned\302\234 here</prompt>"
    "<hint>Hint\302\233m</hint></task>"
    "</puzzle></exercise-set>\n",
    NS, START);
  const char *argv[] = { g_getenv ("TOGUZ_COMMAND"), "lesson", "show", path,
                         NULL };
  const char *raw_argv[] = { g_getenv ("TOGUZ_COMMAND"), "lesson", "show",
                             raw, NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autofree char *raw_out = NULL, *raw_err = NULL;
  g_autofree char *hostile = NULL;
  int status;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT,
                               NULL, NULL, &out, &err, &status, NULL));
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);
  g_assert_true (g_utf8_validate (out, -1, NULL));
  for (const char *c = out; *c; c = g_utf8_next_char (c))
    {
      gunichar u = g_utf8_get_char (c);
      g_assert_true (u == '\n' || (u >= 0x20 && u != 0x7f
                                   && (u < 0x80 || u > 0x9f)));
    }
  g_assert_nonnull (strstr (out, "Title\\x9B2J\n"));
  g_assert_nonnull (strstr (out, "Task: Clear\\x9B2J and "
                                 "\\x9D0;owned\\x9C here\n"));
  g_assert_nonnull (strstr (out, ": Hint\\x9Bm\n"));
  g_assert_nonnull (strstr (out, "Game\\x0Aline"));
  g_assert_nonnull (strstr (out, "  Қазақша, Кыргызча, Русский, Español, "
                                 "Tagalog, বাংলা, ਪੰਜਾਬੀ\n"));
  /* The diagram keeps its lines. */
  g_assert_nonnull (strstr (out, "White to move.\n"));

  /* ESC and BEL themselves: not XML, refused, and not echoed. */
  hostile = g_strdup_printf ("<exercise-set xmlns=\"%s\" id=\"x\">\n"
                             "<title>\033[2J\a</title></exercise-set>\n",
                             NS);
  g_assert_true (g_file_set_contents (raw, hostile, -1, NULL));
  g_assert_true (g_spawn_sync (NULL, (char **) raw_argv, NULL,
                               G_SPAWN_DEFAULT, NULL, NULL, &raw_out,
                               &raw_err, &status, NULL));
  g_assert_cmpint (WEXITSTATUS (status), ==, 1);
  g_assert_null (strpbrk (raw_out, "\033\a"));
  g_assert_null (strpbrk (raw_err, "\033\a"));
}

/* Many costly tasks: the check stops within its total budget and names
 * them, rather than run for hours. */
static void
test_command_budget (void)
{
  g_autofree char *path = g_build_filename (scratch_dir, "costly.xml", NULL);
  g_autoptr (GString) text = g_string_new (NULL);
  g_autofree char *out = NULL, *err = NULL;
  const char *argv[] = { g_getenv ("TOGUZ_COMMAND"), "lesson", "check", path,
                         NULL };
  int status;

  g_string_append_printf (text, "<exercise-set xmlns=\"%s\" id=\"x\">\n"
                                "<title>t</title>\n", NS);
  for (guint i = 0; i < 500; i++)
    g_string_append_printf (text, "<puzzle id=\"p%u\" difficulty=\"2\" "
                                  "themes=\"capture\">\n"
                                  "<position fen=\"%s\"/>\n"
                                  "<task goal=\"gain:50:12\"/></puzzle>\n",
                            i, START);
  g_string_append (text, "</exercise-set>\n");
  g_assert_true (g_file_set_contents (path, text->str, text->len, NULL));

  /* How long it takes is the benchmarks' business; that it stops well
   * before the last puzzle is this test's. */
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT,
                               NULL, NULL, &out, &err, &status, NULL));
  g_assert_cmpint (WEXITSTATUS (status), ==, 1);
  g_assert_nonnull (strstr (err, "The check stopped here"));
  {
    const char *at = strstr (err, ".xml:");
    g_assert_nonnull (at);
    g_assert_cmpint (atoi (at + 5), <, 500);
  }
  g_assert_nonnull (strstr (err, "(gain:50:12, "));
  g_assert_nonnull (strstr (err, "Split the file"));
}

/* A smaller total budget, as a fuzzer gives it: the check stops after the
 * first task and says so, the first task judged as ever. */
static void
test_verify_within (void)
{
  g_autoptr (GString) text = g_string_new (NULL);
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (GPtrArray) none = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) lesson = NULL;
  const ToguzLessonProblem *stop;

  g_string_append_printf (text, "<exercise-set xmlns=\"%s\" id=\"x\">\n"
                                "<title>t</title>\n", NS);
  for (guint i = 0; i < 3; i++)
    g_string_append_printf (text, "<puzzle id=\"p%u\" difficulty=\"2\" "
                                  "themes=\"capture\">\n"
                                  "<position fen=\"%s\"/>\n"
                                  "<task goal=\"gain:50:12\"/></puzzle>\n",
                            i, START);
  g_string_append (text, "</exercise-set>\n");
  lesson = toguz_lesson_load_data (text->str, text->len, "within.xml",
                                   problems);
  g_assert_nonnull (lesson);

  g_assert_false (toguz_lesson_verify_within (lesson, search, 1000, 1,
                                              problems));
  stop = g_ptr_array_index (problems, problems->len - 1);
  g_assert_nonnull (strstr (stop->message, "The check stopped here"));
  /* At the second puzzle's task (lines 3-5 are the first puzzle), after
   * the first task's own verdict: undecided within 1000 nodes. */
  g_assert_cmpuint (stop->line, ==, 8);
  g_assert_cmpuint (problems->len, ==, 2);
  g_assert_nonnull (strstr (((ToguzLessonProblem *) g_ptr_array_index (
                              problems, 0))->message, "cannot settle"));
  /* Within a total that holds them all, each task gets its verdict. */
  g_assert_false (toguz_lesson_verify_within (lesson, search, 1000, 1000000,
                                              none));
  g_assert_cmpuint (none->len, ==, 3);
}

/* A "best" task searched without counting its nodes: a file of thousands
 * of them ran past every total budget, for minutes.  (The check fuzz
 * target's large inputs found it.) */
static void
test_verify_best_counted (void)
{
  g_autoptr (GString) text = g_string_new (NULL);
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) lesson = NULL;
  const ToguzLessonProblem *stop;

  g_string_append_printf (text, "<exercise-set xmlns=\"%s\" id=\"x\">\n"
                                "<title>t</title>\n", NS);
  for (guint i = 0; i < 3; i++)
    g_string_append_printf (text, "<puzzle id=\"p%u\" difficulty=\"2\" "
                                  "themes=\"capture\">\n"
                                  "<position fen=\"%s\"/>\n"
                                  "<task goal=\"best\"/></puzzle>\n",
                            i, START);
  g_string_append (text, "</exercise-set>\n");
  lesson = toguz_lesson_load_data (text->str, text->len, "best.xml",
                                   problems);
  g_assert_nonnull (lesson);

  g_assert_false (toguz_lesson_verify_within (lesson, search, 1000, 1,
                                              problems));
  g_assert_cmpuint (problems->len, ==, 1);
  stop = g_ptr_array_index (problems, 0);
  g_assert_nonnull (strstr (stop->message, "The check stopped here"));
  g_assert_cmpuint (stop->line, ==, 8);
}

/* The language of a text: inline xml:lang, then gettext, then source.
 * (gettext follows the process's language, set once at start-up.) */
static void
test_language_choice (void)
{
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autofree char *xml = g_strdup_printf (
    "<lesson xmlns=\"%s\" id=\"languages\">\n"
    "<title>Languages for the tests</title>\n"
    "<title xml:lang=\"kk\">Тілдер</title>\n"
    "<step><text>A text the teacher wrote in\n   English and Russian.</text>\n"
    "<text xml:lang=\"ru-RU\">Текст учителя по-русски.</text>\n"
    "<text>Only English here.</text></step>\n"
    "</lesson>\n", NS);
  g_autoptr (ToguzLesson) lesson
    = toguz_lesson_load_data (xml, strlen (xml), "languages.xml", problems);
  const ToguzLessonText *title, *text, *english;
  const char *kk[] = { "kk_KZ.UTF-8", "kk_KZ", "kk", "C", NULL };
  const char *ru[] = { "ru_RU.UTF-8", "ru_RU", "ru", "C", NULL };
  const char *de[] = { "de", "C", NULL };

  g_assert_nonnull (lesson);
  title = toguz_lesson_get_title_text (lesson);
  text = g_ptr_array_index (toguz_lesson_get_step (lesson, 0)->texts, 0);
  english = g_ptr_array_index (toguz_lesson_get_step (lesson, 0)->texts, 1);

  /* 1. Inline xml:lang wins, matched by language, "ru-RU" for "ru_RU". */
  g_assert_cmpstr (toguz_lesson_text_get_for (title, kk), ==, "Тілдер");
  g_assert_cmpstr (toguz_lesson_text_get_for (text, ru), ==,
                   "Текст учителя по-русски.");
  /* 2. No inline text: gettext (the test catalogue has German). */
  g_setenv ("LANGUAGE", "de", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_assert_cmpstr (toguz_lesson_text_get_for (title, de), ==,
                   "Sprachen für die Tests");
  g_assert_cmpstr (toguz_lesson_text_get_for (text, de), ==,
                   "Ein Text, den die Lehrerin englisch und russisch "
                   "schrieb.");
  /* 3. Neither: the source, white space collapsed as xgettext does. */
  g_assert_cmpstr (toguz_lesson_text_get_for (english, de), ==,
                   "Only English here.");
  /* The source is kept with its white space collapsed, as xgettext
   * extracts it, or gettext would never find it. */
  g_assert_cmpstr (toguz_lesson_text_get_source (text), ==,
                   "A text the teacher wrote in English and Russian.");
  g_assert_cmpstr (toguz_lesson_text_get_for (title, kk + 3), ==,
                   "Sprachen für die Tests");
}

/* Where a puzzle comes from, in the learner's words: the round and the
 * move are the tutor's phrases, the game the file's. */
static void
test_source_round (void)
{
  g_autofree char *xml = g_strdup_printf (
    "<exercise-set xmlns=\"%s\" id=\"rounds\">\n<title>Rounds</title>\n"
    "<puzzle id=\"r\" difficulty=\"1\" themes=\"capture\">"
    "<source game=\"Кубок РК, 2018\" round=\"3\" move=\"4\"/>\n"
    "<position variant=\"bestemshe\"\n"
    "          fen=\"5S,5S,5S,5S,5S/5S,5S,5S,5S,5S 0 0 S 1\"/>\n"
    "<task goal=\"capture:6\" accept=\"any\"><solution moves=\"32\"/>"
    "</task></puzzle>\n"
    "</exercise-set>\n", NS);
  const char *shown[][2] = {
    { "C", "Кубок РК, 2018, round 3, move 4" },
    { "de", "Кубок РК, 2018, Runde 3, Zug 4" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (shown); i++)
    {
      g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
      g_autoptr (ToguzLesson) set = NULL;
      const ToguzStep *puzzle;

      g_setenv ("LANGUAGE", shown[i][0], TRUE);
      setlocale (LC_ALL, "C.UTF-8");
      set = toguz_lesson_load_data (xml, strlen (xml), "rounds.xml",
                                    problems);
      g_assert_nonnull (set);
      g_assert_cmpuint (problems->len, ==, 0);
      puzzle = toguz_lesson_get_step (set, 0);
      g_assert_cmpstr (puzzle->source_game, ==, "Кубок РК, 2018");
      g_assert_cmpstr (puzzle->source_round, ==, "3");
      g_assert_cmpstr (puzzle->source, ==, shown[i][1]);
    }
  g_setenv ("LANGUAGE", "C", TRUE);
}

/* After 1. 76 98 2. 66, Black to move: 87 captures 4. */
#define PLAYED_FEN                                                         \
  "1S,9S,9S,1S,11S,11S,11S,11S,11S/10S,10S,10S,10S,10S,1S,3S,12S,11S 10 0 " \
  "N 2"

/* A puzzle with `puzzle` and `source` as more attributes of <puzzle> and
 * <source>: the puzzle is on line 3, its source on line 4. */
static char *
played_set (const char *puzzle, const char *source)
{
  return g_strdup_printf (
    "<exercise-set xmlns=\"%s\" id=\"played\">\n<title>Played</title>\n"
    "<puzzle id=\"p\" difficulty=\"2\" themes=\"capture\" %s>\n"
    "<source game=\"A game\" move=\"2\" side=\"black\" %s/>\n"
    "<position fen=\"%s\"/>\n"
    "<task goal=\"capture:4\"><solution moves=\"87\"/></task></puzzle>\n"
    "</exercise-set>\n",
    NS, puzzle, source, PLAYED_FEN);
}

/* <puzzle rating> and <source played lost>: what the player did in the
 * game must be a move of the puzzle's board, and the numbers within
 * their ranges; each fault is named at its line. */
static void
test_source_played (void)
{
  static const struct
  {
    const char *puzzle;
    const char *source;
    const char *fragment;
    unsigned line;
  } refused[] = {
    /* Black's hole 6 is a hole of 1 stone: 65 is not where it lands. */
    { "", "played=\"65\"", "The move 65 cannot be played in " PLAYED_FEN,
      4 },
    { "", "played=\"12x\"", "The move 12x cannot be played in", 4 },
    { "", "played=\"0\"", "played=“0” is not allowed. <source> may take", 4 },
    { "", "lost=\"163\"", "lost=“163” should be a whole number from 0 to "
      "162", 4 },
    { "", "lost=\"-1\"", "lost=“-1” should be a whole number from 0 to 162",
      4 },
    { "rating=\"399\"", "", "rating=“399” should be a whole number from 400 "
      "to 3000", 3 },
    { "rating=\"3001\"", "", "rating=“3001” should be a whole number from "
      "400 to 3000", 3 },
    { "rating=\"high\"", "", "rating=“high” should be a whole number from "
      "400 to 3000", 3 },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autofree char *xml = played_set (refused[i].puzzle,
                                         refused[i].source);
      g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
      g_autoptr (ToguzLesson) set
        = toguz_lesson_load_data (xml, strlen (xml), "played.xml", problems);
      gboolean found = FALSE;

      g_assert_null (set);
      g_assert_cmpuint (problems->len, >, 0);
      for (guint p = 0; p < problems->len; p++)
        {
          const ToguzLessonProblem *problem = g_ptr_array_index (problems, p);
          if (strstr (problem->message, refused[i].fragment)
              && problem->line == refused[i].line)
            found = TRUE;
        }
      if (!found)
        {
          g_autofree char *first = toguz_lesson_problem_to_string (
            g_ptr_array_index (problems, 0));
          g_error ("%s%s: expected “%s” at line %u, got “%s”",
                   refused[i].puzzle, refused[i].source, refused[i].fragment,
                   refused[i].line, first);
        }
    }

  /* A misspelt attribute is named, with the one it was meant to be. */
  {
    g_autofree char *xml = played_set ("ratting=\"1200\"", "");
    g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
    g_autoptr (ToguzLesson) set
      = toguz_lesson_load_data (xml, strlen (xml), "played.xml", problems);

    g_assert_null (set);
    g_assert_cmpuint (problems->len, ==, 1);
    g_assert_cmpstr (((const ToguzLessonProblem *) g_ptr_array_index (
                        problems, 0))->message,
                     ==, "<puzzle> has no attribute “ratting”: did you mean "
                         "rating?");
  }

  /* At the ends of the ranges, read as written. */
  {
    g_autofree char *xml = played_set ("rating=\"3000\"",
                                       "played=\"76\" lost=\"162\"");
    g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
    g_autoptr (ToguzLesson) set
      = toguz_lesson_load_data (xml, strlen (xml), "played.xml", problems);
    const ToguzStep *puzzle;

    g_assert_nonnull (set);
    g_assert_cmpuint (problems->len, ==, 0);
    puzzle = toguz_lesson_get_step (set, 0);
    g_assert_cmpint (puzzle->rating, ==, 3000);
    g_assert_cmpint (puzzle->source_played, ==, 6);
    g_assert_cmpint (puzzle->source_lost, ==, 162);
  }
  {
    g_autofree char *xml = played_set ("rating=\"400\"",
                                       "played=\"7\" lost=\"0\"");
    g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
    g_autoptr (ToguzLesson) set
      = toguz_lesson_load_data (xml, strlen (xml), "played.xml", problems);
    const ToguzStep *puzzle;

    g_assert_nonnull (set);
    puzzle = toguz_lesson_get_step (set, 0);
    g_assert_cmpint (puzzle->rating, ==, 400);
    g_assert_cmpint (puzzle->source_played, ==, 6);
    g_assert_cmpint (puzzle->source_lost, ==, 0);
  }
  /* Not given: none. */
  {
    g_autofree char *xml = played_set ("", "");
    g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
    g_autoptr (ToguzLesson) set
      = toguz_lesson_load_data (xml, strlen (xml), "played.xml", problems);
    const ToguzStep *puzzle;

    g_assert_nonnull (set);
    puzzle = toguz_lesson_get_step (set, 0);
    g_assert_cmpint (puzzle->rating, ==, 0);
    g_assert_cmpint (puzzle->source_played, ==, -1);
    g_assert_cmpint (puzzle->source_lost, ==, -1);
  }
}

/* What the player did, in the learner's words: what it cost, with the
 * plural; that the player found it; or only the move. */
static void
test_played_text (void)
{
  static const struct
  {
    const char *source;
    const char *text;
  } said[] = {
    { "played=\"76\" lost=\"14\"",
      "In the game, Black played 76 and lost 14 stones." },
    { "played=\"56\" lost=\"1\"",
      "In the game, Black played 56 and lost 1 stone." },
    { "played=\"87\" lost=\"0\"", "In the game, Black found it: 87." },
    { "played=\"12\"", "In the game, Black played 12." },
    { "lost=\"3\"", NULL },
    { "", NULL },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (said); i++)
    {
      g_autofree char *xml = played_set ("", said[i].source);
      g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
      g_autoptr (ToguzLesson) set
        = toguz_lesson_load_data (xml, strlen (xml), "played.xml", problems);
      g_autofree char *text = NULL;

      g_assert_nonnull (set);
      text = toguz_step_dup_played_text (toguz_lesson_get_step (set, 0));
      g_assert_cmpstr (text, ==, said[i].text);
    }

  /* White's side says White. */
  {
    g_autofree char *xml = g_strdup_printf (
      "<exercise-set xmlns=\"%s\" id=\"played\">\n<title>Played</title>\n"
      "<puzzle id=\"p\" difficulty=\"2\" themes=\"capture\">\n"
      "<source game=\"A game\" move=\"1\" side=\"white\" played=\"76\" "
      "lost=\"2\"/>\n<position fen=\"%s\"/>\n"
      "<task goal=\"best\"><solution moves=\"65\"/></task></puzzle>\n"
      "<puzzle id=\"q\" difficulty=\"2\" themes=\"capture\">\n"
      "<source game=\"A game\" move=\"1\" side=\"white\" played=\"65\" "
      "lost=\"0\"/>\n<position fen=\"%s\"/>\n"
      "<task goal=\"best\"><solution moves=\"65\"/></task></puzzle>\n"
      "<puzzle id=\"r\" difficulty=\"2\" themes=\"capture\">\n"
      "<source game=\"A game\" move=\"1\" side=\"white\" played=\"9\"/>\n"
      "<position fen=\"%s\"/>\n"
      "<task goal=\"best\"><solution moves=\"65\"/></task></puzzle>\n"
      "</exercise-set>\n",
      NS, START, START, START);
    g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
    g_autoptr (ToguzLesson) set
      = toguz_lesson_load_data (xml, strlen (xml), "played.xml", problems);
    g_autofree char *lost = NULL, *found = NULL, *played = NULL;

    g_assert_nonnull (set);
    lost = toguz_step_dup_played_text (toguz_lesson_get_step (set, 0));
    found = toguz_step_dup_played_text (toguz_lesson_get_step (set, 1));
    played = toguz_step_dup_played_text (toguz_lesson_get_step (set, 2));
    g_assert_cmpstr (lost, ==,
                     "In the game, White played 76 and lost 2 stones.");
    g_assert_cmpstr (found, ==, "In the game, White found it: 65.");
    /* A hole digit is written out as the move it makes. */
    g_assert_cmpstr (played, ==, "In the game, White played 98.");
  }
}

static void
test_duplicate_languages (void)
{
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autofree char *xml = g_strdup_printf (
    "<lesson xmlns=\"%s\" id=\"x\">\n<title>t</title>\n<title>u</title>\n"
    "<step id=\"a\"><text>a</text></step>\n"
    "<step id=\"a\"><text>b</text></step>\n</lesson>\n", NS);
  g_autoptr (ToguzLesson) lesson
    = toguz_lesson_load_data (xml, strlen (xml), "dup.xml", problems);

  g_assert_null (lesson);
  g_assert_cmpuint (problems->len, ==, 2);
  g_assert_nonnull (strstr (((ToguzLessonProblem *)
                               g_ptr_array_index (problems, 0))->message,
                            "A second <title> without xml:lang"));
  g_assert_cmpuint (((ToguzLessonProblem *)
                       g_ptr_array_index (problems, 1))->line, ==, 5);
}

/* A lesson that never ends or never opens: each refused at once with
 * one problem naming the file and what it is; a file past the limit is
 * refused before it is read.  alarm() turns a hang into a failure. */
static void
test_not_regular_files (void)
{
  g_autofree char *zero = g_build_filename (scratch_dir, "zero.xml", NULL);
  g_autofree char *fifo = g_build_filename (scratch_dir, "fifo.xml", NULL);
  g_autofree char *big = g_build_filename (scratch_dir, "big.xml", NULL);
  static const char *says[] = {
    "is a device, not a regular file.",
    "is a named pipe (FIFO), not a regular file.",
    "is a device, not a regular file.",
  };
  const char *paths[] = { zero, fifo, "/dev/null" };
  FILE *f;

  /* A hang (a FIFO read to its end) fails the test instead of stalling it. */
  alarm (10);
  g_assert_cmpint (symlink ("/dev/zero", zero), ==, 0);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
      g_autoptr (ToguzLesson) lesson = toguz_lesson_load_file (paths[i],
                                                               problems);
      g_autofree char *expected = g_strdup_printf ("“%s” %s", paths[i],
                                                   says[i]);
      g_autofree char *text = NULL;

      g_assert_null (lesson);
      g_assert_cmpuint (problems->len, ==, 1);
      text = toguz_lesson_problem_to_string (g_ptr_array_index (problems, 0));
      g_test_message ("%s", text);
      g_assert_nonnull (strstr (text, expected));
    }

  /* Sparse: one byte past the limit without using the disk. */
  f = fopen (big, "w");
  g_assert_nonnull (f);
  g_assert_cmpint (ftruncate (fileno (f), TOGUZ_LESSON_MAX_FILE_SIZE + 1),
                   ==, 0);
  fclose (f);
  {
    g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
    g_autoptr (ToguzLesson) lesson = toguz_lesson_load_file (big, problems);
    g_autofree char *text = NULL;

    g_assert_null (lesson);
    g_assert_cmpuint (problems->len, ==, 1);
    text = toguz_lesson_problem_to_string (g_ptr_array_index (problems, 0));
    g_assert_nonnull (strstr (text, "larger than 4 MiB"));
  }
  alarm (0);
}

int
main (int argc, char **argv)
{
  int status;

  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("TOGUZ_TEST_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  g_test_init (&argc, &argv, NULL);
  search = toguz_search_new (16);
  scratch_dir = g_dir_make_tmp ("toguz-lessons-XXXXXX", NULL);

  g_test_add_func ("/lessons/examples-check-clean",
                   test_examples_check_clean);
  g_test_add_func ("/lessons/examples-cover-the-format",
                   test_examples_cover_the_format);
  g_test_add_func ("/lessons/example-model", test_example_model);
  for (gsize i = 0; i < G_N_ELEMENTS (hostile_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/lessons/hostile/%s",
                                               hostile_cases[i].name);
      g_test_add_data_func (path, &hostile_cases[i], test_hostile);
    }
  g_test_add_func ("/lessons/command", test_command);
  g_test_add_func ("/lessons/command-quotes", test_command_quotes);
  g_test_add_func ("/lessons/command-show-escapes",
                   test_command_show_escapes);
  g_test_add_func ("/lessons/command-budget", test_command_budget);
  g_test_add_func ("/lessons/verify-within", test_verify_within);
  g_test_add_func ("/lessons/verify-best-counted", test_verify_best_counted);
  g_test_add_func ("/lessons/language-choice", test_language_choice);
  g_test_add_func ("/lessons/duplicates", test_duplicate_languages);
  g_test_add_func ("/lessons/source-round", test_source_round);
  g_test_add_func ("/lessons/source-played", test_source_played);
  g_test_add_func ("/lessons/played-text", test_played_text);
  g_test_add_func ("/lessons/not-regular-files", test_not_regular_files);

  status = g_test_run ();
  toguz_search_free (search);
  {
    g_autoptr (GDir) dir = g_dir_open (scratch_dir, 0, NULL);
    const char *name;
    while (dir && (name = g_dir_read_name (dir)))
      {
        g_autofree char *path = g_build_filename (scratch_dir, name, NULL);
        g_remove (path);
      }
    g_rmdir (scratch_dir);
  }
  return status;
}
