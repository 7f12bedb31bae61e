/* toguz-lesson-text.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "toguz-error.h"
#include "toguz-lesson-text.h"

/* Text caps, in characters: a title fits a header, a text a page, and
 * no word is so long that measuring it freezes the tutor. */
#define MAX_TITLE 200
#define MAX_TEXT 2000
#define MAX_WORD 60

struct _ToguzLessonText
{
  char *source;
  GHashTable *inline_texts;  /* normalized language tag -> text */
  unsigned line;
};

ToguzLessonText *
toguz_lesson_text_new (void)
{
  ToguzLessonText *text = g_new0 (ToguzLessonText, 1);

  text->inline_texts = g_hash_table_new_full (g_str_hash, g_str_equal,
                                              g_free, g_free);
  return text;
}

void
toguz_lesson_text_free (ToguzLessonText *text)
{
  if (text == NULL)
    return;
  g_free (text->source);
  g_hash_table_unref (text->inline_texts);
  g_free (text);
}

char *
toguz_lesson_text_normalize (const char *raw)
{
  GString *out = g_string_sized_new (strlen (raw));
  gboolean space = FALSE;

  for (const char *c = raw; *c; c++)
    {
      if (*c == ' ' || *c == '\t' || *c == '\n' || *c == '\r')
        {
          space = out->len > 0;
          continue;
        }
      if (space)
        g_string_append_c (out, ' ');
      space = FALSE;
      g_string_append_c (out, *c);
    }
  return g_string_free (out, FALSE);
}

static int
compare_strings (gconstpointer a, gconstpointer b, gpointer unused)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

/* "ru-RU", "ru_RU.UTF-8@x" -> "ru_ru": comparable tags. */
static char *
language_key (const char *tag)
{
  char *key = g_ascii_strdown (tag, -1);

  for (char *c = key; *c; c++)
    {
      if (*c == '-')
        *c = '_';
      else if (*c == '.' || *c == '@')
        {
          *c = '\0';
          break;
        }
    }
  return key;
}

gboolean
toguz_lesson_text_add (ToguzLessonText *text, const char *lang,
                       const char *raw, unsigned line)
{
  g_autofree char *normalized = toguz_lesson_text_normalize (raw);

  if (lang == NULL || *lang == '\0')
    {
      if (text->source)
        return FALSE;
      text->source = g_steal_pointer (&normalized);
      text->line = line;
      return TRUE;
    }
  {
    g_autofree char *key = language_key (lang);
    if (g_hash_table_contains (text->inline_texts, key))
      return FALSE;
    g_hash_table_insert (text->inline_texts, g_steal_pointer (&key),
                         g_steal_pointer (&normalized));
    if (text->line == 0)
      text->line = line;
  }
  return TRUE;
}

const char *
toguz_lesson_text_get_for (const ToguzLessonText *text,
                           const char *const *languages)
{
  g_return_val_if_fail (text != NULL, NULL);

  for (gsize i = 0; languages && languages[i]; i++)
    {
      g_autofree char *key = language_key (languages[i]);
      const char *found;

      /* "C" and English are the source's. */
      if (strcmp (key, "c") == 0 || strcmp (key, "posix") == 0)
        break;
      found = g_hash_table_lookup (text->inline_texts, key);
      if (found)
        return found;
      /* A teacher's "ru" serves a "ru_ru" user. */
      {
        char *underscore = strchr (key, '_');
        if (underscore)
          {
            *underscore = '\0';
            found = g_hash_table_lookup (text->inline_texts, key);
            if (found)
              return found;
          }
      }
    }
  if (text->source)
    return g_dgettext (GETTEXT_PACKAGE, text->source);

  /* No source text: an inline one, the first in sorted order. */
  {
    g_autofree const char **keys
      = (const char **) g_hash_table_get_keys_as_array (text->inline_texts,
                                                        NULL);
    if (keys && keys[0])
      {
        g_qsort_with_data (keys, g_strv_length ((char **) keys),
                           sizeof (char *), compare_strings, NULL);
        return g_hash_table_lookup (text->inline_texts, keys[0]);
      }
  }
  return "";
}

const char *
toguz_lesson_text_get (const ToguzLessonText *text)
{
  return toguz_lesson_text_get_for (text, g_get_language_names ());
}

const char *
toguz_lesson_text_get_source (const ToguzLessonText *text)
{
  return text->source;
}

unsigned
toguz_lesson_text_get_line (const ToguzLessonText *text)
{
  return text->line;
}

GStrv
toguz_lesson_text_dup_languages (const ToguzLessonText *text)
{
  g_autofree const char **keys
    = (const char **) g_hash_table_get_keys_as_array (text->inline_texts,
                                                      NULL);
  GStrv copy = g_strdupv ((char **) keys);

  g_qsort_with_data (copy, g_strv_length (copy), sizeof (char *),
                     compare_strings, NULL);
  return copy;
}

const char *
toguz_lesson_text_get_inline (const ToguzLessonText *text, const char *lang)
{
  g_autofree char *key = language_key (lang);

  return g_hash_table_lookup (text->inline_texts, key);
}

ToguzLessonText *
toguz_lesson_text_copy (const ToguzLessonText *text)
{
  ToguzLessonText *copy;
  GHashTableIter iter;
  gpointer key, value;

  if (text == NULL)
    return NULL;
  copy = toguz_lesson_text_new ();
  copy->source = g_strdup (text->source);
  copy->line = text->line;
  g_hash_table_iter_init (&iter, text->inline_texts);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_insert (copy->inline_texts, g_strdup (key),
                         g_strdup (value));
  return copy;
}

/* Valid UTF-8 without the characters an XML file cannot carry (control
 * characters but white space, U+FFFE, U+FFFF), white space collapsed. */
static char *
clean_text (const char *value)
{
  g_autofree char *valid = g_utf8_make_valid (value, -1);
  g_autoptr (GString) kept = g_string_sized_new (strlen (valid));

  for (const char *p = valid; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      if (c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF)
          || (c >= 0xE000 && c <= 0xFFFD) || c >= 0x10000)
        g_string_append_unichar (kept, c);
    }
  return toguz_lesson_text_normalize (kept->str);
}

void
toguz_lesson_text_set (ToguzLessonText *text, const char *lang,
                       const char *value)
{
  g_autofree char *normalized = value ? clean_text (value) : NULL;

  g_return_if_fail (text != NULL);
  if (normalized && *normalized == '\0')
    g_clear_pointer (&normalized, g_free);
  if (lang == NULL || *lang == '\0')
    {
      g_free (text->source);
      text->source = g_steal_pointer (&normalized);
      return;
    }
  if (normalized)
    g_hash_table_insert (text->inline_texts, language_key (lang),
                         g_steal_pointer (&normalized));
  else
    {
      g_autofree char *key = language_key (lang);
      g_hash_table_remove (text->inline_texts, key);
    }
}

void
toguz_lesson_text_set_typed (ToguzLessonText *text, const char *lang,
                             const char *value)
{
  char *kept = value && *value ? g_utf8_make_valid (value, -1) : NULL;

  g_return_if_fail (text != NULL);
  if (lang == NULL || *lang == '\0')
    {
      g_free (text->source);
      text->source = kept;
    }
  else if (kept)
    g_hash_table_insert (text->inline_texts, language_key (lang), kept);
  else
    {
      g_autofree char *key = language_key (lang);
      g_hash_table_remove (text->inline_texts, key);
    }
}

/* A text as written: cleaned, or NULL when nothing is left. */
static char *
tidy (const char *value)
{
  char *cleaned = value ? clean_text (value) : NULL;

  if (cleaned && *cleaned == '\0')
    g_clear_pointer (&cleaned, g_free);
  return cleaned;
}

void
toguz_lesson_text_tidy (ToguzLessonText *text)
{
  GHashTableIter iter;
  gpointer value;
  char *cleaned;

  g_return_if_fail (text != NULL);
  cleaned = tidy (text->source);
  g_free (text->source);
  text->source = cleaned;
  g_hash_table_iter_init (&iter, text->inline_texts);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    if ((cleaned = tidy (value)))
      g_hash_table_iter_replace (&iter, cleaned);
    else
      g_hash_table_iter_remove (&iter);
}

gboolean
toguz_lesson_text_is_empty (const ToguzLessonText *text)
{
  return text == NULL
         || (text->source == NULL
             && g_hash_table_size (text->inline_texts) == 0);
}

gboolean
toguz_lesson_text_equal (const ToguzLessonText *a, const ToguzLessonText *b)
{
  GHashTableIter iter;
  gpointer key, value;

  if (toguz_lesson_text_is_empty (a) || toguz_lesson_text_is_empty (b))
    return toguz_lesson_text_is_empty (a) && toguz_lesson_text_is_empty (b);
  if (g_strcmp0 (a->source, b->source) != 0
      || g_hash_table_size (a->inline_texts)
           != g_hash_table_size (b->inline_texts))
    return FALSE;
  g_hash_table_iter_init (&iter, a->inline_texts);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (g_strcmp0 (value, g_hash_table_lookup (b->inline_texts, key)) != 0)
      return FALSE;
  return TRUE;
}

guint
toguz_lesson_text_max_length (const char *element)
{
  return g_strcmp0 (element, "title") == 0 || g_strcmp0 (element, "option") == 0
           ? MAX_TITLE
           : MAX_TEXT;
}

guint
toguz_lesson_text_max_word (void)
{
  return MAX_WORD;
}

gboolean
toguz_lesson_text_check (const char *element, const char *text,
                         GError **error)
{
  guint cap = toguz_lesson_text_max_length (element);
  guint length = 0, word = 0, longest = 0;

  for (const char *c = text; c && *c; c = g_utf8_next_char (c))
    {
      length++;
      if (g_unichar_isspace (g_utf8_get_char (c)))
        word = 0;
      else if (++word > longest)
        longest = word;
    }
  if (length > cap)
    {
      g_set_error (error, TOGUZ_ERROR, TOGUZ_ERROR_LESSON,
                   _("<%s> is %u characters long, more than the %u allowed: "
                     "shorten it or split it."),
                   element, length, cap);
      return FALSE;
    }
  if (longest > MAX_WORD)
    {
      g_set_error (error, TOGUZ_ERROR, TOGUZ_ERROR_LESSON,
                   _("<%s> has a word of %u characters, more than the %u "
                     "allowed: break it with spaces."),
                   element, longest, (guint) MAX_WORD);
      return FALSE;
    }
  return TRUE;
}
