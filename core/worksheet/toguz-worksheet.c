/* toguz-worksheet.c: a lesson or exercise set as a printable worksheet
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every block (the title, a task, a key entry) is drawn by one function
 * that also measures it: called without a cairo context it only returns
 * its height, so pagination and drawing can never disagree.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <cairo-pdf.h>
#include <errno.h>
#include <pango/pangocairo.h>
#include <stdio.h>

#include "toguz-explain-text.h"
#include "toguz-lesson-checker.h"
#include "toguz-text.h"
#include "toguz-worksheet.h"

/* 14 mm: clear of the edge any printer cannot reach. */
#define MARGIN 40.0
#define FOOTER 24.0       /* the page number, above the bottom margin */
#define BLOCK_GAP 18.0
#define LINE_GAP 6.0

/* The diagram, in points.  Digits 15 pt bold read from across a desk. */
#define CELL 38.0
#define HOLE_H 30.0
#define KAZAN_H 22.0
#define NUMBER_H 12.0
#define MARKER 14.0       /* the triangle before the side to move */
#define THIN 0.8
#define LINE 1.3
#define BOLD_LINE 3.0     /* a tuzdik's border */

/* The answer area: boxes to write in, a ruled line to explain. */
#define ROW_H 28.0
#define BOX_H 24.0
#define CHECK 12.0

#define FONT_TITLE "Sans Bold 20"
#define FONT_HEAD "Sans Bold 13"
#define FONT_TEXT "Sans 10.5"
#define FONT_PROMPT "Sans Bold 11"
#define FONT_SMALL "Sans 9"
#define FONT_NOTE "Sans Italic 9.5"
#define FONT_COUNT "Sans Bold 15"
#define FONT_KAZAN "Sans Bold 13"
#define FONT_LABEL "Sans 10"
#define FONT_LABEL_BOLD "Sans Bold 10"
#define FONT_NUMBER "Sans 8.5"
#define FONT_ANSWER "Sans Bold 12"

typedef struct
{
  const ToguzStep *step;
  char *answer;    /* the key's answer: notation, a hole, a count */
  char *example;   /* a whole line that shows it, or NULL */
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
};

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

/* The answer key. */

/* One item, or "Any of: a, b, c". */
static char *
format_choices (GPtrArray *items)
{
  g_autofree char *joined = NULL;

  if (items->len == 0)
    return g_strdup (_("None"));
  if (items->len == 1)
    return g_strdup (g_ptr_array_index (items, 0));
  g_ptr_array_add (items, NULL);
  joined = g_strjoinv (", ", (char **) items->pdata);
  g_ptr_array_remove_index (items, items->len - 1);
  /* Translators: the answer key, when several answers are right. */
  return g_strdup_printf (_("Any of: %s"), joined);
}

/* The first moves in a bit set of holes, in notation. */
static char *
format_moves (const ToguzRuleset *rules, const ToguzPosition *pos,
              unsigned holes)
{
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (unsigned h = 0; h < rules->holes; h++)
    if ((holes >> h) & 1u)
      {
        uint8_t hole = (uint8_t) h;
        g_ptr_array_add (items, toguz_line_notation (rules, pos, &hole, 1));
      }
  return format_choices (items);
}

static char *
format_ring_holes (const ToguzRuleset *rules, unsigned ring_bits)
{
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (unsigned r = 0; r < 2u * rules->holes; r++)
    if ((ring_bits >> r) & 1u)
      g_ptr_array_add (items,
                       toguz_hole_name (toguz_ring_side (rules, r),
                                        toguz_ring_hole (rules, r) + 1));
  return format_choices (items);
}

/* A line of several turns as a record writes it, numbered by the
 * learner's turns like the answer boxes: "1. 91 89 2. 23". */
static char *
format_turns (const ToguzRuleset *rules, const ToguzPosition *pos,
              const uint8_t *holes, guint n)
{
  g_autofree char *line = toguz_line_notation (rules, pos, holes, n);
  g_auto (GStrv) moves = g_strsplit (line, " ", -1);
  GString *text;

  if (n < 2)
    return g_steal_pointer (&line);
  text = g_string_new (NULL);
  for (guint i = 0; moves[i]; i++)
    {
      if (i > 0)
        g_string_append_c (text, ' ');
      if (i % 2 == 0)
        g_string_append_printf (text, "%u. ", i / 2 + 1);
      g_string_append (text, moves[i]);
    }
  return g_string_free (text, FALSE);
}

static char *
format_solutions (const ToguzRuleset *rules, const ToguzPosition *pos,
                  const ToguzTask *task, unsigned first_moves)
{
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < task->solutions->len; i++)
    {
      GArray *line = g_ptr_array_index (task->solutions, i);
      if (line->len == 0
          || !((first_moves >> g_array_index (line, uint8_t, 0)) & 1u))
        continue;
      g_ptr_array_add (items, format_turns (rules, pos,
                                            (const uint8_t *) line->data,
                                            line->len));
    }
  return format_choices (items);
}

/* search may be NULL (out of memory): the stated solutions stand. */
static void
work_out_answer (WorksheetTask *entry, ToguzSearch *search)
{
  const ToguzStep *step = entry->step;
  const ToguzTask *task = step->task;
  const ToguzRuleset *rules = &step->rules;
  ToguzPosition pos;

  toguz_step_get_task_position (step, &pos);
  switch (task->kind)
    {
    case TOGUZ_TASK_PREDICT:
      switch (task->predict)
        {
        case TOGUZ_PREDICT_LANDING:
          entry->answer = format_ring_holes (rules, 1u << task->answer);
          break;
        case TOGUZ_PREDICT_TUZDIK:
          entry->answer = format_ring_holes (rules, (unsigned) task->answer);
          break;
        case TOGUZ_PREDICT_CAPTURE:
          entry->answer = g_strdup_printf (ngettext ("%d stone", "%d stones",
                                                     task->answer),
                                           task->answer);
          break;
        case TOGUZ_PREDICT_LEGAL:
        default:
          entry->answer = g_strdup (task->answer ? _("Yes") : _("No"));
          break;
        }
      break;

    case TOGUZ_TASK_MOVES:
    case TOGUZ_TASK_GOAL:
    default:
      {
        ToguzGoalAnswer solved;
        ToguzTaskVerdict verdict;

        if (search == NULL && task->kind == TOGUZ_TASK_GOAL)
          {
            entry->answer = task->solutions->len > 0
                              ? format_solutions (rules, &pos, task, ~0u)
                              : g_strdup (_("See the tutor"));
            break;
          }
        /* The core's verdict, as the checker and the tutor have it: the
         * key lists exactly the moves the tutor takes. */
        toguz_task_judge_step (step, search, TOGUZ_TASK_BUDGET, &solved,
                               &verdict);
        if (verdict.right == 0)
          entry->answer = g_strdup (_("See the tutor"));
        else if (task->solutions->len > 0
                 && (verdict.right & ~toguz_task_get_stated_moves (task))
                      == 0)
          entry->answer = format_solutions (rules, &pos, task, verdict.right);
        else
          {
            entry->answer = format_moves (rules, &pos, verdict.right);
            if (!verdict.decided)
              entry->example = g_strdup (_("The engine proved these; it "
                                           "could not settle every other "
                                           "move."));
            else if (task->turns > 1 && task->solutions->len > 0
                     && ((GArray *) g_ptr_array_index (task->solutions,
                                                        0))->len > 1)
              {
                GArray *line = g_ptr_array_index (task->solutions, 0);
                g_autofree char *shown
                  = format_turns (rules, &pos, (const uint8_t *) line->data,
                                  line->len);
                entry->example = g_strdup_printf (_("For example: %s"),
                                                  shown);
              }
          }
      }
      break;
    }
}

static void
worksheet_task_clear (gpointer data)
{
  WorksheetTask *entry = data;

  g_free (entry->answer);
  g_free (entry->example);
}

/* Text with pango. */

static PangoLayout *
make_layout (ToguzWorksheet *self, const char *font, const char *text,
             double width)
{
  PangoLayout *layout = pango_layout_new (self->pango);
  g_autoptr (PangoFontDescription) desc
    = pango_font_description_from_string (font);

  pango_layout_set_font_description (layout, desc);
  pango_layout_set_text (layout, text, -1);
  if (width > 0)
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
    }
  return layout;
}

static double
layout_width (PangoLayout *layout)
{
  int width;

  pango_layout_get_size (layout, &width, NULL);
  return (double) width / PANGO_SCALE;
}

static double
layout_height (PangoLayout *layout)
{
  int height;

  pango_layout_get_size (layout, NULL, &height);
  return (double) height / PANGO_SCALE;
}

/* A paragraph at (x, y), wrapped to width; returns its height.  Without
 * cr it only measures. */
static double
paragraph (ToguzWorksheet *self, cairo_t *cr, double x, double y,
           double width, const char *font, const char *text)
{
  g_autoptr (PangoLayout) layout = make_layout (self, font, text, width);

  if (cr)
    {
      cairo_move_to (cr, x, y);
      pango_cairo_show_layout (cr, layout);
    }
  return layout_height (layout);
}

/* One line of text vertically centred on cy, starting at x (or ending at
 * x with PANGO_ALIGN_RIGHT, centred on x with PANGO_ALIGN_CENTER).
 * Returns its width. */
static double
label (ToguzWorksheet *self, cairo_t *cr, double x, double cy,
       PangoAlignment align, const char *font, const char *text)
{
  g_autoptr (PangoLayout) layout = make_layout (self, font, text, -1);
  double width = layout_width (layout);

  if (cr)
    {
      if (align == PANGO_ALIGN_RIGHT)
        x -= width;
      else if (align == PANGO_ALIGN_CENTER)
        x -= width / 2;
      cairo_move_to (cr, x, cy - layout_height (layout) / 2);
      pango_cairo_show_layout (cr, layout);
    }
  return width;
}

/* A glyph or number centred by its ink, so that digits, a dash and an X
 * all sit in the middle of their hole. */
static void
ink_centred (ToguzWorksheet *self, cairo_t *cr, double cx, double cy,
             const char *font, const char *text)
{
  g_autoptr (PangoLayout) layout = make_layout (self, font, text, -1);
  PangoRectangle ink;

  pango_layout_get_extents (layout, &ink, NULL);
  cairo_move_to (cr,
                 cx - ((double) ink.x + ink.width / 2.0) / PANGO_SCALE,
                 cy - ((double) ink.y + ink.height / 2.0) / PANGO_SCALE);
  pango_cairo_show_layout (cr, layout);
}

/* Shapes. */

static void
rounded_rect (cairo_t *cr, double x, double y, double w, double h, double r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static void
stroke_box (cairo_t *cr, double x, double y, double w, double h,
            double line_width)
{
  cairo_set_line_width (cr, line_width);
  cairo_rectangle (cr, x, y, w, h);
  cairo_stroke (cr);
}

static void
hline (cairo_t *cr, double x0, double x1, double y, double line_width)
{
  cairo_set_line_width (cr, line_width);
  cairo_move_to (cr, x0, y);
  cairo_line_to (cr, x1, y);
  cairo_stroke (cr);
}

/* The diagram. */

static double
diagram_height (const ToguzPosition *pos)
{
  /* numbers, row, kazan, kazan, row, numbers; the result when over */
  return NUMBER_H + 2 + HOLE_H + 6 + KAZAN_H + 4 + KAZAN_H + 6 + HOLE_H + 2
         + NUMBER_H + (pos->result == TOGUZ_ONGOING ? 0 : 20);
}

static void
diagram_hole (ToguzWorksheet *self, cairo_t *cr, double x, double y,
              const ToguzPosition *pos, unsigned index, ToguzSide side)
{
  gboolean tuzdik = pos->tuzdik[side ^ 1] == (int) index;
  double cx = x + CELL / 2, cy = y + HOLE_H / 2;

  rounded_rect (cr, x + 3, y, CELL - 6, HOLE_H, 5);
  cairo_set_line_width (cr, tuzdik ? BOLD_LINE : LINE);
  cairo_stroke (cr);
  if (tuzdik)
    ink_centred (self, cr, cx, cy, FONT_COUNT, "X");
  else if (pos->holes[index] == 0)
    hline (cr, cx - 5, cx + 5, cy, 1.8);  /* a dash: bolder than a glyph */
  else
    {
      char count[8];
      g_snprintf (count, sizeof count, "%u", pos->holes[index]);
      ink_centred (self, cr, cx, cy, FONT_COUNT, count);
    }
}

static void
diagram_kazan (ToguzWorksheet *self, cairo_t *cr, double x, double y,
               double width, const ToguzPosition *pos, ToguzSide side)
{
  char count[8];

  rounded_rect (cr, x + 3, y, width - 6, KAZAN_H, KAZAN_H / 2);
  cairo_set_line_width (cr, LINE);
  cairo_stroke (cr);
  label (self, cr, x + 16, y + KAZAN_H / 2, PANGO_ALIGN_LEFT, FONT_LABEL,
         side == TOGUZ_WHITE ? _("White’s kazan") : _("Black’s kazan"));
  g_snprintf (count, sizeof count, "%u", pos->kazan[side]);
  label (self, cr, x + width - 16, y + KAZAN_H / 2, PANGO_ALIGN_RIGHT,
         FONT_KAZAN, count);
}

static void
diagram_row_label (ToguzWorksheet *self, cairo_t *cr, double x, double cy,
                   const ToguzPosition *pos, ToguzSide side)
{
  gboolean to_move = pos->result == TOGUZ_ONGOING && pos->side == side;
  double width;

  if (to_move)
    width = label (self, cr, x, cy, PANGO_ALIGN_RIGHT, FONT_LABEL_BOLD,
                   side == TOGUZ_WHITE ? _("White to move")
                                       : _("Black to move"));
  else
    width = label (self, cr, x, cy, PANGO_ALIGN_RIGHT, FONT_LABEL,
                   toguz_side_name (side));
  if (to_move)
    {
      /* A solid triangle, as on the tutor's board: the side to move. */
      double tip = x - width - 5;
      cairo_move_to (cr, tip, cy);
      cairo_line_to (cr, tip - 8, cy - 6);
      cairo_line_to (cr, tip - 8, cy + 6);
      cairo_close_path (cr);
      cairo_fill (cr);
    }
}

static double
diagram_label_width (ToguzWorksheet *self)
{
  return MARKER + 8
         + MAX (label (self, NULL, 0, 0, PANGO_ALIGN_LEFT, FONT_LABEL_BOLD,
                       _("White to move")),
                label (self, NULL, 0, 0, PANGO_ALIGN_LEFT, FONT_LABEL_BOLD,
                       _("Black to move")));
}

/* The traditional diagram, seen from White's chair: Black's holes 9..1
 * along the top, White's 1..9 along the bottom, the kazans between. */
static double
diagram (ToguzWorksheet *self, cairo_t *cr, double x, double y, double width,
         const ToguzRuleset *rules, const ToguzPosition *pos)
{
  const unsigned n = rules->holes;
  double label_width, board_width, x0, row_y;
  const char *status;

  if (cr == NULL)
    return diagram_height (pos);

  label_width = diagram_label_width (self);
  board_width = n * CELL;
  /* Centre the holes, not holes and labels: the page looks balanced. */
  x0 = x + (width - board_width) / 2;
  if (x0 - label_width < x)
    x0 = x + label_width;

  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  for (unsigned k = 0; k < n; k++)
    {
      char number[4];
      g_snprintf (number, sizeof number, "%u", n - k);
      label (self, cr, x0 + k * CELL + CELL / 2, y + NUMBER_H / 2,
             PANGO_ALIGN_CENTER, FONT_NUMBER, number);
    }
  row_y = y + NUMBER_H + 2;
  for (unsigned k = 0; k < n; k++)
    diagram_hole (self, cr, x0 + k * CELL, row_y, pos,
                  toguz_ring_index (rules, TOGUZ_BLACK, n - 1 - k),
                  TOGUZ_BLACK);
  diagram_row_label (self, cr, x0 - 6, row_y + HOLE_H / 2, pos,
                     TOGUZ_BLACK);

  row_y += HOLE_H + 6;
  diagram_kazan (self, cr, x0, row_y, board_width, pos, TOGUZ_BLACK);
  row_y += KAZAN_H + 4;
  diagram_kazan (self, cr, x0, row_y, board_width, pos, TOGUZ_WHITE);
  row_y += KAZAN_H + 6;

  for (unsigned k = 0; k < n; k++)
    diagram_hole (self, cr, x0 + k * CELL, row_y, pos,
                  toguz_ring_index (rules, TOGUZ_WHITE, k), TOGUZ_WHITE);
  diagram_row_label (self, cr, x0 - 6, row_y + HOLE_H / 2, pos,
                     TOGUZ_WHITE);
  row_y += HOLE_H + 2;
  for (unsigned k = 0; k < n; k++)
    {
      char number[4];
      g_snprintf (number, sizeof number, "%u", k + 1);
      label (self, cr, x0 + k * CELL + CELL / 2, row_y + NUMBER_H / 2,
             PANGO_ALIGN_CENTER, FONT_NUMBER, number);
    }
  row_y += NUMBER_H;

  /* The row labels say whose move it is; an ended game says so below. */
  if (pos->result != TOGUZ_ONGOING)
    {
      if (pos->result == TOGUZ_DRAWN)
        status = _("The game is over: a draw.");
      else
        status = pos->result == TOGUZ_WHITE_WON
                   ? _("The game is over: White has won.")
                   : _("The game is over: Black has won.");
      label (self, cr, x0 + board_width / 2, row_y + 12, PANGO_ALIGN_CENTER,
             FONT_LABEL_BOLD, status);
    }

  cairo_restore (cr);
  return diagram_height (pos);
}

/* The answer area. */

/* A box to tick, then its word; returns the x after them. */
static double
checkbox (ToguzWorksheet *self, cairo_t *cr, double x, double cy,
          const char *text)
{
  if (cr)
    stroke_box (cr, x, cy - CHECK / 2, CHECK, CHECK, LINE);
  x += CHECK + 5;
  x += label (self, cr, x, cy, PANGO_ALIGN_LEFT, FONT_LABEL, text);
  return x + 18;
}

/* A label and an empty box to write in; returns the x after them. */
static double
write_box (ToguzWorksheet *self, cairo_t *cr, double x, double cy,
           const char *text, double box_width)
{
  if (text)
    x += label (self, cr, x, cy, PANGO_ALIGN_LEFT, FONT_LABEL_BOLD, text)
         + 8;
  if (cr)
    stroke_box (cr, x, cy - BOX_H / 2, box_width, BOX_H, LINE);
  return x + box_width + 18;
}

static double
answer_area (ToguzWorksheet *self, cairo_t *cr, double x, double y,
             double width, const ToguzTask *task)
{
  double cy = y + ROW_H / 2, at = x;

  switch (task->kind)
    {
    case TOGUZ_TASK_PREDICT:
      switch (task->predict)
        {
        case TOGUZ_PREDICT_LANDING:
        case TOGUZ_PREDICT_TUZDIK:
          at += label (self, cr, at, cy, PANGO_ALIGN_LEFT, FONT_LABEL_BOLD,
                       _("Side:")) + 10;
          at = checkbox (self, cr, at, cy, toguz_side_name (TOGUZ_WHITE));
          at = checkbox (self, cr, at, cy, toguz_side_name (TOGUZ_BLACK));
          write_box (self, cr, at + 6, cy, _("Hole:"), 36);
          return ROW_H;
        case TOGUZ_PREDICT_CAPTURE:
          write_box (self, cr, at, cy, _("Stones captured:"), 52);
          return ROW_H;
        case TOGUZ_PREDICT_LEGAL:
        default:
          at = checkbox (self, cr, at, cy, _("Yes"));
          checkbox (self, cr, at, cy, _("No"));
          /* Saying why is where the rule is learnt. */
          cy += ROW_H;
          at = x + label (self, cr, x, cy + 4, PANGO_ALIGN_LEFT,
                          FONT_LABEL_BOLD, _("Why?")) + 8;
          if (cr)
            hline (cr, at, x + width, cy + 10, THIN);
          return 2 * ROW_H;
        }

    case TOGUZ_TASK_GOAL:
    case TOGUZ_TASK_MOVES:
    default:
      if (task->turns > 1)
        {
          at += label (self, cr, at, cy, PANGO_ALIGN_LEFT, FONT_LABEL_BOLD,
                       _("Your moves:")) + 8;
          for (unsigned t = 0; t < task->turns; t++)
            {
              char number[8];
              g_snprintf (number, sizeof number, "%u.", t + 1);
              at += label (self, cr, at, cy, PANGO_ALIGN_LEFT, FONT_LABEL,
                           number) + 4;
              at = write_box (self, cr, at, cy, NULL, 56);
            }
        }
      else
        write_box (self, cr, at, cy, _("Your move:"), 56);
      return ROW_H;
    }
}

/* Blocks. */

static char *
task_heading (ToguzWorksheet *self, guint index)
{
  if (toguz_lesson_get_kind (self->lesson) == TOGUZ_LESSON_KIND_EXERCISE_SET)
    /* Translators: the heading of a puzzle on a printed worksheet. */
    return g_strdup_printf (_("Puzzle %u"), index + 1);
  /* Translators: the heading of a lesson's task on a printed worksheet. */
  return g_strdup_printf (_("Task %u"), index + 1);
}

static double
block_title (ToguzWorksheet *self, cairo_t *cr, double x, double y,
             double width)
{
  const char *summary = toguz_lesson_get_summary (self->lesson);
  double top = y, left = x, name_end, cy;

  y += paragraph (self, cr, x, y, width, FONT_TITLE,
                  toguz_lesson_get_title (self->lesson));
  if (summary)
    y += 2 + paragraph (self, cr, x, y + 2, width, FONT_NOTE, summary);
  y += 16;

  /* Name and date, to write on. */
  cy = y + 10;
  name_end = x + width * 0.62;
  x += label (self, cr, x, cy, PANGO_ALIGN_LEFT, FONT_LABEL_BOLD,
              _("Name:")) + 6;
  if (cr)
    hline (cr, x, name_end, cy + 8, THIN);
  x = name_end + 18;
  x += label (self, cr, x, cy, PANGO_ALIGN_LEFT, FONT_LABEL_BOLD,
              _("Date:")) + 6;
  if (cr)
    hline (cr, x, left + width, cy + 8, THIN);
  y += 34;

  y += paragraph (self, cr, left, y, width, FONT_SMALL,
                  _("Write each answer in its box. A move is written as "
                    "two digits: the hole you sow, then the hole where the "
                    "last stone lands, each numbered from its owner’s "
                    "left; add x when the move makes a tuzdik. In a "
                    "diagram, X marks a tuzdik and – an empty hole."));
  /* The first task's rule closes the block. */
  return y - top;
}

static double
block_no_tasks (ToguzWorksheet *self, cairo_t *cr, double x, double y,
                double width)
{
  return paragraph (self, cr, x, y, width, FONT_TEXT,
                    _("This lesson has no tasks to print: it is all "
                      "reading. Open it in the tutor."));
}

static double
block_task (ToguzWorksheet *self, cairo_t *cr, double x, double y,
            double width, guint index)
{
  const WorksheetTask *entry = &g_array_index (self->tasks, WorksheetTask,
                                               index);
  const ToguzStep *step = entry->step;
  const ToguzTask *task = step->task;
  g_autofree char *heading = NULL;
  g_autofree char *prompt = NULL;
  ToguzPosition pos;
  double top = y, head;

  if (cr)
    hline (cr, x, x + width, y, THIN);
  y += 7;

  heading = task_heading (self, index);
  head = paragraph (self, cr, x, y, width, FONT_HEAD, heading);
  if (step->difficulty > 0)
    {
      g_autofree char *difficulty
        = g_strdup_printf (_("Difficulty %d of 5"), step->difficulty);
      label (self, cr, x + width, y + head / 2, PANGO_ALIGN_RIGHT,
             FONT_SMALL, difficulty);
    }
  y += head + 4;

  if (step->source)
    {
      g_autofree char *from = g_strdup_printf (_("From: %s"), step->source);
      y += paragraph (self, cr, x, y, width, FONT_NOTE, from) + 4;
    }
  for (guint t = 0; t < step->texts->len; t++)
    y += paragraph (self, cr, x, y, width, FONT_TEXT,
                    toguz_lesson_text_get (g_ptr_array_index (step->texts,
                                                              t)))
         + 4;
  if (step->shows->len > 0)
    {
      /* The tutor plays these before it asks; on paper the diagram
       * already shows the board they leave, so name them. */
      g_autofree char *moves
        = toguz_line_notation (&step->rules, &step->position,
                               (const uint8_t *) step->shows->data,
                               step->shows->len);
      g_autofree char *after
        = g_strdup_printf (ngettext ("The board after the move %s.",
                                     "The board after the moves %s.",
                                     step->shows->len),
                           moves);
      y += paragraph (self, cr, x, y, width, FONT_NOTE, after) + 4;
    }

  y += LINE_GAP;
  toguz_step_get_task_position (step, &pos);
  y += diagram (self, cr, x, y, width, &step->rules, &pos);
  y += LINE_GAP + 2;

  prompt = toguz_task_dup_prompt (task, &step->rules);
  y += paragraph (self, cr, x, y, width, FONT_PROMPT, prompt) + 4;
  y += answer_area (self, cr, x, y, width, task);
  return y - top;
}

static double
block_key_title (ToguzWorksheet *self, cairo_t *cr, double x, double y,
                 double width)
{
  double top = y;

  y += paragraph (self, cr, x, y, width, FONT_TITLE, _("Answer key"));
  y += 2 + paragraph (self, cr, x, y + 2, width, FONT_HEAD,
                      toguz_lesson_get_title (self->lesson));
  y += 4 + paragraph (self, cr, x, y + 4, width, FONT_NOTE,
                      _("For the teacher. Where several moves are right, "
                        "each one is listed."));
  y += 6;
  if (cr)
    hline (cr, x, x + width, y + 4, LINE);
  return y + 4 - top;
}

static double
block_key_entry (ToguzWorksheet *self, cairo_t *cr, double x, double y,
                 double width, guint index)
{
  const WorksheetTask *entry = &g_array_index (self->tasks, WorksheetTask,
                                               index);
  const ToguzTask *task = entry->step->task;
  g_autofree char *heading = task_heading (self, index);
  const double indent = 90;
  double top = y;

  paragraph (self, cr, x, y + 1, indent - 8, FONT_PROMPT, heading);
  y += paragraph (self, cr, x + indent, y, width - indent, FONT_ANSWER,
                  entry->answer);
  if (entry->example)
    y += 2 + paragraph (self, cr, x + indent, y + 2, width - indent,
                        FONT_TEXT, entry->example);
  if (task->success)
    y += 2 + paragraph (self, cr, x + indent, y + 2, width - indent,
                        FONT_NOTE, toguz_lesson_text_get (task->success));
  return y - top;
}

static double
block_render (ToguzWorksheet *self, cairo_t *cr, const Block *block,
              double y)
{
  double width = self->page_width - 2 * MARGIN;

  switch (block->kind)
    {
    case BLOCK_TITLE:
      return block_title (self, cr, MARGIN, y, width);
    case BLOCK_NO_TASKS:
      return block_no_tasks (self, cr, MARGIN, y, width);
    case BLOCK_TASK:
      return block_task (self, cr, MARGIN, y, width, block->task);
    case BLOCK_KEY_TITLE:
      return block_key_title (self, cr, MARGIN, y, width);
    case BLOCK_KEY_ENTRY:
    default:
      return block_key_entry (self, cr, MARGIN, y, width, block->task);
    }
}

static void
footer (ToguzWorksheet *self, cairo_t *cr, guint page_nr)
{
  g_autofree char *page = NULL;
  double rule = self->page_height - MARGIN - FOOTER + 6;
  double cy = rule + 10;
  const char *title = page_nr >= self->n_question_pages
                        ? _("Answer key")
                        : toguz_lesson_get_title (self->lesson);
  g_autoptr (PangoLayout) layout
    = make_layout (self, FONT_SMALL, title, self->page_width / 2);

  hline (cr, MARGIN, self->page_width - MARGIN, rule, THIN);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
  pango_layout_set_height (layout, -1);
  cairo_move_to (cr, MARGIN, cy - layout_height (layout) / 2);
  pango_cairo_show_layout (cr, layout);

  page = g_strdup_printf (_("Page %u of %u"), page_nr + 1, self->n_pages);
  label (self, cr, self->page_width - MARGIN, cy, PANGO_ALIGN_RIGHT,
         FONT_SMALL, page);
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
      work_out_answer (&entry, search);
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

/* Places a block: on this page if it fits, else at the top of the next.
 * A block taller than a page starts a page and runs over its end. */
static void
place (ToguzWorksheet *self, BlockKind kind, guint task, gboolean new_page,
       double *y)
{
  const double top = MARGIN;
  const double bottom = self->page_height - MARGIN - FOOTER;
  Block block = { kind, task, self->n_pages - 1, 0 };
  double height;

  if (new_page && *y > top)
    {
      self->n_pages++;
      block.page = self->n_pages - 1;
      *y = top;
    }
  height = block_render (self, NULL, &block, 0);
  if (*y > top && *y + height > bottom)
    {
      self->n_pages++;
      block.page = self->n_pages - 1;
      *y = top;
    }
  block.y = *y;
  g_array_append_val (self->blocks, block);
  *y += height + BLOCK_GAP;
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
      if (block->page == page_nr)
        block_render (self, cr, block, block->y);
    }
  footer (self, cr, page_nr);
  cairo_restore (cr);
}

typedef struct
{
  FILE *file;
  int saved_errno;   /* of the first failed write */
} PdfOutput;

static cairo_status_t
write_to_file (void *closure, const unsigned char *data, unsigned int length)
{
  PdfOutput *output = closure;

  if (fwrite (data, 1, length, output->file) == length)
    return CAIRO_STATUS_SUCCESS;
  if (output->saved_errno == 0)
    output->saved_errno = errno;
  return CAIRO_STATUS_WRITE_ERROR;
}

gboolean
toguz_worksheet_save_pdf (ToguzWorksheet *self, const char *path,
                          ToguzPaper paper, GError **error)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_status_t status;
  double width, height;
  PdfOutput output = { NULL, 0 };

  g_return_val_if_fail (TOGUZ_IS_WORKSHEET (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Opened here, not by cairo, so that a failure says why. */
  output.file = g_fopen (path, "wb");
  if (output.file == NULL)
    {
      int saved_errno = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Cannot write %s: %s"), path, g_strerror (saved_errno));
      return FALSE;
    }

  toguz_paper_get_size (paper, &width, &height);
  toguz_worksheet_paginate (self, width, height);

  surface = cairo_pdf_surface_create_for_stream (write_to_file, &output,
                                                 width, height);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE,
                                  toguz_lesson_get_title (self->lesson));
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR,
                                  "Toguz Tutor " PACKAGE_VERSION);
  cr = cairo_create (surface);
  for (guint page = 0; page < self->n_pages; page++)
    {
      toguz_worksheet_draw_page (self, cr, page);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (fclose (output.file) != 0 && output.saved_errno == 0)
    output.saved_errno = errno;

  if (output.saved_errno != 0 || status != CAIRO_STATUS_SUCCESS)
    g_remove (path);  /* half a PDF is no use to anyone */
  if (output.saved_errno != 0)
    {
      g_set_error (error, G_FILE_ERROR,
                   g_file_error_from_errno (output.saved_errno),
                   _("Cannot write %s: %s"), path,
                   g_strerror (output.saved_errno));
      return FALSE;
    }
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                   _("Cannot write %s: %s"), path,
                   cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
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
