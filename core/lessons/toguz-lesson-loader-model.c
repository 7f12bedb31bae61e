/* toguz-lesson-loader-model.c: a valid lesson document read into the model
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The schema has passed the document; what it cannot say is checked
 * here as each step is read: moves that can be played, positions that
 * keep the rules, answers the core agrees with, ids of their own.  Every
 * problem is kept, with its line, and any problem refuses the file.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "toguz-lesson-loader-private.h"
#include "toguz-explain-text.h"
#include "toguz-move-list.h"
#include "toguz-practice.h"
#include "toguz-text.h"

/* Lessons nest a few levels; libxml2 stops at 256 by itself. */
#define MAX_DEPTH 12

static gboolean
is_element (xmlNodePtr node, const char *name)
{
  return node->type == XML_ELEMENT_NODE
         && strcmp ((const char *) node->name, name) == 0;
}

static unsigned
line_of (xmlNodePtr node)
{
  long line = xmlGetLineNo (node);
  return line > 0 ? (unsigned) line : 0;
}

/* An integer attribute within [min, max]; an absent one leaves *value.
 * The schema says the same, but a number must never wrap on the way in. */
static gboolean
read_number (Loader *loader, xmlNodePtr node, const char *name, int min,
             int max, int *value)
{
  g_autofree char *text = attribute (node, name);
  g_autofree char *quoted = NULL;
  gint64 number;

  if (text == NULL)
    return TRUE;
  if (g_ascii_string_to_signed (g_strstrip (text), 10, min, max, &number,
                                NULL))
    {
      *value = (int) number;
      return TRUE;
    }
  quoted = toguz_text_quote_excerpt (text, TOGUZ_TEXT_EXCERPT);
  problem (loader, line_of (node),
           _("%s=“%s” should be a whole number from %d to %d."), name, quoted,
           min, max);
  return FALSE;
}

static char *
language_of (xmlNodePtr node)
{
  xmlChar *value = xmlNodeGetLang (node);
  char *copy = NULL;

  /* Only the element's own xml:lang makes an alternative; a language set
   * on the root says what the source texts are written in. */
  if (value && xmlHasNsProp (node, (const xmlChar *) "lang",
                             XML_XML_NAMESPACE))
    copy = g_strdup ((const char *) value);
  xmlFree (value);
  return copy;
}

/* Says when a text is too long or holds too long a word, counted as the
 * text is kept: white space collapsed (the writer wraps long texts over
 * indented lines). */
static void
check_text_length (Loader *loader, xmlNodePtr node, const char *content)
{
  g_autofree char *text = toguz_lesson_text_normalize (content);
  g_autoptr (GError) error = NULL;

  if (!toguz_lesson_text_check ((const char *) node->name, text, &error))
    problem (loader, line_of (node), "%s", error->message);
}

/* Adds a text element to `*text`, creating it. */
static void
read_text (Loader *loader, xmlNodePtr node, ToguzLessonText **text)
{
  g_autofree char *lang = language_of (node);
  xmlChar *content = xmlNodeGetContent (node);

  check_text_length (loader, node, (const char *) content);
  if (*text == NULL)
    *text = toguz_lesson_text_new ();
  if (!toguz_lesson_text_add (*text, lang, (const char *) content,
                              line_of (node)))
    problem (loader, line_of (node),
             lang ? _("A second <%s> in the language “%s”: give each "
                      "language once.")
                  : _("A second <%s> without xml:lang: the source text is "
                      "given once, the other languages with xml:lang."),
             (const char *) node->name, lang);
  xmlFree (content);
}

static gboolean
read_rules (Loader *loader, xmlNodePtr node, ToguzRuleset *rules)
{
  g_autofree char *variant = attribute (node, "variant");
  g_autoptr (GError) error = NULL;

  if (variant == NULL)
    return TRUE;
  if (toguz_ruleset_from_name (variant, rules, &error))
    return TRUE;
  problem (loader, line_of (node), "%s", error->message);
  return FALSE;
}

/* Plays a move written in the file from *pos; says what is wrong. */
static gboolean
play_written (Loader *loader, unsigned line, const ToguzRuleset *rules,
              ToguzPosition *pos, const char *text, uint8_t *hole)
{
  g_autoptr (GError) error = NULL;
  ToguzMoveText move;
  ToguzPosition after;

  if (toguz_notation_parse (rules, text, &move) != TOGUZ_NOTATION_OK
      || !toguz_position_play_move_text (rules, pos, &move, &after, NULL,
                                         &error))
    {
      g_autofree char *reason
        = error ? g_strdup (error->message)
                : toguz_notation_status_describe (
                    rules, text, toguz_notation_parse (rules, text, &move));
      char fen[TOGUZ_FEN_MAX];
      toguz_fen_format (rules, pos, fen);
      problem (loader, line, _("The move %s cannot be played in %s: %s"),
               text, fen, reason);
      return FALSE;
    }
  *pos = after;
  if (hole)
    *hole = (uint8_t) (move.origin - 1);
  return TRUE;
}

/* A hole named with a landing digit or x, in <task move> or <wrong
 * move>: they must match the move where it can be played, as in play. */
void
toguz_lesson_loader_check_written (Loader *loader, unsigned line,
                                   const ToguzRuleset *rules,
                                   const ToguzPosition *pos, const char *text,
                                   const ToguzMoveText *move)
{
  g_autoptr (GError) error = NULL;
  ToguzPosition after;

  if (!toguz_position_play_move_text (rules, pos, move, &after, NULL, &error)
      && g_error_matches (error, TOGUZ_ERROR, TOGUZ_ERROR_MISMATCH))
    {
      char fen[TOGUZ_FEN_MAX];
      toguz_fen_format (rules, pos, fen);
      problem (loader, line, _("The move %s cannot be played in %s: %s"),
               text, fen, error->message);
    }
}

/* A stated board is under the file's rules unless it names its own: the
 * variant of an earlier step is carried on only with its board. */
static gboolean
read_position (Loader *loader, xmlNodePtr node, const ToguzRuleset *rules,
               ToguzStep *step)
{
  g_autofree char *fen = attribute (node, "fen");
  g_autofree char *moves = attribute (node, "moves");
  g_autofree char *record = attribute (node, "record");
  g_autoptr (GError) error = NULL;

  step->rules = *rules;
  if (!read_rules (loader, node, &step->rules))
    return FALSE;
  if (fen == NULL)
    toguz_position_init (&step->rules, &step->position);
  else if (!toguz_position_from_fen (&step->rules, fen, &step->position,
                                     &error))
    {
      g_autofree char *quoted = NULL;


      problem (loader, line_of (node), _("The position “%s” is not valid: %s"),
               quote (&quoted, fen), error->message);
      return FALSE;
    }
  step->has_fen = fen != NULL;
  step->base = step->position;
  g_array_set_size (step->base_moves, 0);
  if (record || xmlHasProp (node, BAD_CAST "game")
      || xmlHasProp (node, BAD_CAST "ply"))
    {
      int game = 1, ply = 0;

      if (!toguz_lesson_loader_check_record_attributes (
            loader, line_of (node), record, fen != NULL, moves != NULL,
            xmlHasProp (node, BAD_CAST "ply") != NULL)
          || !read_number (loader, node, "game", 1, TOGUZ_LESSON_GAME_MAX,
                           &game)
          || !read_number (loader, node, "ply", 0, TOGUZ_LESSON_PLY_MAX,
                           &ply)
          || !toguz_lesson_loader_read_record (loader, line_of (node), record,
                                               (unsigned) game,
                                               (unsigned) ply, step))
        return FALSE;
    }
  if (moves)
    {
      /* Numbered as records are, or not: as `toguz play` reads them. */
      g_autoptr (GArray) list = toguz_move_list_split (moves);
      for (guint i = 0; i < list->len; i++)
        {
          const ToguzWrittenMove *move
            = &g_array_index (list, ToguzWrittenMove, i);
          g_autoptr (GError) move_error = NULL;
          ToguzPosition after;
          ToguzEvent event;

          if (!toguz_written_move_play (&step->rules, &step->position, move,
                                        &after, &event, &move_error))
            {
              char at[TOGUZ_FEN_MAX];
              toguz_fen_format (&step->rules, &step->position, at);
              problem (loader, line_of (node),
                       _("The move %s cannot be played in %s: %s"),
                       move->written, at, move_error->message);
              return FALSE;
            }
          step->position = after;
          g_array_append_val (step->base_moves, event.hole);
        }
    }
  step->has_position = TRUE;
  return TRUE;
}

static gboolean
read_hole_list (Loader *loader, xmlNodePtr node, const ToguzRuleset *rules,
                const char *name, unsigned *mask)
{
  g_autofree char *value = attribute (node, name);
  g_auto (GStrv) list = g_strsplit_set (value ? value : "", " \t\n", -1);

  for (guint i = 0; list[i]; i++)
    {
      int ring;
      if (*list[i] == '\0')
        continue;
      ring = toguz_lesson_parse_hole (rules, list[i]);
      if (ring < 0)
        {
          g_autofree char *quoted = NULL;


          problem (loader, line_of (node),
                   _("There is no hole “%s” on this board: write w1 to w%u "
                     "or b1 to b%u."),
                   quote (&quoted, list[i]), (unsigned) rules->holes,
                   (unsigned) rules->holes);
          return FALSE;
        }
      *mask |= 1u << ring;
    }
  return TRUE;
}

/* <option key="b">: a question's option, or its text in another
 * language beside it. */
static void
read_option (Loader *loader, xmlNodePtr node, ToguzTask *task,
             const char *answer)
{
  g_autofree char *key = attribute (node, "key");
  ToguzTaskOption *option;
  int index;

  if (task->kind != TOGUZ_TASK_PREDICT
      || task->predict != TOGUZ_PREDICT_CHOICE)
    {
      /* Said once for the task, not for each option. */
      xmlNodePtr before = xmlPreviousElementSibling (node);
      if (before && is_element (before, "option"))
        return;
      problem (loader, line_of (node), "%s",
               _("<option> belongs to a question: write ask=\"choice\" and "
                 "answer=\"…\" on its <task>."));
      return;
    }
  if (key == NULL || strlen (key) != 1)
    return; /* the schema says so */
  index = toguz_task_find_option (task, key[0]);
  if (index >= 0)
    {
      option = g_ptr_array_index (task->options, index);
      read_text (loader, node, &option->text);
      return;
    }
  option = g_new0 (ToguzTaskOption, 1);
  option->key = key[0];
  option->line = line_of (node);
  read_text (loader, node, &option->text);
  g_ptr_array_add (task->options, option);
  /* Known before the <wrong answer>s, which must name another. */
  if (g_strcmp0 (answer, key) == 0)
    task->answer = (int) task->options->len - 1;
}

/* replies="beginner": a game played out and judged at its end
 * (toguz-practice.h).  Says what the task needs that it lacks; `goal_read`
 * is whether its goal could be read. */
static void
check_practice (Loader *loader, xmlNodePtr node, const ToguzTask *task,
                const char *goal, gboolean goal_read)
{
  char text[TOGUZ_GOAL_TEXT_MAX];

  if (task->kind != TOGUZ_TASK_GOAL)
    {
      problem (loader, task->line, "%s",
               _("replies=\"beginner\" plays the game out and judges how it "
                 "ends: give the task a goal (gain:N:K, tuzdik, win or "
                 "no-moves), not moves or a prediction."));
      return;
    }
  if (!xmlHasProp (node, BAD_CAST "turns")
      || task->turns < TOGUZ_PRACTICE_TURNS_MIN)
    problem (loader, task->line,
             _("replies=\"beginner\" needs turns=\"%d\" to turns=\"%d\": "
               "the moves the learner plays against the beginner."),
             TOGUZ_PRACTICE_TURNS_MIN, TOGUZ_PRACTICE_TURNS_MAX);
  if (xmlHasProp (node, BAD_CAST "accept")
      || xmlHasProp (node, BAD_CAST "margin"))
    problem (loader, task->line, "%s",
             _("accept and margin choose among first moves, but against the "
               "beginner every legal move goes on: leave them out."));
  if (task->solutions->len > 0)
    problem (loader, task->line, "%s",
             _("A task played out against the beginner has no <solution>: "
               "any move goes on, and the engine works out its own line. "
               "Leave the <solution> out."));
  if (!goal_read)
    return;
  toguz_goal_format (&task->goal, text);
  if (!toguz_practice_goal_is_measurable (&task->goal))
    {
      g_autofree char *quoted = NULL;

      problem (loader, task->line,
               _("The goal “%s” cannot be judged on how a game played out "
                 "ends: against the beginner, give gain:N:K, tuzdik, win or "
                 "no-moves."),
               quote (&quoted, goal));
    }
  else if (task->goal.kind == TOGUZ_GOAL_GAIN
           && task->turns >= TOGUZ_PRACTICE_TURNS_MIN
           && task->goal.plies != 2 * (int) task->turns)
    problem (loader, task->line,
             _("The stones of %s are counted after the beginner’s reply to "
               "the learner’s last move: with turns=\"%u\" that is %u "
               "half-moves, so write gain:%d:%u."),
             text, task->turns, 2 * task->turns, task->goal.amount,
             2 * task->turns);
}

static ToguzTask *
read_task (Loader *loader, xmlNodePtr node, const ToguzStep *step)
{
  const ToguzRuleset *rules = &step->rules;
  ToguzTask *task = toguz_task_new ();
  g_autofree char *goal = attribute (node, "goal");
  g_autofree char *moves = attribute (node, "moves");
  g_autofree char *predict = attribute (node, "predict");
  g_autofree char *accept = attribute (node, "accept");
  g_autofree char *replies = attribute (node, "replies");
  g_autofree char *ask = attribute (node, "ask");
  g_autofree char *stated = attribute (node, "answer");
  unsigned errors = loader->errors;
  int next_rung = 1;
  gboolean goal_parsed = FALSE;

  task->line = line_of (node);
  {
    int turns = (int) task->turns;
    if (read_number (loader, node, "turns", 1, 10, &turns))
      task->turns = (unsigned) turns;
  }
  task->scripted_replies = g_strcmp0 (replies, "scripted") == 0;
  task->beginner_replies = g_strcmp0 (replies, "beginner") == 0;
  read_number (loader, node, "margin", 1, TOGUZ_GOAL_MARGIN_MAX,
               &task->margin);

  if (goal)
    {
      task->kind = TOGUZ_TASK_GOAL;
      task->accept_any = g_strcmp0 (accept, "any") == 0;
      ToguzGoalStatus read = toguz_goal_read (goal, &task->goal);

      goal_parsed = read == TOGUZ_GOAL_PARSED;
      if (read == TOGUZ_GOAL_OUT_OF_RANGE)
        {
          g_autofree char *why
            = toguz_goal_range_describe (goal, rules->holes);
          problem (loader, task->line, "%s", why);
        }
      else if (read != TOGUZ_GOAL_PARSED)
        {
          g_autofree char *quoted = NULL;

          problem (loader, task->line,
                   _("The goal “%s” is not one the engine knows: capture:N, "
                     "tuzdik, no-capture, land:H, no-moves, gain:N:K, win, "
                     "no-tuzdik or best."),
                   quote (&quoted, goal));
        }
      else if (task->goal.kind == TOGUZ_GOAL_LAND
               && task->goal.amount > rules->holes)
        problem (loader, task->line, _("There is no hole %d on this board."),
                 task->goal.amount);
    }
  else if (moves)
    {
      g_auto (GStrv) list = g_strsplit_set (g_strstrip (moves), " \t\n", -1);
      task->kind = TOGUZ_TASK_MOVES;
      for (guint i = 0; list[i]; i++)
        {
          ToguzPosition pos = step->position;
          uint8_t hole;
          if (*list[i] == '\0')
            continue;
          if (play_written (loader, task->line, rules, &pos, list[i], &hole))
            task->accepted |= 1u << hole;
        }
    }
  else if (ask)
    toguz_lesson_loader_read_question (loader, task);
  else
    toguz_lesson_loader_read_prediction (loader, node, step, task, predict,
                                         errors);

  if (task->scripted_replies && task->turns < 2)
    problem (loader, task->line, "%s", _("replies=\"scripted\" needs "
                                         "turns=\"2\" or more."));

  for (xmlNodePtr child = node->children; child; child = child->next)
    {
      if (child->type != XML_ELEMENT_NODE)
        continue;
      if (is_element (child, "prompt"))
        {
          ToguzLessonText *text = task->prompts->len
                                    ? g_ptr_array_index (task->prompts, 0)
                                    : NULL;
          read_text (loader, child, &text);
          if (task->prompts->len == 0)
            g_ptr_array_add (task->prompts, text);
        }
      else if (is_element (child, "success"))
        read_text (loader, child, &task->success);
      else if (is_element (child, "option"))
        read_option (loader, child, task, stated);
      else if (is_element (child, "hint"))
        {
          g_autofree char *rung_text = attribute (child, "rung");
          g_autofree char *lang = language_of (child);
          gint64 written = 0;
          int rung = next_rung;
          ToguzLessonText *text = NULL;

          /* Translations of a hint sit beside it and name its rung, or
           * follow it directly. */
          if (lang && !rung_text && task->hints->len > 0)
            rung = next_rung - 1;
          /* Out of 1..4 (or past an int) it is no rung: said below. */
          if (rung_text)
            rung = g_ascii_string_to_signed (g_strstrip (rung_text), 10, 1,
                                             4, &written, NULL)
                     ? (int) written
                     : 0;
          for (guint i = 0; i < task->hints->len; i++)
            if (g_array_index (task->hint_rungs, int, i) == rung)
              text = g_ptr_array_index (task->hints, i);
          if (rung < 1 || rung > 4)
            {
              problem (loader, line_of (child), "%s",
                       _("The hint ladder has four rungs: give at most four "
                         "hints, or number them with rung=\"1\" to "
                         "rung=\"4\"."));
              continue;
            }
          read_hole_list (loader, child, rules, "holes",
                          &task->hint_holes[rung]);
          if (text == NULL)
            {
              read_text (loader, child, &text);
              g_ptr_array_add (task->hints, text);
              g_array_append_val (task->hint_rungs, rung);
            }
          else
            read_text (loader, child, &text);
          if (!lang)
            next_rung = rung + 1;
        }
      else if (is_element (child, "solution"))
        {
          g_autofree char *line_text = attribute (child, "moves");
          g_auto (GStrv) list = g_strsplit_set (g_strstrip (line_text),
                                                " \t\n", -1);
          GArray *line = g_array_new (FALSE, FALSE, sizeof (uint8_t));
          ToguzPosition pos = step->position;

          for (guint i = 0; list[i]; i++)
            {
              uint8_t hole;
              if (*list[i] == '\0')
                continue;
              if (!play_written (loader, line_of (child), rules, &pos,
                                 list[i], &hole))
                break;
              g_array_append_val (line, hole);
            }
          g_ptr_array_add (task->solutions, line);
        }
      else if (is_element (child, "wrong"))
        {
          g_autofree char *move = attribute (child, "move");
          g_autofree char *answer = attribute (child, "answer");
          ToguzWrong *wrong = g_new0 (ToguzWrong, 1);
          gboolean same = FALSE;

          wrong->line = line_of (child);
          if (move)
            {
              ToguzMoveText text;
              wrong->kind = TOGUZ_WRONG_MOVE;
              if (toguz_notation_parse (rules, move, &text)
                  != TOGUZ_NOTATION_OK)
                {
                  g_autofree char *quoted = NULL;

                  problem (loader, wrong->line,
                           _("“%s” is not a hole of this board."),
                           quote (&quoted, move));
                }
              else
                {
                  wrong->hole = text.origin - 1u;
                  toguz_lesson_loader_check_written (loader, wrong->line, rules, &step->position,
                                 move, &text);
                }
              if (task->kind == TOGUZ_TASK_PREDICT)
                problem (loader, wrong->line, "%s",
                         _("A prediction is answered, not played: use "
                           "<wrong answer=\"…\">."));
            }
          else
            {
              wrong->kind = TOGUZ_WRONG_ANSWER;
              if (task->kind != TOGUZ_TASK_PREDICT)
                problem (loader, wrong->line, "%s",
                         _("Only a prediction has answers: use "
                           "<wrong move=\"…\"> for a move."));
              else if (toguz_lesson_loader_read_answer (loader, wrong->line,
                                                        rules, task, answer,
                                                        &wrong->answer)
                       && toguz_lesson_loader_answer_is_right (task,
                                                               wrong->answer))
                {
                  g_autofree char *quoted = NULL;

                  problem (loader, wrong->line,
                           _("“%s” is the right answer, not a wrong one."),
                           quote (&quoted, answer));
                }
            }
          /* Translations of the same comment sit beside each other. */
          for (guint i = 0; i < task->wrongs->len; i++)
            {
              ToguzWrong *other = g_ptr_array_index (task->wrongs, i);
              if (other->kind == wrong->kind
                  && (wrong->kind == TOGUZ_WRONG_MOVE
                        ? other->hole == wrong->hole
                        : other->answer == wrong->answer))
                {
                  read_text (loader, child, &other->comment);
                  same = TRUE;
                  break;
                }
            }
          if (same)
            {
              g_free (wrong);
              continue;
            }
          read_text (loader, child, &wrong->comment);
          g_ptr_array_add (task->wrongs, wrong);
        }
    }

  if (task->scripted_replies && task->solutions->len == 0)
    problem (loader, task->line, "%s", _("Scripted replies come from the "
                                         "first <solution>: add one."));
  if (ask)
    toguz_lesson_loader_check_question (loader, task, stated);
  if (task->beginner_replies)
    check_practice (loader, node, task, goal, goal_parsed);
  return task;
}

static void
read_marks (Loader *loader, xmlNodePtr node, ToguzStep *step)
{
  if (is_element (node, "highlight"))
    {
      g_autofree char *kind = attribute (node, "kind");
      read_hole_list (loader, node, &step->rules, "holes",
                      g_strcmp0 (kind, "hint") == 0 ? &step->highlight
                                                    : &step->target);
    }
  else if (is_element (node, "arrow"))
    {
      unsigned from = 0, to = 0;
      if (read_hole_list (loader, node, &step->rules, "from", &from)
          && read_hole_list (loader, node, &step->rules, "to", &to))
        {
          uint8_t pair[2] = { (uint8_t) g_bit_nth_lsf (from, -1),
                              (uint8_t) g_bit_nth_lsf (to, -1) };
          g_array_append_vals (step->arrows, pair, 2);
        }
    }
}

/* <source played lost>: a move of the puzzle's board. */
static void
read_played (Loader *loader, xmlNodePtr node, ToguzStep *step)
{
  g_autofree char *played = attribute (node, "played");
  ToguzPosition board = step->position;
  uint8_t hole;

  read_number (loader, node, "lost", 0, TOGUZ_MAX_STONES, &step->source_lost);
  if (played && play_written (loader, line_of (node), &step->rules, &board,
                              played, &hole))
    step->source_played = hole;
}

/* A step or a puzzle.  `carried` is where the previous step left the
 * board, for a step without a position of its own. */
static ToguzStep *
read_step (Loader *loader, xmlNodePtr node, const ToguzRuleset *rules,
           const ToguzStep *previous)
{
  ToguzStep *step = toguz_step_new ();
  ToguzPosition shown;
  gboolean board_ok;

  step->id = attribute (node, "id");
  step->line = line_of (node);
  step->rules = previous ? previous->rules : *rules;
  if (previous)
    {
      /* Carry on from the board the previous step left: after its
       * demonstrations and the first line of its solution. */
      toguz_step_get_task_position (previous, &step->position);
      if (previous->task && previous->task->solutions->len > 0)
        {
          GArray *line = g_ptr_array_index (previous->task->solutions, 0);
          for (guint i = 0; i < line->len; i++)
            toguz_position_play (&step->rules, &step->position,
                                 g_array_index (line, uint8_t, i),
                                 &step->position, NULL);
        }
    }
  else
    toguz_position_init (&step->rules, &step->position);

  if (is_element (node, "puzzle"))
    {
      g_autofree char *themes = attribute (node, "themes");
      read_number (loader, node, "difficulty", 1, 5, &step->difficulty);
      read_number (loader, node, "rating", TOGUZ_PUZZLE_RATING_MIN,
                   TOGUZ_PUZZLE_RATING_MAX, &step->rating);
      step->themes = g_strsplit_set (g_strstrip (themes), " \t\n", -1);
    }

  /* A board that could not be set up is said once: every move and
   * answer checked on it would be wrong for that reason alone. */
  board_ok = previous == NULL || !loader->board_broken;
  for (xmlNodePtr child = node->children; child; child = child->next)
    {
      if (is_element (child, "position"))
        board_ok = read_position (loader, child, rules, step);
    }
  loader->board_broken = !board_ok;
  shown = step->position;

  for (xmlNodePtr child = node->children; child; child = child->next)
    {
      if (child->type != XML_ELEMENT_NODE)
        continue;
      if (is_element (child, "text"))
        {
          ToguzLessonText *text = NULL;
          g_autofree char *lang = language_of (child);
          /* A text with xml:lang translates the paragraph before it. */
          if (lang && step->texts->len > 0)
            text = g_ptr_array_index (step->texts, step->texts->len - 1);
          read_text (loader, child, &text);
          if (!lang || step->texts->len == 0)
            g_ptr_array_add (step->texts, text);
        }
      else if (is_element (child, "source"))
        {
          g_autofree char *game = attribute (child, "game");
          g_autofree char *round = attribute (child, "round");
          g_autofree char *side = attribute (child, "side");
          g_autofree char *url = attribute (child, "url");
          xmlChar *content = xmlNodeGetContent (child);
          int side_value = g_strcmp0 (side, "white") == 0   ? TOGUZ_WHITE
                           : g_strcmp0 (side, "black") == 0 ? TOGUZ_BLACK
                                                            : -1;

          int number = 0;

          read_number (loader, child, "move", 1, TOGUZ_LESSON_MOVE_MAX,
                       &number);
          toguz_step_set_source (step, game, (unsigned) number, side_value,
                                 url, (const char *) content);
          toguz_step_set_source_round (step, round);
          xmlFree (content);
          if (board_ok)
            read_played (loader, child, step);
          /* An empty <source/> still says the puzzle has one. */
          if (step->source == NULL)
            step->source = g_strdup ("?");
        }
      else if (is_element (child, "show") && board_ok)
        {
          g_autofree char *move = attribute (child, "move");
          uint8_t hole;
          if (play_written (loader, line_of (child), &step->rules, &shown,
                            move, &hole))
            g_array_append_val (step->shows, hole);
        }
      else if (is_element (child, "highlight") || is_element (child, "arrow"))
        read_marks (loader, child, step);
    }

  for (xmlNodePtr child = board_ok ? node->children : NULL; child;
       child = child->next)
    {
      if (is_element (child, "task"))
        {
          /* The task is set on the board the demonstrations leave. */
          ToguzStep at = *step;
          at.position = shown;
          step->task = read_task (loader, child, &at);
        }
    }
  if (step->task && step->task->kind != TOGUZ_TASK_PREDICT
      && shown.result != TOGUZ_ONGOING)
    problem (loader, step->line, "%s", _("The game is already over in this "
                                         "position: there is no move to "
                                         "ask for."));
  return step;
}

static int
depth_of (xmlNodePtr node)
{
  int deepest = 0;

  for (xmlNodePtr child = node->children; child; child = child->next)
    {
      int d = depth_of (child);
      if (d > deepest)
        deepest = d;
      if (deepest > MAX_DEPTH)
        break;
    }
  return deepest + 1;
}

ToguzLesson *
toguz_lesson_loader_build (Loader *loader, xmlDocPtr doc, const char *path)
{
  xmlNodePtr root = xmlDocGetRootElement (doc);
  g_autofree char *id = attribute (root, "id");
  int order = 0;
  ToguzLessonKind kind = is_element (root, "lesson")
                           ? TOGUZ_LESSON_KIND_LESSON
                           : TOGUZ_LESSON_KIND_EXERCISE_SET;
  g_autoptr (ToguzLesson) lesson = toguz_lesson_new (kind, id, path);
  ToguzRuleset rules = *toguz_ruleset_default ();
  ToguzLessonText *title = NULL, *summary = NULL;
  const ToguzStep *previous = NULL;
  g_autoptr (GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);

  if (depth_of (root) > MAX_DEPTH)
    {
      problem (loader, line_of (root), "%s", _("The elements are nested far "
                                               "too deep."));
      return NULL;
    }
  read_rules (loader, root, &rules);
  read_number (loader, root, "order", 1, TOGUZ_LESSON_ORDER_MAX, &order);
  {
    g_autofree char *part = attribute (root, "part");
    int read = toguz_course_part_from_name (part);

    /* The schema allows the names; a set has no part. */
    if (read >= 0)
      toguz_lesson_set_course_part (lesson, (ToguzCoursePart) read);
  }

  for (xmlNodePtr child = root->children; child; child = child->next)
    {
      if (is_element (child, "title"))
        read_text (loader, child, &title);
      else if (is_element (child, "summary"))
        read_text (loader, child, &summary);
      else if (is_element (child, "step") || is_element (child, "puzzle"))
        {
          ToguzStep *step = read_step (loader, child, &rules,
                                       kind == TOGUZ_LESSON_KIND_LESSON
                                         ? previous : NULL);
          if (step->id && !g_hash_table_add (ids, step->id))
            {
              g_autofree char *quoted = NULL;

              problem (loader, step->line,
                       _("Two steps or puzzles have the id “%s”: progress is "
                         "kept by id, so each needs its own."),
                       quote (&quoted, step->id));
            }
          toguz_lesson_take_step (lesson, step);
          previous = step;
        }
    }
  toguz_lesson_set_meta (lesson, &rules, (unsigned) order, title, summary);
  return g_steal_pointer (&lesson);
}
