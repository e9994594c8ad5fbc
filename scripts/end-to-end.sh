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
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${END_TO_END_SESSION:-}" ]; then
    session="$(mktemp -d "${TMPDIR:-/tmp}/end-to-end.XXXXXX")"
    trap 'rm -rf "$session"' EXIT
    mkdir -m 700 "$session/runtime"
    status=0
    # Private settings and runtime directories: dconf keeps the accessibility switch there, not
    # in your own settings.
    END_TO_END_SESSION=1 WITH_DISPLAY_PRIVATE=1 \
        XDG_CONFIG_HOME="$session/config" XDG_RUNTIME_DIR="$session/runtime" \
        XDG_STATE_HOME="$session/state" XDG_CACHE_HOME="$session/cache" \
        scripts/with-display.sh dbus-run-session -- "$0" "$@" || status=$?
    exit "$status"
fi

unset GTK_A11Y NO_AT_BRIDGE
export GSK_RENDERER=cairo
gsettings set org.gnome.desktop.interface toolkit-accessibility true
# Debian's python3 has dogtail, pyatspi and pytest (`make test` installs them); a python3 earlier
# on PATH (pyenv, a venv) usually has not.
exec /usr/bin/python3 -m pytest Tests/EndToEnd -p no:cacheprovider -q -rf "$@"
