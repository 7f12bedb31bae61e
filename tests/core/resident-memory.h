/* resident-memory.h: how much of the test's own memory is resident
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

/* Resident memory in KiB, from /proc/self/statm, or -1 where /proc
 * cannot tell (the test then skips). */
long resident_memory_kib (void);
