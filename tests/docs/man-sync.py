#!/usr/bin/env python3
# man-sync.py: the manual pages and the bash completion say what the
# programs do.
#
#   man-sync.py SOURCE_ROOT TOGUZ TOGUZ_TUTOR
#
# The commands and options of data/man/toguz.1 against "toguz --help" and
# each command's --help, both ways (and the short forms and argument
# names); its variants and goals against --help and the goals of the core
# (core/search/toguz-goal.h); its version; every example of its EXAMPLES,
# run.  Both pages through groff -ww and mandoc -Tlint, where installed.  The options of data/man/toguz-tutor.1 against
# "toguz-tutor --help-all".  The values the completion
# (data/completions/toguz) offers for an option, against what toguz
# accepts.  TAP output.
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

source, toguz, tutor = map(os.path.abspath, sys.argv[1:4])
man_dir = os.path.join(source, 'data', 'man')
completion = os.path.join(source, 'data', 'completions', 'toguz')
results = []
# English --help, whatever the machine's language.
english = dict(os.environ, LC_ALL='C.UTF-8', LANGUAGE='')
OPTION = re.compile(r'^\s+(?:-(\w), )?--([\w-]+)(?:=(\S+))?(?:\s|$)')


def check(ok, what, *details):
    results.append(ok)
    print('%s %d - %s' % ('ok' if ok else 'not ok', len(results), what))
    if not ok:
        for detail in details:
            print('# ' + str(detail).replace('\n', '\n# '))


def run(args, **kwargs):
    kwargs.setdefault('env', english)
    return subprocess.run(args, capture_output=True, text=True, timeout=300,
                          **kwargs)


def help_text(*words):
    return run([toguz, *words, '--help']).stdout


# --help ------------------------------------------------------------------

def help_options(text):
    """(long, short, metavar) of each option but --help itself."""
    found = set()
    for line in text.splitlines():
        m = OPTION.match(line)
        if m and m.group(2) != 'help':
            found.add((m.group(2), m.group(1), m.group(3)))
    return found


def help_block(text, heading, pattern):
    """The first group of `pattern` on each line after `heading`."""
    names, inside = [], False
    for line in text.splitlines():
        if line.startswith(heading):
            inside = True
        elif inside:
            m = re.match(pattern, line)
            if not m:
                break
            names.append(m.group(1))
    return names


def help_commands():
    """Every command path: ('play',), ('lesson', 'check'), ..."""
    paths = []
    for command in help_block(help_text(), 'Commands:', r'  ([a-z][\w-]*) '):
        subs = re.findall(r'^  toguz %s ([a-z][\w-]*)' % command,
                          help_text(command), re.M)
        paths += [(command, sub) for sub in subs] or [(command,)]
    return paths


# The manual page -----------------------------------------------------------

def unescape(text):
    text = re.sub(r'\\f[BIRP]|\\f\[\w*\]|\\&|\\\||\\~', '', text)
    return (text.replace(r'\-', '-').replace(r'\(dq', '"')
            .replace(r'\(lq', '"').replace(r'\(rq', '"')
            .replace(r'\e', '\\'))


def macro_text(line):
    """What a font macro line says: .BR a b joins a and b, .B a b spaces."""
    if not line.startswith('.'):
        return unescape(line)
    name, _, rest = line.partition(' ')
    args = [a[1:-1] if a.startswith('"') else a
            for a in re.findall(r'"[^"]*"|\S+', rest)]
    alternating = len(name) == 3
    return unescape(('' if alternating else ' ').join(args))


class Page:
    def __init__(self, path):
        self.sections = {}   # .SH name: its lines
        self.subsections = {}  # .SS name: its lines
        self.title = ''
        current = sub = None
        with open(path, encoding='utf-8') as f:
            for line in f.read().splitlines():
                if line.startswith('.TH '):
                    self.title = line
                if line.startswith('.SH '):
                    current = self.sections.setdefault(
                        line[4:].strip('"'), [])
                    sub = None
                elif line.startswith('.SS '):
                    sub = self.subsections.setdefault(line[4:].strip('"'), [])
                elif current is not None:
                    current.append(line)
                    if sub is not None:
                        sub.append(line)

    @staticmethod
    def tags(lines):
        """The tag of each .TP, as text."""
        return [macro_text(lines[i + 1]) for i in range(len(lines) - 1)
                if lines[i] == '.TP']

    def options(self, lines):
        found = set()
        for tag in self.tags(lines):
            m = OPTION.match(' ' + tag)
            if m:
                found.add((m.group(2), m.group(1), m.group(3)))
        return found

    def examples(self):
        """Each "$ command" of the EXAMPLES' .EX blocks, lines joined."""
        commands, inside, pending = [], False, ''
        for line in self.sections.get('EXAMPLES', []):
            if line == '.EX':
                inside = True
            elif line == '.EE':
                inside = False
            elif inside:
                text = pending + unescape(line)
                if text.endswith('\\'):
                    pending = text[:-1]
                    continue
                pending = ''
                if text.startswith('$ '):
                    commands.append(text[2:])
        return commands


def version_of(page):
    m = re.search(r'"Toguz Tutor ([\d.]+)"', page.title)
    return m.group(1) if m else None


def differ(what, help_side, page_side):
    missing = sorted(map(str, help_side - page_side))
    extra = sorted(map(str, page_side - help_side))
    check(not missing and not extra, what,
          *(['in --help, not in the page: %s' % ', '.join(missing)]
            if missing else []),
          *(['in the page, not in --help: %s' % ', '.join(extra)]
            if extra else []))


# Both pages render without a warning ---------------------------------------

for name in ('toguz.1', 'toguz-tutor.1'):
    path = os.path.join(man_dir, name)
    for tool, args in (('groff', ['-man', '-Tutf8', '-ww', '-z']),
                       ('mandoc', ['-Tlint', '-Wwarning'])):
        if shutil.which(tool) is None:
            results.append(True)
            print('ok %d - # SKIP %s is not installed' % (len(results), tool))
            continue
        done = run([tool, *args, path])
        check(done.returncode == 0 and not done.stderr + done.stdout,
              '%s %s gives no warning' % (tool, name), done.stderr,
              done.stdout)

# toguz.1 -------------------------------------------------------------------

page = Page(os.path.join(man_dir, 'toguz.1'))
paths = help_commands()
check(len(paths) > 5, 'toguz --help lists the commands', paths)
differ('toguz.1 has a section for every command and no other',
       {' '.join(('toguz',) + p) for p in paths}, set(page.subsections))
for path in paths:
    name = ' '.join(('toguz',) + path)
    differ('%s: the options of --help and of toguz.1' % name,
           help_options(help_text(*path)),
           page.options(page.subsections.get(name, [])))

# The program's own options: each documented one works.
for tag in page.tags(page.sections.get('OPTIONS', [])):
    for word in re.split(r',\s*', tag):
        done = run([toguz, word])
        check(done.returncode == 0 and done.stdout,
              'toguz %s, in toguz.1, works' % word, done.stderr)

version = run([toguz, '--version']).stdout.split()
check(version[1:] == [version_of(page)],
      'toguz.1 is of version %s' % ' '.join(version[1:]), page.title)

solve_help = help_text('solve')
variants = help_block(solve_help, 'Variants:', r'  ([\w-]+) +\d+ holes')
check(len(variants) >= 3, 'toguz --help lists the variants', variants)
differ('the variants of --help and of toguz.1', set(variants),
       set(page.tags(page.sections.get('VARIANTS', []))))

goals = help_block(solve_help, 'GOAL is one of:', r'  ([a-z][\w:-]*) ')
with open(os.path.join(source, 'core', 'search', 'toguz-goal.h'),
          encoding='utf-8') as f:
    enum = re.search(r'typedef enum\s*\{(.*?)\}\s*ToguzGoalKind', f.read(),
                     re.S).group(1)
kinds = re.findall(r'^\s*(TOGUZ_GOAL_\w+)', enum, re.M)
core_goals = re.findall(r'TOGUZ_GOAL_\w+(?: = \d+)?,\s*/\* (\S+)', enum)
check(len(kinds) == len(core_goals),
      'every goal kind of toguz-goal.h names its goal', kinds, core_goals)
differ('the goals of toguz-goal.h and of --help', set(core_goals),
       set(goals))
differ('the goals of --help and of toguz.1', set(goals),
       set(page.tags(page.sections.get('GOALS', []))))
ending = '2,6S,5,1S/2,2S,5,1S 76 76 S 30'
for goal in goals:
    written = re.sub(r'[A-Z]', '1', goal)
    done = run([toguz, 'solve', '--from', ending, '--depth', '1',
                '--goal', written])
    check(done.returncode == 0, 'toguz solve takes the goal %s' % written,
          done.stderr)

with tempfile.TemporaryDirectory() as work:
    os.symlink(os.path.join(source, 'lessons'), os.path.join(work, 'lessons'))
    examples = page.examples()
    check(len(examples) >= 5, 'toguz.1 has examples', examples)
    for example in examples:
        args = shlex.split(example)
        done = run([toguz] + args[1:], cwd=work) if args[0] == 'toguz' \
            else None
        check(done is not None and done.returncode == 0,
              'the example runs: %s' % example,
              done.stderr if done else 'not a toguz command')

# toguz-tutor.1 -------------------------------------------------------------

tutor_page = Page(os.path.join(man_dir, 'toguz-tutor.1'))
tutor_env = dict(english, GSETTINGS_BACKEND='memory')
tutor_help = run([tutor, '--help-all'], env=tutor_env)
check(tutor_help.returncode == 0, 'toguz-tutor --help-all',
      tutor_help.stderr)


def all_options(text):
    return {o[:2] for o in help_options(text)} | \
        ({('help', 'h')} if '--help' in text else set())


differ('toguz-tutor: the options of --help-all and of toguz-tutor.1',
       all_options(tutor_help.stdout),
       {o[:2] for o in tutor_page.options(
           tutor_page.sections.get('OPTIONS', []))})
check(version_of(tutor_page) == version_of(page),
      'toguz-tutor.1 is of the same version', tutor_page.title)
for example in tutor_page.examples():
    files = [a for a in shlex.split(example) if '/' in a and '=' not in a]
    check(all(os.path.isfile(os.path.join(source, a)) for a in files),
          'the files of the example are there: %s' % example, files)

# The completion's values ---------------------------------------------------

listed = run(['bash', '-c', 'source "$1"; for o in "${!_toguz_values[@]}"; '
              'do echo "$o ${_toguz_values[$o]}"; done', 'bash', completion])
values = dict((line.split()[0], line.split()[1:])
              for line in listed.stdout.splitlines())
check(listed.returncode == 0 and values,
      'the completion lists the values of some options', listed.stderr)
with tempfile.TemporaryDirectory() as work:
    missing = os.path.join(work, 'missing')
    for option, words in sorted(values.items()):
        users = [p for p in paths
                 if option[2:] in {o[0] for o in help_options(help_text(*p))}]
        check(users, 'some command has %s' % option)
        for path in users:
            base = [toguz, *path]
            if 'output' in {o[0] for o in help_options(help_text(*path))}:
                base += ['-o', os.path.join(work, 'out')]
            # The check is worth something: a wrong value is refused.
            wrong = run(base + [option + '=wrong', missing])
            check(wrong.returncode == 2, 'toguz %s refuses %s=wrong'
                  % (' '.join(path), option), wrong.stderr)
            for word in words:
                done = run(base + ['%s=%s' % (option, word), missing])
                check(done.returncode == 1, 'toguz %s takes %s=%s'
                      % (' '.join(path), option, word), done.stderr)

with open(os.path.join(source, 'po', 'LINGUAS'), encoding='utf-8') as f:
    languages = set(f.read().split()) | {'en'}
differ('the completion\'s languages and po/LINGUAS with en', languages,
       set(values.get('--lang', [])))

print('1..%d' % len(results))
sys.exit(0 if all(results) else 1)
