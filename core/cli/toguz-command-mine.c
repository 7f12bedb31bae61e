/* toguz-command-mine.c: `toguz mine`, puzzles from real games
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Walks every position of the records and keeps those where the engine
 * proves one move right: a capture that wins clearly more than every other
 * move, a tuzdik to win or to prevent, an at syroo trap, an ending to count
 * out.  Each candidate is written as a puzzle and must pass the same
 * checker as `toguz lesson check` before it is kept.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "toguz-cli.h"
#include "toguz-lesson-checker.h"
#include "toguz-replay.h"
#include "toguz-text.h"

typedef enum
{
  KIND_CAPTURE,      /* capture:N, one move takes clearly the most */
  KIND_GAIN,         /* gain:N:K, best by a margin against any defence */
  KIND_TUZDIK,       /* tuzdik, one move makes one */
  KIND_DEFENCE,      /* no-tuzdik, one move keeps the opponent from one */
  KIND_AT_SYROO,     /* no-moves, or a win that starves the opponent */
  KIND_ENDGAME,      /* win, counted out */
  N_KINDS
} Kind;

static const char *kind_names[N_KINDS] = {
  "capture", "gain", "tuzdik", "defence", "at-syroo", "endgame",
};

typedef struct
{
  ToguzSearch *search;
  const ToguzRecord *record;
  unsigned game_index;
  unsigned per_kind[N_KINDS];
  unsigned limit_per_kind;
  GHashTable *games_used;     /* "game:kind" */
  GString *puzzles;
  unsigned count;
  gboolean verbose;
} Miner;

static const char *
tag (const ToguzRecord *record, const char *name)
{
  const char *value = toguz_record_get_tag (record, name);
  return value && *value && strcmp (value, "?") != 0 ? value : NULL;
}

static char *
game_name (const ToguzRecord *record, unsigned index)
{
  const char *event = tag (record, "Event"), *site = tag (record, "Site");
  const char *date = tag (record, "Date");
  const char *white = tag (record, "White"), *black = tag (record, "Black");
  GString *name = g_string_new (NULL);

  g_string_append (name, event ? event : site ? site : "Game");
  if (date)
    g_string_append_printf (name, ", %s", date);
  if (white && black)
    g_string_append_printf (name, ", %s – %s", white, black);
  else
    g_string_append_printf (name, ", game %u", index + 1);
  return g_string_free (name, FALSE);
}

static char *
escape (const char *text)
{
  return g_markup_escape_text (text, -1);
}

static unsigned
board_stones (const ToguzRuleset *rules, const ToguzPosition *pos)
{
  return toguz_ruleset_total (rules) - pos->kazan[0] - pos->kazan[1];
}

/* Writes a candidate puzzle, and keeps it if the checker passes it. */
static void
offer (Miner *miner, const ToguzRuleset *rules, const ToguzPosition *pos,
       Kind kind, const char *goal, const char *themes, int difficulty,
       const uint8_t *solution, unsigned solution_length)
{
  g_autofree char *fen = toguz_position_to_fen (rules, pos);
  g_autofree char *game = game_name (miner->record, miner->game_index);
  g_autofree char *game_xml = escape (game);
  const char *round = tag (miner->record, "Round");
  /* The round apart: the tutor says it in the learner's words. */
  g_autofree char *round_xml = round && strcmp (round, "-") != 0
                                 ? escape (round)
                                 : NULL;
  g_autofree char *round_attribute
    = round_xml ? g_strdup_printf (" round=\"%s\"", round_xml)
                : g_strdup ("");
  g_autofree char *line = toguz_line_notation (rules, pos, solution,
                                               solution_length);
  g_autofree char *key = g_strdup_printf ("%u:%d", miner->game_index, kind);
  g_autoptr (GString) xml = g_string_new (NULL);
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) check = NULL;
  g_autofree char *wrapped = NULL;

  if (miner->per_kind[kind] >= miner->limit_per_kind
      || g_hash_table_contains (miner->games_used, key))
    return;

  g_string_append_printf (xml,
                          "  <puzzle id=\"%s-%u\" difficulty=\"%d\" "
                          "themes=\"%s\">\n"
                          "    <text>%s</text>\n"
                          "    <source game=\"%s\"%s move=\"%u\" "
                          "side=\"%s\"/>\n"
                          "    <position fen=\"%s\"/>\n"
                          "    <task goal=\"%s\">\n"
                          "      <solution moves=\"%s\"/>\n"
                          "    </task>\n"
                          "  </puzzle>\n",
                          kind_names[kind], miner->per_kind[kind] + 1,
                          difficulty, themes,
                          pos->side == TOGUZ_WHITE ? "White to move."
                                                   : "Black to move.",
                          game_xml, round_attribute,
                          toguz_position_move_number (pos),
                          pos->side == TOGUZ_WHITE ? "white" : "black", fen,
                          goal, line);

  /* The same checker a teacher runs. */
  wrapped = g_strdup_printf ("<exercise-set xmlns=\"%s\" id=\"candidate\">"
                             "<title>candidate</title>\n%s</exercise-set>",
                             TOGUZ_LESSON_NAMESPACE, xml->str);
  check = toguz_lesson_load_data (wrapped, strlen (wrapped), "candidate",
                                  problems);
  if (check == NULL
      || !toguz_lesson_verify (check, miner->search,
                               TOGUZ_LESSON_CHECK_BUDGET, problems))
    {
      if (miner->verbose && problems->len)
        {
          g_autofree char *why = toguz_lesson_problem_to_string (
            g_ptr_array_index (problems, 0));
          fprintf (stderr, "dropped: %s\n", why);
        }
      return;
    }

  g_string_append (miner->puzzles, xml->str);
  g_hash_table_add (miner->games_used, g_steal_pointer (&key));
  miner->per_kind[kind]++;
  miner->count++;
}

static void
look_at (const ToguzRuleset *rules, const ToguzPosition *pos,
         const ToguzEvent *played, gpointer user_data)
{
  Miner *miner = user_data;
  ToguzGoalAnswer answer;
  ToguzGoal goal;
  ToguzEvent events[TOGUZ_MAX_HOLES];
  unsigned legal = 0, tuzdik_moves = 0;
  int best_capture = -1, second_capture = -1, best_hole = -1;
  unsigned stones = board_stones (rules, pos);

  if (pos->result != TOGUZ_ONGOING || pos->ply < 6)
    return;
  for (unsigned h = 0; h < rules->holes; h++)
    {
      ToguzPosition after;
      if (toguz_position_play (rules, pos, h, &after, &events[h])
          != TOGUZ_MOVE_OK)
        continue;
      legal |= 1u << h;
      if (events[h].tuzdik_made >= 0)
        tuzdik_moves |= 1u << h;
      if (events[h].captured > best_capture)
        {
          second_capture = best_capture;
          best_capture = events[h].captured;
          best_hole = (int) h;
        }
      else if (events[h].captured > second_capture)
        second_capture = events[h].captured;
    }
  if (toguz_mask_count (legal) < 3)
    return;
#define WANTS(kind) (miner->per_kind[kind] < miner->limit_per_kind)

  /* A capture that takes clearly the most, and still pays after the
   * reply. */
  if (WANTS (KIND_CAPTURE) && best_capture >= 6
      && best_capture - second_capture >= 4)
    {
      goal = (ToguzGoal) { TOGUZ_GOAL_GAIN, -TOGUZ_MAX_STONES, 2 };
      toguz_goal_solve (miner->search, rules, pos, &goal, 1, &answer);
      if (answer.value[best_hole] >= 2)
        {
          g_autofree char *text = g_strdup_printf ("capture:%d",
                                                   best_capture);
          uint8_t move = (uint8_t) best_hole;
          /* Few stones to sow and count: the easiest. */
          int difficulty = events[best_hole].lifted <= 10 ? 1 : 2;
          offer (miner, rules, pos, KIND_CAPTURE, text, "capture",
                 difficulty, &move, 1);
        }
    }

  /* A move that wins clearly more than every other against any defence,
   * over two plies, or four. */
  for (int plies = 2; plies <= 4 && WANTS (KIND_GAIN); plies += 2)
    {
      int best = -TOGUZ_SCORE_INFINITE, second = -TOGUZ_SCORE_INFINITE;
      goal = (ToguzGoal) { TOGUZ_GOAL_GAIN, -TOGUZ_MAX_STONES, plies };
      toguz_goal_solve (miner->search, rules, pos, &goal, 1, &answer);
      if (!answer.decided)
        continue;
      for (unsigned m = legal; m; m &= m - 1)
        {
          int v = answer.value[__builtin_ctz (m)];
          if (v > best)
            {
              second = best;
              best = v;
            }
          else if (v > second)
            second = v;
        }
      if (best >= 4 && best - second >= 4 && answer.best_move >= 0
          && answer.best_move != best_hole)
        {
          g_autofree char *text = g_strdup_printf ("gain:%d:%d", best, plies);
          offer (miner, rules, pos, KIND_GAIN, text,
                 plies == 2 ? "capture defence" : "capture",
                 plies == 2 ? 3 : 4, answer.proof,
                 answer.proof_length < 1 ? 1 : answer.proof_length);
        }
    }

  /* One move wins a tuzdik. */
  if (WANTS (KIND_TUZDIK) && toguz_mask_count (tuzdik_moves) == 1)
    {
      uint8_t move = (uint8_t) __builtin_ctz (tuzdik_moves);
      offer (miner, rules, pos, KIND_TUZDIK, "tuzdik",
             stones > 90 ? "tuzdik opening" : "tuzdik",
             events[move].lifted > 12 ? 3 : 2, &move, 1);
    }

  /* The opponent threatens a tuzdik and one move alone stops it. */
  goal = (ToguzGoal) { TOGUZ_GOAL_NO_TUZDIK, 0, 0 };
  if (WANTS (KIND_DEFENCE))
    toguz_goal_solve (miner->search, rules, pos, &goal, 1, &answer);
  if (WANTS (KIND_DEFENCE) && toguz_mask_count (answer.achieving) == 1
      && toguz_mask_count (legal) >= 4)
    {
      uint8_t move = (uint8_t) answer.best_move;
      offer (miner, rules, pos, KIND_DEFENCE, "no-tuzdik", "defence tuzdik",
             3, &move, 1);
    }

  /* Leave the opponent without a move. */
  goal = (ToguzGoal) { TOGUZ_GOAL_NO_MOVES, 0, 0 };
  if (WANTS (KIND_AT_SYROO))
    toguz_goal_solve (miner->search, rules, pos, &goal, 1, &answer);
  if (WANTS (KIND_AT_SYROO) && toguz_mask_count (answer.achieving) == 1)
    {
      uint8_t move = (uint8_t) answer.best_move;
      offer (miner, rules, pos, KIND_AT_SYROO, "no-moves",
             "at-syroo endgame", 3, &move, 1);
    }

  /* Endings the engine can count out to the end. */
  /* Endings: screened with the hint's budget; the checker then proves
   * the ones kept with its own. */
  if (stones <= 30 && (WANTS (KIND_ENDGAME) || WANTS (KIND_AT_SYROO)))
    {
      goal = (ToguzGoal) { TOGUZ_GOAL_WIN, 0, 0 };
      toguz_goal_solve (miner->search, rules, pos, &goal, 1, &answer);
      if (answer.decided && answer.unique && answer.proof_length >= 3)
        {
          ToguzPosition end = *pos;
          ToguzEvent last = { 0 };
          for (unsigned i = 0; i < answer.proof_length; i++)
            toguz_position_play (rules, &end, answer.proof[i], &end, &last);
          offer (miner, rules, pos,
                 last.end == TOGUZ_END_NO_MOVES ? KIND_AT_SYROO
                                                : KIND_ENDGAME,
                 "win",
                 last.end == TOGUZ_END_NO_MOVES ? "at-syroo endgame"
                                                : "endgame counting",
                 answer.proof_length >= 7 ? 5 : 4, answer.proof,
                 answer.proof_length);
        }
    }
#undef WANTS
}

int
toguz_command_mine (int argc, char **argv)
{
  int per_kind = 12;
  gboolean verbose = FALSE;
  g_autofree char *id = NULL, *title = NULL;
  const GOptionEntry entries[] = {
    { "per-kind", 'n', 0, G_OPTION_ARG_INT, &per_kind,
      N_("Keep at most N puzzles of each kind (default 12)"), N_("N") },
    { "id", 0, 0, G_OPTION_ARG_STRING, &id,
      N_("The exercise set's id (default: puzzles-from-games)"), N_("ID") },
    { "title", 0, 0, G_OPTION_ARG_STRING, &title,
      N_("The exercise set's title"), N_("TITLE") },
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose,
      N_("Say why candidates were dropped"), NULL },
    { NULL },
  };
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GHashTable) used = g_hash_table_new_full (g_str_hash,
                                                       g_str_equal, g_free,
                                                       NULL);
  Miner miner = { 0 };
  ToguzRuleset rules = *toguz_ruleset_default ();
  g_autofree char *id_xml = NULL, *title_xml = NULL;

  context = toguz_cli_context_new (
    _("FILE…"),
    _("Mines puzzles from game records and writes an exercise set to "
      "stdout: a capture that wins clearly more than every other move, a "
      "tuzdik to win or to prevent, an at syroo trap, an ending counted to "
      "the end. Every puzzle has one solution, proved by the engine, and "
      "passes “toguz lesson check”."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!toguz_cli_parse_options (context, &argc, &argv))
    return TOGUZ_EXIT_USAGE;
  if (argc < 2 || per_kind < 1)
    return toguz_cli_fail (TOGUZ_EXIT_USAGE, "%s",
                           _("mine needs at least one FILE (see --help)"));

  miner.search = toguz_search_new (64);
  miner.limit_per_kind = (unsigned) per_kind;
  miner.games_used = used;
  miner.puzzles = g_string_new (NULL);
  miner.verbose = verbose;

  for (int f = 1; f < argc; f++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (ToguzRecordReader) reader
        = toguz_record_reader_new_for_file (argv[f], &error);
      ToguzRecord *record;
      unsigned g = 0;

      if (reader == NULL)
        {
          toguz_cli_fail (TOGUZ_EXIT_INPUT, "%s", error->message);
          continue;
        }
      while ((record = toguz_record_reader_next (reader, &error)) != NULL)
        {
          ToguzReplay replay;
          miner.record = record;
          miner.game_index = g++ + (unsigned) f * 10000u;
          toguz_record_replay (miner.record, &rules, look_at, &miner,
                               &replay, NULL);
          miner.record = NULL;
          toguz_record_free (record);
        }
      if (error)
        toguz_cli_fail (TOGUZ_EXIT_INPUT, "%s", error->message);
    }

  id_xml = escape (id ? id : "puzzles-from-games");
  title_xml = escape (title ? title : "Puzzles from real games");
  printf ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          "<!-- Mined by `toguz mine` from real game records; every puzzle "
          "has one\n     solution proved by the engine.  Grow it with the "
          "same command. -->\n"
          "<exercise-set xmlns=\"%s\" id=\"%s\" order=\"1\">\n"
          "  <title>%s</title>\n"
          "  <summary>Positions from tournament and online games: find the "
          "move the players found, or the one they missed.</summary>\n"
          "%s</exercise-set>\n",
          TOGUZ_LESSON_NAMESPACE, id_xml, title_xml, miner.puzzles->str);
  for (int k = 0; k < N_KINDS; k++)
    fprintf (stderr, "%s: %u\n", kind_names[k], miner.per_kind[k]);
  g_string_free (miner.puzzles, TRUE);
  toguz_search_free (miner.search);
  return miner.count ? TOGUZ_EXIT_OK : TOGUZ_EXIT_INPUT;
}
