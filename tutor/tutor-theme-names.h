/* tutor-theme-names.h: the words for a puzzle's themes
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A theme of the lesson format (toguz_lesson_themes()) in the user's
 * language, as the trainer's filters and the editor's choices say it:
 * "capture" is "Captures".  An unknown theme is returned as it is. */
const char *tutor_theme_name (const char *theme);

G_END_DECLS
