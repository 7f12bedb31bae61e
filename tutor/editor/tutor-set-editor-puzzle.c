/* tutor-set-editor-puzzle.c: the editor page's API for the set and the
 * puzzle shown
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each call edits the draft, then shows what changed: the board and the
 * engine's check after a change of the position, the list row after one
 * of its words.
 */
#include "config.h"

#include "toguz-lesson-writer.h"
#include "toguz-text.h"
#include "tutor-languages.h"
#include "tutor-set-editor-private.h"

/* The set's words */

void
tutor_set_editor_set_set_title (TutorSetEditor *self, const char *lang,
                                const char *title)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));

  self->updating++;
  if (toguz_set_draft_set_title (self->draft, lang, title))
    tutor_set_editor_set_entry (self->set_id_row,
                                toguz_set_draft_get_id (self->draft));
  if (g_strcmp0 (lang, self->lang) == 0)
    tutor_set_editor_set_entry (
      self->set_title_row,
      tutor_set_editor_text_in (toguz_set_draft_get_title (self->draft),
                                self->lang));
  self->updating--;
  tutor_set_editor_update_title (self);
  tutor_set_editor_title_given (self);
}

void
tutor_set_editor_set_set_id (TutorSetEditor *self, const char *id)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));

  toguz_set_draft_set_id (self->draft, id);
  if (toguz_lesson_id_is_valid (toguz_set_draft_get_id (self->draft)))
    gtk_widget_remove_css_class (GTK_WIDGET (self->set_id_row), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->set_id_row), "error");
}

const char *
tutor_set_editor_get_set_id (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), NULL);
  return toguz_set_draft_get_id (self->draft);
}

/* The puzzles */

guint
tutor_set_editor_get_n_puzzles (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), 0);
  return toguz_set_draft_get_n_puzzles (self->draft);
}

void
tutor_set_editor_select_puzzle (TutorSetEditor *self, guint index)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  g_return_if_fail (index < toguz_set_draft_get_n_puzzles (self->draft));

  if (self->browsing)
    tutor_set_editor_leave_record (self);
  self->current = index;
  self->selected_ring = -1;
  self->updating++;
  gtk_list_box_select_row (self->puzzle_list,
                           gtk_list_box_get_row_at_index (self->puzzle_list,
                                                          (int) index));
  self->updating--;
  tutor_set_editor_show_puzzle (self);
}

guint
tutor_set_editor_get_selected_puzzle (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), 0);
  return self->current;
}

/* A puzzle was added, removed or put back: the list again, and it. */
static void
show_puzzle_at (TutorSetEditor *self, guint index)
{
  self->current = index;
  self->selected_ring = -1;
  tutor_set_editor_rebuild_list (self);
  tutor_set_editor_show_puzzle (self);
}

void
tutor_set_editor_add_puzzle (TutorSetEditor *self)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  show_puzzle_at (self,
                  toguz_set_draft_add_puzzle (self->draft, self->current));
}

void
tutor_set_editor_duplicate_puzzle (TutorSetEditor *self)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  show_puzzle_at (self, toguz_set_draft_duplicate_puzzle (self->draft,
                                                          self->current));
}

void
tutor_set_editor_delete_puzzle (TutorSetEditor *self)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));

  if (!toguz_set_draft_remove_puzzle (self->draft, self->current))
    return;
  show_puzzle_at (self,
                  MIN (self->current,
                       toguz_set_draft_get_n_puzzles (self->draft) - 1));
}

void
tutor_set_editor_move_puzzle (TutorSetEditor *self, int delta)
{
  guint to;

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  to = toguz_set_draft_move_puzzle (self->draft, self->current, delta);
  if (to == self->current)
    return;
  self->current = to;
  tutor_set_editor_rebuild_list (self);
  tutor_set_editor_update_actions (self);
}

/* The board */

void
tutor_set_editor_select_hole (TutorSetEditor *self, ToguzSide side,
                              guint hole)
{
  const ToguzRuleset *rules;

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  rules = tutor_set_editor_current_rules (self);
  g_return_if_fail (hole < rules->holes);

  self->selected_ring = (int) toguz_ring_index (rules, side, hole);
  tutor_set_editor_show_board (self);
  tutor_set_editor_show_position_tools (self);
}

int
tutor_set_editor_get_selected_ring (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), -1);
  return self->selected_ring;
}

/* The board changed (the draft judged it): the engine looks again. */
static void
position_changed (TutorSetEditor *self)
{
  self->have_answer = FALSE;
  tutor_set_editor_show_board (self);
  tutor_set_editor_show_position_tools (self);
  tutor_set_editor_update_list_row (self, self->current);
  tutor_set_editor_update_actions (self);
  tutor_set_editor_schedule_check (self);
}

void
tutor_set_editor_set_hole_stones (TutorSetEditor *self, ToguzSide side,
                                  guint hole, guint stones)
{
  const ToguzRuleset *rules;

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  rules = tutor_set_editor_current_rules (self);
  g_return_if_fail (hole < rules->holes);

  toguz_set_draft_set_stones (self->draft, self->current, side, hole,
                              stones);
  self->selected_ring = (int) toguz_ring_index (rules, side, hole);
  position_changed (self);
}

void
tutor_set_editor_set_kazan (TutorSetEditor *self, ToguzSide side,
                            guint stones)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  toguz_set_draft_set_kazan (self->draft, self->current, side, stones);
  position_changed (self);
}

void
tutor_set_editor_set_tuzdik (TutorSetEditor *self, ToguzSide side,
                             guint hole, gboolean tuzdik)
{
  const ToguzRuleset *rules;

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  rules = tutor_set_editor_current_rules (self);
  g_return_if_fail (hole < rules->holes);

  if (!toguz_set_draft_set_tuzdik (self->draft, self->current, side, hole,
                                   tuzdik))
    return;
  self->selected_ring = (int) toguz_ring_index (rules, side, hole);
  position_changed (self);
}

void
tutor_set_editor_set_side_to_move (TutorSetEditor *self, ToguzSide side)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  if (toguz_set_draft_set_side_to_move (self->draft, self->current, side))
    position_changed (self);
}

gboolean
tutor_set_editor_set_variant (TutorSetEditor *self, const char *variant,
                              GError **error)
{
  gboolean resized = FALSE;

  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), FALSE);
  if (!toguz_set_draft_set_variant (self->draft, self->current, variant,
                                    &resized, error))
    return FALSE;
  if (resized)
    self->selected_ring = -1;
  position_changed (self);
  tutor_set_editor_show_task (self);
  return TRUE;
}

char *
tutor_set_editor_dup_fen (TutorSetEditor *self)
{
  char fen[TOGUZ_FEN_MAX];

  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), NULL);
  toguz_setup_format_fen (tutor_set_editor_current_rules (self),
                          toguz_set_draft_get_setup (self->draft,
                                                     self->current),
                          fen);
  return g_strdup (fen);
}

const char *
tutor_set_editor_get_position_problem (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), NULL);
  return toguz_set_draft_get_problem (self->draft, self->current);
}

gboolean
tutor_set_editor_set_fen (TutorSetEditor *self, const char *fen,
                          GError **error)
{
  ToguzRuleset rules;
  ToguzPosition pos;
  g_autoptr (GError) local = NULL;

  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), FALSE);
  g_return_val_if_fail (fen != NULL, FALSE);

  rules = *tutor_set_editor_current_rules (self);
  if (!toguz_position_from_fen (&rules, fen, &pos, &local))
    {
      gtk_label_set_text (self->fen_error, local->message);
      gtk_widget_set_visible (GTK_WIDGET (self->fen_error), TRUE);
      tutor_set_editor_show_message (self, local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->fen_error), FALSE);
  tutor_set_editor_show_message (self, NULL);
  tutor_set_editor_set_position (self, &rules, &pos);
  return TRUE;
}

void
tutor_set_editor_set_position (TutorSetEditor *self,
                               const ToguzRuleset *rules,
                               const ToguzPosition *pos)
{
  gboolean rules_changed;

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  g_return_if_fail (rules != NULL && pos != NULL);

  if (self->browsing)
    tutor_set_editor_leave_record (self);
  rules_changed = toguz_set_draft_set_position (self->draft, self->current,
                                                rules, pos);
  self->selected_ring = -1;
  position_changed (self);
  if (rules_changed)
    tutor_set_editor_show_task (self);
}

/* The task */

void
tutor_set_editor_set_goal (TutorSetEditor *self, const ToguzGoal *goal)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  g_return_if_fail (goal != NULL);

  toguz_set_draft_set_goal (self->draft, self->current, goal);
  tutor_set_editor_show_task (self);
  tutor_set_editor_show_texts (self);
  tutor_set_editor_update_list_row (self, self->current);
  tutor_set_editor_schedule_check (self);
}

void
tutor_set_editor_set_tuzdik_question (TutorSetEditor *self, guint move)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));

  toguz_set_draft_set_tuzdik_question (self->draft, self->current, move);
  tutor_set_editor_show_task (self);
  tutor_set_editor_show_texts (self);
  tutor_set_editor_update_list_row (self, self->current);
  tutor_set_editor_schedule_check (self);
}

void
tutor_set_editor_set_accept_any (TutorSetEditor *self, gboolean accept_any)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  if (!toguz_set_draft_set_accept_any (self->draft, self->current,
                                       accept_any))
    return;
  self->updating++;
  gtk_switch_set_active (self->accept_switch, accept_any);
  self->updating--;
  if (self->have_answer)
    {
      tutor_check_card_restate_solution (
        toguz_set_draft_get_task (self->draft, self->current),
        tutor_set_editor_current_step (self), &self->answer);
      tutor_set_editor_show_check (self);
    }
}

void
tutor_set_editor_set_difficulty (TutorSetEditor *self, int difficulty)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  g_return_if_fail (difficulty >= 1 && difficulty <= 5);

  toguz_set_draft_set_difficulty (self->draft, self->current, difficulty);
  self->updating++;
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (
                                  self->difficulty_buttons[difficulty - 1]),
                                TRUE);
  self->updating--;
  tutor_set_editor_update_list_row (self, self->current);
}

void
tutor_set_editor_set_theme (TutorSetEditor *self, const char *theme,
                            gboolean on)
{
  const char *const *themes = toguz_lesson_themes ();

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  g_return_if_fail (g_strv_contains (themes, theme));

  toguz_set_draft_set_theme (self->draft, self->current, theme, on);
  self->updating++;
  for (guint i = 0; i < self->theme_buttons->len; i++)
    if (g_strcmp0 (themes[i], theme) == 0)
      gtk_toggle_button_set_active (g_ptr_array_index (self->theme_buttons,
                                                       i),
                                    on);
  self->updating--;
}

void
tutor_set_editor_set_puzzle_id (TutorSetEditor *self, const char *id)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));

  if (toguz_set_draft_set_puzzle_id (self->draft, self->current, id))
    gtk_widget_remove_css_class (GTK_WIDGET (self->puzzle_id_row), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->puzzle_id_row), "error");
  self->updating++;
  tutor_set_editor_set_entry (self->puzzle_id_row, id ? id : "");
  self->updating--;
  tutor_set_editor_update_list_row (self, self->current);
}

/* The texts */

void
tutor_set_editor_set_language (TutorSetEditor *self, const char *lang)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));

  g_free (self->lang);
  self->lang = lang && *lang ? g_strdup (lang) : NULL;
  self->updating++;
  gtk_drop_down_set_selected (self->language_dropdown,
                              (guint) (tutor_language_find (self->lang)
                                       + 1));
  self->updating--;
  tutor_set_editor_show_texts (self);
}

const char *
tutor_set_editor_get_language (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), NULL);
  return self->lang;
}

/* Sets a text of the puzzle in the language edited, and the field that
 * shows it. */
static void
set_text (TutorSetEditor *self, ToguzDraftText which, AdwEntryRow *row,
          const char *value)
{
  const ToguzStep *step = tutor_set_editor_current_step (self);
  const ToguzLessonText *text;

  toguz_set_draft_set_text (self->draft, self->current, which, self->lang,
                            value);
  if (which == TOGUZ_DRAFT_INTRO)
    text = g_ptr_array_index (step->texts, 0);
  else if (which == TOGUZ_DRAFT_PROMPT)
    text = g_ptr_array_index (step->task->prompts, 0);
  else
    text = step->task->success;
  self->updating++;
  tutor_set_editor_set_entry (row,
                              tutor_set_editor_text_in (text, self->lang));
  self->updating--;
}

void
tutor_set_editor_set_prompt (TutorSetEditor *self, const char *text)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  set_text (self, TOGUZ_DRAFT_PROMPT, self->prompt_row, text);
  tutor_set_editor_update_list_row (self, self->current);
}

void
tutor_set_editor_set_intro (TutorSetEditor *self, const char *text)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  set_text (self, TOGUZ_DRAFT_INTRO, self->intro_row, text);
}

void
tutor_set_editor_set_success (TutorSetEditor *self, const char *text)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  set_text (self, TOGUZ_DRAFT_SUCCESS, self->success_row, text);
}

int
tutor_set_editor_add_hint (TutorSetEditor *self)
{
  int index;

  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), -1);
  index = toguz_set_draft_add_hint (self->draft, self->current);
  if (index >= 0)
    tutor_set_editor_show_texts (self);
  return index;
}

void
tutor_set_editor_set_hint (TutorSetEditor *self, guint index,
                           const char *text)
{
  const ToguzTask *task;

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  task = tutor_set_editor_current_step (self)->task;
  g_return_if_fail (index < task->hints->len);

  toguz_set_draft_set_hint (self->draft, self->current, index, self->lang,
                            text);
  self->updating++;
  tutor_set_editor_set_entry (
    g_ptr_array_index (self->hint_rows, index),
    tutor_set_editor_text_in (g_ptr_array_index (task->hints, index),
                              self->lang));
  self->updating--;
}

void
tutor_set_editor_remove_hint (TutorSetEditor *self, guint index)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  g_return_if_fail (index < tutor_set_editor_get_n_hints (self));

  toguz_set_draft_remove_hint (self->draft, self->current, index);
  tutor_set_editor_show_texts (self);
}

guint
tutor_set_editor_get_n_hints (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), 0);
  return tutor_set_editor_current_step (self)->task->hints->len;
}

void
tutor_set_editor_set_wrong_comment (TutorSetEditor *self, guint hole,
                                    const char *text)
{
  guint wrong;

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  g_return_if_fail (hole < tutor_set_editor_current_rules (self)->holes);

  wrong = toguz_set_draft_add_wrong_move (self->draft, self->current, hole);
  toguz_set_draft_set_wrong_text (self->draft, self->current, wrong,
                                  self->lang, text);
  tutor_set_editor_show_texts (self);
  if (self->have_answer)
    tutor_set_editor_show_check (self);
}
