/* toguz-lesson-text.h: a text of a lesson in its languages
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The source text (the element without xml:lang) and the alternatives a
 * teacher wrote inline.  Texts are kept with their white space collapsed,
 * the way xgettext extracts them, so that gettext finds them. */
typedef struct _ToguzLessonText ToguzLessonText;

ToguzLessonText *toguz_lesson_text_new (void);
void toguz_lesson_text_free (ToguzLessonText *text);

/* Adds a text read from the file; lang NULL for the source.  Returns FALSE
 * when that language is already there. */
gboolean toguz_lesson_text_add (ToguzLessonText *text, const char *lang,
                                const char *raw, unsigned line);

/* The text for the user's languages (g_get_language_names ()): an inline
 * xml:lang text first, then the gettext translation of the source, then
 * the source. */
const char *toguz_lesson_text_get (const ToguzLessonText *text);

/* The same for an explicit list of language names, most wanted first. */
const char *toguz_lesson_text_get_for (const ToguzLessonText *text,
                                       const char *const *languages);

const char *toguz_lesson_text_get_source (const ToguzLessonText *text);
unsigned toguz_lesson_text_get_line (const ToguzLessonText *text);
/* The languages written inline, e.g. for an editor; NULL-terminated. */
GStrv toguz_lesson_text_dup_languages (const ToguzLessonText *text);
const char *toguz_lesson_text_get_inline (const ToguzLessonText *text,
                                          const char *lang);

/* A deep copy (NULL for NULL). */
ToguzLessonText *toguz_lesson_text_copy (const ToguzLessonText *text);

/* Sets the text of a language (NULL or "" for the source) to `value`,
 * white space collapsed and stripped of what an XML file cannot carry
 * (control characters); NULL or blank removes it. */
void toguz_lesson_text_set (ToguzLessonText *text, const char *lang,
                            const char *value);
/* For an editor: the same, but `value` is kept as typed (a space typed
 * last is still there for the next word); NULL or "" removes it.  The
 * text is tidied before it is written: toguz_lesson_text_tidy(). */
void toguz_lesson_text_set_typed (ToguzLessonText *text, const char *lang,
                                  const char *value);
/* Every language's text as toguz_lesson_text_set() keeps it; blank ones
 * removed. */
void toguz_lesson_text_tidy (ToguzLessonText *text);
/* No source and no inline language. */
gboolean toguz_lesson_text_is_empty (const ToguzLessonText *text);
/* The same source and the same inline languages (lines aside); NULL is
 * equal to NULL and to an empty text. */
gboolean toguz_lesson_text_equal (const ToguzLessonText *a,
                                  const ToguzLessonText *b);

/* White space collapsed to single spaces, trimmed. */
char *toguz_lesson_text_normalize (const char *raw);

/* The caps on a text, as the loader applies them and an editor limits
 * what it takes: the characters a text of the element `element` may have
 * once its white space is collapsed (a title fits a header, any other
 * text a page), and the characters of its longest word (no word so long
 * that laying it out freezes a display). */
guint toguz_lesson_text_max_length (const char *element);
guint toguz_lesson_text_max_word (void);
/* Whether `text` (white space collapsed) keeps to the caps of `element`;
 * else why, in the loader's words (TOGUZ_ERROR_LESSON). */
gboolean toguz_lesson_text_check (const char *element, const char *text,
                                  GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ToguzLessonText, toguz_lesson_text_free)

G_END_DECLS
