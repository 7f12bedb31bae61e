/* tutor-puzzle-trainer.h: puzzle after puzzle from a set
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tutor-engine.h"
#include "tutor-lesson-player.h"
#include "tutor-progress.h"

G_BEGIN_DECLS

#define TUTOR_TYPE_PUZZLE_TRAINER (tutor_puzzle_trainer_get_type ())
G_DECLARE_FINAL_TYPE (TutorPuzzleTrainer, tutor_puzzle_trainer, TUTOR,
                      PUZZLE_TRAINER, AdwBin)

GtkWidget *tutor_puzzle_trainer_new (void);

void tutor_puzzle_trainer_set_engine (TutorPuzzleTrainer *self,
                                      TutorEngine *engine);
/* Another learner's progress: the puzzle shown is rated and recorded in
 * the progress before first; set the set again after. */
void tutor_puzzle_trainer_set_progress (TutorPuzzleTrainer *self,
                                        TutorProgress *progress);

/* Trains on an exercise set, its progress kept under progress_id; starts
 * with the first puzzle not yet solved. */
void tutor_puzzle_trainer_set_set (TutorPuzzleTrainer *self,
                                   ToguzLesson *set,
                                   const char *progress_id);

/* The puzzle shown (index in the set), or -1. */
int tutor_puzzle_trainer_get_puzzle (TutorPuzzleTrainer *self);
void tutor_puzzle_trainer_show_puzzle (TutorPuzzleTrainer *self,
                                       guint index);
guint tutor_puzzle_trainer_get_streak (TutorPuzzleTrainer *self);
TutorLessonPlayer *tutor_puzzle_trainer_get_player (TutorPuzzleTrainer *self);

G_END_DECLS
