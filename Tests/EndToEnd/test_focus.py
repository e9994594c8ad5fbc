"""Where the keyboard focus goes as a person moves through the app: onto the first control of a
page that opens (Back where it has none, never a heading), onto the first field of a sheet, and back to
what opened a page or a dialog when it closes."""

from __future__ import annotations

from driver import Shop, name, role, wait_for

# Roles a person acts on; a focused label (an order number, all its text selected) is not one.
CONTROLS = {"push button", "toggle button", "check box", "switch", "text", "entry", "spin button",
            "list item", "page tab"}


def focus_of(shop: Shop) -> tuple[str, str]:
    """The role and name of the focused widget in the focused window, once the app has handled
    everything so far (it settles the focus of a page or window it shows in the same turn)."""
    shop.sync()
    focused = wait_for(lambda: shop.focused(), "a focused widget")
    return role(focused), name(focused)


def assert_focus(shop: Shop, expected_role: str, expected_name: str, after: str) -> None:
    shop.sync()

    def on_it() -> bool:
        focused = shop.focused()
        seen = (role(focused), name(focused)) if focused is not None else None
        assert seen == (expected_role, expected_name), f"it is on {seen}"
        return True
    wait_for(on_it, f"the focus on {expected_role} {expected_name!r} after {after}")


def test_a_pushed_page_focuses_its_first_control_and_back_returns_to_the_row(shop: Shop):
    shop.choose("Studio Headphones")
    shop.wait_for_heading("Studio Headphones")
    assert_focus(shop, "push button", "Add to Cart", "opening an item")
    shop.press("alt+Left")
    shop.wait_for_heading("Items")
    assert_focus(shop, "list item", "Studio Headphones, $129.00", "going back")


def test_a_page_of_facts_focuses_its_first_control_not_a_fact(shop: Shop):
    shop.select_tab("Wallet")
    shop.choose("Visa •••• 4242")
    shop.wait_for_heading("Visa •••• 4242")
    assert_focus(shop, "push button", "Remove Card", "opening a card")


def test_the_summary_focuses_done_not_the_order_number(new_shop):
    from test_orders import buy_and_read_the_order
    shop = new_shop().launch()
    number = buy_and_read_the_order(shop)
    assert_focus(shop, "push button", "Done", "paying")
    shop.quit()
    again = new_shop(shop.state_file).launch("--no-restore", f"shop://items/2/cart/buy/2/c1/summary/{number}")
    again.wait_for_focused_window("Purchase Summary")
    assert_focus(again, "push button", "Done", "the summary opening")


def test_a_window_opening_on_a_code_example_focuses_its_button_not_the_code(new_shop):
    shop = new_shop().launch("shop://patterns/content/first/Hello/second/5/third")
    shop.wait_for_heading("Third")
    assert_focus(shop, "push button", "Back to Content", "the window opening")


def test_a_sheet_focuses_its_first_field(shop: Shop):
    shop.select_tab("Wallet")
    shop.click(shop.button("Add Card"))
    shop.wait_for_focused_window("Add Card")
    focused_role, focused_name = focus_of(shop)
    assert (focused_role, focused_name) == ("text", "Name on card")


def test_closing_a_dialog_returns_the_focus_to_what_opened_it(shop: Shop):
    shop.select_tab("Profile")
    sign_out = shop.button("Sign Out", shop.main)
    shop.click(sign_out)
    shop.wait_for_focused_window("Sign Out?")
    shop.press("Escape")
    shop.wait_for_no_window("Sign Out?")
    shop.wait_for_active("Shop")
    assert_focus(shop, "push button", "Sign Out", "closing the dialog")


def test_a_page_that_shows_code_focuses_its_first_control_not_the_code(shop: Shop):
    shop.select_tab("Patterns")
    shop.choose("Create Configuration")
    shop.wait_for_heading("Create Configuration")
    assert_focus(shop, "text", "Parameter for link B", "opening a page that shows code")
    for example, heading in (("Screens A, B, C", "Screen A"), ("Content Screen", "Content")):
        shop.press("alt+Left")
        shop.wait_for_heading("Patterns")
        shop.choose(example)
        shop.wait_for_heading(heading)
        focused_role, focused_name = focus_of(shop)
        assert focused_role in CONTROLS, f"after opening {heading} the focus is on {focused_role} {focused_name!r}"


def test_a_page_without_a_control_focuses_back_not_its_heading(shop: Shop):
    shop.select_tab("Patterns")
    shop.choose("Create Configuration")
    shop.wait_for_heading("Create Configuration")
    shop.click(shop.button("Link B (Push)", shop.page(shop.main)))
    shop.wait_for_heading("Link B")
    assert_focus(shop, "push button", "Back", "opening a page of code only")
    shop.press("alt+Left")
    shop.wait_for_heading("Create Configuration")
    assert_focus(shop, "push button", "Link B (Push)", "going back")


def test_the_header_back_button_returns_the_focus_to_what_opened_the_page(shop: Shop):
    # At the root the back button hides; the focus must not pass to the next thing in the header.
    shop.choose("Studio Headphones")
    shop.wait_for_heading("Studio Headphones")
    shop.click(shop.back_button(shop.main))
    shop.wait_for_heading("Items")
    assert_focus(shop, "list item", "Studio Headphones, $129.00", "the header's Back to the catalogue")

    shop.choose("Studio Headphones")
    shop.wait_for_heading("Studio Headphones")
    shop.click(shop.button("Add to Cart", shop.main))
    shop.wait_for_focused_window("Add to Cart")
    shop.click(shop.button("Choose Payment", shop.window("Add to Cart")))
    cards = shop.wait_for_window("Payment Method")
    shop.wait_for_heading("Payment Method", "Payment Method")
    shop.click(shop.back_button(cards))
    shop.wait_for_heading("Studio Headphones", "Add to Cart")
    assert_focus(shop, "push button", "Choose Payment", "the cover's Back to its first step")


def test_back_from_buy_returns_to_the_cards_with_the_focus_on_the_card_chosen(shop: Shop):
    shop.choose("Studio Headphones")
    shop.wait_for_heading("Studio Headphones")
    shop.click(shop.button("Add to Cart", shop.main))
    shop.wait_for_focused_window("Add to Cart")
    shop.click(shop.button("Choose Payment", shop.window("Add to Cart")))
    shop.wait_for_heading("Payment Method", "Payment Method")
    shop.choose("Visa •••• 4242", shop.window("Payment Method"))
    buy = shop.wait_for_window("Buy")
    assert shop.back_button(buy).description == "Back to Payment Method"
    shop.press("alt+Left")
    shop.wait_for_heading("Payment Method", "Payment Method")
    focused_role, focused_name = focus_of(shop)
    assert focused_role == "list item" and focused_name.startswith("Visa •••• 4242"), (focused_role, focused_name)


def test_a_sheet_or_cover_of_code_focuses_its_button_not_the_code(shop: Shop):
    shop.select_tab("Patterns")
    shop.choose("Content Screen")
    shop.wait_for_heading("Content")
    for opener, title in (("Sheet", "Sheet"), ("Cover", "Cover")):
        shop.click(shop.button(opener, shop.main))
        shop.wait_for_focused_window(title)
        assert_focus(shop, "push button", "Close", f"opening the {title.lower()}")
        shop.press("Escape")
        shop.wait_for_no_window(title)


def test_a_tab_shown_after_a_window_closed_focuses_its_page(shop: Shop):
    from test_gnome import open_primary_menu_item
    for item in ("About Shop", "Keyboard Shortcuts"):
        open_primary_menu_item(shop, item)
        shop.wait_for_focused_window(item)
        shop.press("Escape")
        shop.wait_for_no_window(item)
        shop.wait_for_active("Shop")
        shop.press("alt+2")
        shop.wait_for_heading("Wallet")
        focused_role, focused_name = focus_of(shop)
        assert focused_role == "list item" and focused_name.startswith("Visa •••• 4242"), \
            f"after closing {item}, Alt+2 left the focus on {focused_role} {focused_name!r}"
        shop.press("alt+1")
        shop.wait_for_heading("Items")
