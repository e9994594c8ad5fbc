"""Sessions: quitting and launching again, the window manager closing windows, and `shop LINK`
reaching the instance that runs."""

import time

from driver import Shop, settle, wait_for


def go_deep_into_patterns(shop: Shop) -> None:
    """Patterns → Content → First → Second, with the content sheet's text changed on the way."""
    shop.select_tab("Patterns")
    shop.choose("Content Screen")
    shop.wait_for_heading("Content")
    shop.fill(shop.entry("Text for the first link and the sheet", shop.main), "Deep")
    shop.click(shop.button("First"))
    shop.wait_for_heading("First")
    shop.click(shop.button("Second"))
    shop.wait_for_heading("Second")


def test_quit_deep_in_a_flow_and_launch_again_where_it_was(new_shop):
    shop = new_shop().launch()
    go_deep_into_patterns(shop)
    shop.press("ctrl+q")
    assert shop.wait_for_exit() == 0

    again = new_shop().launch()
    again.wait_for_heading("Second")
    again.label("Pushed with number 4.")  # "Deep" has four letters
    assert again.header_title(again.main) == "Second"
    assert again.back_button(again.main).description == "Back to First"
    again.go_back()
    again.wait_for_heading("First")
    again.label("Pushed with text “Deep”.")
    again.press("alt+Left")
    again.wait_for_heading("Content")
    again.press("alt+Left")
    again.wait_for_heading("Patterns")
    again.select_tab("Items")
    again.wait_for_heading("Catalogue")


def test_a_sheet_open_at_quit_is_open_again_at_launch(new_shop):
    shop = new_shop().launch()
    shop.select_tab("Patterns")
    shop.choose("Create Configuration")
    shop.wait_for_heading("Create Configuration")
    shop.click(shop.button("Link A (Sheet)"))
    shop.wait_for_active("Link A")
    shop.press("ctrl+q")
    assert shop.wait_for_exit() == 0

    again = new_shop().launch()
    sheet = again.wait_for_window("Link A")
    again.wait_for_active("Link A")
    assert again.is_modal(sheet)
    again.press("Escape")
    again.wait_for_no_window("Link A")
    again.wait_for_heading("Create Configuration")


def test_the_window_manager_closing_a_sheet_closes_it(shop: Shop):
    shop.select_tab("Patterns")
    shop.choose("Content Screen")
    shop.click(shop.button("Sheet"))
    shop.wait_for_focused_window("Sheet")
    shop.press("alt+F4")  # openbox's close: WM_DELETE_WINDOW, as its title bar button sends
    shop.wait_for_no_window("Sheet")
    shop.wait_for_active("Shop")
    assert shop.headings(shop.main) == ["Content"]
    assert shop.is_running()


def test_the_window_manager_closing_the_main_window_quits_and_saves(new_shop):
    shop = new_shop().launch()
    shop.choose("Studio Headphones")
    shop.wait_for_heading("Studio Headphones")
    shop.wait_for_active("Shop")
    shop.press("alt+F4")
    assert shop.wait_for_exit() == 0

    again = new_shop().launch()
    again.wait_for_heading("Studio Headphones")


def test_shop_link_opens_in_the_running_window(shop: Shop):
    started = time.monotonic()
    second = shop.run("shop://wallet/c2")
    assert second.returncode == 0, second.stderr
    assert time.monotonic() - started < 5
    shop.wait_for_heading("Mastercard •••• 4444")
    assert shop.header_title(shop.main) == "Mastercard •••• 4444"
    assert shop.window_titles() == ["Shop"], "a second window opened"
    shop.go_back()
    shop.wait_for_heading("Wallet")


def test_a_malformed_link_sent_to_the_running_window_says_what_was_wrong(shop: Shop):
    shop.choose("Studio Headphones")
    shop.wait_for_heading("Studio Headphones")
    shop.run("shop://items/999")
    alert = shop.wait_for_focused_window("Cannot Open Link")
    assert "This item is not in the catalogue." in shop.labels(alert)
    shop.press("Return")
    shop.wait_for_no_window("Cannot Open Link")
    assert shop.headings(shop.main) == ["Studio Headphones"], "the window changed"


def test_a_link_at_launch_opens_there_with_its_back_stack(new_shop):
    shop = new_shop().launch("shop://patterns/abc/b/c")
    shop.wait_for_heading("Screen C")
    shop.label("Reached by A → B → C.")
    shop.go_back()
    shop.wait_for_heading("Screen B")
    shop.go_back()
    shop.wait_for_heading("Screen A")
    settle()
    assert shop.saved_state()["selectedTab"] == "patterns"
