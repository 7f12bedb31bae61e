/* tutor-learners.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "toguz-file.h"
#include "toguz-text.h"
#include "tutor-learners.h"
#include "tutor-progress-keys.h"

#define LEARNERS_GROUP "Toguz Tutor"
#define LEARNERS_VERSION 1
#define LEARNER_GROUP "Learner "
#define CURRENT_KEY "current"
#define NAME_KEY "name"
#define PROGRESS_KEY "progress"
/* A learner's progress file: PROGRESS_PREFIX id ".ini". */
#define PROGRESS_PREFIX "progress-"
/* Thousands of learners fit; a file past it is no list of learners. */
#define MAX_FILE_SIZE (1024 * 1024)
/* An id as this program makes them (a UUID), or a hand-written word. */
#define MAX_ID_LENGTH 64

typedef struct
{
  char *id;
  char *name;
  char *progress;           /* a file name beside the learners file */
} Learner;

struct _TutorLearners
{
  GObject parent_instance;

  char *path;
  char *dir;
  GPtrArray *learners;      /* Learner, in the order they were added */
  char *current;
  GHashTable *records;      /* id -> TutorProgress, once read */
  char *guest_dir;          /* made when a guest first learns */
  char *load_problem;
  char *unwritable;         /* why the file is left as it is, or NULL */
};

G_DEFINE_FINAL_TYPE (TutorLearners, tutor_learners, G_TYPE_OBJECT)
G_DEFINE_QUARK (tutor-learners-error-quark, tutor_learners_error)

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum
{
  PROP_0,
  PROP_CURRENT,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

static void
learner_free (gpointer data)
{
  Learner *learner = data;

  g_free (learner->id);
  g_free (learner->name);
  g_free (learner->progress);
  g_free (learner);
}

static Learner *
learner_new (const char *id, const char *name, const char *progress)
{
  Learner *learner = g_new0 (Learner, 1);

  learner->id = g_strdup (id);
  learner->name = g_strdup (name);
  learner->progress = progress ? g_strdup (progress)
                               : g_strconcat (PROGRESS_PREFIX, id, ".ini",
                                              NULL);
  return learner;
}

static Learner *
find (TutorLearners *self, const char *id, guint *index)
{
  for (guint i = 0; id && i < self->learners->len; i++)
    {
      Learner *learner = g_ptr_array_index (self->learners, i);

      if (strcmp (learner->id, id) == 0)
        {
          if (index)
            *index = i;
          return learner;
        }
    }
  return NULL;
}

/* Names */

/* Trimmed, every run of spaces or control characters one space, valid
 * UTF-8: a name pasted with a line break or a tab is one line. */
static char *
normalize_name (const char *name)
{
  g_autofree char *valid = g_utf8_make_valid (name ? name : "", -1);
  GString *out = g_string_new (NULL);
  gboolean space = FALSE;

  for (const char *c = valid; *c; c = g_utf8_next_char (c))
    {
      gunichar ch = g_utf8_get_char (c);

      if (g_unichar_isspace (ch) || g_unichar_iscntrl (ch))
        space = out->len > 0;
      else
        {
          if (space)
            g_string_append_c (out, ' ');
          space = FALSE;
          g_string_append_unichar (out, ch);
        }
    }
  return g_string_free (out, FALSE);
}

/* What two names are compared by: "dana" is "Dana", "Ａｉ" is "Ai". */
static char *
fold_name (const char *name)
{
  g_autofree char *normal = g_utf8_normalize (name, -1, G_NORMALIZE_ALL);

  return g_utf8_casefold (normal ? normal : name, -1);
}

static gboolean
same_name (const char *a, const char *b)
{
  g_autofree char *x = fold_name (a);
  g_autofree char *y = fold_name (b);

  return strcmp (x, y) == 0;
}

static const char *
guest_name (void)
{
  /* Translators: whoever learns without being kept on this computer; also
   * the name on their attempts in the class results. */
  return _("Guest");
}

char *
tutor_learners_check_name (TutorLearners *self, const char *name,
                           const char *except_id, GError **error)
{
  g_autofree char *normal = normalize_name (name);
  glong length = g_utf8_strlen (normal, -1);

  g_return_val_if_fail (TUTOR_IS_LEARNERS (self), NULL);
  if (length == 0)
    {
      g_set_error_literal (error, TUTOR_LEARNERS_ERROR,
                           TUTOR_LEARNERS_ERROR_EMPTY,
                           _("Type the learner’s name."));
      return NULL;
    }
  if (length > TUTOR_LEARNERS_NAME_MAX)
    {
      g_set_error (error, TUTOR_LEARNERS_ERROR, TUTOR_LEARNERS_ERROR_TOO_LONG,
                   ngettext ("A name has at most %u character.",
                             "A name has at most %u characters.",
                             TUTOR_LEARNERS_NAME_MAX),
                   (guint) TUTOR_LEARNERS_NAME_MAX);
      return NULL;
    }
  if (same_name (normal, guest_name ()) || same_name (normal, "Guest"))
    {
      g_set_error (error, TUTOR_LEARNERS_ERROR, TUTOR_LEARNERS_ERROR_RESERVED,
                   _("“%s” is for whoever learns without being kept on this "
                     "computer: choose another name."),
                   guest_name ());
      return NULL;
    }
  for (guint i = 0; i < self->learners->len; i++)
    {
      Learner *learner = g_ptr_array_index (self->learners, i);

      if (g_strcmp0 (learner->id, except_id) != 0
          && same_name (learner->name, normal))
        {
          g_set_error (error, TUTOR_LEARNERS_ERROR,
                       TUTOR_LEARNERS_ERROR_TAKEN,
                       _("“%s” is already a learner on this computer: add "
                         "a letter of the family name to tell them apart."),
                       learner->name);
          return NULL;
        }
    }
  return g_steal_pointer (&normal);
}

/* A name from a file: made a name, whatever the file held. */
static char *
name_from_file (const char *name, guint number)
{
  g_autofree char *normal = normalize_name (name);

  if (*normal == '\0')
    /* Translators: a learner whose name was lost; %u counts them. */
    return g_strdup_printf (_("Learner %u"), number);
  if (g_utf8_strlen (normal, -1) > TUTOR_LEARNERS_NAME_MAX)
    return g_utf8_substring (normal, 0, TUTOR_LEARNERS_NAME_MAX);
  return g_steal_pointer (&normal);
}

char *
tutor_learners_default_name (const char *old_name)
{
  g_autofree char *normal = normalize_name (old_name);
  const char *real = g_get_real_name ();

  if (*normal)
    return name_from_file (normal, 1);
  /* GLib's word for a real name it could not find. */
  if (real && *real && strcmp (real, "Unknown") != 0)
    return name_from_file (real, 1);
  /* Translators: the first learner's name when none was set. */
  return g_strdup (_("Learner"));
}

/* The file */

static gboolean
is_valid_id (const char *id)
{
  size_t length = strlen (id);

  if (length == 0 || length > MAX_ID_LENGTH
      || strcmp (id, TUTOR_LEARNERS_GUEST) == 0)
    return FALSE;
  for (const char *c = id; *c; c++)
    if (!g_ascii_isalnum (*c) && *c != '-')
      return FALSE;
  return TRUE;
}

/* A progress file a learners file may name: beside it, a file of its own
 * (a hand-edited or hostile file cannot send a reset to another file). */
static gboolean
is_valid_progress (TutorLearners *self, const char *name)
{
  g_autofree char *base = g_path_get_basename (self->path);

  if (name == NULL || *name == '.' || strchr (name, '/')
      || strchr (name, '\\') || !g_str_has_suffix (name, ".ini")
      || strcmp (name, base) == 0)
    return FALSE;
  for (guint i = 0; i < self->learners->len; i++)
    if (strcmp (((Learner *) g_ptr_array_index (self->learners, i))->progress,
                name)
        == 0)
      return FALSE;
  return TRUE;
}

static GKeyFile *
to_keys (TutorLearners *self)
{
  GKeyFile *keys = g_key_file_new ();

  g_key_file_set_comment (keys, NULL, NULL,
                          " The learners of this computer, each with their "
                          "own progress file", NULL);
  g_key_file_set_integer (keys, LEARNERS_GROUP, "version", LEARNERS_VERSION);
  /* The guest is not kept: the next start asks, or opens the last one
   * who was kept. */
  if (self->current && strcmp (self->current, TUTOR_LEARNERS_GUEST) != 0)
    g_key_file_set_string (keys, LEARNERS_GROUP, CURRENT_KEY, self->current);
  for (guint i = 0; i < self->learners->len; i++)
    {
      Learner *learner = g_ptr_array_index (self->learners, i);
      g_autofree char *group = g_strconcat (LEARNER_GROUP, learner->id, NULL);

      g_key_file_set_string (keys, group, NAME_KEY, learner->name);
      g_key_file_set_string (keys, group, PROGRESS_KEY, learner->progress);
    }
  return keys;
}

/* g_key_file_save_to_file () writes a new file and renames it over the
 * old: a crash leaves one or the other, never half of one. */
static gboolean
write_file (TutorLearners *self, GError **error)
{
  g_autoptr (GKeyFile) keys = NULL;

  if (self->unwritable)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                           self->unwritable);
      return FALSE;
    }
  if (g_mkdir_with_parents (self->dir, 0700) != 0)
    {
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errno),
                   _("Could not create %s"), self->dir);
      return FALSE;
    }
  keys = to_keys (self);
  return g_key_file_save_to_file (keys, self->path, error);
}

/* The name the learner's newest attempt carries, or NULL. */
static char *
name_in_progress (const char *path)
{
  g_autoptr (GKeyFile) keys = g_key_file_new ();
  g_autofree char *text = NULL;
  g_auto (GStrv) groups = NULL;
  gsize length;
  guint64 newest = 0;
  char *name = NULL;

  if (!toguz_file_read_regular (path, 64 * 1024 * 1024, &text, &length, NULL)
      || !g_key_file_load_from_data (keys, text, length, G_KEY_FILE_NONE,
                                     NULL))
    return NULL;
  groups = g_key_file_get_groups (keys, NULL);
  for (guint i = 0; groups[i]; i++)
    {
      guint64 number;
      char *stamped;

      if (!g_str_has_prefix (groups[i], "Attempt ")
          || !g_ascii_string_to_unsigned (groups[i] + strlen ("Attempt "), 10,
                                          1, G_MAXINT, &number, NULL)
          || number < newest)
        continue;
      stamped = g_key_file_get_string (keys, groups[i], LEARNER_KEY, NULL);
      if (stamped)
        {
          g_free (name);
          name = stamped;
          newest = number;
        }
    }
  return name;
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* Without a list (the first start since there were learners, or a list
 * lost): the progress kept before is the first learner's.  When a list
 * was lost (`adopt`), every learner's progress file beside it is theirs
 * again, with the name their newest attempt carries. */
static void
find_learners (TutorLearners *self, const char *first_progress,
               const char *first_name, gboolean adopt)
{
  g_autoptr (GDir) dir = g_dir_open (self->dir, 0, NULL);
  g_autoptr (GPtrArray) found = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *first_id = g_uuid_string_random ();
  const char *entry;

  g_ptr_array_add (self->learners,
                   learner_new (first_id, first_name,
                                first_progress ? first_progress
                                               : "progress.ini"));
  while (adopt && dir && (entry = g_dir_read_name (dir)))
    if (g_str_has_prefix (entry, PROGRESS_PREFIX)
        && g_str_has_suffix (entry, ".ini"))
      g_ptr_array_add (found, g_strdup (entry));
  g_ptr_array_sort (found, compare_names);
  for (guint i = 0; i < found->len; i++)
    {
      const char *entry_name = g_ptr_array_index (found, i);
      g_autofree char *id
        = g_strndup (entry_name + strlen (PROGRESS_PREFIX),
                     strlen (entry_name) - strlen (PROGRESS_PREFIX)
                       - strlen (".ini"));
      g_autofree char *path = NULL, *stamped = NULL, *name = NULL;
      g_autofree char *unique = NULL;

      if (!is_valid_id (id) || find (self, id, NULL)
          || !is_valid_progress (self, entry_name))
        continue;
      path = g_build_filename (self->dir, entry_name, NULL);
      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        continue;
      stamped = name_in_progress (path);
      name = name_from_file (stamped, self->learners->len + 1);
      /* Two found under one name: the second is numbered. */
      unique = tutor_learners_check_name (self, name, NULL, NULL);
      if (unique == NULL)
        unique = g_strdup_printf (_("Learner %u"), self->learners->len + 1);
      g_ptr_array_add (self->learners, learner_new (id, unique, entry_name));
    }
}

/* The learners the keys hold; FALSE when they are no list of learners. */
static gboolean
read_learners (TutorLearners *self, GKeyFile *keys)
{
  g_auto (GStrv) groups = NULL;
  g_autofree char *current = NULL;

  if (g_key_file_get_integer (keys, LEARNERS_GROUP, "version", NULL)
      != LEARNERS_VERSION)
    return FALSE;
  groups = g_key_file_get_groups (keys, NULL);
  for (guint i = 0; groups[i]; i++)
    {
      const char *id = groups[i] + strlen (LEARNER_GROUP);
      g_autofree char *stored = NULL, *name = NULL, *progress = NULL;

      if (!g_str_has_prefix (groups[i], LEARNER_GROUP) || !is_valid_id (id)
          || find (self, id, NULL))
        continue;
      stored = g_key_file_get_string (keys, groups[i], NAME_KEY, NULL);
      name = name_from_file (stored, self->learners->len + 1);
      progress = g_key_file_get_string (keys, groups[i], PROGRESS_KEY, NULL);
      if (!is_valid_progress (self, progress))
        {
          g_clear_pointer (&progress, g_free);
          progress = g_strconcat (PROGRESS_PREFIX, id, ".ini", NULL);
          if (!is_valid_progress (self, progress))
            continue;
        }
      g_ptr_array_add (self->learners, learner_new (id, name, progress));
    }
  current = g_key_file_get_string (keys, LEARNERS_GROUP, CURRENT_KEY, NULL);
  if (find (self, current, NULL))
    self->current = g_steal_pointer (&current);
  return TRUE;
}

/* Keeps a file that cannot be read beside it, with the time in its name:
 * nothing a teacher set up is overwritten. */
static void
keep_aside (TutorLearners *self, const char *reason)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *aside = g_strdup_printf ("%s.broken-%s", self->path,
                                            stamp);
  g_autofree char *quoted = toguz_text_quote_excerpt (reason,
                                                      4 * TOGUZ_TEXT_EXCERPT);
  g_autofree char *shown = NULL;
  gsize length = strlen (quoted);

  if (length > 0 && quoted[length - 1] == '.')
    quoted[length - 1] = '\0';
  /* Two in the same second: the first is not written over. */
  for (guint n = 2; g_file_test (aside, G_FILE_TEST_EXISTS) && n < 100; n++)
    {
      g_free (aside);
      aside = g_strdup_printf ("%s.broken-%s-%u", self->path, stamp, n);
    }
  if (g_rename (self->path, aside) != 0)
    {
      g_free (aside);
      aside = g_strdup (self->path);
      /* Left where it is, it is not written over either. */
      self->unwritable
        = g_strdup_printf (_("The list of learners %s could not be read, "
                             "and is left as it is."),
                           self->path);
    }
  shown = g_filename_display_name (aside);
  self->load_problem
    = g_strdup_printf (_("The list of learners could not be read (%s). It "
                         "was kept as %s, and the learners were found again "
                         "from their progress files."),
                       quoted, shown);
  g_message ("%s", self->load_problem);
}

static void
load (TutorLearners *self, const char *first_progress,
      const char *first_name)
{
  g_autoptr (GKeyFile) keys = g_key_file_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  gboolean lost = FALSE;
  gsize length;

  if (g_file_test (self->path, G_FILE_TEST_EXISTS))
    {
      lost = TRUE;
      if (!toguz_file_read_regular (self->path, MAX_FILE_SIZE, &text, &length,
                                    &error)
          || !g_key_file_load_from_data (keys, text, length,
                                         G_KEY_FILE_NONE, &error))
        keep_aside (self, error->message);
      else if (!read_learners (self, keys))
        keep_aside (self, _("it is not a Toguz Tutor list of learners"));
      else
        lost = FALSE;
    }
  if (self->learners->len > 0)
    {
      if (self->current == NULL)
        self->current = g_strdup (
          ((Learner *) g_ptr_array_index (self->learners, 0))->id);
      return;
    }
  /* A file of no learners is as no file. */
  find_learners (self, first_progress, first_name, lost);
  g_free (self->current);
  self->current = g_strdup (
    ((Learner *) g_ptr_array_index (self->learners, 0))->id);
  g_clear_error (&error);
  if (!write_file (self, &error))
    g_message ("Could not save the learners to %s: %s", self->path,
               error->message);
}

/* The object */

static void
remove_guest_dir (TutorLearners *self)
{
  g_autoptr (GDir) dir = NULL;
  const char *name;

  if (self->guest_dir == NULL)
    return;
  dir = g_dir_open (self->guest_dir, 0, NULL);
  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *path = g_build_filename (self->guest_dir, name, NULL);
      g_remove (path);
    }
  g_rmdir (self->guest_dir);
  g_clear_pointer (&self->guest_dir, g_free);
}

static void
tutor_learners_dispose (GObject *object)
{
  TutorLearners *self = TUTOR_LEARNERS (object);
  TutorProgress *guest = self->records
                           ? g_hash_table_lookup (self->records,
                                                  TUTOR_LEARNERS_GUEST)
                           : NULL;

  /* The guest's last write done before its directory goes: a write
   * after would make it again. */
  if (guest)
    tutor_progress_save (guest, NULL);
  g_clear_pointer (&self->records, g_hash_table_unref);
  remove_guest_dir (self);
  G_OBJECT_CLASS (tutor_learners_parent_class)->dispose (object);
}

static void
tutor_learners_finalize (GObject *object)
{
  TutorLearners *self = TUTOR_LEARNERS (object);

  g_free (self->path);
  g_free (self->dir);
  g_ptr_array_unref (self->learners);
  g_free (self->current);
  g_free (self->load_problem);
  g_free (self->unwritable);
  G_OBJECT_CLASS (tutor_learners_parent_class)->finalize (object);
}

static void
tutor_learners_get_property (GObject *object, guint prop_id, GValue *value,
                             GParamSpec *pspec)
{
  TutorLearners *self = TUTOR_LEARNERS (object);

  switch (prop_id)
    {
    case PROP_CURRENT:
      g_value_set_string (value, self->current);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tutor_learners_class_init (TutorLearnersClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tutor_learners_dispose;
  object_class->finalize = tutor_learners_finalize;
  object_class->get_property = tutor_learners_get_property;

  /* Who is learning: a learner's id, or TUTOR_LEARNERS_GUEST. */
  props[PROP_CURRENT]
    = g_param_spec_string ("current", NULL, NULL, NULL,
                           G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                           | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  /* A learner added, renamed or removed. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass),
                                   G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);
}

static void
tutor_learners_init (TutorLearners *self)
{
  self->learners = g_ptr_array_new_with_free_func (learner_free);
  self->records = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                         g_object_unref);
}

TutorLearners *
tutor_learners_new (const char *path, const char *first_progress,
                    const char *first_name)
{
  TutorLearners *self = g_object_new (TUTOR_TYPE_LEARNERS, NULL);

  self->path = path ? g_strdup (path)
                    : g_build_filename (g_get_user_data_dir (),
                                        "toguz-tutor", "learners.ini", NULL);
  self->dir = g_path_get_dirname (self->path);
  load (self, first_progress, first_name ? first_name : _("Learner"));
  return self;
}

const char *
tutor_learners_get_path (TutorLearners *self)
{
  g_return_val_if_fail (TUTOR_IS_LEARNERS (self), NULL);
  return self->path;
}

char *
tutor_learners_take_load_problem (TutorLearners *self)
{
  g_return_val_if_fail (TUTOR_IS_LEARNERS (self), NULL);
  return g_steal_pointer (&self->load_problem);
}

/* Who */

GStrv
tutor_learners_dup_ids (TutorLearners *self)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (TUTOR_IS_LEARNERS (self), NULL);
  for (guint i = 0; i < self->learners->len; i++)
    g_strv_builder_add (builder, ((Learner *) g_ptr_array_index (
                                   self->learners, i))->id);
  return g_strv_builder_end (builder);
}

guint
tutor_learners_get_n_learners (TutorLearners *self)
{
  g_return_val_if_fail (TUTOR_IS_LEARNERS (self), 0);
  return self->learners->len;
}

gboolean
tutor_learners_is_shared (TutorLearners *self)
{
  return tutor_learners_get_n_learners (self) >= 2;
}

const char *
tutor_learners_get_name (TutorLearners *self, const char *id)
{
  Learner *learner;

  g_return_val_if_fail (TUTOR_IS_LEARNERS (self), NULL);
  if (g_strcmp0 (id, TUTOR_LEARNERS_GUEST) == 0)
    return guest_name ();
  learner = find (self, id, NULL);
  return learner ? learner->name : NULL;
}

const char *
tutor_learners_get_current (TutorLearners *self)
{
  g_return_val_if_fail (TUTOR_IS_LEARNERS (self), NULL);
  return self->current;
}

static gboolean
not_found (const char *id, GError **error)
{
  g_set_error (error, TUTOR_LEARNERS_ERROR, TUTOR_LEARNERS_ERROR_NOT_FOUND,
               _("No learner “%s” on this computer."), id ? id : "");
  return FALSE;
}

static gboolean
is_known (TutorLearners *self, const char *id, GError **error)
{
  if (g_strcmp0 (id, TUTOR_LEARNERS_GUEST) == 0 || find (self, id, NULL))
    return TRUE;
  return not_found (id, error);
}

/* Sets who is learning and tells; the file is the caller's to write. */
static void
choose (TutorLearners *self, const char *id)
{
  g_free (self->current);
  self->current = g_strdup (id);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_CURRENT]);
}

gboolean
tutor_learners_set_current (TutorLearners *self, const char *id,
                            GError **error)
{
  g_autoptr (GError) write_error = NULL;

  g_return_val_if_fail (TUTOR_IS_LEARNERS (self), FALSE);
  if (!is_known (self, id, error))
    return FALSE;
  if (strcmp (self->current, id) == 0)
    return TRUE;
  choose (self, id);
  /* Who learned last is a convenience: a file that cannot be written
   * does not keep anyone from learning. */
  if (strcmp (id, TUTOR_LEARNERS_GUEST) != 0
      && !write_file (self, &write_error))
    g_message ("Could not save the learners to %s: %s", self->path,
               write_error->message);
  return TRUE;
}

/* Their progress */

char *
tutor_learners_dup_progress_path (TutorLearners *self, const char *id)
{
  Learner *learner;

  g_return_val_if_fail (TUTOR_IS_LEARNERS (self), NULL);
  if (g_strcmp0 (id, TUTOR_LEARNERS_GUEST) == 0)
    {
      if (self->guest_dir == NULL)
        self->guest_dir = g_dir_make_tmp ("toguz-tutor-guest-XXXXXX", NULL);
      /* Without a temporary directory, the guest's progress is in the
       * learners' directory, under a name no learner has. */
      return self->guest_dir
               ? g_build_filename (self->guest_dir, "progress.ini", NULL)
               : g_build_filename (self->dir, "guest-progress.ini", NULL);
    }
  learner = find (self, id, NULL);
  return learner ? g_build_filename (self->dir, learner->progress, NULL)
                 : NULL;
}

static TutorProgress *
take_record (TutorLearners *self, const char *id, TutorProgress *progress)
{
  tutor_progress_set_learner (progress, id, tutor_learners_get_name (self,
                                                                      id));
  g_hash_table_insert (self->records, g_strdup (id), progress);
  return progress;
}

TutorProgress *
tutor_learners_get_progress (TutorLearners *self, const char *id)
{
  TutorProgress *progress;
  g_autofree char *path = NULL;

  g_return_val_if_fail (TUTOR_IS_LEARNERS (self), NULL);
  if (!is_known (self, id, NULL))
    return NULL;
  progress = g_hash_table_lookup (self->records, id);
  if (progress)
    return progress;
  path = tutor_learners_dup_progress_path (self, id);
  return take_record (self, id, tutor_progress_new (path));
}

static void
on_progress_read (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GTask) task = data;
  TutorLearners *self = g_task_get_source_object (task);
  const char *id = g_task_get_task_data (task);
  g_autoptr (TutorProgress) read = tutor_progress_new_finish (result, NULL);
  TutorProgress *progress = g_hash_table_lookup (self->records, id);

  /* Read meanwhile (a learner chosen at once): that record stays. */
  if (progress == NULL && is_known (self, id, NULL))
    progress = take_record (self, id, g_steal_pointer (&read));
  if (progress)
    g_task_return_pointer (task, g_object_ref (progress), g_object_unref);
  else
    {
      GError *error = NULL;

      not_found (id, &error);
      g_task_return_error (task, error);
    }
}

void
tutor_learners_load_progress_async (TutorLearners *self, const char *id,
                                    GCancellable *cancellable,
                                    GAsyncReadyCallback callback,
                                    gpointer user_data)
{
  GTask *task = g_task_new (self, cancellable, callback, user_data);
  TutorProgress *progress;
  g_autofree char *path = NULL;
  GError *error = NULL;

  g_return_if_fail (TUTOR_IS_LEARNERS (self));
  g_task_set_source_tag (task, tutor_learners_load_progress_async);
  g_task_set_task_data (task, g_strdup (id), g_free);
  if (!is_known (self, id, &error))
    {
      g_task_return_error (task, error);
      g_object_unref (task);
      return;
    }
  progress = g_hash_table_lookup (self->records, id);
  if (progress)
    {
      g_task_return_pointer (task, g_object_ref (progress), g_object_unref);
      g_object_unref (task);
      return;
    }
  path = tutor_learners_dup_progress_path (self, id);
  tutor_progress_new_async (path, cancellable, on_progress_read, task);
}

TutorProgress *
tutor_learners_load_progress_finish (TutorLearners *self,
                                     GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

/* Changes */

char *
tutor_learners_add (TutorLearners *self, const char *name, GError **error)
{
  g_autofree char *normal = tutor_learners_check_name (self, name, NULL,
                                                       error);
  g_autofree char *id = NULL;

  if (normal == NULL)
    return NULL;
  do
    {
      g_free (id);
      id = g_uuid_string_random ();
    }
  while (find (self, id, NULL));
  g_ptr_array_add (self->learners, learner_new (id, normal, NULL));
  if (!write_file (self, error))
    {
      g_ptr_array_remove_index (self->learners, self->learners->len - 1);
      return NULL;
    }
  g_signal_emit (self, signals[CHANGED], 0);
  return g_steal_pointer (&id);
}

gboolean
tutor_learners_rename (TutorLearners *self, const char *id, const char *name,
                       GError **error)
{
  Learner *learner;
  g_autofree char *normal = NULL;
  g_autofree char *old = NULL;
  TutorProgress *progress;

  g_return_val_if_fail (TUTOR_IS_LEARNERS (self), FALSE);
  learner = find (self, id, NULL);
  if (learner == NULL)
    return not_found (id, error);
  normal = tutor_learners_check_name (self, name, id, error);
  if (normal == NULL)
    return FALSE;
  old = g_steal_pointer (&learner->name);
  learner->name = g_steal_pointer (&normal);
  if (!write_file (self, error))
    {
      g_free (learner->name);
      learner->name = g_steal_pointer (&old);
      return FALSE;
    }
  progress = g_hash_table_lookup (self->records, id);
  if (progress)
    tutor_progress_set_learner (progress, id, learner->name);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

static void
remove_progress_files (const char *path)
{
  g_autofree char *lock = g_strconcat (path, ".lock", NULL);

  if (g_remove (path) != 0 && errno != ENOENT)
    g_message ("Could not remove %s: %s", path, g_strerror (errno));
  g_remove (lock);
}

gboolean
tutor_learners_remove (TutorLearners *self, const char *id, GError **error)
{
  Learner *learner;
  guint index;
  g_autofree char *path = NULL;
  g_autofree char *was_current = NULL;
  TutorProgress *progress;

  g_return_val_if_fail (TUTOR_IS_LEARNERS (self), FALSE);
  learner = find (self, id, &index);
  if (learner == NULL)
    return not_found (id, error);
  if (self->learners->len == 1)
    {
      g_set_error_literal (error, TUTOR_LEARNERS_ERROR,
                           TUTOR_LEARNERS_ERROR_LAST,
                           _("The only learner of this computer stays: reset "
                             "their progress instead."));
      return FALSE;
    }
  path = tutor_learners_dup_progress_path (self, id);
  g_ptr_array_steal_index (self->learners, index);
  if (strcmp (self->current, id) == 0)
    {
      was_current = self->current;
      self->current = g_strdup (
        ((Learner *) g_ptr_array_index (self->learners, 0))->id);
    }
  if (!write_file (self, error))
    {
      g_ptr_array_insert (self->learners, (int) index, learner);
      if (was_current)
        {
          g_free (self->current);
          self->current = g_steal_pointer (&was_current);
        }
      return FALSE;
    }
  learner_free (learner);
  /* Whoever shows the learner's progress lets go of it first. */
  if (was_current)
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_CURRENT]);
  /* Its last writes done, none follows: the file stays removed. */
  progress = g_hash_table_lookup (self->records, id);
  if (progress)
    {
      tutor_progress_save (progress, NULL);
      g_hash_table_remove (self->records, id);
    }
  remove_progress_files (path);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

void
tutor_learners_reset (TutorLearners *self, const char *id)
{
  TutorProgress *progress;

  g_return_if_fail (TUTOR_IS_LEARNERS (self));
  progress = tutor_learners_get_progress (self, id);
  if (progress)
    tutor_progress_reset (progress);
}

GPtrArray *
tutor_learners_dup_records (TutorLearners *self)
{
  GPtrArray *records = g_ptr_array_new_with_free_func (g_object_unref);
  TutorProgress *guest;

  g_return_val_if_fail (TUTOR_IS_LEARNERS (self), NULL);
  for (guint i = 0; i < self->learners->len; i++)
    {
      Learner *learner = g_ptr_array_index (self->learners, i);

      g_ptr_array_add (records, g_object_ref (tutor_learners_get_progress (
                                  self, learner->id)));
    }
  guest = g_hash_table_lookup (self->records, TUTOR_LEARNERS_GUEST);
  if (guest)
    g_ptr_array_add (records, g_object_ref (guest));
  return records;
}

gboolean
tutor_learners_save (TutorLearners *self, GError **error)
{
  GHashTableIter iter;
  gpointer progress;
  gboolean saved = TRUE;

  g_return_val_if_fail (TUTOR_IS_LEARNERS (self), FALSE);
  g_hash_table_iter_init (&iter, self->records);
  while (g_hash_table_iter_next (&iter, NULL, &progress))
    {
      g_autoptr (GError) local_error = NULL;

      if (tutor_progress_save (progress, &local_error))
        continue;
      if (saved)
        g_propagate_error (error, g_steal_pointer (&local_error));
      saved = FALSE;
    }
  return saved;
}

gboolean
tutor_learners_is_saving (TutorLearners *self)
{
  GHashTableIter iter;
  gpointer progress;

  g_return_val_if_fail (TUTOR_IS_LEARNERS (self), FALSE);
  g_hash_table_iter_init (&iter, self->records);
  while (g_hash_table_iter_next (&iter, NULL, &progress))
    if (tutor_progress_is_saving (progress))
      return TRUE;
  return FALSE;
}
