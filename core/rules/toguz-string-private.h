/* toguz-string-private.h: string helpers plain C11 lacks
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stddef.h>

/* strlen that stops looking after max bytes (strnlen is POSIX, not C11):
 * a hostile 10,000-byte FEN costs no more than a real one. */
static inline size_t
toguz_bounded_length (const char *text, size_t max)
{
  size_t length = 0;

  while (length < max && text[length] != '\0')
    length++;
  return length;
}
