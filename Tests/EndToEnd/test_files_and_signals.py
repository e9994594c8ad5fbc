"""What a session is given and where it writes: arguments GLib never sees, links too long to be
read, files that are the app's own, saves that fail and say so, and files left as they are."""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import subprocess
import time
import unicodedata
from pathlib import Path

from conftest import screenshot
from driver import Shop, wait_for
from translation import catalogue

DAMAGED_STATE = b'{"format": "flow-coordinator-state", "version": 1, "tabs": ['


@contextlib.contextmanager
def read_only(directory: Path):
    """Makes `directory` read-only for the `with` block: by its mode, and where that does not stop
    this process (root ignores modes) by the immutable attribute."""
    directory.chmod(0o555)
    immutable = _writable(directory)
    if immutable:
        subprocess.run(["chattr", "+i", str(directory)], check=True)
    try:
        assert not _writable(directory), f"cannot make {directory} read-only"
        yield
    finally:
        if immutable:
            subprocess.run(["chattr", "-i", str(directory)], check=True)
        directory.chmod(0o755)


def _writable(directory: Path) -> bool:
    probe = directory / ".probe"
    try:
        probe.touch()
    except OSError:
        return False
    probe.unlink()
    return True


def message_of(shop: Shop, alert) -> str:
    return " ".join(shop.labels(alert))


def test_a_gapplication_option_given_as_a_link_opens_the_window(new_shop):
    shop = new_shop().launch("--", "--gapplication-service")
    alert = shop.wait_for_focused_window("Cannot Open Link")
    assert "This link does not lead to a page of Shop." in shop.labels(alert)
    assert 'shop: "--gapplication-service" is not a link' in shop.output()


def test_a_link_longer_than_links_may_be_opens_the_window_and_says_so(new_shop):
    shop = new_shop().launch("shop://patterns/content/string/" + "a" * 100_000)
    alert = shop.wait_for_focused_window("Cannot Open Link")
    assert "This link does not lead to a page of Shop." in shop.labels(alert)
    assert "shop: the link is too long (100031 bytes, at most 2048)" in shop.output()


def test_temp_files_a_crash_left_are_removed_at_launch(new_shop, tmp_path):
    leftover = tmp_path / f"state.json.saving-{2**31 - 1}-5f2a"
    leftover.write_bytes(DAMAGED_STATE)
    new_shop().launch()
    assert not leftover.exists()


def test_a_failed_save_is_said_once_in_the_window_and_tried_again_at_the_next_change(new_shop, tmp_path):
    folder = tmp_path / "saved"
    folder.mkdir()
    shop = new_shop(folder / "state.json").launch()
    wait_for(lambda: shop.state_file.exists(), "the first save")
    with read_only(folder):
        shop.select_tab("Wallet")
        alert = shop.wait_for_focused_window("Could Not Save")
        message = message_of(shop, alert)
        assert ("Shop could not save where you are, because Shop is not allowed to write in "
                f"{folder}. It tries again at your next change.") in message, message
        shop.press("Return")
        shop.wait_for_no_window("Could Not Save")
        shop.select_tab("Profile")  # tried again, not said again
        shop.sync()
        assert shop.window_titles() == ["Shop"]
    shop.select_tab("Patterns")
    wait_for(lambda: shop.saved_window()["selectedTab"] == "patterns", "the save once the folder is writable")
    with read_only(folder):
        shop.select_tab("Items")  # a new failure: said again
        shop.wait_for_focused_window("Could Not Save")
    assert shop.output().count("cannot save the navigation state") == 2, shop.output()


def test_a_damaged_state_file_that_cannot_be_moved_aside_is_never_written_over(new_shop, tmp_path):
    folder = tmp_path / "saved"
    folder.mkdir()
    state = folder / "state.json"
    state.write_bytes(DAMAGED_STATE)
    with read_only(folder):
        shop = new_shop(state).launch()
        alert = shop.wait_for_focused_window("Previous Session Not Restored")
        left = "Shop could not set the file aside, so it left it where it is and will not save over it until it is moved:"
        assert f"{left}\n{state}" in message_of(shop, alert)
        shop.press("Return")
        shop.wait_for_no_window("Previous Session Not Restored")
        shop.select_tab("Wallet")
        shop.sync()
        assert shop.window_titles() == ["Shop"], "a save was tried"
        shop.quit()
    assert state.read_bytes() == DAMAGED_STATE
    assert "cannot save" not in shop.output()


def test_a_50_mb_state_file_is_set_aside_unread_and_sigterm_still_ends_shop_at_once(new_shop, tmp_path):
    state = tmp_path / "state.json"
    link = {"type": "string", "value": "a" * 50_000_000}
    tabs = [{"name": name, "path": [], "presented": []} for name in ("items", "wallet", "profile")]
    tabs.append({"name": "patterns", "path": [{"id": 1, "link": link}], "presented": []})
    state.write_text(json.dumps({"format": "flow-coordinator-state", "version": 1, "selectedTab": "patterns",
                                 "tabs": tabs}))
    shop = new_shop().launch()
    alert = shop.wait_for_focused_window("Previous Session Not Restored")
    assert ("The file that remembers where you left off holds more than Shop can restore, so it started fresh."
            in message_of(shop, alert))
    assert len(list(tmp_path.glob("state.json.too-large-*"))) == 1
    started = time.monotonic()
    os.kill(shop.pid, signal.SIGTERM)
    assert shop.wait_for_exit(timeout=5) == 0
    assert time.monotonic() - started < 1


def damage_every_file(shop: Shop, tmp_path: Path) -> Path:
    """Damages the cards, the profile, the orders and the navigation state of `shop`; returns
    the folder of the first three."""
    data = tmp_path / "data" / "shop"
    data.mkdir(parents=True)
    for name in ("cards.json", "account.json", "orders.json"):
        (data / name).write_text("{")
    shop.state_file.write_bytes(DAMAGED_STATE)
    return data


def test_every_saved_file_damaged_is_said_once_in_one_short_message(new_shop, tmp_path):
    shop = new_shop()
    data = damage_every_file(shop, tmp_path)
    shop.launch()
    alert = shop.wait_for_focused_window("Some Saved Data Not Restored")
    message = message_of(shop, alert)
    assert message == "Some Saved Data Not Restored " + (
        "Shop could not read what it had saved of your cards, your profile and settings, your orders and where "
        f"you left off, so it started those afresh. It kept the old files, under new names, in {data} and "
        f"{tmp_path}.") + " OK", message
    assert "does not affect" not in message, "it contradicts itself"
    assert shop.x_window(alert).height < 400, f"the alert is {shop.x_window(alert).height} px tall"
    shop.press("Return")
    shop.wait_for_no_window("Some Saved Data Not Restored")


def test_every_saved_file_damaged_is_said_once_in_hebrew_right_to_left(new_shop, tmp_path):
    """In Hebrew the message reads right to left from its first word (a label takes its direction
    from its first letter: a translation starting with “Shop” showed left to right), names each
    part and each folder once, each folder after its own “in” (ב־), and stays short."""
    texts = catalogue("he")
    shop = new_shop(language="he_IL.UTF-8", title=texts["Shop"])
    data = damage_every_file(shop, tmp_path)
    shop.launch()
    title = texts["Some Saved Data Not Restored"]
    alert = shop.wait_for_focused_window(title)
    message = next(label for label in shop.labels(alert) if label not in (title, texts["OK"]))
    plain = re.sub("[\u200f\u2068\u2069]", "", message)
    first_letter = re.search(r"[^\W\d_]", plain).group()
    assert unicodedata.bidirectional(first_letter) == "R", f"the message starts left to right: {plain}"
    for part in ("your cards", "your profile and settings", "your orders", "where you left off"):
        assert plain.count(texts[part]) == 1, f"{texts[part]!r} is not said once: {plain}"
    assert plain.count(str(data)) == 1 and plain.count(f"ב־{data}") == 1, plain
    assert plain.count(f"{tmp_path}.") == 1 and plain.count(f"וב־{tmp_path}.") == 1, plain
    assert shop.x_window(alert).height < 400, f"the alert is {shop.x_window(alert).height} px tall"
    screenshot("every-file-damaged-he")
