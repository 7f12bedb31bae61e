/* toguz-setup.h: a board set up by hand, hole by hole
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a teacher does to a ToguzSetup (see toguz-fen.h): stones put in a
 * hole or a kazan, a hole made a tuzdik, and the setup judged by the FEN
 * reader.  A setup may break any rule until it is judged.
 */
#pragma once

#include "toguz-fen.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The most stones a hole or kazan of a setup holds: more than any
 * variant has, so the FEN reader is the one that refuses. */
#define TOGUZ_SETUP_MAX_STONES 999u

/* Puts `stones` in `hole` (0-based, in `side`'s numbering) of side's row;
 * a hole given stones is an ordinary hole again. */
void toguz_setup_set_stones (const ToguzRuleset *rules, ToguzSetup *setup,
                             ToguzSide side, unsigned hole, unsigned stones);

/* Puts `stones` in side's kazan. */
void toguz_setup_set_kazan (ToguzSetup *setup, ToguzSide side,
                            unsigned stones);

/* Makes `hole` of side's row the other side's tuzdik (its stones go to
 * the owner's kazan) or an ordinary hole again.  False when it already
 * was what is asked. */
bool toguz_setup_set_tuzdik (const ToguzRuleset *rules, ToguzSetup *setup,
                             ToguzSide side, unsigned hole, bool tuzdik);

/* Judges the setup as the FEN reader would its FEN: TOGUZ_FEN_OK and the
 * position in *pos, or why not (with *detail, which may be NULL). */
ToguzFenStatus toguz_setup_validate (const ToguzRuleset *rules,
                                     const ToguzSetup *setup,
                                     ToguzPosition *pos,
                                     ToguzFenDetail *detail);

/* What a position struct can show of a setup that breaks a rule: counts
 * capped at 255 and the first tuzdik of each side, for drawing only. */
void toguz_setup_to_drawable (const ToguzRuleset *rules,
                              const ToguzSetup *setup, ToguzPosition *pos);

#ifdef __cplusplus
}
#endif
