"""The Profile tab, clicked through: the edit sheet with its unsaved-changes question, the settings
switches, signing out and in, and what the profile keeps across a restart."""

from __future__ import annotations

import shutil
from pathlib import Path

import pyatspi

from driver import Node, Shop, extents, has_state, name, quit_and_relaunch, text_of, wait_for

NAME = "Alex Doe"
EMAIL = "alex@example.com"
DISCARD_CHANGES = "Discard Your Changes?"


# MARK: Steps a person takes


def open_profile(shop: Shop) -> None:
    shop.select_tab("Profile")
    shop.wait_for_heading(NAME)


def open_edit(shop: Shop) -> Node:
    """Clicks Edit; returns the sheet once it has the focus."""
    shop.click(shop.button("Edit", shop.main))
    sheet = shop.wait_for_focused_window("Edit Profile")
    return sheet


def open_settings(shop: Shop) -> None:
    shop.click(shop.button("Settings", shop.main))
    shop.wait_for_heading("Settings")


def switch(shop: Shop, title: str) -> Node:
    """The settings switch labelled `title` (a screen reader names it by its row's title)."""
    return shop.find("check box", title, shop.main)


def is_on(node: Node) -> bool:
    return has_state(node, pyatspi.STATE_CHECKED)


def toggle(shop: Shop, title: str) -> bool:
    """Clicks a switch; returns its new position once it shows it."""
    control = switch(shop, title)
    was = is_on(control)
    shop.click(control)
    wait_for(lambda: is_on(switch(shop, title)) != was, f"the {title!r} switch to turn {'off' if was else 'on'}")
    return not was


def sign_out(shop: Shop) -> None:
    shop.click(shop.button("Sign Out", shop.main))
    dialog = shop.wait_for_window("Sign Out?")
    shop.click(shop.button("Sign Out", dialog))
    shop.wait_for_no_window("Sign Out?")
    shop.wait_for_heading("Signed Out")


def sign_in(shop: Shop, within: Node | None = None) -> None:
    """Sign In, and Sign In again in the question that names who signs in."""
    shop.click(shop.button("Sign In", within or shop.main))
    dialog = shop.wait_for_window(f"Sign In as {NAME}?")
    shop.click(shop.button("Sign In", dialog))
    shop.wait_for_no_window(f"Sign In as {NAME}?")


# MARK: The edit sheet


def test_edit_opens_a_modal_sheet_with_the_profile(shop: Shop):
    open_profile(shop)
    assert EMAIL in shop.labels(shop.main)
    sheet = open_edit(shop)
    assert shop.is_modal(sheet)
    assert text_of(shop.entry("Name", sheet)) == NAME
    assert text_of(shop.entry("Email", sheet)) == EMAIL
    assert not shop.is_sensitive(shop.button("Save", sheet)), "nothing changed yet"


def test_closing_with_a_changed_name_asks_keep_then_save_shows_the_new_name(shop: Shop):
    open_profile(shop)
    sheet = open_edit(shop)
    shop.fill(shop.entry("Name", sheet), "Sam Doe")
    shop.press("Escape")
    dialog = shop.wait_for_window(DISCARD_CHANGES)
    assert shop.is_modal(dialog)
    shop.click(shop.button("Keep Editing", dialog))
    shop.wait_for_no_window(DISCARD_CHANGES)
    shop.wait_for_active("Edit Profile")
    assert text_of(shop.entry("Name", sheet)) == "Sam Doe"

    save = shop.button("Save", sheet)
    wait_for(lambda: shop.is_sensitive(save), "Save to become sensitive")
    shop.click(save)
    shop.wait_for_no_window("Edit Profile")
    shop.wait_for_heading("Sam Doe")
    assert EMAIL in shop.labels(shop.main)


def test_discarding_a_changed_name_keeps_the_old_one(shop: Shop):
    open_profile(shop)
    sheet = open_edit(shop)
    shop.fill(shop.entry("Name", sheet), "Sam Doe")
    shop.click(shop.button("Cancel", sheet))
    dialog = shop.wait_for_window(DISCARD_CHANGES)
    shop.click(shop.button("Discard", dialog))
    shop.wait_for_no_window("Edit Profile")
    shop.wait_for_active("Shop")
    assert shop.headings(shop.main) == [NAME]


def test_an_invalid_email_shows_its_error_and_cannot_be_saved(shop: Shop):
    open_profile(shop)
    sheet = open_edit(shop)
    shop.fill(shop.entry("Email", sheet), "not an email")
    shop.sync()
    assert "Enter an email address like name@example.com" not in shop.labels(sheet), "said while typing"
    assert not shop.is_sensitive(shop.button("Save", sheet))
    shop.press("shift+Tab")  # done with the field
    shop.label("Enter an email address like name@example.com", sheet)
    shop.press("Return")
    shop.sync()
    assert "Edit Profile" in shop.window_titles()


def test_closing_an_unchanged_sheet_does_not_ask(shop: Shop):
    open_profile(shop)
    open_edit(shop)
    shop.press("ctrl+w")
    shop.wait_for_no_window("Edit Profile")
    shop.sync()
    assert shop.window_titles() == ["Shop"]


# MARK: Settings


def test_settings_switches_toggle_and_keep_their_state_when_you_come_back(shop: Shop):
    open_profile(shop)
    open_settings(shop)
    assert is_on(switch(shop, "Order updates"))
    assert not is_on(switch(shop, "Newsletter"))
    assert toggle(shop, "Order updates") is False
    assert toggle(shop, "Newsletter") is True

    shop.go_back(shop.main)
    shop.wait_for_heading(NAME)
    open_settings(shop)
    assert not is_on(switch(shop, "Order updates"))
    assert is_on(switch(shop, "Newsletter"))


# MARK: Signing out and in


def test_cancelling_sign_out_stays_signed_in(shop: Shop):
    open_profile(shop)
    shop.click(shop.button("Sign Out", shop.main))
    dialog = shop.wait_for_window("Sign Out?")
    assert shop.is_modal(dialog)
    shop.click(shop.button("Cancel", dialog))
    shop.wait_for_no_window("Sign Out?")
    assert shop.headings(shop.main) == [NAME]
    assert shop.is_sensitive(shop.button("Edit", shop.main))


def test_sign_out_then_sign_in(shop: Shop):
    open_profile(shop)
    sign_out(shop)
    assert EMAIL not in shop.labels(shop.main)
    assert not shop.is_sensitive(shop.button("Edit", shop.main))
    assert not shop.is_sensitive(shop.button("Settings", shop.main))
    assert not shop.find_all("push button", "Sign Out", shop.main)

    # Sign In asks who signs in; Cancel stays signed out.
    shop.click(shop.button("Sign In", shop.main))
    dialog = shop.wait_for_window(f"Sign In as {NAME}?")
    assert any(EMAIL in text for text in shop.labels(dialog)), shop.labels(dialog)
    shop.press("Escape")
    shop.wait_for_no_window(f"Sign In as {NAME}?")
    assert shop.headings(shop.main) == ["Signed Out"]
    sign_in(shop)
    shop.wait_for_heading(NAME)
    assert EMAIL in shop.labels(shop.main)
    assert shop.is_sensitive(shop.button("Edit", shop.main))
    assert shop.is_sensitive(shop.button("Settings", shop.main))
    assert not shop.find_all("push button", "Sign In", shop.main)


# MARK: What the profile keeps


def test_the_profile_and_settings_are_there_after_a_restart(new_shop):
    shop = new_shop().launch()
    open_profile(shop)
    sheet = open_edit(shop)
    shop.fill(shop.entry("Name", sheet), "Sam Doe")
    shop.fill(shop.entry("Email", sheet), "sam@example.org")
    shop.click(shop.button("Save", sheet))
    shop.wait_for_heading("Sam Doe")
    open_settings(shop)
    toggle(shop, "Newsletter")
    toggle(shop, "Order updates")

    shop = quit_and_relaunch(shop, new_shop)
    # The window opens where the user left off: Settings.
    shop.wait_for_heading("Settings")
    assert is_on(switch(shop, "Newsletter"))
    assert not is_on(switch(shop, "Order updates"))
    shop.go_back(shop.main)
    shop.wait_for_heading("Sam Doe")
    assert "sam@example.org" in shop.labels(shop.main)


def test_signing_out_lasts_after_a_restart(new_shop):
    shop = new_shop().launch()
    open_profile(shop)
    sign_out(shop)
    shop = quit_and_relaunch(shop, new_shop)
    shop.wait_for_heading("Signed Out")
    assert shop.button("Sign In", shop.main)


def test_signed_out_the_wallet_hides_the_cards_until_signing_in_there(shop: Shop):
    shop.select_tab("Wallet")
    shop.choose("Visa •••• 4242", shop.main)
    shop.wait_for_heading("Visa •••• 4242")
    open_profile(shop)
    sign_out(shop)
    shop.select_tab("Wallet")
    shop.wait_for_heading("Wallet")
    shop.label("Sign in to see your cards and add new ones.", shop.main)
    assert not shop.find_all("list item", None, shop.main), "cards are listed while signed out"
    assert not shop.find_all("push button", "Add Card", shop.main)
    # A link to a card says why it does not open.
    shop.run("shop://wallet/c1")
    alert = shop.wait_for_focused_window("Cannot Open Link")
    assert "You are signed out: sign in to see your cards." in shop.labels(alert)
    shop.press("Return")
    shop.wait_for_no_window("Cannot Open Link")
    sign_in(shop)
    shop.row("Visa •••• 4242", shop.main)
    shop.button("Add Card", shop.main)


def test_signed_out_the_payment_step_lists_no_card_and_signs_in_there(shop: Shop):
    open_profile(shop)
    sign_out(shop)
    shop.select_tab("Items")
    shop.choose("Studio Headphones", shop.main)
    shop.wait_for_heading("Studio Headphones")
    shop.click(shop.button("Add to Cart", shop.main))
    cover = shop.wait_for_window("Add to Cart")
    shop.click(shop.button("Choose Payment", cover))
    shop.wait_for_heading("Payment Method", "Payment Method")
    window = shop.window("Payment Method")
    shop.label("Sign in to pay with one of your cards.", window)
    assert not shop.find_all("list item", None, window)
    sign_in(shop, window)
    shop.row("Visa •••• 4242", shop.window("Payment Method"))


def test_a_corrupt_account_file_is_kept_aside_and_reported_once(new_shop, tmp_path):
    account = tmp_path / "data" / "shop" / "account.json"
    account.parent.mkdir(parents=True)
    account.write_text("name = Sam")

    shop = new_shop().launch()
    alert = shop.wait_for_window("Saved Profile Not Restored")
    message = " ".join(shop.labels(alert))
    kept = list(account.parent.glob("account.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].name in message, f"{message!r} does not name {kept}"
    assert kept[0].read_text() == "name = Sam"
    shop.click(shop.button("OK", alert))
    shop.wait_for_no_window("Saved Profile Not Restored")
    open_profile(shop)

    shop = quit_and_relaunch(shop, new_shop)
    shop.sync()
    assert shop.window_titles() == ["Shop"], "the notice was shown again"


def centre_x(node: Node) -> int:
    x, _, width, _ = extents(node)
    return x + width // 2


def test_the_profile_centres_who_it_is_under_the_avatar(shop: Shop):
    open_profile(shop)
    page = shop.page(shop.main)
    heading, email = shop.find("heading", "Alex Doe", shop.main), shop.label("alex@example.com", shop.main)
    # The avatar is decoration (not on the bus): the page's column is centred on it.
    buttons = [shop.button(label, shop.main) for label in ("Orders", "Settings", "Edit", "Sign Out")]
    row_centre = (extents(buttons[0])[0] + sum(extents(buttons[-1])[i] for i in (0, 2))) // 2
    for node in (heading, email):
        assert abs(centre_x(node) - row_centre) <= 2, f"{name(node)!r} is not centred: {extents(node)} vs {row_centre}"
    assert abs(centre_x(page) - row_centre) <= 2


def test_signed_out_the_profile_says_so_without_an_empty_line(shop: Shop):
    open_profile(shop)
    sign_out(shop)
    shop.wait_for_heading("Signed Out")
    shop.sync()
    texts = shop.labels(shop.main)
    assert "" not in texts, f"an empty label is on the profile: {texts}"
    assert "Sign in to edit your profile and settings." in texts, texts


# MARK: Orders


def buy_two_headphones(shop: Shop) -> None:
    """Buys 2 Studio Headphones with the Visa and closes the summary, as a person does."""
    from test_purchase import pay, to_buy
    shop.select_tab("Items")
    shop.wait_for_heading("Items")
    to_buy(shop, quantity=2)
    summary = pay(shop)
    shop.click(shop.button("Done", summary))
    shop.wait_for_no_window("Purchase Summary")
    shop.wait_for_active("Shop")


def test_orders_lists_what_was_bought_and_opens_its_summary(shop: Shop):
    open_profile(shop)
    shop.click(shop.button("Orders", shop.main))
    shop.wait_for_heading("Orders")
    shop.label("No orders yet. What you buy is listed here.", shop.main)
    shop.go_back()
    shop.wait_for_heading(NAME)

    buy_two_headphones(shop)
    open_profile(shop)
    shop.click(shop.button("Orders", shop.main))
    shop.wait_for_heading("Orders")
    shop.choose("2 × Studio Headphones", shop.main)
    shop.wait_for_heading("SHOP-1001")
    labels = shop.labels(shop.main)
    assert "$258.00" in labels and "Visa •••• 4242" in labels and "2 × Studio Headphones" in labels, labels
    shop.go_back()
    shop.wait_for_heading("Orders")


def test_the_orders_link_opens_an_order_with_the_list_under_it(shop: Shop):
    buy_two_headphones(shop)
    assert shop.run("shop://orders/SHOP-1001").returncode == 0
    shop.wait_for_heading("SHOP-1001")
    shop.go_back()
    shop.wait_for_heading("Orders")
    shop.go_back()
    shop.wait_for_heading(NAME)


def test_a_link_to_an_order_never_placed_is_refused_in_plain_words(shop: Shop):
    shop.run("shop://orders/SHOP-1001")
    alert = shop.wait_for_focused_window("Cannot Open Link")
    said = shop.labels(alert)
    shop.press("Return")
    shop.wait_for_no_window("Cannot Open Link")
    assert any("SHOP-1001" in text for text in said), said
    assert shop.headings(shop.main) == ["Items"], "the window changed"


def test_orders_in_the_split_layout_show_beside_the_profile(new_shop):
    shop = new_shop(environment={"SHOP_TEST_WINDOW_SIZE": None})
    # An order placed before (a version 1 file, as a purchase wrote it).
    data = shop.workdir / "data" / "shop"
    data.mkdir(parents=True)
    shutil.copy(Path(__file__).resolve().parents[1] / "Fixtures" / "SavedStates" / "v1" / "purchase-summary" / "orders.json", data)
    shop.launch("shop://profile")
    shop.wait_for_heading(NAME)
    shop.click(shop.button("Orders", shop.main))
    wait_for(lambda: "Orders" in shop.page_headings(shop.main), f"the orders (it shows {shop.page_headings(shop.main)})")
    shop.choose("3 × Studio Headphones", shop.main)
    wait_for(lambda: "SHOP-1001" in shop.page_headings(shop.main), f"the order (it shows {shop.page_headings(shop.main)})")
    assert "$387.00" in shop.labels(shop.main)
