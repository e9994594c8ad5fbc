"""What a screen reader needs from a window, read through AT-SPI as Orca reads it.

`audit(window)` walks a window's whole tree (hidden stack pages included: GTK 4.8 leaves them in
the tree, and a page slid under another is one Back away) and returns one line per problem:

- an interactive widget (button, toggle, switch, entry, spin button, activatable row, tab) with
  no name, or with GTK's class name for one ("GtkImage");
- an image that is neither hidden from the tree nor named;
- a text field or spin button with no labelled-by relation to the label a sighted person reads
  (but a search field: in a search bar, a search landmark that AT-SPI 2 calls a form, no label
  shows beside it, as in GNOME's apps; its name is the placeholder a sighted person reads in it);
- a row a person can activate (a focusable list item) with no action to activate it by;
- a window that opens over another (sheet, cover, question) without the dialog or alert role.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field

import pyatspi
from dogtail.tree import Node

import atspi_tree

# Roles a person acts on: each must say what it is for.
INTERACTIVE = {
    "push button", "toggle button", "check box", "radio button", "switch", "spin button",
    "text", "entry", "password text", "list item", "page tab", "menu item", "link", "combo box",
}
# Roles that take typed input: each must be labelled by the label a sighted person reads.
FIELDS = {"text", "entry", "password text", "spin button"}
# What GTK names a widget that has no name of its own (the accessible's class name).
CLASS_NAME = re.compile(r"^Gtk[A-Z]\w*$")


@dataclass
class Audit:
    """What one walk found: how many nodes it read, and what is wrong with them."""
    checked: int = 0
    problems: list[str] = field(default_factory=list)

    def add(self, other: "Audit") -> None:
        self.checked += other.checked
        self.problems += other.problems

    def distinct_problems(self) -> list[str]:
        """Each problem once, with the first place it was seen (every link shows the other
        tabs' pages too)."""
        seen: dict[str, str] = {}
        for problem in self.problems:
            where, _, what = problem.partition(": ")
            seen.setdefault(what, where)
        return [f"{where}: {what}" for what, where in seen.items()]


def audit(window: Node, where: str, main_title: str = "Shop") -> Audit:
    result = Audit()
    tree = atspi_tree.read(window, states=True)
    title = tree.root.name
    expected = {"frame"} if title == main_title else {"dialog", "alert"}
    if tree.root.role not in expected:
        result.problems.append(f"{where}: window {title!r}: a {tree.root.role!r}, not a "
                               + " or ".join(sorted(expected)))
    records = [record for record in tree.root.walk() if record is not tree.root]
    fields = [record for record in records if record.role in FIELDS and not _is_read_only_text(record)
              and not _is_search_field(record)]
    rows = [record for record in records if record.role == "list item" and record.has(pyatspi.STATE_FOCUSABLE)]
    # Relations and actions are asked of the few nodes they concern (a node gone since the
    # reading is left out).
    field_nodes, row_nodes = tree.resolve(fields), tree.resolve(rows)
    unlabelled = {key for key, node in field_nodes.items() if not _labelled(node)}
    actionless = {key for key, node in row_nodes.items() if not _actions(node)}
    for record in records:
        result.checked += 1
        here = f"{where}: window {title!r}: {record.role} {record.name!r} in {_context(record)}"
        if record.role in INTERACTIVE and _is_unnamed(record.name) and not _is_read_only_text(record):
            result.problems.append(f"{here}: has no accessible name")
        if record.role in {"image", "icon"} and _is_unnamed(record.name):
            result.problems.append(f"{here}: an image neither hidden nor named")
        if id(record) in unlabelled:
            result.problems.append(f"{here}: no labelled-by relation to its label")
        if id(record) in actionless:
            result.problems.append(f"{here}: an activatable row with no action")
    return result


def audit_tabs(window: Node, where: str, tabs: list[str], selected: str) -> Audit:
    """The tab switcher: a tab list whose tabs are named for their tab, exactly one selected,
    the one shown."""
    result = Audit()
    tree = atspi_tree.read(window, states=True)
    found = {record.name: record for record in tree.root.walk() if record.name in tabs and record.role in INTERACTIVE}
    result.checked = len(found)
    for tab in tabs:
        record = found.get(tab)
        if record is None:
            result.problems.append(f"{where}: no control named {tab!r} for its tab")
            continue
        if record.role != "page tab" or record.parent is None or record.parent.role != "page tab list":
            parent = record.parent.role if record.parent is not None else "nothing"
            result.problems.append(f"{where}: tab {tab!r} is a {record.role!r} in a {parent!r}, "
                                   "not a 'page tab' in a 'page tab list'")
        is_selected = record.has(pyatspi.STATE_SELECTED)
        if is_selected != (tab == selected):
            result.problems.append(f"{where}: tab {tab!r} is {'' if is_selected else 'not '}selected "
                                   f"while {selected!r} is shown")
    return result


def _context(record: atspi_tree.Record) -> str:
    """Where a node is, in the words on screen near it: the first texts of its parent."""
    texts: list[str] = []

    def collect(current: atspi_tree.Record, depth: int) -> None:
        if len(texts) >= 2 or depth > 4:
            return
        if current.role in {"label", "heading"} and current.name.strip():
            texts.append(current.name.strip()[:40])
        for child in current.children:
            collect(child, depth + 1)

    collect(record.parent if record.parent is not None else record, 0)
    return repr(" / ".join(texts)) if texts else "(no text nearby)"


def _is_unnamed(text: str) -> bool:
    return not text.strip() or bool(CLASS_NAME.match(text))


def _is_read_only_text(record: atspi_tree.Record) -> bool:
    """A label that can be selected (an order number) is a "text" that takes no input."""
    return record.role == "text" and not record.has(pyatspi.STATE_EDITABLE)


def _is_search_field(record: atspi_tree.Record) -> bool:
    """Whether `record` is the named field of a search bar (GtkSearchBar: a form, then the
    revealer's and the bar's boxes, then the field)."""
    return record.role == "entry" and not _is_unnamed(record.name) and any(
        ancestor.role == "form" for ancestor in itertools.islice(record.ancestors(), 4))


def _labelled(node: Node) -> bool:
    for relation in node.getRelationSet():
        if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY and relation.getNTargets() > 0:
            return True
    return False


def _actions(node: Node) -> list[str]:
    """The names of the actions AT-SPI offers on a node (what Orca's "activate" would run)."""
    try:
        action = node.queryAction()
    except NotImplementedError:
        return []
    return [action.getName(index) for index in range(action.nActions)]
