/* main.c: toguz-tutor
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "toguz-text.h"
#include "tutor-application.h"

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
  if (language && *language)
    g_setenv ("LANGUAGE", language, TRUE);
}

int
main (int argc, char **argv)
{
  g_autoptr (TutorApplication) application = NULL;

  apply_language_preference ();
  toguz_text_init_locale ();

  application = tutor_application_new ();
  return g_application_run (G_APPLICATION (application), argc, argv);
}
