/* test-progress.c: the learner's progress on disk, without a display
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two instances on one data directory (a school's shared computer with
 * no session bus, or a learner's second session) are two TutorProgress
 * on one path, or this program run again as a writer.  alarm() turns a
 * hang into a failure.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utime.h>

#include "toguz-class-results.h"
#include "tutor-progress.h"

/* No test takes near this long; one that hangs fails. */
#define HANG_GUARD 60

static char *scratch;

static gboolean
wake_up (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until done (data) holds; alarm() is the guard. */
static void
run_until (gboolean (*done) (gpointer), gpointer data)
{
  guint waker = g_timeout_add (10, wake_up, NULL);

  alarm (HANG_GUARD);
  while (!done (data))
    g_main_context_iteration (NULL, TRUE);
  alarm (0);
  g_source_remove (waker);
}

static gboolean
progress_saved (gpointer progress)
{
  return !tutor_progress_is_saving (progress);
}

static guint
solved_on_disk (const char *path)
{
  g_autoptr (TutorProgress) again = tutor_progress_new (path);

  g_assert_null (tutor_progress_take_load_problem (again));
  return tutor_progress_count_solved (again, "sowing");
}

static void
remove_record (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *lock = g_strconcat (path, ".lock", NULL);
  g_autoptr (GDir) entries = NULL;
  const char *name;

  g_remove (path);
  g_remove (lock);
  entries = g_dir_open (dir, 0, NULL);
  while (entries && (name = g_dir_read_name (entries)))
    {
      g_autofree char *other = g_build_filename (dir, name, NULL);
      g_remove (other);
    }
  g_rmdir (dir);
}

/* A file beside `path`, last changed `age` seconds ago. */
static char *
leave_file (const char *dir, const char *name, gint64 age)
{
  char *path = g_build_filename (dir, name, NULL);
  struct utimbuf times;

  g_assert_true (g_file_set_contents (path, "[half", -1, NULL));
  times.actime = times.modtime = (time_t) (g_get_real_time ()
                                           / G_USEC_PER_SEC - age);
  g_assert_cmpint (g_utime (path, &times), ==, 0);
  return path;
}

/* g_file_set_contents () killed in the middle leaves progress.ini.XXXXXX
 * behind: the next start removes such files once old, and nothing
 * else. */
static void
test_killed_save_removed (void)
{
  g_autofree char *dir = g_build_filename (scratch, "killed", NULL);
  g_autofree char *path = g_build_filename (dir, "progress.ini", NULL);
  const char *kept[] = {
    "progress.ini.Fresh1",   /* a save under way, perhaps */
    "progress.ini.broken-20260101-000000",
    "progress.ini.ab-12c",
    "progress.ini.AbC1234",
    "progress.ini.Ab12",
    "other.ini.AbC123",
    "progress.iniXAbC123",
  };
  g_autofree char *killed = NULL, *killed_again = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  killed = leave_file (dir, "progress.ini.AbC123", 24 * 60 * 60);
  killed_again = leave_file (dir, "progress.ini.x9Y8z7", 60 * 60);
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    g_free (leave_file (dir, kept[i], i == 0 ? 0 : 24 * 60 * 60));

  /* With no record yet, as after a first save that was killed. */
  g_object_unref (tutor_progress_new (path));
  g_assert_false (g_file_test (killed, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (killed_again, G_FILE_TEST_EXISTS));
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *other = g_build_filename (dir, kept[i], NULL);

      g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));
      g_remove (other);
    }
  g_rmdir (dir);
}

/* Changes reach the file off the main thread; saving at the end writes
 * the newest at once, and no older write lands after it. */
static void
test_progress_written_in_thread (void)
{
  g_autofree char *path = g_build_filename (scratch, "threads", "p.ini",
                                            NULL);
  g_autoptr (TutorProgress) progress = tutor_progress_new (path);
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_path_get_dirname (path);
  /* Kept beside the file: removing it would race another writer. */
  g_autofree char *lock = g_strconcat (path, ".lock", NULL);

  g_assert_false (tutor_progress_is_saving (progress));
  tutor_progress_record_task (progress, "sowing", "a", 3, 0);
  g_assert_true (tutor_progress_is_saving (progress));
  run_until (progress_saved, progress);
  g_assert_cmpuint (solved_on_disk (path), ==, 1);

  /* Several changes while a thread writes, then the end of the program. */
  tutor_progress_record_task (progress, "sowing", "b", 3, 0);
  tutor_progress_record_task (progress, "sowing", "c", 2, 1);
  g_assert_true (tutor_progress_save (progress, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (solved_on_disk (path), ==, 3);
  run_until (progress_saved, progress);
  g_assert_cmpuint (solved_on_disk (path), ==, 3);
  g_remove (path);
  g_remove (lock);
  g_rmdir (dir);
}

/* The writer the two-instance test runs twice: reads the record, says so,
 * waits for the word, then records its tasks (each with an attempt) and
 * saves: both have read the file before either writes. */
static int
write_progress (const char *path, char **tasks)
{
  g_autoptr (TutorProgress) progress = tutor_progress_new (path);
  g_autoptr (GError) error = NULL;
  char line[16];

  printf ("read\n");
  fflush (stdout);
  if (!fgets (line, sizeof line, stdin))
    return 1;
  for (guint i = 0; tasks[i]; i++)
    {
      TutorAttempt attempt = { .set_id = "sowing", .task_id = tasks[i],
                               .solved = TRUE, .stars = 3 };

      tutor_progress_record_task (progress, "sowing", tasks[i], 3, 0);
      tutor_progress_record_attempt (progress, &attempt);
    }
  return tutor_progress_save (progress, &error) ? 0 : 1;
}

static GSubprocess *
start_writer (const char *path, const char *task, const char *other)
{
  g_autoptr (GError) error = NULL;
  GSubprocess *writer
    = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE
                          | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                        &error, "/proc/self/exe", "--write-progress", path,
                        task, other, NULL);
  g_autoptr (GDataInputStream) out = NULL;
  g_autofree char *line = NULL;

  g_assert_no_error (error);
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (writer));
  line = g_data_input_stream_read_line (out, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (line, ==, "read");
  return writer;
}

/* Two instances on one data directory (no session bus to hand over):
 * each saves what it did, and the file holds the results of both. */
static void
test_two_instances_keep_progress (void)
{
  g_autofree char *path = g_build_filename (scratch, "two", "p.ini", NULL);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *lock = g_strconcat (path, ".lock", NULL);
  g_autoptr (GSubprocess) first = NULL, second = NULL;
  g_autoptr (TutorProgress) both = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *csv = NULL;

  /* One solved before either started. */
  {
    g_autoptr (TutorProgress) before = tutor_progress_new (path);

    tutor_progress_record_task (before, "sowing", "a", 1, 0);
    g_assert_true (tutor_progress_save (before, &error));
    g_assert_no_error (error);
  }
  first = start_writer (path, "b", "c");
  second = start_writer (path, "d", "a");
  for (guint i = 0; i < 2; i++)
    {
      GSubprocess *writer = i == 0 ? first : second;

      g_assert_true (g_output_stream_write_all (
        g_subprocess_get_stdin_pipe (writer), "go\n", 3, NULL, NULL,
        &error));
      g_assert_no_error (error);
    }
  g_assert_true (g_subprocess_wait_check (first, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_wait_check (second, NULL, &error));
  g_assert_no_error (error);

  g_assert_cmpuint (solved_on_disk (path), ==, 4);
  both = tutor_progress_new (path);
  for (const char *task = "abcd"; *task; task++)
    {
      char id[] = { *task, '\0' };
      int stars = 0;

      g_assert_true (tutor_progress_get_task (both, "sowing", id, &stars,
                                              NULL));
      /* The best stars win: "a" was solved again with three. */
      g_assert_cmpint (stars, ==, 3);
    }
  g_assert_cmpuint (tutor_progress_count_attempts (both), ==, 4);
  csv = tutor_progress_dup_attempts_csv (both, "x");
  for (const char *task = "abcd"; *task; task++)
    {
      g_autofree char *field = g_strdup_printf (",sowing,,%c,", *task);

      g_assert_nonnull (strstr (csv, field));
    }

  /* A reset is no result to merge: it replaces the file. */
  tutor_progress_reset (both);
  g_assert_true (tutor_progress_save (both, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (solved_on_disk (path), ==, 0);
  g_remove (path);
  g_remove (lock);
  g_rmdir (dir);
}

static void
count_reloads (TutorProgress *progress, const char *set_id, guint *reloads)
{
  /* A NULL set: any set, as when what another program saved comes in. */
  if (set_id == NULL)
    (*reloads)++;
}

static gboolean
knows_b (gpointer progress)
{
  return tutor_progress_get_task (progress, "sowing", "b", NULL, NULL);
}

static int
stars_of (TutorProgress *progress, const char *task)
{
  int stars = -1;

  g_assert_true (tutor_progress_get_task (progress, "sowing", task, &stars,
                                          NULL));
  return stars;
}

static void
record (TutorProgress *progress, const char *task, int stars)
{
  TutorAttempt attempt = { .set_id = "sowing", .task_id = task,
                           .solved = TRUE, .stars = stars };

  tutor_progress_record_task (progress, "sowing", task, stars, 0);
  tutor_progress_record_attempt (progress, &attempt);
}

/* Another program saves to the file we follow: what it saved comes in
 * as it lands, merged as before a write (the best stars, both sides'
 * attempts, our change it never saw), and "changed" says so once. */
static void
test_follows_disk (void)
{
  g_autofree char *path = g_build_filename (scratch, "follow", "p.ini",
                                            NULL);
  g_autoptr (TutorProgress) ours = tutor_progress_new (path);
  g_autoptr (GSubprocess) other = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *csv = NULL;
  guint reloads = 0;

  tutor_progress_follow_disk (ours);
  g_signal_connect (ours, "changed", G_CALLBACK (count_reloads), &reloads);
  record (ours, "a", 1);
  g_assert_true (tutor_progress_save (ours, &error));
  g_assert_no_error (error);
  /* The other has read the file; ours changes after. */
  other = start_writer (path, "b", "a");
  record (ours, "c", 2);
  run_until (progress_saved, ours);
  g_assert_true (g_output_stream_write_all (
    g_subprocess_get_stdin_pipe (other), "go\n", 3, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_wait_check (other, NULL, &error));
  g_assert_no_error (error);

  run_until (knows_b, ours);
  g_assert_cmpuint (reloads, ==, 1);
  g_assert_cmpint (stars_of (ours, "a"), ==, 3);
  g_assert_cmpint (stars_of (ours, "b"), ==, 3);
  g_assert_cmpint (stars_of (ours, "c"), ==, 2);
  g_assert_cmpuint (tutor_progress_count_solved (ours, "sowing"), ==, 3);
  g_assert_cmpuint (tutor_progress_count_attempts (ours), ==, 4);
  csv = tutor_progress_dup_attempts_csv (ours, "x");
  for (const char *task = "abc"; *task; task++)
    {
      g_autofree char *field = g_strdup_printf (",sowing,,%c,", *task);

      g_assert_nonnull (strstr (csv, field));
    }
  /* Saving again keeps it all. */
  record (ours, "d", 3);
  g_assert_true (tutor_progress_save (ours, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (solved_on_disk (path), ==, 4);
  g_clear_object (&ours);
  remove_record (path);
}

/* Not following the file: what another saved still comes in with our
 * next save, which merged it (in a thread, and at the end). */
static void
test_write_brings_theirs (void)
{
  g_autofree char *path = g_build_filename (scratch, "brings", "p.ini",
                                            NULL);
  g_autoptr (TutorProgress) ours = tutor_progress_new (path);
  g_autoptr (TutorProgress) theirs = NULL;
  g_autoptr (GError) error = NULL;
  guint reloads = 0;

  g_signal_connect (ours, "changed", G_CALLBACK (count_reloads), &reloads);
  record (ours, "a", 3);
  g_assert_true (tutor_progress_save (ours, &error));
  g_assert_no_error (error);
  theirs = tutor_progress_new (path);
  record (theirs, "b", 2);
  g_assert_true (tutor_progress_save (theirs, &error));
  g_assert_no_error (error);

  record (ours, "c", 1);
  run_until (progress_saved, ours);
  g_assert_true (knows_b (ours));
  g_assert_cmpuint (reloads, ==, 1);
  g_assert_cmpuint (tutor_progress_count_attempts (ours), ==, 3);

  record (theirs, "d", 2);
  g_assert_true (tutor_progress_save (theirs, &error));
  g_assert_no_error (error);
  record (ours, "e", 1);
  g_assert_true (tutor_progress_save (ours, &error));
  g_assert_no_error (error);
  g_assert_true (tutor_progress_get_task (ours, "sowing", "d", NULL, NULL));
  g_assert_cmpuint (reloads, ==, 2);
  g_assert_cmpuint (tutor_progress_count_solved (ours, "sowing"), ==, 5);
  g_clear_object (&ours);
  g_clear_object (&theirs);
  remove_record (path);
}

/* The step a lesson was left at is where this window is: a lesson
 * finished goes back to its start on disk too, not to the larger step
 * saved before. */
static void
test_position_stays_ours (void)
{
  g_autofree char *path = g_build_filename (scratch, "position", "p.ini",
                                            NULL);
  g_autoptr (TutorProgress) ours = tutor_progress_new (path);
  g_autoptr (GError) error = NULL;

  tutor_progress_set_position (ours, "sowing", 5);
  g_assert_true (tutor_progress_save (ours, &error));
  g_assert_no_error (error);
  tutor_progress_set_position (ours, "sowing", 0);
  g_assert_true (tutor_progress_save (ours, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tutor_progress_get_position (ours, "sowing"), ==, 0);
  {
    g_autoptr (TutorProgress) again = tutor_progress_new (path);

    g_assert_cmpuint (tutor_progress_get_position (again, "sowing"), ==, 0);
  }
  g_clear_object (&ours);
  remove_record (path);
}

/* Renamed over the record, as another program could. */
static void
replace_with (const char *path, const char *link_target)
{
  g_autofree char *swap = g_strconcat (path, ".swap", NULL);

  if (link_target)
    g_assert_cmpint (symlink (link_target, swap), ==, 0);
  else
    g_assert_cmpint (mkfifo (swap, 0600), ==, 0);
  g_assert_cmpint (g_rename (swap, path), ==, 0);
}

static guint
count_kept_aside (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *prefix = g_strconcat (base, ".broken-", NULL);
  g_autoptr (GDir) entries = g_dir_open (dir, 0, NULL);
  const char *name;
  guint kept = 0;

  while (entries && (name = g_dir_read_name (entries)))
    kept += g_str_has_prefix (name, prefix);
  return kept;
}

/* Read at start as a new instance reads it. */
static void
assert_refused_at_start (const char *path, const char *why)
{
  g_autoptr (TutorProgress) again = tutor_progress_new (path);
  g_autofree char *problem = tutor_progress_take_load_problem (again);

  g_assert_nonnull (problem);
  g_assert_nonnull (strstr (problem, why));
  g_assert_cmpuint (tutor_progress_count_solved (again, "sowing"), ==, 0);
}

/* A FIFO or a link to a device put in the record's place: following it,
 * saving over it and reading it at start neither block nor read without
 * end; it is kept aside, as a broken file is, and the record goes on. */
static void
test_hostile_file (void)
{
  g_autofree char *path = g_build_filename (scratch, "hostile", "p.ini",
                                            NULL);
  g_autofree char *other = g_build_filename (scratch, "hostile", "q.ini",
                                             NULL);
  g_autoptr (TutorProgress) ours = tutor_progress_new (path);
  g_autoptr (GError) error = NULL;
  const char *targets[] = { NULL, "/dev/zero" };
  GStatBuf buf;

  tutor_progress_follow_disk (ours);
  record (ours, "a", 3);
  g_assert_true (tutor_progress_save (ours, &error));
  g_assert_no_error (error);

  alarm (HANG_GUARD);
  for (guint i = 0; i < G_N_ELEMENTS (targets); i++)
    {
      const char *task = i == 0 ? "b" : "c";

      replace_with (path, targets[i]);
      record (ours, task, 3);
      g_assert_true (tutor_progress_save (ours, &error));
      g_assert_no_error (error);
      g_assert_cmpint (g_lstat (path, &buf), ==, 0);
      g_assert_true (S_ISREG (buf.st_mode));
      g_assert_cmpuint (solved_on_disk (path), ==, i + 2);
      g_assert_cmpuint (count_kept_aside (path), >=, 1);

      replace_with (other, targets[i]);
      assert_refused_at_start (other, i == 0 ? "named pipe (FIFO)"
                                             : "is a device");
      g_assert_cmpuint (count_kept_aside (other), >=, 1);
    }
  alarm (0);
  g_clear_object (&ours);
  remove_record (path);
}


/* A NUL in the record (a file zeroed by a crash, or cut in a value): it
 * is refused at start and kept aside byte for byte, not read in half (a
 * value cut at the NUL read back otherwise once saved, as the progress
 * fuzzer found). */
static void
test_nul_refused (void)
{
  static const char text[] = "[Toguz Tutor]\nversion=1\nattempts=1\n\n"
                             "[Attempt 1]\nset=sow\r\0ing\ntask=b\n"
                             "solved=false\n";
  g_autofree char *path = g_build_filename (scratch, "nul", "p.ini", NULL);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr (GDir) entries = NULL;
  const char *name;
  gboolean kept = FALSE;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text, sizeof text - 1, NULL));
  assert_refused_at_start (path, "a NUL byte: not a text file");
  entries = g_dir_open (dir, 0, NULL);
  while (entries && (name = g_dir_read_name (entries)))
    if (g_str_has_prefix (name, "p.ini.broken-"))
      {
        g_autofree char *aside = g_build_filename (dir, name, NULL);
        g_autofree char *contents = NULL;
        gsize length;

        g_assert_true (g_file_get_contents (aside, &contents, &length,
                                            NULL));
        g_assert_cmpmem (contents, length, text, sizeof text - 1);
        kept = TRUE;
      }
  g_assert_true (kept);
}

/* One meaning of solved: a task recorded without a star (its solution
 * shown) is shown and failed, not solved, until it earns one. */
static void
test_shown_is_not_solved (void)
{
  g_autofree char *path = g_build_filename (scratch, "shown",
                                            "progress.ini", NULL);
  g_autoptr (TutorProgress) progress = tutor_progress_new (path);

  tutor_progress_record_task (progress, "sowing", "shown", 0, 1);
  tutor_progress_record_task (progress, "sowing", "found", 2, 0);
  g_assert_false (tutor_progress_is_solved (progress, "sowing", "shown"));
  g_assert_true (tutor_progress_get_failed (progress, "sowing", "shown"));
  g_assert_true (tutor_progress_is_solved (progress, "sowing", "found"));
  g_assert_cmpuint (tutor_progress_count_solved (progress, "sowing"), ==, 1);
  g_assert_cmpuint (tutor_progress_count_shown (progress, "sowing"), ==, 1);
  g_assert_cmpuint (tutor_progress_count_stars (progress, "sowing"), ==, 2);

  /* Failed again after it was solved: back in the queue, not counted. */
  tutor_progress_record_failure (progress, "sowing", "found");
  g_assert_cmpuint (tutor_progress_count_solved (progress, "sowing"), ==, 0);
  g_assert_cmpuint (tutor_progress_count_stars (progress, "sowing"), ==, 0);

  tutor_progress_record_task (progress, "sowing", "shown", 1, 0);
  g_assert_true (tutor_progress_is_solved (progress, "sowing", "shown"));
  g_assert_cmpuint (tutor_progress_count_shown (progress, "sowing"), ==, 0);
  g_assert_true (tutor_progress_save (progress, NULL));
  remove_record (path);
}

/* A record from before sets were known by their ids kept an opened
 * file's progress under a digest of its path: read, it is the set's,
 * merged with what the set's id already held, its ratings and attempts
 * too; nothing else is touched. */
static void
test_path_keys_migrated (void)
{
  g_autofree char *dir = g_build_filename (scratch, "migrated", NULL);
  g_autofree char *path = g_build_filename (dir, "progress.ini", NULL);
  g_autoptr (TutorProgress) progress = NULL;
  g_autoptr (TutorProgress) again = NULL;
  g_autofree char *csv = NULL;
  int stars = 0, hints = 0;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path,
    "[Toguz Tutor]\nversion=1\nattempts=1\n\n"
    "[file-0a1b2c3d4e-week-1]\nt1.stars=2\nt1.hints=1\nt2.failed=true\n"
    "best-streak=4\n\n"
    "[file-99999999ff-week-1]\nt1.stars=3\nt3.stars=1\n\n"
    "[week-1]\nt1.stars=1\nbest-streak=2\n\n"
    "[file-notahexnum-x]\nt.stars=1\n\n"
    "[Puzzle ratings]\nfile-0a1b2c3d4e-week-1/t1=1620.00;230.10;0.060000;1\n\n"
    "[Attempt 1]\ntime=2026-11-30T09:14:02Z\nset=file-0a1b2c3d4e-week-1\n"
    "set-title=Week 1\ntask=t1\nanswers=54;\nhints=1\nsolved=true\n"
    "stars=2\nseconds=48\n", -1, NULL));

  progress = tutor_progress_new (path);
  g_assert_null (tutor_progress_take_load_problem (progress));
  g_assert_true (tutor_progress_get_task (progress, "week-1", "t1", &stars,
                                          &hints));
  g_assert_cmpint (stars, ==, 3);
  g_assert_cmpint (hints, ==, 1);
  g_assert_true (tutor_progress_get_failed (progress, "week-1", "t2"));
  g_assert_true (tutor_progress_is_solved (progress, "week-1", "t3"));
  g_assert_cmpint (tutor_progress_get_number (progress, "week-1",
                                              "best-streak"), ==, 4);
  g_assert_cmpuint (tutor_progress_count_solved (
                      progress, "file-0a1b2c3d4e-week-1"), ==, 0);
  /* Not a digest of a path: left as it is. */
  g_assert_true (tutor_progress_is_solved (progress, "file-notahexnum-x",
                                           "t"));
  csv = tutor_progress_dup_attempts_csv (progress, "Aru");
  g_assert_nonnull (strstr (csv, ",week-1,Week 1,t1,"));
  g_assert_null (strstr (csv, "file-0a1b2c3d4e"));
  g_assert_true (tutor_progress_save (progress, NULL));

  again = tutor_progress_new (path);
  g_assert_cmpuint (tutor_progress_count_solved (again, "week-1"), ==, 2);
  {
    g_autofree char *text = NULL;

    g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
    g_assert_nonnull (strstr (text, "\nweek-1/t1=1620.00;230.10;0.060000;1"));
    g_assert_null (strstr (text, "file-0a1b2c3d4e"));
  }
  remove_record (path);
}

/* What the tutor exports, the teacher's class results read back field
 * for field: an attempt with every field, one with none of the optional
 * ones, and a formula-like name. */
static void
test_export_reads_back (void)
{
  g_autofree char *path = g_build_filename (scratch, "export", "p.ini",
                                            NULL);
  g_autoptr (TutorProgress) progress = tutor_progress_new (path);
  g_autoptr (ToguzClassResults) results = toguz_class_results_new ();
  g_autoptr (GPtrArray) answers = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *csv = NULL;
  TutorAttempt full = { .set_id = "week-1", .set_title = "Week 1, \"A\"",
                        .task_id = "t1", .answers = answers, .hints = 2,
                        .solved = TRUE, .stars = 2, .seconds = 75,
                        .set_fingerprint = "0123456789ab" };
  TutorAttempt bare = { .set_id = "week-1", .task_id = "t2" };
  const ToguzAttempt *read;

  g_ptr_array_add (answers, (gpointer) "54");
  g_ptr_array_add (answers, (gpointer) "65x");
  tutor_progress_record_attempt (progress, &full);
  tutor_progress_record_attempt (progress, &bare);
  csv = tutor_progress_dup_attempts_csv (progress, "=Aru");
  g_assert_true (toguz_class_results_add_csv (results, "export.csv", csv,
                                              strlen (csv), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (toguz_class_results_get_n_attempts (results), ==, 2);
  read = toguz_class_results_get_attempt (results, 0);
  if (strcmp (read->task_id, "t1") != 0)
    read = toguz_class_results_get_attempt (results, 1);
  g_assert_cmpstr (read->learner, ==, "=Aru");
  g_assert_cmpstr (read->set_id, ==, "week-1");
  g_assert_cmpstr (read->set_title, ==, "Week 1, \"A\"");
  g_assert_cmpstr (read->answers_tried, ==, "54 65x");
  g_assert_cmpuint (read->hints_used, ==, 2);
  g_assert_true (read->solved);
  g_assert_cmpuint (read->stars, ==, 2);
  g_assert_cmpuint (read->seconds, ==, 75);
  g_assert_cmpstr (read->set_fingerprint, ==, "0123456789ab");
  g_assert_cmpuint (toguz_class_results_get_n_tasks (results), ==, 2);
  g_assert_true (tutor_progress_save (progress, NULL));
  remove_record (path);
}

int
main (int argc, char **argv)
{
  int status;

  if (argc >= 3 && strcmp (argv[1], "--write-progress") == 0)
    return write_progress (argv[2], argv + 3);
  g_test_init (&argc, &argv, NULL);
  scratch = g_dir_make_tmp ("test-progress-XXXXXX", NULL);
  g_assert_nonnull (scratch);
  g_test_add_func ("/progress/killed-save-removed", test_killed_save_removed);
  g_test_add_func ("/progress/written-in-thread",
                   test_progress_written_in_thread);
  g_test_add_func ("/progress/two-instances-keep-progress",
                   test_two_instances_keep_progress);
  g_test_add_func ("/progress/follows-disk", test_follows_disk);
  g_test_add_func ("/progress/write-brings-theirs",
                   test_write_brings_theirs);
  g_test_add_func ("/progress/position-stays-ours",
                   test_position_stays_ours);
  g_test_add_func ("/progress/hostile-file", test_hostile_file);
  g_test_add_func ("/progress/nul-refused", test_nul_refused);
  g_test_add_func ("/progress/shown-is-not-solved", test_shown_is_not_solved);
  g_test_add_func ("/progress/path-keys-migrated", test_path_keys_migrated);
  g_test_add_func ("/progress/export-reads-back", test_export_reads_back);
  status = g_test_run ();
  g_rmdir (scratch);
  g_free (scratch);
  return status;
}
