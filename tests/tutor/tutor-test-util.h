/* tutor-test-util.h: driving the tutor's window as a learner would
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 cannot fake input events, so a click is the hole's own
 * GtkGestureClick emitting "pressed" and "released" (the path a real
 * click takes through the board), and a button is activated as a
 * keyboard user would.
 */
#pragma once

#include "tutor-application.h"
#include "tutor-lesson-player.h"
#include "toguz-task-session.h"
#include "tutor-window.h"

G_BEGIN_DECLS

typedef struct
{
  TutorApplication *app;
  TutorWindow *window;
  /* The player the test drives: the lesson page's or the trainer's. */
  TutorLessonPlayer *player;
  char *progress_path;
} TutorFixture;

/* Sets up the environment the tests share, in English or in the
 * language TOGUZ_TEST_LANGUAGE names; returns a scratch directory that
 * tutor_test_finish() empties and removes. */
const char *tutor_test_init (int *argc, char ***argv);
int tutor_test_finish (int status);

/* Starts the application with its progress in the scratch directory
 * under progress_name, and shows its window with instant sowing. */
void tutor_fixture_open (TutorFixture *fixture, const char *progress_name);
void tutor_fixture_close (TutorFixture *fixture);
/* Drives the player of the page shown: the lesson's or the trainer's. */
void tutor_fixture_follow_page (TutorFixture *fixture);
/* The task session of the player driven. */
ToguzTaskSession *tutor_fixture_session (TutorFixture *fixture);
/* The window's puzzle trainer. */
TutorPuzzleTrainer *tutor_fixture_trainer (TutorFixture *fixture);
/* Opens the set `id` in the trainer and drives the trainer's player. */
void tutor_fixture_open_set (TutorFixture *fixture, const char *id);

/* Runs the main loop until done (data) holds; fails after `seconds`, or
 * two minutes if that is longer: a hang guard, not a timing. */
void tutor_run_until (gboolean (*done) (gpointer), gpointer data,
                      guint seconds);
/* Runs the main loop until done() holds; fails after 20 seconds. */
void tutor_iterate_until (gboolean (*done) (TutorFixture *),
                          TutorFixture *fixture);
/* Until the player waits for the learner and no file is loading or
 * being saved. */
void tutor_wait_idle (TutorFixture *fixture);

/* A click on a hole, as the learner's pointer makes it; the first waits
 * for the player to settle, the second returns at once. */
void tutor_click_hole (TutorFixture *fixture, ToguzSide side, guint hole);
void tutor_click_board_hole (TutorBoard *board, ToguzSide side, guint hole);
/* The widget's controller of a type; fails when it has none. */
GtkEventController *tutor_find_controller (GtkWidget *widget, GType type);
/* A key pressed in the window, as GTK 4.8 would dispatch it (it cannot
 * fake the event): the capture-phase shortcuts from the window down to
 * the focus widget, then from the focus widget up, the boards' own keys
 * and the shortcuts local to each widget, then the window-wide (managed
 * and global) shortcuts of every widget shown.  TRUE when something took
 * it. */
gboolean tutor_press_key (TutorFixture *fixture, guint keyval,
                          GdkModifierType modifiers);
/* A button by its label, anywhere under root; NULL if none. */
GtkWidget *tutor_find_button (GtkWidget *root, const char *label);
/* The first widget of a type under root, in tree order; NULL if none. */
GtkWidget *tutor_find_widget (GtkWidget *root, GType type);
void tutor_press_button (TutorFixture *fixture, const char *label);
/* Whether a header under root shows `title` over `subtitle` (NULL: any
 * subtitle). */
gboolean tutor_header_shows (GtkWidget *root, const char *title,
                             const char *subtitle);
gboolean tutor_button_offered (TutorFixture *fixture, const char *label);
/* For tutor_run_until (): whether a preferences window is shown; if so
 * it is put in *(GtkWidget **) data. */
gboolean tutor_preferences_shown (gpointer data);
/* Plays the current goal task through to its end, as the engine or the
 * stated line would. */
void tutor_solve_goal (TutorFixture *fixture);
/* A legal move of the current goal task that does not achieve it, or -1. */
int tutor_find_wrong_move (TutorFixture *fixture);

/* A replay's callback (toguz_record_replay ()): appends each position
 * to data, a GArray of ToguzPosition. */
void tutor_collect_position (const ToguzRuleset *rules,
                             const ToguzPosition *position,
                             const ToguzEvent *event, gpointer data);

/* Waits for the file chooser an action opened, picks `file` in it (to
 * open, or the name to save as) and accepts, as a user would. */
void tutor_answer_file_chooser (TutorFixture *fixture, GFile *file);

/* The widgets under root, shown, whose sides stick out of their
 * parent's or whose text is cut with an ellipsis (but in a drop-down's
 * button): a page cut off.  One line each, "" when everything fits; free
 * it. */
char *tutor_describe_overflow (GtkWidget *root);

/* Renders the window, once settled, to TUTOR_SCREENS_DIR/name; the
 * second renders any widget as it is now. */
void tutor_save_screen (TutorFixture *fixture, const char *name);
void tutor_save_widget (GtkWidget *widget, const char *name);

G_END_DECLS
