/* test-puzzles.c: every shipped puzzle is a real puzzle (issue 15)
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each puzzle of every exercise set in lessons/ is played through the
 * core's single judge: every learner move of its line is the only right
 * one, its first move and the scripted replies are the engine's best, its
 * themes are what the line does, its position is shown after the
 * opponent's move and appears once, and its source says what the player
 * did.  The set has the size and spread the trainer promises.  Every
 * fault is collected and named (puzzle, FEN, what is wrong) before the
 * test fails, so that a set can be mended in one go.
 *
 * TOGUZ_PUZZLE_SET (a file, or files separated by ':') checks other
 * files instead, to try a set before it is shipped.
 */
#include "config.h"

#include <glib.h>
#include <locale.h>
#include <string.h>

#include "toguz-fen.h"
#include "toguz-lesson-loader.h"
#include "toguz-lesson-writer.h"
#include "toguz-puzzle-line.h"
#include "toguz-text.h"

/* What the set promises (issue 15). */
#define MIN_PUZZLES 500
#define MIN_PER_THEME 60 /* capture, tuzdik, defence, endgame */
#define MIN_AT_SYROO 40
#define MIN_MIDDLEGAME 100
#define MAX_PER_GAME 3
#define MIN_BAND_PERCENT 15
#define MAX_BAND_PERCENT 25
#define N_BANDS 5

static ToguzSearch *search;

static const struct
{
  const char *theme;
  guint least;
} wanted_themes[] = {
  { "capture", MIN_PER_THEME },   { "tuzdik", MIN_PER_THEME },
  { "defence", MIN_PER_THEME },   { "endgame", MIN_PER_THEME },
  { "at-syroo", MIN_AT_SYROO },   { "middlegame", MIN_MIDDLEGAME },
};

typedef struct
{
  GPtrArray *faults;        /* char *, one a line */
  guint n;
  guint by_theme[G_N_ELEMENTS (wanted_themes)];
  guint by_band[N_BANDS + 1];
  int band_low[N_BANDS + 1], band_high[N_BANDS + 1];
  const char *band_low_id[N_BANDS + 1], *band_high_id[N_BANDS + 1];
  GHashTable *positions;    /* position key -> "id (file)" */
  GHashTable *games;        /* game key -> GString of ids */
  GHashTable *game_counts;  /* game key -> count */
  GPtrArray *lessons;       /* ToguzLesson *, kept for the ids */
} Survey;

/* One puzzle being looked at, for the fault lines. */
typedef struct
{
  Survey *survey;
  const char *file;
  const ToguzStep *step;
  char fen[TOGUZ_FEN_MAX];
} Looking;

static void G_GNUC_PRINTF (2, 3)
fault (Looking *at, const char *format, ...)
{
  va_list args;
  g_autofree char *what = NULL;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (at->survey->faults,
                   g_strdup_printf ("%s (%s:%u) %s: %s",
                                    at->step->id ? at->step->id : "?",
                                    at->file, at->step->line, at->fen,
                                    what));
}

static const char *
line_status_text (ToguzLineStatus status)
{
  switch (status)
    {
    case TOGUZ_LINE_FORCED:
      return "forced";
    case TOGUZ_LINE_NO_LINE:
      return "no solution to play";
    case TOGUZ_LINE_UNDECIDED:
      return "the engine could not settle the turn";
    case TOGUZ_LINE_NOT_ONLY:
      return "another move is right too, or as good";
    case TOGUZ_LINE_WRONG_MOVE:
      return "the line's move is not right";
    case TOGUZ_LINE_SHORT:
    default:
      return "the line ends before the task's last turn";
    }
}

/* A move of `pos` in notation, for the fault lines. */
static char *
move_text (const ToguzRuleset *rules, const ToguzPosition *pos,
           unsigned hole)
{
  uint8_t move = (uint8_t) hole;
  char *text = toguz_line_notation (rules, pos, &move, 1);

  if (*text)
    return text;
  g_free (text);
  return g_strdup_printf ("hole %u", hole + 1);
}

/* The board, kazans, tuzdiks and side to move (not the move number),
 * under the puzzle's rules. */
static char *
position_key (const ToguzStep *step, const ToguzPosition *pos)
{
  char fen[TOGUZ_FEN_MAX], rules[64];
  char *last;

  toguz_fen_format (&step->rules, pos, fen);
  last = strrchr (fen, ' ');
  if (last)
    *last = '\0';
  toguz_ruleset_format (&step->rules, rules, sizeof rules);
  return g_strdup_printf ("%s %s", rules, fen);
}

static void
string_free (gpointer string)
{
  g_string_free (string, TRUE);
}

static void
check_source (Looking *at, const ToguzPosition *pos, GArray *line)
{
  const ToguzStep *step = at->step;

  if (step->source_game == NULL)
    fault (at, "the source names no game");
  if (step->source_move == 0)
    fault (at, "the source has no move");
  else if (step->source_move != toguz_position_move_number (pos))
    fault (at, "the source says move %u, the position is before move %u",
           step->source_move, toguz_position_move_number (pos));
  if (step->source_side < 0)
    fault (at, "the source has no side");
  else if (step->source_side != pos->side)
    fault (at, "the source's side is not the side to move");
  if (step->source_played < 0)
    fault (at, "the source does not say what was played");
  if (step->source_lost < 0)
    fault (at, "the source does not say what the game's move lost");
  if (step->source_played >= 0 && step->source_lost >= 0 && line
      && line->len > 0)
    {
      unsigned first = g_array_index (line, uint8_t, 0);
      gboolean found = (unsigned) step->source_played == first;

      if (found != (step->source_lost == 0))
        {
          g_autofree char *played
            = move_text (&step->rules, pos, (unsigned) step->source_played);
          g_autofree char *solution = move_text (&step->rules, pos, first);
          fault (at, "played %s with lost=\"%d\", but the solution is %s",
                 played, step->source_lost, solution);
        }
    }

  if (step->source_game)
    {
      g_autofree char *game = g_strdup_printf (
        "%s\x1f%s\x1f%s", step->source_game,
        step->source_round ? step->source_round : "",
        step->source_url ? step->source_url : "");
      GString *ids = g_hash_table_lookup (at->survey->games, game);
      guint count = GPOINTER_TO_UINT (
        g_hash_table_lookup (at->survey->game_counts, game));

      if (ids == NULL)
        {
          ids = g_string_new (NULL);
          g_hash_table_insert (at->survey->games, g_strdup (game), ids);
        }
      g_string_append_printf (ids, "%s%s", ids->len ? " " : "",
                              step->id ? step->id : "?");
      g_hash_table_insert (at->survey->game_counts, g_strdup (game),
                           GUINT_TO_POINTER (count + 1));
    }
}

/* The first move and every scripted reply the learner meets are the
 * engine's best. */
static void
check_best (Looking *at, const ToguzPosition *pos, GArray *line)
{
  const ToguzStep *step = at->step;
  const ToguzTask *task = step->task;
  ToguzPosition now = *pos;
  unsigned turns = MAX (task->turns, 1u);
  int behind = 0;

  if (!toguz_puzzle_move_is_best (search, &step->rules, pos,
                                  g_array_index (line, uint8_t, 0),
                                  &behind))
    {
      g_autofree char *first
        = move_text (&step->rules, pos, g_array_index (line, uint8_t, 0));
      fault (at, "the first move %s is not the engine's best: %d.%02d "
                 "stones behind",
             first, behind / 100, behind % 100);
    }
  for (unsigned t = 0; t + 1 < turns && 2 * t + 1 < line->len; t++)
    {
      unsigned reply = g_array_index (line, uint8_t, 2 * t + 1);

      toguz_position_play (&step->rules, &now,
                           g_array_index (line, uint8_t, 2 * t), &now, NULL);
      if (!toguz_puzzle_move_is_best (search, &step->rules, &now, reply,
                                      &behind))
        {
          g_autofree char *text = move_text (&step->rules, &now, reply);
          fault (at, "the reply %s after the learner's move %u is not the "
                     "engine's best: %d.%02d stones behind",
                 text, t + 1, behind / 100, behind % 100);
        }
      toguz_position_play (&step->rules, &now, reply, &now, NULL);
    }
}

static void
check_themes (Looking *at, const ToguzPosition *pos, GArray *line)
{
  const ToguzStep *step = at->step;
  g_auto (GStrv) done = toguz_puzzle_line_themes (
    &step->rules, pos, &step->task->goal, (const uint8_t *) line->data,
    line->len);
  const char *const *stated = (const char *const *) step->themes;

  if (stated == NULL || !g_strv_equal (stated, (const char *const *) done))
    {
      g_autofree char *said = stated ? g_strjoinv (" ", step->themes)
                                     : g_strdup ("");
      g_autofree char *does = g_strjoinv (" ", done);
      fault (at, "themes=\"%s\", but the line does \"%s\"", said, does);
    }
  for (gsize k = 0; k < G_N_ELEMENTS (wanted_themes); k++)
    at->survey->by_theme[k]
      += stated && g_strv_contains (stated, wanted_themes[k].theme);
}

static void
check_puzzle (Survey *survey, const char *file, const ToguzStep *step)
{
  Looking at = { survey, file, step, { 0 } };
  const ToguzTask *task = step->task;
  GArray *line = NULL;
  ToguzPosition pos;
  ToguzLineStatus status;
  unsigned turn = 0;
  g_autofree char *key = NULL;
  const char *other;

  toguz_step_get_task_position (step, &pos);
  toguz_fen_format (&step->rules, &pos, at.fen);
  survey->n++;
  /* Each puzzle on a clean table: its verdict does not hang on the
   * puzzles before it. */
  toguz_search_clear (search);

  key = position_key (step, &pos);
  other = g_hash_table_lookup (survey->positions, key);
  if (other)
    fault (&at, "the same position as %s", other);
  else
    g_hash_table_insert (survey->positions, g_steal_pointer (&key),
                         g_strdup_printf ("%s (%s:%u)",
                                          step->id ? step->id : "?", file,
                                          step->line));

  /* Shown just after the opponent's move, which the trainer animates. */
  if (!step->has_fen || step->base_moves->len == 0)
    fault (&at, "the <position> needs a fen and the opponent's move in "
                "moves, for the trainer to show");

  if (step->rating <= 0)
    fault (&at, "no rating");
  if (step->difficulty >= 1 && step->difficulty <= N_BANDS)
    {
      int d = step->difficulty;
      survey->by_band[d]++;
      if (step->rating > 0)
        {
          if (survey->band_low_id[d] == NULL
              || step->rating < survey->band_low[d])
            {
              survey->band_low[d] = step->rating;
              survey->band_low_id[d] = step->id;
            }
          if (survey->band_high_id[d] == NULL
              || step->rating > survey->band_high[d])
            {
              survey->band_high[d] = step->rating;
              survey->band_high_id[d] = step->id;
            }
        }
    }

  if (task == NULL || task->kind != TOGUZ_TASK_GOAL
      || task->solutions->len == 0)
    {
      fault (&at, "not a goal with a solution to play");
      check_source (&at, &pos, NULL);
      return;
    }
  line = g_ptr_array_index (task->solutions, 0);
  check_source (&at, &pos, line);
  if (line->len == 0)
    {
      fault (&at, "the solution is empty");
      return;
    }
  if (task->turns > 1 && !task->scripted_replies)
    fault (&at, "turns=\"%u\" without replies=\"scripted\": the trainer's "
                "replies would not be the line's",
           task->turns);

  check_themes (&at, &pos, line);
  check_best (&at, &pos, line);

  status = toguz_puzzle_line_check (step, search, 0, &turn);
  if (status != TOGUZ_LINE_FORCED)
    {
      ToguzPosition now = pos;
      g_autofree char *move = NULL;

      for (unsigned i = 0; i < 2 * turn && i < line->len; i++)
        toguz_position_play (&step->rules, &now,
                             g_array_index (line, uint8_t, i), &now, NULL);
      move = 2 * turn < line->len
               ? move_text (&step->rules, &now,
                            g_array_index (line, uint8_t, 2 * turn))
               : g_strdup ("none");
      fault (&at, "the line is not forced at the learner's move %u (%s): %s",
             turn + 1, move, line_status_text (status));
    }
}

/* The exercise sets shipped in lessons/, or the files asked for. */
static GPtrArray *
puzzle_files (void)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);
  const char *asked = g_getenv ("TOGUZ_PUZZLE_SET");

  if (asked && *asked)
    {
      g_auto (GStrv) paths = g_strsplit (asked, ":", -1);
      for (gsize i = 0; paths[i]; i++)
        if (*paths[i])
          g_ptr_array_add (files, g_strdup (paths[i]));
    }
  else
    {
      g_autofree char *dir = g_build_filename (g_getenv ("TOGUZ_SOURCE_DIR"),
                                               "lessons", NULL);
      g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
      const char *name;

      g_assert_nonnull (listing);
      while ((name = g_dir_read_name (listing)))
        if (g_str_has_suffix (name, ".xml"))
          g_ptr_array_add (files, g_build_filename (dir, name, NULL));
    }
  g_ptr_array_sort (files, (GCompareFunc) g_strcmp0);
  return files;
}

static void
check_set (Survey *survey)
{
  guint n = survey->n;
  GHashTableIter iter;
  gpointer game, count;

  g_hash_table_iter_init (&iter, survey->game_counts);
  while (g_hash_table_iter_next (&iter, &game, &count))
    if (GPOINTER_TO_UINT (count) > MAX_PER_GAME)
      {
        GString *ids = g_hash_table_lookup (survey->games, game);
        g_auto (GStrv) parts = g_strsplit (game, "\x1f", 2);
        g_ptr_array_add (survey->faults,
                         g_strdup_printf ("%u puzzles from the game “%s” "
                                          "(at most %u): %s",
                                          GPOINTER_TO_UINT (count), parts[0],
                                          MAX_PER_GAME, ids->str));
      }

  if (n < MIN_PUZZLES)
    g_ptr_array_add (survey->faults,
                     g_strdup_printf ("%u puzzles, fewer than %u", n,
                                      MIN_PUZZLES));
  for (gsize k = 0; k < G_N_ELEMENTS (wanted_themes); k++)
    if (survey->by_theme[k] < wanted_themes[k].least)
      g_ptr_array_add (survey->faults,
                       g_strdup_printf ("%u puzzles with the theme %s, "
                                        "fewer than %u",
                                        survey->by_theme[k],
                                        wanted_themes[k].theme,
                                        wanted_themes[k].least));
  for (int d = 1; d <= N_BANDS; d++)
    {
      guint in_band = survey->by_band[d];
      if (n > 0 && (in_band * 100 < MIN_BAND_PERCENT * n
                    || in_band * 100 > MAX_BAND_PERCENT * n))
        g_ptr_array_add (survey->faults,
                         g_strdup_printf ("difficulty %d holds %u of %u "
                                          "puzzles, not %u%% to %u%%",
                                          d, in_band, n, MIN_BAND_PERCENT,
                                          MAX_BAND_PERCENT));
    }
  /* Each band's ratings above the band's below it. */
  for (int d = 1; d < N_BANDS; d++)
    for (int e = d + 1; e <= N_BANDS; e++)
      if (survey->band_high_id[d] && survey->band_low_id[e]
          && survey->band_high[d] > survey->band_low[e])
        g_ptr_array_add (survey->faults,
                         g_strdup_printf ("difficulty %d has %s rated %d, "
                                          "above %s of difficulty %d rated "
                                          "%d",
                                          d, survey->band_high_id[d],
                                          survey->band_high[d],
                                          survey->band_low_id[e], e,
                                          survey->band_low[e]));
}

static void
test_shipped_puzzles (void)
{
  g_autoptr (GPtrArray) files = puzzle_files ();
  Survey survey = { 0 };
  guint sets = 0;

  survey.faults = g_ptr_array_new_with_free_func (g_free);
  survey.positions = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                            g_free);
  survey.games = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                        string_free);
  survey.game_counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                              NULL);
  survey.lessons = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint f = 0; f < files->len; f++)
    {
      const char *path = g_ptr_array_index (files, f);
      g_autofree char *file = g_path_get_basename (path);
      g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
      ToguzLesson *lesson = toguz_lesson_load_file (path, problems);

      for (guint p = 0; p < problems->len; p++)
        g_ptr_array_add (survey.faults,
                         toguz_lesson_problem_to_string (
                           g_ptr_array_index (problems, p)));
      if (lesson == NULL)
        continue;
      g_ptr_array_add (survey.lessons, lesson);
      if (toguz_lesson_get_kind (lesson) != TOGUZ_LESSON_KIND_EXERCISE_SET)
        continue;
      sets++;
      g_test_message ("%s: %u puzzles", file,
                      toguz_lesson_get_n_steps (lesson));
      for (guint i = 0; i < toguz_lesson_get_n_steps (lesson); i++)
        check_puzzle (&survey, file, toguz_lesson_get_step (lesson, i));
    }
  if (sets == 0)
    g_ptr_array_add (survey.faults, g_strdup ("no exercise set loaded"));
  check_set (&survey);

  for (gsize k = 0; k < G_N_ELEMENTS (wanted_themes); k++)
    g_test_message ("theme %s: %u", wanted_themes[k].theme,
                    survey.by_theme[k]);
  for (int d = 1; d <= N_BANDS; d++)
    g_test_message ("difficulty %d: %u, rated %d to %d", d, survey.by_band[d],
                    survey.band_low[d], survey.band_high[d]);
  for (guint i = 0; i < survey.faults->len; i++)
    g_test_message ("%s", (const char *) g_ptr_array_index (survey.faults, i));
  g_test_message ("%u puzzles, %u faults", survey.n, survey.faults->len);

  if (sets == 0)
    g_test_fail_printf ("no exercise set loaded, listed above");
  else if (survey.faults->len > 0)
    g_test_fail_printf ("%u faults in the shipped puzzles, listed above",
                        survey.faults->len);

  g_ptr_array_unref (survey.faults);
  g_hash_table_unref (survey.positions);
  g_hash_table_unref (survey.games);
  g_hash_table_unref (survey.game_counts);
  g_ptr_array_unref (survey.lessons);
}

int
main (int argc, char **argv)
{
  int status;

  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  /* Small: move_is_best() clears it on every call. */
  search = toguz_search_new (16);

  g_test_add_func ("/puzzles/shipped", test_shipped_puzzles);

  status = g_test_run ();
  toguz_search_free (search);
  return status;
}
