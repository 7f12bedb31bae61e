/* tutor-set-editor-form.c: the forms that edit the selected puzzle
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The position tools, the task and the texts, filled from the draft and
 * sending each change through the page's API (tutor-set-editor-puzzle.c).
 * While the page fills a widget, `updating` keeps its signal from coming
 * back as an edit.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "toguz-lesson-writer.h"
#include "toguz-explain-text.h"
#include "toguz-text.h"
#include "tutor-choice-items.h"
#include "tutor-languages.h"
#include "tutor-text.h"
#include "tutor-theme-names.h"
#include "tutor-set-editor-private.h"

/* The variants, in the core's order, with free play's words for them. */
static const char *const variant_labels[] = {
  N_("Togyz Kumalak"),
  N_("Bestemshe, five holes"),
  N_("Togyz Kumalak, seven holes"),
  N_("Pantusov’s rules of 1906"),
};

/* The goals, in the order of ToguzGoalKind. */
static const char *const goal_labels[] = {
  N_("Capture at least N stones"),
  N_("Make a tuzdik"),
  N_("Capture nothing"),
  N_("Land the last stone in hole H"),
  N_("Leave the opponent without a move"),
  N_("Gain N stones within K plies"),
  N_("Win the game"),
  N_("Give the opponent no tuzdik"),
  N_("The engine’s best move"),
};
/* After the goals: the yes/no question on a tuzdik. */
#define TUZDIK_QUESTION_ITEM G_N_ELEMENTS (goal_labels)

static gboolean
is_tuzdik_question (const ToguzTask *task)
{
  return task->kind == TOGUZ_TASK_PREDICT
         && task->predict == TOGUZ_PREDICT_TUZDIK_ALLOWED;
}

/* The hole chosen, the kazans, the side to move and the variant. */
void
tutor_set_editor_show_position_tools (TutorSetEditor *self)
{
  const ToguzRuleset *rules = tutor_set_editor_current_rules (self);
  const ToguzSetup *setup = toguz_set_draft_get_setup (self->draft,
                                                       self->current);
  double total = toguz_ruleset_total (rules);

  self->updating++;
  gtk_adjustment_set_upper (self->hole_adjustment, total);
  gtk_adjustment_set_upper (self->white_kazan_adjustment, total);
  gtk_adjustment_set_upper (self->black_kazan_adjustment, total);
  if (self->selected_ring >= 0
      && (guint) self->selected_ring < 2u * rules->holes)
    {
      guint ring = (guint) self->selected_ring;
      ToguzSide side = toguz_ring_side (rules, ring);
      g_autofree char *name = toguz_hole_name (side,
                                               toguz_ring_hole (rules, ring)
                                                 + 1);
      gboolean tuzdik = setup->tuzdik[ring];

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->hole_row),
                                     name);
      adw_action_row_set_subtitle (self->hole_row,
                                   tuzdik ? (side == TOGUZ_WHITE
                                               ? _("Black’s tuzdik")
                                               : _("White’s tuzdik"))
                                          : _("Stones in the hole"));
      gtk_adjustment_set_value (self->hole_adjustment, setup->holes[ring]);
      gtk_toggle_button_set_active (self->tuzdik_button, tuzdik);
      gtk_widget_set_sensitive (GTK_WIDGET (self->hole_spin), !tuzdik);
      gtk_widget_set_sensitive (GTK_WIDGET (self->tuzdik_button), TRUE);
    }
  else
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->hole_row),
                                     _("No hole chosen"));
      adw_action_row_set_subtitle (self->hole_row,
                                   _("Click a hole on the board"));
      gtk_adjustment_set_value (self->hole_adjustment, 0);
      gtk_toggle_button_set_active (self->tuzdik_button, FALSE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->hole_spin), FALSE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->tuzdik_button), FALSE);
    }
  gtk_adjustment_set_value (self->white_kazan_adjustment,
                            setup->kazan[TOGUZ_WHITE]);
  gtk_adjustment_set_value (self->black_kazan_adjustment,
                            setup->kazan[TOGUZ_BLACK]);
  gtk_toggle_button_set_active (setup->side == TOGUZ_WHITE
                                  ? self->white_to_move
                                  : self->black_to_move,
                                TRUE);
  for (guint i = 0; i < toguz_ruleset_n_variants (); i++)
    if (g_strcmp0 (toguz_ruleset_nth_variant (i)->name, rules->name) == 0)
      adw_combo_row_set_selected (self->variant_row, i);
  self->updating--;
}

/* The texts, in the language edited */

const char *
tutor_set_editor_text_in (const ToguzLessonText *text, const char *lang)
{
  const char *value;

  if (text == NULL)
    return "";
  value = lang ? toguz_lesson_text_get_inline (text, lang)
               : toguz_lesson_text_get_source (text);
  return value ? value : "";
}

void
tutor_set_editor_set_entry (AdwEntryRow *row, const char *text)
{
  g_autofree char *shown = toguz_lesson_text_normalize (
    gtk_editable_get_text (GTK_EDITABLE (row)));

  /* The draft keeps a text with its white space collapsed: what is being
   * typed ("Capture ", the next word to come) stays as it is when it
   * says the same. */
  if (g_strcmp0 (shown, text) != 0)
    gtk_editable_set_text (GTK_EDITABLE (row), text);
}

/* A text the format refuses is marked, in the loader's words, before a
 * save refuses it: a word too long (the row's length is capped). */
static void
check_text_row (GtkWidget *row)
{
  const char *element = g_object_get_data (G_OBJECT (row), "element");
  g_autofree char *text = toguz_lesson_text_normalize (
    gtk_editable_get_text (GTK_EDITABLE (row)));
  g_autoptr (GError) error = NULL;

  if (toguz_lesson_text_check (element, text, &error))
    {
      gtk_widget_remove_css_class (row, "error");
      gtk_widget_set_tooltip_text (row, g_object_get_data (G_OBJECT (row),
                                                           "source-tip"));
    }
  else
    {
      gtk_widget_add_css_class (row, "error");
      gtk_widget_set_tooltip_text (row, error->message);
    }
}

/* A text field of the format's element: it takes no more characters
 * than the format does (the core's caps), and says what it refuses. */
static void
limit_text_row (GtkWidget *row, const char *element)
{
  GtkEditable *delegate = gtk_editable_get_delegate (GTK_EDITABLE (row));

  g_object_set_data (G_OBJECT (row), "element", (gpointer) element);
  if (GTK_IS_TEXT (delegate))
    gtk_text_set_max_length (GTK_TEXT (delegate),
                             (int) toguz_lesson_text_max_length (element));
  g_signal_connect (row, "changed", G_CALLBACK (check_text_row), NULL);
}

/* The source text beside a translation, for the teacher to follow. */
static void
set_source_tooltip (TutorSetEditor *self, GtkWidget *row,
                    const ToguzLessonText *text)
{
  const char *source = text ? toguz_lesson_text_get_source (text) : NULL;
  g_autofree char *shown = source ? tutor_text_for_label (source) : NULL;
  char *tip = NULL;

  if (self->lang && source)
    /* Translators: shown over a translation: the English text. */
    tip = g_strdup_printf (_("In English: %s"), shown);
  g_object_set_data_full (G_OBJECT (row), "source-tip", tip, g_free);
  check_text_row (row);
}

/* A text field: the text in the language edited, the source beside. */
static void
show_text_row (TutorSetEditor *self, GtkWidget *row,
               const ToguzLessonText *text)
{
  tutor_set_editor_set_entry (ADW_ENTRY_ROW (row),
                              tutor_set_editor_text_in (text, self->lang));
  set_source_tooltip (self, row, text);
}

static void
on_hint_changed (AdwEntryRow *row, TutorSetEditor *self)
{
  guint index;

  if (self->updating)
    return;
  if (g_ptr_array_find (self->hint_rows, row, &index))
    tutor_set_editor_set_hint (self, index,
                               gtk_editable_get_text (GTK_EDITABLE (row)));
}

static void
remove_row_clicked (GtkButton *button, TutorSetEditor *self)
{
  GtkWidget *row = g_object_get_data (G_OBJECT (button), "row");
  guint index;

  if (g_ptr_array_find (self->hint_rows, row, &index))
    tutor_set_editor_remove_hint (self, index);
  else if (g_ptr_array_find (self->wrong_rows, row, &index))
    {
      toguz_set_draft_remove_wrong (self->draft, self->current, index);
      tutor_set_editor_show_texts (self);
      if (self->have_answer)
        tutor_set_editor_show_check (self);
    }
}

static GtkWidget *
removable_row (TutorSetEditor *self, const char *title, const char *tooltip,
               const char *element)
{
  GtkWidget *row = adw_entry_row_new ();
  GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");

  limit_text_row (row, element);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_set_tooltip_text (remove, tooltip);
  g_object_set_data (G_OBJECT (remove), "row", row);
  g_signal_connect (remove, "clicked", G_CALLBACK (remove_row_clicked),
                    self);
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), remove);
  return row;
}

static void
on_wrong_changed (AdwEntryRow *row, TutorSetEditor *self)
{
  guint index;

  if (self->updating || !g_ptr_array_find (self->wrong_rows, row, &index))
    return;
  toguz_set_draft_set_wrong_text (self->draft, self->current, index,
                                  self->lang,
                                  gtk_editable_get_text (GTK_EDITABLE (row)));
}

/* What the learner sees without a prompt, or how a translation falls
 * back. */
static void
describe_texts (TutorSetEditor *self)
{
  const ToguzStep *step = tutor_set_editor_current_step (self);
  g_autofree char *automatic = NULL;
  g_autofree char *description = NULL;

  /* Without a prompt: the goal in the tutor's words. */
  {
    ToguzTask bare = *step->task;
    g_autoptr (GPtrArray) none = g_ptr_array_new ();
    bare.prompts = none;
    automatic = toguz_task_dup_prompt (&bare, &step->rules);
  }
  if (self->lang == NULL)
    description = g_strdup_printf (_("Without a prompt, the tutor asks: "
                                     "“%s”"),
                                   automatic);
  else
    {
      int found = tutor_language_find (self->lang);
      const char *name = found >= 0 ? tutor_languages[found].name
                                    : self->lang;
      /* Translators: %1$s is a language, written in itself (Русский),
       * %2$s its code (ru). */
      description = g_strdup_printf (_("%1$s (%2$s): a text left empty is "
                                       "shown in English, or in the "
                                       "tutor’s own translation."),
                                     name, self->lang);
    }
  adw_preferences_group_set_description (self->texts_group, description);
}

static void
clear_rows (AdwPreferencesGroup *group, GPtrArray *rows)
{
  for (guint i = 0; i < rows->len; i++)
    adw_preferences_group_remove (group, g_ptr_array_index (rows, i));
  g_ptr_array_set_size (rows, 0);
}

void
tutor_set_editor_show_texts (TutorSetEditor *self)
{
  const ToguzStep *step = tutor_set_editor_current_step (self);
  const ToguzTask *task = step->task;
  const ToguzLessonText *intro = step->texts->len
                                   ? g_ptr_array_index (step->texts, 0)
                                   : NULL;
  const ToguzLessonText *prompt = task->prompts->len
                                    ? g_ptr_array_index (task->prompts, 0)
                                    : NULL;

  self->updating++;
  show_text_row (self, GTK_WIDGET (self->set_title_row),
                 toguz_set_draft_get_title (self->draft));
  show_text_row (self, GTK_WIDGET (self->set_summary_row),
                 toguz_set_draft_get_summary (self->draft));
  show_text_row (self, GTK_WIDGET (self->intro_row), intro);
  show_text_row (self, GTK_WIDGET (self->prompt_row), prompt);
  show_text_row (self, GTK_WIDGET (self->success_row), task->success);
  describe_texts (self);

  /* The hints */
  clear_rows (self->hints_group, self->hint_rows);
  for (guint i = 0; i < task->hints->len; i++)
    {
      const ToguzLessonText *hint = g_ptr_array_index (task->hints, i);
      int rung = g_array_index (task->hint_rungs, int, i);
      /* Translators: a hint and its rung on the ladder (1 to 4). */
      g_autofree char *title = g_strdup_printf (_("Hint, rung %d"), rung);
      GtkWidget *row = removable_row (self, title, _("Remove the Hint"),
                                      "hint");

      show_text_row (self, row, hint);
      g_signal_connect (row, "changed", G_CALLBACK (on_hint_changed), self);
      adw_preferences_group_add (self->hints_group, row);
      g_ptr_array_add (self->hint_rows, row);
    }

  /* The comments on wrong moves, for the holes this board has; a
   * prediction's on wrong answers, which the file gives. */
  for (guint hole = 0; hole < TOGUZ_MAX_HOLES; hole++)
    gtk_widget_set_visible (gtk_widget_get_parent (self->wrong_buttons[hole]),
                            hole < step->rules.holes);
  gtk_widget_set_visible (GTK_WIDGET (self->add_wrong_button),
                          task->kind != TOGUZ_TASK_PREDICT);
  gtk_widget_set_visible (GTK_WIDGET (self->wrongs_group),
                          task->kind != TOGUZ_TASK_PREDICT
                            || task->wrongs->len > 0);
  adw_preferences_group_set_description (
    self->wrongs_group,
    task->kind == TOGUZ_TASK_PREDICT
      ? _("What to tell a learner who gives one of these answers.")
      : _("What to tell a learner who sows one of these holes."));
  clear_rows (self->wrongs_group, self->wrong_rows);
  for (guint i = 0; i < task->wrongs->len; i++)
    {
      const ToguzWrong *wrong = g_ptr_array_index (task->wrongs, i);
      g_autofree char *title = NULL;
      GtkWidget *row;

      if (wrong->kind == TOGUZ_WRONG_MOVE)
        title = g_strdup_printf (_("Sowing hole %u"), wrong->hole + 1);
      else
        {
          g_autofree char *answer = toguz_task_format_answer (
            task, &step->rules, wrong->answer);
          /* Translators: a wrong answer to a prediction: "w9", "12". */
          title = g_strdup_printf (_("Answering %s"), answer);
        }
      row = removable_row (self, title, _("Remove the Comment"), "wrong");
      show_text_row (self, row, wrong->comment);
      g_signal_connect (row, "changed", G_CALLBACK (on_wrong_changed), self);
      adw_preferences_group_add (self->wrongs_group, row);
      g_ptr_array_add (self->wrong_rows, row);
    }
  self->updating--;
  tutor_set_editor_update_actions (self);
}

/* The task */

/* What a prediction or a task of listed moves asks, in the core's words
 * (they are set in the file, not here). */
static void
show_task_kind (TutorSetEditor *self, const ToguzStep *step)
{
  ToguzTask bare = *step->task;
  g_autoptr (GPtrArray) none = g_ptr_array_new ();
  g_autofree char *asked = NULL;
  g_autofree char *kind = NULL;

  bare.prompts = none;
  asked = toguz_task_dup_prompt (&bare, &step->rules);
  if (step->task->kind == TOGUZ_TASK_PREDICT
      && step->task->predict == TOGUZ_PREDICT_CHOICE)
    kind = g_strdup (_("A question: the learner chooses one of its "
                       "options"));
  else if (step->task->kind == TOGUZ_TASK_PREDICT)
    kind = g_strdup (_("A prediction: the learner answers before any move"));
  else
    {
      g_autoptr (GString) holes = g_string_new (NULL);
      guint n = 0;

      for (guint h = 0; h < step->rules.holes; h++)
        if ((step->task->accepted >> h) & 1u)
          g_string_append_printf (holes, "%s%u", n++ ? ", " : "", h + 1);
      /* Translators: %s lists holes: "3" or "3, 6". */
      kind = g_strdup_printf (ngettext ("The move it accepts is from hole %s",
                                        "The moves it accepts are from "
                                        "holes %s",
                                        n),
                              holes->str);
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->task_kind_row),
                                 asked);
  adw_action_row_set_subtitle (self->task_kind_row, kind);
}

void
tutor_set_editor_show_task (TutorSetEditor *self)
{
  const ToguzStep *step = tutor_set_editor_current_step (self);
  const ToguzTask *task = step->task;
  gboolean question = is_tuzdik_question (task);
  gboolean goal = task->kind == TOGUZ_TASK_GOAL;
  ToguzGoalKind kind = task->goal.kind;

  self->updating++;
  /* The goal of a goal task, or the tuzdik question, both chosen here;
   * what another kind asks, not a goal greyed. */
  gtk_widget_set_visible (GTK_WIDGET (self->goal_row), goal || question);
  gtk_widget_set_visible (GTK_WIDGET (self->task_kind_row), !goal);
  if (goal)
    adw_combo_row_set_selected (self->goal_row, kind);
  else if (question)
    adw_combo_row_set_selected (self->goal_row, TUZDIK_QUESTION_ITEM);
  if (!goal)
    show_task_kind (self, step);
  gtk_widget_set_visible (GTK_WIDGET (self->amount_row),
                          question
                            || (goal
                                && (kind == TOGUZ_GOAL_CAPTURE
                                    || kind == TOGUZ_GOAL_LAND
                                    || kind == TOGUZ_GOAL_GAIN)));
  gtk_widget_set_visible (GTK_WIDGET (self->plies_row),
                          goal && kind == TOGUZ_GOAL_GAIN);
  gtk_widget_set_visible (GTK_WIDGET (self->accept_row), goal);
  if (question)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->amount_row),
                                     _("Hole sown"));
      gtk_adjustment_configure (self->amount_adjustment,
                                task->predict_hole + 1, 1, step->rules.holes,
                                1, 1, 0);
    }
  else if (kind == TOGUZ_GOAL_LAND)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->amount_row),
                                     _("Hole"));
      gtk_adjustment_configure (self->amount_adjustment, task->goal.amount,
                                1, step->rules.holes, 1, 1, 0);
    }
  else if (kind == TOGUZ_GOAL_GAIN)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->amount_row),
                                     _("Stones more than the opponent"));
      gtk_adjustment_configure (self->amount_adjustment, task->goal.amount,
                                -TOGUZ_MAX_STONES, TOGUZ_MAX_STONES, 1, 10,
                                0);
      gtk_adjustment_set_value (self->plies_adjustment, task->goal.plies);
    }
  else
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->amount_row),
                                     _("Stones"));
      gtk_adjustment_configure (self->amount_adjustment,
                                MAX (task->goal.amount, 1), 1,
                                toguz_ruleset_total (&step->rules), 1, 10, 0);
    }
  gtk_switch_set_active (self->accept_switch, task->accept_any);

  tutor_set_editor_set_entry (self->puzzle_id_row, step->id ? step->id : "");
  for (guint i = 0; i < 5; i++)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (
                                    self->difficulty_buttons[i]),
                                  step->difficulty == (int) i + 1);
  for (guint i = 0; i < self->theme_buttons->len; i++)
    gtk_toggle_button_set_active (
      g_ptr_array_index (self->theme_buttons, i),
      step->themes
        && g_strv_contains ((const char *const *) step->themes,
                            toguz_lesson_themes ()[i]));
  tutor_set_editor_set_entry (self->source_game_row,
                              step->source_game ? step->source_game : "");
  gtk_adjustment_set_value (self->source_move_adjustment, step->source_move);
  self->updating--;
}

/* The board's keys: + and − change the chosen hole, T makes it a
 * tuzdik. */

static void
change_selected_stones (TutorSetEditor *self, int delta)
{
  const ToguzRuleset *rules = tutor_set_editor_current_rules (self);
  const ToguzSetup *setup = toguz_set_draft_get_setup (self->draft,
                                                       self->current);
  guint ring;
  int stones;

  if (self->selected_ring < 0 || self->browsing)
    return;
  ring = (guint) self->selected_ring;
  if (setup->tuzdik[ring])
    return;
  stones = (int) setup->holes[ring] + delta;
  if (stones < 0 || stones > (int) toguz_ruleset_total (rules))
    return;
  tutor_set_editor_set_hole_stones (self, toguz_ring_side (rules, ring),
                                    toguz_ring_hole (rules, ring),
                                    (guint) stones);
}

static gboolean
on_board_key (GtkEventControllerKey *controller, guint keyval, guint keycode,
              GdkModifierType state, TutorSetEditor *self)
{
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_plus:
    case GDK_KEY_KP_Add:
    case GDK_KEY_equal:
      change_selected_stones (self, 1);
      return TRUE;
    case GDK_KEY_minus:
    case GDK_KEY_KP_Subtract:
    case GDK_KEY_underscore:
      change_selected_stones (self, -1);
      return TRUE;
    case GDK_KEY_t:
    case GDK_KEY_T:
      if (self->selected_ring >= 0 && !self->browsing)
        {
          const ToguzRuleset *rules = tutor_set_editor_current_rules (self);
          guint ring = (guint) self->selected_ring;
          tutor_set_editor_set_tuzdik (
            self, toguz_ring_side (rules, ring), toguz_ring_hole (rules, ring),
            !toguz_set_draft_get_setup (self->draft, self->current)
               ->tuzdik[ring]);
        }
      return TRUE;
    default:
      return FALSE;
    }
}

/* Widget callbacks */

static void
on_hole_activated (TutorSetEditor *self, int side, int hole)
{
  if (self->browsing)
    return;
  tutor_set_editor_select_hole (self, (ToguzSide) side, (guint) hole);
}

static void
on_fen_entry_activate (TutorSetEditor *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "editor.set-fen", NULL);
}

/* The hole chosen, as the board's side and hole. */
static void
selected_hole (TutorSetEditor *self, ToguzSide *side, guint *hole)
{
  const ToguzRuleset *rules = tutor_set_editor_current_rules (self);
  guint ring = (guint) self->selected_ring;

  *side = toguz_ring_side (rules, ring);
  *hole = toguz_ring_hole (rules, ring);
}

static void
on_hole_spin_changed (TutorSetEditor *self)
{
  ToguzSide side;
  guint hole;

  if (self->updating || self->selected_ring < 0)
    return;
  selected_hole (self, &side, &hole);
  tutor_set_editor_set_hole_stones (
    self, side, hole,
    (guint) gtk_adjustment_get_value (self->hole_adjustment));
}

static void
on_tuzdik_toggled (TutorSetEditor *self)
{
  ToguzSide side;
  guint hole;

  if (self->updating || self->selected_ring < 0)
    return;
  selected_hole (self, &side, &hole);
  tutor_set_editor_set_tuzdik (self, side, hole,
                               gtk_toggle_button_get_active (
                                 self->tuzdik_button));
}

static void
on_kazan_changed (TutorSetEditor *self, GtkAdjustment *adjustment)
{
  if (self->updating)
    return;
  tutor_set_editor_set_kazan (self,
                              adjustment == self->white_kazan_adjustment
                                ? TOGUZ_WHITE
                                : TOGUZ_BLACK,
                              (guint) gtk_adjustment_get_value (adjustment));
}

static void
on_side_toggled (TutorSetEditor *self)
{
  if (self->updating)
    return;
  tutor_set_editor_set_side_to_move (self,
                                     gtk_toggle_button_get_active (
                                       self->white_to_move)
                                       ? TOGUZ_WHITE
                                       : TOGUZ_BLACK);
}

static void
on_variant_selected (TutorSetEditor *self)
{
  guint index = adw_combo_row_get_selected (self->variant_row);

  if (self->updating || index >= toguz_ruleset_n_variants ())
    return;
  tutor_set_editor_set_variant (self, toguz_ruleset_nth_variant (index)->name,
                                NULL);
}

static void
on_set_variant_selected (TutorSetEditor *self)
{
  guint index = adw_combo_row_get_selected (self->set_variant_row);

  if (self->updating || index >= toguz_ruleset_n_variants ())
    return;
  toguz_set_draft_set_rules (self->draft, toguz_ruleset_nth_variant (index));
}

static void
on_goal_selected (TutorSetEditor *self)
{
  ToguzGoal goal = tutor_set_editor_current_step (self)->task->goal;
  guint kind = adw_combo_row_get_selected (self->goal_row);

  if (self->updating || kind > TUZDIK_QUESTION_ITEM)
    return;
  if (kind == TUZDIK_QUESTION_ITEM)
    {
      const ToguzStep *step = tutor_set_editor_current_step (self);
      int move = toguz_set_draft_get_problem (self->draft, self->current)
                   ? -1
                   : toguz_tuzdik_question_find (&step->rules,
                                                 &step->position);

      if (move >= 0)
        {
          tutor_set_editor_set_tuzdik_question (self, (guint) move);
          return;
        }
      tutor_set_editor_toast (self, _("No move on this board makes 3 on the "
                                      "opponent’s row: set up a board where "
                                      "one does, then ask."));
      tutor_set_editor_show_task (self);
      return;
    }
  goal.kind = (ToguzGoalKind) kind;
  /* Reasonable numbers for a goal that takes them. */
  if (goal.kind == TOGUZ_GOAL_CAPTURE && goal.amount < 1)
    goal.amount = 10;
  if (goal.kind == TOGUZ_GOAL_LAND
      && (goal.amount < 1
          || goal.amount > tutor_set_editor_current_rules (self)->holes))
    goal.amount = 1;
  if (goal.kind == TOGUZ_GOAL_GAIN && goal.plies < 1)
    {
      goal.plies = 3;
      if (goal.amount == 0)
        goal.amount = 10;
    }
  tutor_set_editor_set_goal (self, &goal);
}

static void
on_goal_numbers_changed (TutorSetEditor *self)
{
  ToguzGoal goal = tutor_set_editor_current_step (self)->task->goal;

  if (self->updating)
    return;
  if (is_tuzdik_question (tutor_set_editor_current_step (self)->task))
    {
      tutor_set_editor_set_tuzdik_question (
        self, (guint) gtk_adjustment_get_value (self->amount_adjustment) - 1);
      return;
    }
  goal.amount = (int) gtk_adjustment_get_value (self->amount_adjustment);
  if (goal.kind == TOGUZ_GOAL_GAIN)
    goal.plies = (int) gtk_adjustment_get_value (self->plies_adjustment);
  tutor_set_editor_set_goal (self, &goal);
}

static void
on_accept_changed (TutorSetEditor *self)
{
  if (self->updating)
    return;
  tutor_set_editor_set_accept_any (self,
                                   gtk_switch_get_active (self->accept_switch));
}

static void
on_difficulty_toggled (GtkToggleButton *button, TutorSetEditor *self)
{
  if (self->updating || !gtk_toggle_button_get_active (button))
    return;
  tutor_set_editor_set_difficulty (
    self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "level")));
}

static void
on_theme_toggled (GtkToggleButton *button, TutorSetEditor *self)
{
  if (self->updating)
    return;
  tutor_set_editor_set_theme (self,
                              g_object_get_data (G_OBJECT (button), "theme"),
                              gtk_toggle_button_get_active (button));
}

static const char *
entry_text (AdwEntryRow *row)
{
  return gtk_editable_get_text (GTK_EDITABLE (row));
}

static void
on_set_title_changed (TutorSetEditor *self)
{
  if (!self->updating)
    tutor_set_editor_set_set_title (self, self->lang,
                                    entry_text (self->set_title_row));
}

static void
on_set_id_changed (TutorSetEditor *self)
{
  if (!self->updating)
    tutor_set_editor_set_set_id (self, entry_text (self->set_id_row));
}

static void
on_set_summary_changed (TutorSetEditor *self)
{
  if (!self->updating)
    toguz_set_draft_set_summary (self->draft, self->lang,
                                 entry_text (self->set_summary_row));
}

static void
on_intro_changed (TutorSetEditor *self)
{
  if (!self->updating)
    tutor_set_editor_set_intro (self, entry_text (self->intro_row));
}

static void
on_prompt_changed (TutorSetEditor *self)
{
  if (!self->updating)
    tutor_set_editor_set_prompt (self, entry_text (self->prompt_row));
}

static void
on_success_changed (TutorSetEditor *self)
{
  if (!self->updating)
    tutor_set_editor_set_success (self, entry_text (self->success_row));
}

static void
on_puzzle_id_changed (TutorSetEditor *self)
{
  if (!self->updating)
    tutor_set_editor_set_puzzle_id (self, entry_text (self->puzzle_id_row));
}

static void
on_source_changed (TutorSetEditor *self)
{
  if (self->updating)
    return;
  toguz_set_draft_set_source (
    self->draft, self->current, entry_text (self->source_game_row),
    (guint) gtk_adjustment_get_value (self->source_move_adjustment),
    (ToguzSide) tutor_set_editor_current_step (self)->source_side);
}

static void
on_language_selected (TutorSetEditor *self)
{
  guint index = gtk_drop_down_get_selected (self->language_dropdown);

  /* The source first, then the translations. */
  if (self->updating || index > TUTOR_N_LANGUAGES)
    return;
  tutor_set_editor_set_language (self, index == 0
                                         ? NULL
                                         : tutor_languages[index - 1].code);
}

/* Building the forms */

static GtkWidget *
wrong_move_menu (TutorSetEditor *self, GtkWidget **buttons)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *label = gtk_label_new (_("Which hole does the learner sow?"));
  /* Five holes a row: the popover fits a narrow page. */
  GtkWidget *grid = gtk_flow_box_new ();

  gtk_widget_add_css_class (label, "dim-label");
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 30);
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (grid), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (grid), TRUE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (grid), 5);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (grid), 5);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (grid), 6);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (grid), 6);
  for (int hole = 0; hole < TOGUZ_MAX_HOLES; hole++)
    {
      g_autofree char *text = g_strdup_printf ("%d", hole + 1);
      GtkWidget *button = gtk_button_new_with_label (text);
      g_autofree char *tip = g_strdup_printf (_("Hole %d"), hole + 1);

      gtk_widget_set_tooltip_text (button, tip);
      gtk_widget_add_css_class (button, "circular");
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button),
                                      "editor.add-wrong");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "i", hole);
      gtk_flow_box_append (GTK_FLOW_BOX (grid), button);
      buttons[hole] = button;
    }
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), grid);
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  return popover;
}

static void
fill_choices (TutorSetEditor *self)
{
  g_autoptr (GtkStringList) language_names = gtk_string_list_new (NULL);
  g_autoptr (GtkStringList) variants = gtk_string_list_new (NULL);
  g_autoptr (GtkStringList) set_variants = gtk_string_list_new (NULL);
  g_autoptr (GtkStringList) goals = gtk_string_list_new (NULL);
  g_autoptr (GStrvBuilder) long_names = g_strv_builder_new ();
  g_auto (GStrv) names = NULL;

  /* The button names the language, in itself; the list says more. */
  gtk_string_list_append (language_names, "English");
  g_strv_builder_add (long_names, _("English, the source"));
  for (guint i = 0; i < TUTOR_N_LANGUAGES; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s · %s",
                                               tutor_languages[i].name,
                                               tutor_languages[i].code);

      gtk_string_list_append (language_names, tutor_languages[i].name);
      g_strv_builder_add (long_names, name);
    }
  names = g_strv_builder_end (long_names);
  gtk_drop_down_set_model (self->language_dropdown,
                           G_LIST_MODEL (language_names));
  tutor_drop_down_set_long_names (self->language_dropdown,
                                  (const char *const *) names);
  for (guint i = 0; i < toguz_ruleset_n_variants (); i++)
    {
      gtk_string_list_append (variants, _(variant_labels[i]));
      gtk_string_list_append (set_variants, _(variant_labels[i]));
    }
  adw_combo_row_set_model (self->variant_row, G_LIST_MODEL (variants));
  adw_combo_row_set_model (self->set_variant_row,
                           G_LIST_MODEL (set_variants));
  for (guint i = 0; i < G_N_ELEMENTS (goal_labels); i++)
    gtk_string_list_append (goals, _(goal_labels[i]));
  gtk_string_list_append (goals, _("Ask: may this move make a tuzdik?"));
  adw_combo_row_set_model (self->goal_row, G_LIST_MODEL (goals));
  tutor_combo_row_wrap_items (self->goal_row);
  tutor_combo_row_wrap_items (self->variant_row);
  tutor_combo_row_wrap_items (self->set_variant_row);
}

static void
add_choice_buttons (TutorSetEditor *self)
{
  GtkWidget *first = NULL;

  for (int level = 1; level <= 5; level++)
    {
      g_autofree char *text = g_strdup_printf ("%d", level);
      g_autofree char *tip = g_strdup_printf (_("Difficulty %d of 5"),
                                              level);
      GtkWidget *button = gtk_toggle_button_new_with_label (text);

      gtk_widget_set_tooltip_text (button, tip);
      gtk_widget_add_css_class (button, "numeric");
      gtk_widget_add_css_class (button, "editor-choice");
      g_object_set_data (G_OBJECT (button), "level", GINT_TO_POINTER (level));
      if (first)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button),
                                     GTK_TOGGLE_BUTTON (first));
      else
        first = button;
      g_signal_connect (button, "toggled", G_CALLBACK (on_difficulty_toggled),
                        self);
      gtk_box_append (self->difficulty_box, button);
      self->difficulty_buttons[level - 1] = button;
    }
  for (guint i = 0; toguz_lesson_themes ()[i]; i++)
    {
      GtkWidget *button = gtk_toggle_button_new_with_label (
        tutor_theme_name (toguz_lesson_themes ()[i]));

      gtk_widget_add_css_class (button, "pill");
      gtk_widget_add_css_class (button, "editor-choice");
      g_object_set_data (G_OBJECT (button), "theme",
                         (gpointer) toguz_lesson_themes ()[i]);
      g_signal_connect (button, "toggled", G_CALLBACK (on_theme_toggled),
                        self);
      gtk_flow_box_append (self->themes_box, button);
      g_ptr_array_add (self->theme_buttons, button);
    }
  gtk_menu_button_set_popover (self->add_wrong_button,
                               wrong_move_menu (self, self->wrong_buttons));
}

void
tutor_set_editor_init_form (TutorSetEditor *self)
{
  static const struct
  {
    const char *signal;
    GCallback callback;
    gsize offset;
  } connections[] = {
#define CONNECT(member, signal, callback) \
  { signal, G_CALLBACK (callback), G_STRUCT_OFFSET (TutorSetEditor, member) }
    CONNECT (language_dropdown, "notify::selected", on_language_selected),
    CONNECT (set_title_row, "changed", on_set_title_changed),
    CONNECT (set_id_row, "changed", on_set_id_changed),
    CONNECT (set_summary_row, "changed", on_set_summary_changed),
    CONNECT (set_variant_row, "notify::selected", on_set_variant_selected),
    CONNECT (hole_adjustment, "value-changed", on_hole_spin_changed),
    CONNECT (tuzdik_button, "toggled", on_tuzdik_toggled),
    CONNECT (white_kazan_adjustment, "value-changed", on_kazan_changed),
    CONNECT (black_kazan_adjustment, "value-changed", on_kazan_changed),
    CONNECT (white_to_move, "toggled", on_side_toggled),
    CONNECT (variant_row, "notify::selected", on_variant_selected),
    CONNECT (goal_row, "notify::selected", on_goal_selected),
    CONNECT (amount_adjustment, "value-changed", on_goal_numbers_changed),
    CONNECT (plies_adjustment, "value-changed", on_goal_numbers_changed),
    CONNECT (accept_switch, "notify::active", on_accept_changed),
    CONNECT (intro_row, "changed", on_intro_changed),
    CONNECT (prompt_row, "changed", on_prompt_changed),
    CONNECT (success_row, "changed", on_success_changed),
    CONNECT (puzzle_id_row, "changed", on_puzzle_id_changed),
    CONNECT (source_game_row, "changed", on_source_changed),
    CONNECT (source_move_adjustment, "value-changed", on_source_changed),
#undef CONNECT
  };
  GtkEventController *key;

  fill_choices (self);
  add_choice_buttons (self);
  limit_text_row (GTK_WIDGET (self->set_title_row), "title");
  limit_text_row (GTK_WIDGET (self->set_summary_row), "summary");
  limit_text_row (GTK_WIDGET (self->intro_row), "text");
  limit_text_row (GTK_WIDGET (self->prompt_row), "prompt");
  limit_text_row (GTK_WIDGET (self->success_row), "success");
  for (guint i = 0; i < G_N_ELEMENTS (connections); i++)
    g_signal_connect_swapped (G_STRUCT_MEMBER (gpointer, self,
                                               connections[i].offset),
                              connections[i].signal, connections[i].callback,
                              self);

  /* Keys the board leaves to its parent. */
  key = gtk_event_controller_key_new ();
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_board_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self->board), key);
}

void
tutor_set_editor_class_init_form (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, on_hole_activated);
  gtk_widget_class_bind_template_callback (widget_class,
                                           on_fen_entry_activate);
}
