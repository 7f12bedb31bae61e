/* toguz-fen.h: positions as PlayStrategy's FEN strings
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "toguz-position.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Longest FEN we write or accept: 18 items of "162S," plus the rest. */
#define TOGUZ_FEN_MAX 160

/* Why a FEN or a position is not acceptable.  The first group is about the
 * text, the second about the rules a position must keep. */
typedef enum
{
  TOGUZ_FEN_OK = 0,
  TOGUZ_FEN_EMPTY,
  TOGUZ_FEN_TOO_LONG,
  TOGUZ_FEN_BAD_CHARACTER,    /* a byte that never appears in a FEN */
  TOGUZ_FEN_MISSING_FIELD,    /* fewer than the five fields */
  TOGUZ_FEN_EXTRA_FIELD,      /* text after the move number */
  TOGUZ_FEN_NO_ROW_SEPARATOR, /* the board has no '/' */
  TOGUZ_FEN_BAD_ITEM,         /* a board item is not nS, k or t */
  TOGUZ_FEN_NEGATIVE,         /* a minus sign before a count */
  TOGUZ_FEN_ZERO_ITEM,        /* 0S or a run of 0 holes */
  TOGUZ_FEN_ROW_TOO_SHORT,
  TOGUZ_FEN_ROW_TOO_LONG,
  TOGUZ_FEN_HOLE_TOO_FULL,    /* more stones in a hole than the game has */
  TOGUZ_FEN_BAD_KAZAN,        /* not a number, or more than the game has */
  TOGUZ_FEN_BAD_SIDE,         /* not S or N */
  TOGUZ_FEN_BAD_MOVE_NUMBER,  /* not a number from 1 to 32767 */
  /* the rules */
  TOGUZ_FEN_WRONG_TOTAL,      /* board and kazans do not hold every stone */
  TOGUZ_FEN_TWO_TUZDIKS,      /* a side owns more than one tuzdik */
  TOGUZ_FEN_TUZDIK_ON_LAST_HOLE,
  TOGUZ_FEN_SYMMETRIC_TUZDIKS,
  TOGUZ_FEN_TUZDIKS_NOT_IN_VARIANT,
  TOGUZ_FEN_TUZDIK_NOT_EMPTY, /* a position struct with stones in a tuzdik */
  TOGUZ_FEN_BAD_PLY,          /* the ply does not match the side to move */
} ToguzFenStatus;

/* Where the fault is and the numbers that explain it. */
typedef struct
{
  unsigned offset;     /* byte offset of the faulty item in the text */
  int side;            /* the side concerned, or -1 */
  unsigned hole;       /* 1-based hole number concerned, or 0 */
  unsigned found;      /* e.g. the total found */
  unsigned expected;   /* e.g. the variant's total */
} ToguzFenDetail;

/* Reads a FEN.  On failure *pos is untouched and *detail (may be NULL)
 * says where.  The game result is decided from the position. */
ToguzFenStatus toguz_fen_parse (const ToguzRuleset *rules, const char *text,
                                ToguzPosition *pos, ToguzFenDetail *detail);

/* Checks the rules a position must keep (README.md: "A valid
 * position"). */
ToguzFenStatus toguz_position_validate (const ToguzRuleset *rules,
                                        const ToguzPosition *pos,
                                        ToguzFenDetail *detail);

/* Writes the FEN of pos into buf (at least TOGUZ_FEN_MAX bytes). */
void toguz_fen_format (const ToguzRuleset *rules, const ToguzPosition *pos,
                       char buf[TOGUZ_FEN_MAX]);

/* A board being set up by hand, hole by hole, that may break any rule: a
 * position struct cannot even hold two tuzdiks of one side.  Written as
 * a FEN, toguz_fen_parse() says which rule it breaks. */
typedef struct
{
  uint16_t holes[TOGUZ_MAX_RING]; /* stones, by ring index; 0 for a tuzdik */
  bool tuzdik[TOGUZ_MAX_RING];    /* the hole is the opponent's tuzdik */
  uint16_t kazan[2];              /* indexed by ToguzSide */
  uint8_t side;                   /* ToguzSide to move */
  uint16_t move_number;           /* the FEN's full move number, from 1 */
} ToguzSetup;

/* The setup of a position (valid, as positions are). */
void toguz_setup_from_position (const ToguzRuleset *rules,
                                const ToguzPosition *pos, ToguzSetup *setup);

/* Writes the setup as a FEN into buf (at least TOGUZ_FEN_MAX bytes): a
 * tuzdik as `t` in the row it stands in, whatever its count; counts above
 * 999 as 999, which no variant allows anyway; a side that is neither as
 * `?` and the move number as it is, so that the reader refuses what no
 * position has. */
void toguz_setup_format_fen (const ToguzRuleset *rules,
                             const ToguzSetup *setup,
                             char buf[TOGUZ_FEN_MAX]);

#ifdef __cplusplus
}
#endif
