#!/usr/bin/env python3
"""`make api-check`, second half: members that were public in the kept version and are `package`
in the sources now.

The API digester counts `package` declarations as API, so narrowing a public member to
`package` breaks an app built on that version without a word from it (0.1.0's
`FlowWindow.openDialogs` did). This reads the kept API (api/X.Y.Z/*.json), finds each `package`
member of a type in Sources/, and fails naming those the kept version had public.

    scripts/api-narrowed.py api/0.1.0 Sources
"""
import json
import pathlib
import re
import sys

TYPE = re.compile(r'^(?:@\w+\s+)*(?:public |package |internal )?(?:final )?(?:class|struct|enum|actor|extension|protocol) (\w+)')
MEMBER = re.compile(r'^\s+package (?:static |class |nonisolated |final |override )*(func|var|let|init|subscript)\b\s*(\w*)')


def kept_members(folder):
    """(type, selector) of every member the kept API has, such as ("FlowWindow", "host(at:)")."""
    kept = set()

    def walk(node, owner):
        kind = node.get('declKind')
        name = node.get('printedName', '')
        # `isInternal` marks what was `package` (or `@_spi`) in that version already.
        if kind in ('Var', 'Func', 'Constructor', 'Subscript') and owner and not node.get('isInternal'):
            kept.add((owner, name))
        inner = node.get('name') if kind in ('Class', 'Struct', 'Enum', 'Protocol') else owner
        for child in node.get('children', []):
            walk(child, inner)

    for path in sorted(pathlib.Path(folder).glob('*.json')):
        walk(json.loads(path.read_text())['ABIRoot'], None)
    return kept


def selector(kind, name, rest):
    """The digester's printed name of a declaration: `host(at:)`, `openDialogs`, `init(state:)`."""
    if kind in ('var', 'let'):
        return name
    base = 'init' if kind == 'init' else 'subscript' if kind == 'subscript' else name
    start = rest.find('(')
    if start < 0:
        return None
    depth, parameters, current = 0, [], ''
    for char in rest[start + 1:]:
        if char in '([<':
            depth += 1
        elif char in ')]>':
            if depth == 0:
                break
            depth -= 1
        if char == ',' and depth == 0:
            parameters.append(current)
            current = ''
        else:
            current += char
    if current.strip():
        parameters.append(current)
    labels = [p.split(':')[0].split()[0] if p.split(':')[0].split() else '_' for p in parameters]
    return f"{base}({''.join(label + ':' for label in labels)})"


def narrowed(kept, sources):
    found = []
    for path in sorted(pathlib.Path(sources).rglob('*.swift')):
        owner = None
        for number, line in enumerate(path.read_text().splitlines(), 1):
            declared = TYPE.match(line)
            if declared:
                owner = declared.group(1)
                continue
            member = MEMBER.match(line)
            if not member or not owner:
                continue
            kind, name = member.groups()
            printed = selector(kind, name, line[member.end():] if kind in ('init', 'subscript') else line[member.end():])
            if printed and (owner, printed) in kept:
                found.append(f"{path}:{number}: {owner}.{printed} was public in the kept version, is package now")
    return found


def main():
    folder, sources = sys.argv[1], sys.argv[2]
    found = narrowed(kept_members(folder), sources)
    for line in found:
        print(line, file=sys.stderr)
    if found:
        print("api-check: keep them public (or deprecate them first, with a replacement, in CHANGELOG.md)", file=sys.stderr)
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
