/* tutor-set-editor.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each puzzle is a ToguzStep (its id, texts, difficulty, themes, source
 * and task, as the file will say them) and the board as the teacher set
 * it up, a ToguzSetup that may break any rule.  On every edit the setup is
 * written as a FEN and read back by the core: its message, when it
 * refuses, is what the page shows, and only a position the core accepts
 * reaches the step, the engine and the file.  Saving writes the model with
 * the core's writer after the loader and the checker have read it as
 * `toguz lesson check` would.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "toguz-explain-text.h"
#include "toguz-lesson-checker.h"
#include "toguz-lesson-writer.h"
#include "toguz-record.h"
#include "toguz-replay.h"
#include "toguz-text.h"
#include "tutor-languages.h"
#include "tutor-set-editor.h"

/* How long the page waits after an edit before the engine checks. */
#define CHECK_DELAY_MS 300
#define MAX_HINTS 4

typedef struct
{
  ToguzStep *step;   /* everything but the board: rules, id, texts, task */
  ToguzSetup setup;  /* the board as set up, valid or not */
  char *problem;     /* the core's words for the rule it breaks, or NULL */
} Puzzle;

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
  GtkDropDown *record_games;
  GtkAdjustment *record_adjustment;
  GtkLabel *record_label;
  GtkWidget *form_scroller;
  TutorBoard *board;
  GtkRevealer *problem_revealer;
  GtkLabel *problem_label;
  GtkWidget *check_box;
  GtkStack *check_icon_stack;
  GtkImage *check_icon;
  GtkSpinner *check_spinner;
  GtkLabel *check_title;
  GtkLabel *check_detail;
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
  ToguzLessonText *title;
  ToguzLessonText *summary;
  char *id;
  gboolean id_from_title;    /* the id follows the title until edited */
  ToguzRuleset rules;
  GPtrArray *puzzles;        /* Puzzle* */
  guint current;
  GFile *file;
  gboolean modified;
  guint edits;               /* grows with every edit */
  char *lang;                /* the language edited; NULL: the source */
  int selected_ring;
  guint updating;            /* > 0 while the page fills its widgets */
  char *title_text;
  char *subtitle_text;

  Puzzle *deleted;           /* for the toast's Undo */
  guint deleted_index;

  /* The engine's check of the puzzle shown */
  TutorEngine *engine;
  GCancellable *check_cancellable;
  guint check_source;
  guint check_epoch;
  gboolean checking;
  gboolean check_waiting;    /* for the page to be shown */
  gboolean have_answer;
  ToguzGoalAnswer answer;
  char *check_text;

  /* A game record being browsed */
  GPtrArray *records;        /* ToguzRecord* */
  guint record_game;
  ToguzRuleset record_rules;
  GArray *record_positions;  /* ToguzPosition after each ply, start first */
  GArray *record_moves;      /* char[TOGUZ_NOTATION_MAX] of each ply */
  gboolean browsing;

  gboolean saving;
  gboolean disposed;
  GtkNativeDialog *dialog;
};

G_DEFINE_FINAL_TYPE (TutorSetEditor, tutor_set_editor, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_TITLE,
  PROP_SUBTITLE,
  PROP_MODIFIED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  FREE_PLAY_REQUESTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];


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

/* The puzzle trainer's words for the themes, in the format's order. */
static const char *const theme_labels[] = {
  N_("Captures"), N_("Tuzdiks"), N_("Defence"), N_("At syroo"),
  N_("Endgames"), N_("Counting"), N_("Openings"),
};

static void show_puzzle (TutorSetEditor *self);
static void show_board (TutorSetEditor *self);
static void show_check (TutorSetEditor *self);
static void schedule_check (TutorSetEditor *self);
static void rebuild_list (TutorSetEditor *self);
static void update_list_row (TutorSetEditor *self, guint index);
static void update_actions (TutorSetEditor *self);
static void show_texts (TutorSetEditor *self);
static void show_task (TutorSetEditor *self);

/* Puzzles */

static void
puzzle_free (Puzzle *puzzle)
{
  if (puzzle == NULL)
    return;
  toguz_step_free (puzzle->step);
  g_free (puzzle->problem);
  g_free (puzzle);
}

static Puzzle *
puzzle_copy (const Puzzle *puzzle)
{
  Puzzle *copy = g_new0 (Puzzle, 1);

  copy->step = toguz_step_copy (puzzle->step);
  copy->setup = puzzle->setup;
  copy->problem = g_strdup (puzzle->problem);
  return copy;
}

static Puzzle *
puzzle_new (const ToguzRuleset *rules, const char *id)
{
  Puzzle *puzzle = g_new0 (Puzzle, 1);
  ToguzStep *step = toguz_step_new ();
  ToguzPosition pos;

  toguz_position_init (rules, &pos);
  toguz_step_set_position (step, rules, &pos);
  step->id = g_strdup (id);
  step->difficulty = 1;
  step->themes = g_strsplit ("capture", " ", -1);
  step->task = toguz_task_new ();
  step->task->kind = TOGUZ_TASK_GOAL;
  step->task->goal.kind = TOGUZ_GOAL_CAPTURE;
  step->task->goal.amount = 10;
  puzzle->step = step;
  toguz_setup_from_position (rules, &pos, &puzzle->setup);
  return puzzle;
}

/* A puzzle read from a file: the step as it was, the board it states. */
static Puzzle *
puzzle_from_step (const ToguzStep *step)
{
  Puzzle *puzzle = g_new0 (Puzzle, 1);

  puzzle->step = toguz_step_copy (step);
  if (puzzle->step->task == NULL)
    {
      puzzle->step->task = toguz_task_new ();
      puzzle->step->task->kind = TOGUZ_TASK_GOAL;
      puzzle->step->task->goal.kind = TOGUZ_GOAL_BEST;
    }
  if (puzzle->step->difficulty < 1)
    puzzle->step->difficulty = 1;
  toguz_setup_from_position (&step->rules, &step->position, &puzzle->setup);
  return puzzle;
}

static Puzzle *
current_puzzle (TutorSetEditor *self)
{
  return g_ptr_array_index (self->puzzles, self->current);
}

static ToguzTask *
current_task (TutorSetEditor *self)
{
  return current_puzzle (self)->step->task;
}

static const ToguzRuleset *
current_rules (TutorSetEditor *self)
{
  return &current_puzzle (self)->step->rules;
}

/* An id no other puzzle has: "puzzle-3". */
static char *
unique_puzzle_id (TutorSetEditor *self, const char *stem)
{
  for (guint n = self->puzzles->len + 1;; n++)
    {
      g_autofree char *id = g_strdup_printf ("%s-%u", stem, n);
      gboolean taken = FALSE;

      for (guint i = 0; i < self->puzzles->len && !taken; i++)
        taken = g_strcmp0 (((Puzzle *) g_ptr_array_index (self->puzzles, i))
                             ->step->id,
                           id)
                == 0;
      if (!taken)
        return g_steal_pointer (&id);
    }
}

/* The core judges the board: written as a FEN, read back.  Only a
 * position it accepts (and where a move can still be played) reaches the
 * step. */
static void
validate (Puzzle *puzzle)
{
  const ToguzRuleset *rules = &puzzle->step->rules;
  char fen[TOGUZ_FEN_MAX];
  ToguzPosition pos;
  g_autoptr (GError) error = NULL;

  g_clear_pointer (&puzzle->problem, g_free);
  toguz_setup_format_fen (rules, &puzzle->setup, fen);
  if (!toguz_position_from_fen (rules, fen, &pos, &error))
    {
      puzzle->problem = g_strdup (error->message);
      return;
    }
  if (pos.result != TOGUZ_ONGOING)
    {
      g_autofree char *end = toguz_game_end_describe (rules, &pos, NULL);
      /* Translators: %s says how the game ended, in a sentence or two. */
      puzzle->problem = g_strdup_printf (_("No task can be set here: the "
                                           "game is over. %s"),
                                         end);
      return;
    }
  /* The step keeps the moves a file played from its FEN as long as they
   * still lead to this board. */
  if (!(puzzle->step->has_position
        && toguz_position_equal (&puzzle->step->position, &pos)))
    toguz_step_set_position (puzzle->step, rules, &pos);
}

/* The board shown while the setup breaks a rule: what a position can hold
 * of it (the first tuzdik of each side). */
static void
setup_as_position (const ToguzRuleset *rules, const ToguzSetup *setup,
                   ToguzPosition *pos)
{
  memset (pos, 0, sizeof *pos);
  pos->tuzdik[0] = pos->tuzdik[1] = -1;
  for (unsigned ring = 0; ring < 2u * rules->holes; ring++)
    {
      ToguzSide owner = (ToguzSide) (toguz_ring_side (rules, ring) ^ 1);
      pos->holes[ring] = (uint8_t) MIN (setup->holes[ring], 255);
      if (setup->tuzdik[ring])
        {
          pos->holes[ring] = 0;
          if (pos->tuzdik[owner] < 0)
            pos->tuzdik[owner] = (int8_t) ring;
        }
    }
  pos->kazan[0] = (uint8_t) MIN (setup->kazan[0], 255);
  pos->kazan[1] = (uint8_t) MIN (setup->kazan[1], 255);
  pos->side = setup->side;
  pos->ply = (uint16_t) (2u * (MAX (setup->move_number, 1u) - 1u)
                         + setup->side);
}

/* The title, the file and unsaved changes */

static void
update_title (TutorSetEditor *self)
{
  const char *title = toguz_lesson_text_get_source (self->title);
  g_autofree char *name = NULL;

  if (title == NULL || *title == '\0')
    title = _("Untitled Exercise Set");
  g_free (self->title_text);
  self->title_text = self->modified ? g_strdup_printf ("• %s", title)
                                    : g_strdup (title);
  g_free (self->subtitle_text);
  if (self->file)
    {
      name = g_file_get_basename (self->file);
      self->subtitle_text = self->modified
                              ? g_strdup_printf (_("%s — not saved"), name)
                              : g_strdup (name);
    }
  else
    self->subtitle_text = g_strdup (_("Not saved yet"));
  gtk_label_set_text (self->modified_label,
                      self->modified ? _("Unsaved changes") : "");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUBTITLE]);
}

static void
set_modified (TutorSetEditor *self, gboolean modified)
{
  if (modified)
    self->edits++;
  if (self->modified == modified)
    return;
  self->modified = modified;
  update_title (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

static void
edited (TutorSetEditor *self)
{
  set_modified (self, TRUE);
}

static void
toast (TutorSetEditor *self, const char *text)
{
  /* A toast's title is markup; a file name may hold an ampersand. */
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  adw_toast_overlay_add_toast (self->toasts, adw_toast_new (escaped));
}

static void
show_message (TutorSetEditor *self, const char *text)
{
  gtk_label_set_text (self->message_label, text ? text : "");
  gtk_revealer_set_reveal_child (self->message_revealer, text != NULL);
}

/* The board */

static void
show_board (TutorSetEditor *self)
{
  Puzzle *puzzle = current_puzzle (self);
  const ToguzRuleset *rules = &puzzle->step->rules;
  ToguzPosition shown;
  guint solution_from = 0, solution_to = 0;

  if (self->browsing)
    return;
  if (puzzle->problem == NULL)
    shown = puzzle->step->position;
  else
    setup_as_position (rules, &puzzle->setup, &shown);
  tutor_board_set_interactive (self->board, TRUE);
  tutor_board_set_position (self->board, rules, &shown);

  if (self->have_answer && self->answer.best_move >= 0)
    {
      ToguzPosition after;
      ToguzEvent event;
      unsigned hole = (unsigned) self->answer.best_move;

      solution_from = 1u << toguz_ring_index (rules, (ToguzSide) shown.side,
                                              hole);
      if (toguz_position_play (rules, &shown, hole, &after, &event)
          == TOGUZ_MOVE_OK)
        solution_to = 1u << event.last;
    }
  tutor_board_clear_highlights (self->board);
  tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_HINT,
                             solution_from);
  tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_TARGET,
                             solution_to);
  if (self->selected_ring >= 0)
    tutor_board_set_highlight (self->board, TUTOR_HIGHLIGHT_LAST_MOVE,
                               1u << self->selected_ring);

  gtk_label_set_text (self->problem_label,
                      puzzle->problem ? puzzle->problem : "");
  gtk_revealer_set_reveal_child (self->problem_revealer,
                                 puzzle->problem != NULL);
}

/* The hole chosen, the kazans, the side to move and the variant. */
static void
show_position_tools (TutorSetEditor *self)
{
  Puzzle *puzzle = current_puzzle (self);
  const ToguzRuleset *rules = &puzzle->step->rules;
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
      gboolean tuzdik = puzzle->setup.tuzdik[ring];

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->hole_row),
                                     name);
      adw_action_row_set_subtitle (self->hole_row,
                                   tuzdik ? (side == TOGUZ_WHITE
                                               ? _("Black’s tuzdik")
                                               : _("White’s tuzdik"))
                                          : _("Stones in the hole"));
      gtk_adjustment_set_value (self->hole_adjustment,
                                puzzle->setup.holes[ring]);
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
                            puzzle->setup.kazan[TOGUZ_WHITE]);
  gtk_adjustment_set_value (self->black_kazan_adjustment,
                            puzzle->setup.kazan[TOGUZ_BLACK]);
  gtk_toggle_button_set_active (puzzle->setup.side == TOGUZ_WHITE
                                  ? self->white_to_move
                                  : self->black_to_move,
                                TRUE);
  for (guint i = 0; i < toguz_ruleset_n_variants (); i++)
    if (g_strcmp0 (toguz_ruleset_nth_variant (i)->name, rules->name) == 0)
      adw_combo_row_set_selected (self->variant_row, i);
  self->updating--;
}

/* The board changed: the core judges it, the engine looks again, and the
 * solutions stated for the old board are dropped. */
static void
position_changed (TutorSetEditor *self)
{
  Puzzle *puzzle = current_puzzle (self);

  validate (puzzle);
  /* What was stated for the old board is the core's to work out again. */
  g_ptr_array_set_size (puzzle->step->task->solutions, 0);
  puzzle->step->task->answer_stated = FALSE;
  self->have_answer = FALSE;
  show_board (self);
  show_position_tools (self);
  update_list_row (self, self->current);
  update_actions (self);
  schedule_check (self);
  edited (self);
}

/* The engine's check */

static void
set_check (TutorSetEditor *self, const char *icon, const char *kind,
           const char *title, const char *detail)
{
  static const char *kinds[] = { "success", "warning", "error", "info" };

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    gtk_widget_remove_css_class (self->check_box, kinds[i]);
  gtk_widget_add_css_class (self->check_box, kind);
  if (icon)
    {
      gtk_image_set_from_icon_name (self->check_icon, icon);
      gtk_spinner_stop (self->check_spinner);
      gtk_stack_set_visible_child_name (self->check_icon_stack, "icon");
    }
  else
    {
      gtk_spinner_start (self->check_spinner);
      gtk_stack_set_visible_child_name (self->check_icon_stack, "spinner");
    }
  gtk_label_set_text (self->check_title, title);
  gtk_label_set_text (self->check_detail, detail ? detail : "");
  gtk_widget_set_visible (GTK_WIDGET (self->check_detail),
                          detail && *detail);
  g_free (self->check_text);
  self->check_text = detail && *detail ? g_strdup_printf ("%s\n%s", title,
                                                          detail)
                                       : g_strdup (title);
}

/* What the engine found, in words. */
static void
show_answer (TutorSetEditor *self)
{
  Puzzle *puzzle = current_puzzle (self);
  const ToguzRuleset *rules = &puzzle->step->rules;
  const ToguzPosition *pos = &puzzle->step->position;
  const ToguzTask *task = puzzle->step->task;
  const ToguzGoalAnswer *answer = &self->answer;
  unsigned n = toguz_mask_count (answer->achieving);
  g_autofree char *title = NULL;
  g_autoptr (GString) detail = g_string_new (NULL);
  const char *icon = "emblem-ok-symbolic", *kind = "success";

  if (!answer->decided && answer->achieving == 0)
    {
      title = g_strdup (_("The engine cannot settle this goal here within "
                          "its limits: choose a position nearer the end, or "
                          "a simpler goal."));
      icon = "dialog-warning-symbolic";
      kind = "warning";
    }
  else if (answer->achieving == 0)
    {
      title = g_strdup (_("Unsolvable: no move achieves this goal here."));
      icon = "dialog-error-symbolic";
      kind = "error";
    }
  else
    {
      g_autofree char *moves
        = toguz_moves_notation (rules, pos, answer->achieving);
      g_autofree char *best
        = answer->best_move >= 0
            ? toguz_moves_notation (rules, pos, 1u << answer->best_move)
            : g_strdup ("");
      if (n == 1)
        title = g_strdup_printf (_("One solution: %s."), moves);
      else if (answer->unique)
        title = g_strdup_printf (ngettext ("%u move achieves the goal, but "
                                           "%s stands out: one solution.",
                                           "%u moves achieve the goal, but "
                                           "%s stands out: one solution.",
                                           n),
                                 n, best);
      else if (task->accept_any)
        title = g_strdup_printf (ngettext ("%u move achieves the goal (%s): "
                                           "the task accepts any of them.",
                                           "%u moves achieve the goal (%s): "
                                           "the task accepts any of them.",
                                           n),
                                 n, moves);
      else
        {
          title = g_strdup_printf (ngettext ("Ambiguous: %u move achieves "
                                             "the goal (%s). Accept any of "
                                             "them, or set up a position "
                                             "where one move stands out.",
                                             "Ambiguous: %u moves achieve "
                                             "the goal (%s). Accept any of "
                                             "them, or set up a position "
                                             "where one move stands out.",
                                             n),
                                   n, moves);
          icon = "dialog-warning-symbolic";
          kind = "warning";
        }
    }

  if (answer->proof_length > 0)
    {
      g_autofree char *line = toguz_line_notation (rules, pos, answer->proof,
                                                   answer->proof_length);
      ToguzPosition after;
      ToguzEvent event;

      g_string_append_printf (detail, _("The engine’s line: %s."), line);
      if (toguz_position_play (rules, pos, answer->proof[0], &after, &event)
          == TOGUZ_MOVE_OK)
        {
          g_autofree char *what = toguz_event_describe (rules, &event);
          g_string_append_printf (detail, " %s", what);
        }
    }
  /* The checker's rule: no comment on a move the task counts as right. */
  for (guint i = 0; i < task->wrongs->len; i++)
    {
      const ToguzWrong *wrong = g_ptr_array_index (task->wrongs, i);
      if (wrong->kind == TOGUZ_WRONG_MOVE
          && ((answer->achieving >> wrong->hole) & 1u)
          && (task->accept_any || n == 1 || answer->unique))
        {
          if (detail->len)
            g_string_append_c (detail, '\n');
          g_string_append_printf (detail, _("The comment on hole %u is for "
                                            "a move that achieves the "
                                            "goal."),
                                  wrong->hole + 1);
          icon = "dialog-warning-symbolic";
          kind = "warning";
        }
    }
  set_check (self, icon, kind, title, detail->str);
}

static void
show_check (TutorSetEditor *self)
{
  Puzzle *puzzle = current_puzzle (self);
  ToguzTask *task = puzzle->step->task;

  if (self->browsing)
    return;
  if (puzzle->problem)
    set_check (self, "action-unavailable-symbolic", "info",
               _("The engine waits for a position that keeps the rules."),
               NULL);
  else if (task->kind == TOGUZ_TASK_MOVES)
    set_check (self, "dialog-information-symbolic", "info",
               _("This task lists the moves it accepts: they are checked "
                 "when the set is saved."),
               NULL);
  else if (task->kind == TOGUZ_TASK_PREDICT)
    set_check (self, "dialog-information-symbolic", "info",
               _("This task asks for a prediction: the core works out the "
                 "answer when the set is saved."),
               NULL);
  else if (self->have_answer)
    show_answer (self);
  else
    {
      g_autofree char *goal = toguz_goal_describe (&puzzle->step->rules,
                                                   &task->goal);
      /* Translators: %s is the goal, as the tutor words it. */
      g_autofree char *detail = g_strdup_printf (_("Goal: %s"), goal);
      set_check (self, NULL, "info", _("The engine is checking…"), detail);
    }
}

typedef struct
{
  TutorSetEditor *self;
  guint epoch;
} CheckJob;

static void
on_solved (GObject *source, GAsyncResult *result, gpointer data)
{
  CheckJob *job = data;
  TutorSetEditor *self = job->self;
  ToguzGoalAnswer answer;
  g_autoptr (GError) error = NULL;
  gboolean ok = tutor_engine_solve_finish (TUTOR_ENGINE (source), result,
                                           &answer, &error);

  if (job->epoch == self->check_epoch)
    {
      Puzzle *puzzle = current_puzzle (self);
      ToguzTask *task = puzzle->step->task;

      self->checking = FALSE;
      g_clear_object (&self->check_cancellable);
      if (ok)
        {
          self->answer = answer;
          self->have_answer = TRUE;
          /* The engine's line becomes the stated solution when the task
           * has one answer, or accepts them all. */
          if (task->solutions->len == 0 && answer.proof_length > 0
              && answer.achieving != 0
              && (toguz_mask_count (answer.achieving) == 1 || answer.unique
                  || task->accept_any))
            {
              GArray *line = g_array_new (FALSE, FALSE, sizeof (uint8_t));
              g_array_append_vals (line, answer.proof, answer.proof_length);
              g_ptr_array_add (task->solutions, line);
            }
        }
      show_check (self);
      show_board (self);
    }
  g_object_unref (self);
  g_free (job);
}

static gboolean
run_check (gpointer data)
{
  TutorSetEditor *self = data;
  Puzzle *puzzle = current_puzzle (self);
  CheckJob *job;

  self->check_source = 0;
  /* A page nobody sees leaves the engine to the others; it checks when
   * shown. */
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->check_waiting = TRUE;
      return G_SOURCE_REMOVE;
    }
  job = g_new0 (CheckJob, 1);
  if (self->engine == NULL)
    self->engine = tutor_engine_new ();
  self->check_cancellable = g_cancellable_new ();
  self->checking = TRUE;
  job->self = g_object_ref (self);
  job->epoch = self->check_epoch;
  tutor_engine_solve_async (self->engine, &puzzle->step->rules,
                            &puzzle->step->position,
                            &puzzle->step->task->goal,
                            MAX (puzzle->step->task->margin, 1),
                            self->check_cancellable, on_solved, job);
  return G_SOURCE_REMOVE;
}

static void
cancel_check (TutorSetEditor *self)
{
  self->check_epoch++;
  self->check_waiting = FALSE;
  g_clear_handle_id (&self->check_source, g_source_remove);
  if (self->check_cancellable)
    g_cancellable_cancel (self->check_cancellable);
  g_clear_object (&self->check_cancellable);
  self->checking = FALSE;
  self->have_answer = FALSE;
}

/* After every change of the board or the goal, the engine looks again,
 * once the teacher pauses. */
static void
schedule_check (TutorSetEditor *self)
{
  Puzzle *puzzle = current_puzzle (self);

  cancel_check (self);
  if (puzzle->problem == NULL
      && puzzle->step->task->kind == TOGUZ_TASK_GOAL)
    self->check_source = g_timeout_add (CHECK_DELAY_MS, run_check, self);
  show_check (self);
}

static void
update_actions (TutorSetEditor *self)
{
  gboolean valid = TRUE;
  GtkWidget *widget = GTK_WIDGET (self);

  for (guint i = 0; i < self->puzzles->len; i++)
    valid &= ((Puzzle *) g_ptr_array_index (self->puzzles, i))->problem
             == NULL;
  gtk_widget_action_set_enabled (widget, "editor.save",
                                 valid && !self->saving && !self->browsing);
  gtk_widget_action_set_enabled (widget, "editor.save-as",
                                 valid && !self->saving && !self->browsing);
  gtk_widget_action_set_enabled (widget, "editor.move-up",
                                 self->current > 0);
  gtk_widget_action_set_enabled (widget, "editor.move-down",
                                 self->current + 1 < self->puzzles->len);
  gtk_widget_action_set_enabled (widget, "editor.delete-puzzle",
                                 self->puzzles->len > 1);
  gtk_widget_action_set_enabled (widget, "editor.add-hint",
                                 current_task (self)->hints->len < MAX_HINTS);
  gtk_widget_action_set_enabled (widget, "editor.record-previous",
                                 self->browsing
                                   && gtk_adjustment_get_value (
                                        self->record_adjustment)
                                        > 0);
  gtk_widget_action_set_enabled (widget, "editor.record-next",
                                 self->browsing
                                   && gtk_adjustment_get_value (
                                        self->record_adjustment)
                                        < gtk_adjustment_get_upper (
                                          self->record_adjustment));
}

/* The list of puzzles */

static char *
puzzle_summary (const Puzzle *puzzle)
{
  const ToguzTask *task = puzzle->step->task;
  g_autofree char *what = toguz_task_dup_prompt (task, &puzzle->step->rules);

  /* Translators: a puzzle in the editor's list: its task and difficulty. */
  return g_strdup_printf (_("%s · difficulty %d"), what,
                          puzzle->step->difficulty);
}

static void
fill_row (TutorSetEditor *self, GtkWidget *row, guint index)
{
  Puzzle *puzzle = g_ptr_array_index (self->puzzles, index);
  g_autofree char *title = g_strdup_printf ("%u. %s", index + 1,
                                            puzzle->step->id);
  g_autofree char *subtitle = puzzle_summary (puzzle);
  GtkWidget *icon = g_object_get_data (G_OBJECT (row), "icon");

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_visible (icon, puzzle->problem != NULL);
}

static void
update_list_row (TutorSetEditor *self, guint index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->puzzle_list,
                                                      (int) index);

  if (row)
    fill_row (self, GTK_WIDGET (row), index);
}

static void
rebuild_list (TutorSetEditor *self)
{
  GtkWidget *child;

  self->updating++;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->puzzle_list))))
    gtk_list_box_remove (self->puzzle_list, child);
  for (guint i = 0; i < self->puzzles->len; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *icon = gtk_image_new_from_icon_name (
        "dialog-warning-symbolic");

      gtk_widget_add_css_class (icon, "warning");
      gtk_widget_set_tooltip_text (icon, _("The position breaks a rule"));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), icon);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 2);
      g_object_set_data (G_OBJECT (row), "icon", icon);
      fill_row (self, row, i);
      gtk_list_box_append (self->puzzle_list, row);
      if (i == self->current)
        gtk_list_box_select_row (self->puzzle_list, GTK_LIST_BOX_ROW (row));
    }
  self->updating--;
}

static void
on_puzzle_row_selected (TutorSetEditor *self, GtkListBoxRow *row)
{
  if (self->updating || row == NULL)
    return;
  tutor_set_editor_select_puzzle (self,
                                  (guint) gtk_list_box_row_get_index (row));
  /* Over the puzzle, the list makes way once one is chosen. */
  if (adw_flap_get_folded (self->flap))
    adw_flap_set_reveal_flap (self->flap, FALSE);
}

/* The board keeps its share of the height as the page grows or shrinks;
 * dragging the handle changes the share. */
static gboolean
place_paned (gpointer data)
{
  TutorSetEditor *self = data;
  int max = 0;

  self->paned_idle = 0;
  g_object_get (self->paned, "max-position", &max, NULL);
  self->placing_paned = TRUE;
  gtk_paned_set_position (self->paned, (int) (max * self->paned_share));
  self->placing_paned = FALSE;
  return G_SOURCE_REMOVE;
}

static void
on_paned_max_position (TutorSetEditor *self)
{
  /* Not while the paned is being allocated. */
  if (self->paned_idle == 0)
    self->paned_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, place_paned,
                                        self, NULL);
}

static void
on_paned_position (TutorSetEditor *self)
{
  int max = 0;

  g_object_get (self->paned, "max-position", &max, NULL);
  if (!self->placing_paned && max > 0
      && gtk_widget_get_mapped (GTK_WIDGET (self->paned)))
    self->paned_share = CLAMP ((double) gtk_paned_get_position (self->paned)
                                 / max,
                               0.2, 0.9);
}

/* The texts, in the language edited */

static const char *
text_in (const ToguzLessonText *text, const char *lang)
{
  const char *value;

  if (text == NULL)
    return "";
  value = lang ? toguz_lesson_text_get_inline (text, lang)
               : toguz_lesson_text_get_source (text);
  return value ? value : "";
}

/* The source text beside a translation, for the teacher to follow. */
static void
set_source_tooltip (TutorSetEditor *self, GtkWidget *row,
                    const ToguzLessonText *text)
{
  const char *source = text ? toguz_lesson_text_get_source (text) : NULL;
  g_autofree char *tip = NULL;

  if (self->lang && source)
    /* Translators: shown over a translation: the English text. */
    tip = g_strdup_printf (_("In English: %s"), source);
  gtk_widget_set_tooltip_text (row, tip);
}

static void
set_entry (AdwEntryRow *row, const char *text)
{
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (row)), text) != 0)
    gtk_editable_set_text (GTK_EDITABLE (row), text);
}

/* Sets *text's string in the language edited, creating the text. */
static void
store_text (TutorSetEditor *self, ToguzLessonText **text, const char *value)
{
  if (*text == NULL)
    *text = toguz_lesson_text_new ();
  toguz_lesson_text_set (*text, self->lang, value);
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
      g_ptr_array_remove_index (current_task (self)->wrongs, index);
      show_texts (self);
      if (self->have_answer)
        show_check (self);
      edited (self);
    }
}

static GtkWidget *
removable_row (TutorSetEditor *self, const char *title, const char *tooltip)
{
  GtkWidget *row = adw_entry_row_new ();
  GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");

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
  ToguzWrong *wrong;

  if (self->updating || !g_ptr_array_find (self->wrong_rows, row, &index))
    return;
  wrong = g_ptr_array_index (current_task (self)->wrongs, index);
  store_text (self, &wrong->comment,
              gtk_editable_get_text (GTK_EDITABLE (row)));
  edited (self);
}

static void
show_texts (TutorSetEditor *self)
{
  Puzzle *puzzle = current_puzzle (self);
  ToguzTask *task = puzzle->step->task;
  const ToguzLessonText *intro = puzzle->step->texts->len
                                   ? g_ptr_array_index (puzzle->step->texts,
                                                        0)
                                   : NULL;
  const ToguzLessonText *prompt = task->prompts->len
                                    ? g_ptr_array_index (task->prompts, 0)
                                    : NULL;
  g_autofree char *automatic = NULL;
  g_autofree char *description = NULL;

  self->updating++;
  set_entry (self->set_title_row, text_in (self->title, self->lang));
  set_entry (self->set_summary_row, text_in (self->summary, self->lang));
  set_source_tooltip (self, GTK_WIDGET (self->set_title_row), self->title);
  set_source_tooltip (self, GTK_WIDGET (self->set_summary_row),
                      self->summary);
  set_entry (self->intro_row, text_in (intro, self->lang));
  set_source_tooltip (self, GTK_WIDGET (self->intro_row), intro);
  set_entry (self->prompt_row, text_in (prompt, self->lang));
  set_source_tooltip (self, GTK_WIDGET (self->prompt_row), prompt);
  set_entry (self->success_row, text_in (task->success, self->lang));
  set_source_tooltip (self, GTK_WIDGET (self->success_row), task->success);

  /* What the learner sees without a prompt: the goal in the tutor's
   * words. */
  {
    ToguzTask bare = *task;
    g_autoptr (GPtrArray) none = g_ptr_array_new ();
    bare.prompts = none;
    automatic = toguz_task_dup_prompt (&bare, &puzzle->step->rules);
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

  /* The hints */
  for (guint i = 0; i < self->hint_rows->len; i++)
    adw_preferences_group_remove (self->hints_group,
                                  g_ptr_array_index (self->hint_rows, i));
  g_ptr_array_set_size (self->hint_rows, 0);
  for (guint i = 0; i < task->hints->len; i++)
    {
      const ToguzLessonText *hint = g_ptr_array_index (task->hints, i);
      int rung = g_array_index (task->hint_rungs, int, i);
      /* Translators: a hint and its rung on the ladder (1 to 4). */
      g_autofree char *title = g_strdup_printf (_("Hint, rung %d"), rung);
      GtkWidget *row = removable_row (self, title, _("Remove the Hint"));

      gtk_editable_set_text (GTK_EDITABLE (row), text_in (hint, self->lang));
      set_source_tooltip (self, row, hint);
      g_signal_connect (row, "changed", G_CALLBACK (on_hint_changed), self);
      adw_preferences_group_add (self->hints_group, row);
      g_ptr_array_add (self->hint_rows, row);
    }

  /* The comments on wrong moves, for the holes this board has */
  for (guint hole = 0; hole < TOGUZ_MAX_HOLES; hole++)
    gtk_widget_set_visible (self->wrong_buttons[hole],
                            hole < puzzle->step->rules.holes);
  for (guint i = 0; i < self->wrong_rows->len; i++)
    adw_preferences_group_remove (self->wrongs_group,
                                  g_ptr_array_index (self->wrong_rows, i));
  g_ptr_array_set_size (self->wrong_rows, 0);
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
            task, &puzzle->step->rules, wrong->answer);
          /* Translators: a wrong answer to a prediction: "w9", "12". */
          title = g_strdup_printf (_("Answering %s"), answer);
        }
      row = removable_row (self, title, _("Remove the Comment"));
      gtk_editable_set_text (GTK_EDITABLE (row),
                             text_in (wrong->comment, self->lang));
      set_source_tooltip (self, row, wrong->comment);
      g_signal_connect (row, "changed", G_CALLBACK (on_wrong_changed), self);
      adw_preferences_group_add (self->wrongs_group, row);
      g_ptr_array_add (self->wrong_rows, row);
    }
  self->updating--;
  update_actions (self);
}

/* The task */

static void
show_task (TutorSetEditor *self)
{
  Puzzle *puzzle = current_puzzle (self);
  ToguzTask *task = puzzle->step->task;
  gboolean goal = task->kind == TOGUZ_TASK_GOAL;
  ToguzGoalKind kind = task->goal.kind;

  self->updating++;
  gtk_widget_set_sensitive (GTK_WIDGET (self->goal_row), goal);
  if (goal)
    adw_combo_row_set_selected (self->goal_row, kind);
  gtk_widget_set_visible (GTK_WIDGET (self->amount_row),
                          goal
                            && (kind == TOGUZ_GOAL_CAPTURE
                                || kind == TOGUZ_GOAL_LAND
                                || kind == TOGUZ_GOAL_GAIN));
  gtk_widget_set_visible (GTK_WIDGET (self->plies_row),
                          goal && kind == TOGUZ_GOAL_GAIN);
  gtk_widget_set_visible (GTK_WIDGET (self->accept_row), goal);
  if (kind == TOGUZ_GOAL_LAND)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->amount_row),
                                     _("Hole"));
      gtk_adjustment_configure (self->amount_adjustment, task->goal.amount,
                                1, puzzle->step->rules.holes, 1, 1, 0);
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
                                toguz_ruleset_total (&puzzle->step->rules),
                                1, 10, 0);
    }
  gtk_switch_set_active (self->accept_switch, task->accept_any);

  set_entry (self->puzzle_id_row, puzzle->step->id ? puzzle->step->id : "");
  for (guint i = 0; i < 5; i++)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (
                                    self->difficulty_buttons[i]),
                                  puzzle->step->difficulty == (int) i + 1);
  for (guint i = 0; i < self->theme_buttons->len; i++)
    gtk_toggle_button_set_active (
      g_ptr_array_index (self->theme_buttons, i),
      puzzle->step->themes
        && g_strv_contains ((const char *const *) puzzle->step->themes,
                            toguz_lesson_themes ()[i]));
  set_entry (self->source_game_row,
             puzzle->step->source_game ? puzzle->step->source_game : "");
  gtk_adjustment_set_value (self->source_move_adjustment,
                            puzzle->step->source_move);
  self->updating--;
}

static void
show_puzzle (TutorSetEditor *self)
{
  show_board (self);
  show_position_tools (self);
  show_task (self);
  show_texts (self);
  update_actions (self);
  schedule_check (self);
}

/* The public API: the set */

static void
replace_set (TutorSetEditor *self, ToguzLessonText *title,
             ToguzLessonText *summary, const char *id,
             const ToguzRuleset *rules, GPtrArray *puzzles, GFile *file)
{
  cancel_check (self);
  toguz_lesson_text_free (self->title);
  self->title = title ? title : toguz_lesson_text_new ();
  toguz_lesson_text_free (self->summary);
  self->summary = summary ? summary : toguz_lesson_text_new ();
  g_free (self->id);
  self->id = g_strdup (id);
  self->rules = *rules;
  g_ptr_array_unref (self->puzzles);
  self->puzzles = puzzles;
  for (guint i = 0; i < puzzles->len; i++)
    validate (g_ptr_array_index (puzzles, i));
  self->current = 0;
  self->selected_ring = -1;
  g_set_object (&self->file, file);
  g_clear_pointer (&self->deleted, puzzle_free);
  self->browsing = FALSE;
  gtk_revealer_set_reveal_child (self->record_revealer, FALSE);
  gtk_widget_set_sensitive (self->form_scroller, TRUE);
  show_message (self, NULL);

  self->updating++;
  set_entry (self->set_id_row, self->id);
  for (guint i = 0; i < toguz_ruleset_n_variants (); i++)
    if (g_strcmp0 (toguz_ruleset_nth_variant (i)->name, rules->name) == 0)
      adw_combo_row_set_selected (self->set_variant_row, i);
  self->updating--;
  rebuild_list (self);
  show_puzzle (self);
  self->modified = TRUE;
  set_modified (self, FALSE);
  update_title (self);
}

void
tutor_set_editor_new_set (TutorSetEditor *self)
{
  GPtrArray *puzzles;

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) puzzle_free);
  g_ptr_array_add (puzzles, puzzle_new (toguz_ruleset_default (),
                                        "puzzle-1"));
  self->id_from_title = TRUE;
  replace_set (self, NULL, NULL, "exercise-set", toguz_ruleset_default (),
               puzzles, NULL);
}

static void
load_lesson (TutorSetEditor *self, ToguzLesson *lesson, GFile *file)
{
  GPtrArray *puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                         puzzle_free);
  g_autofree char *derived = NULL;

  for (guint i = 0; i < toguz_lesson_get_n_steps (lesson); i++)
    g_ptr_array_add (puzzles,
                     puzzle_from_step (toguz_lesson_get_step (lesson, i)));
  derived = toguz_lesson_id_from_title (
    toguz_lesson_text_get_source (toguz_lesson_get_title_text (lesson)),
    "exercise-set");
  self->id_from_title = g_strcmp0 (derived, toguz_lesson_get_id (lesson))
                        == 0;
  replace_set (self,
               toguz_lesson_text_copy (toguz_lesson_get_title_text (lesson)),
               toguz_lesson_text_copy (
                 toguz_lesson_get_summary_text (lesson)),
               toguz_lesson_get_id (lesson), toguz_lesson_get_rules (lesson),
               puzzles, file);
}

gboolean
tutor_set_editor_open_file (TutorSetEditor *self, GFile *file,
                            GError **error)
{
  g_autofree char *path = NULL;
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) lesson = NULL;

  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);
      g_autofree char *text = g_strdup_printf (_("“%s” is not a local file: "
                                                 "copy it to your computer "
                                                 "first."),
                                               uri);
      show_message (self, text);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, text);
      return FALSE;
    }
  lesson = toguz_lesson_load_file (path, problems);
  if (lesson == NULL)
    {
      g_autoptr (GString) text = g_string_new (NULL);
      g_autofree char *name = g_file_get_basename (file);

      g_string_printf (text, ngettext ("“%s” cannot be opened: %u problem.",
                                       "“%s” cannot be opened: %u problems.",
                                       problems->len),
                       name, problems->len);
      for (guint i = 0; i < problems->len; i++)
        {
          g_autofree char *line = toguz_lesson_problem_to_string (
            g_ptr_array_index (problems, i));
          g_string_append_printf (text, "\n%s", line);
        }
      show_message (self, text->str);
      g_set_error_literal (error, TOGUZ_ERROR, TOGUZ_ERROR_LESSON, text->str);
      return FALSE;
    }
  if (toguz_lesson_get_kind (lesson) != TOGUZ_LESSON_KIND_EXERCISE_SET)
    {
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *text = g_strdup_printf (_("“%s” is a lesson: the "
                                                 "editor writes exercise "
                                                 "sets."),
                                               name);
      show_message (self, text);
      g_set_error_literal (error, TOGUZ_ERROR, TOGUZ_ERROR_LESSON, text);
      return FALSE;
    }
  load_lesson (self, lesson, file);
  return TRUE;
}

ToguzLesson *
tutor_set_editor_get_lesson (TutorSetEditor *self)
{
  ToguzLesson *lesson;

  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), NULL);
  lesson = toguz_lesson_new (TOGUZ_LESSON_KIND_EXERCISE_SET, self->id,
                             self->file ? g_file_peek_path (self->file)
                                        : NULL);
  for (guint i = 0; i < self->puzzles->len; i++)
    {
      Puzzle *puzzle = g_ptr_array_index (self->puzzles, i);
      ToguzStep *step = toguz_step_copy (puzzle->step);
      ToguzTask *task = step->task;

      /* What is empty is not written: drop it here too, so that the model
       * is the one the file gives back. */
      for (guint t = step->texts->len; t > 0; t--)
        if (toguz_lesson_text_is_empty (g_ptr_array_index (step->texts,
                                                           t - 1)))
          g_ptr_array_remove_index (step->texts, t - 1);
      if (task->prompts->len
          && toguz_lesson_text_is_empty (g_ptr_array_index (task->prompts,
                                                            0)))
        g_ptr_array_set_size (task->prompts, 0);
      for (guint h = task->hints->len; h > 0; h--)
        if (toguz_lesson_text_is_empty (g_ptr_array_index (task->hints,
                                                           h - 1)))
          {
            g_ptr_array_remove_index (task->hints, h - 1);
            g_array_remove_index (task->hint_rungs, h - 1);
          }
      for (guint w = task->wrongs->len; w > 0; w--)
        {
          const ToguzWrong *wrong = g_ptr_array_index (task->wrongs, w - 1);
          if (toguz_lesson_text_is_empty (wrong->comment))
            g_ptr_array_remove_index (task->wrongs, w - 1);
        }
      if (toguz_lesson_text_is_empty (task->success))
        g_clear_pointer (&task->success, toguz_lesson_text_free);
      toguz_lesson_take_step (lesson, step);
    }
  toguz_lesson_set_meta (lesson, &self->rules, 0,
                         toguz_lesson_text_copy (self->title),
                         toguz_lesson_text_is_empty (self->summary)
                           ? NULL
                           : toguz_lesson_text_copy (self->summary));
  return lesson;
}

/* Saving: the loader and the checker read the text first. */
static gboolean
check_and_write (ToguzLesson *lesson, GFile *file, GError **error)
{
  g_autofree char *text = toguz_lesson_to_xml (lesson, error);
  g_autofree char *name = g_file_get_basename (file);
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) reread = NULL;
  g_autofree char *path = NULL;

  if (text == NULL)
    return FALSE;
  reread = toguz_lesson_load_data (text, strlen (text), name, problems);
  if (reread)
    {
      ToguzSearch *search = toguz_search_new (16);
      toguz_lesson_verify (reread, search, TOGUZ_LESSON_CHECK_BUDGET,
                           problems);
      toguz_search_free (search);
    }
  if (problems->len > 0)
    {
      g_autoptr (GString) message = g_string_new (NULL);

      g_string_printf (message,
                       ngettext ("Not saved: the check found %u problem.",
                                 "Not saved: the check found %u problems.",
                                 problems->len),
                       problems->len);
      for (guint i = 0; i < problems->len; i++)
        {
          const ToguzLessonProblem *problem = g_ptr_array_index (problems,
                                                                 i);
          const char *id = NULL;
          /* Name the puzzle rather than a line of a file not yet written. */
          for (guint s = 0; reread && s < toguz_lesson_get_n_steps (reread);
               s++)
            {
              const ToguzStep *step = toguz_lesson_get_step (reread, s);
              if (step->line <= problem->line
                  && (s + 1 == toguz_lesson_get_n_steps (reread)
                      || toguz_lesson_get_step (reread, s + 1)->line
                           > problem->line))
                id = step->id;
            }
          if (id)
            /* Translators: a problem the check found in a puzzle. */
            g_string_append_printf (message, _("\nPuzzle %s: %s"), id,
                                    problem->message);
          else
            g_string_append_printf (message, "\n%s", problem->message);
        }
      g_set_error_literal (error, TOGUZ_ERROR, TOGUZ_ERROR_LESSON,
                           message->str);
      return FALSE;
    }

  path = g_file_get_path (file);
  if (path)
    return toguz_lesson_save (lesson, path, error);
  /* Not a local path: GIO's replace is atomic as well. */
  return g_file_replace_contents (file, text, strlen (text), NULL, FALSE,
                                  G_FILE_CREATE_REPLACE_DESTINATION, NULL,
                                  NULL, error);
}

static void
saved (TutorSetEditor *self, GFile *file, guint edits)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *text = g_strdup_printf (_("Saved “%s”"), name);

  g_set_object (&self->file, file);
  show_message (self, NULL);
  /* Edits made while the check ran are still unsaved. */
  if (edits == self->edits)
    set_modified (self, FALSE);
  update_title (self);
  toast (self, text);
}

gboolean
tutor_set_editor_save_file (TutorSetEditor *self, GFile *file,
                            GError **error)
{
  g_autoptr (ToguzLesson) lesson = NULL;
  g_autoptr (GError) local = NULL;
  guint edits;

  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  for (guint i = 0; i < self->puzzles->len; i++)
    {
      Puzzle *puzzle = g_ptr_array_index (self->puzzles, i);
      if (puzzle->problem)
        {
          g_autofree char *text = g_strdup_printf (_("Not saved: the "
                                                     "position of puzzle %s "
                                                     "breaks a rule. %s"),
                                                   puzzle->step->id,
                                                   puzzle->problem);
          show_message (self, text);
          g_set_error_literal (error, TOGUZ_ERROR, TOGUZ_ERROR_FEN, text);
          return FALSE;
        }
    }
  edits = self->edits;
  lesson = tutor_set_editor_get_lesson (self);
  if (!check_and_write (lesson, file, &local))
    {
      show_message (self, local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  saved (self, file, edits);
  return TRUE;
}

/* The Save button's saving: the check runs off the main thread. */
typedef struct
{
  ToguzLesson *lesson;
  GFile *file;
  guint edits;
  GCallback then;
  gpointer then_data;
} SaveJob;

static void
save_job_free (SaveJob *job)
{
  g_object_unref (job->lesson);
  g_object_unref (job->file);
  g_free (job);
}

static void
save_thread (GTask *task, gpointer source, gpointer data,
             GCancellable *cancellable)
{
  SaveJob *job = data;
  GError *error = NULL;

  if (check_and_write (job->lesson, job->file, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
on_saved (GObject *source, GAsyncResult *result, gpointer data)
{
  TutorSetEditor *self = TUTOR_SET_EDITOR (source);
  SaveJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;

  self->saving = FALSE;
  if (self->disposed)
    return;
  update_actions (self);
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      show_message (self, error->message);
      return;
    }
  saved (self, job->file, job->edits);
  if (job->then)
    ((void (*) (gpointer)) job->then) (job->then_data);
}

static void
save_async (TutorSetEditor *self, GFile *file, GCallback then,
            gpointer then_data)
{
  g_autoptr (GTask) task = NULL;
  SaveJob *job;

  for (guint i = 0; i < self->puzzles->len; i++)
    if (((Puzzle *) g_ptr_array_index (self->puzzles, i))->problem)
      {
        /* The synchronous path says which puzzle. */
        tutor_set_editor_save_file (self, file, NULL);
        return;
      }
  job = g_new0 (SaveJob, 1);
  job->lesson = tutor_set_editor_get_lesson (self);
  job->file = g_object_ref (file);
  job->edits = self->edits;
  job->then = then;
  job->then_data = then_data;
  self->saving = TRUE;
  update_actions (self);
  task = g_task_new (self, NULL, on_saved, NULL);
  g_task_set_task_data (task, job, (GDestroyNotify) save_job_free);
  g_task_run_in_thread (task, save_thread);
}

/* File dialogs */

static GtkWindow *
parent_window (TutorSetEditor *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static void
add_filter (GtkFileChooser *chooser, const char *name,
            const char *const *patterns)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  for (guint i = 0; patterns[i]; i++)
    gtk_file_filter_add_pattern (filter, patterns[i]);
  gtk_file_chooser_add_filter (chooser, filter);
  g_object_unref (filter);
}

static void
add_set_filters (GtkFileChooser *chooser)
{
  add_filter (chooser, _("Exercise sets"),
              (const char *[]) { "*.xml", NULL });
  add_filter (chooser, _("All files"), (const char *[]) { "*", NULL });
}

typedef struct
{
  TutorSetEditor *self;
  GCallback then;
  gpointer then_data;
} Pending;

static void
on_save_as_response (GtkNativeDialog *dialog, int response, gpointer data)
{
  Pending *pending = data;
  TutorSetEditor *self = pending->self;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file
        = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      save_async (self, file, pending->then, pending->then_data);
    }
  g_clear_object (&self->dialog);
  g_free (pending);
}

static void
save_as (TutorSetEditor *self, GCallback then, gpointer then_data)
{
  GtkFileChooserNative *chooser;
  g_autofree char *name = g_strdup_printf ("%s.xml", self->id);
  Pending *pending;

  if (self->dialog)
    return;
  chooser = gtk_file_chooser_native_new (_("Save Exercise Set"),
                                         parent_window (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  if (self->file)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), self->file, NULL);
  else
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  add_set_filters (GTK_FILE_CHOOSER (chooser));
  pending = g_new0 (Pending, 1);
  pending->self = self;
  pending->then = then;
  pending->then_data = then_data;
  self->dialog = GTK_NATIVE_DIALOG (chooser);
  g_signal_connect (chooser, "response", G_CALLBACK (on_save_as_response),
                    pending);
  gtk_native_dialog_show (self->dialog);
}

static void
save (TutorSetEditor *self, GCallback then, gpointer then_data)
{
  if (self->file)
    save_async (self, self->file, then, then_data);
  else
    save_as (self, then, then_data);
}

static void
on_discard_response (AdwMessageDialog *dialog, const char *response,
                     gpointer data)
{
  Pending *pending = data;

  if (g_strcmp0 (response, "discard") == 0)
    ((void (*) (gpointer)) pending->then) (pending->then_data);
  else if (g_strcmp0 (response, "save") == 0)
    save (pending->self, pending->then, pending->then_data);
  g_free (pending);
}

void
tutor_set_editor_confirm_discard (TutorSetEditor *self, GCallback then,
                                  gpointer data)
{
  GtkWidget *dialog;
  Pending *pending;
  const char *title = toguz_lesson_text_get_source (self->title);

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  g_return_if_fail (then != NULL);
  if (!self->modified)
    {
      ((void (*) (gpointer)) then) (data);
      return;
    }
  dialog = adw_message_dialog_new (parent_window (self),
                                   _("Save the Changes?"), NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  _("The exercise set “%s” has changes that "
                                    "are not saved. Without saving, they "
                                    "are lost."),
                                  title && *title ? title
                                                  : _("Untitled Exercise "
                                                      "Set"));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog),
                                              "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog),
                                              "save",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog),
                                           "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog),
                                         "cancel");
  pending = g_new0 (Pending, 1);
  pending->self = self;
  pending->then = then;
  pending->then_data = data;
  g_signal_connect (dialog, "response", G_CALLBACK (on_discard_response),
                    pending);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_open_response (GtkNativeDialog *dialog, int response, gpointer data)
{
  TutorSetEditor *self = data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file
        = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      tutor_set_editor_open_file (self, file, NULL);
    }
  g_clear_object (&self->dialog);
}

static void
choose_set_to_open (gpointer data)
{
  TutorSetEditor *self = data;
  GtkFileChooserNative *chooser;

  if (self->dialog)
    return;
  chooser = gtk_file_chooser_native_new (_("Open Exercise Set"),
                                         parent_window (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN,
                                         _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  add_set_filters (GTK_FILE_CHOOSER (chooser));
  self->dialog = GTK_NATIVE_DIALOG (chooser);
  g_signal_connect (chooser, "response", G_CALLBACK (on_open_response), self);
  gtk_native_dialog_show (self->dialog);
}

static void
start_new_set (gpointer data)
{
  tutor_set_editor_new_set (TUTOR_SET_EDITOR (data));
}

/* Game records */

typedef struct
{
  GArray *positions;
  GArray *moves;
} Collected;

static void
collect_position (const ToguzRuleset *rules, const ToguzPosition *position,
                  const ToguzEvent *event, gpointer data)
{
  Collected *collected = data;
  char notation[TOGUZ_NOTATION_MAX];

  g_array_append_val (collected->positions, *position);
  toguz_notation_format (rules, event, notation);
  g_array_append_vals (collected->moves, notation, 1);
}

static gboolean
is_known (const char *value)
{
  return value && *value && g_strcmp0 (value, "?") != 0
         && g_strcmp0 (value, "-") != 0;
}

/* "White – Black, Event, Date", from what the record's tags say. */
static char *
record_name (const ToguzRecord *record, guint index)
{
  const char *white = toguz_record_get_tag (record, "White");
  const char *black = toguz_record_get_tag (record, "Black");
  g_autoptr (GString) name = g_string_new (NULL);
  static const char *more[] = { "Event", "Site", "Date" };

  if (is_known (white) || is_known (black))
    g_string_append_printf (name, "%s – %s", is_known (white) ? white : "?",
                            is_known (black) ? black : "?");
  for (guint i = 0; i < G_N_ELEMENTS (more); i++)
    {
      const char *value = toguz_record_get_tag (record, more[i]);
      if (!is_known (value))
        continue;
      if (name->len)
        g_string_append (name, ", ");
      g_string_append (name, value);
    }
  if (name->len == 0)
    /* Translators: a game of a record file without names or dates. */
    g_string_printf (name, _("Game %u"), index + 1);
  return g_string_free (g_steal_pointer (&name), FALSE);
}

static void
show_record_ply (TutorSetEditor *self)
{
  guint ply = (guint) gtk_adjustment_get_value (self->record_adjustment);
  const ToguzPosition *pos;
  g_autofree char *text = NULL;

  if (!self->browsing || ply >= self->record_positions->len)
    return;
  pos = &g_array_index (self->record_positions, ToguzPosition, ply);
  tutor_board_set_interactive (self->board, FALSE);
  tutor_board_set_position (self->board, &self->record_rules, pos);
  tutor_board_clear_highlights (self->board);
  if (ply == 0)
    text = g_strdup (_("The start"));
  else
    /* Translators: where the game record is shown: after ply N of M,
     * and that ply's move in notation ("45x"). */
    text = g_strdup_printf (_("Ply %u of %u: %s"), ply,
                            self->record_positions->len - 1,
                            &g_array_index (self->record_moves, char,
                                            (ply - 1) * TOGUZ_NOTATION_MAX));
  gtk_label_set_text (self->record_label, text);
  update_actions (self);
}

/* While a game is browsed, the puzzle's own tools rest. */
static void
set_browsing (TutorSetEditor *self, gboolean browsing)
{
  self->browsing = browsing;
  gtk_revealer_set_reveal_child (self->record_revealer, browsing);
  gtk_widget_set_sensitive (self->form_scroller, !browsing);
  if (browsing)
    {
      gtk_revealer_set_reveal_child (self->problem_revealer, FALSE);
      set_check (self, "x-office-document-symbolic", "info",
                 _("Step through the game, then use the position shown."),
                 _("The puzzle gets the game, the move and the side to move "
                   "as its source."));
    }
  else
    show_check (self);
  update_actions (self);
}

static void
on_record_ply_changed (TutorSetEditor *self)
{
  show_record_ply (self);
}

static void
leave_record (TutorSetEditor *self)
{
  set_browsing (self, FALSE);
  show_board (self);
}

gboolean
tutor_set_editor_select_record_game (TutorSetEditor *self, guint index,
                                     GError **error)
{
  g_autoptr (GArray) positions = NULL;
  g_autoptr (GArray) moves = NULL;
  g_autoptr (GError) local = NULL;
  const ToguzRecord *record;
  ToguzReplay replay;
  Collected collected;

  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), FALSE);
  g_return_val_if_fail (self->records && index < self->records->len, FALSE);

  record = g_ptr_array_index (self->records, index);
  positions = g_array_new (FALSE, FALSE, sizeof (ToguzPosition));
  moves = g_array_new (FALSE, FALSE, TOGUZ_NOTATION_MAX);
  collected.positions = positions;
  collected.moves = moves;
  if (!toguz_record_replay (record, current_rules (self), collect_position,
                            &collected, &replay, &local))
    {
      show_message (self, local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  g_array_prepend_val (positions, replay.start);
  g_clear_pointer (&self->record_positions, g_array_unref);
  self->record_positions = g_steal_pointer (&positions);
  g_clear_pointer (&self->record_moves, g_array_unref);
  self->record_moves = g_steal_pointer (&moves);
  self->record_rules = replay.rules;
  self->record_game = index;
  show_message (self, NULL);
  self->updating++;
  gtk_drop_down_set_selected (self->record_games, index);
  self->updating--;
  /* Browsing first: the adjustment's change shows the ply. */
  set_browsing (self, TRUE);
  gtk_adjustment_configure (self->record_adjustment, 0, 0,
                            self->record_positions->len - 1, 1, 10, 0);
  show_record_ply (self);
  return TRUE;
}

static void
on_record_game_selected (TutorSetEditor *self)
{
  guint index = gtk_drop_down_get_selected (self->record_games);

  if (self->updating || self->records == NULL
      || index == GTK_INVALID_LIST_POSITION || index == self->record_game)
    return;
  tutor_set_editor_select_record_game (self, index, NULL);
}

gboolean
tutor_set_editor_open_record (TutorSetEditor *self, GFile *file,
                              GError **error)
{
  g_autofree char *path = NULL;
  g_autoptr (GPtrArray) records = NULL;
  g_autoptr (GError) local = NULL;
  g_autoptr (GtkStringList) names = NULL;

  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    g_set_error_literal (&local, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                         _("The game record is not a local file."));
  else
    records = toguz_record_read_file (path, &local);
  if (records && records->len == 0)
    {
      g_autofree char *name = g_file_get_basename (file);
      g_set_error (&local, TOGUZ_ERROR, TOGUZ_ERROR_RECORD,
                   _("“%s” holds no game."), name);
      g_clear_pointer (&records, g_ptr_array_unref);
    }
  if (records == NULL)
    {
      show_message (self, local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }

  names = gtk_string_list_new (NULL);
  for (guint i = 0; i < records->len; i++)
    {
      g_autofree char *name = record_name (g_ptr_array_index (records, i),
                                           i);
      g_autofree char *numbered = g_strdup_printf ("%u. %s", i + 1, name);
      gtk_string_list_append (names, numbered);
    }
  g_clear_pointer (&self->records, g_ptr_array_unref);
  self->records = g_steal_pointer (&records);
  self->record_game = G_MAXUINT;
  self->updating++;
  gtk_drop_down_set_model (self->record_games, G_LIST_MODEL (names));
  self->updating--;
  return tutor_set_editor_select_record_game (self, 0, error);
}

guint
tutor_set_editor_get_record_n_games (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), 0);
  return self->records ? self->records->len : 0;
}

guint
tutor_set_editor_get_record_n_plies (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), 0);
  return self->browsing ? self->record_positions->len - 1 : 0;
}

void
tutor_set_editor_show_record_ply (TutorSetEditor *self, guint ply)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  g_return_if_fail (self->browsing);
  gtk_adjustment_set_value (self->record_adjustment, ply);
  show_record_ply (self);
}

void
tutor_set_editor_use_record_position (TutorSetEditor *self)
{
  guint ply;
  ToguzPosition pos;
  ToguzStep *step;
  g_autofree char *game = NULL;

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  g_return_if_fail (self->browsing);

  ply = (guint) gtk_adjustment_get_value (self->record_adjustment);
  pos = g_array_index (self->record_positions, ToguzPosition, ply);
  game = record_name (g_ptr_array_index (self->records, self->record_game),
                      self->record_game);
  set_browsing (self, FALSE);
  tutor_set_editor_set_position (self, &self->record_rules, &pos);
  step = current_puzzle (self)->step;
  /* The move the puzzle starts before, and whose it is. */
  toguz_step_set_source (step, game, toguz_position_move_number (&pos),
                         pos.side, step->source_url, step->source_note);
  show_task (self);
  update_list_row (self, self->current);
  update_actions (self);
}

static void
on_record_response (GtkNativeDialog *dialog, int response, gpointer data)
{
  TutorSetEditor *self = data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file
        = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      tutor_set_editor_open_record (self, file, NULL);
    }
  g_clear_object (&self->dialog);
}

/* Actions */

static void
action_new (GtkWidget *widget, const char *action, GVariant *parameter)
{
  tutor_set_editor_confirm_discard (TUTOR_SET_EDITOR (widget),
                                    G_CALLBACK (start_new_set), widget);
}

static void
action_open (GtkWidget *widget, const char *action, GVariant *parameter)
{
  tutor_set_editor_confirm_discard (TUTOR_SET_EDITOR (widget),
                                    G_CALLBACK (choose_set_to_open), widget);
}

static void
action_save (GtkWidget *widget, const char *action, GVariant *parameter)
{
  save (TUTOR_SET_EDITOR (widget), NULL, NULL);
}

static void
action_save_as (GtkWidget *widget, const char *action, GVariant *parameter)
{
  save_as (TUTOR_SET_EDITOR (widget), NULL, NULL);
}

static void
action_dismiss_message (GtkWidget *widget, const char *action,
                        GVariant *parameter)
{
  show_message (TUTOR_SET_EDITOR (widget), NULL);
}

static void
action_add_puzzle (GtkWidget *widget, const char *action,
                   GVariant *parameter)
{
  tutor_set_editor_add_puzzle (TUTOR_SET_EDITOR (widget));
}

static void
action_duplicate_puzzle (GtkWidget *widget, const char *action,
                         GVariant *parameter)
{
  tutor_set_editor_duplicate_puzzle (TUTOR_SET_EDITOR (widget));
}

static void
action_delete_puzzle (GtkWidget *widget, const char *action,
                      GVariant *parameter)
{
  TutorSetEditor *self = TUTOR_SET_EDITOR (widget);
  g_autofree char *id = g_strdup (current_puzzle (self)->step->id);
  g_autofree char *text = g_strdup_printf (_("Puzzle %s deleted"), id);
  AdwToast *toast;

  tutor_set_editor_delete_puzzle (self);
  toast = adw_toast_new (text);
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "editor.undo-delete");
  adw_toast_overlay_add_toast (self->toasts, toast);
}

static void
action_undo_delete (GtkWidget *widget, const char *action,
                    GVariant *parameter)
{
  TutorSetEditor *self = TUTOR_SET_EDITOR (widget);
  guint index;

  if (self->deleted == NULL)
    return;
  index = MIN (self->deleted_index, self->puzzles->len);
  g_ptr_array_insert (self->puzzles, (int) index,
                      g_steal_pointer (&self->deleted));
  self->current = index;
  self->selected_ring = -1;
  rebuild_list (self);
  show_puzzle (self);
  edited (self);
}

static void
action_move (GtkWidget *widget, const char *action, GVariant *parameter)
{
  tutor_set_editor_move_puzzle (TUTOR_SET_EDITOR (widget),
                                g_str_equal (action, "editor.move-up") ? -1
                                                                       : 1);
}

static void
action_set_fen (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorSetEditor *self = TUTOR_SET_EDITOR (widget);
  g_autofree char *fen = g_strstrip (g_strdup (
    gtk_editable_get_text (GTK_EDITABLE (self->fen_entry))));

  if (tutor_set_editor_set_fen (self, fen, NULL))
    gtk_popover_popdown (self->fen_popover);
}

static void
on_fen_entry_activate (TutorSetEditor *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "editor.set-fen", NULL);
}

static void
on_clipboard_text (GObject *source, GAsyncResult *result, gpointer data)
{
  TutorSetEditor *self = data;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (
                                                            source),
                                                          result, NULL);

  if (!self->disposed && text == NULL)
    show_message (self, _("The clipboard holds no text to read a position "
                          "from."));
  else if (!self->disposed)
    {
      gtk_editable_set_text (GTK_EDITABLE (self->fen_entry),
                             g_strstrip (text));
      if (tutor_set_editor_set_fen (self, g_strstrip (text), NULL))
        {
          gtk_popover_popdown (self->fen_popover);
          toast (self, _("Position set up"));
        }
    }
  g_object_unref (self);
}

static void
action_paste_fen (GtkWidget *widget, const char *action, GVariant *parameter)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL,
                                 on_clipboard_text, g_object_ref (widget));
}

static void
action_from_free_play (GtkWidget *widget, const char *action,
                       GVariant *parameter)
{
  TutorSetEditor *self = TUTOR_SET_EDITOR (widget);

  if (!g_signal_has_handler_pending (self, signals[FREE_PLAY_REQUESTED], 0,
                                     FALSE))
    {
      toast (self, _("Free play is not open here."));
      return;
    }
  g_signal_emit (self, signals[FREE_PLAY_REQUESTED], 0);
}

static void
action_open_record (GtkWidget *widget, const char *action,
                    GVariant *parameter)
{
  TutorSetEditor *self = TUTOR_SET_EDITOR (widget);
  GtkFileChooserNative *chooser;

  if (self->dialog)
    return;
  chooser = gtk_file_chooser_native_new (_("Open a Game Record"),
                                         parent_window (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN,
                                         _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  add_filter (GTK_FILE_CHOOSER (chooser), _("Game records"),
              (const char *[]) { "*.pgn", "*.txt", NULL });
  add_filter (GTK_FILE_CHOOSER (chooser), _("All files"),
              (const char *[]) { "*", NULL });
  self->dialog = GTK_NATIVE_DIALOG (chooser);
  g_signal_connect (chooser, "response", G_CALLBACK (on_record_response),
                    self);
  gtk_native_dialog_show (self->dialog);
}

static void
action_record_step (GtkWidget *widget, const char *action,
                    GVariant *parameter)
{
  TutorSetEditor *self = TUTOR_SET_EDITOR (widget);
  double value = gtk_adjustment_get_value (self->record_adjustment);

  gtk_adjustment_set_value (self->record_adjustment,
                            value + (g_str_equal (action,
                                                  "editor.record-next")
                                       ? 1
                                       : -1));
}

static void
action_record_use (GtkWidget *widget, const char *action,
                   GVariant *parameter)
{
  tutor_set_editor_use_record_position (TUTOR_SET_EDITOR (widget));
}

static void
action_record_cancel (GtkWidget *widget, const char *action,
                      GVariant *parameter)
{
  leave_record (TUTOR_SET_EDITOR (widget));
}

static void
action_add_hint (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorSetEditor *self = TUTOR_SET_EDITOR (widget);
  int index = tutor_set_editor_add_hint (self);

  if (index >= 0)
    gtk_widget_grab_focus (g_ptr_array_index (self->hint_rows, index));
}

static void
action_add_wrong (GtkWidget *widget, const char *action, GVariant *parameter)
{
  TutorSetEditor *self = TUTOR_SET_EDITOR (widget);
  guint hole = (guint) g_variant_get_int32 (parameter);
  ToguzTask *task = current_task (self);

  gtk_menu_button_popdown (self->add_wrong_button);
  for (guint i = 0; i < task->wrongs->len; i++)
    {
      const ToguzWrong *wrong = g_ptr_array_index (task->wrongs, i);
      if (wrong->kind == TOGUZ_WRONG_MOVE && wrong->hole == hole)
        {
          gtk_widget_grab_focus (g_ptr_array_index (self->wrong_rows, i));
          return;
        }
    }
  {
    ToguzWrong *wrong = g_new0 (ToguzWrong, 1);
    wrong->kind = TOGUZ_WRONG_MOVE;
    wrong->hole = hole;
    wrong->comment = toguz_lesson_text_new ();
    g_ptr_array_add (task->wrongs, wrong);
  }
  show_texts (self);
  gtk_widget_grab_focus (g_ptr_array_index (self->wrong_rows,
                                            self->wrong_rows->len - 1));
  edited (self);
}

static void
change_selected_stones (TutorSetEditor *self, int delta)
{
  Puzzle *puzzle = current_puzzle (self);
  guint ring;
  int stones;

  if (self->selected_ring < 0 || self->browsing)
    return;
  ring = (guint) self->selected_ring;
  if (puzzle->setup.tuzdik[ring])
    return;
  stones = (int) puzzle->setup.holes[ring] + delta;
  if (stones < 0 || stones > (int) toguz_ruleset_total (current_rules (self)))
    return;
  tutor_set_editor_set_hole_stones (self, toguz_ring_side (current_rules (self),
                                                           ring),
                                    toguz_ring_hole (current_rules (self),
                                                     ring),
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
          const ToguzRuleset *rules = current_rules (self);
          guint ring = (guint) self->selected_ring;
          tutor_set_editor_set_tuzdik (
            self, toguz_ring_side (rules, ring), toguz_ring_hole (rules, ring),
            !current_puzzle (self)->setup.tuzdik[ring]);
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
on_hole_spin_changed (TutorSetEditor *self)
{
  const ToguzRuleset *rules = current_rules (self);
  guint ring;

  if (self->updating || self->selected_ring < 0)
    return;
  ring = (guint) self->selected_ring;
  tutor_set_editor_set_hole_stones (
    self, toguz_ring_side (rules, ring), toguz_ring_hole (rules, ring),
    (guint) gtk_adjustment_get_value (self->hole_adjustment));
}

static void
on_tuzdik_toggled (TutorSetEditor *self)
{
  const ToguzRuleset *rules = current_rules (self);
  guint ring;

  if (self->updating || self->selected_ring < 0)
    return;
  ring = (guint) self->selected_ring;
  tutor_set_editor_set_tuzdik (self, toguz_ring_side (rules, ring),
                               toguz_ring_hole (rules, ring),
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
  self->rules = *toguz_ruleset_nth_variant (index);
  edited (self);
}

static void
on_goal_selected (TutorSetEditor *self)
{
  ToguzGoal goal = current_task (self)->goal;
  guint kind = adw_combo_row_get_selected (self->goal_row);

  if (self->updating || kind >= G_N_ELEMENTS (goal_labels))
    return;
  goal.kind = (ToguzGoalKind) kind;
  /* Reasonable numbers for a goal that takes them. */
  if (goal.kind == TOGUZ_GOAL_CAPTURE && goal.amount < 1)
    goal.amount = 10;
  if (goal.kind == TOGUZ_GOAL_LAND
      && (goal.amount < 1 || goal.amount > current_rules (self)->holes))
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
  ToguzGoal goal = current_task (self)->goal;

  if (self->updating)
    return;
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

static void
on_set_title_changed (TutorSetEditor *self)
{
  if (self->updating)
    return;
  tutor_set_editor_set_set_title (
    self, self->lang, gtk_editable_get_text (GTK_EDITABLE (self->set_title_row)));
}

static void
on_set_id_changed (TutorSetEditor *self)
{
  const char *text;

  if (self->updating)
    return;
  text = gtk_editable_get_text (GTK_EDITABLE (self->set_id_row));
  tutor_set_editor_set_set_id (self, text);
}

static void
on_set_summary_changed (TutorSetEditor *self)
{
  if (self->updating)
    return;
  store_text (self, &self->summary,
              gtk_editable_get_text (GTK_EDITABLE (self->set_summary_row)));
  edited (self);
}

static void
on_intro_changed (TutorSetEditor *self)
{
  if (self->updating)
    return;
  tutor_set_editor_set_intro (
    self, gtk_editable_get_text (GTK_EDITABLE (self->intro_row)));
}

static void
on_prompt_changed (TutorSetEditor *self)
{
  if (self->updating)
    return;
  tutor_set_editor_set_prompt (
    self, gtk_editable_get_text (GTK_EDITABLE (self->prompt_row)));
}

static void
on_success_changed (TutorSetEditor *self)
{
  if (self->updating)
    return;
  tutor_set_editor_set_success (
    self, gtk_editable_get_text (GTK_EDITABLE (self->success_row)));
}

static void
on_puzzle_id_changed (TutorSetEditor *self)
{
  if (self->updating)
    return;
  tutor_set_editor_set_puzzle_id (
    self, gtk_editable_get_text (GTK_EDITABLE (self->puzzle_id_row)));
}

static void
on_source_changed (TutorSetEditor *self)
{
  ToguzStep *step;

  if (self->updating)
    return;
  step = current_puzzle (self)->step;
  toguz_step_set_source (
    step, gtk_editable_get_text (GTK_EDITABLE (self->source_game_row)),
    (unsigned) gtk_adjustment_get_value (self->source_move_adjustment),
    step->source_side, step->source_url, step->source_note);
  edited (self);
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

/* The object */

static void
tutor_set_editor_map (GtkWidget *widget)
{
  TutorSetEditor *self = TUTOR_SET_EDITOR (widget);

  GTK_WIDGET_CLASS (tutor_set_editor_parent_class)->map (widget);
  if (self->check_waiting)
    schedule_check (self);
}

static void
tutor_set_editor_dispose (GObject *object)
{
  TutorSetEditor *self = TUTOR_SET_EDITOR (object);

  self->disposed = TRUE;
  cancel_check (self);
  g_clear_handle_id (&self->paned_idle, g_source_remove);
  if (self->dialog)
    gtk_native_dialog_destroy (self->dialog);
  g_clear_object (&self->dialog);
  G_OBJECT_CLASS (tutor_set_editor_parent_class)->dispose (object);
}

static void
tutor_set_editor_finalize (GObject *object)
{
  TutorSetEditor *self = TUTOR_SET_EDITOR (object);

  g_clear_object (&self->engine);
  g_clear_object (&self->file);
  toguz_lesson_text_free (self->title);
  toguz_lesson_text_free (self->summary);
  g_free (self->id);
  g_free (self->lang);
  g_free (self->title_text);
  g_free (self->subtitle_text);
  g_free (self->check_text);
  g_ptr_array_unref (self->puzzles);
  g_ptr_array_unref (self->theme_buttons);
  g_ptr_array_unref (self->hint_rows);
  g_ptr_array_unref (self->wrong_rows);
  puzzle_free (self->deleted);
  g_clear_pointer (&self->records, g_ptr_array_unref);
  g_clear_pointer (&self->record_positions, g_array_unref);
  g_clear_pointer (&self->record_moves, g_array_unref);
  G_OBJECT_CLASS (tutor_set_editor_parent_class)->finalize (object);
}

static void
tutor_set_editor_get_property (GObject *object, guint prop_id, GValue *value,
                               GParamSpec *pspec)
{
  TutorSetEditor *self = TUTOR_SET_EDITOR (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      g_value_set_string (value, self->title_text);
      break;
    case PROP_SUBTITLE:
      g_value_set_string (value, self->subtitle_text);
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, self->modified);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tutor_set_editor_class_init (TutorSetEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tutor_set_editor_dispose;
  object_class->finalize = tutor_set_editor_finalize;
  object_class->get_property = tutor_set_editor_get_property;
  widget_class->map = tutor_set_editor_map;

  properties[PROP_TITLE]
    = g_param_spec_string ("title", NULL, NULL, NULL,
                           G_PARAM_READABLE | G_PARAM_STATIC_STRINGS
                             | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SUBTITLE]
    = g_param_spec_string ("subtitle", NULL, NULL, NULL,
                           G_PARAM_READABLE | G_PARAM_STATIC_STRINGS
                             | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_MODIFIED]
    = g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                            G_PARAM_READABLE | G_PARAM_STATIC_STRINGS
                              | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TutorSetEditor::free-play-requested:
   *
   * The teacher asked for the free play game's position: the handler
   * gives it with tutor_set_editor_set_position().
   */
  signals[FREE_PLAY_REQUESTED]
    = g_signal_new ("free-play-requested", G_TYPE_FROM_CLASS (klass),
                    G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (TUTOR_TYPE_BOARD);
  gtk_widget_class_set_template_from_resource (
    widget_class, "/org/toguztutor/Tutor/editor/tutor-set-editor.ui");
#define BIND(name) \
  gtk_widget_class_bind_template_child (widget_class, TutorSetEditor, name)
  BIND (toasts);
  BIND (language_dropdown);
  BIND (modified_label);
  BIND (message_revealer);
  BIND (message_label);
  BIND (set_title_row);
  BIND (set_id_row);
  BIND (set_summary_row);
  BIND (set_variant_row);
  BIND (puzzle_list);
  BIND (flap);
  BIND (paned);
  BIND (record_revealer);
  BIND (record_games);
  BIND (record_adjustment);
  BIND (record_label);
  BIND (form_scroller);
  BIND (board);
  BIND (problem_revealer);
  BIND (problem_label);
  BIND (check_box);
  BIND (check_icon_stack);
  BIND (check_icon);
  BIND (check_spinner);
  BIND (check_title);
  BIND (check_detail);
  BIND (hole_row);
  BIND (hole_spin);
  BIND (hole_adjustment);
  BIND (tuzdik_button);
  BIND (white_kazan_adjustment);
  BIND (black_kazan_adjustment);
  BIND (white_to_move);
  BIND (black_to_move);
  BIND (variant_row);
  BIND (fen_popover);
  BIND (fen_entry);
  BIND (fen_error);
  BIND (goal_row);
  BIND (amount_row);
  BIND (amount_adjustment);
  BIND (plies_row);
  BIND (plies_adjustment);
  BIND (accept_row);
  BIND (accept_switch);
  BIND (texts_group);
  BIND (intro_row);
  BIND (prompt_row);
  BIND (success_row);
  BIND (hints_group);
  BIND (add_hint_button);
  BIND (wrongs_group);
  BIND (add_wrong_button);
  BIND (puzzle_id_row);
  BIND (difficulty_box);
  BIND (themes_box);
  BIND (source_game_row);
  BIND (source_move_adjustment);
#undef BIND
  gtk_widget_class_bind_template_callback (widget_class,
                                           on_puzzle_row_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_hole_activated);
  gtk_widget_class_bind_template_callback (widget_class,
                                           on_fen_entry_activate);

  gtk_widget_class_install_action (widget_class, "editor.new", NULL,
                                   action_new);
  gtk_widget_class_install_action (widget_class, "editor.open", NULL,
                                   action_open);
  gtk_widget_class_install_action (widget_class, "editor.save", NULL,
                                   action_save);
  gtk_widget_class_install_action (widget_class, "editor.save-as", NULL,
                                   action_save_as);
  gtk_widget_class_install_action (widget_class, "editor.dismiss-message",
                                   NULL, action_dismiss_message);
  gtk_widget_class_install_action (widget_class, "editor.add-puzzle", NULL,
                                   action_add_puzzle);
  gtk_widget_class_install_action (widget_class, "editor.duplicate-puzzle",
                                   NULL, action_duplicate_puzzle);
  gtk_widget_class_install_action (widget_class, "editor.delete-puzzle",
                                   NULL, action_delete_puzzle);
  gtk_widget_class_install_action (widget_class, "editor.undo-delete", NULL,
                                   action_undo_delete);
  gtk_widget_class_install_action (widget_class, "editor.move-up", NULL,
                                   action_move);
  gtk_widget_class_install_action (widget_class, "editor.move-down", NULL,
                                   action_move);
  gtk_widget_class_install_action (widget_class, "editor.set-fen", NULL,
                                   action_set_fen);
  gtk_widget_class_install_action (widget_class, "editor.paste-fen", NULL,
                                   action_paste_fen);
  gtk_widget_class_install_action (widget_class, "editor.from-free-play",
                                   NULL, action_from_free_play);
  gtk_widget_class_install_action (widget_class, "editor.open-record", NULL,
                                   action_open_record);
  gtk_widget_class_install_action (widget_class, "editor.record-previous",
                                   NULL, action_record_step);
  gtk_widget_class_install_action (widget_class, "editor.record-next", NULL,
                                   action_record_step);
  gtk_widget_class_install_action (widget_class, "editor.record-use", NULL,
                                   action_record_use);
  gtk_widget_class_install_action (widget_class, "editor.record-cancel",
                                   NULL, action_record_cancel);
  gtk_widget_class_install_action (widget_class, "editor.add-hint", NULL,
                                   action_add_hint);
  gtk_widget_class_install_action (widget_class, "editor.add-wrong", "i",
                                   action_add_wrong);

  /* Ctrl+O stays the application's; these act while the page has the
   * focus. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s,
                                       GDK_CONTROL_MASK, "editor.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "editor.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n,
                                       GDK_CONTROL_MASK, "editor.add-puzzle",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d,
                                       GDK_CONTROL_MASK,
                                       "editor.duplicate-puzzle", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up,
                                       GDK_ALT_MASK, "editor.move-up", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down,
                                       GDK_ALT_MASK, "editor.move-down",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "editor.paste-fen", NULL);
}

static GtkWidget *
wrong_move_menu (TutorSetEditor *self, GtkWidget **buttons)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *label = gtk_label_new (_("Which hole does the learner sow?"));
  GtkWidget *grid = gtk_grid_new ();

  gtk_widget_add_css_class (label, "dim-label");
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
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
      gtk_grid_attach (GTK_GRID (grid), button, hole, 0, 1, 1);
      buttons[hole] = button;
    }
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), grid);
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  return popover;
}

static void
tutor_set_editor_init (TutorSetEditor *self)
{
  g_autoptr (GtkStringList) language_names = gtk_string_list_new (NULL);
  g_autoptr (GtkStringList) variants = gtk_string_list_new (NULL);
  g_autoptr (GtkStringList) set_variants = gtk_string_list_new (NULL);
  g_autoptr (GtkStringList) goals = gtk_string_list_new (NULL);
  GtkEventController *key;
  GtkWidget *first = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                    puzzle_free);
  self->theme_buttons = g_ptr_array_new ();
  self->hint_rows = g_ptr_array_new ();
  self->wrong_rows = g_ptr_array_new ();
  self->selected_ring = -1;
  self->rules = *toguz_ruleset_default ();

  gtk_string_list_append (language_names, _("English, the source"));
  for (guint i = 0; i < TUTOR_N_LANGUAGES; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s · %s",
                                               tutor_languages[i].name,
                                               tutor_languages[i].code);
      gtk_string_list_append (language_names, name);
    }
  gtk_drop_down_set_model (self->language_dropdown,
                           G_LIST_MODEL (language_names));
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
  adw_combo_row_set_model (self->goal_row, G_LIST_MODEL (goals));

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
        _(theme_labels[i]));

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

  g_signal_connect_swapped (self->language_dropdown, "notify::selected",
                            G_CALLBACK (on_language_selected), self);
  g_signal_connect_swapped (self->set_title_row, "changed",
                            G_CALLBACK (on_set_title_changed), self);
  g_signal_connect_swapped (self->set_id_row, "changed",
                            G_CALLBACK (on_set_id_changed), self);
  g_signal_connect_swapped (self->set_summary_row, "changed",
                            G_CALLBACK (on_set_summary_changed), self);
  g_signal_connect_swapped (self->set_variant_row, "notify::selected",
                            G_CALLBACK (on_set_variant_selected), self);
  g_signal_connect_swapped (self->hole_adjustment, "value-changed",
                            G_CALLBACK (on_hole_spin_changed), self);
  g_signal_connect_swapped (self->tuzdik_button, "toggled",
                            G_CALLBACK (on_tuzdik_toggled), self);
  g_signal_connect_swapped (self->white_kazan_adjustment, "value-changed",
                            G_CALLBACK (on_kazan_changed), self);
  g_signal_connect_swapped (self->black_kazan_adjustment, "value-changed",
                            G_CALLBACK (on_kazan_changed), self);
  g_signal_connect_swapped (self->white_to_move, "toggled",
                            G_CALLBACK (on_side_toggled), self);
  g_signal_connect_swapped (self->variant_row, "notify::selected",
                            G_CALLBACK (on_variant_selected), self);
  g_signal_connect_swapped (self->goal_row, "notify::selected",
                            G_CALLBACK (on_goal_selected), self);
  g_signal_connect_swapped (self->amount_adjustment, "value-changed",
                            G_CALLBACK (on_goal_numbers_changed), self);
  g_signal_connect_swapped (self->plies_adjustment, "value-changed",
                            G_CALLBACK (on_goal_numbers_changed), self);
  g_signal_connect_swapped (self->accept_switch, "notify::active",
                            G_CALLBACK (on_accept_changed), self);
  g_signal_connect_swapped (self->intro_row, "changed",
                            G_CALLBACK (on_intro_changed), self);
  g_signal_connect_swapped (self->prompt_row, "changed",
                            G_CALLBACK (on_prompt_changed), self);
  g_signal_connect_swapped (self->success_row, "changed",
                            G_CALLBACK (on_success_changed), self);
  g_signal_connect_swapped (self->puzzle_id_row, "changed",
                            G_CALLBACK (on_puzzle_id_changed), self);
  g_signal_connect_swapped (self->source_game_row, "changed",
                            G_CALLBACK (on_source_changed), self);
  g_signal_connect_swapped (self->source_move_adjustment, "value-changed",
                            G_CALLBACK (on_source_changed), self);
  g_signal_connect_swapped (self->record_adjustment, "value-changed",
                            G_CALLBACK (on_record_ply_changed), self);
  g_signal_connect_swapped (self->record_games, "notify::selected",
                            G_CALLBACK (on_record_game_selected), self);

  self->paned_share = 0.6;
  g_signal_connect_swapped (self->paned, "notify::max-position",
                            G_CALLBACK (on_paned_max_position), self);
  g_signal_connect_swapped (self->paned, "notify::position",
                            G_CALLBACK (on_paned_position), self);

  /* + and − change the chosen hole, T makes it a tuzdik: keys the board
   * leaves to its parent. */
  key = gtk_event_controller_key_new ();
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_board_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self->board), key);

  tutor_set_editor_new_set (self);
}

GtkWidget *
tutor_set_editor_new (void)
{
  return g_object_new (TUTOR_TYPE_SET_EDITOR, NULL);
}

void
tutor_set_editor_set_engine (TutorSetEditor *self, TutorEngine *engine)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  g_return_if_fail (engine == NULL || TUTOR_IS_ENGINE (engine));

  if (self->engine == engine)
    return;
  cancel_check (self);
  g_set_object (&self->engine, engine);
  schedule_check (self);
}

TutorBoard *
tutor_set_editor_get_board (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), NULL);
  return self->board;
}

GFile *
tutor_set_editor_get_file (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), NULL);
  return self->file;
}

gboolean
tutor_set_editor_get_modified (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), FALSE);
  return self->modified;
}

const char *
tutor_set_editor_get_title (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), NULL);
  return self->title_text;
}

const char *
tutor_set_editor_get_subtitle (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), NULL);
  return self->subtitle_text;
}

void
tutor_set_editor_set_set_title (TutorSetEditor *self, const char *lang,
                                const char *title)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));

  toguz_lesson_text_set (self->title, lang, title);
  if (lang == NULL && self->id_from_title)
    {
      g_free (self->id);
      self->id = toguz_lesson_id_from_title (title, "exercise-set");
      self->updating++;
      set_entry (self->set_id_row, self->id);
      self->updating--;
    }
  if (g_strcmp0 (lang, self->lang) == 0)
    {
      self->updating++;
      set_entry (self->set_title_row, text_in (self->title, self->lang));
      self->updating--;
    }
  edited (self);
  update_title (self);
}

void
tutor_set_editor_set_set_id (TutorSetEditor *self, const char *id)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));

  g_free (self->id);
  /* Emptied, the id follows the title again. */
  self->id_from_title = id == NULL || *id == '\0';
  self->id = self->id_from_title
               ? toguz_lesson_id_from_title (
                   toguz_lesson_text_get_source (self->title), "exercise-set")
               : g_strdup (id);
  if (toguz_lesson_id_is_valid (self->id))
    gtk_widget_remove_css_class (GTK_WIDGET (self->set_id_row), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->set_id_row), "error");
  edited (self);
}

const char *
tutor_set_editor_get_set_id (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), NULL);
  return self->id;
}

guint
tutor_set_editor_get_n_puzzles (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), 0);
  return self->puzzles->len;
}

void
tutor_set_editor_select_puzzle (TutorSetEditor *self, guint index)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  g_return_if_fail (index < self->puzzles->len);

  if (self->browsing)
    leave_record (self);
  self->current = index;
  self->selected_ring = -1;
  self->updating++;
  gtk_list_box_select_row (self->puzzle_list,
                           gtk_list_box_get_row_at_index (self->puzzle_list,
                                                          (int) index));
  self->updating--;
  show_puzzle (self);
}

guint
tutor_set_editor_get_selected_puzzle (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), 0);
  return self->current;
}

static void
insert_puzzle (TutorSetEditor *self, Puzzle *puzzle)
{
  g_ptr_array_insert (self->puzzles, (int) self->current + 1, puzzle);
  self->current++;
  self->selected_ring = -1;
  validate (puzzle);
  rebuild_list (self);
  show_puzzle (self);
  edited (self);
}

void
tutor_set_editor_add_puzzle (TutorSetEditor *self)
{
  g_autofree char *id = NULL;

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  id = unique_puzzle_id (self, "puzzle");
  insert_puzzle (self, puzzle_new (&self->rules, id));
}

void
tutor_set_editor_duplicate_puzzle (TutorSetEditor *self)
{
  Puzzle *copy;
  g_autofree char *stem = NULL;

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  copy = puzzle_copy (current_puzzle (self));
  stem = g_strdup (copy->step->id ? copy->step->id : "puzzle");
  g_free (copy->step->id);
  copy->step->id = unique_puzzle_id (self, stem);
  insert_puzzle (self, copy);
}

void
tutor_set_editor_delete_puzzle (TutorSetEditor *self)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));

  if (self->puzzles->len < 2)
    return;
  puzzle_free (self->deleted);
  self->deleted = g_ptr_array_steal_index (self->puzzles, self->current);
  self->deleted_index = self->current;
  if (self->current >= self->puzzles->len)
    self->current = self->puzzles->len - 1;
  self->selected_ring = -1;
  rebuild_list (self);
  show_puzzle (self);
  edited (self);
}

void
tutor_set_editor_move_puzzle (TutorSetEditor *self, int delta)
{
  int to;
  gpointer moved;

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  to = (int) self->current + delta;
  if (to < 0 || to >= (int) self->puzzles->len || delta == 0)
    return;
  moved = g_ptr_array_steal_index (self->puzzles, self->current);
  g_ptr_array_insert (self->puzzles, to, moved);
  self->current = (guint) to;
  rebuild_list (self);
  update_actions (self);
  edited (self);
}

void
tutor_set_editor_select_hole (TutorSetEditor *self, ToguzSide side,
                              guint hole)
{
  const ToguzRuleset *rules;

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  rules = current_rules (self);
  g_return_if_fail (hole < rules->holes);

  self->selected_ring = (int) toguz_ring_index (rules, side, hole);
  show_board (self);
  show_position_tools (self);
}

int
tutor_set_editor_get_selected_ring (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), -1);
  return self->selected_ring;
}

void
tutor_set_editor_set_hole_stones (TutorSetEditor *self, ToguzSide side,
                                  guint hole, guint stones)
{
  Puzzle *puzzle;
  guint ring;

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  puzzle = current_puzzle (self);
  g_return_if_fail (hole < puzzle->step->rules.holes);

  ring = toguz_ring_index (&puzzle->step->rules, side, hole);
  puzzle->setup.holes[ring] = (uint16_t) MIN (stones, 999);
  /* A hole that is given stones is an ordinary hole again. */
  if (stones > 0)
    puzzle->setup.tuzdik[ring] = FALSE;
  self->selected_ring = (int) ring;
  position_changed (self);
}

void
tutor_set_editor_set_kazan (TutorSetEditor *self, ToguzSide side,
                            guint stones)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  current_puzzle (self)->setup.kazan[side] = (uint16_t) MIN (stones, 999);
  position_changed (self);
}

void
tutor_set_editor_set_tuzdik (TutorSetEditor *self, ToguzSide side,
                             guint hole, gboolean tuzdik)
{
  Puzzle *puzzle;
  guint ring;

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  puzzle = current_puzzle (self);
  g_return_if_fail (hole < puzzle->step->rules.holes);

  ring = toguz_ring_index (&puzzle->step->rules, side, hole);
  if (puzzle->setup.tuzdik[ring] == tuzdik)
    return;
  puzzle->setup.tuzdik[ring] = tuzdik;
  if (tuzdik)
    {
      /* The stones of a hole won as a tuzdik are its owner's. */
      puzzle->setup.kazan[side ^ 1] += puzzle->setup.holes[ring];
      puzzle->setup.holes[ring] = 0;
    }
  self->selected_ring = (int) ring;
  position_changed (self);
}

void
tutor_set_editor_set_side_to_move (TutorSetEditor *self, ToguzSide side)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  if (current_puzzle (self)->setup.side == side)
    return;
  current_puzzle (self)->setup.side = (uint8_t) side;
  position_changed (self);
}

gboolean
tutor_set_editor_set_variant (TutorSetEditor *self, const char *variant,
                              GError **error)
{
  Puzzle *puzzle;
  ToguzRuleset rules;

  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), FALSE);
  if (!toguz_ruleset_from_name (variant, &rules, error))
    return FALSE;
  puzzle = current_puzzle (self);
  if (rules.holes != puzzle->step->rules.holes
      || rules.stones != puzzle->step->rules.stones)
    {
      ToguzPosition start;
      toguz_position_init (&rules, &start);
      toguz_setup_from_position (&rules, &start, &puzzle->setup);
      self->selected_ring = -1;
    }
  puzzle->step->rules = rules;
  /* The step's position was of the old rules: judged again. */
  puzzle->step->has_position = FALSE;
  position_changed (self);
  show_task (self);
  return TRUE;
}

char *
tutor_set_editor_dup_fen (TutorSetEditor *self)
{
  char fen[TOGUZ_FEN_MAX];

  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), NULL);
  toguz_setup_format_fen (current_rules (self), &current_puzzle (self)->setup,
                          fen);
  return g_strdup (fen);
}

const char *
tutor_set_editor_get_position_problem (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), NULL);
  return current_puzzle (self)->problem;
}

gboolean
tutor_set_editor_set_fen (TutorSetEditor *self, const char *fen,
                          GError **error)
{
  ToguzPosition pos;
  g_autoptr (GError) local = NULL;

  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), FALSE);
  g_return_val_if_fail (fen != NULL, FALSE);

  if (!toguz_position_from_fen (current_rules (self), fen, &pos, &local))
    {
      gtk_label_set_text (self->fen_error, local->message);
      gtk_widget_set_visible (GTK_WIDGET (self->fen_error), TRUE);
      show_message (self, local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->fen_error), FALSE);
  show_message (self, NULL);
  tutor_set_editor_set_position (self, current_rules (self), &pos);
  return TRUE;
}

void
tutor_set_editor_set_position (TutorSetEditor *self,
                               const ToguzRuleset *rules,
                               const ToguzPosition *pos)
{
  Puzzle *puzzle;
  gboolean same_rules;

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  g_return_if_fail (rules != NULL && pos != NULL);

  if (self->browsing)
    leave_record (self);
  puzzle = current_puzzle (self);
  same_rules = g_strcmp0 (rules->name, puzzle->step->rules.name) == 0
               && rules->origin_return == puzzle->step->rules.origin_return;
  if (!same_rules)
    {
      /* Keep the core's name: the ruleset is a copy of a named one. */
      ToguzRuleset named;
      if (toguz_ruleset_parse (rules->name, &named))
        {
          named.origin_return = rules->origin_return;
          puzzle->step->rules = named;
        }
      else
        puzzle->step->rules = *rules;
    }
  toguz_setup_from_position (&puzzle->step->rules, pos, &puzzle->setup);
  puzzle->step->has_position = FALSE;
  self->selected_ring = -1;
  position_changed (self);
  if (!same_rules)
    show_task (self);
}

void
tutor_set_editor_set_goal (TutorSetEditor *self, const ToguzGoal *goal)
{
  ToguzTask *task;

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  g_return_if_fail (goal != NULL);

  task = current_task (self);
  task->kind = TOGUZ_TASK_GOAL;
  task->goal = *goal;
  g_ptr_array_set_size (task->solutions, 0);
  show_task (self);
  show_texts (self);
  update_list_row (self, self->current);
  schedule_check (self);
  edited (self);
}

void
tutor_set_editor_set_accept_any (TutorSetEditor *self, gboolean accept_any)
{
  ToguzTask *task;

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  task = current_task (self);
  if (task->accept_any == accept_any)
    return;
  task->accept_any = accept_any;
  self->updating++;
  gtk_switch_set_active (self->accept_switch, accept_any);
  self->updating--;
  /* The answer is the same; what it means for the task is not. */
  if (self->have_answer)
    {
      g_ptr_array_set_size (task->solutions, 0);
      if (self->answer.proof_length > 0
          && (accept_any || toguz_mask_count (self->answer.achieving) == 1
              || self->answer.unique))
        {
          GArray *line = g_array_new (FALSE, FALSE, sizeof (uint8_t));
          g_array_append_vals (line, self->answer.proof,
                               self->answer.proof_length);
          g_ptr_array_add (task->solutions, line);
        }
      show_check (self);
    }
  edited (self);
}

void
tutor_set_editor_set_difficulty (TutorSetEditor *self, int difficulty)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  g_return_if_fail (difficulty >= 1 && difficulty <= 5);

  current_puzzle (self)->step->difficulty = difficulty;
  self->updating++;
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (
                                  self->difficulty_buttons[difficulty - 1]),
                                TRUE);
  self->updating--;
  update_list_row (self, self->current);
  edited (self);
}

void
tutor_set_editor_set_theme (TutorSetEditor *self, const char *theme,
                            gboolean on)
{
  ToguzStep *step;
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  const char *const *themes = toguz_lesson_themes ();

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  g_return_if_fail (g_strv_contains (themes, theme));

  step = current_puzzle (self)->step;
  /* In the format's order, each once. */
  for (guint i = 0; themes[i]; i++)
    {
      gboolean had = step->themes
                     && g_strv_contains ((const char *const *) step->themes,
                                         themes[i]);
      if (g_strcmp0 (themes[i], theme) == 0 ? on : had)
        g_strv_builder_add (builder, themes[i]);
    }
  g_strfreev (step->themes);
  step->themes = g_strv_builder_end (builder);
  self->updating++;
  for (guint i = 0; i < self->theme_buttons->len; i++)
    if (g_strcmp0 (themes[i], theme) == 0)
      gtk_toggle_button_set_active (g_ptr_array_index (self->theme_buttons,
                                                       i),
                                    on);
  self->updating--;
  edited (self);
}

void
tutor_set_editor_set_puzzle_id (TutorSetEditor *self, const char *id)
{
  ToguzStep *step;
  gboolean taken = FALSE;

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  step = current_puzzle (self)->step;
  g_free (step->id);
  step->id = g_strdup (id);
  /* Progress is kept by id: each puzzle needs its own. */
  for (guint i = 0; i < self->puzzles->len; i++)
    taken |= i != self->current
             && g_strcmp0 (((Puzzle *) g_ptr_array_index (self->puzzles, i))
                             ->step->id,
                           id)
                  == 0;
  if (toguz_lesson_id_is_valid (id) && !taken)
    gtk_widget_remove_css_class (GTK_WIDGET (self->puzzle_id_row), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->puzzle_id_row), "error");
  self->updating++;
  set_entry (self->puzzle_id_row, id ? id : "");
  self->updating--;
  update_list_row (self, self->current);
  edited (self);
}

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
  show_texts (self);
}

const char *
tutor_set_editor_get_language (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), NULL);
  return self->lang;
}

/* Sets the text in the language edited, and the field that shows it. */
static void
set_text_field (TutorSetEditor *self, ToguzLessonText **text,
                AdwEntryRow *row, const char *value)
{
  store_text (self, text, value);
  self->updating++;
  set_entry (row, text_in (*text, self->lang));
  self->updating--;
  edited (self);
}

void
tutor_set_editor_set_prompt (TutorSetEditor *self, const char *text)
{
  ToguzTask *task;
  ToguzLessonText *prompt;

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  task = current_task (self);
  if (task->prompts->len == 0)
    g_ptr_array_add (task->prompts, toguz_lesson_text_new ());
  prompt = g_ptr_array_index (task->prompts, 0);
  set_text_field (self, &prompt, self->prompt_row, text);
  update_list_row (self, self->current);
}

void
tutor_set_editor_set_intro (TutorSetEditor *self, const char *text)
{
  ToguzStep *step;
  ToguzLessonText *intro;

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  step = current_puzzle (self)->step;
  if (step->texts->len == 0)
    g_ptr_array_add (step->texts, toguz_lesson_text_new ());
  intro = g_ptr_array_index (step->texts, 0);
  set_text_field (self, &intro, self->intro_row, text);
}

void
tutor_set_editor_set_success (TutorSetEditor *self, const char *text)
{
  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  set_text_field (self, &current_task (self)->success, self->success_row,
                  text);
}

int
tutor_set_editor_add_hint (TutorSetEditor *self)
{
  ToguzTask *task;
  int rung = 0;

  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), -1);
  task = current_task (self);
  if (task->hints->len >= MAX_HINTS)
    return -1;
  /* The next rung after the last hint, or the first one free. */
  for (guint i = 0; i < task->hint_rungs->len; i++)
    rung = MAX (rung, g_array_index (task->hint_rungs, int, i));
  if (rung >= MAX_HINTS)
    for (rung = 0; toguz_task_find_hint (task, rung + 1); rung++)
      ;
  rung++;
  g_ptr_array_add (task->hints, toguz_lesson_text_new ());
  g_array_append_val (task->hint_rungs, rung);
  show_texts (self);
  edited (self);
  return (int) task->hints->len - 1;
}

void
tutor_set_editor_set_hint (TutorSetEditor *self, guint index,
                           const char *text)
{
  ToguzTask *task;
  ToguzLessonText *hint;

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  task = current_task (self);
  g_return_if_fail (index < task->hints->len);

  hint = g_ptr_array_index (task->hints, index);
  set_text_field (self, &hint, g_ptr_array_index (self->hint_rows, index),
                  text);
}

void
tutor_set_editor_remove_hint (TutorSetEditor *self, guint index)
{
  ToguzTask *task;

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  task = current_task (self);
  g_return_if_fail (index < task->hints->len);

  g_ptr_array_remove_index (task->hints, index);
  g_array_remove_index (task->hint_rungs, index);
  show_texts (self);
  edited (self);
}

guint
tutor_set_editor_get_n_hints (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), 0);
  return current_task (self)->hints->len;
}

void
tutor_set_editor_set_wrong_comment (TutorSetEditor *self, guint hole,
                                    const char *text)
{
  ToguzTask *task;
  ToguzWrong *wrong = NULL;

  g_return_if_fail (TUTOR_IS_SET_EDITOR (self));
  task = current_task (self);
  g_return_if_fail (hole < current_rules (self)->holes);

  for (guint i = 0; i < task->wrongs->len && !wrong; i++)
    {
      ToguzWrong *other = g_ptr_array_index (task->wrongs, i);
      if (other->kind == TOGUZ_WRONG_MOVE && other->hole == hole)
        wrong = other;
    }
  if (wrong == NULL)
    {
      wrong = g_new0 (ToguzWrong, 1);
      wrong->kind = TOGUZ_WRONG_MOVE;
      wrong->hole = hole;
      g_ptr_array_add (task->wrongs, wrong);
    }
  store_text (self, &wrong->comment, text);
  show_texts (self);
  if (self->have_answer)
    show_check (self);
  edited (self);
}

const char *
tutor_set_editor_get_check_text (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), NULL);
  return self->check_text;
}

const ToguzGoalAnswer *
tutor_set_editor_get_check_answer (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), NULL);
  return self->have_answer ? &self->answer : NULL;
}

gboolean
tutor_set_editor_is_idle (TutorSetEditor *self)
{
  g_return_val_if_fail (TUTOR_IS_SET_EDITOR (self), FALSE);
  return self->check_source == 0 && !self->checking && !self->saving;
}
