/* tutor-failed-file.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tutor-failed-file.h"

struct _TutorFailedFile
{
  GObject parent_instance;

  char *path;
  GPtrArray *problems;
};

G_DEFINE_FINAL_TYPE (TutorFailedFile, tutor_failed_file, G_TYPE_OBJECT)

static void
tutor_failed_file_finalize (GObject *object)
{
  TutorFailedFile *self = TUTOR_FAILED_FILE (object);

  g_free (self->path);
  g_ptr_array_unref (self->problems);
  G_OBJECT_CLASS (tutor_failed_file_parent_class)->finalize (object);
}

static void
tutor_failed_file_class_init (TutorFailedFileClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tutor_failed_file_finalize;
}

static void
tutor_failed_file_init (TutorFailedFile *self)
{
}

TutorFailedFile *
tutor_failed_file_new (const char *path, GPtrArray *problems)
{
  TutorFailedFile *self = g_object_new (TUTOR_TYPE_FAILED_FILE, NULL);

  self->path = g_strdup (path);
  self->problems = g_ptr_array_ref (problems);
  return self;
}

const char *
tutor_failed_file_get_path (TutorFailedFile *self)
{
  g_return_val_if_fail (TUTOR_IS_FAILED_FILE (self), NULL);
  return self->path;
}

GPtrArray *
tutor_failed_file_get_problems (TutorFailedFile *self)
{
  g_return_val_if_fail (TUTOR_IS_FAILED_FILE (self), NULL);
  return self->problems;
}
