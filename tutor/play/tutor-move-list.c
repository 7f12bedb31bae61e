/* tutor-move-list.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The selection model is the list's: a row picked by the learner changes
 * it and emits "move-chosen".  The selection only ever loses its item to
 * the game (a move taken back, a game replaced), never to the learner,
 * who picks the start with its own button; so a selection lost is not a
 * choice.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tutor-move-list.h"

struct _TutorMoveList
{
  AdwBin parent_instance;

  GtkToggleButton *start_button;
  GtkListView *list_view;
  GtkSingleSelection *selection;

  TutorMoveAnnotateFunc annotate;
  gpointer annotate_data;
  GPtrArray *bound;     /* GtkListItem, the rows shown, for their marks */

  gboolean syncing;
  guint scroll_tick;
  guint scroll_frames;
};

G_DEFINE_FINAL_TYPE (TutorMoveList, tutor_move_list, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_GAME,
  N_PROPS
};

enum
{
  MOVE_CHOSEN,
  N_SIGNALS
};

static GParamSpec *props[N_PROPS];
static guint signals[N_SIGNALS];

/* A row: the move number, the move, and under review its mark. */
static void
on_setup_row (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *number = gtk_label_new (NULL);
  GtkWidget *notation = gtk_label_new (NULL);
  GtkWidget *mark = gtk_label_new (NULL);

  gtk_label_set_width_chars (GTK_LABEL (number), 4);
  gtk_label_set_xalign (GTK_LABEL (number), 1);
  gtk_widget_add_css_class (number, "move-number");
  gtk_widget_add_css_class (number, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (notation), 0);
  gtk_widget_set_hexpand (notation, TRUE);
  gtk_widget_add_css_class (notation, "move-notation");
  gtk_widget_add_css_class (mark, "move-mark");
  gtk_widget_set_margin_end (mark, 6);
  gtk_box_append (GTK_BOX (box), number);
  gtk_box_append (GTK_BOX (box), notation);
  gtk_box_append (GTK_BOX (box), mark);
  gtk_list_item_set_child (item, box);
}

static const char *const mark_classes[] = {
  "best", "good", "inaccuracy", "mistake", "blunder",
};

static void
annotate_row (TutorMoveList *self, GtkListItem *item, const char *said_move)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *mark_label = gtk_widget_get_last_child (box);
  const char *mark = NULL, *style_class = NULL, *said = NULL;
  g_autofree char *full = NULL;

  if (self->annotate)
    self->annotate (gtk_list_item_get_position (item), &mark, &style_class,
                    &said, self->annotate_data);
  for (guint i = 0; i < G_N_ELEMENTS (mark_classes); i++)
    gtk_widget_remove_css_class (mark_label, mark_classes[i]);
  if (style_class)
    gtk_widget_add_css_class (mark_label, style_class);
  gtk_label_set_text (GTK_LABEL (mark_label), mark ? mark : "");
  gtk_widget_set_visible (mark_label, mark && *mark);
  if (said_move)
    {
      /* Translators: a move of a game under review, for screen readers:
       * "Move 12, White: 76", then its class: "Blunder". */
      full = said ? g_strdup_printf (_("%1$s, %2$s"), said_move, said)
                  : g_strdup (said_move);
      gtk_accessible_update_property (GTK_ACCESSIBLE (box),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, full,
                                      -1);
    }
}

static void
on_bind_row (GtkSignalListItemFactory *factory, GtkListItem *item,
             TutorMoveList *self)
{
  TutorGameMove *move = gtk_list_item_get_item (item);
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *number = gtk_widget_get_first_child (box);
  GtkWidget *notation = gtk_widget_get_next_sibling (number);
  gboolean white = tutor_game_move_get_side (move) == TOGUZ_WHITE;
  unsigned move_number = tutor_game_move_get_number (move);
  const char *text = tutor_game_move_get_notation (move);
  /* Black's move goes under White's, numbered as records number it. */
  g_autofree char *shown = g_strdup_printf (white ? "%u." : "%u…",
                                            move_number);
  /* Translators: a move of the list, for screen readers; %1$u is
   * the move number, %2$s the move ("65"). */
  g_autofree char *said = g_strdup_printf (
    white ? _("Move %1$u, White: %2$s") : _("Move %1$u, Black: %2$s"),
    move_number, text);

  gtk_label_set_text (GTK_LABEL (number), shown);
  gtk_label_set_text (GTK_LABEL (notation), text);
  g_object_set_data_full (G_OBJECT (item), "tutor-said", g_strdup (said),
                          g_free);
  annotate_row (self, item, said);
  g_ptr_array_add (self->bound, item);
}

static void
on_unbind_row (GtkSignalListItemFactory *factory, GtkListItem *item,
               TutorMoveList *self)
{
  g_ptr_array_remove_fast (self->bound, item);
}

static void
choose (TutorMoveList *self, int ply)
{
  if (!self->syncing)
    g_signal_emit (self, signals[MOVE_CHOSEN], 0, ply);
}

static void
on_selected (TutorMoveList *self)
{
  guint selected = gtk_single_selection_get_selected (self->selection);

  if (selected != GTK_INVALID_LIST_POSITION)
    choose (self, (int) selected);
}

static void
on_start_clicked (TutorMoveList *self)
{
  choose (self, -1);
}

/* Scrolls the selected row into view.  GTK 4.8 only scrolls to a row that
 * has been laid out, a frame or two after it was added: this tries again
 * for a few frames. */
static gboolean
scroll_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  TutorMoveList *self = data;
  guint selected = gtk_single_selection_get_selected (self->selection);

  if (selected != GTK_INVALID_LIST_POSITION)
    gtk_widget_activate_action (GTK_WIDGET (self->list_view),
                                "list.scroll-to-item", "u", selected);
  if (selected == GTK_INVALID_LIST_POSITION || --self->scroll_frames == 0)
    {
      self->scroll_tick = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
tutor_move_list_dispose (GObject *object)
{
  TutorMoveList *self = TUTOR_MOVE_LIST (object);

  if (self->scroll_tick)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_tick = 0;
  g_clear_pointer (&self->bound, g_ptr_array_unref);
  G_OBJECT_CLASS (tutor_move_list_parent_class)->dispose (object);
}

static void
tutor_move_list_get_property (GObject *object, guint prop_id,
                              GValue *value, GParamSpec *pspec)
{
  TutorMoveList *self = TUTOR_MOVE_LIST (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, tutor_move_list_get_game (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tutor_move_list_set_property (GObject *object, guint prop_id,
                              const GValue *value, GParamSpec *pspec)
{
  TutorMoveList *self = TUTOR_MOVE_LIST (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tutor_move_list_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tutor_move_list_class_init (TutorMoveListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tutor_move_list_dispose;
  object_class->get_property = tutor_move_list_get_property;
  object_class->set_property = tutor_move_list_set_property;

  props[PROP_GAME] = g_param_spec_object (
    "game", NULL, NULL, TUTOR_TYPE_GAME,
    G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  signals[MOVE_CHOSEN] = g_signal_new ("move-chosen",
                                       G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                       NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_template_from_resource (
    widget_class, "/org/toguztutor/Tutor/play/tutor-move-list.ui");
  gtk_widget_class_bind_template_child (widget_class, TutorMoveList,
                                        start_button);
  gtk_widget_class_bind_template_child (widget_class, TutorMoveList,
                                        list_view);
  gtk_widget_class_bind_template_child (widget_class, TutorMoveList,
                                        selection);
  gtk_widget_class_bind_template_callback (widget_class, on_setup_row);
  gtk_widget_class_bind_template_callback (widget_class, on_bind_row);
  gtk_widget_class_bind_template_callback (widget_class, on_unbind_row);
  gtk_widget_class_bind_template_callback (widget_class, on_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_start_clicked);
}

static void
tutor_move_list_init (TutorMoveList *self)
{
  self->bound = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tutor_move_list_new (void)
{
  return g_object_new (TUTOR_TYPE_MOVE_LIST, NULL);
}

void
tutor_move_list_set_game (TutorMoveList *self, TutorGame *game)
{
  g_return_if_fail (TUTOR_IS_MOVE_LIST (self));
  g_return_if_fail (game == NULL || TUTOR_IS_GAME (game));

  if (tutor_move_list_get_game (self) == game)
    return;
  self->syncing = TRUE;
  gtk_single_selection_set_model (self->selection, G_LIST_MODEL (game));
  self->syncing = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_GAME]);
}

TutorGame *
tutor_move_list_get_game (TutorMoveList *self)
{
  g_return_val_if_fail (TUTOR_IS_MOVE_LIST (self), NULL);
  return TUTOR_GAME (gtk_single_selection_get_model (self->selection));
}

void
tutor_move_list_select (TutorMoveList *self, int ply)
{
  guint n_items;

  g_return_if_fail (TUTOR_IS_MOVE_LIST (self));

  n_items = g_list_model_get_n_items (G_LIST_MODEL (self->selection));
  self->syncing = TRUE;
  gtk_toggle_button_set_active (self->start_button, ply < 0);
  gtk_single_selection_set_selected (
    self->selection, ply < 0 || (guint) ply >= n_items
                       ? GTK_INVALID_LIST_POSITION
                       : (guint) ply);
  self->syncing = FALSE;
  self->scroll_frames = 3;
  if (self->scroll_tick == 0 && ply >= 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self),
                                                      scroll_tick, self,
                                                      NULL);
}

void
tutor_move_list_set_annotate_func (TutorMoveList *self,
                                   TutorMoveAnnotateFunc func, gpointer data)
{
  g_return_if_fail (TUTOR_IS_MOVE_LIST (self));
  self->annotate = func;
  self->annotate_data = data;
  tutor_move_list_update_annotations (self);
}

void
tutor_move_list_update_annotations (TutorMoveList *self)
{
  g_return_if_fail (TUTOR_IS_MOVE_LIST (self));
  for (guint i = 0; i < self->bound->len; i++)
    {
      GtkListItem *item = g_ptr_array_index (self->bound, i);
      annotate_row (self, item, g_object_get_data (G_OBJECT (item),
                                                   "tutor-said"));
    }
}
