/* test-tutor.c: the tutor as a learner uses it, in a real window
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under Xvfb.  GTK 4.8 cannot fake input events, so a click is the
 * hole's own GtkGestureClick emitting "pressed" and "released" (the path
 * a real click takes through the board), and a button is activated as a
 * keyboard user would.  Screens are rendered to TUTOR_SCREENS_DIR.
 */
#include "config.h"

#include <glib/gstdio.h>

#include "tutor-application.h"
#include "tutor-lesson-player.h"
#include "tutor-task-session.h"
#include "tutor-window.h"

typedef struct
{
  TutorApplication *app;
  TutorWindow *window;
  TutorLessonPlayer *player;
  char *progress_path;
} Fixture;

static char *scratch;

static gboolean
wake_up (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

static void
iterate_until (gboolean (*done) (Fixture *), Fixture *fixture)
{
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  guint waker = g_timeout_add (10, wake_up, NULL);

  while (!done (fixture) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (waker);
  g_assert_true (done (fixture));
}

static gboolean
idle (Fixture *fixture)
{
  return gtk_widget_get_mapped (GTK_WIDGET (fixture->player))
         && tutor_lesson_player_is_idle (fixture->player);
}

static void
wait_idle (Fixture *fixture)
{
  /* A few turns first: a job may be starting. */
  for (int i = 0; i < 5; i++)
    g_main_context_iteration (NULL, FALSE);
  iterate_until (idle, fixture);
}

static void
fixture_open (Fixture *fixture, const char *progress_name)
{
  g_autoptr (GError) error = NULL;

  fixture->progress_path = g_build_filename (scratch, progress_name, NULL);
  g_setenv ("TOGUZ_TUTOR_PROGRESS", fixture->progress_path, TRUE);
  fixture->app = tutor_application_new ();
  g_application_set_flags (G_APPLICATION (fixture->app),
                           G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (fixture->app), NULL,
                                         &error));
  g_assert_no_error (error);
  g_application_activate (G_APPLICATION (fixture->app));
  fixture->window = TUTOR_WINDOW (gtk_application_get_active_window (
    GTK_APPLICATION (fixture->app)));
  g_assert_nonnull (fixture->window);
  /* Instant sowing keeps the tests short; one test animates. */
  g_object_set (tutor_lesson_player_get_board (
                  tutor_window_get_player (fixture->window)),
                "animation-speed", 0.0, NULL);
  fixture->player = tutor_window_get_player (fixture->window);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1100, 900);
  wait_idle (fixture);
}

static void
fixture_close (Fixture *fixture)
{
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  for (int i = 0; i < 10; i++)
    g_main_context_iteration (NULL, FALSE);
  g_clear_object (&fixture->app);
  g_clear_pointer (&fixture->progress_path, g_free);
}

static GtkEventController *
find_controller (GtkWidget *widget, GType type)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type))
        return GTK_EVENT_CONTROLLER (controller);
    }
  g_assert_not_reached ();
}

/* A click on a hole, as the learner's pointer makes it. */
static void
click_hole (Fixture *fixture, ToguzSide side, guint hole)
{
  TutorBoard *board = tutor_lesson_player_get_board (fixture->player);
  GtkWidget *widget = tutor_board_get_hole (board, side, hole);
  GtkEventController *gesture;
  double x, y;

  g_assert_nonnull (widget);
  gesture = find_controller (widget, GTK_TYPE_GESTURE_CLICK);
  x = gtk_widget_get_width (widget) / 2.0;
  y = gtk_widget_get_height (widget) / 2.0;
  g_signal_emit_by_name (gesture, "pressed", 1, x, y);
  g_signal_emit_by_name (gesture, "released", 1, x, y);
  wait_idle (fixture);
}

static GtkWidget *
find_button (GtkWidget *root, const char *label)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;
      if (GTK_IS_BUTTON (child)
          && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), label)
               == 0)
        return child;
      if ((found = find_button (child, label)))
        return found;
    }
  return NULL;
}

static void
press_button (Fixture *fixture, const char *label)
{
  GtkWidget *button = find_button (GTK_WIDGET (fixture->player), label);

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  /* What a click does (gtk_widget_activate () would wait a quarter of a
   * second before it clicks). */
  g_signal_emit_by_name (button, "clicked");
  wait_idle (fixture);
}

static gboolean
button_offered (Fixture *fixture, const char *label)
{
  GtkWidget *button = find_button (GTK_WIDGET (fixture->player), label);

  return button && gtk_widget_get_visible (button)
         && gtk_widget_is_sensitive (button);
}

static TutorTaskSession *
session (Fixture *fixture)
{
  return tutor_lesson_player_get_session (fixture->player);
}

static void
open_step (Fixture *fixture, const char *chapter, guint step)
{
  g_assert_true (tutor_window_open_chapter (fixture->window, chapter));
  tutor_lesson_player_go_to_step (fixture->player, step);
  wait_idle (fixture);
}

static guint
first_task (ToguzLesson *lesson)
{
  for (guint i = 0; i < toguz_lesson_get_n_steps (lesson); i++)
    if (toguz_lesson_get_step (lesson, i)->task)
      return i;
  g_assert_not_reached ();
}

/* Answers the current task rightly, the way a learner would: a click on
 * the board for moves and holes, the widgets for counts and yes/no. */
static void
answer_rightly (Fixture *fixture)
{
  TutorTaskSession *s = session (fixture);
  const ToguzTask *task = tutor_task_session_get_task (s);
  const ToguzStep *step = tutor_task_session_get_step (s);
  const ToguzPosition *pos = tutor_task_session_get_position (s);

  switch (task->kind)
    {
    case TOGUZ_TASK_PREDICT:
      if (task->predict == TOGUZ_PREDICT_LANDING
          || task->predict == TOGUZ_PREDICT_TUZDIK)
        {
          unsigned ring = task->predict == TOGUZ_PREDICT_LANDING
                            ? (unsigned) task->answer
                            : (unsigned) g_bit_nth_lsf ((gulong) task->answer,
                                                        -1);
          click_hole (fixture, toguz_ring_side (&step->rules, ring),
                      toguz_ring_hole (&step->rules, ring));
        }
      else if (task->predict == TOGUZ_PREDICT_LEGAL)
        press_button (fixture, task->answer ? "_Yes, it may"
                                            : "_No, it may not");
      else
        {
          GtkWidget *spin = find_button (GTK_WIDGET (fixture->player),
                                         "_Check");
          GtkWidget *entry = gtk_widget_get_prev_sibling (spin);
          gtk_spin_button_set_value (GTK_SPIN_BUTTON (entry), task->answer);
          press_button (fixture, "_Check");
        }
      break;
    case TOGUZ_TASK_MOVES:
      click_hole (fixture, (ToguzSide) pos->side,
                  (guint) g_bit_nth_lsf (task->accepted, -1));
      break;
    case TOGUZ_TASK_GOAL:
    default:
      {
        const ToguzGoalAnswer *answer = tutor_task_session_get_goal_answer (s);
        unsigned stated = toguz_task_get_stated_moves (task);
        g_assert_nonnull (answer);
        /* Turn after turn, the stated line or the engine's choice. */
        while (!tutor_task_session_is_solved (s))
          {
            GArray *line = tutor_task_session_dup_solution_line (s);
            unsigned hole = line->len ? g_array_index (line, uint8_t, 0)
                            : stated ? (unsigned) g_bit_nth_lsf (stated, -1)
                                     : (unsigned) answer->best_move;
            g_array_unref (line);
            click_hole (fixture,
                        (ToguzSide) tutor_task_session_get_position (s)->side,
                        hole);
            g_assert_nonnull (tutor_lesson_player_get_feedback (
              fixture->player));
            if (!tutor_task_session_is_solved (s))
              answer = tutor_task_session_get_goal_answer (s);
          }
        break;
      }
    }
}

static void
test_first_task_of_each_lesson (void)
{
  Fixture fixture;
  GListModel *lessons;
  guint n;

  fixture_open (&fixture, "first-tasks.ini");
  lessons = tutor_catalogue_get_lessons (
    tutor_application_get_catalogue (fixture.app));
  n = g_list_model_get_n_items (lessons);
  g_assert_cmpuint (n, ==, 7);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (ToguzLesson) lesson = g_list_model_get_item (lessons, i);
      guint step = first_task (lesson);

      open_step (&fixture, toguz_lesson_get_id (lesson), step);
      g_assert_nonnull (session (&fixture));
      answer_rightly (&fixture);
      if (!tutor_task_session_is_solved (session (&fixture)))
        g_error ("%s step %u: not solved; the tutor says “%s”",
                 toguz_lesson_get_id (lesson), step + 1,
                 tutor_lesson_player_get_feedback (fixture.player));
      g_assert_cmpint (tutor_task_session_get_stars (session (&fixture)), ==,
                       3);
      g_assert_nonnull (strstr (tutor_lesson_player_get_feedback (
                                  fixture.player),
                                "★★★"));
      g_assert_cmpuint (tutor_progress_count_solved (
                          tutor_application_get_progress (fixture.app),
                          toguz_lesson_get_id (lesson)),
                        ==, 1);
    }
  fixture_close (&fixture);
}

/* The first landing prediction of lesson 1, wrong and then right. */
static guint
find_step (Fixture *fixture, const char *chapter, ToguzTaskKind kind,
           int predict)
{
  ToguzLesson *lesson = tutor_catalogue_find (
    tutor_application_get_catalogue (fixture->app), chapter);

  for (guint i = 0; i < toguz_lesson_get_n_steps (lesson); i++)
    {
      const ToguzStep *step = toguz_lesson_get_step (lesson, i);
      if (step->task && step->task->kind == kind
          && (predict < 0 || (int) step->task->predict == predict))
        return i;
    }
  g_assert_not_reached ();
}

static void
test_prediction_wrong_then_right (void)
{
  Fixture fixture;
  const ToguzTask *task;
  const ToguzStep *step;
  unsigned wrong_ring;

  fixture_open (&fixture, "prediction.ini");
  open_step (&fixture, "sowing",
             find_step (&fixture, "sowing", TOGUZ_TASK_PREDICT,
                        TOGUZ_PREDICT_LANDING));
  task = tutor_task_session_get_task (session (&fixture));
  step = tutor_task_session_get_step (session (&fixture));
  g_assert_false (button_offered (&fixture, "Show _Solution"));

  /* The next hole along: the mistake of counting the origin twice. */
  wrong_ring = ((unsigned) task->answer + 1) % (2u * step->rules.holes);
  click_hole (&fixture, toguz_ring_side (&step->rules, wrong_ring),
              toguz_ring_hole (&step->rules, wrong_ring));
  g_assert_false (tutor_task_session_is_solved (session (&fixture)));
  g_assert_nonnull (tutor_lesson_player_get_feedback (fixture.player));
  {
    const ToguzWrong *comment = toguz_task_find_wrong_answer (
      task, (int) wrong_ring);
    if (comment)
      g_assert_cmpstr (tutor_lesson_player_get_feedback (fixture.player), ==,
                       toguz_lesson_text_get (comment->comment));
  }
  /* After a try, the solution is offered. */
  g_assert_true (button_offered (&fixture, "Show _Solution"));

  answer_rightly (&fixture);
  g_assert_true (tutor_task_session_is_solved (session (&fixture)));
  g_assert_cmpint (tutor_task_session_get_stars (session (&fixture)), ==, 2);
  fixture_close (&fixture);
}

/* A wrong move: its explanation, and the solution offered only then. */
static void
test_wrong_move_explained (void)
{
  Fixture fixture;
  TutorTaskSession *s;
  const ToguzGoalAnswer *answer;
  const ToguzPosition *pos;
  const ToguzStep *step;
  int wrong = -1;

  fixture_open (&fixture, "wrong-move.ini");
  open_step (&fixture, "even-captures",
             find_step (&fixture, "even-captures", TOGUZ_TASK_GOAL, -1));
  s = session (&fixture);
  answer = tutor_task_session_get_goal_answer (s);
  pos = tutor_task_session_get_position (s);
  step = tutor_task_session_get_step (s);
  g_assert_nonnull (answer);
  g_assert_false (button_offered (&fixture, "Show _Solution"));

  /* An illegal hole first: the rule, not a try. */
  for (unsigned h = 0; h < step->rules.holes; h++)
    if (toguz_position_check_move (&step->rules, pos, h) == TOGUZ_MOVE_EMPTY)
      {
        click_hole (&fixture, (ToguzSide) pos->side, h);
        g_assert_nonnull (strstr (tutor_lesson_player_get_feedback (
                                    fixture.player),
                                  "is empty"));
        g_assert_cmpint (tutor_task_session_get_tries (s), ==, 0);
        break;
      }
  /* A hole on the other row: the rule again. */
  click_hole (&fixture, (ToguzSide) (pos->side ^ 1), 0);
  g_assert_nonnull (strstr (tutor_lesson_player_get_feedback (fixture.player),
                            "you sow only from your own row"));

  for (unsigned h = 0; h < step->rules.holes; h++)
    if (!((answer->achieving >> h) & 1u) && ((answer->legal >> h) & 1u))
      {
        wrong = (int) h;
        break;
      }
  g_assert_cmpint (wrong, >=, 0);
  click_hole (&fixture, (ToguzSide) pos->side, (guint) wrong);
  g_assert_false (tutor_task_session_is_solved (s));
  g_assert_cmpint (tutor_task_session_get_tries (s), ==, 1);
  {
    const ToguzWrong *comment = toguz_task_find_wrong_move (
      tutor_task_session_get_task (s), (unsigned) wrong);
    const char *feedback = tutor_lesson_player_get_feedback (fixture.player);
    g_assert_nonnull (feedback);
    if (comment)
      g_assert_cmpstr (feedback, ==, toguz_lesson_text_get (comment->comment));
    else
      g_assert_nonnull (strstr (feedback, "The last stone"));
  }
  g_assert_true (button_offered (&fixture, "_Try Again"));
  g_assert_true (button_offered (&fixture, "Show _Solution"));

  /* The solution plays on the board and earns no star. */
  press_button (&fixture, "Show _Solution");
  g_assert_true (tutor_task_session_get_solution_shown (s));
  g_assert_cmpint (tutor_task_session_get_stars (s), ==, 0);
  fixture_close (&fixture);
}

static void
test_hint_ladder (void)
{
  Fixture fixture;
  TutorTaskSession *s;
  const ToguzGoalAnswer *answer;

  fixture_open (&fixture, "hints.ini");
  open_step (&fixture, "even-captures",
             find_step (&fixture, "even-captures", TOGUZ_TASK_GOAL, -1));
  s = session (&fixture);
  g_assert_null (tutor_lesson_player_get_hint (fixture.player));
  for (int rung = 1; rung <= 4; rung++)
    {
      g_autofree char *prefix = g_strdup_printf ("Hint %d of 4: ", rung);
      press_button (&fixture, "_Hint");
      g_assert_cmpint (tutor_task_session_get_hint_rung (s), ==, rung);
      g_assert_true (g_str_has_prefix (tutor_lesson_player_get_hint (
                                         fixture.player),
                                       prefix));
    }
  /* The ladder has four rungs. */
  g_assert_false (button_offered (&fixture, "_Hint"));

  /* A move resets it. */
  answer = tutor_task_session_get_goal_answer (s);
  for (unsigned h = 0; h < 9; h++)
    if (!((answer->achieving >> h) & 1u) && ((answer->legal >> h) & 1u))
      {
        click_hole (&fixture,
                    (ToguzSide) tutor_task_session_get_position (s)->side, h);
        break;
      }
  g_assert_cmpint (tutor_task_session_get_hint_rung (s), ==, 0);
  g_assert_null (tutor_lesson_player_get_hint (fixture.player));
  g_assert_true (button_offered (&fixture, "_Hint"));
  g_assert_cmpint (tutor_task_session_get_hints_used (s), ==, 4);
  fixture_close (&fixture);
}

/* Progress outlives the program, and a damaged file breaks nothing. */
static void
test_progress_survives (void)
{
  Fixture fixture;
  g_autofree char *path = NULL;
  int stars = -1;

  fixture_open (&fixture, "survives.ini");
  open_step (&fixture, "single-ball",
             first_task (tutor_catalogue_find (
               tutor_application_get_catalogue (fixture.app),
               "single-ball")));
  answer_rightly (&fixture);
  path = g_strdup (fixture.progress_path);
  fixture_close (&fixture);

  fixture_open (&fixture, "survives.ini");
  g_assert_cmpuint (tutor_progress_count_solved (
                      tutor_application_get_progress (fixture.app),
                      "single-ball"),
                    ==, 1);
  /* It opens where the learner left off. */
  g_assert_cmpstr (tutor_window_get_chapter (fixture.window), ==,
                   "single-ball");
  g_assert_true (tutor_progress_get_task (
    tutor_application_get_progress (fixture.app), "single-ball",
    toguz_lesson_get_step (tutor_catalogue_find (
                             tutor_application_get_catalogue (fixture.app),
                             "single-ball"),
                           first_task (tutor_catalogue_find (
                             tutor_application_get_catalogue (fixture.app),
                             "single-ball")))->id,
    &stars, NULL));
  g_assert_cmpint (stars, ==, 3);
  fixture_close (&fixture);

  /* Damage it: the next start keeps it aside, says so, and carries on. */
  g_assert_true (g_file_set_contents (path, "[broken\n\x01\x02 garbage", -1,
                                      NULL));
  fixture_open (&fixture, "survives.ini");
  g_assert_cmpuint (tutor_progress_count_solved (
                      tutor_application_get_progress (fixture.app),
                      "single-ball"),
                    ==, 0);
  {
    g_autoptr (GDir) dir = g_dir_open (scratch, 0, NULL);
    const char *name;
    gboolean kept = FALSE;
    while ((name = g_dir_read_name (dir)))
      kept |= g_str_has_prefix (name, "survives.ini.broken-");
    g_assert_true (kept);
  }
  /* It still records. */
  open_step (&fixture, "single-ball",
             first_task (tutor_catalogue_find (
               tutor_application_get_catalogue (fixture.app),
               "single-ball")));
  answer_rightly (&fixture);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  fixture_close (&fixture);
}

/* Screens, for people to look at. */
static void
save_screen (Fixture *fixture, const char *name)
{
  GtkWidget *widget = GTK_WIDGET (fixture->window);
  const char *dir = g_getenv ("TUTOR_SCREENS_DIR");
  g_autofree char *path = NULL;
  g_autoptr (GdkPaintable) paintable = NULL;
  g_autoptr (GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  int width, height;
  graphene_rect_t bounds;

  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  wait_idle (fixture);
  g_usleep (50000);
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  bounds = GRAPHENE_RECT_INIT (0, 0, width, height);
  if (dir == NULL)
    dir = g_get_tmp_dir ();
  g_mkdir_with_parents (dir, 0755);
  path = g_build_filename (dir, name, NULL);
  paintable = gtk_widget_paintable_new (widget);
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (
    gtk_native_get_renderer (GTK_NATIVE (widget)), node, &bounds);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
}

static void
test_screens (void)
{
  Fixture fixture;
  guint step;

  fixture_open (&fixture, "screens.ini");
  gtk_window_set_default_size (GTK_WINDOW (fixture.window), 1200, 860);

  /* A step that shows a sowing. */
  open_step (&fixture, "even-captures", 0);
  save_screen (&fixture, "lesson-step.png");

  /* A prediction, a wrong answer to it. */
  step = find_step (&fixture, "sowing", TOGUZ_TASK_PREDICT,
                    TOGUZ_PREDICT_LANDING);
  open_step (&fixture, "sowing", step);
  save_screen (&fixture, "prediction.png");

  /* A hint shown. */
  open_step (&fixture, "even-captures",
             find_step (&fixture, "even-captures", TOGUZ_TASK_GOAL, -1));
  press_button (&fixture, "_Hint");
  press_button (&fixture, "_Hint");
  save_screen (&fixture, "hint.png");

  /* Feedback on a wrong move. */
  {
    TutorTaskSession *s = session (&fixture);
    const ToguzGoalAnswer *answer = tutor_task_session_get_goal_answer (s);
    for (unsigned h = 0; h < 9; h++)
      if (!((answer->achieving >> h) & 1u) && ((answer->legal >> h) & 1u))
        {
          click_hole (&fixture,
                      (ToguzSide) tutor_task_session_get_position (s)->side,
                      h);
          break;
        }
  }
  save_screen (&fixture, "wrong-move.png");

  /* A task solved, in the dark style. */
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_DARK);
  open_step (&fixture, "tuzdik",
             find_step (&fixture, "tuzdik", TOGUZ_TASK_GOAL, -1));
  answer_rightly (&fixture);
  save_screen (&fixture, "dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);

  /* A narrow window: the chapters fold away. */
  gtk_window_set_default_size (GTK_WINDOW (fixture.window), 400, 760);
  open_step (&fixture, "sowing", 1);
  save_screen (&fixture, "narrow.png");
  fixture_close (&fixture);
}

int
main (int argc, char **argv)
{
  int status;

  g_setenv ("LANGUAGE", "C", TRUE);
  g_setenv ("TOGUZ_TUTOR_LESSONS_DIR", g_getenv ("TOGUZ_LESSONS_SOURCE"),
            TRUE);
  gtk_test_init (&argc, &argv, NULL);
  /* Revealers and pages open at once: the screens show what settles. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE,
                NULL);
  scratch = g_dir_make_tmp ("toguz-tutor-XXXXXX", NULL);

  g_test_add_func ("/tutor/first-task-of-each-lesson",
                   test_first_task_of_each_lesson);
  g_test_add_func ("/tutor/prediction-wrong-then-right",
                   test_prediction_wrong_then_right);
  g_test_add_func ("/tutor/wrong-move-explained", test_wrong_move_explained);
  g_test_add_func ("/tutor/hint-ladder", test_hint_ladder);
  g_test_add_func ("/tutor/progress-survives", test_progress_survives);
  g_test_add_func ("/tutor/screens", test_screens);
  status = g_test_run ();

  {
    g_autoptr (GDir) dir = g_dir_open (scratch, 0, NULL);
    const char *name;
    while (dir && (name = g_dir_read_name (dir)))
      {
        g_autofree char *path = g_build_filename (scratch, name, NULL);
        g_remove (path);
      }
    g_rmdir (scratch);
  }
  return status;
}
