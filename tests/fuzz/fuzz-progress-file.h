/* fuzz-progress-file.h: fuzzed bytes as the learner's progress file
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "tutor-progress.h"

G_BEGIN_DECLS

/* A scratch directory of this process, emptied, with the bytes in it as
 * progress.ini; returns the file's path (owned by the helper). */
const char *fuzz_progress_write (const void *data, gsize size);

/* The progress those bytes load as: its writes done, its messages (a
 * broken file is reported) kept quiet. */
TutorProgress *fuzz_progress_load (const char *path);

/* Changes made: waits until they are on disk. */
void fuzz_progress_wait (TutorProgress *progress);

G_END_DECLS
