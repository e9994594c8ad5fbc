"""The Patterns tab: every example of the pattern, clicked through from the tab."""

import xinput
from driver import Shop, wait_for


def open_example(shop: Shop, row: str, heading: str) -> None:
    shop.select_tab("Patterns")
    shop.wait_for_heading("Patterns")
    shop.choose(row)
    shop.wait_for_heading(heading)


def test_the_patterns_tab_lists_every_example(shop: Shop):
    shop.select_tab("Patterns")
    shop.wait_for_heading("Patterns")
    assert shop.header_title(shop.main) == "Patterns"
    for row in ("Content Screen", "Screens A, B, C", "Create Configuration"):
        shop.row(row, shop.main)


def test_content_first_second_third_and_back_to_content(shop: Shop):
    open_example(shop, "Content Screen", "Content")
    shop.fill(shop.entry("Text for the first link and the sheet", shop.main), "Swift")
    shop.click(shop.button("First"))
    shop.wait_for_heading("First")
    shop.label("Pushed with text “Swift”.")
    shop.click(shop.button("Second"))
    shop.wait_for_heading("Second")
    shop.label("Pushed with number 5.")  # the length of "Swift", passed on by the first screen
    shop.click(shop.button("Third"))
    shop.wait_for_heading("Third")
    assert shop.header_title(shop.main) == "Third"
    shop.click(shop.button("Back to Content"))
    shop.wait_for_heading("Content")
    assert shop.back_button(shop.main).description == "Back to Patterns"


def read_tooltip(shop: Shop, node, expected: str) -> None:
    """Rests the pointer on `node` until its tooltip says `expected`. Under a loaded machine GTK
    once missed the single motion that ends on the button (the tooltip never came in 5 s), and
    a person whose tooltip does not come moves the pointer off and on again: so does this, once."""
    for attempt in range(2):
        shop.hover(node)
        try:
            wait_for(lambda: shop.tooltip() == expected, f"the tooltip “{expected}” (it is {shop.tooltip()!r})",
                     timeout=3 if attempt == 0 else 5)
            return
        except AssertionError:
            if attempt == 1:
                raise
        xinput.move_pointer(*shop.screen_point(shop.page(shop.main)))


def test_back_shows_a_tooltip_naming_the_page_under_the_top_one(shop: Shop):
    """FlowGtk gives the back button's tooltip when GTK asks for it (QueriedTooltip), instead of
    setting it at every push and pop: the pointer over Back still shows it, and it follows the
    stack."""
    open_example(shop, "Content Screen", "Content")
    shop.click(shop.button("First"))
    shop.wait_for_heading("First")
    read_tooltip(shop, shop.back_button(shop.main), "Back to Content")
    shop.click(shop.button("Second"))  # the pointer leaves Back, and the tooltip hides
    shop.wait_for_heading("Second")
    wait_for(lambda: shop.tooltip() is None, "the tooltip to hide")
    read_tooltip(shop, shop.back_button(shop.main), "Back to First")
    assert shop.back_button(shop.main).description == "Back to First"
    shop.press("alt+Left")
    shop.wait_for_heading("First")
    xinput.move_pointer(*shop.screen_point(shop.page(shop.main)))  # away from Back
    wait_for(lambda: shop.tooltip() is None, "the tooltip to hide")
    read_tooltip(shop, shop.back_button(shop.main), "Back to Content")


def test_content_pushes_a_plain_string_on_the_same_path(shop: Shop):
    open_example(shop, "Content Screen", "Content")
    shop.click(shop.button("String"))
    shop.wait_for_heading("“Hello”")
    assert shop.header_title(shop.main) == "String"
    shop.go_back()
    shop.wait_for_heading("Content")


def test_content_sheet_opens_over_the_window_and_closes(shop: Shop):
    open_example(shop, "Content Screen", "Content")
    shop.click(shop.button("Sheet"))
    sheet = shop.wait_for_focused_window("Sheet")
    assert shop.is_modal(sheet)
    shop.wait_for_heading("Hello", "Sheet")
    shop.click(shop.button("Close", shop.page(sheet)))  # the page's Close (the header has one too)
    shop.wait_for_no_window("Sheet")
    shop.wait_for_active("Shop")
    shop.wait_for_heading("Content")


def test_content_cover_covers_its_window_and_closes(shop: Shop):
    open_example(shop, "Content Screen", "Content")
    shop.click(shop.button("Cover"))
    cover = shop.wait_for_focused_window("Cover")
    over, window = xinput.frame(shop.x_window(cover).id), xinput.frame(shop.x_window(shop.main).id)
    assert over == window, f"the cover {over} does not cover its window {window}"
    shop.wait_for_heading("Hello", "Cover")
    shop.press("Escape")
    shop.wait_for_no_window("Cover")
    shop.wait_for_heading("Content")


def test_screens_a_b_c(shop: Shop):
    open_example(shop, "Screens A, B, C", "Screen A")
    shop.click(shop.button("Go to B"))
    shop.wait_for_heading("Screen B")
    shop.click(shop.button("Go to C"))
    shop.wait_for_heading("Screen C")
    shop.label("Reached by A → B → C.")
    shop.click(shop.button("Back to A"))
    shop.wait_for_heading("Screen A")
    shop.click(shop.button("Go to C"))
    shop.wait_for_heading("Screen C")
    shop.label("Reached by A → C.")
    shop.go_back()
    shop.wait_for_heading("Screen A")


def test_create_configuration_sheet_push_cover_and_child(shop: Shop):
    open_example(shop, "Create Configuration", "Create Configuration")

    shop.click(shop.button("Link A (Sheet)"))
    sheet = shop.wait_for_window("Link A")
    shop.label("Link A, presented in a sheet.", sheet)
    shop.press("ctrl+w")
    shop.wait_for_no_window("Link A")

    shop.click(shop.button("Cover"))
    cover = shop.wait_for_window("Link A")
    shop.label("Link A, presented in a full-screen cover.", cover)
    shop.click(shop.button("Close", shop.page(cover)))
    shop.wait_for_no_window("Link A")

    shop.fill(shop.entry("Parameter for link B", shop.main), "blue")
    shop.click(shop.button("Link B (Push)"))
    shop.wait_for_heading("Link B")
    shop.label("Pushed with “blue”.")
    shop.press("alt+Left")
    shop.wait_for_heading("Create Configuration")

    shop.click(shop.button("Child Flow"))
    shop.wait_for_heading("Child Step 1")
    shop.click(shop.button("Next Step"))
    shop.wait_for_heading("Child Step 2")
    shop.click(shop.button("Finish"))
    shop.wait_for_heading("Create Configuration")
