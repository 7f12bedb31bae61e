/* tutor-text.h: text from files and people, fit for the tutor's labels
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Wrapping labels (libadwaita's rows, status pages and dialogs among
 * them) break a word too long for a line at any character, and Pango's
 * time for that grows with the square of the word: a title, a path, a
 * name or a message of one 20,000-character word froze the window.  What
 * is not a lesson's text (which the loader caps) goes through these
 * first: cut where no label would show more, long words given places
 * to break.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* For a label of any length: at most as long as a lesson's text may be. */
char *tutor_text_for_label (const char *text);
/* For a row's title or subtitle, cut after a few lines. */
char *tutor_text_for_row (const char *text);

G_END_DECLS
