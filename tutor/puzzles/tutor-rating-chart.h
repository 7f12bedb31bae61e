/* tutor-rating-chart.h: the learner's puzzle rating over time, drawn
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A line of the rating after each rated attempt, its range written at
 * the side, the newest point marked.  Its colours are the stylesheet's
 * named colours tutor_chart_line, tutor_chart_grid and tutor_chart_text;
 * its accessible description sums it up in words.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TUTOR_TYPE_RATING_CHART (tutor_rating_chart_get_type ())
G_DECLARE_FINAL_TYPE (TutorRatingChart, tutor_rating_chart, TUTOR,
                      RATING_CHART, GtkWidget)

GtkWidget *tutor_rating_chart_new (void);

/* The history (TutorRatingPoint, oldest first) and the rating before its
 * first point: 1500 when the history holds every rated attempt, NAN when
 * older ones were dropped.  The array is copied. */
void tutor_rating_chart_set_history (TutorRatingChart *self,
                                     GArray *points, double start);
guint tutor_rating_chart_get_n_points (TutorRatingChart *self);

/* The points summed up, as the accessible description says it: "Rating
 * 1523, up 48 over the last 20 puzzles". */
char *tutor_rating_chart_dup_summary (TutorRatingChart *self);

/* The puzzles the summary speaks of, at most. */
#define TUTOR_RATING_CHART_SUMMARY_SPAN 20

G_END_DECLS
