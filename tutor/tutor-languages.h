/* tutor-languages.h: the languages the tutor speaks besides English
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  const char *code; /* the locale name, as in po/LINGUAS */
  const char *name; /* in the language itself: a learner looks for it so */
} TutorLanguage;

/* The translations shipped, in the order the choosers list them. */
#define TUTOR_N_LANGUAGES 7
extern const TutorLanguage tutor_languages[TUTOR_N_LANGUAGES];

/* The index of a language in tutor_languages, or -1. */
int tutor_language_find (const char *code);

G_END_DECLS
