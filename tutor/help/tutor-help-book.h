/* tutor-help-book.h: the pages of the user guide in one language
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Finds the guide for the user's language (else the English one, C),
 * reads every page of it and links them: GLib and libxml2 only, so that
 * the tests need no display.
 */
#pragma once

#include <gio/gio.h>

#include "tutor-help-page.h"

G_BEGIN_DECLS

#define TUTOR_TYPE_HELP_BOOK (tutor_help_book_get_type ())
G_DECLARE_FINAL_TYPE (TutorHelpBook, tutor_help_book, TUTOR, HELP_BOOK,
                      GObject)

/* The folder of the guide for the first of LANGUAGES that has one
 * (g_get_language_names () when NULL), "C" last: the installed guide
 * (HELPDIR/LL/APP_ID), from the build tree the one built, under
 * TOGUZ_TUTOR_HELPDIR (its LL/) when that is set.  NULL when there is
 * none at all. */
char *tutor_help_book_find_directory (const char *const *languages);

/* Every *.page of DIRECTORY; a page that cannot be read stays, as its
 * problem.  Fails only when the folder cannot be listed. */
TutorHelpBook *tutor_help_book_new (const char *directory, GError **error);

const char *tutor_help_book_get_directory (TutorHelpBook *self);
/* The ids of the pages that could be read, sorted. */
GStrv tutor_help_book_dup_page_ids (TutorHelpBook *self);
/* The problems of the pages that could not be read, each "FILE:LINE:
 * message". */
GStrv tutor_help_book_dup_problems (TutorHelpBook *self);
TutorHelpPage *tutor_help_book_get_page (TutorHelpBook *self,
                                         const char *id);

/* The blocks of page XREF ("id" or "id#section"), its title in TITLE;
 * the error says why a page cannot be shown. */
GPtrArray *tutor_help_book_build_page (TutorHelpBook *self, const char *xref,
                                       char **title, GError **error);
/* The title of page or section XREF, NULL when there is none. */
const char *tutor_help_book_get_title (TutorHelpBook *self,
                                       const char *xref);
/* Whether every xref of every page leads to a page (and a section of
 * it); the error lists those that do not. */
gboolean tutor_help_book_check_links (TutorHelpBook *self, GError **error);

/* Where a figure of the guide is: beside the page, else in the English
 * guide (the translations link to its figures once installed). */
char *tutor_help_book_find_figure (TutorHelpBook *self, const char *source);

G_END_DECLS
