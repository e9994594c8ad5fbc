"""README's keyboard table, key by key, in every kind of window where the key applies: the main
window, a sheet, a cover, a dialog."""

import pytest

import xinput
from driver import Shop, name, wait_for


def open_content(shop: Shop) -> None:
    shop.select_tab("Patterns")
    shop.choose("Content Screen")
    shop.wait_for_heading("Content")


def open_sheet(shop: Shop) -> None:
    """The content screen's sheet: no guard, no stack of its own."""
    open_content(shop)
    shop.click(shop.button("Sheet"))
    shop.wait_for_active("Sheet")


def open_cover(shop: Shop) -> None:
    open_content(shop)
    shop.click(shop.button("Cover"))
    shop.wait_for_active("Cover")


def open_dialog(shop: Shop) -> None:
    """The Sign Out confirmation: a dialog over the main window."""
    shop.select_tab("Profile")
    shop.click(shop.button("Sign Out"))
    shop.wait_for_focused_window("Sign Out?")


# MARK: Going back


@pytest.mark.parametrize("gesture", ["alt+Left", "XF86Back", "mouse button 8"])
def test_going_back_in_the_main_window(shop: Shop, gesture: str):
    shop.choose("Wireless Mouse")
    shop.wait_for_heading("Wireless Mouse")
    if gesture == "mouse button 8":
        x, y = shop.screen_point(shop.page(shop.main))
        xinput.click(x, y, button=8)
    else:
        shop.press(gesture)
    shop.wait_for_heading("Items")
    assert shop.header_title(shop.main) == "Items"


@pytest.mark.parametrize("gesture", ["alt+Left", "XF86Back", "mouse button 8"])
def test_going_back_in_a_cover_with_its_own_stack(shop: Shop, gesture: str):
    shop.choose("Wireless Mouse")
    shop.click(shop.button("Add to Cart"))
    shop.wait_for_active("Add to Cart")
    shop.click(shop.button("Choose Payment"))
    shop.wait_for_heading("Payment Method", "Payment Method")
    if gesture == "mouse button 8":
        x, y = shop.screen_point(shop.page(shop.window("Payment Method")))
        xinput.click(x, y, button=8)
    else:
        shop.press(gesture)
    shop.wait_for_heading("Wireless Mouse", "Add to Cart")
    assert shop.active_window_title() == "Add to Cart"
    assert shop.window_titles() == ["Add to Cart", "Shop"]


def test_alt_left_at_the_root_changes_nothing(shop: Shop):
    shop.press("alt+Left")
    shop.sync()
    assert shop.headings(shop.main) == ["Items"]
    # As in GNOME's navigation views, there is no Back button at the root to press.
    assert not shop.find_all("push button", "Back", shop.main)


# MARK: Escape and Ctrl+W


@pytest.mark.parametrize("keys", ["Escape", "ctrl+w"])
@pytest.mark.parametrize("opener, title", [(open_sheet, "Sheet"), (open_cover, "Cover")])
def test_escape_and_ctrl_w_close_a_sheet_or_cover(shop: Shop, keys, opener, title):
    opener(shop)
    shop.press(keys)
    shop.wait_for_no_window(title)
    shop.wait_for_active("Shop")
    assert shop.headings(shop.main) == ["Content"]


def test_escape_in_a_dialog_picks_its_cancel_button(shop: Shop):
    open_dialog(shop)
    shop.press("Escape")
    shop.wait_for_no_window("Sign Out?")
    shop.wait_for_active("Shop")
    shop.button("Sign Out", shop.main)  # still signed in


def test_ctrl_w_in_the_main_window_changes_nothing_and_escape_goes_to_the_list(shop: Shop):
    # Escape goes to the sidebar, as the Keyboard Shortcuts window says: beside the page in the
    # split layout, the focus moves there; in this narrower one, the catalogue comes back.
    shop.choose("Wireless Mouse")
    shop.wait_for_heading("Wireless Mouse")
    shop.press("ctrl+w")
    shop.sync()
    assert shop.window_titles() == ["Shop"]
    assert shop.headings(shop.main) == ["Wireless Mouse"]
    shop.press("Escape")
    shop.wait_for_heading("Items")
    assert shop.window_titles() == ["Shop"]


# MARK: Return


def test_return_in_a_confirmation_picks_the_safe_choice(shop: Shop):
    open_dialog(shop)
    dialog = shop.window("Sign Out?")
    wait_for(lambda: shop.focused(dialog) is not None, "a focused widget in the dialog")
    focused = shop.focused(dialog)
    assert name(focused) == "Cancel", f"the focus is on {name(focused)!r}, not on the safe choice"
    shop.press("Return")
    shop.wait_for_no_window("Sign Out?")
    shop.button("Sign Out", shop.main)  # still signed in


def test_the_destructive_choice_is_on_the_right(shop: Shop):
    open_dialog(shop)
    dialog = shop.window("Sign Out?")
    cancel = shop.button("Cancel", dialog)
    sign_out = shop.button("Sign Out", dialog)
    assert shop.screen_point(cancel)[0] < shop.screen_point(sign_out)[0]
    shop.click(sign_out)
    shop.wait_for_no_window("Sign Out?")
    shop.wait_for_heading("Signed Out")


def test_enter_on_a_focused_row_in_the_main_window(shop: Shop):
    shop.select_tab("Patterns")
    row = shop.row("Screens A, B, C")
    shop.tab_to(row)
    shop.press("Return")
    shop.wait_for_heading("Screen A")


def test_space_on_a_focused_row_in_the_main_window(shop: Shop):
    row = shop.row("Game Controller")
    shop.tab_to(row)
    shop.press("space")
    shop.wait_for_heading("Game Controller")


def test_enter_on_a_focused_row_in_a_cover(shop: Shop):
    shop.choose("Wireless Mouse")
    shop.click(shop.button("Add to Cart"))
    shop.wait_for_active("Add to Cart")
    shop.click(shop.button("Choose Payment"))
    shop.wait_for_heading("Payment Method", "Payment Method")
    row = shop.row("Mastercard •••• 4444")
    shop.tab_to(row)
    shop.press("Return")
    shop.wait_for_heading("1 × Wireless Mouse", "Buy")


# MARK: Ctrl+Q


@pytest.mark.parametrize("opener, title", [
    (lambda shop: None, "Shop"), (open_sheet, "Sheet"), (open_cover, "Cover"), (open_dialog, "Sign Out?"),
])
def test_ctrl_q_quits_from_any_window_and_saves(new_shop, opener, title):
    shop = new_shop().launch()
    opener(shop)
    shop.wait_for_active(title)
    shop.quit()
    saved = shop.state_file.read_text()
    if title in ("Sheet", "Cover"):
        assert title.lower() in saved, f"the {title.lower()} was not saved: {saved}"
