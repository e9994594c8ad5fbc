"""A card's number and security code never reach the disk: a card added through the real form is
saved as its brand, last four digits, expiry, holder and the processor's token; after Ctrl+Q no
file the app could have written holds the number or the code; the wallet still shows the card
after a relaunch; and a cards.json of version 1, which kept numbers, is replaced at launch.
(A number typed but not saved is test_drafts.py's.)"""

from __future__ import annotations

import json
import re
from pathlib import Path

from driver import Shop, wait_for
from test_wallet import add_card, card_names, open_wallet

ROOT = Path(__file__).resolve().parents[2]

# A Visa test number no other test types, so finding its digits anywhere means this test wrote them.
NUMBER = "4000 0566 5566 5556"
DIGITS = NUMBER.replace(" ", "")
CVC = "737"
CARD = {"Name on card": "Sam Roe", "Card number": NUMBER, "Expiry": "12/39", "Security code": CVC}
CARD_NAME = "Visa •••• 5556"

# What must not be in any file: the number as typed and as digits, its first and last 12 digits.
SECRETS = [NUMBER, DIGITS, DIGITS[:12], DIGITS[-12:]]


def private_shop(new_shop, state_file: Path | None = None) -> Shop:
    """A `shop` not launched yet whose data, state, configuration and cache folders are all this
    test's own (the driver gives it its own data and state folders; configuration and cache are
    otherwise the session's), so every file it writes is under the test's folder."""
    shop = new_shop(state_file)
    base = shop.environment

    def environment() -> dict[str, str]:
        env = base()
        env["XDG_CONFIG_HOME"] = str(shop.workdir / "config")
        env["XDG_CACHE_HOME"] = str(shop.workdir / "cache")
        return env

    shop.environment = environment
    return shop


def every_file(folder: Path) -> list[Path]:
    return sorted(path for path in folder.rglob("*") if path.is_file())


def found_secrets(folder: Path, secrets: list[str]) -> list[str]:
    """`file: secret` for every secret some file under `folder` holds (as bytes, UTF-8)."""
    found = []
    for path in every_file(folder):
        data = path.read_bytes()
        found += [f"{path.relative_to(folder)}: {secret}" for secret in secrets if secret.encode() in data]
    return found


def cards_files(folder: Path) -> list[Path]:
    """cards.json and anything made from it (a file set aside, a temp file a save left)."""
    return [path for path in every_file(folder) if path.name.startswith("cards.json")]


def holds_standalone(path: Path, code: str) -> bool:
    """Whether `code` is in the file as a token of its own (not inside a longer run of letters
    and digits, such as a token's hexadecimal digits)."""
    return re.search(rb"(?<![0-9A-Za-z])" + code.encode() + rb"(?![0-9A-Za-z])", path.read_bytes()) is not None


def saved_cards(shop: Shop) -> dict:
    return json.loads((shop.workdir / "data" / "shop" / "cards.json").read_text())


def test_an_added_cards_number_and_code_are_in_no_file_and_it_is_there_after_a_relaunch(new_shop, tmp_path):
    shop = private_shop(new_shop).launch()
    open_wallet(shop)
    add_card(shop, CARD)
    wait_for(lambda: CARD_NAME in card_names(shop), "the new card in the list")
    # Written when it changed, not only at quit.
    wait_for(lambda: len(saved_cards(shop)["cards"]) == 4, "the new card in cards.json")
    shop.quit()

    assert (tmp_path / "data" / "shop" / "cards.json").exists() and (tmp_path / "state.json").exists()
    # Everything under the test's folder: the four XDG folders, the state file, what shop printed.
    assert found_secrets(tmp_path, SECRETS) == [], f"files: {[str(p) for p in every_file(tmp_path)]}"
    cards = cards_files(tmp_path / "data")
    assert cards, "no cards file"
    assert not [path.name for path in cards if holds_standalone(path, CVC)], "the security code was saved"
    saved = saved_cards(shop)
    assert saved["version"] == 2
    added = [card for card in saved["cards"] if card["last4"] == "5556"]
    assert len(added) == 1 and set(added[0]) == {"id", "holder", "brand", "last4", "expiryMonth", "expiryYear", "token"}
    assert added[0]["brand"] == "visa" and re.fullmatch(r"tok_[0-9a-f]{24}", added[0]["token"]), added[0]

    shop = private_shop(new_shop, shop.state_file).launch()
    open_wallet(shop)
    wait_for(lambda: card_names(shop) == ["Visa •••• 4242", "Mastercard •••• 4444", "Visa •••• 0002", CARD_NAME],
             f"the cards after the relaunch (shown: {card_names(shop)})")
    shop.quit()
    assert found_secrets(tmp_path, SECRETS) == []


# The numbers in Tests/Fixtures/UserData/cards-v1.json, which the build before tokens wrote.
FIXTURE_NUMBERS = ["4242424242424242", "4000000000000002", "4111111111111111", "378282246310005",
                   "2223003122003222", "6011111111111117"]


def test_a_version_1_cards_file_is_replaced_at_launch_by_one_without_numbers(new_shop, tmp_path):
    cards = tmp_path / "data" / "shop" / "cards.json"
    cards.parent.mkdir(parents=True)
    cards.write_bytes((ROOT / "Tests" / "Fixtures" / "UserData" / "cards-v1.json").read_bytes())

    shop = private_shop(new_shop).launch()
    # At launch, before anything changes.
    wait_for(lambda: json.loads(cards.read_text())["version"] == 2, "cards.json saved again as version 2")
    shop.sync()
    assert shop.window_titles() == ["Shop"], "a notice was shown"
    runs = [number[i:i + 5] for number in FIXTURE_NUMBERS for i in range(len(number) - 4)]
    # Tokens are random hexadecimal, which holds five decimal digits in a row now and then.
    scanned = re.sub(r"tok_[0-9a-f]{24}", "", cards.read_text())
    assert [run for run in runs if run in scanned] == [], cards.read_text()
    saved = json.loads(cards.read_text())
    assert [(card["id"], card["brand"], card["last4"]) for card in saved["cards"]] == [
        ("c1", "visa", "4242"), ("c3", "visa", "0002"), ("c4", "visa", "1111"), ("c5", "amex", "0005"),
        ("c6", "mastercard", "3222"), ("c7", "discover", "1117")]
    assert saved["nextCardNumber"] == 8
    open_wallet(shop)
    assert card_names(shop) == ["Visa •••• 4242", "Visa •••• 0002", "Visa •••• 1111", "American Express •••• 0005",
                                "Mastercard •••• 3222", "Discover •••• 1117"]
    shop.quit()
    assert found_secrets(tmp_path, FIXTURE_NUMBERS) == []
    kept_aside = [path for path in cards.parent.glob("cards.json.*") if path.suffix != ".lock"]
    assert kept_aside == [], "the old file was kept aside"
