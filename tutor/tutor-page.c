/* tutor-page.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tutor-page.h"

void
tutor_page_install_properties (GObjectClass *klass, GParamSpec **properties)
{
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  properties[0] = NULL;
  properties[TUTOR_PAGE_PROP_TITLE]
    = g_param_spec_string ("title", NULL, NULL, NULL, flags);
  properties[TUTOR_PAGE_PROP_SUBTITLE]
    = g_param_spec_string ("subtitle", NULL, NULL, NULL, flags);
  properties[TUTOR_PAGE_PROP_BUSY]
    = g_param_spec_boolean ("busy", NULL, NULL, FALSE, flags);
  properties[TUTOR_PAGE_PROP_MODIFIED]
    = g_param_spec_boolean ("modified", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (klass, TUTOR_PAGE_N_PROPS, properties);
}

void
tutor_page_get_property (guint prop_id, GValue *value, const char *title,
                         const char *subtitle, gboolean busy,
                         gboolean modified)
{
  switch (prop_id)
    {
    case TUTOR_PAGE_PROP_TITLE:
      g_value_set_string (value, title);
      break;
    case TUTOR_PAGE_PROP_SUBTITLE:
      g_value_set_string (value, subtitle);
      break;
    case TUTOR_PAGE_PROP_BUSY:
      g_value_set_boolean (value, busy);
      break;
    case TUTOR_PAGE_PROP_MODIFIED:
      g_value_set_boolean (value, modified);
      break;
    default:
      g_return_if_reached ();
    }
}
