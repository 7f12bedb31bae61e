/* tutor-fold-box.h: two children side by side, or stacked when narrow
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TUTOR_TYPE_FOLD_BOX (tutor_fold_box_get_type ())
G_DECLARE_FINAL_TYPE (TutorFoldBox, tutor_fold_box, TUTOR, FOLD_BOX,
                      GtkWidget)

/* The first visible child is the main one, the last the side column: the
 * side column stands at the end, side-width wide, while the widget is at
 * least fold-width wide (and wide enough for both), and below the main
 * child when it is narrower.  GTK 4.8 and libadwaita 1.2 have no
 * breakpoints. */
GtkWidget *tutor_fold_box_new (void);

gboolean tutor_fold_box_get_folded (TutorFoldBox *self);

G_END_DECLS
