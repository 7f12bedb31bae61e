/* tutor-eval-graph.h: the evaluation across a game, with its mistakes
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Stones ahead from White's view after each ply, as a filled line about
 * the even mark (above: White ahead), a dot on each inaccuracy, mistake
 * and blunder in its class's colour, and a bar at the ply shown.  A click
 * or the arrow keys emit "ply-activated" (int ply); the description a
 * screen reader reads says who is ahead and where the mistakes are.
 */
#pragma once

#include <gtk/gtk.h>

#include "toguz-game-analysis.h"

G_BEGIN_DECLS

#define TUTOR_TYPE_EVAL_GRAPH (tutor_eval_graph_get_type ())
G_DECLARE_FINAL_TYPE (TutorEvalGraph, tutor_eval_graph, TUTOR, EVAL_GRAPH,
                      GtkWidget)

GtkWidget *tutor_eval_graph_new (void);

/* Draws the plies the analysis has done, of n_plies in all (NULL: none);
 * call again as more are done. */
void tutor_eval_graph_update (TutorEvalGraph *self,
                              ToguzGameAnalysis *analysis);
/* The ply shown (-1: the start). */
void tutor_eval_graph_set_current (TutorEvalGraph *self, int ply);
int tutor_eval_graph_get_current (TutorEvalGraph *self);
/* The ply under x (widget coordinates), as a click takes it. */
int tutor_eval_graph_ply_at (TutorEvalGraph *self, double x);
/* What a screen reader is told. */
const char *tutor_eval_graph_get_description (TutorEvalGraph *self);

G_END_DECLS
