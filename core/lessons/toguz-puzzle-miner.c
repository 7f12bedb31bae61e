/* toguz-puzzle-miner.c: the games in, a rated set of puzzles out
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Games are replayed as they are added, and each position is marked
 * where it is seen first of all, so that a position reached in many
 * games (the openings) is mined once, in the first.  The workers take
 * games in turn, each with a search of its own cleared for every game:
 * what a game yields does not depend on which thread mined it, and the
 * results are read back in the games' order.
 */
#include "config.h"

#include <libxml/parser.h>
#include <string.h>

#include "toguz-lesson-checker.h"
#include "toguz-puzzle-miner-private.h"
#include "toguz-replay.h"
#include "toguz-text.h"

/* The search table of each worker. */
#define TABLE_MIB 4

struct _ToguzPuzzleMiner
{
  ToguzPuzzleMinerOptions options;
  GPtrArray *games;          /* ToguzMinerGame* */
  GHashTable *seen;          /* ToguzPosition* (owned by the games) */
  GPtrArray *set;            /* ToguzMinedPuzzle*, borrowed from games */
  ToguzPuzzleMinerStats stats;
  gint next_game;            /* the workers' counter */
  GMutex lock;
  unsigned done;
};

static const char *const kind_names[TOGUZ_MINED_N_KINDS] = {
  "capture", "tuzdik", "decline", "defence", "at-syroo", "endgame",
};

const char *
toguz_mined_kind_name (ToguzMinedKind kind)
{
  return kind < TOGUZ_MINED_N_KINDS ? kind_names[kind] : "puzzle";
}

void
toguz_puzzle_miner_options_init (ToguzPuzzleMinerOptions *options)
{
  g_return_if_fail (options != NULL);
  memset (options, 0, sizeof *options);
  options->per_game = 3;
  options->wanted = 0;
  options->min_per_kind = 70;
  options->min_middlegame = 110;
  options->puzzle_budget = 2000000;
  options->set_budget = 150000000;
}

guint
toguz_mined_position_hash (gconstpointer position)
{
  const ToguzPosition *pos = position;
  guint hash = 2166136261u;

  for (unsigned i = 0; i < TOGUZ_MAX_RING; i++)
    hash = (hash ^ pos->holes[i]) * 16777619u;
  hash = (hash ^ pos->kazan[0]) * 16777619u;
  hash = (hash ^ pos->kazan[1]) * 16777619u;
  hash = (hash ^ (guint8) pos->tuzdik[0]) * 16777619u;
  hash = (hash ^ (guint8) pos->tuzdik[1]) * 16777619u;
  return (hash ^ pos->side) * 16777619u;
}

gboolean
toguz_mined_position_equal (gconstpointer a, gconstpointer b)
{
  const ToguzPosition *x = a, *y = b;

  return memcmp (x->holes, y->holes, sizeof x->holes) == 0
         && memcmp (x->kazan, y->kazan, sizeof x->kazan) == 0
         && memcmp (x->tuzdik, y->tuzdik, sizeof x->tuzdik) == 0
         && x->side == y->side;
}

void
toguz_mined_puzzle_free (ToguzMinedPuzzle *puzzle)
{
  if (puzzle == NULL)
    return;
  g_free (puzzle->id);
  g_strfreev (puzzle->themes);
  g_free (puzzle->game_name);
  g_free (puzzle->round);
  g_free (puzzle);
}

static void
game_free (ToguzMinerGame *game)
{
  g_free (game->name);
  g_free (game->round);
  g_array_unref (game->positions);
  g_array_unref (game->moves);
  g_array_unref (game->fresh);
  g_ptr_array_unref (game->found);
  g_free (game);
}

ToguzPuzzleMiner *
toguz_puzzle_miner_new (const ToguzPuzzleMinerOptions *options)
{
  ToguzPuzzleMiner *miner = g_new0 (ToguzPuzzleMiner, 1);

  if (options)
    miner->options = *options;
  else
    toguz_puzzle_miner_options_init (&miner->options);
  if (miner->options.per_game < 1)
    miner->options.per_game = 1;
  miner->games = g_ptr_array_new_with_free_func ((GDestroyNotify) game_free);
  miner->seen = g_hash_table_new (toguz_mined_position_hash,
                                  toguz_mined_position_equal);
  miner->set = g_ptr_array_new ();
  g_mutex_init (&miner->lock);
  return miner;
}

void
toguz_puzzle_miner_free (ToguzPuzzleMiner *miner)
{
  if (miner == NULL)
    return;
  g_ptr_array_unref (miner->set);
  g_hash_table_unref (miner->seen);
  g_ptr_array_unref (miner->games);
  g_mutex_clear (&miner->lock);
  g_free (miner);
}

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
  const char *date = tag (record, "Date"), *time = tag (record, "Time");
  const char *white = tag (record, "White"), *black = tag (record, "Black");
  GString *name = g_string_new (NULL);

  g_string_append (name, event ? event : site ? site : "Game");
  if (date)
    g_string_append_printf (name, ", %s", date);
  /* Online, the same two play several games a day. */
  if (date && time)
    g_string_append_printf (name, " %s", time);
  if (white && black)
    g_string_append_printf (name, ", %s – %s", white, black);
  else
    g_string_append_printf (name, ", game %u", index + 1);
  return g_string_free (name, FALSE);
}

typedef struct
{
  GArray *positions;
  GArray *moves;
} Collect;

static void
collect (const ToguzRuleset *rules, const ToguzPosition *pos,
         const ToguzEvent *event, gpointer user_data)
{
  Collect *c = user_data;
  uint8_t hole = event->hole;

  g_array_append_val (c->positions, *pos);
  g_array_append_val (c->moves, hole);
}

static gboolean
same_rules (const ToguzRuleset *a, const ToguzRuleset *b)
{
  return a->holes == b->holes && a->stones == b->stones
         && a->tuzdik == b->tuzdik
         && a->tuzdik_on_last_hole == b->tuzdik_on_last_hole
         && a->early_win == b->early_win
         && a->origin_return == b->origin_return;
}

gboolean
toguz_puzzle_miner_add_record (ToguzPuzzleMiner *miner,
                               const ToguzRecord *record)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  ToguzMinerGame *game;
  ToguzReplay replay;
  Collect c;
  const char *round;

  g_return_val_if_fail (miner != NULL && record != NULL, FALSE);
  c.positions = g_array_new (FALSE, FALSE, sizeof (ToguzPosition));
  c.moves = g_array_new (FALSE, FALSE, sizeof (uint8_t));
  /* A record that breaks off is mined up to where it does. */
  toguz_record_replay (record, rules, collect, &c, &replay, NULL);
  if (!same_rules (&replay.rules, rules) || c.moves->len == 0)
    {
      g_array_unref (c.positions);
      g_array_unref (c.moves);
      return FALSE;
    }
  g_array_prepend_val (c.positions, replay.start);

  game = g_new0 (ToguzMinerGame, 1);
  game->name = game_name (record, miner->games->len);
  round = tag (record, "Round");
  game->round = round && strcmp (round, "-") != 0 ? g_strdup (round) : NULL;
  game->positions = c.positions;
  game->moves = c.moves;
  game->fresh = g_array_sized_new (FALSE, TRUE, sizeof (gboolean),
                                   c.positions->len);
  game->found = g_ptr_array_new_with_free_func (
    (GDestroyNotify) toguz_mined_puzzle_free);
  g_array_set_size (game->fresh, c.positions->len);
  g_ptr_array_add (miner->games, game);

  for (guint i = 0; i < c.positions->len; i++)
    {
      ToguzPosition *pos = &g_array_index (c.positions, ToguzPosition, i);
      gboolean fresh = !g_hash_table_contains (miner->seen, pos);
      g_array_index (game->fresh, gboolean, i) = fresh;
      miner->stats.positions++;
      if (fresh)
        {
          g_hash_table_add (miner->seen, pos);
          miner->stats.distinct++;
        }
    }
  miner->stats.games++;
  return TRUE;
}

gboolean
toguz_puzzle_miner_add_file (ToguzPuzzleMiner *miner, const char *path,
                             GPtrArray *skipped, GError **error)
{
  g_autoptr (ToguzRecordReader) reader = NULL;
  ToguzRecord *record;
  GError *local = NULL;

  g_return_val_if_fail (miner != NULL && path != NULL, FALSE);
  reader = toguz_record_reader_new_for_file (path, error);
  if (reader == NULL)
    return FALSE;
  while ((record = toguz_record_reader_next (reader, &local)) != NULL)
    {
      if (record->problem == NULL)
        toguz_puzzle_miner_add_record (miner, record);
      else if (skipped)
        g_ptr_array_add (skipped, g_strdup (record->problem));
      toguz_record_free (record);
    }
  if (local)
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  return TRUE;
}

static gpointer
work (gpointer data)
{
  ToguzPuzzleMiner *miner = data;
  ToguzMinerWorker worker = { 0 };

  worker.search = toguz_search_new (TABLE_MIB);
  worker.options = &miner->options;
  for (;;)
    {
      guint index = (guint) g_atomic_int_add (&miner->next_game, 1);
      ToguzMinerGame *game;

      if (index >= miner->games->len)
        break;
      game = g_ptr_array_index (miner->games, index);
      /* A clean table: the game's puzzles do not depend on the games the
       * worker mined before. */
      toguz_search_clear (worker.search);
      worker.nodes = 0;
      for (guint ply = 1; ply < game->positions->len; ply++)
        if (g_array_index (game->fresh, gboolean, ply))
          toguz_miner_find (&worker, game, ply);
      game->nodes = worker.nodes;
      g_mutex_lock (&miner->lock);
      miner->done++;
      if (miner->options.verbose && miner->done % 50 == 0)
        g_printerr ("mined %u of %u games\n", miner->done,
                    miner->games->len);
      g_mutex_unlock (&miner->lock);
    }
  toguz_search_free (worker.search);
  return NULL;
}

/* The selection: ----------------------------------------------------- */

typedef struct
{
  const char *theme;     /* NULL: by kind */
  int kind;              /* or -1: by theme */
  ToguzPhase phase;      /* with theme NULL and kind -1: by phase */
  unsigned wanted;
} Quota;

static gboolean
has_theme (const ToguzMinedPuzzle *puzzle, const char *theme)
{
  return puzzle->themes
         && g_strv_contains ((const char *const *) puzzle->themes, theme);
}

static gboolean
meets (const ToguzMinedPuzzle *puzzle, const Quota *quota)
{
  if (quota->theme)
    return has_theme (puzzle, quota->theme);
  if (quota->kind >= 0)
    return (int) puzzle->kind == quota->kind;
  return puzzle->phase == quota->phase;
}

typedef struct
{
  ToguzMinedPuzzle *puzzle;
  guint game;
  gboolean taken;
} Entry;

typedef struct
{
  unsigned taken;
  unsigned phases[3];
  unsigned kinds[TOGUZ_MINED_N_KINDS];
  GArray *plies;          /* unsigned */
} GameUse;

/* How much the selection wants `entry` now, or G_MININT when it may not
 * take it: a game's cap, a position a few plies from one taken, the
 * set's budget. */
static int
want (const Entry *entry, const GameUse *use, unsigned per_game,
      uint64_t spent, uint64_t budget)
{
  const ToguzMinedPuzzle *puzzle = entry->puzzle;
  int q = puzzle->quality;

  if (entry->taken || use->taken >= per_game
      || spent + puzzle->proof_nodes > budget)
    return G_MININT;
  for (guint i = 0; i < use->plies->len; i++)
    {
      unsigned ply = g_array_index (use->plies, unsigned, i);
      if (ply + 4 > puzzle->ply && puzzle->ply + 4 > ply)
        return G_MININT;
    }
  /* Spread a game's puzzles over the phases and the kinds. */
  q -= 30 * (int) use->phases[puzzle->phase];
  q -= 10 * (int) use->kinds[puzzle->kind];
  return q;
}

static void
take (ToguzPuzzleMiner *miner, Entry *entry, GameUse *use, uint64_t *spent)
{
  entry->taken = TRUE;
  use->taken++;
  use->phases[entry->puzzle->phase]++;
  use->kinds[entry->puzzle->kind]++;
  g_array_append_val (use->plies, entry->puzzle->ply);
  *spent += entry->puzzle->proof_nodes;
  g_ptr_array_add (miner->set, entry->puzzle);
}

/* Takes the most wanted entries that meet `quota` (NULL: any) until it
 * is met or `total` puzzles are in the set. */
static void
fill (ToguzPuzzleMiner *miner, GArray *entries, GameUse *uses,
      const Quota *quota, unsigned total, uint64_t *spent)
{
  unsigned have = 0;

  if (quota)
    for (guint i = 0; i < miner->set->len; i++)
      have += meets (g_ptr_array_index (miner->set, i), quota);
  while ((quota ? have < quota->wanted : TRUE)
         && (total == 0 || miner->set->len < total))
    {
      int best = G_MININT;
      Entry *pick = NULL;

      for (guint i = 0; i < entries->len; i++)
        {
          Entry *entry = &g_array_index (entries, Entry, i);
          int w;

          if (quota && !meets (entry->puzzle, quota))
            continue;
          w = want (entry, &uses[entry->game], miner->options.per_game,
                    *spent, miner->options.set_budget);
          /* Ties go to the earlier game and ply: entries are in order. */
          if (w > best)
            {
              best = w;
              pick = entry;
            }
        }
      if (pick == NULL)
        break;
      take (miner, pick, &uses[pick->game], spent);
      have++;
    }
}

/* The rating a puzzle starts from: what it takes the engine to find the
 * first move (the depth from which it prefers it, the nodes, the moves
 * that look as good at a glance), how long the line is, and what makes
 * a move hard for a person to see: many stones to count, a move that is
 * not the biggest capture at hand, a quiet move, a sacrifice. */
static int
rating_of (const ToguzMinedPuzzle *puzzle)
{
  /* What the kind asks beyond the line: seeing that a tuzdik is worth
   * refusing, or a threat coming; a lone tuzdik move stands out. */
  static const int kind_extra[TOGUZ_MINED_N_KINDS] = {
    0, -100, 250, 150, 0, 150,
  };
  int r = 750;

  r += 120 * ((int) puzzle->find_depth - 1);
  r += 80 * (int) puzzle->alternatives;
  r += 260 * ((int) puzzle->turns - 1);
  /* About 30 a doubling of the nodes. */
  r += 30 * (int) g_bit_storage (puzzle->find_nodes);
  r += 25 * ((int) MIN (puzzle->legal, 9u) - 3);
  r += 10 * (int) MIN (puzzle->lifted, 40u);
  r += 40 * (int) puzzle->tempting;
  if (!puzzle->greedy)
    r += 200;
  if (has_theme (puzzle, "quiet"))
    r += 150;
  if (has_theme (puzzle, "sacrifice"))
    r += 250;
  r += kind_extra[puzzle->kind];
  return CLAMP (r, 400, 3000);
}

static int
by_rating (gconstpointer a, gconstpointer b)
{
  const ToguzMinedPuzzle *x = *(ToguzMinedPuzzle *const *) a;
  const ToguzMinedPuzzle *y = *(ToguzMinedPuzzle *const *) b;

  if (x->rating != y->rating)
    return x->rating < y->rating ? -1 : 1;
  if (x->game != y->game)
    return x->game < y->game ? -1 : 1;
  return x->ply < y->ply ? -1 : x->ply > y->ply;
}

static void finish_set (ToguzPuzzleMiner *miner);

static void
select_set (ToguzPuzzleMiner *miner)
{
  const ToguzPuzzleMinerOptions *o = &miner->options;
  unsigned k = o->min_per_kind, syroo = o->min_per_kind * 2 / 3;
  const Quota quotas[] = {
    { NULL, TOGUZ_MINED_ENDGAME, 0, k },
    { NULL, TOGUZ_MINED_AT_SYROO, 0, syroo },
    { NULL, TOGUZ_MINED_DEFENCE, 0, k * 3 / 2 },
    { NULL, TOGUZ_MINED_TUZDIK, 0, k * 3 / 2 },
    { NULL, TOGUZ_MINED_DECLINE, 0, k / 2 },
    { "at-syroo", -1, 0, syroo },
    { "endgame", -1, 0, k },
    { "capture", -1, 0, k },
    { "quiet", -1, 0, k / 2 },
    { "sacrifice", -1, 0, k / 4 },
    { NULL, -1, TOGUZ_PHASE_MIDDLEGAME, o->min_middlegame },
    { NULL, -1, TOGUZ_PHASE_OPENING, k / 2 },
  };
  g_autoptr (GArray) entries = g_array_new (FALSE, FALSE, sizeof (Entry));
  GameUse *uses = g_new0 (GameUse, miner->games->len);
  uint64_t spent = 0;

  g_ptr_array_set_size (miner->set, 0);
  for (guint g = 0; g < miner->games->len; g++)
    {
      ToguzMinerGame *game = g_ptr_array_index (miner->games, g);
      uses[g].plies = g_array_new (FALSE, FALSE, sizeof (unsigned));
      for (guint i = 0; i < game->found->len; i++)
        {
          Entry entry = { g_ptr_array_index (game->found, i), g, FALSE };
          if (entry.puzzle->rejected)
            continue;
          entry.puzzle->game = g;
          entry.puzzle->rating = rating_of (entry.puzzle);
          g_array_append_val (entries, entry);
        }
    }
  if (miner->stats.candidates == 0)
    miner->stats.candidates = entries->len;
  miner->stats.games_used = 0;

  for (gsize q = 0; q < G_N_ELEMENTS (quotas); q++)
    fill (miner, entries, uses, &quotas[q], o->wanted, &spent);
  fill (miner, entries, uses, NULL, o->wanted, &spent);

  for (guint g = 0; g < miner->games->len; g++)
    {
      miner->stats.games_used += uses[g].taken > 0;
      g_array_unref (uses[g].plies);
    }
  g_free (uses);
  finish_set (miner);
}

/* Easiest first; the difficulty is the rating's fifth of the set; ids
 * by kind in that order. */
static void
finish_set (ToguzPuzzleMiner *miner)
{
  unsigned counters[TOGUZ_MINED_N_KINDS] = { 0 };
  guint n;

  g_ptr_array_sort (miner->set, by_rating);
  n = miner->set->len;
  for (guint i = 0; i < n; i++)
    {
      ToguzMinedPuzzle *puzzle = g_ptr_array_index (miner->set, i);
      puzzle->difficulty = 1 + (int) (i * 5 / n);
    }
  if (miner->options.verbose)
    for (guint i = 0; i < n; i++)
      {
        ToguzMinedPuzzle *p = g_ptr_array_index (miner->set, i);
        g_printerr ("rated %d: kind %s, depth %u, alternatives %u, nodes %"
                    G_GUINT64_FORMAT ", legal %u, lifted %u, greedy %d, "
                    "tempting %u, turns %u, quiet %d, sacrifice %d, proof %"
                    G_GUINT64_FORMAT "\n",
                    p->rating, kind_names[p->kind], p->find_depth,
                    p->alternatives, p->find_nodes, p->legal, p->lifted,
                    p->greedy, p->tempting, p->turns, has_theme (p, "quiet"),
                    has_theme (p, "sacrifice"), p->proof_nodes);
      }
  /* Ids by kind, in the set's order. */
  for (guint i = 0; i < n; i++)
    {
      ToguzMinedPuzzle *puzzle = g_ptr_array_index (miner->set, i);
      g_free (puzzle->id);
      puzzle->id = g_strdup_printf ("%s-%u", kind_names[puzzle->kind],
                                    ++counters[puzzle->kind]);
    }
}

/* The set as `toguz lesson check` meets it, in the file's order with one
 * search, and each puzzle then as a test of the shipped set does: its
 * line forced, its first move the engine's best.  Marks the puzzles that
 * fail; returns how many did. */
static guint
check_set (ToguzPuzzleMiner *miner)
{
  g_autofree char *xml = toguz_puzzle_miner_to_xml (miner, "check", "check");
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) lesson = NULL;
  ToguzSearch *search;
  guint failed = 0;

  if (miner->set->len == 0)
    return 0;
  lesson = toguz_lesson_load_data (xml, strlen (xml), "check", problems);
  g_return_val_if_fail (lesson != NULL, 0);
  g_return_val_if_fail (toguz_lesson_get_n_steps (lesson) == miner->set->len,
                        0);
  search = toguz_search_new (16);
  toguz_lesson_verify_within (lesson, search, TOGUZ_LESSON_CHECK_BUDGET,
                              G_MAXUINT64, problems);
  for (guint i = 0; i < miner->set->len; i++)
    {
      const ToguzStep *step = toguz_lesson_get_step (lesson, i);
      ToguzMinedPuzzle *puzzle = g_ptr_array_index (miner->set, i);
      ToguzPosition pos;

      for (guint p = 0; p < problems->len; p++)
        if (((ToguzLessonProblem *) g_ptr_array_index (problems, p))->line
            == step->task->line)
          puzzle->rejected = TRUE;
      toguz_step_get_task_position (step, &pos);
      if (toguz_puzzle_line_check (step, search,
                                   miner->options.puzzle_budget, NULL)
            != TOGUZ_LINE_FORCED
          || !toguz_puzzle_move_is_best (search, &step->rules, &pos,
                                         puzzle->line[0], NULL))
        puzzle->rejected = TRUE;
      if (puzzle->rejected)
        {
          failed++;
          if (miner->options.verbose)
            g_printerr ("%s (%s, ply %u) dropped: fails in the set\n",
                        puzzle->id, puzzle->game_name, puzzle->ply);
        }
    }
  toguz_search_free (search);
  return failed;
}

void
toguz_puzzle_miner_run (ToguzPuzzleMiner *miner)
{
  unsigned threads;
  GPtrArray *workers = g_ptr_array_new ();
  gint64 t0 = g_get_monotonic_time ();

  g_return_if_fail (miner != NULL);
  /* The parser and the schema are set up once, before any thread. */
  xmlInitParser ();
  {
    static const char probe[] = "<exercise-set xmlns=\"" TOGUZ_LESSON_NAMESPACE
                                "\" id=\"probe\"><title>probe</title>"
                                "</exercise-set>";
    g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
    g_autoptr (ToguzLesson) lesson
      = toguz_lesson_load_data (probe, sizeof probe - 1, "probe", problems);
  }
  threads = miner->options.threads ? miner->options.threads
                                   : g_get_num_processors ();
  threads = CLAMP (threads, 1u, 64u);
  miner->next_game = 0;
  miner->done = 0;
  g_ptr_array_set_size (miner->set, 0);
  for (unsigned t = 1; t < threads; t++)
    g_ptr_array_add (workers, g_thread_new ("miner", work, miner));
  work (miner);
  for (guint t = 0; t < workers->len; t++)
    g_thread_join (g_ptr_array_index (workers, t));
  g_ptr_array_unref (workers);

  miner->stats.nodes = 0;
  for (guint g = 0; g < miner->games->len; g++)
    miner->stats.nodes
      += ((ToguzMinerGame *) g_ptr_array_index (miner->games, g))->nodes;
  /* A puzzle that fails among the others makes room for the next. */
  select_set (miner);
  for (int round = 0; check_set (miner) > 0; round++)
    {
      if (round < 3)
        select_set (miner);
      else
        {
          /* Still failing: leave them out, and take no others. */
          for (guint i = miner->set->len; i-- > 0;)
            if (((ToguzMinedPuzzle *) g_ptr_array_index (miner->set, i))
                  ->rejected)
              g_ptr_array_remove_index (miner->set, i);
          finish_set (miner);
        }
    }
  miner->stats.seconds = (g_get_monotonic_time () - t0) / 1e6;
}

guint
toguz_puzzle_miner_get_n_puzzles (ToguzPuzzleMiner *miner)
{
  g_return_val_if_fail (miner != NULL, 0);
  return miner->set->len;
}

const ToguzMinedPuzzle *
toguz_puzzle_miner_get_puzzle (ToguzPuzzleMiner *miner, guint index)
{
  g_return_val_if_fail (miner != NULL && index < miner->set->len, NULL);
  return g_ptr_array_index (miner->set, index);
}

void
toguz_puzzle_miner_get_stats (ToguzPuzzleMiner *miner,
                              ToguzPuzzleMinerStats *stats)
{
  g_return_if_fail (miner != NULL && stats != NULL);
  *stats = miner->stats;
}

/* The file: --------------------------------------------------------- */

static void
append_attribute (GString *out, const char *name, const char *value)
{
  g_autofree char *escaped = g_markup_escape_text (value, -1);
  g_string_append_printf (out, " %s=\"%s\"", name, escaped);
}

void
toguz_mined_puzzle_append_xml (const ToguzMinedPuzzle *puzzle, GString *out)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  g_autofree char *themes = g_strjoinv (" ", puzzle->themes);
  g_autofree char *fen = toguz_position_to_fen (rules, &puzzle->before);
  g_autofree char *opponent = toguz_line_notation (rules, &puzzle->before,
                                                   &puzzle->opponent_move, 1);
  g_autofree char *line = toguz_line_notation (rules, &puzzle->position,
                                               puzzle->line,
                                               puzzle->line_length);
  char goal[TOGUZ_GOAL_TEXT_MAX];
  gboolean white = puzzle->position.side == TOGUZ_WHITE;

  toguz_goal_format (&puzzle->goal, goal);
  g_string_append (out, "  <puzzle");
  append_attribute (out, "id", puzzle->id);
  g_string_append_printf (out, " difficulty=\"%d\"", puzzle->difficulty);
  append_attribute (out, "themes", themes);
  g_string_append_printf (out, " rating=\"%d\">\n", puzzle->rating);
  g_string_append_printf (out, "    <text>%s</text>\n",
                          white ? "White to move." : "Black to move.");
  g_string_append (out, "    <source");
  append_attribute (out, "game", puzzle->game_name);
  if (puzzle->round)
    append_attribute (out, "round", puzzle->round);
  g_string_append_printf (out, " move=\"%u\" side=\"%s\"",
                          toguz_position_move_number (&puzzle->position),
                          white ? "white" : "black");
  if (puzzle->played >= 0)
    {
      uint8_t hole = (uint8_t) puzzle->played;
      g_autofree char *played = toguz_line_notation (rules, &puzzle->position,
                                                     &hole, 1);
      append_attribute (out, "played", played);
      if (puzzle->lost >= 0)
        g_string_append_printf (out, " lost=\"%d\"", puzzle->lost);
    }
  g_string_append (out, "/>\n");
  g_string_append (out, "    <position");
  append_attribute (out, "fen", fen);
  append_attribute (out, "moves", opponent);
  g_string_append (out, "/>\n");
  g_string_append (out, "    <task");
  append_attribute (out, "goal", goal);
  if (puzzle->turns > 1)
    g_string_append_printf (out, " turns=\"%u\" replies=\"scripted\"",
                            puzzle->turns);
  g_string_append (out, ">\n");
  if (puzzle->kind == TOGUZ_MINED_DECLINE)
    g_string_append (out, "      <prompt>" TOGUZ_MINED_DECLINE_PROMPT
                          "</prompt>\n");
  g_string_append_printf (out, "      <solution moves=\"%s\"/>\n", line);
  g_string_append (out, "    </task>\n  </puzzle>\n");
}

char *
toguz_puzzle_miner_to_xml (ToguzPuzzleMiner *miner, const char *id,
                           const char *title)
{
  GString *out = g_string_new (NULL);
  g_autofree char *id_xml = g_markup_escape_text (id, -1);
  g_autofree char *title_xml = g_markup_escape_text (title, -1);

  g_return_val_if_fail (miner != NULL, NULL);
  g_string_append_printf (
    out,
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<!-- Mined by `toguz mine` from real game records.  Each puzzle starts\n"
    "     after the opponent's move that made the chance; every move of\n"
    "     the learner's line is the only right one and the first is the\n"
    "     engine's best, proved by the judge the tutor uses. -->\n"
    "<exercise-set xmlns=\"%s\" id=\"%s\" order=\"1\">\n"
    "  <title>%s</title>\n"
    "  <summary>Positions from tournament and online games: find the move "
    "the players found, or the one they missed.</summary>\n",
    TOGUZ_LESSON_NAMESPACE, id_xml, title_xml);
  for (guint i = 0; i < miner->set->len; i++)
    toguz_mined_puzzle_append_xml (g_ptr_array_index (miner->set, i), out);
  g_string_append (out, "</exercise-set>\n");
  return g_string_free (out, FALSE);
}
