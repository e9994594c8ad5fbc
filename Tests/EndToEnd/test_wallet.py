"""The Wallet tab, clicked through: card detail and its removal, the add-card sheet with its form,
closing the sheet every way a person can, and what the wallet keeps across a restart."""

from __future__ import annotations

import pytest

from driver import Node, Shop, quit_and_relaunch, text_of, wait_for

# The sample wallet a fresh app starts with.
VISA = "Visa •••• 4242"
MASTERCARD = "Mastercard •••• 4444"
DECLINED_VISA = "Visa •••• 0002"
SAMPLE_CARDS = [VISA, MASTERCARD, DECLINED_VISA]

# A valid card to add: what the wallet lists once it is saved.
NEW_CARD = {"Name on card": "Sam Roe", "Card number": "4111 1111 1111 1111",
            "Expiry": "12/39", "Security code": "123"}
NEW_CARD_NAME = "Visa •••• 1111"

DISCARD_CARD = "Discard This Card?"


# MARK: Steps a person takes


def open_wallet(shop: Shop) -> None:
    shop.select_tab("Wallet")
    shop.wait_for_heading("Wallet")


def card_names(shop: Shop) -> list[str]:
    """The cards the Wallet list shows, top to bottom."""
    return [text for text in shop.labels(shop.main) if "••••" in text]


def open_card(shop: Shop, name: str) -> None:
    shop.choose(name)
    shop.wait_for_heading(name)


def open_add_card(shop: Shop) -> Node:
    """Clicks Add Card; returns the sheet once it is on screen with the focus."""
    shop.click(shop.button("Add Card", shop.main))
    sheet = shop.wait_for_focused_window("Add Card")
    return sheet


def fill_form(shop: Shop, sheet: Node, fields: dict[str, str]) -> None:
    for caption, text in fields.items():
        shop.fill(shop.entry(caption, sheet), text)


def add_card(shop: Shop, fields: dict[str, str] = NEW_CARD) -> None:
    """Adds a card through the sheet and waits until the sheet has closed."""
    sheet = open_add_card(shop)
    fill_form(shop, sheet, fields)
    save = shop.button("Save", sheet)
    wait_for(lambda: shop.is_sensitive(save), "Save to become sensitive")
    shop.click(save)
    shop.wait_for_no_window("Add Card")


def remove_card(shop: Shop, name: str) -> None:
    """Opens the card, removes it and confirms; waits for the Wallet list."""
    open_card(shop, name)
    shop.click(shop.button("Remove Card", shop.main))
    dialog = shop.wait_for_window(f"Remove {name}?")
    shop.click(shop.button("Remove Card", dialog))
    shop.wait_for_no_window(f"Remove {name}?")
    shop.wait_for_heading("Wallet")


def is_over(shop: Shop, window: Node, under: Node) -> bool:
    """Whether `window` is drawn over `under`: its centre lies inside it on the screen."""
    top, bottom = shop.x_window(window), shop.x_window(under)
    x, y = top.x + top.width // 2, top.y + top.height // 2
    return bottom.x <= x < bottom.x + bottom.width and bottom.y <= y < bottom.y + bottom.height


def errors_shown(shop: Shop, sheet: Node) -> list[str]:
    """The validation errors the form shows, top to bottom."""
    known = {"Enter the name on the card", "Enter the card number (digits only)",
             "A card number has 12 to 19 digits", "This card number is not valid",
             "Use the form MM/YY, such as 04/29", "The security code is 3 digits",
             "The security code of an American Express card is 4 digits"}
    expiry = ("There is no month ", "This date has passed: ")  # they name what was typed
    return [text for text in shop.labels(sheet) if text in known or text.startswith(expiry)]


# MARK: Card detail and removal


def test_a_card_row_opens_its_detail(shop: Shop):
    open_wallet(shop)
    assert card_names(shop) == SAMPLE_CARDS
    open_card(shop, MASTERCARD)
    assert shop.header_title(shop.main) == MASTERCARD
    labels = shop.labels(shop.main)
    assert "•••• •••• •••• 4444" in labels and "June 2030" in labels and "Alex Doe" in labels


def test_keep_in_the_removal_dialog_keeps_the_card(shop: Shop):
    open_wallet(shop)
    open_card(shop, VISA)
    shop.click(shop.button("Remove Card", shop.main))
    dialog = shop.wait_for_window(f"Remove {VISA}?")
    assert shop.is_modal(dialog)
    shop.wait_for_active(f"Remove {VISA}?")
    assert is_over(shop, dialog, shop.main)
    shop.click(shop.button("Keep", dialog))
    shop.wait_for_no_window(f"Remove {VISA}?")
    shop.wait_for_active("Shop")
    assert shop.headings(shop.main) == [VISA]
    shop.go_back(shop.main)
    shop.wait_for_heading("Wallet")
    assert card_names(shop) == SAMPLE_CARDS


def test_removing_a_card_goes_back_to_the_list_without_it(shop: Shop):
    open_wallet(shop)
    remove_card(shop, MASTERCARD)
    assert shop.header_title(shop.main) == "Wallet"
    wait_for(lambda: card_names(shop) == [VISA, DECLINED_VISA], "the list without the Mastercard")


# MARK: The add-card sheet


def test_add_card_opens_a_modal_focused_sheet(shop: Shop):
    open_wallet(shop)
    sheet = open_add_card(shop)
    assert shop.is_modal(sheet)
    assert shop.headings(sheet) == ["Add Card"]
    assert not shop.is_sensitive(shop.button("Save", sheet))
    assert errors_shown(shop, sheet) == [], "an untouched form shows no errors"


def test_the_form_shows_each_fields_error_once_it_is_left(shop: Shop):
    open_wallet(shop)
    sheet = open_add_card(shop)
    save = shop.button("Save", sheet)
    fill_form(shop, sheet, {"Card number": "4242 4242 4242 4241", "Expiry": "01/20", "Security code": "12"})
    shop.sync()
    # The security code is still being typed: the two fields left say what is wrong, it does not yet.
    assert errors_shown(shop, sheet) == ["This card number is not valid",
                                         "This date has passed: the card expired at the end of 01/20"]
    shop.press("Tab")
    wait_for(lambda: errors_shown(shop, sheet) == ["This card number is not valid",
                                                   "This date has passed: the card expired at the end of 01/20",
                                                   "The security code is 3 digits"],
             f"the three field errors (shown: {errors_shown(shop, sheet)})")
    assert not shop.is_sensitive(save)

    shop.fill(shop.entry("Expiry", sheet), "13/30")
    wait_for(lambda: "There is no month 13: the month is 01 to 12" in errors_shown(shop, sheet), "the month error")
    shop.fill(shop.entry("Card number", sheet), "4242")
    wait_for(lambda: "A card number has 12 to 19 digits" in errors_shown(shop, sheet), "the length error")
    assert not shop.is_sensitive(save)

    fill_form(shop, sheet, {"Name on card": "Sam Roe", "Card number": "4111 1111 1111 1111",
                            "Expiry": "12/39", "Security code": "123"})
    wait_for(lambda: errors_shown(shop, sheet) == [], "every error to go")
    wait_for(lambda: shop.is_sensitive(save), "Save to become sensitive")


def test_enter_in_a_field_tries_to_save_and_shows_the_errors_of_empty_fields(shop: Shop):
    open_wallet(shop)
    sheet = open_add_card(shop)
    shop.fill(shop.entry("Name on card", sheet), "Sam Roe")
    assert errors_shown(shop, sheet) == []
    # Save is insensitive, so a click on it does nothing; Enter in a field tries to save.
    shop.press("Return")
    wait_for(lambda: errors_shown(shop, sheet) == ["Enter the card number (digits only)",
                                                   "Use the form MM/YY, such as 04/29", "The security code is 3 digits"],
             f"the errors of the empty fields (shown: {errors_shown(shop, sheet)})")
    assert "Add Card" in shop.window_titles()


def test_a_valid_card_is_saved_and_listed(shop: Shop):
    open_wallet(shop)
    add_card(shop)
    shop.wait_for_active("Shop")
    wait_for(lambda: card_names(shop) == SAMPLE_CARDS + [NEW_CARD_NAME], "the new card in the list")
    open_card(shop, NEW_CARD_NAME)
    assert "Sam Roe" in shop.labels(shop.main)


# MARK: Closing the sheet


# The form sheet's header bar has Cancel where other windows have a close button.
CLOSE_WAYS = {
    "escape": lambda shop, sheet: shop.press("Escape"),
    "ctrl-w": lambda shop, sheet: shop.press("ctrl+w"),
    "cancel-button": lambda shop, sheet: shop.click(shop.button("Cancel", sheet)),
    "window-manager": lambda shop, sheet: shop.press("alt+F4"),
}


@pytest.mark.parametrize("close", CLOSE_WAYS.values(), ids=CLOSE_WAYS.keys())
def test_closing_with_unsaved_input_asks_and_keep_editing_keeps_it(shop: Shop, close):
    open_wallet(shop)
    sheet = open_add_card(shop)
    holder = shop.entry("Name on card", sheet)
    shop.fill(holder, "Sam Roe")
    close(shop, sheet)
    dialog = shop.wait_for_window(DISCARD_CARD)
    assert shop.is_modal(dialog)
    shop.wait_for_active(DISCARD_CARD)
    shop.click(shop.button("Keep Editing", dialog))
    shop.wait_for_no_window(DISCARD_CARD)
    shop.wait_for_active("Add Card")
    assert text_of(shop.entry("Name on card", shop.window("Add Card"))) == "Sam Roe"


@pytest.mark.parametrize("close", CLOSE_WAYS.values(), ids=CLOSE_WAYS.keys())
def test_closing_with_unsaved_input_and_discarding_closes_the_sheet(shop: Shop, close):
    open_wallet(shop)
    sheet = open_add_card(shop)
    shop.fill(shop.entry("Card number", sheet), "4111")
    close(shop, sheet)
    dialog = shop.wait_for_window(DISCARD_CARD)
    shop.click(shop.button("Discard", dialog))
    shop.wait_for_no_window(DISCARD_CARD)
    shop.wait_for_no_window("Add Card")
    shop.wait_for_active("Shop")
    assert card_names(shop) == SAMPLE_CARDS


@pytest.mark.parametrize("close", CLOSE_WAYS.values(), ids=CLOSE_WAYS.keys())
def test_closing_an_untouched_sheet_does_not_ask(shop: Shop, close):
    open_wallet(shop)
    sheet = open_add_card(shop)
    close(shop, sheet)
    shop.wait_for_no_window("Add Card")
    shop.sync()
    assert shop.window_titles() == ["Shop"]


# MARK: What the wallet keeps


def data_file(shop: Shop, name: str):
    """One of the user's data files: `$XDG_DATA_HOME/shop/NAME` (each test has its own)."""
    return shop.workdir / "data" / "shop" / name


def test_cards_added_and_removed_are_there_after_a_restart(new_shop):
    shop = new_shop().launch()
    open_wallet(shop)
    remove_card(shop, MASTERCARD)
    add_card(shop)
    # Written when it changed, not only at quit: its last four digits and token, not its number.
    wait_for(lambda: '"last4" : "1111"' in data_file(shop, "cards.json").read_text(),
             "the new card in the saved cards")
    assert "4111111111111111" not in data_file(shop, "cards.json").read_text()
    shop = quit_and_relaunch(shop, new_shop)
    open_wallet(shop)
    assert card_names(shop) == [VISA, DECLINED_VISA, NEW_CARD_NAME]
    open_card(shop, NEW_CARD_NAME)
    assert "Sam Roe" in shop.labels(shop.main)


def test_a_corrupt_cards_file_is_kept_aside_and_reported_once(new_shop, tmp_path):
    cards = tmp_path / "data" / "shop" / "cards.json"
    cards.parent.mkdir(parents=True)
    damaged = b'{"format": "shop-cards", "version": 1, "cards": [{"id": "c1", "hold'
    cards.write_bytes(damaged)

    shop = new_shop().launch()
    alert = shop.wait_for_window("Saved Cards Not Restored")
    message = " ".join(shop.labels(alert))
    assert "sample cards" in message
    kept = list(cards.parent.glob("cards.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].name in message, f"{message!r} does not name {kept}"
    assert kept[0].read_bytes() == damaged, "the damaged file was changed"
    assert "(" not in message and "Error" not in message, f"not plain language: {message!r}"
    shop.click(shop.button("OK", alert))
    shop.wait_for_no_window("Saved Cards Not Restored")
    open_wallet(shop)
    assert card_names(shop) == SAMPLE_CARDS

    shop = quit_and_relaunch(shop, new_shop)
    shop.sync()
    assert shop.window_titles() == ["Shop"], "the notice was shown again"
    assert list(cards.parent.glob("cards.json.corrupt-*")) == kept


# MARK: Card ids are never reused


def open_link_in_running_shop(shop: Shop, link: str) -> None:
    """`shop LINK` while shop runs: the running window opens LINK."""
    result = shop.run(link)
    assert result.returncode == 0, result.stderr


def test_a_removed_cards_link_does_not_open_a_new_card(shop: Shop):
    open_wallet(shop)
    remove_card(shop, VISA)  # c1
    add_card(shop)
    open_link_in_running_shop(shop, "shop://wallet/c1")
    alert = shop.wait_for_window("Cannot Open Link")
    assert "This card is not in your wallet." in shop.labels(alert)
    assert shop.headings(shop.main) == ["Wallet"], "the link opened another card"


def test_a_card_added_after_a_restart_does_not_take_a_removed_cards_id(new_shop):
    shop = new_shop().launch()
    open_wallet(shop)
    remove_card(shop, DECLINED_VISA)  # c3, the newest
    shop = quit_and_relaunch(shop, new_shop)
    open_wallet(shop)
    add_card(shop)
    wait_for(lambda: NEW_CARD_NAME in card_names(shop), "the new card in the list")
    open_link_in_running_shop(shop, "shop://wallet/c3")
    alert = shop.wait_for_window("Cannot Open Link")
    assert "This card is not in your wallet." in shop.labels(alert)
    assert shop.headings(shop.main) == ["Wallet"], "the link opened the new card"


# MARK: Links from outside ask too


def test_a_link_opened_over_unsaved_input_asks_first_and_opens_on_discard(shop: Shop):
    open_wallet(shop)
    sheet = open_add_card(shop)
    shop.fill(shop.entry("Name on card", sheet), "Sam Lee")
    second = shop.run("shop://items/2")
    assert second.returncode == 0, second.stderr
    dialog = shop.wait_for_window(DISCARD_CARD)

    shop.click(shop.button("Keep Editing", dialog))
    shop.wait_for_no_window(DISCARD_CARD)
    sheet = shop.wait_for_focused_window("Add Card")
    assert text_of(shop.entry("Name on card", sheet)) == "Sam Lee", "what the person typed was lost"

    shop.run("shop://items/2")
    dialog = shop.wait_for_window(DISCARD_CARD)
    shop.click(shop.button("Discard", dialog))
    shop.wait_for_no_window("Add Card")
    shop.wait_for_heading("Studio Headphones")
