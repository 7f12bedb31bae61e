/* tutor-board-a11y.c: the board for the keyboard and assistive technologies
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board is one stop of the Tab chain; inside it, the arrows move
 * between holes and a digit sows the side to move's hole.  Its
 * description tells the last move, the kazans and the side to move.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "toguz-explain-text.h"
#include "tutor-board-private.h"

/* The board's description. */

static char *
describe_kazan (ToguzSide side, guint stones)
{
  if (side == TOGUZ_WHITE)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "White’s kazan holds %u stone.",
                                         "White’s kazan holds %u stones.",
                                         stones),
                            stones);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Black’s kazan holds %u stone.",
                                       "Black’s kazan holds %u stones.",
                                       stones),
                          stones);
}

static const char *
describe_turn (const ToguzPosition *pos)
{
  switch ((ToguzResult) pos->result)
    {
    case TOGUZ_WHITE_WON:
      return _("The game is over: White has won.");
    case TOGUZ_BLACK_WON:
      return _("The game is over: Black has won.");
    case TOGUZ_DRAWN:
      return _("The game is over: it is a draw.");
    case TOGUZ_ONGOING:
    default:
      return pos->side == TOGUZ_WHITE ? _("White to move.")
                                      : _("Black to move.");
    }
}

/* event: the move just shown, NULL to keep the move described last (or
 * none, after a new position). */
void
tutor_board_update_description (TutorBoard *self, const ToguzEvent *event)
{
  GString *text = g_string_new (NULL);
  g_autofree char *white = describe_kazan (TOGUZ_WHITE,
                                           self->position.kazan[TOGUZ_WHITE]);
  g_autofree char *black = describe_kazan (TOGUZ_BLACK,
                                           self->position.kazan[TOGUZ_BLACK]);

  if (event)
    {
      g_free (self->move_description);
      self->move_description = toguz_event_describe (&self->rules, event);
    }
  if (self->move_description)
    {
      g_string_append (text, self->move_description);
      g_string_append_c (text, ' ');
    }
  g_string_append_printf (text, "%s %s %s", white, black,
                          describe_turn (&self->position));
  /* A highlight of a whole row is the row's: said once, here, and by
   * each of its holes as "A marked row". */
  if (self->marked_rows & (1u << TOGUZ_BLACK))
    g_string_append_printf (text, " %s", _("Black’s row is marked."));
  if (self->marked_rows & (1u << TOGUZ_WHITE))
    g_string_append_printf (text, " %s", _("White’s row is marked."));

  if (g_strcmp0 (text->str, self->description) == 0)
    {
      g_string_free (text, TRUE);
      return;
    }
  g_free (self->description);
  self->description = g_string_free (text, FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  self->description, -1);
}

const char *
tutor_board_get_description (TutorBoard *self)
{
  g_return_val_if_fail (TUTOR_IS_BOARD (self), NULL);
  return self->description ? self->description : "";
}

/* The keyboard. */

static guint
keyval_digit (guint keyval)
{
  if (keyval >= GDK_KEY_1 && keyval <= GDK_KEY_9)
    return keyval - GDK_KEY_0;
  if (keyval >= GDK_KEY_KP_1 && keyval <= GDK_KEY_KP_9)
    return keyval - GDK_KEY_KP_0;
  return 0;
}

int
tutor_board_focused_ring (TutorBoard *self)
{
  GtkWidget *focus = gtk_widget_get_focus_child (GTK_WIDGET (self));

  for (guint ring = 0; focus && ring < 2 * self->n_holes; ring++)
    if (self->holes[ring] == focus)
      return (int) ring;
  return -1;
}

/* The hole the focus enters the board at: the one it left, else the
 * first hole the side to move can sow, else White's hole 1. */
static guint
entry_ring (TutorBoard *self)
{
  if (self->focus_ring >= 0)
    return (guint) self->focus_ring;
  for (guint column = 0; column < self->n_holes; column++)
    {
      guint ring = ring_at_column (self,
                                   tutor_board_moves_position (self)->side,
                                   column);

      if (tutor_board_is_playable (self, ring))
        return ring;
    }
  return ring_of (self, TOGUZ_WHITE, 0);
}

static gboolean
move_focus (TutorBoard *self, int dx, int dy, gboolean to_end)
{
  int ring = tutor_board_focused_ring (self);
  ToguzSide side;
  int column;

  if (ring < 0)
    ring = (int) entry_ring (self);
  side = toguz_ring_side (&self->rules, (guint) ring);
  column = (int) column_of (self, (guint) ring);
  if (to_end)
    column = dx < 0 ? 0 : (int) self->n_holes - 1;
  else
    column = CLAMP (column + dx, 0, (int) self->n_holes - 1);
  if (dy < 0)
    side = TOGUZ_BLACK;
  else if (dy > 0)
    side = TOGUZ_WHITE;
  return gtk_widget_grab_focus (
    self->holes[ring_at_column (self, side, (guint) column)]);
}

static gboolean
key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode,
             GdkModifierType state, TutorBoard *self)
{
  guint digit = keyval_digit (keyval);
  int ring;

  if (self->n_holes == 0)
    return FALSE;
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;

  if (keyval == GDK_KEY_Escape)
    {
      if (self->tick_id == 0)
        return FALSE;
      tutor_board_skip_animation (self);
      return TRUE;
    }

  /* A digit names a hole of the side to move, in its numbering. */
  if (digit > 0)
    return tutor_board_choose_hole (self, digit);

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      return move_focus (self, -1, 0, FALSE);
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      return move_focus (self, 1, 0, FALSE);
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      return move_focus (self, 0, -1, FALSE);
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      return move_focus (self, 0, 1, FALSE);
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      return move_focus (self, -1, 0, TRUE);
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      return move_focus (self, 1, 0, TRUE);
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      ring = tutor_board_focused_ring (self);
      if (ring < 0 || !self->interactive)
        return FALSE;
      gtk_widget_activate (self->holes[ring]);
      return TRUE;
    default:
      return FALSE;
    }
}

/* Focus: the board is one stop of the Tab chain; inside it, the arrows
 * move between holes, and Tab goes on to the legend's button when it
 * shows. */

gboolean
tutor_board_grab_focus (GtkWidget *widget)
{
  TutorBoard *self = TUTOR_BOARD (widget);

  if (self->n_holes == 0)
    return FALSE;
  return gtk_widget_grab_focus (self->holes[entry_ring (self)]);
}

static gboolean
focus_legend (TutorBoard *self, GtkDirectionType direction)
{
  GtkWidget *button = self->legend_button;

  return button && gtk_widget_get_visible (button)
         && gtk_widget_get_child_visible (button)
         && gtk_widget_child_focus (button, direction);
}

gboolean
tutor_board_focus (GtkWidget *widget, GtkDirectionType direction)
{
  TutorBoard *self = TUTOR_BOARD (widget);
  GtkWidget *focus_child = gtk_widget_get_focus_child (widget);

  if (self->n_holes == 0)
    return FALSE;
  if (focus_child && focus_child == self->legend_button)
    {
      if (gtk_widget_child_focus (focus_child, direction))
        return TRUE;
      /* Back from the legend to the holes; forward out of the board. */
      if (direction == GTK_DIR_TAB_FORWARD)
        return FALSE;
      return tutor_board_grab_focus (widget);
    }
  if (tutor_board_focused_ring (self) >= 0)
    {
      switch (direction)
        {
        case GTK_DIR_LEFT:
          return move_focus (self, -1, 0, FALSE);
        case GTK_DIR_RIGHT:
          return move_focus (self, 1, 0, FALSE);
        case GTK_DIR_UP:
          return move_focus (self, 0, -1, FALSE);
        case GTK_DIR_DOWN:
          return move_focus (self, 0, 1, FALSE);
        case GTK_DIR_TAB_FORWARD:
          return focus_legend (self, direction);
        case GTK_DIR_TAB_BACKWARD:
        default:
          return FALSE; /* Tab leaves the board */
        }
    }
  /* Coming back with Shift+Tab: the legend first. */
  if (direction == GTK_DIR_TAB_BACKWARD && focus_legend (self, direction))
    return TRUE;
  return tutor_board_grab_focus (widget);
}

void
tutor_board_init_keyboard (TutorBoard *self)
{
  GtkEventController *key = gtk_event_controller_key_new ();

  g_signal_connect (key, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);
}
