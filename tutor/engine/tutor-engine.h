/* tutor-engine.h: the hint engine, off the main thread
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One worker thread runs the jobs one after another on one search; a
 * GCancellable stops the search at once (toguz_search_cancel()).
 */
#pragma once

#include <gio/gio.h>

#include "toguz-explain.h"
#include "toguz-goal.h"

G_BEGIN_DECLS

#define TUTOR_TYPE_ENGINE (tutor_engine_get_type ())
G_DECLARE_FINAL_TYPE (TutorEngine, tutor_engine, TUTOR, ENGINE, GObject)

TutorEngine *tutor_engine_new (void);

/* Hands the search's table back to the system unless a job holds it (then
 * FALSE): a chapter left behind needs nothing it searched, and the table
 * is 16 MiB once a deep search has filled it. */
gboolean tutor_engine_forget (TutorEngine *self);

/* Which first moves achieve a goal (see toguz_goal_solve()). */
void tutor_engine_solve_async (TutorEngine *self, const ToguzRuleset *rules,
                               const ToguzPosition *pos,
                               const ToguzGoal *goal, int margin,
                               GCancellable *cancellable,
                               GAsyncReadyCallback callback,
                               gpointer user_data);
gboolean tutor_engine_solve_finish (TutorEngine *self, GAsyncResult *result,
                                    ToguzGoalAnswer *answer, GError **error);

/* Why a move is illegal or what it does, with the opponent's best reply
 * (see toguz_explain_move()). */
void tutor_engine_explain_async (TutorEngine *self, const ToguzRuleset *rules,
                                 const ToguzPosition *pos, ToguzSide side,
                                 unsigned hole, unsigned depth,
                                 GCancellable *cancellable,
                                 GAsyncReadyCallback callback,
                                 gpointer user_data);
gboolean tutor_engine_explain_finish (TutorEngine *self, GAsyncResult *result,
                                      ToguzExplanation *explanation,
                                      GError **error);

/* A move at a playing level (see toguz_search_pick_move()). */
void tutor_engine_pick_async (TutorEngine *self, const ToguzRuleset *rules,
                              const ToguzPosition *pos, ToguzLevel level,
                              unsigned time_ms, guint32 seed,
                              GCancellable *cancellable,
                              GAsyncReadyCallback callback,
                              gpointer user_data);
int tutor_engine_pick_finish (TutorEngine *self, GAsyncResult *result,
                              GError **error);

/* A task played out against the beginner (toguz-practice.h): the engine's
 * line for the learner's `turns_left` moves from `pos`, as the goal answer
 * (toguz_practice_plan()), and the beginner's reply on `pos`
 * (toguz_practice_reply(), -1 when the game is over). */
void tutor_engine_practice_plan_async (TutorEngine *self,
                                       const ToguzRuleset *rules,
                                       const ToguzPosition *pos,
                                       unsigned turns_left,
                                       GCancellable *cancellable,
                                       GAsyncReadyCallback callback,
                                       gpointer user_data);
gboolean tutor_engine_practice_plan_finish (TutorEngine *self,
                                            GAsyncResult *result,
                                            ToguzGoalAnswer *answer,
                                            GError **error);
void tutor_engine_practice_reply_async (TutorEngine *self,
                                        const ToguzRuleset *rules,
                                        const ToguzPosition *pos,
                                        GCancellable *cancellable,
                                        GAsyncReadyCallback callback,
                                        gpointer user_data);
int tutor_engine_practice_reply_finish (TutorEngine *self,
                                        GAsyncResult *result, GError **error);

G_END_DECLS
