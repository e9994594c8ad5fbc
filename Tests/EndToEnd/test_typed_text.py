"""Every text field of every screen, given what a careless or hostile person types or pastes:
nothing, 2,001 characters, control characters, a bidirectional override. The app stays up, its
windows keep mirroring its state, and text that a link or the user's data may not hold is
refused in plain words before anything is done with it."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from clipboard import Clipboard
from driver import Shop, has_state, text_of, wait_for
import pyatspi


@dataclass(frozen=True)
class Field:
    link: str
    window: str
    caption: str
    # The buttons that act on what the field holds.
    buttons: tuple[str, ...]
    # The texts (keys of TEXTS) the field accepts; the others are refused in words under it.
    accepts: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"{self.link} {self.caption}"


FIELDS = [
    Field("shop://patterns/content", "Shop", "Text for the first link and the sheet", ("First", "String", "Sheet", "Cover"),
          accepts=("bidi-override",)),
    Field("shop://patterns/config", "Shop", "Parameter for link B", ("Link B (Push)",), accepts=("bidi-override",)),
    Field("shop://profile/edit", "Edit Profile", "Name", ("Save",), accepts=("bidi-override",)),
    Field("shop://profile/edit", "Edit Profile", "Email", ("Save",)),
    Field("shop://wallet/add", "Add Card", "Name on card", ("Save",), accepts=("bidi-override",)),
    Field("shop://wallet/add", "Add Card", "Card number", ("Save",)),
    Field("shop://wallet/add", "Add Card", "Expiry", ("Save",)),
    Field("shop://wallet/add", "Add Card", "Security code", ("Save",)),
]

TEXTS = {
    "empty": "",
    "2001-characters": "x" * 2001,
    "control-characters": "a\tb\x01c\nd\x1b[2J\x7f",
    "bidi-override": "\u202efdp.exe \u05e9\u05dc\u05d5\u05dd",
}


def paste(shop: Shop, clipboard: Clipboard, entry, text: str) -> None:
    """Replaces what `entry` holds as a person does: click, select all, then paste `text` from
    the clipboard (the only way a person gets control characters into a field), or delete."""
    shop.click(entry)
    wait_for(lambda: has_state(entry, pyatspi.STATE_FOCUSED), "the entry to take the focus")
    shop.press("ctrl+a")
    if text:
        clipboard.set_text(text)
        shop.press("ctrl+v")
        wait_for(lambda: text_of(entry) == text, f"the entry to hold the pasted text (it holds {text_of(entry)[:40]!r})")
    else:
        shop.press("BackSpace")
        wait_for(lambda: text_of(entry) == "", "the entry to be empty")
    shop.sync()


@pytest.fixture(scope="module")
def clipboard():
    owner = Clipboard()
    yield owner
    owner.close()


def error_under(entry) -> str:
    """The error shown under a form's entry (the label after it, while the entry is marked
    invalid: without an error the line may show a hint), or ''."""
    if not has_state(entry, pyatspi.STATE_INVALID):
        return ""
    siblings = entry.parent.children
    after = siblings[siblings.index(entry) + 1:]
    return next((text_of(node) for node in after if node.roleName == "label"), "")


@pytest.mark.parametrize("field", FIELDS, ids=str)
def test_every_field_takes_anything_a_person_types_and_the_app_stays_up(new_shop, clipboard, field: Field):
    # One launch per field: refused text changes nothing (its buttons are insensitive), and the
    # only text a field may accept, the bidi override, comes last, when its buttons may lead away.
    shop = new_shop().launch("--no-restore", field.link)
    window = shop.wait_for_window(field.window)
    for kind, text in TEXTS.items():
        entry = shop.entry(field.caption, window)
        paste(shop, clipboard, entry, text)
        shop.press("Return")  # Enter in a field acts, as in any form (and a form then shows every error)
        shop.sync()
        assert shop.is_running(), f"shop died after {kind} in {field}:\n{shop.output()[-2000:]}"
        if kind not in field.accepts:
            assert error_under(entry), f"{field} took {kind} without a word"
            assert not any(shop.is_sensitive(button) for label in field.buttons
                           for button in shop.find_all("push button", label, window)), f"{field}: {kind} can be acted on"
            continue
        for label in field.buttons:
            found = [button for button in shop.find_all("push button", label) if shop.is_sensitive(button)]
            if found:
                shop.click(found[0])
                shop.sync()
        assert shop.is_running(), f"shop died after {kind} in {field}:\n{shop.output()[-2000:]}"
