/* tutor-presentation-pace.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tutor-presentation-pace.h"

TutorPace
tutor_pace_step_on (const TutorPaceState *state)
{
  g_return_val_if_fail (state != NULL, TUTOR_PACE_WAIT);

  if (state->sowing)
    return TUTOR_PACE_SKIP_SOWING;
  /* Judging waits for the engine by itself: the answer is revealed as
   * soon as it can be. */
  if (state->session && state->answer_waits)
    return TUTOR_PACE_REVEAL_VERDICT;
  if (state->engine_busy)
    return TUTOR_PACE_WAIT;
  /* A wrong answer told, or none given: the class sees the solution
   * before the step is left. */
  if (state->session
      && toguz_task_session_can_present_solution (state->session))
    return TUTOR_PACE_SHOW_SOLUTION;
  return TUTOR_PACE_NEXT;
}

const char *
tutor_pace_describe (TutorPace pace, TutorPaceNext next)
{
  switch (pace)
    {
    case TUTOR_PACE_REVEAL_VERDICT:
      /* Translators: the keys of the presentation mode; Space is the
       * key's name. */
      return _("Space: reveal the answer");
    case TUTOR_PACE_SHOW_SOLUTION:
      return _("Space: show the solution");
    case TUTOR_PACE_NEXT:
      if (next == TUTOR_PACE_TO_PUZZLE)
        return _("Space: next puzzle");
      return next == TUTOR_PACE_TO_END ? _("Space: finish")
                                       : _("Space: next step");
    case TUTOR_PACE_SKIP_SOWING:
    case TUTOR_PACE_WAIT:
    default:
      return NULL;
    }
}
