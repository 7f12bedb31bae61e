/* toguz-endgame.c: the exact end of a game with few stones left
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "toguz-endgame.h"
#include "toguz-play-private.h"
#include "toguz-table-memory.h"
#include "toguz-zobrist.h"

#include <stdlib.h>
#include <string.h>

#define NO_MOVE 0xff

enum
{
  BOUND_EXACT = 1,
  BOUND_LOWER,
  BOUND_UPPER,
};

typedef struct
{
  uint64_t key;
  int32_t score;        /* relative to the node, as in toguz-search.c */
  uint8_t bound;
  uint8_t move;
  uint8_t unused[2];
} EndgameEntry;

struct ToguzEndgame
{
  ToguzZobrist zobrist;
  EndgameEntry *table;
  size_t table_mask;
  ToguzRuleset rules;
  uint64_t nodes;
  uint64_t node_limit;
  bool aborted;
  int best_move;        /* at the root of the last solve */
};

ToguzEndgame *
toguz_endgame_new (unsigned table_mib)
{
  ToguzEndgame *endgame = calloc (1, sizeof *endgame);
  size_t entries = 1;

  if (endgame == NULL)
    return NULL;
  if (table_mib < 1)
    table_mib = 1;
  while (entries * 2 * sizeof (EndgameEntry) <= (size_t) table_mib << 20)
    entries *= 2;
  endgame->table = calloc (entries, sizeof (EndgameEntry));
  if (endgame->table == NULL)
    {
      free (endgame);
      return NULL;
    }
  endgame->table_mask = entries - 1;
  toguz_zobrist_init (&endgame->zobrist);
  return endgame;
}

void
toguz_endgame_free (ToguzEndgame *endgame)
{
  if (endgame == NULL)
    return;
  free (endgame->table);
  free (endgame);
}

void
toguz_endgame_clear (ToguzEndgame *endgame)
{
  toguz_table_zero (endgame->table,
                    (endgame->table_mask + 1) * sizeof (EndgameEntry));
}

uint64_t
toguz_endgame_nodes (const ToguzEndgame *endgame)
{
  return endgame->nodes;
}

/* What the stones left allow, whoever plays them: kazans only grow, and a
 * winner ends with more than half of the stones (past half at once, or
 * all of them shared out after the sweep; half each is the only draw).
 * *lowest and *highest bound the score of pos, `ply` from the root, for
 * any line shorter than `ply_limit`. */
static void
score_bounds (const ToguzRuleset *rules, const ToguzPosition *pos, int ply,
              int ply_limit, int *lowest, int *highest)
{
  const int half = (int) toguz_ruleset_half (rules);
  const int mine = pos->kazan[pos->side];
  const int theirs = pos->kazan[pos->side ^ 1];
  const int board = (int) toguz_ruleset_total (rules) - mine - theirs;

  *highest = TOGUZ_SCORE_WIN + TOGUZ_SCORE_STONE * (mine + board - theirs)
             - ply - 1;
  if (mine + board == half)
    *highest = 0;
  else if (mine + board < half)
    *highest = -TOGUZ_SCORE_WIN
               + TOGUZ_SCORE_STONE * (mine + board - theirs) + ply_limit;

  *lowest = -TOGUZ_SCORE_WIN + TOGUZ_SCORE_STONE * (mine - theirs - board)
            + ply + 1;
  if (theirs + board == half)
    *lowest = 0;
  else if (theirs + board < half)
    *lowest = TOGUZ_SCORE_WIN
              + TOGUZ_SCORE_STONE * (mine - theirs - board) - ply_limit;
}

typedef struct
{
  ToguzPosition position[TOGUZ_MAX_HOLES];
  uint8_t move[TOGUZ_MAX_HOLES];
  int order[TOGUZ_MAX_HOLES];
  unsigned count;
} Children;

/* The table move, then moves that end the game, then the biggest gain. */
static void
make_children (const ToguzRuleset *rules, const ToguzPosition *pos,
               unsigned table_move, Children *children)
{
  const unsigned me = pos->side;
  unsigned moves = toguz_move_mask_sized (pos, rules->holes);

  children->count = 0;
  for (; moves; moves &= moves - 1)
    {
      unsigned hole = toguz_lowest_bit (moves);
      unsigned i = children->count;
      ToguzPosition child;
      int key;

      toguz_play_fast (rules, pos, hole, &child);
      key = ((int) child.kazan[me] - (int) pos->kazan[me]) * 64;
      if (child.result != TOGUZ_ONGOING)
        key += 16384;
      if (child.tuzdik[me] != pos->tuzdik[me])
        key += 2048;
      if (hole == table_move)
        key = 1 << 30;
      while (i > 0 && children->order[i - 1] < key)
        {
          children->position[i] = children->position[i - 1];
          children->move[i] = children->move[i - 1];
          children->order[i] = children->order[i - 1];
          i--;
        }
      children->position[i] = child;
      children->move[i] = (uint8_t) hole;
      children->order[i] = key;
      children->count++;
    }
}

static int
solve (ToguzEndgame *endgame, const ToguzPosition *pos, int alpha, int beta,
       int ply, int distance)
{
  const ToguzRuleset *rules = &endgame->rules;
  const int ply_limit = ply - distance + TOGUZ_ENDGAME_MAX_PLY;
  const int alpha_in = alpha, beta_in = beta;
  unsigned table_move = NO_MOVE, best_move = NO_MOVE;
  int best = -TOGUZ_SCORE_INFINITE, lowest, highest;
  EndgameEntry *entry;
  Children children;
  uint64_t key;

  if (pos->result != TOGUZ_ONGOING)
    return toguz_eval_final (rules, pos, ply);
  if (distance >= TOGUZ_ENDGAME_MAX_PLY
      || (endgame->node_limit && endgame->nodes >= endgame->node_limit))
    endgame->aborted = true;
  if (endgame->aborted)
    return 0;
  endgame->nodes++;

  score_bounds (rules, pos, ply, ply_limit, &lowest, &highest);
  if (highest <= alpha)
    return highest;
  if (lowest >= beta)
    return lowest;

  key = toguz_zobrist_key (&endgame->zobrist, rules, pos);
  entry = &endgame->table[key & endgame->table_mask];
  if (entry->key == key)
    {
      int score = toguz_score_from_table (entry->score, ply);

      table_move = entry->move;
      if (entry->bound == BOUND_EXACT
          || (entry->bound == BOUND_LOWER && score >= beta)
          || (entry->bound == BOUND_UPPER && score <= alpha))
        {
          if (distance == 0)
            endgame->best_move = table_move == NO_MOVE ? -1
                                                       : (int) table_move;
          return score;
        }
    }

  make_children (rules, pos, table_move, &children);
  if (children.count == 0)
    {
      /* Only a position set up by hand: its end, as the rules count it. */
      ToguzPosition ended = *pos;

      toguz_position_update_result (rules, &ended);
      return toguz_eval_final (rules, &ended, ply);
    }
  for (unsigned i = 0; i < children.count; i++)
    {
      const ToguzPosition *child = &children.position[i];
      int score;

      if (i == 0)
        score = -solve (endgame, child, -beta, -alpha, ply + 1,
                        distance + 1);
      else
        {
          score = -solve (endgame, child, -alpha - 1, -alpha, ply + 1,
                          distance + 1);
          if (score > alpha && score < beta && !endgame->aborted)
            score = -solve (endgame, child, -beta, -alpha, ply + 1,
                            distance + 1);
        }
      if (endgame->aborted)
        return 0;
      if (score > best)
        {
          best = score;
          best_move = children.move[i];
          if (score > alpha)
            {
              alpha = score;
              if (score >= beta)
                break;
            }
        }
    }

  entry->key = key;
  entry->score = toguz_score_to_table (best, ply);
  entry->move = (uint8_t) best_move;
  entry->bound = best >= beta_in ? BOUND_LOWER
                 : best > alpha_in ? BOUND_EXACT
                                   : BOUND_UPPER;
  if (distance == 0)
    endgame->best_move = (int) best_move;
  return best;
}

bool
toguz_endgame_solve (ToguzEndgame *endgame, const ToguzRuleset *rules,
                     const ToguzPosition *pos, int alpha, int beta, int ply,
                     uint64_t node_limit, int *score)
{
  int value;

  endgame->rules = *rules;
  endgame->nodes = 0;
  endgame->node_limit = node_limit;
  endgame->aborted = false;
  endgame->best_move = -1;
  value = solve (endgame, pos, alpha, beta, ply, 0);
  if (endgame->aborted)
    return false;
  *score = value;
  return true;
}

bool
toguz_endgame_solve_exact (ToguzEndgame *endgame, const ToguzRuleset *rules,
                           const ToguzPosition *pos, uint64_t node_limit,
                           int *score, int *best_move)
{
  if (!toguz_endgame_solve (endgame, rules, pos, -TOGUZ_SCORE_INFINITE,
                            TOGUZ_SCORE_INFINITE, 0, node_limit, score))
    return false;
  *best_move = pos->result == TOGUZ_ONGOING ? endgame->best_move : -1;
  return true;
}
