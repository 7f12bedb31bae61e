/* toguz-explain.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "toguz-explain.h"
#include "toguz-play-private.h"

#include <string.h>

void
toguz_explain_move (ToguzSearch *search, const ToguzRuleset *rules,
                    const ToguzPosition *pos, ToguzSide side, unsigned hole,
                    unsigned depth, ToguzExplanation *explanation)
{
  ToguzMoveStatus status;
  int scores[TOGUZ_MAX_HOLES];
  unsigned scored;

  memset (explanation, 0, sizeof *explanation);
  explanation->side = (uint8_t) side;
  explanation->hole = (uint8_t) hole;
  explanation->reply = -1;
  explanation->best_move = -1;

  if (pos->result != TOGUZ_ONGOING)
    {
      explanation->verdict = TOGUZ_VERDICT_GAME_OVER;
      return;
    }
  if (hole >= rules->holes)
    {
      explanation->verdict = TOGUZ_VERDICT_NO_SUCH_HOLE;
      return;
    }
  if (side != pos->side)
    {
      explanation->verdict = TOGUZ_VERDICT_NOT_YOUR_HOLE;
      return;
    }

  status = toguz_position_play (rules, pos, hole, &explanation->after,
                                &explanation->event);
  switch (status)
    {
    case TOGUZ_MOVE_OK:
      explanation->verdict = TOGUZ_VERDICT_PLAYED;
      break;
    case TOGUZ_MOVE_EMPTY:
      explanation->verdict = TOGUZ_VERDICT_EMPTY;
      return;
    case TOGUZ_MOVE_TUZDIK:
      explanation->verdict = TOGUZ_VERDICT_TUZDIK;
      return;
    case TOGUZ_MOVE_GAME_OVER:
      explanation->verdict = TOGUZ_VERDICT_GAME_OVER;
      return;
    case TOGUZ_MOVE_NO_SUCH_HOLE:
    default:
      explanation->verdict = TOGUZ_VERDICT_NO_SUCH_HOLE;
      return;
    }

  if (depth == 0 || search == NULL)
    return;

  /* Every move of the mover, to compare the one played with the best. */
  scored = toguz_search_score_moves (search, rules, pos, depth, scores);
  for (unsigned m = scored; m; m &= m - 1)
    {
      unsigned h = toguz_lowest_bit (m);
      if (explanation->best_move < 0
          || scores[h] > scores[explanation->best_move])
        explanation->best_move = (int) h;
    }
  if ((scored >> hole) & 1u)
    {
      explanation->played_value = toguz_score_to_stones (scores[hole]);
      explanation->best_value
        = toguz_score_to_stones (scores[explanation->best_move]);
    }

  /* The answer the search would give. */
  if (explanation->after.result == TOGUZ_ONGOING)
    {
      ToguzSearchLimits limits = { depth > 1 ? depth - 1 : 1, 0, 0 };
      ToguzSearchResult result;
      ToguzPosition replied;
      unsigned them = explanation->after.side;

      if (toguz_search_run (search, rules, &explanation->after, &limits,
                            &result)
          && result.best_move >= 0)
        {
          explanation->reply = result.best_move;
          toguz_position_play (rules, &explanation->after,
                               (unsigned) result.best_move, &replied,
                               &explanation->reply_event);
          explanation->reply_takes = (int) replied.kazan[them]
                                     - (int) explanation->after.kazan[them];
          explanation->reply_makes_tuzdik
            = explanation->reply_event.tuzdik_made >= 0;
        }
    }
}
