/* tutor-puzzle-trainer.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tutor-puzzle-trainer.h"
#include "tutor-page.h"
#include "tutor-popover-tooltip.h"
#include "tutor-progress-rating.h"
#include "tutor-puzzle-queue.h"
#include "tutor-rated-attempt.h"
#include "tutor-rating-chart.h"
#include "tutor-theme-names.h"
#include "tutor-wrap-box.h"

struct _TutorPuzzleTrainer
{
  AdwBin parent_instance;

  GtkDropDown *theme_filter;
  GtkDropDown *difficulty_filter;
  GtkToggleButton *retry_button;
  GtkLabel *streak_label;
  GtkButton *next_button;
  GtkFlowBox *themes_box;
  GtkStack *stack;
  TutorLessonPlayer *player;

  TutorProgress *progress;
  ToguzLesson *set;
  char *progress_id;
  GPtrArray *themes;       /* the set's themes, in first-seen order */
  int puzzle;
  guint streak;
  gboolean failed_now;     /* the shown puzzle had a wrong try */
  gboolean retry_ended;    /* the retry queue emptied: to tell */

  /* The puzzle rating: the attempt at the shown puzzle, and how far the
   * last rated one moved the learner's rating. */
  TutorRatedAttempt *attempt;
  gboolean has_change;
  double change;
  GtkMenuButton *rating_button;
  GtkLabel *rating_label;
  GtkLabel *rating_change_label;
  GtkLabel *rating_summary;
  TutorRatingChart *rating_chart;
};

G_DEFINE_FINAL_TYPE (TutorPuzzleTrainer, tutor_puzzle_trainer, ADW_TYPE_BIN)

#define BEST_STREAK "best-streak"

/* "title", "busy" and "modified", as every page (tutor-page.h). */
static GParamSpec *properties[TUTOR_PAGE_N_PROPS];

static gboolean
solved_cleanly (TutorPuzzleTrainer *self, guint index)
{
  g_autofree char *key = tutor_puzzle_key (self->set, index);

  return tutor_progress_is_solved (self->progress, self->progress_id, key);
}

static gboolean
failed (TutorPuzzleTrainer *self, guint index)
{
  g_autofree char *key = tutor_puzzle_key (self->set, index);

  return tutor_progress_get_failed (self->progress, self->progress_id, key);
}

/* The filters as the drop-downs and Retry Failed set them. */
static TutorPuzzleFilter
current_filter (TutorPuzzleTrainer *self)
{
  guint theme = gtk_drop_down_get_selected (self->theme_filter);
  guint difficulty = gtk_drop_down_get_selected (self->difficulty_filter);
  TutorPuzzleFilter filter = { NULL, 0, FALSE };

  if (theme != GTK_INVALID_LIST_POSITION && theme > 0
      && theme - 1 < self->themes->len)
    filter.theme = g_ptr_array_index (self->themes, theme - 1);
  if (difficulty != GTK_INVALID_LIST_POSITION && difficulty > 0)
    filter.difficulty = (int) difficulty;
  filter.retry = gtk_toggle_button_get_active (self->retry_button);
  return filter;
}

static gboolean
matches (TutorPuzzleTrainer *self, guint index)
{
  TutorPuzzleFilter filter = current_filter (self);

  return tutor_puzzle_queue_matches (self->progress, self->set,
                                     self->progress_id, &filter, index);
}

/* The puzzle after `after` (tutor_puzzle_queue_next()): the unsolved one
 * nearest the learner's rating, or, retrying, the next failed one; -1 if
 * none. */
static int
next_puzzle (TutorPuzzleTrainer *self, int after)
{
  TutorPuzzleFilter filter = current_filter (self);

  return tutor_puzzle_queue_next (self->progress, self->set,
                                  self->progress_id, &filter, after);
}

static void
update_dashboard (TutorPuzzleTrainer *self)
{
  guint n = toguz_lesson_get_n_steps (self->set);
  guint failures = 0;
  GtkWidget *child;
  g_autofree char *retry = NULL;
  g_autofree char *streak = NULL;
  int best = 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->themes_box))))
    gtk_flow_box_remove (self->themes_box, child);
  for (guint t = 0; t < self->themes->len; t++)
    {
      const char *theme = g_ptr_array_index (self->themes, t);
      guint total = 0, solved = 0;
      g_autofree char *text = NULL;
      GtkWidget *label;

      for (guint i = 0; i < n; i++)
        {
          if (!tutor_puzzle_has_theme (toguz_lesson_get_step (self->set, i),
                                       theme))
            continue;
          total++;
          solved += solved_cleanly (self, i);
        }
      /* Translators: a theme and how many of its puzzles are solved. */
      text = g_strdup_printf (_("%s %u/%u"), tutor_theme_name (theme), solved,
                              total);
      label = gtk_label_new (text);
      /* A theme is the file's own word: a long one is cut. */
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 30);
      gtk_widget_add_css_class (label, "theme-pill");
      if (solved == total)
        gtk_widget_add_css_class (label, "complete");
      gtk_flow_box_append (self->themes_box, label);
    }

  for (guint i = 0; i < n; i++)
    failures += failed (self, i);
  retry = g_strdup_printf (_("Retry Failed (%u)"), failures);
  gtk_button_set_label (GTK_BUTTON (self->retry_button), retry);
  gtk_widget_set_sensitive (GTK_WIDGET (self->retry_button),
                            failures > 0
                              || gtk_toggle_button_get_active (
                                self->retry_button));

  best = tutor_progress_get_number (self->progress, self->progress_id,
                                    BEST_STREAK);
  streak = g_strdup_printf (_("Streak %u · best %d"), self->streak,
                            MAX (best, (int) self->streak));
  gtk_label_set_text (self->streak_label, streak);
}

/* The counter counts within the filters: "Puzzle 4 of 22" of the
 * tuzdiks, not of the whole set. */
static void
update_counter (TutorPuzzleTrainer *self)
{
  guint n = toguz_lesson_get_n_steps (self->set);
  guint place = 0, count = 0;

  if (self->puzzle < 0)
    return;
  for (guint i = 0; i < n; i++)
    if (matches (self, i))
      {
        count++;
        if (i == (guint) self->puzzle)
          place = count;
      }
  /* A puzzle shown outside the filters counts in the whole set. */
  tutor_lesson_player_set_place (self->player, place, place ? count : 0);
}

/* The puzzle rating: "Rating 1523", the last change, the chart. */
static void
update_rating (TutorPuzzleTrainer *self)
{
  TutorGlicko rating = tutor_progress_get_rating (self->progress);
  g_autoptr (GArray) history = tutor_progress_dup_rating_history (
    self->progress);
  g_autofree char *text = NULL, *summary = NULL;
  /* The history from the first rated attempt starts at the start. */
  double start = tutor_progress_count_rated (self->progress) == history->len
                   ? TUTOR_GLICKO_RATING
                   : NAN;

  /* Translators: the learner's puzzle rating. */
  text = g_strdup_printf (_("Rating %d"), (int) round (rating.rating));
  gtk_label_set_text (self->rating_label, text);
  tutor_rating_chart_set_history (self->rating_chart, history, start);
  summary = tutor_rating_chart_dup_summary (self->rating_chart);
  gtk_label_set_text (self->rating_summary, summary);
  gtk_widget_set_visible (GTK_WIDGET (self->rating_change_label),
                          self->has_change);
  gtk_widget_remove_css_class (GTK_WIDGET (self->rating_change_label),
                               "success");
  gtk_widget_remove_css_class (GTK_WIDGET (self->rating_change_label),
                               "error");
  if (self->has_change)
    {
      int points = (int) fabs (round (self->change));
      g_autofree char *change = NULL;

      /* Translators: how far the last puzzle raised or lowered the
       * rating; the second is a minus sign (U+2212). */
      change = g_strdup_printf (self->change >= 0 ? _("+%d") : _("−%d"),
                                points);
      gtk_label_set_text (self->rating_change_label, change);
      gtk_widget_add_css_class (GTK_WIDGET (self->rating_change_label),
                                self->change >= 0 ? "success" : "error");
    }
}

/* The shown puzzle's attempt, as far as it went: rated once its result
 * is known (tutor-rated-attempt.h decides). */
static void
rate_attempt (TutorPuzzleTrainer *self, TutorLeaving leaving)
{
  ToguzTaskSession *session = tutor_lesson_player_get_session (self->player);

  if (self->attempt == NULL || session == NULL
      || !tutor_rated_attempt_update (self->attempt, session, leaving))
    return;
  self->has_change = tutor_rated_attempt_get_change (self->attempt,
                                                     &self->change, NULL);
  update_rating (self);
}

static void
start_attempt (TutorPuzzleTrainer *self, guint index)
{
  g_clear_object (&self->attempt);
  self->attempt = tutor_rated_attempt_new (self->progress, self->set,
                                           self->progress_id, index);
  update_rating (self);
}

void
tutor_puzzle_trainer_show_puzzle (TutorPuzzleTrainer *self, guint index)
{
  g_return_if_fail (TUTOR_IS_PUZZLE_TRAINER (self));
  if (self->set == NULL || index >= toguz_lesson_get_n_steps (self->set))
    return;
  self->puzzle = (int) index;
  self->failed_now = FALSE;
  tutor_lesson_player_set_lesson (self->player, self->set, self->progress_id,
                                  index);
  start_attempt (self, index);
  update_counter (self);
  gtk_stack_set_visible_child_name (self->stack, "puzzle");
  gtk_widget_remove_css_class (GTK_WIDGET (self->next_button),
                               "suggested-action");
  update_dashboard (self);
}

static void on_filter_changed (TutorPuzzleTrainer *self);

/* Whether no failed puzzle matches the filters: the retry queue done. */
static gboolean
retry_queue_empty (TutorPuzzleTrainer *self)
{
  guint n = toguz_lesson_get_n_steps (self->set);

  for (guint i = 0; i < n; i++)
    if (matches (self, i))
      return FALSE;
  return TRUE;
}

/* Back to the unsolved puzzles of the filters, the shown one kept. */
static void
leave_retry (TutorPuzzleTrainer *self)
{
  g_signal_handlers_block_by_func (self->retry_button, on_filter_changed,
                                   self);
  gtk_toggle_button_set_active (self->retry_button, FALSE);
  g_signal_handlers_unblock_by_func (self->retry_button, on_filter_changed,
                                     self);
  self->retry_ended = TRUE;
  update_dashboard (self);
}

static void
show_next (TutorPuzzleTrainer *self)
{
  int next = next_puzzle (self, self->puzzle);

  /* Retrying with nothing left to retry: the other unsolved ones. */
  if (next < 0 && gtk_toggle_button_get_active (self->retry_button))
    {
      leave_retry (self);
      next = next_puzzle (self, self->puzzle);
    }
  if (next < 0)
    {
      self->retry_ended = FALSE;
      self->puzzle = -1;
      gtk_stack_set_visible_child_name (self->stack, "none");
      update_dashboard (self);
      return;
    }
  tutor_puzzle_trainer_show_puzzle (self, (guint) next);
  if (self->retry_ended)
    tutor_lesson_player_tell (self->player,
                              _("No failed puzzle left to retry: on with "
                               "the unsolved ones."));
  self->retry_ended = FALSE;
}

static void
on_filter_changed (TutorPuzzleTrainer *self)
{
  self->retry_ended = FALSE;
  if (self->set == NULL)
    return;
  /* Stay on the puzzle if it still fits, else move on. */
  if (self->puzzle >= 0 && matches (self, (guint) self->puzzle))
    {
      update_counter (self);
      update_dashboard (self);
    }
  else
    {
      rate_attempt (self, TUTOR_LEAVING_AWAY);
      show_next (self);
    }
}

static void
on_task_done (TutorPuzzleTrainer *self, guint step, int stars)
{
  g_autofree char *key = tutor_puzzle_key (self->set, step);

  rate_attempt (self, TUTOR_LEAVING_NOT);
  /* The streak counts clean solves; a retry of a failed puzzle earns at
   * most one star (toguz_task_session_get_stars()), so it never counts. */
  if (stars == 3 && !self->failed_now)
    self->streak++;
  else
    self->streak = 0;
  if ((int) self->streak > tutor_progress_get_number (self->progress,
                                                      self->progress_id,
                                                      BEST_STREAK))
    tutor_progress_set_number (self->progress, self->progress_id, BEST_STREAK,
                               (int) self->streak);
  /* A solution shown counts as a failure, to come back to. */
  if (stars == 0)
    tutor_progress_record_failure (self->progress, self->progress_id, key);
  gtk_widget_add_css_class (GTK_WIDGET (self->next_button),
                            "suggested-action");
  if (gtk_toggle_button_get_active (self->retry_button)
      && retry_queue_empty (self))
    leave_retry (self);
  else
    update_dashboard (self);
}

static void
on_wrong_answer (TutorPuzzleTrainer *self, guint step)
{
  g_autofree char *key = tutor_puzzle_key (self->set, step);

  rate_attempt (self, TUTOR_LEAVING_NOT);
  if (!self->failed_now)
    tutor_progress_record_failure (self->progress, self->progress_id, key);
  self->failed_now = TRUE;
  self->streak = 0;
  update_dashboard (self);
}

static void
go_next (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorPuzzleTrainer *self = TUTOR_PUZZLE_TRAINER (widget);

  /* Moving on unsolved gives the puzzle up. */
  rate_attempt (self, TUTOR_LEAVING_NEXT);
  show_next (self);
}

static void
tutor_puzzle_trainer_dispose (GObject *object)
{
  TutorPuzzleTrainer *self = TUTOR_PUZZLE_TRAINER (object);

  g_clear_object (&self->attempt);
  g_clear_object (&self->progress);
  g_clear_object (&self->set);
  g_clear_pointer (&self->themes, g_ptr_array_unref);
  g_clear_pointer (&self->progress_id, g_free);
  G_OBJECT_CLASS (tutor_puzzle_trainer_parent_class)->dispose (object);
}

static void
tutor_puzzle_trainer_get_property (GObject *object, guint prop_id,
                                   GValue *value, GParamSpec *pspec)
{
  TutorPuzzleTrainer *self = TUTOR_PUZZLE_TRAINER (object);
  gboolean busy;

  /* Its player is what waits for the engine. */
  g_object_get (self->player, "busy", &busy, NULL);
  if (prop_id < TUTOR_PAGE_N_PROPS)
    tutor_page_get_property (prop_id, value,
                             self->set ? toguz_lesson_get_title (self->set)
                                       : NULL,
                             self->set ? toguz_lesson_get_summary (self->set)
                                       : NULL,
                             busy, FALSE);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
on_player_busy (TutorPuzzleTrainer *self)
{
  g_object_notify_by_pspec (G_OBJECT (self),
                            properties[TUTOR_PAGE_PROP_BUSY]);
}

static void
tutor_puzzle_trainer_class_init (TutorPuzzleTrainerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tutor_puzzle_trainer_dispose;
  object_class->get_property = tutor_puzzle_trainer_get_property;

  tutor_page_install_properties (object_class, properties);

  g_type_ensure (TUTOR_TYPE_LESSON_PLAYER);
  g_type_ensure (TUTOR_TYPE_RATING_CHART);
  g_type_ensure (TUTOR_TYPE_WRAP_BOX);
  gtk_widget_class_set_template_from_resource (
    widget_class, "/org/toguztutor/Tutor/puzzles/tutor-puzzle-trainer.ui");
  gtk_widget_class_bind_template_child (widget_class, TutorPuzzleTrainer,
                                        theme_filter);
  gtk_widget_class_bind_template_child (widget_class, TutorPuzzleTrainer,
                                        difficulty_filter);
  gtk_widget_class_bind_template_child (widget_class, TutorPuzzleTrainer,
                                        retry_button);
  gtk_widget_class_bind_template_child (widget_class, TutorPuzzleTrainer,
                                        streak_label);
  gtk_widget_class_bind_template_child (widget_class, TutorPuzzleTrainer,
                                        next_button);
  gtk_widget_class_bind_template_child (widget_class, TutorPuzzleTrainer,
                                        themes_box);
  gtk_widget_class_bind_template_child (widget_class, TutorPuzzleTrainer,
                                        stack);
  gtk_widget_class_bind_template_child (widget_class, TutorPuzzleTrainer,
                                        player);
  gtk_widget_class_bind_template_child (widget_class, TutorPuzzleTrainer,
                                        rating_button);
  gtk_widget_class_bind_template_child (widget_class, TutorPuzzleTrainer,
                                        rating_label);
  gtk_widget_class_bind_template_child (widget_class, TutorPuzzleTrainer,
                                        rating_change_label);
  gtk_widget_class_bind_template_child (widget_class, TutorPuzzleTrainer,
                                        rating_summary);
  gtk_widget_class_bind_template_child (widget_class, TutorPuzzleTrainer,
                                        rating_chart);
  gtk_widget_class_bind_template_callback (widget_class, on_filter_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_task_done);
  gtk_widget_class_bind_template_callback (widget_class, on_wrong_answer);
  gtk_widget_class_bind_template_callback (widget_class, on_player_busy);
  gtk_widget_class_install_action (widget_class, "trainer.next", NULL,
                                   go_next);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n,
                                       GDK_CONTROL_MASK, "trainer.next",
                                       NULL);
}

static void
tutor_puzzle_trainer_init (TutorPuzzleTrainer *self)
{
  g_autoptr (GtkStringList) difficulties = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  self->puzzle = -1;
  self->themes = g_ptr_array_new_with_free_func (g_free);
  tutor_lesson_player_set_single_step (self->player, TRUE);
  gtk_string_list_append (difficulties, _("Any difficulty"));
  for (int d = 1; d <= 5; d++)
    {
      g_autofree char *text = NULL;
      /* Translators: the difficulty of a puzzle, 1 (easy) to 5 (hard). */
      text = g_strdup_printf (_("Difficulty %d"), d);
      gtk_string_list_append (difficulties, text);
    }
  gtk_drop_down_set_model (self->difficulty_filter,
                           G_LIST_MODEL (difficulties));
  tutor_popover_tooltip_quiet (GTK_WIDGET (self->theme_filter));
  tutor_popover_tooltip_quiet (GTK_WIDGET (self->difficulty_filter));
  tutor_popover_tooltip_quiet (GTK_WIDGET (self->rating_button));
}

GtkWidget *
tutor_puzzle_trainer_new (void)
{
  return g_object_new (TUTOR_TYPE_PUZZLE_TRAINER, NULL);
}

void
tutor_puzzle_trainer_set_engine (TutorPuzzleTrainer *self,
                                 TutorEngine *engine)
{
  tutor_lesson_player_set_engine (self->player, engine);
}

/* What another program saved (or a reset): the counts follow. */
static void
on_progress_changed (TutorPuzzleTrainer *self, const char *set_id)
{
  if (set_id == NULL && self->set)
    {
      /* A reset: no change to show. */
      if (tutor_progress_count_rated (self->progress) == 0)
        self->has_change = FALSE;
      update_dashboard (self);
      update_rating (self);
    }
}

void
tutor_puzzle_trainer_set_progress (TutorPuzzleTrainer *self,
                                   TutorProgress *progress)
{
  if (self->progress == progress)
    return;
  if (self->progress)
    {
      /* Another learner: the puzzle shown is rated for the one who tried
       * it, as when it is taken away. */
      rate_attempt (self, TUTOR_LEAVING_AWAY);
      g_clear_object (&self->attempt);
      g_signal_handlers_disconnect_by_func (self->progress,
                                            on_progress_changed, self);
    }
  g_set_object (&self->progress, progress);
  if (progress)
    g_signal_connect_object (progress, "changed",
                             G_CALLBACK (on_progress_changed), self,
                             G_CONNECT_SWAPPED);
  tutor_lesson_player_set_progress (self->player, progress);
}

void
tutor_puzzle_trainer_set_set (TutorPuzzleTrainer *self, ToguzLesson *set,
                              const char *progress_id)
{
  g_autoptr (GtkStringList) themes = gtk_string_list_new (NULL);

  g_return_if_fail (TUTOR_IS_PUZZLE_TRAINER (self));
  g_return_if_fail (self->progress != NULL);
  if (self->set)
    rate_attempt (self, TUTOR_LEAVING_AWAY);
  g_clear_object (&self->attempt);
  self->has_change = FALSE;
  if (g_set_object (&self->set, set))
    {
      g_object_notify_by_pspec (G_OBJECT (self),
                                properties[TUTOR_PAGE_PROP_TITLE]);
      g_object_notify_by_pspec (G_OBJECT (self),
                                properties[TUTOR_PAGE_PROP_SUBTITLE]);
    }
  g_free (self->progress_id);
  self->progress_id = g_strdup (progress_id);
  self->streak = 0;
  self->puzzle = -1;
  self->retry_ended = FALSE;

  g_ptr_array_set_size (self->themes, 0);
  for (guint i = 0; i < toguz_lesson_get_n_steps (set); i++)
    {
      const ToguzStep *step = toguz_lesson_get_step (set, i);
      for (guint t = 0; step->themes && step->themes[t]; t++)
        if (!g_ptr_array_find_with_equal_func (self->themes, step->themes[t],
                                               g_str_equal, NULL))
          g_ptr_array_add (self->themes, g_strdup (step->themes[t]));
    }
  gtk_string_list_append (themes, _("Every theme"));
  for (guint t = 0; t < self->themes->len; t++)
    gtk_string_list_append (
      themes, tutor_theme_name (g_ptr_array_index (self->themes, t)));
  /* Changing the models resets the selections without a second search. */
  g_signal_handlers_block_by_func (self->theme_filter, on_filter_changed,
                                   self);
  g_signal_handlers_block_by_func (self->difficulty_filter,
                                   on_filter_changed, self);
  gtk_drop_down_set_model (self->theme_filter, G_LIST_MODEL (themes));
  gtk_drop_down_set_selected (self->theme_filter, 0);
  gtk_drop_down_set_selected (self->difficulty_filter, 0);
  gtk_toggle_button_set_active (self->retry_button, FALSE);
  g_signal_handlers_unblock_by_func (self->theme_filter, on_filter_changed,
                                     self);
  g_signal_handlers_unblock_by_func (self->difficulty_filter,
                                     on_filter_changed, self);
  show_next (self);
  /* Also when no puzzle is left to show. */
  update_rating (self);
}

int
tutor_puzzle_trainer_get_puzzle (TutorPuzzleTrainer *self)
{
  return self->puzzle;
}

guint
tutor_puzzle_trainer_get_streak (TutorPuzzleTrainer *self)
{
  return self->streak;
}

TutorLessonPlayer *
tutor_puzzle_trainer_get_player (TutorPuzzleTrainer *self)
{
  return self->player;
}
