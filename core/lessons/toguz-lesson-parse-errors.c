/* toguz-lesson-parse-errors.c: libxml2's well-formedness errors in words
 * a teacher can act on
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libxml2 words its errors for people who write parsers ("EntityRef:
 * expecting ';'", "AttValue: \" or ' expected").  Each one a lesson file
 * can meet is said here with what to write instead.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "toguz-encoding.h"
#include "toguz-lesson-parse-errors.h"
#include "toguz-spelling.h"
#include "toguz-text.h"

static gboolean
says (const xmlError *error, const char *words)
{
  return error->message && strstr (error->message, words);
}

/* A name libxml2 quotes from the file: short and escaped. */
static char *
quoted (const char *name)
{
  return toguz_text_quote_excerpt (name ? name : "?", TOGUZ_TEXT_EXCERPT);
}

static gboolean
is_ampersand_error (const xmlError *error)
{
  return error->code == XML_ERR_ENTITYREF_SEMICOL_MISSING
         || (error->code == XML_ERR_NAME_REQUIRED && says (error, "EntityRef"));
}

gboolean
toguz_lesson_parse_error_is_local (const xmlError *error)
{
  if (error->level != XML_ERR_FATAL)
    return TRUE;
  switch (error->code)
    {
    case XML_ERR_ENTITYREF_SEMICOL_MISSING:
    case XML_ERR_UNDECLARED_ENTITY:
    case XML_WAR_UNDECLARED_ENTITY:
    case XML_ERR_INVALID_HEX_CHARREF:
    case XML_ERR_INVALID_DEC_CHARREF:
    case XML_ERR_INVALID_CHARREF:
    case XML_ERR_INVALID_CHAR:
    case XML_ERR_ATTRIBUTE_REDEFINED:
    case XML_ERR_MISPLACED_CDATA_END:
      return TRUE;
    case XML_ERR_NAME_REQUIRED:
      return is_ampersand_error (error);
    default:
      return FALSE;
    }
}

static char *
describe_mismatch (const xmlError *error)
{
  g_autofree char *opened = quoted (error->str1);
  g_autofree char *closed = quoted (error->str2);

  /* </titel> for <title> is a typo; </task> for an open <prompt> is a
   * missing end tag. */
  if (toguz_spelling_suggest (error->str2,
                              (const char *const[]) { error->str1, NULL }))
    return g_strdup_printf (_("<%s>, opened on line %d, is closed here by "
                              "</%s>: close each element with its own "
                              "name."),
                            opened, error->int1, closed);
  return g_strdup_printf (_("<%s>, opened on line %d, is still open at "
                            "</%s>: close it first, with </%s>."),
                          opened, error->int1, closed, opened);
}

char *
toguz_lesson_parse_error_describe (const xmlError *error)
{
  g_autofree char *message = g_strstrip (
    g_strdup (error->message ? error->message : ""));
  g_autofree char *name = quoted (error->str1);

  if (is_ampersand_error (error))
    return g_strdup (_("An & that starts no entity: write & as &amp;, in "
                       "a text and in an attribute’s value alike."));
  if (strstr (message, "Excessive depth"))
    return g_strdup (_("The elements are nested far too deep: a lesson "
                       "needs only a few levels."));
  switch (error->code)
    {
    case XML_ERR_NO_MEMORY:
      return g_strdup (_("Out of memory."));
    case XML_ERR_DOCUMENT_EMPTY:
      return g_strdup (_("The file is empty: a lesson file starts with "
                         "<lesson> or <exercise-set>."));
    case XML_ERR_DOCUMENT_START:
      return g_strdup (_("The file does not start with an element: a "
                         "lesson file starts with <?xml …?>, <lesson> or "
                         "<exercise-set>."));
    case XML_ERR_DOCUMENT_END:
      return g_strdup (_("Something follows the end of the root element: "
                         "a file holds one <lesson> or <exercise-set>, and "
                         "after its end tag only comments."));
    case XML_ERR_INVALID_CHAR:
    case XML_ERR_INVALID_ENCODING:
      if (says (error, "CharRef"))
        return g_strdup (_("A character reference &#…; names no character "
                           "XML allows: write the character itself, and & "
                           "as &amp;."));
      if (error->code == XML_ERR_INVALID_CHAR && !says (error, "UTF-8"))
        return g_strdup (_("The text holds a control character that XML "
                           "does not allow (such as the escape character, "
                           "or a zero byte): remove it."));
      return g_strconcat (_("The text is not valid UTF-8 (the file may be "
                            "saved as Latin-1 or Windows-1252): save it as "
                            "UTF-8."),
                          " ", toguz_encoding_how_to_save (), NULL);
    case XML_ERR_INVALID_HEX_CHARREF:
    case XML_ERR_INVALID_DEC_CHARREF:
    case XML_ERR_INVALID_CHARREF:
      return g_strdup (_("A character reference &#…; names no character "
                         "XML allows: write the character itself, and & "
                         "as &amp;."));
    case XML_ERR_UNDECLARED_ENTITY:
    case XML_WAR_UNDECLARED_ENTITY:
      return g_strdup (_("Entities such as &name; are not allowed in "
                         "lesson files: write the text itself, and & as "
                         "&amp;."));
    case XML_ERR_LT_IN_ATTRIBUTE:
      return g_strdup (_("An attribute’s value holds a <: write < as &lt;, "
                         "or end the value with its closing quote."));
    case XML_ERR_ATTRIBUTE_NOT_STARTED:
      return g_strdup (_("An attribute’s value must be in quotes: write "
                         "name=\"value\"."));
    case XML_ERR_ATTRIBUTE_NOT_FINISHED:
      return g_strdup (_("An attribute’s value never ends: close it with "
                         "the quote it opens with."));
    case XML_ERR_ATTRIBUTE_WITHOUT_VALUE:
      return g_strdup_printf (_("The attribute %s has no value: write "
                                "%s=\"…\"."),
                              name, name);
    case XML_ERR_ATTRIBUTE_REDEFINED:
      return g_strdup_printf (_("The attribute %s is given twice on this "
                                "element: keep one."),
                              name);
    case XML_ERR_EQUAL_REQUIRED:
    case XML_ERR_SPACE_REQUIRED:
      return g_strdup (_("Attributes are written name=\"value\", with a "
                         "space between two of them: check this tag."));
    case XML_ERR_NAME_REQUIRED:
      if (says (error, "StartTag"))
        return g_strdup (_("A < that starts no element: write < as &lt; "
                           "in a text."));
      return g_strdup (_("A tag holds something that is not an attribute: "
                         "attributes are written name=\"value\" and the tag "
                         "ends with > or />."));
    case XML_ERR_GT_REQUIRED:
      return g_strdup_printf (_("The tag <%s> does not end with > or />: "
                                "check its attributes and their quotes."),
                              name);
    case XML_ERR_TAG_NAME_MISMATCH:
      if (error->str1 && error->str2)
        return describe_mismatch (error);
      break;
    case XML_ERR_TAG_NOT_FINISHED:
    case XML_ERR_LTSLASH_REQUIRED:
      if (error->str1)
        return g_strdup_printf (_("<%s>, opened on line %d, is never "
                                  "closed: add </%s>."),
                                name, error->int1, name);
      break;
    case XML_ERR_COMMENT_NOT_FINISHED:
      return g_strdup (_("A comment never ends: close each <!-- with "
                         "-->."));
    case XML_ERR_HYPHEN_IN_COMMENT:
      return g_strdup (_("A comment may not hold two hyphens in a row "
                         "(--): write them apart, or end the comment with "
                         "-->."));
    case XML_ERR_CDATA_NOT_FINISHED:
      return g_strdup (_("A <![CDATA[ section never ends: close it with "
                         "]]>."));
    case XML_ERR_MISPLACED_CDATA_END:
      return g_strdup (_("The text holds ]]>, which XML does not allow: "
                         "write ]]&gt;."));
    case XML_ERR_RESERVED_XML_NAME:
    case XML_ERR_XMLDECL_NOT_STARTED:
    case XML_ERR_XMLDECL_NOT_FINISHED:
    case XML_ERR_VERSION_MISSING:
    case XML_ERR_PI_NOT_STARTED:
    case XML_ERR_PI_NOT_FINISHED:
      return g_strdup (_("A <?…?> declaration is misplaced or miswritten: "
                         "the file may start with <?xml version=\"1.0\" "
                         "encoding=\"UTF-8\"?>, before anything else."));
    case XML_NS_ERR_UNDEFINED_NAMESPACE:
      return g_strdup_printf (_("The prefix “%s:” is not declared: the names "
                                "of the lesson format take no prefix (only "
                                "xml:lang does)."),
                              name);
    default:
      break;
    }
  {
    g_autofree char *said = quoted (message);
    return g_strdup_printf (_("The XML is not well-formed here (the parser "
                              "says: “%s”): check the tags, quotes and & "
                              "signs on this line."),
                            said);
  }
}
