/* toguz-task-text.h: what the tutor says about an answer to a task
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "toguz-task-judge.h"

G_BEGIN_DECLS

/* The advice for a wrong prediction when the author wrote none. */
const char *toguz_prediction_advice (ToguzPredictKind kind);

/* Why a move that achieves the goal is still not right (a stated solution
 * or a better move is wanted), or NULL where the engine's explanation of
 * the move says it better (it misses the goal, or is illegal). */
char *toguz_verdict_describe (const ToguzTaskVerdict *verdict,
                              unsigned hole);

/* The words for a solved task: the author's <success>, or "Right!". */
const char *toguz_task_success_text (const ToguzTask *task);

G_END_DECLS
