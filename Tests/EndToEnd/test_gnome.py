"""GNOME's conventions, as a GNOME user expects them: message dialogs without an empty header
bar, no Back button where there is nowhere to go back to."""

from __future__ import annotations

import pyatspi
import pytest

from driver import Shop, extents, has_state, name, role, wait_for


def test_a_question_has_no_empty_header_bar_above_its_title(shop: Shop):
    shop.select_tab("Profile")
    shop.click(shop.button("Sign Out", shop.main))
    dialog = shop.wait_for_focused_window("Sign Out?")
    title = next(node for node in dialog.findChildren(lambda n: role(n) == "label" and name(n) == "Sign Out?"))
    _, window_top, _, _ = extents(dialog)
    _, title_top, _, _ = extents(title)
    # The dialog's padding (24 px) is all that is above the title; an empty header bar adds 46.
    assert title_top - window_top <= 40, f"the title is {title_top - window_top} px below the dialog's top"


def test_there_is_no_back_button_at_the_root_and_one_after_a_push(shop: Shop):
    assert not shop.find_all("push button", "Back", shop.main)
    shop.choose("Studio Headphones")
    shop.wait_for_heading("Studio Headphones")
    assert shop.back_button(shop.main).description == "Back to Items"


def test_alt_and_a_number_shows_that_tab(shop: Shop):
    shop.press("alt+2")
    shop.wait_for_heading("Wallet")
    assert has_state(shop.tab("Wallet"), pyatspi.STATE_SELECTED)
    shop.press("alt+4")
    shop.wait_for_heading("Patterns")
    shop.press("alt+1")
    shop.wait_for_heading("Items")


MENU = ["New Window", "Keyboard Shortcuts", "Help", "About Shop"]


def wait_for_open_menu(shop: Shop) -> None:
    wait_for(lambda: [n for n in shop.main.findChildren(lambda n: role(n) == "menu item" and name(n) == MENU[0])
                      if has_state(n, pyatspi.STATE_FOCUSED)], "the main menu open, its first item focused")


def open_primary_menu_item(shop: Shop, item: str) -> None:
    """Clicks the Main Menu button, then picks `item` with the arrow keys and Return (the menu is
    a popover, a surface of its own that the window's hit tests do not reach)."""
    # GTK 4.8's menu button is a button holding a button, both named: the inner one is clicked.
    buttons = wait_for(lambda: shop.find_all("push button", "Main Menu", shop.main), "the Main Menu button")
    shop.click(buttons[-1])
    wait_for_open_menu(shop)
    for _ in range(MENU.index(item)):
        shop.press("Down")
    shop.press("Return")


def test_the_primary_menu_opens_the_keyboard_shortcuts_of_the_app(shop: Shop):
    open_primary_menu_item(shop, "Keyboard Shortcuts")
    window = shop.wait_for_focused_window("Keyboard Shortcuts")
    listed = shop.labels(window)
    for title in ["Go back", "Close the sheet or cover", "Show Items", "Show Patterns",
                  "Open a new window", "Close the window (the last one quits)",
                  "Show keyboard shortcuts", "Show help", "Quit (where you are is saved)",
                  # The keys of lists and menus, and the mouse's back button, which no action holds.
                  "Open the focused row", "Open the focused row’s menu", "Search the list", "Open the main menu", "Mouse button 8"]:
        assert title in listed, f"{title!r} is not in the Keyboard Shortcuts window: {listed}"
    shop.press("Escape")
    shop.wait_for_no_window("Keyboard Shortcuts")


@pytest.mark.parametrize("how", ["F1", "the main menu"])
def test_f1_and_the_main_menu_open_help_with_the_keys(shop: Shop, how: str):
    if how == "F1":
        shop.press("F1")
    else:
        open_primary_menu_item(shop, "Help")
    help_window = shop.wait_for_focused_window("Shop Help")
    listed = shop.labels(help_window)
    for text in ["Go back", "Alt+Left, Back", "Open the main menu", "F10", "Mouse button 8", "Show help", "F1"]:
        assert text in listed, f"{text!r} is not in the help window: {listed}"
    shop.press("ctrl+w")
    shop.wait_for_no_window("Shop Help")


def test_ctrl_question_mark_opens_the_keyboard_shortcuts(shop: Shop):
    shop.press("ctrl+question")
    shop.wait_for_focused_window("Keyboard Shortcuts")


def test_about_shop_says_what_the_app_is(shop: Shop):
    open_primary_menu_item(shop, "About Shop")
    about = shop.wait_for_focused_window("About Shop")
    texts = shop.labels(about)
    assert "Shop" in texts and "0.1.0" in texts, texts
    shop.sync()  # the window is shown and its focus settled
    # GTK's About window focuses its name first, all of it selected; the first focus belongs on
    # something to act on: the website link.
    focused = shop.focused(about)
    assert focused is not None and name(focused) == "Website", \
        f"the focus is on {focused and (role(focused), name(focused))}, not on the website link"


def test_f10_opens_the_main_menu(shop: Shop):
    shop.press("F10")
    wait_for_open_menu(shop)
    shop.press("Escape")


@pytest.mark.parametrize("link, title, confirm", [("shop://wallet/add", "Add Card", "Save"),
                                                  ("shop://profile/edit", "Edit Profile", "Save")])
def test_a_form_sheet_has_cancel_and_save_in_its_header_bar(new_shop, link: str, title: str, confirm: str):
    shop = new_shop().launch(link)
    sheet = shop.wait_for_focused_window(title)
    cancel, save = shop.button("Cancel", sheet), shop.button(confirm, sheet)
    heading_top = extents(next(n for n in sheet.findChildren(lambda n: role(n) == "heading")))[1]
    for button in (cancel, save):
        assert extents(button)[1] < heading_top, f"{name(button)!r} is in the content, not in the header bar"
    _, _, sheet_width, _ = extents(sheet)
    assert extents(cancel)[0] < sheet_width / 3, "Cancel is not at the start of the header bar"
    assert extents(save)[0] > sheet_width * 2 / 3, f"{confirm} is not at the end of the header bar"
    # Like a GNOME dialog with its own Cancel: no close button beside Save.
    assert not shop.find_all("push button", "Close", sheet)


def test_ctrl_q_quits_from_about_the_shortcuts_window_and_the_open_menu(new_shop):
    for opened in ("About Shop", "Keyboard Shortcuts", "the main menu"):
        shop = new_shop().launch()
        if opened == "the main menu":
            shop.press("F10")
            wait_for_open_menu(shop)
        else:
            open_primary_menu_item(shop, opened)
            shop.wait_for_focused_window(opened)
        shop.press("ctrl+q")
        assert shop.wait_for_exit() == 0, f"Ctrl+Q with {opened} open"


def test_the_shortcuts_window_opens_above_a_dialog_and_gives_it_back_the_keys(shop: Shop):
    import xinput
    shop.select_tab("Profile")
    shop.click(shop.button("Sign Out", shop.main))
    shop.wait_for_focused_window("Sign Out?")
    shop.press("ctrl+question")
    shortcuts = shop.wait_for_focused_window("Keyboard Shortcuts")
    dialog = shop.x_window(shop.window("Sign Out?"))
    assert xinput.transient_for(shop.x_window(shortcuts).id) == dialog.id
    shop.press("Escape")
    shop.wait_for_no_window("Keyboard Shortcuts")
    shop.wait_for_active("Sign Out?")
    shop.press("Escape")  # the dialog has the keys again: Escape is its Cancel
    shop.wait_for_no_window("Sign Out?")
    shop.wait_for_heading("Alex Doe")


def test_the_help_window_does_not_keep_the_app_running(shop: Shop):
    # The help window is the app's, beside its windows: closing the last of those still quits.
    shop.press("F1")
    shop.wait_for_focused_window("Shop Help")
    shop.activate(shop.main)
    shop.wait_for_active("Shop")
    shop.press("ctrl+shift+w")
    wait_for(lambda: not shop.is_running(), f"shop to quit (open: {shop._safe(shop.window_titles)})")
