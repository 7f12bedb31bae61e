/* toguz-file.c: reading a file that may be hostile
 *
 * A lesson or a record named on the command line or remembered by the
 * tutor may be a symlink to /dev/zero, a FIFO or a socket: reading one
 * would never end or never start.  Only regular files are read, and no
 * more than the caller's limit, checked before reading and while reading
 * (a file can grow meanwhile).
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "toguz-file.h"

#define CHUNK 65536

/* Why a file is not read, from its mode (0 when unknown). */
gboolean
toguz_file_check_mode (const char *filename, guint32 mode, GError **error)
{
  g_autofree char *name = NULL;

  if (S_ISREG (mode))
    return TRUE;
  name = g_filename_display_name (filename);
  if (S_ISDIR (mode))
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY,
                 _("“%s” is a folder, not a regular file."), name);
  else if (S_ISFIFO (mode))
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                 _("“%s” is a named pipe (FIFO), not a regular file."),
                 name);
  else if (S_ISSOCK (mode))
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                 _("“%s” is a socket, not a regular file."), name);
  else
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                 _("“%s” is a device, not a regular file."), name);
  return FALSE;
}

static gboolean
set_errno_error (GError **error, const char *path, int saved_errno)
{
  g_autofree char *name = g_filename_display_name (path);

  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               _("“%s” cannot be read: %s"), name, g_strerror (saved_errno));
  return FALSE;
}

static gboolean
set_too_large (GError **error, const char *path, gsize max_bytes)
{
  g_autofree char *name = g_filename_display_name (path);
  g_autofree char *size = g_format_size (max_bytes);

  g_set_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE,
               _("“%s” is larger than %s."), name, size);
  return FALSE;
}

/* Reads @path whole into @data (NUL-terminated, like g_file_get_contents)
 * if it is a regular file of at most @max_bytes.  Fails with
 * G_IO_ERROR_NOT_REGULAR_FILE or G_IO_ERROR_IS_DIRECTORY for anything
 * else, G_IO_ERROR_MESSAGE_TOO_LARGE past the limit. */
gboolean
toguz_file_read_regular (const char *path, gsize max_bytes, char **data,
                         gsize *length, GError **error)
{
  struct stat st;
  g_autofree char *buffer = NULL;
  gsize size = 0, allocated;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL && length != NULL, FALSE);
  g_return_val_if_fail (max_bytes < G_MAXSIZE - CHUNK, FALSE);

  /* Non-blocking: opening a FIFO for reading must not wait for a
   * writer; fstat() then tells what was opened, symlinks followed. */
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0);
  if (fd < 0)
    return set_errno_error (error, path, errno);
  if (fstat (fd, &st) != 0)
    {
      int saved_errno = errno;
      g_close (fd, NULL);
      return set_errno_error (error, path, saved_errno);
    }
  if (!toguz_file_check_mode (path, st.st_mode, error))
    {
      g_close (fd, NULL);
      return FALSE;
    }
  if (st.st_size < 0 || (guint64) st.st_size > max_bytes)
    {
      g_close (fd, NULL);
      return set_too_large (error, path, max_bytes);
    }

  /* One byte past the limit is enough to know the file grew too big. */
  allocated = (gsize) st.st_size + 2;
  buffer = g_malloc (allocated);
  for (;;)
    {
      gssize got;

      if (size + 1 >= allocated)
        {
          allocated = MIN (allocated + CHUNK, max_bytes + 2);
          buffer = g_realloc (buffer, allocated);
        }
      got = read (fd, buffer + size, allocated - 1 - size);
      if (got < 0 && errno == EINTR)
        continue;
      if (got < 0)
        {
          int saved_errno = errno;
          g_close (fd, NULL);
          return set_errno_error (error, path, saved_errno);
        }
      if (got == 0)
        break;
      size += (gsize) got;
      if (size > max_bytes)
        {
          g_close (fd, NULL);
          return set_too_large (error, path, max_bytes);
        }
    }
  g_close (fd, NULL);
  buffer[size] = '\0';
  *data = g_steal_pointer (&buffer);
  *length = size;
  return TRUE;
}

char *
toguz_file_keep_aside (const char *path)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *aside = g_strdup_printf ("%s.broken-%s", path, stamp);

  g_return_val_if_fail (path != NULL, NULL);
  if (g_rename (path, aside) != 0)
    return NULL;
  return g_steal_pointer (&aside);
}
