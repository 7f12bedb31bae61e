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

/* `language_shown` is the "language" setting the tutor started with:
 * another one chosen offers to start again. */
GtkWidget *tutor_preferences_window_new (GtkWindow *parent,
                                         GSettings *settings,
                                         const char *language_shown);

G_END_DECLS
