/* tutor-help-window.c: the user guide shown in the tutor, where Yelp is
 * missing
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tutor-help-window.h"

struct _TutorHelpWindow
{
  AdwWindow parent_instance;

  AdwWindowTitle *window_title;
  GtkScrolledWindow *scroller;
  GtkBox *content;

  TutorHelpBook *book;
  char *page;          /* shown: "id" or "id#section" */
  GPtrArray *history;  /* the pages before, the last most recent */
  GtkWidget *anchor;   /* the heading to scroll to once laid out */
  guint scroll_tick;
  guint scroll_frames;
};

G_DEFINE_FINAL_TYPE (TutorHelpWindow, tutor_help_window, ADW_TYPE_WINDOW)

static void show_page (TutorHelpWindow *self, const char *xref,
                       gboolean remember);

static gboolean
on_activate_link (GtkLabel *label, const char *uri, gpointer data)
{
  TutorHelpWindow *self = data;

  if (!g_str_has_prefix (uri, "xref:"))
    return FALSE; /* GTK opens it in the browser */
  tutor_help_window_show_page (self, uri + strlen ("xref:"));
  return TRUE;
}

static GtkWidget *
text_label (TutorHelpWindow *self, const char *markup)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  g_signal_connect (label, "activate-link", G_CALLBACK (on_activate_link),
                    self);
  return label;
}

static GtkWidget *
list_item (TutorHelpWindow *self, const TutorHelpBlock *block)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  g_autofree char *number = block->kind == TUTOR_HELP_BLOCK_STEP
                              ? g_strdup_printf ("%u.", block->number)
                              : g_strdup ("•");
  GtkWidget *mark = gtk_label_new (number);

  gtk_widget_set_valign (mark, GTK_ALIGN_START);
  gtk_label_set_xalign (GTK_LABEL (mark), 1);
  gtk_label_set_width_chars (GTK_LABEL (mark), 2);
  if (block->kind == TUTOR_HELP_BLOCK_STEP)
    gtk_widget_add_css_class (mark, "numeric");
  gtk_widget_set_margin_start (row, 6 + 18 * (int) block->depth);
  gtk_box_append (GTK_BOX (row), mark);
  gtk_box_append (GTK_BOX (row), text_label (self, block->markup));
  return row;
}

static GtkWidget *
note (TutorHelpWindow *self, const TutorHelpBlock *block)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *icon = gtk_image_new_from_icon_name (
    "dialog-information-symbolic");
  GtkWidget *label = text_label (self, block->markup);

  gtk_widget_add_css_class (box, "card");
  gtk_widget_set_valign (icon, GTK_ALIGN_START);
  gtk_widget_set_margin_start (icon, 12);
  gtk_widget_set_margin_top (icon, 14);
  gtk_widget_set_margin_top (label, 12);
  gtk_widget_set_margin_bottom (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), label);
  return box;
}

/* Code wraps where it must rather than scroll: a phone's width shows
 * all of it. */
static GtkWidget *
code (const TutorHelpBlock *block)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label = gtk_label_new (block->markup);

  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "monospace");
  gtk_widget_set_margin_top (label, 10);
  gtk_widget_set_margin_bottom (label, 10);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_box_append (GTK_BOX (box), label);
  gtk_widget_add_css_class (box, "card");
  return box;
}

static GtkWidget *
figure (TutorHelpWindow *self, const TutorHelpBlock *block)
{
  g_autofree char *path = tutor_help_book_find_figure (self->book,
                                                       block->source);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  /* At the width the page asks for (else 480 pixels), narrower on a
   * narrower window: a scrolled page gives a picture its minimum height,
   * so the height is asked for. */
  if (path)
    {
      int width = block->width ? (int) block->width : 480;
      g_autoptr (GdkPixbuf) pixbuf = gdk_pixbuf_new_from_file_at_scale (
        path, width, -1, TRUE, NULL);

      if (pixbuf)
        {
          GtkWidget *picture = gtk_picture_new_for_pixbuf (pixbuf);

          gtk_picture_set_can_shrink (GTK_PICTURE (picture), TRUE);
          gtk_picture_set_alternative_text (GTK_PICTURE (picture),
                                            block->markup);
          gtk_widget_set_size_request (picture, -1,
                                       gdk_pixbuf_get_height (pixbuf));
          gtk_widget_set_halign (picture, GTK_ALIGN_CENTER);
          gtk_box_append (GTK_BOX (box), picture);
        }
    }
  if (block->markup[0])
    {
      GtkWidget *caption = text_label (self, block->markup);

      gtk_label_set_xalign (GTK_LABEL (caption), 0.5f);
      gtk_label_set_justify (GTK_LABEL (caption), GTK_JUSTIFY_CENTER);
      gtk_widget_add_css_class (caption, "caption");
      gtk_widget_add_css_class (caption, "dim-label");
      gtk_box_append (GTK_BOX (box), caption);
    }
  return box;
}

static void
on_topic_activated (GtkListBox *list, GtkListBoxRow *row, gpointer data)
{
  tutor_help_window_show_page (data,
                               g_object_get_data (G_OBJECT (row), "xref"));
}

static GtkWidget *
topic_row (const TutorHelpBlock *block)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *arrow = gtk_image_new_from_icon_name ("go-next-symbolic");

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), block->markup);
  if (block->detail && block->detail[0])
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), block->detail);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), arrow);
  g_object_set_data_full (G_OBJECT (row), "xref", g_strdup (block->xref),
                          g_free);
  return row;
}

static GtkWidget *
heading (const TutorHelpBlock *block)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_markup (GTK_LABEL (label), block->markup);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, block->depth <= 1 ? "title-2"
                                                     : "title-3");
  gtk_widget_set_margin_top (label, 12);
  return label;
}

/* Items, terms and topics close together, in a box of their own. */
static GtkWidget *
group_for (TutorHelpWindow *self, GtkWidget **group,
           TutorHelpBlockKind *group_kind, TutorHelpBlockKind kind)
{
  gboolean same = *group
                  && (*group_kind == kind
                      || (kind == TUTOR_HELP_BLOCK_DEFINITION
                          && *group_kind == TUTOR_HELP_BLOCK_TERM)
                      || ((kind == TUTOR_HELP_BLOCK_ITEM
                           || kind == TUTOR_HELP_BLOCK_STEP)
                          && (*group_kind == TUTOR_HELP_BLOCK_ITEM
                              || *group_kind == TUTOR_HELP_BLOCK_STEP)));

  if (same)
    return *group;
  if (kind == TUTOR_HELP_BLOCK_TOPIC)
    {
      *group = gtk_list_box_new ();
      gtk_list_box_set_selection_mode (GTK_LIST_BOX (*group),
                                       GTK_SELECTION_NONE);
      gtk_widget_add_css_class (*group, "boxed-list");
      g_signal_connect (*group, "row-activated",
                        G_CALLBACK (on_topic_activated), self);
    }
  else
    *group = gtk_box_new (GTK_ORIENTATION_VERTICAL,
                          kind == TUTOR_HELP_BLOCK_TERM ? 4 : 8);
  *group_kind = kind == TUTOR_HELP_BLOCK_DEFINITION ? TUTOR_HELP_BLOCK_TERM
                                                    : kind;
  gtk_box_append (self->content, *group);
  return *group;
}

static void
show_blocks (TutorHelpWindow *self, GPtrArray *blocks, const char *section)
{
  GtkWidget *group = NULL;
  TutorHelpBlockKind group_kind = TUTOR_HELP_BLOCK_PARAGRAPH;

  for (guint i = 0; i < blocks->len; i++)
    {
      const TutorHelpBlock *block = g_ptr_array_index (blocks, i);
      GtkWidget *widget = NULL;

      switch (block->kind)
        {
        case TUTOR_HELP_BLOCK_ITEM:
        case TUTOR_HELP_BLOCK_STEP:
          gtk_box_append (GTK_BOX (group_for (self, &group, &group_kind,
                                              block->kind)),
                          list_item (self, block));
          continue;
        case TUTOR_HELP_BLOCK_TERM:
          /* Each term starts a group of its own, with its definitions. */
          group = NULL;
          widget = text_label (self, block->markup);
          gtk_widget_add_css_class (widget, "heading");
          gtk_box_append (GTK_BOX (group_for (self, &group, &group_kind,
                                              block->kind)),
                          widget);
          continue;
        case TUTOR_HELP_BLOCK_DEFINITION:
          widget = text_label (self, block->markup);
          gtk_widget_set_margin_start (widget, 18);
          gtk_box_append (GTK_BOX (group_for (self, &group, &group_kind,
                                              block->kind)),
                          widget);
          continue;
        case TUTOR_HELP_BLOCK_TOPIC:
          gtk_list_box_append (GTK_LIST_BOX (group_for (self, &group,
                                                        &group_kind,
                                                        block->kind)),
                               topic_row (block));
          continue;
        case TUTOR_HELP_BLOCK_HEADING:
          widget = heading (block);
          if (section && g_strcmp0 (block->xref, section) == 0)
            self->anchor = widget;
          break;
        case TUTOR_HELP_BLOCK_PARAGRAPH:
          widget = text_label (self, block->markup);
          break;
        case TUTOR_HELP_BLOCK_NOTE:
          widget = note (self, block);
          break;
        case TUTOR_HELP_BLOCK_CODE:
          widget = code (block);
          break;
        case TUTOR_HELP_BLOCK_FIGURE:
          widget = figure (self, block);
          break;
        default:
          continue;
        }
      group = NULL;
      gtk_box_append (self->content, widget);
    }
}

static void
show_problem (TutorHelpWindow *self, const char *message)
{
  GtkWidget *status = adw_status_page_new ();

  adw_status_page_set_icon_name (ADW_STATUS_PAGE (status),
                                 "dialog-warning-symbolic");
  adw_status_page_set_title (ADW_STATUS_PAGE (status),
                             _("This Help Page Cannot Be Shown"));
  adw_status_page_set_description (ADW_STATUS_PAGE (status), message);
  gtk_widget_set_vexpand (status, TRUE);
  gtk_box_append (self->content, status);
}

static void
clear_content (TutorHelpWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkWidget *child;

  /* A focused row or link about to go: GTK 4.8's viewport warns when the
   * focus it scrolls to vanishes under it, so the page's scroller holds
   * the focus while the page changes. */
  if (focus && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->content)))
    gtk_widget_grab_focus (GTK_WIDGET (self->scroller));
  self->anchor = NULL;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->content))))
    gtk_box_remove (self->content, child);
}

/* The section asked for at the top, once the page is laid out: a few
 * frames after it was built, when the scroller knows its height. */
static gboolean
scroll_to_anchor (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  TutorHelpWindow *self = data;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (
    self->scroller);
  graphene_point_t origin = GRAPHENE_POINT_INIT (0, 0), point;
  double wanted;

  if (self->anchor == NULL || ++self->scroll_frames > 60)
    goto done;
  if (gtk_widget_get_height (self->anchor) == 0
      || !gtk_widget_compute_point (self->anchor, GTK_WIDGET (self->content),
                                    &origin, &point))
    return G_SOURCE_CONTINUE;
  wanted = MAX (0, point.y + gtk_widget_get_margin_top (
                               GTK_WIDGET (self->content)) - 12);
  gtk_adjustment_set_value (adjustment, wanted);
  if (gtk_adjustment_get_value (adjustment) < wanted - 1
      && gtk_adjustment_get_value (adjustment)
           < gtk_adjustment_get_upper (adjustment)
               - gtk_adjustment_get_page_size (adjustment) - 1)
    return G_SOURCE_CONTINUE;
done:
  self->anchor = NULL;
  self->scroll_tick = 0;
  return G_SOURCE_REMOVE;
}

static void
show_page (TutorHelpWindow *self, const char *xref, gboolean remember)
{
  g_autoptr (GPtrArray) blocks = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *title = NULL;
  const char *hash = strchr (xref, '#');

  if (remember && self->page)
    g_ptr_array_add (self->history, g_steal_pointer (&self->page));
  g_free (self->page);
  self->page = g_strdup (xref);
  clear_content (self);
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (
                              self->scroller), 0);
  if (self->book == NULL)
    show_problem (self, _("The help is not installed: no folder of help "
                          "pages was found."));
  else if ((blocks = tutor_help_book_build_page (self->book, xref, &title,
                                                 &error)) == NULL)
    show_problem (self, error->message);
  else
    {
      GtkWidget *label = gtk_label_new (title);

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "title-1");
      gtk_box_append (self->content, label);
      show_blocks (self, blocks, hash ? hash + 1 : NULL);
    }
  adw_window_title_set_title (self->window_title,
                              title ? title : _("Help"));
  gtk_window_set_title (GTK_WINDOW (self), title ? title : _("Help"));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "help.back",
                                 self->history->len > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "help.home",
                                 g_strcmp0 (xref, "index") != 0);
  self->scroll_frames = 0;
  if (self->anchor && self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (
      GTK_WIDGET (self), scroll_to_anchor, self, NULL);
}

void
tutor_help_window_show_page (TutorHelpWindow *self, const char *xref)
{
  g_return_if_fail (TUTOR_IS_HELP_WINDOW (self));
  g_return_if_fail (xref != NULL);
  show_page (self, xref, TRUE);
}

const char *
tutor_help_window_get_page (TutorHelpWindow *self)
{
  g_return_val_if_fail (TUTOR_IS_HELP_WINDOW (self), NULL);
  return self->page;
}

TutorHelpBook *
tutor_help_window_get_book (TutorHelpWindow *self)
{
  g_return_val_if_fail (TUTOR_IS_HELP_WINDOW (self), NULL);
  return self->book;
}

gboolean
tutor_help_window_go_back (TutorHelpWindow *self)
{
  g_autofree char *before = NULL;

  g_return_val_if_fail (TUTOR_IS_HELP_WINDOW (self), FALSE);
  if (self->history->len == 0)
    return FALSE;
  before = g_ptr_array_steal_index (self->history, self->history->len - 1);
  show_page (self, before, FALSE);
  return TRUE;
}

static void
go_back (GtkWidget *widget, const char *action, GVariant *parameter)
{
  tutor_help_window_go_back (TUTOR_HELP_WINDOW (widget));
}

static void
go_home (GtkWidget *widget, const char *action, GVariant *parameter)
{
  tutor_help_window_show_page (TUTOR_HELP_WINDOW (widget), "index");
}

GtkWidget *
tutor_help_window_new (GtkWindow *parent, TutorHelpBook *book)
{
  TutorHelpWindow *self = g_object_new (TUTOR_TYPE_HELP_WINDOW,
                                        "transient-for", parent, NULL);

  g_set_object (&self->book, book);
  show_page (self, "index", FALSE);
  return GTK_WIDGET (self);
}

static void
tutor_help_window_dispose (GObject *object)
{
  TutorHelpWindow *self = TUTOR_HELP_WINDOW (object);

  if (self->scroll_tick)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_tick = 0;
  g_clear_object (&self->book);
  g_clear_pointer (&self->page, g_free);
  g_clear_pointer (&self->history, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), TUTOR_TYPE_HELP_WINDOW);
  G_OBJECT_CLASS (tutor_help_window_parent_class)->dispose (object);
}

static void
tutor_help_window_class_init (TutorHelpWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = tutor_help_window_dispose;
  gtk_widget_class_set_template_from_resource (
    widget_class, "/org/toguztutor/Tutor/help/tutor-help-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TutorHelpWindow,
                                        window_title);
  gtk_widget_class_bind_template_child (widget_class, TutorHelpWindow,
                                        scroller);
  gtk_widget_class_bind_template_child (widget_class, TutorHelpWindow,
                                        content);
  gtk_widget_class_install_action (widget_class, "help.back", NULL, go_back);
  gtk_widget_class_install_action (widget_class, "help.home", NULL, go_home);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left,
                                       GDK_ALT_MASK, "help.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home,
                                       GDK_ALT_MASK, "help.home", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0,
                                       "window.close", NULL);
}

static void
tutor_help_window_init (TutorHelpWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->history = g_ptr_array_new_with_free_func (g_free);
}
