#!/usr/bin/env python3
# data-translated.py: the built desktop entry and metainfo carry every
# language of po/LINGUAS, as TAP.
#
# Usage: data-translated.py DESKTOP METAINFO LANG...

import re
import sys


def main():
    desktop_path, metainfo_path, *languages = sys.argv[1:]
    with open(desktop_path, encoding='utf-8') as f:
        desktop = f.read()
    with open(metainfo_path, encoding='utf-8') as f:
        metainfo = f.read()
    print('1..%d' % max(1, len(languages)))
    if not languages:
        print('ok 1 # SKIP no languages in po/LINGUAS')
        return 0
    failed = 0
    for number, lang in enumerate(languages, 1):
        missing = [key for key in ('GenericName', 'Comment', 'Keywords')
                   if not re.search(r'^%s\[%s\]=' % (key, re.escape(lang)),
                                    desktop, re.M)]
        paragraphs = len(re.findall(r'<p xml:lang="%s">' % re.escape(lang),
                                    metainfo))
        captions = len(re.findall(r'<caption xml:lang="%s">'
                                  % re.escape(lang), metainfo))
        if paragraphs == 0 or captions == 0:
            missing.append('metainfo description or captions')
        if missing:
            failed += 1
            print('not ok %d - %s: no %s' % (number, lang, ', '.join(missing)))
        else:
            print('ok %d - %s: desktop entry and metainfo (%d paragraphs, '
                  '%d captions)' % (number, lang, paragraphs, captions))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
