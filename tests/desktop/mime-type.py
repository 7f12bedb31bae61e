#!/usr/bin/env python3
# mime-type.py: lesson files are a file type the desktop knows, as TAP.
#
# Usage: mime-type.py SOURCE_ROOT MIME_XML DESKTOP_FILE
#
# The built shared-mime-info package (with its translated names) goes into
# a scratch database beside the system's freedesktop.org.xml; GIO (what
# Files asks) then names a lesson saved as *.toguz.xml, and a lesson with
# no ending by its content, as the tutor's type; other XML stays
# application/xml.  The desktop entry offers the tutor for the type and
# for game records, and the type has its icon.
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

LESSON_TYPE = 'application/x-toguz-lesson+xml'
MIME_NS = '{http://www.freedesktop.org/standards/shared-mime-info}'
XML_LANG = '{http://www.w3.org/XML/1998/namespace}lang'

source, mime_xml, desktop_file = sys.argv[1:4]
results = []


def check(ok, what):
    results.append(ok)
    print(('ok' if ok else 'not ok') + ' %d - %s' % (len(results), what))


def content_type(env, path):
    out = subprocess.run(['gio', 'info', '-a', 'standard::content-type',
                          path], env=env, capture_output=True, text=True)
    match = re.search(r'standard::content-type: (\S+)', out.stdout)
    return match.group(1) if match else out.stderr.strip()


system = '/usr/share/mime/packages/freedesktop.org.xml'
if not (shutil.which('gio') and shutil.which('update-mime-database')
        and os.path.isfile(system)):
    print('1..0 # SKIP gio, update-mime-database or shared-mime-info '
          'missing (apt-get install libglib2.0-bin shared-mime-info)')
    sys.exit(0)

root = ET.parse(mime_xml).getroot()
types = root.findall(MIME_NS + 'mime-type')
check([t.get('type') for t in types] == [LESSON_TYPE],
      'the package defines %s' % LESSON_TYPE)
comments = types[0].findall(MIME_NS + 'comment') if types else []
languages = {c.get(XML_LANG) for c in comments}
with open(os.path.join(source, 'po', 'LINGUAS')) as linguas:
    wanted = {w for line in linguas for w in line.split()
              if not line.startswith('#')}
missing = ' '.join(sorted(wanted - languages))
check(None in languages and not missing,
      'its name is translated into every language of po/LINGUAS'
      + (' (missing: %s)' % missing if missing else ''))

with tempfile.TemporaryDirectory() as scratch:
    packages = os.path.join(scratch, 'mime', 'packages')
    os.makedirs(packages)
    shutil.copy(system, packages)
    shutil.copy(mime_xml, packages)
    subprocess.run(['update-mime-database', os.path.join(scratch, 'mime')],
                   check=True, capture_output=True)
    env = dict(os.environ, XDG_DATA_DIRS=scratch,
               XDG_DATA_HOME=os.path.join(scratch, 'home'))

    lesson = os.path.join(source, 'lessons', '01-sowing.xml')
    saved = os.path.join(scratch, 'week-1.toguz.xml')
    shutil.copy(os.path.join(source, 'lessons', 'examples',
                             'teacher-sample.xml'), saved)
    bare = os.path.join(scratch, 'lesson-without-ending')
    shutil.copy(os.path.join(source, 'lessons', '16-history.xml'), bare)
    other = os.path.join(scratch, 'notes.xml')
    with open(other, 'w') as f:
        f.write('<?xml version="1.0"?>\n<notes><p>Not a lesson.</p></notes>\n')
    record = os.path.join(source, 'tests', 'data', 'games',
                          'master-2018.pgn')

    check(content_type(env, saved) == LESSON_TYPE,
          'a set saved as NAME.toguz.xml is a lesson file')
    got = content_type(env, bare)
    check(got == LESSON_TYPE,
          'a lesson with no file ending is known by its content (%s)' % got)
    check(content_type(env, other) == 'application/xml',
          'other XML stays application/xml')
    check(content_type(env, lesson) in ('application/xml', LESSON_TYPE),
          'a shipped lesson is XML')
    record_type = content_type(env, record)
    check(record_type == 'application/vnd.chess-pgn',
          'a game record is PGN (%s)' % record_type)

with open(desktop_file) as f:
    entry = f.read()
match = re.search(r'^MimeType=(.*)$', entry, re.M)
offered = match.group(1).split(';') if match else []
check(LESSON_TYPE in offered, 'the desktop entry opens lesson files')
check('application/vnd.chess-pgn' in offered,
      'the desktop entry opens game records')
icon = os.path.join(source, 'data', 'icons', 'hicolor', 'scalable',
                    'mimetypes', LESSON_TYPE.replace('/', '-') + '.svg')
check(os.path.isfile(icon), 'the type has its icon (%s)'
      % os.path.relpath(icon, source))

print('1..%d' % len(results))
sys.exit(0 if all(results) else 1)
