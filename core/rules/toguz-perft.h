/* toguz-perft.h: counting the leaves of the move tree
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "toguz-position.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct
{
  uint64_t leaves;     /* leaf nodes; a finished game counts as one */
  uint64_t finished;   /* leaves where the game has ended */
} ToguzPerft;

/* Counts the tree `depth` plies below pos.  Every move is made, down to the
 * leaves (no bulk counting): counting finished games needs the last move's
 * whole result. */
ToguzPerft toguz_perft (const ToguzRuleset *rules, const ToguzPosition *pos,
                        unsigned depth);

#ifdef __cplusplus
}
#endif
