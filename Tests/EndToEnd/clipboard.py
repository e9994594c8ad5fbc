"""Text on the X clipboard, for pasting with Ctrl+V as a person pastes what they copied elsewhere.

`xdotool` has no clipboard, and GTK cannot be used inside the test process (dogtail and pyatspi
are there, without a display connection of GTK's own). So a small helper process owns the
clipboard: `python3 clipboard.py` opens its own display connection with GDK 4, reads one JSON
string per line on standard input, puts it on the CLIPBOARD selection and answers `ok`. It keeps
serving the selection (X asks the owner each time someone pastes) until its input closes.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path


class Clipboard:
    """The helper, started on first use; `close()` ends it."""

    def __init__(self) -> None:
        self._process: subprocess.Popen | None = None

    def set_text(self, text: str, timeout: float = 10) -> None:
        """Puts `text` on the clipboard; returns once the helper owns the selection with it."""
        if self._process is None or self._process.poll() is not None:
            env = dict(os.environ, GTK_A11Y="none", NO_AT_BRIDGE="1")
            self._process = subprocess.Popen([sys.executable, str(Path(__file__).resolve())],
                                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                             encoding="utf-8", env=env)
        self._process.stdin.write(json.dumps(text) + "\n")
        self._process.stdin.flush()
        answer = self._process.stdout.readline().strip()
        if answer != "ok":
            raise RuntimeError(f"the clipboard helper answered {answer!r} "
                               f"(exit status {self._process.poll()})")

    def close(self) -> None:
        if self._process is None:
            return
        try:
            self._process.stdin.close()
            self._process.wait(timeout=3)
        except (OSError, subprocess.TimeoutExpired):
            self._process.kill()
            self._process.wait(timeout=3)
        self._process = None


def serve() -> None:
    import gi
    gi.require_version("Gdk", "4.0")
    gi.require_version("Gtk", "4.0")
    from gi.repository import Gdk, GLib, GObject, Gtk

    Gtk.init()
    clipboard = Gdk.Display.get_default().get_clipboard()
    loop = GLib.MainLoop()
    pending = bytearray()

    def on_input(fd: int, condition: GLib.IOCondition) -> bool:
        chunk = os.read(fd, 65536)
        if not chunk:
            loop.quit()
            return False
        pending.extend(chunk)
        while b"\n" in pending:
            line, _, rest = bytes(pending).partition(b"\n")
            pending[:] = rest
            text = json.loads(line.decode("utf-8"))
            # A string value: GDK offers it in every text format (UTF8_STRING, text/plain…).
            clipboard.set_content(Gdk.ContentProvider.new_for_value(GObject.Value(GObject.TYPE_STRING, text)))
            sys.stdout.write("ok\n")
            sys.stdout.flush()
        return True

    GLib.unix_fd_add_full(GLib.PRIORITY_DEFAULT, sys.stdin.fileno(), GLib.IOCondition.IN | GLib.IOCondition.HUP,
                          on_input)
    loop.run()


if __name__ == "__main__":
    serve()
