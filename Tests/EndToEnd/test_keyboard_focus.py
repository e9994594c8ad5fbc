"""The keyboard is never lost: wherever the app goes, the focus is on a control a person can use
(every sync checks it: `KeyboardFocus` in the app's mirror check), and no key or click that a
person cannot have aimed at what the app just showed acts on it.

Each test is a case a new user met with real keys: two quick Returns that paid for an order, a
narrow window deaf to every key, a restored draft erased by the first key, the focus left on
nothing or on a scroll pane, a held Alt+Left counting some presses only."""

from __future__ import annotations

import json
import signal
import subprocess
import time

import pyatspi
import pytest

import xinput
from driver import Shop, has_state, name, role, text_of, wait_for
from test_drafts import leave_by_kill_9_after_2_5_s, leave_by_sigterm, open_add_card, open_edit_profile
from test_focus import assert_focus, focus_of
from test_narrow import resize
from test_purchase import APPROVED, DECLINED, PAYMENT, answer, choose_payment, labels_of, open_cover
from test_wallet import remove_card
from translation import catalogue

HEBREW = "he_IL.UTF-8"


def launch(new_shop, language: str | None, *arguments: str, wide: bool = False) -> tuple[Shop, dict[str, str]]:
    """A fresh `shop` in `language` (None: English) and the translation of its texts."""
    texts = catalogue(language.split("_")[0]) if language else {}
    shop = new_shop(wide=wide, language=language, title=texts.get("Shop", "Shop"))
    shop.launch(*arguments)
    return shop, texts


def keys_apart(milliseconds: int, *chords: str) -> None:
    """Presses `chords` one after another, `milliseconds` apart, without waiting for the app."""
    xinput._xdotool("key", "--clearmodifiers", "--delay", str(milliseconds), *chords)


def orders(shop: Shop) -> list[dict]:
    path = shop.workdir / "data" / "shop" / "orders.json"
    return json.loads(path.read_text())["orders"] if path.exists() else []


@pytest.mark.parametrize("language, gap", [(None, 60), (None, 300), (HEBREW, 60)], ids=["60ms", "300ms", "hebrew"])
def test_two_quick_returns_on_the_cards_choose_one_and_pay_for_nothing(new_shop, language, gap):
    shop, texts = launch(new_shop, language, "shop://items/2/cart/3/payment")
    t = lambda text: texts.get(text, text)  # noqa: E731
    cards = shop.wait_for_focused_window(t("Payment Method"))
    shop.wait_for_heading(t("Payment Method"), t("Payment Method"))
    focused_role, focused_name = focus_of(shop)
    assert focused_role == "list item" and focused_name.startswith(APPROVED), (focused_role, focused_name)
    shop.settle()
    keys_apart(gap, "Return", "Return")
    buy = shop.wait_for_window(t("Buy"))
    shop.sync()
    time.sleep(PAYMENT + 0.5)  # what a payment would take
    shop.sync()
    assert t("Purchase Summary") not in shop.window_titles(), "the second Return paid"
    assert orders(shop) == []
    assert_focus(shop, "push button", t("Pay"), "choosing the card")
    # Seen, and pressed on purpose: it pays.
    shop.press("Return")
    shop.wait_for_window(t("Purchase Summary"), timeout=10 + PAYMENT)
    assert len(orders(shop)) == 1
    del cards, buy


def test_a_second_return_the_app_reads_late_still_pays_for_nothing(new_shop):
    """The app is held up (a slow disk, a busy machine) between showing Buy and reading the second
    of two Returns pressed 300 ms apart: by the time it reads it, Pay has had the focus for a
    second. What counts is when the key was pressed, not when the app got to it."""
    shop, _ = launch(new_shop, None, "shop://items/2/cart/3/payment")
    shop.wait_for_heading("Payment Method", "Payment Method")
    shop.settle()
    keys = subprocess.Popen(["xdotool", "key", "--clearmodifiers", "--delay", "300", "Return", "Return"])
    time.sleep(0.15)  # the first Return chooses the card and Buy shows
    shop.process.send_signal(signal.SIGSTOP)
    try:
        keys.wait(timeout=10)  # the second Return waits in the X server
        time.sleep(1.0)
    finally:
        shop.process.send_signal(signal.SIGCONT)
    shop.wait_for_window("Buy")
    shop.sync()
    time.sleep(PAYMENT + 0.5)
    shop.sync()
    assert "Purchase Summary" not in shop.window_titles(), "the second Return, read late, paid"
    assert orders(shop) == []
    assert_focus(shop, "push button", "Pay", "choosing the card")


def test_a_held_return_chooses_the_card_and_never_pays(new_shop):
    shop, _ = launch(new_shop, None, "shop://items/2/cart/3/payment")
    shop.wait_for_heading("Payment Method", "Payment Method")
    shop.settle()
    xinput._xdotool("keydown", "Return")
    time.sleep(1.5)  # the key repeats, as a key held down does
    xinput._xdotool("keyup", "Return")
    shop.wait_for_window("Buy")
    shop.sync()
    time.sleep(PAYMENT + 0.5)
    assert "Purchase Summary" not in shop.window_titles() and orders(shop) == []


@pytest.mark.parametrize("language", [None, HEBREW], ids=["english", "hebrew"])
def test_a_window_made_narrow_under_another_tab_still_hears_every_key(new_shop, language):
    shop, texts = launch(new_shop, language, wide=True)
    t = lambda text: texts.get(text, text)  # noqa: E731
    back = "alt+Right" if language == HEBREW else "alt+Left"
    item = t("Studio Headphones")
    shop.choose(item)
    wait_for(lambda: item in shop.headings(shop.main), "the item beside the catalogue")
    shop.press("alt+2")
    wait_for(lambda: t("Wallet") in shop.headings(shop.main), "the wallet")
    resize(shop, 360, 640)
    shop.press("alt+1")
    shop.wait_for_heading(item)
    focused_role, focused_name = focus_of(shop)
    assert focused_role == "push button" and focused_name == t("Add to Cart"), (focused_role, focused_name)
    shop.press(back)
    shop.wait_for_heading(t("Items"))
    shop.press("alt+4")
    shop.wait_for_heading(t("Patterns"))
    shop.press("alt+1")
    shop.wait_for_heading(t("Items"))
    shop.press("Return")  # on the row it came back to
    shop.wait_for_heading(item)


def test_at_360_px_escape_on_a_card_goes_back_to_the_list_of_cards(new_shop):
    shop, _ = launch(new_shop, None)
    resize(shop, 360, 640)
    shop.press("alt+2")
    shop.wait_for_heading("Wallet")
    shop.choose(APPROVED)
    shop.wait_for_heading(APPROVED)
    shop.press("Escape")
    shop.wait_for_heading("Wallet")
    focused_role, focused_name = focus_of(shop)
    assert focused_role == "list item" and focused_name.startswith(APPROVED), (focused_role, focused_name)


def test_each_press_of_alt_left_is_one_step_however_fast(new_shop):
    shop, _ = launch(new_shop, None, "shop://patterns/abc/b/c")
    shop.wait_for_heading("Screen C")
    shop.settle()
    keys_apart(30, "alt+Left", "alt+Left", "alt+Left")
    shop.wait_for_heading("Patterns")
    shop.sync()
    assert shop.heading() == "Patterns", "three presses, three steps back, from C to the Patterns list"


@pytest.mark.parametrize("language", [None, HEBREW], ids=["english", "hebrew"])
def test_a_triple_click_on_choose_payment_opens_the_cards_once_with_a_card_focused(new_shop, language):
    shop, texts = launch(new_shop, language, "shop://items/2/cart/3")
    t = lambda text: texts.get(text, text)  # noqa: E731
    cover = shop.wait_for_focused_window(t("Add to Cart"))
    shop.settle()
    shop.click(shop.button(t("Choose Payment"), cover), count=3)
    shop.wait_for_heading(t("Payment Method"), t("Payment Method"))
    shop.sync()
    assert shop.heading(shop.window(t("Payment Method"))) == t("Payment Method")
    focused_role, focused_name = focus_of(shop)
    assert focused_role == "list item", (focused_role, focused_name)


def test_after_a_declined_card_choose_another_card_focuses_a_card(new_shop):
    shop, _ = launch(new_shop, None)
    open_cover(shop)
    choose_payment(shop)
    shop.choose(DECLINED, shop.window("Payment Method"))
    shop.wait_for_window("Buy")
    shop.click(shop.button("Pay", shop.window("Buy")))
    failed = shop.wait_for_window("Payment Failed", timeout=10 + PAYMENT)
    assert f"Your bank declined {DECLINED}. Choose another card to pay with." in labels_of(shop, failed)
    answer(shop, "Payment Failed", "Choose Another Card")
    shop.wait_for_heading("Payment Method", "Payment Method")
    focused_role, focused_name = focus_of(shop)
    assert focused_role == "list item", (focused_role, focused_name)


def test_sign_out_and_sign_in_leave_the_focus_on_a_button(shop: Shop):
    shop.select_tab("Profile")
    shop.click(shop.button("Sign Out", shop.main))
    answer(shop, "Sign Out?", "Sign Out")
    shop.button("Sign In", shop.main)
    assert focus_of(shop)[0] == "push button", focus_of(shop)
    shop.click(shop.button("Sign In", shop.main))
    answer(shop, "Sign In as Alex Doe?", "Sign In")
    shop.button("Sign Out", shop.main)
    assert focus_of(shop)[0] == "push button", focus_of(shop)


def test_removing_a_card_focuses_its_neighbour_and_undo_the_card_back(shop: Shop):
    shop.select_tab("Wallet")
    rows = [name(row) for row in shop.find_all("list item", None, shop.main)]
    assert len(rows) >= 3, rows
    second = rows[1].split(",")[0]
    remove_card(shop, second)
    focused_role, focused_name = focus_of(shop)
    assert (focused_role, focused_name) == ("list item", rows[2]), f"after Remove Card: {focused_role} {focused_name!r}"
    shop.click(shop.button("Undo", shop.main))
    wait_for(lambda: len(shop.find_all("list item", None, shop.main)) == len(rows), "the card back")
    focused_role, focused_name = focus_of(shop)
    assert (focused_role, focused_name) == ("list item", rows[1]), f"after Undo: {focused_role} {focused_name!r}"


def test_a_restored_draft_is_not_replaced_by_the_first_key_and_undo_brings_it_back(new_shop):
    shop = new_shop().launch()
    title, _ = open_edit_profile(shop)
    shop.fill(shop.entry("Name", shop.window(title)), "Ada Lovelace")
    shop.press("Home", "Right", "Right", "Right")  # the caret after "Ada"
    leave_by_sigterm(shop)

    again = new_shop(shop.state_file).launch()
    sheet = again.wait_for_focused_window("Edit Profile", timeout=20)
    field = again.entry("Name", sheet)
    wait_for(lambda: has_state(field, pyatspi.STATE_FOCUSED), "the restored field to have the focus")
    assert text_of(field) == "Ada Lovelace"
    again.settle()
    again.type(" B.")  # where the caret was
    wait_for(lambda: text_of(field) == "Ada B. Lovelace", f"the keys to go where the caret was (it holds {text_of(field)!r})")
    again.press("End")
    again.type(" King")
    wait_for(lambda: text_of(field) == "Ada B. Lovelace King", f"the key to add to the text (it holds {text_of(field)!r})")
    again.press("ctrl+a")
    again.type("x")
    wait_for(lambda: text_of(field) == "x", "the text replaced")
    # Ctrl+Z steps back through what was typed, down to the restored text: it is in the history.
    seen = []
    for _ in range(5):
        again.press("ctrl+z")
        again.sync()
        seen.append(text_of(field))
    assert "Ada B. Lovelace King" in seen and "Ada Lovelace" in seen, f"Ctrl+Z went through {seen}"


def test_a_card_form_left_in_its_security_code_comes_back_in_the_card_number(new_shop):
    shop = new_shop().launch()
    title, _ = open_add_card(shop)
    sheet = shop.window(title)
    shop.fill(shop.entry("Name on card", sheet), "Zoe Angstrom")
    shop.click(shop.entry("Security code", sheet))
    leave_by_kill_9_after_2_5_s(shop)

    again = new_shop(shop.state_file).launch()
    sheet = again.wait_for_focused_window("Add Card", timeout=20)
    number = again.entry("Card number", sheet)
    wait_for(lambda: has_state(number, pyatspi.STATE_FOCUSED), "the card number, the first empty field, to have the focus")
    assert role(again.focused()) in {"text", "entry"}
