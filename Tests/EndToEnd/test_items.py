"""The Items tab: catalogue → item detail → the purchase cover, clicked through."""

from driver import Shop, name, wait_for


def test_clicking_a_catalogue_row_opens_the_item(shop: Shop):
    shop.choose("Studio Headphones")
    shop.wait_for_heading("Studio Headphones")
    assert shop.header_title(shop.main) == "Studio Headphones"


def test_return_on_a_focused_catalogue_row_opens_it(shop: Shop):
    """Keyboard only: the arrow keys move the focus down the catalogue, Return opens the row."""
    def focused_row() -> str | None:
        row = shop.focused(shop.main)
        titles = [name(label) for label in row.findChildren(lambda n: n.roleName == "label")] if row else []
        return titles[0] if titles else None

    wait_for(lambda: focused_row() == "Mirrorless Camera", "the first row to have the focus")
    for title in ["Studio Headphones", "Mechanical Keyboard"]:
        shop.press("Down")
        wait_for(lambda: focused_row() == title, f"{title!r} to have the focus (it is on {focused_row()!r})")
    shop.press("Return")
    shop.wait_for_heading("Mechanical Keyboard", "Shop")
    assert shop.header_title(shop.main) == "Mechanical Keyboard"


def test_prices_group_their_thousands(shop: Shop):
    row = shop.row("Desktop Computer")
    assert "$1,199.00" in [name(label) for label in row.findChildren(lambda n: n.roleName == "label")]
    shop.choose("Desktop Computer")
    shop.wait_for_heading("Desktop Computer")
    shop.label("$1,199.00", shop.main)
