/* toguz-lesson-loader-private.h: what the loader's files share
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The loader is split by what the parts are for: the problems, the
 * secure parse and the schema (toguz-lesson-loader.c), and the reading of
 * a valid document into the model with the checks the schema cannot make
 * (toguz-lesson-loader-model.c, predictions in
 * toguz-lesson-loader-predict.c).  Not installed.
 */
#pragma once

#include <libxml/tree.h>

#include "toguz-lesson-loader.h"
#include "toguz-text.h"

G_BEGIN_DECLS

typedef struct
{
  const char *name;
  GPtrArray *problems;
  gboolean doctype;
  unsigned errors;
  const char *path;   /* the file read, or NULL for data from memory */
  void *parser;           /* the libxml2 parser, while it parses */
  gboolean stopped;       /* past an error that spoils the rest */
  gboolean cut_short;     /* the file does not end with its root's end */
  gboolean cut_seen;      /* and libxml2 stopped at that end */
  unsigned last_line;
  /* Said by the loader's own check of the attributes: the schema's
   * vaguer words on them are left out. */
  unsigned attribute_problems;
  const xmlNode *wrong_child; /* the last element said to be out of place */
  gboolean board_broken;  /* the last step's board could not be set up */
} Loader;

/* One problem at `line` of the file (0: the whole file); any problem
 * means the file is refused. */
void toguz_lesson_loader_add_problem (Loader *loader, unsigned line,
                                      const char *message);

/* The same with a message to format.  Static, so that each part of the
 * loader says problem () as it always has, without exporting the name. */
static inline void G_GNUC_PRINTF (3, 4)
problem (Loader *loader, unsigned line, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  toguz_lesson_loader_add_problem (loader, line, message);
}

/* An attribute's value, a copy, or NULL. */
static inline char *
attribute (xmlNodePtr node, const char *name)
{
  xmlChar *value = xmlGetProp (node, (const xmlChar *) name);
  char *copy = value ? g_strdup ((const char *) value) : NULL;

  xmlFree (value);
  return copy;
}

/* A value from the file, short and escaped for a message; *keep frees it. */
static inline const char *
quote (char **keep, const char *value)
{
  *keep = toguz_text_quote_excerpt (value, TOGUZ_TEXT_EXCERPT);
  return *keep;
}

/* A hole named with a landing digit or x, in <task move> or <wrong
 * move>: it must match the move where it can be played. */
void toguz_lesson_loader_check_written (Loader *loader, unsigned line,
                                        const ToguzRuleset *rules,
                                        const ToguzPosition *pos,
                                        const char *text,
                                        const ToguzMoveText *move);

/* A prediction's answer as written ("b5", "12", "yes"), and whether it
 * is one the rules core gives. */
gboolean toguz_lesson_loader_read_answer (Loader *loader, unsigned line,
                                          const ToguzRuleset *rules,
                                          const ToguzTask *task,
                                          const char *text, int *answer);
gboolean toguz_lesson_loader_answer_is_right (const ToguzTask *task,
                                              int answer);

/* <task predict="…">: the kind, the move, the hole and the answer, which
 * the rules core works out; `errors` is the count before the task. */
void toguz_lesson_loader_read_prediction (Loader *loader, xmlNodePtr node,
                                          const ToguzStep *step,
                                          ToguzTask *task,
                                          const char *predict,
                                          unsigned errors);

/* <task ask="choice">: a question with options, whose answer the file
 * states; checked once its options are read. */
void toguz_lesson_loader_read_question (Loader *loader, ToguzTask *task);
void toguz_lesson_loader_check_question (Loader *loader, ToguzTask *task,
                                         const char *answer);

/* Whether a <position> at `line` with record= (or NULL), fen=, moves=
 * and ply= gives its position one way, and whole. */
gboolean toguz_lesson_loader_check_record_attributes (Loader *loader,
                                                      unsigned line,
                                                      const char *record,
                                                      gboolean fen,
                                                      gboolean moves,
                                                      gboolean ply);

/* <position record game ply> at `line`: the position of a game record
 * beside the lesson file (toguz-lesson-loader-record.c) as the step's
 * position, its start and the plies played to it. */
gboolean toguz_lesson_loader_read_record (Loader *loader, unsigned line,
                                          const char *record, unsigned game,
                                          unsigned ply, ToguzStep *step);
/* Says what is wrong with each attribute of the document, by what
 * lesson.rng says of them, before the validator's vaguer words. */
void toguz_lesson_loader_check_attributes (Loader *loader, xmlNodePtr root);

/* The model of a document the schema accepts, or NULL; what is wrong in
 * it goes to the loader's problems. */
ToguzLesson *toguz_lesson_loader_build (Loader *loader, xmlDocPtr doc,
                                        const char *path);

G_END_DECLS
