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
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include "toguz-text.h"
#include "tutor-progress.h"

struct _TutorProgress
{
  GObject parent_instance;

  char *path;
  GKeyFile *keys;
  char *load_problem;

  /* Changes are written off the main thread, one write at a time; each
   * carries its generation, so that an older one never lands after a
   * newer (tutor_progress_save() writes the newest at once). */
  guint64 generation;       /* changes made */
  guint64 handed_over;      /* the newest generation given to a thread */
  gboolean writing;         /* a thread is writing */
  GMutex write_lock;
  guint64 written;          /* the newest generation on disk; write_lock */
  guint64 reset_at;         /* the generation of the last reset, or 0 */
  char *save_error;         /* why the last save failed, or NULL */
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

/* Groups are sets (lessons, puzzle sets); keys are "TASK.stars" etc. */
#define STARS ".stars"
#define HINTS ".hints"
#define FAILED ".failed"
#define POSITION_KEY "position"
#define FORMAT_GROUP "Toguz Tutor"
/* Attempts go in groups of their own, "Attempt 1" and on: set ids are
 * lowercase words, so they never clash. */
#define ATTEMPT_GROUP "Attempt %u"
#define ATTEMPTS_KEY "attempts"
#define FORMAT_VERSION 1

static void
tutor_progress_finalize (GObject *object)
{
  TutorProgress *self = TUTOR_PROGRESS (object);

  g_free (self->path);
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
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *aside = g_strdup_printf ("%s.broken-%s", self->path,
                                            stamp);
  /* GKeyFile's reason quotes the line it choked on, whatever it holds:
   * shown short, valid UTF-8, its control characters escaped. */
  g_autofree char *quoted = toguz_text_quote_excerpt (reason,
                                                      LOAD_PROBLEM_EXCERPT);
  g_autofree char *shown = NULL;

  if (g_rename (self->path, aside) != 0)
    {
      g_free (aside);
      aside = g_strdup (self->path);
    }
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

static void
load (TutorProgress *self)
{
  g_autoptr (GError) error = NULL;

  remove_killed_saves (self);
  if (!g_file_test (self->path, G_FILE_TEST_EXISTS))
    return;
  if (!g_key_file_load_from_file (self->keys, self->path,
                                  G_KEY_FILE_KEEP_COMMENTS, &error))
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

static gint64 get_count (GKeyFile *keys, const char *group, const char *name,
                         gint64 max);
static char *key (const char *task_id, const char *suffix);

static int
compare_numbers (gconstpointer a, gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return (x > y) - (x < y);
}

/* The attempts a file holds, in order, up to `max`: found among its
 * groups, not by counting up to the counter, which a hostile file sets to
 * billions. */
static GArray *
list_attempts (GKeyFile *keys, guint max)
{
  g_auto (GStrv) groups = g_key_file_get_groups (keys, NULL);
  GArray *numbers = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; groups[i]; i++)
    {
      guint64 number;
      g_autofree char *group = NULL;

      if (!g_str_has_prefix (groups[i], "Attempt ")
          || !g_ascii_string_to_unsigned (groups[i] + strlen ("Attempt "), 10,
                                          1, max, &number, NULL))
        continue;
      /* "Attempt 01" is not the group of the first. */
      group = g_strdup_printf (ATTEMPT_GROUP, (guint) number);
      if (strcmp (group, groups[i]) == 0)
        g_array_append_val (numbers, (guint) { number });
    }
  g_array_sort (numbers, compare_numbers);
  return numbers;
}

static int
compare_strings (const void *a, const void *b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

static gboolean
is_attempt_group (const char *group)
{
  return g_str_has_prefix (group, "Attempt ");
}

/* An attempt as its keys and values: the same attempt read back from the
 * file is not added twice.  A key the file gives twice is one key (the
 * saved file has it once), and the order of the keys does not count. */
static char *
attempt_identity (GKeyFile *keys, const char *group)
{
  g_auto (GStrv) names = g_key_file_get_keys (keys, group, NULL, NULL);
  GString *identity = g_string_new (NULL);

  if (names)
    qsort (names, g_strv_length (names), sizeof (char *), compare_strings);
  for (guint i = 0; names && names[i]; i++)
    {
      g_autofree char *value = NULL;

      if (i > 0 && strcmp (names[i], names[i - 1]) == 0)
        continue;
      value = g_key_file_get_value (keys, group, names[i], NULL);
      g_string_append_printf (identity, "%s=%s\n", names[i],
                              value ? value : "");
    }
  return g_string_free (identity, FALSE);
}

static void
copy_group (GKeyFile *into, const char *into_group, GKeyFile *from,
            const char *from_group)
{
  g_auto (GStrv) names = g_key_file_get_keys (from, from_group, NULL, NULL);

  for (guint i = 0; names && names[i]; i++)
    {
      g_autofree char *value = g_key_file_get_value (from, from_group,
                                                     names[i], NULL);

      if (value)
        g_key_file_set_value (into, into_group, names[i], value);
    }
}

/* What another instance wrote, merged into ours, key by key: a task solved
 * stays solved with the best stars, the larger count wins (hints, the
 * position, the best streak), a failure stays unless we solved the task
 * since, and the attempts of both are kept, theirs first. */
static void
merge_keys (GKeyFile *ours, GKeyFile *theirs)
{
  g_auto (GStrv) groups = g_key_file_get_groups (theirs, NULL);
  g_autoptr (GArray) their_attempts = list_attempts (theirs, G_MAXINT);
  g_autoptr (GArray) our_attempts = list_attempts (ours, G_MAXINT);
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash,
                                                       g_str_equal, g_free,
                                                       NULL);
  g_autoptr (GKeyFile) attempts = g_key_file_new ();
  g_autoptr (GHashTable) kept = g_hash_table_new (g_str_hash, g_str_equal);
  g_auto (GStrv) our_groups = NULL;
  g_auto (GStrv) attempt_groups = NULL;
  gint64 top;

  for (guint i = 0; groups[i]; i++)
    {
      g_auto (GStrv) names = NULL;

      if (is_attempt_group (groups[i])
          || strcmp (groups[i], FORMAT_GROUP) == 0)
        continue;
      names = g_key_file_get_keys (theirs, groups[i], NULL, NULL);
      for (guint j = 0; names && names[j]; j++)
        {
          const char *name = names[j];

          if (g_str_has_suffix (name, FAILED))
            {
              g_autofree char *task
                = g_strndup (name, strlen (name) - strlen (FAILED));
              g_autofree char *stars = key (task, STARS);

              if (g_key_file_get_boolean (theirs, groups[i], name, NULL)
                  && !g_key_file_has_key (ours, groups[i], stars, NULL))
                g_key_file_set_boolean (ours, groups[i], name, TRUE);
            }
          else
            {
              gint64 max = g_str_has_suffix (name, STARS) ? 3 : G_MAXINT;
              gint64 theirs_count = get_count (theirs, groups[i], name, max);

              if (!g_key_file_has_key (ours, groups[i], name, NULL)
                  || theirs_count > get_count (ours, groups[i], name, max))
                g_key_file_set_int64 (ours, groups[i], name, theirs_count);
            }
        }
    }

  /* Theirs keep their numbers; ours that the file lacks follow, as
   * tutor_progress_record_attempt () numbers them. */
  top = get_count (theirs, FORMAT_GROUP, ATTEMPTS_KEY, G_MAXINT);
  for (guint i = 0; i < their_attempts->len; i++)
    {
      guint number = g_array_index (their_attempts, guint, i);
      g_autofree char *group = g_strdup_printf (ATTEMPT_GROUP, number);

      g_hash_table_add (seen, attempt_identity (theirs, group));
      copy_group (attempts, group, theirs, group);
      top = MAX (top, number);
    }
  for (guint i = 0; i < our_attempts->len; i++)
    {
      g_autofree char *group
        = g_strdup_printf (ATTEMPT_GROUP, g_array_index (our_attempts, guint,
                                                         i));
      g_autofree char *identity = attempt_identity (ours, group);
      g_autofree char *into = NULL;

      if (g_hash_table_contains (seen, identity))
        continue;
      top = MIN (top, G_MAXINT - 1) + 1;
      into = g_strdup_printf (ATTEMPT_GROUP, (guint) top);
      g_key_file_remove_group (attempts, into, NULL);
      copy_group (attempts, into, ours, group);
    }
  top = MAX (top, get_count (ours, FORMAT_GROUP, ATTEMPTS_KEY, G_MAXINT));
  /* Ours become the merged attempts.  GKeyFile finds a group to remove by
   * walking its list from the newest: an attempt kept as it is stays, and
   * the others go newest first, or a save took minutes with many
   * attempts. */
  our_groups = g_key_file_get_groups (ours, NULL);
  for (guint i = g_strv_length (our_groups); i-- > 0;)
    {
      g_autofree char *ours_identity = NULL, *merged_identity = NULL;

      if (!is_attempt_group (our_groups[i]))
        continue;
      if (g_key_file_has_group (attempts, our_groups[i]))
        {
          ours_identity = attempt_identity (ours, our_groups[i]);
          merged_identity = attempt_identity (attempts, our_groups[i]);
          if (strcmp (ours_identity, merged_identity) == 0)
            {
              g_hash_table_add (kept, our_groups[i]);
              continue;
            }
        }
      g_key_file_remove_group (ours, our_groups[i], NULL);
    }
  attempt_groups = g_key_file_get_groups (attempts, NULL);
  for (guint i = 0; attempt_groups[i]; i++)
    if (!g_hash_table_contains (kept, attempt_groups[i]))
      copy_group (ours, attempt_groups[i], attempts, attempt_groups[i]);
  g_key_file_set_int64 (ours, FORMAT_GROUP, ATTEMPTS_KEY, top);
}

/* Any thread, the lock held.  The file on disk may hold what another
 * instance saved since we read it (without a session bus, a second
 * instance does not hand over to the first): it is merged in, never
 * overwritten.  A file that is no progress is kept aside first. */
static gboolean
merge_and_write (TutorProgress *self, GBytes *data, gboolean merge,
                 GError **error)
{
  g_autoptr (GKeyFile) ours = g_key_file_new ();
  g_autoptr (GKeyFile) theirs = g_key_file_new ();
  g_autoptr (GError) read_error = NULL;
  g_autofree char *text = NULL;
  gsize length;

  if (!g_key_file_load_from_data (ours, g_bytes_get_data (data, NULL),
                                  g_bytes_get_size (data),
                                  G_KEY_FILE_KEEP_COMMENTS, error))
    return FALSE;
  if (merge && g_file_test (self->path, G_FILE_TEST_EXISTS))
    {
      if (g_key_file_load_from_file (theirs, self->path,
                                     G_KEY_FILE_KEEP_COMMENTS, &read_error)
          && g_key_file_get_integer (theirs, FORMAT_GROUP, "version", NULL)
             == FORMAT_VERSION)
        merge_keys (ours, theirs);
      else if (read_error && read_error->domain == G_FILE_ERROR)
        {
          /* Unreadable, not broken: better no save than a lost one. */
          g_propagate_error (error, g_steal_pointer (&read_error));
          return FALSE;
        }
      else
        {
          g_autoptr (GDateTime) now = g_date_time_new_now_local ();
          g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
          g_autofree char *aside = g_strdup_printf ("%s.broken-%s",
                                                    self->path, stamp);

          if (g_rename (self->path, aside) == 0)
            g_message ("The progress file %s was no progress file: kept "
                       "as %s", self->path, aside);
        }
    }
  text = g_key_file_to_data (ours, &length, NULL);
  return g_file_set_contents (self->path, text, (gssize) length, error);
}

/* Any thread.  g_file_set_contents () writes a new file and renames it
 * over the old one: a crash leaves either the old record or the new.  A
 * lock file beside it keeps two instances from merging at once. */
static gboolean
write_generation (TutorProgress *self, GBytes *data, guint64 generation,
                  GError **error)
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
  done = merge_and_write (self, data, merge, error);
  close (fd);
  if (done)
    self->written = generation;
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

gboolean
tutor_progress_save (TutorProgress *self, GError **error)
{
  g_autoptr (GBytes) data = NULL;
  GError *local_error = NULL;

  g_return_val_if_fail (TUTOR_IS_PROGRESS (self), FALSE);
  data = serialize (self);
  if (!write_generation (self, data, self->generation, &local_error))
    {
      set_save_error (self, local_error->message);
      g_propagate_error (error, local_error);
      return FALSE;
    }
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
  GError *error = NULL;

  if (write_generation (source, write->data, write->generation, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void write_soon (TutorProgress *self);

static void
on_written (GObject *source, GAsyncResult *result, gpointer data)
{
  TutorProgress *self = TUTOR_PROGRESS (source);
  g_autoptr (GError) error = NULL;

  self->writing = FALSE;
  /* The window shows it until a save succeeds: no warning. */
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      g_message ("Could not save the progress to %s: %s", self->path,
                 error->message);
      set_save_error (self, error->message);
    }
  else
    set_save_error (self, NULL);
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

static char *
key (const char *task_id, const char *suffix)
{
  return g_strconcat (task_id, suffix, NULL);
}

/* A counter as the file holds it, saturated to 0..max: a hand-edited or
 * hostile file neither wraps a sum nor sends a loop to the billions. */
static gint64
get_count (GKeyFile *keys, const char *group, const char *name, gint64 max)
{
  g_autofree char *text = g_key_file_get_value (keys, group, name, NULL);
  char *end;
  gint64 value;

  if (text == NULL)
    return 0;
  g_strstrip (text);
  /* Out of range, strtoll gives G_MININT64 or G_MAXINT64: saturated. */
  value = g_ascii_strtoll (text, &end, 10);
  if (end == text || *end != '\0')
    return 0;
  return CLAMP (value, 0, max);
}

void
tutor_progress_record_task (TutorProgress *self, const char *set_id,
                            const char *task_id, int stars, int hints)
{
  g_autofree char *stars_key = key (task_id, STARS);
  g_autofree char *hints_key = key (task_id, HINTS);
  g_autofree char *failed_key = key (task_id, FAILED);
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
  g_autofree char *failed_key = key (task_id, FAILED);

  g_return_if_fail (TUTOR_IS_PROGRESS (self));
  g_key_file_set_boolean (self->keys, set_id, failed_key, TRUE);
  changed (self, set_id);
}

gboolean
tutor_progress_get_task (TutorProgress *self, const char *set_id,
                         const char *task_id, int *stars, int *hints)
{
  g_autofree char *stars_key = key (task_id, STARS);
  g_autofree char *hints_key = key (task_id, HINTS);

  g_return_val_if_fail (TUTOR_IS_PROGRESS (self), FALSE);
  if (!g_key_file_has_key (self->keys, set_id, stars_key, NULL))
    return FALSE;
  if (stars)
    *stars = (int) get_count (self->keys, set_id, stars_key, 3);
  if (hints)
    *hints = (int) get_count (self->keys, set_id, hints_key, G_MAXINT);
  return TRUE;
}

gboolean
tutor_progress_get_failed (TutorProgress *self, const char *set_id,
                           const char *task_id)
{
  g_autofree char *failed_key = key (task_id, FAILED);

  return g_key_file_get_boolean (self->keys, set_id, failed_key, NULL);
}

static guint
sum_keys (TutorProgress *self, const char *set_id, gboolean stars)
{
  g_auto (GStrv) keys = g_key_file_get_keys (self->keys, set_id, NULL, NULL);
  guint total = 0;

  for (guint i = 0; keys && keys[i]; i++)
    {
      if (!g_str_has_suffix (keys[i], STARS))
        continue;
      total += stars ? (guint) get_count (self->keys, set_id, keys[i], 3)
                     : 1;
    }
  return total;
}

guint
tutor_progress_count_solved (TutorProgress *self, const char *set_id)
{
  return sum_keys (self, set_id, FALSE);
}

guint
tutor_progress_count_stars (TutorProgress *self, const char *set_id)
{
  return sum_keys (self, set_id, TRUE);
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
  return (int) get_count (self->keys, set_id, name, G_MAXINT);
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
  g_key_file_set_string (self->keys, group, "task", attempt->task_id);
  g_key_file_set_string_list (self->keys, group, "answers",
                              (const char *const *) answers,
                              g_strv_length (answers));
  g_key_file_set_integer (self->keys, group, "hints", attempt->hints);
  g_key_file_set_boolean (self->keys, group, "solved", attempt->solved);
  g_key_file_set_integer (self->keys, group, "stars", attempt->stars);
  g_key_file_set_uint64 (self->keys, group, "seconds", attempt->seconds);
  g_key_file_set_integer (self->keys, FORMAT_GROUP, ATTEMPTS_KEY,
                          (int) number);
  changed (self, attempt->set_id);
}

guint
tutor_progress_count_attempts (TutorProgress *self)
{
  g_autoptr (GArray) numbers = list_attempts (self->keys, G_MAXINT);
  gint64 counter = get_count (self->keys, FORMAT_GROUP, ATTEMPTS_KEY,
                              G_MAXINT);
  guint last = numbers->len ? g_array_index (numbers, guint, numbers->len - 1)
                            : 0;

  /* An attempt the file holds past its counter counts, as a merge counts
   * it: the next attempt is never written over it. */
  return (guint) MAX (counter, (gint64) last);
}

/* A CSV field: quoted when it holds a comma, a quote or a line break
 * (RFC 4180), and never read as a formula by a spreadsheet. */
static void
append_field (GString *line, const char *value)
{
  g_autofree char *safe = NULL;

  if (value[0] != '\0' && strchr ("=+-@", value[0]))
    value = safe = g_strconcat ("'", value, NULL);
  if (strpbrk (value, ",\"\r\n") == NULL)
    {
      g_string_append (line, value);
      return;
    }
  g_string_append_c (line, '"');
  for (const char *c = value; *c; c++)
    {
      if (*c == '"')
        g_string_append_c (line, '"');
      g_string_append_c (line, *c);
    }
  g_string_append_c (line, '"');
}

/* One line: the commas go between the fields, whatever they hold (an
 * empty first field is a field too). */
static void
append_row (GString *csv, const char *const *fields, guint n_fields)
{
  for (guint i = 0; i < n_fields; i++)
    {
      if (i > 0)
        g_string_append_c (csv, ',');
      append_field (csv, fields[i] ? fields[i] : "");
    }
  g_string_append (csv, "\r\n");
}

char *
tutor_progress_dup_attempts_csv (TutorProgress *self, const char *learner)
{
  GString *csv = g_string_new (NULL);
  g_autoptr (GArray) numbers = list_attempts (self->keys, G_MAXINT);

  /* The column names stay English whatever the language: a teacher
   * gathers files from computers set up in different languages. */
  g_string_append (csv, "learner,time,set,set_title,puzzle,answers_tried,"
                        "hints_used,solved,stars,seconds\r\n");
  for (guint i = 0; i < numbers->len; i++)
    {
      g_autofree char *group
        = g_strdup_printf (ATTEMPT_GROUP, g_array_index (numbers, guint, i));
      g_autofree char *time = NULL, *set = NULL, *title = NULL;
      g_autofree char *task = NULL, *answers = NULL;
      g_autofree char *hints = NULL, *stars = NULL, *seconds = NULL;
      g_auto (GStrv) tried = NULL;
      gboolean solved;

      time = g_key_file_get_string (self->keys, group, "time", NULL);
      set = g_key_file_get_string (self->keys, group, "set", NULL);
      title = g_key_file_get_string (self->keys, group, "set-title", NULL);
      task = g_key_file_get_string (self->keys, group, "task", NULL);
      tried = g_key_file_get_string_list (self->keys, group, "answers", NULL,
                                          NULL);
      answers = tried ? g_strjoinv (" ", tried) : g_strdup ("");
      hints = g_strdup_printf ("%" G_GINT64_FORMAT,
                               get_count (self->keys, group, "hints",
                                          G_MAXINT));
      stars = g_strdup_printf ("%" G_GINT64_FORMAT,
                               get_count (self->keys, group, "stars", 3));
      seconds = g_strdup_printf ("%" G_GINT64_FORMAT,
                                 get_count (self->keys, group, "seconds",
                                            G_MAXINT64));
      solved = g_key_file_get_boolean (self->keys, group, "solved", NULL);
      {
        const char *fields[] = { learner, time, set, title, task, answers,
                                 hints, solved ? "yes" : "no", stars,
                                 seconds };

        append_row (csv, fields, G_N_ELEMENTS (fields));
      }
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
