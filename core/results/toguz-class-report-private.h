/* toguz-class-report-private.h: what the class report's files share
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The object and its pagination (toguz-class-report.c) and the drawing of
 * every block (toguz-class-report-draw.c).  Not installed.
 */
#pragma once

#include <pango/pangocairo.h>

#include "toguz-class-report.h"

G_BEGIN_DECLS

/* As on the worksheets. */
#define MARGIN 40.0
#define FOOTER 24.0
#define BLOCK_GAP 16.0
#define SET_GAP 4.0

/* The grid: a cell holds a mark and the stars above, hints and time
 * below, 8 pt and larger: read at arm's length. */
#define CELL_W 44.0
#define ROW_H 26.0
#define SOLVED_W 40.0
#define SET_BAND_H 18.0
#define GRID_FOOT_H 18.0
#define CAPTION_H 22.0
#define LEGEND_H 34.0

/* The chart: a bar a task. */
#define BAR_ROW_H 16.0
#define CHART_LABEL_W 150.0
#define CHART_VALUE_W 84.0

#define MAX_MISSED 10
#define MAX_MISSED_NAMES 30

typedef enum
{
  BLOCK_TITLE,
  BLOCK_SET,          /* index: a set */
  BLOCK_NOTHING,      /* no attempts at all */
  BLOCK_GRID,         /* group: a group of tasks; rows first .. last - 1 */
  BLOCK_CHART,        /* chart items first .. last - 1 */
  BLOCK_MISSED_TITLE,
  BLOCK_MISSED,       /* index: into the most missed */
} BlockKind;

typedef struct
{
  BlockKind kind;
  guint index;
  guint group;
  guint first;
  guint last;
  guint page;
  double y;
} Block;

struct _ToguzClassReport
{
  GObject parent_instance;

  ToguzClassResults *results;
  char *title;
  ToguzLearnerOrder learner_order;
  gboolean learner_reverse;
  ToguzTaskOrder task_order;
  gboolean task_reverse;
  PangoContext *pango;

  /* The last pagination. */
  double page_width;
  double page_height;
  GArray *learners;      /* guint: the rows, in order */
  GArray *tasks;         /* guint: the columns, in order */
  GArray *missed;        /* guint: the tasks most missed */
  GArray *chart_items;   /* int: a task, or -1 - set for a set's heading */
  guint per_group;       /* tasks in a group of columns */
  guint n_groups;
  double name_width;     /* the learners' column */
  double header_height;  /* the tasks' names, turned up */
  GArray *blocks;        /* Block, in page order */
  guint n_pages;
};

/* Draws a block at y, or only measures it when cr is NULL; returns its
 * height either way. */
double toguz_class_report_render_block (ToguzClassReport *self, cairo_t *cr,
                                        const Block *block, double y);
/* The height of a grid block's rows and headings, and of a chart block. */
double toguz_class_report_grid_height (ToguzClassReport *self, guint first,
                                       guint last);
double toguz_class_report_chart_height (guint first, guint last);
/* Measures the widths the grid's columns need. */
void toguz_class_report_measure_grid (ToguzClassReport *self);
/* The rule, the title and the page number at the foot of a page. */
void toguz_class_report_draw_footer (ToguzClassReport *self, cairo_t *cr,
                                     guint page_nr);

G_END_DECLS
