"""Whether what a window shows went through translation, read through AT-SPI.

In the pseudo-language `qps` (`scripts/translations.sh pseudo`) every translated text is marked ⟦…⟧, values
inside it. `untranslated(window, where)` walks a window's whole tree, as the accessibility audit
does, and returns a line for each name, description or text with letters outside the marks,
once what may stay as it is has been taken out:

- a person's own data (the card holder, the profile's name and email, the text of a link they
  gave, an order's number),
- the brands of cards ("Visa"), which no language translates,
- what the locale's data writes, not a catalogue: a month's name in a card's expiry,
- Swift code, which the Patterns pages show as it is written,
- GTK's names for unnamed containers ("GtkOverlay"), which no one reads as text,
- GTK's own texts (a GtkShortcutsWindow's search, About's "Credits"), which GTK's catalogue
  (gtk40) translates, and which the pseudo-language cannot reach.

`catalogue(language)` reads a language's compiled catalogues, for the German and Hebrew walks: any text a window
shows that is still the English of a text translated differently there was missed.
"""

from __future__ import annotations

import gettext
import re
from pathlib import Path

import pyatspi
from dogtail.tree import Node
from gi.repository import GLib

import atspi_tree

ROOT = Path(__file__).resolve().parents[2]
MARKED = re.compile(r"⟦[^⟦⟧]*⟧")
LETTERS = re.compile(r"[^\W\d_]")
# Data a person made or the shop's sample files hold, and names no language translates.
USER_DATA = ["Alex Doe", "alex@example.com", "Visa", "Mastercard", "American Express", "Discover"]
# Texts that are not a catalogue's: an order's number, a month and year, a class name, code.
NOT_TEXT = [
    re.compile(r"SHOP-\d+"),
    re.compile(r"(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}"),
    re.compile(r"^Gtk[A-Z]\w*$"),
    re.compile(r"^shop://\S*$"),  # a link's form: a URL, the same in every language
    re.compile(r"^.*(\b[A-Za-z_]\w*\.[A-Za-z_]\w*|\w\(|\bcase let\b).*$"),
]


def gtk_texts() -> set[str]:
    """GTK's own texts: the English of every text GTK's catalogue translates."""
    for language in ("de", "he"):
        mo = Path(f"/usr/share/locale/{language}/LC_MESSAGES/gtk40.mo")
        if mo.exists():
            with mo.open("rb") as file:
                translations = gettext.GNUTranslations(file)
            # A key is "context\x04text" where the text has a context ("keyboard label\x04Escape").
            return {(key if isinstance(key, str) else key[0]).split("\x04")[-1] for key in translations._catalog}
    return set()


GTK_TEXTS = gtk_texts()
# GTK's texts with a value ("About %s"), as patterns of the whole text (its markup left out, as
# a label's text is).
GTK_FORMATS = [re.compile("^" + re.sub(r"%(\d\$)?[sd]", "(.+)", re.escape(re.sub(r"<[^>]*>", "", text))) + "$", re.S)
               for text in GTK_TEXTS if re.search(r"%(\d\$)?[sd]", text)
               and LETTERS.search(re.sub(r"%(\d\$)?[sd]|<[^>]*>", "", text))]


def pseudo(text: str) -> str:
    """`text` as the pseudo-language shows it."""
    return f"⟦{text}⟧"


def unmarked(text: str, allowed: list[str] = (), formats: bool = True) -> str:
    """What of `text` is outside the marks and not allowed, if it has letters; else ""."""
    rest = text
    while MARKED.search(rest):  # marks hold values that are marked texts themselves
        rest = MARKED.sub(" ", rest)
    for pattern in NOT_TEXT:
        rest = pattern.sub(" ", rest)
    for data in sorted([*USER_DATA, *allowed], key=len, reverse=True):
        rest = re.sub(rf"(?<!\w){re.escape(data)}(?!\w)", " ", rest)
    rest = rest.strip()
    if not LETTERS.search(rest) or rest in GTK_TEXTS or text in GTK_TEXTS or _is_keys(text):
        return ""
    for pattern in GTK_FORMATS if formats else []:
        match = pattern.match(text)
        if match:  # GTK's own words, with values that must be translated themselves
            return next((left for value in match.groups() if (left := unmarked(value, allowed, formats=False))), "")
    return rest


def _read_only_texts(tree: atspi_tree.Tree, records: list[atspi_tree.Record]) -> dict[int, str]:
    """What each selectable label (a "text" that takes no input, such as an order number) shows,
    by record."""
    found: dict[int, str] = {}
    readable = [record for record in records if record.role == "text" and not record.has(pyatspi.STATE_EDITABLE)]
    for key, node in tree.resolve(readable).items():
        try:
            text = node.queryText()
            found[key] = text.getText(0, text.characterCount)
        except (NotImplementedError, GLib.Error):
            pass
    return found


def untranslated(window: Node, where: str, allowed: list[str] = ()) -> list[str]:
    """One line per text in `window` that did not go through translation (in `qps`): its
    accessible names, descriptions and the text of selectable labels."""
    problems: list[str] = []
    tree = atspi_tree.read(window, states=True, descriptions=True)
    records = list(tree.root.walk())
    texts = _read_only_texts(tree, records)
    for record in records:
        for field, text in (("name", record.name), ("description", record.description), ("text", texts.get(id(record)))):
            rest = unmarked(text, allowed) if text else ""
            if rest:
                problems.append(f"{where}: window {tree.root.name!r}: {record.role} {field} {text!r}: {rest!r} is not translated")
    return problems


def catalogue(language: str) -> dict[str, str]:
    """English → translation of the shop's, FlowCoordinator's and FlowGtk's texts in `language`
    ("de", "he"), from the catalogues the app reads (.build/locale), plural forms left out."""
    found: dict[str, str] = {}
    for domain in ("shop", "flowcoordinator", "flowgtk"):
        with (ROOT / ".build" / "locale" / language / "LC_MESSAGES" / f"{domain}.mo").open("rb") as file:
            translations = gettext.GNUTranslations(file)
        found.update({key: text for key, text in translations._catalog.items() if isinstance(key, str) and key})
    return found


# Keys GTK names by their keysym (gdk_keyval_name), which no catalogue translates.
KEYSYM_NAMES = {"Back", "Menu", "Return", "Left", "Right"}


def _is_keys(text: str) -> bool:
    """A key or a chord as GTK labels it ("Ctrl+N", "Escape", "F6", "W"), or a list of them
    ("Alt+Left, Back"): GTK's names of keys, a keysym's name, a function key, or one character."""
    return all(len(part) <= 1 or part in GTK_TEXTS or part in KEYSYM_NAMES or re.fullmatch(r"F\d{1,2}", part)
               for chord in text.split(", ") for part in chord.split("+")) if text else False
