/* fuzz-record.c: any bytes as a game record, read, replayed and written
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <string.h>

#include "toguz-replay.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GPtrArray) records = NULL;
  g_autoptr (GError) error = NULL;

  records = toguz_record_parse ((const char *) data, size, "fuzz", &error);
  if (records == NULL)
    {
      if (error == NULL || !g_str_has_prefix (error->message, "fuzz:"))
        abort ();
      return 0;
    }
  for (guint i = 0; i < records->len; i++)
    {
      const ToguzRecord *record = g_ptr_array_index (records, i);
      g_autoptr (GError) replay_error = NULL;
      g_autofree char *text = toguz_record_to_string (record, "\n");
      g_autoptr (GPtrArray) again = NULL;
      ToguzReplay replay;

      if (!toguz_record_replay (record, toguz_ruleset_default (), NULL, NULL,
                                &replay, &replay_error)
          && replay_error == NULL)
        abort ();
      /* What was read writes out as a record that reads again. */
      again = toguz_record_parse (text, strlen (text), "again", NULL);
      if (again == NULL)
        abort ();
    }
  return 0;
}
