#!/usr/bin/env python3
# flatpak-manifest.py: the Flatpak manifest builds this project as it
# installs itself, as TAP.  (The GNOME runtime is not here to build it.)
#
# Usage: flatpak-manifest.py MANIFEST APP_ID DESKTOP.in METAINFO.xml.in
#                            SOURCE_ROOT BINARY...
#
# Its app-id is the project's application ID, which the desktop entry and
# the metainfo are named by; its command is a program the project
# installs; it runs on the GNOME 43 runtime (GTK 4.8, libadwaita 1.2, what
# the build allows); it asks for the display and the GPU but no files (the
# tutor opens them through the file chooser portal) and no network; the
# project module is built with meson, and every local source exists.

import json
import os
import sys
import xml.etree.ElementTree as ET

results = []


def check(ok, what):
    results.append(ok)
    print('%s %d - %s' % ('ok' if ok else 'not ok', len(results), what))


def local_sources(modules):
    """(module name, source) for every source with a path, nested too."""
    for module in modules:
        if isinstance(module, str):  # a module in a file of its own
            yield None, {'type': 'file', 'path': module}
            continue
        for source in module.get('sources', []):
            if isinstance(source, str):
                yield module.get('name'), {'type': 'file', 'path': source}
            elif 'path' in source:
                yield module.get('name'), source
        yield from local_sources(module.get('modules', []))


def main():
    manifest_path, app_id, desktop_in, metainfo_in, source_root = sys.argv[1:6]
    binaries = sys.argv[6:]
    here = os.path.dirname(os.path.abspath(manifest_path))
    try:
        with open(manifest_path, encoding='utf-8') as f:
            manifest = json.load(f)
    except ValueError as error:
        check(False, '%s is JSON: %s' % (manifest_path, error))
        print('1..1')
        return 1
    check(isinstance(manifest, dict), '%s is a JSON object' % manifest_path)

    manifest_id = manifest.get('app-id', manifest.get('id'))
    check(manifest_id == app_id,
          'its app-id %s is the project\'s %s' % (manifest_id, app_id))
    check(os.path.basename(manifest_path) == app_id + '.json',
          'the manifest is named by the app-id')
    check(os.path.basename(desktop_in) == app_id + '.desktop.in',
          'the desktop entry is named by the app-id')
    metainfo = ET.parse(metainfo_in).getroot()
    check(metainfo.findtext('id') == app_id,
          'the metainfo\'s <id> is the app-id')
    check(metainfo.findtext('launchable') == app_id + '.desktop',
          'the metainfo launches %s.desktop' % app_id)

    command = manifest.get('command')
    check(command in binaries,
          'its command %s is a program the project installs (%s)'
          % (command, ', '.join(binaries)))
    check((manifest.get('runtime'), manifest.get('sdk'),
           manifest.get('runtime-version'))
          == ('org.gnome.Platform', 'org.gnome.Sdk', '43'),
          'it runs on org.gnome.Platform 43 and builds with its Sdk')

    args = manifest.get('finish-args', [])
    for wanted in ('--share=ipc', '--socket=wayland',
                   '--socket=fallback-x11', '--device=dri'):
        check(wanted in args, 'finish-args has %s' % wanted)
    broad = [a for a in args
             if a.startswith(('--filesystem', '--share=network',
                              '--socket=x11', '--device=all',
                              '--talk-name=org.freedesktop.Flatpak'))]
    check(not broad, 'finish-args asks for no files, network or host '
          'access beyond the display%s'
          % (': ' + ', '.join(broad) if broad else ''))

    modules = manifest.get('modules', [])
    project = [m for m in modules
               if isinstance(m, dict) and m.get('name') == 'toguz-tutor']
    check(len(project) == 1 and project[-1].get('buildsystem') == 'meson',
          'one module builds toguz-tutor with meson')
    check(any(s.get('type') == 'dir'
              and os.path.realpath(os.path.join(here, s['path']))
              == os.path.realpath(source_root)
              for s in (project[-1].get('sources', []) if project else [])),
          'the project module\'s source is this source tree')
    sources = list(local_sources(modules))
    missing = ['%s: %s' % (name, s['path']) for name, s in sources
               if not os.path.exists(os.path.join(here, s['path']))]
    check(sources and not missing,
          'every local source path exists (%d)%s'
          % (len(sources), ': missing ' + ', '.join(missing)
             if missing else ''))
    print('1..%d' % len(results))
    return 0 if all(results) else 1


if __name__ == '__main__':
    sys.exit(main())
