/* tutor-learner-avatar.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tutor-learner-avatar.h"

/* The words of a name that start with a letter or a digit: the avatar
 * takes the initials of the first and the last, and "Ms. Serik
 * (teacher)" is MS, not M(. */
static char *
initials_text (const char *name)
{
  g_auto (GStrv) words = g_strsplit (name ? name : "", " ", -1);
  g_autoptr (GStrvBuilder) kept = g_strv_builder_new ();
  g_auto (GStrv) joined = NULL;

  for (guint i = 0; words[i]; i++)
    if (g_unichar_isalnum (g_utf8_get_char (words[i])))
      g_strv_builder_add (kept, words[i]);
  joined = g_strv_builder_end (kept);
  return joined[0] ? g_strjoinv (" ", joined) : g_strdup (name);
}

GtkWidget *
tutor_learner_avatar_new (TutorLearners *learners, const char *id, int size)
{
  gboolean guest = g_strcmp0 (id, TUTOR_LEARNERS_GUEST) == 0;
  g_autofree char *text = guest ? NULL : initials_text (
                                           tutor_learners_get_name (learners,
                                                                    id));
  GtkWidget *avatar = adw_avatar_new (size, text, !guest);

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
