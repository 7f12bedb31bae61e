/* tutor-choice-items.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tutor-choice-items.h"

/* A label that wraps where a name is long. */
static GtkWidget *
wrapping_label (float xalign, int max_chars)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), max_chars);
  gtk_label_set_justify (GTK_LABEL (label), xalign > 0.5f
                                              ? GTK_JUSTIFY_RIGHT
                                              : GTK_JUSTIFY_LEFT);
  return label;
}

static const char *
item_string (GtkListItem *item)
{
  GObject *string = gtk_list_item_get_item (item);

  return GTK_IS_STRING_OBJECT (string)
           ? gtk_string_object_get_string (GTK_STRING_OBJECT (string))
           : "";
}

/* In the row: the name chosen. */

static void
setup_current (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  gtk_list_item_set_child (item, wrapping_label (1.0f, 30));
}

static void
bind_current (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      item_string (item));
}

/* In the popover: every name, a check at the one chosen. */

static void
show_check (GtkListItem *item)
{
  GtkWidget *box = gtk_list_item_get_child (item);

  gtk_widget_set_opacity (gtk_widget_get_last_child (box),
                          gtk_list_item_get_selected (item) ? 1.0 : 0.0);
}

static void
setup_choice (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = wrapping_label (0.0f, 36);
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), check);
  gtk_list_item_set_child (item, box);
  g_signal_connect (item, "notify::selected", G_CALLBACK (show_check), NULL);
}

/* The name: the item's, or the factory's longer one for its place. */
static void
bind_choice (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  const char *const *names = g_object_get_data (G_OBJECT (factory), "names");
  guint position = gtk_list_item_get_position (item);
  GtkWidget *box = gtk_list_item_get_child (item);

  gtk_label_set_text (GTK_LABEL (gtk_widget_get_first_child (box)),
                      names && position < g_strv_length ((char **) names)
                        ? names[position]
                        : item_string (item));
  show_check (item);
}

static GtkListItemFactory *
choices_factory_new (void)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_choice), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_choice), NULL);
  return factory;
}

void
tutor_combo_row_wrap_items (AdwComboRow *row)
{
  g_autoptr (GtkListItemFactory) current = gtk_signal_list_item_factory_new ();
  g_autoptr (GtkListItemFactory) choices = choices_factory_new ();

  g_return_if_fail (ADW_IS_COMBO_ROW (row));
  g_signal_connect (current, "setup", G_CALLBACK (setup_current), NULL);
  g_signal_connect (current, "bind", G_CALLBACK (bind_current), NULL);
  adw_combo_row_set_factory (row, current);
  adw_combo_row_set_list_factory (row, choices);
}

/* A drop-down's longer names */

void
tutor_drop_down_set_long_names (GtkDropDown *drop_down,
                                const char *const *names)
{
  g_autoptr (GtkListItemFactory) factory = choices_factory_new ();

  g_return_if_fail (GTK_IS_DROP_DOWN (drop_down));
  if (names)
    g_object_set_data_full (G_OBJECT (factory), "names",
                            g_strdupv ((char **) names),
                            (GDestroyNotify) g_strfreev);
  gtk_drop_down_set_list_factory (drop_down, factory);
}
