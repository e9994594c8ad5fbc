"""The running `shop`, seen as a person and a screen reader see it, and driven with real input.

Widgets are found through the accessibility bus (AT-SPI) with dogtail, by role and accessible
name, the way GNOME's own UI tests find them; they are acted on with real pointer clicks at their
place on the screen and real key presses (see `xinput`). What the tests check is what a person
sees: window titles, the page heading, the header, which windows are open and which has the
focus, the labels of the page, and the state file the app saves.

GTK 4.8 facts this relies on:
- AT-SPI "screen" extents are relative to the window: a widget's place on the screen is the X
  window's origin, plus GTK's client-side border (half the difference between the X window's size
  and the window's accessible size), plus the widget's extents.
- Pages a GtkStack does not show stay in the tree and nothing marks them hidden: a widget is on
  screen when a hit test at its centre finds it (or something inside it).
- Windows with a dialog role are never marked active: the focused window is read from X.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
from pathlib import Path
from typing import Callable, Iterable, TypeVar

from dogtail.config import config

# Searches here wait with their own timeouts (`wait_for`), so a search that finds nothing answers
# at once; the tree is searched in full (dogtail stops at 100 children by default).
config.searchCutoffCount = 1
config.searchBackoffDuration = 0.05
config.defaultDelay = 0
config.actionDelay = 0
config.typingDelay = 0
config.childrenLimit = 100_000
config.logDebugToFile = False
config.logDebugToStdOut = False

import pyatspi  # noqa: E402  (after dogtail's configuration)
from dogtail import tree  # noqa: E402
from dogtail.tree import Node  # noqa: E402

import atspi_tree  # noqa: E402
import xinput  # noqa: E402

T = TypeVar("T")

WINDOW_ROLES = {"frame", "dialog", "alert", "window"}
TIMEOUT = float(os.environ.get("E2E_TIMEOUT", "5"))
APP_ID = "io.github.flowcoordinator.Shop"


class Timeout(AssertionError):
    pass


class AppEnded(LookupError):
    """The app's process has ended: what was awaited from it will not come."""


# What a condition raises while the thing it waits for is not there yet: an assertion not yet
# true, a widget or window not found yet (LookupError, IndexError, KeyError), a node that left the
# accessibility tree while it was read (GLib.GError, and pyatspi's NotImplementedError for an
# interface a defunct node no longer has, are RuntimeErrors), xdotool failing on a window that
# closed (RuntimeError), a file not written yet. Anything else (NameError, TypeError,
# AttributeError…) is a mistake in the test and fails it at once.
NOT_YET = (AssertionError, LookupError, RuntimeError, FileNotFoundError)


def wait_for(condition: Callable[[], T], what: str, timeout: float = TIMEOUT) -> T:
    """Polls `condition` until it returns something truthy, and returns that; fails saying `what`
    was awaited (and the last error, if the condition kept raising one of `NOT_YET`)."""
    deadline = time.monotonic() + timeout
    last_error: Exception | None = None
    pause = 0.05
    while True:
        try:
            result = condition()
            if result:
                return result
        except AppEnded:
            raise
        except NOT_YET as error:
            last_error = error
        if time.monotonic() > deadline:
            detail = f" (last error: {last_error})" if last_error else ""
            raise Timeout(f"timed out after {timeout:g} s waiting for {what}{detail}")
        # Each look reads the app's windows, which costs the app too: look often at first, when
        # what was awaited usually comes, then less often (never more than 0.25 s apart).
        time.sleep(min(pause, max(deadline - time.monotonic(), 0.01)))
        pause = min(pause + 0.05, 0.25)


# MARK: Nodes


def role(node: Node) -> str:
    """A node's role: asked once per object path (GTK never changes an accessible's role)."""
    path = node.path
    known = atspi_tree.ROLES_BY_PATH.get(path)
    if known is None:
        known = atspi_tree.ROLES_BY_PATH.setdefault(path, node.roleName)
    return known


def name(node: Node) -> str:
    return node.name or ""


def has_state(node: Node, state) -> bool:
    return node.getState().contains(state)


def has_extents(node: Node) -> bool:
    """Whether the node is drawn (GtkStackPage nodes are not: only their child is)."""
    return "Component" in pyatspi.listInterfaces(node)


def extents(node: Node) -> tuple[int, int, int, int]:
    """x, y, width, height relative to the node's window."""
    box = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    return box.x, box.y, box.width, box.height


# The window of each node a search found (by its object path), so that acting on it does not
# walk up to its window one parent at a time; bounded, as a test holds only a few nodes at once.
_WINDOW_OF: dict[str, Node] = {}


def toplevel(node: Node) -> Node:
    """The window a node is in."""
    known = _WINDOW_OF.get(node.path)
    if known is not None:
        return known
    while node.parent is not None and role(node.parent) != "application":
        node = node.parent
    return node


def _remember_window(nodes: list[Node], window: Node) -> None:
    if len(_WINDOW_OF) > 2000:
        _WINDOW_OF.clear()
    for node in nodes:
        _WINDOW_OF[node.path] = window


def is_descendant(node: Node, ancestor: Node) -> bool:
    while node is not None:
        if node == ancestor:
            return True
        node = node.parent
    return False


def is_on_screen(node: Node) -> bool:
    """Whether `node` is drawn where a person can click it.

    It must have a size, lie inside the scrolled views that hold it, and every stack page it is on
    must be the page its GtkStack shows: a hit test in the page finds something of that page
    (a hidden page's extents can be stale, and the hit test then finds the shown page instead).
    """
    x, y, width, height = extents(node)
    if width <= 0 or height <= 0:
        return False
    window = toplevel(node)
    centre = (x + width // 2, y + height // 2)
    hit = _hit(window, *centre)
    if hit is not None and is_descendant(hit, node):
        return True  # the common case, answered with one hit test
    ancestor = node.parent
    while ancestor is not None and ancestor != window:
        if role(ancestor) == "scroll pane" and not _contains(ancestor, *centre):
            return False  # scrolled out of view
        if ancestor.parent is not None and name(ancestor.parent) == "GtkStackPage" \
                and not _page_is_shown(window, ancestor):
            return False
        ancestor = ancestor.parent
    return True


def _hit(window: Node, x: int, y: int) -> Node | None:
    """The deepest accessible at a point of the window (GTK picks the widget there; insensitive
    widgets are not picked, and parts of a widget that are not in the tree give nothing)."""
    return window.queryComponent().getAccessibleAtPoint(x, y, pyatspi.WINDOW_COORDS)


def _contains(node: Node, x: int, y: int) -> bool:
    left, top, width, height = extents(node)
    return left <= x < left + width and top <= y < top + height


def _page_is_shown(window: Node, page: Node) -> bool:
    left, top, width, height = extents(page)
    if width <= 0 or height <= 0:
        return False
    for fx, fy in ((0.5, 0.5), (0.25, 0.25), (0.75, 0.75), (0.5, 0.1)):
        hit = _hit(window, left + int(width * fx), top + int(height * fy))
        if hit is not None:
            return is_descendant(hit, page)
    return False


def _safely(test: Callable[[Node], bool]) -> Callable[[Node], bool]:
    """`test`, answering False for a node that leaves the tree while it is read (a page that
    slid away is removed from GTK, and its accessible with it)."""
    def safe(node: Node) -> bool:
        try:
            return bool(test(node))
        except Exception:  # noqa: BLE001  (GLib.GError from AT-SPI, or a vanished parent)
            return False
    return safe


def text_of(node: Node) -> str:
    """What a label or entry shows."""
    if role(node) in {"text", "entry", "password text"}:
        text = node.queryText()
        return text.getText(0, text.characterCount)
    return name(node)


# MARK: The app


class LoginSession:
    """A D-Bus session bus of its own, as a second login (or a remote session) of the same user
    has: a `shop` started in it does not see one started in the test's session, so the two run as
    two instances on one data folder. It shares the test's accessibility bus, so the tests find
    its windows as they find the other's."""

    def __init__(self) -> None:
        self.daemon = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1"],
                                       stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.address = self.daemon.stdout.readline().strip()
        assert self.address, "dbus-daemon gave no address"

    @staticmethod
    def accessibility_bus() -> str:
        """The address of the test session's accessibility bus."""
        from gi.repository import Gio, GLib
        bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        reply = bus.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                              GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 5000, None)
        return reply.unpack()[0]

    def close(self) -> None:
        self.daemon.terminate()
        self.daemon.wait(timeout=5)


class Shop:
    """One `shop` process with its own state file.

    The app's first window opens at 960 px, where the Items, Wallet and Patterns tabs show their
    list beside its content (the split layout, from 720 px up). Most tests walk the stacked layout,
    one page at a time, as a window narrower than 720 px shows it: unless made `wide`, the app is
    told to open a first window that has no saved size at 700 px (`SHOP_TEST_WINDOW_SIZE`). Windows
    opened later (Ctrl+N) take the size of the one focused last, and a relaunch the saved one. The
    tests of the split layout (test_split_view.py) are `wide`."""

    STACKED_WIDTH = 700
    # The locales the language tests run in, made by scripts/end-to-end.sh (localedef).
    LOCALES = Path(__file__).resolve().parents[2] / ".build" / "locales"

    def __init__(self, binary: Path, workdir: Path, state_file: Path | None = None, wide: bool = False,
                 language: str | None = None, title: str = "Shop", session: LoginSession | None = None,
                 environment: dict[str, str | None] | None = None):
        """`language`: a locale the app runs in ("de_DE.UTF-8", "he_IL.UTF-8"), or "qps", the
        pseudo-language that marks every translated text ⟦…⟧ (in en_US.UTF-8); by default the
        environment's (C.UTF-8: English). `title`: the main window's title in that language.
        `session`: another login's session bus to run in (by default the test's). `environment`:
        variables set over all of that, `None` removing one (a Wayland compositor's display
        instead of X's: test_wayland.py); the X-input steps (`click`, `press`…) and the X window
        lookups then do not apply to the app's windows."""
        self.session = session
        self.extra_environment = dict(environment or {})
        self.binary = binary
        self.workdir = workdir
        self.wide = wide
        self.language = language
        self.title = title
        self.state_file = state_file or workdir / "state.json"
        self.process: subprocess.Popen | None = None
        self._app: Node | None = None
        self._log_index = 0

    # MARK: Running

    def launch(self, *arguments: str, wait: bool = True) -> "Shop":
        """Starts `shop --state-file FILE ARGUMENTS…` and waits for its main window on screen."""
        self._log_index += 1
        self.log_file = self.workdir / f"shop-{self._log_index}.log"
        log = open(self.log_file, "wb")
        self.process = subprocess.Popen(
            [str(self.binary), "--state-file", str(self.state_file), *arguments],
            stdout=log, stderr=subprocess.STDOUT, cwd=self.binary_resources_root(), env=self.environment())
        self._app = None
        if wait:
            # Generous: the first launch of a run also starts the accessibility bus.
            self.wait_for_window(self.title, what="the main window", timeout=max(TIMEOUT, 20))
        return self

    def environment(self) -> dict[str, str]:
        """The app's environment: this test's own data and state directories, so nothing is read
        from or written to the home directory, and launches that share a `workdir` share them;
        and every GLib critical fatal, so a test that makes GTK complain fails where it did."""
        env = dict(os.environ)
        env["G_DEBUG"] = "fatal-criticals"
        env["XDG_DATA_HOME"] = str(self.workdir / "data")
        env["XDG_STATE_HOME"] = str(self.workdir / "state")
        env["SHOP_TEST_SYNC_FILE"] = str(self.sync_file)
        if self.session:
            env["DBUS_SESSION_BUS_ADDRESS"] = self.session.address
            env["AT_SPI_BUS_ADDRESS"] = LoginSession.accessibility_bus()
        if not self.wide:
            env["SHOP_TEST_WINDOW_SIZE"] = f"{self.STACKED_WIDTH}x720"
        if self.language:
            for variable in [v for v in env if v.startswith("LC_") or v in ("LANG", "LANGUAGE")]:
                del env[variable]
            env["LOCPATH"] = str(self.LOCALES)
            if self.language == "qps":
                env["LANG"], env["LANGUAGE"] = "en_US.UTF-8", "qps"
            else:
                env["LANG"] = self.language
        for variable, value in self.extra_environment.items():
            if value is None:
                env.pop(variable, None)
            else:
                env[variable] = value
        return env

    @property
    def sync_file(self) -> Path:
        return self.workdir / "sync.log"

    def sync(self, timeout: float = TIMEOUT) -> None:
        """Waits until the app has handled everything that came before (input, the state's
        changes, layout and drawing), and checks that its windows show exactly what its state
        says (the app's mirror check). A positive sign that nothing else is going to happen, where
        a sleep would only hope so."""
        from gi.repository import Gio, GLib
        before = self._sync_lines()
        if self.session:
            bus = Gio.DBusConnection.new_for_address_sync(
                self.session.address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT
                | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
        else:
            bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        bus.call_sync(APP_ID, "/" + APP_ID.replace(".", "/"), "org.gtk.Actions", "Activate",
                      GLib.Variant("(sava{sv})", ("test-sync", [], {})), None, Gio.DBusCallFlags.NONE,
                      int(timeout * 1000), None)
        # Reading a small file is cheap, and a sync is usually answered within milliseconds (the
        # tests sync before every click and key): look often at first.
        deadline, pause = time.monotonic() + timeout, 0.002
        while not (lines := self._sync_lines()[len(before):]):
            if not self.is_running():
                raise AppEnded(f"shop ended, status {self.process.returncode}")
            if time.monotonic() > deadline:
                raise Timeout(f"timed out after {timeout:g} s waiting for the app to answer a sync")
            time.sleep(pause)
            pause = min(pause * 1.5, 0.05)
        assert lines[-1].endswith(" ok"), f"the windows differ from the state: {lines[-1]}"

    def _sync_lines(self) -> list[str]:
        """The lines the app has finished writing: a line read while the app writes it is not
        one yet (a read that met the first byte of `sync 48 ok` once failed the monkey on "s")."""
        if not self.sync_file.exists():
            return []
        return self.sync_file.read_text().split("\n")[:-1]

    def binary_resources_root(self) -> str:
        return str(Path(__file__).resolve().parents[2])

    def run(self, *arguments: str, timeout: float = 10) -> subprocess.CompletedProcess:
        """Runs another `shop` command (a second instance, `--help`, `--resolve`) to its end."""
        return subprocess.run([str(self.binary), "--state-file", str(self.state_file), *arguments],
                              capture_output=True, text=True, timeout=timeout,
                              cwd=self.binary_resources_root(), env=self.environment())

    @property
    def pid(self) -> int:
        assert self.process is not None, "shop is not running"
        return self.process.pid

    def is_running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def wait_for_exit(self, timeout: float = TIMEOUT) -> int:
        assert self.process is not None
        try:
            return self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            raise Timeout(f"shop did not exit within {timeout:g} s") from None

    def stop(self) -> None:
        """Ends the process however it is (SIGTERM, then SIGKILL)."""
        if not self.is_running():
            return
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=3)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=3)

    def quit(self) -> None:
        """Quits as a person does, with Ctrl+Q, and waits for the process to end well."""
        self.press("ctrl+q")
        status = self.wait_for_exit()
        assert status == 0, f"shop exited with status {status}"

    def output(self) -> str:
        """What the app printed so far (stdout and stderr)."""
        return self.log_file.read_text(errors="replace") if getattr(self, "log_file", None) else ""

    # MARK: Windows

    @property
    def app(self) -> Node:
        """The app's node on the accessibility bus (found by process id)."""
        if self._app is None or not self._app_alive():
            self._app = wait_for(self._find_app, "shop on the accessibility bus", timeout=max(TIMEOUT, 20))
        return self._app

    def _app_alive(self) -> bool:
        try:
            return self._app.get_process_id() == self.pid
        except Exception:  # noqa: BLE001
            return False

    def _find_app(self) -> Node | None:
        if self.process is not None and self.process.poll() is not None:
            raise AppEnded(f"shop ended, status {self.process.returncode}")
        roots = self.accessibility_roots()
        if len(roots) > 1:
            # GTK 4.8 gives a process a second root when a window opens before the application
            # registers (the inspector GTK_DEBUG=interactive opens in gtk_init): each root reads
            # only the windows made under it. The app's reads a window of the app's title.
            return next((root for root in roots if self._reads_window(root, self.title)), None)
        return roots[0] if roots else None

    def accessibility_roots(self) -> list[Node]:
        """The app's roots on the accessibility bus: one, unless GTK made two (`_find_app`)."""
        roots = []
        for app in tree.root.applications():
            try:
                if app.get_process_id() == self.pid:
                    roots.append(app)
            except Exception:  # noqa: BLE001
                continue
        return roots

    @staticmethod
    def _reads_window(root: Node, title: str) -> bool:
        """Whether a window titled `title` is readable through `root` (not a dead node)."""
        for index in range(root.childCount):
            try:
                if name(root.getChildAtIndex(index)) == title:
                    return True
            except Exception:  # noqa: BLE001  (a window of the other root: "Object does not exist")
                continue
        return False

    def find_app_again(self) -> None:
        """Forgets the root found, so that the next use looks again (after a second root appeared)."""
        self._app = None

    def windows(self) -> list[Node]:
        """The app's open windows (main window, sheets, covers, dialogs), as AT-SPI lists them."""
        return [child for child in self.app.children
                if role(child) in WINDOW_ROLES and has_state(child, pyatspi.STATE_VISIBLE)
                and extents(child)[2] > 0]

    def window_titles(self) -> list[str]:
        return sorted(name(w) for w in self.windows())

    def window(self, title: str) -> Node:
        matches = [w for w in self.windows() if name(w) == title]
        if not matches:
            raise LookupError(f"no window titled {title!r}; open: {self.window_titles()}")
        return matches[0]

    def wait_for_window(self, title: str, what: str | None = None, timeout: float = TIMEOUT) -> Node:
        return wait_for(lambda: self.window(title), what or f"a window titled {title!r}", timeout)

    def wait_for_focused_window(self, title: str, timeout: float = TIMEOUT) -> Node:
        """A window that just opened, once it is on the accessibility bus and has the focus (X
        can give it the focus before AT-SPI lists it, and the other way round)."""
        window = self.wait_for_window(title, timeout=timeout)
        self.wait_for_active(title, timeout=timeout)
        return window

    def wait_for_no_window(self, title: str, timeout: float = TIMEOUT) -> None:
        wait_for(lambda: title not in self.window_titles(), f"the window {title!r} to close", timeout)

    @property
    def main(self) -> Node:
        return self.window(self.title)

    def active_window_title(self) -> str | None:
        """The title of the window that has the keyboard focus, from X."""
        active = xinput.active_window()
        return active.title if active else None

    def wait_for_active(self, title: str, timeout: float = TIMEOUT) -> None:
        wait_for(lambda: self.active_window_title() == title, f"{title!r} to have the focus "
                 f"(it is {self.active_window_title()!r})", timeout)

    def x_window(self, window: Node) -> xinput.XWindow:
        """The X window that shows an AT-SPI window: same title, the size nearest to it."""
        title = name(window)
        _, _, width, height = extents(window)
        # xdotool's search can miss a window for a moment (seen once in a clean-clone run, in the
        # middle of a test): ask again rather than fail.
        candidates = wait_for(lambda: [w for w in xinput.windows_of(self.pid) if w.title == title],
                              f"an X window titled {title!r} for shop")
        # Several windows of one title (the app's windows, all "Shop"): AT-SPI lists them in the
        # order they were made, and X numbers them in that order.
        same = [w for w in self.windows() if name(w) == title]
        if len(same) > 1 and len(same) == len(candidates):
            return sorted(candidates, key=lambda w: w.id)[same.index(window)]
        return min(candidates, key=lambda w: abs(w.width - width) + abs(w.height - height))

    def shop_windows(self) -> list[Node]:
        """The app's own windows (each "Shop", with its tabs), in the order they opened."""
        return [w for w in self.windows() if name(w) == self.title]

    def wait_for_shop_windows(self, count: int, timeout: float = TIMEOUT) -> list[Node]:
        return wait_for(lambda: (lambda found: found if len(found) == count else None)(self.shop_windows()),
                        f"{count} Shop windows (open: {self._safe(lambda: len(self.shop_windows()))})", timeout)

    def activate(self, window: Node) -> None:
        """Brings `window` to the front with the focus, as Alt+Tab or a click on its title does
        (the window manager's _NET_ACTIVE_WINDOW), and waits until it has it."""
        target = self.x_window(window)
        xinput.activate(target.id)
        wait_for(lambda: (xinput.active_window() or target).id == target.id and has_state(window, pyatspi.STATE_ACTIVE),
                 "the window to have the focus")

    # MARK: Finding widgets

    def read(self, window: Node, states: bool = False) -> atspi_tree.Tree:
        """One reading of a window's whole tree, taken at once (`atspi_tree`): what every search
        below looks in, instead of asking for each node one call at a time."""
        try:
            return atspi_tree.Tree(window, self.pid, states=states)
        except atspi_tree.TreeGone:
            if not self.is_running():
                raise AppEnded(f"shop ended, status {self.process.returncode}") from None
            raise

    def _scopes(self, within: Node | None, states: bool = False) -> list[tuple[atspi_tree.Tree, atspi_tree.Record, Node]]:
        """For each window to search: its reading, the record to search under (`within`'s, or
        the window's), and the window."""
        if within is None:
            windows = self.windows()
        elif role(within) in WINDOW_ROLES:
            windows = [within]
        else:
            window = toplevel(within)
            reading = self.read(window, states)
            scope = reading.record(within.path)
            if scope is None:
                raise LookupError(f"{role(within)} {name(within)!r} is no longer in its window")
            return [(reading, scope, window)]
        scopes = []
        for window in windows:
            reading = self.read(window, states)
            scopes.append((reading, reading.root, window))
        return scopes

    def find_records(self, role_name: str | None = None, name_is: str | None = None, within: Node | None = None,
                     on_screen: bool = True, states: bool = False,
                     ) -> list[tuple[atspi_tree.Tree, atspi_tree.Record, Node]]:
        """Like `find_all`, as records of their windows' readings (reading, record, window): for
        reading names, places and states without turning each into a node."""
        found = []
        for reading, scope, window in self._scopes(within, states):
            matches = [record for record in scope.walk() if record is not scope
                       and (role_name is None or record.role == role_name)
                       and (name_is is None or record.name == name_is)]
            if on_screen:
                matches = reading.on_screen(matches)
            found += [(reading, record, window) for record in matches]
        return found

    def find_all(self, role_name: str | None = None, name_is: str | None = None,
                 within: Node | None = None, on_screen: bool = True) -> list[Node]:
        """Every widget with this role and accessible name (either may be left out), in `within`
        (default: every window), that is on screen."""
        found: list[Node] = []
        for reading, scope, window in self._scopes(within):
            matches = [record for record in scope.walk() if record is not scope
                       and (role_name is None or record.role == role_name)
                       and (name_is is None or record.name == name_is)]
            if on_screen:
                matches = reading.on_screen(matches)
            nodes = reading.nodes(matches)
            _remember_window(nodes, window)
            found += nodes
        return found

    def find(self, role_name: str | None, name_is: str | None, within: Node | None = None,
             timeout: float = TIMEOUT) -> Node:
        """The one on-screen widget with this role and name; waits for it to appear."""
        def look() -> Node | None:
            found = self.find_all(role_name, name_is, within)
            if len(found) > 1:
                raise LookupError(f"{len(found)} on-screen {role_name or 'widgets'} named {name_is!r}")
            return found[0] if found else None
        return wait_for(look, f"{role_name or 'a widget'} {name_is!r} on screen", timeout)

    def button(self, label: str, within: Node | None = None, timeout: float = TIMEOUT) -> Node:
        return self.find("push button", label, within, timeout)

    def label(self, text: str, within: Node | None = None, timeout: float = TIMEOUT) -> Node:
        return self.find("label", text, within, timeout)

    def row(self, title: str, within: Node | None = None, timeout: float = TIMEOUT) -> Node:
        """The list row showing `title` (the row itself, found through its title label)."""
        def look() -> Node | None:
            for reading, label, window in self.find_records("label", title, within):
                row = next((ancestor for ancestor in label.ancestors() if ancestor.role == "list item"), None)
                if row is not None:
                    nodes = reading.nodes([row])
                    _remember_window(nodes, window)
                    if nodes:
                        return nodes[0]
            return None
        return wait_for(look, f"a list row {title!r} on screen", timeout)

    @staticmethod
    def _enclosing(node: Node, role_name: str) -> Node | None:
        while node is not None and role(node) != role_name:
            node = node.parent
        return node

    def entry(self, label: str, within: Node | None = None, timeout: float = TIMEOUT) -> Node:
        """The text entry under the caption `label` in a form."""
        def look() -> Node | None:
            captions = self.find_records("label", label, within)
            if len(captions) != 1:
                raise LookupError(f"{len(captions)} on-screen labels {label!r}")
            reading, caption, window = captions[0]
            siblings = caption.parent.children
            after = siblings[siblings.index(caption) + 1:]
            field = next((record for record in after if record.role in {"text", "entry"}), None)
            nodes = reading.nodes([field]) if field is not None else []
            _remember_window(nodes, window)
            return nodes[0] if nodes else None
        return wait_for(look, f"the entry {label!r}", timeout)

    # MARK: Acting, with real input

    def screen_point(self, node: Node) -> tuple[int, int]:
        """The centre of `node` on the screen."""
        window = toplevel(node)
        x_window = self.x_window(window)
        _, _, width, height = extents(window)
        border_x = (x_window.width - width) // 2
        border_y = (x_window.height - height) // 2
        x, y, w, h = extents(node)
        return x_window.x + border_x + x + w // 2, x_window.y + border_y + y + h // 2

    def settle(self) -> None:
        """Waits until the app has come to rest (`sync`: nothing sliding, every change shown), as
        a person waits for a page to stop before aiming at a control on it: found during a slide,
        a button is clicked where it was, which may be its neighbour's place by then."""
        self.sync()

    def click(self, node: Node, count: int = 1, button: int = 1) -> None:
        """Clicks the middle of `node` with the pointer, once the app has come to rest (`settle`;
        `count` = 2 is a double click; `button` 2 is the middle button, 3 the right one). To
        click during a slide, as a hurried person does, use `xinput.click` at a point found
        before it."""
        self.settle()
        assert is_on_screen(node), f"{role(node)} {name(node)!r} is not on screen"
        x, y = self.screen_point(node)
        xinput.click(x, y, button=button, count=count)

    def hover(self, node: Node) -> None:
        """Moves the pointer over the middle of `node`, as a person does to read its tooltip."""
        self.settle()
        assert is_on_screen(node), f"{role(node)} {name(node)!r} is not on screen"
        xinput.move_pointer(*self.screen_point(node))

    def tooltip(self) -> str | None:
        """The text of the tooltip shown now, if any: GTK 4.8 puts a tooltip in the window it
        belongs to (a filler named GtkTooltipWindow, visible while it shows), and keeps it there
        once the tooltip hides."""
        for window in self.windows():
            reading = self.read(window, states=True)
            for tip in reading.find(lambda r: r.name == "GtkTooltipWindow" and r.has(pyatspi.STATE_VISIBLE)):
                labels = [record for record in tip.walk() if record.role == "label"]
                return labels[0].name if labels else tip.name
        return None

    def press(self, *chords: str) -> None:
        """Presses keys in the focused window, once the app has come to rest (`settle`):
        `press("alt+Left")`, `press("Tab", "Return")`. The chords of one call follow each other
        at once, as a hurried person's keys do."""
        self.settle()
        xinput.key(*chords)

    def type(self, text: str) -> None:
        xinput.type_text(text)

    def tab_to(self, node: Node, presses: int = 60) -> None:
        """Presses Tab until `node` has the keyboard focus, as a keyboard user moves through a
        window."""
        for _ in range(presses):
            if has_state(node, pyatspi.STATE_FOCUSED):
                return
            self.press("Tab")
            self.sync()  # the app has moved the focus: the node's state says where it is
        focused = self.focused()
        raise AssertionError(f"Tab never reached {role(node)} {name(node)!r}; the focus is on "
                             f"{focused and (role(focused), name(focused))}")

    def fill(self, entry: Node, text: str) -> None:
        """Clicks into an entry, selects what it holds, and types `text` over it (or deletes it)."""
        self.click(entry)
        wait_for(lambda: has_state(entry, pyatspi.STATE_FOCUSED), "the entry to take the focus")
        self.press("ctrl+a")
        if text:
            self.type(text)
        else:
            self.press("BackSpace")
        wait_for(lambda: text_of(entry) == text, f"the entry to hold {text!r} (it holds {text_of(entry)!r})")

    # MARK: Reading what is on screen

    def headings(self, window: Node | None = None) -> list[str]:
        """The page headings on screen (labels with the heading role)."""
        return [record.name for _, record, _ in self.find_records("heading", None, window or self.top_window())]

    # What the content beside a list shows while nothing is chosen in it.
    EMPTY_CONTENT = {"Choose an Item", "Choose a Card", "Choose an Example"}

    def page_headings(self, window: Node | None = None) -> list[str]:
        """The headings of the page a window shows: all of them one page at a time; beside a list
        (the split layout, from 720 px) the content's, or the list's while the content is empty.
        The content's page is on a stack page of the tab's stack page, one deeper than the list."""
        def depth(record: atspi_tree.Record) -> int:
            return sum(ancestor.name == "GtkStackPage" for ancestor in record.ancestors())
        found = [(depth(record), record.name) for _, record, _ in self.find_records("heading", None, window or self.top_window())
                 if record.name not in self.EMPTY_CONTENT]
        deepest = max((level for level, _ in found), default=0)
        return [text for level, text in found if level == deepest]

    def wait_for_page(self, text: str, window_title: str | None = None, timeout: float = TIMEOUT) -> None:
        """Waits for the page headed `text` in either layout (``page_headings``)."""
        def window() -> Node:
            return self.window(window_title) if window_title else self.top_window()
        wait_for(lambda: self.page_headings(window()) == [text], f"the page {text!r}"
                 + f" (on screen: {self._safe(lambda: self.headings(window()))})", timeout)

    def heading(self, window: Node | None = None) -> str:
        found = self.headings(window)
        assert len(found) == 1, f"expected one heading on screen, found {found}"
        return found[0]

    def wait_for_heading(self, text: str, window_title: str | None = None, timeout: float = TIMEOUT) -> None:
        def shown() -> bool:
            window = self.window(window_title) if window_title else self.top_window()
            return self.headings(window) == [text]
        wait_for(shown, f"the heading {text!r}" + (f" in {window_title!r}" if window_title else "")
                 + f" (on screen: {self._safe(lambda: self.headings(self.window(window_title) if window_title else self.top_window()))})",
                 timeout)

    def page(self, window: Node | None = None) -> Node:
        """The page on screen in a window (what its navigation stack shows, without the header),
        found from its heading: to pick a page's own button where the header has one of the same
        name (a sheet's "Close")."""
        window = window or self.top_window()
        headings = self.find_all("heading", None, window)
        assert len(headings) == 1, f"expected one heading in {name(window)!r}, found {titles(headings)}"
        node = headings[0]
        while node.parent is not None and name(node.parent) != "GtkStackPage":
            node = node.parent
        assert node.parent is not None, f"the heading of {name(window)!r} is not on a stack page"
        return node

    def header_title(self, window: Node | None = None) -> str:
        """The title in a window's header bar (the main window shows the page's title there)."""
        window = window or self.top_window()
        reading = self.read(window)
        header = self._header(reading)
        labels = reading.on_screen([record for record in header.walk() if record is not header and record.role == "label"
                                    and record.parent.role != "push button"])
        assert labels, f"no title in the header of {name(window)!r}"
        return labels[0].name

    def _header(self, reading: atspi_tree.Tree) -> atspi_tree.Record:
        """The header bar: the panel that holds the window's topmost Close, Cancel or Back button
        (the back button is there only where there is a page to go back to; a form sheet has
        Cancel instead of Close)."""
        anchors = reading.on_screen(reading.find(lambda r: r.role == "push button" and r.name in {"Close", "Cancel", "Back"}))
        assert anchors, f"no Close, Cancel or Back button in {reading.root.name!r}"
        boxes = reading.extents(anchors)
        anchors.sort(key=lambda record: boxes[id(record)][1])
        record = anchors[0]
        ancestors = [ancestor for ancestor in record.ancestors() if ancestor is not reading.root]
        heights = reading.extents(ancestors)
        for ancestor in ancestors:
            if heights.get(id(ancestor), (0, 0, 0, 0))[3] > 50:
                break
            record = ancestor
        return record

    def back_button(self, window: Node | None = None) -> Node:
        return self.find("push button", "Back", window or self.top_window())

    def labels(self, window: Node | None = None) -> list[str]:
        """The text of every label on screen in a window, top to bottom."""
        placed = []
        found = self.find_records("label", None, window or self.top_window())
        if found:
            reading = found[0][0]
            boxes = reading.extents([record for _, record, _ in found])
            for _, record, _ in found:
                if id(record) in boxes:  # it left the screen while we read it
                    x, y, _, _ = boxes[id(record)]
                    placed.append((y, x, record.name))
        return [text for _, _, text in sorted(placed)]

    def focused(self, window: Node | None = None) -> Node | None:
        """The widget that has the keyboard focus in a window."""
        window = window or self.top_window()
        reading = self.read(window, states=True)
        records = reading.find(lambda r: r.has(pyatspi.STATE_FOCUSED))
        deadline = time.monotonic() + TIMEOUT
        while not records and reading.incomplete and time.monotonic() < deadline:
            # Read while a widget was being replaced (a tab button moving to the bottom bar):
            # the focused one may be the new one, not on the bus yet.
            time.sleep(0.05)
            reading = self.read(window, states=True)
            records = reading.find(lambda r: r.has(pyatspi.STATE_FOCUSED))
        nodes = reading.nodes(records[-1:])
        _remember_window(nodes, window)
        return nodes[0] if nodes else None

    def top_window(self) -> Node:
        """The window that has the focus (from X), as its AT-SPI node."""
        title = self.active_window_title()
        windows = self.windows()
        for window in windows:
            if name(window) == title:
                return window
        raise LookupError(f"the focused window {title!r} is not one of shop's: {[name(w) for w in windows]}")

    def is_modal(self, window: Node) -> bool:
        return has_state(window, pyatspi.STATE_MODAL)

    def is_sensitive(self, node: Node) -> bool:
        return has_state(node, pyatspi.STATE_SENSITIVE)

    def saved_state(self) -> dict:
        return json.loads(self.state_file.read_text())

    def saved_window(self) -> dict:
        """The saved window focused last: its `selectedTab` and `tabs`."""
        return self.saved_state()["windows"][-1]

    @staticmethod
    def _safe(read: Callable[[], T]) -> T | str:
        try:
            return read()
        except Exception as error:  # noqa: BLE001
            return f"<{error}>"

    # MARK: Composite steps a person takes

    def tab(self, title: str) -> Node:
        """A tab of the main window's tab switcher."""
        return self.find("page tab", title, self.main)

    def select_tab(self, title: str) -> None:
        """Clicks a tab in the main window's header."""
        self.click(self.tab(title))

    def go_back(self, window: Node | None = None) -> None:
        self.click(self.back_button(window))

    def choose(self, row_title: str, within: Node | None = None) -> None:
        self.click(self.row(row_title, within))

    def dump(self, node: Node | None = None, depth: int = 0, on_screen_only: bool = True) -> str:
        """The tree under `node` (default: every window), for failure messages."""
        lines: list[str] = []

        def walk(current: Node, level: int) -> None:
            if not has_extents(current):  # a GtkStackPage: only its child is drawn
                for child in current.children:
                    walk(child, level)
                return
            shown = role(current) in WINDOW_ROLES or not on_screen_only or is_on_screen(current)
            if not shown:
                return
            lines.append("  " * level + f"{role(current)} {name(current)!r}")
            for child in current.children:
                walk(child, level + 1)

        for root in ([node] if node is not None else self.windows()):
            walk(root, depth)
        return "\n".join(lines)


def titles(nodes: Iterable[Node]) -> list[str]:
    return [name(node) for node in nodes]


def quit_and_relaunch(shop: Shop, new_shop: Callable[..., Shop], *arguments: str) -> Shop:
    """Quits `shop` with Ctrl+Q (`Shop.quit`), then launches a new `shop` with the same state file
    and data directories (`new_shop` is the test's fixture)."""
    shop.quit()
    return new_shop(shop.state_file).launch(*arguments)
