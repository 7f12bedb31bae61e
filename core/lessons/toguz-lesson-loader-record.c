/* toguz-lesson-loader-record.c: <position record game ply>
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A position taken from a game record beside the lesson file.  A lesson
 * comes from a stranger as much as its record does, so record= names a
 * file in the lesson's folder or a folder inside it, and nothing else:
 * no absolute path, no "..", no web address, no link that leads out; a
 * regular file of at most TOGUZ_LESSON_MAX_RECORD_SIZE, read as `toguz
 * replay` reads records.
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "toguz-file.h"
#include "toguz-lesson-loader-private.h"
#include "toguz-record-position.h"
#include "toguz-text.h"

/* A relative path down from the lesson's folder, in / or not at all. */
static gboolean
is_plain_relative_path (const char *value)
{
  g_auto (GStrv) parts = NULL;

  if (*value == '\0' || g_path_is_absolute (value) || value[0] == '~'
      || strchr (value, '\\') || strchr (value, ':'))
    return FALSE;
  parts = g_strsplit (value, "/", -1);
  for (guint i = 0; parts[i]; i++)
    if (strcmp (parts[i], "..") == 0)
      return FALSE;
  return TRUE;
}

/* Whether `path` is `dir` or lies inside it, both resolved. */
static gboolean
lies_inside (const char *path, const char *dir)
{
  gsize n = strlen (dir);

  return strncmp (path, dir, n) == 0
         && (path[n] == '/' || (n > 0 && dir[n - 1] == '/'));
}

static void
add_played_hole (const ToguzRuleset *rules, const ToguzPosition *position,
                 const ToguzEvent *event, gpointer user_data)
{
  GArray *holes = user_data;
  uint8_t hole = event->hole;

  g_array_append_val (holes, hole);
}

static gboolean
same_rules (const ToguzRuleset *a, const ToguzRuleset *b)
{
  char sa[64], sb[64];

  toguz_ruleset_format (a, sa, sizeof sa);
  toguz_ruleset_format (b, sb, sizeof sb);
  return strcmp (sa, sb) == 0;
}

gboolean
toguz_lesson_loader_check_record_attributes (Loader *loader, unsigned line,
                                             const char *record,
                                             gboolean fen, gboolean moves,
                                             gboolean ply)
{
  if (record == NULL)
    problem (loader, line, "%s",
             _("game= and ply= choose a position of the game record that "
               "record= names: add record=\"FILE\"."));
  else if (fen || moves)
    problem (loader, line, "%s",
             _("<position> takes its position from record= (with game= and "
               "ply=) or from fen= and moves=, not from both."));
  else if (!ply)
    problem (loader, line, "%s",
             _("record= needs ply=, the half-moves played in the game: "
               "ply=\"0\" is its start, ply=\"9\" the position after "
               "White’s fifth move."));
  else
    return TRUE;
  return FALSE;
}

gboolean
toguz_lesson_loader_read_record (Loader *loader, unsigned line,
                                 const char *record, unsigned game,
                                 unsigned ply, ToguzStep *step)
{
  g_autofree char *quoted = toguz_text_quote_excerpt (record,
                                                      TOGUZ_TEXT_EXCERPT);
  g_autofree char *dir = NULL, *path = NULL;
  g_autofree char *real_dir = NULL, *real_path = NULL;
  g_autoptr (GArray) holes = g_array_new (FALSE, FALSE, sizeof (uint8_t));
  g_autoptr (GError) error = NULL;
  ToguzPosition start;
  ToguzReplay replay;
  GStatBuf info;

  if (loader->path == NULL)
    {
      problem (loader, line,
               _("record=“%s” reads a game record from the lesson’s folder, "
                 "but this lesson was not read from a file: give the "
                 "position with fen= and moves= instead."),
               quoted);
      return FALSE;
    }
  if (!is_plain_relative_path (record))
    {
      problem (loader, line,
               _("record=“%s” must name a file in the lesson’s folder or a "
                 "folder inside it, such as “club.pgn” or “games/club.pgn”: "
                 "no absolute path, no “..”, no web address."),
               quoted);
      return FALSE;
    }

  dir = g_path_get_dirname (loader->path);
  path = g_build_filename (dir, record, NULL);
  real_dir = realpath (dir, NULL);
  real_path = realpath (path, NULL);
  if (real_dir == NULL || real_path == NULL)
    {
      g_autofree char *shown = g_filename_display_name (dir);
      problem (loader, line,
               _("There is no game record “%s” in the lesson’s folder "
                 "(%s): record= names a file beside the lesson."),
               quoted, shown);
      return FALSE;
    }
  /* A link inside the folder may point anywhere. */
  if (!lies_inside (real_path, real_dir))
    {
      problem (loader, line,
               _("record=“%s” leads out of the lesson’s folder (through a "
                 "link): copy the record into the folder."),
               quoted);
      return FALSE;
    }
  if (g_stat (real_path, &info) != 0
      || !toguz_file_check_mode (path, info.st_mode, &error))
    {
      problem (loader, line, "%s",
               error ? error->message : g_strerror (errno));
      return FALSE;
    }
  if (info.st_size > TOGUZ_LESSON_MAX_RECORD_SIZE)
    {
      problem (loader, line,
               _("The game record “%s” is larger than %d MiB: put the games "
                 "the lesson takes positions from in a file of their own."),
               quoted, TOGUZ_LESSON_MAX_RECORD_SIZE / (1024 * 1024));
      return FALSE;
    }

  if (!toguz_record_file_position (path, game, ply, &step->rules,
                                   add_played_hole, holes, &replay, &error))
    {
      problem (loader, line, "%s", error->message);
      return FALSE;
    }
  if (!same_rules (&replay.rules, &step->rules))
    {
      char theirs[64], ours[64];

      toguz_ruleset_format (&replay.rules, theirs, sizeof theirs);
      toguz_ruleset_format (&step->rules, ours, sizeof ours);
      problem (loader, line,
               _("Game %u of “%s” is played under the rules %s, this "
                 "position under %s: write variant=\"%s\" on <position>."),
               game, quoted, theirs, ours, theirs);
      return FALSE;
    }

  /* As if the file wrote the game's start and its moves: the tutor
   * shows the last of them, the writer writes them so. */
  toguz_position_init (&step->rules, &start);
  step->has_fen = !toguz_position_equal (&replay.start, &start);
  step->base = replay.start;
  g_array_set_size (step->base_moves, 0);
  g_array_append_vals (step->base_moves, holes->data, holes->len);
  step->position = replay.final;
  return TRUE;
}
