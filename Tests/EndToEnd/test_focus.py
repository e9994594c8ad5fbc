"""Where the keyboard focus goes as a person moves through the app: onto the first control of a
page that opens (its heading where it has none), onto the first field of a sheet, and back to
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
    shop.wait_for_heading("Catalogue")
    assert_focus(shop, "list item", "Studio Headphones, $129.00", "going back")


def test_a_page_of_facts_focuses_its_first_control_not_a_fact(shop: Shop):
    shop.select_tab("Wallet")
    shop.choose("Visa •••• 4242")
    shop.wait_for_heading("Visa •••• 4242")
    assert_focus(shop, "push button", "Remove Card", "opening a card")


def test_the_summary_focuses_done_not_the_order_number(new_shop):
    shop = new_shop().launch("shop://items/2/cart/buy/3/c1/summary/SHOP-1001")
    shop.wait_for_focused_window("Purchase Summary")
    assert_focus(shop, "push button", "Done", "the summary opening")


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
    shop.wait_for_focused_window("Sign out?")
    shop.press("Escape")
    shop.wait_for_no_window("Sign out?")
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


def test_a_page_without_a_control_focuses_its_heading(shop: Shop):
    shop.select_tab("Patterns")
    shop.choose("Create Configuration")
    shop.wait_for_heading("Create Configuration")
    shop.click(shop.button("Link B (Push)", shop.page(shop.main)))
    shop.wait_for_heading("Link B")
    assert_focus(shop, "heading", "Link B", "opening a page of code only")
    shop.press("alt+Left")
    shop.wait_for_heading("Create Configuration")
    assert_focus(shop, "push button", "Link B (Push)", "going back")
