/* resident-memory.c: how much of the test's own memory is resident
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <stdio.h>
#include <unistd.h>

#include "resident-memory.h"

long
resident_memory_kib (void)
{
  g_autofree char *statm = NULL;
  long pages = 0, resident = -1;

  if (!g_file_get_contents ("/proc/self/statm", &statm, NULL, NULL)
      || sscanf (statm, "%ld %ld", &pages, &resident) != 2)
    return -1;
  return resident * (sysconf (_SC_PAGESIZE) / 1024);
}
