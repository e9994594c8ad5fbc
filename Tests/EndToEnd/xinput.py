"""Real input through xdotool, and what the X server knows about windows, asked through libX11.

Every pointer click and key press here goes through the XTest extension, the same path a person's
mouse and keyboard take: GTK receives ordinary X events, so a handler that is not connected, a
widget that is not sensitive or a window that does not have the focus makes the action do nothing,
as it would for a person.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import subprocess
import time
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


def hold(x: int, y: int, seconds: float, button: int = 1) -> None:
    """Presses `button` at (x, y) and keeps it down, the pointer still, for `seconds`: a long press."""
    move_pointer(x, y)
    _xdotool("mousedown", str(button))
    try:
        time.sleep(seconds)
    finally:
        _xdotool("mouseup", str(button))


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
    return _x().pointer()


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
    found = []
    for window_id in _x().windows_with_pid(pid):
        try:
            found.append(window(window_id))
        except RuntimeError:
            continue  # closed while we looked
    return sorted((w for w in found if w.width > 1 and w.height > 1),
                  key=lambda w: w.width * w.height, reverse=True)


def window(window_id: int) -> XWindow:
    """A window's title and its place on the screen (its origin in root coordinates, as xdotool's
    getwindowgeometry gives it); RuntimeError when it is gone."""
    x = _x()
    x_position, y_position, width, height = x.geometry(window_id)
    return XWindow(window_id, x.title(window_id), x_position, y_position, width, height)


@dataclass(frozen=True)
class Frame:
    """Where a window's frame stands on the screen: its X window without the shadow a compositing
    window manager has GTK draw around it (`_GTK_FRAME_EXTENTS`: left, right, top, bottom)."""

    x: int
    y: int
    width: int
    height: int


def frame(window_id: int) -> Frame:
    x = _x()
    x_position, y_position, width, height = x.geometry(window_id)
    left, right, top, bottom = (x.window_property(window_id, "_GTK_FRAME_EXTENTS") or [0, 0, 0, 0])[:4]
    return Frame(x_position + left, y_position + top, width - left - right, height - top - bottom)


def active_window() -> XWindow | None:
    """The window that has the keyboard focus, as the window manager says (`_NET_ACTIVE_WINDOW`)."""
    try:
        active = _x().active_window()
        return window(active) if active else None
    except RuntimeError:
        return None


def activate(window_id: int) -> None:
    """Asks the window manager to raise and focus a window (`_NET_ACTIVE_WINDOW`), as Alt+Tab does."""
    _xdotool("windowactivate", "--sync", str(window_id))


def close_active_window() -> None:
    """Alt+F4: the window manager (openbox) asks the focused window to close (`WM_DELETE_WINDOW`),
    as its title-bar close button does."""
    key("alt+F4")


def transient_for(window_id: int) -> int | None:
    """The window that `window_id` is transient for (`WM_TRANSIENT_FOR`)."""
    values = _x().window_property(window_id, "WM_TRANSIENT_FOR")
    return values[0] if values else None


def stacking_order() -> list[int]:
    """The managed windows, bottom to top, as the window manager stacks them
    (`_NET_CLIENT_LIST_STACKING`)."""
    x = _x()
    return x.window_property(x.root, "_NET_CLIENT_LIST_STACKING")


# MARK: The X server, asked directly

# Asking X through xdotool costs a process each time, and the tests asked thousands of times a
# run (which window has the focus, its title and place): they ask libX11 in this process instead.
# Input still goes through xdotool (XTest), as a person's does.


class _XErrorEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("display", ctypes.c_void_p), ("resourceid", ctypes.c_ulong),
                ("serial", ctypes.c_ulong), ("error_code", ctypes.c_ubyte), ("request_code", ctypes.c_ubyte),
                ("minor_code", ctypes.c_ubyte)]


class _XWindowAttributes(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("width", ctypes.c_int), ("height", ctypes.c_int),
                ("border_width", ctypes.c_int), ("depth", ctypes.c_int), ("visual", ctypes.c_void_p),
                ("root", ctypes.c_ulong), ("class_", ctypes.c_int), ("bit_gravity", ctypes.c_int),
                ("win_gravity", ctypes.c_int), ("backing_store", ctypes.c_int), ("backing_planes", ctypes.c_ulong),
                ("backing_pixel", ctypes.c_ulong), ("save_under", ctypes.c_int), ("colormap", ctypes.c_ulong),
                ("map_installed", ctypes.c_int), ("map_state", ctypes.c_int), ("all_event_masks", ctypes.c_long),
                ("your_event_mask", ctypes.c_long), ("do_not_propagate_mask", ctypes.c_long),
                ("override_redirect", ctypes.c_int), ("screen", ctypes.c_void_p)]


_ERROR_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_XErrorEvent))
IS_VIEWABLE = 2
ANY_PROPERTY_TYPE = 0


class _Display:
    """One connection to the X server of $DISPLAY. An X error (a window that closed while it was
    asked about) becomes a RuntimeError of the call that caused it, never the end of the process."""

    def __init__(self) -> None:
        self.lib = lib = ctypes.CDLL(ctypes.util.find_library("X11"))
        lib.XOpenDisplay.restype = ctypes.c_void_p
        lib.XOpenDisplay.argtypes = [ctypes.c_char_p]
        lib.XDefaultRootWindow.restype = ctypes.c_ulong
        lib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        lib.XInternAtom.restype = ctypes.c_ulong
        lib.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        lib.XGetWindowProperty.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long,
                                           ctypes.c_long, ctypes.c_int, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
                                           ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_ulong),
                                           ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_void_p)]
        lib.XGetWindowAttributes.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(_XWindowAttributes)]
        lib.XTranslateCoordinates.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_int,
                                              ctypes.c_int, ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_int),
                                              ctypes.POINTER(ctypes.c_ulong)]
        lib.XQueryTree.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
                                   ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.POINTER(ctypes.c_ulong)),
                                   ctypes.POINTER(ctypes.c_uint)]
        lib.XQueryPointer.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
                                      ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_int),
                                      ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_int),
                                      ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_uint)]
        lib.XFree.argtypes = [ctypes.c_void_p]
        lib.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        lib.XSetErrorHandler.restype = ctypes.c_void_p
        lib.XSetErrorHandler.argtypes = [_ERROR_HANDLER]
        self.display_name = os.environ.get("DISPLAY", "")
        self.display = lib.XOpenDisplay(self.display_name.encode())
        if not self.display:
            raise RuntimeError(f"cannot open the X display {self.display_name!r}")
        self.root = lib.XDefaultRootWindow(self.display)
        self.errors: list[int] = []

        def on_error(display, event) -> int:
            self.errors.append(event.contents.error_code)
            return 0

        self._handler = _ERROR_HANDLER(on_error)  # kept alive as long as the display
        lib.XSetErrorHandler(self._handler)
        self._atoms: dict[str, int] = {}

    def atom(self, name: str) -> int:
        if name not in self._atoms:
            self._atoms[name] = self.lib.XInternAtom(self.display, name.encode(), 0)
        return self._atoms[name]

    def _checked(self, what: str) -> None:
        self.lib.XSync(self.display, 0)
        if self.errors:
            code, self.errors = self.errors[0], []
            raise RuntimeError(f"X error {code} asking for {what}")

    def property_bytes(self, window_id: int, name: str) -> tuple[int, int, bytes]:
        """A property's type, format and bytes (b"" when the window has none)."""
        actual_type, actual_format = ctypes.c_ulong(), ctypes.c_int()
        count, after, data = ctypes.c_ulong(), ctypes.c_ulong(), ctypes.c_void_p()
        self.lib.XGetWindowProperty(self.display, window_id, self.atom(name), 0, 1 << 20, 0, ANY_PROPERTY_TYPE,
                                    ctypes.byref(actual_type), ctypes.byref(actual_format), ctypes.byref(count),
                                    ctypes.byref(after), ctypes.byref(data))
        self._checked(f"{name} of window {window_id}")
        if not data.value:
            return 0, 0, b""
        try:
            # Xlib hands 32-bit items as C longs (8 bytes here).
            size = {8: 1, 16: ctypes.sizeof(ctypes.c_short), 32: ctypes.sizeof(ctypes.c_long)}[actual_format.value]
            return actual_type.value, actual_format.value, ctypes.string_at(data.value, size * count.value)
        finally:
            self.lib.XFree(data)

    def window_property(self, window_id: int, name: str) -> list[int]:
        """A property of 32-bit items (windows, cardinals), as numbers."""
        _, item_format, raw = self.property_bytes(window_id, name)
        if item_format != 32:
            return []
        items = (ctypes.c_ulong * (len(raw) // ctypes.sizeof(ctypes.c_ulong))).from_buffer_copy(raw)
        return list(items)

    def title(self, window_id: int) -> str:
        """`_NET_WM_NAME` (UTF-8), or `WM_NAME`."""
        for name in ("_NET_WM_NAME", "WM_NAME"):
            _, _, raw = self.property_bytes(window_id, name)
            if raw:
                return raw.decode("utf-8", errors="replace")
        return ""

    def geometry(self, window_id: int) -> tuple[int, int, int, int]:
        attributes = _XWindowAttributes()
        self.lib.XGetWindowAttributes(self.display, window_id, ctypes.byref(attributes))
        x, y, child = ctypes.c_int(), ctypes.c_int(), ctypes.c_ulong()
        self.lib.XTranslateCoordinates(self.display, window_id, self.root, 0, 0, ctypes.byref(x), ctypes.byref(y),
                                       ctypes.byref(child))
        self._checked(f"the geometry of window {window_id}")
        return x.value, y.value, attributes.width, attributes.height

    def children(self, window_id: int) -> list[int]:
        root, parent = ctypes.c_ulong(), ctypes.c_ulong()
        children, count = ctypes.POINTER(ctypes.c_ulong)(), ctypes.c_uint()
        status = self.lib.XQueryTree(self.display, window_id, ctypes.byref(root), ctypes.byref(parent),
                                     ctypes.byref(children), ctypes.byref(count))
        self.errors.clear()
        if not status:
            return []
        try:
            return [children[index] for index in range(count.value)]
        finally:
            if children:
                self.lib.XFree(children)

    def is_viewable(self, window_id: int) -> bool:
        attributes = _XWindowAttributes()
        if not self.lib.XGetWindowAttributes(self.display, window_id, ctypes.byref(attributes)):
            self.errors.clear()
            return False
        return attributes.map_state == IS_VIEWABLE

    def windows_with_pid(self, pid: int) -> list[int]:
        """Every viewable window whose `_NET_WM_PID` is `pid` (as `xdotool search --all
        --onlyvisible --pid` finds them: the whole tree, under the window manager's frames too)."""
        found, queue = [], self.children(self.root)
        while queue:
            window_id = queue.pop()
            try:
                if self.window_property(window_id, "_NET_WM_PID") == [pid] and self.is_viewable(window_id):
                    found.append(window_id)
            except RuntimeError:
                continue  # gone
            queue += self.children(window_id)
        return sorted(found)

    def active_window(self) -> int | None:
        values = self.window_property(self.root, "_NET_ACTIVE_WINDOW")
        return values[0] if values and values[0] else None

    def pointer(self) -> tuple[int, int]:
        root, child = ctypes.c_ulong(), ctypes.c_ulong()
        x, y, window_x, window_y, mask = ctypes.c_int(), ctypes.c_int(), ctypes.c_int(), ctypes.c_int(), ctypes.c_uint()
        self.lib.XQueryPointer(self.display, self.root, ctypes.byref(root), ctypes.byref(child), ctypes.byref(x),
                               ctypes.byref(y), ctypes.byref(window_x), ctypes.byref(window_y), ctypes.byref(mask))
        self._checked("the pointer")
        return x.value, y.value


_DISPLAY: _Display | None = None


def _x() -> _Display:
    """The connection to $DISPLAY (made again if the display changed, as it does per session)."""
    global _DISPLAY
    if _DISPLAY is None or _DISPLAY.display_name != os.environ.get("DISPLAY", ""):
        _DISPLAY = _Display()
    return _DISPLAY
