"""The forms as a person types into them: fields that stay where they are while errors come and
go, and errors that say what is wrong."""

from __future__ import annotations

import pytest

import pyatspi

from driver import Shop, extents, has_state, text_of, wait_for
from test_contrast import pixels, screen_box
from test_typed_text import error_under


def is_invalid(entry) -> bool:
    return has_state(entry, pyatspi.STATE_INVALID)


def described_by(entry) -> list[str]:
    """The texts of what describes `entry` (its described-by relation): a hint, or an error."""
    return [text_of(relation.getTarget(index)) for relation in entry.getRelationSet()
            if relation.getRelationType() == pyatspi.RELATION_DESCRIBED_BY
            for index in range(relation.getNTargets())]


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
    ("1/3", "Use the form MM/YY, such as 04/29"),
    ("1320", "There is no month 13: the month is 01 to 12"),
])
def test_an_expiry_error_says_what_is_wrong(new_shop, typed: str, said: str):
    shop = new_shop().launch("shop://wallet/add")
    form = shop.wait_for_window("Add Card")
    expiry = shop.entry("Expiry", form)
    shop.fill(expiry, typed)
    shop.press("Tab")  # done with the field
    wait_for(lambda: error_under(expiry) == said, f"the expiry error {said!r} (it says {error_under(expiry)!r})")


def test_an_error_waits_until_the_field_is_left_and_goes_as_soon_as_it_is_right(new_shop):
    shop = new_shop().launch("shop://wallet/add")
    form = shop.wait_for_window("Add Card")
    code = shop.entry("Security code", form)
    shop.fill(code, "1")
    shop.sync()
    assert error_under(code) == "" and not is_invalid(code), "an error while the first digit is typed"
    shop.press("shift+Tab")
    wait_for(lambda: error_under(code) == "The security code is 3 digits", f"the error (it says {error_under(code)!r})")
    assert is_invalid(code), "the field with an error is not marked invalid"
    shop.click(code)
    shop.press("End")
    shop.type("23")
    wait_for(lambda: error_under(code) == "" and not is_invalid(code), "the error to go at the third digit")


def test_a_field_left_is_written_as_the_card_prints_it(new_shop):
    shop = new_shop().launch("shop://wallet/add")
    form = shop.wait_for_window("Add Card")
    number, expiry = shop.entry("Card number", form), shop.entry("Expiry", form)
    shop.fill(number, "4111111111111111")
    shop.fill(expiry, "0130")  # clicking into Expiry leaves Card number
    wait_for(lambda: text_of(number) == "4111 1111 1111 1111", f"the number in fours (it holds {text_of(number)!r})")
    shop.press("Tab")
    wait_for(lambda: text_of(expiry) == "01/30", f"the expiry as MM/YY (it holds {text_of(expiry)!r})")
    assert error_under(number) == "" and error_under(expiry) == ""


def test_an_american_express_security_code_is_4_digits(new_shop):
    shop = new_shop().launch("shop://wallet/add")
    form = shop.wait_for_window("Add Card")
    number, code = shop.entry("Card number", form), shop.entry("Security code", form)
    shop.fill(number, "378282246310005")
    shop.fill(code, "123")
    shop.press("Tab")
    wait_for(lambda: error_under(code) == "The security code of an American Express card is 4 digits",
             f"the American Express error (it says {error_under(code)!r})")
    assert text_of(number) == "3782 822463 10005"


def test_the_same_card_twice_is_refused_naming_the_card_in_the_wallet(new_shop):
    shop = new_shop().launch("shop://wallet/add")
    form = shop.wait_for_window("Add Card")
    number = shop.entry("Card number", form)
    for caption, text in [("Name on card", "Sam Roe"), ("Card number", "4242 4242 4242 4242"),
                          ("Expiry", "12/29"), ("Security code", "123")]:
        shop.fill(shop.entry(caption, form), text)
    wait_for(lambda: error_under(number) == "This card is in your wallet already, as Visa •••• 4242",
             f"the duplicate's error (it says {error_under(number)!r})")
    assert not shop.is_sensitive(shop.button("Save", form))


def test_formats_are_hints_under_the_fields_not_placeholders(new_shop):
    # In HighContrast a placeholder such as "4242 4242 4242 4242" looked like a number typed: the
    # empty fields are drawn empty, in one colour, and the formats are said under them.
    shop = new_shop(environment={"GTK_THEME": "HighContrast"}).launch("shop://wallet/add")
    form = shop.wait_for_window("Add Card")
    shop.sync()
    for caption, hint in [("Card number", None), ("Expiry", "MM/YY"),
                          ("Security code", "3 digits on the back, 4 on the front of American Express")]:
        entry = shop.entry(caption, form)
        assert text_of(entry) == "" and not is_invalid(entry)
        if hint:
            assert described_by(entry) == [hint], f"{caption} is described by {described_by(entry)}"
            assert shop.label(hint, form)
        x, y, width, height = screen_box(shop, entry)
        inside = set(pixels((x + 8, y + 6, width - 16, height - 12)))
        assert len(inside) == 1, f"{caption}: something is drawn in the empty field ({len(inside)} colours)"
