/* reference-rules.h: core/rules/README.md read as literally as
 * possible, stone by stone, as an oracle for the fast core
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * This is deliberately a second, naive implementation: two rows instead of
 * a ring, one stone at a time, no tables, no vectors.  The tests play the
 * same moves on both and compare every position.
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "toguz-position.h"

typedef struct
{
  int holes[2][TOGUZ_MAX_HOLES]; /* [side][hole], hole 0 = hole 1 */
  int kazan[2];
  int tuzdik[2];   /* hole (0-based, on the opponent's row) side s won */
  int side;        /* to move */
  int result;      /* ToguzResult */
} RefPosition;

void ref_init (const ToguzRuleset *rules, RefPosition *pos);
void ref_from_position (const ToguzRuleset *rules, const ToguzPosition *pos,
                        RefPosition *ref);
/* Plays hole (0-based); false when the move is illegal. */
bool ref_play (const ToguzRuleset *rules, RefPosition *pos, int hole);
uint64_t ref_perft (const ToguzRuleset *rules, const RefPosition *pos,
                    int depth);
bool ref_matches (const ToguzRuleset *rules, const RefPosition *ref,
                  const ToguzPosition *pos);
