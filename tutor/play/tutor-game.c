/* tutor-game.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GLib and GIO only: the page shows the game, this holds it.  The moves
 * array holds the plies played and, past n_played, the ones Redo brings
 * back.  `generation` grows with every change; the game is modified while
 * it differs from the generation last opened or saved.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "toguz-error.h"
#include "toguz-explain-text.h"
#include "toguz-fen.h"
#include "toguz-file.h"
#include "toguz-record.h"
#include "toguz-replay.h"
#include "toguz-text.h"
#include "tutor-game.h"
#include "tutor-play-names.h"

/* What the properties said when they were last notified. */
typedef struct
{
  ToguzResult result;
  gboolean can_undo;
  gboolean can_redo;
  gboolean modified;
  const char *variant;
  GFile *file;
} GameState;

struct _TutorGame
{
  GObject parent_instance;

  ToguzRuleset rules;
  ToguzPosition start;
  GPtrArray *moves;   /* TutorGameMove */
  guint n_played;
  guint generation;
  guint saved_generation;
  char *players[2];
  GFile *file;        /* where the game was opened or saved */
  GameState notified;
};

static void tutor_game_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TutorGame, tutor_game, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (
                                 G_TYPE_LIST_MODEL,
                                 tutor_game_list_model_init))

enum
{
  PROP_0,
  PROP_VARIANT,
  PROP_RESULT,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_MODIFIED,
  PROP_FILE,
  PROP_TITLE,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

static GameState
game_state (TutorGame *game)
{
  GameState state = {
    tutor_game_get_result (game), tutor_game_can_undo (game),
    tutor_game_can_redo (game), tutor_game_get_modified (game),
    game->rules.name, game->file,
  };

  return state;
}

/* After a change: the list's signal, then the properties that moved. */
static void
changed (TutorGame *game, guint position, guint removed, guint added)
{
  GameState now = game_state (game);
  GameState was = game->notified;

  game->notified = now;
  if (removed > 0 || added > 0)
    g_list_model_items_changed (G_LIST_MODEL (game), position, removed,
                                added);
  if (g_strcmp0 (now.variant, was.variant) != 0)
    g_object_notify_by_pspec (G_OBJECT (game), props[PROP_VARIANT]);
  if (now.result != was.result)
    g_object_notify_by_pspec (G_OBJECT (game), props[PROP_RESULT]);
  if (now.can_undo != was.can_undo)
    g_object_notify_by_pspec (G_OBJECT (game), props[PROP_CAN_UNDO]);
  if (now.can_redo != was.can_redo)
    g_object_notify_by_pspec (G_OBJECT (game), props[PROP_CAN_REDO]);
  if (now.modified != was.modified)
    g_object_notify_by_pspec (G_OBJECT (game), props[PROP_MODIFIED]);
  if (now.file != was.file)
    g_object_notify_by_pspec (G_OBJECT (game), props[PROP_FILE]);
  if (now.file != was.file || g_strcmp0 (now.variant, was.variant) != 0)
    g_object_notify_by_pspec (G_OBJECT (game), props[PROP_TITLE]);
}

/* Replaces the whole game; `moves` (may be NULL) are all played, and
 * `file` (may be NULL) is where they come from. */
static void
take_game (TutorGame *game, const ToguzRuleset *rules,
           const ToguzPosition *start, GPtrArray *moves, GFile *file)
{
  guint removed = game->n_played;

  g_set_object (&game->file, file);
  game->rules = *rules;
  game->start = *start;
  g_ptr_array_set_size (game->moves, 0);
  for (guint i = 0; moves && i < moves->len; i++)
    g_ptr_array_add (game->moves, g_object_ref (moves->pdata[i]));
  game->n_played = game->moves->len;
  game->saved_generation = ++game->generation;
  changed (game, 0, removed, game->n_played);
}

static GType
tutor_game_get_item_type (GListModel *model)
{
  return TUTOR_TYPE_GAME_MOVE;
}

static guint
tutor_game_get_n_items (GListModel *model)
{
  return TUTOR_GAME (model)->n_played;
}

static gpointer
tutor_game_get_item (GListModel *model, guint position)
{
  TutorGameMove *move = tutor_game_get_move (TUTOR_GAME (model), position);

  return move ? g_object_ref (move) : NULL;
}

static void
tutor_game_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = tutor_game_get_item_type;
  iface->get_n_items = tutor_game_get_n_items;
  iface->get_item = tutor_game_get_item;
}

static void
tutor_game_get_property (GObject *object, guint prop_id, GValue *value,
                         GParamSpec *pspec)
{
  TutorGame *game = TUTOR_GAME (object);

  switch (prop_id)
    {
    case PROP_VARIANT:
      g_value_set_string (value, game->rules.name);
      break;
    case PROP_RESULT:
      g_value_set_int (value, tutor_game_get_result (game));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, tutor_game_can_undo (game));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, tutor_game_can_redo (game));
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, tutor_game_get_modified (game));
      break;
    case PROP_FILE:
      g_value_set_object (value, game->file);
      break;
    case PROP_TITLE:
      g_value_take_string (value, tutor_game_dup_title (game));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tutor_game_finalize (GObject *object)
{
  TutorGame *game = TUTOR_GAME (object);

  g_ptr_array_unref (game->moves);
  g_clear_object (&game->file);
  g_free (game->players[TOGUZ_WHITE]);
  g_free (game->players[TOGUZ_BLACK]);
  G_OBJECT_CLASS (tutor_game_parent_class)->finalize (object);
}

static void
tutor_game_class_init (TutorGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->get_property = tutor_game_get_property;
  object_class->finalize = tutor_game_finalize;

  props[PROP_VARIANT]
    = g_param_spec_string ("variant", NULL, NULL, NULL, flags);
  /* A ToguzResult. */
  props[PROP_RESULT] = g_param_spec_int ("result", NULL, NULL, TOGUZ_ONGOING,
                                         TOGUZ_DRAWN, TOGUZ_ONGOING, flags);
  props[PROP_CAN_UNDO]
    = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, flags);
  props[PROP_CAN_REDO]
    = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, flags);
  props[PROP_MODIFIED]
    = g_param_spec_boolean ("modified", NULL, NULL, FALSE, flags);
  props[PROP_FILE]
    = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, flags);
  props[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, props);
}

static void
tutor_game_init (TutorGame *game)
{
  game->moves = g_ptr_array_new_with_free_func (g_object_unref);
  game->rules = *toguz_ruleset_default ();
  toguz_position_init (&game->rules, &game->start);
  game->notified = game_state (game);
}

TutorGame *
tutor_game_new (void)
{
  return g_object_new (TUTOR_TYPE_GAME, NULL);
}

void
tutor_game_reset (TutorGame *game, const ToguzRuleset *rules,
                  const ToguzPosition *start)
{
  ToguzPosition initial;

  g_return_if_fail (TUTOR_IS_GAME (game));
  g_return_if_fail (rules != NULL);

  if (start == NULL)
    {
      toguz_position_init (rules, &initial);
      start = &initial;
    }
  take_game (game, rules, start, NULL, NULL);
}

gboolean
tutor_game_reset_from_fen (TutorGame *game, const char *fen, GError **error)
{
  g_autoptr (GError) local_error = NULL;
  ToguzRuleset rules;
  ToguzPosition start;

  g_return_val_if_fail (TUTOR_IS_GAME (game), FALSE);
  g_return_val_if_fail (fen != NULL, FALSE);

  rules = game->rules;
  if (toguz_position_from_fen (&rules, fen, &start, &local_error))
    {
      tutor_game_reset (game, &rules, &start);
      return TRUE;
    }
  /* A board of another size is another variant's. */
  for (size_t i = 0; i < toguz_ruleset_n_variants (); i++)
    {
      const ToguzRuleset *other = toguz_ruleset_nth_variant (i);
      if (other->holes != rules.holes
          && toguz_position_from_fen (other, fen, &start, NULL))
        {
          tutor_game_reset (game, other, &start);
          return TRUE;
        }
    }
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

const ToguzRuleset *
tutor_game_get_rules (TutorGame *game)
{
  g_return_val_if_fail (TUTOR_IS_GAME (game), NULL);
  return &game->rules;
}

const ToguzPosition *
tutor_game_get_start (TutorGame *game)
{
  g_return_val_if_fail (TUTOR_IS_GAME (game), NULL);
  return &game->start;
}

const ToguzPosition *
tutor_game_get_position_at (TutorGame *game, guint n)
{
  g_return_val_if_fail (TUTOR_IS_GAME (game), NULL);
  g_return_val_if_fail (n <= game->n_played, NULL);

  if (n == 0)
    return &game->start;
  return tutor_game_move_get_position (g_ptr_array_index (game->moves,
                                                          n - 1));
}

const ToguzPosition *
tutor_game_get_position (TutorGame *game)
{
  g_return_val_if_fail (TUTOR_IS_GAME (game), NULL);
  return tutor_game_get_position_at (game, game->n_played);
}

guint
tutor_game_get_n_played (TutorGame *game)
{
  g_return_val_if_fail (TUTOR_IS_GAME (game), 0);
  return game->n_played;
}

TutorGameMove *
tutor_game_get_move (TutorGame *game, guint ply)
{
  g_return_val_if_fail (TUTOR_IS_GAME (game), NULL);
  return ply < game->n_played ? g_ptr_array_index (game->moves, ply) : NULL;
}

TutorGameMove *
tutor_game_get_last_move (TutorGame *game)
{
  g_return_val_if_fail (TUTOR_IS_GAME (game), NULL);
  return game->n_played > 0 ? tutor_game_get_move (game, game->n_played - 1)
                            : NULL;
}

ToguzResult
tutor_game_get_result (TutorGame *game)
{
  g_return_val_if_fail (TUTOR_IS_GAME (game), TOGUZ_ONGOING);
  return (ToguzResult) tutor_game_get_position (game)->result;
}

gboolean
tutor_game_play (TutorGame *game, unsigned hole, GError **error)
{
  const ToguzPosition *before;
  ToguzPosition after;
  ToguzEvent event;
  ToguzMoveStatus status;

  g_return_val_if_fail (TUTOR_IS_GAME (game), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  before = tutor_game_get_position (game);
  status = toguz_position_play (&game->rules, before, hole, &after, &event);
  if (status != TOGUZ_MOVE_OK)
    {
      g_autofree char *why = toguz_move_status_describe (&game->rules, before,
                                                         hole, status);
      g_set_error_literal (error, TOGUZ_ERROR, TOGUZ_ERROR_MOVE, why);
      return FALSE;
    }
  /* A new move drops the ones that could be redone. */
  g_ptr_array_set_size (game->moves, game->n_played);
  g_ptr_array_add (game->moves,
                   tutor_game_move_new (&game->rules, game->n_played, &event,
                                        &after));
  game->n_played++;
  game->generation++;
  changed (game, game->n_played - 1, 0, 1);
  return TRUE;
}

char *
tutor_game_dup_refusal (TutorGame *game, ToguzSide side, unsigned hole)
{
  const ToguzPosition *pos;
  ToguzExplanation explanation;

  g_return_val_if_fail (TUTOR_IS_GAME (game), NULL);

  pos = tutor_game_get_position (game);
  if (side == pos->side
      && toguz_position_check_move (&game->rules, pos, hole) == TOGUZ_MOVE_OK)
    return NULL;
  /* Depth 0: the rule alone, no search. */
  toguz_explain_move (NULL, &game->rules, pos, side, hole, 0, &explanation);
  return toguz_explanation_describe (&game->rules, pos, &explanation);
}

gboolean
tutor_game_can_undo (TutorGame *game)
{
  g_return_val_if_fail (TUTOR_IS_GAME (game), FALSE);
  return game->n_played > 0;
}

gboolean
tutor_game_can_redo (TutorGame *game)
{
  g_return_val_if_fail (TUTOR_IS_GAME (game), FALSE);
  return game->moves->len > game->n_played;
}

gboolean
tutor_game_undo (TutorGame *game)
{
  g_return_val_if_fail (TUTOR_IS_GAME (game), FALSE);

  if (!tutor_game_can_undo (game))
    return FALSE;
  game->n_played--;
  game->generation++;
  changed (game, game->n_played, 1, 0);
  return TRUE;
}

gboolean
tutor_game_redo (TutorGame *game)
{
  g_return_val_if_fail (TUTOR_IS_GAME (game), FALSE);

  if (!tutor_game_can_redo (game))
    return FALSE;
  game->n_played++;
  game->generation++;
  changed (game, game->n_played - 1, 0, 1);
  return TRUE;
}

GFile *
tutor_game_get_file (TutorGame *game)
{
  g_return_val_if_fail (TUTOR_IS_GAME (game), NULL);
  return game->file;
}

char *
tutor_game_dup_title (TutorGame *game)
{
  g_return_val_if_fail (TUTOR_IS_GAME (game), NULL);

  if (game->file)
    return g_file_get_basename (game->file);
  return g_strdup (tutor_variant_label (&game->rules));
}

gboolean
tutor_game_get_modified (TutorGame *game)
{
  g_return_val_if_fail (TUTOR_IS_GAME (game), FALSE);
  return game->generation != game->saved_generation;
}

void
tutor_game_set_player (TutorGame *game, ToguzSide side, const char *name)
{
  g_return_if_fail (TUTOR_IS_GAME (game));
  g_return_if_fail (side == TOGUZ_WHITE || side == TOGUZ_BLACK);

  g_free (game->players[side]);
  game->players[side] = g_strdup (name);
}

/* Records */

char *
tutor_game_dup_record (TutorGame *game)
{
  g_autoptr (ToguzRecord) record = toguz_record_new ();
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y.%m.%d");
  const char *result;
  TutorGameMove *last;
  ToguzPosition initial;

  g_return_val_if_fail (TUTOR_IS_GAME (game), NULL);

  result = toguz_result_to_record (tutor_game_get_result (game));
  toguz_record_set_tag (record, "Event", "Toguz Tutor");
  toguz_record_set_tag (record, "Date", date);
  if (game->players[TOGUZ_WHITE])
    toguz_record_set_tag (record, "White", game->players[TOGUZ_WHITE]);
  if (game->players[TOGUZ_BLACK])
    toguz_record_set_tag (record, "Black", game->players[TOGUZ_BLACK]);
  toguz_record_set_tag (record, "Result", result);
  if (g_strcmp0 (game->rules.name, toguz_ruleset_default ()->name) != 0)
    toguz_record_set_tag (record, "Variant", game->rules.name);
  toguz_position_init (&game->rules, &initial);
  if (!toguz_position_equal (&initial, &game->start))
    {
      g_autofree char *fen = toguz_position_to_fen (&game->rules,
                                                    &game->start);
      toguz_record_set_tag (record, "FEN", fen);
    }
  for (guint i = 0; i < game->n_played; i++)
    {
      TutorGameMove *move = g_ptr_array_index (game->moves, i);
      toguz_record_add_move (
        record, tutor_game_move_get_notation (move),
        toguz_record_kazan_note (tutor_game_move_get_event (move)), NULL);
    }
  record->result = g_strdup (result);
  /* PlayOK's mark of a game that ended with a side out of stones. */
  last = tutor_game_get_last_move (game);
  if (last && tutor_game_move_get_event (last)->end == TOGUZ_END_NO_MOVES)
    record->result_comment = g_strdup ("zero");
  return toguz_record_to_string (record, "\n");
}

/* A game read from a record, not yet taken. */
typedef struct
{
  ToguzReplay replay;
  GPtrArray *moves; /* TutorGameMove */
} ReadGame;

static void
read_game_free (ReadGame *read)
{
  g_ptr_array_unref (read->moves);
  g_free (read);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ReadGame, read_game_free)

static void
collect_move (const ToguzRuleset *rules, const ToguzPosition *position,
              const ToguzEvent *event, gpointer data)
{
  GPtrArray *moves = data;

  g_ptr_array_add (moves,
                   tutor_game_move_new (rules, moves->len, event, position));
}

/* Every game of a record, at least one. */
static GPtrArray *
read_records (const char *text, gsize length, const char *filename,
              GError **error)
{
  g_autoptr (GPtrArray) records = NULL;

  if (!toguz_record_check_size ((goffset) length, filename, error))
    return NULL;
  records = toguz_record_parse (text, length, filename, error);
  if (records == NULL)
    return NULL;
  if (records->len == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s: the file holds no game."), filename);
      return NULL;
    }
  return g_steal_pointer (&records);
}

/* The first `ply` plies of a game (all of them when it has fewer). */
static ReadGame *
replay_game (const ToguzRecord *record, guint ply, GError **error)
{
  g_autoptr (ReadGame) read = g_new0 (ReadGame, 1);

  read->moves = g_ptr_array_new_with_free_func (g_object_unref);
  if (!toguz_record_replay (record, toguz_ruleset_default (), collect_move,
                            read->moves, &read->replay, error))
    return NULL;
  if (ply < read->moves->len)
    g_ptr_array_set_size (read->moves, ply);
  return g_steal_pointer (&read);
}

static ReadGame *
read_game (const char *text, gsize length, const char *filename,
           GError **error)
{
  g_autoptr (GPtrArray) records = read_records (text, length, filename,
                                                error);

  return records ? replay_game (g_ptr_array_index (records, 0), G_MAXUINT,
                                error)
                 : NULL;
}

static void
take_read_game (TutorGame *game, ReadGame *read, GFile *file)
{
  take_game (game, &read->replay.rules, &read->replay.start, read->moves,
             file);
}

gboolean
tutor_game_load_record (TutorGame *game, const char *text, gsize length,
                        const char *filename, GError **error)
{
  g_autoptr (ReadGame) read = NULL;

  g_return_val_if_fail (TUTOR_IS_GAME (game), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  read = read_game (text, length, filename, error);
  if (read == NULL)
    return FALSE;
  take_read_game (game, read, NULL);
  return TRUE;
}

gboolean
tutor_game_load_record_game (TutorGame *game, const ToguzRecord *record,
                             guint ply, GFile *file, GError **error)
{
  g_autoptr (ReadGame) read = NULL;

  g_return_val_if_fail (TUTOR_IS_GAME (game), FALSE);
  g_return_val_if_fail (record != NULL, FALSE);
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), FALSE);

  read = replay_game (record, ply, error);
  if (read == NULL)
    return FALSE;
  take_read_game (game, read, file);
  return TRUE;
}

/* Files */

/* Stops reading a file too large to be a record: its size is refused. */
static gboolean
read_more (const char *contents, goffset size, gpointer data)
{
  return size <= TOGUZ_RECORD_MAX_FILE_SIZE;
}

typedef struct
{
  GBytes *contents;
  char *filename;
  char *path;               /* a local file's, else NULL */
} LoadJob;

static void
load_job_free (LoadJob *job)
{
  g_clear_pointer (&job->contents, g_bytes_unref);
  g_free (job->filename);
  g_free (job->path);
  g_free (job);
}

/* A local file, opened once and checked as opened (a file swapped for a
 * FIFO or a device after a check would block or never end), read and
 * parsed in the same thread. */
static void
read_local_in_thread (GTask *task, gpointer source, gpointer data,
                      GCancellable *cancellable)
{
  LoadJob *job = data;
  g_autofree char *text = NULL;
  gsize length = 0;
  GError *error = NULL;
  GPtrArray *records;

  if (!toguz_file_read_regular (job->path, TOGUZ_RECORD_MAX_FILE_SIZE, &text,
                                &length, &error))
    {
      /* Said as a record too large, as a partial read would. */
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE))
        {
          g_clear_error (&error);
          toguz_record_check_size (G_MAXINT64, job->filename, &error);
        }
      g_task_return_error (task, error);
      return;
    }
  records = read_records (text, length, job->filename, &error);
  if (records)
    g_task_return_pointer (task, records, (GDestroyNotify) g_ptr_array_unref);
  else
    g_task_return_error (task, error);
}

static void
read_in_thread (GTask *task, gpointer source, gpointer data,
                GCancellable *cancellable)
{
  LoadJob *job = data;
  gsize length;
  const char *text = g_bytes_get_data (job->contents, &length);
  GError *error = NULL;
  GPtrArray *records = read_records (text ? text : "", length, job->filename,
                                     &error);

  if (records)
    g_task_return_pointer (task, records, (GDestroyNotify) g_ptr_array_unref);
  else
    g_task_return_error (task, error);
}

static void
on_read (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GTask) task = data;
  GError *error = NULL;
  GPtrArray *records = g_task_propagate_pointer (G_TASK (result), &error);

  if (records == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, records, (GDestroyNotify) g_ptr_array_unref);
}

static void
on_loaded (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GTask) task = data;
  LoadJob *job = g_task_get_task_data (task);
  GError *error = NULL;
  char *contents = NULL;
  gsize length = 0;
  g_autoptr (GTask) reader = NULL;

  if (!g_file_load_partial_contents_finish (G_FILE (source), result,
                                            &contents, &length, NULL,
                                            &error))
    {
      g_task_return_error (task, error);
      return;
    }
  job->contents = g_bytes_new_take (contents, length);
  /* Parsing and replaying a long record is work for a thread. */
  reader = g_task_new (g_task_get_source_object (task),
                       g_task_get_cancellable (task), on_read,
                       g_object_ref (task));
  g_task_set_task_data (reader, job, NULL);
  g_task_run_in_thread (reader, read_in_thread);
}

static void
on_checked (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GTask) task = data;
  LoadJob *job = g_task_get_task_data (task);
  GError *error = NULL;
  g_autoptr (GFileInfo) info = g_file_query_info_finish (G_FILE (source),
                                                         result, &error);
  GCancellable *cancellable;
  guint32 mode = 0;

  if (info == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  /* A device, FIFO or socket, in the core's words; without a mode (not
   * a local file) it is said as a device.  Folders and broken links are
   * left to GIO, which says so itself. */
  if (g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_UNIX_MODE))
    mode = g_file_info_get_attribute_uint32 (info,
                                             G_FILE_ATTRIBUTE_UNIX_MODE);
  if (g_file_info_get_file_type (info) == G_FILE_TYPE_SPECIAL
      && !toguz_file_check_mode (job->filename, mode, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  cancellable = g_task_get_cancellable (task);
  g_file_load_partial_contents_async (G_FILE (source), cancellable,
                                      read_more, on_loaded,
                                      g_steal_pointer (&task));
}

void
tutor_game_read_file_async (TutorGame *game, GFile *file,
                            GCancellable *cancellable,
                            GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr (GTask) task = NULL;
  LoadJob *job;

  g_return_if_fail (TUTOR_IS_GAME (game));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (game, cancellable, callback, user_data);
  g_task_set_source_tag (task, tutor_game_read_file_async);
  job = g_new0 (LoadJob, 1);
  /* Messages name the file as people write it: a path when it has one. */
  job->filename = g_file_get_parse_name (file);
  job->path = g_file_get_path (file);
  g_task_set_task_data (task, job, (GDestroyNotify) load_job_free);
  if (job->path)
    {
      g_task_run_in_thread (task, read_local_in_thread);
      return;
    }
  /* Elsewhere (GVfs), what the file is, first: opening a FIFO would
   * block a GIO thread for ever, and a device never ends. */
  g_file_query_info_async (file,
                           G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                           G_FILE_ATTRIBUTE_UNIX_MODE,
                           G_FILE_QUERY_INFO_NONE, G_PRIORITY_DEFAULT,
                           cancellable, on_checked, g_steal_pointer (&task));
}

GPtrArray *
tutor_game_read_file_finish (TutorGame *game, GAsyncResult *result,
                             GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, game), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

static void
on_saved (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GTask) task = data;
  TutorGame *game = g_task_get_source_object (task);
  guint generation = GPOINTER_TO_UINT (g_task_get_task_data (task));
  GError *error = NULL;

  if (!g_file_replace_contents_finish (G_FILE (source), result, NULL,
                                       &error))
    {
      g_task_return_error (task, error);
      return;
    }
  game->saved_generation = generation;
  g_set_object (&game->file, G_FILE (source));
  changed (game, 0, 0, 0);
  g_task_return_boolean (task, TRUE);
}

void
tutor_game_save_file_async (TutorGame *game, GFile *file,
                            GCancellable *cancellable,
                            GAsyncReadyCallback callback, gpointer user_data)
{
  GTask *task;
  g_autoptr (GBytes) contents = NULL;
  char *text;

  g_return_if_fail (TUTOR_IS_GAME (game));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (game, cancellable, callback, user_data);
  g_task_set_source_tag (task, tutor_game_save_file_async);
  /* The game as it is now: moves played while it is written are not in
   * the file, so they still count as unsaved. */
  g_task_set_task_data (task, GUINT_TO_POINTER (game->generation), NULL);
  text = tutor_game_dup_record (game);
  contents = g_bytes_new_take (text, strlen (text));
  /* GIO writes a temporary file and renames it over the old one. */
  g_file_replace_contents_bytes_async (file, contents, NULL, FALSE,
                                       G_FILE_CREATE_REPLACE_DESTINATION,
                                       cancellable, on_saved, task);
}

gboolean
tutor_game_save_file_finish (TutorGame *game, GAsyncResult *result,
                             GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, game), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}
