/* toguz-pdf.c: pages written to a PDF file, whole or not at all
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <cairo-pdf.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

#include "toguz-pdf.h"

typedef struct
{
  FILE *file;
  int saved_errno;   /* of the first failed write */
} PdfOutput;

static cairo_status_t
write_to_file (void *closure, const unsigned char *data, unsigned int length)
{
  PdfOutput *output = closure;

  if (fwrite (data, 1, length, output->file) == length)
    return CAIRO_STATUS_SUCCESS;
  if (output->saved_errno == 0)
    output->saved_errno = errno;
  return CAIRO_STATUS_WRITE_ERROR;
}

static void
set_write_error (GError **error, const char *path, int saved_errno)
{
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               _("Cannot write %s: %s"), path, g_strerror (saved_errno));
}

gboolean
toguz_pdf_save (const char *path, double width, double height,
                const char *title, guint n_pages, ToguzPdfDrawFunc draw_page,
                gpointer data, GError **error)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_status_t status;
  PdfOutput output = { NULL, 0 };
  g_autofree char *temporary = NULL;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (draw_page != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Written beside the file (a rename does not cross file systems) and
   * renamed over it once whole: a full disk leaves the old file, neither
   * half a new one nor none.  Opened here, not by cairo, so that a
   * failure says why. */
  temporary = g_strconcat (path, ".XXXXXX", NULL);
  fd = g_mkstemp_full (temporary, O_WRONLY, 0666);
  if (fd < 0)
    {
      set_write_error (error, path, errno);
      return FALSE;
    }
  output.file = fdopen (fd, "wb");
  if (output.file == NULL)
    {
      int saved_errno = errno;

      g_close (fd, NULL);
      g_remove (temporary);
      set_write_error (error, path, saved_errno);
      return FALSE;
    }

  surface = cairo_pdf_surface_create_for_stream (write_to_file, &output,
                                                 width, height);
  if (title)
    cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR,
                                  "Toguz Tutor " PACKAGE_VERSION);
  cr = cairo_create (surface);
  for (guint page = 0; page < n_pages; page++)
    {
      draw_page (data, cr, page);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  /* On the disk before the rename, or a crash could leave an empty file
   * where the old one was. */
  if (output.saved_errno == 0
      && (fflush (output.file) != 0 || g_fsync (fileno (output.file)) != 0))
    output.saved_errno = errno;
  if (fclose (output.file) != 0 && output.saved_errno == 0)
    output.saved_errno = errno;
  if (output.saved_errno == 0 && status == CAIRO_STATUS_SUCCESS
      && g_rename (temporary, path) != 0)
    output.saved_errno = errno;

  if (output.saved_errno != 0 || status != CAIRO_STATUS_SUCCESS)
    g_remove (temporary);  /* half a PDF is no use to anyone */
  if (output.saved_errno != 0)
    {
      set_write_error (error, path, output.saved_errno);
      return FALSE;
    }
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                   _("Cannot write %s: %s"), path,
                   cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}
