/* toguz-lesson.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "toguz-explain-text.h"
#include "toguz-lesson.h"
#include "toguz-lesson-writer.h"
#include "toguz-practice.h"
#include "toguz-text.h"
#include "toguz-tuzdik-question.h"

struct _ToguzLesson
{
  GObject parent_instance;

  ToguzLessonKind kind;
  char *id;
  char *path;
  unsigned order;
  ToguzCoursePart part;
  ToguzRuleset rules;
  ToguzLessonText *title;
  ToguzLessonText *summary;
  GPtrArray *steps;
  char *fingerprint; /* made when first asked for, forgotten on a change */
};

G_DEFINE_FINAL_TYPE (ToguzLesson, toguz_lesson, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_ID,
  PROP_TITLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
toguz_lesson_finalize (GObject *object)
{
  ToguzLesson *self = TOGUZ_LESSON (object);

  g_free (self->id);
  g_free (self->path);
  g_free (self->fingerprint);
  toguz_lesson_text_free (self->title);
  toguz_lesson_text_free (self->summary);
  g_ptr_array_unref (self->steps);
  G_OBJECT_CLASS (toguz_lesson_parent_class)->finalize (object);
}

static void
toguz_lesson_get_property (GObject *object, guint prop_id, GValue *value,
                           GParamSpec *pspec)
{
  ToguzLesson *self = TOGUZ_LESSON (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_TITLE:
      g_value_set_string (value, toguz_lesson_get_title (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
toguz_lesson_class_init (ToguzLessonClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = toguz_lesson_finalize;
  object_class->get_property = toguz_lesson_get_property;

  properties[PROP_ID]
    = g_param_spec_string ("id", NULL, NULL, NULL,
                           G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE]
    = g_param_spec_string ("title", NULL, NULL, NULL,
                           G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
toguz_lesson_init (ToguzLesson *self)
{
  self->steps = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                  toguz_step_free);
  self->rules = *toguz_ruleset_default ();
}

ToguzLesson *
toguz_lesson_new (ToguzLessonKind kind, const char *id, const char *path)
{
  ToguzLesson *self = g_object_new (TOGUZ_TYPE_LESSON, NULL);

  self->kind = kind;
  self->id = g_strdup (id);
  self->path = g_strdup (path);
  self->part = TOGUZ_COURSE_RULES;
  return self;
}

static const char *const part_names[] = {
  [TOGUZ_COURSE_FIRST_STEPS] = "first-steps",
  [TOGUZ_COURSE_RULES] = "rules",
  [TOGUZ_COURSE_PLAYING] = "playing",
  [TOGUZ_COURSE_CULTURE] = "culture",
};

const char *
toguz_course_part_get_name (ToguzCoursePart part)
{
  g_return_val_if_fail ((unsigned) part < G_N_ELEMENTS (part_names), NULL);
  return part_names[part];
}

int
toguz_course_part_from_name (const char *name)
{
  for (guint p = 0; p < G_N_ELEMENTS (part_names); p++)
    if (g_strcmp0 (name, part_names[p]) == 0)
      return (int) p;
  return -1;
}

ToguzCoursePart
toguz_lesson_get_course_part (ToguzLesson *self)
{
  g_return_val_if_fail (TOGUZ_IS_LESSON (self), TOGUZ_COURSE_RULES);
  return self->part;
}

void
toguz_lesson_set_course_part (ToguzLesson *self, ToguzCoursePart part)
{
  g_return_if_fail (TOGUZ_IS_LESSON (self));
  self->part = part;
  g_clear_pointer (&self->fingerprint, g_free);
}

void
toguz_lesson_set_meta (ToguzLesson *self, const ToguzRuleset *rules,
                       unsigned order, ToguzLessonText *title,
                       ToguzLessonText *summary)
{
  self->rules = *rules;
  self->order = order;
  toguz_lesson_text_free (self->title);
  self->title = title;
  toguz_lesson_text_free (self->summary);
  self->summary = summary;
  g_clear_pointer (&self->fingerprint, g_free);
}

void
toguz_lesson_take_step (ToguzLesson *self, ToguzStep *step)
{
  g_ptr_array_add (self->steps, step);
  g_clear_pointer (&self->fingerprint, g_free);
}

ToguzLessonKind
toguz_lesson_get_kind (ToguzLesson *self)
{
  g_return_val_if_fail (TOGUZ_IS_LESSON (self), TOGUZ_LESSON_KIND_LESSON);
  return self->kind;
}

const char *
toguz_lesson_get_id (ToguzLesson *self)
{
  g_return_val_if_fail (TOGUZ_IS_LESSON (self), NULL);
  return self->id;
}

const char *
toguz_lesson_get_fingerprint (ToguzLesson *self)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (TOGUZ_IS_LESSON (self), NULL);
  if (self->fingerprint)
    return self->fingerprint;
  /* The content as the writer states it: the same for a copy, a moved
   * file, another layout or comments; different for an edit.  A lesson
   * the writer refuses (none read from a file) is known by its id. */
  text = toguz_lesson_to_xml (self, NULL);
  self->fingerprint = g_compute_checksum_for_string (
    G_CHECKSUM_SHA256, text ? text : self->id ? self->id : "", -1);
  self->fingerprint[TOGUZ_LESSON_FINGERPRINT_LENGTH] = '\0';
  return self->fingerprint;
}

const char *
toguz_lesson_get_path (ToguzLesson *self)
{
  g_return_val_if_fail (TOGUZ_IS_LESSON (self), NULL);
  return self->path;
}

const ToguzLessonText *
toguz_lesson_get_title_text (ToguzLesson *self)
{
  g_return_val_if_fail (TOGUZ_IS_LESSON (self), NULL);
  return self->title;
}

const char *
toguz_lesson_get_title (ToguzLesson *self)
{
  g_return_val_if_fail (TOGUZ_IS_LESSON (self), NULL);
  return self->title ? toguz_lesson_text_get (self->title) : self->id;
}

const ToguzLessonText *
toguz_lesson_get_summary_text (ToguzLesson *self)
{
  g_return_val_if_fail (TOGUZ_IS_LESSON (self), NULL);
  return self->summary;
}

const char *
toguz_lesson_get_summary (ToguzLesson *self)
{
  g_return_val_if_fail (TOGUZ_IS_LESSON (self), NULL);
  return self->summary ? toguz_lesson_text_get (self->summary) : NULL;
}

unsigned
toguz_lesson_get_order (ToguzLesson *self)
{
  g_return_val_if_fail (TOGUZ_IS_LESSON (self), 0);
  return self->order;
}

const ToguzRuleset *
toguz_lesson_get_rules (ToguzLesson *self)
{
  g_return_val_if_fail (TOGUZ_IS_LESSON (self), NULL);
  return &self->rules;
}

guint
toguz_lesson_get_n_steps (ToguzLesson *self)
{
  g_return_val_if_fail (TOGUZ_IS_LESSON (self), 0);
  return self->steps->len;
}

const ToguzStep *
toguz_lesson_get_step (ToguzLesson *self, guint index)
{
  g_return_val_if_fail (TOGUZ_IS_LESSON (self), NULL);
  g_return_val_if_fail (index < self->steps->len, NULL);
  return g_ptr_array_index (self->steps, index);
}

guint
toguz_lesson_get_n_tasks (ToguzLesson *self)
{
  guint tasks = 0;

  g_return_val_if_fail (TOGUZ_IS_LESSON (self), 0);
  for (guint i = 0; i < self->steps->len; i++)
    tasks += ((ToguzStep *) g_ptr_array_index (self->steps, i))->task != NULL;
  return tasks;
}

ToguzStep *
toguz_step_new (void)
{
  ToguzStep *step = g_new0 (ToguzStep, 1);

  step->texts = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                  toguz_lesson_text_free);
  step->shows = g_array_new (FALSE, FALSE, sizeof (uint8_t));
  step->arrows = g_array_new (FALSE, FALSE, sizeof (uint8_t));
  step->base_moves = g_array_new (FALSE, FALSE, sizeof (uint8_t));
  step->source_side = -1;
  step->source_played = -1;
  step->source_lost = -1;
  step->rules = *toguz_ruleset_default ();
  toguz_position_init (&step->rules, &step->position);
  step->base = step->position;
  return step;
}

void
toguz_step_free (ToguzStep *step)
{
  if (step == NULL)
    return;
  g_free (step->id);
  g_ptr_array_unref (step->texts);
  g_array_unref (step->shows);
  g_array_unref (step->arrows);
  toguz_task_free (step->task);
  g_strfreev (step->themes);
  g_free (step->source);
  g_array_unref (step->base_moves);
  g_free (step->source_game);
  g_free (step->source_round);
  g_free (step->source_url);
  g_free (step->source_note);
  g_free (step);
}

static GArray *
copy_bytes (GArray *array)
{
  GArray *copy = g_array_sized_new (FALSE, FALSE, sizeof (uint8_t),
                                    array->len);

  g_array_append_vals (copy, array->data, array->len);
  return copy;
}

static ToguzLessonText *
copy_text (gconstpointer text, gpointer unused)
{
  return toguz_lesson_text_copy (text);
}

static gpointer
copy_wrong (gconstpointer data, gpointer unused)
{
  const ToguzWrong *wrong = data;
  ToguzWrong *copy = g_memdup2 (wrong, sizeof *wrong);

  copy->comment = toguz_lesson_text_copy (wrong->comment);
  return copy;
}

static void
option_free (ToguzTaskOption *option)
{
  toguz_lesson_text_free (option->text);
  g_free (option);
}

static gpointer
copy_option (gconstpointer data, gpointer unused)
{
  const ToguzTaskOption *option = data;
  ToguzTaskOption *copy = g_memdup2 (option, sizeof *option);

  copy->text = toguz_lesson_text_copy (option->text);
  return copy;
}

ToguzTask *
toguz_task_copy (const ToguzTask *task)
{
  ToguzTask *copy;

  if (task == NULL)
    return NULL;
  copy = toguz_task_new ();
  copy->kind = task->kind;
  copy->line = task->line;
  copy->goal = task->goal;
  copy->margin = task->margin;
  copy->accept_any = task->accept_any;
  copy->accepted = task->accepted;
  copy->predict = task->predict;
  copy->predict_hole = task->predict_hole;
  copy->answer = task->answer;
  copy->answer_stated = task->answer_stated;
  copy->asked_ring = task->asked_ring;
  copy->asked_ring_stated = task->asked_ring_stated;
  for (guint i = 0; i < task->options->len; i++)
    g_ptr_array_add (copy->options,
                     copy_option (g_ptr_array_index (task->options, i), NULL));
  copy->turns = task->turns;
  copy->scripted_replies = task->scripted_replies;
  copy->beginner_replies = task->beginner_replies;
  for (guint i = 0; i < task->solutions->len; i++)
    g_ptr_array_add (copy->solutions,
                     copy_bytes (g_ptr_array_index (task->solutions, i)));
  for (guint i = 0; i < task->prompts->len; i++)
    g_ptr_array_add (copy->prompts,
                     copy_text (g_ptr_array_index (task->prompts, i), NULL));
  for (guint i = 0; i < task->hints->len; i++)
    g_ptr_array_add (copy->hints,
                     copy_text (g_ptr_array_index (task->hints, i), NULL));
  g_array_append_vals (copy->hint_rungs, task->hint_rungs->data,
                       task->hint_rungs->len);
  memcpy (copy->hint_holes, task->hint_holes, sizeof copy->hint_holes);
  for (guint i = 0; i < task->wrongs->len; i++)
    g_ptr_array_add (copy->wrongs,
                     copy_wrong (g_ptr_array_index (task->wrongs, i), NULL));
  copy->success = toguz_lesson_text_copy (task->success);
  return copy;
}

ToguzStep *
toguz_step_copy (const ToguzStep *step)
{
  ToguzStep *copy;

  g_return_val_if_fail (step != NULL, NULL);
  copy = toguz_step_new ();
  copy->id = g_strdup (step->id);
  copy->line = step->line;
  for (guint i = 0; i < step->texts->len; i++)
    g_ptr_array_add (copy->texts,
                     copy_text (g_ptr_array_index (step->texts, i), NULL));
  copy->rules = step->rules;
  copy->position = step->position;
  copy->has_position = step->has_position;
  g_array_append_vals (copy->shows, step->shows->data, step->shows->len);
  copy->highlight = step->highlight;
  copy->target = step->target;
  g_array_append_vals (copy->arrows, step->arrows->data, step->arrows->len);
  copy->task = toguz_task_copy (step->task);
  copy->difficulty = step->difficulty;
  copy->themes = g_strdupv (step->themes);
  copy->has_fen = step->has_fen;
  copy->base = step->base;
  g_array_append_vals (copy->base_moves, step->base_moves->data,
                       step->base_moves->len);
  copy->source_round = g_strdup (step->source_round);
  copy->rating = step->rating;
  copy->source_played = step->source_played;
  copy->source_lost = step->source_lost;
  toguz_step_set_source (copy, step->source_game, step->source_move,
                         step->source_side, step->source_url,
                         step->source_note);
  /* The words may have been given without the parts (an old caller). */
  if (copy->source == NULL && step->source)
    copy->source = g_strdup (step->source);
  return copy;
}

void
toguz_step_set_position (ToguzStep *step, const ToguzRuleset *rules,
                         const ToguzPosition *pos)
{
  g_return_if_fail (step != NULL && rules != NULL && pos != NULL);
  step->rules = *rules;
  step->position = *pos;
  step->base = *pos;
  step->has_position = TRUE;
  step->has_fen = TRUE;
  g_array_set_size (step->base_moves, 0);
}

static char *
dup_nonempty (const char *text)
{
  return text && *text ? g_strdup (text) : NULL;
}

/* The words shown: the game, its round, the move, each a phrase of the
 * user's language. */
static void
update_source (ToguzStep *step)
{
  char *shown;

  g_clear_pointer (&step->source, g_free);
  if (!step->source_game && !step->source_round && !step->source_url
      && !step->source_note && step->source_move == 0
      && step->source_side < 0)
    return;
  shown = g_strdup (step->source_game ? step->source_game
                    : step->source_note ? step->source_note
                                        : "?");
  if (step->source_round)
    {
      /* Translators: a game and its round in the event, as in
       * "Kazakhstan Cup, 2018, round 3"; the round may be "1.2". */
      char *with_round = g_strdup_printf (_("%s, round %s"), shown,
                                          step->source_round);
      g_free (shown);
      shown = with_round;
    }
  if (step->source_move > 0)
    {
      /* Translators: a game and the move of it the puzzle starts
       * before, as in "Kazakhstan Cup, 2018, move 23". */
      step->source = g_strdup_printf (_("%s, move %u"), shown,
                                      step->source_move);
      g_free (shown);
    }
  else
    step->source = shown;
}

void
toguz_step_set_source (ToguzStep *step, const char *game, unsigned move,
                       int side, const char *url, const char *note)
{
  g_autofree char *normalized = note ? toguz_lesson_text_normalize (note)
                                     : NULL;
  char *shown;

  g_return_if_fail (step != NULL);
  /* The arguments may be the step's own strings: copy before freeing. */
  shown = dup_nonempty (game);
  g_free (step->source_game);
  step->source_game = shown;
  shown = dup_nonempty (url);
  g_free (step->source_url);
  step->source_url = shown;
  g_free (step->source_note);
  step->source_note = dup_nonempty (normalized);
  step->source_move = move;
  step->source_side = side == TOGUZ_WHITE || side == TOGUZ_BLACK ? side : -1;

  update_source (step);
}

void
toguz_step_set_source_round (ToguzStep *step, const char *round)
{
  char *copy = dup_nonempty (round);

  g_return_if_fail (step != NULL);
  g_free (step->source_round);
  step->source_round = copy;
  update_source (step);
}

char *
toguz_step_dup_played_text (const ToguzStep *step)
{
  ToguzPosition board;
  uint8_t hole;
  g_autofree char *move = NULL;
  gboolean white;
  int lost;

  g_return_val_if_fail (step != NULL, NULL);
  if (step->source_played < 0)
    return NULL;
  toguz_step_get_task_position (step, &board);
  hole = (uint8_t) step->source_played;
  move = toguz_line_notation (&step->rules, &board, &hole, 1);
  if (*move == '\0')
    return NULL;
  white = board.side == TOGUZ_WHITE;
  lost = step->source_lost;
  if (lost > 0)
    return g_strdup_printf (
      white ? g_dngettext (GETTEXT_PACKAGE,
                           "In the game, White played %s and lost %d stone.",
                           "In the game, White played %s and lost %d "
                           "stones.",
                           lost)
            : g_dngettext (GETTEXT_PACKAGE,
                           "In the game, Black played %s and lost %d stone.",
                           "In the game, Black played %s and lost %d "
                           "stones.",
                           lost),
      move, lost);
  if (lost == 0)
    return g_strdup_printf (white ? _("In the game, White found it: %s.")
                                  : _("In the game, Black found it: %s."),
                            move);
  return g_strdup_printf (white ? _("In the game, White played %s.")
                                : _("In the game, Black played %s."),
                          move);
}

static void
wrong_free (ToguzWrong *wrong)
{
  toguz_lesson_text_free (wrong->comment);
  g_free (wrong);
}

ToguzTask *
toguz_task_new (void)
{
  ToguzTask *task = g_new0 (ToguzTask, 1);

  task->margin = 2;
  task->turns = 1;
  task->predict_hole = -1;
  task->asked_ring = -1;
  task->solutions = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                      g_array_unref);
  task->prompts = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                    toguz_lesson_text_free);
  task->hints = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                  toguz_lesson_text_free);
  task->hint_rungs = g_array_new (FALSE, FALSE, sizeof (int));
  task->wrongs = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                   wrong_free);
  task->options = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                    option_free);
  return task;
}

void
toguz_task_free (ToguzTask *task)
{
  if (task == NULL)
    return;
  g_ptr_array_unref (task->solutions);
  g_ptr_array_unref (task->prompts);
  g_ptr_array_unref (task->hints);
  g_array_unref (task->hint_rungs);
  g_ptr_array_unref (task->wrongs);
  g_ptr_array_unref (task->options);
  toguz_lesson_text_free (task->success);
  g_free (task);
}

void
toguz_step_get_task_position (const ToguzStep *step, ToguzPosition *position)
{
  *position = step->position;
  for (guint i = 0; i < step->shows->len; i++)
    toguz_position_play (&step->rules, position,
                         g_array_index (step->shows, uint8_t, i), position,
                         NULL);
}

unsigned
toguz_task_get_stated_moves (const ToguzTask *task)
{
  unsigned moves = 0;

  for (guint i = 0; i < task->solutions->len; i++)
    {
      GArray *line = g_ptr_array_index (task->solutions, i);
      if (line->len > 0)
        moves |= 1u << g_array_index (line, uint8_t, 0);
    }
  return moves;
}

char *
toguz_task_dup_prompt (const ToguzTask *task, const ToguzRuleset *rules)
{
  if (task->prompts->len > 0)
    return g_strdup (toguz_lesson_text_get (g_ptr_array_index (task->prompts,
                                                                0)));
  switch (task->kind)
    {
    case TOGUZ_TASK_GOAL:
      if (task->beginner_replies)
        return toguz_practice_describe_goal (task);
      return toguz_goal_describe (rules, &task->goal);
    case TOGUZ_TASK_MOVES:
      return g_strdup (_("Find the move."));
    case TOGUZ_TASK_PREDICT:
    default:
      switch (task->predict)
        {
        case TOGUZ_PREDICT_LANDING:
          return g_strdup_printf (_("Where does the last stone of hole %d "
                                    "land? Click that hole."),
                                  task->predict_hole + 1);
        case TOGUZ_PREDICT_CAPTURE:
          return g_strdup_printf (_("How many stones does hole %d capture?"),
                                  task->predict_hole + 1);
        case TOGUZ_PREDICT_LEGAL:
          return g_strdup_printf (_("May the side to move sow hole %d?"),
                                  task->predict_hole + 1);
        case TOGUZ_PREDICT_TUZDIK_ALLOWED:
          return toguz_tuzdik_question_prompt (
            rules, (unsigned) task->predict_hole, (unsigned) task->asked_ring);
        case TOGUZ_PREDICT_CHOICE:
          return g_strdup (_("Which answer is right?"));
        case TOGUZ_PREDICT_TUZDIK:
        default:
          return g_strdup (_("Which of the opponent’s holes can become a "
                             "tuzdik now? Click it."));
        }
    }
}

const ToguzWrong *
toguz_task_find_wrong_move (const ToguzTask *task, unsigned hole)
{
  for (guint i = 0; i < task->wrongs->len; i++)
    {
      const ToguzWrong *wrong = g_ptr_array_index (task->wrongs, i);
      if (wrong->kind == TOGUZ_WRONG_MOVE && wrong->hole == hole)
        return wrong;
    }
  return NULL;
}

const ToguzWrong *
toguz_task_find_wrong_answer (const ToguzTask *task, int answer)
{
  for (guint i = 0; i < task->wrongs->len; i++)
    {
      const ToguzWrong *wrong = g_ptr_array_index (task->wrongs, i);
      if (wrong->kind == TOGUZ_WRONG_ANSWER && wrong->answer == answer)
        return wrong;
    }
  return NULL;
}

const ToguzLessonText *
toguz_task_find_hint (const ToguzTask *task, int rung)
{
  for (guint i = 0; i < task->hints->len; i++)
    {
      if (g_array_index (task->hint_rungs, int, i) == rung)
        return g_ptr_array_index (task->hints, i);
    }
  return NULL;
}

ToguzGoal
toguz_task_goal_at_turn (const ToguzTask *task, const ToguzPosition *start,
                         const ToguzPosition *now, unsigned turn)
{
  ToguzGoal goal = task->goal;

  if (goal.kind == TOGUZ_GOAL_GAIN && turn > 0)
    {
      ToguzSide me = (ToguzSide) start->side;
      int won = ((int) now->kazan[me] - now->kazan[me ^ 1])
                - ((int) start->kazan[me] - start->kazan[me ^ 1]);
      goal.amount -= won;
      goal.plies -= 2 * (int) turn;
      if (goal.plies < 1)
        goal.plies = 1;
    }
  return goal;
}

char *
toguz_task_format_answer (const ToguzTask *task, const ToguzRuleset *rules,
                          int answer)
{
  switch (task->predict)
    {
    case TOGUZ_PREDICT_LANDING:
    case TOGUZ_PREDICT_TUZDIK:
      return toguz_lesson_format_hole (rules, (unsigned) answer);
    case TOGUZ_PREDICT_LEGAL:
    case TOGUZ_PREDICT_TUZDIK_ALLOWED:
      return g_strdup (answer ? "yes" : "no");
    case TOGUZ_PREDICT_CHOICE:
      {
        const ToguzTaskOption *option = toguz_task_get_option (task, answer);
        return option ? g_strdup_printf ("%c", option->key) : g_strdup ("?");
      }
    case TOGUZ_PREDICT_CAPTURE:
    default:
      return g_strdup_printf ("%d", answer);
    }
}

const ToguzTaskOption *
toguz_task_get_option (const ToguzTask *task, int index)
{
  if (index < 0 || (guint) index >= task->options->len)
    return NULL;
  return g_ptr_array_index (task->options, index);
}

int
toguz_task_find_option (const ToguzTask *task, char key)
{
  for (guint i = 0; i < task->options->len; i++)
    if (((const ToguzTaskOption *) g_ptr_array_index (task->options, i))->key
        == key)
      return (int) i;
  return -1;
}

static const char *const predict_kind_names[] = {
  [TOGUZ_PREDICT_LANDING] = "landing",
  [TOGUZ_PREDICT_CAPTURE] = "capture",
  [TOGUZ_PREDICT_LEGAL] = "legal",
  [TOGUZ_PREDICT_TUZDIK] = "tuzdik",
  [TOGUZ_PREDICT_TUZDIK_ALLOWED] = "tuzdik-allowed",
  /* Written ask="choice", not predict=: it is no prediction. */
  [TOGUZ_PREDICT_CHOICE] = "choice",
};

const char *
toguz_predict_kind_get_name (ToguzPredictKind kind)
{
  g_return_val_if_fail ((unsigned) kind < G_N_ELEMENTS (predict_kind_names),
                        NULL);
  return predict_kind_names[kind];
}

int
toguz_predict_kind_from_name (const char *name)
{
  for (guint k = 0; k < G_N_ELEMENTS (predict_kind_names); k++)
    if (g_strcmp0 (name, predict_kind_names[k]) == 0)
      return (int) k;
  return -1;
}

int
toguz_lesson_parse_hole (const ToguzRuleset *rules, const char *text)
{
  unsigned number;

  if (text == NULL || (text[0] != 'w' && text[0] != 'b') || text[1] < '1'
      || text[1] > '9' || text[2] != '\0')
    return -1;
  number = (unsigned) (text[1] - '0');
  if (number > rules->holes)
    return -1;
  return (int) toguz_ring_index (rules,
                                 text[0] == 'w' ? TOGUZ_WHITE : TOGUZ_BLACK,
                                 number - 1);
}

char *
toguz_lesson_format_hole (const ToguzRuleset *rules, unsigned ring_index)
{
  return g_strdup_printf ("%c%u",
                          toguz_ring_side (rules, ring_index) == TOGUZ_WHITE
                            ? 'w' : 'b',
                          toguz_ring_hole (rules, ring_index) + 1);
}
