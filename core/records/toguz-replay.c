/* toguz-replay.c: replaying a game record under the rules
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "toguz-fen.h"
#include "toguz-replay.h"
#include "toguz-text.h"

const char *
toguz_result_to_record (ToguzResult result)
{
  switch (result)
    {
    case TOGUZ_WHITE_WON:
      return "1-0";
    case TOGUZ_BLACK_WON:
      return "0-1";
    case TOGUZ_DRAWN:
      return "1/2-1/2";
    case TOGUZ_ONGOING:
    default:
      return "*";
    }
}

int
toguz_record_kazan_note (const ToguzEvent *event)
{
  if (event->landing != TOGUZ_LANDING_EVEN_CAPTURE)
    return -1;
  return event->kazan_before_sweep[event->side];
}

static gboolean G_GNUC_PRINTF (4, 5)
mismatch (const ToguzRecord *record, unsigned line, GError **error,
          const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, TOGUZ_ERROR, TOGUZ_ERROR_MISMATCH, "%s:%u: %s",
               record->filename ? record->filename : "-", line, message);
  return FALSE;
}

static const char *
end_reason_text (const ToguzEvent *event)
{
  if (event->end == TOGUZ_END_NO_MOVES)
    return event->stuck_side == TOGUZ_WHITE
             ? _("White was left without a move")
             : _("Black was left without a move");
  return _("a kazan holds more than half of the stones");
}

/* Digits or a PlayStrategy key, whichever the record used. */
static ToguzNotationStatus
parse_record_move (const ToguzRuleset *rules, ToguzSide side,
                   const char *text, ToguzMoveText *move)
{
  if (g_ascii_isdigit (text[0]))
    return toguz_notation_parse (rules, text, move);
  return toguz_notation_parse_key (rules, side, text, move);
}

/* A restated move must name the same hole and describe what it did. */
static gboolean
check_restated (const ToguzRecord *record, const ToguzRuleset *rules,
                const ToguzRecordMove *restated, const ToguzEvent *event,
                unsigned number, GError **error)
{
  ToguzMoveText text;
  ToguzNotationStatus status;
  ToguzNotationCheck check;
  const char *who = toguz_side_name ((ToguzSide) event->side);

  status = parse_record_move (rules, (ToguzSide) event->side, restated->text,
                              &text);
  if (status != TOGUZ_NOTATION_OK)
    {
      g_autofree char *message
        = toguz_notation_status_describe (rules, restated->text, status);
      return mismatch (record, restated->line, error, _("Move %u (%s): %s"),
                       number, who, message);
    }
  if (text.origin != event->hole + 1u)
    return mismatch (record, restated->line, error,
                     _("Move %u (%s, %s): the other notation of this game "
                       "sows hole %u here, this one hole %u."),
                     number, who, restated->text, event->hole + 1u,
                     (unsigned) text.origin);
  check = toguz_notation_check (rules, &text, event);
  if (check != TOGUZ_NOTATION_MATCHES)
    {
      g_autofree char *message
        = toguz_notation_check_describe (rules, &text, event, check);
      return mismatch (record, restated->line, error,
                       _("Move %u (%s, %s): %s"), number, who,
                       restated->text, message);
    }
  return TRUE;
}

gboolean
toguz_record_replay (const ToguzRecord *record, const ToguzRuleset *rules,
                     ToguzReplayFunc func, gpointer user_data,
                     ToguzReplay *replay, GError **error)
{
  return toguz_record_replay_to (record, rules, G_MAXUINT, func, user_data,
                                 replay, error);
}

gboolean
toguz_record_replay_to (const ToguzRecord *record, const ToguzRuleset *rules,
                        unsigned plies, ToguzReplayFunc func,
                        gpointer user_data, ToguzReplay *replay,
                        GError **error)
{
  const char *variant = toguz_record_get_tag (record, "Variant");
  const char *fen = toguz_record_get_tag (record, "FEN");
  ToguzPosition pos;
  ToguzEvent event = { 0 };
  unsigned end_ply = 0;
  g_autoptr (GError) local_error = NULL;

  g_return_val_if_fail (record != NULL && rules != NULL && replay != NULL,
                        FALSE);

  replay->rules = *rules;
  if (variant && !toguz_ruleset_from_name (variant, &replay->rules,
                                           &local_error))
    return mismatch (record, record->line, error, "%s",
                     local_error->message);
  rules = &replay->rules;

  if (fen)
    {
      if (!toguz_position_from_fen (rules, fen, &pos, &local_error))
        return mismatch (record, record->line, error,
                         _("The FEN tag is not a valid position: %s"),
                         local_error->message);
    }
  else
    toguz_position_init (rules, &pos);
  replay->start = pos;

  for (guint i = 0; i < record->moves->len && i < plies; i++)
    {
      const ToguzRecordMove *move
        = &g_array_index (record->moves, ToguzRecordMove, i);
      ToguzMoveText text;
      ToguzNotationStatus status;
      unsigned number = toguz_position_move_number (&pos);
      const char *who = toguz_side_name ((ToguzSide) pos.side);

      if (pos.result != TOGUZ_ONGOING)
        return mismatch (record, move->line, error,
                         _("Move %u (%s, %s): the game already ended at "
                           "ply %u, when %s."),
                         number, who, move->text, end_ply,
                         end_reason_text (&event));

      status = parse_record_move (rules, (ToguzSide) pos.side, move->text,
                                  &text);
      if (status != TOGUZ_NOTATION_OK)
        {
          g_autofree char *message
            = toguz_notation_status_describe (rules, move->text, status);
          return mismatch (record, move->line, error, _("Move %u (%s): %s"),
                           number, who, message);
        }

      if (!toguz_position_play_move_text (rules, &pos, &text, &pos, &event,
                                          &local_error))
        return mismatch (record, move->line, error, _("Move %u (%s, %s): %s"),
                         number, who, move->text, local_error->message);

      if (move->kazan_note >= 0
          && move->kazan_note != event.kazan_before_sweep[event.side])
        return mismatch (record, move->line, error,
                         _("Move %u (%s, %s): the record gives the kazan as "
                           "(%d), but it holds %u."),
                         number, who, move->text, move->kazan_note,
                         (unsigned) event.kazan_before_sweep[event.side]);
      if (record->restated && i < record->restated->len
          && !check_restated (record, rules,
                              &g_array_index (record->restated,
                                              ToguzRecordMove, i),
                              &event, number, error))
        return FALSE;
      if (func)
        func (rules, &pos, &event, user_data);
      if (pos.result != TOGUZ_ONGOING)
        end_ply = pos.ply;
    }

  if (record->restated && record->restated->len != record->moves->len)
    return mismatch (record,
                     g_array_index (record->restated, ToguzRecordMove,
                                    0).line, error,
                     _("The game is given in two notations, with %u moves "
                       "in one and %u in the other."),
                     record->moves->len, record->restated->len);

  replay->final = pos;
  replay->plies = MIN (record->moves->len, plies);
  replay->ended_by_rule = pos.result != TOGUZ_ONGOING;
  /* Stopped early: what the record says of its end is not reached. */
  if (replay->plies < record->moves->len)
    return TRUE;

  if (replay->ended_by_rule && record->result
      && g_strcmp0 (record->result, "*") != 0
      && g_strcmp0 (record->result, toguz_result_to_record (pos.result)) != 0)
    return mismatch (record, record->result_line, error,
                     _("The record gives the result %s, but the game ended "
                       "by the rules with %s (%u–%u) when %s."),
                     record->result, toguz_result_to_record (pos.result),
                     (unsigned) pos.kazan[0], (unsigned) pos.kazan[1],
                     end_reason_text (&event));

  if (g_strcmp0 (record->result_comment, "zero") == 0
      && !(replay->ended_by_rule && event.end == TOGUZ_END_NO_MOVES))
    return mismatch (record, record->result_line, error,
                     _("The record says {zero}, a side without stones, but "
                       "after the last move the side to move still has "
                       "a move."));

  if (record->final_fen)
    {
      g_autofree char *reached = toguz_position_to_fen (rules, &pos);
      if (g_strcmp0 (reached, record->final_fen) != 0)
        return mismatch (record, record->final_fen_line, error,
                         _("The record gives the final position %s, but the "
                           "moves reach %s."),
                         record->final_fen, reached);
    }
  return TRUE;
}
