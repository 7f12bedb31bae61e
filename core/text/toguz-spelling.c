/* toguz-spelling.c: the name a misspelt one was meant to be
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "toguz-spelling.h"

/* Longer words are not names of the format: not worth comparing. */
#define MAX_WORD 64

unsigned
toguz_spelling_distance (const char *a, const char *b)
{
  /* Optimal string alignment: three rows of the Levenshtein table. */
  unsigned rows[3][MAX_WORD + 1];
  gsize n = strlen (a), m = strlen (b);

  if (n > MAX_WORD || m > MAX_WORD)
    return G_MAXUINT;
  for (gsize j = 0; j <= m; j++)
    rows[0][j] = (unsigned) j;
  for (gsize i = 1; i <= n; i++)
    {
      unsigned *row = rows[i % 3], *up = rows[(i - 1) % 3],
               *up2 = rows[(i + 1) % 3];

      row[0] = (unsigned) i;
      for (gsize j = 1; j <= m; j++)
        {
          unsigned cost = g_ascii_tolower (a[i - 1])
                          != g_ascii_tolower (b[j - 1]);
          unsigned best = MIN (up[j] + 1, row[j - 1] + 1);

          best = MIN (best, up[j - 1] + cost);
          if (i > 1 && j > 1
              && g_ascii_tolower (a[i - 1]) == g_ascii_tolower (b[j - 2])
              && g_ascii_tolower (a[i - 2]) == g_ascii_tolower (b[j - 1]))
            best = MIN (best, up2[j - 2] + 1);
          row[j] = best;
        }
    }
  return rows[n % 3][m];
}

const char *
toguz_spelling_suggest (const char *word, const char *const *candidates)
{
  const char *best = NULL;
  unsigned best_distance = G_MAXUINT;
  gboolean tie = FALSE;
  unsigned allowed;

  if (word == NULL || candidates == NULL)
    return NULL;
  allowed = strlen (word) <= 4 ? 1 : 2;
  for (gsize i = 0; candidates[i]; i++)
    {
      unsigned d = toguz_spelling_distance (word, candidates[i]);

      if (d < best_distance)
        {
          best = candidates[i];
          best_distance = d;
          tie = FALSE;
        }
      else if (d == best_distance && best
               && strcmp (best, candidates[i]) != 0)
        tie = TRUE;
    }
  if (best == NULL || best_distance > allowed || tie)
    return NULL;
  return best;
}
