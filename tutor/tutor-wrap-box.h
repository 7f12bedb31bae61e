/* tutor-wrap-box.h: children in a row, wrapped onto more rows when narrow
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TUTOR_TYPE_WRAP_BOX (tutor_wrap_box_get_type ())
G_DECLARE_FINAL_TYPE (TutorWrapBox, tutor_wrap_box, TUTOR, WRAP_BOX,
                      GtkWidget)

/* The visible children left to right at their natural widths, as many to
 * a row as fit, `spacing` apart, rows `row-spacing` apart: a toolbar or a
 * row of buttons that asks for no more than its widest child.  A row's
 * room left goes to its children that expand, or, with `centered`, to
 * both ends, or, in a box aligned to the end, to the start.  Tab moves through the children in order.  GtkFlowBox lines
 * its children up in columns and makes each a focus stop of its own. */
GtkWidget *tutor_wrap_box_new (void);

G_END_DECLS
