/* tutor-page.h: the properties every page of the window has
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * "title" and "subtitle" (strings): what the window's header shows;
 * "busy" (boolean):
 * the page waits for the engine or a file; "modified" (boolean): it has
 * changes not saved.  The window watches them by name, whatever the page.
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* A page's property ids: its own, if any, come after TUTOR_PAGE_N_PROPS. */
enum
{
  TUTOR_PAGE_PROP_TITLE = 1,
  TUTOR_PAGE_PROP_SUBTITLE,
  TUTOR_PAGE_PROP_BUSY,
  TUTOR_PAGE_PROP_MODIFIED,
  TUTOR_PAGE_N_PROPS
};

/* Installs the four, read-only, in `klass`; `properties` (of
 * TUTOR_PAGE_N_PROPS) gets their specs for notifying. */
void tutor_page_install_properties (GObjectClass *klass,
                                    GParamSpec **properties);

/* A page's get_property () for the four: sets `value` for `prop_id`
 * from the page's state. */
void tutor_page_get_property (guint prop_id, GValue *value,
                              const char *title, const char *subtitle,
                              gboolean busy, gboolean modified);

G_END_DECLS
