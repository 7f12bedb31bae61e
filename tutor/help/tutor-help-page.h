/* tutor-help-page.h: one page of the user guide, read from Mallard
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The subset of Mallard the guide uses (data/help/C), read safely and
 * turned into a flat list of blocks that a widget shows: GLib and libxml2
 * only, so that the tests need no display.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define TUTOR_HELP_ERROR (tutor_help_error_quark ())
GQuark tutor_help_error_quark (void);

typedef enum
{
  TUTOR_HELP_ERROR_TOO_LARGE,
  TUTOR_HELP_ERROR_DOCTYPE,
  TUTOR_HELP_ERROR_NOT_XML,
  TUTOR_HELP_ERROR_NOT_MALLARD,
  TUTOR_HELP_ERROR_TOO_DEEP,
  TUTOR_HELP_ERROR_NOT_FOUND,
} TutorHelpError;

/* No page is larger than this: the guide's are a few kilobytes. */
#define TUTOR_HELP_MAX_PAGE_SIZE (256 * 1024)
/* Nor more deeply nested. */
#define TUTOR_HELP_MAX_DEPTH 32

typedef enum
{
  TUTOR_HELP_BLOCK_HEADING,    /* a section's title; depth 1 and on */
  TUTOR_HELP_BLOCK_PARAGRAPH,
  TUTOR_HELP_BLOCK_ITEM,       /* of a bulleted list */
  TUTOR_HELP_BLOCK_STEP,       /* of numbered steps: number */
  TUTOR_HELP_BLOCK_TERM,
  TUTOR_HELP_BLOCK_DEFINITION, /* what the term before means */
  TUTOR_HELP_BLOCK_NOTE,
  TUTOR_HELP_BLOCK_CODE,       /* text, not markup */
  TUTOR_HELP_BLOCK_FIGURE,     /* source: the image; markup: caption */
  TUTOR_HELP_BLOCK_TOPIC,      /* a link to xref: markup the title,
                                * detail its description */
} TutorHelpBlockKind;

typedef struct
{
  TutorHelpBlockKind kind;
  guint depth;    /* of a list in a list, of a section in a section */
  guint number;   /* of a step */
  guint width;    /* of a figure, in pixels; 0 when not given */
  char *markup;   /* Pango markup, with links as <a href="xref:ID"> */
  char *detail;   /* of a topic */
  char *source;   /* of a figure, as the page names it */
  char *xref;     /* of a topic; of a heading, its section's id */
} TutorHelpBlock;

void tutor_help_block_free (TutorHelpBlock *block);

typedef struct _TutorHelpPage TutorHelpPage;

/* What a page needs of the others to build its blocks: the titles of the
 * pages and sections it links to, and the topics of a guide's links. */
typedef struct
{
  /* Plain text; NULL when there is no such page or section. */
  const char *(*title_of) (const char *xref, gpointer data);
  /* Appends a TOPIC block for each page that names GUIDE (ID or
   * ID#SECTION) as its guide, in the order of the groups. */
  void (*append_topics) (const char *guide, const char *groups,
                         GPtrArray *blocks, gpointer data);
  /* Appends a TOPIC block for the page or section XREF, if there is
   * one. */
  void (*append_topic) (const char *xref, GPtrArray *blocks, gpointer data);
  gpointer data;
} TutorHelpLinks;

/* Reads a page; the error names the file, the line and what is wrong.
 * Refuses a page with a DOCTYPE (and so any entity declared), one larger
 * than TUTOR_HELP_MAX_PAGE_SIZE, and anything but a Mallard <page>. */
TutorHelpPage *tutor_help_page_new (GBytes *contents, const char *filename,
                                    GError **error);
TutorHelpPage *tutor_help_page_new_from_file (const char *path,
                                              GError **error);
void tutor_help_page_free (TutorHelpPage *self);

const char *tutor_help_page_get_id (TutorHelpPage *self);
const char *tutor_help_page_get_title (TutorHelpPage *self);
/* Markup; "" when the page has no <desc>. */
const char *tutor_help_page_get_desc (TutorHelpPage *self);
const char *tutor_help_page_get_filename (TutorHelpPage *self);
/* Of the section ID of this page, plain text; NULL when there is none. */
const char *tutor_help_page_get_section_title (TutorHelpPage *self,
                                               const char *id);
/* Whether the page names GUIDE as one of its guides, and with which
 * group ("" for none). */
gboolean tutor_help_page_has_guide (TutorHelpPage *self, const char *guide,
                                    const char **group);
/* Every xref the page makes, in the order written (NULL-terminated). */
const char *const *tutor_help_page_get_xrefs (TutorHelpPage *self);

/* The page as blocks (free with g_ptr_array_unref ()). */
GPtrArray *tutor_help_page_build_blocks (TutorHelpPage *self,
                                         const TutorHelpLinks *links);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TutorHelpPage, tutor_help_page_free)

G_END_DECLS
