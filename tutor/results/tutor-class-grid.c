/* tutor-class-grid.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tutor-class-grid.h"
#include "tutor-text.h"

/* The grids' rows: the sets, the tasks, the learners, then the totals. */
#define SET_ROW 0
#define TASK_ROW 1
#define FIRST_LEARNER_ROW 2

struct _TutorClassGrid
{
  GtkWidget parent_instance;

  GtkGrid *names;           /* the learners and their totals: stays put */
  GtkWidget *scroller;
  GtkGrid *cells;           /* the tasks, scrolling across */

  guint n_rows;             /* learners shown */
  guint n_columns;          /* tasks shown */
};

G_DEFINE_FINAL_TYPE (TutorClassGrid, tutor_class_grid, GTK_TYPE_WIDGET)

/* Words */

char *
tutor_class_grid_format_time (guint64 seconds)
{
  if (seconds >= 100 * 3600)
    {
      g_autofree char *hours = g_strdup_printf ("%" G_GUINT64_FORMAT,
                                                seconds / 3600);

      /* Translators: hours spent, for a time of 100 hours or more. */
      return g_strdup_printf (_("%s h"), hours);
    }
  if (seconds >= 3600)
    return g_strdup_printf ("%u:%02u:%02u", (guint) (seconds / 3600),
                            (guint) (seconds / 60 % 60),
                            (guint) (seconds % 60));
  return g_strdup_printf ("%u:%02u", (guint) (seconds / 60),
                          (guint) (seconds % 60));
}

/* ngettext() takes an unsigned long: a sum of hints may be larger. */
static gulong
plural_count (guint64 n)
{
  return n > G_MAXUINT ? G_MAXUINT : (gulong) n;
}

/* Text from a file, one line of it at most. */
static char *
shown_text (const char *text)
{
  return tutor_text_for_row (text);
}

static char *
learner_name (ToguzClassResults *results, guint learner)
{
  const char *name = toguz_class_results_get_learner (results, learner);

  return name[0] ? shown_text (name) : g_strdup (_("(no name)"));
}

static char *
stars_text (guint stars)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < 3; i++)
    g_string_append (text, i < stars ? "★" : "☆");
  return g_string_free (text, FALSE);
}

/* What a cell says, whole: its tooltip and its accessible label. */
static char *
cell_description (ToguzClassResults *results, guint learner, guint task,
                  const ToguzClassCell *cell)
{
  g_autofree char *name = learner_name (results, learner);
  g_autofree char *task_id = shown_text (
    toguz_class_results_get_task (results, task)->task_id);
  g_autofree char *state = NULL, *attempts = NULL, *hints = NULL;
  g_autofree char *time = NULL, *spent = NULL, *n_hints = NULL;

  if (cell->n_attempts == 0)
    /* Translators: a learner and a task in the class results: the
     * learner never tried it. */
    return g_strdup_printf (_("%s, %s: not tried"), name, task_id);
  if (cell->solved)
    state = g_strdup_printf (ngettext ("solved, %u star", "solved, %u stars",
                                       cell->best_stars),
                             cell->best_stars);
  else
    state = g_strdup (_("tried, not solved"));
  attempts = g_strdup_printf (ngettext ("%u attempt", "%u attempts",
                                        cell->n_attempts),
                              cell->n_attempts);
  n_hints = g_strdup_printf ("%" G_GUINT64_FORMAT, cell->hints);
  /* Translators: %s is a number of hints. */
  hints = g_strdup_printf (ngettext ("%s hint", "%s hints",
                                     plural_count (cell->hints)),
                           n_hints);
  time = tutor_class_grid_format_time (cell->seconds);
  /* Translators: the time a learner spent on a task, in minutes and
   * seconds ("1:05"). */
  spent = g_strdup_printf (_("%s spent"), time);
  /* Translators: a learner, a task, then what the learner did on it:
   * "Aigerim, capture-2: solved, 1 star; 2 attempts, 3 hints, 2:30
   * spent". */
  return g_strdup_printf (_("%s, %s: %s; %s, %s, %s"), name, task_id, state,
                          attempts, hints, spent);
}

/* Widgets */

static GtkWidget *
new_label (const char *text, float xalign, const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  if (css_class)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* A box of cell-like look: the grid's lines and stripes are theirs. */
static GtkWidget *
new_box (const char *css_class, guint row)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_widget_add_css_class (box, css_class);
  if (row >= FIRST_LEARNER_ROW && (row - FIRST_LEARNER_ROW) % 2 == 1)
    gtk_widget_add_css_class (box, "odd");
  gtk_widget_set_valign (box, GTK_ALIGN_FILL);
  return box;
}

static void
attach (GtkGrid *grid, GtkWidget *child, int column,
        int row, int width, GtkSizeGroup *group)
{
  gtk_grid_attach (grid, child, column, row, width, 1);
  /* Both grids' rows as high as the higher: the names beside their
   * cells. */
  gtk_size_group_add_widget (group, child);
}

static GtkWidget *
set_header (ToguzClassResults *results, guint set_index, gboolean first)
{
  const ToguzClassSet *set = toguz_class_results_get_set (results, set_index);
  GtkWidget *box = new_box ("class-grid-set", SET_ROW);
  g_autofree char *title = shown_text (set->title[0] ? set->title
                                                      : set->set_id);
  GtkWidget *label = new_label (title, 0, "heading");
  guint versions = g_strv_length ((char **) set->fingerprints);
  g_autofree char *tooltip = NULL;

  if (!first)
    gtk_widget_add_css_class (box, "set-start");
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (box), label);
  if (versions > 1)
    {
      g_autofree char *note = g_strdup_printf (
        /* Translators: under a set's title in the class results: the set
         * was edited between attempts. */
        ngettext ("%u version", "%u versions", versions), versions);
      GtkWidget *note_label = new_label (note, 0, "caption");

      gtk_widget_add_css_class (note_label, "dim-label");
      gtk_label_set_ellipsize (GTK_LABEL (note_label), PANGO_ELLIPSIZE_END);
      gtk_box_append (GTK_BOX (box), note_label);
    }
  tooltip = g_strdup_printf ("%s\n%s", title, set->set_id);
  gtk_widget_set_tooltip_text (box, tooltip);
  return box;
}

static GtkWidget *
task_header (ToguzClassResults *results, guint task_index, gboolean set_start)
{
  const ToguzClassTask *task = toguz_class_results_get_task (results,
                                                             task_index);
  const ToguzClassSet *set = toguz_class_results_get_set (results,
                                                          task->set);
  GtkWidget *box = new_box ("class-grid-task", TASK_ROW);
  g_autofree char *id = shown_text (task->task_id);
  g_autofree char *title = shown_text (set->title[0] ? set->title
                                                      : set->set_id);
  g_autofree char *tooltip = g_strdup_printf ("%s\n%s", id, title);
  GtkWidget *label = new_label (id, 0.5, "caption-heading");

  if (set_start)
    gtk_widget_add_css_class (box, "set-start");
  /* A long id takes two lines, then is cut: the tooltip has it whole. */
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (GTK_LABEL (label), 2);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 9);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_widget_set_vexpand (label, TRUE);
  gtk_widget_set_valign (label, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (box), label);
  gtk_widget_set_tooltip_text (box, tooltip);
  return box;
}

static GtkWidget *
cell_widget (ToguzClassResults *results, guint learner, guint task,
             guint row, gboolean set_start)
{
  const ToguzClassCell *cell = toguz_class_results_get_cell (results,
                                                             learner, task);
  GtkWidget *box = new_box ("class-grid-cell", row);
  g_autofree char *description = cell_description (results, learner, task,
                                                   cell);
  g_autofree char *mark = NULL, *numbers = NULL;
  GtkWidget *mark_label, *numbers_label;

  if (set_start)
    gtk_widget_add_css_class (box, "set-start");
  if (cell->n_attempts == 0)
    {
      gtk_widget_add_css_class (box, "untried");
      mark = g_strdup ("–");
      numbers = g_strdup ("");
    }
  else
    {
      g_autofree char *time = tutor_class_grid_format_time (cell->seconds);

      if (cell->solved)
        {
          g_autofree char *stars = stars_text (cell->best_stars);

          gtk_widget_add_css_class (box, "solved");
          mark = g_strdup_printf ("✓ %s", stars);
        }
      else
        {
          gtk_widget_add_css_class (box, "missed");
          mark = g_strdup ("✗");
        }
      numbers = g_strdup_printf ("%" G_GUINT64_FORMAT " · %s", cell->hints,
                                 time);
    }
  mark_label = new_label (mark, 0.5, "class-grid-mark");
  numbers_label = new_label (numbers, 0.5, "caption");
  gtk_widget_add_css_class (numbers_label, "numeric");
  gtk_box_append (GTK_BOX (box), mark_label);
  gtk_box_append (GTK_BOX (box), numbers_label);
  gtk_widget_set_tooltip_text (box, description);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, description,
                                  -1);
  return box;
}

static GtkWidget *
task_total (ToguzClassResults *results, guint task_index, guint row,
            gboolean set_start)
{
  const ToguzClassTask *task = toguz_class_results_get_task (results,
                                                             task_index);
  GtkWidget *box = new_box ("class-grid-total", row);
  g_autofree char *of = g_strdup_printf (_("%u of %u"),
                                         task->learners_solved,
                                         task->learners_tried);
  g_autofree char *rate = g_strdup_printf ("%u%%", toguz_class_task_get_percent (task));
  g_autofree char *id = shown_text (task->task_id);
  g_autofree char *sentence = g_strdup_printf (
    ngettext ("Solved by %u of the %u learner who tried it (%u%%).",
              "Solved by %u of the %u learners who tried it (%u%%).",
              task->learners_tried),
    task->learners_solved, task->learners_tried, toguz_class_task_get_percent (task));
  g_autofree char *description = g_strdup_printf ("%s: %s", id, sentence);
  GtkWidget *of_label = new_label (of, 0.5, "caption");
  GtkWidget *rate_label = new_label (rate, 0.5, "caption-heading");

  if (set_start)
    gtk_widget_add_css_class (box, "set-start");
  gtk_widget_add_css_class (of_label, "numeric");
  gtk_widget_add_css_class (rate_label, "numeric");
  gtk_box_append (GTK_BOX (box), of_label);
  gtk_box_append (GTK_BOX (box), rate_label);
  gtk_widget_set_tooltip_text (box, description);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, description,
                                  -1);
  return box;
}

/* A name or a total in the grid that stays put. */
static GtkWidget *
name_cell (const char *text, const char *css_class, guint row, float xalign,
           const char *label_class)
{
  GtkWidget *box = new_box (css_class, row);
  GtkWidget *label = new_label (text, xalign, label_class);

  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 16);
  gtk_widget_set_vexpand (label, TRUE);
  gtk_widget_set_valign (label, row == TASK_ROW ? GTK_ALIGN_END
                                                : GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), label);
  return box;
}

static void
clear_grid (GtkGrid *grid)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (grid))))
    gtk_grid_remove (grid, child);
}

static void
fill (TutorClassGrid *self, ToguzClassResults *results, GArray *learners,
      GArray *tasks)
{
  guint footer = FIRST_LEARNER_ROW + learners->len;
  g_autoptr (GPtrArray) groups = g_ptr_array_new_with_free_func (
    g_object_unref);
  GtkWidget *corner;

  for (guint row = 0; row <= footer; row++)
    g_ptr_array_add (groups, gtk_size_group_new (GTK_SIZE_GROUP_VERTICAL));
#define GROUP(row) ((GtkSizeGroup *) g_ptr_array_index (groups, row))

  /* The names' side: a corner under the sets, the headers, the rows. */
  corner = new_box ("class-grid-set", SET_ROW);
  attach (self->names, corner, 0, SET_ROW, 2, GROUP (SET_ROW));
  attach (self->names,
          name_cell (_("Learner"), "class-grid-task", TASK_ROW, 0,
                     "caption-heading"),
          0, TASK_ROW, 1, GROUP (TASK_ROW));
  attach (self->names,
          name_cell (_("Solved"), "class-grid-task", TASK_ROW, 0.5,
                     "caption-heading"),
          1, TASK_ROW, 1, GROUP (TASK_ROW));
  for (guint r = 0; r < learners->len; r++)
    {
      guint learner = g_array_index (learners, guint, r);
      guint row = FIRST_LEARNER_ROW + r;
      g_autofree char *name = learner_name (results, learner);
      g_autofree char *solved = g_strdup_printf (
        _("%u of %u"),
        toguz_class_results_get_learner_n_solved (results, learner),
        toguz_class_results_get_learner_n_tried (results, learner));
      GtkWidget *name_box = name_cell (name, "class-grid-name", row, 0, NULL);
      GtkWidget *solved_box = name_cell (solved, "class-grid-name", row, 0.5,
                                         "numeric");

      if (toguz_class_results_get_learner (results, learner)[0] == '\0')
        gtk_widget_add_css_class (gtk_widget_get_first_child (name_box),
                                  "dim-label");
      gtk_widget_set_tooltip_text (name_box, name);
      attach (self->names, name_box, 0, row, 1, GROUP (row));
      attach (self->names, solved_box, 1, row, 1, GROUP (row));
    }
  attach (self->names,
          name_cell (_("Solved by"), "class-grid-total", footer, 0,
                     "caption-heading"),
          0, footer, 2, GROUP (footer));

  /* The tasks' side: a set's title over each run of its tasks. */
  for (guint c = 0; c < tasks->len;)
    {
      guint set = toguz_class_results_get_task (
                    results, g_array_index (tasks, guint, c))->set;
      guint run = 1;

      while (c + run < tasks->len
             && toguz_class_results_get_task (
                  results, g_array_index (tasks, guint, c + run))->set
                  == set)
        run++;
      attach (self->cells, set_header (results, set, c == 0), (int) c,
              SET_ROW, (int) run, GROUP (SET_ROW));
      for (guint i = c; i < c + run; i++)
        {
          guint task = g_array_index (tasks, guint, i);
          gboolean start = i == c && c > 0;

          attach (self->cells, task_header (results, task, start),
                  (int) i, TASK_ROW, 1, GROUP (TASK_ROW));
          for (guint r = 0; r < learners->len; r++)
            attach (self->cells,
                    cell_widget (results, g_array_index (learners, guint, r),
                                 task, FIRST_LEARNER_ROW + r, start),
                    (int) i, (int) (FIRST_LEARNER_ROW + r), 1,
                    GROUP (FIRST_LEARNER_ROW + r));
          attach (self->cells, task_total (results, task, footer, start),
                  (int) i, (int) footer, 1, GROUP (footer));
        }
      c += run;
    }
#undef GROUP
}

void
tutor_class_grid_set_results (TutorClassGrid *self,
                              ToguzClassResults *results, GArray *learners,
                              GArray *tasks)
{
  g_return_if_fail (TUTOR_IS_CLASS_GRID (self));
  g_return_if_fail (results == NULL || (learners && tasks));

  clear_grid (self->names);
  clear_grid (self->cells);
  self->n_rows = results ? learners->len : 0;
  self->n_columns = results ? tasks->len : 0;
  if (results)
    fill (self, results, learners, tasks);
  gtk_adjustment_set_value (gtk_scrolled_window_get_hadjustment (
                              GTK_SCROLLED_WINDOW (self->scroller)),
                            0);
}

/* Reading it back */

static void
append_text (GtkWidget *widget, GString *text)
{
  if (GTK_IS_LABEL (widget))
    {
      const char *words = gtk_label_get_text (GTK_LABEL (widget));

      if (words[0] == '\0')
        return;
      if (text->len > 0 && text->str[text->len - 1] != ' ')
        g_string_append_c (text, ' ');
      g_string_append (text, words);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    append_text (child, text);
}

/* The texts of a row's widgets, left to right, " | " between. */
static char *
row_text (TutorClassGrid *self, int row, gboolean names)
{
  GString *text = g_string_new (NULL);
  GtkWidget *last = NULL;

  for (int side = names ? 0 : 1; side < 2; side++)
    {
      GtkGrid *grid = side == 0 ? self->names : self->cells;
      int columns = side == 0 ? 2 : (int) self->n_columns;

      for (int c = 0; c < columns; c++)
        {
          GtkWidget *child = gtk_grid_get_child_at (grid, c, row);
          g_autoptr (GString) words = g_string_new (NULL);

          /* One widget over several columns is read once. */
          if (child == NULL || child == last)
            continue;
          last = child;
          append_text (child, words);
          if (words->len == 0)
            continue;
          if (text->len > 0)
            g_string_append (text, " | ");
          g_string_append (text, words->str);
        }
    }
  return g_string_free (text, FALSE);
}

char *
tutor_class_grid_dup_sets_text (TutorClassGrid *self)
{
  g_return_val_if_fail (TUTOR_IS_CLASS_GRID (self), NULL);
  return row_text (self, SET_ROW, FALSE);
}

char *
tutor_class_grid_dup_tasks_text (TutorClassGrid *self)
{
  g_return_val_if_fail (TUTOR_IS_CLASS_GRID (self), NULL);
  return row_text (self, TASK_ROW, FALSE);
}

char *
tutor_class_grid_dup_row_text (TutorClassGrid *self, guint row)
{
  g_return_val_if_fail (TUTOR_IS_CLASS_GRID (self), NULL);
  if (row >= self->n_rows)
    return NULL;
  return row_text (self, (int) (FIRST_LEARNER_ROW + row), TRUE);
}

char *
tutor_class_grid_dup_totals_text (TutorClassGrid *self)
{
  g_return_val_if_fail (TUTOR_IS_CLASS_GRID (self), NULL);
  return row_text (self, (int) (FIRST_LEARNER_ROW + self->n_rows), TRUE);
}

/* Keys */

/* Left and Right scroll the tasks by a column, Home and End to the ends:
 * the grid is one stop for the keyboard, not one for each cell. */
static gboolean
scroll_by (GtkWidget *widget, GVariant *args, gpointer data)
{
  TutorClassGrid *self = TUTOR_CLASS_GRID (data);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_hadjustment (
    GTK_SCROLLED_WINDOW (self->scroller));
  int step = g_variant_get_int32 (args);
  double value = gtk_adjustment_get_value (adjustment);
  double column = self->n_columns
                    ? gtk_adjustment_get_upper (adjustment) / self->n_columns
                    : 0;

  if (step == G_MININT32)
    value = gtk_adjustment_get_lower (adjustment);
  else if (step == G_MAXINT32)
    value = gtk_adjustment_get_upper (adjustment);
  else
    value += step * column;
  gtk_adjustment_set_value (adjustment, value);
  return TRUE;
}

static void
add_scroll_key (TutorClassGrid *self, GtkShortcutController *controller,
                guint keyval, gint32 step)
{
  GtkShortcut *shortcut = gtk_shortcut_new (
    gtk_keyval_trigger_new (keyval, 0),
    gtk_callback_action_new (scroll_by, self, NULL));

  gtk_shortcut_set_arguments (shortcut, g_variant_new_int32 (step));
  gtk_shortcut_controller_add_shortcut (controller, shortcut);
}

/* The object */

static void
tutor_class_grid_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (tutor_class_grid_parent_class)->dispose (object);
}

static void
tutor_class_grid_class_init (TutorClassGridClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tutor_class_grid_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class,
                                            GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "classgrid");
}

static void
tutor_class_grid_init (TutorClassGrid *self)
{
  GtkEventController *keys = gtk_shortcut_controller_new ();
  GtkWidget *separator = gtk_separator_new (GTK_ORIENTATION_VERTICAL);

  self->names = GTK_GRID (gtk_grid_new ());
  gtk_widget_add_css_class (GTK_WIDGET (self->names), "class-grid-names");
  gtk_widget_set_parent (GTK_WIDGET (self->names), GTK_WIDGET (self));
  gtk_widget_set_parent (separator, GTK_WIDGET (self));

  self->cells = GTK_GRID (gtk_grid_new ());
  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller),
                                  GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_width (
    GTK_SCROLLED_WINDOW (self->scroller), TRUE);
  gtk_scrolled_window_set_propagate_natural_height (
    GTK_SCROLLED_WINDOW (self->scroller), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller),
                                 GTK_WIDGET (self->cells));
  gtk_widget_set_focusable (self->scroller, TRUE);
  gtk_widget_add_css_class (self->scroller, "class-grid-tasks");
  gtk_accessible_update_property (
    GTK_ACCESSIBLE (self->scroller), GTK_ACCESSIBLE_PROPERTY_LABEL,
    _("The tasks: Left and Right scroll across"), -1);
  gtk_widget_set_parent (self->scroller, GTK_WIDGET (self));

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (keys),
                                     GTK_SHORTCUT_SCOPE_LOCAL);
  add_scroll_key (self, GTK_SHORTCUT_CONTROLLER (keys), GDK_KEY_Left, -1);
  add_scroll_key (self, GTK_SHORTCUT_CONTROLLER (keys), GDK_KEY_Right, 1);
  add_scroll_key (self, GTK_SHORTCUT_CONTROLLER (keys), GDK_KEY_Home,
                  G_MININT32);
  add_scroll_key (self, GTK_SHORTCUT_CONTROLLER (keys), GDK_KEY_End,
                  G_MAXINT32);
  gtk_widget_add_controller (self->scroller, keys);
}

GtkWidget *
tutor_class_grid_new (void)
{
  return g_object_new (TUTOR_TYPE_CLASS_GRID, NULL);
}
