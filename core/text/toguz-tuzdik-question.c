/* toguz-tuzdik-question.c: "does this move make that hole a tuzdik?"
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "toguz-explain-text.h"
#include "toguz-text.h"
#include "toguz-tuzdik-question.h"

ToguzTuzdikQuestionStatus
toguz_tuzdik_question_ask (const ToguzRuleset *rules,
                           const ToguzPosition *pos, unsigned move,
                           ToguzTuzdikQuestion *question)
{
  ToguzPosition after;

  g_return_val_if_fail (rules != NULL && pos != NULL && question != NULL,
                        TOGUZ_TUZDIK_QUESTION_ILLEGAL);
  memset (question, 0, sizeof *question);
  question->move = move;
  if (toguz_position_play (rules, pos, move, &after, &question->event)
      != TOGUZ_MOVE_OK)
    return TOGUZ_TUZDIK_QUESTION_ILLEGAL;
  question->ring = question->event.last;
  question->allowed = question->event.landing == TOGUZ_LANDING_TUZDIK_MADE;
  if (!question->allowed
      && question->event.landing != TOGUZ_LANDING_TUZDIK_REFUSED)
    return TOGUZ_TUZDIK_QUESTION_NOT_THREE;
  return TOGUZ_TUZDIK_QUESTION_OK;
}

int
toguz_tuzdik_question_find (const ToguzRuleset *rules,
                            const ToguzPosition *pos)
{
  uint8_t moves[TOGUZ_MAX_HOLES];
  unsigned n = toguz_position_moves (rules, pos, moves);

  for (unsigned i = 0; i < n; i++)
    {
      ToguzTuzdikQuestion question;

      if (toguz_tuzdik_question_ask (rules, pos, moves[i], &question)
          == TOGUZ_TUZDIK_QUESTION_OK)
        return moves[i];
    }
  return -1;
}

static char *
ring_name (const ToguzRuleset *rules, unsigned ring)
{
  return toguz_hole_name (toguz_ring_side (rules, ring),
                          toguz_ring_hole (rules, ring) + 1);
}

char *
toguz_tuzdik_question_describe_status (const ToguzRuleset *rules,
                                       const ToguzPosition *pos,
                                       unsigned move,
                                       ToguzTuzdikQuestionStatus status,
                                       const ToguzTuzdikQuestion *question)
{
  const ToguzEvent *event = &question->event;
  g_autofree char *where = NULL;

  if (status == TOGUZ_TUZDIK_QUESTION_ILLEGAL)
    {
      g_autofree char *why = toguz_move_status_describe (
        rules, pos, move, toguz_position_check_move (rules, pos, move));
      return g_strdup_printf (_("The question asks about a move that cannot "
                                "be played: %s"),
                              why);
    }
  if (status == TOGUZ_TUZDIK_QUESTION_OK)
    return NULL;
  where = ring_name (rules, question->ring);
  if (event->landing == TOGUZ_LANDING_IN_TUZDIK)
    return g_strdup_printf (_("The last stone of hole %u falls into a "
                              "tuzdik (%s), so there is no tuzdik to ask "
                              "about: choose a move whose last stone makes "
                              "exactly 3 on the opponent’s row."),
                            move + 1, where);
  if (toguz_ring_side (rules, question->ring) == (ToguzSide) pos->side)
    return g_strdup_printf (_("The last stone of hole %u stays on the "
                              "mover’s own row (%s), so there is no tuzdik "
                              "to ask about: choose a move whose last stone "
                              "makes exactly 3 on the opponent’s row."),
                            move + 1, where);
  return g_strdup_printf (ngettext ("The last stone of hole %u makes %u "
                                    "stone in %s, not 3, so there is no "
                                    "tuzdik to ask about: choose a move whose "
                                    "last stone makes exactly 3 on the "
                                    "opponent’s row.",
                                    "The last stone of hole %u makes %u "
                                    "stones in %s, not 3, so there is no "
                                    "tuzdik to ask about: choose a move whose "
                                    "last stone makes exactly 3 on the "
                                    "opponent’s row.",
                                    event->last_count),
                          move + 1, (unsigned) event->last_count, where);
}

char *
toguz_tuzdik_question_prompt (const ToguzRuleset *rules, unsigned move,
                              unsigned ring)
{
  g_autofree char *where = ring_name (rules, ring);

  /* The mover is the owner of the other row. */
  if (toguz_ring_side (rules, ring) == TOGUZ_BLACK)
    return g_strdup_printf (_("White sows hole %u, and the last stone makes "
                              "3 in %s. May it become White’s tuzdik?"),
                            move + 1, where);
  return g_strdup_printf (_("Black sows hole %u, and the last stone makes 3 "
                            "in %s. May it become Black’s tuzdik?"),
                          move + 1, where);
}

/* Why no restriction applies: the three rules, each checked. */
static char *
explain_allowed (const ToguzRuleset *rules, const ToguzPosition *pos,
                 const ToguzTuzdikQuestion *question)
{
  ToguzSide mover = (ToguzSide) question->event.side;
  int theirs = pos->tuzdik[mover ^ 1];
  g_autofree char *where = ring_name (rules, question->ring);

  /* The 1906 rules let the last hole become a tuzdik: say so, never
   * that hole 9 is not the last. */
  if (rules->tuzdik_on_last_hole
      && toguz_ring_hole (rules, question->ring) == rules->holes - 1u)
    {
      g_autofree char *other
        = theirs >= 0 ? ring_name (rules, (unsigned) theirs) : NULL;

      if (theirs < 0)
        return g_strdup_printf (
          mover == TOGUZ_WHITE
            ? _("Yes. White has no tuzdik yet, these rules let even the last "
                "hole, %s, become one, and Black has no tuzdik to mirror. It "
                "becomes White’s tuzdik for the rest of the game.")
            : _("Yes. Black has no tuzdik yet, these rules let even the last "
                "hole, %s, become one, and White has no tuzdik to mirror. It "
                "becomes Black’s tuzdik for the rest of the game."),
          where);
      return g_strdup_printf (
        mover == TOGUZ_WHITE
          ? _("Yes. White has no tuzdik yet, these rules let even the last "
              "hole, %s, become one, and Black’s tuzdik, %s, has another "
              "number. It becomes White’s tuzdik for the rest of the game.")
          : _("Yes. Black has no tuzdik yet, these rules let even the last "
              "hole, %s, become one, and White’s tuzdik, %s, has another "
              "number. It becomes Black’s tuzdik for the rest of the game."),
        where, other);
    }
  if (theirs < 0)
    return g_strdup_printf (
      mover == TOGUZ_WHITE
        ? _("Yes. White has no tuzdik yet, %s is not the last hole of its "
            "row, and Black has no tuzdik to mirror: no rule refuses it. It "
            "becomes White’s tuzdik for the rest of the game.")
        : _("Yes. Black has no tuzdik yet, %s is not the last hole of its "
            "row, and White has no tuzdik to mirror: no rule refuses it. It "
            "becomes Black’s tuzdik for the rest of the game."),
      where);
  {
    g_autofree char *other = ring_name (rules, (unsigned) theirs);

    return g_strdup_printf (
      mover == TOGUZ_WHITE
        ? _("Yes. White has no tuzdik yet, %s is not the last hole of its "
            "row, and Black’s tuzdik, %s, has another number: no rule "
            "refuses it. It becomes White’s tuzdik for the rest of the "
            "game.")
        : _("Yes. Black has no tuzdik yet, %s is not the last hole of its "
            "row, and White’s tuzdik, %s, has another number: no rule "
            "refuses it. It becomes Black’s tuzdik for the rest of the "
            "game."),
      where, other);
  }
}

char *
toguz_tuzdik_question_explain (const ToguzRuleset *rules,
                               const ToguzPosition *pos,
                               const ToguzTuzdikQuestion *question)
{
  const ToguzEvent *event = &question->event;
  unsigned refusals = event->tuzdik_refusals;
  ToguzSide mover = (ToguzSide) event->side;
  g_autofree char *where = NULL;
  g_autoptr (GString) text = NULL;

  g_return_val_if_fail (rules != NULL && pos != NULL && question != NULL,
                        NULL);
  if (question->allowed)
    return explain_allowed (rules, pos, question);

  where = ring_name (rules, question->ring);
  text = g_string_new (NULL);
  toguz_text_append_sentence (
    text, g_strdup_printf (_("No, %s stays an ordinary hole."), where));
  /* Every restriction that holds, in the rules' order. */
  if (refusals & TOGUZ_REFUSED_NO_TUZDIKS)
    toguz_text_append_sentence (text,
                                g_strdup (_("This variant has no tuzdiks.")));
  if ((refusals & TOGUZ_REFUSED_ALREADY_OWNS) && pos->tuzdik[mover] >= 0)
    {
      g_autofree char *own = ring_name (rules, (unsigned) pos->tuzdik[mover]);

      toguz_text_append_sentence (
        text, g_strdup_printf (mover == TOGUZ_WHITE
                                 ? _("White already owns a tuzdik, %s, and a "
                                     "player wins only one in a game.")
                                 : _("Black already owns a tuzdik, %s, and a "
                                     "player wins only one in a game."),
                               own));
    }
  if (refusals & TOGUZ_REFUSED_LAST_HOLE)
    toguz_text_append_sentence (
      text, g_strdup_printf (_("Hole %u is the last hole of its row, and the "
                               "last hole never becomes a tuzdik."),
                             toguz_ring_hole (rules, question->ring) + 1));
  if ((refusals & TOGUZ_REFUSED_SYMMETRIC) && pos->tuzdik[mover ^ 1] >= 0)
    {
      g_autofree char *other
        = ring_name (rules, (unsigned) pos->tuzdik[mover ^ 1]);

      toguz_text_append_sentence (
        text, g_strdup_printf (_("The other tuzdik stands on %s, the same "
                                 "number, and a tuzdik may not mirror the "
                                 "other."),
                               other));
    }
  toguz_text_append_sentence (
    text, g_strdup (_("Three is odd, so the stones stay where they are and "
                      "nothing is won.")));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

unsigned
toguz_tuzdik_question_evidence (const ToguzRuleset *rules,
                                const ToguzPosition *pos,
                                const ToguzTuzdikQuestion *question)
{
  unsigned marks = 1u << question->ring;

  (void) rules;
  for (unsigned side = 0; side < 2; side++)
    if (pos->tuzdik[side] >= 0)
      marks |= 1u << pos->tuzdik[side];
  return marks;
}
