#!/usr/bin/env bash
# Doc coverage of the libraries FlowCoordinator, FlowCoordinatorTesting, FlowStorage, FlowLocale,
# FlowGtkWidgets and FlowGtk: how many of their public symbols have a doc comment of their own.
# The symbols are the compiler's: the symbol graphs `swift package dump-symbol-graph` writes
# (public and open declarations, enum cases, protocol requirements and members of public extensions
# included; members synthesized by the compiler or inherited through a protocol's default
# implementation left out, as are implicit declarations such as a raw-value enum's
# init(rawValue:); no doc comment is counted that is inherited from elsewhere).
#
#   scripts/doc-coverage.sh          prints the figures per library and in total
#   scripts/doc-coverage.sh --list   also lists each undocumented symbol with its source location
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
log=$("$SWIFT" package dump-symbol-graph --skip-synthesized-members --skip-inherited-docs 2>&1) || {
    echo "$log" >&2
    exit 1
}
dir=$(echo "$log" | sed -n 's/^Files written to //p' | tail -1)
[ -n "$dir" ] || { echo "$log" >&2; echo "doc-coverage: no symbol graph directory" >&2; exit 1; }

python3 - "$dir" "${1:-}" <<'PY'
import json, os, sys

directory, option = sys.argv[1], sys.argv[2]
total_documented = total_symbols = 0
for module in ("FlowCoordinator", "FlowCoordinatorTesting", "FlowStorage", "FlowLocale", "FlowGtkWidgets", "FlowGtk"):
    seen, documented, missing = set(), 0, []
    for name in sorted(os.listdir(directory)):
        if not (name.startswith(module + ".") or name.startswith(module + "@")) or not name.endswith(".symbols.json"):
            continue
        with open(os.path.join(directory, name)) as f:
            graph = json.load(f)
        for symbol in graph["symbols"]:
            identifier = symbol["identifier"]["precise"]
            # Implicit declarations have no place in the source, and so no comment to give:
            # members the compiler synthesizes, such as a raw-value enum's init(rawValue:).
            if identifier in seen or "::SYNTHESIZED::" in identifier or "location" not in symbol:
                continue
            seen.add(identifier)
            comment = symbol.get("docComment")
            if comment and comment.get("lines") and any(line["text"].strip() for line in comment["lines"]):
                documented += 1
            else:
                location = symbol.get("location", {})
                path = location.get("uri", "").split("/Sources/")[-1]
                line = location.get("position", {}).get("line", -1) + 1
                missing.append(f"  {path}:{line}: {symbol['kind']['displayName'].lower()} {'.'.join(symbol['pathComponents'])}")
    print(f"{module}: {documented}/{len(seen)} public symbols documented, {len(seen) - documented} without a doc comment")
    if option == "--list":
        print("\n".join(sorted(missing)))
    total_documented += documented
    total_symbols += len(seen)
print(f"total: {total_documented}/{total_symbols} documented")
PY
