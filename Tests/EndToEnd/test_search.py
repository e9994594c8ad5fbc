"""Search in lists, as GNOME's lists have it: typing over the catalogue, the wallet or the
Patterns list opens a search bar and hides the rows that do not match; Ctrl+F opens it; Escape
closes it and every row is back; Enter opens the first row shown. The search is part of where the
person was: after Ctrl+Q or `kill -9` it is open again with what was typed, and the next key adds to
it."""

from __future__ import annotations

import signal

import pyatspi

from clipboard import Clipboard
from driver import Node, Shop, has_state, quit_and_relaunch, text_of, wait_for
from translation import catalogue

CATALOGUE = ["Mirrorless Camera", "Studio Headphones", "Mechanical Keyboard", "Wireless Mouse"]


def rows(shop: Shop) -> list[str]:
    """The titles of the list rows the main window shows."""
    titles = []
    for reading, row, _ in shop.find_records("list item", None, shop.main):
        labels = [record.name for record in row.walk() if record.role == "label"]
        if labels:
            titles.append(labels[0])
    return titles


def search_field(shop: Shop, placeholder: str) -> Node:
    return shop.find("entry", placeholder, shop.main)


def search_shows(shop: Shop, placeholder: str) -> bool:
    """Whether the search field shows (closed, its bar keeps it in the tree, not showing)."""
    return any(has_state(node, pyatspi.STATE_SHOWING) for node in shop.find_all("entry", placeholder, shop.main))


def wait_for_rows(shop: Shop, expected: list[str]) -> None:
    wait_for(lambda: rows(shop) == expected, f"the rows {expected} (shown: {rows(shop)})")


def focus_first_row(shop: Shop, title: str) -> None:
    row = shop.row(title, shop.main)
    shop.tab_to(row)


def test_typing_over_the_catalogue_searches_it_and_escape_brings_every_row_back(shop: Shop):
    shop.wait_for_heading("Items")
    everything = rows(shop)
    assert everything[:4] == CATALOGUE, everything
    focus_first_row(shop, "Mirrorless Camera")
    shop.type("mouse")
    field = search_field(shop, "Search Items")
    wait_for(lambda: text_of(field) == "mouse", f"the search to hold what was typed ({text_of(field)!r})")
    wait_for_rows(shop, ["Wireless Mouse"])
    # Case and more words: every word must be in the row (accents: ListSearchTests; xdotool
    # types a letter the keyboard map lacks unreliably).
    shop.press("ctrl+a")
    shop.type("mouse WIRELESS")
    wait_for_rows(shop, ["Wireless Mouse"])
    shop.press("Escape")
    wait_for_rows(shop, everything)
    wait_for(lambda: not search_shows(shop, "Search Items"), "the search bar to close")
    assert shop.headings(shop.main) == ["Items"]


def test_enter_in_the_search_opens_the_first_row_shown(shop: Shop):
    focus_first_row(shop, "Mirrorless Camera")
    shop.type("head")
    wait_for_rows(shop, ["Studio Headphones"])
    shop.press("Return")
    shop.wait_for_heading("Studio Headphones")
    shop.go_back()
    shop.wait_for_heading("Items")
    # The search is still there, with the list it filtered.
    assert text_of(search_field(shop, "Search Items")) == "head"
    wait_for_rows(shop, ["Studio Headphones"])


def test_ctrl_f_searches_the_wallet_and_a_search_that_finds_nothing_says_so(shop: Shop):
    shop.select_tab("Wallet")
    shop.wait_for_heading("Wallet")
    shop.row("Visa •••• 4242", shop.main)
    shop.press("ctrl+f")
    field = search_field(shop, "Search Cards")
    wait_for(lambda: has_state(field, pyatspi.STATE_FOCUSED), "the search field to take the focus")
    shop.type("zzz")
    shop.label("Nothing matches “zzz”.", shop.main)
    wait_for_rows(shop, [])
    shop.press("BackSpace", "BackSpace", "BackSpace")
    shop.type("4242")
    wait_for_rows(shop, ["Visa •••• 4242"])
    assert not shop.find_all("label", "Nothing matches “zzz”.", shop.main)


def test_the_patterns_list_searches_its_summaries_too(shop: Shop):
    shop.select_tab("Patterns")
    shop.wait_for_heading("Patterns")
    shop.press("ctrl+f")
    shop.type("child coordinator")
    wait_for(lambda: set(rows(shop)) <= {"Content Screen", "Create Configuration"} and "Create Configuration" in rows(shop),
             f"the examples with a child coordinator (shown: {rows(shop)})")


def test_a_search_is_open_again_after_a_quit_and_the_next_key_adds_to_it(shop: Shop, new_shop):
    focus_first_row(shop, "Mirrorless Camera")
    shop.type("key")
    wait_for_rows(shop, ["Mechanical Keyboard"])
    shop.sync()
    again = quit_and_relaunch(shop, new_shop)
    again.wait_for_heading("Items")
    field = search_field(again, "Search Items")
    assert text_of(field) == "key"
    wait_for_rows(again, ["Mechanical Keyboard"])
    # Typed at once, with no click: the key adds to the search, never replaces it.
    again.type("b")
    wait_for(lambda: text_of(field) == "keyb", f"the search to be added to ({text_of(field)!r})")
    wait_for_rows(again, ["Mechanical Keyboard"])


def test_a_search_survives_kill_9_and_a_closed_one_stays_closed(shop: Shop, new_shop):
    shop.select_tab("Wallet")
    shop.row("Visa •••• 4242", shop.main)
    shop.press("ctrl+f")
    shop.type("4242")
    wait_for_rows(shop, ["Visa •••• 4242"])
    shop.sync()
    wait_for(lambda: '"search"' in shop.state_file.read_text(), "the search to reach the state file")
    shop.process.send_signal(signal.SIGKILL)
    shop.wait_for_exit()
    again = new_shop(shop.state_file).launch()
    again.wait_for_heading("Wallet")
    assert text_of(search_field(again, "Search Cards")) == "4242"
    wait_for_rows(again, ["Visa •••• 4242"])
    again.press("Escape")
    wait_for(lambda: not search_shows(again, "Search Cards"), "the search bar to close")
    third = quit_and_relaunch(again, new_shop)
    third.wait_for_heading("Wallet")
    third.row("Visa •••• 0002", third.main)
    assert not search_shows(third, "Search Cards")


def test_a_search_in_hebrew_finds_hebrew_names(new_shop, tmp_path):
    texts = catalogue("he")
    shop = new_shop(tmp_path / "he-state.json", language="he_IL.UTF-8", title=texts["Shop"]).launch()
    shop.wait_for_heading(texts["Items"])
    shop.row(texts["Mirrorless Camera"], shop.main)
    shop.press("ctrl+f")
    field = search_field(shop, texts["Search Items"])
    wait_for(lambda: has_state(field, pyatspi.STATE_FOCUSED), "the search field to take the focus")
    # Pasted: xdotool types a letter the keyboard map lacks by remapping a key, and GTK may read
    # a key before its new map (a letter lost or another typed).
    clipboard = Clipboard()
    try:
        clipboard.set_text("מצלמ")
        shop.press("ctrl+v")
        wait_for(lambda: text_of(field) == "מצלמ", f"the search to hold the Hebrew pasted ({text_of(field)!r})")
    finally:
        clipboard.close()
    wait_for_rows(shop, [texts["Mirrorless Camera"], texts["Webcam"]])


def test_a_search_pasted_100000_characters_long_is_quoted_by_its_start_and_kept_through_kill_9(shop: Shop, new_shop):
    shop.wait_for_heading("Items")
    shop.row("Mirrorless Camera", shop.main)
    shop.press("ctrl+f")
    field = search_field(shop, "Search Items")
    wait_for(lambda: has_state(field, pyatspi.STATE_FOCUSED), "the search field to take the focus")
    clipboard = Clipboard()
    try:
        clipboard.set_text("x" * 100_000)
        shop.press("ctrl+v")
        wait_for(lambda: len(text_of(field)) > 65_000, "the search to hold the pasted text")
        shop.label(f"Nothing matches “{'x' * 40}…”.", shop.main)
        wait_for_rows(shop, [])
        shop.sync()
        wait_for(lambda: '"search"' in shop.state_file.read_text(), "the search to reach the state file")
    finally:
        clipboard.close()
    shop.process.send_signal(signal.SIGKILL)
    shop.wait_for_exit()
    again = new_shop(shop.state_file).launch()
    again.wait_for_heading("Items")
    # What a draft keeps of a field: its first 10,000 characters.
    wait_for(lambda: text_of(search_field(again, "Search Items")) == "x" * 10_000, "the search to come back")
