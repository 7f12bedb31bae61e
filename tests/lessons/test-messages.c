/* test-messages.c: what a teacher reads when a file is wrong
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each message verbatim, at its line, and alone: a clear problem
 * followed by ones the file does not have costs a teacher more than no
 * message at all (issue 17).
 */
#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <libintl.h>
#include <string.h>

#include "toguz-encoding.h"
#include "toguz-language-code.h"
#include "toguz-lesson-loader.h"
#include "toguz-lesson-schema-errors.h"
#include "toguz-lesson-schema.h"
#include "toguz-spelling.h"

#define NS "https://toguztutor.org/ns/lesson/1"
#define START "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1"
#define HOW_TO_SAVE                                                         \
  "In Windows Notepad: File ▸ Save As, Encoding: UTF-8. In LibreOffice "   \
  "Writer: File ▸ Save As, file type “Text - Choose Encoding”, then “Use " \
  "Text - Choose Encoding Format!” and Character set: Unicode (UTF-8)."

static char *scratch_dir;

/* A small exercise set, one puzzle: line 3 the puzzle, 4 the position, 5
 * the task, 6 its prompt and 7 the task's end. */
static char *
puzzle_set (const char *puzzle_attributes, const char *position,
            const char *task_attributes, const char *task_inside)
{
  return g_strdup_printf (
    "<exercise-set xmlns=\"" NS "\" id=\"x\">\n"
    "<title>t</title>\n"
    "<puzzle id=\"p\" %s>\n"
    "%s\n"
    "<task %s>\n"
    "%s\n"
    "</task>\n"
    "</puzzle>\n"
    "</exercise-set>\n",
    puzzle_attributes, position, task_attributes, task_inside);
}

static char *
good_set (void)
{
  return puzzle_set ("difficulty=\"2\" themes=\"capture\"",
                     "<position fen=\"" START "\"/>",
                     "goal=\"capture:10\" accept=\"any\"",
                     "<prompt>p</prompt>");
}

static GPtrArray *
load (const char *data, gsize length)
{
  GPtrArray *problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) lesson
    = toguz_lesson_load_data (data, length, "f.xml", problems);

  if (problems->len == 0)
    g_assert_nonnull (lesson);
  else
    g_assert_null (lesson);
  return problems;
}

static char *
all_problems (GPtrArray *problems)
{
  g_autoptr (GString) text = g_string_new (NULL);

  for (guint i = 0; i < problems->len; i++)
    {
      g_autofree char *line = toguz_lesson_problem_to_string (
        g_ptr_array_index (problems, i));
      g_string_append_printf (text, "%s\n", line);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The file has exactly this one problem, word for word. */
static void
expect_only (const char *data, gssize length, unsigned line,
             const char *message)
{
  g_autoptr (GPtrArray) problems
    = load (data, length < 0 ? strlen (data) : (gsize) length);
  g_autofree char *expected = g_strdup_printf ("f.xml:%u: %s\n", line,
                                               message);
  g_autofree char *got = all_problems (problems);

  g_assert_cmpstr (got, ==, expected);
}

/* The file has these problems, in this order ("f.xml:LINE: …\n" each). */
static void
expect_all (const char *data, const char *expected)
{
  g_autoptr (GPtrArray) problems = load (data, strlen (data));
  g_autofree char *got = all_problems (problems);

  g_assert_cmpstr (got, ==, expected);
}

static char *
convert (const char *text, const char *to, gsize *length)
{
  g_autoptr (GError) error = NULL;
  char *converted = g_convert (text, -1, to, "UTF-8", NULL, length, &error);

  g_assert_no_error (error);
  return converted;
}

/* Notepad's "Unicode" was read as UTF-8 and said to be empty. */
static void
test_utf16 (void)
{
  g_autofree char *text = good_set ();
  static const struct
  {
    const char *encoding;
    const char *bom;
    gsize bom_length;
    const char *named;
  } cases[] = {
    { "UTF-16LE", "\xff\xfe", 2, "UTF-16" },
    { "UTF-16BE", "\xfe\xff", 2, "UTF-16" },
    { "UTF-16LE", "", 0, "UTF-16" },
    { "UTF-16BE", "", 0, "UTF-16" },
    { "UTF-32LE", "\xff\xfe\0\0", 4, "UTF-32" },
    { "UTF-32BE", "", 0, "UTF-32" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gsize body_length = 0;
      g_autofree char *body = convert (text, cases[i].encoding,
                                       &body_length);
      g_autoptr (GByteArray) file = g_byte_array_new ();
      g_autofree char *message = NULL;

      g_byte_array_append (file, (const guint8 *) cases[i].bom,
                           (guint) cases[i].bom_length);
      g_byte_array_append (file, (const guint8 *) body, (guint) body_length);
      if (strcmp (cases[i].named, "UTF-16") == 0)
        message = g_strdup ("The file is saved as UTF-16 (Windows "
                            "Notepad’s “Unicode” or “UTF-16 LE”), not UTF-8: "
                            "save it again as UTF-8. " HOW_TO_SAVE);
      else
        message = g_strdup ("The file is saved as UTF-32, not UTF-8: save "
                            "it again as UTF-8. " HOW_TO_SAVE);
      g_test_message ("%s, BOM of %zu", cases[i].encoding,
                      cases[i].bom_length);
      expect_only ((const char *) file->data, (gssize) file->len, 0,
                   message);
    }
}

/* A UTF-8 byte order mark is no part of the file; Latin-1 text is told
 * how to be saved as UTF-8. */
static void
test_utf8 (void)
{
  g_autofree char *text = good_set ();
  g_autofree char *bom = g_strconcat ("\xef\xbb\xbf", text, NULL);
  g_autofree char *latin = puzzle_set ("difficulty=\"2\" themes=\"capture\"",
                                       "<position fen=\"" START "\"/>",
                                       "goal=\"capture:10\" accept=\"any\"",
                                       "<prompt>Ren\xe9</prompt>");
  g_autoptr (GPtrArray) problems = load (bom, strlen (bom));

  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_cmpint (toguz_encoding_sniff (bom, strlen (bom), NULL), ==,
                   TOGUZ_ENCODING_UTF8_BOM);
  g_assert_cmpint (toguz_encoding_sniff (text, strlen (text), NULL), ==,
                   TOGUZ_ENCODING_UTF8);
  expect_only (latin, -1, 6,
               "The text is not valid UTF-8 (the file may be saved as "
               "Latin-1 or Windows-1252): save it as UTF-8. " HOW_TO_SAVE);
}

/* xml:lang="kz" passed, and Kazakh learners never saw the text. */
static void
test_xml_lang (void)
{
  static const struct
  {
    const char *lang;
    const char *message; /* NULL: accepted */
  } cases[] = {
    { "kz", "xml:lang=“kz” is not a language code: did you mean kk "
            "(Kazakh)?" },
    { "KZ", "xml:lang=“KZ” is not a language code: did you mean kk "
            "(Kazakh)?" },
    { "kg", "xml:lang=“kg” is not a language code: did you mean ky "
            "(Kyrgyz)?" },
    { "ua", "xml:lang=“ua” is not a language code: did you mean uk "
            "(Ukrainian)?" },
    { "rus", "xml:lang=“rus” is not a language code: did you mean ru "
             "(Russian)?" },
    { "eng", "xml:lang=“eng” is not a language code: did you mean en "
             "(English)?" },
    { "kz-KZ", "xml:lang=“kz-KZ” is not a language code: did you mean kk "
               "(Kazakh)?" },
    { "", "xml:lang is empty: write the language of the text, such as one "
          "the tutor speaks: en (English), kk (Kazakh), ky (Kyrgyz), ru "
          "(Russian), es (Spanish), tl (Tagalog), bn (Bengali), pa "
          "(Punjabi)." },
    { "xx", "xml:lang=“xx” is not a language code: write the two letters "
            "of ISO 639-1, such as one the tutor speaks: en (English), kk "
            "(Kazakh), ky (Kyrgyz), ru (Russian), es (Spanish), tl "
            "(Tagalog), bn (Bengali), pa (Punjabi)." },
    { "ru_RU", "xml:lang=“ru_RU” is not a language code: write ru-RU, with "
               "a hyphen." },
    { "ru-R", "xml:lang=“ru-R” is not a language code: write ru "
                   "alone, or with a region after a hyphen, as in "
                   "ru-RU." },
    { "kk", NULL },      { "ky", NULL },    { "ru", NULL },
    { "RU", NULL },      { "ru-RU", NULL }, { "es-419", NULL },
    { "zh-Hant", NULL }, { "de", NULL },    { "tl", NULL },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf (
        "<lesson xmlns=\"" NS "\" id=\"x\">\n<title>t</title>\n"
        "<title xml:lang=\"%s\">t</title>\n"
        "<step><text>a</text></step></lesson>\n",
        cases[i].lang);
      g_autoptr (GPtrArray) problems = NULL;

      g_test_message ("xml:lang=\"%s\"", cases[i].lang);
      if (cases[i].message)
        expect_only (text, -1, 3, cases[i].message);
      else
        {
          problems = load (text, strlen (text));
          g_assert_cmpuint (problems->len, ==, 0);
        }
    }

  /* The tutor's languages are po/LINGUAS and English. */
  {
    g_autofree char *path = g_build_filename (g_getenv ("TOGUZ_SOURCE_DIR"),
                                              "po", "LINGUAS", NULL);
    g_autofree char *linguas = NULL;
    g_auto (GStrv) lines = NULL;
    g_autoptr (GPtrArray) listed = g_ptr_array_new ();
    const char *const *tutor = toguz_language_code_tutor_languages ();

    g_assert_true (g_file_get_contents (path, &linguas, NULL, NULL));
    lines = g_strsplit (linguas, "\n", -1);
    g_ptr_array_add (listed, (gpointer) "en");
    for (guint i = 0; lines[i]; i++)
      if (*g_strstrip (lines[i]) && lines[i][0] != '#')
        g_ptr_array_add (listed, lines[i]);
    g_assert_cmpuint (g_strv_length ((char **) tutor), ==, listed->len);
    for (guint i = 0; i < listed->len; i++)
      {
        g_autofree char *why = NULL;
        g_assert_true (g_strv_contains (tutor, g_ptr_array_index (listed,
                                                                  i)));
        g_assert_nonnull (toguz_language_code_name (g_ptr_array_index (listed,
                                                                       i)));
        g_assert_true (toguz_language_code_check (g_ptr_array_index (listed,
                                                                     i),
                                                  &why));
      }
  }
}

/* libxml2's words reached teachers raw ("EntityRef: expecting ';'"),
 * and after a broken tag it went on with errors the file did not have. */
static void
test_markup (void)
{
  static const struct
  {
    const char *from, *to; /* in the good set */
    unsigned line;
    const char *message;
  } cases[] = {
    { "<prompt>p</prompt>", "<prompt>10 & more</prompt>", 6,
      "An & that starts no entity: write & as &amp;, in a text and in an "
      "attribute’s value alike." },
    { "<prompt>p</prompt>", "<prompt>Smith&Jones</prompt>", 6,
      "An & that starts no entity: write & as &amp;, in a text and in an "
      "attribute’s value alike." },
    { "<prompt>p</prompt>", "<prompt>&nbsp;</prompt>", 6,
      "Entities such as &name; are not allowed in lesson files: write the "
      "text itself, and & as &amp;." },
    { "<prompt>p</prompt>", "<prompt>&#1;</prompt>", 6,
      "A character reference &#…; names no character XML allows: write the "
      "character itself, and & as &amp;." },
    { "<prompt>p</prompt>", "<prompt>a < b</prompt>", 6,
      "A < that starts no element: write < as &lt; in a text." },
    { "accept=\"any\"", "accept=\"a<b\"", 5,
      "An attribute’s value holds a <: write < as &lt;, or end the value "
      "with its closing quote." },
    { "accept=\"any\"", "accept=any", 5,
      "An attribute’s value must be in quotes: write name=\"value\"." },
    { "accept=\"any\"", "accept", 5,
      "The attribute accept has no value: write accept=\"…\"." },
    { "accept=\"any\"", "accept=\"any\" accept=\"any\"", 5,
      "The attribute accept is given twice on this element: keep one." },
    { "\" accept", "\"accept", 5,
      "Attributes are written name=\"value\", with a space between two of "
      "them: check this tag." },
    { "<prompt>p</prompt>", "<prompt>p</promt>", 6,
      "<prompt>, opened on line 6, is closed here by </promt>: close each "
      "element with its own name." },
    { "<prompt>p</prompt>", "<prompt>p", 7,
      "<prompt>, opened on line 6, is still open at </task>: close it "
      "first, with </prompt>." },
    { "<prompt>p</prompt>", "<!-- a -- b -->", 6,
      "A comment may not hold two hyphens in a row (--): write them apart, "
      "or end the comment with -->." },
    { "<prompt>p</prompt>", "<?xml version=\"1.0\"?>", 6,
      "A <?…?> declaration is misplaced or miswritten: the file may start "
      "with <?xml version=\"1.0\" encoding=\"UTF-8\"?>, before anything "
      "else." },
    { "</exercise-set>", "</exercise-set>\n<exercise-set/>", 10,
      "Something follows the end of the root element: a file holds one "
      "<lesson> or <exercise-set>, and after its end tag only comments." },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *good = good_set ();
      g_autofree char *text = NULL;
      char *at = strstr (good, cases[i].from);

      g_assert_nonnull (at);
      *at = '\0';
      text = g_strconcat (good, cases[i].to, at + strlen (cases[i].from),
                          NULL);
      g_test_message ("%s", cases[i].to);
      expect_only (text, -1, cases[i].line, cases[i].message);
    }

  /* A stray & leaves the tags whole: each is said. */
  {
    g_autofree char *text = puzzle_set (
      "difficulty=\"2\" themes=\"capture\"", "<position fen=\"" START "\"/>",
      "goal=\"capture:10\" accept=\"any\"",
      "<prompt>a & b</prompt>\n<hint>c & d</hint>");
    expect_all (text, "f.xml:6: An & that starts no entity: write & as "
                      "&amp;, in a text and in an attribute’s value "
                      "alike.\n"
                      "f.xml:7: An & that starts no entity: write & as "
                      "&amp;, in a text and in an attribute’s value "
                      "alike.\n");
  }
}

/* "<solution> is not allowed here: check its spelling, its place among
 * its neighbours…" never said where it goes. */
static void
test_element_place (void)
{
  static const struct
  {
    const char *position, *inside;
    unsigned line;
    const char *message;
  } cases[] = {
    { "<position fen=\"" START "\"/>",
      "<prompt>p</prompt>\n<hint>h</hint>\n<solution moves=\"76\"/>", 8,
      "<solution> is out of place: in <task> it comes after <prompt> and "
      "before <hint>." },
    { "<position fen=\"" START "\"/>",
      "<solution moves=\"76\"/>\n<prompt>p</prompt>", 7,
      "<prompt> is out of place: in <task> it comes first, before "
      "<solution>." },
    { "<position fen=\"" START "\"/>",
      "<success>s</success>\n<wrong move=\"1\">w</wrong>", 7,
      "<wrong> is out of place: in <task> it comes after <hint> and before "
      "<success>." },
    { "<position fen=\"" START "\"/><text>t</text>", "<prompt>p</prompt>", 4,
      /* Told by what the puzzle holds: it has no <source>. */
      "<text> is out of place: in <puzzle> it comes first, before "
      "<position>." },
    { "<position fen=\"" START "\"/><highlight holes=\"w1\"/><source/>",
      "<prompt>p</prompt>", 4,
      "<source> is out of place: in <puzzle> it comes after <text> and "
      "before <position>." },
    { "<position fen=\"" START "\"/><position/>", "<prompt>p</prompt>", 4,
      "<puzzle> holds one <position> at most: remove this one or the "
      "other." },
    { "", "<prompt>p</prompt>", 5,
      "<puzzle> lacks a <position>, which comes before <task>." },
    { "<solution moves=\"76\"/><position fen=\"" START "\"/>",
      "<prompt>p</prompt>", 4,
      "<solution> does not go in <puzzle>: it goes in <task>." },
    { "<position fen=\"" START "\"/>", "<hnit>h</hnit>", 6,
      "<hnit> is not an element of the lesson format: did you mean "
      "<hint>?" },
    { "<position fen=\"" START "\"/>", "<Prompt>p</Prompt>", 6,
      "<Prompt> is not an element of the lesson format: did you mean "
      "<prompt>?" },
    { "<position fen=\"" START "\"/>", "<sucess>s</sucess>", 6,
      "<sucess> is not an element of the lesson format: did you mean "
      "<success>?" },
    { "<position fen=\"" START "\"/>", "<prompt>p<b>q</b></prompt>", 6,
      "<b> is not an element of the lesson format: <prompt> holds text "
      "only." },
    { "<position fen=\"" START "\"/>", "<video/>", 6,
      "<video> is not an element of the lesson format: <task> holds "
      "<prompt>, <option>, <solution>, <hint>, <wrong>, <success>." },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = puzzle_set ("difficulty=\"2\" "
                                          "themes=\"capture\"",
                                          cases[i].position,
                                          "goal=\"capture:10\" "
                                          "accept=\"any\"",
                                          cases[i].inside);
      g_test_message ("%s", cases[i].message);
      expect_only (text, -1, cases[i].line, cases[i].message);
    }

  /* Missing: where it goes. */
  expect_only ("<exercise-set xmlns=\"" NS "\" id=\"x\">\n<title>t</title>\n"
               "<puzzle id=\"p\" difficulty=\"1\" themes=\"capture\">\n"
               "<position/>\n</puzzle>\n</exercise-set>\n",
               -1, 3,
               "<puzzle> lacks a <task>, which comes after <highlight> or "
               "<arrow>.");
  expect_only ("<lesson xmlns=\"" NS "\" id=\"x\">\n"
               "<step><text>a</text></step></lesson>\n",
               -1, 2, "<lesson> lacks a <title>, which comes before "
                      "<step>.");
  expect_only ("<lesson xmlns=\"" NS "\" id=\"x\">\n<title>t</title>\n"
               "<step id=\"a\"></step></lesson>\n",
               -1, 3, "<step> lacks a <text>, which comes first.");

  /* Misspelt in a lesson, between two steps. */
  expect_only ("<lesson xmlns=\"" NS "\" id=\"x\">\n<title>t</title>\n"
               "<setp><text>a</text></setp>\n"
               "<step><text>a</text></step></lesson>\n",
               -1, 3,
               "<setp> is not an element of the lesson format: did you "
               "mean <step>?");
  expect_only ("<lesson xmlns=\"" NS "\" id=\"x\">\n<title>t</title>\n"
               "<puzzle id=\"p\" difficulty=\"1\" themes=\"capture\">"
               "<position/><task goal=\"best\"/></puzzle>\n"
               "<step><text>a</text></step></lesson>\n",
               -1, 3, "<puzzle> does not go in <lesson>: it goes in "
                      "<exercise-set>.");
}

/* themes="captures" listed every attribute of the element; a puzzle
 * missing difficulty and themes was told it lacked its id. */
static void
test_attributes (void)
{
  static const char themes[]
    = "Allowed, one or more separated by spaces: capture, tuzdik, defence, at-syroo, endgame, counting, opening, middlegame, "
      "sweep, quiet, sacrifice.";
  static const struct
  {
    const char *puzzle, *task;
    const char *expected;
  } cases[] = {
    { "difficulty=\"2\" themes=\"captures\"",
      "goal=\"capture:10\" accept=\"any\"",
      "f.xml:3: themes=“captures” is not allowed: did you mean capture? %s\n" },
    { "difficulty=\"2\" themes=\"capture endgam\"",
      "goal=\"capture:10\" accept=\"any\"",
      "f.xml:3: In themes=“capture endgam”, “endgam” is not allowed: did "
      "you mean endgame? %s\n" },
    { "difficulty=\"2\" themes=\"capture fun\"",
      "goal=\"capture:10\" accept=\"any\"",
      "f.xml:3: In themes=“capture fun”, “fun” is not allowed. %s\n" },
    { "rating=\"1200\"", "goal=\"capture:10\" accept=\"any\"",
      "f.xml:3: <puzzle> lacks its difficulty attribute. Allowed: a whole "
      "number from 1 to 5.\n"
      "f.xml:3: <puzzle> lacks its themes attribute. %s\n" },
    { "", "goal=\"capture:10\" accept=\"any\"",
      "f.xml:3: <puzzle> lacks its difficulty attribute. Allowed: a whole "
      "number from 1 to 5.\n"
      "f.xml:3: <puzzle> lacks its themes attribute. %s\n" },
    { "difficulty=\"2\" themes=\"capture\" dificulty=\"3\"",
      "goal=\"capture:10\" accept=\"any\"",
      "f.xml:3: <puzzle> has no attribute “dificulty”: did you mean "
      "difficulty?\n" },
    { "difficulty=\"2\" themes=\"capture\"",
      "goal=\"capture:10\" accpet=\"any\"",
      "f.xml:5: <task> has no attribute “accpet”: did you mean accept?\n" },
    { "difficulty=\"2\" themes=\"capture\"", "goal=\"capture:10\" "
                                             "accept=\"all\"",
      "f.xml:5: accept=“all” is not allowed. Allowed: any, stated.\n" },
    { "difficulty=\"2\" themes=\"capture\"", "goal=\"capture:10\" "
                                             "moves=\"76\"",
      "f.xml:5: <task> takes only one of goal, moves, predict, ask: this one "
      "has both goal and moves.\n" },
    { "difficulty=\"2\" themes=\"capture\"", "moves=\"76\" accept=\"any\"",
      "f.xml:5: <task> takes accept only with goal, not with moves.\n" },
    { "difficulty=\"2\" themes=\"capture\"", "predict=\"landig\" move=\"7\"",
      "f.xml:5: predict=“landig” is not allowed: did you mean landing? "
      "Allowed: landing, capture, legal, tuzdik, tuzdik-allowed.\n" },
    { "difficulty=\"9\" themes=\"capture\"", "goal=\"capture:10\" "
                                             "accept=\"any\"",
      "f.xml:3: difficulty=“9” should be a whole number from 1 to 5.\n" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = puzzle_set (cases[i].puzzle,
                                          "<position fen=\"" START "\"/>",
                                          cases[i].task,
                                          "<prompt>p</prompt>");
      g_autofree char *expected = NULL;

      /* The format is ours: the themes sentence, or nothing. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
      expected = g_strdup_printf (cases[i].expected, themes);
#pragma GCC diagnostic pop
      g_test_message ("%s / %s", cases[i].puzzle, cases[i].task);
      expect_all (text, expected);
    }

  /* A task needs one of its kinds. */
  {
    g_autofree char *text = puzzle_set ("difficulty=\"2\" "
                                        "themes=\"capture\"",
                                        "<position fen=\"" START "\"/>", "",
                                        "<prompt>p</prompt>");
    g_autoptr (GPtrArray) problems = load (text, strlen (text));
    const ToguzLessonProblem *p;

    g_assert_cmpuint (problems->len, ==, 1);
    p = g_ptr_array_index (problems, 0);
    g_assert_cmpuint (p->line, ==, 5);
    g_assert_true (g_str_has_prefix (p->message, "<task> needs one of the "
                                                 "attributes goal, moves, "
                                                 "predict, ask. <task> takes "));
  }
  /* A hint's holes, misspelt. */
  expect_only ("<lesson xmlns=\"" NS "\" id=\"x\">\n<title>t</title>\n"
               "<step><text>a</text>\n<highlight holes=\"w1\" "
               "kind=\"targte\"/></step></lesson>\n",
               -1, 4,
               "kind=“targte” is not allowed: did you mean target? "
               "Allowed: target, hint.");
}

/* After "161 stones", the moves of the step were checked on the start
 * position and said to be wrong. */
static void
test_broken_board (void)
{
  g_autofree char *short_fen = g_strdup (START);
  g_autofree char *set = NULL;

  short_fen[strlen (START) - 10] = '8'; /* Black's hole 9: 8 stones */
  {
    g_autofree char *position = g_strdup_printf ("<position fen=\"%s\"/>",
                                                 short_fen);
    set = puzzle_set ("difficulty=\"2\" themes=\"capture\"", position,
                      "moves=\"92\"", "<solution moves=\"92 11\"/>\n"
                                      "<wrong move=\"1\">no</wrong>");
  }
  {
    g_autoptr (GPtrArray) problems = load (set, strlen (set));
    const ToguzLessonProblem *p;

    g_assert_cmpuint (problems->len, ==, 1);
    p = g_ptr_array_index (problems, 0);
    g_assert_cmpuint (p->line, ==, 4);
    g_assert_nonnull (strstr (p->message, "161 stones, but the game has "
                                          "162"));
  }

  /* A lesson step whose moves cannot be played, and the step that carries
   * on from its board: said once; a later step with its own board is
   * checked again. */
  expect_all ("<lesson xmlns=\"" NS "\" id=\"x\">\n<title>t</title>\n"
              "<step><text>a</text><position moves=\"65 65 65\"/>"
              "<show move=\"12\"/><task moves=\"92\"/></step>\n"
              "<step><text>b</text><task moves=\"92\"/></step>\n"
              "<step><text>c</text><position fen=\"" START "\"/>"
              "<task moves=\"93\"/></step>\n</lesson>\n",
              "f.xml:3: The move 65 cannot be played in 10S,10S,10S,1S,1,"
              "10S,10S,10S,10S/10S,10S,10S,10S,1,1S,10S,10S,10S 10 10 S 2: "
              "The record says the last stone lands in hole 5, but it lands "
              "in White’s hole 7: the move is 67.\n"
              "f.xml:5: The move 93 cannot be played in " START ": The "
              "record says the last stone lands in hole 3, but it lands in "
              "Black’s hole 8: the move is 98.\n");
}

/* The sentences on what each element takes name what lesson.rng says it
 * takes, and lessons/README.md shows the order the schema holds. */
static void
test_schema_words (void)
{
  GPtrArray *elements = toguz_lesson_schema_get_elements ();
  g_autofree char *readme_path = g_build_filename (
    g_getenv ("TOGUZ_SOURCE_DIR"), "lessons", "README.md", NULL);
  g_autofree char *readme = NULL;
  guint orders = 0;

  g_assert_cmpuint (elements->len, ==, 19);
  g_assert_true (g_file_get_contents (readme_path, &readme, NULL, NULL));
  for (guint e = 0; e < elements->len; e++)
    {
      const ToguzSchemaElement *element = g_ptr_array_index (elements, e);
      const char *takes = toguz_lesson_schema_error_takes (element->name);
      g_autoptr (GString) order = g_string_new (NULL);

      for (guint a = 0; takes && a < element->attributes->len; a++)
        {
          const ToguzSchemaAttribute *attribute
            = g_ptr_array_index (element->attributes, a);
          if (strcmp (attribute->name, "xml:lang") != 0
              && !strstr (takes, attribute->name))
            g_error ("what <%s> takes does not name %s", element->name,
                     attribute->name);
          for (guint v = 0; attribute->values && v < attribute->values->len;
               v++)
            if (!strstr (takes, g_ptr_array_index (attribute->values, v)))
              g_error ("what <%s> takes does not name %s=“%s”",
                       element->name, attribute->name,
                       (const char *) g_ptr_array_index (attribute->values,
                                                         v));
        }
      if (element->slots->len == 0)
        continue;
      /* "<step>          <text>+ <position>? …" */
      g_string_append_printf (order, "<%s>", element->name);
      while (order->len < 16)
        g_string_append_c (order, ' ');
      for (guint s = 0; s < element->slots->len; s++)
        {
          const ToguzSchemaSlot *slot = g_ptr_array_index (element->slots, s);
          if (s)
            g_string_append_c (order, ' ');
          if (slot->names->len > 1)
            g_string_append_c (order, '(');
          for (guint n = 0; n < slot->names->len; n++)
            g_string_append_printf (order, "%s<%s>", n ? "|" : "",
                                    (const char *) g_ptr_array_index (
                                      slot->names, n));
          if (slot->names->len > 1)
            g_string_append_c (order, ')');
          if (takes)
            for (guint n = 0; n < slot->names->len; n++)
              {
                g_autofree char *tag = g_strdup_printf (
                  "<%s>", (const char *) g_ptr_array_index (slot->names, n));
                if (!strstr (takes, tag))
                  g_error ("what <%s> takes does not name %s", element->name,
                           tag);
              }
          g_string_append (order, slot->min == 0 && slot->max == 1 ? "?"
                                  : slot->min == 0                 ? "*"
                                  : slot->max > 1                  ? "+"
                                                                   : "");
        }
      g_string_append_c (order, '\n');
      if (!strstr (readme, order->str))
        g_error ("lessons/README.md does not show the order of <%s>: %s",
                 element->name, order->str);
      orders++;
    }
  g_assert_cmpuint (orders, ==, 5);
}

static void
test_spelling (void)
{
  const char *const names[] = { "prompt", "solution", "hint", "wrong",
                                "success", NULL };
  const char *const close_pair[] = { "goal", "coal", NULL };

  g_assert_cmpuint (toguz_spelling_distance ("hnit", "hint"), ==, 1);
  g_assert_cmpuint (toguz_spelling_distance ("kitten", "sitting"), ==, 3);
  g_assert_cmpuint (toguz_spelling_distance ("HINT", "hint"), ==, 0);
  g_assert_cmpstr (toguz_spelling_suggest ("hnit", names), ==, "hint");
  g_assert_cmpstr (toguz_spelling_suggest ("sucess", names), ==, "success");
  g_assert_cmpstr (toguz_spelling_suggest ("solutoin", names), ==,
                   "solution");
  /* Too far, or two as near: no guess. */
  g_assert_null (toguz_spelling_suggest ("video", names));
  g_assert_null (toguz_spelling_suggest ("xx", names));
  g_assert_null (toguz_spelling_suggest ("toal", close_pair));
  /* Past the longest name there is nothing to compare. */
  {
    g_autofree char *long_word = g_strnfill (100, 'h');
    g_assert_null (toguz_spelling_suggest (long_word, names));
  }
}

/* "FILE: 1 problemtoguz: FILE:2: …" when a program shows the streams
 * apart; "1 tasks checked". */
static void
test_command_summary (void)
{
  g_autofree char *good = g_build_filename (scratch_dir, "good.xml", NULL);
  g_autofree char *bad = g_build_filename (scratch_dir, "bad.xml", NULL);
  g_autofree char *good_text = good_set ();
  g_autofree char *bad_text = puzzle_set ("difficulty=\"2\" "
                                          "themes=\"captures\"",
                                          "<position fen=\"" START "\"/>",
                                          "goal=\"capture:10\" "
                                          "accept=\"any\"",
                                          "<prompt>p</prompt>");
  const char *argv[] = { g_getenv ("TOGUZ_COMMAND"), "lesson", "check", bad,
                         good, NULL };
  g_autofree char *out = NULL, *err = NULL, *expected_out = NULL;
  g_autofree char *problem_line = NULL, *summary_line = NULL;
  int status;

  g_assert_true (g_file_set_contents (good, good_text, -1, NULL));
  g_assert_true (g_file_set_contents (bad, bad_text, -1, NULL));
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT,
                               NULL, NULL, &out, &err, &status, NULL));
  g_assert_cmpint (WEXITSTATUS (status), ==, 1);
  expected_out = g_strdup_printf ("%s: ok, 1 step, 1 task checked\n", good);
  g_assert_cmpstr (out, ==, expected_out);
  /* The count of a file's problems follows them, on their stream. */
  problem_line = g_strdup_printf ("toguz: %s:3: themes=“captures” is not "
                                  "allowed: did you mean capture?",
                                  bad);
  summary_line = g_strdup_printf ("\n%s: 1 problem\n", bad);
  g_assert_true (g_str_has_prefix (err, problem_line));
  g_assert_true (g_str_has_suffix (err, summary_line));
}

int
main (int argc, char **argv)
{
  int status;

  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  scratch_dir = g_dir_make_tmp ("toguz-messages-XXXXXX", NULL);

  g_test_add_func ("/messages/utf16", test_utf16);
  g_test_add_func ("/messages/utf8", test_utf8);
  g_test_add_func ("/messages/xml-lang", test_xml_lang);
  g_test_add_func ("/messages/markup", test_markup);
  g_test_add_func ("/messages/element-place", test_element_place);
  g_test_add_func ("/messages/attributes", test_attributes);
  g_test_add_func ("/messages/broken-board", test_broken_board);
  g_test_add_func ("/messages/schema-words", test_schema_words);
  g_test_add_func ("/messages/spelling", test_spelling);
  g_test_add_func ("/messages/command-summary", test_command_summary);

  status = g_test_run ();
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
