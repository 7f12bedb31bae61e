/* toguz-notation.c: README.md "Notation"
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "toguz-notation.h"
#include "toguz-string-private.h"

#include <string.h>

static bool
is_digit (char c)
{
  return c >= '0' && c <= '9';
}

ToguzNotationStatus
toguz_notation_parse (const ToguzRuleset *rules, const char *text,
                      ToguzMoveText *move)
{
  ToguzMoveText m = { 0, 0, -1, false, false };
  size_t length;

  if (text == NULL || text[0] == '\0')
    return TOGUZ_NOTATION_EMPTY;
  length = toguz_bounded_length (text, 4);
  if (!is_digit (text[0]))
    return TOGUZ_NOTATION_NOT_A_MOVE;

  m.origin = (uint8_t) (text[0] - '0');
  if (is_digit (text[1]))
    {
      m.landing = (uint8_t) (text[1] - '0');
      m.landing_known = true;
      if (text[2] == 'x' || text[2] == 'X')
        m.tuzdik = true;
      else if (text[2] != '\0')
        return is_digit (text[2]) ? TOGUZ_NOTATION_TOO_LONG
                                  : TOGUZ_NOTATION_NOT_A_MOVE;
      if (length > 3)
        return TOGUZ_NOTATION_TOO_LONG;
    }
  else if (text[1] == 'x' || text[1] == 'X')
    return TOGUZ_NOTATION_X_WITHOUT_LANDING;
  else if (text[1] != '\0')
    return TOGUZ_NOTATION_NOT_A_MOVE;

  if (m.origin < 1 || m.origin > rules->holes
      || (m.landing_known && (m.landing < 1 || m.landing > rules->holes)))
    return TOGUZ_NOTATION_HOLE_OUT_OF_RANGE;

  *move = m;
  return TOGUZ_NOTATION_OK;
}

/* a1..i1: White's 1..9; i2..a2: Black's 1..9 (PlayStrategy's keys). */
static ToguzNotationStatus
read_key (const ToguzRuleset *rules, const char *key, ToguzSide *side,
          uint8_t *hole)
{
  unsigned file;

  if (key[0] < 'a' || key[0] > 'z' || (key[1] != '1' && key[1] != '2'))
    return TOGUZ_NOTATION_NOT_A_MOVE;
  file = (unsigned) (key[0] - 'a');
  if (file >= rules->holes)
    return TOGUZ_NOTATION_HOLE_OUT_OF_RANGE;
  *side = key[1] == '1' ? TOGUZ_WHITE : TOGUZ_BLACK;
  *hole = (uint8_t) (*side == TOGUZ_WHITE ? file + 1 : rules->holes - file);
  return TOGUZ_NOTATION_OK;
}

ToguzNotationStatus
toguz_notation_parse_key (const ToguzRuleset *rules, ToguzSide side,
                          const char *text, ToguzMoveText *move)
{
  ToguzMoveText m = { 0, 0, -1, false, true };
  ToguzSide from_side, to_side;
  ToguzNotationStatus status;

  if (text == NULL || text[0] == '\0')
    return TOGUZ_NOTATION_EMPTY;
  if (toguz_bounded_length (text, 5) != 4)
    return toguz_bounded_length (text, 5) > 4 ? TOGUZ_NOTATION_TOO_LONG
                                 : TOGUZ_NOTATION_NOT_A_MOVE;
  if ((status = read_key (rules, text, &from_side, &m.origin))
      != TOGUZ_NOTATION_OK)
    return status;
  if ((status = read_key (rules, text + 2, &to_side, &m.landing))
      != TOGUZ_NOTATION_OK)
    return status;
  if (from_side != side)
    return TOGUZ_NOTATION_NOT_YOUR_HOLE;
  m.landing_side = (int8_t) to_side;
  *move = m;
  return TOGUZ_NOTATION_OK;
}

size_t
toguz_notation_read_move_number (const char *text, unsigned *number,
                                 bool *black)
{
  static const char ellipsis[] = "\xe2\x80\xa6"; /* U+2026 */
  unsigned value = 0;
  size_t i = 0, dots = 0;

  /* Five digits: past any move number a FEN takes, short of overflow. */
  while (is_digit (text[i]) && i < 5)
    value = value * 10u + (unsigned) (text[i++] - '0');
  if (i == 0 || is_digit (text[i]))
    return 0;
  for (;;)
    {
      if (text[i] == '.')
        i++;
      else if (strncmp (text + i, ellipsis, 3) == 0)
        {
          i += 3;
          dots += 2;
        }
      else
        break;
      dots++;
    }
  if (dots == 0)
    return 0;
  *number = value;
  *black = dots > 1;
  return i;
}

void
toguz_notation_format (const ToguzRuleset *rules, const ToguzEvent *event,
                       char buf[TOGUZ_NOTATION_MAX])
{
  buf[0] = (char) ('1' + event->hole);
  buf[1] = (char) ('1' + toguz_ring_hole (rules, event->last));
  buf[2] = event->tuzdik_made >= 0 ? 'x' : '\0';
  buf[3] = '\0';
}

ToguzNotationCheck
toguz_notation_check (const ToguzRuleset *rules, const ToguzMoveText *move,
                      const ToguzEvent *event)
{
  if (!move->landing_known)
    return TOGUZ_NOTATION_MATCHES;
  if (move->landing != toguz_ring_hole (rules, event->last) + 1
      || (move->landing_side >= 0
          && move->landing_side != (int) toguz_ring_side (rules, event->last)))
    return TOGUZ_NOTATION_WRONG_LANDING;
  /* PlayStrategy's keys never mark a tuzdik. */
  if (move->landing_side >= 0)
    return TOGUZ_NOTATION_MATCHES;
  if (event->tuzdik_made >= 0 && !move->tuzdik)
    return TOGUZ_NOTATION_MISSING_X;
  if (event->tuzdik_made < 0 && move->tuzdik)
    return TOGUZ_NOTATION_EXTRA_X;
  return TOGUZ_NOTATION_MATCHES;
}
