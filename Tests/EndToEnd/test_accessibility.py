"""Every page and window of the app, read as a screen reader reads it (see accessibility.py)."""

from __future__ import annotations

from accessibility import Audit, audit, audit_tabs
from driver import Shop, role

TABS = ["Items", "Wallet", "Profile", "Patterns"]
TAB_OF = {tab.lower(): tab for tab in TABS}

# One link per place in the app; a link's back stack stays in the tree under it, so the deepest
# link of a flow covers the pages it passes through.
PLACES = [
    ("shop://items/2", "Shop"),
    ("shop://items/2/cart/3", "Add to Cart"),
    ("shop://items/2/cart/3/payment", "Payment Method"),
    ("shop://items/2/cart/buy/3/c1", "Buy"),
    ("shop://items/2/cart/buy/3/c1", "Purchase Summary"),  # paid there: a summary is of an order placed
    ("shop://wallet/c2", "Shop"),
    ("shop://wallet/add", "Add Card"),
    ("shop://profile/settings", "Shop"),
    ("shop://profile/edit", "Edit Profile"),
    ("shop://patterns/content/first/Hello/second/5/third", "Shop"),
    ("shop://patterns/content/string/Hello", "Shop"),
    ("shop://patterns/content/sheet/Hello", "Sheet"),
    ("shop://patterns/content/cover/Hello", "Cover"),
    ("shop://patterns/abc/b/c", "Shop"),
    ("shop://patterns/config/a", "Link A"),
    ("shop://patterns/config/b/Parameter", "Shop"),
    ("shop://patterns/config/cover", "Link A"),
    ("shop://patterns/config/child/3", "Shop"),
]


def audit_windows(shop: Shop, where: str) -> Audit:
    result = Audit()
    for window in shop.windows():
        result.add(audit(window, where))
    return result


def test_every_control_of_every_page_and_window_has_a_name(new_shop, tmp_path):
    result = Audit()
    for number, (link, top) in enumerate(PLACES):
        shop = new_shop(tmp_path / f"state-{number}.json").launch(link)
        if top == "Purchase Summary":
            shop.wait_for_focused_window("Buy")
            shop.click(shop.button("Pay", shop.window("Buy")))
        shop.wait_for_focused_window(top)
        shop.sync()  # every window the link opens is shown, and its pages built
        result.add(audit_windows(shop, link))
        result.add(audit_tabs(shop.main, link, TABS, selected=TAB_OF[link.split("/")[2]]))
        shop.stop()
    problems = result.distinct_problems()
    print(f"\naudit: {result.checked} nodes checked, {len(problems)} distinct problems")
    assert not problems, f"{len(problems)} problems in {result.checked} nodes:\n" + "\n".join(problems)


# Each question and notice the app can raise: how to raise it from a fresh launch (a link, then
# the control a person uses in the window it names), and its title.
QUESTIONS = [
    ("shop://items/999", None, "Cannot Open Link"),
    ("shop://items/2/cart/buy/3/c1", ("Buy", "key", "Escape"), "Discard this purchase?"),
    ("shop://wallet/c1", ("Shop", "button", "Remove Card"), "Remove Visa •••• 4242?"),
    ("shop://profile", ("Shop", "button", "Sign Out"), "Sign out?"),
]


def test_every_question_and_notice_is_an_alert_with_named_choices(new_shop, tmp_path):
    result = Audit()
    for number, (link, action, title) in enumerate(QUESTIONS):
        shop = new_shop(tmp_path / f"state-{number}.json").launch(link)
        if action is not None:
            window, kind, what = action
            shop.wait_for_focused_window(window)
            shop.sync()  # the link's page is shown: the key or click acts on it
            if kind == "key":
                shop.press(what)
            else:
                shop.click(shop.button(what, shop.window(window)))
        dialog = shop.wait_for_window(title)
        shop.sync()  # the dialog is built and shown whole
        result.add(audit(dialog, link))
        if role(dialog) != "alert":
            result.problems.append(f"{link}: {title!r} is a {role(dialog)!r}, not an 'alert'")
        shop.stop()
    problems = result.distinct_problems()
    print(f"\naudit: {result.checked} nodes checked, {len(problems)} distinct problems")
    assert not problems, "\n".join(problems)


def test_a_screen_readers_activate_on_a_row_opens_it(shop: Shop):
    """Orca's "activate" is the row's AT-SPI action; GTK 4.8 gives a list box row none of its own."""
    row = shop.row("Studio Headphones")
    action = row.queryAction()
    names = [action.getName(index) for index in range(action.nActions)]
    assert names == ["row.activate"], f"the row's actions are {names}"
    action.doAction(0)
    shop.wait_for_heading("Studio Headphones")
