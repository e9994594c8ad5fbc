"""Real input, and what the X server knows about windows, through xdotool.

Every pointer click and key press here goes through the XTest extension, the same path a person's
mouse and keyboard take: GTK receives ordinary X events, so a handler that is not connected, a
widget that is not sensitive or a window that does not have the focus makes the action do nothing,
as it would for a person.
"""

from __future__ import annotations

import subprocess
from dataclasses import dataclass


def _xdotool(*args: str) -> str:
    result = subprocess.run(["xdotool", *args], capture_output=True, text=True, timeout=10)
    if result.returncode != 0:
        raise RuntimeError(f"xdotool {' '.join(args)} failed: {result.stderr.strip()}")
    return result.stdout


# MARK: Pointer and keyboard


def click(x: int, y: int, button: int = 1, count: int = 1, interval_ms: int = 60) -> None:
    """Moves the pointer to (x, y) on the screen and clicks `count` times (2 is a double click)."""
    move_pointer(x, y)
    _xdotool("click", "--repeat", str(count), "--delay", str(interval_ms), str(button))


def move_pointer(x: int, y: int) -> None:
    """Moves the pointer to (x, y), and waits until the X server has it there.

    It always arrives with a motion: when it is already at (x, y) (the previous test clicked the
    same place, in a window that has since been replaced), it steps off by a pixel first. A
    window that appeared under a still pointer may not take a click until the pointer moves; and
    `mousemove --sync` alone waits forever for a move to where the pointer already is.
    """
    if pointer_position() == (x, y):
        _xdotool("mousemove", "--sync", str(x + 1 if x == 0 else x - 1), str(y))
    _xdotool("mousemove", "--sync", str(x), str(y))


def pointer_position() -> tuple[int, int]:
    shell = dict(line.split("=", 1) for line in _xdotool("getmouselocation", "--shell").split())
    return int(shell["X"]), int(shell["Y"])


def key(*chords: str) -> None:
    """Presses and releases each chord in turn, in X keysym names: `Return`, `alt+Left`, `ctrl+q`."""
    _xdotool("key", "--clearmodifiers", "--delay", "40", *chords)


def type_text(text: str) -> None:
    """Types `text` one key at a time into the focused widget."""
    _xdotool("type", "--clearmodifiers", "--delay", "12", text)


# MARK: Windows


@dataclass(frozen=True)
class XWindow:
    """A mapped top-level X window: its id, title and outer geometry on the screen."""

    id: int
    title: str
    x: int
    y: int
    width: int
    height: int


def windows_of(pid: int) -> list[XWindow]:
    """The visible windows of process `pid` (GTK sets `_NET_WM_PID` on each), largest first.

    GDK's 1×1 client leader window is left out.
    """
    try:
        ids = _xdotool("search", "--all", "--onlyvisible", "--pid", str(pid)).split()
    except RuntimeError:
        return []  # xdotool fails when nothing matches
    found = []
    for window_id in ids:
        try:
            found.append(window(int(window_id)))
        except RuntimeError:
            continue  # closed while we looked
    return sorted((w for w in found if w.width > 1 and w.height > 1),
                  key=lambda w: w.width * w.height, reverse=True)


def window(window_id: int) -> XWindow:
    shell = dict(line.split("=", 1) for line in
                 _xdotool("getwindowgeometry", "--shell", str(window_id)).split())
    title = _xdotool("getwindowname", str(window_id)).rstrip("\n")
    return XWindow(window_id, title, int(shell["X"]), int(shell["Y"]),
                   int(shell["WIDTH"]), int(shell["HEIGHT"]))


def active_window() -> XWindow | None:
    """The window that has the keyboard focus, as the window manager says (`_NET_ACTIVE_WINDOW`)."""
    try:
        return window(int(_xdotool("getactivewindow").strip()))
    except (RuntimeError, ValueError):
        return None


def activate(window_id: int) -> None:
    """Asks the window manager to raise and focus a window (`_NET_ACTIVE_WINDOW`), as Alt+Tab does."""
    _xdotool("windowactivate", "--sync", str(window_id))


def close_active_window() -> None:
    """Alt+F4: the window manager (openbox) asks the focused window to close (`WM_DELETE_WINDOW`),
    as its title-bar close button does."""
    key("alt+F4")


def transient_for(window_id: int) -> int | None:
    """The window that `window_id` is transient for (`WM_TRANSIENT_FOR`), as xprop reads it."""
    output = subprocess.run(["xprop", "-id", str(window_id), "WM_TRANSIENT_FOR"],
                            capture_output=True, text=True, timeout=10).stdout
    # "WM_TRANSIENT_FOR(WINDOW): window id # 0x1a00003", or "...:  not found."
    return int(output.rsplit("#", 1)[1].strip(), 16) if "#" in output else None


def stacking_order() -> list[int]:
    """The managed windows, bottom to top, as the window manager stacks them
    (`_NET_CLIENT_LIST_STACKING`)."""
    output = subprocess.run(["xprop", "-root", "_NET_CLIENT_LIST_STACKING"],
                            capture_output=True, text=True, timeout=10).stdout
    # "_NET_CLIENT_LIST_STACKING(WINDOW): window id # 0x1a00003, 0x1a0001e"
    return [int(part.strip(), 16) for part in output.rsplit("#", 1)[1].split(",")] if "#" in output else []
