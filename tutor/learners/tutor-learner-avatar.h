/* tutor-learner-avatar.h: a learner's face wherever learners are shown
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tutor-learners.h"

G_BEGIN_DECLS

/* The learner's initials on their own colour; the guest's a silhouette;
 * `size` pixels across.  Only decoration: the name is always beside. */
GtkWidget *tutor_learner_avatar_new (TutorLearners *learners, const char *id,
                                     int size);

G_END_DECLS
