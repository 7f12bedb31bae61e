/* tutor-progress.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <errno.h>
#include <glib/gstdio.h>

#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "toguz-class-results.h"
#include "toguz-file.h"
#include "toguz-text.h"
#include "tutor-progress.h"
#include "tutor-progress-keys.h"
#include "tutor-progress-private.h"

/* What a file on disk is: a save renames a new file over the old, so
 * each save leaves a file of its own. */
typedef struct
{
  dev_t device;
  ino_t inode;
  off_t size;
  struct timespec modified;
} FileIdentity;

struct _TutorProgress
{
  GObject parent_instance;

  char *path;
  GKeyFile *keys;
  char *load_problem;
  char *learner_id;         /* whose record: stamped on each attempt */
  char *learner_name;

  /* Changes are written off the main thread, one write at a time; each
   * carries its generation, so that an older one never lands after a
   * newer (tutor_progress_save() writes the newest at once). */
  guint64 generation;       /* changes made */
  guint64 handed_over;      /* the newest generation given to a thread */
  gboolean writing;         /* a thread is writing */
  GMutex write_lock;
  guint64 written;          /* the newest generation on disk; write_lock */
  guint64 reset_at;         /* the generation of the last reset, or 0 */
  FileIdentity written_as;  /* what our last write left; write_lock */
  guint64 saved;            /* the newest generation known written */
  char *save_error;         /* why the last save failed, or NULL */

  /* Following the file for what other programs save to it. */
  GFileMonitor *monitor;
  gboolean reloading;       /* a thread is reading it */
  gboolean reload_again;    /* and it changed again meanwhile */
};

G_DEFINE_FINAL_TYPE (TutorProgress, tutor_progress, G_TYPE_OBJECT)

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum
{
  PROP_0,
  PROP_SAVE_ERROR,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

/* Years of attempts fit many times over; a file past it is no record. */
#define MAX_FILE_SIZE (64 * 1024 * 1024)

static void
tutor_progress_finalize (GObject *object)
{
  TutorProgress *self = TUTOR_PROGRESS (object);

  if (self->monitor)
    g_file_monitor_cancel (self->monitor);
  g_clear_object (&self->monitor);
  g_free (self->path);
  g_free (self->learner_id);
  g_free (self->learner_name);
  g_key_file_unref (self->keys);
  g_free (self->load_problem);
  g_free (self->save_error);
  g_mutex_clear (&self->write_lock);
  G_OBJECT_CLASS (tutor_progress_parent_class)->finalize (object);
}

static void
tutor_progress_get_property (GObject *object, guint prop_id, GValue *value,
                             GParamSpec *pspec)
{
  TutorProgress *self = TUTOR_PROGRESS (object);

  switch (prop_id)
    {
    case PROP_SAVE_ERROR:
      g_value_set_string (value, self->save_error);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tutor_progress_class_init (TutorProgressClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tutor_progress_finalize;
  object_class->get_property = tutor_progress_get_property;

  /* Why the newest progress is not on disk, or NULL once it is. */
  props[PROP_SAVE_ERROR]
    = g_param_spec_string ("save-error", NULL, NULL, NULL,
                           G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                           | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  /* The set whose progress changed; NULL: any (a reset, or what another
   * program saved). */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass),
                                   G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
tutor_progress_init (TutorProgress *self)
{
  self->keys = g_key_file_new ();
  g_mutex_init (&self->write_lock);
}

/* The characters of a reason a load problem quotes. */
#define LOAD_PROBLEM_EXCERPT (4 * TOGUZ_TEXT_EXCERPT)

/* Keeps a file that cannot be read beside it, with the time in its name,
 * so that nothing the learner did is ever overwritten. */
static void
keep_aside (TutorProgress *self, const char *reason)
{
  g_autofree char *aside = toguz_file_keep_aside (self->path);
  /* GKeyFile's reason quotes the line it choked on, whatever it holds:
   * shown short, valid UTF-8, its control characters escaped.  The
   * core's reasons are sentences: the message adds its own stop. */
  g_autofree char *quoted = toguz_text_quote_excerpt (reason,
                                                      LOAD_PROBLEM_EXCERPT);
  g_autofree char *shown = NULL;
  gsize length = strlen (quoted);

  if (length > 0 && quoted[length - 1] == '.')
    quoted[length - 1] = '\0';

  if (aside == NULL)
    aside = g_strdup (self->path);
  shown = g_filename_display_name (aside);
  self->load_problem
    = g_strdup_printf (_("Your saved progress could not be read (%s). It "
                         "was kept as %s, and a new record was started."),
                       quoted, shown);
  /* Reported to the learner by the window; logged for the teacher. */
  g_message ("%s", self->load_problem);
}

/* g_file_set_contents () writes "progress.ini.XXXXXX" and renames it over
 * the record: a save killed half-way leaves that file behind. */
static gboolean
is_killed_save (const char *name, const char *base)
{
  size_t length = strlen (base);

  if (strncmp (name, base, length) != 0 || name[length] != '.'
      || strlen (name + length + 1) != 6)
    return FALSE;
  for (const char *c = name + length + 1; *c; c++)
    if (!g_ascii_isalnum (*c))
      return FALSE;
  return TRUE;
}

/* Seconds after which such a file is no save under way. */
#define KILLED_SAVE_AGE (10 * 60)

static void
remove_killed_saves (TutorProgress *self)
{
  g_autofree char *dir_path = g_path_get_dirname (self->path);
  g_autofree char *base = g_path_get_basename (self->path);
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  const char *name;

  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *path = NULL;
      GStatBuf buf;

      if (!is_killed_save (name, base))
        continue;
      path = g_build_filename (dir_path, name, NULL);
      if (g_lstat (path, &buf) == 0 && S_ISREG (buf.st_mode)
          && buf.st_mtime < now - KILLED_SAVE_AGE)
        g_remove (path);
    }
}

/* Any thread.  Reads the file into `keys`: only a regular file, opened
 * without blocking (a FIFO put in its place would block for ever, a
 * device never end).  Fails in G_IO_ERROR when it cannot be read, in
 * G_KEY_FILE_ERROR when it is no key file. */
static gboolean
read_keys (const char *path, GKeyFile *keys, GError **error)
{
  g_autofree char *text = NULL;
  gsize length;

  if (!toguz_file_read_regular (path, MAX_FILE_SIZE, &text, &length, error))
    return FALSE;
  /* The tutor writes text.  GKeyFile would cut a value at a NUL (a file
   * zeroed by a crash) and keep what came before it, which then reads
   * back otherwise once saved: the file is broken, not half read. */
  if (memchr (text, '\0', length))
    {
      g_set_error_literal (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_PARSE,
                           _("a NUL byte: not a text file"));
      return FALSE;
    }
  return g_key_file_load_from_data (keys, text, length,
                                    G_KEY_FILE_KEEP_COMMENTS, error);
}

static void
load (TutorProgress *self)
{
  g_autoptr (GError) error = NULL;

  remove_killed_saves (self);
  if (!g_file_test (self->path, G_FILE_TEST_EXISTS))
    return;
  if (!read_keys (self->path, self->keys, &error))
    {
      g_key_file_unref (self->keys);
      self->keys = g_key_file_new ();
      keep_aside (self, error->message);
      return;
    }
  if (g_key_file_get_integer (self->keys, FORMAT_GROUP, "version", NULL)
      != FORMAT_VERSION)
    {
      g_key_file_unref (self->keys);
      self->keys = g_key_file_new ();
      keep_aside (self, _("it is not a Toguz Tutor progress file"));
    }
  else if (tutor_progress_keys_migrate (self->keys))
    /* To be written with the next save. */
    self->generation++;
}

TutorProgress *
tutor_progress_new (const char *path)
{
  TutorProgress *self = g_object_new (TUTOR_TYPE_PROGRESS, NULL);

  self->path = path ? g_strdup (path)
                    : g_build_filename (g_get_user_data_dir (),
                                        "toguz-tutor", "progress.ini", NULL);
  load (self);
  return self;
}

static void
new_in_thread (GTask *task, gpointer source, gpointer task_data,
               GCancellable *cancellable)
{
  g_task_return_pointer (task, tutor_progress_new (task_data),
                         g_object_unref);
}

void
tutor_progress_new_async (const char *path, GCancellable *cancellable,
                          GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr (GTask) task = g_task_new (NULL, cancellable, callback,
                                       user_data);

  g_task_set_source_tag (task, tutor_progress_new_async);
  g_task_set_task_data (task, g_strdup (path), g_free);
  g_task_run_in_thread (task, new_in_thread);
}

TutorProgress *
tutor_progress_new_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

const char *
tutor_progress_get_path (TutorProgress *self)
{
  return self->path;
}

void
tutor_progress_set_learner (TutorProgress *self, const char *id,
                            const char *name)
{
  g_return_if_fail (TUTOR_IS_PROGRESS (self));
  g_free (self->learner_id);
  g_free (self->learner_name);
  self->learner_id = g_strdup (id);
  self->learner_name = g_strdup (name);
}

const char *
tutor_progress_get_learner_name (TutorProgress *self)
{
  g_return_val_if_fail (TUTOR_IS_PROGRESS (self), NULL);
  return self->learner_name;
}

char *
tutor_progress_take_load_problem (TutorProgress *self)
{
  return g_steal_pointer (&self->load_problem);
}

/* The record as the file holds it, made on the main thread (a GKeyFile
 * is not to be shared between threads). */
static GBytes *
serialize (TutorProgress *self)
{
  gsize length;
  char *data;

  g_key_file_set_integer (self->keys, FORMAT_GROUP, "version",
                          FORMAT_VERSION);
  data = g_key_file_to_data (self->keys, &length, NULL);
  return g_bytes_new_take (data, length);
}

/* Any thread, the lock held.  The file on disk may hold what another
 * instance saved since we read it (without a session bus, a second
 * instance does not hand over to the first): it is merged in, never
 * overwritten.  A file that is no progress (a FIFO or a device put in its
 * place too) is kept aside first.  *merged is what was written when the
 * file held something we did not know, else NULL. */
static gboolean
merge_and_write (TutorProgress *self, GBytes *data, gboolean merge,
                 GKeyFile **merged, GError **error)
{
  g_autoptr (GKeyFile) ours = g_key_file_new ();
  g_autoptr (GKeyFile) theirs = g_key_file_new ();
  g_autoptr (GError) read_error = NULL;
  g_autofree char *text = NULL;
  gboolean news = FALSE;
  gsize length;

  if (!g_key_file_load_from_data (ours, g_bytes_get_data (data, NULL),
                                  g_bytes_get_size (data),
                                  G_KEY_FILE_KEEP_COMMENTS, error))
    return FALSE;
  if (merge && g_file_test (self->path, G_FILE_TEST_EXISTS))
    {
      if (read_keys (self->path, theirs, &read_error)
          && tutor_progress_keys_is_record (theirs))
        news = tutor_progress_keys_merge (ours, theirs);
      else if (read_error && read_error->domain == G_IO_ERROR
               && read_error->code != G_IO_ERROR_NOT_REGULAR_FILE
               && read_error->code != G_IO_ERROR_MESSAGE_TOO_LARGE)
        {
          /* Unreadable, not broken: better no save than a lost one. */
          g_propagate_error (error, g_steal_pointer (&read_error));
          return FALSE;
        }
      else
        {
          g_autofree char *aside = toguz_file_keep_aside (self->path);

          if (aside)
            g_message ("The progress file %s was no progress file: kept "
                       "as %s", self->path, aside);
        }
    }
  text = g_key_file_to_data (ours, &length, NULL);
  if (!g_file_set_contents (self->path, text, (gssize) length, error))
    return FALSE;
  if (news)
    *merged = g_steal_pointer (&ours);
  return TRUE;
}

static void
identify (const GStatBuf *buf, FileIdentity *identity)
{
  memset (identity, 0, sizeof *identity);
  identity->device = buf->st_dev;
  identity->inode = buf->st_ino;
  identity->size = buf->st_size;
  identity->modified = buf->st_mtim;
}

static gboolean
same_file (const FileIdentity *a, const FileIdentity *b)
{
  return a->device == b->device && a->inode == b->inode
         && a->size == b->size && a->modified.tv_sec == b->modified.tv_sec
         && a->modified.tv_nsec == b->modified.tv_nsec;
}

/* Any thread.  g_file_set_contents () writes a new file and renames it
 * over the old one: a crash leaves either the old record or the new.  A
 * lock file beside it keeps two instances from merging at once. */
static gboolean
write_generation (TutorProgress *self, GBytes *data, guint64 generation,
                  GKeyFile **merged, GError **error)
{
  g_autoptr (GMutexLocker) locker = g_mutex_locker_new (&self->write_lock);
  g_autofree char *dir = NULL;
  g_autofree char *lock_path = NULL;
  gboolean merge, done;
  int fd;

  if (generation <= self->written)
    return TRUE;
  dir = g_path_get_dirname (self->path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errno),
                   _("Could not create %s"), dir);
      return FALSE;
    }
  lock_path = g_strconcat (self->path, ".lock", NULL);
  fd = g_open (lock_path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  if (fd < 0)
    {
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errno),
                   _("Could not create %s"), lock_path);
      return FALSE;
    }
  while (flock (fd, LOCK_EX) != 0 && errno == EINTR)
    ;
  /* The first write after a reset replaces what was there. */
  merge = !(self->written < self->reset_at && self->reset_at <= generation);
  done = merge_and_write (self, data, merge, merged, error);
  if (done)
    {
      GStatBuf buf;

      self->written = generation;
      /* Under the lock, no other instance has written since: the file
       * there is ours, and following it skips it. */
      if (g_stat (self->path, &buf) == 0)
        identify (&buf, &self->written_as);
    }
  close (fd);
  return done;
}

/* Main thread: the banner of the window follows it. */
static void
set_save_error (TutorProgress *self, const char *message)
{
  if (g_strcmp0 (self->save_error, message) == 0)
    return;
  g_free (self->save_error);
  self->save_error = g_strdup (message);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_SAVE_ERROR]);
}

const char *
tutor_progress_get_save_error (TutorProgress *self)
{
  g_return_val_if_fail (TUTOR_IS_PROGRESS (self), NULL);
  return self->save_error;
}

/* Main thread: what another program saved, from the file or from a write
 * that merged it, taken into the record on screen.  Nothing is written:
 * the file holds it already. */
static void
take_theirs (TutorProgress *self, GKeyFile *theirs)
{
  if (tutor_progress_keys_merge (self->keys, theirs))
    g_signal_emit (self, signals[CHANGED], 0, NULL);
}

/* Main thread: a write of `generation` is done; what it merged from the
 * file is taken unless a reset came after what it wrote. */
static void
written (TutorProgress *self, guint64 generation, GKeyFile *merged)
{
  self->saved = MAX (self->saved, generation);
  if (merged && generation >= self->reset_at)
    take_theirs (self, merged);
}

gboolean
tutor_progress_save (TutorProgress *self, GError **error)
{
  g_autoptr (GBytes) data = NULL;
  g_autoptr (GKeyFile) merged = NULL;
  GError *local_error = NULL;

  g_return_val_if_fail (TUTOR_IS_PROGRESS (self), FALSE);
  data = serialize (self);
  if (!write_generation (self, data, self->generation, &merged,
                         &local_error))
    {
      set_save_error (self, local_error->message);
      g_propagate_error (error, local_error);
      return FALSE;
    }
  written (self, self->generation, merged);
  set_save_error (self, NULL);
  /* Nothing left for a thread. */
  self->handed_over = MAX (self->handed_over, self->generation);
  return TRUE;
}

gboolean
tutor_progress_is_saving (TutorProgress *self)
{
  g_return_val_if_fail (TUTOR_IS_PROGRESS (self), FALSE);
  return self->writing || self->handed_over < self->generation;
}

/* One write handed to a thread. */
typedef struct
{
  GBytes *data;
  guint64 generation;
} Write;

static void
write_free (gpointer data)
{
  Write *write = data;

  g_bytes_unref (write->data);
  g_free (write);
}

static void
write_in_thread (GTask *task, gpointer source, gpointer task_data,
                 GCancellable *cancellable)
{
  Write *write = task_data;
  GKeyFile *merged = NULL;
  GError *error = NULL;

  if (write_generation (source, write->data, write->generation, &merged,
                        &error))
    g_task_return_pointer (task, merged, (GDestroyNotify) g_key_file_unref);
  else
    g_task_return_error (task, error);
}

static void write_soon (TutorProgress *self);

static void
on_written (GObject *source, GAsyncResult *result, gpointer data)
{
  TutorProgress *self = TUTOR_PROGRESS (source);
  Write *write = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;
  g_autoptr (GKeyFile) merged = g_task_propagate_pointer (G_TASK (result),
                                                          &error);

  self->writing = FALSE;
  /* The window shows it until a save succeeds: no warning. */
  if (error)
    {
      g_message ("Could not save the progress to %s: %s", self->path,
                 error->message);
      set_save_error (self, error->message);
    }
  else
    {
      written (self, write->generation, merged);
      set_save_error (self, NULL);
    }
  write_soon (self);
}

/* Hands the newest record to a thread, unless one is writing: then it
 * follows when that one is done. */
static void
write_soon (TutorProgress *self)
{
  g_autoptr (GTask) task = NULL;
  Write *write;

  if (self->writing || self->handed_over >= self->generation)
    return;
  write = g_new0 (Write, 1);
  write->data = serialize (self);
  write->generation = self->generation;
  task = g_task_new (self, NULL, on_written, NULL);
  g_task_set_source_tag (task, write_soon);
  g_task_set_task_data (task, write, write_free);
  self->handed_over = self->generation;
  self->writing = TRUE;
  g_task_run_in_thread (task, write_in_thread);
}

static void
changed (TutorProgress *self, const char *set_id)
{
  self->generation++;
  write_soon (self);
  g_signal_emit (self, signals[CHANGED], 0, set_id);
}

GKeyFile *
tutor_progress_get_keys (TutorProgress *self)
{
  return self->keys;
}

void
tutor_progress_note_change (TutorProgress *self, const char *set_id)
{
  changed (self, set_id);
}

void
tutor_progress_record_task (TutorProgress *self, const char *set_id,
                            const char *task_id, int stars, int hints)
{
  g_autofree char *stars_key = tutor_progress_keys_name (task_id, STARS);
  g_autofree char *hints_key = tutor_progress_keys_name (task_id, HINTS);
  g_autofree char *failed_key = tutor_progress_keys_name (task_id, FAILED);
  int old_stars = -1, old_hints = 0;

  g_return_if_fail (TUTOR_IS_PROGRESS (self));
  tutor_progress_get_task (self, set_id, task_id, &old_stars, &old_hints);
  g_key_file_set_integer (self->keys, set_id, stars_key,
                          MAX (old_stars, CLAMP (stars, 0, 3)));
  g_key_file_set_integer (self->keys, set_id, hints_key,
                          (int) MIN ((gint64) old_hints + MAX (hints, 0),
                                     G_MAXINT));
  g_key_file_remove_key (self->keys, set_id, failed_key, NULL);
  changed (self, set_id);
}

void
tutor_progress_record_failure (TutorProgress *self, const char *set_id,
                               const char *task_id)
{
  g_autofree char *failed_key = tutor_progress_keys_name (task_id, FAILED);

  g_return_if_fail (TUTOR_IS_PROGRESS (self));
  g_key_file_set_boolean (self->keys, set_id, failed_key, TRUE);
  changed (self, set_id);
}

gboolean
tutor_progress_get_task (TutorProgress *self, const char *set_id,
                         const char *task_id, int *stars, int *hints)
{
  g_autofree char *stars_key = tutor_progress_keys_name (task_id, STARS);
  g_autofree char *hints_key = tutor_progress_keys_name (task_id, HINTS);

  g_return_val_if_fail (TUTOR_IS_PROGRESS (self), FALSE);
  if (!g_key_file_has_key (self->keys, set_id, stars_key, NULL))
    return FALSE;
  if (stars)
    *stars = (int) tutor_progress_keys_count (self->keys, set_id, stars_key,
                                              3);
  if (hints)
    *hints = (int) tutor_progress_keys_count (self->keys, set_id, hints_key,
                                              G_MAXINT);
  return TRUE;
}

gboolean
tutor_progress_get_failed (TutorProgress *self, const char *set_id,
                           const char *task_id)
{
  g_autofree char *failed_key = tutor_progress_keys_name (task_id, FAILED);
  int stars = 0;

  g_return_val_if_fail (TUTOR_IS_PROGRESS (self), FALSE);
  return g_key_file_get_boolean (self->keys, set_id, failed_key, NULL)
         || (tutor_progress_get_task (self, set_id, task_id, &stars, NULL)
             && stars == 0);
}

gboolean
tutor_progress_is_solved (TutorProgress *self, const char *set_id,
                          const char *task_id)
{
  int stars = 0;

  return tutor_progress_get_task (self, set_id, task_id, &stars, NULL)
         && stars > 0
         && !tutor_progress_get_failed (self, set_id, task_id);
}

typedef enum
{
  SUM_SOLVED,
  SUM_STARS,
  SUM_SHOWN,
} Sum;

/* Over the set's tasks, as tutor_progress_is_solved() tells them. */
static guint
sum_keys (TutorProgress *self, const char *set_id, Sum sum)
{
  g_auto (GStrv) keys = g_key_file_get_keys (self->keys, set_id, NULL, NULL);
  guint total = 0;

  for (guint i = 0; keys && keys[i]; i++)
    {
      g_autofree char *task = NULL;
      int stars = 0;

      if (!g_str_has_suffix (keys[i], STARS))
        continue;
      task = g_strndup (keys[i], strlen (keys[i]) - strlen (STARS));
      stars = (int) tutor_progress_keys_count (self->keys, set_id, keys[i],
                                               3);
      if (tutor_progress_is_solved (self, set_id, task))
        total += sum == SUM_SOLVED ? 1 : sum == SUM_STARS ? (guint) stars : 0;
      else if (sum == SUM_SHOWN && stars == 0)
        total++;
    }
  return total;
}

guint
tutor_progress_count_solved (TutorProgress *self, const char *set_id)
{
  return sum_keys (self, set_id, SUM_SOLVED);
}

guint
tutor_progress_count_stars (TutorProgress *self, const char *set_id)
{
  return sum_keys (self, set_id, SUM_STARS);
}

guint
tutor_progress_count_shown (TutorProgress *self, const char *set_id)
{
  return sum_keys (self, set_id, SUM_SHOWN);
}

void
tutor_progress_set_number (TutorProgress *self, const char *set_id,
                           const char *name, int value)
{
  g_return_if_fail (TUTOR_IS_PROGRESS (self));
  if (g_key_file_has_key (self->keys, set_id, name, NULL)
      && tutor_progress_get_number (self, set_id, name) == value)
    return;
  g_key_file_set_integer (self->keys, set_id, name, value);
  changed (self, set_id);
}

int
tutor_progress_get_number (TutorProgress *self, const char *set_id,
                           const char *name)
{
  g_return_val_if_fail (TUTOR_IS_PROGRESS (self), 0);
  return (int) tutor_progress_keys_count (self->keys, set_id, name, G_MAXINT);
}

void
tutor_progress_set_position (TutorProgress *self, const char *set_id,
                             guint step)
{
  tutor_progress_set_number (self, set_id, POSITION_KEY, (int) step);
}

guint
tutor_progress_get_position (TutorProgress *self, const char *set_id)
{
  return (guint) tutor_progress_get_number (self, set_id, POSITION_KEY);
}

void
tutor_progress_record_attempt (TutorProgress *self,
                               const TutorAttempt *attempt)
{
  guint number;
  g_autofree char *group = NULL;
  g_autoptr (GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *time = g_date_time_format (now, "%Y-%m-%dT%H:%M:%SZ");
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) answers = NULL;

  g_return_if_fail (TUTOR_IS_PROGRESS (self));
  g_return_if_fail (attempt->set_id && attempt->task_id);
  /* At the end of the counter the last attempt is overwritten: better
   * than wrapping to a negative number. */
  number = MIN (tutor_progress_count_attempts (self), (guint) G_MAXINT - 1)
           + 1;
  group = g_strdup_printf (ATTEMPT_GROUP, number);
  for (guint i = 0; attempt->answers && i < attempt->answers->len; i++)
    g_strv_builder_add (builder, g_ptr_array_index (attempt->answers, i));
  answers = g_strv_builder_end (builder);

  g_key_file_set_string (self->keys, group, "time", time);
  g_key_file_set_string (self->keys, group, "set", attempt->set_id);
  g_key_file_set_string (self->keys, group, "set-title",
                         attempt->set_title ? attempt->set_title : "");
  g_key_file_set_string (self->keys, group, "set-fingerprint",
                         attempt->set_fingerprint ? attempt->set_fingerprint
                                                  : "");
  g_key_file_set_string (self->keys, group, "task", attempt->task_id);
  g_key_file_set_string_list (self->keys, group, "answers",
                              (const char *const *) answers,
                              g_strv_length (answers));
  g_key_file_set_integer (self->keys, group, "hints", attempt->hints);
  g_key_file_set_boolean (self->keys, group, "solved", attempt->solved);
  g_key_file_set_integer (self->keys, group, "stars", attempt->stars);
  g_key_file_set_uint64 (self->keys, group, "seconds", attempt->seconds);
  /* Whose it is, as they were called when they made it: a rename later
   * does not move it. */
  if (self->learner_name)
    g_key_file_set_string (self->keys, group, LEARNER_KEY,
                           self->learner_name);
  if (self->learner_id)
    g_key_file_set_string (self->keys, group, LEARNER_ID_KEY,
                           self->learner_id);
  g_key_file_set_integer (self->keys, FORMAT_GROUP, ATTEMPTS_KEY,
                          (int) number);
  changed (self, attempt->set_id);
}

guint
tutor_progress_count_attempts (TutorProgress *self)
{
  return tutor_progress_keys_count_attempts (self->keys);
}

char *
tutor_progress_dup_attempts_csv (TutorProgress *self, const char *learner)
{
  g_return_val_if_fail (TUTOR_IS_PROGRESS (self), NULL);
  return tutor_progress_dup_records_csv (&self, 1, learner);
}

char *
tutor_progress_dup_records_csv (TutorProgress *const *records,
                                guint n_records, const char *learner)
{
  GString *csv = g_string_new (NULL);

  toguz_class_results_append_header (csv);
  for (guint i = 0; i < n_records; i++)
    {
      const char *name;

      g_return_val_if_fail (TUTOR_IS_PROGRESS (records[i]), NULL);
      name = learner ? learner : records[i]->learner_name;
      tutor_progress_keys_append_csv (csv, records[i]->keys,
                                      name ? name : "");
    }
  return g_string_free (csv, FALSE);
}

void
tutor_progress_reset (TutorProgress *self)
{
  g_key_file_unref (self->keys);
  self->keys = g_key_file_new ();
  g_mutex_lock (&self->write_lock);
  self->reset_at = self->generation + 1;
  g_mutex_unlock (&self->write_lock);
  changed (self, NULL);
}

/* Following the file */

/* A thread: what the file holds now, or NULL when it is gone or is what
 * our own last write left there. */
static void
reload_in_thread (GTask *task, gpointer source, gpointer task_data,
                  GCancellable *cancellable)
{
  TutorProgress *self = source;
  g_autoptr (GKeyFile) theirs = g_key_file_new ();
  GError *error = NULL;
  FileIdentity found;
  GStatBuf buf;
  gboolean ours;

  if (g_stat (self->path, &buf) != 0)
    {
      g_task_return_pointer (task, NULL, NULL);
      return;
    }
  identify (&buf, &found);
  g_mutex_lock (&self->write_lock);
  ours = same_file (&found, &self->written_as);
  g_mutex_unlock (&self->write_lock);
  if (ours)
    g_task_return_pointer (task, NULL, NULL);
  else if (!read_keys (self->path, theirs, &error))
    g_task_return_error (task, error);
  else if (!tutor_progress_keys_is_record (theirs))
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                             "not a Toguz Tutor progress file");
  else
    g_task_return_pointer (task, g_steal_pointer (&theirs),
                           (GDestroyNotify) g_key_file_unref);
}

static void reload_soon (TutorProgress *self);

static void
on_reloaded (GObject *source, GAsyncResult *result, gpointer data)
{
  TutorProgress *self = TUTOR_PROGRESS (source);
  g_autoptr (GError) error = NULL;
  g_autoptr (GKeyFile) theirs = g_task_propagate_pointer (G_TASK (result),
                                                          &error);

  self->reloading = FALSE;
  /* Half a hand edit, say: the next save keeps it aside if it stays. */
  if (error)
    g_message ("Could not read what was saved to %s: %s", self->path,
               error->message);
  /* After a reset not yet on disk, the file is what was reset. */
  else if (theirs && self->saved >= self->reset_at)
    take_theirs (self, theirs);
  if (self->reload_again)
    {
      self->reload_again = FALSE;
      reload_soon (self);
    }
}

/* Reads the file in a thread, one read at a time. */
static void
reload_soon (TutorProgress *self)
{
  g_autoptr (GTask) task = NULL;

  if (self->reloading)
    {
      self->reload_again = TRUE;
      return;
    }
  self->reloading = TRUE;
  task = g_task_new (self, NULL, on_reloaded, NULL);
  g_task_set_source_tag (task, reload_soon);
  g_task_run_in_thread (task, reload_in_thread);
}

static void
on_file_changed (GFileMonitor *monitor, GFile *file, GFile *other,
                 GFileMonitorEvent event, gpointer data)
{
  /* A save renames a whole file into place: it comes as created or moved
   * in; a file written in place is read once the writing is done. */
  if (event == G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT
      || event == G_FILE_MONITOR_EVENT_CREATED
      || event == G_FILE_MONITOR_EVENT_MOVED_IN)
    reload_soon (data);
}

void
tutor_progress_follow_disk (TutorProgress *self)
{
  g_autoptr (GFile) file = NULL;
  g_autofree char *dir = NULL;
  g_autoptr (GError) error = NULL;

  g_return_if_fail (TUTOR_IS_PROGRESS (self));
  if (self->monitor)
    return;
  /* Watched from the start, before the first save makes it. */
  dir = g_path_get_dirname (self->path);
  g_mkdir_with_parents (dir, 0700);
  file = g_file_new_for_path (self->path);
  self->monitor = g_file_monitor_file (file, G_FILE_MONITOR_NONE, NULL,
                                       &error);
  if (self->monitor == NULL)
    {
      g_message ("Cannot follow %s: %s", self->path, error->message);
      return;
    }
  g_signal_connect_object (self->monitor, "changed",
                           G_CALLBACK (on_file_changed), self, 0);
  /* What was saved while the file was read at start. */
  reload_soon (self);
}
