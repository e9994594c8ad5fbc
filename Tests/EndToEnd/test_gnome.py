"""GNOME's conventions, as a GNOME user expects them: message dialogs without an empty header
bar, no Back button where there is nowhere to go back to."""

from __future__ import annotations

from driver import Shop, extents, name, role


def test_a_question_has_no_empty_header_bar_above_its_title(shop: Shop):
    shop.select_tab("Profile")
    shop.click(shop.button("Sign Out", shop.main))
    dialog = shop.wait_for_focused_window("Sign out?")
    title = next(node for node in dialog.findChildren(lambda n: role(n) == "label" and name(n) == "Sign out?"))
    _, window_top, _, _ = extents(dialog)
    _, title_top, _, _ = extents(title)
    # The dialog's padding (24 px) is all that is above the title; an empty header bar adds 46.
    assert title_top - window_top <= 40, f"the title is {title_top - window_top} px below the dialog's top"


def test_there_is_no_back_button_at_the_root_and_one_after_a_push(shop: Shop):
    assert not shop.find_all("push button", "Back", shop.main)
    shop.choose("Studio Headphones")
    shop.wait_for_heading("Studio Headphones")
    assert shop.back_button(shop.main).description == "Back to Items"
