"""Hurried people: double clicks, keys pressed twice, clicks during a slide. After each, exactly one
change happened, and the screen shows what the saved state says: once the app has handled all the
input (`Shop.sync`, which also checks that the windows show what the state says), the saved stack
has the one expected depth."""

import xinput
from driver import Shop


def saved_path(shop: Shop, tab: str) -> list[dict]:
    """The pushed links of a tab, as the app saved them (it saves after every change)."""
    for saved in shop.saved_window()["tabs"]:
        if saved["name"] == tab:
            return [entry["link"] for entry in saved["path"]]
    raise AssertionError(f"no tab {tab} in the saved state")


def assert_saved_depth(shop: Shop, tab: str, depth: int) -> None:
    """Once the app has handled everything so far (it saves in the main-loop turn of a change), the
    saved stack of `tab` is `depth` deep."""
    shop.sync()
    saved = saved_path(shop, tab)
    assert len(saved) == depth, f"the saved {tab} stack is {len(saved)} deep, not {depth}: {saved}"


def test_a_double_click_on_a_button_that_pushes_pushes_once(shop: Shop):
    shop.select_tab("Profile")
    shop.click(shop.button("Settings"), count=2)
    shop.wait_for_heading("Settings")
    assert_saved_depth(shop, "profile", 1)
    assert shop.back_button(shop.main).description == "Back to Profile"
    shop.go_back()
    shop.wait_for_heading("Alex Doe")  # the profile page is headed with the person's name
    assert_saved_depth(shop, "profile", 0)


def test_a_double_click_on_go_to_b_pushes_b_once(shop: Shop):
    shop.select_tab("Patterns")
    shop.choose("Screens A, B, C")
    shop.wait_for_heading("Screen A")
    shop.click(shop.button("Go to B"), count=2)
    shop.wait_for_heading("Screen B")
    assert_saved_depth(shop, "patterns", 2)
    shop.go_back()
    shop.wait_for_heading("Screen A")


def test_a_double_click_on_a_list_row_opens_it_once(shop: Shop):
    shop.click(shop.row("Webcam"), count=2)
    shop.wait_for_heading("Webcam")
    assert_saved_depth(shop, "items", 1)


def test_escape_pressed_twice_closes_one_sheet(shop: Shop):
    shop.select_tab("Patterns")
    shop.choose("Content Screen")
    shop.click(shop.button("Sheet"))
    shop.wait_for_active("Sheet")
    shop.press("Escape", "Escape")
    shop.wait_for_no_window("Sheet")
    assert_saved_depth(shop, "patterns", 1)
    assert shop.window_titles() == ["Shop"]
    assert shop.headings(shop.main) == ["Content"]


def test_back_pressed_twice_during_a_slide_goes_back_once(shop: Shop):
    shop.select_tab("Patterns")
    shop.choose("Screens A, B, C")
    shop.click(shop.button("Go to B"))
    shop.wait_for_heading("Screen B")
    shop.click(shop.button("Go to C"))
    shop.wait_for_heading("Screen C")
    shop.sync()  # C is pushed and shown: the double click below starts its slide back
    shop.click(shop.back_button(shop.main), count=2)
    shop.wait_for_heading("Screen B")
    assert_saved_depth(shop, "patterns", 2)
    assert shop.back_button(shop.main).description == "Back to Screen A"


def test_alt_left_pressed_twice_during_a_slide_goes_back_twice(shop: Shop):
    # Each press of a key is one step, however fast it repeats (a click on Back that moved is not).
    shop.select_tab("Patterns")
    shop.choose("Screens A, B, C")
    shop.click(shop.button("Go to B"))
    shop.click(shop.button("Go to C"))
    shop.wait_for_heading("Screen C")
    shop.sync()
    shop.press("alt+Left", "alt+Left")
    shop.wait_for_heading("Screen A")
    assert_saved_depth(shop, "patterns", 1)


def test_a_tab_switched_during_a_slide(shop: Shop):
    row = shop.row("Laser Printer")
    wallet = shop.tab("Wallet")
    row_x, row_y = shop.screen_point(row)
    tab_x, tab_y = shop.screen_point(wallet)
    xinput.click(row_x, row_y)
    xinput.click(tab_x, tab_y)  # while the detail slides in
    shop.wait_for_heading("Wallet")
    assert_saved_depth(shop, "items", 1)
    assert shop.saved_window()["selectedTab"] == "wallet"
    assert shop.header_title(shop.main) == "Wallet"
    shop.select_tab("Items")
    shop.wait_for_heading("Laser Printer")
    shop.go_back()
    shop.wait_for_heading("Items")
