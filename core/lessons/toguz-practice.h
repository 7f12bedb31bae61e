/* toguz-practice.h: a task played out against the engine's beginner level
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A practice task (<task goal="…" turns="N" replies="beginner">) is not
 * judged move by move against a proof: the learner plays N moves, the
 * beginner answers each, and what the whole line came to is judged once,
 * by toguz_practice_judge().  The checker, the task session, the
 * worksheet's key and `toguz lesson show` all ask it, and the beginner's
 * reply is seeded by the position, so that a line gets the same replies
 * wherever it is played.  lessons/README.md ("Playing it out") says what
 * each goal asks.
 */
#pragma once

#include "toguz-lesson.h"
#include "toguz-search.h"

G_BEGIN_DECLS

/* The turns a practice task takes, and the depth of the engine that
 * plays the learner's side for the checker, the hints and the key: a
 * fixed depth on a cleared table, so that it plays the same moves in
 * each of them. */
#define TOGUZ_PRACTICE_TURNS_MIN 2
#define TOGUZ_PRACTICE_TURNS_MAX 10
#define TOGUZ_PRACTICE_DEPTH 8

/* Who plays the learner's side of a line. */
typedef enum
{
  TOGUZ_PRACTICE_ENGINE,  /* the engine's best move at TOGUZ_PRACTICE_DEPTH */
  TOGUZ_PRACTICE_WORST,   /* the engine's worst move, as it scores them */
  TOGUZ_PRACTICE_LOWEST,  /* the lowest hole that can be sown */
} ToguzPracticePlayer;

/* What a line played from the task's board came to. */
typedef struct
{
  unsigned moves;        /* the learner's moves played */
  gboolean finished;     /* the reply to the last was played, or the game
                          * ended: the outcome is final */
  ToguzResult result;    /* TOGUZ_ONGOING unless the game ended */
  int net;               /* the learner's kazan gain minus the opponent's */
  gboolean tuzdik;       /* the learner made a tuzdik in the line */
  gboolean no_moves;     /* the opponent was left without a move */
  gboolean won;          /* the game ended, and the learner won it */
  gboolean reached;      /* the task's goal is met */
} ToguzPracticeOutcome;

gboolean toguz_task_is_practice (const ToguzTask *task);

/* The goals judged at the end of a line: gain, tuzdik, win, no-moves. */
gboolean toguz_practice_goal_is_measurable (const ToguzGoal *goal);

/* The beginner's reply on `pos` (toguz_search_pick_move() at
 * TOGUZ_LEVEL_BEGINNER, seeded by the position's key), or -1 when the
 * game is over. */
guint32 toguz_practice_reply_seed (const ToguzRuleset *rules,
                                   const ToguzPosition *pos);
int toguz_practice_reply (ToguzSearch *search, const ToguzRuleset *rules,
                          const ToguzPosition *pos);

/* The move `player` makes on `pos`, or -1 when the game is over.  The
 * engine searches a table of its own, of one size, cleared before each
 * move: the same position gets the same move everywhere. */
int toguz_practice_move (const ToguzRuleset *rules, const ToguzPosition *pos,
                         ToguzPracticePlayer player);

/* Plays out a line from `pos`: `turns` moves of `player`, each answered
 * by the beginner (on `search`), until the reply to the last or the
 * game's end.  Appends the moves of both sides to `line` (uint8 holes);
 * returns the nodes searched. */
guint64 toguz_practice_play_out (ToguzSearch *search,
                                 const ToguzRuleset *rules,
                                 const ToguzPosition *pos, unsigned turns,
                                 ToguzPracticePlayer player, GArray *line);

/* The same after the learner's first move `first` and the beginner's
 * reply to it: the line starts with them.  FALSE when `first` cannot be
 * played. */
gboolean toguz_practice_play_out_after (ToguzSearch *search,
                                        const ToguzRuleset *rules,
                                        const ToguzPosition *pos,
                                        unsigned first, unsigned turns,
                                        ToguzPracticePlayer player,
                                        GArray *line, guint64 *nodes);

/* The engine's answer on `now` for a practice task with `turns_left`
 * moves of the learner's to come, as toguz_task_judge_turn() gives it:
 * every legal move goes on (achieving); best_move and the proof are the
 * engine's line for those turns, which the hints and "show solution"
 * play.  Not decided when the search was cancelled. */
void toguz_practice_plan (ToguzSearch *search, const ToguzRuleset *rules,
                          const ToguzPosition *now, unsigned turns_left,
                          ToguzGoalAnswer *answer);

/* The one judge of a practice task: what `line` (the moves of both sides
 * from `start`, the learner's first) came to against the task's goal.
 * Returns outcome->reached.  A line not finished is judged as it stands
 * (toguz_practice_outcome.finished says so). */
gboolean toguz_practice_judge (const ToguzTask *task,
                               const ToguzRuleset *rules,
                               const ToguzPosition *start,
                               const uint8_t *line, guint n,
                               ToguzPracticeOutcome *outcome);

/* The task's goal in words, the turns with it: "Win at least 10 stones
 * more than your opponent over your 6 moves against the beginner and its
 * replies." */
char *toguz_practice_describe_goal (const ToguzTask *task);

/* What the line came to, in words, against the goal: "You won 6 stones
 * more than Black. The task asks for at least 10." (`start` says who the
 * learner is). */
char *toguz_practice_describe_outcome (const ToguzTask *task,
                                       const ToguzPosition *start,
                                       const ToguzPracticeOutcome *outcome);

/* The stones so far, for the learner between moves: "You won 4 stones
 * more than Black.", or NULL where the goal does not count them. */
char *toguz_practice_describe_standing (const ToguzTask *task,
                                        const ToguzPosition *start,
                                        const ToguzPosition *now);

G_END_DECLS
