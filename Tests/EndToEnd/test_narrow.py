"""The window at 360 px wide, as on a phone running GNOME or a window tiled to half a small
screen: the page reflows, the tabs move to a bar at the bottom, and navigating never makes the
window wider."""

from __future__ import annotations

import xinput
from driver import Shop, extents, name, wait_for


def resize(shop: Shop, width: int, height: int) -> None:
    """Resizes the main window as the window manager would, and waits until the X window has the
    new size and the app has handled everything up to it (its layout at the new size is awaited
    by the tests, on what they measure)."""
    window_id = shop.x_window(shop.main).id
    xinput._xdotool("windowsize", str(window_id), str(width), str(height))

    def resized() -> bool:
        window = xinput.window(window_id)
        assert (window.width, window.height) == (width, height), f"it is {window.width}×{window.height}"
        return True
    wait_for(resized, f"the X window at {width}×{height}")
    shop.sync()


def width_of(shop: Shop) -> int:
    return extents(shop.main)[2]


def heading_top(shop: Shop) -> int:
    """The top of the highest heading on screen: the page's, or, with a list beside its content,
    the list's and the content's."""
    return min(extents(heading)[1] for heading in shop.find_all("heading", None, shop.main))


def test_at_360_px_the_tabs_move_to_the_bottom_and_the_page_fits(shop: Shop):
    # At once, as a phone's screen or tiling makes a window narrow.
    resize(shop, 360, 640)
    wait_for(lambda: width_of(shop) <= 380, f"the window at 360 px (it is {width_of(shop)} px wide)")
    assert extents(shop.tab("Items"))[1] > heading_top(shop), "the tabs are still above the page"
    row = shop.row("Studio Headphones")
    left, _, row_width, _ = extents(row)
    assert left >= 0 and left + row_width <= width_of(shop), "a catalogue row is wider than the window"

    shop.choose("Studio Headphones")
    shop.wait_for_heading("Studio Headphones")
    shop.select_tab("Patterns")
    shop.choose("Create Configuration")
    shop.wait_for_heading("Create Configuration")
    assert width_of(shop) <= 380, f"navigating made the window {width_of(shop)} px wide"
    for title in ("Link A (Sheet)", "Link B (Push)", "Cover", "Child Flow"):
        left, _, button_width, _ = extents(shop.button(title, shop.page(shop.main)))
        assert left >= 0 and left + button_width <= width_of(shop), \
            f"{title} is at {left}..{left + button_width}, outside the {width_of(shop)} px window"

    resize(shop, 960, 720)
    wait_for(lambda: extents(shop.tab("Items"))[1] < heading_top(shop), "the tabs back in the header bar")


def test_at_360_px_the_tabs_at_the_bottom_are_centred(shop: Shop):
    resize(shop, 360, 640)
    wait_for(lambda: extents(shop.tab("Items"))[1] > heading_top(shop), "the tabs at the bottom")
    window_width = width_of(shop)
    first, last = extents(shop.tab("Items")), extents(shop.tab("Patterns"))
    left, right = first[0], window_width - (last[0] + last[2])
    assert abs(left - right) <= 2, f"the tabs are off centre: {left} px on the left, {right} px on the right"
    resize(shop, 1280, 720)
    wait_for(lambda: extents(shop.tab("Items"))[1] < heading_top(shop), "the tabs back in the header")


def test_a_focused_tab_moves_between_the_header_and_the_bottom_bar_without_a_gtk_critical(shop: Shop):
    # GTK 4.8 aborted (under G_DEBUG=fatal-criticals, as the tests run) when a focused tab button
    # moved: gtk_at_context_set_accessible_role on a context already on the accessibility bus.
    shop.select_tab("Patterns")
    shop.tab_to(shop.tab("Wallet"))
    for width in (432, 960, 529, 1100):
        resize(shop, width, 700)
        assert shop.is_running(), shop.output()[-2000:]
    assert name(shop.focused(shop.main)) == "Wallet", "the tab button lost the focus on the way"
