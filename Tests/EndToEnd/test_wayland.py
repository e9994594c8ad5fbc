"""On Wayland, under weston and under mutter: the Add Card sheet opened over the purchase cover
shows above it.

A cover was once a fullscreen window, and weston's desktop shell keeps fullscreen windows in a
layer above every ordinary one: the sheet, an ordinary window, stayed under the cover, out of
sight, with the whole app blocked behind it. A cover is now an ordinary modal window the size of
its parent.

Each compositor runs headless inside the test's X session, with no screen and no input (nothing
here clicks or types). weston has no seat either, so no window is ever activated or raised:
weston stacks windows in the order they are first drawn, the last on top. mutter (GNOME's
compositor, without GNOME Shell) focuses and raises windows as on a desktop, and keeps a window
above the one it is transient for. The accessibility bus still works: the app is found, read and
driven through AT-SPI as in the other tests, but what is on top can only be seen, on screenshots:
weston-screenshooter's under weston; under mutter, one frame of a screencast of its monitor
(mutter's ScreenCast D-Bus API, through PipeWire: plain mutter has no screenshot API, GNOME
Shell's is the shell's). The sheet's four entries are the proof: white boxes around the text
areas AT-SPI gives, one above the other as AT-SPI places them, which nothing else on screen has
(`entries_on_screen`). Each test also shows the check failing, on a screenshot of the cover
alone. The screenshots are kept in the artifacts folder, named for the compositor.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

import png
from conftest import ARTIFACTS
from driver import Node, Shop, Timeout, extents, wait_for

SAVED_STATES = Path(__file__).resolve().parents[1] / "Fixtures" / "SavedStates" / "v1"
# The purchase's payment step in its cover, with the Add Card sheet over it, and without.
SHEET_OVER_COVER = SAVED_STATES / "sheet-add-card-purchase.json"
COVER_ALONE = SAVED_STATES / "purchase-payment-method.json"
ENTRY_LABELS = ("Name on card", "Card number", "Expiry", "Security code")
SCREEN = (1280, 800)


def stop_processes(processes: list[subprocess.Popen]) -> None:
    """Ends the processes, the last started first (SIGTERM, then SIGKILL)."""
    for process in reversed(processes):
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=5)


def require(*programs: str, package: str) -> None:
    for program in programs:
        if shutil.which(program) is None:
            pytest.fail(f"{program} is not installed ({package}; `make deps` installs it)")


@dataclass
class Compositor:
    """A headless Wayland compositor on a socket in a runtime folder of its own."""

    name: str
    runtime: Path
    processes: list[subprocess.Popen]
    log: Path
    socket: str = "wayland-shop"

    @property
    def display(self) -> str:
        """The socket's path: WAYLAND_DISPLAY may name it whole, so the app keeps the session's
        own XDG_RUNTIME_DIR (its settings and the accessibility bus are found through it)."""
        return str(self.runtime / self.socket)

    def app_environment(self) -> dict[str, str | None]:
        """What makes `shop` a Wayland client of this compositor (and not an X client)."""
        return {"WAYLAND_DISPLAY": self.display, "GDK_BACKEND": "wayland", "DISPLAY": None}

    def screenshot(self, name: str) -> Path:
        """The whole screen, saved in the artifacts folder as NAME-COMPOSITOR.png."""
        raise NotImplementedError

    def output(self) -> str:
        return self.log.read_text(errors="replace")

    def wait_listening(self) -> None:
        def listening() -> bool:
            for process in self.processes:
                assert process.poll() is None, \
                    f"{process.args[0]} ended, status {process.returncode}:\n{self.output()}"
            return (self.runtime / self.socket).is_socket()
        wait_for(listening, f"{self.name}'s socket", timeout=10)


class Weston(Compositor):
    """weston, headless (pixman renders into memory, 1280×800), with its desktop shell."""

    def screenshot(self, name: str) -> Path:
        """As weston-screenshooter takes it (weston was started with --debug, which lets it)."""
        folder = Path(tempfile.mkdtemp(dir=self.runtime))
        environment = {**os.environ, "XDG_RUNTIME_DIR": str(self.runtime), "WAYLAND_DISPLAY": self.socket}
        environment.pop("DISPLAY", None)
        done = subprocess.run(["weston-screenshooter"], cwd=folder, env=environment, capture_output=True,
                              text=True, timeout=10)
        shots = list(folder.glob("wayland-screenshot-*.png"))
        assert done.returncode == 0 and len(shots) == 1, \
            f"weston-screenshooter failed (status {done.returncode}): {done.stdout}{done.stderr}"
        destination = ARTIFACTS / f"{name}-weston.png"
        shutil.move(shots[0], destination)
        folder.rmdir()
        return destination


class Mutter(Compositor):
    """mutter, headless, on a virtual monitor of 1280×800, with a screencast of that monitor
    (`cast_node`, a PipeWire node) for the screenshots."""

    cast_session: str | None = None
    cast_node: int | None = None

    def start_screencast(self) -> None:
        """Asks mutter for a screencast of its monitor (org.gnome.Mutter.ScreenCast, on the
        session bus): a PipeWire stream, which lasts as long as this process's bus connection or
        until `stop_screencast`."""
        from gi.repository import Gio, GLib
        bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)

        def call(path: str, interface: str, method: str, arguments: GLib.Variant | None):
            return bus.call_sync("org.gnome.Mutter.ScreenCast", path, interface, method, arguments, None,
                                 Gio.DBusCallFlags.NONE, 5000, None).unpack()

        def session() -> str:
            self.wait_running()
            return call("/org/gnome/Mutter/ScreenCast", "org.gnome.Mutter.ScreenCast", "CreateSession",
                        GLib.Variant("(a{sv})", ({},)))[0]
        self.cast_session = wait_for(session, "mutter's ScreenCast service", timeout=10)
        # The monitor with the focus (the only one): "" names it. The pointer is left out.
        stream, = call(self.cast_session, "org.gnome.Mutter.ScreenCast.Session", "RecordMonitor",
                       GLib.Variant("(sa{sv})", ("", {"cursor-mode": GLib.Variant("u", 0)})))
        context = GLib.MainContext.new()
        context.push_thread_default()
        nodes: list[int] = []
        try:
            subscription = bus.signal_subscribe(
                "org.gnome.Mutter.ScreenCast", "org.gnome.Mutter.ScreenCast.Stream", "PipeWireStreamAdded",
                stream, None, Gio.DBusSignalFlags.NONE, lambda *signal: nodes.append(signal[5].unpack()[0]))
            call(self.cast_session, "org.gnome.Mutter.ScreenCast.Session", "Start", None)
            deadline = time.monotonic() + 10
            while not nodes and time.monotonic() < deadline:
                context.iteration(False) or time.sleep(0.02)
            bus.signal_unsubscribe(subscription)
        finally:
            context.pop_thread_default()
        assert nodes, f"mutter's screencast gave no PipeWire stream:\n{self.output()}"
        self.cast_node = nodes[0]

    def stop_screencast(self) -> None:
        if self.cast_session is None:
            return
        from gi.repository import Gio
        try:
            Gio.bus_get_sync(Gio.BusType.SESSION, None).call_sync(
                "org.gnome.Mutter.ScreenCast", self.cast_session, "org.gnome.Mutter.ScreenCast.Session", "Stop",
                None, None, Gio.DBusCallFlags.NONE, 2000, None)
        except Exception:  # mutter ended already: nothing to stop
            pass
        self.cast_session = None

    def wait_running(self) -> None:
        for process in self.processes:
            assert process.poll() is None, f"{process.args[0]} ended, status {process.returncode}:\n{self.output()}"

    def screenshot(self, name: str) -> Path:
        """A frame of the screencast, the screen as mutter shows it now (GStreamer's PipeWire
        source takes one frame; wireplumber links it to mutter's stream), as an RGB PNG."""
        destination = ARTIFACTS / f"{name}-mutter.png"
        destination.unlink(missing_ok=True)
        environment = {**os.environ, "XDG_RUNTIME_DIR": str(self.runtime)}
        done = subprocess.run(
            ["gst-launch-1.0", "-q", "pipewiresrc", f"path={self.cast_node}", "num-buffers=1", "!", "videoconvert",
             "!", "video/x-raw,format=RGB", "!", "pngenc", "!", "filesink", f"location={destination}"],
            env=environment, capture_output=True, text=True, timeout=20)
        assert done.returncode == 0 and destination.exists() and destination.stat().st_size > 0, \
            f"no frame from mutter's screencast (gst-launch-1.0, status {done.returncode}): {done.stdout}{done.stderr}"
        return destination


@pytest.fixture
def weston():
    """weston, headless (pixman renders into memory, 1280×800), with its desktop shell; stopped
    after the test. `make deps` installs it (E2E_PACKAGES): a missing weston fails the test."""
    require("weston", "weston-screenshooter", package="Debian's weston package")
    runtime = Path(tempfile.mkdtemp(prefix="weston-"))  # mode 0700, as a runtime folder must be
    log = runtime / "weston.log"
    with open(log, "wb") as output:
        process = subprocess.Popen(
            ["weston", "--backend=headless-backend.so", "--use-pixman", f"--width={SCREEN[0]}",
             f"--height={SCREEN[1]}", "--socket=wayland-shop", "--shell=desktop-shell.so", "--idle-time=0",
             "--no-config", "--debug"],
            stdout=output, stderr=subprocess.STDOUT, env={**os.environ, "XDG_RUNTIME_DIR": str(runtime)})
    compositor = Weston("weston", runtime, [process], log)
    try:
        compositor.wait_listening()
        yield compositor
    finally:
        stop_processes(compositor.processes)
        shutil.rmtree(runtime, ignore_errors=True)


@pytest.fixture
def mutter():
    """mutter, headless, as a Wayland display server only (no Xwayland), on a virtual monitor of
    1280×800, in the test's D-Bus session (mutter needs one; its D-Bus services are on it); with
    PipeWire and its session manager, wireplumber, for the screencast the screenshots are taken
    from. All three share a runtime folder of their own; stopped after the test."""
    require("mutter", package="Debian's mutter package")
    require("pipewire", "wireplumber", package="Debian's pipewire and wireplumber packages")
    require("gst-launch-1.0", package="Debian's gstreamer1.0-tools package")
    if subprocess.run(["gst-inspect-1.0", "pipewiresrc"], capture_output=True).returncode != 0:
        pytest.fail("GStreamer's pipewiresrc is not installed (Debian's gstreamer1.0-pipewire package)")
    runtime = Path(tempfile.mkdtemp(prefix="mutter-"))  # mode 0700, as a runtime folder must be
    log = runtime / "mutter.log"
    environment = {**os.environ, "XDG_RUNTIME_DIR": str(runtime)}
    environment.pop("DISPLAY", None)
    compositor = Mutter("mutter", runtime, [], log)
    try:
        with open(log, "wb") as output:
            compositor.processes.append(subprocess.Popen(["pipewire"], stdout=output, stderr=subprocess.STDOUT,
                                                         env=environment))
            wait_for(lambda: compositor.wait_running() or (runtime / "pipewire-0").is_socket(),
                     "PipeWire's socket", timeout=10)
            compositor.processes.append(subprocess.Popen(["wireplumber"], stdout=output, stderr=subprocess.STDOUT,
                                                         env=environment))
            compositor.processes.append(subprocess.Popen(
                ["mutter", "--headless", "--wayland", "--no-x11", "--virtual-monitor", f"{SCREEN[0]}x{SCREEN[1]}",
                 "--wayland-display", compositor.socket],
                stdout=output, stderr=subprocess.STDOUT, env=environment))
        compositor.wait_listening()
        compositor.start_screencast()
        yield compositor
    finally:
        compositor.stop_screencast()
        stop_processes(compositor.processes)
        shutil.rmtree(runtime, ignore_errors=True)


# MARK: Seeing the sheet on the screenshot

WHITE = bytes(1 if value >= 250 else 0 for value in range(256))
# An entry's border and padding, each side of its text area: 1 + 8 px in GTK 4.8's default
# theme (2 + 8 with the focus); some room for another theme.
PADDING = 12


def white_runs(image: png.Image, y: int) -> list[tuple[int, int]]:
    """The stretches of white pixels (every channel 250 or more) on a row: (start, length)."""
    row, channels = image.rows[y].translate(WHITE), image.channels
    white = int.from_bytes(row[0::channels], "big") & int.from_bytes(row[1::channels], "big") \
        & int.from_bytes(row[2::channels], "big")
    mask = white.to_bytes(image.width, "big")
    return [(found.start(), found.end() - found.start()) for found in re.finditer(rb"\x01+", mask)]


def entries_on_screen(image: png.Image, boxes: list[tuple[int, int, int, int]]) -> tuple[int, int] | None:
    """Where the entries whose text areas AT-SPI puts at `boxes` (x, y, width, height, in their
    window) show whole on the screenshot: a point of the first one's, or None.

    An entry is white inside its border, a few pixels wider than its text area (its padding): a
    row of the entry above or below the text is one white stretch over the text area, at most
    `PADDING` px wider on each side. The entries are found by such a stretch on a row of the
    first one and the same on the same row of each other one, at the offsets AT-SPI gives between
    them: all of them in sight, in their window's arrangement, which neither the cover nor the
    main window has."""
    (x0, y0, width0, _), others = boxes[0], boxes[1:]
    runs: dict[int, list[tuple[int, int]]] = {}

    def on_row(y: int) -> list[tuple[int, int]]:
        if y not in runs:
            runs[y] = white_runs(image, y) if 0 <= y < image.height else []
        return runs[y]

    def covered(y: int, left: int, width: int) -> bool:
        """Whether a white stretch on row y covers [left, left + width), and little more."""
        return any(start <= left and start + length >= left + width and length <= width + 2 * PADDING
                   for start, length in on_row(y))

    for y in range(image.height):
        for start, length in on_row(y):
            if not width0 <= length <= width0 + 2 * PADDING:
                continue
            for left in range(start, start + length - width0 + 1):  # where the first text area may start
                if all(covered(y + top - y0, left + x - x0, width) for x, top, width, _ in others):
                    return left, y
    return None


def entry_boxes(shop: Shop, sheet: Node) -> list[tuple[int, int, int, int]]:
    boxes = [extents(shop.entry(label, sheet)) for label in ENTRY_LABELS]
    for label, (_, _, width, height) in zip(ENTRY_LABELS, boxes):
        assert width > 100 and height > 20, f"the entry {label!r} is {width}×{height} px"
    return boxes


def assert_cannot_stand_apart(shop: Shop, sheet: Node) -> None:
    """The compositor places windows itself; a cover and a sheet too big to stand side by side
    on the screen overlap wherever it puts them, so a sheet in sight is a sheet above the cover."""
    cover_size, sheet_size = extents(shop.window("Payment Method"))[2:], extents(sheet)[2:]
    assert cover_size[0] + sheet_size[0] > SCREEN[0] and cover_size[1] + sheet_size[1] > SCREEN[1], \
        f"a cover of {cover_size} and a sheet of {sheet_size} could stand apart on {SCREEN}"


def settled_screenshot(compositor: Compositor, name: str) -> png.Image:
    """A screenshot once two in a row show the same below weston's panel (whose clock ticks):
    the compositor has shown all the app has drawn."""
    previous: list[bytes] | None = None
    deadline = time.monotonic() + 5
    while True:
        image = png.read(compositor.screenshot(name))
        if image.rows[40:] == previous or time.monotonic() > deadline:
            return image
        previous = image.rows[40:]
        time.sleep(0.1)


def launch_on(compositor: Compositor, new_shop, state: Path) -> Shop:
    """`shop` on the compositor, from a saved state, its windows built and drawn (`Shop.sync`:
    D-Bus)."""
    shop = new_shop(wide=True, environment=compositor.app_environment())
    shop.state_file.write_bytes(state.read_bytes())
    shop.launch()
    shop.wait_for_window("Payment Method", timeout=20)
    shop.sync()
    return shop


# MARK: The checks, under either compositor


def check_a_restored_sheet_shows_above_the_cover(compositor: Compositor, new_shop) -> None:
    """The saved purchase with the Add Card sheet over its cover, restored: the sheet is in
    sight. Restored, the main window, the cover and the sheet are shown at once, and which is
    drawn first (lowest, under weston) is the app's to order. The same check fails on the cover
    alone."""
    shop = launch_on(compositor, new_shop, SHEET_OVER_COVER)
    sheet = shop.wait_for_window("Add Card")
    shot = "wayland-restored-add-card-over-cover"
    try:
        boxes = entry_boxes(shop, sheet)
    except Timeout as error:  # the sheet's form is not laid out in its window: show the screen
        raise AssertionError(f"{error}; the screen: {compositor.screenshot(shot)}") from error
    assert_cannot_stand_apart(shop, sheet)
    deadline = time.monotonic() + 5
    while (found := entries_on_screen(png.read(compositor.screenshot(shot)), boxes)) is None \
            and time.monotonic() < deadline:
        time.sleep(0.2)
    shop.stop()

    alone = launch_on(compositor, new_shop, COVER_ALONE)
    assert "Add Card" not in alone.window_titles()
    image = settled_screenshot(compositor, "wayland-restored-cover-alone")
    assert entries_on_screen(image, boxes) is None, \
        f"the sheet's entries are seen on {ARTIFACTS / f'wayland-restored-cover-alone-{compositor.name}.png'}, " \
        f"a screenshot of the cover alone"

    assert found is not None, \
        f"the Add Card sheet is not in sight on {ARTIFACTS / f'{shot}-{compositor.name}.png'}: " \
        f"something stands above it (the cover, or the main window); the entries: {boxes}"


def check_a_sheet_opened_over_the_cover_shows_above_it(compositor: Compositor, new_shop) -> None:
    """The purchase cover opened by a link over the main window, then its Add Card button pressed
    (AT-SPI's "click", as a screen reader presses it): the sheet is in sight. The same check fails
    on the screenshot taken before, of the cover."""
    shop = new_shop(wide=True, environment=compositor.app_environment()).launch()
    shop.sync()
    opened = shop.run("shop://items/2/cart/3/payment")  # to the running app, as a link clicked elsewhere
    assert opened.returncode == 0, f"shop LINK failed: {opened.stdout}{opened.stderr}"
    cover = shop.wait_for_window("Payment Method")
    shop.wait_for_heading("Payment Method", "Payment Method")
    shop.sync()
    cover_alone = settled_screenshot(compositor, "wayland-cover-alone")
    button = shop.button("Add Card", cover)
    action = button.queryAction()
    names = [action.getName(index) for index in range(action.nActions)]
    assert "click" in names, f"the Add Card button's actions are {names}"
    action.doAction(names.index("click"))
    sheet = shop.wait_for_window("Add Card")
    shop.sync()
    boxes = entry_boxes(shop, sheet)
    assert_cannot_stand_apart(shop, sheet)
    assert entries_on_screen(cover_alone, boxes) is None, \
        f"the sheet's entries are seen on {ARTIFACTS / f'wayland-cover-alone-{compositor.name}.png'}, " \
        f"a screenshot of the cover alone"
    shot = "wayland-add-card-over-cover"
    deadline = time.monotonic() + 5
    while entries_on_screen(png.read(compositor.screenshot(shot)), boxes) is None:
        assert time.monotonic() < deadline, \
            f"the Add Card sheet is not in sight on {ARTIFACTS / f'{shot}-{compositor.name}.png'}: " \
            f"something stands above it (the cover, or the main window); the entries: {boxes}"
        time.sleep(0.2)


# MARK: Tests


def test_a_restored_add_card_sheet_shows_above_the_purchase_cover_on_weston(weston: Weston, new_shop):
    check_a_restored_sheet_shows_above_the_cover(weston, new_shop)


def test_the_add_card_sheet_opened_over_the_purchase_cover_shows_above_it_on_weston(weston: Weston, new_shop):
    check_a_sheet_opened_over_the_cover_shows_above_it(weston, new_shop)


def test_a_restored_add_card_sheet_shows_above_the_purchase_cover_on_mutter(mutter: Mutter, new_shop):
    check_a_restored_sheet_shows_above_the_cover(mutter, new_shop)


def test_the_add_card_sheet_opened_over_the_purchase_cover_shows_above_it_on_mutter(mutter: Mutter, new_shop):
    check_a_sheet_opened_over_the_cover_shows_above_it(mutter, new_shop)
