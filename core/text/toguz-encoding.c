/* toguz-encoding.c: telling a file saved in another Unicode form
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "toguz-encoding.h"

/* Enough characters of ASCII markup to tell a zero-byte pattern. */
#define SNIFF_BYTES 32

static gboolean
starts_with (const char *data, gsize length, const char *bom, gsize n)
{
  return length >= n && memcmp (data, bom, n) == 0;
}

/* Every `width`-byte unit of the first bytes holds one nonzero byte, at
 * `place`, and zeros elsewhere: ASCII in UTF-16 or UTF-32. */
static gboolean
zero_pattern (const char *data, gsize length, gsize width, gsize place)
{
  gsize n = MIN (length, (gsize) SNIFF_BYTES) / width * width;

  if (n < width)
    return FALSE;
  for (gsize i = 0; i < n; i++)
    if ((data[i] == '\0') == (i % width == place))
      return FALSE;
  return TRUE;
}

ToguzEncoding
toguz_encoding_sniff (const char *data, gsize length, gsize *bom_length)
{
  if (bom_length)
    *bom_length = 0;
  if (data == NULL)
    return TOGUZ_ENCODING_UTF8;
  /* UTF-32 LE starts as UTF-16 LE does: look for it first. */
  if (starts_with (data, length, "\xff\xfe\0\0", 4)
      || starts_with (data, length, "\0\0\xfe\xff", 4))
    return TOGUZ_ENCODING_UTF32;
  if (starts_with (data, length, "\xff\xfe", 2)
      || starts_with (data, length, "\xfe\xff", 2))
    return TOGUZ_ENCODING_UTF16;
  if (starts_with (data, length, "\xef\xbb\xbf", 3))
    {
      if (bom_length)
        *bom_length = 3;
      return TOGUZ_ENCODING_UTF8_BOM;
    }
  if (zero_pattern (data, length, 4, 0) || zero_pattern (data, length, 4, 3))
    return TOGUZ_ENCODING_UTF32;
  if (zero_pattern (data, length, 2, 0) || zero_pattern (data, length, 2, 1))
    return TOGUZ_ENCODING_UTF16;
  return TOGUZ_ENCODING_UTF8;
}

const char *
toguz_encoding_how_to_save (void)
{
  /* TRANSLATORS: name the menus and choices as Notepad and LibreOffice
   * show them in your language. */
  return _("In Windows Notepad: File ▸ Save As, Encoding: UTF-8. In "
           "LibreOffice Writer: File ▸ Save As, file type “Text - Choose "
           "Encoding”, then “Use Text - Choose Encoding Format!” and "
           "Character set: Unicode (UTF-8).");
}

char *
toguz_encoding_describe (ToguzEncoding encoding)
{
  const char *what;

  switch (encoding)
    {
    case TOGUZ_ENCODING_UTF16:
      what = _("The file is saved as UTF-16 (Windows Notepad’s “Unicode” "
               "or “UTF-16 LE”), not UTF-8: save it again as UTF-8.");
      break;
    case TOGUZ_ENCODING_UTF32:
      what = _("The file is saved as UTF-32, not UTF-8: save it again as "
               "UTF-8.");
      break;
    case TOGUZ_ENCODING_UTF8:
    case TOGUZ_ENCODING_UTF8_BOM:
    default:
      return NULL;
    }
  return g_strconcat (what, " ", toguz_encoding_how_to_save (), NULL);
}
