#!/usr/bin/env python3
# po-report.py: how complete each translation is, as TAP.
#
# Extracts the messages from the sources listed in po/POTFILES.in (as the
# pot target does), merges every po/LANG.po of po/LINGUAS with them, and
# reports translated / fuzzy / untranslated per language.  A language
# below 100% translated, with a fuzzy message, or with obsolete entries
# left in the file (msgmerge keeps them as #~), fails.  With `help`, the
# same for the user guide: the template from data/help/C/*.page (itstool,
# as gnome.yelp makes it) and data/help/LANG/LANG.po of data/help/LINGUAS.
#
# Usage: po-report.py SOURCE_ROOT [help]

import os
import re
import subprocess
import sys
import tempfile

# The keywords and flags of meson's 'glib' preset, which po/meson.build
# uses to make the template.
XGETTEXT_ARGS = [
    '--from-code=UTF-8', '--add-comments',
    '--keyword=_', '--keyword=N_', '--keyword=C_:1c,2', '--keyword=NC_:1c,2',
    '--keyword=g_dcgettext:2', '--keyword=g_dngettext:2,3',
    '--keyword=g_dpgettext2:2c,3',
    '--flag=N_:1:pass-c-format', '--flag=C_:2:pass-c-format',
    '--flag=NC_:2:pass-c-format', '--flag=g_dngettext:2:pass-c-format',
    '--flag=g_strdup_printf:1:c-format', '--flag=g_string_printf:2:c-format',
    '--flag=g_string_append_printf:2:c-format',
    '--flag=g_error_new:3:c-format', '--flag=g_set_error:4:c-format',
    '--flag=g_markup_printf_escaped:1:c-format', '--flag=g_log:3:c-format',
    '--flag=g_print:1:c-format', '--flag=g_printerr:1:c-format',
    '--flag=g_printf:1:c-format', '--flag=g_fprintf:2:c-format',
    '--flag=g_sprintf:2:c-format', '--flag=g_snprintf:3:c-format',
]


def read_list(path):
    with open(path, encoding='utf-8') as f:
        return [line.strip() for line in f
                if line.strip() and not line.startswith('#')]


def statistics(po):
    """msgfmt's counts: translated, fuzzy, untranslated."""
    result = subprocess.run(['msgfmt', '--statistics', '-o', os.devnull, po],
                            capture_output=True, text=True, check=True)
    counts = {'translated': 0, 'fuzzy': 0, 'untranslated': 0}
    for number, kind in re.findall(r'(\d+) (translated|fuzzy|untranslated)',
                                   result.stderr):
        counts[kind] = int(number)
    return counts


def app_template(root, pot):
    env = dict(os.environ, GETTEXTDATADIRS=os.path.join(root, 'lessons'))
    subprocess.run(['xgettext', *XGETTEXT_ARGS, '--package-name=toguz-tutor',
                    '-D', root, '-f', os.path.join(root, 'po', 'POTFILES.in'),
                    '-o', pot], check=True, env=env)


def help_template(root, pot):
    pages = os.path.join(root, 'data', 'help', 'C')
    subprocess.run(['itstool', '-o', pot] + sorted(
        os.path.join(pages, name) for name in os.listdir(pages)
        if name.endswith('.page')), check=True)


def main():
    root = sys.argv[1]
    guide = sys.argv[2:] == ['help']
    po_dir = os.path.join(root, 'data', 'help') if guide else \
        os.path.join(root, 'po')
    languages = read_list(os.path.join(po_dir, 'LINGUAS'))
    print('1..%d' % max(1, len(languages)))
    if not languages:
        print('ok 1 # SKIP no languages in %s/LINGUAS' % po_dir)
        return 0

    failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, 'template.pot')
        (help_template if guide else app_template)(root, pot)
        print('# %-3s %10s %6s %12s %9s' % ('', 'translated', 'fuzzy',
                                            'untranslated', 'obsolete'))
        for number, lang in enumerate(languages, 1):
            po = os.path.join(po_dir, lang, lang + '.po') if guide else \
                os.path.join(po_dir, lang + '.po')
            merged = os.path.join(tmp, lang + '.po')
            subprocess.run(['msgmerge', '--quiet', '--no-fuzzy-matching',
                            '-o', merged, po, pot], check=True)
            counts = statistics(merged)
            with open(merged, encoding='utf-8') as f:
                obsolete = sum(1 for line in f if line.startswith('#~ msgid'))
            total = sum(counts.values())
            share = 100.0 * counts['translated'] / total if total else 0.0
            print('# %-3s %10d %6d %12d %9d   %5.1f%%'
                  % (lang, counts['translated'], counts['fuzzy'],
                     counts['untranslated'], obsolete, share))
            problems = []
            if counts['untranslated']:
                problems.append('%d untranslated' % counts['untranslated'])
            if counts['fuzzy']:
                problems.append('%d fuzzy' % counts['fuzzy'])
            if obsolete:
                problems.append('%d obsolete: drop them with msgattrib '
                                '--no-obsolete' % obsolete)
            if problems:
                failed += 1
                print('not ok %d - %s: %s' % (number, lang,
                                              ', '.join(problems)))
            else:
                print('ok %d - %s: %d of %d translated' % (number, lang,
                                                          counts['translated'],
                                                          total))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
