/* toguz-error.h: the GError domain of libtoguz
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TOGUZ_ERROR (toguz_error_quark ())

typedef enum
{
  TOGUZ_ERROR_VARIANT,   /* unknown variant name */
  TOGUZ_ERROR_FEN,       /* a FEN that is not a valid position */
  TOGUZ_ERROR_MOVE,      /* a move that cannot be read or played */
  TOGUZ_ERROR_MISMATCH,  /* a record says something the rules contradict */
  TOGUZ_ERROR_RECORD,    /* a game record that cannot be read */
  TOGUZ_ERROR_LESSON,    /* a lesson file with errors */
} ToguzError;

GQuark toguz_error_quark (void);

G_END_DECLS
