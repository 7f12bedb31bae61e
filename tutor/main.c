/* main.c: toguz-tutor
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include <glib/gi18n.h>

#include "toguz-text.h"
#include "tutor-application.h"

#define SYSTEM_LANGUAGE "TOGUZ_TUTOR_SYSTEM_LANGUAGE"

/* A language chosen in the preferences wins over the system's: a
 * classroom computer may be set up in another language.  Read before
 * anything is translated. */
static void
apply_language_preference (void)
{
  g_autoptr (GSettingsSchema) schema = NULL;
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettings) settings = NULL;
  g_autofree char *language = NULL;

  if (source == NULL
      || (schema = g_settings_schema_source_lookup (source, APP_ID, TRUE))
           == NULL)
    return;
  settings = g_settings_new (APP_ID);
  language = g_settings_get_string (settings, "language");
  /* What "the system's language" is, should the tutor start again. */
  if (g_getenv (SYSTEM_LANGUAGE) == NULL)
    g_setenv (SYSTEM_LANGUAGE,
              g_getenv ("LANGUAGE") ? g_getenv ("LANGUAGE") : "", TRUE);
  if (language && *language)
    g_setenv ("LANGUAGE", language, TRUE);
}

/* Runs the program again in place, the system's language given back:
 * the preferences choose anew.  Returns only when it cannot. */
static void
start_again (char **argv)
{
  const char *system = g_getenv (SYSTEM_LANGUAGE);

  if (system && *system)
    g_setenv ("LANGUAGE", system, TRUE);
  else if (system)
    g_unsetenv ("LANGUAGE");
  execv ("/proc/self/exe", argv);
  execvp (argv[0], argv);
  g_printerr ("toguz-tutor: cannot start again: %s\n", g_strerror (errno));
}

/* The engine answers from GLib's worker threads, and glibc gives each
 * thread a heap of its own that keeps what the thread freed: two heaps
 * are enough for a search at a time beside the interface, and about
 * 12 MiB less stays resident after the lessons (tests/bench/bench-memory). */
static void
limit_heaps (void)
{
#ifdef __GLIBC__
  mallopt (M_ARENA_MAX, 2);
#endif
}

int
main (int argc, char **argv)
{
  g_autoptr (TutorApplication) application = NULL;
  int status;

  limit_heaps ();
  apply_language_preference ();
  toguz_text_init_locale ();

  application = tutor_application_new ();
  status = g_application_run (G_APPLICATION (application), argc, argv);
  if (tutor_application_get_restart_requested (application))
    {
      /* Gone first: its bus name is free for the new one. */
      g_clear_object (&application);
      start_again (argv);
    }
  return status;
}
