/* toguz-explain-text.c: explanations, goals and hints in words
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "toguz-explain-text.h"
#include "toguz-notation.h"
#include "toguz-text.h"

char *
toguz_hole_name (ToguzSide side, unsigned hole_number)
{
  return g_strdup_printf (side == TOGUZ_WHITE ? _("White’s hole %u")
                                              : _("Black’s hole %u"),
                          hole_number);
}

const char *
toguz_hole_traditional_name (const ToguzRuleset *rules, unsigned hole_number)
{
  /* Translators: the hole names of the Kyrgyz game, from the tail
     (hole 1) to the mouth (hole 9): write them in your script as they
     sound, as names; do not translate their meaning. */
  static const char *const names[] = {
    NC_("hole name", "kuiruk"),      NC_("hole name", "at otpos"),
    NC_("hole name", "jaman uy"),    NC_("hole name", "daly"),
    NC_("hole name", "bel"),         NC_("hole name", "ak koltuk"),
    NC_("hole name", "eki tishtuu"), NC_("hole name", "kok moyun"),
    NC_("hole name", "ooz"),
  };

  if (rules == NULL || rules->holes != G_N_ELEMENTS (names) || hole_number < 1
      || hole_number > G_N_ELEMENTS (names))
    return NULL;
  return g_dpgettext2 (GETTEXT_PACKAGE, "hole name",
                       names[hole_number - 1]);
}

static void
add (GString *text, char *sentence)
{
  toguz_text_append_sentence (text, sentence);
}

static void
describe_sowing (const ToguzRuleset *rules, const ToguzEvent *event,
                 GString *text)
{
  unsigned hole = event->hole + 1u;

  if (event->single_ball)
    add (text, g_strdup_printf (_("Hole %u holds a single stone: it goes "
                                  "into the next hole, and hole %u is left "
                                  "empty."),
                                hole, hole));
  else if (event->origin_return)
    add (text, g_strdup_printf (ngettext ("You lift the %u stone of hole "
                                          "%u: the first goes back into it, "
                                          "then one into each hole after it.",
                                          "You lift the %u stones of hole %u: "
                                          "the first goes back into it, then "
                                          "one into each hole after it.",
                                          event->lifted),
                                (unsigned) event->lifted, hole));
  else
    add (text, g_strdup_printf (ngettext ("You lift the %u stone of hole "
                                          "%u and sow from the next hole on, "
                                          "as the old custom had it.",
                                          "You lift the %u stones of hole %u "
                                          "and sow from the next hole on, as "
                                          "the old custom had it.",
                                          event->lifted),
                                (unsigned) event->lifted, hole));
  if (event->laps > 0)
    add (text, g_strdup_printf (ngettext ("They go round the whole board "
                                          "once.",
                                          "They go round the whole board %u "
                                          "times.",
                                          event->laps),
                                (unsigned) event->laps));

  for (unsigned s = 0; s < 2; s++)
    {
      unsigned stones = event->to_tuzdik[s];

      /* A last stone into a tuzdik is told with the landing, once. */
      if (event->landing == TOGUZ_LANDING_IN_TUZDIK && stones > 0
          && (unsigned) toguz_ring_side (rules, event->last) != s)
        stones--;
      if (stones == 0)
        continue;
      if (s == event->side)
        add (text, g_strdup_printf (ngettext ("%u stone falls into your "
                                              "tuzdik and goes to your kazan.",
                                              "%u stones fall into your tuzdik "
                                              "and go to your kazan.",
                                              stones),
                                    stones));
      else
        add (text, g_strdup_printf (ngettext ("%u stone falls into the "
                                              "opponent’s tuzdik and goes to "
                                              "the opponent’s kazan.",
                                              "%u stones fall into the "
                                              "opponent’s tuzdik and go to the "
                                              "opponent’s kazan.",
                                              stones),
                                    stones));
    }
}

static void
describe_refusal (const ToguzRuleset *rules, const ToguzEvent *event,
                  bool white_row, unsigned number, GString *text)
{
  unsigned refusals = event->tuzdik_refusals;

  /* The first restriction in the rules' order (core/rules/README.md) is the one to teach. */
  if (refusals & TOGUZ_REFUSED_NO_TUZDIKS)
    add (text, g_strdup_printf (white_row
                                  ? _("The last stone makes 3 in White’s "
                                      "hole %u, but this variant has no "
                                      "tuzdiks. Three is odd, so nothing is "
                                      "captured.")
                                  : _("The last stone makes 3 in Black’s "
                                      "hole %u, but this variant has no "
                                      "tuzdiks. Three is odd, so nothing is "
                                      "captured."),
                                number));
  else if (refusals & TOGUZ_REFUSED_ALREADY_OWNS)
    add (text, g_strdup_printf (white_row
                                  ? _("The last stone makes 3 in White’s "
                                      "hole %u, but you already have a "
                                      "tuzdik, and a player wins only one. "
                                      "Three is odd, so nothing is captured.")
                                  : _("The last stone makes 3 in Black’s "
                                      "hole %u, but you already have a "
                                      "tuzdik, and a player wins only one. "
                                      "Three is odd, so nothing is captured."),
                                number));
  else if (refusals & TOGUZ_REFUSED_LAST_HOLE)
    add (text, g_strdup_printf (white_row
                                  ? _("The last stone makes 3 in White’s "
                                      "hole %u, but the last hole can never "
                                      "become a tuzdik. Three is odd, so "
                                      "nothing is captured.")
                                  : _("The last stone makes 3 in Black’s "
                                      "hole %u, but the last hole can never "
                                      "become a tuzdik. Three is odd, so "
                                      "nothing is captured."),
                                number));
  else
    add (text, g_strdup_printf (white_row
                                  ? _("The last stone makes 3 in White’s "
                                      "hole %u, but the opponent’s tuzdik "
                                      "stands on your hole %u, and a tuzdik "
                                      "may not mirror the other. Three is "
                                      "odd, so nothing is captured.")
                                  : _("The last stone makes 3 in Black’s "
                                      "hole %u, but the opponent’s tuzdik "
                                      "stands on your hole %u, and a tuzdik "
                                      "may not mirror the other. Three is "
                                      "odd, so nothing is captured."),
                                number, number));
  (void) rules;
}

static void
describe_landing (const ToguzRuleset *rules, const ToguzEvent *event,
                  GString *text)
{
  const bool white_row = toguz_ring_side (rules, event->last) == TOGUZ_WHITE;
  const unsigned number = toguz_ring_hole (rules, event->last) + 1u;
  const unsigned count = event->last_count;

  switch ((ToguzLanding) event->landing)
    {
    case TOGUZ_LANDING_OWN_SIDE:
      add (text, g_strdup_printf (ngettext ("The last stone lands in your own "
                                            "hole %u, which now holds %u "
                                            "stone: a move never captures on "
                                            "its own side.",
                                            "The last stone lands in your own "
                                            "hole %u, which now holds %u "
                                            "stones: a move never captures on "
                                            "its own side.",
                                            count),
                                  number, count));
      break;
    case TOGUZ_LANDING_ODD:
      add (text, g_strdup_printf (white_row
                                    ? _("The last stone makes %u in White’s "
                                        "hole %u: odd, so nothing is "
                                        "captured.")
                                    : _("The last stone makes %u in Black’s "
                                        "hole %u: odd, so nothing is "
                                        "captured."),
                                  count, number));
      break;
    case TOGUZ_LANDING_EVEN_CAPTURE:
      add (text, g_strdup_printf (white_row
                                    ? _("The last stone makes %u in White’s "
                                        "hole %u: even, so you capture all "
                                        "%u stones.")
                                    : _("The last stone makes %u in Black’s "
                                        "hole %u: even, so you capture all "
                                        "%u stones."),
                                  count, number, count));
      break;
    case TOGUZ_LANDING_TUZDIK_MADE:
      add (text, g_strdup_printf (white_row
                                    ? _("The last stone makes 3 in White’s "
                                        "hole %u: it becomes your tuzdik and "
                                        "its 3 stones go to your kazan. Every "
                                        "stone sown into it from now on is "
                                        "yours.")
                                    : _("The last stone makes 3 in Black’s "
                                        "hole %u: it becomes your tuzdik and "
                                        "its 3 stones go to your kazan. Every "
                                        "stone sown into it from now on is "
                                        "yours."),
                                  number));
      break;
    case TOGUZ_LANDING_TUZDIK_REFUSED:
      describe_refusal (rules, event, white_row, number, text);
      break;
    case TOGUZ_LANDING_IN_TUZDIK:
    default:
      if (toguz_ring_side (rules, event->last) != event->side)
        add (text, g_strdup_printf (_("The last stone falls into your tuzdik "
                                      "on the opponent’s hole %u and goes to "
                                      "your kazan: a tuzdik never captures."),
                                    number));
      else
        add (text, g_strdup_printf (_("The last stone falls into the "
                                      "opponent’s tuzdik on your hole %u and "
                                      "goes to the opponent’s kazan."),
                                    number));
      break;
    }
}

static void
describe_end (const ToguzRuleset *rules, const ToguzEvent *event,
              GString *text)
{
  const unsigned me = event->side;
  const unsigned mine = event->kazan[me], theirs = event->kazan[me ^ 1u];

  if (event->end == TOGUZ_END_NONE)
    return;
  if (event->end == TOGUZ_END_NO_MOVES)
    add (text, g_strdup_printf (ngettext ("The opponent has no stone left to "
                                          "sow: the game ends, and you add "
                                          "the %u stone on your row to your "
                                          "kazan.",
                                          "The opponent has no stone left to "
                                          "sow: the game ends, and you add "
                                          "the %u stones on your row to your "
                                          "kazan.",
                                          event->swept),
                                (unsigned) event->swept));
  else if (mine > theirs)
    add (text, g_strdup_printf (_("Your kazan now holds %u stones, more than "
                                  "half of all %u."),
                                mine, toguz_ruleset_total (rules)));
  else
    add (text, g_strdup_printf (_("The opponent’s kazan now holds %u "
                                  "stones, more than half of all %u."),
                                theirs, toguz_ruleset_total (rules)));

  if (mine > theirs)
    add (text, g_strdup_printf (_("The game ends %u to %u: you win."), mine,
                                theirs));
  else if (mine < theirs)
    add (text, g_strdup_printf (_("The game ends %u to %u: the opponent "
                                  "wins."), mine, theirs));
  else
    add (text, g_strdup_printf (_("The game ends %u to %u: a draw."), mine,
                                theirs));
}

char *
toguz_event_describe (const ToguzRuleset *rules, const ToguzEvent *event)
{
  GString *text = g_string_new (NULL);

  describe_sowing (rules, event, text);
  describe_landing (rules, event, text);
  describe_end (rules, event, text);
  return g_string_free (text, FALSE);
}

char *
toguz_game_end_describe (const ToguzRuleset *rules, const ToguzPosition *pos,
                         const ToguzEvent *event)
{
  GString *text;
  unsigned white, black;
  gboolean no_moves;
  ToguzSide stuck;
  unsigned swept;

  g_return_val_if_fail (rules != NULL && pos != NULL, NULL);
  if (pos->result == TOGUZ_ONGOING)
    return NULL;

  if (event && event->end != TOGUZ_END_NONE)
    {
      no_moves = event->end == TOGUZ_END_NO_MOVES;
      stuck = (ToguzSide) event->stuck_side;
      swept = event->swept;
    }
  else
    {
      /* A finished position as given: the side to move is the one left
       * without a move, and the other's sweep is still to come. */
      stuck = (ToguzSide) pos->side;
      no_moves = toguz_position_row_stones (rules, pos, stuck) == 0;
      swept = toguz_position_row_stones (rules, pos,
                                         (ToguzSide) (stuck ^ 1u));
    }
  white = toguz_position_final_kazan (rules, pos, TOGUZ_WHITE);
  black = toguz_position_final_kazan (rules, pos, TOGUZ_BLACK);

  text = g_string_new (NULL);
  if (no_moves && swept == 0)
    add (text, g_strdup (stuck == TOGUZ_WHITE
                           ? _("White has no stone left to sow, so the game "
                               "ends.")
                           : _("Black has no stone left to sow, so the game "
                               "ends.")));
  else if (no_moves)
    add (text, g_strdup_printf (stuck == TOGUZ_WHITE
                                  ? ngettext ("White has no stone left to "
                                              "sow, so the game ends: Black "
                                              "adds the %u stone still on "
                                              "Black’s row to Black’s kazan.",
                                              "White has no stone left to "
                                              "sow, so the game ends: Black "
                                              "adds the %u stones still on "
                                              "Black’s row to Black’s kazan.",
                                              swept)
                                  : ngettext ("Black has no stone left to "
                                              "sow, so the game ends: White "
                                              "adds the %u stone still on "
                                              "White’s row to White’s kazan.",
                                              "Black has no stone left to "
                                              "sow, so the game ends: White "
                                              "adds the %u stones still on "
                                              "White’s row to White’s kazan.",
                                              swept),
                                swept));
  else if (white > black)
    add (text, g_strdup_printf (_("White’s kazan holds %u stones, more than "
                                  "half of all %u, so the game ends."),
                                white, toguz_ruleset_total (rules)));
  else
    add (text, g_strdup_printf (_("Black’s kazan holds %u stones, more than "
                                  "half of all %u, so the game ends."),
                                black, toguz_ruleset_total (rules)));

  switch ((ToguzResult) pos->result)
    {
    case TOGUZ_WHITE_WON:
      /* Translators: the final score, the winner's kazan first. */
      add (text, g_strdup_printf (_("White wins, %u to %u."), white, black));
      break;
    case TOGUZ_BLACK_WON:
      /* Translators: the final score, the winner's kazan first. */
      add (text, g_strdup_printf (_("Black wins, %u to %u."), black, white));
      break;
    case TOGUZ_DRAWN:
    default:
      add (text, g_strdup_printf (_("The game is drawn, %u to %u."), white,
                                  black));
      break;
    }
  return g_string_free (text, FALSE);
}

static void
describe_reply (const ToguzRuleset *rules,
                const ToguzExplanation *explanation, GString *text)
{
  const ToguzEvent *reply = &explanation->reply_event;
  char notation[TOGUZ_NOTATION_MAX];

  if (explanation->reply < 0)
    return;
  toguz_notation_format (rules, reply, notation);
  if (explanation->reply_makes_tuzdik)
    add (text, g_strdup_printf (_("The opponent’s best answer, %s, makes "
                                  "your hole %u a tuzdik."),
                                notation,
                                toguz_ring_hole (rules, reply->last) + 1u));
  else if (explanation->reply_takes > 0)
    add (text, g_strdup_printf (ngettext ("The opponent’s best answer, %s, "
                                          "takes %u stone.",
                                          "The opponent’s best answer, %s, "
                                          "takes %u stones.",
                                          (unsigned) explanation->reply_takes),
                                notation,
                                (unsigned) explanation->reply_takes));
  else
    add (text, g_strdup_printf (_("The opponent’s best answer is %s."),
                                notation));
}

char *
toguz_explanation_describe (const ToguzRuleset *rules,
                            const ToguzPosition *pos,
                            const ToguzExplanation *explanation)
{
  return toguz_explanation_describe_part (rules, pos, explanation, TRUE,
                                          TRUE);
}

char *
toguz_explanation_describe_part (const ToguzRuleset *rules,
                                 const ToguzPosition *pos,
                                 const ToguzExplanation *explanation,
                                 gboolean with_reply, gboolean with_better)
{
  const unsigned number = explanation->hole + 1u;
  const bool white = explanation->side == TOGUZ_WHITE;
  GString *text;

  switch (explanation->verdict)
    {
    case TOGUZ_VERDICT_NOT_YOUR_HOLE:
      return g_strdup_printf (white ? _("That is White’s hole %u: you sow "
                                        "only from your own row.")
                                    : _("That is Black’s hole %u: you sow "
                                        "only from your own row."),
                              number);
    case TOGUZ_VERDICT_EMPTY:
      return g_strdup_printf (_("Your hole %u is empty: there is nothing to "
                                "sow."),
                              number);
    case TOGUZ_VERDICT_TUZDIK:
      return g_strdup_printf (_("Your hole %u is the opponent’s tuzdik: "
                                "nobody sows from a tuzdik."),
                              number);
    case TOGUZ_VERDICT_GAME_OVER:
      return g_strdup (_("The game is over: there are no more moves."));
    case TOGUZ_VERDICT_NO_SUCH_HOLE:
      return g_strdup_printf (_("There is no hole %u: the holes are numbered "
                                "1 to %u."),
                              number, (unsigned) rules->holes);
    case TOGUZ_VERDICT_PLAYED:
    default:
      break;
    }

  text = g_string_new (NULL);
  add (text, toguz_event_describe (rules, &explanation->event));
  if (with_reply)
    describe_reply (rules, explanation, text);
  if (with_better && explanation->best_move >= 0
      && explanation->best_move != explanation->hole
      && explanation->best_value - explanation->played_value >= 2)
    add (text, g_strdup_printf (ngettext ("Hole %u was better: about %d "
                                          "stone more for you over the next "
                                          "few moves.",
                                          "Hole %u was better: about %d "
                                          "stones more for you over the next "
                                          "few moves.",
                                          (unsigned) (explanation->best_value
                                                      - explanation
                                                          ->played_value)),
                                explanation->best_move + 1,
                                explanation->best_value
                                  - explanation->played_value));
  (void) pos;
  return g_string_free (text, FALSE);
}

/* A gain is net, and counts half-moves: the learner's and the
 * opponent's, in turn, the learner's first. */
static char *
gain_describe (const ToguzGoal *goal)
{
  g_autofree char *span = NULL;
  unsigned stones = (unsigned) ABS (goal->amount);

  if (goal->plies <= 1)
    span = g_strdup (_("with this move"));
  else
    /* Translators: the end of "Win at least 12 stones more than your
     * opponent over the next 4 moves, yours and theirs.": the moves of
     * both players, in turn, the learner's first. */
    span = g_strdup_printf (ngettext ("over the next %d move, yours and "
                                      "theirs",
                                      "over the next %d moves, yours and "
                                      "theirs",
                                      (unsigned) goal->plies),
                            goal->plies);
  if (goal->amount > 0)
    /* Translators: %2$s is "over the next 4 moves, yours and theirs" or
     * "with this move". */
    return g_strdup_printf (ngettext ("Win at least %1$d stone more than "
                                      "your opponent %2$s.",
                                      "Win at least %1$d stones more than "
                                      "your opponent %2$s.",
                                      stones),
                            goal->amount, span);
  if (goal->amount == 0)
    /* Translators: %s is "over the next 4 moves, yours and theirs" or
     * "with this move". */
    return g_strdup_printf (_("Win at least as many stones as your "
                              "opponent %s."),
                            span);
  /* Translators: %2$s is "over the next 4 moves, yours and theirs" or
   * "with this move". */
  return g_strdup_printf (ngettext ("Lose at most %1$u stone more than your "
                                    "opponent %2$s.",
                                    "Lose at most %1$u stones more than your "
                                    "opponent %2$s.",
                                    stones),
                          stones, span);
}

char *
toguz_goal_describe (const ToguzRuleset *rules, const ToguzGoal *goal)
{
  switch (goal->kind)
    {
    case TOGUZ_GOAL_CAPTURE:
      return g_strdup_printf (ngettext ("Capture at least %d stone with one "
                                        "move.",
                                        "Capture at least %d stones with one "
                                        "move.",
                                        (unsigned) goal->amount),
                              goal->amount);
    case TOGUZ_GOAL_TUZDIK:
      return g_strdup (_("Win a tuzdik with one move."));
    case TOGUZ_GOAL_NO_CAPTURE:
      return g_strdup (_("Play a move that captures nothing."));
    case TOGUZ_GOAL_LAND:
      return g_strdup_printf (_("Make your last stone land in a hole "
                                "numbered %d."),
                              goal->amount);
    case TOGUZ_GOAL_NO_MOVES:
      return g_strdup (_("Leave the opponent without a move."));
    case TOGUZ_GOAL_GAIN:
      return gain_describe (goal);
    case TOGUZ_GOAL_WIN:
      return g_strdup (_("Win the game, whatever the opponent answers."));
    case TOGUZ_GOAL_NO_TUZDIK:
      return g_strdup (_("Play a move after which the opponent cannot win a "
                         "tuzdik."));
    case TOGUZ_GOAL_BEST:
    default:
      return g_strdup (_("Find the best move."));
    }
  (void) rules;
}

/* The holes the achieving moves sow from, as "3, 5, 7". */
static char *
hole_list (unsigned moves)
{
  GString *list = g_string_new (NULL);

  for (unsigned h = 0; h < TOGUZ_MAX_HOLES; h++)
    {
      if (!((moves >> h) & 1u))
        continue;
      if (list->len > 0)
        g_string_append (list, ", ");
      g_string_append_printf (list, "%u", h + 1);
    }
  return g_string_free (list, FALSE);
}

static char *
concept_hint (const ToguzRuleset *rules, const ToguzGoal *goal)
{
  switch (goal->kind)
    {
    case TOGUZ_GOAL_CAPTURE:
      return g_strdup (_("A hole on the opponent’s row is captured whole when "
                         "your last stone makes its count even. Look for an "
                         "odd hole your last stone can reach."));
    case TOGUZ_GOAL_TUZDIK:
      return g_strdup (_("A hole of the opponent’s with 2 stones becomes your "
                         "tuzdik when your last stone makes it 3 — but never "
                         "the last hole, only one a game, and never the "
                         "mirror of the opponent’s."));
    case TOGUZ_GOAL_NO_CAPTURE:
      return g_strdup (_("Only an even count on the opponent’s row is "
                         "captured: end on your own row, or on an odd "
                         "count."));
    case TOGUZ_GOAL_LAND:
      return g_strdup (_("Count the stones: the first goes back into the hole "
                         "you sow (unless it is a single stone), then one "
                         "into each hole after it."));
    case TOGUZ_GOAL_NO_MOVES:
      return g_strdup (_("When the opponent has no stone left to sow, the "
                         "game ends. Which move leaves the opponent’s row "
                         "empty?"));
    case TOGUZ_GOAL_GAIN:
      return g_strdup (_("Look beyond the first capture: a move that lets the "
                         "opponent take more back is no gain. For each move, "
                         "find the opponent’s best answer."));
    case TOGUZ_GOAL_WIN:
      return g_strdup_printf (_("Count what is left: the game is won with "
                                "more than %u stones in your kazan, or when "
                                "the opponent runs out of moves."),
                              toguz_ruleset_half (rules));
    case TOGUZ_GOAL_NO_TUZDIK:
      return g_strdup (_("Your holes with 2 stones are in danger: if the "
                         "opponent’s last stone makes one of them 3, it "
                         "becomes the opponent’s tuzdik."));
    case TOGUZ_GOAL_BEST:
    default:
      return g_strdup (_("Weigh what each move takes, and what the "
                         "opponent’s best answer takes back."));
    }
}

unsigned
toguz_hint_where_moves (const ToguzRuleset *rules, const ToguzPosition *pos,
                        const ToguzGoal *goal, const ToguzGoalAnswer *answer)
{
  /* A few moves, the answer among them, never alone; the goals that
   * count stones rank the others by them. */
  gboolean valued = goal->kind == TOGUZ_GOAL_CAPTURE
                    || goal->kind == TOGUZ_GOAL_GAIN
                    || goal->kind == TOGUZ_GOAL_BEST;

  return toguz_hint_candidates (rules, pos, answer->legal, answer->best_move,
                                valued ? answer->value : NULL);
}

char *
toguz_hint_describe (const ToguzRuleset *rules, const ToguzPosition *pos,
                     const ToguzGoal *goal, const ToguzGoalAnswer *answer,
                     ToguzHintRung rung)
{
  ToguzPosition after;
  ToguzEvent event;

  if (rung <= TOGUZ_HINT_CONCEPT)
    return concept_hint (rules, goal);
  if (answer->best_move < 0)
    return g_strdup (_("No move achieves this here."));

  toguz_position_play (rules, pos, (unsigned) answer->best_move, &after,
                       &event);
  if (rung == TOGUZ_HINT_WHERE)
    {
      g_autofree char *holes = hole_list (toguz_hint_where_moves (
        rules, pos, goal, answer));

      return g_strdup_printf (_("Look at your holes %s: the move is among "
                                "them."),
                              holes);
    }
  if (rung == TOGUZ_HINT_HOLE)
    return g_strdup_printf (_("Sow your hole %d."), answer->best_move + 1);

  {
    g_autofree char *sowing = toguz_event_describe (rules, &event);
    return g_strdup_printf (_("Sow your hole %d. %s"), answer->best_move + 1,
                            sowing);
  }
}

char *
toguz_goal_range_describe (const char *text, unsigned holes)
{
  return g_strdup_printf (_("The goal “%s” is out of range: capture:N takes "
                            "1 to %d stones, land:H a hole from 1 to %u, "
                            "gain:N:K %d to %d stones within 1 to %d "
                            "plies."),
                          text, TOGUZ_MAX_STONES, holes, -TOGUZ_MAX_STONES,
                          TOGUZ_MAX_STONES, TOGUZ_GOAL_GAIN_PLIES_MAX);
}
