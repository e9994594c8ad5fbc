"""The forms as a person types into them: fields that stay where they are while errors come and
go, and errors that say what is wrong."""

from __future__ import annotations

import pytest

from driver import Shop, extents, wait_for
from test_typed_text import error_under


def field_places(shop: Shop, window, captions) -> list[tuple[int, int, int, int]]:
    return [extents(shop.entry(caption, window)) for caption in captions]


@pytest.mark.parametrize("link,window,captions,typing", [
    ("shop://wallet/add", "Add Card", ("Name on card", "Card number", "Expiry", "Security code"),
     [("Card number", "4242"), ("Expiry", "13/20"), ("Security code", "1"), ("Card number", "4242 4242 4242 4242")]),
    ("shop://profile/edit", "Edit Profile", ("Name", "Email"), [("Email", "not-an-address"), ("Name", "")]),
    ("shop://patterns/config", "Shop", ("Parameter for link B",), [("Parameter for link B", "")]),
])
def test_errors_come_and_go_without_moving_a_field(new_shop, link, window, captions, typing):
    shop = new_shop().launch(link)
    form = shop.wait_for_window(window)
    shop.sync()
    places = field_places(shop, form, captions)
    for caption, text in typing:
        shop.fill(shop.entry(caption, form), text)
        shop.sync()
        assert field_places(shop, form, captions) == places, f"a field moved after typing {text!r} into {caption}"
    assert any(error_under(shop.entry(caption, form)) for caption, _ in typing), "no error was shown at all"


@pytest.mark.parametrize("typed,said", [
    ("13/20", "There is no month 13: the month is 01 to 12"),
    ("00/30", "There is no month 00: the month is 01 to 12"),
    ("01/20", "This date has passed: the card expired at the end of 01/20"),
    ("1/30", "Use the form MM/YY, such as 04/29"),
])
def test_an_expiry_error_says_what_is_wrong(new_shop, typed: str, said: str):
    shop = new_shop().launch("shop://wallet/add")
    form = shop.wait_for_window("Add Card")
    expiry = shop.entry("Expiry", form)
    shop.fill(expiry, typed)
    wait_for(lambda: error_under(expiry) == said, f"the expiry error {said!r} (it says {error_under(expiry)!r})")
