/* toguz-spelling.h: the name a misspelt one was meant to be
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The edit distance between two ASCII words, case aside: insertions,
 * deletions, substitutions and swaps of two neighbours ("hnit", "hint")
 * count one each. */
unsigned toguz_spelling_distance (const char *a, const char *b);

/* Of `candidates` (NULL-terminated), the one `word` is most likely a
 * misspelling of: at most one edit away for a word of up to four
 * letters, two for a longer one; NULL when none is, or when two are
 * equally near. */
const char *toguz_spelling_suggest (const char *word,
                                    const char *const *candidates);

G_END_DECLS
