/* toguz-class-report.c: a class's results as a printed sheet
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Here the object and the pagination: blocks placed down the pages, a
 * grid and a chart cut into as many rows as fit where they start; the
 * blocks are drawn in toguz-class-report-draw.c, by the functions that
 * measure them too.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "toguz-class-report-private.h"
#include "toguz-pdf.h"

G_DEFINE_FINAL_TYPE (ToguzClassReport, toguz_class_report, G_TYPE_OBJECT)

static void
toguz_class_report_finalize (GObject *object)
{
  ToguzClassReport *self = TOGUZ_CLASS_REPORT (object);

  g_clear_object (&self->results);
  g_clear_object (&self->pango);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->learners, g_array_unref);
  g_clear_pointer (&self->tasks, g_array_unref);
  g_clear_pointer (&self->missed, g_array_unref);
  g_clear_pointer (&self->chart_items, g_array_unref);
  g_clear_pointer (&self->blocks, g_array_unref);
  G_OBJECT_CLASS (toguz_class_report_parent_class)->finalize (object);
}

static void
toguz_class_report_class_init (ToguzClassReportClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = toguz_class_report_finalize;
}

static void
toguz_class_report_init (ToguzClassReport *self)
{
  cairo_font_options_t *options = cairo_font_options_create ();

  self->blocks = g_array_new (FALSE, TRUE, sizeof (Block));
  self->chart_items = g_array_new (FALSE, FALSE, sizeof (int));
  self->n_pages = 1;

  /* As the worksheet does: metrics that do not depend on the device, so
   * that the pages measured are the pages drawn. */
  self->pango = pango_font_map_create_context (
    pango_cairo_font_map_get_default ());
  pango_cairo_context_set_resolution (self->pango, 72.0);
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (self->pango, options);
  pango_context_set_round_glyph_positions (self->pango, FALSE);
  cairo_font_options_destroy (options);
}

ToguzClassReport *
toguz_class_report_new (ToguzClassResults *results)
{
  ToguzClassReport *self;

  g_return_val_if_fail (TOGUZ_IS_CLASS_RESULTS (results), NULL);

  self = g_object_new (TOGUZ_TYPE_CLASS_REPORT, NULL);
  self->results = g_object_ref (results);
  return self;
}

ToguzClassResults *
toguz_class_report_get_results (ToguzClassReport *self)
{
  g_return_val_if_fail (TOGUZ_IS_CLASS_REPORT (self), NULL);
  return self->results;
}

void
toguz_class_report_set_title (ToguzClassReport *self, const char *title)
{
  g_return_if_fail (TOGUZ_IS_CLASS_REPORT (self));
  g_free (self->title);
  self->title = title && *title ? g_strdup (title) : NULL;
}

const char *
toguz_class_report_get_title (ToguzClassReport *self)
{
  g_return_val_if_fail (TOGUZ_IS_CLASS_REPORT (self), NULL);
  return self->title ? self->title : _("Class results");
}

void
toguz_class_report_set_learner_order (ToguzClassReport *self,
                                      ToguzLearnerOrder order,
                                      gboolean reverse)
{
  g_return_if_fail (TOGUZ_IS_CLASS_REPORT (self));
  self->learner_order = order;
  self->learner_reverse = !!reverse;
}

void
toguz_class_report_set_task_order (ToguzClassReport *self,
                                   ToguzTaskOrder order, gboolean reverse)
{
  g_return_if_fail (TOGUZ_IS_CLASS_REPORT (self));
  self->task_order = order;
  self->task_reverse = !!reverse;
}

/* The chart's rows: in the set order each set's tasks under its name;
 * in any other order the tasks alone. */
static void
build_chart_items (ToguzClassReport *self)
{
  gboolean by_set = self->task_order == TOGUZ_TASK_ORDER_SET;
  int last_set = -1;

  g_array_set_size (self->chart_items, 0);
  for (guint i = 0; i < self->tasks->len; i++)
    {
      guint task = g_array_index (self->tasks, guint, i);
      const ToguzClassTask *info
        = toguz_class_results_get_task (self->results, task);
      int item = (int) task;

      if (by_set && (int) info->set != last_set)
        {
          int heading = -1 - (int) info->set;

          g_array_append_val (self->chart_items, heading);
          last_set = (int) info->set;
        }
      g_array_append_val (self->chart_items, item);
    }
}

/* Pagination. */

typedef struct
{
  ToguzClassReport *self;
  double top;
  double bottom;
  double y;
} Placing;

static void
new_page (Placing *at)
{
  at->self->n_pages++;
  at->y = at->top;
}

static void
add_block (Placing *at, Block block, double height, double gap)
{
  block.page = at->self->n_pages - 1;
  block.y = at->y;
  g_array_append_val (at->self->blocks, block);
  at->y += height + gap;
}

static double
measure (Placing *at, BlockKind kind, guint index)
{
  Block block = { kind, index, 0, 0, 0, 0, 0 };

  return toguz_class_report_render_block (at->self, NULL, &block, at->y);
}

/* A block that is never split: on this page if it fits with the `keep`
 * points after it (a heading keeps its first entry), else on the next;
 * one taller than a page is clipped at its foot. */
static void
place (Placing *at, BlockKind kind, guint index, double gap, double keep)
{
  Block block = { kind, index, 0, 0, 0, 0, 0 };
  double height = measure (at, kind, index);

  if (at->y > at->top && at->y + height + keep > at->bottom)
    new_page (at);
  add_block (at, block, height, gap);
}

/* How many of the rows first .. n - 1 fit from y, by the height the
 * block of them would have (at least one, on a fresh page). */
typedef double (*HeightFunc) (ToguzClassReport *self, guint first,
                              guint last);

static guint
rows_that_fit (Placing *at, HeightFunc height, guint first, guint n)
{
  guint last = first;

  while (last < n && at->y + height (at->self, first, last + 1) <= at->bottom)
    last++;
  return last;
}

/* Rows in blocks as long as the pages let them, starting where at is.
 * With `whole`, rows that would all fit on a fresh page start one rather
 * than split, a grid or a chart reads best in one piece; but not from a
 * page still half empty, which would stay so.  A block of fewer than
 * three rows (when more are to come) is not worth starting at the foot
 * of a page. */
static void
place_rows (Placing *at, BlockKind kind, guint group, guint n,
            HeightFunc height, gboolean whole)
{
  guint first = 0;

  while (first < n)
    {
      guint last = rows_that_fit (at, height, first, n);
      Block block = { kind, 0, group, first, 0, 0, 0 };
      gboolean fit_fresh_page
        = whole && at->top + height (at->self, first, n) <= at->bottom
          && (kind == BLOCK_GRID
              || at->y - at->top > (at->bottom - at->top) / 2);

      if (at->y > at->top
          && (last == first || (last < n && last - first < 3)
              || (last < n && fit_fresh_page)))
        {
          new_page (at);
          last = rows_that_fit (at, height, first, n);
        }
      if (last == first)
        last = first + 1;  /* a page too short for one row: clipped */
      block.last = last;
      add_block (at, block, height (at->self, first, last), BLOCK_GAP);
      first = last;
    }
}

static double
grid_height (ToguzClassReport *self, guint first, guint last)
{
  return toguz_class_report_grid_height (self, first, last);
}

static double
chart_height (ToguzClassReport *self, guint first, guint last)
{
  return toguz_class_report_chart_height (first, last);
}

guint
toguz_class_report_paginate (ToguzClassReport *self, double page_width,
                             double page_height)
{
  Placing at = { self, MARGIN, page_height - MARGIN - FOOTER, MARGIN };
  guint n_tasks, n_learners, capacity;

  g_return_val_if_fail (TOGUZ_IS_CLASS_REPORT (self), 0);
  g_return_val_if_fail (page_width > 2 * MARGIN + 200, 0);
  g_return_val_if_fail (page_height > 2 * MARGIN + 200, 0);

  self->page_width = page_width;
  self->page_height = page_height;
  g_array_set_size (self->blocks, 0);
  self->n_pages = 1;

  g_clear_pointer (&self->learners, g_array_unref);
  g_clear_pointer (&self->tasks, g_array_unref);
  g_clear_pointer (&self->missed, g_array_unref);
  self->learners = toguz_class_results_sort_learners (
    self->results, self->learner_order, self->learner_reverse);
  self->tasks = toguz_class_results_sort_tasks (
    self->results, self->task_order, self->task_reverse);
  self->missed = toguz_class_results_get_most_missed (self->results,
                                                      MAX_MISSED);
  build_chart_items (self);
  n_tasks = self->tasks->len;
  n_learners = self->learners->len;

  /* As many tasks a group as fit beside the names, the groups evened out:
   * 40 tasks in 5 groups of 8, not 4 of 9 and one of 4. */
  toguz_class_report_measure_grid (self);
  capacity = (guint) MAX (1.0, floor ((page_width - 2 * MARGIN
                                       - self->name_width - SOLVED_W)
                                      / CELL_W));
  self->n_groups = n_tasks ? (n_tasks + capacity - 1) / capacity : 0;
  self->per_group = self->n_groups
                      ? (n_tasks + self->n_groups - 1) / self->n_groups
                      : 0;

  place (&at, BLOCK_TITLE, 0, BLOCK_GAP, 0);
  for (guint s = 0; s < toguz_class_results_get_n_sets (self->results); s++)
    place (&at, BLOCK_SET, s, SET_GAP, 0);
  if (toguz_class_results_get_n_attempts (self->results) == 0)
    {
      place (&at, BLOCK_NOTHING, 0, BLOCK_GAP, 0);
      return self->n_pages;
    }

  /* What the class needs to go over first, the tasks most missed and
   * the chart; then the grid, learner by learner, a group of tasks a
   * page for a class of 20 or so. */
  if (self->missed->len > 0)
    {
      at.y += BLOCK_GAP;
      place (&at, BLOCK_MISSED_TITLE, 0, BLOCK_GAP - 6,
             BLOCK_GAP + measure (&at, BLOCK_MISSED, 0));
      for (guint i = 0; i < self->missed->len; i++)
        place (&at, BLOCK_MISSED, i, BLOCK_GAP - 6, 0);
    }
  at.y += BLOCK_GAP;
  place_rows (&at, BLOCK_CHART, 0, self->chart_items->len, chart_height,
              TRUE);
  at.y += BLOCK_GAP;
  for (guint group = 0; group < self->n_groups; group++)
    place_rows (&at, BLOCK_GRID, group, n_learners, grid_height, TRUE);
  return self->n_pages;
}

guint
toguz_class_report_get_n_pages (ToguzClassReport *self)
{
  g_return_val_if_fail (TOGUZ_IS_CLASS_REPORT (self), 0);
  return self->n_pages;
}

void
toguz_class_report_draw_page (ToguzClassReport *self, cairo_t *cr,
                              guint page_nr)
{
  g_return_if_fail (TOGUZ_IS_CLASS_REPORT (self));
  g_return_if_fail (cr != NULL);
  g_return_if_fail (page_nr < self->n_pages);
  g_return_if_fail (self->page_width > 0);

  cairo_save (cr);
  pango_cairo_update_context (cr, self->pango);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, 0, 0, self->page_width, self->page_height);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);

  /* What runs past the foot (a block taller than a page) is cut off
   * above the page number. */
  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, self->page_width,
                   self->page_height - MARGIN - FOOTER + 2);
  cairo_clip (cr);
  for (guint i = 0; i < self->blocks->len; i++)
    {
      const Block *block = &g_array_index (self->blocks, Block, i);

      if (block->page == page_nr)
        toguz_class_report_render_block (self, cr, block, block->y);
    }
  cairo_restore (cr);
  toguz_class_report_draw_footer (self, cr, page_nr);
  cairo_restore (cr);
}

static void
draw_pdf_page (gpointer data, cairo_t *cr, guint page_nr)
{
  toguz_class_report_draw_page (data, cr, page_nr);
}

gboolean
toguz_class_report_save_pdf (ToguzClassReport *self, const char *path,
                             ToguzPaper paper, GError **error)
{
  double width, height;

  g_return_val_if_fail (TOGUZ_IS_CLASS_REPORT (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  toguz_paper_get_size (paper, &width, &height);
  toguz_class_report_paginate (self, width, height);
  return toguz_pdf_save (path, width, height,
                         toguz_class_report_get_title (self), self->n_pages,
                         draw_pdf_page, self, error);
}
