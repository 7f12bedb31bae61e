/* toguz-language-code.c: the languages xml:lang may name
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "toguz-language-code.h"
#include "toguz-text.h"

/* ISO 639-1, every two-letter code (2023); "kg" (Kongo) is left out: in
 * a lesson it is Kyrgyzstan's country code written for Kyrgyz. */
static const char iso_639_1[] =
  "aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca "
  "ce ch co cr cs cu cv cy da de dv dz ee el en eo es et eu fa ff fi fj "
  "fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii "
  "ik io is it iu ja jv ka ki kj kk kl km kn ko kr ks ku kv kw ky la lb "
  "lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl "
  "nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc "
  "sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl "
  "tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu";

static const char *const tutor_languages[] = {
  "en", "kk", "ky", "ru", "es", "tl", "bn", "pa", NULL,
};

static const struct
{
  const char *code;
  const char *name;
} names[] = {
  { "en", N_("English") },   { "kk", N_("Kazakh") },
  { "ky", N_("Kyrgyz") },    { "ru", N_("Russian") },
  { "es", N_("Spanish") },   { "tl", N_("Tagalog") },
  { "bn", N_("Bengali") },   { "pa", N_("Punjabi") },
  { "uk", N_("Ukrainian") }, { "de", N_("German") },
  { "fr", N_("French") },    { "zh", N_("Chinese") },
  { "ja", N_("Japanese") },  { "cs", N_("Czech") },
  { "el", N_("Greek") },     { "tg", N_("Tajik") },
  { "tk", N_("Turkmen") },   { "be", N_("Belarusian") },
  { "he", N_("Hebrew") },    { "vi", N_("Vietnamese") },
};

/* Country codes and three-letter codes written for a language; each
 * meant code has a name above. */
static const struct
{
  const char *written;
  const char *meant;
} mistakes[] = {
  { "kz", "kk" },  { "kaz", "kk" }, { "qaz", "kk" }, { "kg", "ky" },
  { "kgz", "ky" }, { "kir", "ky" }, { "kyr", "ky" }, { "ua", "uk" },
  { "ukr", "uk" }, { "rus", "ru" }, { "eng", "en" }, { "us", "en" },
  { "gb", "en" },  { "spa", "es" }, { "esp", "es" }, { "mx", "es" },
  { "fil", "tl" }, { "tgl", "tl" }, { "ph", "tl" },  { "ben", "bn" },
  { "bd", "bn" },  { "pan", "pa" }, { "ger", "de" }, { "deu", "de" },
  { "fre", "fr" }, { "fra", "fr" }, { "chi", "zh" }, { "zho", "zh" },
  { "cn", "zh" },  { "jp", "ja" },  { "jpn", "ja" }, { "cz", "cs" },
  { "ces", "cs" }, { "gr", "el" },  { "gre", "el" }, { "tj", "tg" },
  { "tm", "tk" },  { "by", "be" },  { "il", "he" },  { "iw", "he" },
  { "vn", "vi" },
};

const char *const *
toguz_language_code_tutor_languages (void)
{
  return tutor_languages;
}

const char *
toguz_language_code_name (const char *code)
{
  for (gsize i = 0; code && i < G_N_ELEMENTS (names); i++)
    if (g_ascii_strcasecmp (names[i].code, code) == 0)
      return _(names[i].name);
  return NULL;
}

static gboolean
is_iso_639_1 (const char *primary)
{
  if (strlen (primary) != 2)
    return FALSE;
  for (const char *p = iso_639_1; *p; p += p[2] ? 3 : 2)
    if (g_ascii_tolower (primary[0]) == p[0]
        && g_ascii_tolower (primary[1]) == p[1])
      return TRUE;
  return FALSE;
}

static gboolean
all_of (const char *text, gboolean letters, gboolean digits)
{
  for (; *text; text++)
    if (!((letters && g_ascii_isalpha (*text))
          || (digits && g_ascii_isdigit (*text))))
      return FALSE;
  return TRUE;
}

/* A script, region or variant of BCP 47. */
static gboolean
is_subtag (const char *subtag)
{
  gsize n = strlen (subtag);

  return (n == 2 && all_of (subtag, TRUE, FALSE))
         || (n == 3 && all_of (subtag, FALSE, TRUE))
         || (n == 4 && all_of (subtag, TRUE, FALSE))
         || (n >= 5 && n <= 8 && all_of (subtag, TRUE, TRUE));
}

/* "en (English), kk (Kazakh), …" */
static char *
list_tutor_languages (void)
{
  g_autoptr (GString) list = g_string_new (NULL);

  for (gsize i = 0; tutor_languages[i]; i++)
    {
      if (list->len)
        g_string_append (list, ", ");
      /* TRANSLATORS: a language code and its name: "kk (Kazakh)". */
      g_string_append_printf (list, _("%s (%s)"), tutor_languages[i],
                              toguz_language_code_name (tutor_languages[i]));
    }
  return g_string_free (g_steal_pointer (&list), FALSE);
}

static const char *
mistaken_for (const char *primary)
{
  for (gsize i = 0; i < G_N_ELEMENTS (mistakes); i++)
    if (g_ascii_strcasecmp (mistakes[i].written, primary) == 0)
      return mistakes[i].meant;
  return NULL;
}

gboolean
toguz_language_code_check (const char *code, char **why)
{
  g_auto (GStrv) subtags = NULL;
  g_autofree char *quoted = NULL;
  g_autofree char *languages = NULL;
  const char *meant;
  gboolean subtags_ok = TRUE;

  g_return_val_if_fail (why != NULL, FALSE);
  *why = NULL;
  if (code == NULL || *code == '\0')
    {
      languages = list_tutor_languages ();
      *why = g_strdup_printf (_("xml:lang is empty: write the language of "
                                "the text, such as one the tutor speaks: "
                                "%s."),
                              languages);
      return FALSE;
    }
  quoted = toguz_text_quote_excerpt (code, TOGUZ_TEXT_EXCERPT);
  /* ru_RU is how a system names its locale: the tag is ru-RU. */
  subtags = g_strsplit_set (code, "-_", -1);
  for (guint i = 1; subtags[i]; i++)
    subtags_ok = subtags_ok && is_subtag (subtags[i]);
  meant = mistaken_for (subtags[0]);
  if (meant)
    {
      *why = g_strdup_printf (_("xml:lang=“%s” is not a language code: did "
                                "you mean %s (%s)?"),
                              quoted, meant, toguz_language_code_name (meant));
      return FALSE;
    }
  if (!is_iso_639_1 (subtags[0]))
    {
      languages = list_tutor_languages ();
      *why = g_strdup_printf (_("xml:lang=“%s” is not a language code: "
                                "write the two letters of ISO 639-1, such "
                                "as one the tutor speaks: %s."),
                              quoted, languages);
      return FALSE;
    }
  if (subtags_ok && strchr (code, '_'))
    {
      g_autofree char *hyphened = g_strdelimit (g_strdup (quoted), "_", '-');

      *why = g_strdup_printf (_("xml:lang=“%s” is not a language code: "
                                "write %s, with a hyphen."),
                              quoted, hyphened);
      return FALSE;
    }
  if (!subtags_ok)
    {
      g_autofree char *primary = g_ascii_strdown (subtags[0], -1);

      *why = g_strdup_printf (_("xml:lang=“%s” is not a language code: "
                                "write %s alone, or with a region after a "
                                "hyphen, as in ru-RU."),
                              quoted, primary);
      return FALSE;
    }
  return TRUE;
}
