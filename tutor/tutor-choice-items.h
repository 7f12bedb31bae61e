/* tutor-choice-items.h: the items of a drop-down, shown whole
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * AdwComboRow cuts its items' names after twenty characters, so "Leave
 * the opponent without a move" lost its end.  These list item factories
 * wrap a long name instead, in the popover and in the row, and keep a
 * narrow page narrow; a drop-down's popover shows its names whole.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* The row's items (GtkStringObject) wrapped, in its popover with a check
 * at the chosen one. */
void tutor_combo_row_wrap_items (AdwComboRow *row);

/* The drop-down's button shows its model's strings (GtkStringObject) as
 * its factory does; its popover shows them wrapped, or the longer
 * `names` (one for each item) when not NULL. */
void tutor_drop_down_set_long_names (GtkDropDown *drop_down,
                                     const char *const *names);

G_END_DECLS
