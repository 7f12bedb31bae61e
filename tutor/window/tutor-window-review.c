/* tutor-window-review.c: the window's game review and the learner's
 * puzzles of their mistakes
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "toguz-mistake-set.h"
#include "tutor-free-play.h"
#include "tutor-toast.h"
#include "tutor-window-private.h"

GFile *
tutor_window_dup_mistakes_file (TutorWindow *self)
{
  const char *progress = tutor_progress_get_path (self->progress);
  g_autofree char *dir = g_path_get_dirname (progress);
  g_autofree char *base = g_path_get_basename (progress);
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;

  /* Each learner's beside their progress: progress.ini has mistakes.xml,
   * progress-2.ini progress-2-mistakes.xml. */
  if (g_str_has_suffix (base, ".ini"))
    base[strlen (base) - strlen (".ini")] = '\0';
  name = g_str_equal (base, "progress") ? g_strdup ("mistakes.xml")
                                        : g_strconcat (base, "-mistakes.xml",
                                                       NULL);
  path = g_build_filename (dir, name, NULL);
  return g_file_new_for_path (path);
}

void
tutor_window_load_mistakes (TutorWindow *self)
{
  g_autoptr (GFile) file = tutor_window_dup_mistakes_file (self);

  if (self->review)
    tutor_review_page_set_mistakes_file (self->review, file);
  if (g_file_query_exists (file, NULL))
    tutor_window_add_file (self, file);
}

void
tutor_window_unload_mistakes (TutorWindow *self)
{
  g_autoptr (GFile) file = tutor_window_dup_mistakes_file (self);
  g_autofree char *path = g_file_get_path (file);

  tutor_catalogue_remove_opened (self->catalogue, path);
}

static void
on_mistakes_saved (TutorWindow *self)
{
  g_autoptr (GFile) file = tutor_window_dup_mistakes_file (self);

  /* Read again: the trainer serves it with the other sets. */
  tutor_window_add_file (self, file);
}

TutorReviewPage *
tutor_window_get_review (TutorWindow *self)
{
  g_autoptr (GFile) file = NULL;

  g_return_val_if_fail (TUTOR_IS_WINDOW (self), NULL);
  if (self->review)
    return self->review;
  self->review = TUTOR_REVIEW_PAGE (tutor_review_page_new ());
  file = tutor_window_dup_mistakes_file (self);
  tutor_review_page_set_mistakes_file (self->review, file);
  g_signal_connect_object (self->review, "mistakes-saved",
                           G_CALLBACK (on_mistakes_saved), self,
                           G_CONNECT_SWAPPED);
  tutor_window_watch_page (self, GTK_WIDGET (self->review));
  gtk_stack_add_named (self->pages, GTK_WIDGET (self->review), "review");
  return self->review;
}

void
tutor_window_open_review (TutorWindow *self)
{
  g_return_if_fail (TUTOR_IS_WINDOW (self));
  tutor_window_get_review (self);
  tutor_window_set_shown (self, NULL);
  g_free (self->chapter);
  self->chapter = g_strdup (REVIEW_CHAPTER);
  gtk_stack_set_visible_child_name (self->pages, "review");
  g_settings_set_string (self->settings, "last-chapter", REVIEW_CHAPTER);
  tutor_sidebar_select (self->sidebar, REVIEW_CHAPTER, NULL);
  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_FORWARD);
}

void
tutor_window_review_free_play (GtkWidget *widget, const char *action,
                               GVariant *parameter)
{
  TutorWindow *self = TUTOR_WINDOW (widget);
  TutorGame *game = tutor_free_play_get_game (self->free_play);
  g_autofree char *record = NULL;
  g_autoptr (GError) error = NULL;

  if (tutor_game_get_n_played (game) == 0)
    {
      tutor_window_show_toast (self, _("Free play has no moves to review "
                                       "yet: play a game first."));
      return;
    }
  record = tutor_game_dup_record (game);
  tutor_window_open_review (self);
  /* Translators: the name of the game free play holds, in messages. */
  if (!tutor_review_page_review_text (self->review, record,
                                      _("The free play game"), &error))
    tutor_window_show_toast (self, error->message);
}

void
tutor_window_solve_mistakes (GtkWidget *widget, const char *action,
                             GVariant *parameter)
{
  TutorWindow *self = TUTOR_WINDOW (widget);

  /* Read in again as it was saved: the toast outlives no reading. */
  if (!tutor_window_open_chapter (self, TOGUZ_MISTAKE_SET_ID))
    tutor_window_show_toast (self, _("“Your mistakes” is still being read: "
                                     "try again in a moment."));
}
