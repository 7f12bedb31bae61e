/* toguz-ruleset.h: the named variants of Togyz Kumalak as parameters
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The largest board any variant uses: 9 holes a side. */
#define TOGUZ_MAX_HOLES 9
#define TOGUZ_MAX_RING (2 * TOGUZ_MAX_HOLES)
/* The most stones any variant plays with (2 x 9 x 9). */
#define TOGUZ_MAX_STONES 162

typedef enum
{
  TOGUZ_WHITE = 0,
  TOGUZ_BLACK = 1,
} ToguzSide;

/* A ruleset is a handful of parameters; every variant runs the same code. */
typedef struct
{
  const char *name;          /* "togyz", "bestemshe", ... */
  uint8_t holes;             /* holes a side: 5, 7 or 9 */
  uint8_t stones;            /* stones a hole at the start */
  bool tuzdik;               /* a count of 3 can make a tuzdik */
  bool tuzdik_on_last_hole;  /* the opponent's last hole may become one */
  bool early_win;            /* a kazan holding more than half wins at once */
  bool origin_return;        /* k > 1: the first stone goes back into the origin */
} ToguzRuleset;

/* Looks up a ruleset by its specification: a variant name, optionally
 * followed by ":no-origin-return" for the pre-1949 custom in which sowing
 * starts in the next hole.  Returns false for an unknown name or option. */
bool toguz_ruleset_parse (const char *spec, ToguzRuleset *out);

/* The default ruleset, `togyz`. */
const ToguzRuleset *toguz_ruleset_default (void);

/* The named variants, for listing them in --help and the GUI. */
size_t toguz_ruleset_n_variants (void);
const ToguzRuleset *toguz_ruleset_nth_variant (size_t index);

/* Writes the specification that toguz_ruleset_parse() reads back. */
void toguz_ruleset_format (const ToguzRuleset *rules, char *buf, size_t size);

static inline unsigned
toguz_ruleset_total (const ToguzRuleset *rules)
{
  return 2u * rules->holes * rules->stones;
}

/* A kazan needs more than this many stones to win. */
static inline unsigned
toguz_ruleset_half (const ToguzRuleset *rules)
{
  return (unsigned) rules->holes * rules->stones;
}

#ifdef __cplusplus
}
#endif
