/* toguz-command-solve.c: `toguz solve`, `toguz hint` and `toguz explain`
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <stdio.h>

#include "toguz-cli.h"
#include "toguz-explain-text.h"
#include "toguz-text.h"

#define DEFAULT_DEPTH 12
#define TABLE_MIB 64

static const char goal_help[]
  = N_("GOAL is one of:\n"
       "  capture:N   this move captures at least N stones\n"
       "  tuzdik      this move makes a tuzdik\n"
       "  no-capture  this move captures nothing\n"
       "  land:H      the last stone lands in a hole numbered H (either "
       "side)\n"
       "  no-moves    this move leaves the opponent without a move\n"
       "  gain:N:K    N stones more than the opponent within K plies, "
       "against any defence\n"
       "  win         win the game against any defence\n"
       "  no-tuzdik   no reply gives the opponent a tuzdik\n"
       "  best        the engine's best move");

static char *
move_notation (const ToguzRuleset *rules, const ToguzPosition *pos, int hole)
{
  uint8_t move = (uint8_t) hole;

  if (hole < 0)
    return g_strdup ("none");
  return toguz_line_notation (rules, pos, &move, 1);
}

static gboolean
parse_goal (const char *text, ToguzGoal *goal, int *status)
{
  ToguzGoalStatus read = toguz_goal_read (text, goal);

  if (read == TOGUZ_GOAL_PARSED)
    return TRUE;
  if (read == TOGUZ_GOAL_OUT_OF_RANGE)
    {
      g_autofree char *message
        = toguz_goal_range_describe (text, TOGUZ_MAX_HOLES);
      *status = toguz_cli_fail (TOGUZ_EXIT_USAGE, "%s", message);
      return FALSE;
    }
  *status = toguz_cli_fail (TOGUZ_EXIT_USAGE,
                            _("unknown goal “%s” (see --help)"), text);
  return FALSE;
}

static GOptionContext *
goal_context (const char *parameters, const char *summary)
{
  GOptionContext *context = toguz_cli_context_new (parameters, summary);
  g_autofree char *description
    = g_strdup_printf ("%s\n\n%s", _(goal_help),
                       g_option_context_get_description (context));

  g_option_context_set_description (context, description);
  return context;
}

int
toguz_command_solve (int argc, char **argv)
{
  g_auto (ToguzPositionOptions) options = { 0 };
  g_autofree char *goal_text = NULL;
  int depth = 0, time_ms = 0, margin = 2;
  const GOptionEntry entries[] = {
    { "depth", 'd', 0, G_OPTION_ARG_INT, &depth,
      N_("Search N plies deep (default 12)"), N_("N") },
    { "time", 't', 0, G_OPTION_ARG_INT, &time_ms,
      N_("Search for MS milliseconds instead"), N_("MS") },
    { "goal", 'g', 0, G_OPTION_ARG_STRING, &goal_text,
      N_("Also list the first moves that achieve GOAL"), N_("GOAL") },
    { "margin", 'm', 0, G_OPTION_ARG_INT, &margin,
      N_("Stones by which the best must beat the second best to count as "
         "unique (default 2)"), N_("N") },
    { NULL },
  };
  g_autoptr (GOptionContext) context = NULL;
  ToguzSearch *search;
  ToguzRuleset rules;
  ToguzPosition pos;
  ToguzSearchLimits limits = { 0, 0, 0 };
  ToguzSearchResult result;
  ToguzGoal goal;
  int status;

  context = goal_context (
    _("[--depth N | --time MS] [--goal GOAL]"),
    _("Searches the position and prints the best move.\n\n"
      "Output: bestmove NOTATION, score N (stones, from the mover’s view), "
      "depth D, nodes N, pv MOVES; with --goal also achieving NOTATION… "
      "(every first move that achieves it), unique yes|no and decided "
      "yes|no (no: the engine could not settle a win within its "
      "horizon)."));
  toguz_position_options_add (context, &options);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!toguz_cli_parse_options (context, &argc, &argv))
    return TOGUZ_EXIT_USAGE;
  if (argc != 1)
    return toguz_cli_fail (TOGUZ_EXIT_USAGE, "%s",
                           _("solve takes no arguments (see --help)"));
  if (depth < 0 || depth > TOGUZ_SEARCH_MAX_DEPTH || time_ms < 0
      || (depth && time_ms))
    return toguz_cli_fail (TOGUZ_EXIT_USAGE,
                           _("give either --depth 1..%d or --time MS"),
                           TOGUZ_SEARCH_MAX_DEPTH);
  if (margin < 1 || margin > TOGUZ_GOAL_MARGIN_MAX)
    {
      g_autofree char *value = g_strdup_printf ("%d", margin);
      return toguz_cli_fail (TOGUZ_EXIT_USAGE,
                             _("%s=“%s” should be a whole number from %d "
                               "to %d."),
                             "--margin", value, 1, TOGUZ_GOAL_MARGIN_MAX);
    }
  if (goal_text && !parse_goal (goal_text, &goal, &status))
    return status;
  if ((status = toguz_position_options_resolve (&options, &rules, &pos))
      != TOGUZ_EXIT_OK)
    return status;

  limits.depth = time_ms ? 0 : (unsigned) (depth ? depth : DEFAULT_DEPTH);
  limits.time_ms = (unsigned) time_ms;
  search = toguz_search_new (TABLE_MIB);
  if (search == NULL)
    return toguz_cli_fail (TOGUZ_EXIT_INPUT, "%s", _("out of memory"));

  toguz_search_run (search, &rules, &pos, &limits, &result);

  if (goal_text == NULL)
    {
      g_autofree char *best = move_notation (&rules, &pos, result.best_move);
      g_autofree char *pv = toguz_line_notation (&rules, &pos, result.pv,
                                                 result.pv_length);
      printf ("bestmove %s\nscore %d\ndepth %u\nnodes %" PRIu64 "\npv %s\n",
              best, toguz_score_to_stones (result.score), result.depth,
              result.nodes, pv);
    }
  else
    {
      ToguzGoalAnswer answer;
      g_autoptr (GString) achieving = g_string_new (NULL);
      int best_move, score = result.score;
      g_autofree char *best = NULL, *pv = NULL;

      toguz_goal_solve (search, &rules, &pos, &goal, margin, &answer);
      for (unsigned h = 0; h < rules.holes; h++)
        {
          g_autofree char *move = NULL;
          if (!((answer.achieving >> h) & 1u))
            continue;
          move = move_notation (&rules, &pos, (int) h);
          g_string_append_printf (achieving, " %s", move);
        }
      /* The goal's solution is the move to show; its score comes from the
       * same search depth. */
      best_move = answer.best_move >= 0 ? answer.best_move : result.best_move;
      if (best_move >= 0 && best_move != result.best_move)
        {
          int scores[TOGUZ_MAX_HOLES];
          if (toguz_search_score_moves (search, &rules, &pos, result.depth,
                                        scores)
              & (1u << best_move))
            score = scores[best_move];
        }
      best = move_notation (&rules, &pos, best_move);
      pv = answer.proof_length
             ? toguz_line_notation (&rules, &pos, answer.proof,
                                    answer.proof_length)
             : toguz_line_notation (&rules, &pos, result.pv,
                                    result.pv_length);
      printf ("bestmove %s\nscore %d\ndepth %u\nnodes %" PRIu64 "\npv %s\n"
              "achieving%s\nunique %s\ndecided %s\n",
              best, toguz_score_to_stones (score), result.depth,
              result.nodes, pv, achieving->str, answer.unique ? "yes" : "no",
              answer.decided ? "yes" : "no");
    }
  toguz_search_free (search);
  return TOGUZ_EXIT_OK;
}

int
toguz_command_hint (int argc, char **argv)
{
  g_auto (ToguzPositionOptions) options = { 0 };
  g_autofree char *goal_text = NULL;
  int level = 1;
  const GOptionEntry entries[] = {
    { "goal", 'g', 0, G_OPTION_ARG_STRING, &goal_text,
      N_("The goal the hint is for"), N_("GOAL") },
    { "level", 'l', 0, G_OPTION_ARG_INT, &level,
      N_("The rung of the ladder: 1 the idea, 2 where to look, 3 the hole, "
         "4 the solution"), N_("1..4") },
    { NULL },
  };
  g_autoptr (GOptionContext) context = NULL;
  g_autofree char *text = NULL;
  ToguzSearch *search;
  ToguzRuleset rules;
  ToguzPosition pos;
  ToguzGoal goal;
  ToguzGoalAnswer answer;
  int status;

  context = goal_context (_("--goal GOAL --level 1..4"),
                          _("Prints one rung of the hint ladder for a goal: "
                            "1 the idea to use, 2 where to look, 3 the hole "
                            "to sow, 4 the sowing and its result."));
  toguz_position_options_add (context, &options);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!toguz_cli_parse_options (context, &argc, &argv))
    return TOGUZ_EXIT_USAGE;
  if (argc != 1 || goal_text == NULL || level < 1 || level > 4)
    return toguz_cli_fail (TOGUZ_EXIT_USAGE, "%s",
                           _("hint needs --goal GOAL and --level 1..4 (see "
                             "--help)"));
  if (!parse_goal (goal_text, &goal, &status))
    return status;
  if ((status = toguz_position_options_resolve (&options, &rules, &pos))
      != TOGUZ_EXIT_OK)
    return status;

  search = toguz_search_new (TABLE_MIB);
  if (search == NULL)
    return toguz_cli_fail (TOGUZ_EXIT_INPUT, "%s", _("out of memory"));
  toguz_goal_solve (search, &rules, &pos, &goal, 2, &answer);
  text = toguz_hint_describe (&rules, &pos, &goal, &answer,
                              (ToguzHintRung) level);
  printf ("%s\n", text);
  toguz_search_free (search);
  return TOGUZ_EXIT_OK;
}

int
toguz_command_explain (int argc, char **argv)
{
  g_auto (ToguzPositionOptions) options = { 0 };
  int depth = 6;
  const GOptionEntry entries[] = {
    { "depth", 'd', 0, G_OPTION_ARG_INT, &depth,
      N_("Plies the engine looks ahead for the reply (default 6)"), N_("N") },
    { NULL },
  };
  g_autoptr (GOptionContext) context = NULL;
  g_autofree char *text = NULL;
  ToguzSearch *search;
  ToguzRuleset rules;
  ToguzPosition pos;
  ToguzMoveText move;
  ToguzNotationStatus parsed;
  ToguzExplanation explanation;
  int status;

  context = toguz_cli_context_new (
    _("MOVE"),
    _("Explains a move: why it cannot be played, or what it does (the "
      "sowing, the last stone, a capture or tuzdik and the rule behind it), "
      "the opponent’s best answer and whether another hole was better."));
  toguz_position_options_add (context, &options);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!toguz_cli_parse_options (context, &argc, &argv))
    return TOGUZ_EXIT_USAGE;
  if (argc != 2 || depth < 0 || depth > 20)
    return toguz_cli_fail (TOGUZ_EXIT_USAGE, "%s",
                           _("explain takes one MOVE (see --help)"));
  if ((status = toguz_position_options_resolve (&options, &rules, &pos))
      != TOGUZ_EXIT_OK)
    return status;
  parsed = toguz_notation_parse (&rules, argv[1], &move);
  if (parsed != TOGUZ_NOTATION_OK)
    {
      g_autofree char *message
        = toguz_notation_status_describe (&rules, argv[1], parsed);
      return toguz_cli_fail (TOGUZ_EXIT_INPUT, "%s", message);
    }
  /* A landing digit or x that the move belies is an error, as in `toguz
   * play`; a move that cannot be played is what explain is for. */
  {
    g_autoptr (GError) error = NULL;
    ToguzPosition after;

    if (!toguz_position_play_move_text (&rules, &pos, &move, &after, NULL,
                                        &error)
        && g_error_matches (error, TOGUZ_ERROR, TOGUZ_ERROR_MISMATCH))
      return toguz_cli_fail (TOGUZ_EXIT_INPUT, "%s", error->message);
  }

  search = toguz_search_new (TABLE_MIB);
  if (search == NULL)
    return toguz_cli_fail (TOGUZ_EXIT_INPUT, "%s", _("out of memory"));
  toguz_explain_move (search, &rules, &pos, (ToguzSide) pos.side,
                      move.origin - 1u, (unsigned) depth, &explanation);
  text = toguz_explanation_describe (&rules, &pos, &explanation);
  printf ("%s\n", text);
  toguz_search_free (search);
  return TOGUZ_EXIT_OK;
}
