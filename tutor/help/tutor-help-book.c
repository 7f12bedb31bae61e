/* tutor-help-book.c: the pages of the user guide in one language
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "toguz-text.h"
#include "tutor-help-book.h"

struct _TutorHelpBook
{
  GObject parent_instance;

  char *directory;
  GHashTable *pages;     /* id -> TutorHelpPage */
  GHashTable *problems;  /* id (the file's name) -> GError */
};

G_DEFINE_FINAL_TYPE (TutorHelpBook, tutor_help_book, G_TYPE_OBJECT)

static char *
directory_for (const char *language)
{
  const char *root = g_getenv ("TOGUZ_TUTOR_HELPDIR");

  if (root && *root)
    return g_build_filename (root, language, NULL);
  if (toguz_text_running_uninstalled ())
    return strcmp (language, "C") == 0
             ? g_build_filename (SOURCE_HELPDIR, "C", NULL)
             : g_build_filename (BUILD_HELPDIR, language, NULL);
  return g_build_filename (HELPDIR, language, APP_ID, NULL);
}

char *
tutor_help_book_find_directory (const char *const *languages)
{
  static const char *const english[] = { "C", NULL };

  if (languages == NULL)
    languages = g_get_language_names ();
  for (int pass = 0; pass < 2; pass++)
    for (const char *const *l = pass == 0 ? languages : english; *l; l++)
      {
        g_autofree char *directory = NULL;
        g_autofree char *index = NULL;

        /* "kk_KZ.UTF-8" and the like name no folder. */
        if (strchr (*l, '.') || strchr (*l, '@') || strchr (*l, '/'))
          continue;
        directory = directory_for (*l);
        index = g_build_filename (directory, "index.page", NULL);
        if (g_file_test (index, G_FILE_TEST_IS_REGULAR))
          return g_steal_pointer (&directory);
      }
  return NULL;
}

TutorHelpBook *
tutor_help_book_new (const char *directory, GError **error)
{
  g_autoptr (TutorHelpBook) self = g_object_new (TUTOR_TYPE_HELP_BOOK,
                                                 NULL);
  g_autoptr (GDir) dir = g_dir_open (directory, 0, error);
  const char *name;

  if (dir == NULL)
    return NULL;
  self->directory = g_strdup (directory);
  while ((name = g_dir_read_name (dir)))
    {
      g_autofree char *path = NULL;
      g_autoptr (GError) problem = NULL;
      TutorHelpPage *page;

      if (!g_str_has_suffix (name, ".page"))
        continue;
      path = g_build_filename (directory, name, NULL);
      page = tutor_help_page_new_from_file (path, &problem);
      if (page)
        g_hash_table_replace (self->pages,
                              g_strdup (tutor_help_page_get_id (page)),
                              page);
      else
        g_hash_table_replace (self->problems,
                              g_strndup (name,
                                         strlen (name) - strlen (".page")),
                              g_steal_pointer (&problem));
    }
  return g_steal_pointer (&self);
}

const char *
tutor_help_book_get_directory (TutorHelpBook *self)
{
  g_return_val_if_fail (TUTOR_IS_HELP_BOOK (self), NULL);
  return self->directory;
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

/* The table's keys (page ids), or its values' messages (problems),
 * sorted. */
static GStrv
dup_sorted (GHashTable *table, gboolean messages)
{
  GPtrArray *strings = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, table);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_ptr_array_add (strings, g_strdup (messages ? ((GError *) value)->message
                                                 : (const char *) key));
  g_ptr_array_sort (strings, compare_strings);
  g_ptr_array_add (strings, NULL);
  return (GStrv) g_ptr_array_free (strings, FALSE);
}

GStrv
tutor_help_book_dup_page_ids (TutorHelpBook *self)
{
  g_return_val_if_fail (TUTOR_IS_HELP_BOOK (self), NULL);
  return dup_sorted (self->pages, FALSE);
}

GStrv
tutor_help_book_dup_problems (TutorHelpBook *self)
{
  g_return_val_if_fail (TUTOR_IS_HELP_BOOK (self), NULL);
  return dup_sorted (self->problems, TRUE);
}

TutorHelpPage *
tutor_help_book_get_page (TutorHelpBook *self, const char *id)
{
  g_return_val_if_fail (TUTOR_IS_HELP_BOOK (self), NULL);
  return g_hash_table_lookup (self->pages, id);
}

/* "id#section" as its page and its section (NULL for none). */
static TutorHelpPage *
lookup (TutorHelpBook *self, const char *xref, char **section)
{
  const char *hash = strchr (xref, '#');
  g_autofree char *id = hash ? g_strndup (xref, hash - xref)
                             : g_strdup (xref);

  if (section)
    *section = hash ? g_strdup (hash + 1) : NULL;
  return g_hash_table_lookup (self->pages, id);
}

const char *
tutor_help_book_get_title (TutorHelpBook *self, const char *xref)
{
  g_autofree char *section = NULL;
  TutorHelpPage *page;

  g_return_val_if_fail (TUTOR_IS_HELP_BOOK (self), NULL);
  page = lookup (self, xref, &section);
  if (page == NULL)
    return NULL;
  return section ? tutor_help_page_get_section_title (page, section)
                 : tutor_help_page_get_title (page);
}

static const char *
title_of (const char *xref, gpointer data)
{
  return tutor_help_book_get_title (data, xref);
}

static TutorHelpBlock *
topic_block (TutorHelpPage *page)
{
  TutorHelpBlock *block = g_new0 (TutorHelpBlock, 1);

  block->kind = TUTOR_HELP_BLOCK_TOPIC;
  block->markup = g_markup_escape_text (tutor_help_page_get_title (page), -1);
  block->detail = g_strdup (tutor_help_page_get_desc (page));
  block->xref = g_strdup (tutor_help_page_get_id (page));
  return block;
}

typedef struct
{
  TutorHelpPage *page;
  int group;
} Topic;

static int
compare_topics (gconstpointer a, gconstpointer b)
{
  const Topic *ta = a, *tb = b;

  if (ta->group != tb->group)
    return ta->group < tb->group ? -1 : 1;
  return g_utf8_collate (tutor_help_page_get_title (ta->page),
                         tutor_help_page_get_title (tb->page));
}

/* Mallard's order: by the groups the guide lists, then by title; a page
 * of a group not listed goes where "#default" is, else last. */
static void
append_topics (const char *guide, const char *groups, GPtrArray *blocks,
               gpointer data)
{
  TutorHelpBook *self = data;
  g_auto (GStrv) order = g_strsplit_set (groups ? groups : "", " \t\n", -1);
  g_autoptr (GArray) topics = g_array_new (FALSE, FALSE, sizeof (Topic));
  int fallback = (int) g_strv_length (order);
  GHashTableIter iter;
  gpointer value;

  for (int i = 0; order[i]; i++)
    if (strcmp (order[i], "#default") == 0)
      fallback = i;
  g_hash_table_iter_init (&iter, self->pages);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      const char *group;
      Topic topic = { value, fallback };

      if (!tutor_help_page_has_guide (value, guide, &group))
        continue;
      for (int i = 0; order[i]; i++)
        if (*group && strcmp (order[i], group) == 0)
          topic.group = i;
      g_array_append_val (topics, topic);
    }
  g_array_sort (topics, compare_topics);
  for (guint i = 0; i < topics->len; i++)
    g_ptr_array_add (blocks,
                     topic_block (g_array_index (topics, Topic, i).page));
}

static void
append_topic (const char *xref, GPtrArray *blocks, gpointer data)
{
  TutorHelpPage *page = lookup (data, xref, NULL);

  if (page)
    g_ptr_array_add (blocks, topic_block (page));
}

GPtrArray *
tutor_help_book_build_page (TutorHelpBook *self, const char *xref,
                            char **title, GError **error)
{
  const TutorHelpLinks links = { title_of, append_topics, append_topic,
                                 self };
  g_autofree char *section = NULL;
  g_autofree char *id = NULL;
  TutorHelpPage *page;
  const GError *problem;

  g_return_val_if_fail (TUTOR_IS_HELP_BOOK (self), NULL);
  page = lookup (self, xref, &section);
  id = section ? g_strndup (xref, strlen (xref) - strlen (section) - 1)
               : g_strdup (xref);
  problem = g_hash_table_lookup (self->problems, id);
  if (page == NULL && problem)
    {
      g_propagate_error (error, g_error_copy (problem));
      return NULL;
    }
  if (page == NULL)
    {
      g_set_error (error, TUTOR_HELP_ERROR, TUTOR_HELP_ERROR_NOT_FOUND,
                   _("%s: there is no help page “%s” here."),
                   self->directory, id);
      return NULL;
    }
  if (title)
    *title = g_strdup (tutor_help_page_get_title (page));
  return tutor_help_page_build_blocks (page, &links);
}

gboolean
tutor_help_book_check_links (TutorHelpBook *self, GError **error)
{
  g_autoptr (GString) broken = g_string_new (NULL);
  g_auto (GStrv) ids = tutor_help_book_dup_page_ids (self);

  g_return_val_if_fail (TUTOR_IS_HELP_BOOK (self), FALSE);
  for (char **id = ids; *id; id++)
    {
      TutorHelpPage *page = g_hash_table_lookup (self->pages, *id);

      for (const char *const *xref = tutor_help_page_get_xrefs (page);
           *xref; xref++)
        if (tutor_help_book_get_title (self, *xref) == NULL)
          g_string_append_printf (broken, "\n%s: %s",
                                  tutor_help_page_get_filename (page),
                                  *xref);
    }
  if (broken->len == 0)
    return TRUE;
  g_set_error (error, TUTOR_HELP_ERROR, TUTOR_HELP_ERROR_NOT_FOUND,
               _("These links lead to no page or section:%s"), broken->str);
  return FALSE;
}

char *
tutor_help_book_find_figure (TutorHelpBook *self, const char *source)
{
  static const char *const english[] = { "C", NULL };
  g_autofree char *beside = NULL;
  g_autofree char *c_directory = NULL;
  char *path;

  g_return_val_if_fail (TUTOR_IS_HELP_BOOK (self), NULL);
  /* Only inside the guide's folder. */
  if (source == NULL || g_path_is_absolute (source)
      || strstr (source, "..") != NULL)
    return NULL;
  beside = g_build_filename (self->directory, source, NULL);
  if (g_file_test (beside, G_FILE_TEST_IS_REGULAR))
    return g_steal_pointer (&beside);
  c_directory = tutor_help_book_find_directory (english);
  if (c_directory == NULL)
    return NULL;
  path = g_build_filename (c_directory, source, NULL);
  if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return path;
  g_free (path);
  return NULL;
}

static void
tutor_help_book_finalize (GObject *object)
{
  TutorHelpBook *self = TUTOR_HELP_BOOK (object);

  g_free (self->directory);
  g_hash_table_unref (self->pages);
  g_hash_table_unref (self->problems);
  G_OBJECT_CLASS (tutor_help_book_parent_class)->finalize (object);
}

static void
tutor_help_book_class_init (TutorHelpBookClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tutor_help_book_finalize;
}

static void
tutor_help_book_init (TutorHelpBook *self)
{
  self->pages = g_hash_table_new_full (
    g_str_hash, g_str_equal, g_free, (GDestroyNotify) tutor_help_page_free);
  self->problems = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                          (GDestroyNotify) g_error_free);
}
