/* toguz-table-memory.c: zeroing the search's large tables
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A memset of a 16 MiB table makes all of it resident, though a search
 * of a lesson's task touches a few pages of it.
 */
#ifdef __linux__
#define _DEFAULT_SOURCE
#include <sys/mman.h>
#include <unistd.h>
#endif

#include "toguz-table-memory.h"

#include <stdint.h>
#include <string.h>

void
toguz_table_zero (void *table, size_t size)
{
#if defined(__linux__) && defined(MADV_DONTNEED)
  /* Private anonymous pages read as zeros once discarded. */
  long page_size = sysconf (_SC_PAGESIZE);

  if (page_size > 0 && size >= 4 * (size_t) page_size)
    {
      uintptr_t start = (uintptr_t) table;
      uintptr_t end = start + size;
      uintptr_t first = (start + page_size - 1) & ~((uintptr_t) page_size - 1);
      uintptr_t last = end & ~((uintptr_t) page_size - 1);

      if (madvise ((void *) first, last - first, MADV_DONTNEED) == 0)
        {
          memset (table, 0, first - start);
          memset ((void *) last, 0, end - last);
          return;
        }
    }
#endif
  memset (table, 0, size);
}
