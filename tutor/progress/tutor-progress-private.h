/* tutor-progress-private.h: for the files of the progress record alone
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tutor-progress.h"

G_BEGIN_DECLS

/* The record's keys, as tutor-progress-keys.h reads them. */
GKeyFile *tutor_progress_get_keys (TutorProgress *self);
/* After a change to the keys: saved soon, and "changed" emitted. */
void tutor_progress_note_change (TutorProgress *self, const char *set_id);

G_END_DECLS
