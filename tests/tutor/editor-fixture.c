/* editor-fixture.c: an exercise set editor in a window of its own
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <sys/wait.h>

#include "editor-fixture.h"
#include "toguz-lesson-writer.h"

static const char *scratch;

const char *
editor_test_init (int *argc, char ***argv)
{
  scratch = tutor_test_init (argc, argv);
  return scratch;
}

static gboolean
idle (gpointer data)
{
  Fixture *fixture = data;

  return gtk_widget_get_mapped (GTK_WIDGET (fixture->editor))
         && tutor_set_editor_is_idle (fixture->editor);
}

void
wait_idle (Fixture *fixture)
{
  tutor_run_until (idle, fixture, 60);
}

void
fixture_open_sized (Fixture *fixture, int width, int height)
{
  fixture->engine = tutor_engine_new ();
  fixture->window = GTK_WINDOW (gtk_window_new ());
  fixture->editor = TUTOR_SET_EDITOR (tutor_set_editor_new ());
  tutor_set_editor_set_engine (fixture->editor, fixture->engine);
  g_object_set (tutor_set_editor_get_board (fixture->editor),
                "animation-speed", 0.0, NULL);
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->editor));
  gtk_window_set_default_size (fixture->window, width, height);
  gtk_window_present (fixture->window);
  wait_idle (fixture);
}

void
fixture_open (Fixture *fixture)
{
  fixture_open_sized (fixture, 1000, 860);
}

void
fixture_close (Fixture *fixture)
{
  gtk_window_destroy (fixture->window);
  for (int i = 0; i < 10; i++)
    g_main_context_iteration (NULL, FALSE);
  g_clear_object (&fixture->engine);
}

char *
scratch_file (const char *name)
{
  return g_build_filename (scratch, name, NULL);
}

GtkWidget *
find_row (GtkWidget *root, const char *title)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;
      if (ADW_IS_PREFERENCES_ROW (child)
          && g_strcmp0 (adw_preferences_row_get_title (
                          ADW_PREFERENCES_ROW (child)),
                        title)
               == 0)
        return child;
      if ((found = find_row (child, title)))
        return found;
    }
  return NULL;
}

void
type_keys (GtkWidget *row, const char *text)
{
  /* The row's GtkText: a key's text is inserted at the cursor as its
   * "insert-at-cursor" does it, the cursor after it. */
  GtkEditable *entry = gtk_editable_get_delegate (GTK_EDITABLE (row));

  g_assert_nonnull (entry);
  gtk_widget_grab_focus (row);
  gtk_editable_set_position (entry, -1);
  for (const char *c = text; *c; c = g_utf8_next_char (c))
    {
      g_autofree char *key = g_strndup (c, g_utf8_next_char (c) - c);

      g_signal_emit_by_name (entry, "insert-at-cursor", key);
      for (int i = 0; i < 3; i++)
        g_main_context_iteration (NULL, FALSE);
    }
}

/* `toguz lesson check FILE`: the command's exit status, its output. */
int
lesson_check (const char *path, char **output)
{
  const char *argv[] = { g_getenv ("TOGUZ_COMMAND"), "lesson", "check", path,
                         NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr (GError) error = NULL;
  int status;

  g_assert_nonnull (argv[0]);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT,
                               NULL, NULL, &out, &err, &status, &error));
  g_assert_no_error (error);
  if (output)
    *output = g_strconcat (out, err, NULL);
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

char *
model_text (ToguzLesson *lesson)
{
  g_autoptr (GError) error = NULL;
  char *text = toguz_lesson_to_xml (lesson, &error);

  g_assert_no_error (error);
  return text;
}
void
async_start (AsyncResult *async, FileFinish finish)
{
  memset (async, 0, sizeof *async);
  async->finish = finish;
}

gboolean
async_done (gpointer data)
{
  return ((AsyncResult *) data)->done;
}

void
on_async_done (GObject *source, GAsyncResult *result, gpointer data)
{
  AsyncResult *async = data;

  /* Not cast-checked: the record browser's finish is waited for too, and
   * every finish checks its result's source itself. */
  async->ok = async->finish ((gpointer) source, result, &async->error);
  async->done = TRUE;
}

typedef void (*FileCall) (TutorSetEditor *, GFile *, GCancellable *,
                          GAsyncReadyCallback, gpointer);

/* Runs the main loop until the call has finished; its outcome. */
static gboolean
run_file_call (TutorSetEditor *editor, FileCall call, FileFinish finish,
               GFile *file, GError **error)
{
  AsyncResult async;

  async_start (&async, finish);
  call (editor, file, NULL, on_async_done, &async);
  tutor_run_until (async_done, &async, 60);
  if (async.error)
    g_propagate_error (error, async.error);
  return async.ok;
}

gboolean
open_file (TutorSetEditor *editor, GFile *file, GError **error)
{
  return run_file_call (editor, tutor_set_editor_open_file_async,
                        tutor_set_editor_open_file_finish, file, error);
}

gboolean
save_file (TutorSetEditor *editor, GFile *file, GError **error)
{
  return run_file_call (editor, tutor_set_editor_save_file_async,
                        tutor_set_editor_save_file_finish, file, error);
}

gboolean
open_record (TutorSetEditor *editor, GFile *file, GError **error)
{
  return run_file_call (editor, tutor_set_editor_open_record_async,
                        tutor_set_editor_open_record_finish, file, error);
}
