/* tutor-check-card.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Which moves are right is the core's judge's to say
 * (toguz_task_right_moves()): the card only words it.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "toguz-explain-text.h"
#include "toguz-task-judge.h"
#include "toguz-text.h"
#include "tutor-check-card.h"

struct _TutorCheckCard
{
  GtkBox parent_instance;

  GtkStack *check_icon_stack;
  GtkImage *check_icon;
  GtkSpinner *check_spinner;
  GtkLabel *check_title;
  GtkLabel *check_detail;

  char *text;
};

G_DEFINE_FINAL_TYPE (TutorCheckCard, tutor_check_card, GTK_TYPE_BOX)

void
tutor_check_card_set_state (TutorCheckCard *self, const char *icon,
                            const char *kind, const char *title,
                            const char *detail)
{
  static const char *kinds[] = { "success", "warning", "error", "info" };

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    gtk_widget_remove_css_class (GTK_WIDGET (self), kinds[i]);
  gtk_widget_add_css_class (GTK_WIDGET (self), kind);
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
  g_free (self->text);
  self->text = detail && *detail ? g_strdup_printf ("%s\n%s", title, detail)
                                 : g_strdup (title);
}


const char *
tutor_check_card_get_text (TutorCheckCard *self)
{
  g_return_val_if_fail (TUTOR_IS_CHECK_CARD (self), NULL);
  return self->text;
}

/* What the engine found, and what the core's judge makes of it for this
 * task, in words: the same verdict the checker and the tutor give. */
void
tutor_check_card_show_answer (TutorCheckCard *self,
                              const ToguzRuleset *rules,
                              const ToguzPosition *pos,
                              const ToguzTask *task,
                              const ToguzGoalAnswer *answer)
{
  unsigned n = toguz_mask_count (answer->achieving);
  g_autofree char *title = NULL;
  g_autoptr (GString) detail = g_string_new (NULL);
  const char *icon = "emblem-ok-symbolic", *kind = "success";
  ToguzTaskVerdict verdict;

  toguz_task_right_moves (task, rules, pos, 0, answer, &verdict);
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
      g_autofree char *right
        = toguz_moves_notation (rules, pos, verdict.right);
      if (verdict.ambiguous)
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
      else if (n == 1)
        title = g_strdup_printf (_("One solution: %s."), moves);
      else if (task->accept_any)
        title = g_strdup_printf (ngettext ("%u move achieves the goal (%s): "
                                           "the task accepts any of them.",
                                           "%u moves achieve the goal (%s): "
                                           "the task accepts any of them.",
                                           n),
                                 n, moves);
      else if (toguz_mask_count (verdict.right) == 1)
        title = g_strdup_printf (ngettext ("%u move achieves the goal, but "
                                           "%s stands out: one solution.",
                                           "%u moves achieve the goal, but "
                                           "%s stands out: one solution.",
                                           n),
                                 n, right);
      else
        title = g_strdup_printf (_("The task takes %s and no other move."),
                                 right);
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
  /* The checker's rule: no comment on a move the task takes. */
  for (guint i = 0; i < task->wrongs->len; i++)
    {
      const ToguzWrong *wrong = g_ptr_array_index (task->wrongs, i);
      if (wrong->kind == TOGUZ_WRONG_MOVE
          && ((verdict.right >> wrong->hole) & 1u))
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
  tutor_check_card_set_state (self, icon, kind, title, detail->str);
}

/* The engine's line as the stated solution, where the core's judge takes
 * its first move and the task is not ambiguous. */
static void
state_engine_line (ToguzTask *task, const ToguzStep *step,
                   const ToguzGoalAnswer *answer)
{
  ToguzTaskVerdict verdict;
  GArray *line;

  if (answer->proof_length == 0)
    return;
  toguz_task_right_moves (task, &step->rules, &step->position, 0, answer,
                          &verdict);
  if (verdict.ambiguous || !((verdict.right >> answer->proof[0]) & 1u))
    return;
  line = g_array_new (FALSE, FALSE, sizeof (uint8_t));
  g_array_append_vals (line, answer->proof, answer->proof_length);
  g_ptr_array_add (task->solutions, line);
}

void
tutor_check_card_state_solution (ToguzTask *task, const ToguzStep *step,
                                 const ToguzGoalAnswer *answer)
{
  if (task->solutions->len == 0)
    state_engine_line (task, step, answer);
}

void
tutor_check_card_restate_solution (ToguzTask *task, const ToguzStep *step,
                                   const ToguzGoalAnswer *answer)
{
  g_ptr_array_set_size (task->solutions, 0);
  state_engine_line (task, step, answer);
}

static void
tutor_check_card_finalize (GObject *object)
{
  TutorCheckCard *self = TUTOR_CHECK_CARD (object);

  g_free (self->text);
  G_OBJECT_CLASS (tutor_check_card_parent_class)->finalize (object);
}

static void
tutor_check_card_class_init (TutorCheckCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tutor_check_card_finalize;
  gtk_widget_class_set_template_from_resource (
    widget_class, "/org/toguztutor/Tutor/editor/tutor-check-card.ui");
  gtk_widget_class_bind_template_child (widget_class, TutorCheckCard,
                                        check_icon_stack);
  gtk_widget_class_bind_template_child (widget_class, TutorCheckCard,
                                        check_icon);
  gtk_widget_class_bind_template_child (widget_class, TutorCheckCard,
                                        check_spinner);
  gtk_widget_class_bind_template_child (widget_class, TutorCheckCard,
                                        check_title);
  gtk_widget_class_bind_template_child (widget_class, TutorCheckCard,
                                        check_detail);
}

static void
tutor_check_card_init (TutorCheckCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tutor_check_card_new (void)
{
  return g_object_new (TUTOR_TYPE_CHECK_CARD, NULL);
}
