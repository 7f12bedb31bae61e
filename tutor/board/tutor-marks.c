/* tutor-marks.c: the marks on the board, what each means and its shape
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tutor-marks.h"

/* A ring is stroked twice, a dark halo under the colour, so that it
 * stands out on light and dark wood alike; the halo is this much wider. */
#define HALO 1.6
/* The target's ring is the thickest: it reaches the furthest. */
#define TARGET_WIDTH 1.25
#define CAPTURE_WIDTH 0.8

double
tutor_mark_ring_width (double unit, gboolean large_print)
{
  return MAX (1.0, unit * 0.04) * (large_print ? 1.25 : 1.0);
}

double
tutor_mark_ring_reach (double ring_width)
{
  return ring_width * TARGET_WIDTH * HALO;
}

double
tutor_mark_bar_thickness (double unit, gboolean large_print)
{
  return MAX (2.0, unit * 0.05) * (large_print ? 1.25 : 1.0);
}

/* The ring of a line `width` wide whose halo lies against the cavity. */
static double
ring_offset (double width)
{
  return width * HALO / 2;
}

gboolean
tutor_mark_get_bounds (TutorMark mark, const TutorMarkFrame *frame,
                       graphene_rect_t *bounds)
{
  double reach;

  switch (mark)
    {
    case TUTOR_MARK_TARGET:
      reach = frame->ring * TARGET_WIDTH * HALO;
      break;
    case TUTOR_MARK_CAPTURE:
      reach = frame->ring * CAPTURE_WIDTH * HALO;
      break;
    case TUTOR_MARK_HINT:
    case TUTOR_MARK_LANDING:
      reach = frame->ring * HALO;
      break;
    case TUTOR_MARK_LAST_MOVE:
      *bounds = frame->bar;
      return TRUE;
    case TUTOR_MARK_TUZDIK_WHITE:
    case TUTOR_MARK_TUZDIK_BLACK:
      *bounds = frame->cavity;
      return TRUE;
    case TUTOR_MARK_ROW:
    default:
      return FALSE;
    }
  graphene_rect_inset_r (&frame->cavity, (float) -reach, (float) -reach,
                         bounds);
  return TRUE;
}

/* A ring round the cavity, `width` wide, its halo against the cavity. */
static void
ring_path (cairo_t *cr, const graphene_rect_t *c, double width)
{
  double o = ring_offset (width);

  tutor_path_rounded (cr, c->origin.x - o, c->origin.y - o,
                      c->size.width + 2 * o, c->size.height + 2 * o,
                      c->size.width / 2 + o);
}

static void
stroke_with_halo (cairo_t *cr, const GdkRGBA *color, const GdkRGBA *halo,
                  double width)
{
  cairo_set_line_width (cr, width * HALO);
  tutor_set_source (cr, halo);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, width);
  tutor_set_source (cr, color);
  cairo_stroke (cr);
}

static void
draw_tuzdik (cairo_t *cr, const graphene_rect_t *c, ToguzSide owner,
             const TutorPalette *palette)
{
  const GdkRGBA *mark = owner == TOGUZ_WHITE ? &palette->white_mark
                                             : &palette->black_mark;
  const GdkRGBA *outline = owner == TOGUZ_WHITE ? &palette->white_outline
                                                : &palette->black_outline;
  double w = c->size.width, h = c->size.height;
  double size = w * 0.62;
  double cx = c->origin.x + w / 2, cy = c->origin.y + h / 2;
  double stroke = MAX (2.0, w * 0.13);

  /* A wash of the owner's colour, then the owner's cross. */
  tutor_path_rounded (cr, c->origin.x, c->origin.y, w, h, w / 2);
  cairo_set_source_rgba (cr, mark->red, mark->green, mark->blue, 0.35);
  cairo_fill (cr);

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, cx - size / 2, cy - size / 2);
  cairo_line_to (cr, cx + size / 2, cy + size / 2);
  cairo_move_to (cr, cx + size / 2, cy - size / 2);
  cairo_line_to (cr, cx - size / 2, cy + size / 2);
  cairo_set_line_width (cr, stroke + MAX (2.0, stroke * 0.5));
  tutor_set_source (cr, outline);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, stroke);
  tutor_set_source (cr, mark);
  cairo_stroke (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
}

void
tutor_mark_draw (cairo_t *cr, TutorMark mark, const TutorMarkFrame *frame,
                 const TutorPalette *palette)
{
  const graphene_rect_t *c = &frame->cavity;
  const GdkRGBA *halo = &palette->cavity_edge;
  double ring = frame->ring;

  cairo_save (cr);
  switch (mark)
    {
    case TUTOR_MARK_TARGET:
      /* One thick, unbroken ring. */
      ring_path (cr, c, ring * TARGET_WIDTH);
      stroke_with_halo (cr, &palette->target, halo, ring * TARGET_WIDTH);
      break;

    case TUTOR_MARK_CAPTURE:
      {
        double inset = ring * 1.2;

        /* Two thin rings: against the cavity, and inside it. */
        ring_path (cr, c, ring * CAPTURE_WIDTH);
        stroke_with_halo (cr, &palette->capture, halo, ring * CAPTURE_WIDTH);
        tutor_path_rounded (cr, c->origin.x + inset, c->origin.y + inset,
                            c->size.width - 2 * inset,
                            c->size.height - 2 * inset,
                            c->size.width / 2 - inset);
        cairo_set_line_width (cr, ring * CAPTURE_WIDTH);
        tutor_set_source (cr, &palette->capture);
        cairo_stroke (cr);
      }
      break;

    case TUTOR_MARK_HINT:
      /* Long dashes. */
      cairo_set_dash (cr, (double[]) { ring * 2.4, ring * 1.5 }, 2, 0);
      ring_path (cr, c, ring);
      stroke_with_halo (cr, &palette->hint, halo, ring);
      break;

    case TUTOR_MARK_LANDING:
      /* A wash in the cavity, and round dots about it. */
      tutor_path_rounded (cr, c->origin.x, c->origin.y, c->size.width,
                          c->size.height, c->size.width / 2);
      cairo_set_source_rgba (cr, palette->preview.red, palette->preview.green,
                             palette->preview.blue, 0.25);
      cairo_fill (cr);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_dash (cr, (double[]) { 0, ring * 2.2 }, 2, 0);
      ring_path (cr, c, ring);
      /* Round caps reach half a width past a dash's ends: dots of the
       * width, their halo within the ring's reach. */
      cairo_set_line_width (cr, ring * HALO);
      tutor_set_source (cr, halo);
      cairo_stroke_preserve (cr);
      cairo_set_line_width (cr, ring);
      tutor_set_source (cr, &palette->preview);
      cairo_stroke (cr);
      break;

    case TUTOR_MARK_LAST_MOVE:
      {
        const graphene_rect_t *b = &frame->bar;

        tutor_path_rounded (cr, b->origin.x, b->origin.y, b->size.width,
                            b->size.height, b->size.height / 2);
        tutor_set_source (cr, &palette->last_move);
        cairo_fill (cr);
      }
      break;

    case TUTOR_MARK_TUZDIK_WHITE:
      draw_tuzdik (cr, c, TOGUZ_WHITE, palette);
      break;
    case TUTOR_MARK_TUZDIK_BLACK:
      draw_tuzdik (cr, c, TOGUZ_BLACK, palette);
      break;

    case TUTOR_MARK_ROW:
    default:
      break;
    }
  cairo_restore (cr);
}

double
tutor_mark_row_line (double unit, gboolean large_print)
{
  return MAX (1.5, unit * 0.025) * (large_print ? 1.25 : 1.0);
}

void
tutor_mark_draw_row (cairo_t *cr, const graphene_rect_t *rect, double radius,
                     gboolean round_top, double line,
                     const TutorPalette *palette)
{
  double x = rect->origin.x + line / 2, y = rect->origin.y + line / 2;
  double w = rect->size.width - line, h = rect->size.height - line;
  double inner = MIN (line * 2, radius);
  double r_top = MAX ((round_top ? radius : inner) - line / 2, 0);
  double r_bottom = MAX ((round_top ? inner : radius) - line / 2, 0);

  /* Rounded like the board where it follows the board's corners. */
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r_top, y + r_top, r_top, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r_bottom, y + h - r_bottom, r_bottom, 0, G_PI / 2);
  cairo_arc (cr, x + r_bottom, y + h - r_bottom, r_bottom, G_PI / 2, G_PI);
  cairo_arc (cr, x + r_top, y + r_top, r_top, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  /* A lighter band, framed in the board's ink. */
  tutor_set_source (cr, &palette->row);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, line);
  tutor_set_source (cr, &palette->row_edge);
  cairo_stroke (cr);
}

const char *
tutor_mark_get_meaning (TutorMark mark)
{
  switch (mark)
    {
    case TUTOR_MARK_TARGET:
      return _("The target");
    case TUTOR_MARK_CAPTURE:
      return _("Stones captured");
    case TUTOR_MARK_HINT:
      return _("A hint: one of these holes");
    case TUTOR_MARK_LAST_MOVE:
      return _("The last move");
    case TUTOR_MARK_LANDING:
      return _("Where the last stone would land");
    case TUTOR_MARK_ROW:
      return _("A marked row");
    case TUTOR_MARK_TUZDIK_WHITE:
      return _("A tuzdik won by White");
    case TUTOR_MARK_TUZDIK_BLACK:
      return _("A tuzdik won by Black");
    default:
      g_return_val_if_reached ("");
    }
}

static gboolean
is_ring (TutorMark mark)
{
  return mark == TUTOR_MARK_TARGET || mark == TUTOR_MARK_CAPTURE
         || mark == TUTOR_MARK_HINT || mark == TUTOR_MARK_LANDING;
}

static guint
count_marks (guint marks)
{
  guint n = 0;

  for (; marks; marks &= marks - 1)
    n++;
  return n;
}

guint
tutor_marks_choose (guint wanted)
{
  /* What the learner is doing now, then what to aim for, then what just
   * happened, then where to look, then the move before. */
  static const TutorMark by_priority[] = {
    TUTOR_MARK_LANDING, TUTOR_MARK_TARGET, TUTOR_MARK_CAPTURE,
    TUTOR_MARK_HINT, TUTOR_MARK_LAST_MOVE,
  };
  const guint fixed = (1u << TUTOR_MARK_ROW)
                      | (1u << TUTOR_MARK_TUZDIK_WHITE)
                      | (1u << TUTOR_MARK_TUZDIK_BLACK);
  guint chosen = wanted & fixed;
  gboolean ring_taken = FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (by_priority); i++)
    {
      TutorMark mark = by_priority[i];

      if (count_marks (chosen) >= 2)
        break;
      if (!(wanted & (1u << mark)) || (is_ring (mark) && ring_taken))
        continue;
      chosen |= 1u << mark;
      ring_taken = ring_taken || is_ring (mark);
    }
  return chosen;
}
