"""Saved states and links no version of Shop writes, as an attacker or a damaged disk leaves them
(Tests/Fixtures/States, made by craft.py there). Each one broke the app at every launch: now the
window opens, what cannot be shown says so, and the app says it once."""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

import pytest

import xinput
from driver import Shop, extents, name, wait_for

FIXTURES = Path(__file__).resolve().parents[1] / "Fixtures" / "States"
# The private X server's screen (scripts/with-display.sh).
SCREEN_WIDTH = 1280
LONG_TEXT = "w" * 1990


def launch_with(new_shop, fixture: str, *arguments: str) -> Shop:
    shop = new_shop()
    shutil.copy(FIXTURES / fixture, shop.state_file)
    return shop.launch(*arguments)


def close_notice(shop: Shop, title: str) -> list[str]:
    """Waits for the notice titled `title`, reads it, and closes it with its button."""
    notice = shop.wait_for_focused_window(title)
    said = shop.labels(notice)
    shop.click(shop.button("OK", within=notice))
    shop.wait_for_no_window(title)
    return said


def assert_nothing_payable(shop: Shop) -> None:
    for window in shop.windows():
        for button in shop.find_all("push button", None, window):
            assert not name(button).startswith("Pay"), f"{name(button)!r} in {name(window)!r}"


@pytest.mark.parametrize("fixture", ["purchase-quantity-int-max.json", "purchase-quantity-negative.json",
                                     "purchase-quantity-500.json"])
def test_a_saved_purchase_quantity_no_purchase_has_is_closed(new_shop, fixture):
    shop = launch_with(new_shop, fixture)
    said = close_notice(shop, "Some Pages Not Restored")
    assert any("held something it cannot show" in text for text in said), said
    # The purchase cover is dropped; the item it was over is shown, as it was.
    shop.wait_for_page("Studio Headphones", window_title="Shop")
    assert shop.window_titles() == ["Shop"]
    assert_nothing_payable(shop)
    assert shop.is_running()


def test_a_saved_child_step_beyond_the_last_opens_as_not_available(new_shop):
    shop = launch_with(new_shop, "config-child-step-int-max.json")
    close_notice(shop, "Some Pages Not Restored")
    shop.wait_for_page("Not Available", window_title="Shop")
    assert shop.header_title(shop.main) == "Not Available"
    # Back leads to the configuration example the step was pushed over, which works as ever.
    shop.go_back(shop.main)
    shop.wait_for_page("Create Configuration", window_title="Shop")


def test_the_last_child_step_offers_no_next_step(new_shop):
    shop = new_shop().launch("shop://patterns/config/child/20")
    shop.wait_for_page("Child Step 20")
    next_step = shop.find("push button", "Next Step", shop.main)
    assert not shop.is_sensitive(next_step)


def assert_within_screen(shop: Shop, text: str, title: str = "Shop") -> None:
    """The window titled `title` is no wider than the screen, and the label showing `text` fits in it."""
    node = shop.window(title)
    window = shop.x_window(node)
    assert window.width <= SCREEN_WIDTH, f"the window is {window.width} px wide"
    # Taller than the window (it scrolls), so its middle may be below the window's edge.
    label = wait_for(lambda: next(iter(shop.find_all(None, text, node, on_screen=False)), None), "the long text")
    x, _, width, _ = extents(label)
    assert 0 <= x and x + width <= window.width, f"the text spans {x}…{x + width} px"


@pytest.mark.parametrize("how", ["link", "saved state"])
def test_long_text_wraps_inside_the_screen(new_shop, how):
    if how == "link":
        shop = new_shop().launch("shop://patterns/content/string/" + LONG_TEXT)
    else:
        shop = launch_with(new_shop, "string-1990-letters.json")
    wait_for(lambda: shop.header_title(shop.main) == "String", "the String screen")
    # The page's heading is the text, in quotes.
    assert_within_screen(shop, f"\u201c{LONG_TEXT}\u201d")


def test_long_text_in_a_sheet_wraps_inside_the_screen(new_shop):
    shop = new_shop().launch("shop://patterns/content/sheet/" + LONG_TEXT)
    shop.wait_for_focused_window("Sheet")
    assert_within_screen(shop, LONG_TEXT, title="Sheet")


def test_a_bidi_override_cannot_reorder_text(new_shop):
    shop = launch_with(new_shop, "string-bidi-override.json")
    wait_for(lambda: shop.header_title(shop.main) == "String", "the String screen")
    assert shop.page_headings(shop.main) == ["\u201cinvoicefdp.exe\u201d"]
    texts = shop.labels(shop.main)
    assert 'state.push("invoicefdp.exe")' in texts, texts
    assert not any("\u202e" in text for text in texts)


@pytest.mark.parametrize("fixture", ["thousand-sheets.json", "thousand-screens.json"])
def test_a_saved_state_beyond_the_limits_is_set_aside_at_once(new_shop, fixture):
    shop = launch_with(new_shop, fixture)
    said = close_notice(shop, "Previous Session Not Restored")
    fresh = "The file that remembers where you left off holds more than Shop can restore, so it started fresh."
    assert any(text.startswith(fresh) for text in said), said
    assert shop.window_titles() == ["Shop"]
    moved = [path.name for path in shop.state_file.parent.iterdir() if path.name.startswith("state.json.")]
    assert moved, "the file was not kept"


def test_typed_text_follows_the_link_rule(new_shop):
    shop = new_shop().launch("shop://patterns/content")
    shop.wait_for_page("Content")
    field = shop.entry("Text for the first link and the sheet")
    shop.fill(field, "")
    shop.label("Type some text for the link.")
    string = shop.find("push button", "String", shop.main)
    assert not shop.is_sensitive(string)
    # Second carries a number, not the text: it still works.
    shop.click(shop.button("Second"))
    shop.wait_for_page("Second")
    shop.go_back(shop.main)
    shop.wait_for_page("Content")
    shop.fill(shop.entry("Text for the first link and the sheet"), "Hola")
    shop.click(shop.button("String"))
    shop.wait_for_page("\u201cHola\u201d")
    assert shop.header_title(shop.main) == "String"
    assert 'state.push("Hola")' in shop.labels(shop.main)


def test_a_state_at_the_limits_opens_and_ctrl_q_quits_within_a_second(new_shop):
    shop = launch_with(new_shop, "at-the-limits.json")
    wait_for(lambda: shop.window_titles().count("Add Card") == 16, "the 16 restored sheets", timeout=20)
    shop.wait_for_active("Add Card")
    started = time.monotonic()
    shop.quit()
    assert time.monotonic() - started < 1.0, f"Ctrl+Q took {time.monotonic() - started:.2f} s"


def test_a_saved_sheet_screen_pushed_on_a_stack_opens_as_not_available_titled_so(new_shop):
    """A state whose Profile stack holds the Edit Profile sheet's screen, pushed: the screen is
    shown where its declaration does not say, so its page and its header say Not Available (the
    header said "Edit Profile" over a page that was not the form), and Back leaves it."""
    shop = new_shop()
    shop.state_file.write_text(json.dumps({
        "format": "flow-coordinator-state", "version": 2, "linksVersion": 1, "selectedTab": "profile",
        "tabs": [{"name": "items", "path": [], "presented": []}, {"name": "wallet", "path": [], "presented": []},
                 {"name": "profile", "presented": [],
                  "path": [{"id": 5, "link": {"type": "profile", "value": {"edit": {}}}}]},
                 {"name": "patterns", "path": [], "presented": []}]}))
    shop.launch()
    shop.wait_for_page("Not Available", window_title="Shop")
    assert shop.header_title(shop.main) == "Not Available"
    assert shop.headings(shop.main) == ["Not Available"]
    assert shop.window_titles() == ["Shop"], "no sheet opened for it"
    shop.go_back()
    shop.wait_for_heading("Alex Doe")
    assert shop.is_running()
