/* toguz-move-list.c: a line of moves as people and game records write it
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "toguz-move-list.h"
#include "toguz-text.h"

static void
clear_written_move (gpointer data)
{
  ToguzWrittenMove *move = data;

  g_free (move->written);
  g_free (move->move);
}

/* "87(4)": the move, and the (n) after it; anything else stays the move,
 * for the notation to say what is wrong with it. */
static void
split_kazan_note (ToguzWrittenMove *move, const char *text)
{
  const char *paren = strchr (text, '(');
  char *end = NULL;
  guint64 value;

  move->kazan_note = -1;
  if (paren && paren > text && g_ascii_isdigit (paren[1]))
    {
      value = g_ascii_strtoull (paren + 1, &end, 10);
      if (end[0] == ')' && end[1] == '\0' && value <= TOGUZ_MAX_STONES)
        {
          move->move = g_strndup (text, paren - text);
          move->kazan_note = (int) value;
          return;
        }
    }
  move->move = g_strdup (text);
}

GArray *
toguz_move_list_split (const char *text)
{
  GArray *moves = g_array_new (FALSE, TRUE, sizeof (ToguzWrittenMove));
  g_auto (GStrv) words = g_strsplit_set (text ? text : "", " \t\r\n", -1);
  ToguzWrittenMove pending = { 0 };

  g_array_set_clear_func (moves, clear_written_move);
  for (guint i = 0; words[i]; i++)
    {
      const char *word = words[i];
      ToguzWrittenMove move = { 0 };
      unsigned number;
      bool black;
      size_t length;

      if (*word == '\0')
        continue;
      length = toguz_notation_read_move_number (word, &number, &black);
      if (pending.written && length > 0)
        {
          /* A number after a number: the first has no move. */
          pending.move = g_strdup ("");
          pending.kazan_note = -1;
          g_array_append_val (moves, pending);
          pending = (ToguzWrittenMove) { 0 };
        }
      if (length > 0 && word[length] == '\0')
        {
          pending.written = g_strdup (word);
          pending.number = number;
          pending.black = black;
          continue;
        }
      if (pending.written)
        {
          move = pending;
          move.written = g_strconcat (pending.written, " ", word, NULL);
          g_free (pending.written);
          pending = (ToguzWrittenMove) { 0 };
        }
      else
        {
          move.written = g_strdup (word);
          if (length > 0)
            {
              move.number = number;
              move.black = black;
            }
        }
      split_kazan_note (&move, word + length);
      g_array_append_val (moves, move);
    }
  if (pending.written)
    {
      pending.move = g_strdup ("");
      pending.kazan_note = -1;
      g_array_append_val (moves, pending);
    }
  return moves;
}

static gboolean
check_number (const ToguzPosition *pos, const ToguzWrittenMove *move,
              GError **error)
{
  unsigned number = toguz_position_move_number (pos);
  gboolean black_to_move = pos->side == TOGUZ_BLACK;

  if (move->number == 0)
    return TRUE;
  if (move->black != black_to_move)
    {
      if (black_to_move)
        g_set_error (error, TOGUZ_ERROR, TOGUZ_ERROR_MISMATCH,
                     _("“%u.” stands before a move of White, but Black is "
                       "to move: write Black’s move as %u... %s."),
                     move->number, number, move->move);
      else
        g_set_error (error, TOGUZ_ERROR, TOGUZ_ERROR_MISMATCH,
                     _("“%u...” stands before a move of Black, but White is "
                       "to move: write White’s move as %u. %s."),
                     move->number, number, move->move);
      return FALSE;
    }
  if (move->number != number)
    {
      g_set_error (error, TOGUZ_ERROR, TOGUZ_ERROR_MISMATCH,
                   black_to_move
                     ? _("The move number is %u, but this is Black’s move "
                         "%u: is a move left out or written twice?")
                     : _("The move number is %u, but this is White’s move "
                         "%u: is a move left out or written twice?"),
                   move->number, number);
      return FALSE;
    }
  return TRUE;
}

gboolean
toguz_written_move_play (const ToguzRuleset *rules, const ToguzPosition *pos,
                         const ToguzWrittenMove *move, ToguzPosition *out,
                         ToguzEvent *event, GError **error)
{
  ToguzEvent scratch;

  g_return_val_if_fail (rules != NULL && pos != NULL && move != NULL,
                        FALSE);

  if (event == NULL)
    event = &scratch;
  if (move->move[0] == '\0')
    {
      g_set_error (error, TOGUZ_ERROR, TOGUZ_ERROR_MOVE,
                   _("“%s” is a move number, but no move follows it."),
                   move->written);
      return FALSE;
    }
  if (!check_number (pos, move, error))
    return FALSE;
  if (!toguz_position_play_text (rules, pos, move->move, out, event, error))
    return FALSE;
  if (move->kazan_note >= 0
      && move->kazan_note != event->kazan_before_sweep[event->side])
    {
      g_set_error (error, TOGUZ_ERROR, TOGUZ_ERROR_MISMATCH,
                   _("(%d) after a move gives the mover’s kazan, but after "
                     "this move it holds %u."),
                   move->kazan_note,
                   (unsigned) event->kazan_before_sweep[event->side]);
      return FALSE;
    }
  return TRUE;
}
