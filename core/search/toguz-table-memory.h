/* toguz-table-memory.h: zeroing the search's large tables
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stddef.h>

/* Zeroes size bytes at table, a block of its own from calloc.  Where the
 * system allows, its whole pages are handed back instead of written: a
 * cleared table costs no memory until a search fills it again. */
void toguz_table_zero (void *table, size_t size);
