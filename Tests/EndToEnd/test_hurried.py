"""Hurried people: double clicks, keys pressed twice, clicks during a slide. After each, exactly one
change happened, and the screen shows what the saved state says."""

import xinput
from driver import Shop, settle, wait_for


def saved_path(shop: Shop, tab: str) -> list[dict]:
    """The pushed links of a tab, as the app saved them (it saves after every change)."""
    for saved in shop.saved_state()["tabs"]:
        if saved["name"] == tab:
            return [entry["link"] for entry in saved["path"]]
    raise AssertionError(f"no tab {tab} in the saved state")


def wait_for_saved_depth(shop: Shop, tab: str, depth: int) -> None:
    wait_for(lambda: len(saved_path(shop, tab)) == depth,
             f"the saved {tab} stack to be {depth} deep (it is {shop._safe(lambda: len(saved_path(shop, tab)))})")


def test_a_double_click_on_a_button_that_pushes_pushes_once(shop: Shop):
    shop.select_tab("Profile")
    shop.click(shop.button("Settings"), count=2)
    shop.wait_for_heading("Settings")
    settle()
    wait_for_saved_depth(shop, "profile", 1)
    assert shop.back_button(shop.main).description == "Back to Profile"
    shop.go_back()
    shop.wait_for_heading("Alex Doe")  # the profile page is headed with the person's name
    wait_for_saved_depth(shop, "profile", 0)


def test_a_double_click_on_go_to_b_pushes_b_once(shop: Shop):
    shop.select_tab("Patterns")
    shop.choose("Screens A, B, C")
    shop.wait_for_heading("Screen A")
    shop.click(shop.button("Go to B"), count=2)
    shop.wait_for_heading("Screen B")
    settle()
    wait_for_saved_depth(shop, "patterns", 2)
    shop.go_back()
    shop.wait_for_heading("Screen A")


def test_a_double_click_on_a_list_row_opens_it_once(shop: Shop):
    shop.click(shop.row("Webcam"), count=2)
    shop.wait_for_heading("Webcam")
    settle()
    wait_for_saved_depth(shop, "items", 1)


def test_escape_pressed_twice_closes_one_sheet(shop: Shop):
    shop.select_tab("Patterns")
    shop.choose("Content Screen")
    shop.click(shop.button("Sheet"))
    shop.wait_for_active("Sheet")
    shop.press("Escape", "Escape")
    shop.wait_for_no_window("Sheet")
    settle()
    assert shop.window_titles() == ["Shop"]
    assert shop.headings(shop.main) == ["Content"]
    wait_for_saved_depth(shop, "patterns", 1)


def test_back_pressed_twice_during_a_slide_goes_back_once(shop: Shop):
    shop.select_tab("Patterns")
    shop.choose("Screens A, B, C")
    shop.click(shop.button("Go to B"))
    shop.wait_for_heading("Screen B")
    shop.click(shop.button("Go to C"))
    shop.wait_for_heading("Screen C")
    settle()  # the slide to C has ended
    shop.click(shop.back_button(shop.main), count=2)
    shop.wait_for_heading("Screen B")
    settle()
    wait_for_saved_depth(shop, "patterns", 2)
    assert shop.back_button(shop.main).description == "Back to Screen A"


def test_alt_left_pressed_twice_during_a_slide_goes_back_once(shop: Shop):
    shop.select_tab("Patterns")
    shop.choose("Screens A, B, C")
    shop.click(shop.button("Go to B"))
    shop.click(shop.button("Go to C"))
    shop.wait_for_heading("Screen C")
    settle()
    shop.press("alt+Left", "alt+Left")
    shop.wait_for_heading("Screen B")
    settle()
    wait_for_saved_depth(shop, "patterns", 2)


def test_a_tab_switched_during_a_slide(shop: Shop):
    row = shop.row("Laser Printer")
    wallet = shop.tab("Wallet")
    row_x, row_y = shop.screen_point(row)
    tab_x, tab_y = shop.screen_point(wallet)
    xinput.click(row_x, row_y)
    xinput.click(tab_x, tab_y)  # while the detail slides in
    shop.wait_for_heading("Wallet")
    settle()
    assert shop.saved_state()["selectedTab"] == "wallet"
    wait_for_saved_depth(shop, "items", 1)
    assert shop.header_title(shop.main) == "Wallet"
    shop.select_tab("Items")
    shop.wait_for_heading("Laser Printer")
    shop.go_back()
    shop.wait_for_heading("Catalogue")
