"""The purchase's steps as a person meets them: the quantity stepper, Back from Buy, the spinner
while paying, what a declined card offers, and what the discard question says."""

from __future__ import annotations

import pyatspi

from driver import Shop, TIMEOUT, _hit as hit, extents, role, wait_for
from test_purchase import APPROVED, DECLINED, HEADPHONES, PAYMENT, answer, choose_card, choose_payment, labels_of, \
    open_cover, set_quantity, to_buy


def text_lines(label) -> list[str]:
    """The lines a label's text is wrapped into on screen, as AT-SPI reads them."""
    text = label.queryText()
    spans = {}
    for offset in range(text.characterCount):
        line, start, end = text.getTextAtOffset(offset, pyatspi.TEXT_BOUNDARY_LINE_START)
        spans[start] = line.strip()
    return [spans[start] for start in sorted(spans)]


def test_the_quantity_comes_first_and_its_two_buttons_are_one_linked_pair(shop: Shop):
    cover = open_cover(shop)
    set_quantity(shop, 3)
    less, more = shop.button("One less", cover), shop.button("One more", cover)
    number = shop.label("3", cover)
    lx, ly, lw, lh = extents(less)
    mx, my, _, mh = extents(more)
    nx, _, nw, _ = extents(number)
    assert (my, mh) == (ly, lh) and lx + lw < mx, (extents(less), extents(more))
    # Linked: whatever is between the two icons belongs to one of the buttons, not to the number.
    between = hit(cover, (lx + lw + mx) // 2, ly + lh // 2)
    assert between is not None and role(between) == "push button", f"between − and + is {between and role(between)}"
    assert nx + nw <= lx, f"the number {extents(number)} is not before the buttons"


def test_back_from_buy_returns_to_the_cards(shop: Shop):
    buy = to_buy(shop, quantity=2)
    assert shop.back_button(buy).description == "Back to Payment Method"
    shop.click(shop.back_button(buy))
    cards = shop.wait_for_window("Payment Method")
    shop.wait_for_heading("Payment Method", "Payment Method")
    assert shop.back_button(cards).description == "Back to Add to Cart"


def test_a_spinner_turns_while_paying(shop: Shop):
    buy = to_buy(shop, quantity=1)
    assert not shop.find_all("progress bar", None, buy)
    shop.click(shop.button("Pay", buy))
    wait_for(lambda: shop.find_all("progress bar", None, shop.window("Buy")), "a spinner while paying")
    shop.label("Processing payment…", shop.window("Buy"))
    shop.wait_for_window("Purchase Summary", timeout=TIMEOUT + PAYMENT)


def test_a_declined_card_offers_another_card(shop: Shop):
    buy = to_buy(shop, quantity=2, card=DECLINED)
    shop.click(shop.button("Pay", buy))
    failed = shop.wait_for_window("Payment Failed", timeout=TIMEOUT + PAYMENT)
    assert f"Your bank declined {DECLINED}. Choose another card to pay with." in labels_of(shop, failed)
    assert not shop.find_all("push button", "Retry", failed)
    # Its message is centred under the title in lines of about equal length: no word alone.
    message = shop.label(f"Your bank declined {DECLINED}. Choose another card to pay with.", failed)
    lines = text_lines(message)
    assert len(lines) == 2 and min(map(len, lines)) > 0.6 * max(map(len, lines)), lines
    x, _, width, _ = extents(message)
    dx, _, dwidth, _ = extents(failed)
    assert abs((x + width // 2) - (dx + dwidth // 2)) <= 2, (extents(message), extents(failed))
    answer(shop, "Payment Failed", "Choose Another Card")
    shop.wait_for_heading("Payment Method", "Payment Method")
    choose_card(shop, APPROVED, 2)
    shop.click(shop.button("Pay", shop.window("Buy")))
    summary = shop.wait_for_window("Purchase Summary", timeout=TIMEOUT + PAYMENT)
    assert APPROVED in labels_of(shop, summary)


def test_the_discard_question_names_only_what_was_chosen(shop: Shop):
    cover = open_cover(shop)
    set_quantity(shop, 2)
    shop.press("Escape")
    question = shop.wait_for_window("Discard This Purchase?")
    assert "The quantity you chose will be lost." in labels_of(shop, question)
    answer(shop, "Discard This Purchase?", "Keep Buying")
    shop.click(shop.button("One less", cover))
    shop.label("1", cover)
    choose_payment(shop)
    choose_card(shop, APPROVED, 1)
    shop.press("Escape")
    question = shop.wait_for_window("Discard This Purchase?")
    assert "The payment method you chose will be lost." in labels_of(shop, question)
    assert not any("quantity" in text for text in labels_of(shop, question)), labels_of(shop, question)
