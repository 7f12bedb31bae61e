/* toguz-print-text.c: text laid out for printed pages
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "toguz-print-text.h"

PangoLayout *
toguz_print_layout_new (PangoContext *pango, const char *font,
                        const char *text, double width, gboolean ellipsize)
{
  PangoLayout *layout = pango_layout_new (pango);
  g_autoptr (PangoFontDescription) desc
    = pango_font_description_from_string (font);

  pango_layout_set_font_description (layout, desc);
  pango_layout_set_text (layout, text, -1);
  if (width > 0)
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      if (ellipsize)
        pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      else
        pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
    }
  return layout;
}

double
toguz_print_layout_width (PangoLayout *layout)
{
  int width;

  pango_layout_get_size (layout, &width, NULL);
  return (double) width / PANGO_SCALE;
}

double
toguz_print_layout_height (PangoLayout *layout)
{
  int height;

  pango_layout_get_size (layout, NULL, &height);
  return (double) height / PANGO_SCALE;
}
