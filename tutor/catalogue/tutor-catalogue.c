/* tutor-catalogue.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "toguz-lesson-loader.h"
#include "tutor-catalogue.h"
#include "tutor-lesson-file.h"

struct _TutorCatalogue
{
  GObject parent_instance;

  GListStore *lessons;
  GListStore *puzzle_sets;
  GListStore *opened;
  GListStore *failed;
};

G_DEFINE_FINAL_TYPE (TutorCatalogue, tutor_catalogue, G_TYPE_OBJECT)

static void
tutor_catalogue_dispose (GObject *object)
{
  TutorCatalogue *self = TUTOR_CATALOGUE (object);

  g_clear_object (&self->lessons);
  g_clear_object (&self->puzzle_sets);
  g_clear_object (&self->opened);
  g_clear_object (&self->failed);
  G_OBJECT_CLASS (tutor_catalogue_parent_class)->dispose (object);
}

static void
tutor_catalogue_class_init (TutorCatalogueClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tutor_catalogue_dispose;
}

static void
tutor_catalogue_init (TutorCatalogue *self)
{
  self->lessons = g_list_store_new (TOGUZ_TYPE_LESSON);
  self->puzzle_sets = g_list_store_new (TOGUZ_TYPE_LESSON);
  self->opened = g_list_store_new (TOGUZ_TYPE_LESSON);
  self->failed = g_list_store_new (TUTOR_TYPE_FAILED_FILE);
}

static int
by_order (gconstpointer a, gconstpointer b, gpointer unused)
{
  ToguzLesson *x = (ToguzLesson *) a, *y = (ToguzLesson *) b;
  int ox = (int) toguz_lesson_get_order (x), oy = (int) toguz_lesson_get_order (y);
  int px = (int) toguz_lesson_get_course_part (x), py = (int) toguz_lesson_get_course_part (y);

  /* The course's parts in the order a learner meets them, then each
   * part's lessons by their order. */
  if (px != py)
    return px - py;
  if (ox != oy)
    return ox - oy;
  return g_strcmp0 (toguz_lesson_get_id (x), toguz_lesson_get_id (y));
}

char *
tutor_catalogue_default_directory (void)
{
  const char *dir = g_getenv ("TOGUZ_TUTOR_LESSONS_DIR");

  if (dir && *dir)
    return g_strdup (dir);
  return g_build_filename (PKGDATADIR, "lessons", NULL);
}

/* The shipped files of a directory, loaded and checked: runs in a
 * thread. */
static GPtrArray *
load_directory (const char *directory)
{
  GPtrArray *lessons = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr (GDir) dir = g_dir_open (directory, 0, NULL);
  const char *name;

  if (dir == NULL)
    {
      g_warning ("No lessons in %s", directory);
      return lessons;
    }
  while ((name = g_dir_read_name (dir)))
    {
      g_autofree char *path = NULL;
      g_autoptr (GPtrArray) problems = NULL;
      ToguzLesson *lesson;

      if (!g_str_has_suffix (name, ".xml"))
        continue;
      path = g_build_filename (directory, name, NULL);
      problems = toguz_lesson_problems_new ();
      lesson = toguz_lesson_load_file (path, problems);
      if (lesson == NULL)
        {
          for (guint i = 0; i < problems->len; i++)
            {
              g_autofree char *text = toguz_lesson_problem_to_string (
                g_ptr_array_index (problems, i));
              g_warning ("%s", text);
            }
          continue;
        }
      g_ptr_array_add (lessons, lesson);
    }
  return lessons;
}

static TutorCatalogue *
catalogue_of (GPtrArray *lessons)
{
  TutorCatalogue *self = g_object_new (TUTOR_TYPE_CATALOGUE, NULL);

  for (guint i = 0; i < lessons->len; i++)
    {
      ToguzLesson *lesson = g_ptr_array_index (lessons, i);
      if (toguz_lesson_get_kind (lesson) == TOGUZ_LESSON_KIND_LESSON)
        g_list_store_insert_sorted (self->lessons, lesson, by_order, NULL);
      else
        g_list_store_insert_sorted (self->puzzle_sets, lesson, by_order,
                                    NULL);
    }
  return self;
}

static void
load_in_thread (GTask *task, gpointer source, gpointer data,
                GCancellable *cancellable)
{
  g_task_return_pointer (task, load_directory (data),
                         (GDestroyNotify) g_ptr_array_unref);
}

void
tutor_catalogue_new_async (const char *directory, GCancellable *cancellable,
                           GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr (GTask) task = g_task_new (NULL, cancellable, callback,
                                       user_data);

  g_task_set_source_tag (task, tutor_catalogue_new_async);
  g_task_set_task_data (task, g_strdup (directory), g_free);
  g_task_run_in_thread (task, load_in_thread);
}

TutorCatalogue *
tutor_catalogue_new_finish (GAsyncResult *result, GError **error)
{
  g_autoptr (GPtrArray) lessons = NULL;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  lessons = g_task_propagate_pointer (G_TASK (result), error);
  return lessons ? catalogue_of (lessons) : NULL;
}

GListModel *
tutor_catalogue_get_lessons (TutorCatalogue *self)
{
  return G_LIST_MODEL (self->lessons);
}

GListModel *
tutor_catalogue_get_puzzle_sets (TutorCatalogue *self)
{
  return G_LIST_MODEL (self->puzzle_sets);
}

GListModel *
tutor_catalogue_get_opened (TutorCatalogue *self)
{
  return G_LIST_MODEL (self->opened);
}

GListModel *
tutor_catalogue_get_failed (TutorCatalogue *self)
{
  return G_LIST_MODEL (self->failed);
}

static ToguzLesson *
find_in (GListStore *store, const char *id)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (store)); i++)
    {
      g_autoptr (ToguzLesson) lesson = g_list_model_get_item (
        G_LIST_MODEL (store), i);
      if (g_strcmp0 (toguz_lesson_get_id (lesson), id) == 0)
        return lesson;
    }
  return NULL;
}

ToguzLesson *
tutor_catalogue_find (TutorCatalogue *self, const char *id)
{
  ToguzLesson *lesson = find_in (self->lessons, id);

  if (lesson == NULL)
    lesson = find_in (self->puzzle_sets, id);
  if (lesson == NULL)
    lesson = find_in (self->opened, id);
  return lesson;
}

void
tutor_catalogue_add_opened (TutorCatalogue *self, ToguzLesson *lesson)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->opened));
       i++)
    {
      g_autoptr (ToguzLesson) old = g_list_model_get_item (
        G_LIST_MODEL (self->opened), i);
      /* A copy of the same set, moved or copied, is that set: its newest
       * file stands for it.  An edited version stays beside it. */
      if (g_strcmp0 (toguz_lesson_get_path (old),
                     toguz_lesson_get_path (lesson)) == 0
          || (g_strcmp0 (toguz_lesson_get_id (old),
                         toguz_lesson_get_id (lesson)) == 0
              && strcmp (toguz_lesson_get_fingerprint (old),
                         toguz_lesson_get_fingerprint (lesson)) == 0))
        {
          g_list_store_remove (self->opened, i);
          g_list_store_insert (self->opened, i, lesson);
          return;
        }
    }
  g_list_store_append (self->opened, lesson);
}

void
tutor_catalogue_remove_opened (TutorCatalogue *self, const char *path)
{
  g_return_if_fail (TUTOR_IS_CATALOGUE (self));
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->opened));
       i++)
    {
      g_autoptr (ToguzLesson) old = g_list_model_get_item (
        G_LIST_MODEL (self->opened), i);
      if (g_strcmp0 (toguz_lesson_get_path (old), path) == 0)
        {
          g_list_store_remove (self->opened, i);
          return;
        }
    }
}

gboolean
tutor_catalogue_is_opened (TutorCatalogue *self, ToguzLesson *lesson)
{
  return g_list_store_find (self->opened, lesson, NULL);
}

static gboolean
find_failed_position (TutorCatalogue *self, const char *path,
                      guint *position)
{
  GListModel *failed = G_LIST_MODEL (self->failed);

  for (guint i = 0; i < g_list_model_get_n_items (failed); i++)
    {
      g_autoptr (TutorFailedFile) file = g_list_model_get_item (failed, i);
      if (g_strcmp0 (tutor_failed_file_get_path (file), path) == 0)
        {
          *position = i;
          return TRUE;
        }
    }
  return FALSE;
}

void
tutor_catalogue_add_failed (TutorCatalogue *self, TutorFailedFile *failed)
{
  guint position;

  if (find_failed_position (self, tutor_failed_file_get_path (failed),
                            &position))
    g_list_store_splice (self->failed, position, 1, (gpointer *) &failed, 1);
  else
    g_list_store_append (self->failed, failed);
}

void
tutor_catalogue_remove_failed (TutorCatalogue *self, const char *path)
{
  guint position;

  if (find_failed_position (self, path, &position))
    g_list_store_remove (self->failed, position);
}
