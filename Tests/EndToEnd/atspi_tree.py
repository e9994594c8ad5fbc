"""A window's accessible tree read in one walk: what the driver searches instead of asking for
each node's children, role and name one call at a time.

dogtail (over libatspi, which keeps no cache without an event loop) asks the app for every child,
role and name with a D-Bus call of its own, waiting for each answer before the next question. A
search of a 200-node window is then some 800 round trips, each one a wake-up of the app's main
loop and of the bus daemon: the end-to-end suite spent most of its time there, in the app's
process as much as in the tests'. Here the questions of a walk are sent without waiting (a
node's children are asked for as soon as its child count is known), over a connection of our own
to the accessibility bus, and the answers are collected as they come. The tree read is the same
one libatspi gives (GetChildAtIndex, so a GtkStack's GtkStackPage nodes are in it), and a node
found in it is turned back into the libatspi node the tests act on (`Tree.node`) by its child
indices from the root.

A role never changes for an object path (GTK gives every accessible a path of its own), so roles
are asked once per path; everything else is asked at each reading.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterable

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, Gio, GLib  # noqa: E402

ACCESSIBLE = "org.a11y.atspi.Accessible"
COMPONENT = "org.a11y.atspi.Component"
PROPERTIES = "org.freedesktop.DBus.Properties"
CALL_TIMEOUT_MS = 5000
# AT-SPI's coordinate types: relative to the window (what the tests use everywhere).
WINDOW_COORDS = 1


class TreeGone(RuntimeError):
    """What was read left the accessibility bus (the app ended, or the node was destroyed)."""


@dataclass(eq=False)
class Record:
    """One node of a reading: what was asked of it, where it is in the tree."""

    path: str
    role: str = ""
    name: str = ""
    description: str = ""
    child_count: int = 0
    parent: "Record | None" = None
    index: int = -1  # among its parent's children
    children: list["Record"] = field(default_factory=list)
    states: frozenset[int] | None = None

    def indices(self) -> list[int]:
        """The child indices from the reading's root down to this node."""
        steps: list[int] = []
        node = self
        while node.parent is not None:
            steps.append(node.index)
            node = node.parent
        return steps[::-1]

    def ancestors(self) -> Iterable["Record"]:
        node = self.parent
        while node is not None:
            yield node
            node = node.parent

    def is_within(self, other: "Record") -> bool:
        return self is other or any(ancestor is other for ancestor in self.ancestors())

    def walk(self) -> Iterable["Record"]:
        """This node and every node under it, depth first, in the tree's order."""
        stack = [self]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.children))

    def has(self, state: int) -> bool:
        assert self.states is not None, "this reading did not ask for states"
        return state in self.states


_ROLE_NAMES: dict[int, str] = {}
ROLES_BY_PATH: dict[str, str] = {}


def role_name(value: int) -> str:
    """AT-SPI's name of a role ("push button"), as libatspi (and so dogtail) gives it."""
    if value not in _ROLE_NAMES:
        try:
            _ROLE_NAMES[value] = Atspi.role_get_name(Atspi.Role(value)) or "unknown"
        except (ValueError, TypeError):
            _ROLE_NAMES[value] = "unknown"
    return _ROLE_NAMES[value]


def _states(words: list[int]) -> frozenset[int]:
    """AT-SPI's state set (two 32-bit words) as the numbers of Atspi.StateType."""
    found = set()
    for word_index, word in enumerate(words):
        for bit in range(32):
            if word & (1 << bit):
                found.add(word_index * 32 + bit)
    return frozenset(found)


class Bus:
    """Our own connection to the accessibility bus, and the apps on it by process id."""

    _connection: Gio.DBusConnection | None = None
    _names: dict[int, str] = {}

    @classmethod
    def connection(cls) -> Gio.DBusConnection:
        if cls._connection is None or cls._connection.is_closed():
            session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
            address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                        GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, CALL_TIMEOUT_MS,
                                        None).unpack()[0]
            cls._connection = Gio.DBusConnection.new_for_address_sync(
                address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT
                | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
            cls._names = {}
            cls._names_by_root = {}
        return cls._connection

    @classmethod
    def name_of(cls, pid: int) -> str:
        """The unique name of process `pid`'s connection to the accessibility bus."""
        name = cls._names.get(pid)
        if name is not None:
            return name
        connection = cls.connection()
        names = connection.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                     "ListNames", None, None, Gio.DBusCallFlags.NONE, CALL_TIMEOUT_MS,
                                     None).unpack()[0]
        for candidate in names:
            if not candidate.startswith(":"):
                continue
            try:
                owner = connection.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                             "GetConnectionUnixProcessID", GLib.Variant("(s)", (candidate,)), None,
                                             Gio.DBusCallFlags.NONE, CALL_TIMEOUT_MS, None).unpack()[0]
            except GLib.Error:
                continue  # left the bus while we asked
            if owner == pid:
                cls._names[pid] = candidate
                return candidate
        raise TreeGone(f"process {pid} is not on the accessibility bus")

    @classmethod
    def forget(cls, pid: int) -> None:
        cls._names.pop(pid, None)

    # GTK 4.8 gives a process a second root, on a connection of its own, when a window opens
    # before the application registers (the inspector GTK_DEBUG=interactive opens in gtk_init):
    # that root's paths are read through its connection, found by `find_name_for`.
    _names_by_root: dict[tuple[int, str], str] = {}

    @staticmethod
    def _root_of(path: str) -> str:
        return path.split("/a11y/")[0]

    @classmethod
    def name_for(cls, pid: int, path: str) -> str:
        """The connection of process `pid` that serves `path`: `name_of(pid)`, unless
        `find_name_for` found another for the root of `path`."""
        return cls._names_by_root.get((pid, cls._root_of(path))) or cls.name_of(pid)

    @classmethod
    def find_name_for(cls, pid: int, path: str) -> str:
        """Of process `pid`'s connections, the one that answers for `path`, kept for every path of
        its root (`name_for`)."""
        connection = cls.connection()
        names = connection.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                     "ListNames", None, None, Gio.DBusCallFlags.NONE, CALL_TIMEOUT_MS,
                                     None).unpack()[0]
        for candidate in (name for name in names if name.startswith(":")):
            try:
                owner = connection.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                             "GetConnectionUnixProcessID", GLib.Variant("(s)", (candidate,)), None,
                                             Gio.DBusCallFlags.NONE, CALL_TIMEOUT_MS, None).unpack()[0]
                if owner != pid:
                    continue
                connection.call_sync(candidate, path, ACCESSIBLE, "GetRole", None, None,
                                     Gio.DBusCallFlags.NONE, CALL_TIMEOUT_MS, None)
            except GLib.Error:
                continue  # left the bus, or does not serve `path`
            cls._names_by_root[(pid, cls._root_of(path))] = candidate
            return candidate
        raise TreeGone(f"no connection of process {pid} serves {path}")


# The parameters of the calls a reading makes, made once (making a GLib.Variant in Python is
# not free, and a reading makes thousands of calls).
_ACCESSIBLE_PROPERTIES = GLib.Variant("(s)", (ACCESSIBLE,))
_CHILD_INDICES: list[GLib.Variant] = []


def _child_index(index: int) -> GLib.Variant:
    while len(_CHILD_INDICES) <= index:
        _CHILD_INDICES.append(GLib.Variant("(i)", (len(_CHILD_INDICES),)))
    return _CHILD_INDICES[index]


class _Calls:
    """D-Bus calls in flight, answered on a main context of our own (libatspi's connection and
    the default context are left alone)."""

    def __init__(self, bus_name: str) -> None:
        self.bus_name = bus_name
        self.connection = Bus.connection()
        self.context = GLib.MainContext.new()
        self.pending = 0
        self.errors: list[GLib.Error] = []
        self.failed_paths: set[str] = set()

    def call(self, path: str, interface: str, method: str, parameters: GLib.Variant | None,
             answer: Callable[[GLib.Variant], None]) -> None:
        """Sends a call; `answer` gets the reply's first value (read by hand: unpacking whole
        replies into Python was most of a reading's time)."""
        def finished(connection: Gio.DBusConnection, result: Gio.AsyncResult) -> None:
            self.pending -= 1
            try:
                reply = connection.call_finish(result)
            except GLib.Error as error:
                self.errors.append(error)
                self.failed_paths.add(path)
                return
            answer(reply.get_child_value(0))

        self.pending += 1
        self.context.push_thread_default()
        try:
            self.connection.call(self.bus_name, path, interface, method, parameters, None,
                                 Gio.DBusCallFlags.NONE, CALL_TIMEOUT_MS, None, finished)
        finally:
            self.context.pop_thread_default()

    def wait(self) -> None:
        while self.pending:
            self.context.iteration(True)


class Tree:
    """One reading of the tree under a node: every node's role, name and children (and, when
    asked, description and states), read at about the same moment."""

    def __init__(self, root_node, pid: int, states: bool = False, descriptions: bool = False) -> None:
        self.root_node = root_node
        self.pid = pid
        self.bus_name = Bus.name_for(pid, root_node.path)
        self.root = Record(path=root_node.path)
        self._by_path: dict[str, Record] = {}
        self._read(states, descriptions)

    def _read(self, states: bool, descriptions: bool) -> None:
        calls = _Calls(self.bus_name)

        def visit(record: Record) -> None:
            self._by_path[record.path] = record
            known = ROLES_BY_PATH.get(record.path)
            if known is not None:
                record.role = known
            else:
                def got_role(reply: GLib.Variant, record: Record = record) -> None:
                    record.role = ROLES_BY_PATH.setdefault(record.path, role_name(reply.get_uint32()))
                calls.call(record.path, ACCESSIBLE, "GetRole", None, got_role)

            def got_properties(properties: GLib.Variant, record: Record = record) -> None:
                text = properties.lookup_value("Name", None)
                record.name = text.get_string() if text is not None else ""
                if descriptions:
                    text = properties.lookup_value("Description", None)
                    record.description = text.get_string() if text is not None else ""
                count = properties.lookup_value("ChildCount", None)
                record.child_count = count.get_int32() if count is not None else 0
                record.children = [None] * record.child_count  # type: ignore[list-item]
                for index in range(record.child_count):
                    def got_child(reply: GLib.Variant, record: Record = record, index: int = index) -> None:
                        path = reply.get_child_value(1).get_string()
                        if path == "/org/a11y/atspi/null":
                            return
                        child = Record(path=path, parent=record, index=index)
                        record.children[index] = child
                        visit(child)
                    calls.call(record.path, ACCESSIBLE, "GetChildAtIndex", _child_index(index), got_child)
            calls.call(record.path, PROPERTIES, "GetAll", _ACCESSIBLE_PROPERTIES, got_properties)

            if states:
                def got_states(reply: GLib.Variant, record: Record = record) -> None:
                    record.states = _states([reply.get_child_value(0).get_uint32(), reply.get_child_value(1).get_uint32()])
                calls.call(record.path, ACCESSIBLE, "GetState", None, got_states)

        visit(self.root)
        calls.wait()
        # A node some call failed on left the tree while it was read (a row removed, a page
        # destroyed): it is left out, as the next reading would leave it out, rather than kept
        # with half its facts.
        for record in self._by_path.values():
            record.children = [child for child in record.children
                               if child is not None and child.path not in calls.failed_paths]
        for path in calls.failed_paths:
            self._by_path.pop(path, None)
        # Some node changed while it was read: a search that finds nothing should read again.
        self.incomplete = bool(calls.failed_paths)
        if not self.root.role and calls.errors:
            raise TreeGone(f"the tree under {self.root.path} could not be read: {calls.errors[0].message}")

    # MARK: Searching

    def find(self, predicate: Callable[[Record], bool]) -> list[Record]:
        """Every node under the root (the root left out) that `predicate` accepts, in tree order."""
        return [record for record in self.root.walk() if record is not self.root and predicate(record)]

    def record(self, path: str) -> Record | None:
        return self._by_path.get(path)

    # MARK: On screen

    def extents(self, records: list[Record]) -> dict[int, tuple[int, int, int, int]]:
        """x, y, width, height relative to the window of each record (by id), asked together."""
        calls = _Calls(self.bus_name)
        found: dict[int, tuple[int, int, int, int]] = {}
        for record in records:
            def got(box: GLib.Variant, record: Record = record) -> None:
                found[id(record)] = tuple(box.get_child_value(i).get_int32() for i in range(4))
            calls.call(record.path, COMPONENT, "GetExtents", GLib.Variant("(u)", (WINDOW_COORDS,)), got)
        calls.wait()
        return found

    def hits(self, window: Record, points: list[tuple[int, int]]) -> list[str | None]:
        """The path of the deepest accessible at each point of `window` (GTK's pick), asked
        together."""
        calls = _Calls(self.bus_name)
        found: list[str | None] = [None] * len(points)
        for position, (x, y) in enumerate(points):
            def got(reference: GLib.Variant, position: int = position) -> None:
                path = reference.get_child_value(1).get_string()
                found[position] = None if path == "/org/a11y/atspi/null" else path
            calls.call(window.path, COMPONENT, "GetAccessibleAtPoint", GLib.Variant("(iiu)", (x, y, WINDOW_COORDS)), got)
        calls.wait()
        return found

    def on_screen(self, records: list[Record], window: Record | None = None) -> list[Record]:
        """The records a person can see and click, as `driver.is_on_screen` decides for one node:
        a size, and a hit test at the centre that finds the node or something inside it; failing
        that, inside every scrolled view that holds it, and on the page each GtkStack above it
        shows. `window` is the reading's root unless said (the root must be in the window)."""
        if not records:
            return []
        window = window or self.root
        boxes = self.extents(records)
        sized = [record for record in records if id(record) in boxes and boxes[id(record)][2] > 0 and boxes[id(record)][3] > 0]
        centres = [self._centre(boxes[id(record)]) for record in sized]
        hit_paths = self.hits(window, centres)
        shown, doubtful = [], []
        for record, hit in zip(sized, hit_paths):
            hit_record = self._by_path.get(hit) if hit else None
            if hit_record is not None and hit_record.is_within(record):
                shown.append(record)
            else:
                doubtful.append(record)
        if doubtful:
            shown_ids = {id(record) for record in shown}
            kept = {id(record) for record in doubtful if self._shown_by_its_ancestors(record, boxes[id(record)], window)}
            return [record for record in sized if id(record) in shown_ids or id(record) in kept]
        return shown

    def _shown_by_its_ancestors(self, record: Record, box: tuple[int, int, int, int], window: Record) -> bool:
        x, y = self._centre(box)
        ancestors = [ancestor for ancestor in record.ancestors() if ancestor.is_within(window) and ancestor is not window]
        panes = [ancestor for ancestor in ancestors if ancestor.role == "scroll pane"]
        pages = [ancestor for ancestor in ancestors if ancestor.parent is not None and ancestor.parent.name == "GtkStackPage"]
        boxes = self.extents(panes + pages)
        for pane in panes:
            left, top, width, height = boxes.get(id(pane), (0, 0, 0, 0))
            if not (left <= x < left + width and top <= y < top + height):
                return False  # scrolled out of view
        for page in pages:
            if not self._page_is_shown(page, boxes.get(id(page), (0, 0, 0, 0)), window):
                return False
        return True

    def page_is_shown(self, page: Record) -> bool:
        """Whether the stack that holds `page` (a child of a GtkStackPage node) shows it."""
        box = self.extents([page]).get(id(page), (0, 0, 0, 0))
        return self._page_is_shown(page, box, self.root)

    def _page_is_shown(self, page: Record, box: tuple[int, int, int, int], window: Record) -> bool:
        """A hidden stack page's extents can be stale: a hit test inside them finds the page
        shown, which may be another."""
        left, top, width, height = box
        if width <= 0 or height <= 0:
            return False
        points = [(left + int(width * fx), top + int(height * fy))
                  for fx, fy in ((0.5, 0.5), (0.25, 0.25), (0.75, 0.75), (0.5, 0.1))]
        for hit in self.hits(window, points):
            if hit is not None:
                hit_record = self._by_path.get(hit)
                return hit_record is not None and hit_record.is_within(page)
        return False

    @staticmethod
    def _centre(box: tuple[int, int, int, int]) -> tuple[int, int]:
        x, y, width, height = box
        return x + width // 2, y + height // 2

    # MARK: Back to libatspi's nodes

    def resolve(self, records: list[Record]) -> dict[int, object]:
        """The libatspi node of each record (by the record's id), walked down to from the root by
        child index, each step asked once; a node the tree lost since the reading (or another
        one found at its place) is left out."""
        resolved: dict[int, object] = {id(self.root): self.root_node}
        found: dict[int, object] = {}
        for record in records:
            chain = [record, *record.ancestors()][::-1]
            node = None
            for step in chain:
                if id(step) in resolved:
                    node = resolved[id(step)]
                    continue
                try:
                    child = node.getChildAtIndex(step.index) if node is not None else None
                except Exception:  # noqa: BLE001  (gone from the bus)
                    child = None
                if child is None or child.path != step.path:
                    node = None
                    break
                resolved[id(step)] = child
                node = child
            if node is not None:
                found[id(record)] = node
        return found

    def nodes(self, records: list[Record]) -> list:
        """The libatspi nodes of `records` that are still in the tree (`resolve`), in order."""
        resolved = self.resolve(records)
        return [resolved[id(record)] for record in records if id(record) in resolved]

    def node(self, record: Record):
        nodes = self.nodes([record])
        if not nodes:
            raise LookupError(f"{record.role} {record.name!r} left the tree")
        return nodes[0]


def read(node, states: bool = False, descriptions: bool = False) -> Tree:
    """A reading of the tree under `node` (a window, usually), found on the bus by its process."""
    try:
        pid = node.get_process_id()
    except Exception as error:  # noqa: BLE001  (GLib.GError: the app left the bus)
        raise TreeGone(f"the node's app is gone: {error}") from None
    return Tree(node, pid, states=states, descriptions=descriptions)
