/* toguz-fen.c: PlayStrategy's FEN, byte for byte (README.md "The
 * position string")
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "toguz-fen.h"
#include "toguz-string-private.h"

#include <stdio.h>
#include <string.h>

/* Anything longer cannot be a FEN; stop reading there. */
#define TEXT_LIMIT 256

typedef struct
{
  const char *text;
  const char *p;
  ToguzFenDetail *detail;
} Reader;

static ToguzFenStatus
fail (Reader *r, ToguzFenStatus status, const char *at)
{
  if (r->detail)
    r->detail->offset = (unsigned) (at - r->text);
  return status;
}

/* Reads digits; caps the value so that 10,000 nines cannot overflow. */
static bool
read_number (const char **p, unsigned *value)
{
  const char *s = *p;
  unsigned v = 0;

  if (*s < '0' || *s > '9')
    return false;
  while (*s >= '0' && *s <= '9')
    {
      if (v < 100000u)
        v = v * 10u + (unsigned) (*s - '0');
      s++;
    }
  *p = s;
  *value = v;
  return true;
}

/* One row: n items filling holes in `order` (ring indexes).  Sets tuzdiks
 * found in this row as owned by the other side. */
static ToguzFenStatus
read_row (Reader *r, const ToguzRuleset *rules, ToguzSide row_side,
          ToguzPosition *pos, char terminator, unsigned *tuzdik_count)
{
  const unsigned n = rules->holes;
  const unsigned total = toguz_ruleset_total (rules);
  unsigned filled = 0;

  for (;;)
    {
      const char *item = r->p;
      unsigned value;

      if (*r->p == 't')
        {
          unsigned hole, index;

          if (filled >= n)
            return fail (r, TOGUZ_FEN_ROW_TOO_LONG, item);
          /* Row N lists Black's holes n..1, row S White's 1..n. */
          hole = row_side == TOGUZ_BLACK ? n - 1 - filled : filled;
          index = toguz_ring_index (rules, row_side, hole);
          if (r->detail)
            {
              r->detail->side = (int) (row_side ^ 1);
              r->detail->hole = hole + 1;
            }
          if (++*tuzdik_count > 1)
            return fail (r, TOGUZ_FEN_TWO_TUZDIKS, item);
          pos->tuzdik[row_side ^ 1] = (int8_t) index;
          pos->holes[index] = 0;
          filled++;
          r->p++;
        }
      else if (*r->p == '-')
        return fail (r, TOGUZ_FEN_NEGATIVE, item);
      else if (read_number (&r->p, &value))
        {
          if (*r->p == 'S')
            {
              unsigned hole;

              r->p++;
              if (value == 0)
                return fail (r, TOGUZ_FEN_ZERO_ITEM, item);
              if (value > total)
                {
                  if (r->detail)
                    {
                      r->detail->found = value;
                      r->detail->expected = total;
                    }
                  return fail (r, TOGUZ_FEN_HOLE_TOO_FULL, item);
                }
              if (filled >= n)
                return fail (r, TOGUZ_FEN_ROW_TOO_LONG, item);
              hole = row_side == TOGUZ_BLACK ? n - 1 - filled : filled;
              pos->holes[toguz_ring_index (rules, row_side, hole)]
                = (uint8_t) value;
              filled++;
            }
          else
            {
              /* A run of empty holes. */
              if (value == 0)
                return fail (r, TOGUZ_FEN_ZERO_ITEM, item);
              if (value > n - filled)
                return fail (r, TOGUZ_FEN_ROW_TOO_LONG, item);
              filled += value;
            }
        }
      else
        return fail (r, TOGUZ_FEN_BAD_ITEM, item);

      if (*r->p == ',')
        {
          r->p++;
          continue;
        }
      if (*r->p == terminator)
        break;
      return fail (r, TOGUZ_FEN_BAD_ITEM, item);
    }

  if (filled < n)
    return fail (r, TOGUZ_FEN_ROW_TOO_SHORT, r->p);
  return TOGUZ_FEN_OK;
}

static ToguzFenStatus
expect_space (Reader *r)
{
  if (*r->p == '\0')
    return fail (r, TOGUZ_FEN_MISSING_FIELD, r->p);
  if (*r->p != ' ')
    return fail (r, TOGUZ_FEN_BAD_ITEM, r->p);
  while (*r->p == ' ')
    r->p++;
  if (*r->p == '\0')
    return fail (r, TOGUZ_FEN_MISSING_FIELD, r->p);
  return TOGUZ_FEN_OK;
}

ToguzFenStatus
toguz_fen_parse (const ToguzRuleset *rules, const char *text,
                 ToguzPosition *out, ToguzFenDetail *detail)
{
  ToguzFenDetail scratch;
  Reader r = { text, text, detail ? detail : &scratch };
  ToguzPosition pos;
  unsigned tuzdiks = 0, kazan, number;
  const char *item;
  ToguzFenStatus status;

  memset (r.detail, 0, sizeof *r.detail);
  r.detail->side = -1;
  if (text == NULL)
    return TOGUZ_FEN_EMPTY;

  while (*r.p == ' ')
    r.p++;
  if (*r.p == '\0')
    return fail (&r, TOGUZ_FEN_EMPTY, r.p);
  if (toguz_bounded_length (text, TEXT_LIMIT + 1) > TEXT_LIMIT)
    return fail (&r, TOGUZ_FEN_TOO_LONG, text + TEXT_LIMIT);
  for (const char *c = r.p; *c; c++)
    {
      if ((unsigned char) *c < 0x20 || (unsigned char) *c >= 0x7f)
        return fail (&r, TOGUZ_FEN_BAD_CHARACTER, c);
    }
  if (strchr (r.p, '/') == NULL)
    return fail (&r, TOGUZ_FEN_NO_ROW_SEPARATOR, r.p);

  toguz_position_init (rules, &pos);
  memset (pos.holes, 0, sizeof pos.holes);

  status = read_row (&r, rules, TOGUZ_BLACK, &pos, '/', &tuzdiks);
  if (status != TOGUZ_FEN_OK)
    return status;
  r.p++;
  tuzdiks = 0;
  status = read_row (&r, rules, TOGUZ_WHITE, &pos, ' ', &tuzdiks);
  if (status == TOGUZ_FEN_BAD_ITEM && *r.p == '\0')
    return fail (&r, TOGUZ_FEN_MISSING_FIELD, r.p);
  if (status != TOGUZ_FEN_OK)
    return status;

  for (int side = 0; side < 2; side++)
    {
      if ((status = expect_space (&r)) != TOGUZ_FEN_OK)
        return status;
      item = r.p;
      if (*r.p == '-' || !read_number (&r.p, &kazan)
          || (*r.p != ' ' && *r.p != '\0'))
        return fail (&r, TOGUZ_FEN_BAD_KAZAN, item);
      if (kazan > toguz_ruleset_total (rules))
        {
          r.detail->side = side;
          r.detail->found = kazan;
          r.detail->expected = toguz_ruleset_total (rules);
          return fail (&r, TOGUZ_FEN_BAD_KAZAN, item);
        }
      pos.kazan[side] = (uint8_t) kazan;
    }

  if ((status = expect_space (&r)) != TOGUZ_FEN_OK)
    return status;
  item = r.p;
  if ((*r.p != 'S' && *r.p != 'N') || (r.p[1] != ' ' && r.p[1] != '\0'))
    return fail (&r, TOGUZ_FEN_BAD_SIDE, item);
  pos.side = *r.p == 'S' ? TOGUZ_WHITE : TOGUZ_BLACK;
  r.p++;

  if ((status = expect_space (&r)) != TOGUZ_FEN_OK)
    return status;
  item = r.p;
  if (*r.p == '-' || !read_number (&r.p, &number) || number == 0
      || number > TOGUZ_MOVE_NUMBER_MAX)
    return fail (&r, TOGUZ_FEN_BAD_MOVE_NUMBER, item);
  while (*r.p == ' ')
    r.p++;
  if (*r.p != '\0')
    return fail (&r, TOGUZ_FEN_EXTRA_FIELD, r.p);
  pos.ply = (uint16_t) (2u * (number - 1u) + pos.side);

  r.detail->offset = 0;
  status = toguz_position_validate (rules, &pos, r.detail);
  if (status != TOGUZ_FEN_OK)
    return status;

  toguz_position_update_result (rules, &pos);
  *out = pos;
  return TOGUZ_FEN_OK;
}

ToguzFenStatus
toguz_position_validate (const ToguzRuleset *rules, const ToguzPosition *pos,
                         ToguzFenDetail *detail)
{
  ToguzFenDetail scratch;
  const unsigned n = rules->holes;
  unsigned total = (unsigned) pos->kazan[0] + pos->kazan[1];

  if (detail == NULL)
    detail = &scratch;

  for (int side = 0; side < 2; side++)
    {
      int t = pos->tuzdik[side];

      if (t < 0)
        continue;
      detail->side = side;
      detail->hole = toguz_ring_hole (rules, (unsigned) t) + 1;
      if (!rules->tuzdik)
        return TOGUZ_FEN_TUZDIKS_NOT_IN_VARIANT;
      if ((unsigned) t >= 2 * n || toguz_ring_side (rules, (unsigned) t) == side)
        return TOGUZ_FEN_BAD_ITEM;
      if (pos->holes[t] != 0)
        return TOGUZ_FEN_TUZDIK_NOT_EMPTY;
      if (detail->hole == n && !rules->tuzdik_on_last_hole)
        return TOGUZ_FEN_TUZDIK_ON_LAST_HOLE;
    }
  if (pos->tuzdik[0] >= 0 && pos->tuzdik[1] >= 0
      && toguz_ring_hole (rules, (unsigned) pos->tuzdik[0])
           == toguz_ring_hole (rules, (unsigned) pos->tuzdik[1]))
    {
      detail->side = -1;
      detail->hole = toguz_ring_hole (rules, (unsigned) pos->tuzdik[0]) + 1;
      return TOGUZ_FEN_SYMMETRIC_TUZDIKS;
    }
  detail->side = -1;
  detail->hole = 0;

  if (pos->side > 1 || (pos->ply & 1u) != pos->side)
    return TOGUZ_FEN_BAD_PLY;

  for (unsigned i = 0; i < 2 * n; i++)
    total += pos->holes[i];
  if (total != toguz_ruleset_total (rules))
    {
      detail->found = total;
      detail->expected = toguz_ruleset_total (rules);
      return TOGUZ_FEN_WRONG_TOTAL;
    }
  return TOGUZ_FEN_OK;
}

static char *
put_item (char *p, bool *first, bool is_tuzdik, unsigned stones,
          unsigned run)
{
  if (!*first)
    *p++ = ',';
  *first = false;
  if (is_tuzdik)
    {
      *p++ = 't';
      *p = '\0';
      return p;
    }
  if (run)
    return p + sprintf (p, "%u", run);
  return p + sprintf (p, "%uS", stones);
}

void
toguz_setup_from_position (const ToguzRuleset *rules,
                           const ToguzPosition *pos, ToguzSetup *setup)
{
  memset (setup, 0, sizeof *setup);
  for (unsigned i = 0; i < 2u * rules->holes; i++)
    {
      setup->holes[i] = pos->holes[i];
      setup->tuzdik[i] = pos->tuzdik[TOGUZ_WHITE] == (int) i
                         || pos->tuzdik[TOGUZ_BLACK] == (int) i;
    }
  setup->kazan[0] = pos->kazan[0];
  setup->kazan[1] = pos->kazan[1];
  setup->side = pos->side;
  setup->move_number = (uint16_t) toguz_position_move_number (pos);
}

static unsigned
at_most (unsigned value, unsigned limit)
{
  return value < limit ? value : limit;
}

static char *
put_setup_row (const ToguzRuleset *rules, const ToguzSetup *setup,
               ToguzSide row_side, char *p)
{
  const unsigned n = rules->holes;
  unsigned run = 0;
  bool first = true;

  for (unsigned k = 0; k < n; k++)
    {
      unsigned hole = row_side == TOGUZ_BLACK ? n - 1 - k : k;
      unsigned index = toguz_ring_index (rules, row_side, hole);
      bool is_tuzdik = setup->tuzdik[index];

      if (setup->holes[index] == 0 && !is_tuzdik)
        {
          run++;
          continue;
        }
      if (run)
        p = put_item (p, &first, false, 0, run);
      run = 0;
      p = put_item (p, &first, is_tuzdik, at_most (setup->holes[index], 999),
                    0);
    }
  if (run)
    p = put_item (p, &first, false, 0, run);
  return p;
}

void
toguz_setup_format_fen (const ToguzRuleset *rules, const ToguzSetup *setup,
                        char buf[TOGUZ_FEN_MAX])
{
  char *p = buf;

  /* At most 18 items of "999S," and " 999 999 S 65535": well within.  A
   * side or move number out of range is written as it is, for the reader
   * to refuse, not made into another position. */
  p = put_setup_row (rules, setup, TOGUZ_BLACK, p);
  *p++ = '/';
  p = put_setup_row (rules, setup, TOGUZ_WHITE, p);
  sprintf (p, " %u %u %c %u", at_most (setup->kazan[0], 999),
           at_most (setup->kazan[1], 999),
           setup->side == TOGUZ_WHITE   ? 'S'
           : setup->side == TOGUZ_BLACK ? 'N'
                                        : '?',
           (unsigned) setup->move_number);
}

void
toguz_fen_format (const ToguzRuleset *rules, const ToguzPosition *pos,
                  char buf[TOGUZ_FEN_MAX])
{
  ToguzSetup setup;
  char *p = buf;

  /* A position is a setup that keeps the rules: the same rows. */
  toguz_setup_from_position (rules, pos, &setup);
  p = put_setup_row (rules, &setup, TOGUZ_BLACK, p);
  *p++ = '/';
  p = put_setup_row (rules, &setup, TOGUZ_WHITE, p);
  sprintf (p, " %u %u %c %u", pos->kazan[0], pos->kazan[1],
           pos->side == TOGUZ_WHITE ? 'S' : 'N',
           toguz_position_move_number (pos));
}
