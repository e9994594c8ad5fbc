"""Two instances of the app on one data folder, as two logins of one person run them (each in a
D-Bus session of its own, so neither sees the other): what either does is kept, shows in the
other within a second, and no card id or order number is given twice."""

from __future__ import annotations

import json

from driver import Shop, wait_for
from test_orders import buy_and_read_the_order
from test_wallet import NEW_CARD, NEW_CARD_NAME, add_card, card_names, open_wallet, remove_card

OTHER_CARD = {**NEW_CARD, "Name on card": "Ann Lee", "Card number": "4012 8888 8888 1881"}
OTHER_CARD_NAME = "Visa •••• 1881"
MASTERCARD = "Mastercard •••• 4444"


def shows_within_a_second(shop: Shop, name: str, shown: bool = True) -> None:
    wait_for(lambda: (name in card_names(shop)) == shown,
             f"{name} to {'show' if shown else 'leave'} in the other instance's wallet", timeout=1.0)


def saved(shop: Shop, name: str) -> dict:
    return json.loads((shop.workdir / "data" / "shop" / name).read_text())


def test_two_instances_keep_each_others_cards_and_orders(other_login, new_shop, tmp_path):
    first = new_shop().launch()
    open_wallet(first)
    second = new_shop(state_file=tmp_path / "second-login-state.json", session=other_login).launch()
    open_wallet(second)

    add_card(second)
    shows_within_a_second(first, NEW_CARD_NAME)

    first.activate(first.main)
    add_card(first, OTHER_CARD)
    shows_within_a_second(second, OTHER_CARD_NAME)
    remove_card(first, MASTERCARD)
    shows_within_a_second(second, MASTERCARD, shown=False)

    cards = saved(first, "cards.json")["cards"]
    ids = [card["id"] for card in cards]
    assert len(set(ids)) == len(ids), ids
    assert {card["holder"] for card in cards} >= {"Sam Roe", "Ann Lee"}
    assert len(cards) == 4, "the two cards added, and two of the three samples"

    first.select_tab("Items")
    first_order = buy_and_read_the_order(first)
    first.click(first.button("Done", first.window("Purchase Summary")))
    first.wait_for_no_window("Purchase Summary")
    second.activate(second.main)
    second.select_tab("Items")
    second_order = buy_and_read_the_order(second)
    second.click(second.button("Done", second.window("Purchase Summary")))
    second.wait_for_no_window("Purchase Summary")
    assert first_order != second_order
    assert {order["number"] for order in saved(first, "orders.json")["orders"]} == {first_order, second_order}

    second.quit()
    first.activate(first.main)
    first.quit()
    assert [card["id"] for card in saved(first, "cards.json")["cards"]] == ids, "a quit wrote over the other's cards"
