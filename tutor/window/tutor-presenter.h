/* tutor-presenter.h: the window shown to a class on a projector
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window's "win.present" (F11, View ▸ Present): full screen, the
 * chapters and the header gone, the page in large type, the verdicts
 * and the solutions waiting for the teacher's keys.  Leaving puts the
 * window back as it was.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TUTOR_TYPE_PRESENTER (tutor_presenter_get_type ())
G_DECLARE_FINAL_TYPE (TutorPresenter, tutor_presenter, TUTOR, PRESENTER,
                      GObject)

/* The window's class lets the presenter find the parts of its template
 * named "sidebar_pane", "sidebar_separator", "content" and
 * "content_header"; it binds "leaflet" and "pages" itself. */
void tutor_presenter_bind_template (GtkWidgetClass *window_class);
/* Presents `window`, of that class; adds the action "present" to it. */
TutorPresenter *tutor_presenter_new (AdwApplicationWindow *window);

gboolean tutor_presenter_get_presenting (TutorPresenter *self);
void tutor_presenter_set_presenting (TutorPresenter *self,
                                     gboolean presenting);
/* Whether presenting asked for the full screen: the window manager
 * decides whether it is given. */
gboolean tutor_presenter_get_fullscreen_asked (TutorPresenter *self);

G_END_DECLS
