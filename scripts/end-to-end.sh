#!/usr/bin/env bash
# Runs the end-to-end tests (Tests/EndToEnd): the built `shop`, driven as a person drives it.
#
#   scripts/end-to-end.sh [PYTEST ARGS...]     e.g. -k purchase, or -x
#
# Each run gets its own X server (Xvfb, never the desktop you are using: the tests move the
# pointer) with the openbox window manager, its own D-Bus session with the accessibility bus, and
# its own settings, where assistive technology support is switched on as dogtail requires. GTK
# accessibility stays on (unlike the unit tests' GTK_A11Y=none): the tests find every widget
# through it. Environment: SHOP_BINARY (default .build/debug/shop), E2E_ARTIFACTS (screenshots,
# default .build/end-to-end), E2E_SCREENSHOTS=all (a screenshot at the end of every test).
#
# The whole suite (no arguments) runs as E2E_SHARDS sessions side by side (default 3 on two cores:
# each test mostly waits for the app; 3 took 7 min 57 s where 2 took 8 min 51 s), each with its own X server, D-Bus and share of the
# tests (Tests/EndToEnd/conftest.py deals them out); their output follows one another at the end,
# with one line that adds them up. With arguments, or E2E_SHARDS=1, it is one session.
set -euo pipefail
cd "$(dirname "$0")/.."

# One session: its own X server, window manager, D-Bus and settings, running pytest in it.
session() {
    local session
    session="$(mktemp -d "${TMPDIR:-/tmp}/end-to-end.XXXXXX")"
    mkdir -m 700 "$session/runtime"
    local status=0
    # Private settings and runtime directories: dconf keeps the accessibility switch there, not
    # in your own settings.
    END_TO_END_SESSION=1 WITH_DISPLAY_PRIVATE=1 \
        XDG_CONFIG_HOME="$session/config" XDG_RUNTIME_DIR="$session/runtime" \
        XDG_STATE_HOME="$session/state" XDG_CACHE_HOME="$session/cache" \
        scripts/with-display.sh dbus-run-session -- "$0" "$@" || status=$?
    rm -rf "$session"
    return "$status"
}

# The locales the language tests run in, made once from the locales package's sources into the
# build folder (a fresh machine has only C.UTF-8); the tests point LOCPATH at them.
make_locales() {
    local locales=.build/locales name
    mkdir -p "$locales"
    for name in de_DE he_IL en_US; do
        [ -f "$locales/$name.UTF-8/LC_CTYPE" ] || localedef -i "$name" -f UTF-8 "$locales/$name.UTF-8"
    done
}

if [ -z "${END_TO_END_SESSION:-}" ]; then
    make_locales
    shards="${E2E_SHARDS:-3}"
    if [ "$#" -gt 0 ] || [ "$shards" -le 1 ]; then
        session "$@"
        exit
    fi
    artifacts="${E2E_ARTIFACTS:-.build/end-to-end}"
    mkdir -p "$artifacts"
    pids=()
    for shard in $(seq 0 $((shards - 1))); do
        E2E_SHARD="$shard" E2E_SHARDS="$shards" session >"$artifacts/shard-$shard.log" 2>&1 &
        pids+=("$!")
    done
    status=0
    for pid in "${pids[@]}"; do wait "$pid" || status=1; done
    passed=0
    failed=0
    for shard in $(seq 0 $((shards - 1))); do
        echo "=== end-to-end shard $((shard + 1)) of $shards ($artifacts/shard-$shard.log)"
        grep -v -e "Failed to set fd limit" -e "Activating service" -e "Successfully activated" \
            -e "SpiRegistry daemon" "$artifacts/shard-$shard.log" || true
        counts="$(grep -o 'end-to-end: [0-9]* passed, [0-9]* failed' "$artifacts/shard-$shard.log" | tail -n 1)"
        [ -n "$counts" ] || { echo "shard $((shard + 1)) reported no result"; status=1; continue; }
        passed=$((passed + $(echo "$counts" | awk '{print $2}')))
        failed=$((failed + $(echo "$counts" | awk '{print $4}')))
    done
    echo "end-to-end: $passed passed, $failed failed (all $shards shards)"
    exit "$status"
fi

unset GTK_A11Y NO_AT_BRIDGE
export GSK_RENDERER=cairo
gsettings set org.gnome.desktop.interface toolkit-accessibility true
# Debian's python3 has dogtail, pyatspi and pytest (`make test` installs them); a python3 earlier
# on PATH (pyenv, a venv) usually has not.
exec /usr/bin/python3 -m pytest Tests/EndToEnd -p no:cacheprovider -q -rf "$@"
