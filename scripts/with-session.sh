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
#
# SESSION_WINDOW_MANAGER=mutter runs GNOME's window manager instead of openbox (mutter 43 in X11
# mode, on the same Xvfb, inside the session's D-Bus): how the end-to-end tests check that sheets,
# covers and dialogs stand where GNOME users see them.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$#" -eq 0 ]; then
    echo "usage: $0 CMD [ARGS...]" >&2
    exit 2
fi

session="$(mktemp -d "${TMPDIR:-/tmp}/session.XXXXXX")"
mkdir -m 700 "$session/runtime"
status=0
window_manager="${SESSION_WINDOW_MANAGER:-openbox}"
case "$window_manager" in
    openbox|mutter) ;;
    *) echo "with-session: SESSION_WINDOW_MANAGER is openbox or mutter, not $window_manager" >&2; exit 2 ;;
esac
[ "$window_manager" = mutter ] && export WITH_DISPLAY_WM=none
WITH_DISPLAY_PRIVATE=1 SESSION_WINDOW_MANAGER="$window_manager" \
    XDG_CONFIG_HOME="$session/config" XDG_RUNTIME_DIR="$session/runtime" \
    XDG_STATE_HOME="$session/state" XDG_CACHE_HOME="$session/cache" \
    scripts/with-display.sh dbus-run-session -- bash -c '
        unset GTK_A11Y NO_AT_BRIDGE
        export GSK_RENDERER=cairo
        gsettings set org.gnome.desktop.interface toolkit-accessibility true
        if [ "$SESSION_WINDOW_MANAGER" = mutter ]; then
            # mutter manages the screen once it has set _NET_SUPPORTING_WM_CHECK on the root window.
            gsettings set org.gnome.mutter attach-modal-dialogs true
            # CI once saw mutter refused by a display that had answered: each refusal is said and
            # mutter started again, three times at most.
            started=""
            for attempt in 1 2 3; do
                mutter --x11 --replace --sm-disable >"$XDG_RUNTIME_DIR/mutter.log" 2>&1 &
                mutter_pid=$!
                for _ in $(seq 100); do  # up to 10 s
                    xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q "window id" && break
                    kill -0 "$mutter_pid" 2>/dev/null || break
                    sleep 0.1
                done
                if xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q "window id"; then
                    started=1
                    break
                fi
                echo "with-session: mutter did not start on $DISPLAY (attempt $attempt):" >&2
                cat "$XDG_RUNTIME_DIR/mutter.log" >&2
                xdpyinfo >/dev/null 2>&1 && echo "with-session: the display answers xdpyinfo" >&2 \
                    || echo "with-session: the display does not answer xdpyinfo either" >&2
                kill "$mutter_pid" 2>/dev/null
                wait "$mutter_pid" 2>/dev/null
                sleep 0.5
            done
            [ -n "$started" ] || exit 1
        fi
        exec "$@"' session "$@" || status=$?
rm -rf "$session"
exit "$status"
