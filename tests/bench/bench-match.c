/* bench-match.c: the engine against another parameter set, from openings
 * of master games
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-match GAMES.pgn [--games N] [--nodes N | --time-ms N]
 *                    [--candidate NAME] [--opponent NAME]
 *                    [--set FIELD=VALUE]... [--verbose]
 * The candidate (a named set below, default "default", changed by --set)
 * plays the opponent (default "v1", the engine's first weights).  Opening
 * k is the position after the first 4 to 8 plies of a master game, one
 * game each, no position twice; each opening is played twice, the
 * candidate moving first from it, then second.  Every move has the same
 * budget: --nodes (default 20000, deterministic) or --time-ms.  Prints
 * wins, draws and losses from the candidate's view, the score, and the
 * Elo difference with its 95 % error bar (match-score.c).  Each engine
 * keeps its table and history through a game and forgets them before the
 * next.
 *
 * Measured (200 games, 20000 nodes a move, against v1): syroo +91 +/- 49,
 * mobility +56 +/- 48, syroo-mobility +135 +/- 51 Elo.  The exact
 * endgame solver (endgame_stones, against the same engine without it):
 * 8 stones +14 +/- 48, 12 stones -3 +/- 48, 16 stones -40 +/- 48 Elo;
 * within the noise, as master openings seldom reach 12 stones undecided
 * and a failed solve costs the search its nodes.  tune-eval's first fit
 * (all records, from v1: 5519, -32, 27, 683, 1941, 18, 136) against v1:
 * +67 +/- 49 Elo, below syroo-mobility; not adopted.  syroo-mobility is
 * the default since 0.2.
 */
#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "match-score.h"
#include "toguz-record.h"
#include "toguz-replay.h"
#include "toguz-search.h"

/* A game still going after this many plies is scored a draw. */
#define PLY_LIMIT 1000

typedef struct
{
  const char *name;
  const char *about;
  ToguzSearchParams params;
} Candidate;

/* "default" is the engine as built; the others are changes to v1, the
 * first engine's weights (300, 5, 10, 12, 250, no at-syroo term), so that
 * they keep their meaning when the default moves on. */
static Candidate candidates[] = {
  { "default", "the engine as built" },
  { "v1", "the first engine's weights" },
  { "syroo", "v1 with at-syroo danger: under 12 stones on one's row, "
    "0.3 a stone" },
  { "mobility", "v1 with each playable hole 0.25 stone instead of 0.12" },
  { "syroo-mobility", "v1 with both" },
  { "no-null", "the default without the null-move cut-off" },
  { "no-endgame", "the default without the exact endgame solver" },
};

static void
init_candidates (void)
{
  candidates[0].params = toguz_search_params_default;
  for (gsize i = 1; i < 5; i++)
    candidates[i].params = toguz_search_params_v1;
  candidates[2].params.eval.short_stones = 12;
  candidates[2].params.eval.short_stone = 30;
  candidates[3].params.eval.move = 25;
  candidates[4].params.eval.short_stones = 12;
  candidates[4].params.eval.short_stone = 30;
  candidates[4].params.eval.move = 25;
  candidates[5].params = toguz_search_params_default;
  candidates[5].params.null_move = false;
  candidates[6].params = toguz_search_params_default;
  candidates[6].params.endgame_stones = 0;
}

static Candidate *
find_candidate (const char *name)
{
  for (gsize i = 0; i < G_N_ELEMENTS (candidates); i++)
    if (strcmp (candidates[i].name, name) == 0)
      return &candidates[i];
  fprintf (stderr, "bench-match: no candidate %s\n", name);
  return NULL;
}

typedef struct
{
  const char *name;
  size_t offset;
} Field;

#define EVAL_FIELD(f) { #f, G_STRUCT_OFFSET (ToguzSearchParams, eval.f) }
static const Field fields[] = {
  EVAL_FIELD (tuzdik_base), EVAL_FIELD (tuzdik_per_stone),
  EVAL_FIELD (row_stone), EVAL_FIELD (move), EVAL_FIELD (starving),
  EVAL_FIELD (short_stones), EVAL_FIELD (short_stone),
};

static gboolean
set_field (ToguzSearchParams *params, const char *assignment)
{
  const char *equals = strchr (assignment, '=');

  if (equals == NULL)
    return FALSE;
  for (gsize i = 0; i < G_N_ELEMENTS (fields); i++)
    if (strlen (fields[i].name) == (size_t) (equals - assignment)
        && strncmp (fields[i].name, assignment, equals - assignment) == 0)
      {
        G_STRUCT_MEMBER (int, params, fields[i].offset) = atoi (equals + 1);
        return TRUE;
      }
  if (strncmp (assignment, "quiescence_plies=", 17) == 0)
    params->quiescence_plies = (unsigned) atoi (equals + 1);
  else if (strncmp (assignment, "null_move=", 10) == 0)
    params->null_move = atoi (equals + 1) != 0;
  else if (strncmp (assignment, "late_move_reductions=", 21) == 0)
    params->late_move_reductions = atoi (equals + 1) != 0;
  else if (strncmp (assignment, "endgame_stones=", 15) == 0)
    params->endgame_stones = (unsigned) atoi (equals + 1);
  else
    return FALSE;
  return TRUE;
}

/* The openings: the k-th distinct game's position after 4 + k % 5 plies,
 * skipping a position already taken. */
static GArray *
openings_from (GPtrArray *records, unsigned wanted)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  GArray *openings = g_array_new (FALSE, FALSE, sizeof (ToguzPosition));

  for (guint i = 0; i < records->len && openings->len < wanted; i++)
    {
      unsigned plies = 4 + openings->len % 5;
      ToguzReplay replay;
      gboolean seen = FALSE;

      if (!toguz_record_replay_to (g_ptr_array_index (records, i), rules,
                                   plies, NULL, NULL, &replay, NULL)
          || replay.plies != plies || replay.final.result != TOGUZ_ONGOING)
        continue;
      for (guint j = 0; j < openings->len && !seen; j++)
        seen = toguz_position_equal (&g_array_index (openings, ToguzPosition,
                                                     j),
                                     &replay.final);
      if (!seen)
        g_array_append_val (openings, replay.final);
    }
  return openings;
}

typedef struct
{
  ToguzSearch *search;
  uint64_t nodes;
  uint64_t depths;
  uint64_t moves;
} Engine;

/* Plays one game; returns 1, 0 or -1 for White's win, a draw, a loss. */
static int
play_game (const ToguzPosition *opening, Engine *white, Engine *black,
           const ToguzSearchLimits *limits, unsigned *plies)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  ToguzPosition pos = *opening;

  toguz_search_clear (white->search);
  toguz_search_clear (black->search);
  *plies = 0;
  while (pos.result == TOGUZ_ONGOING && *plies < PLY_LIMIT)
    {
      Engine *engine = pos.side == TOGUZ_WHITE ? white : black;
      ToguzSearchResult result;

      toguz_search_run (engine->search, rules, &pos, limits, &result);
      if (result.best_move < 0
          || toguz_position_play (rules, &pos, (unsigned) result.best_move,
                                  &pos, NULL) != TOGUZ_MOVE_OK)
        g_error ("bench-match: no legal move from the engine");
      engine->nodes += result.nodes;
      engine->depths += result.depth;
      engine->moves++;
      (*plies)++;
    }
  if (pos.result == TOGUZ_WHITE_WON)
    return 1;
  if (pos.result == TOGUZ_BLACK_WON)
    return -1;
  return 0;
}

static void
report (const char *label, const MatchScore *s)
{
  double elo, margin;

  match_elo_interval (s, &elo, &margin);
  if (elo > -0.5 && elo < 0.5)
    elo = 0;   /* not "-0" */
  printf ("%-10s +%u =%u -%u  score %.1f %%  Elo %+.0f +/- %.0f\n", label,
          s->wins, s->draws, s->losses, 100 * match_score_fraction (s), elo,
          margin);
}

int
main (int argc, char **argv)
{
  unsigned games = 40;
  gint64 nodes = 0, time_ms = 0;
  const char *candidate_name = "default", *opponent_name = "v1";
  g_auto (GStrv) sets = NULL;
  gboolean verbose = FALSE;
  GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "games (even)", "N" },
    { "nodes", 0, 0, G_OPTION_ARG_INT64, &nodes, "nodes a move", "N" },
    { "time-ms", 0, 0, G_OPTION_ARG_INT64, &time_ms, "ms a move", "MS" },
    { "candidate", 0, 0, G_OPTION_ARG_STRING, &candidate_name,
      "default, v1, syroo, mobility, syroo-mobility, no-null, "
      "no-endgame", "NAME" },
    { "opponent", 0, 0, G_OPTION_ARG_STRING, &opponent_name,
      "the same names (default: v1)", "NAME" },
    { "set", 0, 0, G_OPTION_ARG_STRING_ARRAY, &sets,
      "change a candidate parameter", "FIELD=VALUE" },
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose, "one line a game",
      NULL },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("GAMES.pgn");
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) records = NULL;
  g_autoptr (GArray) openings = NULL;
  Candidate *candidate = NULL, *opponent = NULL;
  ToguzSearchParams params;
  ToguzSearchLimits limits = { 0, 0, 0 };
  Engine engines[2] = { { 0 } };   /* 0: the candidate, 1: the opponent */
  MatchScore total = { 0 }, as_colour[2] = { { 0 } };
  unsigned long total_plies = 0;
  gint64 started = g_get_monotonic_time ();

  init_candidates ();
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 2)
    {
      fprintf (stderr, "bench-match: %s\n",
               error ? error->message : "usage: bench-match GAMES.pgn");
      return 2;
    }
  candidate = find_candidate (candidate_name);
  opponent = find_candidate (opponent_name);
  if (candidate == NULL || opponent == NULL)
    return 2;
  params = candidate->params;
  for (guint i = 0; sets && sets[i]; i++)
    if (!set_field (&params, sets[i]))
      {
        fprintf (stderr, "bench-match: cannot set %s\n", sets[i]);
        return 2;
      }
  if (nodes > 0 && time_ms > 0)
    {
      fprintf (stderr, "bench-match: --nodes or --time-ms, not both\n");
      return 2;
    }
  if (time_ms > 0)
    limits.time_ms = (unsigned) time_ms;
  else
    limits.nodes = nodes > 0 ? (uint64_t) nodes : 20000;
  games += games % 2;

  records = toguz_record_read_file (argv[1], &error);
  if (records == NULL)
    {
      fprintf (stderr, "bench-match: %s\n", error->message);
      return 1;
    }
  openings = openings_from (records, games / 2);
  if (openings->len < games / 2)
    {
      fprintf (stderr, "bench-match: only %u openings\n", openings->len);
      return 1;
    }

  for (unsigned e = 0; e < 2; e++)
    {
      engines[e].search = toguz_search_new (16);
      if (engines[e].search == NULL)
        g_error ("bench-match: out of memory");
    }
  toguz_search_set_params (engines[0].search, &params);
  toguz_search_set_params (engines[1].search, &opponent->params);

  printf ("candidate %s: %s%s\n", candidate->name, candidate->about,
          sets ? " (changed by --set)" : "");
  printf ("opponent %s: %s\n", opponent->name, opponent->about);
  if (limits.nodes)
    printf ("%u games, %" G_GUINT64_FORMAT " nodes a move\n", games,
            limits.nodes);
  else
    printf ("%u games, %u ms a move\n", games, limits.time_ms);

  for (unsigned g = 0; g < games; g++)
    {
      const ToguzPosition *opening = &g_array_index (openings, ToguzPosition,
                                                     g / 2);
      /* The opening's side to move is the candidate in the first game. */
      ToguzSide candidate_side = (ToguzSide) (opening->side ^ (g % 2));
      Engine *white = candidate_side == TOGUZ_WHITE ? &engines[0]
                                                    : &engines[1];
      Engine *black = white == &engines[0] ? &engines[1] : &engines[0];
      unsigned plies;
      int outcome = play_game (opening, white, black, &limits, &plies);
      MatchScore *colour = &as_colour[candidate_side];

      if (candidate_side == TOGUZ_BLACK)
        outcome = -outcome;
      if (outcome > 0)
        total.wins++, colour->wins++;
      else if (outcome < 0)
        total.losses++, colour->losses++;
      else
        total.draws++, colour->draws++;
      total_plies += plies;
      if (verbose)
        printf ("game %2u opening %2u candidate %s: %s in %u plies\n", g + 1,
                g / 2 + 1, candidate_side == TOGUZ_WHITE ? "White" : "Black",
                outcome > 0 ? "win" : outcome < 0 ? "loss" : "draw", plies);
    }

  report ("candidate", &total);
  report ("as White", &as_colour[TOGUZ_WHITE]);
  report ("as Black", &as_colour[TOGUZ_BLACK]);
  for (unsigned e = 0; e < 2; e++)
    printf ("%s: mean depth %.1f, %.0f nodes a move\n",
            e == 0 ? "candidate" : "opponent",
            (double) engines[e].depths / engines[e].moves,
            (double) engines[e].nodes / engines[e].moves);
  printf ("%.1f plies a game, %.1f s\n", (double) total_plies / games,
          (g_get_monotonic_time () - started) / 1e6);

  for (unsigned e = 0; e < 2; e++)
    toguz_search_free (engines[e].search);
  return 0;
}
