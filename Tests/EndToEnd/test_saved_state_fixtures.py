"""States that `shop` saved before its state format changed (format version 1, saved at Ctrl+Q by
the build of 2b36fb1: Tests/Fixtures/SavedStates/v1, made once by make_v1.py there) still open where
they were left: the real app, given each one and the user's data saved with it, shows the windows
and the page the fixture holds, says nothing about the saved state, and quits.

The fixtures are history: never remade. When the format changes, every case here must still
pass."""

from __future__ import annotations

import shutil
from dataclasses import dataclass, field
from pathlib import Path

import pyatspi
import pytest

from driver import Shop, has_state

FIXTURES = Path(__file__).resolve().parents[1] / "Fixtures" / "SavedStates" / "v1"

HEADPHONES = "Studio Headphones"  # item 2


@dataclass(frozen=True)
class Shown:
    """What a restored fixture shows: each open window, by title, with the page heading on it
    ("Shop" is the main window), and the window with the focus (the topmost)."""

    windows: dict[str, str]
    focused: str = "Shop"
    # Texts a window shows besides its heading (what the user's data files hold).
    labels: dict[str, list[str]] = field(default_factory=dict)


# Every fixture in v1/ (a name ending in "/" is a folder: state.json with the user's data beside
# it), and what it shows once restored.
CASES: dict[str, Shown] = {
    # The tabs
    "items-catalogue.json": Shown({"Shop": "Items"}),
    "items-detail.json": Shown({"Shop": HEADPHONES}),
    "wallet-card-detail.json": Shown({"Shop": "Mastercard •••• 4444"}),
    "profile-settings.json": Shown({"Shop": "Settings"}),
    "patterns-content-first-second-third.json": Shown({"Shop": "Third"}),
    "patterns-content-string.json": Shown({"Shop": "“Hello”"}),
    "patterns-content-sheet.json": Shown({"Shop": "Content", "Sheet": "Hello"}, focused="Sheet"),
    "patterns-content-cover.json": Shown({"Shop": "Content", "Cover": "Hello"}, focused="Cover"),
    "patterns-abc-b-c.json": Shown({"Shop": "Screen C"}),
    "patterns-config-link-b.json": Shown({"Shop": "Link B"}, labels={"Shop": ["Pushed with “Parameter”."]}),
    "patterns-config-sheet-link-a.json": Shown({"Shop": "Create Configuration", "Link A": "Link A"}, focused="Link A",
                                               labels={"Link A": ["Link A, presented in a sheet."]}),
    "patterns-config-cover-link-a.json": Shown({"Shop": "Create Configuration", "Link A": "Link A"}, focused="Link A",
                                               labels={"Link A": ["Link A, presented in a full-screen cover."]}),
    "all-tabs-deep-with-purchase.json": Shown({"Shop": "Wireless Mouse", "Add to Cart": "Wireless Mouse"},
                                              focused="Add to Cart", labels={"Add to Cart": ["2"]}),
    # The purchase cover, step by step
    "purchase-add-to-cart.json": Shown({"Shop": HEADPHONES, "Add to Cart": HEADPHONES}, focused="Add to Cart",
                                       labels={"Add to Cart": ["3"]}),
    "purchase-payment-method.json": Shown({"Shop": HEADPHONES, "Payment Method": "Payment Method"}, focused="Payment Method"),
    "purchase-buy.json": Shown({"Shop": HEADPHONES, "Buy": f"3 × {HEADPHONES}"}, focused="Buy",
                               labels={"Buy": ["Pay with Visa •••• 4242", "$387.00"]}),
    "purchase-summary/": Shown({"Shop": HEADPHONES, "Purchase Summary": "Thank You"}, focused="Purchase Summary",
                               labels={"Purchase Summary": ["SHOP-1001", f"3 × {HEADPHONES}"]}),
    "purchase-summary-new-card/": Shown({"Shop": HEADPHONES, "Purchase Summary": "Thank You"},
                                        focused="Purchase Summary",
                                        labels={"Purchase Summary": ["SHOP-1001", f"3 × {HEADPHONES}"]}),
    # Sheets
    "sheet-add-card-wallet.json": Shown({"Shop": "Wallet", "Add Card": "Add Card"}, focused="Add Card"),
    "sheet-add-card-purchase.json": Shown({"Shop": HEADPHONES, "Payment Method": "Payment Method", "Add Card": "Add Card"},
                                          focused="Add Card"),
    "sheet-edit-profile.json": Shown({"Shop": "Alex Doe", "Edit Profile": "Edit Profile"}, focused="Edit Profile"),
    # States that need the user's data
    "wallet-added-card-detail/": Shown({"Shop": "Visa •••• 1111"}, labels={"Shop": ["Sam Roe"]}),
    "profile-edited-settings/": Shown({"Shop": "Settings"}),
    # The Create Configuration example's child flow, at each of its steps
    **{f"config-child-step-{step}.json": Shown({"Shop": f"Child Step {step}"}) for step in range(1, 21)},
}


def copy_fixture(name: str, shop: Shop) -> None:
    """Puts the fixture where the app looks: its state file, and the user's data saved with it in
    $XDG_DATA_HOME/shop."""
    source = FIXTURES / name
    if not name.endswith("/"):
        shutil.copyfile(source, shop.state_file)
        return
    data = shop.workdir / "data" / "shop"
    data.mkdir(parents=True)
    for file in source.iterdir():
        shutil.copyfile(file, shop.state_file if file.name == "state.json" else data / file.name)


def test_every_fixture_has_a_case():
    on_disk = {path.name + ("/" if path.is_dir() else "") for path in FIXTURES.iterdir()}
    assert on_disk == set(CASES)


# The real app opens every fixture but 18 of the child steps: the first and the last stand for
# them (they differ only in the step's number, and SavedStateFixtureTests restores all 20).
LAUNCHED = [name for name in CASES
            if not name.startswith("config-child-step-") or name in ("config-child-step-1.json", "config-child-step-20.json")]


@pytest.mark.parametrize("name", LAUNCHED, ids=[name.rstrip("/") for name in LAUNCHED])
def test_a_state_saved_in_format_1_opens_where_it_was_left(new_shop, name: str):
    shown = CASES[name]
    shop = new_shop()
    copy_fixture(name, shop)
    shop.launch()
    for title, heading in shown.windows.items():
        shop.wait_for_page(heading, title)
    shop.wait_for_active(shown.focused)
    shop.sync()
    # Nothing else: no notice that the saved state (or a page of it) could not be restored.
    assert shop.window_titles() == sorted(shown.windows)
    for title, texts in shown.labels.items():
        labels = shop.labels(shop.window(title))
        for text in texts:
            assert text in labels, f"{text!r} not in {title!r}: {labels}"
    if name == "profile-edited-settings/":
        assert has_state(shop.find("check box", "Newsletter", shop.main), pyatspi.STATE_CHECKED)
    # The file was read, not set aside.
    assert [path.name for path in shop.workdir.glob("state.json*")] == ["state.json"]
    shop.quit()
    assert "shop:" not in shop.output(), shop.output()
