/* toguz-search.c: negamax alpha-beta with iterative deepening
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "toguz-search.h"
#include "toguz-endgame.h"
#include "toguz-play-private.h"
#include "toguz-table-memory.h"
#include "toguz-zobrist.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Plies of captures searched beyond the horizon: the default, and the
 * most the parameters may ask for. */
#define QUIESCENCE_PLIES 2
#define QUIESCENCE_PLIES_MAX 4
#define MAX_PLY (TOGUZ_SEARCH_MAX_DEPTH + QUIESCENCE_PLIES_MAX + 2)
#define NO_MOVE 0xff
/* The most nodes one attempt at an exact end may take: past it the
 * evaluation stands in, and what was solved stays in the solver's table
 * for the next attempt. */
#define ENDGAME_SOLVE_NODES 4096

enum
{
  BOUND_EXACT = 1,
  BOUND_LOWER,  /* the score is at least this (a beta cut-off) */
  BOUND_UPPER,  /* the score is at most this (no move raised alpha) */
};

typedef struct
{
  uint64_t key;
  int32_t score;
  uint8_t depth;
  uint8_t bound;
  uint8_t move;
  uint8_t unused;
} TableEntry;

struct ToguzSearch
{
  ToguzZobrist zobrist;
  TableEntry *table;
  size_t table_mask;
  ToguzRuleset rules;
  uint32_t history[2][TOGUZ_MAX_HOLES];
  uint8_t killer[MAX_PLY][2];
  uint8_t pv[MAX_PLY][MAX_PLY];
  unsigned pv_length[MAX_PLY];
  atomic_bool cancel;
  bool aborted;
  uint64_t nodes;
  uint64_t node_limit;
  double deadline;      /* seconds, 0: none */
  ToguzSearchParams params;
  ToguzEndgame *endgame;
  bool default_eval;    /* params.eval is the default: toguz_eval() */
};

const ToguzSearchParams toguz_search_params_default = {
  .eval = TOGUZ_EVAL_PARAMS_DEFAULT_INIT,
  .quiescence_plies = QUIESCENCE_PLIES,
  .null_move = true,
  .late_move_reductions = true,
  .endgame_stones = 0,
};

const ToguzSearchParams toguz_search_params_v1 = {
  .eval = { .tuzdik_base = 300, .tuzdik_per_stone = 5, .row_stone = 10,
            .move = 12, .starving = 250, .short_stones = 0,
            .short_stone = 0 },
  .quiescence_plies = 2,
  .null_move = true,
  .late_move_reductions = true,
};

static double
now_seconds (void)
{
  struct timespec ts;

  timespec_get (&ts, TIME_UTC);
  return (double) ts.tv_sec + (double) ts.tv_nsec / 1e9;
}

ToguzSearch *
toguz_search_new (unsigned table_mib)
{
  ToguzSearch *search = calloc (1, sizeof *search);
  size_t entries = 1;

  if (search == NULL)
    return NULL;
  if (table_mib < 1)
    table_mib = 1;
  while (entries * 2 * sizeof (TableEntry) <= (size_t) table_mib << 20)
    entries *= 2;
  search->table = calloc (entries, sizeof (TableEntry));
  if (search->table == NULL)
    {
      free (search);
      return NULL;
    }
  search->table_mask = entries - 1;
  search->endgame = toguz_endgame_new (table_mib / 4);
  if (search->endgame == NULL)
    {
      free (search->table);
      free (search);
      return NULL;
    }
  search->params = toguz_search_params_default;
  search->default_eval = true;
  toguz_zobrist_init (&search->zobrist);
  atomic_init (&search->cancel, false);
  return search;
}

void
toguz_search_free (ToguzSearch *search)
{
  if (search == NULL)
    return;
  toguz_endgame_free (search->endgame);
  free (search->table);
  free (search);
}

void
toguz_search_set_params (ToguzSearch *search,
                         const ToguzSearchParams *params)
{
  search->params = *params;
  if (search->params.quiescence_plies > QUIESCENCE_PLIES_MAX)
    search->params.quiescence_plies = QUIESCENCE_PLIES_MAX;
  search->default_eval = memcmp (&params->eval, &toguz_eval_params_default,
                                 sizeof params->eval) == 0;
}

static inline int
evaluate (const ToguzSearch *search, const ToguzPosition *pos)
{
  if (search->default_eval)
    return toguz_eval (&search->rules, pos);
  return toguz_eval_with (&search->params.eval, &search->rules, pos);
}

void
toguz_search_clear (ToguzSearch *search)
{
  toguz_table_zero (search->table,
                    (search->table_mask + 1) * sizeof (TableEntry));
  memset (search->history, 0, sizeof search->history);
  memset (search->killer, NO_MOVE, sizeof search->killer);
  toguz_endgame_clear (search->endgame);
}

void
toguz_search_cancel (ToguzSearch *search)
{
  atomic_store (&search->cancel, true);
}

static void
check_limits (ToguzSearch *search)
{
  if (atomic_load_explicit (&search->cancel, memory_order_relaxed)
      || (search->node_limit && search->nodes >= search->node_limit)
      || (search->deadline > 0 && now_seconds () >= search->deadline))
    search->aborted = true;
}

typedef struct
{
  ToguzPosition position[TOGUZ_MAX_HOLES];
  uint8_t move[TOGUZ_MAX_HOLES];
  int order[TOGUZ_MAX_HOLES];
  bool quiet[TOGUZ_MAX_HOLES];  /* takes nothing, makes no tuzdik */
  unsigned count;
} Children;

/* Makes every move and orders them: the table move, then what wins the
 * most stones now (a new tuzdik counts as much more), killers, history.
 * With captures_only, only moves that take stones at once. */
static void
make_children (ToguzSearch *search, const ToguzPosition *pos,
               unsigned table_move, int ply, bool captures_only,
               Children *children)
{
  const ToguzRuleset *rules = &search->rules;
  const unsigned me = pos->side;
  unsigned moves = toguz_move_mask_sized (pos, rules->holes);

  children->count = 0;
  for (; moves; moves &= moves - 1)
    {
      unsigned hole = toguz_lowest_bit (moves);
      unsigned i = children->count;
      ToguzPosition child;
      int gain, key;

      toguz_play_fast (rules, pos, hole, &child);
      gain = (int) child.kazan[me] - (int) pos->kazan[me];
      if (captures_only && gain < 2 && child.result == TOGUZ_ONGOING)
        continue;

      key = gain * 64;
      if (child.tuzdik[me] != pos->tuzdik[me])
        key += 2048;
      if (child.result != TOGUZ_ONGOING)
        key += 4096;
      if (hole == search->killer[ply][0] || hole == search->killer[ply][1])
        key += 32;
      key += (int) (search->history[me][hole] >> 10 < 31
                      ? search->history[me][hole] >> 10 : 31);
      if (hole == table_move)
        key = 1 << 30;

      /* Insertion sort: nine moves at most. */
      while (i > 0 && children->order[i - 1] < key)
        {
          children->position[i] = children->position[i - 1];
          children->move[i] = children->move[i - 1];
          children->order[i] = children->order[i - 1];
          children->quiet[i] = children->quiet[i - 1];
          i--;
        }
      children->position[i] = child;
      children->quiet[i] = gain < 2 && child.result == TOGUZ_ONGOING;
      children->move[i] = (uint8_t) hole;
      children->order[i] = key;
      children->count++;
    }
}

/* The exact end in place of the evaluation once few stones are left:
 * true, with *score, when the solver finished within its share. */
static bool
solve_endgame (ToguzSearch *search, const ToguzPosition *pos, int alpha,
               int beta, int ply, int *score)
{
  uint64_t budget = ENDGAME_SOLVE_NODES;
  unsigned board = toguz_ruleset_total (&search->rules) - pos->kazan[0]
                   - pos->kazan[1];
  bool solved;

  if (board > search->params.endgame_stones)
    return false;
  if (search->node_limit)
    {
      if (search->nodes >= search->node_limit)
        return false;
      if (search->node_limit - search->nodes < budget)
        budget = search->node_limit - search->nodes;
    }
  solved = toguz_endgame_solve (search->endgame, &search->rules, pos, alpha,
                                beta, ply, budget, score);
  search->nodes += toguz_endgame_nodes (search->endgame);
  check_limits (search);
  return solved && !search->aborted;
}

static int
quiesce (ToguzSearch *search, const ToguzPosition *pos, int alpha, int beta,
         int ply, int plies_left)
{
  Children children;
  int best;

  if (pos->result != TOGUZ_ONGOING)
    return toguz_eval_final (&search->rules, pos, ply);
  if ((++search->nodes & 1023) == 0)
    check_limits (search);
  if (search->aborted)
    return 0;
  if (solve_endgame (search, pos, alpha, beta, ply, &best))
    return best;

  /* Stand pat: the side to move need not capture. */
  best = evaluate (search, pos);
  if (best >= beta || plies_left == 0)
    return best;
  if (best > alpha)
    alpha = best;

  make_children (search, pos, NO_MOVE, ply, true, &children);
  for (unsigned i = 0; i < children.count; i++)
    {
      int score = -quiesce (search, &children.position[i], -beta, -alpha,
                            ply + 1, plies_left - 1);
      if (search->aborted)
        return 0;
      if (score > best)
        {
          best = score;
          if (score > alpha)
            {
              alpha = score;
              if (score >= beta)
                break;
            }
        }
    }
  return best;
}

/* Passing is safe to assume only when both sides have moves in hand. */
static bool
enough_moves_to_pass (const ToguzRuleset *rules, const ToguzPosition *pos)
{
  ToguzPosition passed = *pos;

  passed.side ^= 1u;
  return toguz_mask_count (toguz_move_mask_sized (pos, rules->holes)) >= 4
         && toguz_mask_count (toguz_move_mask_sized (&passed, rules->holes))
              >= 2;
}

static int
negamax (ToguzSearch *search, const ToguzPosition *pos, int depth, int alpha,
         int beta, int ply)
{
  const int alpha_in = alpha;
  const bool pv_node = beta - alpha > 1;
  uint64_t key;
  TableEntry *entry;
  unsigned table_move = NO_MOVE, best_move = NO_MOVE;
  Children children;
  int best = -TOGUZ_SCORE_INFINITE;

  search->pv_length[ply] = 0;
  if (pos->result != TOGUZ_ONGOING)
    return toguz_eval_final (&search->rules, pos, ply);
  if (depth <= 0 || ply >= TOGUZ_SEARCH_MAX_DEPTH)
    return quiesce (search, pos, alpha, beta, ply,
                    (int) search->params.quiescence_plies);
  if ((++search->nodes & 1023) == 0)
    check_limits (search);
  if (search->aborted)
    return 0;
  if (ply > 0 && solve_endgame (search, pos, alpha, beta, ply, &best))
    return best;

  key = toguz_zobrist_key (&search->zobrist, &search->rules, pos);
  entry = &search->table[key & search->table_mask];
  if (entry->key == key)
    {
      table_move = entry->move;
      if (entry->depth >= depth && !pv_node)
        {
          int score = toguz_score_from_table (entry->score, ply);
          if (entry->bound == BOUND_EXACT
              || (entry->bound == BOUND_LOWER && score >= beta)
              || (entry->bound == BOUND_UPPER && score <= alpha))
            return score;
        }
    }

  /* Null move: if passing still holds beta, a real move will too.  Not
   * near at syroo, where having to move is the whole point. */
  if (search->params.null_move && !pv_node && depth >= 3
      && !toguz_score_is_final (beta)
      && evaluate (search, pos) >= beta
      && enough_moves_to_pass (&search->rules, pos))
    {
      ToguzPosition passed = *pos;
      int reduction = depth >= 7 ? 3 : 2;
      int score;

      passed.side ^= 1u;
      passed.ply++;
      score = -negamax (search, &passed, depth - 1 - reduction, -beta,
                        -beta + 1, ply + 1);
      if (search->aborted)
        return 0;
      if (score >= beta && !toguz_score_is_final (score))
        return score;
    }

  make_children (search, pos, table_move, ply, false, &children);
  /* Only after a null move: the side to move may have nothing to sow. */
  if (children.count == 0)
    return evaluate (search, pos);
  for (unsigned i = 0; i < children.count; i++)
    {
      const ToguzPosition *child = &children.position[i];
      int score;

      if (i == 0)
        score = -negamax (search, child, depth - 1, -beta, -alpha, ply + 1);
      else
        {
          /* Late quiet moves are searched shallower first. */
          int reduction = 0;
          if (search->params.late_move_reductions && depth >= 3 && i >= 3
              && children.quiet[i])
            reduction = i >= 6 && depth >= 6 ? 2 : 1;
          score = -negamax (search, child, depth - 1 - reduction,
                            -alpha - 1, -alpha, ply + 1);
          if (reduction && score > alpha)
            score = -negamax (search, child, depth - 1, -alpha - 1, -alpha,
                              ply + 1);
          if (score > alpha && score < beta)
            score = -negamax (search, child, depth - 1, -beta, -alpha,
                              ply + 1);
        }
      if (search->aborted)
        return 0;

      if (score > best)
        {
          best = score;
          best_move = children.move[i];
          if (score > alpha)
            {
              alpha = score;
              search->pv[ply][0] = (uint8_t) best_move;
              memcpy (&search->pv[ply][1], search->pv[ply + 1],
                      search->pv_length[ply + 1]);
              search->pv_length[ply] = search->pv_length[ply + 1] + 1;
              if (score >= beta)
                {
                  unsigned me = pos->side;
                  if (search->killer[ply][0] != best_move)
                    {
                      search->killer[ply][1] = search->killer[ply][0];
                      search->killer[ply][0] = (uint8_t) best_move;
                    }
                  search->history[me][best_move] += (uint32_t) (depth * depth);
                  break;
                }
            }
        }
    }

  if (entry->key != key || entry->depth <= depth)
    {
      entry->key = key;
      entry->score = toguz_score_to_table (best, ply);
      entry->depth = (uint8_t) depth;
      entry->move = (uint8_t) best_move;
      entry->bound = best >= beta ? BOUND_LOWER
                     : best > alpha_in ? BOUND_EXACT
                                       : BOUND_UPPER;
    }
  return best;
}

static void
start (ToguzSearch *search, const ToguzRuleset *rules,
       const ToguzSearchLimits *limits)
{
  search->rules = *rules;
  search->aborted = false;
  search->nodes = 0;
  search->node_limit = limits ? limits->nodes : 0;
  search->deadline = limits && limits->time_ms
                       ? now_seconds () + limits->time_ms / 1000.0 : 0;
  atomic_store (&search->cancel, false);
  /* History from older positions says little about this one. */
  for (unsigned s = 0; s < 2; s++)
    for (unsigned h = 0; h < TOGUZ_MAX_HOLES; h++)
      search->history[s][h] /= 8;
  memset (search->killer, NO_MOVE, sizeof search->killer);
}

bool
toguz_search_run (ToguzSearch *search, const ToguzRuleset *rules,
                  const ToguzPosition *pos, const ToguzSearchLimits *limits,
                  ToguzSearchResult *result)
{
  const double started = now_seconds ();
  unsigned max_depth = limits && limits->depth ? limits->depth
                                               : TOGUZ_SEARCH_MAX_DEPTH;

  if (max_depth > TOGUZ_SEARCH_MAX_DEPTH)
    max_depth = TOGUZ_SEARCH_MAX_DEPTH;
  memset (result, 0, sizeof *result);
  result->best_move = -1;
  start (search, rules, limits);

  if (pos->result != TOGUZ_ONGOING)
    {
      result->score = toguz_eval_final (rules, pos, 0);
      return false;
    }

  for (unsigned depth = 1; depth <= max_depth; depth++)
    {
      int score = negamax (search, pos, (int) depth, -TOGUZ_SCORE_INFINITE,
                           TOGUZ_SCORE_INFINITE, 0);

      /* An unfinished iteration is thrown away, except that a first move
       * is always found. */
      if (search->aborted && result->best_move >= 0)
        break;
      if (search->pv_length[0] > 0)
        {
          result->best_move = search->pv[0][0];
          result->score = score;
          result->depth = depth;
          result->pv_length = search->pv_length[0];
          memcpy (result->pv, search->pv[0], result->pv_length);
        }
      if (search->aborted)
        break;
      /* A proven result cannot change with more depth. */
      if (toguz_score_is_final (score)
          && (unsigned) abs (score) > TOGUZ_SCORE_WIN - depth)
        break;
    }

  result->nodes = search->nodes;
  result->cancelled = atomic_load (&search->cancel);
  result->seconds = now_seconds () - started;
  return true;
}

unsigned
toguz_search_score_moves (ToguzSearch *search, const ToguzRuleset *rules,
                          const ToguzPosition *pos, unsigned depth,
                          int scores[TOGUZ_MAX_HOLES])
{
  unsigned moves = 0, done = 0;

  start (search, rules, NULL);
  if (depth < 1)
    depth = 1;
  if (depth > TOGUZ_SEARCH_MAX_DEPTH)
    depth = TOGUZ_SEARCH_MAX_DEPTH;
  moves = toguz_move_mask_sized (pos, rules->holes);

  for (unsigned mask = moves; mask; mask &= mask - 1)
    {
      unsigned hole = toguz_lowest_bit (mask);
      ToguzPosition child;
      int score = 0;

      toguz_play_fast (rules, pos, hole, &child);
      /* Deepening fills the table and history for the deeper passes. */
      for (unsigned d = 1; d <= depth; d++)
        score = -negamax (search, &child, (int) d - 1, -TOGUZ_SCORE_INFINITE,
                          TOGUZ_SCORE_INFINITE, 1);
      if (search->aborted)
        return 0;
      scores[hole] = score;
      done |= 1u << hole;
    }
  return done;
}

uint64_t
toguz_search_nodes (const ToguzSearch *search)
{
  return search->nodes;
}

uint64_t
toguz_search_position_key (const ToguzSearch *search,
                           const ToguzRuleset *rules,
                           const ToguzPosition *pos)
{
  return toguz_zobrist_key (&search->zobrist, rules, pos);
}

/* xorshift32: the weaker levels' error, reproducible from the seed. */
static uint32_t
next_random (uint32_t *state)
{
  uint32_t x = *state ? *state : 0x9e3779b9u;

  x ^= x << 13;
  x ^= x >> 17;
  x ^= x << 5;
  *state = x;
  return x;
}

int
toguz_search_pick_move (ToguzSearch *search, const ToguzRuleset *rules,
                        const ToguzPosition *pos, ToguzLevel level,
                        unsigned time_ms, uint32_t seed)
{
  int scores[TOGUZ_MAX_HOLES];
  unsigned depth, error, moves, endgame_stones;
  int best_move = -1, best = -TOGUZ_SCORE_INFINITE;

  if (level == TOGUZ_LEVEL_STRONG)
    {
      ToguzSearchLimits limits = { 0, time_ms ? time_ms : 1000, 0 };
      ToguzSearchResult result;

      toguz_search_run (search, rules, pos, &limits, &result);
      return result.best_move;
    }

  /* Beginner: looks one ply ahead and misjudges by up to 7 stones, so a
   * small capture often goes unseen while a big one rarely does.  Club:
   * four plies and an error of up to 1.5 stones. */
  depth = level == TOGUZ_LEVEL_BEGINNER ? 1 : 4;
  error = level == TOGUZ_LEVEL_BEGINNER ? 700 : 150;
  /* Nor do they see the exact end: a proven result is never misjudged,
   * so the solver would make them perfect once few stones are left. */
  endgame_stones = search->params.endgame_stones;
  search->params.endgame_stones = 0;
  moves = toguz_search_score_moves (search, rules, pos, depth, scores);
  search->params.endgame_stones = endgame_stones;
  for (unsigned mask = moves; mask; mask &= mask - 1)
    {
      unsigned hole = toguz_lowest_bit (mask);
      int noisy = scores[hole];

      /* A proven win or loss is never misjudged. */
      if (!toguz_score_is_final (noisy))
        noisy += (int) (next_random (&seed) % (2 * error + 1)) - (int) error;
      if (noisy > best)
        {
          best = noisy;
          best_move = (int) hole;
        }
    }
  return best_move;
}
