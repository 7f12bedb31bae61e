/* toguz-worksheet.c: a lesson or exercise set as a printable worksheet
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every block (the title, a task, a key entry) is drawn by one function
 * that also measures it: called without a cairo context it only returns
 * its height, so pagination and drawing can never disagree.
 *
 * Here the object, the pagination and the PDF; the answer key is worked
 * out in toguz-worksheet-answer.c, the blocks are drawn in
 * toguz-worksheet-draw.c.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "toguz-pdf.h"
#include "toguz-worksheet-private.h"

G_DEFINE_FINAL_TYPE (ToguzWorksheet, toguz_worksheet, G_TYPE_OBJECT)

gboolean
toguz_paper_from_name (const char *name, ToguzPaper *paper)
{
  g_return_val_if_fail (name != NULL, FALSE);

  if (g_ascii_strcasecmp (name, "a4") == 0)
    *paper = TOGUZ_PAPER_A4;
  else if (g_ascii_strcasecmp (name, "letter") == 0)
    *paper = TOGUZ_PAPER_LETTER;
  else
    return FALSE;
  return TRUE;
}

void
toguz_paper_get_size (ToguzPaper paper, double *width, double *height)
{
  if (paper == TOGUZ_PAPER_LETTER)
    {
      *width = 612.0;
      *height = 792.0;
    }
  else
    {
      *width = 595.276;   /* 210 x 297 mm */
      *height = 841.890;
    }
}

static void
worksheet_task_clear (gpointer data)
{
  WorksheetTask *entry = data;

  g_free (entry->answer);
  g_free (entry->example);
  g_clear_pointer (&entry->line, g_array_unref);
}

/* The object. */

static void
toguz_worksheet_finalize (GObject *object)
{
  ToguzWorksheet *self = TOGUZ_WORKSHEET (object);

  g_clear_object (&self->lesson);
  g_clear_object (&self->pango);
  g_clear_pointer (&self->tasks, g_array_unref);
  g_clear_pointer (&self->blocks, g_array_unref);
  G_OBJECT_CLASS (toguz_worksheet_parent_class)->finalize (object);
}

static void
toguz_worksheet_class_init (ToguzWorksheetClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = toguz_worksheet_finalize;
}

static void
toguz_worksheet_init (ToguzWorksheet *self)
{
  cairo_font_options_t *options = cairo_font_options_create ();

  self->answer_key = TRUE;
  self->tasks = g_array_new (FALSE, TRUE, sizeof (WorksheetTask));
  g_array_set_clear_func (self->tasks, worksheet_task_clear);
  self->blocks = g_array_new (FALSE, TRUE, sizeof (Block));

  /* Points as units, and metrics that do not depend on the device, so
   * that the pages measured are the pages drawn, on paper or on screen. */
  self->pango = pango_font_map_create_context (
    pango_cairo_font_map_get_default ());
  pango_cairo_context_set_resolution (self->pango, 72.0);
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (self->pango, options);
  pango_context_set_round_glyph_positions (self->pango, FALSE);
  cairo_font_options_destroy (options);
}

ToguzWorksheet *
toguz_worksheet_new (ToguzLesson *lesson)
{
  ToguzWorksheet *self;
  ToguzSearch *search;

  g_return_val_if_fail (TOGUZ_IS_LESSON (lesson), NULL);

  self = g_object_new (TOGUZ_TYPE_WORKSHEET, NULL);
  self->lesson = g_object_ref (lesson);
  search = toguz_search_new (16);
  for (guint i = 0; i < toguz_lesson_get_n_steps (lesson); i++)
    {
      const ToguzStep *step = toguz_lesson_get_step (lesson, i);
      WorksheetTask entry = { step, NULL, NULL };

      /* Reading steps stay in the tutor: they teach by showing a sowing,
       * which paper cannot do, and each task's own text says what it
       * needs. */
      if (step->task == NULL)
        continue;
      toguz_worksheet_work_out_answer (&entry, search);
      g_array_append_val (self->tasks, entry);
    }
  toguz_search_free (search);
  return self;
}

ToguzLesson *
toguz_worksheet_get_lesson (ToguzWorksheet *self)
{
  g_return_val_if_fail (TOGUZ_IS_WORKSHEET (self), NULL);
  return self->lesson;
}

void
toguz_worksheet_set_answer_key (ToguzWorksheet *self, gboolean answer_key)
{
  g_return_if_fail (TOGUZ_IS_WORKSHEET (self));
  self->answer_key = !!answer_key;
}

gboolean
toguz_worksheet_get_answer_key (ToguzWorksheet *self)
{
  g_return_val_if_fail (TOGUZ_IS_WORKSHEET (self), FALSE);
  return self->answer_key;
}

guint
toguz_worksheet_get_n_tasks (ToguzWorksheet *self)
{
  g_return_val_if_fail (TOGUZ_IS_WORKSHEET (self), 0);
  return self->tasks->len;
}

const char *
toguz_worksheet_get_answer (ToguzWorksheet *self, guint index)
{
  g_return_val_if_fail (TOGUZ_IS_WORKSHEET (self), NULL);
  g_return_val_if_fail (index < self->tasks->len, NULL);
  return g_array_index (self->tasks, WorksheetTask, index).answer;
}

const char *
toguz_worksheet_get_answer_detail (ToguzWorksheet *self, guint index)
{
  g_return_val_if_fail (TOGUZ_IS_WORKSHEET (self), NULL);
  g_return_val_if_fail (index < self->tasks->len, NULL);
  return g_array_index (self->tasks, WorksheetTask, index).example;
}

/* Places a block: on this page if it fits, else at the top of the next.
 * A block taller than a page starts a page and runs over its end. */
static void
place (ToguzWorksheet *self, BlockKind kind, guint task, gboolean new_page,
       double *y)
{
  const double top = MARGIN;
  const double bottom = self->page_height - MARGIN - FOOTER;
  const double h = self->page_height;
  Block block = { kind, task, self->n_pages - 1, 0, 0 };
  double height, end;

  if (new_page && *y > top)
    {
      self->n_pages++;
      block.page = self->n_pages - 1;
      *y = top;
    }
  /* Measured where it would start: its page breaks depend on that. */
  height = toguz_worksheet_render_block (self, NULL, &block,
                                         block.page * h + *y);
  if (*y > top && *y + height > bottom)
    {
      self->n_pages++;
      block.page = self->n_pages - 1;
      *y = top;
      height = toguz_worksheet_render_block (self, NULL, &block,
                                             block.page * h + *y);
    }
  block.y = *y;
  end = block.page * h + *y + height;
  block.last_page = MAX (block.page, (guint) floor (end / h));
  self->n_pages = MAX (self->n_pages, block.last_page + 1);
  g_array_append_val (self->blocks, block);
  *y = end - block.last_page * h + BLOCK_GAP;
}

guint
toguz_worksheet_paginate (ToguzWorksheet *self, double page_width,
                          double page_height)
{
  double y = MARGIN;

  g_return_val_if_fail (TOGUZ_IS_WORKSHEET (self), 0);
  g_return_val_if_fail (page_width > 2 * MARGIN + 100, 0);
  g_return_val_if_fail (page_height > 2 * MARGIN + 100, 0);

  self->page_width = page_width;
  self->page_height = page_height;
  g_array_set_size (self->blocks, 0);
  self->n_pages = 1;

  place (self, BLOCK_TITLE, 0, FALSE, &y);
  if (self->tasks->len == 0)
    place (self, BLOCK_NO_TASKS, 0, FALSE, &y);
  for (guint i = 0; i < self->tasks->len; i++)
    place (self, BLOCK_TASK, i, FALSE, &y);
  self->n_question_pages = self->n_pages;

  if (self->answer_key && self->tasks->len > 0)
    {
      place (self, BLOCK_KEY_TITLE, 0, TRUE, &y);
      for (guint i = 0; i < self->tasks->len; i++)
        place (self, BLOCK_KEY_ENTRY, i, FALSE, &y);
    }
  return self->n_pages;
}

guint
toguz_worksheet_get_n_pages (ToguzWorksheet *self)
{
  g_return_val_if_fail (TOGUZ_IS_WORKSHEET (self), 0);
  return self->n_pages;
}

guint
toguz_worksheet_get_n_question_pages (ToguzWorksheet *self)
{
  g_return_val_if_fail (TOGUZ_IS_WORKSHEET (self), 0);
  return self->n_question_pages;
}

void
toguz_worksheet_draw_page (ToguzWorksheet *self, cairo_t *cr, guint page_nr)
{
  g_return_if_fail (TOGUZ_IS_WORKSHEET (self));
  g_return_if_fail (cr != NULL);
  g_return_if_fail (page_nr < self->n_pages);

  cairo_save (cr);
  pango_cairo_update_context (cr, self->pango);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, 0, 0, self->page_width, self->page_height);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);

  for (guint i = 0; i < self->blocks->len; i++)
    {
      const Block *block = &g_array_index (self->blocks, Block, i);
      if (block->page > page_nr || block->last_page < page_nr)
        continue;
      /* On the strip of pages, shifted to this one; what belongs to
       * the pages before or after is clipped away. */
      cairo_save (cr);
      if (block->last_page > block->page)
        {
          cairo_rectangle (cr, 0, MARGIN, self->page_width,
                           self->page_height - 2 * MARGIN - FOOTER);
          cairo_clip (cr);
        }
      cairo_translate (cr, 0, -(double) page_nr * self->page_height);
      self->drawing_page = page_nr;
      toguz_worksheet_render_block (self, cr, block,
                                    block->page * self->page_height
                                      + block->y);
      cairo_restore (cr);
    }
  toguz_worksheet_draw_footer (self, cr, page_nr);
  cairo_restore (cr);
}

static void
draw_pdf_page (gpointer data, cairo_t *cr, guint page_nr)
{
  toguz_worksheet_draw_page (data, cr, page_nr);
}

gboolean
toguz_worksheet_save_pdf (ToguzWorksheet *self, const char *path,
                          ToguzPaper paper, GError **error)
{
  double width, height;

  g_return_val_if_fail (TOGUZ_IS_WORKSHEET (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  toguz_paper_get_size (paper, &width, &height);
  toguz_worksheet_paginate (self, width, height);
  return toguz_pdf_save (path, width, height,
                         toguz_lesson_get_title (self->lesson),
                         self->n_pages, draw_pdf_page, self, error);
}

gboolean
toguz_worksheet_write_pdf (ToguzLesson *lesson, const char *path,
                           GError **error)
{
  g_autoptr (ToguzWorksheet) self = NULL;

  g_return_val_if_fail (TOGUZ_IS_LESSON (lesson), FALSE);

  self = toguz_worksheet_new (lesson);
  return toguz_worksheet_save_pdf (self, path, TOGUZ_PAPER_A4, error);
}
