/* tutor-check-card.h: the engine's check of a puzzle, in words
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A card under the editor's board: an icon (or a spinner while the
 * engine works), a title and a detail, coloured as success, warning,
 * error or info.  It words the core's verdict on the engine's answer
 * (toguz_task_right_moves()) and states the engine's line as the
 * solution where the verdict takes it.
 */
#pragma once

#include <gtk/gtk.h>

#include "toguz-lesson.h"

G_BEGIN_DECLS

#define TUTOR_TYPE_CHECK_CARD (tutor_check_card_get_type ())
G_DECLARE_FINAL_TYPE (TutorCheckCard, tutor_check_card, TUTOR, CHECK_CARD,
                      GtkBox)

GtkWidget *tutor_check_card_new (void);

/* icon NULL shows the spinner; kind is "success", "warning", "error" or
 * "info"; detail may be NULL. */
void tutor_check_card_set_state (TutorCheckCard *self, const char *icon,
                                 const char *kind, const char *title,
                                 const char *detail);
/* The title and the detail, a line each. */
const char *tutor_check_card_get_text (TutorCheckCard *self);

/* The verdict on what the engine found for `task` at `pos`, in words. */
void tutor_check_card_show_answer (TutorCheckCard *self,
                                   const ToguzRuleset *rules,
                                   const ToguzPosition *pos,
                                   const ToguzTask *task,
                                   const ToguzGoalAnswer *answer);
/* After a check: the engine's line becomes the stated solution of `task`
 * (the task of `step`, being edited) when the core takes its first move
 * and the task is not ambiguous. */
void tutor_check_card_state_solution (ToguzTask *task, const ToguzStep *step,
                                      const ToguzGoalAnswer *answer);
/* After "accept any" changed: the answer is the same, what it means for
 * the task is not. */
void tutor_check_card_restate_solution (ToguzTask *task,
                                        const ToguzStep *step,
                                        const ToguzGoalAnswer *answer);

G_END_DECLS
