/* tutor-text.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "toguz-lesson-text.h"
#include "toguz-text.h"
#include "tutor-text.h"

/* More than a row of three lines shows at its widest: the row cuts the
 * rest itself. */
#define ROW_CHARS 240

char *
tutor_text_for_label (const char *text)
{
  return toguz_text_dup_breakable (text, toguz_lesson_text_max_length (NULL),
                                   toguz_lesson_text_max_word ());
}

char *
tutor_text_for_row (const char *text)
{
  return toguz_text_dup_breakable (text, ROW_CHARS,
                                   toguz_lesson_text_max_word ());
}
