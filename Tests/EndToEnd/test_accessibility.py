"""Every page and window of the app, read as a screen reader reads it (see accessibility.py), in
the pseudo-language that marks each translated text ⟦…⟧, so the same walk finds any text on
screen that escaped translation (see translation.py)."""

from __future__ import annotations

from accessibility import Audit, audit, audit_tabs
import pyatspi

from driver import Shop, has_state, name, role, wait_for
from translation import pseudo, untranslated

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


def pseudo_shop(new_shop, state_file, wide: bool = False) -> Shop:
    return new_shop(state_file, wide=wide, language="qps", title=pseudo("Shop"))


def audit_windows(shop: Shop, where: str) -> Audit:
    """Each window's accessibility, and its texts' translation (the link's own text, such as
    "Hello" in shop://patterns/content/sheet/Hello, is the person's)."""
    result = Audit()
    given = [part for part in where.split("/")[3:] if not part.isdigit()]
    for window in shop.windows():
        result.add(audit(window, where, main_title=shop.title))
        result.problems += untranslated(window, where, allowed=given)
    return result


def test_every_control_of_every_page_and_window_has_a_name_and_every_text_is_translated(new_shop, tmp_path):
    result = Audit()
    for number, (link, top) in enumerate(PLACES):
        shop = pseudo_shop(new_shop, tmp_path / f"state-{number}.json").launch(link)
        if top == "Purchase Summary":
            shop.wait_for_focused_window(pseudo("Buy"))
            shop.click(shop.button(pseudo("Pay"), shop.window(pseudo("Buy"))))
        shop.wait_for_focused_window(pseudo(top))
        shop.sync()  # every window the link opens is shown, and its pages built
        result.add(audit_windows(shop, link))
        result.add(audit_tabs(shop.main, link, [pseudo(tab) for tab in TABS],
                              selected=pseudo(TAB_OF[link.split("/")[2]])))
        shop.stop()
    problems = result.distinct_problems()
    print(f"\naudit: {result.checked} nodes checked, {len(problems)} distinct problems")
    assert not problems, f"{len(problems)} problems in {result.checked} nodes:\n" + "\n".join(problems)


# Each question and notice the app can raise: how to raise it from a fresh launch (a link, then
# the control a person uses in the window it names), and its title.
QUESTIONS = [
    ("shop://items/999", None, "Cannot Open Link"),
    ("shop://items/2/cart/buy/3/c1", ("Buy", "key", "Escape"), "Discard This Purchase?"),
    ("shop://wallet/c1", ("Shop", "button", "Remove Card"), "Remove Visa •••• 4242?"),
    ("shop://profile", ("Shop", "button", "Sign Out"), "Sign Out?"),
]


def test_every_question_and_notice_is_an_alert_with_named_choices_all_translated(new_shop, tmp_path):
    result = Audit()
    for number, (link, action, title) in enumerate(QUESTIONS):
        shop = pseudo_shop(new_shop, tmp_path / f"state-{number}.json").launch(link)
        if action is not None:
            window, kind, what = action
            shop.wait_for_focused_window(pseudo(window))
            shop.sync()  # the link's page is shown: the key or click acts on it
            if kind == "key":
                shop.press(what)
            else:
                shop.click(shop.button(pseudo(what), shop.window(pseudo(window))))
        dialog = shop.wait_for_window(pseudo(title))
        shop.sync()  # the dialog is built and shown whole
        result.add(audit(dialog, link, main_title=shop.title))
        result.problems += untranslated(dialog, link)
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


def test_the_split_layout_the_menu_the_shortcuts_and_about_are_translated(new_shop, tmp_path):
    """What no link opens: the lists beside their empty content (a wide window), the main menu,
    the Keyboard Shortcuts window, Help and About."""
    shop = pseudo_shop(new_shop, tmp_path / "state.json", wide=True).launch()
    shop.sync()
    problems = untranslated(shop.main, "the split layout")

    def open_menu() -> None:
        # GTK 4.8's menu button is a button holding a button, both named: the inner one is clicked.
        shop.click(wait_for(lambda: shop.find_all("push button", pseudo("Main Menu"), shop.main), "the menu button")[-1])
        wait_for(lambda: [n for n in shop.main.findChildren(lambda n: role(n) == "menu item")
                          if has_state(n, pyatspi.STATE_FOCUSED)], "the main menu open")

    open_menu()
    problems += untranslated(shop.main, "the main menu")
    shop.press("Escape")
    shop.press("ctrl+question")
    shortcuts = shop.wait_for_focused_window(pseudo("Keyboard Shortcuts"))
    shop.sync()
    problems += untranslated(shortcuts, "Keyboard Shortcuts")
    shop.press("Escape")
    shop.wait_for_no_window(pseudo("Keyboard Shortcuts"))
    shop.press("F1")
    help_window = shop.wait_for_focused_window(pseudo("Shop Help"))
    shop.sync()
    problems += untranslated(help_window, "Help")
    shop.press("Escape")
    shop.wait_for_no_window(pseudo("Shop Help"))
    open_menu()
    shop.press("Down", "Down", "Down", "Return")  # New Window, Keyboard Shortcuts, Help, About Shop
    about = shop.wait_for_focused_window(f"About {pseudo('Shop')}")  # GTK's "About %s"
    shop.sync()
    problems += untranslated(about, "About")
    assert not problems, "\n".join(dict.fromkeys(problems))


def test_form_errors_a_toast_a_declined_payment_and_the_quit_question_are_translated(new_shop, tmp_path):
    """What only a person's doing shows: the errors of a form filled wrong, the question Ctrl+Q
    asks over a half-typed card, the toast of a removed card, a declined payment."""
    shop = pseudo_shop(new_shop, tmp_path / "form.json").launch("shop://wallet/add")
    sheet = shop.wait_for_focused_window(pseudo("Add Card"))
    for field, text in (("Card number", "1234"), ("Expiry", "13/20"), ("Security code", "1"), ("Name on card", "")):
        shop.fill(shop.entry(pseudo(field), sheet), text)
    shop.sync()
    problems = untranslated(sheet, "the card form's errors", allowed=["1234", "13/20"])
    shop.press("ctrl+q")
    question = wait_for(lambda: next((w for w in shop.windows() if name(w).startswith(pseudo("Quit and Lose")[:-1])), None),
                        "the question over the half-typed card")
    shop.sync()
    problems += untranslated(question, "the quit question")
    shop.stop()

    shop = pseudo_shop(new_shop, tmp_path / "toast.json").launch("shop://wallet/c1")
    shop.sync()
    shop.click(shop.button(pseudo("Remove Card"), shop.main))
    dialog = shop.wait_for_window(pseudo("Remove Visa •••• 4242?"))
    shop.click(shop.button(pseudo("Remove Card"), dialog))
    undo = shop.find("push button", pseudo("Undo"), shop.main)
    shop.hover(undo)  # the toast stays while the pointer is over it, as a person reading it holds it
    shop.sync()  # the removed card's page has gone
    problems += untranslated(shop.main, "the toast")
    shop.stop()

    shop = pseudo_shop(new_shop, tmp_path / "declined.json").launch("shop://items/2/cart/buy/3/c3")
    buy = shop.wait_for_focused_window(pseudo("Buy"))
    shop.sync()
    shop.click(shop.button(pseudo("Pay"), buy))
    failed = shop.wait_for_window(pseudo("Payment Failed"), timeout=10)
    shop.sync()
    problems += untranslated(failed, "the declined payment")
    assert not problems, "\n".join(dict.fromkeys(problems))
