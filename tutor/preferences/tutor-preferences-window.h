/* tutor-preferences-window.h
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TUTOR_TYPE_PREFERENCES_WINDOW (tutor_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (TutorPreferencesWindow, tutor_preferences_window, TUTOR,
                      PREFERENCES_WINDOW, AdwPreferencesWindow)

GtkWidget *tutor_preferences_window_new (GtkWindow *parent,
                                         GSettings *settings);
/* The "language" setting the tutor started with (the setting when the
 * window was made, unless told): another one chosen offers to start
 * again. */
void tutor_preferences_window_set_language_shown (
  TutorPreferencesWindow *self, const char *language);

G_END_DECLS
