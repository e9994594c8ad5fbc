"""History a person can see and walk: the back button's menu of the pages behind (right click,
Shift+F10, the Menu key), going back several pages in one choice, and forward again (Alt+Right,
mouse button 9, the menu) with what was typed still in its field, until a new page is pushed. The
pages ahead survive Ctrl+Q."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

import xinput
import pyatspi
from driver import Shop, has_state, quit_and_relaunch, text_of, wait_for

FIELD = "Text for the first link and the sheet"


def four_pages_deep(shop: Shop) -> None:
    """Patterns → Content (typed "Swift") → First → Second → Third."""
    shop.select_tab("Patterns")
    shop.wait_for_heading("Patterns")
    shop.choose("Content Screen")
    shop.wait_for_heading("Content")
    shop.fill(shop.entry(FIELD, shop.main), "Swift")
    for page in ("First", "Second", "Third"):
        shop.click(shop.button(page))
        shop.wait_for_heading(page)


def open_items(shop: Shop) -> list[str]:
    """The names of the history menu's items on screen, in order: buttons described as going
    back or forward (the menu's own description of each)."""
    return [node.name for node in shop.find_all("push button", None) if node.description in ("Back", "Forward")]


def menu_items(shop: Shop) -> list[str]:
    """The names of the history menu's items, in order, once it is open."""
    return wait_for(lambda: open_items(shop) or None, "the history menu to open")


def test_the_menu_lists_the_pages_behind_and_goes_three_back_in_one_choice(shop: Shop):
    four_pages_deep(shop)
    shop.click(shop.back_button(shop.main), button=3)
    assert menu_items(shop) == ["Second", "First", "Content", "Patterns"]
    shop.press("Down", "Down", "Return")  # the focus is on the first item: Second, First, Content
    shop.wait_for_heading("Content")
    assert text_of(shop.entry(FIELD, shop.main)) == "Swift"
    # The three pages left are ahead, nearest first, in the same menu.
    shop.click(shop.back_button(shop.main), button=3)
    assert menu_items(shop) == ["Patterns", "First", "Second", "Third"]
    shop.press("Escape")


def test_a_long_press_on_back_opens_the_menu_and_does_not_go_back(shop: Shop):
    four_pages_deep(shop)
    x, y = shop.screen_point(shop.back_button(shop.main))
    xinput.hold(x, y, 1.2)
    assert menu_items(shop) == ["Second", "First", "Content", "Patterns"]
    assert shop.heading() == "Third"
    shop.press("Escape")


def test_the_menu_key_and_shift_f10_open_the_menu_from_the_back_button(shop: Shop):
    four_pages_deep(shop)
    back = shop.back_button(shop.main)
    shop.tab_to(back)
    shop.press("Menu")
    assert menu_items(shop)[:2] == ["Second", "First"]
    shop.press("Escape")
    wait_for(lambda: not open_items(shop), "the menu to close")
    assert has_state(back, pyatspi.STATE_FOCUSED), "Escape gives the focus back to the back button"
    shop.press("shift+F10")
    assert menu_items(shop)[:2] == ["Second", "First"]
    shop.press("Down", "Return")  # the second item: First
    shop.wait_for_heading("First")


def test_forward_by_alt_right_and_mouse_button_9_keeps_what_was_typed(shop: Shop):
    four_pages_deep(shop)
    for page in ("Second", "First", "Content", "Patterns"):
        shop.press("alt+Left")
        shop.wait_for_heading(page)
    shop.press("alt+Right")
    shop.wait_for_heading("Content")
    assert text_of(shop.entry(FIELD, shop.main)) == "Swift"
    x, y = shop.screen_point(shop.page(shop.main))
    xinput.click(x, y, button=9)
    shop.wait_for_heading("First")
    shop.label("Pushed with text “Swift”.")


def test_a_new_push_clears_the_pages_ahead(shop: Shop):
    four_pages_deep(shop)
    shop.press("alt+Left")
    shop.wait_for_heading("Second")
    shop.press("alt+Left")
    shop.wait_for_heading("First")
    shop.click(shop.button("Second"))  # pushed anew: Second and Third are no longer ahead
    shop.wait_for_heading("Second")
    shop.press("alt+Right")
    shop.sync()
    assert shop.heading() == "Second"
    shop.click(shop.back_button(shop.main), button=3)
    assert menu_items(shop) == ["First", "Content", "Patterns"]
    shop.press("Escape")


def test_the_pages_ahead_survive_ctrl_q(shop: Shop, new_shop):
    four_pages_deep(shop)
    for page in ("Second", "First", "Content", "Patterns"):
        shop.press("alt+Left")
        shop.wait_for_heading(page)
    again = quit_and_relaunch(shop, new_shop)
    again.wait_for_heading("Patterns")
    again.press("alt+Right")
    again.wait_for_heading("Content")
    assert text_of(again.entry(FIELD, again.main)) == "Swift"
    again.press("alt+Right")
    again.wait_for_heading("First")


RECORDED = Path(__file__).resolve().parents[1] / "ShopFlowsTests" / "RecordedSessionTests.swift"


def code_lines(source: str) -> list[str]:
    """The lines of a test that do something: no comments, no blank lines."""
    return [line for line in source.splitlines() if line.strip() and not line.strip().startswith("//")]


def test_a_session_exported_as_a_test_is_the_one_that_compiles_and_passes(new_shop, tmp_path):
    """The session below, by real clicks and keys, written as a test at Ctrl+Q (FLOW_JOURNAL_TEST):
    its code is that of Tests/ShopFlowsTests/RecordedSessionTests.swift, which `make test`
    compiles and runs, so the export of a real session compiles and passes. (To record it again
    after a change of the export: run this test with RECORD_SESSION=1.)"""
    exported = tmp_path / "RecordedSessionTests.swift"
    shop = new_shop(environment={"FLOW_JOURNAL_TEST": str(exported)}).launch()
    four_pages_deep(shop)
    shop.click(shop.back_button(shop.main), button=3)
    menu_items(shop)
    shop.press("Down", "Down", "Return")  # Content, three pages back
    shop.wait_for_heading("Content")
    shop.press("alt+Right")
    shop.wait_for_heading("First")
    shop.press("alt+Left")
    shop.wait_for_heading("Content")
    shop.click(shop.button("Sheet"))
    shop.wait_for_focused_window("Sheet")
    shop.press("Escape")
    shop.wait_for_active("Shop")
    shop.select_tab("Items")
    shop.choose("Wireless Mouse")
    shop.wait_for_heading("Wireless Mouse")
    shop.press("alt+Left")
    shop.wait_for_heading("Items")
    shop.quit()
    source = exported.read_text()
    assert "@Test func recordedSession() throws {" in source
    if os.environ.get("RECORD_SESSION") == "1":
        RECORDED.write_text(source)
    assert code_lines(source) == code_lines(RECORDED.read_text())


def test_the_pages_ahead_survive_kill_9(shop: Shop, new_shop):
    """Saved as the state changes, not only at a quit: killed two and a half seconds after going
    back, the app comes back with the pages ahead and the draft among them."""
    four_pages_deep(shop)
    for page in ("Second", "First", "Content", "Patterns"):
        shop.press("alt+Left")
        shop.wait_for_heading(page)
    shop.sync()
    time.sleep(2.5)
    shop.process.send_signal(signal.SIGKILL)
    shop.wait_for_exit()
    again = new_shop(shop.state_file).launch()
    again.wait_for_heading("Patterns")
    again.press("alt+Right")
    again.wait_for_heading("Content")
    assert text_of(again.entry(FIELD, again.main)) == "Swift"
