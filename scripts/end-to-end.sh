#!/usr/bin/env bash
# The end-to-end tests (Tests/EndToEnd): the built `shop`, driven as a person drives it.
#
#   scripts/end-to-end.sh [PYTEST ARGS...]   one session running the tests (all of them, or those
#                                            the arguments pick: -k purchase, -x, a test's node id)
#   scripts/end-to-end.sh --setup            before the shards of `make e2e`: the locales, and a
#                                            fresh folder for them to share the tests through
#   scripts/end-to-end.sh --tally            after them: adds up what each ran, and fails unless
#                                            every test ran once and passed
#
# The session is scripts/with-session.sh's: its own X server and window manager, D-Bus and
# accessibility bus, and settings. Environment: SHOP_BINARY (default .build/debug/shop),
# E2E_ARTIFACTS (screenshots and logs, default .build/end-to-end), E2E_SCREENSHOTS=all (a
# screenshot at the end of every test); E2E_CLAIMS and E2E_SHARD, set by `make e2e`, make this
# session one shard of several that share the tests (Tests/EndToEnd/conftest.py).
set -euo pipefail
cd "$(dirname "$0")/.."
artifacts="${E2E_ARTIFACTS:-.build/end-to-end}"

if [ "${1:-}" = "--tally" ]; then
    exec /usr/bin/python3 - "$artifacts" <<'PY'
import json, sys
from pathlib import Path
shards = [json.loads(path.read_text()) for path in sorted(Path(sys.argv[1]).glob("shard-*.json"))]
collected = max((shard["collected"] for shard in shards), default=0)
ran = sum(shard["ran"] for shard in shards)
passed = sum(shard["passed"] for shard in shards)
failed = sorted(test for shard in shards for test in shard["failed"])
skipped = sum(shard["skipped"] for shard in shards)
print(f"end-to-end: {passed} passed, {len(failed)} failed of {collected} ({len(shards)} shards)")
problems = []
if ran != collected:
    problems.append(f"{collected - ran} of {collected} tests did not run (a shard ended early: see its log)")
if skipped:
    problems.append(f"{skipped} skipped (not allowed)")
for line in problems:
    print(f"end-to-end: {line}")
if failed:
    print("rerun the failures alone: make e2e E2E_ARGS='" + " ".join(f"Tests/EndToEnd/{test}" for test in failed) + "'")
sys.exit(1 if failed or problems or not shards else 0)
PY
fi

# The locales the language tests run in, made once from the locales package's sources into the
# build folder (a fresh machine has only C.UTF-8); the tests point LOCPATH at them.
make_locales() {
    local locales=.build/locales name
    mkdir -p "$locales"
    for name in de_DE he_IL en_US; do
        [ -f "$locales/$name.UTF-8/LC_CTYPE" ] || localedef -i "$name" -f UTF-8 "$locales/$name.UTF-8"
    done
}

if [ "${1:-}" = "--setup" ]; then
    # Before the shards of a run: the locales, and a fresh folder for the shards to share the tests.
    make_locales
    mkdir -p "$artifacts"
    rm -rf "$artifacts/claims" "$artifacts"/shard-*.json "$artifacts"/shard-*.log
    mkdir "$artifacts/claims"
    exit 0
fi

make_locales

# The whole suite unless the arguments name tests by path (pytest reads its `testpaths` only when
# run from Tests/EndToEnd, and the tests run from the checkout's root).
named=0
for argument in "$@"; do
    case "$argument" in -*) ;; *) [ -e "${argument%%::*}" ] && named=1 ;; esac
done
[ "$named" = 1 ] || set -- Tests/EndToEnd "$@"

# Debian's python3 has dogtail, pyatspi and pytest (`make test` installs them); a python3 earlier
# on PATH (pyenv, a venv) usually has not.
exec scripts/with-session.sh /usr/bin/python3 -m pytest -c Tests/EndToEnd/pytest.ini --rootdir Tests/EndToEnd \
    -p no:cacheprovider -q -rf "$@"
