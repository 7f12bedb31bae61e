/* toguz-hint.h: the hint ladder of a task
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Four rungs: the idea, where to look (a few holes, the answer among
 * them but never alone), the hole (for a prediction, a narrower clue), the
 * solution.  The author's hint for a rung wins, and marks the holes it
 * names (holes="…"); the engine words and marks the others.
 */
#pragma once

#include "toguz-task-judge.h"

G_BEGIN_DECLS

/* One rung (1..4) of a task's hint ladder in pos, and the holes to
 * highlight (ring indexes), each of them alike.  For goal tasks `answer` is the engine's answer to the goal
 * and `verdict` says which move the ladder leads to (the one the task
 * takes); both are NULL for predictions, and `verdict` may be NULL for a
 * list of moves. */
char *toguz_task_dup_hint (const ToguzTask *task, const ToguzRuleset *rules,
                           const ToguzPosition *pos,
                           const ToguzGoalAnswer *answer,
                           const ToguzTaskVerdict *verdict, int rung,
                           unsigned *highlight);

G_END_DECLS
