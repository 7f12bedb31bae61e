/* toguz-lesson.h: a lesson or an exercise set, as the tutor plays it
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Loaded and checked by toguz-lesson-loader.h; read-only afterwards.  The
 * steps and tasks are plain structs owned by the lesson.
 */
#pragma once

#include <glib-object.h>

#include "toguz-goal.h"
#include "toguz-lesson-text.h"
#include "toguz-notation.h"

G_BEGIN_DECLS

typedef enum
{
  TOGUZ_LESSON_KIND_LESSON,
  TOGUZ_LESSON_KIND_EXERCISE_SET,
} ToguzLessonKind;

/* Where a lesson stands in the course, in the order a learner meets the
 * parts (the sidebar's sections). */
typedef enum
{
  TOGUZ_COURSE_FIRST_STEPS, /* before the rules: the youth game */
  TOGUZ_COURSE_RULES,       /* the rules (the default) */
  TOGUZ_COURSE_PLAYING,     /* playing well: tactics, endgames… */
  TOGUZ_COURSE_CULTURE,     /* history, culture, other boards */
} ToguzCoursePart;

typedef enum
{
  TOGUZ_TASK_GOAL,      /* a move that achieves a goal */
  TOGUZ_TASK_MOVES,     /* one of an explicit list of moves */
  TOGUZ_TASK_PREDICT,   /* a prediction, answered before any move */
} ToguzTaskKind;

typedef enum
{
  TOGUZ_PREDICT_LANDING,  /* click the hole where the last stone lands */
  TOGUZ_PREDICT_CAPTURE,  /* type how many stones the move captures */
  TOGUZ_PREDICT_LEGAL,    /* say whether the move is legal */
  TOGUZ_PREDICT_TUZDIK,   /* click a hole that can become a tuzdik */
  TOGUZ_PREDICT_TUZDIK_ALLOWED, /* say whether the move makes a tuzdik */
  /* <task ask="choice">: a question with options, on history or any
   * fact the board cannot decide; the file states the answer. */
  TOGUZ_PREDICT_CHOICE,
} ToguzPredictKind;

/* One of a question's options: two to six, keyed "a" to "f". */
typedef struct
{
  char key;              /* 'a'..'f', as the file writes it */
  ToguzLessonText *text;
  unsigned line;
} ToguzTaskOption;

/* A move as the file writes it. */
typedef struct
{
  char *text;            /* "65", "7", "45x" */
  ToguzMoveText move;    /* parsed; origin is 1-based */
} ToguzLessonMove;

typedef enum
{
  TOGUZ_WRONG_MOVE,      /* a comment for a first move (by its hole) */
  TOGUZ_WRONG_ANSWER,    /* a comment for a prediction's answer */
} ToguzWrongKind;

typedef struct
{
  ToguzWrongKind kind;
  unsigned hole;         /* TOGUZ_WRONG_MOVE: 0-based hole of the mover */
  int answer;            /* TOGUZ_WRONG_ANSWER: see ToguzTask.answer */
  ToguzLessonText *comment;
  unsigned line;
} ToguzWrong;

/* The largest numbers the format takes: a lesson's order and a source's
 * move number (as in a FEN). */
#define TOGUZ_LESSON_ORDER_MAX 9999
#define TOGUZ_LESSON_MOVE_MAX 32767
/* <position record game ply>: a game of a record file, and a ply of it. */
#define TOGUZ_LESSON_GAME_MAX 100000
#define TOGUZ_LESSON_PLY_MAX 9999
/* The largest record <position record> reads: a club's games, not a
 * database (one game is a few hundred bytes). */
#define TOGUZ_LESSON_MAX_RECORD_SIZE (16 * 1024 * 1024)
/* The range of <puzzle rating>, as lessons/lesson.rng has it. */
#define TOGUZ_PUZZLE_RATING_MIN 400
#define TOGUZ_PUZZLE_RATING_MAX 3000

typedef struct
{
  ToguzTaskKind kind;
  unsigned line;

  /* TOGUZ_TASK_GOAL */
  ToguzGoal goal;
  int margin;             /* stones, for uniqueness (default 2) */
  gboolean accept_any;    /* every move achieving the goal is right */
  /* TOGUZ_TASK_MOVES: the accepted first moves, as a bit set of holes */
  unsigned accepted;

  /* TOGUZ_TASK_PREDICT */
  ToguzPredictKind predict;
  int predict_hole;       /* the move asked about (0-based), or -1 */
  /* The right answer, from the rules core: a ring index (landing), a
   * count (capture), 1/0 (legal, tuzdik allowed), or a bit set of ring
   * indexes (tuzdik); for a question, the index of the option the file
   * states. */
  int answer;
  gboolean answer_stated; /* the file states it (the writer writes it) */
  /* TOGUZ_PREDICT_TUZDIK_ALLOWED: the hole (ring index) where the move
   * makes 3, from the rules core, and whether the file names it. */
  int asked_ring;
  gboolean asked_ring_stated;
  /* TOGUZ_PREDICT_CHOICE: ToguzTaskOption*, in the file's order. */
  GPtrArray *options;

  /* Several turns: the learner plays `turns` moves; the opponent answers
   * from the first solution (scripted) or as the engine does. */
  unsigned turns;
  gboolean scripted_replies;
  /* replies="beginner": a practice task (toguz-practice.h).  The engine's
   * beginner level answers, any legal move goes on, and the goal is
   * judged once, on what the whole line came to. */
  gboolean beginner_replies;

  GPtrArray *solutions;   /* GArray of uint8 holes: a line of moves */
  GPtrArray *prompts;     /* ToguzLessonText*, at most one */
  GPtrArray *hints;       /* ToguzLessonText*, rung order */
  GArray *hint_rungs;     /* int, the rung of each hint */
  /* By rung (1..4): the holes the author's hint names (holes="w5 w8"), a
   * ring bit set the board marks with it; 0 marks none. */
  unsigned hint_holes[5];
  GPtrArray *wrongs;      /* ToguzWrong* */
  ToguzLessonText *success;
} ToguzTask;

typedef struct
{
  char *id;
  unsigned line;
  GPtrArray *texts;       /* ToguzLessonText*, the paragraphs */
  ToguzRuleset rules;
  ToguzPosition position; /* the board the step starts from */
  gboolean has_position;  /* stated in the step, not carried over */
  GArray *shows;          /* uint8 holes sown to demonstrate, in order */
  unsigned highlight;     /* ring bit set */
  unsigned target;        /* ring bit set */
  GArray *arrows;         /* pairs of uint8 ring indexes */
  ToguzTask *task;        /* NULL: a step to read */

  /* Exercise sets only */
  int difficulty;         /* 1..5, 0 for a lesson step */
  GStrv themes;
  char *source;           /* where the puzzle comes from, for people */

  /* What the file wrote, so that it can be written back
   * (toguz-lesson-writer.h). */
  gboolean has_fen;       /* <position fen="…"> */
  ToguzPosition base;     /* the FEN's position (or the start), before… */
  GArray *base_moves;     /* … these moves, uint8 holes, were played */
  char *source_game;      /* <source game round move side url>note */
  char *source_round;     /* the game's round in its event: "3", "1.2" */
  unsigned source_move;   /* 0: not given */
  int source_side;        /* ToguzSide, or -1 */
  char *source_url;
  char *source_note;
  /* <puzzle rating>: the rating to start from, 0 when not given. */
  int rating;
  /* <source played lost>: the move the player made in the game from the
   * task's board (0-based hole, or -1) and the stones it cost against
   * the solution (-1: not given). */
  int source_played;
  int source_lost;
} ToguzStep;

#define TOGUZ_TYPE_LESSON (toguz_lesson_get_type ())
G_DECLARE_FINAL_TYPE (ToguzLesson, toguz_lesson, TOGUZ, LESSON, GObject)

ToguzLessonKind toguz_lesson_get_kind (ToguzLesson *self);
const char *toguz_lesson_get_id (ToguzLesson *self);
/* What tells versions of a set apart, where its id says which set it
 * is: TOGUZ_LESSON_FINGERPRINT_LENGTH lowercase hex digits of a digest of
 * its content (not of its path, its layout or its comments). */
#define TOGUZ_LESSON_FINGERPRINT_LENGTH 12
const char *toguz_lesson_get_fingerprint (ToguzLesson *self);
/* The file it was read from, or NULL for data read from memory. */
const char *toguz_lesson_get_path (ToguzLesson *self);
const char *toguz_lesson_get_title (ToguzLesson *self);
const char *toguz_lesson_get_summary (ToguzLesson *self);
const ToguzLessonText *toguz_lesson_get_title_text (ToguzLesson *self);
unsigned toguz_lesson_get_order (ToguzLesson *self);
ToguzCoursePart toguz_lesson_get_course_part (ToguzLesson *self);
void toguz_lesson_set_course_part (ToguzLesson *self, ToguzCoursePart part);
/* part="playing" and back: -1 for a name the format does not have. */
const char *toguz_course_part_get_name (ToguzCoursePart part);
int toguz_course_part_from_name (const char *name);
const ToguzRuleset *toguz_lesson_get_rules (ToguzLesson *self);
guint toguz_lesson_get_n_steps (ToguzLesson *self);
const ToguzStep *toguz_lesson_get_step (ToguzLesson *self, guint index);
/* How many steps carry a task. */
guint toguz_lesson_get_n_tasks (ToguzLesson *self);

/* The board a step's task is set on: its position after the
 * demonstrations. */
void toguz_step_get_task_position (const ToguzStep *step,
                                   ToguzPosition *position);

/* The first moves of the stated solutions, as a bit set of holes. */
unsigned toguz_task_get_stated_moves (const ToguzTask *task);

/* A task's prompt: the file's, or one made from its goal. */
char *toguz_task_dup_prompt (const ToguzTask *task,
                             const ToguzRuleset *rules);
/* The author's comment for a wrong first move or answer, or NULL. */
const ToguzWrong *toguz_task_find_wrong_move (const ToguzTask *task,
                                              unsigned hole);
const ToguzWrong *toguz_task_find_wrong_answer (const ToguzTask *task,
                                                int answer);
/* The author's hint for a rung (1..4), or NULL: the engine fills it. */
const ToguzLessonText *toguz_task_find_hint (const ToguzTask *task,
                                             int rung);

/* What a goal asks of the learner's move number `turn` (0-based) of a
 * task of several turns, from `start` (the task's board) to `now`: the
 * same goal, with what was already won and the plies already played taken
 * off a gain. */
ToguzGoal toguz_task_goal_at_turn (const ToguzTask *task,
                                   const ToguzPosition *start,
                                   const ToguzPosition *now, unsigned turn);

/* A prediction's answer as the file writes it: "b5", "12", "yes", or a
 * question's option key "b". */
char *toguz_task_format_answer (const ToguzTask *task,
                                const ToguzRuleset *rules, int answer);

/* A question's option by its index, NULL past the last; an option's
 * index by its key ('a'), -1 if the task has none so keyed. */
const ToguzTaskOption *toguz_task_get_option (const ToguzTask *task,
                                              int index);
int toguz_task_find_option (const ToguzTask *task, char key);

/* A prediction's kind as the file writes it (predict="landing"), and
 * back: -1 for a name the format does not have. */
const char *toguz_predict_kind_get_name (ToguzPredictKind kind);
int toguz_predict_kind_from_name (const char *name);

/* "w4", "b7" <-> ring index. */
int toguz_lesson_parse_hole (const ToguzRuleset *rules, const char *text);
char *toguz_lesson_format_hole (const ToguzRuleset *rules,
                                unsigned ring_index);

/* For the loader. */
ToguzLesson *toguz_lesson_new (ToguzLessonKind kind, const char *id,
                               const char *path);
void toguz_lesson_take_step (ToguzLesson *self, ToguzStep *step);
void toguz_lesson_set_meta (ToguzLesson *self, const ToguzRuleset *rules,
                            unsigned order, ToguzLessonText *title,
                            ToguzLessonText *summary);
ToguzStep *toguz_step_new (void);
void toguz_step_free (ToguzStep *step);
ToguzTask *toguz_task_new (void);
void toguz_task_free (ToguzTask *task);

/* For an editor, and for the loader. */
ToguzStep *toguz_step_copy (const ToguzStep *step);
ToguzTask *toguz_task_copy (const ToguzTask *task);
/* The board a step states: `pos` under `rules`, written as a FEN. */
void toguz_step_set_position (ToguzStep *step, const ToguzRuleset *rules,
                              const ToguzPosition *pos);
/* The <source> of a puzzle; every part may be NULL (move 0, side -1).
 * Also sets step->source, the words shown to people; all NULL removes
 * it. */
void toguz_step_set_source (ToguzStep *step, const char *game,
                            unsigned move, int side, const char *url,
                            const char *note);
/* The round of the source's game (NULL for none), shown after the game
 * in the user's language; the other parts stay. */
void toguz_step_set_source_round (ToguzStep *step, const char *round);
/* What the player did in the game from the puzzle's board, in the
 * user's language ("In the game, Black played 76 and lost 14 stones."),
 * or NULL when the file does not say. */
char *toguz_step_dup_played_text (const ToguzStep *step);
/* The summary text with its languages, or NULL. */
const ToguzLessonText *toguz_lesson_get_summary_text (ToguzLesson *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ToguzStep, toguz_step_free)

G_END_DECLS
