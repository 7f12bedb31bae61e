/* toguz-lesson-writer.c: the model back into the lesson format
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Written by hand with a GString: the layout is the one teachers see in
 * the examples (two spaces a level, long texts wrapped), and every piece
 * of text goes through escape_text() or escape_attribute().
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "toguz-error.h"
#include "toguz-lesson-loader.h"
#include "toguz-lesson-writer.h"
#include "toguz-text.h"

/* Where a text's words are wrapped. */
#define WRAP_COLUMN 78

static const char *const themes[] = {
  "capture", "tuzdik", "defence", "at-syroo",
  "endgame", "counting", "opening", "middlegame", "sweep", "quiet",
  "sacrifice", NULL,
};

const char *const *
toguz_lesson_themes (void)
{
  return themes;
}

const char *const *
toguz_lesson_goal_themes (const ToguzGoal *goal)
{
  static const char *const capture[] = { "capture", NULL };
  static const char *const tuzdik[] = { "tuzdik", NULL };
  static const char *const counting[] = { "counting", NULL };
  static const char *const at_syroo[] = { "at-syroo", NULL };
  static const char *const endgame[] = { "endgame", NULL };
  static const char *const defence[] = { "tuzdik", "defence", NULL };

  g_return_val_if_fail (goal != NULL, capture);
  switch (goal->kind)
    {
    case TOGUZ_GOAL_TUZDIK:
      return tuzdik;
    case TOGUZ_GOAL_NO_CAPTURE:
    case TOGUZ_GOAL_LAND:
      /* Where the last stone lands: counting the sowing. */
      return counting;
    case TOGUZ_GOAL_NO_MOVES:
      return at_syroo;
    case TOGUZ_GOAL_WIN:
      return endgame;
    case TOGUZ_GOAL_NO_TUZDIK:
      return defence;
    case TOGUZ_GOAL_CAPTURE:
    case TOGUZ_GOAL_GAIN:
    case TOGUZ_GOAL_BEST:
    default:
      return capture;
    }
}

gboolean
toguz_lesson_id_is_valid (const char *id)
{
  gsize length;

  if (id == NULL)
    return FALSE;
  length = strlen (id);
  if (length == 0 || length > 64 || id[0] == '-')
    return FALSE;
  for (gsize i = 0; i < length; i++)
    if (!(g_ascii_islower (id[i]) || g_ascii_isdigit (id[i]) || id[i] == '-'))
      return FALSE;
  return TRUE;
}

char *
toguz_lesson_id_from_title (const char *title, const char *fallback)
{
  GString *id = g_string_new (NULL);
  gboolean dash = FALSE;

  for (const char *c = title ? title : ""; *c && id->len < 64; c++)
    {
      if (g_ascii_isalnum (*c))
        {
          if (dash && id->len > 0 && id->len < 63)
            g_string_append_c (id, '-');
          dash = FALSE;
          g_string_append_c (id, g_ascii_tolower (*c));
        }
      else
        dash = TRUE;
    }
  if (id->len == 0)
    g_string_assign (id, fallback ? fallback : "");
  return g_string_free (id, FALSE);
}

/* Escaping */

/* Characters XML 1.0 cannot carry at all, even as references. */
static gboolean
is_xml_char (gunichar c)
{
  return c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF)
         || (c >= 0xE000 && c <= 0xFFFD) || (c >= 0x10000 && c <= 0x10FFFF);
}

static void
append_escaped (GString *out, const char *text, gboolean attribute)
{
  g_autofree char *valid = NULL;

  if (text == NULL)
    return;
  valid = g_utf8_make_valid (text, -1);
  for (const char *p = valid; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (!is_xml_char (c))
        continue;
      switch (c)
        {
        case '&':
          g_string_append (out, "&amp;");
          break;
        case '<':
          g_string_append (out, "&lt;");
          break;
        case '>':
          g_string_append (out, "&gt;");
          break;
        case '"':
          g_string_append (out, attribute ? "&quot;" : "\"");
          break;
        case '\t':
        case '\n':
        case '\r':
          /* An attribute keeps them only as references. */
          if (attribute)
            g_string_append_printf (out, "&#%u;", c);
          else
            g_string_append_c (out, (char) c);
          break;
        default:
          g_string_append_unichar (out, c);
        }
    }
}

static void
append_attribute (GString *out, const char *name, const char *value)
{
  if (value == NULL)
    return;
  g_string_append_printf (out, " %s=\"", name);
  append_escaped (out, value, TRUE);
  g_string_append_c (out, '"');
}

static void
indent (GString *out, int level)
{
  for (int i = 0; i < level; i++)
    g_string_append (out, "  ");
}

/* `<name attributes>text</name>`, the words wrapped under the element. */
static void
append_text_element (GString *out, int level, const char *name,
                     const char *attributes, const char *text)
{
  g_autoptr (GString) escaped = g_string_new (NULL);
  g_auto (GStrv) words = NULL;
  gsize column;
  gboolean first = TRUE;

  append_escaped (escaped, text, FALSE);
  /* The loader collapses white space, so a line break is a space. */
  words = g_strsplit_set (escaped->str, " \t\r\n", -1);

  {
    gsize line_start = out->len;
    indent (out, level);
    g_string_append_printf (out, "<%s%s>", name,
                            attributes ? attributes : "");
    column = (gsize) g_utf8_strlen (out->str + line_start, -1);
  }
  for (guint i = 0; words[i]; i++)
    {
      glong length = g_utf8_strlen (words[i], -1);
      gsize needed = (gsize) length;
      gboolean last = TRUE;

      if (*words[i] == '\0')
        continue;
      for (guint j = i + 1; words[j] && last; j++)
        last = *words[j] == '\0';
      /* The end tag stays with the last word. */
      if (last)
        needed += strlen (name) + 3;
      if (!first && column + 1 + needed > WRAP_COLUMN)
        {
          g_string_append_c (out, '\n');
          indent (out, level + 1);
          column = 2 * (gsize) (level + 1);
        }
      else if (!first)
        {
          g_string_append_c (out, ' ');
          column++;
        }
      g_string_append (out, words[i]);
      column += (gsize) length;
      first = FALSE;
    }
  g_string_append_printf (out, "</%s>\n", name);
}

/* A language key ("pt_br") as xml:lang writes it ("pt-br"). */
static char *
lang_attribute (const char *lang)
{
  g_autoptr (GString) out = g_string_new (NULL);
  char *tag = g_strdelimit (g_strdup (lang), "_", '-');

  append_attribute (out, "xml:lang", tag);
  g_free (tag);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* Every language of a text: the source first, then the inline ones in
 * order.  `attributes` go on each element (a wrong's move, a hint's
 * rung); `lang_attributes` on the translations only, when they differ. */
static void
append_text (GString *out, int level, const char *name,
             const ToguzLessonText *text, const char *attributes,
             const char *lang_attributes)
{
  g_auto (GStrv) languages = NULL;
  const char *source;

  if (toguz_lesson_text_is_empty (text))
    return;
  source = toguz_lesson_text_get_source (text);
  if (source)
    append_text_element (out, level, name, attributes, source);
  languages = toguz_lesson_text_dup_languages (text);
  for (guint i = 0; languages[i]; i++)
    {
      g_autofree char *lang = lang_attribute (languages[i]);
      g_autofree char *all
        = g_strconcat (lang_attributes ? lang_attributes
                                       : (attributes ? attributes : ""),
                       lang, NULL);
      append_text_element (out, level, name, all,
                           toguz_lesson_text_get_inline (text,
                                                         languages[i]));
    }
}

/* Moves */

static char *
move_notation (const ToguzRuleset *rules, const ToguzPosition *pos,
               unsigned hole)
{
  ToguzPosition after;
  ToguzEvent event;
  char buf[TOGUZ_NOTATION_MAX];

  if (toguz_position_play (rules, pos, hole, &after, &event)
      != TOGUZ_MOVE_OK)
    return g_strdup_printf ("%u", hole + 1);
  toguz_notation_format (rules, &event, buf);
  return g_strdup (buf);
}

static char *
holes_text (const ToguzRuleset *rules, unsigned mask)
{
  g_autoptr (GString) out = g_string_new (NULL);

  for (unsigned ring = 0; ring < 2u * rules->holes; ring++)
    {
      g_autofree char *hole = NULL;
      if (!((mask >> ring) & 1u))
        continue;
      hole = toguz_lesson_format_hole (rules, ring);
      if (out->len)
        g_string_append_c (out, ' ');
      g_string_append (out, hole);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static gboolean
same_rules (const ToguzRuleset *a, const ToguzRuleset *b)
{
  char sa[64], sb[64];

  toguz_ruleset_format (a, sa, sizeof sa);
  toguz_ruleset_format (b, sb, sizeof sb);
  return strcmp (sa, sb) == 0;
}

static void G_GNUC_PRINTF (2, 3)
fail (GError **error, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, TOGUZ_ERROR, TOGUZ_ERROR_LESSON, message);
}

/* The parts of a file */

static void
write_position (GString *out, int level, const ToguzStep *step,
                const ToguzRuleset *around)
{
  indent (out, level);
  g_string_append (out, "<position");
  if (step->has_fen)
    {
      g_autofree char *fen = toguz_position_to_fen (&step->rules,
                                                    &step->base);
      append_attribute (out, "fen", fen);
    }
  if (step->base_moves->len > 0)
    {
      g_autofree char *moves
        = toguz_line_notation (&step->rules, &step->base,
                               (const uint8_t *) step->base_moves->data,
                               step->base_moves->len);
      append_attribute (out, "moves", moves);
    }
  if (!same_rules (&step->rules, around))
    {
      char variant[64];
      toguz_ruleset_format (&step->rules, variant, sizeof variant);
      append_attribute (out, "variant", variant);
    }
  g_string_append (out, "/>\n");
}

static void
write_marks (GString *out, int level, const ToguzStep *step)
{
  if (step->target)
    {
      g_autofree char *holes = holes_text (&step->rules, step->target);
      indent (out, level);
      g_string_append (out, "<highlight");
      append_attribute (out, "holes", holes);
      g_string_append (out, "/>\n");
    }
  if (step->highlight)
    {
      g_autofree char *holes = holes_text (&step->rules, step->highlight);
      indent (out, level);
      g_string_append (out, "<highlight");
      append_attribute (out, "holes", holes);
      g_string_append (out, " kind=\"hint\"/>\n");
    }
  for (guint i = 0; i + 1 < step->arrows->len; i += 2)
    {
      g_autofree char *from = toguz_lesson_format_hole (
        &step->rules, g_array_index (step->arrows, uint8_t, i));
      g_autofree char *to = toguz_lesson_format_hole (
        &step->rules, g_array_index (step->arrows, uint8_t, i + 1));
      indent (out, level);
      g_string_append (out, "<arrow");
      append_attribute (out, "from", from);
      append_attribute (out, "to", to);
      g_string_append (out, "/>\n");
    }
}

static void
write_source (GString *out, int level, const ToguzStep *step)
{
  g_autoptr (GString) attributes = g_string_new (NULL);

  if (step->source == NULL)
    return;
  append_attribute (attributes, "game", step->source_game);
  append_attribute (attributes, "round", step->source_round);
  if (step->source_move > 0)
    g_string_append_printf (attributes, " move=\"%u\"", step->source_move);
  if (step->source_side >= 0)
    append_attribute (attributes, "side",
                      step->source_side == TOGUZ_WHITE ? "white" : "black");
  append_attribute (attributes, "url", step->source_url);
  if (step->source_played >= 0)
    {
      uint8_t hole = (uint8_t) step->source_played;
      g_autofree char *played = toguz_line_notation (&step->rules,
                                                     &step->position, &hole,
                                                     1);
      if (*played)
        append_attribute (attributes, "played", played);
    }
  if (step->source_lost >= 0)
    g_string_append_printf (attributes, " lost=\"%d\"", step->source_lost);
  if (step->source_note)
    append_text_element (out, level, "source", attributes->str,
                         step->source_note);
  else
    {
      indent (out, level);
      g_string_append_printf (out, "<source%s/>\n", attributes->str);
    }
}

static gboolean
write_task (GString *out, int level, const ToguzStep *step,
            GError **error)
{
  const ToguzTask *task = step->task;
  const ToguzRuleset *rules = &step->rules;
  ToguzPosition pos;
  int next_rung = 1;

  toguz_step_get_task_position (step, &pos);
  indent (out, level);
  g_string_append (out, "<task");
  switch (task->kind)
    {
    case TOGUZ_TASK_GOAL:
      {
        char goal[TOGUZ_GOAL_TEXT_MAX];
        toguz_goal_format (&task->goal, goal);
        append_attribute (out, "goal", goal);
        if (task->margin != 2 && task->margin > 0)
          g_string_append_printf (out, " margin=\"%d\"", task->margin);
        if (task->accept_any)
          g_string_append (out, " accept=\"any\"");
      }
      break;
    case TOGUZ_TASK_MOVES:
      {
        g_autoptr (GString) moves = g_string_new (NULL);
        for (unsigned h = 0; h < rules->holes; h++)
          {
            g_autofree char *move = NULL;
            if (!((task->accepted >> h) & 1u))
              continue;
            move = move_notation (rules, &pos, h);
            if (moves->len)
              g_string_append_c (moves, ' ');
            g_string_append (moves, move);
          }
        if (moves->len == 0)
          {
            fail (error, _("Step %s: the task accepts no move."),
                  step->id ? step->id : "?");
            return FALSE;
          }
        append_attribute (out, "moves", moves->str);
      }
      break;
    case TOGUZ_TASK_PREDICT:
    default:
      if (task->predict == TOGUZ_PREDICT_CHOICE)
        {
          g_autofree char *key = toguz_task_format_answer (task, rules,
                                                           task->answer);
          append_attribute (out, "ask", "choice");
          append_attribute (out, "answer", key);
          break;
        }
      {
        append_attribute (out, "predict",
                          toguz_predict_kind_get_name (task->predict));
        if (task->predict_hole >= 0)
          g_string_append_printf (out, " move=\"%d\"",
                                  task->predict_hole + 1);
        if (task->asked_ring_stated && task->asked_ring >= 0)
          {
            g_autofree char *hole
              = toguz_lesson_format_hole (rules, (unsigned) task->asked_ring);
            append_attribute (out, "hole", hole);
          }
        /* The answer when the author stated it, as the core worked it
         * out (a tuzdik prediction may have several: any one is right). */
        if (task->answer_stated
            && (task->predict != TOGUZ_PREDICT_TUZDIK || task->answer != 0))
          {
            int answer = task->answer;
            g_autofree char *text = NULL;
            if (task->predict == TOGUZ_PREDICT_TUZDIK)
              answer = g_bit_nth_lsf ((gulong) task->answer, -1);
            text = toguz_task_format_answer (task, rules, answer);
            append_attribute (out, "answer", text);
          }
      }
      break;
    }
  if (task->turns > 1)
    g_string_append_printf (out, " turns=\"%u\" replies=\"%s\"", task->turns,
                            task->beginner_replies   ? "beginner"
                            : task->scripted_replies ? "scripted"
                                                     : "engine");
  g_string_append (out, ">\n");

  for (guint i = 0; i < task->prompts->len && i < 1; i++)
    append_text (out, level + 1, "prompt",
                 g_ptr_array_index (task->prompts, i), NULL, NULL);
  for (guint i = 0; i < task->options->len; i++)
    {
      const ToguzTaskOption *option = g_ptr_array_index (task->options, i);
      g_autofree char *key = g_strdup_printf (" key=\"%c\"", option->key);
      append_text (out, level + 1, "option", option->text, key, NULL);
    }
  for (guint i = 0; i < task->solutions->len; i++)
    {
      GArray *line = g_ptr_array_index (task->solutions, i);
      g_autofree char *moves = NULL;
      if (line->len == 0)
        continue;
      moves = toguz_line_notation (rules, &pos, (const uint8_t *) line->data,
                                   line->len);
      indent (out, level + 1);
      g_string_append (out, "<solution");
      append_attribute (out, "moves", moves);
      g_string_append (out, "/>\n");
    }
  for (guint i = 0; i < task->hints->len; i++)
    {
      const ToguzLessonText *hint = g_ptr_array_index (task->hints, i);
      int rung = g_array_index (task->hint_rungs, int, i);
      g_autofree char *rung_attribute = NULL;
      g_autofree char *marks = NULL;
      gboolean has_source = toguz_lesson_text_get_source (hint) != NULL;

      if (rung < 1 || rung > 4)
        {
          fail (error, _("Step %s: a hint's rung is %d; the ladder has "
                         "rungs 1 to 4."),
                step->id ? step->id : "?", rung);
          return FALSE;
        }
      /* The holes the hint names go on each of its languages. */
      if (task->hint_holes[rung])
        {
          g_autofree char *holes = holes_text (rules, task->hint_holes[rung]);
          GString *attribute = g_string_new (NULL);

          append_attribute (attribute, "holes", holes);
          marks = g_string_free (attribute, FALSE);
        }
      rung_attribute = g_strdup_printf (" rung=\"%d\"%s", rung,
                                        marks ? marks : "");
      /* The loader numbers hints without a rung in order, and puts a
       * translation without one with the hint before it: say the rung
       * whenever that would not give it. */
      append_text (out, level + 1, "hint", hint,
                   has_source && rung == next_rung ? marks : rung_attribute,
                   has_source ? NULL : rung_attribute);
      if (has_source)
        next_rung = rung + 1;
    }
  for (guint i = 0; i < task->wrongs->len; i++)
    {
      const ToguzWrong *wrong = g_ptr_array_index (task->wrongs, i);
      g_autoptr (GString) attributes = g_string_new (NULL);

      /* A wrong move is named by its hole, the way a teacher thinks of
       * it ("not hole 6"). */
      if (wrong->kind == TOGUZ_WRONG_MOVE)
        g_string_append_printf (attributes, " move=\"%u\"", wrong->hole + 1);
      else
        {
          g_autofree char *answer = toguz_task_format_answer (task, rules,
                                                              wrong->answer);
          append_attribute (attributes, "answer", answer);
        }
      append_text (out, level + 1, "wrong", wrong->comment, attributes->str,
                   NULL);
    }
  append_text (out, level + 1, "success", task->success, NULL, NULL);
  indent (out, level);
  g_string_append (out, "</task>\n");
  return TRUE;
}

static gboolean
write_step (GString *out, ToguzLesson *lesson, const ToguzStep *step,
            const ToguzRuleset *around, GError **error)
{
  gboolean puzzle = toguz_lesson_get_kind (lesson)
                    == TOGUZ_LESSON_KIND_EXERCISE_SET;
  const char *name = puzzle ? "puzzle" : "step";
  const char *id = step->id ? step->id : "";

  if ((puzzle || step->id) && !toguz_lesson_id_is_valid (step->id))
    {
      fail (error, _("“%s” cannot be a puzzle’s id: use lowercase letters, "
                     "digits and “-”."),
            id);
      return FALSE;
    }
  if (puzzle)
    {
      if (step->difficulty < 1 || step->difficulty > 5)
        {
          fail (error, _("Puzzle %s: the difficulty is 1 to 5."), id);
          return FALSE;
        }
      if (step->themes == NULL || step->themes[0] == NULL)
        {
          fail (error, _("Puzzle %s needs at least one theme."), id);
          return FALSE;
        }
      for (guint i = 0; step->themes[i]; i++)
        if (!g_strv_contains (themes, step->themes[i]))
          {
            fail (error, _("Puzzle %s: “%s” is not a theme."), id,
                  step->themes[i]);
            return FALSE;
          }
      if (!step->has_position || step->task == NULL)
        {
          fail (error, _("Puzzle %s needs a position and a task."), id);
          return FALSE;
        }
    }
  else if (step->texts->len == 0)
    {
      fail (error, _("Step %s needs a text."), id);
      return FALSE;
    }

  g_string_append (out, "\n");
  indent (out, 1);
  g_string_append_printf (out, "<%s", name);
  append_attribute (out, "id", step->id);
  if (puzzle)
    {
      g_autofree char *list = g_strjoinv (" ", step->themes);
      g_string_append_printf (out, " difficulty=\"%d\"", step->difficulty);
      append_attribute (out, "themes", list);
      if (step->rating > 0)
        g_string_append_printf (out, " rating=\"%d\"", step->rating);
    }
  g_string_append (out, ">\n");

  for (guint i = 0; i < step->texts->len; i++)
    {
      const ToguzLessonText *text = g_ptr_array_index (step->texts, i);
      /* A paragraph without its source text would be read as a
       * translation of the one before it. */
      if (i > 0 && toguz_lesson_text_get_source (text) == NULL)
        {
          fail (error, _("Step %s: paragraph %u has no text in the source "
                         "language."),
                id, i + 1);
          return FALSE;
        }
      append_text (out, 2, "text", text, NULL, NULL);
    }
  if (puzzle)
    write_source (out, 2, step);
  if (step->has_position)
    write_position (out, 2, step, around);
  {
    ToguzPosition shown = step->position;
    for (guint i = 0; i < step->shows->len; i++)
      {
        unsigned hole = g_array_index (step->shows, uint8_t, i);
        g_autofree char *move = move_notation (&step->rules, &shown, hole);
        indent (out, 2);
        g_string_append (out, "<show");
        append_attribute (out, "move", move);
        g_string_append (out, "/>\n");
        toguz_position_play (&step->rules, &shown, hole, &shown, NULL);
      }
  }
  write_marks (out, 2, step);
  if (step->task && !write_task (out, 2, step, error))
    return FALSE;
  indent (out, 1);
  g_string_append_printf (out, "</%s>\n", name);
  return TRUE;
}

/* The root's start tag, without the line's end. */
static void
write_root_start (GString *out, ToguzLesson *lesson)
{
  gboolean set = toguz_lesson_get_kind (lesson)
                 == TOGUZ_LESSON_KIND_EXERCISE_SET;
  char variant[64];

  g_string_append_printf (out, "<%s xmlns=\"%s\"",
                          set ? "exercise-set" : "lesson",
                          TOGUZ_LESSON_NAMESPACE);
  append_attribute (out, "id", toguz_lesson_get_id (lesson));
  toguz_ruleset_format (toguz_lesson_get_rules (lesson), variant,
                        sizeof variant);
  append_attribute (out, "variant", variant);
  if (toguz_lesson_get_order (lesson) > 0)
    g_string_append_printf (out, " order=\"%u\"",
                            toguz_lesson_get_order (lesson));
  if (toguz_lesson_get_course_part (lesson) != TOGUZ_COURSE_RULES)
    g_string_append_printf (out, " part=\"%s\"",
                            toguz_course_part_get_name (
                              toguz_lesson_get_course_part (lesson)));
  g_string_append (out, ">");
}

char *
toguz_lesson_to_xml (ToguzLesson *lesson, GError **error)
{
  g_autoptr (GString) out = g_string_new (NULL);
  gboolean set;
  const char *root;

  g_return_val_if_fail (TOGUZ_IS_LESSON (lesson), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  set = toguz_lesson_get_kind (lesson) == TOGUZ_LESSON_KIND_EXERCISE_SET;
  root = set ? "exercise-set" : "lesson";
  if (!toguz_lesson_id_is_valid (toguz_lesson_get_id (lesson)))
    {
      fail (error, _("“%s” cannot be the id of a file: use lowercase "
                     "letters, digits and “-”, at most 64."),
            toguz_lesson_get_id (lesson) ? toguz_lesson_get_id (lesson)
                                         : "");
      return NULL;
    }
  if (toguz_lesson_text_is_empty (toguz_lesson_get_title_text (lesson)))
    {
      fail (error, "%s", set ? _("The exercise set needs a title.")
                             : _("The lesson needs a title."));
      return NULL;
    }
  if (toguz_lesson_get_n_steps (lesson) == 0)
    {
      fail (error, "%s", set ? _("The exercise set has no puzzle.")
                             : _("The lesson has no step."));
      return NULL;
    }

  g_string_append (out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  write_root_start (out, lesson);
  g_string_append (out, "\n");
  append_text (out, 1, "title", toguz_lesson_get_title_text (lesson), NULL,
               NULL);
  append_text (out, 1, "summary", toguz_lesson_get_summary_text (lesson),
               NULL, NULL);

  for (guint i = 0; i < toguz_lesson_get_n_steps (lesson); i++)
    if (!write_step (out, lesson, toguz_lesson_get_step (lesson, i),
                     toguz_lesson_get_rules (lesson), error))
      return NULL;
  g_string_append_printf (out, "</%s>\n", root);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

char *
toguz_lesson_part_to_xml (ToguzLesson *lesson, ToguzLessonPart part,
                          guint index, GError **error)
{
  g_autoptr (GString) out = g_string_new (NULL);
  gboolean set;

  g_return_val_if_fail (TOGUZ_IS_LESSON (lesson), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  set = toguz_lesson_get_kind (lesson) == TOGUZ_LESSON_KIND_EXERCISE_SET;
  switch (part)
    {
    case TOGUZ_LESSON_PART_ROOT_START:
      write_root_start (out, lesson);
      g_string_append (out, "\n");
      break;
    case TOGUZ_LESSON_PART_TITLE:
      append_text (out, 1, "title", toguz_lesson_get_title_text (lesson),
                   NULL, NULL);
      break;
    case TOGUZ_LESSON_PART_SUMMARY:
      append_text (out, 1, "summary", toguz_lesson_get_summary_text (lesson),
                   NULL, NULL);
      break;
    case TOGUZ_LESSON_PART_STEP:
      g_return_val_if_fail (index < toguz_lesson_get_n_steps (lesson), NULL);
      if (!write_step (out, lesson, toguz_lesson_get_step (lesson, index),
                       toguz_lesson_get_rules (lesson), error))
        return NULL;
      break;
    case TOGUZ_LESSON_PART_ROOT_END:
    default:
      g_string_append_printf (out, "</%s>\n",
                              set ? "exercise-set" : "lesson");
      break;
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

gboolean
toguz_lesson_save (ToguzLesson *lesson, const char *path, GError **error)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (TOGUZ_IS_LESSON (lesson), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  text = toguz_lesson_to_xml (lesson, error);
  if (text == NULL)
    return FALSE;
  return toguz_lesson_save_text (text, path, error);
}

gboolean
toguz_lesson_save_text (const char *text, const char *path, GError **error)
{
  g_return_val_if_fail (text != NULL && path != NULL, FALSE);

  /* A temporary file renamed over the old one. */
  return g_file_set_contents_full (path, text, -1,
                                   G_FILE_SET_CONTENTS_CONSISTENT
                                     | G_FILE_SET_CONTENTS_DURABLE,
                                   0644, error);
}
