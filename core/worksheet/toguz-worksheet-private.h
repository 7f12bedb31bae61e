/* toguz-worksheet-private.h: what the worksheet's files share
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The worksheet is split by what the parts are for: the object, its
 * pagination and the PDF (toguz-worksheet.c), the answer key worked out
 * for each task (toguz-worksheet-answer.c) and the drawing of every block
 * (toguz-worksheet-draw.c).  Not installed.
 */
#pragma once

#include <pango/pangocairo.h>

#include "toguz-search.h"
#include "toguz-worksheet.h"

G_BEGIN_DECLS

/* 14 mm: clear of the edge any printer cannot reach. */
#define MARGIN 40.0
#define FOOTER 24.0       /* the page number, above the bottom margin */
#define BLOCK_GAP 18.0

typedef struct
{
  const ToguzStep *step;
  char *answer;    /* the key's answer: notation, a hole, a count */
  char *example;   /* a whole line that shows it, or NULL */
  /* A task of several turns: the line the key shows, the learner's moves
   * and the replies in turn (uint8 holes), whose replies the question
   * page gives; NULL when there is none to show. */
  GArray *line;
  /* How many of its replies the page prints: each one that follows
   * whatever right moves the learner plays (the first, when one first
   * move alone is right; the later, when the replies are scripted). */
  guint known_replies;
} WorksheetTask;

typedef enum
{
  BLOCK_TITLE,
  BLOCK_NO_TASKS,
  BLOCK_TASK,
  BLOCK_KEY_TITLE,
  BLOCK_KEY_ENTRY,
} BlockKind;

typedef struct
{
  BlockKind kind;
  guint task;      /* BLOCK_TASK, BLOCK_KEY_ENTRY: index into tasks */
  guint page;
  double y;
  guint last_page; /* a block taller than a page is carried over */
} Block;

struct _ToguzWorksheet
{
  GObject parent_instance;

  ToguzLesson *lesson;
  gboolean answer_key;
  GArray *tasks;            /* WorksheetTask */
  PangoContext *pango;

  double page_width;
  double page_height;
  GArray *blocks;           /* Block, in page order */
  guint n_pages;
  guint n_question_pages;
  guint drawing_page;       /* the page draw_page () draws */
};

/* The key's answer to the entry's task, and a line that shows it where
 * one helps.  search may be NULL (out of memory): the stated solutions
 * stand. */
void toguz_worksheet_work_out_answer (WorksheetTask *entry,
                                      ToguzSearch *search);

/* Draws a block at y on its page, or only measures it when cr is NULL;
 * returns its height either way. */
double toguz_worksheet_render_block (ToguzWorksheet *self, cairo_t *cr,
                                     const Block *block, double y);
/* The rule, the title and the page number at the foot of a page. */
void toguz_worksheet_draw_footer (ToguzWorksheet *self, cairo_t *cr,
                                  guint page_nr);

G_END_DECLS
