/* tutor-learner-avatar.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tutor-learner-avatar.h"

GtkWidget *
tutor_learner_avatar_new (TutorLearners *learners, const char *id, int size)
{
  gboolean guest = g_strcmp0 (id, TUTOR_LEARNERS_GUEST) == 0;
  GtkWidget *avatar = adw_avatar_new (
    size, guest ? NULL : tutor_learners_get_name (learners, id), !guest);

  /* Colours come from the names: the guest wears none (style.css). */
  if (guest)
    {
      adw_avatar_set_icon_name (ADW_AVATAR (avatar),
                                "avatar-default-symbolic");
      gtk_widget_add_css_class (avatar, "neutral");
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (avatar),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
  gtk_widget_set_can_target (avatar, FALSE);
  return avatar;
}
