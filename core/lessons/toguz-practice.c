/* toguz-practice.c: a task played out against the beginner
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "toguz-practice.h"
#include "toguz-text.h"
#include "toguz-zobrist.h"

gboolean
toguz_task_is_practice (const ToguzTask *task)
{
  return task != NULL && task->kind == TOGUZ_TASK_GOAL
         && task->beginner_replies;
}

gboolean
toguz_practice_goal_is_measurable (const ToguzGoal *goal)
{
  return goal->kind == TOGUZ_GOAL_GAIN || goal->kind == TOGUZ_GOAL_TUZDIK
         || goal->kind == TOGUZ_GOAL_WIN || goal->kind == TOGUZ_GOAL_NO_MOVES;
}

/* Replies */

guint32
toguz_practice_reply_seed (const ToguzRuleset *rules, const ToguzPosition *pos)
{
  static ToguzZobrist zobrist;
  static gsize ready = 0;
  guint64 key;

  if (g_once_init_enter (&ready))
    {
      toguz_zobrist_init (&zobrist);
      g_once_init_leave (&ready, 1);
    }
  key = toguz_zobrist_key (&zobrist, rules, pos);
  return (guint32) (key ^ (key >> 32));
}

int
toguz_practice_reply (ToguzSearch *search, const ToguzRuleset *rules,
                      const ToguzPosition *pos)
{
  g_return_val_if_fail (search != NULL && rules != NULL && pos != NULL, -1);
  if (pos->result != TOGUZ_ONGOING)
    return -1;
  return toguz_search_pick_move (search, rules, pos, TOGUZ_LEVEL_BEGINNER, 0,
                                 toguz_practice_reply_seed (rules, pos));
}

/* The engine on the learner's side searches a table of its own, cleared
 * before each move: one warm from other searches, or of another size,
 * would score some moves deeper than others, and the checker, the tutor
 * and the key would not play the same line. */
#define ENGINE_TABLE_MIB 4

static int
engine_move (ToguzSearch **engine, const ToguzRuleset *rules,
             const ToguzPosition *pos, unsigned legal,
             ToguzPracticePlayer player, guint64 *nodes)
{
  int scores[TOGUZ_MAX_HOLES];
  unsigned scored;
  int chosen = -1;

  if (*engine == NULL)
    *engine = toguz_search_new (ENGINE_TABLE_MIB);
  if (*engine == NULL)
    return -1;
  toguz_search_clear (*engine);
  scored = toguz_search_score_moves (*engine, rules, pos,
                                     TOGUZ_PRACTICE_DEPTH, scores);
  if (nodes)
    *nodes += toguz_search_nodes (*engine);
  if (scored != legal)
    return -1;
  /* The lowest hole among equals, whichever way. */
  for (unsigned m = scored; m; m &= m - 1)
    {
      int hole = g_bit_nth_lsf (m, -1);
      if (chosen < 0
          || (player == TOGUZ_PRACTICE_ENGINE ? scores[hole] > scores[chosen]
                                              : scores[hole] < scores[chosen]))
        chosen = hole;
    }
  return chosen;
}

static int
player_move (ToguzSearch **engine, const ToguzRuleset *rules,
             const ToguzPosition *pos, ToguzPracticePlayer player,
             guint64 *nodes)
{
  unsigned legal = pos->result == TOGUZ_ONGOING
                     ? toguz_position_move_mask (rules, pos) : 0;

  if (legal == 0)
    return -1;
  if (player == TOGUZ_PRACTICE_LOWEST)
    return g_bit_nth_lsf (legal, -1);
  return engine_move (engine, rules, pos, legal, player, nodes);
}

int
toguz_practice_move (const ToguzRuleset *rules, const ToguzPosition *pos,
                     ToguzPracticePlayer player)
{
  ToguzSearch *engine = NULL;
  int move;

  g_return_val_if_fail (rules != NULL && pos != NULL, -1);
  move = player_move (&engine, rules, pos, player, NULL);
  toguz_search_free (engine);
  return move;
}

/* The line from `at`, appended to `line`, on `engine`. */
static guint64
play_out_on (ToguzSearch **engine, ToguzSearch *search,
             const ToguzRuleset *rules, ToguzPosition at, unsigned turns,
             ToguzPracticePlayer player, GArray *line)
{
  guint64 nodes = 0;

  for (unsigned t = 0; t < turns && at.result == TOGUZ_ONGOING; t++)
    {
      int move = player_move (engine, rules, &at, player, &nodes);
      int reply;
      uint8_t hole;

      if (move < 0)
        break;
      hole = (uint8_t) move;
      g_array_append_val (line, hole);
      toguz_position_play (rules, &at, hole, &at, NULL);
      reply = toguz_practice_reply (search, rules, &at);
      if (reply < 0)
        break;
      nodes += toguz_search_nodes (search);
      hole = (uint8_t) reply;
      g_array_append_val (line, hole);
      toguz_position_play (rules, &at, hole, &at, NULL);
    }
  return nodes;
}

guint64
toguz_practice_play_out (ToguzSearch *search, const ToguzRuleset *rules,
                         const ToguzPosition *pos, unsigned turns,
                         ToguzPracticePlayer player, GArray *line)
{
  ToguzSearch *engine = NULL;
  guint64 nodes;

  g_return_val_if_fail (search != NULL && pos != NULL && line != NULL, 0);
  nodes = play_out_on (&engine, search, rules, *pos, turns, player, line);
  toguz_search_free (engine);
  return nodes;
}

gboolean
toguz_practice_play_out_after (ToguzSearch *search, const ToguzRuleset *rules,
                               const ToguzPosition *pos, unsigned first,
                               unsigned turns, ToguzPracticePlayer player,
                               GArray *line, guint64 *nodes)
{
  ToguzPosition at;
  uint8_t hole = (uint8_t) first;
  int reply;
  guint64 spent = 0;

  if (turns == 0
      || toguz_position_play (rules, pos, first, &at, NULL) != TOGUZ_MOVE_OK)
    return FALSE;
  g_array_append_val (line, hole);
  reply = toguz_practice_reply (search, rules, &at);
  if (reply >= 0)
    {
      spent += toguz_search_nodes (search);
      hole = (uint8_t) reply;
      g_array_append_val (line, hole);
      toguz_position_play (rules, &at, hole, &at, NULL);
      spent += toguz_practice_play_out (search, rules, &at, turns - 1, player,
                                        line);
    }
  if (nodes)
    *nodes += spent;
  return TRUE;
}

void
toguz_practice_plan (ToguzSearch *search, const ToguzRuleset *rules,
                     const ToguzPosition *now, unsigned turns_left,
                     ToguzGoalAnswer *answer)
{
  g_autoptr (GArray) line = g_array_new (FALSE, FALSE, sizeof (uint8_t));

  g_return_if_fail (answer != NULL);
  memset (answer, 0, sizeof *answer);
  answer->best_move = -1;
  answer->margin = -1;
  for (unsigned h = 0; h < TOGUZ_MAX_HOLES; h++)
    answer->refutation[h] = -1;
  answer->legal = toguz_position_move_mask (rules, now);
  /* Any legal move goes on: the line is judged at its end. */
  answer->achieving = answer->legal;
  answer->decided = TRUE;
  if (answer->legal == 0 || turns_left == 0)
    return;
  answer->nodes = toguz_practice_play_out (search, rules, now, turns_left,
                                           TOGUZ_PRACTICE_ENGINE, line);
  if (line->len == 0)
    {
      answer->decided = FALSE; /* cancelled */
      return;
    }
  answer->best_move = g_array_index (line, uint8_t, 0);
  answer->proof_length = MIN (line->len, TOGUZ_SEARCH_MAX_DEPTH);
  memcpy (answer->proof, line->data, answer->proof_length);
}

/* The judge */

gboolean
toguz_practice_judge (const ToguzTask *task, const ToguzRuleset *rules,
                      const ToguzPosition *start, const uint8_t *line,
                      guint n, ToguzPracticeOutcome *outcome)
{
  ToguzSide me = (ToguzSide) start->side;
  ToguzSide other = (ToguzSide) (me ^ 1);
  ToguzPosition at = *start;
  guint played = 0;

  g_return_val_if_fail (task != NULL && outcome != NULL, FALSE);
  memset (outcome, 0, sizeof *outcome);
  for (; played < n && at.result == TOGUZ_ONGOING; played++)
    {
      ToguzEvent event;

      if (toguz_position_play (rules, &at, line[played], &at, &event)
          != TOGUZ_MOVE_OK)
        break;
      if (event.side == me)
        {
          outcome->moves++;
          outcome->tuzdik |= event.tuzdik_made >= 0;
        }
      outcome->no_moves |= event.end == TOGUZ_END_NO_MOVES
                           && event.stuck_side == other;
    }
  outcome->result = (ToguzResult) at.result;
  outcome->finished = at.result != TOGUZ_ONGOING
                      || played >= 2 * task->turns;
  outcome->net = ((int) at.kazan[me] - start->kazan[me])
                 - ((int) at.kazan[other] - start->kazan[other]);
  outcome->won = at.result == (me == TOGUZ_WHITE ? TOGUZ_WHITE_WON
                                                 : TOGUZ_BLACK_WON);
  switch (task->goal.kind)
    {
    case TOGUZ_GOAL_GAIN:
      outcome->reached = outcome->net >= task->goal.amount;
      break;
    case TOGUZ_GOAL_TUZDIK:
      /* A tuzdik that holds: made, and not paid for with more stones. */
      outcome->reached = outcome->tuzdik && outcome->net >= 0;
      break;
    case TOGUZ_GOAL_WIN:
      outcome->reached = outcome->won;
      break;
    case TOGUZ_GOAL_NO_MOVES:
      outcome->reached = outcome->no_moves;
      break;
    default:
      outcome->reached = FALSE;
      break;
    }
  return outcome->reached;
}

/* Words */

char *
toguz_practice_describe_goal (const ToguzTask *task)
{
  unsigned turns = task->turns;
  int amount = task->goal.amount;
  unsigned stones = (unsigned) ABS (amount);
  g_autofree char *span = NULL;

  switch (task->goal.kind)
    {
    case TOGUZ_GOAL_GAIN:
      /* Translators: the end of "Win at least 10 stones more than your
       * opponent over your 6 moves against the beginner and its
       * replies.": the learner plays the moves, the engine's beginner
       * level answers each. */
      span = g_strdup_printf (ngettext ("over your %u move against the "
                                        "beginner and its reply",
                                        "over your %u moves against the "
                                        "beginner and its replies",
                                        turns),
                              turns);
      if (amount > 0)
        /* Translators: %2$s is "over the next 4 moves, yours and theirs"
         * or "with this move". */
        return g_strdup_printf (ngettext ("Win at least %1$d stone more "
                                          "than your opponent %2$s.",
                                          "Win at least %1$d stones more "
                                          "than your opponent %2$s.",
                                          stones),
                                amount, span);
      if (amount == 0)
        /* Translators: %s is "over the next 4 moves, yours and theirs" or
         * "with this move". */
        return g_strdup_printf (_("Win at least as many stones as your "
                                  "opponent %s."),
                                span);
      /* Translators: %2$s is "over the next 4 moves, yours and theirs" or
       * "with this move". */
      return g_strdup_printf (ngettext ("Lose at most %1$u stone more than "
                                        "your opponent %2$s.",
                                        "Lose at most %1$u stones more than "
                                        "your opponent %2$s.",
                                        stones),
                              stones, span);
    case TOGUZ_GOAL_TUZDIK:
      return g_strdup_printf (ngettext ("Make a tuzdik within your %u move "
                                        "against the beginner, and win at "
                                        "least as many stones as your "
                                        "opponent.",
                                        "Make a tuzdik within your %u moves "
                                        "against the beginner, and win at "
                                        "least as many stones as your "
                                        "opponent.",
                                        turns),
                              turns);
    case TOGUZ_GOAL_WIN:
      return g_strdup_printf (ngettext ("Win the game within your %u move "
                                        "against the beginner.",
                                        "Win the game within your %u moves "
                                        "against the beginner.",
                                        turns),
                              turns);
    case TOGUZ_GOAL_NO_MOVES:
    default:
      return g_strdup_printf (ngettext ("Leave the opponent without a move "
                                        "within your %u move against the "
                                        "beginner.",
                                        "Leave the opponent without a move "
                                        "within your %u moves against the "
                                        "beginner.",
                                        turns),
                              turns);
    }
}

/* "You won 6 stones more than Black.", by the net stones. */
static char *
standing_text (ToguzSide other, int net)
{
  gboolean black = other == TOGUZ_BLACK;
  unsigned stones = (unsigned) ABS (net);

  if (net > 0)
    return g_strdup_printf (black ? ngettext ("You won %d stone more than "
                                              "Black.",
                                              "You won %d stones more than "
                                              "Black.",
                                              stones)
                                  : ngettext ("You won %d stone more than "
                                              "White.",
                                              "You won %d stones more than "
                                              "White.",
                                              stones),
                            net);
  if (net < 0)
    return g_strdup_printf (black ? ngettext ("Black won %d stone more than "
                                              "you.",
                                              "Black won %d stones more than "
                                              "you.",
                                              stones)
                                  : ngettext ("White won %d stone more than "
                                              "you.",
                                              "White won %d stones more than "
                                              "you.",
                                              stones),
                            -net);
  return g_strdup (black ? _("You won as many stones as Black.")
                         : _("You won as many stones as White."));
}

/* What the stones must come to, for a gain that was missed. */
static char *
gain_asked (int amount)
{
  unsigned stones = (unsigned) ABS (amount);

  if (amount > 0)
    return g_strdup_printf (ngettext ("The task asks you to win at least %d "
                                      "stone more than your opponent.",
                                      "The task asks you to win at least %d "
                                      "stones more than your opponent.",
                                      stones),
                            amount);
  if (amount == 0)
    return g_strdup (_("The task asks you to win at least as many stones as "
                       "your opponent."));
  return g_strdup_printf (ngettext ("The task allows your opponent at most %u "
                                    "stone more than you.",
                                    "The task allows your opponent at most %u "
                                    "stones more than you.",
                                    stones),
                          stones);
}

static const char *
game_over_text (ToguzResult result)
{
  switch (result)
    {
    case TOGUZ_WHITE_WON:
      return _("The game is over: White has won.");
    case TOGUZ_BLACK_WON:
      return _("The game is over: Black has won.");
    case TOGUZ_DRAWN:
      return _("The game is over: a draw.");
    case TOGUZ_ONGOING:
    default:
      return NULL;
    }
}

char *
toguz_practice_describe_outcome (const ToguzTask *task,
                                 const ToguzPosition *start,
                                 const ToguzPracticeOutcome *outcome)
{
  ToguzSide other = (ToguzSide) (start->side ^ 1);
  gboolean black = other == TOGUZ_BLACK;
  g_autoptr (GString) text = g_string_new (NULL);

  /* How the game ended, unless the goal's own words say it. */
  if (outcome->result != TOGUZ_ONGOING
      && (task->goal.kind != TOGUZ_GOAL_WIN || !outcome->reached))
    toguz_text_append_sentence (text,
                                g_strdup (game_over_text (outcome->result)));
  switch (task->goal.kind)
    {
    case TOGUZ_GOAL_GAIN:
      toguz_text_append_sentence (text, standing_text (other, outcome->net));
      if (!outcome->reached)
        toguz_text_append_sentence (text, gain_asked (task->goal.amount));
      break;
    case TOGUZ_GOAL_TUZDIK:
      if (!outcome->tuzdik)
        {
          toguz_text_append_sentence (
            text, g_strdup (_("You made no tuzdik; the task asks for one "
                              "that holds.")));
          break;
        }
      toguz_text_append_sentence (text, standing_text (other, outcome->net));
      toguz_text_append_sentence (
        text, g_strdup (outcome->reached
                          ? _("You made a tuzdik, and it held.")
                          : _("Your tuzdik did not hold: the task asks for "
                              "at least as many stones as your opponent at "
                              "the end.")));
      break;
    case TOGUZ_GOAL_WIN:
      if (outcome->reached)
        toguz_text_append_sentence (text, g_strdup (_("You won the game.")));
      else if (outcome->result != TOGUZ_ONGOING)
        toguz_text_append_sentence (
          text, g_strdup (_("The task asks you to win the game.")));
      else
        toguz_text_append_sentence (
          text, g_strdup (_("The game is not over yet: the task asks you to "
                            "win it.")));
      break;
    case TOGUZ_GOAL_NO_MOVES:
    default:
      if (outcome->reached)
        toguz_text_append_sentence (
          text, g_strdup (black ? _("Black has no move left.")
                                : _("White has no move left.")));
      else
        toguz_text_append_sentence (
          text, g_strdup (black ? _("Black still has a move: the task asks "
                                    "you to leave Black without one.")
                                : _("White still has a move: the task asks "
                                    "you to leave White without one.")));
      break;
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

char *
toguz_practice_describe_standing (const ToguzTask *task,
                                  const ToguzPosition *start,
                                  const ToguzPosition *now)
{
  ToguzSide me = (ToguzSide) start->side;
  int net = ((int) now->kazan[me] - start->kazan[me])
            - ((int) now->kazan[me ^ 1] - start->kazan[me ^ 1]);

  if (task->goal.kind != TOGUZ_GOAL_GAIN
      && task->goal.kind != TOGUZ_GOAL_TUZDIK)
    return NULL;
  return standing_text ((ToguzSide) (me ^ 1), net);
}
