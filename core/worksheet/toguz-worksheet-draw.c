/* toguz-worksheet-draw.c: the blocks of a worksheet, drawn and measured
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Text with pango, the board diagram, the boxes to write answers in, and
 * the blocks made of them.  Every block is one function that draws and
 * measures alike: without a cairo context it only returns its height.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "toguz-explain-text.h"
#include "toguz-practice.h"
#include "toguz-print-text.h"
#include "toguz-text.h"
#include "toguz-worksheet-private.h"

#define LINE_GAP 6.0

/* The diagram, in points.  Digits 15 pt bold read from across a desk. */
#define CELL 38.0
#define HOLE_H 30.0
#define KAZAN_H 22.0
#define NUMBER_H 14.0
#define MARKER 14.0       /* the triangle before the side to move */
#define THIN 0.8
#define LINE 1.3
#define BOLD_LINE 3.0     /* a tuzdik's border */

/* The answer area: boxes to write in, a ruled line to explain. */
#define ROW_H 28.0
#define BOX_H 24.0
#define CHECK 12.0

/* Worksheets are photocopied, and a copy of a copy blurs small print:
 * nothing is printed below 10 pt (make_layout () says so if it is). */
#define MIN_FONT_SIZE 10.0
#define FONT_TITLE "Sans Bold 20"
#define FONT_HEAD "Sans Bold 13"
#define FONT_TEXT "Sans 10.5"
#define FONT_PROMPT "Sans Bold 11"
#define FONT_SMALL "Sans 10"
#define FONT_NOTE "Sans Italic 10"
#define FONT_COUNT "Sans Bold 15"
#define FONT_KAZAN "Sans Bold 13"
#define FONT_LABEL "Sans 10"
#define FONT_LABEL_BOLD "Sans Bold 10"
#define FONT_NUMBER "Sans 10"
#define FONT_ANSWER "Sans Bold 12"

/* Text with pango. */

static PangoLayout *
make_layout (ToguzWorksheet *self, const char *font, const char *text,
             double width)
{
  g_autoptr (PangoFontDescription) desc
    = pango_font_description_from_string (font);

  if (pango_font_description_get_size (desc)
      < (int) (MIN_FONT_SIZE * PANGO_SCALE))
    g_critical ("worksheet text in “%s” is smaller than %g pt: a photocopy "
                "would not read", font, MIN_FONT_SIZE);
  return toguz_print_layout_new (self->pango, font, text, width, FALSE);
}

/* Blocks are laid out on one long strip, page after page (y counts
 * from the top of the first page): where something `height` tall at y
 * would cross the bottom of its page, it starts on the next one.  What
 * is taller than a page stays where it is. */
static double
page_break (ToguzWorksheet *self, double y, double height)
{
  double h = self->page_height;
  double page, top, bottom;

  if (h <= 0)
    return y;
  page = floor (y / h);
  top = page * h + MARGIN;
  bottom = page * h + h - MARGIN - FOOTER;
  if (y > top && y + height > bottom && height <= bottom - top)
    return (page + 1) * h + MARGIN;
  return y;
}

static gboolean
on_drawing_page (ToguzWorksheet *self, double y)
{
  return self->page_height <= 0
         || (guint) floor (y / self->page_height) == self->drawing_page;
}

/* A paragraph at (x, y), wrapped to width; returns its height.  Without
 * cr it only measures.  Line by line, so that a long text carries over
 * to the next page instead of running off this one. */
static double
paragraph (ToguzWorksheet *self, cairo_t *cr, double x, double y,
           double width, const char *font, const char *text)
{
  g_autoptr (PangoLayout) layout = make_layout (self, font, text, width);
  PangoLayoutIter *iter = pango_layout_get_iter (layout);
  double shift = 0;

  do
    {
      PangoRectangle line;
      double line_top, moved;

      pango_layout_iter_get_line_extents (iter, NULL, &line);
      line_top = y + shift + (double) line.y / PANGO_SCALE;
      moved = page_break (self, line_top, (double) line.height / PANGO_SCALE);
      shift += moved - line_top;
      if (cr && on_drawing_page (self, moved))
        {
          cairo_move_to (cr, x + (double) line.x / PANGO_SCALE,
                         y + shift
                           + (double) pango_layout_iter_get_baseline (iter)
                               / PANGO_SCALE);
          pango_cairo_show_layout_line (
            cr, pango_layout_iter_get_line_readonly (iter));
        }
    }
  while (pango_layout_iter_next_line (iter));
  pango_layout_iter_free (iter);
  return toguz_print_layout_height (layout) + shift;
}

/* One line of text vertically centred on cy, starting at x (or ending at
 * x with PANGO_ALIGN_RIGHT, centred on x with PANGO_ALIGN_CENTER).
 * Returns its width. */
static double
label (ToguzWorksheet *self, cairo_t *cr, double x, double cy,
       PangoAlignment align, const char *font, const char *text)
{
  g_autoptr (PangoLayout) layout = make_layout (self, font, text, -1);
  double width = toguz_print_layout_width (layout);

  if (cr)
    {
      if (align == PANGO_ALIGN_RIGHT)
        x -= width;
      else if (align == PANGO_ALIGN_CENTER)
        x -= width / 2;
      cairo_move_to (cr, x, cy - toguz_print_layout_height (layout) / 2);
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
              const ToguzPosition *pos, unsigned index, ToguzSide side,
              gboolean marked)
{
  gboolean tuzdik = pos->tuzdik[side ^ 1] == (int) index;
  double cx = x + CELL / 2, cy = y + HOLE_H / 2;

  if (marked)
    {
      /* The step's marks, as the tutor shows them: a grey that prints
       * in black and white and leaves the count readable. */
      rounded_rect (cr, x + 3, y, CELL - 6, HOLE_H, 5);
      cairo_set_source_rgb (cr, 0.82, 0.82, 0.82);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 0, 0, 0);
    }
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
 * along the top, White's 1..9 along the bottom, the kazans between;
 * `marks` (ring bits) shaded. */
static double
diagram (ToguzWorksheet *self, cairo_t *cr, double x, double y, double width,
         const ToguzRuleset *rules, const ToguzPosition *pos, unsigned marks)
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
    {
      unsigned ring = toguz_ring_index (rules, TOGUZ_BLACK, n - 1 - k);
      diagram_hole (self, cr, x0 + k * CELL, row_y, pos, ring, TOGUZ_BLACK,
                    (marks >> ring) & 1u);
    }
  diagram_row_label (self, cr, x0 - 6, row_y + HOLE_H / 2, pos,
                     TOGUZ_BLACK);

  row_y += HOLE_H + 6;
  diagram_kazan (self, cr, x0, row_y, board_width, pos, TOGUZ_BLACK);
  row_y += KAZAN_H + 4;
  diagram_kazan (self, cr, x0, row_y, board_width, pos, TOGUZ_WHITE);
  row_y += KAZAN_H + 6;

  for (unsigned k = 0; k < n; k++)
    {
      unsigned ring = toguz_ring_index (rules, TOGUZ_WHITE, k);
      diagram_hole (self, cr, x0 + k * CELL, row_y, pos, ring, TOGUZ_WHITE,
                    (marks >> ring) & 1u);
    }
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

/* The widest of the turn numbers "1." … "N.", so the boxes after them
 * line up. */
static double
turn_number_width (ToguzWorksheet *self, guint turns)
{
  double width = 0;

  for (guint t = 0; t < turns; t++)
    {
      char number[8];
      g_snprintf (number, sizeof number, "%u.", t + 1);
      width = MAX (width, label (self, NULL, 0, 0, PANGO_ALIGN_LEFT,
                                 FONT_LABEL_BOLD, number));
    }
  return width;
}

/* A task of several turns: a row for each of the learner's moves, with
 * the opponent's reply after it, so that the next can be found on
 * paper.  A reply that follows any right move is printed ("if it is
 * right"); one that depends on which right move was played is for the
 * learner to write. */
static double
turns_area (ToguzWorksheet *self, cairo_t *cr, double x, double y,
            const WorksheetTask *entry, const ToguzPosition *pos)
{
  const ToguzStep *step = entry->step;
  const guint turns = step->task->turns;
  gboolean black_replies = pos->side == TOGUZ_WHITE;
  g_auto (GStrv) line = NULL;
  double number_width;

  if (entry->line)
    {
      g_autofree char *notation = toguz_line_notation (
        &step->rules, pos, (const uint8_t *) entry->line->data,
        entry->line->len);
      line = g_strsplit (notation, " ", -1);
    }
  number_width = turn_number_width (self, turns);

  for (guint t = 0; t < turns; t++)
    {
      double cy = y + t * ROW_H + ROW_H / 2, at = x;
      const char *reply = NULL;
      char number[8];

      g_snprintf (number, sizeof number, "%u.", t + 1);
      label (self, cr, at, cy, PANGO_ALIGN_LEFT, FONT_LABEL_BOLD, number);
      at += number_width + 6;
      at = write_box (self, cr, at, cy, _("Your move:"), 56);
      if (t + 1 == turns)
        break;
      if (line && t < entry->known_replies
          && g_strv_length (line) > 2 * t + 1)
        reply = line[2 * t + 1];
      if (reply)
        {
          g_autofree char *text = g_strdup_printf (
            /* Translators: on a printed worksheet, after the box for the
             * learner's move: the opponent's answer to the right move. */
            black_replies ? _("If it is right, Black replies %s.")
                          : _("If it is right, White replies %s."),
            reply);
          label (self, cr, at, cy, PANGO_ALIGN_LEFT, FONT_LABEL, text);
        }
      else
        write_box (self, cr, at, cy,
                   black_replies ? _("Black’s reply:") : _("White’s reply:"),
                   56);
    }
  return turns * ROW_H;
}

/* A game played out against the beginner: played with a partner, each
 * move and its reply written down, the last reply too (the stones are
 * counted after it). */
static double
practice_area (ToguzWorksheet *self, cairo_t *cr, double x, double y,
               double width, const WorksheetTask *entry,
               const ToguzPosition *pos)
{
  const guint turns = entry->step->task->turns;
  gboolean black_replies = pos->side == TOGUZ_WHITE;
  double top = y, number_width;

  y += paragraph (self, cr, x, y, width, FONT_NOTE,
                  _("Play it out with a partner who answers as a beginner "
                    "would, or against the tutor: write each move and the "
                    "reply to it."))
       + 4;
  number_width = turn_number_width (self, turns);
  for (guint t = 0; t < turns; t++)
    {
      double cy = y + t * ROW_H + ROW_H / 2, at = x;
      char number[8];

      g_snprintf (number, sizeof number, "%u.", t + 1);
      label (self, cr, at, cy, PANGO_ALIGN_LEFT, FONT_LABEL_BOLD, number);
      at += number_width + 6;
      at = write_box (self, cr, at, cy, _("Your move:"), 56);
      write_box (self, cr, at, cy,
                 black_replies ? _("Black’s reply:") : _("White’s reply:"),
                 56);
    }
  return y + turns * ROW_H - top;
}

static double
answer_area (ToguzWorksheet *self, cairo_t *cr, double x, double y,
             double width, const WorksheetTask *entry,
             const ToguzPosition *pos)
{
  const ToguzTask *task = entry->step->task;
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
        case TOGUZ_PREDICT_CHOICE:
          /* One option a row, ticked as on any paper quiz. */
          for (guint i = 0; i < task->options->len; i++)
            {
              const ToguzTaskOption *option
                = toguz_task_get_option (task, (int) i);
              g_autofree char *text = g_strdup_printf (
                "%c) %s", option->key, toguz_lesson_text_get (option->text));
              checkbox (self, cr, x, cy + i * ROW_H, text);
            }
          return task->options->len * ROW_H;
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
      if (toguz_task_is_practice (task))
        return practice_area (self, cr, x, y, width, entry, pos);
      if (task->turns > 1)
        return turns_area (self, cr, x, y, entry, pos);
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
                  toguz_lesson_get_rules (self->lesson)->tuzdik
                    ? _("Write each answer in its box. A move is written as "
                        "two digits: the hole you sow, then the hole where "
                        "the last stone lands, each numbered from its "
                        "owner’s left; add x when the move makes a tuzdik. "
                        "In a diagram, X marks a tuzdik and – an empty "
                        "hole.")
                    /* A game without tuzdiks (the children's Bestemshe):
                     * no word of them. */
                    : _("Write each answer in its box. A move is written as "
                        "two digits: the hole you sow, then the hole where "
                        "the last stone lands, each numbered from its "
                        "owner’s left. In a diagram, – marks an empty "
                        "hole."));
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
  /* A question about history needs no board, unless it points at one. */
  if (task->kind != TOGUZ_TASK_PREDICT || task->predict != TOGUZ_PREDICT_CHOICE
      || step->has_position || step->highlight || step->target)
    {
      y = page_break (self, y,
                      diagram (self, NULL, x, y, width, &step->rules, &pos,
                               0));
      y += diagram (self, cr, x, y, width, &step->rules, &pos,
                    step->highlight | step->target);
      y += LINE_GAP + 2;
    }

  prompt = toguz_task_dup_prompt (task, &step->rules);
  y += paragraph (self, cr, x, y, width, FONT_PROMPT, prompt) + 4;
  y = page_break (self, y,
                  answer_area (self, NULL, x, y, width, entry, &pos));
  y += answer_area (self, cr, x, y, width, entry, &pos);
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

double
toguz_worksheet_render_block (ToguzWorksheet *self, cairo_t *cr,
                              const Block *block, double y)
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

void
toguz_worksheet_draw_footer (ToguzWorksheet *self, cairo_t *cr,
                             guint page_nr)
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
  cairo_move_to (cr, MARGIN, cy - toguz_print_layout_height (layout) / 2);
  pango_cairo_show_layout (cr, layout);

  page = g_strdup_printf (_("Page %u of %u"), page_nr + 1, self->n_pages);
  label (self, cr, self->page_width - MARGIN, cy, PANGO_ALIGN_RIGHT,
         FONT_SMALL, page);
}
