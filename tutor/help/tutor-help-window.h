/* tutor-help-window.h: the user guide shown in the tutor, where Yelp is
 * missing
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tutor-help-book.h"

G_BEGIN_DECLS

#define TUTOR_TYPE_HELP_WINDOW (tutor_help_window_get_type ())
G_DECLARE_FINAL_TYPE (TutorHelpWindow, tutor_help_window, TUTOR, HELP_WINDOW,
                      AdwWindow)

/* The guide of BOOK (NULL: none was found, which the window says), at
 * its index. */
GtkWidget *tutor_help_window_new (GtkWindow *parent, TutorHelpBook *book);
/* Shows page XREF ("id" or "id#section"), the one before kept for Back. */
void tutor_help_window_show_page (TutorHelpWindow *self, const char *xref);
/* The page shown ("id", or "id#section"). */
const char *tutor_help_window_get_page (TutorHelpWindow *self);
/* The guide shown; NULL when none was found. */
TutorHelpBook *tutor_help_window_get_book (TutorHelpWindow *self);
/* Goes back to the page before; FALSE when there is none. */
gboolean tutor_help_window_go_back (TutorHelpWindow *self);

G_END_DECLS
