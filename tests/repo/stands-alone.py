#!/usr/bin/env python3
# stands-alone.py: a checkout needs nothing beside it.
#
# The tests and the miner read their game records from inside the source
# tree, and nothing in the project points at files outside it (the
# workplace's ../shared, its RULES.md or DESIGN.md): the rules are written
# in core/rules/README.md.  TAP output.
import os
import subprocess
import sys

source = os.path.realpath(sys.argv[1])
games = os.path.realpath(sys.argv[2])
failures = []


def check(ok, what):
    failures.append(None if ok else what)
    print(('ok' if ok else 'not ok') + ' %d - %s' % (len(failures), what))


check(os.path.commonpath([source, games]) == source,
      'the game records are inside the source tree (%s)' % games)
for name in ('master-2018.pgn', 'playok-2025-sample.pgn',
             'playok-2025-3170.pgn', 'playstrategy_FgWSk5be.txt',
             'README.md'):
    check(os.path.isfile(os.path.join(games, name)),
          '%s is in %s' % (name, os.path.relpath(games, source)))
check(os.path.isfile(os.path.join(source, 'core', 'rules', 'README.md')),
      'the rules are written in core/rules/README.md')


def release_files():
    """The files of a tree that is not a git checkout (a release tarball
    unpacked), without the build directories in it."""
    found = []
    for directory, subdirs, names in os.walk(source):
        subdirs[:] = [d for d in subdirs if not d.startswith(('.git', '_build'))
                      and not os.path.exists(os.path.join(directory, d,
                                                          'meson-private'))]
        found += [os.path.relpath(os.path.join(directory, n), source)
                  for n in names]
    return sorted(found)


# Every tracked file that builds, tests or explains the project: git's
# list in a checkout, the tree itself in a release tarball.
# (A tarball unpacked inside some other checkout is not one.)
toplevel = subprocess.run(['git', '-C', source, 'rev-parse', '--show-toplevel'],
                          capture_output=True, text=True)
in_git = (toplevel.returncode == 0
          and os.path.realpath(toplevel.stdout.strip()) == source)
if in_git:
    files = subprocess.run(['git', '-C', source, 'ls-files'],
                           capture_output=True, text=True).stdout.split()
else:
    files = release_files()
outside = []
for name in files:
    if name.startswith(('tests/data/', 'po/')) or name == 'tests/repo/stands-alone.py':
        continue
    if not name.endswith(('.c', '.h', '.build', '.py', '.sh', '.md', '.txt',
                          '.rng', '.xml', '.in', '.json', 'run', 'dev',
                          'build-deb', 'NEWS')) \
       and not name.startswith('build-aux/debian/'):
        continue
    with open(os.path.join(source, name), encoding='utf-8',
              errors='replace') as f:
        for number, line in enumerate(f, 1):
            # .ci/run says that the clone has no ../shared beside it.
            if ('../shared' in line and 'no ../shared' not in line) \
               or 'RULES.md' in line or 'DESIGN.md' in line:
                outside.append('%s:%d' % (name, number))
check(files != [], 'the files are listed (%s)'
      % ('git ls-files' if in_git else 'the tree, no git checkout'))
check(not outside, 'nothing points outside the checkout%s'
      % (': ' + ', '.join(outside[:10]) if outside else ''))

print('1..%d' % len(failures))
sys.exit(1 if any(failures) else 0)
