/* toguz-puzzle-line.h: what a puzzle's line does, and whether it is one
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The miner (`toguz mine`), the tests of the shipped puzzles and the
 * editor all ask these: a puzzle's themes are read off the events of its
 * line, its phase off the stones left on the board, and it is a puzzle
 * only when every move the learner makes in it is the one right move and
 * its first move is the engine's best.
 */
#pragma once

#include "toguz-lesson.h"
#include "toguz-search.h"

G_BEGIN_DECLS

typedef enum
{
  TOGUZ_PHASE_OPENING = 0,
  TOGUZ_PHASE_MIDDLEGAME,
  TOGUZ_PHASE_ENDGAME,
} ToguzPhase;

/* The phase by the stones still on the board (not by the move number):
 * the opening while at least TOGUZ_PHASE_OPENING_STONES are, the endgame
 * from TOGUZ_PHASE_ENDGAME_STONES down, in the 162-stone game; boards of
 * other sizes scale. */
#define TOGUZ_PHASE_OPENING_STONES 130
#define TOGUZ_PHASE_ENDGAME_STONES 50
ToguzPhase toguz_puzzle_phase (const ToguzRuleset *rules,
                               const ToguzPosition *pos);
/* "opening", "middlegame" or "endgame": the phase's theme. */
const char *toguz_phase_theme (ToguzPhase phase);

/* The themes of `line` (learner's moves and the replies in turn) played
 * from `pos` for the side to move, with `goal`: capture (an even capture
 * of the learner's), tuzdik (one made; or, for the goal "best", one that
 * could be made at the start, made or declined), defence (a tuzdik kept
 * from the opponent), at-syroo (the opponent left without a move), sweep (the
 * stones left swept into the learner's kazan), counting (the learner's
 * kazan past half of the stones), quiet (a first move that takes
 * nothing and does not end the game), sacrifice (a first move the reply
 * takes more stones from than it won, in a line that gains), and the
 * phase; in the order of toguz_lesson_themes(). */
GStrv toguz_puzzle_line_themes (const ToguzRuleset *rules,
                                const ToguzPosition *pos,
                                const ToguzGoal *goal, const uint8_t *line,
                                gsize n_moves);

/* How much worse than the engine's best (hundredths of a stone, at
 * TOGUZ_PUZZLE_BEST_DEPTH plies) a puzzle's first move may score and
 * still be "the engine's best": two moves within it are as good. */
#define TOGUZ_PUZZLE_BEST_DEPTH 8
#define TOGUZ_PUZZLE_BEST_SLACK 50

/* Whether `move` is the engine's best from `pos`; *behind (may be NULL)
 * gets how far it scores under the best, in hundredths of a stone.  It
 * searches on a cleared table (the search's is forgotten), so that the
 * verdict is the position's alone, whatever the search did before. */
gboolean toguz_puzzle_move_is_best (ToguzSearch *search,
                                    const ToguzRuleset *rules,
                                    const ToguzPosition *pos, unsigned move,
                                    int *behind);

typedef enum
{
  TOGUZ_LINE_FORCED = 0,
  TOGUZ_LINE_NO_LINE,      /* the task states no solution to play */
  TOGUZ_LINE_UNDECIDED,    /* the engine could not settle a turn */
  TOGUZ_LINE_NOT_ONLY,     /* another move is right too, or as good */
  TOGUZ_LINE_WRONG_MOVE,   /* the line's move is not right at all */
  TOGUZ_LINE_SHORT,        /* the line ends before the task's last turn */
} ToguzLineStatus;

/* Plays the task's first solution on its board through the single
 * judge (toguz_task_judge_turn(), `node_budget` nodes a turn, 0 for
 * TOGUZ_TASK_BUDGET): at each of the learner's turns its move must be
 * the only right one, the others missing the goal or falling behind by
 * the task's margin.  *turn (may be NULL) gets the 0-based turn that
 * fails. */
ToguzLineStatus toguz_puzzle_line_check (const ToguzStep *step,
                                         ToguzSearch *search,
                                         uint64_t node_budget,
                                         unsigned *turn);
/* The same; *nodes (may be NULL) gets the nodes the judge searched for
 * the turns played, what `toguz lesson check` spends on the task. */
ToguzLineStatus toguz_puzzle_line_check_spent (const ToguzStep *step,
                                               ToguzSearch *search,
                                               uint64_t node_budget,
                                               unsigned *turn,
                                               uint64_t *nodes);

G_END_DECLS
