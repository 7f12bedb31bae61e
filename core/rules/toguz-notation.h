/* toguz-notation.h: moves written as two digits (`45x`)
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "toguz-position.h"

#ifdef __cplusplus
extern "C" {
#endif

/* "45x" and its terminating zero. */
#define TOGUZ_NOTATION_MAX 4

/* A move as written: origin hole, and (when given) the hole where the last
 * stone fell and whether the writer marked a tuzdik.  Numbers are 1-based
 * in the numbering of the side each hole belongs to. */
typedef struct
{
  uint8_t origin;
  uint8_t landing;     /* 0: a lone origin digit, landing not stated */
  int8_t landing_side; /* ToguzSide when the notation says it, else -1 */
  bool tuzdik;         /* 'x' or 'X' */
  bool landing_known;  /* two-digit or PlayStrategy notation */
} ToguzMoveText;

typedef enum
{
  TOGUZ_NOTATION_OK = 0,
  TOGUZ_NOTATION_EMPTY,
  TOGUZ_NOTATION_NOT_A_MOVE,      /* not digits with an optional x */
  TOGUZ_NOTATION_HOLE_OUT_OF_RANGE, /* a digit outside 1..n */
  TOGUZ_NOTATION_TOO_LONG,
  TOGUZ_NOTATION_X_WITHOUT_LANDING, /* `4x`: the x needs the landing digit */
  TOGUZ_NOTATION_NOT_YOUR_HOLE,   /* PlayStrategy key from the wrong row */
} ToguzNotationStatus;

/* How a written move compares with what the move really did. */
typedef enum
{
  TOGUZ_NOTATION_MATCHES = 0,
  TOGUZ_NOTATION_WRONG_LANDING,
  TOGUZ_NOTATION_MISSING_X,  /* a tuzdik was made but not marked */
  TOGUZ_NOTATION_EXTRA_X,    /* marked x, but no tuzdik was made */
} ToguzNotationCheck;

/* Reads `4`, `45`, `45x` or `45X`. */
ToguzNotationStatus toguz_notation_parse (const ToguzRuleset *rules,
                                          const char *text,
                                          ToguzMoveText *move);

/* Reads PlayStrategy's key notation (`g1d2`: White's holes a1..i1 are 1..9,
 * Black's i2..a2 are 1..9) for a move by `side`. */
ToguzNotationStatus toguz_notation_parse_key (const ToguzRuleset *rules,
                                              ToguzSide side,
                                              const char *text,
                                              ToguzMoveText *move);

/* A move number as game records write it before a move: "12." before
 * White's move 12, "12..." (or "12…", or more than one dot) before
 * Black's.  Returns how many bytes of text it takes (0: text does not
 * start with one), with the number, and whether it is Black's. */
size_t toguz_notation_read_move_number (const char *text, unsigned *number,
                                        bool *black);

/* Writes what the move did: origin, landing, `x` for a new tuzdik. */
void toguz_notation_format (const ToguzRuleset *rules,
                            const ToguzEvent *event,
                            char buf[TOGUZ_NOTATION_MAX]);

ToguzNotationCheck toguz_notation_check (const ToguzRuleset *rules,
                                         const ToguzMoveText *move,
                                         const ToguzEvent *event);

#ifdef __cplusplus
}
#endif
