/* toguz-error.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "toguz-error.h"

G_DEFINE_QUARK (toguz-error-quark, toguz_error)
