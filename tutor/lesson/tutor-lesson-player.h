/* tutor-lesson-player.h: a lesson or a puzzle, step by step
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "toguz-lesson.h"
#include "tutor-board.h"
#include "tutor-engine.h"
#include "tutor-progress.h"

G_BEGIN_DECLS

#define TUTOR_TYPE_LESSON_PLAYER (tutor_lesson_player_get_type ())
G_DECLARE_FINAL_TYPE (TutorLessonPlayer, tutor_lesson_player, TUTOR,
                      LESSON_PLAYER, AdwBin)

GtkWidget *tutor_lesson_player_new (void);

/* The engine that judges goals and explains moves, and the record the
 * results go to (both required before a lesson is shown). */
void tutor_lesson_player_set_engine (TutorLessonPlayer *self,
                                     TutorEngine *engine);
/* Another learner's progress: what was tried on the step shown is
 * recorded in the progress before first; show the lesson again after. */
void tutor_lesson_player_set_progress (TutorLessonPlayer *self,
                                       TutorProgress *progress);

/* Plays `lesson` from `step`; progress is kept under `progress_id` (the
 * lesson's id, or another for a file the user opened). */
void tutor_lesson_player_set_lesson (TutorLessonPlayer *self,
                                     ToguzLesson *lesson,
                                     const char *progress_id, guint step);
ToguzLesson *tutor_lesson_player_get_lesson (TutorLessonPlayer *self);
guint tutor_lesson_player_get_step (TutorLessonPlayer *self);
void tutor_lesson_player_go_to_step (TutorLessonPlayer *self, guint step);

/* One step alone, without Back, Next or the dots: a puzzle of the
 * trainer. */
void tutor_lesson_player_set_single_step (TutorLessonPlayer *self,
                                          gboolean single_step);

TutorBoard *tutor_lesson_player_get_board (TutorLessonPlayer *self);

/* For tests and the trainer: the current task's session, or NULL. */
gpointer tutor_lesson_player_get_session (TutorLessonPlayer *self);
/* The feedback shown now (the text a learner reads), or NULL. */
const char *tutor_lesson_player_get_feedback (TutorLessonPlayer *self);
const char *tutor_lesson_player_get_hint (TutorLessonPlayer *self);
/* The step shown is the place-th (1-based) of `count` that the trainer's
 * filters let through: the counter says so; a count of 0 (or a place out
 * of it) counts the lesson's own steps.  A new step counts them again. */
void tutor_lesson_player_set_place (TutorLessonPlayer *self, guint place,
                                    guint count);
/* The counter's words ("Puzzle 4 of 22"). */
const char *tutor_lesson_player_get_counter (TutorLessonPlayer *self);
/* A word from the page that holds the player (the trainer), shown as the
 * feedback until the learner acts. */
void tutor_lesson_player_tell (TutorLessonPlayer *self, const char *text);
/* Whether the player waits for nothing: no animation, no engine job. */
gboolean tutor_lesson_player_is_idle (TutorLessonPlayer *self);
/* Answers a prediction as its widgets do (a count, or 1/0). */
void tutor_lesson_player_answer (TutorLessonPlayer *self, int answer);

G_END_DECLS
