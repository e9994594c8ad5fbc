"""How the fixtures in v1/ were made: states that `shop` saved at Ctrl+Q, in format
"flow-coordinator-state" version 1, with the user-data files it wrote beside them.

It was run once, on 25 November 2026, against a copy of `shop` built from commit 2b36fb1 (the
last build before the saved state's format changed) and the Resources folder of that commit
(`git archive 2b36fb1 Resources`), in a session of its own as scripts/end-to-end.sh makes one
(Xvfb, openbox, D-Bus with the accessibility bus) with a private HOME and XDG_* folders:

    HOME=$TMP/home XDG_CONFIG_HOME=$TMP/config XDG_RUNTIME_DIR=$TMP/runtime \
    XDG_STATE_HOME=$TMP/state XDG_CACHE_HOME=$TMP/cache XDG_DATA_HOME=$TMP/data \
    SHOP_BINARY=/path/to/shop-of-2b36fb1 SHOP_RESOURCES=/path/to/Resources-of-2b36fb1 \
    WITH_DISPLAY_PRIVATE=1 scripts/with-display.sh dbus-run-session -- \
        sh -c 'unset GTK_A11Y NO_AT_BRIDGE; export GSK_RENDERER=cairo;
               gsettings set org.gnome.desktop.interface toolkit-accessibility true;
               /usr/bin/python3 Tests/Fixtures/SavedStates/make_v1.py Tests/Fixtures/SavedStates/v1'

Do not run it again once the format has changed, and never over v1/: the fixtures are history,
what the old build wrote, and a newer build would write something else. It refuses an output
folder that exists.

Each fixture is one or more launches of the real app, each in the same private folders (with a
shop:// link where one reaches the state; real clicks and keys through Tests/EndToEnd/driver.py
where none does), each ended with Ctrl+Q. The state file is copied byte for byte. A fixture whose
state needs the user's data (an order placed, a card added, a profile edited) is a folder:
state.json and the files the app wrote in $XDG_DATA_HOME/shop (cards.json, account.json,
orders.json: only those that changed, as the app writes only those).
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "EndToEnd"))
from driver import Shop, has_state, wait_for  # noqa: E402
import pyatspi  # noqa: E402  (after the driver has configured dogtail)

BINARY = Path(os.environ["SHOP_BINARY"])

HEADPHONES = "Studio Headphones"  # item 2
NEW_CARD = {"Name on card": "Sam Roe", "Card number": "4111 1111 1111 1111",
            "Expiry": "12/39", "Security code": "123"}
NEW_CARD_NAME = "Visa •••• 1111"


# MARK: Steps a person takes


def nothing(shop: Shop) -> None:
    pass


def add_card(shop: Shop) -> None:
    """Fills the add-card sheet on screen with NEW_CARD and saves it."""
    sheet = shop.wait_for_focused_window("Add Card")
    for caption, text in NEW_CARD.items():
        shop.fill(shop.entry(caption, sheet), text)
    save = shop.button("Save", sheet)
    wait_for(lambda: shop.is_sensitive(save), "Save to become sensitive")
    shop.click(save)
    shop.wait_for_no_window("Add Card")


def pay(shop: Shop) -> None:
    """On the Buy step: Pay, and wait for the order's summary."""
    shop.click(shop.button("Pay", shop.window("Buy")))
    shop.wait_for_window("Purchase Summary", timeout=10)
    shop.wait_for_heading("Thank You", "Purchase Summary")


def buy_and_pay(shop: Shop) -> None:
    """From a link to the Buy step."""
    shop.wait_for_heading(f"3 × {HEADPHONES}", "Buy")
    pay(shop)


def add_card_in_the_purchase(shop: Shop) -> None:
    """From a link to the payment step: Add Card, and leave the sheet open."""
    cover = shop.wait_for_window("Payment Method")
    shop.wait_for_heading("Pay With", "Payment Method")
    shop.click(shop.button("Add Card", cover))
    shop.wait_for_focused_window("Add Card")
    shop.wait_for_heading("New Card", "Add Card")


def pay_with_a_new_card(shop: Shop) -> None:
    """From a link to the payment step: add a card there, choose it, pay."""
    add_card_in_the_purchase(shop)
    add_card(shop)
    shop.choose(NEW_CARD_NAME, shop.window("Payment Method"))
    shop.wait_for_window("Buy")
    shop.wait_for_heading(f"3 × {HEADPHONES}", "Buy")
    pay(shop)


def open_a_new_card(shop: Shop) -> None:
    """From a link to the add-card sheet: add a card, then open it from the Wallet list."""
    add_card(shop)
    shop.wait_for_heading("Wallet")
    shop.choose(NEW_CARD_NAME, shop.main)
    shop.wait_for_heading(NEW_CARD_NAME)


def edit_profile_then_settings(shop: Shop) -> None:
    """From a link to the edit-profile sheet: a new name and email, saved; then Settings, with
    the newsletter switched on."""
    sheet = shop.wait_for_focused_window("Edit Profile")
    shop.fill(shop.entry("Name", sheet), "Sam Doe")
    shop.fill(shop.entry("Email", sheet), "sam@example.org")
    shop.click(shop.button("Save", sheet))
    shop.wait_for_no_window("Edit Profile")
    shop.wait_for_heading("Sam Doe")
    shop.click(shop.button("Settings", shop.main))
    shop.wait_for_heading("Settings")
    shop.click(shop.find("check box", "Newsletter", shop.main))
    wait_for(lambda: has_state(shop.find("check box", "Newsletter", shop.main), pyatspi.STATE_CHECKED),
             "the Newsletter switch to turn on")


# MARK: The fixtures

# name → the launches: each its arguments and what a person then does, before Ctrl+Q. Every
# launch but the first restores what the one before saved. A name ending in "/" is a folder.
Launch = tuple[list[str], Callable[[Shop], None]]
FIXTURES: dict[str, list[Launch]] = {
    # The tabs
    "items-catalogue.json": [([], nothing)],
    "items-detail.json": [(["shop://items/2"], nothing)],
    "wallet-card-detail.json": [(["shop://wallet/c2"], nothing)],
    "profile-settings.json": [(["shop://profile/settings"], nothing)],
    "patterns-content-first-second-third.json": [(["shop://patterns/content/first/Hello/second/5/third"], nothing)],
    "patterns-content-string.json": [(["shop://patterns/content/string/Hello"], nothing)],
    "patterns-content-sheet.json": [(["shop://patterns/content/sheet/Hello"], nothing)],
    "patterns-content-cover.json": [(["shop://patterns/content/cover/Hello"], nothing)],
    "patterns-abc-b-c.json": [(["shop://patterns/abc/b/c"], nothing)],
    "patterns-config-link-b.json": [(["shop://patterns/config/b/Parameter"], nothing)],
    "patterns-config-sheet-link-a.json": [(["shop://patterns/config/a"], nothing)],
    "patterns-config-cover-link-a.json": [(["shop://patterns/config/cover"], nothing)],
    # Every tab deep at once, one launch per tab (each restores the last), a purchase on top.
    "all-tabs-deep-with-purchase.json": [
        (["shop://patterns/abc/b/c"], nothing),
        (["shop://profile/settings"], nothing),
        (["shop://wallet/c3"], nothing),
        (["shop://items/4/cart/2"], nothing),
    ],
    # The purchase cover, step by step
    "purchase-add-to-cart.json": [(["shop://items/2/cart/3"], nothing)],
    "purchase-payment-method.json": [(["shop://items/2/cart/3/payment"], nothing)],
    "purchase-buy.json": [(["shop://items/2/cart/buy/3/c1"], nothing)],
    "purchase-summary/": [(["shop://items/2/cart/buy/3/c1"], buy_and_pay)],
    "purchase-summary-new-card/": [(["shop://items/2/cart/3/payment"], pay_with_a_new_card)],
    # Sheets
    "sheet-add-card-wallet.json": [(["shop://wallet/add"], nothing)],
    "sheet-add-card-purchase.json": [(["shop://items/2/cart/3/payment"], add_card_in_the_purchase)],
    "sheet-edit-profile.json": [(["shop://profile/edit"], nothing)],
    # States that need the user's data
    "wallet-added-card-detail/": [(["shop://wallet/add"], open_a_new_card)],
    "profile-edited-settings/": [(["shop://profile/edit"], edit_profile_then_settings)],
    # The Create Configuration example's child flow, at each of its steps (ConfigChildLink.steps)
    **{f"config-child-step-{step}.json": [([f"shop://patterns/config/child/{step}"], nothing)]
       for step in range(1, 21)},
}


def make(name: str, launches: list[Launch], output: Path) -> None:
    work = Path(tempfile.mkdtemp(prefix="fixture-"))
    for arguments, act in launches:
        shop = Shop(BINARY, work)
        try:
            shop.launch(*arguments)
            act(shop)
            shop.sync()
            shop.quit()
        finally:
            shop.stop()
        assert "Not Restored" not in shop.output() and "Cannot Open" not in shop.output(), shop.output()
    state = json.loads((work / "state.json").read_text())
    assert state["format"] == "flow-coordinator-state" and state["version"] == 1, state
    data = work / "data" / "shop"
    if name.endswith("/"):
        folder = output / name
        folder.mkdir()
        shutil.copyfile(work / "state.json", folder / "state.json")
        for file in sorted(data.glob("*.json")):
            shutil.copyfile(file, folder / file.name)
    else:
        assert not data.exists() or not any(data.iterdir()), f"{name} changed the user's data"
        shutil.copyfile(work / "state.json", output / name)
    shutil.rmtree(work)
    print(name, "made", flush=True)


def main() -> None:
    output = Path(sys.argv[1])
    output.mkdir(parents=True)  # refuses a folder that exists: fixtures are never made again
    only = sys.argv[2:]
    for name, launches in FIXTURES.items():
        if not only or name in only:
            make(name, launches, output)


if __name__ == "__main__":
    main()
