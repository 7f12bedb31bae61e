/* fuzz-progress-file.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <stdlib.h>

#include "fuzz-progress-file.h"

static char *scratch;
static char *path;

static void
empty_scratch (void)
{
  g_autoptr (GDir) dir = g_dir_open (scratch, 0, NULL);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *file = g_build_filename (scratch, name, NULL);
      g_remove (file);
    }
}

static void
remove_scratch (void)
{
  empty_scratch ();
  g_rmdir (scratch);
}

/* Every input reports its broken file: thousands of lines a second. */
static void
ignore_message (const char *domain, GLogLevelFlags level,
                const char *message, gpointer data)
{
}

const char *
fuzz_progress_write (const void *data, gsize size)
{
  if (scratch == NULL)
    {
      scratch = g_dir_make_tmp ("fuzz-progress-XXXXXX", NULL);
      if (scratch == NULL)
        abort ();
      path = g_build_filename (scratch, "progress.ini", NULL);
      atexit (remove_scratch);
      g_log_set_handler ("Tutor", G_LOG_LEVEL_MESSAGE, ignore_message,
                         NULL);
    }
  empty_scratch ();
  if (!g_file_set_contents (path, data, (gssize) size, NULL))
    abort ();
  return path;
}

TutorProgress *
fuzz_progress_load (const char *file)
{
  TutorProgress *progress = tutor_progress_new (file);

  fuzz_progress_wait (progress);
  return progress;
}

void
fuzz_progress_wait (TutorProgress *progress)
{
  while (tutor_progress_is_saving (progress))
    g_main_context_iteration (NULL, TRUE);
}
