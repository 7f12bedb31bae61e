/* bench-tutor.c: the tutor's start, memory and animation
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run under Xvfb (meson test --benchmark does).  Measures:
 * 1. the time from main () to the first frame the window paints;
 * 2. the resident memory after opening every lesson and puzzle set and
 *    walking through all their steps;
 * 3. the frame rate while the board sows a long move at the default
 *    speed.  Targets: first frame under 0.5 s, under 100 MiB, the
 *    display's frame rate.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <unistd.h>

#include "tutor-application.h"
#include "tutor-window.h"

static gint64 started;
static gint64 first_frame;
static int frames;

static void
on_after_paint (GdkFrameClock *clock, gpointer data)
{
  if (first_frame == 0)
    first_frame = g_get_monotonic_time ();
}

static gboolean
count_frame (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  frames++;
  return G_SOURCE_CONTINUE;
}

static gboolean
wake (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

static void
spin (gint64 until)
{
  guint waker = g_timeout_add (5, wake, NULL);

  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (waker);
}

static double
resident_mib (void)
{
  long pages = 0, resident = 0;
  FILE *statm = fopen ("/proc/self/statm", "r");

  if (statm == NULL)
    return -1;
  if (fscanf (statm, "%ld %ld", &pages, &resident) != 2)
    resident = -1;
  fclose (statm);
  return resident * (double) sysconf (_SC_PAGESIZE) / (1024.0 * 1024.0);
}

int
main (int argc, char **argv)
{
  g_autoptr (TutorApplication) app = NULL;
  TutorWindow *window;
  TutorLessonPlayer *player;
  TutorBoard *board;
  GdkFrameClock *clock;
  TutorCatalogue *catalogue;
  GListModel *lists[2];
  guint opened = 0;

  g_autofree char *scratch = g_dir_make_tmp ("bench-tutor-XXXXXX", NULL);
  g_autofree char *progress = g_build_filename (scratch, "progress.ini",
                                                NULL);

  started = g_get_monotonic_time ();
  g_setenv ("TOGUZ_TUTOR_PROGRESS", progress, TRUE);
  app = tutor_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, NULL);
  g_application_activate (G_APPLICATION (app));
  /* The window comes once the progress is read, off the main thread. */
  while (gtk_application_get_active_window (GTK_APPLICATION (app)) == NULL)
    g_main_context_iteration (NULL, TRUE);
  window = TUTOR_WINDOW (gtk_application_get_active_window (
    GTK_APPLICATION (app)));
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  if (clock == NULL)
    {
      /* Not yet realized: wait for the frame clock. */
      while (gtk_widget_get_frame_clock (GTK_WIDGET (window)) == NULL)
        g_main_context_iteration (NULL, TRUE);
      clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
    }
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), NULL);
  while (first_frame == 0)
    g_main_context_iteration (NULL, TRUE);
  printf ("first frame: %.3f s after main (); resident memory %.1f MiB\n",
          (first_frame - started) / 1e6, resident_mib ());

  /* Every lesson and set, every step. */
  player = tutor_window_get_player (window);
  catalogue = tutor_application_get_catalogue (app);
  lists[0] = tutor_catalogue_get_lessons (catalogue);
  lists[1] = tutor_catalogue_get_puzzle_sets (catalogue);
  g_object_set (tutor_lesson_player_get_board (player), "animation-speed",
                0.0, NULL);
  for (guint l = 0; l < 2; l++)
    for (guint i = 0; i < g_list_model_get_n_items (lists[l]); i++)
      {
        g_autoptr (ToguzLesson) lesson = g_list_model_get_item (lists[l], i);
        tutor_window_open_chapter (window, toguz_lesson_get_id (lesson));
        for (guint s = 0; s < toguz_lesson_get_n_steps (lesson); s++)
          {
            tutor_lesson_player_go_to_step (player, s);
            spin (g_get_monotonic_time () + 2000);
          }
        opened++;
      }
  spin (g_get_monotonic_time () + 300000);
  printf ("resident memory after opening %u lessons and sets, every step: "
          "%.1f MiB\n",
          opened, resident_mib ());

  if (g_getenv ("BENCH_TUTOR_SMAPS"))
    {
      g_autofree char *rollup = NULL;
      g_file_get_contents ("/proc/self/smaps_rollup", &rollup, NULL, NULL);
      printf ("%s", rollup);
    }

  /* A long sowing at the default speed: frames a second, on the lesson
   * page (the last chapter opened was a set, in the trainer). */
  {
    g_autoptr (ToguzLesson) first = g_list_model_get_item (lists[0], 0);
    tutor_window_open_chapter (window, toguz_lesson_get_id (first));
    spin (g_get_monotonic_time () + 300000);
  }
  board = tutor_lesson_player_get_board (player);
  g_object_set (board, "animation-speed", 8.0, NULL);
  {
    const ToguzRuleset *rules = toguz_ruleset_default ();
    ToguzPosition before, after;
    ToguzEvent event;
    guint id;
    gint64 t0;

    toguz_position_init (rules, &before);
    tutor_board_set_position (board, rules, &before);
    toguz_position_play (rules, &before, 0, &after, &event);
    id = gtk_widget_add_tick_callback (GTK_WIDGET (board), count_frame, NULL,
                                       NULL);
    spin (g_get_monotonic_time () + 200000);
    frames = 0;
    t0 = g_get_monotonic_time ();
    tutor_board_animate_move (board, &before, &event, &after);
    while (tutor_board_get_animating (board))
      g_main_context_iteration (NULL, TRUE);
    printf ("sowing animation: %d frames in %.2f s, %.1f frames a second "
            "(the display's rate: %s)\n",
            frames, (g_get_monotonic_time () - t0) / 1e6,
            frames / ((g_get_monotonic_time () - t0) / 1e6),
            "60 under Xvfb");
    gtk_widget_remove_tick_callback (GTK_WIDGET (board), id);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  g_remove (progress);
  g_rmdir (scratch);
  return 0;
}
