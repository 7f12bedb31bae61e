/* test-help-book.c: the user guide's pages read as the help window reads
 * them
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Without a display: every page shipped reads, builds its blocks and
 * links only to pages and sections there are; the language falls back
 * to English; a hostile page (entities, a DOCTYPE, a huge file, deep
 * nesting, not Mallard) is refused with its file, line and reason.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "tutor-help-book.h"

static char *scratch;

static const char *
shipped_directory (void)
{
  static char *directory;

  if (directory == NULL)
    directory = g_build_filename (SOURCE_HELPDIR, "C", NULL);
  return directory;
}

static char *
write_page (const char *folder, const char *name, const char *text)
{
  char *path = g_build_filename (folder, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

/* Pango markup is XML in a root of its own: well-formed, and only the
 * elements the page makes. */
static void
check_element (GMarkupParseContext *context, const char *name,
               const char **names, const char **values, gpointer data,
               GError **error)
{
  static const char *const known[] = { "markup", "b", "i", "tt", "span",
                                       "a", NULL };

  if (!g_strv_contains (known, name))
    g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_UNKNOWN_ELEMENT,
                 "<%s> is not Pango markup the tutor makes", name);
}

static gboolean
is_markup (const char *markup)
{
  static const GMarkupParser parser = { check_element, NULL, NULL, NULL,
                                        NULL };
  g_autoptr (GMarkupParseContext) context = g_markup_parse_context_new (
    &parser, 0, NULL, NULL);
  g_autofree char *text = g_strdup_printf ("<markup>%s</markup>", markup);
  g_autoptr (GError) error = NULL;

  if (!g_markup_parse_context_parse (context, text, -1, &error)
      || !g_markup_parse_context_end_parse (context, &error))
    {
      g_test_message ("%s", error->message);
      return FALSE;
    }
  return TRUE;
}

static guint
count_kind (GPtrArray *blocks, TutorHelpBlockKind kind)
{
  guint n = 0;

  for (guint i = 0; i < blocks->len; i++)
    n += ((TutorHelpBlock *) g_ptr_array_index (blocks, i))->kind == kind;
  return n;
}

static void
test_shipped_pages (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TutorHelpBook) book = tutor_help_book_new (shipped_directory (),
                                                        &error);
  g_auto (GStrv) ids = NULL, problems = NULL;

  g_assert_no_error (error);
  problems = tutor_help_book_dup_problems (book);
  for (char **p = problems; *p; p++)
    g_test_message ("%s", *p);
  g_assert_cmpuint (g_strv_length (problems), ==, 0);
  ids = tutor_help_book_dup_page_ids (book);
  g_assert_cmpuint (g_strv_length (ids), >=, 6);
  g_assert_true (g_strv_contains ((const char *const *) ids, "index"));
  for (char **id = ids; *id; id++)
    {
      g_autofree char *title = NULL;
      g_autoptr (GPtrArray) blocks = tutor_help_book_build_page (
        book, *id, &title, &error);

      g_assert_no_error (error);
      g_assert_nonnull (title);
      g_assert_cmpstr (title, !=, "");
      g_assert_cmpuint (blocks->len, >, 0);
      /* Every text is markup GTK can show, and every figure is there. */
      for (guint i = 0; i < blocks->len; i++)
        {
          TutorHelpBlock *block = g_ptr_array_index (blocks, i);

          if (block->kind == TUTOR_HELP_BLOCK_CODE)
            continue;
          if (!is_markup (block->markup))
            g_error ("%s: block %u is not markup: %s", *id, i,
                     block->markup);
          if (block->kind == TUTOR_HELP_BLOCK_FIGURE)
            {
              g_autofree char *path = tutor_help_book_find_figure (
                book, block->source);
              g_assert_nonnull (path);
            }
        }
      /* Every topic page has a description for the index's list. */
      if (strcmp (*id, "index") != 0)
        g_assert_cmpstr (
          tutor_help_page_get_desc (tutor_help_book_get_page (book, *id)),
          !=, "");
    }
  tutor_help_book_check_links (book, &error);
  g_assert_no_error (error);
}

/* The guide as the build translated it (itstool), each language as
 * whole as the English, its figures found in the English guide. */
static void
test_translated_pages (void)
{
  g_autoptr (GDir) dir = g_dir_open (BUILD_HELPDIR, 0, NULL);
  const char *name;
  guint languages = 0;

  if (dir == NULL)
    {
      g_test_skip ("the help was not built");
      return;
    }
  while ((name = g_dir_read_name (dir)))
    {
      g_autofree char *folder = g_build_filename (BUILD_HELPDIR, name, NULL);
      g_autofree char *index = g_build_filename (folder, "index.page", NULL);
      g_autoptr (TutorHelpBook) book = NULL;
      g_autoptr (GError) error = NULL;
      g_auto (GStrv) problems = NULL, ids = NULL;

      if (!g_file_test (index, G_FILE_TEST_IS_REGULAR))
        continue;
      languages++;
      book = tutor_help_book_new (folder, &error);
      g_assert_no_error (error);
      problems = tutor_help_book_dup_problems (book);
      g_assert_cmpstrv (problems, ((const char *const[]) { NULL }));
      ids = tutor_help_book_dup_page_ids (book);
      g_assert_cmpuint (g_strv_length (ids), >=, 6);
      tutor_help_book_check_links (book, &error);
      g_assert_no_error (error);
      for (char **id = ids; *id; id++)
        {
          g_autoptr (GPtrArray) blocks = tutor_help_book_build_page (
            book, *id, NULL, &error);

          g_assert_no_error (error);
          for (guint i = 0; i < blocks->len; i++)
            {
              TutorHelpBlock *block = g_ptr_array_index (blocks, i);
              g_autofree char *path = NULL;

              if (block->kind != TUTOR_HELP_BLOCK_FIGURE)
                continue;
              path = tutor_help_book_find_figure (book, block->source);
              g_assert_nonnull (path);
            }
        }
    }
  g_test_message ("%u languages", languages);
  if (languages == 0)
    g_test_skip ("no language of the help was built");
}

/* The index lists every topic, in the order of its groups. */
static void
test_index_topics (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TutorHelpBook) book = tutor_help_book_new (shipped_directory (),
                                                        &error);
  g_autoptr (GPtrArray) blocks = tutor_help_book_build_page (book, "index",
                                                             NULL, &error);
  g_auto (GStrv) ids = tutor_help_book_dup_page_ids (book);
  g_autoptr (GPtrArray) order = g_ptr_array_new ();

  g_assert_no_error (error);
  for (guint i = 0; i < blocks->len; i++)
    {
      TutorHelpBlock *block = g_ptr_array_index (blocks, i);
      if (block->kind == TUTOR_HELP_BLOCK_TOPIC)
        g_ptr_array_add (order, block->xref);
    }
  /* Each page but the index, once. */
  g_assert_cmpuint (order->len, ==, g_strv_length (ids) - 1);
  g_assert_cmpstr (g_ptr_array_index (order, 0), ==, "rules");
  g_assert_cmpstr (g_ptr_array_index (order, 1), ==, "lessons");
  g_assert_cmpstr (g_ptr_array_index (order, 3), ==, "exercise-sets");
}

/* Mallard's inline elements as Pango markup, links as xref: URIs, an
 * empty link named by its target's title. */
static void
test_markup (void)
{
  g_autofree char *folder = g_build_filename (scratch, "markup", NULL);
  g_autofree char *index = NULL, *other = NULL, *title = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (TutorHelpBook) book = NULL;
  g_autoptr (GPtrArray) blocks = NULL;
  TutorHelpBlock *block;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  index = write_page (folder, "index.page",
    "<page xmlns='http://projectmallard.org/1.0/' id='index'>"
    "<title>Start &amp; go</title>"
    "<p>Press <keyseq><key>Ctrl</key><key>H</key></keyseq> in "
    "<gui>Lessons</gui>, <em>now</em>: <link xref='other#s'/> or "
    "<link xref='other'>there</link> &lt;3</p>"
    "<steps><item><p>One</p></item><item><p>Two</p></item></steps>"
    "<code>a &lt; b\n  c</code>"
    "</page>");
  other = write_page (folder, "other.page",
    "<page xmlns='http://projectmallard.org/1.0/' id='other'>"
    "<title>Other</title><section id='s'><title>A section</title>"
    "<p>x</p></section></page>");
  book = tutor_help_book_new (folder, &error);
  g_assert_no_error (error);
  blocks = tutor_help_book_build_page (book, "index", &title, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (title, ==, "Start & go");
  g_assert_cmpuint (blocks->len, ==, 4);
  g_assert_cmpuint (count_kind (blocks, TUTOR_HELP_BLOCK_STEP), ==, 2);
  block = g_ptr_array_index (blocks, 0);
  g_assert_cmpint (block->kind, ==, TUTOR_HELP_BLOCK_PARAGRAPH);
  g_assert_nonnull (strstr (block->markup, "Ctrl\u2009</span>+<span"));
  g_assert_nonnull (strstr (block->markup, "<b>Lessons</b>"));
  g_assert_nonnull (strstr (block->markup, "<i>now</i>"));
  g_assert_nonnull (strstr (block->markup,
                            "<a href=\"xref:other#s\">A section</a>"));
  g_assert_nonnull (strstr (block->markup,
                            "<a href=\"xref:other\">there</a> &lt;3"));
  block = g_ptr_array_index (blocks, 2);
  g_assert_cmpint (block->kind, ==, TUTOR_HELP_BLOCK_STEP);
  g_assert_cmpuint (block->number, ==, 2);
  block = g_ptr_array_index (blocks, 3);
  g_assert_cmpint (block->kind, ==, TUTOR_HELP_BLOCK_CODE);
  g_assert_cmpstr (block->markup, ==, "a < b\n  c");
  tutor_help_book_check_links (book, &error);
  g_assert_no_error (error);
}

/* A link to a page or section that is not there is named. */
static void
test_broken_link (void)
{
  g_autofree char *folder = g_build_filename (scratch, "broken", NULL);
  g_autofree char *index = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (TutorHelpBook) book = NULL;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  index = write_page (folder, "index.page",
    "<page xmlns='http://projectmallard.org/1.0/' id='index'>"
    "<title>T</title><p><link xref='nowhere'/> "
    "<link xref='index#nosection'/></p></page>");
  book = tutor_help_book_new (folder, &error);
  g_assert_no_error (error);
  g_assert_false (tutor_help_book_check_links (book, &error));
  g_assert_error (error, TUTOR_HELP_ERROR, TUTOR_HELP_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "index.page: nowhere"));
  g_assert_nonnull (strstr (error->message, "index.page: index#nosection"));
}

static void
assert_refused (const char *name, const char *text, TutorHelpError code,
                const char *where, const char *why)
{
  g_autofree char *path = write_page (scratch, name, text);
  g_autoptr (GError) error = NULL;
  g_autoptr (TutorHelpPage) page = tutor_help_page_new_from_file (path,
                                                                  &error);

  g_assert_null (page);
  g_assert_error (error, TUTOR_HELP_ERROR, code);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, path));
  g_assert_nonnull (strstr (error->message, where));
  g_assert_nonnull (strstr (error->message, why));
}

static void
test_hostile_pages (void)
{
  GString *huge = g_string_new ("<page xmlns='http://projectmallard.org/"
                                "1.0/'><p>");
  GString *deep = g_string_new ("<page xmlns='http://projectmallard.org/"
                                "1.0/'>");

  /* An entity declared, internal or external, is never read. */
  assert_refused ("entity.page",
    "<?xml version='1.0'?>\n"
    "<!DOCTYPE page [<!ENTITY x SYSTEM 'file:///etc/passwd'>]>\n"
    "<page xmlns='http://projectmallard.org/1.0/'><p>&x;</p></page>",
    TUTOR_HELP_ERROR_DOCTYPE, ".page:2:", "DOCTYPE");
  assert_refused ("laughs.page",
    "<!DOCTYPE page [<!ENTITY a 'aaaaaaaaaa'><!ENTITY b '&a;&a;&a;&a;'>]>"
    "<page xmlns='http://projectmallard.org/1.0/'><p>&b;</p></page>",
    TUTOR_HELP_ERROR_DOCTYPE, ".page:1:", "DOCTYPE");
  assert_refused ("dtd.page",
    "<!DOCTYPE page SYSTEM 'http://example.com/mallard.dtd'>"
    "<page xmlns='http://projectmallard.org/1.0/'/>",
    TUTOR_HELP_ERROR_DOCTYPE, ".page:1:", "DOCTYPE");
  /* Without a DOCTYPE, an entity is not defined. */
  assert_refused ("undefined.page",
    "<page xmlns='http://projectmallard.org/1.0/'>\n<p>&x;</p></page>",
    TUTOR_HELP_ERROR_NOT_XML, ".page:2:", "Entity 'x' not defined");
  assert_refused ("cut.page",
    "<page xmlns='http://projectmallard.org/1.0/'>\n<p>cut",
    TUTOR_HELP_ERROR_NOT_XML, ".page:2:", "well-formed");
  assert_refused ("html.page", "<html><p>x</p></html>",
    TUTOR_HELP_ERROR_NOT_MALLARD, ".page:1:", "Mallard");

  while (huge->len <= TUTOR_HELP_MAX_PAGE_SIZE)
    g_string_append (huge, "Sow the stones. ");
  g_string_append (huge, "</p></page>");
  assert_refused ("huge.page", huge->str, TUTOR_HELP_ERROR_TOO_LARGE,
                  ".page:", "larger than 256 KiB");
  for (int i = 0; i < 40; i++)
    g_string_append (deep, "<div>\n");
  assert_refused ("deep.page", deep->str, TUTOR_HELP_ERROR_NOT_XML,
                  ".page:", "well-formed");
  for (int i = 0; i < 40; i++)
    g_string_append (deep, "</div>");
  g_string_append (deep, "</page>");
  assert_refused ("deeper.page", deep->str, TUTOR_HELP_ERROR_TOO_DEEP,
                  ".page:33:", "nested more than 32");
  g_string_free (huge, TRUE);
  g_string_free (deep, TRUE);
}

/* A book with a broken page shows the others, and says why that one
 * cannot be shown. */
static void
test_broken_page_in_book (void)
{
  g_autofree char *folder = g_build_filename (scratch, "half", NULL);
  g_autofree char *index = NULL, *bad = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (TutorHelpBook) book = NULL;
  g_autoptr (GPtrArray) blocks = NULL;
  g_auto (GStrv) problems = NULL;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  index = write_page (folder, "index.page",
    "<page xmlns='http://projectmallard.org/1.0/' id='index'>"
    "<title>T</title><p><link xref='bad'/></p></page>");
  bad = write_page (folder, "bad.page", "<page><p>unclosed</page>");
  book = tutor_help_book_new (folder, &error);
  g_assert_no_error (error);
  problems = tutor_help_book_dup_problems (book);
  g_assert_cmpuint (g_strv_length (problems), ==, 1);
  blocks = tutor_help_book_build_page (book, "bad", NULL, &error);
  g_assert_null (blocks);
  g_assert_error (error, TUTOR_HELP_ERROR, TUTOR_HELP_ERROR_NOT_XML);
  g_assert_true (g_str_has_prefix (error->message, bad));
  g_clear_error (&error);
  blocks = tutor_help_book_build_page (book, "missing", NULL, &error);
  g_assert_error (error, TUTOR_HELP_ERROR, TUTOR_HELP_ERROR_NOT_FOUND);
}

/* The user's language when there is a guide in it, else English. */
static void
test_languages (void)
{
  g_autofree char *ru = g_build_filename (scratch, "help", "ru", NULL);
  g_autofree char *c = g_build_filename (scratch, "help", "C", NULL);
  g_autofree char *root = g_build_filename (scratch, "help", NULL);
  g_autofree char *ru_index = NULL, *c_index = NULL, *found = NULL;
  const char *const russian[] = { "ru_RU.UTF-8", "ru_RU", "ru", "C", NULL };
  const char *const kazakh[] = { "kk_KZ", "kk", NULL };

  g_assert_cmpint (g_mkdir_with_parents (ru, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (c, 0700), ==, 0);
  ru_index = write_page (ru, "index.page", "<page/>");
  c_index = write_page (c, "index.page", "<page/>");
  g_setenv ("TOGUZ_TUTOR_HELPDIR", root, TRUE);
  found = tutor_help_book_find_directory (russian);
  g_assert_cmpstr (found, ==, ru);
  g_free (found);
  found = tutor_help_book_find_directory (kazakh);
  g_assert_cmpstr (found, ==, c);
  g_unsetenv ("TOGUZ_TUTOR_HELPDIR");
}

static void
remove_tree (const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_remove (child);
    }
  g_rmdir (path);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  scratch = g_dir_make_tmp ("test-help-book-XXXXXX", NULL);
  g_test_add_func ("/help/shipped-pages", test_shipped_pages);
  g_test_add_func ("/help/translated-pages", test_translated_pages);
  g_test_add_func ("/help/index-topics", test_index_topics);
  g_test_add_func ("/help/markup", test_markup);
  g_test_add_func ("/help/broken-link", test_broken_link);
  g_test_add_func ("/help/hostile-pages", test_hostile_pages);
  g_test_add_func ("/help/broken-page-in-book", test_broken_page_in_book);
  g_test_add_func ("/help/languages", test_languages);
  status = g_test_run ();
  remove_tree (scratch);
  g_free (scratch);
  return status;
}
