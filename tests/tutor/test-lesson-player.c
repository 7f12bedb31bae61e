/* test-lesson-player.c: a task as the learner meets it, in a real window
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the board gives away and what it marks, what the feedback says,
 * that the board and the hints describe one position, that answers are
 * played out, that nothing moves under the pointer, where the focus goes
 * and what large print enlarges.  Runs under Xvfb; each test renders its
 * screens to TUTOR_SCREENS_DIR, named after it.
 */
#include "config.h"

#include <string.h>

#include "tutor-feedback-card.h"
#include "tutor-preferences-window.h"
#include "tutor-test-util.h"

static TutorBoard *
board (TutorFixture *fixture)
{
  return tutor_lesson_player_get_board (fixture->player);
}

static guint
step_index (ToguzLesson *lesson, const char *id)
{
  for (guint i = 0; i < toguz_lesson_get_n_steps (lesson); i++)
    if (g_strcmp0 (toguz_lesson_get_step (lesson, i)->id, id) == 0)
      return i;
  g_error ("no step %s", id);
}

/* The id of the first puzzle of a set with a goal of `kind`. */
static const char *
first_with_goal (TutorFixture *fixture, const char *chapter,
                 ToguzGoalKind kind)
{
  ToguzLesson *lesson = tutor_catalogue_find (
    tutor_application_get_catalogue (fixture->app), chapter);

  for (guint i = 0; i < toguz_lesson_get_n_steps (lesson); i++)
    {
      const ToguzStep *step = toguz_lesson_get_step (lesson, i);
      if (step->task && step->task->kind == TOGUZ_TASK_GOAL
          && step->task->goal.kind == kind)
        return step->id;
    }
  g_error ("no puzzle of %s has the goal %d", chapter, kind);
}

/* Opens a chapter's step (or puzzle) by its id, on the page that shows
 * it, and drives that page's player. */
static void
open_step (TutorFixture *fixture, const char *chapter, const char *id)
{
  ToguzLesson *lesson = tutor_catalogue_find (
    tutor_application_get_catalogue (fixture->app), chapter);
  guint index = step_index (lesson, id);

  g_assert_true (tutor_window_open_chapter (fixture->window, chapter));
  tutor_fixture_follow_page (fixture);
  if (toguz_lesson_get_kind (lesson) == TOGUZ_LESSON_KIND_EXERCISE_SET)
    tutor_puzzle_trainer_show_puzzle (
      tutor_window_get_trainer (fixture->window), index);
  else
    tutor_lesson_player_go_to_step (fixture->player, index);
  tutor_wait_idle (fixture);
  g_assert_nonnull (tutor_fixture_session (fixture));
}

static unsigned
ring (TutorFixture *fixture, ToguzSide side, unsigned hole)
{
  return 1u << toguz_ring_index (tutor_board_get_rules (board (fixture)),
                                 side, hole);
}

static const ToguzPosition *
task_position (TutorFixture *fixture)
{
  return toguz_task_session_get_position (tutor_fixture_session (fixture));
}

static gboolean
same_position (const ToguzPosition *a, const ToguzPosition *b)
{
  return memcmp (a->holes, b->holes, sizeof a->holes) == 0
         && memcmp (a->kazan, b->kazan, sizeof a->kazan) == 0
         && a->side == b->side;
}

/* The pointer over a hole, as the board's motion controller hears it. */
static void
hover_hole (TutorBoard *board, ToguzSide side, guint hole)
{
  GtkWidget *widget = tutor_board_get_hole (board, side, hole);
  GtkEventController *motion = tutor_find_controller (
    GTK_WIDGET (board), GTK_TYPE_EVENT_CONTROLLER_MOTION);
  graphene_point_t centre = GRAPHENE_POINT_INIT (
    gtk_widget_get_width (widget) / 2.0f,
    gtk_widget_get_height (widget) / 2.0f);
  graphene_point_t on_board;

  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (board),
                                           &centre, &on_board));
  g_signal_emit_by_name (motion, "motion", (double) on_board.x,
                         (double) on_board.y);
}

static int
first_legal (TutorFixture *fixture)
{
  const ToguzStep *step
      = toguz_task_session_get_step (tutor_fixture_session (fixture));

  for (unsigned h = 0; h < step->rules.holes; h++)
    if (toguz_position_check_move (&step->rules, task_position (fixture), h)
        == TOGUZ_MOVE_OK)
      return (int) h;
  g_assert_not_reached ();
}

static GtkWidget *
find_action_row (GtkWidget *root, const char *title)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;
      if (ADW_IS_ACTION_ROW (child)
          && g_strcmp0 (adw_preferences_row_get_title (
                          ADW_PREFERENCES_ROW (child)),
                        title)
               == 0)
        return child;
      if ((found = find_action_row (child, title)))
        return found;
    }
  return NULL;
}

/* 1. No preview in lessons and puzzles, whatever the setting: it showed
 * the tuzdik or the capture, the answer.  Free play keeps it, and the
 * preference says so. */
static void
test_no_preview_in_tasks (void)
{
  TutorFixture fixture;
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  GtkWidget *preferences, *row;
  int hole;

  tutor_fixture_open (&fixture, "no-preview.ini");
  g_assert_true (g_settings_get_boolean (settings, "hover-preview"));
  open_step (&fixture, "tuzdik", "make-it");
  hole = first_legal (&fixture);
  hover_hole (board (&fixture), (ToguzSide) task_position (&fixture)->side,
              (guint) hole);
  tutor_save_screen (&fixture, "no-preview-in-tasks-lesson.png");
  g_assert_false (tutor_board_get_preview (board (&fixture), NULL));

  open_step (&fixture, "puzzles-from-games",
             first_with_goal (&fixture, "puzzles-from-games",
                              TOGUZ_GOAL_GAIN));
  hole = first_legal (&fixture);
  hover_hole (board (&fixture), (ToguzSide) task_position (&fixture)->side,
              (guint) hole);
  tutor_save_screen (&fixture, "no-preview-in-tasks-puzzle.png");
  g_assert_false (tutor_board_get_preview (board (&fixture), NULL));

  /* Free play shows it. */
  {
    TutorFreePlay *play = tutor_window_get_free_play (fixture.window);
    TutorBoard *free_board = tutor_free_play_get_board (play);

    g_assert_true (tutor_window_open_chapter (fixture.window, "free-play"));
    g_assert_true (tutor_free_play_new_game (play, TUTOR_OPPONENT_BEGINNER,
                                             TOGUZ_WHITE, "togyz"));
    tutor_wait_idle (&fixture);
    hover_hole (free_board, TOGUZ_WHITE, 6);
    g_assert_true (tutor_board_get_preview (free_board, NULL));
  }

  preferences = tutor_preferences_window_new (GTK_WINDOW (fixture.window),
                                              settings);
  row = find_action_row (preferences, "_Preview Moves");
  g_assert_nonnull (row);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                            "In free play"));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                            "never in lessons or puzzles"));
  gtk_window_destroy (GTK_WINDOW (preferences));
  tutor_fixture_close (&fixture);
  g_settings_reset (settings, "last-chapter");
}

/* 2. "Try holes 5 and 8": the second hint marks holes 5 and 8, both, not
 * the target alone. */
static void
test_hint_marks_candidates (void)
{
  TutorFixture fixture;

  tutor_fixture_open (&fixture, "hint-marks.ini");
  open_step (&fixture, "sowing", "reach-a-hole");
  tutor_press_button (&fixture, "_Hint");
  tutor_press_button (&fixture, "_Hint");
  tutor_save_screen (&fixture, "hint-marks-candidates.png");
  g_assert_nonnull (strstr (tutor_lesson_player_get_hint (fixture.player),
                            "Try holes 5 and 8"));
  g_assert_cmphex (tutor_board_get_highlight (board (&fixture),
                                              TUTOR_HIGHLIGHT_HINT),
                   ==,
                   ring (&fixture, TOGUZ_WHITE, 4)
                     | ring (&fixture, TOGUZ_WHITE, 7));
  tutor_fixture_close (&fixture);
}

/* 3. A puzzle's "win a tuzdik", a wrong move without an author's
 * comment: the feedback says what the goal wants, and recommends no
 * move that wins no tuzdik ("Hole 2 was better: about 16 stones"). */
static void
test_wrong_move_speaks_of_goal (void)
{
  TutorFixture fixture;
  const ToguzTaskVerdict *verdict;
  const char *feedback;
  int wrong = -1;

  tutor_fixture_open (&fixture, "wrong-goal.ini");
  open_step (&fixture, "puzzles-from-games",
             first_with_goal (&fixture, "puzzles-from-games",
                              TOGUZ_GOAL_TUZDIK));
  verdict = toguz_task_session_get_verdict (tutor_fixture_session (&fixture));
  g_assert_nonnull (verdict);
  /* The first legal move the task does not take. */
  for (unsigned h = 0; h < TOGUZ_MAX_HOLES && wrong < 0; h++)
    if (((verdict->legal & ~verdict->right) >> h) & 1u)
      wrong = (int) h;
  g_assert_cmpint (wrong, >=, 0);
  tutor_click_hole (&fixture, (ToguzSide) task_position (&fixture)->side,
                    (guint) wrong);
  tutor_save_screen (&fixture, "wrong-move-speaks-of-goal.png");
  feedback = tutor_lesson_player_get_feedback (fixture.player);
  g_assert_nonnull (feedback);
  g_assert_true (g_str_has_prefix (feedback, "This move wins no tuzdik."));
  g_assert_null (strstr (feedback, "was better"));
  tutor_fixture_close (&fixture);
}

/* 4. After a wrong move the board shows what it did; a hint or a click
 * takes the learner back to the task's board, so that the board and
 * the hint describe one position, and the click is the next try. */
static void
test_retry_from_wrong_move (void)
{
  TutorFixture fixture;
  ToguzTaskSession *s;
  ToguzPosition start;

  tutor_fixture_open (&fixture, "retry.ini");
  open_step (&fixture, "sowing", "reach-a-hole");
  s = tutor_fixture_session (&fixture);
  start = *task_position (&fixture);

  /* Hole 5 misses; the board shows the stones where it left them. */
  tutor_click_hole (&fixture, TOGUZ_WHITE, 4);
  g_assert_cmpint (toguz_task_session_get_tries (s), ==, 1);
  g_assert_false (same_position (tutor_board_get_position (board (&fixture)),
                                 &start));
  tutor_save_screen (&fixture, "retry-from-wrong-move-1.png");

  /* A hint speaks of the task's board: the board goes back to it. */
  tutor_press_button (&fixture, "_Hint");
  g_assert_true (same_position (tutor_board_get_position (board (&fixture)),
                                &start));

  /* Wrong again, then a click on the hinted hole plays it at once. */
  tutor_click_hole (&fixture, TOGUZ_WHITE, 6);
  g_assert_cmpint (toguz_task_session_get_tries (s), ==, 2);
  g_assert_false (same_position (tutor_board_get_position (board (&fixture)),
                                 &start));
  tutor_click_hole (&fixture, TOGUZ_WHITE, 7);
  g_assert_cmpint (toguz_task_session_get_tries (s), ==, 3);
  g_assert_true (toguz_task_session_is_solved (s));
  tutor_save_screen (&fixture, "retry-from-wrong-move-2.png");
  tutor_fixture_close (&fixture);
}

/* 5. A prediction answered is played out on the board; so is the
 * solution when it is shown. */
static void
test_prediction_played_out (void)
{
  TutorFixture fixture;
  const ToguzStep *step;
  ToguzPosition after;

  tutor_fixture_open (&fixture, "played-out.ini");
  open_step (&fixture, "sowing", "predict-own-row");
  step = toguz_task_session_get_step (tutor_fixture_session (&fixture));
  g_assert_cmpint (toguz_position_play (&step->rules, task_position (&fixture),
                                        (unsigned) step->task->predict_hole,
                                        &after, NULL),
                   ==, TOGUZ_MOVE_OK);
  tutor_click_hole (&fixture, toguz_ring_side (&step->rules,
                                               (unsigned) step->task->answer),
                    toguz_ring_hole (&step->rules,
                                     (unsigned) step->task->answer));
  g_assert_true (
      toguz_task_session_is_solved (tutor_fixture_session (&fixture)));
  tutor_save_screen (&fixture, "prediction-played-out-right.png");
  g_assert_true (same_position (tutor_board_get_position (board (&fixture)),
                                &after));

  /* The solution shown: stated, and played. */
  open_step (&fixture, "tuzdik", "spot-it");
  step = toguz_task_session_get_step (tutor_fixture_session (&fixture));
  {
    unsigned right = (unsigned) step->task->answer;
    unsigned wrong_ring = 0;

    while ((right >> wrong_ring) & 1u)
      wrong_ring++;
    tutor_click_hole (&fixture, toguz_ring_side (&step->rules, wrong_ring),
                      toguz_ring_hole (&step->rules, wrong_ring));
  }
  tutor_press_button (&fixture, "Show _Solution");
  tutor_save_screen (&fixture, "prediction-played-out-solution.png");
  g_assert_nonnull (strstr (tutor_lesson_player_get_feedback (fixture.player),
                            "The answer: Black’s hole 3."));
  /* White's move made the tuzdik the answer names. */
  g_assert_cmpint (tutor_board_get_position (board (&fixture))
                     ->tuzdik[task_position (&fixture)->side],
                   ==, (int) g_bit_nth_lsf ((gulong) step->task->answer, -1));
  tutor_fixture_close (&fixture);
}

/* A wrong landing is not marked as the target, and the marks the task
 * set stay; the right one is. */
static void
test_wrong_prediction_unmarked (void)
{
  TutorFixture fixture;
  const ToguzStep *step;
  guint marked;
  unsigned right, wrong;

  tutor_fixture_open (&fixture, "wrong-unmarked.ini");
  open_step (&fixture, "sowing", "predict-own-row");
  step = toguz_task_session_get_step (tutor_fixture_session (&fixture));
  right = (unsigned) step->task->answer;
  wrong = right == 0 ? 1 : right - 1;
  marked = tutor_board_get_highlight (board (&fixture),
                                      TUTOR_HIGHLIGHT_TARGET);
  tutor_click_hole (&fixture, toguz_ring_side (&step->rules, wrong),
                    toguz_ring_hole (&step->rules, wrong));
  g_assert_false (
      toguz_task_session_is_solved (tutor_fixture_session (&fixture)));
  g_assert_cmpuint (tutor_board_get_highlight (board (&fixture),
                                               TUTOR_HIGHLIGHT_TARGET),
                    ==, marked);
  tutor_save_screen (&fixture, "prediction-wrong-unmarked.png");
  tutor_click_hole (&fixture, toguz_ring_side (&step->rules, right),
                    toguz_ring_hole (&step->rules, right));
  g_assert_true (
      toguz_task_session_is_solved (tutor_fixture_session (&fixture)));
  g_assert_cmpuint (tutor_board_get_highlight (board (&fixture),
                                               TUTOR_HIGHLIGHT_TARGET),
                    ==, 1u << right);
  tutor_fixture_close (&fixture);
}

/* 6. Yes or no: after the wrong one the other is forced, so it earns no
 * star; the answer is told and the task is over. */
static void
test_two_choices_no_stars (void)
{
  TutorFixture fixture;
  const ToguzTask *task;

  tutor_fixture_open (&fixture, "two-choices.ini");
  open_step (&fixture, "sowing", "own-row-only");
  task = toguz_task_session_get_task (tutor_fixture_session (&fixture));
  g_assert_cmpint (task->answer, ==, 0);
  tutor_press_button (&fixture, "_Yes, it may");
  tutor_save_screen (&fixture, "two-choices-no-stars.png");
  if (tutor_button_offered (&fixture, "_No, it may not"))
    tutor_press_button (&fixture, "_No, it may not");
  /* Over, its answer shown: not solved. */
  g_assert_true (
      toguz_task_session_is_finished (tutor_fixture_session (&fixture)));
  g_assert_false (
      toguz_task_session_is_solved (tutor_fixture_session (&fixture)));
  g_assert_cmpint (
      toguz_task_session_get_stars (tutor_fixture_session (&fixture)), ==, 0);
  g_assert_nonnull (strstr (tutor_lesson_player_get_feedback (fixture.player),
                            "The answer: no, it may not be sown."));
  tutor_fixture_close (&fixture);
}

/* "May it become Black's tuzdik?": Yes and No; a wrong answer is told
 * the restriction, in the rules core's words, and the sowing is played
 * out to show the 3 stones staying where they are. */
static void
test_tuzdik_question (void)
{
  TutorFixture fixture;
  const ToguzTask *task;
  const ToguzPosition *pos;
  const char *said;

  tutor_fixture_open (&fixture, "tuzdik-question.ini");
  open_step (&fixture, "tuzdik-restrictions", "review-may-it-black");
  task = toguz_task_session_get_task (tutor_fixture_session (&fixture));
  g_assert_cmpint (task->predict, ==, TOGUZ_PREDICT_TUZDIK_ALLOWED);
  g_assert_true (tutor_button_offered (&fixture, "_Yes, it may"));
  g_assert_true (tutor_button_offered (&fixture, "_No, it may not"));
  tutor_save_screen (&fixture, "tuzdik-question.png");

  tutor_press_button (&fixture, "_Yes, it may");
  tutor_wait_idle (&fixture);
  tutor_save_screen (&fixture, "tuzdik-question-wrong.png");
  said = tutor_lesson_player_get_feedback (fixture.player);
  g_assert_cmpstr (said, ==,
                   "No, White’s hole 3 stays an ordinary hole. Black already "
                   "owns a tuzdik, White’s hole 7, and a player wins only one "
                   "in a game. Three is odd, so the stones stay where they "
                   "are and nothing is won.");
  g_assert_true (
      toguz_task_session_is_finished (tutor_fixture_session (&fixture)));
  g_assert_cmpint (
      toguz_task_session_get_stars (tutor_fixture_session (&fixture)), ==, 0);
  /* Played out: White's hole 3 holds the 3 stones, and no new tuzdik. */
  pos = tutor_board_get_position (tutor_lesson_player_get_board (
    fixture.player));
  g_assert_cmpuint (pos->holes[2], ==, 3);
  g_assert_cmpint (pos->tuzdik[TOGUZ_BLACK], ==, 6);
  tutor_fixture_close (&fixture);
}

/* A step's arrows are drawn on the board (they were read and never
 * shown): lesson 1 shows the way round with four. */
static void
test_step_arrows (void)
{
  TutorFixture fixture;
  TutorBoard *shown;

  tutor_fixture_open (&fixture, "step-arrows.ini");
  g_assert_true (tutor_window_open_chapter (fixture.window, "sowing"));
  tutor_fixture_follow_page (&fixture);
  tutor_lesson_player_go_to_step (
    fixture.player,
    step_index (tutor_catalogue_find (
                  tutor_application_get_catalogue (fixture.app), "sowing"),
                "direction"));
  tutor_wait_idle (&fixture);
  shown = tutor_lesson_player_get_board (fixture.player);
  g_assert_cmpuint (tutor_board_get_n_arrows (shown), ==, 4);
  tutor_save_screen (&fixture, "step-arrows.png");
  /* A step with a task and none: they go with their step. */
  open_step (&fixture, "sowing", "predict-own-row");
  g_assert_cmpuint (tutor_board_get_n_arrows (shown), ==, 0);
  tutor_fixture_close (&fixture);
}

/* A question with options: a button each; a wrong one is struck out and
 * told why, and once answered the right one stays marked. */
static void
test_choice_question (void)
{
  TutorFixture fixture;
  const ToguzTask *task;
  GtkWidget *stone, *nine, *hole;

  tutor_fixture_open (&fixture, "choice-question.ini");
  open_step (&fixture, "history", "the-word-nine");
  task = toguz_task_session_get_task (tutor_fixture_session (&fixture));
  g_assert_cmpint (task->predict, ==, TOGUZ_PREDICT_CHOICE);
  stone = tutor_find_button (GTK_WIDGET (fixture.player), "stone");
  nine = tutor_find_button (GTK_WIDGET (fixture.player), "nine");
  hole = tutor_find_button (GTK_WIDGET (fixture.player), "hole");
  g_assert_nonnull (stone);
  g_assert_nonnull (nine);
  g_assert_true (gtk_widget_is_drawable (nine));
  tutor_save_screen (&fixture, "choice-question.png");

  tutor_press_button (&fixture, "stone");
  tutor_wait_idle (&fixture);
  g_assert_true (g_str_has_prefix (
    tutor_lesson_player_get_feedback (fixture.player),
    "The stones have names of their own"));
  g_assert_false (gtk_widget_get_sensitive (stone));
  g_assert_true (gtk_widget_get_sensitive (nine));
  g_assert_false (
    toguz_task_session_is_finished (tutor_fixture_session (&fixture)));

  tutor_press_button (&fixture, "nine");
  tutor_wait_idle (&fixture);
  tutor_save_screen (&fixture, "choice-question-right.png");
  g_assert_true (
    toguz_task_session_is_solved (tutor_fixture_session (&fixture)));
  g_assert_cmpint (
    toguz_task_session_get_stars (tutor_fixture_session (&fixture)), ==, 2);
  /* The answer stays marked; no option takes a click any more. */
  g_assert_true (gtk_widget_has_css_class (nine, "success"));
  g_assert_true (gtk_widget_is_sensitive (nine));
  g_assert_false (gtk_widget_get_can_target (nine));
  g_assert_false (gtk_widget_is_sensitive (hole));
  tutor_fixture_close (&fixture);
}

typedef struct
{
  graphene_rect_t board;
  graphene_rect_t yes;
  graphene_rect_t no;
} Layout;

static void
bounds_of (TutorFixture *fixture, GtkWidget *widget, graphene_rect_t *rect)
{
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_true (gtk_widget_compute_bounds (widget,
                                            GTK_WIDGET (fixture->window),
                                            rect));
}

static void
measure_layout (TutorFixture *fixture, Layout *layout)
{
  tutor_wait_idle (fixture);
  bounds_of (fixture, GTK_WIDGET (board (fixture)), &layout->board);
  bounds_of (fixture,
             tutor_find_button (GTK_WIDGET (fixture->player), "_Yes, it may"),
             &layout->yes);
  bounds_of (fixture,
             tutor_find_button (GTK_WIDGET (fixture->player),
                                "_No, it may not"),
             &layout->no);
}

static void
assert_same_layout (const Layout *a, const Layout *b, const char *when)
{
  if (!graphene_rect_equal (&a->board, &b->board)
      || !graphene_rect_equal (&a->yes, &b->yes)
      || !graphene_rect_equal (&a->no, &b->no))
    g_error ("%s: the board went from %gx%g at %g,%g to %gx%g at %g,%g, "
             "“No” from %g,%g to %g,%g",
             when, a->board.size.width, a->board.size.height,
             a->board.origin.x, a->board.origin.y, b->board.size.width,
             b->board.size.height, b->board.origin.x, b->board.origin.y,
             a->no.origin.x, a->no.origin.y, b->no.origin.x, b->no.origin.y);
}

/* 7. Feedback appears, grows, a hint comes: the board keeps its size
 * and the answer buttons their place. */
static void
test_layout_holds_still (void)
{
  TutorFixture fixture;
  TutorFeedbackCard *card;
  Layout before, after;
  GString *long_text = g_string_new (NULL);

  tutor_fixture_open (&fixture, "layout.ini");
  open_step (&fixture, "tuzdik", "nobody-sows");
  tutor_save_screen (&fixture, "layout-holds-still-1.png");
  measure_layout (&fixture, &before);

  tutor_press_button (&fixture, "_Hint");
  measure_layout (&fixture, &after);
  assert_same_layout (&before, &after, "a hint");

  card = TUTOR_FEEDBACK_CARD (tutor_find_widget (
    GTK_WIDGET (fixture.player), TUTOR_TYPE_FEEDBACK_CARD));
  tutor_feedback_card_set (card, TUTOR_FEEDBACK_WRONG, "Not so.");
  measure_layout (&fixture, &after);
  assert_same_layout (&before, &after, "short feedback");

  for (int i = 0; i < 12; i++)
    g_string_append (long_text, "A long comment on the answer, sentence "
                                "after sentence, as an author may write. ");
  tutor_feedback_card_set (card, TUTOR_FEEDBACK_WRONG, long_text->str);
  tutor_save_screen (&fixture, "layout-holds-still-2.png");
  measure_layout (&fixture, &after);
  assert_same_layout (&before, &after, "long feedback");
  g_string_free (long_text, TRUE);

  /* The board keeps a useful size: no thumbnail. */
  g_assert_cmpfloat (before.board.size.height, >=, 200);
  tutor_fixture_close (&fixture);
}

/* 8. Next, then "5": hole 5 is played, wherever the focus was. */
static void
test_focus_after_next (void)
{
  TutorFixture fixture;
  ToguzLesson *lesson;
  GtkWidget *next;

  tutor_fixture_open (&fixture, "focus.ini");
  lesson = tutor_catalogue_find (tutor_application_get_catalogue (
                                   fixture.app),
                                 "sowing");
  g_assert_true (tutor_window_open_chapter (fixture.window, "sowing"));
  tutor_lesson_player_go_to_step (fixture.player,
                                  step_index (lesson, "reach-a-hole") - 1);
  tutor_wait_idle (&fixture);

  /* A click on Next leaves the focus on it, as the pointer does. */
  next = tutor_find_button (GTK_WIDGET (fixture.player), "_Next");
  gtk_widget_grab_focus (next);
  tutor_press_button (&fixture, "_Next");
  g_assert_cmpuint (tutor_lesson_player_get_step (fixture.player), ==,
                    step_index (lesson, "reach-a-hole"));
  g_assert_true (tutor_press_key (&fixture, GDK_KEY_5, 0));
  tutor_save_screen (&fixture, "focus-after-next.png");
  g_assert_cmpint (
      toguz_task_session_get_tries (tutor_fixture_session (&fixture)), ==, 1);
  g_assert_true (g_str_has_prefix (
      g_ptr_array_index (
          toguz_task_session_get_answers (tutor_fixture_session (&fixture)), 0),
      "5"));

  /* The lesson's other keys work from anywhere on the page too. */
  gtk_widget_grab_focus (next);
  g_assert_true (tutor_press_key (&fixture, GDK_KEY_h, GDK_CONTROL_MASK));
  g_assert_cmpint (
      toguz_task_session_get_hint_rung (tutor_fixture_session (&fixture)), ==,
      1);
  g_assert_true (tutor_press_key (&fixture, GDK_KEY_Right, GDK_ALT_MASK));
  g_assert_cmpuint (tutor_lesson_player_get_step (fixture.player), ==,
                    step_index (lesson, "reach-a-hole") + 1);

  /* A count is typed: the focus goes to its entry, not the board. */
  {
    GtkWidget *focus, *spin;

    open_step (&fixture, "even-captures", "predict-capture");
    spin = tutor_find_widget (GTK_WIDGET (fixture.player),
                              GTK_TYPE_SPIN_BUTTON);
    focus = gtk_root_get_focus (GTK_ROOT (fixture.window));
    g_assert_nonnull (focus);
    g_assert_true (focus == spin || gtk_widget_is_ancestor (focus, spin));

    /* Enter answers with the count typed, as Check does. */
    g_assert_cmpint (
        toguz_task_session_get_tries (tutor_fixture_session (&fixture)), ==, 0);
    gtk_editable_set_text (GTK_EDITABLE (spin), "7");
    g_assert_true (tutor_press_key (&fixture, GDK_KEY_Return, 0));
    g_assert_cmpint (
        toguz_task_session_get_tries (tutor_fixture_session (&fixture)), ==, 1);
    g_assert_cmpstr (g_ptr_array_index (toguz_task_session_get_answers (
                                            tutor_fixture_session (&fixture)),
                                        0),
                     ==, "7");
  }
  tutor_fixture_close (&fixture);
}

static int
natural_height (GtkWidget *widget)
{
  int minimum, natural;

  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, 400, &minimum,
                      &natural, NULL, NULL);
  return natural;
}

static GtkWidget *
find_css (GtkWidget *root, const char *css_class)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;
      if (gtk_widget_has_css_class (child, css_class))
        return child;
      if ((found = find_css (child, css_class)))
        return found;
    }
  return NULL;
}

/* 9. Large print enlarges the lesson's words too, not the board alone. */
static void
test_large_print_text (void)
{
  TutorFixture fixture;
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  GtkWidget *text, *prompt;
  int text_before, prompt_before;

  tutor_fixture_open (&fixture, "large-print.ini");
  open_step (&fixture, "sowing", "reach-a-hole");
  text = find_css (GTK_WIDGET (fixture.player), "lesson-text");
  prompt = find_css (GTK_WIDGET (fixture.player), "lesson-prompt");
  g_assert_nonnull (text);
  g_assert_nonnull (prompt);
  text_before = natural_height (text);
  prompt_before = natural_height (prompt);

  g_settings_set_boolean (settings, "large-print", TRUE);
  g_assert_true (tutor_board_get_large_print (board (&fixture)));
  tutor_press_button (&fixture, "_Hint");
  tutor_save_screen (&fixture, "large-print-text.png");
  g_assert_cmpint (natural_height (text), >=, text_before * 5 / 4);
  g_assert_cmpint (natural_height (prompt), >=, prompt_before * 5 / 4);
  g_settings_reset (settings, "large-print");
  tutor_save_screen (&fixture, "large-print-text-off.png");
  g_assert_cmpint (natural_height (text), ==, text_before);
  tutor_fixture_close (&fixture);
}

/* 11. A step whose position comes with moves shows the last of them, the
 * opponent's, as it asks: said with what it took, and marked.  A step
 * without moves asks at once, with nothing marked. */
static void
test_opponent_move_first (void)
{
  TutorFixture fixture;
  const ToguzStep *step;
  ToguzPosition before, after;
  ToguzEvent event;
  guint n;

  tutor_fixture_open (&fixture, "opponent-move.ini");
  open_step (&fixture, "notation", "read-x");
  step = toguz_task_session_get_step (tutor_fixture_session (&fixture));
  n = step->base_moves->len;
  g_assert_cmpuint (n, >, 1);
  before = step->base;
  for (guint i = 0; i + 1 < n; i++)
    toguz_position_play (&step->rules, &before,
                         g_array_index (step->base_moves, uint8_t, i),
                         &before, NULL);
  toguz_position_play (&step->rules, &before,
                       g_array_index (step->base_moves, uint8_t, n - 1),
                       &after, &event);
  g_assert_cmpuint (event.captured, ==, 6);
  g_assert_cmpstr (tutor_lesson_player_get_feedback (fixture.player), ==,
                   "Black played 82 and captured 6 stones.");
  g_assert_true (same_position (tutor_board_get_position (board (&fixture)),
                                task_position (&fixture)));
  g_assert_cmphex (tutor_board_get_highlight (board (&fixture),
                                              TUTOR_HIGHLIGHT_LAST_MOVE),
                   ==,
                   ring (&fixture, TOGUZ_BLACK, 7)
                     | (1u << event.last));
  g_assert_cmphex (tutor_board_get_highlight (board (&fixture),
                                              TUTOR_HIGHLIGHT_CAPTURE),
                   ==, 1u << event.last);
  g_assert_true (tutor_board_get_interactive (board (&fixture)));
  tutor_save_screen (&fixture, "opponent-move-first.png");

  /* No moves: asked at once, nothing said or marked. */
  open_step (&fixture, "sowing", "reach-a-hole");
  g_assert_null (tutor_lesson_player_get_feedback (fixture.player));
  g_assert_cmphex (tutor_board_get_highlight (board (&fixture),
                                              TUTOR_HIGHLIGHT_LAST_MOVE),
                   ==, 0);
  g_assert_true (tutor_board_get_interactive (board (&fixture)));
  tutor_fixture_close (&fixture);
}

int
main (int argc, char **argv)
{
  tutor_test_init (&argc, &argv);
  g_test_add_func ("/player/no-preview-in-tasks", test_no_preview_in_tasks);
  g_test_add_func ("/player/hint-marks-candidates",
                   test_hint_marks_candidates);
  g_test_add_func ("/player/wrong-move-speaks-of-goal",
                   test_wrong_move_speaks_of_goal);
  g_test_add_func ("/player/retry-from-wrong-move",
                   test_retry_from_wrong_move);
  g_test_add_func ("/player/prediction-played-out",
                   test_prediction_played_out);
  g_test_add_func ("/player/wrong-prediction-unmarked",
                   test_wrong_prediction_unmarked);
  g_test_add_func ("/player/two-choices-no-stars", test_two_choices_no_stars);
  g_test_add_func ("/player/tuzdik-question", test_tuzdik_question);
  g_test_add_func ("/player/choice-question", test_choice_question);
  g_test_add_func ("/player/step-arrows", test_step_arrows);
  g_test_add_func ("/player/layout-holds-still", test_layout_holds_still);
  g_test_add_func ("/player/focus-after-next", test_focus_after_next);
  g_test_add_func ("/player/large-print-text", test_large_print_text);
  g_test_add_func ("/player/opponent-move-first", test_opponent_move_first);
  return tutor_test_finish (g_test_run ());
}
