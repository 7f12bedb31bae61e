/* toguz-text.c: status codes of the rules core as sentences
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include "toguz-text.h"

gboolean
toguz_text_running_uninstalled (void)
{
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);
  /* /proc/self/exe has its links resolved: so must the build root. */
  g_autofree char *root = realpath (BUILD_ROOT, NULL);
  g_autofree char *prefix = NULL;

  if (self == NULL || root == NULL)
    return FALSE;
  prefix = g_strconcat (root, G_DIR_SEPARATOR_S, NULL);
  return g_str_has_prefix (self, prefix)
         && g_file_test (BUILD_LOCALEDIR, G_FILE_TEST_IS_DIR);
}

static const char *
locale_dir (void)
{
  const char *dir = g_getenv ("TOGUZ_TUTOR_LOCALEDIR");

  if (dir && *dir)
    return dir;
  return toguz_text_running_uninstalled () ? BUILD_LOCALEDIR : LOCALEDIR;
}

/* gettext ignores LANGUAGE under the plain C locale, which minimal
 * systems run in: a language chosen in the preferences or with --lang
 * still counts. */
static void
let_language_count (void)
{
  const char *messages = setlocale (LC_MESSAGES, NULL);

  if (g_getenv ("LANGUAGE") && *g_getenv ("LANGUAGE")
      && (messages == NULL || strcmp (messages, "C") == 0
          || strcmp (messages, "POSIX") == 0))
    setlocale (LC_ALL, "C.UTF-8");
}

void
toguz_text_init_locale (void)
{
  setlocale (LC_ALL, "");
  let_language_count ();
  bindtextdomain (GETTEXT_PACKAGE, locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

/* The languages with a catalogue in the bound folder, "en" first. */
static char *
available_languages (const char *dir)
{
  g_autoptr (GPtrArray) codes = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  g_autofree char *catalogue = g_strconcat (GETTEXT_PACKAGE, ".mo", NULL);
  const char *name;

  while (listing && (name = g_dir_read_name (listing)))
    {
      g_autofree char *mo = g_build_filename (dir, name, "LC_MESSAGES",
                                              catalogue, NULL);
      if (g_file_test (mo, G_FILE_TEST_IS_REGULAR))
        g_ptr_array_add (codes, g_strdup (name));
    }
  g_ptr_array_sort (codes, compare_strings);
  g_ptr_array_insert (codes, 0, g_strdup ("en"));
  g_ptr_array_add (codes, NULL);
  return g_strjoinv (" ", (char **) codes->pdata);
}

gboolean
toguz_text_set_language (const char *code, GError **error)
{
  const char *dir = bindtextdomain (GETTEXT_PACKAGE, NULL);
  g_autofree char *catalogue = g_strconcat (GETTEXT_PACKAGE, ".mo", NULL);
  g_autofree char *mo = NULL;
  g_autofree char *language = NULL;

  g_return_val_if_fail (code != NULL, FALSE);

  if (strcmp (code, "en") == 0 || g_str_has_prefix (code, "en_")
      || strcmp (code, "C") == 0)
    language = g_strdup ("C");
  /* "kk", "kk_KZ" (gettext falls back to kk), "sr@latin": no path. */
  else if (*code != '\0' && !strchr (code, '/') && !strchr (code, '.'))
    {
      g_autofree char *base = g_strndup (code, strcspn (code, "_@"));

      mo = g_build_filename (dir, code, "LC_MESSAGES", catalogue, NULL);
      if (!g_file_test (mo, G_FILE_TEST_IS_REGULAR))
        {
          g_free (mo);
          mo = g_build_filename (dir, base, "LC_MESSAGES", catalogue, NULL);
        }
      if (g_file_test (mo, G_FILE_TEST_IS_REGULAR))
        language = g_strdup (code);
    }
  if (language == NULL)
    {
      g_autofree char *quoted = toguz_text_quote_excerpt (code, 20);
      g_autofree char *known = available_languages (dir);
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("There is no translation “%s”: the languages are %s."),
                   quoted, known);
      return FALSE;
    }
  g_setenv ("LANGUAGE", language, TRUE);
  let_language_count ();
  /* A new text domain call drops what gettext has looked up so far. */
  textdomain (GETTEXT_PACKAGE);
  return TRUE;
}

const char *
toguz_side_name (ToguzSide side)
{
  return side == TOGUZ_WHITE ? _("White") : _("Black");
}

const char *
toguz_result_keyword (ToguzResult result)
{
  switch (result)
    {
    case TOGUZ_WHITE_WON:
      return "white";
    case TOGUZ_BLACK_WON:
      return "black";
    case TOGUZ_DRAWN:
      return "draw";
    case TOGUZ_ONGOING:
    default:
      return "ongoing";
    }
}

const char *
toguz_result_title (ToguzResult result)
{
  switch (result)
    {
    case TOGUZ_WHITE_WON:
      return _("White wins");
    case TOGUZ_BLACK_WON:
      return _("Black wins");
    case TOGUZ_DRAWN:
      /* Translators: the result of a game that ended level. */
      return _("Draw");
    case TOGUZ_ONGOING:
    default:
      return _("The game goes on");
    }
}

gboolean
toguz_ruleset_from_name (const char *spec, ToguzRuleset *rules,
                         GError **error)
{
  g_autoptr (GString) names = g_string_new (NULL);

  if (toguz_ruleset_parse (spec, rules))
    return TRUE;

  for (size_t i = 0; i < toguz_ruleset_n_variants (); i++)
    {
      if (i > 0)
        g_string_append (names, ", ");
      g_string_append (names, toguz_ruleset_nth_variant (i)->name);
    }
  g_set_error (error, TOGUZ_ERROR, TOGUZ_ERROR_VARIANT,
               /* Translators: %1$s is what the user typed, %2$s the list
                * of variant names. */
               _("Unknown variant “%1$s”: the variants are %2$s, each "
                 "optionally followed by :no-origin-return."),
               spec, names->str);
  return FALSE;
}

char *
toguz_fen_status_describe (const ToguzRuleset *rules, ToguzFenStatus status,
                           const ToguzFenDetail *detail)
{
  unsigned column = detail->offset + 1;
  unsigned total = toguz_ruleset_total (rules);
  gboolean white = detail->side == TOGUZ_WHITE;

  switch (status)
    {
    case TOGUZ_FEN_OK:
      return g_strdup (_("The position is valid."));
    case TOGUZ_FEN_EMPTY:
      return g_strdup (_("The position is empty: a FEN gives the two rows, "
                         "both kazans, the side to move and the move "
                         "number."));
    case TOGUZ_FEN_TOO_LONG:
      return g_strdup_printf (_("The position is longer than %u characters: "
                                "no FEN is that long."), column - 1);
    case TOGUZ_FEN_BAD_CHARACTER:
      return g_strdup_printf (_("Column %u: this character never appears in "
                                "a FEN."), column);
    case TOGUZ_FEN_MISSING_FIELD:
      return g_strdup (_("The FEN ends too early: after the two rows come "
                         "White’s kazan, Black’s kazan, the side to move "
                         "(S or N) and the move number."));
    case TOGUZ_FEN_EXTRA_FIELD:
      return g_strdup_printf (_("Column %u: unexpected text after the move "
                                "number."), column);
    case TOGUZ_FEN_NO_ROW_SEPARATOR:
      return g_strdup (_("The two rows must be separated by “/”: Black’s "
                         "row first, then White’s."));
    case TOGUZ_FEN_NEGATIVE:
      return g_strdup_printf (_("Column %u: a number of stones is never "
                                "negative."), column);
    case TOGUZ_FEN_ZERO_ITEM:
      return g_strdup_printf (_("Column %u: 0S and 0 name no hole; write a "
                                "run of k empty holes as the number k."),
                              column);
    case TOGUZ_FEN_BAD_ITEM:
      return g_strdup_printf (_("Column %u: a hole is written nS (n stones), "
                                "a number k (k empty holes) or t (a "
                                "tuzdik), separated by commas."), column);
    case TOGUZ_FEN_ROW_TOO_SHORT:
      return g_strdup_printf (ngettext ("Column %u: a row needs %u hole, and "
                                        "this one has fewer.",
                                        "Column %u: a row needs %u holes, "
                                        "and this one has fewer.",
                                        rules->holes),
                              column, (unsigned) rules->holes);
    case TOGUZ_FEN_ROW_TOO_LONG:
      return g_strdup_printf (ngettext ("Column %u: a row has only %u hole, "
                                        "and this one has more.",
                                        "Column %u: a row has only %u holes, "
                                        "and this one has more.",
                                        rules->holes),
                              column, (unsigned) rules->holes);
    case TOGUZ_FEN_HOLE_TOO_FULL:
      return g_strdup_printf (_("Column %u: a hole with %u stones, but the "
                                "game has only %u."),
                              column, detail->found, total);
    case TOGUZ_FEN_BAD_KAZAN:
      return g_strdup_printf (_("Column %u: a kazan is a number of stones "
                                "from 0 to %u."), column, total);
    case TOGUZ_FEN_BAD_SIDE:
      return g_strdup_printf (_("Column %u: the side to move is S (White) "
                                "or N (Black)."), column);
    case TOGUZ_FEN_BAD_MOVE_NUMBER:
      return g_strdup_printf (_("Column %u: the move number is a whole "
                                "number from 1 to 32767."), column);
    case TOGUZ_FEN_WRONG_TOTAL:
      return g_strdup_printf (_("The board and the kazans hold %u stones, "
                                "but the game has %u: every stone must be "
                                "somewhere."), detail->found, total);
    case TOGUZ_FEN_TWO_TUZDIKS:
      return g_strdup (white ? _("White owns two tuzdiks: a player wins at "
                                 "most one tuzdik in a game.")
                             : _("Black owns two tuzdiks: a player wins at "
                                 "most one tuzdik in a game."));
    case TOGUZ_FEN_TUZDIK_ON_LAST_HOLE:
      return g_strdup_printf (white ? _("White owns a tuzdik on Black’s hole "
                                        "%u, but the last hole can never "
                                        "become a tuzdik.")
                                    : _("Black owns a tuzdik on White’s hole "
                                        "%u, but the last hole can never "
                                        "become a tuzdik."),
                              detail->hole);
    case TOGUZ_FEN_SYMMETRIC_TUZDIKS:
      return g_strdup_printf (_("Both tuzdiks stand on holes numbered %u: a "
                                "player may not take the hole that mirrors "
                                "the opponent’s tuzdik."), detail->hole);
    case TOGUZ_FEN_TUZDIKS_NOT_IN_VARIANT:
      return g_strdup_printf (_("The variant %s has no tuzdiks."),
                              rules->name);
    case TOGUZ_FEN_TUZDIK_NOT_EMPTY:
      return g_strdup (_("A tuzdik holds stones, but a stone sown into a "
                         "tuzdik goes to its owner’s kazan at once."));
    case TOGUZ_FEN_BAD_PLY:
    default:
      return g_strdup (_("The move counter does not match the side to "
                         "move."));
    }
}

gboolean
toguz_position_from_fen (const ToguzRuleset *rules, const char *fen,
                         ToguzPosition *pos, GError **error)
{
  ToguzFenDetail detail;
  ToguzFenStatus status = toguz_fen_parse (rules, fen, pos, &detail);
  g_autofree char *message = NULL;

  if (status == TOGUZ_FEN_OK)
    return TRUE;
  message = toguz_fen_status_describe (rules, status, &detail);
  g_set_error_literal (error, TOGUZ_ERROR, TOGUZ_ERROR_FEN, message);
  return FALSE;
}

char *
toguz_position_to_fen (const ToguzRuleset *rules, const ToguzPosition *pos)
{
  char buf[TOGUZ_FEN_MAX];

  toguz_fen_format (rules, pos, buf);
  return g_strdup (buf);
}

char *
toguz_move_status_describe (const ToguzRuleset *rules,
                            const ToguzPosition *pos, unsigned hole,
                            ToguzMoveStatus status)
{
  gboolean white = pos->side == TOGUZ_WHITE;

  switch (status)
    {
    case TOGUZ_MOVE_OK:
      return g_strdup (_("The move is legal."));
    case TOGUZ_MOVE_GAME_OVER:
      return g_strdup (_("The game is over: there are no more moves."));
    case TOGUZ_MOVE_NO_SUCH_HOLE:
      return g_strdup_printf (_("There is no hole %u: the holes are "
                                "numbered 1 to %u."),
                              hole + 1, (unsigned) rules->holes);
    case TOGUZ_MOVE_EMPTY:
      return g_strdup_printf (white ? _("White’s hole %u is empty: there is "
                                        "nothing to sow.")
                                    : _("Black’s hole %u is empty: there is "
                                        "nothing to sow."),
                              hole + 1);
    case TOGUZ_MOVE_TUZDIK:
    default:
      return g_strdup_printf (white ? _("White’s hole %u is Black’s tuzdik: "
                                        "nobody moves from a tuzdik.")
                                    : _("Black’s hole %u is White’s tuzdik: "
                                        "nobody moves from a tuzdik."),
                              hole + 1);
    }
}

char *
toguz_notation_status_describe (const ToguzRuleset *rules, const char *text,
                                ToguzNotationStatus status)
{
  g_autofree char *shown = NULL;
  gsize length = 0;

  /* Quote at most 16 bytes of a hostile 10,000-character move. */
  while (text && length < 16 && text[length] != '\0')
    length++;
  shown = g_utf8_make_valid (text ? text : "", length);

  switch (status)
    {
    case TOGUZ_NOTATION_OK:
      return g_strdup_printf (_("“%s” is a move."), shown);
    case TOGUZ_NOTATION_EMPTY:
      return g_strdup (_("No move was given."));
    case TOGUZ_NOTATION_HOLE_OUT_OF_RANGE:
      return g_strdup_printf (_("“%s”: the holes are numbered 1 to %u."),
                              shown, (unsigned) rules->holes);
    case TOGUZ_NOTATION_TOO_LONG:
      return g_strdup_printf (_("“%s” is too long for a move: two digits "
                                "and an optional x."), shown);
    case TOGUZ_NOTATION_X_WITHOUT_LANDING:
      return g_strdup_printf (_("“%s”: the x of a tuzdik follows the landing "
                                "digit, as in 45x."), shown);
    case TOGUZ_NOTATION_NOT_YOUR_HOLE:
      return g_strdup_printf (_("“%s” starts from the other player’s row."),
                              shown);
    case TOGUZ_NOTATION_NOT_A_MOVE:
    default:
      return g_strdup_printf (_("“%s” is not a move: write the hole to sow "
                                "(1 to %u), or two digits such as 45, with "
                                "an x when the move makes a tuzdik."),
                              shown, (unsigned) rules->holes);
    }
}

char *
toguz_notation_check_describe (const ToguzRuleset *rules,
                               const ToguzMoveText *move,
                               const ToguzEvent *event,
                               ToguzNotationCheck check)
{
  char written[TOGUZ_NOTATION_MAX];
  unsigned landing = toguz_ring_hole (rules, event->last) + 1;
  gboolean on_white = toguz_ring_side (rules, event->last) == TOGUZ_WHITE;

  toguz_notation_format (rules, event, written);
  switch (check)
    {
    case TOGUZ_NOTATION_MATCHES:
      return g_strdup_printf (_("The move is written %s."), written);
    case TOGUZ_NOTATION_WRONG_LANDING:
      return g_strdup_printf (on_white
                                ? _("The record says the last stone lands in "
                                    "hole %1$u, but it lands in White’s hole "
                                    "%2$u: the move is %3$s.")
                                : _("The record says the last stone lands in "
                                    "hole %1$u, but it lands in Black’s hole "
                                    "%2$u: the move is %3$s."),
                              (unsigned) move->landing, landing, written);
    case TOGUZ_NOTATION_MISSING_X:
      return g_strdup_printf (_("This move makes a tuzdik, so it is written "
                                "%s, with the x."), written);
    case TOGUZ_NOTATION_EXTRA_X:
    default:
      return g_strdup_printf (_("This move makes no tuzdik, so it is written "
                                "%s, without an x."), written);
    }
}

gboolean
toguz_position_play_move_text (const ToguzRuleset *rules,
                               const ToguzPosition *pos,
                               const ToguzMoveText *move,
                               ToguzPosition *out, ToguzEvent *event,
                               GError **error)
{
  ToguzEvent scratch;
  ToguzMoveStatus status;
  ToguzNotationCheck check;

  if (event == NULL)
    event = &scratch;
  status = toguz_position_play (rules, pos, move->origin - 1u, out, event);
  if (status != TOGUZ_MOVE_OK)
    {
      g_autofree char *message
        = toguz_move_status_describe (rules, pos, move->origin - 1u, status);
      g_set_error_literal (error, TOGUZ_ERROR, TOGUZ_ERROR_MOVE, message);
      return FALSE;
    }

  check = toguz_notation_check (rules, move, event);
  if (check != TOGUZ_NOTATION_MATCHES)
    {
      g_autofree char *message
        = toguz_notation_check_describe (rules, move, event, check);
      g_set_error_literal (error, TOGUZ_ERROR, TOGUZ_ERROR_MISMATCH,
                           message);
      return FALSE;
    }
  return TRUE;
}

gboolean
toguz_position_play_text (const ToguzRuleset *rules,
                          const ToguzPosition *pos, const char *text,
                          ToguzPosition *out, ToguzEvent *event,
                          GError **error)
{
  ToguzMoveText move;
  ToguzNotationStatus status = toguz_notation_parse (rules, text, &move);

  if (status != TOGUZ_NOTATION_OK)
    {
      g_autofree char *message
        = toguz_notation_status_describe (rules, text, status);
      g_set_error_literal (error, TOGUZ_ERROR, TOGUZ_ERROR_MOVE, message);
      return FALSE;
    }
  return toguz_position_play_move_text (rules, pos, &move, out, event,
                                        error);
}

char *
toguz_line_notation (const ToguzRuleset *rules, const ToguzPosition *pos,
                     const uint8_t *holes, gsize n_holes)
{
  GString *text = g_string_new (NULL);
  ToguzPosition at = *pos;

  for (gsize i = 0; i < n_holes; i++)
    {
      ToguzEvent event;
      char notation[TOGUZ_NOTATION_MAX];

      if (toguz_position_play (rules, &at, holes[i], &at, &event)
          != TOGUZ_MOVE_OK)
        break;
      toguz_notation_format (rules, &event, notation);
      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, notation);
    }
  return g_string_free (text, FALSE);
}

char *
toguz_moves_notation (const ToguzRuleset *rules, const ToguzPosition *pos,
                      unsigned moves)
{
  GString *text = g_string_new (NULL);

  for (unsigned hole = 0; hole < rules->holes; hole++)
    {
      ToguzEvent event;
      ToguzPosition after;
      char notation[TOGUZ_NOTATION_MAX];

      if (!((moves >> hole) & 1u)
          || toguz_position_play (rules, pos, hole, &after, &event)
               != TOGUZ_MOVE_OK)
        continue;
      toguz_notation_format (rules, &event, notation);
      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append (text, notation);
    }
  return g_string_free (text, FALSE);
}

static void
diagram_row (GString *out, const ToguzRuleset *rules, const ToguzPosition *pos,
             ToguzSide side)
{
  const unsigned n = rules->holes;

  for (unsigned k = 0; k < n; k++)
    {
      unsigned hole = side == TOGUZ_BLACK ? n - 1 - k : k;
      unsigned index = toguz_ring_index (rules, side, hole);

      if (pos->tuzdik[side ^ 1] == (int) index)
        g_string_append (out, "   X");
      else if (pos->holes[index] == 0)
        g_string_append (out, "   -");
      else
        g_string_append_printf (out, "%4u", pos->holes[index]);
    }
}

char *
toguz_position_diagram (const ToguzRuleset *rules, const ToguzPosition *pos)
{
  GString *out = g_string_new (NULL);
  const unsigned n = rules->holes;

  for (unsigned k = 0; k < n; k++)
    g_string_append_printf (out, "%4u", n - k);
  g_string_append_printf (out, "   %s\n", _("Black"));
  diagram_row (out, rules, pos, TOGUZ_BLACK);
  g_string_append_printf (out, "   %s %u\n", _("kazan"), pos->kazan[1]);
  diagram_row (out, rules, pos, TOGUZ_WHITE);
  g_string_append_printf (out, "   %s %u\n", _("kazan"), pos->kazan[0]);
  for (unsigned k = 0; k < n; k++)
    g_string_append_printf (out, "%4u", k + 1);
  g_string_append_printf (out, "   %s\n", _("White"));
  if (pos->result == TOGUZ_ONGOING)
    g_string_append (out, pos->side == TOGUZ_WHITE ? _("White to move.")
                                                   : _("Black to move."));
  else if (pos->result == TOGUZ_DRAWN)
    g_string_append (out, _("The game is over: a draw."));
  else
    g_string_append (out, pos->result == TOGUZ_WHITE_WON
                            ? _("The game is over: White has won.")
                            : _("The game is over: Black has won."));
  g_string_append_c (out, '\n');
  return g_string_free (out, FALSE);
}

/* Valid UTF-8, with C0, DEL and C1 as \xNN, up to max_chars characters
 * (then "…"). */
static char *
escape_valid (const char *valid, gsize max_chars)
{
  GString *out = g_string_new (NULL);
  gsize count = 0;

  for (const char *p = valid; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (count == max_chars)
        {
          g_string_append (out, "…");
          break;
        }
      if (c < 0x20 || (c >= 0x7f && c <= 0x9f))
        g_string_append_printf (out, "\\x%02X", (unsigned) c);
      else
        g_string_append_unichar (out, c);
      count++;
    }
  return g_string_free (out, FALSE);
}

char *
toguz_text_quote_excerpt (const char *value, gsize max_chars)
{
  g_autofree char *valid = NULL;

  if (value == NULL)
    return g_strdup ("");
  /* Only look at a bounded prefix: the value may be megabytes long. */
  valid = g_utf8_make_valid (value, MIN (strlen (value), max_chars * 4 + 4));
  return escape_valid (valid, max_chars);
}

char *
toguz_text_escape_controls (const char *value)
{
  g_autofree char *valid = NULL;

  if (value == NULL)
    return g_strdup ("");
  valid = g_utf8_make_valid (value, -1);
  return escape_valid (valid, G_MAXSIZE);
}

char *
toguz_text_dup_breakable (const char *text, gsize max_chars, gsize max_word)
{
  g_autofree char *valid = NULL;
  GString *out;
  gsize count = 0, word = 0;

  g_return_val_if_fail (max_word > 0, NULL);
  if (text == NULL)
    return g_strdup ("");
  /* Only look at a bounded prefix: the text may be megabytes long. */
  valid = g_utf8_make_valid (text, MIN (strlen (text), max_chars * 4 + 4));
  out = g_string_new (NULL);
  for (const char *p = valid; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (count == max_chars)
        {
          g_string_append (out, "…");
          break;
        }
      if (g_unichar_isspace (c) || c == 0x200B)
        word = 0;
      else if (word++ == max_word)
        {
          g_string_append_unichar (out, 0x200B);
          word = 1;
        }
      g_string_append_unichar (out, c);
      count++;
    }
  return g_string_free (out, FALSE);
}

void
toguz_text_append_sentence (GString *text, char *sentence)
{
  if (text->len > 0)
    g_string_append_c (text, ' ');
  g_string_append (text, sentence);
  g_free (sentence);
}
