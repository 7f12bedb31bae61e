/* toguz-class-report-draw.c: the blocks of a class report, drawn and measured
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The title, the sets, a piece of the grid, a piece of the chart, a task
 * most missed: each one function that draws and measures alike (without
 * a cairo context it only returns its height).  Black on white with
 * greys a printer keeps; the marks and stars are drawn, not taken from a
 * font that may lack them.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "toguz-class-report-private.h"
#include "toguz-print-text.h"

#define FONT_TITLE "Sans Bold 20"
#define FONT_HEAD "Sans Bold 13"
#define FONT_TEXT "Sans 10"
#define FONT_BOLD "Sans Bold 10"
#define FONT_NOTE "Sans Italic 9"
#define FONT_NAME "Sans 9"
#define FONT_TASK "Sans 8"
#define FONT_HEADER "Sans Bold 8"
#define FONT_CELL "Sans 8"
#define FONT_SMALL "Sans 9"

#define THIN 0.5
#define LINE 1.0
#define SHADE 0.92     /* every other row */
#define GREY 0.55      /* rules between cells */

/* Text with pango. */

static PangoLayout *
make_layout (ToguzClassReport *self, const char *font, const char *text,
             double width, gboolean ellipsize)
{
  return toguz_print_layout_new (self->pango, font, text, width, ellipsize);
}

/* A paragraph with its top at y, wrapped to width; returns its height. */
static double
paragraph (ToguzClassReport *self, cairo_t *cr, double x, double y,
           double width, const char *font, const char *text)
{
  g_autoptr (PangoLayout) layout = make_layout (self, font, text, width,
                                                FALSE);

  if (cr)
    {
      cairo_move_to (cr, x, y);
      pango_cairo_show_layout (cr, layout);
    }
  return toguz_print_layout_height (layout);
}

/* One line vertically centred on cy, from x (to x with PANGO_ALIGN_RIGHT,
 * around x with PANGO_ALIGN_CENTER), cut with an ellipsis at max_width
 * when that is positive.  Returns its width. */
static double
label (ToguzClassReport *self, cairo_t *cr, double x, double cy,
       PangoAlignment align, const char *font, const char *text,
       double max_width)
{
  g_autoptr (PangoLayout) layout = make_layout (self, font, text, max_width,
                                                TRUE);
  PangoRectangle logical;
  double width;

  pango_layout_get_pixel_extents (layout, NULL, &logical);
  width = logical.width;
  if (cr)
    {
      double left = x - logical.x;

      if (align == PANGO_ALIGN_RIGHT)
        left = x - width - logical.x;
      else if (align == PANGO_ALIGN_CENTER)
        left = x - width / 2 - logical.x;
      cairo_move_to (cr, left, cy - toguz_print_layout_height (layout) / 2);
      pango_cairo_show_layout (cr, layout);
    }
  return width;
}

static double
text_width (ToguzClassReport *self, const char *font, const char *text)
{
  g_autoptr (PangoLayout) layout = make_layout (self, font, text, -1, FALSE);

  return toguz_print_layout_width (layout);
}

/* A line turned a quarter up, reading from the bottom, its foot at
 * (cx, bottom), at most max_length long. */
static void
upright_label (ToguzClassReport *self, cairo_t *cr, double cx, double bottom,
               const char *font, const char *text, double max_length)
{
  g_autoptr (PangoLayout) layout = make_layout (self, font, text, max_length,
                                                TRUE);

  cairo_save (cr);
  cairo_translate (cr, cx - toguz_print_layout_height (layout) / 2, bottom);
  cairo_rotate (cr, -G_PI / 2);
  cairo_move_to (cr, 0, 0);
  pango_cairo_show_layout (cr, layout);
  cairo_restore (cr);
}

/* Shapes. */

static void
hline (cairo_t *cr, double x0, double x1, double y, double line_width)
{
  cairo_set_line_width (cr, line_width);
  cairo_move_to (cr, x0, y);
  cairo_line_to (cr, x1, y);
  cairo_stroke (cr);
}

static void
vline (cairo_t *cr, double x, double y0, double y1, double line_width)
{
  cairo_set_line_width (cr, line_width);
  cairo_move_to (cr, x, y0);
  cairo_line_to (cr, x, y1);
  cairo_stroke (cr);
}

static void
fill_rect (cairo_t *cr, double x, double y, double w, double h, double grey)
{
  cairo_save (cr);
  cairo_set_source_rgb (cr, grey, grey, grey);
  cairo_rectangle (cr, x, y, w, h);
  cairo_fill (cr);
  cairo_restore (cr);
}

/* A tick in a box of `size` centred on (cx, cy). */
static void
tick (cairo_t *cr, double cx, double cy, double size)
{
  cairo_save (cr);
  cairo_set_line_width (cr, size / 5);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_move_to (cr, cx - size / 2, cy);
  cairo_line_to (cr, cx - size / 8, cy + size * 0.4);
  cairo_line_to (cr, cx + size / 2, cy - size * 0.45);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
cross (cairo_t *cr, double cx, double cy, double size)
{
  double r = size * 0.38;

  cairo_save (cr);
  cairo_set_line_width (cr, size / 6);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, cx - r, cy - r);
  cairo_line_to (cr, cx + r, cy + r);
  cairo_move_to (cr, cx + r, cy - r);
  cairo_line_to (cr, cx - r, cy + r);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* A five-pointed star of outer radius r: filled when earned, an outline
 * when not. */
static void
star (cairo_t *cr, double cx, double cy, double r, gboolean filled)
{
  cairo_save (cr);
  cairo_new_path (cr);
  for (int i = 0; i < 10; i++)
    {
      double angle = -G_PI / 2 + i * G_PI / 5;
      double radius = i % 2 ? r * 0.45 : r;

      cairo_line_to (cr, cx + radius * cos (angle), cy + radius * sin (angle));
    }
  cairo_close_path (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, 0.6);
  if (filled)
    cairo_fill_preserve (cr);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* Words. */

static const char *
learner_name (ToguzClassReport *self, guint learner)
{
  const char *name = toguz_class_results_get_learner (self->results,
                                                      learner);

  /* Translators: in the class report, a learner whose tutor had no name
   * set. */
  return name[0] ? name : _("(no name)");
}

static const char *
set_name (const ToguzClassSet *set)
{
  return set->title[0] ? set->title : set->set_id;
}

/* "2:05", "1:02:05"; "120 h" past 99 hours. */
static char *
format_time (guint64 seconds)
{
  if (seconds >= 100 * 3600)
    return g_strdup_printf ("%" G_GUINT64_FORMAT " h", seconds / 3600);
  if (seconds >= 3600)
    return g_strdup_printf ("%u:%02u:%02u", (guint) (seconds / 3600),
                            (guint) (seconds / 60 % 60),
                            (guint) (seconds % 60));
  return g_strdup_printf ("%u:%02u", (guint) (seconds / 60),
                          (guint) (seconds % 60));
}

static char *
format_of (guint part, guint whole)
{
  /* Translators: in the class report, "3 of 4" (learners, tasks). */
  return g_strdup_printf (_("%u of %u"), part, whole);
}

/* The date of an ISO 8601 time, in UTC: 2026-11-30. */
static char *
format_date (const char *time)
{
  g_autoptr (GTimeZone) utc = g_time_zone_new_utc ();
  g_autoptr (GDateTime) parsed = g_date_time_new_from_iso8601 (time, utc);
  g_autoptr (GDateTime) in_utc = NULL;

  if (parsed == NULL)
    return g_strdup (time);
  in_utc = g_date_time_to_utc (parsed);
  return g_date_time_format (in_utc, "%Y-%m-%d");
}

/* The title and what was read. */

static double
block_title (ToguzClassReport *self, cairo_t *cr, double x, double y,
             double width)
{
  ToguzClassResults *results = self->results;
  guint n_learners = toguz_class_results_get_n_learners (results);
  guint n_tasks = toguz_class_results_get_n_tasks (results);
  guint n_sets = toguz_class_results_get_n_sets (results);
  guint n_attempts = toguz_class_results_get_n_attempts (results);
  guint n_files = toguz_class_results_get_n_files (results);
  guint n_duplicates = toguz_class_results_get_n_duplicates (results);
  const char *first = toguz_class_results_get_first_time (results);
  const char *last = toguz_class_results_get_last_time (results);
  g_autofree char *learners = NULL, *tasks = NULL, *sets = NULL;
  g_autofree char *attempts = NULL, *summary = NULL, *files = NULL;
  double top = y;

  learners = g_strdup_printf (ngettext ("%u learner", "%u learners",
                                        n_learners), n_learners);
  tasks = g_strdup_printf (ngettext ("%u task", "%u tasks", n_tasks),
                           n_tasks);
  sets = g_strdup_printf (ngettext ("%u set", "%u sets", n_sets), n_sets);
  attempts = g_strdup_printf (ngettext ("%u attempt", "%u attempts",
                                        n_attempts), n_attempts);
  summary = g_strjoin ("  ·  ", learners, tasks, sets, attempts, NULL);

  y += paragraph (self, cr, x, y, width, FONT_TITLE,
                  toguz_class_report_get_title (self));
  y += 6 + paragraph (self, cr, x, y + 6, width, FONT_BOLD, summary);
  if (first[0] && last[0])
    {
      g_autofree char *from = format_date (first);
      g_autofree char *to = format_date (last);
      g_autofree char *dates
        = strcmp (from, to) == 0
            /* Translators: in the class report; %s is a date, 2026-11-30. */
            ? g_strdup_printf (_("Attempts made on %s (UTC)"), from)
            /* Translators: in the class report; the %s are dates. */
            : g_strdup_printf (_("Attempts made from %s to %s (UTC)"), from,
                               to);

      y += 3 + paragraph (self, cr, x, y + 3, width, FONT_TEXT, dates);
    }
  files = g_strdup_printf (ngettext ("Read from %u file", "Read from %u files",
                                     n_files), n_files);
  if (n_duplicates > 0)
    {
      g_autofree char *dropped
        = g_strdup_printf (ngettext ("%u row found twice was counted once",
                                     "%u rows found twice were counted once",
                                     n_duplicates), n_duplicates);
      g_autofree char *both = g_strjoin ("; ", files, dropped, NULL);

      g_free (files);
      files = g_steal_pointer (&both);
    }
  y += 3 + paragraph (self, cr, x, y + 3, width, FONT_NOTE, files);
  y += 8;
  if (cr)
    hline (cr, x, x + width, y, LINE);
  return y + 2 - top;
}

static double
block_set (ToguzClassReport *self, cairo_t *cr, double x, double y,
           double width, guint index)
{
  const ToguzClassSet *set = toguz_class_results_get_set (self->results,
                                                          index);
  guint n_versions = g_strv_length ((char **) set->fingerprints);
  g_autoptr (GString) details = g_string_new (NULL);
  g_autofree char *tasks = g_strdup_printf (
    ngettext ("%u task", "%u tasks", set->n_tasks), set->n_tasks);
  const double height = 16;
  double title_width;

  g_string_append_printf (details, "%s  ·  %s", set->set_id, tasks);
  if (n_versions > 1)
    {
      g_string_append (details, "  ·  ");
      /* Translators: in the class report, a set whose file was edited
       * between attempts; its results are counted together. */
      g_string_append_printf (details,
                              ngettext ("%u version (edited between attempts)",
                                        "%u versions (edited between "
                                        "attempts)",
                                        n_versions),
                              n_versions);
    }
  title_width = label (self, NULL, 0, 0, PANGO_ALIGN_LEFT, FONT_BOLD,
                       set_name (set), width * 0.5);
  if (cr)
    {
      label (self, cr, x, y + height / 2, PANGO_ALIGN_LEFT, FONT_BOLD,
             set_name (set), width * 0.5);
      label (self, cr, x + title_width + 12, y + height / 2, PANGO_ALIGN_LEFT,
             FONT_TEXT, details->str, width - title_width - 12);
    }
  return height;
}

static double
block_nothing (ToguzClassReport *self, cairo_t *cr, double x, double y,
               double width)
{
  return paragraph (self, cr, x, y, width, FONT_TEXT,
                    _("No attempts: the files hold nothing but the line "
                      "naming the columns."));
}

/* The grid. */

void
toguz_class_report_measure_grid (ToguzClassReport *self)
{
  double name = 0, task = 0;

  name = MAX (text_width (self, FONT_HEADER, _("Learner")),
              text_width (self, FONT_HEADER, _("Solved by")));
  for (guint i = 0; i < toguz_class_results_get_n_learners (self->results);
       i++)
    name = MAX (name, text_width (self, FONT_NAME, learner_name (self, i)));
  self->name_width = CLAMP (name + 12, 80, 120);

  task = text_width (self, FONT_HEADER, _("Solved"));
  for (guint t = 0; t < toguz_class_results_get_n_tasks (self->results); t++)
    task = MAX (task, text_width (self, FONT_TASK,
                                  toguz_class_results_get_task (self->results,
                                                                t)->task_id));
  self->header_height = CLAMP (task + 12, 40, 100);
}

double
toguz_class_report_grid_height (ToguzClassReport *self, guint first,
                                guint last)
{
  return CAPTION_H + (first == 0 ? LEGEND_H : 0) + SET_BAND_H
         + self->header_height + (last - first) * ROW_H
         + (last >= self->learners->len ? GRID_FOOT_H : 0);
}

/* The legend: what each mark and number in a cell means, in two lines. */
static void
grid_legend (ToguzClassReport *self, cairo_t *cr, double x, double cy)
{
  double left = x;

  tick (cr, x + 5, cy, 8);
  x += 14;
  x += label (self, cr, x, cy, PANGO_ALIGN_LEFT, FONT_NOTE, _("solved"), -1)
       + 14;
  cross (cr, x + 5, cy, 8);
  x += 14;
  x += label (self, cr, x, cy, PANGO_ALIGN_LEFT, FONT_NOTE,
              _("tried, not solved"), -1) + 14;
  for (int i = 0; i < 3; i++)
    star (cr, x + 4 + i * 9, cy, 3.8, i < 2);
  x += 32;
  label (self, cr, x, cy, PANGO_ALIGN_LEFT, FONT_NOTE,
         _("the most stars of any attempt"),
         MAX (40, self->page_width - MARGIN - x));
  x = left;
  cy += 14;
  x += label (self, cr, x, cy, PANGO_ALIGN_LEFT, FONT_CELL, "2 · 1:05", -1)
       + 8;
  label (self, cr, x, cy, PANGO_ALIGN_LEFT, FONT_NOTE,
         _("hints used · time spent (minutes:seconds), over all attempts"),
         MAX (40, self->page_width - MARGIN - x));
}

static void
grid_cell (ToguzClassReport *self, cairo_t *cr, double x, double y,
           const ToguzClassCell *cell)
{
  double cx = x + CELL_W / 2;
  g_autofree char *time = NULL;
  g_autofree char *numbers = NULL;

  if (cell->n_attempts == 0)
    {
      /* Not tried: a short grey dash, so a blank never looks forgotten. */
      cairo_save (cr);
      cairo_set_source_rgb (cr, GREY, GREY, GREY);
      hline (cr, cx - 4, cx + 4, y + ROW_H / 2, 0.8);
      cairo_restore (cr);
      return;
    }
  if (cell->solved)
    {
      tick (cr, x + 8, y + 8.5, 8);
      for (guint i = 0; i < 3; i++)
        star (cr, x + 20 + i * 8.5, y + 8.5, 3.6, i < cell->best_stars);
    }
  else
    cross (cr, cx, y + 8.5, 8);
  time = format_time (cell->seconds);
  numbers = g_strdup_printf ("%" G_GUINT64_FORMAT " · %s", cell->hints,
                             time);
  label (self, cr, cx, y + ROW_H - 7.5, PANGO_ALIGN_CENTER, FONT_CELL, numbers,
         CELL_W - 2);
}

static double
block_grid (ToguzClassReport *self, cairo_t *cr, double x, double y,
            const Block *block)
{
  guint from = block->group * self->per_group;
  guint to = MIN (from + self->per_group, self->tasks->len);
  guint n_learners = self->learners->len;
  double height = toguz_class_report_grid_height (self, block->first,
                                                  block->last);
  double tasks_x = x + self->name_width + SOLVED_W;
  double right = tasks_x + (to - from) * CELL_W;
  double band_y, header_bottom, rows_y, row_y;
  g_autofree char *caption = NULL;

  if (cr == NULL)
    return height;

  if (self->n_groups > 1)
    caption = g_strdup_printf (
      block->first == 0
        /* Translators: the class report's grid, split over pages:
         * "Learners and tasks: tasks 9 to 16 of 40". */
        ? _("Learners and tasks: tasks %u to %u of %u")
        : _("Learners and tasks: tasks %u to %u of %u (continued)"),
      from + 1, to, self->tasks->len);
  else
    caption = g_strdup (block->first == 0
                          ? _("Learners and tasks")
                          : _("Learners and tasks (continued)"));
  label (self, cr, x, y + CAPTION_H / 2 - 2, PANGO_ALIGN_LEFT, FONT_HEAD,
         caption, self->page_width - 2 * MARGIN);
  y += CAPTION_H;
  if (block->first == 0)
    {
      grid_legend (self, cr, x, y + 7);
      y += LEGEND_H;
    }

  /* The sets above their tasks, then the tasks' names turned up. */
  band_y = y;
  for (guint i = from; i < to;)
    {
      guint task = g_array_index (self->tasks, guint, i);
      guint set = toguz_class_results_get_task (self->results, task)->set;
      guint end = i + 1;
      double x0 = tasks_x + (i - from) * CELL_W, x1;

      while (end < to
             && toguz_class_results_get_task (
                  self->results, g_array_index (self->tasks, guint, end))->set
                  == set)
        end++;
      x1 = tasks_x + (end - from) * CELL_W;
      fill_rect (cr, x0 + 1, band_y + 1, x1 - x0 - 2, SET_BAND_H - 3, 0.85);
      label (self, cr, (x0 + x1) / 2, band_y + SET_BAND_H / 2 - 1,
             PANGO_ALIGN_CENTER, FONT_HEADER,
             set_name (toguz_class_results_get_set (self->results, set)),
             x1 - x0 - 6);
      i = end;
    }
  header_bottom = band_y + SET_BAND_H + self->header_height;
  label (self, cr, x + 2, header_bottom - 8, PANGO_ALIGN_LEFT, FONT_HEADER,
         _("Learner"), self->name_width - 4);
  upright_label (self, cr, x + self->name_width + SOLVED_W / 2,
                 header_bottom - 4, FONT_HEADER, _("Solved"),
                 self->header_height - 8);
  for (guint i = from; i < to; i++)
    {
      guint task = g_array_index (self->tasks, guint, i);

      upright_label (self, cr, tasks_x + (i - from) * CELL_W + CELL_W / 2,
                     header_bottom - 4, FONT_TASK,
                     toguz_class_results_get_task (self->results,
                                                   task)->task_id,
                     self->header_height - 8);
    }
  hline (cr, x, right, header_bottom, LINE);

  rows_y = header_bottom;
  row_y = rows_y;
  for (guint r = block->first; r < block->last; r++, row_y += ROW_H)
    {
      guint learner = g_array_index (self->learners, guint, r);
      g_autofree char *solved = format_of (
        toguz_class_results_get_learner_n_solved (self->results, learner),
        toguz_class_results_get_learner_n_tried (self->results, learner));

      if (r % 2 == 1)
        fill_rect (cr, x, row_y, right - x, ROW_H, SHADE);
      label (self, cr, x + 2, row_y + ROW_H / 2, PANGO_ALIGN_LEFT, FONT_NAME,
             learner_name (self, learner), self->name_width - 6);
      label (self, cr, x + self->name_width + SOLVED_W / 2,
             row_y + ROW_H / 2, PANGO_ALIGN_CENTER, FONT_CELL, solved,
             SOLVED_W - 2);
      for (guint i = from; i < to; i++)
        grid_cell (self, cr, tasks_x + (i - from) * CELL_W, row_y,
                   toguz_class_results_get_cell (
                     self->results, learner,
                     g_array_index (self->tasks, guint, i)));
    }

  if (block->last >= n_learners)
    {
      hline (cr, x, right, row_y, LINE);
      label (self, cr, x + 2, row_y + GRID_FOOT_H / 2, PANGO_ALIGN_LEFT,
             FONT_HEADER, _("Solved by"), self->name_width - 4);
      for (guint i = from; i < to; i++)
        {
          const ToguzClassTask *task = toguz_class_results_get_task (
            self->results, g_array_index (self->tasks, guint, i));
          g_autofree char *solved = format_of (task->learners_solved,
                                               task->learners_tried);

          label (self, cr, tasks_x + (i - from) * CELL_W + CELL_W / 2,
                 row_y + GRID_FOOT_H / 2, PANGO_ALIGN_CENTER, FONT_CELL,
                 solved, CELL_W - 2);
        }
      row_y += GRID_FOOT_H;
    }

  /* Rules between the columns, bolder where a set ends. */
  cairo_save (cr);
  cairo_set_source_rgb (cr, GREY, GREY, GREY);
  vline (cr, x + self->name_width, rows_y, row_y, THIN);
  vline (cr, tasks_x, header_bottom - self->header_height, row_y, THIN);
  for (guint i = from + 1; i < to; i++)
    vline (cr, tasks_x + (i - from) * CELL_W,
           header_bottom - self->header_height, row_y, THIN);
  cairo_restore (cr);
  hline (cr, x, right, row_y, LINE);
  return height;
}

/* The chart. */

double
toguz_class_report_chart_height (guint first, guint last)
{
  return CAPTION_H + 8 + (last - first) * BAR_ROW_H;
}

static double
block_chart (ToguzClassReport *self, cairo_t *cr, double x, double y,
             double width, const Block *block)
{
  gboolean by_set = self->task_order == TOGUZ_TASK_ORDER_SET;
  double height = toguz_class_report_chart_height (block->first,
                                                   block->last);
  double bar_x = x + CHART_LABEL_W + 8;
  double bar_w = width - CHART_LABEL_W - CHART_VALUE_W - 16;
  double row_y;

  if (cr == NULL)
    return height;

  label (self, cr, x, y + CAPTION_H / 2 - 2, PANGO_ALIGN_LEFT, FONT_HEAD,
         block->first == 0 ? _("Success rate by task")
                           : _("Success rate by task (continued)"),
         width);
  row_y = y + CAPTION_H + 8;

  /* Quarter marks behind the bars, the scale above them. */
  cairo_save (cr);
  cairo_set_source_rgb (cr, 0.75, 0.75, 0.75);
  for (int q = 0; q <= 4; q++)
    vline (cr, bar_x + bar_w * q / 4, row_y,
           row_y + (block->last - block->first) * BAR_ROW_H, THIN);
  cairo_restore (cr);
  for (int q = 0; q <= 4; q += 2)
    {
      char scale[8];

      g_snprintf (scale, sizeof scale, "%d%%", q * 25);
      label (self, cr, bar_x + bar_w * q / 4, row_y - 5, PANGO_ALIGN_CENTER,
             FONT_CELL, scale, -1);
    }

  for (guint i = block->first; i < block->last; i++, row_y += BAR_ROW_H)
    {
      int item = g_array_index (self->chart_items, int, i);
      double cy = row_y + BAR_ROW_H / 2;
      const ToguzClassTask *task;
      const ToguzClassSet *set;
      g_autofree char *value = NULL, *of = NULL, *name = NULL;

      if (item < 0)
        {
          set = toguz_class_results_get_set (self->results,
                                             (guint) (-1 - item));
          label (self, cr, x, cy, PANGO_ALIGN_LEFT, FONT_BOLD,
                 set_name (set), CHART_LABEL_W + bar_w / 2);
          continue;
        }
      task = toguz_class_results_get_task (self->results, (guint) item);
      set = toguz_class_results_get_set (self->results, task->set);
      name = by_set ? g_strdup (task->task_id)
                    : g_strdup_printf ("%s · %s", task->task_id,
                                       set_name (set));
      label (self, cr, x + (by_set ? 10 : 0), cy, PANGO_ALIGN_LEFT,
             FONT_NAME, name, CHART_LABEL_W - (by_set ? 10 : 0));
      fill_rect (cr, bar_x, cy - 5, bar_w * task->success_rate, 10, 0.3);
      cairo_set_line_width (cr, THIN);
      cairo_rectangle (cr, bar_x, cy - 5, bar_w, 10);
      cairo_stroke (cr);
      of = format_of (task->learners_solved, task->learners_tried);
      value = g_strdup_printf ("%u%%  (%s)", toguz_class_task_get_percent (task), of);
      label (self, cr, x + width, cy, PANGO_ALIGN_RIGHT, FONT_NAME, value,
             CHART_VALUE_W);
    }
  return height;
}

/* The tasks most missed. */

static double
block_missed_title (ToguzClassReport *self, cairo_t *cr, double x, double y,
                    double width)
{
  double top = y;

  y += paragraph (self, cr, x, y, width, FONT_HEAD, _("Tasks most missed"));
  y += 2 + paragraph (self, cr, x, y + 2, width, FONT_NOTE,
                      _("The lowest success rate first: the tasks to go "
                        "over with the class."));
  return y - top;
}

static double
block_missed (ToguzClassReport *self, cairo_t *cr, double x, double y,
              double width, guint index)
{
  guint task_index = g_array_index (self->missed, guint, index);
  const ToguzClassTask *task = toguz_class_results_get_task (self->results,
                                                             task_index);
  const ToguzClassSet *set = toguz_class_results_get_set (self->results,
                                                          task->set);
  const double indent = 22;
  g_autofree char *number = g_strdup_printf ("%u.", index + 1);
  g_autofree char *heading = g_strdup_printf ("%s — %s", task->task_id,
                                              set_name (set));
  g_autofree char *rate = NULL;
  g_autoptr (GString) names = g_string_new (NULL);
  g_autofree char *missed_by = NULL, *both = NULL;
  guint n_names = 0, n_missed = task->learners_tried - task->learners_solved;
  double top = y;

  rate = g_strdup_printf (ngettext ("Solved by %u of the %u learner who "
                                    "tried it (%u%%).",
                                    "Solved by %u of the %u learners who "
                                    "tried it (%u%%).",
                                    task->learners_tried),
                          task->learners_solved, task->learners_tried,
                          toguz_class_task_get_percent (task));
  for (guint r = 0; r < self->learners->len && n_names < MAX_MISSED_NAMES;
       r++)
    {
      guint learner = g_array_index (self->learners, guint, r);
      const ToguzClassCell *cell
        = toguz_class_results_get_cell (self->results, learner, task_index);

      if (cell->n_attempts == 0 || cell->solved)
        continue;
      if (n_names++ > 0)
        g_string_append (names, ", ");
      g_string_append (names, learner_name (self, learner));
    }
  if (n_missed > n_names)
    {
      g_string_append (names, ", ");
      g_string_append_printf (names,
                              /* Translators: the end of a list of names. */
                              ngettext ("and %u more", "and %u more",
                                        n_missed - n_names),
                              n_missed - n_names);
    }
  /* Translators: in the class report, %s is a list of names. */
  missed_by = g_strdup_printf (_("Tried and not solved: %s."), names->str);

  paragraph (self, cr, x, y, indent, FONT_BOLD, number);
  y += paragraph (self, cr, x + indent, y, width - indent, FONT_BOLD,
                  heading);
  both = g_strjoin (" ", rate, missed_by, NULL);
  y += 1 + paragraph (self, cr, x + indent, y + 1, width - indent, FONT_TEXT,
                      both);
  return y - top;
}

double
toguz_class_report_render_block (ToguzClassReport *self, cairo_t *cr,
                                 const Block *block, double y)
{
  double width = self->page_width - 2 * MARGIN;

  switch (block->kind)
    {
    case BLOCK_TITLE:
      return block_title (self, cr, MARGIN, y, width);
    case BLOCK_SET:
      return block_set (self, cr, MARGIN, y, width, block->index);
    case BLOCK_NOTHING:
      return block_nothing (self, cr, MARGIN, y, width);
    case BLOCK_GRID:
      return block_grid (self, cr, MARGIN, y, block);
    case BLOCK_CHART:
      return block_chart (self, cr, MARGIN, y, width, block);
    case BLOCK_MISSED_TITLE:
      return block_missed_title (self, cr, MARGIN, y, width);
    case BLOCK_MISSED:
    default:
      return block_missed (self, cr, MARGIN, y, width, block->index);
    }
}

void
toguz_class_report_draw_footer (ToguzClassReport *self, cairo_t *cr,
                                guint page_nr)
{
  g_autofree char *page = NULL;
  double rule = self->page_height - MARGIN - FOOTER + 6;
  double cy = rule + 10;

  hline (cr, MARGIN, self->page_width - MARGIN, rule, THIN);
  label (self, cr, MARGIN, cy, PANGO_ALIGN_LEFT, FONT_SMALL,
         toguz_class_report_get_title (self), self->page_width / 2);
  page = g_strdup_printf (_("Page %u of %u"), page_nr + 1, self->n_pages);
  label (self, cr, self->page_width - MARGIN, cy, PANGO_ALIGN_RIGHT,
         FONT_SMALL, page, -1);
}
