/* tutor-window-private.h: the window's parts, for its files (private)
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tutor-window.c makes the window and its pages; tutor-window-files.c
 * opens what the learner gives it: files, recent files, dropped files.
 */
#pragma once

#include "tutor-class-results-view.h"
#include "tutor-learners.h"
#include "tutor-presenter.h"
#include "tutor-puzzle-trainer.h"
#include "tutor-review-page.h"
#include "tutor-sidebar.h"
#include "tutor-window.h"

G_BEGIN_DECLS

#define MAX_RECENT 10

struct _TutorWindow
{
  AdwApplicationWindow parent_instance;

  AdwToastOverlay *toasts;
  GtkInfoBar *save_banner;
  GtkLabel *save_banner_label;
  AdwLeaflet *leaflet;
  GtkWidget *primary_menu_button;
  AdwHeaderBar *sidebar_header;
  GtkWidget *sidebar_title;
  AdwBin *picker_slot;
  TutorSidebar *sidebar;
  AdwWindowTitle *content_title;
  GtkSpinner *page_spinner;
  GtkStack *pages;
  TutorLessonPlayer *player;
  TutorPuzzleTrainer *trainer;
  TutorFreePlay *free_play;
  TutorSetEditor *editor;   /* made when first opened: most never are */
  TutorClassResultsView *class_results; /* the same */
  TutorReviewPage *review;  /* the same */
  AdwStatusPage *finished_page;
  GtkWidget *next_chapter_button;
  GtkSpinner *loading_spinner;
  GtkLabel *errors_description;
  GtkListBox *errors_list;

  TutorCatalogue *catalogue;
  TutorEngine *engine;
  TutorProgress *progress;
  TutorLearners *learners;  /* NULL: the learners are not shown */
  GtkWidget *learner_button;
  GtkWidget *kept_title;    /* the title, while the button may show */
  GtkWidget *picker;
  GSettings *settings;
  char *chapter;            /* id of the open chapter */
  char *shown_errors;       /* path whose problems the errors page shows */
  guint loading;            /* files being read */
  ToguzLesson *shown;       /* the lesson or set on screen, or NULL */
  GtkPrintSettings *print_settings;
  GCancellable *worksheet_cancellable;
  TutorPresenter *presenter;
};

/* What the worksheet actions print. */
void tutor_window_set_shown (TutorWindow *self, ToguzLesson *lesson);
/* Opens a lesson in the player, a set of puzzles in the trainer. */
void tutor_window_open_lesson (TutorWindow *self, ToguzLesson *lesson);

/* Makes the header follow a page's title, subtitle and busy. */
void tutor_window_watch_page (TutorWindow *self, GtkWidget *page);

/* tutor-window-files.c */
/* Reads a lesson or set into the catalogue without opening it. */
void tutor_window_add_file (TutorWindow *self, GFile *file);
void tutor_window_show_errors (TutorWindow *self, TutorFailedFile *failed);
void tutor_window_reopen_file (GtkWidget *widget, const char *action,
                               GVariant *parameter);
gboolean tutor_window_on_drop (GtkDropTarget *target, const GValue *value,
                               double x, double y, gpointer data);

/* tutor-window-review.c */
void tutor_window_open_review (TutorWindow *self);
/* win.review-free-play: free play's game, on the review page. */
void tutor_window_review_free_play (GtkWidget *widget, const char *action,
                                    GVariant *parameter);
/* win.solve-mistakes: the learner's mistakes, in the trainer. */
void tutor_window_solve_mistakes (GtkWidget *widget, const char *action,
                                  GVariant *parameter);
/* The learner's own puzzle set of mistakes, beside their progress. */
GFile *tutor_window_dup_mistakes_file (TutorWindow *self);
/* Reads that set into the catalogue, when there is one; takes it out
 * again, for another learner. */
void tutor_window_load_mistakes (TutorWindow *self);
void tutor_window_unload_mistakes (TutorWindow *self);

G_END_DECLS
