"""Several windows, each with its own navigation: Ctrl+N, "Open in New Window" (a middle click, the
context menu), `shop --new-window LINK`, Ctrl+Shift+W, one wallet seen by every window, a guarded
sheet asking before its window closes, and every window back after Ctrl+Q."""

from __future__ import annotations

import xinput
from accessibility import audit, audit_tabs
from driver import Node, Shop, quit_and_relaunch, wait_for
from test_wallet import NEW_CARD_NAME, add_card, card_names
from test_toasts import toast

CAMERA = "Mirrorless Camera"


# MARK: Steps a person takes


def new_window(shop: Shop, count: int) -> Node:
    """Ctrl+N; returns the new window (the last opened) once it has the focus."""
    shop.press("ctrl+n")
    window = shop.wait_for_shop_windows(count)[-1]
    wait_for(lambda: (xinput.active_window() or xinput.XWindow(0, "", 0, 0, 0, 0)).id == shop.x_window(window).id,
             "the new window to have the focus")
    shop.sync()
    return window


def resize(shop: Shop, window: Node, width: int, height: int) -> None:
    """Resizes `window` as the window manager would, and waits for the app to follow."""
    window_id = shop.x_window(window).id
    xinput._xdotool("windowsize", str(window_id), str(width), str(height))
    wait_for(lambda: (lambda w: (w.width, w.height) == (width, height))(xinput.window(window_id)),
             f"the window at {width}×{height}")
    shop.sync()


def show_tab(shop: Shop, window: Node, tab: str, heading: str) -> None:
    """Clicks a tab of `window` and waits for its page's heading."""
    shop.click(shop.find("page tab", tab, window))
    wait_for_heading_in(shop, window, heading)


def wait_for_heading_in(shop: Shop, window: Node, text: str) -> None:
    wait_for(lambda: shop.headings(window) == [text],
             f"the heading {text!r} (it shows {shop._safe(lambda: shop.headings(window))})")


def saved_windows(shop: Shop) -> list[dict]:
    return shop.saved_state()["windows"]


# MARK: Tests


def test_ctrl_n_opens_a_second_window_that_goes_its_own_way(shop: Shop):
    first = shop.main
    second = new_window(shop, 2)
    wait_for_heading_in(shop, second, "Items")
    # The new window goes to Wallet; the first stays at the catalogue.
    show_tab(shop, second, "Wallet", "Wallet")
    shop.activate(first)
    shop.choose(CAMERA, first)
    wait_for_heading_in(shop, first, CAMERA)
    shop.sync()
    assert shop.headings(second) == ["Wallet"]
    windows = saved_windows(shop)
    assert [w["selectedTab"] for w in windows] == ["wallet", "items"], "the first window is focused last"


def test_both_windows_come_back_after_ctrl_q_with_their_pages_and_sizes(shop: Shop, new_shop):
    first = shop.main
    second = new_window(shop, 2)
    show_tab(shop, second, "Profile", "Alex Doe")
    shop.activate(first)
    shop.choose(CAMERA, first)
    wait_for_heading_in(shop, first, CAMERA)
    # The first window is made smaller, as a person drags its corner (the window manager's resize).
    resize(shop, first, 700, 560)
    shop.sync()
    sizes = {(w["width"], w["height"]) for w in saved_windows(shop)}
    assert (700, 560) in sizes, sizes

    again = quit_and_relaunch(shop, new_shop)
    windows = again.wait_for_shop_windows(2)
    again.sync()
    pages = sorted(again.headings(window)[0] for window in windows)
    assert pages == sorted(["Alex Doe", CAMERA])
    restored = {again.headings(w)[0]: (again.x_window(w).width, again.x_window(w).height) for w in windows}
    assert restored[CAMERA] == (700, 560), restored
    # The window focused last is in front, with the focus.
    front = next(w for w in windows if again.headings(w) == [CAMERA])
    wait_for(lambda: (xinput.active_window() or xinput.XWindow(0, "", 0, 0, 0, 0)).id == again.x_window(front).id,
             "the camera's window, focused last, to have the focus")


def test_a_middle_click_on_an_item_opens_its_detail_in_a_new_window(shop: Shop):
    first = shop.main
    shop.click(shop.row(CAMERA, first), button=2)
    second = shop.wait_for_shop_windows(2)[-1]
    wait_for_heading_in(shop, second, CAMERA)
    shop.sync()
    assert shop.headings(first) == ["Items"]


def test_the_context_menu_opens_a_card_in_a_new_window_from_the_keyboard(shop: Shop):
    first = shop.main
    shop.click(shop.find("page tab", "Wallet", first))
    shop.wait_for_heading("Wallet")
    row = shop.row("Mastercard •••• 4444", first)
    shop.tab_to(row)
    shop.press("shift+F10")
    shop.find("push button", "Open in New Window")  # the context menu is open
    shop.press("Return")
    second = shop.wait_for_shop_windows(2)[-1]
    wait_for_heading_in(shop, second, "Mastercard •••• 4444")
    shop.sync()
    assert shop.headings(first) == ["Wallet"]


def test_new_window_link_opens_a_third_window_and_leaves_the_others(shop: Shop):
    first = shop.main
    second = new_window(shop, 2)
    show_tab(shop, second, "Patterns", "Patterns")
    result = shop.run("--new-window", "shop://wallet")
    assert result.returncode == 0, result.stderr
    windows = shop.wait_for_shop_windows(3)
    wait_for_heading_in(shop, windows[-1], "Wallet")
    shop.sync()
    assert shop.headings(first) == ["Items"]
    assert shop.headings(second) == ["Patterns"]


def test_closing_one_window_leaves_the_others_running(shop: Shop):
    first = shop.main
    second = new_window(shop, 2)
    show_tab(shop, second, "Wallet", "Wallet")
    shop.press("ctrl+shift+w")
    remaining = shop.wait_for_shop_windows(1)
    shop.sync()
    assert shop.is_running()
    assert shop.headings(remaining[0]) == ["Items"]
    assert len(saved_windows(shop)) == 1
    # Closing the last one quits, saving it.
    shop.press("ctrl+shift+w")
    assert shop.wait_for_exit() == 0


def test_a_window_closed_with_its_menu_open_leaves_the_other_answering_clicks_and_keys(shop: Shop):
    # Its menu open, a window takes Ctrl+Shift+W. The menu went with the window, open: GDK kept
    # its grab of the pointer and the keyboard, and the window left got no click and no key, not
    # even Ctrl+Q (the monkey, seed 149898).
    second = new_window(shop, 2)
    shop.click(shop.find_all("push button", "Main Menu", second)[0])
    wait_for(lambda: shop.find_all("menu item", "New Window", second, on_screen=False), "the main menu")
    shop.press("ctrl+shift+w")
    remaining = shop.wait_for_shop_windows(1)[0]
    shop.click(shop.find("page tab", "Wallet", remaining))
    wait_for_heading_in(shop, remaining, "Wallet")
    shop.press("alt+3")
    wait_for_heading_in(shop, remaining, "Alex Doe")
    shop.press("ctrl+q")
    assert shop.wait_for_exit() == 0


def test_a_card_added_in_one_window_shows_in_the_other(shop: Shop):
    first = shop.main
    show_tab(shop, first, "Wallet", "Wallet")
    second = new_window(shop, 2)
    show_tab(shop, second, "Wallet", "Wallet")
    # Added in the first window, which a person brings to the front first.
    shop.activate(first)
    add_card(shop)
    shop.sync()
    for window in (first, second):
        assert NEW_CARD_NAME in [text for text in shop.labels(window) if "••••" in text]


def test_a_guarded_sheet_asks_before_its_window_closes(shop: Shop):
    first = shop.main
    second = new_window(shop, 2)
    show_tab(shop, second, "Profile", "Alex Doe")
    shop.click(shop.button("Edit", second))
    sheet = shop.wait_for_focused_window("Edit Profile")
    shop.fill(shop.entry("Name", sheet), "Sam")
    shop.sync()
    # Ctrl+Shift+W in the sheet closes its window: the sheet's guard asks first.
    shop.press("ctrl+shift+w")
    dialog = shop.wait_for_window("Discard Your Changes?")
    shop.click(shop.button("Keep Editing", dialog))
    shop.wait_for_no_window("Discard Your Changes?")
    shop.sync()
    assert len(shop.shop_windows()) == 2
    shop.press("ctrl+shift+w")
    dialog = shop.wait_for_window("Discard Your Changes?")
    shop.click(shop.button("Discard", dialog))
    shop.wait_for_shop_windows(1)
    shop.sync()
    assert shop.headings(shop.main) == ["Items"]


def test_a_card_removed_in_one_window_leaves_the_other_and_undo_lists_it_in_both(shop: Shop):
    first = shop.main
    show_tab(shop, first, "Wallet", "Wallet")
    shop.choose("Mastercard •••• 4444", first)
    wait_for_heading_in(shop, first, "Mastercard •••• 4444")
    result = shop.run("--new-window", "shop://wallet/c2")
    assert result.returncode == 0, result.stderr
    second = shop.wait_for_shop_windows(2)[-1]
    wait_for_heading_in(shop, second, "Mastercard •••• 4444")
    shop.sync()
    shop.click(shop.button("Remove Card", second))
    dialog = shop.wait_for_window("Remove Mastercard •••• 4444?")
    shop.click(shop.button("Remove Card", dialog))
    # The pointer goes to Undo at once, as a person's does, and holds the toast while both
    # windows are read (which can take longer than the toast's 5 s on a slow machine).
    undo = shop.button("Undo", toast(shop, second))
    shop.hover(undo)
    wait_for_heading_in(shop, second, "Wallet")
    wait_for_heading_in(shop, first, "Wallet")
    shop.sync()
    assert "Mastercard •••• 4444" not in card_names_in(shop, first)
    # Undo, in the window that removed it, lists it again in both.
    shop.click(undo)
    shop.sync()
    assert "Mastercard •••• 4444" in card_names_in(shop, first)
    assert "Mastercard •••• 4444" in card_names_in(shop, second)


def card_names_in(shop: Shop, window: Node) -> list[str]:
    return [text for text in shop.labels(window) if "••••" in text]


def test_every_window_and_the_context_menu_pass_the_audit(shop: Shop):
    first = shop.main
    shop.click(shop.row(CAMERA, first), button=3)
    wait_for(lambda: shop.find_all("push button", "Open in New Window", first), "the context menu")
    shop.sync()
    result = audit(first, "a row's context menu")
    shop.press("Escape")
    second = new_window(shop, 2)
    show_tab(shop, second, "Profile", "Alex Doe")
    shop.click(shop.button("Edit", second))
    shop.wait_for_focused_window("Edit Profile")
    assert shop.run("--new-window", "shop://wallet/c2").returncode == 0
    shop.wait_for_shop_windows(3)
    shop.sync()
    for window in shop.windows():
        result.add(audit(window, "three windows"))
    for window, selected in zip(shop.shop_windows(), ["Items", "Profile", "Wallet"]):
        result.add(audit_tabs(window, "three windows", ["Items", "Wallet", "Profile", "Patterns"], selected))
    problems = result.distinct_problems()
    print(f"\naudit: {result.checked} nodes checked, {len(problems)} distinct problems")
    assert not problems, "\n".join(problems)


def test_each_sheet_comes_back_over_its_own_window_after_kill_9(shop: Shop, new_shop):
    first = shop.main
    show_tab(shop, first, "Profile", "Alex Doe")
    shop.click(shop.button("Edit", first))
    shop.wait_for_focused_window("Edit Profile")
    shop.press("ctrl+n")
    second = shop.wait_for_shop_windows(2)[-1]
    wait_for(lambda: (xinput.active_window() or xinput.XWindow(0, "", 0, 0, 0, 0)).id == shop.x_window(second).id,
             "the new window to have the focus")
    show_tab(shop, second, "Wallet", "Wallet")
    shop.click(shop.button("Add Card", second))
    shop.wait_for_focused_window("Add Card")
    shop.sync()
    wait_for(lambda: len(saved_windows(shop)) == 2 and all(w["tabs"][2]["presented"] or w["tabs"][1]["presented"]
                                                           for w in saved_windows(shop)), "both sheets saved")
    shop.process.kill()
    shop.wait_for_exit()

    again = new_shop(shop.state_file).launch()
    windows = again.wait_for_shop_windows(2)
    again.wait_for_window("Edit Profile")
    again.wait_for_window("Add Card")
    again.sync()
    owner = {again.headings(w)[0]: again.x_window(w).id for w in windows}
    assert xinput.transient_for(again.x_window(again.window("Edit Profile")).id) == owner["Alex Doe"]
    assert xinput.transient_for(again.x_window(again.window("Add Card")).id) == owner["Wallet"]
    # The sheet of the window focused last has the focus, over its own window.
    again.wait_for_active("Add Card")


def test_a_maximized_window_comes_back_maximized(shop: Shop, new_shop):
    top = shop.x_window(shop.main)
    # A double click on the header bar, between the title and the tabs, maximizes, as in every
    # GNOME app.
    xinput.click(top.x + 150, top.y + 12, count=2)
    wait_for(lambda: saved_windows(shop)[0]["maximized"] is True, "the maximized window saved")
    shop.sync()
    again = quit_and_relaunch(shop, new_shop)
    again.sync()
    window = again.x_window(again.main)
    assert window.width > top.width, f"{window} is not wider than {top}"
    assert saved_windows(again)[0]["maximized"] is True
    # Restored, it has the size it had before.
    xinput.click(window.x + window.width - 200, window.y + 12, count=2)
    wait_for(lambda: saved_windows(again)[0]["maximized"] is False, "the window restored")
    assert (saved_windows(again)[0]["width"], saved_windows(again)[0]["height"]) == (Shop.STACKED_WIDTH, 720)
