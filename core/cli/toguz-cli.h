/* toguz-cli.h: what the commands of `toguz` share
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "toguz-position.h"

G_BEGIN_DECLS

/* The exit codes the README promises ("The `toguz` command"). */
enum
{
  TOGUZ_EXIT_OK = 0,
  TOGUZ_EXIT_INPUT = 1,  /* the input is wrong */
  TOGUZ_EXIT_USAGE = 2,  /* the command line is wrong */
};

typedef int (*ToguzCommandFunc) (int argc, char **argv);

typedef struct
{
  const char *name;
  const char *summary;   /* translatable, marked with N_() */
  ToguzCommandFunc run;
} ToguzCommand;

int toguz_command_play (int argc, char **argv);
int toguz_command_perft (int argc, char **argv);
int toguz_command_replay (int argc, char **argv);
int toguz_command_analyse (int argc, char **argv);
int toguz_command_solve (int argc, char **argv);
int toguz_command_hint (int argc, char **argv);
int toguz_command_explain (int argc, char **argv);
int toguz_command_lesson (int argc, char **argv);
int toguz_command_mine (int argc, char **argv);
int toguz_command_worksheet (int argc, char **argv);
int toguz_command_results (int argc, char **argv);

/* Prints "toguz: message" on stderr and returns exit_code. */
int toguz_cli_fail (int exit_code, const char *format, ...) G_GNUC_PRINTF (2, 3);

/* Parses the options of a command; on a usage error prints it with a hint
 * to --help and returns FALSE. */
gboolean toguz_cli_parse_options (GOptionContext *context, int *argc,
                                  char ***argv);

/* The options every command that takes a position has: --variant, --from.
 * The GOptionEntry array is terminated and points at the two strings. */
typedef struct
{
  char *variant;
  char *from;
} ToguzPositionOptions;

void toguz_position_options_add (GOptionContext *context,
                                 ToguzPositionOptions *options);
void toguz_position_options_clear (ToguzPositionOptions *options);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ToguzPositionOptions,
                                  toguz_position_options_clear)

/* Sets up the ruleset and the position those options name.  Returns
 * TOGUZ_EXIT_OK, or prints the error and returns the exit code. */
int toguz_position_options_resolve (const ToguzPositionOptions *options,
                                    ToguzRuleset *rules,
                                    ToguzPosition *pos);

/* A context with the summary, the variants listed in the description, and
 * gettext for --help. */
GOptionContext *toguz_cli_context_new (const char *parameters,
                                       const char *summary);

G_END_DECLS
