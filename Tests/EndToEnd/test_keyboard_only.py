"""The app with the keyboard alone, as a person who cannot use a pointer uses it: Tab and
Shift+Tab to move, the arrows, Return and Space to act, Escape to close, and typing in fields.
No pointer event reaches the app in these tests."""

from __future__ import annotations

from driver import TIMEOUT, Shop, name, wait_for
from test_purchase import APPROVED, HEADPHONES, PAYMENT


def activate(shop: Shop, node, key: str = "Return") -> None:
    shop.tab_to(node)
    shop.press(key)


def test_buying_an_item_with_the_keyboard_alone(shop: Shop):
    activate(shop, shop.row(HEADPHONES))
    shop.wait_for_heading(HEADPHONES)
    activate(shop, shop.button("Add to Cart", shop.main))
    cover = shop.wait_for_focused_window("Add to Cart")
    activate(shop, shop.button("One more", cover), "space")
    shop.label("2", cover)
    activate(shop, shop.button("Choose Payment", cover))
    shop.wait_for_heading("Payment Method", "Payment Method")
    activate(shop, shop.row(APPROVED, shop.window("Payment Method")))
    shop.wait_for_heading(f"2 × {HEADPHONES}", "Buy")
    activate(shop, shop.button("Pay", shop.window("Buy")))
    summary = shop.wait_for_window("Purchase Summary", timeout=TIMEOUT + PAYMENT)
    shop.wait_for_heading("Thank You", "Purchase Summary")
    activate(shop, shop.button("Done", summary))
    shop.wait_for_no_window("Purchase Summary")
    shop.wait_for_heading("Items", "Shop")


def test_adding_a_card_with_the_keyboard_alone(shop: Shop):
    activate(shop, shop.tab("Wallet"), "space")
    shop.wait_for_heading("Wallet")
    activate(shop, shop.button("Add Card", shop.main))
    sheet = shop.wait_for_focused_window("Add Card")
    for caption, text in {"Name on card": "Sam Roe", "Card number": "4111 1111 1111 1111",
                          "Expiry": "12/30", "Security code": "123"}.items():
        shop.tab_to(shop.entry(caption, sheet))
        shop.type(text)
    shop.press("Return")  # saves, as Save would
    shop.wait_for_no_window("Add Card")
    wait_for(lambda: shop.find_all("label", "Visa •••• 1111", shop.main), "the new card in the wallet")


def test_closing_a_sheet_and_answering_its_question_with_the_keyboard_alone(shop: Shop):
    activate(shop, shop.tab("Profile"), "space")
    activate(shop, shop.button("Edit", shop.main))
    sheet = shop.wait_for_focused_window("Edit Profile")
    shop.tab_to(shop.entry("Name", sheet))
    shop.type(" Jr")
    shop.press("Escape")
    dialog = shop.wait_for_focused_window("Discard Your Changes?")
    # The safe choice has the focus; Tab moves to the other one, Return picks it.
    shop.press("Tab")
    assert name(shop.focused(dialog)) == "Discard"
    shop.press("Return")
    shop.wait_for_no_window("Edit Profile")
    activate(shop, shop.button("Sign Out", shop.main))
    shop.wait_for_focused_window("Sign Out?")
    shop.press("Escape")
    shop.wait_for_no_window("Sign Out?")
    assert name(shop.focused(shop.main)) == "Sign Out"


def test_going_back_with_the_keyboard_alone(shop: Shop):
    activate(shop, shop.tab("Patterns"), "space")
    activate(shop, shop.row("Screens A, B, C"))
    shop.wait_for_heading("Screen A")
    back = shop.back_button(shop.main)
    activate(shop, back)
    shop.wait_for_heading("Patterns")
