#!/usr/bin/env bash
# Runs a command in a desktop session of its own, as the end-to-end tests need one:
#
#   scripts/with-session.sh CMD [ARGS...]
#
# a private X server with the openbox window manager (scripts/with-display.sh: never the display
# you are using, since the tests move the pointer); a private D-Bus session bus, which starts the
# accessibility bus when asked; private settings, runtime, state and cache folders, where
# assistive technology support is switched on (dogtail needs it). GTK's accessibility stays on,
# unlike the unit tests' GTK_A11Y=none: the tests find every widget through it. When CMD ends, the
# X server, the window manager, the bus and what the bus started end with it, and the folders are
# removed.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$#" -eq 0 ]; then
    echo "usage: $0 CMD [ARGS...]" >&2
    exit 2
fi

session="$(mktemp -d "${TMPDIR:-/tmp}/session.XXXXXX")"
mkdir -m 700 "$session/runtime"
status=0
WITH_DISPLAY_PRIVATE=1 \
    XDG_CONFIG_HOME="$session/config" XDG_RUNTIME_DIR="$session/runtime" \
    XDG_STATE_HOME="$session/state" XDG_CACHE_HOME="$session/cache" \
    scripts/with-display.sh dbus-run-session -- bash -c '
        unset GTK_A11Y NO_AT_BRIDGE
        export GSK_RENDERER=cairo
        gsettings set org.gnome.desktop.interface toolkit-accessibility true
        exec "$@"' session "$@" || status=$?
rm -rf "$session"
exit "$status"
