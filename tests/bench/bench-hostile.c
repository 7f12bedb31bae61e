/* bench-hostile.c: files shaped to be slow, with a bound for each
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-hostile [CASE…]
 * Each case builds a hostile text in memory and reads it as the tutor
 * and the toguz command do, in a child process of its own, so that its
 * peak memory is its own.  Prints the time and the peak memory of each
 * and exits 1 when one is past its bound.  Once, each was quadratic or
 * held a whole record at once: 100,000 attributes took minutes, 100,000
 * tags 47 s, a 60 MiB record of tiny games 3.6 GB.
 */
#include <glib.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "toguz-lesson-loader.h"
#include "toguz-record.h"
#include "toguz-replay.h"

#define NS "https://toguztutor.org/ns/lesson/1"
#define START_FEN "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1"

typedef struct
{
  const char *name;
  GString *(*build) (void);
  void (*read) (const GString *text);
  double max_seconds;
  double max_mib;        /* peak resident memory of the whole child */
} Case;

static GString *
many_attributes (void)
{
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, "<lesson xmlns=\"%s\" id=\"x\">\n"
                                "<title>t</title>\n<step", NS);
  for (int i = 0; i < 100000; i++)
    g_string_append_printf (text, " a%d=\"x\"", i);
  g_string_append (text, "><text>a</text></step></lesson>\n");
  return text;
}

/* Each puzzle lacks its difficulty: one schema error per puzzle. */
static GString *
many_invalid_puzzles (void)
{
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, "<exercise-set xmlns=\"%s\" id=\"x\">"
                                "<title>t</title>\n", NS);
  for (int i = 0; i < 25000; i++)
    g_string_append_printf (text, "<puzzle id=\"p%d\" themes=\"capture\">"
                                  "<position fen=\"%s\"/><task "
                                  "goal=\"capture:10\"/></puzzle>\n",
                            i, START_FEN);
  g_string_append (text, "</exercise-set>\n");
  return text;
}

static GString *
many_xml_comments (void)
{
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, "<lesson xmlns=\"%s\" id=\"x\">"
                                "<title>t</title>\n", NS);
  for (int i = 0; i < 400000; i++)
    g_string_append (text, "<!--c-->");
  g_string_append (text, "<step><text>a</text></step></lesson>\n");
  return text;
}

static void
load_lesson (const GString *text)
{
  g_autoptr (GPtrArray) problems = toguz_lesson_problems_new ();
  g_autoptr (ToguzLesson) lesson
    = toguz_lesson_load_data (text->str, text->len, "hostile.xml",
                              problems);

  g_assert (lesson != NULL || problems->len > 0);
}

static GString *
many_tags (void)
{
  GString *text = g_string_new (NULL);

  for (int i = 0; i < 100000; i++)
    g_string_append_printf (text, "[Tag%d \"v\"]\n", i);
  g_string_append (text, "\n1. 76 98 *\n");
  return text;
}

static GString *
many_record_comments (void)
{
  GString *text = g_string_new ("[Event \"e\"]\n\n1. 76");

  for (int i = 0; i < 100000; i++)
    g_string_append (text, " {c}");
  g_string_append (text, " 98 *\n");
  return text;
}

static GString *
tiny_games (void)
{
  static const char game[] = "[Event \"e\"]\n\n1. 76 98 *\n\n";
  gsize games = 60 * 1024 * 1024 / (sizeof game - 1);
  GString *text = g_string_sized_new (games * (sizeof game - 1) + 1);

  for (gsize i = 0; i < games; i++)
    g_string_append_len (text, game, sizeof game - 1);
  return text;
}

/* As `toguz replay` reads a record: game by game, each replayed. */
static void
replay_record (const GString *text)
{
  g_autoptr (ToguzRecordReader) reader
    = toguz_record_reader_new (text->str, text->len, "hostile.pgn");
  g_autoptr (GError) error = NULL;
  ToguzRecord *game;

  while ((game = toguz_record_reader_next (reader, &error)) != NULL)
    {
      ToguzReplay replay;

      toguz_record_replay (game, toguz_ruleset_default (), NULL, NULL,
                           &replay, NULL);
      toguz_record_free (game);
    }
}

static const Case cases[] = {
  { "lesson-100k-attributes", many_attributes, load_lesson, 1.0, 64 },
  { "lesson-25k-invalid-puzzles", many_invalid_puzzles, load_lesson, 5.0,
    256 },
  { "lesson-400k-comments", many_xml_comments, load_lesson, 2.0, 256 },
  { "record-100k-tags", many_tags, replay_record, 1.0, 64 },
  { "record-100k-comments", many_record_comments, replay_record, 1.0, 64 },
  { "record-60mib-tiny-games", tiny_games, replay_record, 30.0, 256 },
};

/* In a child: build the text, read it, report the seconds the reading
 * took through the pipe. */
static void
run_child (const Case *c, int out)
{
  GString *text = c->build ();
  gint64 start = g_get_monotonic_time ();
  double seconds;

  c->read (text);
  seconds = (g_get_monotonic_time () - start) / 1e6;
  g_assert (write (out, &seconds, sizeof seconds) == sizeof seconds);
  _exit (0);
}

static gboolean
run_case (const Case *c)
{
  struct rusage usage;
  double seconds = -1, mib;
  int fds[2], status = 0;
  gboolean ok;
  pid_t pid;

  g_assert (pipe (fds) == 0);
  pid = fork ();
  g_assert (pid >= 0);
  if (pid == 0)
    {
      close (fds[0]);
      run_child (c, fds[1]);
    }
  close (fds[1]);
  if (read (fds[0], &seconds, sizeof seconds) != sizeof seconds)
    seconds = -1;
  close (fds[0]);
  g_assert (wait4 (pid, &status, 0, &usage) == pid);
  mib = usage.ru_maxrss / 1024.0;
  ok = WIFEXITED (status) && WEXITSTATUS (status) == 0 && seconds >= 0
       && seconds <= c->max_seconds && mib <= c->max_mib;
  printf ("%-28s %8.3f s (bound %5.1f) %8.1f MiB (bound %4.0f)  %s\n",
          c->name, seconds, c->max_seconds, mib, c->max_mib,
          ok ? "ok" : "PAST ITS BOUND");
  return ok;
}

int
main (int argc, char **argv)
{
  gboolean ok = TRUE;

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gboolean wanted = argc < 2;

      for (int a = 1; a < argc; a++)
        wanted |= strcmp (argv[a], cases[i].name) == 0;
      if (wanted)
        ok &= run_case (&cases[i]);
      fflush (stdout);
    }
  return ok ? 0 : 1;
}
