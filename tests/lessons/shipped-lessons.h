/* shipped-lessons.h: the lessons the tutor ships, step by step
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One place for the tests that go through every shipped lesson.  Each
 * lesson's steps, one letter a step: "." a step to read, G a goal, M
 * listed moves, and the predictions L (landing), C (capture), Y (legal),
 * T (which hole becomes a tuzdik) and A (is this tuzdik allowed?), and
 * Q a question with options; P a task played out against the beginner,
 * so that a lesson cannot lose a step or a task unnoticed.
 */
#pragma once

typedef struct
{
  const char *file; /* in lessons/ */
  const char *id;
  const char *part; /* part="…" */
  const char *steps;
} ShippedLesson;

static const ShippedLesson shipped_lessons[] = {
  { "00-bestemshe.xml", "bestemshe", "first-steps",
    "....L.LL.CCGLGGG." },
  { "01-sowing.xml", "sowing", "rules",
    ".....L.L.L.LYGLG" },
  { "02-single-ball.xml", "single-ball", "rules",
    "..LLYLGLM" },
  { "03-even-captures.xml", "even-captures", "rules",
    "...CCCGCG" },
  { "04-tuzdik.xml", "tuzdik", "rules",
    "...YL.TGTLG" },
  { "05-tuzdik-restrictions.xml", "tuzdik-restrictions", "rules",
    ".C.T.TGTAAGC" },
  { "06-end-of-game.xml", "end-of-game", "rules",
    "..Y..LG.G.GC" },
  { "07-notation.xml", "notation", "rules",
    "..LM..TC..LMC" },
  { "08-reach-and-counting.xml", "reach-and-counting", "playing",
    ".LC.LCGG.LCGGG" },
  { "09-tactics-captures.xml", "tactics-captures", "playing",
    ".CG.CG.CGGGGG" },
  { "10-tactics-tuzdik.xml", "tactics-tuzdik", "playing",
    "TG.GAMGGGGGG" },
  { "11-quiet-moves.xml", "quiet-moves", "playing",
    ".LG.GCGGGGCG" },
  { "12-endgame.xml", "endgame", "playing",
    ".GGGG.LGGLGG" },
  { "13-openings.xml", "openings", "playing",
    ".M.G.CGGMTCCT.GG" },
  { "14-practice.xml", "practice", "playing",
    ".CPPPPPTPPPPP" },
  { "16-history.xml", "history", "culture",
    ".QQLQQQQQQQ.QQTQGQAQ" },
  { "17-other-boards.xml", "other-boards", "culture",
    "..LTG.AG.G.LGCLA" },
};
