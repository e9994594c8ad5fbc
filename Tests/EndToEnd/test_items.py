"""The Items tab: catalogue → item detail → the purchase cover, clicked through."""

from driver import Shop


def test_clicking_a_catalogue_row_opens_the_item(shop: Shop):
    shop.choose("Studio Headphones")
    shop.wait_for_heading("Studio Headphones")
    assert shop.header_title(shop.main) == "Studio Headphones"
