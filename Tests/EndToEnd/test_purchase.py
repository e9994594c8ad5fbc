"""The purchase cover, clicked through as a person would: from the catalogue to the summary, a
declined card, closing midway, restoring a purchase, and paying with a card added on the way.

The app's simulated payment processor takes 0.8 s and declines the sample card c3
("Visa •••• 0002"); the others are approved. Order numbers start at SHOP-1001 in each test's own
data directory (test_orders.py: a summary shows only an order placed, numbers are never reused).
"""

from __future__ import annotations

import json
import time

import pytest

import xinput
from driver import Node, Shop, TIMEOUT, name, quit_and_relaunch, wait_for

HEADPHONES = "Studio Headphones"  # $129.00
APPROVED = "Visa •••• 4242"  # c1
DECLINED = "Visa •••• 0002"  # c3
PAYMENT = 0.8  # seconds the simulated processor takes


# MARK: Steps a person takes


def open_cover(shop: Shop, item: str = HEADPHONES) -> Node:
    """Catalogue row → item detail → "Add to Cart"; returns the cover, which has the focus."""
    shop.choose(item)
    shop.wait_for_heading(item)
    shop.click(shop.button("Add to Cart", shop.main))
    cover = shop.wait_for_focused_window("Add to Cart")
    shop.wait_for_heading(item, "Add to Cart")
    return cover


def set_quantity(shop: Shop, quantity: int) -> None:
    """Clicks "One more" until the add-to-cart step shows `quantity` (from 1)."""
    cover = shop.window("Add to Cart")
    for shown in range(2, quantity + 1):
        shop.click(shop.button("One more", cover))
        shop.label(str(shown), cover)


def choose_payment(shop: Shop) -> Node:
    shop.click(shop.button("Choose Payment", shop.window("Add to Cart")))
    cover = shop.wait_for_window("Payment Method")
    shop.wait_for_heading("Payment Method", "Payment Method")
    return cover


def choose_card(shop: Shop, card: str, quantity: int) -> Node:
    """On the payment method step: picks `card`, which leads to the Buy step of `quantity`
    headphones; waits until that page has slid in, as a person sees it before acting on it."""
    shop.choose(card, shop.window("Payment Method"))
    buy = shop.wait_for_window("Buy")
    shop.wait_for_heading(f"{quantity} × {HEADPHONES}", "Buy")
    return buy


def to_buy(shop: Shop, quantity: int = 3, card: str = APPROVED) -> Node:
    """From the fresh app to the Buy step of `quantity` headphones with `card`."""
    open_cover(shop)
    set_quantity(shop, quantity)
    choose_payment(shop)
    return choose_card(shop, card, quantity)


def pay(shop: Shop) -> Node:
    """Presses Pay and waits for the summary."""
    shop.click(shop.button("Pay", shop.window("Buy")))
    summary = shop.wait_for_window("Purchase Summary", timeout=TIMEOUT + PAYMENT)
    shop.wait_for_heading("Thank You", "Purchase Summary")
    return summary


def back_to_add_to_cart(shop: Shop) -> Node:
    """From the Buy step, Back twice (Buy is over the card list); returns the cover, on its first step."""
    shop.go_back(shop.window("Buy"))
    cards = shop.wait_for_window("Payment Method")
    shop.wait_for_heading("Payment Method", "Payment Method")
    shop.go_back(cards)
    cover = shop.wait_for_window("Add to Cart")
    shop.wait_for_heading(HEADPHONES, "Add to Cart")
    return cover


def answer(shop: Shop, dialog: str, button: str) -> None:
    """Clicks `button` in the dialog titled `dialog`, and waits for the dialog to close."""
    shop.click(shop.button(button, shop.wait_for_window(dialog)))
    shop.wait_for_no_window(dialog)


def close_cover(shop: Shop, how: str, cover: Node) -> None:
    """Closes the cover the way a person would: its Close button, Escape or Ctrl+W."""
    if how == "close button":
        shop.click(shop.button("Close", cover))
    else:
        shop.press(how)


def labels_of(shop: Shop, window: Node) -> list[str]:
    """The labels on screen in `window`, top to bottom. A page that has slid away leaves the
    accessibility tree while it is read, so a read it interrupts is made again."""
    return wait_for(lambda: shop.labels(window), f"the labels of {name(window)!r}")


def can_go_back(shop: Shop, window: Node) -> bool:
    """Whether `window` shows a Back button a person could click."""
    return any(shop.is_sensitive(button) for button in shop.find_all("push button", "Back", window))


def set_every(document, key: str, value) -> int:
    """Sets every `key` in a JSON document to `value`; returns how many it set."""
    count = 0
    if isinstance(document, dict):
        for field, inner in document.items():
            if field == key:
                document[field] = value
                count += 1
            else:
                count += set_every(inner, key, value)
    elif isinstance(document, list):
        for inner in document:
            count += set_every(inner, key, value)
    return count


# MARK: The flow, end to end


def test_buying_an_item_from_the_catalogue_to_the_summary(shop: Shop):
    cover = open_cover(shop)
    assert shop.is_modal(cover)
    assert shop.header_title(cover) == "Add to Cart"
    over, window = xinput.frame(shop.x_window(cover).id), xinput.frame(shop.x_window(shop.main).id)
    assert over == window, f"the cover {over} does not cover its window {window}"
    assert shop.label("$129.00", cover)

    shop.click(shop.button("One more", cover))
    shop.label("2", cover)
    shop.click(shop.button("One more", cover))
    shop.label("3", cover)
    shop.label("$387.00", cover)

    choose_payment(shop)
    buy = choose_card(shop, APPROVED, 3)
    assert shop.label("$387.00", buy)

    summary = pay(shop)
    labels = labels_of(shop, summary)
    assert "Order SHOP-1001 is on its way." in labels
    assert "SHOP-1001" in labels and f"3 × {HEADPHONES}" in labels and APPROVED in labels

    shop.click(shop.button("Done", summary))
    shop.wait_for_no_window("Purchase Summary")
    shop.wait_for_active("Shop")
    shop.wait_for_heading("Items", "Shop")
    assert shop.window_titles() == ["Shop"]


def test_a_declined_card_can_be_given_up(shop: Shop):
    """(Choosing another card instead: test_purchase_steps.py.)"""
    buy = to_buy(shop, card=DECLINED)
    shop.click(shop.button("Pay", buy))
    failed = shop.wait_for_window("Payment Failed", timeout=TIMEOUT + PAYMENT)
    assert f"Your bank declined {DECLINED}. Choose another card to pay with." in labels_of(shop, failed)

    answer(shop, "Payment Failed", "Cancel")
    shop.wait_for_active("Buy")
    assert shop.is_sensitive(shop.button("Pay", shop.window("Buy")))
    assert shop.window_titles() == ["Buy", "Shop"]


@pytest.mark.parametrize("how", ["close button", "Escape", "ctrl+w"])
def test_closing_the_cover_midway_asks_first(shop: Shop, how: str):
    cover = open_cover(shop)
    set_quantity(shop, 3)

    close_cover(shop, how, cover)
    question = shop.wait_for_window("Discard This Purchase?")
    assert shop.button("Discard", question)
    answer(shop, "Discard This Purchase?", "Keep Buying")
    shop.wait_for_active("Add to Cart")
    assert shop.label("3", cover) and shop.label("$387.00", cover)

    close_cover(shop, how, cover)
    answer(shop, "Discard This Purchase?", "Discard")
    shop.wait_for_no_window("Add to Cart")
    shop.wait_for_active("Shop")
    shop.wait_for_heading(HEADPHONES, "Shop")


def test_a_double_click_on_choose_payment_pushes_once(shop: Shop):
    cover = open_cover(shop)
    shop.click(shop.button("Choose Payment", cover), count=2)
    cover = shop.wait_for_window("Payment Method")
    shop.sync()
    assert shop.window_titles() == ["Payment Method", "Shop"]
    assert shop.headings(cover) == ["Payment Method"]

    shop.go_back(cover)
    shop.wait_for_window("Add to Cart")
    shop.wait_for_heading(HEADPHONES, "Add to Cart")


# MARK: A: a paid order offers only its summary


def test_a_paid_order_cannot_be_paid_again(shop: Shop):
    to_buy(shop)
    summary = pay(shop)
    assert not can_go_back(shop, summary)

    shop.press("alt+Left")
    shop.sync()
    shop.wait_for_heading("Thank You", "Purchase Summary")
    assert shop.window_titles() == ["Purchase Summary", "Shop"]

    # Closing a paid order asks nothing: there is nothing left to lose.
    shop.press("Escape")
    shop.wait_for_no_window("Purchase Summary")
    shop.sync()
    assert shop.window_titles() == ["Shop"]
    shop.wait_for_active("Shop")


def test_a_summary_link_shows_only_the_summary(new_shop):
    # A summary shows only an order placed: place one, then open its link in a new launch.
    placed = new_shop().launch()
    to_buy(placed)
    pay(placed)
    placed.quit()
    shop = new_shop(placed.state_file).launch("--no-restore", "shop://items/2/cart/buy/3/c1/summary/SHOP-1001")
    summary = shop.wait_for_window("Purchase Summary")
    shop.wait_for_heading("Thank You", "Purchase Summary")
    assert "SHOP-1001" in labels_of(shop, summary) and f"3 × {HEADPHONES}" in labels_of(shop, summary)
    assert not can_go_back(shop, summary)
    shop.press("alt+Left")
    shop.sync()
    assert shop.window_titles() == ["Purchase Summary", "Shop"]
    shop.click(shop.button("Done", summary))
    shop.wait_for_no_window("Purchase Summary")
    shop.wait_for_heading("Items", "Shop")


# MARK: B: closing while a payment runs


@pytest.mark.parametrize("card", [APPROVED, DECLINED])
def test_closing_while_paying_cancels_the_payment_and_says_so(shop: Shop, card: str):
    buy = to_buy(shop, card=card)
    # Escape right after Pay, while "Processing payment…" shows: the app handles the click, which
    # starts the payment, before the key, whatever the machine's load.
    shop.click(shop.button("Pay", buy))
    shop.press("Escape")

    question = shop.wait_for_window("Discard This Purchase?")
    assert any("cancelled" in text and "nothing was charged" in text for text in labels_of(shop, question)), \
        labels_of(shop, question)
    # Time is what is tested here: the simulated payment would have ended PAYMENT s after Pay.
    # Wait that long and more, then let the app handle whatever came of it: nothing may have (no
    # summary, no failure), and the question stays.
    time.sleep(PAYMENT + 0.6)
    shop.sync()
    assert shop.window_titles() == ["Buy", "Discard This Purchase?", "Shop"]

    answer(shop, "Discard This Purchase?", "Keep Buying")
    shop.wait_for_active("Buy")
    assert shop.is_sensitive(shop.button("Pay", buy))
    assert shop.window_titles() == ["Buy", "Shop"]

    # Paying now works as if nothing happened: with the approved card, the first order.
    if card == APPROVED:
        assert "SHOP-1001" in labels_of(shop, pay(shop))


# MARK: C: a restored purchase keeps what the user chose


@pytest.mark.parametrize("step", ["Add to Cart", "Payment Method"])
def test_a_restored_purchase_keeps_the_quantity(new_shop, step: str):
    shop = new_shop().launch()
    open_cover(shop)
    set_quantity(shop, 3)
    if step == "Payment Method":
        choose_payment(shop)

    again = quit_and_relaunch(shop, new_shop)
    again.wait_for_window(step)
    again.wait_for_active(step)
    if step == "Payment Method":
        again.go_back(again.window(step))
    cover = again.wait_for_window("Add to Cart")
    again.wait_for_heading(HEADPHONES, "Add to Cart")
    assert again.label("3", cover) and again.label("$387.00", cover)


@pytest.mark.parametrize("quantity", [500, -5, 2**63 - 1])
@pytest.mark.parametrize("link", ["shop://items/2/cart", "shop://items/2/cart/buy/3/c1"])
def test_a_saved_quantity_out_of_range_is_never_payable(new_shop, link: str, quantity: int):
    shop = new_shop().launch(link)
    shop.wait_for_window("Buy" if link.endswith("c1") else "Add to Cart")
    shop.quit()
    saved = shop.saved_state()
    assert set_every(saved, "quantity", quantity) > 0, json.dumps(saved)
    shop.state_file.write_text(json.dumps(saved))

    # The purchase is dropped: the app opens on the item, with nothing to pay.
    again = new_shop(shop.state_file).launch()
    again.wait_for_heading(HEADPHONES, "Shop")
    assert again.is_running()
    titles = again.window_titles()
    assert "Buy" not in titles and "Add to Cart" not in titles, titles
    every_label = [text for window in again.windows() for text in labels_of(again, window)]
    assert not any(text.startswith("$") and text != "$129.00" for text in every_label), every_label
    assert not again.find_all("push button", "Pay")


# MARK: D: the Buy step says what paying will do


def test_the_buy_step_says_pay_with_until_paid(shop: Shop):
    buy = to_buy(shop)
    labels = labels_of(shop, buy)
    assert f"Pay with {APPROVED}" in labels
    assert not any(text.startswith("Paid") for text in labels), labels


# MARK: E: an empty wallet offers to add a card right there


def launch_with_an_empty_wallet(new_shop) -> Shop:
    """A shop whose saved wallet has no card (the user removed them all)."""
    shop = new_shop()
    cards = shop.workdir / "data" / "shop" / "cards.json"
    cards.parent.mkdir(parents=True)
    cards.write_text(json.dumps({"format": "shop-cards", "version": 2, "cards": [], "nextCardNumber": 4}))
    return shop.launch()


def test_an_empty_wallet_offers_add_card_in_the_purchase(new_shop):
    shop = launch_with_an_empty_wallet(new_shop)
    open_cover(shop)
    cover = choose_payment(shop)
    shop.label("Your wallet has no cards yet. Add one to pay with it.", cover)
    assert not any("Wallet tab" in text for text in labels_of(shop, cover)), labels_of(shop, cover)

    shop.click(shop.button("Add Card", cover))
    sheet = shop.wait_for_focused_window("Add Card")
    shop.fill(shop.entry("Name on card", sheet), "Sam Doe")
    shop.fill(shop.entry("Card number", sheet), "4111 1111 1111 1111")
    shop.fill(shop.entry("Expiry", sheet), "09/30")
    shop.fill(shop.entry("Security code", sheet), "123")
    shop.click(shop.button("Save", sheet))
    shop.wait_for_no_window("Add Card")
    # The card added to pay with is the one paid with: the purchase goes on to Buy with it.
    buy = shop.wait_for_window("Buy")
    shop.wait_for_heading(f"1 × {HEADPHONES}", "Buy")
    assert "Pay with Visa •••• 1111" in labels_of(shop, buy)
    assert "SHOP-1001" in labels_of(shop, pay(shop))
    wait_for(lambda: card_names_saved(shop) == ["Visa •••• 1111"], "the card in the wallet's file")


def card_names_saved(shop: Shop) -> list[str]:
    cards = json.loads((shop.workdir / "data" / "shop" / "cards.json").read_text())["cards"]
    return [f"{'Visa' if card['brand'] == 'visa' else card['brand']} •••• {card['last4']}" for card in cards]


def test_the_card_list_says_what_is_paid_for(shop: Shop):
    open_cover(shop)
    set_quantity(shop, 2)
    cover = choose_payment(shop)
    assert f"2 × {HEADPHONES}, $258.00" in labels_of(shop, cover)
    # Each card's row names its holder, which tells two cards of one brand apart.
    assert "Alex Doe, expires December 2029" in labels_of(shop, cover)


# MARK: F: an untouched purchase closes without a question


@pytest.mark.parametrize("how", ["Cancel", "Escape"])
def test_an_untouched_purchase_closes_without_asking(shop: Shop, how: str):
    cover = open_cover(shop)
    if how == "Cancel":
        shop.click(shop.button("Cancel", cover))
    else:
        shop.press("Escape")
    shop.wait_for_no_window("Add to Cart")
    shop.sync()
    assert shop.window_titles() == ["Shop"]
    shop.wait_for_heading(HEADPHONES, "Shop")


def test_a_purchase_with_a_card_chosen_asks_before_closing(shop: Shop):
    to_buy(shop, quantity=1)
    cover = back_to_add_to_cart(shop)
    shop.click(shop.button("Cancel", cover))
    answer(shop, "Discard This Purchase?", "Discard")
    shop.wait_for_no_window("Add to Cart")


def test_going_back_from_the_card_list_leaves_a_purchase_untouched(shop: Shop):
    open_cover(shop)
    cover = choose_payment(shop)
    shop.go_back(cover)
    cover = shop.wait_for_window("Add to Cart")
    shop.click(shop.button("Cancel", cover))
    shop.wait_for_no_window("Add to Cart")
    shop.sync()
    assert shop.window_titles() == ["Shop"]


def test_the_chosen_card_is_shown_back_at_add_to_cart_also_after_a_restart(new_shop):
    shop = new_shop().launch()
    to_buy(shop, quantity=2)
    cover = back_to_add_to_cart(shop)
    shop.label(APPROVED, cover)
    choose_payment(shop)
    choose_card(shop, APPROVED, quantity=2)

    again = quit_and_relaunch(shop, new_shop)
    again.wait_for_window("Buy")
    again.wait_for_heading(f"2 × {HEADPHONES}", "Buy")
    cover = back_to_add_to_cart(again)
    again.label("2", cover)
    again.label(APPROVED, cover)
