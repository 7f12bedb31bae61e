/* toguz-language-code.h: the languages xml:lang may name
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A text written with xml:lang="kz" is never shown: no learner's
 * language is "kz".  The rule: a language is a two-letter code of ISO
 * 639-1 (kk, ru, en…), in any case, optionally followed, after hyphens,
 * by a script (four letters: Cyrl), a region (two letters or three
 * digits: RU, 419) or a variant (five to eight letters or digits), as in
 * BCP 47.  A country code or a three-letter code written for a language
 * (kz, kg, ua, rus, eng…) is told the code it stands for.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The languages the tutor speaks, English first (po/LINGUAS and the
 * source language): "en", "kk", "ky", "ru", "es", "tl", "bn", "pa". */
const char *const *toguz_language_code_tutor_languages (void);

/* The English name of a language the tutor speaks or a code is mistaken
 * for, translated ("Kazakh" for "kk"); NULL for another. */
const char *toguz_language_code_name (const char *code);

/* Whether `code` is a language by the rule above; if not, a sentence
 * saying which code was meant, or how to write one. */
gboolean toguz_language_code_check (const char *code, char **why);

G_END_DECLS
