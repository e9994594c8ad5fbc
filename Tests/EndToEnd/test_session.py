"""Sessions: quitting and launching again, the window manager closing windows, and `shop LINK`
reaching the instance that runs."""

import time

from conftest import screenshot
from driver import Shop, extents, quit_and_relaunch


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

    again = quit_and_relaunch(shop, new_shop)
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
    again.wait_for_heading("Items")


def test_a_sheet_open_at_quit_is_open_again_at_launch(new_shop):
    shop = new_shop().launch()
    shop.select_tab("Patterns")
    shop.choose("Create Configuration")
    shop.wait_for_heading("Create Configuration")
    shop.click(shop.button("Link A (Sheet)"))
    shop.wait_for_active("Link A")

    again = quit_and_relaunch(shop, new_shop)
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
    second = shop.run("shop://items/999")
    # The terminal that ran the link is told, not the one the running window was started from.
    assert "shop: bad parameter" in second.stderr and "999" in second.stderr, second.stderr
    assert "999" not in shop.output(), shop.output()
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
    shop.sync()  # the app saves in the main-loop turn of a change
    assert shop.saved_window()["selectedTab"] == "patterns"


DAMAGED_STATE = b'{"format": "flow-coordinator-state", "version": 1, "tabs": ['
# A message dialog's width (GNOME's are some 400 px wide), however long the path it shows.
MESSAGE_DIALOG_WIDTH = 480


def test_a_damaged_session_is_said_in_plain_words_in_a_message_dialog_of_normal_width(new_shop, tmp_path):
    # A deep folder, as a home folder's ~/.local/state/shop is: its path must not widen the dialog.
    folder = tmp_path / "a-folder-with-a-rather-long-name" / "and-another-one-inside-it" / "shop"
    folder.mkdir(parents=True)
    state = folder / "state.json"
    state.write_bytes(DAMAGED_STATE)
    shop = new_shop(state).launch()
    alert = shop.wait_for_focused_window("Previous Session Not Restored")
    kept = [path for path in folder.iterdir() if path.name.startswith("state.json.corrupt-")]
    assert len(kept) == 1, f"the damaged file was not kept aside: {list(folder.iterdir())}"

    message = "\n".join(shop.labels(alert))
    # What happened, that nothing else is touched, and where the old file is: its full path, on a
    # line of its own.
    assert "The file that remembers where you left off is damaged, so Shop could not read it and started fresh." \
        in message, message
    assert "This does not affect your cards, profile or settings" in message, message
    assert str(kept[0]) in message.splitlines(), f"the kept file's full path is not on a line of its own: {message!r}"
    _, _, width, _ = extents(alert)
    frame = shop.x_window(alert)
    assert width <= MESSAGE_DIALOG_WIDTH and frame.width <= MESSAGE_DIALOG_WIDTH, \
        f"the dialog is {width} px wide ({frame.width} px on the screen)"
    screenshot("damaged-session-notice")  # to look at: .build/end-to-end/

    shop.press("Return")
    shop.wait_for_no_window("Previous Session Not Restored")
    assert shop.window_titles() == ["Shop"]
