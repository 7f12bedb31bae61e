/* standalone-main.c: runs a fuzz target over its seed corpus, so the
 * targets build and run in every test run, not only with libFuzzer
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <stdint.h>
#include <stdio.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static int
run_file (const char *path)
{
  g_autofree char *contents = NULL;
  gsize length;

  if (!g_file_get_contents (path, &contents, &length, NULL))
    {
      fprintf (stderr, "cannot read %s\n", path);
      return 1;
    }
  LLVMFuzzerTestOneInput ((const uint8_t *) contents, length);
  return 0;
}

int
main (int argc, char **argv)
{
  unsigned inputs = 0;

  printf ("1..1\n");
  for (int i = 1; i < argc; i++)
    {
      g_autoptr (GDir) dir = g_dir_open (argv[i], 0, NULL);
      const char *name;

      if (dir == NULL)
        {
          if (run_file (argv[i]))
            return 1;
          inputs++;
          continue;
        }
      while ((name = g_dir_read_name (dir)))
        {
          g_autofree char *path = g_build_filename (argv[i], name, NULL);
          if (run_file (path))
            return 1;
          inputs++;
        }
    }
  printf ("ok 1 - %u inputs, none crashed\n", inputs);
  return inputs > 0 ? 0 : 1;
}
