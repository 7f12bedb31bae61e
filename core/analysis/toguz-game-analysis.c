/* toguz-game-analysis.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "toguz-explain-text.h"
#include "toguz-game-analysis.h"
#include "toguz-notation.h"
#include "toguz-replay.h"
#include "toguz-text.h"

struct _ToguzGameAnalysis
{
  GObject parent_instance;

  ToguzRecord *record;          /* a copy: tags and moves as written */
  ToguzRuleset rules;
  ToguzSearchLimits limits;
  ToguzSearch *search;
  GArray *before;               /* ToguzPosition before each ply */
  GArray *holes;                /* guint8, the hole each ply played */
  GArray *plies;                /* ToguzPlyAnalysis, the plies done */
  GArray *evaluation;           /* int, White's view, the plies done */
  gint cancelled;               /* atomic */
};

G_DEFINE_FINAL_TYPE (ToguzGameAnalysis, toguz_game_analysis, G_TYPE_OBJECT)

static void
clear_ply (gpointer data)
{
  ToguzPlyAnalysis *ply = data;

  g_clear_pointer (&ply->why, g_free);
}

static void
toguz_game_analysis_finalize (GObject *object)
{
  ToguzGameAnalysis *self = TOGUZ_GAME_ANALYSIS (object);

  g_clear_pointer (&self->record, toguz_record_free);
  g_clear_pointer (&self->search, toguz_search_free);
  g_clear_pointer (&self->before, g_array_unref);
  g_clear_pointer (&self->holes, g_array_unref);
  g_clear_pointer (&self->plies, g_array_unref);
  g_clear_pointer (&self->evaluation, g_array_unref);
  G_OBJECT_CLASS (toguz_game_analysis_parent_class)->finalize (object);
}

static void
toguz_game_analysis_class_init (ToguzGameAnalysisClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = toguz_game_analysis_finalize;
}

static void
toguz_game_analysis_init (ToguzGameAnalysis *self)
{
  self->before = g_array_new (FALSE, FALSE, sizeof (ToguzPosition));
  self->holes = g_array_new (FALSE, FALSE, sizeof (guint8));
  self->plies = g_array_new (FALSE, TRUE, sizeof (ToguzPlyAnalysis));
  g_array_set_clear_func (self->plies, clear_ply);
  self->evaluation = g_array_new (FALSE, FALSE, sizeof (int));
}

typedef struct
{
  GArray *after;
  GArray *holes;
} Collected;

static void
collect_ply (const ToguzRuleset *rules, const ToguzPosition *position,
             const ToguzEvent *event, gpointer user_data)
{
  Collected *collected = user_data;
  guint8 hole = event->hole;

  (void) rules;
  g_array_append_val (collected->after, *position);
  g_array_append_val (collected->holes, hole);
}

static ToguzRecord *
copy_record (const ToguzRecord *record)
{
  ToguzRecord *copy = toguz_record_new ();

  for (guint i = 0; i < record->tags->len; i++)
    {
      const ToguzRecordTag *tag = &g_array_index (record->tags,
                                                  ToguzRecordTag, i);
      toguz_record_set_tag (copy, tag->name, tag->value);
    }
  for (guint i = 0; i < record->moves->len; i++)
    {
      const ToguzRecordMove *move = &g_array_index (record->moves,
                                                    ToguzRecordMove, i);
      toguz_record_add_move (copy, move->text, move->kazan_note,
                             move->comment);
    }
  copy->result = g_strdup (record->result);
  copy->result_comment = g_strdup (record->result_comment);
  copy->final_fen = g_strdup (record->final_fen);
  copy->filename = g_strdup (record->filename);
  copy->line = record->line;
  return copy;
}

ToguzGameAnalysis *
toguz_game_analysis_new (const ToguzRecord *record, const ToguzRuleset *rules,
                         const ToguzSearchLimits *limits, GError **error)
{
  g_autoptr (ToguzGameAnalysis) self = NULL;
  g_autoptr (GArray) after = g_array_new (FALSE, FALSE,
                                          sizeof (ToguzPosition));
  ToguzReplay replay;
  Collected collected;

  g_return_val_if_fail (record != NULL, NULL);

  self = g_object_new (TOGUZ_TYPE_GAME_ANALYSIS, NULL);
  collected = (Collected) { after, self->holes };
  if (!toguz_record_replay (record, rules, collect_ply, &collected, &replay,
                            error))
    return NULL;

  self->record = copy_record (record);
  self->rules = replay.rules;
  if (limits != NULL)
    self->limits = *limits;
  else
    self->limits = (ToguzSearchLimits) { TOGUZ_ANALYSIS_DEFAULT_DEPTH, 0,
                                         TOGUZ_ANALYSIS_DEFAULT_NODES };
  self->search = toguz_search_new (16);
  if (self->search == NULL)
    {
      g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_NOMEM,
                           _("There is not enough memory for the engine."));
      return NULL;
    }
  /* The position before ply i: the start, then the one after ply i - 1. */
  g_array_append_val (self->before, replay.start);
  if (after->len > 0)
    g_array_append_vals (self->before, after->data, after->len - 1);
  return g_steal_pointer (&self);
}

/* A score in hundredths of a stone that a loss can be taken of: a won or
 * lost game as TOGUZ_ANALYSIS_WIN_STONES. */
static int
comparable (int score)
{
  const int win = TOGUZ_ANALYSIS_WIN_STONES * TOGUZ_SCORE_STONE;

  if (toguz_score_is_final (score))
    {
      int stones = toguz_score_to_stones (score);
      if (stones == 0)
        return 0;
      return stones > 0 ? win : -win;
    }
  return CLAMP (score, -win + 1, win - 1);
}

/* The score of the position after a move, from the mover's view; FALSE
 * when cancelled.  *reply is the answer the engine would give, or -1. */
static gboolean
score_after (ToguzGameAnalysis *self, const ToguzPosition *child,
             unsigned root_depth, int *score, int *reply, uint64_t *nodes)
{
  /* One ply shallower than the best move's search reached, the move
   * itself being the first, so that both end at the same ply. */
  ToguzSearchLimits limits = { root_depth > 1 ? root_depth - 1 : 1,
                               self->limits.time_ms, self->limits.nodes };
  ToguzSearchResult result;

  *reply = -1;
  if (child->result != TOGUZ_ONGOING)
    {
      *score = -toguz_eval_final (&self->rules, child, 1);
      return TRUE;
    }
  toguz_search_run (self->search, &self->rules, child, &limits, &result);
  *nodes += result.nodes;
  if (result.cancelled)
    return FALSE;
  *score = -result.score;
  *reply = result.best_move;
  return TRUE;
}

ToguzMoveClass
toguz_move_class_classify (int loss, gboolean engine_best)
{
  if (engine_best || loss < TOGUZ_ANALYSIS_BEST_BELOW * TOGUZ_SCORE_STONE)
    return TOGUZ_MOVE_CLASS_BEST;
  if (loss < TOGUZ_ANALYSIS_INACCURACY_FROM * TOGUZ_SCORE_STONE)
    return TOGUZ_MOVE_CLASS_GOOD;
  if (loss < TOGUZ_ANALYSIS_MISTAKE_FROM * TOGUZ_SCORE_STONE)
    return TOGUZ_MOVE_CLASS_INACCURACY;
  if (loss < TOGUZ_ANALYSIS_BLUNDER_FROM * TOGUZ_SCORE_STONE)
    return TOGUZ_MOVE_CLASS_MISTAKE;
  return TOGUZ_MOVE_CLASS_BLUNDER;
}

static void
add_missed (ToguzPlyAnalysis *ply, ToguzMissedKind kind, unsigned stones)
{
  if (ply->n_missed < G_N_ELEMENTS (ply->missed))
    ply->missed[ply->n_missed++] = (ToguzMissedChance) { kind, stones };
}

/* The chances the best move had and the played one did not. */
static void
find_missed (const ToguzEvent *best, const ToguzEvent *played,
             ToguzPlyAnalysis *ply)
{
  if (best->end == TOGUZ_END_NO_MOVES && best->stuck_side != ply->side
      && !(played->end == TOGUZ_END_NO_MOVES
           && played->stuck_side != ply->side))
    add_missed (ply, TOGUZ_MISSED_AT_SYROO, 0);
  if (best->tuzdik_made >= 0 && played->tuzdik_made < 0)
    add_missed (ply, TOGUZ_MISSED_TUZDIK, 0);
  else if (best->landing == TOGUZ_LANDING_EVEN_CAPTURE
           && best->captured > played->captured)
    add_missed (ply, TOGUZ_MISSED_CAPTURE, best->captured);
}

/* The played move, the answer it allows and the better move, in words. */
static char *
describe_why (ToguzGameAnalysis *self, const ToguzPosition *pos,
              const ToguzPlyAnalysis *ply, int reply)
{
  ToguzExplanation explanation;

  toguz_explain_move (NULL, &self->rules, pos, ply->side, ply->hole, 0,
                      &explanation);
  if (reply >= 0)
    {
      ToguzPosition replied;
      unsigned them = explanation.after.side;

      explanation.reply = reply;
      toguz_position_play (&self->rules, &explanation.after,
                           (unsigned) reply, &replied,
                           &explanation.reply_event);
      explanation.reply_takes = (int) replied.kazan[them]
                                - (int) explanation.after.kazan[them];
      explanation.reply_makes_tuzdik
        = explanation.reply_event.tuzdik_made >= 0;
    }
  explanation.best_move = ply->best_hole;
  /* The loss rounded once, so that the sentences agree on it. */
  explanation.best_value = toguz_score_to_stones (ply->best_score);
  explanation.played_value = explanation.best_value
                             - toguz_score_to_stones (ply->loss);
  return toguz_explanation_describe (&self->rules, pos, &explanation);
}

gboolean
toguz_game_analysis_step (ToguzGameAnalysis *self)
{
  ToguzPlyAnalysis ply = { 0 };
  const ToguzPosition *pos;
  ToguzPosition child, best_child;
  ToguzEvent played_event, best_event;
  ToguzSearchResult result;
  int reply = -1, white_view;
  guint index;

  g_return_val_if_fail (TOGUZ_IS_GAME_ANALYSIS (self), FALSE);

  index = self->plies->len;
  if (index >= self->before->len || g_atomic_int_get (&self->cancelled))
    return FALSE;

  pos = &g_array_index (self->before, ToguzPosition, index);
  ply.ply = index;
  ply.side = (ToguzSide) pos->side;

  ply.hole = g_array_index (self->holes, guint8, index);
  toguz_position_play (&self->rules, pos, ply.hole, &child, &played_event);
  toguz_notation_format (&self->rules, &played_event, ply.move);

  toguz_search_run (self->search, &self->rules, pos, &self->limits, &result);
  ply.nodes = result.nodes;
  if (result.cancelled || g_atomic_int_get (&self->cancelled))
    return FALSE;
  ply.best_hole = result.best_move;
  ply.best_score = comparable (result.score);

  if ((unsigned) ply.best_hole == ply.hole)
    ply.played_score = ply.best_score;
  else
    {
      int score;

      if (!score_after (self, &child, result.depth, &score, &reply,
                        &ply.nodes)
          || g_atomic_int_get (&self->cancelled))
        return FALSE;
      ply.played_score = comparable (score);
      /* The two searches may disagree by a little: the played move is
       * then as good as the best. */
      if (ply.played_score >= ply.best_score)
        {
          ply.best_score = ply.played_score;
          ply.best_hole = (int) ply.hole;
        }
    }
  ply.loss = ply.best_score - ply.played_score;
  ply.move_class = toguz_move_class_classify (ply.loss, (unsigned)
                                                          ply.best_hole
                                                        == ply.hole);
  toguz_position_play (&self->rules, pos, (unsigned) ply.best_hole,
                       &best_child, &best_event);
  toguz_notation_format (&self->rules, &best_event, ply.best);

  if (ply.move_class >= TOGUZ_MOVE_CLASS_INACCURACY)
    {
      find_missed (&best_event, &played_event, &ply);
      ply.why = describe_why (self, pos, &ply, reply);
    }
  if (ply.move_class == TOGUZ_MOVE_CLASS_BEST && index > 0)
    {
      const ToguzPlyAnalysis *previous
        = &g_array_index (self->plies, ToguzPlyAnalysis, index - 1);
      ply.punishes = previous->move_class >= TOGUZ_MOVE_CLASS_MISTAKE;
    }

  g_array_append_val (self->plies, ply);
  white_view = ply.side == TOGUZ_WHITE ? ply.played_score
                                       : -ply.played_score;
  g_array_append_val (self->evaluation, white_view);
  return TRUE;
}

gboolean
toguz_game_analysis_run (ToguzGameAnalysis *self,
                         ToguzAnalysisProgressFunc func, gpointer user_data)
{
  g_return_val_if_fail (TOGUZ_IS_GAME_ANALYSIS (self), FALSE);

  while (toguz_game_analysis_step (self))
    if (func != NULL
        && !func (self->plies->len, self->before->len, user_data))
      break;
  return toguz_game_analysis_is_complete (self);
}

void
toguz_game_analysis_cancel (ToguzGameAnalysis *self)
{
  g_return_if_fail (TOGUZ_IS_GAME_ANALYSIS (self));

  g_atomic_int_set (&self->cancelled, 1);
  toguz_search_cancel (self->search);
}

void
toguz_game_analysis_resume (ToguzGameAnalysis *self)
{
  g_return_if_fail (TOGUZ_IS_GAME_ANALYSIS (self));
  g_atomic_int_set (&self->cancelled, 0);
}

const ToguzRecord *
toguz_game_analysis_get_record (ToguzGameAnalysis *self)
{
  g_return_val_if_fail (TOGUZ_IS_GAME_ANALYSIS (self), NULL);
  return self->record;
}

const ToguzRuleset *
toguz_game_analysis_get_rules (ToguzGameAnalysis *self)
{
  g_return_val_if_fail (TOGUZ_IS_GAME_ANALYSIS (self), NULL);
  return &self->rules;
}

unsigned
toguz_game_analysis_get_n_plies (ToguzGameAnalysis *self)
{
  g_return_val_if_fail (TOGUZ_IS_GAME_ANALYSIS (self), 0);
  return self->before->len;
}

unsigned
toguz_game_analysis_get_n_done (ToguzGameAnalysis *self)
{
  g_return_val_if_fail (TOGUZ_IS_GAME_ANALYSIS (self), 0);
  return self->plies->len;
}

gboolean
toguz_game_analysis_is_complete (ToguzGameAnalysis *self)
{
  g_return_val_if_fail (TOGUZ_IS_GAME_ANALYSIS (self), FALSE);
  return self->plies->len == self->before->len;
}

const ToguzPlyAnalysis *
toguz_game_analysis_get_ply (ToguzGameAnalysis *self, unsigned ply)
{
  g_return_val_if_fail (TOGUZ_IS_GAME_ANALYSIS (self), NULL);
  g_return_val_if_fail (ply < self->plies->len, NULL);
  return &g_array_index (self->plies, ToguzPlyAnalysis, ply);
}

const ToguzPosition *
toguz_game_analysis_get_position_before (ToguzGameAnalysis *self,
                                         unsigned ply)
{
  g_return_val_if_fail (TOGUZ_IS_GAME_ANALYSIS (self), NULL);
  g_return_val_if_fail (ply < self->before->len, NULL);
  return &g_array_index (self->before, ToguzPosition, ply);
}

char *
toguz_game_analysis_dup_move_name (ToguzGameAnalysis *self, unsigned ply)
{
  const ToguzPosition *before;
  g_autofree char *move = NULL;
  uint8_t hole;

  g_return_val_if_fail (TOGUZ_IS_GAME_ANALYSIS (self), NULL);
  g_return_val_if_fail (ply < self->before->len, NULL);
  before = &g_array_index (self->before, ToguzPosition, ply);
  hole = g_array_index (self->holes, guint8, ply);
  move = toguz_line_notation (&self->rules, before, &hole, 1);
  return g_strdup_printf (before->side == TOGUZ_WHITE ? "%u. %s" : "%u… %s",
                          before->ply / 2u + 1, move);
}

void
toguz_game_analysis_get_summary (ToguzGameAnalysis *self, ToguzSide side,
                                 ToguzAnalysisSummary *summary)
{
  long total = 0;

  g_return_if_fail (TOGUZ_IS_GAME_ANALYSIS (self));

  memset (summary, 0, sizeof *summary);
  for (unsigned w = 0; w < G_N_ELEMENTS (summary->worst); w++)
    summary->worst[w] = -1;
  for (guint i = 0; i < self->plies->len; i++)
    {
      const ToguzPlyAnalysis *ply = &g_array_index (self->plies,
                                                    ToguzPlyAnalysis, i);
      int candidate = (int) i;

      if (ply->side != side)
        continue;
      summary->moves++;
      summary->counts[ply->move_class]++;
      total += ply->loss;
      if (ply->move_class < TOGUZ_MOVE_CLASS_INACCURACY)
        continue;
      /* Insertion into the three worst, the earlier first on a tie. */
      for (unsigned w = 0; w < G_N_ELEMENTS (summary->worst); w++)
        {
          int held = summary->worst[w];
          if (held < 0
              || g_array_index (self->plies, ToguzPlyAnalysis, held).loss
                   < g_array_index (self->plies, ToguzPlyAnalysis,
                                    candidate).loss)
            {
              summary->worst[w] = candidate;
              candidate = held;
              if (candidate < 0)
                break;
            }
        }
    }
  if (summary->moves > 0)
    summary->average_loss = (double) total / TOGUZ_SCORE_STONE
                            / summary->moves;
}

const int *
toguz_game_analysis_get_evaluation (ToguzGameAnalysis *self,
                                    unsigned *n_values)
{
  g_return_val_if_fail (TOGUZ_IS_GAME_ANALYSIS (self), NULL);
  *n_values = self->evaluation->len;
  return (const int *) self->evaluation->data;
}

const char *
toguz_move_class_to_id (ToguzMoveClass move_class)
{
  static const char *const ids[] = {
    "best", "good", "inaccuracy", "mistake", "blunder",
  };

  g_return_val_if_fail (move_class < TOGUZ_MOVE_N_CLASSES, "");
  return ids[move_class];
}

const char *
toguz_move_class_to_label (ToguzMoveClass move_class)
{
  switch (move_class)
    {
    case TOGUZ_MOVE_CLASS_BEST:
      /* Translators: a class of moves in a game's analysis. */
      return _("Best");
    case TOGUZ_MOVE_CLASS_GOOD:
      /* Translators: a class of moves in a game's analysis. */
      return _("Good");
    case TOGUZ_MOVE_CLASS_INACCURACY:
      /* Translators: a class of moves in a game's analysis. */
      return _("Inaccuracy");
    case TOGUZ_MOVE_CLASS_MISTAKE:
      /* Translators: a class of moves in a game's analysis. */
      return _("Mistake");
    case TOGUZ_MOVE_CLASS_BLUNDER:
      /* Translators: a class of moves in a game's analysis. */
      return _("Blunder");
    case TOGUZ_MOVE_N_CLASSES:
    default:
      return "";
    }
}

const char *
toguz_ply_analysis_mark (const ToguzPlyAnalysis *ply)
{
  switch (ply->move_class)
    {
    case TOGUZ_MOVE_CLASS_BLUNDER:
      return "??";
    case TOGUZ_MOVE_CLASS_MISTAKE:
      return "?";
    case TOGUZ_MOVE_CLASS_INACCURACY:
      return "?!";
    case TOGUZ_MOVE_CLASS_BEST:
      return ply->punishes ? "!" : "";
    case TOGUZ_MOVE_CLASS_GOOD:
    case TOGUZ_MOVE_N_CLASSES:
    default:
      return "";
    }
}

char *
toguz_missed_chance_name (const ToguzMissedChance *chance)
{
  switch (chance->kind)
    {
    case TOGUZ_MISSED_TUZDIK:
      return g_strdup (_("a missed tuzdik"));
    case TOGUZ_MISSED_CAPTURE:
      return g_strdup_printf (ngettext ("a missed capture of %u stone",
                                        "a missed capture of %u stones",
                                        chance->stones),
                              chance->stones);
    case TOGUZ_MISSED_AT_SYROO:
    default:
      /* Translators: at syroo: the opponent left without a move, so
       * that the game ends. */
      return g_strdup (_("a missed at syroo"));
    }
}
