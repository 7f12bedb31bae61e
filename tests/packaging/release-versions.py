#!/usr/bin/env python3
# release-versions.py: data/NEWS, the metainfo's <releases> and meson's
# project version tell the same releases, as TAP.
#
# Usage: release-versions.py NEWS METAINFO.xml.in PROJECT_VERSION
#
# NEWS is in GNOME's style, newest first: "Version X.Y.Z", a line of ~ as
# long as it, "Released: YYYY-MM-DD", a blank line, then the changes as
# "* " items.

import datetime
import re
import sys
import xml.etree.ElementTree as ET

HEADING = re.compile(r'^Version (\S+)$')
RELEASED = re.compile(r'^Released: (\d{4}-\d{2}-\d{2})$')

results = []


def check(ok, what):
    results.append(ok)
    print('%s %d - %s' % ('ok' if ok else 'not ok', len(results), what))


def read_news(path):
    """The (version, date) pairs of NEWS, and its problems as FILE:LINE."""
    with open(path, encoding='utf-8') as f:
        lines = f.read().split('\n')
    releases, problems = [], []
    for number, line in enumerate(lines, 1):
        heading = HEADING.match(line)
        if not heading:
            continue
        underline = lines[number] if number < len(lines) else ''
        released = lines[number + 1] if number + 1 < len(lines) else ''
        if underline != '~' * len(line):
            problems.append('%s:%d: write a line of %d ~ under "%s"'
                            % (path, number + 1, len(line), line))
        date = RELEASED.match(released)
        if not date:
            problems.append('%s:%d: write "Released: YYYY-MM-DD" under the '
                            'heading of %s' % (path, number + 2,
                                               heading.group(1)))
        releases.append((heading.group(1), date.group(1) if date else None))
    return releases, problems


def read_metainfo(path):
    root = ET.parse(path).getroot()
    return [(r.get('version'), r.get('date'))
            for r in root.findall('./releases/release')]


def newest_first(releases):
    dates = [d for _, d in releases]
    try:
        parsed = [datetime.date.fromisoformat(d) for d in dates]
    except (TypeError, ValueError):
        return False
    versions = [tuple(int(p) for p in v.split('.')) for v, _ in releases
                if re.fullmatch(r'\d+(\.\d+)*', v)]
    return (parsed == sorted(parsed, reverse=True)
            and len(versions) == len(releases)
            and versions == sorted(versions, reverse=True)
            and len(set(versions)) == len(versions))


def main():
    news_path, metainfo_path, project_version = sys.argv[1:4]
    news, problems = read_news(news_path)
    metainfo = read_metainfo(metainfo_path)

    check(news != [], '%s names its releases' % news_path)
    check(not problems, 'every release of NEWS has its underline and date'
          + ''.join('\n# ' + p for p in problems))
    check(metainfo != [], 'the metainfo has <releases>')
    check(news == metainfo,
          'NEWS and the metainfo name the same releases and dates '
          '(NEWS %s, metainfo %s)' % (news, metainfo))
    check(newest_first(news), 'the releases come newest first, each once')
    newest = news[0][0] if news else None
    check(newest == project_version,
          "the newest release, %s, is meson's project version %s"
          % (newest, project_version))
    print('1..%d' % len(results))
    return 0 if all(results) else 1


if __name__ == '__main__':
    sys.exit(main())
