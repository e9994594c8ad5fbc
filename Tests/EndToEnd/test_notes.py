"""Notes (`Tests/Consumer`), a GNOME app built on FlowGtk from outside its package, used as a person
uses it: the same real input and AT-SPI as the shop's tests, on the `notes` that
`scripts/consumer.sh` builds. What the issue asked of it: a renamed note renames its page, the edit
sheet asks before changes are lost, the Settings cover returns what was chosen, and nothing is lost
between runs."""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path

import pytest

from conftest import ROOT
from driver import Shop, TIMEOUT, wait_for, extents, text_of

NOTES = ROOT / ".build" / "consumer" / "Notes" / ".build" / "debug" / "notes"


class Notes(Shop):
    """The `notes` process: it takes no arguments and keeps its files under the test's folders."""

    def launch(self, *arguments: str, wait: bool = True) -> "Notes":
        self._log_index += 1
        self.log_file = self.workdir / f"notes-{self._log_index}.log"
        self.process = subprocess.Popen([str(self.binary)], stdout=open(self.log_file, "wb"),
                                        stderr=subprocess.STDOUT, env=self.environment())
        self._app = None
        if wait:
            self.wait_for_window("Notes", what="the notes window", timeout=max(TIMEOUT, 20))
        return self

    def environment(self) -> dict[str, str]:
        env = super().environment()
        env.pop("SHOP_TEST_SYNC_FILE")
        return env

    def settle(self) -> None:
        """Notes has no sync action to wait on (it is an app like any other): its tests wait for
        what they expect to see instead, and then a moment, as a person takes to see it: a click
        or Return in the first quarter of a second after a page shows does nothing (FlowGtk's
        input guard)."""
        time.sleep(0.3)

    def notes_file(self) -> str:
        path = self.workdir / "data" / "notes" / "notes.json"
        return path.read_text() if path.exists() else ""


@pytest.fixture(scope="session")
def notes_binary() -> Path:
    if not NOTES.exists():   # `make test` has built it (scripts/consumer.sh); `make e2e` may not have
        subprocess.run([str(ROOT / "scripts" / "consumer.sh"), "build"], check=True, cwd=ROOT)
    return NOTES


@pytest.fixture
def notes(notes_binary, tmp_path):
    app = Notes(notes_binary, tmp_path)
    yield app
    app.stop()


def open_note(notes: Notes, title: str) -> None:
    notes.click(notes.row(title))
    wait_for(lambda: notes.header_title(notes.window("Notes")) == title, f"the note {title!r} open")


def edit_title(notes: Notes, note: str, title: str):
    """Opens `note`, its edit sheet, and types `title` over its title; returns the sheet."""
    open_note(notes, note)
    notes.click(notes.button("Edit"))
    sheet = notes.wait_for_window("Edit Note")
    notes.fill(notes.entry("Title", within=sheet), title)
    return sheet


def test_a_renamed_note_renames_its_page_and_is_kept_after_kill(notes):
    notes.launch()
    sheet = edit_title(notes, "Ideas", "Plans")
    notes.click(notes.button("Save", within=sheet))
    notes.wait_for_no_window("Edit Note")
    wait_for(lambda: notes.header_title(notes.window("Notes")) == "Plans",
             "the header to follow the new title")
    notes.wait_for_heading("Plans", "Notes")
    wait_for(lambda: '"Plans"' in notes.notes_file(), "the notes file to hold the new title")

    notes.process.kill()
    notes.process.wait(timeout=TIMEOUT)
    notes.launch()
    wait_for(lambda: notes.header_title(notes.window("Notes")) == "Plans", "the renamed note open again")


def test_text_typed_on_the_edit_sheet_is_there_after_kill(notes):
    notes.launch()
    sheet = edit_title(notes, "Ideas", "Half typed")
    state = notes.workdir / "state" / "notes" / "state.json"
    wait_for(lambda: "Half typed" in state.read_text(), "the draft in the state file", timeout=TIMEOUT + 2)

    notes.process.kill()
    notes.process.wait(timeout=TIMEOUT)
    notes.launch()
    sheet = notes.wait_for_window("Edit Note")
    wait_for(lambda: text_of(notes.entry("Title", within=sheet)) == "Half typed", "the typed title back")


def test_closing_the_edit_sheet_over_changes_asks_first(notes):
    notes.launch()
    sheet = edit_title(notes, "Groceries", "Shopping")
    notes.press("Escape")
    dialog = notes.wait_for_window("Discard Changes?")
    notes.click(notes.button("Keep Editing", within=dialog))
    notes.wait_for_no_window("Discard Changes?")
    notes.wait_for_window("Edit Note")
    notes.click(notes.button("Cancel", within=notes.window("Edit Note")))
    notes.click(notes.button("Discard", within=notes.wait_for_window("Discard Changes?")))
    notes.wait_for_no_window("Edit Note")
    assert notes.header_title(notes.window("Notes")) == "Groceries"


def test_settings_returns_the_order_chosen(notes):
    notes.launch()
    notes.click(notes.button("Settings"))
    cover = notes.wait_for_window("Settings")
    order = notes.find("combo box", "Order", cover)
    notes.click(order)
    notes.find(None, "By Title", timeout=TIMEOUT)  # the list is open; its popover is a surface of
    notes.press("Down", "Return")                   # its own, so the keys choose, as a person may
    wait_for(lambda: notes.find_all("label", "By Title", order), "the drop-down to show By Title")
    notes.click(notes.button("Done", within=notes.window("Settings")))
    notes.wait_for_no_window("Settings")

    def rows_by_title() -> bool:
        tops = [extents(notes.row(title))[1] for title in ("Groceries", "Ideas", "Reading List")]
        return tops == sorted(tops)
    wait_for(rows_by_title, "the list in title order")
