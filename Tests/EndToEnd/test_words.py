"""The words a careful reader notices (issue 41): headings and titles in GNOME's header
capitalisation, German that reads as German, About's license line, and what assistive
technologies are given of names and headings."""

from __future__ import annotations

from driver import wait_for


def test_headings_and_titles_are_in_header_capitalisation(new_shop):
    shop = new_shop(wide=True).launch()
    # Beside the catalogue, while no item is chosen.
    wait_for(lambda: "Choose an Item" in shop.headings(shop.main), "the empty content's heading")
    shop.select_tab("Profile")
    shop.click(shop.button("Sign Out", shop.main))
    dialog = shop.wait_for_focused_window("Sign Out?")
    shop.click(shop.button("Sign Out", dialog))
    shop.wait_for_no_window("Sign Out?")
    shop.wait_for_heading("Signed Out")
