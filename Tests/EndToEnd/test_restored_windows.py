"""Windows that come back at launch are the windows a person opened by hand: transient for their
parent and centred on it, mapped after it, modal, and kept above it when the parent is clicked.
The main window stays where the window manager put it."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

import xinput
from driver import Shop


@dataclass(frozen=True)
class Placement:
    """Where a sheet is, seen from its parent, and what the window manager knows of the two."""

    main: tuple[int, int, int, int]
    offset: tuple[int, int]
    size: tuple[int, int]
    transient_for_main: bool
    above_main: bool


def placement(shop: Shop, title: str, parent: str = "Shop") -> Placement:
    shop.sync()
    main = shop.x_window(shop.window(parent))
    top = shop.x_window(shop.window(title))
    stacking = xinput.stacking_order()
    return Placement(
        main=(main.x, main.y, main.width, main.height),
        offset=(top.x - main.x, top.y - main.y),
        size=(top.width, top.height),
        transient_for_main=xinput.transient_for(top.id) == main.id,
        above_main=top.id in stacking and main.id in stacking and stacking.index(top.id) > stacking.index(main.id),
    )


def open_edit_profile(shop: Shop) -> str:
    shop.select_tab("Profile")
    shop.click(shop.button("Edit"))
    return "Edit Profile"


def open_content_sheet(shop: Shop) -> str:
    shop.select_tab("Patterns")
    shop.choose("Content Screen")
    shop.wait_for_heading("Content")
    shop.click(shop.button("Sheet"))
    return "Sheet"


@pytest.mark.parametrize("open_sheet", [open_edit_profile, open_content_sheet], ids=["edit-profile", "content-sheet"])
def test_a_restored_sheet_is_placed_and_stacked_as_one_opened_by_hand(new_shop, open_sheet):
    shop = new_shop().launch()
    title = open_sheet(shop)
    shop.wait_for_focused_window(title)
    by_hand = placement(shop, title)
    assert by_hand.transient_for_main and by_hand.above_main, by_hand
    shop.quit()

    again = new_shop().launch()
    sheet = again.wait_for_focused_window(title, timeout=20)
    assert again.is_modal(sheet)
    restored = placement(again, title)
    assert restored == by_hand

    # A click on the main window beside the sheet: the sheet stays above it and keeps the keys.
    main = again.x_window(again.main)
    xinput.click(main.x + 60, main.y + main.height // 2)
    again.sync()
    assert placement(again, title).above_main
    assert again.active_window_title() == title
    again.press("Escape")
    again.wait_for_no_window(title)
    again.wait_for_active("Shop")


def test_a_restored_sheet_over_a_cover_is_over_the_cover(new_shop):
    shop = new_shop().launch()
    shop.choose("Studio Headphones")
    shop.wait_for_heading("Studio Headphones")
    shop.click(shop.button("Add to Cart"))
    shop.wait_for_focused_window("Add to Cart")
    shop.click(shop.button("Choose Payment"))
    shop.wait_for_heading("Payment Method", "Payment Method")
    shop.click(shop.button("Add Card"))
    shop.wait_for_focused_window("Add Card")
    by_hand = placement(shop, "Add Card", parent="Payment Method")
    assert by_hand.transient_for_main and by_hand.above_main, by_hand
    main_by_hand = shop.x_window(shop.main)
    shop.quit()

    again = new_shop().launch()
    again.wait_for_focused_window("Add Card", timeout=20)
    assert placement(again, "Add Card", parent="Payment Method") == by_hand
    cover = again.x_window(again.window("Payment Method"))
    main = again.x_window(again.main)
    assert xinput.frame(cover.id) == xinput.frame(main.id), "the restored cover does not cover its window"
    assert (main.x, main.y, main.width, main.height) == (main_by_hand.x, main_by_hand.y, main_by_hand.width, main_by_hand.height)
    assert xinput.transient_for(cover.id) == main.id
    stacking = xinput.stacking_order()
    assert stacking.index(main.id) < stacking.index(cover.id)


def test_the_main_window_comes_back_where_the_window_manager_puts_it(new_shop):
    shop = new_shop().launch()
    shop.sync()
    first = shop.x_window(shop.main)
    open_edit_profile(shop)
    shop.wait_for_focused_window("Edit Profile")
    shop.quit()

    again = new_shop().launch()
    again.wait_for_focused_window("Edit Profile", timeout=20)
    again.press("Escape")
    again.wait_for_no_window("Edit Profile")
    again.sync()
    main = again.x_window(again.main)
    assert (main.x, main.y, main.width, main.height) == (first.x, first.y, first.width, first.height)
