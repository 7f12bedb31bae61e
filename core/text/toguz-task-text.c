/* toguz-task-text.c: what the tutor says about an answer to a task
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "toguz-task-text.h"

const char *
toguz_prediction_advice (ToguzPredictKind kind)
{
  switch (kind)
    {
    case TOGUZ_PREDICT_LANDING:
      return _("Not there. Count again, one stone per hole: does the first "
               "stone go back into its own hole?");
    case TOGUZ_PREDICT_CAPTURE:
      return _("Not that many. Find the hole the last stone reaches, count "
               "what it holds then, and ask: whose row, even or odd?");
    case TOGUZ_PREDICT_LEGAL:
      return _("Look again: is the hole on the mover’s row, does it hold "
               "stones, is it a tuzdik?");
    case TOGUZ_PREDICT_TUZDIK:
    default:
      return _("That hole cannot become a tuzdik now. Which hole would a "
               "last stone make exactly 3 — and is it allowed?");
    }
}

char *
toguz_verdict_describe (const ToguzTaskVerdict *verdict, unsigned hole)
{
  g_return_val_if_fail (verdict != NULL && hole < TOGUZ_MAX_HOLES, NULL);

  switch (verdict->reason[hole])
    {
    case TOGUZ_VERDICT_NOT_BEST:
      return g_strdup_printf (ngettext ("This move does what the task asks, "
                                        "but another is better by %d stone: "
                                        "find it.",
                                        "This move does what the task asks, "
                                        "but another is better by %d "
                                        "stones: find it.",
                                        verdict->better_by[hole]),
                              verdict->better_by[hole]);
    case TOGUZ_VERDICT_NOT_STATED:
      return g_strdup (_("This move does what the task asks too, but the "
                         "task wants another one: look again."));
    case TOGUZ_VERDICT_OFF_LINE:
      return g_strdup (_("That works too, but the lesson goes on with "
                         "another move: look again."));
    case TOGUZ_VERDICT_RIGHT:
    case TOGUZ_VERDICT_ILLEGAL:
    case TOGUZ_VERDICT_MISSES:
    default:
      return NULL;
    }
}

const char *
toguz_task_success_text (const ToguzTask *task)
{
  g_return_val_if_fail (task != NULL, NULL);
  return task->success ? toguz_lesson_text_get (task->success) : _("Right!");
}
