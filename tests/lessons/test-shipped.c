/* test-shipped.c: the lessons and puzzles the tutor ships
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every shipped file checks clean; every task is replayed through the
 * tutor's own judge with its stated solution and with each commented
 * wrong answer; the lessons and the puzzle set have the shape the course
 * promises.
 */
#include "config.h"

#include <glib.h>
#include <locale.h>
#include <string.h>

#include "toguz-lesson-checker.h"
#include "toguz-notation.h"
#include "toguz-practice.h"
#include "toguz-task-session.h"
#include "toguz-text.h"
#include "shipped-lessons.h"

static ToguzSearch *search;


static ToguzLesson *
load (const char *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("TOGUZ_SOURCE_DIR"),
                                            "lessons", name, NULL);
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  ToguzLesson *lesson = toguz_lesson_load_file (path, problems);

  if (lesson == NULL
      || !toguz_lesson_verify (lesson, search, TOGUZ_LESSON_CHECK_BUDGET,
                               problems))
    {
      for (guint i = 0; i < problems->len; i++)
        {
          g_autofree char *text = toguz_lesson_problem_to_string (
            g_ptr_array_index (problems, i));
          g_printerr ("%s\n", text);
        }
      g_error ("%s does not check clean", name);
    }
  return lesson;
}

/* A practice comment that says what the beginner answers ("the beginner
 * answers 25 and captures…") must say what the beginner does play: a
 * change to the engine's weights changes its replies. */
static void
check_stated_reply (const ToguzStep *step, const ToguzWrong *wrong,
                    const char *file)
{
  const char *comment = toguz_lesson_text_get_source (wrong->comment);
  g_autoptr (GRegex) stated = g_regex_new ("answers ([1-9][1-9]x?)\\b", 0, 0,
                                           NULL);
  g_autoptr (GMatchInfo) match = NULL;
  g_autofree char *said = NULL;
  ToguzPosition pos, after;
  ToguzEvent event;
  char played[TOGUZ_NOTATION_MAX];
  int reply;

  if (!g_regex_match (stated, comment, 0, &match))
    return;
  said = g_match_info_fetch (match, 1);
  toguz_step_get_task_position (step, &pos);
  g_assert_cmpint (toguz_position_play (&step->rules, &pos, wrong->hole,
                                        &after, NULL),
                   ==, TOGUZ_MOVE_OK);
  reply = toguz_practice_reply (search, &step->rules, &after);
  g_assert_cmpint (reply, >=, 0);
  g_assert_cmpint (toguz_position_play (&step->rules, &after, reply, &pos,
                                        &event),
                   ==, TOGUZ_MOVE_OK);
  toguz_notation_format (&step->rules, &event, played);
  if (strcmp (played, said) != 0)
    g_error ("%s:%u: the comment says the beginner answers %s, but it "
             "plays %s", file, wrong->line, said, played);
}

/* The tutor's judge, with the engine's answer as the player gets it. */
static ToguzTaskSession *
new_session (const ToguzStep *step)
{
  ToguzTaskSession *session = toguz_task_session_new (step);

  toguz_task_session_solve (session, search);
  return session;
}

/* Plays the stated solution through, turn by turn. */
static void
replay_solution (const ToguzStep *step, GArray *line)
{
  g_autoptr (ToguzTaskSession) session = new_session (step);
  ToguzPosition at;

  g_assert_cmpuint (line->len, >, 0);
  for (guint i = 0; i < line->len; i += 2)
    {
      unsigned hole = g_array_index (line, uint8_t, i);
      ToguzAnswer answer;
      ToguzPosition after;

      g_assert_true (toguz_task_session_play (session, hole, &after,
                                              &answer));
      if (answer == TOGUZ_ANSWER_RIGHT)
        break;
      g_assert_cmpint (answer, ==, TOGUZ_ANSWER_GO_ON);
      g_assert_cmpuint (i + 1, <, line->len);
      at = after;
      toguz_position_play (&step->rules, &at,
                           g_array_index (line, uint8_t, i + 1), &at, NULL);
      toguz_task_session_next_turn (session, &at);
      toguz_task_session_solve (session, search);
    }
  g_assert_true (toguz_task_session_is_solved (session));
  g_assert_cmpint (toguz_task_session_get_stars (session), ==, 3);
}

/* A game played out against the beginner: `first` (or -1) and then the
 * engine's moves, each reply the core's; the verdict at the end. */
static ToguzAnswer
play_out (ToguzTaskSession *session, const ToguzStep *step, int first)
{
  ToguzAnswer answer = TOGUZ_ANSWER_GO_ON;

  while (answer == TOGUZ_ANSWER_GO_ON)
    {
      const ToguzPosition *pos = toguz_task_session_get_position (session);
      int move = first >= 0 ? first
                            : toguz_practice_move (&step->rules, pos,
                                                   TOGUZ_PRACTICE_ENGINE);
      ToguzPosition after;

      first = -1;
      g_assert_true (toguz_task_session_play (session, (unsigned) move,
                                              &after, &answer));
      if (answer != TOGUZ_ANSWER_GO_ON)
        break;
      toguz_position_play (&step->rules, &after,
                           (unsigned) toguz_task_session_pick_reply (session,
                                                                     search),
                           &after, NULL);
      answer = toguz_task_session_reply (session, &after);
    }
  return answer;
}

/* The engine's line reaches the goal; a line that starts with a
 * commented move misses it, and the learner reads the comment. */
static void
replay_practice (const char *file, guint index, const ToguzStep *step)
{
  const ToguzTask *task = step->task;
  g_autoptr (ToguzTaskSession) session = new_session (step);

  g_assert_cmpint (play_out (session, step, -1), ==, TOGUZ_ANSWER_RIGHT);
  g_assert_true (toguz_task_session_is_solved (session));
  g_assert_cmpint (toguz_task_session_get_stars (session), ==, 3);
  for (guint w = 0; w < task->wrongs->len; w++)
    {
      const ToguzWrong *wrong = g_ptr_array_index (task->wrongs, w);
      g_autoptr (ToguzTaskSession) missed = new_session (step);

      if (play_out (missed, step, (int) wrong->hole) != TOGUZ_ANSWER_WRONG)
        g_error ("%s step %u: the line after the wrong move at line %u "
                 "reaches the goal",
                 file, index + 1, wrong->line);
      g_assert_cmpstr (toguz_task_session_get_wrong_comment (missed), ==,
                       toguz_lesson_text_get (wrong->comment));
      check_stated_reply (step, wrong, file);
    }
}

static void
replay_task (const char *file, guint index, const ToguzStep *step)
{
  const ToguzTask *task = step->task;

  if (toguz_task_is_practice (task))
    {
      replay_practice (file, index, step);
      return;
    }

  /* The right answer. */
  if (task->kind == TOGUZ_TASK_PREDICT)
    {
      g_autoptr (ToguzTaskSession) session = new_session (step);
      int right = task->predict == TOGUZ_PREDICT_TUZDIK
                    ? g_bit_nth_lsf ((gulong) task->answer, -1)
                    : task->answer;
      g_assert_cmpint (toguz_task_session_judge_prediction (session, right),
                       ==, TOGUZ_ANSWER_RIGHT);
    }
  else if (task->solutions->len > 0)
    for (guint s = 0; s < task->solutions->len; s++)
      replay_solution (step, g_ptr_array_index (task->solutions, s));
  else
    {
      /* No stated solution: the engine's first achieving move. */
      g_autoptr (ToguzTaskSession) session = new_session (step);
      const ToguzGoalAnswer *answer
        = toguz_task_session_get_goal_answer (session);
      unsigned hole = task->kind == TOGUZ_TASK_MOVES
                        ? (unsigned) g_bit_nth_lsf (task->accepted, -1)
                        : (unsigned) answer->best_move;
      ToguzAnswer judged;
      g_assert_true (toguz_task_session_play (session, hole, NULL, &judged));
      g_assert_cmpint (judged, !=, TOGUZ_ANSWER_WRONG);
    }

  /* Each commented wrong answer or move: judged wrong, and the comment
   * is what the learner reads. */
  for (guint w = 0; w < task->wrongs->len; w++)
    {
      const ToguzWrong *wrong = g_ptr_array_index (task->wrongs, w);
      g_autoptr (ToguzTaskSession) session = new_session (step);
      ToguzAnswer verdict;

      if (wrong->kind == TOGUZ_WRONG_ANSWER)
        verdict = toguz_task_session_judge_prediction (session,
                                                       wrong->answer);
      else if (!toguz_task_session_play (session, wrong->hole, NULL,
                                         &verdict))
        continue; /* a comment on an illegal hole: the rule answers */
      if (verdict != TOGUZ_ANSWER_WRONG)
        g_error ("%s step %u: the wrong answer at line %u is judged right",
                 file, index + 1, wrong->line);
      g_assert_cmpstr (toguz_task_session_get_wrong_comment (session), ==,
                       toguz_lesson_text_get (wrong->comment));
    }
}

/* A tuzdik question needs no author's comment: the rules core names
 * the restriction that refuses it, or why none does. */
static gboolean
rules_explain_wrong_answer (const ToguzStep *step)
{
  g_autoptr (ToguzTaskSession) session = NULL;
  g_autofree char *said = NULL;

  if (step->task->kind != TOGUZ_TASK_PREDICT
      || step->task->predict != TOGUZ_PREDICT_TUZDIK_ALLOWED)
    return FALSE;
  session = new_session (step);
  g_assert_cmpint (toguz_task_session_judge_prediction (session,
                                                       !step->task->answer),
                   ==, TOGUZ_ANSWER_WRONG);
  said = toguz_task_session_dup_wrong_feedback (session, NULL);
  g_assert_true (g_str_has_prefix (said, step->task->answer ? "Yes." : "No,"));
  return TRUE;
}

/* The steps as shipped-lessons.h lists them, one letter a step. */
static char *
step_letters (ToguzLesson *lesson)
{
  GString *letters = g_string_new (NULL);

  for (guint i = 0; i < toguz_lesson_get_n_steps (lesson); i++)
    {
      const ToguzTask *task = toguz_lesson_get_step (lesson, i)->task;

      if (task == NULL)
        g_string_append_c (letters, '.');
      else if (toguz_task_is_practice (task))
        g_string_append_c (letters, 'P');
      else if (task->kind == TOGUZ_TASK_GOAL)
        g_string_append_c (letters, 'G');
      else if (task->kind == TOGUZ_TASK_MOVES)
        g_string_append_c (letters, 'M');
      else
        g_string_append_c (letters, "LCYTAQ"[task->predict]);
    }
  return g_string_free (letters, FALSE);
}

static void
test_lesson (gconstpointer data)
{
  const ShippedLesson *shipped = data;
  const char *file = shipped->file;
  g_autoptr (ToguzLesson) lesson = load (file);
  g_autofree char *letters = step_letters (lesson);
  guint tasks = 0, predictions = 0;

  /* No step or task lost, none changed kind, unnoticed. */
  g_assert_cmpstr (toguz_lesson_get_id (lesson), ==, shipped->id);
  g_assert_cmpstr (toguz_course_part_get_name (
                     toguz_lesson_get_course_part (lesson)),
                   ==, shipped->part);
  g_assert_cmpstr (letters, ==, shipped->steps);

  for (guint i = 0; i < toguz_lesson_get_n_steps (lesson); i++)
    {
      const ToguzStep *step = toguz_lesson_get_step (lesson, i);
      const ToguzTask *task = step->task;

      /* One idea a step: short texts. */
      g_assert_cmpuint (step->texts->len, >=, 1);
      if (task == NULL)
        continue;
      tasks++;
      predictions += task->kind == TOGUZ_TASK_PREDICT;
      /* A hint ladder, comments for likely mistakes, a success text. */
      if (task->hints->len < 2)
        g_error ("%s step %u: fewer than two hints", file, i + 1);
      if (task->wrongs->len < 1 && !rules_explain_wrong_answer (step))
        g_error ("%s step %u: no comment for a wrong answer", file, i + 1);
      if (task->success == NULL)
        g_error ("%s step %u: no success text", file, i + 1);
      replay_task (file, i, step);
    }
  g_assert_cmpint (toguz_lesson_get_kind (lesson), ==,
                   TOGUZ_LESSON_KIND_LESSON);
  g_assert_cmpuint (toguz_lesson_get_n_steps (lesson), >=, 6);
  g_assert_cmpuint (tasks, >=, 4);
  g_assert_cmpuint (predictions, >=, 2);
  /* The last steps are a mixed review: they carry tasks, but for a
   * closing word that leads on to the next lesson. */
  {
    guint n = toguz_lesson_get_n_steps (lesson);
    g_assert_true (toguz_lesson_get_step (lesson, n - 1)->task != NULL
                   || toguz_lesson_get_step (lesson, n - 2)->task != NULL);
  }
}

/* The files, by the number their names start with, come in the order
 * the sidebar shows the lessons (by part, then order), a rule lesson's
 * order being that number; and the files are every shipped lesson. */
static void
test_lessons_in_order (void)
{
  g_autofree char *dir = g_build_filename (g_getenv ("TOGUZ_SOURCE_DIR"),
                                           "lessons", NULL);
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;
  guint found = 0;
  guint previous = 0;

  for (gsize i = 0; i < G_N_ELEMENTS (shipped_lessons); i++)
    {
      g_autoptr (ToguzLesson) lesson = load (shipped_lessons[i].file);
      guint number = g_ascii_strtoull (shipped_lessons[i].file, NULL, 10);
      guint place = toguz_lesson_get_course_part (lesson) * 10000
                    + toguz_lesson_get_order (lesson);

      if (toguz_lesson_get_course_part (lesson) == TOGUZ_COURSE_RULES)
        g_assert_cmpuint (toguz_lesson_get_order (lesson), ==, number);
      if (i > 0 && place <= previous)
        g_error ("%s comes before %s in the sidebar", shipped_lessons[i].file,
                 shipped_lessons[i - 1].file);
      previous = place;
    }
  g_assert_nonnull (listing);
  while ((name = g_dir_read_name (listing)))
    if (g_ascii_isdigit (name[0]) && g_str_has_suffix (name, ".xml"))
      {
        gboolean listed = FALSE;

        for (gsize i = 0; i < G_N_ELEMENTS (shipped_lessons); i++)
          listed |= strcmp (shipped_lessons[i].file, name) == 0;
        if (!listed)
          g_error ("%s is not in tests/lessons/shipped-lessons.h", name);
        found++;
      }
  g_assert_cmpuint (found, ==, G_N_ELEMENTS (shipped_lessons));
}

/* The board, kazans, tuzdiks and side of a puzzle: the same position
 * whatever its move number. */
static char *
position_key (const ToguzStep *step)
{
  ToguzPosition pos;
  g_autofree char *fen = NULL;
  char *space;

  toguz_step_get_task_position (step, &pos);
  fen = toguz_position_to_fen (&step->rules, &pos);
  /* The FEN ends with the move number. */
  space = strrchr (fen, ' ');
  g_assert_nonnull (space);
  *space = '\0';
  return g_strdup (fen);
}

static void
test_puzzle_set (void)
{
  g_autoptr (ToguzLesson) set = load ("puzzles-from-games.xml");
  static const struct
  {
    const char *theme;
    guint at_least;
  } themes[] = {
    { "capture", 60 },  { "tuzdik", 60 },     { "defence", 60 },
    { "endgame", 60 },  { "middlegame", 100 }, { "at-syroo", 40 },
    { "quiet", 20 },    { "sacrifice", 10 },  { "counting", 10 },
    { "opening", 10 },
  };
  guint by_theme[G_N_ELEMENTS (themes)] = { 0 };
  guint by_difficulty[6] = { 0 };
  guint n = toguz_lesson_get_n_steps (set);
  guint rounds = 0, lines = 0, declined = 0;
  g_autoptr (GHashTable) positions
    = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) games = g_hash_table_new (g_str_hash, g_str_equal);

  g_assert_cmpint (toguz_lesson_get_kind (set), ==,
                   TOGUZ_LESSON_KIND_EXERCISE_SET);
  g_assert_cmpuint (n, >=, 500);
  for (guint i = 0; i < n; i++)
    {
      const ToguzStep *puzzle = toguz_lesson_get_step (set, i);
      g_autoptr (ToguzTaskSession) session = new_session (puzzle);
      const ToguzGoalAnswer *answer;
      GArray *line;
      guint from_game;

      g_assert_nonnull (puzzle->source);
      g_assert_nonnull (strstr (puzzle->source, "move"));
      /* The round is the tutor's words, not a word of the game's name:
       * Kazakh names with "round" in English stayed English. */
      g_assert_null (strstr (puzzle->source_game, "round"));
      rounds += puzzle->source_round != NULL;
      /* At most three a game. */
      from_game = GPOINTER_TO_UINT (g_hash_table_lookup (
                    games, puzzle->source_game)) + 1;
      g_assert_cmpuint (from_game, <=, 3);
      g_hash_table_insert (games, puzzle->source_game,
                           GUINT_TO_POINTER (from_game));
      /* No position twice. */
      g_assert_true (g_hash_table_add (positions, position_key (puzzle)));
      /* Just after the opponent's move, which the trainer shows first. */
      g_assert_cmpuint (puzzle->base_moves->len, ==, 1);
      g_assert_cmpint (puzzle->rating, >=, 400);
      g_assert_cmpint (puzzle->rating, <=, 3000);
      g_assert_cmpint (puzzle->difficulty, >=, 1);
      g_assert_cmpint (puzzle->difficulty, <=, 5);
      by_difficulty[puzzle->difficulty]++;
      for (guint t = 0; puzzle->themes[t]; t++)
        for (gsize k = 0; k < G_N_ELEMENTS (themes); k++)
          by_theme[k] += strcmp (puzzle->themes[t], themes[k].theme) == 0;

      /* One solution, proved by the engine, and it is the stated one. */
      g_assert_cmpint (puzzle->task->kind, ==, TOGUZ_TASK_GOAL);
      answer = toguz_task_session_get_goal_answer (session);
      g_assert_true (answer->decided);
      g_assert_true (answer->unique);
      g_assert_cmpuint (puzzle->task->solutions->len, ==, 1);
      line = g_ptr_array_index (puzzle->task->solutions, 0);
      /* What the player did, and what it cost. */
      g_assert_cmpint (puzzle->source_lost == 0, ==,
                       puzzle->source_played
                         == g_array_index (line, uint8_t, 0));
      lines += puzzle->task->turns > 1;
      declined += puzzle->task->goal.kind == TOGUZ_GOAL_BEST;
      replay_task ("puzzles-from-games.xml", i, puzzle);
    }
  for (gsize k = 0; k < G_N_ELEMENTS (themes); k++)
    if (by_theme[k] < themes[k].at_least)
      g_error ("%u puzzles have the theme %s, fewer than %u", by_theme[k],
               themes[k].theme, themes[k].at_least);
  /* From easy to hard, evenly. */
  for (int d = 1; d <= 5; d++)
    {
      g_assert_cmpuint (by_difficulty[d], >=, n / 5);
      g_assert_cmpuint (by_difficulty[d], <=, n / 5 + 1);
    }
  g_assert_cmpuint (rounds, >, 0);
  /* Whole lines, and tuzdiks to decline. */
  g_assert_cmpuint (lines, >=, n / 10);
  g_assert_cmpuint (declined, >, 0);
}

static void
test_teacher_sample (void)
{
  g_autoptr (ToguzLesson) sample = load ("examples/teacher-sample.xml");
  const ToguzLessonText *title = toguz_lesson_get_title_text (sample);
  g_auto (GStrv) languages = toguz_lesson_text_dup_languages (title);

  g_assert_cmpint (toguz_lesson_get_kind (sample), ==,
                   TOGUZ_LESSON_KIND_EXERCISE_SET);
  g_assert_cmpuint (g_strv_length (languages), >=, 2);
  for (guint i = 0; i < toguz_lesson_get_n_steps (sample); i++)
    {
      const ToguzStep *puzzle = toguz_lesson_get_step (sample, i);
      replay_task ("examples/teacher-sample.xml", i, puzzle);
    }
}

/* The example lesson the README walks a teacher through: its practice
 * task replays as the shipped ones do, its comments' replies too. */
static void
test_example_lesson (void)
{
  g_autoptr (ToguzLesson) example = load ("examples/example-lesson.xml");

  for (guint i = 0; i < toguz_lesson_get_n_steps (example); i++)
    {
      const ToguzStep *step = toguz_lesson_get_step (example, i);
      if (toguz_task_is_practice (step->task))
        replay_task ("examples/example-lesson.xml", i, step);
    }
}

int
main (int argc, char **argv)
{
  int status;

  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  search = toguz_search_new (32);

  for (gsize i = 0; i < G_N_ELEMENTS (shipped_lessons); i++)
    {
      g_autofree char *path = g_strdup_printf ("/shipped/%s",
                                               shipped_lessons[i].file);
      g_test_add_data_func (path, &shipped_lessons[i], test_lesson);
    }
  g_test_add_func ("/shipped/lessons-in-order", test_lessons_in_order);
  g_test_add_func ("/shipped/puzzle-set", test_puzzle_set);
  g_test_add_func ("/shipped/teacher-sample", test_teacher_sample);
  g_test_add_func ("/shipped/example-lesson", test_example_lesson);
  status = g_test_run ();
  toguz_search_free (search);
  return status;
}
