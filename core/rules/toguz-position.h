/* toguz-position.h: a position, its legal moves, and making a move
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "toguz-ruleset.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum
{
  TOGUZ_ONGOING = 0,
  TOGUZ_WHITE_WON,
  TOGUZ_BLACK_WON,
  TOGUZ_DRAWN,
} ToguzResult;

/* The board as one ring: White's holes 1..n are ring[0..n-1] and Black's
 * holes 1..n are ring[n..2n-1], so sowing simply walks the ring upwards.
 * A tuzdik is always empty: a stone sown into it goes to its owner's kazan
 * at once.  Copy-make: the struct is small and plain, copy it freely. */
typedef struct
{
  uint8_t holes[TOGUZ_MAX_RING];
  uint8_t kazan[2];     /* indexed by ToguzSide */
  int8_t tuzdik[2];     /* ring index of the hole side s won, or -1 */
  uint8_t side;         /* ToguzSide to move */
  uint8_t result;       /* ToguzResult */
  uint16_t ply;         /* plies played since the start; 0: White's first */
  uint8_t reserved[6];  /* pads the struct to 32 bytes for fast copies */
} ToguzPosition;

/* Why a move cannot be played. */
typedef enum
{
  TOGUZ_MOVE_OK = 0,
  TOGUZ_MOVE_GAME_OVER,    /* the game has ended */
  TOGUZ_MOVE_NO_SUCH_HOLE, /* the hole number is outside 1..n */
  TOGUZ_MOVE_EMPTY,        /* the hole holds no stones */
  TOGUZ_MOVE_TUZDIK,       /* the hole is a tuzdik: nobody moves from it */
} ToguzMoveStatus;

/* What the last stone did. */
typedef enum
{
  TOGUZ_LANDING_OWN_SIDE = 0, /* on the mover's own row: never captures */
  TOGUZ_LANDING_ODD,          /* odd count on the opponent's row */
  TOGUZ_LANDING_EVEN_CAPTURE, /* even count: the whole hole is taken */
  TOGUZ_LANDING_TUZDIK_MADE,  /* exactly 3: the hole became a tuzdik */
  TOGUZ_LANDING_TUZDIK_REFUSED, /* exactly 3, but a restriction forbids it */
  TOGUZ_LANDING_IN_TUZDIK,    /* into a tuzdik: the stone went to its owner */
} ToguzLanding;

/* Restrictions that refused a tuzdik; several can hold at once. */
typedef enum
{
  TOGUZ_REFUSED_ALREADY_OWNS = 1 << 0, /* one tuzdik per player per game */
  TOGUZ_REFUSED_LAST_HOLE = 1 << 1,    /* never the opponent's last hole */
  TOGUZ_REFUSED_SYMMETRIC = 1 << 2,    /* opponent's tuzdik has that number */
  TOGUZ_REFUSED_NO_TUZDIKS = 1 << 3,   /* the variant has no tuzdiks */
} ToguzTuzdikRefusal;

typedef enum
{
  TOGUZ_END_NONE = 0,
  TOGUZ_END_NO_MOVES,     /* the side to move is left without a move */
  TOGUZ_END_MAJORITY,     /* a kazan holds more than half of the stones */
} ToguzEndReason;

/* Everything a teacher would say about one move.  Filled by
 * toguz_position_play() when asked for; the fast path skips it. */
typedef struct
{
  uint8_t side;             /* the mover */
  uint8_t hole;             /* origin hole, 0-based in the mover's numbering */
  uint8_t lifted;           /* stones lifted from it */
  bool single_ball;         /* one stone: it went into the next hole */
  bool origin_return;       /* the first stone went back into the origin */
  uint8_t laps;             /* full rounds of the board the sowing made */
  uint8_t path[TOGUZ_MAX_STONES]; /* ring index of each stone, in order */
  uint8_t last;             /* ring index of the hole of the last stone */
  uint8_t last_count;       /* stones there after sowing; 0 for a tuzdik */
  uint8_t landing;          /* ToguzLanding */
  uint8_t to_tuzdik[2];     /* stones that fell into side s's tuzdik */
  uint8_t captured;         /* stones the mover took: even capture or 3 */
  int8_t tuzdik_made;       /* ring index of the new tuzdik, or -1 */
  uint8_t tuzdik_refusals;  /* ToguzTuzdikRefusal bits */
  uint8_t end;              /* ToguzEndReason */
  uint8_t stuck_side;       /* with TOGUZ_END_NO_MOVES: the side left */
  uint8_t swept;            /* stones the final sweep added */
  uint8_t swept_side;       /* whose kazan took them */
  uint8_t result;           /* ToguzResult after the move */
  uint8_t kazan_before_sweep[2];
  uint8_t kazan[2];         /* after the move and any sweep */
} ToguzEvent;

/* Sets up the start position of the variant. */
void toguz_position_init (const ToguzRuleset *rules, ToguzPosition *pos);

/* Fills moves[] with the playable holes (0-based) of the side to move, in
 * increasing order, and returns how many there are: 0 once the game ended. */
unsigned toguz_position_moves (const ToguzRuleset *rules,
                               const ToguzPosition *pos,
                               uint8_t moves[TOGUZ_MAX_HOLES]);
/* The same as a mask, bit h for hole h. */
unsigned toguz_position_move_mask (const ToguzRuleset *rules,
                                   const ToguzPosition *pos);
/* The stones still in the holes (and tuzdiks): all but the kazans'. */
unsigned toguz_position_board_stones (const ToguzRuleset *rules,
                                      const ToguzPosition *pos);

ToguzMoveStatus toguz_position_check_move (const ToguzRuleset *rules,
                                           const ToguzPosition *pos,
                                           unsigned hole);

/* Plays hole (0-based) for the side to move: *out becomes the position
 * after it, *event (when not NULL) says what happened.  `in` and `out` may
 * be the same.  Returns the status; on anything but TOGUZ_MOVE_OK, *out
 * and *event are left untouched. */
ToguzMoveStatus toguz_position_play (const ToguzRuleset *rules,
                                     const ToguzPosition *in,
                                     unsigned hole,
                                     ToguzPosition *out,
                                     ToguzEvent *event);

/* The ring index of hole (0-based) of side. */
static inline unsigned
toguz_ring_index (const ToguzRuleset *rules, ToguzSide side, unsigned hole)
{
  return (unsigned) side * rules->holes + hole;
}

static inline ToguzSide
toguz_ring_side (const ToguzRuleset *rules, unsigned ring_index)
{
  return ring_index < rules->holes ? TOGUZ_WHITE : TOGUZ_BLACK;
}

/* The 0-based hole number of a ring index in its owner's numbering. */
static inline unsigned
toguz_ring_hole (const ToguzRuleset *rules, unsigned ring_index)
{
  return ring_index < rules->holes ? ring_index : ring_index - rules->holes;
}

/* How many holes a move mask (bit h: hole h) names. */
static inline unsigned
toguz_mask_count (unsigned mask)
{
  return (unsigned) __builtin_popcount (mask);
}

/* Stones on side's row. */
unsigned toguz_position_row_stones (const ToguzRuleset *rules,
                                    const ToguzPosition *pos,
                                    ToguzSide side);

/* The largest move number a FEN takes, and the ply that is Black's move
 * there.  The ply counter stops at that move rather than wrap, so that
 * every position printed reads back. */
#define TOGUZ_MOVE_NUMBER_MAX 32767u
#define TOGUZ_PLY_MAX (2u * (TOGUZ_MOVE_NUMBER_MAX - 1u) + 1u)

/* The ply after `ply`: past TOGUZ_PLY_MAX White moves again at the last
 * move number, so the parity (the side to move) stays right. */
static inline uint16_t
toguz_ply_next (uint16_t ply)
{
  return (uint16_t) (ply < TOGUZ_PLY_MAX ? ply + 1u : ply - 1u);
}

/* The full move number of the FEN: 1 at the start, +1 after Black moves. */
static inline unsigned
toguz_position_move_number (const ToguzPosition *pos)
{
  return pos->ply / 2u + 1u;
}

/* Decides whether the game is over in pos, as if the previous move had just
 * been played: the side to move without a move, or a kazan past half.
 * Sets pos->result; with a pending sweep (the side to move has no move and
 * the other still has stones) the result counts them for the other side
 * but the board is left as it is. */
void toguz_position_update_result (const ToguzRuleset *rules,
                                   ToguzPosition *pos);

/* A kazan total as the final score counts it (with a pending sweep). */
unsigned toguz_position_final_kazan (const ToguzRuleset *rules,
                                     const ToguzPosition *pos,
                                     ToguzSide side);

/* Two positions are the same game state (ignores the padding). */
bool toguz_position_equal (const ToguzPosition *a, const ToguzPosition *b);

#ifdef __cplusplus
}
#endif
