/* toguz-puzzle-miner.h: puzzles mined from game records
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What `toguz mine` does, as a module a test can drive: every position
 * of the records (each once, across all files) just after a move is
 * screened cheaply; the chances it offers are proved with the judge a
 * learner meets (toguz-puzzle-line.h): every move of the learner's line
 * the only right one, the first the engine's best.  At most a few
 * puzzles a game are kept, spread over the phases, and rated by the
 * effort the engine needs to find them.  The same records give the same
 * set: searches are bounded by nodes, never by time, and the games mined
 * in parallel are put back in their order.
 */
#pragma once

#include "toguz-puzzle-line.h"
#include "toguz-record.h"

G_BEGIN_DECLS

/* What a mined puzzle asks. */
typedef enum
{
  TOGUZ_MINED_MATERIAL = 0, /* gain:N:K, a line that wins stones */
  TOGUZ_MINED_TUZDIK,       /* tuzdik, the one move that makes one */
  TOGUZ_MINED_DECLINE,      /* best, where a tuzdik can be made but not
                             * making it is right */
  TOGUZ_MINED_DEFENCE,      /* no-tuzdik, the one move that keeps the
                             * opponent from one */
  TOGUZ_MINED_AT_SYROO,     /* no-moves, the opponent left without a move */
  TOGUZ_MINED_ENDGAME,      /* win, counted to the end */
  TOGUZ_MINED_N_KINDS
} ToguzMinedKind;

/* "capture", "tuzdik", "decline", "defence", "at-syroo", "endgame": the
 * kind's word, which starts the puzzle's id. */
const char *toguz_mined_kind_name (ToguzMinedKind kind);

/* The longest line a mined puzzle asks for, in the learner's moves. */
#define TOGUZ_MINED_MAX_TURNS 4

typedef struct
{
  ToguzMinedKind kind;
  char *id;                   /* set by the selection: "capture-12" */
  ToguzPosition before;       /* the board before the opponent's move */
  uint8_t opponent_move;      /* the move that made the chance */
  ToguzPosition position;     /* the puzzle's board, the learner to move */
  ToguzGoal goal;
  unsigned turns;             /* the learner's moves in the line */
  unsigned line_length;       /* the learner's moves and the replies */
  uint8_t line[2 * TOGUZ_MINED_MAX_TURNS];
  GStrv themes;               /* toguz_puzzle_line_themes() of the line */
  ToguzPhase phase;
  int played;                 /* the move the game went on with, or -1 */
  int lost;                   /* stones it cost against the solution;
                               * -1: not said (too little to count) */
  uint64_t proof_nodes;       /* what the judge spends proving the line */
  /* The solver's effort, for the rating. */
  unsigned find_depth;        /* the depth from which the engine prefers
                               * the first move */
  unsigned alternatives;      /* other moves that look as good at a
                               * shallow depth */
  uint64_t find_nodes;        /* the nodes it took to find it */
  unsigned legal;             /* moves to choose from */
  unsigned lifted;            /* stones the first move sows */
  gboolean greedy;            /* the first move takes the most at once */
  unsigned tempting;          /* other moves that take stones at once */
  int rating;                 /* 400 to 3000 */
  int difficulty;             /* 1 to 5: the rating's fifth of the set */
  int quality;                /* how much the selection wants it */
  gboolean rejected;          /* failed the check of the whole set */
  /* Where it comes from. */
  unsigned game;              /* the game's index among those added */
  unsigned ply;               /* plies into the game of `position` */
  char *game_name;            /* "Event, date, White – Black" */
  char *round;                /* or NULL */
} ToguzMinedPuzzle;

typedef struct
{
  unsigned per_game;          /* puzzles kept from one game (3) */
  unsigned wanted;            /* the set's size; 0: every puzzle found */
  /* At least this many of each kind, where there are (tuzdik,
   * defence, at syroo, endgame, capture) and from the middlegame. */
  unsigned min_per_kind;
  unsigned min_middlegame;
  unsigned threads;           /* 0: one per processor */
  uint64_t puzzle_budget;     /* nodes the judge may spend on a puzzle */
  uint64_t set_budget;        /* nodes the judge may spend on the set */
  gboolean verbose;           /* say on stderr what was dropped, and why */
} ToguzPuzzleMinerOptions;

/* The defaults: 3 a game, the whole set within three quarters of what
 * `toguz lesson check` allows a file. */
void toguz_puzzle_miner_options_init (ToguzPuzzleMinerOptions *options);

typedef struct
{
  unsigned games;             /* games read */
  unsigned games_used;        /* games with a puzzle in the set */
  unsigned positions;         /* positions replayed */
  unsigned distinct;          /* of them, seen for the first time */
  unsigned candidates;        /* puzzles proved before the selection */
  uint64_t nodes;             /* searched while mining */
  double seconds;             /* wall clock of toguz_puzzle_miner_run() */
} ToguzPuzzleMinerStats;

typedef struct _ToguzPuzzleMiner ToguzPuzzleMiner;

ToguzPuzzleMiner *toguz_puzzle_miner_new (
  const ToguzPuzzleMinerOptions *options);
void toguz_puzzle_miner_free (ToguzPuzzleMiner *miner);

/* Adds a game to mine (games of other variants than togyz are skipped:
 * FALSE). */
gboolean toguz_puzzle_miner_add_record (ToguzPuzzleMiner *miner,
                                        const ToguzRecord *record);
/* Adds every game of a file; FALSE with the reader's error.  A game with
 * a problem of its own (ToguzRecord.problem) is left out, and the
 * problem added to `skipped` (strings; may be NULL). */
gboolean toguz_puzzle_miner_add_file (ToguzPuzzleMiner *miner,
                                      const char *path, GPtrArray *skipped,
                                      GError **error);

/* Mines the games added, then selects, rates and names the set. */
void toguz_puzzle_miner_run (ToguzPuzzleMiner *miner);

/* The set, easiest first. */
guint toguz_puzzle_miner_get_n_puzzles (ToguzPuzzleMiner *miner);
const ToguzMinedPuzzle *toguz_puzzle_miner_get_puzzle (ToguzPuzzleMiner *miner,
                                                       guint index);
void toguz_puzzle_miner_get_stats (ToguzPuzzleMiner *miner,
                                   ToguzPuzzleMinerStats *stats);

/* One puzzle in the lesson format, indented for an exercise set. */
void toguz_mined_puzzle_append_xml (const ToguzMinedPuzzle *puzzle,
                                    GString *out);
/* The whole set as an exercise set file. */
char *toguz_puzzle_miner_to_xml (ToguzPuzzleMiner *miner, const char *id,
                                 const char *title);

/* The key by which two positions are the same puzzle: the board, the
 * kazans, the tuzdiks and the side to move, not the move number. */
guint toguz_mined_position_hash (gconstpointer position);
gboolean toguz_mined_position_equal (gconstpointer a, gconstpointer b);

/* The prompt of a puzzle where declining the tuzdik is right. */
#define TOGUZ_MINED_DECLINE_PROMPT                                         \
  "You can make a tuzdik here. Should you? Find the best move."

G_END_DECLS
