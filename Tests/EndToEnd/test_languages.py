"""The shop in German, whose long words stress the layout, and in Hebrew, written right to left,
as people who read them use it: every text translated, nothing clipped at 360 or 1280 px, the
layout and the back key mirrored in Hebrew, prices written as the locale writes money.

The locales are made by scripts/end-to-end.sh (localedef, into .build/locales); the catalogues by
`scripts/translations.sh build` (.build/locale). Screenshots of each page at both widths go to
the artifacts folder (languages-*.png)."""

from __future__ import annotations

import pytest

import atspi_tree
from conftest import screenshot
from driver import Shop, extents, wait_for
from test_narrow import resize
from translation import catalogue

GERMAN = ("de_DE.UTF-8", "de")
HEBREW = ("he_IL.UTF-8", "he")

# Pages with the most text, each with the window that shows it on top (None: the main window).
PAGES = [
    ("shop://items/5", None),
    ("shop://items/2/cart/3", "Add to Cart"),
    ("shop://items/2/cart/3/payment", "Payment Method"),
    ("shop://items/2/cart/buy/3/c1", "Buy"),
    ("shop://wallet/c2", None),
    ("shop://wallet/add", "Add Card"),
    ("shop://profile/settings", None),
    ("shop://profile/edit", "Edit Profile"),
    ("shop://orders", None),
    ("shop://patterns/content/first/Hello/second/5/third", None),
    ("shop://patterns/config/a", "Link A"),
    ("shop://patterns/config/child/3", None),
]


def launch(new_shop, tmp_path, locale: str, language: str, link: str, wide: bool = True) -> tuple[Shop, dict[str, str]]:
    texts = catalogue(language)
    shop = new_shop(tmp_path / f"{language}-state.json", wide=wide, language=locale, title=texts["Shop"])
    shop.launch(link)
    return shop, texts


def english_left(window, texts: dict[str, str]) -> list[str]:
    """Texts `window` shows that are still the English of a text translated otherwise."""
    tree = atspi_tree.read(window)
    return [f"{record.role} {record.name!r} (should be {texts[record.name]!r})" for record in tree.root.walk()
            if record.name in texts and texts[record.name] != record.name]


def outside(window) -> list[str]:
    """Texts on screen that reach beyond `window`'s sides: clipped, or making it scroll sideways."""
    tree = atspi_tree.read(window)
    _, _, width, _ = extents(window)
    texts = tree.on_screen(tree.find(lambda record: record.name and record.role in {
        "label", "heading", "push button", "toggle button", "page tab", "text", "entry"}))
    boxes = tree.extents(texts)
    found: list[str] = []
    for record in texts:
        x, _, w, _ = boxes.get(id(record), (0, 0, 0, 0))
        if x < 0 or x + w > width:
            found.append(f"{record.role} {record.name!r} at {x}..{x + w} in a {width} px window")
    return found


@pytest.mark.parametrize("locale,language", [GERMAN, HEBREW], ids=["German", "Hebrew"])
def test_every_page_is_translated_and_fits_from_360_to_1280_px(new_shop, tmp_path, locale, language):
    problems: list[str] = []
    for number, (link, top) in enumerate(PAGES):
        shop, texts = launch(new_shop, tmp_path / str(number), locale, language, link)
        window = shop.wait_for_focused_window(texts[top] if top else shop.title)
        for width, height in ((1280, 720), (360, 640)):
            resize(shop, width, height)
            # AT-SPI can give the window's old extents for a moment after the first resize.
            wait_for(lambda: abs(extents(shop.main)[2] - width) <= 12, f"the window's extents at {width} px")
            for shown in shop.windows():
                problems += [f"{link} at {width} px: {line}" for line in outside(shown) + english_left(shown, texts)]
            screenshot(f"languages-{language}-{number:02d}-{width}")
        shop.stop()
    assert not problems, "\n".join(dict.fromkeys(problems))


@pytest.mark.parametrize("locale,language,price", [
    ("en_US.UTF-8", "en", "$1,199.00"), (*GERMAN, "1.199,00\u00a0$"), (*HEBREW, "$\u00a01,199.00"),
], ids=["American English", "German", "Hebrew"])
def test_prices_are_written_as_the_locale_writes_money(new_shop, tmp_path, locale, language, price):
    texts = catalogue(language) if language != "en" else {"Shop": "Shop"}
    shop = new_shop(tmp_path / "state.json", language=locale, title=texts["Shop"]).launch("shop://items/5")
    shop.sync()
    assert shop.label(price, shop.main)


def test_hebrew_is_mirrored_and_alt_right_goes_back(new_shop, tmp_path):
    shop, texts = launch(new_shop, tmp_path, *HEBREW, "shop://items/2", wide=False)
    shop.sync()
    window = shop.main
    _, _, width, _ = extents(window)
    back = shop.button(texts["Back"], window)
    assert extents(back)[0] > width // 2, "the back button is not on the right, where Hebrew starts"
    tabs = [shop.tab(texts[title]) for title in ("Items", "Wallet", "Profile", "Patterns")]
    lefts = [extents(tab)[0] for tab in tabs]
    assert lefts == sorted(lefts, reverse=True), f"the tabs do not run right to left: {lefts}"
    screenshot("languages-he-mirrored")

    shop.press("alt+Left")  # forward in Hebrew: nothing to go forward to
    shop.sync()
    assert shop.find_all("push button", texts["Back"], window), "Alt+Left went back in Hebrew"
    shop.press("alt+Right")
    shop.wait_for_page(texts["Items"])
    shop.press("alt+Left")  # forward in Hebrew: the item again
    wait_for(lambda: shop.find_all("push button", texts["Back"], window), "Alt+Left to go forward to the item in Hebrew")


def test_a_name_written_left_to_right_keeps_its_direction_in_a_hebrew_sentence(new_shop, tmp_path):
    shop, texts = launch(new_shop, tmp_path, *HEBREW, "shop://wallet/c1", wide=False)
    shop.sync()
    shop.click(shop.button(texts["Remove Card"], shop.main))
    # The card's name is an isolate in the question (U+2068 … U+2069): the sentence runs right to
    # left, the name left to right, whatever either holds.
    question = texts["Remove %s?"].replace("%s", "\u2068Visa •••• 4242\u2069")
    shop.wait_for_window(question)
    screenshot("languages-he-isolated-name")
