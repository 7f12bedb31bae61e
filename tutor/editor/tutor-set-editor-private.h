/* tutor-set-editor-private.h: what the editor page's files share
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The page is split as GNOME Text Editor splits its window: the widget
 * and its template (tutor-set-editor.c), its API for the set and the
 * puzzle shown (tutor-set-editor-puzzle.c), the forms that edit that
 * puzzle (tutor-set-editor-form.c), a game record being browsed
 * (tutor-set-editor-records.c) and the actions with the files and their
 * dialogs (tutor-set-editor-actions.c).  The set itself is a
 * ToguzSetDraft; the page only shows and asks.
 */
#pragma once

#include "toguz-set-draft.h"
#include "tutor-check-card.h"
#include "tutor-record-browser.h"
#include "tutor-set-editor.h"

G_BEGIN_DECLS

struct _TutorSetEditor
{
  AdwBin parent_instance;

  AdwToastOverlay *toasts;
  GtkDropDown *language_dropdown;
  GtkLabel *modified_label;
  GtkRevealer *message_revealer;
  GtkLabel *message_label;
  AdwEntryRow *set_title_row;
  AdwEntryRow *set_id_row;
  AdwEntryRow *set_summary_row;
  AdwComboRow *set_variant_row;
  GtkListBox *puzzle_list;
  AdwFlap *flap;
  GtkPaned *paned;
  double paned_share;        /* of the height, for the board */
  guint paned_idle;
  gboolean placing_paned;
  GtkRevealer *record_revealer;
  TutorRecordBrowser *record_browser;
  GtkWidget *form_scroller;
  TutorBoard *board;
  GtkRevealer *problem_revealer;
  GtkLabel *problem_label;
  TutorCheckCard *check_card;
  AdwActionRow *hole_row;
  GtkSpinButton *hole_spin;
  GtkAdjustment *hole_adjustment;
  GtkToggleButton *tuzdik_button;
  GtkAdjustment *white_kazan_adjustment;
  GtkAdjustment *black_kazan_adjustment;
  GtkToggleButton *white_to_move;
  GtkToggleButton *black_to_move;
  AdwComboRow *variant_row;
  GtkPopover *fen_popover;
  GtkEntry *fen_entry;
  GtkLabel *fen_error;
  AdwActionRow *task_kind_row;
  AdwComboRow *goal_row;
  AdwActionRow *amount_row;
  GtkAdjustment *amount_adjustment;
  AdwActionRow *plies_row;
  GtkAdjustment *plies_adjustment;
  AdwActionRow *accept_row;
  GtkSwitch *accept_switch;
  AdwPreferencesGroup *texts_group;
  AdwEntryRow *intro_row;
  AdwEntryRow *prompt_row;
  AdwEntryRow *success_row;
  AdwPreferencesGroup *hints_group;
  GtkWidget *add_hint_button;
  AdwPreferencesGroup *wrongs_group;
  GtkMenuButton *add_wrong_button;
  AdwEntryRow *puzzle_id_row;
  GtkBox *difficulty_box;
  GtkFlowBox *themes_box;
  AdwEntryRow *source_game_row;
  GtkAdjustment *source_move_adjustment;

  GtkWidget *difficulty_buttons[5];
  GtkWidget *wrong_buttons[TOGUZ_MAX_HOLES];
  GPtrArray *theme_buttons;   /* GtkToggleButton*, in the format's order */
  GPtrArray *hint_rows;       /* AdwEntryRow* shown */
  GPtrArray *wrong_rows;      /* AdwEntryRow* shown */

  /* The set */
  ToguzSetDraft *draft;
  guint current;             /* the puzzle shown */
  char *lang;                /* the language edited; NULL: the source */
  int selected_ring;
  guint updating;            /* > 0 while the page fills its widgets */
  char *title_text;
  char *subtitle_text;
  gboolean asking_title;     /* saving waits for a title */

  /* The engine's check of the puzzle shown */
  TutorEngine *engine;
  GCancellable *check_cancellable;
  guint check_source;
  guint check_epoch;
  gboolean checking;
  gboolean check_waiting;    /* for the page to be shown */
  gboolean have_answer;
  ToguzGoalAnswer answer;

  gboolean browsing;         /* a game record is shown */
  gboolean saving;
  guint file_jobs;           /* sets and records being read or written */
  gboolean busy;
  GCancellable *file_cancellable;
  gboolean disposed;
  GtkNativeDialog *dialog;
};

/* The puzzle shown */
const ToguzStep *tutor_set_editor_current_step (TutorSetEditor *self);
const ToguzRuleset *tutor_set_editor_current_rules (TutorSetEditor *self);

/* tutor-set-editor.c */
void tutor_set_editor_update_title (TutorSetEditor *self);
void tutor_set_editor_show_message (TutorSetEditor *self, const char *text);
void tutor_set_editor_toast (TutorSetEditor *self, const char *text);
void tutor_set_editor_update_actions (TutorSetEditor *self);
void tutor_set_editor_update_busy (TutorSetEditor *self);
/* A set or a record read or written off the main thread: a task of the
 * page's, which is busy until the job ends.  _end() takes the job's
 * outcome and shows what went wrong; TRUE when it worked and the page is
 * still there to show it.  _return() hands the outcome to the task. */
GTask *tutor_set_editor_file_job_start (TutorSetEditor *self,
                                        GCancellable *cancellable,
                                        GAsyncReadyCallback callback,
                                        gpointer data, gpointer source_tag);
gboolean tutor_set_editor_file_job_end (TutorSetEditor *self,
                                        const GError *error);
void tutor_set_editor_file_job_return (GTask *task, GError *error);
gboolean tutor_set_editor_file_job_finish (TutorSetEditor *self,
                                          GAsyncResult *result,
                                          GError **error);
void tutor_set_editor_show_board (TutorSetEditor *self);
void tutor_set_editor_show_check (TutorSetEditor *self);
void tutor_set_editor_schedule_check (TutorSetEditor *self);
void tutor_set_editor_cancel_check (TutorSetEditor *self);
void tutor_set_editor_show_puzzle (TutorSetEditor *self);
void tutor_set_editor_rebuild_list (TutorSetEditor *self);
void tutor_set_editor_update_list_row (TutorSetEditor *self, guint index);
/* The page after the draft was replaced (a new set, one read). */
void tutor_set_editor_show_set (TutorSetEditor *self);

/* tutor-set-editor-records.c: a game record being browsed */
void tutor_set_editor_init_records (TutorSetEditor *self);
void tutor_set_editor_set_browsing (TutorSetEditor *self, gboolean browsing);
void tutor_set_editor_leave_record (TutorSetEditor *self);

/* tutor-set-editor-form.c: the forms of the selected puzzle */
void tutor_set_editor_show_position_tools (TutorSetEditor *self);
/* A text in `lang` (NULL: the source), "" when there is none. */
const char *tutor_set_editor_text_in (const ToguzLessonText *text,
                                      const char *lang);
/* Sets the row's text unless it already says that, white space aside
 * (the cursor stays, and a space being typed). */
void tutor_set_editor_set_entry (AdwEntryRow *row, const char *text);
void tutor_set_editor_show_texts (TutorSetEditor *self);
void tutor_set_editor_show_task (TutorSetEditor *self);
void tutor_set_editor_init_form (TutorSetEditor *self);
void tutor_set_editor_class_init_form (GtkWidgetClass *widget_class);

/* tutor-set-editor-actions.c */
void tutor_set_editor_class_init_actions (GtkWidgetClass *widget_class);
/* Saves to the set's file, or asks for one; then calls `then`. */
void tutor_set_editor_save (TutorSetEditor *self, GCallback then,
                            gpointer then_data);
/* After the title changed: no longer asked for once there is one. */
void tutor_set_editor_title_given (TutorSetEditor *self);

G_END_DECLS
