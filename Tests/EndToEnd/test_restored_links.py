"""Saved places that no longer lead anywhere: an item that left the catalogue, a card that left
the wallet. The app restores around them, says once that something could not be shown, and the
page says, in words a person understands, what is gone."""

from __future__ import annotations

import json
import re

from driver import Shop

# What Swift's debug output looks like: a type name, or a case with its parameters.
DEBUG_TEXT = re.compile(r"Link\b|\w+\(|\bcannot be shown\b")


def relaunch_with_changed_link(new_shop, link: str, parameter: str, old, new, quit_keys: bool = True) -> Shop:
    """Opens `link`, quits (Ctrl+Q, or the session ending: SIGTERM), changes the link parameter
    `parameter` from `old` to `new` in the saved state (as if that thing had gone), and launches
    again."""
    shop = new_shop().launch(link)
    if quit_keys:
        shop.quit()
    else:
        shop.stop()
    state = shop.saved_state()
    assert _replace_parameter(state, parameter, old, new), f"no {parameter} {old!r} in the saved state"
    shop.state_file.write_text(json.dumps(state))
    again = new_shop().launch()
    # The link rules say so once, before the page does.
    notice = again.wait_for_focused_window("Some Pages Not Restored")
    assert_plain(again.labels(notice))
    again.press("Return")
    again.wait_for_no_window("Some Pages Not Restored")
    return again


def _replace_parameter(node, parameter: str, old, new, in_link: bool = False) -> int:
    """Replaces `parameter: old` with `parameter: new` in the values of saved links; returns how
    many it replaced."""
    count = 0
    if isinstance(node, dict):
        for key, value in node.items():
            if in_link and key == parameter and value == old:
                node[key] = new
                count += 1
            else:
                count += _replace_parameter(value, parameter, old, new, in_link or key == "link")
    elif isinstance(node, list):
        for value in node:
            count += _replace_parameter(value, parameter, old, new, in_link)
    return count


def assert_plain(texts: list[str]) -> None:
    for text in texts:
        assert not DEBUG_TEXT.search(text), f"debug output on screen: {text!r}"


def test_a_restored_item_no_longer_in_the_catalogue_says_so(new_shop):
    shop = relaunch_with_changed_link(new_shop, "shop://items/2", "itemID", 2, 999)
    shop.wait_for_heading("Not Available")
    labels = shop.labels(shop.main)
    assert "This item is no longer available." in labels
    assert shop.header_title(shop.main) == "Not Available"
    assert_plain(labels)


def test_a_restored_card_no_longer_in_the_wallet_says_so(new_shop):
    shop = relaunch_with_changed_link(new_shop, "shop://wallet/c2", "id", "c2", "c99")
    shop.wait_for_heading("Not Available")
    labels = shop.labels(shop.main)
    assert "This card is no longer in your wallet." in labels
    assert shop.header_title(shop.main) == "Not Available"
    assert_plain(labels)


def test_a_restored_purchase_whose_card_left_the_wallet_says_so(new_shop):
    # The cover has the focus, and Ctrl+Q does not quit from a cover yet: the session ends it.
    shop = relaunch_with_changed_link(new_shop, "shop://items/2/cart/buy/3/c1", "cardID", "c1", "c99",
                                      quit_keys=False)
    cover = shop.wait_for_window("Not Available")
    shop.wait_for_heading("Not Available", window_title="Not Available")
    labels = shop.labels(cover)
    assert "This card is no longer in your wallet." in labels
    assert_plain(labels + shop.window_titles())
