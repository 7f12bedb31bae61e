/* toguz-game-analysis.h: a game record annotated by the engine, ply by ply
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For every ply the engine's best move and score at a fixed budget, the
 * played move's score, the stones it lost against the best (mover's
 * view), its class, the better move and why in words, and the chances it
 * missed; a summary per side and an evaluation series from White's view.
 * The analysis runs one ply a step, so that a caller shows progress and
 * stops it; toguz_game_analysis_cancel() may be called from any thread.
 */
#pragma once

#include <glib-object.h>

#include "toguz-notation.h"
#include "toguz-record.h"
#include "toguz-search.h"

G_BEGIN_DECLS

/* The thresholds of the classes, in stones lost against the best move.
 * A loss under half a stone is as good as the best. */
#define TOGUZ_ANALYSIS_BEST_BELOW 0.5
#define TOGUZ_ANALYSIS_INACCURACY_FROM 2
#define TOGUZ_ANALYSIS_MISTAKE_FROM 4
#define TOGUZ_ANALYSIS_BLUNDER_FROM 8

/* The default budget: a fixed depth and at most so many nodes a search
 * (two a ply), so that an analysis is the same on every machine and no
 * ply takes much more than the others (tests/bench/bench-analyse). */
#define TOGUZ_ANALYSIS_DEFAULT_DEPTH 18
#define TOGUZ_ANALYSIS_DEFAULT_NODES 1500000

/* A won game counts as this many stones ahead, a lost one as as many
 * behind: more than any position short of the end. */
#define TOGUZ_ANALYSIS_WIN_STONES 82

typedef enum
{
  TOGUZ_MOVE_CLASS_BEST = 0,
  TOGUZ_MOVE_CLASS_GOOD,
  TOGUZ_MOVE_CLASS_INACCURACY,
  TOGUZ_MOVE_CLASS_MISTAKE,
  TOGUZ_MOVE_CLASS_BLUNDER,
  TOGUZ_MOVE_N_CLASSES,
} ToguzMoveClass;

typedef enum
{
  TOGUZ_MISSED_TUZDIK = 0,   /* the best move made a tuzdik */
  TOGUZ_MISSED_CAPTURE,      /* the best move took more stones at once */
  TOGUZ_MISSED_AT_SYROO,     /* the best move left the opponent without a
                              * move (at syroo) */
} ToguzMissedKind;

typedef struct
{
  ToguzMissedKind kind;
  unsigned stones;           /* for a capture: how many */
} ToguzMissedChance;

typedef struct
{
  unsigned ply;              /* 0: the first move of the record */
  ToguzSide side;            /* the mover */
  unsigned hole;             /* played, 0-based */
  char move[TOGUZ_NOTATION_MAX];      /* played, as the rules write it */
  int best_hole;             /* the engine's, 0-based */
  char best[TOGUZ_NOTATION_MAX];
  int best_score;            /* hundredths of a stone, mover's view */
  int played_score;
  int loss;                  /* best_score - played_score, never below 0 */
  ToguzMoveClass move_class;
  gboolean punishes;         /* the best move after the opponent's mistake
                              * or blunder */
  char *why;                 /* the played move, the answer, the better move,
                              * in words; NULL for best and good moves */
  unsigned n_missed;
  ToguzMissedChance missed[3];
  uint64_t nodes;            /* searched for this ply */
} ToguzPlyAnalysis;

typedef struct
{
  unsigned moves;
  double average_loss;       /* stones per move */
  unsigned counts[TOGUZ_MOVE_N_CLASSES];
  int worst[3];              /* plies of the three largest losses (of at least
                              * an inaccuracy), worst first; -1 for none */
} ToguzAnalysisSummary;

/* Called after every ply analysed; return FALSE to stop. */
typedef gboolean (*ToguzAnalysisProgressFunc) (unsigned done, unsigned total,
                                               gpointer user_data);

#define TOGUZ_TYPE_GAME_ANALYSIS (toguz_game_analysis_get_type ())
G_DECLARE_FINAL_TYPE (ToguzGameAnalysis, toguz_game_analysis, TOGUZ,
                      GAME_ANALYSIS, GObject)

/* Replays record under its Variant tag (or `rules`) and prepares the
 * analysis; nothing is searched yet.  `limits` NULL: the default depth.
 * Fails with the replay's "FILE:LINE: message". */
ToguzGameAnalysis *toguz_game_analysis_new (const ToguzRecord *record,
                                            const ToguzRuleset *rules,
                                            const ToguzSearchLimits *limits,
                                            GError **error);

/* Analyses the next ply.  FALSE when every ply is done, or when cancelled
 * (the ply it was on is then left undone). */
gboolean toguz_game_analysis_step (ToguzGameAnalysis *self);

/* Steps to the end, calling func (may be NULL) after each ply.  TRUE when
 * every ply was analysed. */
gboolean toguz_game_analysis_run (ToguzGameAnalysis *self,
                                  ToguzAnalysisProgressFunc func,
                                  gpointer user_data);

/* Stops the analysis as soon as possible; safe from any thread. */
void toguz_game_analysis_cancel (ToguzGameAnalysis *self);
/* Lets a cancelled analysis step again, from the ply it left undone;
 * only while no step runs. */
void toguz_game_analysis_resume (ToguzGameAnalysis *self);

const ToguzRecord *toguz_game_analysis_get_record (ToguzGameAnalysis *self);
const ToguzRuleset *toguz_game_analysis_get_rules (ToguzGameAnalysis *self);
unsigned toguz_game_analysis_get_n_plies (ToguzGameAnalysis *self);
unsigned toguz_game_analysis_get_n_done (ToguzGameAnalysis *self);
gboolean toguz_game_analysis_is_complete (ToguzGameAnalysis *self);
const ToguzPlyAnalysis *toguz_game_analysis_get_ply (ToguzGameAnalysis *self,
                                                     unsigned ply);

/* The board before ply `ply` (0 for the record's start), for any ply of
 * the record. */
const ToguzPosition *toguz_game_analysis_get_position_before (
  ToguzGameAnalysis *self, unsigned ply);

/* "12. 76" for White's move, "12… 76" for Black's: ply `ply` of the
 * record as a record numbers it. */
char *toguz_game_analysis_dup_move_name (ToguzGameAnalysis *self,
                                         unsigned ply);

/* The summary of one side over the plies done. */
void toguz_game_analysis_get_summary (ToguzGameAnalysis *self,
                                      ToguzSide side,
                                      ToguzAnalysisSummary *summary);

/* Stones ahead from White's view after each ply done (hundredths), as the
 * engine sees the position the played move reached; n_done entries. */
const int *toguz_game_analysis_get_evaluation (ToguzGameAnalysis *self,
                                               unsigned *n_values);

/* The class for a loss in hundredths of a stone; `engine_best` when the
 * move played is the engine's own choice. */
ToguzMoveClass toguz_move_class_classify (int loss, gboolean engine_best);

/* "blunder" and the like, for files and scripts (not translated). */
const char *toguz_move_class_to_id (ToguzMoveClass move_class);
/* "Blunder" and the like, translated. */
const char *toguz_move_class_to_label (ToguzMoveClass move_class);
/* The PGN mark: "??", "?", "?!", "!" or "". */
const char *toguz_ply_analysis_mark (const ToguzPlyAnalysis *ply);

/* What the analysis says of a ply, as the annotated record's comment
 * says it: the stones lost against the better move, why, and the chances
 * missed; NULL for a best or good move that says nothing more.
 * Translated. */
char *toguz_ply_analysis_dup_verdict (const ToguzPlyAnalysis *ply);

/* "a missed tuzdik", "a missed capture of 12 stones", translated. */
char *toguz_missed_chance_name (const ToguzMissedChance *chance);

/* The record with a {comment} and a mark after every move analysed; moves
 * not yet analysed are left bare. */
char *toguz_game_analysis_to_pgn (ToguzGameAnalysis *self);
/* One line a ply: ply,side,move,best,loss,class,score, after a header. */
char *toguz_game_analysis_to_csv (ToguzGameAnalysis *self);

G_END_DECLS
