"""What a quit says about money and about changes not saved: a quit during a payment asks
first, a launch after the app was killed during one says what became of it, and a quit while a
change could not be saved offers to try again."""

from __future__ import annotations

import json
import os
import signal

from driver import Shop
from test_files_and_signals import message_of, read_only
from test_purchase import PAYMENT, to_buy
from test_wallet import NEW_CARD, NEW_CARD_NAME, add_card, card_names, open_wallet

ASK_PAYMENT = "Cancel the Payment and Quit?"
SLOW_PAYMENT_MS = 4000
ASK_UNSAVED = "Quit Without Saving?"


def start_paying(shop: Shop) -> None:
    """On the Buy step: clicks Pay and waits until the page says the payment is under way."""
    shop.click(shop.button("Pay", shop.window("Buy")))
    shop.label("Processing payment…", shop.window("Buy"))


def orders(shop: Shop) -> list[dict]:
    path = shop.workdir / "data" / "shop" / "orders.json"
    return json.loads(path.read_text())["orders"] if path.exists() else []


def test_ctrl_q_during_a_payment_asks_and_the_question_goes_when_the_payment_ends(shop: Shop):
    to_buy(shop, quantity=2)
    start_paying(shop)
    shop.press("ctrl+q")
    dialog = shop.wait_for_window(ASK_PAYMENT)
    assert ("Shop is still waiting for the payment of $258.00 for 2 × Studio Headphones with Visa •••• 4242. "
            "If you quit now, the payment is cancelled and nothing is charged.") in message_of(shop, dialog)
    # Unanswered, it goes away by itself once the payment is through: quitting would cancel nothing.
    shop.wait_for_window("Purchase Summary", timeout=5 + PAYMENT)
    shop.wait_for_no_window(ASK_PAYMENT)
    assert shop.is_running()
    assert len(orders(shop)) == 1


def test_keep_waiting_keeps_the_payment_and_cancel_payment_and_quit_charges_nothing(new_shop):
    # A payment long enough to answer the question while it is under way on a loaded machine (at
    # 0.8 s it once ended first, the question went, and the Escape meant for it closed the summary).
    shop = new_shop(environment={"SHOP_TEST_PAYMENT_MS": str(SLOW_PAYMENT_MS)}).launch()
    to_buy(shop, quantity=2)
    start_paying(shop)
    shop.press("ctrl+q")
    shop.wait_for_window(ASK_PAYMENT)
    shop.press("Escape")  # Keep Waiting, the safe choice
    shop.wait_for_no_window(ASK_PAYMENT)
    shop.wait_for_window("Purchase Summary", timeout=5 + SLOW_PAYMENT_MS / 1000)
    shop.click(shop.button("Done", shop.window("Purchase Summary")))
    shop.wait_for_no_window("Purchase Summary")

    to_buy(shop, quantity=3)
    start_paying(shop)
    shop.press("ctrl+q")
    shop.click(shop.button("Cancel Payment and Quit", shop.wait_for_window(ASK_PAYMENT)))
    # Quitting saves (under the files' locks, with fsync): seconds when the disk is busy.
    assert shop.wait_for_exit(timeout=30) == 0
    assert [order["quantity"] for order in orders(shop)] == [2], "the cancelled payment placed an order"

    shop = new_shop().launch()  # back on the Buy step, where the person was
    shop.wait_for_window("Buy")
    shop.sync()
    assert "Payment Cancelled" not in shop.window_titles(), "a payment the person cancelled is not news at the next launch"


def test_the_launch_after_a_kill_during_a_payment_says_it_was_cancelled_and_nothing_charged(new_shop):
    shop = new_shop().launch()
    to_buy(shop, quantity=2)
    start_paying(shop)
    os.kill(shop.pid, signal.SIGKILL)
    shop.wait_for_exit()

    shop = new_shop().launch()
    alert = shop.wait_for_focused_window("Payment Cancelled")
    assert ("Shop closed while it was paying $258.00 for 2 × Studio Headphones with Visa •••• 4242. "
            "The payment was cancelled, and nothing was charged.") in message_of(shop, alert)
    assert orders(shop) == []
    shop.press("Return")
    shop.wait_for_no_window("Payment Cancelled")
    shop.quit()
    shop = new_shop().launch()
    shop.wait_for_window("Buy")
    shop.sync()
    assert "Payment Cancelled" not in shop.window_titles(), "the cancelled payment was said twice"


def test_a_quit_while_a_card_could_not_be_saved_asks_and_try_again_saves_it(new_shop):
    shop = new_shop().launch()
    open_wallet(shop)
    data = shop.workdir / "data" / "shop"
    with read_only(data):
        add_card(shop)
        shop.press("Return")  # the Could Not Save alert
        shop.wait_for_no_window("Could Not Save")
        shop.press("ctrl+q")
        dialog = shop.wait_for_window(ASK_UNSAVED)
        assert (f"Shop could not save your cards, because Shop is not allowed to write in {data}. "
                "If you quit now, the changes it could not save are lost.") in message_of(shop, dialog)
        shop.press("Escape")  # stays
        shop.wait_for_no_window(ASK_UNSAVED)
        shop.press("ctrl+q")
        shop.wait_for_window(ASK_UNSAVED)
    shop.click(shop.button("Try Again", shop.window(ASK_UNSAVED)))
    assert shop.wait_for_exit() == 0

    shop = new_shop().launch()
    open_wallet(shop)
    assert NEW_CARD_NAME in card_names(shop)
    assert NEW_CARD["Name on card"] in (data / "cards.json").read_text()
