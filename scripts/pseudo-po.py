#!/usr/bin/env python3
"""The pseudo-language `qps` from a template: every text translated to itself between ⟦ and ⟧.

Run in it (LANGUAGE=qps), the app shows each text that went through gettext marked, so a test can
find any visible text that did not. Placeholders stay, so values (a name, a price) appear inside
the marks.    scripts/pseudo-po.py po/shop.pot | msgfmt -o qps/shop.mo -
"""
import sys

HEADER = ('msgid ""\nmsgstr ""\n"Project-Id-Version: pseudo\\n"\n"PO-Revision-Date: 2026-01-01 00:00+0000\\n"\n'
          '"Last-Translator: scripts/pseudo-po.py\\n"\n"Language-Team: none\\n"\n"Language: qps\\n"\n'
          '"MIME-Version: 1.0\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
          '"Content-Transfer-Encoding: 8bit\\n"\n"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n')


def strings(lines):
    """The value of a run of quoted po lines."""
    text = "".join(l.strip()[1:-1] for l in lines)
    return text


def main():
    entries, current, key = [], {}, None
    for line in open(sys.argv[1], encoding="utf-8"):
        line = line.rstrip("\n")
        if not line.strip():
            if current:
                entries.append(current)
            current, key = {}, None
        elif line.startswith("#"):
            current.setdefault("flags", []).append(line) if line.startswith("#,") else None
        elif line.startswith('"'):
            current[key].append(line)
        else:
            key, _, rest = line.partition(" ")
            current[key] = [rest]
    if current:
        entries.append(current)
    out = [HEADER]
    for entry in entries:
        msgid = strings(entry["msgid"])
        if msgid == "":
            continue
        out.extend(entry.get("flags", []) and [entry["flags"][0] + "\n"])
        out.append(f'msgid "{msgid}"\n')
        if "msgid_plural" in entry:
            plural = strings(entry["msgid_plural"])
            out.append(f'msgid_plural "{plural}"\n')
            out.append(f'msgstr[0] "⟦{msgid}⟧"\nmsgstr[1] "⟦{plural}⟧"\n\n')
        else:
            out.append(f'msgstr "⟦{msgid}⟧"\n\n')
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
