"""Toasts: what a person did is confirmed at the bottom of the window, in words, and goes by itself;
a removal can be undone from its toast."""

from __future__ import annotations

import time

from driver import Node, Shop, TIMEOUT, name, wait_for

TOAST_LIFETIME = 5  # seconds (FlowGtk's ToastOverlay.lifetime, libadwaita's default)
from test_purchase import choose_payment, open_cover


def toast(shop: Shop, within: Node | None = None) -> Node:
    """The toast on screen (read by screen readers as a status bar named by its words)."""
    def look() -> Node | None:
        found = shop.find_all("status bar", None, within or shop.top_window())
        return found[0] if found else None
    return wait_for(look, "a toast on screen")


def no_toast(shop: Shop, timeout: float = TIMEOUT) -> None:
    wait_for(lambda: not any(shop.find_all("status bar", None, window) for window in shop.windows()),
             "the toast to go", timeout)


def remove_card(shop: Shop, card: str) -> None:
    shop.select_tab("Wallet")
    shop.choose(card)
    shop.wait_for_heading(card)
    shop.click(shop.button("Remove Card", shop.main))
    question = shop.wait_for_window(f"Remove {card}?")
    shop.click(shop.button("Remove Card", question))
    shop.wait_for_no_window(f"Remove {card}?")


def test_a_removed_card_comes_back_with_undo_where_it_was(shop: Shop):
    remove_card(shop, "Mastercard •••• 4444")
    shown = toast(shop, shop.main)
    assert name(shown) == "Mastercard •••• 4444 removed"
    shop.wait_for_heading("Wallet")
    shop.click(shop.button("Undo", shown))
    no_toast(shop)
    shop.sync()
    rows = [text for text in shop.labels(shop.main) if "••••" in text]
    assert rows == ["Visa •••• 4242", "Mastercard •••• 4444", "Visa •••• 0002"], rows


def test_a_toast_goes_by_itself_or_with_dismiss(shop: Shop):
    remove_card(shop, "Visa •••• 0002")
    toast(shop, shop.main)
    no_toast(shop, timeout=TIMEOUT + TOAST_LIFETIME)  # its 5 s, then gone without a touch
    remove_card(shop, "Visa •••• 4242")
    shop.click(shop.button("Dismiss", toast(shop, shop.main)))
    no_toast(shop)
    shop.sync()
    assert not [text for text in shop.labels(shop.main) if text == "Visa •••• 4242"], "Dismiss undid the removal"


def test_a_toast_waits_while_the_pointer_is_over_it(shop: Shop):
    # A person reading a toast, or reaching for its Undo, keeps it (as libadwaita's toasts do);
    # once the pointer leaves, it has its whole time again, and goes.
    remove_card(shop, "Mastercard •••• 4444")
    shown = toast(shop, shop.main)
    shop.hover(shop.button("Undo", shown))
    time.sleep(TOAST_LIFETIME + 1)
    assert shop.find_all("status bar", None, shop.main), "the toast went from under the pointer"
    shop.hover(shop.button("Add Card", shop.main))
    left = time.monotonic()
    no_toast(shop, timeout=TIMEOUT + TOAST_LIFETIME)
    assert time.monotonic() - left > TOAST_LIFETIME - 1, "the toast did not get its whole time again"


def test_saving_the_profile_and_adding_a_card_say_so(shop: Shop):
    shop.select_tab("Profile")
    shop.click(shop.button("Edit", shop.main))
    sheet = shop.wait_for_focused_window("Edit Profile")
    shop.fill(shop.entry("Name", sheet), "Sam Doe")
    shop.click(shop.button("Save", sheet))
    shop.wait_for_no_window("Edit Profile")
    assert name(toast(shop, shop.main)) == "Profile saved"

    shop.select_tab("Wallet")
    shop.click(shop.button("Add Card", shop.main))
    sheet = shop.wait_for_focused_window("Add Card")
    for caption, text in (("Name on card", "Sam Doe"), ("Card number", "4111 1111 1111 1111"),
                          ("Expiry", "12/39"), ("Security code", "123")):
        shop.fill(shop.entry(caption, sheet), text)
    shop.click(shop.button("Save", sheet))
    shop.wait_for_no_window("Add Card")
    wait_for(lambda: name(toast(shop, shop.main)) == "Visa •••• 1111 added", "the added card's toast")


def test_a_toast_shows_in_the_window_on_top(shop: Shop):
    # A card added from a purchase: its toast is in the purchase's cover, which hides the main window.
    open_cover(shop)
    cards = choose_payment(shop)
    shop.click(shop.button("Add Card", cards))
    sheet = shop.wait_for_focused_window("Add Card")
    for caption, text in (("Name on card", "Sam Doe"), ("Card number", "4111 1111 1111 1111"),
                          ("Expiry", "12/39"), ("Security code", "123")):
        shop.fill(shop.entry(caption, sheet), text)
    shop.press("Return")
    shop.wait_for_no_window("Add Card")
    # The card added is the one paid with: the cover goes on to Buy, where the toast shows.
    assert name(toast(shop, shop.wait_for_window("Buy"))) == "Visa •••• 1111 added"
    assert not shop.find_all("status bar", None, shop.main)
