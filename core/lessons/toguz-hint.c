/* toguz-hint.c: the hint ladder
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "toguz-explain-text.h"
#include "toguz-hint.h"
#include "toguz-text.h"

/* The engine's rungs for a prediction: the idea, where to count, the
 * hole, the sowing. */
static char *
prediction_hint (const ToguzTask *task, const ToguzRuleset *rules,
                 const ToguzPosition *pos, int rung, unsigned *highlight)
{
  ToguzPosition after;
  ToguzEvent event;
  unsigned hole = task->predict_hole >= 0 ? (unsigned) task->predict_hole
                                          : 0;
  gboolean played = task->predict_hole >= 0
                    && toguz_position_play (rules, pos, hole, &after,
                                            &event)
                         == TOGUZ_MOVE_OK;

  if (task->predict == TOGUZ_PREDICT_LEGAL)
    {
      if (rung <= 1)
        return g_strdup (_("A move sows one of your own holes that holds "
                           "stones and is not a tuzdik."));
      *highlight = 1u << toguz_ring_index (rules, (ToguzSide) pos->side,
                                           hole);
      if (rung == 2)
        return g_strdup_printf (_("Look at your hole %u: how many stones, "
                                  "and whose is it?"),
                                hole + 1);
      return toguz_move_status_describe (rules, pos, hole,
                                         toguz_position_check_move (rules,
                                                                    pos,
                                                                    hole));
    }
  if (task->predict == TOGUZ_PREDICT_TUZDIK)
    {
      unsigned first = (unsigned) g_bit_nth_lsf ((gulong) task->answer, -1);
      if (rung <= 1)
        return g_strdup (_("A tuzdik is made when your last stone makes "
                           "exactly 3 in a hole of the opponent’s: look for "
                           "holes with 2 stones that a move reaches."));
      *highlight = (unsigned) task->answer;
      if (rung == 2)
        return g_strdup (_("The marked hole is the one: count to it from "
                           "your holes."));
      {
        g_autofree char *name = toguz_hole_name (toguz_ring_side (rules,
                                                                  first),
                                                 toguz_ring_hole (rules, first)
                                                   + 1);
        return g_strdup_printf (_("The answer is %s."), name);
      }
    }

  /* Landing and capture: count the sowing. */
  if (rung <= 1)
    return g_strdup (_("Count the stones: the first goes back into the hole "
                       "you sow (unless it is a single stone), then one into "
                       "each hole after it."));
  if (!played)
    return g_strdup (_("That hole cannot be sown."));
  *highlight = 1u << event.last;
  if (rung == 2)
    return g_strdup_printf (ngettext ("Hole %u holds %u stone: count that "
                                      "many holes, starting from the "
                                      "right one.",
                                      "Hole %u holds %u stones: count that "
                                      "many holes, starting from the right "
                                      "one.",
                                      event.lifted),
                            hole + 1, (unsigned) event.lifted);
  if (rung == 3 && task->predict == TOGUZ_PREDICT_CAPTURE)
    {
      g_autofree char *name
        = toguz_hole_name (toguz_ring_side (rules, event.last),
                           toguz_ring_hole (rules, event.last) + 1);
      return g_strdup_printf (_("The last stone lands in %s: what does it "
                                "hold then?"), name);
    }
  return toguz_event_describe (rules, &event);
}

char *
toguz_task_dup_hint (const ToguzTask *task, const ToguzRuleset *rules,
                     const ToguzPosition *pos, const ToguzGoalAnswer *answer,
                     const ToguzTaskVerdict *verdict, int rung,
                     unsigned *highlight)
{
  const ToguzLessonText *authored = toguz_task_find_hint (task, rung);
  unsigned ignored = 0;
  char *text;

  if (highlight == NULL)
    highlight = &ignored;
  *highlight = 0;

  if (task->kind == TOGUZ_TASK_PREDICT)
    text = prediction_hint (task, rules, pos, rung, highlight);
  else if (task->kind == TOGUZ_TASK_GOAL && answer)
    {
      /* The ladder leads to the move the task takes, which need not be
       * the engine's best (a stated solution). */
      ToguzGoalAnswer shown = *answer;
      int move = verdict ? verdict->shown_move : answer->best_move;

      if (move >= 0 && move != answer->best_move)
        {
          shown.best_move = move;
          shown.proof[0] = (uint8_t) move;
          shown.proof_length = 1;
        }
      text = toguz_hint_describe (rules, pos, &task->goal, &shown,
                                  (ToguzHintRung) CLAMP (rung, 1, 4));
      if (rung == 2 && move >= 0)
        {
          /* Where to look: the hole the solution's last stone reaches. */
          ToguzPosition after;
          ToguzEvent event;
          toguz_position_play (rules, pos, (unsigned) move, &after, &event);
          *highlight = 1u << event.last;
        }
      else if (rung > 2 && move >= 0)
        *highlight = 1u << toguz_ring_index (rules, (ToguzSide) pos->side,
                                             (unsigned) move);
    }
  else
    {
      /* Accepted moves: point at them. */
      unsigned first = verdict && verdict->shown_move >= 0
                         ? (unsigned) verdict->shown_move
                       : task->accepted
                         ? (unsigned) g_bit_nth_lsf (task->accepted, -1)
                         : 0;
      if (rung <= 1)
        text = g_strdup (_("Read the step again: it says which move it "
                           "wants."));
      else
        {
          *highlight = 1u << toguz_ring_index (rules, (ToguzSide) pos->side,
                                               first);
          text = g_strdup_printf (_("Sow your hole %u."), first + 1);
        }
    }

  if (authored)
    {
      g_free (text);
      text = g_strdup (toguz_lesson_text_get (authored));
    }
  return text;
}
