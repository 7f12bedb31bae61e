/* toguz-lesson-loader.c: the safe loader
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Here the problems, the secure parse and the schema; what a valid
 * document says is read into the model, and checked against the rules,
 * in toguz-lesson-loader-model.c.
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/relaxng.h>
#include <libxml/xmlerror.h>
#include <string.h>

#include "toguz-encoding.h"
#include "toguz-file.h"
#include "toguz-lesson-loader-private.h"
#include "toguz-lesson-parse-errors.h"
#include "toguz-lesson-resources.h"
#include "toguz-lesson-schema-errors.h"
#include "toguz-text.h"

#define SCHEMA_RESOURCE "/org/toguztutor/lessons/lesson.rng"

void
toguz_lesson_problem_free (ToguzLessonProblem *problem)
{
  if (problem == NULL)
    return;
  g_free (problem->file);
  g_free (problem->message);
  g_free (problem);
}

char *
toguz_lesson_problem_to_string (const ToguzLessonProblem *problem)
{
  return g_strdup_printf ("%s:%u: %s", problem->file, problem->line,
                          problem->message);
}

char *
toguz_lesson_problems_to_string (const GPtrArray *problems)
{
  g_autoptr (GString) out = g_string_new (NULL);

  for (guint i = 0; i < problems->len; i++)
    {
      g_autofree char *line
        = toguz_lesson_problem_to_string (g_ptr_array_index (problems, i));
      g_string_append_printf (out, "%s\n", line);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

GPtrArray *
toguz_lesson_problems_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify)
                                           toguz_lesson_problem_free);
}

void
toguz_lesson_loader_add_problem (Loader *loader, unsigned line,
                                 const char *message)
{
  ToguzLessonProblem *p = g_new0 (ToguzLessonProblem, 1);

  p->file = g_strdup (loader->name);
  p->line = line;
  /* libxml2 quotes the file's own bytes, which need not be UTF-8 and
   * may hold a terminal's escapes or megabytes; each sentence quotes its
   * values short already, so this only catches what slips past. */
  p->message = toguz_text_quote_excerpt (message, 600);
  g_ptr_array_add (loader->problems, p);
  loader->errors++;
}

/* A file that does not end with its root's end tag is most likely cut
 * short: what libxml2 says at its very end is that, said once after the
 * parse. */
static gboolean
is_cut_there (const Loader *loader, const xmlError *error)
{
  if (!loader->cut_short || error->line < 0
      || (unsigned) error->line < loader->last_line)
    return FALSE;
  switch (error->code)
    {
    case XML_ERR_TAG_NOT_FINISHED:
    case XML_ERR_LTSLASH_REQUIRED:
    case XML_ERR_GT_REQUIRED:
    case XML_ERR_NAME_REQUIRED:
    case XML_ERR_TAG_NAME_MISMATCH:
    case XML_ERR_ATTRIBUTE_NOT_FINISHED:
    case XML_ERR_ATTRIBUTE_NOT_STARTED:
    case XML_ERR_ATTRIBUTE_WITHOUT_VALUE:
    case XML_ERR_LITERAL_NOT_FINISHED:
    case XML_ERR_SPACE_REQUIRED:
      return TRUE;
    default:
      return FALSE;
    }
}

/* libxml2's words, rewritten where a teacher can act on them. */
static void
on_xml_error (void *data, xmlErrorPtr error)
{
  Loader *loader = data;
  g_autofree char *sentence = NULL;
  unsigned line = error->line > 0 ? (unsigned) error->line : 0;

  if (error->level == XML_ERR_WARNING)
    return;
  if (loader->doctype || loader->stopped)
    return; /* already said, and what follows is read wrongly */
  if (error->domain == XML_FROM_RELAXNGV)
    {
      sentence = toguz_lesson_schema_error_describe (loader, error);
      if (sentence)
        problem (loader, line, "%s", sentence);
      return;
    }
  if (is_cut_there (loader, error))
    loader->cut_seen = TRUE;
  else
    {
      sentence = toguz_lesson_parse_error_describe (error);
      problem (loader, line, "%s", sentence);
    }
  /* After a broken tag, libxml2 goes on finding errors the file does not
   * have: the teacher fixes the first and checks again. */
  if (!toguz_lesson_parse_error_is_local (error))
    {
      loader->stopped = TRUE;
      if (loader->parser)
        xmlStopParser (loader->parser);
    }
}

static void
on_internal_subset (void *ctx, const xmlChar *name, const xmlChar *external,
                    const xmlChar *system)
{
  xmlParserCtxtPtr ctxt = ctx;
  Loader *loader = ctxt->_private;

  problem (loader, (unsigned) xmlSAX2GetLineNumber (ctx), "%s",
           _("The file has a DOCTYPE: lesson files may not declare one (no "
             "DTD, no entities). Remove the <!DOCTYPE …> part."));
  loader->doctype = TRUE;
  /* Stop here: nothing of the DTD is read, no entity declared. */
  xmlStopParser (ctxt);
}

static xmlParserInputPtr
deny_external_entity (const char *url, const char *id,
                      xmlParserCtxtPtr context)
{
  /* Never read a file or the network on behalf of a lesson. */
  return NULL;
}

static xmlRelaxNGPtr
load_schema (void)
{
  static gsize ready = 0;
  static xmlRelaxNGPtr schema = NULL;

  if (g_once_init_enter (&ready))
    {
      /* Looked up in our own resource: that also keeps the linker from
       * dropping it out of the static library. */
      g_autoptr (GBytes) bytes
        = g_resource_lookup_data (toguz_lessons_get_resource (),
                                  SCHEMA_RESOURCE,
                                  G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
      xmlRelaxNGParserCtxtPtr parser;

      xmlSetExternalEntityLoader (deny_external_entity);
      g_assert (bytes != NULL);
      parser = xmlRelaxNGNewMemParserCtxt (g_bytes_get_data (bytes, NULL),
                                           (int) g_bytes_get_size (bytes));
      schema = xmlRelaxNGParse (parser);
      xmlRelaxNGFreeParserCtxt (parser);
      g_assert (schema != NULL);
      g_once_init_leave (&ready, 1);
    }
  return schema;
}

static unsigned
count_lines (const char *data, gsize length)
{
  unsigned lines = 1;

  for (gsize i = 0; i + 1 < length; i++)
    lines += data[i] == '\n';
  return lines;
}

/* A file that does not end with </lesson> or </exercise-set> (white space
 * aside) was most likely cut short. */
static gboolean
ends_with_root_end (const char *data, gsize length)
{
  static const char *ends[] = { "</lesson>", "</exercise-set>" };

  while (length > 0 && g_ascii_isspace (data[length - 1]))
    length--;
  for (gsize i = 0; i < G_N_ELEMENTS (ends); i++)
    {
      gsize n = strlen (ends[i]);
      if (length >= n && memcmp (data + length - n, ends[i], n) == 0)
        return TRUE;
    }
  return FALSE;
}

/* More attributes on one element than any element of the format takes
 * (namespace declarations included) is an attack, not a lesson. */
#define MAX_ATTRIBUTES 32

static const char *
find_text (const char *p, const char *end, const char *text)
{
  gsize n = strlen (text);

  for (; p + n <= end; p++)
    if (*p == text[0] && memcmp (p, text, n) == 0)
      return p;
  return NULL;
}

static gboolean
starts_with (const char *p, const char *end, const char *text)
{
  gsize n = strlen (text);

  return (gsize) (end - p) >= n && memcmp (p, text, n) == 0;
}

static unsigned
lines_between (const char *from, const char *to, unsigned line)
{
  for (; from < to; from++)
    line += *from == '\n';
  return line;
}

/* libxml2 2.9 compares each attribute of an element with all the others:
 * 100,000 attributes take minutes.  One linear pass before it reads the
 * file refuses an element with too many.  Anything this pass does not
 * understand is left to libxml2, which says what is wrong. */
static gboolean
attributes_are_few (Loader *loader, const char *data, gsize length)
{
  const char *p = data, *end = data + length;

  while ((p = memchr (p, '<', end - p)) != NULL)
    {
      const char *tag = p++, *close = NULL;
      unsigned attributes = 0;

      if (p < end && (*p == '!' || *p == '?' || *p == '/'))
        {
          if (starts_with (p, end, "!--"))
            close = find_text (p + 3, end, "-->");
          else if (starts_with (p, end, "![CDATA["))
            close = find_text (p + 8, end, "]]>");
          else if (*p == '!')
            return TRUE; /* a DOCTYPE: refused as such by the parser */
          else
            close = memchr (p, '>', end - p);
          if (close == NULL)
            return TRUE;
          p = close + 1;
          continue;
        }
      for (; p < end && *p != '>'; p++)
        {
          if (*p == '"' || *p == '\'')
            {
              const char *quote = memchr (p + 1, *p, end - p - 1);
              if (quote == NULL)
                return TRUE;
              p = quote;
            }
          else if (*p == '=' && ++attributes > MAX_ATTRIBUTES)
            {
              const char *name_end = tag + 1;

              while (name_end < end && !g_ascii_isspace (*name_end)
                     && *name_end != '>' && *name_end != '/'
                     && name_end - tag < 64)
                name_end++;
              problem (loader, lines_between (data, tag, 1),
                       _("<%.*s> has more than %u attributes: an element "
                         "of a lesson takes only a few."),
                       (int) (name_end - tag - 1), tag + 1,
                       (unsigned) MAX_ATTRIBUTES);
              return FALSE;
            }
        }
    }
  return TRUE;
}

static xmlDocPtr
parse_securely (Loader *loader, const char *data, gsize length)
{
  xmlParserCtxtPtr ctxt;
  xmlDocPtr doc;

  if (!attributes_are_few (loader, data, length))
    return NULL;
  load_schema (); /* also installs the deny-all entity loader */
  ctxt = xmlNewParserCtxt ();
  if (ctxt == NULL)
    {
      problem (loader, 0, "%s", _("Out of memory."));
      return NULL;
    }
  ctxt->_private = loader;
  ctxt->sax->internalSubset = on_internal_subset;
  loader->parser = ctxt;
  loader->last_line = count_lines (data, length);
  loader->cut_short = !ends_with_root_end (data, length);

  xmlSetStructuredErrorFunc (loader, on_xml_error);
  /* NONET and nothing else: no entity substitution (NOENT), no DTD
   * loading, no XInclude, and libxml2's own size and depth limits (no
   * HUGE); BIG_LINES, or every line past 65,535 is said to be that one.
   * The text must be UTF-8, whatever it declares. */
  /* No URL: messages name the file themselves, and libxml2 2.9 walks
   * back over every earlier sibling of a node in error when its document
   * has one (looking for XInclude), quadratic in the puzzles of a set. */
  doc = xmlCtxtReadMemory (ctxt, data, (int) length, NULL, "UTF-8",
                           XML_PARSE_NONET | XML_PARSE_BIG_LINES
                             | XML_PARSE_NOERROR
                             | XML_PARSE_NOWARNING);
  xmlSetStructuredErrorFunc (NULL, NULL);
  loader->parser = NULL;

  if (doc && (loader->doctype || doc->intSubset || doc->extSubset
              || !ctxt->wellFormed))
    {
      if (!loader->doctype && (doc->intSubset || doc->extSubset))
        problem (loader, 1, "%s", _("The file has a DOCTYPE: lesson files "
                                    "may not declare one."));
      xmlFreeDoc (doc);
      doc = NULL;
    }
  if (doc == NULL && !loader->doctype && loader->cut_short
      && (loader->cut_seen || loader->errors == 0))
    problem (loader, loader->last_line, "%s",
             _("The file ends before all its elements are closed: is it cut "
               "short?"));
  if (doc == NULL && loader->errors == 0)
    problem (loader, 0, "%s", _("The file is not well-formed XML."));
  xmlFreeParserCtxt (ctxt);
  return doc;
}

static int
compare_lines (gconstpointer a, gconstpointer b, gpointer data)
{
  const ToguzLessonProblem *pa = *(ToguzLessonProblem *const *) a;
  const ToguzLessonProblem *pb = *(ToguzLessonProblem *const *) b;

  return (pa->line > pb->line) - (pa->line < pb->line);
}

static gboolean
validate (Loader *loader, xmlDocPtr doc)
{
  xmlNodePtr root = xmlDocGetRootElement (doc);
  xmlRelaxNGValidCtxtPtr valid;
  int status;
  guint first;

  /* A clearer word than the schema's for the commonest mistakes. */
  if (root == NULL)
    {
      problem (loader, 1, "%s", _("The file has no element."));
      return FALSE;
    }
  if (root->ns == NULL
      || g_strcmp0 ((const char *) root->ns->href, TOGUZ_LESSON_NAMESPACE))
    {
      problem (loader, (unsigned) xmlGetLineNo (root),
               _("The root element must be in the lesson namespace: write "
                 "<%s xmlns=\"%s\">."),
               (const char *) root->name, TOGUZ_LESSON_NAMESPACE);
      return FALSE;
    }

  first = loader->problems->len;
  toguz_lesson_loader_check_attributes (loader, root);
  valid = xmlRelaxNGNewValidCtxt (load_schema ());
  xmlRelaxNGSetValidStructuredErrors (valid, on_xml_error, loader);
  status = xmlRelaxNGValidateDoc (valid, doc);
  xmlRelaxNGFreeValidCtxt (valid);
  /* The attributes are said first, and the validator reports an
   * element's content before its attributes: top to bottom reads
   * better.  g_qsort_with_data () is stable. */
  if (loader->problems->len > first + 1)
    g_qsort_with_data (loader->problems->pdata + first,
                       (int) (loader->problems->len - first),
                       sizeof (gpointer), compare_lines, NULL);
  if (status != 0 && loader->errors == 0)
    problem (loader, 0, "%s", _("The file does not follow the lesson "
                                "format."));
  return status == 0;
}

static ToguzLesson *
load (const char *data, gsize length, const char *name, const char *path,
      GPtrArray *problems)
{
  Loader loader = { .name = name ? name : "-", .problems = problems,
                    .path = path };
  g_autoptr (ToguzLesson) lesson = NULL;
  g_autofree char *encoding = NULL;
  xmlDocPtr doc;

  if (length > TOGUZ_LESSON_MAX_FILE_SIZE)
    {
      problem (&loader, 0, _("The file is larger than %d MiB: no lesson is "
                             "that long."),
               TOGUZ_LESSON_MAX_FILE_SIZE / (1024 * 1024));
      return NULL;
    }
  if (length == 0)
    {
      problem (&loader, 0, "%s", _("The file is empty: a lesson file starts "
                                   "with <lesson> or <exercise-set>."));
      return NULL;
    }
  /* Before libxml2, which reads UTF-16 as UTF-8 and finds it empty. */
  encoding = toguz_encoding_describe (toguz_encoding_sniff (data, length,
                                                            NULL));
  if (encoding)
    {
      problem (&loader, 0, "%s", encoding);
      return NULL;
    }

  doc = parse_securely (&loader, data, length);
  if (doc == NULL)
    return NULL;
  if (validate (&loader, doc))
    lesson = toguz_lesson_loader_build (&loader, doc, path);
  xmlFreeDoc (doc);
  if (loader.errors > 0)
    return NULL;
  return g_steal_pointer (&lesson);
}

ToguzLesson *
toguz_lesson_load_data (const char *data, gsize length, const char *name,
                        GPtrArray *problems)
{
  g_return_val_if_fail (problems != NULL, NULL);
  return load (data, length, name, NULL, problems);
}

ToguzLesson *
toguz_lesson_load_data_at (const char *data, gsize length, const char *path,
                           GPtrArray *problems)
{
  g_return_val_if_fail (path != NULL && problems != NULL, NULL);
  return load (data, length, path, path, problems);
}

ToguzLesson *
toguz_lesson_load_file (const char *path, GPtrArray *problems)
{
  return toguz_lesson_load_file_bytes (path, problems, NULL);
}

ToguzLesson *
toguz_lesson_load_file_bytes (const char *path, GPtrArray *problems,
                              GBytes **bytes)
{
  ToguzLesson *lesson;
  Loader loader = { .name = path, .problems = problems };
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  g_return_val_if_fail (path != NULL && problems != NULL, NULL);
  /* A device, a FIFO or a huge file is refused, never read to its end. */
  if (!toguz_file_read_regular (path, TOGUZ_LESSON_MAX_FILE_SIZE, &contents,
                                &length, &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE))
        problem (&loader, 0, _("The file is larger than %d MiB: no lesson "
                               "is that long."),
                 TOGUZ_LESSON_MAX_FILE_SIZE / (1024 * 1024));
      else
        problem (&loader, 0, "%s", error->message);
      return NULL;
    }
  lesson = load (contents, length, path, path, problems);
  if (lesson && bytes)
    *bytes = g_bytes_new_take (g_steal_pointer (&contents), length);
  return lesson;
}
