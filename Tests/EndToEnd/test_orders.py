"""Orders a person placed: kept between launches, numbered without repeats, the only orders a
summary can show, and left the same way however the person leaves their summary."""

from __future__ import annotations

import json

import pytest

from driver import Shop, quit_and_relaunch
from test_purchase import HEADPHONES, labels_of, pay, to_buy


def buy_and_read_the_order(shop: Shop, quantity: int = 2) -> str:
    """Buys `quantity` headphones with the approved card; returns the order number the summary shows."""
    to_buy(shop, quantity=quantity)
    summary = pay(shop)
    numbers = [text for text in labels_of(shop, summary) if text.startswith("SHOP-")]
    assert len(numbers) == 1, labels_of(shop, summary)
    assert f"Order {numbers[0]} is on its way." in labels_of(shop, summary)
    assert not any(text.startswith("Thank you!") for text in labels_of(shop, summary)), "it says thank you twice"
    return numbers[0]


def test_orders_are_kept_and_a_number_is_never_given_twice(new_shop):
    shop = new_shop().launch()
    first = buy_and_read_the_order(shop)
    assert first == "SHOP-1001"
    shop.click(shop.button("Done", shop.window("Purchase Summary")))
    shop.wait_for_no_window("Purchase Summary")

    shop = quit_and_relaunch(shop, new_shop)
    assert buy_and_read_the_order(shop, quantity=3) == "SHOP-1002"
    saved = json.loads((shop.workdir / "data" / "shop" / "orders.json").read_text())
    assert [(order["number"], order["quantity"]) for order in saved["orders"]] == [("SHOP-1001", 2), ("SHOP-1002", 3)]


def test_a_link_to_an_order_never_placed_shows_nothing_done(new_shop):
    shop = new_shop().launch("shop://items/3/cart/buy/2/c1/summary/SHOP-9999")
    alert = shop.wait_for_focused_window("Cannot Open Link")
    assert "No such order: SHOP-9999 is not an order you placed." in labels_of(shop, alert)
    assert "Purchase Summary" not in shop.window_titles()
    shop.press("Return")
    shop.wait_for_no_window("Cannot Open Link")
    shop.sync()
    assert shop.window_titles() == ["Shop"]
    assert shop.headings(shop.main) == ["Items"]


def test_the_link_to_a_placed_order_shows_it_and_only_as_it_was_placed(new_shop):
    shop = new_shop().launch()
    number = buy_and_read_the_order(shop)
    shop.quit()

    again = new_shop(shop.state_file).launch("--no-restore", f"shop://items/2/cart/buy/2/c1/summary/{number}")
    summary = again.wait_for_window("Purchase Summary")
    again.wait_for_heading("Thank You", "Purchase Summary")
    assert number in labels_of(again, summary) and f"2 × {HEADPHONES}" in labels_of(again, summary)
    again.quit()

    # The same number with another quantity is not that order.
    other = new_shop(shop.state_file).launch("--no-restore", f"shop://items/2/cart/buy/5/c1/summary/{number}")
    alert = other.wait_for_window("Cannot Open Link")
    assert f"No such order: {number} is not an order you placed." in labels_of(other, alert)


@pytest.mark.parametrize("how", ["Done", "Escape", "close button"])
def test_leaving_a_summary_in_any_way_ends_at_the_catalogue(shop: Shop, how: str):
    buy_and_read_the_order(shop)
    summary = shop.window("Purchase Summary")
    if how == "Done":
        shop.click(shop.button("Done", summary))
    elif how == "Escape":
        shop.press("Escape")
    else:
        shop.click(shop.find_all("push button", "Close", summary)[0])
    shop.wait_for_no_window("Purchase Summary")
    shop.wait_for_heading("Items", "Shop")
    shop.sync()
    assert shop.window_titles() == ["Shop"]
