/* tutor-lesson-player.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The player shows and asks; every rule decision comes from the core (the
 * move and its event), the engine (goals, explanations, replies) or the
 * task session (right or wrong, hints, stars).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "toguz-explain-text.h"
#include "toguz-task-text.h"
#include "toguz-text.h"
#include "tutor-lesson-player.h"
#include "tutor-page.h"
#include "tutor-progress-dots.h"
#include "toguz-task-session.h"

/* What to do when the queue of moves to show has been played. */
typedef enum
{
  AFTER_NOTHING,
  AFTER_DEMONSTRATION,   /* a step's <show> moves: the task begins */
  AFTER_LEARNER_MOVE,    /* judge the move */
  AFTER_REPLY,           /* the opponent answered: the learner's turn */
  AFTER_REFUTATION,      /* the reply that refutes a wrong move */
  AFTER_SOLUTION,        /* the solution was shown */
} AfterQueue;

typedef enum
{
  FEEDBACK_INFO,
  FEEDBACK_SUCCESS,
  FEEDBACK_WRONG,
  FEEDBACK_RULE,         /* an illegal choice: the rule that forbids it */
} FeedbackKind;

struct _TutorLessonPlayer
{
  AdwBin parent_instance;

  GtkLabel *step_label;
  GtkBox *texts_box;
  TutorBoard *board;
  GtkBox *task_box;
  GtkLabel *prompt_label;
  GtkBox *count_box;
  GtkSpinButton *count_entry;
  GtkBox *legal_box;
  GtkRevealer *hint_revealer;
  GtkLabel *hint_label;
  GtkRevealer *feedback_revealer;
  GtkBox *feedback_box;
  GtkImage *feedback_icon;
  GtkLabel *feedback_label;
  GtkActionBar *action_bar;
  GtkButton *back_button;
  GtkButton *next_button;
  GtkButton *try_again_button;
  GtkButton *solution_button;
  GtkButton *hint_button;
  TutorProgressDots *dots;

  TutorEngine *engine;
  TutorProgress *progress;
  ToguzLesson *lesson;
  char *progress_id;
  guint step_index;
  gboolean single_step;

  ToguzTaskSession *session;
  GCancellable *cancellable;     /* the step's engine jobs */
  gboolean engine_busy;

  GArray *queue;                 /* holes still to show, in order */
  ToguzPosition queue_position;  /* where the next of them is played */
  AfterQueue after;
  int learner_hole;              /* the move being judged */
  ToguzPosition learner_after;
  gboolean judging_waits;        /* a move waits for the goal's answer */
  gboolean left_recorded;        /* the session's unfinished try is noted */
};

G_DEFINE_FINAL_TYPE (TutorLessonPlayer, tutor_lesson_player, ADW_TYPE_BIN)

enum
{
  FINISHED,
  TASK_DONE,
  WRONG_ANSWER,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* "title", "busy" and "modified", as every page (tutor-page.h). */
static GParamSpec *properties[TUTOR_PAGE_N_PROPS];

static void
set_engine_busy (TutorLessonPlayer *self, gboolean busy)
{
  if (self->engine_busy == busy)
    return;
  self->engine_busy = busy;
  g_object_notify_by_pspec (G_OBJECT (self),
                            properties[TUTOR_PAGE_PROP_BUSY]);
}

static void request_goal_answer (TutorLessonPlayer *self);
static void judge_learner_move (TutorLessonPlayer *self);
static void update_actions (TutorLessonPlayer *self);

static const ToguzStep *
current_step (TutorLessonPlayer *self)
{
  if (self->lesson == NULL
      || self->step_index >= toguz_lesson_get_n_steps (self->lesson))
    return NULL;
  return toguz_lesson_get_step (self->lesson, self->step_index);
}

static char *
task_key (const ToguzStep *step, guint index)
{
  return step->id ? g_strdup (step->id) : g_strdup_printf ("step-%u",
                                                           index + 1);
}

/* Feedback */

static void
set_feedback (TutorLessonPlayer *self, FeedbackKind kind, const char *text)
{
  static const char *classes[] = { "info", "success", "error", "warning" };
  static const char *icons[] = {
    "dialog-information-symbolic", "object-select-symbolic",
    "dialog-error-symbolic", "dialog-warning-symbolic",
  };

  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    gtk_widget_remove_css_class (GTK_WIDGET (self->feedback_box),
                                 classes[i]);
  if (text == NULL || *text == '\0')
    {
      gtk_revealer_set_reveal_child (self->feedback_revealer, FALSE);
      gtk_label_set_text (self->feedback_label, "");
      return;
    }
  gtk_widget_add_css_class (GTK_WIDGET (self->feedback_box), classes[kind]);
  gtk_image_set_from_icon_name (self->feedback_icon, icons[kind]);
  gtk_label_set_text (self->feedback_label, text);
  gtk_revealer_set_reveal_child (self->feedback_revealer, TRUE);
}

static void
set_hint (TutorLessonPlayer *self, const char *text)
{
  gtk_label_set_text (self->hint_label, text ? text : "");
  gtk_revealer_set_reveal_child (self->hint_revealer, text && *text);
}

static char *
stars_text (int stars)
{
  /* Translators: the stars a task earned, out of three. */
  g_autofree char *said = g_strdup_printf (ngettext ("%d star of three",
                                                     "%d stars of three",
                                                     stars),
                                           stars);
  GString *text = g_string_new (NULL);

  for (int i = 0; i < 3; i++)
    g_string_append (text, i < stars ? "★" : "☆");
  g_string_append_printf (text, " (%s)", said);
  return g_string_free (text, FALSE);
}

/* The queue of moves to show on the board */

static void
play_next_in_queue (TutorLessonPlayer *self);

static void
finish_queue (TutorLessonPlayer *self);

static void
show_moves (TutorLessonPlayer *self, const ToguzPosition *from,
            const uint8_t *holes, guint n, AfterQueue after)
{
  g_array_set_size (self->queue, 0);
  g_array_append_vals (self->queue, holes, n);
  self->queue_position = *from;
  self->after = after;
  tutor_board_set_interactive (self->board, FALSE);
  play_next_in_queue (self);
}

static void
play_next_in_queue (TutorLessonPlayer *self)
{
  const ToguzStep *step = current_step (self);
  ToguzPosition after;
  ToguzEvent event;
  unsigned hole;

  if (self->queue->len == 0 || step == NULL)
    {
      finish_queue (self);
      return;
    }
  hole = g_array_index (self->queue, uint8_t, 0);
  g_array_remove_index (self->queue, 0);
  if (toguz_position_play (&step->rules, &self->queue_position, hole, &after,
                           &event)
      != TOGUZ_MOVE_OK)
    {
      finish_queue (self);
      return;
    }
  if (self->after == AFTER_DEMONSTRATION || self->after == AFTER_SOLUTION)
    {
      g_autofree char *said = toguz_event_describe (&step->rules, &event);
      char notation[TOGUZ_NOTATION_MAX];
      g_autofree char *text = NULL;

      toguz_notation_format (&step->rules, &event, notation);
      /* Translators: %1$s is a move in notation, %2$s what it does. */
      text = g_strdup_printf (_("%1$s: %2$s"), notation, said);
      set_feedback (self, self->after == AFTER_SOLUTION ? FEEDBACK_INFO
                                                        : FEEDBACK_INFO,
                    text);
    }
  {
    ToguzPosition before = self->queue_position;
    self->queue_position = after;
    /* May finish at once (no animation): the handler then runs again. */
    tutor_board_animate_move (self->board, &before, &event, &after);
  }
}

static void
on_animation_finished (TutorLessonPlayer *self)
{
  if (self->after == AFTER_NOTHING)
    return;
  if (self->queue->len > 0)
    play_next_in_queue (self);
  else
    finish_queue (self);
}

/* Steps */

static void
configure_task_widgets (TutorLessonPlayer *self)
{
  const ToguzTask *task = self->session
                            ? toguz_task_session_get_task (self->session)
                            : NULL;
  gboolean predict = task && task->kind == TOGUZ_TASK_PREDICT;
  gboolean clicks = task && !toguz_task_session_is_solved (self->session)
                    && (!predict || task->predict == TOGUZ_PREDICT_LANDING
                        || task->predict == TOGUZ_PREDICT_TUZDIK);

  gtk_widget_set_visible (GTK_WIDGET (self->count_box),
                          predict && task->predict == TOGUZ_PREDICT_CAPTURE
                            && !toguz_task_session_is_solved (self->session));
  gtk_widget_set_visible (GTK_WIDGET (self->legal_box),
                          predict && task->predict == TOGUZ_PREDICT_LEGAL
                            && !toguz_task_session_is_solved (self->session));
  tutor_board_set_interactive (self->board, clicks);
  /* A preview would give a prediction away. */
  tutor_board_set_preview_allowed (self->board, clicks && !predict);
}

static void
finish_queue (TutorLessonPlayer *self)
{
  AfterQueue after = self->after;

  self->after = AFTER_NOTHING;
  switch (after)
    {
    case AFTER_DEMONSTRATION:
      configure_task_widgets (self);
      break;
    case AFTER_LEARNER_MOVE:
      judge_learner_move (self);
      break;
    case AFTER_REPLY:
      toguz_task_session_next_turn (self->session,
                                    tutor_board_get_position (self->board));
      set_feedback (self, FEEDBACK_INFO, _("Your move."));
      request_goal_answer (self);
      configure_task_widgets (self);
      break;
    case AFTER_REFUTATION:
      gtk_widget_set_visible (GTK_WIDGET (self->try_again_button), TRUE);
      break;
    case AFTER_SOLUTION:
    case AFTER_NOTHING:
    default:
      break;
    }
  update_actions (self);
}

static void
add_text (TutorLessonPlayer *self, const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "lesson-text");
  gtk_box_append (self->texts_box, label);
}

static guint64
done_steps (TutorLessonPlayer *self, guint64 *tasks)
{
  guint64 done = 0;

  *tasks = 0;
  for (guint i = 0; i < toguz_lesson_get_n_steps (self->lesson) && i < 64;
       i++)
    {
      const ToguzStep *step = toguz_lesson_get_step (self->lesson, i);
      g_autofree char *key = task_key (step, i);

      if (step->task == NULL)
        continue;
      *tasks |= G_GUINT64_CONSTANT (1) << i;
      if (self->progress
          && tutor_progress_get_task (self->progress, self->progress_id, key,
                                      NULL, NULL))
        done |= G_GUINT64_CONSTANT (1) << i;
    }
  return done;
}

static void
update_actions (TutorLessonPlayer *self)
{
  const ToguzStep *step = current_step (self);
  gboolean busy = self->after != AFTER_NOTHING;
  gboolean task = self->session != NULL;
  gboolean solved = task && toguz_task_session_is_solved (self->session);
  guint n = self->lesson ? toguz_lesson_get_n_steps (self->lesson) : 0;
  guint64 tasks;
  guint64 done = self->lesson ? done_steps (self, &tasks) : (tasks = 0);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "player.back",
                                 step && self->step_index > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "player.next", step != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "player.hint",
                                 task && !solved && !busy
                                   && toguz_task_session_get_hint_rung (
                                        self->session) < 4);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_button), task && !solved);
  gtk_widget_set_visible (GTK_WIDGET (self->solution_button),
                          task
                            && toguz_task_session_can_show_solution (
                              self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "player.show-solution",
                                 task && !busy
                                   && toguz_task_session_can_show_solution (
                                     self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "player.try-again",
                                 !busy);

  gtk_button_set_label (self->next_button,
                        step && self->step_index + 1 >= n ? _("_Finish")
                                                          : _("_Next"));
  if (!task || solved)
    gtk_widget_add_css_class (GTK_WIDGET (self->next_button),
                              "suggested-action");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->next_button),
                                 "suggested-action");
  gtk_widget_set_visible (GTK_WIDGET (self->back_button), !self->single_step);
  gtk_widget_set_visible (GTK_WIDGET (self->next_button), !self->single_step);
  gtk_widget_set_visible (GTK_WIDGET (self->dots), !self->single_step);
  if (self->lesson)
    tutor_progress_dots_set (self->dots, n, self->step_index, tasks, done);
}

static void
on_goal_answer (GObject *source, GAsyncResult *result, gpointer data)
{
  TutorLessonPlayer *self = data;
  g_autoptr (GError) error = NULL;
  ToguzGoalAnswer answer;

  if (!tutor_engine_solve_finish (TUTOR_ENGINE (source), result, &answer,
                                  &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("The engine failed: %s", error->message);
      g_object_unref (self);
      return;
    }
  set_engine_busy (self, FALSE);
  if (self->session)
    {
      toguz_task_session_set_goal_answer (self->session, &answer);
      if (self->judging_waits)
        {
          self->judging_waits = FALSE;
          judge_learner_move (self);
        }
    }
  g_object_unref (self);
}

static void
request_goal_answer (TutorLessonPlayer *self)
{
  const ToguzStep *step = current_step (self);
  ToguzGoal goal;

  if (self->session == NULL || self->engine == NULL
      || toguz_task_session_get_task (self->session)->kind != TOGUZ_TASK_GOAL)
    return;
  goal = toguz_task_session_get_goal (self->session);
  set_engine_busy (self, TRUE);
  tutor_engine_solve_async (self->engine, &step->rules,
                            toguz_task_session_get_position (self->session),
                            &goal,
                            toguz_task_session_get_task (self->session)->margin,
                            self->cancellable, on_goal_answer,
                            g_object_ref (self));
}

/* The class results: one line per task the learner finished, gave up or
 * left after trying. */
static void
record_attempt (TutorLessonPlayer *self, gboolean solved)
{
  const ToguzStep *step = current_step (self);
  g_autofree char *key = NULL;
  TutorAttempt attempt = { 0 };

  if (step == NULL || self->session == NULL || self->progress == NULL)
    return;
  key = task_key (step, self->step_index);
  attempt.set_id = self->progress_id;
  attempt.set_title = toguz_lesson_get_title (self->lesson);
  attempt.task_id = key;
  attempt.answers = toguz_task_session_get_answers (self->session);
  attempt.hints = toguz_task_session_get_hints_used (self->session);
  attempt.solved = solved;
  attempt.stars = solved ? toguz_task_session_get_stars (self->session) : 0;
  attempt.seconds = toguz_task_session_get_seconds (self->session);
  tutor_progress_record_attempt (self->progress, &attempt);
}

/* Leaving a task half done still counts, once something was tried. */
static void
record_unfinished (TutorLessonPlayer *self)
{
  if (self->session && !self->left_recorded
      && !toguz_task_session_is_solved (self->session)
      && !toguz_task_session_get_solution_shown (self->session)
      && (toguz_task_session_get_tries (self->session) > 0
          || toguz_task_session_get_hints_used (self->session) > 0))
    {
      record_attempt (self, FALSE);
      self->left_recorded = TRUE;
    }
}

/* Another page shown: the class results must not wait for the program to
 * end to hear of a task left half done. */
static void
tutor_lesson_player_unmap (GtkWidget *widget)
{
  record_unfinished (TUTOR_LESSON_PLAYER (widget));
  GTK_WIDGET_CLASS (tutor_lesson_player_parent_class)->unmap (widget);
}

static void
show_step (TutorLessonPlayer *self)
{
  const ToguzStep *step = current_step (self);
  GtkWidget *child;
  g_autofree char *counter = NULL;
  guint n = toguz_lesson_get_n_steps (self->lesson);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  set_engine_busy (self, FALSE);
  self->judging_waits = FALSE;
  record_unfinished (self);
  g_clear_object (&self->session);
  g_array_set_size (self->queue, 0);
  self->after = AFTER_NOTHING;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->texts_box))))
    gtk_box_remove (self->texts_box, child);
  set_feedback (self, FEEDBACK_INFO, NULL);
  set_hint (self, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->try_again_button), FALSE);
  if (step == NULL)
    return;

  if (toguz_lesson_get_kind (self->lesson) == TOGUZ_LESSON_KIND_LESSON)
    counter = g_strdup_printf (_("Step %u of %u"), self->step_index + 1, n);
  else
    counter = g_strdup_printf (_("Puzzle %u of %u"), self->step_index + 1,
                               n);
  gtk_label_set_text (self->step_label, counter);
  if (step->source)
    {
      g_autofree char *from = g_strdup_printf (_("From %s"), step->source);
      g_autofree char *both = g_strdup_printf ("%s · %s", counter, from);
      gtk_label_set_text (self->step_label, both);
    }
  for (guint i = 0; i < step->texts->len; i++)
    add_text (self, toguz_lesson_text_get (g_ptr_array_index (step->texts,
                                                              i)));

  tutor_board_clear_highlights (self->board);
  tutor_board_set_position (self->board, &step->rules, &step->position);
  tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_TARGET,
                             step->target);
  tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_HINT,
                             step->highlight);

  gtk_widget_set_visible (GTK_WIDGET (self->task_box), TRUE);
  if (step->task)
    {
      g_autofree char *prompt = toguz_task_dup_prompt (step->task,
                                                       &step->rules);
      g_autofree char *key = task_key (step, self->step_index);
      int stars;

      self->session = toguz_task_session_new (step);
      self->left_recorded = FALSE;
      gtk_label_set_text (self->prompt_label, prompt);
      gtk_widget_set_visible (GTK_WIDGET (self->prompt_label), TRUE);
      request_goal_answer (self);
      if (self->progress
          && tutor_progress_get_task (self->progress, self->progress_id, key,
                                      &stars, NULL))
        {
          g_autofree char *earned = stars_text (stars);
          g_autofree char *text = g_strdup_printf (_("Solved before: %s. Try "
                                                     "it again if you "
                                                     "like."),
                                                   earned);
          set_feedback (self, FEEDBACK_INFO, text);
        }
    }
  else
    gtk_widget_set_visible (GTK_WIDGET (self->prompt_label), FALSE);

  configure_task_widgets (self);
  gtk_spin_button_set_value (self->count_entry, 0);
  if (step->shows->len > 0)
    show_moves (self, &step->position, (const uint8_t *) step->shows->data,
                step->shows->len, AFTER_DEMONSTRATION);
  if (self->progress)
    tutor_progress_set_position (self->progress, self->progress_id,
                                 self->step_index);
  update_actions (self);
  gtk_adjustment_set_value (
    gtk_scrolled_window_get_vadjustment (
      GTK_SCROLLED_WINDOW (gtk_widget_get_first_child (
        gtk_widget_get_first_child (GTK_WIDGET (self))))),
    0);
}

/* Answers */

static void
record_solved (TutorLessonPlayer *self)
{
  const ToguzStep *step = current_step (self);
  g_autofree char *key = NULL;
  int stars = toguz_task_session_get_stars (self->session);

  if (step == NULL)
    return;
  record_attempt (self,
                  !toguz_task_session_get_solution_shown (self->session));
  key = task_key (step, self->step_index);
  if (self->progress)
    tutor_progress_record_task (self->progress, self->progress_id, key,
                                stars,
                                toguz_task_session_get_hints_used (
                                  self->session));
  g_signal_emit (self, signals[TASK_DONE], 0, self->step_index, stars);
}

static void
say_right (TutorLessonPlayer *self)
{
  g_autofree char *earned = stars_text (toguz_task_session_get_stars (
    self->session));
  g_autofree char *text = NULL;

  text = g_strdup_printf ("%s %s",
                          toguz_task_session_get_success_text (self->session),
                          earned);
  set_feedback (self, FEEDBACK_SUCCESS, text);
  set_hint (self, NULL);
  tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_HINT, 0);
  record_solved (self);
  configure_task_widgets (self);
  update_actions (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->next_button));
}

static void
on_explained (GObject *source, GAsyncResult *result, gpointer data)
{
  TutorLessonPlayer *self = data;
  g_autoptr (GError) error = NULL;
  ToguzExplanation explanation;
  const ToguzStep *step;
  const ToguzGoalAnswer *answer;
  ToguzGoal goal;
  int refutation = -1;

  if (!tutor_engine_explain_finish (TUTOR_ENGINE (source), result,
                                    &explanation, &error))
    {
      g_object_unref (self);
      return;
    }
  set_engine_busy (self, FALSE);
  step = current_step (self);
  if (step && self->session)
    {
      g_autofree char *text
        = toguz_explanation_describe (&step->rules,
                                      toguz_task_session_get_position (
                                        self->session),
                                      &explanation);
      const char *comment = toguz_task_session_get_wrong_comment (
        self->session);
      g_autofree char *reason = toguz_task_session_dup_wrong_reason (
        self->session);
      set_feedback (self, FEEDBACK_WRONG,
                    comment ? comment : reason ? reason : text);

      /* Where a reply refutes the move (goals over several plies), the
       * board shows it. */
      answer = toguz_task_session_get_goal_answer (self->session);
      goal = toguz_task_session_get_goal (self->session);
      if (answer && self->learner_hole >= 0
          && toguz_task_session_get_task (self->session)->kind
               == TOGUZ_TASK_GOAL
          && !toguz_goal_is_single_move (&goal))
        {
          refutation = answer->refutation[self->learner_hole];
          if (refutation < 0)
            refutation = explanation.reply;
        }
      if (refutation >= 0 && self->learner_after.result == TOGUZ_ONGOING)
        {
          uint8_t hole = (uint8_t) refutation;
          show_moves (self, &self->learner_after, &hole, 1, AFTER_REFUTATION);
        }
      else
        gtk_widget_set_visible (GTK_WIDGET (self->try_again_button), TRUE);
    }
  update_actions (self);
  g_object_unref (self);
}

static void
say_wrong_move (TutorLessonPlayer *self)
{
  const ToguzStep *step = current_step (self);
  g_autofree char *reason = toguz_task_session_dup_wrong_reason (
    self->session);

  g_signal_emit (self, signals[WRONG_ANSWER], 0, self->step_index);

  /* The author's comment comes first, then why the core refused a move
   * that achieves the goal; the engine's explanation (and the refuting
   * reply) is asked for in any case. */
  if (toguz_task_session_get_wrong_comment (self->session))
    set_feedback (self, FEEDBACK_WRONG,
                  toguz_task_session_get_wrong_comment (self->session));
  else if (reason)
    set_feedback (self, FEEDBACK_WRONG, reason);
  else
    set_feedback (self, FEEDBACK_WRONG, _("Not this move. Let me see why…"));
  set_engine_busy (self, TRUE);
  tutor_engine_explain_async (self->engine, &step->rules,
                              toguz_task_session_get_position (self->session),
                              (ToguzSide) toguz_task_session_get_position (
                                self->session)->side,
                              (unsigned) self->learner_hole, 4,
                              self->cancellable, on_explained,
                              g_object_ref (self));
}

static void
on_reply_picked (GObject *source, GAsyncResult *result, gpointer data)
{
  TutorLessonPlayer *self = data;
  g_autoptr (GError) error = NULL;
  int reply = tutor_engine_pick_finish (TUTOR_ENGINE (source), result,
                                        &error);

  set_engine_busy (self, FALSE);
  if (error == NULL && reply >= 0 && self->session)
    {
      uint8_t hole = (uint8_t) reply;
      show_moves (self, tutor_board_get_position (self->board), &hole, 1,
                  AFTER_REPLY);
    }
  g_object_unref (self);
}

static void
judge_learner_move (TutorLessonPlayer *self)
{
  const ToguzStep *step = current_step (self);
  ToguzAnswer answer;

  if (self->session == NULL || step == NULL)
    return;
  if (!toguz_task_session_is_ready (self->session))
    {
      /* The engine is still working on the goal: judge when it is done. */
      self->judging_waits = TRUE;
      return;
    }
  answer = toguz_task_session_judge_move (self->session,
                                          (unsigned) self->learner_hole,
                                          &self->learner_after);
  switch (answer)
    {
    case TOGUZ_ANSWER_RIGHT:
      say_right (self);
      break;
    case TOGUZ_ANSWER_GO_ON:
      {
        int scripted = toguz_task_session_get_scripted_reply (self->session);
        set_feedback (self, FEEDBACK_SUCCESS,
                      _("Good. Now the opponent answers."));
        if (scripted >= 0)
          {
            uint8_t hole = (uint8_t) scripted;
            show_moves (self, &self->learner_after, &hole, 1, AFTER_REPLY);
          }
        else
          {
            set_engine_busy (self, TRUE);
            tutor_engine_pick_async (self->engine, &step->rules,
                                     &self->learner_after,
                                     TOGUZ_LEVEL_STRONG, 300, 0,
                                     self->cancellable, on_reply_picked,
                                     g_object_ref (self));
          }
        break;
      }
    case TOGUZ_ANSWER_WRONG:
    default:
      say_wrong_move (self);
      break;
    }
  update_actions (self);
}

static void
explain_illegal (TutorLessonPlayer *self, ToguzSide side, unsigned hole)
{
  const ToguzStep *step = current_step (self);
  ToguzExplanation explanation;
  g_autofree char *text = NULL;

  /* Depth 0: the rule alone, no search. */
  toguz_explain_move (NULL, &step->rules,
                      toguz_task_session_get_position (self->session), side,
                      hole, 0, &explanation);
  text = toguz_explanation_describe (&step->rules,
                                     toguz_task_session_get_position (
                                       self->session),
                                     &explanation);
  set_feedback (self, FEEDBACK_RULE, text);
}

static void
answer_prediction (TutorLessonPlayer *self, int value)
{
  const ToguzTask *task;

  if (self->session == NULL || toguz_task_session_is_solved (self->session)
      || self->after != AFTER_NOTHING)
    return;
  task = toguz_task_session_get_task (self->session);
  if (toguz_task_session_judge_prediction (self->session, value)
      == TOGUZ_ANSWER_RIGHT)
    {
      say_right (self);
      return;
    }
  g_signal_emit (self, signals[WRONG_ANSWER], 0, self->step_index);
  if (toguz_task_session_get_wrong_comment (self->session))
    set_feedback (self, FEEDBACK_WRONG,
                  toguz_task_session_get_wrong_comment (self->session));
  else
    set_feedback (self, FEEDBACK_WRONG,
                  toguz_prediction_advice (task->predict));
  update_actions (self);
}

static void
on_hole_activated (TutorLessonPlayer *self, int side, int hole)
{
  const ToguzStep *step = current_step (self);
  const ToguzTask *task;
  const ToguzPosition *pos;
  ToguzEvent event;

  if (self->session == NULL || step == NULL
      || toguz_task_session_is_solved (self->session)
      || self->after != AFTER_NOTHING)
    return;
  task = toguz_task_session_get_task (self->session);
  pos = toguz_task_session_get_position (self->session);

  if (task->kind == TOGUZ_TASK_PREDICT)
    {
      if (task->predict == TOGUZ_PREDICT_LANDING
          || task->predict == TOGUZ_PREDICT_TUZDIK)
        {
          int ring = (int) toguz_ring_index (&step->rules, (ToguzSide) side,
                                             (unsigned) hole);
          tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_TARGET,
                                     1u << ring);
          answer_prediction (self, ring);
        }
      return;
    }

  gtk_widget_set_visible (GTK_WIDGET (self->try_again_button), FALSE);
  if (side != pos->side
      || toguz_position_check_move (&step->rules, pos, (unsigned) hole)
           != TOGUZ_MOVE_OK)
    {
      explain_illegal (self, (ToguzSide) side, (unsigned) hole);
      return;
    }

  /* A legal move: the ladder starts again, the board sows, then the move
   * is judged. */
  toguz_task_session_reset_hints (self->session);
  set_hint (self, NULL);
  tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_HINT, 0);
  toguz_position_play (&step->rules, pos, (unsigned) hole,
                       &self->learner_after, &event);
  self->learner_hole = hole;
  set_feedback (self, FEEDBACK_INFO, NULL);
  {
    uint8_t move = (uint8_t) hole;
    show_moves (self, pos, &move, 1, AFTER_LEARNER_MOVE);
  }
}

static void
on_count_check (TutorLessonPlayer *self)
{
  answer_prediction (self, gtk_spin_button_get_value_as_int (
                             self->count_entry));
}

static void
on_yes (TutorLessonPlayer *self)
{
  answer_prediction (self, 1);
}

static void
on_no (TutorLessonPlayer *self)
{
  answer_prediction (self, 0);
}

/* Actions */

static void
go_next (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorLessonPlayer *self = TUTOR_LESSON_PLAYER (widget);

  if (self->lesson == NULL)
    return;
  if (self->step_index + 1 >= toguz_lesson_get_n_steps (self->lesson))
    {
      g_signal_emit (self, signals[FINISHED], 0);
      return;
    }
  tutor_lesson_player_go_to_step (self, self->step_index + 1);
}

static void
go_back (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorLessonPlayer *self = TUTOR_LESSON_PLAYER (widget);

  if (self->lesson && self->step_index > 0)
    tutor_lesson_player_go_to_step (self, self->step_index - 1);
}

static void
give_hint (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorLessonPlayer *self = TUTOR_LESSON_PLAYER (widget);
  unsigned highlight = 0;
  g_autofree char *hint = NULL;
  g_autofree char *text = NULL;

  if (self->session == NULL)
    return;
  hint = toguz_task_session_next_hint (self->session, &highlight);
  if (hint == NULL)
    return;
  /* Translators: %1$d is the rung of the hint ladder (1 to 4). */
  text = g_strdup_printf (_("Hint %1$d of 4: %2$s"),
                          toguz_task_session_get_hint_rung (self->session),
                          hint);
  set_hint (self, text);
  tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_HINT, highlight);
  update_actions (self);
}

static void
show_solution (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorLessonPlayer *self = TUTOR_LESSON_PLAYER (widget);
  const ToguzStep *step = current_step (self);
  const ToguzTask *task;
  g_autoptr (GArray) line = NULL;

  if (self->session == NULL
      || !toguz_task_session_can_show_solution (self->session))
    return;
  task = toguz_task_session_get_task (self->session);
  line = toguz_task_session_dup_solution_line (self->session);
  toguz_task_session_mark_solution_shown (self->session);
  record_solved (self);
  set_hint (self, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->try_again_button), FALSE);

  if (task->kind == TOGUZ_TASK_PREDICT)
    {
      g_autofree char *answer = NULL;
      g_autofree char *text = NULL;
      if (task->predict == TOGUZ_PREDICT_LANDING
          || task->predict == TOGUZ_PREDICT_TUZDIK)
        {
          unsigned ring = task->predict == TOGUZ_PREDICT_LANDING
                            ? (unsigned) task->answer
                            : (unsigned) g_bit_nth_lsf ((gulong) task->answer,
                                                        -1);
          answer = toguz_hole_name (toguz_ring_side (&step->rules, ring),
                                    toguz_ring_hole (&step->rules, ring) + 1);
          tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_TARGET,
                                     task->predict == TOGUZ_PREDICT_LANDING
                                       ? 1u << ring
                                       : (unsigned) task->answer);
        }
      else if (task->predict == TOGUZ_PREDICT_LEGAL)
        answer = g_strdup (task->answer ? _("yes, it may be sown")
                                        : _("no, it may not be sown"));
      else
        answer = g_strdup_printf ("%d", task->answer);
      text = g_strdup_printf (_("The answer: %s."), answer);
      set_feedback (self, FEEDBACK_INFO, text);
      configure_task_widgets (self);
      update_actions (self);
      return;
    }
  tutor_board_set_position (self->board, &step->rules,
                            toguz_task_session_get_position (self->session));
  show_moves (self, toguz_task_session_get_position (self->session),
              (const uint8_t *) line->data, line->len, AFTER_SOLUTION);
}

static void
try_again (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorLessonPlayer *self = TUTOR_LESSON_PLAYER (widget);
  const ToguzStep *step = current_step (self);

  if (self->session == NULL || step == NULL)
    return;
  tutor_board_set_position (self->board, &step->rules,
                            toguz_task_session_get_position (self->session));
  tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_LAST_MOVE, 0);
  tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_CAPTURE, 0);
  gtk_widget_set_visible (GTK_WIDGET (self->try_again_button), FALSE);
  set_feedback (self, FEEDBACK_INFO, NULL);
  configure_task_widgets (self);
  update_actions (self);
}

/* The object */

static void
tutor_lesson_player_dispose (GObject *object)
{
  TutorLessonPlayer *self = TUTOR_LESSON_PLAYER (object);

  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  record_unfinished (self);
  g_clear_object (&self->session);
  g_clear_object (&self->lesson);
  g_clear_object (&self->engine);
  g_clear_object (&self->progress);
  G_OBJECT_CLASS (tutor_lesson_player_parent_class)->dispose (object);
}

static void
tutor_lesson_player_finalize (GObject *object)
{
  TutorLessonPlayer *self = TUTOR_LESSON_PLAYER (object);

  g_free (self->progress_id);
  g_array_unref (self->queue);
  G_OBJECT_CLASS (tutor_lesson_player_parent_class)->finalize (object);
}

static void
tutor_lesson_player_get_property (GObject *object, guint prop_id,
                                  GValue *value, GParamSpec *pspec)
{
  TutorLessonPlayer *self = TUTOR_LESSON_PLAYER (object);

  if (prop_id < TUTOR_PAGE_N_PROPS)
    tutor_page_get_property (prop_id, value,
                             self->lesson ? toguz_lesson_get_title (
                                              self->lesson)
                                          : NULL,
                             self->engine_busy, FALSE);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
tutor_lesson_player_class_init (TutorLessonPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->unmap = tutor_lesson_player_unmap;

  object_class->dispose = tutor_lesson_player_dispose;
  object_class->finalize = tutor_lesson_player_finalize;
  object_class->get_property = tutor_lesson_player_get_property;

  tutor_page_install_properties (object_class, properties);

  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass),
                                    G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                    G_TYPE_NONE, 0);
  signals[TASK_DONE] = g_signal_new ("task-done", G_TYPE_FROM_CLASS (klass),
                                     G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                     G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_INT);
  /* A try that did not solve the step's task (for the retry queue). */
  signals[WRONG_ANSWER] = g_signal_new ("wrong-answer",
                                        G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                        NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  g_type_ensure (TUTOR_TYPE_BOARD);
  g_type_ensure (TUTOR_TYPE_PROGRESS_DOTS);
  gtk_widget_class_set_template_from_resource (
    widget_class, "/org/toguztutor/Tutor/lesson/tutor-lesson-player.ui");
  gtk_widget_class_bind_template_child (widget_class, TutorLessonPlayer,
                                        step_label);
  gtk_widget_class_bind_template_child (widget_class, TutorLessonPlayer,
                                        texts_box);
  gtk_widget_class_bind_template_child (widget_class, TutorLessonPlayer,
                                        board);
  gtk_widget_class_bind_template_child (widget_class, TutorLessonPlayer,
                                        task_box);
  gtk_widget_class_bind_template_child (widget_class, TutorLessonPlayer,
                                        prompt_label);
  gtk_widget_class_bind_template_child (widget_class, TutorLessonPlayer,
                                        count_box);
  gtk_widget_class_bind_template_child (widget_class, TutorLessonPlayer,
                                        count_entry);
  gtk_widget_class_bind_template_child (widget_class, TutorLessonPlayer,
                                        legal_box);
  gtk_widget_class_bind_template_child (widget_class, TutorLessonPlayer,
                                        hint_revealer);
  gtk_widget_class_bind_template_child (widget_class, TutorLessonPlayer,
                                        hint_label);
  gtk_widget_class_bind_template_child (widget_class, TutorLessonPlayer,
                                        feedback_revealer);
  gtk_widget_class_bind_template_child (widget_class, TutorLessonPlayer,
                                        feedback_box);
  gtk_widget_class_bind_template_child (widget_class, TutorLessonPlayer,
                                        feedback_icon);
  gtk_widget_class_bind_template_child (widget_class, TutorLessonPlayer,
                                        feedback_label);
  gtk_widget_class_bind_template_child (widget_class, TutorLessonPlayer,
                                        action_bar);
  gtk_widget_class_bind_template_child (widget_class, TutorLessonPlayer,
                                        back_button);
  gtk_widget_class_bind_template_child (widget_class, TutorLessonPlayer,
                                        next_button);
  gtk_widget_class_bind_template_child (widget_class, TutorLessonPlayer,
                                        try_again_button);
  gtk_widget_class_bind_template_child (widget_class, TutorLessonPlayer,
                                        solution_button);
  gtk_widget_class_bind_template_child (widget_class, TutorLessonPlayer,
                                        hint_button);
  gtk_widget_class_bind_template_child (widget_class, TutorLessonPlayer,
                                        dots);
  gtk_widget_class_bind_template_callback (widget_class, on_hole_activated);
  gtk_widget_class_bind_template_callback (widget_class,
                                           on_animation_finished);
  gtk_widget_class_bind_template_callback (widget_class, on_count_check);
  gtk_widget_class_bind_template_callback (widget_class, on_yes);
  gtk_widget_class_bind_template_callback (widget_class, on_no);

  gtk_widget_class_install_action (widget_class, "player.next", NULL,
                                   go_next);
  gtk_widget_class_install_action (widget_class, "player.back", NULL,
                                   go_back);
  gtk_widget_class_install_action (widget_class, "player.hint", NULL,
                                   give_hint);
  gtk_widget_class_install_action (widget_class, "player.show-solution",
                                   NULL, show_solution);
  gtk_widget_class_install_action (widget_class, "player.try-again", NULL,
                                   try_again);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right,
                                       GDK_ALT_MASK, "player.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left,
                                       GDK_ALT_MASK, "player.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h,
                                       GDK_CONTROL_MASK, "player.hint", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r,
                                       GDK_CONTROL_MASK, "player.try-again",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "player.show-solution", NULL);
}

static void
tutor_lesson_player_init (TutorLessonPlayer *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->queue = g_array_new (FALSE, FALSE, sizeof (uint8_t));
  self->learner_hole = -1;
  update_actions (self);
}

GtkWidget *
tutor_lesson_player_new (void)
{
  return g_object_new (TUTOR_TYPE_LESSON_PLAYER, NULL);
}

void
tutor_lesson_player_set_engine (TutorLessonPlayer *self, TutorEngine *engine)
{
  g_return_if_fail (TUTOR_IS_LESSON_PLAYER (self));
  g_set_object (&self->engine, engine);
}

void
tutor_lesson_player_set_progress (TutorLessonPlayer *self,
                                  TutorProgress *progress)
{
  g_return_if_fail (TUTOR_IS_LESSON_PLAYER (self));
  g_set_object (&self->progress, progress);
}

void
tutor_lesson_player_set_lesson (TutorLessonPlayer *self, ToguzLesson *lesson,
                                const char *progress_id, guint step)
{
  g_return_if_fail (TUTOR_IS_LESSON_PLAYER (self));
  g_return_if_fail (TOGUZ_IS_LESSON (lesson));

  if (g_set_object (&self->lesson, lesson))
    g_object_notify_by_pspec (G_OBJECT (self),
                              properties[TUTOR_PAGE_PROP_TITLE]);
  g_free (self->progress_id);
  self->progress_id = g_strdup (progress_id ? progress_id
                                            : toguz_lesson_get_id (lesson));
  self->step_index = MIN (step, toguz_lesson_get_n_steps (lesson) - 1);
  show_step (self);
}

ToguzLesson *
tutor_lesson_player_get_lesson (TutorLessonPlayer *self)
{
  return self->lesson;
}

guint
tutor_lesson_player_get_step (TutorLessonPlayer *self)
{
  return self->step_index;
}

void
tutor_lesson_player_go_to_step (TutorLessonPlayer *self, guint step)
{
  g_return_if_fail (TUTOR_IS_LESSON_PLAYER (self));
  if (self->lesson == NULL || step >= toguz_lesson_get_n_steps (self->lesson))
    return;
  self->step_index = step;
  show_step (self);
}

void
tutor_lesson_player_set_single_step (TutorLessonPlayer *self,
                                     gboolean single_step)
{
  self->single_step = single_step;
  update_actions (self);
}

TutorBoard *
tutor_lesson_player_get_board (TutorLessonPlayer *self)
{
  return self->board;
}

gpointer
tutor_lesson_player_get_session (TutorLessonPlayer *self)
{
  return self->session;
}

const char *
tutor_lesson_player_get_feedback (TutorLessonPlayer *self)
{
  return gtk_revealer_get_reveal_child (self->feedback_revealer)
           ? gtk_label_get_text (self->feedback_label) : NULL;
}

const char *
tutor_lesson_player_get_hint (TutorLessonPlayer *self)
{
  return gtk_revealer_get_reveal_child (self->hint_revealer)
           ? gtk_label_get_text (self->hint_label) : NULL;
}

gboolean
tutor_lesson_player_is_idle (TutorLessonPlayer *self)
{
  return self->after == AFTER_NOTHING && !self->engine_busy
         && !tutor_board_get_animating (self->board);
}

void
tutor_lesson_player_answer (TutorLessonPlayer *self, int answer)
{
  answer_prediction (self, answer);
}
