/* toguz-game-analysis-write.c: an analysis as an annotated record or CSV
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "toguz-game-analysis.h"

static char *
loss_sentence (const ToguzPlyAnalysis *ply)
{
  int stones = (ply->loss + TOGUZ_SCORE_STONE / 2) / TOGUZ_SCORE_STONE;

  switch (ply->move_class)
    {
    case TOGUZ_MOVE_CLASS_INACCURACY:
      return g_strdup_printf (ngettext ("Inaccuracy: %d stone lost against "
                                        "%s.",
                                        "Inaccuracy: %d stones lost against "
                                        "%s.",
                                        (unsigned long) stones),
                              stones, ply->best);
    case TOGUZ_MOVE_CLASS_MISTAKE:
      return g_strdup_printf (ngettext ("Mistake: %d stone lost against %s.",
                                        "Mistake: %d stones lost against %s.",
                                        (unsigned long) stones),
                              stones, ply->best);
    case TOGUZ_MOVE_CLASS_BLUNDER:
      return g_strdup_printf (ngettext ("Blunder: %d stone lost against %s.",
                                        "Blunder: %d stones lost against %s.",
                                        (unsigned long) stones),
                              stones, ply->best);
    case TOGUZ_MOVE_CLASS_BEST:
      if (ply->punishes)
        return g_strdup (_("The best move: it punishes the opponent’s "
                           "mistake."));
      return NULL;
    case TOGUZ_MOVE_CLASS_GOOD:
    case TOGUZ_MOVE_N_CLASSES:
    default:
      return NULL;
    }
}

/* A name such as "a missed tuzdik" as a sentence of its own. */
static void
append_as_sentence (GString *text, const char *name)
{
  gunichar first = g_utf8_get_char (name);
  char buf[8];
  int length = g_unichar_to_utf8 (g_unichar_totitle (first), buf);

  g_string_append_c (text, ' ');
  g_string_append_len (text, buf, length);
  g_string_append (text, g_utf8_next_char (name));
  g_string_append_c (text, '.');
}

char *
toguz_ply_analysis_dup_verdict (const ToguzPlyAnalysis *ply)
{
  g_autofree char *loss = NULL;
  GString *text;

  g_return_val_if_fail (ply != NULL, NULL);
  loss = loss_sentence (ply);
  if (loss == NULL)
    return NULL;
  text = g_string_new (loss);
  if (ply->why)
    g_string_append_printf (text, " %s", ply->why);
  for (unsigned i = 0; i < ply->n_missed; i++)
    {
      g_autofree char *name = toguz_missed_chance_name (&ply->missed[i]);
      append_as_sentence (text, name);
    }
  return g_string_free (text, FALSE);
}

/* What the record and the analysis say of a ply, or NULL when nothing is
 * worth saying.  PGN comments end at '}': none is written inside. */
static char *
ply_comment (const ToguzPlyAnalysis *ply, const char *written)
{
  g_autofree char *verdict = toguz_ply_analysis_dup_verdict (ply);
  GString *text;

  if (verdict == NULL)
    return written ? g_strdup (written) : NULL;
  text = g_string_new (written);
  if (text->len > 0)
    g_string_append_c (text, ' ');
  g_string_append (text, verdict);
  g_strdelimit (text->str, "{}", ' ');
  return g_string_free (text, FALSE);
}

char *
toguz_game_analysis_to_pgn (ToguzGameAnalysis *self)
{
  const ToguzRecord *record = toguz_game_analysis_get_record (self);
  unsigned done = toguz_game_analysis_get_n_done (self);
  g_autoptr (ToguzRecord) annotated = toguz_record_new ();

  for (guint i = 0; i < record->tags->len; i++)
    {
      const ToguzRecordTag *tag = &g_array_index (record->tags,
                                                  ToguzRecordTag, i);
      toguz_record_set_tag (annotated, tag->name, tag->value);
    }
  toguz_record_set_tag (annotated, "Annotator", "toguz analyse");
  for (guint i = 0; i < record->moves->len; i++)
    {
      const ToguzRecordMove *move = &g_array_index (record->moves,
                                                    ToguzRecordMove, i);
      const ToguzPlyAnalysis *ply;
      g_autofree char *text = NULL;
      g_autofree char *comment = NULL;

      if (i >= done)
        {
          toguz_record_add_move (annotated, move->text, move->kazan_note,
                                 move->comment);
          continue;
        }
      ply = toguz_game_analysis_get_ply (self, i);
      text = g_strconcat (move->text, toguz_ply_analysis_mark (ply), NULL);
      comment = ply_comment (ply, move->comment);
      toguz_record_add_move (annotated, text, move->kazan_note, comment);
    }
  annotated->result = g_strdup (record->result);
  annotated->result_comment = g_strdup (record->result_comment);
  annotated->final_fen = g_strdup (record->final_fen);
  return toguz_record_to_string (annotated, "\n");
}

static void
append_stones (GString *out, int hundredths)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  /* A point, whatever the locale: the file is for spreadsheets. */
  g_string_append (out, g_ascii_formatd (buf, sizeof buf, "%.2f",
                                         hundredths
                                           / (double) TOGUZ_SCORE_STONE));
}

char *
toguz_game_analysis_to_csv (ToguzGameAnalysis *self)
{
  GString *out = g_string_new ("ply,side,move,best,loss,class,score\n");
  unsigned done = toguz_game_analysis_get_n_done (self);
  unsigned n_values;
  const int *evaluation = toguz_game_analysis_get_evaluation (self,
                                                              &n_values);

  for (unsigned i = 0; i < done; i++)
    {
      const ToguzPlyAnalysis *ply = toguz_game_analysis_get_ply (self, i);

      g_string_append_printf (out, "%u,%s,%s,%s,", ply->ply + 1,
                              ply->side == TOGUZ_WHITE ? "white" : "black",
                              ply->move, ply->best);
      append_stones (out, ply->loss);
      g_string_append_printf (out, ",%s,",
                              toguz_move_class_to_id (ply->move_class));
      append_stones (out, evaluation[i]);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}
