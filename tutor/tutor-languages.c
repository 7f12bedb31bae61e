/* tutor-languages.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tutor-languages.h"

const TutorLanguage tutor_languages[TUTOR_N_LANGUAGES] = {
  { "kk", "Қазақша" },
  { "ky", "Кыргызча" },
  { "ru", "Русский" },
  { "es", "Español" },
  { "tl", "Tagalog" },
  { "bn", "বাংলা" },
  { "pa", "ਪੰਜਾਬੀ" },
};

int
tutor_language_find (const char *code)
{
  for (int i = 0; i < TUTOR_N_LANGUAGES; i++)
    if (g_strcmp0 (tutor_languages[i].code, code) == 0)
      return i;
  return -1;
}
