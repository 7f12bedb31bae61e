/* toguz-text.h: the rules core in words, for people and for GLib callers
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules layer answers with status codes; this is the one place that
 * turns them into translated sentences and GErrors.
 */
#pragma once

#include <glib.h>

#include "toguz-error.h"
#include "toguz-fen.h"
#include "toguz-notation.h"

G_BEGIN_DECLS

/* Sets the locale and the message catalogue for a program: the installed
 * one; the build's (po/LANG/LC_MESSAGES, where meson puts them) when the
 * program runs from the build tree; TOGUZ_TUTOR_LOCALEDIR's when set. */
void toguz_text_init_locale (void);

/* Whether this program runs from the build tree (meson's build
 * directory), not from where it was installed: it reads what the build
 * made, such as the translations and the help. */
gboolean toguz_text_running_uninstalled (void);

/* Appends a whole sentence to a text, a space before it when the text has
 * one already; takes the sentence. */
void toguz_text_append_sentence (GString *text, char *sentence);

/* Speaks `code` ("kk", "ru", "en"…) from now on, as LANGUAGE=code would
 * have: a catalogue must be there for it (the error lists those that
 * are). */
gboolean toguz_text_set_language (const char *code, GError **error);

/* "White" or "Black", translated. */
const char *toguz_side_name (ToguzSide side);

/* Looks up --variant NAME; the error lists the names there are. */
gboolean toguz_ruleset_from_name (const char *spec, ToguzRuleset *rules,
                                  GError **error);

char *toguz_fen_status_describe (const ToguzRuleset *rules,
                                 ToguzFenStatus status,
                                 const ToguzFenDetail *detail);

gboolean toguz_position_from_fen (const ToguzRuleset *rules, const char *fen,
                                  ToguzPosition *pos, GError **error);

char *toguz_position_to_fen (const ToguzRuleset *rules,
                             const ToguzPosition *pos);

char *toguz_move_status_describe (const ToguzRuleset *rules,
                                  const ToguzPosition *pos, unsigned hole,
                                  ToguzMoveStatus status);

char *toguz_notation_status_describe (const ToguzRuleset *rules,
                                      const char *text,
                                      ToguzNotationStatus status);

char *toguz_notation_check_describe (const ToguzRuleset *rules,
                                     const ToguzMoveText *move,
                                     const ToguzEvent *event,
                                     ToguzNotationCheck check);

/* Reads a move as written (a hole digit or two-digit notation), plays it
 * and checks a stated landing digit and x flag against what happened. */
gboolean toguz_position_play_text (const ToguzRuleset *rules,
                                   const ToguzPosition *pos,
                                   const char *text, ToguzPosition *out,
                                   ToguzEvent *event, GError **error);

/* Plays a parsed move and checks it the same way. */
gboolean toguz_position_play_move_text (const ToguzRuleset *rules,
                                        const ToguzPosition *pos,
                                        const ToguzMoveText *move,
                                        ToguzPosition *out,
                                        ToguzEvent *event, GError **error);

/* A line of moves (0-based holes) played from pos, in notation:
 * "91 89 23".  Stops before a move that cannot be played. */
char *toguz_line_notation (const ToguzRuleset *rules,
                           const ToguzPosition *pos, const uint8_t *holes,
                           gsize n_holes);

/* Each move of a mask (bit h: hole h) played from pos, in notation and in
 * hole order: "65, 45x".  Leaves out a move that cannot be played. */
char *toguz_moves_notation (const ToguzRuleset *rules,
                            const ToguzPosition *pos, unsigned moves);

/* The traditional diagram, in plain text: hole numbers, the count in each
 * hole (X for a tuzdik, - for an empty hole), both kazans, whose move. */
char *toguz_position_diagram (const ToguzRuleset *rules,
                              const ToguzPosition *pos);

/* "ongoing", "white", "black" or "draw": the words of `toguz play`. */
const char *toguz_result_keyword (ToguzResult result);

/* The result in a few words, for a heading: "White wins", "Black wins",
 * "Draw" or "The game goes on", translated. */
const char *toguz_result_title (ToguzResult result);

/* A value from a file, fit to quote in a message: at most max_chars
 * characters (then "…"), invalid UTF-8 replaced, and control characters
 * (C0, DEL, C1; ESC too) written as \xNN so that nothing a file holds
 * reaches a terminal raw.  NULL reads as "". */
char *toguz_text_quote_excerpt (const char *value, gsize max_chars);

/* A text from a file, whole, fit to print on a terminal: invalid UTF-8
 * replaced and control characters written as \xNN, as above; every other
 * character, of any script, as it is.  NULL reads as "". */
char *toguz_text_escape_controls (const char *value);

/* The length messages quote values at. */
#define TOGUZ_TEXT_EXCERPT 60

/* A text from a file or a person, fit for a label that wraps: at most
 * max_chars characters (then "…"), invalid UTF-8 replaced, and a word
 * longer than max_word characters given a zero-width space after every
 * max_word, where a line may end.  Breaking a long word at any character
 * costs Pango time that grows with the square of its length: a word of
 * 20,000 froze a window for a minute.  NULL reads as "". */
char *toguz_text_dup_breakable (const char *text, gsize max_chars,
                                gsize max_word);

G_END_DECLS
