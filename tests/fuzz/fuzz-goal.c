/* fuzz-goal.c: any bytes as a goal string, read, written and worded
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A goal that reads writes back to itself and keeps its numbers in their
 * ranges; one that does not is refused with a valid message, never read
 * as another goal (a number that wraps).
 */
#include <glib.h>
#include <string.h>

#include "toguz-explain-text.h"
#include "toguz-goal.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  ToguzGoal goal, again;
  ToguzGoalStatus status = toguz_goal_read (text, &goal);

  if (status == TOGUZ_GOAL_PARSED)
    {
      char written[TOGUZ_GOAL_TEXT_MAX];
      g_autofree char *words = NULL;

      if (goal.kind == TOGUZ_GOAL_CAPTURE
          && (goal.amount < 1 || goal.amount > TOGUZ_MAX_STONES))
        abort ();
      if (goal.kind == TOGUZ_GOAL_LAND
          && (goal.amount < 1 || goal.amount > TOGUZ_MAX_HOLES))
        abort ();
      if (goal.kind == TOGUZ_GOAL_GAIN
          && (goal.amount < -TOGUZ_MAX_STONES
              || goal.amount > TOGUZ_MAX_STONES || goal.plies < 1
              || goal.plies > TOGUZ_GOAL_GAIN_PLIES_MAX))
        abort ();
      /* What was read writes back to the same goal. */
      toguz_goal_format (&goal, written);
      if (toguz_goal_read (written, &again) != TOGUZ_GOAL_PARSED
          || again.kind != goal.kind || again.amount != goal.amount
          || again.plies != goal.plies)
        abort ();
      words = toguz_goal_describe (toguz_ruleset_default (), &goal);
      if (words == NULL || !g_utf8_validate (words, -1, NULL))
        abort ();
    }
  else if (status == TOGUZ_GOAL_OUT_OF_RANGE)
    {
      /* The message quotes the text: it must stay valid UTF-8. */
      g_autofree char *message = NULL;

      if (!g_utf8_validate (text, -1, NULL))
        return 0;
      message = toguz_goal_range_describe (text, TOGUZ_MAX_HOLES);
      if (message == NULL || !g_utf8_validate (message, -1, NULL))
        abort ();
    }
  return 0;
}
