/* toguz-hint.c: the hint ladder
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each rung marks on the board what it names, no more: the second names a
 * few holes with the answer among them, never the answer alone, and only
 * the last gives the answer itself.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "toguz-explain-text.h"
#include "toguz-hint.h"
#include "toguz-practice.h"
#include "toguz-text.h"
#include "toguz-tuzdik-question.h"

/* The mover's holes of a bit set of holes, as ring indexes. */
static unsigned
rings_of_moves (const ToguzRuleset *rules, const ToguzPosition *pos,
                unsigned moves)
{
  unsigned rings = 0;

  for (unsigned h = 0; h < rules->holes; h++)
    if ((moves >> h) & 1u)
      rings |= 1u << toguz_ring_index (rules, (ToguzSide) pos->side, h);
  return rings;
}

/* "3, 5, 8": the holes of a bit set, 1-based. */
static char *
hole_numbers (unsigned moves)
{
  GString *list = g_string_new (NULL);

  for (unsigned h = 0; h < TOGUZ_MAX_HOLES; h++)
    if ((moves >> h) & 1u)
      g_string_append_printf (list, list->len ? ", %u" : "%u", h + 1);
  return g_string_free (list, FALSE);
}

static char *
ring_hole_name (const ToguzRuleset *rules, unsigned ring)
{
  return toguz_hole_name (toguz_ring_side (rules, ring),
                          toguz_ring_hole (rules, ring) + 1);
}

/* Three holes of the ring in a row with `ring` among them, and where in
 * the three it lies varying with `salt`, so that the middle one is not
 * always the answer. */
static unsigned
ring_region (const ToguzRuleset *rules, unsigned ring, unsigned salt)
{
  unsigned size = 2u * rules->holes;
  unsigned first = (ring + size - salt % 3u) % size;
  unsigned region = 0;

  for (unsigned i = 0; i < 3; i++)
    region |= 1u << ((first + i) % size);
  return region;
}

/* A neighbour of `ring` along the ring: the answer and one other. */
static unsigned
ring_pair (const ToguzRuleset *rules, unsigned ring, unsigned salt)
{
  unsigned size = 2u * rules->holes;
  unsigned other = salt % 2u ? (ring + 1) % size : (ring + size - 1) % size;

  return (1u << ring) | (1u << other);
}

/* The opponent's holes a tuzdik could be made in, the answer among them:
 * those that hold 2 stones (a last stone makes 3), and the answer's
 * neighbours while that leaves the answer alone. */
static unsigned
tuzdik_candidates (const ToguzRuleset *rules, const ToguzPosition *pos,
                   unsigned answer)
{
  ToguzSide other = (ToguzSide) (pos->side ^ 1);
  unsigned candidates = answer;

  for (unsigned h = 0; h + 1 < rules->holes; h++)
    {
      unsigned ring = toguz_ring_index (rules, other, h);
      if (pos->holes[ring] == 2 && pos->tuzdik[TOGUZ_WHITE] != (int) ring
          && pos->tuzdik[TOGUZ_BLACK] != (int) ring)
        candidates |= 1u << ring;
    }
  if (candidates == answer && answer != 0)
    candidates |= ring_pair (rules, (unsigned) g_bit_nth_lsf (answer, -1),
                             0)
                  | ring_pair (rules, (unsigned) g_bit_nth_lsf (answer, -1),
                               1);
  return candidates;
}

/* "May this move make a tuzdik?": the three rules, the holes they look
 * at, the facts without the verdict, then the rules core's answer. */
static char *
tuzdik_question_hint (const ToguzTask *task, const ToguzRuleset *rules,
                      const ToguzPosition *pos, int rung,
                      unsigned *highlight)
{
  ToguzTuzdikQuestion question;
  g_autoptr (GString) facts = NULL;
  g_autofree char *asked = NULL;

  if (rung <= 1 && rules->tuzdik_on_last_hole)
    return g_strdup (_("Under these rules two can refuse a tuzdik: a player "
                       "wins only one, and a tuzdik may not have the number "
                       "of the other. Even the last hole may become one."));
  if (rung <= 1)
    return g_strdup (_("Three rules can refuse a tuzdik: a player wins only "
                       "one, the last hole never becomes one, and a tuzdik "
                       "may not have the number of the other."));
  if (task->predict_hole < 0
      || toguz_tuzdik_question_ask (rules, pos, (unsigned) task->predict_hole,
                                    &question)
           != TOGUZ_TUZDIK_QUESTION_OK)
    return g_strdup (_("That hole cannot be sown."));
  *highlight = toguz_tuzdik_question_evidence (rules, pos, &question);
  asked = ring_hole_name (rules, question.ring);
  if (rung == 2)
    return g_strdup_printf (_("Check each rule for %s: the marked holes are "
                              "the tuzdiks already won and the hole asked "
                              "about."),
                            asked);
  if (rung >= 4)
    return toguz_tuzdik_question_explain (rules, pos, &question);

  facts = g_string_new (NULL);
  for (unsigned side = 0; side < 2; side++)
    {
      if (pos->tuzdik[side] < 0)
        toguz_text_append_sentence (
          facts, g_strdup (side == TOGUZ_WHITE
                             ? _("White has no tuzdik yet.")
                             : _("Black has no tuzdik yet.")));
      else
        {
          g_autofree char *name
            = ring_hole_name (rules, (unsigned) pos->tuzdik[side]);

          toguz_text_append_sentence (
            facts, g_strdup_printf (side == TOGUZ_WHITE
                                      ? _("White’s tuzdik is %s.")
                                      : _("Black’s tuzdik is %s."),
                                    name));
        }
    }
  toguz_text_append_sentence (
    facts, g_strdup_printf (_("The hole asked about is hole %u of %u."),
                            toguz_ring_hole (rules, question.ring) + 1,
                            (unsigned) rules->holes));
  return g_string_free (g_steal_pointer (&facts), FALSE);
}

/* The engine's rungs for a prediction: the idea, where to count, a
 * narrower clue, the answer. */
/* A question with options, where the author wrote no hint for the rung:
 * the board cannot help, so the ladder narrows the options down. */
static char *
choice_hint (const ToguzTask *task, int rung)
{
  const ToguzTaskOption *option = toguz_task_get_option (task, task->answer);

  if (rung <= 2 || option == NULL)
    return g_strdup (_("The text of this step tells the answer: read it "
                       "again, slowly."));
  if (rung == 3)
    for (guint i = 0; i < task->options->len; i++)
      if ((int) i != task->answer)
        return g_strdup_printf (_("It is not “%s”."),
                                toguz_lesson_text_get (
                                  toguz_task_get_option (task, (int) i)
                                    ->text));
  return g_strdup_printf (_("The answer is “%s”."),
                          toguz_lesson_text_get (option->text));
}

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

  if (task->predict == TOGUZ_PREDICT_TUZDIK_ALLOWED)
    return tuzdik_question_hint (task, rules, pos, rung, highlight);
  if (task->predict == TOGUZ_PREDICT_CHOICE)
    return choice_hint (task, rung);
  if (task->predict == TOGUZ_PREDICT_LEGAL)
    {
      unsigned ring = toguz_ring_index (rules, (ToguzSide) pos->side, hole);

      if (rung <= 1)
        return g_strdup (_("A move sows one of your own holes that holds "
                           "stones and is not a tuzdik."));
      *highlight = 1u << ring;
      if (rung == 2)
        return g_strdup_printf (_("Look at your hole %u: how many stones, "
                                  "and whose is it?"),
                                hole + 1);
      if (rung == 3)
        return g_strdup_printf (ngettext ("Your hole %u holds %u stone.",
                                          "Your hole %u holds %u stones.",
                                          pos->holes[ring]),
                                hole + 1, (unsigned) pos->holes[ring]);
      return toguz_move_status_describe (rules, pos, hole,
                                         toguz_position_check_move (rules,
                                                                    pos,
                                                                    hole));
    }
  if (task->predict == TOGUZ_PREDICT_TUZDIK)
    {
      unsigned answer = (unsigned) task->answer;
      int maker = toguz_task_prediction_move (task, rules, pos);

      if (rung <= 1)
        return g_strdup (_("A tuzdik is made when your last stone makes "
                           "exactly 3 in a hole of the opponent’s: look for "
                           "holes with 2 stones that a move reaches."));
      if (rung == 2 || (rung == 3 && maker < 0))
        {
          *highlight = tuzdik_candidates (rules, pos, answer);
          return g_strdup (_("A marked hole can become a tuzdik: which one "
                             "can your last stone reach?"));
        }
      if (rung == 3)
        {
          *highlight = 1u << toguz_ring_index (rules, (ToguzSide) pos->side,
                                               (unsigned) maker);
          return g_strdup_printf (_("Sow your hole %u in your head: where "
                                    "does its last stone land?"),
                                  (unsigned) maker + 1);
        }
      *highlight = answer;
      {
        g_autofree char *name
          = ring_hole_name (rules, (unsigned) g_bit_nth_lsf (answer, -1));
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
  if (rung == 2)
    {
      g_autofree char *count = g_strdup_printf (
        ngettext ("Hole %u holds %u stone: count that many holes, starting "
                  "from the right one.",
                  "Hole %u holds %u stones: count that many holes, starting "
                  "from the right one.",
                  event.lifted),
        hole + 1, (unsigned) event.lifted);

      *highlight = ring_region (rules, event.last, event.lifted);
      return g_strdup_printf ("%s %s", count,
                              _("The last stone lands in one of the marked "
                                "holes."));
    }
  if (rung == 3 && task->predict == TOGUZ_PREDICT_CAPTURE)
    {
      g_autofree char *name = ring_hole_name (rules, event.last);

      *highlight = 1u << event.last;
      return g_strdup_printf (_("The last stone lands in %s: what does it "
                                "hold then?"), name);
    }
  if (rung == 3)
    {
      unsigned pair = ring_pair (rules, event.last, event.lifted);
      unsigned first = (unsigned) g_bit_nth_lsf (pair, -1);
      unsigned second = (unsigned) g_bit_nth_lsf (pair, (int) first);
      g_autofree char *one = ring_hole_name (rules, first);
      g_autofree char *two = ring_hole_name (rules, second);

      *highlight = pair;
      /* Translators: two holes, "Black’s hole 3" and the like. */
      return g_strdup_printf (_("The last stone lands in %s or in %s."), one,
                              two);
    }
  *highlight = 1u << event.last;
  return toguz_event_describe (rules, &event);
}

/* A goal's rungs, leading to `move`, the move the task takes (which need
 * not be the engine's best: a stated solution). */
static char *
goal_hint (const ToguzTask *task, const ToguzRuleset *rules,
           const ToguzPosition *pos, const ToguzGoalAnswer *answer, int move,
           int rung, unsigned *highlight)
{
  ToguzGoalAnswer shown = *answer;

  if (move >= 0 && move != answer->best_move)
    {
      shown.best_move = move;
      shown.proof[0] = (uint8_t) move;
      shown.proof_length = 1;
    }
  if (rung == 2 && move >= 0)
    *highlight = rings_of_moves (rules, pos,
                                 toguz_hint_where_moves (rules, pos,
                                                         &task->goal,
                                                         &shown));
  else if (rung > 2 && move >= 0)
    *highlight = rings_of_moves (rules, pos, 1u << move);
  return toguz_hint_describe (rules, pos, &task->goal, &shown,
                              (ToguzHintRung) CLAMP (rung, 1, 4));
}

/* A game played out against the beginner: the goal, the advice for it,
 * then the engine's move here, named and then played for the learner. */
static char *
practice_hint (const ToguzTask *task, const ToguzRuleset *rules,
               const ToguzPosition *pos, const ToguzGoalAnswer *answer,
               const ToguzTaskVerdict *verdict, int rung,
               unsigned *highlight)
{
  int move = verdict ? verdict->shown_move : -1;
  g_autofree char *notation = NULL;

  if (rung <= 1)
    return toguz_practice_describe_goal (task);
  if (rung == 2 || move < 0)
    {
      ToguzGoalAnswer none = { .best_move = -1 };
      g_autofree char *concept = toguz_hint_describe (
        rules, pos, &task->goal, answer ? answer : &none, TOGUZ_HINT_CONCEPT);

      return g_strdup_printf ("%s %s", concept,
                              _("The beginner looks only one move ahead: it "
                                "takes what it sees, and misses what comes "
                                "after."));
    }
  *highlight = rings_of_moves (rules, pos, 1u << move);
  notation = toguz_moves_notation (rules, pos, 1u << move);
  if (rung == 3)
    /* Translators: a move in notation, such as 76. */
    return g_strdup_printf (_("A good move here: %s."), notation);
  /* Translators: a move in notation; the tutor then plays it. */
  return g_strdup_printf (_("The engine plays %s for you."), notation);
}

/* A list of accepted moves: the step says which; then a few holes, the
 * hole, its sowing. */
static char *
moves_hint (const ToguzTask *task, const ToguzRuleset *rules,
            const ToguzPosition *pos, const ToguzTaskVerdict *verdict,
            int rung, unsigned *highlight)
{
  uint8_t moves[TOGUZ_MAX_HOLES];
  unsigned legal = 0, n = toguz_position_moves (rules, pos, moves);
  unsigned first = verdict && verdict->shown_move >= 0
                     ? (unsigned) verdict->shown_move
                   : task->accepted ? (unsigned) g_bit_nth_lsf (task->accepted,
                                                                -1)
                                    : 0;

  for (unsigned i = 0; i < n; i++)
    legal |= 1u << moves[i];
  if (rung <= 1)
    return g_strdup (_("Read the step again: it says which move it wants."));
  if (rung == 2)
    {
      unsigned candidates = toguz_hint_candidates (rules, pos, legal,
                                                   (int) first, NULL);
      g_autofree char *list = hole_numbers (candidates);

      *highlight = rings_of_moves (rules, pos, candidates);
      return g_strdup_printf (_("Look at your holes %s: the move is among "
                                "them."),
                              list);
    }
  *highlight = rings_of_moves (rules, pos, 1u << first);
  if (rung == 3)
    return g_strdup_printf (_("Sow your hole %u."), first + 1);
  {
    ToguzPosition after;
    ToguzEvent event;
    g_autofree char *sowing = NULL;

    if (toguz_position_play (rules, pos, first, &after, &event)
        != TOGUZ_MOVE_OK)
      return g_strdup_printf (_("Sow your hole %u."), first + 1);
    sowing = toguz_event_describe (rules, &event);
    return g_strdup_printf (_("Sow your hole %d. %s"), (int) first + 1,
                            sowing);
  }
}

char *
toguz_task_dup_hint (const ToguzTask *task, const ToguzRuleset *rules,
                     const ToguzPosition *pos, const ToguzGoalAnswer *answer,
                     const ToguzTaskVerdict *verdict, int rung,
                     unsigned *highlight)
{
  const ToguzLessonText *authored = toguz_task_find_hint (task, rung);
  unsigned ignored = 0, engine_marks = 0;
  char *text;

  if (highlight == NULL)
    highlight = &ignored;
  *highlight = 0;

  if (task->kind == TOGUZ_TASK_PREDICT)
    text = prediction_hint (task, rules, pos, rung, &engine_marks);
  else if (toguz_task_is_practice (task))
    text = practice_hint (task, rules, pos, answer, verdict, rung,
                          &engine_marks);
  else if (task->kind == TOGUZ_TASK_GOAL && answer)
    text = goal_hint (task, rules, pos, answer,
                      verdict ? verdict->shown_move : answer->best_move, rung,
                      &engine_marks);
  else
    text = moves_hint (task, rules, pos, verdict, rung, &engine_marks);

  if (authored == NULL)
    {
      *highlight = engine_marks;
      return text;
    }
  /* The author's words mark the holes they name; the last rung marks the
   * answer whatever it says. */
  g_free (text);
  *highlight = rung >= 1 && rung <= 4 && task->hint_holes[rung]
                 ? task->hint_holes[rung]
               : rung >= 4 ? engine_marks
                           : 0;
  return g_strdup (toguz_lesson_text_get (authored));
}
