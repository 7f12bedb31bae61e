/* toguz-lesson-loader-predict.c: a prediction read, and answered by the
 * rules core
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * <task predict="…" move="…" answer="…" hole="…">: the core works out the
 * answer, and the one the file states is checked against it.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "toguz-lesson-loader-private.h"
#include "toguz-text.h"
#include "toguz-tuzdik-question.h"

/* A prediction's answer as written: "b5", "12", "yes". */
gboolean
toguz_lesson_loader_read_answer (Loader *loader, unsigned line,
                                 const ToguzRuleset *rules,
                                 const ToguzTask *task, const char *text,
                                 int *answer)
{
  switch (task->predict)
    {
    case TOGUZ_PREDICT_LANDING:
    case TOGUZ_PREDICT_TUZDIK:
      *answer = toguz_lesson_parse_hole (rules, text);
      if (*answer >= 0)
        return TRUE;
      {
        g_autofree char *quoted = NULL;


        problem (loader, line, _("The answer “%s” should be a hole, w1 to w%u "
                                 "or b1 to b%u."),
                 quote (&quoted, text), (unsigned) rules->holes,
                 (unsigned) rules->holes);
      }
      return FALSE;
    case TOGUZ_PREDICT_CAPTURE:
      {
        guint64 count;
        if (g_ascii_string_to_unsigned (text, 10, 0, TOGUZ_MAX_STONES, &count,
                                        NULL))
          {
            *answer = (int) count;
            return TRUE;
          }
        {
          g_autofree char *quoted = NULL;

          problem (loader, line, _("The answer “%s” should be a number of "
                                   "stones."), quote (&quoted, text));
        }
        return FALSE;
      }
    case TOGUZ_PREDICT_CHOICE:
      *answer = strlen (text) == 1 ? toguz_task_find_option (task, text[0])
                                   : -1;
      if (*answer >= 0)
        return TRUE;
      {
        g_autofree char *quoted = NULL;

        problem (loader, line, _("The question has no option “%s”: name "
                                 "the key of one of its <option>s."),
                 quote (&quoted, text));
      }
      return FALSE;
    case TOGUZ_PREDICT_LEGAL:
    default:
      if (strcmp (text, "yes") == 0 || strcmp (text, "no") == 0)
        {
          *answer = strcmp (text, "yes") == 0;
          return TRUE;
        }
      {
        g_autofree char *quoted = NULL;


        problem (loader, line, _("The answer “%s” should be yes or no."),
                 quote (&quoted, text));
      }
      return FALSE;
    }
}

/* hole="b2": the hole a tuzdik question names, only there. */
static void
read_asked_hole (Loader *loader, unsigned line, const ToguzRuleset *rules,
                 ToguzTask *task, const char *text)
{
  g_autofree char *quoted = NULL;

  if (task->predict != TOGUZ_PREDICT_TUZDIK_ALLOWED)
    {
      problem (loader, line, "%s", _("hole=\"…\" names the hole a tuzdik "
                                     "question asks about: it goes with "
                                     "predict=\"tuzdik-allowed\" only."));
      return;
    }
  task->asked_ring = toguz_lesson_parse_hole (rules, text);
  task->asked_ring_stated = TRUE;
  if (task->asked_ring < 0)
    problem (loader, line, _("There is no hole “%s” on this board: write w1 "
                             "to w%u or b1 to b%u."),
             quote (&quoted, text), (unsigned) rules->holes,
             (unsigned) rules->holes);
}

/* "May this move make a tuzdik?": the rules core's event record answers,
 * once the move is one that makes 3 on the opponent's row. */
static gboolean
answer_tuzdik_question (Loader *loader, unsigned line, const ToguzStep *step,
                        ToguzTask *task)
{
  ToguzTuzdikQuestion question;
  ToguzTuzdikQuestionStatus status = toguz_tuzdik_question_ask (
    &step->rules, &step->position, (unsigned) task->predict_hole, &question);

  if (status != TOGUZ_TUZDIK_QUESTION_OK)
    {
      g_autofree char *why = toguz_tuzdik_question_describe_status (
        &step->rules, &step->position, (unsigned) task->predict_hole, status,
        &question);
      problem (loader, line, "%s", why);
      return FALSE;
    }
  if (task->asked_ring_stated && task->asked_ring != (int) question.ring)
    {
      g_autofree char *stated = toguz_lesson_format_hole (
        &step->rules, (unsigned) task->asked_ring);
      g_autofree char *right
        = toguz_lesson_format_hole (&step->rules, question.ring);

      problem (loader, line, _("The last stone of hole %d makes 3 in %s, not "
                               "in %s: write hole=\"%s\"."),
               task->predict_hole + 1, right, stated, right);
      return FALSE;
    }
  task->asked_ring = (int) question.ring;
  task->answer = question.allowed;
  return TRUE;
}

/* The core's answer to a prediction. */
static gboolean
answer_prediction (Loader *loader, unsigned line, const ToguzStep *step,
                   ToguzTask *task, const char *stated)
{
  const ToguzRuleset *rules = &step->rules;
  const ToguzPosition *pos = &step->position;
  ToguzPosition after;
  ToguzEvent event;

  if (task->predict == TOGUZ_PREDICT_TUZDIK
      && (g_strcmp0 (stated, "yes") == 0 || g_strcmp0 (stated, "no") == 0))
    {
      /* The question the old format could not ask. */
      problem (loader, line, "%s", _("predict=\"tuzdik\" is answered with a "
                                     "hole. To ask whether a move makes a "
                                     "tuzdik, with yes or no, write "
                                     "predict=\"tuzdik-allowed\" and the "
                                     "move."));
      return FALSE;
    }
  if (task->predict == TOGUZ_PREDICT_TUZDIK)
    {
      uint8_t moves[TOGUZ_MAX_HOLES];
      unsigned count = toguz_position_moves (rules, pos, moves);

      task->answer = 0;
      for (unsigned i = 0; i < count; i++)
        {
          if (task->predict_hole >= 0 && moves[i] != task->predict_hole)
            continue;
          toguz_position_play (rules, pos, moves[i], &after, &event);
          if (event.tuzdik_made >= 0)
            task->answer |= 1 << event.tuzdik_made;
        }
      if (task->answer == 0 && task->predict_hole >= 0)
        {
          problem (loader, line, _("The move %d makes no tuzdik, so the "
                                   "prediction has no answer. To ask "
                                   "whether it may make one, write "
                                   "predict=\"tuzdik-allowed\"."),
                   task->predict_hole + 1);
          return FALSE;
        }
      if (task->answer == 0)
        {
          problem (loader, line, "%s", _("No move here makes a tuzdik, so "
                                         "the prediction has no answer: "
                                         "choose another position."));
          return FALSE;
        }
      return TRUE;
    }

  if (task->predict_hole < 0)
    {
      problem (loader, line, "%s", _("This prediction needs the move it asks "
                                     "about: add move=\"…\"."));
      return FALSE;
    }
  if (task->predict == TOGUZ_PREDICT_TUZDIK_ALLOWED)
    return answer_tuzdik_question (loader, line, step, task);
  if (task->predict == TOGUZ_PREDICT_LEGAL)
    {
      task->answer = toguz_position_check_move (rules, pos,
                                                (unsigned) task->predict_hole)
                     == TOGUZ_MOVE_OK;
      return TRUE;
    }
  if (toguz_position_play (rules, pos, (unsigned) task->predict_hole, &after,
                           &event)
      != TOGUZ_MOVE_OK)
    {
      g_autofree char *why
        = toguz_move_status_describe (rules, pos,
                                      (unsigned) task->predict_hole,
                                      toguz_position_check_move (
                                        rules, pos,
                                        (unsigned) task->predict_hole));
      problem (loader, line, _("The prediction asks about a move that cannot "
                               "be played: %s"),
               why);
      return FALSE;
    }
  task->answer = task->predict == TOGUZ_PREDICT_LANDING ? (int) event.last
                                                        : (int) event.captured;
  return TRUE;
}

gboolean
toguz_lesson_loader_answer_is_right (const ToguzTask *task, int answer)
{
  if (task->predict == TOGUZ_PREDICT_TUZDIK)
    return answer >= 0 && ((task->answer >> answer) & 1);
  return answer == task->answer;
}

void
toguz_lesson_loader_read_question (Loader *loader, ToguzTask *task)
{
  task->kind = TOGUZ_TASK_PREDICT;
  task->predict = TOGUZ_PREDICT_CHOICE;
  task->answer = -1;
  task->answer_stated = TRUE;
}

void
toguz_lesson_loader_check_question (Loader *loader, ToguzTask *task,
                                    const char *answer)
{
  if (task->options->len < 2)
    problem (loader, task->line, "%s",
             _("A question needs two options or more: add <option key=\"a\">"
               "…</option> and <option key=\"b\">…</option> inside its "
               "<task>."));
  if (task->options->len > 0 && task->answer < 0)
    {
      g_autofree char *quoted = NULL;

      problem (loader, task->line, _("answer=\"%s\" names no option of the "
                                     "question: give it the key of the right "
                                     "<option>."),
               quote (&quoted, answer ? answer : ""));
    }
  for (guint i = 0; i < task->options->len; i++)
    {
      const ToguzTaskOption *option = g_ptr_array_index (task->options, i);
      if (toguz_lesson_text_get_source (option->text) == NULL)
        problem (loader, option->line,
                 _("The option “%c” has no text without xml:lang: give the "
                   "source text first."),
                 option->key);
    }
}

void
toguz_lesson_loader_read_prediction (Loader *loader, xmlNodePtr node,
                                     const ToguzStep *step, ToguzTask *task,
                                     const char *predict, unsigned errors)
{
  const ToguzRuleset *rules = &step->rules;
    g_autofree char *move = attribute (node, "move");
  g_autofree char *answer = attribute (node, "answer");
  g_autofree char *hole = attribute (node, "hole");
  int kind = toguz_predict_kind_from_name (predict);

  task->kind = TOGUZ_TASK_PREDICT;
  task->predict = kind >= 0 ? (ToguzPredictKind) kind
                            : TOGUZ_PREDICT_LANDING;
  if (hole)
    read_asked_hole (loader, task->line, rules, task, hole);
  if (move)
    {
      ToguzMoveText text;
      if (toguz_notation_parse (rules, move, &text) == TOGUZ_NOTATION_OK)
        {
          task->predict_hole = text.origin - 1;
          toguz_lesson_loader_check_written (loader, task->line, rules,
                                             &step->position, move, &text);
        }
      else
        {
          g_autofree char *quoted = NULL;

          problem (loader, task->line, _("“%s” is not a hole of this "
                                         "board."), quote (&quoted, move));
        }
    }
  task->answer_stated = answer != NULL;
  if (loader->errors == errors
      && answer_prediction (loader, task->line, step, task, answer)
      && answer)
    {
      int stated;
      if (toguz_lesson_loader_read_answer (loader, task->line, rules, task, answer, &stated)
          && !toguz_lesson_loader_answer_is_right (task, stated))
        {
          g_autofree char *right = NULL;
          if (task->predict == TOGUZ_PREDICT_TUZDIK)
            right = toguz_lesson_format_hole (
              rules, (unsigned) g_bit_nth_lsf ((gulong) task->answer, -1));
          else
            right = toguz_task_format_answer (task, rules, task->answer);
          if (task->predict == TOGUZ_PREDICT_TUZDIK_ALLOWED)
            {
              ToguzTuzdikQuestion question;
              g_autofree char *why = NULL;

              toguz_tuzdik_question_ask (rules, &step->position,
                                         (unsigned) task->predict_hole,
                                         &question);
              why = toguz_tuzdik_question_explain (rules, &step->position,
                                                   &question);
              /* Translators: the last %s is why, in the tutor's words:
                 "No, Black’s hole 9 stays an ordinary hole. …" */
              problem (loader, task->line,
                       _("The stated answer %s is wrong: the rules give "
                         "%s. %s"),
                       answer, right, why);
            }
          else
            problem (loader, task->line,
                     _("The stated answer %s is wrong: the rules give "
                       "%s."),
                     answer, right);
        }
    }
}
