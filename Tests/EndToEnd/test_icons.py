"""The icons a person tells things apart by, read from the screen: a payment card does not wear the
catalogue's memory-card icon, and the app's own symbolic icon takes the theme's colours as GNOME's
do (drawn light in the dark theme)."""

from __future__ import annotations

import pytest

from driver import Shop, wait_for
from test_contrast import THEMES, Theme, contrast, measure, pixels, screen_box, themed


def icon_pixels(shop: Shop, row_title: str, within) -> list:
    """The pixels of the icon at the start of the list row titled `row_title`: a 20 px square at
    the left of the row's content, centred on it (the icon is decoration, not on the
    accessibility bus; its row is found through its title)."""
    row = shop.row(row_title, within)
    x, y, width, height = screen_box(shop, row)
    return pixels((x, y + height // 2 - 10, 20, 20))


def drawn(colours: list) -> bool:
    """Whether something stands out from the background (an icon is drawn there)."""
    return measure(colours).ratio > 3


def drawn_size(colours: list, side: int = 20) -> tuple[int, int]:
    """The width and height of what is drawn in a `side`×`side` square of pixels."""
    background = measure(colours).background
    points = [(i % side, i // side) for i, colour in enumerate(colours) if contrast(colour, background) > 2]
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return max(xs) - min(xs) + 1, max(ys) - min(ys) + 1


def test_a_payment_card_is_drawn_as_a_card_not_as_the_memory_card(shop: Shop):
    shop.sync()
    memory_card = wait_for(lambda: (lambda p: p if drawn(p) else None)(icon_pixels(shop, "Memory Card", shop.main)),
                           "the memory card's icon drawn")
    shop.select_tab("Wallet")
    shop.wait_for_heading("Wallet")
    shop.sync()
    card = wait_for(lambda: (lambda p: p if drawn(p) else None)(icon_pixels(shop, "Visa •••• 4242", shop.main)),
                    "the card's icon drawn")
    # A payment card lies on its side; a memory card stands up.
    card_width, card_height = drawn_size(card)
    memory_width, memory_height = drawn_size(memory_card)
    assert memory_height > memory_width, (memory_width, memory_height)
    assert card_width > card_height, f"the card's icon is {card_width}×{card_height}: it stands like the memory card"


@pytest.mark.parametrize("theme", THEMES, ids=[theme.name for theme in THEMES])
def test_the_card_icon_follows_the_theme(new_shop, tmp_path, theme: Theme):
    shop = themed(new_shop(), theme, tmp_path).launch("shop://wallet")
    shop.wait_for_heading("Wallet")
    shop.sync()
    icon = wait_for(lambda: (lambda m: m if m.ratio > 3 else None)(measure(icon_pixels(shop, "Visa •••• 4242", shop.main))),
                    "the card's icon drawn with the theme's text colour")
    from test_contrast import luminance
    assert (luminance(icon.text) > luminance(icon.background)) == theme.dark, f"{theme.name}: the icon is {icon}"
