#!/usr/bin/env python3
# potfiles-complete.py: every file with a translatable string is in
# po/POTFILES.in, and every file listed there exists, as TAP.
#
# Usage: potfiles-complete.py SOURCE_ROOT

import os
import re
import sys

# What marks a string for translation, by kind of file.
C_MARKERS = re.compile(r'\b(?:_|N_|C_|NC_|ngettext|g_dngettext|'
                       r'g_dpgettext2)\s*\(')
UI_MARKER = re.compile(r'translatable\s*=\s*"yes"')
DATA_MARKERS = re.compile(r'<summary>|<description>|<comment>|^Name=|^Comment=|'
                          r'^Keywords=|<name>', re.M)

# Where they may be.  lessons/examples/ holds teachers' samples with their
# translations inline (xml:lang), which gettext does not see.
SCANNED = ['core', 'tutor', 'data', 'lessons']
SKIPPED = ['lessons/examples']


COMMENTS = re.compile(r'/\*.*?\*/|//[^\n]*', re.S)


def wants_translation(relative, text):
    if relative.endswith(('.c', '.h')):
        return C_MARKERS.search(COMMENTS.sub('', text)) is not None
    if relative.endswith('.ui'):
        return UI_MARKER.search(text) is not None
    if relative.startswith('lessons/') and relative.endswith('.xml'):
        return True  # every shipped lesson is translated (lessons/its/)
    if relative.startswith('data/') and relative.endswith(('.in', '.xml')):
        return DATA_MARKERS.search(text) is not None
    return False


def main():
    root = sys.argv[1]
    with open(os.path.join(root, 'po', 'POTFILES.in'), encoding='utf-8') as f:
        lines = [line.strip() for line in f]
    listed = [line for line in lines if line and not line.startswith('#')]

    found = []
    for top in SCANNED:
        for directory, subdirs, files in os.walk(os.path.join(root, top)):
            relative_dir = os.path.relpath(directory, root)
            if any(relative_dir == s or relative_dir.startswith(s + '/')
                   for s in SKIPPED):
                continue
            for name in files:
                relative = os.path.join(relative_dir, name)
                with open(os.path.join(root, relative), encoding='utf-8',
                          errors='replace') as f:
                    if wants_translation(relative, f.read()):
                        found.append(relative)

    missing = sorted(set(found) - set(listed))
    gone = sorted(p for p in listed
                  if not os.path.exists(os.path.join(root, p)))
    print('1..3')
    if missing:
        print('not ok 1 - files with translatable strings missing from '
              'po/POTFILES.in: add them')
        for path in missing:
            print('#   %s' % path)
    else:
        print('ok 1 - the %d files with translatable strings are listed'
              % len(found))
    if gone:
        print('not ok 2 - po/POTFILES.in lists files that do not exist')
        for path in gone:
            print('#   %s' % path)
    else:
        print('ok 2 - every listed file exists')
    if listed != sorted(listed):
        print('not ok 3 - po/POTFILES.in is not sorted')
    else:
        print('ok 3 - po/POTFILES.in is sorted')
    return 1 if missing or gone or listed != sorted(listed) else 0


if __name__ == '__main__':
    sys.exit(main())
