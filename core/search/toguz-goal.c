/* toguz-goal.c: goal predicates and puzzle proofs
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Goals over several plies are settled by exact searches with no guessing
 * (no evaluation, no pruning but alpha-beta), so that a stated solution is
 * a proof, not an opinion.  Only `best` asks the playing search.
 */
#include "toguz-goal.h"
#include "toguz-play-private.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* How deep `best` looks, and how close to the best counts as best. */
#define BEST_DEPTH 8
#define BEST_TOLERANCE 50

/* Reads an optionally signed decimal at *p without ever wrapping: past
 * 9999 the value stops growing, which every range below rejects. */
static bool
read_number (const char **p, int *out)
{
  const char *c = *p;
  bool negative = *c == '-';
  int value = 0;

  if (negative)
    c++;
  if (*c < '0' || *c > '9')
    return false;
  for (; *c >= '0' && *c <= '9'; c++)
    if (value <= 9999)
      value = value * 10 + (*c - '0');
  *out = negative ? -value : value;
  *p = c;
  return true;
}

static bool
within (int value, int min, int max)
{
  return value >= min && value <= max;
}

ToguzGoalStatus
toguz_goal_read (const char *text, ToguzGoal *goal)
{
  ToguzGoal g = { TOGUZ_GOAL_CAPTURE, 0, 0 };
  const char *p;
  bool in_range;

  if (text == NULL)
    return TOGUZ_GOAL_UNKNOWN;
  if (strncmp (text, "capture:", 8) == 0)
    {
      p = text + 8;
      if (!read_number (&p, &g.amount))
        return TOGUZ_GOAL_UNKNOWN;
      g.kind = TOGUZ_GOAL_CAPTURE;
      in_range = within (g.amount, 1, TOGUZ_MAX_STONES);
    }
  else if (strncmp (text, "land:", 5) == 0)
    {
      p = text + 5;
      if (!read_number (&p, &g.amount))
        return TOGUZ_GOAL_UNKNOWN;
      g.kind = TOGUZ_GOAL_LAND;
      in_range = within (g.amount, 1, TOGUZ_MAX_HOLES);
    }
  else if (strncmp (text, "gain:", 5) == 0)
    {
      p = text + 5;
      if (!read_number (&p, &g.amount) || *p++ != ':'
          || !read_number (&p, &g.plies))
        return TOGUZ_GOAL_UNKNOWN;
      g.kind = TOGUZ_GOAL_GAIN;
      in_range = within (g.amount, -TOGUZ_MAX_STONES, TOGUZ_MAX_STONES)
                 && within (g.plies, 1, TOGUZ_GOAL_GAIN_PLIES_MAX);
    }
  else
    {
      static const struct
      {
        const char *name;
        ToguzGoalKind kind;
      } plain[] = {
        { "tuzdik", TOGUZ_GOAL_TUZDIK },
        { "no-capture", TOGUZ_GOAL_NO_CAPTURE },
        { "no-moves", TOGUZ_GOAL_NO_MOVES },
        { "win", TOGUZ_GOAL_WIN },
        { "no-tuzdik", TOGUZ_GOAL_NO_TUZDIK },
        { "best", TOGUZ_GOAL_BEST },
      };
      for (size_t i = 0; i < sizeof plain / sizeof plain[0]; i++)
        {
          if (strcmp (text, plain[i].name) == 0)
            {
              g.kind = plain[i].kind;
              *goal = g;
              return TOGUZ_GOAL_PARSED;
            }
        }
      return TOGUZ_GOAL_UNKNOWN;
    }
  /* Nothing may follow the numbers ("capture:10x" is no goal). */
  if (*p != '\0')
    return TOGUZ_GOAL_UNKNOWN;
  if (!in_range)
    return TOGUZ_GOAL_OUT_OF_RANGE;
  *goal = g;
  return TOGUZ_GOAL_PARSED;
}

bool
toguz_goal_parse (const char *text, ToguzGoal *goal)
{
  return toguz_goal_read (text, goal) == TOGUZ_GOAL_PARSED;
}

void
toguz_goal_format (const ToguzGoal *goal, char buf[TOGUZ_GOAL_TEXT_MAX])
{
  switch (goal->kind)
    {
    case TOGUZ_GOAL_CAPTURE:
      snprintf (buf, TOGUZ_GOAL_TEXT_MAX, "capture:%d", goal->amount);
      break;
    case TOGUZ_GOAL_LAND:
      snprintf (buf, TOGUZ_GOAL_TEXT_MAX, "land:%d", goal->amount);
      break;
    case TOGUZ_GOAL_GAIN:
      snprintf (buf, TOGUZ_GOAL_TEXT_MAX, "gain:%d:%d", goal->amount,
                goal->plies);
      break;
    case TOGUZ_GOAL_TUZDIK:
      snprintf (buf, TOGUZ_GOAL_TEXT_MAX, "tuzdik");
      break;
    case TOGUZ_GOAL_NO_CAPTURE:
      snprintf (buf, TOGUZ_GOAL_TEXT_MAX, "no-capture");
      break;
    case TOGUZ_GOAL_NO_MOVES:
      snprintf (buf, TOGUZ_GOAL_TEXT_MAX, "no-moves");
      break;
    case TOGUZ_GOAL_WIN:
      snprintf (buf, TOGUZ_GOAL_TEXT_MAX, "win");
      break;
    case TOGUZ_GOAL_NO_TUZDIK:
      snprintf (buf, TOGUZ_GOAL_TEXT_MAX, "no-tuzdik");
      break;
    case TOGUZ_GOAL_BEST:
    default:
      snprintf (buf, TOGUZ_GOAL_TEXT_MAX, "best");
      break;
    }
}

bool
toguz_goal_is_single_move (const ToguzGoal *goal)
{
  return goal->kind == TOGUZ_GOAL_CAPTURE || goal->kind == TOGUZ_GOAL_TUZDIK
         || goal->kind == TOGUZ_GOAL_NO_CAPTURE
         || goal->kind == TOGUZ_GOAL_LAND || goal->kind == TOGUZ_GOAL_NO_MOVES;
}

/* Single-move goals: the event says it all. */
static int
single_move_value (const ToguzRuleset *rules, const ToguzGoal *goal,
                   const ToguzEvent *event)
{
  switch (goal->kind)
    {
    case TOGUZ_GOAL_CAPTURE:
      return event->captured;
    case TOGUZ_GOAL_TUZDIK:
      return event->tuzdik_made >= 0;
    case TOGUZ_GOAL_NO_CAPTURE:
      return event->captured == 0;
    case TOGUZ_GOAL_LAND:
      return toguz_ring_hole (rules, event->last) + 1 == (unsigned) goal->amount;
    case TOGUZ_GOAL_NO_MOVES:
      return event->end == TOGUZ_END_NO_MOVES
             && event->stuck_side != event->side;
    default:
      return 0;
    }
}

static bool
single_move_achieves (const ToguzGoal *goal, int value)
{
  return goal->kind == TOGUZ_GOAL_CAPTURE ? value >= goal->amount
                                          : value != 0;
}

/* Exact material search: the kazan difference, mover's view, that the
 * side to move can force within `plies`; finished games count their final
 * kazans.  Children are tried biggest gain first. */
/* What the win prover has settled about a position (for one winner). */
typedef struct
{
  uint64_t key;
  uint8_t win_within;     /* a win is proven within this many plies */
  uint8_t no_win_within;  /* no win within this many; NO_WIN_EVER: at all */
} ProofEntry;

#define PROOF_TABLE_ENTRIES (1u << 18)
#define NOT_PROVEN 0xff
#define NO_WIN_EVER 0xff

typedef struct
{
  const ToguzRuleset *rules;
  ToguzSearch *search;
  ProofEntry *table;      /* NULL: no table (allocation failed) */
  uint64_t nodes;
  uint64_t budget;
  bool over_budget;
  uint8_t pv[TOGUZ_SEARCH_MAX_DEPTH + 1][TOGUZ_SEARCH_MAX_DEPTH + 1];
  unsigned pv_length[TOGUZ_SEARCH_MAX_DEPTH + 1];
} Proof;

static int
material (const ToguzRuleset *rules, const ToguzPosition *pos)
{
  ToguzSide me = (ToguzSide) pos->side;

  return (int) toguz_position_final_kazan (rules, pos, me)
         - (int) toguz_position_final_kazan (rules, pos, (ToguzSide) (me ^ 1));
}

static unsigned
ordered_children (const ToguzRuleset *rules, const ToguzPosition *pos,
                  ToguzPosition children[TOGUZ_MAX_HOLES],
                  uint8_t holes[TOGUZ_MAX_HOLES])
{
  unsigned count = 0;
  int gains[TOGUZ_MAX_HOLES];

  for (unsigned moves = toguz_move_mask_sized (pos, rules->holes); moves;
       moves &= moves - 1)
    {
      unsigned hole = toguz_lowest_bit (moves), i = count++;
      ToguzPosition child;
      int gain;

      toguz_play_fast (rules, pos, hole, &child);
      gain = (int) child.kazan[pos->side] - (int) pos->kazan[pos->side];
      while (i > 0 && gains[i - 1] < gain)
        {
          children[i] = children[i - 1];
          holes[i] = holes[i - 1];
          gains[i] = gains[i - 1];
          i--;
        }
      children[i] = child;
      holes[i] = (uint8_t) hole;
      gains[i] = gain;
    }
  return count;
}

static int
material_search (Proof *proof, const ToguzPosition *pos, int plies,
                 int alpha, int beta, int ply)
{
  ToguzPosition children[TOGUZ_MAX_HOLES];
  uint8_t holes[TOGUZ_MAX_HOLES];
  unsigned count;
  int best = -TOGUZ_SCORE_INFINITE;

  proof->pv_length[ply] = 0;
  if (++proof->nodes > proof->budget)
    proof->over_budget = true;
  if (plies == 0 || pos->result != TOGUZ_ONGOING || proof->over_budget)
    return material (proof->rules, pos);

  count = ordered_children (proof->rules, pos, children, holes);
  for (unsigned i = 0; i < count; i++)
    {
      int score = -material_search (proof, &children[i], plies - 1, -beta,
                                    -alpha, ply + 1);
      if (score > best)
        {
          best = score;
          proof->pv[ply][0] = holes[i];
          memcpy (&proof->pv[ply][1], proof->pv[ply + 1],
                  proof->pv_length[ply + 1]);
          proof->pv_length[ply] = proof->pv_length[ply + 1] + 1;
          if (score > alpha)
            alpha = score;
          if (alpha >= beta)
            break;
        }
    }
  return best;
}

static bool
won_by (const ToguzPosition *pos, unsigned winner)
{
  return pos->result == (winner == TOGUZ_WHITE ? TOGUZ_WHITE_WON
                                               : TOGUZ_BLACK_WON);
}

/* Win proofs: true when `winner` can force a win from pos within `plies`,
 * whatever the other side does.  `horizon_hit` records that some line was
 * cut short, so that "no win" is only known up to the horizon; `refutation`
 * gets the first defence that holds at the top AND node. */
static bool
wins_for (Proof *proof, const ToguzPosition *pos, unsigned winner, int plies,
          bool *horizon_hit, int ply, int *refutation)
{
  ToguzPosition children[TOGUZ_MAX_HOLES];
  uint8_t holes[TOGUZ_MAX_HOLES];
  unsigned count;
  const bool choosing = pos->side == winner;
  bool result, below_horizon = false;
  ProofEntry *entry = NULL;
  uint64_t key = 0;

  proof->pv_length[ply] = 0;
  if (pos->result != TOGUZ_ONGOING)
    return won_by (pos, winner);
  if (plies == 0 || ++proof->nodes > proof->budget
      || ply >= TOGUZ_SEARCH_MAX_DEPTH)
    {
      proof->over_budget |= proof->nodes > proof->budget;
      *horizon_hit = true;
      return false;
    }

  /* Settled before, with at least as many plies?  (Not at the root of a
   * line: the proof line is rebuilt from there.) */
  if (proof->table && ply > 1)
    {
      key = toguz_search_position_key (proof->search, proof->rules, pos)
            ^ (winner ? 0x5bd1e9955bd1e995ull : 0);
      entry = &proof->table[key & (PROOF_TABLE_ENTRIES - 1)];
      if (entry->key == key)
        {
          if (entry->win_within <= plies && entry->win_within != NOT_PROVEN)
            return true;
          if (entry->no_win_within == NO_WIN_EVER)
            return false;
          if (entry->no_win_within >= plies)
            {
              *horizon_hit = true;
              return false;
            }
        }
    }

  count = ordered_children (proof->rules, pos, children, holes);
  result = !choosing;
  for (unsigned i = 0; i < count; i++)
    {
      bool wins = wins_for (proof, &children[i], winner, plies - 1,
                            &below_horizon, ply + 1, NULL);

      /* Choosing: one winning move is enough.  Defending: every reply must
       * lose; the line shown follows the first. */
      if (wins == choosing || i == 0)
        {
          proof->pv[ply][0] = holes[i];
          memcpy (&proof->pv[ply][1], proof->pv[ply + 1],
                  proof->pv_length[ply + 1]);
          proof->pv_length[ply] = proof->pv_length[ply + 1] + 1;
        }
      if (choosing && wins)
        {
          result = true;
          break;
        }
      if (!choosing && !wins)
        {
          if (refutation)
            *refutation = holes[i];
          result = false;
          break;
        }
    }
  *horizon_hit |= below_horizon;

  if (entry && !proof->over_budget)
    {
      if (entry->key != key)
        {
          entry->key = key;
          entry->win_within = NOT_PROVEN;
          entry->no_win_within = 0;
        }
      if (result && plies < entry->win_within)
        entry->win_within = (uint8_t) plies;
      else if (!result && !below_horizon)
        entry->no_win_within = NO_WIN_EVER;
      else if (!result && plies > entry->no_win_within)
        entry->no_win_within = (uint8_t) plies;
    }
  return result;
}

/* Writes out a proven win move by move (the table may have cut the
 * recorded line short): the winner's moves that still win, the first
 * defence each time, to the end of the game. */
static unsigned
win_line (Proof *proof, const ToguzPosition *from, unsigned winner,
          int plies, uint8_t *line, unsigned room)
{
  ToguzPosition pos = *from;
  unsigned length = 0;
  const uint64_t budget = proof->budget;
  const bool over_budget = proof->over_budget;

  /* The win is proven within `plies`: following it again mostly reads the
   * table, but give it room of its own. */
  proof->budget = proof->nodes + budget;
  proof->over_budget = false;
  while (pos.result == TOGUZ_ONGOING && plies > 0 && length < room)
    {
      ToguzPosition children[TOGUZ_MAX_HOLES];
      uint8_t holes[TOGUZ_MAX_HOLES];
      unsigned count = ordered_children (proof->rules, &pos, children, holes);
      unsigned pick = 0;

      if (pos.side == winner)
        {
          for (pick = 0; pick < count; pick++)
            {
              bool horizon_hit = false;
              if (wins_for (proof, &children[pick], winner, plies - 1,
                            &horizon_hit, 2, NULL))
                break;
            }
          if (pick == count)
            break; /* cannot happen for a proven win */
        }
      line[length++] = holes[pick];
      pos = children[pick];
      plies--;
    }
  proof->budget = budget;
  proof->over_budget = over_budget;
  return length;
}

static void
set_proof (ToguzGoalAnswer *answer, const uint8_t *line, unsigned length)
{
  if (length > TOGUZ_SEARCH_MAX_DEPTH)
    length = TOGUZ_SEARCH_MAX_DEPTH;
  memcpy (answer->proof, line, length);
  answer->proof_length = length;
}

/* Best and second best among the legal moves, for uniqueness. */
static void
rank_values (ToguzGoalAnswer *answer, int scale, int margin)
{
  int best = -TOGUZ_SCORE_INFINITE, second = -TOGUZ_SCORE_INFINITE;
  unsigned count = 0;

  for (unsigned m = answer->legal; m; m &= m - 1)
    {
      int v = answer->value[toguz_lowest_bit (m)];
      if (v > best)
        {
          second = best;
          best = v;
        }
      else if (v > second)
        second = v;
      count++;
    }
  answer->margin = count > 1 ? (best - second) / scale : -1;
  answer->unique = answer->achieving != 0
                   && ((answer->achieving & (answer->achieving - 1)) == 0
                       || (count > 1 && best - second >= margin * scale));
}

/* Deepens all first moves together, so that a short win anywhere is found
 * before a long line elsewhere uses up the budget.  A move is settled when
 * it wins, or when its search reached every end without a win. */
static void
solve_win (Proof *proof, const ToguzRuleset *rules, const ToguzPosition *pos,
           ToguzGoalAnswer *answer)
{
  ToguzPosition children[TOGUZ_MAX_HOLES];
  unsigned open = 0;

  if (answer->best_move >= 0)
    {
      /* A move that wins at once is the whole proof. */
      uint8_t move = (uint8_t) answer->best_move;
      set_proof (answer, &move, 1);
    }
  for (unsigned m = answer->legal; m; m &= m - 1)
    {
      unsigned hole = toguz_lowest_bit (m);
      toguz_play_fast (rules, pos, hole, &children[hole]);
      if (children[hole].result == TOGUZ_ONGOING)
        open |= 1u << hole;
    }

  for (int plies = 1; plies < TOGUZ_GOAL_WIN_HORIZON && open
                      && !proof->over_budget;
       plies++)
    {
      for (unsigned m = open; m && !proof->over_budget; m &= m - 1)
        {
          unsigned hole = toguz_lowest_bit (m);
          bool horizon_hit = false;

          if (wins_for (proof, &children[hole], pos->side, plies,
                        &horizon_hit, 1, &answer->refutation[hole]))
            {
              answer->achieving |= 1u << hole;
              answer->value[hole] = 1;
              answer->refutation[hole] = -1;
              if (answer->best_move < 0)
                {
                  /* The first win found is the shortest: the proof. */
                  uint8_t line[TOGUZ_SEARCH_MAX_DEPTH];
                  line[0] = (uint8_t) hole;
                  answer->best_move = (int) hole;
                  set_proof (answer, line,
                             1 + win_line (proof, &children[hole], pos->side,
                                           plies, line + 1,
                                           TOGUZ_SEARCH_MAX_DEPTH - 1));
                }
              open &= ~(1u << hole);
            }
          else if (!horizon_hit && !proof->over_budget)
            open &= ~(1u << hole);
        }
    }
  /* Every move settled, or the answer may still grow. */
  answer->decided = open == 0;
}

bool
toguz_goal_solve (ToguzSearch *search, const ToguzRuleset *rules,
                  const ToguzPosition *pos, const ToguzGoal *goal, int margin,
                  ToguzGoalAnswer *answer)
{
  return toguz_goal_solve_within (search, rules, pos, goal, margin, 0,
                                  answer);
}

bool
toguz_goal_solve_within (ToguzSearch *search, const ToguzRuleset *rules,
                         const ToguzPosition *pos, const ToguzGoal *goal,
                         int margin, uint64_t node_budget,
                         ToguzGoalAnswer *answer)
{
  Proof proof;
  int best_value = -TOGUZ_SCORE_INFINITE;

  memset (answer, 0, sizeof *answer);
  for (unsigned i = 0; i < TOGUZ_MAX_HOLES; i++)
    answer->refutation[i] = -1;
  answer->best_move = -1;
  answer->margin = -1;
  answer->decided = true;
  answer->legal = toguz_move_mask_sized (pos, rules->holes);
  if (margin < 1)
    margin = 1;
  memset (&proof, 0, sizeof proof);
  proof.rules = rules;
  proof.search = search;
  proof.budget = node_budget ? node_budget : TOGUZ_GOAL_DEFAULT_BUDGET;
  if (goal->kind == TOGUZ_GOAL_WIN)
    proof.table = calloc (PROOF_TABLE_ENTRIES, sizeof (ProofEntry));

  if (goal->kind == TOGUZ_GOAL_BEST)
    {
      int scores[TOGUZ_MAX_HOLES];
      unsigned scored = toguz_search_score_moves (search, rules, pos,
                                                  BEST_DEPTH, scores);

      answer->nodes = toguz_search_nodes (search);
      if (scored != answer->legal)
        {
          answer->decided = false;
          return false;
        }
      for (unsigned m = answer->legal; m; m &= m - 1)
        {
          unsigned hole = toguz_lowest_bit (m);
          answer->value[hole] = scores[hole];
          if (scores[hole] > best_value)
            {
              best_value = scores[hole];
              answer->best_move = (int) hole;
            }
        }
      for (unsigned m = answer->legal; m; m &= m - 1)
        {
          unsigned hole = toguz_lowest_bit (m);
          if (answer->value[hole] >= best_value - BEST_TOLERANCE)
            answer->achieving |= 1u << hole;
        }
      rank_values (answer, TOGUZ_SCORE_STONE, margin);
      if (answer->best_move >= 0)
        {
          ToguzSearchLimits limits = { BEST_DEPTH, 0, 0 };
          ToguzSearchResult result;
          toguz_search_run (search, rules, pos, &limits, &result);
          answer->nodes += result.nodes;
          if (result.pv_length > 0 && result.pv[0] == answer->best_move)
            set_proof (answer, result.pv, result.pv_length);
          else
            {
              uint8_t move = (uint8_t) answer->best_move;
              set_proof (answer, &move, 1);
            }
        }
      return answer->achieving != 0;
    }

  for (unsigned m = answer->legal; m; m &= m - 1)
    {
      unsigned hole = toguz_lowest_bit (m);
      ToguzPosition child;
      ToguzEvent event;
      int value = 0;
      bool achieves = false;

      toguz_play_sized (rules, rules->holes, pos, hole, &child, &event);

      if (toguz_goal_is_single_move (goal))
        {
          value = single_move_value (rules, goal, &event);
          achieves = single_move_achieves (goal, value);
        }
      else if (goal->kind == TOGUZ_GOAL_NO_TUZDIK)
        {
          achieves = true;
          for (unsigned r = toguz_move_mask_sized (&child, rules->holes); r;
               r &= r - 1)
            {
              ToguzPosition reply;
              unsigned reply_hole = toguz_lowest_bit (r);
              toguz_play_fast (rules, &child, reply_hole, &reply);
              if (reply.tuzdik[child.side] != child.tuzdik[child.side])
                {
                  achieves = false;
                  answer->refutation[hole] = (int) reply_hole;
                  break;
                }
            }
          value = achieves;
        }
      else if (goal->kind == TOGUZ_GOAL_GAIN)
        {
          int before = material (rules, pos);
          int after = -material_search (&proof, &child, goal->plies - 1,
                                        -TOGUZ_SCORE_INFINITE,
                                        TOGUZ_SCORE_INFINITE, 1);
          value = after - before;
          achieves = value >= goal->amount;
          if (proof.pv_length[1] > 0)
            answer->refutation[hole] = proof.pv[1][0];
          if (value > best_value)
            {
              uint8_t line[TOGUZ_SEARCH_MAX_DEPTH];
              line[0] = (uint8_t) hole;
              memcpy (line + 1, proof.pv[1], proof.pv_length[1]);
              set_proof (answer, line, proof.pv_length[1] + 1);
            }
        }
      else /* TOGUZ_GOAL_WIN: settled below, all moves deepening together */
        {
          achieves = child.result != TOGUZ_ONGOING && won_by (&child, pos->side);
          value = achieves;
        }

      answer->value[hole] = value;
      if (achieves)
        {
          answer->achieving |= 1u << hole;
          if (answer->best_move < 0 || value > answer->value[answer->best_move])
            answer->best_move = (int) hole;
        }
      if (value > best_value)
        best_value = value;
    }

  if (goal->kind == TOGUZ_GOAL_WIN)
    solve_win (&proof, rules, pos, answer);

  free (proof.table);
  answer->nodes = proof.nodes;
  if (proof.over_budget)
    answer->decided = false;

  if (goal->kind == TOGUZ_GOAL_GAIN || goal->kind == TOGUZ_GOAL_CAPTURE)
    rank_values (answer, 1, margin);
  else
    {
      answer->unique = answer->achieving != 0
                       && (answer->achieving & (answer->achieving - 1)) == 0;
      answer->margin = -1;
    }

  if (answer->best_move >= 0 && goal->kind != TOGUZ_GOAL_GAIN
      && goal->kind != TOGUZ_GOAL_WIN)
    {
      uint8_t move = (uint8_t) answer->best_move;
      set_proof (answer, &move, 1);
    }
  if (goal->kind == TOGUZ_GOAL_GAIN && answer->best_move >= 0
      && answer->proof[0] != answer->best_move)
    {
      /* The line kept was for the best value: that is the best move. */
      answer->best_move = answer->proof[0];
    }
  if (answer->achieving == 0)
    answer->proof_length = 0;
  return answer->achieving != 0;
}

bool
toguz_goal_achieved_by (ToguzSearch *search, const ToguzRuleset *rules,
                        const ToguzPosition *pos, const ToguzGoal *goal,
                        unsigned hole)
{
  ToguzGoalAnswer answer;

  toguz_goal_solve (search, rules, pos, goal, 1, &answer);
  return hole < TOGUZ_MAX_HOLES && (answer.achieving >> hole) & 1u;
}

/* How far apart two holes of the ring are, either way round. */
static unsigned
ring_distance (const ToguzRuleset *rules, unsigned a, unsigned b)
{
  unsigned size = 2u * rules->holes;
  unsigned d = a > b ? a - b : b - a;

  return d < size - d ? d : size - d;
}

static unsigned
landing (const ToguzRuleset *rules, const ToguzPosition *pos, unsigned hole)
{
  ToguzPosition after;
  ToguzEvent event;

  if (toguz_position_play (rules, pos, hole, &after, &event) != TOGUZ_MOVE_OK)
    return toguz_ring_index (rules, (ToguzSide) pos->side, hole);
  return event.last;
}

unsigned
toguz_hint_candidates (const ToguzRuleset *rules, const ToguzPosition *pos,
                       unsigned legal, int shown, const int *value)
{
  unsigned n = toguz_mask_count (legal);
  unsigned wanted = n / 2 < 2 ? 2 : n / 2 > 3 ? 3 : n / 2;
  unsigned chosen, target;

  if (shown < 0 || shown >= TOGUZ_MAX_HOLES)
    return 0;
  chosen = 1u << shown;
  target = landing (rules, pos, (unsigned) shown);
  while (toguz_mask_count (chosen) < wanted && (legal & ~chosen) != 0)
    {
      int best = -1;
      unsigned best_distance = 0;

      for (unsigned h = 0; h < TOGUZ_MAX_HOLES; h++)
        {
          unsigned distance;

          if (!((legal & ~chosen) >> h & 1u))
            continue;
          distance = ring_distance (rules, landing (rules, pos, h), target);
          if (best < 0 || (value && value[h] > value[best])
              || ((!value || value[h] == value[best])
                  && distance < best_distance))
            {
              best = (int) h;
              best_distance = distance;
            }
        }
      chosen |= 1u << best;
    }
  return chosen;
}
