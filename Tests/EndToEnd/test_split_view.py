"""The split layout: from 720 px up, Items, Wallet and Patterns show their list beside the chosen
row's pages; below it they stack, as before. One state drives both, so resizing mid-flow keeps the
page, the chosen row, a sheet and what was typed in it, and the focus."""

from __future__ import annotations

import os
import signal

import pyatspi
import pytest
from accessibility import audit
from driver import Node, Shop, has_state, is_on_screen, name, text_of, wait_for
from test_contrast import WCAG_AA, Measure, Theme, measure, pixels, screen_box, themed
from test_hurried import saved_path
from test_wallet import MASTERCARD, NEW_CARD, VISA, fill_form, open_add_card
from test_windows import new_window, resize

CAMERA = "Mirrorless Camera"
HEADPHONES = "Studio Headphones"
WIDE, NARROW = (1280, 760), (360, 640)


# MARK: What a person sees


def headings(shop: Shop, window: Node | None = None) -> set[str]:
    return set(shop.headings(window or shop.main))


def wait_for_headings(shop: Shop, *expected: str, window: Node | None = None) -> None:
    wait_for(lambda: headings(shop, window) == set(expected),
             f"the headings {sorted(expected)} (on screen: {shop._safe(lambda: sorted(headings(shop, window)))})")


def is_selected(row: Node) -> bool:
    return has_state(row, pyatspi.STATE_SELECTED)


def selected_rows(shop: Shop, window: Node | None = None) -> list[str]:
    rows = (window or shop.main).findChildren(
        lambda n: n.getRoleName() == "list item" and is_selected(n) and is_on_screen(n))
    return [name(row) for row in rows]


def back_shown(shop: Shop) -> bool:
    return bool(shop.find_all("push button", "Back", shop.main))


def focused_name(shop: Shop) -> str:
    focused = shop.focused(shop.main)
    return name(focused) if focused is not None else ""


# MARK: Done when


def test_items_side_by_side_at_1280_stacked_at_360_and_side_by_side_again(wide_shop: Shop):
    shop = wide_shop
    resize(shop, shop.main, *WIDE)
    wait_for_headings(shop, "Items", "Choose an Item")
    shop.choose(CAMERA)
    wait_for_headings(shop, "Items", CAMERA)
    shop.sync()
    assert [row.split(",")[0] for row in selected_rows(shop)] == [CAMERA]
    assert not back_shown(shop), "the content's first page has nothing to go back to"

    resize(shop, shop.main, *NARROW)
    wait_for_headings(shop, CAMERA)
    back = shop.back_button(shop.main)
    resize(shop, shop.main, *WIDE)
    wait_for_headings(shop, "Items", CAMERA)
    assert [row.split(",")[0] for row in selected_rows(shop)] == [CAMERA]

    resize(shop, shop.main, *NARROW)
    back = shop.back_button(shop.main)
    shop.click(back)
    wait_for_headings(shop, "Items")
    assert selected_rows(shop) == [], "a stacked catalogue marks nothing"
    assert saved_path(shop, "items") == []


def test_wallet_side_by_side_at_1280_stacked_at_360_and_side_by_side_again(wide_shop: Shop):
    shop = wide_shop
    resize(shop, shop.main, *WIDE)
    shop.select_tab("Wallet")
    wait_for_headings(shop, "Wallet", "Choose a Card")
    shop.choose(MASTERCARD)
    wait_for_headings(shop, "Wallet", MASTERCARD)
    assert [row.split(",")[0] for row in selected_rows(shop)] == [MASTERCARD]
    # Another card replaces the content; the mark moves with it.
    shop.choose(VISA)
    wait_for_headings(shop, "Wallet", VISA)
    assert [row.split(",")[0] for row in selected_rows(shop)] == [VISA]

    resize(shop, shop.main, *NARROW)
    wait_for_headings(shop, VISA)
    resize(shop, shop.main, *WIDE)
    wait_for_headings(shop, "Wallet", VISA)
    resize(shop, shop.main, *NARROW)
    shop.click(shop.back_button(shop.main))
    wait_for_headings(shop, "Wallet")


def test_the_keyboard_alone_in_the_split_layout(wide_shop: Shop):
    """Tab to a row and Return shows it beside the list; F6 goes into the content and back;
    Escape and Alt+Left on the content's first page go to the list; arrows move the focus, not
    the choice, until Return."""
    shop = wide_shop
    resize(shop, shop.main, *WIDE)
    shop.tab_to(shop.row(HEADPHONES))
    shop.press("Return")
    wait_for_headings(shop, "Items", HEADPHONES)
    assert focused_name(shop).startswith(HEADPHONES), "choosing keeps the focus in the list"
    shop.press("F6")
    wait_for(lambda: focused_name(shop) == "Add to Cart", "F6 to reach the content's first control")
    shop.press("F6")
    wait_for(lambda: focused_name(shop).startswith(HEADPHONES), "F6 to come back to the chosen row")
    shop.press("F6")
    wait_for(lambda: focused_name(shop) == "Add to Cart", "F6 to go to the content again")
    shop.press("Escape")
    wait_for(lambda: focused_name(shop).startswith(HEADPHONES), "Escape to go to the list")
    shop.press("F6")
    shop.press("alt+Left")
    wait_for(lambda: focused_name(shop).startswith(HEADPHONES), "Alt+Left to go to the list")
    assert headings(shop) == {"Items", HEADPHONES}, "going to the list changes nothing else"
    # The arrow moves the focus; the chosen row stays marked until Return chooses the next one.
    shop.press("Down")
    shop.sync()
    assert [row.split(",")[0] for row in selected_rows(shop)] == [HEADPHONES]
    shop.press("Return")
    wait_for_headings(shop, "Items", "Mechanical Keyboard")
    assert [row.split(",")[0] for row in selected_rows(shop)] == ["Mechanical Keyboard"]
    # The cover of a purchase, opened and closed with the keyboard over the split layout.
    shop.press("F6")
    wait_for(lambda: focused_name(shop) == "Add to Cart", "F6 to reach Add to Cart")
    shop.press("Return")
    shop.wait_for_focused_window("Add to Cart")
    shop.press("Escape")
    shop.wait_for_no_window("Add to Cart")
    wait_for_headings(shop, "Items", "Mechanical Keyboard")


def test_resizing_keeps_a_sheet_its_typing_and_the_focus(wide_shop: Shop):
    shop = wide_shop
    resize(shop, shop.main, *WIDE)
    shop.select_tab("Wallet")
    shop.choose(VISA)
    wait_for_headings(shop, "Wallet", VISA)
    sheet = open_add_card(shop)
    fill_form(shop, sheet, {"Name on card": NEW_CARD["Name on card"]})
    for size in (NARROW, WIDE, NARROW):
        resize(shop, shop.main, *size)
        assert shop.wait_for_focused_window("Add Card")
        assert text_of(shop.entry("Name on card", sheet)) == NEW_CARD["Name on card"]
    shop.click(shop.button("Cancel", sheet))
    shop.wait_for_focused_window("Discard This Card?")
    shop.press("Return")  # Keep Editing is the safe default
    shop.wait_for_focused_window("Add Card")
    # The focus in the content stays there across the breakpoint.
    shop.press("Escape")
    shop.wait_for_focused_window("Discard This Card?")
    shop.click(shop.button("Discard", shop.window("Discard This Card?")))
    shop.wait_for_no_window("Add Card")
    resize(shop, shop.main, *WIDE)
    remove = shop.button("Remove Card", shop.main)
    shop.tab_to(remove)
    resize(shop, shop.main, *NARROW)
    wait_for(lambda: focused_name(shop) == "Remove Card", "the focus to stay on Remove Card")
    resize(shop, shop.main, *WIDE)
    wait_for(lambda: focused_name(shop) == "Remove Card", "the focus to stay on Remove Card")


def test_kill_and_relaunch_restores_the_split_with_the_chosen_card_and_a_deep_link_chooses(wide_shop: Shop, new_shop):
    shop = wide_shop
    resize(shop, shop.main, *WIDE)
    shop.select_tab("Wallet")
    shop.choose(MASTERCARD)
    wait_for_headings(shop, "Wallet", MASTERCARD)
    wait_for(lambda: shop.saved_window()["selectedTab"] == "wallet" and saved_path(shop, "wallet"), "the state saved")
    os.kill(shop.pid, signal.SIGKILL)
    shop.wait_for_exit()
    again = new_shop(shop.state_file, wide=True).launch()
    wait_for_headings(again, "Wallet", MASTERCARD)
    assert [row.split(",")[0] for row in selected_rows(again)] == [MASTERCARD]
    # A link from outside goes to the running app, which chooses its row.
    result = again.run("shop://items/2")
    assert result.returncode == 0, result.stderr
    wait_for_headings(again, "Items", HEADPHONES)
    again.sync()
    assert [row.split(",")[0] for row in selected_rows(again)] == [HEADPHONES]


def test_two_wide_windows_choose_their_own_rows(wide_shop: Shop):
    shop = wide_shop
    resize(shop, shop.main, *WIDE)
    first = shop.main
    shop.choose(CAMERA, first)
    wait_for_headings(shop, "Items", CAMERA, window=first)
    second = new_window(shop, 2)
    wait_for_headings(shop, "Items", "Choose an Item", window=second)
    shop.choose(HEADPHONES, second)
    wait_for_headings(shop, "Items", HEADPHONES, window=second)
    shop.sync()
    assert headings(shop, first) == {"Items", CAMERA}
    assert [row.split(",")[0] for row in selected_rows(shop, first)] == [CAMERA]
    assert [row.split(",")[0] for row in selected_rows(shop, second)] == [HEADPHONES]


def test_the_split_layout_passes_the_accessibility_audit(wide_shop: Shop):
    shop = wide_shop
    resize(shop, shop.main, *WIDE)
    result = audit(shop.main, "the catalogue beside its empty state")
    shop.choose(CAMERA)
    wait_for_headings(shop, "Items", CAMERA)
    result.add(audit(shop.main, "the catalogue beside an item"))
    shop.select_tab("Wallet")
    shop.choose(VISA)
    wait_for_headings(shop, "Wallet", VISA)
    result.add(audit(shop.main, "the cards beside a card"))
    shop.select_tab("Patterns")
    shop.choose("Screens A, B, C")
    wait_for_headings(shop, "Patterns", "Screen A")
    result.add(audit(shop.main, "the examples beside one"))
    assert not result.problems, "\n".join(result.distinct_problems())


SELECTION_THEMES = [Theme("light"), Theme("dark", gtk_theme="Adwaita:dark", dark=True),
                    Theme("high-contrast", gtk_theme="HighContrast")]


@pytest.mark.parametrize("theme", SELECTION_THEMES, ids=[theme.name for theme in SELECTION_THEMES])
def test_the_chosen_row_is_readable_in_the_light_dark_and_high_contrast_themes(new_shop, tmp_path, theme: Theme):
    shop = themed(new_shop(wide=True), theme, tmp_path).launch("shop://items/1")
    wait_for_headings(shop, "Items", CAMERA)
    title = next(label for label in shop.find_all("label", CAMERA, shop.main)
                 if shop._enclosing(label, "list item") is not None)
    shop.sync()
    box = screen_box(shop, title)

    def drawn() -> Measure | None:
        found = measure(pixels(box))
        return found if found.ratio > 1.2 else None
    found = wait_for(drawn, "the chosen row's title drawn on the screen")
    print(f"\n{theme.name}: the chosen row's {CAMERA!r} is {found}")
    assert found.ratio >= WCAG_AA, f"{theme.name} theme: the chosen row's title is {found}, under {WCAG_AA}:1"
