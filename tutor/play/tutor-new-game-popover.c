/* tutor-new-game-popover.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tutor-new-game-popover.h"

struct _TutorNewGamePopover
{
  GtkPopover parent_instance;

  AdwComboRow *opponent_row;
  AdwComboRow *side_row;
  AdwComboRow *variant_row;
};

G_DEFINE_FINAL_TYPE (TutorNewGamePopover, tutor_new_game_popover,
                     GTK_TYPE_POPOVER)

static void
on_opponent_selected (TutorNewGamePopover *self)
{
  /* Two people need no side chosen. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->side_row),
                            adw_combo_row_get_selected (self->opponent_row)
                              != TUTOR_OPPONENT_HUMAN);
}

static void
tutor_new_game_popover_class_init (TutorNewGamePopoverClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (
    widget_class, "/org/toguztutor/Tutor/play/tutor-new-game-popover.ui");
  gtk_widget_class_bind_template_child (widget_class, TutorNewGamePopover,
                                        opponent_row);
  gtk_widget_class_bind_template_child (widget_class, TutorNewGamePopover,
                                        side_row);
  gtk_widget_class_bind_template_child (widget_class, TutorNewGamePopover,
                                        variant_row);
}

static void
tutor_new_game_popover_init (TutorNewGamePopover *self)
{
  g_autoptr (GtkStringList) variants = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  /* The core's variants, in its order. */
  for (size_t i = 0; i < toguz_ruleset_n_variants (); i++)
    gtk_string_list_append (variants,
                            tutor_variant_label (
                              toguz_ruleset_nth_variant (i)));
  adw_combo_row_set_model (self->variant_row, G_LIST_MODEL (variants));
  g_signal_connect_swapped (self->opponent_row, "notify::selected",
                            G_CALLBACK (on_opponent_selected), self);
  on_opponent_selected (self);
}

GtkWidget *
tutor_new_game_popover_new (void)
{
  return g_object_new (TUTOR_TYPE_NEW_GAME_POPOVER, NULL);
}

void
tutor_new_game_popover_get_choice (TutorNewGamePopover *self,
                                   TutorOpponent *opponent, ToguzSide *human,
                                   const ToguzRuleset **rules)
{
  g_return_if_fail (TUTOR_IS_NEW_GAME_POPOVER (self));

  *opponent = (TutorOpponent) adw_combo_row_get_selected (self->opponent_row);
  *human = adw_combo_row_get_selected (self->side_row) == 0 ? TOGUZ_WHITE
                                                            : TOGUZ_BLACK;
  *rules = toguz_ruleset_nth_variant (
    adw_combo_row_get_selected (self->variant_row));
}

void
tutor_new_game_popover_set_choice (TutorNewGamePopover *self,
                                   TutorOpponent opponent, ToguzSide human,
                                   const char *variant)
{
  g_return_if_fail (TUTOR_IS_NEW_GAME_POPOVER (self));

  adw_combo_row_set_selected (self->opponent_row, opponent);
  adw_combo_row_set_selected (self->side_row, human);
  for (guint i = 0; i < toguz_ruleset_n_variants (); i++)
    if (g_strcmp0 (toguz_ruleset_nth_variant (i)->name, variant) == 0)
      adw_combo_row_set_selected (self->variant_row, i);
}
