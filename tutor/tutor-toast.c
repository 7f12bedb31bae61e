/* tutor-toast.c: the one place the tutor's toasts are made
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tutor-text.h"
#include "tutor-toast.h"

AdwToast *
tutor_toast_new (const char *text)
{
  g_autofree char *shown = NULL;
  g_autofree char *escaped = NULL;

  g_return_val_if_fail (text != NULL, NULL);
  shown = tutor_text_for_label (text);
  escaped = g_markup_escape_text (shown, -1);
  return adw_toast_new (escaped);
}
