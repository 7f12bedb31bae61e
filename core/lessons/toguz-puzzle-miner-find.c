/* toguz-puzzle-miner-find.c: the puzzles one position offers, proved
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Cheap tests first (what each move does, a two- and four-ply material
 * search), the engine's scores only where a chance shows, exact proofs
 * only for the candidates.  A candidate is written as a puzzle, read back
 * by the loader and played through the single judge
 * (toguz_puzzle_line_check_spent()): it is kept when every move of the
 * learner is the only right one, the first is the engine's best
 * (toguz_puzzle_move_is_best()) and the proof stays within the budget.
 */
#include "config.h"

#include <string.h>

#include "toguz-eval.h"
#include "toguz-lesson-loader.h"
#include "toguz-puzzle-miner-private.h"
#include "toguz-text.h"

/* Fewer legal moves than this is a guess, not a puzzle (but for the one
 * move of two that leaves the opponent without a move); a won ending
 * needs more, since with few stones every move is forced. */
#define MIN_LEGAL 3
#define WIN_MIN_LEGAL 4
/* The task's margin (the format's default) and the stones a material
 * line must win. */
#define MARGIN 2
#define MIN_GAIN 4
/* How far (hundredths of a stone, depth 8) the solution must stand out
 * from the next move where a goal has no stones to compare, and how
 * much worse a declined tuzdik must be. */
#define CLEAR_LEAD 100
#define DECLINE_LEAD 200
/* Declining is confirmed deeper, by at least this. */
#define CONFIRM_DEPTH 10
#define CONFIRM_LEAD 50
/* The first move a ply deeper: within this of the best, and a declining
 * move ahead of the next by this. */
#define STEADY_SLACK (TOGUZ_PUZZLE_BEST_SLACK / 2)
#define STEADY_LEAD 60
/* Endings are counted out where this few stones are left on the board
 * and the engine sees one move win: at depth 8, or with fewer stones
 * still, at ENDING_DEPTH. */
#define WIN_STONES 40
#define DEEP_WIN_STONES 24
#define ENDING_DEPTH 12
/* The depth at which "plausible" moves are counted for the rating, and
 * how near the best they must look. */
#define SHALLOW_DEPTH 2
#define PLAUSIBLE 300

typedef struct
{
  ToguzMinerWorker *worker;
  ToguzMinerGame *game;
  const ToguzRuleset *rules;
  unsigned ply;
  ToguzPosition pos;
  unsigned legal;
  unsigned n_legal;
  ToguzEvent events[TOGUZ_MAX_HOLES];
  gboolean cleared;
  gboolean scored;
  int scores[TOGUZ_MAX_HOLES];  /* depth TOGUZ_PUZZLE_BEST_DEPTH */
  int best_score;
  int best_move;
} Spot;

static uint64_t
budget (const Spot *spot)
{
  return spot->worker->options->puzzle_budget;
}

static void
spend (Spot *spot, uint64_t nodes)
{
  spot->worker->nodes += nodes;
}

/* The engine's scores are read from a table cleared for the position, as
 * a check of the puzzle on its own meets it: a table warm with the
 * game's other positions sees deeper and can disagree. */
static void
score (Spot *spot, const ToguzPosition *pos, unsigned depth,
       int scores[TOGUZ_MAX_HOLES])
{
  if (!spot->cleared)
    {
      toguz_search_clear (spot->worker->search);
      spot->cleared = TRUE;
    }
  toguz_search_score_moves (spot->worker->search, spot->rules, pos, depth,
                            scores);
  spend (spot, toguz_search_nodes (spot->worker->search));
}

static gboolean
solve (Spot *spot, const ToguzPosition *pos, ToguzGoalKind kind, int amount,
       int plies, ToguzGoalAnswer *answer)
{
  ToguzGoal goal = { kind, amount, plies };

  toguz_goal_solve_within (spot->worker->search, spot->rules, pos, &goal,
                           MARGIN, budget (spot), answer);
  spend (spot, answer->nodes);
  return answer->decided;
}

/* The best of `values` over `moves`, its move, and the best of the
 * others. */
static int
top_of (const int *values, unsigned moves, int *move, int *second)
{
  int best = G_MININT, next = G_MININT, at = -1;

  for (unsigned m = moves; m; m &= m - 1)
    {
      int h = __builtin_ctz (m);
      if (values[h] > best)
        {
          next = best;
          best = values[h];
          at = h;
        }
      else if (values[h] > next)
        next = values[h];
    }
  if (move)
    *move = at;
  if (second)
    *second = next;
  return best;
}

static void
ensure_scores (Spot *spot)
{
  if (spot->scored)
    return;
  score (spot, &spot->pos, TOGUZ_PUZZLE_BEST_DEPTH, spot->scores);
  spot->best_score = top_of (spot->scores, spot->legal, &spot->best_move,
                             NULL);
  spot->scored = TRUE;
}

/* How far `move` scores above every other move (negative: below the
 * best). */
static int
lead_of (Spot *spot, unsigned move)
{
  int others;

  ensure_scores (spot);
  others = top_of (spot->scores, spot->legal & ~(1u << move), NULL, NULL);
  return spot->scores[move] - others;
}

static gboolean
looks_best (Spot *spot, unsigned move)
{
  ensure_scores (spot);
  if (toguz_score_is_final (spot->best_score) && spot->best_score > 0)
    return toguz_score_is_final (spot->scores[move]) && spot->scores[move] > 0;
  return spot->scores[move] >= spot->best_score - TOGUZ_PUZZLE_BEST_SLACK;
}

/* The material lead of the side to move, as the gain goal counts it. */
static int
lead (const ToguzRuleset *rules, const ToguzPosition *pos, ToguzSide side)
{
  return (int) toguz_position_final_kazan (rules, pos, side)
         - (int) toguz_position_final_kazan (rules, pos, (ToguzSide) (side ^ 1));
}

static ToguzMinedPuzzle *
new_puzzle (Spot *spot, ToguzMinedKind kind, ToguzGoalKind goal_kind,
            int amount, int plies, const uint8_t *line, unsigned length,
            unsigned turns)
{
  ToguzMinedPuzzle *puzzle = g_new0 (ToguzMinedPuzzle, 1);
  ToguzMinerGame *game = spot->game;

  puzzle->kind = kind;
  puzzle->before = g_array_index (game->positions, ToguzPosition,
                                  spot->ply - 1);
  puzzle->opponent_move = g_array_index (game->moves, uint8_t,
                                         spot->ply - 1);
  puzzle->position = spot->pos;
  puzzle->goal = (ToguzGoal) { goal_kind, amount, plies };
  puzzle->turns = turns;
  puzzle->line_length = MIN (length, G_N_ELEMENTS (puzzle->line));
  memcpy (puzzle->line, line, puzzle->line_length);
  puzzle->phase = toguz_puzzle_phase (spot->rules, &spot->pos);
  puzzle->played = spot->ply < game->moves->len
                     ? g_array_index (game->moves, uint8_t, spot->ply)
                     : -1;
  puzzle->lost = -1;
  puzzle->ply = spot->ply;
  puzzle->game_name = g_strdup (game->name);
  puzzle->round = g_strdup (game->round);
  return puzzle;
}

/* What the move played in the game cost, by the engine's scores in
 * stones (a won game's by its final count), where it comes to a stone or
 * more: the puzzle says it ("In the game, Black played 76 and lost 14
 * stones"), so one that cannot is not kept. */
static void
set_lost_by_score (Spot *spot, ToguzMinedPuzzle *puzzle)
{
  int behind;

  if (puzzle->played < 0)
    return;
  if (puzzle->played == puzzle->line[0])
    {
      puzzle->lost = 0;
      return;
    }
  ensure_scores (spot);
  behind = toguz_score_to_stones (spot->scores[puzzle->line[0]])
           - toguz_score_to_stones (spot->scores[puzzle->played]);
  if (behind >= 1)
    puzzle->lost = behind;
}

/* The engine's effort to find the first move, for the rating: from
 * which depth it prefers it for good, the nodes up to there, and how
 * many other moves look as good at a glance. */
static void
rate_effort (Spot *spot, ToguzMinedPuzzle *puzzle)
{
  ToguzSearch *search = spot->worker->search;
  unsigned move = puzzle->line[0];
  uint64_t nodes[TOGUZ_PUZZLE_BEST_DEPTH + 1] = { 0 };
  gboolean top[TOGUZ_PUZZLE_BEST_DEPTH + 1] = { FALSE };
  int scores[TOGUZ_MAX_HOLES];

  for (unsigned d = 1; d <= TOGUZ_PUZZLE_BEST_DEPTH; d++)
    {
      int best = 0;
      toguz_search_score_moves (search, spot->rules, &spot->pos, d, scores);
      nodes[d] = toguz_search_nodes (search);
      spend (spot, nodes[d]);
      best = top_of (scores, spot->legal, NULL, NULL);
      top[d] = scores[move] >= best;
      if (d == SHALLOW_DEPTH)
        for (unsigned m = spot->legal & ~(1u << move); m; m &= m - 1)
          puzzle->alternatives
            += scores[__builtin_ctz (m)] >= scores[move] - PLAUSIBLE;
    }
  puzzle->legal = spot->n_legal;
  puzzle->lifted = spot->events[move].lifted;
  puzzle->greedy = TRUE;
  for (unsigned m = spot->legal & ~(1u << move); m; m &= m - 1)
    {
      const ToguzEvent *event = &spot->events[__builtin_ctz (m)];
      if (event->captured > spot->events[move].captured)
        puzzle->greedy = FALSE;
      if (event->captured > 0 || event->tuzdik_made >= 0)
        puzzle->tempting++;
    }
  puzzle->find_depth = TOGUZ_PUZZLE_BEST_DEPTH;
  while (puzzle->find_depth > 1 && top[puzzle->find_depth - 1])
    puzzle->find_depth--;
  if (!top[TOGUZ_PUZZLE_BEST_DEPTH])
    puzzle->find_depth = TOGUZ_PUZZLE_BEST_DEPTH + 1;
  for (unsigned d = 1; d <= MIN (puzzle->find_depth,
                                 TOGUZ_PUZZLE_BEST_DEPTH);
       d++)
    puzzle->find_nodes += nodes[d];
}

static const char *
line_status_name (ToguzLineStatus status)
{
  static const char *const names[] = {
    "forced", "no line", "undecided", "not the only move", "wrong move",
    "short",
  };
  return status < G_N_ELEMENTS (names) ? names[status] : "?";
}

/* Whether the first move is still the engine's best a ply deeper, and
 * at depth 8 again with the table warm from that search: a check that
 * meets the puzzle after others, its table full of them, agrees.  A
 * declining move must stay clear of the next best as well. */
static gboolean
steady (Spot *spot, const ToguzMinedPuzzle *puzzle, const ToguzStep *step)
{
  ToguzSearch *search = spot->worker->search;
  unsigned move = puzzle->line[0];
  int scores[TOGUZ_MAX_HOLES], best, second, top;

  toguz_search_clear (search);
  score (spot, &puzzle->position, TOGUZ_PUZZLE_BEST_DEPTH + 1, scores);
  best = top_of (scores, spot->legal, &top, &second);
  if (toguz_score_is_final (best) && best > 0)
    {
      if (!(toguz_score_is_final (scores[move]) && scores[move] > 0))
        return FALSE;
    }
  else if (scores[move] < best - STEADY_SLACK)
    return FALSE;
  if (puzzle->kind == TOGUZ_MINED_DECLINE
      && ((unsigned) top != move || best - second < STEADY_LEAD))
    return FALSE;
  /* Warm. */
  if (!toguz_puzzle_move_is_best (search, spot->rules, &puzzle->position,
                                  move, NULL))
    return FALSE;
  if (puzzle->kind == TOGUZ_MINED_DECLINE)
    {
      score (spot, &puzzle->position, TOGUZ_PUZZLE_BEST_DEPTH, scores);
      best = top_of (scores, spot->legal, &top, &second);
      if ((unsigned) top != move || best - second < STEADY_LEAD
          || toguz_puzzle_line_check (step, search, budget (spot), NULL)
               != TOGUZ_LINE_FORCED)
        return FALSE;
    }
  return TRUE;
}

/* Every reply the learner meets before the line's last move is the
 * engine's best, by the same measure as the first move. */
static gboolean
replies_best (Spot *spot, const ToguzMinedPuzzle *puzzle)
{
  ToguzPosition now = puzzle->position;

  for (unsigned t = 0;
       t + 1 < puzzle->turns && 2 * t + 1 < puzzle->line_length; t++)
    {
      toguz_position_play (spot->rules, &now, puzzle->line[2 * t], &now,
                           NULL);
      if (!toguz_puzzle_move_is_best (spot->worker->search, spot->rules, &now,
                                      puzzle->line[2 * t + 1], NULL))
        return FALSE;
      toguz_position_play (spot->rules, &now, puzzle->line[2 * t + 1], &now,
                           NULL);
    }
  return TRUE;
}

/* Reads the puzzle back as a file would give it and plays it through the
 * judge.  Takes the puzzle: adds it to the game's, or frees it. */
static gboolean
prove (Spot *spot, ToguzMinedPuzzle *puzzle)
{
  g_autoptr (GString) xml = g_string_new (NULL);
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) lesson = NULL;
  const ToguzStep *step;
  ToguzLineStatus status = TOGUZ_LINE_NO_LINE;
  uint64_t nodes = 0;
  unsigned turn = 0;
  int behind = 0;
  const char *why = NULL;

  /* The source says what the player did, and what it cost. */
  if (puzzle->played < 0 || puzzle->lost < 0)
    {
      if (spot->worker->options->verbose)
        g_printerr ("%s, ply %u: %s dropped: %s\n", spot->game->name,
                    spot->ply, toguz_mined_kind_name (puzzle->kind),
                    puzzle->played < 0 ? "the game stops there"
                                       : "the game's move cost less than a "
                                         "stone");
      toguz_mined_puzzle_free (puzzle);
      return FALSE;
    }
  puzzle->id = g_strdup ("candidate");
  puzzle->themes = toguz_puzzle_line_themes (spot->rules, &puzzle->position,
                                             &puzzle->goal, puzzle->line,
                                             puzzle->line_length);
  puzzle->rating = 1500;
  puzzle->difficulty = 3;
  g_string_append_printf (xml,
                          "<exercise-set xmlns=\"%s\" id=\"candidate\">"
                          "<title>candidate</title>\n",
                          TOGUZ_LESSON_NAMESPACE);
  toguz_mined_puzzle_append_xml (puzzle, xml);
  g_string_append (xml, "</exercise-set>\n");
  lesson = toguz_lesson_load_data (xml->str, xml->len, "candidate",
                                   problems);
  if (lesson == NULL || toguz_lesson_get_n_steps (lesson) != 1)
    why = problems->len
            ? ((ToguzLessonProblem *) g_ptr_array_index (problems, 0))->message
            : "does not load";
  else
    {
      step = toguz_lesson_get_step (lesson, 0);
      toguz_search_clear (spot->worker->search);
      status = toguz_puzzle_line_check_spent (step, spot->worker->search,
                                              budget (spot), &turn, &nodes);
      spend (spot, nodes);
      if (status != TOGUZ_LINE_FORCED)
        why = line_status_name (status);
      else if (nodes > budget (spot))
        why = "too costly";
      else if (!toguz_puzzle_move_is_best (spot->worker->search, spot->rules,
                                           &puzzle->position, puzzle->line[0],
                                           &behind))
        why = "not the engine's best";
      else if (!steady (spot, puzzle, step))
        why = "not steady";
      else if (!replies_best (spot, puzzle))
        why = "a reply is not the engine's best";
    }
  spend (spot, toguz_search_nodes (spot->worker->search));
  if (why)
    {
      if (spot->worker->options->verbose)
        {
          char goal[TOGUZ_GOAL_TEXT_MAX];
          toguz_goal_format (&puzzle->goal, goal);
          g_printerr ("%s, ply %u: %s (%s, turn %u) dropped: %s\n",
                      spot->game->name, spot->ply,
                      toguz_mined_kind_name (puzzle->kind), goal, turn + 1,
                      why);
        }
      toguz_mined_puzzle_free (puzzle);
      return FALSE;
    }
  puzzle->proof_nodes = nodes;
  g_clear_pointer (&puzzle->id, g_free);
  rate_effort (spot, puzzle);
  g_ptr_array_add (spot->game->found, puzzle);
  return TRUE;
}

/* One move makes a tuzdik, and it is the engine's best; or tuzdiks can
 * be made and the best move declines them all, clearly. */
static void
find_tuzdik (Spot *spot)
{
  unsigned tuzdik_moves = 0;
  int scores[TOGUZ_MAX_HOLES];
  int best, move, second;

  for (unsigned m = spot->legal; m; m &= m - 1)
    if (spot->events[__builtin_ctz (m)].tuzdik_made >= 0)
      tuzdik_moves |= 1u << __builtin_ctz (m);
  if (tuzdik_moves == 0)
    return;
  ensure_scores (spot);
  if (toguz_mask_count (tuzdik_moves) == 1)
    {
      uint8_t t = (uint8_t) __builtin_ctz (tuzdik_moves);
      if (looks_best (spot, t))
        {
          ToguzMinedPuzzle *puzzle
            = new_puzzle (spot, TOGUZ_MINED_TUZDIK, TOGUZ_GOAL_TUZDIK, 0, 0,
                          &t, 1, 1);
          int clear = MAX (0, lead_of (spot, t));
          set_lost_by_score (spot, puzzle);
          puzzle->quality = 24 + MIN (clear / TOGUZ_SCORE_STONE, 10);
          prove (spot, puzzle);
          return;
        }
    }

  /* Declining: the best move makes none, stands out, and every tuzdik
   * is clearly worse, at depth 8 and deeper. */
  best = top_of (spot->scores, spot->legal, &move, &second);
  if (toguz_score_is_final (best) || ((tuzdik_moves >> move) & 1u)
      || best - second < CLEAR_LEAD
      || best - top_of (spot->scores, tuzdik_moves, NULL, NULL)
           < DECLINE_LEAD)
    return;
  score (spot, &spot->pos, CONFIRM_DEPTH, scores);
  {
    int deep_move, deep_second;
    int deep = top_of (scores, spot->legal, &deep_move, &deep_second);
    if (deep_move != move || deep - deep_second < CONFIRM_LEAD
        || deep - top_of (scores, tuzdik_moves, NULL, NULL)
             < DECLINE_LEAD - CONFIRM_LEAD)
      return;
  }
  {
    uint8_t b = (uint8_t) move;
    ToguzMinedPuzzle *puzzle
      = new_puzzle (spot, TOGUZ_MINED_DECLINE, TOGUZ_GOAL_BEST, 0, 0, &b, 1,
                    1);
    set_lost_by_score (spot, puzzle);
    puzzle->quality = 34;
    prove (spot, puzzle);
  }
}

/* The opponent threatens a tuzdik, one move alone stops it, and it is
 * the engine's best by a stone. */
static void
find_defence (Spot *spot)
{
  ToguzGoalAnswer answer;
  uint8_t d;
  ToguzMinedPuzzle *puzzle;
  int clear;

  if (spot->pos.tuzdik[spot->pos.side ^ 1] >= 0)
    return; /* the opponent has had theirs */
  solve (spot, &spot->pos, TOGUZ_GOAL_NO_TUZDIK, 0, 0, &answer);
  if (toguz_mask_count (answer.achieving) != 1)
    return;
  d = (uint8_t) __builtin_ctz (answer.achieving);
  if (!looks_best (spot, d) || (clear = lead_of (spot, d)) < CLEAR_LEAD)
    return;
  puzzle = new_puzzle (spot, TOGUZ_MINED_DEFENCE, TOGUZ_GOAL_NO_TUZDIK, 0, 0,
                       &d, 1, 1);
  set_lost_by_score (spot, puzzle);
  puzzle->quality = 24 + MIN (clear / TOGUZ_SCORE_STONE, 10);
  prove (spot, puzzle);
}

/* One move leaves the opponent without a move, and it is right. */
static void
find_at_syroo (Spot *spot)
{
  unsigned stuck = 0;
  uint8_t s;
  ToguzMinedPuzzle *puzzle;

  for (unsigned m = spot->legal; m; m &= m - 1)
    {
      const ToguzEvent *event = &spot->events[__builtin_ctz (m)];
      if (event->end == TOGUZ_END_NO_MOVES && event->stuck_side != event->side)
        stuck |= 1u << __builtin_ctz (m);
    }
  if (toguz_mask_count (stuck) != 1)
    return;
  s = (uint8_t) __builtin_ctz (stuck);
  if (!looks_best (spot, s))
    return;
  puzzle = new_puzzle (spot, TOGUZ_MINED_AT_SYROO, TOGUZ_GOAL_NO_MOVES, 0, 0,
                       &s, 1, 1);
  set_lost_by_score (spot, puzzle);
  puzzle->quality = 30;
  prove (spot, puzzle);
}

/* The opponent's reply in a material line: among the replies that do
 * best over what is left of the window, the engine's choice; it must be
 * the engine's best move too.  -1 if there is none such. */
static int
material_reply (Spot *spot, const ToguzPosition *pos, int plies_left)
{
  ToguzGoalAnswer answer;
  int scores[TOGUZ_MAX_HOLES];
  unsigned legal = toguz_position_move_mask (spot->rules, pos), minimax = 0;
  int best_value, engine_best, pick = -1;

  score (spot, pos, TOGUZ_PUZZLE_BEST_DEPTH, scores);
  engine_best = top_of (scores, legal, NULL, NULL);
  if (plies_left <= 0)
    {
      top_of (scores, legal, &pick, NULL);
      return pick;
    }
  if (!solve (spot, pos, TOGUZ_GOAL_GAIN, -TOGUZ_MAX_STONES, plies_left,
              &answer))
    return -1;
  best_value = top_of (answer.value, legal, NULL, NULL);
  for (unsigned m = legal; m; m &= m - 1)
    if (answer.value[__builtin_ctz (m)] == best_value)
      minimax |= 1u << __builtin_ctz (m);
  top_of (scores, minimax, &pick, NULL);
  if (pick < 0 || scores[pick] < engine_best - TOGUZ_PUZZLE_BEST_SLACK)
    return -1;
  return pick;
}

typedef struct
{
  int amount;
  unsigned length;
  uint8_t line[2 * TOGUZ_MINED_MAX_TURNS];
  int values[TOGUZ_MAX_HOLES];  /* the first move's, for what a move lost */
  int margin;
} MaterialLine;

/* A line of `turns` moves of the learner's that wins the most stones
 * within 2 * turns plies, every move of it the only one that does,
 * ending with the reply, and no counter-chance after it: no capture of
 * the margin at once, no tuzdik made by the last reply. */
static gboolean
material_line (Spot *spot, unsigned turns, MaterialLine *out)
{
  const ToguzRuleset *rules = spot->rules;
  const ToguzSide me = (ToguzSide) spot->pos.side;
  const int plies = 2 * (int) turns;
  const int start = lead (rules, &spot->pos, me);
  ToguzGoalAnswer answer;
  ToguzPosition now, after;
  ToguzEvent event;
  int move, second;

  if (!solve (spot, &spot->pos, TOGUZ_GOAL_GAIN, -TOGUZ_MAX_STONES, plies,
              &answer))
    return FALSE;
  out->amount = top_of (answer.value, spot->legal, &move, &second);
  out->margin = out->amount - second;
  if (out->amount < MIN_GAIN || out->margin < MARGIN)
    return FALSE;
  memcpy (out->values, answer.value, sizeof out->values);
  out->length = 0;
  out->line[out->length++] = (uint8_t) move;
  toguz_position_play (rules, &spot->pos, (unsigned) move, &now, NULL);

  for (unsigned t = 0; t < turns; t++)
    {
      int left = plies - 2 * (int) t - 2;
      int reply, need;

      if (now.result != TOGUZ_ONGOING)
        {
          /* The learner's move ended the game: the line ends there. */
          if (t + 1 < turns)
            return FALSE;
          break;
        }
      /* The opponent's reply: over the rest of the window, or the last. */
      reply = material_reply (spot, &now, left > 0 ? left + 1 : 0);
      if (reply < 0)
        return FALSE;
      out->line[out->length++] = (uint8_t) reply;
      toguz_position_play (rules, &now, (unsigned) reply, &after, &event);
      now = after;
      if (t + 1 == turns)
        {
          /* A tuzdik for the opponent at the end is a counter-chance the
           * stones do not count. */
          if (event.tuzdik_made >= 0)
            return FALSE;
          break;
        }
      if (now.result != TOGUZ_ONGOING)
        return FALSE; /* over before the line's last move */
      /* The learner's next move: the one that still wins the rest. */
      need = out->amount - (lead (rules, &now, me) - start);
      if (!solve (spot, &now, TOGUZ_GOAL_GAIN, need, left, &answer)
          || toguz_mask_count (answer.achieving) != 1)
        return FALSE;
      out->line[out->length++] = (uint8_t) __builtin_ctz (answer.achieving);
      toguz_position_play (rules, &now, out->line[out->length - 1], &now,
                           NULL);
    }

  /* Banked: no counter-chance of the margin right after the line. */
  if (now.result == TOGUZ_ONGOING)
    {
      if (!solve (spot, &now, TOGUZ_GOAL_GAIN, -TOGUZ_MAX_STONES, 2, &answer)
          || top_of (answer.value, toguz_position_move_mask (rules, &now),
                     NULL, NULL)
               <= -MARGIN)
        return FALSE;
    }
  return TRUE;
}

/* A line that wins stones: the shortest that proves it, longer while
 * the next move of the learner stays forced and wins more. */
static void
find_material (Spot *spot)
{
  MaterialLine best = { 0 }, line;
  unsigned turns = 0;
  ToguzGoalAnswer quick;
  ToguzMinedPuzzle *puzzle;

  /* Screen: the four-ply material search, cheap, must show a gain. */
  if (!solve (spot, &spot->pos, TOGUZ_GOAL_GAIN, -TOGUZ_MAX_STONES, 4,
              &quick)
      || top_of (quick.value, spot->legal, NULL, NULL) < MIN_GAIN)
    {
      /* A gain over six plies shows in four as a lead of some kind. */
      if (!quick.decided
          || top_of (quick.value, spot->legal, NULL, NULL) < MIN_GAIN - 2)
        return;
    }
  for (unsigned t = 1; t <= 3; t++)
    {
      if (!material_line (spot, t, &line))
        {
          if (turns)
            break;
          continue;
        }
      if (turns && (line.line[0] != best.line[0]
                    || line.amount < best.amount + MARGIN))
        break;
      best = line;
      turns = t;
    }
  if (turns == 0 || !looks_best (spot, best.line[0]))
    return;

  puzzle = new_puzzle (spot, TOGUZ_MINED_MATERIAL, TOGUZ_GOAL_GAIN,
                       best.amount, 2 * (int) turns, best.line, best.length,
                       turns);
  if (puzzle->played == best.line[0])
    puzzle->lost = 0;
  else if (puzzle->played >= 0)
    puzzle->lost = best.amount - best.values[puzzle->played];
  puzzle->quality = 10 + MIN (best.amount, 24) + 2 * MIN (best.margin, 10)
                    + 8 * ((int) turns - 1);
  if (spot->events[best.line[0]].captured == 0)
    puzzle->quality += 8; /* a quiet first move */
  prove (spot, puzzle);
}

/* The moves `scores` sees win. */
static unsigned
winning_moves (unsigned legal, const int *scores)
{
  unsigned wins = 0;

  for (unsigned m = legal; m; m &= m - 1)
    if (toguz_score_is_final (scores[__builtin_ctz (m)])
        && scores[__builtin_ctz (m)] > 0)
      wins |= 1u << __builtin_ctz (m);
  return wins;
}

/* A won ending: one move wins, with at least four to choose from; the
 * line goes on while the learner's next move is the only one that wins,
 * the replies the engine's, to the end of the game. */
static void
find_ending (Spot *spot)
{
  const ToguzRuleset *rules = spot->rules;
  ToguzGoalAnswer answer;
  uint8_t line[2 * TOGUZ_MINED_MAX_TURNS];
  unsigned wins;
  unsigned length = 0, turns = 0;
  ToguzPosition now = spot->pos;
  ToguzMinedPuzzle *puzzle;
  gboolean stuck = FALSE;

  if (spot->n_legal < WIN_MIN_LEGAL
      || toguz_position_board_stones (rules, &spot->pos) > WIN_STONES)
    return;
  /* Screen: one move, and one only, seen to win; where none is seen at
   * depth 8, a deeper look in a small ending. */
  ensure_scores (spot);
  wins = winning_moves (spot->legal, spot->scores);
  if (wins == 0 && spot->best_score >= 3 * TOGUZ_SCORE_STONE
      && toguz_position_board_stones (rules, &spot->pos) <= DEEP_WIN_STONES)
    {
      int scores[TOGUZ_MAX_HOLES];
      score (spot, &spot->pos, ENDING_DEPTH, scores);
      wins = winning_moves (spot->legal, scores);
    }
  if (toguz_mask_count (wins) != 1)
    return;
  if (!solve (spot, &now, TOGUZ_GOAL_WIN, 0, 0, &answer)
      || answer.achieving != wins)
    return;

  while (turns < TOGUZ_MINED_MAX_TURNS)
    {
      int scores[TOGUZ_MAX_HOLES], reply;
      ToguzEvent event;

      line[length++] = (uint8_t) __builtin_ctz (answer.achieving);
      turns++;
      toguz_position_play (rules, &now, line[length - 1], &now, &event);
      if (now.result != TOGUZ_ONGOING)
        {
          stuck = event.end == TOGUZ_END_NO_MOVES;
          break;
        }
      score (spot, &now, TOGUZ_PUZZLE_BEST_DEPTH, scores);
      top_of (scores, toguz_position_move_mask (rules, &now), &reply, NULL);
      line[length++] = (uint8_t) reply;
      toguz_position_play (rules, &now, (unsigned) reply, &now, &event);
      if (now.result != TOGUZ_ONGOING)
        {
          stuck = event.end == TOGUZ_END_NO_MOVES;
          break;
        }
      if (turns == TOGUZ_MINED_MAX_TURNS
          || !solve (spot, &now, TOGUZ_GOAL_WIN, 0, 0, &answer)
          || toguz_mask_count (answer.achieving) != 1)
        break;
    }
  puzzle = new_puzzle (spot,
                       stuck ? TOGUZ_MINED_AT_SYROO : TOGUZ_MINED_ENDGAME,
                       TOGUZ_GOAL_WIN, 0, 0, line, length, turns);
  set_lost_by_score (spot, puzzle);
  puzzle->quality = 22 + 4 * (int) turns
                    + (now.result != TOGUZ_ONGOING ? 6 : 0);
  prove (spot, puzzle);
}

void
toguz_miner_find (ToguzMinerWorker *worker, ToguzMinerGame *game,
                  unsigned ply)
{
  Spot spot = { 0 };
  ToguzRuleset rules = *toguz_ruleset_default ();
  guint before = game->found->len;

  spot.worker = worker;
  spot.game = game;
  spot.rules = &rules;
  spot.ply = ply;
  spot.pos = g_array_index (game->positions, ToguzPosition, ply);
  if (ply == 0 || spot.pos.result != TOGUZ_ONGOING)
    return;
  for (unsigned h = 0; h < rules.holes; h++)
    {
      ToguzPosition after;
      if (toguz_position_play (&rules, &spot.pos, h, &after, &spot.events[h])
          == TOGUZ_MOVE_OK)
        spot.legal |= 1u << h;
    }
  spot.n_legal = toguz_mask_count (spot.legal);
  if (spot.n_legal >= MIN_LEGAL)
    {
      find_tuzdik (&spot);
      find_defence (&spot);
      find_at_syroo (&spot);
      find_material (&spot);
      find_ending (&spot);
    }
  else if (spot.n_legal == 2)
    {
      /* One move that feeds the opponent, one that leaves them without
       * a move: often the only sight of at syroo a game gives. */
      find_at_syroo (&spot);
    }

  /* The opponent's move made the chance: how much it threw away. */
  if (game->found->len > before)
    {
      const ToguzPosition *prior
        = &g_array_index (game->positions, ToguzPosition, ply - 1);
      unsigned played = g_array_index (game->moves, uint8_t, ply - 1);
      int scores[TOGUZ_MAX_HOLES], best, thrown;

      score (&spot, prior, TOGUZ_PUZZLE_BEST_DEPTH, scores);
      best = top_of (scores, toguz_position_move_mask (&rules, prior), NULL,
                     NULL);
      thrown = toguz_score_is_final (best) ? 10
               : toguz_score_is_final (scores[played])
                 ? 10
                 : (best - scores[played]) / TOGUZ_SCORE_STONE;
      for (guint i = before; i < game->found->len; i++)
        {
          ToguzMinedPuzzle *puzzle = g_ptr_array_index (game->found, i);
          puzzle->quality += 2 * CLAMP (thrown, 0, 10);
          if (puzzle->lost != 0 && puzzle->played >= 0)
            puzzle->quality += 4; /* the player missed it */
          if (spot.n_legal >= 5)
            puzzle->quality += 2;
        }
    }
}
