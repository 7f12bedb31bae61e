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
#include "tutor-lesson-player-private.h"
#include "tutor-page.h"

G_DEFINE_FINAL_TYPE (TutorLessonPlayer, tutor_lesson_player, ADW_TYPE_BIN)

guint tutor_lesson_player_signals[PLAYER_N_SIGNALS];

/* "title", "busy" and "modified", as every page (tutor-page.h). */
static GParamSpec *properties[TUTOR_PAGE_N_PROPS];

void
tutor_lesson_player_set_busy (TutorLessonPlayer *self, gboolean busy)
{
  if (self->engine_busy == busy)
    return;
  self->engine_busy = busy;
  g_object_notify_by_pspec (G_OBJECT (self),
                            properties[TUTOR_PAGE_PROP_BUSY]);
  tutor_lesson_player_update_actions (self);
}

const ToguzStep *
tutor_lesson_player_current_step (TutorLessonPlayer *self)
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

static void
show_messages_top (TutorLessonPlayer *self)
{
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (
                              self->messages),
                            0);
}

void
tutor_lesson_player_set_hint (TutorLessonPlayer *self, const char *text)
{
  gtk_label_set_text (self->hint_label, text ? text : "");
  gtk_revealer_set_reveal_child (self->hint_revealer, text && *text);
  show_messages_top (self);
}

void
tutor_lesson_player_say (TutorLessonPlayer *self, TutorFeedbackKind kind,
                         const char *text)
{
  tutor_feedback_card_set (self->feedback_card, kind, text);
  show_messages_top (self);
}

/* The focus where a task is answered when it starts, so that its keys
 * work at once: the count's entry for a count, else the board.  A page
 * not shown yet takes it when it is. */
static void
focus_answer (TutorLessonPlayer *self)
{
  self->focus_waits
    = !gtk_widget_get_mapped (GTK_WIDGET (self->board))
      || (!tutor_prediction_box_focus_answer (self->prediction_box)
          && !gtk_widget_grab_focus (GTK_WIDGET (self->board)));
}

/* The queue of moves to show on the board */

static void
play_next_in_queue (TutorLessonPlayer *self);

static void
finish_queue (TutorLessonPlayer *self);

void
tutor_lesson_player_show_moves (TutorLessonPlayer *self,
                                const ToguzPosition *from,
                                const uint8_t *holes, guint n,
                                AfterQueue after)
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
  const ToguzStep *step = tutor_lesson_player_current_step (self);
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
      tutor_lesson_player_say (self, TUTOR_FEEDBACK_INFO, text);
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

static gboolean
focus_in (TutorLessonPlayer *self, GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;

  return focus && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* A question's options on their buttons, in the learner's language. */
static void
set_options (TutorLessonPlayer *self, const ToguzTask *task)
{
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();

  for (guint i = 0; task && i < task->options->len; i++)
    g_ptr_array_add (labels,
                     (gpointer) toguz_lesson_text_get (
                       toguz_task_get_option (task, (int) i)->text));
  g_ptr_array_add (labels, NULL);
  tutor_prediction_box_set_options (self->prediction_box,
                                    (const char *const *) labels->pdata);
}

void
tutor_lesson_player_configure_task (TutorLessonPlayer *self)
{
  const ToguzTask *task = self->session
                            ? toguz_task_session_get_task (self->session)
                            : NULL;
  gboolean predict = task && task->kind == TOGUZ_TASK_PREDICT;
  gboolean solved = task && toguz_task_session_is_finished (self->session);
  gboolean clicks = task && !solved
                    && (!predict || task->predict == TOGUZ_PREDICT_LANDING
                        || task->predict == TOGUZ_PREDICT_TUZDIK);
  TutorPredictionAsk ask = TUTOR_PREDICTION_NONE;

  if (predict && task->predict == TOGUZ_PREDICT_CAPTURE)
    ask = TUTOR_PREDICTION_COUNT;
  else if (predict && (task->predict == TOGUZ_PREDICT_LEGAL
                       || task->predict == TOGUZ_PREDICT_TUZDIK_ALLOWED))
    ask = TUTOR_PREDICTION_YES_NO;
  else if (predict && task->predict == TOGUZ_PREDICT_CHOICE)
    ask = TUTOR_PREDICTION_CHOICE;
  /* The focus leaves the count's entry before it is hidden or made
   * insensitive (GtkText would miss its focus-out). */
  if ((solved || ask != TUTOR_PREDICTION_COUNT)
      && focus_in (self, GTK_WIDGET (self->prediction_box)))
    {
      GtkWidget *next = GTK_WIDGET (self->next_button);

      gtk_widget_grab_focus (gtk_widget_get_visible (next)
                               ? next
                               : GTK_WIDGET (self->board));
    }
  /* Answered, the buttons keep their place: nothing moves under the
   * pointer. */
  tutor_prediction_box_ask (self->prediction_box, ask);
  gtk_widget_set_sensitive (GTK_WIDGET (self->prediction_box),
                            !solved || ask == TUTOR_PREDICTION_CHOICE);
  if (solved && ask == TUTOR_PREDICTION_CHOICE)
    tutor_prediction_box_show_right_option (self->prediction_box,
                                            task->answer);
  tutor_board_set_interactive (self->board, clicks);
}

void
tutor_lesson_player_note_turn_board (TutorLessonPlayer *self)
{
  self->turn_last_move = tutor_board_get_highlight (self->board,
                                                    TUTOR_HIGHLIGHT_LAST_MOVE);
  self->turn_capture = tutor_board_get_highlight (self->board,
                                                  TUTOR_HIGHLIGHT_CAPTURE);
  /* The task's own board: a game played out starts there again. */
  if (self->session
      && toguz_position_equal (tutor_board_get_position (self->board),
                               toguz_task_session_get_start (self->session)))
    {
      self->start_last_move = self->turn_last_move;
      self->start_capture = self->turn_capture;
    }
}

/* The board is the task's: the learner may answer. */
static void
begin_task (TutorLessonPlayer *self)
{
  tutor_lesson_player_configure_task (self);
  if (self->session)
    {
      focus_answer (self);
      tutor_lesson_player_note_turn_board (self);
      if (toguz_task_is_practice (toguz_task_session_get_task (self->session)))
        tutor_lesson_player_practice_begin (
          self, tutor_feedback_card_get_text (self->feedback_card));
    }
}

/* The opponent's move that set the task: the last of the moves its
 * position states (<position moves>), played from `before`.  A step
 * without a task, or whose position comes without moves, has none. */
static gboolean
step_opponent_move (const ToguzStep *step, ToguzPosition *before,
                    uint8_t *hole)
{
  guint n;

  if (step->task == NULL || !step->has_position || step->base_moves == NULL
      || step->base_moves->len == 0)
    return FALSE;
  n = step->base_moves->len;
  *before = step->base;
  for (guint i = 0; i + 1 < n; i++)
    toguz_position_play (&step->rules, before,
                         g_array_index (step->base_moves, uint8_t, i), before,
                         NULL);
  *hole = g_array_index (step->base_moves, uint8_t, n - 1);
  return TRUE;
}

/* Sows the opponent's move on the board, now that it is on screen: the
 * learner sees the move that made the chance before being asked.  A
 * click on the board, or Escape, shows its end at once; no click counts
 * as an answer until it is over. */
static void
show_opponent_move (TutorLessonPlayer *self)
{
  const ToguzStep *step = tutor_lesson_player_current_step (self);
  ToguzPosition before;
  uint8_t hole;

  self->opponent_move_waits = FALSE;
  if (step == NULL || !step_opponent_move (step, &before, &hole))
    return;
  /* Escape reaches the board. */
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
  tutor_lesson_player_show_moves (self, &before, &hole, 1,
                                  AFTER_OPPONENT_MOVE);
}

/* The board shows the task's position, the opponent's move marked: the
 * step's demonstrations follow, or the task asks. */
static void
opponent_move_shown (TutorLessonPlayer *self)
{
  const ToguzStep *step = tutor_lesson_player_current_step (self);

  gtk_widget_set_opacity (GTK_WIDGET (self->prompt_label), 1);
  if (step && step->shows->len > 0)
    tutor_lesson_player_show_moves (self, &step->position,
                                    (const uint8_t *) step->shows->data,
                                    step->shows->len, AFTER_DEMONSTRATION);
  else
    begin_task (self);
}

static void
finish_queue (TutorLessonPlayer *self)
{
  AfterQueue after = self->after;

  self->after = AFTER_NOTHING;
  switch (after)
    {
    case AFTER_OPPONENT_MOVE:
      opponent_move_shown (self);
      break;
    case AFTER_DEMONSTRATION:
      begin_task (self);
      break;
    case AFTER_LEARNER_MOVE:
      if (!tutor_lesson_player_hold_verdict (self))
        tutor_lesson_player_judge_move (self);
      break;
    case AFTER_REPLY:
      if (toguz_task_is_practice (toguz_task_session_get_task (self->session)))
        {
          tutor_lesson_player_practice_reply_shown (self);
          break;
        }
      /* The feedback said the reply as it began. */
      toguz_task_session_next_turn (self->session,
                                    tutor_board_get_position (self->board));
      tutor_lesson_player_request_goal_answer (self);
      tutor_lesson_player_configure_task (self);
      tutor_lesson_player_note_turn_board (self);
      break;
    case AFTER_REFUTATION:
      tutor_lesson_player_offer_retry (self);
      break;
    case AFTER_ANSWER_SHOWN:
    case AFTER_SOLUTION:
    case AFTER_NOTHING:
    default:
      break;
    }
  tutor_lesson_player_update_actions (self);
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
          && tutor_progress_is_solved (self->progress, self->progress_id,
                                       key))
        done |= G_GUINT64_CONSTANT (1) << i;
    }
  return done;
}

void
tutor_lesson_player_update_actions (TutorLessonPlayer *self)
{
  const ToguzStep *step = tutor_lesson_player_current_step (self);
  /* Moves on the board, or the engine still working on the goal or on
   * the last wrong move: a hint or the solution would come before it. */
  gboolean busy = self->after != AFTER_NOTHING || self->engine_busy;
  gboolean task = self->session != NULL;
  gboolean solved = task && toguz_task_session_is_finished (self->session);
  guint n = self->lesson ? toguz_lesson_get_n_steps (self->lesson) : 0;
  guint64 tasks;
  guint64 done = self->lesson ? done_steps (self, &tasks) : (tasks = 0);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "player.back",
                                 step && self->step_index > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "player.next",
                                 step != NULL);
  /* A class is not given the learner's hints. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "player.hint",
                                 task && !solved && !busy
                                   && !self->presenting
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
  tutor_lesson_player_update_presenter_line (self);
}

/* The class results: one line per task the learner finished, gave up or
 * left after trying. */
static void
record_attempt (TutorLessonPlayer *self, gboolean solved)
{
  const ToguzStep *step = tutor_lesson_player_current_step (self);
  g_autofree char *key = NULL;
  TutorAttempt attempt = { 0 };

  if (step == NULL || self->session == NULL || self->progress == NULL)
    return;
  key = task_key (step, self->step_index);
  attempt.set_id = self->progress_id;
  attempt.set_title = toguz_lesson_get_title (self->lesson);
  attempt.set_fingerprint = toguz_lesson_get_fingerprint (self->lesson);
  attempt.task_id = key;
  attempt.answers = toguz_task_session_get_answers (self->session);
  attempt.hints = toguz_task_session_get_hints_used (self->session);
  attempt.solved = solved;
  attempt.stars = solved ? toguz_task_session_get_stars (self->session) : 0;
  attempt.seconds = toguz_task_session_get_seconds (self->session);
  tutor_progress_record_attempt (self->progress, &attempt);
}

/* Leaving a task half done still counts, once something was tried (a
 * move of a game played out, too). */
static void
record_unfinished (TutorLessonPlayer *self)
{
  if (self->session && !self->left_recorded
      && !toguz_task_session_is_finished (self->session)
      && (toguz_task_session_get_tries (self->session) > 0
          || toguz_task_session_get_answers (self->session)->len > 0
          || toguz_task_session_get_hints_used (self->session) > 0))
    {
      record_attempt (self, FALSE);
      self->left_recorded = TRUE;
    }
}

void
tutor_lesson_player_record_solved (TutorLessonPlayer *self)
{
  const ToguzStep *step = tutor_lesson_player_current_step (self);
  g_autofree char *key = NULL;
  int stars = toguz_task_session_get_stars (self->session);

  if (step == NULL)
    return;
  tutor_lesson_player_show_game_move (self);
  record_attempt (self, toguz_task_session_is_solved (self->session));
  key = task_key (step, self->step_index);
  if (self->progress)
    tutor_progress_record_task (self->progress, self->progress_id, key,
                                stars,
                                toguz_task_session_get_hints_used (
                                  self->session));
  g_signal_emit (self, tutor_lesson_player_signals[PLAYER_TASK_DONE], 0,
                 self->step_index, stars);
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
tutor_lesson_player_map (GtkWidget *widget)
{
  TutorLessonPlayer *self = TUTOR_LESSON_PLAYER (widget);

  GTK_WIDGET_CLASS (tutor_lesson_player_parent_class)->map (widget);
  if (self->opponent_move_waits)
    show_opponent_move (self);
  else if (self->focus_waits)
    focus_answer (self);
}

/* "Step 2 of 9", or where the trainer's filters put the puzzle;
 * presenting, after the title the header no longer shows. */
void
tutor_lesson_player_update_counter (TutorLessonPlayer *self)
{
  const ToguzStep *step = tutor_lesson_player_current_step (self);
  guint place = self->step_index + 1;
  guint count = toguz_lesson_get_n_steps (self->lesson);
  g_autofree char *counter = NULL;

  if (step == NULL)
    return;
  if (self->place_count > 0)
    {
      place = self->place;
      count = self->place_count;
    }
  if (toguz_lesson_get_kind (self->lesson) == TOGUZ_LESSON_KIND_LESSON)
    counter = g_strdup_printf (_("Step %u of %u"), place, count);
  else
    counter = g_strdup_printf (_("Puzzle %u of %u"), place, count);
  if (step->source)
    {
      g_autofree char *from = g_strdup_printf (_("From %s"), step->source);
      char *both = g_strdup_printf ("%s · %s", counter, from);
      g_free (counter);
      counter = both;
    }
  if (self->presenting)
    {
      char *titled = g_strdup_printf ("%s · %s",
                                      toguz_lesson_get_title (self->lesson),
                                      counter);
      g_free (counter);
      counter = titled;
    }
  gtk_label_set_text (self->step_label, counter);
}

static void
show_step (TutorLessonPlayer *self)
{
  const ToguzStep *step = tutor_lesson_player_current_step (self);
  GtkWidget *child;
  ToguzPosition before;
  uint8_t hole;
  gboolean opponent_move;
  g_autofree char *said = NULL;

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  tutor_lesson_player_set_busy (self, FALSE);
  self->judging_waits = FALSE;
  self->verdict_waits = FALSE;
  /* The step changed already: its try was recorded by the caller. */
  g_clear_object (&self->session);
  g_array_set_size (self->queue, 0);
  self->after = AFTER_NOTHING;
  self->wrong_shown = FALSE;
  self->focus_waits = FALSE;
  self->opponent_move_waits = FALSE;
  self->turn_last_move = 0;
  self->turn_capture = 0;
  gtk_widget_set_visible (GTK_WIDGET (self->played_label), FALSE);
  gtk_widget_set_opacity (GTK_WIDGET (self->prompt_label), 1);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->texts_box))))
    gtk_box_remove (self->texts_box, child);
  tutor_lesson_player_say (self, TUTOR_FEEDBACK_INFO, NULL);
  tutor_lesson_player_set_hint (self, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->try_again_button), FALSE);
  if (step == NULL)
    return;

  tutor_lesson_player_update_counter (self);
  for (guint i = 0; i < step->texts->len; i++)
    add_text (self, toguz_lesson_text_get (g_ptr_array_index (step->texts,
                                                              i)));

  opponent_move = step_opponent_move (step, &before, &hole);
  tutor_board_clear_highlights (self->board);
  tutor_board_set_position (self->board, &step->rules,
                            opponent_move ? &before : &step->position);
  tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_TARGET,
                             step->target);
  tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_HINT,
                             step->highlight);
  tutor_board_set_arrows (self->board, (const guint8 *) step->arrows->data,
                          step->arrows->len);

  gtk_widget_set_visible (GTK_WIDGET (self->task_box), TRUE);
  if (step->task)
    {
      g_autofree char *prompt = toguz_task_dup_prompt (step->task,
                                                       &step->rules);
      g_autofree char *key = task_key (step, self->step_index);
      int stars;

      self->session = toguz_task_session_new (step);
      self->left_recorded = FALSE;
      if (self->progress)
        toguz_task_session_set_failed_before (
          self->session, tutor_progress_get_failed (self->progress,
                                                    self->progress_id, key));
      gtk_label_set_text (self->prompt_label, prompt);
      gtk_widget_set_visible (GTK_WIDGET (self->prompt_label), TRUE);
      tutor_lesson_player_request_goal_answer (self);
      /* A class is not told how the computer's learner did. */
      if (self->progress && !self->presenting
          && tutor_progress_is_solved (self->progress, self->progress_id,
                                       key)
          && tutor_progress_get_task (self->progress, self->progress_id, key,
                                      &stars, NULL))
        {
          g_autofree char *earned = tutor_lesson_player_stars_text (stars);
          said = g_strdup_printf (_("Solved before: %s. Try it again if you "
                                    "like."),
                                  earned);
        }
    }
  else
    gtk_widget_set_visible (GTK_WIDGET (self->prompt_label), FALSE);

  set_options (self, step->task);
  tutor_lesson_player_configure_task (self);
  tutor_prediction_box_reset (self->prediction_box);
  if (opponent_move)
    {
      ToguzPosition after;
      ToguzEvent event;
      g_autofree char *played = NULL;

      toguz_position_play (&step->rules, &before, hole, &after, &event);
      played = tutor_lesson_player_opponent_text (&step->rules, &event,
                                                  FALSE);
      if (said)
        {
          char *both = g_strdup_printf ("%s %s", played, said);
          g_free (said);
          said = both;
        }
      else
        said = g_steal_pointer (&played);
      /* Nothing is asked, and nothing answers, until the move is shown:
       * the prompt keeps its place, unseen. */
      self->after = AFTER_OPPONENT_MOVE;
      tutor_board_set_interactive (self->board, FALSE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->prediction_box), FALSE);
      gtk_widget_set_opacity (GTK_WIDGET (self->prompt_label), 0);
    }
  if (said)
    tutor_lesson_player_say (self, TUTOR_FEEDBACK_INFO, said);
  if (opponent_move && gtk_widget_get_mapped (GTK_WIDGET (self->board)))
    show_opponent_move (self);
  else if (opponent_move)
    self->opponent_move_waits = TRUE;
  else if (step->shows->len > 0)
    tutor_lesson_player_show_moves (self, &step->position,
                                    (const uint8_t *) step->shows->data,
                                    step->shows->len, AFTER_DEMONSTRATION);
  else if (self->session)
    begin_task (self);
  if (self->progress)
    tutor_progress_set_position (self->progress, self->progress_id,
                                 self->step_index);
  tutor_lesson_player_update_actions (self);
  gtk_adjustment_set_value (
    gtk_scrolled_window_get_vadjustment (
      GTK_SCROLLED_WINDOW (gtk_widget_get_first_child (
        gtk_widget_get_first_child (GTK_WIDGET (self))))),
    0);
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
                             self->lesson ? toguz_lesson_get_summary (
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

  widget_class->map = tutor_lesson_player_map;
  widget_class->unmap = tutor_lesson_player_unmap;

  object_class->dispose = tutor_lesson_player_dispose;
  object_class->finalize = tutor_lesson_player_finalize;
  object_class->get_property = tutor_lesson_player_get_property;

  tutor_page_install_properties (object_class, properties);

  tutor_lesson_player_signals[PLAYER_FINISHED]
    = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  tutor_lesson_player_signals[PLAYER_TASK_DONE]
    = g_signal_new ("task-done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                    0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT,
                    G_TYPE_INT);
  /* A try that did not solve the step's task (for the retry queue). */
  tutor_lesson_player_signals[PLAYER_WRONG_ANSWER]
    = g_signal_new ("wrong-answer", G_TYPE_FROM_CLASS (klass),
                    G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                    G_TYPE_UINT);

  g_type_ensure (TUTOR_TYPE_BOARD);
  g_type_ensure (TUTOR_TYPE_FEEDBACK_CARD);
  g_type_ensure (TUTOR_TYPE_PREDICTION_BOX);
  g_type_ensure (TUTOR_TYPE_PROGRESS_DOTS);
  gtk_widget_class_set_template_from_resource (
    widget_class, "/org/toguztutor/Tutor/lesson/tutor-lesson-player.ui");
  gtk_widget_class_bind_template_child (widget_class, TutorLessonPlayer,
                                        clamp);
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
                                        prediction_box);
  gtk_widget_class_bind_template_child (widget_class, TutorLessonPlayer,
                                        messages);
  gtk_widget_class_bind_template_child (widget_class, TutorLessonPlayer,
                                        messages_box);
  gtk_widget_class_bind_template_child (widget_class, TutorLessonPlayer,
                                        hint_revealer);
  gtk_widget_class_bind_template_child (widget_class, TutorLessonPlayer,
                                        hint_label);
  gtk_widget_class_bind_template_child (widget_class, TutorLessonPlayer,
                                        feedback_card);
  gtk_widget_class_bind_template_child (widget_class, TutorLessonPlayer,
                                        played_label);
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
  gtk_widget_class_bind_template_child (widget_class, TutorLessonPlayer,
                                        presenter_line);
  gtk_widget_class_bind_template_callback (widget_class,
                                           on_animation_finished);
  tutor_lesson_player_class_init_answers (widget_class);
  tutor_lesson_player_class_init_actions (widget_class);
}

static void
tutor_lesson_player_init (TutorLessonPlayer *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->queue = g_array_new (FALSE, FALSE, sizeof (uint8_t));
  self->learner_hole = -1;
  /* No preview in a task, whatever the setting: where the last stone
   * lands and what it takes is what a task asks. */
  tutor_board_set_preview_allowed (self->board, FALSE);
  tutor_lesson_player_init_shortcuts (self);
  tutor_lesson_player_update_actions (self);
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

/* What another program saved (or a reset): the dots follow. */
static void
on_progress_changed (TutorLessonPlayer *self, const char *set_id)
{
  if (set_id == NULL && self->lesson)
    tutor_lesson_player_update_actions (self);
}

void
tutor_lesson_player_set_progress (TutorLessonPlayer *self,
                                  TutorProgress *progress)
{
  g_return_if_fail (TUTOR_IS_LESSON_PLAYER (self));
  if (self->progress == progress)
    return;
  if (self->progress)
    {
      /* Another learner: a try on the step shown is the one's who made
       * it. */
      record_unfinished (self);
      g_signal_handlers_disconnect_by_func (self->progress,
                                            on_progress_changed, self);
    }
  g_set_object (&self->progress, progress);
  if (progress)
    g_signal_connect_object (progress, "changed",
                             G_CALLBACK (on_progress_changed), self,
                             G_CONNECT_SWAPPED);
}

void
tutor_lesson_player_set_lesson (TutorLessonPlayer *self, ToguzLesson *lesson,
                                const char *progress_id, guint step)
{
  g_return_if_fail (TUTOR_IS_LESSON_PLAYER (self));
  g_return_if_fail (TOGUZ_IS_LESSON (lesson));

  /* A try on the step left is that step's, recorded before it goes. */
  record_unfinished (self);
  if (g_set_object (&self->lesson, lesson))
    {
      g_object_notify_by_pspec (G_OBJECT (self),
                                properties[TUTOR_PAGE_PROP_TITLE]);
      g_object_notify_by_pspec (G_OBJECT (self),
                                properties[TUTOR_PAGE_PROP_SUBTITLE]);
    }
  g_free (self->progress_id);
  self->progress_id = g_strdup (progress_id ? progress_id
                                            : toguz_lesson_get_id (lesson));
  self->step_index = MIN (step, toguz_lesson_get_n_steps (lesson) - 1);
  self->place_count = 0;
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
  record_unfinished (self);
  self->step_index = step;
  self->place_count = 0;
  show_step (self);
}

void
tutor_lesson_player_set_single_step (TutorLessonPlayer *self,
                                     gboolean single_step)
{
  self->single_step = single_step;
  tutor_lesson_player_update_actions (self);
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
  return tutor_feedback_card_get_text (self->feedback_card);
}

const char *
tutor_lesson_player_get_hint (TutorLessonPlayer *self)
{
  return gtk_revealer_get_reveal_child (self->hint_revealer)
           ? gtk_label_get_text (self->hint_label) : NULL;
}

void
tutor_lesson_player_set_place (TutorLessonPlayer *self, guint place,
                               guint count)
{
  g_return_if_fail (TUTOR_IS_LESSON_PLAYER (self));
  self->place = place;
  self->place_count = place > 0 && place <= count ? count : 0;
  if (self->lesson)
    tutor_lesson_player_update_counter (self);
}

const char *
tutor_lesson_player_get_counter (TutorLessonPlayer *self)
{
  return gtk_label_get_text (self->step_label);
}

void
tutor_lesson_player_tell (TutorLessonPlayer *self, const char *text)
{
  g_return_if_fail (TUTOR_IS_LESSON_PLAYER (self));
  tutor_lesson_player_say (self, TUTOR_FEEDBACK_INFO, text);
}

gboolean
tutor_lesson_player_is_idle (TutorLessonPlayer *self)
{
  return self->after == AFTER_NOTHING && !self->engine_busy
         && !self->opponent_move_waits
         && !tutor_board_get_animating (self->board);
}
