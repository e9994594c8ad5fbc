"""The words a careful reader notices (issue 41): headings and titles in GNOME's header
capitalisation, German that reads as German, About's license line, and what assistive
technologies are given of names and headings."""

from __future__ import annotations

import re

import atspi_tree
from driver import Shop, wait_for
from test_gnome import open_primary_menu_item
from translation import catalogue

GERMAN = ("de_DE.UTF-8", "de")
HEBREW = ("he_IL.UTF-8", "he")
# Embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069).
BIDI_CONTROLS = re.compile("[\u202a-\u202e\u2066-\u2069]")


def test_headings_and_titles_are_in_header_capitalisation(new_shop):
    shop = new_shop(wide=True).launch()
    # Beside the catalogue, while no item is chosen.
    wait_for(lambda: "Choose an Item" in shop.headings(shop.main), "the empty content's heading")
    shop.select_tab("Profile")
    shop.click(shop.button("Sign Out", shop.main))
    dialog = shop.wait_for_focused_window("Sign Out?")
    shop.click(shop.button("Sign Out", dialog))
    shop.wait_for_no_window("Sign Out?")
    shop.wait_for_heading("Signed Out")


def test_german_says_dialogfenster_and_names_the_page_back_goes_to(new_shop, tmp_path):
    texts = catalogue(GERMAN[1])

    def english_sheet(window) -> list[str]:
        tree = atspi_tree.read(window)
        return [f"{record.role} {record.name!r}" for record in tree.root.walk()
                if re.search(r"\bSheets?\b", record.name + " " + record.description)]

    shop = new_shop(tmp_path / "de-1.json", language=GERMAN[0], title=texts["Shop"]).launch("shop://patterns/content")
    shop.wait_for_heading(texts["Content"])
    assert not english_sheet(shop.main), english_sheet(shop.main)
    assert shop.find_all("push button", "Dialogfenster", shop.main)
    shop.press("ctrl+question")
    shortcuts = shop.wait_for_focused_window(texts["Keyboard Shortcuts"])
    shop.sync()
    assert "Dialogfenster oder Vollbild schließen" in shop.labels(shortcuts)
    assert not english_sheet(shortcuts), english_sheet(shortcuts)
    shop.stop()

    shop = new_shop(tmp_path / "de-2.json", language=GERMAN[0], title=texts["Shop"]).launch("shop://items/2/cart/3")
    cart = shop.wait_for_focused_window(texts["Add to Cart"])
    shop.sync()
    shop.click(shop.button(texts["Choose Payment"], cart))
    shop.wait_for_heading(texts["Payment Method"], texts["Payment Method"])
    back = shop.find("push button", "Zurück", shop.window(texts["Payment Method"]))
    # "Zurück zu In den Warenkorb" read the page's title, a verb, as if it were a place.
    assert back.description == "Zurück: In den Warenkorb", back.description


def test_about_names_the_license_once(shop: Shop):
    open_primary_menu_item(shop, "About Shop")
    about = shop.wait_for_focused_window("About Shop")
    shop.sync()
    texts = shop.labels(about)
    line = next((text for text in texts if "warranty" in text), None)
    assert line == "This program comes with absolutely no warranty.\nSee the MIT License for details.", texts


def test_no_accessible_name_holds_a_bidi_control(new_shop, tmp_path):
    """In Hebrew every value in a sentence is isolated (U+2068 … U+2069) so that it keeps its
    own direction on screen; a screen reader is given the letters alone."""
    texts = catalogue(HEBREW[1])
    for number, link in enumerate(["shop://wallet/c1", "shop://items/2/cart/buy/3/c1"]):
        shop = new_shop(tmp_path / f"he-{number}.json", language=HEBREW[0], title=texts["Shop"]).launch(link)
        shop.sync()
        problems = []
        for window in shop.windows():
            for record in atspi_tree.read(window, descriptions=True).root.walk():
                for what, text in (("name", record.name), ("description", record.description)):
                    if BIDI_CONTROLS.search(text):
                        problems.append(f"{link}: {record.role} {what} {text!r}")
        assert not problems, "\n".join(problems)
        shop.stop()


def test_no_window_has_an_empty_heading(new_shop, tmp_path):
    """An empty label with the heading role is read as a heading named "GtkLabel"."""
    for number, (link, title) in enumerate([("shop://items", "Shop"), ("shop://profile", "Shop"),
                                            ("shop://wallet/add", "Add Card"), ("shop://patterns/config/a", "Link A")]):
        shop = new_shop(tmp_path / f"state-{number}.json", wide=True).launch(link)
        shop.wait_for_focused_window(title)
        shop.sync()
        problems = [f"{link}: {window.name!r}: {record.role} {record.name!r}"
                    for window in shop.windows() for record in atspi_tree.read(window).root.walk()
                    if record.role == "heading" and record.name in ("", "GtkLabel")]
        assert not problems, "\n".join(problems)
        shop.stop()
