#!/usr/bin/env bash
# Runs a command with a working X display.
#
#   scripts/with-display.sh CMD [ARGS...]
#
# If $DISPLAY is set and reachable, CMD simply runs there (unless
# WITH_DISPLAY_PRIVATE=1 asks for a display of its own). Otherwise this
# starts a private Xvfb server plus the openbox window manager (GTK needs a
# window manager for fullscreen, centring and WM_DELETE_WINDOW), exports
# DISPLAY, GSK_RENDERER=cairo, GTK_A11Y=none and NO_AT_BRIDGE=1, runs CMD,
# and always stops both servers afterwards. CMD's exit status is returned.
set -u

if [ "$#" -eq 0 ]; then
    echo "usage: $0 CMD [ARGS...]" >&2
    exit 2
fi

# A local display (":N" or "unix:N") works when its socket exists; a remote
# one ("host:N") is trusted as given.
display_works() {
    local display="${DISPLAY:-}" number
    [ -n "$display" ] || return 1
    case "$display" in
        :*|unix:*)
            number="${display#*:}"
            number="${number%%.*}"
            [ -S "/tmp/.X11-unix/X$number" ]
            ;;
        *) return 0 ;;
    esac
}

if [ "${WITH_DISPLAY_PRIVATE:-}" != 1 ] && display_works; then
    exec "$@"
fi

for tool in Xvfb openbox; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "with-display: $tool is not installed (apt-get install xvfb openbox)" >&2
        exit 127
    fi
done

workdir="$(mktemp -d "${TMPDIR:-/tmp}/with-display.XXXXXX")"
xvfb_pid=""
openbox_pid=""

cleanup() {
    [ -n "$openbox_pid" ] && kill "$openbox_pid" 2>/dev/null && wait "$openbox_pid" 2>/dev/null
    [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null && wait "$xvfb_pid" 2>/dev/null
    rm -rf "$workdir"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Xvfb picks a free display number itself and writes it when it is ready (-displayfd): two
# runs started at the same moment (the end-to-end shards) never take the same display. The display
# counts as started once it answers a client (xdpyinfo, when x11-utils is there): CI saw a window
# manager refused by a display Xvfb had named, so a server that named one and does not answer is
# stopped and another started, three times at most, each failure said.
start_xvfb() {
    : >"$workdir/display"
    exec 3>"$workdir/display"
    Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp >"$workdir/xvfb.log" 2>&1 &
    xvfb_pid=$!
    exec 3>&-
    display_number=""
    for _ in $(seq 100); do  # up to 10 s
        display_number="$(tr -dc '0-9' <"$workdir/display")"
        [ -n "$display_number" ] && break
        kill -0 "$xvfb_pid" 2>/dev/null || break
        sleep 0.1
    done
    [ -n "$display_number" ] || return 1
    command -v xdpyinfo >/dev/null 2>&1 || return 0
    for _ in $(seq 50); do  # up to 5 s
        xdpyinfo -display ":$display_number" >/dev/null 2>&1 && return 0
        kill -0 "$xvfb_pid" 2>/dev/null || return 1
        sleep 0.1
    done
    return 1
}
started=""
for attempt in 1 2 3; do
    if start_xvfb; then
        started=1
        break
    fi
    echo "with-display: Xvfb (attempt $attempt) named display \"${display_number}\" but it does not answer:" >&2
    cat "$workdir/xvfb.log" >&2 2>/dev/null
    kill "$xvfb_pid" 2>/dev/null && wait "$xvfb_pid" 2>/dev/null
    xvfb_pid=""
done
if [ -z "$started" ]; then
    echo "with-display: could not start Xvfb" >&2
    exit 1
fi

export DISPLAY=":$display_number"
export GSK_RENDERER="${GSK_RENDERER:-cairo}"
export GTK_A11Y="${GTK_A11Y:-none}"
export NO_AT_BRIDGE=1

# openbox runs --startup once it manages the screen: wait for that signal. WITH_DISPLAY_WM=none
# starts no window manager (scripts/with-session.sh starts GNOME's, mutter, in its D-Bus session).
if [ "${WITH_DISPLAY_WM:-openbox}" != none ]; then
    openbox --sm-disable --startup "touch $workdir/wm-ready" >"$workdir/openbox.log" 2>&1 &
    openbox_pid=$!
    for _ in $(seq 100); do  # up to 10 s
        [ -e "$workdir/wm-ready" ] && break
        kill -0 "$openbox_pid" 2>/dev/null || break
        sleep 0.1
    done
    if [ ! -e "$workdir/wm-ready" ]; then
        echo "with-display: openbox did not start; continuing without a window manager" >&2
    fi
fi

"$@"
status=$?
exit "$status"
