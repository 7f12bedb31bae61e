/* tutor-help-page.c: one page of the user guide, read from Mallard
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <libxml/SAX2.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <string.h>

#include "tutor-help-page.h"

#define MALLARD_NS "http://projectmallard.org/1.0/"

struct _TutorHelpPage
{
  char *filename;
  char *id;
  char *title;
  char *desc;
  xmlDocPtr doc;
  GHashTable *sections;  /* id -> title */
  GPtrArray *guides;     /* "xref\037group" */
  GPtrArray *seealso;    /* xrefs */
  GPtrArray *xrefs;      /* NULL-terminated */
};

G_DEFINE_QUARK (tutor-help-error-quark, tutor_help_error)

void
tutor_help_block_free (TutorHelpBlock *block)
{
  if (block == NULL)
    return;
  g_free (block->markup);
  g_free (block->detail);
  g_free (block->source);
  g_free (block->xref);
  g_free (block);
}

static gboolean
is_mallard (xmlNodePtr node, const char *name)
{
  return node->type == XML_ELEMENT_NODE && node->ns
         && strcmp ((const char *) node->ns->href, MALLARD_NS) == 0
         && (name == NULL || strcmp ((const char *) node->name, name) == 0);
}

static char *
attribute (xmlNodePtr node, const char *name)
{
  xmlChar *value = xmlGetProp (node, (const xmlChar *) name);
  char *copy = value ? g_strdup ((const char *) value) : NULL;

  xmlFree (value);
  return copy;
}

static gboolean
attribute_is (xmlNodePtr node, const char *name, const char *value)
{
  g_autofree char *actual = attribute (node, name);

  return g_strcmp0 (actual, value) == 0;
}

static xmlNodePtr
first_child (xmlNodePtr node, const char *name)
{
  for (xmlNodePtr child = node->children; child; child = child->next)
    if (is_mallard (child, name))
      return child;
  return NULL;
}

/* Whitespace in Mallard text is collapsed, as in HTML; markup is
 * escaped, plain text is not. */
static void
append_text (GString *out, const char *text, gboolean escape)
{
  for (const char *c = text; *c; c++)
    {
      if (g_ascii_isspace (*c))
        {
          if (out->len > 0 && out->str[out->len - 1] != ' '
              && out->str[out->len - 1] != '\n')
            g_string_append_c (out, ' ');
        }
      else if (escape && *c == '&')
        g_string_append (out, "&amp;");
      else if (escape && *c == '<')
        g_string_append (out, "&lt;");
      else if (escape && *c == '>')
        g_string_append (out, "&gt;");
      else if (escape && *c == '"')
        g_string_append (out, "&quot;");
      else
        g_string_append_c (out, *c);
    }
}

static void
append_collapsed (GString *out, const char *text)
{
  append_text (out, text, TRUE);
}

static char *
plain_text (xmlNodePtr node)
{
  xmlChar *content = xmlNodeGetContent (node);
  GString *out = g_string_new (NULL);

  append_text (out, content ? (const char *) content : "", FALSE);
  xmlFree (content);
  g_strstrip (out->str);
  return g_string_free (out, FALSE);
}

/* An xref as the book knows it: "#section" is one of this page's. */
static char *
full_xref (TutorHelpPage *self, const char *xref)
{
  if (xref[0] == '#')
    return g_strconcat (self->id, xref, NULL);
  return g_strdup (xref);
}

static void append_inline (TutorHelpPage *self, GString *out,
                           xmlNodePtr node, const TutorHelpLinks *links);

static void
append_link (TutorHelpPage *self, GString *out, xmlNodePtr node,
             const TutorHelpLinks *links)
{
  g_autofree char *xref = attribute (node, "xref");
  g_autofree char *href = attribute (node, "href");
  g_autofree char *target = NULL;
  g_autofree char *anchor = NULL;
  gsize start;

  if (xref)
    {
      target = full_xref (self, xref);
      anchor = g_markup_printf_escaped ("<a href=\"xref:%s\">", target);
    }
  else if (href)
    anchor = g_markup_printf_escaped ("<a href=\"%s\">", href);
  else
    {
      append_inline (self, out, node, links);
      return;
    }
  g_string_append (out, anchor);
  start = out->len;
  append_inline (self, out, node, links);
  if (out->len == start)
    {
      /* An empty link reads its target's title, as Yelp shows it. */
      const char *title = target && links && links->title_of
                            ? links->title_of (target, links->data)
                            : NULL;
      append_collapsed (out, title ? title : (target ? target : href));
    }
  g_string_append (out, "</a>");
}

static void
append_wrapped (TutorHelpPage *self, GString *out, xmlNodePtr node,
                const TutorHelpLinks *links, const char *open,
                const char *close)
{
  g_string_append (out, open);
  append_inline (self, out, node, links);
  g_string_append (out, close);
}

/* A key as a keycap: monospace on a light tint, in either style. */
#define KEY_OPEN "<span font_family=\"monospace\" background=\"#8080802e\">\u2009"
#define KEY_CLOSE "\u2009</span>"

static void
append_element (TutorHelpPage *self, GString *out, xmlNodePtr node,
                const TutorHelpLinks *links)
{
  const char *name = (const char *) node->name;

  if (!is_mallard (node, NULL))
    return;
  if (strcmp (name, "em") == 0)
    append_wrapped (self, out, node, links,
                    attribute_is (node, "style", "strong") ? "<b>" : "<i>",
                    attribute_is (node, "style", "strong") ? "</b>"
                                                           : "</i>");
  else if (strcmp (name, "gui") == 0)
    append_wrapped (self, out, node, links, "<b>", "</b>");
  else if (strcmp (name, "guiseq") == 0 || strcmp (name, "keyseq") == 0)
    {
      gboolean first = TRUE;
      gboolean keys = strcmp (name, "keyseq") == 0;

      for (xmlNodePtr child = node->children; child; child = child->next)
        if (child->type == XML_ELEMENT_NODE)
          {
            if (!first)
              g_string_append (out, keys ? "+" : " ▸ ");
            append_element (self, out, child, links);
            first = FALSE;
          }
    }
  else if (strcmp (name, "key") == 0)
    append_wrapped (self, out, node, links, KEY_OPEN, KEY_CLOSE);
  else if (strcmp (name, "code") == 0 || strcmp (name, "cmd") == 0
           || strcmp (name, "file") == 0 || strcmp (name, "sys") == 0
           || strcmp (name, "input") == 0 || strcmp (name, "output") == 0)
    append_wrapped (self, out, node, links, "<tt>", "</tt>");
  else if (strcmp (name, "var") == 0)
    append_wrapped (self, out, node, links, "<i>", "</i>");
  else if (strcmp (name, "link") == 0)
    append_link (self, out, node, links);
  else
    append_inline (self, out, node, links);
}

static void
append_inline (TutorHelpPage *self, GString *out, xmlNodePtr node,
               const TutorHelpLinks *links)
{
  for (xmlNodePtr child = node->children; child; child = child->next)
    if (child->type == XML_TEXT_NODE || child->type == XML_CDATA_SECTION_NODE)
      append_collapsed (out, (const char *) child->content);
    else if (child->type == XML_ELEMENT_NODE)
      append_element (self, out, child, links);
}

static char *
inline_markup (TutorHelpPage *self, xmlNodePtr node,
               const TutorHelpLinks *links)
{
  GString *out = g_string_new (NULL);

  append_inline (self, out, node, links);
  g_strstrip (out->str);
  return g_string_free (out, FALSE);
}

static TutorHelpBlock *
add_block (GPtrArray *blocks, TutorHelpBlockKind kind, guint depth,
           char *markup)
{
  TutorHelpBlock *block = g_new0 (TutorHelpBlock, 1);

  block->kind = kind;
  block->depth = depth;
  block->markup = markup;
  g_ptr_array_add (blocks, block);
  return block;
}

typedef struct
{
  TutorHelpPage *page;
  const TutorHelpLinks *links;
  GPtrArray *blocks;
} Builder;

static void build_blocks (Builder *builder, xmlNodePtr parent,
                          const char *section, guint depth);

/* The paragraphs of an item (or a note) as one text; its lists after
 * it, one level in. */
static char *
joined_paragraphs (Builder *builder, xmlNodePtr item, const char *separator)
{
  GString *out = g_string_new (NULL);

  for (xmlNodePtr child = item->children; child; child = child->next)
    if (is_mallard (child, "p") || is_mallard (child, "title"))
      {
        g_autofree char *markup = inline_markup (builder->page, child,
                                                 builder->links);
        if (out->len > 0)
          g_string_append (out, separator);
        if (is_mallard (child, "title"))
          g_string_append_printf (out, "<b>%s</b>", markup);
        else
          g_string_append (out, markup);
      }
  return g_string_free (out, FALSE);
}

static void
build_list (Builder *builder, xmlNodePtr list, const char *section,
            guint depth, TutorHelpBlockKind kind)
{
  guint number = 0;

  for (xmlNodePtr item = list->children; item; item = item->next)
    if (is_mallard (item, "item"))
      {
        TutorHelpBlock *block = add_block (
          builder->blocks, kind, depth,
          joined_paragraphs (builder, item, "\n"));

        block->number = ++number;
        for (xmlNodePtr child = item->children; child; child = child->next)
          if (is_mallard (child, "list"))
            build_list (builder, child, section, depth + 1,
                        TUTOR_HELP_BLOCK_ITEM);
          else if (is_mallard (child, "steps"))
            build_list (builder, child, section, depth + 1,
                        TUTOR_HELP_BLOCK_STEP);
      }
}

static void
build_terms (Builder *builder, xmlNodePtr terms, guint depth)
{
  for (xmlNodePtr item = terms->children; item; item = item->next)
    {
      if (!is_mallard (item, "item"))
        continue;
      for (xmlNodePtr child = item->children; child; child = child->next)
        if (is_mallard (child, "title"))
          add_block (builder->blocks, TUTOR_HELP_BLOCK_TERM, depth,
                     inline_markup (builder->page, child, builder->links));
        else if (is_mallard (child, "p"))
          add_block (builder->blocks, TUTOR_HELP_BLOCK_DEFINITION, depth,
                     inline_markup (builder->page, child, builder->links));
    }
}

/* Code as written, but for the line break after the opening tag. */
static char *
code_text (xmlNodePtr node)
{
  xmlChar *content = xmlNodeGetContent (node);
  const char *text = content ? (const char *) content : "";
  char *copy;

  if (*text == '\n')
    text++;
  copy = g_strchomp (g_strdup (text));
  xmlFree (content);
  return copy;
}

static void
build_element (Builder *builder, xmlNodePtr node, const char *section,
               guint depth)
{
  const char *name = (const char *) node->name;

  if (strcmp (name, "p") == 0)
    add_block (builder->blocks, TUTOR_HELP_BLOCK_PARAGRAPH, depth,
               inline_markup (builder->page, node, builder->links));
  else if (strcmp (name, "section") == 0)
    {
      g_autofree char *id = attribute (node, "id");
      xmlNodePtr title = first_child (node, "title");
      TutorHelpBlock *heading = add_block (
        builder->blocks, TUTOR_HELP_BLOCK_HEADING, depth + 1,
        title ? inline_markup (builder->page, title, builder->links)
              : g_strdup (""));

      heading->xref = id ? g_strdup (id) : NULL;
      build_blocks (builder, node, id, depth + 1);
    }
  else if (strcmp (name, "list") == 0)
    build_list (builder, node, section, 0, TUTOR_HELP_BLOCK_ITEM);
  else if (strcmp (name, "steps") == 0)
    build_list (builder, node, section, 0, TUTOR_HELP_BLOCK_STEP);
  else if (strcmp (name, "terms") == 0)
    build_terms (builder, node, depth);
  else if (strcmp (name, "note") == 0)
    add_block (builder->blocks, TUTOR_HELP_BLOCK_NOTE, depth,
               joined_paragraphs (builder, node, "\n\n"));
  else if (strcmp (name, "code") == 0 || strcmp (name, "screen") == 0)
    add_block (builder->blocks, TUTOR_HELP_BLOCK_CODE, depth,
               code_text (node));
  else if (strcmp (name, "media") == 0)
    {
      g_autofree char *type = attribute (node, "type");
      TutorHelpBlock *figure;

      if (type && strcmp (type, "image") != 0)
        return;
      figure = add_block (builder->blocks, TUTOR_HELP_BLOCK_FIGURE, depth,
                          joined_paragraphs (builder, node, "\n"));
      figure->source = attribute (node, "src");
      {
        g_autofree char *width = attribute (node, "width");
        guint64 pixels = 0;

        if (width && g_ascii_string_to_unsigned (width, 10, 1, 4096, &pixels,
                                                 NULL))
          figure->width = (guint) pixels;
      }
    }
  else if (strcmp (name, "links") == 0)
    {
      g_autofree char *type = attribute (node, "type");
      g_autofree char *groups = attribute (node, "groups");
      g_autofree char *guide = section
                                 ? g_strconcat (builder->page->id, "#",
                                                section, NULL)
                                 : g_strdup (builder->page->id);

      if (g_strcmp0 (type, "topic") == 0 && builder->links
          && builder->links->append_topics)
        builder->links->append_topics (guide, groups, builder->blocks,
                                       builder->links->data);
    }
  else if (strcmp (name, "info") == 0 || strcmp (name, "title") == 0
           || strcmp (name, "comment") == 0 || strcmp (name, "desc") == 0)
    return;
  else
    /* example, figure, quote, div…: what is in them. */
    build_blocks (builder, node, section, depth);
}

static void
build_blocks (Builder *builder, xmlNodePtr parent, const char *section,
              guint depth)
{
  for (xmlNodePtr child = parent->children; child; child = child->next)
    if (is_mallard (child, NULL))
      build_element (builder, child, section, depth);
}

GPtrArray *
tutor_help_page_build_blocks (TutorHelpPage *self,
                              const TutorHelpLinks *links)
{
  Builder builder = { self, links, NULL };

  g_return_val_if_fail (self != NULL, NULL);
  builder.blocks = g_ptr_array_new_with_free_func (
    (GDestroyNotify) tutor_help_block_free);
  build_blocks (&builder, xmlDocGetRootElement (self->doc), NULL, 0);
  if (self->seealso->len > 0 && links && links->append_topic)
    {
      guint before;

      add_block (builder.blocks, TUTOR_HELP_BLOCK_HEADING, 1,
                 g_markup_escape_text (_("See Also"), -1));
      before = builder.blocks->len;
      for (guint i = 0; i < self->seealso->len; i++)
        links->append_topic (g_ptr_array_index (self->seealso, i),
                             builder.blocks, links->data);
      if (builder.blocks->len == before)
        g_ptr_array_remove_index (builder.blocks, before - 1);
    }
  return builder.blocks;
}

/* What the page says of itself, and every link it makes. */
static void
read_structure (TutorHelpPage *self, xmlNodePtr node, guint depth,
                GError **error)
{
  for (xmlNodePtr child = node->children; child; child = child->next)
    {
      if (child->type != XML_ELEMENT_NODE)
        continue;
      if (depth >= TUTOR_HELP_MAX_DEPTH)
        {
          g_set_error (error, TUTOR_HELP_ERROR, TUTOR_HELP_ERROR_TOO_DEEP,
                       _("%s:%ld: the elements are nested more than %d "
                         "deep: a help page needs a few levels."),
                       self->filename, xmlGetLineNo (child),
                       TUTOR_HELP_MAX_DEPTH);
          return;
        }
      if (is_mallard (child, "link"))
        {
          g_autofree char *xref = attribute (child, "xref");
          if (xref)
            g_ptr_array_add (self->xrefs, full_xref (self, xref));
        }
      else if (is_mallard (child, "section"))
        {
          g_autofree char *id = attribute (child, "id");
          xmlNodePtr title = first_child (child, "title");
          if (id)
            g_hash_table_insert (self->sections, g_strdup (id),
                                 title ? plain_text (title) : g_strdup (id));
        }
      read_structure (self, child, depth + 1, error);
      if (error && *error)
        return;
    }
}

static void
read_info (TutorHelpPage *self, xmlNodePtr root)
{
  xmlNodePtr info = first_child (root, "info");
  xmlNodePtr title = first_child (root, "title");

  self->title = title ? plain_text (title) : g_strdup (self->id);
  if (info == NULL)
    return;
  for (xmlNodePtr child = info->children; child; child = child->next)
    if (is_mallard (child, "desc") && self->desc[0] == '\0')
      {
        g_free (self->desc);
        self->desc = inline_markup (self, child, NULL);
      }
    else if (is_mallard (child, "link"))
      {
        g_autofree char *type = attribute (child, "type");
        g_autofree char *xref = attribute (child, "xref");
        g_autofree char *group = attribute (child, "group");

        if (xref == NULL)
          continue;
        if (g_strcmp0 (type, "guide") == 0)
          g_ptr_array_add (self->guides,
                           g_strdup_printf ("%s\037%s", xref,
                                            group ? group : ""));
        else if (g_strcmp0 (type, "seealso") == 0)
          g_ptr_array_add (self->seealso, full_xref (self, xref));
      }
}

/* A DOCTYPE is refused before anything in it is read: no entity of it
 * is ever declared, let alone expanded. */
static void
on_internal_subset (void *data, const xmlChar *name,
                    const xmlChar *external_id, const xmlChar *system_id)
{
  xmlParserCtxtPtr ctxt = data;

  ctxt->_private = GINT_TO_POINTER (xmlSAX2GetLineNumber (ctxt));
  xmlStopParser (ctxt);
}

static xmlDocPtr
parse_securely (const char *data, gsize length, const char *filename,
                GError **error)
{
  xmlParserCtxtPtr ctxt = xmlNewParserCtxt ();
  xmlDocPtr doc;

  if (ctxt == NULL)
    {
      g_set_error (error, TUTOR_HELP_ERROR, TUTOR_HELP_ERROR_NOT_XML,
                   "%s: %s", filename, g_strerror (ENOMEM));
      return NULL;
    }
  ctxt->sax->internalSubset = on_internal_subset;
  /* NONET and no more: no entity substitution, no DTD loading, no
   * XInclude, libxml2's own limits (no HUGE); messages are ours. */
  doc = xmlCtxtReadMemory (ctxt, data, (int) length, NULL, "UTF-8",
                           XML_PARSE_NONET | XML_PARSE_NOERROR
                             | XML_PARSE_NOWARNING);
  if (ctxt->_private || (doc && (doc->intSubset || doc->extSubset)))
    {
      g_set_error (error, TUTOR_HELP_ERROR, TUTOR_HELP_ERROR_DOCTYPE,
                   _("%s:%d: the page has a DOCTYPE: help pages may not "
                     "declare one, nor entities."),
                   filename, MAX (1, GPOINTER_TO_INT (ctxt->_private)));
      g_clear_pointer (&doc, xmlFreeDoc);
    }
  else if (doc == NULL || !ctxt->wellFormed)
    {
      xmlErrorPtr problem = xmlCtxtGetLastError (ctxt);
      g_autofree char *message = g_strdup (
        problem && problem->message ? problem->message
                                    : _("not well-formed XML"));

      g_strstrip (message);
      g_set_error (error, TUTOR_HELP_ERROR, TUTOR_HELP_ERROR_NOT_XML,
                   _("%s:%d: the page is not well-formed XML: %s."),
                   filename, problem ? MAX (1, problem->line) : 1, message);
      g_clear_pointer (&doc, xmlFreeDoc);
    }
  xmlFreeParserCtxt (ctxt);
  return doc;
}

TutorHelpPage *
tutor_help_page_new (GBytes *contents, const char *filename, GError **error)
{
  g_autoptr (TutorHelpPage) self = NULL;
  gsize length;
  const char *data = g_bytes_get_data (contents, &length);
  xmlNodePtr root;
  g_autofree char *id = NULL;
  g_autofree char *base = g_path_get_basename (filename);
  GError *problem = NULL;

  if (length > TUTOR_HELP_MAX_PAGE_SIZE)
    {
      g_set_error (error, TUTOR_HELP_ERROR, TUTOR_HELP_ERROR_TOO_LARGE,
                   _("%s: the page is larger than %d KiB: split it into "
                     "pages of its topics."),
                   filename, TUTOR_HELP_MAX_PAGE_SIZE / 1024);
      return NULL;
    }
  self = g_new0 (TutorHelpPage, 1);
  self->filename = g_strdup (filename);
  self->doc = parse_securely (data ? data : "", length, filename, error);
  if (self->doc == NULL)
    return NULL;
  root = xmlDocGetRootElement (self->doc);
  if (root == NULL || !is_mallard (root, "page"))
    {
      g_set_error (error, TUTOR_HELP_ERROR, TUTOR_HELP_ERROR_NOT_MALLARD,
                   _("%s:%ld: the page must be a Mallard page: write <page "
                     "xmlns=\"%s\">."),
                   filename, root ? xmlGetLineNo (root) : 1L, MALLARD_NS);
      return NULL;
    }
  id = attribute (root, "id");
  if (id == NULL && g_str_has_suffix (base, ".page"))
    base[strlen (base) - strlen (".page")] = '\0';
  self->id = g_strdup (id ? id : base);
  self->desc = g_strdup ("");
  self->sections = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                          g_free);
  self->guides = g_ptr_array_new_with_free_func (g_free);
  self->seealso = g_ptr_array_new_with_free_func (g_free);
  self->xrefs = g_ptr_array_new_with_free_func (g_free);
  read_structure (self, root, 0, &problem);
  if (problem)
    {
      g_propagate_error (error, problem);
      return NULL;
    }
  g_ptr_array_add (self->xrefs, NULL);
  read_info (self, root);
  return g_steal_pointer (&self);
}

TutorHelpPage *
tutor_help_page_new_from_file (const char *path, GError **error)
{
  g_autoptr (GMappedFile) file = NULL;
  g_autoptr (GBytes) bytes = NULL;
  GStatBuf status;

  /* The size first: a huge file is never read in. */
  if (g_stat (path, &status) == 0
      && status.st_size > TUTOR_HELP_MAX_PAGE_SIZE)
    {
      g_set_error (error, TUTOR_HELP_ERROR, TUTOR_HELP_ERROR_TOO_LARGE,
                   _("%s: the page is larger than %d KiB: split it into "
                     "pages of its topics."),
                   path, TUTOR_HELP_MAX_PAGE_SIZE / 1024);
      return NULL;
    }
  file = g_mapped_file_new (path, FALSE, error);
  if (file == NULL)
    return NULL;
  bytes = g_mapped_file_get_bytes (file);
  return tutor_help_page_new (bytes, path, error);
}

void
tutor_help_page_free (TutorHelpPage *self)
{
  if (self == NULL)
    return;
  g_free (self->filename);
  g_free (self->id);
  g_free (self->title);
  g_free (self->desc);
  g_clear_pointer (&self->doc, xmlFreeDoc);
  g_clear_pointer (&self->sections, g_hash_table_unref);
  g_clear_pointer (&self->guides, g_ptr_array_unref);
  g_clear_pointer (&self->seealso, g_ptr_array_unref);
  g_clear_pointer (&self->xrefs, g_ptr_array_unref);
  g_free (self);
}

const char *
tutor_help_page_get_id (TutorHelpPage *self)
{
  return self->id;
}

const char *
tutor_help_page_get_title (TutorHelpPage *self)
{
  return self->title;
}

const char *
tutor_help_page_get_desc (TutorHelpPage *self)
{
  return self->desc;
}

const char *
tutor_help_page_get_filename (TutorHelpPage *self)
{
  return self->filename;
}

const char *
tutor_help_page_get_section_title (TutorHelpPage *self, const char *id)
{
  return g_hash_table_lookup (self->sections, id);
}

gboolean
tutor_help_page_has_guide (TutorHelpPage *self, const char *guide,
                           const char **group)
{
  gsize length = strlen (guide);

  for (guint i = 0; i < self->guides->len; i++)
    {
      const char *entry = g_ptr_array_index (self->guides, i);

      if (strncmp (entry, guide, length) == 0 && entry[length] == '\037')
        {
          if (group)
            *group = entry + length + 1;
          return TRUE;
        }
    }
  return FALSE;
}

const char *const *
tutor_help_page_get_xrefs (TutorHelpPage *self)
{
  return (const char *const *) self->xrefs->pdata;
}
