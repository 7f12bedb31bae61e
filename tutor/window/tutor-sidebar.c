/* tutor-sidebar.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tutor-sidebar.h"
#include "tutor-text.h"

struct _TutorSidebar
{
  AdwBin parent_instance;

  GtkListBox *chapters;

  TutorCatalogue *catalogue;
  TutorProgress *progress;
  GListModel *rows;            /* every section's items, in order */
  char *selected_chapter;
  ToguzLesson *selected_lesson;
};

G_DEFINE_FINAL_TYPE (TutorSidebar, tutor_sidebar, ADW_TYPE_BIN)

enum
{
  CHAPTER_ACTIVATED,
  FILE_ACTIVATED,
  PROBLEMS_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Rows */

static gboolean
model_find (GListModel *model, gpointer item, guint *position)
{
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr (GObject) other = g_list_model_get_item (model, i);
      if (other == item)
        {
          if (position)
            *position = i;
          return TRUE;
        }
    }
  return FALSE;
}

/* The row's words and icon; `header` names its section. */
static GtkWidget *
new_row (const char *title, const char *subtitle, GtkWidget *prefix,
         const char *header)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *shown_title = tutor_text_for_row (title);
  g_autofree char *shown_subtitle = subtitle ? tutor_text_for_row (subtitle)
                                             : NULL;

  /* Titles and names from files are text, not markup ("Tom & Jerry"). */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), shown_title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), shown_subtitle);
  /* A row wraps at any character; a title of 200 is cut after three
   * lines so the sidebar stays a list. */
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 3);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 2);
  gtk_widget_set_valign (prefix, GTK_ALIGN_CENTER);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), prefix);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data_full (G_OBJECT (row), "header", g_strdup (header),
                          g_free);
  return row;
}

static char *
chapter_subtitle (TutorSidebar *self, ToguzLesson *lesson, const char *id)
{
  guint tasks = toguz_lesson_get_n_tasks (lesson);
  guint solved = tutor_progress_count_solved (self->progress, id);
  guint stars = tutor_progress_count_stars (self->progress, id);

  if (toguz_lesson_get_kind (lesson) == TOGUZ_LESSON_KIND_EXERCISE_SET)
    return g_strdup_printf (ngettext ("%u of %u puzzle solved · ★ %u",
                                      "%u of %u puzzles solved · ★ %u",
                                      tasks),
                            solved, tasks, stars);
  if (solved == 0)
    return g_strdup_printf (ngettext ("%u task", "%u tasks", tasks), tasks);
  /* Solved as the lesson's summary says it: not its solution shown. */
  return g_strdup_printf (ngettext ("%u of %u task solved · ★ %u",
                                    "%u of %u tasks solved · ★ %u", tasks),
                          solved, tasks, stars);
}

/* The words and the badge that follow the progress. */
static void
update_chapter_row (TutorSidebar *self, GtkWidget *row)
{
  ToguzLesson *lesson = g_object_get_data (G_OBJECT (row), "lesson");
  const char *id = g_object_get_data (G_OBJECT (row), "progress-id");
  GtkStack *badge = g_object_get_data (G_OBJECT (row), "badge");
  const char *file_name = g_object_get_data (G_OBJECT (row), "file-name");
  g_autofree char *subtitle = chapter_subtitle (self, lesson, id);
  guint tasks = toguz_lesson_get_n_tasks (lesson);
  gboolean complete = tasks > 0
                      && tutor_progress_count_solved (self->progress, id)
                           >= tasks;

  /* A teacher's files may share a title: the file's name tells them
   * apart. */
  if (file_name)
    {
      char *both = g_strdup_printf ("%s\n%s", file_name, subtitle);
      g_free (subtitle);
      subtitle = both;
    }
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_stack_set_visible_child_name (badge, complete ? "complete" : "number");
}

/* A lesson or a set; `number` counts the rule lessons, 0 for the rest. */
static GtkWidget *
chapter_row (TutorSidebar *self, ToguzLesson *lesson, guint number,
             const char *header)
{
  GtkWidget *badge = gtk_stack_new ();
  GtkWidget *done = gtk_image_new_from_icon_name ("emblem-ok-symbolic");
  g_autofree char *text = number ? g_strdup_printf ("%u", number)
                                 : g_strdup ("✦");
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *row;

  gtk_accessible_update_property (GTK_ACCESSIBLE (done),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Complete"), -1);
  gtk_widget_add_css_class (label, "chapter-number");
  /* As wide with the tick as with the number: the title stays put when
   * the chapter is complete. */
  gtk_stack_set_hhomogeneous (GTK_STACK (badge), TRUE);
  gtk_stack_set_vhomogeneous (GTK_STACK (badge), TRUE);
  gtk_stack_add_named (GTK_STACK (badge), label, "number");
  gtk_stack_add_named (GTK_STACK (badge), done, "complete");
  row = new_row (toguz_lesson_get_title (lesson), NULL, badge, header);
  g_object_set_data_full (G_OBJECT (row), "chapter",
                          g_strdup (toguz_lesson_get_id (lesson)), g_free);
  if (toguz_lesson_get_path (lesson))
    g_object_set_data_full (G_OBJECT (row), "path",
                            g_strdup (toguz_lesson_get_path (lesson)),
                            g_free);
  g_object_set_data_full (G_OBJECT (row), "lesson", g_object_ref (lesson),
                          g_object_unref);
  g_object_set_data_full (G_OBJECT (row), "progress-id",
                          g_strdup (toguz_lesson_get_id (lesson)),
                          g_free);
  g_object_set_data (G_OBJECT (row), "badge", badge);
  update_chapter_row (self, row);
  return row;
}

/* A file the user opened: under its title, its name; its path in the
 * tooltip. */
static GtkWidget *
opened_row (TutorSidebar *self, ToguzLesson *lesson)
{
  GtkWidget *row = chapter_row (self, lesson, 0, _("Your Files"));
  const char *path = toguz_lesson_get_path (lesson);

  if (path)
    {
      g_autofree char *shown = g_filename_display_name (path);

      g_object_set_data_full (G_OBJECT (row), "file-name",
                              g_filename_display_basename (path), g_free);
      gtk_widget_set_tooltip_text (row, shown);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 3);
      update_chapter_row (self, row);
    }
  return row;
}

static GtkWidget *
failed_row (TutorFailedFile *failed)
{
  const char *path = tutor_failed_file_get_path (failed);
  guint problems = tutor_failed_file_get_problems (failed)->len;
  g_autofree char *name = g_path_get_basename (path);
  g_autofree char *subtitle
    = g_strdup_printf (ngettext ("%u problem", "%u problems", problems),
                       problems);
  GtkWidget *badge = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  GtkWidget *row;

  gtk_widget_add_css_class (badge, "warning");
  gtk_accessible_update_property (GTK_ACCESSIBLE (badge),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Has problems"), -1);
  row = new_row (name, subtitle, badge, _("Your Files"));
  g_object_set_data_full (G_OBJECT (row), "failed", g_strdup (path), g_free);
  return row;
}

/* Free play, the game review, the exercise set editor or the class
 * results. */
static GtkWidget *
page_row (const char *chapter)
{
  gboolean play = g_strcmp0 (chapter, FREE_PLAY_CHAPTER) == 0;
  gboolean review = g_strcmp0 (chapter, REVIEW_CHAPTER) == 0;
  gboolean results = g_strcmp0 (chapter, CLASS_RESULTS_CHAPTER) == 0;
  GtkWidget *icon = gtk_image_new_from_icon_name (
    play      ? "applications-games-symbolic"
    : review  ? "document-open-recent-symbolic"
    : results ? "x-office-spreadsheet-symbolic"
              : "document-edit-symbolic");
  GtkWidget *row;

  gtk_widget_add_css_class (icon, "chapter-number");
  if (play)
    row = new_row (_("Free Play"), _("Against the engine or a friend"), icon,
                   _("Play"));
  else if (review)
    row = new_row (_("Review a Game"), _("Where it was won and lost"), icon,
                   _("Play"));
  else if (results)
    row = new_row (_("Class Results"), _("What your class solved"), icon,
                   _("Teach"));
  else
    row = new_row (_("Exercise Set Editor"), _("Write puzzles for your class"),
                   icon, _("Teach"));
  g_object_set_data_full (G_OBJECT (row), "chapter", g_strdup (chapter),
                          g_free);
  return row;
}

/* A lesson under its part's name.  The rules and playing well are
 * numbered as one course; the first steps and the lessons on culture
 * each from 1. */
static GtkWidget *
lesson_row (TutorSidebar *self, ToguzLesson *lesson, guint position)
{
  GListModel *lessons = tutor_catalogue_get_lessons (self->catalogue);
  ToguzCoursePart part = toguz_lesson_get_course_part (lesson);
  guint number = 1;
  const char *header;

  for (guint i = 0; i < position; i++)
    {
      g_autoptr (ToguzLesson) before = g_list_model_get_item (lessons, i);
      ToguzCoursePart other = toguz_lesson_get_course_part (before);

      if (other == part
          || (other == TOGUZ_COURSE_RULES
              && part == TOGUZ_COURSE_PLAYING))
        number++;
    }
  switch (part)
    {
    case TOGUZ_COURSE_FIRST_STEPS:
      header = _("First Steps");
      break;
    case TOGUZ_COURSE_PLAYING:
      header = _("Playing Well");
      break;
    case TOGUZ_COURSE_CULTURE:
      header = _("History and Variants");
      break;
    case TOGUZ_COURSE_RULES:
    default:
      header = _("The Rules");
      break;
    }
  return chapter_row (self, lesson, number, header);
}

static GtkWidget *
create_row (gpointer item, gpointer data)
{
  TutorSidebar *self = data;
  guint position;

  if (GTK_IS_STRING_OBJECT (item))
    return page_row (gtk_string_object_get_string (item));
  if (TUTOR_IS_FAILED_FILE (item))
    return failed_row (item);
  if (model_find (tutor_catalogue_get_lessons (self->catalogue), item,
                  &position))
    return lesson_row (self, item, position);
  if (model_find (tutor_catalogue_get_puzzle_sets (self->catalogue), item,
                  NULL))
    return chapter_row (self, item, 0, _("Puzzles"));
  return opened_row (self, item);
}

static GtkWidget *
section_header (const char *title)
{
  GtkWidget *label = gtk_label_new (title);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_top (label, 12);
  gtk_widget_set_margin_bottom (label, 6);
  return label;
}

/* A section's name above its first row. */
static void
update_header (GtkListBoxRow *row, GtkListBoxRow *before, gpointer data)
{
  const char *title = g_object_get_data (G_OBJECT (row), "header");

  if (before
      && g_strcmp0 (title, g_object_get_data (G_OBJECT (before), "header"))
           == 0)
    title = NULL;
  gtk_list_box_row_set_header (row, title ? section_header (title) : NULL);
}

/* Following the models */

static void
on_progress_changed (TutorSidebar *self, const char *set_id)
{
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->chapters, i));
       i++)
    if (g_object_get_data (G_OBJECT (row), "lesson")
        && (set_id == NULL
            || g_strcmp0 (g_object_get_data (G_OBJECT (row), "progress-id"),
                          set_id)
                 == 0))
      update_chapter_row (self, GTK_WIDGET (row));
}

/* The row of the lesson shown, or without one, of the chapter shown. */
static gboolean
is_selected (TutorSidebar *self, GtkListBoxRow *row)
{
  if (self->selected_lesson)
    return g_object_get_data (G_OBJECT (row), "lesson")
           == self->selected_lesson;
  return g_strcmp0 (g_object_get_data (G_OBJECT (row), "chapter"),
                    self->selected_chapter)
         == 0;
}

static void
apply_selection (TutorSidebar *self)
{
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->chapters, i));
       i++)
    if (is_selected (self, row))
      {
        gtk_list_box_select_row (self->chapters, row);
        return;
      }
}

void
tutor_sidebar_select (TutorSidebar *self, const char *chapter,
                      ToguzLesson *lesson)
{
  g_return_if_fail (TUTOR_IS_SIDEBAR (self));
  g_free (self->selected_chapter);
  self->selected_chapter = g_strdup (chapter);
  g_set_object (&self->selected_lesson, lesson);
  apply_selection (self);
}

static void
on_row_activated (TutorSidebar *self, GtkListBoxRow *row)
{
  g_autoptr (GObject) item = g_list_model_get_item (
    self->rows, (guint) gtk_list_box_row_get_index (row));

  if (GTK_IS_STRING_OBJECT (item))
    g_signal_emit (self, signals[CHAPTER_ACTIVATED], 0,
                   gtk_string_object_get_string (GTK_STRING_OBJECT (item)));
  else if (TUTOR_IS_FAILED_FILE (item))
    g_signal_emit (self, signals[PROBLEMS_ACTIVATED], 0, item);
  /* Files the user opened may share an id with a shipped chapter. */
  else if (tutor_catalogue_is_opened (self->catalogue, TOGUZ_LESSON (item)))
    g_signal_emit (self, signals[FILE_ACTIVATED], 0, item);
  else
    g_signal_emit (self, signals[CHAPTER_ACTIVATED], 0,
                   toguz_lesson_get_id (TOGUZ_LESSON (item)));
}

static gboolean
is_culture (gpointer item, gpointer wanted)
{
  return (toguz_lesson_get_course_part (TOGUZ_LESSON (item))
          == TOGUZ_COURSE_CULTURE)
         == GPOINTER_TO_INT (wanted);
}

/* The catalogue's lessons of culture, or all the others: a new model. */
static GListModel *
part_filter (TutorCatalogue *catalogue, gboolean culture)
{
  GtkCustomFilter *filter = gtk_custom_filter_new (
    is_culture, GINT_TO_POINTER (culture), NULL);

  return G_LIST_MODEL (gtk_filter_list_model_new (
    g_object_ref (tutor_catalogue_get_lessons (catalogue)),
    GTK_FILTER (filter)));
}

void
tutor_sidebar_set_models (TutorSidebar *self, TutorCatalogue *catalogue,
                          TutorProgress *progress)
{
  GListStore *sections;
  g_autoptr (GtkStringList) pages = NULL;
  g_autoptr (GListModel) course = NULL;
  g_autoptr (GListModel) culture = NULL;

  g_return_if_fail (TUTOR_IS_SIDEBAR (self));
  g_return_if_fail (self->catalogue == NULL);
  sections = g_list_store_new (G_TYPE_LIST_MODEL);
  pages = gtk_string_list_new (
    (const char *const[]) { FREE_PLAY_CHAPTER, REVIEW_CHAPTER,
                            EDITOR_CHAPTER, CLASS_RESULTS_CHAPTER, NULL });
  self->catalogue = g_object_ref (catalogue);
  self->progress = g_object_ref (progress);
  /* The course up to playing well, the puzzles it leads to, then the
   * lessons on culture. */
  course = part_filter (catalogue, FALSE);
  culture = part_filter (catalogue, TRUE);
  g_list_store_append (sections, course);
  g_list_store_append (sections, tutor_catalogue_get_puzzle_sets (catalogue));
  g_list_store_append (sections, culture);
  g_list_store_append (sections, pages);
  g_list_store_append (sections, tutor_catalogue_get_opened (catalogue));
  g_list_store_append (sections, tutor_catalogue_get_failed (catalogue));
  /* The flattened model takes the list of sections. */
  self->rows = G_LIST_MODEL (gtk_flatten_list_model_new (
    G_LIST_MODEL (sections)));
  gtk_list_box_bind_model (self->chapters, self->rows, create_row, self,
                           NULL);
  /* After the list box's own handler: the new rows are there. */
  g_signal_connect_object (self->rows, "items-changed",
                           G_CALLBACK (apply_selection), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (progress, "changed",
                           G_CALLBACK (on_progress_changed), self,
                           G_CONNECT_SWAPPED);
}

void
tutor_sidebar_set_progress (TutorSidebar *self, TutorProgress *progress)
{
  g_return_if_fail (TUTOR_IS_SIDEBAR (self));
  g_return_if_fail (self->catalogue != NULL);
  if (self->progress == progress)
    return;
  g_signal_handlers_disconnect_by_func (self->progress, on_progress_changed,
                                        self);
  g_set_object (&self->progress, progress);
  g_signal_connect_object (progress, "changed",
                           G_CALLBACK (on_progress_changed), self,
                           G_CONNECT_SWAPPED);
  on_progress_changed (self, NULL);
}

/* The object */

static void
tutor_sidebar_dispose (GObject *object)
{
  TutorSidebar *self = TUTOR_SIDEBAR (object);

  if (self->chapters)
    gtk_list_box_bind_model (self->chapters, NULL, NULL, NULL, NULL);
  g_clear_object (&self->rows);
  g_clear_object (&self->catalogue);
  g_clear_object (&self->progress);
  g_clear_object (&self->selected_lesson);
  g_clear_pointer (&self->selected_chapter, g_free);
  G_OBJECT_CLASS (tutor_sidebar_parent_class)->dispose (object);
}

/* One Tab stop, as a list is: Tab leaves the list from any row, the
 * arrows move between them.  GtkListBox in GTK 4.8 makes every row a Tab
 * stop of its own. */
static gboolean
tutor_sidebar_focus (GtkWidget *widget, GtkDirectionType direction)
{
  if ((direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD)
      && gtk_widget_get_focus_child (widget) != NULL)
    return FALSE;
  return GTK_WIDGET_CLASS (tutor_sidebar_parent_class)
    ->focus (widget, direction);
}

static void
tutor_sidebar_class_init (TutorSidebarClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = tutor_sidebar_dispose;
  widget_class->focus = tutor_sidebar_focus;

  signals[CHAPTER_ACTIVATED] = g_signal_new ("chapter-activated",
                                             G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL,
                                             NULL, NULL, G_TYPE_NONE, 1,
                                             G_TYPE_STRING);
  signals[FILE_ACTIVATED] = g_signal_new ("file-activated",
                                          G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                          NULL, G_TYPE_NONE, 1,
                                          TOGUZ_TYPE_LESSON);
  signals[PROBLEMS_ACTIVATED] = g_signal_new ("problems-activated",
                                              G_TYPE_FROM_CLASS (klass),
                                              G_SIGNAL_RUN_LAST, 0, NULL,
                                              NULL, NULL, G_TYPE_NONE, 1,
                                              TUTOR_TYPE_FAILED_FILE);

  gtk_widget_class_set_template_from_resource (
    widget_class, "/org/toguztutor/Tutor/window/tutor-sidebar.ui");
  gtk_widget_class_bind_template_child (widget_class, TutorSidebar,
                                        chapters);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
}

static void
tutor_sidebar_init (TutorSidebar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_list_box_set_header_func (self->chapters, update_header, NULL, NULL);
}
