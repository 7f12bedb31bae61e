/* tutor-lesson-player-private.h: what the lesson player's files share
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The player is split as GNOME Text Editor splits its window: the widget,
 * its steps and the queue of moves it shows (tutor-lesson-player.c), the
 * judging of the learner's answers and the feedback on them
 * (tutor-lesson-player-answers.c) and its actions
 * (tutor-lesson-player-actions.c).  The feedback card and the box where a
 * prediction is answered are widgets of their own (tutor-feedback-card.c,
 * tutor-prediction-box.c).
 */
#pragma once

#include "toguz-task-session.h"
#include "tutor-feedback-card.h"
#include "tutor-lesson-player.h"
#include "tutor-prediction-box.h"
#include "tutor-presentation-pace.h"
#include "tutor-progress-dots.h"

G_BEGIN_DECLS

/* What to do when the queue of moves to show has been played. */
typedef enum
{
  AFTER_NOTHING,
  AFTER_OPPONENT_MOVE,   /* the move that set the task's board: then the
                          * step's <show> moves, or the task begins */
  AFTER_DEMONSTRATION,   /* a step's <show> moves: the task begins */
  AFTER_LEARNER_MOVE,    /* judge the move */
  AFTER_REPLY,           /* the opponent answered: the learner's turn */
  AFTER_REFUTATION,      /* the reply that refutes a wrong move */
  AFTER_SOLUTION,        /* the solution was shown */
  AFTER_ANSWER_SHOWN,    /* a prediction's move, played once answered */
} AfterQueue;

struct _TutorLessonPlayer
{
  AdwBin parent_instance;

  AdwClamp *clamp;
  GtkLabel *step_label;
  GtkBox *texts_box;
  TutorBoard *board;
  GtkBox *task_box;
  GtkLabel *prompt_label;
  TutorPredictionBox *prediction_box;
  GtkScrolledWindow *messages;   /* the hint and the feedback: fixed size */
  GtkWidget *messages_box;       /* what it holds */
  GtkRevealer *hint_revealer;
  GtkLabel *hint_label;
  TutorFeedbackCard *feedback_card;
  GtkLabel *played_label;        /* what the game's player did, at the end */
  GtkWidget *action_bar;
  GtkButton *back_button;
  GtkButton *next_button;
  GtkButton *try_again_button;
  GtkButton *solution_button;
  GtkButton *hint_button;
  TutorProgressDots *dots;
  GtkLabel *presenter_line;      /* presenting: the teacher's keys */

  TutorEngine *engine;
  TutorProgress *progress;
  ToguzLesson *lesson;
  char *progress_id;
  guint step_index;
  gboolean single_step;
  /* Where the trainer's filters put the step: 1-based, of `place_count`;
   * 0 counts the lesson's own steps. */
  guint place;
  guint place_count;

  ToguzTaskSession *session;
  GCancellable *cancellable;     /* the step's engine jobs */
  gboolean engine_busy;

  GArray *queue;                 /* holes still to show, in order */
  ToguzPosition queue_position;  /* where the next of them is played */
  AfterQueue after;
  int learner_hole;              /* the move being judged */
  ToguzPosition learner_after;
  gboolean judging_waits;        /* a move waits for the goal's answer */
  gboolean left_recorded;        /* the session's unfinished try is noted */
  /* The board shows what a wrong move did, the task's board being the
   * session's: the next click, hint or Try Again goes back to it. */
  gboolean wrong_shown;
  gboolean focus_waits;          /* the board takes the focus once shown */
  /* The board shows the position before the opponent's move that set the
   * task, to be sown once the page is on screen. */
  gboolean opponent_move_waits;
  /* The last move and capture marks of the board the learner's turn
   * began on: Try Again shows them again. */
  guint turn_last_move;
  guint turn_capture;
  /* A task played out (tutor-lesson-player-practice.c): the marks of the
   * task's own board, where a new try starts, and the engine jobs it has
   * running (the plan and the beginner's reply may overlap). */
  guint start_last_move;
  guint start_capture;
  guint practice_jobs;
  /* Presenting to a class (tutor-lesson-player-present.c): an answer
   * given waits for the teacher's step on to be judged and told. */
  gboolean presenting;
  gboolean verdict_waits;
  int held_prediction;
};

/* tutor-lesson-player.c */
const ToguzStep *tutor_lesson_player_current_step (TutorLessonPlayer *self);
void tutor_lesson_player_set_busy (TutorLessonPlayer *self, gboolean busy);
void tutor_lesson_player_set_hint (TutorLessonPlayer *self,
                                   const char *text);
/* The feedback card says `text`; the messages show their top. */
void tutor_lesson_player_say (TutorLessonPlayer *self, TutorFeedbackKind kind,
                              const char *text);
/* The task's board again after a wrong move, ready for the next try. */
void tutor_lesson_player_retry (TutorLessonPlayer *self);
/* The wrong move is told: the board keeps showing what it did, and the
 * next click on a hole is the next try, from the task's board. */
void tutor_lesson_player_offer_retry (TutorLessonPlayer *self);
/* Plays a prediction's move on the board, from the task's board, once
 * its answer is known. */
void tutor_lesson_player_play_answer (TutorLessonPlayer *self);
/* Plays `holes` from `from` on the board, one after the other; `after`
 * says what follows. */
void tutor_lesson_player_show_moves (TutorLessonPlayer *self,
                                     const ToguzPosition *from,
                                     const uint8_t *holes, guint n,
                                     AfterQueue after);
/* The board and the prediction widgets as the task now asks. */
void tutor_lesson_player_configure_task (TutorLessonPlayer *self);
void tutor_lesson_player_update_actions (TutorLessonPlayer *self);
void tutor_lesson_player_update_counter (TutorLessonPlayer *self);
/* The task is over (solved, or its solution shown): the progress and the
 * class results note it. */
void tutor_lesson_player_record_solved (TutorLessonPlayer *self);

/* The learner's turn begins on the board shown: its marks are kept for
 * Try Again. */
void tutor_lesson_player_note_turn_board (TutorLessonPlayer *self);

/* Plays the solution out from the task's board, as Show Solution does;
 * the task is over. */
void tutor_lesson_player_play_solution (TutorLessonPlayer *self);

/* tutor-lesson-player-answers.c */
/* "★★☆ (2 stars of three)" */
char *tutor_lesson_player_stars_text (int stars);
/* What the opponent's move did, as the feedback says it: the move that
 * set the task ("Black played 34.") or a reply in a line of several
 * turns ("Right. Black answers 22: your move."). */
char *tutor_lesson_player_opponent_text (const ToguzRuleset *rules,
                                         const ToguzEvent *event,
                                         gboolean reply);
/* The task is over: what the player of the game did from its board, when
 * the file says, is shown under the feedback. */
void tutor_lesson_player_show_game_move (TutorLessonPlayer *self);
/* Asks the engine for a goal task's answer, which judging needs. */
void tutor_lesson_player_request_goal_answer (TutorLessonPlayer *self);
/* Judges the learner's move once the board has shown it. */
void tutor_lesson_player_judge_move (TutorLessonPlayer *self);
/* Judges a prediction's answer (a count, a ring index or 1/0). */
void tutor_lesson_player_judge_prediction (TutorLessonPlayer *self,
                                           int answer);
/* The task is solved: what it came to, the success text and the stars,
 * after `before` (may be NULL). */
void tutor_lesson_player_say_right (TutorLessonPlayer *self,
                                    const char *before);
/* Sows a legal move of the learner's from the session's board, then
 * judges it: a click on a hole, or the hints' last rung of a task played
 * out. */
void tutor_lesson_player_sow_learner_move (TutorLessonPlayer *self,
                                           unsigned hole);
void tutor_lesson_player_class_init_answers (GtkWidgetClass *widget_class);

/* tutor-lesson-player-present.c */
/* Presenting, an answer just given is held back: TRUE if it is (the
 * caller does not judge it). */
gboolean tutor_lesson_player_hold_verdict (TutorLessonPlayer *self);
/* The teacher's key line, as the step now stands. */
void tutor_lesson_player_update_presenter_line (TutorLessonPlayer *self);

/* tutor-lesson-player-practice.c */
/* Asks the engine for its line from the session's board, the goal
 * answer of a task played out: the hints and the solution play it. */
void tutor_lesson_player_request_practice_plan (TutorLessonPlayer *self);
/* The session judged a move of a task played out: the beginner's reply
 * follows (GO_ON), or the verdict is told after `before` (may be NULL). */
void tutor_lesson_player_practice_judged (TutorLessonPlayer *self,
                                          ToguzAnswer answer,
                                          const char *before);
/* The board has shown the beginner's reply: the next turn, or the
 * verdict. */
void tutor_lesson_player_practice_reply_shown (TutorLessonPlayer *self);
/* The learner's first move is asked for ("Move 1 of 6"), after `before`
 * (may be NULL). */
void tutor_lesson_player_practice_begin (TutorLessonPlayer *self,
                                         const char *before);
/* After a hint: its last rung plays the engine's move. */
void tutor_lesson_player_practice_hint_shown (TutorLessonPlayer *self);

/* tutor-lesson-player-actions.c */
void tutor_lesson_player_class_init_actions (GtkWidgetClass *widget_class);
/* The page's keys, window-wide while the page is shown. */
void tutor_lesson_player_init_shortcuts (TutorLessonPlayer *self);

enum
{
  PLAYER_FINISHED,
  PLAYER_TASK_DONE,
  PLAYER_WRONG_ANSWER,
  PLAYER_N_SIGNALS
};

extern guint tutor_lesson_player_signals[PLAYER_N_SIGNALS];

G_END_DECLS
