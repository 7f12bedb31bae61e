#!/usr/bin/env python3
# glossary-check.py: no translation uses a term its glossary rules out, as
# TAP.
#
# Each po/glossary-LANG.md may end with a "## Not to use" table
# (| Avoid | Use instead | Why |).  An Avoid term is a substring, matched
# without regard to case, that must not occur in any msgstr of po/LANG.po:
# a reviewer's correction (a riddle for a puzzle, a calque) stays made.
#
# Usage: glossary-check.py SOURCE_ROOT

import os
import re
import sys


def avoided_terms(glossary):
    """The Avoid column of the "Not to use" section, with its rows' why."""
    terms = []
    section = False
    for line in glossary.splitlines():
        if line.startswith('## '):
            section = line.strip().lower() == '## not to use'
            continue
        if not section or not line.startswith('|'):
            continue
        cells = [c.strip() for c in line.strip().strip('|').split('|')]
        if not cells or cells[0] in ('Avoid', '') or set(cells[0]) <= set('-:'):
            continue
        terms.append((cells[0], cells[1] if len(cells) > 1 else ''))
    return terms


def unquote(text):
    return bytes(text, 'utf-8').decode('unicode_escape').encode(
        'latin-1').decode('utf-8')


def msgstrs(po_text):
    """Each msgstr (plural forms too) joined from its lines, with the
    line where it starts."""
    entries = []
    current = None
    for number, line in enumerate(po_text.splitlines(), 1):
        if line.startswith('#'):
            continue
        match = re.match(r'msgstr(\[\d+\])? "(.*)"$', line)
        if match:
            current = [number, unquote(match.group(2))]
            entries.append(current)
            continue
        match = re.match(r'"(.*)"$', line)
        if match and current is not None:
            current[1] += unquote(match.group(1))
            continue
        current = None
    return entries


def main():
    po_dir = os.path.join(sys.argv[1], 'po')
    with open(os.path.join(po_dir, 'LINGUAS'), encoding='utf-8') as f:
        languages = [l.strip() for l in f if l.strip() and not l.startswith('#')]
    print('1..%d' % len(languages))
    for number, lang in enumerate(languages, 1):
        glossary_path = os.path.join(po_dir, 'glossary-%s.md' % lang)
        if not os.path.exists(glossary_path):
            print('ok %d - %s # SKIP no glossary' % (number, lang))
            continue
        with open(glossary_path, encoding='utf-8') as f:
            terms = avoided_terms(f.read())
        with open(os.path.join(po_dir, lang + '.po'), encoding='utf-8') as f:
            entries = msgstrs(f.read())
        found = []
        for term, instead in terms:
            for line, text in entries:
                if term.lower() in text.lower():
                    found.append('%s.po:%d: "%s" (the glossary says: %s)'
                                 % (lang, line, term, instead))
        if found:
            print('not ok %d - %s: %d terms the glossary rules out'
                  % (number, lang, len(found)))
            for problem in found:
                print('# ' + problem)
        else:
            print('ok %d - %s: none of %d ruled-out terms'
                  % (number, lang, len(terms)))


main()
