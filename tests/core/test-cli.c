/* test-cli.c: the `toguz` command as teachers and scripts use it
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct
{
  char *out;
  char *err;
  int status;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static Run
run_argv (GPtrArray *argv)
{
  g_autoptr (GError) error = NULL;
  Run run = { 0 };
  int wait_status;

  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL,
                               G_SPAWN_SEARCH_PATH, NULL, NULL, &run.out,
                               &run.err, &wait_status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  run.status = WEXITSTATUS (wait_status);
  return run;
}

/* Runs toguz with the arguments (NULL-terminated) and returns its exit
 * status, stdout and stderr. */
static Run
run_toguz (const char *first, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  va_list args;

  g_ptr_array_add (argv, (char *) g_getenv ("TOGUZ_COMMAND"));
  g_assert_nonnull (argv->pdata[0]);
  va_start (args, first);
  for (const char *a = first; a; a = va_arg (args, const char *))
    g_ptr_array_add (argv, (char *) a);
  va_end (args);
  return run_argv (argv);
}

/* The same under timeout(1): a command that would hang on a FIFO or
 * read /dev/zero for ever is killed (status 124) instead of hanging
 * the test. */
static Run
run_toguz_briefly (const char *first, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  va_list args;

  g_ptr_array_add (argv, (char *) "timeout");
  g_ptr_array_add (argv, (char *) "-k");
  g_ptr_array_add (argv, (char *) "2");
  g_ptr_array_add (argv, (char *) "10");
  g_ptr_array_add (argv, (char *) g_getenv ("TOGUZ_COMMAND"));
  g_assert_nonnull (argv->pdata[4]);
  va_start (args, first);
  for (const char *a = first; a; a = va_arg (args, const char *))
    g_ptr_array_add (argv, (char *) a);
  va_end (args);
  return run_argv (argv);
}

static void
test_play_example (void)
{
  g_auto (Run) run = run_toguz ("play", "6", "6", "9", "8", "2", "4", NULL);

  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpstr (run.out, ==,
                   "1 65\n2 65\n3 99\n4 89\n5 23\n6 45x\n"
                   "fen 13S,2S,12S,3S,2S,1S,1,12S,12S/"
                   "12S,2S,13S,13S,t,3S,12S,12S,1S 22 15 S 4\n"
                   "result ongoing\n");
}

static void
test_play_from_fen (void)
{
  g_auto (Run) run = run_toguz ("play", "--from", "8,1S/5S,7,1S 77 78 S 40",
                                "91", NULL);

  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "79 91\nfen 9/9 84 78 N 40\nresult white\n");
}

static void
test_play_variant (void)
{
  g_auto (Run) run = run_toguz ("play", "--variant", "bestemshe", "3", NULL);

  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "1 32\nfen 5S,5S,5S,1,6S/5S,5S,1S,6S,6S 6 0 N 1\n"
                   "result ongoing\n");
}

static void
test_play_errors (void)
{
  {
    /* A wrong landing digit names the ply and the rule. */
    g_auto (Run) run = run_toguz ("play", "65", "65", "98", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpstr (run.out, ==, "1 65\n2 65\n");
    g_assert_true (g_str_has_prefix (run.err, "toguz: ply 3 (“98”): "));
    g_assert_nonnull (strstr (run.err, "Black’s hole 9: the move is 99"));
  }
  {
    g_auto (Run) run = run_toguz ("play", "65", "5", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_nonnull (strstr (run.err, "Black’s hole 5 is empty"));
  }
  {
    g_auto (Run) run = run_toguz ("play", "--from", "9S/9S 0 0 S 1", "1",
                                  NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (g_str_has_prefix (run.err, "toguz: --from: "));
  }
  {
    g_auto (Run) run = run_toguz ("play", "--variant", "chess", "1", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "Unknown variant “chess”"));
  }
  {
    g_auto (Run) run = run_toguz ("play", "--no-such-option", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_cmpstr (run.out, ==, "");
  }
}

/* Moves numbered as records number them, in one argument or many, play as
 * the bare moves do; a number that does not fit the move says so. */
static void
test_play_numbered (void)
{
  g_auto (Run) bare = run_toguz ("play", "76", "98", "66", "87", "12",
                                 NULL);
  g_auto (Run) split = run_toguz ("play", "1.", "76", "98", "2.", "66",
                                  "87", "3.", "12", NULL);
  g_auto (Run) joined = run_toguz ("play", "1. 76 98 2. 66 87(4) 3.12",
                                   NULL);

  g_assert_cmpint (bare.status, ==, 0);
  g_assert_cmpint (split.status, ==, 0);
  g_assert_cmpint (joined.status, ==, 0);
  g_assert_cmpstr (split.out, ==, bare.out);
  g_assert_cmpstr (joined.out, ==, bare.out);
  g_assert_cmpstr (split.err, ==, "");

  {
    /* Black's move numbered N..., from a FEN where Black is to move. */
    g_auto (Run) run = run_toguz (
      "play", "--from",
      "9S,9S,9S,1,10S,10S,10S,10S,10S/9S,9S,9S,9S,9S,9S,1S,10S,10S 10 0 N "
      "1",
      "1... 98 2. 66", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.out, ==,
                     "2 98\n3 66\n"
                     "fen 1S,9S,9S,1S,11S,11S,11S,11S,11S/10S,10S,10S,10S,"
                     "10S,1S,3S,12S,11S 10 0 N 2\nresult ongoing\n");
  }
  {
    g_auto (Run) run = run_toguz ("play", "1. 76 98 3. 66", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpstr (run.out, ==, "1 76\n2 98\n");
    g_assert_cmpstr (run.err, ==,
                     "toguz: ply 3 (“3. 66”): The move number is 3, but "
                     "this is White’s move 2: is a move left out or written "
                     "twice?\n");
  }
  {
    g_auto (Run) run = run_toguz ("play", "1. 76 2. 98", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpstr (run.err, ==,
                     "toguz: ply 2 (“2. 98”): “2.” stands before a move of "
                     "White, but Black is to move: write Black’s move as "
                     "1... 98.\n");
  }
  {
    g_auto (Run) run = run_toguz ("play", "1. 76 98 2.", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpstr (run.err, ==,
                     "toguz: ply 3 (“2.”): “2.” is a move number, but no "
                     "move follows it.\n");
  }
  {
    /* PlayOK's (n): the mover's kazan after a capture. */
    g_auto (Run) run = run_toguz ("play", "76(10) 98 66 87(5)", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_nonnull (strstr (run.err, "ply 4 (“87(5)”): (5) after a move "
                                       "gives the mover’s kazan, but after "
                                       "this move it holds 4."));
  }
}

/* A record's game at a ply: its plies, then the position, as if its
 * moves were played; more moves go on from there. */
static void
test_play_record (void)
{
  const char *dir = g_getenv ("TOGUZ_GAMES_DIR");
  g_autofree char *master = g_build_filename (dir, "master-2018.pgn", NULL);
  g_autofree char *scratch = g_dir_make_tmp ("toguz-record-XXXXXX", NULL);
  g_autofree char *club = g_build_filename (scratch, "club.pgn", NULL);
  g_auto (Run) played = run_toguz ("play", "76 98 66 87 12 76 25 78 48",
                                   NULL);
  g_auto (Run) run = run_toguz ("play", "--record", master, "--game", "1",
                                "--ply", "9", NULL);

  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpstr (run.out, ==, played.out);
  g_assert_nonnull (strstr (run.out, "9 48\nfen 3S,1,1S,2S,1S,13S,13S,2S,"
                                     "14S/2S,1S,14S,1S,15S,2S,3S,15S,14S "
                                     "38 8 N 5\n"));
  {
    /* Then Black's reply, numbered as the record goes on. */
    g_auto (Run) on = run_toguz ("play", "-r", master, "-k", "9",
                                 "5... 36x", NULL);
    g_assert_cmpint (on.status, ==, 0);
    g_assert_nonnull (strstr (on.out, "\n10 36x\nfen "));
  }

  /* A game of its own: the second, from a FEN tag, wrong at its fourth
   * move.  Its first plies still give a position; its end does not. */
  g_assert_true (g_file_set_contents (
    club,
    "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. 76 98 *\n\n"
    "[White \"C\"]\n[Black \"D\"]\n"
    "[FEN \"9S,9S,9S,1,10S,10S,10S,10S,10S/9S,9S,9S,9S,9S,9S,1S,10S,10S "
    "10 0 N 1\"]\n\n1... 98 2. 66 87 3. 11 *\n",
    -1, NULL));
  {
    g_auto (Run) second = run_toguz ("play", "--record", club, "--game", "2",
                                     "--ply", "3", NULL);
    g_assert_cmpint (second.status, ==, 0);
    g_assert_cmpstr (second.out, ==,
                     "2 98\n3 66\n4 87\n"
                     "fen 2S,1S,9S,1S,11S,11S,11S,11S,11S/11S,11S,11S,11S,"
                     "11S,2S,1,12S,11S 10 4 S 3\nresult ongoing\n");
  }
  {
    g_auto (Run) start = run_toguz ("play", "--record", club, "--game", "2",
                                    "--ply", "0", NULL);
    g_assert_cmpint (start.status, ==, 0);
    g_assert_cmpstr (start.out, ==,
                     "fen 9S,9S,9S,1,10S,10S,10S,10S,10S/9S,9S,9S,9S,9S,9S,"
                     "1S,10S,10S 10 0 N 1\nresult ongoing\n");
  }
  {
    g_auto (Run) whole = run_toguz ("play", "--record", club, "--game", "2",
                                    NULL);
    g_assert_cmpint (whole.status, ==, 1);
    g_assert_nonnull (strstr (whole.err, "club.pgn:11: Move 3 (White, 11)"));
  }
  {
    g_auto (Run) none = run_toguz ("play", "--record", club, "--game", "3",
                                   NULL);
    g_assert_cmpint (none.status, ==, 1);
    g_assert_nonnull (strstr (none.err, "club.pgn holds 2 games: there is "
                                        "no game 3.\n"));
  }
  {
    g_auto (Run) past = run_toguz ("play", "--record", club, "--ply", "3",
                                   NULL);
    g_assert_cmpint (past.status, ==, 1);
    g_assert_cmpstr (past.out, ==, "");
    g_assert_nonnull (strstr (past.err, "Game 1 of "));
    g_assert_nonnull (strstr (past.err, "club.pgn has 2 plies (half-moves): "
                                        "there is no ply 3.\n"));
  }
  {
    g_auto (Run) both = run_toguz ("play", "--record", club, "--from",
                                   "9/9 81 81 S 1", NULL);
    g_assert_cmpint (both.status, ==, 2);
    g_assert_nonnull (strstr (both.err, "use one of them"));
  }
  {
    g_auto (Run) alone = run_toguz ("play", "--ply", "4", NULL);
    g_assert_cmpint (alone.status, ==, 2);
    g_assert_nonnull (strstr (alone.err, "--record FILE"));
  }
  {
    g_auto (Run) zero = run_toguz ("play", "--record", club, "--game", "0",
                                   NULL);
    g_assert_cmpint (zero.status, ==, 2);
  }
  {
    g_auto (Run) back = run_toguz ("play", "--record", club, "--ply", "-3",
                                   NULL);
    g_assert_cmpint (back.status, ==, 2);
    g_assert_nonnull (strstr (back.err, "--ply counts the half-moves"));
  }
  {
    g_autofree char *missing = g_build_filename (scratch, "none.pgn", NULL);
    g_auto (Run) gone = run_toguz ("play", "--record", missing, NULL);
    g_assert_cmpint (gone.status, ==, 1);
    g_assert_nonnull (strstr (gone.err, "none.pgn"));
  }
  g_remove (club);
  g_rmdir (scratch);
}

static void
test_perft (void)
{
  g_auto (Run) run = run_toguz ("perft", "5", NULL);

  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "1 9\n2 73\n3 613\n4 5199\n5 43184\n");
  {
    g_auto (Run) bad = run_toguz ("perft", "zero", NULL);
    g_assert_cmpint (bad.status, ==, 2);
  }
  {
    g_auto (Run) none = run_toguz ("perft", NULL);
    g_assert_cmpint (none.status, ==, 2);
  }
}

static void
test_replay (void)
{
  const char *dir = g_getenv ("TOGUZ_GAMES_DIR");
  g_autofree char *master = g_build_filename (dir, "master-2018.pgn", NULL);
  g_autofree char *playok = g_build_filename (dir, "playok-2025-sample.pgn",
                                              NULL);
  g_autofree char *strategy = g_build_filename (dir,
                                                "playstrategy_FgWSk5be.txt",
                                                NULL);
  g_auto (Run) run = run_toguz ("replay", master, playok, strategy, NULL);

  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_nonnull (strstr (run.out, "total: games 798, ended by rule 18, "
                                     "mismatches 0\n"));
}

typedef struct
{
  const char *second_game;
  const char *tally;
  const char *message;
} ReplayCase;

/* A mismatch is counted and said; a record is read game by game, so the
 * games before a mistake in the text are replayed and counted, then the
 * mistake is said. */
static const ReplayCase replay_cases[] = {
  { "1. 65 64 1-0", "games 2, ended by rule 0, mismatches 1",
    "bad.pgn:7: Move 1 (Black, 64)" },
  { "1. 65 zz 1-0", "games 1, ended by rule 0, mismatches 0",
    "bad.pgn:7: “zz” is not a move" },
};

static void
test_replay_mismatch (gconstpointer data)
{
  const ReplayCase *c = data;
  g_autofree char *dir = g_dir_make_tmp ("toguz-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "bad.pgn", NULL);
  g_autofree char *text = g_strdup_printf ("[Event \"a\"]\n\n1. 65 65 1-0"
                                           "\n\n[Event \"b\"]\n\n%s\n",
                                           c->second_game);
  g_auto (Run) run = { 0 };

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  run = run_toguz ("replay", path, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.out, c->tally));
  g_assert_nonnull (strstr (run.err, c->message));
  g_remove (path);
  g_rmdir (dir);
}

/* A Latin-1 name in one game: that game is said, the others replayed and
 * mined. */
static void
test_latin1_game (void)
{
  g_autofree char *dir = g_dir_make_tmp ("toguz-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "latin.pgn", NULL);
  const char *text = "[Event \"a\"]\n\n1. 65 65 *\n\n"
                     "[Event \"b\"]\n[White \"Ren\xe9\"]\n\n1. 65 65 *\n\n"
                     "[Event \"c\"]\n\n1. 65 65 *\n";
  g_autofree char *said = NULL;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  said = g_strdup_printf ("toguz: %s:6: The value of the tag White is not "
                          "UTF-8 text", path);
  {
    g_auto (Run) run = run_toguz ("replay", path, NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_nonnull (strstr (run.out, "games 2, ended by rule 0, "
                                       "mismatches 0"));
    g_assert_true (g_str_has_prefix (run.err, said));
  }
  {
    g_auto (Run) run = run_toguz ("mine", "--size", "1", path, NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (g_str_has_prefix (run.err, said));
    g_assert_nonnull (strstr (run.err, "2 games"));
  }
  g_remove (path);
  g_rmdir (dir);
}

static void
test_solve (void)
{
  {
    /* Worked out by hand (see test-search): White's 1 and 9 lose 2 stones
     * over two plies, White's 5 loses 4. */
    g_auto (Run) run = run_toguz ("solve", "--from",
                                  "1,3S,6,1S/3S,3,1S,3,1S 76 77 S 30",
                                  "--goal", "gain:-2:2", "--depth", "4",
                                  NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_true (g_str_has_prefix (run.out, "bestmove 13\nscore "));
    g_assert_nonnull (strstr (run.out, "\ndepth 4\nnodes "));
    g_assert_nonnull (strstr (run.out, "\npv 13 81\nachieving 13 91\n"
                                       "unique no\ndecided yes\n"));
  }
  {
    g_auto (Run) run = run_toguz ("solve", "--from",
                                  "1S,1S,1S,1S,1S,1S,1S,1S,2S/1S,1S,1S,1S,"
                                  "1S,1S,1S,1S,2S 71 71 S 30",
                                  "--goal", "tuzdik", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "bestmove 91x\n"));
    g_assert_nonnull (strstr (run.out, "achieving 91x\nunique yes\n"));
  }
  {
    g_auto (Run) run = run_toguz ("solve", "--depth", "5", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_true (g_str_has_prefix (run.out, "bestmove "));
    g_assert_nonnull (strstr (run.out, "\ndepth 5\n"));
  }
  {
    g_auto (Run) run = run_toguz ("solve", "--goal", "bogus", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "unknown goal “bogus”"));
  }
  {
    g_auto (Run) run = run_toguz ("solve", "--depth", "3", "--time", "10",
                                  NULL);
    g_assert_cmpint (run.status, ==, 2);
  }
}

static void
test_hint_and_explain (void)
{
  static const char *trap = "2,6S,5,1S/2,2S,5,1S 76 76 S 30";
  {
    g_auto (Run) run = run_toguz ("hint", "--from", trap, "--goal",
                                  "capture:2", "--level", "3", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.out, ==, "Sow your hole 9.\n");
  }
  {
    g_auto (Run) run = run_toguz ("hint", "--goal", "capture:2", "--level",
                                  "5", NULL);
    g_assert_cmpint (run.status, ==, 2);
  }
  {
    g_auto (Run) run = run_toguz ("explain", "--from", trap, "9", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "even, so you capture all 2 stones. "
                                       "The opponent’s best answer, 73x, "
                                       "makes your hole 3 a tuzdik."));
  }
  {
    g_auto (Run) run = run_toguz ("explain", "--from", trap, "1", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.out, ==, "Your hole 1 is empty: there is nothing "
                                  "to sow.\n");
  }
  {
    g_auto (Run) run = run_toguz ("explain", "x", NULL);
    g_assert_cmpint (run.status, ==, 1);
  }
  /* A landing digit the move belies is an error, as in play: 9 at the
   * start lands in 8, and 98 is explained. */
  {
    g_auto (Run) run = run_toguz ("explain", "99", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpstr (run.out, ==, "");
    g_assert_nonnull (strstr (run.err, "lands in Black’s hole 8: the move "
                                       "is 98."));
  }
  {
    g_auto (Run) run = run_toguz ("explain", "98", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "You lift the 9 stones of hole 9"));
  }
  /* A goal's numbers never wrap: 2^32 + 10 is not 10. */
  {
    g_auto (Run) run = run_toguz ("hint", "--goal", "capture:4294967306",
                                  "--level", "1", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "capture:N takes 1 to 162 stones"));
  }
}

static void
test_help (void)
{
  static const char *commands[] = {
    "play", "perft", "replay", "solve", "hint", "explain",
  };

  {
    g_auto (Run) run = run_toguz ("--help", NULL);
    g_assert_cmpint (run.status, ==, 0);
    for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
      g_assert_nonnull (strstr (run.out, commands[i]));
  }
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto (Run) run = run_toguz (commands[i], "--help", NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_nonnull (strstr (run.out, "--variant"));
      g_assert_nonnull (strstr (run.out, "pantusov-1906"));
    }
  {
    g_auto (Run) run = run_toguz (NULL, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "Usage:"));
  }
  {
    g_auto (Run) run = run_toguz ("fly", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "unknown command “fly”"));
  }
}
/* Files that never end or never open: a symlink to /dev/zero, a FIFO,
 * /dev/null (a device, though empty), a folder, and regular files past
 * the limits (sparse: no disk used).  Each is refused at once, with the
 * file named and what it is, and the command fails with status 1. */
typedef struct
{
  const char *name;
  const char *says;
} Hostile;

static const Hostile hostile_files[] = {
  { "zero", "is a device, not a regular file" },
  { "fifo", "is a named pipe (FIFO), not a regular file" },
  { "null", "is a device, not a regular file" },
  { "dir", "is a folder, not a regular file" },
};

static char *
make_hostile (const char *dir, const char *name, const char *ext)
{
  g_autofree char *base = g_strconcat (name, ext, NULL);
  char *path;

  if (strcmp (name, "null") == 0)
    return g_strdup ("/dev/null");
  path = g_build_filename (dir, base, NULL);
  if (strcmp (name, "zero") == 0)
    g_assert_cmpint (symlink ("/dev/zero", path), ==, 0);
  else if (strcmp (name, "fifo") == 0)
    g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  else if (strcmp (name, "dir") == 0)
    g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
  return path;
}

static void
assert_refused (Run *run, const char *path, const char *says)
{
  g_autofree char *named = g_strdup_printf ("“%s” %s", path, says);

  g_test_message ("stderr: %s", run->err);
  g_assert_cmpint (run->status, ==, 1);
  g_assert_nonnull (strstr (run->err, named));
}

static void
make_sparse (const char *path, gint64 size)
{
  FILE *f = fopen (path, "w");

  g_assert_nonnull (f);
  g_assert_cmpint (ftruncate (fileno (f), size), ==, 0);
  fclose (f);
}

static void
test_hostile_files (void)
{
  g_autofree char *dir = g_dir_make_tmp ("toguz-cli-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "out.pdf", NULL);
  g_autofree char *big_xml = g_build_filename (dir, "big.xml", NULL);
  g_autofree char *big_pgn = g_build_filename (dir, "big.pgn", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (hostile_files); i++)
    {
      const Hostile *h = &hostile_files[i];
      g_autofree char *xml = make_hostile (dir, h->name, ".xml");
      g_autofree char *pgn = make_hostile (dir, h->name, ".pgn");

      {
        g_auto (Run) run = run_toguz_briefly ("lesson", "check", xml, NULL);
        assert_refused (&run, xml, h->says);
      }
      {
        g_auto (Run) run = run_toguz_briefly ("worksheet", "-o", pdf, xml,
                                              NULL);
        assert_refused (&run, xml, h->says);
        g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));
      }
      {
        g_auto (Run) run = run_toguz_briefly ("replay", pgn, NULL);
        assert_refused (&run, pgn, h->says);
      }
      {
        g_auto (Run) run = run_toguz_briefly ("mine", pgn, NULL);
        assert_refused (&run, pgn, h->says);
      }
      if (strcmp (xml, "/dev/null") != 0)
        {
          if (strcmp (h->name, "dir") == 0)
            {
              g_rmdir (xml);
              g_rmdir (pgn);
            }
          else
            {
              g_remove (xml);
              g_remove (pgn);
            }
        }
    }

  /* One byte past each limit: refused before reading. */
  make_sparse (big_xml, 4 * 1024 * 1024 + 1);
  make_sparse (big_pgn, 64 * 1024 * 1024 + 1);
  {
    g_auto (Run) run = run_toguz_briefly ("lesson", "check", big_xml, NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_nonnull (strstr (run.err, "larger than 4 MiB"));
  }
  {
    g_auto (Run) run = run_toguz_briefly ("replay", big_pgn, NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_nonnull (strstr (run.err, "larger than 64 MiB"));
  }
  g_remove (big_xml);
  g_remove (big_pgn);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* The command's own words, whatever the machine's language. */
  g_setenv ("LANGUAGE", "C", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_test_add_func ("/cli/play-example", test_play_example);
  g_test_add_func ("/cli/play-from-fen", test_play_from_fen);
  g_test_add_func ("/cli/play-variant", test_play_variant);
  g_test_add_func ("/cli/play-errors", test_play_errors);
  g_test_add_func ("/cli/play-numbered", test_play_numbered);
  g_test_add_func ("/cli/play-record", test_play_record);
  g_test_add_func ("/cli/perft", test_perft);
  g_test_add_func ("/cli/replay", test_replay);
  g_test_add_data_func ("/cli/replay-mismatch", &replay_cases[0],
                        test_replay_mismatch);
  g_test_add_data_func ("/cli/replay-broken-record", &replay_cases[1],
                        test_replay_mismatch);
  g_test_add_func ("/cli/latin1-game", test_latin1_game);
  g_test_add_func ("/cli/solve", test_solve);
  g_test_add_func ("/cli/hint-and-explain", test_hint_and_explain);
  g_test_add_func ("/cli/help", test_help);
  g_test_add_func ("/cli/hostile-files", test_hostile_files);
  return g_test_run ();
}
