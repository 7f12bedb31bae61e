/* toguz-ruleset.c: the named variants (README.md "Variants")
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "toguz-ruleset.h"

#include <stdio.h>
#include <string.h>

#define NO_ORIGIN_RETURN ":no-origin-return"

static const ToguzRuleset variants[] = {
  { "togyz", 9, 9, true, false, true, true },
  { "bestemshe", 5, 5, false, false, true, true },
  { "togyz-7", 7, 7, true, false, true, true },
  { "pantusov-1906", 9, 9, true, true, false, true },
};

const ToguzRuleset *
toguz_ruleset_default (void)
{
  return &variants[0];
}

size_t
toguz_ruleset_n_variants (void)
{
  return sizeof variants / sizeof variants[0];
}

const ToguzRuleset *
toguz_ruleset_nth_variant (size_t index)
{
  return index < toguz_ruleset_n_variants () ? &variants[index] : NULL;
}

bool
toguz_ruleset_parse (const char *spec, ToguzRuleset *out)
{
  size_t name_length;
  bool origin_return = true;

  if (spec == NULL || out == NULL)
    return false;

  name_length = strcspn (spec, ":");
  if (spec[name_length] != '\0')
    {
      if (strcmp (spec + name_length, NO_ORIGIN_RETURN) != 0)
        return false;
      origin_return = false;
    }

  for (size_t i = 0; i < toguz_ruleset_n_variants (); i++)
    {
      if (strlen (variants[i].name) == name_length
          && strncmp (variants[i].name, spec, name_length) == 0)
        {
          *out = variants[i];
          out->origin_return = origin_return;
          return true;
        }
    }
  return false;
}

void
toguz_ruleset_format (const ToguzRuleset *rules, char *buf, size_t size)
{
  snprintf (buf, size, "%s%s", rules->name,
            rules->origin_return ? "" : NO_ORIGIN_RETURN);
}
