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
  properties[TUTOR_PAGE_PROP_TITLE] = g_param_spec_string ("title", NULL,
                                                           NULL, NULL, flags);
  properties[TUTOR_PAGE_PROP_BUSY] = g_param_spec_boolean ("busy", NULL, NULL,
                                                           FALSE, flags);
  properties[TUTOR_PAGE_PROP_MODIFIED] = g_param_spec_boolean (
    "modified", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (klass, TUTOR_PAGE_N_PROPS, properties);
}
