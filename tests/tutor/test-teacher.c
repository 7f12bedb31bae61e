/* test-teacher.c: class results and worksheets from the tutor's window
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under Xvfb; the worksheet's first page is rendered with pdftoppm to
 * TUTOR_SCREENS_DIR for a person to look at.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <unistd.h>

#include "tutor-test-util.h"

#define SHIPPED_SET "puzzles-from-games"
#define HEADER "learner,time,set,set_title,puzzle,answers_tried,hints_used," \
               "solved,stars,seconds,set_fingerprint"

static const char *scratch;

static gboolean
saved (gpointer app)
{
  return !tutor_application_is_saving (app);
}

/* The records of a CSV text, each an array of its fields, read as RFC 4180
 * has them: CRLF after every record, a field in quotes when it holds a
 * comma, a quote or a line break, a quote in it doubled.  Anything else
 * fails the test. */
static GPtrArray *
parse_csv (const char *text)
{
  GPtrArray *rows
    = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  GPtrArray *row = NULL;
  const char *c = text;

  while (*c)
    {
      GString *field = g_string_new (NULL);

      if (row == NULL)
        row = g_ptr_array_new_with_free_func (g_free);
      if (*c == '"')
        for (c++;; c++)
          {
            g_assert_true (*c != '\0');
            if (*c == '"' && c[1] == '"')
              g_string_append_c (field, *c++);
            else if (*c == '"')
              {
                c++;
                break;
              }
            else
              g_string_append_c (field, *c);
          }
      else
        for (; *c && *c != ',' && *c != '\r' && *c != '\n'; c++)
          {
            g_assert_true (*c != '"');
            g_string_append_c (field, *c);
          }
      g_ptr_array_add (row, g_string_free (field, FALSE));
      if (*c == ',')
        {
          c++;
          continue;
        }
      g_assert_true (g_str_has_prefix (c, "\r\n"));
      c += 2;
      g_ptr_array_add (rows, g_steal_pointer (&row));
    }
  g_assert_null (row);
  return rows;
}

/* The records, each with as many fields as the header. */
static GPtrArray *
parse_results (const char *csv)
{
  GPtrArray *rows = parse_csv (csv);
  g_autoptr (GPtrArray) header = NULL;
  g_auto (GStrv) names = g_strsplit (HEADER, ",", -1);

  g_test_message ("%s", csv);
  g_assert_cmpuint (rows->len, >=, 1);
  header = g_ptr_array_ref (g_ptr_array_index (rows, 0));
  g_assert_cmpuint (header->len, ==, g_strv_length (names));
  for (guint i = 0; names[i]; i++)
    g_assert_cmpstr (g_ptr_array_index (header, i), ==, names[i]);
  for (guint i = 1; i < rows->len; i++)
    g_assert_cmpuint (((GPtrArray *) g_ptr_array_index (rows, i))->len, ==,
                      header->len);
  return rows;
}

#define FIELD(rows, row, column)                                            \
  ((const char *) g_ptr_array_index (                                       \
    (GPtrArray *) g_ptr_array_index (rows, row), column))

/* Plays a wrong move on the puzzle shown; its id. */
static char *
play_wrong_move (TutorFixture *fixture)
{
  char *id = g_strdup (
      toguz_task_session_get_step (tutor_fixture_session (fixture))->id);
  int wrong = tutor_find_wrong_move (fixture);

  g_assert_cmpint (wrong, >=, 0);
  tutor_click_hole (fixture,
                    (ToguzSide)toguz_task_session_get_position (
                        tutor_fixture_session (fixture))
                        ->side,
                    (guint)wrong);
  return id;
}

static char *
join_answers (ToguzTaskSession *s)
{
  const GPtrArray *answers = toguz_task_session_get_answers (s);
  GString *joined = g_string_new (NULL);

  for (guint i = 0; i < answers->len; i++)
    g_string_append_printf (joined, "%s%s", i ? " " : "",
                            (const char *) g_ptr_array_index (answers, i));
  return g_string_free (joined, FALSE);
}

/* A learner's session, exported through the menu's file chooser. */
static void
test_class_results_csv (void)
{
  TutorFixture fixture;
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *path = g_build_filename (scratch, "results.csv", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *csv = NULL;
  g_autofree char *solved_answers = NULL, *left_answers = NULL;
  g_autofree char *first_id = NULL, *second_id = NULL, *stars = NULL;
  g_autoptr (GPtrArray) rows = NULL;
  TutorPuzzleTrainer *trainer;

  g_settings_set_string (settings, "learner-name", "Aru, \"the\" Best");
  tutor_fixture_open (&fixture, "results.ini");
  trainer = tutor_window_get_trainer (fixture.window);
  g_assert_true (tutor_window_open_chapter (fixture.window, SHIPPED_SET));
  tutor_fixture_follow_page (&fixture);
  tutor_wait_idle (&fixture);

  /* A wrong move, a hint, then the solution found. */
  first_id = play_wrong_move (&fixture);
  /* Back to the puzzle's board after the refutation. */
  if (tutor_button_offered (&fixture, "_Try Again"))
    tutor_press_button (&fixture, "_Try Again");
  tutor_press_button (&fixture, "_Hint");
  tutor_solve_goal (&fixture);
  solved_answers = join_answers (tutor_fixture_session (&fixture));
  stars = g_strdup_printf (
      "%d", toguz_task_session_get_stars (tutor_fixture_session (&fixture)));
  g_assert_cmpstr (stars, !=, "3");
  g_assert_nonnull (strchr (solved_answers, ' '));

  /* The next one tried once and left. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (trainer),
                                             "trainer.next", NULL));
  tutor_wait_idle (&fixture);
  second_id = play_wrong_move (&fixture);
  left_answers = join_answers (tutor_fixture_session (&fixture));
  g_assert_true (tutor_window_open_chapter (fixture.window, "sowing"));
  tutor_fixture_follow_page (&fixture);
  tutor_wait_idle (&fixture);
  g_assert_cmpuint (tutor_progress_count_attempts (
                      tutor_application_get_progress (fixture.app)),
                    ==, 2);

  g_action_group_activate_action (G_ACTION_GROUP (fixture.app),
                                  "export-results", NULL);
  tutor_answer_file_chooser (&fixture, file);
  /* Written off the main thread. */
  tutor_run_until (saved, fixture.app, 20);
  g_assert_true (g_file_get_contents (path, &csv, NULL, NULL));
  rows = parse_results (csv);
  g_assert_cmpuint (rows->len, ==, 3);
  g_assert_cmpstr (FIELD (rows, 1, 0), ==, "Aru, \"the\" Best");
  g_assert_true (g_regex_match_simple (
    "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$",
    FIELD (rows, 1, 1), 0, 0));
  g_assert_cmpstr (FIELD (rows, 1, 2), ==, SHIPPED_SET);
  g_assert_cmpstr (FIELD (rows, 1, 3), ==, "Puzzles from real games");
  /* Which version of the set, as the core tells it. */
  g_assert_cmpstr (FIELD (rows, 1, 10), ==,
                   toguz_lesson_get_fingerprint (tutor_catalogue_find (
                     tutor_application_get_catalogue (fixture.app),
                     SHIPPED_SET)));
  g_assert_cmpstr (FIELD (rows, 1, 4), ==, first_id);
  g_assert_cmpstr (FIELD (rows, 1, 5), ==, solved_answers);
  g_assert_cmpstr (FIELD (rows, 1, 6), ==, "1");
  g_assert_cmpstr (FIELD (rows, 1, 7), ==, "yes");
  g_assert_cmpstr (FIELD (rows, 1, 8), ==, stars);
  g_assert_true (g_regex_match_simple ("^[0-9]+$", FIELD (rows, 1, 9), 0,
                                       0));
  g_assert_cmpstr (FIELD (rows, 2, 4), ==, second_id);
  g_assert_cmpstr (FIELD (rows, 2, 5), ==, left_answers);
  g_assert_cmpstr (FIELD (rows, 2, 6), ==, "0");
  g_assert_cmpstr (FIELD (rows, 2, 7), ==, "no");
  g_assert_cmpstr (FIELD (rows, 2, 8), ==, "0");
  tutor_fixture_close (&fixture);

  /* The attempts outlive the program, under the name they were made
   * under: the old setting is read once, when the learners are set up.
   * A spreadsheet never reads a name as a formula; a reset forgets
   * them. */
  g_settings_set_string (settings, "learner-name", "Someone Else");
  tutor_fixture_open (&fixture, "results.ini");
  {
    TutorProgress *progress = tutor_application_get_progress (fixture.app);
    TutorLearners *learners = tutor_application_get_learners (fixture.app);
    TutorAttempt attempt = { .set_id = "sowing", .task_id = "t1" };
    g_autofree char *again = NULL;

    g_assert_cmpuint (tutor_progress_count_attempts (progress), ==, 2);
    g_assert_true (tutor_learners_rename (
      learners, tutor_learners_get_current (learners), "=HYPERLINK(1)",
      NULL));
    tutor_progress_record_attempt (progress, &attempt);
    again = tutor_progress_dup_attempts_csv (progress, NULL);
    g_assert_nonnull (strstr (again, "\r\n\"Aru, \"\"the\"\" Best\","));
    g_assert_null (strstr (again, "Someone Else"));
    g_assert_nonnull (strstr (again, "\r\n'=HYPERLINK(1),"));
    tutor_progress_reset (progress);
    g_assert_cmpuint (tutor_progress_count_attempts (progress), ==, 0);
  }
  tutor_fixture_close (&fixture);
  g_settings_reset (settings, "learner-name");
  g_settings_reset (settings, "last-chapter");
}

/* Failed tries on a puzzle left with "Next Puzzle" are that puzzle's,
 * not the next one's. */
static void
test_attempt_under_its_puzzle (void)
{
  TutorFixture fixture;
  TutorProgress *progress;
  g_autofree char *tried_id = NULL, *tried_answers = NULL, *csv = NULL;
  g_autoptr (GPtrArray) rows = NULL;

  tutor_fixture_open (&fixture, "under-its-puzzle.ini");
  progress = tutor_application_get_progress (fixture.app);
  g_assert_true (tutor_window_open_chapter (fixture.window, SHIPPED_SET));
  tutor_fixture_follow_page (&fixture);
  tutor_wait_idle (&fixture);

  tried_id = play_wrong_move (&fixture);
  tried_answers = join_answers (tutor_fixture_session (&fixture));
  g_assert_true (gtk_widget_activate_action (
    GTK_WIDGET (tutor_window_get_trainer (fixture.window)), "trainer.next",
    NULL));
  tutor_wait_idle (&fixture);
  g_assert_cmpstr (
      toguz_task_session_get_step (tutor_fixture_session (&fixture))->id, !=,
      tried_id);

  g_assert_cmpuint (tutor_progress_count_attempts (progress), ==, 1);
  csv = tutor_progress_dup_attempts_csv (progress, "");
  rows = parse_results (csv);
  g_assert_cmpuint (rows->len, ==, 2);
  g_assert_cmpstr (FIELD (rows, 1, 4), ==, tried_id);
  g_assert_cmpstr (FIELD (rows, 1, 5), ==, tried_answers);
  g_assert_cmpstr (FIELD (rows, 1, 7), ==, "no");
  tutor_fixture_close (&fixture);
}

/* Whatever the learner's name, every record has the header's fields and
 * the name comes back as typed; a spreadsheet reads none as a formula. */
static void
test_class_results_names (void)
{
  static const struct
  {
    const char *name, *field;
  } names[] = {
    { "", "" }, /* the default: no name set */
    { "Dana", "Dana" },
    { "Aru, \"the\" Best", "Aru, \"the\" Best" },
    { "\"", "\"" },
    { "a,b,c", "a,b,c" },
    { "Line\nbreak", "Line\nbreak" },
    { "\r\n", "\r\n" },
    { "=HYPERLINK(\"x\",\"y\")", "'=HYPERLINK(\"x\",\"y\")" },
    { "+1", "'+1" },
    { "-1,5", "'-1,5" },
    { "@SUM(A1)", "'@SUM(A1)" },
  };
  g_autofree char *path = g_build_filename (scratch, "names.ini", NULL);
  g_autoptr (TutorProgress) progress = tutor_progress_new (path);
  g_autoptr (GPtrArray) answers = g_ptr_array_new ();
  TutorAttempt attempt = { "sowing", "Sowing, \"and\"\ncapturing", "a",
                           answers, 1, TRUE, 2, 30 };

  g_ptr_array_add (answers, (gpointer) "3");
  tutor_progress_record_attempt (progress, &attempt);
  attempt.set_title = "";
  tutor_progress_record_attempt (progress, &attempt);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *csv
        = tutor_progress_dup_attempts_csv (progress, names[i].name);
      g_autoptr (GPtrArray) rows = parse_results (csv);

      g_assert_cmpuint (rows->len, ==, 3);
      for (guint row = 1; row < rows->len; row++)
        {
          g_assert_cmpstr (FIELD (rows, row, 0), ==, names[i].field);
          g_assert_cmpstr (FIELD (rows, row, 2), ==, "sowing");
          g_assert_cmpstr (FIELD (rows, row, 9), ==, "30");
        }
      g_assert_cmpstr (FIELD (rows, 1, 3), ==, "Sowing, \"and\"\ncapturing");
      g_assert_cmpstr (FIELD (rows, 2, 3), ==, "");
    }
  g_assert_true (tutor_progress_save (progress, NULL));
  g_remove (path);
}

/* A progress file written by hand or by an attacker: counters far out of
 * range, negative ones, an attempt numbered at the end of the counter.
 * It loads, the counters saturate, and the export is quick: counting to
 * the counter took minutes. */
static void
test_hostile_counters (void)
{
  g_autofree char *path = g_build_filename (scratch, "hostile.ini", NULL);
  const char *ini
    = "[Toguz Tutor]\n"
      "version=1\n"
      "attempts=2147483647\n"
      "\n"
      "[sowing]\n"
      "a.stars=99999999999999999999\n"
      "a.hints=-7\n"
      "b.stars=-3\n"
      "b.hints=99999999999\n"
      "position=-1\n"
      "best-streak=99999999999\n"
      "\n"
      "[Attempt 1]\n"
      "time=2026-01-01T00:00:00Z\n"
      "set=sowing\n"
      "set-title=Sowing, \"the\" basics\\nand more\n"
      "task=a\n"
      "answers=1;2;\n"
      "hints=99999999999\n"
      "solved=true\n"
      "stars=-4\n"
      "seconds=-1\n"
      "\n"
      "[Attempt 2147483647]\n"
      "time=2026-01-02T00:00:00Z\n"
      "set=sowing\n"
      "set-title=@cmd|' /C calc'!A0\n"
      "task=b\n"
      "hints=-2147483649\n"
      "solved=false\n"
      "stars=2147483648\n"
      "seconds=99999999999999999999999\n"
      "\n"
      "[Attempt 01]\n"
      "task=not an attempt\n"
      "\n"
      "[Attempt 2147483648]\n"
      "task=beyond the counter\n";
  g_autoptr (TutorProgress) progress = NULL;
  g_autoptr (TutorProgress) again = NULL;
  g_autoptr (GPtrArray) rows = NULL;
  g_autoptr (GPtrArray) answers = g_ptr_array_new ();
  g_autofree char *csv = NULL, *max = NULL;
  int stars = -1, hints = -1;
  TutorAttempt attempt = { "sowing", "Sowing", "c", answers, G_MAXINT, FALSE,
                           0, 5 };

  g_assert_true (g_file_set_contents (path, ini, -1, NULL));
  progress = tutor_progress_new (path);
  g_assert_null (tutor_progress_take_load_problem (progress));
  g_assert_cmpuint (tutor_progress_count_attempts (progress), ==, G_MAXINT);
  g_assert_true (tutor_progress_get_task (progress, "sowing", "a", &stars,
                                          &hints));
  g_assert_cmpint (stars, ==, 3);
  g_assert_cmpint (hints, ==, 0);
  g_assert_true (tutor_progress_get_task (progress, "sowing", "b", &stars,
                                          &hints));
  g_assert_cmpint (stars, ==, 0);
  g_assert_cmpint (hints, ==, G_MAXINT);
  g_assert_cmpuint (tutor_progress_count_stars (progress, "sowing"), ==, 3);
  g_assert_cmpuint (tutor_progress_get_position (progress, "sowing"), ==, 0);
  g_assert_cmpint (tutor_progress_get_number (progress, "sowing",
                                              "best-streak"),
                   ==, G_MAXINT);

  /* Not a hang: SIGALRM ends the test if the export counts to the
   * billions. */
  alarm (20);
  csv = tutor_progress_dup_attempts_csv (progress, "");
  alarm (0);
  rows = parse_results (csv);
  g_assert_cmpuint (rows->len, ==, 3);
  g_assert_cmpstr (FIELD (rows, 1, 3), ==, "Sowing, \"the\" basics\nand more");
  g_assert_cmpstr (FIELD (rows, 1, 5), ==, "1 2");
  g_assert_cmpstr (FIELD (rows, 1, 6), ==, "2147483647");
  g_assert_cmpstr (FIELD (rows, 1, 8), ==, "0");
  g_assert_cmpstr (FIELD (rows, 1, 9), ==, "0");
  g_assert_cmpstr (FIELD (rows, 2, 1), ==, "2026-01-02T00:00:00Z");
  g_assert_cmpstr (FIELD (rows, 2, 3), ==, "'@cmd|' /C calc'!A0");
  g_assert_cmpstr (FIELD (rows, 2, 6), ==, "0");
  g_assert_cmpstr (FIELD (rows, 2, 8), ==, "3");
  max = g_strdup_printf ("%" G_GINT64_FORMAT, G_MAXINT64);
  g_assert_cmpstr (FIELD (rows, 2, 9), ==, max);

  /* More on top stays at the top, never wraps to a negative number. */
  tutor_progress_record_task (progress, "sowing", "b", 1, 5);
  g_assert_true (tutor_progress_get_task (progress, "sowing", "b", &stars,
                                          &hints));
  g_assert_cmpint (hints, ==, G_MAXINT);
  tutor_progress_record_attempt (progress, &attempt);
  g_assert_cmpuint (tutor_progress_count_attempts (progress), ==, G_MAXINT);
  g_assert_true (tutor_progress_save (progress, NULL));
  again = tutor_progress_new (path);
  g_assert_null (tutor_progress_take_load_problem (again));
  g_assert_cmpuint (tutor_progress_count_attempts (again), ==, G_MAXINT);
  g_remove (path);
}

/* An attempt numbered past the file's counter: the export showed it only
 * once the file had been saved (a merge counts it), and the next attempt
 * was written over it.  (The progress fuzz target found it.) */
static void
test_attempt_past_counter (void)
{
  g_autofree char *path = g_build_filename (scratch, "past.ini", NULL);
  const char *ini = "[Toguz Tutor]\n"
                    "version=1\n"
                    "attempts=1\n"
                    "\n"
                    "[Attempt 1]\n"
                    "set=sowing\n"
                    "task=a\n"
                    "\n"
                    "[Attempt 3]\n"
                    "set=sowing\n"
                    "task=c\n";
  g_autoptr (TutorProgress) progress = NULL;
  g_autoptr (TutorProgress) again = NULL;
  g_autoptr (GPtrArray) rows = NULL;
  g_autoptr (GPtrArray) answers = g_ptr_array_new ();
  g_autofree char *csv = NULL, *saved_csv = NULL;
  TutorAttempt attempt = { "sowing", "Sowing", "d", answers, 0, TRUE, 3, 1 };

  g_assert_true (g_file_set_contents (path, ini, -1, NULL));
  progress = tutor_progress_new (path);
  g_assert_null (tutor_progress_take_load_problem (progress));
  g_assert_cmpuint (tutor_progress_count_attempts (progress), ==, 3);
  csv = tutor_progress_dup_attempts_csv (progress, "");
  rows = parse_results (csv);
  g_assert_cmpuint (rows->len, ==, 3);
  g_assert_cmpstr (FIELD (rows, 2, 4), ==, "c");

  /* Saved and read again: the same export. */
  g_assert_true (tutor_progress_save (progress, NULL));
  again = tutor_progress_new (path);
  saved_csv = tutor_progress_dup_attempts_csv (again, "");
  g_assert_cmpstr (saved_csv, ==, csv);

  /* The next attempt follows the last, never replaces it. */
  tutor_progress_record_attempt (again, &attempt);
  g_assert_cmpuint (tutor_progress_count_attempts (again), ==, 4);
  g_clear_pointer (&csv, g_free);
  g_clear_pointer (&rows, g_ptr_array_unref);
  csv = tutor_progress_dup_attempts_csv (again, "");
  rows = parse_results (csv);
  g_assert_cmpuint (rows->len, ==, 4);
  g_assert_cmpstr (FIELD (rows, 2, 4), ==, "c");
  g_assert_cmpstr (FIELD (rows, 3, 4), ==, "d");
  g_assert_true (tutor_progress_save (again, NULL));
  g_remove (path);
}

static void
wait_saved (TutorProgress *progress)
{
  while (tutor_progress_is_saving (progress))
    g_main_context_iteration (NULL, TRUE);
}

/* An attempt that gives a key twice: every save added it again, as one
 * the file lacked.  (The progress fuzz target found it.) */
static void
test_attempt_key_twice (void)
{
  g_autofree char *path = g_build_filename (scratch, "twice.ini", NULL);
  const char *ini = "[Toguz Tutor]\n"
                    "version=1\n"
                    "attempts=1\n"
                    "\n"
                    "[Attempt 1]\n"
                    "set=sowing\n"
                    "task=a\n"
                    "task=b\n";
  g_autoptr (TutorProgress) progress = NULL;
  g_autoptr (TutorProgress) again = NULL;
  g_autoptr (GPtrArray) rows = NULL;
  g_autofree char *csv = NULL;

  g_assert_true (g_file_set_contents (path, ini, -1, NULL));
  progress = tutor_progress_new (path);
  g_assert_null (tutor_progress_take_load_problem (progress));
  /* Each change is saved, merged with the file as the last save left it. */
  for (guint step = 1; step <= 3; step++)
    {
      tutor_progress_set_position (progress, "sowing", step);
      wait_saved (progress);
    }
  again = tutor_progress_new (path);
  g_assert_cmpuint (tutor_progress_count_attempts (again), ==, 1);
  csv = tutor_progress_dup_attempts_csv (again, "");
  rows = parse_results (csv);
  g_assert_cmpuint (rows->len, ==, 2);
  g_assert_cmpstr (FIELD (rows, 1, 4), ==, "b");
  g_remove (path);
}

/* A broken file's problem quotes GKeyFile's reason, which quotes the line
 * it choked on: it came whole, invalid UTF-8 and terminal escapes and
 * all.  (The progress fuzz target found it.) */
static void
test_load_problem_quoted (void)
{
  g_autofree char *path = g_build_filename (scratch, "escapes.ini", NULL);
  g_autofree char *long_line = g_strnfill (100000, 'x');
  g_autofree char *ini = g_strdup_printf ("[Toguz Tutor]\n"
                                          "version=1\n"
                                          "\033[2J\a\377 %s\n",
                                          long_line);
  g_autoptr (TutorProgress) progress = NULL;
  g_autofree char *problem = NULL;

  g_assert_true (g_file_set_contents (path, ini, -1, NULL));
  progress = tutor_progress_new (path);
  problem = tutor_progress_take_load_problem (progress);
  g_assert_nonnull (problem);
  g_assert_true (g_utf8_validate (problem, -1, NULL));
  g_assert_null (strchr (problem, '\033'));
  g_assert_null (strchr (problem, '\a'));
  g_assert_nonnull (strstr (problem, "\\x1B[2J\\x07"));
  g_assert_cmpuint (strlen (problem), <, 2000);
  g_remove (path);
}

/* Every save merges the file's attempts with ours: it removed each and
 * added it again, and GKeyFile walks its list to remove one, so a save
 * took minutes with many attempts.  (The fuzz targets' large inputs found
 * it.) */
static void
test_many_attempts_saved (void)
{
  g_autofree char *path = g_build_filename (scratch, "many.ini", NULL);
  g_autoptr (GString) ini = g_string_new ("[Toguz Tutor]\nversion=1\n");
  g_autoptr (TutorProgress) progress = NULL;
  g_autoptr (TutorProgress) again = NULL;
  const guint n = 60000;

  for (guint i = 1; i <= n; i++)
    g_string_append_printf (ini, "[Attempt %u]\nset=sowing\ntask=t%u\n", i,
                            i);
  g_assert_true (g_file_set_contents (path, ini->str, ini->len, NULL));
  progress = tutor_progress_new (path);
  g_assert_cmpuint (tutor_progress_count_attempts (progress), ==, n);
  /* Not a hang: SIGALRM ends the test if the save is quadratic. */
  alarm (30);
  tutor_progress_set_position (progress, "sowing", 1);
  wait_saved (progress);
  alarm (0);
  again = tutor_progress_new (path);
  g_assert_cmpuint (tutor_progress_count_attempts (again), ==, n);
  g_assert_cmpuint (tutor_progress_get_position (again, "sowing"), ==, 1);
  {
    g_autofree char *csv = tutor_progress_dup_attempts_csv (again, "");
    g_autoptr (GPtrArray) rows = parse_results (csv);

    g_assert_cmpuint (rows->len, ==, n + 1);
    g_assert_cmpstr (FIELD (rows, n, 4), ==, "t60000");
  }
  g_remove (path);
}

/* The learner's name is the learner's (main menu ▸ Learners), no longer
 * a preference of the computer. */
static void
test_learner_name_not_a_preference (void)
{
  TutorFixture fixture;
  GtkWidget *preferences = NULL;
  GListModel *toplevels = gtk_window_get_toplevels ();

  tutor_fixture_open (&fixture, "name.ini");
  g_action_group_activate_action (G_ACTION_GROUP (fixture.app),
                                  "preferences", NULL);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);
      if (ADW_IS_PREFERENCES_WINDOW (window))
        preferences = GTK_WIDGET (window);
    }
  g_assert_nonnull (preferences);
  g_assert_null (tutor_find_widget (preferences, ADW_TYPE_ENTRY_ROW));
  gtk_window_destroy (GTK_WINDOW (preferences));
  tutor_fixture_close (&fixture);
}

static char *
run_tool (const char *tool_env, const char *const *arguments)
{
  const char *tool = g_getenv (tool_env);
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *out = NULL;
  g_autoptr (GError) error = NULL;
  int status;

  if (tool == NULL || *tool == '\0')
    g_error ("%s is not set: install poppler-utils", tool_env);
  g_ptr_array_add (argv, (gpointer) tool);
  for (guint i = 0; arguments[i]; i++)
    g_ptr_array_add (argv, (gpointer) arguments[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL,
                               G_SPAWN_DEFAULT, NULL, NULL, &out, NULL,
                               &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return g_steal_pointer (&out);
}

static gboolean
file_written (gpointer path)
{
  return g_file_test (path, G_FILE_TEST_EXISTS);
}

static gboolean
file_chooser_shown (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);
      if (GTK_IS_FILE_CHOOSER_DIALOG (window)
          && gtk_widget_get_visible (GTK_WIDGET (window)))
        return TRUE;
    }
  return FALSE;
}

/* Save Worksheet as PDF: the print operation's pages, from the menu. */
static void
test_worksheet_pdf (void)
{
  TutorFixture fixture;
  g_autofree char *path = g_build_filename (scratch, "captures.pdf", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *text = NULL;
  g_autofree char *png_prefix = NULL;
  ToguzLesson *lesson;

  tutor_fixture_open (&fixture, "worksheet.ini");
  g_assert_true (tutor_window_open_chapter (fixture.window, "even-captures"));
  tutor_fixture_follow_page (&fixture);
  lesson = tutor_catalogue_find (tutor_application_get_catalogue (
                                   fixture.app),
                                 "even-captures");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture.window),
                                             "win.export-worksheet", NULL));
  tutor_answer_file_chooser (&fixture, file);
  tutor_run_until (file_written, path, 60);
  /* Written in a thread beside the file and renamed: whole or not at all,
   * and nothing left beside it. */
  {
    g_autoptr (GDir) dir = g_dir_open (scratch, 0, NULL);
    const char *name;

    while ((name = g_dir_read_name (dir)))
      g_assert_false (g_str_has_prefix (name, "captures.pdf."));
  }

  text = run_tool ("PDFTOTEXT",
                   (const char *const[]) { path, "-", NULL });
  g_assert_nonnull (strstr (text, toguz_lesson_get_title (lesson)));
  g_assert_nonnull (strstr (text, "Answer"));
  png_prefix = g_build_filename (g_getenv ("TUTOR_SCREENS_DIR"),
                                 "worksheet", NULL);
  g_mkdir_with_parents (g_getenv ("TUTOR_SCREENS_DIR"), 0755);
  g_free (run_tool ("PDFTOPPM",
                    (const char *const[]) { "-png", "-r", "60", "-f", "1",
                                            "-l", "1", "-singlefile", path,
                                            png_prefix, NULL }));
  g_test_message ("screenshot: %s.png", png_prefix);

  /* Free play has no worksheet: the action does nothing there. */
  tutor_window_open_free_play (fixture.window);
  gtk_widget_activate_action (GTK_WIDGET (fixture.window),
                              "win.export-worksheet", NULL);
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_false (file_chooser_shown ());
  tutor_fixture_close (&fixture);
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_settings_reset (settings, "last-chapter");
}

int
main (int argc, char **argv)
{
  scratch = tutor_test_init (&argc, &argv);
  g_test_add_func ("/teacher/class-results-csv", test_class_results_csv);
  g_test_add_func ("/teacher/attempt-under-its-puzzle",
                   test_attempt_under_its_puzzle);
  g_test_add_func ("/teacher/class-results-names",
                   test_class_results_names);
  g_test_add_func ("/teacher/hostile-counters", test_hostile_counters);
  g_test_add_func ("/teacher/attempt-past-counter",
                   test_attempt_past_counter);
  g_test_add_func ("/teacher/attempt-key-twice", test_attempt_key_twice);
  g_test_add_func ("/teacher/load-problem-quoted", test_load_problem_quoted);
  g_test_add_func ("/teacher/many-attempts-saved", test_many_attempts_saved);
  g_test_add_func ("/teacher/learner-name-not-a-preference",
                   test_learner_name_not_a_preference);
  g_test_add_func ("/teacher/worksheet-pdf", test_worksheet_pdf);
  return tutor_test_finish (g_test_run ());
}
