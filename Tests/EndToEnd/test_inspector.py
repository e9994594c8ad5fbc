"""The GTK Inspector's Navigation page (FlowGtk's NavigationInspector): `GTK_DEBUG=interactive`
opens the inspector with the app; its Navigation page shows the windows' state and the navigation
journal, and follows the app as a person navigates in it.

GTK 4.8 makes the inspector, in gtk_init, before the application registers, and so gives the
process two roots on the accessibility bus, each on a connection of its own: the inspector's window
is read through one, the app's windows through the other (`Shop._find_app`, `Bus.find_name_for`). The inspector's X window has no title."""

from __future__ import annotations

import pyatspi

import atspi_tree
import xinput
from driver import Node, Shop, extents, has_state, name, role, wait_for

CAMERA = "Mirrorless Camera"


def find_inspector(shop: Shop) -> Node | None:
    """The inspector's window: the one readable window, on the app's roots, not titled as the app's."""
    for root in shop.accessibility_roots():
        for index in range(root.childCount):
            try:
                window = root.getChildAtIndex(index)
                if (role(window) == "frame" and name(window) != shop.title
                        and has_state(window, pyatspi.STATE_VISIBLE)):
                    return window
            except Exception:  # noqa: BLE001  (a window of the other root)
                continue
    return None


def inspector_x_window(shop: Shop) -> xinput.XWindow:
    return wait_for(lambda: next((w for w in xinput.windows_of(shop.pid) if w.title != shop.title), None),
                    "the inspector's X window")


def click_in_inspector(shop: Shop, inspector: Node, node: Node) -> None:
    """Clicks the middle of `node`, in the inspector's window, with the pointer (XTest), as
    `Shop.click` does in the app's windows (which it finds by their X title: the inspector's has none)."""
    shop.settle()
    x_window = inspector_x_window(shop)
    _, _, width, height = extents(inspector)
    x, y, w, h = extents(node)
    assert w > 0 and h > 0, f"{role(node)} {name(node)!r} is not on screen"
    xinput.click(x_window.x + (x_window.width - width) // 2 + x + w // 2,
                 x_window.y + (x_window.height - height) // 2 + y + h // 2)


def page_label(inspector: Node, label_name: str) -> Node | None:
    """The page's label named `label_name`, found by hit tests across the inspector's window: GTK
    4.8 lists no children under a page of the inspector (its own CSS page's, ours) on the
    accessibility bus, but answers what stands at a point of the window, for the state's label
    (not for the journal's below it, where every hit test answers nothing: the journal is left to
    the Swift test NavigationInspectorTests)."""
    _, _, width, height = extents(inspector)
    component = inspector.queryComponent()
    for y in range(40, height, 8):
        for x in range(24, min(width, 400), 150):
            hit = component.getAccessibleAtPoint(x, y, pyatspi.WINDOW_COORDS)
            if hit is not None and name(hit) == label_name:
                return hit
    return None


def page_text(shop: Shop, inspector: Node, label_name: str) -> str:
    """The text of the page's label named `label_name` ("Navigation state", "Navigation journal"),
    through AT-SPI's Text interface (its accessible name is that name)."""
    label = wait_for(lambda: page_label(inspector, label_name), f"the label {label_name!r} on the Navigation page")
    text = label.queryText()
    return text.getText(0, text.characterCount)


def wait_for_text(shop: Shop, inspector: Node, label_name: str, condition, what: str) -> str:
    return wait_for(lambda: (lambda text: text if condition(text) else None)(page_text(shop, inspector, label_name)),
                    f"{what} (the page shows {shop._safe(lambda: page_text(shop, inspector, label_name))!r})")


def test_the_inspectors_navigation_page_shows_the_state_and_follows_navigation(new_shop):
    shop = new_shop(environment={"GTK_DEBUG": "interactive"}).launch(wait=False)
    inspector = wait_for(lambda: find_inspector(shop), "the GTK Inspector (GTK_DEBUG=interactive)", timeout=20)
    # Both roots are there now: the app's windows are read through the other one.
    shop.find_app_again()
    atspi_tree.Bus.find_name_for(shop.pid, inspector.path)
    main = shop.wait_for_window(shop.title, "the main window", timeout=20)
    # And the app's windows through the connection that serves them: with two connections, the
    # first one the bus lists (which reads the app's windows by default) may be the inspector's.
    atspi_tree.Bus.find_name_for(shop.pid, main.path)

    xinput.activate(inspector_x_window(shop).id)
    # The switcher's button, and the label in it, are both named "Navigation".
    switch = wait_for(lambda: next((node for node in shop.find_all(None, "Navigation", inspector)
                                    if role(node) in {"toggle button", "push button", "radio button", "page tab"}), None),
                      "the Navigation button of the inspector's switcher "
                      f"(named so: {shop._safe(lambda: [role(n) for n in shop.find_all(None, 'Navigation', inspector)])})")
    click_in_inspector(shop, inspector, switch)
    state = wait_for_text(shop, inspector, "Navigation state",
                          lambda text: "window 1" in text and "tab items · shown" in text,
                          "the window and its shown tab on the Navigation page")
    assert CAMERA not in state

    shop.activate(shop.main)
    shop.choose(CAMERA, shop.main)
    shop.wait_for_heading(CAMERA)
    state = wait_for_text(shop, inspector, "Navigation state", lambda text: CAMERA in text,
                          f"{CAMERA!r} in the state on the Navigation page")
    assert "tab items · shown" in state, state
