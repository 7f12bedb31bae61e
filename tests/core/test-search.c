/* test-search.c: the hint engine: goals with known answers, the goals
 * against the reference rules, explanations, cancellation and levels
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <string.h>

#include "reference-rules.h"
#include "resident-memory.h"
#include "toguz-explain-text.h"
#include "toguz-replay.h"
#include "toguz-text.h"

static ToguzSearch *search;

static ToguzPosition
position (const char *fen)
{
  ToguzPosition pos;
  g_autoptr (GError) error = NULL;

  if (!toguz_position_from_fen (toguz_ruleset_default (), fen, &pos, &error))
    g_error ("%s: %s", fen, error->message);
  return pos;
}

static unsigned
holes (const char *list)
{
  unsigned mask = 0;

  for (const char *c = list; *c; c++)
    if (*c >= '1' && *c <= '9')
      mask |= 1u << (*c - '1');
  return mask;
}

/* Goals on hand-built positions whose answers were worked out by hand. */
typedef struct
{
  const char *name;
  const char *fen;
  const char *goal;
  const char *achieving;   /* holes, e.g. "19" for holes 1 and 9 */
  gboolean unique;
} GoalCase;

#define START "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1"
/* White's 9 takes 2, but Black's 8 then takes 4 from White's 1; White's 1
 * loses only 2, White's 5 loses 4. */
#define RECAPTURE "1,3S,6,1S/3S,3,1S,3,1S 76 77 S 30"
/* White's 9 takes 2 and leaves White's 3 at 2 stones, which Black's 7 then
 * makes 3: a tuzdik.  White's 3 itself leaves nothing to take. */
#define TUZDIK_TRAP "2,6S,5,1S/2,2S,5,1S 76 76 S 30"

static const GoalCase goal_cases[] = {
  { "capture-start", START, "capture:10", "23456789", FALSE },
  { "capture-too-much", START, "capture:11", "", FALSE },
  { "no-capture-start", START, "no-capture", "1", TRUE },
  { "land-9-start", START, "land:9", "1", TRUE },
  { "land-5-start", START, "land:5", "6", TRUE },
  { "tuzdik", "1S,1S,1S,1S,1S,1S,1S,1S,2S/1S,1S,1S,1S,1S,1S,1S,1S,2S 71 71 "
    "S 30", "tuzdik", "9", TRUE },
  { "tuzdik-refused-already-owns", "1S,1S,1S,1S,1S,t,1S,1S,2S/1S,1S,1S,1S,1S,"
    "1S,1S,1S,2S 72 71 S 30", "tuzdik", "", FALSE },
  { "no-moves", "8,1S/5S,7,1S 77 78 S 40", "no-moves", "9", TRUE },
  { "gain-one-ply", RECAPTURE, "gain:2:1", "9", TRUE },
  { "gain-two-plies", RECAPTURE, "gain:-2:2", "19", FALSE },
  { "gain-two-plies-none", RECAPTURE, "gain:0:2", "", FALSE },
  { "win-now", "2S,2S,2S,2S,2S,2S,2S,2S,1S/10S,7,1S 80 54 S 40", "win", "19",
    FALSE },
  { "capture-walks-into-tuzdik", TUZDIK_TRAP, "capture:2", "9", TRUE },
  { "no-tuzdik", TUZDIK_TRAP, "no-tuzdik", "3", TRUE },
  { "best-avoids-tuzdik", TUZDIK_TRAP, "best", "3", TRUE },
};

static void
test_goal_case (gconstpointer data)
{
  const GoalCase *c = data;
  const ToguzRuleset *rules = toguz_ruleset_default ();
  ToguzPosition pos = position (c->fen);
  ToguzGoal goal;
  ToguzGoalAnswer answer;

  g_assert_true (toguz_goal_parse (c->goal, &goal));
  toguz_goal_solve (search, rules, &pos, &goal, 2, &answer);
  g_assert_true (answer.decided);
  g_assert_cmphex (answer.achieving, ==, holes (c->achieving));
  g_assert_cmpint (answer.unique, ==, c->unique);
  if (answer.achieving)
    {
      /* The proof starts with an achieving move and replays legally. */
      ToguzPosition at = pos;
      g_assert_cmpuint (answer.proof_length, >=, 1);
      g_assert_true ((answer.achieving >> answer.proof[0]) & 1u);
      g_assert_true ((answer.achieving >> answer.best_move) & 1u);
      for (unsigned i = 0; i < answer.proof_length; i++)
        g_assert_cmpint (toguz_position_play (rules, &at, answer.proof[i], &at,
                                              NULL),
                         ==, TOGUZ_MOVE_OK);
      for (unsigned h = 0; h < TOGUZ_MAX_HOLES; h++)
        g_assert_cmpint (toguz_goal_achieved_by (search, rules, &pos, &goal,
                                                 h),
                         ==, (answer.achieving >> h) & 1u);
    }
  else
    g_assert_cmpint (answer.best_move, ==, -1);
}

static void
test_goal_details (void)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  ToguzPosition pos = position (RECAPTURE);
  ToguzGoal goal;
  ToguzGoalAnswer answer;

  /* The values behind gain:N:2, as worked out above. */
  g_assert_true (toguz_goal_parse ("gain:-9:2", &goal));
  toguz_goal_solve (search, rules, &pos, &goal, 2, &answer);
  g_assert_cmpint (answer.value[0], ==, -2);
  g_assert_cmpint (answer.value[4], ==, -4);
  g_assert_cmpint (answer.value[8], ==, -2);
  g_assert_cmpint (answer.margin, ==, 0);
  /* Black's 8 is what refutes White's 9 and White's 5. */
  g_assert_cmpint (answer.refutation[8], ==, 7);
  g_assert_cmpint (answer.refutation[4], ==, 7);

  /* The tuzdik trap: Black's 7 refutes the capture. */
  pos = position (TUZDIK_TRAP);
  g_assert_true (toguz_goal_parse ("no-tuzdik", &goal));
  toguz_goal_solve (search, rules, &pos, &goal, 2, &answer);
  g_assert_cmpint (answer.refutation[8], ==, 6);
  g_assert_cmpint (answer.refutation[2], ==, -1);

  /* A margin decides uniqueness among several achieving moves: at the
   * start every capture takes 10. */
  pos = position (START);
  g_assert_true (toguz_goal_parse ("capture:1", &goal));
  toguz_goal_solve (search, rules, &pos, &goal, 1, &answer);
  g_assert_false (answer.unique);
  g_assert_cmpint (answer.margin, ==, 0);

  /* Goals read and write back. */
  {
    static const char *texts[] = {
      "capture:10", "tuzdik", "no-capture", "land:7", "no-moves",
      "gain:12:5", "win", "no-tuzdik", "best", "gain:-2:3",
    };
    static const char *bad[] = {
      "", "capture", "capture:0", "capture:10x", "land:10", "gain:3",
      "gain:3:0", "gain:3:13", "won", "tuzdik:2", "capture:-1",
    };
    for (gsize i = 0; i < G_N_ELEMENTS (texts); i++)
      {
        char back[TOGUZ_GOAL_TEXT_MAX];
        g_assert_true (toguz_goal_parse (texts[i], &goal));
        toguz_goal_format (&goal, back);
        g_assert_cmpstr (back, ==, texts[i]);
      }
    for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
      g_assert_false (toguz_goal_parse (bad[i], &goal));
  }

  /* Numbers never wrap: 4294967306 is 2^32 + 10, not 10.  Each edge of
   * each range, and what lies past it. */
  {
    static const struct
    {
      const char *text;
      ToguzGoalStatus status;
    } cases[] = {
      { "capture:4294967306", TOGUZ_GOAL_OUT_OF_RANGE },
      { "capture:18446744073709551626", TOGUZ_GOAL_OUT_OF_RANGE },
      { "capture:1", TOGUZ_GOAL_PARSED },
      { "capture:162", TOGUZ_GOAL_PARSED },
      { "capture:163", TOGUZ_GOAL_OUT_OF_RANGE },
      { "capture:0", TOGUZ_GOAL_OUT_OF_RANGE },
      { "capture: 10", TOGUZ_GOAL_UNKNOWN },
      { "capture:+10", TOGUZ_GOAL_UNKNOWN },
      { "land:1", TOGUZ_GOAL_PARSED },
      { "land:9", TOGUZ_GOAL_PARSED },
      { "land:4294967297", TOGUZ_GOAL_OUT_OF_RANGE },
      { "gain:-162:1", TOGUZ_GOAL_PARSED },
      { "gain:162:12", TOGUZ_GOAL_PARSED },
      { "gain:163:2", TOGUZ_GOAL_OUT_OF_RANGE },
      { "gain:-4294967286:2", TOGUZ_GOAL_OUT_OF_RANGE },
      { "gain:3:4294967298", TOGUZ_GOAL_OUT_OF_RANGE },
      { "gain:3:", TOGUZ_GOAL_UNKNOWN },
      { "gain:3:2:1", TOGUZ_GOAL_UNKNOWN },
    };
    for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        ToguzGoal kept = { TOGUZ_GOAL_WIN, 7, 7 };
        g_test_message ("%s", cases[i].text);
        g_assert_cmpint (toguz_goal_read (cases[i].text, &kept), ==,
                         cases[i].status);
        if (cases[i].status != TOGUZ_GOAL_PARSED)
          g_assert_cmpint (kept.kind, ==, TOGUZ_GOAL_WIN);
      }
  }
}

/* The goals against the stone-by-stone reference, on positions from the
 * real games. */
typedef struct
{
  GArray *positions;
  unsigned seen;
} Collect;

static void
collect (const ToguzRuleset *rules, const ToguzPosition *pos,
         const ToguzEvent *event, gpointer user_data)
{
  Collect *c = user_data;

  if (pos->result == TOGUZ_ONGOING && c->seen++ % 211 == 0)
    g_array_append_val (c->positions, *pos);
}

static GArray *
game_positions (void)
{
  const char *dir = g_getenv ("TOGUZ_GAMES_DIR");
  g_autofree char *path = g_build_filename (dir, "master-2018.pgn", NULL);
  g_autoptr (GPtrArray) records = toguz_record_read_file (path, NULL);
  Collect c = { g_array_new (FALSE, FALSE, sizeof (ToguzPosition)), 0 };

  g_assert_nonnull (records);
  for (guint i = 0; i < records->len; i++)
    {
      ToguzReplay replay;
      g_assert_true (toguz_record_replay (g_ptr_array_index (records, i),
                                          toguz_ruleset_default (), collect,
                                          &c, &replay, NULL));
    }
  return c.positions;
}

/* Material (mover's view) after the best play for `plies`, by plain
 * minimax on the reference rules. */
static int
ref_final_kazan (const ToguzRuleset *rules, const RefPosition *p, int side)
{
  int kazan = p->kazan[side];
  int stuck_row = 0, my_row = 0;

  /* A pending sweep counts for the side not to move. */
  for (int h = 0; h < rules->holes; h++)
    {
      stuck_row += p->holes[p->side][h];
      my_row += p->holes[1 - p->side][h];
    }
  if (side != p->side && stuck_row == 0)
    kazan += my_row;
  return kazan;
}

static int
ref_material (const ToguzRuleset *rules, const RefPosition *p)
{
  return ref_final_kazan (rules, p, p->side)
         - ref_final_kazan (rules, p, 1 - p->side);
}

static int
ref_minimax (const ToguzRuleset *rules, const RefPosition *p, int plies)
{
  int best = -1000;

  if (plies == 0 || p->result != TOGUZ_ONGOING)
    return ref_material (rules, p);
  for (int h = 0; h < rules->holes; h++)
    {
      RefPosition child = *p;
      if (ref_play (rules, &child, h))
        {
          int v = -ref_minimax (rules, &child, plies - 1);
          if (v > best)
            best = v;
        }
    }
  return best;
}

static bool
ref_no_tuzdik_after (const ToguzRuleset *rules, const RefPosition *p)
{
  for (int h = 0; h < rules->holes; h++)
    {
      RefPosition reply = *p;
      if (ref_play (rules, &reply, h)
          && reply.tuzdik[p->side] != p->tuzdik[p->side])
        return false;
    }
  return true;
}

static void
test_goals_match_reference (void)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  g_autoptr (GArray) positions = game_positions ();
  unsigned checked = 0;

  g_assert_cmpuint (positions->len, >, 200);
  for (guint p = 0; p < positions->len; p++)
    {
      const ToguzPosition *pos = &g_array_index (positions, ToguzPosition, p);
      RefPosition ref;
      unsigned capture_any = 0, no_capture = 0, tuzdik = 0, land5 = 0;
      unsigned no_tuzdik = 0, gain[4] = { 0 };
      int ref_gain[TOGUZ_MAX_HOLES][4];
      ToguzGoal goal;
      ToguzGoalAnswer answer;

      ref_from_position (rules, pos, &ref);
      for (int h = 0; h < rules->holes; h++)
        {
          RefPosition child = ref;
          int taken, last_hole = -1;

          if (!ref_play (rules, &child, h))
            continue;
          /* The reference does not keep events: read them off the board. */
          taken = child.kazan[ref.side] - ref.kazan[ref.side];
          {
            ToguzPosition next;
            ToguzEvent event;
            toguz_position_play (rules, pos, (unsigned) h, &next, &event);
            g_assert_true (ref_matches (rules, &child, &next));
            last_hole = (int) toguz_ring_hole (rules, event.last);
            if (event.captured > 0)
              capture_any |= 1u << h;
            else
              no_capture |= 1u << h;
            g_assert_cmpint (event.captured, <=, taken);
          }
          if (child.tuzdik[ref.side] != ref.tuzdik[ref.side])
            tuzdik |= 1u << h;
          if (last_hole == 4)
            land5 |= 1u << h;
          if (ref_no_tuzdik_after (rules, &child))
            no_tuzdik |= 1u << h;
          for (int k = 1; k <= 3; k++)
            ref_gain[h][k] = -ref_minimax (rules, &child, k - 1)
                             - ref_material (rules, &ref);
        }

      goal = (ToguzGoal) { TOGUZ_GOAL_CAPTURE, 1, 0 };
      toguz_goal_solve (search, rules, pos, &goal, 2, &answer);
      g_assert_cmphex (answer.achieving, ==, capture_any);
      goal = (ToguzGoal) { TOGUZ_GOAL_NO_CAPTURE, 0, 0 };
      toguz_goal_solve (search, rules, pos, &goal, 2, &answer);
      g_assert_cmphex (answer.achieving, ==, no_capture);
      goal = (ToguzGoal) { TOGUZ_GOAL_TUZDIK, 0, 0 };
      toguz_goal_solve (search, rules, pos, &goal, 2, &answer);
      g_assert_cmphex (answer.achieving, ==, tuzdik);
      goal = (ToguzGoal) { TOGUZ_GOAL_LAND, 5, 0 };
      toguz_goal_solve (search, rules, pos, &goal, 2, &answer);
      g_assert_cmphex (answer.achieving, ==, land5);
      goal = (ToguzGoal) { TOGUZ_GOAL_NO_TUZDIK, 0, 0 };
      toguz_goal_solve (search, rules, pos, &goal, 2, &answer);
      g_assert_cmphex (answer.achieving, ==, no_tuzdik);

      for (int k = 1; k <= 3; k++)
        {
          goal = (ToguzGoal) { TOGUZ_GOAL_GAIN, 2, k };
          toguz_goal_solve (search, rules, pos, &goal, 2, &answer);
          gain[k] = 0;
          for (int h = 0; h < rules->holes; h++)
            {
              if (!((answer.legal >> h) & 1u))
                continue;
              g_assert_cmpint (answer.value[h], ==, ref_gain[h][k]);
              if (ref_gain[h][k] >= 2)
                gain[k] |= 1u << h;
            }
          g_assert_cmphex (answer.achieving, ==, gain[k]);
        }
      checked++;
    }
  g_test_message ("%u positions from the games checked against the "
                  "reference", checked);
}

/* Wins: every win the reference finds within 5 plies, the solver finds. */
static bool
ref_wins (const ToguzRuleset *rules, const RefPosition *p, int winner,
          int plies)
{
  bool choosing = p->side == winner;

  if (p->result != TOGUZ_ONGOING)
    return p->result == (winner == TOGUZ_WHITE ? TOGUZ_WHITE_WON
                                               : TOGUZ_BLACK_WON);
  if (plies == 0)
    return false;
  for (int h = 0; h < rules->holes; h++)
    {
      RefPosition child = *p;
      if (!ref_play (rules, &child, h))
        continue;
      if (ref_wins (rules, &child, winner, plies - 1) == choosing)
        return choosing;
    }
  return !choosing;
}

static void
test_win_matches_reference (void)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  unsigned won = 0, tried = 0;

  /* Random endgames: a few stones on the board, kazans near the line. */
  while (tried < 300)
    {
      ToguzPosition pos;
      RefPosition ref;
      ToguzGoal goal = { TOGUZ_GOAL_WIN, 0, 0 };
      ToguzGoalAnswer answer;
      unsigned stones = (unsigned) g_rand_int_range (rand, 4, 14);
      unsigned white;
      unsigned expected = 0;

      toguz_position_init (rules, &pos);
      memset (pos.holes, 0, sizeof pos.holes);
      for (unsigned s = 0; s < stones; s++)
        pos.holes[g_rand_int_range (rand, 0, 18)]++;
      white = (unsigned) g_rand_int_range (rand, 162 - 81 - stones, 82);
      pos.kazan[0] = (uint8_t) white;
      pos.kazan[1] = (uint8_t) (162 - stones - white);
      pos.side = (uint8_t) g_rand_int_range (rand, 0, 2);
      pos.ply = (uint16_t) (60 + pos.side);
      if (pos.kazan[1] > 81 || toguz_position_validate (rules, &pos, NULL))
        continue;
      toguz_position_update_result (rules, &pos);
      if (pos.result != TOGUZ_ONGOING)
        continue;
      tried++;

      ref_from_position (rules, &pos, &ref);
      for (int h = 0; h < rules->holes; h++)
        {
          RefPosition child = ref;
          if (ref_play (rules, &child, h)
              && ref_wins (rules, &child, ref.side, 4))
            expected |= 1u << h;
        }
      toguz_goal_solve (search, rules, &pos, &goal, 2, &answer);
      if ((answer.achieving & expected) != expected)
        {
          char fen[TOGUZ_FEN_MAX];
          toguz_fen_format (rules, &pos, fen);
          g_test_message ("missed win in %s", fen);
        }
      /* Wins within five plies are all found, and nothing claimed is
       * wrong: each proof line ends in the mover's win. */
      g_assert_cmphex (answer.achieving & expected, ==, expected);
      if (answer.achieving)
        {
          ToguzPosition at = pos;
          for (unsigned i = 0; i < answer.proof_length; i++)
            g_assert_cmpint (toguz_position_play (rules, &at, answer.proof[i],
                                                  &at, NULL),
                             ==, TOGUZ_MOVE_OK);
          g_assert_cmpint (at.result, ==, pos.side == TOGUZ_WHITE
                                            ? TOGUZ_WHITE_WON
                                            : TOGUZ_BLACK_WON);
          won++;
        }
    }
  g_test_message ("%u of %u random endgames have a proven win", won, tried);
  g_assert_cmpuint (won, >, 20);
}

/* Explanations: the verdict, the event, and the words for each rule. */
typedef struct
{
  const char *name;
  const char *fen;
  int side;           /* whose row is clicked */
  unsigned hole;      /* 1-based */
  ToguzVerdict verdict;
  const char *words;  /* a fragment of the explanation */
} ExplainCase;

static const ExplainCase explain_cases[] = {
  { "not-your-hole", START, TOGUZ_BLACK, 4, TOGUZ_VERDICT_NOT_YOUR_HOLE,
    "That is Black’s hole 4: you sow only from your own row." },
  { "empty", "1S,1S,1S,1S,1S,1S,1S,1S,4S/1,2S,1S,1S,1S,1S,1S,1S,2S 70 70 S "
    "30", TOGUZ_WHITE, 1, TOGUZ_VERDICT_EMPTY, "Your hole 1 is empty" },
  { "tuzdik", "1S,1S,1S,1S,1S,1S,1S,1S,2S/t,1S,1S,1S,1S,1S,1S,1S,2S 71 72 S "
    "30", TOGUZ_WHITE, 1, TOGUZ_VERDICT_TUZDIK,
    "Your hole 1 is the opponent’s tuzdik" },
  { "game-over", "2S,2S,2S,2S,2S,2S,2S,2S,1/10S,8 82 54 N 40", TOGUZ_BLACK,
    2, TOGUZ_VERDICT_GAME_OVER, "The game is over" },
  { "origin-return", START, TOGUZ_WHITE, 1, TOGUZ_VERDICT_PLAYED,
    "the first goes back into it" },
  { "own-side", START, TOGUZ_WHITE, 1, TOGUZ_VERDICT_PLAYED,
    "lands in your own hole 9, which now holds 10 stones: a move never "
    "captures on its own side." },
  { "single-ball", "1S,1S,1S,1S,1S,1S,1S,1S,1S/2,1S,2S,5 75 75 S 20",
    TOGUZ_WHITE, 3, TOGUZ_VERDICT_PLAYED,
    "Hole 3 holds a single stone: it goes into the next hole" },
  { "odd", "1S,1S,1S,1S,1S,1S,1S,1S,4S/1S,1S,1S,1S,1S,1S,1S,1S,2S 70 70 S 30",
    TOGUZ_WHITE, 9, TOGUZ_VERDICT_PLAYED,
    "The last stone makes 5 in Black’s hole 1: odd, so nothing is "
    "captured." },
  { "even", START, TOGUZ_WHITE, 6, TOGUZ_VERDICT_PLAYED,
    "The last stone makes 10 in Black’s hole 5: even, so you capture all 10 "
    "stones." },
  { "tuzdik-made", "1S,1S,1S,1S,1S,1S,1S,1S,2S/1S,1S,1S,1S,1S,1S,1S,1S,2S 71 "
    "71 S 30", TOGUZ_WHITE, 9, TOGUZ_VERDICT_PLAYED,
    "it becomes your tuzdik and its 3 stones go to your kazan" },
  { "refused-already-owns", "1S,1S,1S,1S,1S,t,1S,1S,2S/1S,1S,1S,1S,1S,1S,1S,"
    "1S,2S 72 71 S 30", TOGUZ_WHITE, 9, TOGUZ_VERDICT_PLAYED,
    "but you already have a tuzdik, and a player wins only one" },
  { "refused-last-hole", "2S,1S,1S,1S,1S,1S,1S,1S,1S/1S,1S,1S,1S,1S,1S,1S,"
    "1S,10S 67 67 S 30", TOGUZ_WHITE, 9, TOGUZ_VERDICT_PLAYED,
    "but the last hole can never become a tuzdik" },
  { "refused-symmetric", "1S,1S,1S,1S,1S,1S,1S,1S,2S/t,1S,1S,1S,1S,1S,1S,1S,"
    "2S 71 72 S 30", TOGUZ_WHITE, 9, TOGUZ_VERDICT_PLAYED,
    "the opponent’s tuzdik stands on your hole 1, and a tuzdik may not "
    "mirror the other" },
  { "through-tuzdik", "2S,2S,2S,1,2S,t,2S,2S,2S/1S,1S,1S,1S,1S,1S,1S,8S,1S 66 "
    "66 S 25", TOGUZ_WHITE, 8, TOGUZ_VERDICT_PLAYED,
    "1 stone falls into your tuzdik and goes to your kazan." },
  { "into-tuzdik", "1S,1S,1S,1S,1S,1S,1S,t,1S/1S,1S,1S,1S,1S,1S,1S,1S,3S 72 "
    "71 S 30", TOGUZ_WHITE, 9, TOGUZ_VERDICT_PLAYED,
    "The last stone falls into your tuzdik on the opponent’s hole 2" },
  { "sweep", "8,1S/5S,7,1S 77 78 S 40", TOGUZ_WHITE, 9, TOGUZ_VERDICT_PLAYED,
    "you add the 5 stones on your row to your kazan. The game ends 84 to 78: "
    "you win." },
  { "majority", "2S,2S,2S,2S,2S,2S,2S,2S,1S/10S,7,1S 80 54 S 40",
    TOGUZ_WHITE, 9, TOGUZ_VERDICT_PLAYED,
    "Your kazan now holds 82 stones, more than half of all 162." },
  { "reply", TUZDIK_TRAP, TOGUZ_WHITE, 9, TOGUZ_VERDICT_PLAYED,
    "The opponent’s best answer, 73x, makes your hole 3 a tuzdik. Hole 3 "
    "was better" },
};

static void
test_explain_case (gconstpointer data)
{
  const ExplainCase *c = data;
  const ToguzRuleset *rules = toguz_ruleset_default ();
  ToguzPosition pos = position (c->fen);
  ToguzExplanation explanation;
  g_autofree char *text = NULL;

  toguz_explain_move (search, rules, &pos, (ToguzSide) c->side, c->hole - 1,
                      4, &explanation);
  g_assert_cmpint (explanation.verdict, ==, c->verdict);
  if (c->verdict == TOGUZ_VERDICT_PLAYED)
    {
      ToguzPosition after;
      ToguzEvent event;
      g_assert_cmpint (toguz_position_play (rules, &pos, c->hole - 1, &after,
                                            &event),
                       ==, TOGUZ_MOVE_OK);
      g_assert_true (toguz_position_equal (&after, &explanation.after));
      g_assert_cmpmem (&event, sizeof event, &explanation.event,
                       sizeof explanation.event);
      if (after.result == TOGUZ_ONGOING)
        g_assert_cmpint (explanation.reply, >=, 0);
      else
        g_assert_cmpint (explanation.reply, ==, -1);
    }
  text = toguz_explanation_describe (rules, &pos, &explanation);
  if (strstr (text, c->words) == NULL)
    g_error ("%s: “%s” does not say “%s”", c->name, text, c->words);
}

/* A last stone into a tuzdik is one stone, told once: never also as "1
 * stone falls into your tuzdik" before it. */
static void
test_explain_into_tuzdik_once (void)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  ToguzPosition pos = position ("1S,1S,1S,1S,1S,1S,1S,t,1S/1S,1S,1S,1S,1S,"
                                "1S,1S,1S,3S 72 71 S 30");
  ToguzExplanation explanation;
  g_autofree char *text = NULL;

  toguz_explain_move (search, rules, &pos, TOGUZ_WHITE, 8, 4, &explanation);
  text = toguz_explanation_describe (rules, &pos, &explanation);
  g_assert_nonnull (strstr (text, "The last stone falls into your tuzdik"));
  g_assert_null (strstr (text, "stone falls into your tuzdik and goes"));
}

/* The end of a game in words: the rule that ended it and the score. */
static void
test_game_end_text (void)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  static const struct
  {
    const char *fen;
    int hole;            /* a move that ends the game, or -1: as given */
    ToguzResult result;
    const char *rule;
    const char *score;
  } cases[] = {
    { "6S,1,1S,t,5S,3S,4S,3S,1S/1S,2S,2S,t,3S,2S,2S,1S,1S 82 43 N 38", -1,
      TOGUZ_WHITE_WON, "White’s kazan holds 82 stones, more than half of all "
      "162, so the game ends.", "White wins, 82 to 43." },
    /* White has no move: Black's sweep is still to come. */
    { "1S,8/9 80 81 S 40", -1, TOGUZ_BLACK_WON,
      "White has no stone left to sow, so the game ends: Black adds the 1 "
      "stone still on Black’s row to Black’s kazan.", "Black wins, 82 to 80." },
    { "9/9 81 81 S 40", -1, TOGUZ_DRAWN,
      "White has no stone left to sow, so the game ends.",
      "The game is drawn, 81 to 81." },
    /* White's 9 takes Black's last stones: Black is left without a move,
     * which the rules check before White's majority. */
    { "8,1S/8,1S 80 80 S 40", 8, TOGUZ_WHITE_WON,
      "Black has no stone left to sow, so the game ends.",
      "White wins, 82 to 80." },
    /* Black's 9 takes White's last stone; Black sweeps its own row. */
    { "1S,3,4S,4/1S,8 78 78 N 30", 8, TOGUZ_BLACK_WON,
      "White has no stone left to sow, so the game ends: Black adds the 4 "
      "stones still on Black’s row to Black’s kazan.",
      "Black wins, 84 to 78." },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ToguzPosition pos = position (cases[i].fen);
      ToguzEvent event;
      g_autofree char *text = NULL;

      if (cases[i].hole >= 0)
        g_assert_cmpint (toguz_position_play (rules, &pos,
                                              (unsigned) cases[i].hole, &pos,
                                              &event),
                         ==, TOGUZ_MOVE_OK);
      g_assert_cmpint (pos.result, ==, cases[i].result);
      text = toguz_game_end_describe (rules, &pos,
                                      cases[i].hole >= 0 ? &event : NULL);
      g_assert_nonnull (text);
      if (strstr (text, cases[i].rule) == NULL
          || (cases[i].score && strstr (text, cases[i].score) == NULL))
        g_error ("%s: “%s”", cases[i].fen, text);
    }

  {
    ToguzPosition start = position (START);
    g_assert_null (toguz_game_end_describe (rules, &start, NULL));
  }
  g_assert_cmpstr (toguz_result_title (TOGUZ_WHITE_WON), ==, "White wins");
  g_assert_cmpstr (toguz_result_title (TOGUZ_DRAWN), ==, "Draw");
}

static void
test_hint_ladder (void)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  ToguzPosition pos = position (TUZDIK_TRAP);
  ToguzGoal goal;
  ToguzGoalAnswer answer;
  g_autofree char *concept = NULL, *where = NULL, *hole = NULL;
  g_autofree char *solution = NULL, *prompt = NULL;

  g_assert_true (toguz_goal_parse ("capture:2", &goal));
  toguz_goal_solve (search, rules, &pos, &goal, 2, &answer);
  concept = toguz_hint_describe (rules, &pos, &goal, &answer,
                                 TOGUZ_HINT_CONCEPT);
  where = toguz_hint_describe (rules, &pos, &goal, &answer, TOGUZ_HINT_WHERE);
  hole = toguz_hint_describe (rules, &pos, &goal, &answer, TOGUZ_HINT_HOLE);
  solution = toguz_hint_describe (rules, &pos, &goal, &answer,
                                  TOGUZ_HINT_SOLUTION);
  prompt = toguz_goal_describe (rules, &goal);
  g_assert_nonnull (strstr (concept, "even"));
  /* Where to look: the answer among others, never alone. */
  g_assert_cmpstr (where, ==, "Look at your holes 3, 9: the move is among "
                              "them.");
  g_assert_cmphex (toguz_hint_where_moves (rules, &pos, &goal, &answer), ==,
                   (1u << 2) | (1u << 8));
  g_assert_cmpstr (hole, ==, "Sow your hole 9.");
  g_assert_true (g_str_has_prefix (solution, "Sow your hole 9. Hole 9 holds "
                                             "a single stone"));
  g_assert_nonnull (strstr (solution, "even, so you capture all 2 stones"));
  g_assert_cmpstr (prompt, ==, "Capture at least 2 stones with one move.");
}

/* A gain's prompt says it is net and counts the moves of both sides. */
static void
test_gain_prompt (void)
{
  static const struct
  {
    int amount, plies;
    const char *said;
  } cases[] = {
    { 12, 4, "Win at least 12 stones more than your opponent over the next "
             "4 moves, yours and theirs." },
    { 1, 3, "Win at least 1 stone more than your opponent over the next 3 "
            "moves, yours and theirs." },
    { 0, 2, "Win at least as many stones as your opponent over the next 2 "
            "moves, yours and theirs." },
    { -3, 2, "Lose at most 3 stones more than your opponent over the next 2 "
             "moves, yours and theirs." },
    { 6, 1, "Win at least 6 stones more than your opponent with this "
            "move." },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ToguzGoal goal = { TOGUZ_GOAL_GAIN, cases[i].amount, cases[i].plies };
      g_autofree char *said = toguz_goal_describe (toguz_ruleset_default (),
                                                   &goal);
      g_assert_cmpstr (said, ==, cases[i].said);
    }
}

static gpointer
search_forever (gpointer data)
{
  ToguzSearchResult *result = data;
  ToguzSearchLimits limits = { 0, 0, 0 };
  ToguzPosition start;

  toguz_position_init (toguz_ruleset_default (), &start);
  toguz_search_run (search, toguz_ruleset_default (), &start, &limits,
                    result);
  return NULL;
}

static void
test_cancel (void)
{
  ToguzSearchResult result;
  GThread *thread = g_thread_new ("search", search_forever, &result);

  /* Without limits the search would run to depth 64; cancelling from this
   * thread must stop it with a move in hand. */
  g_usleep (100000);
  toguz_search_cancel (search);
  g_thread_join (thread);
  g_assert_true (result.cancelled);
  g_assert_cmpint (result.best_move, >=, 0);
  g_assert_cmpuint (result.depth, <, TOGUZ_SEARCH_MAX_DEPTH);
  g_assert_cmpuint (result.pv_length, >=, 1);
}

static void
test_search_basics (void)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  ToguzSearchLimits limits = { 6, 0, 0 };
  ToguzSearchResult result;
  ToguzPosition pos = position ("2S,2S,2S,2S,2S,2S,2S,2S,1S/10S,7,1S 80 54 S "
                                "40");

  /* A win in one: exact, 82-54. */
  toguz_search_run (search, rules, &pos, &limits, &result);
  g_assert_true (result.best_move == 0 || result.best_move == 8);
  g_assert_true (toguz_score_is_final (result.score));
  g_assert_cmpint (toguz_score_to_stones (result.score), ==, 28);

  /* A finished game has no move and its exact score. */
  pos = position ("2S,2S,2S,2S,2S,2S,2S,2S,1/10S,8 82 54 N 40");
  g_assert_false (toguz_search_run (search, rules, &pos, &limits, &result));
  g_assert_cmpint (result.best_move, ==, -1);
  g_assert_cmpint (toguz_score_to_stones (result.score), ==, -28);

  /* The same answer with a cleared table, and a principal variation that
   * replays. */
  pos = position (START);
  toguz_search_run (search, rules, &pos, &limits, &result);
  {
    ToguzSearchResult again;
    ToguzPosition at = pos;
    toguz_search_clear (search);
    toguz_search_run (search, rules, &pos, &limits, &again);
    g_assert_cmpint (again.best_move, ==, result.best_move);
    g_assert_cmpint (again.score, ==, result.score);
    g_assert_cmpuint (result.depth, ==, 6);
    for (unsigned i = 0; i < result.pv_length; i++)
      g_assert_cmpint (toguz_position_play (rules, &at, result.pv[i], &at,
                                            NULL),
                       ==, TOGUZ_MOVE_OK);
  }
}

/* A short match: each level against the beginner, both colours. */
static int
play_match (ToguzLevel strong, ToguzLevel weak, unsigned games,
            int *strong_points)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  int margin = 0;

  *strong_points = 0;
  for (unsigned g = 0; g < games; g++)
    {
      ToguzPosition pos;
      ToguzSide strong_side = (ToguzSide) (g % 2);
      uint32_t seed = 1000 + g;

      toguz_position_init (rules, &pos);
      while (pos.result == TOGUZ_ONGOING && pos.ply < 600)
        {
          ToguzLevel level = pos.side == strong_side ? strong : weak;
          int move = toguz_search_pick_move (search, rules, &pos, level, 20,
                                             seed++);
          g_assert_cmpint (move, >=, 0);
          g_assert_cmpint (toguz_position_play (rules, &pos, (unsigned) move,
                                                &pos, NULL),
                           ==, TOGUZ_MOVE_OK);
        }
      margin += (int) toguz_position_final_kazan (rules, &pos, strong_side)
                - (int) toguz_position_final_kazan (rules, &pos,
                                                    strong_side ^ 1);
      if ((pos.result == TOGUZ_WHITE_WON) == (strong_side == TOGUZ_WHITE)
          && pos.result != TOGUZ_DRAWN && pos.result != TOGUZ_ONGOING)
        *strong_points += 2;
      else if (pos.result == TOGUZ_DRAWN)
        *strong_points += 1;
    }
  return margin / (int) games;
}

static void
test_levels (void)
{
  int points, margin;

  margin = play_match (TOGUZ_LEVEL_STRONG, TOGUZ_LEVEL_BEGINNER, 6, &points);
  g_test_message ("strong against beginner: %d of 12 points, %d stones a "
                  "game ahead", points, margin);
  g_assert_cmpint (points, ==, 12);
  g_assert_cmpint (margin, >=, 30);

  margin = play_match (TOGUZ_LEVEL_CLUB, TOGUZ_LEVEL_BEGINNER, 6, &points);
  g_test_message ("club against beginner: %d of 12 points, %d stones a game "
                  "ahead", points, margin);
  g_assert_cmpint (points, >=, 10);
  g_assert_cmpint (margin, >, 10);
}

/* The beginner is plausible: it takes a big capture mostly, but not
 * always the biggest one. */
static void
test_beginner_misses (void)
{
  const ToguzRuleset *rules = toguz_ruleset_default ();
  g_autoptr (GArray) positions = game_positions ();
  unsigned offered = 0, taken = 0;

  for (guint p = 0; p < positions->len; p++)
    {
      const ToguzPosition *pos = &g_array_index (positions, ToguzPosition, p);
      ToguzGoal goal = { TOGUZ_GOAL_CAPTURE, 1, 0 };
      ToguzGoalAnswer answer;
      int move;

      toguz_goal_solve (search, rules, pos, &goal, 1, &answer);
      if (answer.best_move < 0 || answer.value[answer.best_move] < 4)
        continue;
      offered++;
      move = toguz_search_pick_move (search, rules, pos,
                                     TOGUZ_LEVEL_BEGINNER, 0, 77 + p);
      taken += answer.value[move] == answer.value[answer.best_move];
    }
  g_test_message ("beginner took the biggest capture %u times of %u",
                  taken, offered);
  g_assert_cmpuint (offered, >=, 40);
  g_assert_cmpuint (taken * 10, >, offered * 3);
  g_assert_cmpuint (taken * 10, <, offered * 9);
}

/* Clearing the tables (a practice engine does before each move) hands
 * their pages back rather than writing 20 MiB of zeros, and a search
 * after it still finds a move. */
static void
test_clear_keeps_memory (void)
{
  ToguzSearch *fresh;
  ToguzPosition pos;
  long before, after;

  if (resident_memory_kib () < 0)
    {
      g_test_skip ("no /proc/self/statm");
      return;
    }
  before = resident_memory_kib ();
  fresh = toguz_search_new (16);
  g_assert_nonnull (fresh);
  toguz_search_clear (fresh);
  after = resident_memory_kib ();
  g_assert_cmpint (after - before, <, 4 * 1024);
  toguz_position_init (toguz_ruleset_default (), &pos);
  g_assert_cmpint (toguz_search_pick_move (fresh, toguz_ruleset_default (),
                                           &pos, TOGUZ_LEVEL_CLUB, 0, 1),
                   >=, 0);
  toguz_search_clear (fresh);
  toguz_search_free (fresh);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  g_setenv ("LANGUAGE", "C", TRUE);
  search = toguz_search_new (16);

  for (gsize i = 0; i < G_N_ELEMENTS (goal_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/search/goal/%s",
                                               goal_cases[i].name);
      g_test_add_data_func (path, &goal_cases[i], test_goal_case);
    }
  g_test_add_func ("/search/goal-details", test_goal_details);
  g_test_add_func ("/search/goals-match-reference",
                   test_goals_match_reference);
  g_test_add_func ("/search/win-matches-reference",
                   test_win_matches_reference);
  for (gsize i = 0; i < G_N_ELEMENTS (explain_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/search/explain/%s",
                                               explain_cases[i].name);
      g_test_add_data_func (path, &explain_cases[i], test_explain_case);
    }
  g_test_add_func ("/search/explain-into-tuzdik-once",
                   test_explain_into_tuzdik_once);
  g_test_add_func ("/search/hint-ladder", test_hint_ladder);
  g_test_add_func ("/search/game-end-text", test_game_end_text);
  g_test_add_func ("/search/basics", test_search_basics);
  g_test_add_func ("/search/cancel", test_cancel);
  g_test_add_func ("/search/levels", test_levels);
  g_test_add_func ("/search/beginner-misses", test_beginner_misses);
  g_test_add_func ("/search/gain-prompt", test_gain_prompt);
  g_test_add_func ("/search/clear-keeps-memory", test_clear_keeps_memory);

  status = g_test_run ();
  toguz_search_free (search);
  return status;
}
