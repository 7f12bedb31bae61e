/* test-lesson-source.c: a file written back as its author wrote it
 * (issue 17): byte for byte when unchanged, only the edited parts
 * rewritten otherwise, through the core and through the editor's draft.
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "toguz-error.h"
#include "toguz-lesson-loader.h"
#include "toguz-lesson-source.h"
#include "toguz-lesson-writer.h"
#include "toguz-set-draft.h"

static char *
source_path (const char *name)
{
  return g_build_filename (g_getenv ("TOGUZ_SOURCE_DIR"), "lessons", name,
                           NULL);
}

/* Every .xml file in lessons/ and lessons/examples/, as paths. */
static GPtrArray *
shipped_files (void)
{
  static const char *const dirs[] = { "", "examples" };
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);

  for (guint d = 0; d < G_N_ELEMENTS (dirs); d++)
    {
      g_autofree char *dir = source_path (dirs[d]);
      g_autoptr (GError) error = NULL;
      g_autoptr (GDir) listing = g_dir_open (dir, 0, &error);
      const char *name;

      g_assert_no_error (error);
      while ((name = g_dir_read_name (listing)))
        if (g_str_has_suffix (name, ".xml"))
          g_ptr_array_add (files, g_build_filename (dir, name, NULL));
    }
  g_assert_cmpuint (files->len, >=, 11);
  return files;
}

static char *
read_text (const char *path)
{
  g_autoptr (GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

/* The same bytes; else the first line that differs, not the whole file. */
static void
assert_same_text (const char *saved, const char *original)
{
  gsize at = 0;

  while (saved[at] && saved[at] == original[at])
    at++;
  if (saved[at] != original[at])
    {
      gsize line = at;
      g_autofree char *got = NULL;
      g_autofree char *wanted = NULL;

      while (line > 0 && saved[line - 1] != '\n')
        line--;
      got = g_strndup (saved + line, strcspn (saved + line, "\n"));
      wanted = g_strndup (original + line, strcspn (original + line, "\n"));
      g_test_message ("first difference at byte %zu", at);
      g_assert_cmpstr (got, ==, wanted);
      g_assert_cmpuint (strlen (saved), ==, strlen (original));
    }
}

static ToguzLessonSource *
load_source (const char *path)
{
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) lesson = NULL;
  ToguzLessonSource *source;

  source = toguz_lesson_source_load_file (path, problems, &lesson);
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_nonnull (lesson);
  g_assert_nonnull (source);
  g_assert_true (toguz_lesson_source_get_lesson (source) == lesson);
  return source;
}

static char *
scratch_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("test-lesson-source-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_dir (const char *dir)
{
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  while (listing && (name = g_dir_read_name (listing)))
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_remove (path);
    }
  g_rmdir (dir);
}

/* The writer's parts make its whole text: what the splice compares is
 * what the writer writes. */
static void
test_parts_make_the_file (void)
{
  g_autoptr (GPtrArray) files = shipped_files ();

  for (guint f = 0; f < files->len; f++)
    {
      g_autoptr (ToguzLessonSource) source
        = load_source (g_ptr_array_index (files, f));
      ToguzLesson *lesson = toguz_lesson_source_get_lesson (source);
      g_autoptr (GString) parts = g_string_new (
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
      g_autofree char *whole = toguz_lesson_to_xml (lesson, NULL);

      for (int part = TOGUZ_LESSON_PART_ROOT_START;
           part <= TOGUZ_LESSON_PART_ROOT_END; part++)
        for (guint i = 0; i < (part == TOGUZ_LESSON_PART_STEP
                                 ? toguz_lesson_get_n_steps (lesson)
                                 : 1u);
             i++)
          {
            g_autofree char *text = toguz_lesson_part_to_xml (lesson, part,
                                                              i, NULL);
            g_assert_nonnull (text);
            g_string_append (parts, text);
          }
      g_assert_cmpstr (parts->str, ==, whole);
    }
}

/* Every file, unchanged, through the core: the same bytes. */
static void
test_round_trip_core (void)
{
  g_autoptr (GPtrArray) files = shipped_files ();
  guint lessons = 0;

  for (guint f = 0; f < files->len; f++)
    {
      const char *path = g_ptr_array_index (files, f);
      g_autoptr (ToguzLessonSource) source = load_source (path);
      g_autofree char *original = read_text (path);
      g_autoptr (GError) error = NULL;
      g_autofree char *text = toguz_lesson_source_splice (
        source, toguz_lesson_source_get_lesson (source), NULL, &error);

      g_test_message ("%s", path);
      g_assert_no_error (error);
      assert_same_text (text, original);
      if (toguz_lesson_get_kind (toguz_lesson_source_get_lesson (source))
          == TOGUZ_LESSON_KIND_LESSON)
        lessons++;
    }
  /* 01 to 07 and the example lesson. */
  g_assert_cmpuint (lessons, >=, 8);
}

/* Every exercise set opened in the editor's draft and saved unchanged:
 * the same bytes.  The editor refuses the lessons. */
static void
test_round_trip_draft (void)
{
  g_autoptr (GPtrArray) files = shipped_files ();
  g_autofree char *dir = scratch_dir ();
  guint sets = 0;

  for (guint f = 0; f < files->len; f++)
    {
      const char *path = g_ptr_array_index (files, f);
      g_autoptr (GFile) file = g_file_new_for_path (path);
      g_autofree char *name = g_path_get_basename (path);
      g_autofree char *copy_path = g_build_filename (dir, name, NULL);
      g_autoptr (GFile) copy = g_file_new_for_path (copy_path);
      g_autoptr (ToguzSetDraft) draft = toguz_set_draft_new ();
      g_autoptr (GError) error = NULL;
      g_autofree char *original = NULL;
      g_autofree char *saved = NULL;

      g_test_message ("%s", path);
      if (!toguz_set_draft_load (draft, file, &error))
        {
          g_assert_error (error, TOGUZ_ERROR, TOGUZ_ERROR_LESSON);
          g_assert_nonnull (strstr (error->message, "is a lesson"));
          continue;
        }
      /* A record= beside the file is found beside the copy. */
      if (strcmp (name, "example-exercises.xml") == 0)
        {
          g_autofree char *games = source_path ("examples/club-games.pgn");
          g_autofree char *games_copy = g_build_filename (dir,
                                                          "club-games.pgn",
                                                          NULL);
          g_autofree char *contents = read_text (games);
          g_assert_true (g_file_set_contents (games_copy, contents, -1,
                                              NULL));
        }
      g_assert_true (toguz_set_draft_save (draft, copy, &error));
      g_assert_no_error (error);
      original = read_text (path);
      saved = read_text (copy_path);
      assert_same_text (saved, original);
      sets++;
    }
  /* puzzles-from-games, example-exercises and teacher-sample. */
  g_assert_cmpuint (sets, >=, 3);
  remove_dir (dir);
}

/* A set given to the draft as a model keeps the bytes of its file too,
 * while the file still holds it. */
static void
test_set_lesson (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *sample = source_path ("examples/teacher-sample.xml");
  g_autofree char *path = g_build_filename (dir, "homework.xml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) lesson = toguz_lesson_load_file (sample, problems);
  g_autoptr (ToguzSetDraft) draft = toguz_set_draft_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *original = read_text (sample);
  g_autofree char *saved = NULL;

  g_assert_nonnull (lesson);
  toguz_set_draft_set_lesson (draft, lesson, file);
  g_assert_true (toguz_set_draft_save (draft, file, &error));
  g_assert_no_error (error);
  saved = read_text (path);
  assert_same_text (saved, original);
  remove_dir (dir);
}

static void
on_done (GObject *source, GAsyncResult *result, gpointer data)
{
  *(GAsyncResult **) data = g_object_ref (result);
}

static GAsyncResult *
wait_for (GAsyncResult **result)
{
  while (*result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return *result;
}

/* The editor's way: read and saved off the main thread. */
static void
test_async (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *sample = source_path ("examples/teacher-sample.xml");
  g_autofree char *path = g_build_filename (dir, "homework.xml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (sample);
  g_autoptr (GFile) copy = g_file_new_for_path (path);
  g_autoptr (ToguzSetDraft) draft = toguz_set_draft_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *original = read_text (sample);
  g_autofree char *saved = NULL;
  GAsyncResult *loaded = NULL;
  GAsyncResult *written = NULL;

  toguz_set_draft_load_async (draft, file, NULL, on_done, &loaded);
  g_assert_true (toguz_set_draft_load_finish (draft, wait_for (&loaded),
                                              &error));
  g_assert_no_error (error);
  toguz_set_draft_save_async (draft, copy, NULL, on_done, &written);
  g_assert_true (toguz_set_draft_save_finish (draft, wait_for (&written),
                                              &error));
  g_assert_no_error (error);
  saved = read_text (path);
  assert_same_text (saved, original);
  g_object_unref (loaded);
  g_object_unref (written);
  remove_dir (dir);
}

/* Editing teacher-sample.xml in the draft */

typedef struct
{
  char *dir;
  char *path;
  GFile *file;
  char *original;
  ToguzSetDraft *draft;
} Edit;

static void
edit_setup (Edit *edit, gconstpointer data)
{
  g_autofree char *sample = source_path ("examples/teacher-sample.xml");
  g_autoptr (GFile) file = g_file_new_for_path (sample);
  g_autoptr (GError) error = NULL;

  edit->dir = scratch_dir ();
  edit->path = g_build_filename (edit->dir, "homework.xml", NULL);
  edit->file = g_file_new_for_path (edit->path);
  edit->original = read_text (sample);
  edit->draft = toguz_set_draft_new ();
  g_assert_true (toguz_set_draft_load (edit->draft, file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (toguz_set_draft_get_n_puzzles (edit->draft), ==, 5);
}

static void
edit_teardown (Edit *edit, gconstpointer data)
{
  g_object_unref (edit->draft);
  g_object_unref (edit->file);
  g_free (edit->original);
  g_free (edit->path);
  remove_dir (edit->dir);
  g_free (edit->dir);
}

static char *
save (Edit *edit)
{
  g_autoptr (GError) error = NULL;

  toguz_set_draft_save (edit->draft, edit->file, &error);
  g_assert_no_error (error);
  g_assert_false (toguz_set_draft_get_modified (edit->draft));
  return read_text (edit->path);
}

/* Where the original's puzzle `n` (0-based) ends: after its "</puzzle>".
 * -1 gives where the first one's comment begins (the end of the
 * summaries). */
static gsize
puzzle_end (const char *text, int n)
{
  const char *p = text;

  if (n < 0)
    return (gsize) (strstr (text, "</summary>\n\n") - text)
           + strlen ("</summary>");
  for (int i = 0; i <= n; i++)
    {
      p = strstr (p, "</puzzle>");
      g_assert_nonnull (p);
      p += strlen ("</puzzle>");
    }
  return (gsize) (p - text);
}

/* The original's puzzle `n` with its comment and blank line. */
static char *
puzzle_unit (const char *text, int n)
{
  gsize from = puzzle_end (text, n - 1);
  return g_strndup (text + from, puzzle_end (text, n) - from);
}

static void
assert_same_but (const char *saved, const char *original, gsize from,
                 gsize to_end)
{
  gsize saved_length = strlen (saved);
  gsize original_length = strlen (original);

  g_assert_cmpuint (saved_length, >=, from + to_end);
  g_assert_cmpint (strncmp (saved, original, from), ==, 0);
  g_assert_cmpstr (saved + saved_length - to_end, ==,
                   original + original_length - to_end);
}

static void
test_edit_hint (Edit *edit, gconstpointer data)
{
  g_autofree char *saved = NULL;
  gsize before = puzzle_end (edit->original, 0);
  gsize after = strlen (edit->original) - puzzle_end (edit->original, 1);
  const char *comment = "\n\n  <!-- 2. The same position: the move played "
                        "in the game. -->\n  <puzzle id=\"tuzdik-on-move-two\"";

  toguz_set_draft_set_hint (edit->draft, 1, 0, NULL,
                            "Count to White's row first.");
  saved = save (edit);
  g_assert_cmpstr (saved, !=, edit->original);
  /* Everything before the second puzzle, its comment, and everything
   * after it, byte for byte. */
  assert_same_but (saved, edit->original, before, after);
  g_assert_true (g_str_has_prefix (saved + before, comment));
  /* The puzzle as the writer writes it, in the file's indentation. */
  g_assert_nonnull (strstr (saved + before,
                            "\n      <hint>Count to White's row "
                            "first.</hint>\n      <hint "
                            "xml:lang=\""));
  g_assert_null (strstr (saved, "A tuzdik is made where your last stone"));
  g_assert_true (g_str_has_prefix (saved + strlen (saved) - after
                                     - strlen ("  </puzzle>"),
                                   "  </puzzle>"));
  /* The file's top comment and the other puzzles' comments are kept. */
  g_assert_nonnull (strstr (saved, "<!-- A sample exercise set as a "
                                   "schoolteacher might write it"));
  g_assert_nonnull (strstr (saved, "<!-- 3. White answers with a tuzdik"));

  /* Saved again with no edit: the same bytes as the first save. */
  {
    g_autofree char *again = save (edit);
    assert_same_text (again, saved);
  }
  /* The text saved is the one kept next: the first puzzle removed, the
   * rewritten second one stays as it was written. */
  {
    g_autoptr (GString) expected = g_string_new (saved);
    g_autofree char *first = puzzle_unit (saved, 0);
    g_autofree char *again = NULL;

    g_assert_true (toguz_set_draft_remove_puzzle (edit->draft, 0));
    again = save (edit);
    g_string_erase (expected, (gssize) puzzle_end (saved, -1),
                    (gssize) strlen (first));
    assert_same_text (again, expected->str);
  }
}

static void
test_remove_puzzle (Edit *edit, gconstpointer data)
{
  g_autofree char *saved = NULL;
  g_autofree char *removed = puzzle_unit (edit->original, 2);
  g_autoptr (GString) expected = g_string_new (edit->original);

  g_assert_true (toguz_set_draft_remove_puzzle (edit->draft, 2));
  saved = save (edit);
  /* Gone with its comment and its blank line, nothing else touched. */
  g_assert_true (g_str_has_prefix (removed, "\n\n  <!-- 3. White answers"));
  g_string_erase (expected, (gssize) puzzle_end (edit->original, 1),
                  (gssize) strlen (removed));
  assert_same_text (saved, expected->str);
}

static void
test_add_puzzle (Edit *edit, gconstpointer data)
{
  g_autofree char *saved = NULL;
  gsize at = puzzle_end (edit->original, 0);
  guint index = toguz_set_draft_add_puzzle (edit->draft, 0);
  const char *added;

  g_assert_cmpuint (index, ==, 1);
  /* From the start, several moves capture: any is right. */
  toguz_set_draft_set_accept_any (edit->draft, index, TRUE);
  saved = save (edit);
  /* After the first puzzle, a blank line and the puzzles' indentation;
   * before the second's comment, which is kept. */
  assert_same_but (saved, edit->original, at, strlen (edit->original) - at);
  added = saved + at;
  g_assert_true (g_str_has_prefix (added, "\n\n  <puzzle id=\"puzzle-"));
  added = strstr (added, "</puzzle>") + strlen ("</puzzle>");
  g_assert_true (g_str_has_prefix (
    added, "\n\n  <!-- 2. The same position: the move played in the "
           "game. -->\n"));
  g_assert_nonnull (strstr (saved, "\n    <position fen=\""));
}

static void
test_duplicate_puzzle (Edit *edit, gconstpointer data)
{
  g_autofree char *saved = NULL;
  g_autofree char *first = puzzle_unit (edit->original, 0);
  gsize at = puzzle_end (edit->original, 0);

  g_assert_cmpuint (toguz_set_draft_duplicate_puzzle (edit->draft, 0), ==,
                    1);
  saved = save (edit);
  /* The original keeps its comment; the copy comes after it, without. */
  assert_same_but (saved, edit->original, at, strlen (edit->original) - at);
  g_assert_true (g_str_has_suffix (first, "</puzzle>"));
  g_assert_true (g_str_has_prefix (saved + at,
                                   "\n\n  <puzzle id=\"capture-twelve-"));
}

static void
test_move_puzzle (Edit *edit, gconstpointer data)
{
  g_autofree char *saved = NULL;
  g_autofree char *second = puzzle_unit (edit->original, 1);
  g_autofree char *third = puzzle_unit (edit->original, 2);
  g_autoptr (GString) expected = g_string_new (NULL);
  gsize from = puzzle_end (edit->original, 0);
  gsize to = puzzle_end (edit->original, 2);

  g_assert_cmpuint (toguz_set_draft_move_puzzle (edit->draft, 1, 1), ==, 2);
  saved = save (edit);
  /* Each puzzle's bytes move with its comment. */
  g_string_append_len (expected, edit->original, (gssize) from);
  g_string_append (expected, third);
  g_string_append (expected, second);
  g_string_append (expected, edit->original + to);
  assert_same_text (saved, expected->str);
}

static void
test_edit_title (Edit *edit, gconstpointer data)
{
  g_autofree char *saved = NULL;
  gsize before = (gsize) (strstr (edit->original, "<title>")
                          - edit->original);
  gsize after = strlen (strstr (edit->original, "\n  <summary>"));

  /* The id follows the title it was made from, unless set. */
  toguz_set_draft_set_id (edit->draft, "homework-captures-and-a-tuzdik");
  g_assert_false (toguz_set_draft_set_title (edit->draft, NULL,
                                             "Homework for Thursday"));
  saved = save (edit);
  /* Only the titles are rewritten: the root's start tag is kept. */
  assert_same_but (saved, edit->original, before, after);
  g_assert_true (g_str_has_prefix (
    saved + before,
    "<title>Homework for Thursday</title>\n"
    "  <title xml:lang=\"kk\">Үй тапсырмасы: құмалақ алу және "
    "тұздық</title>\n"
    "  <title xml:lang=\"ru\">Домашнее задание: взятия и туздык</title>\n"
    "  <summary>"));
}

static void
test_edit_id (Edit *edit, gconstpointer data)
{
  g_autofree char *saved = NULL;
  gsize before = (gsize) (strstr (edit->original, "<exercise-set")
                          - edit->original);
  gsize after = strlen (strstr (edit->original, "\n  <title>"));

  toguz_set_draft_set_id (edit->draft, "homework-week-3");
  saved = save (edit);
  /* The root's start tag as the writer writes it; the top comment and
   * everything after the tag as they were. */
  assert_same_but (saved, edit->original, before, after);
  g_assert_true (g_str_has_prefix (
    saved + before, "<exercise-set xmlns=\"https://toguztutor.org/ns/"
                    "lesson/1\" id=\"homework-week-3\" variant=\"togyz\">\n"
                    "  <title>"));
}

static void
test_remove_summary (Edit *edit, gconstpointer data)
{
  g_autofree char *saved = NULL;
  g_autoptr (GString) expected = g_string_new (edit->original);
  const char *from = strstr (edit->original, "\n  <summary>");
  const char *to = strstr (edit->original, "\n\n  <!-- 1.");

  toguz_set_draft_set_summary (edit->draft, NULL, "");
  toguz_set_draft_set_summary (edit->draft, "ru", "");
  toguz_set_draft_set_summary (edit->draft, "kk", "");
  saved = save (edit);
  g_string_erase (expected, from - edit->original, to - from);
  assert_same_text (saved, expected->str);
}

/* A file indented by four spaces a level, with Windows line ends: an
 * edited puzzle is written in the same. */
static void
test_other_layout (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *sample = source_path ("examples/teacher-sample.xml");
  g_autofree char *original = read_text (sample);
  g_autoptr (GString) layout = g_string_new (NULL);
  g_autofree char *path = g_build_filename (dir, "wide.xml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (ToguzSetDraft) draft = toguz_set_draft_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *saved = NULL;
  g_auto (GStrv) lines = g_strsplit (original, "\n", -1);

  for (guint i = 0; lines[i]; i++)
    {
      guint spaces = (guint) strspn (lines[i], " ");
      if (i > 0)
        g_string_append (layout, "\r\n");
      for (guint s = 0; s < spaces; s++)
        g_string_append (layout, "  ");
      g_string_append (layout, lines[i] + spaces);
    }
  g_assert_true (g_file_set_contents (path, layout->str, -1, NULL));

  g_assert_true (toguz_set_draft_load (draft, file, &error));
  g_assert_no_error (error);
  g_assert_true (toguz_set_draft_save (draft, file, &error));
  g_assert_no_error (error);
  saved = read_text (path);
  assert_same_text (saved, layout->str);
  g_clear_pointer (&saved, g_free);

  toguz_set_draft_set_hint (draft, 4, 0, NULL, "Keep your stones home.");
  g_assert_true (toguz_set_draft_save (draft, file, &error));
  g_assert_no_error (error);
  saved = read_text (path);
  g_assert_nonnull (strstr (saved, "\r\n            <hint>Keep your stones "
                                   "home.</hint>\r\n            <hint "
                                   "xml:lang=\"kk\">"));
  g_assert_nonnull (strstr (saved, "\r\n    <!-- 5. Atsyz kalu. -->\r\n"
                                   "    <puzzle id=\"leave-black-without-a-"
                                   "move\" difficulty=\"3\" themes="));
  g_assert_null (strstr (saved, "\n\n"));
  g_assert_true (g_str_has_suffix (saved, "\r\n    </puzzle>\r\n"
                                          "</exercise-set>\r\n"));
  remove_dir (dir);
}

/* Saved where the game record its puzzles name is not: the writer's text,
 * which states each position, rather than bytes that would not read. */
static void
test_record_not_beside (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *sample = source_path ("examples/example-exercises.xml");
  g_autofree char *path = g_build_filename (dir, "exercises.xml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (sample);
  g_autoptr (GFile) copy = g_file_new_for_path (path);
  g_autoptr (ToguzSetDraft) draft = toguz_set_draft_new ();
  g_autoptr (ToguzLesson) lesson = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *original = read_text (sample);
  g_autofree char *saved = NULL;
  g_autofree char *written = NULL;

  g_assert_nonnull (strstr (original, "record=\""));
  g_assert_true (toguz_set_draft_load (draft, file, &error));
  g_assert_no_error (error);
  g_assert_true (toguz_set_draft_save (draft, copy, &error));
  g_assert_no_error (error);
  saved = read_text (path);
  lesson = toguz_set_draft_build_lesson (draft);
  written = toguz_lesson_to_xml (lesson, NULL);
  assert_same_text (saved, written);
  remove_dir (dir);
}

/* Bytes that are not those of the lesson are not kept. */
static void
test_not_kept (void)
{
  g_autofree char *sample = source_path ("examples/teacher-sample.xml");
  g_autofree char *other = source_path ("examples/example-exercises.xml");
  g_autoptr (ToguzLessonSource) source = load_source (sample);
  g_autofree char *text = read_text (other);
  g_autoptr (GBytes) bytes = g_bytes_new (text, strlen (text));

  g_assert_null (toguz_lesson_source_new (
    toguz_lesson_source_get_lesson (source), bytes));
}

/* A scanner over comments, CDATA, processing instructions and a '>' in
 * an attribute: a lesson written from memory, unchanged and edited. */
static void
test_markup (void)
{
  static const char text[]
    = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
      "<?toguz note=\"a > b\"?>\n"
      "<!-- <lesson> in a comment -->\n"
      "<lesson xmlns=\"https://toguztutor.org/ns/lesson/1\" id=\"tiny\">\n"
      "\t<title>Tiny <![CDATA[<lesson> & > ]]></title>\n"
      "\t<!-- <step id=\"not-a-step\"> -->\n"
      "\t<step id=\"one\"><text>First &gt; second</text></step>\n"
      "\t<step id=\"two\"><!-- </step> -->\n"
      "\t\t<text>Hole <?pi </step>?>two</text>\n"
      "\t</step>\n"
      "</lesson>\n<!-- the end -->\n";
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) lesson = toguz_lesson_load_data (text,
                                                          strlen (text),
                                                          "tiny.xml",
                                                          problems);
  g_autoptr (GBytes) bytes = g_bytes_new_static (text, strlen (text));
  g_autoptr (ToguzLessonSource) source = NULL;
  g_autoptr (ToguzLessonSource) edited_source = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *same = NULL;
  g_autofree char *edited_text = NULL;
  g_autofree char *moved_text = NULL;
  g_autoptr (ToguzLesson) edited = NULL;
  g_autoptr (ToguzLesson) moved = NULL;

  for (guint i = 0; i < problems->len; i++)
    g_test_message ("%s", ((ToguzLessonProblem *) g_ptr_array_index (
                             problems, i))->message);
  g_assert_nonnull (lesson);
  source = toguz_lesson_source_new (lesson, bytes);
  g_assert_nonnull (source);
  same = toguz_lesson_source_splice (source, lesson, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (same, ==, text);

  /* Step "one" edited: written by the writer, a tab a level; the rest
   * kept. */
  {
    g_autofree char *changed = NULL;
    GString *swap = g_string_new (text);

    g_string_replace (swap, "First &gt; second", "First, then second", 1);
    changed = g_string_free (swap, FALSE);
    g_ptr_array_set_size (problems, 0);
    edited = toguz_lesson_load_data (changed, strlen (changed), "tiny.xml",
                                     problems);
    g_assert_nonnull (edited);
  }
  edited_text = toguz_lesson_source_splice (source, edited, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (
    edited_text, ==,
    "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
    "<?toguz note=\"a > b\"?>\n"
    "<!-- <lesson> in a comment -->\n"
    "<lesson xmlns=\"https://toguztutor.org/ns/lesson/1\" id=\"tiny\">\n"
    "\t<title>Tiny <![CDATA[<lesson> & > ]]></title>\n"
    "\t<!-- <step id=\"not-a-step\"> -->\n"
    "\t<step id=\"one\">\n"
    "\t\t<text>First, then second</text>\n"
    "\t</step>\n"
    "\t<step id=\"two\"><!-- </step> -->\n"
    "\t\t<text>Hole <?pi </step>?>two</text>\n"
    "\t</step>\n"
    "</lesson>\n<!-- the end -->\n");

  /* The two steps swapped, each with what came before it. */
  moved = toguz_lesson_new (TOGUZ_LESSON_KIND_LESSON, "tiny", NULL);
  toguz_lesson_take_step (moved,
                          toguz_step_copy (toguz_lesson_get_step (lesson, 1)));
  toguz_lesson_take_step (moved,
                          toguz_step_copy (toguz_lesson_get_step (lesson, 0)));
  toguz_lesson_set_meta (
    moved, toguz_lesson_get_rules (lesson), 0,
    toguz_lesson_text_copy (toguz_lesson_get_title_text (lesson)), NULL);
  moved_text = toguz_lesson_source_splice (source, moved, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (
    moved_text, ==,
    "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
    "<?toguz note=\"a > b\"?>\n"
    "<!-- <lesson> in a comment -->\n"
    "<lesson xmlns=\"https://toguztutor.org/ns/lesson/1\" id=\"tiny\">\n"
    "\t<title>Tiny <![CDATA[<lesson> & > ]]></title>\n"
    "\t<step id=\"two\"><!-- </step> -->\n"
    "\t\t<text>Hole <?pi </step>?>two</text>\n"
    "\t</step>\n"
    "\t<!-- <step id=\"not-a-step\"> -->\n"
    "\t<step id=\"one\"><text>First &gt; second</text></step>\n"
    "</lesson>\n<!-- the end -->\n");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lesson-source/parts-make-the-file",
                   test_parts_make_the_file);
  g_test_add_func ("/lesson-source/round-trip-core", test_round_trip_core);
  g_test_add_func ("/lesson-source/round-trip-draft", test_round_trip_draft);
  g_test_add_func ("/lesson-source/set-lesson", test_set_lesson);
  g_test_add_func ("/lesson-source/async", test_async);
  g_test_add ("/lesson-source/edit-hint", Edit, NULL, edit_setup,
              test_edit_hint, edit_teardown);
  g_test_add ("/lesson-source/remove-puzzle", Edit, NULL, edit_setup,
              test_remove_puzzle, edit_teardown);
  g_test_add ("/lesson-source/add-puzzle", Edit, NULL, edit_setup,
              test_add_puzzle, edit_teardown);
  g_test_add ("/lesson-source/duplicate-puzzle", Edit, NULL, edit_setup,
              test_duplicate_puzzle, edit_teardown);
  g_test_add ("/lesson-source/move-puzzle", Edit, NULL, edit_setup,
              test_move_puzzle, edit_teardown);
  g_test_add ("/lesson-source/edit-title", Edit, NULL, edit_setup,
              test_edit_title, edit_teardown);
  g_test_add ("/lesson-source/edit-id", Edit, NULL, edit_setup,
              test_edit_id, edit_teardown);
  g_test_add ("/lesson-source/remove-summary", Edit, NULL, edit_setup,
              test_remove_summary, edit_teardown);
  g_test_add_func ("/lesson-source/other-layout", test_other_layout);
  g_test_add_func ("/lesson-source/record-not-beside",
                   test_record_not_beside);
  g_test_add_func ("/lesson-source/not-kept", test_not_kept);
  g_test_add_func ("/lesson-source/markup", test_markup);
  return g_test_run ();
}
