#!/usr/bin/env python3
"""make-large-inputs.py OUTDIR: inputs up to 1 MiB for every fuzz target.

Each fuzz target runs once over OUTDIR/NAME/ (NAME: its corpus name, as in
tests/fuzz/meson.build) with -runs=0, so that a path quadratic in the size
of its input shows as a timeout.  Besides plain big inputs there are the
shapes an attacker would choose: 100k attributes on one element, 100k
tags in one game, 100k comments on one move, many tiny games, long FENs
and goals, a progress file of 100k groups or keys, a learner's name of
1 MiB.
"""

import os
import sys

MAX = 1024 * 1024
NS = "https://toguztutor.org/ns/lesson/1"
START = "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1"


def fill(head, item, tail, limit=MAX):
    """head + as many items as fit + tail, within limit bytes."""
    count = max(0, (limit - len(head) - len(tail)) // len(item))
    return head + item * count + tail


def numbered(head, make, tail, limit=MAX):
    """head + make(0) + make(1) + ... while within limit, + tail."""
    parts = [head]
    size = len(head) + len(tail)
    i = 0
    while True:
        part = make(i)
        if size + len(part) > limit:
            break
        parts.append(part)
        size += len(part)
        i += 1
    parts.append(tail)
    return b"".join(parts)


def lesson_inputs():
    head = ('<exercise-set xmlns="%s" id="x"><title>t</title>\n' % NS).encode()
    puzzle = ('<puzzle id="p%%d" difficulty="2" themes="capture">'
              '<position fen="%s"/><task goal="%%s"/></puzzle>\n' % START)
    tail = b"</exercise-set>\n"
    return {
        # libxml2 2.9 checks an element's attributes for duplicates pair
        # by pair.
        "attributes-one-element": numbered(
            ('<lesson xmlns="%s" id="x"><title' % NS).encode(),
            lambda i: b' a%d="v"' % i, b">t</title></lesson>\n"),
        "text-1mib": fill(
            ('<lesson xmlns="%s" id="x"><title>t</title><step><text>'
             % NS).encode(),
            "Қазақша বাংলা ਪੰਜਾਬੀ ".encode(), b"</text></step></lesson>\n"),
        "steps-many": numbered(
            ('<lesson xmlns="%s" id="x"><title>t</title>\n' % NS).encode(),
            lambda i: b"<step><text>s</text></step>\n", b"</lesson>\n"),
        "puzzles-best": numbered(
            head, lambda i: (puzzle % (i, "best")).encode(), tail),
        "puzzles-gain": numbered(
            head, lambda i: (puzzle % (i, "gain:50:12")).encode(), tail),
        "nesting-deep": fill(b"", b"<a>", b""),
        "entities-many": fill(
            ('<lesson xmlns="%s" id="x"><title>' % NS).encode(), b"&amp;",
            b"</title></lesson>\n"),
    }


def record_inputs():
    return {
        "tags-distinct": numbered(
            b"", lambda i: b'[T%d "v"]\n' % i, b"\n1. 76 98 *\n"),
        "tags-same": fill(b"", b'[Event "v"]\n', b"\n1. 76 98 *\n"),
        "comments-one-move": fill(b'[Event "x"]\n\n1. 76', b" {c}",
                                       b" 98 *\n"),
        "games-tiny-many": fill(b"", b'[Event "g"]\n\n1. 76 *\n\n', b""),
        "moves-many": fill(b'[Event "x"]\n\n', b"1. 76 98 ", b"*\n"),
        "comment-1mib": fill(b'[Event "x"]\n\n1. 76 {', b"c", b"} 98 *\n"),
        "tag-value-1mib": fill(b'[Event "', b"v", b'"]\n\n1. 76 *\n'),
        "fen-tag-long": fill(b'[FEN "', b"9S,", b'"]\n\n1. 76 *\n'),
    }


def fen_inputs():
    return {
        "items-long": fill(b"", b"9S,", b"/9S 0 0 S 1"),
        "digits-long": fill(b"", b"9", b"S/9S 0 0 S 1"),
        "spaces-long": fill(START.encode()[:-2], b" ", b"S 1"),
    }


def notation_inputs():
    return {
        "digits-long": fill(b"", b"7", b""),
        "key-long": fill(b"", b"g1d2", b""),
    }


def goal_inputs():
    return {
        "capture-digits": fill(b"capture:", b"9", b""),
        "gain-digits": fill(b"gain:1:", b"0", b"1"),
        "colons": fill(b"gain", b":", b""),
    }


def setup_inputs():
    # Every edit, again and again; a move played keeps validating.
    ops = bytes([0, 2, 9, 0, 1, 1, 9, 0, 2, 5, 1, 0, 5, 7, 3, 2,
                 6, 12, 0, 0, 3, 0, 1, 0, 4, 0, 7, 0])
    return {
        "edits-many": fill(b"\x00", ops, b""),
        "plays-many": fill(b"\x00", bytes([6, 14, 0, 0, 6, 4, 0, 0]), b""),
    }


PROGRESS_HEAD = b"[Toguz Tutor]\nversion=1\nattempts=2147483647\n"


def progress_inputs():
    return {
        "groups-many": numbered(
            PROGRESS_HEAD, lambda i: b"[set%d]\na.stars=3\n" % i, b""),
        "keys-one-group": numbered(
            PROGRESS_HEAD + b"[sowing]\n",
            lambda i: b"t%d.stars=3\n" % i, b""),
        "attempts-many": numbered(
            PROGRESS_HEAD,
            lambda i: b"[Attempt %d]\nset=s\ntask=t\nsolved=true\n" % (i + 1),
            b""),
        "value-1mib": fill(PROGRESS_HEAD + b"[sowing]\nposition=", b"9",
                           b"\n"),
        "line-1mib": fill(PROGRESS_HEAD, b"x", b"\n"),
    }


def csv_inputs():
    attempts = b"".join(
        b"[Attempt %d]\nset=s\nset-title=a,b\\n\"c\"\ntask=t\n" % (i + 1)
        for i in range(3))
    file = PROGRESS_HEAD + attempts
    return {
        "name-1mib": fill(b"", b"=", b"\0" + file),
        "name-quotes-1mib": fill(b"", b'"\r\n,', b"\0" + file),
        "attempts-many": numbered(
            b"Dana\0" + PROGRESS_HEAD,
            lambda i: b"[Attempt %d]\nset==1+1\ntask=\\r\\n\n" % (i + 1),
            b""),
    }


RESULTS_HEAD = (b"learner,time,set,set_title,puzzle,answers_tried,hints_used,"
                b"solved,stars,seconds,set_fingerprint\r\n")


def class_results_inputs():
    return {
        # Every row a new learner and a new task: a sparse grid.
        "rows-distinct": numbered(
            RESULTS_HEAD,
            lambda i: b"L%d,2026-11-30T09:00:00Z,s,S,t%d,54 65,0,yes,3,40,"
                      b"a1b2c3d4e5f6\r\n" % (i, i), b""),
        # Alike but for the title: they must not share a hash bucket.
        "rows-title-only": numbered(
            RESULTS_HEAD,
            lambda i: b"Dana,2026-11-30T09:00:00Z,s,S%d,t,,0,no,0,1,\r\n"
                      % i, b""),
        "rows-duplicate": fill(
            RESULTS_HEAD,
            b"Dana,2026-11-30T09:00:00Z,s,S,t,,0,no,0,1,\r\n", b""),
        "lines-empty": fill(RESULTS_HEAD, b"\r\n", b""),
        "commas-one-line": fill(RESULTS_HEAD, b",", b"\r\n"),
        "quotes-unterminated": fill(RESULTS_HEAD + b'"', b'""', b""),
        "field-1mib": fill(RESULTS_HEAD, b"x", b",,,,,,,,,,\r\n"),
        "newlines-quoted": fill(RESULTS_HEAD + b'Dana,,s,"', b"\r\n",
                                b'",t,,0,no,0,1,\r\n'),
    }


TARGETS = {
    "lesson": lesson_inputs,
    "check": lesson_inputs,
    "record": record_inputs,
    "fen": fen_inputs,
    "notation": notation_inputs,
    "goal": goal_inputs,
    "setup-fen": setup_inputs,
    "progress": progress_inputs,
    "csv": csv_inputs,
    "class-results": class_results_inputs,
}


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: make-large-inputs.py OUTDIR")
    for target, make in TARGETS.items():
        directory = os.path.join(sys.argv[1], target)
        os.makedirs(directory, exist_ok=True)
        for name, data in make().items():
            assert len(data) <= MAX, (target, name, len(data))
            with open(os.path.join(directory, name), "wb") as f:
                f.write(data)


if __name__ == "__main__":
    main()
