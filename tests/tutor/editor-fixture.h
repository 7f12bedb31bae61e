/* editor-fixture.h: what the set editor's two test programs share
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The page in a window of its own, its files in the scratch directory,
 * and its reading and writing waited for as its buttons would.
 */
#pragma once

#include "toguz-lesson-checker.h"
#include "tutor-set-editor.h"
#include "tutor-test-util.h"

G_BEGIN_DECLS

#define START "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1"
/* White's 65 lands in Black's hole 5 and makes 10: the only capture. */
#define ONE_CAPTURE "5S,3,9S,3,3S/1S,2S,3,9S,3 70 63 S 1"

typedef struct
{
  GtkWindow *window;
  TutorSetEditor *editor;
  TutorEngine *engine;
} Fixture;

/* tutor_test_init (), keeping the scratch directory for scratch_file (). */
const char *editor_test_init (int *argc, char ***argv);

/* Until the page is shown and has nothing left to do. */
void wait_idle (Fixture *fixture);
void fixture_open_sized (Fixture *fixture, int width, int height);
void fixture_open (Fixture *fixture);
void fixture_close (Fixture *fixture);
/* A path in the scratch directory; free it. */
char *scratch_file (const char *name);

/* A row of the page's forms by its title, anywhere under root; NULL if
 * none. */
GtkWidget *find_row (GtkWidget *root, const char *title);
/* Types `text` into an entry row a character at a time at its cursor,
 * the way key presses reach it, running the main loop after each. */
void type_keys (GtkWidget *row, const char *text);

/* `toguz lesson check FILE`: the command's exit status, its output. */
int lesson_check (const char *path, char **output);
/* The lesson as the writer has it. */
char *model_text (ToguzLesson *lesson);

/* Reading and writing as the page's buttons do, off the main thread: a
 * call, then its _finish () in the callback, which the test waits for. */

typedef gboolean (*FileFinish) (TutorSetEditor *, GAsyncResult *, GError **);

typedef struct
{
  FileFinish finish;
  gboolean done;
  gboolean ok;
  GError *error;
} AsyncResult;

void async_start (AsyncResult *async, FileFinish finish);
/* For tutor_run_until (): whether the call has finished. */
gboolean async_done (gpointer data);
/* The call's callback, with the AsyncResult as its data. */
void on_async_done (GObject *source, GAsyncResult *result, gpointer data);

/* Run the main loop until the page's call has finished; its outcome. */
gboolean open_file (TutorSetEditor *editor, GFile *file, GError **error);
gboolean save_file (TutorSetEditor *editor, GFile *file, GError **error);
gboolean open_record (TutorSetEditor *editor, GFile *file, GError **error);

G_END_DECLS
